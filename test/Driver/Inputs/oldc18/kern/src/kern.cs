#include "kern.h"
shape [KN]ks;
double:ks kv;
double:current kscale(v, f)
double:current v;
double f;
{
#ifdef DOUBLE_IT
	f *= 2;
#endif
	return v * f;
}
