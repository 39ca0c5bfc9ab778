// Frontend.cpp — Clang libtooling around the marker C: one parse of the file
// (with the real system headers and the C* stdlib headers), then the C* rules
// (Sema) and the rewrite into SPMD C (Lower).  Diagnostics are printed against
// the original .cs text: same line, column mapped back through the Parse
// stage's OffsetMap, caret under the original source line.
#include "Driver/Frontend.h"
#include "Driver/ClangSetup.h"

#include <iostream>
#include <regex>
#include <set>

#include "Lower/Lower.h"
#include "Sema/Sema.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;

namespace cstar {

std::string defaultClangResourceDir() { return CSTAR_CLANG_RESOURCE_DIR; }

namespace {

// The argument order of each overloaded <cscomm.h> function (docs/runtime.md,
// "<cscomm.h> surface"), for "no matching function" errors.
const char *commForm(const std::string &name) {
  static const std::pair<const char *, const char *> forms[] = {
      {"scan", "scan(value, axis, combiner, direction, smode, &sbit or CMC_no_field, inclusion)"},
      {"rank", "rank(value, axis, direction, smode, &sbit or CMC_no_field)"},
      {"spread", "spread(value, axis, combiner)"},
      {"multispread", "multispread(value, axis_mask, combiner)"},
      {"copy_spread", "copy_spread(&value, axis, coordinate)"},
      {"reduce", "reduce(&dest, value, axis, combiner, to_coordinate)"},
      {"global", "global(value, combiner)"},
      {"from_grid", "from_grid(&dest, value, border_value, distance on axis 0, distance on axis 1, ...)"},
      {"to_grid", "to_grid(&dest, value, border_value, distance on axis 0, distance on axis 1, ...)"},
      {"from_torus", "from_torus(&dest, value, distance on axis 0, distance on axis 1, ...)"},
      {"to_torus", "to_torus(&dest, value, distance on axis 0, distance on axis 1, ...)"},
      {"from_grid_dim", "from_grid_dim(&dest, value, axis, distance)"},
      {"to_grid_dim", "to_grid_dim(&dest, value, axis, distance)"},
      {"from_torus_dim", "from_torus_dim(&dest, value, axis, distance)"},
      {"to_torus_dim", "to_torus_dim(&dest, value, axis, distance)"},
      {"get", "get(send_address, &source, collision_mode)"},
      {"send", "send(&dest, send_address, value, combiner, &notify or NULL)"},
      {"read_from_position", "read_from_position(send_address, &source)"},
      {"write_to_position", "write_to_position(send_address, &dest, value)"},
      {"read_from_pvar", "read_from_pvar(array, value)"},
      {"write_to_pvar", "write_to_pvar(&dest, array) or dest = write_to_pvar(array)"},
      {"make_send_address", "make_send_address(shape, coordinate on axis 0, coordinate on axis 1, ...)"}};
  for (const auto &f : forms)
    if (name == f.first) return f.second;
  return nullptr;
}

class MappedDiagPrinter : public DiagnosticConsumer {
 public:
  MappedDiagPrinter(const std::string &name, const ParseResult &P) : Name(name), P(P) {}

