"""Issue 12, round 20 (t25c): classes from the blind tune set tune22.

Class 1 (UKT-023): a vehicle said to park (present tense) or stay outside a gate, fence or entrance ("marking
van parks outside the bay gate") raised Vehicle Entry; those words name no vehicle inside. A vehicle then said to drive
in keeps its cue.
Class 2 (NKT-014): a cook's blowtorch on food ("burnt her thumb with the blowtorch while caramelising the creme brulee")
raised Hot Work; a blowtorch on plant keeps it.
Class 3 (UKT-019): a fridge or cold-store door gasket named by its kind ("fit a new magnetic gasket") was read as a
process joint broken (PE-BREAK), as "door gasket" already was not.
Class 4 (UKT-044): a buried main uncovered down to a figure ("Hydro-vac truck to expose the main to about 1.2 m") read
the depth as a height (Working at Height) and gave no Excavation.
Class 5 (UKT-003): a fixing said done from the ground ("chargers wall mounted at 1.3 m, fixed from the ground") read
the mounting height as a working height; "reached from the floor" was already read so (2 m and below only).
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: a vehicle kept outside
@pytest.mark.parametrize(
    "text",
    [
        "Line painting in loading bay 2: the contractor's van parks outside the bay gate, tins carried in by hand.",
        "Tank farm bund wall patch repair: supplier lorry to stay outside the bund gate, bags barrowed in.",
        "Jetty handrail paint touch-up: pick-up is left at the security gate, crew walks down with the kit.",
    ],
)
def test_vehicle_kept_outside_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Tank farm: vacuum truck parks outside the bund gate, then drives into the bund to empty the sump.",
        "Loading rack: the tanker waited outside the gate for an hour and was then driven into the loading bay.",
        "Pump house: hiab truck to come into the pump house yard and offload the motor; the van stays at the gate.",
    ],
)
def test_vehicle_that_then_enters_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in _types(text)


# ---------------------------------------------------------------- class 2: a cook's blowtorch
@pytest.mark.parametrize(
    "text",
    [
        "Accident book: a student burnt her thumb with the blowtorch while caramelising the creme brulee.",
        "First aid log: the pastry chef scorched his wrist with the kitchen blowtorch.",
        "Near miss at the staff restaurant: chef's torch left lit after browning the meringue tops.",
    ],
)
def test_cooks_blowtorch_raises_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pump house P-12: use a blowtorch to free the seized coupling nut on the suction flange.",
        "Loading rack lane 3: blowtorch to dry the surface before the thermoplastic markings go down.",
        "Crude unit: fitter to heat the seized union with a propane blowtorch, fire watch posted.",
    ],
)
def test_blowtorch_on_plant_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


# ---------------------------------------------------------------- class 3: a fridge door's gasket
@pytest.mark.parametrize(
    "text",
    [
        "Replace the torn magnetic gasket on the reach-in fridge in the control room kitchen.",
        "Swap the freezer gasket on chest freezer 2 in the lab store, ice building up.",
        "Fit a new magnetic gasket on the drinks fridge door in the canteen.",
    ],
)
def test_fridge_door_gasket_raises_no_cold_work(text: str) -> None:
    assert "Cold Work" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the gasket on the ammonia compressor discharge flange, line isolated and drained.",
        "Renew the spiral wound gasket on exchanger E-101 channel head.",
        "Change the refrigerant line flange gasket at the chiller, pump down first.",
    ],
)
def test_process_gasket_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in _types(text)


# ---------------------------------------------------------------- class 4: a buried main exposed down to a figure
@pytest.mark.parametrize(
    "text",
    [
        "Hydro-vac truck to expose the firewater main to about 1.2 m and fit a repair clamp.",
        "Uncover the old storm drain to 1.4 m by hand and photograph the joint.",
        "Expose the leaking water pipe to 1.5 m, then clamp it and backfill.",
    ],
)
def test_main_exposed_to_a_depth_is_excavation_not_height(text: str) -> None:
    got = _types(text)
    assert "Excavation" in got and "Working at Height" not in got


@pytest.mark.parametrize(
    "text",
    [
        "Strip the lagging to expose the steam line to 6 m above the deck, working from the scaffold.",
        "Expose the steel column to 3 m high and blast it from the mobile tower.",
        "Remove cladding to expose the pipe, then inspect it at 8 m from the boom lift.",
    ],
)
def test_exposed_item_up_high_keeps_height(text: str) -> None:
    assert "Working at Height" in _types(text)


# ---------------------------------------------------------------- class 5: fixed from the ground
@pytest.mark.parametrize(
    "text",
    [
        "EV chargers wall mounted at 1.3 m to centre, fixed from the ground.",
        "New safety sign at 1.8 m, fitted from the floor with a cordless drill.",
        "Door access reader at 1.5 m installed from the ground, no ladder.",
    ],
)
def test_fixing_done_from_the_ground_raises_no_height(text: str) -> None:
    assert "Working at Height" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Bracket fixed at 1.9 m from a stepladder.",
        "Light fitting at 3.5 m replaced from the floor with a pole, then the next one from the ladder.",
        "Camera bracket at 4 m, fixed from the ground.",
    ],
)
def test_fixing_from_access_kit_or_high_keeps_height(text: str) -> None:
    assert "Working at Height" in _types(text)
