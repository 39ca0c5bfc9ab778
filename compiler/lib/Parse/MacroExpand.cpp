// MacroExpand.cpp — see MacroExpand.h.
#include "Parse/MacroExpand.h"
#include "Parse/ReservedNames.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <functional>
#include <sstream>
#include <map>
#include <regex>
#include <set>
#include <vector>

namespace cstar {

namespace {

bool identStart(char c) { return std::isalpha((unsigned char)c) || c == '_' || c == '$'; }
bool identChar(char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '$'; }

struct Macro {
  bool function = false;
  bool variadic = false;
  std::vector<std::string> params;
  std::string body;       // comments removed, continuations joined
};

// Skips a string or character literal starting at t[i]; returns the index past it.
size_t skipQuoted(const std::string &t, size_t i) {
  char q = t[i++];
  while (i < t.size() && t[i] != q && t[i] != '\n') i += t[i] == '\\' ? 2 : 1;
  return i < t.size() && t[i] == q ? i + 1 : std::min(i, t.size());
}

// Simple C tokens of a macro body (enough to spot C* syntax).
struct Tok {
  enum Kind { Ident, Number, String, Punct } kind;
  std::string s;
};

std::vector<Tok> tokenize(const std::string &b) {
  static const char *puncts[] = {"<?=", ">?=", "%%=", "<<=", ">>=", "...", "<?", ">?", "->", "++", "--", "<<", ">>",
                                 "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "%%", "&=",
                                 "|=", "^=", "##"};
  std::vector<Tok> v;
  size_t i = 0, n = b.size();
  while (i < n) {
    char c = b[i];
    if (std::isspace((unsigned char)c)) { i++; continue; }
    if (identStart(c)) {
      size_t s = i;
      while (i < n && identChar(b[i])) i++;
      v.push_back({Tok::Ident, b.substr(s, i - s)});
    } else if (std::isdigit((unsigned char)c) || (c == '.' && i + 1 < n && std::isdigit((unsigned char)b[i + 1]))) {
      size_t s = i;
      while (i < n && (identChar(b[i]) || b[i] == '.')) i++;
      v.push_back({Tok::Number, b.substr(s, i - s)});
    } else if (c == '"' || c == '\'') {
      size_t s = i;
      i = skipQuoted(b, i);
      v.push_back({Tok::String, b.substr(s, i - s)});
    } else {
      std::string p(1, c);
      for (const char *q : puncts) {
        size_t l = std::char_traits<char>::length(q);
        if (b.compare(i, l, q) == 0) { p = q; break; }
      }
      i += p.size();
      v.push_back({Tok::Punct, p});
    }
  }
  return v;
}

// Does the body hold C* syntax (or name a macro that does: `isCStar` decides
// that at the use, so the order of the #defines does not matter)?
bool hasCStar(const std::vector<Tok> &t, const std::function<bool(const std::string &)> &isCStar) {
  static const std::set<std::string> words = {"with", "where", "everywhere", "shape", "current", "elemental",
                                              "boolsizeof"};
  static const std::set<std::string> types = {"int", "char", "short", "long", "float", "double", "void",
                                              "signed", "unsigned", "bool", "_Bool"};
  static const std::set<std::string> compound = {"+=", "-=", "*=", "/=", "&=", "|=", "^=", "<?=", ">?="};
  bool question = false;
  for (auto &k : t) question |= k.kind == Tok::Punct && k.s == "?";
  for (size_t i = 0; i < t.size(); i++) {
    const Tok &k = t[i];
    const Tok *prev = i ? &t[i - 1] : nullptr;
    bool operand = prev && (prev->kind != Tok::Punct || prev->s == ")" || prev->s == "]");
    if (k.kind == Tok::Ident) {
      if (words.count(k.s)) return true;
      if (isCStar(k.s)) return true;
    } else if (k.kind == Tok::Punct) {
      if (k.s == "<?" || k.s == ">?" || k.s == "<?=" || k.s == ">?=" || k.s == "%%" || k.s == "%%=") return true;
      if (k.s == "[" && !operand) return true;  // a left index, not a subscript
      if (compound.count(k.s) && (!operand || (prev->kind == Tok::Ident && prev->s == "return")))
        return true;  // a unary reduction
      if (k.s == ":" && !question && prev && prev->kind == Tok::Ident && prev->s != "default" &&
          (types.count(prev->s) || i < 2 || (t[i - 2].kind == Tok::Ident && t[i - 2].s != "case") ||
           t[i - 2].s == "*" || t[i - 2].s == ","))
        return true;  // int:S, T x:S
    }
  }
  return false;
}

// Is the body (part of) a statement rather than an expression: a statement
// keyword, a `;` or a brace (`#define loop(i, n) for (i = 0; i < n; i++)`,
// `#define TWICE(s) { s; s; }`, `#define forever for (;;)`)?  Such a use is
// not followed by the `;` an expression statement needs (`loop(i, 8) x += i;`,
// `TWICE(y += x)`), so the C* parser, which runs before the preprocessor,
// must see its expansion, as for a body with C* syntax.
bool statementLike(const std::vector<Tok> &t) {
  static const std::set<std::string> kw = {"for", "while", "do", "if", "else", "switch", "return",
                                           "break", "continue", "goto", "case", "default"};
  for (auto &k : t) {
    if (k.kind == Tok::Ident && kw.count(k.s)) return true;
    if (k.kind == Tok::Punct && (k.s == ";" || k.s == "{" || k.s == "}")) return true;
  }
  return false;
}

// Does the body paste tokens (`#define CAT(a, b) a##b`, used as a declarator:
// `int CAT(val, 1) = 3;`, or `#define COUNTER(n) n##_count`)?  The pasted name
// only exists after the preprocessor has run, so the C* parser must see the
// expansion.  (Juxtaposed macro calls, the X-macro `#define LIST X(a) X(b)`,
// are left to the preprocessor: expanding LIST alone would leave `X(a) X(b)`.)
bool pastes(const std::vector<Tok> &t) {
  for (auto &k : t)
    if (k.kind == Tok::Punct && k.s == "##") return true;
  return false;
}

// Is the body only declaration specifiers (`#define Global`, `#define EXTERN
// extern`, `#define Real double`, `#define AXIS enum axnums`, `#define REG
// register`) or, for a function-like macro, nothing, its parameters, parentheses
// and such keywords (the prototype macros of 1990s code: `#define PROTO(x) x`,
// `#define ARGS(x) ()`, used as `int f PROTO((int));`)?
// The C* parser runs before the preprocessor and reads an unknown name as a
// typedef name, so `Global int x;` (two type names) or `REG int i;` did not
// parse: such uses are expanded, as the preprocessor would.  `declLike` says
// whether a name is such a macro (a body may name another: `#define EXPORT GLOBAL`).
bool declSpecifiers(const Macro &m, const std::vector<Tok> &t,
                    const std::function<bool(const std::string &)> &declLike) {
  static const std::set<std::string> kw = {
      "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool",
      "_Complex", "const", "volatile", "restrict", "__restrict", "__restrict__", "register", "static",
      "extern", "auto", "inline", "__inline", "__inline__", "typedef", "struct", "union", "enum"};
  if (m.function) {  // nothing, a parameter, `()` (K&R compilers: `#define ARGS(a) ()`), kw
    for (auto &k : t) {
      bool param = k.kind == Tok::Ident && std::find(m.params.begin(), m.params.end(), k.s) != m.params.end();
      bool paren = k.kind == Tok::Punct && (k.s == "(" || k.s == ")");
      if (!param && !paren && !(k.kind == Tok::Ident && kw.count(k.s))) return false;
    }
    return true;
  }
  for (size_t i = 0; i < t.size(); i++) {
    if (t[i].kind != Tok::Ident) return false;
    bool tag = i > 0 && (t[i - 1].s == "struct" || t[i - 1].s == "union" || t[i - 1].s == "enum");
    if (!kw.count(t[i].s) && !tag && !declLike(t[i].s)) return false;
  }
  return true;
}

std::string stripComments(const std::string &s) {
  std::string o;
  size_t i = 0, n = s.size();
  while (i < n) {
    if (s[i] == '"' || s[i] == '\'') {
      size_t e = skipQuoted(s, i);
      o.append(s, i, e - i);
      i = e;
    } else if (s.compare(i, 2, "/*") == 0) {
      size_t e = s.find("*/", i + 2);
      i = e == std::string::npos ? n : e + 2;
      o += ' ';
    } else if (s.compare(i, 2, "//") == 0) {
      break;
    } else {
      o += s[i++];
    }
  }
  return o;
}

class Expander {
 public:
  std::map<std::string, Macro> macros;
  std::map<std::string, bool> memo;  // isCStar per name, for the current definitions
  std::set<std::string> visiting;
  bool all = false;                  // expand every macro (the parser's second try)
  std::set<std::string> forced;      // always expanded: <iso646.h>'s words


