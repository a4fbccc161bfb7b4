"""The matcher's literal prefilter rules a regex out only when it cannot match: checked on hand-made patterns and on
every taxonomy regex against every clause and sentence of the shipped and tune work orders. The other shortcuts of
issue 12's round 20 give the answers of the plain search too: the one-pass literal test, the shorthand expansions
looked for only where their literals are (`reading`), and line wraps joined in linear time
(`text._unwrap_lines`)."""

import json
import re
from pathlib import Path

import pytest

from mcp_server.hazards.prefilter import LiteralTable, Prefilter, required_literals
from mcp_server.hazards.taxonomy import default_taxonomy
from mcp_server.workorders import reading
from mcp_server.workorders.text import _LINE_WRAP, _unwrap, _unwrap_lines, split_fields

ROOT = Path(__file__).resolve().parents[2]
ORDER_FILES = [
    "assets/workOrders.json",
    "bench/eval/workorders_eval.json",
    "bench/eval/unseen2/workorders.json",
    "bench/eval/unseen4/tune3/workorders.json",
    "bench/eval/unseen5/tune4/workorders.json",
]


def sets(pattern: str, flags: int = 0) -> list[set[str]] | None:
    needed = required_literals(re.compile(pattern, flags))
    return None if needed is None else [set(one) for one in needed]


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bwelding\b", [{"welding"}]),
        (r"\bhot\s+work(s|ing)?\b", [{"work"}, {"hot"}]),
        (r"\b(?:weld|braz)ing\b", [{"weld", "braz"}, {"ing"}]),
        (r"\b(?:weld(?:ing)?|cut)\b", [{"weld", "cut"}]),
        (r"(?<!no )entry", [{"entry"}]),
        (r"(?:ab)+x", [{"ab"}, {"x"}]),
        (r"(?:deep)?\s*dig", [{"dig"}]),
        (r"\d+\s*m", [{"m"}]),
    ],
)
def test_literals_every_match_must_hold(pattern: str, expected: list[set[str]]) -> None:
    assert sorted(map(sorted, sets(pattern) or [])) == sorted(map(sorted, expected))


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [(r"\bwelding\b", re.IGNORECASE), (r"(?i)welding", 0), (r"\d+\s*\w+", 0), (r"(?:weld|)x?", 0), (r"x*", 0)],
)
def test_no_literal_means_always_searched(pattern: str, flags: int) -> None:
    rx = re.compile(pattern, flags)
    assert required_literals(rx) is None
    assert Prefilter(LiteralTable([rx]), ["WELDING"]).may_match(rx)


def test_case_insensitive_part_is_not_taken() -> None:
    assert sets(r"(?i:hot)\s+work") == [{"work"}]


def test_regex_outside_the_table_is_searched() -> None:
    assert Prefilter(LiteralTable([]), ["nothing here"]).may_match(re.compile("welding"))


def test_joined_texts_do_not_make_a_literal() -> None:
    rx = re.compile(r"hot\s*work")
    table = LiteralTable([rx])
    assert Prefilter(table, ["the hot", "work area"]).may_match(rx)
    assert not Prefilter(table, ["the cold", "job"]).may_match(rx)


def _orders() -> list[dict]:
    out: list[dict] = []
    for name in ORDER_FILES:
        data = json.loads((ROOT / name).read_text(encoding="utf-8"))
        out += data["workOrders"] if isinstance(data, dict) else data
    return out


def test_never_rules_out_a_regex_that_matches() -> None:
    tax = default_taxonomy()
    regexes = [rx for rxs in tax.cue_rx.values() for rx in rxs]
    regexes += [rx for rxs in tax.excl_rx.values() for rx in rxs]
    regexes += [rx for _, rxs in tax.everyday_rx for rx in rxs]
    regexes += [*tax.elec_rx, *tax.machine_rx, *tax.setting_place_rx, *tax.plant_object_rx]
    checked = matched = 0
    for wo in _orders():
        fields = {k: wo.get(k) for k in ("title", "description", "jobPlan")}
        spans = split_fields({**fields, "equipment": list(wo.get("equipment") or [])})
        by_sentence: dict[int, list[str]] = {}
        for s in spans:
            by_sentence.setdefault(s.sentence, []).append(s.norm)
        for texts in ([s.norm for s in spans], [" ".join(v) for v in by_sentence.values()]):
            pre = Prefilter(tax.literals, texts)
            for rx in regexes:
                hit = any(rx.search(t) for t in texts)
                checked += 1
                matched += hit
                assert pre.may_match(rx) or not hit, (wo.get("id"), rx.pattern)
    assert checked > 100_000 and matched > 1_000


def _plain(table: LiteralTable, rx: re.Pattern[str], text: str) -> bool:
    """The test the one-pass search stands for: every literal set of the regex has a literal in the text."""
    needed = table.needed.get(id(rx))
    return needed is None or all(any(lit in text for lit in one) for one in needed)


