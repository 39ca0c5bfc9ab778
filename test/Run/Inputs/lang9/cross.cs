/* Input of test/Run/lang9-apps2.test.
 * Control flow and shapes mixed: a grid of 5 x 6 cells and a list of 8
 * agents; with nested on the two shapes, agents read their cell by a
 * cross-shape get and deposit into it by a combining send; everywhere inside
 * where (a neighbour average over all cells within a masked update); switch
 * and do/while over scalars inside where, whose parallel statements stay
 * masked; break/continue inside where in a for; a parallel function called
 * under where.  Reference: plain C. */
#include <stdio.h>

#define R 5
#define C 6
#define NA 8

shape [R][C]grid;
shape [NA]agents;
int:grid food, visits;
double:grid smooth;
int:agents ar, ac, eaten, steps;

int F[R][C], V[R][C], AR[NA], AC[NA], E[NA], ST[NA];
double SM[R][C];

int:current bump(int:current v, int k)
{
    int:current r = v;
    where (v > k) r = v - k;
    else r = v + k;
    return r;
}

main()
{
    int i, j, a, t, mode, fails = 0;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) { F[i][j] = (i * 3 + j * 5) % 7; V[i][j] = 0; }
    for (a = 0; a < NA; a++) { AR[a] = (a * 2) % R; AC[a] = (a * 3) % C; E[a] = 0; ST[a] = 0; }
    with (grid) { food = (pcoord(0) * 3 + pcoord(1) * 5) % 7; visits = 0; }
    with (agents) {
        ar = (pcoord(0) * 2) % R; ac = (pcoord(0) * 3) % C; eaten = 0; steps = 0;
        for (t = 0; t < 6; t++) {
            int:agents here = [ar][ac]food;           /* get from the grid */
            mode = t % 3;
            where (here > 0) {
                switch (mode) {                        /* scalar switch, masked body */
                case 0: eaten += here; break;
                case 1: eaten += 1; /* fall through */
                default: eaten += bump(here, 2); break;
                }
                [ar][ac]visits += 1;                   /* send into the grid */
                with (grid)                            /* nested with: whole grid */
                    food = food >? 1;
            } else {
                int k = 0;
                do { steps += 1; k++; } while (k < t % 2 + 1);
            }
            ac = (ac + 1) % C;
            where (pcoord(0) % 2) ar = (ar + 1) % R;
        }
    }
    /* reference */
    for (t = 0; t < 6; t++) {
        int here[NA];
        for (a = 0; a < NA; a++) here[a] = F[AR[a]][AC[a]];
        mode = t % 3;
        for (a = 0; a < NA; a++) {
            if (here[a] > 0) {
                int bmp = here[a] > 2 ? here[a] - 2 : here[a] + 2;
                if (mode == 0) E[a] += here[a];
                else if (mode == 1) E[a] += 1 + bmp;
                else E[a] += bmp;
                V[AR[a]][AC[a]] += 1;
            } else ST[a] += t % 2 + 1;
        }
        /* the nested with is scalar control flow: it runs at every step */
        for (i = 0; i < R; i++) for (j = 0; j < C; j++) if (F[i][j] < 1) F[i][j] = 1;
        for (a = 0; a < NA; a++) { AC[a] = (AC[a] + 1) % C; if (a % 2) AR[a] = (AR[a] + 1) % R; }
    }
    /* everywhere inside where: smooth only the visited cells, from all neighbours */
    with (grid) {
        smooth = -1;
        where (visits > 0) {
            double:grid avg;
            everywhere avg = food;
            avg = (avg + [.-1][.]food + [.+1][.]food + [.][.-1]food + [.][.+1]food) / 5.0;
            smooth = avg;
        }
        for (i = 0; i < R; i++) {
            where (pcoord(0) == i) {
                if (i == 3) continue;
                if (i == 4) break;
                visits += 100;
            }
        }
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            double s = F[i][j];
            if (i > 0) s += F[i - 1][j];
            if (i < R - 1) s += F[i + 1][j];
            if (j > 0) s += F[i][j - 1];
            if (j < C - 1) s += F[i][j + 1];
            SM[i][j] = V[i][j] > 0 ? s / 5.0 : -1;
            if (i < 3) V[i][j] += 100;
            if ([i][j]food != F[i][j] || [i][j]visits != V[i][j] || [i][j]smooth != SM[i][j])
                if (fails++ < 10) printf("FAIL cell %d %d: %d %d %g\n", i, j, [i][j]food, [i][j]visits, [i][j]smooth);
        }
    for (a = 0; a < NA; a++)
        if ([a]eaten != E[a] || [a]steps != ST[a] || [a]ar != AR[a] || [a]ac != AC[a])
            if (fails++ < 10) printf("FAIL agent %d: %d %d want %d %d\n", a, [a]eaten, [a]steps, E[a], ST[a]);
    for (a = 0; a < NA; a++) printf("%d/%d ", [a]eaten, [a]steps);
    printf("\n");
    if (!fails) printf("cross ok\n");
}
