/* 1990s C around C*: K&R definitions with implicit int, register locals,
 * static locals, a table of function pointers picking scalar combiners,
 * a varargs logger over vfprintf, a varargs sum of shape extents, qsort of
 * values gathered with [i]x compared with rank() sorting, strtok/strcat on
 * scalar strings and sprintf/strcmp per position.  Checked against C. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <cscomm.h>

#define N 10
shape [N]S;
int:S key, sorted;
char:S label[8];
int fails;

int logf_count;
void logmsg(char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stdout, "[log %d] ", ++logf_count);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
}

int sum_args(int n, ...)
{
    va_list ap;
    register int s = 0;
    va_start(ap, n);
    while (n-- > 0) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

next_id()
{
    static int id = 100;
    return id++;
}

add(a, b) { return a + b; }
mul(a, b) int a, b; { return a * b; }
maxi(a, b) int a; int b; { return a > b ? a : b; }

static int (*ops[])() = { add, mul, maxi };
static char *opname[] = { "add", "mul", "max" };

int cmp(const void *p, const void *q) { return *(const int *)p - *(const int *)q; }

main()
{
    int vals[N], i, j, acc, r, first, ext;
    char line[80], *tok, words[80];
    strcpy(line, "7,3,9,1,4,4,8,2,6,5");
    for (i = 0, tok = strtok(line, ","); tok; tok = strtok(NULL, ","), i++) vals[i] = atoi(tok);
    logmsg("parsed %d values, first %d last %d\n", i, vals[0], vals[N - 1]);
    with (S) {
        for (i = 0; i < N; i++) [i]key = vals[i];
        [rank(key, 0, CMC_upward, CMC_none, CMC_no_field)]sorted = key;
        sprintf(label, "k%d", key);
        where (strcmp(label, "k5") < 0) key = -key;
    }
    qsort(vals, N, sizeof vals[0], cmp);
    for (i = 0; i < N; i++) if ([i]sorted != vals[i]) { printf("FAIL sorted %d\n", i); fails++; }
    words[0] = 0;
    for (i = 0; i < N; i += 3) { strcat(words, [i]label); strcat(words, i + 3 < N ? " " : ""); }
    logmsg("labels %s\n", words);
    for (j = 0; j < 3; j++) {
        first = 1;
        for (i = 0; i < N; i++) {
            register int v = [i]key;
            acc = first ? v : (*ops[j])(acc, v);
            first = 0;
        }
        with (S) {
            switch (j) {
            case 0: r = += key; break;
            case 1: r = *= key; break;
            default: r = >?= key; break;
            }
        }
        if (r != acc) { printf("FAIL %s %d %d\n", opname[j], r, acc); fails++; }
        logmsg("%s of keys = %d (id %d)\n", opname[j], r, next_id());
    }
    ext = sum_args(3, dimof(S, 0), positionsof(S), rankof(S));
    logmsg("extents %d\n", ext);
    printf("%s\n", fails ? "FAIL" : "oldc ok");
}
