// StreamCalls.cpp — Stream* calls -> <cstar/stream.h> (see StreamCalls.h).
//
// A parallel FILE pointer holds the runtime's cs_pfile * (cast to FILE * so the
// generated C keeps the declared types); every use casts it back.
#include "Lower/StreamCalls.h"

#include <map>

#include "clang/AST/Expr.h"

using namespace clang;

namespace cstar {

static std::string join(const StrVec &v) {
  std::string s;
  for (auto &x : v) s += x + " ";
  return s;
}

std::string StreamLowering::fileOf(const Expr *E, StrVec &pre, StrVec &post) {
  return "((cs_pfile *)(" + H.print(E, false, pre, post) + "))";
}

// A parallel int/long argument (size, nitems, offset) as an array of nlocal
// values, evaluated under the context before the call.
std::string StreamLowering::parallelArray(const Expr *E, const char *type, StrVec &pre, StrVec &post) {
  std::string t = H.tmp("sarg");
  StrVec ipre, ipost;
  std::string v = H.print(E, true, ipre, ipost);
  // A count wider than the runtime's int (long:S, size_t:S, unsigned:S)
  // saturates at INT_MAX rather than wrapping: 2^32 + 4 became 4 (a short,
  // silent transfer) and 3e9 a negative count; INT_MAX is refused by the
  // element-size check with its message (cstar/stream.h cs_count_int).
  if (std::string(type) == "int")
    if (const auto *B = E->IgnoreParenImpCasts()->getType()->getAs<BuiltinType>()) switch (B->getKind()) {
      case BuiltinType::UInt: case BuiltinType::ULong: case BuiltinType::ULongLong: case BuiltinType::UInt128:
        v = "cs_ucount_int((unsigned long long)(" + v + "))";
        break;
      case BuiltinType::Long: case BuiltinType::LongLong: case BuiltinType::Int128:
        v = "cs_count_int((long long)(" + v + "))";
        break;
      default:
        break;
      }
  std::string T = type;
  // a per-site slot (cs_lc_tmp), as the per-VP results (see collective)
  std::string s = "static cs_lc_slot __slot" + t + "; " + T + " *" + t + " = cs_lc_tmp(&__slot" + t +
                  ", cs_current(), sizeof(" + T + ")); { " + join(ipre) +
                  H.loop(t + "[__i] = (" + T + ")(" + v + ");") + " " + join(ipost) + "}";
  pre.push_back(s);
  post.push_back("cs_lc_tmp_done(&__slot" + t + ", " + t + ");");
  return t;
}

// The buffer of fwrite/fread as base + stride: VP i's bytes are at
// base + i*stride, so `&p.v` and `&y[2]` go straight from the variable.
bool StreamLowering::buffer(const Expr *E, std::string &base, std::string &stride, StrVec &pre, StrVec &post,
                            std::string *rootOut, std::string *elemOut) {
  const Expr *X = E->IgnoreParenCasts();
  const Expr *LV = nullptr;
  if (const auto *U = dyn_cast<UnaryOperator>(X))
    if (U->getOpcode() == UO_AddrOf && An.isParallel(U->getSubExpr())) LV = U->getSubExpr();
  if (!LV && An.isParallel(X) && X->getType()->isArrayType()) LV = X;  // a parallel array decays
  // `a + k` (or `k + a`, `a - k`) of a parallel array `a` and a scalar k is
  // `&a[k]`, as in C: it went down the scalar-buffer path below, so every VP
  // wrote the bytes at the local storage's address plus k rows (other VPs'
  // elements, or past the storage) and fread filled them.
  const Expr *Off = nullptr;
  bool neg = false;
  if (!LV)
    if (const auto *B = dyn_cast<BinaryOperator>(X))
      if (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) {
        const Expr *L = B->getLHS()->IgnoreParenImpCasts(), *R = B->getRHS()->IgnoreParenImpCasts();
        auto parArray = [&](const Expr *A) { return An.isParallel(A) && A->getType()->isArrayType(); };
        if (parArray(L) && R->getType()->isIntegerType()) LV = L, Off = R, neg = B->getOpcode() == BO_Sub;
        else if (B->getOpcode() == BO_Add && parArray(R) && L->getType()->isIntegerType()) LV = R, Off = L;
        if (Off && An.isParallel(Off)) {
          H.error(E, "a parallel array plus a parallel offset is not supported as the fwrite/fread buffer (each "
                     "VP's bytes must be at one offset in its element: use '&x[k]' with a scalar k)");
          return false;
        }
      }
  if (LV) {
    std::string root, suffix;
    if (!H.split(LV, root, suffix, pre, post)) {
      H.error(E, "this kind of parallel buffer is not supported by fwrite/fread (use '&x', '&x.f' or '&x[k]')");
      return false;
    }
    if (Off) suffix += "[" + std::string(neg ? "-" : "") + "(" + H.print(Off, false, pre, post) + ")]";
    base = "(void *)&((" + root + ")[0]" + suffix + ")";
    stride = "sizeof((" + root + ")[0])";
    if (rootOut) *rootOut = "(const void *)(" + root + ")";
    // inside the element (`&b[8]`, `&p.w`): VP 0's element too, so the
    // runtime knows how many bytes are left of it (cs_fwrite_el)
    if (elemOut && !suffix.empty()) *elemOut = "(const void *)&((" + root + ")[0])";
    return true;
  }
  if (An.isPtrToPar(X)) {
    // A pointer to a parallel variable: its storage, element size from its header.
    std::string p = H.print(X, false, pre, post);
    base = "(void *)(" + p + ")";
    stride = "cs_pvar_elemsize(" + p + ")";
    if (rootOut) *rootOut = "(const void *)(" + p + ")";
    return true;
  }
  // A scalar buffer: every VP transfers the same bytes.
  base = "(void *)(" + H.print(E, false, pre, post) + ")";
  stride = "0";
  return true;
}

std::string StreamLowering::collective(const CallExpr *C, const StreamCall &S, bool wantResult, std::string &result,
                                       StrVec &pre, StrVec &post) {
  const std::string &n = S.name;
  std::string f = fileOf(C->getArg(S.fileArg), pre, post);
  auto res = [&](const char *T) -> std::string {
    if (!wantResult) return "NULL";
    result = H.tmp("sres");
    // The per-VP results live in a per-site slot (cstar/lower_comm.h cs_lc_tmp),
    // reused while the shape stays: a fresh cs_palloc per call was an mmap of
    // 256 KiB at 64K VPs and its page faults on every fread under `where`.
    pre.push_back("static cs_lc_slot __slot" + result + "; " + std::string(T) + " *" + result +
                  " = cs_lc_tmp(&__slot" + result + ", cs_current(), sizeof(" + T + "));");
    post.push_back("cs_lc_tmp_done(&__slot" + result + ", " + result + ");");
    return result;
  };
  // size_t-like scalar or per-VP array.
  auto count = [&](const Expr *E, std::string &scalar, std::string &arr, const char *T) {
    if (An.isParallel(E)) {
      arr = parallelArray(E, T, pre, post);
      scalar = "0";
    } else {
      scalar = "(" + H.print(E, false, pre, post) + ")";
      arr = "NULL";
    }
  };
  if (n == "fclose" || n == "fflush") return "(cs_" + n + "(" + f + ") == CS_SOK ? 0 : EOF)";
  // The runtime buffers: the buffer and size are evaluated (C evaluates them) and ignored.
  if (n == "setvbuf")
    return "((void)(" + H.print(C->getArg(1), false, pre, post) + "), (void)(" +
           H.print(C->getArg(3), false, pre, post) + "), cs_fsetvbuf(" + f + ", " +
           H.print(C->getArg(2), false, pre, post) + "))";
  if (n == "setbuf")
    return "((void)(" + H.print(C->getArg(1), false, pre, post) + "), (void)cs_fsetvbuf(" + f + ", _IOFBF))";
  if (n == "rewind") return "((void)cs_rewind(" + f + ", cs_mask()))";
  if (n == "clearerr") return "cs_clearerr(" + f + ", cs_mask())";
  if (n == "ftell") return "cs_ftell(" + f + ", cs_mask(), " + res("long") + ")";
  if (n == "feof" || n == "ferror") return "cs_" + n + "(" + f + ", cs_mask(), " + res("int") + ")";
  if (n == "fseek") {
    std::string off, poff;
    count(C->getArg(1), off, poff, "long");
    std::string wh = H.print(C->getArg(2), false, pre, post);
    return "cs_fseek(" + f + ", " + off + ", " + poff + ", " + wh + ", cs_mask(), " + res("int") + ")";
  }
  // fwrite / fread
  std::string base, stride, elem, size, psize, nitems, pnitems;
  if (!buffer(C->getArg(0), base, stride, pre, post, nullptr, &elem)) return "0";
  count(C->getArg(1), size, psize, "int");
  count(C->getArg(2), nitems, pnitems, "int");
  if (!elem.empty()) // the buffer starts inside the element: the runtime checks against what is left
    return "cs_" + n + "_el(" + f + ", " + base + ", " + stride + ", " + elem + ", " + size + ", " + nitems + ", " +
           psize + ", " + pnitems + ", cs_mask(), " + res("int") + ")";
  return "cs_" + n + "(" + f + ", " + base + ", " + stride + ", " + size + ", " + nitems + ", " + psize + ", " +
         pnitems + ", cs_mask(), " + res("int") + ")";
}

// fwrite/fread(&x, size, nitems, fp) with a scalar FILE *fp: the whole
// variable x, every position, in position order (vp/scalar_gview.c).  The
// buffer's storage root gives the runtime x's shape.
std::string StreamLowering::globalView(const CallExpr *C, const StreamCall &S, StrVec &pre, StrVec &post) {
  std::string base, stride, root;
  if (!buffer(C->getArg(0), base, stride, pre, post, &root)) return "0";
  std::string size = H.print(C->getArg(1), false, pre, post);
  std::string nitems = H.print(C->getArg(2), false, pre, post);
  std::string f = H.print(C->getArg(3), false, pre, post);
  return "cs_gview_" + S.name + "(" + root + ", " + base + ", " + stride + ", (" + size + "), (" + nitems + "), " + f +
         ", " + H.at(C) + ")";
}

// CMFS_write_file(fd, &x, bytes) & co.: the same transfer on rank 0's
// descriptor (vp/cmfs.c).
std::string StreamLowering::cmfs(const CallExpr *C, const StreamCall &S, StrVec &pre, StrVec &post) {
  std::string base, stride, root;
  if (!buffer(C->getArg(1), base, stride, pre, post, &root)) return "0";
  std::string fd = H.print(C->getArg(0), false, pre, post);
  std::string bytes = H.print(C->getArg(2), false, pre, post);
  return "cs_cmfs_transfer(\"" + S.name + "\", (" + fd + "), " + root + ", " + base + ", " + stride + ", (" + bytes +
         "), " + H.at(C) + ")";
}

// An argument of an elemental call, inside the VP loop: `&x` of a parallel x
// is this VP's element (fscanf targets), not the variable's storage.
std::string StreamLowering::elementalArg(const Expr *E, StrVec &pre, StrVec &post) {
  const Expr *X = E->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(X))
    if (U->getOpcode() == UO_AddrOf && An.isParallel(U->getSubExpr()))
      return "&(" + H.print(U->getSubExpr(), true, pre, post) + ")";
  if (isParallelFile(An, E)) return "cs_vpfile((cs_pfile *)(" + H.print(E, false, pre, post) + "), __i)";
  return H.print(E, true, pre, post);
}

