// streamstar: one function per subcommand. Each parses its own options and
// throws Error for anything wrong; main prints it on one line.
#ifndef STREAMSTAR_COMMANDS_H
#define STREAMSTAR_COMMANDS_H

#include "parallel.h"

namespace ss {

int cmd_convert(int argc, char **argv, const Par &par);
int cmd_info(int argc, char **argv);
int cmd_cat(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_recover(int argc, char **argv);
int cmd_mkmeta(int argc, char **argv);
int cmd_stripe(int argc, char **argv, bool unstripe);

}  // namespace ss

#endif
