"""Nothing a model answers fails the run: out-of-range values are clamped, unknown permit types dropped, broken
JSON read as empty, each with a visible note, and the guards after the agents fill in what was dropped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from google.adk.models.llm_request import LlmRequest
from google.genai import types

from agent_client.agents.model_guard import (
    ModelHazardOutput,
    ModelPermitOutput,
    ModelReview,
    clean,
    is_context_overflow,
    is_model_timeout,
)
from agent_client.pipeline import Pipeline
from agent_client.settings import AgentSettings
from agent_client.state import A2
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
