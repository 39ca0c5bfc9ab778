// Parse.cpp — ANTLR4 parse of a raw .cs file and the rewrite of the C* forms
// into marker C.  The edits are byte-range replacements/insertions on the
// original text; none adds or removes a newline.  The marker forms are
// documented in docs/compiler.md ("Marker C") and declared in cstar/markers.h.
#include "Parse/Parse.h"
#include "Parse/ReservedNames.h"
#include "Parse/MacroExpand.h"

#include <algorithm>
#include <functional>
#include <cctype>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <iostream>
#include <sstream>

#include "antlr4-runtime.h"
#include "CStarBaseListener.h"
#include "CStarLexer.h"
#include "CStarParser.h"

using namespace antlr4;
using namespace cstar_antlr;

namespace cstar {

size_t OffsetMap::toOriginal(size_t off) const { return through(earlier_, through(pieces_, off)); }

size_t OffsetMap::through(const std::vector<Piece> &pieces_, size_t off) {
  // pieces_ are sorted by newBegin; find the last piece starting at or before off.
  auto it = std::upper_bound(pieces_.begin(), pieces_.end(), off,
                             [](size_t o, const Piece &p) { return o < p.newBegin; });
  if (it == pieces_.begin()) return off;
  --it;
  if (off < it->newEnd) return it->origBegin;
  return it->origEnd + (off - it->newEnd);
}

namespace {

// One edit of the original text.  Insertions at the same position are ordered:
// closing text of inner forms first, then opening text of outer forms first,
// then a replacement starting there.
struct Edit {
  size_t begin, end;  // byte range replaced (begin == end: insertion)
  std::string text;
  int kind;           // 0 close-insertion, 1 open-insertion, 2 replacement
  int depth;          // tree depth of the form that made the edit
  int seq;
};

// Applies `edits` (all inside [b, e]) to text[b, e) in the documented order;
// each replaced range's newlines are kept.  `map`, if given, records the pieces.
std::string applyEdits(const std::string &text, std::vector<Edit> edits, size_t b, size_t e, OffsetMap *map) {
  std::stable_sort(edits.begin(), edits.end(), [](const Edit &x, const Edit &y) {
    if (x.begin != y.begin) return x.begin < y.begin;
    if (x.kind != y.kind) return x.kind < y.kind;
    if (x.kind == 0 && x.depth != y.depth) return x.depth > y.depth;  // inner closes first
    if (x.kind == 1 && x.depth != y.depth) return x.depth < y.depth;  // outer opens first
    return x.seq < y.seq;
  });
  std::string out;
  out.reserve(e - b + edits.size() * 16);
  size_t pos = b;
  for (auto &ed : edits) {
    if (ed.begin < pos) continue;  // overlapping edit: cannot happen by construction
    out.append(text, pos, ed.begin - pos);
    std::string rep = ed.text;
    // Keep every line on its line: a removed range's newlines stay.
    for (size_t i = ed.begin; i < ed.end; i++)
      if (text[i] == '\n') rep += '\n';
    if (map) map->add({ed.begin, ed.end, out.size(), out.size() + rep.size()});
    out += rep;
    pos = ed.end;
  }
  if (e > pos) out.append(text, pos, e - pos);
  return out;
}

class Desugarer : public CStarBaseListener {
 public:
  Desugarer(const std::string &text, const std::vector<size_t> &cp2byte)
      : text_(text), cp2byte_(cp2byte) {}

  std::vector<Edit> edits;

  // ---- positions
  size_t byteOf(size_t cp) const { return cp2byte_.empty() ? cp : cp2byte_[cp]; }
  size_t startOf(Token *t) const { return byteOf(t->getStartIndex()); }
  size_t endOf(Token *t) const { return byteOf(t->getStopIndex() + 1); }
  size_t startOf(ParserRuleContext *c) const { return startOf(c->getStart()); }
  size_t endOf(ParserRuleContext *c) const { return endOf(c->getStop()); }
  std::string textOf(ParserRuleContext *c) const {
    size_t b = startOf(c), e = endOf(c);
    return e > b ? text_.substr(b, e - b) : std::string();
  }
  static int depthOf(tree::ParseTree *t) {
    int d = 0;
    for (; t; t = t->parent) d++;
    return d;
  }

  void replace(Token *t, const std::string &s, tree::ParseTree *who) {
    edits.push_back({startOf(t), endOf(t), s, 2, depthOf(who), seq_++});
  }
  void replaceRange(size_t b, size_t e, const std::string &s, tree::ParseTree *who) {
    edits.push_back({b, e, s, 2, depthOf(who), seq_++});
  }
  void openAt(size_t pos, const std::string &s, tree::ParseTree *who) {
    edits.push_back({pos, pos, s, 1, depthOf(who), seq_++});
  }
  void closeAt(size_t pos, const std::string &s, tree::ParseTree *who) {
    edits.push_back({pos, pos, s, 0, depthOf(who), seq_++});
  }

  // The edits a subtree made (seq numbers [first, end)), recorded around every
  // rule so that a form can take its operands' rewritten text (`take`).
  std::map<const ParserRuleContext *, std::pair<int, int>> seqs_;
  void enterEveryRule(ParserRuleContext *ctx) override { seqs_[ctx] = {seq_, seq_}; }
  void exitEveryRule(ParserRuleContext *ctx) override { seqs_[ctx].second = seq_; }

  // The text of `c` with the edits its subtree made applied; those edits are
  // dropped (the caller replaces c's whole range).  Used where C* text is
  // copied or repeated: a shape's extents, an operand of a constant `<?`.
  std::string take(ParserRuleContext *c) {
    auto r = seqs_.count(c) ? seqs_[c] : std::make_pair(seq_, seq_);
    // (Called from a parent's exit: c's own exitEveryRule has run.)
    std::vector<Edit> mine, rest;
    for (auto &e : edits) (e.seq >= r.first && e.seq < r.second ? mine : rest).push_back(e);
    edits = std::move(rest);
    return applyEdits(text_, mine, startOf(c), endOf(c), nullptr);
  }

  template <class T> static T *ancestor(tree::ParseTree *t) {
    for (t = t->parent; t; t = t->parent)
      if (auto *x = dynamic_cast<T *>(t)) return x;
    return nullptr;
  }

  static std::string shapeName(CStarParser::ShapeRefContext *r, const std::string &txt) {
    if (r->Identifier()) return r->Identifier()->getText();
    if (r->Current()) return "current";
    if (r->Void()) return "void";
    return txt;  // parenthesised expression: kept verbatim, Sema reports it
  }
  static std::string attrFor(const std::string &shape) {
    return " __attribute__((annotate(\"cstar.par:" + shape + "\")))";
  }

