"""Connector ("the hand"): a local path or an HTTP(S) URL in, a local file with size and checksum out.

URLs whose host is (or resolves to) a loopback, private, link-local or otherwise non-public address are refused
unless the caller allows them (`PERMITFLOW_RAG_INGEST_ALLOW_PRIVATE=true`), and redirects are followed by hand,
each hop checked the same way, so a public URL cannot bounce the fetch onto an internal service. A local file's
path is reported relative to the ingest root (never as an absolute path: it ends up in search results).
"""

from __future__ import annotations

import hashlib
import ipaddress
import mimetypes
import re
import shutil
import socket
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urljoin, urlparse

import httpx
from pydantic import BaseModel, Field

from rag.etl.http import http_retry
from rag.etl.ingest.errors import IngestError

MAX_BYTES = 50 * 1024 * 1024
MAX_REDIRECTS = 5


def _non_public(host: str) -> str | None:
    """Why the host may not be fetched from (a loopback/private/... address it is or resolves to), else None."""
    try:
        infos = socket.getaddrinfo(host, None)
    except OSError:
        return None  # unresolvable: the fetch itself reports it
    for info in infos:
        address = ipaddress.ip_address(info[4][0].split("%")[0])
        if not address.is_global or address.is_multicast:
            return f"{host} is a non-public address ({address})"
    return None


def check_url(url: str, allow_private: bool, allow_hosts: frozenset[str] = frozenset()) -> None:
    """Refuse a URL whose host is non-public, unless private hosts are allowed or this host is listed."""
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise IngestError("ERR_INVALID_INPUT", f"{url[:200]} is not an http(s) URL", "connector")
    if allow_private or parsed.hostname.lower() in allow_hosts:
        return
    problem = _non_public(parsed.hostname)
    if problem:
        raise IngestError(
            "ERR_INVALID_INPUT",
            f"refusing {url[:200]}: {problem}; set PERMITFLOW_RAG_INGEST_ALLOW_PRIVATE=true (or list the host in "
            "PERMITFLOW_RAG_INGEST_ALLOW_HOSTS) to allow it",
            "connector",
        )


class ConnectorOutput(BaseModel):
    file_path: str = Field(description="local absolute path of the fetched file")
    file_size_bytes: int
    source_metadata: dict[str, Any]
    checksum: str = Field(description="sha256 of the file")


def _sha256(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


@http_retry
def _download(url: str, target: Path, allow_private: bool, allow_hosts: frozenset[str]) -> dict[str, str]:
    for _ in range(MAX_REDIRECTS + 1):
        check_url(url, allow_private, allow_hosts)
        with httpx.stream("GET", url, timeout=30, follow_redirects=False) as response:
            if response.is_redirect and response.headers.get("location"):
                url = urljoin(url, response.headers["location"])
                continue
            return _save(response, url, target)
    raise IngestError("ERR_CONNECTOR_NOT_FOUND", f"more than {MAX_REDIRECTS} redirects", "connector")


def _save(response: httpx.Response, url: str, target: Path) -> dict[str, str]:
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


def fetch(
    source: str,
    workdir: Path,
    *,
    allow_private: bool = False,
    allow_hosts: list[str] | None = None,
    root: Path | None = None,
) -> ConnectorOutput:
    """Local files are read in place; URLs are downloaded into `workdir` with retries and backoff.

    `root` (default: the working directory) is what a local file's reported path is relative to; a file outside
    it is reported by its name only."""
    if source.startswith(("http://", "https://")):
        workdir.mkdir(parents=True, exist_ok=True)
        partial = workdir / "download.part"
        try:
            hosts = frozenset(h.lower() for h in allow_hosts or [])
            headers = _download(source, partial, allow_private, hosts)
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
        base = (root or Path.cwd()).expanduser().resolve()
        meta = {"path": path.relative_to(base).as_posix() if path.is_relative_to(base) else path.name}
    return ConnectorOutput(
        file_path=str(path), file_size_bytes=path.stat().st_size, source_metadata=meta, checksum=_sha256(path)
    )
