"""Issue 12, round 16 (x17br): blackbox17b's missing-permit classes 1-6.

1. A welding bay the job is said to be outside of or not in ("outside the designated welding bay", "(not a designated
   welding bay)") is why the job needs Hot Work, never its place; a plain workshop ("in the depot workshop") is no
   designated welding bay, while the workshop's own welding bay or the fab shop still is.
2. Entry said indirectly: a food or pharma vessel to be entered ("the brew kettle has to be entered"), a person who
   will "go in" a space, an entry into a fermenter, and "workers inside" after the manway is opened.
3. A line cut through (grinder, disc cutter, hacksaw), the flanges disconnected, a leak repair that drains and cuts
   out: containment is broken, so Cold Work beside any Hot Work.
4. A damaged cable "made safe" is isolated and its ends made off: Electrical/LOTO.
5. Industrial radiography in a lab (an industrial X-ray set, a set used outside its enclosure, welds X-rayed) is no
   mention of the setting.
6. Height said as the pole or mast the work is on ("on the 10 m pole"), and a person near an edge the order says has
   no rail.
"""

import pytest

from tests.support.hazards import permits

# -- 1. Hot Work outside or without a designated welding bay ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Gas cutting of scrap steel beams in the yard, outside the designated welding bay.",
        "Cutting of old steel supports in the scrap yard with gas torch, outside the designated welding bay.",
        "Welding of the guard bracket on the packing line, not in a designated welding bay.",
        "Welding repair of cracked bracket on the depot wheel lathe base, in the depot workshop floor (not a "
        "designated welding bay).",
        "Arc welding on the depot wheel lathe base in the workshop, there is no welding booth here.",
        "Welding of cracked bracket on the lathe base in the depot workshop.",
        "MIG weld the new guard frame in the maintenance workshop.",
        "Grind the weld on the conveyor frame away from the approved hot work area.",
        "Braze the copper pipe joint on the chiller, outside of the designated hot work area.",
    ],
)
def test_hot_work_outside_or_without_a_designated_bay(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Weld the brackets in the designated welding bay in the workshop.",
        "Weld brackets in the workshop welding bay.",
        "MIG welding of frames in the fab shop welding bay.",
        "Welding practice test pieces in the designated welding bay in the maintenance workshop.",
        "Fabricate a new conveyor guard in the designated workshop welding bay.",
        "The bracket is prefabricated and bolted on at the tank, no hot work on site.",
        "Replace the curtain rail in the welding booth of the fabrication shop.",
    ],
)
def test_a_designated_bay_or_fab_shop_still_needs_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


# -- 2. Confined space entry said indirectly -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The brew kettle has to be entered to fix the stirrer paddle bolt, it has been cooled down.",
        "The brew kettle has to be entered to fix the loose paddle bolt.",
        "Fermenter 3 must be entered to replace the CIP spray ball.",
        "The digester needs to be entered to clear the blocked outlet.",
        "Fitter will go in the kettle to tighten the paddle bolt.",
        "Someone has to go in the fermenter to clean the spray ball.",
        "Two men went in the vat to scrape the residue.",
        "Inspection entry into fermenter FV-5, visual check only.",
        "Inspection entry to fermenter FV-5, already isolated and blanked by others, visual check only, no hot work.",
        "Tank T-22 to be opened (remove manway cover) and sludge removed by workers inside.",
        "Mash tun entry to replace the false bottom plates.",
    ],
)
def test_entry_said_indirectly_raises_confined_space_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tank levels are entered in the log every shift.",
        "Fermenter temperatures are entered in the batch record.",
        "Two men inside the tank farm checking the bund drains.",
        "Rubbish goes in the bin by the gate.",
        "The new liner goes in the tank next week, supplied by the vendor.",
        "Workers inside the control room to update the HMI graphics.",
    ],
)
def test_entry_lookalikes_raise_no_confined_space_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


