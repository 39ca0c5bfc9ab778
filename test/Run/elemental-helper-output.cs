// A scalar function of the program called from an elemental function runs
// per position too: what it prints (printf, puts, putchar, fputs, fwrite,
// fprintf to a scalar file) comes out in position order, the same at any rank
// count, and it must not broadcast (a helper printing from an elemental
// function aborted at 2-3 ranks with "Message truncated" in MPI_Bcast). A
// scalar call beside the elemental one in the same statement (`bump()`) runs
// once and prints once; the helper called from scalar code prints once.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s > o1 && FileCheck %s < o1 && cp log.txt log1.txt
// RUN: FileCheck --check-prefix=LOG %s < log1.txt
// RUN: %crun -n 2 %s > o2 && cmp o1 o2 && cmp log1.txt log.txt
// RUN: %crun -n 3 %s > o3 && cmp o1 o3 && cmp log1.txt log.txt
// CHECK: bump 0
// CHECK-NEXT: value 0
// CHECK-NEXT: (0)
// CHECK-NEXT: +
// CHECK-NEXT: value 10
// CHECK-NEXT: (1)
// CHECK-NEXT: +
// CHECK: value 60
// CHECK-NEXT: (6)
// CHECK-NEXT: +
// CHECK-NEXT: sum 21
// CHECK-NEXT: value 70
// CHECK-NEXT: (7)
// CHECK-NEXT: +
// CHECK-NEXT: done
// CHECK-NOT: {{.}}
// LOG: note 0
// LOG-NEXT: note 1
// LOG: note 6
// LOG-NEXT: once
// LOG-NOT: {{.}}
#include <stdio.h>
shape [7]S;
int counter;
FILE *log_file;

void report(int v)
{
    char tag[8];
    printf("value %d\n", v);
    sprintf(tag, "(%d)", v / 10);
    puts(tag);
    putchar('+');
    fwrite("\n", 1, 1, stdout);
}

void note(FILE *f, int v) { fprintf(f, "note %d\n", v); }

elemental int show(int v)
{
    report(v * 10);
    note(log_file, v);
    return v;
}

int bump() { printf("bump %d\n", counter); return ++counter; }

main()
{
    log_file = fopen("log.txt", "w");
    with (S) {
        int:S x = pcoord(0);
        int:S y = show(x) + bump() - 1;
        printf("sum %d\n", += y);
        report(70);
    }
    fputs("once\n", log_file);
    fclose(log_file);
    printf("done\n");
}
