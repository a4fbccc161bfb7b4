"""Issue 12 round 19, helper t23b: facilities helpdesk tickets (bench/eval/blackbox23) and tune21 NJT-020.

Why, per class (each test names its source):
- blackbox23 class 1: a place word (school, data centre, kitchen, office, lab, car park, server room) cleared real
  permits. "at the school" and "at the data centre" were read as a course and a document after the work, and an
  electrical isolation made on the supply itself was a weak trigger the setting gate dropped. A plant object worked on,
  or the supply isolated at its feed point, keeps its permit in any setting; a switch or a water supply does not.
- blackbox23 class 5: Cold Work in facilities wording (fire alarm zone disabled or put into disablement, VESDA
  inhibited, a pocket cut into a drained pipe with a pipe cutter, a PRV unbolted from its vessel).
- blackbox23 class 6: Electrical/LOTO with no voltage written (a lamp column isolated at its base door, RCDs tested
  on the DBs, checked live with the DB covers off).
- blackbox23 class 7: mobile plant "taken into" a process area is a vehicle entry as "driven into" is.
- tune21 NJT-020: a hydraulic power pack stopped but not locked and its accumulator still charged: the job needed
  the lockout (Electrical/LOTO).
"""

import pytest

from tests.support.hazards import run, types


# ---------------------------------------------------------------- class 1: a place word kept real permits
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # blackbox23 README class 1 and followups.txt
        ("the operative entered the fuel tank at the school", "Confined Space Entry"),
        (
            "Ticket (Secondary school): basement heating oil tank to be cleaned. Reply: operative entered the oil tank "
            "at the school with BA.",
            "Confined Space Entry",
        ),
        ("HIAB lorry driven into the fuel compound at the data centre", "Vehicle Entry"),
        ("the fitter entered the diesel tank at the college to clean it", "Confined Space Entry"),
        (
            "Ticket (Kitchen): dishwasher not heating. Reply: electrician isolated the supply and changed the heater "
            "element.",
            "Electrical/LOTO",
        ),
        (
            "Ticket (Office 3.14): floor box sockets dead. Reply: circuit isolated at the DB, socket module replaced.",
            "Electrical/LOTO",
        ),
        (
            "Ticket (Data centre): PDU breaker failed in rack B12. Reply: feed isolated upstream at the RPP, breaker "
            "swapped.",
            "Electrical/LOTO",
        ),
        (
            "Ticket (Uni lab): fume cupboard lights not working. Reply: isolated at the local isolator, ballast "
            "changed.",
            "Electrical/LOTO",
        ),
        (
            "Ticket (Car park): ticket machine dead. Reply: supply isolated at the feeder pillar, burnt terminal block "
            "replaced.",
            "Electrical/LOTO",
        ),
        (
            "Ticket (Server room): wall socket scorched. Reply: the electrician isolated the supply and replaced the "
            "socket.",
            "Electrical/LOTO",
        ),
    ],
)
def test_a_place_word_does_not_clear_plant_work(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # lookalikes of class 1: a water supply, a switch at the wall, a course or data named after the work
        ("Ticket (Kitchen): sink leaking. Reply: water supply isolated and the tap washer changed.", "Electrical/LOTO"),
        (
            "Ticket (Office): monitor flickering. Reply: switched off at the wall and swapped the cable.",
            "Electrical/LOTO",
        ),
        ("Ticket (Office): the user's laptop was isolated from the network.", "Electrical/LOTO"),
        ("confined space entry data for the audit", "Confined Space Entry"),
        ("we talked about confined space entry at the school", "Confined Space Entry"),
    ],
)
def test_a_domestic_lookalike_still_raises_nothing(text: str, permit: str) -> None:
    assert permit not in types(run(text))


# ---------------------------------------------------------------- class 5: Cold Work in facilities wording
@pytest.mark.parametrize(
    "text",
    [
        # blackbox23 recall.txt and followups.txt, class 5
        "Ticket (Hospital): fire alarm zone in theatres to be disabled while the contractor is drilling. Reply: "
        "zone 14 put into disablement for 4 hours and reinstated.",
        "Ticket (Hospital): fire alarm zone in theatres to be put into disablement while the contractor cuts chases. "
        "Reply: zone 14 disabled for 4 hours and reinstated.",
        "Ticket (Data hall): VESDA to be inhibited for the dusty cabling work. Reply: detection inhibited for the "
        "shift and put back.",
        "Ticket (Plant room): new sensor pocket in the condenser water pipe. Reply: drained down, cut in with a hand "
        "pipe cutter.",
        "Ticket (Data centre): condenser water pipe needs a new sensor pocket. Reply: drained down and cut in a new "
        "pocket with a hand pipe cutter.",
        "Ticket (Food factory): pressure relief valve on the CIP tank removed for test. Reply: vessel isolated, PRV "
        "unbolted and sent off.",
        "Boiler house: PSV unbolted from the calorifier after isolation.",
    ],
)
def test_facilities_cold_work_wording_raises_cold_work(text: str) -> None:
    assert "Cold Work" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        # lookalikes of class 5: a heating zone, a pocket in clothing, paperwork, a socket cut into a wall
        "Ticket (Office): heating zone 2 disabled for the summer.",
        "Ticket (Garden): new pocket cut in the jacket lining.",
        "Ticket (Stores): PRVs removed from the stores list.",
        "Ticket (Kitchen): cut in a new socket above the worktop.",
        "Ticket (Office): the user's password was disabled.",
    ],
)
def test_facilities_lookalikes_raise_no_cold_work(text: str) -> None:
    assert "Cold Work" not in types(run(text))


