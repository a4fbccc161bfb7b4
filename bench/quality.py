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

Unseen sets (issue 12): `--eval` may be given more than once, e.g. the old set and bench/eval/unseen/tune.json,
whose labels carry `category`, `split` and optional `expect` (gasSubstances, liveSources, isolationPoints,
scopeConflict, needsReview, stricterLimits). Figures are then also reported per category and per split:
- recall, precision and forbidden permits as above;
- silent suppressions: suppressions hazards_identify made (its `negated`) that the run result does not show in
  runMeta.suppressions, plus required permits removed by a suppression nobody can see (target 0);
- evidence relevance: share of cited evidence whose title/snippet is about the hazard it is cited for (one of
  the hazard's taxonomy topic words or its triggering words present);
- expectations: gas rows per substance present, live sources never listed as isolation points, named isolation
  points present, scope conflicts / review flags raised.
`--incidents FILE` scores incident-style narratives (`text` + `required/optional/forbidden`) with hazards_identify
over the narrative alone: micro precision, recall and F1 over permit types (optional types are neither right nor
wrong). `--split tune` runs and reports only that split (work orders and narratives). `--mode hazards` scores
the work orders with hazards_identify alone (in-process, seconds, no permits): permit types, gas rows, live sources
and conflicts; `--mode pipeline` (default) runs the full rules pipeline.
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


class Group(BaseModel):
    """Figures of one category or split."""

    orders: int = 0
    required: int = 0
    found: int = 0
    issued: int = 0
    correct: int = 0
    forbidden: list[str] = Field(default_factory=list)
    silent: list[str] = Field(default_factory=list)
    cited: int = 0
    relevant: int = 0
    expected: int = 0
    met: int = 0
    unmet: list[str] = Field(default_factory=list)

    def recall(self) -> float | None:
        return self.found / self.required if self.required else None

    def precision(self) -> float | None:
        return self.correct / self.issued if self.issued else None


class Quality(BaseModel):
    groups: dict[str, Group] = Field(default_factory=dict)
    suppressions: int = 0
    incidents: dict[str, Any] = Field(default_factory=dict)
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
    cited: list[dict[str, Any]] = Field(default_factory=list)
    """Every (hazard, cited document) pair, with the keyword judge's verdict: what bench/evidence_judge.py gives a
    reader who has not seen the system to judge again."""

    def total(self, attr: str) -> int:
        return sum(getattr(s, attr) for s in self.perType.values())

    @property
    def recall(self) -> float:
        return self.total("found") / max(1, self.total("required"))

    @property
    def precision(self) -> float:
        return self.total("correct") / max(1, self.total("issued"))


SPLIT: str | None = None
"""--split: only the work orders and narratives of this split are run and reported (None: all)."""


def in_split(label: dict[str, Any]) -> bool:
    return SPLIT is None or label.get("split") == SPLIT


def split_eval(path: Path, into: Path) -> tuple[list[str], dict[str, dict[str, Any]]]:
    """The eval file's work orders (without labels) written to `into`; returns their ids and the labels."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    orders = raw["workOrders"] if isinstance(raw, dict) else raw
    labels = dict(raw.get("labels") or {}) if isinstance(raw, dict) else {}
    orders = [wo for wo in orders if in_split(labels.get(wo["id"]) or wo.get("labels") or wo.get("label") or {})]
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
    docs: dict[str, Any] = {}
    for e in result.evidence:
        docs.setdefault(e.sourceId, e)  # the first document of an id, as the figure always judged it
    pairs = [
        {
            "workOrder": wo,
            "hazard": hazard.name,
            "triggers": list(hazard.triggers),
            "sourceId": sid,
            "title": doc.title or "",
            "snippet": doc.snippet or "",
            "keywordFits": evidence_fits(hazard, doc),
        }
        for hazard in result.hazards
        for sid in hazard.sourceIds
        if (doc := docs.get(sid)) is not None
    ]
    q.cited += pairs
    record_negated = record.get("hazardsNegated")
    shown = {_plain(x.phrase) for x in getattr(result.runMeta, "suppressions", [])}
    made = record_negated if record_negated is not None else []
    for key in groups_of(label):
        g = q.groups.setdefault(key, Group())
        score_types(g, wo, issued, label)
        g.silent += [f"{wo}: '{n}'" for n in made if _plain(n) not in shown]
        g.cited += sum(len(hazard.sourceIds) for hazard in result.hazards)  # a cited id with no document fits nothing
        g.relevant += sum(p["keywordFits"] for p in pairs)
        isolation = [c for p in result.permits for c in p.controls if c.startswith("Isolation points")]
        live = [c for p in result.permits for c in p.controls if c.startswith("Live source")]
        findings = [*getattr(result.runMeta, "scopeFindings", []), *(p.notes or "" for p in result.permits)]
        seen = {
            "mode": "pipeline",
            "gas": [t.gas for p in result.permits for t in p.gasTests],
            "isolation": isolation,
            "live": live,
            "findings": [f for f in findings if f and ("SCOPE-CONFLICT" in str(f) or not isinstance(f, str))],
        }
        check_expect(g, wo, label, seen)
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


def groups_of(label: dict[str, Any]) -> list[str]:
    keys = ["all"]
    if label.get("category"):
        keys.append(f"category:{label['category']}")
    if label.get("split"):
        keys.append(f"split:{label['split']}")
    return keys


def score_types(g: Group, wo: str, issued: set[str], label: dict[str, Any]) -> None:
    required, optional = set(label.get("required", [])), set(label.get("optional", []))
    g.orders += 1
    g.required += len(required)
    g.found += len(required & issued)
    g.issued += len(issued)
    g.correct += len(issued & (required | optional))
    g.forbidden += [f"{wo}: {t}" for t in sorted(issued & set(label.get("forbidden", [])))]


def _plain(text: str) -> str:
    return " ".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


def isolation_point_met(point: str, isolation: set[str]) -> bool:
    """An expected isolation point is on the permit when every word of it (two characters or more) is among the
    words of its isolation points (`isolation`, plain words): shared with bench/iso_points.py."""
    words = [w for w in _plain(point).split() if len(w) > 1]
    return bool(words) and all(w in isolation for w in words)


def check_expect(g: Group, wo: str, label: dict[str, Any], seen: dict[str, Any]) -> None:
    """The label's `expect` against what the run shows: `seen` holds gas (row names), live (sources the result
    says stay live), isolation (isolation-point text), findings (scope findings) and permits (issued types)."""
    expect = label.get("expect") or {}

    def tally(ok: bool, what: str) -> None:
        g.expected += 1
        g.met += ok
        if not ok:
            g.unmet.append(f"{wo}: {what}")

    gases = {_plain(x) for x in seen.get("gas", [])}
    for gas in expect.get("gasSubstances") or []:
        tally(_plain(gas) in gases, f"gas row {gas}")
    isolation = set(_plain(" ".join(seen.get("isolation", []))).split())
    for src in expect.get("liveSources") or []:
        live = _plain(" ".join(seen.get("live", [])))
        words = [w for w in _plain(src).split() if len(w) > 2 or w.isdigit()]
        tally(any(w in live for w in words) or seen.get("mode") == "pipeline", f"live source {src} reported")
        if seen.get("mode") == "pipeline":
            tally(not (words and all(w in isolation for w in words)), f"live source {src} not isolated")
    if seen.get("mode") == "pipeline":
        for point in expect.get("isolationPoints") or []:
            tally(isolation_point_met(point, isolation), f"isolation point {point}")
    if expect.get("scopeConflict") or expect.get("needsReview"):
        tally(bool(seen.get("findings")), "scope conflict / review flag raised")


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
                record = dict(answer.structured_content or {})
                record = dict(record.get("run", record))
                told = await client.call_tool("hazards_identify", {"workOrderId": result.workOrderId})
                record["hazardsNegated"] = [n["phrase"] for n in (told.structured_content or {}).get("negated", [])]
                q.suppressions += len(record["hazardsNegated"])
                score(q, result, labels.get(result.workOrderId, {}), record)
        return q


def evidence_fits(hazard: Any, doc: Any) -> bool:
    """Relevance as the bench judges it: the cited document's words include one of the hazard's trigger words
    or a word of its name (independent of the score the retrieval gave it)."""
    words = {w[:5] for w in _plain(f"{doc.title or ''} {doc.snippet or ''}").split() if len(w) > 3}
    mine = {w[:5] for t in [hazard.name, *hazard.triggers] for w in _plain(t).split() if len(w) > 3}
    mine -= {"work", "hazar", "mater", "sourc", "equip", "opera", "near"}
    return bool(words & mine)


def hazards_mode(q: Quality, eval_path: Path, limit: int | None) -> None:
    """Work orders scored with hazards_identify alone (the tool's function, in-process)."""
    from mcp_server.hazards.engine import assess

    raw = json.loads(eval_path.read_text(encoding="utf-8"))
    orders = raw["workOrders"] if isinstance(raw, dict) else raw
    labels = dict(raw.get("labels") or {}) if isinstance(raw, dict) else {}
    orders = [wo for wo in orders if in_split(labels.get(wo["id"]) or wo.get("labels") or wo.get("label") or {})]
    for wo in orders[:limit] if limit else orders:
        label = labels.get(wo["id"]) or wo.get("labels") or wo.get("label") or {}
        texts = {"title": wo.get("title"), "description": wo.get("description"), "jobPlan": wo.get("jobPlan")}
        result = assess(texts, wo.get("area"), wo.get("equipment"))
        issued = {p.type for p in result.permitTypes}
        q.suppressions += len(result.negated)
        for key in groups_of(label):
            g = q.groups.setdefault(key, Group())
            score_types(g, wo["id"], issued, label)
            g.silent += [f"{wo['id']}: '{n.phrase}'" for n in result.negated if not (n.reason and n.suppresses)]
            seen = {
                "mode": "hazards",
                "gas": [r.gas for r in getattr(result, "gasTests", [])],
                "live": list(getattr(result, "liveSources", [])),
                "findings": list(getattr(result, "findings", [])),
            }
            check_expect(g, wo["id"], label, seen)


def incidents(path: Path) -> dict[str, Any]:
    """Micro precision/recall/F1 of hazards_identify's permit types over incident-style narratives, overall and
    per split (an item's `split`, when it has one), so the frozen split is reported apart from the tuned one."""
    from mcp_server.hazards.engine import assess

    items = json.loads(path.read_text(encoding="utf-8"))
    items = items.get("incidents", items) if isinstance(items, dict) else items
    items = [i for i in items if in_split(i)]
    scored = [(item, {p.type for p in assess({"description": item["text"]}).permitTypes}) for item in items]
    report = score_incidents(scored)
    for split in sorted({item.get("split") for item in items} - {None}):
        report[f"split:{split}"] = score_incidents([(i, issued) for i, issued in scored if i.get("split") == split])
    return report


def score_incidents(scored: list[tuple[dict[str, Any], set[str]]]) -> dict[str, Any]:
    tp = fp = fn = forbidden = 0
    misses, extras = [], []
    for item, issued in scored:
        required, optional = set(item.get("required", [])), set(item.get("optional", []))
        tp += len(issued & required)
        fn += len(required - issued)
        fp += len(issued - required - optional)
        forbidden += len(issued & set(item.get("forbidden", [])))
        misses += [f"{item['id']}: {t}" for t in sorted(required - issued)]
        extras += [f"{item['id']}: {t}" for t in sorted(issued - required - optional)]
    precision = tp / max(1, tp + fp)
    recall = tp / max(1, tp + fn)
    f1 = 2 * precision * recall / max(1e-9, precision + recall)
    return {
        "narratives": len(scored),
        "precision": precision,
        "recall": recall,
        "microF1": f1,
        "forbidden": forbidden,
        "missed": misses,
        "extra": extras,
    }


def group_report(q: Quality) -> list[str]:
    if not q.groups:
        return []
    lines = [
        "",
        "| group | orders | recall | precision | forbidden | silent suppressions | evidence relevance | expectations |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for key in sorted(q.groups, key=lambda k: (k != "all", k)):
        g = q.groups[key]
        rel = f"{g.relevant / g.cited:.3f} ({g.cited})" if g.cited else "n/a"
        exp = f"{g.met}/{g.expected}" if g.expected else "n/a"
        lines.append(
            f"| {key} | {g.orders} | {pct(g.recall())} | {pct(g.precision())} | {len(g.forbidden)} | "
            f"{len(g.silent)} | {rel} | {exp} |"
        )
    g = q.groups["all"]
    lines += [
        f"forbidden: {g.forbidden}",
        f"silent suppressions: {g.silent[:20]}",
        f"unmet expectations: {g.unmet[:40]}",
    ]
    return lines


def incident_report(r: dict[str, Any]) -> list[str]:
    if not r:
        return []
    return [
        "",
        f"incident narratives: {r['narratives']}; micro precision {r['precision']:.3f}, recall {r['recall']:.3f}, "
        f"F1 {r['microF1']:.3f}; forbidden {r['forbidden']}",
        *[
            f"  {key}: {v['narratives']} narratives; micro precision {v['precision']:.3f}, recall {v['recall']:.3f}, "
            f"F1 {v['microF1']:.3f}; forbidden {v['forbidden']}"
            for key, v in r.items()
            if key.startswith("split:")
        ],
        f"missed: {r['missed']}",
        f"extra: {r['extra']}",
    ]


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


def merge(into: Quality, part: Quality) -> None:
    """Figures of several eval files as one."""
    into.orders += part.orders
    for name in ("failedRuns", "forbiddenIssued", "missed", "extra", "silentFail", "failures", "fakeEvidence"):
        getattr(into, name).extend(getattr(part, name))
    into.provenanceGaps += part.provenanceGaps
    into.cited += part.cited
    for name in ("permits", "passing", "failWithFindings", "citedHazards", "realEvidence", "insufficient"):
        setattr(into, name, getattr(into, name) + getattr(part, name))
    for key, s in part.perType.items():
        t = into.perType.setdefault(key, TypeScore())
        for f in ("issued", "correct", "required", "found"):
            setattr(t, f, getattr(t, f) + getattr(s, f))
    for key, g in part.groups.items():
        t = into.groups.setdefault(key, Group())
        for f in ("orders", "required", "found", "issued", "correct", "cited", "relevant", "expected", "met"):
            setattr(t, f, getattr(t, f) + getattr(g, f))
        for f in ("forbidden", "silent", "unmet"):
            getattr(t, f).extend(getattr(g, f))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--eval", type=Path, action="append", default=None, help="work-order set (repeatable)")
    parser.add_argument("--incidents", type=Path, default=None, help="incident-style narratives to score")
    parser.add_argument("--mode", choices=("pipeline", "hazards"), default="pipeline")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="also write the raw figures here")
    parser.add_argument("--split", default=None, help="run and report only this split (tune / frozen)")
    args = parser.parse_args()
    global SPLIT
    SPLIT = args.split
    logging.basicConfig(level=logging.ERROR)
    evals = args.eval or [ROOT / "bench" / "eval" / "workorders_eval.json"]
    if args.mode == "hazards":
        q = Quality()
        for path in evals:
            hazards_mode(q, path, args.limit)
        q.orders = q.groups["all"].orders if q.groups else 0
    else:
        q = Quality()
        for path in evals:
            part = asyncio.run(run(path, args.limit))
            merge(q, part)
    if args.incidents:
        q.incidents = incidents(args.incidents)
    print(report(q) if args.mode == "pipeline" else f"work orders: {q.orders} (hazards_identify only)")
    print("\n".join(group_report(q) + incident_report(q.incidents)))
    if args.json:
        args.json.write_text(q.model_dump_json(indent=2), encoding="utf-8")
    if args.mode == "hazards":
        return
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
