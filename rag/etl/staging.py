"""`rag_raw`: the staged corpus between job 1 and job 2, as JSONL batches per namespace.

Local directory `<data_dir>/rag_raw/<ns>/` by default; `gs://bucket/prefix` (google-cloud-storage) when
PERMITFLOW_RAG_RAW_URL is set. Batch names sort by time, so replaying them in order gives the latest doc.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from rag.config import RagSettings


class RawStore(Protocol):
    def write(self, namespace: str, name: str, rows: Iterable[dict[str, Any]]) -> str: ...

    def batches(self, namespace: str) -> list[str]: ...

    def read(self, namespace: str, name: str) -> list[dict[str, Any]]: ...


def _jsonl(rows: Iterable[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, sort_keys=True, default=str) + "\n" for r in rows)


class LocalRawStore:
    def __init__(self, root: Path) -> None:
        self.root = root

    def write(self, namespace: str, name: str, rows: Iterable[dict[str, Any]]) -> str:
        folder = self.root / namespace / os.path.dirname(name)
        folder.mkdir(parents=True, exist_ok=True)
        path = self.root / namespace / name
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(_jsonl(rows))
        os.replace(tmp, path)
        return str(path)

    def batches(self, namespace: str) -> list[str]:
        folder = self.root / namespace
        return sorted(p.name for p in folder.glob("*.jsonl")) if folder.is_dir() else []

    def read(self, namespace: str, name: str) -> list[dict[str, Any]]:
        text = (self.root / namespace / name).read_text()
        return [json.loads(line) for line in text.splitlines() if line.strip()]


class GcsRawStore:
    """Same layout in a bucket: gs://bucket/prefix/<ns>/<batch>.jsonl."""

    def __init__(self, url: str) -> None:
        from google.cloud import storage

        bucket, _, prefix = url.removeprefix("gs://").partition("/")
        self.bucket = storage.Client().bucket(bucket)
        self.prefix = prefix.strip("/")

    def _key(self, namespace: str, name: str) -> str:
        return "/".join(p for p in (self.prefix, namespace, name) if p)

    def write(self, namespace: str, name: str, rows: Iterable[dict[str, Any]]) -> str:
        key = self._key(namespace, name)
        self.bucket.blob(key).upload_from_string(_jsonl(rows), content_type="application/x-ndjson")
        return f"gs://{self.bucket.name}/{key}"

    def batches(self, namespace: str) -> list[str]:
        base = self._key(namespace, "") + "/"
        names = (b.name[len(base) :] for b in self.bucket.list_blobs(prefix=base))
        return sorted(n for n in names if n.endswith(".jsonl") and "/" not in n)

    def read(self, namespace: str, name: str) -> list[dict[str, Any]]:
        text = self.bucket.blob(self._key(namespace, name)).download_as_text()
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def open_raw_store(settings: RagSettings) -> RawStore:
    if settings.raw_url and settings.raw_url.startswith("gs://"):
        return GcsRawStore(settings.raw_url)
    return LocalRawStore(Path(settings.raw_url) if settings.raw_url else settings.raw_dir)
