"""Issue 12, round 16 (y18d): blackbox18 false-permit classes 11-15, fixed as classes.

- A pre-job meeting or briefing held for a later job, in an order that says no work is done now ("Pre-job mtg for
  Monday hot work on R-2, prep permit pack only, no work today"), and a permit pack prepared at the desk ("desk only").
- A hand scrape of the surface by a shallow figure ("Hand scrape 100mm topsoil", "0.1m") is a dig within the hand-dig
  limit; a scrape beside another dig keeps that dig's Excavation.
- A test witnessed at a contractor's or vendor's shop raised Cold Work.
- A voltage written without a space before AC/DC ("24VDC") was not read as extra-low voltage.
- A thermographic survey "thru" IR windows raised Electrical/LOTO ("through" already passed).
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Pre-job mtg for Monday hot work on R-2, prep permit pack only, no work today",
        "Prep permit pack for Monday hot work on R-2, desk only",
        "Pre-job meeting for hot work next Monday, no work today",
        "Toolbox talk for tank entry tomorrow, no work today",
        "Planning meeting about Friday's crane lift on the cooler, nothing on site today",
    ],
)
def test_meeting_or_desk_prep_for_a_later_job_raises_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Pre-job meeting for hot work on R-2 then weld the nozzle", "Hot Work"),
        ("Pre-job meeting for hot work on R-2 at 07:00", "Hot Work"),
        ("Pre-job mtg for hot work on R-2, no work today except the nozzle weld", "Hot Work"),
        ("Prep permit pack for hot work on R-2, then weld nozzle", "Hot Work"),
        ("Toolbox talk for tank entry then enter tank T-4 to inspect", "Confined Space Entry"),
    ],
)
def test_meeting_before_todays_work_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hand scrape 100mm topsoil to find survey peg",
        "Hand scrape 0.1m of topsoil to locate survey peg",
        "Scrape off 150 mm of gravel by hand at the cable route",
    ],
)
def test_shallow_hand_scrape_is_within_hand_dig_limit(text: str) -> None:
    assert "Excavation" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hand scrape 100mm topsoil then excavate trench to 1.5 m for cable",
        "Hand scrape 100mm topsoil then dig a pit for the new drain",
        "Scrape 100mm topsoil then excavate foundation for pump base",
        "Scrape 2 m of topsoil for new slab",
        "Hand scrape 0.5 m of soil to expose cable",
        "Scrape topsoil for new road",
    ],
)
def test_scrape_beside_another_dig_or_deep_keeps_excavation(text: str) -> None:
    assert "Excavation" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Witness hydrotest of new spool in contractor fab shop, sign test cert",
        "Witness hydrotest of new spool at contractor fab shop",
        "Witness pressure test of the new heat exchanger bundle at the vendor's works",
    ],
)
def test_test_witnessed_at_a_shop_raises_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Witness hydrotest of line 12 in unit 200",
        "Hydrotest new spool in fab shop then install in unit 200",
        "Witness hydrotest of new spool in fab shop, then break flanges on line 12 to fit it",
    ],
)
def test_test_on_plant_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Rplc u/s 24VDC indicator lamp on LCS-12 face, ELV only",
        "Rplc u/s 24V DC indicator lamp on LCS-12 face, ELV only",
    ],
)
def test_elv_written_without_space(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace 230VAC relay coil in panel",
        "Replace 400VAC contactor in MCC-2 bucket 4B",
    ],
)
def test_low_voltage_written_without_space_keeps_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "IR thermography survey MCC-4 thru IR windows, doors closed, no covers off",
        "IR thermography of MCC-4 thru the IR windows",
    ],
)
def test_thermography_thru_ir_windows_raises_nothing(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


def test_thermography_with_covers_off_keeps_electrical() -> None:
    assert "Electrical/LOTO" in permits("IR thermography of MCC-4 with covers off")
