/* Word statistics with communication: a text's letters one per position,
 * word starts as segment bits for a segmented scan (word lengths and
 * positions within words), send with combiners into a histogram shape
 * ([len]hist += 1, <cscomm.h> send with CMC_combiner_max and notify),
 * get with collisions, bool:S arithmetic and casts between element types.
 * Checked against plain C. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <cscomm.h>

#define L 64
#define H 16
shape [L]text;
shape [H]lens;
char:text ch;
bool:text letter, start;
int:text pos, wlen, one;
int:lens hist, longest_at, got;
bool:lens hit;
static char msg[L + 1] = "the quick brown fox jumps over the lazy dog while a cat naps ok";
int fails;

main()
{
    int k, n, words = 0, cwords = 0, i, chist[H], clong[H], in = 0, run = 0, cw;
    unsigned ucount;
    with (text) {
        ch = 0;
        for (k = 0; k < L && msg[k]; k++) [k]ch = msg[k];
        letter = isalpha(ch) != 0;
        start = letter & !(pcoord(0) > 0 ? [pcoord(0) - 1]letter : (bool:text)0);
        words = += (int:text)start;
        ucount = += (unsigned int:text)letter;    /* bool -> unsigned */
        one = 1;
        where (letter) {
            pos = scan(one, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &start, CMC_inclusive);
            wlen = scan(one, 0, CMC_combiner_add, CMC_downward, CMC_segment_bit, &start, CMC_inclusive);
        }
        /* segment bits mark word starts: the downward scan restarts at each
         * start, so at a start it holds the length of its word */
    }
    /* plain C */
    for (i = 0; i < H; i++) chist[i] = 0, clong[i] = -1;
    for (k = 0; k <= L; k++) {
        int isl = k < L && isalpha((unsigned char)msg[k]);
        if (isl) { if (!in) cwords++; in = 1; run++; }
        else if (in) { chist[run]++; clong[run] = k - run; in = 0; run = 0; }
    }
    if (words != cwords) { printf("FAIL words %d %d\n", words, cwords); fails++; }
    with (lens) { hist = 0; longest_at = -1; }
    /* the length of each word, at its start: count letters up to the next start */
    with (text) {
        int:text here = pcoord(0);
        where (letter) wlen = 0;
        where (letter) wlen = scan(one, 0, CMC_combiner_add, CMC_upward, CMC_segment_bit, &start, CMC_inclusive);
        /* the last letter of a word holds the length; move it to the start */
        where (letter & !(pcoord(0) < L - 1 ? [pcoord(0) + 1]letter : (bool:text)0))
            [pcoord(0) - wlen + 1]pos = wlen;
        where (start) {
            [pos]hist += 1;                      /* collisions add up */
            send(&longest_at, make_send_address(lens, pos), here, CMC_combiner_max, &hit);
        }
    }
    for (i = 0; i < H; i++) {
        if ([i]hist != chist[i]) { printf("FAIL hist %d: %d %d\n", i, [i]hist, chist[i]); fails++; }
        if (chist[i] && [i]longest_at != clong[i]) { printf("FAIL last %d: %d %d\n", i, [i]longest_at, clong[i]); fails++; }
        if (([i]hit != 0) != (chist[i] != 0)) { printf("FAIL hit %d\n", i); fails++; }
    }
    /* every word start reads the count of words of its length (a get with collisions) */
    with (text) {
        int:text same;
        same = 0;
        where (start) same = get(make_send_address(lens, pos), &hist, CMC_collisions);
        cw = += same;
    }
    n = 0;
    for (i = 0; i < H; i++) n += chist[i] * chist[i];
    if (cw != n) { printf("FAIL same %d %d\n", cw, n); fails++; }
    printf("words %d letters %u pairs %d\n", words, ucount, cw);
    for (i = 1; i < H; i++) if (chist[i]) printf("len %d: %d (last at %d)\n", i, [i]hist, [i]longest_at);
    printf("%s\n", fails ? "FAIL" : "comm ok");
    return 0;
}
