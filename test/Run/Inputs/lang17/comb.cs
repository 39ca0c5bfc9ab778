/* scan with the logical combiners (or upward, and downward), the copy
   combiner with segment bits, exclusive xor; spread with copy; global with
   max, logior and min on int and double; against plain C loops. */
#include <stdio.h>
#include <cscomm.h>
#define N 12
shape [N]S;
bool:S f;
double:S d;
int:S v;
int main()
{
    int bad = 0, i;
    int rf[N]; double rd[N]; int rv[N];
    for (i = 0; i < N; i++) { rf[i] = (i % 4 == 1) || i == 6; rd[i] = (i * 7 % 5) - 2.5; rv[i] = (i * 5) % 7; }
    with (S) {
        for (i = 0; i < N; i++) { [i]f = rf[i]; [i]d = rd[i]; [i]v = rv[i]; }
        {
            bool:S s1 = scan(f, 0, CMC_combiner_or, CMC_upward, CMC_none, CMC_no_field, CMC_inclusive);
            bool:S s2 = scan(f, 0, CMC_combiner_and, CMC_downward, CMC_none, CMC_no_field, CMC_inclusive);
            double:S s3 = scan(d, 0, CMC_combiner_copy, CMC_upward, CMC_segment_bit, &f, CMC_inclusive);
            int:S s4 = scan(v, 0, CMC_combiner_logxor, CMC_upward, CMC_none, CMC_no_field, CMC_exclusive);
            double:S s5 = spread(d, 0, CMC_combiner_copy);
            int g1 = global(v, CMC_combiner_max), g2 = global(v, CMC_combiner_logior);
            double g3 = global(d, CMC_combiner_min);
            int acc_or = 0, acc_x = 0, gmax = -1, gor = 0; double gmin = 1e9, cp = rd[0];
            for (i = 0; i < N; i++) {
                int j, a = 1;
                acc_or |= rf[i];
                if ([i]s1 != acc_or) { bad++; printf("s1 %d\n", i); }
                for (j = i; j < N; j++) a = a && rf[j];
                if ([i]s2 != a) { bad++; printf("s2 %d\n", i); }
                if (rf[i]) cp = rd[i];
                if ([i]s3 != cp) { bad++; printf("s3 %d %g %g\n", i, [i]s3, cp); }
                if ([i]s4 != acc_x) { bad++; printf("s4 %d\n", i); }
                acc_x ^= rv[i];
                if ([i]s5 != rd[0]) { bad++; printf("s5 %d\n", i); }
                if (rv[i] > gmax) gmax = rv[i]; gor |= rv[i]; if (rd[i] < gmin) gmin = rd[i];
            }
            if (g1 != gmax || g2 != gor || g3 != gmin) { bad++; printf("global\n"); }
        }
    }
    printf("comb bad %d\n", bad);
    return 0;
}
