/* 64-bit FNV-1a hashes of per-position byte sequences in unsigned long
   long, with shifts and xors, then the xor and max of all hashes (unsigned
   long long reductions) and a bucket histogram from the top bits; against C. */
#include <stdio.h>
#define N 21
shape [N]S;
int main()
{
    int bad = 0, i, k;
    unsigned long long rx = 0, rm = 0, x = 0, m = 0;
    int rh[8] = {0};
    with (S) {
        unsigned long long:S h = 1469598103934665603ULL;
        int:S hist = 0;
        for (k = 0; k < 6; k++) {
            h ^= (unsigned long long:S)((pcoord(0) * 31 + k * 17) & 255);
            h *= 1099511628211ULL;
        }
        x ^= h; m >?= h;
        [(int:S)(h >> 61)]hist += 1;
        for (i = 0; i < N; i++) {
            unsigned long long r = 1469598103934665603ULL;
            for (k = 0; k < 6; k++) { r ^= (unsigned long long)((i * 31 + k * 17) & 255); r *= 1099511628211ULL; }
            if ([i]h != r) { bad++; printf("h %d\n", i); }
            rx ^= r; if (r > rm) rm = r;
            rh[r >> 61]++;
        }
        for (i = 0; i < 8; i++) if ([i]hist != rh[i]) { bad++; printf("hist %d\n", i); }
    }
    if (x != rx || m != rm) bad++;
    printf("hash64 bad %d xor %llx\n", bad, x);
    return 0;
}
