"""Issue 12, round 21 (t27e): classes from the blind tune set tune23 (food, beverage and pharma GMP, cold chain,
boatyards).

Missed permits:
Class 1 (ULT-043, ULT-045, ULT-050): a bare "lock" on a machine or electrical device ("Lock EF-01 and RV-BF1" beside
"Exhaust fan EF-01 (400 V)", "electrician lock MCC-3 incomer") raised no Electrical/LOTO. A lock on a valve, door or
gate alone, or a lock nut, stays none.
Class 2 (ULT-020): a figure said with a tower or platform inside a chamber ("4 m tower inside the chamber") was read as
a depth (a chamber is a below-grade word); a valve chamber's depth stays a depth.
Class 3 (ULT-031): a hose replaced said as a new hose fitted or a hose drained broke no containment.
Class 4 (NLT-018): a vessel named with its capacity ("the open 2,000 L bioreactor") hid the entry.
Class 5 (NLT-003): two steps left undone in one breath ("had not been identified or isolated") read as a scope
statement, not an omission.
Class 6 (NLT-001): food and pharma process plant (a dryer, an atomiser, an exhaust fan) was no plant, so a control
room named in the story set the whole text in a non-industrial setting.
Class 7 (NLT-010): a vehicle's owner said after it ("a telehandler from the roofing contractor drove through the tank
compound") hid the drive in.

Forbidden permits:
Class 8 (ULT-050): "crane 60 t enter by the north gate" read as a space entered.
Class 9 (ULT-043): process powder dug out of a dryer and bagged raised Excavation.
Class 10 (ULT-024): a food X-ray foreign-body inspector raised Radiography.
Class 11 (ULT-037): "cold work" meaning work in a freezer's cold (its breaks, rota) raised Cold Work.
Class 12 (ULT-013): a pharmaceutical isolator (a glovebox) raised Electrical/LOTO.
Class 13 (ULT-017): a socket named with its amp rating beside a live feeder read as work on operating plant (Cold Work).
Class 14 (ULT-026): a screening list's dotted leader answered NO ("Hot work ........ NO - spool welded in the workshop")
was not read as the form's no.
Class 15 (ULT-036): the Hindi/Gujarati negation "koi tank entry nahi" (no tank entry) was not read.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str, title: str = "", equipment: list[str] | None = None) -> set[str]:
    return types(run(text, title=title, equipment=equipment))


# ---------------------------------------------------------------- class 1: a bare lock on a machine
@pytest.mark.parametrize(
    ("text", "equipment"),
    [
        (
            "Lock EF-01 and RV-BF1. Fitters change the 24 filter bags.",
            ["Exhaust fan EF-01 (400 V)", "Rotary valve RV-BF1"],
        ),
        ("Now lock AG-3 and open the manway cover for the paddle change.", ["Agitator AG-3 (15 kW)"]),
        ("Client electrician to lock MCC-3 incomer to spare way, we connect the new feeder.", []),
        ("Lock the exhaust fan and the rotary valve, then change the bags.", []),
        ("Lock pump P-101 and change the seal.", []),
    ],
)
def test_bare_lock_on_machine_raises_loto(text: str, equipment: list[str]) -> None:
    assert "Electrical/LOTO" in _types(text, equipment=equipment)


@pytest.mark.parametrize(
    "text",
    [
        "Lock the door of the pump house after the inspection round.",
        "Lock the gate to the compound and close the gas valve.",
        "Fit a lock nut to the fan guard bracket.",
    ],
)
def test_lock_on_door_gate_or_nut_raises_no_loto(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)


# ---------------------------------------------------------------- class 2: a tower inside a chamber
@pytest.mark.parametrize(
    "text",
    [
        "Work from a 4 m tower inside the chamber to clean the upper wall.",
        "Chamber entry by side door - erect mobile scaffold tower inside the chamber (platform 4 m) to clean roof.",
        "Inside the combustion chamber, scaffold platform at 6 m for the burner tile repair.",
    ],
)
def test_tower_inside_chamber_keeps_height(text: str) -> None:
    assert "Working at Height" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Descend into the valve chamber, 2.5 m deep, to replace the valve.",
        "Valve chamber 2 m below grade - pump out and replace gasket.",
        "Inspection chamber 1.8 m deep by the gate: clear the silt.",
    ],
)
def test_valve_chamber_depth_is_no_height(text: str) -> None:
    assert "Working at Height" not in _types(text)


# ---------------------------------------------------------------- class 3: a new hose fitted
@pytest.mark.parametrize(
    "text",
    [
        "Close the tank outlet valve, drain hose into a can, fit new hose + nozzle, check.",
        "Fit new hose and nozzle on the diesel dispenser.",
        "Install a new flexible hose on the caustic dosing skid.",
    ],
)
def test_new_hose_fitted_breaks_containment(text: str) -> None:
    assert "Cold Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Fit a new hose reel in the fire cabinet by the canteen.",
        "Order a new hose reel for the wash bay.",
        "Hang the new hose covers on the rack in the stores.",
    ],
)
def test_hose_reel_or_cover_breaks_nothing(text: str) -> None:
    assert "Cold Work" not in _types(text)


# ---------------------------------------------------------------- class 4: a vessel named with its capacity
@pytest.mark.parametrize(
    "text",
    [
        "A technician leaned into the open 2,000 L bioreactor through the top manway to retrieve a dropped probe.",
        "Two fitters enter the 5,000 litre tank to clean the floor.",
        "The operator climbed into the 30 m3 vessel to free the agitator.",
    ],
)
def test_vessel_with_capacity_entered(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Leaned over the 2,000 L tank rail to read the level gauge.",
        "Order a 1,000 L IBC of caustic for the CIP skid.",
        "Fill the 500 L bioreactor with media from the prep room.",
    ],
)
def test_vessel_capacity_without_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


# ---------------------------------------------------------------- class 5: two steps left undone
@pytest.mark.parametrize(
    "text",
    [
        "A contractor drilling into a wall hit a 230 V cable. The circuit had not been identified or isolated first.",
        "The fitter opened the junction box. The supply had not been checked or isolated first.",
        "The motor had not been stopped or locked out before the coupling was changed.",
    ],
)
def test_two_omitted_steps_raise_loto(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "No electrical isolation required: visual check of the wall paint only.",
        "Electrical isolation not needed, the job is a desk review of the drawings.",
        "No lockout needed - we only read the gauges from the walkway.",
    ],
)
def test_scope_statement_stays_a_denial(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)


# ---------------------------------------------------------------- class 6: food and pharma plant named
@pytest.mark.parametrize(
    "text",
    [
        "With the dryer stopped but the atomiser and exhaust fan only switched off on the HMI, I climbed into the "
        "chamber. The shift engineer reset an alarm from the control room and the fan started.",
        "The spray dryer exhaust fan was only switched off at the control room HMI while the fitter was inside.",
        "The blower had only been stopped from the control room when the cleaner reached into the bag filter.",
    ],
)
def test_process_plant_named_lifts_control_room_setting(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the hand dryer in the office toilets.",
        "The desk fan in the control room is noisy, order a new one.",
        "Hair dryer left on in the locker room, unplugged by security.",
    ],
)
def test_appliances_in_offices_raise_nothing(text: str) -> None:
    assert _types(text) <= {"Cold Work"}
    assert "Electrical/LOTO" not in _types(text)


# ---------------------------------------------------------------- class 7: a vehicle's owner said after it
@pytest.mark.parametrize(
    "text",
    [
        "10:40 a diesel telehandler from the roofing contractor drove through the spirits tank compound.",
        "A forklift from the packaging supplier drove into the tank farm to drop pallets.",
        "The van of the scaffold firm entered the process area without an escort.",
    ],
)
def test_vehicle_with_owner_driven_in(text: str) -> None:
    assert "Vehicle Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The telehandler from the roofing contractor was parked in the public car park all week.",
        "A van from the laundry firm delivered the overalls to reception.",
        "Forklift from the supplier returned to the depot after the demo.",
    ],
)
def test_vehicle_with_owner_elsewhere(text: str) -> None:
    assert "Vehicle Entry" not in _types(text)


# ---------------------------------------------------------------- class 8: a crane in by a gate
@pytest.mark.parametrize(
    "text",
    [
        "Day 1: crane 60 t enter by the north gate, set at the building east side, lift the skid 3.2 t.",
        "Mobile crane to enter via the rear goods gate and set up on the pad for the 4 t lift.",
        "Franna enters through the east site gate, lifts the 2 t pump onto the plinth.",
    ],
)
def test_crane_in_by_gate_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Wet well PS-03: open hatch, gas test, enter to de-rag pump P2.",
        "Tank T-4: gas test at the manway then enter to clean the floor.",
        "Bag filter BF-1 dirty side: enter through the inspection door to change bags.",
    ],
)
def test_space_named_before_still_entered(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


# ---------------------------------------------------------------- class 9: powder dug out of plant
@pytest.mark.parametrize(
    "text",
    [
        "Two operators enter the dryer chamber to dig out the burnt powder with plastic shovels into bags.",
        "Enter the hopper and dig out the caked sugar by hand.",
        "Entry, dig out deposit",
    ],
)
def test_powder_dug_out_is_no_excavation(text: str) -> None:
    assert "Excavation" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Dig out the soil with the mini excavator to 1.2 m.",
        "Dig out the old deposit 1.5 m deep beside the foundation.",
        "Dig out the ground around the cable to expose it, 0.8 m.",
    ],
)
def test_ground_dug_out_keeps_excavation(text: str) -> None:
    assert "Excavation" in _types(text)


# ---------------------------------------------------------------- class 10: food X-ray inspector
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Run the certified test pieces through XR-4 in a dummy pack, 3x each.",
            "Packing line 4 - X-ray foreign body detector daily challenge",
        ),
        ("Daily challenge of the food X-ray inspection system with the test wands.", ""),
        ("Check the contaminant X-ray detector reject bin and curtains.", ""),
    ],
)
def test_food_xray_inspector_is_no_radiography(text: str, title: str) -> None:
    assert "Radiography" not in _types(text, title=title)


@pytest.mark.parametrize(
    "text",
    [
        "X-ray inspection of the welds on line 4 by the RT contractor.",
        "Gamma radiography of the pack line welds tonight.",
        "Radiographers to X-ray the new spool welds at the rack.",
    ],
)
def test_weld_xray_keeps_radiography(text: str) -> None:
    assert "Radiography" in _types(text)


# ---------------------------------------------------------------- class 11: cold work in a freezer's cold
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "New cold work schedule for freezer pickers: max 45 min, then 15 min in the warm rest room.",
            "Subject: cold work breaks from Monday",
        ),
        ("Freezer cold work rota posted at the F1 doors.", ""),
        ("Cold work rest breaks for the blast freezer team are now 15 minutes.", ""),
    ],
)
def test_cold_exposure_is_no_cold_work(text: str, title: str) -> None:
    assert "Cold Work" not in _types(text, title=title)


@pytest.mark.parametrize(
    "text",
    [
        "Cold work on the freezer evaporator valve: replace the gasket.",
        "Cold work permit for pump P-4 seal change.",
        "Cold work: unbolt the flange on the ammonia line and fit a new gasket.",
    ],
)
def test_cold_work_on_plant_kept(text: str) -> None:
    assert "Cold Work" in _types(text)


# ---------------------------------------------------------------- class 12: a pharma isolator
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "ISO-2 glove port GP-5 failed: replace glove. Isolator stays in 'isolated' status until the VHP cycle.",
            "Aseptic filling isolator ISO-2 - glove change",
        ),
        ("Change the isolator gloves on ports 3 and 4 and run the glove test.", ""),
        ("Sterility test isolator: run the H2O2 decontamination cycle before loading.", ""),
    ],
)
def test_glovebox_isolator_is_no_loto(text: str, title: str) -> None:
    assert "Electrical/LOTO" not in _types(text, title=title)


@pytest.mark.parametrize(
    "text",
    [
        "Open the 400 V isolator on the fan motor and lock it off before the bearing change.",
        "Lock off the isolator at the MCC and prove dead before replacing the pump motor.",
        "Filling isolator ISO-3: replace the 400 V fan motor, lock the isolator fan at the MCC first.",
    ],
)
def test_electrical_isolator_kept(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


# ---------------------------------------------------------------- class 13: a socket with its rating
@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Pontoon feeder stays live. Lock off P-6 RCBO and prove dead; replace socket.",
            "Shore power pedestal P-6 - replace 63 A socket",
        ),
        ("Feeder to the other bays stays live. Replace the 32 A socket on board DB-2 way 4 after locking it off.", ""),
        ("The rest of the board stays live. Change the RCBO on way 6, locked and proved dead.", ""),
    ],
)
def test_socket_change_beside_live_feeder_is_no_cold_work(text: str, title: str) -> None:
    got = _types(text, title=title)
    assert "Electrical/LOTO" in got and "Cold Work" not in got


@pytest.mark.parametrize(
    "text",
    [
        "The header stays live. Replace the strainer basket on pump P-5 after isolating the valves.",
        "The rest of the line stays in service. Replace the gasket on the flange at V-3.",
        "Plant stays live: change the pump seal on P-201 with the valves locked shut.",
    ],
)
def test_mechanical_work_beside_live_plant_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in _types(text)


# ---------------------------------------------------------------- class 14: a dotted screening list
@pytest.mark.parametrize(
    "text",
    [
        "EHS screening:\nHot work ........ NO - spool made up off site, installed by tri-clamp only\nFit the spool.",
        "Confined space ........ NO - drying chamber not entered\nReplace the feed line gaskets.",
        "Hot work ...... NO\nExcavation ...... NO\nReplace the gauge on the pump discharge.",
    ],
)
def test_dotted_no_is_the_forms_no(text: str) -> None:
    got = _types(text)
    assert "Hot Work" not in got and "Confined Space Entry" not in got and "Excavation" not in got


@pytest.mark.parametrize(
    "text",
    [
        "Hot work .............. YES - weld the new shoe on the pipe support.",
        "Hot work: weld the bracket on site.\nConfined space ...... NO",
        "Confined space ........ YES - enter the tank to clean the floor.",
    ],
)
def test_dotted_yes_keeps_the_permit(text: str) -> None:
    got = _types(text)
    assert "Hot Work" in got or "Confined Space Entry" in got


# ---------------------------------------------------------------- class 15: Hindi/Gujarati negation
@pytest.mark.parametrize(
    "text",
    [
        "Replace the steam trap at ground level outside the bund - koi tank entry nahi, no welding.",
        "Trap change only, koi vessel entry nahin.",
        "Flange gasket change at grade; koi confined space entry nahi.",
    ],
)
def test_hindi_negation_reads_no(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Koi dikkat nahi - fitter enters the tank to scrape the floor.",
        "Tank T-14 khali thai gayu; fitter to enter the tank and inspect the coil.",
        "Entry into the vessel V-3 for inspection, attendant at the manway.",
    ],
)
def test_entry_kept_beside_hindi(text: str) -> None:
    assert "Confined Space Entry" in _types(text)
