"""Issue 12, round 12: precision probes for work orders (tune11 measured untuned; the lead's probes).

Each class is written in other words, trades and formats than the tune cases: a platform called railed (guard rails
are the fall protection), a neighbouring job told as a bare activity some metres away, next door, or by another actor
at the same time, drawings and documents "dug up", a dated past fact ("was welded in 1998"), a tunnel built for people,
vehicles or a ride, and a sentence that only says plant stays in auto. Every BENIGN probe is paired with a SAFETY probe
that describes the real work beside the same words and must keep its permit.
"""

import pytest

from tests.support.hazards import codes, run

BENIGN = [
    # a railed platform: its guard rails are the fall protection
    (
        "Swap the pressure transmitter on the railed 6 m platform of the column.",
        "PT swap",
        "",
        ["Railed platform at 6 m"],
        "WAH",
    ),
    ("Change the analyser filter from the fully railed 18 m walkway; unit stays on line.", "Filter", "", None, "WAH"),
    ("Re-lamp the light fitting.", "Lighting", "", ["Railed landing at 9 m"], "WAH"),
    # a neighbouring job told as a bare activity, far off, next door or by another actor at the same time
    (
        "Replace the gasket on the cooling water strainer. Grinding on the P-201 baseplate 15 m away.",
        "Strainer",
        "",
        None,
        "HW",
    ),
    ("Change the filter element on F-7. Mobile crane lifting pipe spools next door.", "Filter", "", None, "LIFT"),
    (
        "Re-terminate the 400 V motor cables, breaker locked off. Scaffolders erecting a tower at the same time.",
        "Motor",
        "",
        None,
        "WAH",
    ),
    # drawings and documents dug up
    ("Ask records to dig up the old isometrics for the line before the meeting.", "Records", "", None, "EXC"),
    ("She dug up the 1998 P&IDs and the vendor data sheets for the audit.", "Audit prep", "", None, "EXC"),
    ("Review the welding and inspection reports for the shutdown.", "Review", "", None, "HW"),
    # a dated past fact, inspected now
    ("The tank base was welded in 1998; inspect the coating visually.", "Coating survey", "", None, "HW"),
    ("The handrail was welded twenty years ago, check the paint for rust.", "Paint survey", "", None, "HW"),
    # a tunnel built for people, vehicles or a ride
    ("Repair the log flume ride track guard.", "Ride repair", "", None, "CSE"),
    ("Repair the log flume ride track guard inside the tunnel section.", "Ride repair", "", None, "CSE"),
    ("Fix the animatronic skeleton inside the ghost train tunnel.", "Ride", "", None, "CSE"),
    ("Clean the drains inside the road tunnel.", "Road tunnel", "", None, "CSE"),
    # plant told to stay in auto, nothing worked on
    ("Take a grab sample from the tank top. Conveyor kept in service.", "Sample", "", None, "LOTO"),
    (
        "Read the level on the sump gauge from the walkway. The duty pump remains in automatic.",
        "Gauge",
        "",
        None,
        "LOTO",
    ),
]


@pytest.mark.parametrize(("text", "title", "plan", "equipment", "gone"), BENIGN)
def test_a_lookalike_raises_no_such_permit(text, title, plan, equipment, gone):
    result = run(text, title, plan, None, equipment)
    assert not codes(result) & set(gone.split()), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


def test_a_neighbouring_job_is_a_simops_finding_not_silent():
    result = run(
        "Replace the gasket on the cooling water strainer. Grinding on the P-201 baseplate 15 m away.", "Strainer"
    )
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings), result.findings


