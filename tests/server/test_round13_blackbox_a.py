"""Issue 12, round 13 safety follow-up (i13s1): four classes a blind black-box prober found, each probed in other
phrasings with benign twins that must not change.

1. Welding said with where it is done ("Weld inside the drum.") is hot work; "the weld inside the drum" is a weld.
2. Work on a circuit said with a voltage above extra-low (over 50 V AC / 120 V DC) is electrical work without any
   isolate / lock-out wording; a 24 V DC or 110 V DC circuit stays out.
3. Isolation by this job's electrician before the work is this job's lockout; isolation held by others under their
   own permit is still read that way and shown as an excluded phrase.
4. Standing or climbing on a handrail or guard rail is outside its protection: work at height, and a SCOPE-CONFLICT
   against a "not at height" statement.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import permits, types


@pytest.mark.parametrize(
    "text",
    [
        "Weld inside the drum.",
        "Weld inside the drum; nobody else on site.",
        "Fitter to weld under the pipe rack.",
        "Welder welds inside the vessel.",
        "Weld near the tank.",
    ],
)
def test_weld_said_with_its_place_is_hot_work(text: str) -> None:
    assert "Hot Work" in permits(text)


def test_weld_inside_drum_keeps_confined_space() -> None:
    assert {"Hot Work", "Confined Space Entry"} <= permits("Weld inside the drum.")


def test_inspected_weld_inside_drum_is_not_hot_work() -> None:
    assert "Hot Work" not in permits("Inspect the weld inside the drum.")


@pytest.mark.parametrize(
    "text",
    [
        "Work on 220 V DC battery charger in substation.",
        "Repair 125 V DC battery bank wiring.",
        "Rewire the 230V lighting circuit in the control room.",
        "Modify the 415 V motor starter.",
        "Fault find on 400V supply to the compressor.",
        "Change 240 VAC heat tracing controller",
    ],
)
def test_work_on_circuit_above_elv_is_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace 24 V DC sensor wiring.",
        "Repair 110 V DC battery bank wiring.",
        "Work on 12 V lighting circuit in the office.",
    ],
)
def test_extra_low_voltage_circuit_is_not_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "The 480V feeder will be isolated by the electrician prior to work.",
        "The 480V feeder will be isolated by the electrician before the job starts.",
    ],
)
def test_isolation_by_own_electrician_before_work_is_this_jobs_lockout(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


def test_isolation_held_by_others_is_shown() -> None:
    r = assess({"description": "The 480V feeder is isolated by the site electrical team under their own permit."})
    assert any("others" in (n.reason or "") for n in r.negated)


@pytest.mark.parametrize(
    "text",
    [
        "Fitter stands on the handrail of the 4 m platform.",
        "Fitter climbs onto the guard rail to reach the valve.",
    ],
)
def test_standing_on_a_rail_is_work_at_height(text: str) -> None:
    assert "Working at Height" in permits(text)


def test_standing_on_a_rail_conflicts_with_not_at_height() -> None:
    r = assess({"description": "Not at height — actually the fitter will stand on the handrail of the 4 m platform."})
    assert "Working at Height" in types(r)
    assert any(f.code == "SCOPE-CONFLICT" for f in r.findings or [])


def test_holding_a_stair_handrail_is_not_work_at_height() -> None:
    assert "Working at Height" not in permits("Fitter holds on to the handrail on the stairs.")


@pytest.mark.parametrize(
    "text",
    [
        "Extend the 230 V ring main in the canteen.",
        "Relocate 230V socket outlet in workshop.",
        "Pump isolated by the electrician; fitter changes the seal.",
    ],
)
def test_more_phrasings_are_electrical(text: str) -> None:
    assert "Electrical/LOTO" in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Replace the 230 V label on the panel.",
        "Update the 230 V circuit schedule in SAP.",
        "Replace 48 V DC telecom rectifier.",
    ],
)
def test_voltage_named_without_work_on_a_circuit_is_not_electrical(text: str) -> None:
    assert "Electrical/LOTO" not in permits(text)


def test_dead_by_others_is_shown_as_excluded() -> None:
    r = assess({"description": "Motor dead by others under their own permit; fitter aligns the coupling."})
    assert "Electrical/LOTO" not in types(r)
    assert r.negated


@pytest.mark.parametrize("text", ["Lean on the handrail and watch the pump.", "Photograph the weld inside the drum."])
def test_benign_twins_do_not_gain_permits(text: str) -> None:
    got = permits(text)
    assert "Working at Height" not in got and "Hot Work" not in got


def test_leaning_over_the_rail_of_a_platform_is_work_at_height() -> None:
    assert "Working at Height" in permits("Fitter leans over the handrail of the 4 m platform.")


def test_isolation_by_the_electrical_team_without_other_permit_keeps_lockout() -> None:
    text = "Pump motor isolated by the electrical team; the fitter changes the seal."
    assert "Electrical/LOTO" in permits(text)
