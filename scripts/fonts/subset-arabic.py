#!/usr/bin/env python3
"""The Arabic type's files (Noto Naskh Arabic, 400 and 700), split in two by Unicode range (issue 33).

@fontsource's Arabic file holds every glyph of the font's Arabic coverage (52 KB a weight): the Arabic block, its
supplements and the presentation forms, which Arabic written today never uses (Persian, Urdu and old encodings). A
page needs the first part only: split, the browser fetches the second (its `unicode-range`) only for a page that
holds one of its characters. Both keep the font's layout features, so the letters join and the marks sit as before.

Writes shell/src/fonts/: the four files, naskh.css (their faces) and the font's licence (OFL 1.1, which lets the
font be subset and shipped with its copyright and licence). Run again when @fontsource/noto-naskh-arabic changes:
    python3 scripts/fonts/subset-arabic.py        (needs fontTools with brotli: Debian's python3-fonttools, python3-brotli)
    npx prettier --write shell/src/fonts/naskh.css
"""
import json
import pathlib
import shutil

from fontTools import subset
from fontTools.ttLib import TTFont

root = pathlib.Path(__file__).resolve().parents[2]
source = root / 'shell' / 'node_modules' / '@fontsource' / 'noto-naskh-arabic'
out = root / 'shell' / 'src' / 'fonts'

# What Arabic text today is written with: the Arabic block's letters, marks, digits and punctuation up to the alef
# wasla (U+0600-0671), its full stop and the Quran's small marks (U+06D4-06ED), the joiners and marks of general
# punctuation, the dotted circle marks are shown on, the ornate brackets. With the font's spaces and Latin
# punctuation it has, so a line's spacing is the font's own. The block's letters for Persian, Urdu and other
# languages (U+0672-06D3, U+06EE-06FF) go to the second part: 25 -> 20 KB a weight for every Arabic page.
core = [(0x0000, 0x0671), (0x06D4, 0x06ED), (0x2000, 0x206F), (0x25CC, 0x25CC), (0xFD3E, 0xFD3F)]


def ranges(codepoints):
    """Codepoints as the fewest `unicode-range` spans."""
    spans = []
    for cp in sorted(codepoints):
        if spans and cp == spans[-1][1] + 1:
            spans[-1][1] = cp
        else:
            spans.append([cp, cp])
    return ', '.join(f'U+{a:04X}' if a == b else f'U+{a:04X}-{b:04X}' for a, b in spans)


def write_subset(font_file, codepoints, target):
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints)
    font = TTFont(font_file)
    subsetter.subset(font)
    font.flavor = 'woff2'
    font.save(target)


out.mkdir(parents=True, exist_ok=True)
faces = []
for weight in (400, 700):
    font_file = source / 'files' / f'noto-naskh-arabic-arabic-{weight}-normal.woff2'
    every = set(TTFont(font_file).getBestCmap())
    first = {cp for cp in every if any(a <= cp <= b for a, b in core)}
    rest = every - first
    for part, codepoints in (('arabic', first), ('arabic-ext', rest)):
        name = f'noto-naskh-arabic-{part}-{weight}.woff2'
        write_subset(font_file, codepoints, out / name)
        faces.append(
            '@font-face {\n'
            "  font-family: 'Noto Naskh Arabic';\n"
            '  font-style: normal;\n'
            '  font-display: swap;\n'
            f'  font-weight: {weight};\n'
            f"  src: url('./{name}') format('woff2');\n"
            f'  unicode-range: {ranges(codepoints)};\n'
            '}\n'
        )
version = json.loads((source / 'package.json').read_text())['version']
(out / 'naskh.css').write_text(
    f'/* Noto Naskh Arabic {version} (@fontsource), split by scripts/fonts/subset-arabic.py: do not edit by hand. */\n'
    + '\n'.join(faces)
)
shutil.copyfile(source / 'LICENSE', out / 'OFL.txt')
for file in sorted(out.glob('*.woff2')):
    print(f'{file.name}: {file.stat().st_size:,} bytes')
