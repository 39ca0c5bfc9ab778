// StreamSema.cpp — classifying and checking Stream* calls (see StreamSema.h).
#include "Sema/StreamSema.h"

#include <map>
#include <set>

#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace cstar {

static bool isFileType(ASTContext &Ctx, QualType T) {
  if (T.isNull()) return false;
  T = T.getCanonicalType().getUnqualifiedType();
  QualType F = Ctx.getFILEType();
  if (!F.isNull() && Ctx.hasSameType(T, F.getCanonicalType().getUnqualifiedType())) return true;
  if (const auto *RT = T->getAs<RecordType>()) return RT->getDecl()->getName() == "_IO_FILE";
  return false;
}

bool isParallelFile(Analysis &A, const Expr *E) {
  if (!E) return false;
  E = E->IgnoreParenImpCasts();
  if (!E->getType()->isPointerType() || !isFileType(A.Ctx, E->getType()->getPointeeType())) return false;
  return A.isPtrToPar(E);
}

// stdio functions on a FILE: kind and FILE argument index.
struct StdioEntry { StreamOp op; int fileArg; bool perVP; };
static const std::map<std::string, StdioEntry> &stdioTable() {
  static const std::map<std::string, StdioEntry> T = {
      {"fclose", {StreamOp::Collective, 0, false}},  {"fflush", {StreamOp::Collective, 0, false}},
      {"fwrite", {StreamOp::Collective, 3, true}},   {"fread", {StreamOp::Collective, 3, true}},
      {"fseek", {StreamOp::Collective, 0, true}},    {"rewind", {StreamOp::Collective, 0, false}},
      {"ftell", {StreamOp::Query, 0, true}},         {"feof", {StreamOp::Query, 0, true}},
      {"ferror", {StreamOp::Query, 0, true}},        {"clearerr", {StreamOp::Query, 0, false}},
      {"fprintf", {StreamOp::Elemental, 0, true}},   {"vfprintf", {StreamOp::Elemental, 0, true}},
      {"fscanf", {StreamOp::Elemental, 0, true}},    {"vfscanf", {StreamOp::Elemental, 0, true}},
      {"fputc", {StreamOp::Elemental, 1, true}},     {"putc", {StreamOp::Elemental, 1, true}},
      {"fgetc", {StreamOp::Elemental, 0, true}},     {"getc", {StreamOp::Elemental, 0, true}},
      {"ungetc", {StreamOp::Elemental, 1, true}},    {"fputs", {StreamOp::Elemental, 1, true}},
      {"fgets", {StreamOp::Elemental, 2, true}},
      {"setvbuf", {StreamOp::Collective, 0, false}}, {"setbuf", {StreamOp::Collective, 0, false}},
  };
  return T;
}

static bool inSystemHeader(Analysis &A, const Decl *D) {
  const SourceManager &SM = A.Ctx.getSourceManager();
  return SM.isInSystemHeader(SM.getSpellingLoc(D->getLocation()));
}

// fopen(name, mode) whose value is stored into a parallel FILE pointer: by
// assignment (`f = fopen(...)`, also inside a condition) or by initialization.
static std::string fileShape(Analysis &A, const Expr *E);
static bool fopenToParallel(Analysis &A, const CallExpr *C, std::string *target = nullptr) {
  DynTypedNode N = DynTypedNode::create(*C);
  const Expr *Cur = C;
  for (int depth = 0; depth < 16; depth++) {
    auto Ps = A.Ctx.getParents(N);
    if (Ps.empty()) return false;
    const DynTypedNode &P = Ps[0];
    if (const auto *VD = P.get<VarDecl>()) {
      if (target) *target = A.declShape(VD);
      return A.declKind(VD) == PKind::PtrToPar && VD->getType()->isPointerType() &&
             isFileType(A.Ctx, VD->getType()->getPointeeType());
    }
    if (P.get<ReturnStmt>()) {
      // `return fopen(...)` in a function whose result is a parallel FILE pointer.
      for (auto Up = A.Ctx.getParents(P); !Up.empty(); Up = A.Ctx.getParents(Up[0]))
        if (const auto *F = Up[0].get<FunctionDecl>()) {
          if (target) *target = A.declShape(F);
          return !A.declShape(F).empty() && F->getReturnType()->isPointerType() &&
                 isFileType(A.Ctx, F->getReturnType()->getPointeeType());
        }
      return false;
    }
    const auto *E = P.get<Expr>();
    if (!E) return false;
    if (isa<ParenExpr>(E) || isa<ImplicitCastExpr>(E) || isa<CStyleCastExpr>(E)) {
      N = P;
      Cur = E;
      continue;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (target) *target = fileShape(A, B->getLHS());
      return B->getOpcode() == BO_Assign && B->getRHS() == Cur && isParallelFile(A, B->getLHS());
    }
    return false;
  }
  return false;
}