  bool Quiet = false;         // -w: C* warnings are custom diagnostics, which -w does not reach
  bool SkippingNotes = false;
  bool SkippingCommNotes = false;  // the candidates of a <cscomm.h> overload set (one per type)
  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    // An integer/pointer conversion is a warning in plain C (C89, gcc 12) but
    // an error when a shape is converted (`pcoord(S)`, `int n = S;`): the
    // shape handle would run as a number.  (Also under -w.)
    if (Level == DiagnosticsEngine::Warning) {
      llvm::SmallString<256> M0;
      Info.FormatDiagnostic(M0);
      llvm::StringRef m = M0.str();
      if (m.contains("'shape'") && (m.startswith("incompatible pointer to integer conversion") ||
                                    m.startswith("incompatible integer to pointer conversion")))
        Level = DiagnosticsEngine::Error;
    }
    if (Level == DiagnosticsEngine::Note ? SkippingNotes : (SkippingNotes = Quiet && Level == DiagnosticsEngine::Warning))
      return;
    if (Level == DiagnosticsEngine::Note ? SkippingCommNotes : (SkippingCommNotes = false)) return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    llvm::SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    const char *lv = Level == DiagnosticsEngine::Note ? "note" : Level == DiagnosticsEngine::Warning ? "warning"
                     : Level == DiagnosticsEngine::Remark ? "remark" : "error";
    if (!Info.hasSourceManager() || Info.getLocation().isInvalid()) {
      std::cerr << "cstar: " << lv << ": " << Msg.str().str() << "\n";
      return;
    }
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation L = SM.getExpansionLoc(Info.getLocation());
    // A note pointing into cstar/markers.h ("passing argument to parameter 's'
    // here" of the with marker) names cstar's plumbing, not the program.
    if (Level == DiagnosticsEngine::Note && SM.getFilename(L).endswith("cstar/markers.h")) return;
    if (SM.getFileID(L) == SM.getMainFileID()) {
      size_t off = P.map.toOriginal(SM.getFileOffset(L));
      unsigned line, col;
      std::string text = lineAt(P.original, off, line, col);
      std::string msg = Msg.str().str();
      // Name the operator Clang points at: "invalid operands to binary expression '+=' (...)"
      // (C* operators such as <?= are not in Clang's message).
      static const std::string binop = "invalid operands to binary expression";
      if (msg.compare(0, binop.size(), binop) == 0 && col >= 1 && col <= text.size()) {
        size_t e = col - 1;
        while (e < text.size() && std::string("+-*/%<>=&|^?!").find(text[e]) != std::string::npos) e++;
        if (e > col - 1) msg.insert(binop.size(), " '" + text.substr(col - 1, e - (col - 1)) + "'");
      }
      // `[i](a + b)`, `[i]f(x)`: the left-index marker takes the operand's address.
      static const std::string rval = "cannot take the address of an rvalue";
      if (msg.compare(0, rval.size(), rval) == 0 && col >= 2 && col - 1 <= text.size()) {
        size_t b = col - 1;
        while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) b--;
        if ((b > 0 && text[b - 1] == ']') || text[col - 1] == '[' || text[col - 1] == ']')
          msg = "left indexing applies to a parallel variable (or a member or element of one), not to a "
                "computed value; assign the value to a parallel variable first";
      }
      // `with (5)`, `with (a)`: the with marker's parameter is a shape.
      static const std::string toShape = "to parameter of type 'shape'";
      size_t ts = msg.find(toShape);
      // (a struct or union operand: "passing 'struct pt' to parameter of incompatible type 'shape' ...")
      if (ts == std::string::npos && msg.rfind("passing '", 0) == 0)
        ts = msg.find("to parameter of incompatible type 'shape'");
      if (ts != std::string::npos && (msg.rfind("incompatible", 0) == 0 || msg.rfind("passing '", 0) == 0)) {
        size_t q1 = msg.find("passing '"), q2 = q1 == std::string::npos ? q1 : msg.find('\'', q1 + 9);
        std::string ty = q2 == std::string::npos ? "" : msg.substr(q1 + 8, q2 - q1 - 7);
        size_t b = text.rfind('(', col ? col - 1 : 0);
        while (b != std::string::npos && b > 0 && text[b - 1] == ' ') b--;
        if (b != std::string::npos && b >= 4 && text.compare(b - 4, 4, "with") == 0) {
          // A pointer operand (`with (&S)`, `with (sp)`) is only Clang's warning:
          // Sema reports it as an error (it ran with a pointer as the shape).
          if (Level == DiagnosticsEngine::Warning) { SkippingNotes = true; --NumWarnings; return; }
          msg = "'with' needs a shape (a shape name, 'current', '*p' of a 'shape *' or 'shapeof(x)')" +
                (ty.empty() ? std::string() : "; this expression has type " + ty);
        }
      }
      // `shape [n]Q;` at file scope with a variable n: the extents become the
      // initializer of a static array (Parse.cpp), so Clang's message named no shape.
      if (msg == "initializer element is not a compile-time constant" && col >= 1 && col - 1 <= text.size()) {
        size_t sh = text.rfind("shape", col - 1);
        if (sh != std::string::npos && text.find('[', sh) < col - 1)
          msg = "the extents of a file-scope shape must be constant expressions; declare the shape inside a "
                "function (any int extents), or declare 'shape S;' here and call allocate_shape(&S, rank, ...)";
      }
      // `c = from_torus(&a, 1, -2);`: the <cscomm.h> functions that store through
      // their first argument return nothing; Clang's message named only 'void'.
      if (msg.find("incompatible type 'void'") != std::string::npos && col >= 1 && col - 1 <= text.size()) {
        static const char *const voidComm[] = {"from_grid_dim", "from_torus_dim", "to_grid_dim", "to_torus_dim",
                                               "from_grid", "from_torus", "to_grid", "to_torus", "reduce",
                                               "send", "read_from_pvar", "write_to_position"};
        for (const char *f : voidComm) {
          size_t at = text.find(std::string(f) + "(", col - 1);
          if (at == std::string::npos) at = text.find(std::string(f) + " (", col - 1);
          if (at != std::string::npos && (at == 0 || !(isalnum((unsigned char)text[at - 1]) || text[at - 1] == '_'))) {
            msg += std::string("; ") + f + " returns nothing: it stores its result through its first argument (" + f +
                   "(&dest, ...))";
            break;
          }
        }
      }
      // `x[0]` with a parallel x (not an array): C* writes the position on the left.
      if (msg == "subscripted value is not an array, pointer, or vector")
        msg += "; the value of a parallel variable at position i is written with a left index, '[i]x'";
      // `[i]s.bits`: the left-index marker takes the address of a bit-field.
      if (msg == "address of bit-field requested" && col >= 2 && col - 1 <= text.size() &&
          text.find(']') != std::string::npos)
        msg = "a bit-field member of a parallel variable cannot be assigned through a left index (cstar; "
              "reading '[i]s.bits' works); send the whole element ('t = [i]s; t.bits = v; [i]s = t;') or "
              "assign under a where ('where (pcoord(0) == i) s.bits = v;')";
      // <cscomm.h> names used without the header.
      static const char *commNames[] = {"scan", "enumerate", "rank", "spread", "multispread", "copy_spread",
                                        "reduce", "global", "from_grid", "from_torus", "to_grid", "to_torus",
                                        "from_grid_dim", "from_torus_dim", "to_grid_dim", "to_torus_dim", "get",
                                        "send", "make_send_address", "read_from_position", "write_to_position",
                                        "read_from_pvar", "write_to_pvar"};
      for (const char *n : commNames)
        if (msg == std::string("call to undeclared function '") + n +
                       "'; ISO C99 and later do not support implicit function declarations")
          msg = std::string("call to undeclared function '") + n + "'; it is declared in <cscomm.h>";
      if (msg.rfind("use of undeclared identifier 'CMC_", 0) == 0) msg += " (declared in <cscomm.h>)";
      // A <cscomm.h> call that fits none of its 15 typed overloads: say the
      // argument order once instead of listing every candidate.
      static const std::string nomatch = "no matching function for call to '";
      if (msg.compare(0, nomatch.size(), nomatch) == 0)
        if (const char *form = commForm(msg.substr(nomatch.size(), msg.size() - nomatch.size() - 1))) {
          msg += std::string("; <cscomm.h> declares ") + form;
          SkippingCommNotes = true;
        }
      // The parallel overload of NAME is compiled as NAME__cs_par: say so in C* terms.
      // (a parallel version overloaded by parameter types is NAME__cs_par_<types>)
      static const std::regex parTypes("__cs_par_[A-Za-z0-9_]*'");
      msg = std::regex_replace(msg, parTypes, "__cs_par'");
      static const std::string conflict = "conflicting types for '";
      size_t cp = msg.find("__cs_par'");
      if (cp != std::string::npos) {
        msg.erase(cp, 8);
        if (msg.compare(0, conflict.size(), conflict) == 0)
          msg += " (cstar overloads a name by scalar vs parallel parameters and by the parallel versions' "
                 "parameter types; these have the same parameter types)";
        else
          msg += " (parallel version)";
      }
      // A shape declared twice (`shape [4]S; ... shape [8]S;`): Clang names the
      // extents array Parse declares with each shape.
      static const std::regex dims("'__cs_shapedims_([A-Za-z_0-9]+)'");
      msg = std::regex_replace(msg, dims, "shape '$1'");
      std::string pf;
      size_t pl;
      presumedLine(P.original, line, Name, pf, pl);
      std::cerr << pf << ":" << pl << ":" << col << ": " << lv << ": " << msg << "\n";
      std::cerr << text << "\n" << caretLine(text, col) << "\n";
      // Fix-its whose places fall together in the .cs text (a form written by
      // one of the program's macros: every position inside the expansion maps
      // to the macro's name) would be wrong edits: none is printed then.
      std::set<size_t> fixPlaces;
      bool fixCollapsed = false;
      for (const FixItHint &F : Info.getFixItHints()) {
        if (F.RemoveRange.isInvalid()) continue;
        SourceLocation FB = SM.getExpansionLoc(F.RemoveRange.getBegin());
        if (SM.getFileID(FB) != SM.getMainFileID()) continue;
        if (!fixPlaces.insert(P.map.toOriginal(SM.getFileOffset(FB))).second) fixCollapsed = true;
      }
      for (const FixItHint &F : Info.getFixItHints()) {
        if (fixCollapsed) break;
        if (F.RemoveRange.isInvalid()) continue;
        SourceLocation FB = SM.getExpansionLoc(F.RemoveRange.getBegin());
        if (SM.getFileID(FB) != SM.getMainFileID()) continue;
        unsigned fl, fc;
        lineAt(P.original, P.map.toOriginal(SM.getFileOffset(FB)), fl, fc);
        if (fl == line) std::cerr << caretLine(text, fc).substr(0, fc - 1) << F.CodeToInsert << "\n";
        size_t pfl;
        presumedLine(P.original, fl, Name, pf, pfl);
        std::cerr << "fix-it:\"" << pf << "\":{" << pfl << ":" << fc << "}:\"" << F.CodeToInsert << "\"\n";
      }
      return;
    }
    PresumedLoc PL = SM.getPresumedLoc(L);
    if (PL.isInvalid()) {
      std::cerr << "cstar: " << lv << ": " << Msg.str().str() << "\n";
      return;
    }
    std::cerr << PL.getFilename() << ":" << PL.getLine() << ":" << PL.getColumn() << ": " << lv << ": "
              << Msg.str().str() << "\n";
    bool invalid = false;
    StringRef buf = SM.getBufferData(SM.getFileID(L), &invalid);
    if (!invalid) {
      unsigned o = SM.getFileOffset(L);
      size_t b = buf.rfind('\n', o ? o - 1 : 0);
      b = (b == StringRef::npos || o == 0) ? 0 : b + 1;
      size_t e = buf.find('\n', o);
      std::string t = buf.substr(b, e == StringRef::npos ? StringRef::npos : e - b).str();
      std::cerr << t << "\n" << caretLine(t, PL.getColumn()) << "\n";
      // An error in a header (`#include <varargs.h>`, whose #error says to use
      // <stdarg.h>): name the program's line that included it, as a C compiler's
      // "In file included from" does.
      if (Level >= DiagnosticsEngine::Error) {
        SourceLocation Inc = SM.getIncludeLoc(SM.getFileID(L));
        while (Inc.isValid() && SM.getFileID(Inc) != SM.getMainFileID())
          Inc = SM.getIncludeLoc(SM.getFileID(Inc));
        if (Inc.isValid()) {
          unsigned il, ic;
          std::string it = lineAt(P.original, P.map.toOriginal(SM.getFileOffset(Inc)), il, ic);
          std::string ipf;
          size_t ipl;
          presumedLine(P.original, il, Name, ipf, ipl);
          std::cerr << ipf << ":" << ipl << ":1: note: in the header included here\n" << it << "\n^\n";
        }
      }
      // An error in the program's own header that holds C* syntax: cstar
      // translates .cs files only (docs/language.md §7b).
      static const std::regex cstarSyntax(R"((\bshape\s*\[|\b(int|char|short|long|float|double|void|bool|unsigned|signed)\s*:\s*[A-Za-z_]|\bwith\s*\(|\bwhere\s*\(|\beverywhere\b|<\?|>\?))");
      if (Level >= DiagnosticsEngine::Error && !SM.isInSystemHeader(L) && !NotedHeader &&
          std::regex_search(t, cstarSyntax)) {
        NotedHeader = true;
        std::cerr << PL.getFilename() << ":" << PL.getLine() << ":" << PL.getColumn()
                  << ": note: cstar translates C* syntax in .cs files and in the headers they include "
                     "with #include \"name\" (found next to the including file or with -I), not in "
                     "<name> includes\n";
      }
    }
  }
  bool NotedHeader = false;

