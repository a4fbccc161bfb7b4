"""HTTP API: `POST /sequential/execute` (JSON or Server-Sent Events), `GET /healthz`, `GET /openapi.json`.

As SSE a run answers `accepted` as soon as it is admitted (before any tool call), then one `step` per state-changing
node step, then `result` or `error` (an AgentFailure: an unknown work order, a tool server that went away). As JSON
it answers the RunResult, or the AgentFailure with its code's status (404 for an unknown work order).

Runs go to a pool of long-lived pipelines (`PERMITFLOW_API_WORKERS`, `agent_client.http.WorkerPool`); each is owned
by one worker task that opens, uses and closes its MCP toolset, so the toolset is closed in the task that opened
it. The handler reads the run's steps from a queue. Body limits, authentication (the static service token or a
signed JWT) and the AgentFailure answers come from the shared HTTP shell (`agent_client/http.py`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from collections.abc import AsyncIterator
from typing import Any

from pydantic import BaseModel, Field
from pydantic.json_schema import models_json_schema
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from agent_client import http
from agent_client.board import Board
from agent_client.engine import engine_models
from agent_client.idempotency import HEADER, IdempotencyCache, KeyMismatch, valid_key
from agent_client.pipeline import Pipeline, PipelineError, StepEvent
from agent_client.review.endpoint import ReviewEndpoint
from agent_client.schemas import AgentFailure, ErrorCode, RunResult
from agent_client.settings import AgentSettings
from common import logmask, telemetry
from common.ids import WORK_ORDER_ID_PATTERN
from common.ratelimit import RateLimitMiddleware
from guardrails import semantic

log = logging.getLogger(__name__)
API_AGENT = "sequential-agent"
ROUTES = frozenset({"/sequential/execute", "/agent/run", "/healthz", "/openapi.json"})
_END = object()


class ExecuteRequest(BaseModel):
    workOrderId: str = Field(pattern=WORK_ORDER_ID_PATTERN, description="e.g. WO-10001")


def failure_response(
    status: int | None, code: ErrorCode | str, message: str, details: dict[str, Any] | None = None
) -> JSONResponse:
    """An AgentFailure body from this endpoint; `status` defaults to the code's own (ErrorCode.http_status)."""
    return http.failure_response(API_AGENT, status, code, message, details)


def error_response(exc: PipelineError) -> JSONResponse:
    return JSONResponse(exc.failure.model_dump(mode="json"), status_code=exc.status_code)


async def http_error(_: Request, exc: Exception) -> Response:
    """Unknown route, wrong method, ...: Starlette's HTTPException as an AgentFailure."""
    status = getattr(exc, "status_code", 500)
    code = ErrorCode.ERR_INTERNAL if status >= 500 else ErrorCode.ERR_INVALID_INPUT
    response = failure_response(status, code, str(getattr(exc, "detail", "")) or "request failed")
    response.headers.update(getattr(exc, "headers", None) or {})
    return response


async def crash(request: Request, exc: Exception) -> Response:
    """Any unhandled exception: logged with its traceback, answered without it."""
    log.error("%s %s crashed", request.method, request.url.path, exc_info=exc)
    return failure_response(500, ErrorCode.ERR_INTERNAL, f"the request failed ({type(exc).__name__})")


class Job:
    def __init__(self, work_order_id: str, idempotency_key: str | None = None) -> None:
        self.work_order_id = work_order_id
        self.idempotency_key = idempotency_key
        self.queue: asyncio.Queue = asyncio.Queue()
        self.outcome: asyncio.Future[RunResult] = asyncio.get_running_loop().create_future()
        self.outcome.add_done_callback(lambda f: f.cancelled() or f.exception())  # retrieved: no warning

    def settle(self, item: Any) -> None:
        if self.outcome.done():
            return
        if isinstance(item, RunResult):
            self.outcome.set_result(item)
        elif isinstance(item, PipelineError):
            self.outcome.set_exception(item)


async def serve(pipeline: Pipeline, job: Job) -> None:
    """One run on a worker's pipeline: every step to the job's queue, then _END; the run is one span, in the trace of
    the request that asked for it (ADK's and the tool calls' spans below it)."""
    span_attributes = {"permitflow.work_order_id": job.work_order_id}
    with telemetry.tracer().start_as_current_span("run", attributes=span_attributes) as span:
        await _serve(pipeline, job, span)


