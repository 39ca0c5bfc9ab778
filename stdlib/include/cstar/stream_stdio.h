/* <cstar/stream_stdio.h> — the Stream* overloads of stdio (thesis 3.6.3):
 * parallel files `FILE:S *`, one stream per VP. Included by <cstar.h>'s users
 * who do parallel file I/O (or by <cstar.h> itself once the compiler lowers
 * these calls).
 *
 * Two views, like <cscomm.h>:
 *  - __CSTAR_SEMA__ (Clang's view of marker C): C* prototypes, overloadable,
 *    parallel values written as annotated scalars; a parallel FILE is
 *    `CS_PAR(FILE) *` (a scalar pointer to a parallel FILE). The compiler picks
 *    the overload by the parallelness of the arguments and lowers each call to
 *    the cs_* entry of <cstar/stream.h> named beside it:
 *      parallel buffer &x      -> (base = x storage, stride = sizeof element)
 *      parallel size/nitems    -> int* storage, scalar ones -> value + NULL
 *      the context             -> cs_mask()
 *      an int:current result   -> fresh int storage passed as `result`
 *    Elemental calls (fprintf & co., inside the VP loop) pass the local VP
 *    index __i; scalar stdio inside elemental functions is renamed to cs_s*.
 *  - otherwise (generated SPMD C): <cstar/stream.h>.
 */
#ifndef CSTAR_STREAM_STDIO_H
#define CSTAR_STREAM_STDIO_H

#include <stdio.h>

#ifdef __CSTAR_SEMA__
#ifndef CS_PAR
#define CS_PAR(T) T __attribute__((annotate("cstar.par:current")))
#define CS_PVOID(T) T __attribute__((annotate("cstar.par:void")))
#define CS_OL __attribute__((overloadable))
#endif
/* fopen(name, mode) assigned to a `FILE:S *` has the same parameters as the
 * scalar fopen, so it cannot be a Clang overload: the compiler chooses it by
 * the assignment's target type and lowers to cs_fopen(name, mode, cs_current()).
 * This declaration names it for Sema. */
CS_PAR(FILE) *__cs_pfopen(const char *name, const char *mode);
/* cs_fopen_shape(name, mode, &s): FILE:void * */
CS_OL CS_PVOID(FILE) *fopen(const char *name, const char *mode, shape *s);
/* cs_fclose / cs_fflush (status; also sets errno-like message) */
CS_OL int fclose(CS_PAR(FILE) *fp);
CS_OL int fflush(CS_PAR(FILE) *fp);
/* cs_fwrite / cs_fread, both forms (thesis 3.6.2 and 3.6.5) */
CS_OL CS_PAR(int) fwrite(const CS_PAR(void) *buf, CS_PAR(int) size, CS_PAR(int) nitems, CS_PAR(FILE) *fp);
CS_OL CS_PAR(int) fwrite(const CS_PAR(void) *buf, int size, int nitems, CS_PAR(FILE) *fp);
CS_OL CS_PAR(int) fread(CS_PAR(void) *buf, CS_PAR(int) size, CS_PAR(int) nitems, CS_PAR(FILE) *fp);
CS_OL CS_PAR(int) fread(CS_PAR(void) *buf, int size, int nitems, CS_PAR(FILE) *fp);
/* cs_fseek (scalar or parallel offset), cs_rewind, cs_ftell, cs_feof, cs_ferror, cs_clearerr */
CS_OL CS_PAR(int) fseek(CS_PAR(FILE) *fp, CS_PAR(long) offset, int whence);
CS_OL CS_PAR(int) fseek(CS_PAR(FILE) *fp, long offset, int whence);
CS_OL void rewind(CS_PAR(FILE) *fp);
CS_OL CS_PAR(long) ftell(CS_PAR(FILE) *fp);
CS_OL CS_PAR(int) feof(CS_PAR(FILE) *fp);
CS_OL CS_PAR(int) ferror(CS_PAR(FILE) *fp);
CS_OL void clearerr(CS_PAR(FILE) *fp);
/* elemental (per active VP): cs_fprintf, cs_vfprintf, cs_fscanf, cs_fputc,
 * cs_fgetc, cs_fputs, cs_fgets — called with the local VP index */
CS_OL __attribute__((annotate("cstar.elemental"))) int fprintf(CS_PAR(FILE) *fp, const char *fmt, ...);
CS_OL __attribute__((annotate("cstar.elemental"))) int vfprintf(CS_PAR(FILE) *fp, const char *fmt, __builtin_va_list ap);
CS_OL __attribute__((annotate("cstar.elemental"))) int fscanf(CS_PAR(FILE) *fp, const char *fmt, ...);
CS_OL __attribute__((annotate("cstar.elemental"))) int fputc(int c, CS_PAR(FILE) *fp);
CS_OL __attribute__((annotate("cstar.elemental"))) int fgetc(CS_PAR(FILE) *fp);
CS_OL __attribute__((annotate("cstar.elemental"))) int fputs(const char *s, CS_PAR(FILE) *fp);
CS_OL __attribute__((annotate("cstar.elemental"))) char *fgets(char *s, int n, CS_PAR(FILE) *fp);
#else
#include <cstar/stream.h>
#endif
#endif
