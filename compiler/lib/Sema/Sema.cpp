// Sema.cpp — parallelness on top of Clang's AST, and the C* rules.
//
// Clang has already typed the marker C (all of C's rules, promotions and
// conversions).  Here: which declarations/expressions are parallel, and the
// C*-specific errors and warnings (docs/language.md, "Diagnostics").
#include <functional>
#include "Sema/Sema.h"
#include "Sema/StreamSema.h"
#include "Sema/CommSema.h"
#include "Sema/PerPositionSema.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace cstar {

// ============================================================ Analysis
// The shape annotation of a declaration, or of the typedef its type names.
static const TypedefNameDecl *typedefOf(QualType T) {
  while (true) {
    if (const auto *TT = T->getAs<TypedefType>()) return TT->getDecl();
    if (const auto *AT = dyn_cast<ArrayType>(T.getTypePtr())) { T = AT->getElementType(); continue; }
    return nullptr;
  }
}

std::string Analysis::annotation(const Decl *D, llvm::StringRef prefix) const {
  if (!D) return "";
  for (const auto *A : D->specific_attrs<AnnotateAttr>()) {
    llvm::StringRef s = A->getAnnotation();
    if (s.startswith(prefix)) return s.drop_front(prefix.size()).str();
  }
  // A function whose result type is a typedef of a parallel type (`typedef
  // double:S dpar; dpar energy(...)`, or `dpar *f(...)`) is parallel like
  // `double:S energy(...)`: the shape is the typedef's.
  if (const auto *F = dyn_cast<FunctionDecl>(D); F && prefix == "cstar.par:") {
    QualType R = F->getReturnType();
    const TypedefNameDecl *TD = typedefOf(R);
    if (!TD && R->isPointerType()) TD = typedefOf(R->getPointeeType());
    if (TD) return annotation(TD, prefix);
  }
  return "";
}

PKind Analysis::declKind(const Decl *D) const {
  if (!D) return PKind::Scalar;
  QualType T;
  if (const auto *VD = dyn_cast<ValueDecl>(D)) T = VD->getType();
  else if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) T = TD->getUnderlyingType();
  else return PKind::Scalar;
  if (isa<FunctionDecl>(D)) return PKind::Scalar;
  // A parallel array parameter (`int:current a[3]`) is a parallel array, not the
  // pointer C adjusts its type to.
  if (const auto *PV = dyn_cast<ParmVarDecl>(D)) T = PV->getOriginalType();
  std::string s = annotation(D, "cstar.par:");
  if (!s.empty()) {
    QualType B = T;
    while (const auto *AT = dyn_cast<ArrayType>(B.getCanonicalType().getTypePtr())) B = AT->getElementType();
    return B->isPointerType() ? PKind::PtrToPar : PKind::Parallel;
  }
  // Through typedefs: `typedef int:S Pi; Pi x;` and `Pi *p;`.
  if (T.isNull()) return PKind::Scalar;
  if (const auto *TD = typedefOf(T)) {
    if (!annotation(TD, "cstar.par:").empty()) return declKind(TD) == PKind::PtrToPar ? PKind::PtrToPar : PKind::Parallel;
  }
  if (T->isPointerType())
    if (const auto *TD = typedefOf(T->getPointeeType()))
      if (!annotation(TD, "cstar.par:").empty()) return PKind::PtrToPar;
  return PKind::Scalar;
}

std::string Analysis::declShape(const Decl *D) const {
  std::string s = annotation(D, "cstar.par:");
  if (!s.empty()) return s;
  QualType T;
  if (const auto *VD = dyn_cast_or_null<ValueDecl>(D)) T = VD->getType();
  // A parameter of a parallel array typedef (`typedef double:S vec3[3];
  // void scale(vec3 a)`): its type as written, not the pointer C adjusts it to.
  if (const auto *PV = dyn_cast_or_null<ParmVarDecl>(D)) T = PV->getOriginalType();
  if (T.isNull()) return "";
  if (const auto *TD = typedefOf(T)) { s = declShape(TD); if (!s.empty()) return s; }
  if (T->isPointerType())
    if (const auto *TD = typedefOf(T->getPointeeType())) return declShape(TD);
  return "";
}

bool Analysis::returnsParallel(const FunctionDecl *F) const {
  // void:current f(...) is a parallel function with no result (cstar).
  return F && !annotation(F, "cstar.par:").empty() && !F->getReturnType()->isPointerType() &&
         !F->getReturnType()->isVoidType();
}

bool Analysis::hasParallelParams(const FunctionDecl *F) const {
  if (!F) return false;
  for (const auto *P : F->parameters())
    if (declKind(P) == PKind::Parallel) return true;
  return false;
}

bool Analysis::isElemental(const FunctionDecl *F) const {
  if (!F) return false;
  for (const FunctionDecl *R : F->redecls())
    if (annotation(R, "cstar.elemental") != "" || R->hasAttr<AnnotateAttr>()) {
      for (const auto *A : R->specific_attrs<AnnotateAttr>())
        if (A->getAnnotation() == "cstar.elemental") return true;
    }
  return false;
}

bool Analysis::isLibraryElemental(const FunctionDecl *F) const {
  if (!F) return false;
  const SourceManager &SM = Ctx.getSourceManager();
  // A 1990s program redeclares library functions by hand after including
  // their header (`extern double fabs();`): the header's declaration decides.
  SourceLocation L;
  for (const FunctionDecl *R : F->redecls()) {
    L = SM.getSpellingLoc(R->getLocation());
    // glibc spells the float and long double versions by token pasting
    // (`__MATHCALL (sqrt,, ...)` makes `sqrtf`, `sqrtl`): that name's spelling
    // is in the scratch buffer, the declaration's expansion in <bits/mathcalls.h>.
    if (SM.isWrittenInScratchSpace(L) || !SM.isInSystemHeader(L)) L = SM.getExpansionLoc(R->getLocation());
    if (SM.isInSystemHeader(L)) break;
  }
  llvm::StringRef file;
  if (L.isValid() && SM.isInSystemHeader(L)) {
    file = SM.getFilename(L);
  } else {
    // No header declares it: a library function called with its header not
    // included (`y = fabs(x);` without <math.h>, C89's implicit declaration),
    // or declared only by hand (`double sqrt();`).  Clang knows the header of
    // its library builtins; a function the program defines is its own.
    unsigned ID = F->getBuiltinID();
    if (!ID || F->isDefined() || !Ctx.BuiltinInfo.getHeaderName(ID)) return false;
    file = Ctx.BuiltinInfo.getHeaderName(ID);
  }
  if (file.contains("math") || file.contains("ctype")) return true;
  llvm::StringRef n = F->getName();
  // (cstar) <string.h> and the string conversions and formatting of <stdlib.h>
  // and <stdio.h> touch only their arguments: per position on a parallel char
  // array (`len = strlen(name);`, `sprintf(buf, "%d", x);`, `v = atoi(txt);`).
  if (file.contains("string") && n != "strtok" && n != "strdup" && n != "strndup" && n != "strerror") return true;
  static const char *const conv[] = {"atoi", "atol", "atoll", "atof", "strtol", "strtoul", "strtoll",
                                     "strtoull", "strtod", "strtof", "strtold", "sprintf", "snprintf",
                                     "sscanf", "llabs"};
  for (const char *c : conv)
    if (n == c) return true;
  return n == "abs" || n == "labs";
}

bool Analysis::isMarkerDecl(const Decl *D) const {
  if (!D) return false;
  const SourceManager &SM = Ctx.getSourceManager();
  return SM.getFilename(SM.getSpellingLoc(D->getLocation())).endswith("cstar/markers.h");
}

const Expr *Analysis::bytesSizeof(const Expr *E) const {
  E = E->IgnoreParenCasts();
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) return U->getKind() == UETT_SizeOf ? U : nullptr;
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || B->getOpcode() != BO_Mul) return nullptr;
  for (int side = 0; side < 2; side++) {
    const Expr *S = (side ? B->getRHS() : B->getLHS())->IgnoreParenCasts();
    const Expr *O = side ? B->getLHS() : B->getRHS();
    const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S);
    if (!U || U->getKind() != UETT_SizeOf) continue;
    Expr::EvalResult R;
    if (O->EvaluateAsInt(R, Ctx) && R.Val.getInt().getExtValue() % 8 == 0) return nullptr;
    return U;
  }
  return nullptr;
}

const FunctionDecl *Analysis::calleeOf(const Expr *E) const {
  if (const auto *C = dyn_cast<CallExpr>(E->IgnoreParenImpCasts())) return C->getDirectCallee();
  return nullptr;
}

// Parallel versions by name, per translation unit (cleared by checkCStar: a
// later file's ASTContext may reuse an address).
static std::map<std::pair<const ASTContext *, std::string>, std::vector<const FunctionDecl *>> &overloadCache() {
  static std::map<std::pair<const ASTContext *, std::string>, std::vector<const FunctionDecl *>> cache;
  return cache;
}

const FunctionDecl *Analysis::resolve(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !F->getIdentifier() || isMarkerDecl(F)) return F;
  // K&R: `int:current twice();` called before `int:current twice(v) int:current v; {...}`
  // -- the declaration with the parameters says which are parallel.
  if (!F->hasPrototype() && F->getNumParams() < C->getNumArgs())
    for (const FunctionDecl *G : F->redecls())
      if (G->getNumParams() == C->getNumArgs()) { F = G; break; }
  bool par = false;
  for (const Expr *A : C->arguments()) par = par || isParallel(A);
  if (!par) return F;
  // The parallel versions of the name: NAME__cs_par (one, beside a scalar one)
  // or NAME__cs_par_<types> (several differing in parameter types; Parse.cpp).
  std::string base = F->getName().str();
  auto &cache = overloadCache();
  auto key = std::make_pair(&Ctx, base);
  auto it = cache.find(key);
  if (it == cache.end()) {
    std::vector<const FunctionDecl *> v;
    std::string pre = base + "__cs_par_";
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (const auto *G = dyn_cast<FunctionDecl>(D))
        if (G->getIdentifier() && (G->getName() == base + "__cs_par" || G->getName().startswith(pre)) &&
            std::find(v.begin(), v.end(), G->getCanonicalDecl()) == v.end())
          v.push_back(G->getCanonicalDecl());
    it = cache.emplace(key, v).first;
  }
  std::vector<const FunctionDecl *> cands = it->second;
  if (cands.empty()) return F;
  if (isParallelFunction(F)) cands.insert(cands.begin(), F);
  // Best match by argument types: same type 2, both arithmetic 1, per argument.
  const FunctionDecl *best = nullptr;
  int bestScore = -1;
  for (const FunctionDecl *G : cands) {
    if (G->getNumParams() != C->getNumArgs()) continue;
    int score = 0;
    for (unsigned i = 0; i < C->getNumArgs(); i++) {
      QualType A = C->getArg(i)->IgnoreParenImpCasts()->getType(), P = G->getParamDecl(i)->getType();
      if (Ctx.hasSameUnqualifiedType(A, P)) score += 2;
      else if (A->isArithmeticType() && P->isArithmeticType()) score += 1;
    }
    if (score > bestScore) { best = G; bestScore = score; }
  }
  if (!best) return cands.front();
  if (const FunctionDecl *Def = best->getDefinition()) return Def;
  return best->getMostRecentDecl();
}

std::string Analysis::calleeName(const CallExpr *C) {
  if (const auto *F = C->getDirectCallee())
    if (F->getIdentifier()) return F->getName().str();
  return "";
}

Analysis::MarkerInfo Analysis::marker(const Expr *E) const {
  MarkerInfo M;
  if (!E) return M;
  E = E->IgnoreParens();
  auto markerCall = [&](const Expr *X, llvm::StringRef prefix) -> const CallExpr * {
    const auto *C = dyn_cast<CallExpr>(X->IgnoreParenImpCasts());
    if (!C || !C->getDirectCallee() || !isMarkerDecl(C->getDirectCallee())) return nullptr;
    return calleeName(C).rfind(prefix.str(), 0) == 0 ? C : nullptr;
  };
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Deref)
      if (const auto *B = dyn_cast<BinaryOperator>(U->getSubExpr()->IgnoreParens()))
        if (B->getOpcode() == BO_Comma)
          if (const CallExpr *C = markerCall(B->getLHS(), "__cs_lidx")) {
            M.kind = Marker::LeftIndex;
            for (const Expr *A : C->arguments()) M.args.push_back(A);
            const Expr *R = B->getRHS()->IgnoreParens();
            if (const auto *AU = dyn_cast<UnaryOperator>(R))
              if (AU->getOpcode() == UO_AddrOf) R = AU->getSubExpr()->IgnoreParens();
            M.operand = R;
          }
    return M;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Comma) {
      if (const CallExpr *C = markerCall(B->getLHS(), "__cs_red_")) {
        M.kind = Marker::Reduce;
        M.op = calleeName(C).substr(9);
        M.operand = B->getRHS()->IgnoreParens();
        if (const auto *A = dyn_cast<BinaryOperator>(M.operand))  // the `+ 0` (Parse.cpp)
          if (A->getOpcode() == BO_Add && isa<IntegerLiteral>(A->getRHS()->IgnoreParenImpCasts()))
            M.operand = A->getLHS()->IgnoreParenImpCasts()->IgnoreParens();
        if (const auto *U = dyn_cast<UnaryOperator>(M.operand))  // the promoting + (Parse.cpp)
          if (U->getOpcode() == UO_Plus) M.operand = U->getSubExpr()->IgnoreParens();
      } else if (const CallExpr *C = markerCall(B->getLHS(), "__cs_pcast")) {
        M.kind = Marker::PCast;
        M.args.push_back(C->getArg(0));
        M.operand = B->getRHS()->IgnoreParens();
      }
    } else if (B->getOpcode() == BO_Assign || B->getOpcode() == BO_RemAssign) {
      if (const auto *CB = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts()))
        if (CB->getOpcode() == BO_Comma) {
          if (B->getOpcode() == BO_RemAssign) {
            if (markerCall(CB->getLHS(), "__cs_modasg")) M.kind = Marker::ModAsg;  // a %%= b
          } else if (markerCall(CB->getLHS(), "__cs_minasg")) M.kind = Marker::MinAsg;
          else if (markerCall(CB->getLHS(), "__cs_maxasg")) M.kind = Marker::MaxAsg;
          if (M.kind != Marker::None) {
            M.lhs = B->getLHS();
            M.operand = CB->getRHS()->IgnoreParens();
            M.op = M.kind == Marker::MinAsg ? "min" : M.kind == Marker::MaxAsg ? "max" : "mod";
          }
        }
    }
    return M;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    if (const auto *D = dyn_cast<DeclRefExpr>(CO->getCond()->IgnoreParenImpCasts()))
      if (isMarkerDecl(D->getDecl())) {
        if (D->getDecl()->getName() == "__cs_tag_min") M.kind = Marker::MinOp;
        else if (D->getDecl()->getName() == "__cs_tag_max") M.kind = Marker::MaxOp;
        else if (D->getDecl()->getName() == "__cs_tag_mod") M.kind = Marker::ModOp;
        M.args.push_back(CO->getTrueExpr());
        M.args.push_back(CO->getFalseExpr());
      }
    return M;
  }
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *F = C->getDirectCallee();
    if (F && isMarkerDecl(F)) {
      std::string n = calleeName(C);
      if (n == "pcoord") M.kind = Marker::Pcoord;
      else if (n == "prand") M.kind = Marker::Prand;
      else if (n == "__cs_dot") M.kind = Marker::Dot;
      else if (n == "shapeof" && C->getNumArgs() == 1) { M.kind = Marker::Shapeof; M.operand = C->getArg(0)->IgnoreParens(); }
      for (const Expr *A : C->arguments()) M.args.push_back(A);
    }
    return M;
  }
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    if (isMarkerDecl(D->getDecl()) && D->getDecl()->getName() == "current") M.kind = Marker::Current;
  return M;
}

