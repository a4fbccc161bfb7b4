"""runs.record / runs.get: the agent client's run records, kept in the permit database."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field, JsonValue, ValidationError

from common.failures import InvalidInput
from mcp_server.auth.caller import require_run_writer
from mcp_server.db.errors import MAX_JSON_BYTES, validation_problems
from mcp_server.db.records import (
    MAX_DEGRADED,
    MAX_RAG_CONTEXTS,
    MAX_TOOL_CALLS,
    RUN_ID_PATTERN,
    DegradedNote,
    RecordResult,
    RunRecord,
    RunRecordIn,
    ToolCallRecord,
)
from mcp_server.deps import Deps

RunId = Annotated[str, Field(pattern=RUN_ID_PATTERN, description="run id: letters, digits and . _ : - (max 64)")]
IdempotencyKey = Annotated[str, Field(min_length=1, max_length=200, description="the key the run was recorded under")]


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="runs_record",
        title="runs.record",
        description=(
            "Save a pipeline run: its input, output, runMeta (policyVersion, ragSnapshot), every tool call "
            "{tool, arguments, resultSummary, durationMs, error}, RAG contexts, route and degraded backends. "
            "Run records are write-once: with runId it creates that run; sending the identical record again answers "
            "created=false, a different record under a recorded runId is refused, and so is an idempotencyKey that "
            "belongs to another run. Without runId: a new run with a generated id, unless idempotencyKey was already "
            "recorded, in which case the earlier runId comes back with created=false and nothing is written. Only "
            "the agent API's identity may write (a token with the permitflow:runs.write scope, or the service "
            f"token). Records over {MAX_JSON_BYTES // (1024 * 1024)} MB of JSON are refused."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
        ),
    )
    def runs_record(
        workOrderId: Annotated[str, Field(min_length=1, max_length=64, description="Work order id, e.g. WO-10001")],
        status: Annotated[str, Field(min_length=1, max_length=32, description="running, completed, failed, ...")],
        engine: Annotated[str, Field(min_length=1, max_length=64, description="what ran it, e.g. adk")],
        runId: RunId | None = None,
        idempotencyKey: IdempotencyKey | None = None,
        input: dict[str, JsonValue] | None = None,
        output: dict[str, JsonValue] | None = None,
        runMeta: dict[str, JsonValue] | None = None,
        toolCalls: Annotated[list[ToolCallRecord] | None, Field(max_length=MAX_TOOL_CALLS)] = None,
        ragContexts: Annotated[list[JsonValue] | None, Field(max_length=MAX_RAG_CONTEXTS)] = None,
        route: JsonValue = None,
        degraded: Annotated[list[DegradedNote] | None, Field(max_length=MAX_DEGRADED)] = None,
    ) -> RecordResult:
        require_run_writer()
        try:
            record = RunRecordIn(
                runId=runId,
                idempotencyKey=idempotencyKey,
                workOrderId=workOrderId,
                status=status,
                engine=engine,
                input=input or {},
                output=output,
                runMeta=runMeta or {},
                toolCalls=toolCalls or [],
                ragContexts=ragContexts or [],
                route=route,
                degraded=degraded or [],
            )
        except ValidationError as exc:
            raise InvalidInput(f"invalid run record: {validation_problems(exc)}") from None
        return deps.db.record_run(record)

    @server.tool(
        name="runs_get",
        title="runs.get",
        description=(
            "Fetch a recorded run by runId, or by the idempotencyKey it was recorded under (how a retried request "
            "finds the run it already made): everything runs.record saved, plus policyVersion, ragSnapshot, "
            "createdAt and updatedAt (UTC). Give exactly one of the two. Unknown ids and keys are an error naming them."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def runs_get(runId: RunId | None = None, idempotencyKey: IdempotencyKey | None = None) -> RunRecord:
        if (runId is None) == (idempotencyKey is None):
            raise InvalidInput("give exactly one of runId and idempotencyKey")
        return deps.db.get_run(runId) if runId is not None else deps.db.get_run_by_key(str(idempotencyKey))
