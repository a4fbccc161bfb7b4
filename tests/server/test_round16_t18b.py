"""Issue 12, round 16 (t18b): the tune18 incident narratives' misses and forbidden permits, fixed as classes.

- A personal monitor, radio or badge "clipped to his collar" was read as a lanyard clipped on (Working at Height).
- A terminal of passengers, cargo or containers ("airport cargo terminal") was read as a fuel terminal, so a forklift
  near miss in a cargo shed raised Vehicle Entry at full strength; a sugar refinery was read as a hydrocarbon one.
- Road-rail plant digging or lifting beside the track, and mobile plant driven across an area where another crew's
  job was under way, missed Vehicle Entry (no hydrocarbon area named).
- A narrative's omission "who had not ... stopped the elevator" missed Electrical/LOTO.
- The aftermath of an incident ("the job was stopped and the drum removed", "given oxygen by first aiders and
  recovered") raised Electrical/LOTO and Confined Space Entry in the semantic layer.
- A drive belt changed on a fan raised Cold Work beside its lockout.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Near-miss report, dairy: an operator leaned into the open silo hatch at floor level and the gas monitor "
        "clipped to his collar alarmed at 18 percent oxygen. He stepped back at once.",
        "Incident report, brewery: a cellarman opened the fermenter manway at floor level and the CO2 detector clipped "
        "to his lapel went into alarm; he moved away and ventilated the area.",
        "The radio clipped to her belt crackled as she walked the ground-floor corridor of the cold store.",
        "The personal H2S monitor clipped to his shirt pocket alarmed while he read the gauges at grade.",
    ],
)
def test_kit_clipped_to_clothing_is_no_tie_off(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The rigger worked 8 m up on the pipe rack with his lanyard clipped to the anchor point.",
        "Investigation summary: the scaffolder fell 5 m because his harness was not clipped to the handrail.",
        "At 6 m on the tower the fitter stayed clipped to his safety belt line while he changed the lamp.",
        "Work from the 4 m roof edge with harness clipped on to the static line.",
    ],
)
def test_a_person_clipped_on_at_height_keeps_it(text: str) -> None:
    assert "Working at Height" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Near-miss card, airport cargo terminal: a forklift driver reversed into a pedestrian walkway at the "
        "build-up area and stopped short of a loader. Walkway markings have been repainted.",
        "Incident report, container terminal: a reach stacker driver reversed into a parked van in the yard. "
        "Nobody was hurt.",
        "Near miss at the ferry terminal: a tractor unit drove through the marshalling lane too fast and a marshal "
        "stepped back.",
    ],
)
def test_a_terminal_of_passengers_or_cargo_is_no_fuel_terminal(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Near-miss card, fuel terminal: a contractor's van drove into the tank compound without a gas test.",
        "Incident report, oil terminal: a vacuum tanker reversed into the loading bay while gasoline was being loaded.",
    ],
)
def test_a_fuel_terminal_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Incident report, rail depot: a track gang dug a 1.2 m hole with a road-rail excavator to repair a "
        "drainage pipe beside the track and struck an unmarked signalling cable.",
        "A road-rail digger lifted sleepers onto the trailer while working along the running line at night, and "
        "a lookout had not been posted.",
        "Near miss: the lookout warned the gang as the road-rail vehicle travelled on the track towards the "
        "worksite with the possession not yet taken.",
        "Toolbox talk write-up, quarry: a crew cutting a drainage channel with a 20 t excavator drove across the "
        "crusher area where the primary crusher liner change was under way, and the crusher team had to leave.",
        "Investigation summary: a loaded dump truck drove into the yard where the scaffold erection was in "
        "progress, and a scaffolder had to jump clear.",
    ],
)
def test_mobile_plant_on_the_track_or_across_a_live_work_area_needs_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Drive the depot road-rail vehicle along the access road to the stores to collect sleepers.",
        "Near-miss card, airport cargo terminal: a forklift driver reversed into a pedestrian walkway and stopped "
        "1 m from a loader.",
    ],
)
def test_lookalikes_of_mobile_plant_entry_stay_clear(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Insurer loss report, sugar refinery: a sugar dust explosion in a bucket elevator casing followed grinding "
        "on the elevator head by a maintenance fitter, who had not cleaned the dust from the casing or stopped the "
        "elevator.",
        "Investigation summary, feed mill: a fitter was welding a wear plate inside the mixer chute and had not "
        "isolated the mixer; the mixer was started from the control room.",
        "Near-miss card, sawmill: the operator cleared a jam on the outfeed rollers but did not stop the conveyor "
        "first, and his glove was pulled in.",
        "RIDDOR report: the engineer failed to lock off the extract fan before reaching in to change the belt.",
    ],
)
def test_a_stop_or_isolation_left_undone_raises_the_lockout(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        (
            "Near-miss card, vehicle workshop: a fitter started to weld a bracket on a tipper body in the bay, but the "
            "screens had been moved and sparks reached an open tin of thinners. The job was stopped and the tin taken "
            "out before it caught fire.",
            "Electrical/LOTO",
        ),
        (
            "Incident report, ice rink plant room: ammonia escaped when a contractor unscrewed a pressure gauge from "
            "the receiver without closing its isolating valve. The contractor was given oxygen by first aiders and "
            "recovered.",
            "Confined Space Entry",
        ),
        (
            "Incident report, dairy: caustic splashed a fitter who broke a CIP line flange that was still under "
            "pressure. He was treated at the eye-wash station by first aiders and made a full recovery.",
            "Confined Space Entry",
        ),
    ],
)
def test_the_aftermath_of_an_incident_is_no_job(text: str, refused: str) -> None:
    assert refused not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Toolbox talk write-up, water works: two operators went down into a 3 m deep valve chamber to free a "
        "penstock without a gas test and one collapsed. The rescue team recovered him with the tripod winch.",
        "A contractor climbed into the grain bin to break up a crust and was engulfed; he was pulled out and given "
        "oxygen.",
    ],
)
def test_a_real_entry_beside_its_rescue_keeps_it(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Investigation summary, bakery: an engineer stood on the top rail of a 2 m stepladder to change a conveyor "
        "oven extract fan belt 4 m above the floor. The fan had been isolated and locked at the local isolator.",
        "Isolate and lock the AHU-3 supply fan at its isolator, then replace the worn V belts and re-tension.",
        "Lock off the dust extract fan; re-tension the drive belts on the fan and restore.",
    ],
)
def test_a_drive_belt_change_is_its_lockout_not_cold_work(text: str) -> None:
    got = permits(text)
    assert "Electrical/LOTO" in got
    assert "Cold Work" not in got


@pytest.mark.parametrize(
    "text",
    [
        "Lock off pump P-12, replace the drive belt and the mechanical seal, drain and flush the casing.",
        "Isolate the fan, change the fan belt and bearing, and replace the leaking gasket on the duct drain line.",
        "Replace the pump impeller and the coupling on P-401 after draining the casing.",
    ],
)
def test_a_belt_beside_other_mechanical_work_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)
