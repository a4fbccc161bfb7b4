"""Issue 12, round 16 (x17p): the false permits of blackbox17 classes 9-13, plain CMMS lines that name a permit's
word without its work.

A crane booked for a numbered week, counted as spares, pre-use checked or carrying the fire extinguishers being
checked raised Lifting; an excavator serviced in the workshop raised Excavation, a vehicle inspection checklist Vehicle
Entry, harnesses in the PPE store and the tags on scaffolds Working at Height; a permit's paperwork closed out raised
its permit; "remove packing waste" read as a gland's packing (Cold Work); "0,2 m" read as 2 m; a roof walkway with
handrails read as an open roof. Each table holds the wordings that failed, variants that must keep their permit (the
machine serviced where it then digs, work still to do after the paperwork, a real lift after the check) and
lookalikes.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Book 60t mobile crane for kiln girth gear job wk 14 - booking only",
        "Book 60t mobile crane for kiln girth gear job wk 14 - booking only, lift under separate WO",
        "Reserve the 50 t crawler crane for week 22 outage job",
        "Book crane for next month",
        "Fire extinguisher check on RTG cranes, ground level units only",
        "Monthly fire ext. check STS cranes berth 4 (ground level units only), tag & record",
        "Check fire extinguishers on all mobile cranes in the yard",
        "Crane fire extinguishers inspected and tagged",
        "Stock count spares for STS crane hoist brakes, update min/max in SAP",
        "Cycle count of spare crane hoist brake pads in stores",
        "Quay crane QC-03 daily pre-use checklist by operator",
        "Crane daily pre-use checks RTG-09 by operator, checklist in cab",
        "RTG-04 crane pre-start checklist by driver",
        "Daily inspection checklist for quay cranes QC-01 to QC-08",
        "Pre-use inspection of the mobile crane by the operator",
    ],
)
def test_a_crane_booked_counted_or_checked_is_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Book 60t mobile crane for wk 14 and lift the 12 t kiln girth gear",
        "Lift 12 t girth gear with the 60t mobile crane in wk 14",
        "Quay crane QC-03 pre-use checks, then lift the 35 t hatch cover",
        "Crane daily pre-use checks, then lift the 2 t pump onto the skid",
        "Mobile crane to lift the 5 t skid after pre-use checks",
        "Fire extinguisher check on RTG cranes, then lift the 11 t spreader with RTG-09",
        "Crane lift of 4.5 t quay fender at berth 3",
        "Pre-use checks on the crawler crane before the lift of the 20 t module",
        "Stock count spares, then lift the 2 t brake drum with the overhead crane",
    ],
)
def test_a_lift_after_the_check_keeps_its_permit(text: str) -> None:
    assert "Lifting" in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Excavator EX-03 250 h service in mobile plant workshop - oil & filters", "Excavation"),
        ("Excavator EX-03 250 h service in workshop - change oil & filters", "Excavation"),
        ("Excavator service in workshop", "Excavation"),
        ("500 h service of the backhoe loader in the plant workshop", "Excavation"),
        ("Mini digger weekly inspection checklist", "Excavation"),
        ("Vehicle inspection checklist for terminal tractors TT-01..TT-20 in workshop yard", "Vehicle Entry"),
        ("Terminal tractor vehicle inspection checklist in workshop", "Vehicle Entry"),
        ("Forklift daily pre-use checks in the warehouse", "Vehicle Entry"),
    ],
)
def test_a_machine_serviced_or_checked_is_not_its_work(text: str, kind: str) -> None:
    assert kind not in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Excavator service on site, then excavate the trench to 1.5 m", "Excavation"),
        ("Excavator EX-03 250 h service at the pipe trench, then resume digging", "Excavation"),
        ("Excavator to dig a 1.8 m trench after its 250 h service", "Excavation"),
        ("Excavator service in workshop; then dig trial pit 1.2 m deep near clarifier 2", "Excavation"),
        ("Mini excavator to break out concrete after the pre-use check", "Excavation"),
        ("Vacuum truck pre-use check, then drive into the tank farm to empty the sump", "Vehicle Entry"),
        ("Forklift to enter the fuel oil pump house bund after its daily checks", "Vehicle Entry"),
    ],
)
def test_the_machine_put_to_work_after_its_service_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Inspect harnesses & lanyards in PPE store, update register, quarantine 2 damaged",
        "Inspect harnesses & lanyards in PPE store",
        "Check lanyards in the kit store and tag the damaged ones",
        "Scaffold tag round - check tags on 8 existing scaffolds from ground, record in scaffold register",
        "Check the tags on all scaffolds in unit 3 and record in the register",
        "Scaffold register update in office",
    ],
)
def test_height_kit_in_the_store_and_scaffold_tags_are_no_work_at_height(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Check tags on the scaffolds, then climb to 12 m to change the lamp",
        "Check the scaffold tag and work from the scaffold at 8 m to replace the valve",
        "Harnesses & lanyards from PPE store, then work at 6 m on the pipe rack tied off",
        "Erect scaffold to 10 m at the boiler front and tag it",
    ],
)
def test_work_from_the_scaffold_or_in_the_harness_keeps_its_permit(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Close out CSE permit CSE-0223 paperwork, entry done yesterday, scan to Maximo", "Confined Space Entry"),
        ("Close out the excavation permit EX-19 paperwork in the office", "Excavation"),
        ("Scan and file the hot work permit HW-220", "Hot Work"),
        ("File copy of hot work permit HW-114 to Maximo, work already done", "Hot Work"),
    ],
)
def test_a_permits_paperwork_is_not_its_work(text: str, kind: str) -> None:
    assert kind not in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Weld the shoe on the pipe rack, then close out the hot work permit", "Hot Work"),
        ("Close out the hot work permit after welding the bracket on line 4", "Hot Work"),
        ("Close out CSE permit paperwork, then enter tank T-5 for the second inspection", "Confined Space Entry"),
        ("Close out the CSE permit for tank T-5 and re-enter to fit the baffle", "Confined Space Entry"),
        ("Sign off the excavation permit, then dig the second trial pit to 1.2 m", "Excavation"),
    ],
)
def test_work_beside_the_paperwork_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Housekeeping clinker cooler grnd floor: sweep spillage, bag & remove packing waste",
        "Remove packing materials and cardboard from the new motor crate",
        "Housekeeping: sweep spillage on clinker cooler ground floor",
    ],
)
def test_packing_waste_is_no_line_break(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Remove packing from the valve gland and repack with new rings",
        "Replace gland packing on pump P-101",
        "Remove the packing from the pump stuffing box",
    ],
)
def test_a_glands_packing_keeps_its_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hand dig 0,2 m for paving slab base near gatehouse, no services", "Excavation"),
        ("Hand dig 0,25 m for marker post, no services", "Excavation"),
        ("Hand dig 0.1 m to set paving slab, no services", "Excavation"),
        ("Replace lamp at 0,8 m above floor", "Working at Height"),
        (
            "Dip potable water reservoir level through hatch on roof walkway with handrails, no entry",
            "Working at Height",
        ),
        ("Take sample from the tank roof walkway with handrails", "Working at Height"),
    ],
)
def test_below_threshold_or_guarded_raises_nothing(text: str, kind: str) -> None:
    assert kind not in permits(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Hand dig 0,5 m to expose the cable", "Excavation"),
        ("Excavate trench 1,5 m deep for the new drain", "Excavation"),
        ("Replace lamp at 2,5 m from a ladder", "Working at Height"),
        ("Replace handrails on the roof walkway at 12 m", "Working at Height"),
        ("Dip the tank from the roof walkway with handrails removed", "Working at Height"),
        ("Install new walkway with handrails on the tank roof at 15 m", "Working at Height"),
    ],
)
def test_above_threshold_or_unguarded_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)