  // A macro is expanded by us when its body holds C* syntax or names such a macro,
  // is (part of) a statement, or is only declaration specifiers (declSpecifiers).
  bool isCStar(const std::string &name) {
    auto it = macros.find(name);
    if (it == macros.end()) return false;
    if (all || forced.count(name)) return true;
    auto m = memo.find(name);
    if (m != memo.end()) return m->second;
    if (!visiting.insert(name).second) return false;  // a cycle: not by itself
    std::vector<Tok> body = tokenize(it->second.body);
    bool r = statementLike(body) || pastes(body) || hasCStar(body, [this](const std::string &n) { return isCStar(n); }) ||
             declSpecifiers(it->second, body, [this](const std::string &n) {
               auto d = macros.find(n);
               return d != macros.end() && !d->second.function && isCStar(n);
             });
    visiting.erase(name);
    memo[name] = r;
    return r;
  }

  // Does the body stringize a parameter (`#p`, not `##`)?
  static bool stringizes(const Macro &m) {
    std::vector<Tok> t = tokenize(m.body);
    for (size_t i = 0; i + 1 < t.size(); i++)
      if (t[i].kind == Tok::Punct && t[i].s == "#" && t[i + 1].kind == Tok::Ident &&
          (std::find(m.params.begin(), m.params.end(), t[i + 1].s) != m.params.end() ||
           (m.variadic && t[i + 1].s == "__VA_ARGS__")))
        return true;
    return false;
  }

