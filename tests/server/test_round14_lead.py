"""Issue 12, round 14 (lead): entry said as access to a space by its way in.

A vessel accessed through its manway or hatch, and a below-grade space (sump, pit, chamber, manhole) accessed by its
ladder or step irons, is entered: Confined Space Entry. The space noun must end the phrase, so a tank roof reached
through a roof hatch is not an entry.
"""

import pytest

from tests.support.hazards import permits, run, types


@pytest.mark.parametrize(
    "text",
    [
        "Access the sump via the ladder to clean it.",
        "Access sump S-3 by ladder, remove sludge.",
        "Operator accesses the valve pit via the step irons to read the meter.",
        "Access the tank through the manway to inspect the floor.",
        "Inspector to access vessel V-101 via the bottom manway.",
    ],
)
def test_space_accessed_by_its_way_in_is_entered(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Access the tank roof via the hatch to check the gauge.",
        "Access the sump pump from the platform to check the seal.",
    ],
)
def test_roof_or_pump_accessed_so_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize("text", ["Get into the vessel and clean the trays.", "Fitter to get inside the drum."])
def test_get_into_a_vessel_is_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


def test_climbing_a_mast_against_a_no_height_statement_keeps_the_permit_with_a_conflict() -> None:
    result = run("No work at height. The rigger climbs the mast to change the lamp.")
    assert "Working at Height" in types(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Please raise PO for: 40x gaskets, 20 kg E7018 welding rods, 6 full-body harnesses, 1x 2 t chain block,"
        " 1 box LOTO padlocks. Deliver to warehouse bay C.",
        "Raise PO for 40x gaskets, 6 full-body harnesses, 1x 2 t chain block and 1 box of LOTO padlocks.",
        "Stores request for 2 sets of welding leads and 10 kg of rods.",
    ],
)
def test_goods_listed_on_an_order_raise_nothing(text: str) -> None:
    assert permits(text) == set()


def test_an_order_then_the_work_keeps_the_work() -> None:
    assert {"Hot Work", "Working at Height"} <= permits(
        "Raise PO for: 2 harnesses. Then erect scaffold to 9 m and weld the bracket."
    )


@pytest.mark.parametrize(
    "text",
    ["Prepare the tank for entry and enter to inspect the floor.", "V-3 to be made ready for man entry."],
)
def test_space_prepared_for_entry_is_entered(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize("text", ["Prepare the tank for painting.", "Prepare the report for entry into the CMMS."])
def test_other_preparation_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Meeting about the excavation next week; dig the trial hole today to 1.2 m.", "Excavation"),
        ("TBT on hot work; then weld the shoe on line 4.", "Hot Work"),
    ],
)
def test_an_instruction_after_a_talks_topic_is_the_job(text: str, permit: str) -> None:
    """q14a's note: a talk's or meeting's topic covered its whole sentence, past a ";" that opens the job itself."""
    assert permit in permits(text)


def test_a_list_of_topics_stays_topics() -> None:
    assert permits("Minutes of toolbox talk: we discussed LOTO; confined space; hot work.") == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("The contractor cut the pipe with no hot work permit and a fire started.", "Hot Work"),
        ("A fitter entered the tank without a confined space permit and collapsed.", "Confined Space Entry"),
        ("He climbed the ladder to 6 m without a work at height permit and fell.", "Working at Height"),
        ("They dug the trench to 2 m with no excavation permit.", "Excavation"),
        ("The tanker was driven into the unit with no vehicle entry permit.", "Vehicle Entry"),
    ],
)
def test_work_done_without_its_permit_needed_that_permit(text: str, permit: str) -> None:
    """A permit said missing is the control the work lacked, not work excluded from scope (an incident report's
    commonest sentence raised nothing)."""
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    ["The job can be done without a hot work permit, bolted clamp only.", "No hot work permit required: bolted clamp."],
)
def test_a_permit_judged_unneeded_stays_a_scope_statement(text: str) -> None:
    assert "Hot Work" not in permits(text)
