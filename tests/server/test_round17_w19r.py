"""Issue 12, round 17 (w19r, second wave): permits still lost in the blind probes, fixed as classes.

Class 1 (blackbox17 recall, blackbox18 recall: Working at Height missing): entry into a tank, vessel, silo, hopper or
clarifier said to be 2 m or more deep ("Enter drained aeration tank 3 (5 m deep, ladder)", "enter 10m deep juice tank &
weld baffle on scaffold inside"). The word "deep" made the sentence a below-grade one, which switched off the ladder
and scaffold cues; the entrant still climbs down that far and works above the floor below, as a stated descent does.
A trench, pit or hole of that depth stays a dig, and a tank looked into from outside is no entry.

Class 2 (blackbox15 followups: Cold Work missing): the pipe or spool itself opened up for a repair ("Open up the
pipe, grind out the crack and reweld") breaks containment as an opened line does; a pipe rack, pipe shop or pipe
drawing opened is not a pipe opened.

Class 3 (blackbox19b recall: Vehicle Entry missing): a soil-investigation, geotechnical or piling rig, or a drilling
rig said to bore or drill into the ground, is mobile plant; in a hydrocarbon area it enters as a vehicle ("Inside
refinery Unit 2, drilling rig to bore 15 m for soil investigation"). Outside such an area, or a rig only inspected,
or an offshore rig's floor, raises no Vehicle Entry.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: entry into a deep vessel
@pytest.mark.parametrize(
    "text",
    [
        "Enter drained aeration tank 3 (5 m deep, ladder) to rplc diffuser membranes",
        "Iso mixer, enter 10m deep juice tank & weld baffle on scaffold inside",
        "Enter the 6 m deep silo to clear the blockage",
        "Entry into the 4 m deep settling tank to replace the scraper blade",
        "Enter the hopper (3 m deep) to change the liner plates",
        "Go down into the 5 m deep clarifier to change the scraper",
    ],
)
def test_entry_into_a_vessel_two_metres_deep_or_more_is_work_at_height(text: str) -> None:
    assert _has(text, "Working at Height")


@pytest.mark.parametrize(
    "text",
    [
        "Enter the 1 m deep tank to clean it",
        "Enter the 3 m deep trench by ladder to joint the cable",
        "Inspect the 5 m deep tank from the roof nozzle with a camera",
        "Dig a 3 m deep pit for the new sump",
        "Enter the 3 m deep valve pit to change the gasket",
    ],
)
def test_a_shallow_vessel_a_dig_or_a_look_from_outside_is_no_work_at_height(text: str) -> None:
    assert not _has(text, "Working at Height")


def test_the_deep_vessel_keeps_its_entry_permit() -> None:
    assert _has("Enter drained aeration tank 3 (5 m deep, ladder) to rplc diffuser membranes", "Confined Space Entry")


# ---------------------------------------------------------------- class 2: the pipe opened up
@pytest.mark.parametrize(
    "text",
    [
        "Open up the pipe, grind out the crack and reweld.",
        "Open up the pipe and replace the corroded section",
        "Opened the spool to fit the orifice plate",
        "Open the pipe and clean out the scale",
    ],
)
def test_a_pipe_or_spool_opened_up_breaks_containment(text: str) -> None:
    assert _has(text, "Cold Work")


def test_the_opened_pipe_keeps_its_hot_work() -> None:
    assert _has("Open up the pipe, grind out the crack and reweld.", "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Open the pipe rack access gate for the scaffolders",
        "Open the pipe drawing in the CAD system and update it",
        "Open the pipe shop door for the delivery",
    ],
)
def test_a_pipe_rack_shop_or_drawing_opened_is_no_containment_break(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 3: a ground-drilling rig in a hydrocarbon area
@pytest.mark.parametrize(
    "text",
    [
        "Inside refinery Unit 2, drilling rig to bore 15 m for soil investigation, the casing 1.2 ton lifted by the "
        "rig winch.",
        "In the tank farm, drilling rig to bore 12 m for soil investigation",
        "Soil investigation rig to bore 10 m inside the tank farm",
        "Drilling rig to bore 10 m for soil investigation in the refinery",
        "Geotechnical drilling rig to drill 3 boreholes in the tank farm",
        "Piling rig to drive 12 steel piles inside the crude unit",
    ],
)
def test_a_ground_drilling_or_piling_rig_in_a_hydrocarbon_area_is_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


def test_the_drilling_rig_keeps_its_excavation_and_lift() -> None:
    got = permits(
        "Inside refinery Unit 2, drilling rig to bore 15 m for soil investigation, the casing 1.2 ton lifted by the "
        "rig winch."
    )
    assert {"Excavation", "Lifting"} <= got


@pytest.mark.parametrize(
    "text",
    [
        "Piling rig to drive 12 steel piles at the new office car park",
        "Drilling rig inspection in the workshop",
        "Weld the bracket on the drilling rig floor",
    ],
)
def test_a_rig_outside_a_hydrocarbon_area_inspected_or_offshore_is_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")
