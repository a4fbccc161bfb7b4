"""Issue 12, round 14 (t14a): over-called permits on tune14 work orders, each fixed as the class a permit coordinator
would state and probed in other phrasings, with lookalikes that must keep their permit.

1. PV with a tag number or as a valve is a tank's pressure/vacuum valve, not photovoltaic: "tank isolated" beside it
   is a process isolation (no Electrical/LOTO).
2. A battery that names a machine's power source (battery scissor lift, battery drill) is no battery worked on.
3. A rope called a line (hand line, tag line, lifeline) is no process line: hauling a fitting on it is no Cold Work.
4. "Weld" as the noun before an inspection word (weld inspection, weld NDT) is an inspection of welds, not welding;
   the inspection word keeps its own cue (weld radiography is Radiography).
5. "Dig in" followed by when / until / "and hold" is the idiom for holding on, not digging.
6. Drafting work on a drawing, register or plan names what the document shows, not work done (a register or CAD
   mark-up update is desk work); field work referred to a drawing ("as shown on", "per drawing") keeps its permits.
7. A 110 V site transformer named as the supply of hand tools is no transformer lifted (semantic layer).
"""

import pytest

from tests.support.hazards import permits, run

# 1 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Tank isolated, N2 blanketed, PV-204 unbolted at the roof nozzle.",
        "Tank TK-3 isolated and gas freed; replace PV valve on the roof.",
        "Vessel isolated and drained, PV 12 removed for overhaul.",
        "Isolate the tank and change the PV vent seat.",
    ],
)
def test_pv_valve_beside_a_tank_isolation_is_no_electrical_work(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Isolate the PV array at the DC isolator and replace the PV inverter.",
        "Lock off the solar PV string and change the PV panels.",
        "Isolate the PV panels on the warehouse roof before cleaning.",
    ],
)
def test_photovoltaic_pv_stays_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


# 2 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Replace bent length with grooved couplings from battery scissor lift at 3.2 m.",
        "Replace the sprinkler head from the battery powered scissor lift.",
        "Change the corroded bracket bolts using a battery impact driver.",
        "Swap the damaged racking beam using the battery forklift.",
    ],
)
def test_battery_powered_machine_is_no_electrical_work(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the flat battery on the forklift.",
        "Replace the UPS batteries in substation SS-2.",
        "Change the batteries in the fire alarm panel at the compressor house.",
    ],
)
def test_battery_worked_on_stays_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


# 3 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Rope access team climbs to 45 m and replaces the fitting, tools on lanyards, fitting hauled on hand line.",
        "Rope access tech replaces the aviation light at 60 m, new fitting raised on a hand line.",
        "Fit tag lines to the load before the lift.",
        "Install a temporary lifeline along the roof edge.",
    ],
)
def test_rope_called_a_line_is_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the corroded drain line on V-101.",
        "Fit new sample line to the analyser.",
        "Replace the hydraulic line on the crane boom.",
    ],
)
def test_process_line_worked_on_stays_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


# 4 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Inspector enters via shell manway for floor and weld inspection.",
        "Inspector to enter drum D-4 for shell and weld inspection.",
        "Tank open, then weld NDT by the UT technician.",
        "Vessel open for 100% weld examination, no repairs planned.",
        "Access for nozzle and weld survey inside the column.",
    ],
)
def test_weld_inspection_is_not_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Fitter to weld inspection hatch onto the duct.",
        "Open the tank, then weld the inspection door back on.",
        "Grind out the crack and weld repair, then weld inspection by MPI.",
        "Weld the new nozzle and weld inspection pad to the shell.",
    ],
)
def test_welding_beside_an_inspection_stays_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


def test_weld_radiography_keeps_radiography() -> None:
    assert "Radiography" in permits("During weld radiography of the headers the area was barriered.")


def test_weld_inspection_is_listed_as_excluded() -> None:
    negated = run("Inspector enters via shell manway for floor and weld inspection.").negated
    assert any("weld" in n.phrase and "inspection" in n.reason for n in negated)


# 5 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Chess club: we will look at how to dig in when the attack gets hot.",
        "Chess night: we study how to dig in when your king is under attack.",
        "Team talk: the project is behind, we need to dig in until the handover.",
        "Quiz league: we dig in and defend our title.",
    ],
)
def test_dig_in_idiom_is_no_excavation(text: str) -> None:
    assert "Excavation" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Dig in when the ground is soft, down to 1.2 m to expose the cable.",
        "Dig in the new earth cable alongside the fence.",
        "Dig in until you reach the pipe at about 1 m.",
    ],
)
def test_dig_in_with_ground_stays_excavation(text: str) -> None:
    assert "Excavation" in permits(text)


# 6 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Add new isolation points for the hot tap tie-in on drawing 12-PID-044, redraw the excavation plan on "
        "12-CIV-007, and correct the lifting plan reference on the compressor sheet.",
        "Mark up the hot work locations on the site layout drawing and update the confined space entry register.",
        "Engineer to redline the isolation points on P&ID 12-PID-101 and revise the crane lift plan reference.",
        "Draftsman: add the new excavation boundary to the civil layout drawing, then renumber the isolation register.",
        "Update the scaffold drawings and correct the lifting plan references after the MOC.",
    ],
)
def test_drafting_work_on_documents_needs_no_permit(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Install the hot tap tie-in as shown on drawing 12-PID-044.", "Hot Work"),
        ("Add a hot tap on the 8in header per drawing 12-PID-7.", "Hot Work"),
        ("Insert spectacle blind at flange F-4 on P&ID 12-PID-033.", "Cold Work"),
        ("Excavate to 1.5 m at the location marked on drawing C-12.", "Excavation"),
        ("Review the lift plan, then lift the 3 t pump with the crane.", "Lifting"),
        ("Update the isolation register, then isolate the pump motor at the MCC.", "Electrical/LOTO"),
    ],
)
def test_field_work_referred_to_a_drawing_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


def test_drafting_work_is_listed_as_excluded() -> None:
    negated = run("Redraw the excavation plan on 12-CIV-007.").negated
    assert any("excavation plan" in n.phrase and "drafting" in n.reason for n in negated)


# 7 ------------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Going to tack it and then stitch it, 2 runs, inverter welder off the 110 V transformer.",
        "Then bolt it up, 4 holes, mag drill off the 110 V transformer.",
        "Then stitch the seam, 3 runs, welding set off the 110 V site transformer.",
    ],
)
def test_site_transformer_powering_tools_is_no_lift(text: str) -> None:
    assert "Lifting" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Lift the new transformer onto its plinth with the mobile crane.",
        "Remove the old transformer from the substation with the hiab.",
        "Crane the 20 t transformer onto the plinth.",
    ],
)
def test_transformer_lifted_stays_lifting(text: str) -> None:
    assert "Lifting" in permits(text)
