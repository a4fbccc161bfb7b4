"""End-to-end pipeline benchmark: rules-engine throughput over stdio and HTTP, and LLM-engine model-call cost.

Run: .venv/bin/python -m bench.pipeline [--orders 136] [--warmup 34] [--concurrency 1,8] [--transports stdio,http]
     [--part rules|llm|all] [--profile DIR]
1. Rules engine (`engine="rules"`), work-order id in → hazards, permits, validations, PDFs and a run record out,
   cycling the 34 shipped work orders against a fresh data dir whose RAG index is built before timing. At
   concurrency C the client runs C long-lived pipelines (as `PERMITFLOW_API_WORKERS=C` does): over stdio each
   spawns its own tool server; over HTTP all share one `python -m mcp_server.cli --transport http` started here.
   Prints work orders/s and p50/p99 latency per work order. Target: >= 20 work orders/s on 2 cores.
2. LLM engine driven by scripted models (tests/client/test_agent_llm.py's scripts behind a counting BaseLlm): model
   calls and prompt characters per work order, for one whose first validation passes and one that never passes
   (two refinement rounds). Target: <= 4 model calls when the first validation passes.
With --profile DIR the client process is profiled with cProfile (DIR/client-<transport>-c<C>.prof).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import itertools
import json
import logging
import os
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest

from agent_client.pipeline import Pipeline
from agent_client.schemas import RunResult
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3, A4
from bench.procs import cpu_seconds, descendants
from tests.support.mcp_harness import http_server, stdio_params

ROOT = Path(__file__).resolve().parent.parent

WORK_ORDERS = [wo["id"] for wo in json.loads((ROOT / "assets" / "workOrders.json").read_text())]


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def cpu_split() -> tuple[float, float]:
    """CPU seconds so far of this (client) process and of all its descendant tool servers."""
    return cpu_seconds(os.getpid()), sum(cpu_seconds(p) for p in descendants(os.getpid()))


def build_index(data_dir: Path) -> None:
    """Both RAG namespaces built into `data_dir` before any timing (the first query would otherwise build them)."""
    from rag import NAMESPACES
    from rag.config import RagSettings
    from rag.etl.jobs import run_namespace

    settings = RagSettings(data_dir=data_dir)
    for namespace in NAMESPACES:
        run_namespace(settings, namespace)


def check(result: RunResult) -> None:
    """A benchmark of broken runs measures nothing: every run must carry PDFs and a recorded run id."""
    if result.status not in ("completed", "degraded") or result.runMeta.runId is None:
        raise RuntimeError(f"{result.workOrderId}: status {result.status}, runId {result.runMeta.runId}")
    if len(result.pdfLinks) != len(result.permits) or not result.validations and result.permits:
        raise RuntimeError(
            f"{result.workOrderId}: {len(result.permits)} permits, {len(result.pdfLinks)} PDFs; {result.degraded}"
        )


@contextlib.asynccontextmanager
async def pipelines(settings: AgentSettings, count: int) -> AsyncIterator[list[Pipeline]]:
    async with contextlib.AsyncExitStack() as stack:
        yield [await stack.enter_async_context(Pipeline.open(settings, engine="rules")) for _ in range(count)]


async def drive(pool: list[Pipeline], ids: list[str]) -> tuple[float, list[float], dict[str, int], list[str]]:
    """Each pipeline takes the next id from a shared queue; returns wall seconds, per-run latencies, statuses."""
    queue: asyncio.Queue[str] = asyncio.Queue()
    for wo_id in ids:
        queue.put_nowait(wo_id)
    latencies: list[float] = []
    statuses: dict[str, int] = {}
    run_ids: list[str] = []

    async def worker(pipeline: Pipeline) -> None:
        while not queue.empty():
            wo_id = queue.get_nowait()
            started = time.perf_counter()
            result = await pipeline.run(wo_id)
            latencies.append(time.perf_counter() - started)
            check(result)
            statuses[result.status] = statuses.get(result.status, 0) + 1
            run_ids.append(str(result.runMeta.runId))

    started = time.perf_counter()
    await asyncio.gather(*(worker(p) for p in pool))
    return time.perf_counter() - started, latencies, statuses, run_ids


async def rules_case(
    transport: str, concurrency: int, url: str | None, orders: int, warmup: int, profile_dir: Path | None
) -> dict[str, Any]:
    settings = AgentSettings(engine="rules", mcp_url=url)
    async with pipelines(settings, concurrency) as pool:
        warm = list(itertools.islice(itertools.cycle(WORK_ORDERS), max(warmup, concurrency)))
        await drive(pool, warm)
        ids = list(itertools.islice(itertools.cycle(WORK_ORDERS), orders))
        profiler = cProfile.Profile() if profile_dir else None
        if profiler:
            profiler.enable()
        client_cpu, server_cpu = cpu_split()
        wall, latencies, statuses, run_ids = await drive(pool, ids)
        client_cpu, server_cpu = (a - b for a, b in zip(cpu_split(), (client_cpu, server_cpu), strict=True))
        if profiler and profile_dir:
            profiler.disable()
            profiler.dump_stats(str(profile_dir / f"client-{transport}-c{concurrency}.prof"))
        tools = await tool_breakdown(url or stdio_params(Path(os.environ["PERMITFLOW_DATA_DIR"])), run_ids)
    return {
        "transport": transport,
        "concurrency": concurrency,
        "orders": orders,
        "wo_per_s": orders / wall,
        "p50_ms": pct(latencies, 0.5) * 1000,
        "p99_ms": pct(latencies, 0.99) * 1000,
        "statuses": statuses,
        "client_cpu_ms": client_cpu * 1000 / orders,
        "server_cpu_ms": server_cpu * 1000 / orders,
        "tools": tools,
        "ceiling": ceiling(transport, client_cpu * 1000 / orders, server_cpu * 1000 / orders),
        "load": os.getloadavg()[0],
    }


def ceiling(transport: str, client_ms: float, server_ms: float, cores: int = 2) -> float:
    """Work orders/s the measured CPU per work order allows on `cores` idle cores: the client is one process (one
    core at most), the HTTP tool server too; stdio tool servers are one process per pipeline."""
    limits = [cores * 1000 / (client_ms + server_ms), 1000 / client_ms]
    if transport == "http":
        limits.append(1000 / server_ms)
    return min(limits)


async def tool_breakdown(target: Any, run_ids: list[str]) -> dict[str, tuple[float, float]]:
    """Per tool, from the recorded runs (runs_get): calls per work order and client-measured ms per work order."""
    from mcp import Client

    totals: dict[str, list[float]] = {}
    async with Client(target) as client:
        for run_id in run_ids:
            answer = (await client.call_tool("runs_get", {"runId": run_id})).structured_content or {}
            for call in answer.get("run", answer).get("toolCalls", []):
                entry = totals.setdefault(call["tool"], [0, 0.0])
                entry[0] += 1
                entry[1] += call.get("durationMs") or 0.0
    return {tool: (n / len(run_ids), ms / len(run_ids)) for tool, (n, ms) in totals.items()}


async def rules_part(args: argparse.Namespace, data_dir: Path) -> list[dict[str, Any]]:
    rows = []
    for transport in args.transports:
        for concurrency in args.concurrency:
            if transport == "http":
                with http_server(data_dir, PERMITFLOW_MCP_RATE_LIMIT="0") as url:
                    row = await rules_case(transport, concurrency, url, args.orders, args.warmup, args.profile)
            else:
                row = await rules_case(transport, concurrency, None, args.orders, args.warmup, args.profile)
            rows.append(row)
            print(
                f"  rules {transport:5} c={concurrency}: {row['wo_per_s']:6.1f} WO/s  p50 {row['p50_ms']:6.0f} ms"
                f"  p99 {row['p99_ms']:6.0f} ms  CPU/WO client {row['client_cpu_ms']:.0f} ms"
                f" + tool server(s) {row['server_cpu_ms']:.0f} ms  {row['statuses']}",
                flush=True,
            )
            calls = sorted(row["tools"].items(), key=lambda kv: -kv[1][1])
            print(
                "    tool calls per WO (calls × ms, client-measured): "
                + ", ".join(f"{tool} {n:.1f}×{ms / n:.0f}" for tool, (n, ms) in calls),
                flush=True,
            )
    return rows


class CountingLlm(BaseLlm):
    """One of test_agent_llm's scripts, counting model calls and the characters of every prompt it is sent."""

    script: Any
    calls: int = 0
    prompt_chars: int = 0
    instruction_chars: int = 0
    tool_decl_chars: int = 0

    async def generate_content_async(self, llm_request: LlmRequest, stream: bool = False):
        from google.adk.models.llm_response import LlmResponse
        from google.genai import types

        from tests.support.scripted import tool_results

        self.calls += 1
        instruction, tools, contents = prompt_size(llm_request)
        self.instruction_chars += instruction
        self.tool_decl_chars += tools
        self.prompt_chars += instruction + tools + contents
        parts = self.script(llm_request, tool_results(llm_request))
        yield LlmResponse(content=types.Content(role="model", parts=parts))


