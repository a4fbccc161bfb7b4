"""Safety quality of the rules pipeline on the labelled eval work orders: right permits, verdicts, real evidence.

Run: .venv/bin/python -m bench.quality [--eval bench/eval/workorders_eval.json] [--limit N] [--json OUT]
The eval file's work orders (labels stripped) are written to a temporary file the tool server reads through
PERMITFLOW_WORKORDERS; the RAG index is built into a fresh data dir first. Each work order runs through the
rules engine (stdio tool server) and is scored against its labels (bench/eval/README.md):
- per permit type precision (issued types that are required or optional) and recall (of required types);
- overall recall of required permits, precision, forbidden permit types issued;
- share of final permits the rulebook passes (Pass / PassWithWarnings) and share reported Fail with findings;
- share of cited hazards whose evidence ids are really in the run record's ragContexts (read back with runs_get).
Targets: recall >= 0.95, precision >= 0.90, forbidden 0, 100 % Pass or Fail-with-findings, 100 % real evidence.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from pydantic import BaseModel, Field

from agent_client.pipeline import Pipeline, PipelineError
from agent_client.schemas import PASSING, RunResult
from agent_client.settings import AgentSettings
from agent_client.toolbox import child_env

ROOT = Path(__file__).resolve().parent.parent

TARGETS = {"recall": 0.95, "precision": 0.90, "forbidden": 0, "verdicts": 1.0, "evidence": 1.0}


class TypeScore(BaseModel):
    issued: int = 0
    correct: int = 0
    required: int = 0
    found: int = 0

    @property
    def precision(self) -> float | None:
        return self.correct / self.issued if self.issued else None

    @property
    def recall(self) -> float | None:
        return self.found / self.required if self.required else None


class Quality(BaseModel):
    orders: int = 0
    failedRuns: list[str] = Field(default_factory=list)
    perType: dict[str, TypeScore] = Field(default_factory=dict)
    forbiddenIssued: list[str] = Field(default_factory=list)
    missed: list[str] = Field(default_factory=list)
    extra: list[str] = Field(default_factory=list)
    permits: int = 0
    passing: int = 0
    failWithFindings: int = 0
    silentFail: list[str] = Field(default_factory=list)
    failures: list[str] = Field(default_factory=list)
    citedHazards: int = 0
    realEvidence: int = 0
    insufficient: int = 0
    fakeEvidence: list[str] = Field(default_factory=list)
    provenanceGaps: list[str] = Field(default_factory=list)

    def total(self, attr: str) -> int:
        return sum(getattr(s, attr) for s in self.perType.values())

    @property
    def recall(self) -> float:
        return self.total("found") / max(1, self.total("required"))

    @property
    def precision(self) -> float:
        return self.total("correct") / max(1, self.total("issued"))


def split_eval(path: Path, into: Path) -> tuple[list[str], dict[str, dict[str, Any]]]:
    """The eval file's work orders (without labels) written to `into`; returns their ids and the labels."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    orders = raw["workOrders"] if isinstance(raw, dict) else raw
    labels = dict(raw.get("labels") or {}) if isinstance(raw, dict) else {}
    clean = [{k: v for k, v in wo.items() if k not in ("labels", "label")} for wo in orders]
    for wo in orders:
        labels.setdefault(wo["id"], wo.get("labels") or wo.get("label") or {})
    into.write_text(json.dumps(clean), encoding="utf-8")
    return [wo["id"] for wo in clean], labels


def score(q: Quality, result: RunResult, label: dict[str, Any], record: dict[str, Any]) -> None:
    wo = result.workOrderId
    issued = {p.type for p in result.permits}
    required, optional = set(label.get("required", [])), set(label.get("optional", []))
    for ptype in issued | required:
        s = q.perType.setdefault(ptype, TypeScore())
        s.issued += ptype in issued
        s.correct += ptype in issued and ptype in required | optional
        s.required += ptype in required
        s.found += ptype in issued and ptype in required
    q.forbiddenIssued += [f"{wo}: {t}" for t in sorted(issued & set(label.get("forbidden", [])))]
    q.missed += [f"{wo}: {t}" for t in sorted(required - issued)]
    q.extra += [f"{wo}: {t}" for t in sorted(issued - required - optional)]
    validations = {v.permitId: v for v in result.validations}
    for permit in result.permits:
        q.permits += 1
        v = validations.get(permit.permitId)
        if v is not None and v.validationStatus in PASSING:
            q.passing += 1
        elif v is not None and v.validationStatus == "Fail" and v.errors:
            q.failWithFindings += 1
            q.failures.append(f"{wo} {permit.type}: {'; '.join(e.split(' (source')[0] for e in v.errors)[:300]}")
        else:
            q.silentFail.append(f"{wo} {permit.permitId}")
        for field in ("controls", "ppe", "signOffRoles", "attachmentsRequired"):
            traced = {p.item for p in permit.provenance if p.field == field}
            q.provenanceGaps += [f"{wo} {permit.type} {field}: {i}" for i in getattr(permit, field) if i not in traced]
    returned = {sid for ctx in record.get("ragContexts") or [] for sid in ctx.get("sourceIds") or []}
    for hazard in result.hazards:
        if hazard.sourceIds:
            q.citedHazards += 1
            if set(hazard.sourceIds) <= returned:
                q.realEvidence += 1
            else:
                q.fakeEvidence.append(f"{wo} {hazard.name}: {sorted(set(hazard.sourceIds) - returned)}")
        elif "insufficient evidence" in hazard.rationale:
            q.insufficient += 1
        else:
            q.fakeEvidence.append(f"{wo} {hazard.name}: no evidence and no 'insufficient evidence' statement")


