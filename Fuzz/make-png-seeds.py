#!/usr/bin/env python3
"""Writes Fuzz/Corpus/png/: tiny PNGs of every colour type, bit depth and interlace, plus
damaged ones (truncated, bad CRC, bad zlib, absurd header). Only zlib and struct, so the
seeds do not come from the encoder under test. Run from the repository root; the output
is checked in, so this only needs running to change the seeds."""
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "png")
SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data, crc=None):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) if crc is None else crc)


def ihdr(width, height, depth, colour, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace))


def bits_per_pixel(depth, colour):
    return depth * {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]


def scanlines(width, height, depth, colour, seed=7):
    """Filter type cycling 0..4 per row, deterministic pixel bytes."""
    row_bytes = (width * bits_per_pixel(depth, colour) + 7) // 8
    raw = bytearray()
    for y in range(height):
        raw.append(y % 5)
        raw.extend((seed * (x + 1) * (y + 3)) & 0xFF for x in range(row_bytes))
    return bytes(raw)


def adam7(width, height, depth, colour):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for x0, y0, dx, dy in passes:
        w = (width - x0 + dx - 1) // dx if width > x0 else 0
        h = (height - y0 + dy - 1) // dy if height > y0 else 0
        if w and h:
            raw += scanlines(w, h, depth, colour)
    return raw


def png(width, height, depth, colour, extra=b"", interlace=0, palette_size=4):
    raw = adam7(width, height, depth, colour) if interlace else scanlines(width, height, depth, colour)
    chunks = ihdr(width, height, depth, colour, interlace) + extra
    if colour == 3:
        chunks += chunk(b"PLTE", bytes(range(3 * palette_size)))
    return SIGNATURE + chunks + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    write("gray1-3x2.png", png(3, 2, 1, 0))
    write("gray8-2x2.png", png(2, 2, 8, 0))
    write("gray16-2x1.png", png(2, 1, 16, 0))
    write("rgb8-2x2-gama.png", png(2, 2, 8, 2, extra=chunk(b"gAMA", struct.pack(">I", 45455))))
    write("rgb16-1x1-srgb.png", png(1, 1, 16, 2, extra=chunk(b"sRGB", b"\x00")))
    write("palette2-4x1.png", png(4, 1, 2, 3))
    write("palette8-2x2-trns.png", SIGNATURE + ihdr(2, 2, 8, 3) + chunk(b"PLTE", bytes(range(12)))
          + chunk(b"tRNS", b"\xff\x80") + chunk(b"IDAT", zlib.compress(b"\x00\x00\x01\x00\x02\x03")) + chunk(b"IEND", b""))
    write("grayalpha8-2x1.png", png(2, 1, 8, 4))
    write("rgba8-3x3-adam7.png", png(3, 3, 8, 6, interlace=1))
    write("rgba16-2x2.png", png(2, 2, 16, 6, extra=chunk(b"tEXt", b"Title\x00seed")))
    write("rgb8-1x1-chrm.png", png(1, 1, 8, 2, extra=chunk(b"cHRM", struct.pack(">8I", 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))))

    good = png(2, 2, 8, 6)
    write("truncated-in-idat.png", good[: len(good) - 20])
    write("truncated-after-ihdr.png", SIGNATURE + ihdr(2, 2, 8, 6))
    write("signature-only.png", SIGNATURE)
    write("bad-crc-ihdr.png", SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 6, 0, 0, 0), crc=0) + good[33:])
    write("bad-zlib.png", SIGNATURE + ihdr(2, 2, 8, 6) + chunk(b"IDAT", b"\x78\x9c\xff\xff\xff") + chunk(b"IEND", b""))
    write("zero-width.png", SIGNATURE + ihdr(0, 2, 8, 6) + good[33:])
    write("palette-missing-plte.png", SIGNATURE + ihdr(1, 1, 8, 3) + chunk(b"IDAT", zlib.compress(b"\x00\x00")) + chunk(b"IEND", b""))
    # A small file whose header claims a huge image: the pixels are never there.
    write("huge-header.png", SIGNATURE + ihdr(30000, 30000, 8, 6) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))


main()
