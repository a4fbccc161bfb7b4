"""Issue 12, round 13b (i13p2): permit types on the blind tune13 (measured untuned first) and two tune12 misses.

Each class is probed in other words than the tune orders. Lookalikes: a crawler (crane, robot) named before "in", a
posture named for a bird and an intransitive "dig in", a database row's column names, and a sentence naming an
agenda. Misses: a dig's depth in brackets or as "going down" a figure beside a shallower "no excavation" scrape, a
person going down a ladder in an order about a pit or chamber, vacuum excavation by its short name, opening plant to
its process side (a vent's flame arrester, a loading spout) and a line support's U-bolt, a past-perfect omission
("had been stopped but not isolated") and a welder named by a participle. Every BENIGN probe is paired with a SAFETY
probe that describes the real work beside the same words and must keep its permit.
"""

import pytest

from tests.support.hazards import codes, run

BENIGN = [
    # a crawler is a machine, not a person climbing in
    ("Tower section swap: 300 t crawler in from the north gate, rig and lift.", "", "CSE"),
    ("Crawler in, set up on mats, lift the 6 t skid onto the plinth.", "", "CSE"),
    # a posture named for a bird; "dig in" as the idiom
    ("Pilates at lunch: crane stance, plank, bird-dog and a cool-down stretch in the gym.", "", "LIFT"),
    ("Five-a-side final tonight: the back four were told to dig in, and the keeper to talk more.", "", "EXC"),
    ("Tug of war heats at the site fun day - anchors dig their heels in and the rope stays taut.", "", "EXC"),
    # a database row's column names are field labels
    (
        "INSERT INTO jobs (tag, hot_work, excavation, notes) VALUES ('P-12', 0, 0, 'swap gauge by hand');",
        "",
        "EXC",
    ),
    # a sentence naming an agenda lists topics
    ("Residents' meeting Tuesday. Agenda: dog fouling, digging up the verge for bulbs, the new bins.", "", "EXC"),
]

SAFETY = [
    ("Crawler crane sets up; one fitter climbs in through the manway to sling the internals.", "", "CSE"),
    ("Crane lifts the 6 t skid; the slinger guides it onto the plinth.", "", "LIFT"),
    ("Dig in the new earth rod beside the kiosk and dig a trench 0.8 m deep for the tail.", "", "EXC"),
    ("UPDATE jobs: crew will excavate a 1.2 m pit for the valve chamber tomorrow.", "", "EXC"),
    ("Residents' meeting Tuesday. Contractor then digs a 1 m trench along the verge for the duct.", "", "EXC"),
]


@pytest.mark.parametrize(("text", "plan", "gone"), BENIGN)
def test_a_lookalike_raises_no_such_permit(text, plan, gone):
    result = run(text, "", plan)
    assert gone not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


@pytest.mark.parametrize(("text", "plan", "code"), SAFETY)
def test_the_real_work_keeps_its_permit(text, plan, code):
    result = run(text, "", plan)
    assert code in codes(result), [(h.id, h.triggers) for h in result.hazards]


# a dig's depth in brackets, or as going down a figure, outweighs a shallow "no excavation" scrape: conflict shown
def test_a_deeper_dig_beside_a_shallow_no_excavation_scrape_keeps_its_permit_with_a_conflict():
    result = run(
        "No excavation - just rake the chippings back, 5 cm at most. Later: we are going down about 1.4 m by hand "
        "to find the leak on the fire main.",
        plan="Rake chippings\nHand dig beside the main to the leak (approx 1.4 m)",
    )
    assert "EXC" in codes(result)
    assert any("SCOPE-CONFLICT" in f.message for f in result.findings)
    shallow = run("No excavation, just rake the chippings back, 5 cm at most.")
    assert "EXC" not in codes(shallow)


