// Round 5 (a particle code): 21 particles log a record {step, id, x, vel}
// each step under where ((id+t)%3 != 0 || t == 0), into a file kept open
// across the steps; read back with fread until feof (a reduction loop), each
// record compared with a recomputation. Written at 1 and 3 ranks, read at
// 1, 2 and 3; w+ (written, rewound and read in one open) with tiny
// superblocks, 2 pointers per entry and the directory spilled (dirmem 0).
// The file is compared with a Python model through the Python reader,
// `streamstar convert` and the runtime's own reading (Inputs/s3_dump.cs).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 1 %s 10 w | FileCheck --check-prefix=W %s
// RUN: %crun -n 3 %s 10 r | FileCheck %s
// RUN: %python %S/Inputs/s5_model.py particles traj.dat 10 | FileCheck --check-prefix=M %s
// RUN: %crun -n 3 %s 10 w | FileCheck --check-prefix=W %s
// RUN: %crun -n 2 %s 10 r | FileCheck %s
// RUN: %crun -n 1 %s 10 r | FileCheck %s
// RUN: %streamstar verify traj.dat
// RUN: %streamstar convert traj.dat traj.npy
// RUN: %crun -n 2 %S/Inputs/s3_dump.cs traj.dat d
// RUN: %python %S/Inputs/s5_model.py particles traj.dat 10 --npy traj.npy --dump d | FileCheck --check-prefix=MND %s
// RUN: %crun -n 2 %s 10 w+ --cstar-stream-sb=96 --cstar-stream-bib=48 --cstar-stream-dirptrs=2 --cstar-stream-dirmem=0 | FileCheck --check-prefix=WP %s
// RUN: %python %S/Inputs/s5_model.py particles traj.dat 10 | FileCheck --check-prefix=M %s
// RUN: env CSTAR_STREAM_FORCE=ib %crun -n 3 %s 10 w+ | FileCheck --check-prefix=WP %s
// W: close 0
// CHECK: records 147 want 147 bad 0 eof 21 err 0
// CHECK-NEXT: ftell sum 3528 want 3528
// CHECK-NEXT: close 0
// M: traj.dat: 21 VPs match
// MND: traj.dat: 21 VPs match
// MND-NEXT: convert traj.npy: 21 VPs match
// MND-NEXT: dump: 21 VPs match
// WP: records 147 want 147 bad 0 eof 21 err 0
/* particles STEPS w|w+|r (w+: written, rewound and read in one open): a particle code logging per-VP records each step
   under where (struct {int step, id; double x, vel}), kept open across the
   steps ("w"), then read back with fread until feof at any rank count. */
#include <stdio.h>
#include <stdlib.h>
shape [7][3]S;
struct rec { int step; int id; double x; double vel; };
/* the model: advance a particle to its next logged step */
elemental void adv(int id, int *k, double *x, double *vel) {
    do { ++*k; *x += *vel * 0.25; *vel = *vel * 0.5 + 1; } while (!((id + *k) % 3 != 0 || *k == 0));
}
int main(int argc, char **argv) {
    int t, steps = atoi(argv[1]);
    with (S) {
        int:S id = pcoord(0) * 3 + pcoord(1), n, cnt = 0, bad = 0, want = 0, k;
        double:S x = id * 1.5, vel = id % 4 - 1.5;
        struct rec:S r;
        FILE:S *f;
        if (argv[2][0] == 'w') {
            f = fopen("traj.dat", argv[2][1] == '+' ? "w+" : "w");
            for (t = 0; t < steps; t++) {
                x += vel * 0.25;
                vel = vel * 0.5 + 1;
                where ((id + t) % 3 != 0 || t == 0) {
                    r.step = t; r.id = id; r.x = x; r.vel = vel;
                    fwrite(&r, sizeof r, 1, f);
                }
            }
            if (argv[2][1] == '+') rewind(f);
            else printf("close %d\n", fclose(f));
        }
        for (t = 0; t < steps; t++) where ((id + t) % 3 != 0 || t == 0) want++;
        if (argv[2][1] != '+') f = fopen("traj.dat", "r");
        x = id * 1.5; vel = id % 4 - 1.5; k = -1;
        n = fread(&r, sizeof r, 1, f);
        while (|= (n == 1)) {
            where (n == 1) {
                /* advance the model to the next selected step */
                adv(id, &k, &x, &vel);
                bad += r.step != k || r.id != id || r.x != x || r.vel != vel;
                cnt++;
                n = fread(&r, sizeof r, 1, f);
            }
        }
        printf("records %d want %d bad %d eof %d err %d\n", += cnt, += want, += bad,
               += (feof(f) != 0), += (ferror(f) != 0));
        printf("ftell sum %ld want %ld\n", += ftell(f), (+= want) * (long)sizeof(struct rec));
        printf("close %d\n", fclose(f));
    }
    return 0;
}