  // Parses a directive line's text (after '#', continuations joined).
  void directive(const std::string &line, const std::string &dir, int depth = 0) {
    size_t i = 0, n = line.size();
    auto ws = [&] { while (i < n && (line[i] == ' ' || line[i] == '\t')) i++; };
    ws();
    size_t s = i;
    while (i < n && identChar(line[i])) i++;
    std::string d = line.substr(s, i - s);
    if (d == "include" && !dir.empty() && depth < 8) {
      // The program's own header (`#include "defs.h"`): its macros count too.
      ws();
      size_t e = i < n && line[i] == '"' ? line.find('"', i + 1) : std::string::npos;
      if (e != std::string::npos) header(dir + "/" + line.substr(i + 1, e - i - 1), depth + 1);
      return;
    }
    if (d != "define" && d != "undef") return;
    ws();
    s = i;
    while (i < n && identChar(line[i])) i++;
    std::string name = line.substr(s, i - s);
    if (name.empty()) return;
    if (d == "undef") { macros.erase(name); memo.clear(); return; }
    Macro m;
    if (i < n && line[i] == '(') {
      m.function = true;
      i++;
      for (;;) {
        ws();
        if (i >= n) return;
        if (line[i] == ')') { i++; break; }
        if (line.compare(i, 3, "...") == 0) { m.variadic = true; i += 3; continue; }
        s = i;
        while (i < n && identChar(line[i])) i++;
        if (i == s) { if (line[i] == ',') { i++; continue; } return; }
        m.params.push_back(line.substr(s, i - s));
        ws();
        if (i < n && line[i] == ',') i++;
      }
    }
    m.body = stripComments(line.substr(i));
    macros[name] = m;
    memo.clear();
  }