async def _serve(pipeline: Pipeline, job: Job, span: Any) -> None:
    try:
        async for item in pipeline.stream(job.work_order_id, job.idempotency_key):
            job.settle(item)
            if isinstance(item, RunResult):
                span.set_attributes({"permitflow.run_id": item.runMeta.runId or "", "permitflow.status": item.status})
            await job.queue.put(item)
    except PipelineError as exc:
        span.set_attributes({"permitflow.error_code": str(exc.failure.error_code), "permitflow.status": "failed"})
        job.settle(exc)
        await job.queue.put(exc)
    except Exception as exc:
        failure = AgentFailure.of(API_AGENT, ErrorCode.ERR_INTERNAL, f"pipeline failed ({type(exc).__name__})")
        job.settle(PipelineError(failure, 500))
        await job.queue.put(PipelineError(failure, 500))
        raise
    finally:
        job.settle(PipelineError(AgentFailure.of(API_AGENT, ErrorCode.ERR_INTERNAL, "the run ended early"), 500))
        await job.queue.put(_END)


def pipeline_pool(settings: AgentSettings) -> http.WorkerPool[Pipeline, Job]:
    """N long-lived pipelines, each owned by one worker task that opens, uses and closes its MCP toolset.

    Reusing a pipeline keeps its tool server (and the embedding model inside it) warm between requests.
    """
    return http.WorkerPool("pipeline", settings.api_workers, lambda: Pipeline.open(settings), serve)


def chain(source: asyncio.Future[RunResult], target: asyncio.Future[RunResult]) -> None:
    """Resolve the idempotency entry with the job's outcome."""
    if target.done():
        return
    if source.cancelled():
        target.cancel()
    elif source.exception() is not None:
        target.set_exception(source.exception())
    else:
        target.set_result(source.result())


def sse(event: str, data: Any) -> str:
    return f"event: {event}\ndata: {json.dumps(data, default=str)}\n\n"


class AcceptedEvent(BaseModel):
    """The first event of every SSE answer, sent as soon as the run is admitted to the worker pool and before any
    tool call, so a client knows at once that its run is under way (the work order itself is read by the run's first
    step: an unknown one ends the stream with an `error` event)."""

    workOrderId: str
    engine: str
    replay: bool = False
    """True when an Idempotency-Key retry waits for the first request's run instead of starting one."""


def build_app(settings: AgentSettings | None = None) -> Starlette:
    settings = settings or AgentSettings()
    engine_models(settings, settings.resolved_engine)  # an unusable engine fails at startup, not per request
    if settings.resolved_engine != "rules":
        semantic.current()  # load the screen's model at startup, not inside the first request's event loop turn
    logmask.install(settings.api_token, settings.mcp_token, settings.openai_api_key, os.environ.get("GOOGLE_API_KEY"))
    pool = pipeline_pool(settings)
    idempotent = IdempotencyCache()
    auth = http.Authenticator(settings.api_token, settings)
    review = ReviewEndpoint(settings, auth=auth)  # POST /agent/run; its workers start on the first request
    board = Board(settings, auth)  # GET /board: the read-only permit board, behind the same tokens

    async def execute(request: Request) -> Response:
        # Any verified caller may run the pipeline: a person's JWT, the service token, or anyone when no token
        # is configured at all. Nothing in the body names a person.
        principal = http.authenticate(request, auth, API_AGENT)
        if isinstance(principal, JSONResponse):
            return principal
        parsed = await http.read_json(request, ExecuteRequest, settings.max_body_bytes, API_AGENT)
        if isinstance(parsed, JSONResponse):
            return parsed
        key = request.headers.get(HEADER)
        if key is not None and not valid_key(key):
            return failure_response(422, ErrorCode.ERR_INVALID_INPUT, "Idempotency-Key: 1..200 printable ASCII chars")
        if key is not None:
            try:
                outcome, owner = idempotent.claim(key, parsed.workOrderId)
            except KeyMismatch as exc:
                return failure_response(422, ErrorCode.ERR_INVALID_INPUT, str(exc))
            if not owner:
                return await replay(request, parsed.workOrderId, outcome)
        job = Job(parsed.workOrderId, key)
        if key is not None:
            job.outcome.add_done_callback(lambda done: chain(done, outcome))
        await pool.submit(job)
        queue = job.queue
        if streams(request):
            # The run is admitted: say so now, before any tool call; steps, then `result` or `error`, follow.
            accepted = AcceptedEvent(workOrderId=parsed.workOrderId, engine=settings.resolved_engine)
            return StreamingResponse(stream_events(accepted, queue), media_type="text/event-stream")
        final = await queue.get()
        while not isinstance(final, RunResult | PipelineError) and final is not _END:
            final = await queue.get()
        if isinstance(final, PipelineError):
            return error_response(final)
        if not isinstance(final, RunResult):
            return failure_response(500, ErrorCode.ERR_INTERNAL, "the run ended without a result")
        headers = {"Idempotent-Replayed": "true"} if final.runMeta.replayed else None
        return JSONResponse(final.model_dump(mode="json"), headers=headers)

    def streams(request: Request) -> bool:
        return "text/event-stream" in request.headers.get("accept", "")

    async def stream_events(accepted: AcceptedEvent, queue: asyncio.Queue) -> AsyncIterator[str]:
        yield sse("accepted", accepted.model_dump())
        while (item := await queue.get()) is not _END:
            if isinstance(item, StepEvent):
                yield sse("step", item.model_dump())
            elif isinstance(item, RunResult):
                yield sse("result", item.model_dump(mode="json"))
            elif isinstance(item, PipelineError):
                yield sse("error", item.failure.model_dump(mode="json"))

    async def replayed(outcome: asyncio.Future[RunResult]) -> RunResult:
        result = await asyncio.shield(outcome)
        return result.model_copy(update={"runMeta": result.runMeta.model_copy(update={"replayed": True})})

    async def replay(request: Request, work_order_id: str, outcome: asyncio.Future[RunResult]) -> Response:
        """A retried request: the first request's run, never a new one."""
        headers = {"Idempotent-Replayed": "true"}
        if streams(request):
            accepted = AcceptedEvent(workOrderId=work_order_id, engine=settings.resolved_engine, replay=True)
            return StreamingResponse(replay_events(accepted, outcome), media_type="text/event-stream", headers=headers)
        try:
            result = await replayed(outcome)
        except PipelineError as exc:
            return error_response(exc)
        return JSONResponse(result.model_dump(mode="json"), headers=headers)

    async def replay_events(accepted: AcceptedEvent, outcome: asyncio.Future[RunResult]) -> AsyncIterator[str]:
        yield sse("accepted", accepted.model_dump())
        try:
            yield sse("result", (await replayed(outcome)).model_dump(mode="json"))
        except PipelineError as exc:
            yield sse("error", exc.failure.model_dump(mode="json"))

    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "engine": settings.resolved_engine})

    async def openapi(_: Request) -> JSONResponse:
        return JSONResponse(openapi_document())

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        pool.start()
        try:
            yield
        finally:
            await review.close()
            await pool.close()

    return Starlette(
        lifespan=lifespan,
        middleware=[
            Middleware(telemetry.TracingMiddleware, paths=ROUTES),
            Middleware(
                RateLimitMiddleware,
                limit=settings.api_rate_limit,
                agent_id="permitflow-api",
                tokens=[settings.api_token],
            ),
        ],
        exception_handlers={HTTPException: http_error, Exception: crash},
        routes=[
            Route("/sequential/execute", execute, methods=["POST"]),
            Route("/agent/run", review.handle, methods=["POST"]),
            Route("/healthz", healthz, methods=["GET"]),
            Route("/openapi.json", openapi, methods=["GET"]),
            Route("/board", board.page, methods=["GET"]),
            Route("/board/permits/{permitId}", board.permit, methods=["GET"]),
        ],
    )


