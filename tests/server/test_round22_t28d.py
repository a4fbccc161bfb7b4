"""Issue 12, round 22 (t28d, tune21..23 and the probes): a cancellation covers its own clause; live work told by its
controls; a toxic gas bundle changed; a room entered with its ventilation off; and three lookalikes.

"Welding on E-5 cancelled, weld the bracket on E-6" read the cancellation over the comma: the weld cue opens on the
comma before its clause, so the negation window reached "cancelled", and the revision then held back every welding
cue of its sentence. Live work in an order about a battery or a board said by its own controls in a line of its own
("Energised work permit", "arc flash PPE") raised no electrical permit; a toxic gas bundle's pigtail vented and
broken raised no line break; a picker went into a shut growing room with the ventilation off and came out dizzy, and
no entry was read. Lookalikes: a walk-in cold store's magnetic door gasket, a van parked at the admin side, and what
a feeder that stays energised feeds ("(feeds the rack pumps)") are no work on plant, no vehicle in the area and no
machine started.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, HW, CW, VEH, RAD, EXC = (
    "Confined Space Entry",
    "Electrical/LOTO",
    "Hot Work",
    "Cold Work",
    "Vehicle Entry",
    "Radiography",
    "Excavation",
)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Welding on E-5 cancelled, weld the bracket on E-6.", HW),
        ("Welding on E-5 cancelled, weld the bracket on E-6 instead.", HW),
        ("Hot work on E-5 cancelled, weld the new clip on E-6.", HW),
        ("Welding on E-5 cancelled, please weld the bracket on E-6.", HW),
        ("Grinding on P-3 cancelled, grind the weld cap on P-4.", HW),
        ("Welding on E-5 deleted, weld the bracket on E-6.", HW),
        ("Welding on E-5 called off, weld the bracket on E-6.", HW),
        ("Radiography of weld 3 cancelled, X-ray weld 4 tonight.", RAD),
        ("Entry into V-101 cancelled, enter V-102 to inspect the trays.", CSE),
        ("Excavation at bay 3 cancelled, dig the pit at bay 4 to 1.5 m.", EXC),
    ],
)
def test_a_cancellation_covers_its_own_clause_only(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Welding on E-5 cancelled.", HW),
        ("Weld the bracket on E-5. REV 2: welding cancelled, bolt the bracket instead.", HW),
        ("Welding and grinding cancelled, bolted clamp only.", HW),
        ("Welding, grinding and cutting cancelled, bolted clamp only.", HW),
        ("No naked flames, grinding or welding.", HW),
    ],
)
def test_a_cancelled_job_stays_cancelled(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "title,description,plan",
    [
        ("220 V DC battery - cells replace", "Replace 2 cells. Insulated tools, arc flash PPE, rubber mat.", ""),
        ("UPS battery string - replace 4 jars", "See title.", "Energised work permit\nSwap jars"),
        ("Battery charger CH-2 card swap", "Swap the charger card. Arc flash suit and face shield worn.", ""),
        ("Switchboard SB-3 follow-up", "Tighten the busbar joints. Energised work justification attached.", ""),
    ],
)
def test_live_work_told_by_its_controls_is_electrical(title: str, description: str, plan: str) -> None:
    assert ELEC in types(run(description, title=title, plan=plan))


@pytest.mark.parametrize(
    "title,description",
    [
        ("Pipe bracket weld", "Weld the bracket. Arc flash PPE for the welder."),
        ("Electrical store tidy", "Tidy the store. Energised work permits filed."),
    ],
)
def test_live_work_words_without_live_work_raise_no_electrical_permit(title: str, description: str) -> None:
    assert ELEC not in types(run(description, title=title))


@pytest.mark.parametrize(
    "text",
    [
        "Close bundle valve, vent pigtail to the vent header, N2 purge, disconnect.",
        "Change CO bundle B-2 (empty) for full bundle.",
        "Swap the empty chlorine drum for a full one.",
        "Change the ammonia cylinder on the dosing skid.",
        "Purge the pigtail with nitrogen and swap the H2S cylinder.",
    ],
)
def test_a_toxic_gas_bundle_changed_breaks_its_connection(text: str) -> None:
    assert CW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Change the CO2 cylinder on the beer line.",
        "Order two new chlorine cylinders from the supplier.",
        "The CO bundle was changed last week.",
    ],
)
def test_a_cylinder_not_changed_here_breaks_nothing(text: str) -> None:
    assert CW not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "A picker went into growing room 6 to fetch a crate while the ventilation was off and came out dizzy.",
        "With the extract fans switched off, the operator went into the ripening room and felt faint.",
        "The cellarman went into the keg store while the ventilation was down, and the CO2 alarm went off.",
    ],
)
def test_a_room_entered_with_its_ventilation_off_and_bad_air_is_entry(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "The electrician went into the switch room while the ventilation was off to change the fan motor.",
        "The cleaner walked into the office while the fans were off.",
        "She went into the store room while the extract fan was broken to fetch paper.",
        "With the fans off, the fitter went into the compressor house and came out fine.",
    ],
)
def test_a_room_with_its_fans_off_and_nobody_affected_is_a_room(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "title,description,equipment",
    [
        (
            "Cold store door gasket",
            "Refrigeration tech to fit a new magnetic gasket on the door. Unit keeps running.",
            ["Walk-in cold store CS-1"],
        ),
        ("Walk-in freezer door seal", "Replace the magnetic door seal, freezer stays running.", ["Walk-in freezer"]),
    ],
)
def test_a_walk_in_cold_stores_door_gasket_is_no_work_on_plant(
    title: str, description: str, equipment: list[str]
) -> None:
    assert CW not in types(run(description, title=title, equipment=equipment))


def test_a_process_gasket_in_a_cold_store_order_is_still_a_line_break() -> None:
    text = (
        "Ammonia valve station in the cold store: isolate, pump down and change the flange gasket on the liquid line."
    )
    assert CW in types(run(text, title="Cold store NH3 valve station gasket"))


@pytest.mark.parametrize(
    "text",
    [
        "Fitter van parked at the admin side, tools carried. Replace the trap on the tank farm steam line.",
        "The pick-up stays by the welfare cabins, kit walked in. Replace the trap on the tank farm steam line.",
        "Our van is parked at the offices car park, tools carried. Change the trap in the tank farm.",
    ],
)
def test_a_van_parked_away_from_the_plant_is_no_vehicle_entry(text: str) -> None:
    assert VEH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Van parks at the workshop yard, then drives into the tank farm to drop the drums.",
        "Fitter van parked at the admin side, then driven into the tank farm to the trap.",
    ],
)
def test_a_van_driven_on_into_the_plant_keeps_vehicle_entry(text: str) -> None:
    assert VEH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Dig by hand beside the 480 V feeder; it stays energized (feeds the rack pumps).",
        "The 415 V cable stays energised, feeding the cooling water pumps; hand dig only near it.",
    ],
)
def test_what_a_live_feeder_feeds_is_no_machine_started(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "The fitter was clearing the blockage when the operator energised the conveyor.",
        "Someone energised the pump while the fitter had the coupling guard off.",
    ],
)
def test_a_machine_energised_on_a_person_is_still_electrical(text: str) -> None:
    assert ELEC in types(run(text))
