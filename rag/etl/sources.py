"""Job 1's inputs: CSV / JSON / JSONL files and HTTP JSON endpoints, normalized to `NormalizedDoc`.

An HTTP source gets `?since=<watermark date>` so a real endpoint can send only newer rows; every row is
still fingerprinted client-side, so a source that ignores `since` costs bandwidth, not correctness.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from pydantic import ValidationError

from common.failures import ErrorCode, PermitFlowError
from rag.etl.http import http_retry
from rag.models import NormalizedDoc

PERMIT_META = (
    "permitId",
    "controls",
    "ppe",
    "signOffRoles",
    "validityHours",
    "attachments",
    "gasTests",
    "crossReferences",
    "outcome",
)


class SourceError(PermitFlowError, RuntimeError):
    """A source could not be read at all (missing file, unreachable endpoint, malformed file)."""

    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND


@dataclass(frozen=True)
class RawRow:
    source: str
    row: dict[str, Any]

    @property
    def fingerprint(self) -> str:
        return hashlib.sha256(json.dumps(self.row, sort_keys=True, default=str).encode()).hexdigest()


@http_retry
def _get_json(url: str, params: dict[str, str]) -> Any:
    response = httpx.get(url, params=params, timeout=30, follow_redirects=True)
    response.raise_for_status()
    return response.json()


def _rows_from_json(data: Any, source: str) -> list[dict[str, Any]]:
    if isinstance(data, dict):
        for key in ("items", "rows", "data", "results"):
            if isinstance(data.get(key), list):
                data = data[key]
                break
    if not isinstance(data, list):
        raise SourceError(f"{source}: expected a JSON array of objects")
    return [r if isinstance(r, dict) else {"_value": r} for r in data]


def read_source(source: str, since: str | None = None) -> Iterator[RawRow]:
    """Rows of one source; a file that does not exist is an error naming it."""
    if source.startswith(("http://", "https://")):
        try:
            data = _get_json(source, {"since": since} if since else {})
        except (httpx.HTTPError, json.JSONDecodeError) as exc:
            raise SourceError(f"{source}: {exc}") from exc
        for row in _rows_from_json(data, source):
            yield RawRow(source, row)
        return
    path = Path(source).expanduser()
    if not path.is_file():
        raise SourceError(f"source file not found: {path}")
    text = path.read_text(encoding="utf-8-sig")
    if path.suffix.lower() == ".csv":
        for row in csv.DictReader(io.StringIO(text)):
            yield RawRow(source, {k: v for k, v in row.items() if k is not None})
    elif path.suffix.lower() == ".jsonl":
        for line in text.splitlines():
            if line.strip():
                yield RawRow(source, json.loads(line))
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SourceError(f"{path}: not valid JSON ({exc})") from exc
        for row in _rows_from_json(data, source):
            yield RawRow(source, row)


def _tags(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [t for t in (p.strip() for p in value.replace(",", ";").split(";")) if t]
    if isinstance(value, list):
        return [str(t) for t in value]
    raise ValueError("tags must be a list or a ';'-separated string")


def _lines(label: str, value: Any) -> str:
    if not value:
        return ""
    if isinstance(value, list):
        items = [json.dumps(v, sort_keys=True) if isinstance(v, dict) else str(v) for v in value]
        return f"{label}: " + "; ".join(items)
    return f"{label}: {value}"


def normalize(namespace: str, row: dict[str, Any]) -> NormalizedDoc:
    """Seed shape `{id, site, area, activity, summary, tags, date}` plus title, type and the rest as meta."""
    if namespace == "incidents":
        meta = {k: row.get(k) for k in ("severity", "reported_by", "permit_type") if row.get(k) not in (None, "")}
        return NormalizedDoc(
            id=str(row.get("id") or "").strip(),
            site=str(row.get("site") or "").strip(),
            area=str(row.get("area") or "").strip(),
            activity=str(row.get("activity") or "").strip(),
            summary=str(row.get("summary") or ""),
            tags=_tags(row.get("tags")),
            date=row.get("date"),
            title=str(row.get("title") or "").strip(),
            type=(row.get("permit_type") or row.get("type") or None),
            meta=meta,
        )
    meta = {k: row[k] for k in PERMIT_META if row.get(k) not in (None, "", [])}
    body = "\n".join(
        part
        for part in (
            str(row.get("summary") or ""),
            _lines("Controls", row.get("controls")),
            _lines("PPE", row.get("ppe")),
            _lines("Sign-off roles", row.get("signOffRoles")),
            _lines("Gas tests", row.get("gasTests")),
            _lines("Outcome", row.get("outcome")),
        )
        if part
    )
    return NormalizedDoc(
        id=str(row.get("id") or row.get("permitId") or "").strip(),
        site=str(row.get("site") or "").strip(),
        area=str(row.get("area") or "").strip(),
        activity=str(row.get("activity") or "").strip(),
        summary=body if str(row.get("summary") or "").strip() else "",
        tags=_tags(row.get("tags")),
        date=row.get("date"),
        title=str(row.get("title") or "").strip(),
        type=row.get("type") or None,
        meta=meta,
    )


def validation_reason(exc: ValidationError | ValueError) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'row'}: {e['msg']}" for e in exc.errors())
    return str(exc)
