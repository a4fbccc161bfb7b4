"""Issue 12, round 22 (t28e, tune24: water and wastewater, district heating, ship repair, chemical distribution).

A manhole named by its tag alone ("operative to go down MH-13 to free the crawler") is gone down into as "the
manhole" is; a sewer survey's chainage ("crawler snagged on a displaced joint at 18 m") and a manhole's depth to its
benching are no working height; "nobody digs" in the present is a scope statement, as "nobody enters" is, and only the
past ("nobody isolated the pump") tells an omission; a part named after its machine and that machine's tag ("clean
ejector E-1 strainer") is the part worked on; a tanker at its berth is a ship, not a road vehicle; a line "isolated at
the pump room and manifold 1 valves" is isolated at valves, not at a pump's drive; a desludge by a suction truck puts
nobody inside; a vehicle driven in by a refinery's road or gate enters the refinery whatever utility area the order is
filed under; a barge's pump room is an enclosed space, and "work inside" said after a space is named works in it; an
ordinary or electric power tool where a flammable vapour is named is an ignition source.
"""

import pytest

from tests.support.hazards import run, types

CSE, WAH, EXC, CW, VE, ELEC = (
    "Confined Space Entry",
    "Working at Height",
    "Excavation",
    "Cold Work",
    "Vehicle Entry",
    "Electrical/LOTO",
)


@pytest.mark.parametrize(
    "text",
    [
        "Operative to go down MH-13 (3.2 m to benching, step irons) on the harness to free the crawler wheel set.",
        "Jetting operative climbs down MH4 on the step irons to rod the blockage.",
        "Enter MH-7 to clear the rag from the channel.",
        "Entry into MH-22 for the benching repair, top man at the cover.",
        "mh-3 entry to remove the grit from the channel.",
        "Two men went down MH-105 to fit the flow survey sensor.",
    ],
)
def test_a_manhole_named_by_its_tag_is_gone_down_into(text: str) -> None:
    assert CSE in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Drive the van down to MH-13 and set out the cones.",
        "Enter MH-13 readings in the survey log.",
        "Lift the cover of MH-13 and lower the camera on its tether; nobody goes below cover level.",
        "Camera and tether lowered down MH-13 from the tripod, NO MAN ENTRY.",
    ],
)
def test_a_manhole_tag_with_no_person_going_down_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


def test_a_tagged_manhole_gone_down_outweighs_no_man_entry_with_a_conflict() -> None:
    result = run(
        "NO MAN ENTRY - camera and tether lowered by the tripod, nobody goes below cover level.\n"
        "Plan for the rest of the shift: operative to go down MH-13 on the harness and tripod winch to free the "
        "crawler, 4-gas monitor on the operative, top man at the cover."
    )
    assert CSE in types(result)
    assert any(f.hazardId == "HZ-CONFINED-SPACE" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Run 2 MH-13 > MH-14 crawler snagged on displaced joint at 18 m, tether recovered to MH-13.",
        "CCTV survey of the DN300 foul drain: root mass at 22 m, camera reversed out to the launch manhole.",
        "Crawler stopped at 41.5 m by a collapse, survey abandoned.",
        "Sewer survey MH12 to MH13: fracture at 9.6 m, deformation at 14 m.",
        "Operative to go down MH-13 (3.2 m to benching, step irons) with the gas monitor.",
        "Manhole MH-4 (2.8 m to invert), operative down on the step irons.",
    ],
)
def test_a_sewer_chainage_or_a_manhole_depth_is_no_height(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the CCTV camera on the mast at 18 m from the MEWP.",
        "Replace the leaking flange joint at 6 m on the pipe rack.",
        "Riggers on the platform at 18 m receive the beam from the crawler crane.",
        "CCTV survey of the roof gutters from the cherry picker at 9 m.",
        "Crawler crane to set the beam at 18 m; fitters at 18 m on the steel.",
    ],
)
def test_a_height_beside_a_camera_or_a_crawler_crane_stays_a_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Fly the thermal drone along the buried route: nothing is opened, nobody digs, the line stays in service.",
        "No one digs here: the GPR survey is done from the road.",
        "Survey from the surface only; nobody excavates.",
    ],
)
def test_nobody_digs_in_the_present_is_a_scope_statement(text: str) -> None:
    assert EXC not in types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Nobody digs. Then dig the trial hole by hand to 1.2 m at the valve.", EXC),
        ("Nobody isolated the pump before the fitter opened the casing.", ELEC),
        ("Nobody dug a trial hole before the breaker went in.", EXC),
    ],
)
def test_an_omission_or_work_said_elsewhere_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Clean ejector E-1 strainer (water side and gas side opened).",
        "[ ] Clean ejector E-1 strainer (water side and gas side opened)",
        "Clean dosing pump DP-3 strainer.",
        "Remove and clean feed pump P-101A strainer basket.",
    ],
)
def test_a_part_named_after_its_machine_and_tag_is_worked_on(text: str) -> None:
    assert CW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Order a spare strainer for pump P-101A.",
        "Ejector E-1 strainer dP reading logged at 0.2 bar, no action.",
    ],
)
def test_a_strainer_named_with_no_work_on_it_is_no_cold_work(text: str) -> None:
    assert CW not in types(run(text))


