/* Per-VP pushback sequences of test/Stream/apps18-cstdio.cs, shared with
 * its C reference (compiled there with -Delemental= ... via #define). */
elemental void seq(FILE *f, int v, int *o) {
    fprintf(f, "0123456789abcdef");
    rewind(f);
    o[0] = fgetc(f); o[1] = fgetc(f);
    o[2] = ungetc('X', f);
    o[3] = ungetc(EOF, f);
    o[4] = (int)ftell(f);
}
elemental void after(FILE *f, int v, int *o) {
    o[5] = fgetc(f);
    o[6] = (int)ftell(f);
    o[7] = fputc(300 + v, f);
    o[8] = (int)ftell(f);
    fseek(f, -1, SEEK_CUR);
    o[9] = fgetc(f);
    o[10] = ungetc('Y', f);
}
elemental void after2(FILE *f, int v, int *o) {
    o[12] = (int)ftell(f);
    o[13] = fgetc(f);
    o[14] = fprintf(f, "%d", v);
}
