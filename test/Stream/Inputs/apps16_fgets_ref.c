/* C reference for test/Stream/apps16-fgets-tail.cs: each VP's stream written
 * to a tmpfile with the same calls, rewound, and read with the same calls;
 * the whole 12-byte buffer is printed after each fgets (C writes the line and
 * its terminator and leaves the rest of the buffer alone). */
#include <stdio.h>
#include <string.h>
#define V 5
static void show(int v, int step, const char *r, const char *buf) {
    printf("v%d.%d %s", v, step, r ? "s" : "NULL");
    for (int j = 0; j < 12; j++) printf(" %d", buf[j]);
    printf("\n");
}
int main(void) {
    for (int v = 0; v < V; v++) {
        FILE *f = tmpfile();
        char line[16] = {0}, buf[12];
        strcpy(line, "ab\ncdefghijklm");
        line[1] = 'a' + v;
        fwrite(line, 1, 16, f);
        if (v % 2) fprintf(f, "%d\nxyzuvw", v);
        rewind(f);
        memset(buf, 'z', 12);
        show(v, 1, fgets(buf, 8, f), buf);
        memset(buf, 'z', 12);
        show(v, 2, fgets(buf, 6, f), buf);
        fseek(f, 16, SEEK_SET);
        if (v % 2) {
            memset(buf, 'z', 12);
            show(v, 3, fgets(buf, 10, f), buf);
            memset(buf, 'y', 12);
            show(v, 4, fgets(buf, 10, f), buf);
            memset(buf, 'x', 12);
            show(v, 5, fgets(buf, 10, f), buf);
        }
        fseek(f, 4, SEEK_SET);
        ungetc('Q', f);
        memset(buf, 'w', 12);
        show(v, 6, fgets(buf, 5, f), buf);
        fclose(f);
    }
    return 0;
}
