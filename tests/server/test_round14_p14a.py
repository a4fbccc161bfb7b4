"""Issue 12, round 14 (helper p14a): a second blind prober's precision lines on desk work and on work that is over or
put off, as classes.

- Desk work about a job raises no permit: the job inside the paper a desk act works on (review, sign off, write,
  approve, file, email), a paper already handled, talk about the job, its commercial paper, its plan given alone, the
  minutes of a talk, and kit audited, received into stores or sent away for inspection.
- A job reported finished, closed, taken away or put off to another day is not this order's work when the order says
  nothing is done now ("no work today", "nothing open", "job closed") or that its act is keeping a record up to date.
- Lookalikes: the desk act's object ends at a comma, a conjunction or a second verb, so the work after it keeps its
  permit; new work beside a finished job keeps its permit; work still to do ("to be dismantled") is not over; an
  isolation reported done is a state kept for the work.
"""

import pytest

from tests.support.hazards import permits, run

LIFT, HW, CSE, EX, WAH = "Lifting", "Hot Work", "Confined Space Entry", "Excavation", "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        "Review the scaffold method statement from the contractor and return comments.",
        "Sign off the crane lift plan prepared by the rigging contractor.",
        "Draft the risk assessment for the vessel entry on V-7 next month.",
        "Approve the radiography plan for the new pipe welds.",
        "Email the scaffold hire company about the invoice.",
        "Please check the rescue plan for the tank entry at T-12.",
    ],
)
def test_paper_a_desk_act_works_on_raises_nothing(text: str) -> None:
    result = run(text)
    assert not result.permitTypes
    # round 17 (v20p) reads a lift, test or inspection plan handled at a desk as an everyday sense: the same reading
    # under another name, still listed with its phrase
    assert any(n.reason.startswith(("mention", "everyday sense")) for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Excavation survey report received, file it in the project folder.",
        "Lifting gear inspection results reviewed by the engineer.",
        "Meeting with the client about the crane lift of the new reactor.",
        "We discussed the confined space entry with the planner.",
        "Quote for the scaffolding of the east tower to be compared with last year.",
        "Plan the trench for the new cable route.",
        "Minutes of the weekly review: welding on PR-3 and the tank entry were covered.",
        "Audit of the fall arrest harnesses in the permit office.",
        "Receive the delivery of welding rods and put them in the cage.",
        "Confined space gas detectors packed and sent to the supplier for calibration.",
    ],
)
def test_talk_commercial_paper_and_kit_raise_nothing(text: str) -> None:
    assert not permits(text)


@pytest.mark.parametrize(
    "text, permit",
    [
        ("Review the lifting plan with the crew, then lift the 12 t vessel with the 100 t crane.", LIFT),
        ("Review the lifting plan and lift the pump with the 50 t crane.", LIFT),
        ("Plan the lift and carry it out with the 50 t crane.", LIFT),
        ("Submit the excavation permit and dig the trench 1.5 m deep.", EX),
        ("File the hot work permit after welding the shoe.", HW),
        ("Discuss the lift with the crane operator and then lift the pump with the crane.", LIFT),
        ("Safety briefing before the lift, then lift the 12 t vessel with the crane.", LIFT),
        ("Call the crane company to bring the 50 t crane and lift the vessel.", LIFT),
        ("Write the method statement, then enter the tank to inspect the coating.", CSE),
        ("Review the excavation drawings before digging the trench 1.5 m deep.", EX),
        ("Review the weld procedure, weld the shoe on line 4.", HW),
        ("Update the schedule and weld the shoe on P-4.", HW),
        ("Sign off the scaffold then paint the steel from the scaffold.", WAH),
    ],
)
def test_work_after_the_desk_act_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Handover: vessel entry into V-3 completed yesterday, manholes closed, nothing outstanding.",
        "Scaffold on the column struck, job closed.",
        "Hot work permit for the tie-in expired at 16:00, nothing on site till Monday.",
        "The excavator from last week has left site, no work outstanding.",
    ],
)
def test_work_over_with_nothing_done_now_raises_nothing(text: str) -> None:
    result = run(text)
    assert not result.permitTypes
    assert any("not this order's work" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Grinding job on the rack postponed, no work today.", HW),
        ("Crane moved to next Tuesday; no lifting today.", LIFT),
        ("Crane lift on P-4 scheduled for next week, planner to update SAP.", LIFT),
        ("V-201 entry planned for Friday, planner to update SAP.", CSE),
    ],
)
def test_work_put_off_or_planned_keeps_its_permit(text: str, permit: str) -> None:
    """Lead's review: work put off or booked for another day is still the order's work; its permit is planned for
    that day, never dropped (a "today no lifting" beside it is a SCOPE-CONFLICT at most)."""
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text, permit",
    [
        ("Tank entry finished yesterday, nothing open. Today weld the new nozzle.", HW),
        ("Welding finished yesterday; today grind the weld flush.", HW),
        ("Scaffold to be dismantled tomorrow, no work today.", WAH),
        ("Scaffold will be dismantled on Friday; no work today.", WAH),
        ("Crane lift put off to Monday (wind); no work today. Scaffold erection on the column at 12 m.", WAH),
        ("Tank entry of T-5 finished.", CSE),
        ("No work today except the crane lift of the pump.", LIFT),
        ("LOTO completed, nothing outstanding. Fitter to replace the seal on P-101.", "Electrical/LOTO"),
    ],
)
def test_new_or_open_work_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)
