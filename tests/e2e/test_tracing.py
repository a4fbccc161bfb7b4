"""One work order is one trace: POST /sequential/execute, the run, ADK's spans, every tool call, and the tool
server's own spans for those calls, all under one trace id, the tool calls as child spans of the run.

Why it is built this way: the two sides are two processes, as in production, and trace context must cross a real
streamable-HTTP connection. The agent API runs in this process (uvicorn in a thread, a real socket) under an SDK
TracerProvider with the SDK's InMemorySpanExporter; the tool server is a real `permitflow-mcp --transport http`
child configured by its own settings (PERMITFLOW_TRACE_EXPORTER=file), so it installs its own provider the way a
deployed server does and writes its spans as JSON lines the test reads after stopping it. Running the tool server
in-process instead would share one provider between the sides and would not exercise the server's configuration;
the link between the sides is then only what crossed the wire (`_meta` and the `traceparent` header).
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from starlette.applications import Starlette

from agent_client.app import build_app
from agent_client.schemas import RunResult
from agent_client.settings import AgentSettings
from common import telemetry
from tests.support.api import serve_in_thread
from tests.support.mcp_harness import ROOT
from tests.support.processes import ToolServer

pytestmark = pytest.mark.slow


@pytest.fixture
def memory_spans() -> Iterator[InMemorySpanExporter]:
    """The SDK's in-memory exporter on the process's tracer provider (installed here if none is yet: the global
    provider can be set once per process); shut down afterwards, so later tests keep nothing."""
    provider = trace.get_tracer_provider()
    if not isinstance(provider, TracerProvider):
        trace.set_tracer_provider(TracerProvider(resource=Resource.create({SERVICE_NAME: "permitflow-api"})))
        provider = trace.get_tracer_provider()
    assert isinstance(provider, TracerProvider)
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    try:
        yield exporter
    finally:
        exporter.clear()
        exporter.shutdown()


def serve(app: Starlette) -> contextlib.AbstractContextManager[str]:
    return serve_in_thread(app, "agent API")


def hex_id(value: int) -> str:
    return f"0x{value:016x}"


def api_span(span: ReadableSpan) -> dict[str, Any]:
    """An in-memory span in the shape the tool server's file exporter writes (ReadableSpan.to_json)."""
    return json.loads(span.to_json(indent=None))


def tree(spans: list[dict[str, Any]]) -> str:
    """The spans as an indented tree (printed with -s; the picture of one trace)."""
    children: dict[str | None, list[dict[str, Any]]] = {}
    ids = {s["context"]["span_id"] for s in spans}
    for span in sorted(spans, key=lambda s: s["start_time"]):
        children.setdefault(span["parent_id"] if span["parent_id"] in ids else None, []).append(span)
    lines: list[str] = []

    def walk(parent: str | None, depth: int) -> None:
        for span in children.get(parent, []):
            lines.append(f"{'  ' * depth}{span['name']} [{span['resource']['attributes'].get('service.name')}]")
            walk(span["context"]["span_id"], depth + 1)

    walk(None, 0)
    return "\n".join(lines)


