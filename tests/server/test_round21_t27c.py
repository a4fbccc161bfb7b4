"""Issue 12, round 21 (t27c): a low height or an at-grade qualifier said of one task bounded every climb of the order.

Class 1 (height gate): the highest stated height of the whole order, when below 1.2 m, dropped every height and ladder
cue in every sentence, so a low figure said of one thing removed a climb said in another sentence ("Replace the sensor
at 0.8 m on the wall. Climb the ladder to the roof and change the aviation light" raised nothing). As for a dig of
unstated depth, a climb said in a sentence of its own without a figure is now kept, labelled; a ladder only named there
("The ladder is stored in the van") is kept weaker, below the permit threshold alone. A figure said of the work as a
whole ("Working height 0.8 m") still bounds every climb, and a ladder said with the figure stays dropped.
Class 2 (NEG-AT-GRADE): "at grade", "from the ground" and the pit-floor / bench-below words switched the height cues off
order-wide, so "Replace the pump seal at grade. Then climb the ladder to the tank roof" raised nothing. Said of one task
the qualifier now covers that task's words (up to a contrast or "then"); said of the work as a whole ("all work at floor
level", "work done from the ground") it still covers the job.
"""

import pytest

from tests.support.hazards import run, types

WAH = "Working at Height"


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: a low figure said of another task
@pytest.mark.parametrize(
    "text",
    [
        "Replace the sensor at 0.8 m on the wall. Climb the ladder to the roof and change the aviation light.",
        "Sensor fixed at 0.6 m. Then climb the ladder to fit the bracket.",
        "Swap the pressure gauge at 1.0 m on the pump skid. Electrician then goes up the ladder to the high-bay light.",
        "Junction box JB-4 is at 0.9 m above the floor. Rigger climbs the mast to change the obstruction lamp.",
    ],
)
def test_a_climb_said_apart_from_a_low_figure_keeps_work_at_height(text: str) -> None:
    assert WAH in _types(text)


def test_the_kept_climb_is_labelled_and_the_figure_not_listed_as_dropping_it() -> None:
    result = run("Replace the sensor at 0.8 m on the wall. Climb the ladder to the roof and change the aviation light.")
    [hazard] = [h for h in result.hazards if h.id == "HZ-FALL-FROM-HEIGHT"]
    assert any("0.8 m was said of another task" in e.label for e in hazard.evidence)
    assert not any("below 1.2 m" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Ladder to change the sensor at 0.8 m.",  # the ladder said with the figure
        "Replace the light fitting in the corridor. Use the step ladder at 0.8 m.",  # a step ladder with its figure
        "Replace the sensor at 0.8 m. The ladder is stored in the van.",  # a ladder only named: weaker, alone
        "Replace the sensor at 0.8 m. Use a step ladder if needed.",  # no climb said: weaker, alone
        "Clean the gutter on the roof of the bin store. Working height 0.9 m.",  # a figure said of the whole job
        "Operate the valve from the 0.8 m step stand.",
    ],
)
def test_a_ladder_with_its_low_figure_or_only_named_raises_no_work_at_height(text: str) -> None:
    assert WAH not in _types(text)


def test_a_dropped_ladder_is_listed_under_the_figure() -> None:
    result = run("Ladder to change the sensor at 0.8 m.")
    assert any("below 1.2 m" in n.reason and "HZ-FALL-FROM-HEIGHT" in n.suppresses for n in result.negated)


def test_a_ladder_only_in_the_title_stays_bounded_by_the_figure() -> None:
    result = run("Sensor on the wall at 0.8 m, swap like for like.", title="Step ladder job: replace sensor")
    assert WAH not in types(result)


# ---------------------------------------------------------------- class 2: an at-grade qualifier of one task
@pytest.mark.parametrize(
    "text",
    [
        "Sensor fixed at 0.6 m from the ground. Then climb the ladder to fit the bracket.",
        "Replace the pump seal at grade. Then climb the ladder to the tank roof and change the aviation light.",
        "Change the valve at ground level, then climb the ladder to the roof to fix the vent.",
        "The crew works on the floor of the pit. Then the fitter climbs the ladder onto the conveyor gantry.",
    ],
)
def test_a_climb_said_apart_from_an_at_grade_task_keeps_work_at_height(text: str) -> None:
    assert WAH in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the pump seal at grade. The ladder is stored in the van.",  # only named: weaker, alone
        "All work is at floor level. The fitter climbs the ladder to read the gauge first.",  # said of the whole job
        "Work done from the ground. Go up the ladder to check the junction box first.",
        "Change the valve from ground level using a ladder.",  # the ladder in the qualifier's own clause
        "The quarry face is 15 m high; all work today is on the floor of the pit.",
    ],
)
def test_an_at_grade_qualifier_of_the_job_or_of_its_own_clause_keeps_work_at_height_off(text: str) -> None:
    assert WAH not in _types(text)


def test_the_kept_climb_names_the_qualifier_it_was_said_apart_from() -> None:
    result = run("Replace the pump seal at grade. Then climb the ladder to the tank roof and change the beacon.")
    [hazard] = [h for h in result.hazards if h.id == "HZ-FALL-FROM-HEIGHT"]
    assert any("said apart from 'at grade'" in e.label for e in hazard.evidence)
