"""The HTML report's screenshot test (part of `make test-html-report`).

  check_screenshot.py make IMAGE.png WIDTH HEIGHT
      writes a PNG whose top half is red and bottom half blue (a stand-in screenshot);
  check_screenshot.py check PAGE.png DOM.html SCREEN_WIDTH SCREEN_HEIGHT
      reads the picture's box that the page's script recorded (data-picture="left,top,width,height"
      on <body>) and Chromium's screenshot of the page, and fails unless the picture follows the
      screen's aspect ratio, is large enough to read (at least 600 CSS px tall for a portrait
      screen), and shows the screenshot where the layout says: red in its top half, blue in its
      bottom half, at the picture's scale.

Only the standard library: PNGs are written and read here (8-bit RGB or RGBA, not interlaced).
"""
import re
import struct
import sys
import zlib


def write_png(path, w, h, pixel):
    raw = b"".join(b"\x00" + bytes(c for x in range(w) for c in pixel(x, y)) for y in range(h))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, "unsupported PNG"
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])


def check(page, dom, sw, sh):
    html = open(dom, encoding="utf-8").read()
    m = re.search(r'data-picture="(-?\d+),(-?\d+),(\d+),(\d+)"', html)
    if not m:
        print("html report: the page recorded no picture box (data-picture)")
        return 1
    left, top, w, h = map(int, m.groups())
    problems = []
    if abs(w / h - sw / sh) > 2 / h:
        problems.append(f"picture {w}x{h} does not follow the screen's aspect ratio {sw}x{sh}")
    if sh >= sw and h < 600:
        problems.append(f"picture {w}x{h}: too small to read (under 600 px tall)")
    pw, ph, pixel = read_png(page)
    if left + w > pw or top + h > ph:
        problems.append(f"picture box {left},{top},{w},{h} is outside the page screenshot {pw}x{ph}")
    else:
        # Points at the picture's scale: a quarter and three quarters down, across a row.
        for fy, want in ((0.25, "red"), (0.75, "blue")):
            seen = []
            for fx in (0.3, 0.5, 0.7):
                r, g, b = pixel(int(left + w * fx), int(top + h * fy))
                seen.append("red" if r > 170 and b < 110 else "blue" if b > 170 and r < 110 else f"rgb({r},{g},{b})")
            if seen.count(want) < 2:
                problems.append(f"at {int(fy * 100)} % down the picture shows {seen}, not the screenshot's {want}")
    for p in problems:
        print("html report: " + p)
    if not problems:
        print(f"html report: screenshot drawn under the outlines, picture {w}x{h} px for a {sw}x{sh} screen, "
              f"its halves where the layout puts them (Chromium page screenshot {pw}x{ph})")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1] == "make":
        write_png(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
                  lambda x, y, h=int(sys.argv[4]): (255, 0, 0) if y < h // 2 else (0, 0, 255))
        sys.exit(0)
    sys.exit(check(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])))
