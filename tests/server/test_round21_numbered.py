"""Issue 12, round 21 (lead, blackbox27b): "No. 3 cargo hold" numbers a space; it ends no sentence and denies nothing.

The sentence splitter took the full stop of "No." for a sentence's end, so "Enter No. 2 ballast tank to inspect" was
read as "Enter No" and "2 ballast tank to inspect", and the entry was lost; read as one sentence, "no" then governed
the words after it ("No. 2 crane to lift the 8 t module" was a negated lift). A ship's cargo hold is a space a person
enters or goes down into; bags loaded into an aircraft's hold are no person. Railway traction supplies (OLE, the
conductor rail) are isolated as electrical plant.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, LIFT, HW = "Confined Space Entry", "Electrical/LOTO", "Lifting", "Hot Work"


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Enter No. 2 ballast tank to inspect.", CSE),
        ("Enter No. 3 cargo hold to sweep the tank tops after discharge.", CSE),
        ("Go into the tween deck of No. 2 hold to check the lashing points.", CSE),
        ("Entry to No. 1 hold for the surveyor.", CSE),
        ("No. 2 crane to lift the 8 t module.", LIFT),
        ("Weld the tube in No. 2 boiler.", HW),
        ("Nos. 2 and 4 ballast tanks: enter and inspect the coating.", CSE),
    ],
)
def test_a_numbered_thing_keeps_its_sentence(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Any entry? No. Work from the deck.", CSE),
        ("No welding in No. 2 hold.", HW),
        ("No. 2 boiler: no entry, inspect from the manway.", CSE),
        ("Ramp agents loaded 140 bags into the aft hold of the A321.", CSE),
        ("Bulk cargo loaded into No. 4 hold overnight, hatches closed at 0600.", CSE),
        ("Inspect the hold from the hatch coaming; nobody goes down into the hold.", CSE),
    ],
)
def test_a_real_no_still_denies_and_cargo_is_no_person(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "OLE isolation and earthing requested for sections 20-22 Down Main, linesmen to renew the contact wire.",
        "Replace the section insulator on the Up Slow under an OLE isolation.",
        "Traction supply isolated, the track gang to replace the rail clips.",
    ],
)
def test_a_railway_traction_isolation_is_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Walk the Up Main to check the third rail shrouds.",
        "Ole Hansen to review the track possession plan.",
        "Photograph the contact wire wear at the level crossing from the platform.",
    ],
)
def test_naming_the_traction_plant_is_no_isolation(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Aluminothermic weld at 23m 40ch on the Up Fast.",
        "Two thermit welds on the Down Main tonight.",
        "Thermit welding of the closure rail, fire watch on the cess.",
    ],
)
def test_a_rail_thermit_weld_is_hot_work(text: str) -> None:
    assert HW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Bird control: three common cranes landed on the runway 09 grass, dispersed with the pyrotechnics van.",
        "Ecology survey: a sandhill crane colony nests by the port lagoon.",
        "Origami crane workshop for staff children in the terminal.",
        "A flock of cranes roosted on the tailings pond overnight.",
    ],
)
def test_the_bird_is_no_crane(text: str) -> None:
    assert LIFT not in types(run(text))


def test_a_crane_named_by_colour_still_lifts() -> None:
    assert LIFT in types(run("Blue crane to lift the 12 t transformer onto the plinth."))


def test_a_bridge_hand_holds_up_nothing() -> None:
    text = "Last week's hand 7: declarer had no entry to dummy after the hold-up in hearts, so the squeeze failed."
    assert CSE not in types(run(text))
