"""Issue 12, round 17 (v20p): over-called permits of the blind probes bench/eval/blackbox20 and blackbox20b, as classes.

blackbox20b class 6: "nobody went into / no one went into / nobody went up onto", said of what happened, is the same
no-entry or no-height statement as "nobody will enter". blackbox20 class 9 (yard, loft and paperwork tasks): the
trade's kit sorted or stored in its yard or loft, and the papers of a lift or a test (a lift plan, a hydrotest pack,
megger test sheets) drafted, compiled, signed or sent. blackbox20 class 10: a port's container X-ray scanner.
blackbox20 class 12: the batteries of a handheld calibrator. blackbox20b class 8: a pothole or rabbit hole tripped in
or filled (and filled with a shovel of soil). blackbox20b class 9: a crane's warning light or noise in a neighbour's
complaint. Every class has lookalikes where the same words describe real work: those keep their permits.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- blackbox20b class 6: "nobody went into"
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "The silo level alarm was checked from the control room screen and nobody went into the silo.",
            "Confined Space Entry",
        ),
        (
            "Complaint investigation: the sump pit was inspected by camera from the edge; no one went into the pit.",
            "Confined Space Entry",
        ),
        (
            "Food safety complaint: the mixing tank batch records and CCTV were reviewed from the office; nobody "
            "went into the tank.",
            "Confined Space Entry",
        ),
        (
            "The tank was inspected by drone camera through the roof hatch; no one climbed into the tank.",
            "Confined Space Entry",
        ),
        ("The damaged roof sheet was photographed by drone; nobody went up onto the roof.", "Working at Height"),
        ("The blocked gutter was cleared with a pole from the ground; nobody climbed up.", "Working at Height"),
    ],
)
def test_nobody_went_into_or_up_is_no_entry_or_height(text: str, permit: str) -> None:
    assert not _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Nobody went into the tank before the gas test; then the fitter entered the tank to clean it",
            "Confined Space Entry",
        ),
        (
            "Gas test was done and then two fitters went into the silo to clear the bridged material",
            "Confined Space Entry",
        ),
        ("Roofer went up onto the roof to replace the damaged sheet at 6 m", "Working at Height"),
    ],
)
def test_people_who_went_in_or_up_keep_the_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- blackbox20 class 9: yard, loft and paperwork
@pytest.mark.parametrize(
    "text",
    [
        "Scaffolders to sort and stack tube and fittings in the scaffold yard",
        "Scaffolders to stack scaffold boards in the yard",
        "Rigging loft housekeeping: coil the wire ropes and hang the chain blocks back on the rack",
        "Hang the chain blocks back on the rack in the rigging loft",
        "Put the lever hoists back in the cabinet in the rigging store",
        "Rigging crew lift plan for the column replacement to be drafted for review next month",
        "Hydrotest pack for line 6-P-1203 compiled and sent to the client for sign-off",
        "Electrician to sign the megger test sheets and hand them to the commissioning engineer",
        "File the pressure test certificates for the new spools",
    ],
)
def test_yard_loft_and_paper_tasks_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Scaffolders to erect a 10 m scaffold on the column, then stack the spare tube in the yard",
            "Working at Height",
        ),
        ("Scaffolders to sort the tube in the yard and then erect the scaffold on the 12 m deck", "Working at Height"),
        ("Scaffolders to erect the tower on the column and return the spare boards to the yard", "Working at Height"),
        ("Hang the 2 t chain block from the beam and lift the pump motor", "Lifting"),
        ("Rig the chain blocks and lift the 3 t valve off the rack", "Lifting"),
        ("Review the lift plan, then lift the 20 t vessel with the 100 t crane", "Lifting"),
        ("Lift plan signed; crane to lift the 12 t exchanger bundle", "Lifting"),
        ("Hydrotest line 6-P-1203 to 15 bar with a temporary hose and sign the hydrotest pack", "Cold Work"),
        ("Hydrotest pack 12: fill and pressurise line 6-P-1203 to 15 bar", "Cold Work"),
        ("Isolate the 415 V motor, megger test the windings and sign the megger test sheets", "Electrical/LOTO"),
    ],
)
def test_the_work_beside_the_yard_or_paper_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


# ---------------------------------------------------------------- blackbox20 class 10: container X-ray scanner
@pytest.mark.parametrize(
    "text",
    [
        "Port: customs officer to hand over the container X-ray scanner shift log",
        "Port gate: X-ray scanner operator to log the container scans",
        "Border post: the lorry X-ray scanner was down for an hour, trucks were searched by hand",
        "Vendor to service the freight X-ray portal at the port gate",
    ],
)
def test_a_container_xray_scanner_is_no_radiography(text: str) -> None:
    assert not _has(text, "Radiography")


@pytest.mark.parametrize(
    "text",
    [
        "X-ray crawler to shoot the pipeline welds beside the container yard",
        "Radiography of the welds on the container crane boom with an Ir-192 source",
        "Portable X-ray set to shoot the truck chassis welds in the workshop",
    ],
)
def test_radiography_near_containers_or_trucks_stays(text: str) -> None:
    assert _has(text, "Radiography")


# ---------------------------------------------------------------- blackbox20 class 12: calibrator batteries
@pytest.mark.parametrize(
    "text",
    [
        "Pharma: calibration tech to swap the batteries in the handheld process calibrator at the bench",
        "Swap the batteries in the calibrator",
        "Replace the batteries in the HART communicator",
        "Change the batteries in the temperature data logger",
    ],
)
def test_batteries_of_a_handheld_instrument_are_no_isolation(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Replace the batteries in the 110 V DC UPS battery bank in the substation",
        "Swap the batteries in the UPS cabinet in the switchroom",
        "Isolate the 400 V supply and replace the calibrator panel in the MCC",
    ],
)
def test_plant_batteries_keep_the_isolation(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- blackbox20b class 8: potholes and animal holes
@pytest.mark.parametrize(
    "text",
    [
        "A jogger on the public footpath tripped in a pothole outside the water treatment works. The path belongs "
        "to the council, which filled the hole.",
        "A cyclist hit a pothole on the public road outside the quarry gate; the highways authority filled the hole "
        "the next day.",
        "A visitor twisted an ankle in a rabbit hole on the grass verge near the reservoir; the groundsman filled "
        "it with a shovel of soil.",
        "A contractor stumbled in a pothole in the car park and bruised his knee.",
        "The pothole by the gatehouse was filled with cold lay by the estates team.",
    ],
)
def test_a_hole_tripped_in_or_filled_is_no_dig(text: str) -> None:
    assert not _has(text, "Excavation")


@pytest.mark.parametrize(
    "text",
    [
        "Pot-hole to expose the 11 kV cable before the dig",
        "Vacuum excavate pot holes to locate the gas main",
        "Dig out the pothole on the haul road with the excavator and patch it with cold lay",
        "Backfill the 1.5 m trench with a shovel of sand around the pipe",
    ],
)
def test_a_dig_at_a_hole_keeps_the_excavation(text: str) -> None:
    assert _has(text, "Excavation")


# ---------------------------------------------------------------- blackbox20b class 9: a crane in a complaint
@pytest.mark.parametrize(
    "text",
    [
        "Neighbour complaint: the tower crane's aircraft warning light shines into her bedroom at night. The site "
        "manager wrote back explaining the light is required by the airport.",
        "Neighbour complaint about noise from the tower crane's slewing motor at 7 am. The site hours were "
        "explained in a letter.",
        "Complaint: glare from the crane's obstruction lights reaches the houses on Mill Lane.",
    ],
)
def test_a_cranes_light_or_noise_is_no_lift(text: str) -> None:
    assert not _has(text, "Lifting")


@pytest.mark.parametrize(
    "text",
    [
        "Noise survey of the crane during the 40 t lift",
        "Tower crane to lift the rebar cages to level 6",
        "Neighbour complaint about the crane: the 30 t lift over the fence is rescheduled to Sunday with the road "
        "closed",
    ],
)
def test_a_crane_at_work_keeps_the_lift(text: str) -> None:
    assert _has(text, "Lifting")
