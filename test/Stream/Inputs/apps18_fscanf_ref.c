/* C reference for test/Stream/apps18-fscanf.cs: scan_one on one ordinary
 * FILE per VP; the printed lines must equal the C* program's. */
#define elemental
#include "apps18_fscanf_body.h"
#define V 6
int main(void) {
    for (int v = 0; v < V; v++) {
        char n[16], out[400]; snprintf(n, 16, "ref%d", v);
        FILE *f = fopen(n, "w+");
        scan_one(f, v, out);
        puts(out);
        fclose(f);
    }
}