// Parallel elements are never pointers, so a pointer to a parallel variable
// points to a non-pointer: with `int:S **pp`, pp is a scalar pointer to a
// pointer to parallel, `*pp` points to parallel and `**pp` is parallel.
static bool pointsToPointer(const Expr *E) {
  QualType T = E->getType();
  return T->isPointerType() && T->getPointeeType()->isPointerType();
}

// Is E reached from a declaration of pointer(s) to parallel through `*` and `[]`?
bool Analysis::ptrRooted(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) return declKind(D->getDecl()) == PKind::PtrToPar;
  if (const auto *M = dyn_cast<MemberExpr>(E)) return declKind(M->getMemberDecl()) == PKind::PtrToPar;
  if (const auto *U = dyn_cast<UnaryOperator>(E)) return U->getOpcode() == UO_Deref && ptrRooted(U->getSubExpr());
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) return ptrRooted(A->getBase());
  return false;
}

bool Analysis::isPtrToPar(const Expr *E) {
  if (!E) return false;
  E = E->IgnoreParenImpCasts();
  if (pointsToPointer(E)) return false;
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) return declKind(D->getDecl()) == PKind::PtrToPar && D->getType()->isPointerType();
  if (const auto *M = dyn_cast<MemberExpr>(E)) return declKind(M->getMemberDecl()) == PKind::PtrToPar && M->getType()->isPointerType();
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))  // tab[k] of `int:S *tab[3]`, pp[0] of `int:S **pp`
    return A->getType()->isPointerType() && ptrRooted(A->getBase());
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Deref) return U->getType()->isPointerType() && ptrRooted(U->getSubExpr());
    return U->getOpcode() == UO_AddrOf && isParallel(U->getSubExpr());
  }
  if (const auto *C = dyn_cast<ConditionalOperator>(E)) return isPtrToPar(C->getTrueExpr()) || isPtrToPar(C->getFalseExpr());
  if (const auto *CE = dyn_cast<CStyleCastExpr>(E))  // (int:S *)p = (int *)(__cs_pcast(S), (p))
    if (CE->getType()->isPointerType() && marker(CE->getSubExpr()->IgnoreParens()).kind == Marker::PCast) return true;
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *F = C->getDirectCallee();
    return F && !annotation(F, "cstar.par:").empty() && F->getReturnType()->isPointerType();
  }
  return false;
}

bool Analysis::isParallel(const Expr *E) {
  if (!E) return false;
  auto it = ParMemo.find(E);
  if (it != ParMemo.end()) return it->second;
  bool r = false;
  const Expr *X = E->IgnoreParens();
  MarkerInfo M = marker(X);
  switch (M.kind) {
    case Marker::Pcoord: case Marker::Prand: case Marker::Dot:
      r = true; break;
    case Marker::PCast:  // (int:S)e is parallel; (int:S *)p is a scalar pointer to parallel
      r = !X->getType()->isPointerType();
      // (bool:S *)0, (int:S *)addr: the marker sits inside the cast to a
      // pointer type, and its operand is an integer, not a parallel value.
      if (r) {
        DynTypedNodeList Ps = Ctx.getParents(*X);
        while (!Ps.empty() && (Ps[0].get<ParenExpr>() || Ps[0].get<ImplicitCastExpr>())) Ps = Ctx.getParents(Ps[0]);
        if (!Ps.empty())
          if (const auto *CE = Ps[0].get<CStyleCastExpr>())
            if (CE->getType()->isPointerType()) r = false;
      }
      break;
    case Marker::Reduce: case Marker::Current: case Marker::Shapeof:
      r = false; break;
    case Marker::LeftIndex:
      r = false;
      for (const Expr *A : M.args) r |= isParallel(A);
      break;
    case Marker::MinOp: case Marker::MaxOp: case Marker::ModOp:
      r = isParallel(M.args[0]) || isParallel(M.args[1]); break;
    case Marker::MinAsg: case Marker::MaxAsg: case Marker::ModAsg:
      r = isParallel(M.lhs); break;
    case Marker::None:
      if (const auto *CE = dyn_cast<CStyleCastExpr>(X); CE && !CE->getType()->isPointerType()) {
        // (pint)e with `typedef int:S pint;` converts to a parallel type like (int:S)e.
        if (const auto *TT = CE->getTypeAsWritten()->getAs<TypedefType>())
          if (declKind(TT->getDecl()) == PKind::Parallel) { r = true; break; }
      }
      if (const auto *D = dyn_cast<DeclRefExpr>(X)) {
        r = declKind(D->getDecl()) == PKind::Parallel;
      } else if (const auto *ME = dyn_cast<MemberExpr>(X)) {
        r = ME->isArrow() ? isPtrToPar(ME->getBase()) : isParallel(ME->getBase());
      } else if (const auto *U = dyn_cast<UnaryOperator>(X)) {
        if (U->getOpcode() == UO_AddrOf) r = false;
        else if (U->getOpcode() == UO_Deref) r = isPtrToPar(U->getSubExpr()) || isParallel(U->getSubExpr());
        else r = isParallel(U->getSubExpr());
      } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(X)) {
        // p[0] with p a pointer to a parallel variable is *p.
        r = isParallel(A->getBase()) || isParallel(A->getIdx()) ||
            (!A->getType()->isPointerType() && isPtrToPar(A->getBase()));
      } else if (const auto *C = dyn_cast<CallExpr>(X)) {
        const FunctionDecl *F = resolve(C);
        if (returnsParallel(F)) r = true;
        else if (F && (isElemental(F) || isLibraryElemental(F))) {
          for (const Expr *A : C->arguments()) {
            r |= isParallel(A);
            // `swap(&x, &y)`, `modf(v, &ip)`: the address of each position's element (cstar).
            const auto *U = dyn_cast<UnaryOperator>(A->IgnoreParenImpCasts());
            if (U && U->getOpcode() == UO_AddrOf && isParallel(U->getSubExpr())) r = true;
          }
        }
        if (!r) r = streamCallIsParallel(*this, C);  // per-VP results of parallel-file calls
      } else if (const auto *B = dyn_cast<BinaryOperator>(X)) {
        if (B->isAssignmentOp()) r = isParallel(B->getLHS());
        else if (B->getOpcode() == BO_Comma) r = isParallel(B->getRHS());
        else r = isParallel(B->getLHS()) || isParallel(B->getRHS());
      } else if (isa<UnaryExprOrTypeTraitExpr>(X) || isa<StmtExpr>(X)) {
        r = false;
      } else {
        for (const Stmt *Ch : X->children())
          if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) r |= isParallel(CE);
      }
      break;
  }
  ParMemo[E] = r;
  return r;
}

int Analysis::staticRank(const std::string &shape) const {
  auto it = ShapeDims.find(shape);
  if (it == ShapeDims.end() || !it->second->getInit()) return -1;
  const auto *IL = dyn_cast<InitListExpr>(it->second->getInit()->IgnoreImplicit());
  if (!IL || IL->getNumInits() == 0) return -1;
  Expr::EvalResult R;
  if (!IL->getInit(0)->EvaluateAsInt(R, Ctx)) return -1;
  long v = R.Val.getInt().getExtValue();
  return v > 0 ? (int)v : (v < 0 ? (int)-v : -1);
}

// ============================================================ the C* rules
namespace {

class Checker {
 public:
  Checker(Analysis &A, DiagnosticsEngine &D) : An(A), DE(D), SM(A.Ctx.getSourceManager()) {}

  struct Ctx {
    std::string shape;        // statically known current shape ("" unknown, "-" none)
    bool inElemental = false;
    bool inWhere = false;
    bool inParallelFn = false;
    bool inLeftIndex = false;  // `.` allowed (CommSema.cpp)
  };

