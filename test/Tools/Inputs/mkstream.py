#!/usr/bin/env python3
"""Independent Stream* writer for tests: follows docs/stream-format.md and
shares no code with the readers it tests (the streamstar tool, the Python
package). It simulates P writing ranks (block distribution of VPs,
round-robin superblocks, interleaved appends so VP lists span entries and
superblocks), writes NAME, NAME.meta, NAME.first, NAME.dir, and the expected
streams in NAME.expect.npz (`data`: all streams concatenated, `lens`).

  mkstream.py NAME --shape 4x3 [--ranks P] [--nb-rows R --b-nb B]
              [--cb-len N --b-cb B] [--ib MAXBYTES --b-ib B --k K]
              [--lens uniform|ragged|zeros] [--stripe UNIT:N [--relative]] [--none-slots] [--seed S]
              [--packed] [--ib-used] [--incomplete WRITING]

--packed: one packed append session (§3): blocks numbered consecutively rank
after rank, entries in consecutive slots; with --ib-used the .meta gives
ib_used_blocks. --incomplete W: the provisional .meta of a writer that died
(flag INCOMPLETE, `writing` = W, lengths of the last commit = none, so 0).
"""
import argparse
import os
import struct
import zlib

import numpy as np

NONE = 0xFFFFFFFF


def crc(b):
    return zlib.crc32(b) & 0xFFFFFFFF


def fnv1a(data):
    h = 2166136261
    for c in data:
        h = ((h ^ c) * 16777619) & 0xFFFFFFFF
    return h


