// ECOLAB's ROUND (modf with the address of a parallel local, prand) and grand
// (scan of doubles, static scalars in a parallel function, left index
// [positionsof(current)-1]). Reference: properties (ROUND(x) is floor or ceil
// of x; some but not all round away), and the output is the same at 1, 2, 3
// ranks because prand does not depend on the rank count.
// RUN: %crun -n 1 %s > %t.1 && FileCheck %s < %t.1
// RUN: %crun -n 2 %s > %t.2 && diff %t.1 %t.2
// RUN: %crun -n 3 %s > %t.3 && diff %t.1 %t.3
// CHECK: bad 0 ups-in-range 1
// CHECK-NEXT: grand mean ok 1
// CHECK-NEXT: checksum
/* ECOLAB ROUND and grand (prand, modf with the address of a parallel local,
   scan of doubles, static scalars in a parallel function) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <cscomm.h>
#define N 50
shape [N]S;

int:current ROUND(double:current x) 
{
  double:current dum;
 int:current mask;
  mask = fabs(modf(x,&dum)) > ((double:current)prand()/RAND_MAX);
  return  (int:current)x + mask * (2*(x>0)-1);
}

double:current grand()
{
  static double sum=0;
  static unsigned int n=0;
  double:current result;
  int:current nn;
  nn = n + pcoord(0) + 1;
  result =  scan( (double:current) prand()/RAND_MAX, 0, CMC_combiner_add, 
       CMC_upward,CMC_none, CMC_no_field, CMC_inclusive) + sum;   
  sum = [positionsof(current)-1] result;
  n+=positionsof(current);
  return (result - .5*nn) * sqrt(12./nn);
}

main()
{
  double:S x, g;
  int:S r;
  int bad, ups;
  psrand(42);
  with (S) {
    x = (pcoord(0) - 25) * 0.3;
    r = ROUND(x);
    bad = 0; bad += (r != floor(x) && r != ceil(x));
    ups = 0; ups += (r != (int:S)x);
    printf("bad %d ups-in-range %d\n", bad, ups > 5 && ups < 45);
    g = grand();
    g = grand();
    printf("grand mean ok %d\n", fabs((+= g) / N) < 1.0);
    printf("checksum %d\n", += r);
  }
  return 0;
}
