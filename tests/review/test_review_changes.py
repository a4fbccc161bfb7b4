"""The review's change parser keeps figures and their units whole (issue 13: "Dose rate kept below 2.5 uSv/h"
became two controls, "... measured" and "Kept below 2")."""

from __future__ import annotations

from agent_client.review.changes import parse_changes


def items(message: str) -> list[tuple[str, str | None, str | None]]:
    return [(c.op, c.field, c.item) for c in parse_changes(message).changes]


def test_a_decimal_figure_with_its_unit_stays_one_control():
    assert items("Add dose rate kept below 2.5 uSv/h") == [("add_item", "controls", "Dose rate kept below 2.5 uSv/h")]
    assert items("Add control: dose rate measured and kept below 2.5 µSv/h.") == [
        ("add_item", "controls", "Dose rate measured and kept below 2.5 µSv/h")
    ]
    assert items("add LEL kept below 10 %, checked every 2 hours") == [
        ("add_item", "controls", "LEL kept below 10 %, checked every 2 hours")
    ]


def test_lists_and_sentences_still_split():
    assert items("add a second fire watch and continuous gas monitoring") == [
        ("add_item", "controls", "Second fire watch"),
        ("add_item", "controls", "Continuous gas monitoring"),
    ]
    parsed = parse_changes("Add PPE: face shield, gloves and goggles. Extend to 12 hours")
    assert [c.item for c in parsed.changes if c.op == "add_item"] == ["Face shield", "Gloves", "Goggles"]
    assert [c.hours for c in parsed.changes if c.op == "set_validity"] == [12]
