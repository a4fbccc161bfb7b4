"""Issue 12, round 16 (y18b): blackbox18 classes 2, 4, 7 and blackbox18b classes 1, 4, 5, as classes.

Confined spaces named by plant words (degasser, transfer chute, evaporator body, LNG cold box, a water tank's tag such
as CWST-2, a stack entered by its inspection door), an operator's "Entry in <vessel>" and "workers go down inside" a
space named before; Cold Work for a containment break stated indirectly (drill & tap on a live header, "after iso &
drain", a dead leg cut out, inlets blanked, a pump wet end changed with its weight said, a pit desludged with a hose);
Radiography for nuclear moisture/density gauges (two modifiers, Troxler, Am-Be, neutron probe); Excavation for "pile"
as a verb and sheet piles installed; Working at Height for a roof's height as its label and "no parapet".
"""

import pytest

from mcp_server.workorders.text import parse_quantities, split_fields
from tests.support.hazards import permits


def _heights(text: str) -> list[float]:
    return [h for h, _ in parse_quantities(split_fields({"description": text})).heights]


@pytest.mark.parametrize(
    "text",
    [
        "Offshore: enter degasser V-410 after blind & purge",
        "Enter transfer chute CH-3 to clear blockage, person inside chute",
        "Enter transfer chute to clear blockage",
        "Enter CWST-2 in basement (drained) for inspection",
        "Enter evap body #3 to plug leaking tubes by welding",
        "Enter evaporator body 3 to weld leaking tubes",
        "Enter the deaerator to inspect trays",
        "Enter stack via insp door @ 30m to insp lining, rope access",
        "Enter the flue through the cleaning door",
        "Entry in reactor R-201 for catalyst inspection, agitator motor to be LOTO and all lines blinded before.",
        "Entry in sump pit of pumping station for cleaning, gas test first.",
        "Entry in tank T-44 for visual inspection only, no hot work.",
        "LNG cold box entry for perlite level inspection, nitrogen purged, must be air-tested before.",
        "Cold box entry for perlite inspection, purged with air, O2 checked.",
        "Clean wet well of sewage pumping station, isolate pumps at panel, workers go down inside.",
    ],
)
def test_named_spaces_entered_raise_cse(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Made an entry in the tank log about level",
        "Enter chute temperatures in the log sheet",
        "Rod out blockage in transfer chute from outside with bar, no entry",
        "Material build-up inside chute, clear with air lance from outside",
        "Fill the lunch cold box",
        "Enter the office via the access door",
        "Record CWT-2 level in logbook",
        "Clean wet well screens from the top, nobody goes inside",
    ],
)
def test_space_lookalikes_raise_no_cse(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        'Drill & tap 1/2" on operating CW header for new PI tapping',
        "Drill & tap on operating cooling water header for new tapping point",
        "Remove 1.5t control valve from header after iso & drain, chain block",
        "Cut out dead leg on HC line w/ gas axe after drain & purge",
        "Remove the dead leg on the steam main",
        "Scale pit clean: iso pumps, enter pit & desludge w/ hose",
        "Milk silo MS-2: blank inlet/outlet, iso agitator, enter to rplc spray ball",
        "Rplc 1.4t slurry pump wet end, iso 415V mtr, drain, chain block from monorail",
        "Replace pump strainer after isolation and draining",
    ],
)
def test_indirect_containment_break_raises_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    ["Refit grate after drain cleaning", "Wash car, hose down the yard", "Tap on the office door"],
)
def test_containment_lookalikes_raise_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nuclear moisture density gauge (Am-Be) for haul road compaction tests",
        "Use nuclear moisture density gauge (Am-Be source) for compaction tests",
        "Troxler gauge compaction tests on haul road",
        "Neutron moisture probe readings in the borehole",
        "nuclear density gauge for compaction testing",
    ],
)
def test_nuclear_gauges_raise_radiography(text: str) -> None:
    assert "Radiography" in permits(text)


@pytest.mark.parametrize("text", ["Non-nuclear density gauge for asphalt", "I am be there tomorrow for meeting"])
def test_gauge_lookalikes_raise_no_radiography(text: str) -> None:
    assert "Radiography" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Contractor to pile 4 sheet piles for new culvert at water treatment plant.",
        "Install 20 sheet piles along the bank",
        "Drive sheet piles for culvert",
    ],
)
def test_piling_raises_excavation(text: str) -> None:
    assert "Excavation" in permits(text)


@pytest.mark.parametrize("text", ["Pile up the sheet piles in the laydown yard", "Stack sheet piles in yard"])
def test_stored_piles_raise_no_excavation(text: str) -> None:
    assert "Excavation" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Airport terminal roof: torch-on bitumen membrane repair, roof 12 m, no parapet.",
        "Torch-on membrane repair on roof at 12 m with no parapet",
        "Roof 12 m: repair membrane",
        "Walkway 6 m, no parapet",
    ],
)
def test_roof_height_label_raises_wah(text: str) -> None:
    assert "Working at Height" in permits(text)


def test_roof_length_is_no_height() -> None:
    assert _heights("Roof 12 m long, 8 m wide: replace sheets") == []
