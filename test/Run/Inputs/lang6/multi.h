/* Shared declarations of multi_main.cs and multi_lib.cs (lang6-multi.test). */
#ifndef MULTI_H
#define MULTI_H
#define NX 6
#define NY 4
extern shape [NX][NY]grid;
extern shape [NX]col;
extern int:grid field;
extern double:col colsum;
extern int nsteps;
typedef double:grid dgrid;

/* prototypes before the K&R definitions in multi_lib.cs */
int:current smooth(int:current v, int w);
void accumulate();
double weighted();
elemental int scalar_helper(int); /* defined in multi_util.c (plain C) */
#define CENTER(x) [.][.](x)
#endif
