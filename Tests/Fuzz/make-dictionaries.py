#!/usr/bin/env python3
"""Writes Tests/Fuzz/scene.dict and Tests/Fuzz/manifest.dict: every key and enumeration value of the scene
and manifest formats, read from Sources/BarKitScene and Sources/BarKitMockups/Batch, plus JSON tokens.
Run from the repository root after the formats change: python3 Tests/Fuzz/make-dictionaries.py"""
import glob
import re

words = set()
sources = glob.glob("Sources/BarKitScene/**/*.swift", recursive=True) + glob.glob(
    "Sources/BarKitMockups/Batch/*.swift")
for path in sources:
    text = open(path).read()
    # `static let keys = [...]` and `BarProperties.keys + [...]`.
    for match in re.finditer(r"static let \w*[kK]eys\s*=\s*(?:[\w.]+\s*\+\s*)?\[([^\]]*)\]", text, re.S):
        words.update(re.findall(r'"([^"\\]+)"', match.group(1)))
    # String enumerations with explicit raw values.
    words.update(m.group(1) for m in re.finditer(r'case\s+\w+\s*=\s*"([^"]+)"', text))
for path in glob.glob("Sources/BarKitScene/Vocabulary/*.swift"):
    for group in re.findall(r"\bcase\s+([a-z][\w, ]*)", open(path).read()):
        words.update(w.strip() for w in group.split(",") if w.strip().isidentifier())

json = ["{", "}", "[", "]", ":", ",", '"', "true", "false", "null", "1e999", "-0", "\\u2028", "\\ud800"]


def dump(name, extra):
    with open(f"Tests/Fuzz/{name}.dict", "w") as out:
        out.write(f"# libFuzzer dictionary for the {name} harness (Tests/Fuzz/make-dictionaries.py).\n")
        for word in sorted(words | set(json) | set(extra)):
            out.write('"%s"\n' % word.replace("\\", "\\\\").replace('"', '\\"'))


dump("scene", ["#FF2D55", "iphone-5s", "ipad", "M0 0 L1 1 Z"])
dump("manifest", ["{name}", "{device}", "{locale}", "{style}", "{appearance}", "s.json"])