SAFETY = [
    # height without guard rails, or rails named unrailed or removed
    ("Swap the transmitter on the unrailed platform at 6 m.", "PT swap", "", None, "WAH"),
    ("Swap the transmitter on the railed platform at 6 m; the railing is removed for the job.", "PT", "", None, "WAH"),
    (
        "Fit the bracket outside the rail; lean over the handrail of the railed platform at 9 m.",
        "Bracket",
        "",
        None,
        "WAH",
    ),
    ("Change the analyser filter at 18 m from a ladder.", "Filter", "", None, "WAH"),
    # the activity ordered for this job, or a distance that only says where it is
    ("Replace the gasket. Weld the new shoe on C-101, 10 m away.", "Shoe", "", None, "HW"),
    ("Replace the gasket. Start welding the shoe 10 m away.", "Shoe", "", None, "HW"),
    ("Welding on the pipe shoe 10 m away from the tank.", "Shoe", "", None, "HW"),
    ("Lifting the 2.5 t pump at the same time.", "Pump", "", None, "LIFT"),
    ("Our riggers lifting the 3 t skid with the crane at the same time.", "Skid", "", None, "LIFT"),
    # a real dig beside an old drawing
    ("Dig up the old drain line to 1.5 m with the mini digger and lay new pipe.", "Drain", "", None, "EXC"),
    # a record, log or report made after the real work, joined by "and", "then" or "to": a second verb, not the
    # object of the dig or the weld (these were read as documents before round 12)
    ("Excavate the pit and record the depth of the cable.", "Cable pit", "", None, "EXC"),
    ("Dig out the sump pit then note the levels.", "Sump pit", "", None, "EXC"),
    ("Excavate around the tank to log the cable route.", "Cable route", "", None, "EXC"),
    ("Weld the shoe and report back to the supervisor.", "Shoe", "", None, "HW"),
    ("Weld the shoe then record the heat input.", "Shoe", "", None, "HW"),
    # a past fact beside work to do now
    ("The bracket was welded in 2019 and has cracked; weld a new gusset to it.", "Bracket", "", None, "HW"),
    ("The tank base was welded in 1998; weld the new repair pad today.", "Tank", "", None, "HW"),
    ("The pipe support was re-welded in 2012 and has failed; cut it out with a torch.", "Support", "", None, "HW"),
    # tunnels a person enters to work in a space, or a sump named in a ride's tunnel
    ("Repair the cable tray inside the utility tunnel.", "Cable tunnel", "", None, "CSE"),
    ("Enter the cable tunnel to replace the lighting.", "Cable tunnel", "", None, "CSE"),
    ("Repair the flume ride pump inside the tunnel sump.", "Ride pump", "", None, "CSE"),
    # hands in plant that stays in auto, in a sentence of its own
    ("Clear the rag from the pump inlet screen by hand. Pumps stay in auto.", "Rag", "", None, "LOTO"),
    ("Unblock the chute of conveyor C-4 by hand. The conveyor stays in auto.", "Chute", "", None, "LOTO"),
    ("Reach into the mixer to scrape the blades. Agitator remains in automatic.", "Mixer", "", None, "LOTO"),
]


@pytest.mark.parametrize(("text", "title", "plan", "equipment", "code"), SAFETY)
def test_the_real_work_keeps_its_permit(text, title, plan, equipment, code):
    result = run(text, title, plan, None, equipment)
    assert code in codes(result), [(h.id, h.triggers) for h in result.hazards]


@pytest.mark.parametrize(
    "text",
    [
        "Replace the PV panels on the carport roof at 4 m. The junction box is reached from the floor.",
        "Re-sheet the canopy roof at 5.5 m. Cable glands are worked from ground level.",
        "Fit the bird netting under the rafters at 7 m. The controller is fitted from the floor.",
    ],
)
def test_an_at_grade_sentence_does_not_clear_roof_work_told_in_another_sentence(text):
    """Found in round 12 (i12l12), fixed by the lead: NEG-AT-GRADE qualifies the whole job, so it used to switch the
    height cues off everywhere and roof work at 4 m in one sentence lost Working at Height to "reached from the floor"
    in another. A figure over the threshold stated outside the qualifier's sentence now keeps the permit, and the
    qualifier is shown as a SCOPE-CONFLICT for a person."""
    result = run(text, "Job")
    assert "WAH" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_an_at_grade_qualifier_of_its_own_figure_still_clears_the_height():
    result = run("Change the flange gasket at 1.5 m, worked from the floor. Torque to procedure.", "Gasket")
    assert "WAH" not in codes(result)