  // ---- parallel types: `int:S x`, `int x:S`, `(int:S)e`
  // `int:ring[1] a;`, `void f(int:g2[k] v)`: a parallel variable of an element
  // of an array of shapes (PG9 §9.1.1).  The grammar reads the subscripts as
  // C* left dimensions of the first declarator (`shape [4]S` syntax); they
  // belong to the shape: the shape is `ring[1]` (kept verbatim, as a
  // parenthesised shape expression is) and the dimensions are dropped from the
  // declarator.  Not in a shape declaration (`shape [4]S;` has no `:`).
  CStarParser::LeftDimsContext *shapeSubscripts(CStarParser::ShapeSpecifierContext *ctx) {
    if (!ctx->shapeRef()->Identifier()) return nullptr;
    auto *ds = dynamic_cast<CStarParser::DeclarationSpecifiersContext *>(ctx->parent ? ctx->parent->parent : nullptr);
    if (!ds || hasShapeSpecifier(ds)) return nullptr;
    CStarParser::DeclaratorContext *d = nullptr;
    if (auto *decl = dynamic_cast<CStarParser::DeclarationContext *>(ds->parent)) {
      if (decl->initDeclaratorList()) d = decl->initDeclaratorList()->initDeclarator(0)->declarator();
    } else if (auto *pd = dynamic_cast<CStarParser::ParameterDeclarationContext *>(ds->parent)) {
      d = pd->declarator();
    } else if (auto *fd = dynamic_cast<CStarParser::FunctionDefinitionContext *>(ds->parent)) {
      d = fd->declarator();  // `int:planes[0] twice(...) {...}`
    }
    if (!d || d->pointer() || !d->leftDims()) return nullptr;
    for (auto *dim : d->leftDims()->leftDim())
      if (!dim->assignmentExpression()) return nullptr;  // `int:S [] x` is no element
    return d->leftDims();
  }

  // `[e]` or `[e][f]...` with every extent given (no `*`, `static` or
  // qualifiers): the subscripts of an array of shapes.
  static bool isShapeSubscripts(CStarParser::DirectAbstractDeclaratorContext *d) {
    for (; d; d = d->directAbstractDeclarator()) {
      if (d->children.empty() || d->children.back()->getText() != "]" || !d->assignmentExpression() ||
          !d->typeQualifier().empty() || d->Static())
        return false;
      if (!d->directAbstractDeclarator()) return d->children.size() == 3;
    }
    return false;
  }
  void exitShapeSpecifier(CStarParser::ShapeSpecifierContext *ctx) override {
    if (labelMistakenForDeclaration(ctx)) return;  // `again: show(g);` stays as written
    std::string shape = shapeName(ctx->shapeRef(), textOf(ctx->shapeRef()));
    if (auto *ld = shapeSubscripts(ctx)) {
      shape += textOf(ld);
      replaceRange(startOf(ld), endOf(ld), "", ld);
    }
    if (auto *tn = ancestor<CStarParser::TypeNameContext>(ctx)) {
      // Inside a type name: a cast to a parallel type keeps its shape in a marker
      // around the operand; anywhere else (sizeof, compound literal) the element
      // type is what counts.
      replaceRange(startOf(ctx), endOf(ctx), "", ctx);
      auto *cast = dynamic_cast<CStarParser::CastExpressionContext *>(tn->parent);
      // `(int:ring[1])1`: a cast to an array type means nothing, so subscripts
      // after a shape name in a cast name an element of an array of shapes.
      if (cast && cast->castExpression() && ctx->shapeRef()->Identifier())
        if (auto *ad = tn->abstractDeclarator(); ad && !ad->pointer() && ad->directAbstractDeclarator() &&
                                                  isShapeSubscripts(ad->directAbstractDeclarator())) {
          shape += textOf(ad);
          replaceRange(startOf(ad), endOf(ad), "", ad);
        }
      if (cast && cast->castExpression()) {
        // `(bool:S *)0`: a cast to a pointer to parallel converts through `void *`,
        // so a 0 stays a null pointer for Clang (no int-to-pointer warning).
        auto *ad = tn->abstractDeclarator();
        bool toPtr = ad && ad->pointer() && !ad->directAbstractDeclarator();
        openAt(startOf(cast->castExpression()),
               "(__cs_pcast(" + castShapeExpr(shape) + "), " + (toPtr ? "(void *)(" : "("), cast);
        closeAt(endOf(cast->castExpression()), "))", cast);
      }
      return;
    }
    // `struct pt { int x, y; }:S p;`: an attribute right after a struct, union
    // or enum body would belong to the type, so it goes before the specifiers,
    // where it applies to the declared variables.
    if (auto *ds = dynamic_cast<CStarParser::DeclarationSpecifiersContext *>(ctx->parent ? ctx->parent->parent : nullptr))
      if (definesTag(ds)) {
        replaceRange(startOf(ctx), endOf(ctx), "", ctx);
        openAt(startOf(ds), attrFor(shape).substr(1) + " ", ctx);
        return;
      }
    replaceRange(startOf(ctx), endOf(ctx), attrFor(shape), ctx);
  }
  // A labelled call in a block, `again: show(g);` (or `out: fclose(fp);`,
  // `retry: step(*p);`), reads in the grammar, which has no symbol table and
  // tries a declaration first, as the parallel declaration `T:S (d);` (typedef
  // name `again`, shape `show`, declarator `(g)`), and became a declaration of
  // `g`.  A parenthesised lone declarator is never written for a parallel
  // variable, so that form is the label and the call: left as C for Clang.
  static bool labelMistakenForDeclaration(CStarParser::ShapeSpecifierContext *ctx) {
    auto *nts = dynamic_cast<CStarParser::NonTypeSpecifierContext *>(ctx->parent);
    auto *ds = nts ? dynamic_cast<CStarParser::DeclarationSpecifiersContext *>(nts->parent) : nullptr;
    auto *decl = ds ? dynamic_cast<CStarParser::DeclarationContext *>(ds->parent) : nullptr;
    if (!decl || !dynamic_cast<CStarParser::BlockItemContext *>(decl->parent)) return false;
    if (!ds->typedefName() || ds->nonTypeSpecifier().size() != 1 || !ctx->shapeRef()->Identifier() ||
        ds->typedefName()->getStart()->getTokenIndex() > ctx->getStart()->getTokenIndex())
      return false;
    auto *il = decl->initDeclaratorList();
    if (!il || il->initDeclarator().size() != 1) return false;
    auto *id = il->initDeclarator(0);
    auto *d = id->declarator();
    if (id->initializer() || id->shapeSuffix() || !id->gnuAttribute().empty() || d->pointer() || d->leftDims() ||
        !d->gnuDeclaratorExtension().empty())
      return false;
    auto *dd = d->directDeclarator();
    return dd->LeftParen() && dd->declarator() && !dd->directDeclarator();
  }
  static bool definesTag(CStarParser::DeclarationSpecifiersContext *ds) {
    for (auto *ts : ds->typeSpecifier()) {
      if (auto *su = ts->structOrUnionSpecifier())
        if (su->LeftBrace()) return true;
      if (auto *en = ts->enumSpecifier())
        if (en->LeftBrace()) return true;
    }
    return false;
  }
  static std::string castShapeExpr(const std::string &shape) {
    return shape == "void" ? "current" : shape;
  }
  void exitShapeSuffix(CStarParser::ShapeSuffixContext *ctx) override {
    std::string shape = shapeName(ctx->shapeRef(), textOf(ctx->shapeRef()));
    replaceRange(startOf(ctx), endOf(ctx), attrFor(shape), ctx);
  }

  // ---- elemental functions and boolsizeof
  void exitFunctionSpecifier(CStarParser::FunctionSpecifierContext *ctx) override {
    if (ctx->Elemental())
      replace(ctx->Elemental()->getSymbol(), "__attribute__((annotate(\"cstar.elemental\")))", ctx);
  }

  // ---- shape declarations: `shape [4][1000]S, T;`, `shape [][]U;`, `shape V;`
  static bool hasShapeSpecifier(CStarParser::DeclarationSpecifiersContext *ds) {
    if (!ds) return false;
    for (auto *ts : ds->typeSpecifier())
      if (ts->Shape()) return true;
    return false;
  }
  static bool hasStorage(CStarParser::DeclarationSpecifiersContext *ds, size_t tok) {
    for (auto *n : ds->nonTypeSpecifier())
      if (auto *sc = n->storageClassSpecifier())
        if (sc->getStart()->getType() == tok) return true;
    return false;
  }

