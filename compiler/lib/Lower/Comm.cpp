// Comm.cpp — lowering of C* communication (see Comm.h for the forms).
//
// Every form is hoisted before the statement's VP loop: its operands are
// evaluated into temporaries of the current shape by one VP loop under the
// statement's mask, one collective runtime call moves the data, and the loop
// reads the result from a temporary. Generated helpers: <cstar/lower_comm.h>.
#include "Lower/Comm.h"
#include "Lower/Fold.h"

#include <regex>
#include <set>

#include "Sema/CommSema.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace cstar {

unsigned CommLowering::line(const Expr *E) {
  const SourceManager &SM = An.Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(E->getBeginLoc()));
  return PL.isValid() ? PL.getLine() : SM.getExpansionLineNumber(E->getBeginLoc());
}
std::string CommLowering::where(const Expr *E) {
  // After #line directives: an inlined header's name (Driver.cpp).
  const SourceManager &SM = An.Ctx.getSourceManager();
  PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(E->getBeginLoc()));
  std::string f = H.fileLit;
  if (PL.isValid()) {
    f = "\"";
    for (const char *c = PL.getFilename(); *c; c++) f += (*c == '"' || *c == '\\') ? std::string("\\") + *c : std::string(1, *c);
    f += "\"";
  }
  return f + ", " + std::to_string(line(E));
}

bool CommLowering::parallelIndex(const Analysis::MarkerInfo &M) {
  if (M.kind != Marker::LeftIndex) return false;
  for (const Expr *A : M.args)
    if (An.isParallel(A)) return true;
  return false;
}

std::string CommLowering::csType(QualType T) {
  T = T.getCanonicalType();
  if (const auto *ET = T->getAs<EnumType>()) T = ET->getDecl()->getIntegerType().getCanonicalType();
  const auto *BT = T->getAs<BuiltinType>();
  if (!BT) return "";
  switch (BT->getKind()) {
    case BuiltinType::Char_S: case BuiltinType::Char_U: return "CS_T_CHAR";
    case BuiltinType::SChar: return "CS_T_SCHAR";
    case BuiltinType::UChar: return "CS_T_UCHAR";
    case BuiltinType::Short: return "CS_T_SHORT";
    case BuiltinType::UShort: return "CS_T_USHORT";
    case BuiltinType::Int: return "CS_T_INT";
    case BuiltinType::UInt: return "CS_T_UINT";
    case BuiltinType::Long: return "CS_T_LONG";
    case BuiltinType::ULong: return "CS_T_ULONG";
    case BuiltinType::LongLong: return "CS_T_LLONG";
    case BuiltinType::ULongLong: return "CS_T_ULLONG";
    case BuiltinType::Float: return "CS_T_FLOAT";
    case BuiltinType::Double: return "CS_T_DOUBLE";
    case BuiltinType::LongDouble: return "CS_T_LDOUBLE";
    case BuiltinType::Bool: return "CS_T_BOOL";
    default: return "";
  }
}

// Shift per axis of a grid index (isGridIndex holds): "0", "(e)" or "-(e)".
bool CommLowering::gridShifts(const Analysis::MarkerInfo &M, std::vector<std::string> &k, StrVec &pre,
                              StrVec &post) {
  if (!isGridIndex(An, M)) return false;
  for (const Expr *X : M.args) {
    std::vector<std::pair<int, const Expr *>> terms;
    gridIndexTerms(An, X, terms);
    if (terms.empty()) { k.push_back("0"); continue; }
    std::string e;
    for (auto &t : terms)
      e += std::string(t.first < 0 ? " - " : (e.empty() ? "" : " + ")) + "(long)(" + H.print(t.second, false, pre, post) + ")";
    k.push_back("(" + e + ")");
  }
  return true;
}

// A temporary of the current shape with elements `el` of size `sz`, from a
// per-site slot (cstar/lower_comm.h: cs_lc_tmp): "decl; " text, release in post.
static std::string slotTmp(const std::string &name, const std::string &el, const std::string &sz,
                           std::vector<std::string> &post) {
  post.push_back("cs_lc_tmp_done(&__slot" + name + ", " + name + ");");
  return "static cs_lc_slot __slot" + name + "; " + el + " *" + name + " = cs_lc_tmp(&__slot" + name +
         ", cs_current(), " + sz + "); ";
}

static std::string join(const std::vector<std::string> &v) {
  std::string s;
  for (size_t i = 0; i < v.size(); i++) s += (i ? ", " : "") + v[i];
  return s;
}

// One long temp per index, filled by `fill` (a VP loop body the caller runs);
// returns the `const long *const[]` list for cs_get/cs_send.
std::string CommLowering::coordArrays(const Analysis::MarkerInfo &M, std::string &fill, StrVec &pre,
                                      StrVec &post) {
  std::vector<std::string> names;
  for (const Expr *A : M.args) {
    // A parallel `long` variable is its own coordinate array: no copy pass.
    const auto *D = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
    if (D && An.declKind(D->getDecl()) == PKind::Parallel &&
        An.Ctx.hasSameUnqualifiedType(D->getType(), An.Ctx.LongTy)) {
      names.push_back(D->getDecl()->getName().str());
      continue;
    }
    std::string v = H.print(A, true, pre, post);
    std::string c = H.tmp("c");
    pre.push_back(slotTmp(c, "long", "sizeof(long)", post));
    fill += c + "[__i] = (long)(" + v + "); ";
    names.push_back(c);
  }
  return "(const long *const[]){" + join(names) + "}";
}