def prompt_size(request: LlmRequest) -> tuple[int, int, int]:
    """Characters sent: system instruction, tool declarations (JSON), contents (text, calls and responses as JSON)."""
    instruction = len(str(request.config.system_instruction or ""))
    size = 0
    for content in request.contents:
        for part in content.parts or []:
            if part.text:
                size += len(part.text)
            if part.function_call:
                size += len(json.dumps(part.function_call.args or {}, default=str))
            if part.function_response:
                size += len(json.dumps(part.function_response.response or {}, default=str))
    tools = sum(len(t.model_dump_json(exclude_none=True)) for t in request.config.tools or [])
    return instruction, tools, size


async def llm_case(complete: bool) -> dict[str, Any]:
    from tests.support.scripted import WO, generator_script, hazard_script, lazy_refiner_script, validator_script

    models = {
        A1: CountingLlm(model="scripted-hazards", script=hazard_script),
        A2: CountingLlm(model="scripted-generator", script=generator_script(complete)),
        A3: CountingLlm(model="scripted-validator", script=validator_script),
        A4: CountingLlm(model="scripted-refiner", script=lazy_refiner_script),
    }
    async with Pipeline.open(AgentSettings(engine="gemini"), engine="gemini", models=models) as pipeline:
        result = await pipeline.run(WO)
    return {
        "case": "first validation passes" if complete else "needs refinement (2 rounds)",
        "work_order": WO,
        "route": result.runMeta.route,
        "calls": {name: m.calls for name, m in models.items()},
        "chars": {name: m.prompt_chars for name, m in models.items()},
        "instruction_chars": sum(m.instruction_chars for m in models.values()),
        "tool_decl_chars": sum(m.tool_decl_chars for m in models.values()),
    }