# -- 3. Cutting into a line or disconnecting its flanges breaks containment ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sir please arrange permit, we will cut the drain line of the solvent tank with grinder then put new flange.",
        "Cut the drain line of the solvent tank with a grinder and fit new flange.",
        "Cut the drain line of the solvent tank with a hacksaw and fit new flange.",
        "Cut open the ammonia line of the chiller with disc cutter after pump down.",
        "Hacksaw the old condensate pipe at the pump discharge and fit a new union.",
        "Crane inside the tank farm to lift out the 3 t pump after disconnecting the flanges.",
        "Crane lift of the 3 t pump after the flanges are disconnected, at the chemical plant.",
        "Night shift found pinhole leak on the solvent line; day shift to drain, cut out and weld in new pipe piece.",
        "Isolate, drain and purge, then cut out the old spool.",
    ],
)
def test_cutting_a_line_or_disconnecting_flanges_raises_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sir please arrange permit, we will cut the drain line of the solvent tank with grinder then put new flange.",
        "Cut open the ammonia line of the chiller with disc cutter after pump down.",
    ],
)
def test_a_hot_cut_keeps_hot_work_beside_cold_work(text: str) -> None:
    assert {"Hot Work", "Cold Work"} <= permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cut the course budget line by ten percent as agreed.",
        "Cut the tag line after the lift.",
        "Cut the production line downtime by better changeovers.",
        "Empty the skip, then cut out the weeds along the fence.",
    ],
)
def test_cutting_lookalikes_raise_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


# -- 4. A damaged cable made safe --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Make safe the damaged 400 V cable at gate 2.",
        "Action from incident: cable strike at gate 2 - expose cable by hand digging 0.6 m and make safe the damaged "
        "400 V cable.",
        "Hand dig 0.6 m to expose the damaged 400 V cable and make it safe.",
        "The struck 230 V cable ends to be made safe by the electrician.",
    ],
)
def test_a_damaged_cable_made_safe_raises_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Make safe the cable tray after the storm.",
        "Make safe the damaged 24 V DC cable.",
        "Make the scaffold safe before the weekend.",
    ],
)
def test_made_safe_lookalikes_raise_no_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


def test_the_dig_keeps_its_excavation() -> None:
    assert {"Excavation", "Electrical/LOTO"} <= permits(
        "Hand dig 0.6 m to expose the damaged 400 V cable and make it safe."
    )


# -- 5. Industrial radiography in a lab -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Industrial X-ray set to be used in the engineering lab to inspect welded samples, outside the shielded "
        "enclosure.",
        "Industrial X-ray of welded samples in the university engineering lab, outside the shielded enclosure.",
        "X-ray the welds of the new pipe spool in the lab workshop.",
        "Gamma radiography of welded test pieces in the university lab.",
        "The X-ray set will be taken out of its cabinet in the materials lab to shoot the large casting.",
    ],
)
def test_industrial_radiography_in_a_lab_raises_radiography(text: str) -> None:
    assert "Radiography" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "X-ray diffraction of powder samples in the lab.",
        "X-ray the welded samples inside the shielded cabinet in the lab.",
        "Mail room: screen incoming parcels through the enclosed X-ray cabinet.",
        "Chest X-ray for new starters at the clinic office.",
    ],
)
def test_lab_x_ray_lookalikes_raise_no_radiography(text: str) -> None:
    assert "Radiography" not in permits(text)


# -- 6. Height as the pole worked on, and an edge with no rail -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Electrician to replace CCTV camera on the 10 m pole at the rail depot, isolate the 230V supply.",
        "Replace the floodlight up the 12 m lighting column in the car park.",
        "Change the aviation lamp on the 15 m mast by the gate.",
        "Roof inspection at the food plant - walk near the edge to check gutters, there is no guard rail.",
        "There is no edge protection on the annex roof, so the fitter works along the edge to reseal the flashing.",
    ],
)
def test_height_said_as_the_pole_or_an_unrailed_edge(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Walk along the edge of the pond to check the reeds.",
        "Sling chafed on unpadded edge | barrier failed - no edge protection",
        "Replace the lamp on the 1 m bollard post.",
    ],
)
def test_edge_and_pole_lookalikes_raise_no_height(text: str) -> None:
    assert "Working at Height" not in permits(text)
