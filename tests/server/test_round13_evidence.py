"""Round 13, evidence that fits (issue 12 part 4): three rules a permit coordinator states, probed with made-up hits
in other words and trades than the tune sets, through the rules engine's own citing step (`RulesHazardAgent.cite`).

- A cue of several words is that phrase in the job's text, not its words scattered over the order: a job beside a
  loading bay where "trucks keep loading" is not truck loading.
- Hot work inside a vessel is a lesson for a job whose crew enters one (a Confined Space Entry permit), not for
  welding inside a bund or a trench.
- A line-break, toxic or chemical lesson is about the fluid its title names: ammonia at a tapping is no lesson for a
  glycol flange, and is one for an ammonia flange.
"""

from __future__ import annotations

from typing import Any

from agent_client.agents.evidence_fit import EvidenceFloor, Kinds, job_stems, kinds
from agent_client.agents.hazards import NO_PRECEDENT, RulesHazardAgent, topic_terms
from agent_client.schemas import INSUFFICIENT_EVIDENCE, Hazard


def hit(sid: str, title: str, snippet: str, activity: str, ptype: str, tags: list[str] | None = None) -> dict:
    meta: dict[str, Any] = {"activity": activity, "type": ptype, "tags": tags or []}
    return {"id": sid, "title": title, "snippet": snippet, "score": 0.8, "meta": meta}


def cite(hazard: Hazard, hits: list[dict], order: dict, job_types: set[str], topic: list[str]) -> list[str]:
    fl = EvidenceFloor.for_hazard(hazard.id, hazard.permitTypes, job_types, job_stems(order))
    got = RulesHazardAgent.cite(hazard, [(hits, "all sites")], topic_terms(hazard, {"topicWords": topic}), fl)
    return [h["id"] for h in got]


def vehicle() -> Hazard:
    return Hazard(id="HZ-VEHICLE-MOVEMENT", name="Vehicle movement", confidence=0.8, permitTypes=["Vehicle Entry"])


TANKER = hit("V-1", "Tanker rolled at the filling point", "Vehicle not chocked.", "truck loading", "Vehicle Entry")


def test_a_cue_of_several_words_is_a_phrase_not_words_scattered_over_the_order() -> None:
    beside = {
        "title": "Swap the meter head on filling post FP-4",
        "description": "Post 4 coned off. Bay 3: trucks keep loading kerosene next to it. Isolate at DB-9 way 2.",
    }
    assert cite(vehicle(), [TANKER], beside, {"Electrical/LOTO", "Vehicle Entry"}, ["vehicle"]) == []
    tanker_job = {"title": "Road tanker into the loading bay to take the slop oil"}
    assert cite(vehicle(), [TANKER], tanker_job, {"Vehicle Entry"}, ["vehicle"]) == ["V-1"]


def test_the_phrase_rule_keeps_the_job_words_in_the_order_written() -> None:
    words = job_stems({"title": "Prove dead at the panel", "equipment": ["Loading bay lights"]})
    assert isinstance(words, frozenset) and {"prove", "dead", "loadi"} <= words
    assert words.seq[:3] == ("prove", "dead", "panel")


def hot() -> Hazard:
    return Hazard(id="HZ-IGNITION", name="Ignition source (hot work)", confidence=0.9, permitTypes=["Hot Work"])


IN_DRUM = hit("H-1", "Welding a baffle inside drum D-4", "Fume and sparks inside.", "welding inside tank", "Hot Work")


def test_hot_work_inside_a_vessel_is_no_lesson_for_welding_inside_a_bund() -> None:
    bund = {"title": "Weld a new pipe shoe inside bund 5", "description": "Welder works inside the bund wall."}
    assert cite(hot(), [IN_DRUM], bund, {"Hot Work"}, ["welding"]) == []
    assert NO_PRECEDENT in hot_rationale(bund, {"Hot Work"})


def test_hot_work_inside_a_vessel_fits_a_job_that_enters_one() -> None:
    drum = {"title": "Weld repair inside drum D-9", "description": "Welder inside, attendant at the manway."}
    assert cite(hot(), [IN_DRUM], drum, {"Hot Work", "Confined Space Entry"}, ["welding"]) == ["H-1"]


def hot_rationale(order: dict, job_types: set[str]) -> str:
    hazard = hot()
    cite(hazard, [IN_DRUM], order, job_types, ["welding"])
    assert INSUFFICIENT_EVIDENCE in hazard.rationale
    return hazard.rationale


def line_break() -> Hazard:
    return Hazard(id="HZ-PROCESS-ENERGY", name="Line break", confidence=0.9, permitTypes=["Cold Work"])


NH3 = hit("F-1", "Ammonia burst from a bleed at a flange break", "Trapped pressure.", "flange break", "Cold Work")
PLAIN = hit("F-2", "Flange sprang apart on a trapped line", "Trapped pressure.", "flange break", "Cold Work")


def test_a_lesson_about_a_named_fluid_is_not_cited_for_a_flange_on_another_fluid() -> None:
    glycol = {"title": "Renew the gasket on the glycol cooler outlet flange"}
    assert cite(line_break(), [NH3, PLAIN], glycol, {"Cold Work"}, ["flange"]) == ["F-2"]
    ammonia = {"title": "Renew the gasket on the NH3 receiver outlet flange"}
    assert cite(line_break(), [NH3, PLAIN], ammonia, {"Cold Work"}, ["flange"]) == ["F-1", "F-2"]


