"""Connector ("the hand"): a local path or an HTTP(S) URL in, a local file with size and checksum out."""

from __future__ import annotations

import hashlib
import mimetypes
import re
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlparse

import httpx
from pydantic import BaseModel, Field

from rag.etl.http import http_retry
from rag.etl.ingest.errors import IngestError

MAX_BYTES = 50 * 1024 * 1024


class ConnectorOutput(BaseModel):
    file_path: str = Field(description="local absolute path of the fetched file")
    file_size_bytes: int
    source_metadata: dict[str, Any]
    checksum: str = Field(description="sha256 of the file")


def _sha256(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


@http_retry
def _download(url: str, target: Path) -> dict[str, str]:
    with httpx.stream("GET", url, timeout=30, follow_redirects=True) as response:
        response.raise_for_status()
        size = 0
        with target.open("wb") as fh:
            for block in response.iter_bytes():
                size += len(block)
                if size > MAX_BYTES:
                    raise IngestError("ERR_PARSER_UNSUPPORTED", f"{url} is larger than {MAX_BYTES} bytes", "connector")
                fh.write(block)
        return {k: v for k, v in response.headers.items() if k.lower() in ("content-type", "last-modified", "etag")}


def _file_name(url: str, content_type: str | None) -> str:
    name = Path(unquote(urlparse(url).path)).name or "download"
    name = re.sub(r"[^A-Za-z0-9._-]", "_", name)
    if not Path(name).suffix and content_type:
        name += mimetypes.guess_extension(content_type.split(";")[0].strip()) or ""
    return name


def fetch(source: str, workdir: Path) -> ConnectorOutput:
    """Local files are read in place; URLs are downloaded into `workdir` with retries and backoff."""
    if source.startswith(("http://", "https://")):
        workdir.mkdir(parents=True, exist_ok=True)
        partial = workdir / "download.part"
        try:
            headers = _download(source, partial)
        except httpx.HTTPStatusError as exc:
            status = exc.response.status_code
            if status in (404, 410):
                raise IngestError("ERR_CONNECTOR_NOT_FOUND", f"{source} answered {status}", "connector") from None
            if status in (401, 403):
                raise IngestError("ERR_CONNECTOR_AUTH", f"{source} answered {status}", "connector") from None
            raise IngestError("ERR_CONNECTOR_NOT_FOUND", f"{source} answered {status}", "connector", True) from None
        except httpx.HTTPError as exc:
            raise IngestError("ERR_CONNECTOR_NOT_FOUND", f"{source} unreachable: {exc}", "connector", True) from None
        path = workdir / _file_name(source, headers.get("content-type"))
        shutil.move(partial, path)
        meta: dict[str, Any] = {"url": source, **{k.lower(): v for k, v in headers.items()}}
    else:
        path = Path(source.removeprefix("file://")).expanduser().resolve()
        if not path.is_file():
            raise IngestError("ERR_CONNECTOR_NOT_FOUND", f"no such file: {path}", "connector")
        meta = {"path": str(path)}
    return ConnectorOutput(
        file_path=str(path), file_size_bytes=path.stat().st_size, source_metadata=meta, checksum=_sha256(path)
    )
