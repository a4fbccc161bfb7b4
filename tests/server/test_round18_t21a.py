"""Issue 12, round 18 (t21a): missed and extra permits of the blind tune set tune20 (work orders), as classes.

Class 1 (UIT-030, Vehicle Entry): a Dutch or Flemish surname's particle ("ploeg Van der Berg") is no van.
Class 2 (UIT-038, Cold Work): a customs, security or numbered wire seal threaded through a closed valve's handwheel
marks the valve; nothing is opened. A mechanical seal or a gasket keeps its Cold Work.
Class 3 (UIT-041, Working at Height): a figure below ground level ("2.0 m bgl") or the depth a soil auger is turned to
("hand auger MW-4R to 2.0 m") is a depth, not a height; another figure in the sentence is still a height.
Class 4 (UIT-041, Vehicle Entry): a vehicle kept at a named area's gate car park stays outside it, and a thing (a
tagged well, a bollard) hit by a truck in an earlier month is history, not a vehicle in the area today.
Class 5 (UIT-046, Cold Work and Hot Work): an "open edge" is a fall word, not an opened vessel, and a heat treatment
reported done ("PWHT done") is history; a PWHT still to do keeps Hot Work.
Class 6 (UIT-037, Radiography): the regulator's prior notification of a radiography campaign is a paper sent ahead;
a shoot named beside it keeps Radiography.
Class 7 (UIT-015 and UIT-042, missed Cold Work and Electrical/LOTO): a dosing quill replaced or broken out is a line
break; a pump stopped and locked, and a distribution board named by its short tag (LDB, PDB), are isolations.
"""

import pytest

from tests.support.hazards import permits, run, types


# ---------------------------------------------------------------- class 1: surname particle
@pytest.mark.parametrize(
    "text",
    [
        "Crew of Van den Heuvel to clean the strainer basket in the workshop.",
        "Toolbox talk by ploeg van de Velde, canteen.",
        "Supervisor J. van der Linden signs the handover sheet in the control room.",
    ],
)
def test_surname_particle_is_no_van(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text, area="Tank Farm"))


@pytest.mark.parametrize(
    "text",
    [
        "The van drives into the tank farm bund to deliver the drums.",
        "Our van parks beside the manifold in the tank farm.",
        "Contractor van der Berg drives his van into the bund to unload the pump.",
    ],
)
def test_a_real_van_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in types(run(text, area="Tank Farm"))


# ---------------------------------------------------------------- class 2: tamper seals
@pytest.mark.parametrize(
    "text",
    [
        "Officer fits a new numbered wire seal through the outlet valve handwheel. Valve stays shut.",
        "Replace the customs seal on the bonded tank outlet valve after the dip.",
        "Fit security seal to the drain valve handwheel and record the seal number.",
    ],
)
def test_tamper_seal_is_no_line_break(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the mechanical seal on pump P-101.",
        "Replace the wire seal and the gland packing on the valve.",
        "Cut the customs seal, then break the flange on the outlet line and fit a new gasket.",
    ],
)
def test_a_line_seal_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


# ---------------------------------------------------------------- class 3: depths below ground
@pytest.mark.parametrize(
    "text",
    [
        "Install piezometer PZ-3, screen set at 3 m bgs.",
        "Hand auger BH-2 to 1.8 m, log the soil.",
        "Augering down to 2.5 m for the new monitoring well.",
    ],
)
def test_depth_below_ground_is_no_height(text: str) -> None:
    assert "Working at Height" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hand auger to 0.2 m for a soil sample, then climb to 3 m on the ladder to fix the sign.",
        "Climb to 2.0 m on the ladder to fix the light.",
        "Work at 4 m above ground from the scaffold.",
    ],
)
def test_heights_keep_working_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


# ---------------------------------------------------------------- class 4: vehicle outside or in the past
@pytest.mark.parametrize(
    "text",
    [
        "Sampling only. The 4x4 stays at the Tank Farm gate car park, gear carried in.",
        "Bollard B-3 was hit by a tanker last week. Fit a new bollard base plate by hand, no vehicles.",
        "Well MW-2 was crushed by a truck in March. Bail the other wells by hand.",
    ],
)
def test_vehicle_outside_or_in_the_past_is_no_entry(text: str) -> None:
    assert "Vehicle Entry" not in types(run(text, area="Loading Rack"))


