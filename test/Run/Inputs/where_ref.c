/* Reference for where.cs: the same computation, position by position. */
#include <stdio.h>
int main(void) {
  int x[70], y[70];
  long s1 = 0, s2 = 0, s3 = 0;
  for (int g = 0; g < 70; g++) { x[g] = g; y[g] = 0; }
  /* in statement order (everywhere makes all 70 positions active) */
  for (int g = 0; g < 70; g++) y[g] = 0;
  for (int g = 0; g < 70; g++) if (x[g] % 3 == 0) y[g] = 1;
  for (int g = 0; g < 70; g++) if (x[g] % 3 == 0 && x[g] % 2 == 0) y[g] = 2;
  for (int g = 0; g < 70; g++) if (x[g] % 3 == 0 && x[g] % 2 != 0) y[g] = 3;
  for (int g = 0; g < 70; g++) y[g] += 100;
  for (int g = 0; g < 70; g++) if (x[g] % 3 != 0) y[g] = -x[g];
  for (int g = 0; g < 70; g++) s1 += y[g];
  for (int g = 0; g < 70; g++) { if (x[g] > 20) s2 += y[g]; else s3 += x[g]; }
  printf("%d %d %d\n", y[0], y[9], y[69]);
  printf("%ld %ld %ld\n", s1, s2, s3);
  return 0;
}
