/* kern.h: in an -I directory */
#ifndef KERN_H
#define KERN_H
#ifndef KN
#define KN 6
#endif
extern shape [KN]ks;
extern double:ks kv;
double:current kscale(double:current v, double f);
#define KSUM(x) (+= (x))
#endif
