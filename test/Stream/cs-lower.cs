// What parallel-file calls lower to (compiler/lib/Lower/StreamCalls.cpp):
// collective calls once per rank with base + stride and the context mask,
// no VP loop; per-VP results through a fresh array; elemental calls in the
// VP loop with the local index __i; scalar stdio unchanged.
// RUN: %cstar --emit=spmd %s -o - | FileCheck %s
#include <stdio.h>
shape [8]S;
struct rec { int id; double v; };
struct rec:S r;
double:S y[3];
FILE:S *f;
int main(void) {
    FILE *g = fopen("scalar.txt", "w");
// CHECK: FILE *g = cs_lower_fopen("scalar.txt", "w");
    with (S) {
        int:S n;
        f = fopen("p.dat", "w");
// CHECK: f = ((FILE *)cs_fopen("p.dat", "w", cs_current()));
        fwrite(&r.v, sizeof(double), 1, f);
// A buffer inside the element also passes VP 0's element, so the runtime
// checks a request against the bytes left of it (cs_fwrite_el):
// CHECK: do { (void)cs_fwrite_el(((cs_pfile *)(f)), (void *)&((r)[0].v), sizeof((r)[0]), (const void *)&((r)[0]), (sizeof(double)), (1), NULL, NULL, cs_mask(), NULL); } while (0);
        n = fwrite(&y[2], sizeof(double), r.id, f);
// Per-VP counts and results live in per-site slots (no palloc per call):
// CHECK: static cs_lc_slot __slot[[N:__cs_sarg[0-9]+]]; int *[[N]] = cs_lc_tmp(&__slot[[N]], cs_current(), sizeof(int));
// CHECK-SAME: static cs_lc_slot __slot[[R:__cs_sres[0-9]+]]; int *[[R]] = cs_lc_tmp(&__slot[[R]], cs_current(), sizeof(int)); (void)cs_fwrite_el(((cs_pfile *)(f)), (void *)&((y)[0][2]), sizeof((y)[0]), (const void *)&((y)[0]), (sizeof(double)), 0, NULL, [[N]], cs_mask(), [[R]]);
// CHECK-SAME: __l_n[__i] = __l_[[R]][__i];
        where (r.id > 2) fprintf(f, "%d\n", r.id);
// CHECK: if (__l_r[__i].id > 2) { cs_fprintf(((cs_pfile *)(f)), __i, "%d\n", __l_r[__i].id); }
        fclose(f);
// CHECK: (void)(cs_fclose(((cs_pfile *)(f))) == CS_SOK ? 0 : EOF);
    }
    fprintf(g, "done\n");
// CHECK: cs_once_fprintf(g, "done\n");
    fclose(g);
    return 0;
}
