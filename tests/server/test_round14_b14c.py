"""Issue 12, round 14 (b14c): three classes a blind black-box prober found, each checked in other phrasings of our own,
with lookalikes that must not change.

1. A place implies the height: work at the top of a stack, chimney, flare, mast or pole, or up on a pipe rack or the
   steelwork, is work at height whatever the task; a person roping down inside a vessel hangs on a rope (work at
   height beside the entry). A stated height under the threshold, work at grade, a stack of boxes and a load roped
   down do not count.
2. A handrail or guard rail being fitted, welded on or replaced (or said to be removed) protects nothing yet: the
   platform is not read as guard-railed and the edge is open. Painting the rail of a railed platform stays guarded.
3. A commercial paper or a schedule about plant (a purchase order or quote for its hire, a schedule of tanker
   arrivals) is no work; the plant hired to do a named job still is.
"""

import pytest

from tests.support.hazards import permits, run, types

WAH = "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        "Change the obstruction lamp at the top of the boiler stack.",
        "Fit a new aviation light on top of the 60 m chimney.",
        "Replace the anemometer at the very top of the telecom tower.",
        "Climb the flare stack to renew the pilot thermocouple.",
        "Electrician up on the pipe rack replacing a junction box.",
        "The fitter was standing on the roof beams to fix the cable tray.",
        "Lamp change at the top of the lighting mast near the tank farm.",
    ],
)
def test_top_of_a_tall_structure_or_up_on_the_rack_is_work_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Enter the column and rope down to the lower tray.",
        "Entrant goes into the tank and ropes down inside to the floor.",
        "Climb into the vessel through the top manway, then descend on a rope to the bottom head.",
    ],
)
def test_roping_down_inside_a_vessel_is_height_beside_entry(text: str) -> None:
    assert {WAH, "Confined Space Entry"} <= permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Put the signed form on top of the stack in the tray.",
        "Take the top box from the top of the stack of pallets.",
        "Change the lamp on top of the 1 m bollard pole.",
        "Change the beacon at the top of the mast at ground level after lowering it.",
        "Rope down the old motor from the platform.",
        "Store the spare gaskets up on the rack in the warehouse.",
        "Drone survey of the flare tip; nobody climbs the stack.",
    ],
)
def test_lookalikes_of_a_high_place_raise_no_height(text: str) -> None:
    assert WAH not in permits(text)


def test_structure_height_is_read_as_a_figure() -> None:
    result = run("Change the beacon on top of the 40 m chimney.")
    assert any(t.value == 40 and t.met for h in result.hazards for t in h.thresholds)


@pytest.mark.parametrize(
    "text",
    [
        "Weld the replacement handrail on the walkway edge 7 m up.",
        "Install new guard rails along the roof edge at 5 m.",
        "Replace the handrail on the platform at 6 m.",
        "Bolt on a temporary guardrail around the floor opening on the mezzanine.",
        "The handrail on the platform is removed for access, 5 m up.",
        "Fit a new knee rail on the gantry at 9 m, existing rail taken down first.",
    ],
)
def test_rail_being_fitted_or_removed_leaves_the_edge_open(text: str) -> None:
    assert WAH in permits(text)


def test_new_rail_is_not_read_as_a_guard_railed_platform() -> None:
    result = run("Weld the new handrail on the platform edge 10 m up.")
    assert WAH in types(result) and "Hot Work" in types(result)
    assert not any("guard-railed" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Paint the handrail on the platform at 6 m.",
        "Install a new handrail on the platform at 0.9 m.",
    ],
)
def test_rail_lookalikes_raise_no_height(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Raise a purchase order for the MEWP rental next month.", WAH),
        ("Chase the quotation for mobile crane hire for the turnaround.", "Lifting"),
        ("Approve the PO for excavator hire on the civils package.", "Excavation"),
        ("Invoice on the scaffolding hire to be coded to the shutdown.", WAH),
        ("Update the delivery schedule for next week's tanker arrivals at the loading rack.", "Vehicle Entry"),
        ("Circulate the timetable of truck deliveries to the tank farm.", "Vehicle Entry"),
    ],
)
def test_paper_about_plant_is_no_work(text: str, permit: str) -> None:
    result = run(text)
    assert permit not in types(result)
    assert any("commercial paper or schedule" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Hire a cherry picker to change the lamp on the warehouse wall.", WAH),
        ("Quote for scaffolding hire accepted; erect scaffold round V-101 to 9 m.", WAH),
        ("Crane hire booked; lift the 5 t pump onto the plinth.", "Lifting"),
        ("Excavator to dig the trench for the new cable, 1.5 m deep.", "Excavation"),
    ],
)
def test_plant_hired_for_named_work_still_raises(text: str, permit: str) -> None:
    assert permit in permits(text)
