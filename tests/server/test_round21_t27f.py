"""Issue 12, round 21 (t27f: tune22's missed permits, blackbox26's still-failing lines).

A line, main or sewer jetted is water jetting into it (Cold Work); a burst or named pipe main repaired or clamped is
opened where it held pressure (Cold Work); hot work said to be done in a below-grade chamber, pit, sump or vault, or
after a header that names one, puts the welder in it (Confined Space Entry). A lock an incident says was missing from
an isolator is the omission the incident turns on, not a scope statement; a figure said above a named floor after
the place a person stands is his height even where the sentence names a chamber. Lookalikes: a switching programme
or arc flash study written or presented, an order that opens "Cancelled" and says "Job closed", a blade's leading
edge inspected from the ground, a torch's batteries.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, HW, CW, WAH = "Confined Space Entry", "Electrical/LOTO", "Hot Work", "Cold Work", "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        "High-pressure jet the sludge line from the rodding eye.",
        "Jet the blocked sewer rising main with the jetting unit.",
        "Jetting contractor to high-pressure jet the sludge line from the rodding eye.",
        "HP jet the exchanger tube bundle at the wash pad.",
    ],
)
def test_a_line_jetted_is_cold_work(text: str) -> None:
    assert CW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "A jet of H2S-laden water hit him from the line.",
        "The jet fan in the road tunnel tripped overnight.",
        "Jet wash the car park on Saturday.",
    ],
)
def test_a_jet_that_is_no_jetting_raises_nothing(text: str) -> None:
    assert CW not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Mains burst: excavate in the carriageway to 1.5 m to expose and repair the 300 mm main.",
        "Repair the burst main on Station Road.",
        "Burst water main repair outside gate 2.",
        "Clamp the leaking 150 mm water main beside the pump house.",
    ],
)
def test_a_pipe_main_repaired_is_cold_work(text: str) -> None:
    assert CW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Repair the main gate at the entrance.",
        "Repair the main switch on the consumer unit.",
        "Replace the 11 kV ring main unit.",
    ],
)
def test_a_main_that_is_no_pipe_is_no_cold_work(text: str) -> None:
    assert CW not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Weld in a new 200 mm tee on the district heating flow main in the valve chamber.",
        "Valve chamber on the DH flow main: weld in a new 200 mm tee.",
        "Grind out the crack in sump 2.",
        "Weld the step irons in the manhole.",
    ],
)
def test_hot_work_in_a_below_grade_space_is_an_entry(text: str) -> None:
    assert {HW, CSE} <= types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Grind and re-weld worn bucket teeth on loader L-05 in the field on the pit floor.",
        "Welder burned the steel in the inspection pit of the bus garage.",
        "Weld the hinge on the manhole cover.",
        "Valve chamber VC-3: weld the hinge on the cover.",
        "Sump 2: weld in a new bracket, work from the surface.",
    ],
)
def test_hot_work_outside_a_space_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        (
            "Your engineer was inside the car-wash gantry changing a side brush when our attendant reset the machine. "
            "He had only pressed the emergency stop, and there was no padlock on the 400 V isolator.",
            ELEC,
        ),
        ("The conveyor started while he cleared the jam; there was no lock on the isolator at the MCC.", ELEC),
        (
            "The bell dropped onto the beams of the ringing chamber, and the ringer guiding it from the open trapdoor "
            "15 m above the nave floor was not tied on.",
            WAH,
        ),
    ],
)
def test_a_missing_lock_and_a_height_above_a_floor_keep_their_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("No lockout required, visual check of the panel only.", ELEC),
        ("Dig the pit to 2 m, the spoil heap is 3 m above the ground.", WAH),
        ("Dig the pit to 2 m; the banksman stands on the spoil heap 3 m above the pit floor.", WAH),
    ],
)
def test_a_lock_ruled_out_and_a_things_height_raise_nothing(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Switching programme SP-2231 for Hallam Road 33 kV bay 4 drafted and sent to the control engineer.", ELEC),
        ("Switching schedule for the Hallam bay outage written and checked by the control engineer.", ELEC),
        ("Arc flash study for the 11 kV board presented at the engineering meeting.", ELEC),
        ("Cancelled: weld the bracket on the gantry. Job closed.", HW),
        ("Cancelled, job closed: rope access on WTG 5 blade B, no crew available.", WAH),
        ("Inspect the blade leading edges from the ground using the drone camera.", WAH),
        ("Drone survey of the blade leading edges on WTG 4.", WAH),
        ("Replace the torch batteries in the substation emergency kit.", ELEC),
        ("Replace the batteries in the torch.", ELEC),
    ],
)
def test_papers_called_off_work_and_lookalikes_raise_nothing(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Carry out switching programme SP-2231 at Hallam Road 33 kV bay 4 and apply earths.", ELEC),
        ("Switching programme SP-2231 issued; AP to switch out bay 4 and earth it.", ELEC),
        ("Cancelled: weld the bracket on the gantry. New job: grind the rail.", HW),
        ("Rope access technician to repair the blade leading edge on T7.", WAH),
        ("Roofers working at the leading edge of the new deck.", WAH),
        ("Replace the 110 V battery bank cells in the substation.", ELEC),
    ],
)
def test_the_work_itself_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))
