"""Tool latency over stdio and HTTP beside a no-op tool on the same server, plus in-process PDF throughput.

Run: .venv/bin/python -m bench.tools [--calls 300] [--rounds 5] [--pdf] [--sdk-validation]
Prints, per tool, its ratio to an echo measured in the same run and transport, interleaved (`paired_ratio`): tool
and echo calls alternate in blocks of ten over several rounds, and the median of the per-round ratios is reported
with their spread, for p50 wall time and for CPU (client + tool server). A single back-to-back run read 1.0-1.29x
for the same tool at 1-3 ms p50 from one run to the next (issue 16); interleaving gives both sides the same machine.
The client checks results as the agent client does (jsonschema_rs first, agent_client/output_validation.py);
`--sdk-validation` measures the mcp SDK's own pure-Python jsonschema check instead, for comparison.
Target: policy_load, ids_new_permit_id, rules_evaluate within 1.2x of the floor; pdf_render >= 50 PDFs/s.
`--pdf` measures only the permit form: in-process drawing (a draft, and an active permit with field records as a
lifecycle step re-draws it), the in-process tool with a new permit each call and with the same draft again, and
pdf_render against the echo tool over stdio. CPU ms per form is the process's CPU time, which holds better than
PDFs/s on a busy machine. Beside each tool's wall-clock ratio, CPU ms per call of the client (this process) and of
the tool server (its child processes), summed over the timed calls, and their sum's ratio to the echo's: CPU holds
better than p50 wall time when the machine is shared. A second row compares each tool with `bench_echo_<tool>`,
which is sent the same arguments under the same input schema and returns the same answer under the same output
schema (mcp_server/tools/noop.py): the request's and the answer's cost, shape included, so the ratio is the tool's
own work. (The first row's echo only returns a string of the answer's size and is sent no arguments.)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

from mcp import Client

from bench.procs import cpu_seconds, descendants
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.mcp_harness import http_server, stdio_params

NOOP_ENV = {"PERMITFLOW_BENCH_NOOP_TOOL": "1"}


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def sample_args(client: Client) -> dict[str, dict[str, Any]]:
    """Valid arguments for each tool, built through the tools themselves."""
    policy = (await client.call_tool("policy_load", {"permitType": "Hot Work"})).structured_content
    permit_id = (await client.call_tool("ids_new_permit_id", {"permitType": "HW"})).structured_content["permitId"]
    permit = {
        "permitId": permit_id,
        "type": "Hot Work",
        "controls": [c["text"] for c in policy["controls"]],
        "ppe": [p["text"] for p in policy["ppe"]],
        "signOffRoles": [r["text"] for r in policy["signOffRoles"]],
        "validityHours": policy["defaultValidityHours"],
        "attachmentsRequired": [a["text"] for a in policy["attachmentsRequired"]],
    }
    evaluation = (
        await client.call_tool("rules_evaluate", {"permit": permit, "rulesetVersion": "v1.0"})
    ).structured_content
    validation = {k: evaluation[k] for k in ("permitId", "validationStatus", "errors", "warnings", "checks")}
    return {
        "bench_noop": {},
        "workorders_get_workorder_by_id": {"id": "WO-10001"},
        "policy_load": {"permitType": "Hot Work"},
        "rules_evaluate": {"permit": permit, "rulesetVersion": "v1.0"},
        "ids_new_permit_id": {"permitType": "HW"},
        "pdf_render": {"permit": permit, "validation": validation},
        # the batched forms (mcp_server/batch.py), with one permit per item as the single tools above
        "policy_load_batch": {"items": [{"permitType": "Hot Work"}]},
        "rules_evaluate_batch": {"items": [{"permit": permit}], "rulesetVersion": "v1.0"},
        "ids_new_permit_ids": {"items": [{"permitType": "HW"}]},
        "pdf_render_batch": {"items": [{"permit": permit, "validation": validation}]},
    }


async def time_calls(
    client: Client, tool: str, args: dict[str, Any], calls: int, cpu: list[float] | None = None
) -> list[float]:
    """Wall ms per call; with `cpu`, appends the CPU ms per call of this process (the client) and of its child
    processes (the tool server), counted over all the timed calls."""
    for _ in range(max(5, calls // 10)):
        await client.call_tool(tool, args)
    samples = []
    started = time.process_time(), server_cpu()
    for _ in range(calls):
        start = time.perf_counter()
        result = await client.call_tool(tool, args)
        samples.append((time.perf_counter() - start) * 1000)
        if result.is_error:
            raise RuntimeError(f"{tool} failed: {result.content}")
    if cpu is not None:
        cpu[:] = [1000 * (time.process_time() - started[0]) / calls, 1000 * (server_cpu() - started[1]) / calls]
    return samples


def median(values: list[float]) -> float:
    return percentile(values, 0.5)


async def paired_ratio(
    client: Client, tool: str, args: dict[str, Any], echo: str, echo_args: dict[str, Any], calls: int, rounds: int
) -> dict[str, Any]:
    """The tool against its echo, interleaved: `rounds` rounds of `calls` calls each side, sent in blocks of
    BLOCK calls that alternate tool/echo (the side that goes first alternates too), so both see the same machine
    state. Per round: the ratio of p50 wall times and the ratio of CPU ms (client + tool server, summed over the
    round's blocks of each side). Reported: the median over rounds, and the spread (min-max) of the wall ratio."""
    for name, arguments in ((tool, args), (echo, echo_args)):
        for _ in range(max(5, calls // 10)):
            await client.call_tool(name, arguments)
    walls, cpus, p50s, echo_p50s, cpu_ms, echo_cpu_ms = [], [], [], [], [], []
    for _ in range(rounds):
        samples: dict[str, list[float]] = {tool: [], echo: []}
        cpu = {tool: 0.0, echo: 0.0}
        for block in range(max(1, calls // BLOCK)):
            sides = [(tool, args), (echo, echo_args)]
            for name, arguments in sides if block % 2 == 0 else sides[::-1]:
                started = time.process_time() + server_cpu()
                for _ in range(BLOCK):
                    start = time.perf_counter()
                    result = await client.call_tool(name, arguments)
                    samples[name].append((time.perf_counter() - start) * 1000)
                    if result.is_error:
                        raise RuntimeError(f"{name} failed: {result.content}")
                cpu[name] += time.process_time() + server_cpu() - started
        p50s.append(median(samples[tool]))
        echo_p50s.append(median(samples[echo]))
        walls.append(p50s[-1] / echo_p50s[-1])
        cpus.append(cpu[tool] / cpu[echo])
        cpu_ms.append(1000 * cpu[tool] / len(samples[tool]))
        echo_cpu_ms.append(1000 * cpu[echo] / len(samples[echo]))
    return {
        "p50": median(p50s), "echo_p50": median(echo_p50s), "wall": median(walls), "wall_min": min(walls),
        "wall_max": max(walls), "cpu": median(cpus), "cpu_ms": median(cpu_ms), "echo_cpu_ms": median(echo_cpu_ms),
    }  # fmt: skip


BLOCK = 10
"""Calls per block of paired_ratio: few enough that tool and echo alternate often, enough that reading the tool
server's CPU time between blocks (from /proc) is a small part of a block."""


def server_cpu() -> float:
    """CPU seconds of this process's children: the stdio or HTTP tool server (0 for an in-process server)."""
    return sum(cpu_seconds(pid) for pid in descendants(os.getpid()))


async def bench_transport(name: str, target: Any, calls: int, rounds: int) -> None:
    async with Client(target) as client:
        args = await sample_args(client)
        listed = {t.name for t in (await client.list_tools()).tools}
        floor = await time_calls(client, "bench_noop", {}, calls)
        floor_p50, floor_p99 = percentile(floor, 0.5), percentile(floor, 0.99)
        print(f"\n[{name}] no-op floor: p50 {floor_p50:.2f} ms, p99 {floor_p99:.2f} ms ({calls} calls)")
        print(
            f"  each tool against an echo, interleaved in blocks of {BLOCK}, {rounds} rounds of {calls} calls a side;"
            " median over rounds of the per-round p50 ratio (its min-max) and of the CPU ratio (client + server)"
        )
        print(
            f"{'tool':28} {'vs':10} {'p50 ms':>7} {'echo p50':>8} {'p50/echo':>8} {'min-max':>11}"
            f" {'CPU ms':>7} {'echo CPU':>8} {'CPU/echo':>8}"
        )
        for tool, tool_args in args.items():
            if tool == "bench_noop" or tool not in listed:  # an older server (a base tree) lacks the batched tools
                continue
            n = calls if not tool.startswith("pdf_render") else max(20, calls // 5)
            # the echo of the same size (a string: what the answer's size costs) and, where the server has it, the
            # echo sent the same request and answering the same answer under the same schemas (the tool's own work)
            size = len(json.dumps((await client.call_tool(tool, tool_args)).structured_content))
            echoes = [("size echo", "bench_noop", {"payloadBytes": size})]
            if f"bench_echo_{tool}" in listed:
                echoes.append(("same-req", f"bench_echo_{tool}", tool_args))
            for label, echo, echo_args in echoes:
                r = await paired_ratio(client, tool, tool_args, echo, echo_args, n, rounds)
                print(
                    f"{tool:28} {label:10} {r['p50']:7.2f} {r['echo_p50']:8.2f} {r['wall']:7.2f}x"
                    f" {r['wall_min']:5.2f}-{r['wall_max']:4.2f} {r['cpu_ms']:7.2f} {r['echo_cpu_ms']:8.2f}"
                    f" {r['cpu']:7.2f}x",
                    flush=True,
                )


def active_lifecycle(permit_id: str) -> Any:
    """An active permit's lifecycle as the permits_* tools print it: sign-offs, audit, isolation, gas log, holds."""
    from mcp_server.pdf.context import (
        AuditLine,
        FieldRecordsContext,
        GasLine,
        HoldLine,
        IsolationLine,
        LifecycleContext,
        SignedBox,
    )

    t0 = datetime(2026, 12, 1, 7, 0, tzinfo=UTC)
    accepted = HoldLine(step="Accepted by performing authority", person="Ines Requester", at=t0 + timedelta(minutes=20))
    audit = [
        AuditLine(at=t0, action="transition", person="Hal Safety", role="HSE", fromStatus="draft", toStatus="issued"),
        AuditLine(at=t0 + timedelta(minutes=20), action="transition", person="Ines Requester", fromStatus="issued",
                  toStatus="active"),
    ]  # fmt: skip
    gas = [
        GasLine(ref=f"GT-{i}", measuredAt=t0 + timedelta(hours=i), gas="LEL", value="0 %", limit="< 10 % LEL",
                instrument="GX #118", tester="Gus Tester", passed=True)
        for i in range(1, 4)
    ]  # fmt: skip
    field = FieldRecordsContext(
        isolations=[IsolationLine(certificateId="IC-00001", status="verified", equipmentTag="P-101A",
                                  energyType="electrical", method="breaker racked out", lockTag="L-0417",
                                  isolatedBy="Ivo Isolator", verified="verified by Vera Verifier (prove_dead)")],
        gasLog=gas, holds=[accepted], accepted=accepted,
    )  # fmt: skip
    return LifecycleContext(
        status="active", requestedBy="Ines Requester", audit=audit, field=field,
        signed={"Issuing authority": SignedBox(role="Issuing authority", person="Hal Safety", signedAt=t0)},
        statusUrl=f"https://permits.example/board/permits/{permit_id}",
    )  # fmt: skip


def cpu_rate(label: str, count: int, start: tuple[float, float]) -> None:
    wall, cpu = time.perf_counter() - start[0], time.process_time() - start[1]
    print(f"{label:58} {count / wall:7.1f} PDFs/s  {1000 * cpu / count:6.1f} ms CPU each")


async def timed(label: str, count: int, call: Callable[[int], Awaitable[Any]]) -> None:
    await call(-1)  # warm-up: imports, fonts, the first connection
    start = time.perf_counter(), time.process_time()
    for i in range(count):
        await call(i)
    cpu_rate(label, count, start)


async def bench_pdf(data_dir: Path, count: int, calls: int) -> None:
    """The permit form alone: drawing, the whole tool in-process, and pdf_render against its echo over stdio."""
    from mcp_server.pdf.form import render_permit_pdf
    from mcp_server.permits.contracts import Permit, Validation

    server = build_server(Settings(data_dir=data_dir))
    async with Client(server) as client:
        args = (await sample_args(client))["pdf_render"]
        permit, validation = Permit.model_validate(args["permit"]), Validation.model_validate(args["validation"])
        lifecycle = active_lifecycle(permit.permitId)
        pages = [render_permit_pdf(permit, validation, lifecycle=lc).pages for lc in (None, lifecycle)]
        print(f"\n[in-process] Hot Work form: draft {pages[0]} pages, active {pages[1]} pages; {count} each")

        from mcp_server.pdf import form

        cache = getattr(form, "render_cache", None)  # the digest cache of rendered forms (absent before issue 16)

        async def draw(_: int, lc: Any = None, cached: bool = False) -> None:
            if cache is not None and not cached:
                cache.clear()  # measure the drawing, not the cache
            render_permit_pdf(permit, validation, None, policy_version="v1.0", max_bytes=3_000_000, lifecycle=lc)

        async def draw_step(i: int) -> None:
            # a lifecycle step changes what the form prints (here: the latest gas reading)
            lc = lifecycle.model_copy(deep=True)
            lc.field.gasLog[-1].value = f"{i} %"
            await draw(i, lc)

        await timed("form drawing, draft", count, draw)
        await timed("form drawing, active permit (a new reading each time)", count, draw_step)
        if cache is not None:
            await timed("form, the same draft again (from the digest cache)", count, partial(draw, cached=True))
        ids = [
            (await client.call_tool("ids_new_permit_id", {"permitType": "HW"})).structured_content["permitId"]
            for _ in range(count + 1)
        ]

        async def tool_new(i: int) -> None:
            pid = ids[i]
            new = {"permit": {**args["permit"], "permitId": pid}, "validation": {**args["validation"], "permitId": pid}}
            if (await client.call_tool("pdf_render", new)).is_error:
                raise RuntimeError("pdf_render failed")

        async def tool_own(i: int) -> None:
            # a new permit whose controls differ from every other's (a work-order-specific control, its own
            # hazard), so the blocks holding them are drawn anew: what the block caches leave for distinct permits
            pid = own_ids[i]
            permit = {**args["permit"], "permitId": pid}
            permit["controls"] = [*permit["controls"], f"Spool {i} tagged and isolated at flange F-{i}"]
            permit["hazardsLinked"] = [f"Residual hydrocarbon in spool {i}"]
            new = {"permit": permit, "validation": {**args["validation"], "permitId": pid}}
            if (await client.call_tool("pdf_render", new)).is_error:
                raise RuntimeError("pdf_render failed")

        async def tool_same(_: int) -> None:
            if (await client.call_tool("pdf_render", args)).is_error:
                raise RuntimeError("pdf_render failed")

        own_ids = [
            (await client.call_tool("ids_new_permit_id", {"permitType": "HW"})).structured_content["permitId"]
            for _ in range(count + 1)
        ]
        await timed("pdf_render tool, a new draft permit each call", count, tool_new)
        await timed("pdf_render tool, a new permit with its own controls each call", count, tool_own)
        await timed("pdf_render tool, the same draft again", count, tool_same)
    async with Client(stdio_params(data_dir, **NOOP_ENV)) as client:
        args = (await sample_args(client))["pdf_render"]
        samples = await time_calls(client, "pdf_render", args, calls)
        size = len(json.dumps((await client.call_tool("pdf_render", args)).structured_content))
        echo = await time_calls(client, "bench_noop", {"payloadBytes": size}, calls)
        p50, echo_p50 = percentile(samples, 0.5), percentile(echo, 0.5)
        print(
            f"[stdio] pdf_render (same draft) p50 {p50:.2f} ms, p99 {percentile(samples, 0.99):.2f} ms; echo of "
            f"{size} B p50 {echo_p50:.2f} ms; ratio {p50 / echo_p50:.2f}x ({calls} calls)"
        )
        if "bench_echo_pdf_render" in {t.name for t in (await client.list_tools()).tools}:
            same = percentile(await time_calls(client, "bench_echo_pdf_render", args, calls), 0.5)
            print(f"[stdio] pdf_render against its same-request echo (p50 {same:.2f} ms): {p50 / same:.2f}x")


async def main(calls: int, pdf: bool, sdk_validation: bool, rounds: int = 5) -> None:
    if not sdk_validation:
        from agent_client import output_validation

        output_validation.install()  # the client's own check, as agent_client/toolbox.py installs it

    os.environ.update(NOOP_ENV)
    # none of the measured tools reads the RAG index: no index build in the servers' background meanwhile
    os.environ["PERMITFLOW_RAG_AUTO_BUILD"] = "0"
    # the HTTP server's default limit (6000/minute a client) is reached by a fast tool's timed calls and answers
    # 429 mid-run; a limit that is never reached keeps the limiter's own cost in every call, as in production
    os.environ["PERMITFLOW_MCP_RATE_LIMIT"] = "100000000/minute"
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = Path(tmp)
        if not pdf:
            await bench_transport("stdio", stdio_params(data_dir, **NOOP_ENV), calls, rounds)
            with http_server(data_dir, **NOOP_ENV) as url:
                await bench_transport("http", url, calls, rounds)
        # the form: drawing with the digest cache emptied each time, the tool with a new permit each call (no cache
        # hit), and a repeat of the same draft (answered from the cache)
        await bench_pdf(data_dir, 100, calls)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds per tool and echo (median)")
    parser.add_argument("--pdf", action="store_true", help="only the permit form (see the module docstring)")
    parser.add_argument(
        "--sdk-validation", action="store_true", help="validate results with the SDK's jsonschema, not jsonschema_rs"
    )
    options = parser.parse_args()
    asyncio.run(main(options.calls, options.pdf, options.sdk_validation, options.rounds))
