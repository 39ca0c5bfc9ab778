/* Input of test/Run/lang6-apps2.test.
 * Text per position: a parallel char array (a name for every position)
 * filled by an elemental function and by sprintf itself, measured with
 * strlen, compared with strcmp, copied with strcpy/strncpy/memcpy, parsed
 * back with strchr and atoi (the <string.h> and conversion functions are
 * elemental, cstar), upper-cased by toupper in an elemental function,
 * characters counted by reductions over a parallel array element, a
 * lexicographic minimum found by gets, and names printed from [i] reads.
 * Reference: the same strings built in scalar C. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#define N 14
#define W 12

shape [N]S;
char:S name[W];
int:S len, vowels;
int fails;

static char *animals[] = {"ant", "bee", "cat", "dog", "eel", "fox", "gnu"};

elemental void make_name(char *buf, int k)
{
    sprintf(buf, "%s-%d", animals[k % 7], k * 7 % 10);
}

elemental int count_vowels(const char *s)
{
    int n = 0;
    for (; *s; s++) n += strchr("aeiou", *s) != NULL;
    return n;
}

elemental void shout(char *s)
{
    for (; *s; s++) *s = toupper((unsigned char)*s);
}

main()
{
    int i, k, total = 0, rtotal = 0, first;
    char ref[N][W];
    for (i = 0; i < N; i++) sprintf(ref[i], "%s-%d", animals[i % 7], i * 7 % 10);
    with (S) {
        int:S best, ob, num;
        char:S bname[W], cand[W], digits[4];
        where (pcoord(0) % 2 == 0) make_name(name, pcoord(0));
        where (pcoord(0) % 2) sprintf(name, "%s-%d", animals[pcoord(0) % 7], pcoord(0) * 7 % 10);
        len = strlen(name);
        vowels = count_vowels(name);
        total += len;
        /* the position of the smallest name: a tournament by gets and strcmp */
        best = pcoord(0);
        strcpy(bname, name);
        for (k = 1; k < N; k <<= 1) {
            int:S other = pcoord(0) + k < N ? pcoord(0) + k : pcoord(0);
            for (i = 0; i < W; i++) cand[i] = [other]bname[i];
            ob = [other]best;
            where (pcoord(0) % (2 * k) == 0 && strcmp(cand, bname) < 0) {
                best = ob;
                memcpy(bname, cand, W);
            }
        }
        first = [0]best;
        /* the number after the dash, back from text */
        strncpy(digits, strchr(name, '-') + 1, 3);
        digits[3] = 0;
        num = atoi(digits);
        if ((+= (num != pcoord(0) * 7 % 10)) != 0 || (|= (strlen(name) != len))) { printf("FAIL atoi\n"); fails++; }
        where (vowels > 1) shout(name);
    }
    for (i = 0; i < N; i++) {
        char up[W];
        int v = 0;
        strcpy(up, ref[i]);
        for (k = 0; up[k]; k++) v += strchr("aeiou", up[k]) != NULL;
        if (v > 1) for (k = 0; up[k]; k++) up[k] = toupper((unsigned char)up[k]);
        rtotal += strlen(ref[i]);
        for (k = 0; k < W; k++) {
            if ([i]name[k] != up[k]) { printf("FAIL name %d char %d: %c want %c\n", i, k, [i]name[k], up[k]); fails++; break; }
            if (!up[k]) break;
        }
        if ([i]len != (int)strlen(ref[i]) || [i]vowels != v) { printf("FAIL len/vowels %d\n", i); fails++; }
    }
    k = 0;
    for (i = 1; i < N; i++) if (strcmp(ref[i], ref[k]) < 0) k = i;
    if (total != rtotal || first != k) { printf("FAIL total %d first %d want %d %d\n", total, first, rtotal, k); fails++; }
    printf("names:");
    for (i = 0; i < N; i++) {
        char s[W];
        for (k = 0; k < W; k++) s[k] = [i]name[k];
        printf(" %s", s);
    }
    printf("\ntotal %d first %s\n", total, ref[first]);
    printf("text %s\n", fails ? "FAIL" : "ok");
}
