"""Issue 12, round 5: probes for classes of wording, written before the mechanisms they test.

Held-out text keeps losing recall on multi-permit plans and machine lockouts said in other words, and keeps raising
permits for orders that only mention a hazard (supplies, tags, kits, simulators, meetings). Each probe below is new
wording, not a tune case; 13 of the 38 first written failed on the code before this round.
"""

import pytest

from tests.support.hazards import codes, run


@pytest.mark.parametrize(
    ("title", "text", "area", "needed"),
    [
        (
            "Seal change P-204",
            "Replace the mechanical seal on pump P-204. The pump will be isolated and drained by operators before "
            "the fitter starts.",
            "Process Unit",
            {"LOTO", "CW"},
        ),
        (
            "Fan bearing",
            "Change the drive-end bearing on cooling fan CF-3 after operations have isolated it.",
            "Cooling Tower",
            {"LOTO", "CW"},
        ),
        (
            "Agitator blade",
            "Agitator AG-12: operators to isolate and lock the agitator before the fitter replaces the worn blade.",
            "Wastewater Treatment",
            {"LOTO", "CW"},
        ),
        (
            "Compressor valve",
            "Swap the suction valve plates on reciprocating compressor K-301 once process has isolated, depressured "
            "and purged it.",
            "Compressor House",
            {"LOTO", "CW"},
        ),
    ],
)
def test_a_motor_driven_machine_isolated_by_anyone_but_the_electrical_team_is_lockout(title, text, area, needed):
    """Isolating a pump, fan, agitator or compressor before hands-on work is energy isolation of its drive
    (OSHA 1910.147): operators or process isolating it does not make it someone else's electrical permit."""
    assert needed <= codes(run(text, title, area=area))


def test_a_machine_isolated_by_the_electrical_team_under_their_permit_is_still_theirs():
    result = run(
        "The pump motor is isolated by the electrical team under their own permit; the fitter changes the coupling "
        "guard.",
        area="Pump House",
    )
    assert "LOTO" not in codes(result)


@pytest.mark.parametrize(
    ("title", "text", "area", "absent"),
    [
        (
            "Crane-lift planning workshop",
            "Book the meeting room for the crane-lift planning workshop on Thursday; invite the riggers and the crane "
            "supervisor.",
            "Admin Building",
            {"LIFT", "VEH"},
        ),
        (
            "Welding rods order",
            "Order two boxes of 3.2 mm welding rods and a spare welding helmet for the workshop stores.",
            "Warehouse",
            {"HW"},
        ),
        (
            "Scaffold inspection tags",
            "Print new scaffold inspection tags and file last month's scaffold register.",
            "Admin Building",
            {"WAH"},
        ),
        (
            "Confined space rescue kit audit",
            "Count the rescue tripods and harnesses in the store and record their expiry dates.",
            "Warehouse",
            {"CSE", "WAH"},
        ),
        (
            "Crane simulator",
            "Run the crane simulator session for the two trainee operators in the training room.",
            "Admin Building",
            {"LIFT", "VEH"},
        ),
        (
            "Excavation review meeting",
            "Hold the excavation lessons-learned meeting with the civil contractor in the site office.",
            "Admin Building",
            {"EXC"},
        ),
    ],
)
def test_supplies_tags_kits_simulators_and_meetings_about_work_are_mentions(title, text, area, absent):
    result = run(text, title, area=area)
    assert not absent & codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]
    assert result.negated, "a mention that raised nothing is still listed with its phrase"


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        ("Book the 50 t crane for Tuesday and lift the 12 t exchanger bundle onto the trailer.", {"LIFT"}),
        ("Order the welding rods, then weld the new shoe onto the line in the pipe rack.", {"HW"}),
        ("Pre-job meeting at 07:00. Then erect the scaffold to 6 m and replace the pipe clamp.", {"WAH"}),
    ],
)
def test_a_mention_beside_the_real_work_keeps_the_permit(text, needed):
    assert needed <= codes(run(text, area="Pipe Rack"))


