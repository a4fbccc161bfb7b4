"""Issue 12, round 22 (t28g, blackbox29 classes 3, 4, 5, 6 and 8): ALL-CAPS exports and lowercase chat read alike.

Every case is checked as written, in capitals and in lower case (`cased`):
- class 3, work reported finished or undone: a job "got done yesterday" or a scaffold that "came down yesterday" in an
  order that leaves nothing still to do, an isolation or LOTO "removed" (the lockout taken off: the job is over, never
  how it is done), a "W/O 77102 COMPLETE" and plant "returned to ops"; the same words with work still to do keep
  every permit;
- class 4, a trade's word as a record's: a crane cert, a crane folder, a lift-plan template, a KPI heading over
  counts of permits and LOTO, soil-lab "dig results" and an arcade's claw crane;
- class 5, chat-style exclusions: "nobody going inside", "NO ONE TO ENTER", "the truck wont go in the unit";
- class 6, an entry asked for without "enter": an entry permit for a drum, "3 guys going in" with a standby at the
  manway, "going in the separator";
- class 8, a hose run in by hand to empty a sump (a temporary transfer, Cold Work) with the truck outside the fence.
"""

import pytest

from tests.support.hazards import run, types

CSE, ELEC, HW, CW, WAH, LIFT, EXC, VEH = (
    "Confined Space Entry",
    "Electrical/LOTO",
    "Hot Work",
    "Cold Work",
    "Working at Height",
    "Lifting",
    "Excavation",
    "Vehicle Entry",
)


def cased(text: str) -> list[str]:
    """The text as written, in capitals and in lower case: an export and a chat message say the same."""
    return [text, text.upper(), text.lower()]


def raised(text: str) -> list[set[str]]:
    return [types(run(t)) for t in cased(text)]


# class 3: finished or undone work


