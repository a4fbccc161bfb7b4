"""Issue 12, round 18 (t22c): missed permits of the blind probe folders blackbox22b and blackbox21b, as classes.

Class 1 (blackbox22b class 2, blackbox21b): a load given by its weight, or a boat, container or other lifted unit,
that fell from a crane, hoist or hook ("a 30 t boat fell from the travel hoist") was read only as an object falling,
and the fall's everyday sense swallowed the crane; and jacks told raising a heavy structure or rail vehicle ("the four
synchronised lifting jacks were raising a 45 t coach") named no jacking verb the rules knew. Both are lifts.
Class 2 (blackbox22b classes 3 and 5, blackbox21b): a line broken by a cutting tool put to it ("used a disc cutter on
the fuel oil transfer line"), a line named by three words ("cut into the operating fuel oil line"), "with a disc
cutter" read as discs bought, and a valve broken in an object-first relative clause ("a steam valve they were
unbolting on the operating boiler main") lost Cold Work.
Class 3 (blackbox22b class 4): a manway opened and then gone in through, the internals of a tank repaired, and a
depth said between "lowered" and "into" lost Confined Space Entry; a welder's repair told after what befell him lost
Hot Work.
Class 4 (blackbox22b class 6): a person who fell from the edge of, or into, a dig of 2 m or more is a fall from
height (the below-grade gate dropped it), and "There was no edge protection" told in the past is the safeguard the
fall turns on, not an exclusion.
Class 5 (blackbox22b followups, class 1 remainder): a lessons, alert, bulletin, report or talk heading over an
incident told with a job verb the first fix did not list ("the electrician replaced the contactor while the circuit
was still live", "a scaffolder fell 10 m while dismantling the scaffold") no longer makes a topic of the job.
"""

import pytest

from tests.support.hazards import run, types


def _types(text: str) -> set[str]:
    return types(run(text))


# ---------------------------------------- class 1: loads that fell from lifting equipment
@pytest.mark.parametrize(
    "text",
    [
        "Local news: a 12 t yacht fell from the boat hoist at the boatyard when a sling parted.",
        "A 3 t coil dropped off the overhead crane hook in the rolling mill.",
        "Insurance claim statement: a 20 t container fell from the quay crane when the spreader twistlock failed.",
        "At the depot the hydraulic jacks were lifting a 60 t locomotive when one jack sank.",
        "The jacks lowered the 25 t transformer onto its new plinth.",
    ],
)
def test_load_from_lifting_equipment_raises_lifting(text: str) -> None:
    assert "Lifting" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Sparks fell from the crane while the welder worked on the gantry.",
        "A spanner fell from the crane jib onto the barrier.",
        "The tyre fitter's jack was raising the car when it slipped.",
    ],
)
def test_object_falls_and_car_jacks_raise_no_lifting(text: str) -> None:
    assert "Lifting" not in _types(text)


# ------------------------------------------------ class 2: lines broken by a cutting tool or in a relative clause
@pytest.mark.parametrize(
    "text",
    [
        "Prosecution summary: the fitter used a cut-off saw on the diesel return line before it was drained.",
        "A contractor put a disc cutter to the condensate header while it was still full.",
        "Local news: the fitter cut into the live hydraulic oil line with a disc cutter and the oil ignited.",
        "Two fitters were scalded when a flange they were unbolting on the live steam header blew apart.",
        "The valve that the fitters were removing on the operating ammonia line sprayed liquid.",
    ],
)
def test_line_break_keeps_cold_work(text: str) -> None:
    assert "Cold Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The fabricator used a disc cutter on the new steel plate in the workshop.",
        "Order a box of cutting discs for the disc cutter.",
        "Buy spare grinder discs and a flap disc for the stores.",
    ],
)
def test_cutting_tool_on_no_line_raises_no_cold_work(text: str) -> None:
    assert "Cold Work" not in _types(text)


