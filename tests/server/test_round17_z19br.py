"""Issue 12, round 17 (z19br): missed permits of the blind probe bench/eval/blackbox19b, as classes.

Class 1: a sentence that opens by citing the meeting where the job was agreed ("In the planning meeting we agreed, so
today we start: hot tapping ...", "As discussed in the planning meeting, crane lift the 6 ton pump skid today") read
today's job as the meeting's topic. Class 2: a remark about another part of the job ("the rest of painting is at
ground level", "the electrical isolation is under other permit") cancelled the ladder or the lift the job names: it
covers only what it names. Class 3: a crane named with its capacity ("Mobile crane 50 ton to enter Unit 200") raised
no Vehicle Entry. Class 4: a geotechnical borehole or a bore for a soil investigation raised no Excavation. Class 5:
a line drained with its article dropped ("Op 10 isolate and drain condensate line") raised no Cold Work. Left: the
deluge bypass (class 5's other line).
"""

import pytest

from tests.support.hazards import permits


def _has(text: str, permit: str) -> bool:
    return permit in permits(text)


# ---------------------------------------------------------------- class 1: the meeting that agreed today's job
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "In the planning meeting we agreed, so today we start: hot tapping of 6 inch branch on the operating crude "
            "line.",
            "Hot Work",
        ),
        (
            "After the planning meeting, today the crew start hot tapping of 4 inch branch on the operating gas line.",
            "Hot Work",
        ),
        (
            "As agreed in the planning meeting, today welder do the welding of the pipe shoe at the pipe rack.",
            "Hot Work",
        ),
        ("As discussed in the planning meeting, crane lift the 6 ton pump skid today.", "Lifting"),
        ("Following the review meeting, now weld the bracket on the pipe rack.", "Hot Work"),
    ],
)
def test_the_job_after_the_meeting_that_agreed_it_keeps_its_permit(text: str, permit: str) -> None:
    assert _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("In the planning meeting we discussed hot tapping of the 6 inch branch on the crude line.", "Hot Work"),
        ("As agreed in the planning meeting, hot tapping of the crude line is planned for next month.", "Hot Work"),
        ("In the planning meeting today we discussed welding of the pipe shoe.", "Hot Work"),
        ("Planning meeting today: crane lift of the 6 ton pump skid next week.", "Lifting"),
        ("After the planning meeting on the hot tap, minutes sent to all.", "Hot Work"),
        ("As agreed in the planning meeting, no hot work today.", "Hot Work"),
    ],
)
def test_a_meeting_that_only_talked_the_work_through_raises_nothing(text: str, permit: str) -> None:
    assert not _has(text, permit)


# ---------------------------------------------------------------- class 2: a remark covers only what it names
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Painter on ladder 3.5 m painting the pipe support, the rest of painting is at ground level.",
            "Working at Height",
        ),
        ("Painter on ladder 4 m painting the column nozzle, other painting is at ground level.", "Working at Height"),
        ("Fitter on ladder 3 m changing the lamp, the remaining lamps are at ground level.", "Working at Height"),
        (
            "Change the gearbox 1.8 ton of cooling tower fan with chain block and beam, electrician already isolated "
            "under other permit.",
            "Lifting",
        ),
        ("Lift the 2 ton gearbox with chain block, the electrical isolation is under other permit.", "Lifting"),
        ("Weld the bracket, the radiography of the welds is under a separate permit.", "Hot Work"),
    ],
)
def test_a_remark_about_another_part_keeps_the_named_work(text: str, permit: str) -> None:
    assert _has(text, permit)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Paint the pipe support, the rest of painting is at ground level.", "Working at Height"),
        (
            "Painting of the pipe support at ground level, the rest of the job is done from the floor.",
            "Working at Height",
        ),
        ("Crane lift of the skid, under a separate permit.", "Lifting"),
        ("Radiography of the welds follows next week under a separate job.", "Radiography"),
        ("Lift the 2 ton gearbox with chain block under a separate permit.", "Lifting"),
        ("Weld the bracket, the radiography of the welds is under a separate permit.", "Radiography"),
    ],
)
def test_the_remark_still_covers_what_it_names(text: str, permit: str) -> None:
    assert not _has(text, permit)


# ---------------------------------------------------------------- class 3: a crane with its capacity enters
@pytest.mark.parametrize(
    "text",
    [
        "Mobile crane 50 ton to enter Unit 200 today and lift out the exchanger bundle 12 ton to the wash bay.",
        "Mobile crane 40 ton to enter Unit 300 and lift the 8 ton vessel.",
        "Franna 20 t to enter Unit 300 and lift the PSV.",
        "Crawler crane 250 tonne to enter the process area for the column lift.",
    ],
)
def test_a_crane_named_with_its_capacity_entering_a_unit_is_vehicle_entry(text: str) -> None:
    assert _has(text, "Vehicle Entry")


@pytest.mark.parametrize(
    "text",
    [
        "Mobile crane 50 ton to lift the vessel in Unit 200.",
        "Hire a mobile crane 50 ton for Unit 200 next month.",
        "Operator to enter Unit 200 control room to check the crane 50 ton load chart.",
    ],
)
def test_a_crane_with_its_capacity_that_enters_nothing_is_no_vehicle_entry(text: str) -> None:
    assert not _has(text, "Vehicle Entry")


# ---------------------------------------------------------------- class 4: geotechnical bores are digs
@pytest.mark.parametrize(
    "text",
    [
        "Drilling rig to bore 10 m for soil investigation near the new tank foundation.",
        "Geotechnical borehole 12 m deep with drilling rig at the new substation site.",
        "Inside refinery Unit 2, drilling rig to bore 15 m for soil investigation, the casing 1.2 ton lifted by the "
        "rig winch.",
        "Soil investigation boreholes at the new tank site, 3 nos to 8 m.",
        "Core 3 holes for site investigation at the laydown yard.",
    ],
)
def test_a_geotechnical_bore_is_excavation(text: str) -> None:
    assert _has(text, "Excavation")


@pytest.mark.parametrize(
    "text",
    [
        "Review the soil investigation report from the geotechnical consultant.",
        "Geotechnical report received, file it.",
        "Welding repair on the drilling rig deck handrail.",
        "Drill holes for the bracket bolts on the steel beam.",
    ],
)
def test_a_geotechnical_report_or_a_rig_deck_is_no_excavation(text: str) -> None:
    assert not _has(text, "Excavation")


# ---------------------------------------------------------------- class 5: a line drained with its article dropped
@pytest.mark.parametrize(
    "text",
    [
        "Op 10 isolate and drain condensate line, Op 20 cut the leaking elbow with grinder, Op 30 weld new elbow, "
        "Op 40 radiography not required as per engineering.",
        "Isolate and drain condensate line.",
        "Please drain cooling water header before the valve change.",
        "Drain crude line to the closed drain, then replace the gasket.",
    ],
)
def test_a_line_drained_without_its_article_is_cold_work(text: str) -> None:
    assert _has(text, "Cold Work")


@pytest.mark.parametrize(
    "text",
    [
        "Drain water line is blocked, call the plumber.",
        "Check the drain water line for blockage.",
        "Replace the drain oil pot cover at the pump base.",
    ],
)
def test_a_drain_line_named_as_a_thing_is_no_cold_work(text: str) -> None:
    assert not _has(text, "Cold Work")