// y = [i][j]x (general get) and y = [.+k][.]x (grid read).
bool CommLowering::read(const Expr *E, const Analysis::MarkerInfo &M, raw_ostream &OS, bool loop, StrVec &pre,
                        StrVec &post) {
  std::string root, suffix;
  if (!H.split(M.operand, root, suffix, pre, post)) {
    H.error(E->getBeginLoc(), "parallel left index of this kind of parallel expression is not supported");
    OS << "0";
    return true;
  }
  std::string el = "__typeof__(*" + root + ")", sz = "sizeof *" + root;
  std::string G = H.tmp("g");
  if (isGridIndex(An, M)) {
    if (Stencil) {
      // Fused stencil: a plain variable of arithmetic type reads in place.
      const auto *D = dyn_cast<DeclRefExpr>(M.operand->IgnoreParenImpCasts());
      if (D && suffix.empty() && !csType(M.operand->getType()).empty() && Reads.size() < 32) {
        GridRead g;
        g.var = root;
        StrVec p2, q2;
        gridShifts(M, g.k, p2, q2);
        if (p2.empty() && q2.empty()) {
          OS << "__CS_SR" << Reads.size() << "__";
          Reads.push_back(g);
          return true;
        }
      }
      StencilFailed = true;
    }
    std::vector<std::string> k;
    gridShifts(M, k, pre, post);
    std::string decl = allocOrDirect(E, G, el, sz);
    pre.push_back(decl + "cs_lc_shift(" + G + ", " + root + ", " +
                  sz + ", cs_current(), " + std::to_string(k.size()) + ", (const long[]){" + join(k) +
                  "}, CS_BORDER_VALUE, NULL, cs_mask(), " + where(E) + ");");
  } else {
    std::string fill;
    std::string coords = coordArrays(M, fill, pre, post);
    if (!fill.empty()) pre.push_back(H.loop(fill, H.mask()));
    std::string decl = allocOrDirect(E, G, el, sz);
    pre.push_back(decl + "cs_lc_get(" + G + ", " + root + ", " + sz +
                  ", " + std::to_string(M.args.size()) + ", " + coords + ", cs_current(), cs_mask(), " + where(E) +
                  ");");
  }
  post.insert(post.end(), Post.begin(), Post.end());
  Post.clear();
  OS << G << (loop ? "[__i]" : "[0]") << suffix;
  return true;
}

// [i]y OP= x (general send) and [.+k]y OP= x (grid send).
bool CommLowering::send(const BinaryOperator *B, const Analysis::MarkerInfo &M, raw_ostream &OS, bool loop,
                        StrVec &pre, StrVec &post) {
  const Expr *L = M.lhs ? M.lhs : B->getLHS();
  const Expr *V = (M.kind == Marker::MinAsg || M.kind == Marker::MaxAsg) ? M.operand : B->getRHS();
  Analysis::MarkerInfo LM = An.marker(L);
  std::string op, cop;  // runtime combiner, C operator for grid sends
  if (M.kind == Marker::MinAsg) op = "CS_SEND_MIN", cop = "<";
  else if (M.kind == Marker::MaxAsg) op = "CS_SEND_MAX", cop = ">";
  else switch (B->getOpcode()) {
    case BO_Assign: op = "CS_SEND_ASSIGN", cop = "="; break;
    case BO_AddAssign: op = "CS_SEND_ADD", cop = "+="; break;
    case BO_SubAssign: op = "CS_SEND_SUB", cop = "-="; break;
    case BO_MulAssign: op = "CS_SEND_MUL", cop = "*="; break;
    case BO_DivAssign: op = "CS_SEND_DIV", cop = "/="; break;
    case BO_AndAssign: op = "CS_SEND_AND", cop = "&="; break;
    case BO_OrAssign: op = "CS_SEND_OR", cop = "|="; break;
    case BO_XorAssign: op = "CS_SEND_XOR", cop = "^="; break;
    default:
      H.error(B->getOperatorLoc(), "this compound assignment cannot combine colliding sends (use = += -= *= /= &= |= ^= <?= >?=)");
      OS << "0";
      return true;
  }
  std::string opText = M.kind == Marker::MinAsg ? "<?=" : M.kind == Marker::MaxAsg ? ">?=" : B->getOpcodeStr().str();
  return sendTo(L, LM, op, cop, opText, B->getOperatorLoc(), [&]() { return H.print(V, true, pre, post); }, OS, loop,
                pre, post);
}

