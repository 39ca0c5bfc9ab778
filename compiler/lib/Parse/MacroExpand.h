// MacroExpand.h — expansion of the .cs file's own macros whose bodies hold C* forms.
#pragma once
#include <string>

#include "Parse/Parse.h"

namespace cstar {

// The parser sees the raw .cs text (preprocessor lines are hidden and #includes
// are left to Clang), so a macro whose replacement list contains C* syntax
// (`#define SUM(x) (+= (x))`, `#define FORALL(s) with (s)`, `#define N_(x) [.-1]x`)
// would reach Clang unrewritten.  Before parsing, every invocation of such a
// macro defined in this file (by `#define` lines, in order; `#undef` respected;
// transitively: a macro whose body uses one is expanded too) is replaced by its
// expansion, like the C preprocessor would (arguments macro-expanded first, the
// macro itself not expanded again inside its own expansion).  Expansions never add
// or remove newlines; `map` sends offsets in the expanded text back to the
// invocation in the input (a diagnostic inside an expansion points at the
// invocation).  Macros defined in the program's own headers (`#include "defs.h"`,
// next to the including file) are expanded the same way.  `#p` and `##` work as in C.  Conditional compilation (`#if`) is not
// interpreted here: the last `#define` of a name before its use wins.
struct MacroExpansion {
  std::string text;
  OffsetMap map;
  bool changed = false;
};
// `dir`: the .cs file's directory; the macros of the headers it includes with
// `#include "name"` (found there, recursively) are read too ("" = none).
// `all`: expand every macro the file (and its own headers) defines, not only
// those above — the parser's second try when the first fails (a macro whose
// use only parses once expanded: the X-macro `#define LIST X(a) X(b)`, a body
// that ends an expression, ...).  A file including <iso646.h> always has
// `and`, `or`, `not`, ... expanded.
// `predefined`: directive lines ("define NAME body", "undef NAME") read before
// the text, as if at its top (the <...> headers' macros, Parse.cpp's last try).
MacroExpansion expandCStarMacros(const std::string &text, const std::string &dir, bool all = false,
                                 const std::string &predefined = std::string());

}  // namespace cstar