  unsigned id(DiagnosticsEngine::Level L, const char *msg) {
    return DE.getDiagnosticIDs()->getCustomDiagID((DiagnosticIDs::Level)L, msg);
  }
  // The element of scalar storage a store would reach through a parallel index
  // (`a[x]`, `s.tab[x][1]`, `*(p + x)`), or null.
  const Expr *scalarStoreParallelIndex(const Expr *E) {
    for (;;) {
      E = E->IgnoreParenImpCasts();
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
        const Expr *Base = A->getBase()->IgnoreParenImpCasts();
        if (An.isParallel(A->getIdx()) && !An.isParallel(Base) && !An.isPtrToPar(Base)) return A;
        E = A->getBase();
      } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
        if (M->isArrow()) return nullptr;
        E = M->getBase();
      } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
        if (U->getOpcode() != UO_Deref) return nullptr;
        const auto *B = dyn_cast<BinaryOperator>(U->getSubExpr()->IgnoreParenImpCasts());
        if (B && B->isAdditiveOp() && An.isParallel(B) && !An.isPtrToPar(B->getLHS()) &&
            !An.isPtrToPar(B->getRHS()) && !An.isParallel(B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS()))
          return U;
        return nullptr;
      } else
        return nullptr;
    }
  }
  // The sizeof in a palloc size that counts bytes, not bools (see the call check).
  DiagnosticBuilder err(SourceLocation L, const char *msg) { return DE.Report(L, id(DiagnosticsEngine::Error, msg)); }
  DiagnosticBuilder warn(SourceLocation L, const char *msg) { return DE.Report(L, id(DiagnosticsEngine::Warning, msg)); }
  DiagnosticBuilder note(SourceLocation L, const char *msg) { return DE.Report(L, id(DiagnosticsEngine::Note, msg)); }

  void run(TranslationUnitDecl *TU) {
    for (Decl *D : TU->decls()) {
      if (!SM.isInMainFile(SM.getExpansionLoc(D->getLocation()))) continue;
      checkDecl(D, /*fileScope=*/true, Ctx{"-"});
      // A member is part of every position of a parallel struct, or of a scalar
      // one: it cannot have a shape of its own (pointers to parallel may).
      if (auto *RD = dyn_cast<RecordDecl>(D))
        for (const FieldDecl *FD : RD->fields())
          if (An.declKind(FD) == PKind::Parallel)
            err(FD->getLocation(), "struct or union member %0 cannot be parallel; declare the whole struct parallel "
                                   "('%1 %2:%3 v;') or make the member a pointer ('%4:%3 *%5')")
                << FD << (RD->isUnion() ? "union" : "struct") << (RD->getName().empty() ? std::string("tag") : RD->getName().str())
                << An.declShape(FD) << FD->getType().getAsString() << FD->getName().str();
      if (auto *F = dyn_cast<FunctionDecl>(D)) redeclaration(F);
      if (auto *F = dyn_cast<FunctionDecl>(D)) {
        if (!F->doesThisDeclarationHaveABody()) continue;
        Ctx c;
        c.shape = F->isMain() ? "-" : "";
        c.inElemental = An.isElemental(F);
        c.inParallelFn = An.isParallelFunction(F);
        for (auto *P : F->parameters()) checkDecl(P, false, c);
        for (auto *P : F->parameters())
          if (An.declKind(P) == PKind::Parallel && P->getOriginalType()->isIncompleteArrayType())
            err(P->getLocation(), "parallel array parameter %0 needs its size ('int:current a[3]'): the positions' "
                                  "arrays are stored one after the other") << P;
        if (c.inElemental) {
          for (auto *P : F->parameters())
            if (An.declKind(P) != PKind::Scalar)
              err(P->getLocation(), "parameter %0 of elemental function %1 must be scalar") << P << F;
          if (An.returnsParallel(F)) err(F->getLocation(), "elemental function %0 must return a scalar") << F;
        }
        Cur = F;
        stmt(F->getBody(), c);
      }
    }
  }

  // ---- declarations
  // `double scaled();` then `double:line scaled(v, f) ...`: Clang sees one
  // function (a parallel result is an annotation on a scalar type), but the
  // two are compiled differently (a parallel result is storage): calls after
  // the scalar declaration were lowered as scalar and gcc rejected the C
  // ("conflicting types").  The same for a parameter that is parallel in one
  // declaration and scalar in the other.
  void redeclaration(const FunctionDecl *F) {
    // `void note(FILE *f, v)`: a parameter without a type in a prototype.
    // Clang takes it as implicit int (cstar keeps -Wno-implicit-int for K&R
    // code), gcc rejects it ("unknown type name 'v'") in the generated C.
    if (F->hasWrittenPrototype())
      for (const ParmVarDecl *P : F->parameters())
        if (P->getIdentifier() && P->getBeginLoc() == P->getLocation() && P->getLocation().isFileID()) {
          err(P->getLocation(), "parameter '%0' has no type; write its type ('int %0')") << P->getName();
          break;
        }
    const FunctionDecl *Prev = F->getPreviousDecl();
    if (!Prev) return;
    auto parResult = [](const FunctionDecl *D, bool ownOnly) {
      for (const auto *A : D->specific_attrs<AnnotateAttr>())
        if ((!ownOnly || !A->isInherited()) && A->getAnnotation().startswith("cstar.par:")) return true;
      return false;
    };
    bool was = parResult(Prev, false), is = parResult(F, true);
    std::string why;
    if (was != is && !F->getReturnType()->isPointerType())
      why = is ? "its result is parallel here but scalar in the earlier declaration"
               : "its result is scalar here but parallel in the earlier declaration";
    else if (F->getNumParams() == Prev->getNumParams())
      for (unsigned i = 0; i < F->getNumParams(); i++)
        if ((An.declKind(F->getParamDecl(i)) == PKind::Parallel) != (An.declKind(Prev->getParamDecl(i)) == PKind::Parallel)) {
          why = "parameter " + std::to_string(i + 1) + " is " +
                (An.declKind(F->getParamDecl(i)) == PKind::Parallel ? "parallel here but scalar" : "scalar here but parallel") +
                " in the earlier declaration";
          break;
        }
    if (why.empty()) return;
    err(F->getLocation(), "conflicting declarations of %0: %1; declare it the same way everywhere (e.g. 'double:S "
                          "f();' before a parallel definition)") << F << why;
    note(Prev->getLocation(), "earlier declaration of %0 is here") << Prev;
  }

  // Whether `s` names a shape visible to a declaration in context DC: a file-scope
  // shape, or one declared in the same function (block scopes inside a
  // function are not told apart; a shape of another function is not visible).
  bool isShapeName(const std::string &s, const DeclContext *DC) {
    if (s == "current" || s == "void" || s == "physical") return true;
    if (!s.empty() && (s[0] == '(' || s.find('[') != std::string::npos)) return isShapeExpression(s, DC);
    // A shape is a variable whose type is the `shape` typedef (or a pointer deref).
    auto &Idents = An.Ctx.Idents;
    auto *II = &Idents.get(s);
    for (auto *D : An.Ctx.getTranslationUnitDecl()->lookup(II))
      if (auto *V = dyn_cast<VarDecl>(D)) return isShapeType(V->getType());
    auto it = LocalShapes.find(s);
    if (it == LocalShapes.end()) return false;
    for (; DC; DC = DC->getParent())
      if (it->second.count(DC)) return true;
    return false;
  }
  // A shape written as an expression: `int:ring[1] a` (an element of an array
  // of shapes) or `int:(*sp) a`, `int:(g.sh) a`.  The text is used as it is
  // in the generated C; here its first name must be a variable whose type is
  // a shape, or holds shapes (an array of them, a pointer to one, a struct).
  bool isShapeExpression(const std::string &s, const DeclContext *DC) {
    size_t b = s.find_first_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_");
    if (b == std::string::npos) return false;
    size_t e = b;
    while (e < s.size() && (isalnum((unsigned char)s[e]) || s[e] == '_')) e++;
    auto *II = &An.Ctx.Idents.get(s.substr(b, e - b));
    auto holdsShapes = [&](const NamedDecl *D) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V) return false;
      QualType T = V->getType();
      if (const auto *PV = dyn_cast<ParmVarDecl>(V)) T = PV->getOriginalType();
      for (;;) {
        if (isShapeType(T)) return true;
        if (const auto *AT = An.Ctx.getAsArrayType(T)) { T = AT->getElementType(); continue; }
        if (T->isPointerType()) { T = T->getPointeeType(); continue; }
        return T->isRecordType();
      }
    };
    for (const DeclContext *C = DC; C; C = C->getParent()) {
      if (const auto *F = dyn_cast<FunctionDecl>(C)) {
        for (const auto *P : F->parameters())
          if (P->getIdentifier() == II) return holdsShapes(P);
        for (const auto *D : F->decls())
          if (const auto *ND = dyn_cast<NamedDecl>(D); ND && ND->getIdentifier() == II && holdsShapes(ND)) return true;
      }
      if (isa<TranslationUnitDecl>(C))
        for (auto *D : C->lookup(II))
          if (holdsShapes(D)) return true;
    }
    return false;
  }
  static bool isShapeType(QualType T) {
    if (const auto *TT = T->getAs<TypedefType>()) return TT->getDecl()->getName() == "shape" || isShapeType(TT->desugar());
    return false;
  }

  // True if E or any part of it is a parallel value (a reduction `+= x` or a
  // left index `[0]x` of one included).
  // `a + k`, `k + a` or `a - k` (also nested, `a + j + 1`) with a parallel
  // array `a`, C's `&a[k]`: 1 when every offset is scalar, 2 when one is
  // parallel (another element at each position), 0 for anything else.
  int parallelArrayOffset(const Expr *E) {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!B || !B->getType()->isPointerType() || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub)) return 0;
    const Expr *arr = B->getLHS(), *idx = B->getRHS();
    if (B->getOpcode() == BO_Add && !arr->getType()->isPointerType()) std::swap(arr, idx);
    const auto *IC = dyn_cast<ImplicitCastExpr>(arr->IgnoreParens());
    int base = IC && IC->getCastKind() == CK_ArrayToPointerDecay && An.isParallel(IC->getSubExpr())
                   ? 1 : parallelArrayOffset(arr);
    return base == 0 ? 0 : An.isParallel(idx) ? 2 : base;
  }
  bool mentionsParallel(const Expr *E) {
    if (!E) return false;
    if (An.isParallel(E)) return true;
    for (const Stmt *Ch : E->children())
      if (mentionsParallel(dyn_cast_or_null<Expr>(Ch))) return true;
    return false;
  }
  // The size of a variable-length array in T (`int a[n]`, `int (*p)[n]`,
  // `sizeof(char[n])`) is computed once, in scalar code: a parallel value
  // there (`int a[x];`, `char b[+= x];`) reached the C compiler as a storage
  // pointer ("size of array has non-integer type").
  void vlaSizes(QualType T, SourceLocation L) {
    for (int guard = 0; !T.isNull() && guard < 32; guard++) {
      if (const auto *V = An.Ctx.getAsVariableArrayType(T)) {
        if (V->getSizeExpr() && mentionsParallel(V->getSizeExpr())) {
          SourceLocation SL = V->getSizeExpr()->getBeginLoc();
          err(SL.isValid() ? SL : L, "an array size must be a scalar value; this one holds a parallel value (or "
                                     "a reduction or left index of one): compute it into a scalar variable first "
                                     "('int n = >?= x;')");
          return;
        }
        T = V->getElementType();
      } else if (const auto *A = An.Ctx.getAsArrayType(T)) {
        T = A->getElementType();
      } else if (const auto *P = T->getAs<PointerType>()) {
        T = P->getPointeeType();
      } else {
        return;
      }
    }
  }

  void checkDecl(Decl *D, bool fileScope, const Ctx &c) {
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) vlaSizes(TD->getUnderlyingType(), TD->getLocation());
    if (const auto *DDV = dyn_cast<DeclaratorDecl>(D))
      vlaSizes(isa<ParmVarDecl>(DDV) ? cast<ParmVarDecl>(DDV)->getOriginalType() : DDV->getType(), DDV->getLocation());
    // `__typeof__(x) z;` with x parallel: Clang gives z x's element type, but
    // Lower declares parallel storage as a pointer, so z became an `int *`.
    if (const auto *DDT = dyn_cast<DeclaratorDecl>(D))
      for (QualType T = DDT->getType(); !T.isNull();) {
        if (const auto *TO = T->getAs<TypeOfExprType>()) {
          if (mentionsParallel(TO->getUnderlyingExpr()))
            err(DDT->getLocation(), "'typeof' of a parallel expression is not supported; write the parallel type "
                                    "(e.g. 'int:S %0')") << DDT->getName();
          break;
        }
        if (const auto *PT = T->getAs<PointerType>()) T = PT->getPointeeType();
        else if (const auto *AT = An.Ctx.getAsArrayType(T)) T = AT->getElementType();
        else break;
      }
    auto *VD = dyn_cast<VarDecl>(D);
    checkFileInit(An, DE, VD, c.inElemental);  // FILE pointers: StreamSema.cpp
    if (VD && isShapeType(VD->getType()) && !fileScope) LocalShapes[VD->getName().str()].insert(VD->getDeclContext());
    if (VD && VD->getName().startswith("__cs_shapedims_")) {
      An.noteShapeDims(VD->getName().drop_front(15).str(), VD);
      // Extents must be positive.
      if (const auto *IL = dyn_cast_or_null<InitListExpr>(VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr))
        for (unsigned i = 1; i < IL->getNumInits(); i++) {
          Expr::EvalResult R;
          if (IL->getInit(i)->EvaluateAsInt(R, An.Ctx) && R.Val.getInt().getSExtValue() <= 0)
            err(IL->getInit(i)->getBeginLoc(), "shape extent must be positive (is %0)") << (int)R.Val.getInt().getSExtValue();
        }
      return;
    }
    if (VD && VD->getInit() && VD->getType()->isPointerType() && !VD->getType()->getPointeeType()->isPointerType() &&
        An.declKind(VD) == PKind::PtrToPar)
      pointerShapeMatch(An.declShape(VD), VD->getInit(), "'" + VD->getName().str() + "'");
    auto *DD = dyn_cast<DeclaratorDecl>(D);
    if (!DD) return;
    std::string shape = An.declShape(DD);
    if (shape.empty()) return;
    PKind k = An.declKind(DD);
    if (!isShapeName(shape, DD->getDeclContext()))
    {
      // `shape S[4];` (C's array syntax) declares four unspecified shapes; a
      // shape of 4 positions is `shape [4]S;` (the extents come first).
      const ConstantArrayType *AT = nullptr;
      for (auto *FD : An.Ctx.getTranslationUnitDecl()->lookup(&An.Ctx.Idents.get(shape)))
        if (auto *V = dyn_cast<VarDecl>(FD))
          if ((AT = An.Ctx.getAsConstantArrayType(V->getType())) && !isShapeType(AT->getElementType())) AT = nullptr;
      if (AT)
        err(DD->getLocation(), "'%0' is an array of %1 shapes (declared 'shape %0[%1]'), not a shape (in the type "
                               "of %2); a shape of %1 positions is declared 'shape [%1]%0;'")
            << shape << (unsigned)AT->getSize().getZExtValue() << DD;
      else
        err(DD->getLocation(), "'%0' is not a shape (in the type of %1)") << shape << DD;
    }
    // `int:S z:G;` names two shapes (the first was taken, the other ignored).
    for (const auto *A : DD->specific_attrs<AnnotateAttr>()) {
      llvm::StringRef a = A->getAnnotation();
      if (a.startswith("cstar.par:") && a.drop_front(10) != shape) {
        err(DD->getLocation(), "%0 is declared with two shapes, '%1' and '%2'; write one ('int:S x;' or 'int x:S;')")
            << DD << shape << a.drop_front(10).str();
        break;
      }
    }
    if (k == PKind::Parallel && shape == "void")
      err(DD->getLocation(), "only pointers to parallel variables may have the 'void' shape; %0 is a parallel variable") << DD;
    if (VD && k == PKind::Parallel) {
      if (fileScope && shape == "current")
        err(VD->getLocation(), "file-scope parallel variable %0 cannot have the 'current' shape") << VD;
      // File-scope parallel variables are allocated at start-up, before main can
      // call allocate_shape: their shape must be fully specified (PG9 §9.1).
      if (fileScope && !VD->hasExternalStorage() && shape != "current") {
        auto it = An.ShapeDims.find(shape);
        // `int:g[1] x;` with `shape [][]g[2];`: the array's declaration says it.
        if (it == An.ShapeDims.end() && shape.find('[') != std::string::npos)
          it = An.ShapeDims.find(shape.substr(0, shape.find('[')));
        Expr::EvalResult R;
        const auto *IL = it == An.ShapeDims.end() || !it->second->getInit()
                             ? nullptr : dyn_cast<InitListExpr>(it->second->getInit()->IgnoreImplicit());
        if (IL && IL->getNumInits() > 0 && IL->getInit(0)->EvaluateAsInt(R, An.Ctx) &&
            R.Val.getInt().getSExtValue() <= 0)
          err(VD->getLocation(), "file-scope parallel variable %0 needs a fully specified shape, but '%1' gets its "
                                 "extents from allocate_shape at run time; declare %0 inside a function after "
                                 "allocate_shape, or use a pointer ('T:%1 *') and palloc") << VD << shape;
      }
      if (!fileScope && VD->isStaticLocal() && (shape == "current" || shape == "void" || !An.ShapeDims.count(shape)))
        err(VD->getLocation(), "static parallel variable %0 needs a file-scope shape (it outlives the call); "
                               "'%1' is not one") << VD << shape;
      if (c.inElemental)
        err(VD->getLocation(), "parallel variable %0 declared inside an elemental function") << VD;
      if (!fileScope && !isa<ParmVarDecl>(VD) && c.shape == "-" && shape == "current")
        err(VD->getLocation(), "parallel variable %0 of shape 'current' declared where no shape is current") << VD;
      // A constant initializer (`int:S a = 3;`, `double:S y[3] = {1, 2, 3};`)
      // means the same whenever it runs: no warning for it.
      if (fileScope && VD->hasInit() && !VD->getInit()->isConstantInitializer(An.Ctx, false))
        warn(VD->getInit()->getBeginLoc(), "initializer of file-scope parallel variable %0 is evaluated at start-up for every position") << VD;
    }
  }

  // The with / where / everywhere statements in S (any depth).
  std::vector<SourceRange> contextBodies(const Stmt *S) {
    std::vector<SourceRange> out;
    std::function<void(const Stmt *)> walk = [&](const Stmt *X) {
      if (!X) return;
      if (const auto *IS = dyn_cast<IfStmt>(X))
        if (const auto *Call = dyn_cast<CallExpr>(IS->getCond()->IgnoreParenImpCasts()))
          if (An.isMarkerDecl(Call->getDirectCallee())) {
            std::string n = Analysis::calleeName(Call);
            if (n == "__cs_with" || n == "__cs_where" || n == "__cs_everywhere") out.push_back(IS->getSourceRange());
          }
      for (const Stmt *Ch : X->children()) walk(Ch);
    };
    walk(S);
    return out;
  }

  // ---- statements
  void stmt(Stmt *S, Ctx c) {
    if (!S) return;
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (Stmt *X : CS->body()) stmt(X, c);
      return;
    }
    if (auto *IS = dyn_cast<IfStmt>(S)) {
      const Expr *Cond = IS->getCond();
      if (const auto *Call = dyn_cast<CallExpr>(Cond->IgnoreParenImpCasts()))
        if (An.isMarkerDecl(Call->getDirectCallee())) {
          std::string n = Analysis::calleeName(Call);
          if (n == "__cs_with") return withStmt(IS, Call, c);
          if (n == "__cs_where") return whereStmt(IS, Call, c);
          if (n == "__cs_everywhere") {
            if (c.inElemental) err(IS->getIfLoc(), "'everywhere' inside an elemental function");
            if (c.shape == "-") err(IS->getIfLoc(), "'everywhere' where no shape is current");
            Ctx in = c; in.inWhere = false;
            stmt(IS->getThen(), in);
            return;
          }
        }
      if (An.isParallel(Cond)) {
        err(IS->getIfLoc(), "parallel condition in 'if' statement; use 'where' for a parallel condition")
            << FixItHint::CreateReplacement(CharSourceRange::getTokenRange(IS->getIfLoc(), IS->getIfLoc()), "where");
      } else expr(Cond, c);
      stmt(IS->getThen(), c);
      stmt(IS->getElse(), c);
      return;
    }
    if (auto *W = dyn_cast<WhileStmt>(S)) { loopCond(W->getCond(), W->getWhileLoc(), "while", c); return stmt(W->getBody(), c); }
    if (auto *D = dyn_cast<DoStmt>(S)) { stmt(D->getBody(), c); return loopCond(D->getCond(), D->getWhileLoc(), "do-while", c); }
    if (auto *F = dyn_cast<ForStmt>(S)) {
      // The init and increment: each top-level ',' operand is a statement of its
      // own (Lower runs a parallel one as a statement expression), so
      // `for (i = 0, x = 0; i < n; i++, x = x + 1)` works as in C.
      if (const auto *FI = dyn_cast_or_null<Expr>(F->getInit())) forHeaderPart(FI, c);
      else stmt(F->getInit(), c);
      if (F->getCond()) loopCond(F->getCond(), F->getForLoc(), "for", c);
      if (F->getInc()) forHeaderPart(F->getInc(), c);
      return stmt(F->getBody(), c);
    }
    if (auto *Sw = dyn_cast<SwitchStmt>(S)) {
      if (An.isParallel(Sw->getCond()))
        err(Sw->getSwitchLoc(), "parallel condition in 'switch' statement; use nested 'where' statements");
      else expr(Sw->getCond(), c);
      return stmt(Sw->getBody(), c);
    }
    if (auto *R = dyn_cast<ReturnStmt>(S)) {
      // `return;` in a function with a result: C89 allows it (a warning, as gcc
      // gives); a parallel result, though, is storage the caller reads and frees.
      if (!R->getRetValue() && Cur && An.returnsParallel(Cur))
        err(R->getReturnLoc(), "'return' without a value in %0, whose result is parallel; return a value (the "
                               "caller reads and frees the result's storage)")
            << Cur;
      if (const Expr *V = R->getRetValue()) {
        bool par = An.isParallel(V);
        if (par && Cur && !An.returnsParallel(Cur)) {
          // In an elemental function the parallel part of the value (a parallel
          // variable, a call on a parallel file, ...) has an error of its own that
          // names the cause; "declare its result parallel" would be wrong advice.
          unsigned before = DE.getNumErrors();
          if (c.inElemental) expr(V, c);
          if (!c.inElemental || DE.getNumErrors() == before)
            err(V->getBeginLoc(), "returning a parallel value from %0, whose result is scalar; declare its result parallel (e.g. 'int:current') or reduce the value") << Cur;
          // `return += a * b;`: the warning says why the value is parallel.
          if (!c.inElemental)
            if (const auto *VB = dyn_cast<BinaryOperator>(V->IgnoreParenImpCasts()))
              if (reductionBindsFirst(VB)) expr(V, c);
        } else expr(V, c);
        // C control flow: the return leaves at once, for every position.
        if (c.inWhere && Cur && An.returnsParallel(Cur))
          warn(R->getReturnLoc(), "'return' inside 'where' leaves the function at once: positions not active here get no result; assign to a local and return after the 'where'");
      }
      return;
    }
    if (auto *G = dyn_cast<GotoStmt>(S)) {
      // A jump out of with/where bodies is fine (Lower pops the contexts it
      // leaves); a jump into a body that does not contain the goto is not.
      SourceLocation L = G->getLabel()->getLocation();
      if (Cur)
        for (SourceRange B : contextBodies(Cur->getBody()))
          if (SM.isPointWithin(L, B.getBegin(), B.getEnd()) &&
              !SM.isPointWithin(G->getGotoLoc(), B.getBegin(), B.getEnd())) {
            err(G->getGotoLoc(), "'goto' into a 'with', 'where' or 'everywhere' body from outside it is not supported "
                                 "(the body's shape or mask would not be in force)");
            break;
          }
      return;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      for (Decl *D : DS->decls()) {
        checkDecl(D, false, c);
        if (auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getInit()) {
            if (An.declKind(VD) == PKind::Scalar && !VD->getType()->isPointerType() && An.isParallel(VD->getInit()))
              err(VD->getInit()->getBeginLoc(), "initializing scalar %0 with a parallel value; use a reduction (e.g. '+= value') or a left index")
                  << VD << FixItHint::CreateInsertion(VD->getInit()->getBeginLoc(), "+= ");
            else if (An.declKind(VD) == PKind::Parallel) parallelInit(VD, c);
            else if (An.declKind(VD) == PKind::Scalar && ptrToParIntoScalar(VD->getInit(), VD->getType(), VD)) {}
            else expr(VD->getInit(), c);
          }
      }
      return;
    }
    if (auto *L = dyn_cast<LabelStmt>(S)) return stmt(L->getSubStmt(), c);
    if (auto *CaseS = dyn_cast<SwitchCase>(S)) return stmt(CaseS->getSubStmt(), c);
    // `c = 0, [k]c = 1;`, `s += x, n++;`: each top-level operand of a ','
    // statement is a statement of its own, as in a for header (docs §3).
    if (auto *E = dyn_cast<Expr>(S)) {
      if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens()); B && B->getOpcode() == BO_Comma)
        return forHeaderPart(E, c);
      return topExpr(E, c);
    }
  }

  // (cstar) The initializer of a block-scope parallel variable is evaluated with
  // the variable's shape current (Lower pushes it when it is not): `int:T y = 2;`
  // outside `with (T)` sets every position of T.  A value of another shape is an
  // error (it would be read at the wrong positions).
  bool isFixedShape(const std::string &s) { return An.ShapeDims.count(s) && !Reassigned.count(s); }

  // `int *p = &x;`, `p = &x;`, `show(&x)` with `void show(int *p)`: a plain
  // pointer given the address of a parallel variable pointed at this rank's
  // first element (Clang sees `int *` on both sides), so `*p` read one
  // position's value, a different one on each rank.  (cstar: an error; an
  // elemental function's pointer parameter is another matter, §6.)
  bool ptrToParIntoScalar(const Expr *src, QualType dest, const NamedDecl *D) {
    if (!dest->isPointerType() || !An.isPtrToPar(src)) return false;
    if (isParallelFile(An, src)) return false; /* StreamSema says it better: "parallel file stored in ..." */
    err(src->getBeginLoc(), "%0 is a pointer to a parallel variable, but %1 is a plain pointer (%2), which would "
                            "point to one rank's element; declare it as a pointer to a parallel variable (e.g. "
                            "'int:S *p', or 'int:void *p' for any shape)")
        << (isa<UnaryOperator>(src->IgnoreParenImpCasts()) ? "this address" : "this value") << D << dest;
    return true;
  }
  void parallelInit(const VarDecl *VD, const Ctx &c) {
    std::string sh = An.declShape(VD);
    Ctx in = c;
    if (sh != "current" && sh != "void" && sh != c.shape) {
      std::string is = shapeOf(VD->getInit());
      if (isFixedShape(sh) && isFixedShape(is) && is != sh) {
        err(VD->getInit()->getBeginLoc(), "initializer of parallel variable %0 of shape '%1' has shape '%2'")
            << VD << sh << is;
        return;
      }
      in.shape = isFixedShape(sh) ? sh : "";
      in.inWhere = false;
    }
    expr(VD->getInit(), in);
  }

  void loopCond(const Expr *Cond, SourceLocation L, const char *what, const Ctx &c) {
    if (An.isParallel(Cond))
      err(L, "parallel condition in '%0' loop; a loop condition must be scalar (reduce it, e.g. '|= cond', or use 'where')") << what;
    else expr(Cond, c);
  }

  void withStmt(IfStmt *IS, const CallExpr *Call, Ctx c) {
    if (c.inElemental) err(IS->getIfLoc(), "'with' inside an elemental function");
    const Expr *Sh = Call->getArg(0)->IgnoreParenImpCasts();
    // `with (&S)`, `with (sp)` of a `shape *`: Clang only warns about the
    // pointer conversion, and the pointer ran as the shape.
    const auto *ShRec = Sh->getType()->isPointerType() ? Sh->getType()->getPointeeType()->getAs<RecordType>() : nullptr;
    // (also a function or an array of shapes, which decay to pointers)
    // (An integer, `with (5)`, is Clang's int-conversion error, reworded by the
    // diagnostic printer; checked here too, should that error ever be lowered.)
    if ((Sh->getType()->isPointerType() || Sh->getType()->isFunctionType() || Sh->getType()->isArrayType() ||
         Sh->getType()->isIntegerType()) &&
        !isShapeType(Sh->getType()) &&
        !(ShRec && ShRec->getDecl()->getName() == "cs_shape"))
      err(Sh->getBeginLoc(), "'with' needs a shape (a shape name, 'current', '*p' of a 'shape *' or 'shapeof(x)'); "
                             "this expression has type %0") << Sh->getType();
    Ctx in = c;
    in.inWhere = false;
    in.shape = "";
    auto SM0 = An.marker(Sh);
    if (SM0.kind == Marker::Shapeof) {
      std::string s = shapeOf(SM0.operand);
      in.shape = s == "current" ? (c.shape == "-" ? "" : c.shape) : s == "void" ? "" : s;
    }
    if (const auto *D = dyn_cast<DeclRefExpr>(Sh)) {
      in.shape = D->getDecl()->getName().str();
      // A shape parameter, a `shape s2 = S;` copy or a shape assigned anywhere
      // may hold any shape: its parallel variables are not checked by name.
      if (!namesItsShape(D->getDecl())) in.shape = "";
      if (An.Analysis::marker(D).kind == Marker::Current) in.shape = c.shape == "-" ? "" : c.shape;
      if (An.Analysis::marker(D).kind == Marker::Current && c.shape == "-")
        err(D->getBeginLoc(), "'with (current)' where no shape is current");
      // A file-scope shape declared without extents must be allocated first.
      auto it = An.ShapeDims.find(in.shape);
      if (it != An.ShapeDims.end() && An.staticRank(in.shape) != -1) {
        Expr::EvalResult R;
        const auto *IL = dyn_cast<InitListExpr>(it->second->getInit()->IgnoreImplicit());
        if (IL && IL->getInit(0)->EvaluateAsInt(R, An.Ctx) && R.Val.getInt().getSExtValue() <= 0 && !Allocated.count(in.shape))
          warn(D->getBeginLoc(), "shape '%0' has no extents here; call allocate_shape(&%0, ...) before 'with'") << in.shape;
      }
    }
    Depth++;
    Bodies.push_back(IS->getSourceRange());
    stmt(IS->getThen(), in);
    Bodies.pop_back();
    Depth--;
  }

  void whereStmt(IfStmt *IS, const CallExpr *Call, Ctx c) {
    if (c.inElemental) err(IS->getIfLoc(), "'where' inside an elemental function");
    if (c.shape == "-") err(IS->getIfLoc(), "'where' where no shape is current; put it inside a 'with' statement");
    const Expr *Cond = Call->getArg(0);
    if (!An.isParallel(Cond))
      warn(Cond->getBeginLoc(), "'where' condition is scalar; use 'if' for a scalar condition")
          << FixItHint::CreateReplacement(CharSourceRange::getCharRange(IS->getIfLoc(), IS->getIfLoc().getLocWithOffset(2)), "if");
    else expr(Cond, c);
    Ctx in = c;
    in.inWhere = true;
    Depth++;
    Bodies.push_back(IS->getSourceRange());
    stmt(IS->getThen(), in);
    stmt(IS->getElse(), in);
    Bodies.pop_back();
    Depth--;
  }

  // An expression statement (or other full expression).
  // A ',' whose left operand is parallel inside a scalar expression
  // (`s = (x += 1, 7);`): the parallel part would not be lowered.
  const BinaryOperator *parallelCommaIn(const Expr *E) {
    if (!E || An.isParallel(E)) return nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens()))
      if (B->getOpcode() == BO_Comma && An.isParallel(B->getLHS())) return B;
    for (const Stmt *Ch : E->children())
      if (const auto *B = parallelCommaIn(dyn_cast_or_null<Expr>(Ch))) return B;
    return nullptr;
  }

  void forHeaderPart(const Expr *E, const Ctx &c) {
    if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens()))
      if (B->getOpcode() == BO_Comma) {
        forHeaderPart(B->getLHS(), c);
        forHeaderPart(B->getRHS(), c);
        return;
      }
    topExpr(E, c);
  }

  void topExpr(const Expr *E, const Ctx &c) {
    const Expr *X = E->IgnoreParens();
    StmtTop = X;
    if (const auto *PC = parallelCommaIn(E)) {
      err(PC->getOperatorLoc(), "parallel left operand of ',' in a scalar expression is not supported; make it a separate statement");
      return;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      auto M = An.marker(B);
      if (B->isAssignmentOp()) {
        const Expr *L = M.lhs ? M.lhs : B->getLHS();
        const Expr *R = M.operand ? M.operand : B->getRHS();
        bool lp = An.isParallel(L), rp = An.isParallel(R);
        if (B->getOpcode() == BO_Assign && M.kind == Marker::None && !lp && !An.isPtrToPar(L))
          if (const auto *LD = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts()))
            if (An.declKind(LD->getDecl()) == PKind::Scalar && ptrToParIntoScalar(R, L->getType(), LD->getDecl()))
              return;
        if (!lp && rp) {
          if (B->getOpcode() == BO_Assign && M.kind == Marker::None && !L->getType()->isScalarType()) {
            err(B->getOperatorLoc(), "assigning a parallel value to scalar %0 of type %1 needs a left index "
                                     "like '[0]x' (a struct or union cannot be reduced)")
                << declName(L) << L->getType();
          } else if (B->getOpcode() == BO_Assign && M.kind == Marker::None) {
            parallelIntoScalar(B, L, R, false);
          } else if (B->getOpcode() == BO_RemAssign || B->getOpcode() == BO_ShlAssign || B->getOpcode() == BO_ShrAssign) {
            err(B->getOperatorLoc(), "'%0' is not a reduction operator (scalar left side, parallel right side)") << B->getOpcodeStr();
          } else {
            reduction(B->getOperatorLoc(), c);
          }
        }
        // `r = twice(a);` in main's scalar code: the call's error says it all.
        const auto *RC = dyn_cast<CallExpr>(R->IgnoreParenImpCasts());
        bool parCall = RC && An.resolve(RC) && An.isParallelFunction(An.resolve(RC)) &&
                       !An.isElemental(An.resolve(RC)) && !An.isMarkerDecl(An.resolve(RC));
        if (lp && c.shape == "-") {
          if (parCall) Reported.insert(L->getBeginLoc().getRawEncoding());
          else noShape(L, c);
        }
        if (!lp && c.inWhere && !rp && !Warned.count(B))
          if (isa<DeclRefExpr>(L->IgnoreParenImpCasts())) {
            // Scalar code runs once whatever the context: say so where it surprises.
            bool rhsParallel = false; (void)rhsParallel;
          }
      }
    }
    expr(E, c);
  }

  // `t = += a * b;` is `t = (+= a) * b` (a unary reduction binds like any unary
  // operator, TR253): with b parallel the value is parallel, which hardly anyone
  // means.  The reduction's spelling when B is such an operator (not when written
  // `(+= a) * b`: the marker's own parentheses are otherwise the only ones).
  const char *reductionBindsFirst(const BinaryOperator *B) {
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma || !An.isParallel(B->getRHS())) return nullptr;
    const auto *P = dyn_cast<ParenExpr>(B->getLHS()->IgnoreImpCasts());
    if (!P || isa<ParenExpr>(P->getSubExpr()->IgnoreImpCasts())) return nullptr;
    auto M = An.marker(P->getSubExpr());
    static const std::map<std::string, const char *> ops = {
        {"add", "+="}, {"sub", "-="}, {"mul", "*="}, {"div", "/="}, {"and", "&="},
        {"or", "|="},  {"xor", "^="}, {"min", "<?="}, {"max", ">?="}};
    auto o = ops.find(M.op);
    return M.kind == Marker::Reduce && o != ops.end() ? o->second : nullptr;
  }

  // The error for a parallel value R assigned to a scalar (`nested`: inside an
  // expression, where no reduction operator can be suggested; no '+=' either
  // when R is `+= a * b`, which the warning on it explains).
  void parallelIntoScalar(const BinaryOperator *B, const Expr *L, const Expr *R, bool nested) {
    const auto *RB = dyn_cast<BinaryOperator>(R->IgnoreParenImpCasts());
    if (RB && reductionBindsFirst(RB))
      err(B->getOperatorLoc(), "assigning a parallel value to scalar %0 (the reduction reduces only the operand "
                               "next to it)")
          << declName(L);
    else if (nested)
      err(B->getOperatorLoc(), "assigning a parallel value to scalar %0 needs a reduction or a left index like "
                               "'[0]x'; inside an expression, assign to a parallel variable instead")
          << declName(L);
    else
      err(B->getOperatorLoc(), "assigning a parallel value to scalar %0 needs a reduction; did you mean '+=' (sum) or a left index like '[0]x'?")
          << declName(L) << FixItHint::CreateReplacement(CharSourceRange::getTokenRange(B->getOperatorLoc(), B->getOperatorLoc()), "+=");
  }

  std::string declName(const Expr *E) {
    if (const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())) return "'" + D->getDecl()->getName().str() + "'";
    // `a[1] = x + 1;`, `st.f = x;`: the left side as written (when it is one line
    // of the .cs file), else "value".
    SourceRange R = E->getSourceRange();
    if (R.isValid() && R.getBegin().isFileID() && R.getEnd().isFileID()) {
      llvm::StringRef t = Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM, An.Ctx.getLangOpts());
      if (!t.empty() && t.size() <= 40 && !t.contains('\n') && !t.contains("__cs_")) return "'" + t.str() + "'";
    }
    return "value";
  }

  void reduction(SourceLocation L, const Ctx &c) {
    if (c.inElemental) err(L, "reduction inside an elemental function (communication is not allowed there)");
    if (c.shape == "-") err(L, "reduction where no shape is current; put it inside a 'with' statement");
  }

  void noShape(const Expr *E, const Ctx &c) {
    (void)c;
    if (Reported.insert(E->getBeginLoc().getRawEncoding()).second)
      err(E->getBeginLoc(), "parallel operation where no shape is current; put it inside a 'with' statement");
  }

  // `[8]a` with `shape [8]S;`: a constant index outside a fixed extent (a shape
  // declared with constant extents, never reallocated or assigned) is reported
  // here rather than when the program runs.
  void constantIndexRange(const Analysis::MarkerInfo &M, const std::string &sh) {
    auto it = An.ShapeDims.find(sh);
    if (it == An.ShapeDims.end() || Allocated.count(sh) || Reassigned.count(sh) || !it->second->getInit()) return;
    const auto *IL = dyn_cast<InitListExpr>(it->second->getInit()->IgnoreImplicit());
    Expr::EvalResult R;
    if (!IL || IL->getNumInits() != M.args.size() + 1 || !IL->getInit(0)->EvaluateAsInt(R, An.Ctx) ||
        R.Val.getInt().getSExtValue() <= 0)
      return;
    for (size_t k = 0; k < M.args.size(); k++) {
      Expr::EvalResult I, D;
      if (An.isParallel(M.args[k]) || !M.args[k]->EvaluateAsInt(I, An.Ctx) ||
          !IL->getInit(k + 1)->EvaluateAsInt(D, An.Ctx))
        continue;
      long i = I.Val.getInt().getSExtValue(), d = D.Val.getInt().getSExtValue();
      if (i < 0 || i >= d)
        err(M.args[k]->getBeginLoc(), "left index %0 is out of range for axis %1 of shape '%2' (extent %3)")
            << (int)i << (int)k << sh << (int)d;
    }
  }

  // Recursive checks on every sub-expression.
  const Expr *StmtTop = nullptr;  // the expression of the statement topExpr is checking
  void expr(const Expr *E, const Ctx &c) {
    if (!E) return;
    const Expr *X = E->IgnoreParens();
    if (const auto *B = dyn_cast<BinaryOperator>(X); B && B->getOpcode() == BO_Assign && An.isPtrToPar(B->getLHS()) &&
                                                      !B->getLHS()->getType()->getPointeeType()->isPointerType())
      pointerShapeMatch(ptrShape(B->getLHS()), B->getRHS(), "the pointer assigned");
    // `a[x] = v;` with a scalar array `a` and a parallel index `x`: every
    // position would store into its rank's replica of the scalar array, so the
    // replicas would differ between ranks (cstar: reading `a[x]` is fine).
    {
      const Expr *Store = nullptr;
      if (const auto *B = dyn_cast<BinaryOperator>(X))
        if (B->isAssignmentOp() && An.marker(B).kind == Marker::None) Store = B->getLHS();
      if (const auto *U = dyn_cast<UnaryOperator>(X))
        if (U->isIncrementDecrementOp()) Store = U->getSubExpr();
      if (const Expr *At = Store ? scalarStoreParallelIndex(Store) : nullptr) {
        err(At->getBeginLoc(), "storing into a scalar array with a parallel index: every position would write "
                               "its rank's copy of the scalar data; make the array parallel, or send into a "
                               "parallel variable ('[x]y = v;')");
        return;
      }
    }
    // `&[i]x` with scalar indices is the address of a copy of that element
    // (read from the rank that holds it): reading through it works
    // (`fwrite(&[i]x, sizeof(int), 1, f)`, a pointer-to-const parameter), but
    // a write through it (`scanf("%d", &[i]x)`, `int *p = &[i]x; *p = 1;`) was
    // lost silently.
    // The same holds for a scalar-indexed parallel array used as a pointer
    // (`strcpy([i]name, s)`: the copy got the string, the element kept its
    // old one), while `printf("%s", [i]name)` and `strlen([i]name)` read.
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (const FunctionDecl *F = C->getDirectCallee())
        for (unsigned i = 0; i < C->getNumArgs(); i++) {
          bool readOnly;
          if (i < F->getNumParams()) {
            QualType PT = F->getParamDecl(i)->getType();
            readOnly = PT->isPointerType() && PT->getPointeeType().isConstQualified();
          } else {
            // a variadic argument: printf's read, scanf's written
            readOnly = F->isVariadic() && F->getIdentifier() && !F->getName().contains("scanf");
          }
          if (!readOnly) continue;
          if (const auto *AU = dyn_cast<UnaryOperator>(C->getArg(i)->IgnoreParenImpCasts()))
            if (AU->getOpcode() == UO_AddrOf && i < F->getNumParams()) ReadOnlyAddr.insert(AU);
          if (const Expr *D = arrayDecay(C->getArg(i))) ReadOnlyAddr.insert(D);
        }
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->getOpcode() == UO_AddrOf && !ReadOnlyAddr.count(U) && scalarLeftIndexed(U->getSubExpr()))
        err(U->getBeginLoc(), "address of a scalar-indexed element ('&[i]x') points to a copy of the element, so "
                              "a write through it would be lost; read into a scalar variable and assign it "
                              "('scanf(\"%%d\", &t); [i]x = t;')");
    if (const auto *IC = dyn_cast<ImplicitCastExpr>(X))
      if (IC->getCastKind() == CK_ArrayToPointerDecay && !ReadOnlyAddr.count(IC) &&
          scalarLeftIndexed(IC->getSubExpr()))
        err(IC->getBeginLoc(), "a scalar-indexed parallel array ('[i]a') used as a pointer points to a copy of the "
                               "element, so a write through it would be lost; write the element per position "
                               "('where (pcoord(0) == i) strcpy(a, s);') or assign its elements ('[i]a[k] = c;')");
    checkFileFlow(An, DE, X, c.inElemental);  // FILE pointers: StreamSema.cpp
    auto M = An.marker(X);
    switch (M.kind) {
      case Marker::LeftIndex: {
        if (c.inElemental) err(X->getBeginLoc(), "left indexing inside an elemental function (communication is not allowed there)");
        if (!An.isParallel(M.operand))
          err(X->getBeginLoc(), "left index applied to a scalar expression; only parallel values can be left-indexed");
        else {
          std::string sh = shapeOf(M.operand);
          int rank = An.staticRank(sh);
          if (rank > 0 && (int)M.args.size() != rank)
            err(X->getBeginLoc(), "%0 left %select{index|indices}1 for a parallel value of shape '%2', which has rank %3")
                << (int)M.args.size() << (M.args.size() != 1) << sh << rank;
          else if (rank > 0)
            constantIndexRange(M, sh);
        }
        // A left index is a coordinate: like a C subscript it must be an integer
        // (a `double` index would otherwise be truncated silently).
        for (const Expr *A : M.args) {
          QualType AT = A->IgnoreParenImpCasts()->getType();
          if (!AT.isNull() && !AT->isDependentType() && !AT->isIntegralOrUnscopedEnumerationType())
            err(A->getBeginLoc(), "left index is not an integer (it has type %0); convert it, e.g. '(int)'") << AT;
        }
        bool par = false;
        for (const Expr *A : M.args) par |= An.isParallel(A);
        Ctx ci = c;
        if (par) {  // get, send or grid form: CommSema.cpp
          checkParallelLeftIndex(An, DE, X, M, c.shape, c.inElemental);
          ci.inLeftIndex = true;
        }
        for (const Expr *A : M.args) expr(A, ci);
        // The operand of a left index may be of any shape: only its inner parts are checked.
        return;
      }
      case Marker::Dot:
        if (!c.inLeftIndex) err(X->getBeginLoc(), "'.' is only allowed inside a left index");
        return;
      case Marker::Reduce: {
        if (!An.isParallel(M.operand))
          warn(X->getBeginLoc(), "reduction of a scalar value: it is promoted to the current shape, so every active "
                                 "position contributes a copy ('+= 1' counts them); write '(int:current)' to say so");
        else reduction(X->getBeginLoc(), c);
        expr(M.operand, c);
        return;
      }
      case Marker::Pcoord: {
        if (c.shape == "-") noShape(X, c);
        // The axis selects one coordinate for every position: a parallel axis
        // was passed to the runtime as a storage pointer.
        if (!M.args.empty() && mentionsParallel(M.args[0])) {
          err(M.args[0]->getBeginLoc(), "pcoord axis must be a scalar value; this one is parallel");
          return;
        }
        Expr::EvalResult R;
        if (!M.args.empty() && M.args[0]->EvaluateAsInt(R, An.Ctx)) {
          long ax = R.Val.getInt().getSExtValue();
          int rank = An.staticRank(c.shape);
          if (ax < 0 || (rank > 0 && ax >= rank))
            err(M.args[0]->getBeginLoc(), "pcoord axis %0 is out of range for the current shape '%1' of rank %2")
                << (int)ax << c.shape << rank;
        }
        return;
      }
      case Marker::Prand:
        if (c.shape == "-") noShape(X, c);
        return;
      case Marker::Shapeof:
        // Like sizeof: the operand is not evaluated, so it may be of any shape.
        if (!An.isParallel(M.operand))
          err(X->getBeginLoc(), "shapeof applies to a parallel value; this operand is scalar");
        return;
      default: break;
    }
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (An.isMarkerDecl(C->getDirectCallee()) && Analysis::calleeName(C) == "shapeof" && C->getNumArgs() != 1) {
        err(X->getBeginLoc(), "shapeof takes one parallel operand (it has %0)") << C->getNumArgs();
        return;
      }
    // allocate_shape(&S, ...) of a shape declared with its extents (`shape [4]S;`):
    // its file-scope parallel variables already have storage for those extents,
    // new ones would make every later access run past it (PG9: only unspecified
    // and partially specified shapes get extents at run time).
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      std::string cn = Analysis::calleeName(C);
      if ((cn == "allocate_shape" || cn == "allocate_detailed_shape") && C->getNumArgs() > 0)
        if (const auto *U = dyn_cast<UnaryOperator>(C->getArg(0)->IgnoreParenImpCasts()))
          if (U->getOpcode() == UO_AddrOf)
            if (const auto *D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
              if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
                if (V->hasGlobalStorage() && !V->isStaticLocal() && !V->getType()->isArrayType()) {
                  auto it = An.ShapeDims.find(V->getName().str());
                  Expr::EvalResult R;
                  const InitListExpr *IL = it == An.ShapeDims.end() || !it->second->getInit() ? nullptr
                      : dyn_cast<InitListExpr>(it->second->getInit()->IgnoreImplicit());
                  if (IL && IL->getNumInits() > 0 && IL->getInit(0)->EvaluateAsInt(R, An.Ctx) &&
                      R.Val.getInt().getSExtValue() > 0)
                    err(C->getBeginLoc(), "%0 of shape '%1', which is declared with its extents; declare it "
                                          "'shape %1;' or 'shape [][]%1;' to give it extents at run time")
                        << cn << V->getName();
                }
    }
    // allocate_shape(S, ...) / deallocate_shape(S) without '&': Clang only
    // warns (a shape is a pointer too), and the runtime wrote the shape
    // through the handle it was given (a crash, or nothing allocated).
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      std::string cn = Analysis::calleeName(C);
      const FunctionDecl *F = C->getDirectCallee();
      if ((cn == "allocate_shape" || cn == "allocate_detailed_shape" || cn == "deallocate_shape") && F &&
          C->getNumArgs() > 0 && F->getNumParams() > 0) {
        QualType at = C->getArg(0)->IgnoreParenImpCasts()->getType(), pt = F->getParamDecl(0)->getType();
        if (!An.Ctx.hasSameUnqualifiedType(at, pt) && !at->isNullPtrType()) {
          err(C->getArg(0)->getBeginLoc(), "%0 takes the address of the shape ('%0(&S%2)'); this argument has "
                                           "type %1")
              << cn << at << (cn == "deallocate_shape" ? "" : ", ...");
          return;
        }
      }
    }
    // allocate_shape(&s, rank, d0, d1, ...) takes int extents, or (a single
    // third argument) an array of them: a pointer of another type, a floating
    // or struct extent was passed through the `...` unchecked (the pointer was
    // read as an extent: "too many positions" at run time).
    if (const auto *C = dyn_cast<CallExpr>(X); C && An.isMarkerDecl(C->getDirectCallee()) &&
                                               Analysis::calleeName(C) == "allocate_shape")
      for (unsigned i = 2; i < C->getNumArgs(); i++) {
        QualType T = C->getArg(i)->getType();  // an array has decayed to a pointer
        bool arrayForm = C->getNumArgs() == 3 && T->isPointerType() && T->getPointeeType()->isIntegerType();
        if (!arrayForm && !T->isIntegerType() && !mentionsParallel(C->getArg(i))) {
          err(C->getArg(i)->getBeginLoc(), "extent argument %0 of allocate_shape has type %1; the extents are "
                                           "ints, one per axis ('allocate_shape(&s, 2, rows, cols)'), or one "
                                           "array of ints ('allocate_shape(&s, rank, dims)')")
              << (i - 1) << T;
          break;
        }
      }
    // dimof(S, axis) with a constant axis and a shape whose rank is known here:
    // an axis past the rank would quietly give 0 at run time.
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      std::string cn = Analysis::calleeName(C);
      // The shape functions' axes and extents are scalars (markers.h declares
      // some of them variadic or inline: Clang would let a parallel one through).
      const char *what = cn == "dimof" ? "the axis of dimof must be a scalar value"
                         : cn == "palloc" ? "the size of palloc must be a scalar value"
                         : cn == "psrand" ? "the seed of psrand must be a scalar value"
                         : cn == "allocate_shape" ? "the rank and extents of allocate_shape must be scalar values"
                         : cn == "allocate_detailed_shape" ? "the arguments of allocate_detailed_shape must be scalar values"
                         : nullptr;
      if (what && An.isMarkerDecl(C->getDirectCallee()))
        for (unsigned i = cn == "psrand" ? 0 : 1; i < C->getNumArgs(); i++)
          if (mentionsParallel(C->getArg(i))) {
            err(C->getArg(i)->getBeginLoc(), "%0; this one is parallel") << what;
            return;
          }
    }
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (Analysis::calleeName(C) == "dimof" && C->getNumArgs() == 2)
        if (const auto *D = dyn_cast<DeclRefExpr>(C->getArg(0)->IgnoreParenImpCasts()))
          if (isa<VarDecl>(D->getDecl()) && !isa<ParmVarDecl>(D->getDecl())) {
            Expr::EvalResult R;
            int rank = An.staticRank(D->getDecl()->getName().str());
            if (rank > 0 && C->getArg(1)->EvaluateAsInt(R, An.Ctx)) {
              long ax = R.Val.getInt().getExtValue();
              if (ax < 0 || ax >= rank)
                err(C->getArg(1)->getBeginLoc(), "dimof axis %0 is out of range for shape '%1' of rank %2 (axes are 0 to %3)")
                    << (int)ax << D->getDecl()->getName() << rank << rank - 1;
            }
          }
    // palloc(S, sizeof(int)): palloc's size is in bools (bits), as boolsizeof
    // gives it; sizeof gives bytes, an eighth of the storage the variable needs,
    // and a later write through the pointer would run past it.  A size that is
    // sizeof alone, or sizeof times a factor that is not a multiple of 8
    // (`n * sizeof(double)`), is taken for bytes (`8 * sizeof(int)`, which is
    // what boolsizeof expands to, and `sizeof(int) * CHAR_BIT` are bits).
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (An.isMarkerDecl(C->getDirectCallee()) && Analysis::calleeName(C) == "palloc" && C->getNumArgs() == 2)
        if (const Expr *SzE = An.bytesSizeof(C->getArg(1)))
          warn(C->getArg(1)->getBeginLoc(), "palloc's size is in bools (bits), but 'sizeof' counts bytes; it is "
                                            "taken as bytes here (ECOLAB's 'palloc(s, sizeof(double))'), use "
                                            "'boolsizeof' for bools")
              << SzE->getSourceRange();
    // allocate_detailed_shape(&s, rank, then per axis: length, weight, ordering,
    // on-chip bits, off-chip bits): only the lengths matter here (cstar).
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (An.isMarkerDecl(C->getDirectCallee()) && Analysis::calleeName(C) == "allocate_detailed_shape" &&
          C->getNumArgs() >= 2) {
        Expr::EvalResult R;
        if (!C->getArg(1)->EvaluateAsInt(R, An.Ctx))
          err(C->getArg(1)->getBeginLoc(), "allocate_detailed_shape needs a constant rank (it decides how many "
                                           "arguments follow)");
        else if (C->getNumArgs() != 2 + 5 * R.Val.getInt().getExtValue())
          err(C->getBeginLoc(), "allocate_detailed_shape of rank %0 takes 5 values per axis (length, weight, "
                                "ordering, on-chip bits, off-chip bits): %1 arguments after the rank, not %2")
              << (int)R.Val.getInt().getExtValue() << (int)(5 * R.Val.getInt().getExtValue()) << (int)(C->getNumArgs() - 2);
      }
    // A pointer to a parallel variable names one whole variable: p[0] is *p,
    // but there is no arithmetic on it (cstar).
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(X))
      if (!A->getType()->isPointerType() && An.isPtrToPar(A->getBase())) {
        Expr::EvalResult R;
        const auto *PD = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenImpCasts());
        const auto *Parm = PD ? dyn_cast<ParmVarDecl>(PD->getDecl()) : nullptr;
        if (!A->getIdx()->EvaluateAsInt(R, An.Ctx) || R.Val.getInt() != 0) {
          if (Parm)  // `char:current *gene` given a parallel array (parallel GENESIS' PUnpack)
            err(A->getBeginLoc(), "indexing a pointer to a parallel variable is supported only with index 0 ('p[0]' "
                                  "is '*p'); to take a parallel array, declare the parameter as one of its size "
                                  "('%0 %1[N]')")
                << (Parm->getType()->getPointeeType().getAsString() + ":current") << Parm->getName();
          else
            err(A->getBeginLoc(), "indexing a pointer to a parallel variable is supported only with index 0 ('p[0]' is '*p'); "
                                  "use a parallel array ('int:S a[N]') or an array of pointers");
        }
      }
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub || B->getOpcode() == BO_AddAssign ||
           B->getOpcode() == BO_SubAssign) &&
          (An.isPtrToPar(B->getLHS()) || An.isPtrToPar(B->getRHS())) && B->getType()->isPointerType())
        err(B->getOperatorLoc(), "arithmetic on a pointer to a parallel variable is not supported: a 'T:S *' holds one whole "
                                 "variable, not an element of a parallel array, and carries no element stride (cstar); "
                                 "index the parallel array ('a[k]'), or keep an array of pointers ('int:S *tab[N]')");
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->isIncrementDecrementOp() && U->getType()->isPointerType() && An.isPtrToPar(U->getSubExpr()))
        err(U->getOperatorLoc(), "arithmetic on a pointer to a parallel variable is not supported: a 'T:S *' holds one whole "
                                 "variable, not an element of a parallel array, and carries no element stride (cstar); "
                                 "index the parallel array ('a[k]'), or keep an array of pointers ('int:S *tab[N]')");
    // &x and sizeof x name a parallel variable without operating on it.
    if (const auto *U = dyn_cast<UnaryOperator>(X))
      if (U->getOpcode() == UO_AddrOf && An.isParallel(U->getSubExpr()) &&
          isa<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
        return;
    if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(X)) {
      if (U->isArgumentType()) vlaSizes(U->getArgumentType(), U->getBeginLoc());
      return;
    }
    if (const auto *CE = dyn_cast<ExplicitCastExpr>(X)) vlaSizes(CE->getTypeAsWritten(), CE->getBeginLoc());
    if (const auto *CL = dyn_cast<CompoundLiteralExpr>(X)) vlaSizes(CL->getType(), CL->getBeginLoc());
    if (const auto *D = dyn_cast<DeclRefExpr>(X)) {
      if (An.declKind(D->getDecl()) == PKind::Parallel) {
        if (c.inElemental && !isa<ParmVarDecl>(D->getDecl()))
          err(D->getLocation(), "parallel variable %0 used inside an elemental function") << D->getDecl();
        std::string sh = An.declShape(D->getDecl());
        if (c.shape == "-") noShape(D, c);
        else if (!c.shape.empty() && sh != "current" && sh != "void" && sh != c.shape && !isCastOfPar(D))
          err(D->getLocation(), "parallel variable %0 has shape '%1' but the current shape is '%2'; select it with 'with (%1)'")
              << D->getDecl() << sh << c.shape;
      }
      // A parallel function is compiled with another calling convention (its
      // parallel parameters and result are storage): it can only be called by name.
      if (const auto *F = dyn_cast<FunctionDecl>(D->getDecl()))
        if (An.isParallelFunction(F) && !isDirectCallee(D))
          err(D->getLocation(), "pointer to parallel function %0 is not supported (cstar); call it by name, "
                                "e.g. through a switch on a scalar selector") << F;
      return;
    }
    if (const auto *C = dyn_cast<CallExpr>(X))
      checkCommCall(An, DE, C, c.shape, c.inElemental);  // <cscomm.h>: CommSema.cpp
    if (const auto *C = dyn_cast<CallExpr>(X))
      if (checkStreamCall(An, DE, C, c.shape, c.inElemental)) {  // Stream* calls: StreamSema.cpp
        for (const Stmt *Ch : X->children())
          if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) expr(CE, c);
        return;
      }
    if (const auto *C = dyn_cast<CallExpr>(X)) {
      implicitParallelCall(C);
      const FunctionDecl *F = An.resolve(C);
      if (F && !An.isMarkerDecl(F)) {
        bool elementalOk = An.isElemental(F) || An.isLibraryElemental(F);
        if (c.inElemental && !elementalOk && An.isParallelFunction(F))
          err(C->getBeginLoc(), "call of parallel function %0 inside an elemental function") << F;
        // sprintf(buf, "%d", x), strcpy(buf, name) with a scalar buffer: the library
        // call runs per position, each writing the same scalar buffer.
        if (An.isLibraryElemental(F) && !c.inElemental && An.isParallel(C) && C->getNumArgs() > 0 &&
            F->getNumParams() > 0 && F->getParamDecl(0)->getType()->isPointerType() &&
            !F->getParamDecl(0)->getType()->getPointeeType().isConstQualified() && !An.isParallel(C->getArg(0))) {
          const auto *U = dyn_cast<UnaryOperator>(C->getArg(0)->IgnoreParenImpCasts());
          if (!(U && U->getOpcode() == UO_AddrOf && An.isParallel(U->getSubExpr())))
            err(C->getArg(0)->getBeginLoc(), "%0 with parallel arguments runs once per position, but writes into a "
                                             "scalar buffer; give it a parallel array (char:S buf[N])") << F;
        }
        // `scan(&x, ...)`, `send(&d, addr, &x, ...)`: an address where
        // <cscomm.h> takes a value converted to bool and picked the bool
        // overload (Clang's warning only): it ran on 1s. Say so, once.
        if (isCommFunction(An, F))
          for (unsigned i = 0; i < C->getNumArgs() && i < F->getNumParams(); i++) {
            const Expr *A = C->getArg(i)->IgnoreParenImpCasts();
            const ParmVarDecl *P = F->getParamDecl(i);
            if (!P->getType()->isPointerType() && A->getType()->isPointerType() &&
                !C->getArg(i)->isNullPointerConstant(An.Ctx, Expr::NPC_ValueDependentIsNotNull)) {
              err(A->getBeginLoc(), "argument '%0' of %1 is a value, not the address of one: pass 'x', not '&x' "
                                    "(the address became the bool 1)")
                  << P->getName() << F;
              return;
            }
          }
        for (unsigned i = 0; i < C->getNumArgs(); i++) {
          const Expr *A = C->getArg(i);
          bool ap = An.isParallel(A);
          const ParmVarDecl *P = i < F->getNumParams() ? F->getParamDecl(i) : nullptr;
          bool pp = P && An.declKind(P) == PKind::Parallel;
          if (ap && F->getName() == "cs_shape_new_at") {
            // `shape [x]Q;` in a block: Parse's call that makes the shape.
            err(A->getBeginLoc(), "the extents of a shape must be scalar values; this one is parallel");
            return;
          }
          if (ap && !pp && !elementalOk && SM.isInSystemHeader(F->getLocation())) {
            // printf("%d", x): a library function the user cannot make elemental.
            err(A->getBeginLoc(), "parallel argument passed to %0, a scalar library function; pass a reduction ('+= x') or one element ('[0]x'), or write to a parallel file (FILE:S *)") << F;
          } else if (ap && !pp && !elementalOk && P && An.declKind(P) == PKind::PtrToPar &&
                     A->IgnoreParenImpCasts()->getType()->isArrayType()) {
            // f(a) with a parallel array a and a `T:S *` parameter: `&a[0]`, as
            // in C (Lower passes its first element like `&a[k]`).
          } else if (ap && !pp && !elementalOk && P && An.declKind(P) == PKind::PtrToPar &&
                     parallelArrayOffset(A) == 1) {
            // f(a + 1): `&a[1]`, as in C (Lower passes element 1 by a copy).
          } else if (ap && !pp && !elementalOk && P && An.declKind(P) == PKind::PtrToPar &&
                     parallelArrayOffset(A) == 2) {
            // f(a + x) with a parallel x: a different element at each position.
            err(A->getBeginLoc(), "a parallel array plus a parallel offset ('a + x') names a different element at "
                                  "each position, but parameter %0 of %1 takes one element for all positions; pass "
                                  "'&a[k]' (or 'a + k') with a scalar k, or select per position first ('t = a[0]; "
                                  "where (x == 1) t = a[1]; ... f(&t)')")
                << P << F;
          } else if (ap && !pp && !elementalOk && !P && !F->hasPrototype() && !F->isDefined() &&
                     !F->isImplicit()) {
            // `double:S scale();` in a header, defined with parallel K&R
            // parameters in another file: this file cannot know them.
            err(A->getBeginLoc(), "parallel argument passed to %0, which is declared without a prototype and "
                                  "defined elsewhere: declare its parameters in a prototype (e.g. 'double:S f(int:S v, "
                                  "double w);') so that the call knows which are parallel") << F;
          } else if (ap && !pp && !elementalOk) {
            auto DB = err(A->getBeginLoc(), "parallel argument passed to scalar parameter of %0; declare %0 'elemental' or make the parameter parallel") << F;
            if (SM.isInMainFile(F->getBeginLoc()) && F->getBeginLoc().isFileID() && !F->isImplicit())
              DB << FixItHint::CreateInsertion(F->getBeginLoc(), "elemental ");
          }
          if (P && An.declKind(P) == PKind::PtrToPar && isCommFunction(An, F)) commPtrArg(A, P, F, c);
          if (P && An.declKind(P) == PKind::Scalar && !elementalOk && !SM.isInSystemHeader(F->getLocation()) &&
              !An.isMarkerDecl(F) && !isCommFunction(An, F))
            ptrToParIntoScalar(A, P->getType(), P);
          if (pp && !ap && !A->getType()->isPointerType())
            {} // scalar argument to a parallel parameter: promoted (allowed)
          if (pp && P->getOriginalType()->isArrayType() &&
              !An.Ctx.hasSameUnqualifiedType(A->IgnoreParenImpCasts()->getType(), P->getOriginalType()))
            err(A->getBeginLoc(), "argument for parallel array parameter %0 must be a parallel array of type %1 (is %2)")
                << P << P->getOriginalType() << A->IgnoreParenImpCasts()->getType();
          if (pp && ap) {
            std::string ps = An.declShape(P), as = shapeOf(A);
            if (ps != "current" && ps != "void" && !as.empty() && as != "current" && ps != as)
              err(A->getBeginLoc(), "parallel argument of shape '%0' passed to parameter %1 of shape '%2'") << as << P << ps;
          }
        }
        // (<cscomm.h> calls are checked by CommSema.cpp.)
        if (!c.inElemental && !elementalOk && An.isParallelFunction(F) && !isCommFunction(An, F) &&
            parallelCallShape(C, F, c))
          return;
      }
    }
    // A GNU statement expression `({ ... })` is one expression of the position
    // loop: parallel declarations or statements inside it cannot be lowered
    // (it compiled to C that referred to undeclared temporaries).
    if (const auto *SE = dyn_cast<StmtExpr>(X)) {
      bool par = An.isParallel(SE);
      for (const Stmt *St : SE->getSubStmt()->body()) {
        if (const auto *DS = dyn_cast<DeclStmt>(St))
          for (const Decl *D : DS->decls()) {
            par |= An.declKind(D) == PKind::Parallel;
            if (const auto *VD = dyn_cast<VarDecl>(D)) par |= VD->getInit() && An.isParallel(VD->getInit());
          }
        if (const auto *E = dyn_cast<Expr>(St)) par |= An.isParallel(E);
      }
      if (par) {
        err(SE->getBeginLoc(), "a statement expression '({ ... })' with parallel values is not supported; use a "
                               "block of statements (or an elemental function, or '<?'/'>?' for a MIN/MAX macro)");
        return;
      }
      // `({ int n; with (S) n = += x; n; })` in scalar code: the with was
      // left unlowered (a link error naming the marker `__cs_with`).
      if (!contextBodies(SE).empty()) {
        err(SE->getBeginLoc(), "a statement expression '({ ... })' holding a with, where or everywhere statement "
                               "is not supported; write those statements before the expression (or in a function "
                               "that returns the value)");
        return;
      }
    }
    // `(int:G)y` with y of shape S: a cast changes the element type, never the
    // shape (it was accepted and ignored: a G value made of S's positions).
    if (An.marker(X).kind == Marker::PCast) {
      auto M = An.marker(X);
      std::string to, from = shapeOf(M.operand);
      if (const auto *D = dyn_cast<DeclRefExpr>(M.args[0]->IgnoreParenImpCasts())) to = D->getDecl()->getName().str();
      if (isFixedShape(to) && isFixedShape(from) && to != from)
        err(X->getBeginLoc(), "cast of a parallel value of shape '%0' to a parallel type of shape '%1'; a cast "
                              "cannot change the shape (move values between shapes with a left index, e.g. "
                              "'[pcoord(0)]y')")
            << from << to;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(X)) {
      if (!B->isAssignmentOp() && B->getOpcode() != BO_Comma) {
        std::string l = shapeOf(B->getLHS()), r = shapeOf(B->getRHS());
        if (!l.empty() && !r.empty() && l != r && l != "current" && r != "current" && l != "void" && r != "void")
          err(B->getOperatorLoc(), "operands of '%0' have different shapes ('%1' and '%2')") << B->getOpcodeStr() << l << r;
      }
      if (const char *op = reductionBindsFirst(B))
        warn(B->getLHS()->getBeginLoc(), "'%0' reduces only the operand next to it: this is '(%0 a) %1 b', a "
                                         "parallel value; write '%0 (a %1 b)' to reduce the whole expression, or "
                                         "'(%0 a) %1 b' to keep this meaning")
            << op << B->getOpcodeStr();
      // `(T = x) > -20.0 ? exp(T) : 0` with T scalar, x parallel (MIRIAD's EXP
      // macro given a parallel value): inside an expression, as at statement
      // level, a parallel value does not fit a scalar (gcc failed on the C).
      if (B->getOpcode() == BO_Assign && X != StmtTop && An.marker(B).kind == Marker::None &&
          !An.isParallel(B->getLHS()) && !An.isPtrToPar(B->getLHS()) && An.isParallel(B->getRHS()))
        parallelIntoScalar(B, B->getLHS(), B->getRHS(), true);
    }
    // (`?:` with a parallel condition selects per position, struct and union
    // operands included: `r = c ? p : q;` is C per position.)
    for (const Stmt *Ch : X->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) expr(CE, c);
  }

  bool isCastOfPar(const DeclRefExpr *) { return false; }

  // D is the callee of a call (`f(x)`, `(f)(x)`), not a value.
  bool isDirectCallee(const DeclRefExpr *D) {
    const Expr *Cur = D;
    DynTypedNodeList Ps = An.Ctx.getParents(*D);
    while (!Ps.empty() && (Ps[0].get<ParenExpr>() || Ps[0].get<ImplicitCastExpr>())) {
      Cur = Ps[0].get<Expr>();
      Ps = An.Ctx.getParents(Ps[0]);
    }
    if (Ps.empty()) return true;  // (no parent map entry: do not guess)
    const auto *C = Ps[0].get<CallExpr>();
    return C && C->getCallee() == Cur;
  }

  // The shape a parallel function works on when its declaration names one: its
  // result's, else its first parallel parameter's ("" for `current`/`void`).
  std::string fnShape(const FunctionDecl *F) {
    std::string s = F->getReturnType()->isPointerType() ? "" : An.declShape(F);  // `int:S f()`, `void:S f()`
    if (!s.empty() && s != "current" && s != "void") return s;
    for (const auto *P : F->parameters())
      if (An.declKind(P) != PKind::Scalar) {  // `int:S v`, `int:S *p`
        s = An.declShape(P);
        if (!s.empty() && s != "current" && s != "void") return s;
      }
    return "";
  }

  // A parallel function runs with the caller's current shape.  Called where no
  // shape is current (scalar code of main) or where another shape is, the
  // mistake is the call's: one error names the function and both shapes, and
  // its arguments are then checked against the function's shape instead of
  // drawing one error each.  Returns true when it reported (and checked the
  // arguments).
  bool parallelCallShape(const CallExpr *C, const FunctionDecl *F, const Ctx &c) {
    std::string fs = fnShape(F);
    bool none = c.shape == "-";
    bool other = !none && !fs.empty() && !c.shape.empty() && c.shape != fs && isFixedShape(fs);
    if (!none && !other) return false;
    if (none && fs.empty())
      err(C->getBeginLoc(), "call of parallel function %0 where no shape is current; put it inside a 'with' "
                            "statement") << F;
    else if (none)
      err(C->getBeginLoc(), "call of parallel function %0 (of shape '%1') where no shape is current; put it "
                            "inside 'with (%1)'") << F << fs;
    else
      err(C->getBeginLoc(), "call of parallel function %0 (of shape '%1') where the current shape is '%2'; "
                            "call it inside 'with (%1)'") << F << fs << c.shape;
    Reported.insert(C->getBeginLoc().getRawEncoding());
    Ctx cc = c;
    cc.shape = fs;  // "" (shape-generic function): the arguments' shapes are not checked
    for (const Stmt *Ch : C->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) expr(CE, cc);
    return true;
  }

  // The shape of a parallel expression: of its first parallel variable.
  std::string shapeOf(const Expr *E) {
    if (!E || !An.isParallel(E)) return "";
    E = E->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) return An.declShape(D->getDecl());
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow()) return ptrShape(M->getBase());
      return shapeOf(M->getBase());
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref && An.isPtrToPar(U->getSubExpr())) return ptrShape(U->getSubExpr());
    auto M = An.marker(E);
    if (M.kind == Marker::Pcoord || M.kind == Marker::Prand) return "current";
    if (M.kind == Marker::PCast) {
      if (const auto *D = dyn_cast<DeclRefExpr>(M.args[0]->IgnoreParenImpCasts())) return D->getDecl()->getName().str();
      return "";
    }
    if (const auto *C = dyn_cast<CallExpr>(E))
      if (An.returnsParallel(An.resolve(C))) return An.declShape(An.resolve(C));
    for (const Stmt *Ch : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) {
        std::string s = shapeOf(CE);
        if (!s.empty()) return s;
      }
    return "";
  }
  // K&R style calls a function before its definition: C declares it
  // implicitly as returning `int`.  A parallel result (`int:S twice(v)`) or a
  // `void:current` procedure defined later then conflicts with that in the
  // generated C (as `double f()` does in C89); say so in C* terms at the call.
  // Functions with a scalar result and parallel parameters (`show(v) int:S v;`)
  // need no declaration.
  void implicitParallelCall(const CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (!F || !F->isImplicit()) return;
    const FunctionDecl *Def = nullptr;
    for (const FunctionDecl *R : F->redecls())
      if (!R->isImplicit() && (!Def || R->isThisDeclarationADefinition())) Def = R;
    if (!Def || !An.isParallelFunction(Def)) return;
    if (!An.returnsParallel(Def) && !Def->getReturnType()->isVoidType()) return;
    err(C->getBeginLoc(), "parallel function %0 is called before it is declared, so C takes it for a function "
                          "returning 'int'; declare it before this call (e.g. '%1 %3();' as in its definition at "
                          "line %2)")
        << F << (Def->getReturnType()->isVoidType() ? "void:" + An.declShape(Def)
                                                     : Def->getReturnType().getAsString() + ":" + An.declShape(Def))
        << SM.getPresumedLoc(SM.getExpansionLoc(Def->getLocation())).getLine() << F->getName();
  }

  // A pointer parameter of a <cscomm.h> function (destp, sourcep, sbit,
  // notify) takes the address of a parallel variable.  Clang sees `int *`
  // either way, so a scalar's address (`send(&s, ...)`) would reach the runtime
  // as storage it does not know, an `int:S` segment bit would be read as bools
  // byte by byte, and a variable of another shape at the wrong positions
  // (cstar: compile-time errors; the runtime still checks shapes it only
  // knows at run time).  A segment bit or notify flag may be null
  // (CMC_no_field, NULL).
  void commPtrArg(const Expr *A, const ParmVarDecl *P, const FunctionDecl *F, const Ctx &c) {
    QualType pt = P->getType()->isPointerType() ? P->getType()->getPointeeType() : QualType();
    bool boolParam = !pt.isNull() && pt->isBooleanType();
    const Expr *X = A->IgnoreParenImpCasts();
    if (A->isNullPointerConstant(An.Ctx, Expr::NPC_ValueDependentIsNotNull)) {
      if (!boolParam)
        err(A->getBeginLoc(), "argument '%0' of %1 must be the address of a parallel variable, not a null pointer")
            << P->getName() << F;
      return;
    }
    if (!An.isPtrToPar(A) && X->getType()->isArrayType() && An.isParallel(X)) {
      err(A->getBeginLoc(), "argument '%0' of %1 is a parallel array; pass the address of one of its elements "
                            "('&a[0]')")
          << P->getName() << F;
      return;
    }
    if (!An.isPtrToPar(A)) {
      err(A->getBeginLoc(), "argument '%0' of %1 must be the address of a parallel variable (e.g. '&x' with "
                            "'int:S x'); this is a scalar pointer of type %2")
          << P->getName() << F << X->getType();
      return;
    }
    if (boolParam) {
      QualType at = X->getType()->isPointerType() ? X->getType()->getPointeeType() : QualType();
      if (at.isNull() || !at->isBooleanType())
        err(A->getBeginLoc(), "argument '%0' of %1 must point to a parallel bool ('&b' with 'bool:S b'); it "
                              "points to %2 (assign it to a bool first: b = (x != 0);)")
            << P->getName() << F << at;
      if (P->getName() == "notify") return;  // the destination's shape (checked at run time)
    }
    if (An.declShape(P) != "current") return;  // `void` shape: get's source, send's destination
    std::string s;
    if (const auto *U = dyn_cast<UnaryOperator>(X); U && U->getOpcode() == UO_AddrOf) s = shapeOf(U->getSubExpr());
    else s = ptrShape(X);
    if (isFixedShape(s) && isFixedShape(c.shape) && s != c.shape)
      err(A->getBeginLoc(), "argument '%0' of %1 points to a parallel variable of shape '%2' while the current "
                            "shape is '%3'; it must be of the current shape")
          << P->getName() << F << s << c.shape;
  }
  // The shapes a pointer-to-parallel value may point to: `&y` (y's shape), a
  // pointer variable or member (its declared shape), both arms of `c ? p : q`.
  // An explicit cast (`(int:S *)p`, `(int:void *)&y`) converts: nothing.
  void pointeeShapes(const Expr *E, std::vector<std::pair<std::string, const Expr *>> &out) {
    E = E->IgnoreParenImpCasts();
    if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
      pointeeShapes(CO->getTrueExpr(), out);
      pointeeShapes(CO->getFalseExpr(), out);
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf) {
      if (An.isParallel(U->getSubExpr())) out.push_back({shapeOf(U->getSubExpr()), E});
    } else if (isa<DeclRefExpr>(E) || isa<MemberExpr>(E)) {
      if (An.isPtrToPar(E)) out.push_back({ptrShape(E), E});
    }
  }
  // `int:S *p = &y;`, `p = c ? &x : &y;` with y of another shape declared with
  // constant extents: *p would name positions of the wrong shape (the run-time
  // check stops the program at the first use; say it at compile time).
  void pointerShapeMatch(const std::string &dst, const Expr *Src, const std::string &what) {
    std::vector<std::pair<std::string, const Expr *>> src;
    if (Src) pointeeShapes(Src, src);
    if (!isFixedShape(dst) || !Src) return;
    for (auto &p : src)
      if (isFixedShape(p.first) && p.first != dst) {
        err(p.second->getBeginLoc(), "%0 points to parallel variables of shape '%1', but this points to one of "
                                     "shape '%2'; use a pointer of that shape (or 'T:void *' and a cast)")
            << what << dst << p.first;
        return;
      }
  }
  std::string ptrShape(const Expr *P) {
    P = P->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(P)) return An.declShape(D->getDecl());
    if (const auto *M = dyn_cast<MemberExpr>(P)) return An.declShape(M->getMemberDecl());
    return "";
  }

  Analysis &An;
  DiagnosticsEngine &DE;
  SourceManager &SM;
  const FunctionDecl *Cur = nullptr;
  int Depth = 0;
  std::vector<SourceRange> Bodies;  // the with/where/everywhere statements we are in, innermost last
  std::map<std::string, std::set<const DeclContext *>> LocalShapes; /* block-scope shapes: name -> functions */
  std::set<std::string> Allocated;
  std::set<std::string> Reassigned;  // shape variables assigned with `=` somewhere

  // Does `with (s)` make the shape declared as `s` current (so variables
  // declared `T:s` are the ones of the current shape)?  True for file-scope
  // shapes and block-scope C* shape declarations that are never reassigned.
  bool namesItsShape(const Decl *D) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || isa<ParmVarDecl>(V) || Reassigned.count(V->getName().str())) return false;
    if (An.isMarkerDecl(V) || V->getDeclContext()->isFileContext()) return true;
    const auto *C = dyn_cast_or_null<CallExpr>(V->getInit() ? V->getInit()->IgnoreParenImpCasts() : nullptr);
    std::string n = C ? Analysis::calleeName(C) : "";
    return n == "cs_shape_new" || n == "cs_shape_new_at" || n == "cs_shape_unspecified";
  }
  std::set<const Expr *> Warned;
  std::set<unsigned> Reported;
  std::set<const Expr *> ReadOnlyAddr;  // `&...` passed to a pointer-to-const parameter

  // `[i]x`, `[i]s.f`, `[i]a[2]` with scalar indices (a scalar value read from
  // one position), looking through member and array accesses.
  // The array-to-pointer conversion an argument makes, under any other
  // implicit conversions (`const char *` from `char[8]`), or null.
  static const Expr *arrayDecay(const Expr *E) {
    for (E = E->IgnoreParens(); const auto *IC = dyn_cast<ImplicitCastExpr>(E); E = IC->getSubExpr()->IgnoreParens())
      if (IC->getCastKind() == CK_ArrayToPointerDecay) return IC;
    return nullptr;
  }
  bool scalarLeftIndexed(const Expr *E) {
    for (;;) {
      E = E->IgnoreParenImpCasts();
      if (An.marker(E).kind == Marker::LeftIndex) return !An.isParallel(E);
      if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow()) { E = M->getBase(); continue; }
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
        const Expr *B = A->getBase()->IgnoreParenImpCasts();
        if (B->getType()->isArrayType()) { E = B; continue; }
      }
      return false;
    }
  }
};

}  // namespace