// `[i]y++`, `++[i]y`, `[i]y--`: a combining send of 1 (`[i]y += 1`, `-= 1`),
// so colliding increments add up.
bool CommLowering::incDec(const UnaryOperator *U, raw_ostream &OS, bool loop, StrVec &pre, StrVec &post) {
  const Expr *L = U->getSubExpr();
  Analysis::MarkerInfo LM = An.marker(L);
  bool inc = U->isIncrementOp();
  return sendTo(L, LM, inc ? "CS_SEND_ADD" : "CS_SEND_SUB", inc ? "+=" : "-=", inc ? "++" : "--",
                U->getOperatorLoc(), [&]() { return std::string("1"); }, OS, loop, pre, post);
}

bool CommLowering::sendTo(const Expr *L, const Analysis::MarkerInfo &LM, const std::string &op, const std::string &cop,
                          const std::string &opText, SourceLocation OpLoc, const std::function<std::string()> &value,
                          raw_ostream &OS, bool loop, StrVec &pre, StrVec &post) {
  std::string root, suffix;
  if (!H.split(LM.operand, root, suffix, pre, post)) {
    H.error(L->getBeginLoc(), "a send must target a parallel variable, a member or an array element of one");
    OS << "0";
    return true;
  }
  std::string t = csType(L->getType());
  if (t.empty()) {
    if (op != "CS_SEND_ASSIGN") {
      std::string msg = "combining send with '" + opText + "' needs an arithmetic element type (this one is '" +
                        L->getType().getUnqualifiedType().getAsString() + "'; only plain '=' sends structs)";
      if (Reported.insert(OpLoc.getRawEncoding()).second) H.error(OpLoc, msg.c_str());  // printed once
      OS << "0";
      return true;
    }
    t = "CS_T_CHAR";  // plain `=` copies bytes: any element type
  }
  // A member or array element of each element: the part is sent at the
  // whole element's stride (cs_send_pos_strided).
  std::string part = suffix.empty() ? "" : "(" + root + ")[0]" + suffix;
  std::string el = part.empty() ? "__typeof__(*" + root + ")" : "__typeof__(" + part + ")";
  std::string sz = part.empty() ? "sizeof *" + root : "sizeof(" + part + ")";
  std::string v = value();
  std::string VT = H.tmp("v");
  pre.push_back(slotTmp(VT, el, sz, post));
  std::vector<std::string> k;
  if (gridShifts(LM, k, pre, post)) {
    pre.push_back(H.loop(VT + "[__i] = " + v + ";", H.mask()));
    std::string W = H.tmp("w"), F = H.tmp("f");
    pre.push_back(slotTmp(W, el, sz, post) + "unsigned char *" + F +
                  " = cs_palloc(cs_current(), 1); cs_lc_grid_send(" + W + ", " + F + ", " + VT + ", " + root + ", " +
                  sz + ", cs_current(), " + std::to_string(k.size()) + ", (const long[]){" + join(k) +
                  "}, cs_mask(), " + where(L) + ");");
    // Receivers combine whatever their own activity (a send is not masked at
    // its destination); a shift never collides.
    std::string y = root + "[__i]" + suffix, w = W + "[__i]", comb;
    if (cop == "<" || cop == ">") comb = "if (" + w + " " + cop + " " + y + ") " + y + " = " + w + ";";
    else comb = y + " " + cop + " " + w + ";";
    pre.push_back(H.loop("if (" + F + "[__i]) { " + comb + " }", 0));
    post.push_back("cs_pfree(" + F + ");");
  } else {
    std::string fill;
    std::string coords = coordArrays(LM, fill, pre, post);
    pre.push_back(H.loop(fill + VT + "[__i] = " + v + ";", H.mask()));
    if (part.empty())
      pre.push_back("cs_lc_send(" + root + ", " + VT + ", " + t + ", " + sz + ", " + op + ", " +
                    std::to_string(LM.args.size()) + ", " + coords + ", cs_current(), cs_mask(), " + where(L) + ");");
    else
      pre.push_back("cs_lc_send_part(" + root + ", (void *)&" + part + ", sizeof *" + root + ", " + VT + ", " + t +
                    ", " + sz + ", " + op + ", " + std::to_string(LM.args.size()) + ", " + coords +
                    ", cs_current(), cs_mask(), " + where(L) + ");");
  }
  OS << VT << (loop ? "[__i]" : "[0]");
  return true;
}

// A parallel argument as storage of type T: the variable itself when it is
// one of that type, else a temporary filled by a VP loop.
std::string CommLowering::source(const Expr *A, QualType T, StrVec &pre, StrVec &post) {
  const auto *D = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
  if (D && An.declKind(D->getDecl()) == PKind::Parallel &&
      An.Ctx.hasSameUnqualifiedType(D->getType(), T)) {
    std::string n = D->getDecl()->getName().str();
    pre.push_back("cs_lc_same_shape(" + n + ", cs_current(), \"argument\", " + where(A) + ");");
    return n;
  }
  std::string v = H.print(A, true, pre, post);
  std::string t = H.tmp("src"), ty = H.type(T);
  pre.push_back(slotTmp(t, ty, "sizeof(" + ty + ")", post));
  pre.push_back(H.loop(t + "[__i] = (" + ty + ")(" + v + ");", H.mask()));
  return t;
}

