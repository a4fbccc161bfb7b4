"""Issue 12 round 15, helper r15b: failure classes of the black-box probe blackbox15b (precision, recall and
followups), each with variants written before the fix, both the work that must raise its permit and the lookalike
that must not: purchasing, quotes and calls about plant; entry into offshore and structural compartments; over-the-side
work; sealed sources named as gauges; live HV testing and a part at its voltage changed as "it"."""

import pytest

from tests.support.hazards import permits

CSE, WAH, RAD, ELEC = "Confined Space Entry", "Working at Height", "Radiography", "Electrical/LOTO"
LIFT, EXC = "Lifting", "Excavation"


@pytest.mark.parametrize(
    "text",
    [
        "Raise PR for 2 new tripods and winches for the confined space rescue kit",
        "PR for replacement gas monitor for the confined space entry crew",
        "Get a quotation for hire of a 50 t mobile crane for next year's shutdown",
        "Quotation from the contractor for excavation of the new cable trench, approve the PO",
        "Please raise PO for hire of 26 m MEWP for the painting job in May",
        "Procurement: 4 pcs lever hoist 3 t for the workshop store",
        "Phone call with the scaffold contractor about scaffold availability next month",
        "Call the crane contractor to ask for their day rates",
    ],
)
def test_purchasing_and_calls_raise_nothing(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Raise PO for the scaffold, then erect the scaffold at column C-3 at 12 m", WAH),
        ("Call the crane contractor, then lift the 5 t pump with the mobile crane", LIFT),
        ("Quotation received; excavate the trench to 1.5 m for the new drain", EXC),
    ],
)
def test_work_beside_the_purchase_still_raises(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Inspection inside the ballast compartment of the jacket leg",
        "Crawl inside the box girder of the gantry for a corrosion check",
        "Work inside the pontoon of the floating roof to repair the leak",
        "Fitter to enter the cofferdam between the cargo tanks for inspection",
    ],
)
def test_entry_into_compartments_raises_cse(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the batteries inside the battery compartment of the gas detector",
        "Clean the filter inside the engine compartment of the fire pump",
    ],
)
def test_small_compartments_are_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Over the side work from the cellar deck to replace the anode",
        "Overside work at the spider deck to change the grating clips",
        "Work over the side from the main deck to fit the riser clamp",
    ],
)
def test_over_the_side_work_raises_wah(text: str) -> None:
    assert WAH in permits(text)


def test_overside_valve_named_is_no_work_at_height() -> None:
    assert WAH not in permits("Check the overside discharge valve on the main deck")


@pytest.mark.parametrize(
    "text",
    [
        "Nuclear density gauge compaction testing on the new bund",
        "Replace the sealed source level gauge on the separator",
        "Use the nuclear moisture gauge on the haul road fill",
    ],
)
def test_sealed_sources_raise_radiography(text: str) -> None:
    assert RAD in permits(text)


def test_non_nuclear_gauge_is_no_radiography() -> None:
    assert RAD not in permits("Compaction test with the non-nuclear density gauge on the bund")


@pytest.mark.parametrize(
    "text",
    [
        "Live testing in the 11 kV switchgear to find the fault",
        "Testing the 6.6 kV protection relays by secondary injection, panel energised",
        "The immersion heater element in tank 3 has failed, 230 V, replace it",
    ],
)
def test_live_hv_testing_and_element_change_raise_electrical(text: str) -> None:
    assert ELEC in permits(text)


def test_element_at_extra_low_voltage_is_no_electrical() -> None:
    assert ELEC not in permits("The heater element on the hopper is broken, 24 V DC, please change it")
