"""Runs the workflow for one work order at a time over one MCP toolset, and turns state into a RunResult.

Open with `async with Pipeline.open(settings) as pipeline:`; the toolset is opened and closed (`runner.close()`)
in the task that uses it. Every state delta of the run is checked against the ownership matrix.

Around the workflow: queued run records are sent first (agent_client/outbox.py); a request whose Idempotency-Key
already has a recorded run gets that run back instead of a new one; a run that crashes is still recorded, as
failed, by the reporter node run on its own.
"""

from __future__ import annotations

import contextlib
import json
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from functools import partial
from typing import Any

from google.adk.agents.invocation_context import InvocationContext, new_invocation_context_id
from google.adk.runners import InMemoryRunner
from google.adk.sessions import Session
from google.adk.sessions.base_session_service import GetSessionConfig
from google.genai import types
from pydantic import BaseModel

from agent_client.agents.reporter import Reporter
from agent_client.engine import engine_models
from agent_client.graph import WORKFLOW_NAME, build_workflow
from agent_client.idempotency import stored_key
from agent_client.outbox import RunOutbox
from agent_client.recorder import release
from agent_client.schemas import AgentFailure, ErrorCode, RunResult
from agent_client.settings import AgentSettings
from agent_client.shield import redact_output
from agent_client.state import CLIENT, REPORTER, check_writes
from agent_client.toolbox import ToolRejected, ToolUnavailable, build_toolset, call_tool
from guardrails.semantic import rules_only

log = logging.getLogger(__name__)
USER = "permitflow"
LIST_PAGE = 500
"""Work orders asked for per `workorders_list` call (the tool's own maximum)."""
OUTCOME_KEYS = ("run_result", "run_failure")
"""The state a finished run is read from: taken from the run's state deltas as they stream past, so the session
(every node's output, deep-copied by the in-memory session service) is not fetched again at the end."""
INPUT_STATUS = 422
"""A run that fails on its input (no work-order id) answers 422 like a request body that fails validation."""


def status_of(failure: AgentFailure) -> int:
    """The HTTP status of a failed run: the error code's own (guardrails.ErrorCode.http_status)."""
    return INPUT_STATUS if failure.error_code is ErrorCode.ERR_INVALID_INPUT else failure.http_status


class StepEvent(BaseModel):
    author: str
    stateKeys: list[str]
    escalate: bool = False


class PipelineError(RuntimeError):
    def __init__(self, failure: AgentFailure, status_code: int, result: RunResult | None = None) -> None:
        super().__init__(failure.message)
        self.failure = failure
        self.status_code = status_code
        self.result = result


def node_name(event: Any) -> str:
    """The graph node that produced an event: the last segment of its node path, else its author."""
    path = getattr(getattr(event, "node_info", None), "path", None) or ""
    return path.rsplit("/", 1)[-1].split("@", 1)[0] if path else (event.author or "")


StepCallback = Callable[[StepEvent], Awaitable[None]]


