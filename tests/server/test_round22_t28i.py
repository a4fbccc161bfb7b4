"""Issue 12, round 22 (t28i, blackbox30b): venues and leisure estates.

Stage access kit is named by its brand or as a bare tower ("from the Genie", "from the JLG", "build the 6 m tower",
"from the tallescope"): the figure said with it is the height worked at, not a distance from it. A fixed figure of
drop into a pit ("3 m drop into the open orchestra pit") is the fall a person at its edge would take, though the pit
is below the stage. Touring riggers call chain hoists "motors" ("four 1 t CM Lodestar motors"): a load hung or flown
on them is a lift.
"""

import pytest

from tests.support.hazards import run, types

WAH, LIFT = "Working at Height", "Lifting"


@pytest.mark.parametrize(
    "text",
    [
        "LX call: re-lamp the FOH truss at 9 m from the Genie, 6 x PAR cans out, pull the dead lamps.",
        "Focus the FOH lanterns at 8 m from the Genie.",
        "Re-gel the side booms at 7 m from the Genie lift, crew of two.",
        "Clean the atrium roof vents at 12 m from the JLG.",
        "Change the smoke detector in the foyer ceiling from the Genie.",
        "Replace the lamp in the arena bowl from the JLG boom.",
        "Use the Skyjack to reach the signage at 6 m.",
        "Build the 6 m tower stage left to re-focus the overhead wash.",
        "Stage crew to build the 6 m tower downstage to focus the booms.",
        "Erect the 8 m alloy tower in the atrium and replace the banner.",
        "LX: re-lamp the house lights from the tallescope over the stalls, 7 m; no hot work, hand tools only.",
        "Focus the overhead bar from the tallescope.",
    ],
)
def test_stage_access_kit_by_brand_or_bare_tower_is_work_at_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Panto: the genie rises out of the lamp in a puff of smoke.",
        "The genie in Aladdin gets three encores every night.",
        "Order two Genie batteries for the stores.",
        "Park the car 5 m from the JLG compound gate.",
        "Build the 0.6 m tower of cake tiers for the wedding display.",
        "Build the 1 m tower to reach the socket above the bar.",
        "Sign the tallescope inspection register in the office.",
        "Complaint: the Genie and the tallescope were left blocking the dock door overnight; please store them.",
    ],
)
def test_a_genie_in_a_play_or_a_low_or_paper_tower_is_no_height(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Fit the new pit rail panels at the stage edge, 3 m drop into the open pit while the pit lift is down.",
        "Fix the loose fascia board at the stage edge, 3 m drop into the open orchestra pit.",
        "Repair the stage edge nosing with the pit lift at the bottom, 3.5 m fall into the pit.",
        "Replace the kick plate on the stage lip, 2.5 m drop down into the orchestra pit.",
        "Paint the edge of the ride platform, a 4 m fall into the ride pit below.",
    ],
)
def test_a_stated_drop_into_a_pit_is_a_fall(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "The pit band plays the overture; a 3 m drop in ticket sales this week.",
        "Replace the kick plate on the stage lip, 0.5 m drop into the pit with the pit floor raised.",
    ],
)
def test_a_drop_that_is_no_fall_or_under_the_threshold_is_none(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Hang the 1.5 t lighting truss on four 1 t CM Lodestar motors.",
        "Fly the 2 t LED wall on the motors, two per bridle.",
        "Load-in: the 2.5 t sub array goes up on two 2 t motors from the arena roof steel.",
        "Load-in: hang the 2.5 t speaker array on two 2 t motors, bridled from the roof steel.",
        "Hang the 1.5 t lighting truss on four 1 t chain motors.",
        "Fly the video screen on two chain hoists.",
        "Rig the mother grid on eight half-tonne Lodestars.",
    ],
)
def test_a_load_hung_on_motors_is_a_lift(text: str) -> None:
    assert LIFT in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the two drive motors on the coaster lift hill.",
        "The ride motors were serviced last week; records filed.",
        "Order two spare CM Lodestar motors for the stores.",
        "Hang the banner on the foyer wall.",
    ],
)
def test_motors_that_carry_no_load_are_no_lift(text: str) -> None:
    assert LIFT not in types(run(text))


ELEC, COLD = "Electrical/LOTO", "Cold Work"


@pytest.mark.parametrize(
    "text",
    [
        "Escalator 4: lock off at the main switch, then into the lower pit to clean out and check the step chain "
        "tensioner.",
        "Isolate escalator 2 at its main switch and replace the step-chain sensor.",
        "Isolate the travelator at its main switch and change the handrail drive chain.",
        "Stage lift hydraulic hose burst: isolate the power pack, release the pressure and change the hose.",
        "Lock off the stage revolve and replace the drive wheel.",
    ],
)
def test_venue_driven_plant_isolated_at_its_switch_is_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Gas engineer to cut a new isolation valve into the kitchen gas supply, gas isolated and purged.",
        "Cut a new tee into the chilled water main for the cafe fan coil.",
        "Plumber to cut a replacement valve into the pool fill line.",
    ],
)
def test_a_new_valve_cut_into_a_supply_breaks_containment(text: str) -> None:
    assert COLD in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Ride the escalator to level 2 and check the shop signage.",
        "Cut the old valve up for scrap in the yard.",
        "The stage lift show report is attached.",
        "Security close-down: escalators switched off with the key at 21:00 as usual and shutters down.",
        "Travelators switched off by the timer at close.",
    ],
)
def test_a_ride_a_scrap_valve_or_a_report_is_no_isolation_or_line_break(text: str) -> None:
    assert not {ELEC, COLD} & types(run(text))
