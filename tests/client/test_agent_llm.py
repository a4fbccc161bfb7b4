"""The LLM engine driven by scripted models (a BaseLlm returning canned function calls and JSON), through the
real tool server: tool trajectory, state after each agent, loop bounds, and the rulebook overriding an LLM 'Pass'.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agent_client.pipeline import Pipeline, PipelineError, StepEvent
from agent_client.schemas import PASSING
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4, check_writes
from tests.support.scripted import (
    INVENTED,
    MADE_UP_ID,
    ROOT,
    WO,
    ScriptedLlm,
    scripted_models,
)

pytestmark = pytest.mark.slow


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
    review = states[A3]["validator_review"]["validations"][0]
    assert "validationStatus" not in review, "the scripted A3 said Pass; a reviewer gives advice, never a status"
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
    assert [p.type for p in result.permits] == ["Cold Work", "Working at Height"], "the model may add a permit"
    cold, added = result.validations
    assert cold.validationStatus in PASSING, "nothing a model answers removes a template item"
    assert added.validationStatus == "Fail", "the scripted validator said Pass; the rulebook says Fail"
    assert added.errors and any("sign" in e.lower() for e in added.errors)
    assert "scripted reviewer note" in added.warnings
    permit = result.permits[1]
    assert permit.permitId != MADE_UP_ID and permit.permitId.startswith("PERM-WAH-")
    assert MADE_UP_ID in permit.notes, "the permit says its invented id was replaced"
    assert authors.count("permit_guard") == 3


async def test_tool_trajectory_is_recorded_in_order(agent_env: Path):
    result, _, _ = await run_scripted(complete=True)
    from tests.support.mcp_harness import connect, stdio_params, structured

    async with connect(stdio_params(agent_env)) as client:
        record = structured(await client.call_tool("runs_get", {"runId": result.runMeta.runId}))
    record = record.get("run", record)
    tools = [c["tool"] for c in record["toolCalls"]]
    assert tools[0] == "workorders_get_workorder_by_id"
    lookups = tools[1:4]
    assert sorted(lookups) == ["rag_search_rag", "rag_search_rag", "weather_get_weather_data"]
    assert tools[4] == "hazards_identify"  # the hazard guard's taxonomy floor; A1 itself calls no tool
    assert tools[5:7] == ["policy_load_batch", "ids_new_permit_ids"], "the drafts node fetches A2's templates and ids"
    assert tools[7:] == ["rules_evaluate", "pdf_render_batch"], "the validation guard asks the rulebook, A3 does not"
    assert record["runMeta"]["models"][A1] == "scripted-hazards"


async def test_llm_engine_fails_clearly_when_work_orders_cannot_load(agent_env: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("PERMITFLOW_WORKORDERS", str(ROOT / "nonexistent.json"))
    with pytest.raises(PipelineError) as caught:
        await run_scripted(complete=True)
    assert caught.value.failure.agent_id == "work_order_loader"
    assert caught.value.failure.error_code in {"ERR_TOOL_REJECTED", "ERR_TOOL_UNAVAILABLE", "ERR_STORE_UNAVAILABLE"}
    assert caught.value.status_code == 503
