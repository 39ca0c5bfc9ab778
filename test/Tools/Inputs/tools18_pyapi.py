#!/usr/bin/env python3
"""The package's open() on a Stream* file with bad arguments: each must be
a StreamStarError naming the file and the argument (shape="4x3" was a bare
ValueError from int(); shape=(4.5, 3) and ("4", "3") were taken as 4x3
without a word; a bytes path was a TypeError). Prints one line per case.

  tools18_pyapi.py NAME   (a 4x3 Stream* file)"""
import os
import sys

import streamstar

name = sys.argv[1]
for label, call in [
        ("shape string", lambda: streamstar.open(name, shape="4x3")),
        ("shape float", lambda: streamstar.open(name, shape=(4.5, 3))),
        ("shape strings", lambda: streamstar.open(name, shape=("4", "3"))),
        ("shape other", lambda: streamstar.open(name, shape=(3, 4))),
        ("shape same", lambda: streamstar.open(name, shape=(4, 3))),
        ("bytes path", lambda: streamstar.open(os.fsencode(name))),
        ("bytes missing", lambda: streamstar.open(os.fsencode(name) + b".nope"))]:
    try:
        f = call()
        print("%s: opened, %d VPs, stream(11) %d bytes" % (label, f.nvp, len(f.stream(11))))
    except streamstar.StreamStarError as e:
        print("%s: StreamStarError: %s" % (label, e))