  // C*'s `overload f, g;` declares names whose functions are overloaded.  cstar
  // overloads any name by parameter kinds and types (docs/language.md §6), so
  // the declaration only has to go (it would read as `typedef-name f;`).
  static bool isOverloadDeclaration(CStarParser::DeclarationContext *ctx) {
    auto *ds = ctx->declarationSpecifiers();
    if (!ds || !ds->typedefName() || ds->typedefName()->getText() != "overload" ||
        !ds->nonTypeSpecifier().empty() || !ctx->initDeclaratorList())
      return false;
    for (auto *id : ctx->initDeclaratorList()->initDeclarator()) {
      auto *d = id->declarator();
      if (d->pointer() || d->leftDims() || !d->directDeclarator()->Identifier() || id->initializer() ||
          id->shapeSuffix())
        return false;
    }
    return true;
  }

  // A K&R function defined with an implicit int result (`check(a, b) int a, b;
  // { ... }`) is usually a procedure that falls off its end: `return 0;` before
  // the closing brace keeps Clang from warning "non-void function does not
  // return a value" on correct 1990s code, and gives callers a defined value.
  // (`main()` returns 0 at its end anyway.)
  void exitFunctionDefinition(CStarParser::FunctionDefinitionContext *ctx) override {
    auto *ds = ctx->declarationSpecifiers();  // `static f(k) int k; {...}` is implicit int too
    if (!ctx->compoundStatement() || (ds && !ds->typeSpecifier().empty())) return;
    // The grammar reads `static bump(k)` as typedef name `bump` and declarator `(k)`.
    if (ds && ds->typedefName() && textOf(ctx->declarator()).rfind("(", 0) != 0) return;
    if (ds)
      for (auto *n : ds->nonTypeSpecifier())
        if (n->shapeSpecifier()) return;
    openAt(startOf(ctx->compoundStatement()->getStop()), " return 0; ", ctx);
  }

  // K&R implicit int at file scope (`foo();`, `bar(int x);`): spelled out, so
  // neither Clang nor gcc ("data definition has no type") warns.
  void exitImplicitIntDeclaration(CStarParser::ImplicitIntDeclarationContext *ctx) override {
    openAt(startOf(ctx), "int ", ctx);
  }

  // `register` on a parallel variable means nothing here (its storage is a
  // pointer to the rank's elements) and would forbid the `&x` that left
  // indexing and calls take: dropped.
  void dropRegister(CStarParser::DeclarationSpecifiersContext *ds) {
    if (!ds) return;
    for (auto *n : ds->nonTypeSpecifier())
      if (auto *sc = n->storageClassSpecifier())
        if (sc->getStart()->getType() == CStarLexer::Register) replaceRange(startOf(sc), endOf(sc), "", sc);
  }
  static bool isParallelDeclaration(CStarParser::DeclarationSpecifiersContext *ds,
                                    CStarParser::InitDeclaratorListContext *il) {
    if (!ds) return false;
    for (auto *n : ds->nonTypeSpecifier())
      if (n->shapeSpecifier()) return true;
    if (il)
      for (auto *id : il->initDeclarator())
        if (id->shapeSuffix()) return true;
    return false;
  }
  void exitParameterDeclaration(CStarParser::ParameterDeclarationContext *ctx) override {
    if (ctx->shapeSuffix() || isParallelDeclaration(ctx->declarationSpecifiers(), nullptr))
      dropRegister(ctx->declarationSpecifiers());
  }

  // File-scope declarations of one shape must agree, as C's declarations of
  // one array must: `extern shape [4]S;` then `shape [8]S;` used 8 silently.
  // The first declaration with extents is remembered; a later one gets a
  // _Static_assert per extent (the extents are constants there), or one that
  // fails at once when the ranks differ, naming both lines.
  struct ShapeExtents {
    std::vector<std::string> dims;
    size_t line;
  };
  std::map<std::string, ShapeExtents> fileShapes_;
  std::string sameExtents(const std::string &name, const std::vector<std::string> &dims, size_t line) {
    auto it = fileShapes_.find(name);
    if (it == fileShapes_.end()) {
      fileShapes_[name] = {dims, line};
      return "";
    }
    const ShapeExtents &was = it->second;
    auto quote = [](std::string t) {  // an extent's text inside a C string literal
      std::string q;
      for (char c : t) {
        if (c == '"' || c == '\\') q += '\\';
        q += c == '\n' ? ' ' : c;
      }
      return q;
    };
    std::string where = "shape '" + name + "' was declared at line " + std::to_string(was.line);
    if (was.dims.size() != dims.size())
      return " _Static_assert(0, \"" + where + " with " + std::to_string(was.dims.size()) +
             " dimensions, here with " + std::to_string(dims.size()) + "\");";
    std::string out;
    for (size_t i = 0; i < dims.size(); i++)
      out += " _Static_assert((" + was.dims[i] + ") == (" + dims[i] + "), \"" + where + " with extent " +
             std::to_string(i + 1) + " [" + quote(was.dims[i]) + "], here [" + quote(dims[i]) + "]\");";
    return out;
  }

