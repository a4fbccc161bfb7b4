"""Issue 12, round 15 (x15a): tune17 UFT-049, a machine that belongs to the incident and has left site.

"Incident INC-27-021: excavator bucket struck the buried 6in firewater main ... Excavator stood down and taken off
site" then a hand-dug repair raised Vehicle Entry: the excavator is the incident's, and the order says it has gone.
A machine said stood down and taken (or removed, sent) off site is no vehicle in the area; one still to do work
before it leaves, or another machine brought in, keeps the permit.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Incident INC-1: excavator bucket struck the buried water main while trenching in the tank farm. Excavator "
        "stood down and taken off site. Hand dig 1.0 m round the damage, fit a repair clamp.",
        "Near miss: a telehandler clipped the pipe rack in unit 2. The telehandler has been removed from site. "
        "Replace the damaged handrail on the pipe bridge steps at ground level.",
        "The forklift was taken off site for repair after it hit the racking in the tank farm store. Re-fix the racking "
        "upright base plate with new anchors.",
    ],
)
def test_a_machine_that_has_left_site_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Excavator to dig the cable trench in the tank farm, then taken off site.",
        "Excavator stood down and taken off site; a mini digger comes into the tank farm to finish the trench.",
        "Excavator digs the trench in the tank farm and is taken off site once backfilled.",
    ],
)
def test_a_machine_still_working_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


def test_the_incident_repair_keeps_its_dig() -> None:
    text = (
        "Incident: excavator bucket struck the buried firewater main while digging a cable trench in the tank farm. "
        "Excavator stood down and taken off site. Hand dig round the damaged section, approx 1.2 m deep, cut out "
        "the damaged length with a hydraulic pipe cutter, fit repair couplings."
    )
    assert {"Excavation", "Cold Work"} <= permits(text)
