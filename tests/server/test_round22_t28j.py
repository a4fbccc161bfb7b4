"""Issue 12, round 22 (t28j): permits the text needs that were missed (recall, safety first).

- blackbox27 class 7: a confined-space entry written as a noun ("V-301 needs entry tomorrow", "entry req'd into sump
  pit S-7", "evaporator calandria entry", "entry into the ducting of DE-2") or as a person inside at the clause's end
  ("Change bags in baghouse DE-2, man inside", "(someone inside)"), and the shell side of an exchanger entered;
- blackbox27 class 8: an edge worked at with no rail ("T-5 platform edge, no rail, 10 m", "fitter on the edge
  without rail", "no guard rail on the fan stack");
- a roofer going up after the roof was looked at from the ground; a footbridge over a railway's running line is a
  raised place, so its "8m" is a height, not a mileage;
- a crawler crane that walks in from the road enters the order's process area;
- a joint the crew must leave closed on a line in service ("Line in service ..., do not disturb flange at grid 14"
  before "Jack line with hydraulic bottle jack") is a precaution on the line worked on,
  not a live thing beside the work, so jacking the live line stays Cold Work (tune6 U7T-003).
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import run, types

CSE, WAH, VEH, COLD = "Confined Space Entry", "Working at Height", "Vehicle Entry", "Cold Work"


@pytest.mark.parametrize(
    "text",
    [
        "V-301 needs entry tomorrow for insp.",
        "D-402 needs entry on nights to inspect the trays.",
        "Tank TK-12 requires entry to remove the sludge.",
        "Column C-5 will need man entry next week for tray inspection.",
        "Entry req'd into sump pit S-7 to recover dropped tool.",
        "Entry required into the valve pit to free the spindle.",
        "Bund tank pit too deep (2 m, below grade, vapours), entry req'd to recover dropped tool.",
        "Evaporator calandria entry for tube cleaning.",
        "Calandria entry on evaporator 2 to rod the tubes.",
        "Entry into the ducting of DE-2 to change bags.",
        "Entry into the ductwork of the fume extract fan to clean it out.",
        "Change bags in baghouse DE-2, man inside.",
        "Welding repair of cracked mixing blade in the jacketed reactor R-9 (someone inside).",
        "Scrape the walls of silo 4, one man inside with the attendant at the hatch.",
        "Enter the shell side of E-101 after the host vessel is drained.",
        "Enter the tube side of the reboiler E-12 to plug two tubes.",
    ],
)
def test_a_confined_space_entry_written_as_a_noun_is_an_entry(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "V-301 level 40%, nobody inside, manways boxed up.",
        "No entry into V-301 today, inspect by camera from the nozzle.",
        "Data entry for the T-5 readings needs entry into SAP by end of shift.",
        "Visitor needs entry at the main gate, book the pass.",
        "Enter the shell side temperature of E-101 in the log sheet.",
        "Enter the shell side outlet pressure in the DCS trend.",
        "Operator in the control room with the man inside the cab of the crane.",
    ],
)
def test_entry_words_about_a_log_a_gate_or_nobody_stay_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace floodlight on T-5 platform edge, no rail, 10 m.",
        "Replace 230 V floodlight on tank T-5 platform edge (no rail, 10 m), iso at lighting DB.",
        "Hoist 1.5 t gearbox to reactor platform, fitter on the edge without rail.",
        "Replace 1.2 t motor on cooling tower fan deck (no guard rail on the fan stack), crane req.",
        "Fix the beacon at the walkway edge, no handrail.",
        "Fitter to work on the gantry edge without rails to fix the limit switch.",
        "No rail at the tank top edge, clean out the vent screen.",
    ],
)
def test_an_edge_with_no_rail_is_work_at_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Repaint the white line along the station platform edge, no rail traffic during the possession.",
        "Sand the table edge without rail clamps in the joinery shop.",
        "Replace floodlight on T-5 platform edge, no rail, working height 0.8 m.",
    ],
)
def test_an_edge_that_is_no_fall_edge_stays_off(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Inspect the roof from the ground with binoculars; roofer to go up and fix the slipped tiles tomorrow",
        "Inspect the roof from the ground with binoculars. Roofer to go up and fix the slipped tiles tomorrow.",
        "Survey the gutters from the ground with a drone, then the roofer goes up to clear them.",
        "Look at the chimney from the street; roofers will go up on Monday to repoint it.",
        "Paint the footbridge over the Up Main at 8m",
        "Replace the handrail on the footbridge over the Down Slow at 6m",
    ],
)
def test_the_climb_after_a_look_from_the_ground_is_work_at_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Inspect the roof from the ground with binoculars and report.",
        "The roofer's invoice went up again, query it with purchasing.",
        "Roof tile prices go up next month, order the slates now.",
        "Change the TR relay in the location case on the Up Main at 23m",
    ],
)
def test_a_look_from_the_ground_or_a_price_stays_off(text: str) -> None:
    assert WAH not in types(run(text))


def test_a_crawler_crane_walking_in_from_the_road_enters_the_unit() -> None:
    result = assess(
        {
            "title": "E-305 A/B bundle pull",
            "description": "Bundle extraction: by others on a 90 t crawler crane.\n"
            "Hydrojet cleaning: by others, at the wash pad outside the unit.",
            "jobPlan": "1. Open channel cover.\n2. Crawler crane walks in from the north road, bundle out to trailer.",
        },
        "Hydrotreater",
    )
    assert VEH in {p.type for p in result.permitTypes}


@pytest.mark.parametrize(
    "text",
    [
        "Crawler crane walks in from the north road and sets up at the crude unit.",
        "100 t crawler crane to track in from the main gate to the FCC structure.",
        "Excavator tracks in off the ring road to the tank farm bund.",
    ],
)
def test_mobile_plant_walking_in_from_a_road_enters_the_area(text: str) -> None:
    assert VEH in types(run(text, area="Hydrotreater"))


@pytest.mark.parametrize(
    "text",
    [
        "Crawler crane walks in from the north road to the housing estate car park.",
        "Crane driver walks in from the north road to the site office.",
    ],
)
def test_a_walk_in_away_from_plant_stays_off(text: str) -> None:
    assert VEH not in types(run(text, area="Admin building"))


@pytest.mark.parametrize(
    "text,plan",
    [
        (
            "Line in service, do not disturb flange at grid 14.",
            "Jack the line with a hydraulic bottle jack off the sleeper, 5 mm max.",
        ),
        pytest.param(
            "",
            "Line in service, do not disturb flange at grid 14. Jack the line with a bottle jack, 5 mm max.",
            # a full stop straight after a number does not end the sentence; splitting there (t28j) cut a cancelled
            # subject line ("CANCELLED - excavation ... at Gate 4. Hi, the client has pulled the job") from its
            # cancellation, so it was left for a later round
            marks=pytest.mark.xfail(reason="a full stop after a number does not yet end a sentence", strict=True),
        ),
        ("", "Do not open the valve at rack 3. Replace the pipe support clip on the beam."),
    ],
)
def test_a_joint_left_closed_on_a_live_line_keeps_the_line_work(text: str, plan: str) -> None:
    assert COLD in types(run(text or "Support shoe dropped off the beam.", plan=plan))


@pytest.mark.parametrize(
    "text",
    [
        "Do not jack the line at grid 14.",
        "Fitted 2 No. 3 in. clamps, approx. 5 kg each, on grid 14.",
    ],
)
def test_a_number_inside_its_sentence_keeps_it_whole(text: str) -> None:
    assert COLD not in types(run(text))
