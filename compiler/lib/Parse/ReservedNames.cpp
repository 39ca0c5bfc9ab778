// ReservedNames.cpp — see ReservedNames.h.
#include "Parse/ReservedNames.h"

#include <cctype>

namespace cstar {

namespace {

bool identChar(char c) { return std::isalnum((unsigned char)c) || c == '_' || c == '$'; }

// Skips a quoted literal starting at text[i] (the opening quote); returns the
// index just past it (or the end of the line for an unterminated one).
size_t skipQuoted(const std::string &t, size_t i) {
  char q = t[i++];
  while (i < t.size() && t[i] != q && t[i] != '\n') i += t[i] == '\\' ? 2 : 1;
  return i < t.size() && t[i] == q ? i + 1 : i;
}

}  // namespace

std::string renameReservedIdentifiers(const std::string &text) {
  std::string out = text;
  size_t i = 0, n = text.size();
  bool includeLine = false;  // inside `#include <...>`: a path, not code
  while (i < n) {
    char c = text[i];
    if (c == '\n') {
      includeLine = false;
      i++;
    } else if (c == '/' && i + 1 < n && text[i + 1] == '/') {
      while (i < n && text[i] != '\n') i++;
    } else if (c == '/' && i + 1 < n && text[i + 1] == '*') {
      size_t e = text.find("*/", i + 2);
      i = e == std::string::npos ? n : e + 2;
    } else if (c == '"' || c == '\'') {
      i = skipQuoted(text, i);
    } else if (c == '#') {
      size_t j = i + 1;
      while (j < n && (text[j] == ' ' || text[j] == '\t')) j++;
      if (text.compare(j, 7, "include") == 0) includeLine = true;
      i = j;
    } else if (identChar(c)) {
      size_t b = i;
      while (i < n && identChar(text[i])) i++;
      if (!includeLine && !std::isdigit((unsigned char)text[b]) && i - b > 3 &&
          text.compare(b, 3, "cs_") == 0)
        out[b + 1] = 'S';
    } else {
      i++;
    }
  }
  return out;
}

}  // namespace cstar
