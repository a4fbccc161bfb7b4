"""Storage errors with messages fit to show a caller as they are; each class carries its ErrorCode (common.failures)."""

from __future__ import annotations

import json
import sys
from typing import Any

from pydantic import ValidationError

from common.failures import ErrorCode, PermitFlowError

MAX_JSON_BYTES = 2 * 1024 * 1024


class StorageError(PermitFlowError, ValueError):
    """Base of every error the permit database reports to a caller; by itself the store could not do the work."""

    code = ErrorCode.ERR_STORE_UNAVAILABLE

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message, kind=type(self).__name__, **details)


class InvalidRecord(StorageError):
    code = ErrorCode.ERR_INVALID_INPUT


class PayloadTooLarge(StorageError):
    code = ErrorCode.ERR_PAYLOAD_TOO_LARGE

    def __init__(self, what: str, size: int, limit: int = MAX_JSON_BYTES) -> None:
        super().__init__(f"{what} is {size} bytes of JSON; the limit is {limit} bytes ({limit // (1024 * 1024)} MB)")
        self.size = size


class PermitNotFound(StorageError):
    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND

    def __init__(self, permit_id: str) -> None:
        super().__init__(f"permit {permit_id!r} not found in the permit database; save it first")


class RunNotFound(StorageError):
    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND

    def __init__(self, run_id: str) -> None:
        super().__init__(f"run {run_id!r} not found")


class IdempotencyConflict(StorageError):
    code = ErrorCode.ERR_INVALID_INPUT


class RunRecordExists(StorageError):
    """Run records are write-once: a recorded run is never replaced (a forged record could otherwise be replayed)."""

    code = ErrorCode.ERR_TOOL_REJECTED

    def __init__(self, run_id: str) -> None:
        super().__init__(
            f"run {run_id!r} is already recorded with different content; run records are write-once and cannot be "
            "replaced (record a new run instead)"
        )


def validation_problems(exc: ValidationError, limit: int = 5) -> str:
    """A one-line summary of a pydantic error without echoing the (possibly huge) input back."""
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'value'}: {e['msg']}" for e in exc.errors()[:limit])


def json_size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=str).encode())


def ensure_json_size(value: Any, what: str, limit: int = MAX_JSON_BYTES) -> None:
    """Refuse payloads past the bound before anything is written, so no half-written record remains."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=str)
    if "\\u0000" in text:
        raise InvalidRecord(f"{what} contains a NUL character, which the permit database cannot store")
    size = len(text.encode())
    if size > limit:
        raise PayloadTooLarge(what, size, limit)


class PersonNotFound(StorageError):
    code = ErrorCode.ERR_TOOL_REJECTED

    def __init__(self, what: str) -> None:
        super().__init__(f"{what} is not in the people directory; add them with `permitflow people add`")


def driver_errors() -> tuple[type[BaseException], ...]:
    """SQLAlchemy's base error once SQLAlchemy is loaded, else nothing (for `except (StorageError,
    *driver_errors())`): the tool modules do not import the driver, so the server answers its first requests
    before it is loaded (`mcp_server/db/records.py`), and an error of a library not yet imported cannot be raised."""
    exc = sys.modules.get("sqlalchemy.exc")
    return (exc.SQLAlchemyError,) if exc is not None else ()
