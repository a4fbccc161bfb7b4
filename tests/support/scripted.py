"""Scripted models (BaseLlm subclasses) that drive the LLM engine offline, and the scripts they play."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.genai import types

from agent_client.state import A1, A2, A3, A4

ROOT = Path(__file__).resolve().parents[2]


WORK_ORDERS = {wo["id"]: wo for wo in json.loads((ROOT / "assets" / "workOrders.json").read_text())}


WO = "WO-10025"  # one Cold Work permit; the template alone passes the rulebook


INVENTED = "INC-INVENTED-9999"


MADE_UP_ID = "PERM-WAH-9999"


Script = Callable[[LlmRequest, dict[str, list[dict[str, Any]]]], list[types.Part]]


class ScriptedLlm(BaseLlm):
    """Answers each turn from a script that sees the request and the tool results of this turn so far."""

    script: Any
    turns: int = 0

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False):
        self.turns += 1
        yield LlmResponse(
            content=types.Content(role="model", parts=self.script(llm_request, tool_results(llm_request)))
        )


def tool_results(request: LlmRequest) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for content in request.contents:
        for part in content.parts or []:
            if part.function_response:
                response = part.function_response.response or {}
                response = response.get("result", response) if isinstance(response, dict) else {}
                answer = response.get("structuredContent") if isinstance(response, dict) else None
                found.setdefault(part.function_response.name, []).append(answer or response)
    return found


def call(name: str, args: dict[str, Any]) -> types.Part:
    return types.Part(function_call=types.FunctionCall(name=name, args=args))


def answer(payload: dict[str, Any]) -> list[types.Part]:
    """The answer of an agent with tools (A2): ADK's set_model_response tool."""
    return [call("set_model_response", payload)]


def reply(payload: dict[str, Any]) -> list[types.Part]:
    """The answer of a one-turn agent without tools (A1, A3, A4): JSON text under its output schema."""
    return [types.Part(text=json.dumps(payload))]


def cited_ids(request: LlmRequest) -> list[str]:
    """Ids of the retrieved documents quoted (as JSON inside a JSON string) in the system instruction."""
    return re.findall(r'\\?"id\\?":\\?"([^"\\]+)', str(request.config.system_instruction))


def instruction_json(request: LlmRequest, label: str) -> Any:
    text = str(request.config.system_instruction)
    start = text.index(f"{label}:\n") + len(label) + 2
    return json.JSONDecoder().raw_decode(text[start:])[0]


def hazard_script(request: LlmRequest, results: dict) -> list[types.Part]:
    assert not request.config.tools, "A1 answers in one turn from the context the workflow fetched"
    ids = cited_ids(request)[:1]  # with the invented one, the two ids a hazard may cite
    hazard = {
        "name": "Release of lube oil under pressure",
        "confidence": 0.8,
        "rationale": "gauge is removed from a live console",
        "suggestedControls": ["Close block valve and bleed to zero"],
        "sourceIds": [*ids, INVENTED],
        "permitTypes": ["Cold Work"],
    }
    return reply({"hazards": [hazard], "evidence": [{"sourceId": INVENTED, "snippet": "made up"}]})


def generator_script(complete: bool) -> Script:
    def script(request: LlmRequest, results: dict) -> list[types.Part]:
        assert not request.config.tools, "A2 answers in one turn from the drafts the workflow built"
        permits = instruction_json(request, "DRAFT PERMITS")
        assert [p["type"] for p in permits] == ["Cold Work"] and permits[0]["permitId"].startswith("PERM-CW-")
        if not complete:  # a permit of a type no draft has, under an id it made up: nothing in it passes the rules
            permits.append({"permitId": MADE_UP_ID, "type": "Working at Height", "validityHours": 8})
        return reply({"permits": permits})

    return script


def validator_script(request: LlmRequest, results: dict) -> list[types.Part]:
    assert not request.config.tools, "A3 answers in one turn; the validation guard asks the rulebook"
    permits = instruction_json(request, "PERMITS")
    reviews = [
        {
            "permitId": p["permitId"],
            "validationStatus": "Pass",
            "errors": [],
            "warnings": ["scripted reviewer note"],
            "recommendations": ["Brief the crew on the lube oil console"],
        }
        for p in permits
    ]
    return reply({"validations": reviews})


def lazy_refiner_script(request: LlmRequest, results: dict) -> list[types.Part]:
    """Returns the permits unchanged: the validation never passes."""
    return reply({"permits": instruction_json(request, "PERMITS")})


def scripted_models(complete: bool) -> dict[str, ScriptedLlm]:
    return {
        A1: ScriptedLlm(model="scripted-hazards", script=hazard_script),
        A2: ScriptedLlm(model="scripted-generator", script=generator_script(complete)),
        A3: ScriptedLlm(model="scripted-validator", script=validator_script),
        A4: ScriptedLlm(model="scripted-refiner", script=lazy_refiner_script),
    }


@pytest.fixture
def agent_env(shared_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(shared_data_dir))
    for name in ("PERMITFLOW_MCP_URL", "PERMITFLOW_ENGINE", "PERMITFLOW_WORKORDERS"):
        monkeypatch.delenv(name, raising=False)
    return shared_data_dir
