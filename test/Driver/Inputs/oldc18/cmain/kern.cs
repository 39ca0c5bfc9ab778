shape [10]S;
int par_sum(int n)
{
	int:S v;
	int s;
	with (S) { v = pcoord(0) * n; s = += v; }
	return s;
}
