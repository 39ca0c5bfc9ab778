// Round 7: another program (a second mpiexec) opening a file while the
// first is still writing it. Before, it was told the writer had died and
// to run `streamstar recover` (advice that would destroy a live writer's
// file), and a second writer truncated the file under the first. Now the
// writer's rank 0 holds a lock on the data file from fopen to fclose (the
// kernel drops it if the program dies): a reader or writer that finds it
// held gets NULL, errno EBUSY and a line saying the file is being written
// and what the writer is doing (its provisional .meta's `writing` field);
// a file whose writer died names `streamstar recover` and says the writer
// ended. Driver: Inputs/s7_live.py stops the writer after its NB records
// and again in its IB segment. docs/stream.md "Errors as a C* program sees them".
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %python %S/Inputs/s7_live.py "%crun" %s | FileCheck %s
// CHECK-LABEL: == reader during NB (rc 0)
// CHECK-DAG: cstar: fopen("live.dat"): live.dat is being written: a running program opened it for writing and has not closed it yet (writing the NB segment); it can be read once that program calls fclose
// CHECK-DAG: read: NULL EBUSY
// CHECK-LABEL: == second writer (rc 0)
// CHECK-DAG: cstar: fopen("live.dat"): live.dat is being written: a running program opened it for writing and has not closed it yet (writing the NB segment); two writers would overwrite each other's data
// CHECK-DAG: write2: NULL EBUSY
// CHECK-LABEL: == appender (rc 0)
// CHECK-DAG: append: NULL EBUSY
// CHECK-LABEL: == reader during IB (rc 0)
// CHECK-DAG: (writing the IB segment it began); it can be read once
// CHECK-DAG: read: NULL EBUSY
// CHECK-LABEL: == writer (rc 0)
// CHECK: writer: close 0
// CHECK-LABEL: == reader after close (rc 0)
// CHECK: read: 6 of 6 VPs ok
// CHECK-LABEL: == crash (rc
// CHECK-LABEL: == reader after crash (rc 0)
// CHECK-DAG: cstar: fopen("live.dat"): live.dat.meta: field flags: INCOMPLETE: the program writing live.dat ended without closing it (it died; writing the NB segment); run `streamstar recover live.dat` to make it readable
// CHECK-DAG: read: NULL EINVAL
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
shape [6]S;
static void signal_and_wait(const char *ready, const char *go) {
    FILE *r = fopen(ready, "w");
    fclose(r);
    while (access(go, F_OK) != 0) usleep(20000);
}
static void report(const char *what, int null) {
    if (null) printf("%s: NULL %s\n", what, errno == EBUSY ? "EBUSY" : errno == EINVAL ? "EINVAL" : "other");
    else printf("%s: opened\n", what);
}
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), x, ok = 1;
        if (strcmp(argv[1], "write") == 0 || strcmp(argv[1], "crash") == 0) {
            FILE:S *f = fopen("live.dat", "w");
            x = v * 10;
            fwrite(&x, sizeof x, 1, f);
            fflush(f);
            if (strcmp(argv[1], "crash") == 0) _exit(3);
            signal_and_wait("ready1", "go1");
            where (v % 2) { x = v * 10 + 1; fwrite(&x, sizeof x, 1, f); }
            fflush(f);
            signal_and_wait("ready2", "go2");
            printf("writer: close %d\n", fclose(f));
        } else if (strcmp(argv[1], "read") == 0) {
            FILE:S *f = fopen("live.dat", "r");
            report("read", f == NULL);
            if (f) {
                ok = fread(&x, sizeof x, 1, f) == 1 && x == v * 10;
                where (v % 2) ok &= fread(&x, sizeof x, 1, f) == 1 && x == v * 10 + 1;
                ok &= fread(&x, sizeof x, 1, f) == 0;
                printf("read: %d of 6 VPs ok\n", += ok);
                fclose(f);
            }
        } else if (strcmp(argv[1], "write2") == 0) {
            FILE:S *f = fopen("live.dat", "w");
            report("write2", f == NULL);
            if (f) fclose(f);
        } else if (strcmp(argv[1], "append") == 0) {
            FILE:S *f = fopen("live.dat", "a");
            report("append", f == NULL);
            if (f) fclose(f);
        }
    }
    return 0;
}
