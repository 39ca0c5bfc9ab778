// Driver.h — the `cstar` command line (see docs/cstar.1.md).
#ifndef CSTAR_DRIVER_DRIVER_H
#define CSTAR_DRIVER_DRIVER_H
namespace cstar {
int driverMain(int argc, char **argv);
}
#endif
