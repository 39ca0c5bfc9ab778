"""Shape of the flat array a Stream* file converts to, dtype names and the
fill pattern — the same rules as `streamstar convert` (docs/streamstar.1.md)."""
import numpy as np

from ._errors import StreamStarError

_NAMES = {"int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
          "float16", "float32", "float64", "complex64", "complex128", "bool"}


def resolve_dtype(dtype):
    """numpy dtype for a name such as float64, f8, <i4 (numeric types only)."""
    if isinstance(dtype, np.dtype):
        dt = dtype
    elif dtype is None:  # np.dtype(None) would quietly mean float64
        raise StreamStarError("dtype: None is not a type (give e.g. 'uint8' or 'float64')")
    else:
        try:
            dt = np.dtype(dtype)
        except TypeError:
            raise StreamStarError("dtype: unknown type '%s'" % (dtype,))
    if dt.kind not in "biufc" or dt.fields is not None or dt.subdtype is not None:
        raise StreamStarError("dtype: '%s' is not a numeric type" % (dtype,))
    return dt


def fill_pattern(dt, fill):
    """Bytes repeated over padding: one byte for a bytes fill, else the fill
    value encoded as one element of dt."""
    if isinstance(fill, (bytes, bytearray)):
        if len(fill) != 1:
            raise StreamStarError("fill: a bytes fill must be one byte")
        return bytes(fill)
    try:
        if dt.kind in "biu":  # astype would wrap -129 or truncate 1.5 silently
            return np.array(_int_fill(dt, fill)).astype(dt).tobytes()
        return np.array(fill).astype(dt).tobytes() if not isinstance(fill, complex) or dt.kind == "c" \
            else np.array(fill.real).astype(dt).tobytes()
    except (ValueError, OverflowError, TypeError) as e:
        raise StreamStarError("fill: %r is not a %s value (%s)" % (fill, dt, e))


def int_text(text):
    """An integer as the tool reads one: an optional sign, then decimal
    digits (leading zeros allowed: 010 is 10) or hex after 0x. ValueError
    otherwise (Python's int(text, 0) refuses 010, C's strtoll reads it as
    octal 8)."""
    t = text[1:] if text[:1] in "+-" else text
    if t[:2].lower() == "0x" and t[2:3].isalnum():
        v = int(t[2:], 16)
    elif t.isdigit() and t.isascii():
        v = int(t, 10)
    else:
        raise ValueError("'%s' is not an integer" % text)
    return -v if text[:1] == "-" else v


def _int_fill(dt, fill):
    """fill as an int within dt's range (strings as the tool reads them: 0x7f)."""
    if isinstance(fill, str):
        fill = int_text(fill)
    if isinstance(fill, (complex, np.complexfloating)):
        raise ValueError("not an integer")
    if isinstance(fill, (float, np.floating)) and not float(fill).is_integer():
        raise ValueError("not an integer")
    v = int(fill)
    lo, hi = (0, 1) if dt.kind == "b" else (int(np.iinfo(dt).min), int(np.iinfo(dt).max))
    if not lo <= v <= hi:
        raise ValueError("out of range %d..%d" % (lo, hi))
    return v


def array_geometry(meta, max_len, item, order, record_bytes, path):
    """padded_len (bytes per VP), record_bytes and the numpy shape."""
    dims = tuple(int(d) for d in meta["dims"])
    if order == "vp":
        if record_bytes is not None:  # as the tool: a record size means nothing in VP order
            raise StreamStarError("record_bytes: only with order='record'")
        L = -(-max_len // item) * item
        return {"padded_len": L, "record_bytes": item, "shape": dims + (L // item,)}
    if order != "record":
        raise StreamStarError("order: '%s' is not vp or record" % order)
    rb = record_bytes
    if rb is None:  # the first regular segment's block, when it holds whole elements
        if meta["nb_rows"] and meta["b_nb"] % item == 0:
            rb = meta["b_nb"]
        elif not meta["nb_rows"] and meta["cb_len"] and meta["b_cb"] % item == 0:
            rb = meta["b_cb"]
        else:
            rb = item
    if isinstance(rb, bool) or not isinstance(rb, (int, np.integer)):
        raise StreamStarError("record_bytes: %r is not an integer" % (rb,))
    if rb <= 0 or rb % item:
        raise StreamStarError("record_bytes: %d is not a positive multiple of the item size %d" % (rb, item))
    L = -(-max_len // rb) * rb
    tail = (rb // item,) if rb != item else ()
    return {"padded_len": L, "record_bytes": rb, "shape": (L // rb,) + dims + tail}
