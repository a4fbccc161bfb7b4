"""OpenTelemetry traces for both sides, so one work order is one trace from the agent API to the tool server.

Why it is built this way:
- Everything that emits spans does so through the global OpenTelemetry API: ADK (invocation, workflow and agent
  spans), the mcp SDK (a CLIENT span per request, whose W3C context it puts in the request's `_meta`, and a SERVER
  span per request on the tool server, parented from that `_meta`), and the few spans PermitFlow adds (the HTTP
  request, the run, each tool call with its retries). The one thing a process must do itself is install a
  TracerProvider with exporters, once, at start: `configure()`, called by each entry point.
- Off by default: with no exporter configured no SDK provider is installed, every span is the API's no-op, and
  `TracingMiddleware` does not even read the headers. That is the cost of "off": one isinstance per request.
- Exporters, any combination (PERMITFLOW_TRACE_EXPORTER="gcp,console"): `gcp` (Cloud Trace, with the
  opentelemetry-exporter-gcp-trace package), `otlp` (OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, e.g. a collector
  that forwards to Cloud Trace), `console` (JSON per span on stderr: stdout is the MCP protocol on stdio), `file`
  (one JSON span per line in PERMITFLOW_TRACE_FILE, for local inspection and for the cross-process test). With
  the variable unset, OTLP is on exactly when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set.
- The HTTP `traceparent` header is carried too (`inject_traceparent` as an httpx request hook on the client,
  `TracingMiddleware` on both servers): the MCP `_meta` already links the spans, but the header is what Cloud
  Run's front end and any proxy in between read, and it also covers requests refused before MCP runs (401, 429).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from pathlib import Path
from typing import Annotated, Any, Literal

from opentelemetry import propagate, trace
from opentelemetry.trace import SpanKind, StatusCode
from pydantic import AliasChoices, Field, field_validator
from pydantic_settings import NoDecode

from common.settings import PermitFlowSettings

log = logging.getLogger(__name__)
Exporter = Literal["gcp", "otlp", "console", "file"]
EXPORTERS: tuple[str, ...] = ("gcp", "otlp", "console", "file")
TRACER_NAME = "permitflow"
_lock = threading.Lock()
_installed: list[str] | None = None


class TracingSettings(PermitFlowSettings):
    """The trace settings both the tool server and the agent API read."""

    trace_exporter: Annotated[list[Exporter] | None, NoDecode] = Field(
        default=None,
        validation_alias=AliasChoices("PERMITFLOW_TRACE_EXPORTER", "trace_exporter"),
        description="gcp, otlp, console, file (comma-separated for several); 'none' for off; "
        "unset: otlp when OTEL_EXPORTER_OTLP_ENDPOINT is set, else off",
    )
    trace_file: Path | None = Field(
        default=None, description="JSON-lines span file of the `file` exporter; default <data dir>/traces.jsonl"
    )
    trace_sample_ratio: float = Field(
        default=1.0, ge=0.0, le=1.0, description="share of new traces kept; a caller's traceparent decides for its own"
    )
    trace_project: str | None = Field(
        default=None,
        validation_alias=AliasChoices("PERMITFLOW_TRACE_PROJECT", "GOOGLE_CLOUD_PROJECT", "trace_project"),
        description="Cloud Trace project; default the credentials' project (on Cloud Run, the service's)",
    )
    otlp_endpoint: str | None = Field(
        default=None,
        validation_alias=AliasChoices("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT"),
        description="OTLP/HTTP collector; read by the OTLP exporter itself, here only to turn it on",
    )
    service_name: str | None = Field(
        default=None,
        validation_alias=AliasChoices("OTEL_SERVICE_NAME", "service_name"),
        description="service.name of this process's spans; default permitflow-tools / permitflow-api",
    )

    @field_validator("trace_exporter", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        if isinstance(value, str):
            names = [n.strip().lower() for n in value.split(",") if n.strip()]
            return [] if names in ([], ["none"], ["off"]) else names
        return value

    @property
    def trace_exporters(self) -> list[str]:
        """The exporters to install: the explicit list, else OTLP when an OTLP endpoint is set, else none."""
        if self.trace_exporter is not None:
            return list(dict.fromkeys(self.trace_exporter))
        return ["otlp"] if self.otlp_endpoint else []


def enabled() -> bool:
    """True when a real (SDK) tracer provider is installed, by `configure()` or by whoever embeds us (a test)."""
    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider | trace.NoOpTracerProvider)


_tracer = trace.get_tracer(TRACER_NAME)  # a proxy: it follows the provider installed later


def tracer() -> trace.Tracer:
    return _tracer


def _exporter(name: str, settings: TracingSettings) -> Any:
    from opentelemetry.sdk.trace.export import ConsoleSpanExporter

    if name == "gcp":
        from opentelemetry.exporter.cloud_trace import CloudTraceSpanExporter

        return (
            CloudTraceSpanExporter(project_id=settings.trace_project)
            if settings.trace_project
            else (CloudTraceSpanExporter())
        )
    if name == "otlp":
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        return OTLPSpanExporter()  # endpoint, headers, timeout from the standard OTEL_EXPORTER_OTLP_* variables
    if name == "console":
        return ConsoleSpanExporter(out=sys.stderr)
    path = settings.trace_file or settings.resolved_data_dir / "traces.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    out = path.open("a", encoding="utf-8", buffering=1)
    return ConsoleSpanExporter(out=out, formatter=lambda span: span.to_json(indent=None) + os.linesep)


def configure(settings: TracingSettings, default_service: str) -> list[str]:
    """Install the process's tracer provider and exporters from `settings`, once; the exporters now in use.

    Nothing is installed when no exporter is configured (tracing stays the API's no-op), nor when a provider was
    installed already (by an earlier call, or by a test with its own in-memory exporter)."""
    global _installed
    with _lock:
        if _installed is not None:
            return _installed
        names = settings.trace_exporters
        if not names or enabled():
            _installed = []
            return _installed
        from opentelemetry.sdk.resources import SERVICE_NAME, Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
        from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

        resource = Resource.create({SERVICE_NAME: settings.service_name or default_service})
        provider = TracerProvider(
            resource=resource, sampler=ParentBased(TraceIdRatioBased(settings.trace_sample_ratio))
        )
        for name in names:
            exporter = _exporter(name, settings)
            # Network exporters batch off the request path; the local ones write each span as it ends.
            local = name in ("console", "file")
            provider.add_span_processor(SimpleSpanProcessor(exporter) if local else BatchSpanProcessor(exporter))
        trace.set_tracer_provider(provider)
        _installed = names
        log.info("tracing to %s as %s", ",".join(names), settings.service_name or default_service)
        return _installed


async def inject_traceparent(request: Any) -> None:
    """httpx/httpx2 request hook: the current span's W3C `traceparent` (and `tracestate`) as request headers."""
    if enabled():
        carrier: dict[str, str] = {}
        propagate.inject(carrier)
        for key, value in carrier.items():
            request.headers[key] = value


class TracingMiddleware:
    """ASGI: each HTTP request is a SERVER span, parented from the caller's `traceparent` header when it has one.

    The span name is the method and, for the app's own routes (`paths`), the path; anything else (a scanner's
    random URL) is named by its method alone, so span names stay few."""

    def __init__(self, app: Any, paths: frozenset[str] | set[str] = frozenset()) -> None:
        self.app = app
        self.paths = frozenset(paths)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not enabled():
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope.get("headers") or []}
        method, path = scope.get("method", "GET"), scope.get("path", "")
        route = path if path in self.paths else None
        attributes: dict[str, Any] = {"http.request.method": method, "url.path": path}
        if route:
            attributes["http.route"] = route
        name = f"{method} {route}" if route else method
        with tracer().start_as_current_span(
            name, context=propagate.extract(headers), kind=SpanKind.SERVER, attributes=attributes
        ) as span:

            async def traced_send(message: dict[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    status = int(message["status"])
                    span.set_attribute("http.response.status_code", status)
                    if status >= 500:
                        span.set_status(StatusCode.ERROR)
                await send(message)

            await self.app(scope, receive, traced_send)