  static std::string lineAt(const std::string &s, size_t off, unsigned &line, unsigned &col) {
    if (off > s.size()) off = s.size();
    line = 1;
    size_t start = 0;
    for (size_t i = 0; i < off; i++)
      if (s[i] == '\n') { line++; start = i + 1; }
    col = (unsigned)(off - start + 1);
    size_t e = s.find('\n', start);
    return s.substr(start, e == std::string::npos ? std::string::npos : e - start);
  }
  static std::string caretLine(const std::string &text, unsigned col) {
    std::string c;
    for (unsigned i = 0; i + 1 < col && i < text.size(); i++) c += text[i] == '\t' ? '\t' : ' ';
    while (c.size() + 1 < col) c += ' ';
    return c + "^";
  }

 private:
  std::string Name;
  const ParseResult &P;
};

class Consumer : public ASTConsumer {
 public:
  Consumer(CompilerInstance &CI, const std::string &name, bool lower, std::string &out, bool &ok)
      : CI(CI), Name(name), Lower(lower), Out(out), Ok(ok) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &DE = CI.getDiagnostics();
    // (also an error the printer raised from a warning: a converted shape)
    if (DE.hasErrorOccurred() || (DE.getClient() && DE.getClient()->getNumErrors())) return;
    Analysis A(Ctx);
    checkCStar(A, DE, Ctx.getTranslationUnitDecl());
    if (DE.hasErrorOccurred()) return;
    if (!Lower) { Ok = true; return; }
    LowerOptions O;
    O.sourceName = Name;
    Ok = lowerTU(A, DE, Ctx.getTranslationUnitDecl(), O, Out) && !DE.hasErrorOccurred();
  }

 private:
  CompilerInstance &CI;
  std::string Name;
  bool Lower;
  std::string &Out;
  bool &Ok;
};

