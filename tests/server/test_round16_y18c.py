"""Issue 12, round 16 (y18c): blackbox18b classes 2 and 3, as classes.

Class 2, missed Hot Work: a metal line, spool or plate cut out with no cold-cut tool named ("Cut out corroded section
of 4in hydrocarbon process line"); a torch cut with a longer object between ("Cut old 3 t pump base plate with
torch"); thermal spraying and metallising (flame, arc, HVOF); a weld named by its run pattern ("Stitch weld lifting
lugs"); a welder said ready to start on a job ("welder can start tmrw 7am on the nozzle repair").

Class 3, missed Vehicle Entry: a vehicle named with its kit before its verb ("Welding truck with diesel generator to
drive into LNG process area") and an LNG or process train as the area ("100t crawler crane to drive into LNG train 2").
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        'Cut out corroded section of 4" hydrocarbon process line after draining it and breaking the flanges.',
        "Cut out corroded section of hydrocarbon line at grade after it is drained.",
        "Cut out the damaged length of the 6in steam header.",
        "Cut out old spool on line 6-P-103.",
        "Cutting out a section of the corroded tank floor plate.",
        "Cut old 3 t pump base plate with torch and lift it out with mobile crane in the unit.",
        "Cut the old steel brackets off the rack with a cutting torch.",
        "Thermal spray (flame) coating on pipe rack beams at 7 m in refinery.",
        "Metallising with flame spray gun on tank shell in tank farm at grade.",
        "Arc spray TSA coat on the riser splash zone.",
        "HVOF spraying of the pump shaft sleeve on site.",
        "Stitch weld lifting lugs on 4 t vessel cover then crane lift it off, at grade in chemical plant.",
        "Stitch weld lifting lugs on vessel cover at grade in chemical plant.",
        "Skip weld the new stiffeners to the duct.",
        "Boss the scaffold at E-401 is ready, welder can start tmrw 7am on the nozzle repair at 6m.",
        "Welder can start tomorrow on nozzle repair of drum D-3 at grade in unit 100.",
        "Welder may begin on the tie-in after the gas test.",
        "Welders ready to start on the pipe shoe job in the morning.",
    ],
)
def test_cutting_spraying_and_welding_in_other_words_is_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Cut out the corroded section of line with a hacksaw.",
        "Cut the old condensate pipe with a pipe cutter.",
        "Cut out a section of the PVC pipe for the new tee.",
        "Cut out a length of HDPE pipe on the water main.",
        "Cable cut during digging, repair the cable.",
        "Cutting a new gasket from sheet.",
        "Replace the cut-out switch on the panel.",
        "Thermal spray coating inspection on the pipe rack beams, DFT readings.",
        "Existing stitch welds cracked on the cover.",
        "New welder can start on Monday after induction.",
    ],
)
def test_cold_cuts_plastics_cables_and_coatings_inspected_are_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


def test_a_hacksaw_cut_line_keeps_its_cold_work() -> None:
    assert "Cold Work" in permits("Cut out the corroded section of process line with a hacksaw after draining it.")


@pytest.mark.parametrize(
    "text",
    [
        "100t crawler crane to drive into LNG train 2 and lift 25 t cold box panel.",
        "Crawler crane to drive into LNG train 2 for a lift.",
        "Mobile crane will go into gas train 3 for the compressor lift.",
        "Welding truck with diesel generator to drive into LNG process area to weld new pipe shoe.",
        "Welding truck to drive into LNG process area.",
        "Vacuum truck with its hose reel and pump to come into the tank farm to empty the sump.",
    ],
)
def test_a_vehicle_driven_into_a_train_or_named_with_its_kit_is_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Delivery truck waits at gate, then fitters walk into the process area.",
        "The truck stays at the main gate; crew go into the unit on foot.",
        "Train drivers to come into the depot office for briefing.",
    ],
)
def test_people_going_in_beside_a_parked_truck_is_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in permits(text)