// Declares G as fresh storage of the current shape, or, for the right side
// of `y = ...` (directStatement), as y itself. Sets G; returns the text.
std::string CommLowering::allocOrDirect(const Expr *E, std::string &G, const std::string &el, const std::string &sz) {
  if (E == DirectFor && !DirectDst.empty()) {
    G = DirectDst;
    return "";
  }
  return slotTmp(G, el, sz, Post);
}

std::string CommLowering::result(const Expr *E, QualType T, StrVec &pre, StrVec &post) {
  if (E == DirectFor && !DirectDst.empty()) return DirectDst;
  std::string r = H.tmp("res"), ty = H.type(T);
  pre.push_back(slotTmp(r, ty, "sizeof(" + ty + ")", post));
  return r;
}

// <cscomm.h> calls: argument orders in docs/runtime.md ("<cscomm.h> surface").
bool CommLowering::call(const CallExpr *C, raw_ostream &OS, bool loop, StrVec &pre, StrVec &post) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!isCommFunction(An, F)) return false;
  std::string n = F->getName().str(), W = where(C);
  unsigned na = C->getNumArgs();
  auto arg = [&](unsigned i) { return "(" + H.print(C->getArg(i), false, pre, post) + ")"; };
  auto ptype = [&](unsigned i) { return F->getParamDecl(i)->getType(); };
  auto pointee = [&](unsigned i) { return ptype(i)->getPointeeType(); };
  auto str = [](const std::string &s) { return "\"" + s + "\""; };
  const std::string cur = "cs_current()", msk = "cs_mask()";
  // an axis of the current shape, checked with the call's file:line
  auto axisArg = [&](unsigned i) { return "cs_lc_axis(" + arg(i) + ", " + cur + ", " + str(n) + ", " + W + ")"; };
  // A direction, inclusion or segment-mode argument: two valid values; a
  // constant outside them is a compile-time error, any other value is checked
  // at run time (cs_lc_dir & co.) instead of being read as the other value.
  auto enumArg = [&](unsigned i, const char *helper, const char *kind, const char *v0, const char *v1) {
    Expr::EvalResult ER;
    if (C->getArg(i)->EvaluateAsInt(ER, An.Ctx)) {
      llvm::APSInt v = ER.Val.getInt();
      if (v != 0 && v != 1 && Reported.insert(C->getArg(i)->getBeginLoc().getRawEncoding()).second)
        H.error(C->getArg(i)->getBeginLoc(), (n + ": " + kind + " argument " + std::to_string((int)v.getExtValue()) +
                                              " is neither " + v0 + " nor " + v1 + " (argument " +
                                              std::to_string(i + 1) + ")").c_str());
    }
    return std::string(helper) + "(" + arg(i) + ", " + str(n) + ", " + W + ")";
  };
  auto dirArg = [&](unsigned i) { return enumArg(i, "cs_lc_dir", "direction", "CMC_upward", "CMC_downward"); };
  auto smodeArg = [&](unsigned i) { return enumArg(i, "cs_lc_smode", "segment mode", "CMC_none", "CMC_segment_bit"); };
  auto inclArg = [&](unsigned i) { return enumArg(i, "cs_lc_incl", "inclusion", "CMC_exclusive", "CMC_inclusive"); };
  std::string idx = loop ? "[__i]" : "[0]";
  auto parResult = [&](const std::string &r, const std::string &callText) {
    pre.push_back(callText);
    OS << r << idx;
  };
  if (n == "make_multi_coord") {
    OS << "cs_lc_multi_coord(" << arg(0) << ", (unsigned)" << arg(1) << ", " << arg(2) << ", " << W << ")";
    return true;
  }
  if (n == "copy_multispread") {
    std::string p = arg(0), r = result(C, F->getReturnType(), pre, post);
    parResult(r, "cs_lc_copy_multispread(" + r + ", " + p + ", sizeof(" + H.type(F->getReturnType()) +
                     "), (unsigned)" + arg(1) + ", " + arg(2) + ", " + cur + ", " + msk + ", " + W + ");");
    return true;
  }
  if (n == "make_send_address" || n == "make_news_address") {
    std::vector<std::string> c;
    for (unsigned i = 1; i < na; i++) c.push_back("(long)(" + H.print(C->getArg(i), loop, pre, post) + ")");
    OS << "cs_position(" << arg(0) << ", " << (na - 1) << ", (const long[]){" << (c.empty() ? "0" : join(c)) << "}, "
       << W << ")";
    return true;
  }
  if (n == "scan" || n == "spread" || n == "multispread" || n == "rank" || n == "global") {
    QualType T = ptype(0);
    std::string src = source(C->getArg(0), T, pre, post), t = csType(T);
    if (n == "global") {
      std::string r = H.tmp("glob");
      pre.push_back(H.type(T) + " " + r + "; cs_global(&" + r + ", " + src + ", " + t + ", cs_lc_op_t(" + arg(1) +
                    ", " + t + ", " + str(n) + ", " + W + "), " + cur + ", " + msk + ");");
      OS << r;
      return true;
    }
    if (n == "rank") {
      std::string r = result(C, An.Ctx.IntTy, pre, post);
      pre.push_back("cs_sort_rank(" + r + ", " + src + ", " + t + ", " + axisArg(1) + ", " + dirArg(2) +
                    ", cs_lc_sbit_at(" + smodeArg(3) + ", " + arg(4) + ", " + cur + ", " + str(n) + ", " + W + "), " + cur + ", " + msk + ");");
      OS << "((unsigned)" << r << idx << ")";
      return true;
    }
    std::string r = result(C, F->getReturnType(), pre, post);
    std::string fast = n == "scan" ? fastScan(C, r, src, T) : "";
    if (n == "scan")
      parResult(r, fast + "cs_scan(" + r + ", " + src + ", " + t + ", cs_lc_op_t(" + arg(2) + ", " + t + ", " + str(n) +
                       ", " + W + "), " + axisArg(1) + ", " + dirArg(3) + ", " + inclArg(6) + ", cs_lc_sbit_at(" + smodeArg(4) + ", " +
                       arg(5) + ", " + cur + ", " + str(n) + ", " + W + "), " + cur + ", " + msk + ");" + (fast.empty() ? "" : " }"));
    else
      parResult(r, "cs_spread(" + r + ", " + src + ", " + t + ", cs_lc_op_t(" + arg(2) + ", " + t + ", " + str(n) + ", " +
                       W + "), " + (n == "spread" ? "1u << " + axisArg(1) : "cs_lc_axis_mask((unsigned)" + arg(1) + ", " +
                       cur + ", " + str(n) + ", " + W + ")") + ", " + cur + ", " +
                       msk + ");");
    return true;
  }
  if (n == "enumerate") {
    std::string r = result(C, An.Ctx.IntTy, pre, post);
    parResult(r, "cs_enumerate(" + r + ", " + axisArg(0) + ", " + dirArg(1) + ", " + inclArg(2) + ", cs_lc_sbit_at(" +
                     smodeArg(3) + ", " + arg(4) + ", " + cur + ", " + str(n) + ", " + W + "), " + cur + ", " + msk + ");");
    return true;
  }
  if (n == "copy_spread") {
    std::string p = arg(0), r = result(C, F->getReturnType(), pre, post);
    parResult(r, "cs_lc_same_shape(" + p + ", " + cur + ", " + str(n) + ", " + W + "); cs_copy_spread(" + r + ", " +
                     p + ", sizeof(" + H.type(F->getReturnType()) + "), " + arg(1) + ", " + arg(2) + ", " + cur +
                     ", " + msk + ", " + W + ");");
    return true;
  }
  if (n == "reduce") {
    QualType T = ptype(1);
    std::string p = arg(0), src = source(C->getArg(1), T, pre, post);
    pre.push_back("cs_lc_same_shape(" + p + ", " + cur + ", " + str(n) + ", " + W + "); cs_reduce_axis(" + p + ", " +
                  src + ", " + csType(T) + ", cs_lc_op_t(" + arg(3) + ", " + csType(T) + ", " + str(n) + ", " + W +
                  "), " + arg(2) + ", " +
                  arg(4) + ", " + cur + ", " + msk + ", " + W + ");");
    OS << "(void)0";
    return true;
  }
  bool dim = n.size() > 4 && n.compare(n.size() - 4, 4, "_dim") == 0;
  std::string base = dim ? n.substr(0, n.size() - 4) : n;
  if (base == "from_grid" || base == "from_torus" || base == "to_grid" || base == "to_torus") {
    QualType T = ptype(1);
    bool torus = base.find("torus") != std::string::npos, to = base[0] == 't';
    std::string p = arg(0), src = source(C->getArg(1), T, pre, post), ty = H.type(T);
    std::string common = p + ", " + src + ", sizeof(" + ty + "), " + cur + ", ";
    if (dim) {
      pre.push_back("cs_lc_from_dim(" + common + arg(2) + ", " + arg(3) + ", " +
                    (torus ? "CS_BORDER_WRAP" : "CS_BORDER_KEEP") + ", " + (to ? "1" : "0") + ", " + msk + ", " +
                    str(n) + ", " + W + ");");
    } else {
      unsigned first = torus ? 2 : 3;
      std::vector<std::string> d;
      for (unsigned i = first; i < na; i++) d.push_back("(long)" + arg(i));
      if (d.empty()) {
        H.error(C->getBeginLoc(), "grid communication needs one distance per axis of the current shape");
        return true;
      }
      std::string bval = torus ? "NULL" : "&(" + ty + "){" + arg(2) + "}";
      pre.push_back("cs_lc_from(" + common + std::to_string(d.size()) + ", (const long[]){" + join(d) + "}, " +
                    (torus ? "CS_BORDER_WRAP" : "CS_BORDER_VALUE") + ", " + bval + ", " + (to ? "1" : "0") + ", " +
                    msk + ", " + str(n) + ", " + W + ");");
    }
    OS << "(void)0";
    return true;
  }
  if (n == "get") {
    std::string a = source(C->getArg(0), ptype(0), pre, post), p = arg(1);
    QualType T = F->getReturnType();
    std::string r = result(C, T, pre, post);
    parResult(r, "cs_get_pos(" + r + ", " + p + ", sizeof(" + H.type(T) + "), cs_pvar_shape(" + p + "), " + a + ", " +
                     cur + ", " + msk + ", " + W + ");");
    return true;
  }
  if (n == "send") {
    QualType T = ptype(2);
    std::string p = arg(0), a = source(C->getArg(1), ptype(1), pre, post), src = source(C->getArg(2), T, pre, post);
    std::string t = csType(T);
    pre.push_back("cs_lc_send_pos(" + p + ", " + src + ", " + t + ", sizeof(" + H.type(T) + "), " + arg(3) + ", " + a +
                  ", (void *)" + arg(4) + ", " + cur + ", " + msk + ", " + W + ");");
    OS << "(void)0";
    return true;
  }
  if (n == "read_from_position") {
    QualType T = F->getReturnType();
    std::string p = arg(1), r = H.tmp("rp");
    pre.push_back(H.type(T) + " " + r + "; cs_read_from_position(&" + r + ", " + p + ", sizeof " + r +
                  ", cs_pvar_shape(" + p + "), " + arg(0) + ", " + W + ");");
    OS << r;
    return true;
  }
  if (n == "write_to_position") {
    QualType T = ptype(2);
    std::string p = arg(1), ty = H.type(T);
    pre.push_back("cs_write_to_position(" + p + ", &(" + ty + "){" + arg(2) + "}, sizeof(" + ty + "), cs_pvar_shape(" +
                  p + "), " + arg(0) + ", " + W + ");");
    OS << "(void)0";
    return true;
  }
  if (n == "read_from_pvar") {
    QualType T = ptype(1);
    std::string a = arg(0), src = source(C->getArg(1), T, pre, post);
    pre.push_back("cs_read_from_pvar(" + a + ", " + src + ", sizeof(" + H.type(T) + "), " + cur + ", " + msk + ");");
    OS << "(void)0";
    return true;
  }
  if (n == "write_to_pvar" && na == 1) {  // `p = write_to_pvar(array);`: a parallel value
    QualType T = F->getReturnType();
    std::string r = result(C, T, pre, post);
    parResult(r, "cs_write_to_pvar(" + r + ", " + arg(0) + ", sizeof(" + H.type(T) + "), " + cur + ", " + msk + ");");
    return true;
  }
  if (n == "write_to_pvar") {
    std::string p = arg(0);
    pre.push_back("cs_lc_same_shape(" + p + ", " + cur + ", " + str(n) + ", " + W + "); cs_write_to_pvar(" + p + ", " +
                  arg(1) + ", sizeof(" + H.type(pointee(0)) + "), " + cur + ", " + msk + ");");
    OS << "(void)0";
    return true;
  }
  H.error(C->getBeginLoc(), "this <cscomm.h> function is not supported yet");
  OS << "0";
  return true;
}