def component_schemas() -> dict[str, Any]:
    _, schemas = models_json_schema(
        [(ExecuteRequest, "validation"), (RunResult, "serialization"), (AgentFailure, "serialization")],
        ref_template="#/components/schemas/{model}",
    )
    return schemas["$defs"]


def openapi_document() -> dict[str, Any]:
    failure = {"$ref": "#/components/schemas/AgentFailure"}

    def error(description: str) -> dict[str, Any]:
        return {"description": description, "content": {"application/json": {"schema": failure}}}

    return {
        "openapi": "3.1.0",
        "info": {"title": "PermitFlow sequential agent", "version": "0.1.0"},
        "paths": {
            "/sequential/execute": {
                "post": {
                    "summary": "Run A1 hazards → A2 permits → A3/A4 validate-refine loop for one work order",
                    "security": [{"bearer": []}],
                    "parameters": [
                        {
                            "name": "Idempotency-Key",
                            "in": "header",
                            "required": False,
                            "description": "retries with the same key get the first request's run, never a new one",
                            "schema": {"type": "string", "pattern": "^[\\x21-\\x7e]{1,200}$"},
                        }
                    ],
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ExecuteRequest"}}},
                    },
                    "responses": {
                        "200": {
                            "description": (
                                "The run result; as SSE: `accepted` (at once, before any tool call), `step` events, "
                                "then `result` or `error`"
                            ),
                            "content": {
                                "application/json": {"schema": {"$ref": "#/components/schemas/RunResult"}},
                                "text/event-stream": {"schema": {"type": "string"}},
                            },
                        },
                        "400": error("Malformed JSON"),
                        "401": error("Missing, expired or wrong bearer token (service token or signed JWT)"),
                        "404": error("Unknown work order"),
                        "413": error("Body too large"),
                        "422": error("Missing or wrong-typed field"),
                        "429": error("Too many requests"),
                        "500": error("The run failed"),
                        "503": error("A required tool is unavailable"),
                    },
                }
            },
            "/healthz": {"get": {"summary": "Liveness", "responses": {"200": {"description": "ok"}}}},
        },
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
            "schemas": component_schemas(),
        },
    }