// A parallel array used as a pointer value (`char:S *p = name;`, `p = name;`,
// `return name;`, `p = (char:S *)name;`) points to its first element, a part of a
// parallel variable: a `T:S *` is the plain storage of a whole variable (one
// sizeof(T) apart per position), while an element's positions are the whole
// array apart, so such a pointer reached another position's bytes. As with
// `&a[k]`, the part works as a function argument (fprintf(f, "%s", name),
// strcpy(name, ...)) and indexed (name[k]); elsewhere it is an error.
// `a %% b` arrives as `(__cs_tag_mod ? (a) : (b))`, which Clang types as a
// conditional; the modulus needs integer operands, as `%` does.
static void checkModOperands(Analysis &A, Checker &C, TranslationUnitDecl *TU) {
  struct V : RecursiveASTVisitor<V> {
    Analysis &A;
    Checker &C;
    V(Analysis &A, Checker &C) : A(A), C(C) {}
    // `s %%= p` (scalar s, parallel p) would be a reduction, and C* has none
    // for the modulus.
    bool VisitBinaryOperator(BinaryOperator *E) {
      Analysis::MarkerInfo M = A.marker(E);
      if (M.kind != Marker::ModAsg) return true;
      if (!A.isParallel(M.lhs) && A.isParallel(M.operand))
        C.err(E->getOperatorLoc(), "'%%%%=' of a parallel value into a scalar would be a reduction, and there is "
                                   "no '%%%%' reduction; make the target parallel, or reduce first");
      return true;
    }
    bool VisitConditionalOperator(ConditionalOperator *E) {
      if (A.marker(E).kind != Marker::ModOp) return true;
      // Where C needs a constant the lowering does not reach (an array size, a
      // case label, a bit-field width): say so instead of gcc's "__cs_tag_mod
      // undeclared".  (A file-scope initializer is printed as a constant.)
      DynTypedNodeList Ps = A.Ctx.getParents(*E);
      while (!Ps.empty() && Ps[0].get<Expr>()) Ps = A.Ctx.getParents(Ps[0]);
      bool ok = !Ps.empty() && (Ps[0].get<Stmt>() || Ps[0].get<VarDecl>()) && !Ps[0].get<CaseStmt>();
      if (!ok) {
        C.err(E->getBeginLoc(), "'%%%%' with an operand that calls a function or has side effects is not "
                                "supported in an array size, a case label or a bit-field width; compute it first");
        return true;
      }
      for (const Expr *O : {E->getTrueExpr(), E->getFalseExpr()})
        if (!O->getType()->isIntegerType()) {
          C.err(O->getBeginLoc(), "invalid operand of '%%%%' (have %0): the modulus takes integer operands")
              << O->getType();
          break;
        }
      return true;
    }
  } v(A, C);
  v.TraverseDecl(TU);
}

