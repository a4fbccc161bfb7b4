"""Issue 12, round 17 (w18b): permits raised on texts of the blind probe bench/eval/blackbox18b that describe no permit
work now, as classes.

Class 7: work planned or scheduled for a later year ("planned for turnaround 2028", "Planned next year:") in an order
that says its job is only at the pricing, budgeting or buying stage ("only cost estimate now", "No work this year",
"vendor selection ongoing", "budget approval pending"): the work has its own order and permit when it comes. Work set
for now or a day soon in the same sentence, or work without a stage statement, keeps its permit.
Class 9: an emergency drill or exercise held or done, or held at a training ground ("Confined space rescue drill done
today with fire team at training tower"), and lessons learned shared from elsewhere ("Lessons learned shared from
sister plant: H2S release during line break"): practised or told, not worked. A drill still to run on plant, or work
after the drill, keeps its permits.
"""

import pytest

from tests.support.hazards import permits


# ---------------------------------------------------------------- class 7: planned for a later year, plan stage now
@pytest.mark.parametrize(
    "text",
    [
        "Tank T-12 internal inspection planned for turnaround 2028, budget approval pending. No work this year.",
        "Tank T-12 internal inspection planned for turnaround 2028, no work this year.",
        "Tank T-12 entry planned for 2028 turnaround, only budget now.",
        "Planned next year: hot work on flare KO drum nozzle, will need crane and scaffold. Only cost estimate now.",
        "Hot work on flare KO drum nozzle is planned for next year, only cost estimate now.",
        "Radiography campaign for new pipeline in March 2028, vendor selection ongoing.",
        "Excavation for the new drain is scheduled for 2029, only a quotation for now.",
        "Crane lift of the column top section planned next year, contractor selection in progress.",
    ],
)
def test_work_planned_for_a_later_year_at_the_plan_stage_raises_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Hot work on flare KO drum nozzle is planned for next year, only cost estimate now, but weld the temporary "
            "clamp today.",
            "Hot Work",
        ),
        (
            "Tank T-12 entry planned for 2028 turnaround, only budget now. Entry into T-13 today for sampling.",
            "Confined Space Entry",
        ),
        ("Hot work on flare KO drum nozzle is planned for next year.", "Hot Work"),
        ("Tank T-12 entry today, budget approval pending for the 2028 turnaround.", "Confined Space Entry"),
        (
            "Radiography of welds on line 10 scheduled for 2028 turnaround, only cost estimate now, then radiography "
            "of line 11 welds tonight.",
            "Radiography",
        ),
        (
            "Weld repair on nozzle N3 tomorrow as per 2024 inspection report, only cost estimate now for phase 2.",
            "Hot Work",
        ),
        (
            "Crane lift of the column top section planned for 2028, only budget now, scaffold erection tomorrow "
            "at 6 m.",
            "Working at Height",
        ),
    ],
)
def test_work_now_or_soon_beside_a_later_plan_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


# ---------------------------------------------------------------- class 9: drills held, lessons shared
@pytest.mark.parametrize(
    "text",
    [
        "Confined space rescue drill done today with fire team at training tower, time to rescue 7 min. Good.",
        "Confined space rescue drill done with fire team at training tower.",
        "Lessons learned shared from sister plant: H2S release during line break at sour water stripper. "
        "Read and sign.",
        "Working at height rescue exercise held at the training ground, all 6 riggers passed.",
        "Emergency exercise was conducted at the fire training centre: simulated hot work fire on a tank roof.",
        "Confined space rescue drill completed by the ERT, 4 entrants rescued from the dummy tank.",
        "Lessons learned received from the contractor: crane lift of a 5 t spool went wrong at another site.",
    ],
)
def test_a_drill_held_or_lessons_shared_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Confined space rescue drill in tank T-4 tomorrow, entrant to enter with SCBA.", "Confined Space Entry"),
        ("After the rescue drill is done, enter the tank T-4 for inspection.", "Confined Space Entry"),
        ("Rescue drill done at training tower; then enter vessel V-3 for cleaning.", "Confined Space Entry"),
        ("Entry into tank T-4 for the rescue team, standby at manway.", "Confined Space Entry"),
        ("Share lessons learned: then isolate pump P-4 and break the flange.", "Electrical/LOTO"),
    ],
)
def test_a_drill_still_to_run_or_work_after_it_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)
