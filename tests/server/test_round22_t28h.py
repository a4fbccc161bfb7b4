"""Issue 12, round 22 (t28h: blackbox30, building construction and demolition sites).

Crane shorthand is a crane: a tower crane by its number (TC1, TC 2) flying or lifting a load, or named as the lifting
means, and a luffer. A petrol disc saw is an abrasive cutter, as a disc cutter is. Inspection and testing of a mains
supply said with its voltage ("test and inspect ... including the 400 V supply side", "EICR on the 400 V builders'
supply") opens live boards. Bored or CFA piles said with a depth or installed are piling.

Lookalikes: a thermocouple or temperature controller TC1 lifts nothing; an EICR's report or certificate is paper.
"""

import pytest

from tests.support.hazards import run, types

ELEC, EXC, HW, LIFT, WAH = "Electrical/LOTO", "Excavation", "Hot Work", "Lifting", "Working at Height"


@pytest.mark.parametrize(
    "text",
    [
        "TC1 to fly the 2 t rebar bundles to level 6",
        "Fly the formwork tables up to level 8 with TC3 this morning",
        "TC2 to lift the precast stair flights into the core, 4 t each",
        "Land the 3 t column cages on level 5 using TC 1",
        "Luffer to lift the steel columns for the core, 3.5 t each",
        "The luffer will lift the 2.5 t AHU onto the roof at 10:00",
        "Steel erection: erect the level 4 primary beams with TC2, bolting up from MEWPs at 14 m",
    ],
)
def test_crane_shorthand_is_a_crane(text: str) -> None:
    assert LIFT in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace thermocouple TC1 on the boiler flue and check the reading",
        "Calibrate the temperature controller TC2 in the control panel",
        "TC1 reading high on the trend; instrument tech to check the loop",
    ],
)
def test_a_thermocouple_tag_is_no_crane(text: str) -> None:
    assert LIFT not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Cut the redundant steel pipework in the plant room with the petrol disc saw",
        "Use the petrol disc saw to cut the rebar starters in the basement",
        "Disc saw through the old steel handrail on level 2",
    ],
)
def test_a_disc_saw_is_hot_work(text: str) -> None:
    assert HW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Grind the weld caps flush on the level 3 steel connections",
        "Grinding out the cracked weld on the crane rail",
        "Grind free the seized bolts on the old steel bracket with the angle grinder",
    ],
)
def test_grinding_stays_hot_work(text: str) -> None:
    assert HW in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Electrician to test and inspect the temporary distribution on all floors including the 400 V supply side",
        "Electrician to test and inspect the temporary 110 V distribution on all floors, "
        "including the 400 V supply side",
        "Sparky to carry out the EICR on the 400 V builders' supply",
        "Carry out an EICR on the site cabins' 230 V installation",
        "Inspect and test the 400 V temporary supply boards on each floor",
    ],
)
def test_mains_inspection_and_testing_is_electrical(text: str) -> None:
    assert ELEC in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "EICR report for the site cabins uploaded to the document system",
        "Chase the electrician for the EICR certificate before handover",
    ],
)
def test_an_eicr_paper_is_no_electrical_work(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Bored piles to 20 m on plot 2 starting Monday",
        "CFA piles to 15 m under the core, rig on site Tuesday",
        "Install the 600 mm bored piles along grid line C",
    ],
)
def test_bored_piles_are_piling(text: str) -> None:
    assert EXC in types(run(text))
