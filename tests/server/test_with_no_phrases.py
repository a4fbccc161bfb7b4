"""A negation inside a "with no" or "without" phrase negates its noun, not the act the sentence goes on to name.

Why (round 13, the lead's probes after a helper's note): "Welder with no helper welds the bracket to the pipe rack."
raised no permit at all, because "no" stood within six words of the weld and negated it; "a platform with no rail at
the back replaces the valve handwheel" lost its Cold Work the same way. The verb in the third person ("welds the")
was not a welding cue either, so "Fitter on the platform welds the bracket." raised nothing.
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
]


@pytest.mark.parametrize("text", EXCLUDED)
def test_a_negated_act_and_the_welds_themselves_raise_no_hot_work(text):
    assert "HW" not in codes(run(text))