@pytest.mark.parametrize(
    "text,equipment",
    [
        (
            "Riding crew to renew the gasket on deck line No. 1; the line is drained. Spanners only.",
            ["Chemical tanker Sveti Stefan (berth 1)", "Cargo deck line No. 1 flange"],
        ),
        ("Chemical tanker Sveti Stefan at berth 1: renew the gasket on the deck line flange.", None),
        ("MT Nordic Star, a product tanker moored at berth 4: replace the manifold gasket.", None),
        ("Oil tanker alongside the jetty: change the gasket on the cargo manifold flange.", None),
    ],
)
def test_a_tanker_at_a_berth_is_a_ship_not_a_road_vehicle(text: str, equipment: list[str] | None) -> None:
    assert VE not in types(run(text, area="Jetty", equipment=equipment))


@pytest.mark.parametrize(
    "text",
    [
        "Road tanker to drive onto the jetty to load bitumen at berth 2.",
        "Vacuum tanker drives onto the jetty beside the tanker at berth 1 to take the slops.",
        "Road tanker parked at the loading bay, driver to connect the hose.",
    ],
)
def test_a_road_tanker_at_a_jetty_is_a_vehicle(text: str) -> None:
    assert VE in types(run(text, area="Jetty"))


@pytest.mark.parametrize(
    "text",
    [
        "Line No. 1 is empty, drained and isolated at the pump room and manifold 1 valves.",
        "Header drained and isolated at the pump house valves; open the flange.",
        "Cargo line 3 isolated at the manifold and the pump room valves, drained, open the flange.",
    ],
)
def test_a_line_isolated_at_a_place_and_its_valves_is_no_electrical_isolation(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Pump P-3 isolated at the MCC and the suction and discharge valves, open the casing.",
        "Isolate the pump at the local isolator and change the seal.",
        "Isolated at the pump motor starter, fitter to change the coupling.",
        "Isolate the pump and close the valves before opening the casing.",
    ],
)
def test_a_pump_isolated_at_its_supply_is_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Vac truck from the waste contractor to desludge API bay 2 through the skimmer opening with a temporary "
        "suction hose.",
        "Vacuum tanker to desludge the interceptor from the cover with its suction hose.",
        "Desludge the oil separator bay with the gully sucker's hose from the deck plate opening.",
    ],
)
def test_a_desludge_by_a_suction_truck_puts_nobody_inside(text: str) -> None:
    assert CSE not in types(run(text, area="Wastewater Treatment"))


@pytest.mark.parametrize(
    "text",
    [
        "Vac truck to desludge the sump; operative to enter the sump to shovel out the last of the sludge.",
        "Desludge the digester.",
        "Desludge the settling tank by hand, two men inside with shovels.",
        "Vac tanker to desludge the interceptor; entry only if the level cannot be pumped down.",
    ],
)
def test_a_desludge_with_a_person_inside_or_no_means_stays_an_entry(text: str) -> None:
    assert CSE in types(run(text, area="Wastewater Treatment"))


@pytest.mark.parametrize(
    "text,area",
    [
        (
            "Fan blades off, 60 t crane driven in from the refinery road to the CT-2 pad, gearbox lifted out.",
            "Cooling Tower",
        ),
        ("Vac truck drives in from the refinery main road to the cooling tower basin to empty it.", "Cooling Tower"),
        ("The hiab is brought in through the refinery gate to the boiler house to deliver the pump.", "Boiler House"),
    ],
)
def test_a_vehicle_said_to_come_into_a_refinery_is_vehicle_entry(text: str, area: str) -> None:
    assert VE in types(run(text, area=area))


@pytest.mark.parametrize(
    "text,area",
    [
        ("The hiab delivers the spare pump to the boiler house from the stores.", "Boiler House"),
        ("Crane driven in from the site road to the cooling tower pad at the water works.", "Cooling Tower"),
    ],
)
def test_a_vehicle_at_a_utility_with_no_refinery_named_stays_weak(text: str, area: str) -> None:
    assert VE not in types(run(text, area=area))


@pytest.mark.parametrize(
    "text,equipment",
    [
        (
            "Crop out the burnt cable penetration in the pump room deckhead and weld in a new transit frame. Pump "
            "room ventilated and gas-free certified; work inside.",
            ["Tank barge Maasgouw 7 (berth 2)", "Cargo pump room (below deck)"],
        ),
        ("Tank T-4 ventilated and gas-free certified; work inside.", None),
        ("Enter the cargo pump room of the tanker to renew the bilge valve.", None),
        ("Barge pump room gas-free certified. Fitter to work inside on the stripping pump.", ["Tank barge Rhine 4"]),
    ],
)
def test_a_ship_pump_room_or_a_space_worked_inside_is_an_entry(text: str, equipment: list[str] | None) -> None:
    assert CSE in types(run(text, area="Jetty", equipment=equipment))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the pump seal in the pump room of the water works; work inside, the room is heated.",
        "Cold outside, so work inside today on the bench.",
        "Heavy rain: work inside the workshop on the valve overhaul.",
        "Pump room lights failing: replace the fittings, work inside the pump room from steps.",
    ],
)
def test_a_pump_room_on_land_or_work_indoors_is_no_entry(text: str) -> None:
    assert CSE not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Warehouse operatives decanting xylene from a 200 L drum drove the drum pump with an ordinary cordless drill.",
        "The fitter used a non-ATEX battery drill to open the solvent drum with vapour at the bung.",
        "Used a standard electric drill on the toluene tank nozzle while vapour was present.",
    ],
)
def test_a_non_ex_power_tool_in_flammable_vapour_is_hot_work(text: str) -> None:
    assert "Hot Work" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Use a cordless drill to fix the shelf bracket in the office.",
        "Drill the fixing holes with the battery drill in the workshop, then fit the sign.",
    ],
)
def test_a_power_tool_with_no_flammable_is_no_hot_work(text: str) -> None:
    assert "Hot Work" not in types(run(text))
