#!/usr/bin/env python3
"""Mutation fuzzer for the cstar compiler: broken C* source must give a clean
diagnostic (`file.cs:LINE:COL: error: ...`, exit 1), never a crash, a hang, an
"internal error", a C compiler failure on the generated C or an error without
a line.

Takes valid .cs programs (by default every .cs under test/ that compiles with
`cstar -c`), mutates each (delete/duplicate/swap tokens and lines, operator
replacements, dropped `;`/`}`/`)`, truncation, undeclared names, shape swaps,
`:S` added or removed, where/with/everywhere in odd places, parallel values in
scalar contexts, wrong call arguments), runs `cstar -c` on every mutant and
classifies the outcome:

  OK      compiled (exit 0)
  DIAG    clean diagnostic: exit 1 and at least one `FILE:LINE:COL: error:`
          line naming the mutant (or a header it includes) with LINE inside it
  WARN    compiled, but gcc warned about a pointer/integer mix-up in the
          generated C (likely a parallel value in scalar C): review by hand
  BAD     anything else: a signal, an assertion, an uncaught exception,
          "internal", a timeout, the C compiler failing on the generated C,
          generated names (`__cs_...`) in an error, or no line number

Mutant i of seed s depends only on (s, i): a BAD mutant is reproduced by
`csfuzz.py --cstar BIN --seed s --only i --keep DIR`.

By hand:  test/utils/csfuzz.py --cstar build-x/bin/cstar --count 3000 -j 2 --keep /tmp/fz
In lit:   a fixed seed, a small count, --fail-on-bad (test/Parse/lang10-fuzz.test).
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
TESTDIR = os.path.dirname(HERE)

PUNCT = sorted("""<?= >?= <<= >>= ... -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= <? >? ##
[ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #""".split(), key=len, reverse=True)
TOKEN_RE = re.compile(r"""
  (?P<pp>^[ \t]*\#(?:[^\n\\]|\\.)*(?:\\\n(?:[^\n\\]|\\.)*)*)
| (?P<ws>[ \t\r\n]+)
| (?P<comment>//[^\n]*|/\*.*?\*/)
| (?P<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')
| (?P<num>\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*)
| (?P<id>[A-Za-z_][A-Za-z_0-9]*)
| (?P<punct>""" + "|".join(re.escape(p) for p in PUNCT) + r""")
| (?P<other>.)
""", re.X | re.M | re.S)

KEYWORDS = set("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned
void volatile while _Bool bool shape with where everywhere elemental current overload boolsizeof""".split())
TYPES = "int|double|float|char|long|short|unsigned|bool|signed"


class Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end


def tokenize(src):
    toks = []
    for m in TOKEN_RE.finditer(src):
        kind = m.lastgroup
        if kind in ("ws", "comment"):
            continue
        toks.append(Tok(kind, m.group(), m.start(), m.end()))
    return toks


def splice(src, a, b, new):
    return src[:a] + new + src[b:]


class Info:
    """What a mutator needs to know about one source: tokens, shapes, parallel names."""

    def __init__(self, src):
        self.src = src
        self.toks = [t for t in tokenize(src) if t.kind != "pp"]
        # The text with comments and preprocessor lines blanked (same offsets):
        # the regex mutators look for code only.
        code = list(src)
        for m in TOKEN_RE.finditer(src):
            if m.lastgroup in ("comment", "pp"):
                for k in range(m.start(), m.end()):
                    if code[k] != "\n":
                        code[k] = " "
        self.code = code = "".join(code)
        self.shapes = sorted(set(re.findall(r"\bshape\s*(?:\[[^\]\n]*\]\s*)*([A-Za-z_]\w*)", code))
                             - KEYWORDS)
        pars = re.findall(r"\b(?:" + TYPES + r")\s*:\s*(\w+)\s*\**\s*([A-Za-z_]\w*)", code)
        self.shapes = sorted(set(self.shapes) | {s for s, _ in pars if s not in KEYWORDS})
        self.pars = sorted({n for _, n in pars if n not in KEYWORDS})
        self.ids = sorted({t.text for t in self.toks if t.kind == "id" and t.text not in KEYWORDS})


def match_close(toks, i):
    """Index of the bracket closing toks[i] (or None)."""
    pair = {"(": ")", "[": "]", "{": "}"}[toks[i].text]
    depth = 0
    for j in range(i, len(toks)):
        if toks[j].text == toks[i].text:
            depth += 1
        elif toks[j].text == pair:
            depth -= 1
            if depth == 0:
                return j
    return None


# --- mutators: each returns (new source, description) or None -------------

def m_delete_token(r, I):
    t = r.choice(I.toks)
    return splice(I.src, t.start, t.end, ""), "delete token %r" % t.text


def m_delete_line(r, I):
    lines = I.src.split("\n")
    k = r.randrange(len(lines))
    return "\n".join(lines[:k] + lines[k + 1:]), "delete line %d" % (k + 1)


def m_dup_line(r, I):
    lines = I.src.split("\n")
    k = r.randrange(len(lines))
    return "\n".join(lines[:k + 1] + [lines[k]] + lines[k + 1:]), "duplicate line %d" % (k + 1)


def m_swap_tokens(r, I):
    k = r.randrange(len(I.toks) - 1)
    a, b = I.toks[k], I.toks[k + 1] if r.random() < 0.6 else r.choice(I.toks[k + 1:])
    s = I.src[:a.start] + b.text + I.src[a.end:b.start] + a.text + I.src[b.end:]
    return s, "swap %r and %r" % (a.text, b.text)


OPS = {"+=": ["<?=", ">?=", "-=", "=", "+", "%="], "-=": ["+=", "<?="], "*=": ["/=", "&="],
       ".": ["->", ","], "->": ["."], "==": ["=", "!="], "=": ["==", "+=", "<?=", ">?=", "|="],
       "&&": ["&", "||", ","], "||": ["|", "&&"], "<": ["<?", "<=", "<<"], ">": [">?", ">=", ">>"],
       "+": ["+=", "<?", "-", "*", ">?"], "-": ["-=", "+", "->"], "*": ["&", "/", "**"],
       "&": ["*", "&&", "|"], "[": ["(", "[["], "]": [")", "]]"], "(": ["[", "(("], ")": ["]", "))"],
       ",": [";", ".", ""], ";": [",", ":", ";;"], ":": [";", "::", ":*"], "<?=": ["+=", "<?"],
       ">?=": ["-=", ">?"], "<?": ["<", "<?="], ">?": [">", ">?="], "%": ["%=", "/"], "++": ["--", "+"],
       "?": [":", "<?"], "{": ["(", "{{"], "}": [")", "}}"], "!": ["~", "-"], "<=": ["<?=", "<<="]}


def m_replace_op(r, I):
    cands = [t for t in I.toks if t.text in OPS]
    if not cands:
        return None
    t = r.choice(cands)
    new = r.choice(OPS[t.text])
    return splice(I.src, t.start, t.end, new), "replace %r by %r" % (t.text, new)


def m_grid(r, I):
    ms = list(re.finditer(r"\[\s*\.\s*([+-])\s*(\w+)\s*\]", I.code))
    if not ms:
        return None
    m = r.choice(ms)
    par = r.choice(I.pars) if I.pars else "x"
    new = r.choice(["[.+]", "[.]", "[.%s]" % m.group(1), "[.+%s]" % par, "[%s.%s]" % (m.group(2), m.group(1)),
                    m.group(0) + m.group(0), "[.+1.5]", "[.*2]", "[..+1]", "[.+%s+]" % m.group(2)])
    return splice(I.src, m.start(), m.end(), new), "grid %r -> %r" % (m.group(0), new)


def m_drop_punct(r, I):
    cands = [t for t in I.toks if t.text in (";", "}", ")", "{", "(", "]")]
    if not cands:
        return None
    t = r.choice(cands)
    return splice(I.src, t.start, t.end, ""), "drop %r" % t.text


def m_truncate(r, I):
    k = r.randrange(len(I.src))
    return I.src[:k], "truncate at %d" % k


def m_rename(r, I):
    cands = [t for t in I.toks if t.kind == "id" and t.text not in KEYWORDS]
    if not cands:
        return None
    t = r.choice(cands)
    new = r.choice(["undeclared_q", t.text + "_nope", "Sx", "pcoordx", "cs_undeclared", "with_x"])
    return splice(I.src, t.start, t.end, new), "rename %r to %r" % (t.text, new)


def m_shape_swap(r, I):
    cands = [t for t in I.toks if t.text in I.shapes]
    if not cands:
        return None
    t = r.choice(cands)
    others = [s for s in I.shapes if s != t.text] + ["current", "physical", "NoShape"]
    new = r.choice(others)
    return splice(I.src, t.start, t.end, new), "shape %r -> %r" % (t.text, new)


def m_add_par(r, I):
    ms = [m for m in re.finditer(r"\b(" + TYPES + r")(\s+\**\s*)([A-Za-z_]\w*)\b(?!\s*\()", I.code)
          if m.group(3) not in KEYWORDS]
    if not ms or not I.shapes:
        return None
    m = r.choice(ms)
    s = r.choice(I.shapes + ["current", "void"])
    return splice(I.src, m.end(1), m.end(1), ":" + s), "add :%s to %r" % (s, m.group(0))


def m_remove_par(r, I):
    ms = list(re.finditer(r"\b(?:" + TYPES + r"|\w+_t|struct\s+\w+)\s*(:\s*(?:\w+|\(\s*\*\s*\w+\s*\)))", I.code))
    if not ms:
        return None
    m = r.choice(ms)
    return splice(I.src, m.start(1), m.end(1), ""), "remove %r" % m.group(1)


def stmt_starts(I):
    out, depth = [], 0
    for k, t in enumerate(I.toks[:-1]):
        if t.text == "{":
            depth += 1
        elif t.text == "}":
            depth -= 1
        if depth >= 1 and t.text in (";", "{", "}"):
            out.append(I.toks[k + 1])
    return out


def m_insert_ctx(r, I):
    par = r.choice(I.pars) if I.pars else "x"
    shp = r.choice(I.shapes) if I.shapes else "S"
    ins = r.choice(["where (%s > 0) " % par, "with (%s) " % shp, "everywhere ", "where (1) ", "with (current) ",
                    "where (%s) else " % par, "with (%s) where (%s) " % (shp, par)])
    starts = stmt_starts(I)
    t = r.choice(starts) if starts and r.random() < 0.7 else r.choice(I.toks)
    return splice(I.src, t.start, t.start, ins), "insert %r before %r" % (ins, t.text)


def m_par_scalar(r, I):
    """A parallel value where a scalar is required."""
    if not I.pars:
        return None
    par = r.choice(I.pars)
    T = I.toks
    cands = []
    for k, t in enumerate(T[:-1]):
        if t.text in ("if", "while", "switch", "return") and T[k + 1].text == "(":
            cands.append(("cond", k + 1))
        elif t.text == "[" and k + 2 < len(T) and T[k + 1].kind == "num" and T[k + 2].text == "]":
            cands.append(("size", k + 1))
        elif t.text == "return" and T[k + 1].text != ";":
            cands.append(("ret", k + 1))
        elif t.text == "=" and T[k - 1].kind == "id" and T[k - 1].text not in I.pars:
            cands.append(("asg", k + 1))
        elif t.text == "case" and T[k + 1].kind == "num":
            cands.append(("case", k + 1))
        elif t.text == "for" and T[k + 1].text == "(":
            cands.append(("for", k + 1))
    if not cands:
        return None
    what, k = r.choice(cands)
    if what in ("cond", "for"):
        e = match_close(T, k)
        if e is None:
            return None
        if what == "for":
            semis = [j for j in range(k, e) if T[j].text == ";"]
            if len(semis) < 2:
                return None
            return splice(I.src, T[semis[0]].end, T[semis[1]].start, " %s > 0" % par), "for cond -> %s" % par
        return splice(I.src, T[k].end, T[e].start, par), "%s condition -> %s" % (T[k - 1].text, par)
    t = T[k]
    new = par if what != "asg" else r.choice([par, par + " + 1", "&" + par])
    return splice(I.src, t.start, t.end, new), "%s %r -> %s" % (what, t.text, new)


def m_call_args(r, I):
    T = I.toks
    cands = [k for k in range(1, len(T) - 1)
             if T[k].kind == "id" and T[k + 1].text == "(" and T[k].text not in KEYWORDS
             and T[k - 1].text not in ("int", "void", "double", "float", "char", "long", "*", "struct")]
    if not cands:
        return None
    k = r.choice(cands)
    e = match_close(T, k + 1)
    if e is None:
        return None
    commas, depth = [], 0
    for j in range(k + 2, e):
        if T[j].text in "([{":
            depth += 1
        elif T[j].text in ")]}":
            depth -= 1
        elif T[j].text == "," and depth == 0:
            commas.append(j)
    choice = r.randrange(4)
    name = T[k].text
    if choice == 0:  # one argument more
        return splice(I.src, T[e].start, T[e].start, (", " if e > k + 2 else "") + "1"), "call %s: extra arg" % name
    if choice == 1 and e > k + 2:  # last argument dropped
        a = T[commas[-1]].start if commas else T[k + 2].start
        return splice(I.src, a, T[e].start, ""), "call %s: drop last arg" % name
    # an argument replaced by a parallel / scalar / address value
    bounds = [k + 1] + commas + [e]
    if len(bounds) < 3 or e == k + 2:
        return None
    a = r.randrange(len(bounds) - 1)
    lo, hi = T[bounds[a]].end, T[bounds[a + 1]].start
    new = r.choice(([r.choice(I.pars), "&" + r.choice(I.pars)] if I.pars else []) + ["1", "0.5", '"s"'])
    return splice(I.src, lo, hi, " " + new), "call %s: arg %d -> %s" % (name, a, new)


def m_drop_bracket_group(r, I):
    cands = [k for k, t in enumerate(I.toks) if t.text == "["]
    if not cands:
        return None
    k = r.choice(cands)
    e = match_close(I.toks, k)
    if e is None:
        return None
    return (splice(I.src, I.toks[k].start, I.toks[e].end, ""),
            "drop %r" % I.src[I.toks[k].start:I.toks[e].end][:40])


def m_cstar_misuse(r, I):
    """C* forms given the wrong kind of operand: a parallel axis, extent or
    shape, a scalar where a parallel value or a shape goes, typeof of a
    parallel value."""
    par = r.choice(I.pars) if I.pars else "x"
    shp = r.choice(I.shapes) if I.shapes else "S"
    pats = [(r"\bpcoord\s*\(\s*\w+\s*\)", ["pcoord(%s)" % par, "pcoord()", "pcoord(0, 1)", "pcoord(%s)" % shp]),
            (r"\bdimof\s*\(\s*\w+\s*,\s*\w+\s*\)", ["dimof(%s, %s)" % (shp, par), "dimof(%s)" % par,
                                                      "dimof(%s, 0)" % par]),
            (r"\bwith\s*\(\s*\w+\s*\)", ["with (&%s)" % shp, "with (%s)" % par, "with (0)", "with ()",
                                           "with (%s, %s)" % (shp, shp)]),
            (r"\bshape\s*\[\s*\w+\s*\]", ["shape [%s]" % par, "shape [-1]", "shape [0]", "shape []",
                                            "shape [2.5]"]),
            (r"\b(?:rankof|positionsof)\s*\(\s*\w+\s*\)", ["rankof(%s)" % par, "positionsof(%s)" % par]),
            (r"\bwhere\s*\(", ["where (%s) where (" % par, "where (&%s, " % par]),
            (r"\ballocate_shape\s*\(\s*&\s*\w+", ["allocate_shape(%s" % shp, "allocate_shape(&%s" % par]),
            (r"\b(?:" + TYPES + r")\s*:\s*\w+", ["__typeof__(%s)" % par, "int:%s:%s" % (shp, shp), "int:",
                                                 "int:%s" % par]),
            (r"[-+*/|&^]=\s*\(?\s*[A-Za-z_]\w*", ["<?= (%s" % shp, "+= &%s" % par])]
    hits = [(m, alts) for rx, alts in pats for m in re.finditer(rx, I.code)]
    if not hits:
        return None
    m, alts = r.choice(hits)
    new = r.choice(alts)
    return splice(I.src, m.start(), m.end(), new), "misuse %r -> %r" % (m.group(0), new)


MUTATORS = [(m_cstar_misuse, 5), (m_delete_token, 3), (m_delete_line, 2), (m_dup_line, 2), (m_swap_tokens, 2), (m_replace_op, 4),
            (m_grid, 1), (m_drop_punct, 3), (m_truncate, 1), (m_rename, 2), (m_shape_swap, 2), (m_add_par, 2),
            (m_remove_par, 2), (m_insert_ctx, 3), (m_par_scalar, 4), (m_call_args, 3), (m_drop_bracket_group, 2)]


def mutate(r, src):
    I = Info(src)
    if len(I.toks) < 4:
        return None
    fns = [f for f, w in MUTATORS for _ in range(w)]
    for _ in range(20):
        got = r.choice(fns)(r, I)
        if got and got[0] != src:
            return got
    return None


# --- running and classifying ------------------------------------------------

CRASH = re.compile(r"internal (compiler )?error|Assertion .* failed|terminate called|Stack dump|PLEASE submit|"
                   r"LLVM ERROR|UNREACHABLE executed|Segmentation fault|core dumped|what\(\):")


def classify(rc, err, path, nlines, timed_out):
    if timed_out:
        return "BAD", "timeout"
    if rc < 0 or rc > 128:
        return "BAD", "signal/exit %d" % rc
    if CRASH.search(err):
        return "BAD", "crash text: " + CRASH.search(err).group()
    if "the C compiler failed" in err:
        return "BAD", "gcc rejected the generated C"
    base = re.escape(os.path.basename(path))
    errs = re.findall(r"^(\S*?)(" + base + r"|\S+\.h):(\d+):(\d+): error: (.*)$", err, re.M)
    if rc == 0:
        if errs or " error:" in err:
            return "BAD", "exit 0 with an error"
        # gcc's own warnings (its quotes are ‘ ’) about the generated C: a
        # pointer/integer mix-up there is usually a parallel value that
        # reached scalar C as its storage pointer.  Reviewed by hand.
        w = re.search(r"warning: [^\n]*\u2018[^\n]*", err)
        if w and re.search(r"makes (integer|pointer) from|incompatible pointer type|non-integer", w.group()):
            return "WARN", w.group()[:120]
        return "OK", ""
    if any("__cs_" in m[4] or "__cs" in m[4] for m in errs):
        return "BAD", "generated name in an error"
    if re.search(r"/tmp/cstar-|\.c:\d+", err):
        return "BAD", "error names the generated C"
    own = [m for m in errs if m[1] != "" and not m[1].endswith(".h")]
    if not errs:
        return "BAD", "no file:line error"
    if own and not all(1 <= int(m[2]) <= nlines + 1 for m in own):
        return "BAD", "line outside the file"
    return "DIAG", ""


def run_cstar(cstar, src_text, orig_path, workdir, timeout):
    name = os.path.basename(orig_path)
    path = os.path.join(workdir, name)
    with open(path, "w") as f:
        f.write(src_text)
    cmd = [cstar, "-c", "-I", os.path.dirname(os.path.abspath(orig_path)), path, "-o", os.path.join(workdir, "m.o")]
    try:
        # gcc's warnings on the generated C are the WARN class's evidence (cstar
        # hides them from users unless CSTAR_GCC_WARNINGS is set).
        env = dict(os.environ, CSTAR_GCC_WARNINGS="1")
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, cwd=workdir,
                           env=env)
        return p.returncode, p.stdout.decode("utf-8", "replace") + p.stderr.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired as e:
        return -9, "", True


def default_sources():
    out = []
    for root, _, files in os.walk(TESTDIR):
        if "/bench" in root or "lang10-fuzz" in root:  # (kept mutants: broken on purpose)
            continue
        for f in files:
            if f.endswith(".cs"):
                out.append(os.path.join(root, f))
    return sorted(out)


def check_as_is(a):
    """Kept mutants (once BAD): each must now be a clean diagnostic."""
    fails = 0
    for s in a.sources:
        text = open(s, encoding="utf-8", errors="replace").read()
        wd = tempfile.mkdtemp(prefix="csfuzz-")
        try:
            rc, out, to = run_cstar(a.cstar, text, s, wd, a.timeout)
        finally:
            subprocess.run(["rm", "-rf", wd])
        cls, why = classify(rc, out, s, text.count("\n") + 1, to)
        ok = cls == "DIAG"
        fails += not ok
        print("%s %s: %s%s" % ("ok  " if ok else "FAIL", os.path.basename(s), cls, (" [" + why + "]") if why else ""))
        if not ok or a.verbose:
            for l in out.splitlines()[:8]:
                print("       | " + l[:200])
    return 1 if fails else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cstar", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--only", type=int, action="append", help="run mutant number N only (repeatable)")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--keep", help="directory for BAD mutants and the log")
    ap.add_argument("--fail-on-bad", action="store_true")
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--show", action="store_true", help="print each mutant's diff and the compiler's output")
    ap.add_argument("--as-is", action="store_true",
                    help="classify the given files unmutated (kept mutants); each must give a clean diagnostic")
    ap.add_argument("sources", nargs="*")
    a = ap.parse_args()
    a.cstar = os.path.abspath(a.cstar)
    if a.as_is:
        return check_as_is(a)
    sources = a.sources or default_sources()
    texts = {}
    for s in sources:
        try:
            texts[s] = open(s, encoding="utf-8", errors="replace").read()
        except OSError:
            pass
    sources = [s for s in sources if s in texts and texts[s].strip()]
    baseline = {}  # source -> compiles?
    lock = threading.Lock()
    base_tmp = tempfile.mkdtemp(prefix="csfuzz-")
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)

    def source_ok(s, wd):
        with lock:
            if s in baseline:
                return baseline[s]
        rc, _, to = run_cstar(a.cstar, texts[s], s, wd, a.timeout)
        with lock:
            baseline[s] = (rc == 0 and not to)
            return baseline[s]

    def one(i):
        r = random.Random(a.seed * 1000003 + i)
        wd = tempfile.mkdtemp(dir=base_tmp)
        try:
            for _ in range(10):
                s = r.choice(sources)
                if not source_ok(s, wd):
                    continue
                got = mutate(r, texts[s])
                if got is None:
                    continue
                text, desc = got
                rc, out, to = run_cstar(a.cstar, text, s, wd, a.timeout)
                cls, why = classify(rc, out, s, text.count("\n") + 1, to)
                return i, s, desc, cls, why, out, text
            return i, None, "no usable source", "SKIP", "", "", ""
        finally:
            subprocess.run(["rm", "-rf", wd])

    ids = a.only or list(range(a.count))
    counts = {}
    bad = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        for i, s, desc, cls, why, out, text in ex.map(one, ids):
            counts[cls] = counts.get(cls, 0) + 1
            rel = os.path.relpath(s, TESTDIR) if s else "-"
            if a.verbose or cls in ("BAD", "WARN"):
                print("%-4s #%d %s: %s%s" % (cls, i, rel, desc, (" [" + why + "]") if why else ""), flush=True)
            if a.show and s:
                import difflib
                sys.stdout.writelines(difflib.unified_diff(texts[s].splitlines(True), text.splitlines(True), n=1))
                print(out)
            if cls == "BAD":
                bad.append(i)
                first = [l for l in out.splitlines() if l.strip()][:6]
                for l in first:
                    print("       | " + l[:200])
                if a.keep:
                    d = os.path.join(a.keep, "bad-%d-%d" % (a.seed, i))
                    os.makedirs(d, exist_ok=True)
                    with open(os.path.join(d, os.path.basename(s)), "w") as f:
                        f.write(text)
                    with open(os.path.join(d, "info.txt"), "w") as f:
                        f.write("source %s\nmutation %s\nwhy %s\n\n%s" % (s, desc, why, out))
            if a.keep:
                with open(os.path.join(a.keep, "log-%d.txt" % a.seed), "a") as f:
                    f.write("%s\t%d\t%s\t%s\t%s\n" % (cls, i, rel, desc, why))
    subprocess.run(["rm", "-rf", base_tmp])
    print("csfuzz seed %d: %s" % (a.seed, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    if bad and a.fail_on_bad:
        print("BAD mutants: " + " ".join(map(str, bad)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
