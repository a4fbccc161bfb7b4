"""Issue 12, round 20 (lead): a rule written for a sentence's start reads every sentence's start, not only the first.

Clauses kept the space after the full stop that ended the sentence before them, and a taxonomy pattern anchored at a
clause's start (`^`, wrapped in `\\b(?:...)` when it compiles) could never match after a space: "Weld bracket on tank
roof." raised Hot Work alone and nothing after "Pump P-1 bracket broken.", and "No hot work. Weld bracket on tank
roof." dropped Hot Work with no SCOPE-CONFLICT. A clause now starts at its first word. The same rules now read
later sentences' nouns as they read the first's: "Welds at deck level." and "Weld is at grade." name welds.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import run, types

_FIRST = ("Requested by the area supervisor.", "Pump P-1 bracket broken.", "Job 4471 - unit 2.")


@pytest.mark.parametrize("first", _FIRST)
@pytest.mark.parametrize(
    "text,permit",
    [
        ("Weld bracket on tank roof.", "Hot Work"),
        ("Weld inside the drum.", "Hot Work"),
        ("Weld two new clamps to the conveyor frame.", "Hot Work"),
        ("Weld crack repair on the sill beam at ground level.", "Hot Work"),
    ],
)
def test_a_sentence_initial_rule_reads_a_later_sentence(first: str, text: str, permit: str) -> None:
    assert permit in types(run(text))
    assert permit in types(run(f"{first} {text}"))


@pytest.mark.parametrize(
    "text",
    [
        "No hot work. Weld bracket on tank roof.",
        "Note: no hot work. Weld bracket on the pipe rack.",
        "Hot work not required. Weld bracket to the handrail.",
    ],
)
def test_a_denial_then_the_work_in_a_later_sentence_is_a_conflict(text: str) -> None:
    result = assess({"description": text})
    assert "Hot Work" in {p.type for p in result.permitTypes}
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Pre-comm RT of 6 tie-in butt welds on the new line. Welds at deck level.",
        "PAUT scan of butt weld W-114, no source on site. Weld is at grade, line spaded.",
        "NDE report for the new line. Welds are at grade and insulated later.",
    ],
)
def test_welds_named_at_a_later_sentences_start_are_welds(text: str) -> None:
    assert "Hot Work" not in types(run(text))
