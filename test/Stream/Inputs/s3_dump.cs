/* dump NAME OUT [g]: reads every VP's whole stream of Stream* file NAME (shape
   from NAME.meta) and writes OUT as an NB file of records {long len; char
   bytes[MAX]} per VP (row-major), for a byte-exact comparison in Python.
   g: read byte by byte with fgetc instead of one fread of parallel size. */
#include <stdio.h>
#include <string.h>
#define MAX 2048
typedef struct { long len; char b[MAX]; } rec;
int main(int argc, char **argv) {
    shape s;
    FILE:void *f;
    FILE:void *o;
    int bytewise = argc > 3 && argv[3][0] == 'g';
    f = fopen(argv[1], "r", &s);
    if (f == NULL) { printf("fopen failed\n"); return 1; }
    with (s) {
        rec:s r;
        long:s L;
        int:s n, c, k;
        fseek(f, 0, SEEK_END);
        L = ftell(f);
        rewind(f);
        r.len = L;
        { int j; for (j = 0; j < MAX; j++) r.b[j] = 0; }
        if (bytewise) {
            k = 0;
            c = fgetc(f);
            while (|= (c != EOF)) {
                where (c != EOF) { r.b[k] = c; k++; c = fgetc(f); }
            }
            printf("bytewise: %d bytes, mismatched len %d\n", += k, += (k != L));
        } else {
            n = fread(r.b, 1, (int:s)L, f);
            printf("fread: %d bytes, short %d\n", += n, += (n != L));
        }
        printf("eof set %d of %d\n", += (feof(f) != 0 ? 1 : 0), += (int:s)1);
        o = fopen(argv[2], "w");
        fwrite(&r, sizeof(rec), 1, o);
        fclose(o);
        fclose(f);
    }
    return 0;
}
