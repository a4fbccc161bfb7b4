"""Issue 12, round 18 (t21c): permits raised on worklist and narrative lines that carry no work, as classes
(blackbox21 and blackbox21b, over-calls only).

Class 1 (blackbox21 class 8): a worklist item closed, completed, taken off the worklist or put off to a later
turnaround or year ("WO 5521 CLOSED: replaced 40 HP motor", "close WO", "moved to the 2028 T/A, remove from this
worklist", "Deferred to 2028 T/A: ..."): nothing of it is done now. Work still to do, a day of this turnaround or a
named weekday keeps its permit.
Class 2 (blackbox21 class 9): a job named in the line for another crew under their own WO, or put off to the next
turnaround, beside today's work: today's work keeps its permit, the other job's does not rise.
Class 3 (blackbox21 class 10): a timesheet, a cost report, a hire invoice, a quote, a drafting line, a schedule update
or a CMMS task-list edit ("update task steps in SAP"): hours, money or records, no work.
Class 4 (blackbox21b class 9): a street, inn or field named after a permit word (Crane Lane, Scaffold Street, Tank
Street, the Crane Inn, Trench Meadow), and people stuck in a passenger lift: places, not work.
Class 5 (blackbox21b class 10): the witness says he did not go up or climb up, as "nobody went up" was read already.
Class 6 (blackbox21b class 11): a job title named by its trade (welding inspector, crane driver), an actor or a prop
torch, a hire firm named as a business, a permit topic asked about in an induction.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: closed, completed, put off to a later T/A
@pytest.mark.parametrize(
    "text",
    [
        "WO 7731 CLOSED: changed 30 HP motor on P-410, IR readings filed",
        "Job 2214 completed: welded the new shoe on 6-P-12, no further work",
        "Item 3.1: crane lift of the 12-ton cooler bundle moved to the 2029 T/A, remove from this worklist",
        "Tank T-9 internal inspection deferred to the next turnaround, not in this worklist",
        "Deferred to next T/A: entry and blast of drum D-4, not in this worklist",
    ],
)
def test_closed_or_later_turnaround_items_raise_nothing(text: str) -> None:
    assert _types(text) == set()


@pytest.mark.parametrize(
    "text,permit",
    [
        ("WO 7731: change the 30 HP motor on P-410 and megger it", "Electrical/LOTO"),
        ("WO 7731 CLOSED: changed motor on P-410; fitter to replace the coupling guard tomorrow", "Electrical/LOTO"),
        ("Crane lift of the 12-ton bundle moved to day 7 of this T/A", "Lifting"),
        ("Weld repair of nozzle N3 moved to next Tuesday", "Hot Work"),
        ("Enter tank T-9 for internal inspection, planned for this T/A", "Confined Space Entry"),
    ],
)
def test_work_still_to_do_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


# ---------------------------------------------------------------- class 2: another crew's own WO, the next T/A
@pytest.mark.parametrize(
    "text,kept,dropped",
    [
        (
            "Isolate pump motor P-7 at MCC-2 and test dead; "
            "motor removal with the crane is Thursday by the riggers under their own WO",
            "Electrical/LOTO",
            "Lifting",
        ),
        (
            "Change the gasket on the E-20 flange today; weld repair of the shoe deferred to the next T/A",
            "Cold Work",
            "Hot Work",
        ),
        (
            "Replace the flange gasket on 4-P-9 today; nozzle weld repair moved to the 2028 turnaround",
            "Cold Work",
            "Hot Work",
        ),
    ],
)
def test_the_other_job_does_not_rise(text: str, kept: str, dropped: str) -> None:
    got = _types(text)
    assert kept in got
    assert dropped not in got


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Lift the motor out with the crane on Thursday, riggers to rig it", "Lifting"),
        ("Weld the new shoe today under our permit HW-22", "Hot Work"),
        ("Weld repair of the shoe deferred to tomorrow, then weld it on the night shift", "Hot Work"),
    ],
)
def test_own_work_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


# ---------------------------------------------------------------- class 3: admin and planner lines
@pytest.mark.parametrize(
    "text",
    [
        "Contractor timesheet: 3 riggers x 12 hr, 1 crane operator x 10 hr",
        "Cost report: 900 man hours on hot work fire watch this month",
        "Scaffold hire invoice: 40 m of tube and fittings, 2 weeks, approve for payment",
        "Confined space rescue standby rates for 2 persons, quote only",
        "Update the isometric to show the new spade at flange F-3, drafting only",
        "Update the task steps in SAP for PM-1102",
        "Update the task list in SAP for the 11 kV switchgear PM",
    ],
)
def test_admin_lines_raise_nothing(text: str) -> None:
    assert _types(text) == set()


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Crane operator to lift the 5 t pump onto the skid", "Lifting"),
        ("Update the task list in SAP, then isolate the 11 kV switchgear and rack out breaker 3", "Electrical/LOTO"),
        ("Insert the spade at flange F-3 and break the joint", "Cold Work"),
    ],
)
def test_admin_words_beside_work_keep_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


# ---------------------------------------------------------------- class 4: place names, a stuck passenger lift
@pytest.mark.parametrize(
    "text,permit",
    [
        ("The delivery van parked on Crane Street while the driver had lunch.", "Lifting"),
        ("The team dinner was at the Scaffold Inn on Friday.", "Working at Height"),
        ("Walkers crossed Trench Meadows on the public footpath.", "Excavation"),
        ("The lift in the main office broke down with three visitors inside for 10 minutes.", "Confined Space Entry"),
    ],
)
def test_place_names_raise_nothing(text: str, permit: str) -> None:
    assert permit not in _types(text)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Dig a 1.5 m deep trench on Tank Street for the new water main", "Excavation"),
        ("Keep the crane lane clear for the 50 t crane lift", "Lifting"),
        ("Erect scaffold on Scaffold Street to reach the 8 m gutter", "Working at Height"),
    ],
)
def test_work_on_such_a_street_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


# ---------------------------------------------------------------- class 5: "I did not go up"
@pytest.mark.parametrize(
    "text",
    [
        "Witness statement: I saw a loose gutter on the warehouse roof. I did not go up and called my supervisor.",
        "I spotted a bird's nest on the silo roof but I didn't climb up; I reported it.",
        "We saw the damaged sheet on the roof and we did not go up, the manager sent a drone.",
    ],
)
def test_witness_who_did_not_go_up_raises_no_height(text: str) -> None:
    assert "Working at Height" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "I did not go up the ladder with three points of contact and fell 3 m",
        "I climbed onto the 6 m roof without a harness to clear the gutter",
        "I did not go up at first, but later I climbed the 8 m ladder to the roof",
    ],
)
def test_a_climb_that_happened_keeps_height(text: str) -> None:
    assert "Working at Height" in _types(text)


# ---------------------------------------------------------------- class 6: titles, props, hire firms, topics asked
@pytest.mark.parametrize(
    "text,permit",
    [
        ("Office: the welding coordinator spilt coffee on his keyboard.", "Hot Work"),
        ("The crane driver slipped on the canteen steps on his way to lunch.", "Lifting"),
        ("Film: the extra playing a welder wore a plastic welding mask.", "Hot Work"),
        ("The scaffold hire company moved to a new office.", "Working at Height"),
        ("During induction the apprentice asked what hot work means.", "Hot Work"),
    ],
)
def test_titles_props_firms_and_questions_raise_nothing(text: str, permit: str) -> None:
    assert permit not in _types(text)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Welding supervisor to watch the welders tack the shoe on the pipe rack", "Hot Work"),
        ("The crane hire company will lift the 20 t transformer on Tuesday", "Lifting"),
        ("Explain what a confined space is, then enter tank T-3 to inspect the floor", "Confined Space Entry"),
    ],
)
def test_work_named_beside_them_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)
