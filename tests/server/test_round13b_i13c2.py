"""Issue 12, round 13b (i13c2): permit content on the blind set tune13, as classes written in other words.

Live sources in a list: a live clause that lists its units with commas ("cells 1, 2 stay in service", "Pumps P-1, P-2
stay in service", "bays 1, 2, 3 stay live") keeps every listed unit live, so none of them is ever an isolation point,
while a unit the list does not name (cell 3, bay 4, train C) stays one.
"""

import pytest

from agent_client.agents.policy import isolation_candidates
from tests.support.hazards import codes, run


def _points(description: str, equipment: list[str]) -> list[str]:
    live = run(description, equipment=equipment).liveSources
    order = {"id": "T", "description": description, "jobPlan": "", "equipment": equipment}
    return [p.lower() for p in isolation_candidates(order, live)]


LISTED_LIVE = [
    # (description, equipment, the point that stays live, the point to isolate)
    (
        "CT-4 cells 1, 2 stay in service. Cell 3 fan locked off at MCC.",
        ["CT-4 cell 2 fan 90 kW", "CT-4 cell 3 fan 90 kW"],
        "cell 2",
        "cell 3",
    ),
    (
        "Cells 1, 2 and 4 remain running; cell 3 fan isolated.",
        ["CT-4 cell 4 fan", "CT-4 cell 3 fan"],
        "cell 4",
        "cell 3",
    ),
    ("Bays 1, 2, 3 stay live. Work in bay 4.", ["Bay 3 busbar", "Bay 4 busbar"], "bay 3", "bay 4"),
    (
        "Trains A and B stay on line; train C isolated.",
        ["Train B compressor", "Train C compressor"],
        "train b",
        "train c",
    ),
    (
        "Feeders 1, 2 & 5 stay energised, feeder 3 locked off.",
        ["Feeder 5 breaker", "Feeder 3 breaker"],
        "feeder 5",
        "feeder 3",
    ),
    ("Pumps P-1, P-2 stay in service. P-3 locked off.", ["Pump P-2", "Pump P-3"], "p-2", "p-3"),
    ("Cells 1,2 keep running. Cell 3 fan is locked off.", ["Cell 2 fan", "Cell 3 fan"], "cell 2", "cell 3"),
]


@pytest.mark.parametrize(("text", "equipment", "live", "isolated"), LISTED_LIVE)
def test_every_unit_of_a_live_list_is_never_an_isolation_point(
    text: str, equipment: list[str], live: str, isolated: str
) -> None:
    points = _points(text, equipment)
    assert not any(live in p for p in points)
    assert any(isolated in p for p in points)


def test_a_comma_after_an_isolated_source_still_ends_its_clause() -> None:
    points = _points("Fan 3 motor locked off at MCC-2, cells 4-5 running.", ["Fan 3 motor"])
    assert any("fan 3" in p for p in points)


FORM_NO_WITH_REMARK = [
    "Hot work: NONE (bolted clamp)\nStep 3: stitch-weld the new clip, 2 runs.",
    "Hot work: N/A (cold cut only)\nThen weld the new flange on with MMA.",
    " Confined space: No (work from outside)\nFitter climbs into the vessel through the manway to fit the baffle.",
]


@pytest.mark.parametrize("text", FORM_NO_WITH_REMARK)
def test_a_form_no_with_a_remark_in_brackets_conflicts_with_the_described_work(text: str) -> None:
    result = run(text)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_form_no_with_a_remark_alone_clears_its_permit() -> None:
    assert "HW" not in codes(run("Hot work: NONE (bolted clamp)\nFit the bolted clamp support at 1 m."))


KEPT_LIVE = [
    ("The fitting's own battery pack keeps it live after isolation - unplug the battery first.", "battery pack"),
    ("The UPS keeps the panel energised when the mains is off.", "ups"),
    ("Line 7 is the fuel gas header - stays in service.", "fuel gas header"),
    ("The north conveyor feeds the silo - remains running.", "north conveyor"),
]


@pytest.mark.parametrize(("text", "word"), KEPT_LIVE)
def test_a_source_kept_live_is_listed_by_its_own_name(text: str, word: str) -> None:
    assert word in " ".join(run(text).liveSources).lower()


def test_a_live_line_named_before_the_dash_is_no_isolation_point() -> None:
    text = "Replace the tracing tube. Line 5 is the H2 make-up line - stays in service. Close TV-5."
    points = _points(text, ["Tracing valve TV-5", "H2 make-up line (150 barg)"])
    assert not any("make-up" in p for p in points)
    assert any("tv-5" in p for p in points)


GAS = [
    ("Enter HP separator V-204 to change the demister pad; vessel isolated, blinded and air-freed.", "H2S"),
    ("Inspect the test separator internals through the manway with an attendant.", "H2S"),
    ("Change the agitator seal on R-1; depressured, N2 blanket kept on the header.", "LEL"),
    ("Break the flange on the nitrogen-blanketed day tank outlet and swap the gasket.", "LEL"),
]


@pytest.mark.parametrize(("text", "gas"), GAS)
def test_gas_rows_for_what_the_plant_holds(text: str, gas: str) -> None:
    assert gas in {g.gas for g in run(text).gasTests}


def test_a_fire_blanket_is_no_inert_blanket() -> None:
    result = run("Replace the cooling water flange gasket; fire blanket over the drain.")
    assert "LEL" not in {g.gas for g in result.gasTests} or "inert" not in " ".join(g.namedBy for g in result.gasTests)


def test_each_row_of_a_lock_register_is_an_isolation_point() -> None:
    text = "LOCKBOX key register\nlock 1 | P-7 motor breaker racked out\nlock 2 | suction MOV\nlock 3 | discharge MOV"
    points = _points(text + "\nJob: change the pump valves.", ["Pump P-7"])
    assert {"suction mov", "discharge mov", "p-7 motor breaker"} <= set(points)


def test_a_feed_keeps_its_name_and_a_board_way_is_a_point() -> None:
    assert any("floodlight feed" in p for p in _points("Isolate the 400 V floodlight feed at board PB-1, lock it.", []))
    assert "lb-3 way" in _points("Dig to the cable.", []) + [
        p
        for p in isolation_candidates({"id": "T", "jobPlan": "Isolate LB-3 way\nDig", "equipment": []}, [])
        for p in [p.lower()]
    ]
