# lit configuration for the cstar test suites (Parse, Sema, Lower, Driver, Run,
# Stream, PFS, Tools, unit). Substitutions:
#   %cstar            the built driver (build/bin/cstar)
#   %streamstar       the built streamstar tool
#   %mpiexec          mpiexec, quiet and safe to run as root
#   %crun -n N FILE [ARGS]   compile FILE with cstar (into a temp dir) and run it
#                     under `mpiexec -n N`; extra cstar flags go in CSTAR_FLAGS
#   %unit             the directory holding runtime unit-test executables
#   %python           the Python running lit
import os
import sys
import lit.formats

config.name = "cstar"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cs", ".test", ".c", ".py"]
config.excludes = ["Inputs", "bench", "utils", "CMakeLists.txt", "lit.cfg.py",
                   "lit.site.cfg.py", "unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cstar_obj_root, "test")

bindir = config.cstar_bin_dir
config.environment["PATH"] = os.pathsep.join(
    [bindir, config.cstar_llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("HOME", "TMPDIR", "LANG"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# The sanitizer runs (scripts/sanitize.sh) link programs through a wrapper C
# compiler (CSTAR_MPICC), switch off UCX's memory hooks (they crash TSan) and
# force or shake Stream*'s helper threads, or shrink its kept rows
# (CSTAR_STREAM_RSMEM=2k: evictions everywhere); unset, nothing changes.
for var in ("CSTAR_MPICC", "UCX_MEM_EVENTS", "CSTAR_STREAM_ASYNC",
            "CSTAR_STREAM_HELPER_DELAY_US", "CSTAR_STREAM_RA_UNIT", "CSTAR_STREAM_RSMEM"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Keep MPICH quiet and predictable on a small machine.
config.environment["MPIR_CVAR_NOLOCAL"] = "0"
# A hung MPI program (say, one rank skipping a collective) must not outlive
# its test: lit's --timeout ends the test's shell, but hydra's proxies and the
# ranks can survive it and busy-poll for hours (it happened in development,
# loading the machine for every later test). Hydra ends the whole job after
# MPIEXEC_TIMEOUT seconds, well past any test's normal run.
config.environment["MPIEXEC_TIMEOUT"] = os.environ.get("MPIEXEC_TIMEOUT", "600")
config.environment["PYTHONPATH"] = os.path.join(config.cstar_src_root, "python")
# gcc's warnings on the generated C stay visible in the tests (users get the
# front end's alone): one on a clean .cs is a compiler bug the tests that say
# `CHECK-NOT: warning` catch. test/Driver/gcc-warnings.test unsets it.
config.environment["CSTAR_GCC_WARNINGS"] = "1"

mpiexec = config.cstar_mpiexec
config.substitutions.append(("%cstar", os.path.join(bindir, "cstar")))
config.substitutions.append(("%streamstar", os.path.join(bindir, "streamstar")))
config.substitutions.append(("%mpiexec", mpiexec))
config.substitutions.append(("%crun", "%s %s --cstar %s --mpiexec %s" % (
    sys.executable, os.path.join(config.cstar_src_root, "test", "utils", "crun.py"),
    os.path.join(bindir, "cstar"), mpiexec)))
config.substitutions.append(("%unit", os.path.join(config.cstar_obj_root, "test", "unit")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# Optional tools: tests that need them say `REQUIRES: gdb`.
import shutil
if shutil.which("gdb"):
    config.available_features.add("gdb")
# The ThreadSanitizer build of scripts/sanitize.sh (CSTAR_TSAN_BUILD, default
# build-tsan in the source tree): Tools/sanitize-threads.test runs its quick
# round when it exists.
tsan_build = os.environ.get("CSTAR_TSAN_BUILD", os.path.join(config.cstar_src_root, "build-tsan"))
if os.path.exists(os.path.join(tsan_build, "lib", "libcstar.a")):
    config.available_features.add("tsan-build")
    config.substitutions.append(("%tsanbuild", tsan_build))

# MPI runs on 2 cores: never run too many at once.
lit_config.parallelism_groups["mpi"] = 2
config.parallelism_group = "mpi"