bool StreamLowering::call(const CallExpr *C, llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post) {
  StreamCall S = classifyStreamCall(An, C);
  if (!S) return false;
  auto arg = [&](unsigned i) { return H.print(C->getArg(i), false, pre, post); };
  switch (S.op) {
    case StreamOp::None: return false;
    case StreamOp::Fopen:
      OS << "((FILE *)cs_fopen(" << arg(0) << ", " << arg(1) << ", cs_current()))";
      return true;
    case StreamOp::FopenShape:
      OS << "((FILE *)cs_fopen_shape(" << arg(0) << ", " << arg(1) << ", " << arg(2) << "))";
      return true;
    case StreamOp::Collective: case StreamOp::Query: {
      std::string res;
      if (!S.perVP) {
        std::string t = collective(C, S, false, res, pre, post);
        if (!loop) {
          OS << t;
          return true;
        }
        // Inside a parallel statement (`st = fclose(f);`, `where (c) r =
        // fflush(f);`) the expression is evaluated once per local VP: a
        // collective call there ran once per active VP of the rank — twice
        // closed (use after free) on one rank, never called on a rank with
        // no active VP (the others waited for it). It runs once per rank
        // before the loop, and each VP gets its scalar result.
        if (C->getType()->isVoidType()) {
          pre.push_back("(void)" + t + ";");
          OS << "((void)0)";
          return true;
        }
        std::string r = H.tmp("scol");
        pre.push_back("const int " + r + " = " + t + ";");
        OS << r;
        return true;
      }
      std::string t = collective(C, S, true, res, pre, post);
      pre.push_back("(void)" + t + ";");
      OS << res << (loop ? "[__i]" : "[0]");
      return true;
    }
    case StreamOp::Elemental: {
      if (!loop) {
        H.error(C, "elemental file operation outside a parallel statement");
        OS << "0";
        return true;
      }
      const std::string &n = S.name;
      std::string f = fileOf(C->getArg(S.fileArg), pre, post);
      auto ea = [&](unsigned i) { return elementalArg(C->getArg(i), pre, post); };
      if (n == "fprintf" || n == "fscanf") {
        OS << "cs_" << n << "(" << f << ", __i";
        for (unsigned i = 1; i < C->getNumArgs(); i++) OS << ", " << ea(i);
        OS << ")";
      } else if (n == "vfprintf" || n == "vfscanf") {
        // One va_list serves every VP of the loop: each call gets a copy.
        OS << "({ va_list __cs_ap; va_copy(__cs_ap, " << ea(2) << "); int __cs_vr = cs_" << n << "(" << f
           << ", __i, " << ea(1) << ", __cs_ap); va_end(__cs_ap); __cs_vr; })";
      } else if (n == "fputc" || n == "putc") {
        OS << "cs_fputc(" << ea(0) << ", " << f << ", __i)";
      } else if (n == "ungetc") {
        OS << "cs_ungetc(" << ea(0) << ", " << f << ", __i)";
      } else if (n == "fgetc" || n == "getc") {
        OS << "cs_fgetc(" << f << ", __i)";
      } else if (n == "fputs") {
        OS << "cs_fputs(" << ea(0) << ", " << f << ", __i)";
      } else if (n == "fgets") {
        OS << "cs_fgets(" << ea(0) << ", " << ea(1) << ", " << f << ", __i)";
      } else {
        return false;
      }
      return true;
    }
    case StreamOp::GlobalView: case StreamOp::Cmfs: {
      // A collective call: once per rank, also inside a parallel statement
      // (`where (m) r = fwrite(&x, 4, 1, fp);`), before its VP loop.
      std::string t = S.op == StreamOp::Cmfs ? cmfs(C, S, pre, post) : globalView(C, S, pre, post);
      if (!loop) {
        OS << t;
        return true;
      }
      std::string r = H.tmp("gview");
      pre.push_back(std::string(S.op == StreamOp::Cmfs ? "const int " : "const size_t ") + r + " = " + t + ";");
      OS << r;
      return true;
    }
    case StreamOp::ElementalUser: {
      if (!loop) return false;
      const FunctionDecl *F = C->getDirectCallee();
      OS << F->getName() << "(";
      for (unsigned i = 0; i < C->getNumArgs(); i++) OS << (i ? ", " : "") << elementalArg(C->getArg(i), pre, post);
      OS << ")";
      return true;
    }
  }
  return false;
}

