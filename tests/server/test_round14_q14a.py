"""Issue 12, round 14 (helper q14a): blackbox14c's desk-work and remote-inspection lines, as classes.

- Minutes and topics of a toolbox talk or meeting by their short names ("TBT minutes", "Mtg re ..."), a "Topic:"
  heading and a talk held on a subject are talk, not work; work said to be discussed after it is named is talk too,
  while work done "as discussed" is the work agreed.
- An operator's competency card or licence and a course for the work ("cherry picker training") are paper about it.
- Kit listed in a stores request, issue or return is moved by the stores, not used.
- A drone, camera or crawler that looks inside a space puts no person inside: the inspection stays an implied entry
  (the permit stays when nothing else is said) that a firm "no person goes in" outweighs; a person entering elsewhere
  keeps the permit with a SCOPE-CONFLICT.
- Lookalikes: work in the same sentence as a talk held on site, a training centre's roof, a licence plate, a person
  who takes the camera in, something lowered into a pipe or a level lowered in a tank.
"""

import pytest

from tests.support.hazards import permits, run, types

WAH, CSE, HW, EX, LIFT = "Working at Height", "Confined Space Entry", "Hot Work", "Excavation", "Lifting"


@pytest.mark.parametrize(
    "text",
    [
        "TBT minutes - topic: welding and fire watch, 14 attendees",
        "Mtg minutes: crane lift plan for the new exchanger talked over, nothing on site",
        "Topic: entry into the digester, 8 attendees signed the sheet.",
        "Toolbox talk given on excavation safety at 06:30, all crew signed",
        "TBT on scaffold inspection and harness use, night shift",
        "mtg re hot tap on the firewater main, room 4",
        "Meeting regarding the trench for the new cable, admin block",
        "The radiography campaign for next year was discussed, no action.",
    ],
)
def test_talk_and_meeting_minutes_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Toolbox talk held on site at 07:00, then excavate the trench to 1.5 m", EX),
        ("Weld the new bracket on the rack as discussed with the operator.", HW),
        ("Weld the new bracket on the rack as was discussed yesterday.", HW),
        ("Lift the AC unit onto the training centre roof with the 50 t crane.", LIFT),
        ("Weld the licence plate bracket back on the trailer.", HW),
    ],
)
def test_work_beside_talk_words_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "crane operator competency cards chk at gate",
        "Check the forklift and telehandler licences of the new drivers",
        "plz book cherry picker training for 3 ppl next month",
        "Book harness refresher for the scaffold crew",
        "MEWP operator ticket check for the contractors at induction",
    ],
)
def test_cards_licences_and_training_are_paper(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Stores request: 4 harnesses, 2 lanyards and 1 rescue tripod for the TA container. Nothing used this week.",
        "stores issue 3 harnesses and 3 lanyards to TA container, not for use this wk",
        "Stores return: 2 gas detectors, 1 tripod and 1 retrieval winch back from the tank job.",
        "Stores requisition 6 full-body harnesses, 6 twin lanyards",
    ],
)
def test_kit_moved_by_the_stores_is_not_used(text: str) -> None:
    assert permits(text) == set()


def test_kit_issued_by_the_stores_leaves_the_work_in_another_clause() -> None:
    assert WAH in permits("Stores issue 2 harnesses to the roof crew; crew to fit the sheets on the roof at 6 m")


@pytest.mark.parametrize(
    "text",
    [
        "Drone inspection inside the tank, flown from the roof hatch. No person goes in.",
        "Inspect the inside of vessel V-3 with a borescope through the nozzle. No man entry.",
        "Camera lowered into the sump on a rope from the top. Nobody enters.",
        "Fly the drone inside the boiler to survey the tubes. No one will go inside.",
        "Lower the camera through the manway into the vessel. Nobody will enter the vessel.",
        "CCTV crawler sent into the sewer from the manhole; no one goes in.",
    ],
)
def test_a_device_inside_with_no_person_going_in_raises_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Drone inspection inside the tank.",
        "Camera lowered into the sump on a rope from the top.",
        "Inspect the inside of tank T-4 with a pole camera.",
        "CCTV crawler sent into the sewer from the manhole.",
    ],
)
def test_a_device_inside_alone_keeps_the_entry_permit(text: str) -> None:
    """Safety first: with no word that nobody goes in, the internal inspection is an implied entry."""
    assert CSE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Drone inspection inside the tank, then the fitter goes inside the tank to fix the ladder. No person goes in.",
        "Inspector goes inside the tank with a camera to photograph the floor. No person goes in.",
        "Camera survey inside the tank. Fitter enters the tank through the manway to free the float. No man entry.",
    ],
)
def test_a_person_entering_beside_the_device_keeps_the_permit_with_a_conflict(text: str) -> None:
    result = run(text)
    assert CSE in types(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Lower the level in the tank to 20% before the delivery.",
        "Crawler driven inside the pipe between welds, RT of the girth welds.",
        "Push the blind into the flange gap and bolt it up.",
    ],
)
def test_no_device_inside_a_space_raises_no_entry(text: str) -> None:
    assert CSE not in permits(text)


def test_a_device_suppression_is_listed() -> None:
    result = run("Drone inspection inside the tank, operated from outside. No person goes in.")
    reasons = [n.reason for n in result.negated]
    assert any("device" in r for r in reasons)
    assert any("no entry" in r for r in reasons)
