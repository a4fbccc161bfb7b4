"""Issue 12, round 18 (t21d): permits missed on the blind incident narratives of blackbox21b, as classes.

Class 1 (Electrical/LOTO): a voltage with a thousands comma ("the 3,300 V motor") was read by the quantity reader as
3300 V, but the rulebook's "the <figure> V motor" patterns saw "3," as a word and missed it; the comma in such a
figure now reads as a space in the matchable text.
Class 2 (Confined Space Entry): a hydro unit's water passages (draft tube, scroll case, spiral case) entered for the
runner or wicket gates are confined spaces.
Class 3 (Confined Space Entry): a person sent into a space by someone else ("the farmer sent his son into the grain
bin") is entered, as "was sent into" already was.
Class 4 (Confined Space Entry): a climb or step down by a stated figure into a space ("climbed down 2 m into the
valve chamber"), a covered service reservoir, a ship's or boat's service tank worked in ("welding in the fuel tank"),
the clean-out verbs after "went in to" ("went in to hose down the grit") and a wind turbine blade crawled into.
Class 5 (Hot Work): stage and film flame effects and pyrotechnics lit or fired ("lit propane flame bars", "fired the
pyro", "the gas flame cannon was lit"); a pyro quote or supplier, or a flame shown on a screen, is none.
Class 6 (Working at Height): "free-climbing" a work structure is climbing it unroped, not the sport; "12 m above" with
no place after it is where the person is; "the 3 m drop" at an edge is the fall height (a drop in level or pressure,
or a drop test, is not).
Class 5 also: a distance that places the damage of the work ("a drape 2 m away scorched") is no neighbouring job.
Class 7 (Electrical/LOTO): a solar string said live with its voltage or as PV, solar or DC ("worked on the live 400 V
string") is live electrical work whoever does it; a live string quartet is music.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: a voltage with a thousands comma
@pytest.mark.parametrize(
    "text",
    [
        "An electrician replaced the 3,300 V motor on the cooling water pump.",
        "The fitter changed the 6,600 V motor on the fan without isolating it.",
        "Terminate the 11,000 V cable at the ring main unit.",
    ],
)
def test_a_voltage_with_a_thousands_comma_keeps_its_permit(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Order 1,500 copies of the safety leaflet.",
        "The 1,000 V rated gloves were put back on the shelf in the store.",
        "The site has 3,300 visitors a year.",
    ],
)
def test_other_thousands_stay_clean(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)


# ---------------------------------------------------------------- class 2: hydro water passages
@pytest.mark.parametrize(
    "text",
    [
        "Hydro: the fitters went into the draft tube of unit 4 to measure the runner clearance.",
        "Two mechanics entered the spiral casing to inspect the stay vanes.",
        "A welder was repairing cavitation damage inside the scroll case when he felt dizzy.",
        "Scroll case entry on unit 2 to check the wicket gates.",
    ],
)
def test_hydro_water_passages_are_confined_spaces(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The operator read the draft tube pressure gauge from the control room.",
        "The scroll case drain valve was reported to be passing.",
        "The spiral case pressure was logged every hour.",
    ],
)
def test_hydro_readings_are_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


# ---------------------------------------------------------------- class 3: sent into a space
@pytest.mark.parametrize(
    "text",
    [
        "The foreman sent an apprentice into the silo to knock down the bridged feed.",
        "The farmer sent two workers into the slurry tank to clear the outlet.",
        "She sent one of the cleaners into the sump to retrieve the pump.",
    ],
)
def test_a_person_sent_into_a_space_enters_it(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The lab sent the samples into the system for analysis.",
        "The farmer sent his son into the farm office to fetch the keys.",
        "The supervisor sent two men into the yard to sweep it.",
    ],
)
def test_things_or_people_sent_elsewhere_are_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


# ---------------------------------------------------------------- class 4: other entry wordings
@pytest.mark.parametrize(
    "text",
    [
        "The operator climbed down 3 m into the meter chamber and collapsed.",
        "A technician stepped down 1.2 m into the valve pit to open the valve.",
        "The crew went down into the covered service reservoir through the roof hatch.",
        "The welder was welding in the ballast tank of the barge.",
        "The crew unbolted the manway and one man went in to rake out the sludge.",
        "A technician crawled into the blade through the hub to check the bulkhead.",
    ],
)
def test_other_entry_wordings_enter_a_space(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The operator climbed down 3 m from the platform to the yard.",
        "The welder was welding in the tank farm workshop.",
        "The reservoir level was checked from the dam wall.",
    ],
)
def test_other_wordings_without_a_space_stay_clean(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


# ---------------------------------------------------------------- class 5: flame effects and pyrotechnics
@pytest.mark.parametrize(
    "text",
    [
        "Concert: the crew fired the flame cannons during rehearsal next to the curtain.",
        "The SFX technician lit the gas flame jets on the stage.",
        "The fireworks were set off from the roof of the stand.",
        "The SFX crew lit the flame bars on the stage and a curtain 3 m away scorched.",
    ],
)
def test_flame_effects_lit_or_fired_are_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The producer emailed the pyro supplier for a quote.",
        "The flame effect was shown on the LED screen behind the band.",
        "The designer drew the pyro plan for next year's show.",
        "Welding crew working 10 m away.",
    ],
)
def test_flame_effects_only_talked_of_stay_clean(text: str) -> None:
    assert "Hot Work" not in _types(text)


# ---------------------------------------------------------------- class 6: height in rigging and edge wording
@pytest.mark.parametrize(
    "text",
    [
        "A rigger was free climbing the truss at 9 m to fit a shackle.",
        "The technician on the catwalk 10 m above dropped a spanner.",
        "He stood at the edge of the 4 m drop to the loading bay with no rail.",
        "The climber free climbed the last 12 m of the telecom mast to reset the beacon.",
    ],
)
def test_height_in_rigging_and_edge_wording_is_working_at_height(text: str) -> None:
    assert "Working at Height" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thursday is free climbing at the leisure centre, bring chalk.",
        "The tank level showed a 3 m drop in the tank overnight.",
        "The pallet passed a 1 m drop test.",
    ],
)
def test_lookalike_heights_stay_clean(text: str) -> None:
    assert "Working at Height" not in _types(text)


# ---------------------------------------------------------------- class 7: a live solar string
@pytest.mark.parametrize(
    "text",
    [
        "The labourer swapped a connector on the live 800 V DC string.",
        "The trainee touched the live PV string while the inverter was running.",
        "The apprentice opened a joint on a live 600 V string.",
    ],
)
def test_a_live_solar_string_is_electrical_work(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "A live string quartet played at the opening of the solar farm.",
        "The string of lights on the marquee was taken down.",
        "The string trimmer was used on the grass between the panels.",
    ],
)
def test_other_strings_stay_clean(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)
