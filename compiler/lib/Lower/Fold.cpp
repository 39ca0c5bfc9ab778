// Fold.cpp — see Fold.h.
#include "Lower/Fold.h"

#include <algorithm>
#include <regex>
#include <set>

namespace cstar {

bool restrictSafe(const std::string &body, const std::set<std::string> &names,
                  const std::vector<std::string> &noRestrict) {
  static const std::regex elem(R"(\b([A-Za-z_][A-Za-z0-9_]*)\[__i\])");
  size_t matches = 0;
  for (auto it = std::sregex_iterator(body.begin(), body.end(), elem); it != std::sregex_iterator(); ++it) matches++;
  // Any other indexing with __i (a pointer dereference `(p)[__i]`, a shifted
  // read `h[__i + 1]`) may reach the same storage under another name.
  // (A fold's own chunk buffer, `buf[__i - __c]`, is a local array: not storage.)
  size_t all = 0;
  for (size_t p = body.find("[__i"); p != std::string::npos; p = body.find("[__i", p + 1))
    if (body.compare(p, sizeof "[__i - __c]" - 1, "[__i - __c]") != 0) all++;
  bool restrict_ = all == matches;
  // Nor may a localized name be used otherwise (`x[cs_wloc(...)]`, `&x`): the
  // global pointer would reach the storage behind the restrict local's back.
  for (auto &n : names) {
    static const std::regex word(R"([A-Za-z_][A-Za-z0-9_]*)");
    size_t uses = 0, elems = 0;
    for (auto it = std::sregex_iterator(body.begin(), body.end(), word); it != std::sregex_iterator(); ++it)
      if ((*it)[0].str() == n) {
        uses++;
        if (body.compare(it->position() + n.size(), 5, "[__i]") == 0) elems++;
      }
    if (uses != elems) restrict_ = false;
  }
  for (auto &n : names)
    if (std::find(noRestrict.begin(), noRestrict.end(), n) != noRestrict.end()) restrict_ = false;
  return restrict_;
}

std::string localizeStorage(const std::string &body, std::string &decls,
                            const std::vector<std::string> &noRestrict) {
  static const std::regex elem(R"(\b([A-Za-z_][A-Za-z0-9_]*)\[__i\])");
  std::set<std::string> names;
  for (auto it = std::sregex_iterator(body.begin(), body.end(), elem); it != std::sregex_iterator(); ++it)
    names.insert((*it)[1].str());
  bool restrict_ = restrictSafe(body, names, noRestrict);
  for (auto &n : names)
    decls += "__typeof__(*" + n + ") *" + (restrict_ ? "__restrict " : "") + "const __l_" + n + " = " + n + "; ";
  std::string out = std::regex_replace(body, elem, "__l_$1[__i]");
  // pcoord(A) with a constant axis: a table of the rank's coordinates read
  // per position (cs_pcoords), not a division and a modulo per position.
  static const std::regex coord(R"(cs_coord\(__s, ([0-9]), __s->first \+ __i\))");
  std::set<std::string> axes;
  for (auto it = std::sregex_iterator(out.begin(), out.end(), coord); it != std::sregex_iterator(); ++it)
    axes.insert((*it)[1].str());
  for (auto &a : axes) decls += "const int *const __pc" + a + " = cs_pcoords(__s, " + a + "); ";
  return axes.empty() ? out : std::regex_replace(out, coord, "((long)__pc$1[__i])");
}

namespace {
// The body of the position loop: every item's step for position __i.
std::string step(const std::vector<FoldItem> &items, const std::vector<std::string> &acc,
                 const std::vector<std::string> &buf) {
  std::string s;
  for (size_t k = 0; k < items.size(); k++) {
    const FoldItem &it = items[k];
    std::string x = "((" + it.type + ")(" + it.value + "))";
    if (it.fpFold || it.fpLanes) {
      if (it.plain.empty()) s += buf[k] + "[__i - __c] = " + x + "; ";
    } else if (it.comb == "min" || it.comb == "max") {
      s += "{ " + it.type + " __v = " + x + "; " + acc[k] + " = __v " + (it.comb == "min" ? "<" : ">") + " " + acc[k] +
           " ? __v : " + acc[k] + "; } ";
    } else {
      s += acc[k] + " " + it.comb + " " + x + "; ";
    }
  }
  return s;
}
}  // namespace

std::string foldText(const std::vector<FoldItem> &items, int mask, int &tmpCounter) {
  std::vector<std::string> acc(items.size()), buf(items.size());
  std::string init, feedNoMask, feedMask, ends, results;
  std::vector<std::string> exact;  // "&acc, TYPE, OP);" of the exact folds
  bool anyFp = false;
  std::string firstFold;
  for (size_t k = 0; k < items.size(); k++) {
    const FoldItem &it = items[k];
    std::string id = std::to_string(tmpCounter++);
    if (it.fpFold) {
      anyFp = true;
      acc[k] = "__cs_ff" + id;
      init += "cs_fpfold *" + acc[k] + " = cs_fpfold_begin(__s, " + it.csType + ", " + it.csOp + "); ";
      std::string src;
      if (it.plain.empty()) {
        buf[k] = "__cs_fb" + id;
        init += it.type + " " + buf[k] + "[CS_FOLD_CHUNK]; ";
        src = buf[k];
      } else {
        src = it.plain + " + __c";
      }
      feedNoMask += "cs_fpfold_feed(" + acc[k] + ", " + src + ", 0, __c, __e - __c); ";
      feedMask += "cs_fpfold_feed(" + acc[k] + ", " + src + ", __m + __c, __c, __e - __c); ";
      ends += "cs_fpfold_end(" + acc[k] + ", &" + it.result + "); ";
      if (firstFold.empty()) firstFold = acc[k];
    } else {
      acc[k] = "__cs_acc" + id;
      init += it.type + " " + acc[k] + " = " + it.ident + "; ";
      if (it.fpLanes) {
        anyFp = true;
        std::string src = it.plain + " + __c";
        if (it.plain.empty()) {
          buf[k] = "__cs_fb" + id;
          init += it.type + " " + buf[k] + "[CS_FOLD_CHUNK]; ";
          src = buf[k];
        }
        std::string tail = ", __e - __c, " + it.csType + ", " + it.csOp + "); ";
        feedNoMask += "cs_fold_chunk(&" + acc[k] + ", " + src + ", 0" + tail;
        feedMask += "cs_fold_chunk(&" + acc[k] + ", " + src + ", __m + __c" + tail;
      }
      exact.push_back("&" + acc[k] + ", " + it.csType + ", " + it.csOp + ");");
      results += it.result + " = " + acc[k] + "; ";
    }
  }
  // Exact partials ride along with the first floating fold's exchange (one
  // collective for the group); without one, each gets a cs_allreduce.
  std::string combine;
  for (auto &e : exact)
    combine += (firstFold.empty() ? "cs_allreduce(" : "cs_fpfold_also(" + firstFold + ", ") + e + " ";
  ends = combine + ends + results;
  std::string decls;
  std::string body = localizeStorage(step(items, acc, buf), decls, {});
  std::string s = "{ cs_shape_t __s = cs_current(); const long __n = __s->nlocal; " + decls + init;
  if (mask != 0) s += "const unsigned char *__m = cs_mask(); ";
  // Without floating + or *, there is nothing to feed per chunk: one plain loop.
  auto pass = [&](bool masked) {
    std::string b = masked ? "if (__m[__i]) { " + body + "} " : body;
    if (!anyFp) return "for (long __i = 0; __i < __n; __i++) { " + b + "} ";
    return "for (long __c = 0; __c < __n; __c += CS_FOLD_CHUNK) { const long __e = __n - __c < CS_FOLD_CHUNK ? __n : __c + "
           "CS_FOLD_CHUNK; for (long __i = __c; __i < __e; __i++) { " +
           b + "} " + (masked ? feedMask : feedNoMask) + "} ";
  };
  if (mask == 0) s += pass(false);
  else if (mask == 1) s += pass(true);
  else s += "if (__m) { " + pass(true) + "} else { " + pass(false) + "} ";
  return s + ends + "}";
}

}  // namespace cstar
