"""Issue 12, round 16 (t18a): failures of the blind tune set tune18 (bench/eval/unseen19/tune18), as classes.

Missed Cold Work: a sour-water strainer "isolate + drain to closed drain, N2 purge strainer ... SCBA for first break"
(UGT-010); a sour brine sample cooler replaced (UGT-015, "Repl cooler"); a flue duct's fabric expansion joint replaced
(UGT-016); a CMMS title naming the machine before its change ("side-entry mixer MX-108 chg out", UGT-032); a
firewater ring section under an impairment quoted by its number ("Section isolated (impairment FI-27-06)", UGT-033).

Forbidden permits: a PM frequency in months read as a height ("PM (12M)", "PM (6M)": UGT-012, UGT-035); a goal-post
height limit read as a working height (UGT-041); a process isolation with draining, or of a steam tracer's supply,
read as electrical (UGT-043, UGT-027); a crane locked at its own isolator read as a lift (UGT-019); LOTO kit made up as
stock read as an isolation (UGT-036); a closed hot work permit from yesterday's weld read as hot work, and "HW-881" (a
permit number) read as hot work (UGT-003); a rig inside a tank bund read as a tank entry (UGT-048).
"""

import pytest

from mcp_server.workorders.text import parse_quantities, split_fields
from tests.support.hazards import permits, run, types


def _heights(text: str) -> list[float]:
    return [h for h, _ in parse_quantities(split_fields({"description": text})).heights]


# ---------------------------------------------------------------- missed Cold Work (recall)
@pytest.mark.parametrize(
    "text",
    [
        "Isolate + drain to closed drain. Clean basket.",
        "Drain cooler B oil side to the closed drain system.",
        "Lines vented to flare before the spool is removed.",
        "SCBA for first break on the sour water strainer.",
        "First line break under BA on the amine drain.",
        "N2 purge strainer, clean basket.",
        "Air purge the line before opening.",
        "Replace the sample cooler SC-7.",
        "Repl cooler (15kg), new tube fittings.",
        "Replace the lube oil cooler on K-101.",
        "Replace the fabric expansion joint on the flue duct.",
        "Replace expansion joint EJ-3 on the HRSG duct.",
        "T-108 side-entry mixer MX-108 chg out",
        "Pump P-101 change out.",
        "Gearbox GB-2 replacement.",
        "Section isolated (impairment FI-27-06). Fire watch 60 min.",
        "Impairment ref FP-114: sprinkler zone 4 out.",
        "Impair section. Restore after the repair.",
    ],
)
def test_a_line_opened_as_planners_write_it_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Crew first break is at 09:30.",
        "First break at 10:00 then continue the survey.",
        "Replace the office water cooler.",
        "Replace the water cooler in the canteen.",
        "Replace the cooler box lid.",
        "Replace expansion joint sealant in the car park slab.",
        "Replace the floor expansion joint cover in the warehouse.",
        "Replace the expansion joint filler strip on the bridge deck.",
        "Pump changeover from A to B by ops.",
        "Valve replacement programme review meeting.",
        "Asset impairment 2027 review with finance.",
        "Impairment FY27 charge on the old boiler.",
        "Hearing impairment assessment for the new starter.",
        "During a road bridge bearing replacement one of the four hydraulic jacks lost pressure.",
        "Window seal replacement in the office.",
    ],
)
def test_lookalikes_of_a_line_opened_are_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


# ---------------------------------------------------------------- heights that are no working height
@pytest.mark.parametrize(
    "text",
    [
        "Corrosion mon. PM (12M). Take UT thickness readings at CMLs, all at deck level.",
        "Food-grade chiller PM (6M). Change oil filter.",
        "Freq: 3M. Lubricate the fan bearings.",
        "6M PM on the air compressor.",
        "Goal posts set up both sides (3.5m height limit), banksman full time.",
        "Height barrier at 4.2 m max height restriction under the line.",
    ],
)
def test_a_pm_frequency_or_a_height_limit_is_no_working_height(text: str) -> None:
    assert "Working at Height" not in permits(text)
    assert not _heights(text)


@pytest.mark.parametrize(
    "text",
    [
        "Paint the steel at 6M height from a scaffold.",
        "Work on the platform (12 m) to change the lamp.",
        "Scaffold to 6M for the PM.",
    ],
)
def test_a_working_height_still_counts(text: str) -> None:
    assert "Working at Height" in permits(text)


