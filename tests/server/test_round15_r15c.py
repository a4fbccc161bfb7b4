"""Issue 12, round 15 (r15c): blackbox15 class 1 (paperwork, talk or planning that names a permit topic raised that
permit) and two of its class 3 one-offs (a courier van "outside all process units"; a thermographic survey through
fixed IR windows), each probed in other phrasings with lookalikes that must keep their permit.

1. A talk's name set as the heading of its sentence ("Toolbox talk: hot work hazards ...", "Safety briefing: lessons
   learned from ...", "TBT - ...") makes the rest of the sentence its topic; lessons learned from an incident and a
   risk assessment meeting are talk too.
2. Records, a scope of work and an inspection and test plan (ITP) are paper a desk act works on; a possessive's "s"
   is no word between the match and its paper ("radiography contractor's RPA certificates").
3. Locks, tags and lockout kits handed out, issued or distributed to people are kit given out, nothing locked.
4. Plant hire booked or arranged ("Book crane hire for next month's outage") is a booking with the hire firm, unless
   the clause goes on to the lift.
5. A clause marked planning or paperwork only ("(planning only)", "(desk planning only)") is done at a desk.
6. Vehicles "outside all process units" stay outside the process area; a thermographic survey through IR windows or
   with the covers kept on exposes nothing live.

(The grinding-in-a-welding-bay line of class 3 has the cause another helper, r16b, is fixing: the bay is listed as an
exclusion but a grinding cue still raises Hot Work. It is left to them.)
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Toolbox talk: hot work hazards and fire watch duties, all shift crews.",
        "Safety briefing: lessons learned from a confined space incident at another site.",
        "TBT - confined space entry and rescue, day shift.",
        "Safety moment: working at height near open edges, all crews.",
        "Share the lessons learned from the excavation collapse at the other site.",
        "Review radiography contractor's RPA certificates and dose records.",
        "Review radiographer's dose badge records and file them.",
        "Check torque records for flange bolting on E-101 in the QA dossier.",
        "File the welder's qualification certificates in the QA dossier.",
        "Update the maintenance records for the crane lift on P-101.",
        "Hand out new LOTO padlocks to shift electricians at start of shift.",
        "Issue new personal padlocks and danger tags to maintenance electricians.",
        "Distribute lockout kits to the new starters.",
        "Give out danger tags to the fitters at the start of shift.",
        "Prepare scope of work for tank T-301 internal inspection next year.",
        "Write the inspection and test plan for vessel V-101 internal inspection, no site work.",
        "Draft the ITP for the V-101 internal inspection.",
        "SAP notification: raise PM order for annual leak test of radiography sources (planning only).",
        "Radiography of the line 10 welds at next outage (desk planning only).",
        "Book crane hire for next month's turbine outage, send PO to vendor.",
        "Arrange crane hire for the turbine outage in March.",
        "Risk assessment meeting for next month's hot tap on the firewater line.",
        "Risk assessment workshop for the confined space entry into V-101 next month.",
        "Courier van delivers parts to the stores loading bay at the admin area, outside all process units.",
        "Delivery truck unloads pallets at the warehouse, outside all process areas.",
        "Thermographic survey of MCC panels through fixed IR windows, no covers removed.",
        "Thermography of switchboard SB-2 via the IR viewing windows.",
        "Thermographic survey of MCC panels with doors closed.",
        "Give out new hasps and lock boxes to the shift electricians.",
    ],
)
def test_paperwork_talk_and_closed_surveys_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("permit", "text"),
    [
        ("Hot Work", "Toolbox talk at 07:00. Weld the new shoe on the pipe rack."),
        ("Hot Work", "Toolbox talk: weld the new shoe on the pipe rack after the talk."),
        ("Hot Work", "Toolbox talk: crew briefed; weld the new shoe on the pipe rack."),
        ("Radiography", "Radiography of the contractor's welds on line 10."),
        ("Radiography", "Review the records, then x-ray the welds on line 10."),
        ("Electrical/LOTO", "Hand out padlocks and lock out pump P-101 at the MCC."),
        ("Electrical/LOTO", "Issue padlocks to the electricians, then isolate and lock off the motor at MCC-2."),
        ("Electrical/LOTO", "Fit personal padlocks and danger tags to the isolator of pump P-101."),
        ("Confined Space Entry", "Prepare scope of work, then enter tank T-301 for internal inspection."),
        ("Confined Space Entry", "Tank T-301 internal inspection: enter the tank after gas test."),
        ("Radiography", "Radiography of the line 10 welds tonight."),
        ("Lifting", "Book crane hire and lift the 12 t rotor onto the deck."),
        ("Lifting", "Crane booked for Friday to lift the pump."),
        ("Lifting", "Crane hire booked; lift the 12 t rotor on Friday."),
        ("Hot Work", "Risk assessment meeting at 08:00; hot tap the firewater line at 10:00."),
        ("Vehicle Entry", "Vacuum truck enters the process unit to clear the sump."),
        ("Electrical/LOTO", "Thermographic survey of MCC panels with covers removed."),
        ("Electrical/LOTO", "Thermographic survey of MCC panels."),
        ("Electrical/LOTO", "Thermographic survey of MCC panels with doors open, IR windows not fitted."),
        ("Electrical/LOTO", "Issue padlocks and danger tags, then lock out pump P-101 at the MCC."),
        ("Lifting", "Book crane hire to lift the 12 t rotor onto the deck."),
        ("Confined Space Entry", "Safety briefing at the vessel, then enter V-101 to inspect the trays."),
        ("Hot Work", "Toolbox talk - then weld the new shoe on the pipe rack."),
        ("Cold Work", "Check torque on flange bolting of E-101 after the gasket change."),
        (
            "Vehicle Entry",
            "Vacuum truck enters unit 2 to clear the sump. The crew van stays outside all process units.",
        ),
    ],
)
def test_work_beside_the_paperwork_keeps_its_permit(permit: str, text: str) -> None:
    assert permit in permits(text)
