"""With an LLM engine the rulebook is the floor: a model (or a work order written to steer it) that leaves out a
permit-requiring hazard gets it back from the hazard guard (the taxonomy, saying so), and a generator that answers
no permits leaves every template draft standing (it answers additions, never removals). Scripted models, the real
tool server over stdio."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from google.adk.models.llm_request import LlmRequest
from google.genai import types

from agent_client.agents.hazard_guard import RULEBOOK_NOTE
from agent_client.pipeline import Pipeline
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2
from tests.support.scripted import ScriptedLlm, agent_env, reply, scripted_models  # noqa: F401 - fixture

pytestmark = pytest.mark.slow
WELD_IN_COLUMN = "WO-10002"  # the rules engine gives it Hot Work, Confined Space Entry and Cold Work permits


def steered_hazards(request: LlmRequest, results: dict) -> list[types.Part]:
    """What a model talked out of the hazards might answer: nothing that calls for a permit."""
    hazard = {"name": "Housekeeping", "confidence": 0.4, "rationale": "routine job", "permitTypes": []}
    return reply({"hazards": [hazard], "evidence": []})


def no_permits(request: LlmRequest, results: dict) -> list[types.Part]:
    return reply({"permits": []})


async def test_hazards_and_permits_the_model_left_out_are_put_back(agent_env: Path):  # noqa: F811
    models: dict[str, Any] = scripted_models(complete=True)
    models[A1] = ScriptedLlm(model="scripted-steered-hazards", script=steered_hazards)
    models[A2] = ScriptedLlm(model="scripted-no-permits", script=no_permits)
    async with Pipeline.open(AgentSettings(engine="gemini"), engine="gemini", models=models) as pipeline:
        result = await pipeline.run(WELD_IN_COLUMN)

    types_found = {t for h in result.hazards for t in h.permitTypes}
    assert {"Hot Work", "Confined Space Entry"} <= types_found
    restored = [h for h in result.hazards if RULEBOOK_NOTE in h.rationale]
    assert restored and all(h.id and h.id.startswith("HZ-") for h in restored)
    assert "Housekeeping" in [h.name for h in result.hazards], "what the model did say is kept"

    permits = {p.type: p for p in result.permits}
    assert {"Hot Work", "Confined Space Entry"} <= set(permits)
    for permit in result.permits:
        assert f"Generated from the {permit.type} template" in (permit.notes or ""), "a model's empty answer drops none"
        others = {p.permitId for p in result.permits} - {permit.permitId}
        assert others <= set(permit.crossReferences), "template permits of one job cross-reference each other"
    assert len(result.validations) == len(result.permits) and len(result.pdfLinks) == len(result.permits)
