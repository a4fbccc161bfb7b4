"""Rules engine end to end, over the real tool server (stdio child), for every shipped work order."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlparse

import pytest

from agent_client.pipeline import Pipeline, PipelineError, StepEvent
from agent_client.schemas import PASSING, RunResult
from agent_client.settings import AgentSettings
from tests.support.mcp_harness import connect, stdio_params, structured

ROOT = Path(__file__).resolve().parents[2]
WORK_ORDERS = json.loads((ROOT / "assets" / "workOrders.json").read_text())
LABELS = json.loads((ROOT / "assets" / "workOrders.labels.json").read_text())
pytestmark = pytest.mark.slow


@pytest.fixture
def agent_env(shared_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The stdio tool server the pipeline spawns inherits PERMITFLOW_*: point it at the session's data dir."""
    monkeypatch.setenv("PERMITFLOW_DATA_DIR", str(shared_data_dir))
    for name in ("PERMITFLOW_MCP_URL", "PERMITFLOW_ENGINE", "PERMITFLOW_WORKORDERS", "GOOGLE_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    return shared_data_dir


def pdf_path(url: str) -> Path:
    assert url.startswith("file://"), f"local runs render to files, got {url}"
    return Path(urlparse(url).path)


async def test_every_work_order_end_to_end(agent_env: Path):
    problems: list[str] = []
    results: dict[str, RunResult] = {}
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        for work_order in WORK_ORDERS:
            wo_id = work_order["id"]
            steps: list[StepEvent] = []

            async def keep(step: StepEvent, into: list[StepEvent] = steps) -> None:
                into.append(step)

            try:
                result = await pipeline.run(wo_id, keep)
            except PipelineError as exc:
                problems.append(f"{wo_id}: run failed: {exc.failure.message}")
                continue
            results[wo_id] = RunResult.model_validate_json(result.model_dump_json())
            label = LABELS.get(wo_id, {})
            types = {p.type for p in result.permits}
            if label.get("required") and not result.permits:
                problems.append(f"{wo_id}: no permit although {label['required']} required")
            if missing := set(label.get("required", [])) - types:
                problems.append(f"{wo_id}: missing required {sorted(missing)}")
            if forbidden := set(label.get("forbidden", [])) & types:
                problems.append(f"{wo_id}: issued forbidden {sorted(forbidden)}")
            if [v.permitId for v in result.validations] != [p.permitId for p in result.permits]:
                problems.append(f"{wo_id}: permits and validations do not pair up")
            if len(result.pdfLinks) != len(result.permits):
                problems.append(f"{wo_id}: {len(result.pdfLinks)} PDFs for {len(result.permits)} permits")
            for link in result.pdfLinks:
                path = pdf_path(link)
                if not path.is_file() or not path.read_bytes().startswith(b"%PDF"):
                    problems.append(f"{wo_id}: {link} is not a PDF file")
            if result.runMeta.engine != "rules" or not result.runMeta.runId or result.runMeta.policyVersion is None:
                problems.append(f"{wo_id}: incomplete runMeta {result.runMeta}")
            authors = [s.author for s in steps]
            if authors[0] != "work_order_loader" or authors[-1] != "reporter":
                problems.append(f"{wo_id}: unexpected step order {authors}")
            if authors.count("permit_refiner") != result.runMeta.refinementRounds:
                problems.append(f"{wo_id}: refiner ran {authors.count('permit_refiner')} times")
    assert problems == []
    assert len(results) == len(WORK_ORDERS)
    passing = sum(all(v.validationStatus in PASSING for v in r.validations) for r in results.values())
    assert passing >= len(results) - 2, "the refinement loop should fix nearly every permit"


async def test_run_record_holds_calls_rag_contexts_and_route(agent_env: Path):
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        result = await pipeline.run("WO-10001")
    assert result.status == "completed" and result.degraded == []
    async with connect(stdio_params(agent_env)) as client:
        record = structured(await client.call_tool("runs_get", {"runId": result.runMeta.runId}))
    record = record.get("run", record)
    tools = [c["tool"] for c in record["toolCalls"]]
    assert tools[0] == "workorders_get_workorder_by_id"
    assert list(dict.fromkeys(tools)) == [  # rag_search_batch is asked again while the index is still being built
        "workorders_get_workorder_by_id",
        "weather_get_weather_data",
        "hazards_identify",
        "rag_search_batch",
        "policy_load_batch",
        "ids_new_permit_ids",
        "rules_evaluate_batch",
        "pdf_render_batch",
    ], "one call per kind of work for the whole job, not one per permit (issue 16)"
    assert all(tools.count(name) == 1 for name in BATCHED), tools
    assert len(result.permits) >= 2, "WO-10001 is a job of several permits, each in the batched calls"
    batched = {c["tool"]: c["arguments"] for c in record["toolCalls"]}
    assert len(batched["rules_evaluate_batch"]["items"]) == len(result.permits) == len(result.pdfLinks)
    assert "rag_search_rag" not in tools, "the rules engine batches the searches it cites and runs no other"
    assert all(c["durationMs"] >= 0 and "arguments" in c for c in record["toolCalls"])
    assert record["route"] == result.runMeta.route
    returned = {sid for ctx in record["ragContexts"] for sid in ctx["sourceIds"]}
    cited = {sid for h in result.hazards for sid in h.sourceIds} | {e.sourceId for e in result.evidence}
    assert cited and cited <= returned, "hazards cite only documents rag_search_rag returned in this run"
    for hazard in result.hazards:
        assert hazard.sourceIds or "insufficient evidence" in hazard.rationale


async def test_visual_inspection_needs_no_permit_and_still_completes(agent_env: Path):
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        result = await pipeline.run("WO-10012")
    assert result.permits == [] and result.validations == [] and result.pdfLinks == []
    assert result.runMeta.route == ["done"]
    assert result.hazards


async def test_unknown_work_order_fails_clearly_and_is_recorded(agent_env: Path):
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        with pytest.raises(PipelineError) as caught:
            await pipeline.run("WO-99999")
    failure = caught.value.failure
    assert caught.value.status_code == 404
    assert failure.error_code == "ERR_WORKORDER_NOT_FOUND" and "WO-99999" in failure.message
    assert failure.agent_id == "work_order_loader" and failure.details["runId"]
    assert caught.value.result.status == "failed"


ALL_TOOLS = [
    "workorders_get_workorder_by_id",
    "hazards_identify",
    "weather_get_weather_data",
    "rag_search_rag",
    "rag_search_batch",
    "policy_load",
    "policy_load_batch",
    "ids_new_permit_id",
    "ids_new_permit_ids",
    "rules_evaluate",
    "rules_evaluate_batch",
    "pdf_render",
    "pdf_render_batch",
    "runs_record",
]
BATCHED = {"policy_load_batch": "policy_load", "ids_new_permit_ids": "ids_new_permit_id",
           "rules_evaluate_batch": "rules_evaluate", "pdf_render_batch": "pdf_render"}  # fmt: skip


async def test_without_weather_and_rag_the_run_continues_degraded_and_says_so(agent_env: Path):
    usable = [t for t in ALL_TOOLS if t not in ("weather_get_weather_data", "rag_search_rag", "rag_search_batch")]
    async with Pipeline.open(AgentSettings(engine="rules"), tool_filter=usable) as pipeline:
        result = await pipeline.run("WO-10001")
    assert result.status == "degraded"
    assert "weather_get_weather_data unavailable: not offered by the tool server" in result.degraded
    assert "rag_search_batch unavailable: not offered by the tool server" in result.degraded
    assert result.evidence == [] and all(h.sourceIds == [] for h in result.hazards)
    assert all("insufficient evidence" in h.rationale for h in result.hazards)
    assert result.permits and result.runMeta.runId


async def test_without_policy_load_no_permit_is_invented_and_the_run_fails(agent_env: Path):
    usable = [t for t in ALL_TOOLS if t not in ("policy_load", "policy_load_batch")]
    async with Pipeline.open(AgentSettings(engine="rules"), tool_filter=usable) as pipeline:
        with pytest.raises(PipelineError) as caught:
            await pipeline.run("WO-10001")
    failure = caught.value.failure
    assert failure.agent_id == "permit_generator" and failure.error_code == "ERR_TOOL_UNAVAILABLE"
    assert failure.message == "policy_load unavailable: not offered by the tool server"
    assert caught.value.status_code == 503 and caught.value.result.permits == []
    assert failure.details["runId"], "the failed run is recorded too"


async def test_a_tool_server_without_the_batched_tools_gets_one_call_per_permit(agent_env: Path):
    """An older tool server (or one whose batched tools are filtered out): the same permits, PDFs and verdicts from
    the single tools, one call per permit."""
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        batched = await pipeline.run("WO-10001")
    usable = [t for t in ALL_TOOLS if t not in BATCHED]
    async with Pipeline.open(AgentSettings(engine="rules"), tool_filter=usable) as pipeline:
        single = await pipeline.run("WO-10001")
    assert single.status == batched.status == "completed" and single.degraded == []
    assert [p.type for p in single.permits] == [p.type for p in batched.permits]
    assert [v.validationStatus for v in single.validations] == [v.validationStatus for v in batched.validations]
    assert len(single.pdfLinks) == len(single.permits)
    async with connect(stdio_params(agent_env)) as client:
        record = structured(await client.call_tool("runs_get", {"runId": single.runMeta.runId}))
    calls = record.get("run", record)["toolCalls"]
    tools = [c["tool"] for c in calls]
    asked = [c for c in calls if c["tool"] in BATCHED]
    assert asked and all("not offered by the tool server" in c["error"] for c in asked), "asked once, then per permit"
    for name in BATCHED.values():
        assert tools.count(name) == len(single.permits), name


async def test_without_runs_record_the_result_is_returned_and_marked(agent_env: Path):
    usable = [t for t in ALL_TOOLS if t != "runs_record"]
    async with Pipeline.open(AgentSettings(engine="rules"), tool_filter=usable) as pipeline:
        result = await pipeline.run("WO-10025")
    assert result.runMeta.runId is None and result.status == "degraded"
    assert result.degraded == ["runs_record unavailable: not offered by the tool server"]