class Action : public ASTFrontendAction {
 public:
  Action(const std::string &name, bool lower, std::string &out, bool &ok) : Name(name), Lower(lower), Out(out), Ok(ok) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    return std::make_unique<Consumer>(CI, Name, Lower, Out, Ok);
  }

 private:
  std::string Name;
  bool Lower;
  std::string &Out;
  bool &Ok;
};

}  // namespace

std::vector<std::string> clangArgs(const std::string &fileName, const FrontendOptions &O) {
  std::string rd = O.resourceDir.empty() ? defaultClangResourceDir() : O.resourceDir;
  std::vector<std::string> args = {"cstar-clang", "-fsyntax-only", "-x", "c", "-std=gnu11",
                                   "-resource-dir", rd, "-D__CSTAR__", "-D__CSTAR_SEMA__",
                                   // The file is compiled by gcc in the end: #ifdef __clang__ must
                                   // choose the branch gcc compiles (docs/language.md §7b).
                                   "-U__clang__",
                                   "-include", "cstar/markers.h",
                                   "-Wno-dangling-else", "-Wno-empty-body", "-Wno-implicit-int",
                                   // K&R definitions are ordinary C* (1990s C): no nagging.
                                   "-Wno-deprecated-non-prototype",
                                   "-Wno-error=implicit-function-declaration", "-Wno-unused-value",
                                   // Clang 16 makes these errors; the C compiler behind us (gcc
                                   // 12) and 1990s C warn: so do we. (An integer/pointer
                                   // conversion in a C* construct, `pcoord(S)`, `[p]x`, stays an
                                   // error: the printer raises it when it names a shape, Sema's
                                   // checkIntPointerArgs when a C* call gets it.)
                                   "-Wno-error=incompatible-function-pointer-types",
                                   "-Wno-error=int-conversion",
                                   // `return;` in a function with a result (C89 allows it;
                                   // ECOLAB's `if (s==0) return;` in `void *new_array(int s)`):
                                   // Clang makes it an error, gcc and C89 warn.
                                   "-Wno-error=return-type",
                                   "-ferror-limit=50"};
  for (auto &d : O.includeDirs) { args.push_back("-I"); args.push_back(d); }
  args.push_back("-I"); args.push_back(O.stdlibInclude);
  args.push_back("-I"); args.push_back(O.runtimeInclude);
  for (auto &d : O.defines) args.push_back(d);
  // -w: no "-w" for Clang: the printer drops every warning (Quiet), after
  // raising the one that is an error in C* (a shape converted to an integer),
  // which Clang's -w would never show it.
  args.push_back(fileName);
  return args;
}

