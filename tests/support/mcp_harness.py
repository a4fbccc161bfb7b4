"""Real MCP clients for tests: in-process, stdio (a child process) and streamable HTTP (a uvicorn child)."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
from mcp import Client
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The environment a child server gets: PATH and the PERMITFLOW_*/DATABASE_URL settings only."""
    env = {k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "SYSTEMROOT")}
    env.update({k: v for k, v in os.environ.items() if k.startswith("PERMITFLOW_") or k == "DATABASE_URL"})
    env["PERMITFLOW_DATA_DIR"] = str(data_dir)
    env.update(extra)
    return env


def stdio_params(data_dir: Path, **extra: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "mcp_server.cli", "--transport", "stdio"],
        env=server_env(data_dir, **extra),
        cwd=str(ROOT),
    )


STARTUP_S = 120.0
"""How long a child server may take to answer /healthz. A crashed child is noticed at once (its exit code), so this
only bounds a slow start: on two cores shared with other work, importing ADK alone took over 20 s."""


def start_until_healthy(args: list[str], env: dict[str, str], what: str) -> tuple[subprocess.Popen, str]:
    """Start `python <args> --port N` on a free port and wait for GET /healthz: the process and its base URL."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, *args, "--port", str(port)], env=env, cwd=str(ROOT))
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + STARTUP_S
    while True:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return proc, base
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError(f"{what} did not start (exit {proc.poll()})")
        time.sleep(0.1)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()


@contextlib.contextmanager
def serve_until_healthy(args: list[str], env: dict[str, str], what: str) -> Iterator[str]:
    """Start `python <args> --port N` on a free port, wait for GET /healthz, yield the base URL, stop it after."""
    proc, base = start_until_healthy(args, env, what)
    try:
        yield base
    finally:
        stop(proc)


@contextlib.contextmanager
def http_server(data_dir: Path, **extra: str) -> Iterator[str]:
    """Start `permitflow-mcp --transport http` on a free port; yield its /mcp URL; stop it after."""
    args = ["-m", "mcp_server.cli", "--transport", "http"]
    with serve_until_healthy(args, server_env(data_dir, **extra), "HTTP tool server") as base:
        yield f"{base}/mcp"


def http_transport(url: str, token: str | None = None) -> Any:
    """A streamable-HTTP transport; with a token, every request carries `Authorization: Bearer`."""
    if token is None:
        return url
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    client = httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=30)
    return streamable_http_client(url, http_client=client)


@contextlib.asynccontextmanager
async def connect(target: Any) -> AsyncIterator[Client]:
    async with Client(target) as client:
        yield client


def structured(result: Any) -> dict[str, Any]:
    assert not result.is_error, f"tool error: {result.content}"
    return result.structured_content


def error_text(result: Any) -> str:
    assert result.is_error, f"expected a tool error, got {result.structured_content}"
    return " ".join(getattr(block, "text", "") for block in result.content)
