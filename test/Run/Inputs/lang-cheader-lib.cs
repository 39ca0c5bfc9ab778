/* Second file of lang-cheader.cs: defines what the shared header declares. */
#include "lang-cheader.h"
#include "lang-cheader2.h"
int:current twice(int:current v) { return 2 * v; }
void fill(int base) { with (S) a = pcoord(0) + base; }
int total(int:S x) { int t; with (S) t = PSUM(x); return t; }