bool StreamLowering::statement(const Expr *E, std::string &text) {
  const Expr *X = E->IgnoreParens();
  if (const auto *CE = dyn_cast<CStyleCastExpr>(X))
    if (CE->getType()->isVoidType()) X = CE->getSubExpr()->IgnoreParens();
  const auto *C = dyn_cast<CallExpr>(X);
  if (!C) return false;
  StreamCall S = classifyStreamCall(An, C);
  if (S.op != StreamOp::Collective && S.op != StreamOp::Query) return false;
  StrVec pre, post;
  std::string res;
  std::string t = collective(C, S, false, res, pre, post);
  text = "do { " + join(pre) + "(void)" + t + "; " + join(post) + "} while (0)";
  return true;
}

std::string StreamLowering::elementalRename(const FunctionDecl *F) {
  static const std::map<std::string, std::string> M = {
      {"fprintf", "cs_sfprintf"}, {"vfprintf", "cs_svfprintf"}, {"fscanf", "cs_sfscanf"},
      {"fputc", "cs_sfputc"},     {"putc", "cs_sfputc"},        {"fgetc", "cs_sfgetc"},
      {"getc", "cs_sfgetc"},      {"fputs", "cs_sfputs"},       {"fgets", "cs_sfgets"},
      {"fwrite", "cs_sfwrite"},   {"fread", "cs_sfread"},       {"fseek", "cs_sfseek"},
      {"ftell", "cs_sftell"},     {"feof", "cs_sfeof"},         {"ferror", "cs_sferror"},
      /* the rest of stdio's FILE* calls: on a VP's handle the C library's
       * version would dereference a handle that is not a FILE (a crash) */
      {"rewind", "cs_srewind"},   {"clearerr", "cs_sclearerr"}, {"ungetc", "cs_sungetc"},
      {"vfscanf", "cs_svfscanf"}, {"fflush", "cs_sfflush"},     {"fclose", "cs_sfclose"},
      {"getline", "cs_sgetline"}, {"getdelim", "cs_sgetdelim"}, {"fileno", "cs_sfileno"},
      {"setvbuf", "cs_ssetvbuf"}, {"setbuf", "cs_ssetbuf"},     {"fgetpos", "cs_sfgetpos"},
      {"fsetpos", "cs_sfsetpos"},
      /* the same calls under other names (large-file, unlocked), glibc's
       * locking and purging, freopen */
      {"ftello", "cs_sftell"},    {"fseeko", "cs_sfseek"},      {"getc_unlocked", "cs_sfgetc"},
      {"fgetc_unlocked", "cs_sfgetc"}, {"putc_unlocked", "cs_sfputc"}, {"fputc_unlocked", "cs_sfputc"},
      {"fwrite_unlocked", "cs_sfwrite"}, {"fread_unlocked", "cs_sfread"}, {"fputs_unlocked", "cs_sfputs"},
      {"fgets_unlocked", "cs_sfgets"}, {"flockfile", "cs_sflockfile"}, {"funlockfile", "cs_sfunlockfile"},
      {"ftrylockfile", "cs_sftrylockfile"}, {"__fpurge", "cs_s__fpurge"}, {"freopen", "cs_sfreopen"}};
  if (!F || !F->getIdentifier()) return "";
  auto it = M.find(F->getName().str());
  return it == M.end() ? "" : it->second;
}

