// Sema.h — the C* rules, checked on Clang's AST of the marker C.
#ifndef CSTAR_SEMA_SEMA_H
#define CSTAR_SEMA_SEMA_H

#include <set>

#include "Sema/CStar.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"

namespace cstar {
// Reports C*-specific errors and warnings through DE (so they print as
// `file.cs:line:col: error: ...` with a caret and fix-its like Clang's own).
void checkCStar(Analysis &A, clang::DiagnosticsEngine &DE, clang::TranslationUnitDecl *TU);
}  // namespace cstar
#endif
