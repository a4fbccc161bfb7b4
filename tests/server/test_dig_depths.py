"""A shallow figure bounds the dig it was said with, not a dig described in another sentence without a figure.

Why (round 13, a helper's safety note): the hand-dig gate took the deepest depth read anywhere in the order. "Scrape
the gravel, 10 cm max" then "going down about 1.6 m by hand" in a form the parser missed dropped every dig cue, and
the deep dig was listed nowhere. Now a dig said in its own sentence, with no figure, while the shallow figure was
said with another dig, is kept as a dig of unstated depth; a figure said on its own ("Max depth 150 mm") or a title
restating the job still bounds the whole job.
"""

import pytest

from tests.support.hazards import codes, run

KEPT = [
    "Hand dig a trial hole to 0.2 m to find the marker tape. Hand excavate along the cable route to the joint bay.",
    "Hand dig to expose the marker tape, 0.2 m deep. Then hand dig along the cable to the joint.",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_second_dig_without_a_figure_is_not_bounded_by_the_first_digs_figure(text):
    result = run(text)
    assert "EXC" in codes(result)
    [cave_in] = [h for h in result.hazards if h.id == "HZ-CAVE-IN"]
    assert any("said of another dig" in e.label for e in cave_in.evidence)


def test_a_shallow_dig_with_its_figure_alone_raises_no_excavation():
    assert "EXC" not in codes(run("Dig over the herb bed by hand, 20 cm deep."))


def test_a_title_restating_the_dig_is_bounded_by_the_descriptions_figure():
    result = run(
        "Dig over the raised herb bed by hand, a spade-depth trench about 20 cm deep. Hand fork and trowel only.",
        title="Herb bed and trench composting",
    )
    assert "EXC" not in codes(result)
