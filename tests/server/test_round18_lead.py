"""Issue 12 round 18, the lead's fixes: a machine said to have left site that comes back to work keeps its permit.

Why: round 17 read "Vac truck has left site. It returns Monday to empty the sump" as a report of work over, so the
truck's visit still to come lost Vehicle Entry without a word (its note). A machine that comes back, named or as "it",
is work still to do; one that has simply left, or comes back only for paperwork, is not.
"""

import pytest

from tests.support.hazards import run, types


def _in_tank_farm(text: str) -> set[str]:
    return types(run(text, area="Tank Farm"))


@pytest.mark.parametrize(
    "text",
    [
        "Vac truck has left site. It returns Monday to empty the sump.",
        "Vac tanker has left the site. It comes back tomorrow to finish emptying the bund sump.",
        "The vac truck was taken off site for repair; it will be back on Thursday to empty the separator.",
        "Vac truck has left site. The truck is due back at 14:00 to empty the sump.",
    ],
)
def test_a_machine_that_comes_back_to_work_keeps_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in _in_tank_farm(text)


@pytest.mark.parametrize(
    "text",
    [
        "Vac truck clipped the pipe support last night, leg bent. Truck has left site. Weld a new leg on the support.",
        "Tanker hit the kerb at bay 2 on Monday. Tanker has left the terminal, no leak. Repair the kerb.",
        "Truck has left site. It is due back to collect the paperwork.",
        "The vac truck has left site.",
    ],
)
def test_a_machine_that_has_left_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in _in_tank_farm(text)


# ---------------------------------------------------------------- voltages written with a thousands comma
@pytest.mark.parametrize(
    "text",
    [
        "The strings run at 1,000 V DC; isolate the inverter and prove dead before changing the fuse.",
        "Isolate and earth the 11,000 V feeder before the cable box is opened.",
        "Lock out the 3,300 V motor at its breaker and prove dead.",
        "Isolate the 1,5 kV supply and prove dead before the termination is remade.",
    ],
)
def test_a_voltage_with_a_thousands_comma_is_not_extra_low(text: str) -> None:
    assert "Electrical/LOTO" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Replace the 24 V DC sensor on the conveyor; nothing above 24 V in the panel.",
        "Change the 12 V battery in the handheld radio.",
        "Swap the 1,000 lumen torch bulb in the store.",
    ],
)
def test_extra_low_voltage_and_other_commas_raise_no_electrical_permit(text: str) -> None:
    assert "Electrical/LOTO" not in types(run(text))


# ---------------------------------------------------------------- an incident told under a lessons / alert heading
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Lessons learnt: the pipefitter was grinding a rusted flange bolt on the diesel day tank line when sparks "
            "lit the spilled fuel.",
            "Hot Work",
        ),
        (
            "Safety alert: a rigger was slinging the 4 t valve with the mobile crane when the shackle pin worked "
            "loose.",
            "Lifting",
        ),
        (
            "Lessons learned: the contractor hand-dug a 1.6 m deep pit beside the pipe rack footing and the side "
            "caved in.",
            "Excavation",
        ),
        (
            "Incident summary: the operator entered the reactor after the purge to change the catalyst basket.",
            "Confined Space Entry",
        ),
        (
            "Safety bulletin: the Hiab lorry reversed into the LPG bullet area and lifted 2 t of scaffold tube off its "
            "bed.",
            "Vehicle Entry",
        ),
    ],
)
def test_an_incident_told_under_a_heading_keeps_the_jobs_permit(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Lessons learnt: fire watch left early after welding.",
        "Toolbox talk: hot work hazards and fire watch duties.",
        "Safety alert: check your harness lanyards for cuts before use.",
        "Lessons learned: always gas test before confined space entry.",
    ],
)
def test_a_lesson_that_tells_no_one_at_work_raises_nothing(text: str) -> None:
    assert types(run(text)) == set()
