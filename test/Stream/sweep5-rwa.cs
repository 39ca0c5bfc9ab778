// Round 5: r+ and a+ on a file of shape [9] whose VPs hold v%4+1 ints (a
// parallel item count: IB). rplus: read the first int, seek back, write it
// negated; odd VPs append 'R' after SEEK_END; read the second int back (or
// EOF on 1-int VPs). aplus: reads start at 0, the first int is the negated
// one, "AP" goes to the end whatever the position, ftell is the length,
// rewind and one fread of 32 bytes returns the whole stream and sets EOF.
// atell: "a" starts at each stream's end (glibc: ftell = size; it was 0),
// and a write of 0 bytes moves nothing.
// Each step at another rank count, the file compared with a Python model
// after each; then the same under forced IB and CB.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s w | FileCheck --check-prefix=W %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s rplus | FileCheck --check-prefix=RP %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w,rplus | FileCheck --check-prefix=M %s
// RUN: %crun -n 2 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w,rplus,aplus | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s atell | FileCheck --check-prefix=AT %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w,rplus,aplus | FileCheck --check-prefix=M %s
// RUN: rm -f rwa.dat* && env CSTAR_STREAM_FORCE=ib %crun -n 3 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 2 %s rplus | FileCheck --check-prefix=RP %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 1 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w,rplus,aplus | FileCheck --check-prefix=M %s
// RUN: rm -f rwa.dat* && env CSTAR_STREAM_FORCE=cb %crun -n 2 %s w | FileCheck --check-prefix=W %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 1 %s rplus | FileCheck --check-prefix=RP %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 3 %s aplus | FileCheck --check-prefix=AP %s
// RUN: %python %S/Inputs/s5_model.py rwa rwa.dat w,rplus,aplus | FileCheck --check-prefix=M %s
// RUN: %streamstar verify rwa.dat
// W: w items 21, close 0
// RP: rplus ok 27 of 27, close 0
// AP: aplus ok 45 of 45, close 0
// AT: atell ok 18 of 18, close 0
// M: rwa.dat: 9 VPs match
/* rwa STEP, shape [9]: w: VP v writes v%4+1 ints v*10+j (a parallel count:
   IB); rplus: r+ negates each VP's first int in place, appends 'R' on odd VPs
   after SEEK_END, reads the second int back; aplus: a+ reads the first int at
   position 0, appends "AP" (at the end whatever the position), ftell is the
   length, rewind and read the whole stream back. */
#include <stdio.h>
#include <string.h>
shape [9]S;
int main(int argc, char **argv) {
    with (S) {
        int i;
        int:S v = pcoord(0), x, n, ok = 0, cnt = v % 4 + 1;
        int:S buf[8];
        char:S tag[2];
        FILE:S *f;
        long:S len0, p;
        if (!strcmp(argv[1], "w")) {
            for (i = 0; i < 8; i++) buf[i] = v * 10 + i;
            f = fopen("rwa.dat", "w");
            n = fwrite(buf, sizeof(int), cnt, f);
            printf("w items %d, close %d\n", += n, fclose(f));
        } else if (!strcmp(argv[1], "rplus")) {
            f = fopen("rwa.dat", "r+");
            n = fread(&x, sizeof x, 1, f);
            ok += n == 1 && x == v * 10;
            fseek(f, -4, SEEK_CUR);
            x = -x;
            fwrite(&x, sizeof x, 1, f);
            ok += ftell(f) == 4;
            where (v % 2) { fseek(f, 0, SEEK_END); tag[0] = 'R'; fwrite(tag, 1, 1, f); }
            fseek(f, 4, SEEK_SET);
            n = fread(&x, sizeof x, 1, f);
            ok += cnt > 1 ? n == 1 && x == v * 10 + 1 : n == 0 && feof(f) != 0;
            printf("rplus ok %d of 27, close %d\n", += ok, fclose(f));
        } else if (!strcmp(argv[1], "atell")) {     /* C (glibc): "a" starts at the end */
            f = fopen("rwa.dat", "a");
            len0 = 4 * cnt + v % 2 + 2;
            ok += ftell(f) == len0;
            where (v % 2) n = fwrite(tag, 1, 0, f);    /* 0 bytes: nothing moves */
            ok += ftell(f) == len0;
            printf("atell ok %d of 18, close %d\n", += ok, fclose(f));
        } else if (!strcmp(argv[1], "aplus")) {
            f = fopen("rwa.dat", "a+");
            ok += ftell(f) == 0;
            n = fread(&x, sizeof x, 1, f);
            ok += n == 1 && x == -v * 10;
            tag[0] = 'A'; tag[1] = 'P';
            fwrite(tag, 1, 2, f);
            len0 = 4 * cnt + v % 2 + 2;
            ok += ftell(f) == len0;
            rewind(f);
            n = fread(buf, 1, 32, f);
            ok += n == len0 && feof(f) != 0;
            ok += buf[0] == -v * 10;
            printf("aplus ok %d of 45, close %d\n", += ok, fclose(f));
        }
    }
    return 0;
}
