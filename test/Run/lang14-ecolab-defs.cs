// ECOLAB's cs_arrays_defs.h (highperformancecoder/ecolab3), its C_defs macro
// nearly verbatim: one macro with C* bodies and ## pasting defines the
// constructor, destructor, element access ([i](*x->list)), gets and sends
// through index arrays, broadcast, +, concatenation across shapes and <, for
// `array` (double) and `iarray` (int).  Two things of the real code failed:
//  * `if (s==0) return;` in `void *new_array(int s)` was a Clang error (C89 and
//    gcc allow it with a warning; now a warning here too);
//  * `r->list = palloc(*r->sh, sizeof(type));` allocated sizeof(type) bools, an
//    eighth of the storage: every write ran past it (corrupting the next array).
//    A size written in bytes (sizeof) is now taken as bytes, with a warning.
// (The `r->sh = malloc(...); allocate_shape(r->sh, 1, s);` part: lang14-ecolab-malloc.cs.)
// Checked against the expected values in the program (FAIL lines).
// RUN: %crun -n 1 %s > %t.1 2>&1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 2>&1 && FileCheck %s < %t.2
// RUN: %crun -n 3 %s > %t.3 2>&1 && FileCheck %s < %t.3
// CHECK-NOT: FAIL
// CHECK: ecolab defs ok
#include <stdio.h>
#include <stdlib.h>
#include <cscomm.h>
typedef struct{ int size; shape *sh; double:void *list;} array;
typedef struct{ int size; shape *sh; int:void *list;} iarray;
#define C_defs(name,type)\
void *new_##name(int s)\
{\
  name *r;\
  r=malloc(sizeof(*r));\
  r->size=s;\
  if (s==0) return;\
  r->sh = (shape*) malloc(sizeof(*r->sh));\
  allocate_shape(r->sh,1,s);\
  r->list=palloc(*r->sh,sizeof(type));\
  return r;\
}\
void delete_##name(name *x) \
{\
  if (x==NULL) return;\
  if (x->size!=0)  \
    {\
       pfree(x->list); \
       deallocate_shape(x->sh);\
       free(x->sh);\
    }\
  free(x);\
}\
type get_##type(name *x,int i) {return [i](*x->list);}\
void put_##type(name *x,int i,type y) {[i](*x->list)=y;}\
void get_##type##_array(name* r,name* x,iarray* i)\
{\
  if (r->size==0) return;\
  with (*r->sh)\
    *r->list = [*i->list](*x->list);\
}\
void put_##type##_array(name* x,iarray* i,name* y)\
{\
  if (y->size==0) return;\
  with (*y->sh)\
    [*i->list](*x->list) = *y->list;\
}\
void broadcast_##type(name* x,type y)\
{\
  if (x->size==0) return;\
  with(*x->sh)\
    *x->list=y;\
}\
void name##_plus(name* r,name* x,name* y)\
{\
  if (r->size==0) return;\
  with (*r->sh)\
    *r->list = *x->list + *y->list;\
}\
void name##_cat(name* r,name* x,name* y)\
{\
  if (x->size!=0) \
    {\
       with (*x->sh)\
	 [pcoord(0)]*r->list = *x->list;\
    }\
  if (y->size==0) return;\
  with (*y->sh)\
    [pcoord(0)+x->size]*r->list = *y->list;\
}\
void name##_lt(iarray *r, name *x,name*y)\
{\
  if (r->size==0) return;\
  with (*r->sh)\
    *r->list = *x->list < *y->list;\
}

C_defs(array,double)
C_defs(iarray,int)

#define N 300
int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL " __VA_ARGS__); printf("\n"); fails++; } } while (0)

int main()
{
    array *a = new_array(N), *b = new_array(N), *c = new_array(2 * N), *d = new_array(N);
    iarray *idx = new_iarray(N), *lt = new_iarray(N);
    int i;
    for (i = 0; i < N; i++) { put_double(a, i, i * 1.5); put_int(idx, i, N - 1 - i); }
    broadcast_double(b, 2);
    array_plus(d, a, b);
    array_cat(c, a, d);
    get_double_array(b, a, idx);
    array_lt(lt, a, d);
    for (i = 0; i < N; i++) {
        CHECK(get_double(d, i) == i * 1.5 + 2, "plus %d", i);
        CHECK(get_double(c, i) == i * 1.5 && get_double(c, i + N) == i * 1.5 + 2, "cat %d", i);
        CHECK(get_double(b, i) == (N - 1 - i) * 1.5, "get_array %d: %g", i, get_double(b, i));
        CHECK(get_int(lt, i) == 1, "lt %d", i);
    }
    put_double_array(a, idx, d);
    for (i = 0; i < N; i++) CHECK(get_double(a, i) == (N - 1 - i) * 1.5 + 2, "put_array %d", i);
    delete_array(a); delete_array(b); delete_array(c); delete_array(d); delete_iarray(idx); delete_iarray(lt);
    a = new_array(0);
    delete_array(a);
    printf("ecolab defs %s\n", fails ? "FAILED" : "ok");
    fflush(stdout);
    return 0;
}
