"""Round 14, second black-box prober's recall classes (p14b), fixed as the rules a permit coordinator states, each
checked on other phrasings and on lookalikes that must not change.

- An entry named by the tag of a tank, vessel, drum, column, reactor or furnace ("TK-3 entry", "entry into V-201") is
  read as the space and is a confined space entry; a site, data or gate entry, a pump's tag and the entry log reviewed
  afterwards are not.
- A fire watch posted for the job's own cutting or burning, or a cutting job with its torch or gas bottles, is hot
  cutting; a fire watch for an impaired alarm system and a cold cut are not. WLD is the CMMS shorthand for weld, and a
  weld left unfinished for the next shift is welding still to do.
- Ground broken, or a hole made in the ground or for a pole, post or foundation, is a dig; "breaking new ground", a
  ceremonial sod turned with a gilded spade and a hole made in a steel plate are not.
- A lifting gantry named as the means of a lift is Lifting; a pipe or loading gantry is a structure. Mobile plant
  coming into a unit, or coming in to dig, is Vehicle Entry. A bolted flange made up is Cold Work, with or without
  "no hot work". Work on top of a structure reached by its ladder is Working at Height, and that ladder is no way down
  into a space below grade.
"""

from __future__ import annotations

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import permits, types


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # a tagged space's entry
        ("TK-3 entry for float repair.", "Confined Space Entry"),
        ("V-201 entry for inspection.", "Confined Space Entry"),
        ("D-4 re-entry after the gas test.", "Confined Space Entry"),
        ("C-101 entry to change the trays, standby man at the manway.", "Confined Space Entry"),
        ("Entry into TK-3 for float repair.", "Confined Space Entry"),
        ("Fitter to enter V-201 and replace the demister.", "Confined Space Entry"),
        ("F-1 entry to inspect the tubes.", "Confined Space Entry"),
        ("Tank TK-3 entry for float repair.", "Confined Space Entry"),
        # hot cutting told by its fire watch or its torch, and welding in shorthand or left unfinished
        ("Fire watch required during the cutting.", "Hot Work"),
        ("Fire watch needed for the cutting job on the east side.", "Hot Work"),
        ("Cutting job on the old line, fire watch to be posted.", "Hot Work"),
        ("Burning on the old support, fire watch for 60 min after.", "Hot Work"),
        ("Cutting work on the old rack, torch and gas bottles on site.", "Hot Work"),
        ('WLD new shoe on line 6"-P-103', "Hot Work"),
        ("WO 88231 WLD RPR SUPPORT PR-5", "Hot Work"),
        ("Handover: welder could not finish the weld on the support, night shift to continue it.", "Hot Work"),
        ("Night shift to finish the root weld on the spool at PR-4.", "Hot Work"),
        ("Welder unable to complete the weld on the shoe, day shift to take over.", "Hot Work"),
        # ground broken, a hole made in the ground
        ("Ground to be broken for the new pole foundation.", "Excavation"),
        ("Breaking ground for the new cable pit, 1.5 m.", "Excavation"),
        ("Break the ground at the fence line for the new post, 0.8 m.", "Excavation"),
        ("Is necessary to make a hole in the ground of 1.5 meter for the new pole.", "Excavation"),
        ("Make two holes 1 m deep for the fence posts.", "Excavation"),
        # a lifting gantry used
        ("Use the overhead gantry to lift the pump casing.", "Lifting"),
        ("Rig up and lift the exchanger channel head with the gantry.", "Lifting"),
        ("Lower the motor with the portable gantry.", "Lifting"),
        # mobile plant coming in
        ("Excavator will come into the unit and dig the pit 1.5 m deep.", "Vehicle Entry"),
        ("JCB to come in and dig a trench 1.2 m deep for the new drain line.", "Vehicle Entry"),
        ("Mini digger comes in to excavate the cable trench, 0.8 m.", "Vehicle Entry"),
        ("The crawler crane will come into the unit to set the new drum.", "Vehicle Entry"),
        # a flange made up
        ("Bolted flange make-up, no hot work required.", "Cold Work"),
        ('Flange joint on line 4"-HC-2210 to be made up with a new gasket and bolted, no hot work.', "Cold Work"),
        ("Make up the flange on the P-101 discharge, no welding.", "Cold Work"),
        ("Bolt up the flanges on the new spool after the gasket change.", "Cold Work"),
        # on top of a structure reached by its ladder
        ("Change the wind sock on top of the tower, access by the fixed ladder.", "Working at Height"),
        ("Replace the beacon on top of the silo, access via the cat ladder.", "Working at Height"),
        ("Fix the aerial on top of the old radio kiosk, reached by the fixed ladder.", "Working at Height"),
    ],
)
def test_class_is_raised(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Site entry via gate 3.", "Confined Space Entry"),
        ("Data entry for tank TK-3 levels.", "Confined Space Entry"),
        ("TK-3 entry log review", "Confined Space Entry"),
        ("P-101 entry for inspection.", "Confined Space Entry"),
        ("Enter the T-3 value in SAP.", "Confined Space Entry"),
        ("Fire alarm panel offline, fire watch required in the building.", "Hot Work"),
        ("Cold cutting of the line, fire watch posted.", "Hot Work"),
        ("Handover: welder finished the weld on PR-2 yesterday, nothing open.", "Hot Work"),
        ("QC to complete the weld inspection records for PR-2.", "Hot Work"),
        ("This software is breaking new ground in permit management.", "Excavation"),
        ("Make a hole in the steel plate for the new cable gland.", "Excavation"),
        ("Ground to be broken, 0.2 m deep by hand, no services.", "Excavation"),
        ("The mayor will 'break ground' for the new lab with a gilded spade in a sand planter.", "Excavation"),
        ("Lift the hose onto the loading gantry.", "Lifting"),
        ("Walk along the pipe gantry to check the lines.", "Lifting"),
        ("Flanges make up 20 % of the spares budget.", "Cold Work"),
        ("Check the make-up water flange for leaks.", "Cold Work"),
        ("Put the box on top of the cabinet.", "Working at Height"),
        ("Pump on top of the skid; access the pit by the ladder to clean the strainer.", "Working at Height"),
    ],
)
def test_lookalike_unchanged(text: str, absent: str) -> None:
    assert absent not in permits(text)


def test_a_tag_before_entry_is_read_as_its_space() -> None:
    result = assess({"description": "TK-3 entry for float repair."})
    assert any("letter code" in r.reason for r in result.readAs)


def test_ceremony_title_keeps_break_ground_out() -> None:
    result = assess(
        {
            "title": "Ground-breaking ceremony - new QC laboratory",
            "description": "The plant manager will 'break ground' for the new QC lab. Photographer on a step stool.",
        }
    )
    assert "Excavation" not in types(result)


def test_ladder_into_a_sump_is_still_an_entry() -> None:
    assert "Confined Space Entry" in permits("Access the sump via the ladder and clean it.")
