/* <cstar/stream_stdio.h> — the Stream* view of stdio (thesis 3.3.3, 3.6):
 * parallel files `FILE:S *`, one stream per virtual processor (VP).
 * Included by <cstar/markers.h>, so every C* file has it.
 *
 * A parallel file is a scalar pointer to a parallel FILE: `FILE:S *f` reaches
 * Clang as `FILE *f` annotated "cstar.par:S". Every stdio call therefore types
 * as the ordinary C call; the compiler (compiler/lib/Sema/StreamSema.cpp,
 * compiler/lib/Lower/StreamCalls.cpp) sees that the FILE argument is parallel
 * and lowers the call to <cstar/stream.h>:
 *
 *   f = fopen(name, mode)         -> cs_fopen(name, mode, cs_current())
 *                                    (chosen because the target is parallel)
 *   f = fopen(name, mode, &s)     -> cs_fopen_shape(name, mode, &s)  (FILE:void *)
 *   fclose / fflush               -> cs_fclose / cs_fflush (0 or EOF, scalar)
 *   fwrite / fread(buf, size, n, f)
 *                                 -> cs_fwrite / cs_fread(f, base, stride, ...):
 *                                    &x, &x.field, &x[k], a parallel array or
 *                                    a pointer to a parallel variable (the
 *                                    _el forms, given VP 0's element too, for
 *                                    a buffer inside it: &x.f, &x[k]); size and
 *                                    n scalar or parallel; the context mask;
 *                                    per-VP item counts (int:current)
 *   fseek (scalar or parallel offset), rewind, ftell, feof, ferror, clearerr
 *                                 -> cs_fseek, cs_rewind, cs_ftell, ...  (per VP)
 *   fprintf vfprintf fscanf vfscanf fputc putc fgetc getc ungetc fputs fgets
 *                                 -> elemental: cs_fprintf(f, __i, ...) for
 *                                    each active VP (int:current results)
 *   an elemental function given f -> its FILE * parameter is cs_vpfile(f, __i);
 *                                    stdio inside elemental functions is the
 *                                    cs_s* family (a VP's stream or a real FILE)
 *
 * Scalar FILE * calls are untouched (done once by rank 0, as before).
 *
 *  - __CSTAR_SEMA__ (Clang's view of marker C): only what plain stdio cannot
 *    type — the 3-argument fopen, as a Clang overload of the C library's.
 *  - otherwise (generated SPMD C): the runtime API <cstar/stream.h>.
 */
#ifndef CSTAR_STREAM_STDIO_H
#define CSTAR_STREAM_STDIO_H

#include <stdio.h>

#ifdef __CSTAR_SEMA__
/* FILE:void *fopen(char *name, char *mode, shape *s): the file's shape, from
 * its .meta, is returned through s (thesis 3.6.3). */
__attribute__((overloadable)) FILE __attribute__((annotate("cstar.par:void"))) *
fopen(const char *name, const char *mode, shape *s);
#else
#include <stdarg.h>
#include <cstar/stream.h>
#endif
#endif