// The typed fast path of an upward, unsegmented scan with a constant
// combiner (add, multiply, bitwise) on a one-axis shape with every position
// active: a local fold into r, the blocks' exclusive prefix, a pass adding it
// (what a hand-written MPI prefix sum does). Floating + and *: one sequential
// pass continuing the running value of the rank before (cs_chain_*), so the
// bits do not depend on the rank count (docs/language.md §4a). Returns the text up to
// `else { ` before the generic call ("" when it does not apply).
std::string CommLowering::fastScan(const CallExpr *C, const std::string &r, const std::string &src, QualType T) {
  auto cst = [&](unsigned i, long &v) {
    Expr::EvalResult R;
    if (!C->getArg(i)->EvaluateAsInt(R, An.Ctx)) return false;
    v = R.Val.getInt().getExtValue();
    return true;
  };
  long comb, dir, smode, incl;
  if (!cst(2, comb) || !cst(3, dir) || !cst(4, smode) || !cst(6, incl) || dir != 0) return "";
  if ((smode != 0 && smode != 1) || (incl != 0 && incl != 1)) return "";  // reported by call()
  if (smode && !C->getArg(5)->isNullPointerConstant(An.Ctx, Expr::NPC_ValueDependentIsNotNull)) return "";
  bool fp = T->isRealFloatingType();
  std::string op, id;
  switch (comb) {  // cs_op order: ADD MUL AND OR XOR
    case 0: op = "+"; id = "0"; break;
    case 1: op = "*"; id = "1"; break;
    case 2: op = "&"; id = "~0"; break;
    case 3: op = "|"; id = "0"; break;
    case 4: op = "^"; id = "0"; break;
    default: return "";
  }
  if (fp && comb >= 2) return "";
  std::string ty = H.type(T), t = csType(T);
  if (t.empty()) return "";
  std::string step = incl ? "__acc = (" + ty + ")(__acc " + op + " __x[__j]); __y[__j] = __acc;"
                          : ty + " __v = __x[__j]; __y[__j] = __acc; __acc = (" + ty + ")(__acc " + op + " __v);";
  StrVec p2, q2;  // a scalar axis hoists nothing
  std::string axis = "(" + H.print(C->getArg(1), false, p2, q2) + ")";
  if (fp)  // sequential in position order at any rank count: continue the predecessor's running value
    return "{ cs_shape_t __ss = cs_current(); if (__ss->rank == 1 && " + axis + " == 0 && !cs_mask()) { const " + ty +
           " *__x = " + src + "; " + ty + " *__y = " + r + "; const long __nn = __ss->nlocal; " + ty + " __acc = (" +
           ty + ")" + id + "; " + ty + " __c = __acc; cs_chain_recv(&__c, sizeof __c, CS_UPWARD); __acc = __c; " +
           // __acc's address never escapes: the running value stays in a register
           "for (long __j = 0; __j < __nn; __j++) { " + step + " } __c = __acc; cs_chain_send(&__c, sizeof __c, " +
           "CS_UPWARD); } else ";
  return "{ cs_shape_t __ss = cs_current(); if (__ss->rank == 1 && " + axis + " == 0 && !cs_mask()) { const " + ty +
         " *__x = " + src + "; " + ty + " *__y = " + r + "; const long __nn = __ss->nlocal; " + ty + " __acc = (" + ty +
         ")" + id + "; for (long __j = 0; __j < __nn; __j++) { " + step + " } " + ty +
         " __off; cs_lc_exscan(&__off, &__acc, " + t + ", (cs_op)" + std::to_string(comb) +
         "); if (cs_rank() > 0) for (long __j = 0; __j < __nn; __j++) __y[__j] = (" + ty + ")(__off " + op +
         " __y[__j]); } else ";
}

