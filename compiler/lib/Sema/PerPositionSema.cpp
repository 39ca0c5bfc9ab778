// PerPositionSema.cpp — collective work reached from per-position code.
//
// An elemental function runs once per position, on the rank that owns the
// position, so each rank runs it a different number of times; so do the
// scalar functions it calls.  A collective operation there — one every rank
// must make together, the same number of times — would hang or pair up the
// wrong calls: `fwrite(&a, ...)`/`fread` of a whole parallel variable through a
// scalar FILE * (language.md §7), the CMFS transfers (§7d), a Stream* call on a
// parallel file, a reduction, left indexing, a `<cscomm.h>` call, `with`,
// `where`, `everywhere`, a parallel function.  In the elemental function itself
// those are reported where they stand (Sema.cpp, StreamSema.cpp, CommSema.cpp);
// this pass follows direct calls into the scalar functions defined in the
// translation unit, transitively, and reports the call in the elemental
// function with the chain that reaches the collective operation.  A call it
// cannot follow (through a function pointer, or to a function of another file)
// is caught at run time: the global-view transfer refuses to run per position
// (vp/scalar_gview.c, `cs_elem_active`).
#include "Sema/PerPositionSema.h"

#include <map>
#include <string>

#include "Sema/CommSema.h"
#include "Sema/StreamSema.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace cstar {

namespace {

struct Reason {
  bool found = false;
  std::string text;  // "writes the whole parallel variable ... ('fwrite', line 12)"
};

class Finder {
 public:
  Finder(Analysis &A) : A(A), SM(A.Ctx.getSourceManager()) {}

  unsigned line(SourceLocation L) const { return SM.getPresumedLineNumber(SM.getExpansionLoc(L)); }

  // The first collective operation in F's body, or in a scalar function it
  // calls (memoized; a call cycle adds nothing).
  const Reason &of(const FunctionDecl *F) {
    F = F->getCanonicalDecl();
    auto it = Memo.find(F);
    if (it != Memo.end()) return it->second;
    Memo[F];  // in progress: a recursive call finds nothing new
    Reason r;
    const FunctionDecl *Def = nullptr;
    if (F->hasBody(Def) && Def) r = scan(Def->getBody());
    return Memo[F] = r;
  }

  // A callee whose body this pass follows: a scalar, non-elemental function
  // of this translation unit (elemental and parallel ones are checked where
  // they are defined or called).
  bool follows(const FunctionDecl *F) const {
    const FunctionDecl *Def = nullptr;
    return F && !A.isMarkerDecl(F) && !A.isElemental(F) && !A.isLibraryElemental(F) && !A.isParallelFunction(F) &&
           F->hasBody(Def);
  }

  Reason scan(Stmt *Body) {
    struct V : RecursiveASTVisitor<V> {
      Finder &Fd;
      Reason r;
      V(Finder &Fd) : Fd(Fd) {}
      // `what (line N)`, or for a call `calls 'g' (line N), which <g's reason>`.
      bool set(SourceLocation L, const std::string &what, const std::string &then = "") {
        r.found = true;
        r.text = what + " (line " + std::to_string(Fd.line(L)) + ")" + then;
        return false;  // stop at the first
      }
      bool VisitExpr(Expr *E) {
        Analysis &A = Fd.A;
        Analysis::MarkerInfo M = A.marker(E);
        if (M.kind == Marker::Reduce) return set(E->getBeginLoc(), "runs a reduction");
        if (M.kind == Marker::LeftIndex && !isGridIndex(A, M)) return set(E->getBeginLoc(), "uses left indexing");
        if (M.kind == Marker::LeftIndex) return set(E->getBeginLoc(), "uses grid communication");
        const auto *C = dyn_cast<CallExpr>(E);
        if (!C) return true;
        StreamCall S = classifyStreamCall(A, C);
        if (S.op == StreamOp::GlobalView)
          return set(C->getBeginLoc(), "moves a whole parallel variable through a scalar FILE * ('" + S.name + "')");
        if (S.op == StreamOp::Cmfs)
          return set(C->getBeginLoc(), "moves a whole parallel variable through a CMFS descriptor ('" + S.name + "')");
        if (S.op == StreamOp::Collective || S.op == StreamOp::Fopen || S.op == StreamOp::FopenShape)
          return set(C->getBeginLoc(), "calls '" + S.name + "' on a parallel file");
        const FunctionDecl *F = C->getDirectCallee();
        if (!F) return true;
        std::string n = Analysis::calleeName(C);
        if (A.isMarkerDecl(F)) {
          if (n == "__cs_with") return set(C->getBeginLoc(), "selects a shape ('with')");
          if (n == "__cs_where") return set(C->getBeginLoc(), "sets a context ('where')");
          if (n == "__cs_everywhere") return set(C->getBeginLoc(), "sets a context ('everywhere')");
          return true;
        }
        if (isCommFunction(A, F)) return set(C->getBeginLoc(), "calls '" + n + "' (communication)");
        if (A.isParallelFunction(F)) return set(C->getBeginLoc(), "calls parallel function '" + n + "'");
        if (Fd.follows(F)) {
          const Reason &sub = Fd.of(F);
          if (sub.found)
            return set(C->getBeginLoc(), "calls '" + n + "'", ", which " + sub.text);
        }
        return true;
      }
    } v(*this);
    v.TraverseStmt(Body);
    return v.r;
  }

  Analysis &A;
  const SourceManager &SM;
  std::map<const FunctionDecl *, Reason> Memo;
};

}  // namespace

void checkPerPositionCollectives(Analysis &A, DiagnosticsEngine &DE, TranslationUnitDecl *TU) {
  Finder Fd(A);
  struct V : RecursiveASTVisitor<V> {
    Analysis &A;
    DiagnosticsEngine &DE;
    Finder &Fd;
    const FunctionDecl *Elemental = nullptr;
    V(Analysis &A, DiagnosticsEngine &DE, Finder &Fd) : A(A), DE(DE), Fd(Fd) {}
    bool TraverseFunctionDecl(FunctionDecl *F) {
      if (!F->doesThisDeclarationHaveABody() || !A.isElemental(F)) return true;
      Elemental = F;
      TraverseStmt(F->getBody());
      Elemental = nullptr;
      return true;
    }
    bool VisitCallExpr(CallExpr *C) {
      if (!Elemental) return true;
      const FunctionDecl *F = C->getDirectCallee();
      if (!Fd.follows(F)) return true;
      const Reason &r = Fd.of(F);
      if (!r.found) return true;
      unsigned id = DE.getDiagnosticIDs()->getCustomDiagID(
          DiagnosticIDs::Error,
          "call of %0 inside elemental function %1: %0 %2, a collective operation every rank must make together, "
          "but an elemental function runs once per position; call %0 outside the elemental function");
      DE.Report(C->getBeginLoc(), id) << F << Elemental << r.text;
      return true;
    }
  } v(A, DE, Fd);
  v.TraverseDecl(TU);
}

}  // namespace cstar
