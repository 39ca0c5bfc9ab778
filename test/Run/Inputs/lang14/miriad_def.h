/* MIRIAD mosaic_def.h style (pkgw/carma-miriad): macros that compile one source as
   plain C (cc) or as C* (cstar defines __CSTAR__). */
#include <stdio.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>
int pclose();

#if defined(DEFVARS)
#define Global
#else
#define Global extern
#endif

#if defined(__CSTAR__)
#   define Real double
#   define REAL_IS_DOUBLE
#else
#   define Real float
#endif
#define logical int
#define FALSE 0
#define TRUE  1

typedef struct { Real real, imag; } cmplx;
#define cpxAdd(c,a,b)  ((c)).real = ((a)).real + ((b)).real;  \
                       ((c)).imag = ((a)).imag + ((b)).imag
#define cpxMul(c,a,b)  ((c)).real = ((a)).real * ((b)).real - \
                                    ((a)).imag * ((b)).imag;  \
                       ((c)).imag = ((a)).real * ((b)).imag + \
                                    ((a)).imag * ((b)).real

#define AXIS enum axnums
AXIS    { AXIS1, AXIS2, AXIS3, AXIS4, AXIS5, AXIS6, AXIS7, RA_SEC, NOAX };

Global Real TMPVAL;
#define ZERO     0.0
#define ONE      1.0
#define signum(a)  ( (a) >= ZERO ? ONE : -ONE )
#ifdef __CSTAR__
#   define max(a,b)    ( (a) >?  (b) )
#   define min(a,b)    ( (a) <?  (b) )
#   define assmax(a,b) ( (a) >?= (b) )
#   define assmin(a,b) ( (a) <?= (b) )
#else
#   define max(a,b)          ( (a) >= (b) ? (a) : (b) )
#   define min(a,b)          ( (a) <= (b) ? (a) : (b) )
#   define assmax(a,b) (a) = ( (a) >= (b) ? (a) : (b) )
#   define assmin(a,b) (a) = ( (a) <= (b) ? (a) : (b) )
#endif
#define mod(a,b)  ( (a) - ((a)/(b))*(b) )
#define square(a) ( (a) * (a) )
#define between(a,b,c) ( (a) <= (b) ) & ( (b) <= (c) )
#define EXP(x)        ( (TMPVAL=(x)) > -20.0 ? exp(TMPVAL) : ZERO )
#define pEXP(p,x) p = (      (p=(x)) > -20.0 ? exp(p)      : ZERO )

#define TimerStartParallel Timer_Cont("PARALLEL");
void Timer_Cont(), Timer_Stop();

#ifndef __CSTAR__
typedef struct { int start, end, size, xlen, ylen, nsel; } shape;
shape *current;
#endif

Global int MemPixNum;

#ifdef __CSTAR__
#define int_void        int:void
#define logical_void    logical:void
#define Real_void       Real:void
#define cmplx_void      cmplx:void
#define int_current     int:current
#define Real_current    Real:current
#define logical_current logical:current
#define cmplx_current   cmplx:current
#define p_arr(p)     p
#define P_arr(p)     p
#define Elem(n,p0) [n]*p0
#define ArrayCoord      pcoord(0)
#define with_current    with(current)
#include <cscomm.h>
#else
#define int_void        int
#define logical_void    logical
#define Real_void       Real
#define cmplx_void      cmplx
#define int_current     int
#define Real_current    Real
#define logical_current logical
#define cmplx_current   cmplx
#define p_arr(p)    (p  +MemPixNum)
#define P_arr(p)     p
#define Elem(n,p0) *(p0 +   n     )
#define ArrayCoord      MemPixNum
#define with_current
#define where if
#define everywhere
Global int START, END, XFOLD;
#define with(s) TimerStartParallel \
                START=(&s)->start; END=(&s)->end; XFOLD=(&s)->xlen; \
                for(MemPixNum=START;MemPixNum<END;MemPixNum++)
#endif

#define pcoord_x ( ArrayCoord % XFOLD )
#define pcoord_y ( ArrayCoord / XFOLD )
