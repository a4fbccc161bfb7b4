"""Issue 12, round 15 (helper t16a): over-called permits in the blind tune set tune16.

UET-018 "lift basket out by hand (2 man lift, 35 kg)" raised Working at Height: a two-man lift is a load carried by
two people, not a manlift. NET-019 "a visitor ... stepped off the marked walkway ... in the path of a reversing pallet
truck" raised Working at Height: leaving a floor-level pedestrian walkway is a traffic near miss, not a fall. UET-016
"Print 'DANGER - CONFINED SPACE - ENTRY BY PERMIT ONLY' signs" raised Confined Space Entry: quoted words before
"signs" are what the sign says (the dashes split the quote into clauses, so it is read over its whole sentence).
UET-011 and UET-035 raised Working at Height from a scaffold named in the equipment list while the text read every
scaffold it named as a mention (a walk round with the register) or as work reported over (struck, nothing left to do):
the list repeats that thing and adds no work of its own.
"""

import pytest

from tests.support.hazards import permits, run, types

WAH, CSE = "Working at Height", "Confined Space Entry"


@pytest.mark.parametrize(
    "text",
    [
        "Open the strainer cover and lift the basket out by hand (2 man lift, 30 kg). No hoist.",
        "Motor is 40 kg: two-man lift onto the bench, then fit the new bearing.",
        "Carry the 50 kg valve to the workshop, 3 man lift, use the trolley.",
    ],
)
def test_a_team_lift_by_hand_is_no_manlift(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Use the man lift to reach the light fittings on the 8 m ceiling.",
        "Manlift booked for the pipe rack insulation repair.",
        "2 man boom lift booked for the pipe rack insulation repair.",
    ],
)
def test_a_manlift_keeps_working_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Near miss: an operator stepped off the marked walkway into the forklift route and a forklift braked.",
        "A visitor stepped off the pedestrian walkway to take a call and a reversing truck stopped in time.",
        "Near-miss: a driver stepped off the walkway into the path of a reversing forklift.",
    ],
)
def test_leaving_a_marked_walkway_is_no_fall(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "A fitter stepped off the walkway edge on the pipe rack and fell 2 m.",
        "Incident: the operator stepped off the platform onto the tank roof.",
        "A worker fell off the elevated walkway on the conveyor gantry.",
        "A contractor stepped off the walkway on the gantry and dropped to the ground.",
    ],
)
def test_a_fall_from_a_walkway_keeps_working_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Fix 'DANGER - CONFINED SPACE - ENTRY BY PERMIT ONLY' signs to the handrail next to each sump cover. "
            "No entry.",
            CSE,
        ),
        ("Put up 'Confined Space - Do Not Enter' signs at the three valve pits. Covers stay shut, no entry.", CSE),
        ("Replace the faded 'Danger confined space' notices on the manholes. Do not lift the covers.", CSE),
        ("Print 'HOT WORK IN PROGRESS' signs for the permit office board.", "Hot Work"),
    ],
)
def test_a_signs_quoted_words_are_not_the_work(text: str, kind: str) -> None:
    result = run(text)
    assert kind not in types(result)
    assert not [f for f in result.findings if f.code == "SCOPE-CONFLICT"]
    assert any("sign's words in quotes" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Enter the sump S-4 to remove silt; confined space entry with gas test and standby.",
        "Fix confined space signs, then enter the valve pit to replace the gasket.",
        "Fit the 'confined space' sign, then the fitter enters the pit to clean it with a standby man.",
    ],
)
def test_entry_beside_a_sign_keeps_its_permit(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    ("text", "equipment"),
    [
        (
            "Weekly walk round of the scaffolds with the register; check tags from the ground. Update the register.",
            ["Scaffolds SC-1 to SC-9", "Scaffold register"],
        ),
        (
            "Insulation repair completed last week, scaffold SC-44 struck. Close the order, nothing left to do.",
            ["Scaffold SC-44"],
        ),
        ("Print the scaffold inspection report for the area authority.", ["Scaffold SC-12"]),
    ],
)
def test_equipment_the_text_only_mentions_adds_no_work(text: str, equipment: list[str]) -> None:
    result = run(text, equipment=equipment)
    assert WAH not in types(result)
    assert any(n.reason.startswith("equipment listed where the text reads") for n in result.negated)


@pytest.mark.parametrize(
    ("text", "equipment"),
    [
        ("Replace the insulation on the top head from the scaffold.", ["Scaffold SC-44"]),
        ("Paint the vent line on the tank roof.", ["Scaffold SC-44"]),
        (
            "Walk round of scaffolds with the register. Then climb the scaffold to fix the loose toe board at 6 m.",
            ["Scaffold SC-7"],
        ),
    ],
)
def test_equipment_beside_real_work_keeps_its_permit(text: str, equipment: list[str]) -> None:
    assert WAH in types(run(text, equipment=equipment))
