"""Issue 12, round 19 (t23d): over-calls of the blind probe folders blackbox23b and blackbox23, as classes.

Class A (blackbox23b class 6): plant or a crew named in chat with news and no work ("The Franna's been sold", "The
cherry picker's broken down", "Excavator hire ended Friday", "RT crew not coming today", "Scaffold crew on leave next
week") raised the permit of the plant's work.
Class B (blackbox23b class 7): the contracted cancellation "X's off" ("Hot work's off today", "The dig's off") was
not read as work called off. Work put off to a named day keeps its permit (round 14's decision).
Class C (blackbox23b class 8): "dig" idioms ("Dig deep for Dave's family", "gave the foreman a dig about his
driving", "dig in for the last hour") raised Excavation.
Class D (blackbox23b class 9): a fall off an edge or dock with its height given after a comma below 1.2 m ("off the
loading dock edge, about 1m") raised Working at Height: the figure was not read as the drop's height.
Class E (blackbox23b class 10): finished or reported past work ("hole watch issue sorted, that vessel entry
finished", "RT crew sent their reports from last week's shoot") raised the permit.
Class F (blackbox23 class 3): work the order gives to another party ("belongs to the landlord's roofing contractor,
not ours", "the water company's contractor, not our site") raised the permit.
Class G (blackbox23 class 4): lookalikes: "crane flies", a "welding smell" that was toast, an "excavator safety talk"
booked in a room.
Class H (blackbox23 class 8): a job booked into the workshop's welding bay raised Hot Work.
Class I (tune21 NJT-014): "drove his telehandler inside the digester compound fence" raised Confined Space Entry.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------- class A: plant or crew news in chat (blackbox23b class 6)
@pytest.mark.parametrize(
    "text, gone",
    [
        ("The Franna's been sold, new one arrives in March", "Lifting"),
        ("The cherry picker's broken down, hire company's collecting it Monday", "Working at Height"),
        ("Excavator hire ended Friday, machine's gone back to the yard", "Excavation"),
        ("RT crew not coming today, traffic on the N3", "Radiography"),
        ("Scaffold crew on leave next week, back on the 12th", "Working at Height"),
        ("The scissor lift battery charger is on order, ETA 2 weeks", "Working at Height"),
        ("Boom lift's broken down again, hire desk sending another one", "Working at Height"),
    ],
)
def test_plant_or_crew_news_is_no_work(text: str, gone: str) -> None:
    assert gone not in _types(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("The MEWP broke down at 8 m with the fitter in the basket", "Working at Height"),
        ("Welder off sick today so John will weld the bracket on the tank", "Hot Work"),
        ("The crane's broken down at 20 m with the load hanging, rescue lift needed", "Lifting"),
        ("The crane is on order for Monday's lift of the 5 t pump", "Lifting"),
        ("Scaffold crew on leave, so the fitter will use a MEWP to reach the 6 m valve", "Working at Height"),
        ("Excavator broke down in the trench, dig by hand to free it", "Excavation"),
    ],
)
def test_plant_news_beside_work_keeps_the_permit(text: str, kept: str) -> None:
    assert kept in _types(text)


# ---------------------------------------- class B: "X's off" (blackbox23b class 7)
@pytest.mark.parametrize(
    "text, gone",
    [
        ("Hot work's off today, no fire watch available, lads doing housekeeping instead", "Hot Work"),
        ("The dig's off, cable locator's broken, back next week", "Excavation"),
        ("Heads up all, the hot work's off tonight", "Hot Work"),
        ("Excavation's off today", "Excavation"),
    ],
)
def test_contracted_off_is_work_called_off(text: str, gone: str) -> None:
    assert gone not in _types(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Hot work's off till the gas test is clear", "Hot Work"),
        ("Steam's off, cut the old line out with the gas axe", "Hot Work"),
        ("The scaffold's off the ground by 3 m, climb it to fit the sheeting", "Working at Height"),
        ("Digger driver called in sick so the excavation on the north pad is pushed to next week", "Excavation"),
    ],
)
def test_off_that_is_no_cancellation_keeps_the_permit(text: str, kept: str) -> None:
    assert kept in _types(text)


# ---------------------------------------- class C: dig idioms (blackbox23b class 8)
@pytest.mark.parametrize(
    "text",
    [
        "Dig deep for Dave's family lads, collection tin in the site office",
        "Dig deep lads, last push before Christmas",
        "Lads get stuck in and dig in for the last hour of the stocktake",
        "Gave the new guy a dig about his haircut lol",
        "Bru gave the foreman a dig about his driving lol",
        "Stop having a dig at the foreman, he's doing his best",
    ],
)
def test_dig_idioms_raise_no_excavation(text: str) -> None:
    assert "Excavation" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Dig deep lads, the trench needs to reach 1.5 m",
        "Dig in for the last hour, trench to 1.2 m by 5",
        "Give the trench a dig about 2 m deep",
        "Take the excavator and have a dig about near the old cable route",
        "Dig deep by the fence to find the cable",
    ],
)
def test_digging_beside_the_idioms_keeps_excavation(text: str) -> None:
    assert "Excavation" in _types(text)


# ---------------------------------------- class D: a fall off an edge below 1.2 m (blackbox23b class 9)
@pytest.mark.parametrize(
    "text",
    [
        "Near miss: I stepped backwards off the loading dock edge, about 1m, twisted my ankle",
        "Near miss card: I stepped off the edge of the loading dock, about 0.9m, rolled my ankle",
        "Observation: driver stepped off the dock edge, approx 0.8 m, no injury",
    ],
)
def test_fall_off_a_low_edge_is_no_work_at_height(text: str) -> None:
    assert "Working at Height" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Near miss: I stepped off the roof edge, about 4m, caught by the harness",
        "Fitter fell off the loading dock edge, about 1.5 m, broke his wrist",
        "Near miss: the rigger slipped off the platform edge, about 3 m, landed on the handrail below",
    ],
)
def test_fall_off_a_high_edge_keeps_work_at_height(text: str) -> None:
    assert "Working at Height" in _types(text)


# ---------------------------------------- class E: finished or reported past work (blackbox23b class 10)
@pytest.mark.parametrize(
    "text, gone",
    [
        (
            "Stop-work card closed out: yesterday's hole watch issue sorted, that vessel entry finished and the "
            "permit's signed off",
            "Confined Space Entry",
        ),
        ("Good news lads, RT crew sent their reports from last week's shoot, all welds accepted", "Radiography"),
        ("Radiography crew sent in their reports yesterday", "Radiography"),
    ],
)
def test_reported_past_work_is_no_work(text: str, gone: str) -> None:
    assert gone not in _types(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("RT crew sent their reports, reshoot weld 4 tomorrow night", "Radiography"),
        ("Hole watch issue sorted, entrants back in the vessel after lunch", "Confined Space Entry"),
        ("Hole watch issue sorted, the entry will go ahead at 2", "Confined Space Entry"),
    ],
)
def test_reported_past_work_beside_work_to_do_keeps_the_permit(text: str, kept: str) -> None:
    assert kept in _types(text)


# ---------------------------------------- class F: another party's work (blackbox23 class 3)
@pytest.mark.parametrize(
    "text, gone",
    [
        (
            "Ticket (Unit 4 warehouse): scaffold outside the office window is blocking light. Reply: scaffold belongs "
            "to the landlord's roofing contractor on the next unit, not ours, closed.",
            "Working at Height",
        ),
        (
            "Ticket (Hospital): noise complaint. Reply: the digging is the water company's contractor in the road, "
            "not our site, closed.",
            "Excavation",
        ),
        (
            "Ticket (Retail park): customer asks about the crane next door. Reply: the crane is on the developer's "
            "site across the road, not ours.",
            "Lifting",
        ),
        (
            "Ticket (Uni halls): roofers hammering next door. Reply: roofing is on the neighbour's building, nothing "
            "for us, closed.",
            "Working at Height",
        ),
    ],
)
def test_another_partys_work_is_not_this_orders(text: str, gone: str) -> None:
    assert gone not in _types(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("The scaffold is not ours, our crew will erect a tower to reach the 6 m valve", "Working at Height"),
        ("The crane is not ours but the 5 t lift of our pump needs it", "Lifting"),
        ("Not our scaffold, we climbed it to 5 m to fix the light", "Working at Height"),
        ("Landlord's contractor scaffold, not ours; our fitter to climb it to 6 m", "Working at Height"),
    ],
)
def test_a_disclaimer_beside_this_crews_work_keeps_the_permit(text: str, kept: str) -> None:
    assert kept in _types(text)


# ---------------------------------------- class G: lookalike words (blackbox23 class 4)
@pytest.mark.parametrize(
    "text, gone",
    [
        ("Ticket (Ward 2): crane flies at the window. Reply: fly screen fitted.", "Lifting"),
        ("Raised by reception: crane flies all over meeting room 2.14. Reply: fly screen fitted, closed.", "Lifting"),
        ("Ticket (Kitchen): the welding smell was burnt toast. Reply: toaster replaced.", "Hot Work"),
        ("Ticket (Staff canteen): the welding smell turned out to be the toaster. Reply: toaster binned.", "Hot Work"),
        ("Ticket (Uni): excavator safety talk booked in room 1.10. Reply: room confirmed.", "Excavation"),
        (
            "Ticket (Uni): can we hold the excavator safety toolbox talk in room 1.10 on Tuesday? Reply: room booked.",
            "Excavation",
        ),
    ],
)
def test_lookalike_words_raise_nothing(text: str, gone: str) -> None:
    assert gone not in _types(text)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Crane fly swatted, then crane to lift the 5 t pump", "Lifting"),
        ("The crane flies the load over the fence", "Lifting"),
        ("Welding smell from the tank, stop the welding on the flange", "Hot Work"),
        ("Crane safety talk at 7 then lift the 5 t pump with the 50 t crane", "Lifting"),
        ("Excavator safety talk at the trench then excavator digs the 2 m trench", "Excavation"),
    ],
)
def test_the_work_beside_lookalikes_keeps_its_permit(text: str, kept: str) -> None:
    assert kept in _types(text)


# ---------------------------------------- class H: booked into the welding bay (blackbox23 class 8)
@pytest.mark.parametrize(
    "text",
    [
        "Ticket (Workshop): student project needs MIG welding. Reply: booked in the welding bay in the engineering "
        "workshop, fixed booth with extraction.",
        "Ticket (Engineering workshop): student MIG project. Reply: booked into the welding bay in the workshop.",
        "Apprentice TIG practice, booked into the welding booth for Tuesday",
    ],
)
def test_booked_into_the_welding_bay_is_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Booked into the welding bay to cut the plate, then weld the bracket onto the tank roof",
        "Welding bay booked for Friday; weld the new shoe on the pipe rack at 4 m",
        "Booked the crane, MIG weld the handrail on the jetty",
    ],
)
def test_welding_outside_the_booked_bay_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


# ---------------------------------------- class I: a compound named by its vessel (tune21 NJT-014)
@pytest.mark.parametrize(
    "text",
    [
        "AD plant operator's log: the farm contractor drove his diesel telehandler inside the digester compound fence "
        "to unload a pallet of antifoam, right past the gas holder.",
        "The tractor was driven into the digester compound to collect the digestate trailer.",
        "Telehandler taken inside the digester yard to drop the pallets of antifoam.",
    ],
)
def test_a_compound_named_by_its_vessel_is_no_entry(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Fitter went inside the digester to clean the mixer",
        "Climb into the kiln to inspect the refractory",
        "The fitter got into the digester compound pump house and went inside the digester",
    ],
)
def test_entry_into_the_vessel_keeps_confined_space_entry(text: str) -> None:
    assert "Confined Space Entry" in _types(text)
