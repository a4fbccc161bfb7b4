"""Issue 12, round 17 (z19r): missed permits of the blind probe bench/eval/blackbox19 (voice-to-text field notes), as
classes.

Class 1: a voltage spoken in groups ("four fifteen volt", "two thirty", "four forty") was added up (19 V, 32 V, 44 V)
and read as extra-low voltage, so Electrical/LOTO was dropped even beside isolate, lock out or prove dead; it is read
as people say it (415, 230, 440 V; "six six kay vee" 6.6 kV). Class 2: Electrical/LOTO missed when the line gives a
live or faulted state (a busway that stays live, an 11 kV cable fault repaired) or HV switching and earthing instead
of an isolation step. Class 3: "lotto" as voice-to-text LOTO. Class 4: Confined Space Entry missed for "in to" written
split ("go down in to the wet well"), a calorifier entered, and a boiler tube replaced inside the furnace. Class 5:
"braising" for brazing. Class 6: an engine-driven welder towed on its trailer into a process unit (Vehicle Entry).
Class 9: "a one metre step stool" read as 2 m (the article counted as a one), raising Working at Height below 1.2 m.
"""

import pytest

from mcp_server.workorders.reading import _numbers
from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


def _figures(text: str) -> str:
    return _numbers(text, [])


# ---------------------------------------------------------------- class 1: spoken voltages said in groups
@pytest.mark.parametrize(
    "text",
    [
        "isolate the four fifteen volt mixer motor at the local isolator and lock it before clearing the blade",
        "gonna need a lock out on the four fifteen volt feed to the compressor before we take the terminal box cover"
        " off",
        "isolate the two thirty volt supply to the trace heating panel",
        "lock out the four forty volt conveyor drive before the belt change",
        "prove dead the four fifteen volt feed to the pump",
        "isolate the three eighty volt pump motor and lock it off",
        "isolate the six six kay vee motor feeder and apply earths",
    ],
)
def test_a_voltage_said_in_groups_keeps_electrical_loto(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("four fifteen volt", "415 V"),
        ("two thirty volt", "230 V"),
        ("three eighty volt", "380 V"),
        ("one twenty five volt", "125 V"),
        ("six six kay vee", "6.6 kV"),
        ("three three kv", "3.3 kV"),
        ("eleven kay vee", "11 kV"),
        ("eleven thousand volt", "11000 V"),
        # figures that already read right stay so
        ("twenty four volt", "24 V"),
        ("four hundred and fifteen volt", "415 V"),
        ("two point five metres", "2.5 m"),
        ("two fifty mil", "250 mm"),
        ("one point two tonne", "1.2 t"),
    ],
)
def test_spoken_figures_are_read_as_people_say_them(said: str, read: str) -> None:
    assert _figures(said) == read


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("meeting starts at four fifteen in the control room", "Electrical/LOTO"),
        ("replace the twenty four volt relay in the panel", "Electrical/LOTO"),
        ("change the twelve volt lamp on the torch", "Electrical/LOTO"),
        ("the toolbox talk is at two thirty in the canteen", "Electrical/LOTO"),
    ],
)
def test_times_and_extra_low_voltages_raise_no_electrical_permit(text: str, permit: str) -> None:
    assert not _has(text, permit)


# ---------------------------------------------------------------- class 2: a live or faulted state, switching, earthing
@pytest.mark.parametrize(
    "text",
    [
        "dig up the eleven kv cable in the switchyard and repair the fault",
        "repair the fault on the 415 V feeder cable to the pump house",
        "swap the tap off unit on the overhead busway four metres up from a mewp the busway stays live",
        "swap the tap off unit on the busway while it stays live",
        "eleven thousand volt ring main unit switching then earth the feeder for the new transformer connection",
        "11 kV RMU switching for the new substation, then earth the cable",
    ],
)
def test_a_live_or_faulted_state_or_hv_switching_raises_electrical_loto(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "repair the fault on the fibre optic cable to the gatehouse",
        "book the operators on the HV switching course next month",
        "earth the road tanker with the bonding clamp before offloading",
        "earth tape at the transformer plinth found cut, re-lay it to the grid",
        "the guided busway stays open during the road works",
    ],
)
def test_lookalikes_of_a_live_or_faulted_state_raise_no_electrical_permit(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 3: "lotto" as LOTO
@pytest.mark.parametrize(
    "text",
    [
        "lotto the pump motor p one oh one a and pull the mechanical seal",
        "lotto the pump and pull the impeller its eating the seal again",
        "lotto the two pumps then go down in to the wet well to swap the float switches",
        "lotto'd both pumps before the fitter pulled the coupling",
    ],
)
def test_lotto_said_for_loto_keeps_electrical_loto(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "the lotto syndicate money is due friday",
        "we won the lotto at the social club",
        "lotto tickets for the christmas raffle are in the office",
    ],
)
def test_a_lottery_raises_nothing(text: str) -> None:
    assert permits(text) == set()