static bool firstReport(SourceLocation L);

StreamCall classifyStreamCall(Analysis &A, const CallExpr *C) {
  StreamCall R;
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !F->getIdentifier()) return R;
  std::string n = F->getName().str();
  if (n == "fopen") {
    const SourceManager &SM = A.Ctx.getSourceManager();
    if (C->getNumArgs() == 3 && SM.getFilename(SM.getSpellingLoc(F->getLocation())).endswith("cstar/stream_stdio.h")) {
      R.op = StreamOp::FopenShape;
    } else if (C->getNumArgs() == 2 && inSystemHeader(A, F) && fopenToParallel(A, C)) {
      R.op = StreamOp::Fopen;
    }
    R.name = n;
    return R;
  }
  // other names of the same calls (large-file, glibc's unlocked forms)
  static const std::map<std::string, std::string> Alias = {
      {"ftello", "ftell"},          {"fseeko", "fseek"},          {"getc_unlocked", "getc"},
      {"fgetc_unlocked", "fgetc"},  {"putc_unlocked", "putc"},    {"fputc_unlocked", "fputc"},
      {"fwrite_unlocked", "fwrite"}, {"fread_unlocked", "fread"}, {"fputs_unlocked", "fputs"},
      {"fgets_unlocked", "fgets"}};
  auto al = Alias.find(n);
  if (al != Alias.end()) n = al->second;
  auto it = stdioTable().find(n);
  if (it != stdioTable().end() && inSystemHeader(A, F)) {
    const StdioEntry &e = it->second;
    if ((unsigned)e.fileArg < C->getNumArgs() && isParallelFile(A, C->getArg(e.fileArg))) {
      R.op = e.op;
      R.name = n;
      R.fileArg = e.fileArg;
      R.perVP = e.perVP;
    } else if ((n == "fwrite" || n == "fread") && C->getNumArgs() == 4 && isParallelBuffer(A, C->getArg(0))) {
      // a scalar FILE * and a parallel variable: TMC's global view
      R.op = StreamOp::GlobalView;
      R.name = n;
      R.fileArg = 3;
    }
    return R;
  }
  // <cm/cmfs.h>'s parallel transfers: the same global view on a descriptor
  static const std::set<std::string> Cmfs = {"CMFS_write_file",          "CMFS_read_file",
                                             "CMFS_write_file_always",   "CMFS_read_file_always",
                                             "CMFS_write_file_physical", "CMFS_read_file_physical"};
  if (Cmfs.count(n) && C->getNumArgs() == 3) {
    const SourceManager &SM = A.Ctx.getSourceManager();
    if (SM.getFilename(SM.getSpellingLoc(F->getLocation())).endswith("cm/cmfs.h")) {
      R.op = StreamOp::Cmfs;
      R.name = n;
      R.fileArg = 0;
      return R;
    }
  }
  if (A.isElemental(F)) {
    for (const Expr *Arg : C->arguments())
      if (isParallelFile(A, Arg)) {
        R.op = StreamOp::ElementalUser;
        R.name = n;
        R.perVP = true;
        break;
      }
  }
  return R;
}