@pytest.mark.parametrize(
    ("text", "area", "needed", "absent"),
    [
        (
            "Wire-brush and repaint the stair handrail at grade. Hot work is not part of this job.",
            "Tank Farm",
            set(),
            {"HW"},
        ),
        (
            "Replace the level transmitter on V-10. Hot work: N/A. Confined space: N/A.",
            "Crude Unit",
            {"CW"},
            {"HW", "CSE"},
        ),
        (
            "Grinding is outside the scope of this job; clean the flange faces with a wire brush by hand.",
            "Pipe Rack",
            set(),
            {"HW"},
        ),
    ],
)
def test_a_scope_statement_said_after_the_activity_or_as_an_inline_field(text, area, needed, absent):
    result = run(text, area=area)
    assert needed <= codes(result)
    assert not absent & codes(result)
    assert result.negated


def test_an_inline_field_answered_no_still_conflicts_with_the_work_described():
    result = run("Hot work: N/A. Weld the new support shoe to the line.", area="Pipe Rack")
    assert "HW" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    ("text", "area", "needed"),
    [
        ("Open and clean the sour water drum; H2S expected, breathing air to be worn.", "Crude Unit", {"CW"}),
        (
            "Excavate a 1.2 m trench with a mini digger and pull a new 415 V cable to the pump, terminate at MCC-4.",
            "Tank Farm",
            {"EXC", "LOTO", "VEH"},
        ),
    ],
)
def test_opening_a_vessel_and_terminating_at_an_mcc_are_their_work(text, area, needed):
    assert needed <= codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "area", "needed"),
    [
        (
            "Pull the tube bundle of E-105 with the bundle extractor on a 60 t crane. Exchanger blinded and steamed "
            "out beforehand.",
            "Crude Unit",
            {"LIFT", "CW", "VEH"},
        ),
        (
            "Replace the damaged 110 V site transformer socket outlet on the workshop wall.",
            "Maintenance Workshop",
            {"LOTO"},
        ),
        (
            "Change the element of the 3 kW tank heater on the lube oil console; heater supply from DB-7.",
            "Compressor House",
            {"LOTO"},
        ),
        ("Replace the chlorine drum connection flexible at the water treatment chlorinator.", "Cooling Tower", {"CW"}),
    ],
)
def test_bundles_flexibles_heater_elements_and_long_socket_names_are_their_work(text, area, needed):
    assert needed <= codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "title", "area", "absent"),
    [
        ("Sweep leaves off the trench drain grate in the car park.", "Trench drain grate", "Admin Building", "EXC"),
        ("Interview candidates for the welding inspector vacancy.", "Weld inspector interview", "Admin Building", "HW"),
    ],
)
def test_a_trench_drain_and_a_vacancy_are_not_the_work(text, title, area, absent):
    assert absent not in codes(run(text, title, area=area))


def test_a_place_near_the_work_is_not_its_setting():
    """'too close to the canteen' says where the barrier was, not that the job was in a canteen."""
    result = run(
        "The radiographer's source failed to retract into the camera and the barrier was too close to the canteen."
    )
    assert "RAD" in codes(result)
    assert not any(f.code == "SETTING-REVIEW" for f in result.findings)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Sparks from oxy-cutting on the deck above dropped onto an open drain and lit the vapour.", "HW"),
        ("A worker was found slumped on the floor of the valve pit after going down to read a gauge.", "CSE"),
        ("A sparky was zapped when he opened the MCC cubicle door that was supposed to be dead.", "LOTO"),
        ("Two fitters were sprayed with caustic when they split the joint on a line that had been left full.", "CW"),
        ("A plumber fell through the ceiling of the switch room while running a water pipe in the roof space.", "WAH"),
        ("The apprentice put his hand into the shredder to free a jam and the blades turned.", "LOTO"),
    ],
)
def test_narratives_told_in_trade_slang_and_by_what_happened(text, code):
    assert code in codes(run(text))


def test_a_shock_that_is_not_electrical_is_no_lockout():
    assert "LOTO" not in codes(run("The news came as a shock to the crew at the morning meeting."))
