/* Included by lang-cheader.h (twice: the guard keeps one copy). */
#pragma once
#define N 12
#define PSUM(x) (+= (x))
