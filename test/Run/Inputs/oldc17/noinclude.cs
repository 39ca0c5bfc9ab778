/* noinclude.cs -- no headers at all, as quick hacks were written */
#define N 12

shape [3][4]G;
shape [N]L;
int:L tab[4] = { 1, 2, 3, 4 };
char:L tag[6] = "vp";
double:G g = 0.5;
static unsigned:G mask = 0x0f;
struct cell { short a; char b; long c; };
struct cell:G cellv = { 3, 'x', 100000L };

main()
{
	int s;
	with (L) {
		tab[2] += pcoord(0);
		tag[2] = '0' + pcoord(0) % 10;
		s = += (tab[0] + tab[1] * tab[2] + tab[3]);
		printf("s %d tag5 %s tag11 %c%c%c\n", s, [5]tag, [11]tag[0], [11]tag[1], [11]tag[2]);
	}
	with (G) {
		g *= pcoord(0) + pcoord(1);
		cellv.c += pcoord(1);
		mask ^= pcoord(0);
		printf("g %.1f mask %u cells %ld %d %c\n", += g, |= mask, += cellv.c, += (int:G)cellv.a, [2][3]cellv.b);
	}
	exit(0);
}