def test_the_fluid_rule_reads_the_title_only_and_only_for_fluid_hazards() -> None:
    glycol = {"title": "Renew the gasket on the glycol cooler outlet flange"}
    tagged = hit("F-3", "Exchanger head opened", "Flange parted.", "flange break", "Cold Work", ["sour service"])
    assert cite(line_break(), [tagged], glycol, {"Cold Work"}, ["flange"]) == ["F-3"]
    weld = hit("W-1", "Caustic line support welding", "Sparks.", "welding", "Hot Work")
    job = {"title": "Weld a support on the glycol line"}
    assert cite(hot(), [weld], job, {"Hot Work"}, ["welding"]) == ["W-1"]


def test_a_hydrocarbon_is_not_read_as_an_acid_by_its_first_letters() -> None:
    hc = hit("F-4", "Hydrocarbon spray at first break", "Flange.", "flange break", "Cold Work")
    assert cite(line_break(), [hc], {"title": "Break the flange on the hydrogen line"}, {"Cold Work"}, ["flange"])


def test_the_rules_are_rulebook_data() -> None:
    book = kinds()
    assert book.needs["welding inside tank"] == {"Confined Space Entry"}
    assert "HZ-PROCESS-ENERGY" in book.substance_hazards and book.substances["ammonia"]
    loaded = Kinds.load({"kinds": {"k": {"activities": ["odd job"], "cues": ["crane hook"], "job_needs_type": ["X"]}}})
    assert loaded.needs == {"odd job": frozenset({"X"})} and loaded.cues == {"odd job": (("crane", "hook"),)}


def test_a_solvent_tank_lesson_is_no_lesson_for_a_caustic_tanks_chemical_exposure() -> None:
    hazard = Hazard(id="HZ-CHEMICAL-EXPOSURE", name="Chemical exposure", confidence=0.8)
    solvent = hit("C-1", "Solvent burns during drum entry", "Chemical exposure.", "drum entry", "Confined Space Entry")
    lye = {"title": "Enter the caustic day tank to renew the heating coil clips", "description": "Entrant inside."}
    assert cite(hazard, [solvent], lye, {"Confined Space Entry"}, ["chemical"]) == []
    thinner = {"title": "Enter the solvent day tank to renew the heating coil clips", "description": "Entrant inside."}
    assert cite(hazard, [solvent], thinner, {"Confined Space Entry"}, ["chemical"]) == ["C-1"]


def test_a_lesson_named_for_one_device_or_technique_is_for_a_job_on_it() -> None:
    """A relief valve pulled with its inlet open is no lesson for a hose coupling gasket; it is for a PSV job."""
    psv = hit("R-1", "Relief valve lifted off with the inlet block open", "Line break.", "PSV removal", "Cold Work")
    tap = hit("R-2", "Hot tap drill bit broke through early", "Line break.", "hot tap and drain", "Cold Work")
    coupling = {"title": "Replace the gasket at the dry-break coupling on the bunker hose", "description": "Flange."}
    assert cite(line_break(), [psv, tap], coupling, {"Cold Work"}, ["line break"]) == []
    bench_test = {"title": "Pull PSV-118 for its bench test", "description": "Break the inlet flange."}
    assert cite(line_break(), [psv, tap], bench_test, {"Cold Work"}, ["line break"]) == ["R-1"]
    hot_tap = {"title": "Hot tap a 2in branch on the cooling water main", "description": "Drill on a flange."}
    assert cite(line_break(), [psv, tap], hot_tap, {"Cold Work"}, ["line break"]) == ["R-2"]


def electrical() -> Hazard:
    return Hazard(id="HZ-ELECTRICAL-ENERGY", name="Electrical", confidence=0.9, permitTypes=["Electrical/LOTO"])


REWIND = hit(
    "E-1", "Shock from a live heater lead during motor repair", "Electrical.", "motor repair", "Electrical/LOTO"
)
WRONG = hit("E-2", "Lock applied to the wrong fan motor", "Electrical.", "motor replacement", "Electrical/LOTO")


def test_a_word_is_not_another_word_that_shares_its_first_five_letters() -> None:
    """A level switch is no switchgear and a transfer line no transformer: a lesson about the electrical equipment
    itself is not cited for a job that only isolates a motor to do mechanical work; the isolation lesson is."""
    job = {
        "title": "Replace float switch on the transfer sump",
        "description": "Sump pump motor isolated and locked at MCC-7. Swap the float switch.",
    }
    assert cite(electrical(), [REWIND, WRONG], job, {"Electrical/LOTO"}, ["electrical"]) == ["E-2"]
    rewind = {"title": "Motor repair on the sump pump: open the terminal box and re-terminate the leads"}
    assert cite(electrical(), [REWIND], rewind, {"Electrical/LOTO"}, ["electrical"]) == ["E-1"]


def test_whole_words_keep_their_endings_apart_but_not_their_inflections() -> None:
    fl = EvidenceFloor(frozenset(), job_stems({"title": "Isolating and inspecting the scaffolding"}))
    assert fl.same_work(hit("I-1", "t", "s", "electrical isolation", "Electrical/LOTO"))
    assert fl.same_work(hit("I-2", "t", "s", "scaffold work", "Working at Height"))
    assert not EvidenceFloor(frozenset(), job_stems({"title": "Transfer pump"})).same_work(
        hit("I-3", "t", "s", "transformer maintenance", "Electrical/LOTO")
    )