static bool mentions(const Expr *E, const Decl *D) {
  if (!E) return false;
  if (const auto *R = dyn_cast<DeclRefExpr>(E))
    if (R->getDecl() == D) return true;
  for (const Stmt *Ch : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Ch))
      if (mentions(CE, D)) return true;
  return false;
}

bool CommLowering::directStatement(const Expr *E, std::string &text) {
  const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (!B || B->getOpcode() != BO_Assign || An.marker(B).kind != Marker::None) return false;
  const auto *D = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
  if (!D || An.declKind(D->getDecl()) != PKind::Parallel) return false;
  const Expr *R = B->getRHS()->IgnoreParenImpCasts();
  if (!An.Ctx.hasSameUnqualifiedType(R->getType(), D->getType()) || mentions(R, D->getDecl())) return false;
  Analysis::MarkerInfo M = An.marker(R);
  bool ok = false;
  if (M.kind == Marker::LeftIndex && parallelIndex(M))
    ok = isa<DeclRefExpr>(M.operand->IgnoreParenImpCasts());  // whole elements
  else if (const auto *C = dyn_cast<CallExpr>(R))
    if (isCommFunction(An, C->getDirectCallee())) {
      std::string n = C->getDirectCallee()->getName().str();
      ok = n == "scan" || n == "spread" || n == "multispread" || n == "copy_spread" || n == "copy_multispread" ||
           n == "get" || n == "enumerate";
    }
  if (!ok) return false;
  std::string y = D->getDecl()->getName().str();
  DirectFor = R;
  DirectDst = y;
  StrVec pre, post;
  H.print(R, true, pre, post);
  DirectFor = nullptr;
  DirectDst.clear();
  text = "do { cs_lc_same_shape(" + y + ", cs_current(), \"assignment\", " + where(E) + "); ";
  for (auto &p : pre) text += p + " ";
  for (auto &p : post) text += p + " ";
  text += "} while (0)";
  return true;
}