# a person going down a ladder in an order about a pit or chamber goes into it; down from a roof does not
def test_a_ladder_descent_in_an_order_about_a_chamber_is_an_entry():
    result = run(
        "Not a confined space job, we stay at the top. Sam goes down the fixed ladder, 3 m, and unclips the probe.",
        title="Valve chamber VC-4 level probe",
        equipment=["Valve chamber VC-4", "Level probe LE-4"],
    )
    assert "CSE" in codes(result)
    assert any("SCOPE-CONFLICT" in f.message for f in result.findings)
    roof = run(
        "Fix the aerial, then climb down the ladder from the roof.",
        title="Pump house roof aerial",
        equipment=["Pump house", "Aerial"],
    )
    assert "CSE" not in codes(roof)
    tank = run("Inspector goes down the rolling ladder to the floating roof.", title="Tank T-9 seal check")
    assert "CSE" not in codes(tank)


def test_vacuum_excavation_by_its_short_name_is_a_dig():
    assert "EXC" in codes(
        run("Hydro-ex the trial hole beside the gas main to 0.9 m.", plan="Hydro-ex, locate, backfill")
    )
    assert "EXC" in codes(run("Expose the duct with the vac-ex unit, then joint the cable."))


# opening plant to its process side is Cold Work whatever the part is called; a rain spout is not
def test_opening_a_vent_arrester_or_a_loading_spout_is_cold_work():
    assert "CW" in codes(run("Pull the flame arrester element on the slop tank vent and clean it; refit."))
    assert "CW" in codes(run("Replace the bitumen loading spout on arm BA-2; arm drained."))
    assert "CW" not in codes(run("Replace the gutter spout on the canteen roof from the ground with a pole."))


def test_a_u_bolt_on_an_in_service_line_is_cold_work():
    result = run("The glycol line stays in service. Fit a new U-bolt at the pipe support, one leg at a time.")
    assert "CW" in codes(result), [(h.id, h.triggers) for h in result.hazards]


# a past-perfect omission is the incident's lesson; a job's "stopped but not isolated" keeps its reading
def test_a_step_left_undone_in_the_past_perfect_keeps_the_permit():
    result = run(
        "The baker reached into the dough mixer bowl; it had been switched off at the wall but not isolated and "
        "it started again."
    )
    assert "LOTO" in codes(result), [(h.id, h.triggers) for h in result.hazards]


def test_a_welder_named_by_a_participle_is_welding():
    result = run("A welder patching the hopper chute was burned when a spark lit the dust.")
    assert "HW" in codes(result), [(h.id, h.triggers) for h in result.hazards]


# a control the place had none of, in an incident, is the missing control, not a scope statement
def test_a_control_the_place_had_none_of_keeps_the_permit():
    result = run(
        "Last spring a tipper reversed into the diesel tank bund at night and sheared a valve. The bund had no "
        "banksman and no vehicle entry control."
    )
    assert "VEH" in codes(result), [(h.id, h.triggers) for h in result.hazards]


# a pole or post hole drilled by an auger is a hole in the ground, not drilling into a structure
def test_a_post_hole_drilled_by_an_auger_is_a_dig_not_structure_drilling():
    result = run("The fencing crew's auger rig drilled post holes along the boundary to 0.9 m.")
    assert "CW" not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]
    assert "EXC" in codes(result)
    assert "CW" in codes(run("Drill holes in the steel beam for the new cable tray bracket."))


# a burner as the tool of the work is a naked flame; a burner that fires a boiler is not named after a working verb
def test_a_burner_as_the_tool_of_the_work_is_hot_work():
    assert "HW" in codes(run("The night shift thawed the frozen condensate drain with a propane burner."))
    assert "HW" in codes(run("Scorch the old paint off the door frame using a hand-held gas burner."))
    boiler = run("Replace the room thermostat; the boiler is fired by a gas burner and stays off while we work.")
    assert "HW" not in codes(boiler), [(h.id, h.triggers) for h in boiler.hazards if h.permitRequired]


# a shift's or day's agenda lists the work itself, not topics of talk
def test_a_work_agenda_keeps_its_permits():
    assert "HW" in codes(run("Shift agenda: weld the new bracket on the pipe rack, then grind flush."))
    assert "HW" in codes(run("Today's agenda: weld the new bracket on the pipe rack."))
