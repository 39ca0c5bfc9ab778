// Round 11: the Fig. 3.4 debug log kept with "a+" across program runs at
// different rank counts (3, 1, 2, 3), each run a session of one open: the
// VPs selected by a where append a line with fprintf (ragged: a run-dependent
// subset), then every VP rewinds and reads its whole log back in the same
// open with fgets (a 16-byte buffer: long lines come in pieces) and checks
// each line against the runs that must have written it, then appends a
// summary line "n=<lines>" with fprintf — after reading, so the write lands
// at the end (C's a+). A Python model (below, via the Python package) checks
// the final streams byte for byte; runs 5 and 6 force CB and IB transfers
// (docs/stream.md Options) and must not change what is read or written.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 1 | FileCheck --check-prefix=R1 %s
// RUN: %crun -n 1 %s 2 | FileCheck --check-prefix=R2 %s
// RUN: %crun -n 2 %s 3 | FileCheck --check-prefix=R3 %s
// RUN: %crun -n 3 %s 4 | FileCheck --check-prefix=R4 %s
// RUN: %python %S/Inputs/s11_aplus_model.py log.txt 4 | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=cb %crun -n 2 %s 5 | FileCheck --check-prefix=R5 %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s 6 | FileCheck --check-prefix=R6 %s
// RUN: %python %S/Inputs/s11_aplus_model.py log.txt 6 | FileCheck --check-prefix=M6 %s
// RUN: %streamstar verify log.txt | FileCheck --check-prefix=V %s
// R1: run 1: 15 VPs read back their logs, 0 bad lines
// R2: run 2: 15 VPs read back their logs, 0 bad lines
// R3: run 3: 15 VPs read back their logs, 0 bad lines
// R4: run 4: 15 VPs read back their logs, 0 bad lines
// M: log.txt: 15 VPs match the model after 4 runs
// R5: run 5: 15 VPs read back their logs, 0 bad lines
// R6: run 6: 15 VPs read back their logs, 0 bad lines
// M6: log.txt: 15 VPs match the model after 6 runs
// V: log.txt: ok
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
shape [3][5]S;
int main(int argc, char **argv) {
    int run = atoi(argv[1]);
    with (S) {
        int:S v = pcoord(0) * 5 + pcoord(1);
        FILE:S *f = fopen("log.txt", "a+");
        if (!f) { printf("open failed\n"); return 1; }
        where ((v + run) % 3 != 0)
            fprintf(f, "run %d vp %d %.*s\n", run, v, (v * run) % 23, "abcdefghijklmnopqrstuvwxyz");
        rewind(f);
        char:S buf[16];
        int:S lines = 0, bad = 0;
        char:S line[64];
        int:S ll = 0, more = 1;
        while (|= more) {
            where (more) {
                more = fgets(buf, sizeof buf, f) != NULL;
                where (more) {
                    int:S n = strlen(buf);
                    for (int k = 0; k < 15; k++) where (k < n && ll < 63) { line[ll] = buf[k]; ll++; }
                    where (buf[n - 1] == '\n') {
                        line[ll] = 0;
                        /* the line a run r' wrote, or the summary "n=..." of an earlier run */
                        int:S rr, vv;
                        where (line[0] == 'r') {
                            where (sscanf(line, "run %d vp %d", &rr, &vv) != 2 || vv != v ||
                                   (v + rr) % 3 == 0 || rr > run) bad++;
                        } else where (line[0] != 'n' || line[1] != '=') bad++;
                        lines++;
                        ll = 0;
                    }
                }
            }
        }
        fprintf(f, "n=%d\n", lines);
        printf("run %d: %d VPs read back their logs, %d bad lines\n", run, += (int:S)1, += bad);
        fclose(f);
    }
    return 0;
}