bool isParallelBuffer(Analysis &A, const Expr *E) {
  const Expr *X = E->IgnoreParenCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(X))
    if (U->getOpcode() == UO_AddrOf && A.isParallel(U->getSubExpr())) return true;
  if (A.isParallel(X) && X->getType()->isArrayType()) return true;  // a parallel array decays
  return A.isPtrToPar(X) && !isParallelFile(A, X);
}

bool streamCallIsParallel(Analysis &A, const CallExpr *C) {
  StreamCall S = classifyStreamCall(A, C);
  return S && S.perVP;
}

// The shape a parallel file pointer expression was declared with ("" unknown).
static std::string fileShape(Analysis &A, const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) return A.declShape(D->getDecl());
  if (const auto *M = dyn_cast<MemberExpr>(E)) return A.declShape(M->getMemberDecl());
  return "";
}

static bool shapesDiffer(const std::string &a, const std::string &b) {
  auto generic = [](const std::string &s) { return s.empty() || s == "-" || s == "current" || s == "void"; };
  return !generic(a) && !generic(b) && a != b;
}

bool checkStreamCall(Analysis &A, DiagnosticsEngine &DE, const CallExpr *C, const std::string &shape,
                     bool inElemental) {
  StreamCall S = classifyStreamCall(A, C);
  auto err = [&](SourceLocation L, const char *msg) {
    return DE.Report(L, DE.getDiagnosticIDs()->getCustomDiagID(DiagnosticIDs::Error, msg));
  };
  if (!S) {
    // A parallel file handed to anything else: a scalar FILE * parameter would
    // get the runtime's handle, not a C FILE.
    const FunctionDecl *F = C->getDirectCallee();
    for (unsigned i = 0; F && i < C->getNumArgs(); i++) {
      if (!isParallelFile(A, C->getArg(i))) continue;
      const ParmVarDecl *P = i < F->getNumParams() ? F->getParamDecl(i) : nullptr;
      if (P && A.declKind(P) == PKind::PtrToPar) continue;
      // calls the runtime has on a VP's stream only (inside elemental functions)
      static const std::set<std::string> PerVPOnly = {"getline", "getdelim", "fgetpos", "fsetpos"};
      if (inSystemHeader(A, F) && PerVPOnly.count(F->getName().str()))
        err(C->getArg(i)->getBeginLoc(), "'%0' is not supported on a parallel file in parallel code; call it "
                                         "inside an elemental function given the file (each position gets its own "
                                         "FILE *), or use fgets / ftell / fseek") << F->getName();
      else if (inSystemHeader(A, F))
        err(C->getArg(i)->getBeginLoc(), "'%0' is not supported on a parallel file") << F->getName();
      else
        err(C->getArg(i)->getBeginLoc(), "parallel file passed to scalar parameter of %0; declare the parameter "
                                         "'FILE:current *' or make %0 elemental") << F;
    }
    return false;
  }
  if (S.op == StreamOp::ElementalUser) return false;
  if (S.op == StreamOp::Cmfs) {
    if (!isParallelBuffer(A, C->getArg(1)) && firstReport(C->getArg(1)->getBeginLoc()))
      err(C->getArg(1)->getBeginLoc(), "'%0' moves a parallel variable; give it the address of one (e.g. '&x' of a "
                                       "parallel 'x'); for scalar data use CMFS_serial_%1_file")
          << S.name << (S.name.find("write") != std::string::npos ? "write" : "read");
    for (unsigned i : {0u, 2u})
      if (A.isParallel(C->getArg(i)) && firstReport(C->getArg(i)->getBeginLoc()))
        err(C->getArg(i)->getBeginLoc(), "the %0 of '%1' must be scalar")
            << (i == 0 ? "descriptor" : "bytes_per_position") << S.name;
    if (inElemental) err(C->getBeginLoc(), "'%0' inside an elemental function") << S.name;
    return true;
  }
  if (S.op == StreamOp::GlobalView) {
    // One transfer of the whole variable: the sizes are the program's, the
    // same for every position.
    for (unsigned i = 1; i <= 2; i++)
      if (A.isParallel(C->getArg(i)) && firstReport(C->getArg(i)->getBeginLoc()))
        err(C->getArg(i)->getBeginLoc(), "'%0' of a parallel variable through a scalar FILE * moves the same bytes "
                                         "of every position; its %1 must be scalar")
            << S.name << (i == 1 ? "size" : "item count");
    if (inElemental)
      err(C->getBeginLoc(), "'%0' of a parallel variable inside an elemental function") << S.name;
    return true;
  }
  if (S.op == StreamOp::FopenShape) {
    if (inElemental) err(C->getBeginLoc(), "opening a parallel file inside an elemental function");
    return false;  // ordinary argument checks (all scalar)
  }
  if (inElemental) {
    err(C->getBeginLoc(), "'%0' on a parallel file inside an elemental function; pass the file to the "
                          "elemental function instead (each position gets its own FILE *)")
        << S.name;
    return true;
  }
  // fclose/fflush act on the file's own shape; every other call on the current one.
  if (S.name == "fclose" || S.name == "fflush") return true;
  if (shape == "-") {
    err(C->getBeginLoc(), "'%0' on a parallel file where no shape is current; put it inside a 'with' statement")
        << S.name;
    return true;
  }
  if (S.op == StreamOp::Fopen) {
    // fopen(name, mode) gives the file the current shape; the pointer must agree.
    std::string ts;
    fopenToParallel(A, C, &ts);
    if (shapesDiffer(ts, shape))
      err(C->getBeginLoc(), "fopen(name, mode) opens a parallel file of the current shape '%0', but it is stored "
                            "in a 'FILE:%1 *'; open it inside 'with (%1)'")
          << shape << ts;
    return false;
  }
  const Expr *FA = C->getArg(S.fileArg);
  std::string fs = fileShape(A, FA);
  if (shapesDiffer(fs, shape))
    err(FA->getBeginLoc(), "parallel file of shape '%0' used where the current shape is '%1'; select it with 'with (%0)'")
        << fs << shape;
  if (S.name == "fread" || S.name == "fwrite") {
    const Expr *B = C->getArg(0)->IgnoreParenImpCasts();
    bool par = A.isPtrToPar(B) || A.isParallel(B);
    if (!par && S.name == "fread")
      err(B->getBeginLoc(), "'fread' on a parallel file needs a parallel buffer (e.g. '&x' of a parallel 'x')");
    if (const auto *U = dyn_cast<UnaryOperator>(B))
      if (U->getOpcode() == UO_AddrOf)
        if (const auto *D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts())) {
          std::string bs = A.declShape(D->getDecl());
          if (shapesDiffer(bs, shape))
            err(D->getBeginLoc(), "parallel variable %0 has shape '%1' but the current shape is '%2'; select it with 'with (%1)'")
                << D->getDecl() << bs << shape;
        }
  }
  return true;
}