@pytest.mark.parametrize(
    "text",
    ["weld", "welding", "we", "braze the weldment", "xweldingx", "hot work", "hotwork", "ho", "", "\x00weld\x00"],
)
def test_one_pass_equals_plain_search_on_nested_literals(text: str) -> None:
    # literals that are prefixes, suffixes and infixes of one another, starting at the same and at later positions
    patterns = [r"weld", r"welding", r"eld", r"ding\b", r"(?:weld|braz)e", r"hot\s*work", r"hot", r"o", r"x(?:y|we)"]
    regexes = [re.compile(p) for p in patterns]
    table = LiteralTable(regexes)
    pre = Prefilter(table, [text])
    assert [pre.may_match(rx) for rx in regexes] == [_plain(table, rx, text) for rx in regexes]
    assert pre.keep(regexes) == [rx for rx in regexes if _plain(table, rx, text)]


def test_one_pass_equals_plain_search_on_the_taxonomy() -> None:
    tax = default_taxonomy()
    regexes = [rx for rx in tax.literals._regexes.values()]
    checked = kept = 0
    for wo in _orders():
        fields = {k: wo.get(k) for k in ("title", "description", "jobPlan")}
        spans = split_fields({**fields, "equipment": list(wo.get("equipment") or [])})
        texts = [s.norm for s in spans]
        pre, joined = Prefilter(tax.literals, texts), "\x00".join(texts)
        answers = [pre.may_match(rx) for rx in regexes]
        assert answers == [_plain(tax.literals, rx, joined) for rx in regexes], wo.get("id")
        assert pre.keep(regexes) == [rx for rx, yes in zip(regexes, answers, strict=True) if yes]
        checked += len(regexes)
        kept += sum(answers)
    assert checked > 100_000 and 1_000 < kept < checked


def _texts() -> list[str]:
    """Every field of the order files and of every eval set, as written."""
    files = sorted(
        {*ORDER_FILES, *(str(p.relative_to(ROOT)) for p in ROOT.glob("bench/eval/unseen*/tune*/workorders.json"))}
    )
    out: list[str] = []
    for name in files:
        data = json.loads((ROOT / name).read_text(encoding="utf-8"))
        for wo in data["workOrders"] if isinstance(data, dict) else data:
            out += [v for k in ("title", "description", "jobPlan") if isinstance(v := wo.get(k), str) and v]
            out += [e for e in wo.get("equipment") or [] if isinstance(e, str)]
    return out


WRAPPED = [
    "",
    "no break at all",
    "a line long enough to be a wrapped paragraph, it goes on\nand on in lower case",
    "short\nline",
    "a line long enough to be a wrapped paragraph, it goes on\r\n   and on\nStops here\n(and a bracket)",
    "a line long enough to be a wrapped paragraph, it goes on,\n\tand on, a line long enough to be wrapped again here\n"
    "still lower\n\nnew paragraph\n",
    "\n\n\nx\ny\n",
    "trailing break\n",
]


@pytest.mark.parametrize("text", WRAPPED)
def test_unwrap_lines_equals_the_search(text: str) -> None:
    assert _unwrap_lines(text) == _LINE_WRAP.sub(_unwrap, text)


def test_unwrap_lines_equals_the_search_on_every_field() -> None:
    texts = [t for t in _texts() if "\n" in t]
    assert len(texts) > 100
    for text in texts:
        assert _unwrap_lines(text) == _LINE_WRAP.sub(_unwrap, text), text[:80]


def _shorthand_plain(text: str) -> tuple[str, list[reading.Reading]]:
    """`read_as_written`'s shorthand step as it was: every expansion searched."""
    readings: list[reading.Reading] = []
    for rx, plain in reading._SHORTHAND:
        text = rx.sub(
            lambda m, plain=plain: readings.append(reading.Reading(m.group(0), plain, "shorthand")) or plain, text
        )
    return text, readings


@pytest.mark.parametrize(
    "text", ["HW on line 6, CSE into V-12", "repl pmp seal P-305A, HW and W@H", "HWHW CSEx", "ISO iso'd"]
)
def test_shorthand_prefilter_keeps_every_expansion(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    words, not_typos = frozenset(), frozenset()
    shortcut = reading.read_as_written(text, words, not_typos)
    monkeypatch.setattr(reading, "Prefilter", _AlwaysSearch)
    assert shortcut == reading.read_as_written(text, words, not_typos)


class _AlwaysSearch:
    """A prefilter that rules nothing out: the plain search."""

    def __init__(self, *_args: object) -> None:
        pass

    def may_match(self, _rx: re.Pattern[str]) -> bool:
        return True


def test_shorthand_prefilter_on_every_field(monkeypatch: pytest.MonkeyPatch) -> None:
    tax = default_taxonomy()
    texts = _texts()
    shortcut = [reading.read_as_written(t, tax.spelling_words, tax.not_typos) for t in texts]
    monkeypatch.setattr(reading, "Prefilter", _AlwaysSearch)
    plain = [reading.read_as_written(t, tax.spelling_words, tax.not_typos) for t in texts]
    assert shortcut == plain
    assert sum(any(r.reason == "shorthand" for r in rs) for _, rs in plain) > 20
