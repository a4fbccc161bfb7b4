"""The rules pipeline on labelled eval work orders, over the real tool server (stdio child): negations and
thresholds, multi-permit jobs cross-referenced both ways, context additions, provenance on every item, evidence
ids really retrieved, and a SIMOPS clash the refiner cannot fix returned as Fail with its findings."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from agent_client.pipeline import Pipeline
from agent_client.schemas import PASSING, RunResult
from agent_client.settings import AgentSettings
from mcp_server.db import Database
from mcp_server.settings import Settings
from tests.support.mcp_harness import connect, stdio_params, structured
from tests.support.rag_support import build_index

ROOT = Path(__file__).resolve().parents[2]
EVAL = json.loads((ROOT / "bench" / "eval" / "workorders_eval.json").read_text())
ORDERS = {wo["id"]: wo for wo in EVAL["workOrders"]}
LABELS = EVAL["labels"]
RUN = ["EVAL-019", "EVAL-021", "EVAL-026", "EVAL-033", "EVAL-034", "EVAL-060", "EVAL-061"]
LIST_FIELDS = ("controls", "ppe", "signOffRoles", "attachmentsRequired")
pytestmark = pytest.mark.slow


async def run_all(ids: list[str], data_dir: Path) -> tuple[dict[str, RunResult], dict[str, dict[str, Any]]]:
    results, records = {}, {}
    async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
        for wo_id in ids:
            results[wo_id] = await pipeline.run(wo_id)
    async with connect(stdio_params(data_dir)) as client:
        for wo_id, result in results.items():
            record = structured(await client.call_tool("runs_get", {"runId": result.runMeta.runId}))
            records[wo_id] = record.get("run", record)
    return results, records


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("quality")
    orders = root / "workorders.json"
    orders.write_text(json.dumps(EVAL["workOrders"]))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PERMITFLOW_DATA_DIR", str(root / "var"))
        mp.setenv("PERMITFLOW_WORKORDERS", str(orders))
        for name in ("PERMITFLOW_MCP_URL", "PERMITFLOW_ENGINE", "GOOGLE_API_KEY"):
            mp.delenv(name, raising=False)
        build_index(root / "var")
        yield root / "var"


@pytest.fixture(scope="module")
def runs(env: Path) -> tuple[dict[str, RunResult], dict[str, dict[str, Any]]]:
    return asyncio.run(run_all(RUN, env))


def types_of(result: RunResult) -> set[str]:
    return {p.type for p in result.permits}


def test_issued_permits_match_the_labels_with_negations_and_thresholds(runs):
    results, _ = runs
    for wo_id in RUN:
        issued, label = types_of(results[wo_id]), LABELS[wo_id]
        assert set(label["required"]) <= issued, wo_id
        assert not issued & set(label["forbidden"]), wo_id
    assert types_of(results["EVAL-019"]) == set(), "0.15 m hand scrape is within the hand-dig limit"
    assert "Working at Height" not in types_of(results["EVAL-033"]), "1.0 m plinth is below 1.2 m"
    assert "Working at Height" in types_of(results["EVAL-034"]), "2.5 m ladder is above 1.2 m"
    assert "Electrical/LOTO" not in types_of(results["EVAL-026"]), "24 V DC is extra-low voltage"


def test_every_final_permit_passes_and_every_item_has_provenance(runs):
    results, _ = runs
    for result in results.values():
        for permit, validation in zip(result.permits, result.validations, strict=True):
            assert validation.validationStatus in PASSING, (permit.permitId, validation.errors)
            assert permit.hazardsLinked, permit.permitId
            for field in LIST_FIELDS:
                traced = {p.item for p in permit.provenance if p.field == field}
                assert set(getattr(permit, field)) <= traced, (permit.permitId, field)
            kinds = {p.kind for p in permit.provenance}
            assert "rule" in kinds and kinds <= {"rule", "template", "hazard", "evidence", "refiner"}


def test_a_multi_permit_job_cross_references_every_permit_both_ways(runs):
    results, _ = runs
    job = results["EVAL-061"].permits
    assert len(job) >= 5
    ids = {p.permitId for p in job}
    for permit in job:
        assert set(permit.crossReferences) == ids - {permit.permitId}


def test_context_rules_add_depth_and_confined_space_requirements_with_their_rule_ids(runs):
    results, _ = runs
    exc = next(p for p in results["EVAL-021"].permits if p.type == "Excavation")
    verdict = next(v for v in results["EVAL-021"].validations if v.permitId == exc.permitId)
    applied = {c.ruleId: c for c in verdict.checks if c.ruleId and c.ruleId.startswith("EXC-ENV-DEPTH")}
    for rule_id in ("EXC-ENV-DEPTH-PROTECTIVE", "EXC-ENV-DEPTH-EGRESS"):
        assert applied[rule_id].result == "ok" and "1.8 m" in applied[rule_id].details
        assert rule_id in (exc.notes or "")
    assert "EXC-CTRL-UTILITIES" in {p.ref for p in exc.provenance if p.kind == "rule"}
    assert "Utility locate drawing / clearance certificate" in exc.attachmentsRequired
    tank = {p.type: p for p in results["EVAL-060"].permits}
    hot, entry = tank["Hot Work"], tank["Confined Space Entry"]
    assert any("0 % LEL" in c for c in hot.controls)
    assert {(g.gas, g.limit) for g in hot.gasTests} >= {("LEL", "0 % LEL")}
    assert "Rescue plan" in entry.attachmentsRequired
    assert any(c.startswith("Isolation points listed") for c in entry.controls)
    window = ORDERS["EVAL-060"]["timeWindow"]
    for permit in results["EVAL-060"].permits:
        assert permit.validFrom == window["start"] and permit.validTo <= window["end"]


def test_hazards_cite_only_evidence_retrieved_in_the_run(runs):
    results, records = runs
    for wo_id, result in results.items():
        returned = {sid for ctx in records[wo_id]["ragContexts"] for sid in ctx["sourceIds"]}
        for hazard in result.hazards:
            assert set(hazard.sourceIds) <= returned, (wo_id, hazard.name)
            assert hazard.sourceIds or "insufficient evidence" in hazard.rationale
        assert {e.sourceId for e in result.evidence} <= returned
    cited = [h for r in results.values() for h in r.hazards if h.sourceIds]
    assert cited and all(h.confidence > 0 and h.rationale for h in cited)


async def test_simops_clash_is_not_fixed_and_comes_back_as_fail_with_findings(env: Path):
    wo = ORDERS["EVAL-001"]
    db = Database(Settings(data_dir=env).sqlalchemy_url)
    db.migrate()
    live = {
        "permitId": "PERM-CSE-990100",
        "type": "Confined Space Entry",
        "controls": ["x"],
        "signOffRoles": ["Entry Supervisor", "HSE"],
        "validityHours": 12,
        "site": wo["site"],
        "area": wo["area"],
        "validFrom": wo["timeWindow"]["start"],
        "validTo": wo["timeWindow"]["end"],
    }
    db.save_permit(live, status="active")
    try:
        async with Pipeline.open(AgentSettings(engine="rules")) as pipeline:
            result = await pipeline.run("EVAL-001")
    finally:
        db.set_permit_status("PERM-CSE-990100", "cancelled")
    hot = next(p for p in result.permits if p.type == "Hot Work")
    verdict = next(v for v in result.validations if v.permitId == hot.permitId)
    assert verdict.validationStatus == "Fail"
    assert any(e.startswith("SIMOPS-HW-CSE") and "PERM-CSE-990100" in e for e in verdict.errors)
    assert result.runMeta.refinementRounds == 2 and result.runMeta.route == ["refine", "refine", "done"]
    assert "Refiner cannot fix SIMOPS-HW-CSE" in (hot.notes or "")