@pytest.mark.parametrize(
    "text,permit",
    [
        ("weld on the b deck rail got done yesterday all signed off permit handed back", HW),
        ("weld on the b deck rail got done yesterday", HW),
        ("The weld repair on the handrail was done yesterday, permit handed back.", HW),
        ("the scaffold at c401 came down yesterday", WAH),
        ("Scaffold on the pipe rack at bay 3 came down last week.", WAH),
        ("LOTO REMOVED, PUMP P-205 RETURNED TO OPS", ELEC),
        ("W/O 77102 COMPLETE - PUMP P-205 RUNNING, LOTO REMOVED, EQUIPMENT RETURNED TO OPS", ELEC),
        ("all isolations for the pump job were removed", ELEC),
        ("all isolations for the pump job were removed and pump handed back to ops at 1600", ELEC),
        ("The electrical isolation on conveyor C-4 was removed this morning.", ELEC),
        ("Locks and tags on the fan isolator were removed yesterday, fan handed back to production.", ELEC),
    ],
)
def test_work_reported_over_raises_nothing(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit not in got


@pytest.mark.parametrize(
    "text,permit",
    [
        ("weld on the b deck rail got done yesterday, now weld the second rail", HW),
        ("Weld on the bracket to the b deck rail.", HW),
        ("weld on the b deck rail got done yesterday, the c deck rail will be done tomorrow", HW),
        ("The weld on the b deck rail is done; now weld the c deck rail.", HW),
        ("the scaffold at c401 came down yesterday, re-erect it at c402 tomorrow", WAH),
        ("Climb down from the scaffold at C401 and inspect the brace.", WAH),
        ("LOTO removed, pump returned to ops. Now isolate P-206 and change its motor.", ELEC),
        ("Remove the LOTO from P-205 and return the pump to ops.", ELEC),
        ("Isolate the pump motor; once the job is done, the isolation is removed and pump returned to ops.", ELEC),
        ("W/O 77102: isolate and lock out P-205, replace the motor coupling.", ELEC),
        ("The isolation was removed too early; isolate the pump again before the fitter restarts.", ELEC),
    ],
)
def test_the_same_words_with_work_ahead_keep_the_permit(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit in got


# class 4: trade words as record words


@pytest.mark.parametrize(
    "text,permit",
    [
        ("CRANE OPERATOR CERT RENEWAL - SEND J SMITH TO TRAINING CENTRE 12 MAR", LIFT),
        ("CRANE OPERATOR CERT RENEWAL FOR J SMITH", LIFT),
        ("put the crane certs in the crane folder", LIFT),
        ("crane inspection certificate arrived from the third party filed it in the crane folder", LIFT),
        ("Mobile crane LOLER certs expire next month, remind the hire firm.", LIFT),
        ("LIFT PLAN TEMPLATE REV 3 ISSUED TO ALL SUPERVISORS FOR COMMENT", LIFT),
        ("LIFT PLAN TEMPLATE REV 3 FOR COMMENT", LIFT),
        ("Scaffold inspection folder to be moved to the new office.", WAH),
        ("MONTHLY KPI: 42 HOT WORK PERMITS, 11 CSE PERMITS, 7 LOTO, 0 LTI", ELEC),
        ("Weekly KPIs: 12 LOTO, 3 line breaks, 0 incidents.", ELEC),
        ("dig results for the soil samples came back clean lab sent the report", EXC),
        ("dig results from the soil lab came back clean", EXC),
        ("Excavation results from the geotech lab are in the shared drive.", EXC),
        ("lol the claw crane game in the canteen is broken again", LIFT),
        ("claw crane in the canteen broken again", LIFT),
        ("The claw machine in the break room ate my coins.", LIFT),
    ],
)
def test_a_record_of_the_trade_raises_nothing(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit not in got


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Crane lift of the pump skid, crane cert checked at the gate.", LIFT),
        ("Use the lift plan template to plan the 20 t lift of the pump, then lift it tomorrow.", LIFT),
        ("Dig the trial hole to 1.5 m, send the soil samples for lab results.", EXC),
        ("Lock out the conveyor motor; record the LOTO in the register.", ELEC),
        ("Grab crane to lift the skip out of the waste bunker.", LIFT),
        ("Claw crane operator to lift the scrap bundles onto the trailer with the 5 t magnet crane.", LIFT),
    ],
)
def test_the_work_beside_a_record_keeps_its_permit(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit in got


# class 5: chat-style exclusions


@pytest.mark.parametrize(
    "text,permit",
    [
        ("camera inspection of the tank through the top hatch tomorrow nobody going inside", CSE),
        ("nobody going inside the tank just looking through the hatch", CSE),
        ("NO ONE TO ENTER V-201, VISUAL FROM MANWAY ONLY", CSE),
        ("No one to go inside drum D-4, camera from the manway.", CSE),
        ("nobody is going in the vessel, we look from the hatch", CSE),
        ("the truck wont go in the unit it stays at the gate", VEH),
        ("The tanker won't go into the tank farm, it waits at the gate.", VEH),
        ("vac truck will not go in the unit, stays at the fence", VEH),
    ],
)
def test_a_chat_exclusion_is_read(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit not in got


def test_nobody_going_inside_raises_no_line_break() -> None:
    for got in raised("nobody going inside the tank just looking through the hatch"):
        assert CW not in got


@pytest.mark.parametrize(
    "text,permit",
    [
        ("nobody going inside the tank until the gas test is clear, then two fitters go in to clean it", CSE),
        ("No one to enter V-201 except the two entrants named on the permit; enter and inspect the shell.", CSE),
        ("the truck wont go in the unit at first, it drives into the unit at 10:00 to empty the sump", VEH),
    ],
)
def test_an_exclusion_that_is_undone_keeps_the_permit(text: str, permit: str) -> None:
    for got in raised(text):
        assert permit in got


# class 6: entry without "enter"


@pytest.mark.parametrize(
    "text",
    [
        "need entry permit for v301 drum inspection 3 guys going in one standby at the manway",
        "need entry permit for v301 drum",
        "Raise an entry permit for separator V-900.",
        "entry permit for the crude tank T-2 please",
        "GOING IN THE SEPARATOR V-900 TO CHANGE THE DEMISTER PAD",
        "going in the drum tmrw to clean the internals",
        "two fitters going in, standby man at the manway, gas test first",
        "3 guys going in the column tomorrow",
    ],
)
def test_an_entry_without_enter_is_entry(text: str) -> None:
    for got in raised(text):
        assert CSE in got


@pytest.mark.parametrize(
    "text",
    [
        "need a vehicle entry permit for the tank farm",
        "entry permit for the site visitors at the gate",
        "3 guys going in the van to the site",
        "going in the office to collect the permits",
        "two guys going in at 7 to start the shift",
        "The new pump needs to go in the sump on Friday",
        "The pump is going in the sump on Friday.",
    ],
)
def test_an_entry_to_a_place_or_vehicle_is_no_space(text: str) -> None:
    for got in raised(text):
        assert CSE not in got


# class 8: a hose run in by hand


@pytest.mark.parametrize(
    "text",
    [
        "VAC TRUCK TO STAY OUTSIDE UNIT FENCE, HOSE RUN IN BY HAND TO EMPTY SUMP",
        "HOSE RUN IN BY HAND TO EMPTY SUMP, TRUCK OUTSIDE FENCE",
        "Tanker stays outside the bund, hose taken over the bund wall to empty the pit.",
    ],
)
def test_a_hose_run_in_by_hand_is_cold_work_and_no_vehicle(text: str) -> None:
    for got in raised(text):
        assert CW in got
        assert VEH not in got


@pytest.mark.parametrize(
    "text",
    [
        "Garden hose run out to water the plants at the admin building.",
        "Fire hose run out for the drill on the car park.",
    ],
)
def test_a_hose_that_moves_no_process_fluid_is_no_cold_work(text: str) -> None:
    for got in raised(text):
        assert CW not in got
