// Round 9 error paths: permissions, as C's fopen reports them, at 1-2
// ranks (as root the runs drop to uid nobody, Inputs/s9_asuser.py): a data
// file the user may not read ("r" and "w": NULL, EACCES, a line naming the
// file); a new file in a read-only directory ("w": was errno EIO, now
// EACCES as C), appending to a file there ("a"; the provisional .meta
// cannot be written), reading it ("r": fine), "r+" of a writable file in a
// read-only directory (NULL, EACCES, the line names NAME.meta: a Stream*
// file needs its metafiles), and a missing directory ("w": NULL, ENOENT,
// silent as in C).
// RUN: %python -c "import shutil, subprocess; subprocess.call(['chmod', '-R', 'u+rwx', '%t']); shutil.rmtree('%t', True)"
// RUN: mkdir -p %t && cd %t && chmod 777 %t && %cstar %s -o perm && chmod 755 perm
// RUN: %mpiexec -n 1 ./perm ok.dat w | FileCheck --check-prefix=OK %s
// RUN: mkdir ro rw && cp ok.dat ok.dat.meta ro/ && cp ok.dat ok.dat.meta rw/ && chmod 666 rw/ok.dat rw/ok.dat.meta
// RUN: chmod 555 ro rw && chmod 000 ok.dat
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm ok.dat r 2>&1 | FileCheck --check-prefix=NOREAD %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 1 ./perm ok.dat w 2>&1 | FileCheck --check-prefix=NOREAD %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm ro/new.dat w 2>&1 | FileCheck --check-prefix=RONEW %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm ro/ok.dat a 2>&1 | FileCheck --check-prefix=ROA %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm ro/ok.dat r 2>&1 | FileCheck --check-prefix=ROR %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm rw/ok.dat r+ 2>&1 | FileCheck --check-prefix=RWP %s
// RUN: %python %S/Inputs/s9_asuser.py %mpiexec -n 2 ./perm nodir/x.dat w 2>&1 | FileCheck --check-prefix=NODIR --implicit-check-not=cstar: %s
// RUN: chmod 755 ro rw && chmod 644 ok.dat
// OK: fopen(ok.dat, w): ok, items 5, fclose 0
// NOREAD-DAG: cstar: fopen("ok.dat"): ok.dat: open: {{.*}}ok.dat: Permission denied
// NOREAD-DAG: fopen(ok.dat, {{r|w}}): NULL errno EACCES
// RONEW-DAG: cstar: fopen("ro/new.dat"): ro/new.dat: {{.*}}Permission denied
// RONEW-DAG: fopen(ro/new.dat, w): NULL errno EACCES
// ROA-DAG: cstar: fopen("ro/ok.dat"): {{.*}}Permission denied
// ROA-DAG: fopen(ro/ok.dat, a): NULL errno EACCES
// ROR: fopen(ro/ok.dat, r): ok, items 5, fclose 0
// RWP-DAG: cstar: fopen("rw/ok.dat"): rw/ok.dat.meta: cannot create: Permission denied
// RWP-DAG: fopen(rw/ok.dat, r+): NULL errno EACCES
// NODIR: fopen(nodir/x.dat, w): NULL errno ENOENT
#include <stdio.h>
#include <errno.h>
#include <string.h>
shape [5]S;
const char *ename(int e) {
    return e == EACCES ? "EACCES" : e == ENOENT ? "ENOENT" : e == EIO ? "EIO" : e == EISDIR ? "EISDIR" : strerror(e);
}
int main(int argc, char **argv) {
    with (S) {
        errno = 0;
        FILE:S *f = fopen(argv[1], argv[2]);
        int e = errno;
        if (!f) { printf("fopen(%s, %s): NULL errno %s\n", argv[1], argv[2], ename(e)); return 0; }
        int:S x = pcoord(0), r;
        if (argv[2][0] == 'r') r = fread(&x, sizeof x, 1, f);
        else r = fwrite(&x, sizeof x, 1, f);
        printf("fopen(%s, %s): ok, items %d, fclose %d\n", argv[1], argv[2], += r, fclose(f));
    }
    return 0;
}