bool CommLowering::handle(const Expr *E, raw_ostream &OS, bool loop, StrVec &pre, StrVec &post) {
  Analysis::MarkerInfo M = An.marker(E);
  if (M.kind == Marker::Dot) {
    // `.` in a general index: the executing position's coordinate.
    OS << "((long)cs_coord(__s, " << H.print(M.args[0], false, pre, post) << ", __s->first + __i))";
    return true;
  }
  if (M.kind == Marker::LeftIndex && parallelIndex(M)) return read(E, M, OS, loop, pre, post);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->isAssignmentOp()) {
      Analysis::MarkerInfo LM = An.marker(M.lhs ? M.lhs : B->getLHS());
      if (parallelIndex(LM)) return send(B, M, OS, loop, pre, post);
    }
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->isIncrementDecrementOp() && parallelIndex(An.marker(U->getSubExpr())))
      return incDec(U, OS, loop, pre, post);
  if (const auto *C = dyn_cast<CallExpr>(E)) return call(C, OS, loop, pre, post);
  return false;
}

bool CommLowering::needsLowering(const Expr *E) {
  const auto *C = dyn_cast<CallExpr>(E);
  return C && isCommFunction(An, C->getDirectCallee());
}

// ---------------------------------------------------------------- stencils

// Names of the variables E writes (assignments, ++/--).
static void written(Analysis &An, const Expr *E, std::set<std::string> &out, bool &other) {
  if (!E) return;
  auto note = [&](const Expr *L) {
    const auto *D = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts());
    if (D) out.insert(D->getDecl()->getName().str());
    else other = true;
  };
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->isAssignmentOp()) note(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->isIncrementDecrementOp()) note(U->getSubExpr());
  if (const auto *C = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *F = C->getDirectCallee())
      if (!An.isMarkerDecl(F) && !An.isElemental(F) && !An.isLibraryElemental(F)) other = true;  // may write anything
  for (const Stmt *Ch : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Ch)) written(An, CE, out, other);
}