async def run(eval_path: Path, limit: int | None) -> Quality:
    with tempfile.TemporaryDirectory(prefix="pf-quality-") as tmp:
        data_dir, orders_file = Path(tmp) / "var", Path(tmp) / "workorders.json"
        ids, labels = split_eval(eval_path, orders_file)
        ids = ids[:limit] if limit else ids
        os.environ.update({"PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_WORKORDERS": str(orders_file)})
        os.environ.pop("PERMITFLOW_MCP_URL", None)
        from bench.pipeline import build_index

        build_index(data_dir)
        q = Quality(orders=len(ids))
        results: list[RunResult] = []
        async with Pipeline.open(AgentSettings(engine="rules"), engine="rules") as pipeline:
            for wo_id in ids:
                try:
                    results.append(await pipeline.run(wo_id))
                except PipelineError as exc:
                    q.failedRuns.append(f"{wo_id}: {exc.failure.message}")
        params = StdioServerParameters(
            command=sys.executable, args=["-m", "mcp_server.cli", "--transport", "stdio"], env=child_env(), cwd=ROOT
        )
        async with Client(params) as client:
            for result in results:
                answer = await client.call_tool("runs_get", {"runId": result.runMeta.runId or ""})
                record = answer.structured_content or {}
                score(q, result, labels.get(result.workOrderId, {}), record.get("run", record))
        return q


def pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def report(q: Quality) -> str:
    lines = [
        f"work orders: {q.orders} (failed runs: {len(q.failedRuns)})",
        "",
        "| permit type | issued | precision | recall |",
    ]
    lines.append("|---|---|---|---|")
    for name, s in sorted(q.perType.items()):
        lines.append(f"| {name} | {s.issued} | {pct(s.precision)} | {pct(s.recall)} |")
    verdicts = (q.passing + q.failWithFindings) / max(1, q.permits)
    evidence = q.realEvidence / max(1, q.citedHazards)
    lines += [
        "",
        f"recall of required permits: {pct(q.recall)} (target >= {TARGETS['recall']})",
        f"precision: {pct(q.precision)} (target >= {TARGETS['precision']})",
        f"forbidden permits issued: {len(q.forbiddenIssued)} (target 0) {q.forbiddenIssued}",
        f"final permits: {q.permits}; Pass/PassWithWarnings {q.passing} ({q.passing / max(1, q.permits):.1%}); "
        f"Fail with findings {q.failWithFindings} ({q.failWithFindings / max(1, q.permits):.1%}); "
        f"Pass or Fail-with-findings {verdicts:.1%} (target 100 %)",
        f"hazards citing evidence: {q.citedHazards}; ids really retrieved {q.realEvidence} ({evidence:.1%}, target "
        f"100 %); hazards stating insufficient evidence: {q.insufficient}",
        f"items without provenance: {len(q.provenanceGaps)}",
        f"missed required: {q.missed}",
        f"issued beyond required/optional: {q.extra}",
        f"Fail with findings: {q.failures}",
    ]
    if q.failedRuns or q.silentFail or q.fakeEvidence or q.provenanceGaps:
        lines.append(f"PROBLEMS: {q.failedRuns} {q.silentFail} {q.fakeEvidence} {q.provenanceGaps[:10]}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--eval", type=Path, default=ROOT / "bench" / "eval" / "workorders_eval.json")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the raw figures here")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    q = asyncio.run(run(args.eval, args.limit))
    print(report(q))
    if args.json:
        args.json.write_text(q.model_dump_json(indent=2), encoding="utf-8")
    ok = (
        q.recall >= TARGETS["recall"]
        and q.precision >= TARGETS["precision"]
        and not q.forbiddenIssued
        and not q.silentFail
        and not q.fakeEvidence
        and not q.failedRuns
    )
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
