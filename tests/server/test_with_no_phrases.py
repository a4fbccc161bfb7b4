"""A negation inside a "with no" or "without" phrase negates its noun, not the act the sentence goes on to name.

Why (round 13, the lead's probes after a helper's note): "Welder with no helper welds the bracket to the pipe rack."
raised no permit at all, because "no" stood within six words of the weld and negated it; "a platform with no rail at
the back replaces the valve handwheel" lost its Cold Work the same way. The verb in the third person ("welds the")
was not a welding cue either, so "Fitter on the platform welds the bracket." raised nothing.

"Cut the bolt with an angle grinder. No hot work." lost Hot Work with no SCOPE-CONFLICT: grinding was an implied cue
(0.8), which an explicit scope statement in another sentence outweighs, and the note naming the grinder merged into
the statement's own entry, so `negated` never showed it. A named spark-producing tool is the work itself (0.85, as
welding and brazing); an implied cue that is outweighed is listed under its own words.
"""

import pytest

from tests.support.hazards import codes, run

KEPT = [
    ("Welder with no helper welds the bracket to the pipe rack.", "HW"),
    ("Fitter standing on a 1.6 m platform with no handrail at the back welds the bracket.", "HW"),
    ("Fitter standing on a 1.6 m platform with no handrail at the back welds the bracket.", "WAH"),
    ("Fitter standing on a 1.6 m stair platform with no rail at the back replaces the valve handwheel.", "CW"),
    ("Fitter on the platform welds the bracket.", "HW"),
    ("The boilermaker without a mate welds a patch on the shell.", "HW"),
]


@pytest.mark.parametrize(("text", "code"), KEPT)
def test_the_act_after_a_with_no_phrase_is_not_negated(text, code):
    assert code in codes(run(text))


EXCLUDED = [
    "Cut the pipe without welding the flange.",
    "Replace the gasket with no hot work.",
    "Radiograph the welds the contractor made.",
    # the welds themselves inspected, tested or counted: an everyday sense of the third-person weld cue
    "NDT tech checks the pipe welds a second time.",
    "MPI the bracket welds both sides.",
    "Visual check of support welds this shift.",
]


def test_a_welder_after_an_inspection_still_welds():
    assert "HW" in codes(run("After the check the fitter welds the bracket."))


@pytest.mark.parametrize("text", EXCLUDED)
def test_a_negated_act_and_the_welds_themselves_raise_no_hot_work(text):
    assert "HW" not in codes(run(text))


# --- a scope statement against a named spark-producing tool (a helper's note, round 13) ---------------------------


def test_an_angle_grinder_against_no_hot_work_keeps_the_permit_and_shows_the_conflict():
    result = run("Cut the bolt with an angle grinder. No hot work.")
    assert "HW" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" and "Hot Work" in f.permitTypes for f in result.findings)


def test_an_implied_cue_a_scope_statement_outweighs_is_listed_under_its_own_words():
    result = run("Needle gun the rust off the tank roof. No hot work.")
    reasons = {n.phrase: n.reason for n in result.negated}
    assert any("needle gun" in phrase.lower() and "No hot work" in reason for phrase, reason in reasons.items())


# --- plant photographed before the work (a helper's note, round 13) ------------------------------------------------


def test_a_photograph_before_the_lift_keeps_the_lift():
    assert "LIFT" in codes(run("Photograph the crane before the 20 t lift."))


def test_plant_photographed_for_a_newsletter_raises_nothing():
    assert not codes(run("Photograph the crane for the newsletter."))
