"""The evidence floor cites a precedent only when it concerns this hazard in this kind of work (issue 12 part 4).

Probes with made-up hits in other words and trades than the tune set: a precedent sharing only a hazard's generic
word (flammable, lift, electrical) with a job of another activity is retrieved but never cited, so it never reaches
the toolbox-talk control; "no relevant precedent found" is stated when nothing fits; a hit without activity metadata
is judged on the topic floor alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from agent_client.agents.evidence_fit import EvidenceFloor, Kinds, job_stems, kinds
from agent_client.agents.hazards import NO_PRECEDENT, RulesHazardAgent, topic_terms
from agent_client.agents.policy import hazard_items
from agent_client.schemas import INSUFFICIENT_EVIDENCE, Hazard

REGASKET = {
    "title": "Replace spiral-wound gasket on naphtha rundown flange",
    "description": "Drain and vent the rundown spool, break the flange and fit a new gasket. Flammable residue.",
}
HOIST = {
    "title": "Swap gearbox on cooling fan",
    "description": "Use the crane to lift the old gearbox off the fan deck and set the new one.",
}


def hit(sid: str, title: str, snippet: str, activity: str | None = None, ptype: str | None = None) -> dict:
    meta: dict[str, Any] = {}
    if activity is not None:
        meta["activity"] = activity
    if ptype is not None:
        meta["type"] = ptype
    return {"id": sid, "title": title, "snippet": snippet, "score": 0.8, "meta": meta}


def floor(order: dict, hazard_id: str, own: list[str], job_types: set[str]) -> EvidenceFloor:
    return EvidenceFloor.for_hazard(hazard_id, own, job_types, job_stems(order))


def cite(hazard: Hazard, hits: list[dict], order: dict, job_types: set[str]) -> list[dict]:
    terms = topic_terms(hazard, {"topicWords": ["flammable", "lift", "gasket", "electrical"]})
    fl = floor(order, hazard.id or "", hazard.permitTypes, job_types)
    return RulesHazardAgent.cite(hazard, [(hits, "all sites")], terms, fl)


def test_a_vehicle_precedent_is_not_cited_for_a_flange_jobs_flammable_hazard() -> None:
    hazard = Hazard(id="HZ-FLAMMABLE-ATMOSPHERE", name="Flammable gas, vapour or liquid", confidence=0.8)
    lorry = hit(
        "X-1",
        "Lorry stalled on the loading pier",
        "Flammable vapour near the lorry exhaust.",
        "vehicle movement",
        "Vehicle Entry",
    )
    gasket = hit(
        "X-2",
        "Gasket change on a solvent flange",
        "Flammable drips when the flange was broken.",
        "gasket change",
        "Cold Work",
    )
    cited = cite(hazard, [lorry, gasket], REGASKET, {"Cold Work"})
    assert [h["id"] for h in cited] == ["X-2"]
    assert hazard.sourceIds == ["X-2"]


def test_same_permit_type_but_another_kind_of_work_is_not_cited() -> None:
    """A two-crane lift's balance is no lesson for one crane; a crane lift is."""
    hazard = Hazard(id="HZ-SUSPENDED-LOAD", name="Suspended load", confidence=0.9, permitTypes=["Lifting"])
    tandem = hit("L-1", "Load tilted in a two-crane lift", "The lift went out of balance.", "tandem lift", "Lifting")
    crane = hit("L-2", "Gearbox swung at handrail", "Tag lines missing on the lift.", "crane lift", "Lifting")
    assert [h["id"] for h in cite(hazard, [tandem, crane], HOIST, {"Lifting"})] == ["L-2"]


def test_nothing_fitting_states_no_relevant_precedent_and_reaches_no_control() -> None:
    hazard = Hazard(id="HZ-FLAMMABLE-ATMOSPHERE", name="Flammable gas, vapour or liquid", confidence=0.8)
    lorry = hit("X-1", "Lorry on the pier", "Flammable vapour at the exhaust.", "vehicle movement", "Vehicle Entry")
    racking = hit(
        "X-3", "Arc flash when racking out", "Electrical flash, flammable dust.", "breaker racking", "Electrical/LOTO"
    )
    assert cite(hazard, [lorry, racking], REGASKET, {"Cold Work"}) == []
    assert hazard.sourceIds == []
    assert INSUFFICIENT_EVIDENCE in hazard.rationale and NO_PRECEDENT in hazard.rationale

    from agent_client.schemas import Permit

    permit = Permit.model_construct(type="Cold Work", controls=[], provenance=[])
    hazard_items(permit, [hazard])
    assert not any("X-1" in c or "X-3" in c for c in permit.controls)


def test_a_hazard_with_no_permit_of_its_own_takes_the_job_types_it_belongs_on() -> None:
    job = {"Hot Work", "Vehicle Entry"}
    assert floor(REGASKET, "HZ-FLAMMABLE-ATMOSPHERE", [], job).types == job
    assert floor(REGASKET, "HZ-OXYGEN-DEFICIENCY", [], {"Hot Work", "Excavation"}).types == {"Excavation"}
    assert floor(REGASKET, "HZ-ELECTRICAL-ENERGY", ["Electrical/LOTO"], job).types == {"Electrical/LOTO"}
    assert floor(REGASKET, "WX-WIND", [], {"Lifting", "Cold Work"}).types == {"Lifting"}
    assert floor(REGASKET, None, [], set()).types == frozenset()


@pytest.mark.parametrize(
    ("activity", "order", "fits"),
    [
        ("mewp work", {"title": "Relamp the warehouse high bay from two MEWPs"}, True),
        ("mewp work", {"title": "Relamp the warehouse high bay from a ladder"}, False),
        ("welding", {"title": "Welding a bracket to the flare ladder"}, True),
        ("vacuum truck loading", {"title": "Vac truck to empty the oily water pit"}, True),
        ("vacuum truck loading", {"title": "Excavator to dig the oily water pit"}, False),
        ("widget polishing", {"title": "Polishing of the widget"}, True),
        ("widget polishing", {"title": "Polishing of the sprocket"}, False),
    ],
)
def test_the_job_must_show_the_precedents_kind_of_work(activity: str, order: dict, fits: bool) -> None:
    fl = EvidenceFloor(frozenset(), job_stems(order))
    assert fl.same_work(hit("P-1", "t", "s", activity)) is fits


def test_a_hit_without_activity_metadata_is_left_to_the_topic_floor() -> None:
    fl = EvidenceFloor(frozenset({"Cold Work"}), job_stems(REGASKET))
    assert fl.same_work(hit("D-1", "Uploaded lessons note", "Gasket blew out."))
    assert not fl.same_work(hit("D-2", "Uploaded permit", "Scaffold", ptype="Working at Height"))


def test_the_kinds_are_rulebook_data_and_every_kind_has_cues() -> None:
    loaded = Kinds.load({"kinds": {"k": {"activities": ["Odd Job"], "cues": ["odd part", "xy"]}}})
    assert loaded.of("odd job") == (("odd", "part"),)
    assert loaded.of("other thing") == (("other", "thing"),)
    book = kinds()
    assert book.cues and all(book.cues.values())
