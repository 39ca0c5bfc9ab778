// CStar.h — what Sema and Lower share: how the marker C carries the C* meaning,
// and which declarations and expressions are parallel.
//
// A parallel variable `int:S x` reaches Clang as `int x` with the attribute
// annotate("cstar.par:S"), so Clang types every elementwise expression as if it
// were scalar; this class decides parallelness on top of Clang's AST.
#ifndef CSTAR_SEMA_CSTAR_H
#define CSTAR_SEMA_CSTAR_H

#include <map>
#include <string>

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace cstar {

enum class PKind { Scalar, Parallel, PtrToPar };

// The marker forms (see stdlib/include/cstar/markers.h and docs/compiler.md).
enum class Marker {
  None, LeftIndex, Dot, MinOp, MaxOp, ModOp, MinAsg, MaxAsg, ModAsg, Reduce, PCast, Pcoord, Prand, Current,
  Shapeof  // shapeof(e): the shape of a parallel expression (a scalar `shape`)
};

class Analysis {
 public:
  explicit Analysis(clang::ASTContext &C) : Ctx(C) {}
  clang::ASTContext &Ctx;

  // ---- declarations
  PKind declKind(const clang::Decl *D) const;
  std::string declShape(const clang::Decl *D) const;  // "S", "current", "void", "" if scalar
  bool returnsParallel(const clang::FunctionDecl *F) const;
  bool hasParallelParams(const clang::FunctionDecl *F) const;
  bool isParallelFunction(const clang::FunctionDecl *F) const {
    return F && (returnsParallel(F) || hasParallelParams(F) ||
                 (F->getReturnType()->isVoidType() && !annotation(F, "cstar.par:").empty()));
  }
  bool isElemental(const clang::FunctionDecl *F) const;
  // Library functions that may be called elementally on parallel arguments
  // (<math.h>, <ctype.h>, abs/labs): declared in a system header.
  bool isLibraryElemental(const clang::FunctionDecl *F) const;
  bool isMarkerDecl(const clang::Decl *D) const;  // declared in cstar/markers.h
  // palloc's size written in bytes: `sizeof(T)`, or `n * sizeof(T)` with n not
  // a multiple of 8 (the sizeof expression), else null (`boolsizeof(T)`,
  // `8 * sizeof(T)` and `sizeof(T) * CHAR_BIT` are bits).
  const clang::Expr *bytesSizeof(const clang::Expr *E) const;

  // ---- expressions
  bool isParallel(const clang::Expr *E);
  // Is E a pointer to a parallel variable (scalar value; *E is parallel)?
  bool isPtrToPar(const clang::Expr *E);
  bool ptrRooted(const clang::Expr *E) const;

  // Marker recognition. For LeftIndex: Args = indices, Operand = the indexed
  // expression. For Reduce: Op = "add", "min", ...; Operand = the reduced value.
  struct MarkerInfo {
    Marker kind = Marker::None;
    std::string op;
    llvm::SmallVector<const clang::Expr *, 8> args;
    const clang::Expr *operand = nullptr;
    const clang::Expr *lhs = nullptr;  // MinAsg/MaxAsg/ModAsg target
  };
  MarkerInfo marker(const clang::Expr *E) const;
  const clang::FunctionDecl *calleeOf(const clang::Expr *E) const;
  // The function a call runs: the parallel overload NAME__cs_par when an
  // argument is parallel and the file declares one, else the direct callee.
  const clang::FunctionDecl *resolve(const clang::CallExpr *C);
  static std::string calleeName(const clang::CallExpr *C);

  // A shape's rank when known at compile time (file-scope shape with a
  // __cs_shapedims_ array of constant extents), else -1.
  int staticRank(const std::string &shape) const;
  void noteShapeDims(const std::string &name, const clang::VarDecl *dims) { ShapeDims[name] = dims; }
  std::map<std::string, const clang::VarDecl *> ShapeDims;

 private:
  std::map<const clang::Expr *, bool> ParMemo;
  std::string annotation(const clang::Decl *D, llvm::StringRef prefix) const;
};

}  // namespace cstar
#endif
