"""The run outbox on a real directory: atomic files, oldest first, refused records set aside, stop while away.

End to end (a killed tool server, records sent after its restart) is tests/e2e/test_faults.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from agent_client.outbox import RunOutbox


async def test_records_wait_until_sent_and_keep_their_run_id(tmp_path: Path):
    outbox = RunOutbox(tmp_path / "outbox")
    first = outbox.put({"workOrderId": "WO-1", "status": "failed"})
    second = outbox.put({"workOrderId": "WO-2", "status": "completed", "runId": "run-chosen"})
    assert second == "run-chosen" and first.startswith("run-")
    assert not list((tmp_path / "outbox").glob("*.part"))

    async def away(record: dict[str, Any]) -> bool:
        raise ConnectionError("tool server away")

    assert await outbox.flush(away) == 0 and len(outbox.pending()) == 2

    sent: list[dict[str, Any]] = []

    async def accept(record: dict[str, Any]) -> bool:
        sent.append(record)
        return True

    assert await outbox.flush(accept) == 2
    assert {r["runId"] for r in sent} == {first, "run-chosen"} and outbox.pending() == []


async def test_a_refused_or_unreadable_record_is_set_aside_not_retried(tmp_path: Path):
    outbox = RunOutbox(tmp_path)
    refused = outbox.put({"workOrderId": "WO-1"})
    (tmp_path / "run-garbled.json").write_text("{not json")

    async def refuse(record: dict[str, Any]) -> bool:
        return False

    assert await outbox.flush(refuse) == 0
    assert outbox.pending() == []
    assert {p.name for p in tmp_path.iterdir()} == {f"{refused}.rejected", "run-garbled.rejected"}


def test_a_run_id_must_be_a_safe_file_name(tmp_path: Path):
    with pytest.raises(ValueError, match="safe file name"):
        RunOutbox(tmp_path).put({"runId": "../escape"})
