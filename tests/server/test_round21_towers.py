"""Issue 12, round 21 (lead, blackbox28b): a tower, mast or pole gone up, and a tagged chamber named in a header.

Riggers write "Go up the tower to swap the RRU" and "Ascend the mast"; only "climb" was read, so both raised nothing.
A header's space with a two-letter tag ("Chamber JC4: enter and splice the fibre") was not read as the space the
bare "enter" goes into (a one-letter tag was).
"""

import pytest

from tests.support.hazards import run, types

WAH, CSE = "Working at Height", "Confined Space Entry"


@pytest.mark.parametrize(
    "text",
    [
        "Go up the tower to swap the RRU.",
        "Ascend the mast and replace the antenna.",
        "Riggers to go up the lattice tower and fit the dish.",
        "Went up the pole to change the fuse carrier.",
    ],
)
def test_a_tower_gone_up_is_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Went up the tower block stairs to read the meter.",
        "Go up the tower crane cab stairs to collect the logbook for the office.",
        "Photograph the mast from the compound gate.",
    ],
)
def test_stairs_in_a_tower_block_are_no_climb(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    ["Chamber JC4: enter and splice the fibre.", "Tank TK-12: enter and clean.", "Sump PS3: go down and clear it."],
)
def test_a_tagged_header_space_is_entered(text: str) -> None:
    assert CSE in types(run(text))


def test_a_tagged_header_space_not_entered() -> None:
    assert CSE not in types(run("Chamber JC4: inspect from above, no entry."))
