/* rank with segments in both directions and duplicate keys: sort each
   segment by sending every key to its rank within its segment (offset by the
   segment start from a max scan), as the manuals' sorting examples do.  A
   segment bit marks a segment's first position in the direction argument
   (docs §4a), so the downward ranking of the same segments takes the bits
   at their last positions. */
#include <stdio.h>
#include <cscomm.h>
#define N 17
shape [N]S;
int key(int i) { return (i * 7 + 3) % 6; }
int segstart(int i) { return i == 0 || i == 5 || i == 6 || i == 12; }
int main()
{
    int bad = 0, i, j, dir;
    with (S) {
        int:S k = (pcoord(0) * 7 + 3) % 6, out = -1;
        bool:S sb = pcoord(0) == 0 || pcoord(0) == 5 || pcoord(0) == 6 || pcoord(0) == 12;
        bool:S se = pcoord(0) == 4 || pcoord(0) == 5 || pcoord(0) == 11 || pcoord(0) == N - 1;
        int:S start = scan(sb ? pcoord(0) : 0, 0, CMC_combiner_max, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
        for (dir = 0; dir < 2; dir++) {
            unsigned:S r = rank(k, 0, dir ? CMC_downward : CMC_upward, CMC_segment_bit, dir ? &se : &sb);
            [start + (int:S)r]out = k;
            for (i = 0; i < N; i++) {
                /* reference rank: count keys in the segment ordered before */
                int s = i, rr = 0;
                while (!segstart(s)) s--;
                for (j = s; j < N && (j == s || !segstart(j)); j++)
                    if (dir ? (key(j) > key(i) || (key(j) == key(i) && j < i)) : (key(j) < key(i) || (key(j) == key(i) && j < i))) rr++;
                if ([i]r != (unsigned)rr) { bad++; printf("rank %d %d %u %d\n", dir, i, [i]r, rr); }
            }
            for (i = 1; i < N; i++)
                if (!segstart(i) && (dir ? [i - 1]out < [i]out : [i - 1]out > [i]out)) { bad++; printf("order %d %d\n", dir, i); }
        }
    }
    printf("ranksort bad %d\n", bad);
    return 0;
}