@pytest.mark.parametrize(
    "text",
    [
        "The van stays at the gate car park; the vac truck then drives into the bund to empty the sump.",
        "The operator was crushed by a truck in December at the loading rack.",
        "Well MW-4 was crushed by a truck this morning; the truck is still in bay 2.",
    ],
)
def test_vehicle_in_the_area_keeps_entry(text: str) -> None:
    assert "Vehicle Entry" in types(run(text, area="Loading Rack"))


# ---------------------------------------------------------------- class 5: open edge, heat treatment done
@pytest.mark.parametrize(
    "text",
    [
        "RT of the nozzle welds from the scaffold at 7 m, open edge at the drum side (PWHT done).",
        "Inspect the welds from the scaffold at 6 m; open side at the vessel. Post weld heat treatment completed.",
        "MT the repair welds at 5 m on the scaffold, open edge near the separator, PWHT was carried out last week.",
    ],
)
def test_open_edge_and_done_pwht_are_no_line_break_or_hot_work(text: str) -> None:
    got = permits(text)
    assert "Cold Work" not in got and "Hot Work" not in got
    assert "Working at Height" in got


@pytest.mark.parametrize(
    "text",
    [
        "RT the welds, then PWHT to be done after RT.",
        "PWHT completed yesterday on W3; today PWHT of W4 with ceramic pads.",
        "Open the drum manway and vent.",
    ],
)
def test_work_still_to_do_keeps_its_permit(text: str) -> None:
    got = permits(text)
    assert "Hot Work" in got or "Cold Work" in got


# ---------------------------------------------------------------- class 6: radiography notification
@pytest.mark.parametrize(
    "text",
    [
        "Send the RT prior notification to the HSE for next month's shoots. Desk work only.",
        "Prepare the prior notification of site radiography to the regulator for the June jetty campaign (Ir-192, "
        "1 crew, nights). Office only.",
        "Radiography advance notification form to be filed with the regulator.",
    ],
)
def test_radiography_notification_is_paper(text: str) -> None:
    assert "Radiography" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Notification of radiography for the campaign, then RT the welds with Ir-192 tonight.",
        "RT the jetty welds with Ir-192 tonight; prior notification already sent.",
        "Gamma radiography of the tank nozzle welds, barriers at 7.5 uSv/h.",
    ],
)
def test_a_shoot_keeps_radiography(text: str) -> None:
    assert "Radiography" in permits(text)


# ---------------------------------------------------------------- class 7: quills, locked pumps, short board tags
@pytest.mark.parametrize(
    "text",
    [
        "Inhibitor quill change-out on the export line.",
        "Dosing quill DQ-4 on the CW return is leaking, replace.",
        "Flush with water before breaking the quill on the riser.",
    ],
)
def test_quill_work_is_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Stop and lock both acid pump P-21 and hypo pump P-22 before the work.",
        "Isolate LDB-TLB way 9 first, then remove the damaged canopy light.",
        "Isolate PDB-2 way 4 and change the socket.",
    ],
)
def test_locked_pump_and_short_board_tag_are_isolations(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Quill replacement on the bench drill in the workshop.",
        "Update the LDB schedule drawing in the office.",
        "Check the quill feed handle on the pillar drill.",
    ],
)
def test_lookalikes_raise_nothing(text: str) -> None:
    got = permits(text)
    assert "Cold Work" not in got and "Electrical/LOTO" not in got


# ---------------------------------------------------------------- gas rows: ground broken in a hydrocarbon area
@pytest.mark.parametrize(
    "text",
    [
        "Hand auger a new monitoring well to 2.0 m bgl beside bay 3.",
        "Excavate by hand to 0.8 m to expose the drain line.",
        "Mini digger to dig a 1.5 m trench for the new earth cable.",
    ],
)
def test_dig_in_hydrocarbon_area_gets_lel_row(text: str) -> None:
    assert "LEL" in {g.gas for g in run(text, area="Loading Rack").gasTests}


@pytest.mark.parametrize(
    "text",
    [
        "Hand auger a new monitoring well to 2.0 m bgl beside the car park.",
        "Excavate by hand to 0.8 m to expose the water main.",
        "Dig a 1.5 m trench for the new earth cable by the office.",
    ],
)
def test_dig_outside_hydrocarbon_area_gets_no_lel_row_from_the_dig(text: str) -> None:
    rows = run(text, area="Admin Building").gasTests
    assert not any(g.namedBy.startswith("ground broken") for g in rows)
