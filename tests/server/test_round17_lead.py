"""Issue 12, round 17 (lead): what the lead found while the round's blind sets were written.

Water, dust or product that "got down inside the pit" is no person entering the pit (round 16's closing note left it);
a person going in, in the same sentence or the next, still makes the entry.
"""

import pytest

from tests.support.hazards import permits

CSE = "Confined Space Entry"


@pytest.mark.parametrize(
    "text",
    [
        "Rain water got down inside the pit",
        "Rainwater got into the cable pit overnight",
        "Oil leaked into the sump from the gearbox",
        "Groundwater seeped into the chamber after the storm",
    ],
)
def test_a_substance_that_got_in_is_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Fitter got down inside the pit to free the float",
        "Water got into the sump and the fitter went into the sump to clear the pump",
        "Rain water got into the pit. Labourer to go down inside the pit and bail it out",
        "Operator went into the tank to retrieve the tool",
        "Crew to get inside the vessel after gas test",
    ],
)
def test_a_person_going_in_still_enters(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    ("text", "cold"),
    [
        ("Check pump bypass valve position", False),
        ("Operator round: note the bypass valve positions on the line-up sheet", False),
        ("Bypass the high level switch on V-101", True),
        ("Bypass the relief valve for the test", True),
        ("Open the bypass valve and remove the control valve FV-101 for overhaul", True),
    ],
)
def test_a_bypass_valve_is_plant_a_bypassed_safeguard_is_cold_work(text: str, cold: bool) -> None:
    assert ("Cold Work" in permits(text)) is cold


def test_a_water_works_operator_going_down_into_a_tank_enters_it() -> None:
    # tune5's narrative: "water" names the works, the operator is the one who went in
    assert CSE in permits("A water-works operator went down into the ozone contact tank to free a stuck valve")
    assert CSE not in permits("Rain water had somehow got into the cable pit")


# ------------------------------------------------ desk-only words never hold back work put after them in sequence
@pytest.mark.parametrize(
    "text",
    [
        "Paperwork only, nothing on site this shift, then weld the shoe on the pipe rack.",
        "Paperwork only, then weld the shoe on the pipe rack.",
        "Desk work only this morning, afterwards weld the shoe on the pipe rack.",
        "Paperwork only, but the fitter will weld the bracket back on today",
    ],
)
def test_work_after_a_desk_only_clause_in_sequence_keeps_its_permit(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prep permit pack for Monday hot work on R-2, desk only",
        "Radiography of the line 10 welds at next outage (desk planning only)",
        "No plant access, paperwork only for the welding job",
    ],
)
def test_desk_only_work_with_nothing_after_it_stays_a_mention(text: str) -> None:
    assert permits(text) == set() or not ({"Hot Work", "Radiography"} & set(permits(text)))


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Tank T-4 entry postponed to Monday, planning only for the rest.", CSE),
        ("Weld the shoe on the pipe rack, paperwork only otherwise", "Hot Work"),
        ("Enter V-3 to inspect the trays, desk work only for the remainder of the order", CSE),
    ],
)
def test_desk_only_words_about_the_rest_leave_the_named_work_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)
