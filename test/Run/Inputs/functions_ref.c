/* Reference for functions.cs. */
#include <math.h>
#include <stdio.h>
#define N 20
int main(void) {
  double x[N], y[N]; int m[N];
  double ty = 0, sx = 0; long sm = 0;
  for (int g = 0; g < N; g++) {
    x[g] = g + 1.0; y[g] = 2 * x[g] + x[g] * x[g];
    int v = (int)y[g]; m[g] = v < 10 ? 10 : v > 300 ? 300 : v;
    ty += y[g]; sx += sqrt(x[g]); sm += m[g];
  }
  printf("%.3f %.3f %ld\n", ty, sx, sm);
  int cnt = 0;
  for (int g = 0; g < N; g++) if (x[g] > 10) { cnt++; y[g] *= 0.5; y[g] = (y[g] + 1) * 2; }
  printf("%d\n", cnt);
  double s = 0; for (int g = 0; g < N; g++) s += y[g];
  printf("%.3f\n", s);
  int n = 0;
  for (int i = 0; i < 3; i++) { if (i == 1) continue; n += i; n++; }
  n = n == 4 ? 40 : -1;
  int first = -1; for (int g = 0; g < N; g++) if (m[g] > 100) { first = g; break; }
  printf("n %d first %d\n", n, first);
  double sxx = 0;
  for (int g = 0; g < N; g++) if (x[g] > 5) { x[g] = floor(pow(x[g], 1.5)) + fabs(-x[g]); sxx += x[g]; }
  if (n > 0) printf("inner %.1f\n", sxx);
  first = -1; for (int g = 0; g < N; g++) if (m[g] > 1000) { first = g; break; }
  printf("after %d\n", first);
  return 0;
}
