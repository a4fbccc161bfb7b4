"""Issue 12, round 17 (v20r): missed permits of the blind probes bench/eval/blackbox20 (trades' job steps), as classes.

Class 1: abrasive (sand/grit) blasting or another spark-producing tool in an operating unit or a named hydrocarbon
process unit with no flammable named (Hot Work: spark-producing where flammables are present). Class 2: re-lamping
a mains light and phasing out live HV with no isolate step (Electrical/LOTO). Class 3: mobile plant driven into, or
set to work inside, a mining process area (Vehicle Entry). Class 4: torch-on roofing said with an article, as a
torch-applied membrane, or with a propane burner (Hot Work). Class 5: earth rods driven with their count, length and
metal before the noun (Excavation). Each class has the failing lines, variants that must now pass and lookalikes that
must not fire.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: spark tools in an operating unit
@pytest.mark.parametrize(
    "text",
    [
        "Sand blast the pipe rack steel at 8 m in the operating unit, working from a scaffold",
        "Abrasive blast the flare line supports in the operating unit",
        "Grit blast the column steelwork at 15 m in the hydrocracker, working from a scaffold",
        "Grit blast the handrails in the live crude unit",
        "Needle gun the pipe supports in the running FCC unit",
        "Sandblast the pump base in the coker",
    ],
)
def test_a_spark_tool_in_an_operating_hydrocarbon_unit_is_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Sand blast the spools in the blast booth in the paint shop, no flammables",
        "Grit blast the new steel in the fabrication shop yard",
        "Sand blast the steel in the yard before it goes to the operating unit",
        "Grit blast the garden wall by the admin building",
    ],
)
def test_a_spark_tool_away_from_a_unit_raises_no_hot_work(text: str) -> None:
    assert not _has(text, "Hot Work")


# ---------------------------------------------------------------- class 2: re-lamping and phasing out live HV
@pytest.mark.parametrize(
    "text",
    [
        "Electrician in a cherry picker to re-lamp the 400 V high mast light in the LPG bullet area, cherry picker "
        "driven into the area",
        "Re-lamp the 230 V street light by the control room",
        "Relamp the 400 V high mast light",
        "Re-lamp the 230 V floodlights on the tank farm mast at 15 m from the MEWP",
        "Relamping of the 230 V bulkhead lights in the pump house",
        "Phase out the live 11 kV busbars with a phasing stick before closing the bus tie",
        "Phase out the live 11 kV busbars with a phasing stick",
        "Phasing check across the 33 kV bus section before closing",
    ],
)
def test_relamping_and_phasing_out_live_hv_are_electrical_work(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Re-lamp the 24 V DC panel indicator",
        "Update the re-lamping schedule for the tank farm lights",
        "Phase out the old paper permit forms by March",
        "Phase 2 of the cable tray project starts in May",
        "Phase out the old 11 kV cable records from the archive",
    ],
)
def test_elv_lamps_paper_and_phased_out_forms_raise_no_electrical_permit(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


def test_relamping_keeps_its_other_permits() -> None:
    got = permits("Re-lamp the 230 V floodlights on the tank farm mast at 15 m from the MEWP")
    assert {"Electrical/LOTO", "Working at Height"} <= got


# ---------------------------------------------------------------- class 3: mobile plant in a mining process area
@pytest.mark.parametrize(
    "text",
    [
        "Mining: Franna to drive into the concentrator and lift the 3 t flotation cell motor",
        "Franna to drive into the concentrator and lift the 3 t motor",
        "Mining: dozer to rip and excavate the 2 m drain ditch inside the flotation plant process area",
        "Dozer to enter the flotation plant process area and rip a 2 m deep ditch",
        "Loader to drive into the mill building to clean up spillage",
        "Haul truck to reverse into the crusher building to tip oversize",
        "Grader to level the pad inside the leach plant area",
        "Light vehicle to access the SX-EW plant area for the tank inspection",
    ],
)
def test_mobile_plant_in_a_mining_process_area_is_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Service the dozer in the heavy vehicle workshop",
        "Dozer to rip the haul road outside the concentrator fence",
        "Concentrator shift report: flotation cell 3 froth level trending low",
        "Loader operator training in the classroom next to the concentrator office",
        "Truck to move the flotation cells from the laydown to the yard",
    ],
)
def test_plant_outside_a_process_area_or_a_report_raises_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")


def test_the_lift_and_the_dig_keep_their_permits_beside_the_vehicle() -> None:
    assert "Lifting" in permits("Mining: Franna to drive into the concentrator and lift the 3 t flotation cell motor")
    assert "Excavation" in permits("Dozer to enter the flotation plant process area and rip a 2 m deep ditch")


# ---------------------------------------------------------------- class 4: torch-on roofing wordings
@pytest.mark.parametrize(
    "text",
    [
        "Insulators to torch on the bitumen membrane over the cold box insulation",
        "Lay the torch-applied membrane on the pump house roof",
        "Use a propane burner to lay the bitumen membrane on the pump house roof",
        "Roofers to torch on the new cap sheet over the substation",
        "Torch-applied felt to be laid on the control building roof",
        "Gas burner for heating the bitumen felt laps on the store roof",
    ],
)
def test_torch_on_roofing_wordings_are_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Inspect the gas burner of the package boiler",
        "Order a roll of torch-on membrane from the supplier for next month",
        "Replace the propane burner nozzle in the workshop heater",
        "The torch on the bench needs new batteries",
    ],
)
def test_a_burner_or_torch_not_used_on_a_membrane_raises_no_hot_work(text: str) -> None:
    assert not _has(text, "Hot Work")


# ---------------------------------------------------------------- class 5: earth rods driven
@pytest.mark.parametrize(
    "text",
    [
        "Drive four 2.4 m copper earth rods with a breaker at the new substation",
        "Drive the 2.4 m earth rod with a breaker next to the transformer",
        "Hammer in two copper earth rods beside the new lighting column",
        "Install new earthing rods at the telecom mast",
        "Sink four 2.4 m ground rods at the pump station",
    ],
)
def test_earth_rods_driven_are_ground_disturbance(text: str) -> None:
    assert _has(text, "Excavation")


@pytest.mark.parametrize(
    "text",
    [
        "Test the resistance of the earth rods at the substation",
        "Order four copper earth rods from the stores",
        "Driver to collect the copper earth rods from the stores",
        "Earth rod resistance test at the telecom mast",
    ],
)
def test_earth_rods_tested_ordered_or_carried_raise_no_excavation(text: str) -> None:
    assert not _has(text, "Excavation")
