// CommSema.cpp — C* communication rules (see CommSema.h).
#include "Sema/CommSema.h"

#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace cstar {

bool isCommFunction(const Analysis &A, const FunctionDecl *F) {
  if (!F || !F->getIdentifier()) return false;
  // cstar_* helpers in <cscomm.h> (statistics) are ordinary scalar functions.
  if (F->getName().startswith("cstar_")) return false;
  const SourceManager &SM = A.Ctx.getSourceManager();
  return SM.getFilename(SM.getSpellingLoc(F->getLocation())).endswith("cscomm.h");
}

static DiagnosticBuilder report(DiagnosticsEngine &DE, SourceLocation L, DiagnosticsEngine::Level Lv,
                                const char *msg) {
  return DE.Report(L, DE.getDiagnosticIDs()->getCustomDiagID((DiagnosticIDs::Level)Lv, msg));
}

// `.` must appear once, with a plus sign; a nested `(. + 1) * 2` or `-.` is no
// grid form (a general get).  `. + k + 1` is `(. + k) + 1` in C: the offset
// k + 1, as the writer means (before session 18 only `. + e` with `.` at the
// top was grid, and `. + k + 1` read off the grid as a range error).
static bool collectGridTerms(Analysis &A, const Expr *X, int sign, int &dots,
                             std::vector<std::pair<int, const Expr *>> &terms) {
  X = X->IgnoreParenImpCasts();
  if (A.marker(X).kind == Marker::Dot) {
    if (sign < 0) return false;
    dots++;
    return true;
  }
  const auto *B = dyn_cast<BinaryOperator>(X);
  if (B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub))
    return collectGridTerms(A, B->getLHS(), sign, dots, terms) &&
           collectGridTerms(A, B->getRHS(), B->getOpcode() == BO_Sub ? -sign : sign, dots, terms);
  if (A.isParallel(X)) return false;
  terms.push_back({sign, X});
  return true;
}

bool gridIndexTerms(Analysis &A, const Expr *X, std::vector<std::pair<int, const Expr *>> &terms) {
  int dots = 0;
  terms.clear();
  return collectGridTerms(A, X, 1, dots, terms) && dots == 1;
}

bool isGridIndex(Analysis &A, const Analysis::MarkerInfo &M) {
  if (M.args.empty()) return false;
  std::vector<std::pair<int, const Expr *>> terms;
  for (const Expr *X : M.args)
    if (!gridIndexTerms(A, X, terms)) return false;
  return true;
}

void checkParallelLeftIndex(Analysis &A, DiagnosticsEngine &DE, const Expr *E, const Analysis::MarkerInfo &M,
                            const std::string &shape, bool inElemental) {
  if (inElemental) return;  // Sema.cpp already reports left indexing in elemental functions
  if (shape == "-") {
    report(DE, E->getBeginLoc(), DiagnosticsEngine::Error,
           "parallel left index where no shape is current; put it inside a 'with' statement");
    return;
  }
  if (!isGridIndex(A, M)) return;
  // `.` names the executing position's coordinates: the grid form reads a
  // variable of the current shape.
  const auto *D = dyn_cast<DeclRefExpr>(M.operand->IgnoreParenImpCasts());
  if (!D || shape.empty()) return;
  std::string sh = A.declShape(D->getDecl());
  if (!sh.empty() && sh != "current" && sh != "void" && sh != shape)
    report(DE, E->getBeginLoc(), DiagnosticsEngine::Error,
           "grid index '.' applied to %0 of shape '%1' while the current shape is '%2'; grid "
           "communication stays within one shape (use a general index such as [pcoord(0)+1]x)")
        << D->getDecl() << sh << shape;
}

bool checkCommCall(Analysis &A, DiagnosticsEngine &DE, const CallExpr *C, const std::string &shape,
                   bool inElemental) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!isCommFunction(A, F)) return false;
  if (F->getName() == "make_send_address" || F->getName() == "make_news_address" ||
      F->getName() == "make_multi_coord")
    return true;  // pure arithmetic on a shape: allowed anywhere
  if (inElemental) {
    if (A.isParallelFunction(F)) return true;  // Sema.cpp reports parallel functions there
    report(DE, C->getBeginLoc(), DiagnosticsEngine::Error,
           "call of communication function %0 inside an elemental function (communication is not "
           "allowed there)")
        << F;
  } else if (shape == "-" && F->getName() != "read_from_position" && F->getName() != "write_to_position")
    // read_from_position/write_to_position name one element of their
    // variable's own shape (like the scalar `[i]x`): no current shape needed
    report(DE, C->getBeginLoc(), DiagnosticsEngine::Error,
           "call of communication function %0 where no shape is current; put it inside a 'with' statement")
        << F;
  return true;
}

}  // namespace cstar