async def llm_part() -> list[dict[str, Any]]:
    logging.getLogger("google_adk").setLevel(logging.ERROR)  # scripted models report no token usage
    rows = []
    for complete in (True, False):
        row = await llm_case(complete)
        rows.append(row)
        calls = " ".join(f"{k.split('_')[-1]}={v}" for k, v in row["calls"].items())
        print(
            f"  llm {row['case']:30} model calls {sum(row['calls'].values()):2d} ({calls})"
            f"  prompt chars {sum(row['chars'].values()):7d} (instructions {row['instruction_chars']},"
            f" tool declarations {row['tool_decl_chars']})  route {row['route']}",
            flush=True,
        )
    return rows


def table(rules: list[dict[str, Any]], llm: list[dict[str, Any]]) -> str:
    lines = []
    if rules:
        lines += [
            "| transport | concurrency | work orders | WO/s | p50 ms | p99 ms | CPU ms/WO client + tool server |"
            " CPU ceiling WO/s (2 idle cores) | load avg | target ≥ 20 WO/s |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        for r in rules:
            ok = "yes" if r["wo_per_s"] >= 20 else "no"
            lines.append(
                f"| {r['transport']} | {r['concurrency']} | {r['orders']} | {r['wo_per_s']:.1f} | "
                f"{r['p50_ms']:.0f} | {r['p99_ms']:.0f} | {r['client_cpu_ms']:.0f} + {r['server_cpu_ms']:.0f} | "
                f"{r['ceiling']:.1f} | {r['load']:.1f} | {ok} |"
            )
    if llm:
        lines += [
            "",
            "| scripted LLM case | model calls (A1/A2/A3/A4) | total | prompt chars (A1/A2/A3/A4) | total chars |"
            " route | target ≤ 4 calls |",
            "|---|---|---|---|---|---|---|",
        ]
        for r in llm:
            per = "/".join(str(r["calls"][k]) for k in (A1, A2, A3, A4))
            chars = "/".join(str(r["chars"][k]) for k in (A1, A2, A3, A4))
            total = sum(r["calls"].values())
            target = ("yes" if total <= 4 else "no") if r["route"] == ["done"] else "n/a"
            lines.append(
                f"| {r['case']} ({r['work_order']}) | {per} | {total} | {chars} | "
                f"{sum(r['chars'].values())} | {' → '.join(r['route'])} | {target} |"
            )
    return "\n".join(lines)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--orders", type=int, default=136, help="timed work orders per case (cycling the 34)")
    parser.add_argument("--warmup", type=int, default=34, help="untimed work orders per case first")
    parser.add_argument("--concurrency", type=lambda s: [int(x) for x in s.split(",")], default=[1, 8])
    parser.add_argument("--transports", type=lambda s: s.split(","), default=["stdio", "http"])
    parser.add_argument("--part", choices=["rules", "llm", "all"], default="all")
    parser.add_argument("--profile", type=Path, default=None, help="write cProfile stats of the client here")
    parser.add_argument("--data-dir", type=Path, default=None, help="reuse this data dir instead of a fresh one")
    args = parser.parse_args()
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="permitflow-bench-") as tmp:
        data_dir = (args.data_dir or Path(tmp) / "var").resolve()
        os.environ["PERMITFLOW_DATA_DIR"] = str(data_dir)
        for name in ("PERMITFLOW_MCP_URL", "PERMITFLOW_ENGINE", "PERMITFLOW_WORKORDERS", "GOOGLE_API_KEY"):
            os.environ.pop(name, None)
        started = time.perf_counter()
        build_index(data_dir)
        print(f"index built in {time.perf_counter() - started:.1f} s in {data_dir}", flush=True)
        rules = await rules_part(args, data_dir) if args.part in ("rules", "all") else []
        llm = await llm_part() if args.part in ("llm", "all") else []
    print()
    print(table(rules, llm))


if __name__ == "__main__":
    asyncio.run(main())