  void exitDeclaration(CStarParser::DeclarationContext *ctx) override {
    if (isOverloadDeclaration(ctx)) {
      replaceRange(startOf(ctx), endOf(ctx), "", ctx);
      return;
    }
    auto *ds = ctx->declarationSpecifiers();
    if (isParallelDeclaration(ds, ctx->initDeclaratorList())) dropRegister(ds);
    if (!hasShapeSpecifier(ds) || !ctx->initDeclaratorList()) return;
    bool fileScope = dynamic_cast<CStarParser::ExternalDeclarationContext *>(ctx->parent) != nullptr;
    bool isExtern = hasStorage(ds, CStarLexer::Extern), isTypedef = hasStorage(ds, CStarLexer::Typedef);
    bool isStatic = hasStorage(ds, CStarLexer::Static);
    bool krParam = dynamic_cast<CStarParser::DeclarationListContext *>(ctx->parent) != nullptr;
    std::string after, afterStmts;
    for (auto *id : ctx->initDeclaratorList()->initDeclarator()) {
      auto *d = id->declarator();
      auto *dd = d->directDeclarator();
      // `shape [4]fixed[2];`, `shape [][]grids[3];` (PG9 §9.1.1): a one-dimensional
      // array of shapes, each element made like a single shape.
      bool isArray = !dd->Identifier() && dd->LeftBracket() && dd->directDeclarator() &&
                     dd->directDeclarator()->Identifier() && d->leftDims();
      // `shape sh[3];` in a block: an automatic array whose elements C leaves
      // indeterminate; allocate_shape(&sh[n], ...) then read a garbage shape
      // (a crash that depended on the stack's contents). Each element is made
      // unspecified on entry, like `shape s;`. (At file scope, or static, the
      // elements start NULL, which allocate_shape takes as unspecified.)
      bool bareArray = !isArray && !fileScope && !isStatic && !d->leftDims() && !dd->Identifier() &&
                       dd->LeftBracket() && dd->directDeclarator() && dd->directDeclarator()->Identifier();
      if (d->pointer() || (!dd->Identifier() && !isArray && !bareArray) || id->initializer()) continue;  // shape *p; shape s = t;
      std::string name = (isArray || bareArray ? dd->directDeclarator()->Identifier() : dd->Identifier())->getText();
      std::vector<std::string> dims;
      bool unspecifiedExtents = false;
      if (auto *ld = d->leftDims()) {
        for (auto *dim : ld->leftDim()) {
          if (dim->assignmentExpression()) dims.push_back(take(dim->assignmentExpression()));
          else { dims.push_back(""); unspecifiedExtents = true; }
        }
        replaceRange(startOf(ld), endOf(ld), "", ld);
      }
      if (fileScope && !isTypedef && !isArray && !bareArray && !dims.empty() && !unspecifiedExtents)
        after += sameExtents(name, dims, d->getStart()->getLine());
      // A K&R parameter declaration (`tri(sh) shape sh; {...}`) names a
      // parameter: the caller's shape, nothing to make.
      if (isExtern || isTypedef || krParam) continue;
      int rank = (int)dims.size();
      // The call that makes the shape at run time (block scope): unspecified,
      // or with its extents, checked there against file:line.
      auto makeShape = [&]() {
        if (unspecifiedExtents || rank == 0)
          return "cs_shape_unspecified(\"" + name + "\", " + std::to_string(rank) + ")";
        std::string m = "cs_shape_new_at(\"" + name + "\", " + std::to_string(rank) + ", (const long[]){";
        for (size_t i = 0; i < dims.size(); i++) m += (i ? ", (" : "(") + dims[i] + ")";
        return m + "}, __FILE__, __LINE__)";
      };
      if (isStatic && !fileScope) {
        // A block-scope `static shape [8]T;`: made the first time its
        // declaration runs and kept (like a block-scope static parallel
        // variable); the start-up code only sees file-scope declarations.
        std::string make = makeShape();
        if (isArray)
          afterStmts += " for (unsigned long __cs_k = 0; __cs_k < sizeof " + name + " / sizeof " + name +
                        "[0]; __cs_k++) if (!" + name + "[__cs_k]) " + name + "[__cs_k] = " + make + ";";
        else
          afterStmts += " if (!" + name + ") " + name + " = " + make + ";";
      } else if (fileScope || isStatic) {
        // Constant extents at file scope: a hidden array the generated start-up
        // code turns into cs_shape_new / cs_shape_unspecified (Lower).
        std::string init;
        if (unspecifiedExtents || rank == 0) init = std::to_string(-rank);
        else {
          init = std::to_string(rank);
          for (auto &x : dims) init += ", (" + x + ")";
        }
        after += " static const long __cs_shapedims_" + name +
                 "[] __attribute__((unused)) = {" + init + "};";
      } else if (isArray || bareArray) {
        // Block scope: each element made on entry, by a loop after the declaration.
        std::string make = makeShape();
        afterStmts += " for (unsigned long __cs_k = 0; __cs_k < sizeof " + name + " / sizeof " + name +
                      "[0]; __cs_k++) " + name + "[__cs_k] = " + make + ";";
      } else {
        // Block scope: extents may be run-time values; the shape is made on entry.
        std::string init;
        if (unspecifiedExtents || rank == 0)
          init = " = cs_shape_unspecified(\"" + name + "\", " + std::to_string(rank) + ")";
        else {
          init = " = cs_shape_new_at(\"" + name + "\", " + std::to_string(rank) + ", (const long[]){";
          for (size_t i = 0; i < dims.size(); i++) init += (i ? ", (" : "(") + dims[i] + ")";
          init += "}, __FILE__, __LINE__)";
        }
        closeAt(endOf(d), init, d);
      }
    }
    if (!after.empty() || !afterStmts.empty()) closeAt(endOf(ctx), after + afterStmts, ctx);
  }

  // ---- statements: with / where-else / everywhere become marker ifs
  void exitWithStatement(CStarParser::WithStatementContext *ctx) override {
    // The body is braced: its own trailing `if`/`where` without else (`with (S)
    // where (m) x = 1;`, `with (S) for (...) where ...`) must not take the `else;`.
    replace(ctx->With()->getSymbol(), "if (__cs_with", ctx);
    closeAt(endOf(ctx->RightParen()->getSymbol()), ") {", ctx);
    // `with` has no else arm; an unreachable one keeps Clang from warning that a
    // function ending in `with (S) return += x;` may not return a value.
    closeAt(endOf(ctx->statement()), " } else __builtin_unreachable();", ctx);
  }
  void exitWhereStatement(CStarParser::WhereStatementContext *ctx) override {
    replace(ctx->Where()->getSymbol(), "if (__cs_where", ctx);
    closeAt(endOf(ctx->RightParen()->getSymbol()), ")", ctx);
  }
  void exitEverywhereStatement(CStarParser::EverywhereStatementContext *ctx) override {
    replace(ctx->Everywhere()->getSymbol(), "if (__cs_everywhere()) {", ctx);
    closeAt(endOf(ctx->statement()), " } else __builtin_unreachable();", ctx);
  }

  // ---- expressions
  void exitUnaryExpression(CStarParser::UnaryExpressionContext *ctx) override {
    auto li = ctx->leftIndex();
    if (!li.empty()) {
      // [i][j]x  ->  (*(__cs_lidx(i, j), &(x)))   an lvalue of x's type
      replace(li[0]->LeftBracket()->getSymbol(), "(*(__cs_lidx(", ctx);
      for (size_t k = 0; k < li.size(); k++) {
        if (k) replace(li[k]->LeftBracket()->getSymbol(), "", ctx);
        replace(li[k]->RightBracket()->getSymbol(), k + 1 < li.size() ? ", " : "), &(", ctx);
      }
      // [i]y++ / [i]y--: the postfix operator applies to the left-indexed
      // element ((*(...))++), not to y (docs/language.md §4a).
      auto *operand = ctx->unaryExpression()->postfixExpression();
      if (operand && operand->children.size() == 2 && operand->postfixExpression() &&
          (operand->children.back()->getText() == "++" || operand->children.back()->getText() == "--")) {
        closeAt(endOf(operand->postfixExpression()), ")))", ctx);
        return;
      }
      // `[i]s.bits` read, with `bits` a bit-field (which has no address): the
      // whole element is left-indexed and the member taken from it,
      // `(*(__cs_lidx(i), &(s))).bits`.  Not as the target of an assignment
      // (a send), which keeps the form above and its error.
      // (`[i]p->bits`: `(*(__cs_lidx(i), &(*(p)))).bits`.)
      if (operand && operand->children.size() == 3 && operand->postfixExpression() && operand->Identifier() &&
          (operand->children[1]->getText() == "." || operand->children[1]->getText() == "->") &&
          BitFields.count(operand->Identifier()->getText()) && !isAssignmentTarget(ctx)) {
        auto *base = operand->postfixExpression();
        if (operand->children[1]->getText() == "->") {
          openAt(startOf(base), "*(", ctx);
          closeAt(endOf(base), ")", ctx);
          auto *arrow = dynamic_cast<tree::TerminalNode *>(operand->children[1]);
          if (arrow) replace(arrow->getSymbol(), ".", ctx);
        }
        closeAt(endOf(base), ")))", ctx);
        return;
      }
      closeAt(endOf(ctx->unaryExpression()), ")))", ctx);
      return;
    }
    if (auto *ro = ctx->reductionOperator()) {
      // += x  ->  (__cs_red_add(), +(x) + 0): the unary + gives the expression the promoted
      // type of x in Clang's view too (sizeof(>?= c) is sizeof(int), docs §5); the `+ 0`
      // (same type) keeps Clang from taking a count of comparisons for a boolean
      // (`(+= (v < 0)) > 50` is no "comparison of constant with boolean" warning).
      replaceRange(startOf(ro), endOf(ro), "(__cs_red_" + opName(ro->getText()) + "(), +(", ctx);
      closeAt(endOf(ctx->castExpression()), ") + 0)", ctx);
      return;
    }
    if (ctx->Boolsizeof()) {
      replace(ctx->Boolsizeof()->getSymbol(), "(8*sizeof", ctx);
      closeAt(endOf(ctx), ")", ctx);
    }
  }
  // The names of the bit-field members declared so far (`unsigned bits : 3;`).
  std::set<std::string> BitFields;
  void exitStructDeclarator(CStarParser::StructDeclaratorContext *ctx) override {
    if (ctx->constantExpression() && ctx->declarator() && ctx->declarator()->directDeclarator() &&
        ctx->declarator()->directDeclarator()->Identifier())
      BitFields.insert(ctx->declarator()->directDeclarator()->Identifier()->getText());
  }
  static bool isAssignmentTarget(CStarParser::UnaryExpressionContext *u) {
    if (auto *a = dynamic_cast<CStarParser::AssignmentExpressionContext *>(u->parent))
      return a->unaryExpression() == u;
    if (auto *p = dynamic_cast<CStarParser::UnaryExpressionContext *>(u->parent))
      return p->children.size() == 2 && (p->children[0]->getText() == "++" || p->children[0]->getText() == "--");
    return false;
  }
  static std::string opName(const std::string &op) {
    if (op == "+=") return "add";
    if (op == "-=") return "sub";
    if (op == "*=") return "mul";
    if (op == "/=") return "div";
    if (op == "&=") return "and";
    if (op == "|=") return "or";
    if (op == "^=") return "xor";
    if (op == "<?=") return "min";
    return "max";
  }

