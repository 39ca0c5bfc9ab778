// ClangSetup.h — what every Clang run over a .cs file's text shares: the
// command line (C* defines, markers.h, include paths) and a file system on
// which the text stands under the file's real path.  Internal to Driver/.
#ifndef CSTAR_DRIVER_CLANGSETUP_H
#define CSTAR_DRIVER_CLANGSETUP_H

#include <string>
#include <vector>

#include "Driver/Frontend.h"
#include "clang/Basic/FileManager.h"

namespace cstar {

// The Clang command line for `fileName` (-fsyntax-only, the options of `O`).
std::vector<std::string> clangArgs(const std::string &fileName, const FrontendOptions &O);

// A file manager on which `fileName` reads as `text` (relative #includes and
// diagnostics keep the real path); every other file is the real one.
llvm::IntrusiveRefCntPtr<clang::FileManager> filesWithText(const std::string &fileName, const std::string &text);

}  // namespace cstar
#endif
