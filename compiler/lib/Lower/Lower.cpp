// Lower.cpp — marker C -> SPMD C over libcstar (cstar/rt.h).
//
// Scalar code stays where it is (replicated on every rank).  Each statement
// that holds a C* construct is re-emitted, on its own first line so that #line
// keeps pointing at the .cs source:
//   * a parallel expression statement becomes one loop over the rank's local
//     positions (mask test only where a `where` may be in force);
//   * `s OP= p` becomes a local fold plus one collective;
//   * with/where/everywhere become context pushes and pops;
//   * scalar left-index reads, unary reductions, prand and calls of parallel
//     functions inside a parallel statement are hoisted before its loop.
// Expressions are printed by Clang's pretty-printer with a helper that
// substitutes the C* parts (a parallel variable `a` prints as `a[__i]`).
#include "Lower/Lower.h"
#include "clang/AST/ParentMapContext.h"
#include "Lower/StreamCalls.h"
#include "Lower/Comm.h"
#include "Lower/Fold.h"

#include <regex>
#include <set>
#include <sstream>

#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace cstar {
namespace {

// Hoisted code around one root expression.
struct Pieces {
  std::vector<std::string> pre;   // before the loop / statement
  std::vector<std::string> post;  // after it
};

struct LCtx {
  int mask = 0;                     // 0: no mask in force; 1: a where mask; 2: unknown (caller's)
  std::vector<std::string> pops;    // context pops open in this function, innermost last
  size_t breakBase = 0, contBase = 0;
  const FunctionDecl *fn = nullptr;
};

class Lowerer {
 public:
  Lowerer(Analysis &A, DiagnosticsEngine &D, const LowerOptions &O)
      : An(A), Ctx(A.Ctx), SM(Ctx.getSourceManager()), LO(Ctx.getLangOpts()), DE(D), Opt(O),
        R(SM, LO), Pol(LO) {
    Pol.IncludeNewlines = false;
    Pol.Bool = false;
    FileLit = quote(O.sourceName);
    SL = std::make_unique<StreamLowering>(A, streamHost());
    CL = std::make_unique<CommLowering>(A, commHost());
  }

  Analysis &An;
  ASTContext &Ctx;
  SourceManager &SM;
  const LangOptions &LO;
  DiagnosticsEngine &DE;
  const LowerOptions &Opt;
  Rewriter R;
  PrintingPolicy Pol;
  std::string FileLit;
  int Tmp = 0;
  bool Failed = false;
  std::vector<std::string> TUInit;
  std::vector<std::string> TUInitLate;  // after every allocation (pointer initializers)
  std::vector<std::pair<std::string, std::string>> TagRenames;  // printed unnamed tag -> its given name
  const FunctionDecl *UserMain = nullptr;
  // While a `where` condition is printed: `a % d` of ints with d a local
  // scalar becomes cs_fm32_rem with the reciprocal computed before the loop
  // (<cstar/lower_arith.h>); FastModUsed counts the P.pre lines it added.
  bool FastMod = false;
  size_t FastModUsed = 0;
  int CurMask = 2;  // mask state of the statement being lowered (see LCtx::mask)
  const FunctionDecl *CurFn = nullptr;  // the function being lowered
  bool InForHeader = false;             // lowering a statement inside a `for (...)` header
  std::unique_ptr<StreamLowering> SL;   // Stream* parallel-file calls (StreamCalls.cpp)
  std::unique_ptr<CommLowering> CL;     // communication: left indexing, grid, <cscomm.h> (Comm.cpp)
  // The hosts of Comm.cpp and StreamCalls.cpp take hoisted code as two string
  // lists; these adapt print() and splitLvalue(), which collect it in Pieces.
  static void hoist(const Pieces &P, StrVec &pre, StrVec &post) {
    pre.insert(pre.end(), P.pre.begin(), P.pre.end());
    post.insert(post.end(), P.post.begin(), P.post.end());
  }
  std::string printHoisting(const Expr *E, bool loop, StrVec &pre, StrVec &post) {
    Pieces P;
    std::string s = print(E, loop, P);
    hoist(P, pre, post);
    return s;
  }
  bool splitHoisting(const Expr *E, std::string &root, std::string &suffix, StrVec &pre, StrVec &post) {
    Pieces P;
    bool ok = splitLvalue(E, root, suffix, P);
    hoist(P, pre, post);
    return ok;
  }
  CommHost commHost() {
    CommHost H;
    H.print = [this](const Expr *E, bool loop, StrVec &pre, StrVec &post) { return printHoisting(E, loop, pre, post); };
    H.tmp = [this](const char *b) { return tmp(b); };
    H.loop = [this](const std::string &body, int mask) { return loopText(body, mask); };
    H.mask = [this]() { return CurMask; };
    H.split = [this](const Expr *E, std::string &root, std::string &suffix, StrVec &pre, StrVec &post) {
      return splitHoisting(E, root, suffix, pre, post);
    };
    H.type = [this](QualType T) { return typeStr(T); };
    H.error = [this](SourceLocation L, const char *msg) { error(L, msg); };
    H.parallelParams = [this]() { return parallelParams(); };
    H.fileLit = FileLit;
    return H;
  }
  StreamHost streamHost() {
    StreamHost H;
    H.print = [this](const Expr *E, bool loop, StrVec &pre, StrVec &post) { return printHoisting(E, loop, pre, post); };
    H.tmp = [this](const char *b) { return tmp(b); };
    H.loop = [this](const std::string &body) { return loopText(body, 2); };
    H.split = [this](const Expr *E, std::string &root, std::string &suffix, StrVec &pre, StrVec &post) {
      return splitHoisting(E, root, suffix, pre, post);
    };
    H.error = [this](const Expr *E, const char *msg) { error(E->getBeginLoc(), msg); };
    H.at = [this](const Expr *E) {
      return fileLitAt(E->getBeginLoc()) + ", " + std::to_string(lineOf(E->getBeginLoc()));
    };
    return H;
  }

  static std::string quote(const std::string &s) {
    std::string r = "\"";
    for (char c : s) {
      if (c == '"' || c == '\\') r += '\\';
      r += c;
    }
    return r + "\"";
  }
  std::string tmp(const char *base = "t") { return "__cs_" + std::string(base) + std::to_string(Tmp++); }

