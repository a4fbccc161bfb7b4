"""The rules engine's retrieval query asks for what a hazard's citation must be about, nothing more: the hazard's name
and the job's words that raised it, with the title only for a hazard that has no such words (issue 16)."""

from __future__ import annotations

import pytest

from agent_client.agents.hazards import evidence_query
from agent_client.schemas import Hazard

TITLE = "Weld repair on crude charge line near Tank T-101"
ORDER = {"title": TITLE, "site": "North", "area": "Tank Farm"}


def hazard(name: str, *triggers: str) -> Hazard:
    return Hazard(name=name, confidence=0.9, triggers=list(triggers))


@pytest.mark.parametrize(
    ("found", "query"),
    [
        (
            hazard("Ignition source near flammable material (hot work)", "Weld repair", "grinder", "third"),
            "Ignition source near flammable material (hot work) Weld repair grinder",
        ),
        (
            hazard("Mechanical and power-tool work on operating plant", TITLE),
            f"Mechanical and power-tool work on operating plant {TITLE}",
        ),
        (hazard("Dropped objects"), f"Dropped objects {TITLE}"),
        (hazard("Weather exposure", "", ""), f"Weather exposure {TITLE}"),
        (hazard("Weather exposure", "wind 14 m/s"), "Weather exposure wind 14 m/s"),
    ],
)
def test_query_is_the_hazard_and_its_own_words(found: Hazard, query: str) -> None:
    assert evidence_query(found, ORDER) == query


def test_title_is_not_repeated_per_hazard_and_queries_stay_bounded() -> None:
    found = [hazard("Hot work", "weld"), hazard("Toxic gas", "H2S"), hazard("Long", "x" * 900)]
    queries = [evidence_query(h, ORDER) for h in found]
    assert not any(TITLE in q for q in queries)
    assert all(len(q) <= 500 for q in queries)
    assert evidence_query(hazard("Dropped objects"), {}) == "Dropped objects"
