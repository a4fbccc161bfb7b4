"""Issue 12, round 21 (t27d): operators' shift logs, from the blind probes bench/eval/blackbox27.

Class 1: finished or put-off work handed over in a shift log raised its permit ("closed out 15:00", "done 13:30",
"complete, all out", "backfilled, barriers removed", "postponed to next week"). The hour after the status, a second
thing over beside it (permit handed back, all out, barriers down, area checked or reopened, crane off site) and a
scaffold standing unused now read as a report. A job put off to next week or later keeps its permit (the lead kept
round 14's decision: the order's work is still to be done, so doubt keeps the permit). Work still to do beside it
keeps its permit, and a revision ("cancelled") supersedes only work said before it, not an item after it past a
clause break in its own sentence ("Crane lift cancelled today; 3 t motor still to be lifted out Monday with the
crane").

Class 2: Cold Work missed for an operator's noun-first mechanical jobs ("needs seal change", "impeller change",
"needs changing out", "to be pulled and cleaned", "strip the star wheel") and a safeguard bypassed by its instrument tag
("Bypass TSHH-205"), also beside Electrical/LOTO. An enclosure's gasket, a structural bearing and a duty changeover are
not.

Class 3: Vehicle Entry missed for a vehicle sent into a unit by its tag or an LPG area ("Diesel FLT into U-300",
"forklift to go into the LPG area", "gully sucker to go into the process area").

Class 4 (over-calls): a changeover to the other of a pair ("C/O strainer S-5 A to B", "Changed over cooler E-12 A to
B") is a duty switch, and a tank's water drained to the OWS a routine draw-off: no Cold Work.
"""

import pytest

from tests.support.hazards import permits

CW, EL, VE = "Cold Work", "Electrical/LOTO", "Vehicle Entry"


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("HW permit 5120 on P-40 closed out 15:00, fire watch stood down 16:00.", "Hot Work"),
        ("Welding on E-5 nozzle done 13:30, permit handed back.", "Hot Work"),
        ("CSE on D-402 complete, all out, manways boxed up.", "Confined Space Entry"),
        ("Crane lift of old HX bundle done 14:00, crane off site.", "Lifting"),
        ("RT on U-200 spool complete, barriers down, area open.", "Radiography"),
        ("RT barriers at U-100 from last night removed, area reopened 06:00.", "Radiography"),
        ("Excavation by the E-house backfilled, barriers removed.", "Excavation"),
        ("Scaffold round E-105 still standing, green tag, not in use today.", "Working at Height"),
        ("Scaff round C-101 still standing, green tag, no work on it this shift.", "Working at Height"),
    ],
)
def test_work_handed_over_finished_raises_no_permit(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # work still to do beside the status, or the status under a time, keeps its permit
        ("Hot work on E-5 done 13:30, weld the second nozzle after lunch.", "Hot Work"),
        ("Crane lift postponed to next week; weld the shoe today.", "Hot Work"),
        ("Tank entry of T-12 postponed to next week, will reschedule.", "Confined Space Entry"),
        ("Op 10 remove insulation by hand, Op 20 welding of new shoe moved to next month.", "Hot Work"),
        (
            "Scaffold round E-105 still standing, not in use today, painters to work from it tomorrow.",
            "Working at Height",
        ),
        ("Scaffold at E-105 still standing; climb it to change the gauge.", "Working at Height"),
        ("Fire watch to stay 30 min after the welding on E-5 is finished; weld the shoe first.", "Hot Work"),
        # work put off to a later week is still the order's work: its permit stays for the day it is done (round 14's
        # lead decision, kept by the lead in round 21 over a shift-log reading that dropped it)
        ("Crane lift for the new cooler postponed to next week.", "Lifting"),
        ("Crane lift for new HX at U-300 postponed to next week due to wind. Nothing for us.", "Lifting"),
        # an item's cancellation acts on its own item only
        ("Crane lift cancelled today; 3 t motor on P-7 still to be lifted out Monday with the crane.", "Lifting"),
        ("Crane lift cancelled today. 3 t motor on P-7 still to be lifted out Monday with the crane.", "Lifting"),
        ("Welding on E-5 cancelled; weld the bracket on E-6.", "Hot Work"),
    ],
)
def test_work_still_to_do_beside_a_status_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "required"),
    [
        ("P-101B needs seal change by fitters.", {CW}),
        ("Impeller change on P-401, fitters tomorrow.", {CW}),
        ("Strainer S-5 A to be pulled and cleaned by fitters, A isolated and drained.", {CW}),
        ("P-5 suction strainer blocked, needs pulling and cleaning, pump to be iso'd, cold job.", {CW}),
        ("PCV-12 on N2 header needs changing out.", {CW}),
        ("FV-203 actuator spring needs swapping, inst/mech to do it on running plant.", {CW}),
        ("Line 4 filler jammed, fitters to strip the star wheel on running line.", {CW}),
        ("Bypass TSHH-205 for 2 h for transmitter swap.", {CW}),
        ("Override permit for LAHH-201 requested for 4 h.", {CW}),
        ("P-401 to be iso'd and LOTO'd for impeller change, fitters tomorrow.", {CW, EL}),
        (
            "P-102A mech seal leaking, c/o to B from panel. A needs LOTO at MCC and seal change by fitters pls.",
            {CW, EL},
        ),
        ("Vessel D-12 to be opened and entered for demister pad change.", {CW, "Confined Space Entry"}),
    ],
)
def test_operator_mechanical_jobs_raise_cold_work(text: str, required: set[str]) -> None:
    assert required <= permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Panel door seal change in the MCC room.",
        "JB lid gasket needs changing on the lighting circuit.",
        "The panel door seal needs replacing.",
        "A 14 t spillway gate was lowered for a trunnion bearing change.",
        "Trunnion bearing change on the spillway gate, planned by civils.",
        "C/O strainer S-5 A to B, DP back to 0.2 bar.",
        "Changed over cooler E-12 A to B from the field, B on line.",
        "C/O filter F-201A to B.",
        "T-12 water drained to OWS, valve closed and capped.",
        "T-12 water drained off bottom to OWS, approx 200 L, valve closed and capped.",
        "Check pump bypass valve position on rounds.",
    ],
)
def test_lookalikes_raise_no_cold_work(text: str) -> None:
    assert CW not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        # a changeover beside a real change-out, and oil drained to the OWS, keep Cold Work
        "Change over to the standby pump, then replace the seal on P-5A.",
        "C/O the seal on P-5.",
        "Drain the lube oil from cooler E-4 to the OWS and change the gasket.",
    ],
)
def test_changeover_or_drain_beside_real_work_keeps_cold_work(text: str) -> None:
    assert CW in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Diesel FLT into U-300 process area to move drums.",
        "Diesel forklift to go into the LPG area to move cylinder cages.",
        "Fork lift truck into U-300 to pick up drums.",
        "Gully sucker to go into the process area to clear the interceptor.",
        "Mini digger in to U-100 to dig up for new drain line, about 1.5 m deep.",
        "Crane truck (Hiab) coming through U-300 with scaff gear for the job on C-301.",
    ],
)
def test_vehicle_sent_into_a_unit_or_lpg_area_raises_vehicle_entry(text: str) -> None:
    assert VE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Forklift into the storage unit 12 to collect boxes.",
        "Van to go into the car park.",
        "FLT-3 battery charged in the workshop.",
        "Road tanker at the loading bay in the warehouse yard, paperwork checked.",
    ],
)
def test_vehicle_lookalikes_raise_no_vehicle_entry(text: str) -> None:
    assert VE not in permits(text)