# ---------------------------------------------------------------- class 6: Electrical/LOTO with no voltage
@pytest.mark.parametrize(
    "text",
    [
        # blackbox23 recall.txt and followups.txt, class 6
        "Ticket (Car park): lamp column light out. Reply: column isolated at the base door, lantern replaced.",
        "Ticket (Street): lamp column light out, 8 m. Reply: column isolated at the base door, lantern replaced from "
        "the cherry picker.",
        "Ticket (Office block): RCDs need testing. Reply: RCDs on DB1 to DB6 tested, results logged.",
        "Ticket (Office block): RCD testing due on all DBs. Reply: RCDs tested on DB1 to DB6 with the tester, results "
        "logged.",
        "Ticket (Supermarket): freezer cabinet lights out. Reply: checked live with the DB covers off and tightened a "
        "loose neutral.",
        "Ticket (Supermarket): freezer aisle cabinet lights out. Reply: checked live with the covers off, found a "
        "loose neutral at the 230V distribution board and fixed it.",
    ],
)
def test_electrical_work_with_no_voltage_written_raises_electrical(text: str) -> None:
    assert "Electrical/LOTO" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        # lookalikes of class 6: the user's push-button test, PAT testing, a garden lantern, "live with" in its
        # everyday sense
        "Ticket (Office): pressed the RCD test button on the socket, it tripped fine.",
        "Ticket (Office): PAT testing of the kettles done.",
        "Ticket (Garden): lantern on the patio table broken, replaced.",
        "Ticket (Office): we can live with the covers off the chairs.",
    ],
)
def test_electrical_lookalikes_raise_no_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in types(run(text))


# ---------------------------------------------------------------- class 7: "taken into" a process area
@pytest.mark.parametrize(
    "text",
    [
        # blackbox23 recall.txt and followups.txt, class 7
        "Ticket (Wastewater works): need to get the excavator to the inlet works. Reply: excavator taken into the "
        "inlet works process area.",
        "Ticket (Wastewater works): 400V cable to the aeration blowers damaged. Reply: excavator taken into the inlet "
        "works process area, dug 1 m, cable isolated and repaired.",
        "The telehandler was brought into the diesel fuel compound to unload the drums.",
        "Telehandler taken into the ammonia plant process area to lift the valve.",
    ],
)
def test_plant_taken_into_a_process_area_is_a_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        # lookalikes of class 7: a car to a garage, plant to a workshop, a van to a car park
        "Ticket (Office): car taken into the garage for a service.",
        "The excavator was taken into the workshop for its service.",
        "Ticket (Reception): the courier's van was taken into the visitor car park.",
    ],
)
def test_plant_taken_elsewhere_is_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text))


# ---------------------------------------------------------------- tune21 NJT-020: stored hydraulic energy not locked
@pytest.mark.parametrize(
    "text",
    [
        # tune21 NJT-020 as written, then variants
        "Ferry linkspan engineer's log: the fitter changed a leaking hose on the linkspan lifting ram with the "
        "hydraulic power pack stopped but not locked, and the accumulator still charged. When the hose came off, oil "
        "at 180 bar sprayed across his face and the span settled 300 mm.",
        "The fitter swapped the ram hose with the HPU switched off but not isolated.",
        "The pump was stopped but not locked, then the fitter changed the seal.",
        "Hose changed on the press while the accumulator was still charged.",
    ],
)
def test_a_machine_stopped_but_not_locked_needs_the_lockout(text: str) -> None:
    assert "Electrical/LOTO" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        # lookalikes of NJT-020: a door or gate left unlocked, a battery charged, a machine locked off as it should be
        "Ticket (Office): the office door was shut but not locked overnight.",
        "The yard gate was closed but not locked at 18:00.",
        "Ticket (Office): the laptop battery was still charged in the morning.",
    ],
)
def test_a_door_or_battery_is_no_stored_machine_energy(text: str) -> None:
    assert "Electrical/LOTO" not in types(run(text))
