"""Issue 12, round 22 (t28h: blackbox30, building construction and demolition sites).

Crane shorthand is a crane: a tower crane by its number (TC1, TC 2) flying or lifting a load, or named as the lifting
means, and a luffer. A petrol disc saw is an abrasive cutter, as a disc cutter is. Inspection and testing of a mains
supply said with its voltage ("test and inspect ... including the 400 V supply side", "EICR on the 400 V builders'
supply") opens live boards. Bored or CFA piles said with a depth or installed are piling.

Lookalikes: a method called "grind-free"; "scaffold(ing)" as the frame of a plan, a training scheme or mentoring; a
crane or plant hire as a cost line; a tower crane base handed over; piling said complete or finished; setting out
or surveying on a piling mat; a scaffold's base plates and sole boards checked from the ground; batteries changed in
battery-powered or wireless kit and in a torch on a transformer. A thermocouple or temperature controller TC1 lifts
nothing.
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
        "Cut the slab opening with the diamond wire saw and water suppression; grind-free method, no sparks",
        "Grind-free cut: use the diamond wire saw with water suppression on the ground floor slab; no grinders",
        "Remove the old coating by the grind-free chemical strip method",
    ],
)
def test_a_grind_free_method_is_no_grinding(text: str) -> None:
    assert HW not in types(run(text))


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


@pytest.mark.parametrize(
    "text",
    [
        "Crane hire line in the cost report is 12% over budget; QS to review the forecast and explain the variance",
        "Tower crane hire is running 8% over the budget line in this month's cost report",
        "Crane hire and scaffold hire are the two biggest prelim items; review at the cost meeting",
        "MEWP hire is 5% under the forecast this period",
    ],
)
def test_plant_hire_as_a_cost_line_is_no_work(text: str) -> None:
    assert not types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Crane hire: 50 t mobile crane to lift the AHU onto the roof, cost within budget", LIFT),
        ("Scaffold hire extended; scaffolders to erect the extra lift at 12 m on Monday", WAH),
        ("Hire a scaffold tower for the atrium lights at 6 m; cost code 4410", WAH),
    ],
)
def test_plant_hire_with_its_work_keeps_the_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Tower crane base handed over to the groundworker as complete; crane left site last week",
        "Tower crane TC1 was dismantled and taken off site on Monday; the crane base is now handed to the "
        "groundworker as a finished item",
        "Piling works complete: all CFA piles installed and tested, rig demobilised",
        "Piling finished on plot 3; integrity test results uploaded",
        "Piling works complete: 142 CFA piles installed, integrity testing report received and uploaded",
        "Piling is now complete on plot 4 and the rig has left",
    ],
)
def test_finished_crane_base_and_piling_is_no_work(text: str) -> None:
    assert not types(run(text))


@pytest.mark.parametrize(
    "text,permit",
    [
        ("Piling starts Monday on plot 3 with the CFA rig", EXC),
        ("Piling on plot 2 complete; piling rig moves to plot 3 to start the CFA piles tomorrow", EXC),
        ("Tower crane to lift the 2 t mast sections off the crane base", LIFT),
    ],
)
def test_piling_and_lifts_to_come_keep_the_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Setting out engineer to peg the pile positions on the piling mat; rig arrives next week",
        "Set out the pile positions with pegs and paint on the piling mat; surveyors only, no rig on site yet",
        "Survey the finished piling mat levels with the GPS rover; no piling today",
        "Plate bearing test on the piling mat before the rig arrives",
    ],
)
def test_work_on_a_piling_mat_is_no_piling(text: str) -> None:
    assert EXC not in types(run(text))


def test_a_rig_piling_on_its_mat_is_piling() -> None:
    assert EXC in types(run("Piling rig to install the CFA piles from the piling mat on plot 2"))


@pytest.mark.parametrize(
    "text",
    [
        "The scaffold of the apprenticeship is the buddy system: each new starter shadows a foreman",
        "Our quality plan provides the scaffolding for the ITPs; every trade adds its hold points",
        "Mentoring gives the scaffold for new site engineers in their first year",
        "The scaffold of our quality plan is the ITP; every trade's inspection points must be listed before start",
        "The induction programme is the scaffolding of our safety culture",
    ],
)
def test_scaffold_as_a_metaphor_is_no_height(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Erect the scaffold for the new site engineers' cabin roof repair at 4 m",
        "Scaffolders to adapt the scaffolding for the cladding team at level 3",
        "Work from the scaffold of the east elevation to fix the cladding rails",
    ],
)
def test_a_real_scaffold_stays_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Weekly scaffold inspection walked from the ground: base plates, sole boards and ties checked, no climbing",
        "Site manager walked round the scaffold base to check the sole boards after the rain; nobody went up",
        "Inspect the scaffold base plates and sole boards at ground level for the weekly inspection, no climbing",
        "Check the scaffold sole boards and base plates from the ground after the storm",
    ],
)
def test_a_scaffold_checked_from_the_ground_is_no_height(text: str) -> None:
    assert WAH not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Weekly scaffold inspection: walk every lift and check the ties and guardrails at 18 m",
        "Scaffold inspector to climb the scaffold and check the boards at each lift",
        "Adjust the scaffold base lift and raise the boards to 2 m for the bricklayers",
        "Inspect the scaffold from the ground then climb to the top lift to check the ties",
    ],
)
def test_a_scaffold_inspected_up_its_lifts_stays_height(text: str) -> None:
    assert WAH in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Swap the batteries in the battery-powered LED festoon lights on level 2; no mains work",
        "Temporary lights on level 3 are battery LED units; swap the batteries, no mains work",
        "Change the battery on the 110 V site transformer's torch and test the torch; no work on the site supply",
        "Replace the batteries in the wireless fire alarm call points on the site cabins",
        "Replace the batteries in the cordless site radios",
    ],
)
def test_batteries_of_battery_kit_are_no_electrical_work(text: str) -> None:
    assert ELEC not in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the UPS batteries in the substation",
        "Replace the UPS batteries, no mains work",
        "Swap the batteries in the emergency light fittings on level 2",
        "Replace the batteries in the emergency lighting central battery system, isolate the 230 V supply first",
        "Change the 400 V distribution board incomer on level 2",
    ],
)
def test_installation_batteries_and_boards_stay_electrical(text: str) -> None:
    assert ELEC in types(run(text))
