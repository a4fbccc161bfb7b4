"""Issue 12, round 16 (x17r1): blackbox17's missing-permit classes 1, 3, 5, 6, 7 and 8.

Planners' CMMS shorthand lost permits: "iso" (and "iso'd", "iso & earthed", "iso at MCC") was not read as an isolation,
so Electrical/LOTO was missed; power equipment named by its voltage with the job after it and no isolation word ("3.3kV
breaker maint", "Tap chg on 11kV furnace boost tx", "Rplc 0.75kW motor") raised nothing; a title starting "Weld <noun>"
or naming the part before "weld" ("bracket weld at 40 m", "tube pad weld") lost Hot Work; a section cut out of a live
main and temporary over-pumping or a hose bypass lost Cold Work; a vehicle going into a fuel-gas area lost Vehicle
Entry; and a crane named by its type alone ("by 80 t crawler", "with the all-terrain") lost Lifting. The lookalikes (ISO
standards, ISO tank containers, isometric drawings, records and bookings about equipment, weld maps and inspections,
bypass valves, crawler excavators and pipe crawlers) keep no permit from these readings.
"""

import pytest

from tests.support.hazards import permits

ELEC = "Electrical/LOTO"


# --- class 1: "iso" read as an isolation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Reefer socket rplc row 14, 440V, iso at reefer rack feeder, ground level",
        "Chg 11 kW motor (approx 95 kg) on sump pump top plate, 415 VAC, iso at MCC, 2 fitters w/ trolley",
        "Rplc limit switch on stacker boom at 9m, 230V, from MEWP, iso stacker at MCC",
        "ESP field 2 internal insp & rapper rplc, TR sets iso & earthed",
        "Boiler U2 furnace entry for tube wall insp., iso ID/FD fans 11kV & sootblowers",
        "Light tower LT-14 floodlight chg at 30m from MEWP, 400V iso at feeder pillar",
        "Weld repair on coal mill classifier outer casing, mill iso 3.3kV",
        "Digester mixer shaft weld repair inside digester 2, mixer motor iso 400V",
        "pls arrange welder for inside of clinker cooler tmrw, broken grate plate holder need welding, "
        "need iso of grate drives",
        "Furnace electric boost transformer tap chg, 3 MVA, iso 11kV",
        "Conveyor drive iso'd at MCC, replace the belt scraper",
        "ISO THE CRUSHER DRIVE AT MCC-2 AND CHANGE THE V-BELTS",
        "Sparkie to swap the LED flood on the gantry roof. Iso the lighting cct at DB-3 and lock on.",
        "TR sets isolated & earthed before the rapper motor change",
    ],
)
def test_iso_shorthand_is_an_isolation(text: str) -> None:
    assert ELEC in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "ISO 9001 surveillance audit of the maintenance department, MCC room walk-through with the auditor",
        "ISO 14001:2015 audit, motor room housekeeping records reviewed",
        "Check ISO 45001 training records for the electricians",
        "Update the ISO drawings for the pump P-101 motor cooling water line",
        "Mark up the isos for the pump motor suction line",
        "ISO tank container with 400V reefer unit moved to bay 3 by the terminal tractor",
        "ISO containers stacked in row 14 for the reefer audit, no work on the units",
        "ISO-certified motor supplier visit in the meeting room",
        "Order ISO VG 46 oil for the motor bearings stock",
    ],
)
def test_iso_lookalikes_are_no_isolation(text: str) -> None:
    assert ELEC not in permits(text)


# --- class 3: power equipment named by its voltage, then the job -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "HV 6,6 kV switchgear breaker racking & maint, cubicle CM-HV-04",
        "Reefer rack RR-6 feeder 3.3kV breaker maint",
        "3.3kV feeder breaker maint. reefer rack RR-6",
        "Tap chg on 11kV furnace boost tx",
        "11 kV transformer tap change",
        "Rplc 0.75kW motor on chemical mixer, 15 kg, 400V",
        "Replace 2.2 kW pump motor",
        "400V motor swap on conveyor 4",
        "6.6 kV VCB racking out for cubicle 4",
        "415V MCC bucket overhaul, feeder 7",
    ],
)
def test_voltage_named_power_equipment_worked_on_is_electrical(text: str) -> None:
    assert ELEC in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "11kV breaker maintenance records to be updated",
        "Order spares for 3.3kV breaker maint",
        "Record 11kV transformer tap position",
        "24V DC motor swap on sampler",
        "Meeting to discuss 11 kV switchgear maintenance",
        "Review 6.6kV breaker maintenance schedule",
    ],
)
def test_voltage_named_equipment_on_paper_or_elv_is_not(text: str) -> None:
    assert ELEC not in permits(text)


