"""Nothing a model answers fails the run: out-of-range values are clamped, unknown permit types dropped, broken
JSON read as empty, each with a visible note, and the guards after the agents fill in what was dropped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from google.adk.models.llm_request import LlmRequest
from google.genai import types
from pydantic import ValidationError

from agent_client.agents.model_guard import (
    CHARS_PER_TOKEN,
    CONTROL_MAX,
    FEW,
    HAZARDS_MAX,
    ID_MAX,
    ITEM_MAX,
    NAME_MAX,
    PERMITS_MAX,
    RATIONALE_MAX,
    ROLE_MAX,
    TEXT_MAX,
    ModelHazardOutput,
    ModelPermitOutput,
    ModelReview,
    answer_budget,
    clean,
    is_context_overflow,
    is_model_timeout,
)
from agent_client.agents.permit_guard import apply_changes
from agent_client.pipeline import Pipeline
from agent_client.schemas import PASSING
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4
from common.limits import VALIDITY_HOURS_MAX
from tests.support.scripted import WO, ScriptedLlm, agent_env, instruction_json, reply, scripted_models  # noqa: F401


def test_out_of_range_hours_are_clamped_and_unknown_types_dropped_with_notes():
    notes: list[str] = []
    permits = [
        {"permitId": "P-1", "type": "MVP", "controls": [], "signOffRoles": [], "validityHours": 8},
        {"permitId": "P-2", "type": "cw", "controls": ["x"], "signOffRoles": ["y"], "validityHours": 900},
        {"permitId": "P-3", "type": "HW", "controls": [], "signOffRoles": [], "validityHours": -3},
    ]
    cleaned = clean(ModelPermitOutput, {"permits": permits}, notes)
    assert [(p["permitId"], p["type"], p["validityHours"]) for p in cleaned["permits"]] == [
        ("P-2", "Cold Work", VALIDITY_HOURS_MAX),
        ("P-3", "Hot Work", 1),
    ]
    assert "clamped to 744" in cleaned["permits"][0]["note"]
    assert any("'MVP' is not a permit type" in n for n in notes) and any("900" in n for n in notes)


def test_hazard_permit_types_and_confidence_are_corrected_not_refused():
    notes: list[str] = []
    hazard = {"name": "Fire", "confidence": 7, "permitTypes": ["Hot Work", "Fire Watch"], "sourceIds": ["A"]}
    cleaned = clean(ModelHazardOutput, {"hazards": [hazard, {"confidence": 1}]}, notes)
    assert cleaned["hazards"] == [
        {**hazard, "confidence": 1.0, "permitTypes": ["Hot Work"], "rationale": "", "suggestedControls": []}
    ]
    assert len(notes) == 3


@pytest.mark.parametrize("raw", ["not json", "[1, 2]", '{"validations": "nope"}'])
def test_unparsable_answers_read_as_empty(raw: str):
    notes: list[str] = []
    assert clean(ModelReview, raw, notes) == {"validations": []}
    assert notes


def test_an_answer_cut_off_at_the_token_limit_keeps_the_items_it_finished():
    notes: list[str] = []
    cut = '{"hazards":[{"name":"Fire","permitTypes":["Hot Work"],"confidence":0.9},{"name":"Toxic ga'
    cleaned = clean(ModelHazardOutput, cut, notes)
    assert [(h["name"], h["permitTypes"]) for h in cleaned["hazards"]] == [("Fire", ["Hot Work"])]
    assert any("stopped before its end" in n for n in notes) and any("without a name was dropped" in n for n in notes)


def test_context_overflow_is_told_by_the_error_type_not_its_message():
    class BadRequest(Exception):
        def __init__(self, body: dict[str, Any]) -> None:
            super().__init__("whatever the message says")
            self.body = body

    assert is_context_overflow(BadRequest({"code": 400, "type": "exceed_context_size_error"}))
    assert is_context_overflow(BadRequest({"error": {"code": "context_length_exceeded"}}))
    assert not is_context_overflow(BadRequest({"code": 400, "type": "invalid_request_error"}))
    assert not is_context_overflow(ValueError("exceed_context_size_error"))


def mvp_and_long_permits(request: LlmRequest, results: dict) -> list[types.Part]:
    """A model that answers a permit type that does not exist and a permit valid for 900 hours."""
    good = {**instruction_json(request, "DRAFT PERMITS")[0], "validityHours": 900}
    bogus = {**good, "permitId": "PERM-MVP-1", "type": "MVP"}
    return reply({"permits": [good, bogus]})


@pytest.mark.slow
async def test_a_model_value_out_of_range_never_fails_the_run(agent_env: Path):  # noqa: F811
    models: dict[str, Any] = scripted_models(complete=True)
    models[A2] = ScriptedLlm(model="scripted-mvp", script=mvp_and_long_permits)
    async with Pipeline.open(AgentSettings(engine="gemini"), engine="gemini", models=models) as pipeline:
        result = await pipeline.run(WO)
    assert result.status != "failed" and result.error is None
    assert [p.type for p in result.permits] == ["Cold Work"], "the MVP permit was dropped"
    assert result.permits[0].validityHours <= VALIDITY_HOURS_MAX
    assert "clamped to 744" in (result.permits[0].notes or "")
    assert any("'MVP' is not a permit type" in note for note in result.degraded), result.degraded
    assert len(result.validations) == 1 and len(result.pdfLinks) == 1


def test_a_model_timeout_is_told_by_type():
    import httpx
    import openai

    request = httpx.Request("POST", "http://127.0.0.1/v1/chat/completions")
    assert is_model_timeout(openai.APITimeoutError(request=request))
    assert is_model_timeout(TimeoutError())
    assert not is_model_timeout(openai.APIConnectionError(request=request))


def test_a_model_adds_to_a_permit_and_cannot_take_anything_away():
    draft = {
        "permitId": "PERM-CW-0001",
        "type": "Cold Work",
        "controls": ["Barricade the area"],
        "ppe": ["Gloves"],
        "signOffRoles": ["Supervisor"],
        "validityHours": 12,
    }
    changes = [
        {"permitId": "PERM-CW-0001", "type": "Cold Work", "validityHours": 8, "addControls": ["barricade  the AREA"]},
        {"permitId": "PERM-CW-0001", "type": "Cold Work", "validityHours": 400, "addPpe": ["Face shield"]},
        {"permitId": "PERM-CW-7777", "type": "Cold Work", "validityHours": 6, "addSignOffRoles": ["Area Authority"]},
        {"permitId": "PERM-HW-9", "type": "Hot Work", "validityHours": 4, "addControls": ["Fire watch"]},
    ]
    permits = apply_changes([dict(draft)], changes, {"id": "WO-1", "site": "Plant-A", "area": "Tank farm"})
    cold, hot = permits
    assert cold["controls"] == ["Barricade the area"], "the same item in other words is not added twice"
    assert cold["ppe"] == ["Gloves", "Face shield"] and cold["signOffRoles"] == ["Supervisor", "Area Authority"]
    assert cold["validityHours"] == 6, "validity only ever shortens"
    assert "PERM-CW-7777" in cold["notes"], "a miscopied id is applied to the permit of its type, and said"
    assert hot["type"] == "Hot Work" and hot["controls"] == ["Fire watch"] and hot["signOffRoles"] == []
    assert hot["workOrderId"] == "WO-1" and hot["site"] == "Plant-A", "a new permit is the model's, for this job"


def test_a_state_key_a_small_model_copies_is_not_added_as_a_control_and_the_notes_say_so():
    draft = {"permitId": "PERM-CW-0001", "type": "Cold Work", "controls": ["Barricade the area"], "validityHours": 12}
    changes = [
        {
            "permitId": "PERM-CW-0001",
            "type": "Cold Work",
            "addControls": ["permit_generator_output", "Drain and vent the line before breaking it"],
            "addPpe": ["hazard_identification_output"],
            "note": "permit_generator_output",
        }
    ]
    (cold,) = apply_changes([dict(draft)], changes, {"id": "WO-1"})
    assert cold["controls"] == ["Barricade the area", "Drain and vent the line before breaking it"]
    assert not cold.get("ppe")
    assert "permit_generator_output" in cold["notes"] and "hazard_identification_output" in cold["notes"]
    assert cold["notes"].count("permit_generator_output") == 1, "an identifier as the note is listed, not appended"


def test_answer_budgets_cover_the_longest_answer_each_schema_admits():
    for schema in (ModelHazardOutput, ModelPermitOutput, ModelReview):
        budget = answer_budget(schema)
        longest = {
            ModelHazardOutput: {
                "hazards": [
                    {
                        "name": "n" * NAME_MAX,
                        "confidence": 0.25,
                        "permitTypes": ["Confined Space Entry"] * FEW,
                        "sourceIds": ["i" * ID_MAX] * FEW,
                        "suggestedControls": ["c" * CONTROL_MAX] * FEW,
                        "rationale": "r" * RATIONALE_MAX,
                    }
                ]
                * HAZARDS_MAX
            },
            ModelPermitOutput: {
                "permits": [
                    {
                        "permitId": "p" * ID_MAX,
                        "type": "Confined Space Entry",
                        "validityHours": VALIDITY_HOURS_MAX,
                        "addControls": ["c" * ITEM_MAX] * FEW,
                        "addPpe": ["p" * ROLE_MAX] * FEW,
                        "addSignOffRoles": ["s" * ROLE_MAX] * FEW,
                        "addAttachments": ["a" * ITEM_MAX] * FEW,
                        "note": "n" * TEXT_MAX,
                    }
                ]
                * PERMITS_MAX
            },
            ModelReview: {
                "validations": [
                    {
                        "permitId": "p" * ID_MAX,
                        "warnings": ["w" * TEXT_MAX] * FEW,
                        "recommendations": ["r" * TEXT_MAX] * FEW,
                    }
                ]
                * PERMITS_MAX
            },
        }[schema]
        text = json.dumps(schema.model_validate(longest).model_dump(mode="json"), separators=(",", ":"))
        assert len(text) <= (budget - 32) * CHARS_PER_TOKEN, (schema.__name__, len(text), budget)
        with pytest.raises(ValidationError):  # one item more than the bound is refused by the schema
            key = next(iter(longest))
            schema.model_validate({key: longest[key] * 2})


@pytest.mark.slow
async def test_a_spent_model_time_budget_degrades_the_agents_still_to_run(agent_env: Path):  # noqa: F811
    """A budget A1's one call spends: A2 and A3 call no model, each answers empty with a note, and the run is the
    rulebook's from there (template permits, the rulebook's validation, the PDF)."""
    models: dict[str, Any] = scripted_models(complete=True)
    settings = AgentSettings(engine="gemini", model_budget_s=1e-6)
    async with Pipeline.open(settings, engine="gemini", models=models) as pipeline:
        result = await pipeline.run(WO)
    assert [models[a].turns for a in (A1, A2, A3, A4)] == [1, 0, 0, 0]
    notes = [n for n in result.degraded if "model time budget" in n]
    assert {n.split(":")[0] for n in notes} == {A2, A3}, result.degraded
    assert result.status != "failed" and [p.type for p in result.permits] == ["Cold Work"]
    assert all(v.validationStatus in PASSING for v in result.validations) and len(result.pdfLinks) == 1


def test_the_openai_engine_s_run_schema_names_only_this_run_s_permits():
    from agent_client.agents.llm import run_schema

    schema = run_schema(ModelPermitOutput, ["PERM-CW-0001", "PERM-HW-0002"])
    listing = schema["properties"]["permits"]
    assert listing["maxItems"] == 2 and "$defs" not in json.dumps(schema)
    assert listing["items"]["properties"]["permitId"]["enum"] == ["PERM-CW-0001", "PERM-HW-0002"]
    review = run_schema(ModelReview, ["PERM-CW-0001"])["properties"]["validations"]
    assert review["maxItems"] == 1 and review["items"]["properties"]["permitId"]["enum"] == ["PERM-CW-0001"]