  void exitPrimaryExpression(CStarParser::PrimaryExpressionContext *ctx) override {
    if (!ctx->Dot()) return;
    // `.` in a left index is the executing position's coordinate on that axis.
    auto *li = ancestor<CStarParser::LeftIndexContext>(ctx);
    int axis = 0;
    if (li) {
      auto *ue = dynamic_cast<CStarParser::UnaryExpressionContext *>(li->parent);
      if (ue) {
        auto all = ue->leftIndex();
        axis = (int)(std::find(all.begin(), all.end(), li) - all.begin());
      }
    }
    replace(ctx->Dot()->getSymbol(), "__cs_dot(" + std::to_string(axis) + ")", ctx);
  }

  // Where C needs a constant (an array size, a shape's extents, a case label,
  // a bit-field width, an enumerator, a designator, `_Static_assert`, the
  // initializer of a file-scope or static object), `a <? b`, `a >? b` and
  // `a %% b` are written as the plain C expression they stand for, so that Clang
  // and gcc both compute the constant (a marker would have Clang see `a`).  The
  // operands are then written twice, so this is done only when they cannot have
  // side effects (no call, assignment, `++`/`--`, left index, block); otherwise
  // the marker stays (Lower evaluates each operand once; Sema says where that
  // cannot work).  docs/language.md §4.
  bool constantContext(ParserRuleContext *ctx) const {
    tree::ParseTree *from = ctx;
    for (tree::ParseTree *t = ctx->parent; t; from = t, t = t->parent) {
      if (dynamic_cast<CStarParser::ConstantExpressionContext *>(t) ||
          dynamic_cast<CStarParser::LeftDimContext *>(t) || dynamic_cast<CStarParser::AlignmentSpecifierContext *>(t))
        return true;
      if ((dynamic_cast<CStarParser::DirectDeclaratorContext *>(t) ||
           dynamic_cast<CStarParser::DirectAbstractDeclaratorContext *>(t)) &&
          dynamic_cast<CStarParser::AssignmentExpressionContext *>(from))
        return true;
      if (auto *in = dynamic_cast<CStarParser::InitializerContext *>(t)) {
        auto *id = ancestor<CStarParser::InitDeclaratorContext>(in);
        auto *decl = id ? ancestor<CStarParser::DeclarationContext>(id) : nullptr;
        if (!decl) return false;
        if (dynamic_cast<CStarParser::ExternalDeclarationContext *>(decl->parent)) return true;
        return decl->declarationSpecifiers() && hasStorage(decl->declarationSpecifiers(), CStarLexer::Static);
      }
      if (dynamic_cast<CStarParser::CompoundStatementContext *>(t) ||
          dynamic_cast<CStarParser::StatementContext *>(t))
        return false;
    }
    return false;
  }
  // No token of ctx that could have a side effect (or communicate).
  static bool sideEffectFree(ParserRuleContext *ctx) {
    Token *prev = nullptr;
    for (auto *tok : tokensOf(ctx)) {
      size_t ty = tok->getType();
      switch (ty) {
        case CStarLexer::PlusPlus: case CStarLexer::MinusMinus: case CStarLexer::Assign:
        case CStarLexer::StarAssign: case CStarLexer::DivAssign: case CStarLexer::ModAssign:
        case CStarLexer::PlusAssign: case CStarLexer::MinusAssign: case CStarLexer::LeftShiftAssign:
        case CStarLexer::RightShiftAssign: case CStarLexer::AndAssign: case CStarLexer::XorAssign:
        case CStarLexer::OrAssign: case CStarLexer::MinAssign: case CStarLexer::MaxAssign:
        case CStarLexer::ModModAssign: case CStarLexer::LeftBrace:
          return false;
        default: break;
      }
      bool operandBefore = prev && (prev->getType() == CStarLexer::Identifier || prev->getType() == CStarLexer::RightParen ||
                                    prev->getType() == CStarLexer::RightBracket || prev->getType() == CStarLexer::Constant ||
                                    prev->getType() == CStarLexer::StringLiteral);
      if (ty == CStarLexer::LeftParen && operandBefore && prev->getType() != CStarLexer::Constant) return false;  // a call
      if (ty == CStarLexer::LeftBracket && !operandBefore) return false;                                     // [i]x
      prev = tok;
    }
    return true;
  }
  static std::vector<Token *> tokensOf(ParserRuleContext *ctx) {
    std::vector<Token *> v;
    std::function<void(tree::ParseTree *)> walk = [&](tree::ParseTree *t) {
      if (auto *term = dynamic_cast<tree::TerminalNode *>(t)) { v.push_back(term->getSymbol()); return; }
      for (auto *ch : t->children) walk(ch);
    };
    walk(ctx);
    return v;
  }
  static std::string pureMinMax(const std::string &a, const std::string &b, bool min) {
    return "((" + a + ") " + (min ? "<" : ">") + " (" + b + ") ? (" + a + ") : (" + b + "))";
  }
  static std::string pureMod(const std::string &a, const std::string &b) {
    std::string r = "((" + a + ") % (" + b + "))";
    return "((" + r + " != 0 && (" + r + " < 0) != ((" + b + ") < 0)) ? " + r + " + (" + b + ") : " + r + ")";
  }

  void exitRelationalExpression(CStarParser::RelationalExpressionContext *ctx) override {
    auto ops = ctx->relationalOperator();
    auto args = ctx->shiftExpression();
    bool any = false;
    for (auto *o : ops) any |= o->getText() == "<?" || o->getText() == ">?";
    if (!any) return;
    if (constantContext(ctx) && sideEffectFree(ctx)) {
      std::string cur = take(args[0]);
      for (size_t k = 0; k < ops.size(); k++) {
        std::string op = ops[k]->getText(), nxt = take(args[k + 1]);
        cur = op == "<?" || op == ">?" ? pureMinMax(cur, nxt, op == "<?") : cur + " " + op + " " + nxt;
      }
      replaceRange(startOf(ctx), endOf(ctx), cur, ctx);
      return;
    }
    // Reverse order so that the outermost (last) operator's prefix comes first.
    for (size_t k = ops.size(); k-- > 0;) {
      std::string op = ops[k]->getText();
      if (op != "<?" && op != ">?") continue;
      std::string tag = op == "<?" ? "__cs_tag_min" : "__cs_tag_max";
      openAt(startOf(ctx), "(" + tag + " ? (", ctx);
      replaceRange(startOf(ops[k]), endOf(ops[k]), ") : (", ctx);
      closeAt(endOf(args[k + 1]), "))", ctx);
    }
  }

