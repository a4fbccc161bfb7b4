"""Issue 12, round 19 (t23c): missed permits of the blind probe folders blackbox23b and blackbox23, as classes.

Class 1 (blackbox23b class 1): an entry said with "in" instead of "into" in chat slang ("jump in the wet well", "can
you get in the separator", "Gonna go in the digester", "Boilies getting in the boiler drum") gave no Confined Space
Entry. Only a person jumps, hops, climbs or crawls in; "get/go in" counts after a person word or a chat modal.
Class 2 (blackbox23b class 2): any "... shop" was read as the welding bay and cleared Hot Work ("Stick welding the
door frame in the paint shop, thinners all round"); only a welding or fab shop (or the bare "shop") still does.
Class 3 (blackbox23b class 3): heat and flame tools outside the core words: a heat gun used on the work, a weed
burner, "the oxy" as the cutting set, a welder's stinger set up.
Class 4 (blackbox23b class 4): regional vehicle, plant and trade slang: bakkie, LDV and ute (read as a pick-up),
scaffies (scaffolders), a temp hose (a temporary hose), a boom truck setting a load and "craning" a load.
Class 5 (blackbox23b class 5): the electrical isolation in plain words: "make the LV cable dead", "make it dead" beside
a cable, "isolate the HV/LV board", "turn the juice off at the DB".
Class 6 (blackbox23 class 2): a past-tense "welded" with no subject in a completion note ("Reply: welded.", "bracket
welded back on", "post welded from the scissor lift") is the welding the ticket asked for.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------------------------------- class 1: entry "in" a space in chat slang
@pytest.mark.parametrize(
    "text",
    [
        "Need someone to jump in the sump and fish the float switch out",
        "Can you get in the interceptor once it's been vented and scrape it out",
        "Gonna go in the clarifier tomorrow to check the scraper arm",
        "Lads getting in the boiler drum at 7 to change the baffles",
        "Stop-work card: bloke was about to hop in the grease trap pit with no gas test",
        "Dave's crawling in the duct under the kiln to pull the old cable",
        "We're going in the wet well this arvo to de-rag the pumps",
    ],
)
def test_entry_in_a_space_in_chat_slang_raises_cse(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The new pump needs to go in the sump on Friday",
        "We're going in the tank farm to check the bund drains",
        "Jump in the truck, we leave for the sump pump station at 8",
        "Rubbish goes in the bin by the gate",
    ],
)
def test_things_going_in_and_areas_raise_no_cse(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


# ------------------------------------------------------- class 2: a shop of another trade is no welding bay
@pytest.mark.parametrize(
    "text",
    [
        "Stick welding the new door frame in the paint shop, thinners all round",
        "Grinding the old brackets off in the joinery shop, sawdust everywhere",
        "Plasma cutting the old ductwork in the spray shop",
        "MIG welding the guard rail in the maintenance shop next to the solvent cabinet",
    ],
)
def test_hot_work_in_another_trades_shop_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stick welding the new gate frame in the fab shop",
        "Welding the spool in the contractor's shop",
        "Welding the new frame in the shop",
        "Weld the spool in the welding shop",
    ],
)
def test_welding_in_the_fab_or_weld_shop_stays_cleared(text: str) -> None:
    assert "Hot Work" not in _types(text)


# ------------------------------------------------------------------ class 3: heat and flame tools
@pytest.mark.parametrize(
    "text",
    [
        "Heat gun on the cable sleeves at the gas meter skid in the process area",
        "Using a hot air gun to strip the paint off the door in the solvent store",
        "Weed burner along the tank farm fence line this morning",
        "Boilermaker cuts the old drain pipe up with the oxy",
        "Welder set his stinger up on the pipe beside the pump seal",
    ],
)
def test_heat_and_flame_tools_raise_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Heat gun's broken, new one on order",
        "Who borrowed my heat gun",
        "Check the oxy levels at the manway before entry",
        "Got stung by a wasp, the stinger is still in my arm",
        "Weed killer spraying along the fence",
    ],
)
def test_heat_tool_lookalikes_raise_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)


# ------------------------------------------------------------------ class 4: vehicle, plant and trade slang
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Bakkie going into the tank farm to drop off the boards", "Vehicle Entry"),
        ("LDV heading into the process area with the drums", "Vehicle Entry"),
        ("Taking the ute into the LPG area to pick up the tools", "Vehicle Entry"),
        ("Scaffies erecting a 10m tower on the reactor structure", "Working at Height"),
        ("Run a temp hose from the IBC to the sump to transfer the acid", "Cold Work"),
        ("Boom truck's setting the 2t skid on the plinth", "Lifting"),
        ("Craning the 3t precast chamber into the hole after smoko", "Lifting"),
    ],
)
def test_regional_slang_raises_its_permit(text: str, permit: str) -> None:
    assert permit in _types(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("He was craning his neck to see the flare", "Lifting"),
        ("The temp in the tank is 40 C", "Cold Work"),
        ("Bakkie's in for a service", "Vehicle Entry"),
        ("Boom truck broke down at the gate", "Lifting"),
    ],
)
def test_slang_lookalikes_raise_nothing(text: str, permit: str) -> None:
    assert permit not in _types(text)


# --------------------------------------------------------------- class 5: isolation in plain words
@pytest.mark.parametrize(
    "text",
    [
        "Make the LV cable dead and joint it",
        "Digger hit a 400V cable, sparkies to make it dead and repair it",
        "Isolate the HV board before the bus bar inspection",
        "Turn the power off at the DB and swap the light switch",
        "Turn the juice off at the fuse board and change the socket",
    ],
)
def test_plain_word_isolation_raises_electrical(text: str) -> None:
    assert "Electrical/LOTO" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Make it dead level with the screed",
        "That was dead easy, make it dead simple next time",
        "Turn the water off at the mains",
    ],
)
def test_dead_and_off_lookalikes_raise_no_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in _types(text)


# ------------------------------------------------------ class 6: a past-tense "welded" in a completion note
@pytest.mark.parametrize(
    "text",
    [
        "Ticket (Warehouse): gate hinge cracked. Reply: welded.",
        "Completion note: guard bracket welded back on.",
        "Reply: welded on a new support leg.",
        "Reply: handrail post welded from the scissor lift.",
        "Completion note: welded the cracked sign bracket from a MEWP.",
        "Reply: fitters on the MEWP at 5 m welded the brackets.",
    ],
)
def test_completion_note_welded_raises_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The welded joint was inspected and passed",
        "The tank base was welded in 1998",
        "Welded, bolted and riveted connections to be checked visually",
    ],
)
def test_existing_welds_raise_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)