// A scalar (not elemental) function may be handed a VP's stream by an
// elemental caller (`void log_line(FILE *f, int v)`): stdio on a FILE * there
// is the C library's on a real FILE and the VP's stream on a handle. The
// once-on-rank-0 calls (cs_once_fprintf & co., Lower.cpp) check for a handle
// themselves (vp/scalar_io.c); these are the rest, which scalar code called
// directly (a crash on a handle: "glibc detected an invalid stdio handle").
std::string StreamLowering::scalarRename(const FunctionDecl *F) {
  static const char *const N[] = {"fseek",   "ftell",   "feof",     "ferror",  "rewind",  "clearerr", "ungetc",
                                  "vfscanf", "fclose",  "getline",  "getdelim", "fileno", "setvbuf",  "setbuf",
                                  "fgetpos", "fsetpos", "ftello",   "fseeko",  "getc_unlocked", "fgetc_unlocked",
                                  "putc_unlocked", "fputc_unlocked", "fwrite_unlocked", "fread_unlocked",
                                  "fputs_unlocked", "fgets_unlocked", "flockfile", "funlockfile", "ftrylockfile",
                                  "__fpurge", "freopen"};
  if (!F || !F->getIdentifier()) return "";
  for (const char *n : N)
    if (F->getName() == n) return elementalRename(F);
  // remove/rename of a Stream* file take its metafiles (stream/names.c);
  // done once, every rank gets the result (stdio.h's own, not a user's)
  if (F->getName() == "remove" || F->getName() == "rename") return "cs_once_" + F->getName().str();
  return "";
}

}  // namespace cstar
