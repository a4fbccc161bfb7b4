"""Load and soak: requests/s and p99 at N concurrent clients, and the tool server's memory after many calls.

Run: .venv/bin/python -m bench.load [--levels 8 32] [--requests 400] [--runs 64] [--soak 10000] [--scale 60]
     .venv/bin/python -m bench.load --only-scale 60       # just the scale-out figure

- Tool server (`permitflow-mcp --transport http`, one process, stateless JSON): N clients each posting JSON-RPC
  `tools/call` back to back (a cheap tool, workorders_get_workorder_by_id, and rules_evaluate).
- Agent API (uvicorn, PERMITFLOW_API_WORKERS=4, in front of its own HTTP tool server): N clients posting
  `POST /sequential/execute` for one-permit work orders.
- Rate limiter: the cheap tool on a second tool server whose limiter is on (at a limit these clients never
  reach), against the same tool on the first, whose limiter is off: the cost of the 429 check per request.
- Soak: RSS of the tool server process (from /proc) after warm-up and after --soak calls of the cheap tool and
  rules_evaluate alternating.
- Scale-out (--scale RUNS): executions/s through one agent API (PERMITFLOW_API_WORKERS=6) whose PERMITFLOW_MCP_URL
  lists 1, then 3 HTTP tool servers on one database (a fresh PostgreSQL schema when PostgreSQL is reachable, else
  one SQLite file) and one data dir; prints both rates and their ratio.
Every server but the limiter's runs with its rate limit off (PERMITFLOW_*_RATE_LIMIT=0): this measures capacity.
Clients are raw httpx (one connection pool per level), so the client side costs little next to the server.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from bench.tools import percentile, sample_args
from tests.support.api import api_server
from tests.support.mcp_harness import connect
from tests.support.processes import ToolServer
from tests.support.rag_support import rag_env

ROOT = Path(__file__).resolve().parent.parent

MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
WORK_ORDERS = ["WO-10008", "WO-10011", "WO-10016", "WO-10017", "WO-10034"]
CHEAP = "workorders_get_workorder_by_id"
NO_LIMIT = {"PERMITFLOW_MCP_RATE_LIMIT": "0"}
UNREACHED_LIMIT = {"PERMITFLOW_MCP_RATE_LIMIT": "100000000/minute"}


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for pid {pid}")


def tool_call(name: str, args: dict[str, Any], request_id: int) -> dict[str, Any]:
    params = {"name": name, "arguments": args}
    return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}


async def drive(concurrency: int, total: int, send: Any) -> tuple[float, list[float], int]:
    """`total` requests from `concurrency` workers back to back: (requests/s, latencies in ms, failures)."""
    latencies: list[float] = []
    failures = 0
    remaining = iter(range(total))

    async def worker() -> None:
        nonlocal failures
        for i in remaining:
            started = time.perf_counter()
            ok = await send(i)
            latencies.append((time.perf_counter() - started) * 1000)
            failures += 0 if ok else 1

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return total / (time.perf_counter() - started), latencies, failures


def mcp_sender(client: httpx.AsyncClient, url: str, name: str, args: dict[str, Any]) -> Any:
    async def send(i: int) -> bool:
        response = await client.post(url, json=tool_call(name, args, i), headers=MCP_HEADERS)
        body = response.json()
        return response.status_code == 200 and "result" in body and not body["result"].get("isError")

    return send


def report(label: str, concurrency: int, rate: float, latencies: list[float], failures: int) -> None:
    p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
    print(f"| {label} | {concurrency} | {rate:.1f} | {p50:.1f} | {p99:.1f} | {failures} |", flush=True)


async def bench_tools(
    url: str, levels: list[int], requests: int, names: tuple[str, ...] = (CHEAP, "rules_evaluate"), label: str = ""
) -> dict[int, float]:
    """Rows per tool and level; returns the first tool's p50 per level."""
    async with connect(url) as mcp:
        args = await sample_args(mcp)
    p50s: dict[int, float] = {}
    for name in names:
        for concurrency in levels:
            limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
            async with httpx.AsyncClient(timeout=60, limits=limits) as client:
                send = mcp_sender(client, url, name, args[name])
                await drive(concurrency, concurrency * 4, send)  # warm connections
                rate, latencies, failures = await drive(concurrency, requests, send)
                report(f"tool server{label}: {name}", concurrency, rate, latencies, failures)
                p50s.setdefault(concurrency, percentile(latencies, 0.5))
    return p50s


async def bench_api(base: str, levels: list[int], runs: int) -> None:
    for concurrency in levels:
        limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
        async with httpx.AsyncClient(timeout=600, limits=limits) as client:

            async def send(i: int) -> bool:
                body = {"workOrderId": WORK_ORDERS[i % len(WORK_ORDERS)]}
                return (await client.post(f"{base}/sequential/execute", json=body)).status_code == 200

            await drive(min(concurrency, 4), 4, send)  # warm the pipelines
            report("agent API: POST /sequential/execute", concurrency, *await drive(concurrency, runs, send))