def write_data(name, data, stripe, relative=False):
    """Plain file, or a pfs layout record plus stripe files (docs/pfs.md);
    `relative`: stripe paths relative to the record's directory."""
    if not stripe:
        with open(name, "wb") as f:
            f.write(data)
        return
    unit, n = (int(x) for x in stripe.split(":"))
    ap = os.path.abspath(name)
    files = []
    for t in range(n):
        d = ap + ".tgt%d" % t
        os.makedirs(d, exist_ok=True)
        files.append("%s/%s.%08x.%d" % (d, os.path.basename(ap), fnv1a(ap.encode()), t))
    parts = [bytearray() for _ in range(n)]
    for su in range(-(-len(data) // unit)):
        parts[su % n] += data[su * unit:(su + 1) * unit]
    for p, part in zip(files, parts):
        with open(p, "wb") as f:
            f.write(part)
    body = "cstar-pfs-layout 1\nunit %d\nsize %d\ntargets %d\n" % (unit, len(data), n)
    if relative:
        files = [os.path.relpath(p, os.path.dirname(ap)) for p in files]
    body += "".join("file %s\n" % p for p in files)
    with open(name, "wb") as f:
        f.write((body + "check %08x\n" % fnv1a(body.encode())).encode())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--shape", required=True)
    ap.add_argument("--ranks", type=int, default=1)
    ap.add_argument("--nb-rows", type=int, default=0)
    ap.add_argument("--b-nb", type=int, default=0)
    ap.add_argument("--cb-len", type=int, default=0)
    ap.add_argument("--b-cb", type=int, default=16)
    ap.add_argument("--ib", type=int, default=0, help="max IB bytes per VP")
    ap.add_argument("--b-ib", type=int, default=32)
    ap.add_argument("--k", type=int, default=2)
    ap.add_argument("--sb-blocks", type=int, default=4)
    ap.add_argument("--dsb-entries", type=int, default=4, help="slots per dir superblock (m)")
    ap.add_argument("--lens", default="uniform", choices=["uniform", "ragged", "zeros"],
                    help="zeros: ragged with every third VP empty")
    ap.add_argument("--packed", action="store_true")
    ap.add_argument("--ib-used", action="store_true")
    ap.add_argument("--incomplete", type=int, default=-1)
    ap.add_argument("--stripe", default="")
    ap.add_argument("--relative", action="store_true", help="relative stripe paths in the layout record")
    ap.add_argument("--none-slots", action="store_true")
    ap.add_argument("--per-round", type=int, default=0,
                    help="blocks each VP appends per round (default: 1 to 3 at random)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--crash", action="store_true",
                    help="as if the writer died before close: .meta from a checkpoint with half "
                         "of each IB part, no .first, directory links never patched")
    a = ap.parse_args()
    rng = np.random.default_rng(a.seed)
    dims = [int(x) for x in a.shape.split("x")]
    V = int(np.prod(dims))
    P = a.ranks
    nb_len = a.nb_rows * a.b_nb
    ib_start = nb_len + a.cb_len
    full = ib_start + a.ib
    if a.lens == "uniform":
        lens = np.full(V, full, dtype=np.int64)
    else:  # ragged: some VPs end in NB, some in CB, some in IB, one is longest
        lens = rng.integers(0, full + 1, V).astype(np.int64)
        lens[rng.integers(0, V)] = full
        if a.lens == "zeros":
            lens[::3] = 0
            lens[V - 1] = full
    streams = [rng.integers(0, 256, int(n), dtype=np.uint8).tobytes() for n in lens]
    garbage = lambda n: rng.integers(0, 256, n, dtype=np.uint8).tobytes()

    data = bytearray()
    # Regular segments: char seg[rows][V][b]; bytes past a VP's length are garbage.
    def regular(lo, seglen, b):
        rows = -(-seglen // b) if seglen else 0
        out = bytearray()
        for r in range(rows):
            for v in range(V):
                blk = streams[v][lo + r * b:lo + min((r + 1) * b, seglen)]
                out += blk + garbage(b - len(blk))
        return out
    data += regular(0, nb_len, a.b_nb) if a.b_nb else b""
    cb_off = len(data)
    data += regular(nb_len, a.cb_len, a.b_cb)
    has_ib = bool(a.ib) and int(lens.max()) > ib_start
    sb_bytes = a.sb_blocks * a.b_ib
    E = 4 * (2 + a.k)
    m = a.dsb_entries
    ib_off = -(-len(data) // sb_bytes) * sb_bytes + (sb_bytes if has_ib else 0)
    if has_ib:
        data += garbage(ib_off - len(data))
    else:
        ib_off = len(data)

    # IB: simulate P ranks, each owning a block of VPs, appending in rounds.
    blocks = {}      # block number -> bytes
    entries = {}     # global index -> [vp, next, ptrs...]
    first = [NONE] * V
    ib_sbs = dir_sbs = 0
    if has_ib:
        bps = a.sb_blocks
        counts = [V // P + (1 if r < V % P else 0) for r in range(P)]
        starts = np.concatenate([[0], np.cumsum(counts)])
        g_blk = [0]; g_slot = [0]           # --packed: next block / entry slot, all ranks
        for r in range(P):
            sb_j = -1; sb_used = bps        # data superblock being filled
            dsb_j = -1; dsb_used = m - 1    # dir superblock being filled
            nsb = ndsb = 0
            own = list(range(starts[r], starts[r + 1]))
            todo = {v: [streams[v][ib_start + i:ib_start + i + a.b_ib]
                        for i in range(0, max(0, int(lens[v]) - ib_start), a.b_ib)] for v in own}
            last = {}                       # vp -> (entry index, slots used)
            while any(todo.values()):
                for v in own:
                    for _ in range(a.per_round or int(rng.integers(1, 4))):
                        if not todo[v]:
                            break
                        blk = todo[v].pop(0)
                        if a.packed:
                            b = g_blk[0]; g_blk[0] += 1
                            ib_sbs = max(ib_sbs, b // bps + 1)
                        else:
                            if sb_used == bps:
                                sb_j = r + P * nsb; nsb += 1; sb_used = 0
                                ib_sbs = max(ib_sbs, sb_j + 1)
                            b = sb_j * bps + sb_used; sb_used += 1
                        blocks[b] = blk + garbage(a.b_ib - len(blk))
                        e, used = last.get(v, (None, a.k))
                        if a.none_slots and used < a.k and rng.random() < 0.3:
                            used += 1       # a retired slot stays NONE
                        if used >= a.k:
                            if a.packed:
                                q = g_slot[0]; g_slot[0] += 1
                                ne = (q // (m - 1)) * m + q % (m - 1) + 1
                                dir_sbs = max(dir_sbs, ne // m + 1)
                            else:
                                if dsb_used == m - 1:
                                    dsb_j = r + P * ndsb; ndsb += 1; dsb_used = 0
                                    dir_sbs = max(dir_sbs, dsb_j + 1)
                                dsb_used += 1
                                ne = dsb_j * m + dsb_used
                            entries[ne] = [v, NONE] + [NONE] * a.k
                            if e is None:
                                first[v] = ne
                            else:
                                entries[e][1] = ne
                            e, used = ne, 0
                        entries[e][2 + used] = b
                        last[v] = (e, used + 1)
        for b in range(ib_sbs * bps):
            data += blocks.get(b, garbage(a.b_ib))
    write_data(a.name, bytes(data), a.stripe, a.relative)

    gen = int(rng.integers(1, 2**63))
    if has_ib:
        dirbuf = bytearray()
        for j in range(dir_sbs):
            used = [s for s in range(1, m) if j * m + s in entries]
            if not used:
                dirbuf += bytes(m * E)      # a hole
                continue
            body = b"".join(struct.pack("<%dI" % (2 + a.k), *entries[j * m + s]) for s in used)
            assert used == list(range(1, len(used) + 1))
            dirbuf += struct.pack("<4sIII", b"CSD1", j, len(used), crc(body)) + bytes(E - 16)
            dirbuf += body + bytes((m - 1 - len(used)) * E)
        with open(a.name + ".dir", "wb") as f:
            f.write(dirbuf)
        fb = b"CSTRFRST" + struct.pack("<IIQQ", 1, 0, gen, V) + struct.pack("<%dI" % V, *first)
        with open(a.name + ".first", "wb") as f:
            f.write(fb + struct.pack("<I", crc(fb)))

    ckpt = lens.copy()
    if a.crash and has_ib:
        ckpt = np.where(lens > ib_start, ib_start + (lens - ib_start) // 2, lens)
        os.unlink(a.name + ".first")
        d = bytearray(open(a.name + ".dir", "rb").read())
        for j in range(dir_sbs):
            if d[j * m * E:j * m * E + 4] != b"CSD1":
                continue
            used = struct.unpack_from("<I", d, j * m * E + 8)[0]
            for s_ in range(1, used + 1):
                struct.pack_into("<I", d, (j * m + s_) * E + 4, NONE)
            body = bytes(d[j * m * E + E:j * m * E + E * (1 + used)])
            struct.pack_into("<I", d, j * m * E + 12, crc(body))
        open(a.name + ".dir", "wb").write(d)
    true_lens, lens = lens, ckpt
    flags_extra, writing = 0, 0
    if a.incomplete >= 0:  # died before its first commit: no lengths known yet
        lens = np.zeros(V, dtype=np.int64)
        flags_extra, writing = 4, a.incomplete
        if os.path.exists(a.name + ".first"):
            os.unlink(a.name + ".first")
    ib_used = (max(blocks) + 1 if blocks else 0) if a.ib_used else 0
    uniform = bool(np.all(lens == lens[0]))
    meta = bytearray(256)
    meta[0:8] = b"CSTRMETA"
    struct.pack_into("<IIQQII", meta, 8, 1, 256, 260 if uniform else 260 + 8 * V, gen, len(dims),
                     (1 if uniform else 0) | (2 if has_ib else 0) | flags_extra)
    struct.pack_into("<8Q", meta, 40, *(dims + [0] * (8 - len(dims))))
    struct.pack_into("<QIIIIIIQQQQIIQQQQ", meta, 104, V, 1, P, a.b_nb, a.b_cb, a.b_ib, a.k,
                     a.nb_rows, cb_off, a.cb_len, ib_off, sb_bytes, m * E, ib_sbs, dir_sbs,
                     int(lens[0]) if uniform else 0, 0 if uniform else 256)
    struct.pack_into("<I", meta, 208, writing)
    struct.pack_into("<Q", meta, 216, ib_used)
    if not uniform:
        meta += struct.pack("<%dQ" % V, *[int(x) for x in lens])
    with open(a.name + ".meta", "wb") as f:
        f.write(bytes(meta) + struct.pack("<I", crc(bytes(meta))))
    np.savez(a.name + ".expect.npz", data=np.frombuffer(b"".join(streams), np.uint8), lens=true_lens, ckpt=lens,
             dims=np.array(dims), b_nb=a.b_nb, nb_rows=a.nb_rows, b_cb=a.b_cb,
             cb_len=a.cb_len)


if __name__ == "__main__":
    main()