# ---------------------------------------------------------------- class 4: "in to", a calorifier, a boiler furnace
@pytest.mark.parametrize(
    "text",
    [
        "go down in to the wet well to swap the float switches",
        "get in to the buffer tank to inspect the lining",
        "go in to the vessel through the bottom manway to change the demister pad",
        "enter the calorifier to inspect the heating coil",
        "calorifier entry to inspect the coil after draining",
        "replace the failed boiler tube in the furnace at twenty metres cut and weld from the furnace scaffold",
        "cut out and replace two waterwall tubes inside the boiler furnace",
    ],
)
def test_an_entry_said_split_or_by_its_vessel_raises_confined_space_entry(text: str) -> None:
    assert _has(text, "Confined Space Entry")


@pytest.mark.parametrize(
    "text",
    [
        "log in to the system and print the permit",
        "go in to the office to sign the permit",
        "check the calorifier temperature on the bms screen",
        "inspect the boiler tubes in the furnace through the sight glass",
    ],
)
def test_lookalikes_of_an_entry_raise_no_confined_space_entry(text: str) -> None:
    assert not _has(text, "Confined Space Entry")


# ---------------------------------------------------------------- class 5: "braising" for brazing
@pytest.mark.parametrize(
    "text",
    [
        "braising the copper joints on the instrument air manifold in the pump house",
        "braise the brass fitting on the oil line",
        "Braising the copper tails on the new coil in the plant room",
    ],
)
def test_braising_said_for_brazing_raises_hot_work(text: str) -> None:
    assert _has(text, "Hot Work")


@pytest.mark.parametrize(
    "text",
    ["braised beef on the canteen menu", "clean the braising pan in the kitchen", "braising steak for the barbecue"],
)
def test_cooking_raises_nothing(text: str) -> None:
    assert permits(text) == set()


# ---------------------------------------------------------------- class 6: towed plant into a process unit
@pytest.mark.parametrize(
    "text",
    [
        "engine driven welder on a trailer towed into the hydrocracker unit to weld the new drain point",
        "tow the engine driven welder into the hydrocracker unit on its trailer",
        "tow the air compressor on its trailer into the crude unit",
        "diesel generator towed into unit 4 for the shutdown",
    ],
)
def test_towed_plant_into_a_process_unit_raises_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


@pytest.mark.parametrize(
    "text",
    [
        "tow the broken down car into the workshop",
        "the pool car was towed into the garage for repair",
        "tow bar fitted to the site van in the car park",
    ],
)
def test_lookalikes_of_towed_plant_raise_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")


# ---------------------------------------------------------------- class 9: the article read as a one
@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("a one metre step stool", "a 1 m step stool"),
        ("a twenty tonne crane", "a 20 t crane"),
        ("a two metre platform", "a 2 m platform"),
        ("a hundred metre", "100 m"),
    ],
)
def test_the_article_before_a_number_is_no_one_added(said: str, read: str) -> None:
    assert _figures(said) == read


def test_a_one_metre_step_stool_is_below_the_height_threshold() -> None:
    assert not _has("change the corridor light tube standing on a one metre step stool", "Working at Height")


@pytest.mark.parametrize(
    "text",
    [
        "change the light tube standing on a two metre step ladder",
        "work from a one point five metre podium on the tank roof edge",
        "dig a hole one and a half metres deep by the fence",
    ],
)
def test_figures_above_their_thresholds_keep_their_permits(text: str) -> None:
    assert permits(text) & {"Working at Height", "Excavation"}