  // Reads the #define/#undef/#include lines of a header (nothing else of it).
  void header(const std::string &path, int depth) {
    std::ifstream in(path);
    if (!in) return;
    std::stringstream ss;
    ss << in.rdbuf();
    std::string t = renameReservedIdentifiers(ss.str()), line;
    std::string dir = path.substr(0, path.find_last_of('/'));
    size_t i = 0;
    while (i < t.size()) {
      size_t e = t.find('\n', i);
      if (e == std::string::npos) e = t.size();
      line.append(t, i, e - i);
      i = e + 1;
      if (!line.empty() && line.back() == '\r') line.pop_back();  // CR LF line ends
      if (!line.empty() && line.back() == '\\') { line.back() = ' '; continue; }
      size_t f = line.find_first_not_of(" \t");
      if (f != std::string::npos && line[f] == '#') directive(stripComments(line.substr(f + 1)), dir, depth);
      line.clear();
    }
  }

  // Expands every C* macro invocation in `s` (no directives inside).  `off` is
  // set to the end of the consumed input when `stopAt` is given (argument scan).
  std::string expand(const std::string &s, std::set<std::string> &disabled) {
    std::string o;
    size_t i = 0, n = s.size();
    while (i < n) {
      char c = s[i];
      if (c == '"' || c == '\'') {
        size_t e = skipQuoted(s, i);
        o.append(s, i, e - i);
        i = e;
      } else if (identStart(c)) {
        size_t b = i;
        while (i < n && identChar(s[i])) i++;
        std::string id = s.substr(b, i - b);
        size_t end = i;
        std::string rep;
        if (invocation(s, b, id, disabled, end, rep)) {
          o += rep;
          i = end;
        } else {
          o += id;
        }
      } else if (std::isdigit((unsigned char)c)) {
        size_t b = i;
        while (i < n && (identChar(s[i]) || s[i] == '.')) i++;
        o.append(s, b, i - b);
      } else {
        o += c;
        i++;
      }
    }
    return o;
  }