  // Once per place and message: lowering may visit an expression again (an
  // operand lowered for its value and again for its address) and would repeat
  // the same error.
  std::set<std::pair<unsigned, std::string>> Reported;
  void error(SourceLocation L, const char *msg) {
    Failed = true;
    if (!Reported.insert({L.getRawEncoding(), msg}).second) return;
    DE.Report(L, DE.getDiagnosticIDs()->getCustomDiagID(DiagnosticIDs::Error, "%0")) << msg;
  }
  // The .cs (or inlined header's) line and name, after #line directives.
  unsigned lineOf(SourceLocation L) {
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(L));
    return PL.isValid() ? PL.getLine() : SM.getExpansionLineNumber(L);
  }
  std::string fileLitAt(SourceLocation L) {
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(L));
    return PL.isValid() ? quote(PL.getFilename()) : FileLit;
  }

  // ---------------------------------------------------------------- text edits
  CharSourceRange fileRange(SourceRange SR) {
    CharSourceRange CR = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(SR), SM, LO);
    if (CR.isValid()) return CR;
    return SM.getExpansionRange(SR);
  }
  // Replaces a range, keeping its newlines so later lines stay on their lines.
  void replaceKeepLines(CharSourceRange CR, std::string text) {
    if (InForHeader) text = "({ " + text + "; })";  // a statement where an expression goes
    bool invalid = false;
    StringRef old = Lexer::getSourceText(CR, SM, LO, &invalid);
    if (!invalid)
      for (char c : old)
        if (c == '\n') text += '\n';
    if (R.ReplaceText(CR, text)) Failed = true;
  }
  // Location just after the `;` that ends statement S (or after S itself).
  SourceLocation afterStmt(const Stmt *S) {
    SourceLocation E = SM.getExpansionRange(S->getEndLoc()).getEnd();
    if (isa<CompoundStmt>(S) || isa<NullStmt>(S) || isa<DeclStmt>(S))
      return Lexer::getLocForEndOfToken(E, 0, SM, LO);
    if (const auto *I = dyn_cast<IfStmt>(S)) return afterStmt(I->getElse() ? I->getElse() : I->getThen());
    if (const auto *W = dyn_cast<WhileStmt>(S)) return afterStmt(W->getBody());
    if (const auto *F = dyn_cast<ForStmt>(S)) return afterStmt(F->getBody());
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) return afterStmt(Sw->getBody());
    if (const auto *L = dyn_cast<LabelStmt>(S)) return afterStmt(L->getSubStmt());
    if (const auto *C = dyn_cast<SwitchCase>(S)) return afterStmt(C->getSubStmt());
    SourceLocation A = Lexer::findLocationAfterToken(E, tok::semi, SM, LO, false);
    return A.isValid() ? A : Lexer::getLocForEndOfToken(E, 0, SM, LO);
  }

  // ---------------------------------------------------------------- printing
  // Does E contain anything the printer changes?
  bool needsLowering(const Expr *E) {
    if (!E) return false;
    if (An.marker(E).kind != Marker::None) return true;
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      if (An.declKind(D->getDecl()) == PKind::Parallel) return true;
      if (const auto *F = dyn_cast<FunctionDecl>(D->getDecl())) return !renamed(F).empty();
      return false;
    }
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = const_cast<Analysis &>(An).resolve(C);
      std::string cn = Analysis::calleeName(C);
      if (An.isParallelFunction(F) || cn == "allocate_shape" || cn == "allocate_detailed_shape" || cn == "palloc" ||
          cn == "pfree")
        return true;
      if (SL->isStreamCall(C) || CL->needsLowering(C)) return true;
    }
    if (An.isPtrToPar(E) && isa<UnaryOperator>(E->IgnoreParenImpCasts())) return true;
    for (const Stmt *Ch : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch))
        if (needsLowering(CE)) return true;
    return false;
  }

  // A program that includes <setjmp.h>: each setjmp notes the context
  // stack's depth and longjmp cuts the stack back to it (vp/jump.c), as a
  // jump out of with/where skips their ends.  gcc sees <setjmp.h> here first,
  // so its setjmp macros can be replaced (the program's #include is then a
  // no-op).
  std::string setjmpPrologue() {
    if (Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("_setjmp")).empty()) return "";
    return "#include <setjmp.h>\n"
           "void cs_jmp_mark(const void *env);\n"
           "void cs_lower_longjmp(struct __jmp_buf_tag *env, int v) __attribute__((noreturn));\n"
           "void cs_lower_siglongjmp(struct __jmp_buf_tag *env, int v) __attribute__((noreturn));\n"
           "#undef setjmp\n#define setjmp(env) (cs_jmp_mark(env), _setjmp(env))\n"
           "#undef sigsetjmp\n#define sigsetjmp(env, savemask) (cs_jmp_mark(env), __sigsetjmp(env, savemask))\n";
  }

  // Scalar library calls done once (rank 0) or read once and broadcast.
  // Whether F is the C library's function: declared in a system header, or
  // (1990s code) only declared in the program, by hand (`extern void exit();`,
  // `long time();`) or implicitly by a call with no header included (`exit(0);`
  // with no <stdlib.h>), and defined nowhere in it.  A program's own function
  // of that name has its definition here (docs/language.md §7).
  bool libraryFunction(const FunctionDecl *F) {
    if (!F || !F->getIdentifier()) return false;
    for (const FunctionDecl *R : F->redecls())
      if (SM.isInSystemHeader(SM.getSpellingLoc(R->getLocation()))) return true;
    return !F->isDefined();
  }

  std::string renamed(const FunctionDecl *F) {
    if (!libraryFunction(F)) return "";
    // Inside elemental functions a FILE * may be one VP's stream (cs_vpfile),
    // and every other C library call runs on the calling rank (an elemental
    // function runs once per VP, a different number of times on each rank, so
    // the broadcasting once-versions below would mismatch collectives).
    if (CurFn && An.isElemental(CurFn)) {
      std::string e = StreamLowering::elementalRename(F);
      // standard output goes to the rank's buffer, printed in position order
      // after the calling statement (vp/elemental_io.c, printsOutput)
      static const std::map<std::string, std::string> EO = {
          {"printf", "cs_eprintf"}, {"vprintf", "cs_evprintf"}, {"puts", "cs_eputs"}, {"putchar", "cs_eputchar"}};
      auto eo = EO.find(F->getName().str());
      if (e.empty() && eo != EO.end()) e = eo->second;
      // ending the program per position is the calling rank's alone (the
      // runtime knows it from cs_elem_active: see printsOutput)
      static const std::set<std::string> Ends = {"exit", "abort", "__assert_fail"};
      if (!e.empty() || !Ends.count(F->getName().str())) return e;
    }
    static const std::map<std::string, std::string> M = {
        {"printf", "cs_printf"}, {"fprintf", "cs_once_fprintf"}, {"vprintf", "cs_lower_vprintf"},
        {"vfprintf", "cs_once_vfprintf"}, {"puts", "cs_once_puts"}, {"putchar", "cs_once_putchar"},
        {"fputs", "cs_once_fputs"}, {"fputc", "cs_once_fputc"}, {"putc", "cs_once_fputc"},
        {"fflush", "cs_once_fflush"}, {"fwrite", "cs_once_fwrite"}, {"fgetc", "cs_once_fgetc"},
        {"getc", "cs_once_fgetc"}, {"getchar", "cs_once_getchar"}, {"fgets", "cs_once_fgets"},
        {"gets", "cs_once_gets"},  // (1990s code; removed from C11 but still called)
        {"fread", "cs_once_fread"}, {"scanf", "cs_once_scanf"}, {"fscanf", "cs_once_fscanf"},
        {"fopen", "cs_lower_fopen"},
        {"exit", "cs_lower_exit"},
        // the front end's clock and process id, one value on every rank
        // (`srand(time(NULL))` must seed every rank alike)
        {"time", "cs_once_time"}, {"clock", "cs_once_clock"}, {"getpid", "cs_once_getpid"},
        {"gettimeofday", "cs_once_gettimeofday"}, {"clock_gettime", "cs_once_clock_gettime"},
        {"times", "cs_once_times"}, {"getrusage", "cs_once_getrusage"},
        // a shell command runs once, as on the front end (not once per rank)
        {"system", "cs_once_system"}, {"perror", "cs_once_perror"},
        {"mkdir", "cs_once_mkdir"}, {"rmdir", "cs_once_rmdir"}, {"unlink", "cs_once_unlink"},
        {"getline", "cs_once_getline"}, {"getdelim", "cs_once_getdelim"},
        // rank 0 alone reads and writes a scalar file: its end, error and
        // offset are the program's
        {"feof", "cs_once_feof"}, {"ferror", "cs_once_ferror"}, {"ftell", "cs_once_ftell"},
        {"ftello", "cs_once_ftell"},
        // the unlocked and <stdarg.h> forms of the calls above (done by
        // each rank, a slower rank's read of stdin blocked: only rank 0 has it)
        {"getc_unlocked", "cs_once_fgetc"}, {"fgetc_unlocked", "cs_once_fgetc"},
        {"getchar_unlocked", "cs_once_getchar"}, {"putc_unlocked", "cs_once_fputc"},
        {"fputc_unlocked", "cs_once_fputc"}, {"putchar_unlocked", "cs_once_putchar"},
        {"fputs_unlocked", "cs_once_fputs"}, {"fgets_unlocked", "cs_once_fgets"},
        {"fread_unlocked", "cs_once_fread"}, {"fwrite_unlocked", "cs_once_fwrite"},
        {"vscanf", "cs_once_vscanf"}, {"vfscanf", "cs_once_vfscanf"},
        // names and answers of the file system: rank 0's for every rank
        // (each rank's own mkstemp made its own file; rank 0 runs ahead, so
        // a slower rank's stat saw a file rank 0 had not yet written)
        {"tmpnam", "cs_once_tmpnam"}, {"tempnam", "cs_once_tempnam"}, {"mkstemp", "cs_once_mkstemp"},
        {"mkdtemp", "cs_once_mkdtemp"}, {"tmpfile", "cs_once_tmpfile"}, {"fdopen", "cs_once_fdopen"},
        {"freopen", "cs_once_freopen"}, {"popen", "cs_once_popen"}, {"pclose", "cs_once_pclose"},
        {"stat", "cs_once_stat"}, {"lstat", "cs_once_lstat"}, {"access", "cs_once_access"},
        // descriptor I/O: rank 0 does it, every rank gets its answer (and the
        // bytes read); each rank holds a descriptor (vp/scalar_fd.c)
        {"open", "cs_once_open"}, {"creat", "cs_once_creat"}, {"close", "cs_once_close"},
        {"write", "cs_once_write"}, {"pwrite", "cs_once_pwrite"}, {"read", "cs_once_read"},
        {"pread", "cs_once_pread"}, {"lseek", "cs_once_lseek"}, {"fsync", "cs_once_fsync"},
        {"fdatasync", "cs_once_fdatasync"}, {"ftruncate", "cs_once_ftruncate"}, {"fstat", "cs_once_fstat"},
        // messages and ending: once (rank 0), or the calling rank's per position
        {"psignal", "cs_once_psignal"}, {"abort", "cs_once_abort"}, {"__assert_fail", "cs_once_assert_fail"},
        // out of with/where: the context stack goes back to setjmp's depth
        {"longjmp", "cs_lower_longjmp"}, {"_longjmp", "cs_lower_longjmp"}, {"siglongjmp", "cs_lower_siglongjmp"}};
    auto it = M.find(F->getName().str());
    return it == M.end() ? StreamLowering::scalarRename(F) : it->second;
  }

  class Helper : public PrinterHelper {
   public:
    Helper(Lowerer &L, bool loop, Pieces &P) : L(L), Loop(loop), P(P) {}
    bool handledStmt(Stmt *S, raw_ostream &OS) override { return L.handle(S, OS, Loop, P); }
    Lowerer &L;
    bool Loop;
    Pieces &P;
  };

  // Whether E contains a call (a function the condition calls could change a
  // divisor through a pointer: no cs_fm32 then).
  static bool hasCall(const Stmt *S) {
    if (!S) return false;
    if (isa<CallExpr>(S)) return true;
    for (const Stmt *C : S->children())
      if (hasCall(C)) return true;
    return false;
  }

  std::string print(const Expr *E, bool loop, Pieces &P) {
    std::string s;
    llvm::raw_string_ostream OS(s);
    Helper H(*this, loop, P);
    E->printPretty(OS, &H, Pol, 0, " ", &Ctx);
    OS.flush();
    return s;
  }
  std::string typeStr(QualType T, const std::string &name = "") {
    std::string s;
    llvm::raw_string_ostream OS(s);
    T.print(OS, Pol, name);
    OS.flush();
    return s;
  }

  // `.f` for a member access; nothing for the implicit access to an anonymous
  // struct or union member (`r.i` with `struct { union { int i; float f; }; }`
  // is r.<anon>.i in the AST: the suffix is just `.i`).
  static std::string memberSuffix(const MemberExpr *M) {
    const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (FD && (FD->isAnonymousStructOrUnion() || !FD->getIdentifier())) return "";
    return "." + M->getMemberDecl()->getName().str();
  }

  // Storage root and element suffix of a parallel lvalue: `y[2]` -> ("y", "[2]").
  bool splitLvalue(const Expr *E, std::string &root, std::string &suffix, Pieces &P) {
    E = E->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      if (An.declKind(D->getDecl()) != PKind::Parallel) return false;
      root = D->getDecl()->getName().str();
      return true;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref && An.isPtrToPar(U->getSubExpr())) {
        root = "(" + print(U->getSubExpr(), false, P) + ")";
        return true;
      }
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow() && An.isPtrToPar(M->getBase())) {
        root = "(" + print(M->getBase(), false, P) + ")";
        suffix = memberSuffix(M) + suffix;
        return true;
      }
      if (!M->isArrow()) {
        std::string s = memberSuffix(M);
        if (!splitLvalue(M->getBase(), root, suffix, P)) return false;
        suffix += s;
        return true;
      }
      return false;
    }
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!A->getType()->isPointerType() && An.isPtrToPar(A->getBase())) {  // p[0] is *p
        root = "(" + print(A->getBase(), false, P) + ")";
        return true;
      }
      if (An.isParallel(A->getIdx())) return false;
      std::string s = "[" + print(A->getIdx(), false, P) + "]";
      if (!splitLvalue(A->getBase(), root, suffix, P)) return false;
      suffix += s;
      return true;
    }
    return false;
  }

  // shapeof(e) (not evaluated): the shape recorded in the storage header of e's
  // first parallel variable (right for `void`-shaped pointers too), a cast's or
  // a parallel function's named shape, else (pcoord, prand, gets) the current one.
  std::string shapeExpr(const Expr *E, Pieces &P) {
    E = E->IgnoreParenImpCasts();
    std::string root, suffix;
    if (An.isParallel(E) && splitLvalue(E, root, suffix, P)) return "cs_pvar_shape(" + root + ")";
    Analysis::MarkerInfo M = An.marker(E);
    if (M.kind == Marker::PCast) return "(" + print(M.args[0], false, P) + ")";
    if (M.kind == Marker::LeftIndex) return "";
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = An.resolve(C);
      if (An.returnsParallel(F)) {
        std::string s = An.declShape(F);
        return s == "current" || s == "void" ? "" : s;
      }
    }
    for (const Stmt *Ch : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch))
        if (An.isParallel(CE) || An.isPtrToPar(CE)) {
          std::string s = shapeExpr(CE, P);
          if (!s.empty()) return s;
        }
    return "";
  }

  std::string position(const Analysis::MarkerInfo &M, const std::string &root, SourceLocation L, Pieces &P) {
    std::string idx;
    for (size_t k = 0; k < M.args.size(); k++) idx += (k ? ", " : "") + print(M.args[k], false, P);
    return "cs_scalar_position(cs_pvar_shape(" + root + "), " + std::to_string(M.args.size()) + ", (const long[]){" + idx +
           "}, " + fileLitAt(L) + ", " + std::to_string(lineOf(L)) + ")";
  }

  // Plain scalar C: no parallel value, pointer to one, or C* form inside.
  bool isPlainScalar(const Expr *E) {
    if (!E) return true;
    if (E->getType()->isVoidType() || An.isParallel(E) || An.isPtrToPar(E) || An.marker(E).kind != Marker::None)
      return false;
    if (const auto *D = dyn_cast<DeclRefExpr>(E))
      if (An.declKind(D->getDecl()) == PKind::Parallel) return false;
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *F = An.resolve(C);
      if (An.isParallelFunction(F) || SL->isStreamCall(C) || CL->needsLowering(C)) return false;
      // A scalar function given pointers to parallel variables (`total(&x)`,
      // `plain(p)`) is still one scalar call: it may do parallel work itself.
      if (F && !An.isElemental(F) && !An.isLibraryElemental(F)) {
        for (const Expr *A : C->arguments())
          if (An.isParallel(A) || (!An.isPtrToPar(A) && !isPlainScalar(A))) return false;
        return true;
      }
    }
    for (const Stmt *Ch : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch))
        if (!isPlainScalar(CE)) return false;
    return true;
  }

  // A scalar value inside a parallel statement (a scalar left-index read, a
  // reduction used as a value): computed once, before the position loop, into
  // a temporary; outside a loop it is printed where it stands.
  void scalarOnce(raw_ostream &OS, Pieces &P, bool loop, const std::string &v, const char *prefix) {
    if (!loop) { OS << v; return; }
    std::string t = tmp(prefix);
    P.pre.push_back("__auto_type " + t + " = " + v + ";");
    OS << t;
  }

  // The printer hook: returns true when it printed S itself.
  bool handle(Stmt *S, raw_ostream &OS, bool loop, Pieces &P) {
    auto *E = dyn_cast<Expr>(S);
    if (!E || isa<ParenExpr>(E)) return false;
    // A scalar operand with side effects in a parallel statement
    // (`y = x + counter++;`, `y = x + next();`) is evaluated once, before the
    // loop, and promoted: per position it would run once per local position
    // (results depending on the rank count, collectives inside the callee
    // running a different number of times on each rank).
    if (FastMod && loop)
      if (auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_Rem) {
        const auto *DR = dyn_cast<DeclRefExpr>(B->getRHS()->IgnoreParenImpCasts());
        const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
        auto isInt = [](QualType T) { return T->isSpecificBuiltinType(BuiltinType::Int); };
        if (VD && VD->hasLocalStorage() && !VD->getType().isVolatileQualified() && isInt(VD->getType()) &&
            isPlainScalar(B->getRHS()) && isInt(B->getType()) && isInt(B->getLHS()->getType()) &&
            isInt(B->getRHS()->getType())) {
          std::string f = tmp("fm"), d = print(B->getRHS(), false, P);
          P.pre.push_back("const cs_fm32 " + f + " = cs_fm32_init(" + d + ");");
          FastModUsed++;
          OS << "cs_fm32_rem(" << print(B->getLHS(), loop, P) << ", " << d << ", " << f << ")";
          return true;
        }
      }
    if (loop && !E->isLValue() && isPlainScalar(E) && E->HasSideEffects(Ctx)) {
      std::string t = tmp("sc");
      std::string d = "__auto_type " + t + " = " + print(E, false, P) + ";";
      // before the buffering of a per-position elemental call's output: this
      // runs once on every rank, so what it prints is printed by rank 0 alone
      P.pre.insert(std::find(P.pre.begin(), P.pre.end(), std::string("cs_elem_begin();")), d);
      OS << t;
      return true;
    }
    size_t postMark = P.post.size();
    if (CL->handle(E, OS, loop, P.pre, P.post)) {  // communication (Comm.cpp)
      // Collective calls are hoisted before the statement: a part passed by
      // address (`copy_spread(&s.w, ...)`) is copied back right after the call,
      // so the statement's own assignment (`s.w = ...`) is not overwritten.
      if (isa<CallExpr>(E)) hoistPartBacks(P, postMark);
      return true;
    }
    Analysis::MarkerInfo M = An.marker(E);
    switch (M.kind) {
      case Marker::Current: OS << "cs_current()"; return true;
      case Marker::Shapeof: {
        std::string s = shapeExpr(M.operand, P);
        OS << (s.empty() ? "cs_current()" : s);
        return true;
      }
      case Marker::Pcoord: {
        std::string ax = print(M.args[0], false, P);
        // A run-time axis past the rank would divide by a missing extent:
        // check it once, before the statement (a constant one is Sema's).
        Expr::EvalResult R;
        if (!M.args[0]->EvaluateAsInt(R, Ctx) && !M.args[0]->HasSideEffects(Ctx))
          P.pre.push_back("cs_lc_axis(" + ax + ", cs_current(), \"pcoord\", " + fileLitAt(E->getBeginLoc()) + ", " +
                          std::to_string(lineOf(E->getBeginLoc())) + ");");
        OS << "cs_coord(__s, " << ax << ", __s->first + __i)";
        return true;
      }
      case Marker::Prand: {
        std::string t = tmp("call");
        P.pre.push_back("unsigned long long " + t + " = cs_prand_base(cs_prand_next_call());");
        OS << "cs_prand_at(" << t << ", __s->first + __i)";
        return true;
      }
      case Marker::Dot:
        error(E->getBeginLoc(), "'.' outside a supported left index");
        return true;
      case Marker::PCast: OS << "(" << print(M.operand, loop, P) << ")"; return true;
      case Marker::LeftIndex: {
        std::string root, suffix;
        if (!splitLvalue(M.operand, root, suffix, P)) {
          error(E->getBeginLoc(), "left index of this kind of parallel expression is not supported");
          return true;
        }
        std::string rd = "(*(__typeof__(" + root + "))cs_read_elem(cs_pvar_shape(" + root + "), " +
                         position(M, root, E->getBeginLoc(), P) + ", " + root + ", sizeof *(" + root + ")))" + suffix;
        scalarOnce(OS, P, loop, rd, "li");
        return true;
      }
      case Marker::Reduce: {
        // A unary reduction has the promoted type of its operand (bool sums count).
        QualType RT = Ctx.isPromotableIntegerType(E->getType()) ? Ctx.getPromotedIntegerType(E->getType()) : E->getType();
        std::string red = "((" + typeStr(RT) + ")" + reduceValue(M.op, M.operand, RT) + ")";
        if (loop) {
          std::string t = tmp("red");
          P.pre.push_back(typeStr(RT, t) + " = " + red + ";");
          OS << t;
        } else {
          OS << red;
        }
        return true;
      }
      case Marker::MinOp: case Marker::MaxOp: {
        std::string a = tmp("a"), b = tmp("b");
        OS << "({ __auto_type " << a << " = (" << print(M.args[0], loop, P) << "); __auto_type " << b << " = ("
           << print(M.args[1], loop, P) << "); " << a << (M.kind == Marker::MinOp ? " < " : " > ") << b << " ? " << a
           << " : " << b << "; })";
        return true;
      }
      case Marker::ModOp: {
        // a %% b: the remainder takes the sign of the divisor (7 %% 5 == 2,
        // -1 %% 5 == 4, 1 %% -5 == -4); each operand evaluated once.
        if (M.args[0]->isIntegerConstantExpr(Ctx) && M.args[1]->isIntegerConstantExpr(Ctx)) {
          // Constants (`int t[10 %% 4];`, `case -1 %% 5:`): a constant
          // expression, which a statement expression is not.
          std::string a = "(" + print(M.args[0], loop, P) + ")", b = "(" + print(M.args[1], loop, P) + ")";
          std::string r = "(" + a + " % " + b + ")";
          OS << "((" << r << " != 0 && ((" << r << " < 0) != (" << b << " < 0))) ? " << r << " + " << b << " : " << r
             << ")";
          return true;
        }
        std::string a = tmp("a"), b = tmp("b"), r = tmp("r");
        OS << "({ __auto_type " << a << " = (" << print(M.args[0], loop, P) << "); __auto_type " << b << " = ("
           << print(M.args[1], loop, P) << "); __auto_type " << r << " = " << a << " % " << b << "; (" << r
           << " != 0 && ((" << r << " < 0) != (" << b << " < 0))) ? " << r << " + " << b << " : " << r << "; })";
        return true;
      }
      case Marker::ModAsg: {
        // a %%= b: a = a %% b with the target evaluated once (sign of the divisor).
        std::string p = tmp("p"), v = tmp("v"), r = tmp("r"), decl;
        std::string t = rmwTarget(M.lhs, loop, P, p, decl);
        OS << "({ " << decl << " __auto_type " << v << " = (" << print(M.operand, loop, P) << "); __auto_type " << r
           << " = " << t << " % " << v << "; " << t << " = (" << r << " != 0 && ((" << r << " < 0) != (" << v
           << " < 0))) ? " << r << " + " << v << " : " << r << "; " << t << "; })";
        return true;
      }
      case Marker::MinAsg: case Marker::MaxAsg: {
        std::string p = tmp("p"), v = tmp("v");
        const char *cmp = M.kind == Marker::MinAsg ? " < " : " > ";
        std::string val;
        if (!An.isParallel(M.lhs) && An.isParallel(M.operand))
          val = reduceExpr(M.op, M.operand, M.operand->getType());
        else
          val = print(M.operand, loop, P);
        std::string decl, t = rmwTarget(M.lhs, loop, P, p, decl);
        OS << "({ " << decl << " __auto_type " << v << " = (" << val << "); if (" << v << cmp << t << ") " << t
           << " = " << v << "; " << t << "; })";
        return true;
      }
      case Marker::None: break;
    }
    // `s OP= p` (scalar s, parallel p) used as a value (`printf("%d", total +=
    // x)`, `t = (s *= p) + 1`): the reduction the statement form does, then s;
    // its value is the new s, as C's.  Inside a parallel expression it is
    // computed once, before the loop, like a unary reduction.
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(E))
      if (M.kind == Marker::None && !An.isParallel(CA->getLHS()) && An.isParallel(CA->getRHS())) {
        std::string op;
        QualType FT;
        if (reductionOp(CA, M, CA->getLHS(), CA->getRHS(), op, FT)) {
          if (Ctx.isPromotableIntegerType(FT)) FT = Ctx.getPromotedIntegerType(FT);
          std::string r = tmp("r"), p = tmp("p"), decl;
          std::string red = reduceExpr(op, CA->getRHS(), FT);
          std::string t = rmwTarget(CA->getLHS(), false, P, p, decl);
          std::string v = "({ " + typeStr(FT, r) + " = " + red + "; " + decl + " " + t + " " +
                          CA->getOpcodeStr().str() + " " + r + "; " + t + "; })";
          scalarOnce(OS, P, loop, v, "rv");
          return true;
        }
      }
    if (auto *D = dyn_cast<DeclRefExpr>(E)) {
      if (An.declKind(D->getDecl()) == PKind::Parallel) {
        OS << D->getDecl()->getName() << (loop ? "[__i]" : "");
        return true;
      }
      if (const auto *F = dyn_cast<FunctionDecl>(D->getDecl())) {
        std::string n = renamed(F);
        if (!n.empty() && !loop) { OS << n; return true; }
      }
      return false;
    }
    // `a + k`, `k + a`, `a - k` (a parallel array a, scalar k; also nested,
    // `a + j + 1`) given for a `T:S *` parameter is `&a[k]`, as in C: element
    // k goes by a copy like `&a[k]` (docs/language.md §6).
    if (auto *B = dyn_cast<BinaryOperator>(E))
      if (!loop && B->getType()->isPointerType() && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          isPtrToParArgument(B)) {
        const ImplicitCastExpr *IC = nullptr;
        std::string idx, root, suffix;
        if (arrayOffset(B, IC, idx, P) && splitLvalue(IC->getSubExpr(), root, suffix, P)) {
          OS << partArgument(root, suffix + "[" + idx + "]", P);
          return true;
        }
      }
    // A parallel array given for a `T:S *` parameter is `&a[0]`, as in C: its
    // first element goes by a copy like any `&a[k]` (a T:S * carries no
    // stride; the storage of the array itself held every position's whole
    // array, and the callee's `*g` wrote across positions).
    if (auto *IC = dyn_cast<ImplicitCastExpr>(E))
      if (IC->getCastKind() == CK_ArrayToPointerDecay && !loop && An.isParallel(IC->getSubExpr()) &&
          isPtrToParArgument(IC)) {
        std::string root, suffix;
        if (splitLvalue(IC->getSubExpr(), root, suffix, P)) {
          OS << partArgument(root, suffix + "[0]", P);
          return true;
        }
      }
    if (auto *U = dyn_cast<UnaryOperator>(E)) {
      if (U->getOpcode() == UO_AddrOf && An.isParallel(U->getSubExpr())) {
        std::string root, suffix;
        if (!splitLvalue(U->getSubExpr(), root, suffix, P)) {
          // `older(&s, &[k]s)` with a parallel k: the operand is a value read
          // from other positions, not a variable's storage.
          if (An.marker(U->getSubExpr()).kind == Marker::LeftIndex)
            error(E->getBeginLoc(), "address of a parallel left-indexed value ('&[i]x' with a parallel index): it is "
                                    "read from other positions, with no storage of its own; assign it to a "
                                    "parallel variable first ('t = [i]x;' then '&t')");
          else
            error(E->getBeginLoc(), "address of a part of a parallel variable is not supported");
          return true;
        }
        if (loop && isElementalArgument(E)) {
          // An elemental call runs per position: each gets its own element's address.
          OS << "&" << root << "[__i]" << suffix;
          return true;
        }
        if (!suffix.empty()) {
          // &p.x / &y[2] as a function argument (cstar): the part is copied into a
          // temporary parallel variable of the same shape before the call and back
          // into every position after the statement.  Elsewhere (a pointer that
          // outlives the statement) it cannot be supported: a T:S * carries no stride.
          if (!isCallArgument(E)) {
            // A T:S * is the plain storage of a whole variable: elements one
            // sizeof(T) apart.  A part's elements are sizeof(whole) apart, and
            // every pointer would need to carry that stride (a different ABI
            // for all pointers to parallel variables).
            error(E->getBeginLoc(), "address of a part of a parallel variable is supported only as a function argument "
                                    "(a 'T:S *' points to a whole parallel variable); copy the part into a parallel "
                                    "variable of its own, or pass '&x.f' / '&y[k]' directly to the function that uses it");
            return true;
          }
          OS << partArgument(root, suffix, P);
          return true;
        }
        OS << root;
        return true;
      }
      if (U->getOpcode() == UO_Deref && An.isPtrToPar(U->getSubExpr()) && loop) {
        OS << "(" << usedPointer(U->getSubExpr(), P) << ")[__i]";
        return true;
      }
      // ++/-- on a left-indexed element: a local write.
      if ((U->isIncrementDecrementOp()) && An.marker(U->getSubExpr()).kind == Marker::LeftIndex) {
        std::string lv = rmwLvalue(U->getSubExpr(), loop, P);
        OS << (U->isPrefix() ? (U->isIncrementOp() ? "++" : "--") : "") << lv
           << (U->isPostfix() ? (U->isIncrementOp() ? "++" : "--") : "");
        return true;
      }
      return false;
    }
    if (auto *A = dyn_cast<ArraySubscriptExpr>(E))
      if (loop && !A->getType()->isPointerType() && An.isPtrToPar(A->getBase())) {  // p[0] is *p
        OS << "(" << usedPointer(A->getBase(), P) << ")[__i]";
        return true;
      }
    if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow() && An.isPtrToPar(ME->getBase()) && loop) {
        // (an anonymous member prints as "(p)[__i]." : Clang's printer then
        // omits the `.` before the member inside it)
        OS << "(" << usedPointer(ME->getBase(), P) << ")[__i]." << ME->getMemberDecl()->getName();
        return true;
      }
      return false;
    }
    // `c && r`, `c || r`, `c ? t : e` with a parallel condition whose other
    // operands need hoisted code (communication, parallel calls): that code runs
    // only where the operand is evaluated (cstar: as C evaluates it per
    // position), i.e. under a where of the condition, so `a > 0 && [a]x > 2`
    // never reads position a <= 0.
    if (loop && (isa<ConditionalOperator>(E) ||
                 (isa<BinaryOperator>(E) && cast<BinaryOperator>(E)->isLogicalOp()))) {
      const auto *CO = dyn_cast<ConditionalOperator>(E);
      const auto *LB = dyn_cast<BinaryOperator>(E);
      const Expr *Cond = CO ? CO->getCond() : LB->getLHS();
      // A scalar condition is treated the same way (every position takes the
      // same arm): `w ? fwrite(&x, 4, 1, f) : fread(&x, 4, 1, f)` must not run
      // both collective calls. The untaken arm's hoisted code then runs with
      // no active position, which every collective treats as a no-op.
      bool parCond = An.isParallel(Cond);
      {
        int saved = Tmp;
        Pieces Q1, Q2;
        int savedMask = CurMask;
        CurMask = 1;
        std::string a = print(CO ? CO->getTrueExpr() : LB->getRHS(), true, Q1);
        std::string b = CO ? print(CO->getFalseExpr(), true, Q2) : "";
        CurMask = savedMask;
        if (!Q1.pre.empty() || !Q2.pre.empty()) {
          std::string c = print(Cond, parCond, P);
          std::string cb = tmp("cond");
          bool neg = LB && LB->getOpcode() == BO_LOr;
          if (!parCond) {  // evaluated once, as C does
            std::string sc = tmp("scond");
            P.pre.push_back("const int " + sc + " = (" + c + ") != 0;");
            c = sc;
          }
          // The condition is evaluated once, into a buffer of its own (the
          // operation itself reads it back: `prand() < 0.5 && [i]x` draws once).
          P.pre.push_back("unsigned char *" + cb + " = cs_palloc(cs_current(), 1); " +
                          loopText(cb + "[__i] = (" + c + ") " + (neg ? "==" : "!=") + " 0;", CurMask) +
                          " cs_where_push(" + cb + "); ");
          for (auto &h : Q1.pre) P.pre.push_back(h);
          if (CO) {
            P.pre.push_back("cs_where_else(" + cb + ");");
            for (auto &h : Q2.pre) P.pre.push_back(h);
          }
          P.pre.push_back("cs_context_pop();");
          for (auto &h : Q1.post) P.post.push_back(h);
          for (auto &h : Q2.post) P.post.push_back(h);
          P.post.push_back("cs_pfree(" + cb + ");");
          std::string cr = cb + "[__i]";
          if (CO) OS << "(" << cr << " ? (" << a << ") : (" << b << "))";
          else OS << "(" << (neg ? "!" : "") << cr << " " << LB->getOpcodeStr() << " (" << a << "))";
          return true;
        }
        Tmp = saved;
      }
    }
    if (auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->isAssignmentOp() && An.marker(B->getLHS()).kind == Marker::LeftIndex) {
        OS << (B->isCompoundAssignmentOp() ? rmwLvalue(B->getLHS(), loop, P) : lvalue(B->getLHS(), loop, P)) << " "
           << B->getOpcodeStr() << " " << print(B->getRHS(), loop, P);
        return true;
      }
      return false;
    }
    if (auto *T = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
      if (!T->isArgumentType() && mentionsParallel(T->getArgumentExpr())) {
        OS << (T->getKind() == UETT_SizeOf ? "sizeof(" : "_Alignof(") << typeStr(T->getArgumentExpr()->getType()) << ")";
        return true;
      }
      return false;
    }
    if (auto *C = dyn_cast<CallExpr>(E)) return handleCall(C, OS, loop, P);
    if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) || isa<ImaginaryLiteral>(E)) {
      // The literal as written (the pretty-printer may respell floating values).
      // An imaginary literal (`1.0iF`, from <complex.h>'s `I`) is one token whose
      // value is a FloatingLiteral spanning the same token: print the token once
      // here, else the printer appends a second `i` ("1.0iFi").
      SourceLocation B = SM.getSpellingLoc(E->getBeginLoc());
      bool invalid = false;
      StringRef s = Lexer::getSourceText(CharSourceRange::getTokenRange(B, B), SM, LO, &invalid);
      if (invalid || s.empty()) return false;
      OS << s;
      return true;
    }
    return false;
  }

  // Parameter i of F may be assigned, incremented or have its address taken in
  // F's body (true when the body is not in this file).
  // A parallel argument that names stored data at every position: a variable,
  // a member or element of one (`b[0]`, `p.x`, `s.m[2]`), `*p`, `p->x` (with
  // scalar, side-effect-free indices and pointers).  Its copy for the callee
  // takes every position, like a variable's: the callee may read inactive
  // positions (everywhere, grid reads) and must see the caller's values there.
  bool storedEverywhere(const Expr *A) {
    A = A->IgnoreParenImpCasts();
    auto pureScalar = [&](const Expr *E) { return !An.isParallel(E) && !E->HasSideEffects(Ctx); };
    if (const auto *D = dyn_cast<DeclRefExpr>(A)) return An.declKind(D->getDecl()) == PKind::Parallel;
    if (An.marker(A).kind != Marker::None) return false;
    if (const auto *M = dyn_cast<MemberExpr>(A))
      return M->isArrow() ? An.isPtrToPar(M->getBase()) && pureScalar(M->getBase()) : storedEverywhere(M->getBase());
    if (const auto *S = dyn_cast<ArraySubscriptExpr>(A))
      return pureScalar(S->getIdx()) && storedEverywhere(S->getBase());
    if (const auto *U = dyn_cast<UnaryOperator>(A))
      return U->getOpcode() == UO_Deref && An.isPtrToPar(U->getSubExpr()) && pureScalar(U->getSubExpr());
    return false;
  }

  bool paramMayBeWritten(const FunctionDecl *F, unsigned i) {
    const FunctionDecl *Def = F ? F->getDefinition() : nullptr;
    if (!Def || i >= Def->getNumParams() || !Def->getBody()) return true;
    return writes(Def->getBody(), Def->getParamDecl(i));
  }
  static bool refersTo(const Stmt *S, const ValueDecl *D) {
    if (!S) return false;
    if (const auto *R = dyn_cast<DeclRefExpr>(S)) return R->getDecl() == D;
    for (const Stmt *C : S->children())
      if (refersTo(C, D)) return true;
    return false;
  }
  bool writes(const Stmt *S, const ValueDecl *D) {
    if (!S) return false;
    // A left index `[i]v` reads (its marker takes v's address); a send into it
    // is caught at the enclosing assignment or ++/--.
    if (const auto *E = dyn_cast<Expr>(S))
      if (An.marker(E).kind == Marker::LeftIndex) return false;
    if (const auto *B = dyn_cast<BinaryOperator>(S))
      if (B->isAssignmentOp() && refersTo(B->getLHS(), D)) return true;
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) && refersTo(U->getSubExpr(), D)) return true;
    for (const Stmt *C : S->children())
      if (writes(C, D)) return true;
    return false;
  }

  // The call that E (through parentheses and casts) is a direct child of, or
  // null; *child receives that child (E or the paren/cast around it).
  const CallExpr *callAround(const Expr *E, const Expr **child) {
    DynTypedNode N = DynTypedNode::create(*E);
    for (int depth = 0; depth < 8; depth++) {
      auto Ps = Ctx.getParents(N);
      if (Ps.empty()) return nullptr;
      if (const auto *C = Ps[0].get<CallExpr>()) {
        if (child) *child = N.get<Expr>();
        return C;
      }
      const Expr *PE = Ps[0].get<Expr>();
      if (!PE || !(isa<ParenExpr>(PE) || isa<CastExpr>(PE))) return nullptr;
      N = Ps[0];
    }
    return nullptr;
  }

  // E is `a`, `a + k`, `k + a`, `a - k`, nested (`a + j + 1`), with a
  // parallel array a and scalar offsets: IC is a's decay, idx the offset.
  bool arrayOffset(const Expr *E, const ImplicitCastExpr *&IC, std::string &idx, Pieces &P) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
      if (C->getCastKind() != CK_ArrayToPointerDecay || !An.isParallel(C->getSubExpr())) return false;
      IC = C;
      idx = "0";
      return true;
    }
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B || !B->getType()->isPointerType() || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)) return false;
    const Expr *ptr = B->getLHS(), *off = B->getRHS();
    if (B->getOpcode() == BO_Add && !ptr->getType()->isPointerType()) std::swap(ptr, off);
    if (An.isParallel(off) || !arrayOffset(ptr, IC, idx, P)) return false;
    idx += std::string(B->getOpcode() == BO_Sub ? " - (" : " + (") + print(off, false, P) + ")";
    return true;
  }

  // E (through parentheses and casts) is an argument given for a `T:S *`
  // parameter of a function of the program.
  bool isPtrToParArgument(const Expr *E) {
    const Expr *child = nullptr;
    const CallExpr *C = callAround(E, &child);
    const FunctionDecl *F = C ? An.resolve(C) : nullptr;
    if (!F || An.isMarkerDecl(F)) return false;
    for (unsigned i = 0; i < C->getNumArgs() && i < F->getNumParams(); i++)
      if (C->getArg(i) == child) return An.declKind(F->getParamDecl(i)) == PKind::PtrToPar;
    return false;
  }

  // E (through parentheses and casts) is an argument of a call of an elemental function.
  bool isElementalArgument(const Expr *E) {
    const CallExpr *C = callAround(E, nullptr);
    const FunctionDecl *F = C ? An.resolve(C) : nullptr;
    return F && (An.isElemental(F) || An.isLibraryElemental(F));
  }

  // E (through parentheses and casts) is an argument of a call.
  bool isCallArgument(const Expr *E) {
    const Expr *child = nullptr;
    const CallExpr *C = callAround(E, &child);
    if (!C) return false;
    for (const Expr *A : C->arguments())
      if (A == child) return true;
    return false;
  }

  bool mentionsParallel(const Expr *E) {
    if (const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (An.declKind(D->getDecl()) == PKind::Parallel) return true;
    for (const Stmt *Ch : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch))
        if (mentionsParallel(CE)) return true;
    return false;
  }

  // The write form of an lvalue (left-indexed element: the owner's slot or the scratch slot).
  std::string lvalue(const Expr *E, bool loop, Pieces &P) {
    Analysis::MarkerInfo M = An.marker(E);
    if (M.kind != Marker::LeftIndex) return print(E, loop, P);
    std::string root, suffix;
    if (!splitLvalue(M.operand, root, suffix, P)) {
      error(E->getBeginLoc(), "left index of this kind of parallel expression is not supported");
      return "0";
    }
    return root + "[cs_wloc(cs_pvar_shape(" + root + "), " + position(M, root, E->getBeginLoc(), P) + ")]" + suffix;
  }

  // The lvalue of a read-modify-write (`[2]a++`, `[i]x += v`) in scalar code:
  // every rank first copies the element into its write slot (the scratch slot
  // on the ranks not owning it), so the expression's value is the same on every
  // rank (it was the scratch slot's stale value on the non-owners).
  std::string rmwLvalue(const Expr *E, bool loop, Pieces &P) {
    Analysis::MarkerInfo M = An.marker(E);
    if (loop || M.kind != Marker::LeftIndex) return lvalue(E, loop, P);
    std::string root, suffix;
    if (!splitLvalue(M.operand, root, suffix, P)) return lvalue(E, loop, P);
    std::string s = tmp("ls"), g = tmp("lg"), w = tmp("lw");
    return "(*({ cs_shape_t " + s + " = cs_pvar_shape(" + root + "); long " + g + " = " +
           position(M, root, E->getBeginLoc(), P) + "; long " + w + " = cs_wloc(" + s + ", " + g + "); __builtin_memcpy((void *)&" + root +
           "[" + w + "], cs_read_elem(" + s + ", " + g + ", " + root + ", sizeof *" + root + "), sizeof *" + root +
           "); &" + root + "[" + w + "]" + suffix + "; }))";
  }

  // The target of `a <?= b`, `a >?= b`, `a %%= b`, evaluated once: `decl`
  // declares pointer p, the result is the lvalue through p.  A bit-field has
  // no address (`s.g <?= 6` was a gcc error): p points to its struct.
  std::string rmwTarget(const Expr *L, bool loop, Pieces &P, const std::string &p, std::string &decl) {
    if (const auto *ME = dyn_cast<MemberExpr>(L->IgnoreParens()))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()); FD && FD->isBitField() && FD->getIdentifier()) {
        std::string base = ME->isArrow() ? print(ME->getBase(), loop, P) : "&(" + lvalue(ME->getBase(), loop, P) + ")";
        decl = "__auto_type " + p + " = " + base + ";";
        return p + "->" + FD->getName().str();
      }
    decl = "__auto_type " + p + " = &(" + rmwLvalue(L, loop, P) + ");";
    return "*" + p;
  }

  bool handleCall(CallExpr *C, raw_ostream &OS, bool loop, Pieces &P) {
    const FunctionDecl *F = An.resolve(C);
    // A user elemental function given a parallel file is printed by SL->call:
    // its standard output needs the same per-statement buffering as below (it
    // was lost on ranks > 0, and such statements were fused into one loop).
    // Its writes to the VP's stream are not output: a function that writes
    // only there gets no buffering (cs_elem_flush costs an MPI_Allgather).
    if (loop && F && F->getDefinition() && !SM.isInSystemHeader(SM.getSpellingLoc(F->getLocation()))) {
      std::set<const Decl *> vpFiles;
      for (unsigned i = 0; i < C->getNumArgs() && i < F->getNumParams(); i++)
        if (isParallelFile(An, C->getArg(i))) vpFiles.insert(F->getDefinition()->getParamDecl(i));
      if (!vpFiles.empty() && printsBesides(F->getDefinition()->getBody(), vpFiles))
        bufferElementalOutput(F, loop, P, true);
    }
    if (SL->call(C, OS, loop, P.pre, P.post)) return true;
    std::string name = Analysis::calleeName(C);
    // allocate_shape and palloc report a wrong rank, a bad extent or an
    // unallocated shape at the .cs line of the call.
    std::string at = fileLitAt(C->getBeginLoc()) + ", " + std::to_string(lineOf(C->getBeginLoc()));
    if (name == "allocate_shape" && C->getNumArgs() == 3 && An.isMarkerDecl(F) &&
        C->getArg(2)->getType()->isPointerType()) {
      // allocate_shape(&s, rank, dims): the extents in an int array (Sema
      // checked the element type); the rank is evaluated once.
      std::string d = tmp("dims"), r = tmp("rank"), e = tmp("ext"), k = tmp("k");
      OS << "({ __auto_type " << d << " = (" << print(C->getArg(2), false, P) << "); int " << r << " = ("
         << print(C->getArg(1), false, P) << "); long " << e << "[" << r << " > 0 ? " << r << " : 1]; for (int " << k
         << " = 0; " << k << " < " << r << "; " << k << "++) " << e << "[" << k << "] = " << d << "[" << k
         << "]; cs_allocate_shape_at(" << print(C->getArg(0), false, P) << ", " << r << ", " << e << ", " << at
         << "); })";
      return true;
    }
    if (name == "allocate_shape" && C->getNumArgs() >= 2 && An.isMarkerDecl(F)) {
      OS << "cs_allocate_shape_at(" << print(C->getArg(0), false, P) << ", " << print(C->getArg(1), false, P)
         << ", (const long[]){";
      for (unsigned i = 2; i < C->getNumArgs(); i++) OS << (i > 2 ? ", " : "") << print(C->getArg(i), false, P);
      if (C->getNumArgs() == 2) OS << "0";
      OS << "}, " << at << ")";
      return true;
    }
    // dimof(s, axis): an axis outside 0..rank-1, or a shape with no extents,
    // stops the program at the call's .cs line (it silently gave 0).
    if (name == "dimof" && C->getNumArgs() == 2 && An.isMarkerDecl(F)) {
      OS << "((int)cs_dimof_at(" << print(C->getArg(0), false, P) << ", " << print(C->getArg(1), false, P) << ", "
         << at << "))";
      return true;
    }
    if (name == "allocate_detailed_shape" && C->getNumArgs() >= 2 && An.isMarkerDecl(F)) {
      // Per axis: length, weight, ordering, on-chip bits, off-chip bits (Sema
      // checked the count).  Layout hints mean nothing on MPI: each is still
      // evaluated once (for its side effects), only the lengths are used.
      std::string dims, hints;
      for (unsigned i = 2; i < C->getNumArgs(); i++) {
        std::string a = print(C->getArg(i), false, P);
        if ((i - 2) % 5 == 0) dims += (dims.empty() ? "(long)(" : ", (long)(") + a + ")";
        else hints += "(void)(" + a + "), ";
      }
      OS << "(" << hints << "cs_allocate_shape_at(" << print(C->getArg(0), false, P) << ", "
         << print(C->getArg(1), false, P) << ", (const long[]){" << (dims.empty() ? "0" : dims) << "}, " << at << "))";
      return true;
    }
    if (name == "palloc" && C->getNumArgs() == 2 && An.isMarkerDecl(F)) {
      // palloc(s, sizeof(double)) (ECOLAB): bytes meant, where palloc counts
      // bools; an eighth of the storage would have been overrun by every write
      // (Sema warns; cstar takes it as bytes).
      OS << "cs_lc_palloc(" << print(C->getArg(0), false, P) << ", " << (An.bytesSizeof(C->getArg(1)) ? "8 * " : "")
         << "(long)(" << print(C->getArg(1), false, P) << "), " << at << ")";
      return true;
    }
    if (name == "pfree" && C->getNumArgs() == 1 && An.isMarkerDecl(F)) {
      OS << "cs_pfree_at(" << print(C->getArg(0), false, P) << ", " << at << ")";
      return true;
    }
    // An elemental function that may print, called per position: its output
    // is buffered per rank during the statement and printed after it, every
    // rank's in position order (vp/elemental_io.c).  From scalar code it
    // runs alike on every rank and rank 0 prints at once.
    bufferElementalOutput(F, loop, P);
    if (!An.isParallelFunction(F)) return false;
    size_t postMark = P.post.size();
    // A parallel function runs once per rank with the caller's context: parallel
    // arguments go by storage (a temporary when the argument is an expression),
    // a parallel result comes back as fresh storage the caller frees.
    std::string call = F->getName().str() + "(";
    for (unsigned i = 0; i < C->getNumArgs(); i++) {
      const Expr *A = C->getArg(i);
      const ParmVarDecl *PD = i < F->getNumParams() ? F->getParamDecl(i) : nullptr;
      if (i) call += ", ";
      if (PD && An.declKind(PD) == PKind::Parallel) {
        const auto *D = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
        // A variable goes by its storage unless the callee may write its
        // parameter (C passes by value: the caller's variable must not change).
        // A parallel array parameter keeps its array type (PD->getType() is the
        // adjusted pointer) and, as in C, reaches the caller's array itself.
        QualType T = PD->getOriginalType();
        if (D && An.declKind(D->getDecl()) == PKind::Parallel && Ctx.hasSameUnqualifiedType(D->getType(), T) &&
            (T->isArrayType() || !paramMayBeWritten(F, i))) {
          call += D->getDecl()->getName().str();
        } else {
          std::string t = tmp("arg");
          Pieces Q;
          std::string v = print(A, true, Q);
          std::string s = "__typeof__(" + typeStr(T) + ") *" + t + " = cs_palloc(cs_current(), sizeof(" + typeStr(T) + "));";
          for (auto &h : Q.pre) s += " " + h;
          // A variable's copy (the callee writes its parameter), or a part's,
          // takes every position: the callee may read inactive ones (everywhere,
          // grid reads).  A computed value exists at the active positions only
          // (0 elsewhere): C* evaluates expressions under the context.
          std::string copy = T->isArrayType() ? "__builtin_memcpy(" + t + "[__i], " + v + ", sizeof " + t + "[__i]);"
                                              : t + "[__i] = " + v + ";";
          bool whole = storedEverywhere(A);
          s += " " + loopText(copy, whole ? 0 : 2);
          for (auto &h : Q.post) s += " " + h;
          P.pre.push_back("cs_shape_t __s_" + t + " = cs_current(); (void)__s_" + t + "; " + s);
          // A parallel array parameter reaches the caller's array, as in C: an
          // array that is a part (`New.Gene` of a parallel struct, a row `m[k]`)
          // went by a copy, so the callee's writes are copied back, into every
          // position (the copy took every position).  They were lost.
          if (T->isArrayType() && whole && Q.pre.empty() && paramMayBeWritten(F, i))
            P.post.push_back(PartBackTag + loopText("__builtin_memcpy(" + v + ", " + t + "[__i], sizeof " + t + "[__i]);", 0));
          P.post.push_back("cs_pfree(" + t + ");");
          call += t;
        }
      } else {
        call += print(A, false, P);
      }
    }
    call += ")";
    if (An.returnsParallel(F)) {
      std::string t = tmp("res");
      P.pre.push_back(typeStr(F->getReturnType()) + " *" + t + " = " + call + ";");
      hoistPartBacks(P, postMark);  // the call is hoisted: copy parts back right after it
      P.post.push_back("cs_pfree(" + t + ");");
      OS << t << (loop ? "[__i]" : "[0]");
    } else {
      OS << call;
    }
    return true;
  }

  // A per-position call of an elemental function that may print: its output
  // is buffered per rank during the statement (cs_elem_begin/cs_elem_flush).
  void bufferElementalOutput(const FunctionDecl *F, bool loop, Pieces &P, bool prints = false) {
    if (loop && F && An.isElemental(F) && !(CurFn && An.isElemental(CurFn)) && (prints || printsOutput(F)) &&
        std::find(P.post.begin(), P.post.end(), "cs_elem_flush();") == P.post.end()) {
      P.pre.push_back("cs_elem_begin();");
      P.post.push_back("cs_elem_flush();");
    }
  }

  // Does body S print, not counting stdio writes whose stream is one of the
  // parameters in vpFiles (each VP's own stream)?  Other calls count as in
  // callsOutput (a helper given the stream is assumed to print).
  bool printsBesides(const Stmt *S, const std::set<const Decl *> &vpFiles) {
    if (!S) return false;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *G = An.resolve(C);
      static const std::map<std::string, unsigned> StreamArg = {
          {"fprintf", 0}, {"vfprintf", 0}, {"fputs", 1}, {"fputc", 1}, {"putc", 1}, {"fwrite", 3}};
      auto it = G && G->getIdentifier() ? StreamArg.find(G->getName().str()) : StreamArg.end();
      if (it != StreamArg.end() && SM.isInSystemHeader(SM.getSpellingLoc(G->getLocation())) &&
          it->second < C->getNumArgs()) {
        const auto *D = dyn_cast<DeclRefExpr>(C->getArg(it->second)->IgnoreParenImpCasts());
        if (D && vpFiles.count(D->getDecl())) {
          for (unsigned i = 0; i < C->getNumArgs(); i++)
            if (printsBesides(C->getArg(i), vpFiles)) return true;
          return false;
        }
      }
      std::set<const FunctionDecl *> seen;
      if (callsOutputHere(C, seen)) return true;
    }
    for (const Stmt *Ch : S->children())
      if (printsBesides(Ch, vpFiles)) return true;
    return false;
  }

  // May elemental function F write to standard output or to a scalar file?
  // Its body, and the elemental functions and the program's own scalar
  // functions it calls, call printf-like functions or fwrite; true when no
  // body is visible.
  bool printsOutput(const FunctionDecl *F) {
    std::set<const FunctionDecl *> seen;
    return printsOutput(F, seen);
  }
  bool printsOutput(const FunctionDecl *F, std::set<const FunctionDecl *> &seen) {
    const FunctionDecl *D = F ? F->getDefinition() : nullptr;
    if (!D) return true;
    if (!seen.insert(D).second) return false;
    return callsOutput(D->getBody(), seen);
  }
  bool callsOutput(const Stmt *S, std::set<const FunctionDecl *> &seen) {
    if (!S) return false;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (callsOutputHere(C, seen)) return true;
    for (const Stmt *Ch : S->children())
      if (callsOutput(Ch, seen)) return true;
    return false;
  }
  // Is call C itself output (not its arguments)?
  bool callsOutputHere(const CallExpr *C, std::set<const FunctionDecl *> &seen) {
    {
      const FunctionDecl *G = An.resolve(C);
      // (ending the program counts: exit per position must know it runs per
      // position, vp/lowering_support.c cs_lower_exit)
      static const std::set<std::string> Out = {"printf", "vprintf", "puts", "putchar", "fprintf",
                                                "vfprintf", "fputs", "fputc", "putc", "fwrite",
                                                "exit", "abort", "__assert_fail"};
      if (G && Out.count(G->getName().str()) && libraryFunction(G)) return true;
      if (G && An.isElemental(G) && printsOutput(G, seen)) return true;
      // a call through a function pointer may reach anything: output, or a
      // collective call that must know it runs per position (cs_elem_active)
      if (!G && !C->getDirectCallee()) return true;
      // a scalar helper of the program's own (`report(v)` printing) runs per
      // position too when an elemental function calls it
      if (G && G->getIdentifier() && !SM.isInSystemHeader(SM.getSpellingLoc(G->getLocation())) &&
          !An.isParallelFunction(G) && G->getDefinition() && printsOutput(G, seen))
        return true;
    }
    return false;
  }

  // The pointer of `*p` / `p->f` in a per-position loop (ECOLAB's `*r->list`):
  // checked once before the statement (cs_pvar_use_at) — a variable of another
  // shape, freed, or made before its shape was allocated again ran past its
  // storage (segfault or silent corruption).  A pointer naming a parallel
  // variable or parameter directly (`&x`) needs no check... but one read from
  // memory may hold anything, so every pointer expression is checked.
  std::string usedPointer(const Expr *Ptr, Pieces &P) {
    std::string p = print(Ptr, false, P);
    const Expr *Bare = Ptr->IgnoreParenCasts();  // `(double:current *)pa`: the marker call is no side effect
    for (Analysis::MarkerInfo M = An.marker(Bare); M.kind == Marker::PCast && M.operand; M = An.marker(Bare))
      Bare = M.operand->IgnoreParenCasts();
    if (!Bare->HasSideEffects(Ctx)) {
      std::string chk = "cs_pvar_use_at(" + p + ", cs_current(), " + fileLitAt(Ptr->getBeginLoc()) + ", " +
                        std::to_string(lineOf(Ptr->getBeginLoc())) + ");";
      if (std::find(P.pre.begin(), P.pre.end(), chk) == P.pre.end()) P.pre.push_back(chk);
    }
    return p;
  }

  // Checks of usedPointer left in P.pre do not stop a fusion of statements
  // into one loop: they move to FusedChecks, which the fused code runs first
  // (takeChecks).  False when P.pre holds other code.
  std::vector<std::string> FusedChecks;
  bool hoistChecks(Pieces &P) {
    for (auto &h : P.pre)
      if (h.rfind("cs_pvar_use_at(", 0) != 0) return false;
    for (auto &h : P.pre)
      if (std::find(FusedChecks.begin(), FusedChecks.end(), h) == FusedChecks.end()) FusedChecks.push_back(h);
    P.pre.clear();
    return true;
  }
  std::string takeChecks() {
    std::string s;
    for (auto &h : FusedChecks) s += h + " ";
    FusedChecks.clear();
    return s;
  }

  // `&p.x` / `&y[2]` as a call argument: the part (root[i] + suffix at every
  // position) is copied into a temporary parallel variable of root's shape
  // before the call and back after it; returns the temporary's name.
  std::string partArgument(const std::string &root, const std::string &suffix, Pieces &P) {
    std::string t = tmp("part"), b = tmp("pb"), s = tmp("ps");
    std::string copy = "for (long __k = 0; __k < " + s + "->nlocal; __k++) ";
    std::string at = "(*(__typeof__(" + b + "))((char *)" + b + " + __k * sizeof *" + root + "))";
    P.pre.push_back("__typeof__(&" + root + "[0]" + suffix + ") " + b + " = &" + root + "[0]" + suffix +
                    "; cs_shape_t " + s + " = cs_pvar_shape(" + root + "); __typeof__(*" + b + ") *" + t +
                    " = cs_palloc(" + s + ", sizeof *" + b + "); " + copy + t + "[__k] = " + at + ";");
    P.post.push_back(PartBackTag + copy + at + " = " + t + "[__k]; cs_pfree(" + t + ");");
    return t;
  }

  // The copy-back of a part passed by address (`f(&p.x)`) is queued in P.post
  // with this tag.  A call hoisted before the statement moves its copy-backs
  // (those queued since `mark`) to just after it, in P.pre.
  static constexpr const char *PartBackTag = "/* part copy-back */ ";
  void hoistPartBacks(Pieces &P, size_t mark) {
    std::vector<std::string> keep;
    for (size_t k = mark; k < P.post.size(); k++) {
      if (P.post[k].rfind(PartBackTag, 0) == 0) P.pre.push_back(P.post[k]);
      else keep.push_back(P.post[k]);
    }
    P.post.resize(mark);
    P.post.insert(P.post.end(), keep.begin(), keep.end());
  }

  // One loop over the rank's positions.  mask: 0 none, 1 where mask, 2 unknown.
  std::string loopText(const std::string &body0, int mask) {
    std::string hdr = "for (long __i = 0; __i < __n; __i++) ";
    std::string pre = "cs_shape_t __s = cs_current(); const long __n = __s->nlocal; ";
    // Each storage pointer the body indexes is read once into a (restrict, where
    // provably safe) local, so the C compiler need not reload globals after
    // every store (2x on simple kernels) and may vectorise (Fold.cpp).
    std::string body = localizeStorage(body0, pre, parallelParams());
    if (mask == 0) return "{ " + pre + hdr + "{ " + body + " } }";
    pre += "const unsigned char *__m = cs_mask(); ";
    if (mask == 1) return "{ " + pre + hdr + "if (__m[__i]) { " + body + " } }";
    return "{ " + pre + "if (__m) " + hdr + "{ if (__m[__i]) { " + body + " } } else " + hdr + "{ " + body + " } }";
  }

  // Parallel parameters of the function being lowered (their storage may be
  // another name's: no restrict for loops that use them).
  std::vector<std::string> parallelParams() {
    std::vector<std::string> v;
    if (CurFn)
      for (const ParmVarDecl *P : CurFn->parameters())
        if (P->getIdentifier() && An.declKind(P) == PKind::Parallel) v.push_back(P->getName().str());
    return v;
  }

  // ---------------------------------------------------------------- reductions
  struct RedType { std::string cs, ident; bool fp; };
  bool redType(QualType T, const std::string &op, RedType &rt) {
    T = T.getCanonicalType();
    if (const auto *ET = T->getAs<EnumType>()) T = ET->getDecl()->getIntegerType().getCanonicalType();
    const auto *BT = T->getAs<BuiltinType>();
    if (!BT) return false;
    std::string mx, mn;
    switch (BT->getKind()) {
      case BuiltinType::Char_S: rt.cs = "CS_T_CHAR"; mx = "CHAR_MAX"; mn = "CHAR_MIN"; break;
      case BuiltinType::Char_U: rt.cs = "CS_T_CHAR"; mx = "CHAR_MAX"; mn = "0"; break;
      case BuiltinType::SChar: rt.cs = "CS_T_SCHAR"; mx = "SCHAR_MAX"; mn = "SCHAR_MIN"; break;
      case BuiltinType::UChar: rt.cs = "CS_T_UCHAR"; mx = "UCHAR_MAX"; mn = "0"; break;
      case BuiltinType::Short: rt.cs = "CS_T_SHORT"; mx = "SHRT_MAX"; mn = "SHRT_MIN"; break;
      case BuiltinType::UShort: rt.cs = "CS_T_USHORT"; mx = "USHRT_MAX"; mn = "0"; break;
      case BuiltinType::Int: rt.cs = "CS_T_INT"; mx = "INT_MAX"; mn = "INT_MIN"; break;
      case BuiltinType::UInt: rt.cs = "CS_T_UINT"; mx = "UINT_MAX"; mn = "0"; break;
      case BuiltinType::Long: rt.cs = "CS_T_LONG"; mx = "LONG_MAX"; mn = "LONG_MIN"; break;
      case BuiltinType::ULong: rt.cs = "CS_T_ULONG"; mx = "ULONG_MAX"; mn = "0"; break;
      case BuiltinType::LongLong: rt.cs = "CS_T_LLONG"; mx = "LLONG_MAX"; mn = "LLONG_MIN"; break;
      case BuiltinType::ULongLong: rt.cs = "CS_T_ULLONG"; mx = "ULLONG_MAX"; mn = "0"; break;
      case BuiltinType::Bool: rt.cs = "CS_T_BOOL"; mx = "1"; mn = "0"; break;
      case BuiltinType::Float: rt.cs = "CS_T_FLOAT"; mx = "__builtin_inff()"; mn = "-__builtin_inff()"; break;
      case BuiltinType::Double: rt.cs = "CS_T_DOUBLE"; mx = "__builtin_inf()"; mn = "-__builtin_inf()"; break;
      case BuiltinType::LongDouble: rt.cs = "CS_T_LDOUBLE"; mx = "__builtin_infl()"; mn = "-__builtin_infl()"; break;
      default: return false;
    }
    rt.fp = BT->isFloatingPoint();
    if (op == "add" || op == "sub" || op == "or" || op == "xor") rt.ident = "0";
    else if (op == "mul" || op == "div") rt.ident = "1";
    else if (op == "and") rt.ident = "~(" + typeStr(T) + ")0";
    else if (op == "min") rt.ident = mx;
    else rt.ident = mn;
    return true;
  }

  static std::string csOp(const std::string &op) {
    if (op == "add" || op == "sub") return "CS_OP_ADD";
    if (op == "mul" || op == "div") return "CS_OP_MUL";
    if (op == "and") return "CS_OP_AND";
    if (op == "or") return "CS_OP_OR";
    if (op == "xor") return "CS_OP_XOR";
    if (op == "min") return "CS_OP_MIN";
    return "CS_OP_MAX";
  }

  // A statement expression whose value is the fold of `val` over the active
  // positions of the current shape, in type foldT, combined over all ranks.
  std::string reduceExpr(const std::string &op, const Expr *val, QualType foldT) {
    if (Ctx.isPromotableIntegerType(foldT)) foldT = Ctx.getPromotedIntegerType(foldT);
    RedType rt;
    if (!redType(foldT, op, rt)) {
      error(val->getBeginLoc(), "reduction of a value of non-arithmetic type");
      return "0";
    }
    std::string T = typeStr(foldT);
    Pieces P;
    std::string acc = tmp("acc");
    FoldItem it = foldItem(op, rt, val, foldT, acc, P);
    std::string s = "({ ";
    for (auto &h : P.pre) s += h + " ";
    if (it.fpFold && !it.plain.empty()) {
      // The variable's own storage is the array of values: no copy, no loop.
      s += T + " " + acc + "; cs_reduce_fp(&" + acc + ", " + it.plain + ", cs_mask(), cs_current(), " + rt.cs + ", " +
           csOp(op) + "); ";
    } else {
      s += T + " " + acc + "; " + foldText({it}, CurMask, Tmp) + " ";
    }
    for (auto &h : P.post) s += h + " ";
    s += acc + "; })";
    return s;
  }

  // One reduction of `val` (printed for the position loop; hoisted code to P)
  // into the variable `result`, for foldText.
  FoldItem foldItem(const std::string &op, const RedType &rt, const Expr *val, QualType foldT,
                    const std::string &result, Pieces &P) {
    FoldItem it;
    it.type = typeStr(foldT);
    it.csType = rt.cs;
    it.csOp = csOp(op);
    it.ident = rt.ident;
    it.result = result;
    it.value = print(val, true, P);
    it.fpFold = rt.fp && (it.csOp == "CS_OP_ADD" || it.csOp == "CS_OP_MUL");
    it.fpLanes = rt.fp && (op == "min" || op == "max");
    const auto *DV = dyn_cast<DeclRefExpr>(val->IgnoreParenImpCasts());
    if ((it.fpFold || it.fpLanes) && DV && An.declKind(DV->getDecl()) == PKind::Parallel && P.pre.empty() &&
        Ctx.hasSameUnqualifiedType(DV->getType(), foldT))
      it.plain = DV->getDecl()->getName().str();
    if (op == "min" || op == "max") it.comb = op;
    else it.comb = (op == "add" || op == "sub") ? "+=" : (op == "mul" || op == "div") ? "*=" : op == "and" ? "&=" : op == "or" ? "|=" : "^=";
    return it;
  }

  // Value of a unary reduction `OP= x`: -= gives the negated sum, /= the reciprocal product.
  std::string reduceValue(const std::string &op, const Expr *val, QualType T) {
    std::string r = reduceExpr(op, val, T);
    if (op == "sub") return "(-" + r + ")";
    if (op == "div") return "(1 / " + r + ")";
    return r;
  }

  static QualType commonArith(ASTContext &C, QualType a, QualType b) {
    if (C.isPromotableIntegerType(a)) a = C.getPromotedIntegerType(a);
    if (C.isPromotableIntegerType(b)) b = C.getPromotedIntegerType(b);
    if (a->isRealFloatingType() || b->isRealFloatingType()) {
      if (!a->isRealFloatingType()) return b;
      if (!b->isRealFloatingType()) return a;
      return C.getFloatingTypeOrder(a, b) >= 0 ? a : b;
    }
    int o = C.getIntegerTypeOrder(a, b);
    return o >= 0 ? a : b;
  }

  // ---------------------------------------------------------------- statements
  std::string wrapScalar(const std::string &text, Pieces &P, bool isVoid) {
    if (P.pre.empty() && P.post.empty()) return text;
    std::string s = "({ ";
    for (auto &h : P.pre) s += h + " ";
    if (isVoid) {
      s += text + "; ";
      for (auto &h : P.post) s += h + " ";
      return s + "})";
    }
    std::string v = tmp("v");
    s += "__auto_type " + v + " = " + text + "; ";
    for (auto &h : P.post) s += h + " ";
    return s + v + "; })";
  }

  void scalarRoot(const Expr *E) {
    if (!E || !needsLowering(E)) return;
    Pieces P;
    std::string t = print(E, false, P);
    replaceKeepLines(fileRange(E->getSourceRange()), wrapScalar(t, P, E->getType()->isVoidType()));
  }

  // A where/else arm made only of elementwise statements (no scalar code, no
  // nested contexts, no communication): their texts, for a fused loop.
  bool fusableBody(Stmt *S, std::string &text) {
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (Stmt *X : CS->body()) {
        std::string t;
        if (!fusableBody(X, t)) return false;
        text += t + " ";
      }
      return true;
    }
    if (isa<NullStmt>(S)) return true;
    return fusable(S, text);
  }

  // An elementwise statement that can share a loop with its neighbours.
  bool fusable(Stmt *S, std::string &text) {
    if (auto *IS = dyn_cast<IfStmt>(S)) return fusableWhere(IS, text);
    if (auto *F = dyn_cast<ForStmt>(S)) return fusableFor(F, text);
    auto *E = dyn_cast<Expr>(S);
    if (!E || !An.isParallel(E) || E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID()) return false;
    if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens())) {
      Analysis::MarkerInfo M = An.marker(B);
      if (B->isAssignmentOp() && !An.isParallel(M.lhs ? M.lhs : B->getLHS())) return false;
    }
    Pieces P;
    int saved = Tmp;
    text = print(E, true, P) + ";";
    if (!hoistChecks(P) || !P.post.empty() || Failed) { Tmp = saved; return false; }
    return true;
  }

  // A `where` (with or without `else`) whose condition and arms are
  // elementwise: an if/else per position that can share its neighbours' loop.
  bool fusableWhere(IfStmt *IS, std::string &text) {
    const auto *Call = dyn_cast<CallExpr>(IS->getCond()->IgnoreParenImpCasts());
    if (!Call || !An.isMarkerDecl(Call->getDirectCallee()) || Analysis::calleeName(Call) != "__cs_where") return false;
    if (IS->getBeginLoc().isMacroID()) return false;
    int saved = Tmp;
    size_t mark = FusedChecks.size(), after = FusedAfter.size();
    std::string fusedThen, fusedElse;
    if (!fusableBody(IS->getThen(), fusedThen) || (IS->getElse() && !fusableBody(IS->getElse(), fusedElse))) {
      Tmp = saved;
      FusedChecks.resize(mark);
      FusedAfter.resize(after);
      return false;
    }
    Pieces P;
    std::string v = print(Call->getArg(0), true, P);
    if (!hoistChecks(P) || !P.post.empty() || Failed) {
      Tmp = saved;
      FusedChecks.resize(mark);
      FusedAfter.resize(after);
      return false;
    }
    text = "if (" + v + ") { " + fusedThen + " }";
    if (IS->getElse()) text += " else { " + fusedElse + " }";
    return true;
  }

  static void declRefs(const Stmt *S, std::set<const Decl *> &out) {
    if (!S) return;
    if (const auto *D = dyn_cast<DeclRefExpr>(S)) out.insert(D->getDecl());
    for (const Stmt *Ch : S->children()) declRefs(Ch, out);
  }
  // Could evaluating E change a scalar?  (Assignments, ++/--, calls other than
  // elemental or system-header functions.)
  bool mayWrite(const Stmt *S) {
    if (!S) return false;
    if (const auto *B = dyn_cast<BinaryOperator>(S))
      if (B->isAssignmentOp()) return true;
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      if (U->isIncrementDecrementOp()) return true;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *F = An.resolve(C);
      if (!F || !(An.isElemental(F) || An.isLibraryElemental(F) || An.isMarkerDecl(F) || SM.isInSystemHeader(SM.getSpellingLoc(F->getLocation()))))
        return true;
    }
    for (const Stmt *Ch : S->children())
      if (mayWrite(Ch)) return true;
    return false;
  }

  // ------------------------------------------------------- loop interchange
  // A scalar `for` whose body is only elementwise statements (docs/compiler.md
  // "Loop interchange" has the rule and why it is safe) becomes one pass over
  // the positions with the scalar loop inside, as C fills each record once:
  //   for (k = 0; k < 24; k++) r.v[k] = i + k;   (24 passes over r)
  // ->for (__i ...) for (k = 0; k < 24; k++) r[__i].v[k] = i[__i] + k;
  // A counter declared outside the loop gets its final value from the same
  // header run once more with an empty body after the pass (FusedAfter).
  std::vector<std::string> FusedAfter;  // scalar code after a fused loop
  int ForDepth = 0;                     // interchanged loops being printed
  std::string takeAfter() {
    std::string s;
    for (auto &h : FusedAfter) s += " " + h;
    FusedAfter.clear();
    return s;
  }
  void clearFused() { FusedChecks.clear(); FusedAfter.clear(); }

  static const VarDecl *refVar(const Expr *E) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  }
  bool refsAny(const Stmt *S, const std::set<const VarDecl *> &vs) {
    std::set<const Decl *> r;
    declRefs(S, r);
    for (const VarDecl *V : vs)
      if (r.count(V)) return true;
    return false;
  }
  // A scalar loop-control variable: not parallel, not volatile.
  bool controlVar(const VarDecl *V) {
    return V && An.declKind(V) != PKind::Parallel && V->getType()->isScalarType() &&
           !V->getType().isVolatileQualified();
  }
  // Side-effect-free scalar expression that the printer leaves alone.
  bool pureScalar(const Expr *E) {
    return E && !needsLowering(E) && !An.isParallel(E) && !E->HasSideEffects(Ctx);
  }
  // `k = e` (or a comma list of them): the init of a counter declared outside.
  bool initAssigns(const Expr *E, std::set<const VarDecl *> &vs) {
    const Expr *X = E->IgnoreParens();
    const auto *B = dyn_cast<BinaryOperator>(X);
    if (!B) return false;
    if (B->getOpcode() == BO_Comma) return initAssigns(B->getLHS(), vs) && initAssigns(B->getRHS(), vs);
    const VarDecl *V = B->getOpcode() == BO_Assign ? refVar(B->getLHS()) : nullptr;
    if (!controlVar(V) || !pureScalar(B->getRHS())) return false;
    vs.insert(V);
    return true;
  }
  // `k++`, `--k`, `k += e`, `k = e` (comma lists too), each on a control variable.
  bool incOnly(const Expr *E, const std::set<const VarDecl *> &vs) {
    const Expr *X = E->IgnoreParens();
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      return U->isIncrementDecrementOp() && vs.count(refVar(U->getSubExpr()));
    const auto *B = dyn_cast<BinaryOperator>(X);
    if (!B) return false;
    if (B->getOpcode() == BO_Comma) return incOnly(B->getLHS(), vs) && incOnly(B->getRHS(), vs);
    return B->isAssignmentOp() && vs.count(refVar(B->getLHS())) && pureScalar(B->getRHS());
  }
  // Calls whose order across positions cannot matter: <math.h>/<ctype.h> and
  // abs with no pointer argument (modf/frexp write through theirs), and
  // read-only string functions.
  bool orderFreeCall(const CallExpr *C) {
    const FunctionDecl *F = An.resolve(C);
    if (!F) return false;
    if (An.isMarkerDecl(F)) {
      std::string n = Analysis::calleeName(C);
      return n == "pcoord" || n == "__cs_where";
    }
    if (!An.isLibraryElemental(F)) return false;
    std::string n = F->getName().str();
    static const std::set<std::string> ro = {"strlen", "strcmp", "strncmp", "atoi", "atol", "atoll", "atof"};
    if (ro.count(n)) return true;
    for (const Expr *A : C->arguments())
      if (A->getType()->isPointerType()) return false;
    SourceLocation L = SM.getSpellingLoc(F->getLocation());
    StringRef file = SM.getFilename(L);
    return file.contains("math") || file.contains("ctype") || n == "abs" || n == "labs" || n == "llabs";
  }
  // The body writes only parallel lvalues (its own position's elements) and
  // calls nothing whose order matters; nested interchanged loops' headers
  // were checked by their own fusableFor.
  bool orderFree(const Stmt *S) {
    if (!S) return true;
    if (const auto *F = dyn_cast<ForStmt>(S)) return orderFree(F->getBody());
    if (isa<DeclStmt>(S) || isa<StmtExpr>(S) || isa<AsmStmt>(S) || isa<GotoStmt>(S) || isa<LabelStmt>(S) ||
        isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<ReturnStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
        isa<SwitchStmt>(S))
      return false;
    if (const auto *B = dyn_cast<BinaryOperator>(S))
      if (B->isAssignmentOp()) {
        Analysis::MarkerInfo M = An.marker(B);
        if (!An.isParallel(M.lhs ? M.lhs : B->getLHS())) return false;
      }
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      if (U->isIncrementDecrementOp() && !An.isParallel(U->getSubExpr())) return false;
    if (const auto *C = dyn_cast<CallExpr>(S))
      if (!orderFreeCall(C)) return false;
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      if (D->getType().isVolatileQualified()) return false;
    for (const Stmt *Ch : S->children())
      if (!orderFree(Ch)) return false;
    return true;
  }
  // The text of `for (...)` up to its `)`, on one line; empty if it cannot be
  // copied as written (macro-expanded header, a // comment in it).
  std::string headerText(const ForStmt *F) {
    if (F->getForLoc().isMacroID() || F->getRParenLoc().isMacroID() || F->getEndLoc().isMacroID()) return "";
    bool invalid = false;
    StringRef t = Lexer::getSourceText(CharSourceRange::getTokenRange(F->getForLoc(), F->getRParenLoc()), SM, LO, &invalid);
    if (invalid || t.contains("//")) return "";
    std::string s = t.str();
    for (char &ch : s)
      if (ch == '\n' || ch == '\r') ch = ' ';
    return s;
  }
  // An interchangeable `for`: its per-position text (the loop with the
  // printed body) and, for counters declared outside, the scalar header run
  // once afterwards (FusedAfter).
  bool fusableFor(ForStmt *F, std::string &text) {
    std::set<const VarDecl *> vs;
    bool declared = false;
    if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
      for (Decl *X : DS->decls()) {
        auto *V = dyn_cast<VarDecl>(X);
        if (!controlVar(V) || !V->getInit() || !pureScalar(V->getInit()) || V->isStaticLocal()) return false;
        vs.insert(V);
      }
      declared = true;
    } else if (auto *E = dyn_cast_or_null<Expr>(F->getInit())) {
      if (ForDepth > 0 || !initAssigns(E, vs)) return false;  // (outer counters only at the outermost loop)
    } else {
      return false;  // no init: each position would start where the last one stopped
    }
    // The init runs again for each position: it must not read a counter.
    if (auto *E = dyn_cast_or_null<Expr>(F->getInit()))
      if (!initReadsNoCounter(E, vs)) return false;
    if (!F->getCond() || !pureScalar(F->getCond()) || !F->getInc() || !incOnly(F->getInc(), vs)) return false;
    std::string hdr = headerText(F);
    if (hdr.empty() || !orderFree(F->getBody())) return false;
    int saved = Tmp;
    size_t checks = FusedChecks.size(), after = FusedAfter.size();
    ForDepth++;
    std::string body;
    bool ok = fusableBody(F->getBody(), body);
    ForDepth--;
    // A check hoisted out of the body may name the counter: keep such loops.
    if (!ok || FusedChecks.size() != checks || FusedAfter.size() != after ||
        body.find_first_not_of(' ') == std::string::npos) {
      Tmp = saved;
      FusedChecks.resize(checks);
      FusedAfter.resize(after);
      return false;
    }
    text = hdr + " { " + body + " }";
    if (!declared) FusedAfter.push_back(hdr + " ;");
    return true;
  }
  bool initReadsNoCounter(const Expr *E, const std::set<const VarDecl *> &vs) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (B && B->getOpcode() == BO_Comma) return initReadsNoCounter(B->getLHS(), vs) && initReadsNoCounter(B->getRHS(), vs);
    return B && !refsAny(B->getRHS(), vs);
  }


  // The reduction operator of `s OP= p` and its fold type: C's computation type
  // for a compound assignment, the common arithmetic type for <?= and >?=.
  // False when OP is not a reduction operator.
  bool reductionOp(const BinaryOperator *B, const Analysis::MarkerInfo &M, const Expr *L, const Expr *Rv,
                   std::string &op, QualType &FT) {
    op = M.op;
    if (const auto *CA = dyn_cast<CompoundAssignOperator>(B)) {
      switch (B->getOpcode()) {
        case BO_AddAssign: op = "add"; break;
        case BO_SubAssign: op = "sub"; break;
        case BO_MulAssign: op = "mul"; break;
        case BO_DivAssign: op = "div"; break;
        case BO_AndAssign: op = "and"; break;
        case BO_OrAssign: op = "or"; break;
        case BO_XorAssign: op = "xor"; break;
        default: return false;
      }
      FT = CA->getComputationResultType();
    } else {
      // (A bit-field promotes as C says: `unsigned g : 4` to int, so
      // `fl.g >?= y` with negative y compares as int, not unsigned.)
      QualType LT = L->getType();
      if (QualType PT = Ctx.isPromotableBitField(const_cast<Expr *>(L)); !PT.isNull()) LT = PT;
      FT = commonArith(Ctx, LT, Rv->getType());
    }
    return true;
  }

  // Consecutive reductions `s OP= p` (s a scalar variable that no operand of
  // the group reads, operands without side effects or hoisted code) are folded
  // in one pass over memory; the scalars are updated afterwards, in order.

  bool groupReduction(Stmt *S, std::vector<FoldItem> &items, std::vector<std::string> &decls,
                      std::vector<std::string> &assigns, std::set<const Decl *> &lhs, std::set<const Decl *> &reads) {
    auto *E = dyn_cast<Expr>(S);
    if (!E || E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID()) return false;
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!B) return false;
    Analysis::MarkerInfo M = An.marker(B);
    const Expr *L = M.lhs ? M.lhs : B->getLHS();
    const Expr *Rv = M.operand ? M.operand : B->getRHS();
    bool minmax = M.kind == Marker::MinAsg || M.kind == Marker::MaxAsg;
    if (!(B->isCompoundAssignmentOp() || minmax) || An.isParallel(L) || !An.isParallel(Rv)) return false;
    const auto *LD = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts());
    if (!LD || !isa<VarDecl>(LD->getDecl())) return false;
    std::string op;
    QualType FT;
    if (!reductionOp(B, M, L, Rv, op, FT)) return false;
    if (Ctx.isPromotableIntegerType(FT)) FT = Ctx.getPromotedIntegerType(FT);
    RedType rt;
    if (!redType(FT, op, rt) || mayWrite(Rv)) return false;
    std::set<const Decl *> r;
    declRefs(Rv, r);
    for (const Decl *D : r)
      if (lhs.count(D)) return false;
    if (reads.count(LD->getDecl())) return false;
    int saved = Tmp;
    Pieces P;
    std::string res = tmp("r");
    FoldItem it = foldItem(op, rt, Rv, FT, res, P);
    if (!hoistChecks(P) || !P.post.empty() || Failed) { Tmp = saved; return false; }
    items.push_back(it);
    decls.push_back(typeStr(FT, res) + ";");
    std::string name = LD->getDecl()->getName().str();
    if (op == "min" || op == "max")
      assigns.push_back("if (" + res + (op == "min" ? " < " : " > ") + name + ") " + name + " = " + res + ";");
    else
      assigns.push_back(name + " " + B->getOpcodeStr().str() + " " + res + ";");
    lhs.insert(LD->getDecl());
    reads.insert(r.begin(), r.end());
    return true;
  }

  void exprStmt(const Expr *E, LCtx &c) {
    std::string streamText;  // a collective Stream* call as a statement: no VP loop
    if (SL->statement(E, streamText)) return replaceKeepLines(fileRange(E->getSourceRange()), streamText);
    const Expr *X = E->IgnoreParens();
    std::string text;
    Pieces P;
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      Analysis::MarkerInfo M = An.marker(B);
      const Expr *L = M.lhs ? M.lhs : B->getLHS();
      const Expr *Rv = M.operand ? M.operand : B->getRHS();
      if ((B->isCompoundAssignmentOp() || M.kind == Marker::MinAsg || M.kind == Marker::MaxAsg) && !An.isParallel(L) &&
          An.isParallel(Rv)) {
        // Reduction `s OP= p`.
        std::string op;
        QualType FT;
        if (!reductionOp(B, M, L, Rv, op, FT)) {
          error(B->getOperatorLoc(), "not a reduction operator");
          return;
        }
        std::string r = tmp("r");
        std::string red = reduceExpr(op, Rv, FT);
        // `[0]a += x`: the target is a left-indexed element, so write the owner's slot
        // (the read form would update a copy and the reduction would be lost).
        bool minmax = op == "min" || op == "max";
        std::string p = tmp("p"), decl;
        std::string lv = minmax ? rmwTarget(L, false, P, p, decl) : rmwLvalue(L, false, P);
        text = "do { " + typeStr(FT, r) + " = " + red + "; ";
        for (auto &h : P.pre) text += h + " ";
        if (minmax) {
          text += decl + " if (" + r + (op == "min" ? " < " : " > ") + lv + ") " + lv + " = " + r + ";";
        } else {
          text += lv + " " + B->getOpcodeStr().str() + " " + r + ";";
        }
        for (auto &h : P.post) text += " " + h;
        text += " } while (0)";
        replaceKeepLines(fileRange(E->getSourceRange()), text);
        return;
      }
    }
    if (CL->stencilStatement(E, c.mask, text)) return replaceKeepLines(fileRange(E->getSourceRange()), text);
    if (An.isParallel(E)) {
      std::string body = print(E, true, P) + ";";
      text = "do { ";
      for (auto &h : P.pre) text += h + " ";
      text += loopText(body, c.mask);
      for (auto &h : P.post) text += " " + h;
      text += " } while (0)";
      replaceKeepLines(fileRange(E->getSourceRange()), text);
      return;
    }
    if (!needsLowering(E)) return;
    std::string t = print(E, false, P);
    if (!P.pre.empty() || !P.post.empty()) {
      text = "do { ";
      for (auto &h : P.pre) text += h + " ";
      text += t + ";";
      for (auto &h : P.post) text += " " + h;
      t = text + " } while (0)";
    }
    replaceKeepLines(fileRange(E->getSourceRange()), t);
  }

  // One top-level ',' operand of a for loop's init or increment: a parallel
  // statement (`x = x + 1`, a reduction `s += x`) becomes a GNU statement
  // expression `({ ...; })` holding its loop; scalar code stays as it is.
  void forHeaderPart(const Expr *E, LCtx &c) {
    const Expr *X = E->IgnoreParens();
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      if (B->getOpcode() == BO_Comma) {
        forHeaderPart(B->getLHS(), c);
        forHeaderPart(B->getRHS(), c);
        return;
      }
    bool stmtLike = An.isParallel(X);
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      Analysis::MarkerInfo M = An.marker(B);
      const Expr *Rv = M.operand ? M.operand : B->getRHS();
      if ((B->isAssignmentOp() || M.kind == Marker::MinAsg || M.kind == Marker::MaxAsg) && An.isParallel(Rv))
        stmtLike = true;
    }
    if (!stmtLike) return scalarRoot(E);
    InForHeader = true;
    exprStmt(E, c);
    InForHeader = false;
  }

  std::string popsText(const LCtx &c, size_t base) {
    std::string s;
    for (size_t i = c.pops.size(); i-- > base;) s += c.pops[i] + " ";
    return s;
  }

  // One position's initialization.  A brace list (arrays, structs) is not
  // assignable: it initializes a local of the element type, copied into place.
  // (A const parallel variable is initialized by a copy: its storage is const.)
  std::string initStore(const std::string &name, const std::string &v, const Expr *I, const VarDecl *VD = nullptr) {
    bool isConst = VD && Ctx.getBaseElementType(VD->getType()).isConstQualified();
    // A brace list or a string literal (`char:S s[8] = "abc";`) initializes an
    // array or struct element: not assignable in C, so it is built and copied.
    const Expr *II = I->IgnoreImplicit();
    if (!isConst && !isa<InitListExpr>(II) && !isa<StringLiteral>(II->IgnoreParens()) && !I->getType()->isArrayType())
      return name + "[__i] = " + v + ";";
    return "{ __typeof__(*" + name + ") __cs_iv = " + v + "; __builtin_memcpy((void *)&" + name +
           "[__i], &__cs_iv, sizeof __cs_iv); }";
  }

  // The initializer of a scalar variable: each element of a brace list is a
  // root of its own (`int:S *tab[2] = {&x, &y};`, `struct q s = {&y, 3};`).
  void scalarInit(const Expr *I) {
    if (!I) return;
    if (const auto *IL = dyn_cast<InitListExpr>(I->IgnoreImplicit())) {
      for (const Expr *E : IL->inits())
        if (E && !isa<ImplicitValueInitExpr>(E)) scalarInit(E);
      return;
    }
    scalarRoot(I);
  }

  // An initializer whose only C* parts are addresses of parallel variables
  // (`&x`, `(int:S *)&x`, in brace lists too): the storage exists only at run
  // time, so a static variable with such an initializer is set once, later.
  bool onlyParAddresses(const Expr *E) {
    if (!E || !needsLowering(E)) return true;
    const Expr *X = E->IgnoreParenImpCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->getOpcode() == UO_AddrOf && An.isPtrToPar(U)) return true;
    if (const auto *C = dyn_cast<CStyleCastExpr>(X)) return onlyParAddresses(C->getSubExpr());
    if (const auto *IL = dyn_cast<InitListExpr>(X)) {
      for (const Expr *I : IL->inits())
        if (I && !onlyParAddresses(I)) return false;
      return true;
    }
    return false;
  }

  // Take the initializer off a static variable's declarator (keeping the array
  // extents it implied: `*tab[] = {&x, &y}` becomes `*tab[2]`) and return the
  // statement that stores it: `{ __typeof__(tab) t = {x, y}; memcpy(&tab, ...); }`.
  bool deferStaticInit(VarDecl *VD, std::string &store) {
    Pieces P;
    std::string v = print(VD->getInit(), false, P);
    if (!P.pre.empty() || !P.post.empty() || Failed) return false;
    SourceLocation A = Lexer::getLocForEndOfToken(VD->getLocation(), 0, SM, LO);
    SourceLocation E = Lexer::getLocForEndOfToken(SM.getExpansionLoc(VD->getInit()->getEndLoc()), 0, SM, LO);
    std::string suffix;
    QualType T = VD->getType();
    while (const ConstantArrayType *CA = Ctx.getAsConstantArrayType(T)) {
      suffix += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
      T = CA->getElementType();
    }
    if (suffix.empty()) {
      if (const TypeSourceInfo *TSI = VD->getTypeSourceInfo()) {
        SourceLocation TE = Lexer::getLocForEndOfToken(TSI->getTypeLoc().getEndLoc(), 0, SM, LO);
        if (TE.isValid() && SM.isBeforeInTranslationUnit(A, TE)) A = TE;
      }
    }
    if (R.ReplaceText(CharSourceRange::getCharRange(A, E), suffix)) return false;
    std::string n = VD->getName().str();
    store = "{ __typeof__(" + n + ") __cs_sv = " + v + "; __builtin_memcpy((void *)&" + n +
            ", &__cs_sv, sizeof " + n + "); }";
    return true;
  }

  // `enum { LOW, HIGH }:S lvl;`, `struct q { int a; }:S v;` in a block: the
  // declaration is re-emitted from its parts, so the struct, union or enum it
  // defines is emitted first as a declaration of its own (an unnamed one gets a
  // name, and the printed types that mention it are renamed in the output).
  std::string tagDefinition(TagDecl *TD, DeclStmt *DS) {
    if (!TD->isThisDeclarationADefinition()) return "";
    SourceLocation B = SM.getExpansionLoc(TD->getBeginLoc()), E = SM.getExpansionLoc(TD->getEndLoc());
    if (SM.isBeforeInTranslationUnit(B, SM.getExpansionLoc(DS->getBeginLoc()))) return "";
    bool invalid = false;
    std::string text = Lexer::getSourceText(CharSourceRange::getTokenRange(B, E), SM, LO, &invalid).str();
    if (invalid || text.empty()) return "";
    if (!TD->getIdentifier() && !TD->getTypedefNameForAnonDecl()) {
      std::string kw = TD->getKindName().str(), name = tmp("tag");
      size_t kwAt = text.find(kw);
      if (kwAt == std::string::npos) return "";
      text.insert(kwAt + kw.size(), " " + name);
      // Clang prints it "enum (unnamed at f.cs:8:50)" or, in a declarator,
      // "enum (unnamed enum at f.cs:8:50)": rename every such spelling.
      std::string printed = typeStr(QualType(TD->getTypeForDecl(), 0));
      size_t at = printed.find(" at ");
      if (at != std::string::npos) {
        std::string loc = printed.substr(at);  // " at f.cs:8:50)"
        for (const char *w : {"unnamed", "anonymous"})
          for (const std::string &mid : {std::string(" ") + kw, std::string()}) {
            std::string inner = "(" + std::string(w) + mid + loc;
            TagRenames.push_back({kw + " " + inner, kw + " " + name});
            TagRenames.push_back({inner, kw + " " + name});
          }
      }
    }
    // The definition goes on one line (replaceKeepLines keeps the line count):
    // comments go first, a `// ...` would swallow the rest of it.
    std::string flat;
    for (size_t i = 0; i < text.size(); i++) {
      char ch = text[i];
      if (ch == '"' || ch == '\'') {  // a literal (a char constant in an enum): copy as is
        size_t j = i + 1;
        while (j < text.size() && text[j] != ch) j += text[j] == '\\' ? 2 : 1;
        flat.append(text, i, std::min(j + 1, text.size()) - i);
        i = j;
      } else if (text.compare(i, 2, "//") == 0) {
        while (i < text.size() && text[i] != '\n') i++;
        flat += ' ';
      } else if (text.compare(i, 2, "/*") == 0) {
        size_t j = text.find("*/", i + 2);
        i = j == std::string::npos ? text.size() : j + 1;
        flat += ' ';
      } else {
        flat += ch == '\n' ? ' ' : ch;
      }
    }
    return flat + "; ";
  }

  void declStmt(DeclStmt *DS, LCtx &c) {
    bool anyPar = false;
    for (Decl *D : DS->decls())
      if (auto *VD = dyn_cast<VarDecl>(D))
        if (An.declKind(VD) == PKind::Parallel) anyPar = true;
    if (!anyPar) {
      std::string late;
      for (Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D)) {
          std::string store;
          // `static int:S *tab[3] = {&x, &y, &z};` in a function: set the first
          // time the declaration runs (cstar: the storage is made at start-up).
          if (VD->isStaticLocal() && VD->getInit() && needsLowering(VD->getInit()) &&
              onlyParAddresses(VD->getInit()) && deferStaticInit(VD, store)) {
            late += store;
            continue;
          }
          if (VD->getInit()) scalarInit(VD->getInit());
        }
      if (!late.empty()) {
        std::string once = tmp("once");
        R.InsertTextBefore(afterStmt(DS), " static int " + once + "; if (!" + once + ") { " + once + " = 1; " +
                                              late + " }");
      }
      return;
    }
    // Parallel locals: storage from cs_palloc, freed when the block exits.
    std::string s;
    for (Decl *D : DS->decls()) {
      if (auto *TD = dyn_cast<TagDecl>(D)) {
        s += tagDefinition(TD, DS);
        continue;
      }
      auto *VD = dyn_cast<VarDecl>(D);
      if (!VD) continue;
      if (An.declKind(VD) != PKind::Parallel) {
        std::string name = VD->getName().str();
        if (VD->isStaticLocal()) s += "static ";
        s += typeStr(VD->getType(), name);
        if (VD->isStaticLocal() && VD->getInit() && needsLowering(VD->getInit()) && onlyParAddresses(VD->getInit())) {
          // `static int:S x, *p = &x;`: p is set the first time the declaration runs.
          Pieces P;
          std::string v = print(VD->getInit(), false, P), once = tmp("once");
          s += "; static int " + once + "; if (!" + once + ") { " + once + " = 1; { __typeof__(" + name +
               ") __cs_sv = " + wrapScalar(v, P, false) + "; __builtin_memcpy((void *)&" + name + ", &__cs_sv, sizeof " +
               name + "); } } ";
          continue;
        }
        if (VD->getInit()) { Pieces P; s += " = " + wrapScalar(print(VD->getInit(), false, P), P, false); }
        s += "; ";
        continue;
      }
      std::string name = VD->getName().str();
      std::string sh = An.declShape(VD);
      std::string shape = sh == "current" ? "cs_current()" : sh;
      if (VD->isStaticLocal()) {
        // `static int:S x;` in a function: allocated (zeroed) and initialized the
        // first time the declaration runs, kept for the rest of the program.
        s += "static " + typeStr(VD->getType(), "(*" + name + ")") + "; if (!" + name + ") { " + name +
             " = cs_palloc(" + shape + ", sizeof *" + name + "); ";
        if (const Expr *I = VD->getInit()) {
          Pieces P;
          std::string v = print(I, true, P);
          s += "cs_with_push(" + shape + ", " + fileLitAt(VD->getLocation()) + ", " +
               std::to_string(lineOf(VD->getLocation())) + "); ";
          for (auto &h : P.pre) s += h + " ";
          s += loopText(initStore(name, v, I, VD), 0);
          for (auto &h : P.post) s += " " + h;
          s += " cs_with_pop(); ";
        }
        s += "} ";
        continue;
      }
      std::string at = fileLitAt(VD->getLocation()) + ", " + std::to_string(lineOf(VD->getLocation()));
      s += typeStr(VD->getType(), "(*" + name + ")") + " __attribute__((cleanup(cs_pfree_ptr))) = cs_palloc_at(" +
           shape + ", sizeof *" + name + ", " + at + "); ";
      if (const Expr *I = VD->getInit()) {
        Pieces P;
        std::string v = print(I, true, P);
        s += "{ ";
        // (cstar) A variable of a named shape that is not the current one
        // (`int:T y = 2;` outside `with (T)`) is initialized with its shape
        // current, at every position, like a file-scope initializer.
        bool maybeOther = sh != "current";
        std::string own = tmp("own");
        if (maybeOther)
          s += "const int " + own + " = cs_current() != " + shape + "; if (" + own + ") cs_with_push(" + shape + ", " +
               at + "); ";
        for (auto &h : P.pre) s += h + " ";
        s += loopText(initStore(name, v, I, VD), maybeOther ? 2 : c.mask);
        for (auto &h : P.post) s += " " + h;
        if (maybeOther) s += " if (" + own + ") cs_with_pop();";
        s += " } ";
      }
    }
    replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(DS->getBeginLoc()), afterStmt(DS)), s);
  }

  void returnStmt(ReturnStmt *RS, LCtx &c) {
    const Expr *V = RS->getRetValue();
    bool parRet = c.fn && An.returnsParallel(c.fn);
    std::string pops = popsText(c, 0);
    if (!parRet && pops.empty()) { scalarRoot(V); return; }
    std::string s = "{ ";
    if (parRet && V) {
      QualType T = c.fn->getReturnType();
      Pieces P;
      std::string v = print(V, true, P);
      s += typeStr(T) + " *__cs_ret = cs_palloc_at(cs_current(), sizeof(" + typeStr(T) + "), " +
           fileLitAt(RS->getBeginLoc()) + ", " + std::to_string(lineOf(RS->getBeginLoc())) + "); ";
      for (auto &h : P.pre) s += h + " ";
      s += loopText("__cs_ret[__i] = " + v + ";", c.mask);
      for (auto &h : P.post) s += " " + h;
      s += " " + pops + "return __cs_ret; }";
    } else if (V) {
      Pieces P;
      std::string v = wrapScalar(print(V, false, P), P, V->getType()->isVoidType());
      s += typeStr(c.fn->getReturnType(), "__cs_ret") + " = " + v + "; " + pops + "return __cs_ret; }";
    } else {
      s += pops + "return; }";
    }
    replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(RS->getBeginLoc()), afterStmt(RS)), s);
  }

  // How many context pushes (with / where / everywhere bodies) enclose the
  // label LD inside S, counting from depth; false if LD is not in S.
  bool labelDepth(const Stmt *S, const LabelDecl *LD, size_t depth, size_t &out) {
    if (!S) return false;
    if (const auto *L = dyn_cast<LabelStmt>(S))
      if (L->getDecl() == LD) { out = depth; return true; }
    if (const auto *IS = dyn_cast<IfStmt>(S)) {
      const auto *Call = dyn_cast<CallExpr>(IS->getCond()->IgnoreParenImpCasts());
      std::string mk = Call && An.isMarkerDecl(Call->getDirectCallee()) ? Analysis::calleeName(Call) : "";
      if (mk == "__cs_with" || mk == "__cs_where" || mk == "__cs_everywhere") depth++;
    }
    for (const Stmt *Ch : S->children())
      if (labelDepth(Ch, LD, depth, out)) return true;
    return false;
  }

  // `goto out;` from inside with/where bodies to a label outside them pops the
  // contexts it leaves (Sema rejects a jump into a body).
  void gotoStmt(GotoStmt *G, LCtx &c) {
    size_t d = 0;
    if (CurFn && labelDepth(CurFn->getBody(), G->getLabel(), 0, d) && d < c.pops.size())
      jump(G, d, ("goto " + G->getLabel()->getName().str()).c_str(), c);
  }

  void jump(Stmt *S, size_t base, const char *kw, LCtx &c) {
    std::string pops = popsText(c, base);
    if (pops.empty()) return;
    replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(S->getBeginLoc()), afterStmt(S)),
                     "{ " + pops + kw + "; }");
  }

  void header(IfStmt *IS, const std::string &text) {
    replaceKeepLines(CharSourceRange::getTokenRange(SM.getExpansionLoc(IS->getIfLoc()), SM.getExpansionLoc(IS->getRParenLoc())), text);
  }

  void stmt(Stmt *S, LCtx &c) {
    if (!S) return;
    CurMask = c.mask;
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      // Consecutive elementwise statements with no communication between them
      // become one loop: one pass over memory, as hand-written code would.
      std::vector<Stmt *> body(CS->body_begin(), CS->body_end());
      for (size_t i = 0; i < body.size();) {
        {
          std::vector<FoldItem> items;
          std::vector<std::string> decls, assigns;
          std::set<const Decl *> lhs, reads;
          size_t j = i;
          while (j < body.size() && groupReduction(body[j], items, decls, assigns, lhs, reads)) j++;
          if (j - i >= 2) {
            std::string t = "do { " + takeChecks();
            for (auto &d : decls) t += d + " ";
            t += foldText(items, c.mask, Tmp) + " ";
            for (auto &a : assigns) t += a + " ";
            replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(body[i]->getBeginLoc()), afterStmt(body[i])),
                             t + "} while (0);");
            for (size_t k = i + 1; k < j; k++)
              replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(body[k]->getBeginLoc()), afterStmt(body[k])), "");
            i = j;
            continue;
          }
          clearFused();  // (a lone reduction is lowered on its own below)
        }
        std::vector<std::string> texts;
        size_t j = i;
        for (; j < body.size(); j++) {
          std::string t;
          if (!fusable(body[j], t)) break;
          texts.push_back(t);
        }
        if (j - i < 2) {
          clearFused();  // (lowered on its own, checks and all)
          stmt(body[i], c);
          i++;
          continue;
        }
        std::string all;
        for (auto &t : texts) all += t + " ";
        replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(body[i]->getBeginLoc()), afterStmt(body[i])),
                         "do { " + takeChecks() + loopText(all, c.mask) + takeAfter() + " } while (0);");
        for (size_t k = i + 1; k < j; k++)
          replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(body[k]->getBeginLoc()), afterStmt(body[k])), "");
        i = j;
      }
      return;
    }
    if (auto *IS = dyn_cast<IfStmt>(S)) {
      const auto *Call = dyn_cast<CallExpr>(IS->getCond()->IgnoreParenImpCasts());
      std::string mk = Call && An.isMarkerDecl(Call->getDirectCallee()) ? Analysis::calleeName(Call) : "";
      if (mk == "__cs_with" || mk == "__cs_everywhere") {
        bool with = mk == "__cs_with";
        Pieces P;
        std::string push = with ? "cs_with_push(" + print(Call->getArg(0), false, P) + ", " + fileLitAt(IS->getIfLoc()) + ", " +
                                      std::to_string(lineOf(IS->getIfLoc())) + ");"
                                : "cs_everywhere_push();";
        header(IS, "{ " + push);
        LCtx in = c;
        in.mask = 0;
        in.pops.push_back(with ? "cs_with_pop();" : "cs_context_pop();");
        stmt(IS->getThen(), in);
        // The Parse stage added ` else __builtin_unreachable();` after the body: it
        // becomes the pop.
        replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(IS->getElseLoc()), afterStmt(IS->getElse())),
                         with ? " cs_with_pop(); }" : " cs_context_pop(); }");
        return;
      }
      if (mk == "__cs_where") {
        std::string fusedThen, fusedElse;
        clearFused();
        if (fusableBody(IS->getThen(), fusedThen) && (!IS->getElse() || fusableBody(IS->getElse(), fusedElse))) {
          // Only elementwise statements under the where: one loop with an if/else
          // per position (same contexts, one pass over memory).
          Pieces P;
          int saved = Tmp;
          std::string v = print(Call->getArg(0), true, P);
          if (hoistChecks(P) && P.post.empty()) {
            std::string body = "if (" + v + ") { " + fusedThen + " }";
            if (IS->getElse()) body += " else { " + fusedElse + " }";
            replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(IS->getIfLoc()), afterStmt(IS)),
                             "do { " + takeChecks() + loopText(body, c.mask) + takeAfter() + " } while (0);");
            return;
          }
          Tmp = saved;
        }
        clearFused();
        std::string cb = tmp("cond");
        Pieces P;
        // `i % every` with a local int divisor: a reciprocal computed once
        // before the condition's loop instead of an idiv per position (25% of
        // a where50 write's CPU time, docs/benchmarks.md perf17). Only for a
        // condition without calls or other hoisted code, so that nothing can
        // change the divisor between that line and the loop.
        int savedTmp = Tmp;
        FastMod = !hasCall(Call->getArg(0));
        FastModUsed = 0;
        std::string v = print(Call->getArg(0), true, P);
        FastMod = false;
        if (FastModUsed && (P.pre.size() != FastModUsed || !P.post.empty())) {
          Tmp = savedTmp;
          cb = tmp("cond");
          P = Pieces();
          v = print(Call->getArg(0), true, P);
        }
        std::string h = "{ unsigned char *" + cb + " = cs_cond_buffer(); ";
        for (auto &x : P.pre) h += x + " ";
        h += loopText(cb + "[__i] = (" + v + ") != 0;", c.mask);
        for (auto &x : P.post) h += " " + x;
        h += " cs_where_push01(" + cb + ");";  // cb: 0/1, kept until the pop
        header(IS, h);
        LCtx in = c;
        in.mask = 1;
        in.pops.push_back("cs_context_pop();");
        stmt(IS->getThen(), in);
        if (IS->getElse()) {
          replaceKeepLines(CharSourceRange::getTokenRange(SM.getExpansionLoc(IS->getElseLoc()), SM.getExpansionLoc(IS->getElseLoc())),
                           "cs_where_else(" + cb + ");");
          stmt(IS->getElse(), in);
        }
        R.InsertText(afterStmt(IS), " cs_context_pop(); }", true);
        return;
      }
      scalarRoot(IS->getCond());
      stmt(IS->getThen(), c);
      stmt(IS->getElse(), c);
      return;
    }
    if (auto *W = dyn_cast<WhileStmt>(S)) {
      scalarRoot(W->getCond());
      LCtx in = c; in.breakBase = in.contBase = c.pops.size();
      return stmt(W->getBody(), in);
    }
    if (auto *D = dyn_cast<DoStmt>(S)) {
      LCtx in = c; in.breakBase = in.contBase = c.pops.size();
      stmt(D->getBody(), in);
      // the body's last statement (a `where`) left its mask state: the
      // condition (`while (|= !feof(f))`) is the loop's, unmasked here
      CurMask = c.mask;
      return scalarRoot(D->getCond());
    }
    if (auto *F = dyn_cast<ForStmt>(S)) {
      std::string ic;
      clearFused();
      if (fusableFor(F, ic)) {  // loop interchange: one pass over the positions
        replaceKeepLines(CharSourceRange::getCharRange(SM.getExpansionLoc(F->getForLoc()), afterStmt(F)),
                         "do { " + takeChecks() + loopText(ic, c.mask) + takeAfter() + " } while (0);");
        return;
      }
      clearFused();
      if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
        for (Decl *X : DS->decls())
          if (auto *VD = dyn_cast<VarDecl>(X)) scalarRoot(VD->getInit());
      } else if (auto *E = dyn_cast_or_null<Expr>(F->getInit())) forHeaderPart(E, c);
      scalarRoot(F->getCond());
      if (F->getInc()) forHeaderPart(F->getInc(), c);
      LCtx in = c; in.breakBase = in.contBase = c.pops.size();
      return stmt(F->getBody(), in);
    }
    if (auto *Sw = dyn_cast<SwitchStmt>(S)) {
      scalarRoot(Sw->getCond());
      LCtx in = c; in.breakBase = c.pops.size();
      return stmt(Sw->getBody(), in);
    }
    if (auto *RS = dyn_cast<ReturnStmt>(S)) return returnStmt(RS, c);
    if (isa<BreakStmt>(S)) return jump(S, c.breakBase, "break", c);
    if (isa<ContinueStmt>(S)) return jump(S, c.contBase, "continue", c);
    if (auto *G = dyn_cast<GotoStmt>(S)) return gotoStmt(G, c);
    if (auto *DS = dyn_cast<DeclStmt>(S)) return declStmt(DS, c);
    if (auto *L = dyn_cast<LabelStmt>(S)) return stmt(L->getSubStmt(), c);
    if (auto *SC = dyn_cast<SwitchCase>(S)) return stmt(SC->getSubStmt(), c);
    if (auto *E = dyn_cast<Expr>(S)) {
      // A ',' statement with a parallel part (`c = 0, [k]c = 1;`): each
      // top-level operand runs as a statement of its own, as in a for header.
      if (commaWithParallelPart(E)) return forHeaderPart(E, c);
      return exprStmt(E, c);
    }
  }
  bool commaWithParallelPart(const Expr *E) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!B || B->getOpcode() != BO_Comma) return false;
    for (const Expr *X : {B->getLHS(), B->getRHS()}) {
      if (commaWithParallelPart(X) || An.isParallel(X)) return true;
      if (const auto *A = dyn_cast<BinaryOperator>(X->IgnoreParens())) {
        Analysis::MarkerInfo M = An.marker(A);
        if ((A->isAssignmentOp() || M.kind == Marker::MinAsg || M.kind == Marker::MaxAsg) &&
            An.isParallel(M.operand ? M.operand : A->getRHS()))
          return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- declarations
  // `int a` -> `int (*a)`: parallel storage is a pointer to the rank's elements.
  // `int:S y[] = {1, 2, 3};` at file scope: the declaration stays where it is
  // written, as `int (*y)[]`, and its initializer moves to the start-up code,
  // so the size the initializer gave (Clang's type is int[3]) is written into
  // the brackets; gcc cannot index a pointer to an array of unknown size.
  // So is the size of an `extern int:S y[];` that a later definition in the
  // file gives (`int:S y[3];`): uses between the two index through the extern.
  void completeArraySize(const VarDecl *VD) {
    const ConstantArrayType *CAT = nullptr;
    for (const VarDecl *RD : VD->redecls())
      if ((CAT = Ctx.getAsConstantArrayType(RD->getType()))) break;
    const TypeSourceInfo *TSI = VD->getTypeSourceInfo();
    if (!CAT || !TSI) return;
    TypeLoc TL = TSI->getTypeLoc();
    while (true) {
      if (auto A = TL.getAs<AttributedTypeLoc>()) { TL = A.getModifiedLoc(); continue; }
      if (auto P = TL.getAs<ParenTypeLoc>()) { TL = P.getInnerLoc(); continue; }
      break;
    }
    auto IA = TL.getAs<IncompleteArrayTypeLoc>();
    if (!IA || IA.getRBracketLoc().isInvalid() || IA.getRBracketLoc().isMacroID()) return;
    R.InsertTextBefore(IA.getRBracketLoc(), std::to_string(CAT->getSize().getZExtValue()));
  }

  void storageDeclarator(const DeclaratorDecl *D) {
    SourceLocation L = D->getLocation();
    if (L.isMacroID()) { error(L, "parallel declaration inside a macro is not supported"); return; }
    R.InsertTextBefore(L, "(*");
    R.InsertTextAfterToken(L, ")");
  }

  void functionDecl(FunctionDecl *F) {
    CurFn = F;
    for (ParmVarDecl *P : F->parameters()) {
      if (An.declKind(P) != PKind::Parallel) continue;
      if (P->getIdentifier()) storageDeclarator(P);
      // An unnamed parameter of a prototype (`int:current f(int:current, int);`):
      // its location is where the name would be.
      else if (P->getLocation().isValid() && P->getLocation().isFileID()) R.InsertTextBefore(P->getLocation(), "*");
    }
    if (An.returnsParallel(F)) R.InsertTextBefore(F->getLocation(), "*");
    if (F->isMain() && F->doesThisDeclarationHaveABody()) {
      UserMain = F;
      R.ReplaceText(F->getLocation(), 4, "__cs_user_main");
      if (SM.getExpansionLoc(F->getBeginLoc()) == SM.getExpansionLoc(F->getLocation()))
        R.InsertTextBefore(F->getLocation(), "int ");  // K&R `main()`
    }
    if (!F->doesThisDeclarationHaveABody()) return;
    LCtx c;
    c.fn = F;
    c.mask = F->isMain() ? 0 : 2;
    stmt(F->getBody(), c);
    if (F->isMain() && F->getReturnType()->isIntegerType())
      R.InsertTextBefore(cast<CompoundStmt>(F->getBody())->getRBracLoc(), "return 0; ");
  }

  void fileVar(VarDecl *VD, std::set<const VarDecl *> &done) {
    if (VD->getName().startswith("__cs_shapedims_")) {
      std::string n = VD->getName().drop_front(15).str(), d = VD->getName().str();
      // One shape, or each element of an array of shapes (`shape [4]fixed[2];`).
      TUInit.push_back("for (unsigned long __k = 0; __k < sizeof " + n + " / sizeof(shape); __k++) ((shape *)&" + n +
                       ")[__k] = " + d + "[0] > 0 ? cs_shape_new(\"" + n + "\", (int)" + d + "[0], " + d +
                       " + 1) : cs_shape_unspecified(\"" + n + "\", (int)-" + d + "[0]);");
      return;
    }
    if (An.declKind(VD) != PKind::Parallel) {
      if (VD->getInit() && needsLowering(VD->getInit())) {
        // A pointer to a parallel variable initialized with its address
        // (`int:S *p = &a;`): the storage exists only after start-up, so the
        // assignment moves to the end of the start-up code (cstar).
        // Arrays and structs of such pointers too (`int:S *tab[] = {&x, &y};`).
        std::string store;
        if (onlyParAddresses(VD->getInit()) && deferStaticInit(VD, store)) {
          TUInitLate.push_back(store);
          return;
        }
        // A constant with C*'s operators (`int m = 10 %% 4;`, `int t = 3 <? 5;`)
        // is printed as the C constant expression it is.
        Pieces Pc;
        if (VD->getInit()->isIntegerConstantExpr(Ctx)) {
          std::string t = print(VD->getInit(), false, Pc);
          if (Pc.pre.empty() && Pc.post.empty() && t.find("({") == std::string::npos) {
            replaceKeepLines(CharSourceRange::getTokenRange(VD->getInit()->getSourceRange()), t);
            return;
          }
        }
        error(VD->getLocation(), "C* construct in the initializer of a file-scope scalar");
      }
      return;
    }
    storageDeclarator(VD);
    completeArraySize(VD);
    if (VD->hasExternalStorage() && !VD->getInit()) return;
    const VarDecl *Can = VD->getCanonicalDecl();
    if (VD->getInit()) {
      // The initializer moves into the start-up code.
      // From the end of the declarator (after `[3]` of `y[3]`) to the initializer's end.
      SourceLocation A = Lexer::getLocForEndOfToken(VD->getLocation(), 0, SM, LO);
      if (const TypeSourceInfo *TSI = VD->getTypeSourceInfo()) {
        SourceLocation TE = Lexer::getLocForEndOfToken(TSI->getTypeLoc().getEndLoc(), 0, SM, LO);
        if (TE.isValid() && SM.isBeforeInTranslationUnit(A, TE)) A = TE;
      }
      // (Not the `)` storageDeclarator inserted at A.)
      Rewriter::RewriteOptions keepInserts;
      keepInserts.IncludeInsertsAtBeginOfRange = false;
      R.RemoveText(CharSourceRange::getCharRange(A, Lexer::getLocForEndOfToken(VD->getInit()->getEndLoc(), 0, SM, LO)),
                   keepInserts);
    }
    if (!done.insert(Can).second && !VD->getInit()) return;
    std::string name = VD->getName().str(), sh = An.declShape(VD);
    // sizeof *x, not sizeof(T): T may be an unnamed struct (`struct { ... }:S x;`).
    std::string s = "if (!" + name + ") " + name + " = cs_palloc(" + sh + ", sizeof *" + name + ");";
    if (const Expr *I = VD->getInit()) {
      Pieces P;
      std::string v = print(I, true, P);
      s += " { cs_with_push(" + sh + ", " + fileLitAt(VD->getLocation()) + ", " + std::to_string(lineOf(VD->getLocation())) + "); ";
      for (auto &h : P.pre) s += h + " ";
      s += loopText(initStore(name, v, I, VD), 0);
      for (auto &h : P.post) s += " " + h;
      s += " cs_with_pop(); }";
    }
    TUInit.push_back(s);
  }

  bool run(TranslationUnitDecl *TU, std::string &out) {
    std::set<const VarDecl *> done;
    FileID Main = SM.getMainFileID();
    for (Decl *D : TU->decls()) {
      if (SM.getFileID(SM.getExpansionLoc(D->getLocation())) != Main) continue;
      if (auto *F = dyn_cast<FunctionDecl>(D)) functionDecl(F);
      else if (auto *VD = dyn_cast<VarDecl>(D)) fileVar(VD, done);
    }
    if (Failed) return false;
    std::string body;
    if (const RewriteBuffer *B = R.getRewriteBufferFor(Main)) body.assign(B->begin(), B->end());
    else body = SM.getBufferData(Main).str();
    // The annotate attributes have done their job (gcc would warn about them).
    static const std::regex annot(R"( ?__attribute__\(\(annotate\("cstar\.[^"]*"\)\)\))");
    body = std::regex_replace(body, annot, "");
    // Unnamed tags defined in block-scope parallel declarations (tagDefinition).
    for (auto &tr : TagRenames)
      for (size_t at = body.find(tr.first); at != std::string::npos; at = body.find(tr.first, at + tr.second.size()))
        body.replace(at, tr.first.size(), tr.second);

    std::ostringstream o;
    o << "/* Generated by cstar from " << Opt.sourceName << ": SPMD C over libcstar. */\n"
      << "#include <cstar/markers.h>\n#include <cstar/lower_comm.h>\n#include <limits.h>\n"
      // <assert.h>'s macro stays for gcc to expand: its failure call is the
      // runtime's, which prints once and ends every rank (vp/scalar_sys.c)
      << "#define __assert_fail cs_once_assert_fail\n"
      << setjmpPrologue()
      << "#line 1 " << FileLit << "\n"
      << body;
    if (!body.empty() && body.back() != '\n') o << "\n";
    o << "/* start-up: shapes and parallel variables of this file, after cs_init */\n"
      << "static void __cs_tu_init(void) {\n";
    for (auto &s : TUInit) o << "  " << s << "\n";
    for (auto &s : TUInitLate) o << "  " << s << "\n";
    o << "}\n__attribute__((constructor)) static void __cs_tu_register(void) { cs_lower_register_init(__cs_tu_init); }\n";
    if (UserMain) {
      unsigned n = UserMain->getNumParams();
      // (`main(argc, argv, envp)`, as UNIX programs of the time wrote it, gets
      // the environment too)
      o << "int main(int argc, char **argv" << (n >= 3 ? ", char **envp" : "") << ") {\n"
        << "  cs_init(&argc, &argv);\n  cs_lower_run_inits();\n";
      std::string args = n >= 3 ? "argc, argv, envp" : n == 2 ? "argc, argv" : n == 1 ? "argc" : "";
      if (UserMain->getReturnType()->isVoidType())
        o << "  __cs_user_main(" << args << ");\n  cs_finalize();\n  return 0;\n}\n";
      else
        o << "  int r = __cs_user_main(" << args << ");\n  cs_finalize();\n  return r;\n}\n";
    }
    out = o.str();
    return true;
  }
};

}  // namespace

bool lowerTU(Analysis &A, DiagnosticsEngine &DE, TranslationUnitDecl *TU, const LowerOptions &O, std::string &out) {
  Lowerer L(A, DE, O);
  return L.run(TU, out);
}

}  // namespace cstar