# ---------------------------------------------------------------- process isolations are not electrical
@pytest.mark.parametrize(
    "text",
    [
        "Switch K-101 lube oil to cooler A (ops), isolate + drain cooler B oil and CW sides. Pull bundle.",
        "Tracer on the line leaking. Isolate tracer supply + trap only, line stays in service. Replace tubing.",
        "Isolate steam supply to the heater coil at the compressor house.",
    ],
)
def test_a_process_isolation_is_no_electrical_isolation(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Isolate and drain pump P-101, replace the mechanical seal.",
        "Isolate the heat tracer supply at the HT panel and replace the tracer cable.",
        "Isolate the motor, drain the casing and replace the pump impeller.",
    ],
)
def test_a_pump_or_heat_trace_isolation_stays_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


# ---------------------------------------------------------------- a crane locked is no lift
@pytest.mark.parametrize(
    "text",
    [
        "Lock crane isolator.",
        "Lock out the overhead crane before the runway beam inspection from the MEWP.",
        "Cracked rail clip welds, 7 m up. Crane isolated at its isolator + locked. Welder from scissor lift. "
        "Plan: Lock crane isolator. Grind + weld.",
    ],
)
def test_a_crane_locked_at_its_isolator_is_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


def test_a_crane_locked_for_work_on_its_rail_is_no_lift_even_when_listed() -> None:
    result = run(
        "Cracked rail clip welds on E rail at grid 4-5, 7 m up. Crane isolated at its isolator + locked. Welder from "
        "scissor lift, grind + reweld clips.",
        plan="Lock crane isolator\nScissor lift up\nGrind + weld\nDPI",
        equipment=["Compressor house overhead crane 20t", "Crane rail (7 m)", "MMA set", "Scissor lift"],
    )
    assert "Lifting" not in types(result)
    assert {"Hot Work", "Working at Height", "Electrical/LOTO"} <= types(result)


@pytest.mark.parametrize(
    "text",
    [
        "Lift the 2 t motor with the overhead crane, banksman in attendance.",
        "Isolate the crane supply and lift the motor with a chain block.",
    ],
)
def test_a_crane_that_lifts_is_still_a_lift(text: str) -> None:
    assert "Lifting" in permits(text)


# ---------------------------------------------------------------- LOTO kit as stock
@pytest.mark.parametrize(
    "text",
    [
        "TA27 LOTO kits - make up 40 crew boxes. Engrave lock numbers, fill in lock register. Done on the bench.",
        "Order 20 LOTO padlocks and 10 hasps from the stores.",
        "Restock the LOTO stations in the workshop.",
    ],
)
def test_loto_kit_made_up_as_stock_is_no_isolation(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Apply LOTO devices to the MCC breaker for pump P-4.",
        "LOTO pump P-101 at MCC-2 and replace the seal.",
        "Use the LOTO kit to isolate the conveyor at its isolator.",
    ],
)
def test_loto_applied_is_still_an_isolation(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


# ---------------------------------------------------------------- a closed hot work permit
@pytest.mark.parametrize(
    "text",
    [
        "NDE of new butt weld W-114 (welded yesterday under HW permit 27-1193, closed). PAUT scan, no radiography.",
        "Closed hot work permit HW-881 attached to the QA pack. Scan the welds.",
    ],
)
def test_a_closed_hot_work_permit_is_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Weld the bracket to the handrail. Hot work permit to be closed out after the job.",
        "Raise hot work permit, weld the patch on the line.",
        "Hot work permit HW-12 is open for the grinding on the pipe rack.",
        "HW on line 6: weld the support shoe.",
    ],
)
def test_hot_work_of_this_job_keeps_its_permit(text: str) -> None:
    assert "Hot Work" in permits(text)


# ---------------------------------------------------------------- a rig inside a bund
def test_a_rig_inside_a_tank_bund_is_no_tank_entry() -> None:
    text = (
        "Contractor to drill 3 nos anode holes 6 m deep with truck-mounted auger rig inside south bund (tanks "
        "T-14/T-15 in MS service)."
    )
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Welder working inside the tank shell on the floor plates.",
        "Work inside tank T-14 to clean the floor, gas tested.",
    ],
)
def test_work_inside_a_tank_is_still_an_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)
