// Fold.h — the code of one pass over the current shape's local positions that
// computes one or more reductions (`s += x; lo <?= x; hi >?= x;` fused, or a
// single unary reduction).  Plain text in, plain text out: Lower.cpp prints
// the values and decides what may be fused.
//
// Integer folds and floating <? >? fold into a local accumulator, combined
// over the ranks inside the exchange of the group's first floating + or *
// fold (cs_fpfold_also: one collective per group), else by a cs_allreduce
// each.  Floating + and * must give the same bits at every rank count,
// so their values are fed chunk by chunk (CS_FOLD_CHUNK positions, still in
// L1) to cs_fpfold_feed; floating <? and >? chunks go to cs_fold_chunk (8
// chains instead of one).  A value that is exactly a parallel variable's
// storage is read straight from that storage, without a copy.
#ifndef CSTAR_LOWER_FOLD_H
#define CSTAR_LOWER_FOLD_H

#include <set>
#include <string>
#include <vector>

namespace cstar {

struct FoldItem {
  std::string type;    // C type of the fold ("double")
  std::string csType;  // its cs_type tag ("CS_T_DOUBLE")
  std::string csOp;    // "CS_OP_ADD", "CS_OP_MIN", ...
  std::string ident;   // the operator's identity, as C text
  std::string comb;    // non-floating-+*: "+=", "*=", "&=", "|=", "^=", "min" or "max"
  bool fpFold = false; // floating + or *: through cs_fpfold
  std::string value;   // the value at position __i (loop text, storage as name[__i])
  bool fpLanes = false; // floating <? or >?: folded per chunk by cs_fold_chunk (8 chains)
  std::string plain;   // fpFold/fpLanes: the variable whose storage holds exactly the values, or ""
  std::string result;  // a variable of `type`, declared by the caller, receiving the result
};

// Statements computing every item's result (collective: every rank runs them).
// mask: 0 no context mask in force, 1 a where mask, 2 unknown (test at run time).
std::string foldText(const std::vector<FoldItem> &items, int mask, int &tmpCounter);

// Reads each storage pointer that `body` indexes as name[__i] into a local
// (name -> __l_name) declared in `decls`, so the C compiler need not reload
// globals after every store.  The locals are restrict-qualified when every
// storage access in the body has that form and no name is in `noRestrict`
// (function parameters, which may share storage with other names): all
// accesses of one loop iteration are then at index __i of distinct storage.
// Whether the storage locals of `names` may be restrict in a loop running
// `body`: every storage access is name[__i] (no other indexing with __i, no
// other use of a name) and no name is in `noRestrict` (parallel parameters,
// which may share storage with other names). Shared by every lowered loop.
bool restrictSafe(const std::string &body, const std::set<std::string> &names,
                  const std::vector<std::string> &noRestrict);
std::string localizeStorage(const std::string &body, std::string &decls,
                            const std::vector<std::string> &noRestrict);

}  // namespace cstar
#endif