// An integer/pointer conversion without a cast is a warning, as in C89 and
// gcc 12 (`long addr = p;`, `ip = addr;` in 1990s code; the front end runs
// with -Wno-error=int-conversion).  In a C* construct it is an error: a
// pointer given as an axis, extent or index (`pcoord(p)`, `[p]x`,
// `dimof(S, p)`, an argument of a <cscomm.h> function) would run with its
// address as the number.  A shape converted either way is an error too; the
// diagnostic printer raises Clang's warning for it (its message names
// 'shape').  docs/language.md §6 (K&R C).
static void checkIntPointerArgs(Analysis &A, Checker &C, TranslationUnitDecl *TU) {
  struct V : RecursiveASTVisitor<V> {
    Analysis &A;
    Checker &C;
    V(Analysis &A, Checker &C) : A(A), C(C) {}
    bool cstarCallee(const CallExpr *CE) {
      const FunctionDecl *F = CE->getDirectCallee();
      if (!F) return false;
      if (F->getName().startswith("__cs_")) return true;
      const SourceManager &SM = A.Ctx.getSourceManager();
      llvm::StringRef file = SM.getFilename(SM.getExpansionLoc(F->getLocation()));
      return file.contains("cstar-stdlib") || file.contains("/cstar/");
    }
    bool VisitCallExpr(CallExpr *CE) {
      if (!cstarCallee(CE)) return true;
      std::string name = Analysis::calleeName(CE);
      for (unsigned k = 0; k < CE->getNumArgs(); k++) {
        const auto *IC = dyn_cast<ImplicitCastExpr>(CE->getArg(k));
        if (!IC || (IC->getCastKind() != CK_PointerToIntegral && IC->getCastKind() != CK_IntegralToPointer)) continue;
        if (IC->getSubExpr()->getType().getAsString().find("shape") != std::string::npos) continue;  // printer
        // (a left index, `[p]x`, has its own error: "left index is not an integer")
        if (name.rfind("__cs_lidx", 0) == 0 || name == "__cs_dot") continue;
        C.err(IC->getBeginLoc(), "incompatible %select{pointer to integer|integer to pointer}0 conversion passing "
                                 "%1 to argument %2 of '%3': a C* library function needs the declared type "
                                 "(cstar accepts such a conversion with a warning only in plain C code)")
            << (IC->getCastKind() == CK_PointerToIntegral ? 0 : 1) << IC->getSubExpr()->getType() << (k + 1)
            << name;
      }
      return true;
    }
  } v(A, C);
  v.TraverseDecl(TU);
}

