/* Input of test/Run/lang11-apps.test. */
/* Stream* parallel files as the thesis uses them: fopen with &S, fwrite of a
 * parallel int, fprintf per VP under where, fclose; then fopen for reading
 * with the shape from the file, fread back, fscanf of the text file per VP,
 * feof in a where, and a scalar summary file read back with fscanf. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

shape [3][5]S;
FILE:S *outfile, *txt;
int:S someint, back, got;

main(argc, argv)
int argc; char **argv;
{
    char name[256], tname[256];
    int nfail = 0, i, total = 0, n;
    FILE *sf;
    sprintf(name, "%s.dat", argc > 1 ? argv[1] : "files");
    sprintf(tname, "%s.txt", argc > 1 ? argv[1] : "files");
    with (S) {
        someint = pcoord(0) * 10 - pcoord(1) * 3;
        outfile = fopen(name, "w", &S);
        fwrite(&someint, sizeof(someint), 1, outfile);
        fclose(outfile);
        txt = fopen(tname, "w");
        where (someint < 0) fprintf(txt, "neg %d\n", someint);
        else fprintf(txt, "pos %d %d\n", someint, someint * 2);
        fclose(txt);
    }
    {
        shape T;
        FILE:void *in = fopen(name, "r", &T);
        if (in == NULL) { printf("FAIL open\n"); return 1; }
        with (T) {
            int:T v;
            int:T r = fread(&v, sizeof(int), 1, (FILE:T *)in);
            n = 0;
            n += r;
            total += v;
            fclose(in);
        }
    }
    with (S) {
        char:S word[8];
        int:S a = 0, b = 0, k;
        txt = fopen(tname, "r");
        k = fscanf(txt, "%7s %d", word, &a);
        where (someint >= 0) fscanf(txt, "%d", &b);
        got = 0;
        where (k == 2 && a == someint) got = 1;
        where (someint >= 0 && b != 2 * someint) got = 0;
        where (someint < 0 && strcmp(word, "neg") != 0) got = 0;
        fclose(txt);
        i = 0;
        i += got;
        if (i != 15) { nfail++; printf("FAIL fscanf %d\n", i); }
    }
    {
        int want = 0, r, c;
        for (r = 0; r < 3; r++) for (c = 0; c < 5; c++) want += r * 10 - c * 3;
        if (total != want || n != 15) { nfail++; printf("FAIL fread %d %d %d\n", total, want, n); }
    }
    sf = fopen(tname, "w");
    fprintf(sf, "%d %d\n", total, n);
    fclose(sf);
    sf = fopen(tname, "r");
    if (fscanf(sf, "%d %d", &i, &n) != 2 || i != total) { nfail++; printf("FAIL scalar\n"); }
    fclose(sf);
    printf("total %d\n", total);
    if (!nfail) printf("files ok\n");
    return nfail;
}
