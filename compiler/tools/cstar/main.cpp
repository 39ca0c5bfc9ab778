// cstar — the C* compiler driver.  All the work is in lib/Driver.
#include "Driver/Driver.h"

int main(int argc, char **argv) { return cstar::driverMain(argc, argv); }