// A FILE * that is not a parallel file and not a null pointer constant.
static bool isScalarFile(Analysis &A, const Expr *E) {
  if (!E) return false;
  const Expr *X = E->IgnoreParenImpCasts();
  if (!X->getType()->isPointerType() || !isFileType(A.Ctx, X->getType()->getPointeeType())) return false;
  if (X->isNullPointerConstant(A.Ctx, Expr::NPC_ValueDependentIsNotNull)) return false;
  if (E->IgnoreParenCasts()->isNullPointerConstant(A.Ctx, Expr::NPC_ValueDependentIsNotNull)) return false;
  if (isParallelFile(A, X)) return false;
  if (const auto *C = dyn_cast<CallExpr>(X)) {
    StreamCall S = classifyStreamCall(A, C);
    if (S.op == StreamOp::Fopen || S.op == StreamOp::FopenShape) return false;
    if (const FunctionDecl *F = C->getDirectCallee())
      if (F->getName() == "fopen" && inSystemHeader(A, F)) return false;  // typed by its target
  }
  return true;
}

static bool isFilePtrType(Analysis &A, QualType T) {
  return !T.isNull() && T->isPointerType() && isFileType(A.Ctx, T->getPointeeType());
}

// The checker may visit an expression more than once (a declaration's
// initializer, then the expression walk): one report per place.
static bool firstReport(SourceLocation L) {
  static std::set<unsigned> seen;
  return seen.insert(L.getRawEncoding()).second;
}

