// Conditionals.cpp — which parts of a .cs file conditional compilation skips.
//
// The C* parser reads the raw text (it must see C* syntax before the C
// preprocessor would), so without this it read every branch of every #if:
// MIRIAD's one-source-for-C-and-C* style (`#ifndef __CSTAR__ typedef struct
// {...} shape; shape *current; #define where if ... #endif`) failed to parse,
// and its `#define where if` even rewrote every `where`.  Clang's preprocessor,
// run over the text with the options of the Clang stages, reports the skipped
// ranges; the parser then sees them blank (Parse.cpp).
#include <algorithm>

#include "Driver/ClangSetup.h"
#include "Driver/Frontend.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace cstar {

namespace {

using Ranges = std::vector<std::pair<size_t, size_t>>;

class Recorder : public PPCallbacks {
 public:
  Recorder(SourceManager &SM, Ranges &out) : SM(SM), Out(out) {}
  // Range: from the '#' of the directive that starts the skipped block to the
  // directive that ends it (#else, #elif, #endif), whose line is skipped too.
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    auto b = SM.getDecomposedLoc(Range.getBegin()), e = SM.getDecomposedLoc(Range.getEnd());
    if (b.first != SM.getMainFileID() || e.first != SM.getMainFileID() || e.second < b.second) return;
    Out.push_back({b.second, e.second});
  }

 private:
  SourceManager &SM;
  Ranges &Out;
};

class Action : public PreprocessOnlyAction {
 public:
  explicit Action(Ranges &out) : Out(out) {}
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<Recorder>(CI.getSourceManager(), Out));
    return true;
  }

 private:
  Ranges &Out;
};

// Diagnostics belong to the Clang stages; here only a fatal one (a missing
// header stops the preprocessor) matters: the ranges are then incomplete.
class FatalOnly : public DiagnosticConsumer {
 public:
  bool fatal = false;
  void HandleDiagnostic(DiagnosticsEngine::Level L, const Diagnostic &) override {
    fatal |= L == DiagnosticsEngine::Fatal;
  }
};

}  // namespace

std::vector<std::pair<size_t, size_t>> skippedByConditionals(const std::string &fileName, const std::string &text,
                                                             const FrontendOptions &O, bool &ok) {
  Ranges r;
  llvm::IntrusiveRefCntPtr<FileManager> Files = filesWithText(fileName, text);
  FatalOnly diags;
  tooling::ToolInvocation Inv(clangArgs(fileName, O), std::make_unique<Action>(r), Files.get());
  Inv.setDiagnosticConsumer(&diags);
  ok = Inv.run() && !diags.fatal;
  if (!ok) return {};
  // Each range runs to the end of its closing directive's line (Clang's end may
  // lie on that line or at the start of the next one).
  for (auto &p : r) {
    if (p.second > p.first && text[p.second - 1] == '\n') { p.second--; continue; }
    size_t nl = text.find('\n', p.second);
    p.second = nl == std::string::npos ? text.size() : nl;
  }
  std::sort(r.begin(), r.end());
  return r;
}

}  // namespace cstar
