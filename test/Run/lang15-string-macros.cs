// A string literal next to macros that expand to string literals, joined by
// the preprocessor (which runs after the C* parser): `"%" PRId64` from
// <inttypes.h>, `PREFIX "text" SUFFIX` of the program's own macros, in scalar
// printf and in fprintf to a parallel file.  They were syntax errors.
// RUN: %crun -n 1 %s %t.data > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 3 %s %t.data > %t.3 && diff %t.1 %t.3
// CHECK: cs: total 18 of 4 positions!
// CHECK: cs: min 9223372036854775804
// CHECK: vp 2: 9223372036854775805 read 8
#include <stdio.h>
#include <inttypes.h>
#define PREFIX "cs: "
#define SUFFIX "!\n"
#define FMT PRId64
shape [4]S;

main(int argc, char **argv)
{
    int64_t:S big;
    int:S got;
    FILE:S *f;
    with (S) {
        big = INT64_MAX - pcoord(0);
        printf(PREFIX "total %d of %d positions" SUFFIX, += (pcoord(0) * 3), positionsof(S));
        printf(PREFIX "min %" PRId64 "\n", <?= big);
        f = fopen(argv[1], "w");
        fprintf(f, "vp %d: %" FMT "\n", pcoord(0), big);
        fclose(f);
    }
    with (S) {
        int:S id;
        int64_t:S v;
        f = fopen(argv[1], "r");
        got = fscanf(f, "vp %d: %" SCNd64, &id, &v);
        fclose(f);
        printf("vp %d: %" PRId64 " read %d\n", [2]id, [2]v, += got);
    }
}
