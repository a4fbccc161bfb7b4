"""Issue 12, round 22 (lead, blackbox29 class 1): a request to call the work off denies it as "cancelled" does.

"pls cancel the hot work permit for deck 3 job not going ahead" and "CANCEL CRANE LIFT W/O 4410 - CLIENT DEFERRED"
raised the work they call off: "cancel" was no negator, only "cancelled" was. "cancel it" / "cancel that" after the
work at its clause's end denies it too; a conditional ("cancel it if the wind exceeds 10 m/s") is a stop rule of work
that goes ahead, and work said after the cancellation in another clause is still to do.
"""

import pytest

from tests.support.hazards import permits

HW, LIFT, EXC, RAD, CSE = "Hot Work", "Lifting", "Excavation", "Radiography", "Confined Space Entry"


@pytest.mark.parametrize(
    "text,permit",
    [
        ("pls cancel the hot work permit for deck 3 job not going ahead", HW),
        ("PLS CANCEL THE HOT WORK PERMIT FOR DECK 3, JOB NOT GOING AHEAD", HW),
        ("CANCEL CRANE LIFT W/O 4410 - CLIENT DEFERRED", LIFT),
        ("Please cancel the excavation at tie-in 7, the client has dropped it.", EXC),
        ("cancel the radiography on spool 9 the source is not coming", RAD),
        ("Cancel the entry into V-101; the inspection was done by drone.", CSE),
    ],
)
def test_a_request_to_cancel_the_work_denies_it(text, permit):
    assert permit not in permits(text)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Lift the pump with the crane, cancel it if the wind exceeds 10 m/s.", LIFT),
        ("Cancel the old work order and raise a new one to weld the bracket.", HW),
        ("Cancel the isolation request, then weld the bracket on the handrail.", HW),
        ("Cancel the scaffold inspection. Enter V-102 to inspect the trays.", CSE),
        ("Weld the bracket; cancel it only if the gas test fails.", HW),
    ],
)
def test_work_beside_a_cancel_request_keeps_its_permit(text, permit):
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Welding is done in the shop today, then weld the spool in place on the rack.", HW),
        ("Welding in the shop today, then weld the spool in place on the rack.", HW),
        ("welding is done in the shop today then weld the spool in place on the rack", HW),
        ("The bracket is welded in the fab shop, then tack weld it to the handrail on site.", HW),
        ("Grinding in the workshop this morning, then grind the weld cap on the tank roof.", HW),
    ],
)
def test_a_place_said_of_one_task_leaves_the_work_after_then(text, permit):
    """issue 12 round 22 (lead, from t28g's report): a clause qualifier ("in the shop") stops at "then"."""
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Spool to be welded in the fabrication shop and delivered to site on Monday.",
    ],
)
def test_shop_welding_alone_stays_off_site(text):
    assert HW not in permits(text)
