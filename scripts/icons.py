#!/usr/bin/python3
# Developer tool, not part of the build: draws the application icon and writes it into
# resources/icons/hicolor/ as the scalable SVG and the PNG sizes desktops look up. Run it again
# only to change the icon; the results are committed, so building needs no SVG renderer.
# Needs rsvg-convert (Debian: librsvg2-bin).
#
# The picture is the lesson's causal example (preset lesson-causal): the 3×3 attention weights,
# each cell coloured by the app's own viridis table (ui/colormaptables.inc), and the query row of
# token 2 ("river", weights 0.670 / 0.330 / 0) framed as the app frames the selected query.
# Every size is drawn on its own whole-pixel grid rather than scaled from one drawing, so the
# small sizes (16, 22, 24) stay sharp: 1 px gaps between cells, the frame in the gaps.
import os
import re
import subprocess
import sys
import tempfile

APP_ID = "io.github.attentionlab.AttentionLab"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# softmax weights of lesson-causal (attention-lab compute --preset lesson-causal), row = query
WEIGHTS = [
    [1.000, 0.000, 0.000],
    [0.670, 0.330, 0.000],
    [0.306, 0.074, 0.620],
]
SELECTED_ROW = 1
BACKGROUND = "#f3f1ea"  # warm paper white: the dark cells stand out on light and dark panels
FRAME = "#f4511e"       # an orange no viridis cell can take

# size → (margin, cell, gap) in pixels, 2·margin + 3·cell + 2·gap = size. Multiples of 16 are
# the 16 px drawing scaled; 22 and 24 get their own whole-pixel layout.
LAYOUTS = {
    16: (1, 4, 1), 22: (1, 6, 1), 24: (1, 6, 2), 32: (2, 8, 2), 48: (3, 12, 3),
    64: (4, 16, 4), 128: (8, 32, 8), 256: (16, 64, 16),
}


def viridis():
    text = open(os.path.join(ROOT, "ui", "colormaptables.inc"), encoding="utf-8").read()
    body = re.search(r"k_viridis\[256\] = \{(.*?)\};", text, re.S).group(1)
    return [int(v, 16) for v in re.findall(r"0x([0-9a-fA-F]{6})", body)]


def colour(table, t):
    # the app's ColorMap::rgbAt: linear between entries k/255
    x = min(max(t, 0.0), 1.0) * (len(table) - 1)
    k = min(int(x), len(table) - 2)
    f = x - k
    a, b = table[k], table[k + 1]
    mix = [round(((a >> s) & 255) * (1 - f) + ((b >> s) & 255) * f) for s in (16, 8, 0)]
    return "#%02x%02x%02x" % tuple(mix)


def svg(size, table):
    margin, cell, gap = LAYOUTS[size]
    assert 2 * margin + 3 * cell + 2 * gap == size, size
    unit = size / 16  # corner radii follow the size; positions stay on whole pixels
    frame = min(margin, gap)  # the frame fills the thinner of margin and gap, hugging the row

    def fmt(v):
        return ("%.3f" % v).rstrip("0").rstrip(".")

    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
        % (size, size, size, size),
        "  <title>Attention Lab</title>",
        '  <rect width="%d" height="%d" rx="%s" fill="%s"/>' % (size, size, fmt(2.5 * unit), BACKGROUND),
    ]
    for i, row in enumerate(WEIGHTS):
        for j, w in enumerate(row):
            lines.append('  <rect x="%d" y="%d" width="%d" height="%d" rx="%s" fill="%s"/>'
                         % (margin + j * (cell + gap), margin + i * (cell + gap), cell, cell,
                            fmt(0.5 * unit), colour(table, w)))
    top = margin + SELECTED_ROW * (cell + gap) - frame
    lines.append('  <rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="none" stroke="%s" '
                 'stroke-width="%d"/>'
                 % (fmt(margin - frame + frame / 2), fmt(top + frame / 2), fmt(size - 2 * margin + frame),
                    fmt(cell + frame), fmt(unit), FRAME, frame))
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main():
    table = viridis()
    hicolor = os.path.join(ROOT, "resources", "icons", "hicolor")
    scalable = os.path.join(hicolor, "scalable", "apps")
    os.makedirs(scalable, exist_ok=True)
    with open(os.path.join(scalable, APP_ID + ".svg"), "w", encoding="utf-8") as f:
        f.write(svg(16, table))
    with tempfile.TemporaryDirectory() as tmp:
        for size in sorted(LAYOUTS):
            source = os.path.join(tmp, "%d.svg" % size)
            with open(source, "w", encoding="utf-8") as f:
                f.write(svg(size, table))
            out_dir = os.path.join(hicolor, "%dx%d" % (size, size), "apps")
            os.makedirs(out_dir, exist_ok=True)
            subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o",
                            os.path.join(out_dir, APP_ID + ".png"), source], check=True)
    print("wrote", os.path.relpath(hicolor, ROOT), file=sys.stderr)


if __name__ == "__main__":
    main()
