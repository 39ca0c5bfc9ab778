"""`python -m streamstar`: the reading commands of the streamstar tool for a
machine that has the package but not the tool.

  python -m streamstar info FILE [--json]
  python -m streamstar cat FILE --vp LIST          (I, I:J:K, A-B, all; comma-separated)
  python -m streamstar convert FILE OUT [--order=vp|record] [--format=raw|npy] [--dtype=T]
                                        [--fill=V | --fill-byte=N] [--record-bytes=N]
  common: [--shape=AxB] (external file), [--salvage] (--allow-short: older name)
  OUT is .npy by its name or --format=npy, else the bare array (raw); OUT - is
  standard output. A data file cut short is an error (exit 1) naming the bytes
  missing; --salvage reads them as 0x00 with one warning line on stderr.
  --no-progress, --threads=N and --buffer=SIZE are accepted
  for the tool's command lines and change nothing here.

Exit status: 0 done, 1 a file error (one line on stderr), 2 a usage error."""
import json
import os
import re
import sys
import warnings

import numpy as np

from . import StreamStarError, open as ss_open
from ._layout import int_text

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
    try:  # decimal extents only: the x between them rules out 0x
        dims = tuple(int(x, 10) if x.isdigit() and x.isascii() else _uint("?") for x in re.split("[x,]", opt["shape"]))
    except ValueError:
        raise Usage("--shape: '%s' is not AxB... (decimal extents separated by x)" % opt["shape"])
    if 0 in dims:  # as the tool: a usage error (exit 2), not a file error
        raise Usage("--shape: extent 0 in '%s'" % opt["shape"])
    return dims


def _vps(f, text):
    out = []
    for item in text.split(","):
        if item == "all":
            out.append(range(f.nvp))
            continue
        try:
            if ":" in item:  # coordinates, as the tool takes them (and its messages)
                c = [_uint(x) for x in item.split(":")]
                if any(x < 0 for x in c):
                    raise ValueError
                if len(c) != len(f.shape):
                    raise StreamStarError("--vp: '%s' has %d coordinates, the shape %s has %d axes"
                                          % (item, len(c), "x".join(map(str, f.shape)), len(f.shape)))
                if any(x >= d for x, d in zip(c, f.shape)):
                    raise StreamStarError("--vp: '%s' is outside the shape %s" % (item, "x".join(map(str, f.shape))))
                out.append([f._vp_index(tuple(c))])
            elif "-" in item[1:]:
                a, b = (_uint(x) for x in item.split("-", 1))
                out.append(range(a, b + 1) if a <= b else range(a, b - 1, -1))
            else:
                out.append([_uint(item)])
        except ValueError:
            raise Usage("--vp: '%s' is not an index, coordinates I:J, a range A-B or all" % item)
    return out


def _uint(text):
    """A non-negative integer as the tool takes one (decimal, or hex after 0x)."""
    if text[:1] in "+-":
        raise ValueError(text)
    return int_text(text)


def _size_ok(text, least):
    """A count or a size such as 4m, as --threads (least 1) and --buffer
    (least 0: the tool raises it to 4 KiB) take them."""
    t = text.lower()
    if t[-1:] in ("k", "m", "g"):
        t = t[:-1]
    try:
        return _uint(t) >= least
    except ValueError:
        return False


def _fill_value(text):
    """--fill's value: an integer (0x7f, -1), a float (nan, 1.5) or a complex
    number (2j, 1-2.5j, (1+2j)), as the tool takes it."""
    try:
        return int_text(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        pass
    try:
        return complex(text.replace(" ", ""))
    except ValueError:
        raise Usage("--fill: '%s' is not a number" % text)


def _info_text(f, info):
    """`streamstar info` without --json, line for line as the tool prints it."""
    m, ln, d = f.meta, info["length"], info["data"]
    head = "%s: %s, shape %s (%d VPs)" % (info["path"], "external flat file" if info["external"] else "Stream* file",
                                         "x".join(map(str, info["shape"])), info["nvp"])
    if not info["external"]:
        head += ", written by %d rank%s" % (info["writer_ranks"], "" if info["writer_ranks"] == 1 else "s")
    print(head)
    size = f.data.size()
    if d.get("striped"):
        print("  data      striped over %d targets, stripe unit %d bytes, %d bytes" % (d["targets"], d["stripe_unit"],
                                                                                     size))
    else:
        print("  data      ordinary file, %d bytes" % size)
    for s in info["segments"]:
        if s["mode"] == "IB":
            print("  IB        block %d bytes, from stream byte %d; %d data superblocks of %d bytes at offset %d;"
                  % (s["block"], info["ib_start"], s["superblocks"], s["superblock"], s["offset"]))
            print("            %d directory superblocks of %d bytes, %d pointers per entry"
                  % (s["dir_superblocks"], m["dsb_bytes"], s["dir_ptrs"]))
        else:
            print("  %s        block %d bytes, %d rows, %d bytes per VP, at offset %d"
                  % (s["mode"], s["block"], s["rows"], s["bytes_per_vp"], s["offset"]))
    if not info["segments"]:
        print("  (no data)")
    print("  streams   min %d, median %s, max %d bytes (total %d)" % (ln["min"], _g17(ln["median"]), ln["max"],
                                                                      ln["total"]))


def _g17(x):
    """C's %.17g of a float."""
    return "%.17g" % x


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE + "\n") if argv else sys.stderr.write(USAGE + "\n")
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    common = {"shape": True, "allow-short": False, "salvage": False}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        rc = _run(cmd, rest, common)
    if caught:  # salvage: the first says it all (cat's own check covers every VP it prints)
        sys.stderr.write("python -m streamstar %s: warning: %s\n" % (cmd, _cli_text(str(caught[0].message))))
    return rc


