// StreamCalls.h — lowering the C* interface of Stream* parallel files to the
// cs_* calls of <cstar/stream.h>.
//
// Lower.cpp owns the printing machinery (expression printer with the C*
// substitutions, temporaries, VP loops); it hands it over as a StreamHost and
// calls the hooks below from its call printer, its expression statements and
// its renaming of stdio inside elemental functions.
//
//   collective (fwrite fread fseek rewind fclose fflush) and queries (ftell
//   feof ferror clearerr): one call per rank, hoisted before the statement's
//   VP loop, with base + stride for the buffer, per-VP size/nitems/offset
//   arrays when those are parallel, the context mask and, when the value is
//   used, a fresh per-VP result array read as R[__i] in the loop;
//   elemental (fprintf & co.): cs_fprintf(f, __i, ...) inside the VP loop;
//   a user elemental function given a parallel FILE: cs_vpfile(f, __i);
//   fwrite/fread of a parallel variable on a scalar FILE * (TMC's global
//   view): cs_gview_fwrite/fread, one collective call per rank.
#ifndef CSTAR_LOWER_STREAMCALLS_H
#define CSTAR_LOWER_STREAMCALLS_H

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "Sema/StreamSema.h"
#include "llvm/Support/raw_ostream.h"

namespace cstar {

using StrVec = std::vector<std::string>;

struct StreamHost {
  // Prints E (loop: inside the VP loop, parallel values as v[__i]); hoisted
  // code goes to pre/post.
  std::function<std::string(const clang::Expr *E, bool loop, StrVec &pre, StrVec &post)> print;
  // A fresh temporary name.
  std::function<std::string(const char *base)> tmp;
  // A self-contained loop over the rank's positions running body under the
  // current context's mask.
  std::function<std::string(const std::string &body)> loop;
  // Storage root and element suffix of a parallel lvalue (`p.v` -> "p", ".v").
  std::function<bool(const clang::Expr *E, std::string &root, std::string &suffix, StrVec &pre, StrVec &post)> split;
  // Reports a lowering error at E.
  std::function<void(const clang::Expr *E, const char *msg)> error;
  // `"file.cs", line` of E, for the runtime's error messages.
  std::function<std::string(const clang::Expr *E)> at;
};

class StreamLowering {
 public:
  StreamLowering(Analysis &A, StreamHost H) : An(A), H(std::move(H)) {}

  // Printer hook: prints C and returns true when C is a Stream* call.
  bool call(const clang::CallExpr *C, llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post);
  // A whole expression statement that is a collective or query call whose
  // value is unused: its replacement text (no VP loop).
  bool statement(const clang::Expr *E, std::string &text);
  // Does C need rewriting (a Stream* call)?
  bool isStreamCall(const clang::CallExpr *C) { return bool(classifyStreamCall(An, C)); }
  // Inside elemental functions, stdio on a FILE * may be a VP's stream
  // (cs_vpfile): the cs_s* versions act on it, or on an ordinary FILE.
  static std::string elementalRename(const clang::FunctionDecl *F);
  // In scalar functions: the FILE * calls that are not done once on rank 0
  // (those check for a VP's handle at run time) -> cs_s* (C library on a FILE).
  static std::string scalarRename(const clang::FunctionDecl *F);

 private:
  Analysis &An;
  StreamHost H;

  std::string fileOf(const clang::Expr *E, StrVec &pre, StrVec &post);
  std::string collective(const clang::CallExpr *C, const StreamCall &S, bool wantResult, std::string &result,
                         StrVec &pre, StrVec &post);
  std::string parallelArray(const clang::Expr *E, const char *type, StrVec &pre, StrVec &post);
  bool buffer(const clang::Expr *E, std::string &base, std::string &stride, StrVec &pre, StrVec &post,
              std::string *root = nullptr, std::string *elem = nullptr);
  std::string globalView(const clang::CallExpr *C, const StreamCall &S, StrVec &pre, StrVec &post);
  std::string cmfs(const clang::CallExpr *C, const StreamCall &S, StrVec &pre, StrVec &post);
  std::string elementalArg(const clang::Expr *E, StrVec &pre, StrVec &post);
};

}  // namespace cstar
#endif
