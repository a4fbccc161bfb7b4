"""Issue 12, round 13b (i13c2): permit content on the blind set tune13, as classes written in other words.

Live sources in a list: a live clause that lists its units with commas ("cells 1, 2 stay in service", "Pumps P-1, P-2
stay in service", "bays 1, 2, 3 stay live") keeps every listed unit live, so none of them is ever an isolation point,
while a unit the list does not name (cell 3, bay 4, train C) stays one.
"""

import pytest

from agent_client.agents.policy import isolation_candidates
from tests.support.hazards import run


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
    ("Cells 1, 2 and 4 remain running; cell 3 fan isolated.", ["CT-4 cell 4 fan", "CT-4 cell 3 fan"], "cell 4", "cell 3"),
    ("Bays 1, 2, 3 stay live. Work in bay 4.", ["Bay 3 busbar", "Bay 4 busbar"], "bay 3", "bay 4"),
    ("Trains A and B stay on line; train C isolated.", ["Train B compressor", "Train C compressor"], "train b", "train c"),
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
