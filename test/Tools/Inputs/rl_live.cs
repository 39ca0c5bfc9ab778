// recover-live.test's writer: opens live.dat for writing and stops, file
// open, after its NB records (ready1/go1) and in its IB segment
// (ready2/go2), so the driver can run `streamstar recover` against a live
// writer; "crash" dies (_exit) with the file open; "read" checks the file.
#include <stdio.h>
#include <string.h>
#include <unistd.h>
shape [6]S;
static void signal_and_wait(const char *ready, const char *go) {
    FILE *r = fopen(ready, "w");
    fclose(r);
    while (access(go, F_OK) != 0) usleep(20000);
}
int main(int argc, char **argv) {
    with (S) {
        int:S v = pcoord(0), x;
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
            int:S a = -1, b = -1, n;
            if (f == NULL) { printf("read: NULL\n"); return 0; }
            n = fread(&a, sizeof a, 1, f);
            n += fread(&b, sizeof b, 1, f);
            int full = argc < 3; /* "read nb": only the NB record (after the crash) */
            int:S ok = a == v * 10 && (full && v % 2 ? n == 2 && b == v * 10 + 1 : n == 1);
            printf("read: %d of 6 VPs ok\n", += ok);
            fclose(f);
        }
    }
    return 0;
}
