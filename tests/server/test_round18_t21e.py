"""Issue 12, round 18 (t21e): permits over-called on the tune20 work orders, as classes.

Each class reads work away only where the order says, in words, that it is not done now or is another crew's; work
said beside it keeps its permit (safety first), and each class has lookalikes that must keep theirs.

Class 1 (backlog decisions): a backlog list item with its decision after " - " ("excavation for the new main -
CANCEL", "tank entry - DEFER to 2027 Q3", "radiography of welds - CLOSE, done by PAUT", "crane lift - KEEP, schedule
wk 6") is not worked now. The decision is written in capitals or as a past form; "KEEP" needs its later week.
Class 2 (nothing to be done): "Nothing to be opened, erected or welded" (three acts or more) in an order whose lines
give no instruction to work: the deferred hot tap it names is not done; a plan line "Climb scaffold ..." keeps all.
Class 3 (cancelled form): a request form whose "Status: CANCELLED" line calls it off: its heading line ("SCAFFOLD
REQUEST FORM SR-1") raises nothing; the work the form still sets keeps its permits.
Class 4 (not this week): "planned for week 8, NOT this week" said of explicit work is a scope statement: the lift is
not done now, and explicit work of the kind elsewhere keeps the permit with a conflict.
Class 5 (office work only): "Office work only, no welding or testing" marks a desk review: welding process names in a
WPS review (GTAW, SMAW, PWHT) are no hot work; real welding said after "then" keeps Hot Work.
Class 6 (another crew): a crew named by its trade doing its work, with this crew told to stop or clear for "their"
supervisor ("NDT crew doing RT tonight - stop and clear the scaffold when their supervisor calls each shot"), and a
plan line "Clear for RT shots" then, are the other crew's radiography; a height said in another crew's clause ("lagging
crew on the row 2 scaffold (5 m) same shift") is theirs; a place at the foot of a scaffold stair is at grade.
Class 7 (internal scaffold tower): a mobile scaffold tower inside a building is no confined space; one inside a
vessel, or an internal scaffold with no "tower", still is.
Class 8 (PV valve opened): a tank's pressure-vacuum or breather valve opened, its hood or cover taken off or its
pallet freed and cleaned, opens the tank's vapour space: Cold Work; a warehouse pallet or a valve's data is none.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str, plan: str = "", title: str = "") -> set[str]:
    return types(run(text, title=title, plan=plan))


# ---------------------------------------------------------------- class 1: backlog decisions
@pytest.mark.parametrize(
    "text",
    [
        "Backlog review minutes.\na) 4401 crane lift of the cooler bundle - CANCEL, no longer needed.\n"
        "b) 4402 vessel V-3 entry for inspection - DEFER to 2028 Q1.",
        "Backlog meeting: 4410 radiography of the jetty welds - CLOSE, done by PAUT.\n"
        "4411 excavation for the drain - DEFERRED to next year.",
        "Worklist scrub.\n1) 4420 crane lift of the pump motor - KEEP, schedule wk 9.\n"
        "2) 4421 welding of the pipe shoe - CANCELLED, duplicate.",
    ],
)
def test_backlog_items_decided_raise_nothing(text: str) -> None:
    assert not _types(text) & {"Lifting", "Confined Space Entry", "Radiography", "Excavation", "Hot Work"}


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Crane lift of the pump motor - keep clear of the road, 5 t load.", "Lifting"),
        ("Vessel V-3 entry for inspection - KEEP, HSE to own.", "Confined Space Entry"),
        ("Weld the pipe shoe on the rack - close the valve first.", "Hot Work"),
    ],
)
def test_lookalikes_of_backlog_decisions_keep_their_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


# ---------------------------------------------------------------- class 2: nothing to be done
@pytest.mark.parametrize(
    "text",
    [
        "Deferral request for WO 4471 - sleeve welding on the FG header, scaffold to 6 m.\n"
        "This order: engineer to walk the rack and photograph the header. Nothing to be opened, erected or welded.",
        "Survey for the hot tap on the steam main at 8 m. Planner to measure at grade. Nothing is to be cut, "
        "welded or lifted.",
        "Scope review of the T-5 tank entry and crane lift. Walk-round with the contractor. Nothing to be entered, "
        "lifted or opened.",
    ],
)
def test_nothing_to_be_done_reads_the_named_work_away(text: str) -> None:
    assert not _types(text, plan="Walk round\nPhotos")


@pytest.mark.parametrize(
    ("text", "plan", "permit"),
    [
        (
            "Nothing gets welded or ground on the rack. Fitters bolt it up from the scaffold at 4 m.",
            "",
            "Working at Height",
        ),
        ("Nothing to be cut, welded or ground on site.", "Climb scaffold SC-2 (5 m)\nFit clamp", "Working at Height"),
        ("Nothing to be opened, erected or welded until the gas test is clear; then weld the sleeve.", "", "Hot Work"),
    ],
)
def test_work_beside_a_nothing_statement_keeps_its_permit(text: str, plan: str, permit: str) -> None:
    assert permit in _types(text, plan=plan)


# ---------------------------------------------------------------- class 3: cancelled form
@pytest.mark.parametrize(
    "text",
    [
        "SCAFFOLD REQUEST FORM SR-12\nPurpose: access to the valve.\nStatus: CANCELLED - not required.",
        "Scaffold request SR-0044\nStatus: withdrawn 12/01, the valve is reached from the platform.",
        "SCAFFOLD REQUISITION 5512\nStatus: VOID.\nPurpose: access to the damper.",
    ],
)
def test_cancelled_request_form_heading_raises_nothing(text: str) -> None:
    assert "Working at Height" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "SCAFFOLD REQUEST FORM SR-12\nPurpose: access to the valve.\nStatus: APPROVED.",
        "SCAFFOLD REQUEST FORM SR-12\nStatus: CANCELLED.\nErect a new scaffold to 9 m at the damper instead.",
        "SCAFFOLD REQUEST FORM SR-12\nPurpose: access to the valve at 7 m.",
    ],
)
def test_live_request_forms_keep_working_at_height(text: str) -> None:
    assert "Working at Height" in _types(text)


# ---------------------------------------------------------------- class 4: not this week
@pytest.mark.parametrize(
    "text",
    [
        "Appointed person site survey. The 30 t crane lift of the rotor is planned for week 10, NOT this week. "
        "Today: measure the radius and photograph the ground.",
        "The crane lift of the 12 t pump is scheduled for next month, not this week. Today: appointed person walks "
        "the site.",
        "Tandem lift of the column by two cranes is planned for week 12, not today. AP to check the hardstanding.",
    ],
)
def test_lift_planned_later_not_now_raises_nothing(text: str) -> None:
    assert "Lifting" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The crane lift of the 12 t pump is planned for week 8, not this week. Today crane lift the 3 t valve onto "
        "the rack.",
        "Crane lift of the 12 t pump is planned for week 8; rig and lift it today if the wind allows.",
        "Lift plan prep for the crane lift of the 22 t casing today.",
    ],
)
def test_lifts_done_now_keep_lifting(text: str) -> None:
    assert "Lifting" in _types(text)


# ---------------------------------------------------------------- class 5: office work only
@pytest.mark.parametrize(
    "text",
    [
        "Review the WPS and PQRs: GTAW root, SMAW fill, PWHT at 680 degC. Office work only, no welding.",
        "Check the bidders' welding procedures (FCAW, SAW) and preheat records. Office work only, no testing.",
        "Audit the weld maps and PWHT charts for the spool. Desk work only, no site work.",
    ],
)
def test_office_review_of_welding_procedures_raises_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Review the WPS: GTAW root. Office work only, no welding today; then weld the test coupon tomorrow.",
        "GTAW root and SMAW fill on the 6in spool in the pipe rack.",
        "Office work first, then weld the bracket on the rack.",
    ],
)
def test_welding_beside_office_work_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


# ---------------------------------------------------------------- class 6: another crew
@pytest.mark.parametrize(
    "text",
    [
        "Strip lagging at +5 m on the scaffold. NDT crew doing RT at grade tonight - stop and clear the scaffold when "
        "their supervisor calls each shot.",
        "Paint the handrail at grade. X-ray crew shooting welds in bay 3 - stand clear when their supervisor calls.",
        "Replace the gasket at grade. Radiography team doing RT on the header - clear the area for their shots.",
    ],
)
def test_other_crews_radiography_is_not_this_jobs(text: str) -> None:
    assert "Radiography" not in _types(text, plan="Clear for RT shots")


@pytest.mark.parametrize(
    "text",
    [
        "NDT crew doing RT at grade tonight - barriers at 7.5 uSv/h, clear the area before each shot.",
        "RT of welds W1-W4 with Ir-192 tonight.",
        "Clear the area, then shoot the RT of the tie-in welds.",
    ],
)
def test_own_radiography_keeps_its_permit(text: str) -> None:
    assert "Radiography" in _types(text, plan="Clear for RT shots")


@pytest.mark.parametrize(
    "text",
    [
        "RT of the tie-in welds at grade. NOTE: lagging crew on the row 2 scaffold (5 m) same shift.",
        "Gamma RT of welds at grade; barriers at grade and at the foot of the row 2 scaffold stair.",
        "Replace the gasket at grade. Insulation crew on the 9 m scaffold nearby at the same time.",
    ],
)
def test_another_crews_height_is_not_this_jobs(text: str) -> None:
    assert "Working at Height" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Barrier at the foot of the scaffold stair, then climb the scaffold to 6 m and fit the clamp.",
        "Lagging crew on the row 2 scaffold (5 m) same shift; our fitters work from the 7 m platform edge.",
        "Fit the clamp from the row 2 scaffold (5 m).",
    ],
)
def test_own_height_keeps_working_at_height(text: str) -> None:
    assert "Working at Height" in _types(text)


# ---------------------------------------------------------------- class 7: internal scaffold tower
@pytest.mark.parametrize(
    "text",
    [
        "Internal scaffold tower to +11 m in the boiler house to reach the roof fan.",
        "Erect an internal scaffold tower in the warehouse to 6 m to change the light fittings.",
        "Internal scaffold towers x2 in the turbine hall for the crane rail survey.",
    ],
)
def test_internal_scaffold_tower_in_a_building_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Erect an internal scaffold tower inside column C-5 to 8 m.",
        "Erect internal scaffold to 7 m in the radiant section.",
        "Scaffolders to build an internal scaffold in the flue duct.",
    ],
)
def test_internal_scaffold_in_a_space_keeps_entry(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


# ---------------------------------------------------------------- class 8: a tank's PV or breather valve opened
@pytest.mark.parametrize(
    "text",
    [
        "Open the PV valve weather hood on TK-12, free and clean the pallet and seat, refit. Tank in service.",
        "Remove the cover of the breather valve on the tank roof and clean the pallet.",
        "Free and clean the pressure vacuum valve pallet on TK-3 (sticking open).",
    ],
)
def test_opening_a_tank_pv_valve_is_cold_work(text: str) -> None:
    assert "Cold Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Clean the pallets in the warehouse and stack them.",
        "Read the PV valve set pressure from the data sheet.",
        "Order a spare breather valve for TK-3 from the vendor.",
    ],
)
def test_pallets_and_valve_paperwork_are_no_cold_work(text: str) -> None:
    assert "Cold Work" not in _types(text)
