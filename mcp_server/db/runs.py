"""Run records of the agent client (which keeps no database of its own): write-once by runId, idempotent by key.

A recorded run is never replaced: the API replays a run found by its Idempotency-Key, so a record that anyone could
overwrite (0 permits, say) would be served as the answer to someone else's request. Sending the very same record
again (a retry whose first answer was lost, a queued record sent twice) is accepted and changes nothing.
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from mcp_server.db.errors import IdempotencyConflict, InvalidRecord, RunNotFound, RunRecordExists, ensure_json_size
from mcp_server.db.models import RunRow, RunToolCallRow, utcnow
from mcp_server.db.records import (
    MAX_TOOL_CALLS,
    RecordResult,
    RunRecord,
    RunRecordIn,
    ToolCallRecord,
)
from mcp_server.db.store import Store


def _apply(row: RunRow, record: RunRecordIn) -> None:
    row.work_order_id = record.workOrderId
    row.status = record.status
    row.engine = record.engine
    row.input = record.input
    row.output = record.output
    row.run_meta = record.runMeta
    row.policy_version = record.runMeta.get("policyVersion")  # type: ignore[assignment]
    row.rag_snapshot = record.runMeta.get("ragSnapshot")  # type: ignore[assignment]
    row.rag_contexts = record.ragContexts
    row.route = record.route
    row.degraded = record.degraded
    row.updated_at = utcnow()
    if record.idempotencyKey is not None:
        row.idempotency_key = record.idempotencyKey


def _tool_call_rows(run_id: str, record: RunRecordIn) -> list[RunToolCallRow]:
    return [
        RunToolCallRow(
            run_id=run_id,
            seq=i,
            tool=c.tool,
            arguments=c.arguments,
            result_summary=c.resultSummary,
            duration_ms=c.durationMs,
            error=c.error,
        )  # fmt: skip
        for i, c in enumerate(record.toolCalls)
    ]


def _same_record(stored: RunRecord, record: RunRecordIn) -> bool:
    """Is `record` the one already stored (a resend), as opposed to a different record under the same runId?"""
    fields = set(RunRecordIn.model_fields) - {"idempotencyKey"}
    return stored.model_dump(mode="json", include=fields) == record.model_dump(mode="json", include=fields)


class RunStore(Store):
    """Run records of the agent client, mixed into `Database`."""

    def record_run(self, record: RunRecordIn) -> RecordResult:
        """Create a run, once.

        With a runId: a new run under it (its idempotencyKey, if any, must not belong to another run); the same
        record sent again answers created=false; a different one under a recorded runId is refused (RunRecordExists).
        Without one: a key seen before returns the earlier run untouched (created=false, nothing written); otherwise
        a new run with a generated id. Concurrent duplicates lose the insert race and take the other path.
        """
        if len(record.toolCalls) > MAX_TOOL_CALLS:
            raise InvalidRecord(f"run has {len(record.toolCalls)} tool calls; the limit is {MAX_TOOL_CALLS}")
        ensure_json_size(record.model_dump(mode="json"), "run record")
        for _ in range(2):
            try:
                return self._record_once(record)
            except IntegrityError:
                continue
        return self._record_once(record)

    def _record_once(self, record: RunRecordIn) -> RecordResult:
        with self.write() as session:
            owner = None
            if record.idempotencyKey is not None:
                owner = session.scalar(sa.select(RunRow.run_id).where(RunRow.idempotency_key == record.idempotencyKey))
            if record.runId is None:
                if owner is not None:
                    return RecordResult(runId=owner, created=False)
                run_id, row = f"run-{uuid.uuid4().hex}", None
            else:
                run_id = record.runId
                if owner is not None and owner != run_id:
                    raise IdempotencyConflict(
                        f"idempotencyKey {record.idempotencyKey!r} already belongs to run {owner!r}, not {run_id!r}"
                    )
                row = session.get(RunRow, run_id, with_for_update=True)
            if row is not None:
                if record.idempotencyKey and row.idempotency_key and row.idempotency_key != record.idempotencyKey:
                    raise IdempotencyConflict(
                        f"run {run_id!r} was recorded with a different idempotencyKey {row.idempotency_key!r}"
                    )
                if not _same_record(self._run_record(session, row), record):
                    raise RunRecordExists(run_id)
                return RecordResult(runId=run_id, created=False)
            row = RunRow(run_id=run_id, created_at=utcnow())
            session.add(row)
            _apply(row, record)
            session.flush()
            session.add_all(_tool_call_rows(run_id, record))
            return RecordResult(runId=run_id, created=True)

    def get_run(self, run_id: str) -> RunRecord:
        with self.read() as session:
            row = session.get(RunRow, run_id)
            if row is None:
                raise RunNotFound(run_id)
            return self._run_record(session, row)

    def get_run_by_key(self, idempotency_key: str) -> RunRecord:
        """The run recorded under an idempotency key: how a retried request finds the run it already made."""
        with self.read() as session:
            row = session.scalar(sa.select(RunRow).where(RunRow.idempotency_key == idempotency_key))
            if row is None:
                raise RunNotFound(f"idempotencyKey={idempotency_key}")
            return self._run_record(session, row)

    @staticmethod
    def _run_record(session: Session, row: RunRow) -> RunRecord:
        calls = session.scalars(
            sa.select(RunToolCallRow).where(RunToolCallRow.run_id == row.run_id).order_by(RunToolCallRow.seq)
        )
        return RunRecord(
            runId=row.run_id,
            idempotencyKey=row.idempotency_key,
            workOrderId=row.work_order_id,
            status=row.status,
            engine=row.engine,
            input=row.input,
            output=row.output,
            runMeta=row.run_meta,
            toolCalls=[
                ToolCallRecord(
                    tool=c.tool,
                    arguments=c.arguments,
                    resultSummary=c.result_summary,
                    durationMs=c.duration_ms,
                    error=c.error,
                )  # fmt: skip
                for c in calls
            ],
            ragContexts=row.rag_contexts,
            route=row.route,
            degraded=row.degraded,
            policyVersion=row.policy_version,
            ragSnapshot=row.rag_snapshot,
            createdAt=row.created_at,
            updatedAt=row.updated_at,
        )
