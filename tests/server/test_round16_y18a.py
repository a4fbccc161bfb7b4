"""Issue 12, round 16 (y18a): missed permits of the blind probe bench/eval/blackbox18 (CMMS shorthand), as classes.

Class 1: "&" joining two job steps lost the second ("enter shell & weld boss", "Franna to enter Unit 300 & lift
out PSV"), and a step after a comma ("2t lift, weld clips"). Class 3: Working at Height when the height is a bare
figure in a multi-hazard line ("15m el", "OHC bridge 12m", "lowered 12m by winch", "overside over sea", "gantry
approx 9m"). Class 5: shorthand (OHC, rewld, Oxy-acet). Class 6: a water cart or a crew van entering a fuel farm or
unit. Class 8: HV switching said as the breaker opened and the earths applied. Class 9: a pit named by its depth
figure. Class 10: "Iso & enter".
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: "&" and comma-tail steps
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Enter ball mill shell & weld cracked lifter bar boss", "Hot Work"),
        ("BM-2: iso mill drive 6.6kV, enter shell & weld cracked lifter bar boss, hole watch reqd", "Hot Work"),
        ("Iso mixer, enter juice tank & weld baffle inside", "Hot Work"),
        ("Enter the vessel & weld the nozzle", "Hot Work"),
        ("Enter the vessel and weld the nozzle", "Hot Work"),
        ("Franna to enter Unit 300 & lift out PSV-3012 (1.1t) for bench test", "Vehicle Entry"),
        ("Melt shop: rplc crane rail section on runway girder 18m, 2t lift, weld clips", "Hot Work"),
        ("Melt shop: rplc crane rail section on runway girder 18m, 2t lift, weld clips", "Lifting"),
        ("Rplc crane rail section on runway girder at 18m, lift 2t with crane, weld clips", "Hot Work"),
        ("Remove old rail, weld new brackets on", "Hot Work"),
        ("Set the 4.2 t crane lift for the pulley", "Lifting"),
    ],
)
def test_a_second_step_after_and_or_a_comma_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Inspect rail, weld clips found cracked", "Hot Work"),
        ("Visual check, weld plates ok", "Hot Work"),
        ("Hire a 2t lift truck", "Lifting"),
        ("5t lift capacity on the beam", "Lifting"),
        ("Replace 0.5t lift, weld map to be updated", "Hot Work"),
        ("Review the P & ID for the weld map", "Hot Work"),
    ],
)
def test_lookalikes_of_the_second_step_raise_nothing(text: str, permit: str) -> None:
    assert not _has(text, permit)


# ---------------------------------------------------------------- class 3: a bare figure as a height
@pytest.mark.parametrize(
    "text",
    [
        "C/O head pulley CV-04 @ transfer twr 15m el, pulley 4.2t, 60t mobile crane, LOTO drive 415V",
        "Rplc 1.5t hoist motor on OHC bridge 12m, iso DSL",
        "Rplc trolley wheel on crane bridge 14 m",
        "Enter coarse ore bin via top hatch, lowered 12m by winch",
        "Entrant winched down 8 m on the man-riding winch",
        "Offshore weld rpr of walkway grating support, overside over sea",
        "Cut out & rewld corroded handrail section CV-03 gantry approx 9m, no perm access that side",
        "Replace grating on walkway abt 6 m",
    ],
)
def test_a_bare_height_in_a_multi_hazard_line_is_working_at_height(text: str) -> None:
    assert _has(text, "Working at Height")


@pytest.mark.parametrize(
    "text",
    [
        "Valve lowered 12m by crane to the laydown",
        "Pump lowered 3 m with the chain block",
        "Replace 2 m section of walkway grating at grade",
        "Overside discharge valve to be checked in the workshop",
        "Lay 15 m of cable along the trench floor, el cable tray at grade",
    ],
)
def test_lookalikes_of_a_bare_height_raise_no_working_at_height(text: str) -> None:
    assert not _has(text, "Working at Height")


# ---------------------------------------------------------------- class 5: shorthand
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Move 2t spare motor from store to laydown w/ 10t OHC", "Lifting"),
        ("Chg out 8t crusher mantle w/ 25t OHC", "Lifting"),
        ("Move 2t motor with 10t overhead crane", "Lifting"),
        ("Rewld corroded handrail on CV-03 at grd level", "Hot Work"),
        ("rewld cracked bracket", "Hot Work"),
        ("Re-weld cracked bracket", "Hot Work"),
        ("Oxy-acet cut seized bolts on screen deck", "Hot Work"),
        ("oxy acet cut the old hangers", "Hot Work"),
    ],
)
def test_cmms_shorthand_is_read_as_the_work(text: str, permit: str) -> None:
    assert _has(text, permit)


@pytest.mark.parametrize(
    "text",
    [
        "Order acetate sheets for the office",
        "Car engine is SOHC, book service",
    ],
)
def test_lookalikes_of_the_shorthand_raise_nothing(text: str) -> None:
    assert permits(text) == set()


# ---------------------------------------------------------------- class 6: Vehicle Entry
@pytest.mark.parametrize(
    "text",
    [
        "Water cart to enter fuel farm compound for dust suppression",
        "RT crew van w/ source container to enter Unit 200 for weld RT",
        "Radiography van with source container to drive into Unit 200 process area",
        "Van with tools to drive into Unit 200 process area",
        "Truck loaded with scaffold to enter the tank farm",
    ],
)
def test_a_vehicle_named_with_its_load_entering_a_unit_is_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Water cart to wet down the haul road",
        "Van to park at the stores gate",
        "Crew van with tools to the workshop",
    ],
)
def test_a_vehicle_outside_any_area_is_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")


# ---------------------------------------------------------------- class 8: HV switching
@pytest.mark.parametrize(
    "text",
    [
        "Ops switching: open 11kV CB F-12 & apply earths for downstream works",
        "Open 11kV circuit breaker F-12 and apply earths",
        "Apply portable earths at RMU-3 before the cable work",
        "Trip the 33kV feeder breaker for the outage",
    ],
)
def test_hv_switching_said_as_breaker_opened_and_earths_applied(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


@pytest.mark.parametrize(
    "text",
    [
        "Apply earth bonding clamp to road tanker before loading",
        "Open the cabinet door and read the meter",
    ],
)
def test_lookalikes_of_hv_switching_raise_no_electrical(text: str) -> None:
    assert not _has(text, "Electrical/LOTO")


# ---------------------------------------------------------------- class 9: a pit named by its depth
@pytest.mark.parametrize(
    "text",
    [
        "Cadweld earth conns to grid in 0.6m pit at new sub",
        "Install earth rod in a 1.2m pit",
        "Joint the cable in a 1.5 m deep hole",
    ],
)
def test_work_in_a_pit_sized_by_its_depth_is_excavation(text: str) -> None:
    assert _has(text, "Excavation")


@pytest.mark.parametrize(
    "text",
    [
        "Cadweld earth conns in 0.2m pit",
        "Clean out 1.5m sump pit",
        "Drill 10mm hole in the plate",
    ],
)
def test_a_shallow_or_built_pit_is_no_excavation(text: str) -> None:
    assert not _has(text, "Excavation")


# ---------------------------------------------------------------- class 10: isolate and enter
@pytest.mark.parametrize(
    "text",
    [
        "Iso & enter juice heater shell to seal weld tube plate",
        "Isolate and enter the tank to inspect",
        "Isolate, then enter the digester",
    ],
)
def test_an_isolation_before_an_entry_is_electrical_loto(text: str) -> None:
    assert _has(text, "Electrical/LOTO")


def test_an_entry_without_isolation_raises_no_electrical() -> None:
    assert not _has("Enter the drained tank to inspect the lining", "Electrical/LOTO")