# ---------------------------------------- class 3: entry by manway, internals, depth said
@pytest.mark.parametrize(
    "text",
    [
        "Regulator summary: the fitter removed the manhole cover on the sludge tank and climbed in to scrape it.",
        "The operator opened the manway of the acid tank and went in to fetch a dropped torch.",
        "Prosecution summary: a painter coating the internal walls of the water tank collapsed from fumes.",
        "A worker was lowered 8 m into the sewage wet well on a winch to clear the pump.",
    ],
)
def test_entry_keeps_confined_space_entry(text: str) -> None:
    assert "Confined Space Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "He opened the manhole cover and went in to the office to sign the permit.",
        "The engineer reviewed the drawing of the internal ladder of the tank.",
        "The fitter opened the gate and went in to the workshop.",
    ],
)
def test_no_entry_raises_no_confined_space(text: str) -> None:
    assert "Confined Space Entry" not in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Insurance claim: a welder was injured by a flash fire while repairing the ladder inside the fuel tank.",
        "A welder was burnt last week whilst patching the hopper chute.",
        "The welder was hurt by slag while repairing the conveyor frame.",
    ],
)
def test_welder_repairing_keeps_hot_work(text: str) -> None:
    assert "Hot Work" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The welder waited in the cabin while the fitter repaired the pump seal.",
        "The welding inspector signed the report.",
        "The welder went home early.",
    ],
)
def test_welder_not_repairing_raises_no_hot_work(text: str) -> None:
    assert "Hot Work" not in _types(text)


# ---------------------------------------- class 4: falls into deep digs, missing edge protection
@pytest.mark.parametrize(
    "text",
    [
        "A groundworker fell 3 m from the edge of the drainage shaft excavation.",
        "The digger dug a 5 m deep pit for the tank and a labourer fell from the edge.",
        "Local news: a worker fell 3.5 m into the trench on the bypass scheme. There was no edge protection.",
    ],
)
def test_fall_into_deep_dig_keeps_working_at_height(text: str) -> None:
    assert "Working at Height" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "A labourer fell 1 m into the trench and twisted his ankle.",
        "A shovel fell into the 3 m deep pit.",
        "There is no edge protection required, the work is at ground level.",
    ],
)
def test_shallow_dig_or_tool_raises_no_working_at_height(text: str) -> None:
    assert "Working at Height" not in _types(text)


# ---------------------------------------- class 5: headings over incidents told in the simple past
@pytest.mark.parametrize(
    ("text", "permit"),
    [
        (
            "Lessons learnt: the electrician swapped the 400 V contactor while the panel was still live.",
            "Electrical/LOTO",
        ),
        ("Safety alert: a roofer fell 6 m from the gutter while painting the fascia.", "Working at Height"),
        ("Toolbox talk: last year a fitter worked on the live 415 V isolator and was shocked.", "Electrical/LOTO"),
        ("Accident report: the welder used a gas axe beside the paint store and the vapour ignited.", "Hot Work"),
        (
            "Safety bulletin: a scaffolder was injured while erecting the scaffold on the silo at 12 m.",
            "Working at Height",
        ),
    ],
)
def test_heading_over_incident_keeps_the_job(text: str, permit: str) -> None:
    assert permit in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "Toolbox talk: we changed the confined space rescue plan.",
        "Lessons learnt: we replaced the hot work permit forms with a new app.",
        "Safety alert: the trainer used the ladder video at induction.",
        "Toolbox talk: we worked on the working at height rescue arrangements.",
    ],
)
def test_heading_over_paper_stays_a_topic(text: str) -> None:
    assert _types(text) == set()


# ---------------------------------------- class 6 (blackbox21b): plant into a gas zone
@pytest.mark.parametrize(
    "text",
    [
        "The dumper reversed into the biogas zone to drop the spoil.",
        "A hired excavator tracked into the hazardous zone by the gas holder.",
        "The tipper truck drove into the classified area at the digester.",
    ],
)
def test_plant_into_gas_zone_raises_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" in _types(text)


@pytest.mark.parametrize(
    "text",
    [
        "The engineer walked into the gas zone with a detector.",
        "The dumper stayed outside the biogas zone.",
        "Review the gas zone drawing with the planner.",
    ],
)
def test_no_plant_into_gas_zone_raises_no_vehicle_entry(text: str) -> None:
    assert "Vehicle Entry" not in _types(text)