static void checkArrayDecay(Analysis &A, Checker &C, TranslationUnitDecl *TU) {
  struct V : RecursiveASTVisitor<V> {
    Analysis &A;
    Checker &C;
    std::set<unsigned> Seen;  // a node reached twice (implicit code) is reported once
    V(Analysis &A, Checker &C) : A(A), C(C) {}
    bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
      if (E->getCastKind() != CK_ArrayToPointerDecay || !A.isParallel(E->getSubExpr())) return true;
      if (!C.SM.isInMainFile(C.SM.getExpansionLoc(E->getBeginLoc()))) return true;
      // Up through parentheses and casts: `(char:S *)name` as a call argument
      // is still an argument.
      const Expr *top = E;
      DynTypedNodeList Ps = A.Ctx.getParents(*E);
      // (A C* cast `(int:S *)v` arrives as `(int *)(__cs_pcast(S), (v))`:
      // the right operand of a comma is climbed too.)
      auto commaRhs = [&](const DynTypedNode &N) {
        const auto *B = N.get<BinaryOperator>();
        return B && B->getOpcode() == BO_Comma && B->getRHS() == top;
      };
      // `a + k` / `k + a` / `a - k` is `&a[k]`, the same part of a parallel
      // variable: kept as a pointer it reached the run time and stopped the
      // program ("not a parallel variable from palloc"), so it is climbed too.
      auto arith = [&](const DynTypedNode &N) {
        const auto *B = N.get<BinaryOperator>();
        return B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) && B->getType()->isPointerType();
      };
      while (!Ps.empty() && (Ps[0].get<ParenExpr>() || Ps[0].get<CastExpr>() || commaRhs(Ps[0]) || arith(Ps[0]))) {
        top = Ps[0].get<Expr>();
        Ps = A.Ctx.getParents(Ps[0]);
      }
      if (Ps.empty() || !Seen.insert(E->getBeginLoc().getRawEncoding()).second) return true;
      bool bad = Ps[0].get<VarDecl>() || Ps[0].get<ReturnStmt>();
      if (const auto *B = Ps[0].get<BinaryOperator>()) bad = B->getOpcode() == BO_Assign && B->getRHS() == top;
      if (bad)
        C.err(E->getBeginLoc(), "a parallel array used as a pointer ('a' or 'a + k') points to one of its elements, a part of a "
                                "parallel variable: supported only as a function argument or indexed (a 'T:S *' "
                                "points to a whole parallel variable); index the array ('a[k]') or pass it "
                                "directly to the function that uses it");
      return true;
    }
  } v(A, C);
  v.TraverseDecl(TU);
}

