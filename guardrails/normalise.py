"""Text variants for the injection scanner: every obfuscation an attacker might use is undone into a variant whose
characters still map back to offsets in the original text, so a match can be cut out of what the user wrote.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

ZERO_WIDTH = frozenset("\u00ad\u180e\u200b\u200c\u200d\u200e\u200f\u2060\u2061\u2062\u2063\u2064\ufeff")

# Latin lookalikes from Cyrillic, Greek and IPA blocks that NFKD leaves alone.
HOMOGLYPHS = str.maketrans(
    {
        "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0443": "y", "\u0445": "x",
        "\u0456": "i", "\u0458": "j", "\u0455": "s", "\u0501": "d", "\u04bb": "h", "\u0261": "g", "\u0410": "a",
        "\u0412": "b", "\u0415": "e", "\u041a": "k", "\u041c": "m", "\u041d": "h", "\u041e": "o", "\u0420": "p",
        "\u0421": "c", "\u0422": "t", "\u0425": "x", "\u0406": "i", "\u0408": "j", "\u0405": "s", "\u03bf": "o",
        "\u03b1": "a", "\u03b9": "i", "\u03bd": "v", "\u03c1": "p", "\u03c4": "t", "\u03b5": "e", "\u03ba": "k",
        "\u039f": "o", "\u0391": "a", "\u0392": "b", "\u0395": "e", "\u0397": "h", "\u0399": "i", "\u039a": "k",
        "\u039c": "m", "\u039d": "n", "\u03a1": "p", "\u03a4": "t", "\u03a7": "x", "\u0431": "b",
        "\u0432": "b", "\u043a": "k", "\u043c": "m", "\u043d": "h", "\u0442": "t", "\u0433": "r",
    }
)  # fmt: skip

LEET_I = str.maketrans(
    {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i", "|": "l"}
)
LEET_L = str.maketrans(
    {"0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i", "|": "l"}
)
_LEET_TOKEN = re.compile(r"[a-z0-9@$!|]+")
_SPACED_RUN = re.compile(r"(?<![a-z0-9])(?:[a-z][ .\-_*/|+]{1,3}){3,}[a-z](?![a-z0-9])")
_URL_RUN = re.compile(r"(?:%[0-9a-fA-F]{2})+")
_HTML_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});")
_B64_TOKEN = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")


@dataclass(frozen=True)
class Variant:
    """A lower-cased, de-obfuscated view of (part of) the text.

    `index[i]` is the original offset of `text[i]`; when `span` is set the variant was decoded from an opaque token
    (base64) and every match maps to that whole token instead.
    """

    name: str
    text: str
    index: tuple[int, ...]
    span: tuple[int, int] | None = None

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        if self.span is not None:
            return self.span
        if not self.index:
            return (0, 0)
        end = max(end, start + 1)
        return (self.index[min(start, len(self.index) - 1)], self.index[min(end, len(self.index)) - 1] + 1)


def fold(text: str) -> tuple[str, tuple[int, ...]]:
    """Lower-case, drop zero-width and combining marks, NFKD-fold (fullwidth, math letters) and map homoglyphs."""
    if text.isascii():
        return text.lower(), tuple(range(len(text)))
    chars: list[str] = []
    index: list[int] = []
    for pos, ch in enumerate(text):
        if ch in ZERO_WIDTH:
            continue
        for part in unicodedata.normalize("NFKD", ch):
            if unicodedata.combining(part):
                continue
            for out in part.translate(HOMOGLYPHS).lower():
                chars.append(" " if out.isspace() else out)
                index.append(pos)
    return "".join(chars), tuple(index)


def _leet(text: str, table: dict[int, str]) -> str:
    """Translate leetspeak only inside tokens that mix letters with leet symbols, so tags like P-101 stay intact."""

    def swap(m: re.Match[str]) -> str:
        token = m.group(0)
        if token.isalpha() or not any(c.isalpha() for c in token):
            return token
        return token.translate(table)

    return _LEET_TOKEN.sub(swap, text)


def _despace(text: str, index: tuple[int, ...]) -> tuple[str, tuple[int, ...]] | None:
    """Join s p a c e d - o u t letters; the commonest separator in a run is intra-word, any other one a word break."""
    runs = list(_SPACED_RUN.finditer(text))
    if not runs:
        return None
    chars: list[str] = []
    idx: list[int] = []
    last = 0
    for run in runs:
        chars.extend(text[last : run.start()])
        idx.extend(index[last : run.start()])
        body = run.group(0)
        seps = re.findall(r"[^a-z]+", body)
        common = Counter(seps).most_common(1)[0][0]
        for piece in re.finditer(r"[a-z]|[^a-z]+", body):
            if piece.group(0).isalpha():
                chars.append(piece.group(0))
                idx.append(index[run.start() + piece.start()])
            elif piece.group(0) != common:
                chars.append(" ")
                idx.append(index[run.start() + piece.start()])
        last = run.end()
    chars.extend(text[last:])
    idx.extend(index[last:])
    return "".join(chars), tuple(idx)


def _decode_runs(
    text: str, pattern: re.Pattern[str], decode: Callable[[str], str]
) -> tuple[str, tuple[int, ...]] | None:
    """Decode every match of `pattern` in place; decoded characters map to the start of their encoded run."""
    if not pattern.search(text):
        return None
    chars: list[str] = []
    idx: list[int] = []
    last = 0
    for m in pattern.finditer(text):
        chars.extend(text[last : m.start()])
        idx.extend(range(last, m.start()))
        decoded = decode(m.group(0))
        chars.extend(decoded)
        idx.extend([m.start()] * len(decoded))
        last = m.end()
    chars.extend(text[last:])
    idx.extend(range(last, len(text)))
    return "".join(chars), tuple(idx)


def _url_decode(run: str) -> str:
    raw = bytes(int(run[i + 1 : i + 3], 16) for i in range(0, len(run), 3))
    return raw.decode("utf-8", errors="replace")


def decode_base64(token: str) -> str | None:
    """Return the token's decoded text if it is mostly printable UTF-8, else None (hashes and ids stay opaque)."""
    body = token.rstrip("=")
    padded = body + "=" * (-len(body) % 4)
    try:
        raw = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        decoded = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if len(decoded) < 8:
        return None
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in decoded)
    letters = sum(ch.isalpha() or ch == " " for ch in decoded)
    if printable / len(decoded) < 0.95 or letters / len(decoded) < 0.7:
        return None
    return decoded


def variants(text: str, depth: int = 0) -> Iterator[Variant]:
    """All views of `text` worth scanning: plain, leet, despaced, URL- and HTML-decoded, and base64 payloads."""
    plain, index = fold(text)
    yield Variant("plain", plain, index)
    for name, table in (("leet", LEET_I), ("leet", LEET_L)):
        if (leet := _leet(plain, table)) != plain:
            yield Variant(name, leet, index)
    for name, pattern, decode in (("url", _URL_RUN, _url_decode), ("html", _HTML_ENTITY, html.unescape)):
        decoded = _decode_runs(text, pattern, decode)
        if decoded is not None:
            folded, sub = fold(decoded[0])
            yield Variant(name, folded, tuple(decoded[1][i] for i in sub))
    if (spaced := _despace(plain, index)) is not None:
        yield Variant("spaced", *spaced)
    if depth < 2:
        for m in _B64_TOKEN.finditer(text):
            if (payload := decode_base64(m.group(0))) is not None:
                for inner in variants(payload, depth + 1):
                    yield Variant(f"base64+{inner.name}", inner.text, inner.index, (m.start(), m.end()))
