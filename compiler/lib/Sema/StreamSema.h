// StreamSema.h — the C* interface of Stream* parallel files, Sema side.
//
// A parallel file `FILE:S *f` reaches Clang as `FILE *f` annotated
// "cstar.par:S" (a scalar pointer to a parallel FILE, PKind::PtrToPar), so a
// stdio call on it types as the ordinary scalar call.  What makes it a Stream*
// operation is the parallelness of its FILE argument; this file classifies
// such calls (for Sema's rules and for Lower/StreamCalls) and checks them.
// Design and the call -> runtime mapping: docs/language.md ("Parallel files").
#ifndef CSTAR_SEMA_STREAMSEMA_H
#define CSTAR_SEMA_STREAMSEMA_H

#include <string>

#include "Sema/CStar.h"
#include "clang/Basic/Diagnostic.h"

namespace cstar {

enum class StreamOp {
  None,
  Fopen,          // fopen(name, mode) whose value goes to a parallel FILE pointer
  FopenShape,     // fopen(name, mode, &s) (declared in cstar/stream_stdio.h)
  Collective,     // fclose fflush fwrite fread fseek rewind: once per rank, all ranks
  Query,          // ftell feof ferror clearerr: local, per-VP results
  Elemental,      // fprintf vfprintf fscanf vfscanf fputc putc fgetc getc ungetc fputs fgets
  ElementalUser,  // a user elemental function given a parallel FILE (each VP gets its FILE *)
  GlobalView,     // fwrite/fread of a parallel variable through a scalar FILE *: the whole
                  // variable in position order, from every rank (TMC C*, language.md §7)
  Cmfs,           // <cm/cmfs.h>'s CMFS_read_file & co. (the same on a descriptor, §7d)
};

struct StreamCall {
  StreamOp op = StreamOp::None;
  std::string name;     // the stdio name as called ("getc", "fwrite", ...)
  int fileArg = -1;     // index of the FILE argument (stdio calls)
  bool perVP = false;   // result is a parallel value (int:current / long:current)
  explicit operator bool() const { return op != StreamOp::None; }
};

// Is E (a pointer to FILE) a parallel file?
bool isParallelFile(Analysis &A, const clang::Expr *E);

// What kind of Stream* call C is (op None: an ordinary call).
StreamCall classifyStreamCall(Analysis &A, const clang::CallExpr *C);

// Is E (fwrite/fread's buffer) a parallel variable: `&x`, `&x.f`, `&x[k]`, a
// parallel array, or a pointer to a parallel variable?
bool isParallelBuffer(Analysis &A, const clang::Expr *E);

// Is the value of C parallel (per-VP results, elemental file operations)?
// Analysis::isParallel asks this for calls it does not otherwise know.
bool streamCallIsParallel(Analysis &A, const clang::CallExpr *C);

// The C* rules for a Stream* call.  Returns true when C is a stdio call on a
// parallel file (the caller then checks only C's sub-expressions, not the
// scalar-parameter rule: fprintf(f, "%d", x) with parallel x is elemental).
// shape: the statically known current shape ("" unknown, "-" none).
bool checkStreamCall(Analysis &A, clang::DiagnosticsEngine &DE, const clang::CallExpr *C,
                     const std::string &shape, bool inElemental);

// Where a FILE pointer's value flows (an assignment, a variable's
// initializer): a parallel file may not become a scalar `FILE *` (the C
// library would get the runtime's handle: a crash), a scalar FILE (tmpfile(),
// stdin, a scalar fopen) may not become a parallel one, and an elemental
// function may reach a parallel file only through its parameters (each VP
// gets its own FILE *). E is any expression (the binary assignments and the
// DeclRefExprs are checked), VD any declaration (its initializer is checked).
void checkFileFlow(Analysis &A, clang::DiagnosticsEngine &DE, const clang::Expr *E, bool inElemental);
void checkFileInit(Analysis &A, clang::DiagnosticsEngine &DE, const clang::VarDecl *VD, bool inElemental);

}  // namespace cstar
#endif
