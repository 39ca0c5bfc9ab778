// A 1M-VP IB file for test/bench/tools18_dirtable.py: 8 doubles per VP,
// written one at a time. Run with CSTAR_STREAM_FORCE=ib CSTAR_STREAM_BIB=8
// (8-byte blocks: 8 blocks per VP, two directory entries of 6 pointers).
#include <stdio.h>
shape [1024][1024]S;
double:S x;
FILE:S *f;
int main(void) {
    with (S) {
        int k;
        f = fopen("big.dat", "w");
        for (k = 0; k < 8; k++) {
            x = 1000.0 * k + pcoord(0) * 1024 + pcoord(1);
            fwrite(&x, sizeof(double), 1, f);
        }
        fclose(f);
    }
    return 0;
}
