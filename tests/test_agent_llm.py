"""The LLM engine driven by scripted models (a BaseLlm returning canned function calls and JSON), through the
real tool server: tool trajectory, state after each agent, loop bounds, and the rulebook overriding an LLM 'Pass'.
"""

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

from agent_client.pipeline import Pipeline, PipelineError, StepEvent
from agent_client.schemas import PASSING
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4, check_writes

ROOT = Path(__file__).resolve().parent.parent
WORK_ORDERS = {wo["id"]: wo for wo in json.loads((ROOT / "assets" / "workOrders.json").read_text())}
WO = "WO-10025"  # one Cold Work permit; the template alone passes the rulebook
INVENTED = "INC-INVENTED-9999"
MADE_UP_ID = "PERM-CW-9999"
pytestmark = pytest.mark.slow

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
    ids = cited_ids(request)[:2]
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
        if not complete:
            permit = permits[0]
            permit["permitId"] = MADE_UP_ID
            permit["signOffRoles"] = []
            permit["provenance"] = [p for p in permit.get("provenance", []) if p["field"] != "signOffRoles"]
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


async def run_scripted(complete: bool) -> tuple[Any, list[tuple[StepEvent, dict]], dict[str, ScriptedLlm]]:
    models = scripted_models(complete)
    snapshots: list[tuple[StepEvent, dict]] = []
    async with Pipeline.open(AgentSettings(engine="gemini"), engine="gemini", models=models) as pipeline:

        async def snapshot(step: StepEvent) -> None:
            snapshots.append((step, await pipeline.session_state()))

        result = await pipeline.run(WO, snapshot)
    return result, snapshots, models


async def test_first_validation_passes_so_the_loop_stops_after_one_round(agent_env: Path):
    result, snapshots, models = await run_scripted(complete=True)
    authors = [step.author for step, _ in snapshots]
    assert authors[0] == "work_order_loader"
    assert set(authors[1:4]) == {"weather_lookup", "incident_search", "historical_permit_search"}
    assert authors[4:] == [
        *(A1, "hazard_guard", "permit_drafts", A2, "permit_guard"),
        *(A3, "validation_guard", "loop_gate", "reporter"),
    ]
    assert result.runMeta.route == ["done"] and result.runMeta.refinementRounds == 0
    assert models[A4].turns == 0, "A4 never runs once every permit passes"
    assert all(v.validationStatus in PASSING for v in result.validations)
    assert result.runMeta.engine == "gemini"
    assert result.runMeta.models == {A1: "scripted-hazards", A2: "scripted-generator", A3: "scripted-validator"}

    states = {step.author: state for step, state in snapshots}
    for step, _ in snapshots:
        check_writes(step.author, dict.fromkeys(step.stateKeys))
    assert states["work_order_loader"]["work_order"]["id"] == WO
    raw_hazards = states[A1]["hazard_identification_output"]["hazards"][0]
    assert INVENTED in raw_hazards["sourceIds"], "the scripted A1 really cited an invented id"
    grounded = states["hazard_guard"]["hazard_identification_output"]
    assert INVENTED not in grounded["hazards"][0]["sourceIds"]
    assert INVENTED not in {e["sourceId"] for e in grounded["evidence"]}
    permits = states[A2]["permit_generator_output"]["permits"]
    assert len(permits) == 1 and permits[0]["permitId"].startswith("PERM-CW-")
    assert states[A3]["validator_review"]["validations"][0]["validationStatus"] == "Pass"
    validations = states["validation_guard"]["permit_validation_output"]
    assert "scripted reviewer note" in validations[0]["warnings"]
    assert states["loop_gate"]["loop_route"] == ["done"]
    assert len(result.pdfLinks) == 1


async def test_never_passing_permit_stops_after_two_refinements_and_llm_pass_cannot_clear_rule_errors(agent_env):
    result, snapshots, models = await run_scripted(complete=False)
    authors = [step.author for step, _ in snapshots]
    assert result.runMeta.route == ["refine", "refine", "done"] and result.runMeta.refinementRounds == 2
    assert authors.count(A4) == 2 and authors.count(A3) == 3 and models[A4].turns == 2
    assert models[A3].turns == 3, "A3 answers in one turn in each of the three rounds"
    validation = result.validations[0]
    assert validation.validationStatus == "Fail", "the scripted validator said Pass; the rulebook says Fail"
    assert validation.errors and any("sign-off" in e.lower() or "sign" in e.lower() for e in validation.errors)
    assert "scripted reviewer note" in validation.warnings
    permit = result.permits[0]
    assert permit.permitId != MADE_UP_ID and permit.permitId.startswith("PERM-CW-")
    assert MADE_UP_ID in permit.notes, "the permit says its invented id was replaced"
    assert authors.count("permit_guard") == 3


async def test_tool_trajectory_is_recorded_in_order(agent_env: Path):
    result, _, _ = await run_scripted(complete=True)
    from tests.mcp_harness import connect, stdio_params, structured

    async with connect(stdio_params(agent_env)) as client:
        record = structured(await client.call_tool("runs_get", {"runId": result.runMeta.runId}))
    record = record.get("run", record)
    tools = [c["tool"] for c in record["toolCalls"]]
    assert tools[0] == "workorders_get_workorder_by_id"
    lookups = tools[1:4]
    assert sorted(lookups) == ["rag_search_rag", "rag_search_rag", "weather_get_weather_data"]
    assert tools[4] == "hazards_identify"  # the hazard guard's taxonomy floor; A1 itself calls no tool
    assert tools[5:7] == ["policy_load", "ids_new_permit_id"], "the drafts node fetches A2's template and id"
    assert tools[7:] == ["rules_evaluate", "pdf_render"], "the validation guard asks the rulebook, A3 does not"
    assert record["runMeta"]["models"][A1] == "scripted-hazards"


async def test_llm_engine_fails_clearly_when_work_orders_cannot_load(agent_env: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PERMITFLOW_WORKORDERS", str(ROOT / "nonexistent.json"))
    with pytest.raises(PipelineError) as caught:
        await run_scripted(complete=True)
    assert caught.value.failure.agent_id == "work_order_loader"
    assert caught.value.failure.error_code in {"ERR_TOOL_REJECTED", "ERR_TOOL_UNAVAILABLE", "ERR_STORE_UNAVAILABLE"}
    assert caught.value.status_code == 503
