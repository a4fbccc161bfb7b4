"""Issue 12, round 17 (z19p): permits raised for work that is not happening now, from the blind probes
bench/eval/blackbox19 (class 7: cancelled, stood-down, on-hold work) and bench/eval/blackbox19b (class 6: postponed,
cancelled, "not done", "on hold", "not required anymore", an operation moved to next month inside a multi-operation
order).

Class: work stood down, on hold, called off or no longer needed, said right after the activity in its own clause
("the crane is stood down today", "Entry to drum D-5 cancelled", "Vessel entry not done today", "Isolation of the
motor not required anymore"). Each match is read on its own, so work done now beside it keeps its permit; work put off
to a named later day ("postponed to next week", "on hold until monday", "moved to next month") keeps its permit, as
round 14's lead review asks (its permit is planned for that day); work on hold under a condition today may meet ("on
hold until the gas test is clear") keeps its permit unless the order says no work is done now; an isolation "on hold"
is a state kept in place; a status followed by a place ("not done near the vent") is a rule, not a report.

Class (blackbox19b class 12): a hazard noun early in a sentence beat a negation later in it. An activity word naming
a trace or a tool of the work ("Weld spatter on the old valve body", "Grind marks on the new flange", "Welding machine
moved to store") is that thing, not the work, where the same sentence denies the activity ("no welding required", "no
grinding on site"); with no denial, or with the work said too ("weld the crack"), the permit stays.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # the failing probe lines
        ("the crane is standing down today because of the wind no lifts", "Lifting"),
        ("Isolation of the motor not required anymore, job cancelled.", "Electrical/LOTO"),
        ("Excavation for the new foundation on hold, no digging today.", "Excavation"),
        # variants
        ("the crane is stood down today because of wind", "Lifting"),
        ("Entry to drum D-5 cancelled, manway stay closed.", "Confined Space Entry"),
        ("Vessel entry not done today because gas test failed, job rescheduled.", "Confined Space Entry"),
        ("The digging at gate 3 is on hold, the drawings are wrong.", "Excavation"),
        ("Radiography tonight is cancelled, the source not arrive from Dammam, RT crew stand down.", "Radiography"),
        ("The scaffold job on the roof is called off, the client changed the scope.", "Working at Height"),
    ],
)
def test_work_put_off_or_stood_down_raises_no_permit(text: str, permit: str) -> None:
    assert permit not in permits(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # the same frame words beside real work today
        ("Tank entry of T-14 today, the repair welding is postponed.", "Confined Space Entry"),
        ("Weld the shoe, crane lift postponed to Monday.", "Hot Work"),
        ("Enter the tank today, the welding is on hold until the gas test is clear.", "Confined Space Entry"),
        ("Lift the pump with the crane, the painting is postponed.", "Lifting"),
        ("The crane lift is postponed to the afternoon, lift the 6 t skid after lunch.", "Lifting"),
        # put off under a condition that may be met today, and a rule that reads like a status
        ("Welding postponed until the gas test is clear.", "Hot Work"),
        ("Make sure hot work is not done near the vent.", "Hot Work"),
        ("Weld the flange, the welding cannot be postponed.", "Hot Work"),
        # put off to a named later day: its permit is planned for that day (round 14's lead review)
        ("the tank entry is on hold until monday", "Confined Space Entry"),
        ("Tank entry of T-12 postponed to next week, will reschedule.", "Confined Space Entry"),
        ("Op 10 remove insulation by hand, Op 20 welding of new shoe moved to next month.", "Hot Work"),
    ],
)
def test_work_done_now_beside_a_put_off_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        # the failing probe lines
        "Weld spatter on the old valve body noted in inspection report, no welding required.",
        "Welding machine moved from workshop to store for cable repair, no welding today.",
        "Grind marks on the new flange are from the factory, no grinding on site.",
        # variants
        "Grind marks on the new valve were from the factory, vendor to explain, no grinding on site.",
        "Weld spatter found on the pump casing, no welding on this job.",
        "Welding set returned to the hire company, no welding needed.",
    ],
)
def test_a_thing_named_by_a_denied_activity_raises_no_hot_work(text: str) -> None:
    assert "Hot Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Welding machine in the tank, weld the nozzle.",
        "Weld spatter on the flange, weld the crack and no grinding.",
        "Grind marks on the shaft, grind them smooth, no welding.",
        "Remove the weld spatter with a grinder, no welding.",
        "Welding machine set up beside the pipe rack, no welding before the gas test.",
    ],
)
def test_a_thing_of_the_work_beside_the_work_itself_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)
