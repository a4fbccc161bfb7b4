"""Issue 12, round 21 (t27a): blackbox26's power and utility O&M classes, in new phrasings.

A wind turbine climbed by its tag or its tower, or worked in at its nacelle, is work at height; its hub, spinner or
blade entered is a confined space (at hub height); substation plant named by shorthand (T2, CB 3T0, the RMU, a
bushing or tap changer) isolated, or isolated and earthed, is the electrical isolation; a space named in a header
before a colon is the one a bare "go down" enters; a bucket truck or pole steps are height; a line cut into before it
is welded, or a tanker hosed up to a tank, breaks containment beside the hot work. Each class has lookalikes that must
stay clear: readings, records, stores, data entry, a network hub, bonding a tanker, a nacelle or blade on the ground.
"""

import pytest

from tests.support.hazards import permits

RAISE = {
    "Working at Height": [
        "Climb WTG 21 and replace the aviation light controller.",
        "Tower climb on turbine 14 to check the yaw brake pads.",
        "Go up T11 to the nacelle and swap the slip ring brushes.",
        "Ascend the tower on WTG 3 and torque the section flange bolts.",
        "Two technicians working in the nacelle to replace the cooling fan.",
        "T05 nacelle: change the hydraulic filter on the brake unit.",
        "Change the crossarm insulator from the bucket truck.",
        "Linesman in the aerial bucket to fit the spacer on span 6.",
        "Climb pole 112 on the pole steps and fit the new earth wire.",
    ],
    "Confined Space Entry": [
        "Enter the hub on WTG 7 to check the pitch bearing bolts.",
        "Spinner entry on T9 to inspect the nose cone brackets.",
        "Technician to get inside blade B from the root to repair the shear web.",
        "Pump station wet well: operative to go down and remove the rag build-up.",
        "Balancing tank: fitter to climb down and free the float switch.",
        "Inlet sump: go in and clear the screenings from the suction.",
    ],
    "Electrical/LOTO": [
        "Isolate T3 and replace the HV bushing gasket.",
        "Rack out CB 5T0 for the breaker service.",
        "Isolate the ring main unit and change the cable termination.",
        "Switch out SGT2 and earth it for the cooler work.",
        "Isolate and earth the feeder bay, then replace the post insulator.",
        "Isolate and earth bay 4 before the VT change.",
    ],
    "Cold Work": [
        "Cut in and weld a new drain valve on the steam header.",
        "Cut in and braze a new steam trap on the heating return.",
        "Tanker to hose up to the digester draw-off point and remove 15 m3.",
    ],
}
LOOKALIKE = {
    "Working at Height": [
        "Nacelle vibration readings on WTG 9 reviewed in SCADA; no climb needed.",
        "Check the nacelle display in the tower base for the yaw error code.",
        "New blade on its stand in the laydown area: check the root bolts at ground level.",
        "Bucket of sand left by the substation gate; move it to the skip.",
        "Order new pole steps for the stores.",
        "Send the turbine data to the nacelle controller supplier.",
    ],
    "Confined Space Entry": [
        "Replace the network hub in the control room rack.",
        "Enter the hub IP address in the SCADA config.",
        "Hub temperature alarm on T12 reset remotely.",
        "Storm tank: level readings logged from the control room.",
        "Wet well: pump run hours recorded on the HMI.",
        "Tank 4: go and collect the sample bottles from the lab.",
    ],
    "Electrical/LOTO": [
        "Order two spare RMU fuses for the stores.",
        "Replace the bronze bushing on the gate pivot.",
        "Read the tap changer position off the SCADA screen.",
        "Bushing oil level on T2 noted during the site walk.",
        "Isolate the area with barriers and earth bund repairs by the groundworks crew.",
        "Disconnect the hose and earth the tanker before the offload.",
        "CB radio in the site van needs a new aerial.",
    ],
    "Cold Work": [
        "Hose down the yard after the sludge spill.",
        "Cut in the new paving slabs along the footpath.",
        "Weld the new bracket on the handrail in the workshop.",
    ],
}


@pytest.mark.parametrize(("permit", "text"), [(k, t) for k, v in RAISE.items() for t in v])
def test_raises(permit, text):
    assert permit in permits(text)


@pytest.mark.parametrize(("permit", "text"), [(k, t) for k, v in LOOKALIKE.items() for t in v])
def test_lookalike_stays_clear(permit, text):
    assert permit not in permits(text)