static void replaceAll(std::string &s, const std::string &from, const std::string &to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
}

bool CommLowering::stencilStatement(const Expr *E, int mask, std::string &text) {
  if (!An.isParallel(E)) return false;
  if (directStatement(E, text)) return true;
  StrVec pre, post;
  Stencil = true;
  StencilFailed = false;
  Reads.clear();
  std::string body = H.print(E, true, pre, post);
  Stencil = false;
  // Checks of pointers to parallel variables (`*p` in the statement) run first.
  std::string checks;
  for (auto &h : pre)
    if (h.rfind("cs_pvar_use_at(", 0) == 0) checks += h + " ";
    else return false;
  if (StencilFailed || Reads.empty() || !post.empty()) return false;
  // The loop reads the sources while it writes: a written source (t = [.+1]t)
  // needs the copy of the general path.
  std::set<std::string> w;
  bool other = false;
  written(An, E, w, other);
  if (other) return false;
  size_t rank = Reads[0].k.size();
  std::set<std::string> vars;
  for (auto &r : Reads) {
    if (w.count(r.var) || r.k.size() != rank) return false;
    vars.insert(r.var);
  }
  std::string fast = body, checked = body;
  for (size_t j = Reads.size(); j-- > 0;) {
    std::string ph = "__CS_SR" + std::to_string(j) + "__", J = std::to_string(j), v = Reads[j].var;
    std::string at = "__i + __d" + J;
    replaceAll(fast, ph, "__l_" + v + "[" + at + "]");
    replaceAll(checked, ph, "((((__ok >> " + J + ") & 1u) && __cc + __kl" + J + " >= 0 && __cc + __kl" + J +
                                " < __D) ? (" + at + " < 0 ? __h_" + v + "[__lo + " + at + "] : " + at +
                                " >= __n ? __h_" + v + "[__lo + " + at + " - __n] : __l_" + v + "[" + at +
                                "]) : (__typeof__(*" + v + "))0)");
  }
  // Storage pointers as const locals (as Lower's loops do): no reloads after stores.
  static const std::regex elem(R"(\b([A-Za-z_][A-Za-z0-9_]*)\[__i\])");
  std::set<std::string> locals = vars;
  for (auto it = std::sregex_iterator(body.begin(), body.end(), elem); it != std::sregex_iterator(); ++it)
    locals.insert((*it)[1].str());
  fast = std::regex_replace(fast, elem, "__l_$1[__i]");
  checked = std::regex_replace(checked, elem, "__l_$1[__i]");
  std::string mtest = mask == 0 ? "" : mask == 1 ? "if (!__m[__i]) continue; " : "if (__m && !__m[__i]) continue; ";
  std::vector<std::string> ks;
  for (auto &r : Reads) ks.insert(ks.end(), r.k.begin(), r.k.end());
  std::string s = "do { " + checks + "cs_shape_t __s = cs_current(); const long __n = __s->nlocal; const unsigned char *__m = "
                  "cs_mask(); (void)__m; cs_lc_stencil __st; cs_lc_stencil_init(&__st, __s, " +
                  std::to_string(Reads.size()) + ", " + std::to_string(rank) + ", (const long[]){" + join(ks) + "}, " +
                  where(E) + "); const long __lo = __st.lo, __D = __st.D; (void)__lo; (void)__D; ";
  for (size_t j = 0; j < Reads.size(); j++) {
    std::string J = std::to_string(j);
    s += "const long __d" + J + " = __st.d[" + J + "], __kl" + J + " = __st.kl[" + J + "]; (void)__kl" + J + "; ";
  }
  for (auto &v : vars)
    s += "__typeof__(*" + v + ") *__h_" + v + " = cs_lc_stencil_halo(&__st, " + v + ", sizeof *" + v + ", " +
         where(E) + "); ";
  // restrict by Lower's rule (restrictSafe): the written variables are never
  // read sources (checked above), so distinct names are distinct storage unless
  // the body reaches storage another way or a name is a parallel parameter.
  bool restrict_ = restrictSafe(body, locals, H.parallelParams());
  for (auto &v : locals)
    s += restrict_ ? "__typeof__(*" + v + ") *__restrict const __l_" + v + " = " + v + "; "
                   : "__typeof__(" + v + ") const __l_" + v + " = " + v + "; ";
  s += "long __ra, __fa, __fb, __rb, __c0; unsigned __ok; "
       "while (cs_lc_stencil_run(&__st, &__ra, &__fa, &__fb, &__rb, &__c0, &__ok)) { "
       "for (long __i = __fa; __i < __fb; __i++) { " + mtest + fast + "; } "
       "for (int __p = 0; __p < 2; __p++) { const long __a = __p ? __fb : __ra, __b = __p ? __rb : __fa; "
       "for (long __i = __a, __cc = __c0 + (__a - __ra); __i < __b; __i++, __cc++) { " + mtest + checked + "; } } } ";
  for (auto &v : vars) s += "__builtin_free(__h_" + v + "); ";
  text = s + "} while (0)";
  return true;
}

}  // namespace cstar
