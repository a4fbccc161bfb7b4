"""Run records that could not reach the tool server wait here on disk, and are sent before the next run.

The agent client keeps no database of its own: run records go through `runs_record`. When the tool server is down
or restarting as a run ends, the record is written here instead (one JSON file per run, atomically) with a runId
chosen by the client, so that sending it twice (two workers flushing, a crash mid-flush) upserts the same run
rather than recording a second one. A file is removed only after the tool server has confirmed the record.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$")
MAX_FLUSH = 50
"""Records sent per flush, so a long outage's backlog does not hold up the next run."""


def new_run_id() -> str:
    return f"run-{uuid.uuid4().hex}"


class RunOutbox:
    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def put(self, record: dict[str, Any]) -> str:
        """Keep a record until it can be sent; returns the runId it will be recorded under."""
        run_id = str(record.get("runId") or new_run_id())
        if not SAFE_NAME.fullmatch(run_id):
            raise ValueError(f"run id {run_id[:70]!r} is not a safe file name")
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self.directory / f"{run_id}.json"
        partial = target.with_suffix(".part")
        with partial.open("w", encoding="utf-8") as handle:
            json.dump({**record, "runId": run_id}, handle, default=str)
            handle.flush()
            os.fsync(handle.fileno())
        partial.replace(target)
        return run_id

    def pending(self) -> list[Path]:
        if not self.directory.is_dir():
            return []
        return sorted(self.directory.glob("*.json"), key=lambda path: path.stat().st_mtime)[:MAX_FLUSH]

    async def flush(self, send: Callable[[dict[str, Any]], Awaitable[bool]]) -> int:
        """Send what waits, oldest first. `send` answers False when the tool server refuses a record: that file is
        set aside as `.rejected` for a person to look at, never retried forever. An exception means the tool
        server is still away: stop, and the next run tries again."""
        sent = 0
        for path in self.pending():
            try:
                record = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self.set_aside(path, "unreadable")
                continue
            try:
                accepted = await send(record)
            except Exception as exc:  # noqa: BLE001 - the next run tries again
                log.warning("queued run record %s not sent yet: %s", path.name, exc)
                break
            if not accepted:
                self.set_aside(path, "refused by the tool server")
                continue
            with contextlib.suppress(FileNotFoundError):  # another worker sent it at the same time
                path.unlink()
            sent += 1
        return sent

    def set_aside(self, path: Path, why: str) -> None:
        log.error("queued run record %s %s; kept as %s.rejected", path.name, why, path.stem)
        with contextlib.suppress(FileNotFoundError):
            path.replace(path.with_suffix(".rejected"))
