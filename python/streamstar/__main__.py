"""`python -m streamstar`: the reading commands of the streamstar tool for a
machine that has the package but not the tool.

  python -m streamstar info FILE [--json]
  python -m streamstar cat FILE --vp LIST          (I, A-B, all; comma-separated)
  python -m streamstar convert FILE OUT.npy [--order=vp|record] [--dtype=T]
                                             [--fill=V] [--record-bytes=N]
  common: [--shape=AxB] (external file), [--allow-short]

Exit status: 0 done, 1 a file error (one line on stderr), 2 a usage error."""
import json
import os
import sys

import numpy as np

from . import StreamStarError, open as ss_open

USAGE = __doc__.split("\n\n")[1]


class Usage(Exception):
    pass


def _args(argv, takes):
    """(positionals, {option: value}) for --name=value / --name value / --flag."""
    pos, opt = [], {}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a.startswith("--") and len(a) > 2:
            name, eq, val = a[2:].partition("=")
            if name not in takes:
                raise Usage("unknown option --%s" % name)
            if takes[name] and not eq:
                i += 1
                if i >= len(argv):
                    raise Usage("--%s: missing value" % name)
                val = argv[i]
            elif not takes[name] and eq:
                raise Usage("--%s takes no value" % name)
            opt[name] = val if takes[name] else True
        else:
            pos.append(a)
        i += 1
    return pos, opt


def _shape(opt):
    if "shape" not in opt:
        return None
    try:
        return tuple(int(x) for x in opt["shape"].lower().split("x"))
    except ValueError:
        raise Usage("--shape: '%s' is not AxB..." % opt["shape"])


def _vps(f, text):
    out = []
    for item in text.split(","):
        if item == "all":
            out.append(range(f.nvp))
            continue
        try:
            if "-" in item[1:]:
                a, b = (int(x) for x in item.split("-", 1))
                out.append(range(a, b + 1) if a <= b else range(a, b - 1, -1))
            else:
                out.append([int(item)])
        except ValueError:
            raise Usage("--vp: '%s' is not an index, a range A-B or all" % item)
    return out


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE + "\n") if argv else sys.stderr.write(USAGE + "\n")
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    common = {"shape": True, "allow-short": False}
    try:
        if cmd == "info":
            pos, opt = _args(rest, dict(common, json=False))
            if len(pos) != 1:
                raise Usage("info: expected FILE")
            with ss_open(pos[0], _shape(opt), "allow-short" in opt) as f:
                info = f.info()
            if "json" in opt:
                print(json.dumps(info))
            else:
                ln = info["length"]
                print("%s: Stream* file, shape %s (%d VPs), written by %d rank%s" % (
                    info["path"], "x".join(map(str, info["shape"])), info["nvp"], info["writer_ranks"],
                    "" if info["writer_ranks"] == 1 else "s"))
                for s in info["segments"]:
                    print("  %-3s block %d bytes at offset %d" % (s["mode"], s["block"], s["offset"]))
                print("  streams min %d, median %g, max %d bytes (total %d)" % (
                    ln["min"], ln["median"], ln["max"], ln["total"]))
        elif cmd == "cat":
            pos, opt = _args(rest, dict(common, vp=True))
            if len(pos) != 1 or "vp" not in opt:
                raise Usage("cat: expected FILE --vp LIST")
            with ss_open(pos[0], _shape(opt), "allow-short" in opt) as f:
                for r in _vps(f, opt["vp"]):
                    for v in r:
                        sys.stdout.buffer.write(f.stream(v))
            sys.stdout.buffer.flush()
        elif cmd == "convert":
            pos, opt = _args(rest, dict(common, order=True, dtype=True, fill=True, **{"record-bytes": True}))
            if len(pos) != 2:
                raise Usage("convert: expected FILE OUT.npy")
            if not pos[1]:
                raise Usage("convert: OUT is an empty path")
            fill = opt.get("fill", "0")
            try:
                fill = int(fill, 0)
            except ValueError:
                try:
                    fill = float(fill)
                except ValueError:
                    raise Usage("--fill: '%s' is not a number" % fill)
            rb = opt.get("record-bytes")
            d = os.path.dirname(pos[1])
            if d and not os.path.isdir(d):  # before reading: say it at once
                raise StreamStarError("%s: directory %s does not exist" % (pos[1], d))
            try:
                rb = int(rb) if rb is not None else None
            except ValueError:
                raise Usage("--record-bytes: '%s' is not a number" % rb)
            with ss_open(pos[0], _shape(opt), "allow-short" in opt) as f:
                a = f.to_numpy(opt.get("dtype", "uint8"), order=opt.get("order", "vp"), fill=fill,
                               record_bytes=rb)
            try:
                with open(pos[1], "wb") as fh:  # np.save would append .npy to another name
                    np.save(fh, a)
            except OSError as e:
                raise StreamStarError("%s: %s" % (pos[1], e.strerror))
        else:
            raise Usage("unknown command '%s' (info, cat, convert)" % cmd)
    except Usage as e:
        sys.stderr.write("python -m streamstar: %s\n" % e)
        return 2
    except StreamStarError as e:
        sys.stderr.write("python -m streamstar %s: %s\n" % (cmd, e))
        return 1
    except BrokenPipeError:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