// One flow of `Src` into a FILE pointer whose parallelness is `toPar`.
static void checkFlow(Analysis &A, DiagnosticsEngine &DE, bool toPar, const Expr *Src, const std::string &what,
                      bool inElemental) {
  if (!Src) return;
  if (inElemental)  // a parallel file there is reported where it is named (checkFileFlow)
    if (const auto *D = dyn_cast<DeclRefExpr>(Src->IgnoreParenImpCasts()))
      if (!isa<ParmVarDecl>(D->getDecl()) && isParallelFile(A, D)) return;
  if (!firstReport(Src->getBeginLoc())) return;
  auto err = [&](SourceLocation L, const char *msg) {
    return DE.Report(L, DE.getDiagnosticIDs()->getCustomDiagID(DiagnosticIDs::Error, msg));
  };
  if (!toPar && isParallelFile(A, Src))
    err(Src->getBeginLoc(), "parallel file stored in the scalar 'FILE *' %0: the C library cannot use it; declare "
                            "%0 'FILE:S *' (or pass the file to an elemental function, whose 'FILE *' parameter "
                            "is one position's stream)")
        << what;
  else if (toPar && isScalarFile(A, Src)) {
    std::string from = "a scalar FILE *";
    if (const auto *C = dyn_cast<CallExpr>(Src->IgnoreParenCasts()))
      if (const FunctionDecl *F = C->getDirectCallee()) from = "'" + F->getName().str() + "'";
    err(Src->getBeginLoc(), "%0 stored in the parallel file %1: a parallel file comes only from "
                            "fopen(name, mode[, &shape]) (one stream per position), not from a C library FILE")
        << from << what;
  }
}

void checkFileFlow(Analysis &A, DiagnosticsEngine &DE, const Expr *E, bool inElemental) {
  if (!E) return;
  const Expr *X = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(X)) {
    if (B->getOpcode() != BO_Assign || !isFilePtrType(A, B->getLHS()->getType())) return;
    std::string what = "'" + std::string(Lexer::getSourceText(CharSourceRange::getTokenRange(
                                              B->getLHS()->getSourceRange()), A.Ctx.getSourceManager(),
                                              A.Ctx.getLangOpts())) + "'";
    checkFlow(A, DE, isParallelFile(A, B->getLHS()), B->getRHS(), what, inElemental);
    return;
  }
  if (!inElemental) return;
  if (const auto *D = dyn_cast<DeclRefExpr>(X))
    if (!isa<ParmVarDecl>(D->getDecl()) && isParallelFile(A, D) && firstReport(D->getLocation()))
      DE.Report(D->getLocation(), DE.getDiagnosticIDs()->getCustomDiagID(
                                      DiagnosticIDs::Error, "parallel file %0 used inside an elemental function; pass "
                                                            "it as an argument (each position gets its own FILE *)"))
          << D->getDecl();
}

void checkFileInit(Analysis &A, DiagnosticsEngine &DE, const VarDecl *VD, bool inElemental) {
  if (!VD || !VD->hasInit() || !isFilePtrType(A, VD->getType())) return;
  bool toPar = A.declKind(VD) == PKind::PtrToPar;
  if (const auto *F = dyn_cast_or_null<FunctionDecl>(VD->getDeclContext())) inElemental |= A.isElemental(F);
  checkFlow(A, DE, toPar, VD->getInit(), "'" + VD->getName().str() + "'", inElemental);
}

}  // namespace cstar
