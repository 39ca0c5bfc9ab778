// Round 7: fopen(name, "r", &s) giving the shape that declares the
// parallel variables fread fills. A 2x3x2 file (4 ints per VP from a
// parallel array, then 2 more on odd VPs: IB) is opened with a fully
// unspecified `shape s;`, with a partially specified `shape [][][]p;` (the
// right rank) and with `shape [][]q;` (rank 2 for a 3-d file: before, the
// runtime's allocate_shape aborted the program; now NULL, errno EINVAL and
// a line naming the ranks), and with `shape []r;`, and by a [6] shape
// (NULL, the shapes differ). Parallel arrays of the returned shape are read
// with fread(a, sizeof(int), 4, f) and per-VP counts (fread(b, 4, n, f),
// n = 2 on odd VPs and 1 on even: short there). 1, 2 and 3 ranks.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %crun -n 3 %s 2>&1 | FileCheck %s
// RUN: %crun -n 1 %s 2>&1 | FileCheck %s
// RUN: %crun -n 2 %s 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/s7_model.py g3 g3.dat | FileCheck --check-prefix=M %s
// CHECK-DAG: s: 3 dims 2x3x2, ok 12 of 12
// CHECK-DAG: p: 3 dims 2x3x2, ok 12 of 12
// CHECK-DAG: cstar: fopen("g3.dat"): g3.dat.meta: field ndims: the file has rank 3 (shape [2][3][2]) but shape q was declared with rank 2
// CHECK-DAG: q: NULL EINVAL
// CHECK-DAG: cstar: fopen("g3.dat"): g3.dat.meta: field ndims: the file has rank 3 (shape [2][3][2]) but shape r was declared with rank 1
// CHECK-DAG: r: NULL EINVAL
// CHECK-DAG: cstar: fopen("g3.dat"): g3.dat.meta: field dims: the file has shape [2][3][2] but the current shape is [6]
// CHECK-DAG: [6]: NULL EINVAL
// CHECK-DAG: r usable after: 1 dims 5
// M: g3.dat: 12 VPs match
#include <stdio.h>
#include <errno.h>
shape [2][3][2]G;
shape [6]T;
static void report(const char *w, int null) {
    printf("%s: %s %s\n", w, null ? "NULL" : "opened", errno == EINVAL ? "EINVAL" : "");
}
int main(int argc, char **argv) {
    with (G) {
        int:G k = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2), arr[4];
        for (int j = 0; j < 4; j++) arr[j] = k * 10 + j;
        FILE:G *f = fopen("g3.dat", "w");
        fwrite(arr, sizeof(int), 4, f);
        where (k % 2) fwrite(&arr[1], sizeof(int), 2, f);
        fclose(f);
    }
    shape s;
    shape [][][]p;
    shape [][]q;
    shape []r;
#define CHECK(S, TAG)                                                                              \
    {                                                                                              \
        FILE:void *f = fopen("g3.dat", "r", &S);                                                   \
        if (!f) { printf("unexpected NULL\n"); return 1; }                                         \
        with (S) {                                                                                 \
            int:S a[4], b[2], ok, n, m, k, want;                                                   \
            k = pcoord(0) * 100 + pcoord(1) * 10 + pcoord(2);                                      \
            n = fread(a, sizeof(int), 4, f);                                                       \
            want = k % 2 ? 2 : 1;                                                                  \
            m = fread(b, sizeof(int), want, f);                                                    \
            ok = n == 4 && a[0] == k * 10 && a[3] == k * 10 + 3;                                   \
            where (k % 2) ok &= m == 2 && b[0] == k * 10 + 1 && b[1] == k * 10 + 2;                \
            else ok &= m == 0 && feof(f);                                                          \
            printf("%s: %d dims %dx%dx%d, ok %d of %d\n", TAG, rankof(S), dimof(S, 0), dimof(S, 1), \
                   dimof(S, 2), += ok, positionsof(S));                                            \
        }                                                                                          \
        fclose(f);                                                                                 \
    }
    CHECK(s, "s")
    CHECK(p, "p")
    FILE:void *g = fopen("g3.dat", "r", &q);
    report("q", g == NULL);
    g = fopen("g3.dat", "r", &r);
    report("r", g == NULL);
    with (T) {
        FILE:T *h = fopen("g3.dat", "r");
        report("[6]", h == NULL);
    }
    allocate_shape(&r, 1, 5);
    with (r) printf("r usable after: %d dims %d\n", rankof(r), dimof(r, 0));
    return 0;
}
