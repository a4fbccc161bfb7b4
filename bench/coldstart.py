"""Cold start: process spawn to the first tools/list and the first tools/call answer (stdio and HTTP), and the agent
API's time from POST /sequential/execute to the first Server-Sent Event.

Run: .venv/bin/python -m bench.coldstart [--repeats 3] [--data-dir DIR] [--parts stdio,http,api]
Prints the median and worst of each figure over the repeats, wall clock (spawning is what is measured), with the
load average beside it, and the CPU (user + sys) the tool server spent up to its first tools/call answer (shown in
ms like the rest). Targets: first tool answer <= 2 s after spawn; first SSE event <= 300 ms after the request.
Figures, not a test: on a busy machine the wall times say more about the machine than the code; the CPU does not.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from mcp import Client

from bench.procs import cpu_seconds, descendants
from tests.support.mcp_harness import free_port, server_env, stdio_params, stop

ROOT = Path(__file__).resolve().parent.parent

WORK_ORDER = "WO-10025"
CALL = ("workorders_get_workorder_by_id", {"id": WORK_ORDER})


async def stdio_once(data_dir: Path) -> dict[str, float]:
    started = time.perf_counter()
    async with Client(stdio_params(data_dir)) as client:
        initialized = time.perf_counter()
        await client.list_tools()
        listed = time.perf_counter()
        await client.call_tool(*CALL)
        called = time.perf_counter()
        cpu = sum(cpu_seconds(pid) for pid in descendants(os.getpid()))
    return {
        "initialize": initialized - started,
        "tools/list": listed - started,
        "tools/call": called - started,
        "server CPU to tools/call": cpu,
    }


def wait_healthy(base: str, proc: subprocess.Popen, deadline_s: float = 60) -> None:
    """Poll /healthz with one client: `httpx.get` builds a client (and its SSL context, ≈ 20 ms CPU) per call, and
    50 of those a second took a core from the server being measured."""
    deadline = time.monotonic() + deadline_s
    with httpx.Client(timeout=1) as poller:
        while True:
            with contextlib.suppress(httpx.HTTPError):
                if poller.get(f"{base}/healthz").status_code == 200:
                    return
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{base} did not start (exit {proc.poll()})")
            time.sleep(0.02)


async def http_once(data_dir: Path) -> dict[str, float]:
    port = free_port()
    started = time.perf_counter()
    args = [sys.executable, "-m", "mcp_server.cli", "--transport", "http", "--port", str(port)]
    proc = subprocess.Popen(args, env=server_env(data_dir), cwd=str(ROOT))
    try:
        base = f"http://127.0.0.1:{port}"
        wait_healthy(base, proc)
        healthy = time.perf_counter()
        async with Client(f"{base}/mcp") as client:
            await client.list_tools()
            listed = time.perf_counter()
            await client.call_tool(*CALL)
            called = time.perf_counter()
            cpu = cpu_seconds(proc.pid)
    finally:
        stop(proc)
    return {
        "healthz": healthy - started,
        "tools/list": listed - started,
        "tools/call": called - started,
        "server CPU to tools/call": cpu,
    }


async def sse_once(data_dir: Path) -> dict[str, float]:
    port = free_port()
    env = server_env(data_dir, PERMITFLOW_ENGINE="rules")
    started = time.perf_counter()
    args = [sys.executable, "-m", "agent_client.cli", "serve", "--port", str(port)]
    proc = subprocess.Popen(args, env=env, cwd=str(ROOT))
    try:
        base = f"http://127.0.0.1:{port}"
        wait_healthy(base, proc)
        healthy = time.perf_counter()
        figures = {"api healthz": healthy - started}
        async with httpx.AsyncClient(timeout=120) as http:
            for label in ("first request", "second request"):
                sent = time.perf_counter()
                headers = {"accept": "text/event-stream"}
                body = {"workOrderId": WORK_ORDER}
                async with http.stream("POST", f"{base}/sequential/execute", json=body, headers=headers) as response:
                    first = f"first SSE event, {label}"
                    async for line in response.aiter_lines():
                        if first not in figures and line.startswith(("data:", "event:")):
                            figures[first] = time.perf_counter() - sent
                figures[f"whole run, {label}"] = time.perf_counter() - sent
    finally:
        stop(proc)
    return figures


def report(name: str, runs: list[dict[str, float]]) -> None:
    for key in runs[0]:
        values = [r[key] for r in runs if key in r]
        median, worst = statistics.median(values) * 1000, max(values) * 1000
        print(f"  {name:6} {key:32} median {median:8.0f} ms  worst {worst:8.0f} ms")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--data-dir", type=Path, default=None, help="a data dir with the RAG index built")
    parser.add_argument("--parts", default="stdio,http,api", help="which of stdio, http, api to measure")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    with tempfile.TemporaryDirectory(prefix="pf-coldstart-") as tmp:
        data_dir = (args.data_dir or Path(tmp)).resolve()
        os.environ["PERMITFLOW_DATA_DIR"] = str(data_dir)
        print(f"load average {os.getloadavg()}; cores {os.cpu_count()}; data dir {data_dir}")
        for name, once in (("stdio", stdio_once), ("http", http_once), ("api", sse_once)):
            if name not in parts:
                continue
            runs = [await once(data_dir) for _ in range(args.repeats)]
            report(name, runs)


if __name__ == "__main__":
    asyncio.run(main())
