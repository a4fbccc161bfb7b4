"""Issue 12, round 22 (t28a, blackbox28): labs, universities and hospital estates.

A fluid's supply (steam, gas, oxygen, water, air) isolated is a process isolation, not an electrical one; a supply or
extract fan is an air handler. A lab or kitchen setting keeps an isolation said of a named contactor or starter, and a
solvent or steam transfer line named there is plant. A vessel keeps its entry behind a longer stack of plain modifiers
("the hospital laundry water recovery tank", "the 5,000 L pilot fermenter"). A pump's or valve's gland replaced, a gas
regulator changed and a safeguard bypassed behind a longer name ("the fume cupboard low-flow alarm interlock") are cold
work. An open shaft's depth is the height a person at its edge or over it would fall.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, COLD, WAH = "Confined Space Entry", "Electrical/LOTO", "Cold Work", "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        "Replace the steam valve on autoclave 2; steam supply isolated and drained.",
        "Change the gasket on the laundry steam supply flange, steam isolated and vented.",
        "Disconnect the lab natural gas supply to fume cupboard 4 and cap it, gas valve isolated.",
        "Disconnect the natural gas supply to the old fume cupboard and cap the pipe, upstream valve isolated.",
        "Isolate the chilled water supply and replace the strainer on the AHU coil.",
        "Compressed air supply isolated at the header; replace the leaking union.",
        "Bypass the isolation room pressure alarm while the supply fan is replaced.",
    ],
)
def test_a_fluid_supply_isolated_is_no_electrical_isolation(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Isolate the electrical supply to the autoclave and replace the heater element.",
        "Supply to DB-3 isolated and locked off; replace the MCB.",
        "Isolate the 400 V supply to the fume cupboard extract fan and change the motor.",
        "Power supply to the gas detection panel isolated, replace the PSU.",
    ],
)
def test_an_electrical_supply_isolated_stays_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Lab technician to isolate and replace the faulty contactor on the drying oven.",
        "Lab technician to isolate and change the starter on the fume cupboard extract fan.",
        "Kitchen porter to isolate and replace the contactor on the dishwasher.",
        "Hospital kitchen: isolate and replace the faulty 3-phase contactor on the combination oven.",
    ],
)
def test_an_isolation_of_named_electrical_plant_keeps_its_permit_in_a_lab_or_kitchen(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Lab technician to isolate the samples in the fridge.",
        "Lab manager to isolate the contaminated glassware and bag it.",
        "Kitchen staff to isolate the allergen ingredients on a separate shelf.",
    ],
)
def test_an_isolation_of_things_in_a_lab_or_kitchen_is_no_electrical_work(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Open the solvent transfer line at the lab chemical store to replace the flame arrestor.",
        "Open the solvent transfer line at the lab chemical store to replace the strainer.",
        "Break the steam line in the lab to fit a new trap.",
    ],
)
def test_a_process_line_named_in_a_lab_is_plant(text: str) -> None:
    assert COLD in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Enter the hospital laundry water recovery tank to clean out the sludge.",
        "Enter the hospital laundry's water recovery tank to clean out the sludge.",
        "Go into the hospital laundry water recovery tank to clean out the sludge.",
        "Enter the basement chilled-water buffer tank to inspect the lining.",
        "Enter the 5,000 L pilot fermenter to replace the agitator seal.",
        "Enter the main plant room's cold water storage tank to disinfect it.",
        "Enter the below-ground sewage pump sump chamber to change the float switch.",
        "Climb into the old brewery hot liquor storage vessel to remove the scale.",
    ],
)
def test_a_vessel_keeps_its_entry_behind_a_long_modifier_stack(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Enter the readings for the basement chilled-water buffer tank in the log.",
        "Enter the hospital laundry water recovery tank temperature on the sheet.",
        "Enter the data from the main plant room's cold water storage tank survey into the CMMS.",
    ],
)
def test_data_typed_in_about_a_long_named_vessel_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the leaking gland on the running chilled water pump in the plant room.",
        "Replace the leaking gland on the running chilled water pump.",
        "Change the gland on the hot water circulation pump.",
        "Renew the pump gland on the condensate return pump.",
        "Bypass the fume cupboard low-flow alarm interlock while the extract fan is rebalanced.",
        "Bypass the isolation room pressure alarm while the supply fan is replaced.",
        "Override the cold room door high temperature alarm for the defrost.",
        "Change the regulator on the liquid oxygen VIE outlet after isolating and venting the line.",
        "Replace the nitrogen pressure regulator on the manifold.",
    ],
)
def test_a_gland_a_gas_regulator_and_a_long_named_safeguard_are_cold_work(text: str) -> None:
    assert COLD in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the cable gland on the junction box.",
        "Replace the voltage regulator on the generator.",
        "Bypass the car park barrier for the delivery lorry.",
    ],
)
def test_a_cable_gland_a_voltage_regulator_and_a_barrier_are_no_cold_work(text: str) -> None:
    assert COLD not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the pipe insulation in the riser at level 3, working over the open riser shaft 12 m deep with the "
        "floor grating removed.",
        "Replace the pipe insulation, working over the open riser shaft 12 m deep with the grating removed.",
        "Fit a bracket at the edge of the open lift shaft, 25 m deep, landing doors open.",
        "Fit new guide rail brackets from the top of the 30 m deep lift shaft.",
        "Install the smoke damper over the service shaft (about 8 m deep).",
    ],
)
def test_an_open_shafts_depth_is_the_fall(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the pipe insulation in the riser cupboard at floor level.",
        "Lift shaft pit is 1.0 m deep; clean out the debris from the car top.",
    ],
)
def test_a_shallow_or_no_shaft_is_no_fall(text: str) -> None:
    assert WAH not in types(run(text))


RAD, EXC = "Radiography", "Excavation"


@pytest.mark.parametrize(
    "text",
    [
        "Ward 7 porter to take the patient down to X-ray for a chest film before theatre.",
        "Porter to take the patient to X-ray after lunch.",
        "Porters to wheel the patients up to X-ray one at a time.",
        "Radiographer to repeat the patient's knee X-ray, the first image was blurred.",
        "Nuclear medicine: gamma camera list starts at 09:00.",
        "Gamma camera imaging list for the nuclear medicine patients this morning.",
        "Book the mobile X-ray unit for the ICU patient round.",
        "Porters to move the mobile X-ray unit from ward 5 to A&E.",
    ],
)
def test_clinical_imaging_is_no_radiography(text: str) -> None:
    assert RAD not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Radiographer to shoot the 12 butt welds on the rack tonight.",
        "Gamma radiography of the tie-in welds, 10 m barrier, radiographer in charge.",
        "Set up the gamma camera at the pipe rack and expose the girth welds.",
        "X-ray the welded samples in the lab outside the shielded enclosure.",
    ],
)
def test_industrial_radiography_stays(text: str) -> None:
    assert RAD in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Scaffold protein expression trials to be planned for next term.", WAH),
        ("Scaffold protein crystallography results due next week.", WAH),
        ("Lab scaffold proteins to be purified this week.", WAH),
        ("Seed the cells onto the collagen tissue scaffolds.", WAH),
        ("Ward sister reports a patient with trench foot admitted from the night shelter.", EXC),
        ("Patient admitted with trench foot.", EXC),
        ("Read the excavation report from the archaeology dig.", EXC),
        ("Archaeology department to present its dig results and excavation report at the open day.", EXC),
        ("Empty the autoclave of the finished waste load.", COLD),
        ("Empty the autoclave of the finished waste load and file the cycle printout.", COLD),
        ("Isolation room 3: replace the ceiling light diffuser from a step.", ELEC),
    ],
)
def test_a_lookalike_noun_raises_nothing(text: str, permit: str) -> None:
    assert permit not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Erect the scaffold around the protein plant's dryer tower.", WAH),
        ("Dig a trench at the foot of the embankment for the new drain.", EXC),
        ("Archaeology dig: machine strip the topsoil and excavate the trial pits to 1.5 m.", EXC),
        ("Drain and empty the autoclave steam jacket to replace the door seal.", COLD),
        ("Replace the ceiling light fitting in isolation room 3.", ELEC),
        ("Pile the foundations for the new hospital MRI extension.", EXC),
        ("Contractor to pile the footings for the new plant room.", EXC),
    ],
)
def test_the_real_work_beside_a_lookalike_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Pile the boxes up by the door.",
        "Pile the spoil on the tarpaulin away from the edge.",
    ],
)
def test_things_piled_up_are_no_piling(text: str) -> None:
    assert EXC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Extend the medical gas pipeline on ward 9 with press-fit fittings, no brazing or flame.",
        "Medical gas pipeline extension on ward 9: copper joints made with press-fit fittings, no brazing or flame.",
        "Extend the compressed air main to the new workshop bench.",
        "Modify the steam pipework in the plant room for the new calorifier.",
    ],
)
def test_a_pipeline_extended_is_cold_work(text: str) -> None:
    assert COLD in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Extend the deadline for the pipeline report.",
        "Extend the cable tray along the corridor.",
    ],
)
def test_other_extensions_are_no_cold_work(text: str) -> None:
    assert COLD not in types(run(text))
