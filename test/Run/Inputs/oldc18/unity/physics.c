/* physics.c -- included by main.cs (a unity build, as some 1990s codes did) */
static double:grid energy(v)
double:grid v;
{
	return 0.5 * v * v;
}
