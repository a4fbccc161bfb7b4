"""Issue 12, round 14 (helper t14b): tune14's missed permits on work orders and its narrative errors, as classes.

- A figure said right after the thing a person stands, kneels or climbs on ("stand on the frame, 1.2 m") is a height.
- A ladder of a stated length that the person then climbs is worked from at that height: a "no working at height"
  line conflicts with it instead of clearing it.
- An entry attendant at the space's opening with the rescue tripod or winch beside it is set up for an entry.
- A process machine's bowl a person climbs into (pulper, mixer, digester) is entered.
- A machine only stopped at a key switch or control panel is not isolated.
- A vehicle driven into a store of flammable liquid (a bonded spirit warehouse) is Vehicle Entry.
- Lookalikes: a figure said with piling is a depth; a fire engine's ladder raised by the crew is no work at height; an
  idea or project dug into is no dig.
"""

import pytest

from tests.support.hazards import permits, run, types

WAH, CSE, LOTO, VE, EX = "Working at Height", "Confined Space Entry", "Electrical/LOTO", "Vehicle Entry", "Excavation"


@pytest.mark.parametrize(
    "text",
    [
        "The fitting is on top of the skid frame, have to stand on the frame, 1.2 m, no rails.",
        "The fitter kneels on top of the compressor skid, about 1.5 m, to reach the coupling.",
        "Climb onto the trailer bed, 1.4 m, to strap the load.",
        "Operator stood on the pipe bridge (2 m) to open the valve.",
    ],
)
def test_figure_after_the_thing_stood_on_is_a_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stand on the floor, 1.5 m from the pump, while it runs.",
        "Stand on the frame, 0.8 m, to reach the fitting.",
        "Sit on the bench, 2 m from the door.",
    ],
)
def test_floor_distance_or_low_frame_is_no_height(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The fitter props a 3.5 m extension ladder against the header support, climbs to the top and unscrews the"
        " vent.",
        "Lean a 4 m ladder on the tank shell and climb up to the gauge.",
        "They set up a 3 m stepladder by the light and he climbed it.",
    ],
)
def test_ladder_of_stated_length_climbed_is_work_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "No working at height on this one. It's all from the floor. The fitter props a 3.5 m extension ladder against "
        "the header support, climbs to the top and unscrews the vent valve.",
        "No working at height. Lean a 4 m ladder on the wall and climb up to the sensor.",
    ],
)
def test_no_height_line_conflicts_with_a_ladder_climbed(text: str) -> None:
    result = run(text)
    assert WAH in types(result)
    assert any(f.code == "SCOPE-CONFLICT" and f.hazardId == "HZ-FALL-FROM-HEIGHT" for f in result.findings)


def test_ladder_carried_is_no_height_figure() -> None:
    assert WAH not in permits("Carry the 6 m ladder to the stores and climb into the van.")


@pytest.mark.parametrize(
    "text",
    [
        "Pit is 2 m deep with one hatch. Blower in, O2 test, attendant at the hatch, tripod. Repack the gland.",
        "Hole watch at the manway, retrieval winch rigged, then clean the strainer.",
        "Tripod over the manhole, standby man at the top, and descale the wet well pump.",
    ],
)
def test_attendant_at_the_opening_with_rescue_gear_is_entry(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Attendant at the hatch while the CCTV crawler is lowered; no entry.",
        "Car park attendant at the barrier, tripod for the speed camera.",
        "Attendant at the hatch during the gas test.",
        "Tripod and winch are in the store.",
    ],
)
def test_attendant_or_gear_alone_is_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "At a paper-recycling mill, a worker climbed into the pulper to clear a jam.",
        "The fitter crawled inside the ribbon mixer to scrape the paddles.",
        "He went into the digester to clear the screen.",
    ],
)
def test_machine_bowl_climbed_into_is_entered(text: str) -> None:
    assert CSE in permits(text)


@pytest.mark.parametrize("text", ["Feed the bales into the pulper.", "Enter the mixer speed in the HMI."])
def test_machine_fed_or_set_is_no_entry(text: str) -> None:
    assert CSE not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "A guy stepped into the lower pit with the 400 V controller only stopped at the key switch, no lock, and a "
        "cleaner restarted it.",
        "The conveyor was just switched off at the control desk when the fitter reached in.",
        "The 415 V mixer was only stopped at the local key stop before the blades were cleaned.",
    ],
)
def test_stop_at_a_key_switch_or_panel_is_no_isolation(text: str) -> None:
    assert LOTO in permits(text)


def test_reading_taken_after_a_key_switch_stop_is_no_lockout() -> None:
    assert LOTO not in permits("Stop the fan at the key switch and take the reading.")


@pytest.mark.parametrize(
    "text",
    [
        "The cause was a diesel forklift driven into the bonded warehouse among the maturing whisky casks.",
        "A delivery truck reversed into the solvent store while drums were being decanted.",
        "The forklift drove into the aerosol warehouse with a hot exhaust.",
    ],
)
def test_vehicle_into_a_flammable_liquid_store_is_vehicle_entry(text: str) -> None:
    assert VE in permits(text)


def test_forklift_in_an_ordinary_warehouse_is_no_vehicle_entry() -> None:
    assert VE not in permits("The forklift drove into the main warehouse to pick the pallets.")


@pytest.mark.parametrize(
    "text",
    [
        "Our members stopped work after the piling rig struck an unmarked gas main at about 2 m.",
        "The pile driving rig hit a water main at 3 m, so work stopped.",
        "Our CFA piling crew bored into a live cable at about 4 m.",
    ],
)
def test_figure_said_with_piling_is_a_depth(text: str) -> None:
    got = permits(text)
    assert EX in got and WAH not in got


@pytest.mark.parametrize(
    "text",
    [
        "The big red fire engine came to our nursery today! The firefighters raised the ladder high and let us hold "
        "the hose, and we all got a sticker.",
        "Fire crews extended their ladder over the school fence for the photo.",
        "The fire engine's ladder was raised so the kids could see it.",
        "At the open day the turntable ladder was raised for the children to see.",
    ],
)
def test_fire_engine_ladder_is_no_work_at_height(text: str) -> None:
    assert WAH not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The firefighter climbed a ladder onto the warehouse roof to rescue the roofer who had collapsed.",
        "Window cleaner up a 6 m ladder at the nursery.",
    ],
)
def test_ladder_climbed_to_a_roof_keeps_work_at_height(text: str) -> None:
    assert WAH in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Aries: a hot streak at work continues, and a heavy lift from a colleague helps you dig deeper into an old "
        "project.",
        "She spent the winter digging into her family's past.",
        "Time to dig into the mystery of the missing invoices.",
    ],
)
def test_idea_or_project_dug_into_is_no_dig(text: str) -> None:
    assert EX not in permits(text)


def test_real_dig_keeps_excavation() -> None:
    assert EX in permits("Dig deeper into the trench to 1.5 m.")
