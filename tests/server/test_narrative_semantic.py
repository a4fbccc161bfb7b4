"""Issue 12 round 7: incident-style narratives read by the semantic layer.

Narratives are told in the past tense, in any industry, often by what went wrong ("opened it without draining it").
The layer reads a told sentence at least as readily as a planner's (semantic.NARRATIVE_FLOOR beside FLOOR), reads a
past-tense omission, does not read an investigation's findings, and does not take a "sparky" for a spark. The probe
sentences here were written for these tests, not copied from an evaluation set.
"""

import pytest

from mcp_server.hazards import semantic
from mcp_server.hazards.engine import assess
from tests.support.hazards import codes


def needs_model():
    if semantic.current() is None:
        pytest.skip("MiniLM model not installed: taxonomy only")


def test_a_text_told_in_the_past_tense_is_a_narrative_and_a_work_order_is_not():
    told = [
        "At the bottling plant an operator was freeing a stuck bottle from the star wheel.",
        "The line restarted and trapped his hand.",
    ]
    assert semantic.narrative_text(told)
    order = [
        "Replace the star wheel on bottling line 2.",
        "Isolate the line at the MCC and lock it.",
        "Last week the guard was found loose.",
    ]
    assert not semantic.narrative_text(order), "one past-tense sentence does not make a work order a narrative"
    assert not semantic.narrated("Pump isolated and drained by operations.")


def test_a_past_tense_omission_is_read_and_a_scope_statement_is_not():
    assert semantic.readable("A fitter undid the flange of the glycol line without draining it and was sprayed.")
    assert not semantic.readable("Replace the flange gasket without hot work on the glycol line.")
    assert semantic.readable("The drive had not been locked out before he reached in.")


def test_an_investigations_findings_are_not_read():
    assert not semantic.readable("Investigation found the blower had been unplugged at the wall.")
    assert not semantic.readable("The investigation showed the permit had expired.")


def test_a_machine_that_restarted_on_someone_in_another_industry_is_lockout():
    needs_model()
    text = (
        "At the bottling plant an operator was freeing a stuck bottle from the star wheel when the line restarted. "
        "His hand was trapped."
    )
    result = assess({"description": text})
    assert "LOTO" in codes(result)
    lockout = next(h for h in result.hazards if h.id == "HZ-ELECTRICAL-ENERGY")
    assert "semantic" in lockout.layers
    assert any(e.layer == "semantic" and "reads like" in e.label for e in lockout.evidence)


def test_a_line_opened_without_draining_it_is_cold_work():
    needs_model()
    result = assess(
        {
            "description": "A fitter undid the flange of the glycol line at the LNG plant without draining it and was "
            "sprayed. He was treated at the first aid room."
        }
    )
    assert "CW" in codes(result)


def test_a_sparky_is_an_electrician_not_a_spark():
    needs_model()
    result = assess(
        {
            "description": "The sparky was up in the cherry picker changing a canopy light over bay 3 when an "
            "outrigger pad sank into a soft patch over an old drain."
        }
    )
    assert "HW" not in codes(result)


def test_narrative_reading_is_deterministic_and_never_removes_a_taxonomy_permit():
    needs_model()
    text = (
        "On the bulk carrier a fitter went down into the ballast tank to free a valve and collapsed. "
        "His mate climbed down the ladder to reach him."
    )
    first = assess({"description": text}).model_dump()
    assert assess({"description": text}).model_dump() == first
    without = assess({"description": text}, use_semantic=False)
    assert {p.code for p in without.permitTypes} <= {p["code"] for p in first["permitTypes"]}


def test_a_reports_lead_in_is_taken_off_and_a_work_orders_findings_stay_unread():
    """Round 8: "The inquiry found that ..." opens what the job was; a work order's findings sentence stays unread."""
    told = "The inquiry found that the fitter had opened the strainer while the line still held pressure."
    assert semantic.told_text(told).startswith("the fitter had opened")
    assert semantic.told_text("Root cause: the belt had only been stopped at the pull cord.").startswith("the belt")
    assert semantic.readable(told, narrative=True, report=True)
    assert not semantic.readable(told), "outside a report a findings sentence is still not read"
    assert not semantic.readable(told, narrative=True), "a work order that tells an incident keeps round 7's rule"


def test_an_outcome_denied_or_an_omission_in_a_narrative_is_not_a_scope_statement():
    assert semantic.readable("The valve was changed without incident by the night shift.", narrative=True)
    assert semantic.readable("He went into the housing without the motor being locked off.", narrative=True)
    assert not semantic.readable("Change the valve without hot work on the line.", narrative=True)


def test_a_sentence_of_two_clauses_has_each_clause_read():
    parts = semantic.clauses("Two riggers opened the ballast tank hatch to go in; a welder started cutting on the deck")
    assert len(parts) == 2
    assert semantic.clauses("1; Fitter engaged the barring gear") == [], "a short clause reads like anything"


def test_a_report_sentence_that_carries_two_jobs_raises_both():
    needs_model()
    text = (
        "A crew member went into the paint-mixing tank to scrape the walls while the mixer blades were live at the "
        "panel. He was struck by a blade."
    )
    got = codes(assess({"description": text}))
    assert {"CSE", "LOTO"} <= got


def test_the_narrative_exemplar_block_is_loaded_with_the_main_one():
    labels, texts = semantic.load_exemplars()
    assert any(t.startswith("The cellarman climbed into the wine vat") for t in texts)
    assert len(texts) == len(labels) and "NONE" in labels


def test_a_labourer_or_an_officer_is_no_lab_or_office_setting():
    """Round 8: the setting's place words end at a word boundary; "labourer" was read as a lab and "officer" as an
    office, so a narrative naming no plant object lost its permits to the non-industrial setting rule."""
    text = "The safety officer saw a labourer climb into the grain bin to free the bridged grain while the auger ran."
    result = assess({"description": text})
    assert "CSE" in codes(result)
    assert not any("non-industrial setting" in (n.reason or "") for n in result.negated)
    office = assess({"description": "Replace the ceiling tile in the site office after the roof leak was fixed."})
    assert any("non-industrial setting" in (n.reason or "") for n in office.negated) or not codes(office)
