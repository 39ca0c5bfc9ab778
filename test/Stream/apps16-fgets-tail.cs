// fgets leaves the bytes of the buffer after the terminator as they were, as
// C's (glibc's) does: the per-VP read-ahead went straight into the caller's
// buffer and left there the bytes that followed the newline (a buffer filled
// with 'z' came back "aX\n\0" + "cdef"..., where C gives "aX\n\0zzzz...").
// Each VP's 12-byte buffer after each fgets is compared with a C program
// doing the same calls on one tmpfile per VP (Inputs/apps16_fgets_ref.c):
// lines in the NB segment, a line longer than n-1, lines in the IB segment
// (under where) up to the end of the stream, and after ungetc. 1, 2, 3 ranks
// and IB forced.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -o %t.ref %S/Inputs/apps16_fgets_ref.c && %t.ref | sort > want.txt
// RUN: %crun -n 1 %s | sort > got1.txt && diff want.txt got1.txt
// RUN: %crun -n 2 %s | sort > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 3 %s | sort > got3.txt && diff want.txt got3.txt
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s | sort > got4.txt && diff want.txt got4.txt
// RUN: FileCheck %s < want.txt
// CHECK: v0.1 s 97 97 10 0 122 122 122 122 122 122 122 122
// CHECK: v1.3 s 49 10 0 122 122 122 122 122 122 122 122 122
// CHECK: v1.4 s 120 121 122 117 118 119 0 121 121 121 121 121
// CHECK: v1.5 NULL 120 120 120
#include <stdio.h>
#include <string.h>
#define V 5
shape [V]S;

elemental void show(int v, int step, int r, const char *buf)
{
    int j;
    printf("v%d.%d %s", v, step, r ? "s" : "NULL");
    for (j = 0; j < 12; j++) printf(" %d", buf[j]);
    printf("\n");
}

main()
{
    with (S) {
        char:S line[16], buf[12];
        int:S v = pcoord(0), r;
        FILE:S *f = fopen("lines.dat", "w");
        strcpy(line, "ab\ncdefghijklm");
        line[1] = 'a' + v;
        fwrite(line, 1, 16, f);                       /* NB segment */
        where (v % 2) fprintf(f, "%d\nxyzuvw", v);     /* IB segment */
        fclose(f);
        f = fopen("lines.dat", "r");
        memset(buf, 'z', 12);
        r = fgets(buf, 8, f) != NULL;
        show(v, 1, r, buf);
        memset(buf, 'z', 12);
        r = fgets(buf, 6, f) != NULL;
        show(v, 2, r, buf);
        fseek(f, 16, SEEK_SET);
        where (v % 2) {
            memset(buf, 'z', 12);
            r = fgets(buf, 10, f) != NULL;
            show(v, 3, r, buf);
            memset(buf, 'y', 12);
            r = fgets(buf, 10, f) != NULL;
            show(v, 4, r, buf);
            memset(buf, 'x', 12);
            r = fgets(buf, 10, f) != NULL;
            show(v, 5, r, buf);
        }
        fseek(f, 4, SEEK_SET);
        ungetc('Q', f);
        memset(buf, 'w', 12);
        r = fgets(buf, 5, f) != NULL;
        show(v, 6, r, buf);
        fclose(f);
    }
}
