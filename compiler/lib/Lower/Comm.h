// Comm.h — lowering C* communication to the cs_* calls of <cstar/comm.h>.
//
// Lower.cpp owns the printing machinery (expression printer, temporaries, VP
// loops) and hands it over as a CommHost; it calls the hooks below from its
// printer (handle), its needsLowering test and its expression statements.
//
//   get   y = [i][j]x   indices evaluated into long temps in one VP loop, then
//                       cs_get into a temp pvar the statement's loop reads;
//   send  [i]y OP= x    value and indices into temps, then cs_send (combiner
//                       from OP; plain `=`: highest sending position wins);
//   grid  [.+k][.]x     cs_shift into a temp (off-grid reads 0); a statement
//                       whose communication is only grid reads of variables is
//                       one fused loop over cs_halo buffers (stencilStatement);
//         [.+k]y OP= x  cs_shift_send of the value and of "received" flags;
//   <cscomm.h> calls    hoisted runtime calls with temps (docs/runtime.md).
#ifndef CSTAR_LOWER_COMM_H
#define CSTAR_LOWER_COMM_H

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "Sema/CStar.h"
#include "llvm/Support/raw_ostream.h"

namespace cstar {

struct CommHost {
  using StrVec = std::vector<std::string>;
  // Prints E (loop: inside the VP loop); hoisted code goes to pre/post.
  std::function<std::string(const clang::Expr *E, bool loop, StrVec &pre, StrVec &post)> print;
  std::function<std::string(const char *base)> tmp;
  // A self-contained VP loop running body; mask: 0 none, 1 where mask, 2 unknown.
  std::function<std::string(const std::string &body, int mask)> loop;
  // The mask state of the statement being lowered.
  std::function<int()> mask;
  std::function<bool(const clang::Expr *E, std::string &root, std::string &suffix, StrVec &pre, StrVec &post)> split;
  std::function<std::string(clang::QualType T)> type;
  std::function<void(clang::SourceLocation L, const char *msg)> error;
  // Parallel parameters of the function being lowered (may share storage).
  std::function<std::vector<std::string>()> parallelParams;
  std::string fileLit;  // the .cs name as a C string literal
};

class CommLowering {
 public:
  using StrVec = CommHost::StrVec;
  CommLowering(Analysis &A, CommHost H) : An(A), H(std::move(H)) {}

  // Printer hook: prints E and returns true for a parallel left index (get),
  // a send, `.` and a <cscomm.h> call.
  bool handle(const clang::Expr *E, llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post);
  // Does E itself need rewriting (a <cscomm.h> call)?
  bool needsLowering(const clang::Expr *E);
  // A parallel expression statement whose only communication is grid reads
  // of parallel variables: one fused loop over halo buffers (text set).
  bool stencilStatement(const clang::Expr *E, int mask, std::string &text);

 private:
  Analysis &An;
  CommHost H;
  // Stencil mode: grid reads print as placeholders, recorded here.
  struct GridRead { std::string var; std::vector<std::string> k; };
  bool Stencil = false, StencilFailed = false;
  std::vector<GridRead> Reads;
  std::set<unsigned> Reported;  // locations of errors already reported (statements print more than once)

  unsigned line(const clang::Expr *E);
  std::string where(const clang::Expr *E);  // "FILE, LINE"
  bool parallelIndex(const Analysis::MarkerInfo &M);
  bool gridShifts(const Analysis::MarkerInfo &M, std::vector<std::string> &k, StrVec &pre, StrVec &post);
  bool read(const clang::Expr *E, const Analysis::MarkerInfo &M, llvm::raw_ostream &OS, bool loop, StrVec &pre,
            StrVec &post);
  bool send(const clang::BinaryOperator *B, const Analysis::MarkerInfo &M, llvm::raw_ostream &OS, bool loop,
            StrVec &pre, StrVec &post);
  bool incDec(const clang::UnaryOperator *U, llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post);
  bool sendTo(const clang::Expr *L, const Analysis::MarkerInfo &LM, const std::string &op, const std::string &cop,
              const std::string &opText, clang::SourceLocation OpLoc, const std::function<std::string()> &value,
              llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post);
  bool call(const clang::CallExpr *C, llvm::raw_ostream &OS, bool loop, StrVec &pre, StrVec &post);
  std::string coordArrays(const Analysis::MarkerInfo &M, std::string &fill, StrVec &pre, StrVec &post);
  std::string source(const clang::Expr *A, clang::QualType T, StrVec &pre, StrVec &post);
  std::string result(const clang::Expr *E, clang::QualType T, StrVec &pre, StrVec &post);
  std::string allocOrDirect(const clang::Expr *E, std::string &G, const std::string &el, const std::string &sz);
  // `y = <get, grid read or parallel <cscomm.h> call>`: the runtime writes y.
  bool directStatement(const clang::Expr *E, std::string &text);
  const clang::Expr *DirectFor = nullptr;  // the right side writing DirectDst
  std::string DirectDst;
  StrVec Post;  // releases of allocOrDirect's temporary
  std::string fastScan(const clang::CallExpr *C, const std::string &r, const std::string &src, clang::QualType T);
  static std::string csType(clang::QualType T);
};

// Is F declared in <cscomm.h>?
bool isCommFunction(const Analysis &A, const clang::FunctionDecl *F);

}  // namespace cstar
#endif
