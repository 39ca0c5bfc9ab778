// Parse: the ANTLR4 stage.  Parses a raw .cs file and rewrites only the C* forms
// into "marker C" (plain C that Clang accepts and that carries the C* meaning in
// calls to marker functions and annotate attributes; see stdlib/include/cstar/markers.h).
// Every line stays on its original line, so Clang's line numbers are the .cs
// line numbers; columns move on rewritten lines and OffsetMap maps them back.
#ifndef CSTAR_PARSE_PARSE_H
#define CSTAR_PARSE_PARSE_H

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace cstar {

// Maps byte offsets of the marker text back to byte offsets of the original text.
class OffsetMap {
 public:
  struct Piece { size_t origBegin, origEnd, newBegin, newEnd; };
  void add(const Piece &p) { pieces_.push_back(p); }
  // A position inside rewritten text maps to the start of the original form.
  size_t toOriginal(size_t markerOffset) const;
  // The text this map's input came from was itself rewritten (macro expansion):
  // toOriginal then maps through `earlier` too.
  void setEarlier(const std::vector<Piece> &earlier) { earlier_ = earlier; }
  const std::vector<Piece> &pieces() const { return pieces_; }
 private:
  static size_t through(const std::vector<Piece> &v, size_t off);
  std::vector<Piece> pieces_;  // sorted by newBegin
  std::vector<Piece> earlier_;
};

struct ParseResult {
  bool ok = false;
  std::string original;    // the .cs text as read
  std::string markerC;     // the desugared text
  std::string parseTree;   // LISP-style tree, for --emit=parse
  OffsetMap map;
  // Identifiers the file declares at file scope.  C lets a program name a
  // variable `log` or `index` when it does not include the header that
  // declares the library function; Clang 16 (unlike gcc) then says
  // "redefinition as different kind of symbol", so the driver passes
  // -fno-builtin-NAME for each of these.
  std::vector<std::string> fileScopeNames;
};

// The file and line that physical line `line` (1-based) of `text` stands for,
// after the `#line N "file"` / `# N "file"` directives above it (the driver
// inlines the program's own headers between such lines); `file` otherwise.
void presumedLine(const std::string &text, size_t line, const std::string &file, std::string &outFile,
                  size_t &outLine);

// Parses `text` (named `fileName` in diagnostics).  Syntax errors are printed to
// stderr as `file:line:col: error: ...` with a caret line; ok=false then.
// `skipped`: byte ranges of `text` that conditional compilation skips (sorted;
// the parser sees them blank, the marker C keeps them as written).
// `systemMacros`: when the text parses neither as written nor with every
// macro of the file expanded, a last try expands also the macros it returns
// (directive lines, "define NAME body"): those of the <...> headers.
// `commandLine`: the -D/-U macros as such lines, read before the file (a
// `-D'FORALL=with (S)'` is expanded like the file's own macros).
ParseResult parseCStar(const std::string &fileName, const std::string &text,
                       bool wantTree, const std::vector<std::pair<size_t, size_t>> &skipped = {},
                       const std::function<std::string()> &systemMacros = {},
                       const std::string &commandLine = std::string());

}  // namespace cstar
#endif