def _cli_text(msg):
    """A package message as the command line says it, like the tool's: the
    option, not the Python argument, and not the API call that read
    ("FILE: to_numpy: data file truncated" -> "FILE: data file truncated")."""
    msg = re.sub(r": (?:cat|to_numpy|streams\(\)|stream\(\d+\)): (data file truncated|FILE\.meta says|\S+\.meta says)",
                 r": \1", msg, count=1)
    return msg.replace("open(..., salvage=True) reads them", "--salvage reads them") \
              .replace("salvaged as asked (salvage=True)", "salvaged as asked (--salvage)")


def _salvage(opt):
    return "salvage" in opt or "allow-short" in opt


def _run(cmd, rest, common):
    if cmd in ("info", "cat", "convert") and ("--help" in rest or "-h" in rest):  # as `streamstar COMMAND --help`
        sys.stdout.write(USAGE + "\n")
        return 0
    try:
        if cmd == "info":
            pos, opt = _args(rest, dict(common, json=False))
            if len(pos) != 1:
                raise Usage("info: expected FILE")
            with ss_open(pos[0], _shape(opt), salvage=_salvage(opt)) as f:
                info = f.info()
                if "json" in opt:
                    print(json.dumps(info))
                else:
                    _info_text(f, info)
        elif cmd == "cat":
            pos, opt = _args(rest, dict(common, vp=True))
            if len(pos) != 1 or "vp" not in opt:
                raise Usage("cat: expected FILE --vp LIST")
            with ss_open(pos[0], _shape(opt), salvage=_salvage(opt)) as f:
                vps = _vps(f, opt["vp"])
                f._check_missing((v for r in vps for v in r), "cat")  # before any output, once
                for r in vps:
                    for v in r:
                        sys.stdout.buffer.write(f.stream(v))
            sys.stdout.buffer.flush()
        elif cmd == "convert":
            pos, opt = _args(rest, dict(common, order=True, dtype=True, fill=True, format=True, threads=True,
                                        buffer=True, **{"record-bytes": True, "fill-byte": True,
                                                        "no-progress": False}))
            if len(pos) != 2:
                raise Usage("convert: expected FILE OUT")
            if not pos[1]:
                raise Usage("convert: OUT is an empty path")
            out = pos[1]
            fmt = opt.get("format", "npy" if out.endswith(".npy") else "raw")
            if fmt not in ("raw", "npy"):
                raise Usage("--format: '%s' is not raw or npy" % fmt)
            for name, least in (("threads", 1), ("buffer", 0)):  # the tool's tuning: validated, then unused
                if name in opt and not _size_ok(opt[name], least):
                    raise Usage("--%s: '%s' is not a %s number" % (name, opt[name], "positive" if least else
                                                                     "non-negative"))
            if "fill" in opt and "fill-byte" in opt:
                raise Usage("--fill and --fill-byte exclude each other")
            if "fill-byte" in opt:
                try:
                    fill = _uint(opt["fill-byte"])
                except ValueError:
                    fill = -1
                if not 0 <= fill <= 255:
                    raise Usage("--fill-byte: '%s' is not a byte (0..255)" % opt["fill-byte"])
                fill = bytes([fill])
            else:
                fill = _fill_value(opt.get("fill", "0"))
            rb = opt.get("record-bytes")
            d = os.path.dirname(out)
            if out != "-" and d and not os.path.isdir(d):  # before reading: say it at once
                raise StreamStarError("%s: directory %s does not exist" % (out, d))
            try:
                rb = _uint(rb) if rb is not None else None
            except ValueError:
                raise Usage("--record-bytes: '%s' is not a number" % rb)
            if out == "-" and sys.stdout.isatty():
                raise Usage("convert: OUT - would write binary data to a terminal")
            with ss_open(pos[0], _shape(opt), salvage=_salvage(opt)) as f:
                a = f.to_numpy(opt.get("dtype", "uint8"), order=opt.get("order", "vp"), fill=fill,
                               record_bytes=rb)
            try:
                if out == "-":
                    fh = sys.stdout.buffer
                    np.save(fh, a) if fmt == "npy" else fh.write(np.ascontiguousarray(a).tobytes())
                    fh.flush()
                else:
                    with open(out, "wb") as fh:  # np.save would append .npy to another name
                        np.save(fh, a) if fmt == "npy" else a.tofile(fh)
            except OSError as e:
                raise StreamStarError("%s: %s" % (out, e.strerror))
        else:
            raise Usage("unknown command '%s' (info, cat, convert)" % cmd)
    except Usage as e:
        sys.stderr.write("python -m streamstar: %s\n" % e)
        return 2
    except StreamStarError as e:
        sys.stderr.write("python -m streamstar %s: %s\n" % (cmd, _cli_text(str(e))))
        return 1
    except BrokenPipeError:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
