// SystemMacros.cpp — the macros the .cs file's <...> headers define, for the
// parser's last try.
//
// The C* parser reads the text before the C preprocessor, so a use of a
// system header's macro that does not look like C until it is expanded failed
// to parse: `int twice __P((int));` (<sys/cdefs.h>'s prototype macro, in
// 1990s BSD and GNU code), `LIST_ENTRY(job) link;` and `LIST_FOREACH(j, &jobs,
// link) ...` (<sys/queue.h>), `BITS(int)` (<values.h>).  Clang's preprocessor,
// run over the text with the Clang stages' options, reports every macro a
// header outside the program defines (and #undefs); Parse.cpp expands them
// too when the file parses neither as written nor with its own macros
// expanded (docs/language.md §7b).
#include <algorithm>
#include <set>

#include "Driver/ClangSetup.h"
#include "Driver/Frontend.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace cstar {

namespace {

class Recorder : public PPCallbacks {
 public:
  Recorder(Preprocessor &PP, std::string &out) : PP(PP), SM(PP.getSourceManager()), Out(out) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || !fromSystemHeader(MI->getDefinitionLoc())) return;
    std::string name = PP.getSpelling(Name);
    // Only names without a lower-case letter (`__P`, `LIST_ENTRY`, `BITS`,
    // `EOF`): a lower-case function-like macro stands for a library function
    // (`isalpha`, `getc`, `assert`) and parses as its call, which cstar treats
    // as that function (elemental, once on rank 0); it is left to the C
    // preprocessor as before.
    if (readByParser(name) || MI->isGNUVarargs() ||
        std::any_of(name.begin(), name.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
      return;
    std::string d = "define " + name;
    if (MI->isFunctionLike()) {
      d += "(";
      bool first = true;
      for (const IdentifierInfo *P : MI->params()) {
        if (!first) d += ", ";
        first = false;
        d += P->getName() == "__VA_ARGS__" ? std::string("...") : P->getName().str();
      }
      d += ")";
    }
    d += " ";
    for (const Token &T : MI->tokens()) {
      if (T.hasLeadingSpace()) d += " ";
      d += PP.getSpelling(T);
    }
    Out += d + "\n";
  }
  void MacroUndefined(const Token &Name, const MacroDefinition &, const MacroDirective *Undef) override {
    if (Undef && fromSystemHeader(Undef->getLocation())) Out += "undef " + PP.getSpelling(Name) + "\n";
  }

 private:
  // Defined in a header the program includes with <...> (not the .cs file and
  // its own inlined headers, not the command line or Clang's predefines, not
  // cstar's own headers, whose macros the C* parser knows).
  bool fromSystemHeader(SourceLocation L) {
    if (L.isInvalid()) return false;
    L = SM.getExpansionLoc(L);
    if (SM.isInMainFile(L)) return false;
    llvm::StringRef f = SM.getFilename(L);
    return !f.empty() && !f.startswith("<") && !f.contains("cstar-stdlib") && !f.contains("/cstar/");
  }
  // Names the C* parser reads itself (builtins, keywords it retypes).
  static bool readByParser(const std::string &n) {
    static const std::set<std::string> names = {
        "va_arg", "va_start", "va_end", "va_copy", "offsetof", "complex", "imaginary", "_Complex_I", "I",
        "static_assert", "alignas", "alignof", "noreturn", "thread_local", "bool", "true", "false",
        "and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or", "or_eq", "xor", "xor_eq"};
    return names.count(n) || n.rfind("__cs_", 0) == 0;
  }
  Preprocessor &PP;
  SourceManager &SM;
  std::string &Out;
};

class Action : public PreprocessOnlyAction {
 public:
  explicit Action(std::string &out) : Out(out) {}
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<Recorder>(CI.getPreprocessor(), Out));
    return true;
  }

 private:
  std::string &Out;
};

class Quiet : public DiagnosticConsumer {
  void HandleDiagnostic(DiagnosticsEngine::Level, const Diagnostic &) override {}
};

}  // namespace

std::string systemMacroDefinitions(const std::string &fileName, const std::string &text, const FrontendOptions &O) {
  std::string out;
  llvm::IntrusiveRefCntPtr<FileManager> Files = filesWithText(fileName, text);
  Quiet diags;
  tooling::ToolInvocation Inv(clangArgs(fileName, O), std::make_unique<Action>(out), Files.get());
  Inv.setDiagnosticConsumer(&diags);
  Inv.run();
  return out;
}

}  // namespace cstar
