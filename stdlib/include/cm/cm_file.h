/* <cm/cm_file.h> — included beside <cm/cmfs.h> by TMC C* programs (NCSA
 * HDF's CM-5 code includes both); everything it needs is in <cm/cmfs.h>. */
#ifndef CSTAR_CM_CM_FILE_H
#define CSTAR_CM_CM_FILE_H
#include <cm/cmfs.h>
#endif
