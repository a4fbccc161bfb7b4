"""Issue 12, round 15 (x15a): tune17 UFT-049, a machine that belongs to the incident and has left site.

"Incident INC-27-021: excavator bucket struck the buried 6in firewater main ... Excavator stood down and taken off
site" then a hand-dug repair raised Vehicle Entry: the excavator is the incident's, and the order says it has gone.
A machine said stood down and taken (or removed, sent) off site is no vehicle in the area; one still to do work
before it leaves, or another machine brought in, keeps the permit.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Incident INC-1: excavator bucket struck the buried water main while trenching in the tank farm. Excavator "
        "stood down and taken off site. Hand dig 1.0 m round the damage, fit a repair clamp.",
        "Near miss: a telehandler clipped the pipe rack in unit 2. The telehandler has been removed from site. "
        "Replace the damaged handrail on the pipe bridge steps at ground level.",
        "The forklift was taken off site for repair after it hit the racking in the tank farm store. Re-fix the "
        "racking upright base plate with new anchors.",
    ],
)
def test_a_machine_that_has_left_site_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Excavator to dig the cable trench in the tank farm, then taken off site.",
        "Excavator stood down and taken off site; a mini digger comes into the tank farm to finish the trench.",
        "Excavator digs the trench in the tank farm and is taken off site once backfilled.",
    ],
)
def test_a_machine_still_working_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


def test_the_incident_repair_keeps_its_dig() -> None:
    text = (
        "Incident: excavator bucket struck the buried firewater main while digging a cable trench in the tank farm. "
        "Excavator stood down and taken off site. Hand dig round the damaged section, approx 1.2 m deep, cut out "
        "the damaged length with a hydraulic pipe cutter, fit repair couplings."
    )
    assert {"Excavation", "Cold Work"} <= permits(text)


# tune17 UFT-014: a crane checked or function tested with nothing on the hook ("limit switch trip on hoist up (no load
# on hook)", "Function test with no load") is no lift; a load test, test weights, or a load lifted keeps Lifting.


@pytest.mark.parametrize(
    "text",
    [
        "Monthly user inspection of the 10 t overhead crane OHC-2 from the floor: hook, latch, wire rope, pendant, "
        "limit switch trip on hoist up (no load on hook). Tag crane OK or defective.",
        "Weekly check of the 5 t gantry crane: function test long travel, cross travel and hoist with no load, record "
        "on the checklist.",
        "Pre-use check of jib crane JC-3 (2 t), hook empty: operate hoist up/down without load, check brakes and horn.",
    ],
)
def test_a_crane_checked_with_no_load_is_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pre-use check of the 10 t overhead crane with no load on hook, then lift the 3 t pump casing onto the skid.",
        "Function test the 10 t crane with no load, then load test with 11 t test weights.",
        "Inspect the 5 t overhead crane with no load on the hook; lower the old motor (2 t) to the floor afterwards.",
        "Run the crane hoist with no load to check the limit switch, then hoist the gearbox out of the casing.",
    ],
)
def test_a_lift_after_a_no_load_check_keeps_lifting(text: str) -> None:
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Crane pre-use check, no load on hook. Lift P-3 motor out with the 5 t crane.",
        "Overhead crane 10 t: check brakes with no load on the hook. Lower pump P-7 onto the plinth.",
    ],
)
def test_a_lift_in_another_sentence_keeps_lifting(text: str) -> None:
    assert "Lifting" in permits(text)


# tune17 UFT-013: phases swapped at a fan's isolator (an electrical job on a locked-off fan) and a fan guard said
# missing are no mechanical work on the fan; the fan itself, its bearings or motor changed keep Cold Work.


@pytest.mark.parametrize(
    "text",
    [
        "Extract fan EF-4 runs backwards: isolate and lock off at DB-2 way 3, swap two phases at the fan isolator, "
        "test rotation.",
        "Roof fan EF-7 installed with wrong rotation. Lock off at MCC-3 bkr 5, swap L1 and L2 at the local fan "
        "isolator, check rotation.",
    ],
)
def test_phases_swapped_at_a_fan_isolator_are_no_cold_work(text: str) -> None:
    result = permits(text)
    assert "Electrical/LOTO" in result and "Cold Work" not in result


@pytest.mark.parametrize(
    "text",
    [
        "Replace the fan bearings on extract fan EF-4 after locking off at DB-2 way 3.",
        "Swap the fan motor on EF-4; isolate at the fan isolator first.",
        "Install a new extract fan EF-9 on the compressor house wall.",
    ],
)
def test_work_on_the_fan_itself_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)