  void exitMultiplicativeExpression(CStarParser::MultiplicativeExpressionContext *ctx) override {
    // a %% b  ->  (__cs_tag_mod ? (a) : (b)), like <? (Lower computes the modulus).
    auto args = ctx->castExpression();
    std::vector<Token *> ops;
    for (auto *ch : ctx->children)
      if (auto *t = dynamic_cast<tree::TerminalNode *>(ch)) ops.push_back(t->getSymbol());
    bool any = false;
    for (auto *o : ops) any |= o->getText() == "%%";
    if (!any) return;
    if (constantContext(ctx) && sideEffectFree(ctx)) {
      std::string cur = take(args[0]);
      for (size_t k = 0; k < ops.size(); k++) {
        std::string op = ops[k]->getText(), nxt = take(args[k + 1]);
        cur = op == "%%" ? pureMod(cur, nxt) : cur + " " + op + " " + nxt;
      }
      replaceRange(startOf(ctx), endOf(ctx), cur, ctx);
      return;
    }
    for (size_t k = ops.size(); k-- > 0;) {
      if (ops[k]->getText() != "%%") continue;
      openAt(startOf(ctx), "(__cs_tag_mod ? (", ctx);
      replaceRange(startOf(ops[k]), endOf(ops[k]), ") : (", ctx);
      closeAt(endOf(args[k + 1]), "))", ctx);
    }
  }

  void exitAssignmentExpression(CStarParser::AssignmentExpressionContext *ctx) override {
    auto *op = ctx->assignmentOperator();
    if (!op) return;
    std::string o = op->getText();
    if (o == "%%=") {
      // a %%= b  ->  a %= (__cs_modasg(), (b)): a compound assignment to Clang
      // (integer operands, a modifiable lvalue), computed by Lower with the
      // sign of the divisor, the target evaluated once.
      replaceRange(startOf(op), endOf(op), "%= (__cs_modasg(), (", ctx);
      closeAt(endOf(ctx->assignmentExpression()), "))", ctx);
      return;
    }
    if (o != "<?=" && o != ">?=") return;
    // a <?= b  ->  a = (__cs_minasg(), (b))
    replaceRange(startOf(op), endOf(op), o == "<?=" ? "= (__cs_minasg(), (" : "= (__cs_maxasg(), (", ctx);
    closeAt(endOf(ctx->assignmentExpression()), "))", ctx);
  }

