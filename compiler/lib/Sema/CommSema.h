// CommSema.h — the C* rules for communication: parallel left indexing,
// grid notation (`.`) and the <cscomm.h> library, Sema side.
// Lowering: Lower/Comm.cpp; language rules: docs/language.md ("Communication").
#ifndef CSTAR_SEMA_COMMSEMA_H
#define CSTAR_SEMA_COMMSEMA_H

#include <string>
#include <utility>
#include <vector>

#include "Sema/CStar.h"
#include "clang/Basic/Diagnostic.h"

namespace cstar {

// Is F one of the <cscomm.h> functions (declared in cscomm.h)?
bool isCommFunction(const Analysis &A, const clang::FunctionDecl *F);

// Is every index of the left index M `.`, `. + e` or `. - e` (e scalar)?
// Then it is grid communication (a shift), else a general get/send.
bool isGridIndex(Analysis &A, const Analysis::MarkerInfo &M);
// One index of a grid form: `.` alone or a chain of `+`/`-` in which `.` is
// one term with a plus sign and every other term is scalar (`. + k + 1`,
// `. - k - 1`, `k + .`, `2 + . - k`).  On success `terms` holds the other
// terms with their signs (+1/-1), in order.
bool gridIndexTerms(Analysis &A, const clang::Expr *X, std::vector<std::pair<int, const clang::Expr *>> &terms);

// Checks a left index with at least one parallel index (get, send or grid
// form): the grid form `[.+k]x` needs x of the current shape (shape: the
// statically known current shape, "" unknown, "-" none) and communication is
// not allowed inside elemental functions.  Reports through DE.
void checkParallelLeftIndex(Analysis &A, clang::DiagnosticsEngine &DE, const clang::Expr *E,
                            const Analysis::MarkerInfo &M, const std::string &shape, bool inElemental);

// Checks a call of a <cscomm.h> function: not inside an elemental function,
// not where no shape is current.  Returns true when C is such a call.
bool checkCommCall(Analysis &A, clang::DiagnosticsEngine &DE, const clang::CallExpr *C,
                   const std::string &shape, bool inElemental);

}  // namespace cstar
#endif