# --- class 5: "Weld <noun>" titles ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Weld crack repair on RTG-11 sill beam at 15m, from MEWP",
        "Weld crack repair on RTG-11 sill beam at ground level",
        "Weld crack on RTG-11 sill beam at 15m, from MEWP",
        "Weld bracket on flue stack platform at 40 m, rope access",
        "Flue stack platform bracket weld at 40 m, rope access",
        "Boiler furnace scaffold erection & waterwall tube pad weld at 30 m",
        "Weld seam repair on hopper H-2",
        "KL1: weld shims to tyre",
        "Overlay welding of the worn chute liner",
    ],
)
def test_weld_titles_are_welding(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Weld map for vessel V-101 to be updated",
        "Weld procedure review in office",
        "Weld bay lighting repair",
        "Weld set PAT test in workshop",
        "Weld fume extractor filter change in workshop",
        "Weld symbol on drawing to be corrected",
        "UT thickness of pad welds on waterwall, report only",
        "Weld W-14 on 10in crude line",
    ],
)
def test_weld_records_places_and_kit_are_not_welding(text: str) -> None:
    assert "Hot Work" not in permits(text)


# --- class 6: a main cut into, over-pumping and hose bypasses ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Dig out leaking 300mm DI main w/ excavator, 1.8 m deep, cut out & fit new section",
        "Water main burst: excavate, cut out damaged length and fit new section with couplings",
        "Fuel oil line leak: drain, cut out section & weld new spool",
        "Temp overpump: diesel pump & hoses to bypass PS-7 during valve chg",
        "Temporary overpumping at PS-7 with diesel pump and hoses while valve is changed",
        "Temp hose bypass around PS-7",
        "Bypass the sewer section with two submersible pumps and lay-flat hoses",
    ],
)
def test_line_cut_or_bypassed_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Main cable fault: cut out damaged section & joint new cable",
        "Main drive guard: cut out section for inspection window",
    ],
)
def test_cut_out_of_no_line_is_not_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


# --- class 7: vehicles into fuel-gas areas -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Diesel forklift into GT fuel gas skid area to deliver filters",
        "Diesel forklift to enter GT fuel gas skid area to deliver filters",
        "Forklift entry into fuel gas compressor area",
        "Truck to enter the gas metering station to deliver a skid",
        "Hiab truck driven into the natural gas reducing station compound",
    ],
)
def test_vehicle_into_fuel_gas_area_is_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Forklift to deliver filters to the stores next to GT fuel gas skid",
        "Replace the pressure gauge on the fuel gas skid from the walkway",
    ],
)
def test_fuel_gas_area_without_vehicle_going_in_is_not(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


# --- class 8: a crane named by its type ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quay fender chg berth 3, 4.5 t fender by 80 t crawler, fitters on quay edge w/o barrier 4m above water",
        "Set the 12 t module with the all-terrain",
        "Lift out the gearbox by 250 t all terrain",
        "Remove the old stacker boom section using the 400 te crawler",
    ],
)
def test_crane_named_by_type_is_lifting(text: str) -> None:
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "CCTV survey of sewer with pipe crawler",
        "Drive the all terrain vehicle to the pond to read the level gauge",
        "Drain survey by crawler camera",
    ],
)
def test_crawler_lookalikes_are_not_lifting(text: str) -> None:
    assert "Lifting" not in permits(text)


def test_a_weld_title_keeps_the_description_weld_covering_its_mechanical_words() -> None:
    """The title's "Weld handrail repair on jetty" now reads as welding; the description's "Weld a repair on the jetty
    handrail post" is still the same hot work, not separate mechanical work (tune UNS-059)."""
    from tests.support.hazards import run, types

    result = run(
        "Weld a repair on the jetty handrail post at deck level. MEWP lighting job nearby.",
        title="Weld handrail repair on jetty",
        plan="1. Gas test.\n2. Weld, fire watch.",
        area="Jetty",
        equipment=["Welding set"],
    )
    assert types(result) == {"Hot Work"}
