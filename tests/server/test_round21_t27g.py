"""Issue 12, round 21 (t27g): the same job text raises the same permits however it is presented.

Three general causes made the permits depend on where and how the words were written:
- a list item's mark ("- Weld inside the drum.") stood before the clause's first word, so a rule for a sentence's
  start (the imperative "Weld inside ...", the everyday "The welding teacher ...") did not read a bulleted line;
- the semantic layer's `alone` exemplars (the job still to be done, said as a need) and its incident-report reading
  were kept for a description with no title or job plan, so the same words as the title over a neutral description
  ("See title.") or as the job plan over a neutral one lost them: a field that says nothing of its own (fewer than
  `semantic.MIN_WORDS` words) no longer counts;
- a sentence written on without its full stop ("... to lift the valve Contact the area supervisor for access") was
  read as one sentence: the second diluted the semantic reading of the first, and a long run was split as a voice
  note through a vessel's entry ("into V-600 with the crane, then welders inside"). It is read as two sentences.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import run, types

CSE, HW, LIFT, RAD, VEH, EXC = (
    "Confined Space Entry",
    "Hot Work",
    "Lifting",
    "Radiography",
    "Vehicle Entry",
    "Excavation",
)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("- Weld inside the drum.", HW),
        ("* Weld crack repair on RTG-11 sill beam at 15m, from MEWP", HW),
        ("\u2022 Weld bracket on flue stack platform at 40 m, rope access", HW),
        ("(b) Weld inside the drum, with no helper.", HW),
        ("Steps:\n- Isolate and drain the line\n- Weld inside the drum", HW),
    ],
)
def test_a_bulleted_line_reads_as_its_sentence(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("- The welding teacher is sick, the course is moved to next week.", HW),
        ("- The welding teacher will give the lesson in the training centre on Monday.", HW),
        ("- Gave the new guy a dig about his haircut lol", EXC),
        ("- Bru gave the foreman a dig about his driving lol", EXC),
    ],
)
def test_a_bulleted_everyday_line_stays_everyday(text: str, permit: str) -> None:
    assert permit not in types(run(text))


NEEDS = [
    ("Diesel forklift to enter the chlorine dosing area to deliver drums.", VEH),
    ("Silo 3 bridged, someone to go in from top hatch to break it up, rescue set up.", CSE),
    ("Weld and MPI the new lifting lug on the skid frame in the process area", HW),
    ("RT 100% of the new welds on the ammonia line, NDT contractor", RAD),
]


@pytest.mark.parametrize("text,permit", NEEDS)
def test_the_job_told_only_in_the_title_reads_as_told_alone(text: str, permit: str) -> None:
    assert permit in types(run("See title.", title=text))


@pytest.mark.parametrize("text,permit", NEEDS)
def test_the_job_told_only_in_the_plan_reads_as_told_alone(text: str, permit: str) -> None:
    assert permit in types(run("Maintenance job.", plan=text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("The crane hire company changed its phone number and the buyer updated the supplier list.", LIFT),
        ("The welding teacher will give the lesson in the training centre on Monday.", HW),
        ("Auto-generated reminder: hot work permit HW-2231 will expire at 18:00 today.", HW),
        ("The excavator driver will be on holiday next week, planner must to find replacement.", EXC),
    ],
)
def test_an_office_line_in_the_title_or_plan_stays_benign(text: str, permit: str) -> None:
    assert permit not in types(run("See title.", title=text))
    assert permit not in types(run("Maintenance job.", plan=text))


def test_a_title_beside_a_description_of_its_own_is_no_text_told_alone() -> None:
    result = assess({"title": "Pump P-330 seal change", "description": "Change the mechanical seal on P-330."})
    assert "semantic" in result.layers  # the layer ran; the order is a work order, not a text given alone


@pytest.mark.parametrize(
    "text,permit",
    [
        ("use a chain hoist on the beam clamp to lift the valve Contact the area supervisor for access.", LIFT),
        ("contractor to x ray the new welds on the hospital steam main Contact the area supervisor for access.", RAD),
        ("RT 100% of the new welds on the ammonia line, NDT contractor Contact the supervisor for access.", RAD),
        (
            "Lift the new 3-ton internal distributor into V-600 with the crane, then welders inside tack it to the "
            "support ring Contact the area supervisor for access.",
            CSE,
        ),
    ],
)
def test_a_run_on_sentence_reads_as_two(text: str, permit: str) -> None:
    result = run(text)
    assert permit in types(result)
    assert any(r.reason.startswith("run-on sentence") for r in result.readAs)


@pytest.mark.parametrize(
    "text",
    [
        "Deliver the spare drums to Hill Farm the week after the shutdown.",
        "Please ask Dave the rigger to sign the timesheet.",
        "The invoice went to Accounts on Friday and the buyer filed it.",
        "Call Bob the crane driver about the rota for next week.",
    ],
)
def test_a_name_inside_a_sentence_is_no_run_on(text: str) -> None:
    assert not any(r.reason.startswith("run-on sentence") for r in run(text).readAs)
