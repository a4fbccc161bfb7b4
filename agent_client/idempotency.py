"""`Idempotency-Key` for `POST /sequential/execute`: a retried request gets the first request's run back.

Three layers, so that neither a concurrent retry, nor a restart of the API, nor a rerun of an agent makes a second
run or spends a second permit id:
- in the process, the first request with a key runs and every later (or concurrent) request with the same key
  waits for that run and answers its RunResult (`IdempotencyCache`, LRU of `MAX_KEYS`);
- in the permit database, the run record is saved under the key (`stored_key`), and a request whose key is not in
  the cache (the API restarted) looks it up there first and replays the recorded result;
- permit ids are allocated under keys derived from the run (`allocation_key`), so a run that is retried after a
  crash, or an agent that ADK reruns, gets the ids it had, not new ones.
A key is bound to its work order: the same key with another work order is refused. Runs that failed are not
replayed, so a retry after a failure runs again (with the same permit ids).
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections import OrderedDict
from typing import Any

HEADER = "idempotency-key"
KEY_PATTERN = re.compile(r"^[\x21-\x7e]{1,200}$")
MAX_KEYS = 1024
STORED_KEY_MAX = 200
"""runs_record keeps keys of at most 200 characters."""
ALLOCATION_KEY_MAX = 300
"""ids_new_permit_id keeps allocation keys of at most 300 printable characters."""


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


def _bounded(text: str, limit: int) -> str:
    """`text` when it fits, else a digest of it (stable, so the same input always maps to the same key)."""
    return text if len(text) <= limit else f"sha256:{hashlib.sha256(text.encode()).hexdigest()}"


def stored_key(key: str) -> str:
    """The key a request's run record is saved under in the permit database."""
    return _bounded(f"api:{key}", STORED_KEY_MAX)


def run_key(state: Any, session_id: str) -> str:
    """What a run's permit-id allocations are keyed by: the request's key when it had one (so a retried request
    reuses its ids), else the session (so an agent that ADK reruns within the run reuses them)."""
    key = state.get("idempotency_key")
    return stored_key(key) if key else f"run:{session_id}"


def allocation_key(run: str, work_order_id: str, permit_type: str, ordinal: int = 1) -> str:
    """The allocation key of the `ordinal`-th permit of `permit_type` for one work order in one run."""
    parts = ":".join((run, work_order_id, permit_type.strip().lower(), str(ordinal)))
    return _bounded(re.sub(r"[^\x21-\x7e]", "_", parts), ALLOCATION_KEY_MAX)


def run_allocation_key(state: Any, session_id: str, permit_type: str, ordinal: int = 1) -> str:
    """`allocation_key` for a pipeline run, from its session state: the run's key and its work order."""
    work_order_id = str((state.get("work_order") or {}).get("id") or state.get("work_order_id") or "")
    return allocation_key(run_key(state, session_id), work_order_id, permit_type, ordinal)
