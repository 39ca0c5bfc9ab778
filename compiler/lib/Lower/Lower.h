// Lower.h — rewrites the marker C of one translation unit into SPMD C.
#ifndef CSTAR_LOWER_LOWER_H
#define CSTAR_LOWER_LOWER_H

#include <string>

#include "Sema/CStar.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace cstar {
struct LowerOptions {
  std::string sourceName;  // the .cs name for #line and run-time messages
};
// Returns false (after reporting through the diagnostics engine) on failure.
bool lowerTU(Analysis &A, clang::DiagnosticsEngine &DE, clang::TranslationUnitDecl *TU,
             const LowerOptions &O, std::string &out);
}  // namespace cstar
#endif
