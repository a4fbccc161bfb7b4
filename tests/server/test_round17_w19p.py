"""Issue 12, round 17 (w19p): permits raised for work that is not happening now, from the blind probes
bench/eval/blackbox19b (classes 7 and 8) and bench/eval/blackbox19 (class 7), as classes.

Class A (non-native past): finished work told as "was finish already" / "finish already" is reported over, as
"finished" is ("Hot work at tank farm was finish already since Tuesday").
Class B (a thing described by a shot or weld already done to it): "Clean and paint the weld joints already radiographed
last week": the radiography is over; the job is what is done to the welds now.
Class C (plant or a source signed out of site): "the radiography source container was collected ... and signed out of
site" is a report that the source has gone, in an order that leaves nothing still to do.
Class D (a crew said not to work): "the x ray crew will not work this weekend" puts the work off, as "stood down" does;
never a rule ("will not work without barriers") nor work moved to a named day (round 14's rule).
Class E (a plan said not to be carried out now): "only planning now, no execution" marks the plan as desk work.
Safety first: a line that also describes work done now keeps its permit.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Hot work at tank farm was finish already since Tuesday.", "Hot Work"),
        ("Welding of the pipe support was finish already yesterday.", "Hot Work"),
        ("The hot tap finish already last week, fitting in service.", "Hot Work"),
        ("Hot work on the rack were finish already on Monday.", "Hot Work"),
    ],
)
def test_work_said_finish_already_is_reported_over(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Hot work at tank farm to finish already by Tuesday, weld the shoe.", "Hot Work"),
        ("please finish the welding already today", "Hot Work"),
        ("all hot work jobs finished, now weld the last shoe", "Hot Work"),
    ],
)
def test_work_still_to_finish_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Clean and paint the weld joints already radiographed last week, RT reports accepted.", "Radiography"),
        ("Clean and paint the welds already radiographed last week.", "Radiography"),
        ("Grit blast the joints already x-rayed on Monday and apply primer.", "Radiography"),
        ("Radiograph the welds already welded yesterday.", "Hot Work"),
    ],
)
def test_a_thing_named_by_a_shot_or_weld_already_done_raises_nothing_for_it(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Radiograph the welds already welded yesterday.", "Radiography"),
        ("Clean and paint the welds, then radiograph them.", "Radiography"),
        ("Welds already radiographed and then weld the repairs and x-ray again.", "Radiography"),
        ("Welds already radiographed and then weld the repairs and x-ray again.", "Hot Work"),
        ("The joints already welded and radiographed, now x-ray the last two joints.", "Radiography"),
    ],
)
def test_a_shot_or_weld_still_to_do_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "the radiography source container was collected by the contractor this morning and signed out of site",
        "radiography source was signed out of site by the contractor",
        "The radiography source was taken off site yesterday.",
    ],
)
def test_a_source_signed_out_of_site_raises_nothing(text: str) -> None:
    assert "Radiography" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "the radiography source container will be collected tomorrow for the shoot",
        "Radiography source signed out of site to the next job, x-ray the welds at unit 2 today.",
        "The radiography source was collected from the store, radiograph the welds.",
    ],
)
def test_a_source_still_to_use_keeps_its_permit(text: str) -> None:
    assert "Radiography" in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("note for the minutes the x ray crew will not work this weekend", "Radiography"),
        ("the welders won't work tonight", "Hot Work"),
        ("The radiography crew will not work today because of the wind.", "Radiography"),
        ("The welding crew will not work this weekend.", "Hot Work"),
    ],
)
def test_a_crew_said_not_to_work_now_raises_nothing(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("the x ray crew will not work without barriers", "Radiography"),
        ("the welders will not work at height today, they weld at grade", "Hot Work"),
        ("the x ray crew will not work this weekend, radiography moved to Monday", "Radiography"),
        ("Welders will not work until the gas test is clear, weld the shoe.", "Hot Work"),
    ],
)
def test_a_crew_rule_or_work_moved_to_a_day_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Next month plan: entry to V-301 for internal inspection with scaffold inside and 6 blinds, only planning "
            "now, no execution.",
            "Confined Space Entry",
        ),
        (
            "Next month plan: entry to V-301 for internal inspection with scaffold inside and 6 blinds, only planning "
            "now, no execution.",
            "Working at Height",
        ),
        ("Plan for the tank T-4 entry in January, only planning now.", "Confined Space Entry"),
        ("Radiography of 40 welds at the next shutdown, only paperwork at this stage, no execution.", "Radiography"),
    ],
)
def test_a_plan_said_not_carried_out_now_raises_nothing(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Enter V-301 today for inspection; the lift plan is only planning now.", "Confined Space Entry"),
        ("Only planning for the lift is desk work; weld the shoe today.", "Hot Work"),
        ("Enter tank T-4 today; the lift is only planning now.", "Confined Space Entry"),
    ],
)
def test_work_done_now_beside_a_plan_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)
