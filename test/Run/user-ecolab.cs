// ECOLAB cs_arrays.cs (highperformancecoder/ecolab3, real CM-5 C* code) nearly verbatim: struct members without the last ';', shape pointers, int:void * lists, pack with where + [enumerate(...)] send, scan, gen_index with scalar left index of *x->list outside with, sparse mat-vec [rw]r += v * [c]x. (cs_enumerate renamed: see user-cs-names.cs.)
// Reference: the plain C program Inputs/user-ecolab.c (arrays and loops).
// RUN: cc -w -o %t.ref %S/Inputs/user-ecolab.c -lm && %t.ref > %t.want
// RUN: %crun -n 1 %s > %t.1 && diff %t.want %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.want %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.want %t.3
/* ECOLAB cs_arrays.cs (highperformancecoder/ecolab3), the C* back end of an
   array library, nearly verbatim, with a small driver. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cscomm.h>
typedef struct{ int size; shape *sh; double:void *list} array;
typedef struct{ int size; shape *sh; int:void *list} iarray;

void iarray_not(iarray*r,iarray*x)
{
  if (r->size==0) return;
  with (*r->sh)
    *r->list=!*x->list;
}

int cs_count(iarray *x)
{
  if (x->size==0) return 0;
  with (*x->sh)
    return += *x->list;
}

void cs_pack_int(iarray* r, iarray* x, iarray* m)
{
  if (r->size==0) return;
  with (*r->sh)
    where (*m->list)
      [enumerate(0,CMC_upward,CMC_exclusive,CMC_none,CMC_no_field)]
	*r->list = *x->list;
}

void cs_pack_double(array* r, array* x, iarray* m)
{
  if (r->size==0) return;
  with (*r->sh)
    where (*m->list)
      [enumerate(0,CMC_upward,CMC_exclusive,CMC_none,CMC_no_field)]
	*r->list = *x->list;
}

void ecl_enumerate( iarray  *r, iarray *x )
{
  if (r->size==0) return;
  with (*r->sh)
    *r->list = scan(*x->list,0,CMC_combiner_add,CMC_upward,
		    CMC_none,CMC_no_field,CMC_exclusive);
}

void cs_merge_int(iarray* r, iarray* m, iarray *x, iarray* y)
{
  if (r->size==0) return;
  with (*r->sh)
    *r->list = *m->list * *x->list + !*m->list * *y->list; 
}

void cs_gen_index(iarray *r, iarray *x)
{
  int p,j,i;
  for (i=0,p=0; i<x->size; i++)
    for (j=0; j<[i]*x->list; j++,p++)
      [p]*r->list=i;
}

void array_mul_iarray(array* r, array* x, iarray*y)
{
  if (r->size==0) return;
  with (*r->sh)
    *r->list = *x->list * *y->list;
}

void offmul(array*r, array* v, iarray* rw,  iarray*c, iarray* x)
{
  if (v->size==0) return;
  with (*v->sh)
    [ *rw->list ]*r->list += *v->list * [ *c->list ]*x->list;
}

void iarray_to_array(array *x, iarray *y)
{
  if (x->size==0) return;
  with (*x->sh) *x->list = *y->list;
}

/* ---- driver ---- */
#define N 10
#define NNZ 14
shape [N]SN;
shape [NNZ]SZ;
int:SN ia, ib, ic, id;
double:SN da, db;
int:SZ rows, cols;
double:SZ vals;

void iprint(const char *name, iarray *a)
{
  int i;
  printf("%s:", name);
  for (i = 0; i < a->size; i++) printf(" %d", [i]*a->list);
  printf("\n");
}
void dprint(const char *name, array *a)
{
  int i;
  printf("%s:", name);
  for (i = 0; i < a->size; i++) printf(" %g", [i]*a->list);
  printf("\n");
}

main()
{
  iarray A, B, C, D, R, Cl;
  array X, Y, V;
  int i;
  static int xs[N] = {0, 0, 1, 2, 0, 1, 3, 0, 0, 2};
  static int rw[NNZ] = {0, 0, 1, 2, 2, 2, 3, 5, 5, 7, 8, 9, 9, 9};
  static int cl[NNZ] = {0, 9, 1, 0, 2, 4, 3, 5, 6, 7, 8, 0, 1, 9};

  A.size = B.size = C.size = D.size = N; A.sh = B.sh = C.sh = D.sh = &SN;
  A.list = &ia; B.list = &ib; C.list = &ic; D.list = &id;
  X.size = Y.size = N; X.sh = Y.sh = &SN; X.list = &da; Y.list = &db;
  R.size = Cl.size = V.size = NNZ; R.sh = Cl.sh = V.sh = &SZ;
  R.list = &rows; Cl.list = &cols; V.list = &vals;

  for (i = 0; i < N; i++) [i]ia = xs[i];
  for (i = 0; i < NNZ; i++) { [i]rows = rw[i]; [i]cols = cl[i]; [i]vals = i + 1; }

  printf("count %d\n", cs_count(&A));           /* 9 */
  iarray_not(&B, &A); iprint("not", &B);
  ecl_enumerate(&C, &A); iprint("enum", &C);
  with (SN) { ic = pcoord(0) * 10; id = -1; }
  cs_pack_int(&D, &C, &A); iprint("pack", &D);
  with (SN) id = 0;
  cs_gen_index(&D, &A); iprint("genindex", &D);  /* 2 3 3 5 6 6 6 9 9 */
  cs_merge_int(&B, &A, &C, &D); iprint("merge", &B);
  iarray_to_array(&X, &C); dprint("toarray", &X);
  array_mul_iarray(&Y, &X, &A); dprint("mul", &Y);
  with (SN) { da = pcoord(0) + 0.5; db = 0; }
  cs_pack_double(&Y, &X, &A); dprint("packd", &Y);
  with (SN) db = 0;
  offmul(&Y, &V, &R, &Cl, &A);                 /* y[rw] += v * x[c], sparse matvec */
  dprint("offmul", &Y);
  return 0;
}
