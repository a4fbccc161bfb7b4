"""Issue 12, round 22 (t28c): the same job raises the same permits in capitals or in lower case, and the rail and
operator-round classes of blackbox27 and blackbox27b.

A text typed in one case (a shouted CMMS title, a phone note with no capitals) carries no meaning in its case, but the
reader's shorthand was written for the usual casing: "mtr", "scaff", "Sparky", "Ute's" were read only in lower or title
case and "CSE", "FLT" only in capitals, a trade word in capitals was never taken for a misspelling ("GRNDER"), and a
header's "weld in" was read past only in lower case.
"""

import pytest

from tests.support.hazards import permits

CSE, HW, LIFT, RAD, VEH, EXC, ELEC, WAH, COLD = (
    "Confined Space Entry",
    "Hot Work",
    "Lifting",
    "Radiography",
    "Vehicle Entry",
    "Excavation",
    "Electrical/LOTO",
    "Working at Height",
    "Cold Work",
)

ONE_CASE_JOBS = [
    ("M-305 mtr chg out", ELEC),
    ("P-201 mtr chg out next shift.", ELEC),
    ("Pump P-7 mtr chg out, elec isol reqd.", COLD),
    ("E-301 top nozzle access via scaff 8m", WAH),
    ("Scaff to 9 m on T-4 for the valve access.", WAH),
    ("grnder on tank roof handrail", HW),
    ("grnder on the pipe rack support", HW),
    ("Sparky disconnected the old storage heaters and made the cables safe.", ELEC),
    ("Sparkie to disconnect the old water heater and make the cables safe.", ELEC),
    ("Ute's gotta go into the hydrocarbon area to drop the drums off for the fitters", VEH),
    ("Bakkie's going into the process area with the tools for the fitters.", VEH),
    ("Valve chamber on the DH flow main: weld in a new 200 mm tee.", CSE),
    ("Meter chamber on the gas main: weld in a new branch.", CSE),
    ("CSE on V-301 signed off and handed back; V-302 now to be entered by same crew.", CSE),
    ("CSE on V-401 closed out; V-402 to be entered by the same crew tomorrow.", CSE),
    ("Diesel FLT into U-300 process area to move drums.", VEH),
    ("Electric FLT into the tank farm to move drums.", VEH),
    ("V-301 steamed out 24 h, spaded and ventilated. Insp crew going in tomorrow 07:00, need CSE permit ready.", CSE),
    ("Need CSE permit for V-12 entry tomorrow.", CSE),
]


@pytest.mark.parametrize("text,permit", ONE_CASE_JOBS)
@pytest.mark.parametrize("case", [str, str.upper, str.lower], ids=["as-written", "upper", "lower"])
def test_a_job_typed_in_one_case_raises_its_permit(text: str, permit: str, case) -> None:
    assert permit in permits(case(text))


ONE_CASE_BENIGN = [
    ("C/O strainer S-5 A to B, DP back to 0.2 bar.", COLD),
    ("C/O cooler E-3 A to B from panel, temps normal.", COLD),
    ("Int. insp. report filed in the document system.", CSE),
    ("Bought new hw for the office shelves.", HW),
    ("Crew on r&r next week, rota changed.", COLD),
    ("Flt 212 delayed at the gate, pax rebooked.", VEH),
    ("The MTR station is closed for the holiday.", ELEC),
    ("Ute stayed in the car park all day.", VEH),
    ("Sparks from the bonfire at the staff party.", HW),
    ("Sect leader meeting in the canteen.", COLD),
]


@pytest.mark.parametrize("text,permit", ONE_CASE_BENIGN)
@pytest.mark.parametrize("case", [str, str.upper, str.lower], ids=["as-written", "upper", "lower"])
def test_a_lookalike_typed_in_one_case_stays_benign(text: str, permit: str, case) -> None:
    assert permit not in permits(case(text))


@pytest.mark.parametrize(
    "text",
    [
        "Change the TR relay in the location case at 23m.",
        "Patrol the line from 3m to 8m and report defects.",
        "Lubricate the points at 31m, ground level.",
        "Replace the rail clips at 14m on the Down Slow.",
        "Re-pack the ballast under the sleepers at 42m on the Up Main.",
        "Points machine 2041 at 17m: adjust the detection, possession P4.",
        "Track circuit failure at 23m: change the TR relay.",
    ],
)
def test_a_railway_mileage_is_no_height(text: str) -> None:
    """blackbox27b class 5: a railway's "23m" is 23 miles along the line, not 23 metres up."""
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the droppers on the Up Main from the RRV MEWP at 5m.",
        "Replace the signal lamp at 6m on the Down Fast, ladder access.",
        "Replace the bridge bearing over the Up Main at 8m, from a MEWP.",
        "Replace the lamp at 10m on the mast by the points.",
        "Install anchor points at 12m on the steelwork.",
        "Replace floodlight at 10m on T-5, no handrail",
        "Clean the sleepers stacked on the rack at 4 m, from a ladder.",
    ],
)
def test_a_height_in_a_railway_or_plant_sentence_stays_a_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stand on a 1 m step to reach the valve handwheel.",
        "Step up 1 m on a platform step to reach valve handwheel HV-88.",
        "Stand on a 0.8 m hop-up to read the gauge on the skid.",
    ],
)
def test_a_stated_height_under_the_threshold_bounds_the_semantic_reading(text: str) -> None:
    """blackbox27 class 8: a 1 m step is under the 1.2 m fall-protection threshold, however the sentence reads."""
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stand on a 1.5 m step to reach the valve handwheel.",
        "Stand on a 1 m step to reach the valve. Then climb the ladder to the tank roof to change the light.",
        "Use a ladder to reach the valve 3 m above the ground.",
    ],
)
def test_a_height_at_or_over_the_threshold_keeps_its_permit(text: str) -> None:
    assert WAH in permits(text)
