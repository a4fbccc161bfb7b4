"""What tracing costs per tool call and per HTTP request, off (the default) and on, so "off costs nothing" is a
measured figure rather than a claim.

Measures the two things PermitFlow adds on every call (common/telemetry.py): the `execute_tool` span around a tool
call and the ASGI `TracingMiddleware` around a request carrying a `traceparent` header. "On" is the SDK with an
in-memory exporter behind a SimpleSpanProcessor (no network); a real exporter batches off the request path.

    .venv/bin/python -m bench.tracing [--n 20000]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from common import telemetry

TRACEPARENT = b"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"


def span_us(n: int) -> float:
    tracer = telemetry.tracer()
    started = time.perf_counter()
    for _ in range(n):
        with tracer.start_as_current_span("execute_tool x", attributes={"gen_ai.tool.name": "x"}):
            pass
    return (time.perf_counter() - started) / n * 1e6


def middleware_us(n: int) -> float:
    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        return None

    traced = telemetry.TracingMiddleware(app, paths={"/mcp"})
    scope = {"type": "http", "method": "POST", "path": "/mcp", "headers": [(b"traceparent", TRACEPARENT)]}

    async def run() -> float:
        started = time.perf_counter()
        for _ in range(n):
            await traced(scope, None, None)
        return (time.perf_counter() - started) / n * 1e6

    return asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=20_000)
    n = parser.parse_args().n
    print("| tracing | execute_tool span, µs | middleware per request, µs |")
    print("|---|---|---|")
    print(f"| off (default: no SDK provider) | {span_us(n):.1f} | {middleware_us(n):.1f} |")
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    print(f"| on (SDK, in-memory exporter) | {span_us(n):.1f} | {middleware_us(n):.1f} |")
    assert len(exporter.get_finished_spans()) == 2 * n


if __name__ == "__main__":
    main()
