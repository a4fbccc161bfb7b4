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

from tests.support.hazards import permits


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
