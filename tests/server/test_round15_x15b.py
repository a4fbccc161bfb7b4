"""Issue 12, round 15 (x15b): blackbox16 class 6 and blackbox16b classes 6, 7 and 8.

A meeting with, or a booking of, the scaffold, crane or X-ray firm raised Working at Height, Lifting or Radiography
("Meeting with the scaffold contractor to discuss requirements", "Book the X-ray contractor for next month's shutdown"),
and so did plant booked for a job months away ("Book the mobile crane for the ball mill motor change in March").
Joints "brazed last week" raised Hot Work for finished work. Holes drilled in a plant room's blockwork wall for a
notice board raised Cold Work. One-offs: "confined space awareness" as a toolbox talk's topic raised Confined Space
Entry, a replacement gauge ordered with gaskets raised Cold Work, the tunnel of an airport's air bridge raised Confined
Space Entry, and a height said as "(approx 5 m, no handrail)" was not read, so a witness's account of a man leaning
over a pipe rack's edge raised nothing.
"""

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    "text",
    [
        "Meeting with the scaffold contractor to discuss requirements for next month's boiler outage.",
        "Meeting with the crane hire company to discuss next month's kiln shutdown lifts.",
        "Book the X-ray contractor for next month's shutdown, raise PO.",
        "Met with the radiography contractor about the TA scope.",
        "Book the mobile crane for the ball mill motor change in March.",
        "Reserve the 50 t crane for next month's kiln shutdown.",
    ],
)
def test_a_firm_met_or_plant_booked_for_later_is_no_work(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Book the scaffold contractor and erect the scaffold on the boiler front at 6 m.", "Working at Height"),
        (
            "Meeting with the scaffold contractor at the boiler, then climb the scaffold at 8 m to inspect.",
            "Working at Height",
        ),
        ("Met with the radiography contractor; X-ray the line 10 welds tonight.", "Radiography"),
        ("Book the mobile crane and lift the motor in March.", "Lifting"),
        ("Book the mobile crane for the motor change today.", "Lifting"),
        ("Crane booked for Friday, lift the 5 t motor.", "Lifting"),
    ],
)
def test_the_work_beside_a_booking_keeps_its_permit(text: str, kind: str) -> None:
    assert kind in permits(text)


def test_joints_brazed_before_are_finished_work() -> None:
    text = (
        "Pressure test the new medical air pipework with nitrogen; "
        "the copper joints were brazed last week and signed off."
    )
    assert "Hot Work" not in permits(text)
    assert "Hot Work" not in permits("The joint was soldered yesterday and passed the test.")


@pytest.mark.parametrize(
    "text",
    [
        "The copper joints were brazed last week; the tee is leaking, re-braze it.",
        "Joints to be brazed by the fitter in the plant room.",
        "Braze the copper tee on the medical gas line.",
        "The joints were brazed badly, cut out and braze a new tee.",
    ],
)
def test_brazing_to_do_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hospital plant room: drill two 8 mm holes in the blockwork wall with a cordless drill to fix a notice board.",
        "Drill two holes in the plant room blockwork wall to mount a fire extinguisher bracket.",
        "Drill the brick wall to fix a sign at the pump house.",
    ],
)
def test_a_wall_drilled_for_a_fitting_is_no_cold_work(text: str) -> None:
    assert "Cold Work" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Drill two holes in the blockwork wall to fix a pipe bracket for the live steam line.",
        "Drill through the blockwork wall for a new cable penetration.",
    ],
)
def test_a_wall_drilled_for_plant_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Toolbox talk for the estates team: confined space awareness for the basement tanks. Classroom session only.",
        "Confined space awareness for the estates team.",
        "Order spare flange gaskets and a replacement pressure gauge for the LTHW heat exchanger in the plant room.",
        "Inspect the air bridge canopy seals from inside the tunnel at floor level and note damaged sections.",
        "Walk through the jet bridge tunnel and check the lights.",
    ],
)
def test_one_offs_need_no_permit(text: str) -> None:
    assert permits(text) == set()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Order spare gaskets and replace the pressure gauge on the heat exchanger.", "Cold Work"),
        ("Order new gaskets and fit new gaskets on the heat exchanger flange.", "Cold Work"),
        ("Air bridge 3: enter the tunnel pit to clear the drain.", "Confined Space Entry"),
        ("Enter the cable tunnel under the air bridge to inspect the sump.", "Confined Space Entry"),
        (
            "Witness: I saw the insulator lean out over the edge of the pipe rack (approx 5 m, no handrail) to reach "
            "the line. Insulation job continues tomorrow.",
            "Working at Height",
        ),
        ("Lean out over the edge of the pipe rack (approx 5 m) to reach the line.", "Working at Height"),
        ("Replace the lamp on the platform (approx. 4 m, no handrail).", "Working at Height"),
    ],
)
def test_one_offs_keep_real_work(text: str, kind: str) -> None:
    assert kind in permits(text)


def test_an_estimated_bracketed_height_below_the_threshold_is_read() -> None:
    assert "Working at Height" not in permits("Replace the gauge on the platform (approx 1 m).")
