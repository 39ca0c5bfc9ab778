// A scalar function that moves a whole parallel variable through a scalar
// FILE * (`fwrite(p, ...)` of an `int:S *`, the global view of language.md §7)
// is a collective call: every rank must make it together.  Called from an
// elemental function it would run once per position (a different number of
// times per rank): a compile-time error at the call, naming the chain that
// reaches the transfer, also through other scalar functions and for the other
// collective operations (a reduction, `with`, left indexing).  A call the
// compiler cannot follow (a function pointer) stops at run time with the line,
// at 1, 2 and 3 ranks, instead of hanging.  Called as scalar code, the same
// function works: the file equals what a sequential program writes (checked
// with Python), at 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s ok1.dat > o1 && FileCheck %s < o1
// RUN: %crun -n 2 %s ok2.dat > o2 && diff o1 o2 && cmp ok1.dat ok2.dat
// RUN: %crun -n 3 %s ok3.dat > o3 && diff o1 o3 && cmp ok1.dat ok3.dat
// RUN: %python -c "import struct,sys; d=open('ok1.dat','rb').read(); v=struct.unpack('<12i', d); sys.exit(0 if list(v)==[i*i-5 for i in range(12)] else 1)"
// RUN: not %cstar -DDIRECT %s -o bad 2>&1 | FileCheck --check-prefix=DIRECT %s
// RUN: not %cstar -DCHAIN %s -o bad 2>&1 | FileCheck --check-prefix=CHAIN %s
// RUN: not %cstar -DOTHER %s -o bad 2>&1 | FileCheck --check-prefix=OTHER %s
// RUN: %cstar -DPOINTER %s -o ptr
// RUN: not %mpiexec -n 1 ./ptr p1.dat > p1 2>&1; FileCheck --check-prefix=PTR %s < p1
// RUN: not %mpiexec -n 2 ./ptr p2.dat > p2 2>&1; FileCheck --check-prefix=PTR %s < p2
// RUN: not %mpiexec -n 3 ./ptr p3.dat > p3 2>&1; FileCheck --check-prefix=PTR %s < p3
// CHECK: scalar call wrote 1
// CHECK: elemental 66
// PTR: lang16-perposition.cs:37: {{.*}}fwrite of a whole parallel variable called once per position (from an elemental function); it is a collective transfer: call it outside elemental code
#include <stdio.h>
#include <stdlib.h>
shape [12]S;
int:S a;
FILE *fp;

int sum3(int v);

/* a scalar function given a pointer to a parallel variable */
size_t dump(int:S *q) { return fwrite(q, sizeof(int), 1, fp); }
size_t save(void) { return fwrite(&a, sizeof(int), 1, fp); }
size_t outer(int k) { return k > 0 ? dump(&a) : 0; }
int total(void) { int t; with (S) t = += a; return t; }
int peek(int k) { return [k]a; }
size_t (*hook)(void) = save;

elemental int twice(int v)
{
#ifdef DIRECT
    save();
    // DIRECT: lang16-perposition.cs:[[@LINE-1]]:5: error: call of 'save' inside elemental function 'twice': 'save' moves a whole parallel variable through a scalar FILE * ('fwrite') (line 37), a collective operation every rank must make together, but an elemental function runs once per position; call 'save' outside the elemental function
#endif
#ifdef CHAIN
    if (v > 3) outer(v);
    // CHAIN: lang16-perposition.cs:[[@LINE-1]]:16: error: call of 'outer' inside elemental function 'twice': 'outer' calls 'dump' (line 38), which moves a whole parallel variable through a scalar FILE * ('fwrite') (line 36)
#endif
#ifdef OTHER
    v += total() + peek(2);
    // OTHER: lang16-perposition.cs:[[@LINE-1]]:10: error: call of 'total' inside elemental function 'twice': 'total' selects a shape ('with') (line 39)
    // OTHER: lang16-perposition.cs:[[@LINE-2]]:20: error: call of 'peek' inside elemental function 'twice': 'peek' uses left indexing (line 40)
#endif
#ifdef POINTER
    if (v == 7) hook();
#endif
    return 2 * v;
}

int main(int argc, char **argv)
{
    int:S b;
    fp = fopen(argv[1], "wb");
    with (S) {
        a = pcoord(0) * pcoord(0) - 5;
        printf("scalar call wrote %d\n", (int)outer(1));
        b = twice(pcoord(0));
        printf("elemental %d\n", (+= b) / 2);
    }
    fclose(fp);
    return 0;
}
