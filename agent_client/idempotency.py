"""`Idempotency-Key` for `POST /sequential/execute`: a retried request gets the first request's run back.

The first request with a key runs; every later (or concurrent) request with the same key waits for that run and
answers its RunResult, so no second run, run record or permit id is created. A key is bound to its work order: the
same key with another work order is refused. Runs that failed are forgotten, so a retry after a failure runs
again. Completed runs are kept for the process's lifetime (LRU, `MAX_KEYS`); the run record is also saved under
the key by runs_record, which refuses to record the same key twice.
"""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from typing import Any

HEADER = "idempotency-key"
KEY_PATTERN = re.compile(r"^[\x21-\x7e]{1,200}$")
MAX_KEYS = 1024


class KeyMismatch(ValueError):
    """The key was first used for another work order."""


class IdempotencyCache:
    def __init__(self, max_keys: int = MAX_KEYS) -> None:
        self.max_keys = max_keys
        self.entries: OrderedDict[str, tuple[str, asyncio.Future[Any]]] = OrderedDict()

    def claim(self, key: str, work_order_id: str) -> tuple[asyncio.Future[Any], bool]:
        """The future of the key's run and whether this caller owns it (must run it and resolve the future).

        Synchronous on purpose: check and insert happen without an await, so two concurrent requests with one
        key cannot both become owners."""
        found = self.entries.get(key)
        if found is not None:
            first_work_order, future = found
            if first_work_order != work_order_id:
                raise KeyMismatch(f"Idempotency-Key was first used for work order {first_work_order}")
            self.entries.move_to_end(key)
            return future, False
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        future.add_done_callback(lambda done: self._settled(key, done))
        self.entries[key] = (work_order_id, future)
        while len(self.entries) > self.max_keys:
            oldest, (_, old) = next(iter(self.entries.items()))
            if not old.done():
                break
            self.entries.pop(oldest)
        return future, True

    def _settled(self, key: str, future: asyncio.Future[Any]) -> None:
        if future.cancelled() or future.exception() is not None:
            entry = self.entries.get(key)
            if entry is not None and entry[1] is future:
                self.entries.pop(key)


def valid_key(value: str) -> bool:
    return bool(KEY_PATTERN.fullmatch(value))
