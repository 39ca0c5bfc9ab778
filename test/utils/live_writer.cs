// The live writer of sweep7-livewriter.test and recover-live.test: opens
// live.dat for writing and stops, file open, after its NB records
// (ready1/go1) and in its IB segment (ready2/go2), so a driver can run other
// programs or `streamstar recover` against a live writer. Modes: write,
// crash (dies with _exit, file open), read [nb] (checks the file; "nb": only
// the NB records, as after a crash and recover), write2 and append (open the
// file, report NULL/errno, close).
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
                int nb_only = argc > 2 && strcmp(argv[2], "nb") == 0; /* after a crash + recover */
                ok = fread(&x, sizeof x, 1, f) == 1 && x == v * 10;
                if (!nb_only) where (v % 2) ok &= fread(&x, sizeof x, 1, f) == 1 && x == v * 10 + 1;
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