llvm::IntrusiveRefCntPtr<FileManager> filesWithText(const std::string &fileName, const std::string &text) {
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  auto Mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Mem);
  llvm::SmallString<256> abs(fileName);
  llvm::sys::fs::make_absolute(abs);
  Mem->addFile(abs, 0, llvm::MemoryBuffer::getMemBufferCopy(text, abs));
  llvm::SmallString<256> cwd;
  llvm::sys::fs::current_path(cwd);
  Overlay->setCurrentWorkingDirectory(cwd);
  return llvm::IntrusiveRefCntPtr<FileManager>(new FileManager(FileSystemOptions(), Overlay));
}

bool runClangStages(const std::string &fileName, const ParseResult &P, const FrontendOptions &O, std::string &spmd) {
  std::vector<std::string> args = clangArgs(fileName, O);
  // A file-scope `int log;` without <math.h> is C (gcc warns); Clang would take
  // `log` for the library builtin (ParseResult::fileScopeNames).
  for (const std::string &n : P.fileScopeNames) args.insert(args.end() - 1, "-fno-builtin-" + n);
  // The marker C replaces the file's text under its own name, so relative
  // #includes and diagnostics use the real path.
  llvm::IntrusiveRefCntPtr<FileManager> Files = filesWithText(fileName, P.markerC);

  bool ok = false;
  MappedDiagPrinter Printer(fileName, P);
  Printer.Quiet = O.noWarnings;
  tooling::ToolInvocation Inv(args, std::make_unique<Action>(fileName, O.lower, spmd, ok), Files.get());
  Inv.setDiagnosticConsumer(&Printer);
  bool ran = Inv.run();
  return ran && ok && Printer.getNumErrors() == 0;
}

}  // namespace cstar
