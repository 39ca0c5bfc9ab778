"""The model of test/Stream/apps18-randupdate.cs: each VP's stream as a
bytearray, updated as the C* program's steps say; prints each stream's
length and hash (h = h * 31 + byte, 32 bits) in position order."""
import struct
N, L = 11, 65536
out = []
for v in range(N):
    s = bytearray((v + k * 7 + i) & 255 for k in range(L // 4096) for i in range(4096))
    for t in range(60):
        off = (((v * 2654435761 + t * 40503) & 0xffffffff) >> 7) % (L - 8)
        val = v * 1000.0 + t
        if t % 3 == 0:
            if (v + t) % 4 != 0:
                s[off:off + 8] = struct.pack('<d', val)
        elif t % 3 == 1:
            old = struct.unpack('<Q', s[off:off + 8])[0]
            s[off:off + 8] = struct.pack('<Q', old ^ (v * 1000 + t))
        else:
            s[t * 8:t * 8 + 8] = struct.pack('<d', val)
    h = 0
    for b in s:
        h = (h * 31 + b) & 0xffffffff
    out.append("v%d n %d h %d" % (v, len(s), h))
print("\n".join(out))
