/* LSD radix sort (2 bits per pass) of 19 keys: each pass ranks the keys by
   digit with exclusive enumerate in each digit bucket (where) plus the
   bucket's start (a reduction of the counts), then sends each key to its
   new place; stable, as the C counting sort it is checked against. */
#include <stdio.h>
#include <cscomm.h>
#define N 19
shape [N]S;
int main()
{
    int bad = 0, i, pass, dgt;
    int ref[N], tmp[N];
    for (i = 0; i < N; i++) ref[i] = (i * 37 + 11) % 64;
    with (S) {
        int:S key = (pcoord(0) * 37 + 11) % 64;
        for (pass = 0; pass < 3; pass++) {
            int:S d = (key >> (2 * pass)) & 3, place = 0, out;
            int start = 0, cnt[4], c;
            for (dgt = 0; dgt < 4; dgt++) {
                cnt[dgt] = 0;
                where (d == dgt) {
                    cnt[dgt] += (int:S)1;
                    place = start + enumerate(0, CMC_upward, CMC_exclusive, CMC_none, CMC_no_field);
                }
                start += cnt[dgt];
            }
            [place]out = key;
            key = out;
            /* C counting sort pass */
            c = 0;
            for (dgt = 0; dgt < 4; dgt++) for (i = 0; i < N; i++) if (((ref[i] >> (2 * pass)) & 3) == dgt) tmp[c++] = ref[i];
            for (i = 0; i < N; i++) ref[i] = tmp[i];
        }
        for (i = 0; i < N; i++) if ([i]key != ref[i]) { bad++; printf("key %d\n", i); }
        for (i = 1; i < N; i++) if (ref[i - 1] > ref[i]) { bad++; printf("order %d\n", i); }
    }
    printf("radix bad %d\n", bad);
    return 0;
}