 private:
  const std::string &text_;
  const std::vector<size_t> &cp2byte_;
  int seq_ = 0;
};

// Overloading on scalar vs parallel parameters (cstar rule): when a file
// declares a function both with and without parallel parameters, the parallel
// versions are renamed NAME__cs_par; Sema/Lower call them when an argument is
// parallel.  This pass finds the names.  Parallel versions that differ in their
// parameter types (`int:current f(int:current)`, `double:current f(double:current)`)
// are renamed NAME__cs_par_<types> (with no scalar version, the first one keeps
// NAME); Sema's resolve() picks one per call by the argument types.
class OverloadFinder : public CStarBaseListener {
 public:
  std::map<std::string, int> kinds;  // bit 1: scalar version, bit 2: parallel version
  std::vector<std::pair<CStarParser::DirectDeclaratorContext *, bool>> decls;
  std::vector<std::string> keys;                           // per decl: parameter types
  std::map<std::string, std::vector<std::string>> parKeys;  // name -> distinct keys, in order
  static std::string typeKey(CStarParser::ParameterTypeListContext *pl) {
    std::string k;
    for (auto *pd : pl->parameterList()->parameterDeclaration()) {
      std::string t = pd->declarationSpecifiers()->getText();
      if (!k.empty()) k += "_";
      for (char c : t) k += isalnum((unsigned char)c) ? c : '_';
    }
    return k;
  }
  static bool hasParallelParam(CStarParser::ParameterTypeListContext *pl) {
    for (auto *pd : pl->parameterList()->parameterDeclaration()) {
      if (pd->shapeSuffix()) return true;
      for (auto *n : pd->declarationSpecifiers()->nonTypeSpecifier())
        if (n->shapeSpecifier()) return true;
    }
    return false;
  }
  // Without a symbol table, the statement `show(plus1(r));` in a block also
  // parses as a declaration (`show` taken for a typedef name, `plus1(r)` for a
  // prototype): such a "declaration" must not make plus1 look like a scalar
  // version of a parallel function.  A real block-scope prototype starts with
  // a type keyword or a storage class (`double f(double);`, `extern T f(T);`).
  static bool callMistakenForDeclaration(antlr4::ParserRuleContext *ctx) {
    CStarParser::DeclarationContext *decl = nullptr;
    for (auto *p = ctx; p; p = dynamic_cast<antlr4::ParserRuleContext *>(p->parent)) {
      if (!decl) decl = dynamic_cast<CStarParser::DeclarationContext *>(p);
      if (decl && dynamic_cast<CStarParser::CompoundStatementContext *>(p)) {
        auto *ds = decl->declarationSpecifiers();
        return ds && ds->typedefName() && ds->nonTypeSpecifier().empty();
      }
    }
    return false;
  }
  void exitDirectDeclarator(CStarParser::DirectDeclaratorContext *ctx) override {
    auto *inner = ctx->directDeclarator();
    if (!ctx->parameterTypeList() || !inner || !inner->Identifier()) return;
    if (callMistakenForDeclaration(ctx)) return;
    bool par = hasParallelParam(ctx->parameterTypeList());
    std::string name = inner->Identifier()->getText();
    kinds[name] |= par ? 2 : 1;
    decls.push_back({inner, par});
    keys.push_back(par ? typeKey(ctx->parameterTypeList()) : "");
    if (par) {
      auto &v = parKeys[name];
      if (std::find(v.begin(), v.end(), keys.back()) == v.end()) v.push_back(keys.back());
    }
  }
};

// Syntax errors as `file:line:col: error: ...` plus the source line and a caret.
class ErrorListener : public BaseErrorListener {
 public:
  ErrorListener(const std::string &file, const std::string &text) : file_(file), text_(text) {}
  int count = 0;
  std::ostringstream out;                         // the messages, printed by parseCStar
  const OffsetMap *macroMap = nullptr;            // set when macros were expanded
  const std::vector<size_t> *cp2byte = nullptr;
  void syntaxError(Recognizer *, Token *tok, size_t line, size_t col, const std::string &msg,
                   std::exception_ptr) override {
    // Inside a macro expansion (MacroExpand.h) the position is the invocation's.
    if (macroMap && tok && tok->getType() != Token::EOF) {
      size_t cp = tok->getStartIndex();
      size_t off = macroMap->toOriginal(cp2byte && !cp2byte->empty() ? (*cp2byte)[cp] : cp);
      if (off <= text_.size()) {
        size_t ls = text_.rfind('\n', off ? off - 1 : 0);
        ls = (ls == std::string::npos || off == 0) ? 0 : ls + 1;
        line = 1 + std::count(text_.begin(), text_.begin() + ls, '\n');
        col = off - ls;
      }
    }
    // ANTLR's LL recovery may report one position twice: keep the first.
    if (!seen_.insert({line, col}).second) return;
    if (line == quietLine_) return;  // the rest of a line already explained
    if (count++ >= 20) return;
    std::string l = lineText(line);
    std::string pf;
    size_t pl;
    presumedLine(text_, line, file_, pf, pl);
    std::string m = plain(msg, tok);
    // `int *:S p;`: a pointer per position, which C* programs sometimes try.
    if (tok && tok->getText() == ":") {
      size_t b = col < l.size() ? col : l.size();
      while (b > 0 && (l[b - 1] == ' ' || l[b - 1] == '\t')) b--;
      if (b > 0 && l[b - 1] == '*') {
        m = "parallel pointers ('T *:S', a pointer per position) are not supported (cstar); use a scalar "
            "pointer to a parallel variable ('T:S *p = &x;') or a parallel index with left indexing ('[i]x')";
        quietLine_ = line;
      }
    }
    // `??=include`, `??<`: ISO C's trigraphs, which gnu modes (cstar's default,
    // as gcc's) do not read.
    if (tok && tok->getText() == "?" && col + 2 < l.size() && l[col + 1] == '?' &&
        std::string("=()/'<>!-").find(l[col + 2]) != std::string::npos) {
      m += " (the trigraph '" + l.substr(col, 3) + "': cstar replaces trigraphs with -trigraphs, -ansi or an ISO "
           "-std=c89 ... c2x, as gcc does)";
      quietLine_ = line;
    }
    // ANTLR columns count code points; for the caret, count them in the line.
    out << pf << ":" << pl << ":" << (col + 1) << ": error: " << m << "\n"
              << l << "\n" << caret(l, col) << "\n";
  }
  size_t quietLine_ = 0;
  // ANTLR's wording in C compiler terms: "no viable alternative at input
  // 'a b c'" names the offending token; a long "expecting {...}" set is noise.
  static std::string plain(const std::string &msg, Token *tok) {
    std::string at = tok && tok->getType() != Token::EOF ? "'" + tok->getText() + "'" : "end of file";
    if (msg.rfind("no viable alternative", 0) == 0) return "syntax error at " + at;
    if (msg.rfind("missing ", 0) == 0) {
      size_t a = msg.find(" at ");
      if (a != std::string::npos) return "expected " + msg.substr(8, a - 8) + " before " + at;
    }
    size_t e = msg.find(" expecting {");
    if (e != std::string::npos && std::count(msg.begin() + e, msg.end(), ',') >= 6) {
      if (msg.rfind("extraneous input", 0) == 0) return "unexpected " + at;
      return "syntax error at " + at;
    }
    return msg;
  }
  std::set<std::pair<size_t, size_t>> seen_;
  std::string lineText(size_t line) const {
    size_t pos = 0;
    for (size_t l = 1; l < line && pos != std::string::npos; l++) {
      pos = text_.find('\n', pos);
      if (pos != std::string::npos) pos++;
    }
    if (pos == std::string::npos) return "";
    size_t e = text_.find('\n', pos);
    return text_.substr(pos, e == std::string::npos ? std::string::npos : e - pos);
  }
  static std::string caret(const std::string &l, size_t col) {
    std::string s;
    for (size_t i = 0; i < col && i < l.size(); i++) s += l[i] == '\t' ? '\t' : ' ';
    return s + "^";
  }
 private:
  std::string file_;
  const std::string &text_;
};

}  // namespace

void presumedLine(const std::string &text, size_t line, const std::string &file, std::string &outFile,
                  size_t &outLine) {
  outFile = file;
  outLine = line;
  size_t pos = 0;
  for (size_t l = 1; l < line && pos < text.size(); l++) {
    size_t e = text.find('\n', pos);
    if (e == std::string::npos) break;
    size_t i = pos;
    while (i < e && (text[i] == ' ' || text[i] == '\t')) i++;
    if (i < e && text[i] == '#') {
      i++;
      while (i < e && (text[i] == ' ' || text[i] == '\t')) i++;
      if (text.compare(i, 4, "line") == 0) i += 4;
      while (i < e && (text[i] == ' ' || text[i] == '\t')) i++;
      size_t d = i;
      while (i < e && isdigit((unsigned char)text[i])) i++;
      if (i > d) {
        size_t n = std::stoul(text.substr(d, i - d));
        while (i < e && (text[i] == ' ' || text[i] == '\t')) i++;
        if (i < e && text[i] == '"') {
          std::string f;
          for (i++; i < e && text[i] != '"'; i++) {
            if (text[i] == '\\' && i + 1 < e) i++;
            f += text[i];
          }
          outFile = f;
        }
        outLine = n + (line - l - 1);
      }
    }
    pos = e + 1;
  }
}

namespace {

// Where offset `o` of a stage's input lands in its output, `o` lying outside
// every rewritten piece (npos when it lies inside one).
size_t forward(const std::vector<OffsetMap::Piece> &pieces, size_t o) {
  size_t out = o;
  for (auto &p : pieces) {
    if (p.origBegin > o) break;
    if (p.origEnd > o) return std::string::npos;
    out = p.newEnd + (o - p.origEnd);
  }
  return out;
}

}  // namespace

// The identifier a declarator declares (`x`, `*p`, `a[3]`, `(*fp)(int)`, `f(k)`).
static std::string declaredName(CStarParser::DirectDeclaratorContext *dd) {
  while (dd) {
    if (dd->Identifier()) return dd->Identifier()->getText();
    if (dd->declarator()) dd = dd->declarator()->directDeclarator();
    else dd = dd->directDeclarator();
  }
  return "";
}

static std::vector<std::string> fileScopeNames(CStarParser::CompilationUnitContext *tree) {
  std::vector<std::string> names;
  auto add = [&](CStarParser::DeclaratorContext *d) {
    std::string n = d ? declaredName(d->directDeclarator()) : "";
    if (!n.empty() && std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  };
  for (auto *t : tree->children) {
    auto *ed = dynamic_cast<CStarParser::ExternalDeclarationContext *>(t);
    if (!ed) continue;
    for (auto *c : ed->children) {
      if (auto *decl = dynamic_cast<CStarParser::DeclarationContext *>(c)) {
        if (decl->initDeclaratorList())
          for (auto *id : decl->initDeclaratorList()->initDeclarator()) add(id->declarator());
      } else if (auto *fd = dynamic_cast<CStarParser::FunctionDefinitionContext *>(c)) {
        add(fd->declarator());
      }
    }
  }
  return names;
}

ParseResult parseCStar(const std::string &fileName, const std::string &source, bool wantTree,
                       const std::vector<std::pair<size_t, size_t>> &skipped,
                       const std::function<std::string()> &systemMacros, const std::string &commandLine) {
  ParseResult r;
  r.original = source;
  // Everything below works on the text with user `cs_*` names moved out of the
  // runtime's namespace (same length: offsets, lines and columns unchanged),
  // and with what conditional compilation skips blanked (newlines kept): a
  // skipped branch may be plain C that is not C* (`shape *current;`), and its
  // #defines must not count.  The skipped text is put back in the marker C at
  // the end (the C compiler, which may choose other branches, sees it as written).
  // Then the file's own macros with C* forms in their bodies are expanded
  // (MacroExpand.h); r.map maps through that stage too.
  const std::string renamed = renameReservedIdentifiers(source);
  std::string visible = renamed;
  for (auto &k : skipped)
    for (size_t i = k.first; i < k.second && i < visible.size(); i++)
      if (visible[i] != '\n') visible[i] = ' ';
  size_t slash = fileName.find_last_of('/');
  const std::string dir = slash == std::string::npos ? "." : fileName.substr(0, slash);
  // One parse of the text after macro expansion (all: every macro of the file).
  struct Attempt {
    MacroExpansion mx;
    std::vector<size_t> cp2byte;
    std::unique_ptr<ANTLRInputStream> input;
    std::unique_ptr<CStarLexer> lexer;
    std::unique_ptr<CommonTokenStream> tokens;
    std::unique_ptr<CStarParser> parser;
    std::unique_ptr<ErrorListener> errs;
    CStarParser::CompilationUnitContext *tree = nullptr;
  };
  auto attempt = [&](Attempt &a, bool all, const std::string &predefined = std::string()) {
    a.mx = expandCStarMacros(visible, dir, all, commandLine + predefined);
    const std::string &text = a.mx.text;
    // ANTLR indexes code points; keep a code point -> byte table when needed.
    bool ascii = std::all_of(text.begin(), text.end(), [](char c) { return (unsigned char)c < 0x80; });
    if (!ascii) {
      for (size_t i = 0; i < text.size(); i++)
        if (((unsigned char)text[i] & 0xC0) != 0x80) a.cp2byte.push_back(i);
      a.cp2byte.push_back(text.size());
    }
    a.input = std::make_unique<ANTLRInputStream>(text);
    a.lexer = std::make_unique<CStarLexer>(a.input.get());
    a.errs = std::make_unique<ErrorListener>(fileName, source);
    if (a.mx.changed) { a.errs->macroMap = &a.mx.map; a.errs->cp2byte = &a.cp2byte; }
    a.lexer->removeErrorListeners();
    a.lexer->addErrorListener(a.errs.get());
    a.tokens = std::make_unique<CommonTokenStream>(a.lexer.get());
    // <complex.h> defines `complex` (and `imaginary`) as macros for `_Complex`
    // (`_Imaginary`); the C* parser runs before the preprocessor, so in a file
    // that includes it `double complex:S z;` must read `complex` as the keyword.
    // Without the include the name stays an ordinary identifier (a 1990s
    // `struct complex {...}` keeps working).
    // C11's headers spell keywords the same way, and modern code uses those
    // spellings: `static_assert(N > 0, "..")` (<assert.h>), `alignas(16)`,
    // `alignof(T)` (<stdalign.h>), `noreturn void die(...)` (<stdnoreturn.h>),
    // `thread_local` (<threads.h>).
    static const struct { const char *header; const char *word; size_t type; } keywordMacros[] = {
        {"complex|tgmath", "complex", CStarLexer::Complex}, {"complex|tgmath", "imaginary", CStarLexer::Complex},
        {"assert", "static_assert", CStarLexer::StaticAssert}, {"stdalign", "alignas", CStarLexer::Alignas},
        {"stdalign", "alignof", CStarLexer::Alignof},           {"stdnoreturn", "noreturn", CStarLexer::Noreturn},
        {"threads", "thread_local", CStarLexer::ThreadLocal}};
    std::map<std::string, size_t> retype;
    for (const auto &k : keywordMacros)
      if (std::regex_search(text, std::regex(std::string("#[ \t]*include[ \t]*<(") + k.header + ")\\.h>")))
        retype[k.word] = k.type;
    if (!retype.empty()) {
      a.tokens->fill();
      for (Token *t : a.tokens->getTokens())
        if (t->getType() == CStarLexer::Identifier) {
          auto r = retype.find(t->getText());
          if (r != retype.end())
            if (auto *w = dynamic_cast<WritableToken *>(t)) w->setType(r->second);
        }
    }
    a.parser = std::make_unique<CStarParser>(a.tokens.get());
    CStarParser &parser = *a.parser;
    parser.removeErrorListeners();
    parser.addErrorListener(a.errs.get());
    // Two-stage parse: fast SLL first, full LL only if SLL fails.
    parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(atn::PredictionMode::SLL);
    parser.setErrorHandler(std::make_shared<BailErrorStrategy>());
    try {
      a.tree = parser.compilationUnit();
    } catch (ParseCancellationException &) {
      a.tokens->seek(0);
      parser.reset();
      parser.setErrorHandler(std::make_shared<DefaultErrorStrategy>());
      parser.getInterpreter<atn::ParserATNSimulator>()->setPredictionMode(atn::PredictionMode::LL);
      a.tree = parser.compilationUnit();
    }
    return a.errs->count == 0;
  };
  // First the file as written, with only the macros the parser must see
  // expanded (MacroExpand.h); if that does not parse, once more with every
  // macro of the file expanded, as the preprocessor would (a use that parses
  // only after expansion: an X-macro list, a macro ending an expression).
  // Last, with the <...> headers' macros expanded too (`int f __P((int));`,
  // `LIST_ENTRY(job) link;`: Driver/SystemMacros.cpp).  A file that parses
  // none of these ways gets the first try's errors.
  Attempt first, second, third, *use = &first;
  if (!attempt(first, false)) {
    if (expandCStarMacros(visible, dir, true, commandLine).text != first.mx.text && attempt(second, true)) {
      use = &second;
    } else {
      std::string sys = systemMacros ? systemMacros() : std::string();
      if (sys.empty() || expandCStarMacros(visible, dir, true, commandLine + sys).text == first.mx.text ||
          !attempt(third, true, sys)) {
        std::cerr << first.errs->out.str();
        return r;
      }
      use = &third;
    }
  }
  const MacroExpansion &mx = use->mx;
  const std::string &text = mx.text;
  const std::vector<size_t> &cp2byte = use->cp2byte;
  CStarParser &parser = *use->parser;
  CStarParser::CompilationUnitContext *tree = use->tree;
  r.map.setEarlier(mx.map.pieces());

  if (wantTree) r.parseTree = tree->toStringTree(&parser);

  Desugarer d(text, cp2byte);
  tree::ParseTreeWalker::DEFAULT.walk(&d, tree);
  OverloadFinder of;
  tree::ParseTreeWalker::DEFAULT.walk(&of, tree);
  for (size_t k = 0; k < of.decls.size(); k++) {
    auto &dp = of.decls[k];
    if (!dp.second) continue;
    std::string name = dp.first->Identifier()->getText();
    const auto &pk = of.parKeys[name];
    std::string suffix;
    if (pk.size() >= 2) {
      if (of.kinds[name] == 3 || of.keys[k] != pk[0]) suffix = "__cs_par_" + of.keys[k];
    } else if (of.kinds[name] == 3) {
      suffix = "__cs_par";
    }
    if (!suffix.empty())
      d.edits.push_back({d.endOf(dp.first->Identifier()->getSymbol()), d.endOf(dp.first->Identifier()->getSymbol()),
                         suffix, 0, 0, 1 << 30});
  }

  r.fileScopeNames = fileScopeNames(tree);
  std::string out = applyEdits(text, d.edits, 0, text.size(), &r.map);
  for (auto &k : skipped) {
    size_t b = forward(mx.map.pieces(), k.first);
    if (b != std::string::npos) b = forward(r.map.pieces(), b);
    size_t len = std::min(k.second, renamed.size()) - std::min(k.first, renamed.size());
    if (b == std::string::npos || b + len > out.size() || out.compare(b, len, visible, k.first, len) != 0) continue;
    out.replace(b, len, renamed, k.first, len);
  }
  r.markerC = std::move(out);
  r.ok = true;
  return r;
}

}  // namespace cstar
