"""Issue 12, round 14 (b14a): classes a blind black-box prober found (bench/eval/blackbox14), each probed in other
phrasings with lookalikes that must not change.

1. Welding stated as already finished ("welding already complete") is the job's starting state: the welds are
   x-rayed, tested or painted, no hot work. Welding still to come ("once welding is complete", "welding to be
   completed") and repairs ("reweld", "repair the weld") keep Hot Work; the suppression is listed.
2. The welding process named without the word weld (MIG, TIG, SMAW, GTAW, GMAW, FCAW; MMA or stick with a welding
   word) and weld repair in shorthand ("weld repr") are hot work; MMA resin and "stick the label" are not.
3. RT with a count of welds or a percentage is radiography; RT as room temperature and RTD are not. A tool that is to
   be used for the work ("source to be used for x-ray of the pipework") is this job's plan, not a tool's purpose.
4. A chain block, hoist or davit named as the means of a lift is a lifting operation; a vehicle coming or going into a
   unit or process area is entering it.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "x-ray the new welds on the 6 inch line, welding already complete",
        "DPI the bracket welds, welding was done last week",
        "coat the new welds on the pipe shoe, welding is finished",
        "MPI of the completed welds on the skid, welding has been completed",
        "Welding is complete; paint the welds with zinc primer.",
    ],
)
def test_welding_stated_finished_is_not_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


def test_welding_finished_suppression_is_listed() -> None:
    a = assess({"description": "UT check on the new welds, welding already done"})
    assert any("already finished" in n.reason for n in a.negated)


@pytest.mark.parametrize(
    "text",
    [
        "once welding is complete, x-ray the welds",
        "welding to be completed then RT",
        "welding done by a coded welder on the spool",
        "grind out weld defect and reweld, RT after welding complete",
        "repair the weld on the nozzle, welding already complete on the shell",
        "weld the bracket, welding complete by Friday",
    ],
)
def test_welding_still_to_come_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "MIG the stiffeners onto the skid frame",
        "TIG the pinhole on the SS tubing",
        "SMAW repair of the cracked support",
        "GTAW root and FCAW fill on the spool",
        "GMAW the new brackets to the beam",
        "MMA repair of the crack in the bracket",
        "stick electrodes for the root, then cap",
        "gas tungsten arc root pass on the 2 inch line",
        "weld repr on the pump skid",
        "V-12 nozzle weld rpr",
    ],
)
def test_welding_process_named_without_weld_is_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    ["apply MMA resin floor coating in the workshop", "stick the label on the valve", "order TIG rods from stores"],
)
def test_process_lookalikes_are_not_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        'RT 8 welds on line 3"-P-220',
        "RT 3 butt welds on the spool",
        "RT 2 nozzle welds on E-101",
        "RT 10 % of the girth welds",
        "the Ir-192 source will be used for gamma shots on the line tonight",
        "camera to be used for x-ray of the spool welds",
    ],
)
def test_rt_with_weld_count_is_radiography(text: str) -> None:
    assert "Radiography" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "cure the resin at RT 20 C for 24 h",
        "hold the sample at RT for 2 hours",
        "allow the coupon to cool to RT then test",
        "RT cure the epoxy repair overnight",
        "replace RTD 3 on the reactor",
        "gas monitors used for confined space entry to be calibrated",
    ],
)
def test_room_temperature_and_tool_purpose_are_not_radiography_or_entry(text: str) -> None:
    assert not {"Radiography", "Confined Space Entry"} & permits(text)


def test_rt_crew_keeps_radiography_beside_a_boundary() -> None:
    assert "Radiography" in permits("RT crew to shoot welds at night, barrier at RT boundary")


@pytest.mark.parametrize(
    "text",
    [
        "use the chain block to lift the gearbox cover",
        "lift the pump casing with the chain block",
        "davit to lift the blind flange off the nozzle",
        "use the davit for lifting the manhole cover",
        "raise the impeller on the lever hoist",
        "chain block to hoist it up onto the skid",
    ],
)
def test_lifting_equipment_used_for_a_lift_is_lifting(text: str) -> None:
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "chain block to be inspected and tagged",
        "inspect the davit and hoist for the annual LOLER",
        "lift the lid by hand",
    ],
)
def test_lifting_equipment_not_lifting(text: str) -> None:
    assert "Lifting" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "hiab truck to come into the unit and offload the spools",
        "vac truck will come in to the tank farm to empty the sump",
        "truck to go into the process area to collect scrap",
        "the low loader will be brought into the plant",
    ],
)
def test_vehicle_coming_into_unit_is_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


def test_vehicle_to_the_gate_is_not_entry() -> None:
    assert "Vehicle Entry" not in permits("the delivery van will come to the unit gate")
