#!/usr/bin/env python3
"""Replays Flipbook's encoder output in third-party terminal implementations.

The replay tests use this as an independent truth: pyte (a VT100/xterm screen emulator)
interprets the bytes, and asciinema's own asciicast v2 loader reads the recordings.

    replay.py ansi WIDTH HEIGHT FILE...   feed each file in turn into one WIDTHxHEIGHT screen
    replay.py cast FILE                   load FILE with asciinema, feed every "o" event
                                          (an "r" event resizes the screen)

Prints one JSON object to stdout:
    ansi: {"screens": [SCREEN after each file]}
    cast: {"header": {...}, "times": [...], "screens": [SCREEN after each event]}
where SCREEN is {"lines": [display line per row],
                 "fg": [[colour per cell]], "bg": [[...]], "flags": [["biur" subset per cell]]}
and colours are pyte's own names: "default", "red", "brightblue", or "rrggbb".
"""
import json
import sys

import pyte
from asciinema import asciicast


def snapshot(screen):
    fg, bg, flags = [], [], []
    for y in range(screen.lines):
        row = screen.buffer[y]
        fg.append([row[x].fg for x in range(screen.columns)])
        bg.append([row[x].bg for x in range(screen.columns)])
        flags.append([
            ("b" if row[x].bold else "") + ("i" if row[x].italics else "")
            + ("u" if row[x].underscore else "") + ("r" if row[x].reverse else "")
            for x in range(screen.columns)
        ])
    return {"lines": screen.display, "fg": fg, "bg": bg, "flags": flags}


def replay_ansi(width, height, paths):
    screen = pyte.Screen(width, height)
    stream = pyte.ByteStream(screen)
    screens = []
    for path in paths:
        with open(path, "rb") as f:
            stream.feed(f.read())
        screens.append(snapshot(screen))
    return {"screens": screens}


def replay_cast(path):
    with asciicast.open_from_url(path) as cast:
        header = cast.v2_header
        screen = pyte.Screen(header["width"], header["height"])
        stream = pyte.Stream(screen)
        times, screens = [], []
        for time, kind, data in cast.events():
            if kind == "r":  # asciicast v2 resize: "COLSxROWS"
                columns, rows = (int(n) for n in data.split("x"))
                screen.resize(lines=rows, columns=columns)
                continue
            if kind != "o":
                continue
            stream.feed(data)
            times.append(time)
            screens.append(snapshot(screen))
    return {"header": header, "times": times, "screens": screens}


def main(argv):
    if len(argv) >= 5 and argv[1] == "ansi":
        result = replay_ansi(int(argv[2]), int(argv[3]), argv[4:])
    elif len(argv) == 3 and argv[1] == "cast":
        result = replay_cast(argv[2])
    else:
        sys.stderr.write(__doc__)
        return 2
    json.dump(result, sys.stdout, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