class Pipeline:
    def __init__(
        self,
        settings: AgentSettings,
        engine: str | None = None,
        models: dict[str, Any] | None = None,
        tool_filter: list[str] | None = None,
    ):
        self.settings = settings
        self.engine = engine or settings.resolved_engine
        models = models if models is not None else engine_models(settings, self.engine)
        self.toolset = build_toolset(settings, tool_filter)
        self.workflow = build_workflow(
            self.toolset,
            self.engine,
            models,
            settings.max_refinements,
            outbox_dir=settings.outbox_dir,
            model_budget_s=settings.model_budget_s,
        )
        self.runner = InMemoryRunner(node=self.workflow, app_name=WORKFLOW_NAME)
        self.outbox = RunOutbox(settings.outbox_dir)
        # Not a node of the graph: records a run whose workflow crashed, the way the graph's reporter would have.
        self.crash_reporter = Reporter(
            name=REPORTER, tools=[self.toolset], engine=self.engine, outbox_dir=settings.outbox_dir
        )
        self.last_session_id: str | None = None

    async def session_state(self) -> dict[str, Any]:
        """The current state of the latest run's session (for tests and debugging)."""
        session = await self.runner.session_service.get_session(
            app_name=WORKFLOW_NAME, user_id=USER, session_id=self.last_session_id or ""
        )
        return dict(session.state) if session else {}

    @classmethod
    @contextlib.asynccontextmanager
    async def open(
        cls,
        settings: AgentSettings,
        engine: str | None = None,
        models: dict[str, Any] | None = None,
        tool_filter: list[str] | None = None,
    ) -> AsyncIterator[Pipeline]:
        """`tool_filter` limits the tools the client will use (e.g. to run without a backend)."""
        pipeline = cls(settings, engine, models, tool_filter)
        try:
            yield pipeline
        finally:
            await pipeline.runner.close()

    async def run(self, work_order_id: str, on_step: StepCallback | None = None) -> RunResult:
        async for item in self.stream(work_order_id):
            if isinstance(item, RunResult):
                return item
            if on_step:
                await on_step(item)
        raise PipelineError(AgentFailure.of(WORKFLOW_NAME, ErrorCode.ERR_INTERNAL, "no result"), 500)

    async def stream(
        self, work_order_id: str, idempotency_key: str | None = None
    ) -> AsyncIterator[StepEvent | RunResult]:
        """One StepEvent per state-changing node step, then the RunResult; a failed run raises PipelineError.

        With `idempotency_key` the run record is saved under it, so a retried request is never recorded twice."""
        initial = {"work_order_id": work_order_id, "engine": self.engine}
        if idempotency_key:
            initial["idempotency_key"] = idempotency_key
        check_writes(CLIENT, initial)
        sessions = self.runner.session_service
        if self.last_session_id:  # keep only the latest run's session, so a long-lived pipeline does not grow
            await sessions.delete_session(app_name=WORKFLOW_NAME, user_id=USER, session_id=self.last_session_id)
        session = await sessions.create_session(app_name=WORKFLOW_NAME, user_id=USER, state=initial)
        self.last_session_id = session.id
        await self.flush_outbox()
        if idempotency_key:
            replayed = await self.recorded_result(work_order_id, idempotency_key)
            if replayed is not None:
                release(session.id)
                yield replayed
                return
        # The id's one channel is state (`initial` above); the message is the user turn an LLM engine's agents see,
        # and no node reads an id from it.
        message = types.Content(role="user", parts=[types.Part(text=json.dumps({"workOrderId": work_order_id}))])
        outcome: dict[str, Any] = {}  # run_result / run_failure as the last state deltas wrote them
        try:
            with self.screening():
                async for event in self.runner.run_async(user_id=USER, session_id=session.id, new_message=message):
                    delta = dict(event.actions.state_delta or {}) if event.actions else {}
                    if not delta:
                        continue
                    author = node_name(event)
                    check_writes(author, delta)
                    outcome.update((k, delta[k]) for k in OUTCOME_KEYS if k in delta)
                    escalate = bool(event.actions.escalate) or "run_failure" in delta
                    yield StepEvent(author=author, stateKeys=sorted(delta), escalate=escalate)
            if not outcome:  # nothing in the deltas: read the session's state (without deep-copying its events)
                state_only = GetSessionConfig(num_recent_events=0)
                final = await sessions.get_session(
                    app_name=WORKFLOW_NAME, user_id=USER, session_id=session.id, config=state_only
                )
                outcome = {k: final.state.get(k) for k in OUTCOME_KEYS} if final else {}
        except Exception as exc:
            log.exception("run of %s crashed", work_order_id)
            message = f"run crashed ({type(exc).__name__}); see the agent log"
            run_id = await self.record_crash(session, message)
            failure = AgentFailure.of(WORKFLOW_NAME, ErrorCode.ERR_INTERNAL, message, runId=run_id)
            raise PipelineError(failure, 500) from exc
        finally:
            release(session.id)
        result = RunResult.model_validate(outcome["run_result"]) if outcome.get("run_result") else None
        failure = outcome.get("run_failure")
        if failure or result is None:
            failure = failure or {"agent": WORKFLOW_NAME, "code": "ERR_INTERNAL", "message": "run produced no result"}
            body = AgentFailure.of(
                failure["agent"],
                failure["code"],
                redact_output(failure["message"])[0],
                **redact_output(failure.get("details") or {})[0],
                runId=result.runMeta.runId if result else None,
            )
            raise PipelineError(body, status_of(body), result)
        yield result

    def screening(self) -> contextlib.AbstractContextManager[None]:
        """The rules engine puts no text in a prompt, so its screening (for runMeta's flags) uses the rules alone;
        the semantic screen costs a model pass per sentence and is kept for the engines that prompt a model."""
        return rules_only() if self.engine == "rules" else contextlib.nullcontext()

    def direct_context(self, session: Session) -> InvocationContext:
        """A context for tool calls made around the workflow rather than by one of its nodes."""
        return InvocationContext(
            session_service=self.runner.session_service,
            invocation_id=new_invocation_context_id(),
            agent=self.crash_reporter,
            session=session,
        )

    @contextlib.asynccontextmanager
    async def aside(self) -> AsyncIterator[InvocationContext]:
        """A context whose tool calls are kept out of any run's record (bookkeeping, not the run's own work)."""
        session = Session(id=f"aside-{uuid.uuid4().hex}", app_name=WORKFLOW_NAME, user_id=USER)
        try:
            yield self.direct_context(session)
        finally:
            release(session.id)

    async def flush_outbox(self) -> None:
        """Send run records that waited for the tool server; one it refuses is set aside, never retried forever."""
        if not self.outbox.pending():
            return
        async with self.aside() as ctx:
            await self.outbox.flush(partial(self.send_queued, ctx))

    async def send_queued(self, ctx: InvocationContext, record: dict[str, Any]) -> bool:
        try:
            await call_tool(ctx, self.toolset, "runs_record", record, agent=CLIENT)
        except ToolRejected as exc:
            log.error("queued run record %s refused: %s", record.get("runId"), exc.message)
            return False
        return True

    async def work_order_ids(self) -> list[str]:
        """Every work order the tool server knows, in its order, through `workorders_list` page by page (so with
        PERMITFLOW_MCP_URL the list is that server's). Raises ToolUnavailable / ToolRejected."""
        ids: list[str] = []
        offset: int | None = 0
        async with self.aside() as ctx:
            while offset is not None:
                args = {"offset": offset, "limit": LIST_PAGE}
                page = await call_tool(ctx, self.toolset, "workorders_list", args, agent=CLIENT)
                ids += [str(entry["id"]) for entry in page.get("workOrders") or []]
                offset = page.get("nextOffset")
        return ids

    async def recorded_result(self, work_order_id: str, key: str) -> RunResult | None:
        """The run already recorded under this Idempotency-Key (before a restart, say), replayed; else None."""
        try:
            async with self.aside() as ctx:
                record = await call_tool(ctx, self.toolset, "runs_get", {"idempotencyKey": stored_key(key)}, CLIENT)
        except (ToolRejected, ToolUnavailable):  # not recorded (or no tool server: the run itself will say so)
            return None
        if record.get("workOrderId") != work_order_id:
            failure = AgentFailure.of(
                WORKFLOW_NAME,
                ErrorCode.ERR_INVALID_INPUT,
                f"Idempotency-Key was first used for work order {record.get('workOrderId')}",
            )
            raise PipelineError(failure, INPUT_STATUS)
        if record.get("status") not in ("completed", "degraded", "needs_review") or not record.get("output"):
            return None
        meta = {**(record.get("runMeta") or {}), "runId": record["runId"], "replayed": True}
        return RunResult.model_validate({**record["output"], "runMeta": meta})

    async def record_crash(self, session: Session, message: str) -> str | None:
        """Record a run whose workflow raised, as failed, with the tool calls it made; its runId, if recorded."""
        try:
            latest = await self.runner.session_service.get_session(
                app_name=WORKFLOW_NAME, user_id=USER, session_id=session.id
            )
            latest = latest or session
            latest.state["run_failure"] = {"agent": WORKFLOW_NAME, "code": "ERR_INTERNAL", "message": message}
            delta = await self.crash_reporter.step(self.direct_context(latest))
            return delta["run_result"]["runMeta"].get("runId")
        except Exception:  # noqa: BLE001 - recording must never hide the crash it records
            log.exception("the crashed run could not be recorded")
            return None
