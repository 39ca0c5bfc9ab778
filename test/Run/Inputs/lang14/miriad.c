#define DEFVARS
#include "miriad_def.h"

/* timers (MIRIAD's _timer.c), counted, not timed */
static int nparallel;
void Timer_Cont(name) char *name; { if (!strcmp(name, "PARALLEL")) nparallel++; }
void Timer_Stop(name) char *name; { }

#ifdef __CSTAR__
int XFOLD;
#endif

static shape Image;
static int NX = 7, NY = 5;

void ShapeSet(nx, ny)
int nx, ny;
{
#ifdef __CSTAR__
    allocate_shape(&Image, 1, nx * ny);
    XFOLD = nx;
#else
    Image.start = 0; Image.end = Image.size = nx * ny;
    Image.xlen = nx; Image.ylen = ny; Image.nsel = nx * ny;
    current = &Image;
#endif
}

Real_void *NewArr()
{
#ifdef __CSTAR__
    return palloc(Image, boolsizeof(Real));
#else
    return (Real *)calloc(Image.size, sizeof(Real));
#endif
}

/* called inside `with`: C* runs it once for the whole image, C per pixel */
Real_current Gauss(x, y, w)
Real_current x, y;
Real w;
{
    Real_current r2;
    r2 = square(x) + square(y);
    pEXP(r2, -r2 / w);
    return r2;
}

void Fill(p_img, p_msk)
Real_void *p_img;
logical_void *p_msk;
{
    with (Image) {
        *p_arr(p_img) = (Real)(pcoord_x - 3) * (Real)(pcoord_y - 2);
        *p_arr(p_msk) = between(1, pcoord_x, 5) && pcoord_y != 2;
    }
}

void Stats(p_img, p_msk, smin, smax, ssum, nsel)
Real_void *p_img;
logical_void *p_msk;
Real *smin, *smax, *ssum;
int *nsel;
{
    Real mn = 1.E30, mx = -1.E30, sm = 0;
    int n = 0;
    with (Image) {
        where (*p_arr(p_msk)) {
            assmin(mn, *p_arr(p_img));
            assmax(mx, *p_arr(p_img));
            sm += *p_arr(p_img);
            n += (int_current)1;
        }
    }
    *smin = mn; *smax = mx; *ssum = sm; *nsel = n;
}

void Clip(p_img, p_msk, lo, hi)
Real_void *p_img;
logical_void *p_msk;
Real lo, hi;
{
    with (Image) {
        where (*p_arr(p_msk))
            *p_arr(p_img) = max(lo, min(hi, *p_arr(p_img)));
        else
            *p_arr(p_img) = signum(*p_arr(p_img)) * 100;
    }
}

void Smooth(p_out, p_in)
Real_void *p_out, *p_in;
{
    with (Image) {
        *p_arr(p_out) = Gauss((Real)(pcoord_x - 3), (Real)(pcoord_y - 2), 4.0) * *p_arr(p_in);
    }
}

void Cmplx(p_c, p_img)
cmplx_void *p_c;
Real_void *p_img;
{
    with (Image) {
        cmplx_current a, b;
        a.real = *p_arr(p_img); a.imag = 1;
        b.real = 2; b.imag = (Real)pcoord_x;
        cpxMul(*p_arr(p_c), a, b);
    }
}

main()
{
    Real_void *p_img, *p_sm;
    logical_void *p_msk;
    cmplx_void *p_c;
    Real smin, smax, ssum, tot;
    int nsel, i;
    Real *out;
    ShapeSet(NX, NY);
    p_img = NewArr();
    p_sm = NewArr();
#ifdef __CSTAR__
    p_msk = palloc(Image, boolsizeof(logical));
    p_c = palloc(Image, boolsizeof(cmplx));
#else
    p_msk = (logical *)calloc(Image.size, sizeof(logical));
    p_c = (cmplx *)calloc(Image.size, sizeof(cmplx));
#endif
    Fill(p_img, p_msk);
    Stats(p_img, p_msk, &smin, &smax, &ssum, &nsel);
    printf("stats min %g max %g sum %g n %d\n", smin, smax, ssum, nsel);
    for (i = 0; i < NX * NY; i += 6) printf("elem %d = %g mask %d\n", i, Elem(i, p_img), Elem(i, p_msk));
    Cmplx(p_c, p_img);
    tot = 0;
    with (Image) tot += (*p_arr(p_c)).real + (*p_arr(p_c)).imag;
    printf("cmplx total %g\n", tot);
    Clip(p_img, p_msk, -2.0, 3.0);
    Stats(p_img, p_msk, &smin, &smax, &ssum, &nsel);
    printf("clipped min %g max %g sum %g n %d\n", smin, smax, ssum, nsel);
    Smooth(p_sm, p_img);
    out = (Real *)malloc(NX * NY * sizeof(Real));
#ifdef __CSTAR__
    with (Image) read_from_pvar(out, *p_sm);
#else
    memcpy(out, p_sm, NX * NY * sizeof(Real));
#endif
    for (i = 0; i < NX * NY; i += 4) printf("smooth %d = %.4f\n", i, out[i]);
    return 0;
}
