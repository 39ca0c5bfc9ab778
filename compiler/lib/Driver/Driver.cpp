// Driver.cpp — the `cstar` command: Parse -> Sema -> Lower for each .cs input,
// then mpicc on the generated C (and any .c/.o inputs), linking libcstar.
// Headers and the runtime are found relative to the executable:
// <prefix>/bin/cstar, <prefix>/include, <prefix>/include/cstar-stdlib,
// <prefix>/lib/libcstar.a (the build tree mirrors an install prefix).
#include "Driver/Driver.h"

#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "Driver/Frontend.h"
#include "Parse/Parse.h"

namespace cstar {
namespace {

struct Opts {
  std::vector<std::string> inputs;
  std::string output;
  std::vector<std::string> includeDirs, defines, extraLink;
  std::string opt = "-O2";
  bool debug = false, compileOnly = false, verbose = false, keepTemps = false, noWarnings = false;
  bool preprocessOnly = false, assembly = false;  // -E, -S
  std::vector<std::string> codegen;  // -f... / -m... for the C compiler
  std::string emit;  // "", parse, c, spmd
  std::vector<std::string> cxInputs;  // inputs given after `-x cstar` (C* whatever their name)
  std::vector<std::string> ccInputs;  // inputs given after `-x c` (C whatever their name)
  std::vector<std::string> both;      // -pthread, -pg, ...: compile and link
  // -MD/-MMD (make dependencies), -MF FILE, -MT/-MQ TARGET, -MP
  bool deps = false, depPhony = false;
  std::string depFile;
  std::vector<std::string> depTargets, depPassC;  // depPassC: as given, for .c inputs
};

// Every header inlineOwnHeaders read for the .cs file being translated: the
// dependencies -MD/-MMD list for it.
std::vector<std::string> gOwnHeaders;

bool endsWith(const std::string &s, const std::string &x) {
  return s.size() >= x.size() && s.compare(s.size() - x.size(), x.size(), x) == 0;
}
std::string dirName(const std::string &p) {
  size_t k = p.rfind('/');
  return k == std::string::npos ? "." : (k == 0 ? "/" : p.substr(0, k));
}
std::string baseName(const std::string &p) {
  size_t k = p.rfind('/');
  return k == std::string::npos ? p : p.substr(k + 1);
}
bool exists(const std::string &p) {
  struct stat st;
  return stat(p.c_str(), &st) == 0;
}

std::string shellQuote(const std::string &s) {
  if (!s.empty() && s.find_first_of(" \t\n'\"\\$`*?[]{}()<>|&;!#~") == std::string::npos) return s;
  std::string r = "'";
  for (char c : s) r += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return r + "'";
}

int runCommand(const std::vector<std::string> &cmd, bool verbose) {
  if (verbose) {
    for (size_t i = 0; i < cmd.size(); i++) std::cerr << (i ? " " : "") << shellQuote(cmd[i]);
    std::cerr << "\n";
  }
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    std::vector<char *> argv;
    for (auto &s : cmd) argv.push_back(const_cast<char *>(s.c_str()));
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    std::cerr << "cstar: error: cannot run " << cmd[0] << ": " << strerror(errno) << "\n";
    _exit(127);
  }
  int st = 0;
  while (waitpid(pid, &st, 0) < 0 && errno == EINTR) {}
  return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}

void usage(std::ostream &o) {
  o << "usage: cstar [options] file.cs... [file.c|file.o...]\n"
       "Compiles C* programs into SPMD C over libcstar, then with mpicc.\n"
       "Run the result with mpiexec -n N ./prog.\n\n"
       "  -o FILE        output file (default a.out; with -c, file.o)\n"
       "  -c             compile only: one .o per input (-S: one .s, assembly)\n"
       "  -E             preprocess only: the C* source after the C preprocessor, to stdout or -o\n"
       "  -I DIR         add DIR to the include path (C* and C)\n"
       "  -D NAME[=VAL]  define a macro (also seen by the C* front end); -U NAME undefines\n"
       "  -O0|-O1|-O2|-O3|-Os  optimization level for mpicc (default -O2)\n"
       "  -g, -g3, -ggdb debug information; with -O0, gdb stops on .cs lines\n"
       "  -l LIB, -L DIR, -Wl,OPT  passed to the link\n"
       "  -w             no warnings; -W..., -std=..., -pedantic are accepted and ignored\n"
       "  -f..., -m...   code generation options passed to mpicc (e.g. -march=native, -fPIC)\n"
       "  -pthread, -pg, -static, -s, -rdynamic  passed to mpicc\n"
       "  -x cstar|c|none  the language of the inputs that follow (default: .cs is C*, the rest C)\n"
       "  -MD, -MMD, -MF FILE, -MT/-MQ TARGET, -MP  write make dependencies (FILE.d)\n"
       "  -v             print every command run\n"
       "  --emit=parse   print the ANTLR parse tree\n"
       "  --emit=c       print the marker C (the Clang-ready desugaring)\n"
       "  --emit=spmd    print the generated SPMD C\n"
       "  --keep-temps   keep the temporary directory with the generated C\n"
       "  --help, --version\n";
}

// Does a line of `text` start with #if, #ifdef, #ifndef or #elif?
bool hasConditional(const std::string &text) {
  for (size_t i = 0; i < text.size();) {
    size_t e = text.find('\n', i);
    if (e == std::string::npos) e = text.size();
    size_t k = text.find_first_not_of(" \t", i);
    if (k < e && text[k] == '#') {
      k = text.find_first_not_of(" \t", k + 1);
      if (k < e && (text.compare(k, 2, "if") == 0 || text.compare(k, 4, "elif") == 0)) return true;
    }
    i = e + 1;
  }
  return false;
}

// ISO C's trigraphs (`??=` for `#`, `??(` `??)` for brackets, `??<` `??>` for
// braces, `??/` `??'` `??!` `??-` for `\ ^ | ~`), replaced as the first step of
// translation when the program asks for ISO C (`-trigraphs`, `-ansi`,
// `-std=c89` ... `-std=c2x`), as gcc does; gnu modes (the default) leave them.
// The C* parser reads the file before the preprocessor, so the driver replaces
// them in the .cs file and its own headers (the generated C has none left).
bool gTrigraphs = false;
void replaceTrigraphs(std::string &t) {
  static const char from[] = "=()/'<>!-", to[] = "#[]\\^{}|~";
  std::string out;
  out.reserve(t.size());
  for (size_t i = 0; i < t.size(); i++) {
    const char *k = i + 2 < t.size() && t[i] == '?' && t[i + 1] == '?' ? strchr(from, t[i + 2]) : nullptr;
    if (k && *k) {
      out += to[k - from];
      i += 2;
    } else {
      out += t[i];
    }
  }
  t.swap(out);
}

// Reads the whole file; on failure returns false with `why` saying the cause
// (the system's reason, or that the path is a directory), so every "cannot
// read" message names it.
bool readFile(const std::string &p, std::string &out, std::string *why) {
  struct stat st;
  if (stat(p.c_str(), &st) != 0) {
    if (why) *why = std::strerror(errno);
    return false;
  }
  if (S_ISDIR(st.st_mode)) {
    if (why) *why = "it is a directory";
    return false;
  }
  std::ifstream f(p, std::ios::binary);
  if (!f) {
    if (why) *why = std::strerror(errno ? errno : EACCES);
    return false;
  }
  std::stringstream ss;
  ss << f.rdbuf();
  if (f.bad()) {
    if (why) *why = "read error";
    return false;
  }
  out = ss.str();
  if (gTrigraphs) replaceTrigraphs(out);
  return true;
}

// The program's own headers go through the C* front end with the .cs file:
// each `#include "name"` that resolves next to the including file or in a -I
// directory is replaced by the header's text between `#line 1 "path"` and
// `#line N "includer"` (recursively), so C* declarations in headers are
// translated and diagnostics name the header and its line (docs/language.md
// §7c).  <...> includes and names that do not resolve stay for Clang/mpicc.
bool inlineOwnHeaders(const std::string &file, const std::string &text, const std::vector<std::string> &dirs,
                      std::set<std::string> &onceDone, int depth, std::string &out) {
  auto quoteName = [](const std::string &n) {
    std::string q = "\"";
    for (char c : n) q += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    return q + "\"";
  };
  size_t pos = 0, lineNo = 0;
  bool inComment = false, ok = true;
  while (pos < text.size()) {
    size_t e = text.find('\n', pos);
    size_t end = e == std::string::npos ? text.size() : e;
    std::string line = text.substr(pos, end - pos);
    lineNo++;
    std::string name;
    size_t i = 0;
    if (!inComment) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) i++;
      if (i < line.size() && line[i] == '#') {
        i++;
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) i++;
        if (line.compare(i, 7, "include") == 0) {
          i += 7;
          while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) i++;
          size_t q = i < line.size() && line[i] == '"' ? line.find('"', i + 1) : std::string::npos;
          if (q != std::string::npos) name = line.substr(i + 1, q - i - 1);
        }
      }
    }
    // Block comments spanning lines (an #include inside one is not a directive).
    for (size_t k = 0; k + 1 < line.size(); k++) {
      if (!inComment && line[k] == '/' && line[k + 1] == '/') break;
      if (!inComment && line[k] == '/' && line[k + 1] == '*') { inComment = true; k++; }
      else if (inComment && line[k] == '*' && line[k + 1] == '/') { inComment = false; k++; }
    }
    std::string found;
    if (!name.empty()) {
      std::vector<std::string> cands;
      if (name[0] == '/') cands.push_back(name);
      else {
        std::string d = dirName(file);
        cands.push_back(d == "." ? name : d + "/" + name);
        for (auto &dd : dirs) cands.push_back(dd + "/" + name);
      }
      for (auto &c : cands) {
        struct stat st;
        if (stat(c.c_str(), &st) == 0 && S_ISREG(st.st_mode)) { found = c; break; }
      }
    }
    std::string htext;
    std::string why;
    if (!found.empty() && !readFile(found, htext, &why)) {
      std::cerr << file << ":" << lineNo << ": error: cannot read the included header " << found << ": " << why << "\n";
      return false;
    }
    if (found.empty()) {
      out.append(text, pos, end - pos);
    } else if (depth >= 64) {
      std::cerr << file << ":" << lineNo << ": error: #include nested too deeply (64 levels) at " << found << "\n";
      return false;
    } else {
      gOwnHeaders.push_back(found);
      char *rp = realpath(found.c_str(), nullptr);
      std::string key = rp ? rp : found;
      free(rp);
      size_t po = htext.find("#pragma once");
      bool once = po != std::string::npos;
      if (once) htext.replace(po, 12, "");  // (Clang and gcc warn about it in a main file)
      if (!(once && !onceDone.insert(key).second)) {
        out += "#line 1 " + quoteName(found) + "\n";
        std::string inner;
        if (!inlineOwnHeaders(found, htext, dirs, onceDone, depth + 1, inner)) ok = false;
        out += inner;
        if (!inner.empty() && inner.back() != '\n') out += "\n";
        out += "#line " + std::to_string(lineNo + 1) + " " + quoteName(file);
      }
    }
    if (e == std::string::npos) break;
    out += "\n";
    pos = e + 1;
  }
  return ok;
}

