// Round-12 sweep: temporary files and questions to the file system in scalar
// code.  Each rank ran these itself: mkstemp, mkdtemp and tmpnam gave each
// rank its own name (the program's ranks then wrote and read different
// files: "same 2" at 3 ranks below, a reopen that failed on all but rank 0);
// stat and access asked on each rank while rank 0, which runs ahead, had or
// had not yet written the file; popen ran the command once per rank (three
// lines in the log at 3 ranks); an fopen for reading that fails, followed by
// creating the file, raced with rank 0's create on slower ranks.  Now rank 0
// answers for every rank: one name, one file, one command.
// RUN: rm -rf %t.d && mkdir -p %t.d && cd %t.d
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: tmpfile sum 55 same 6
// CHECK-NEXT: mkstemp ok same 6
// CHECK-NEXT: stat size 9 same 6
// CHECK-NEXT: read hello 42 same 6
// CHECK-NEXT: access 0 same 6
// CHECK-NEXT: unlinked -1 same 6
// CHECK-NEXT: mkdtemp ok same 6 dir 1
// CHECK-NEXT: tmpnam reopen ok same 6 sum 24 same 6
// CHECK-NEXT: created 1 read 42 42 same 6
// CHECK-NEXT: popen 12 34 status 0 log lines 1
// CHECK-NEXT: popen w status 0 wrote 0 1 2 3 4 5
// CHECK-NEXT: freopen sum 15 same 6
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#define N 6
shape [N]S;
int:S v;

#include "Inputs/lang12/same.h"

/* a checksum of a name: ranks with different names disagree */
int hash(s) char *s;
{
    register int h = 0;
    while (*s) h = h * 31 + *s++;
    return h & 0x7fffffff;
}

int count_lines(name) char *name;
{
    FILE *f = fopen(name, "r");
    int c, n = 0;
    if (!f) return -1;
    while ((c = fgetc(f)) != EOF) if (c == '\n') n++;
    fclose(f);
    return n;
}

main()
{
    char tmpl[64], dtmpl[64], path[96], name[L_tmpnam], word[16];
    int fd, x, y, sum = 0, i, created = 0, a = 0, b = 0, st;
    FILE *f, *p;
    struct stat sb;

    remove("cache.txt");    /* from a run at another rank count */
    remove("log.txt");
    f = tmpfile();
    for (i = 1; i <= 5; i++) fprintf(f, "%d\n", i * i);
    rewind(f);
    while (fscanf(f, "%d", &x) == 1) sum += x;
    fclose(f);
    printf("tmpfile sum %d same %d\n", sum, same(sum));

    strcpy(tmpl, "l12tmpXXXXXX");
    fd = mkstemp(tmpl);
    printf("mkstemp %s same %d\n", fd >= 0 ? "ok" : "failed", same(hash(tmpl)));
    f = fdopen(fd, "w");
    fprintf(f, "hello 42\n");
    fclose(f);
    x = stat(tmpl, &sb);
    printf("stat size %ld same %d\n", x == 0 ? (long)sb.st_size : -1L, same((int)sb.st_size));
    f = fopen(tmpl, "r");
    x = 0;
    if (f) { fscanf(f, "%15s %d", word, &x); fclose(f); }
    printf("read %s %d same %d\n", f ? word : "-", x, same(f != NULL));
    printf("access %d same %d\n", access(tmpl, R_OK), same(access(tmpl, R_OK)));
    unlink(tmpl);
    printf("unlinked %d same %d\n", access(tmpl, F_OK), same(access(tmpl, F_OK)));

    strcpy(dtmpl, "l12dirXXXXXX");
    printf("mkdtemp %s same %d", mkdtemp(dtmpl) ? "ok" : "failed", same(hash(dtmpl)));
    printf(" dir %d\n", stat(dtmpl, &sb) == 0 && S_ISDIR(sb.st_mode));
    rmdir(dtmpl);

    tmpnam(name);
    f = fopen(name, "w");
    fprintf(f, "7 8 9\n");
    fclose(f);
    f = fopen(name, "r");
    sum = 0;
    if (f) { while (fscanf(f, "%d", &x) == 1) sum += x; fclose(f); }
    printf("tmpnam reopen %s same %d sum %d same %d\n", f ? "ok" : "failed", same(f != NULL), sum, same(hash(name)));
    remove(name);

    /* a cache made on first use: the first fopen fails, then it exists */
    x = y = 0;
    for (i = 0; i < 2; i++) {
        f = fopen("cache.txt", "r");
        if (f == NULL) {
            f = fopen("cache.txt", "w");
            fprintf(f, "42\n");
            fclose(f);
            created++;
        } else {
            fscanf(f, "%d", i ? &y : &x);
            fclose(f);
        }
    }
    printf("created %d read %d %d same %d\n", created, x ? x : 42, y, same(created * 1000 + y));

    p = popen("echo run >> log.txt; echo 12 34", "r");
    if (p) { fscanf(p, "%d %d", &a, &b); st = pclose(p); }
    printf("popen %d %d status %d log lines %d\n", a, b, st, count_lines("log.txt"));
    p = popen("cat > piped.txt", "w");
    for (i = 0; i < N; i++) fprintf(p, "%d\n", i);
    st = pclose(p);
    printf("popen w status %d wrote", st);
    f = fopen("piped.txt", "r");
    while (f && fscanf(f, "%d", &x) == 1) printf(" %d", x);
    if (f) fclose(f);
    printf("\n");

    f = fopen("first.txt", "w");
    fprintf(f, "lost\n");
    f = freopen("second.txt", "w", f);
    for (i = 0; i < N; i++) fprintf(f, "%d ", i);
    fclose(f);
    f = fopen("second.txt", "r");
    sum = 0;
    while (fscanf(f, "%d", &x) == 1) sum += x;
    fclose(f);
    printf("freopen sum %d same %d\n", sum, same(sum));
    return 0;
}
