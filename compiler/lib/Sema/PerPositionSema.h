// PerPositionSema.h — a collective operation reached from an elemental
// function through the scalar functions it calls (see the .cpp).
#ifndef CSTAR_SEMA_PERPOSITIONSEMA_H
#define CSTAR_SEMA_PERPOSITIONSEMA_H

#include "Sema/CStar.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Diagnostic.h"

namespace cstar {

// Reports each call, in an elemental function, of a scalar function of this
// translation unit that performs (itself or through the functions it calls) a
// collective operation.
void checkPerPositionCollectives(Analysis &A, clang::DiagnosticsEngine &DE, clang::TranslationUnitDecl *TU);

}  // namespace cstar
#endif
