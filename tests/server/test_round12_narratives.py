"""Issue 12 round 12: incident narratives told the way people tell them, in other trades and settings.

Four classes, each with several phrasings and benign twins that must not change:
- a person struck, run over or knocked down by moving mobile plant, or the plant itself tipping or its outrigger
  sinking, is vehicle movement wherever it happened (the vehicle's own hazard, not only in a tank farm);
- a vehicle as the one that "entered" a space named by a plant word ("the forklift entered the boiler cellar") is no
  person entering a confined space; a driver or an operator who enters still is;
- a welder named inside a space given with its owner ("inside the barge's aft ballast tank") is welding there;
- a line opened with an indefinite article ("opened a brine return line"), and a fuel or gas line said in the passive
  as disconnected or reconnected ("the propane line had been reconnected"), break containment (Cold Work); a new
  production line, a phone line or a power line do not.
The sentences were written for these tests, not copied from an evaluation set.
"""

import pytest

from tests.support.hazards import codes, run

# --- a person struck by moving plant, or the plant overturning -------------------------------------------------------
STRUCK_BY_PLANT = [
    "At a builders' merchant a yard hand was knocked down by a reversing telehandler while stacking timber.",
    "A surveyor on a quarry haul road was run over by a dump truck backing up to the crusher.",
    "During night resurfacing a traffic marshal was struck by a tipper lorry that reversed without a banksman.",
    "A loading shovel reversing across the stockpile hit a labourer who was taking samples.",
    "At a recycling centre a forklift carrying bales turned into the aisle and a picker was struck.",
    "The all-terrain crane's outrigger pad punched through a culvert cover while it was picking a pump skid.",
    "A telehandler carrying roof sheets toppled over on the sloping site road.",
]


@pytest.mark.parametrize("text", STRUCK_BY_PLANT)
def test_a_person_struck_by_moving_plant_or_the_plant_overturning_is_vehicle_movement(text):
    assert "VEH" in codes(run(text))


STRUCK_TWINS = [
    "A picker stood on a pallet lifted on forklift forks to reach a shelf and fell when the pallet tipped.",
    "A worker was struck by a falling bolt while rigging a chain hoist.",
    "An operator was struck in the chest when the pressurised cover blew open.",
    "The display in the visitor centre shows an old steam tractor.",
    "Repaint the walkway lines in the warehouse. Hazards: risk of being struck by reversing forklifts; wear hi-vis.",
    "Toolbox talk on being struck by reversing vehicles.",
]


@pytest.mark.parametrize("text", STRUCK_TWINS)
def test_no_moving_vehicle_no_vehicle_movement(text):
    assert "VEH" not in codes(run(text))


# --- a vehicle entering is not a person entering a space ------------------------------------------------------------
VEHICLE_ENTERED = [
    "In a brewery a forklift loaded with kegs entered the boiler cellar and a cleaner was struck.",
    "A dumper full of spoil entered the furnace hall basement while the tapping channel was live and hit a fitter.",
]


@pytest.mark.parametrize("text", VEHICLE_ENTERED)
def test_a_vehicle_entering_is_not_confined_space_entry(text):
    got = codes(run(text))
    assert "CSE" not in got
    assert "VEH" in got


PERSON_ENTERED = [
    "The forklift driver entered the tank to retrieve a dropped sling and collapsed.",
    "A truck operator climbed into the silo to clear a bridge of grain and was engulfed.",
]


@pytest.mark.parametrize("text", PERSON_ENTERED)
def test_a_driver_entering_a_space_is_still_confined_space_entry(text):
    assert "CSE" in codes(run(text))


# --- a welder inside a space named with its owner -------------------------------------------------------------------
WELDER_INSIDE_OWNED_SPACE = [
    "A welder inside the barge's aft ballast tank was burned when his sleeve caught fire.",
    "Two welders in the ship's forward peak tank were overcome by fumes from the primer.",
]


@pytest.mark.parametrize("text", WELDER_INSIDE_OWNED_SPACE)
def test_a_welder_inside_a_space_named_with_its_owner_is_hot_work(text):
    assert "HW" in codes(run(text))


def test_a_welders_paperwork_in_the_ships_office_is_no_hot_work():
    assert "HW" not in codes(run("The welder's certificates were kept in the ship's office for the auditor."))


# --- a line opened with an article, a fuel line disconnected in the passive -----------------------------------------
LINE_OPENED = [
    "A plumber opened a hot water return line to fit a gauge and was scalded.",
    "At an ice rink a technician opened an ammonia liquid line to change a valve without pumping it down.",
    "At the creamery the oil feed pipe to the boiler had been disconnected by a contractor and left leaking.",
    "The operator felt dizzy after the propane line had been reconnected to the dryer without a leak test.",
]


@pytest.mark.parametrize("text", LINE_OPENED)
def test_a_line_opened_or_disconnected_is_a_line_break(text):
    assert "CW" in codes(run(text))


LINE_TWINS = [
    "The factory opened a new bottling line last spring with a ribbon cutting.",
    "The office phone line was disconnected when the contract lapsed.",
    "She opened a new line of credit at the bank.",
]


@pytest.mark.parametrize("text", LINE_TWINS)
def test_a_production_line_or_phone_line_is_no_line_break(text):
    assert "CW" not in codes(run(text))
