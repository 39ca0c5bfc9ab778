static shape [7]W;
static int:W w;
static int helper() { return 100; }
int other_sum()
{
	int s;
	with (W) { w = pcoord(0) * helper(); s = += w; }
	return s;
}
