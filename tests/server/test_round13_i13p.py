"""Issue 12, round 13 (i13p): permit-type lookalikes and exclusions (tune12 measured untuned first).

Each class is probed in other words than the tune12 orders: an isolation made at valves (a process isolation, even
beside a pump or a ring main), something dug out of a store or cupboard (fetched, not ground broken), motor racing's
pit lane terms, the trench that existing cables share (their route, as a cable trench is) and a hand reaching into a
winder's or hoist's rope drum (a machine part, not a process drum). Every BENIGN probe is paired with a SAFETY probe
that describes the real work beside the same words and must keep its permit.
"""

import pytest

from tests.support.hazards import codes, run

BENIGN = [
    # an isolation said made at valves is a process isolation
    (
        "Replace the strainer basket; isolated at V-201 and V-202 and drained, the booster pump stays running.",
        "",
        "LOTO",
    ),
    ("Change the gasket on the cooling water pump discharge flange.", "Isolate V-7/V-8, drain, break flange", "LOTO"),
    (
        "Swap the level gauge glass, isolated by its block valves and vented; the transfer pump is in service.",
        "",
        "LOTO",
    ),
    # something dug out of a store or cupboard is fetched
    ("Open day stand: dig the old safety banners out of the store cupboard and set up the gazebo.", "", "EXC"),
    ("Induction prep - dig out the spare hard hats from the stores for the visitors.", "", "EXC"),
    # motor racing's pit lane terms
    ("Race night in the social club: replay of the pit entry infringement and the pit stop strategy.", "", "CSE"),
    # the trench existing cables share is their route
    ("Megger cable C3 from both ends; C2 and C4 share the trench and remain energised.", "", "EXC"),
    # a hand in a winder's or hoist's rope drum
    (
        "The inquiry heard a rigger reached into the winch rope drum while the hoist was stopped at the pendant.",
        "",
        "CSE",
    ),
]

SAFETY = [
    ("Replace the strainer basket; pump motor isolated at the MCC and locked, suction valve closed.", "", "LOTO"),
    ("Isolate the pump and valves, then change the mechanical seal.", "LOTO motor, isolate valves", "LOTO"),
    ("Dig a trial hole 1 m deep beside the store to find the water main.", "", "EXC"),
    ("Dig out the ground from the shed foundation to 0.8 m with a mini digger.", "", "EXC"),
    ("Sump pit entry with attendant to remove the strainer.", "", "CSE"),
    ("Dig a trench 1.2 m deep for the new duct; cables C2 and C4 are in the same corridor.", "", "EXC"),
    ("A fitter reached into the sample drum to retrieve the dipper.", "", "CSE"),
]


@pytest.mark.parametrize(("text", "plan", "gone"), BENIGN)
def test_a_lookalike_raises_no_such_permit(text, plan, gone):
    result = run(text, "", plan)
    assert gone not in codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


@pytest.mark.parametrize(("text", "plan", "code"), SAFETY)
def test_the_real_work_keeps_its_permit(text, plan, code):
    result = run(text, "", plan)
    assert code in codes(result), [(h.id, h.triggers) for h in result.hazards]


def test_an_excluded_dig_beside_a_real_trench_keeps_its_conflict():
    result = run("No digging today. Open the trench to 1.5 m with the excavator and expose cable F5.")
    assert "EXC" in codes(result)


# the X-ray verb, a casting that is not an animal, and the X-ray tube energised (the beam on, not a live circuit)
def test_x_rayed_is_radiography_and_its_tube_energised_is_not_electrical():
    result = run(
        "The restorers x-rayed the cast iron horse in the yard with a 200 kV set, and a porter walked past the cordon "
        "while the tube was energised."
    )
    assert "RAD" in codes(result)
    assert "LOTO" not in codes(result), [(h.id, h.triggers) for h in result.hazards]


def test_an_animal_x_rayed_and_a_live_circuit_keep_their_reading():
    assert "RAD" not in codes(run("The vet x-rayed the old horse in the stable yard."))
    fitter = run(
        "The radiographer x-rayed the welds at night; earlier an electrician was shocked while the lighting circuit "
        "was energised."
    )
    assert {"LOTO", "RAD"} <= codes(fitter)


# an omission that lists a second thing left undone still reports the omission, not an exclusion
def test_a_missing_permit_listed_with_another_omission_keeps_the_work():
    result = run(
        "A fitter cut the seized bolt with a petrol disc cutter in the paint store; no hot work permit or fire "
        "watch had been issued."
    )
    assert "HW" in codes(result)
    assert "HW" not in codes(run("Replace the gasket with spanners. No hot work or lifting planned."))


# entry through a hatch or manway on a ladder is the way into the space, not ladder work at height
def test_entry_through_a_hatch_on_a_ladder_is_the_space_not_height():
    result = run(
        "Pit drained and vented. Operator enters through the top manway on a ladder with a rescue line, standby "
        "man at the manway, gas monitor worn."
    )
    assert "CSE" in codes(result)
    assert "WAH" not in codes(result), [(h.id, h.triggers) for h in result.hazards]
    assert "WAH" in codes(run("Electrician goes in through the loft hatch on a ladder to fit the detector at 4 m."))


# a load lowered or raised by a hired telehandler, its weight said between
def test_a_load_lowered_with_a_hired_telehandler_is_a_lift():
    result = run("The crew lowered a 1.8 t tank into the pit with a hired telehandler.")
    assert "LIFT" in codes(result), [(h.id, h.triggers) for h in result.hazards]


# a person sent or climbing into a machine's trough is an entry; a cable trough is not
def test_a_person_sent_into_a_screw_trough_is_an_entry():
    result = run("The operator climbed into the conveyor trough to free the blockage; the drive was only stopped.")
    assert "CSE" in codes(result), [(h.id, h.triggers) for h in result.hazards]
    assert "CSE" not in codes(run("Lay the new instrument cables into the cable trough along the rack."))


# a vehicle driven onto a fuel berth, dock or forecourt where fuel is dispensed enters a hydrocarbon area
def test_a_vehicle_driven_onto_a_fuel_dock_is_vehicle_entry():
    result = run(
        "A courier's pickup drove down the fuel-pontoon ramp to drop off a part while fuel was being dispensed."
    )
    assert "VEH" in codes(result), [(h.id, h.triggers) for h in result.hazards]
    assert "VEH" not in codes(run("A car drove down the road to the office car park."))
