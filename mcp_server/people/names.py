"""Display names as identities: NFKC-normalised, invisible characters stripped, look-alikes caught.

A permit once went out signed by "one" requester, Supervisor and HSE who were the same person under a plain name, the
name with a zero-width space and the name with a Cyrillic А. People are therefore compared by directory id, and a
display name is only accepted into the directory when it is a single script and its confusable skeleton (UTS #39
style: every character mapped to its Latin look-alike, case and spacing folded) differs from every other person's.
The confusable data is Unicode's own, through the confusable-homoglyphs package.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from confusable_homoglyphs import categories

MAX_NAME_CHARS = 120
PERSON_ID_PATTERN = r"^[a-z0-9][a-z0-9._@-]{1,63}$"
_PERSON_ID = re.compile(PERSON_ID_PATTERN)
# Scripts that mix with any other (digits, punctuation, spaces, combining marks).
_NEUTRAL_SCRIPTS = {"COMMON", "INHERITED"}


class NameError_(ValueError):
    """A display name or person id was refused; the message says why."""


def _invisible(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cn") or ch in "\u115f\u1160\u3164\uffa0"


def normalise_display_name(name: str) -> str:
    """NFKC, invisible/format characters removed, whitespace collapsed; refuses empty and mixed-script names."""
    text = unicodedata.normalize("NFKC", name)
    text = "".join(ch for ch in text if not _invisible(ch))
    text = " ".join(text.split())
    if len(text) < 2 or len(text) > MAX_NAME_CHARS:
        raise NameError_(f"display name must be 2–{MAX_NAME_CHARS} visible characters after normalisation")
    if not any(ch.isalpha() for ch in text):
        raise NameError_("display name must contain letters")
    scripts = {s for s in categories.unique_aliases(text) if s not in _NEUTRAL_SCRIPTS}
    if len(scripts) > 1:
        raise NameError_(
            f"display name mixes scripts ({', '.join(sorted(scripts))}); look-alike letters from another script "
            "are refused — type the name in one script"
        )
    return text


@cache
def _latin_lookalike(ch: str) -> str:
    if ch.isascii():
        return ch
    # Unicode's confusables table (a 0.9 MB JSON) loads on the first non-ASCII character, not at server start-up.
    from confusable_homoglyphs import confusables

    found = confusables.is_confusable(ch, preferred_aliases=["latin"], greedy=True) or []
    for item in found:
        for glyph in item["homoglyphs"]:
            if glyph["n"].startswith("LATIN") and glyph["c"].isascii():
                return glyph["c"]
    stripped = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    return stripped or ch


def skeleton(name: str) -> str:
    """What a name looks like, spacing and punctuation ignored: equal skeletons mean a reader cannot tell them apart."""
    text = unicodedata.normalize("NFKC", name)
    text = "".join(ch for ch in text if not _invisible(ch))
    mapped = "".join(_latin_lookalike(ch) for ch in text).casefold()
    mapped = mapped.replace("rn", "m").replace("0", "o").replace("1", "l").replace("|", "l")
    return re.sub(r"[\W_]+", "", mapped)


def check_person_id(person_id: str) -> str:
    """A directory id: lower-case ASCII letters, digits and . _ @ - (2–64), so ids cannot be look-alikes."""
    if not isinstance(person_id, str) or not _PERSON_ID.match(person_id):
        raise NameError_(
            f"person id {person_id[:80]!r} is not a directory id (lower-case a-z, 0-9 and . _ @ -, 2–64 characters); "
            "people are named by id, not by display name"
        )
    return person_id
