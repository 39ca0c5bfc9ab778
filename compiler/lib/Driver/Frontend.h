// Frontend.h — runs the Clang stages (Sema, Lower) on the marker C of one file.
// No Clang headers here: the driver (built with RTTI for ANTLR) includes this.
#ifndef CSTAR_DRIVER_FRONTEND_H
#define CSTAR_DRIVER_FRONTEND_H

#include <string>
#include <utility>
#include <vector>

#include "Parse/Parse.h"

namespace cstar {

struct FrontendOptions {
  std::vector<std::string> includeDirs;  // -I, in order
  std::vector<std::string> defines;      // -D / -U arguments, as given (with the flag)
  std::string stdlibInclude;             // <prefix>/include/cstar-stdlib
  std::string runtimeInclude;            // <prefix>/include
  std::string resourceDir;               // Clang's builtin headers; "" = compiled-in default
  bool lower = true;                     // false: Sema only
  bool noWarnings = false;               // -w: no warnings (Clang's and C*'s)
};

// Checks (and lowers) `P` for file `fileName`.  Diagnostics go to stderr as
// `file.cs:line:col: error: ...` with the .cs line and a caret.
bool runClangStages(const std::string &fileName, const ParseResult &P, const FrontendOptions &O,
                    std::string &spmd);

// The byte ranges of `text` (a .cs file's text, its own headers inlined) that
// conditional compilation (#if, #ifdef, ...) skips, as the Clang stages will
// see them (the options of `O`); each ends at the end of its closing directive's
// line.  ok=false when the preprocessor stopped early (a missing header): then
// nothing is known (Driver/Conditionals.cpp).
std::vector<std::pair<size_t, size_t>> skippedByConditionals(const std::string &fileName, const std::string &text,
                                                             const FrontendOptions &O, bool &ok);

// The macros that the headers `text` includes with <...> define (and #undef),
// in order, as directive lines without the '#' ("define NAME(a, b) body"):
// those whose names have no lower-case letter (Driver/SystemMacros.cpp).
std::string systemMacroDefinitions(const std::string &fileName, const std::string &text, const FrontendOptions &O);

// The Clang resource directory compiled in (for -v output and checks).
std::string defaultClangResourceDir();

}  // namespace cstar
#endif
