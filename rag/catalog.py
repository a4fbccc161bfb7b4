"""Snapshot catalogs: how a namespace's index is built aside and published atomically.

Edge (embedded): `<data_dir>/rag/<ns>/snapshots/<stamp>.building/` is written, closed, renamed to
`snapshots/<stamp>/`, then `<data_dir>/rag/<ns>/CURRENT` (holding the stamp) is replaced with os.replace.
Readers stat CURRENT on every query and reopen when it changed, so they never see a half-built shard.
Server (Qdrant): a new collection `pf_<ns>_<stamp>` is filled, then the alias `pf_<ns>` is switched to it in one
`update_collection_aliases` call. Readers query the alias itself, so a publish, or a prune of the collection a
reader last resolved, never sends a query to a collection that is gone; the stamp a reader reports (ragSnapshot)
is the alias target looked up at most ALIAS_TTL_S ago.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import logging
import os
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from rag.config import RagSettings

if TYPE_CHECKING:  # the stores import numpy: a look at CURRENT (the server's start-up) needs neither
    from rag.store import EdgeStore, ServerStore, VectorStore

log = logging.getLogger(__name__)

STAMP_FORMAT = "%Y%m%dT%H%M%S%fZ"


def new_stamp() -> str:
    return dt.datetime.now(dt.UTC).strftime(STAMP_FORMAT)


def stamp_to_iso(stamp: str) -> str:
    return dt.datetime.strptime(stamp, STAMP_FORMAT).replace(tzinfo=dt.UTC).isoformat().replace("+00:00", "Z")


class Catalog(Protocol):
    def current(self, namespace: str) -> str | None: ...

    def open(self, namespace: str, stamp: str) -> VectorStore: ...

    def begin(self, namespace: str, incremental: bool) -> tuple[str, VectorStore]: ...

    def publish(self, namespace: str, stamp: str, store: VectorStore) -> None: ...

    def abort(self, namespace: str, stamp: str, store: VectorStore) -> None: ...


@contextlib.contextmanager
def build_lock(settings: RagSettings, namespace: str, timeout_s: float = 900.0) -> Iterator[None]:
    """One builder per namespace across processes (ETL runs, including a tool server's start-up build)."""
    lock_dir = settings.rag_dir / namespace
    lock_dir.mkdir(parents=True, exist_ok=True)
    with (lock_dir / ".build.lock").open("a+") as fh:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise TimeoutError(f"another process has been building the {namespace} index too long") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def write_snapshot_json(settings: RagSettings, namespace: str, stamp: str) -> str:
    """Record the newest publish in `<data_dir>/rag/snapshot.json` (`ragSnapshot` plus one per namespace)."""
    path = settings.rag_dir / "snapshot.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        doc = json.loads(path.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        doc = {}
    iso = stamp_to_iso(stamp)
    doc.setdefault("namespaces", {})[namespace] = iso
    doc["ragSnapshot"] = max(doc["namespaces"].values())
    _atomic_write(path, json.dumps(doc, indent=2, sort_keys=True))
    return iso


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    with tmp.open("w") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class EdgeCatalog:
    def __init__(self, settings: RagSettings) -> None:
        self.settings = settings
        self._seen: dict[str, tuple[tuple[int, int, int], str | None]] = {}

    def _ns_dir(self, namespace: str) -> Path:
        return self.settings.rag_dir / namespace

    def snapshot_dir(self, namespace: str, stamp: str) -> Path:
        return self._ns_dir(namespace) / "snapshots" / stamp

    def current(self, namespace: str) -> str | None:
        """The published stamp; a stat per call, a read only when CURRENT was replaced."""
        pointer = self._ns_dir(namespace) / "CURRENT"
        try:
            st = pointer.stat()
        except FileNotFoundError:
            return None
        key = (st.st_ino, st.st_mtime_ns, st.st_size)
        seen = self._seen.get(namespace)
        if seen and seen[0] == key:
            return seen[1]
        stamp = pointer.read_text().strip() or None
        self._seen[namespace] = (key, stamp)
        return stamp

    def open(self, namespace: str, stamp: str) -> EdgeStore:
        from rag.store import EdgeStore

        return EdgeStore.open(self.snapshot_dir(namespace, stamp))

    def begin(self, namespace: str, incremental: bool) -> tuple[str, EdgeStore]:
        """A new writable shard; incremental builds start as a copy of the published one (call under build_lock)."""
        from rag.store import EdgeStore

        self._clear_stale_builds(namespace)
        stamp = new_stamp()
        building = self.snapshot_dir(namespace, stamp + ".building")
        building.parent.mkdir(parents=True, exist_ok=True)
        base = self.current(namespace) if incremental else None
        if base and self.snapshot_dir(namespace, base).is_dir():
            shutil.copytree(self.snapshot_dir(namespace, base), building)
            return stamp, EdgeStore.open(building)
        return stamp, EdgeStore.create(building)

    def publish(self, namespace: str, stamp: str, store: VectorStore) -> None:
        if store.count() >= self.settings.hnsw_threshold:
            store.optimize()  # HNSW + indexed segments; below the threshold exact search is as fast
        store.flush()
        store.close()
        building = self.snapshot_dir(namespace, stamp + ".building")
        final = self.snapshot_dir(namespace, stamp)
        os.rename(building, final)
        _atomic_write(self._ns_dir(namespace) / "CURRENT", stamp + "\n")
        self.prune(namespace)

    def abort(self, namespace: str, stamp: str, store: VectorStore) -> None:
        with contextlib.suppress(Exception):
            store.close()
        shutil.rmtree(self.snapshot_dir(namespace, stamp + ".building"), ignore_errors=True)

    def published(self, namespace: str) -> list[str]:
        snaps = self._ns_dir(namespace) / "snapshots"
        if not snaps.is_dir():
            return []
        return sorted(p.name for p in snaps.iterdir() if p.is_dir() and not p.name.endswith(".building"))

    def prune(self, namespace: str) -> list[str]:
        """Keep the newest `keep_snapshots` and always the one CURRENT names; delete the rest."""
        keep = set(self.published(namespace)[-self.settings.keep_snapshots :])
        current = self.current(namespace)
        if current:
            keep.add(current)
        removed = []
        for stamp in self.published(namespace):
            if stamp not in keep:
                shutil.rmtree(self.snapshot_dir(namespace, stamp), ignore_errors=True)
                removed.append(stamp)
        return removed

    def _clear_stale_builds(self, namespace: str) -> None:
        """Half-built dirs left by a crashed builder (we hold the build lock, so none is live)."""
        snaps = self._ns_dir(namespace) / "snapshots"
        if snaps.is_dir():
            for p in snaps.glob("*.building"):
                shutil.rmtree(p, ignore_errors=True)


class ServerCatalog:
    """Collections `pf_<ns>_<stamp>` behind alias `pf_<ns>`; the alias lookup is cached for a few seconds."""

    ALIAS_TTL_S = 5.0

    def __init__(self, settings: RagSettings, client: Any | None = None) -> None:
        self.settings = settings
        if client is None:
            from qdrant_client import QdrantClient

            client = QdrantClient(url=settings.qdrant_url, api_key=settings.qdrant_api_key, timeout=10)
        self.client = client
        self._cache: dict[str, tuple[float, str | None]] = {}

    @staticmethod
    def alias(namespace: str) -> str:
        return f"pf_{namespace}"

    def _collection(self, namespace: str, stamp: str) -> str:
        return f"{self.alias(namespace)}_{stamp}"

    def current(self, namespace: str) -> str | None:
        cached = self._cache.get(namespace)
        if cached and time.monotonic() - cached[0] < self.ALIAS_TTL_S:
            return cached[1]
        stamp = None
        prefix = self.alias(namespace) + "_"
        for a in self.client.get_aliases().aliases:
            if a.alias_name == self.alias(namespace) and a.collection_name.startswith(prefix):
                stamp = a.collection_name[len(prefix) :]
        self._cache[namespace] = (time.monotonic(), stamp)
        return stamp

    def open(self, namespace: str, stamp: str) -> ServerStore:
        """A reader of the published snapshot: through the alias, whatever collection it points at by then."""
        from rag.store import ServerStore

        return ServerStore(self.client, self.alias(namespace))

    def begin(self, namespace: str, incremental: bool) -> tuple[str, ServerStore]:
        from rag.store import ServerStore

        stamp = new_stamp()
        store = ServerStore.create(self.client, self._collection(namespace, stamp))
        self._cache.pop(namespace, None)
        base = self.current(namespace) if incremental else None
        if base:
            store.copy_from(self._collection(namespace, base))
        return stamp, store

    def publish(self, namespace: str, stamp: str, store: VectorStore) -> None:
        from qdrant_client import models as m

        alias = self.alias(namespace)
        ops: list[Any] = []
        if self.current(namespace) is not None:
            ops.append(m.DeleteAliasOperation(delete_alias=m.DeleteAlias(alias_name=alias)))
        ops.append(
            m.CreateAliasOperation(
                create_alias=m.CreateAlias(collection_name=self._collection(namespace, stamp), alias_name=alias)
            )
        )
        self.client.update_collection_aliases(change_aliases_operations=ops)
        self._cache.pop(namespace, None)
        self.prune(namespace)

    def abort(self, namespace: str, stamp: str, store: VectorStore) -> None:
        with contextlib.suppress(Exception):
            self.client.delete_collection(self._collection(namespace, stamp))

    def published(self, namespace: str) -> list[str]:
        prefix = self.alias(namespace) + "_"
        names = [c.name for c in self.client.get_collections().collections]
        return sorted(n[len(prefix) :] for n in names if n.startswith(prefix))

    def prune(self, namespace: str) -> list[str]:
        keep = set(self.published(namespace)[-self.settings.keep_snapshots :])
        current = self.current(namespace)
        if current:
            keep.add(current)
        removed = [s for s in self.published(namespace) if s not in keep]
        for stamp in removed:
            self.client.delete_collection(self._collection(namespace, stamp))
        return removed


def open_catalog(settings: RagSettings, client: Any | None = None) -> Catalog:
    if client is not None or not settings.embedded:
        return ServerCatalog(settings, client)
    return EdgeCatalog(settings)
