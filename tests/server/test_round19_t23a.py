"""Issue 12, round 19 (t23a): over-calls and a miss of the blind tune set tune21 (work orders), as classes.

Class 1 (UJT-021 and UJT-049, Working at Height): a drill sent down to a figure with nothing between ("Drill to 20 m"
in a job plan) and an archaeologist's hand sondage ("Hand sondage if features (to 1.6 m)") go into the ground: the
figure is a depth, not a height. A drill "to 3 m above the deck" or "on the scaffold" is still a height.
Class 2 (UJT-039, Confined Space Entry, Hot Work, Lifting): a tabletop exercise named by its name first ("Exercise
SILVER KESTREL - tabletop", "tabletop only, no field play"), and its scripted injects ("09:10 INJECT 1: a welder's
sparks ignite a drip"), are talked through, not worked. A live exercise on the plant keeps its permits.
Class 3 (UJT-003, Electrical/LOTO): an isolation followed at once by venting or draining and a swap ("switch to F-3B,
isolate, vent, swap") is a filter or strainer change's process isolation; a swap of a pump, motor, seal or heater
element after it still raises the drive's isolation.
Class 4 (UJT-042, Hot Work): the marks earlier hot work left on plant ("hot-work scars on the bulwark from previous
repairs") are recorded in a survey, not hot work now; hot work sparks or a reweld still raise Hot Work.
Class 5 (UJT-005, Vehicle Entry): a tanker said to berth, be berthed or moored is a ship, not a road tanker; a road
tanker driven onto the jetty keeps Vehicle Entry.
Class 6 (UJT-046, Vehicle Entry): a van left at a named area's gate ("My van stays at the tank farm gate") stays
outside it, as one at the gate car park does; a vehicle that goes on through the gate keeps Vehicle Entry.
Class 7 (UJT-037, missed Cold Work): a condensate, steam or float trap opened, changed or swapped is cut out of its
live line (containment broken); a trap door or a sand trap is not.
"""

import pytest

from tests.support.hazards import run, types


# ---------------------------------------------------------------- class 1: a drill or sondage figure is a depth
@pytest.mark.parametrize(
    "description,plan",
    [
        ("Cable percussion borehole BH-4 with U100 samples.", "Set up percussion rig at BH-4\nDrill to 20 m\nBackfill"),
        ("Archaeologist watches the strip.", "Machine strip to 0.4 m\nHand sondage if features (to 1.6 m)\nRecord"),
        ("Site investigation: drilling down to 12 m for the pile test, rig on the pad.", ""),
        ("If features show, hand-excavate a sondage 1 m x 2 m to about 1.6 m, stepped on two sides.", ""),
    ],
)
def test_a_drill_or_sondage_figure_is_a_depth(description: str, plan: str) -> None:
    assert "Working at Height" not in types(run(description, plan=plan, area="Tank Farm"))


@pytest.mark.parametrize(
    "text",
    [
        "Drill to 3 m above the deck to fit the cable tray bracket.",
        "Drill to 4 m on the scaffold for the anchor bolts.",
        "Drill the anchor points from the MEWP at 8 m.",
    ],
)
def test_a_drill_at_height_keeps_working_at_height(text: str) -> None:
    assert "Working at Height" in types(run(text))


# ---------------------------------------------------------------- class 2: a tabletop exercise's injects
@pytest.mark.parametrize(
    "text",
    [
        "EMERGENCY EXERCISE SCENARIO SCRIPT - tabletop only, no field play. 09:10 INJECT 1: a contractor welder's "
        "sparks ignite a naphtha drip under the pipe rack. 09:40 INJECT 3: a mobile crane lifting a 12 t exchanger "
        "bundle loses an outrigger pad.",
        "Exercise RED FOX - tabletop, control room. 10:15 INJECT 2 - a casualty is reported inside the vessel during a "
        "confined space entry.",
        "Drill BLUE - desktop, no field play. Inject 3: the excavator strikes a gas main in the trench.",
        "Tabletop exercise, control room. Inject 1: a welder's sparks ignite a drip under the rack. Inject 2: a crane "
        "drops its load.",
    ],
)
def test_a_tabletop_exercises_injects_are_talked_through(text: str) -> None:
    assert not types(run(text, area="Control Room")) & {"Hot Work", "Confined Space Entry", "Lifting", "Excavation"}


@pytest.mark.parametrize(
    "text,permit",
    [
        (
            "Live emergency exercise on the plant. Inject 1: the rescue team enters the vessel T-4 with SCBA.",
            "Confined Space Entry",
        ),
        ("Inject the corrosion inhibitor into the line, then weld the repair sleeve.", "Hot Work"),
        ("Tabletop exercise held yesterday. Today weld the bracket on the pipe rack.", "Hot Work"),
    ],
)
def test_a_live_exercise_or_an_injected_chemical_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