// `x = += a * b;` is `(+= a) * b` (a unary reduction binds like a unary
// operator, §5), while the writer nearly always means the sum of the
// products.  Like Clang's -Wparentheses, warn when a reduction written
// without parentheses is followed by a binary operator that takes it as its
// left operand (also through the right operand of an earlier one: `c * += a
// + b` is `(c * (+= a)) + b`), with a fix-it that parenthesizes the operand
// the writer meant; `(+= a) * b` says the other reading and is quiet.
static void checkReductionPrecedence(Analysis &A, Checker &C, TranslationUnitDecl *TU) {
  struct V : RecursiveASTVisitor<V> {
    Analysis &A;
    Checker &C;
    std::set<unsigned> Seen;
    V(Analysis &A, Checker &C) : A(A), C(C) {}
    bool isReduction(const Expr *E) {
      const auto *P = dyn_cast<ParenExpr>(E->IgnoreImpCasts());
      return P && A.marker(P->getSubExpr()).kind == Marker::Reduce;
    }
    static bool chains(const BinaryOperator *B) {
      return !B->isAssignmentOp() && B->getOpcode() != BO_Comma;
    }
    bool VisitParenExpr(ParenExpr *PE) {
      // Parse.cpp writes `+= x` as `(__cs_red_add(), +(x) + 0)`: this paren
      // is the reduction itself; the writer's own parentheses are a second one.
      const auto *CB = dyn_cast<BinaryOperator>(PE->getSubExpr());
      if (!CB || A.marker(CB).kind != Marker::Reduce) return true;
      if (!C.SM.isInMainFile(C.SM.getExpansionLoc(PE->getBeginLoc()))) return true;
      const Expr *node = PE;
      const BinaryOperator *top = nullptr;
      for (;;) {
        DynTypedNodeList Ps = A.Ctx.getParents(*node);
        if (Ps.empty()) break;
        if (const auto *IC = Ps[0].get<ImplicitCastExpr>()) { node = IC; continue; }
        if (const auto *U = Ps[0].get<UnaryOperator>()) { node = U; continue; }
        const auto *B = Ps[0].get<BinaryOperator>();
        if (!B || !chains(B)) break;
        if (B->getLHS() == node) top = B;
        node = B;
      }
      if (!top || !Seen.insert(PE->getBeginLoc().getRawEncoding()).second) return true;
      // `+= a + += b` is the sum of two sums, the reading nobody mistakes.
      if (isReduction(top->getRHS())) return true;
      // `(+= a) * b` with b parallel: the parallel-value warning of the
      // expression check says it already (reductionBindsFirst).
      DynTypedNodeList Up = A.Ctx.getParents(*PE);
      while (!Up.empty() && Up[0].get<ImplicitCastExpr>()) Up = A.Ctx.getParents(Up[0]);
      if (!Up.empty())
        if (const auto *B = Up[0].get<BinaryOperator>())
          if (chains(B) && B->getLHS()->IgnoreImpCasts() == PE && A.isParallel(B->getRHS())) return true;
      const Expr *operand = A.marker(CB).operand;
      // (the operand is `(x)` inside Parse's `+(x)`: its own first token is x's)
      SourceLocation ob = operand ? operand->IgnoreParenImpCasts()->getBeginLoc() : SourceLocation();
      SourceLocation te = top->getEndLoc();
      auto DB = C.warn(PE->getBeginLoc(), "'%0' reduces only the operand next to it: this is '(%0 a) %1 b'; write "
                                          "'%0 (a %1 b)' to reduce the whole expression, or '(%0 a) %1 b' to keep "
                                          "this meaning")
                << StringRef(redSpelling(A.marker(CB).op)) << BinaryOperator::getOpcodeStr(top->getOpcode());
      if (ob.isValid() && ob.isFileID() && te.isValid() && te.isFileID()) {
        SourceLocation after = Lexer::getLocForEndOfToken(te, 0, C.SM, A.Ctx.getLangOpts());
        if (after.isValid()) {
          DB << FixItHint::CreateInsertion(ob, "(");
          DB << FixItHint::CreateInsertion(after, ")");
        }
      }
      return true;
    }
    static std::string redSpelling(const std::string &op) {
      static const std::map<std::string, std::string> m = {{"add", "+="}, {"sub", "-="}, {"mul", "*="},
                                                           {"div", "/="}, {"and", "&="}, {"or", "|="},
                                                           {"xor", "^="}, {"min", "<?="}, {"max", ">?="}};
      auto it = m.find(op);
      return it == m.end() ? op : it->second;
    }
  } v(A, C);
  v.TraverseDecl(TU);
}

