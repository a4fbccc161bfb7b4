"""Heights said as the figure of the raised place a person works from, and what a figure below the threshold lists.

Why: "from the unrailed 6 m platform" put the figure between the article and the noun, where no height pattern looked,
so the job raised no Working at Height (a recall gap noted in round 12). And a working height below 1.2 m was listed in
the run result as suppressing every hazard (the semantic layer's shared gates made each hazard look height-gated), so
a reviewer read "at 1.0 m suppresses ignition" on a job whose Hot Work permit stands. For the same reason a stated
dig depth was attached as a threshold finding to every hazard of the job (the welding beside a trench).
"""

import pytest

from tests.support.hazards import codes, run

RAISED = [
    "Replace the beacon from the unrailed 6 m platform.",
    "Replace the beacon lamp from the 6 m platform.",
    "Weld the cleat from the open 7 m deck.",
    "Change the anemometer off the 9 m high gantry.",
]


@pytest.mark.parametrize("text", RAISED)
def test_a_figure_before_the_place_worked_from_is_a_height(text):
    assert "WAH" in codes(run(text))


NOT_RAISED = [
    "Fitter replaces the lamp on the railed 9 m platform.",  # permanent guard rails
    "Inspect the 30 m long platform slab at grade.",  # a length
    "Sweep the 40 m walkway.",  # no preposition of working from it: a length as likely as a height
    "Replace the lamp from the 1.0 m platform.",  # below 1.2 m
]


@pytest.mark.parametrize("text", NOT_RAISED)
def test_guarded_lengths_and_low_platforms_are_not_heights(text):
    assert "WAH" not in codes(run(text))


def test_a_low_working_height_lists_only_the_hazards_it_switched_off():
    result = run("Weld the bracket at 1.0 m height.")
    assert "HW" in codes(result)
    [entry] = [n for n in result.negated if "below" in (n.reason or "")]
    assert entry.suppresses == ["HZ-FALL-FROM-HEIGHT"]


def test_a_dig_depth_is_a_threshold_finding_of_the_dig_hazard_only():
    result = run("Weld the new pipe support beside the 2 m deep trench. Excavator digs the trench.")
    with_depth = {h.id for h in result.hazards if any(t.name == "handDigMaxDepthM" for t in h.thresholds or [])}
    assert with_depth == {"HZ-CAVE-IN"}