async def soak(server: ToolServer, calls: int) -> None:
    async with connect(server.url) as mcp:
        args = await sample_args(mcp)
    sends = []
    async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=8)) as client:
        for name in ("workorders_get_workorder_by_id", "rules_evaluate"):
            sends.append(mcp_sender(client, server.url, name, args[name]))

        async def send(i: int) -> bool:
            return await sends[i % 2](i)

        await drive(8, 200, send)
        before = rss_mib(server.proc.pid)
        _, _, failures = await drive(8, calls, send)
        after = rss_mib(server.proc.pid)
    print(f"\nSoak: RSS after warm-up {before:.1f} MiB, after {calls} more calls {after:.1f} MiB "
          f"({after - before:+.1f} MiB, {failures} failures)")  # fmt: skip


async def bench_scale(runs: int, clients: int = 12) -> None:
    """Executions/s with 1 and with 3 tool servers behind one agent API, same database, same data dir."""
    import contextlib

    from tests.support.db_fixtures import postgres_problem, postgres_schema, postgres_url_for

    rates: dict[int, float] = {}
    backend = "sqlite" if postgres_problem() else "postgres"
    for count in (1, 3):
        with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
            env = dict(NO_LIMIT)
            if backend == "postgres":
                env["DATABASE_URL"] = postgres_url_for(stack.enter_context(postgres_schema()))
            servers = [ToolServer(Path(tmp) / "tools", **env).start() for _ in range(count)]
            try:
                urls = ",".join(s.url for s in servers)
                extra = {"PERMITFLOW_MCP_URL": urls, "PERMITFLOW_API_WORKERS": "6", "PERMITFLOW_API_RATE_LIMIT": "0"}
                with api_server(Path(tmp) / "api", **extra) as base:
                    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
                    async with httpx.AsyncClient(timeout=600, limits=limits) as client:

                        async def send(i: int) -> bool:
                            body = {"workOrderId": WORK_ORDERS[i % len(WORK_ORDERS)]}
                            return (await client.post(f"{base}/sequential/execute", json=body)).status_code == 200

                        await drive(6, 12, send)  # warm the pipelines and the RAG index
                        rate, latencies, failures = await drive(clients, runs, send)
            finally:
                for server in servers:
                    server.stop()
        rates[count] = rate
        report(f"agent API, {count} tool server(s), {backend}", clients, rate, latencies, failures)
    print(f"scale-out: {rates[1]:.2f} executions/s with 1 tool server, {rates[3]:.2f} with 3: "
          f"ratio {rates[3] / rates[1]:.2f} (cores={os.cpu_count()})")  # fmt: skip


async def main(levels: list[int], requests: int, runs: int, soak_calls: int, scale_runs: int = 0) -> None:
    print(f"cores={os.cpu_count()} load={os.getloadavg()[0]:.1f}")
    print("\n| target | clients | requests/s | p50 ms | p99 ms | failures |\n|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        server = ToolServer(Path(tmp) / "tools", **NO_LIMIT).start()
        limited = ToolServer(Path(tmp) / "limited", **UNREACHED_LIMIT).start()
        try:
            off = await bench_tools(server.url, levels, requests)
            on = await bench_tools(limited.url, levels, requests, (CHEAP,), " (rate limiter on)")
        finally:
            server.stop()
            limited.stop()
        for concurrency in levels:
            ratio = on[concurrency] / off[concurrency]
            print(f"rate limiter on/off, p50 of {CHEAP} at {concurrency} clients: {ratio:.2f}x")

        data_dir = Path(tmp) / "api"
        api_tools = ToolServer(data_dir, **rag_env(), **NO_LIMIT).start()
        try:
            with api_server(
                data_dir, PERMITFLOW_MCP_URL=api_tools.url, PERMITFLOW_API_WORKERS="4", PERMITFLOW_API_RATE_LIMIT="0"
            ) as base:
                await bench_api(base, levels, runs)
        finally:
            api_tools.stop()

        soak_server = ToolServer(Path(tmp) / "soak", **NO_LIMIT).start()
        try:
            await soak(soak_server, soak_calls)
        finally:
            soak_server.stop()
    if scale_runs:
        print("\n| target | clients | executions/s | p50 ms | p99 ms | failures |\n|---|---|---|---|---|---|")
        await bench_scale(scale_runs)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", type=int, nargs="+", default=[8, 32], help="concurrent clients")
    parser.add_argument("--requests", type=int, default=400, help="tool calls per tool and level")
    parser.add_argument("--runs", type=int, default=64, help="pipeline runs per level")
    parser.add_argument("--soak", type=int, default=10_000, help="tool calls for the memory soak")
    parser.add_argument("--scale", type=int, default=0, metavar="RUNS", help="executions for 1 vs 3 tool servers")
    parser.add_argument("--only-scale", type=int, default=0, metavar="RUNS", help="run only the scale-out figure")
    options = parser.parse_args()
    if options.only_scale:
        print(f"cores={os.cpu_count()} load={os.getloadavg()[0]:.1f}")
        print("\n| target | clients | executions/s | p50 ms | p99 ms | failures |\n|---|---|---|---|---|---|")
        asyncio.run(bench_scale(options.only_scale))
    else:
        asyncio.run(main(options.levels, options.requests, options.runs, options.soak, options.scale))
