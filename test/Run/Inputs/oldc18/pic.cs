/* pic.cs -- 1-D particle-in-cell, charge deposit by combining sends (1992) */
#include <stdio.h>

#define NP 24		/* particles */
#define NG 8		/* grid cells */
#define L 8.0

shape [NP]parts;
shape [NG]grid;

struct particle { double x, v; short cell; char kind; };
typedef struct particle:parts Ptcl;

Ptcl p;
double:grid rho, efield;

void:parts locate(), push();

void:parts locate(q)
Ptcl *q;
{
	q->cell = (int)(q->x / (L / NG));
	where (q->cell >= NG) q->cell = NG - 1;
}

deposit(q, w)
Ptcl q;
float w;			/* promoted to double */
{
	with (grid) rho = 0.;
	[q.cell]rho += w * (q.kind == 'e' ? -1. : 1.);
}

void:parts push(q, dt)
Ptcl *q;
double dt;
{
	double:parts e;
	e = [q->cell]efield;
	q->v += e * dt;
	q->x += q->v * dt;
	where (q->x < 0.) q->x += L;
	where (q->x >= L) q->x -= L;
}

field()
{
	int i;
	double acc = 0., mean;
	with (grid) {
		mean = (+= rho) / NG;
		for (i = 0; i < NG; i++) {
			acc += [i]rho - mean;
			[i]efield = acc;
		}
	}
}

main()
{
	int step, i;
	with (parts) {
		p.x = (pcoord(0) * 7 % NP) * (L / NP) + 0.1;
		p.v = (pcoord(0) % 3 - 1) * 0.25;
		p.kind = pcoord(0) % 2 ? 'e' : 'i';
		for (step = 0; step < 5; step++) {
			locate(&p);
			deposit(p, 0.5);
			field();
			push(&p, 0.1);
		}
		printf("x %.6f v %.6f\n", += p.x, += p.v);
		for (i = 0; i < NP; i += 5)
			printf("%d %c %.6f %.6f %d\n", i, [i]p.kind, [i]p.x, [i]p.v, [i]p.cell);
	}
	with (grid)
		for (i = 0; i < NG; i++) printf("rho[%d] = %.3f E %.3f\n", i, [i]rho, [i]efield);
	exit(0);
}
