"""Issue 12, round 15 (r16a): classes the blind black-box prober found in bench/eval/blackbox16 (README classes), each
probed in other phrasings with lookalikes that must not change.

1. A vessel said by its process name and entered (stock or broke chest, wort kettle, headbox, ball or cement mill,
   surge bin, filter housing), a bare "get inside" after the space is named, work "from the inside" of a housing, and
   a walk-in inspection of a kiln: Confined Space Entry (class 1; the lead's ruling).
2. A fluid line disconnected, capped or blanked, a hydraulic hose said changed in the passive, and drilling and
   tapping plant that stays in service: Cold Work (class 2).
3. An electrician or "sparky" sent to check, investigate or reset a motor, its starter or its supply: Electrical/LOTO
   (class 3).
4. "main" before a drive or motor is the adjective, not a water main: "isolate main drive 3.3 kV" is an electrical
   isolation (class 4).
5. A nuclear gauge only read or viewed (its display, reading or warning sign), with no source, shutter or move said,
   needs no Radiography (class 7; the lead's ruling).
"""

import pytest

from tests.support.hazards import permits

CSE = "Confined Space Entry"


@pytest.mark.parametrize(
    "text",
    [
        "Enter the machine chest to clean out the settled fibre.",
        "Fitter to go into the blend chest and replace the agitator blades.",
        "Brew kettle 2 entry to descale the calandria.",
        "Climb inside the headbox and clean the slice lip.",
        "Enter the cement mill to inspect the diaphragm plates.",
        "Liner change inside the ball mill, crew to enter after the mill is isolated.",
        "Hole in the feed bin. Welder to get inside and patch it.",
        "Weld the cracked cyclone cone from the inside.",
        "Walk-in inspection of the rotary dryer shell after cooldown.",
        "Repair holes in the dust collector housing from the inside with patch plates.",
    ],
)
def test_process_vessel_entered_is_confined_space(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Enter the stock chest level in the shift log.",
        "Replace the tool chest in the workshop.",
        "Descale the kettle in the canteen.",
        "Enter the paper mill by the main gate and report to security.",
        "Check the headbox pressure reading on the DCS.",
        "Restock the walk-in freezer in the canteen.",
        "Check the ball mill motor amps from the control room.",
        "Enter the rolling mill bay and check the guard on roll stand 3.",
        "The operator got inside the cab and drove off.",
        "Feed bin roof leaking. Rain got inside overnight, operators to report it.",
    ],
)
def test_process_vessel_lookalikes_raise_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Disconnect the nitrogen supply line to the blanketing header and cap it.",
        "Blank off the redundant caustic line to tank T-4.",
        "Disconnect and blank the wort line to FV-12.",
        "The glycol line to FV-2 was disconnected and capped by the fitters.",
        "Hydraulic hoses on the live press to be changed by the fitter.",
        "Drill and tap the running pump baseplate for a new guard bracket while the pump stays in service.",
    ],
)
def test_line_disconnected_or_capped_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Disconnect the phone line in the office.",
        "Cap the budget for the new canteen at last year's figure.",
        "Disconnect the printer from the network and blank the screen.",
        "Review the drawing for the redundant nitrogen line with the engineer.",
    ],
)
def test_line_lookalikes_raise_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sparky to look at the 415 V conveyor motor, it keeps tripping.",
        "Get the sparkies to check the windings on the 690 V crusher motor after the trip.",
        "Electrician to investigate the tripped 240 V circuit feeding the lab fume cupboard.",
        "Screen feeder motor tripped twice overnight. Electrician to check the starter and the 415 V cable.",
    ],
)
def test_electrician_fault_finding_is_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Electrician to check the 24 V DC supply to the level switch from the marshalling cabinet display.",
        "Electrician to check the motor amps on the HMI and log them.",
        "Sparky to check the spares stock of motor starters in the store.",
        "Electrician to check the motor run hours in the CMMS.",
        "Electrician to check the cable drum labels in the store yard.",
    ],
)
def test_electrician_lookalikes_raise_no_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Mill down: isolate main drive 6.6 kV for the liner inspection.",
        "Isolate the main motor on the conveyor before the belt change.",
        "Isolate main fan 415 V for the impeller check.",
    ],
)
def test_main_drive_isolated_is_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


def test_water_main_isolated_stays_a_line() -> None:
    assert "Electrical/LOTO" not in permits("Isolate the fire water main for the hydrant change.")


@pytest.mark.parametrize(
    "text",
    [
        "Read the display of the nuclear level gauge on the lime silo and note it in the log.",
        "Record the reading from the nuclear level gauge on the lime silo in the shift log.",
        "Log the nuclear density gauge readout on the tailings line every two hours.",
        "Check the trefoil label on the nucleonic level gauge is still fitted and readable.",
    ],
)
def test_nuclear_gauge_only_read_needs_no_radiography(text: str) -> None:
    """Class 7 (the lead's ruling): a nuclear gauge only read or viewed, no source handled, needs no Radiography."""
    assert "Radiography" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Read the nuclear density gauge display, then remove the source holder for the pipework change.",
        "Check the nuclear level gauge reading and close the shutter before the vessel entry.",
        "Replace the nuclear density gauge on the slurry line.",
        "Relocate the nucleonic level gauge on the separator.",
        "Use of nuclear density gauge for compaction testing at the new bund",
    ],
)
def test_nuclear_gauge_source_work_keeps_radiography(text: str) -> None:
    assert "Radiography" in permits(text)
