"""Issue 12, round 14 (u15a): false permits of the blind tune15 set, fixed as the classes a permit coordinator would
state and probed in other phrasings, with lookalikes that must keep their permit.

1. A tabletop or desktop exercise is talked through at a table: the sentences that set out its scenario raise nothing.
   A live drill told after it ("then the rescue team enters V-3") and a "Scenario:" line in an order that is no
   exercise stay work.
2. A question answered no in a Q and A's own labels ("Q: Ladder? A: No") is "not required", as "Ladder? No" is.
3. A hand or manual pallet truck, a sack truck, is pushed by hand: no vehicle. An electric pallet truck stays one.
4. "nobody goes in" denies as "no one goes in" does: the semantic layer does not read the sentence as work.
5. Welds shot or re-shot are radiographed; shot blasting stays hot work.
6. Climbing as a sport (a climbing club, bouldering, lead climbing, a belay device) is no work at height; fitting
   holds or anchors on a climbing wall is.
7. A lost property list, welding gauntlets and a neck lanyard for keys or a pass name kit, not work; a lanyard clipped
   to an anchor is a tie-off.
8. People who went in off a boat, a quay or a lifeboat went into the water, not into a space; a tank or cofferdam
   named before "went in" keeps the entry.
9. A load given by its weight, or a piece of plant, that dropped is a dropped load, not a person falling; edge
   protection on slings is rigging padding, not a fall edge. A rigger who fell and a roof's edge protection keep
   Working at Height.
10. A line break or transfer in a hydrocarbon area gets an LEL gas row; an air-driven pump's air is not what the line
    holds.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import permits, run

NO_PERMIT = {"Hot Work", "Confined Space Entry", "Excavation", "Lifting", "Electrical/LOTO", "Working at Height"}


@pytest.mark.parametrize(
    "text",
    [
        "Desktop emergency exercise in the training room. Scenario: a welder collapses inside tank T-5 during hot "
        "work, the rescue team enters, a crane lifts the casualty out. Talk-through only.",
        "Table-top exercise on a trench collapse at the new cable route with the excavator still running.",
        "Tabletop drill next Tuesday. The scenario is an arc flash in substation 2 during racking out of a breaker.",
        "Quarterly tabletop exercise in the meeting room. Scenario: fire on the tank roof during welding, the crane "
        "is on site and a scaffold is up on the shell.",
    ],
)
def test_tabletop_exercise_scenario_is_talk(text: str) -> None:
    assert not permits(text) & NO_PERMIT


def test_tabletop_scenario_is_listed_as_a_topic() -> None:
    a = run("Tabletop exercise in the control room. Scenario: H2S release during a vessel entry, hot work stopped.")
    assert any("scenario of a tabletop exercise" in n.reason for n in a.negated)


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        (
            "Tabletop exercise in the morning. Afterwards the rescue team enters vessel V-3 through the manway for "
            "the live rescue drill.",
            "Confined Space Entry",
        ),
        ("Scenario: pump P-5 seal has failed. Isolate the pump at the MCC and replace the seal.", "Electrical/LOTO"),
    ],
)
def test_work_beside_an_exercise_keeps_its_permit(text: str, wanted: str) -> None:
    assert wanted in permits(text)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("Q: Scaffold?\nA: No, the valve is reached from grade.", "Working at Height"),
        ("Q: Ladder?\nA: No, gauge is at knee height.\nQ: The job?\nA: Swap the gauge on PG-4.", "Working at Height"),
        ("Q: Crane?\nAns: none, the pump is carried in by two fitters.", "Lifting"),
    ],
)
def test_question_answered_no_in_q_and_a(text: str, refused: str) -> None:
    assert refused not in permits(text)


def test_question_answered_yes_keeps_the_permit() -> None:
    assert "Working at Height" in permits("Q: Ladder?\nA: Yes, 3 m stepladder to reach the transmitter.")
    assert "Hot Work" in permits("Q: Any hot work?\nA: Yes - weld the bracket.")


@pytest.mark.parametrize(
    "text",
    [
        "Move the empty IBCs to the bund by hand pallet truck.",
        "Sack truck the two drums from the loading rack to the drum store.",
        "Use the manual pallet truck to take the filter elements into the tank farm.",
    ],
)
def test_hand_pushed_truck_is_no_vehicle(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bring the electric pallet truck into the loading rack to move the IBCs.",
        "Tanker truck to park in bay 3 of the loading rack, hand pallet truck for the drums.",
    ],
)
def test_powered_truck_stays_a_vehicle(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


def test_nobody_denies_for_the_semantic_layer() -> None:
    from mcp_server.hazards import semantic

    assert not semantic.readable("sump entry removed, pump suction lowered from the grating, nobody goes in")
    assert semantic.readable("pump suction lowered from the grating by the fitter on the sump")


@pytest.mark.parametrize(
    "text",
    [
        "Re-shoot the 6 welds on line 10 at night.",
        "Shoot the tie-in butts tonight after the area is cleared.",
        "TLD dose report - re-shoot rack welds",
        "RT crew shot 4 welds on the spool yesterday, re-shoot 2 today.",
    ],
)
def test_welds_shot_are_radiographed(text: str) -> None:
    found = permits(text)
    assert "Radiography" in found and "Hot Work" not in found


def test_shot_blasting_welds_is_not_radiography() -> None:
    found = permits("Shot blast the welds before painting.")
    assert "Radiography" not in found and "Hot Work" in found


@pytest.mark.parametrize(
    "text",
    [
        "Climbing club news: bouldering on Monday, and lead climbing on the 15 m wall on Friday, harness hire at the "
        "desk.",
        "The mountaineering club trip is to the 30 m sea cliffs on Saturday; bring ropes and a belay device.",
        "Indoor climbing taster: top rope climbing on the 10 m wall at the sports centre, harnesses supplied.",
    ],
)
def test_sport_climbing_is_no_work_at_height(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the holds on the 12 m climbing wall from a MEWP before the club opens.",
        "Fit the new anchors at the top of the 14 m climbing wall, harness tied off to the beam.",
    ],
)
def test_work_on_a_climbing_wall_is_work_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lost property at the gatehouse: a full body harness, two welding gauntlets and a gas detector, handed in "
        "Monday.",
        "Lost and found this week includes a pair of welding gloves, one lanyard and a torch.",
        "Canteen notice: a blue hard hat and a lanyard with a swipe card were handed in to reception.",
    ],
)
def test_lost_property_and_kit_raise_nothing(text: str) -> None:
    assert not permits(text) & NO_PERMIT


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        ("Weld the hinge on the lost property cage door in the canteen.", "Hot Work"),
        ("Clip the lanyard to the anchor point before stepping onto the 4 m roof.", "Working at Height"),
        ("Welder wears gauntlets while welding the bracket on the rack.", "Hot Work"),
    ],
)
def test_work_beside_kit_words_keeps_its_permit(text: str, wanted: str) -> None:
    assert wanted in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The lifeboat fall parted as they lowered it and two of the crew went in; both were pulled out of the water.",
        "He lost his footing on the quayside ladder and went in, and the harbour launch picked him up.",
        "Pulling the boat up the slipway the winch rope snapped, the boat slid back and the lad holding the bow "
        "went in.",
    ],
)
def test_into_the_water_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "On the boat the ballast tank was opened and the fitter went in without a gas test.",
        "Water was pumped out of the cofferdam and the diver went in.",
    ],
)
def test_a_space_named_before_went_in_keeps_the_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Top event: the 1.8 t skid dropped 0.3 m onto the plinth when a shackle pin worked loose. Re-rig and lift it "
        "again with the 25 t crane.",
        "Re-lift the 2.5 t motor with the mobile crane; slings with edge protection on the sharp flanges.",
        "Fit edge protection to the webbing slings before lifting the 4 t exchanger bundle.",
        "BOWTIE: top event - 3.4 t cooler E-44 dropped 0.5 m onto its saddle. Re-lift with the 50 t crane.",
    ],
)
def test_dropped_load_and_sling_padding_are_no_work_at_height(text: str) -> None:
    found = permits(text)
    assert "Lifting" in found and "Working at Height" not in found


@pytest.mark.parametrize(
    "text",
    [
        "The rigger fell 3 m off the skid while slinging the 2 t pump.",
        "Install edge protection on the roof before the crane lifts the 2 t AHU onto it.",
    ],
)
def test_a_person_falling_and_a_roof_edge_keep_work_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


def test_line_break_in_a_hydrocarbon_area_gets_an_lel_row() -> None:
    a = run(
        "Pump out sump S-12 with the air-driven diaphragm pump into three IBCs; nobody goes in.",
        area="Loading Rack",
    )
    assert "LEL" in {g.gas for g in a.gasTests}


def test_air_driven_pump_names_no_medium() -> None:
    a = assess({"description": "Pump out the drain pit with the air driven pump, hoses to the slop tank."})
    assert "LEL" in {g.gas for g in a.gasTests}
