// apps18: a per-VP in-place text editor, against plain C with one FILE per
// VP (Inputs/apps18_editor_ref.c prints the same lines and writes the files
// the Python check compares with each stream). Each VP writes a record with
// fprintf on a "w+" stream, scans it with fgetc to the ':' (a where loop
// that ends at a different byte in each VP), pushes back with ungetc and
// reads it again, overwrites a byte with fputc after a SEEK_CUR -1, seeks
// back by a per-VP negative offset, writes 0 bytes in one VP and 3 in the
// other from inside an array (&w[1]), reads past the end and writes after
// the EOF read (C allows it without a seek; the EOF flag stays), reads an
// ungetc'd byte at the end, and asks ftell after ungetc and seeks from
// there. A shape of 2 positions runs at 1, 2 and 3 ranks (3 ranks: one holds
// none), and the file is read back at every other rank count.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: cc -w -o %t.ref %S/Inputs/apps18_editor_ref.c && %t.ref w > want.txt && %t.ref r > wantr.txt
// RUN: %crun -n 1 %s w > got1.txt && diff want.txt got1.txt
// RUN: %python %S/Inputs/apps18_editor_cmp.py | FileCheck --check-prefix=PY %s
// RUN: %crun -n 3 %s r > r3.txt && diff wantr.txt r3.txt
// RUN: %crun -n 3 %s w > got3.txt && diff want.txt got3.txt
// RUN: %python %S/Inputs/apps18_editor_cmp.py | FileCheck --check-prefix=PY %s
// RUN: %crun -n 2 %s r > r2.txt && diff wantr.txt r2.txt
// RUN: %crun -n 2 %s w > got2.txt && diff want.txt got2.txt
// RUN: %crun -n 1 %s r > r1.txt && diff wantr.txt r1.txt
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s w > got4.txt && diff want.txt got4.txt
// RUN: FileCheck %s < want.txt
// PY: ed 2 streams equal
// CHECK: v1 scan 7 u 90 g 90 97
#include <stdio.h>
#include <string.h>
#define V 2
shape [V]P;

int main(int argc, char **argv) {
    FILE:P *f;
    with (P) {
        int:P v = pcoord(0);
        if (strcmp(argv[1], "r") == 0) {
            char:P line[40];
            int:P n = 0, more = 1, e;
            f = fopen("ed.dat", "r");
            while (|= more)
                where (more) {
                    more = fgets(line, 40, f) != NULL;
                    where (more) n += line[0];
                }
            e = feof(f) != 0;
            for (int i = 0; i < V; i++) printf("v%d lines-sum %d eof %d\n", i, [i]n, [i]e);
            fclose(f);
            return 0;
        }
        int:P c = 0, n = 0, u1, g1, g2, g3, g4, g5, g6, g7, r1, r2, e1, e2, e3, k, len;
        long:P p1, p2, p3, p4, p5, back;
        unsigned char:P w[4];
        f = fopen("ed.dat", "w+");
        fprintf(f, "line%d:abcdef\n", v * 17);
        fprintf(f, "x=%d;y=%d\n", v * 3, v * 5);
        rewind(f);
        while (|= (c != ':' && c != EOF))
            where (c != ':' && c != EOF) { c = fgetc(f); n++; }
        u1 = ungetc('Z', f);
        g1 = fgetc(f);
        g2 = fgetc(f);
        p1 = ftell(f);
        r1 = fseek(f, -1, SEEK_CUR);
        fputc('A' + v, f);
        fseek(f, 0, SEEK_CUR);
        g3 = fgetc(f);
        back = -(v + 2);
        r2 = fseek(f, back, SEEK_CUR);
        p2 = ftell(f);
        for (int i = 0; i < 4; i++) w[i] = (unsigned char)('Q' + i);
        len = v * 3;
        k = fwrite(&w[1], 1, len, f);
        fseek(f, 0, SEEK_END);
        g4 = fgetc(f);
        e1 = feof(f) != 0;
        fputc('\n', f);
        e2 = feof(f) != 0;
        p3 = ftell(f);
        fseek(f, 0, SEEK_END);
        ungetc('E', f);
        g5 = fgetc(f);
        g6 = fgetc(f);
        fseek(f, 3, SEEK_SET);
        ungetc('q', f);
        p4 = ftell(f);
        fseek(f, 0, SEEK_CUR);
        g7 = fgetc(f);
        p5 = ftell(f);
        e3 = ferror(f) != 0;
        fclose(f);
        for (int i = 0; i < V; i++) {
            printf("v%d scan %d u %d g %d %d pos %ld seek %d g3 %d\n", i, [i]n, [i]u1, [i]g1, [i]g2, [i]p1, [i]r1, [i]g3);
            printf("v%d back %d pos %ld wrote %d end %d eof %d %d pos %ld\n", i, [i]r2, [i]p2, [i]k, [i]g4, [i]e1,
                   [i]e2, [i]p3);
            printf("v%d unget-end %d %d unget-3 %ld %d %ld err %d\n", i, [i]g5, [i]g6, [i]p4, [i]g7, [i]p5, [i]e3);
        }
    }
    return 0;
}
