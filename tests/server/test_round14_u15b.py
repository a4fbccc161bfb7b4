"""Issue 12, round 14 (u15b): required permits tune15 missed, each fixed as a class and probed in other phrasings with
lookalikes that must not change.

1. An order about power equipment (its title or equipment names a switchboard, breaker, transformer or a kV rating):
   its bare steps ("Rack out, isolate, apply earths, lock + tag") isolate that equipment (Electrical/LOTO). A
   pneumatic or hydraulic breaker is a demolition tool, not power equipment.
2. A gas, cylinder or vacuum regulator changed, removed or fitted breaks the gas connection it sits on (Cold Work); a
   voltage or speed regulator, a welding set's oxygen or acetylene regulator and the regulator as an authority do not.
3. An entry said with its tripod and winch (the vertical rescue set) is a person going into a space (Confined Space
   Entry); a site or data entry and a survey tripod are not.
4. In an order with entry precautions, entering through a manway named by its tag ("enter via M2") is entry; a truck
   entering via the M2 motorway is not.
5. Striking an arc on a workpiece is arc welding (Hot Work); an arc struck across a busbar, a story arc and lightning
   are not.
6. "No vehicle pass / permit / escort" is a missing control for a vehicle that is there, not a statement that no
   vehicle comes: the vehicle driven into a flammable area keeps Vehicle Entry. "No vehicles" still excludes.
"""

import pytest

from tests.support.hazards import permits, run, types


@pytest.mark.parametrize(
    ("title", "description", "equipment"),
    [
        (
            "11 kV breaker service, board B",
            "Annual service of the breaker in cubicle 3. Rack out, isolate, apply earths, lock + tag. Clean and lube.",
            ["11 kV switchboard B", "Breaker cubicle 3"],
        ),
        (
            "Transformer TX-2 oil sample and bushing clean",
            "Isolate, earth, lock and tag. Clean the bushings, take the oil sample.",
            ["Transformer TX-2 (33/11 kV)"],
        ),
        (
            "3.3 kV switchboard SB-7 annual maintenance",
            "Rack out incomer, lock + tag, prove dead. Vacuum out the cubicles.",
            ["3.3 kV switchboard SB-7"],
        ),
        (
            "ACB maintenance, LV board",
            "Rack out, lock off, tag. Inspect contacts, timing test.",
            ["LV switchboard with air circuit breaker"],
        ),
    ],
)
def test_bare_isolation_steps_in_an_order_about_power_equipment(title: str, description: str, equipment: list) -> None:
    assert "Electrical/LOTO" in types(run(description, title=title, equipment=equipment))


@pytest.mark.parametrize(
    ("title", "description", "equipment"),
    [
        (
            "FW branch leak - break out and expose",
            "Leaking firewater branch under the apron. Break out the concrete, dig down to the leak, fit clamp. Branch "
            "isolated from the ring main.",
            ["3in firewater branch", "Pneumatic breaker", "Repair clamp"],
        ),
        (
            "Hardstanding repair",
            "Break out the cracked slab with the hydraulic breaker, isolate the area with barriers, recast.",
            ["Hydraulic breaker", "Concrete"],
        ),
    ],
)
def test_a_demolition_breaker_is_no_power_equipment(title: str, description: str, equipment: list) -> None:
    assert "Electrical/LOTO" not in types(run(description, title=title, equipment=equipment))


@pytest.mark.parametrize(
    "text",
    [
        "Change vacuum regulator VR-2 on chlorine cylinder 2, ammonia test for leaks.",
        "Swap the regulator on the nitrogen quad, leak test after.",
        "Replace the faulty gas regulator on the propane line to the boiler.",
        "Fit new regulator on the natural gas supply to the kiln burner train.",
        "Remove the CO2 cylinder regulator and fit the rebuilt one.",
    ],
)
def test_a_gas_regulator_changed_breaks_the_connection(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the automatic voltage regulator card on generator G-2",
        "Submit the changes requested by the regulator",
        "Replace the regulator's approval letter in the file",
        "Fit a new regulator to the acetylene bottle for the cutting job",
    ],
)
def test_a_regulator_that_holds_no_process_gas(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the float switch. Entry by ladder with tripod and winch, attendant at top.",
        "Enter the wet well on a tripod and retrieval winch to change the float.",
        "Go down into the chamber with tripod, winch and harness to clear the screen.",
        "Entry via the roof hatch with a davit and man-riding winch to inspect the floor.",
    ],
)
def test_an_entry_with_its_tripod_and_winch_is_confined_space_entry(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Site entry via gate 3; surveyor sets up the tripod and winch for the survey mast",
        "Data entry: tripod and winch serial numbers into the register",
        "Store the rescue tripod and winch in the container after the inspection",
    ],
)
def test_a_tripod_without_an_entry(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Gas test, then enter via M2 and inspect the shell.",
        "Gas test at the manway, go in through MH-1 to check the baffles.",
        "Ventilate the drum and gas test; welder to enter via M1 and weld the baffle.",
    ],
)
def test_an_entry_through_a_tagged_manway(text: str) -> None:
    assert "Confined Space Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Trucks enter via M2 motorway junction to the gate",
        "Enter via M2 and check the welds",
    ],
)
def test_a_tag_after_via_without_entry_precautions(text: str) -> None:
    assert "Confined Space Entry" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Young Jim struck his arc on the silo's tin side and the dust in the top went up.",
        "Strike the arc on the plate, not on the pipe, when fixing the shoe.",
        "The fitter struck an arc on the tank shell to tack the bracket.",
        "He struck up an arc on the hopper wall and the dust flashed.",
    ],
)
def test_striking_an_arc_on_a_workpiece_is_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The spanner slipped and struck an arc across the busbar",
        "The lightning struck in an arc across the sky",
        "The story arc struck a chord with the crew",
    ],
)
def test_an_arc_that_is_no_weld(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "A diesel forklift was driven into the solvent store; the driver had no vehicle permit.",
        "A diesel forklift driven into the paint shop while the spray booth was in use; no vehicle pass for the zone.",
        "Tanker reversed into the loading bay with no vehicle escort.",
    ],
)
def test_a_missing_vehicle_pass_is_no_scope_statement(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "No vehicles in the tank farm during the job; gauge change by hand.",
        "No vehicle entry. Gauge replacement in the tank farm, tools carried in.",
    ],
)
def test_no_vehicles_still_excludes(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)
