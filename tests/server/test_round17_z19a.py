"""Issue 12, round 17 (z19a): missed permits of the blind tune set tune19 (bench/eval/unseen20/tune19), as classes.

Failures: UHT-046 (leak tape under a live flange's insulation box, Cold Work lost to "no tools on bolts"), UHT-042
(FGR duct access door opened, Cold Work), UHT-026 (hydraulic hoses broken, Cold Work), UHT-006 (a drain pit sealed
with a bolted blank, Cold Work), NHT-019 (a gas train union undone, Cold Work), UHT-008 (a fan locked at "MCP-CR way
12", Electrical/LOTO), UHT-013 (a fire-detection zone disabled at the fire panel, Cold Work; and its forbidden
Confined Space Entry from detector "heads" reached through a ceiling opening).

Class 1: "no tools on <a part>" keeps tools off that part only; it is no visual-only scope. Class 2: a union,
coupling or fitting undone opens the line. Class 3: hoses broken as a step. Class 4: an opening sealed, capped or
closed with a blank, blind or spade. Class 5: an access or inspection door opened on a flue-gas duct, boiler,
furnace or precipitator. Class 6: a lock applied at an isolating device named by its abbreviation (DB, MCP, LCP) or
a numbered way. Class 7: a fire-detection zone or loop disabled, isolated or inhibited. Class 8: a detector's or
sprinkler's heads reached through an opening are plant, not a person's head.
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: "no tools on <a part>"
@pytest.mark.parametrize(
    "text",
    [
        "Fit leak detection tape on E-1203 outlet flange (hydrogen service, 45 barg) - line STAYS IN SERVICE. "
        "Insulator removes the removable insulation box, tech wraps tape round the flange gap, box refitted. "
        "No tools on bolts, no heat.",
        "Remove the insulation box on the live steam flange and fit a clamp. No tools on the flange bolts.",
        "Strip lagging off the in-service line to fit a sensor band; no tools to be used on the flange.",
        "Leak tape on the flange, line stays in service. Insulator removes the insulation box. No tools on bolts.",
    ],
)
def test_no_tools_on_one_part_keeps_the_work_around_it(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Walkdown of the flange area, no tools.",
        "Visual check of the insulation box on E-1203, no tools.",
        "Photograph the flange and insulation for the report, no tools on site.",
    ],
)
def test_no_tools_alone_stays_a_visual_only_scope(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 2: a union or fitting undone
@pytest.mark.parametrize(
    "text",
    [
        "Near-miss note from the car-body plant paint shop, typed by the shift lead: a maintenance tech undid the gas "
        "train union on the oven burner to change a filter with the manual gas valve open because the lock-off point "
        "was behind a rack, and smelt gas before he stopped. Ovens down for two hours.",
        "Undo the union on the fuel gas line to the burner and change the strainer.",
        "Fitter to undo the compression fittings on the diesel line.",
        "Undo the unions on the propane pigtail and swap the regulator.",
    ],
)
def test_a_union_or_fitting_undone_is_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    ["Undo the coat buttons.", "Undo the trailer coupling and park the trailer.", "Undo the knot in the rope."],
)
def test_undoing_no_fluid_joint_raises_no_cold_work(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 3: hoses broken as a step
@pytest.mark.parametrize(
    "text",
    [
        "Notes: HPU locked at JDB-2 F3, accumulator dumped, hoses broken (oil). 60 t crane set up on the jetty head.",
        "HPU locked, accumulator dumped, hoses broken (oil).",
        "Break hoses and drain into the tray.",
        "Breaking the hydraulic hoses on the ram after the accumulator is dumped.",
    ],
)
def test_hoses_broken_as_a_step_are_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "The fire hose is broken, order a new one.",
        "Hose broken off at the reel, log it.",
        "Hoses broken and leaking at the crusher, see photo.",
    ],
)
def test_a_hose_said_to_be_broken_is_a_defect_not_a_step(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 4: sealed with a blank
@pytest.mark.parametrize(
    "text",
    [
        "Remaining job: seal DP-22 with bolted blank and wet sand, continuous LEL monitor at the pit, then finish the "
        "N3 nozzle reinforcing pad weld on the empty, gas-free tank from outside at grade.",
        "Cap the drain line with a blind flange before the hot work.",
        "Close the open nozzle with a bolted blank.",
        "Fit a bolted blank on the pump suction.",
    ],
)
def test_an_opening_sealed_with_a_blank_is_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Fill the blank form with the tag numbers.",
        "Leave the field blank on the permit sheet.",
        "Cover the drains with wet sacking.",
        "Seal the envelope with a blank label.",
    ],
)
def test_a_blank_form_or_a_covered_drain_is_no_blank_fitted(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 5: a flue-gas duct's access door opened
@pytest.mark.parametrize(
    "text",
    [
        "FGR fan stopped and locked at MCC-B2 (400 V). Open the duct access door (at 1.0 m above grating) to reach the "
        "inner linkage by arm - no entry. CO monitor worn; boiler still firing.",
        "Open the inspection door on the FGR duct and replace the damper pin.",
        "Remove the boiler inspection door and check the tubes by torch.",
        "Unbolt the precipitator access hatch and change the rapper.",
    ],
)
def test_a_flue_gas_access_door_opened_is_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Open the access door to the switch room.",
        "Open the AHU access door and change the filters.",
        "Open the ventilation duct access door in the office corridor.",
        "Open the panel door and check the lamp.",
    ],
)
def test_a_room_panel_or_hvac_door_is_no_gas_path(text: str) -> None:
    assert not _has(text, "Cold Work")


def test_reaching_in_by_arm_stays_no_entry() -> None:
    text = "Open the duct access door to reach the inner linkage by arm - no entry."
    assert "Confined Space Entry" not in permits(text)


# ---------------------------------------------------------------- class 6: a lock at DB, MCP or a way
@pytest.mark.parametrize(
    "text",
    [
        "Night elec to lock AHU-2 at MCP-CR way 12 and hand to HVAC tech for belt change + tension.",
        "Lock P-101 at DB-4 before the seal change.",
        "Elec to lock the 400 V supply fan at LCP-3 way 6 and hand over for bearing change.",
        "Pump motor to be locked at MCP-2 before seal change.",
    ],
)
def test_a_lock_at_an_abbreviated_isolating_device_is_electrical(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Lock the user account in the DB after the audit.",
        "Save the file in the DB and lock the record.",
        "Lock the van at way 12 of the car park.",
    ],
)
def test_a_database_or_a_car_park_way_is_no_isolating_device(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 7: a fire-detection zone disabled
@pytest.mark.parametrize(
    "text",
    [
        "Sequence: zone 6 disabled at FP-W by site fire officer; technician works from the top platform of a 10-tread "
        "stepladder (platform 2.4 m) to reach the heads through the ceiling opening; heads swapped, zone re-enabled.",
        "Zone 6 disabled at FP-W by the site fire officer; swap the detector heads.",
        "Disable zone 3 at the fire alarm panel and replace the smoke detector.",
        "Smoke detection zone 2 isolated while the heads are changed.",
        "Fire officer to inhibit the fire detection loop during the cable pull.",
    ],
)
def test_a_fire_detection_zone_disabled_is_a_safeguard_bypass(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Heating zone 3 disabled at the BMS for the summer.",
        "ATEX zone 1 around the pump.",
        "Zone 2 isolated at the MCC for the motor change.",
        "Disable zone 4 of the oven at the panel.",
    ],
)
def test_other_zones_are_no_fire_detection(text: str) -> None:
    assert not _has(text, "Cold Work")


# ---------------------------------------------------------------- class 8: equipment heads through an opening
@pytest.mark.parametrize(
    "text",
    [
        "Technician works from the ladder to reach the heads through the ceiling opening.",
        "Reach the detector heads through the ceiling opening from the stepladder.",
        "Change the sprinkler heads through the ceiling hatch.",
    ],
)
def test_equipment_heads_through_an_opening_are_no_entry(text: str) -> None:
    assert not _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Fitter put his head through the manway to look inside.",
        "Head and shoulders into the manhole to check the level.",
        "Entrant with the head inside the vessel.",
    ],
)
def test_a_persons_head_through_an_opening_stays_an_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")
