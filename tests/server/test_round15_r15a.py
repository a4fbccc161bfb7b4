"""Issue 12, round 15 (r15a): classes blind black-box probers found (bench/eval/blackbox15, and two classes of
bench/eval/blackbox15b), each probed in other phrasings with lookalikes that must not change.

(The sub-1 t chain-block lift class, blackbox15 class 2 and blackbox15b class 2, is left: a light chain-block lift is
optional under the labelling conventions, and round 14's probes and tests require Lifting for 500-800 kg hoist lifts.)

1. Safeguards defeated with other verbs ("inhibit", "override", "defeat", "force" a trip, interlock, ESD or the fire
   and gas detection, with a longer name between) are a bypass: Cold Work (blackbox15 class 6, blackbox15b class 6).
2. A missing fall-protection safeguard ("no fall arrest fitted") is exposure, not a statement that nobody works at
   height (blackbox15 class 5); and a digester is no dig ("digester roof walkway at 8 m" was read as below grade).
3. Hot-work slang: parts burnt or torched off or out ("burn the old supports off", "torch off the brackets", "burn out
   seized bolts") is flame cutting (blackbox15 class 4); a burnt-out motor or a torch switched off is not.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Inhibit gas detector GD-205 input to ESD while sensor is replaced.",
        "Inhibit the fire and gas detectors in module M5 for replacement",
        "Inhibit fire and gas zone 3 for detector maintenance.",
        "Override the high-high level trip on the separator during the test",
        "Defeat the low-low level interlock on pump P-12 for testing.",
        "Force the trip input on PSH-301 while the transmitter is swapped.",
        "Bypass the high high pressure trip on K-101 for the valve change",
    ],
)
def test_safeguard_defeated_by_other_verbs_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Check the corrosion inhibitor dosing rate on the cooling water.",
        "Review the trip test records in the office.",
        "Forced draft fan trip test report to be filed.",
        "Update the trip schedule spreadsheet in the office.",
    ],
)
def test_safeguard_lookalikes_raise_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Climb onto top of road tanker (3.5 m) at gantry 2 to open hatch, no fall arrest fitted.",
        "Climb onto tanker top at 3.5 m, no fall arrest available.",
        "Work on the 4 m high skid roof without fall protection to fix the vent.",
        "Replace handrail on digester roof walkway at 8 m; old rail removed.",
        "Paint the digester roof walkway steel at 8 m, old handrail removed.",
    ],
)
def test_missing_fall_protection_and_digester_keep_working_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Read the digester level gauge in the control room.",
        "Sample the digester feed sludge at the sample point at grade.",
    ],
)
def test_digester_at_grade_raises_no_height_or_dig(text: str) -> None:
    assert not permits(text) & {"Working at Height", "Excavation"}


@pytest.mark.parametrize(
    "text",
    [
        "Lads to burn the old supports off tomorrow.",
        "Torch off the old cable tray supports, U-100.",
        "Burn out seized bolts on the pump flange.",
        "Burn off the old cable tray brackets on the pipe rack.",
        "Torch the corroded brackets off the handrail.",
        "Burnt the seized studs out on the flange yesterday, finish the rest today.",
    ],
)
def test_burnt_or_torched_off_is_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the burnt out motor on the fan with a new one.",
        "Switch the torch off after the inspection round.",
        "Burnt out bulb in the office corridor to be replaced.",
        "The flare burns off the excess gas during upsets, log it.",
    ],
)
def test_burnt_out_lookalikes_raise_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)