// The -D/-U options as directive lines for the C* parser's macro expansion
// (MacroExpand.h): `-DNAME` is `define NAME 1`, `-DNAME=VALUE` and
// `-D'NAME(a)=BODY'` define NAME as the preprocessor does, so a command-line
// macro with C* in its body (`-D'FORALL=with (S)'`) is read like the file's own.
std::string commandLineMacros(const std::vector<std::string> &defines) {
  std::string out;
  for (const std::string &d : defines) {
    if (d.size() < 3) continue;
    std::string v = d.substr(2);
    if (d[1] == 'U') { out += "undef " + v + "\n"; continue; }
    size_t eq = v.find('=');
    std::string head = eq == std::string::npos ? v : v.substr(0, eq);
    std::string body = eq == std::string::npos ? "1" : v.substr(eq + 1);
    if (head.find('\n') != std::string::npos || body.find('\n') != std::string::npos) continue;
    out += "define " + head + " " + body + "\n";
  }
  return out;
}

// A .c input named under `-x c` whose name does not say C (`-x c prog.inc`).
std::vector<std::string> gForcedC;
void forcedC(std::vector<std::string> &cmd, const std::string &file) {
  if (std::find(gForcedC.begin(), gForcedC.end(), file) == gForcedC.end()) { cmd.push_back(file); return; }
  cmd.insert(cmd.end(), {"-x", "c", file, "-x", "none"});
}