# ---------------------------------------------------------------- class 3: isolate, vent, swap on a filter change
@pytest.mark.parametrize(
    "text",
    [
        "Change seal-gas filter F-3A on the running compressor K-3: switch to F-3B, isolate, vent, swap the filter.",
        "Change over to strainer B on the pump discharge, isolate, drain and change the basket of strainer A.",
        "Duty filter F-2A on the compressor: isolate, depressurise, swap the cartridge, return to service.",
    ],
)
def test_isolate_vent_swap_is_a_process_isolation(text: str) -> None:
    found = types(run(text, area="Compressor House"))
    assert "Electrical/LOTO" not in found
    assert "Cold Work" in found


@pytest.mark.parametrize(
    "text",
    [
        "Isolate, drain and replace the pump P-101A seal.",
        "Isolate, drain and change the heater element.",
        "Switch to P-2B, isolate, drain, swap the motor on P-2A.",
        "Isolate the motor and swap the bearing.",
        # the lead's narrowing: a swap with no object named may be the machine itself (safety first)
        "Compressor K-2: isolate, drain and swap.",
        "Change the seal-gas filter F-3A on the running compressor K-3 (switch to F-3B, isolate, vent, swap).",
    ],
)
def test_a_swapped_machine_part_keeps_electrical_isolation(text: str) -> None:
    assert "Electrical/LOTO" in types(run(text))


# ---------------------------------------------------------------- class 4: marks of earlier hot work
@pytest.mark.parametrize(
    "text",
    [
        "Walk the barge deck and record condition with photographs: hot-work scars on the bulwark from previous "
        "repairs.",
        "Photograph the old hot work burn marks on the tank shell for the condition report.",
        "Note hot work discolouration on the handrail in the survey sheet.",
    ],
)
def test_marks_of_earlier_hot_work_are_no_hot_work(text: str) -> None:
    assert "Hot Work" not in types(run(text, area="Jetty"))


@pytest.mark.parametrize(
    "text",
    [
        "Hot work on the bulwark: weld the new plate.",
        "Fire watch for hot work sparks at the bulwark repair.",
        "Grind out the hot work scars and reweld the bulwark.",
    ],
)
def test_hot_work_now_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in types(run(text, area="Jetty"))


# ---------------------------------------------------------------- class 5: a tanker ship at its berth
@pytest.mark.parametrize(
    "text",
    [
        "During the night a berthing tanker loaded the outer fender F-3 at berth 1 and its weight chain parted.",
        "The tanker berthed at the jetty overnight; inspect the fender from the jetty deck.",
        "Moored tanker at berth 2 - check the mooring line load readings from the control room.",
    ],
)
def test_a_tanker_ship_at_its_berth_is_no_vehicle(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text, area="Jetty"))


@pytest.mark.parametrize(
    "text",
    [
        "Road tanker drives onto the jetty to load slops while the ship is moored.",
        "Vac tanker reverses onto the jetty head to empty the drip tray.",
        "The tanker drives into the loading bay to collect the slops.",
    ],
)
def test_a_road_tanker_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in types(run(text, area="Jetty"))


# ---------------------------------------------------------------- class 6: a vehicle left at an area's gate
@pytest.mark.parametrize(
    "text",
    [
        "My van stays at the tank farm gate, we carry the tripod and instruments in.",
        "Vac truck waits at the unit 3 gate; hoses are run in by hand.",
        "The pickup is parked at the loading rack entrance and the kit carried in.",
    ],
)
def test_a_vehicle_left_at_an_areas_gate_stays_outside(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text, area="Tank Farm"))


@pytest.mark.parametrize(
    "text",
    [
        "The truck stays at the tank farm gate, then drives into the tank farm to collect drums.",
        "Vac truck goes through the tank farm gate to the sump.",
        "Van drives in past the tank farm gate and parks by the manifold.",
    ],
)
def test_a_vehicle_that_goes_through_the_gate_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in types(run(text, area="Tank Farm"))


# ---------------------------------------------------------------- class 7: a process trap opened or changed
@pytest.mark.parametrize(
    "text",
    [
        "Close the upstream and downstream biogas valves, then open the trap and swap.",
        "Change the condensate trap CT-4 on the biogas line.",
        "Replace the steam trap on the tracer line.",
        "Open the float trap and clean the seat.",
    ],
)
def test_a_process_trap_opened_or_changed_is_a_line_break(text: str) -> None:
    assert "Cold Work" in types(run(text, area="Effluent Treatment"))


@pytest.mark.parametrize(
    "text",
    [
        "Open the trap door to the loft and check the insulation.",
        "Replace the trap guard sign on the fence.",
        "Open the loft trap door and photograph the roof timbers.",
    ],
)
def test_a_trap_door_or_sign_is_no_line_break(text: str) -> None:
    assert "Cold Work" not in types(run(text, area="Admin Building"))
