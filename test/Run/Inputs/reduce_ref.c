/* Reference for reduce.cs. */
#include <stdio.h>
#define N 50
int main(void) {
  int k[N]; double d[N]; unsigned u[N];
  long add = 1, sub = 1000, mul = 1, andv = -1, orv = 0, xorv = 0, mn = 99, mx = -99;
  double dadd = 0.5, dmul = 1.0, ddiv = 1e6, dmin = 1e9, dmax = -1e9;
  int none = 7;
  for (int g = 0; g < N; g++) { k[g] = g - 20; d[g] = (g + 1) * 0.25; u[g] = g * 2654435761u; }
  long sa = 0, sm = 1; unsigned ua = ~0u, uo = 0, ux = 0; int kmin = k[0], kmax = k[0];
  for (int g = 0; g < N; g++) { sa += k[g]; ua &= u[g] | 1; uo |= u[g]; ux ^= u[g];
    if (k[g] > 0 && k[g] < 8) sm *= k[g]; if (k[g] < kmin) kmin = k[g]; if (k[g] > kmax) kmax = k[g]; }
  add += sa; sub -= sa; andv &= ua; orv |= uo; xorv ^= ux; mul *= sm;
  if (kmin < mn) mn = kmin; if (kmax > mx) mx = kmax;
  double ds = 0, dm = 1, dmn = d[0], dmx = d[0];
  for (int g = 0; g < N; g++) { ds += d[g]; if (d[g] < dmn) dmn = d[g]; if (d[g] > dmx) dmx = d[g]; }
  for (int g = 0; g < 10; g++) dm *= d[g];
  dadd += ds; if (dmn < dmin) dmin = dmn; if (dmx > dmax) dmax = dmx; dmul *= dm; ddiv /= dm;
  printf("%ld %ld %ld %ld %ld %ld %ld %ld\n", add, sub, mul, andv, orv, xorv, mn, mx);
  printf("%.6f %.6f %.6f %.6f %.6f\n", dadd, dmul, ddiv, dmin, dmax);
  int s1 = 0, s2 = 0; for (int g = 0; g < N; g++) { s1 += k[g] < 3 ? k[g] : 3; s2 += k[g] > 3 ? k[g] : 3; }
  printf("%d %d %d %d %d\n", none, (int)sa, kmin, kmax, s1 + s2);
  double pm = 1; int any = 0; for (int g = 0; g < N; g++) { pm *= d[g] < 1.0 ? d[g] : 1.0; any |= k[g] == 29; }
  printf("%.6f %.6f %d\n", ds, pm, any);
  int sl = 0; for (int g = 0; g < N; g++) if (k[g] < -10) sl += k[g];
  printf("%d %d\n", sl, -sl);
  int sc = 0; for (int g = 0; g < N; g++) { int v = k[g] < 5 ? k[g] : 5; v = v > -5 ? v : -5; k[g] = v; sc += v; }
  printf("%d %d\n", sc, k[0]);
  printf("%d\n", none);
  return 0;
}