// The front end has already reported every warning of a .cs unit at its .cs
// line; gcc would repeat them on the generated C, naming runtime calls and
// `__cs_user_main`. So generated units compile with -w — in one command with
// the link only when no plain .c input shares it (a user's .c keeps gcc's).
// CSTAR_GCC_WARNINGS=1 keeps gcc's warnings: a warning on generated C from a
// clean .cs is a compiler bug, so the test suite and the fuzzer set it.
bool gccWarningsWanted() {
  const char *e = getenv("CSTAR_GCC_WARNINGS");
  return e && *e && strcmp(e, "0") != 0;
}
template <class U> bool quietGenerated(const std::vector<U> &units) {
  if (gccWarningsWanted()) return false;
  for (auto &u : units) {
    bool object = endsWith(u.file, ".o") || endsWith(u.file, ".a") || endsWith(u.file, ".so");
    if (u.file == u.source && !object) return false;
  }
  return true;
}

// -MD/-MMD for a .cs input: `target: file.cs header...` (the program's own
// headers, which the driver inlines; <...> headers are not listed, as with
// -MMD) into -MF FILE or OBJECT-without-suffix.d; -MP adds a phony target per
// header.  The C compiler only sees the generated C in a temporary directory,
// so its own dependency output would name that file.
bool writeDeps(const Opts &o, const std::string &source, const std::string &headers, const std::string &obj) {
  std::string targets;
  for (auto &t : o.depTargets) targets += (targets.empty() ? "" : " ") + t;
  if (targets.empty()) targets = obj;
  std::string file = o.depFile;
  if (file.empty()) file = obj.substr(0, obj.rfind('.') == std::string::npos ? obj.size() : obj.rfind('.')) + ".d";
  std::string text = targets + ": " + source, phony;
  std::istringstream hs(headers);
  std::string h;
  std::set<std::string> seen;
  while (std::getline(hs, h))
    if (seen.insert(h).second) {
      text += " \\\n " + h;
      phony += "\n" + h + ":\n";
    }
  text += "\n";
  if (o.depPhony) text += phony;
  std::ofstream f(file, std::ios::binary);
  if (!(f << text)) {
    std::cerr << "cstar: error: cannot write the dependency file " << file << "\n";
    return false;
  }
  return true;
}

}  // namespace

