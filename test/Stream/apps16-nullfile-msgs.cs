// The lines a user gets for per-VP calls on a NULL parallel file (an
// unchecked fopen of a missing file) and on a closed one given to an
// elemental function. The closed handle was told apart by its VP index 1,
// which a NULL file's own VP 1 also has: every per-VP call on a NULL file
// printed "not open (closed already?)" as well, wrongly. Each call's results
// are the C failure values (EOF, NULL) on every VP, summed by hand.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 2> err1.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err1.txt
// RUN: %crun -n 2 %s 2> err2.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err2.txt
// RUN: %crun -n 3 %s 2> err3.txt | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < err3.txt
// CHECK: null: scanf -4 getc -4 gets 0 putc -4
// CHECK-NEXT: closed: getc -4 eof 4
// ERR-NOT: closed already
// ERR: cstar: per-VP call("(null)"): a per-VP call on a NULL parallel file
// ERR-NOT: closed already
// ERR: cstar: fseek("(null)"): fseek on a NULL parallel file
// ERR-NOT: cstar: per-VP call("(null)")
// ERR: cstar: per-VP call("?"): per-VP call of a parallel file that is not open (closed already?)
#include <stdio.h>
shape [4]S;
FILE:S *f;

elemental int getone(FILE *fp) { return fgetc(fp); }
elemental int ateof(FILE *fp) { return feof(fp) != 0; }

main()
{
    with (S) {
        int:S a, b, c, d, y;
        char:S buf[8];
        f = fopen("nonexist.dat", "r");
        a = fscanf(f, "%d", &y);
        b = fgetc(f);
        c = fgets(buf, 8, f) != NULL;
        d = fputc('x', f);
        rewind(f);
        printf("null: scanf %d getc %d gets %d putc %d\n", += a, += b, += c, += d);
        f = fopen("real.dat", "w+");
        fputc('a', f);
        fclose(f);
        a = getone(f);
        b = ateof(f);
        printf("closed: getc %d eof %d\n", += a, += b);
    }
}