def test_one_execute_is_one_trace_with_the_tool_calls_as_child_spans(tmp_path: Path, memory_spans):
    span_file = tmp_path / "tool-spans.jsonl"
    server = ToolServer(
        tmp_path / "tools", PERMITFLOW_TRACE_EXPORTER="file", PERMITFLOW_TRACE_FILE=str(span_file)
    ).start()
    try:
        settings = AgentSettings(engine="rules", mcp_url=server.url, data_dir=tmp_path / "api", api_workers=1)
        assert settings.trace_exporters == []  # the API side exports nowhere itself: the test's provider records
        with serve(build_app(settings)) as api:
            response = httpx.post(f"{api}/sequential/execute", json={"workOrderId": "WO-10001"}, timeout=300)
        assert response.status_code == 200, response.text
        result = RunResult.model_validate(response.json())
        assert result.permits
    finally:
        server.stop()  # SIGTERM: the server ends its spans and closes the file

    api_spans = [api_span(s) for s in memory_spans.get_finished_spans()]
    tool_spans = [json.loads(line) for line in span_file.read_text(encoding="utf-8").splitlines() if line]
    request = [s for s in api_spans if s["name"] == "POST /sequential/execute"]
    assert len(request) == 1, [s["name"] for s in api_spans]
    trace_id = request[0]["context"]["trace_id"]
    assert request[0]["parent_id"] is None and request[0]["kind"] == "SpanKind.SERVER"

    # Every span of the API side belongs to that one trace (the run, ADK's workflow and agents, the tool calls).
    by_id = {s["context"]["span_id"]: s for s in api_spans}
    assert {s["context"]["trace_id"] for s in api_spans} == {trace_id}

    def ancestors(span: dict[str, Any]) -> list[str]:
        names = []
        while span.get("parent_id") in by_id:
            span = by_id[span["parent_id"]]
            names.append(span["name"])
        return names

    print(tree(api_spans + tool_spans))
    run = [s for s in api_spans if s["name"] == "run"]
    assert len(run) == 1 and run[0]["parent_id"] == request[0]["context"]["span_id"]
    assert run[0]["attributes"]["permitflow.run_id"] == result.runMeta.runId
    workflow = [s for s in api_spans if s["name"].startswith("invoke_workflow ")]
    assert len(workflow) == 1 and workflow[0]["parent_id"] == run[0]["context"]["span_id"], "ADK's spans join in"
    agents = {s["name"] for s in api_spans if by_id.get(s["parent_id"]) is workflow[0]}
    assert {"invoke_agent work_order_loader", "invoke_agent hazard_identification", "invoke_agent reporter"} <= agents

    # Each tool call: our execute_tool span -> the mcp SDK's CLIENT span -> the tool server's SERVER span.
    calls = [s for s in api_spans if s["name"].startswith("execute_tool ")]
    called = {s["attributes"]["gen_ai.tool.name"] for s in calls}
    wanted = {"workorders_get_workorder_by_id", "hazards_identify", "rules_evaluate_batch", "pdf_render_batch"}
    assert wanted <= called, called
    assert "runs_record" in called
    for call in calls:
        assert {"invoke_workflow permitflow", "run", "POST /sequential/execute"} <= set(ancestors(call))
    clients = {s["context"]["span_id"]: s for s in api_spans if s["name"].startswith("MCP send tools/call ")}
    assert len(clients) == len(calls)
    assert all(by_id[c["parent_id"]]["name"] == f"execute_tool {c['name'].split()[-1]}" for c in clients.values())

    served = [s for s in tool_spans if s["name"].startswith("tools/call ")]
    assert {s["context"]["trace_id"] for s in served} == {trace_id}, "the tool server's spans are in the run's trace"
    assert len(served) == len(calls), "one server span per tool call"
    for span in served:
        assert span["kind"] == "SpanKind.SERVER"
        parent = clients.get(span["parent_id"])
        assert parent is not None, f"{span['name']} is not a child of the API's call"
        assert parent["name"] == f"MCP send {span['name']}"
    assert {s["attributes"]["gen_ai.tool.name"] for s in served} == called

    # The traceparent header reached the server too: its HTTP spans for /mcp sit in the same trace, under API spans.
    http_spans = [s for s in tool_spans if s["name"] == "POST /mcp"]
    assert len(http_spans) >= len(calls)
    assert {s["context"]["trace_id"] for s in http_spans} == {trace_id}
    assert {s["parent_id"] for s in http_spans} <= set(by_id)
    assert {s["resource"]["attributes"]["service.name"] for s in tool_spans} == {"permitflow-tools"}


def test_tracing_is_off_by_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    for name in ("PERMITFLOW_TRACE_EXPORTER", "OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    assert AgentSettings(data_dir=tmp_path).trace_exporters == []
    monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318")
    assert AgentSettings(data_dir=tmp_path).trace_exporters == ["otlp"]
    monkeypatch.setenv("PERMITFLOW_TRACE_EXPORTER", "none")
    assert AgentSettings(data_dir=tmp_path).trace_exporters == []
    monkeypatch.setenv("PERMITFLOW_TRACE_EXPORTER", "gcp, console")
    assert AgentSettings(data_dir=tmp_path).trace_exporters == ["gcp", "console"]
    monkeypatch.setenv("PERMITFLOW_TRACE_EXPORTER", "zipkin")
    with pytest.raises(ValueError, match="PERMITFLOW_TRACE_EXPORTER"):
        AgentSettings(data_dir=tmp_path)
    assert telemetry.EXPORTERS == ("gcp", "otlp", "console", "file")


PROBE = """
import sys
from common import telemetry
from common.telemetry import TracingSettings
names = telemetry.configure(TracingSettings(), "probe")
with telemetry.tracer().start_as_current_span("probe span"):
    pass
print(names, telemetry.enabled())
"""


def run_probe(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("PERMITFLOW_", "OTEL_"))}
    clean.update(PERMITFLOW_DATA_DIR=str(tmp_path), **env)
    return subprocess.run(
        [sys.executable, "-c", PROBE], env=clean, cwd=str(ROOT), capture_output=True, text=True, timeout=120
    )


def test_off_installs_no_provider(tmp_path: Path):
    done = run_probe(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[] False"


def test_console_spans_go_to_stderr_never_stdout(tmp_path: Path):
    """stdout is the MCP protocol of a stdio tool server: a span printed there would corrupt it."""
    done = run_probe(tmp_path, PERMITFLOW_TRACE_EXPORTER="console", OTEL_SERVICE_NAME="probe-service")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['console'] True"
    span = json.loads(done.stderr[done.stderr.index("{") :])
    assert span["name"] == "probe span" and span["resource"]["attributes"]["service.name"] == "probe-service"
