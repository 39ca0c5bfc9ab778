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

bool isGridIndex(Analysis &A, const Analysis::MarkerInfo &M) {
  if (M.args.empty()) return false;
  for (const Expr *X : M.args) {
    X = X->IgnoreParenImpCasts();
    if (A.marker(X).kind == Marker::Dot) continue;
    const auto *B = dyn_cast<BinaryOperator>(X);
    if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)) return false;
    bool l = A.marker(B->getLHS()->IgnoreParenImpCasts()).kind == Marker::Dot;
    bool r = B->getOpcode() == BO_Add && A.marker(B->getRHS()->IgnoreParenImpCasts()).kind == Marker::Dot;
    if (l == r) return false;
    if (A.isParallel(l ? B->getRHS() : B->getLHS())) return false;
  }
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
