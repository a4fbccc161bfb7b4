"""Issue 12, round 17 (w19b): forbidden and extra permits of the blind tune set tune19, as classes.

Class 1 (UHT-034, Electrical/LOTO from the semantic layer): a sentence that only lists plant staying as it is, more
than one piece of it ("Line stays in service, pump running."), is a condition of the job, read with the work before it
as a single stays-as-it-is sentence already was ("Pumps stay in auto."); read alone it looked like isolation work. The
rules decide what the semantic layer reads; the semantic layer itself is unchanged.
Class 2 (UHT-045, Working at Height): a figure in a sentence that says the work is reached from the floor ("sensor head
at 1.6 m on the column bracket - reach from floor") is where the thing is, up to 2 m (arm's reach); a higher figure, a
denied reach, or access kit or a raised place in the sentence keeps the height.
Class 3 (UHT-035, Vehicle Entry): a vehicle said to have left the site ("Truck has left site.") is gone, as one taken
off site already was; one coming back keeps its permit.
Class 4 (UHT-047, Vehicle Entry): an order that says no vehicle enters the area ("NO vehicle to enter the tank farm
bund") is a statement of the whole job; a vehicle said elsewhere to enter or drive in, an exception ("except the vac
tanker"), or a vehicle entry permit named keeps the permit.
"""

import pytest

from tests.support.hazards import permits, run, types


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


def _in_tank_farm(text: str) -> set[str]:
    return types(run(text, area="Tank Farm"))


# ---------------------------------------------------------------- class 1: plant that stays as it is
@pytest.mark.parametrize(
    "text",
    [
        "Fitter + welder to grind the old stub off and weld the new bracket. Line stays in service, pump running.",
        "Weld new support bracket under the suction line. Line stays in service, pump running.",
        "Grind and weld the new bracket. Header stays live and compressor running.",
        "Weld the new shoe on the rack. Line remains in service and pump running.",
    ],
)
def test_plant_said_to_stay_as_it_is_raises_no_isolation(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    [
        "Lock off the pump at MCC-3 and change the seal. Line stays in service, pump running.",
        "Change the belts. Fan stays running, motor to be locked off at the MCC.",
        "Isolate and lock out P-101 at the MCC, then change the coupling. Standby pump stays in auto, header live.",
    ],
)
def test_an_isolation_said_beside_the_plant_that_stays_keeps_its_permit(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 2: a figure reached from the floor
@pytest.mark.parametrize(
    "text",
    [
        "Inhibit GD-K12 at the F&G panel, replace sensor head at 1.6 m on the column bracket - reach from floor.",
        "Replace the smoke head at 1.8 m on the wall, reachable from the floor.",
        "Change the valve positioner at 1.9 m; accessible from grade.",
        "Swap the junction box lid at 1.5 m, reach from floor level.",
    ],
)
def test_a_figure_reached_from_the_floor_is_no_working_height(text: str) -> None:
    assert not _has(text, "Working at Height")


@pytest.mark.parametrize(
    "text",
    [
        "Replace sensor head at 3.5 m on the column bracket - reach from floor with pole.",
        "Replace sensor head at 1.6 m on the column bracket.",
        "Replace sensor head at 1.6 m on the column bracket - cannot reach from floor, use a step ladder.",
        "Work from the 1.8 m platform edge, no handrail, tools reached from floor.",
        "Replace sensor head at 1.6 m from a step ladder - reach from floor not possible.",
    ],
)
def test_a_height_not_reached_from_the_floor_keeps_its_permit(text: str) -> None:
    assert _has(text, "Working at Height")


# ---------------------------------------------------------------- class 3: a vehicle that has left
@pytest.mark.parametrize(
    "text",
    [
        "Vac truck clipped the pipe support last night, leg bent. Truck has left site. Weld a new leg on the support.",
        "Forklift reversed into the rack upright last week. Forklift has left the site. Repair the rack upright.",
        "Tanker hit the kerb at bay 2 on Monday. Tanker has left the terminal, no leak. Repair the kerb.",
    ],
)
def test_a_vehicle_that_has_left_site_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in _in_tank_farm(text)


@pytest.mark.parametrize(
    "text",
    [
        "Vac truck has left site. The vac truck returns Monday to empty the sump.",
        "Truck to leave site after loading; vac truck to empty the sump in the bund.",
        "Vac tanker into the tank farm to empty the sump.",
    ],
)
def test_a_vehicle_still_to_come_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in _in_tank_farm(text)


# ---------------------------------------------------------------- class 4: no vehicle enters the area
@pytest.mark.parametrize(
    "text",
    [
        "Empty the bund sump to a vac tanker; the tanker parks outside the bund gate - no vehicle to enter the "
        "tank farm bund.",
        "Oily water to road tanker. No trucks to enter the bund; tanker waits on the ring road.",
        "Pump out the sump to a vac truck. Vehicles are not to enter the tank farm; the truck stays on the road.",
    ],
)
def test_no_vehicle_to_enter_the_area_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in _in_tank_farm(text)


@pytest.mark.parametrize(
    "text",
    [
        "No vehicle to enter the tank farm bund before the gas test; then the vac truck drives into the bund to empty "
        "the sump.",
        "No vehicle to enter the tank farm bund except the vac tanker, which enters at the east gate.",
        "No vehicle to enter the tank farm bund but the vac tanker.",
        "Vac tanker to empty the sump in the bund. No vehicle to enter the bund without a vehicle entry permit.",
    ],
)
def test_a_vehicle_said_to_enter_after_all_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in _in_tank_farm(text)