  // If s[b..] is an invocation of an active C* macro `id` (identifier ends at
  // `end`), sets rep to its full expansion and end past the invocation.
  bool invocation(const std::string &s, size_t b, const std::string &id, std::set<std::string> &disabled,
                  size_t &end, std::string &rep) {
    (void)b;
    auto it = macros.find(id);
    if (it == macros.end() || disabled.count(id)) return false;
    const Macro &m = it->second;
    // A macro that stringizes a parameter (`#define SHOW(e) printf(#e " = %d\n", (e))`)
    // is ours too when an argument holds C* (`SHOW(+= a)`, `SHOW(SUM(a))`): left
    // to the preprocessor, `#e` would spell the argument as the marker C this
    // parser made of it instead of as written.
    bool viaArgs = !isCStar(id);
    if (viaArgs && !(m.function && stringizes(m))) return false;
    std::map<std::string, std::string> args, raw;  // expanded and as written (trimmed)
    auto trim = [](std::string a) {
      size_t f = a.find_first_not_of(" \t"), l = a.find_last_not_of(" \t");
      return f == std::string::npos ? std::string() : a.substr(f, l - f + 1);
    };
    size_t i = end, n = s.size();
    if (m.function) {
      size_t j = i;
      while (j < n && std::isspace((unsigned char)s[j])) j++;
      if (j >= n || s[j] != '(') return false;  // the name alone: not an invocation
      j++;
      std::vector<std::string> list(1);
      int depth = 0;
      while (j < n) {
        char c = s[j];
        if (c == '"' || c == '\'') {
          size_t e = skipQuoted(s, j);
          list.back().append(s, j, e - j);
          j = e;
          continue;
        }
        if (s.compare(j, 2, "/*") == 0) {
          size_t e = s.find("*/", j + 2);
          j = e == std::string::npos ? n : e + 2;
          list.back() += ' ';
          continue;
        }
        if (s.compare(j, 2, "//") == 0) {
          while (j < n && s[j] != '\n') j++;
          continue;
        }
        if (c == '(' || c == '[' || c == '{') depth++;
        if (c == ')' || c == ']' || c == '}') {
          if (depth == 0) break;
          depth--;
        }
        if (c == ',' && depth == 0 && !(m.variadic && list.size() > m.params.size())) {
          list.emplace_back();
          j++;
          continue;
        }
        list.back() += c == '\n' ? ' ' : c;
        j++;
      }
      if (j >= n) return false;  // unterminated: leave it to the compiler
      if (viaArgs && std::none_of(list.begin(), list.end(), [this](const std::string &a) {
            return hasCStar(tokenize(a), [this](const std::string &n) { return isCStar(n); });
          }))
        return false;
      i = j + 1;
      if (m.params.empty() && !m.variadic && list.size() == 1) list.clear();
      for (size_t k = 0; k < m.params.size(); k++) {
        std::string a = k < list.size() ? list[k] : "";
        args[m.params[k]] = " " + expand(a, disabled) + " ";
        raw[m.params[k]] = trim(a);
      }
      if (m.variadic) {
        std::string va;
        for (size_t k = m.params.size(); k < list.size(); k++) va += (k > m.params.size() ? "," : "") + list[k];
        args["__VA_ARGS__"] = " " + expand(va, disabled) + " ";
        raw["__VA_ARGS__"] = trim(va);
      }
    }
    // Substitute the parameters (`#p` stringizes, `##` pastes the unexpanded
    // neighbours), then rescan with this macro disabled.
    std::string sub;
    const std::string &body = m.body;
    size_t k = 0, bn = body.size();
    bool paste = false;  // the previous token was `##`
    auto nextIsPaste = [&](size_t q) {
      while (q < bn && std::isspace((unsigned char)body[q])) q++;
      return body.compare(q, 2, "##") == 0;
    };
    while (k < bn) {
      char c = body[k];
      if (c == '"' || c == '\'') {
        size_t e = skipQuoted(body, k);
        sub.append(body, k, e - k);
        k = e;
      } else if (body.compare(k, 2, "##") == 0) {
        while (!sub.empty() && std::isspace((unsigned char)sub.back())) sub.pop_back();
        k += 2;
        while (k < bn && std::isspace((unsigned char)body[k])) k++;
        paste = true;
        continue;
      } else if (c == '#' && m.function) {
        size_t q = k + 1;
        while (q < bn && std::isspace((unsigned char)body[q])) q++;
        size_t e = q;
        while (e < bn && identChar(body[e])) e++;
        auto a = raw.find(body.substr(q, e - q));
        if (a == raw.end()) { sub += c; k++; continue; }
        // As C spells it: each run of white space one space, and `"`, `\`
        // escaped (only string and character literals can hold them).
        std::string str = "\"";
        const std::string &arg = a->second;
        bool space = false;
        for (size_t p = 0; p < arg.size();) {
          if (std::isspace((unsigned char)arg[p])) { space = true; p++; continue; }
          if (space) str += ' ';
          space = false;
          size_t pe = arg[p] == '"' || arg[p] == '\'' ? skipQuoted(arg, p) : p + 1;
          for (; p < pe; p++) {
            if (arg[p] == '"' || arg[p] == '\\') str += '\\';
            str += arg[p];
          }
        }
        sub += str + "\"";
        k = e;
      } else if (identStart(c)) {
        size_t q = k;
        while (k < bn && identChar(body[k])) k++;
        std::string w = body.substr(q, k - q);
        auto a = args.find(w);
        if (a == args.end()) sub += w;
        else if (paste || nextIsPaste(k)) sub += raw[w];
        else sub += a->second;
      } else if (std::isdigit((unsigned char)c)) {
        size_t q = k;
        while (k < bn && (identChar(body[k]) || body[k] == '.')) k++;
        sub.append(body, q, k - q);
      } else {
        sub += c;
        k++;
      }
      paste = false;
    }
    disabled.insert(id);
    rep = " " + expand(sub, disabled) + " ";
    disabled.erase(id);
    end = i;
    return true;
  }
};

}  // namespace

MacroExpansion expandCStarMacros(const std::string &text, const std::string &dir, bool all,
                                 const std::string &predefined) {
  MacroExpansion r;
  Expander x;
  x.all = all;
  for (size_t b = 0; b < predefined.size();) {
    size_t e = predefined.find('\n', b);
    if (e == std::string::npos) e = predefined.size();
    x.directive(predefined.substr(b, e - b), "");
    b = e + 1;
  }
  // <iso646.h>'s alternative spellings (`and`, `not_eq`, ...) are macros the
  // C* parser, which runs before the preprocessor, cannot read as operators:
  // in a file that includes the header they are expanded first.
  static const std::regex iso646("#[ \t]*include[ \t]*<iso646\\.h>");
  if (std::regex_search(text, iso646)) {
    static const char *words[][2] = {{"and", "&&"},     {"and_eq", "&="}, {"bitand", "&"}, {"bitor", "|"},
                                     {"compl", "~"},    {"not", "!"},     {"not_eq", "!="}, {"or", "||"},
                                     {"or_eq", "|="},   {"xor", "^"},     {"xor_eq", "^="}};
    for (auto &w : words) {
      Macro m;
      m.body = w[1];
      x.macros[w[0]] = m;
      x.forced.insert(w[0]);
    }
  }
  size_t i = 0, n = text.size();
  bool lineStart = true;
  std::string &out = r.text;
  out.reserve(text.size());
  while (i < n) {
    char c = text[i];
    if (c == '\n') {
      lineStart = true;
      out += c;
      i++;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      out += c;
      i++;
    } else if (c == '#' && lineStart) {
      // A directive: copied as is (continuations included); #define/#undef noted.
      size_t b = i;
      std::string joined;
      while (i < n && text[i] != '\n') {
        if (text[i] == '\\' && i + 1 < n && text[i + 1] == '\n') { i += 2; joined += ' '; continue; }
        // (a DOS-era file's lines end in CR LF: `\` CR LF continues the line too)
        if (text.compare(i, 3, "\\\r\n") == 0) { i += 3; joined += ' '; continue; }
        if (text.compare(i, 2, "/*") == 0) {
          size_t e = text.find("*/", i + 2);
          size_t stop = e == std::string::npos ? n : e + 2;
          joined.append(text, i, stop - i);
          i = stop;
          continue;
        }
        joined += text[i++];
      }
      out.append(text, b, i - b);
      x.directive(joined.substr(1), dir);
      lineStart = false;
    } else if (c == '/' && i + 1 < n && text[i + 1] == '/') {
      size_t b = i;
      while (i < n && text[i] != '\n') i++;
      out.append(text, b, i - b);
    } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {
      size_t e = text.find("*/", i + 2);
      size_t stop = e == std::string::npos ? n : e + 2;
      out.append(text, i, stop - i);
      i = stop;
    } else if (c == '"' || c == '\'') {
      size_t e = skipQuoted(text, i);
      out.append(text, i, e - i);
      i = e;
      lineStart = false;
    } else if (identStart(c)) {
      size_t b = i;
      while (i < n && identChar(text[i])) i++;
      std::string id = text.substr(b, i - b);
      size_t end = i;
      std::string rep;
      std::set<std::string> disabled;
      if (x.invocation(text, b, id, disabled, end, rep)) {
        // Keep every line on its line: the invocation's newlines follow the expansion.
        for (size_t k = b; k < end; k++)
          if (text[k] == '\n') rep += '\n';
        r.map.add({b, end, out.size(), out.size() + rep.size()});
        out += rep;
        i = end;
        r.changed = true;
      } else {
        out += id;
      }
      lineStart = false;
    } else if (std::isdigit((unsigned char)c)) {
      size_t b = i;
      while (i < n && (identChar(text[i]) || text[i] == '.')) i++;
      out.append(text, b, i - b);
      lineStart = false;
    } else {
      out += c;
      i++;
      lineStart = false;
    }
  }
  return r;
}

}  // namespace cstar
