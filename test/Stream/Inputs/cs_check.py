"""Checks for the C*-level Stream* tests (test/Stream/cs-*.cs).

    cs_check.py same A B ...     the files hold the same shape and, VP by VP,
                                 the same logical streams (whatever their
                                 segments, modes and writer rank counts)
    cs_check.py streams A        print each VP's stream (repr), one per line
"""
import os
import sys

# The in-tree reader (lit's own PYTHONPATH may replace the configured one).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))
import streamstar  # noqa: E402


def streams(path):
    f = streamstar.open(path)
    n = 1
    for d in f.shape:
        n *= d
    return tuple(f.shape), [f.stream(v) for v in range(n)]


def main():
    cmd, files = sys.argv[1], sys.argv[2:]
    if cmd == "same":
        ref_shape, ref = streams(files[0])
        for p in files[1:]:
            shape, s = streams(p)
            if shape != ref_shape:
                sys.exit("%s: shape %s, %s has %s" % (p, shape, files[0], ref_shape))
            for v, (a, b) in enumerate(zip(ref, s)):
                if a != b:
                    sys.exit("%s: VP %d stream differs from %s: %r vs %r" % (p, v, files[0], b[:40], a[:40]))
        print("same %d files, %d VPs, %d bytes" % (len(files), len(ref), sum(len(x) for x in ref)))
    elif cmd == "streams":
        _, s = streams(files[0])
        for v, x in enumerate(s):
            print("%d %r" % (v, x))
    else:
        sys.exit("unknown command " + cmd)


if __name__ == "__main__":
    main()