void checkCStar(Analysis &A, DiagnosticsEngine &DE, TranslationUnitDecl *TU) {
  overloadCache().clear();
  // Shapes given extents anywhere by allocate_shape(&S, ...) are not reported
  // as unallocated: a cheap whole-file scan first.
  Checker C(A, DE);
  struct Finder : RecursiveASTVisitor<Finder> {
    std::set<std::string> *out;
    bool VisitCallExpr(CallExpr *CE) {
      std::string cn = Analysis::calleeName(CE);
      if ((cn == "allocate_shape" || cn == "allocate_detailed_shape") && CE->getNumArgs() > 0)
        if (auto *U = dyn_cast<UnaryOperator>(CE->getArg(0)->IgnoreParenImpCasts()))
          if (auto *D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts()))
            out->insert(D->getDecl()->getName().str());
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->getOpcode() == BO_Assign)
        if (auto *D = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
          if (isShape(D->getType()))  // also through a typedef of shape (`typedef shape region;`)
            reassigned->insert(D->getDecl()->getName().str());
      return true;
    }
    static bool isShape(QualType T) {
      if (const auto *TT = T->getAs<TypedefType>()) return TT->getDecl()->getName() == "shape" || isShape(TT->desugar());
      return false;
    }
    std::set<std::string> *reassigned;
  } F;
  F.out = &C.Allocated;
  F.reassigned = &C.Reassigned;
  F.TraverseDecl(TU);
  // Shape dims arrays first (declaration order may put uses before them).
  for (Decl *D : TU->decls())
    if (auto *VD = dyn_cast<VarDecl>(D))
      if (VD->getName().startswith("__cs_shapedims_")) A.noteShapeDims(VD->getName().drop_front(15).str(), VD);
  C.run(TU);
  checkArrayDecay(A, C, TU);
  checkReductionPrecedence(A, C, TU);
  checkModOperands(A, C, TU);
  checkIntPointerArgs(A, C, TU);
  checkPerPositionCollectives(A, DE, TU);
}

}  // namespace cstar
