/* Header shared by lang-cheader.cs and Inputs/lang-cheader-lib.cs: C*
 * declarations (a shape, a parallel variable, a parallel typedef, parallel
 * function prototypes) that cstar translates like the .cs files' own text. */
#ifndef LANG_CHEADER_H
#define LANG_CHEADER_H
#include "lang-cheader2.h"
extern shape [N]S;
extern int:S a;
typedef double:S dvec;
int:current twice(int:current v);
void fill(int base);
int total(int:S x);
#endif