int driverMain(int argc, char **argv) {
  Opts o;
  std::string xlang;  // the current -x language
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    auto next = [&](const char *flag) -> std::string {
      if (a.size() > strlen(flag)) return a.substr(strlen(flag));
      if (i + 1 >= argc) { std::cerr << "cstar: error: " << flag << " needs an argument\n"; exit(2); }
      return argv[++i];
    };
    if (a == "--help" || a == "-h") { usage(std::cout); return 0; }
    if (a == "--version") {
      std::cout << "cstar " << CSTAR_VERSION << " (C* to SPMD C over MPI; Clang " << CSTAR_LLVM_VERSION
                << ", ANTLR 4.9)\n";
      return 0;
    }
    if (a == "-c") o.compileOnly = true;
    else if (a == "-E") o.preprocessOnly = true;
    else if (a == "-S") o.compileOnly = o.assembly = true;
    else if (a.rfind("-Wl,", 0) == 0) o.extraLink.push_back(a);  // linker options go to the link
    else if (a == "-v") o.verbose = true;
    else if (a == "-g") o.debug = true;
    else if (a.rfind("-g", 0) == 0 && a.size() > 2) { o.debug = true; o.codegen.push_back(a); }  // -g3, -ggdb, -gdwarf-4
    else if (a == "--keep-temps") o.keepTemps = true;
    else if (a.rfind("--emit=", 0) == 0) {
      o.emit = a.substr(7);
      if (o.emit != "parse" && o.emit != "c" && o.emit != "spmd") {
        std::cerr << "cstar: error: unknown --emit value '" << o.emit << "' (parse, c or spmd)\n";
        return 2;
      }
    } else if (a.rfind("-o", 0) == 0) o.output = next("-o");
    else if (a.rfind("-I", 0) == 0) o.includeDirs.push_back(next("-I"));
    else if (a.rfind("-D", 0) == 0) o.defines.push_back("-D" + next("-D"));
    else if (a.rfind("-U", 0) == 0) o.defines.push_back("-U" + next("-U"));
    else if (a.rfind("-O", 0) == 0) o.opt = a;
    else if (a.rfind("-l", 0) == 0) o.extraLink.push_back("-l" + next("-l"));
    else if (a.rfind("-L", 0) == 0) o.extraLink.push_back("-L" + next("-L"));
    else if (a == "-w") o.noWarnings = true;
    else if (a == "-pthread" || a == "-pg" || a == "-p") o.both.push_back(a);
    else if (a == "-static" || a == "-s" || a == "-rdynamic") o.extraLink.push_back(a);
    else if (a == "-pipe") {}
    else if (a == "-Xlinker") { o.extraLink.push_back(a); o.extraLink.push_back(next("-Xlinker")); }
    else if (a == "-isystem" || a == "-iquote" || a == "-idirafter") o.includeDirs.push_back(next(a.c_str()));
    else if (a.rfind("-x", 0) == 0) {
      std::string l = next("-x");
      if (l == "cstar" || l == "c*" || l == "cs") xlang = "cstar";
      else if (l == "c") xlang = "c";
      else if (l == "none") xlang = "";
      else {
        std::cerr << "cstar: error: language '" << l << "' in '-x' is not supported (cstar, c or none)\n";
        return 2;
      }
    } else if (a == "-MD" || a == "-MMD") { o.deps = true; o.depPassC.push_back(a); }
    else if (a == "-MP") { o.depPhony = true; o.depPassC.push_back(a); }
    else if (a.rfind("-MF", 0) == 0 || a.rfind("-MT", 0) == 0 || a.rfind("-MQ", 0) == 0) {
      std::string flag = a.substr(0, 3), v = next(flag.c_str());  // `-MF x.d` or `-MFx.d`
      if (flag == "-MF") o.depFile = v; else o.depTargets.push_back(v);
      o.depPassC.push_back(flag);
      o.depPassC.push_back(v);
    } else if (a == "-M" || a == "-MM") {
      std::cerr << "cstar: error: '" << a << "' (dependencies only, no compile) is not supported; use -MD or -MMD "
                   "with -c\n";
      return 2;
    } else if (a == "-shared") {
      std::cerr << "cstar: error: '-shared' is not supported: a C* program is an MPI executable linked with the "
                   "static runtime (libcstar.a); build objects with -c and link them with cstar\n";
      return 2;
    }
    // cc habits: warning options and a language standard are accepted and
    // ignored (the generated C is gnu11 and warns only about the program's
    // own C, through the front end); code generation options go to mpicc.
    else if (a == "-trigraphs") gTrigraphs = true;
    else if (a.rfind("-W", 0) == 0 || a.rfind("-std=", 0) == 0 || a == "-ansi" || a.rfind("-pedantic", 0) == 0) {
      // ISO modes (not gnu89, gnu99, ...) read trigraphs, as with gcc; the rest is ignored.
      if (a == "-ansi" || a.rfind("-std=c", 0) == 0 || a.rfind("-std=iso9899", 0) == 0) gTrigraphs = true;
      else if (a.rfind("-std=gnu", 0) == 0) gTrigraphs = false;
      if (o.verbose) std::cerr << "cstar: note: '" << a << "' ignored (the generated C is gnu11)"
                               << (gTrigraphs && a.rfind("-W", 0) != 0 && a.rfind("-pedantic", 0) != 0
                                       ? "; trigraphs are replaced" : "") << "\n";
    } else if ((a.rfind("-f", 0) == 0 || a.rfind("-m", 0) == 0) && a.size() > 2) o.codegen.push_back(a);
    else if (!a.empty() && a[0] == '-') {
      std::cerr << "cstar: error: unknown option '" << a << "' (cstar --help lists the options)\n";
      return 2;
    } else {
      o.inputs.push_back(a);
      if (xlang == "cstar") o.cxInputs.push_back(a);
      if (xlang == "c") o.ccInputs.push_back(a);
    }
  }
  for (auto &in : o.ccInputs)
    if (!endsWith(in, ".c")) gForcedC.push_back(in);
  if (o.inputs.empty()) {
    std::cerr << "cstar: error: no input files\n";
    usage(std::cerr);
    return 2;
  }
  // `cstar prog.cs -o prog.cs` (a slip in a makefile rule) overwrote the
  // source with the executable: mpicc never sees the .cs file, only the
  // generated C, so it could not refuse as gcc does.
  struct stat outSt;
  if (!o.output.empty() && o.output != "-" && stat(o.output.c_str(), &outSt) == 0)
    for (auto &in : o.inputs) {
      struct stat inSt;
      if (stat(in.c_str(), &inSt) == 0 && inSt.st_dev == outSt.st_dev && inSt.st_ino == outSt.st_ino) {
        std::cerr << "cstar: error: input file '" << in << "' is the same as the output file (-o " << o.output
                  << ")\n";
        return 2;
      }
    }

  // <prefix> from our own location.
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  std::string prefix = n > 0 ? dirName(dirName(std::string(self, (size_t)n))) : ".";
  FrontendOptions fo;
  fo.includeDirs = o.includeDirs;
  fo.defines = o.defines;
  fo.noWarnings = o.noWarnings;
  fo.runtimeInclude = prefix + "/include";
  fo.stdlibInclude = prefix + "/include/cstar-stdlib";
  std::string lib = prefix + "/lib/libcstar.a";
  if (!exists(lib)) std::cerr << "cstar: warning: runtime library not found at " << lib << "\n";

  // A temporary directory for the generated C.
  std::string tmpdir;
  auto makeTmp = [&]() {
    if (!tmpdir.empty()) return;
    const char *t = getenv("TMPDIR");
    std::string tmpl = std::string(t && *t ? t : "/tmp") + "/cstar-XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back(0);
    if (!mkdtemp(buf.data())) { std::cerr << "cstar: error: cannot make a temporary directory\n"; exit(1); }
    tmpdir = buf.data();
  };

  // What mpicc gets, in command-line order: the generated C of each .cs input
  // (and the name its object takes with -c), or a .c/.o/.a input as it is.
  struct Unit { std::string file, source; };
  std::vector<Unit> units;
  int status = 0;
  if ((o.compileOnly || o.preprocessOnly) && !o.output.empty() && o.emit.empty() && o.inputs.size() > 1) {
    std::cerr << "cstar: error: cannot specify '-o' with '" << (o.preprocessOnly ? "-E" : o.assembly ? "-S" : "-c")
              << "' and several input files\n";
    return 2;
  }
  if (o.preprocessOnly && o.emit.empty()) {
    // The C* source after the C preprocessor (macros, includes, #if), as the
    // C* front end and the C compiler see it; C* syntax passes through as is.
    const char *cc = getenv("CSTAR_MPICC");
    for (auto &in : o.inputs) {
      std::vector<std::string> cmd = {cc && *cc ? cc : "mpicc", "-E", "-x", "c", "-std=gnu11"};
      if (gTrigraphs) cmd.push_back("-trigraphs");
      for (auto &d : o.includeDirs) cmd.push_back("-I" + d);
      cmd.push_back("-I" + fo.stdlibInclude);
      cmd.push_back("-I" + fo.runtimeInclude);
      for (auto &d : o.defines) cmd.push_back(d);
      cmd.push_back("-D__CSTAR__");
      cmd.push_back(in);
      if (!o.output.empty() && o.output != "-") { cmd.push_back("-o"); cmd.push_back(o.output); }
      if (runCommand(cmd, o.verbose) != 0) status = 1;
    }
    return status;
  }
  auto isCStar = [&](const std::string &in) {
    auto has = [&](const std::vector<std::string> &v) { return std::find(v.begin(), v.end(), in) != v.end(); };
    return has(o.cxInputs) || (endsWith(in, ".cs") && !has(o.ccInputs));
  };
  std::vector<std::string> unitHeaders;  // per unit: the own headers it included
  for (auto &in : o.inputs) {
    if (!isCStar(in)) {
      units.push_back({in, in});
      unitHeaders.emplace_back();
      continue;
    }
    gOwnHeaders.clear();
    std::string text;
    std::string why;
    if (!readFile(in, text, &why)) {
      std::cerr << "cstar: error: cannot read " << in << ": " << why << "\n";
      status = 1;
      continue;
    }
    {
      std::set<std::string> onceDone;
      std::string all;
      if (!inlineOwnHeaders(in, text, o.includeDirs, onceDone, 0, all)) { status = 1; continue; }
      text.swap(all);
    }
    // What #if/#ifdef skip is invisible to the C* parser (a file without
    // conditionals needs no preprocessor run).
    std::vector<std::pair<size_t, size_t>> skipped;
    if (hasConditional(text)) {
      bool known = false;
      skipped = skippedByConditionals(in, text, fo, known);
    }
    ParseResult P = parseCStar(in, text, o.emit == "parse", skipped,
                               [&]() { return systemMacroDefinitions(in, text, fo); }, commandLineMacros(o.defines));
    if (!P.ok) { status = 1; continue; }
    std::string out;
    if (o.emit == "parse") out = P.parseTree + "\n";
    else if (o.emit == "c") out = P.markerC;
    else {
      fo.lower = true;
      if (!runClangStages(in, P, fo, out)) { status = 1; continue; }
    }
    if (!o.emit.empty()) {
      if (o.output.empty() || o.output == "-") std::cout << out;
      else std::ofstream(o.output, std::ios::binary) << out;
      continue;
    }
    makeTmp();
    std::string base = baseName(in);
    size_t dot = base.rfind('.');
    std::string c = tmpdir + "/" + (dot == std::string::npos || dot == 0 ? base : base.substr(0, dot)) + ".c";
    std::ofstream(c, std::ios::binary) << out;
    units.push_back({c, in});
    std::string hs;
    for (auto &h : gOwnHeaders) hs += h + "\n";
    unitHeaders.push_back(hs);
  }
  if (status || !o.emit.empty()) {
    if (!tmpdir.empty() && !o.keepTemps) runCommand({"rm", "-rf", tmpdir}, false);
    return status;
  }

  const char *mpicc = getenv("CSTAR_MPICC");
  // K&R style (implicit int, `main()`) is ordinary C* from the manuals: the C
  // compiler should not warn about it (the front end already accepted it).
  // A call before any declaration (`later(6)` defined further down, K&R C) is
  // reported once, by the front end at the .cs line: not again by gcc.
  std::vector<std::string> base = {mpicc && *mpicc ? mpicc : "mpicc", "-std=gnu11", o.opt, "-Wno-implicit-int",
                                   "-Wno-implicit-function-declaration"};
  if (o.debug) base.push_back("-g");
  if (gTrigraphs) base.push_back("-trigraphs");  // (for plain .c inputs; the generated C has none)
  if (o.noWarnings) base.push_back("-w");
  for (auto &f : o.codegen) base.push_back(f);
  for (auto &f : o.both) base.push_back(f);
  for (auto &d : o.includeDirs) base.push_back("-I" + d);
  // The generated C lives in a temporary directory: a .cs file's
  // `#include "defs.h"` must still find the header next to the .cs file.
  std::set<std::string> quoteDirs;
  for (auto &in : o.inputs) {
    size_t sl = in.find_last_of('/');
    std::string d = sl == std::string::npos ? "." : in.substr(0, sl ? sl : 1);
    char *abs = realpath(d.c_str(), nullptr);
    if (abs) {
      if (quoteDirs.insert(abs).second) base.push_back(std::string("-iquote") + abs);
      free(abs);
    }
  }
  base.push_back("-I" + fo.stdlibInclude);
  base.push_back("-I" + fo.runtimeInclude);
  for (auto &d : o.defines) base.push_back(d);
  base.push_back("-D__CSTAR__");

  if (o.compileOnly) {
    for (size_t k = 0; k < units.size() && status == 0; k++) {
      // An object or library input has nothing to compile (cc only warns).
      if (endsWith(units[k].file, ".o") || endsWith(units[k].file, ".a")) continue;
      std::vector<std::string> cmd = base;
      cmd.push_back(o.assembly ? "-S" : "-c");
      bool generated = units[k].file != units[k].source;
      if (generated && !gccWarningsWanted()) cmd.push_back("-w");  // the front end warned already (quietGenerated)
      if (!generated && o.deps) cmd.insert(cmd.end(), o.depPassC.begin(), o.depPassC.end());
      forcedC(cmd, units[k].file);
      std::string obj;
      if (!o.output.empty()) obj = o.output;
      else {
        std::string b = baseName(units[k].source);
        obj = b.substr(0, b.rfind('.')) + (o.assembly ? ".s" : ".o");
      }
      cmd.push_back("-o");
      cmd.push_back(obj);
      status = runCommand(cmd, o.verbose);
      if (status == 0 && generated && o.deps && !writeDeps(o, units[k].source, unitHeaders[k], obj)) status = 1;
    }
  } else {
    std::vector<std::string> cmd = base;
    if (quietGenerated(units)) cmd.push_back("-w");
    for (auto &u : units) forcedC(cmd, u.file);
    // The user's -L/-l libraries come before libcstar.a: an archive of C*
    // objects (`ar rcs libk.a k.o`, linked with `-L. -lk`) calls the runtime,
    // and the linker resolves an archive's references only from archives
    // that follow it.
    for (auto &x : o.extraLink) cmd.push_back(x);
    cmd.push_back(lib);
    for (const char *l : {"-lstdc++", "-lm", "-lpthread"}) cmd.push_back(l);
    cmd.push_back("-o");
    cmd.push_back(o.output.empty() ? "a.out" : o.output);
    status = runCommand(cmd, o.verbose);
    for (size_t k = 0; k < units.size() && status == 0 && o.deps; k++) {
      if (units[k].file == units[k].source) continue;
      std::string b = baseName(units[k].source);
      if (!writeDeps(o, units[k].source, unitHeaders[k], b.substr(0, b.rfind('.')) + ".o")) status = 1;
    }
  }
  if (status) std::cerr << "cstar: error: the C compiler failed (exit " << status << ")\n";
  if (!tmpdir.empty()) {
    if (o.keepTemps) std::cerr << "cstar: generated C kept in " << tmpdir << "\n";
    if (!o.keepTemps) runCommand({"rm", "-rf", tmpdir}, false);
  }
  return status ? 1 : 0;
}

}  // namespace cstar
