/* image.h -- shared declarations, 1992 */
#ifndef IMAGE_H
#define IMAGE_H

#define H 12
#define W 10

#if __STDC__
#define P(args) args
#else
#define P(args) ()
#endif

extern shape [H][W]img;
typedef int:img Pix;
extern Pix raw, edge;
extern int thresh;

int:img smooth P((int:img in));
int count_above P((Pix p, int t));
void:img sobel P((Pix in, Pix *out));
#define NB(x, di, dj) [.+(di)][.+(dj)](x)
#endif
