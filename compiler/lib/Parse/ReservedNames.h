// ReservedNames.h — keeps user identifiers out of the runtime's namespace.
#pragma once
#include <string>

namespace cstar {

// The runtime's C ABI (cstar/rt.h, comm.h, stream.h) names everything `cs_*`,
// and generated code sees those declarations. Real C* code defines its own
// `cs_*` functions (ECOLAB's cs_arrays.cs has cs_enumerate, cs_count, ...),
// which would then clash. So every identifier spelled `cs_...` in a .cs file —
// in code and in preprocessor lines, never inside string or character literals
// or comments — is renamed `cS_...`. The new name has the same length, so
// every line and column of the source stays where it was.
std::string renameReservedIdentifiers(const std::string &text);

}  // namespace cstar
