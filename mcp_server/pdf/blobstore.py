"""Where rendered permit PDFs live: a local directory or a GCS bucket, behind one small interface.

Keys are relative, slash-separated names (`permits/PERM-HW-0001.pdf`) checked before any I/O, so no
input can name a file outside the store: no `..`, no absolute paths, no hidden or control characters,
and on disk the resolved path must still sit under the root (a symlink cannot lead out).
"""

from __future__ import annotations

import abc
import contextlib
import logging
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlparse

from common.failures import ErrorCode, PermitFlowError
from mcp_server.permits.contracts import PERMIT_ID_PATTERN

if TYPE_CHECKING:
    from google.cloud.storage import Client

    from mcp_server.settings import Settings

KEY_SEGMENT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
BUCKET_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$")
MAX_KEY_LENGTH = 512
log = logging.getLogger(__name__)


class BlobStoreError(PermitFlowError):
    """Any failure of the blob store, with a message fit to show a caller."""

    code = ErrorCode.ERR_STORE_UNAVAILABLE


class InvalidBlobKey(BlobStoreError, ValueError):
    code = ErrorCode.ERR_INVALID_INPUT


class BlobNotFound(BlobStoreError, LookupError):
    code = ErrorCode.ERR_CONNECTOR_NOT_FOUND


def validate_key(key: str) -> str:
    """Return the key unchanged if it is a safe relative name; raise InvalidBlobKey naming the problem."""
    if not isinstance(key, str) or not key:
        raise InvalidBlobKey("blob key must be a non-empty string")
    shown = repr(key[:80])
    if len(key) > MAX_KEY_LENGTH:
        raise InvalidBlobKey(f"blob key {shown} is longer than {MAX_KEY_LENGTH} characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in key):
        raise InvalidBlobKey(f"blob key {shown} contains a control character (NUL, newline ...)")
    if key.startswith("/") or "\\" in key or ":" in key:
        raise InvalidBlobKey(f"blob key {shown} must be a relative path with '/' separators, no drive or scheme")
    for segment in key.split("/"):
        if not KEY_SEGMENT.match(segment):
            raise InvalidBlobKey(
                f"blob key {shown} has an invalid part {segment[:40]!r}: each part starts with a letter or digit "
                "and holds only letters, digits, '.', '_' and '-' ('..' and empty parts are not allowed)"
            )
    return key


def pdf_key(permit_id: str) -> str:
    """The store key of a permit's PDF; the id is re-checked here so no input can name another path."""
    if not re.fullmatch(PERMIT_ID_PATTERN, permit_id):
        raise InvalidBlobKey(f"invalid permit id {permit_id[:40]!r}: expected PERM-<TYPE>-NNNN, e.g. PERM-HW-0001")
    return f"permits/{permit_id}.pdf"


class BlobStore(abc.ABC):
    """Put, get, delete and test blobs by key; `put` overwrites, so writing the same key twice is idempotent."""

    @abc.abstractmethod
    def put(self, key: str, data: bytes, content_type: str, *, durable: bool = True) -> str:
        """Store `data` under `key` and return the blob's URL. `durable=False` is for derived copies that the
        reconciler checks and rewrites after any crash (the permit's alias): the write still lands whole or not at
        all, but may not have reached the disk when this returns."""

    def holds(self, key: str, data: bytes) -> bool:
        """True when `key` already holds exactly `data` (so writing it again can be skipped); False when unsure."""
        return False

    def held_url(self, key: str, data: bytes) -> str | None:
        """The URL of `key` when it already holds exactly `data` (`holds`), else None."""
        return self.url_for(key) if self.holds(key, data) else None

    @abc.abstractmethod
    def get(self, key: str) -> bytes: ...

    @abc.abstractmethod
    def delete(self, key: str) -> bool:
        """Remove the blob; True if it was there (deleting a missing blob is not an error)."""

    @abc.abstractmethod
    def exists(self, key: str) -> bool: ...

    @abc.abstractmethod
    def url_for(self, key: str) -> str: ...

    @abc.abstractmethod
    def keys(self, prefix: str) -> list[str]:
        """Every key under `prefix` (a folder such as "permits/"), sorted; in-progress temp files excluded."""

    def key_of(self, url: str) -> str | None:
        """The key a URL of this store names, or None when the URL is not one of this store's."""
        for candidate in _suffixes(url):
            try:
                if self.url_for(candidate) == url:
                    return candidate
            except InvalidBlobKey:
                continue
        return None

    @property
    def is_remote(self) -> bool:
        return False

    def stamp(self, key: str) -> tuple[Any, ...] | None:
        """What `still` compares later to tell that `key` has not been touched since; None when this store cannot
        tell (the default: every check reads the bytes again)."""
        return None

    @staticmethod
    def still(stamp: tuple[Any, ...]) -> bool:
        """True only when the blob a `stamp` was taken of is certainly unchanged and present."""
        return False


class LocalBlobStore(BlobStore):
    """A directory; each write lands whole (temp file in the same directory, fsync unless `durable=False`,
    os.replace)."""

    def __init__(self, root: Path | str) -> None:
        self.root = Path(root).expanduser().resolve()
        self.root.mkdir(parents=True, exist_ok=True)

    def _path(self, key: str) -> Path:
        validate_key(key)
        path = (self.root / key).resolve()
        if not path.is_relative_to(self.root) or path == self.root:
            raise InvalidBlobKey(f"blob key {key[:80]!r} resolves outside the store")
        return path

    def put(self, key: str, data: bytes, content_type: str, *, durable: bool = True) -> str:
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        except OSError as exc:
            raise BlobStoreError(f"cannot write blob {key!r}: {exc.strerror or exc}") from exc
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                if durable:
                    os.fsync(handle.fileno())
            os.chmod(tmp_name, 0o644)
            os.replace(tmp_name, path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
            raise BlobStoreError(f"cannot write blob {key!r}: {exc.strerror or exc}") from exc
        return path.as_uri()

    def holds(self, key: str, data: bytes) -> bool:
        return self.held_url(key, data) is not None

    def stamp(self, key: str) -> tuple[Any, ...] | None:
        """The file's path, device, inode, size, and modification and status-change times in ns. Any write to the
        file, a replacement (os.replace gives a new inode), a rename, a chmod or a removal changes one of them; the
        status-change time cannot be set back from user space."""
        try:
            path = self._path(key)
            st = path.stat()
        except (OSError, InvalidBlobKey):
            return None
        return (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)

    @staticmethod
    def still(stamp: tuple[Any, ...]) -> bool:
        try:
            st = os.stat(stamp[0])
        except OSError:
            return False
        return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns) == stamp[1:]

    def held_url(self, key: str, data: bytes) -> str | None:
        try:
            path = self._path(key)  # the key checked and resolved once, for the comparison and the URL
            same = path.stat().st_size == len(data) and path.read_bytes() == data
        except OSError:
            return None
        return path.as_uri() if same else None

    def get(self, key: str) -> bytes:
        path = self._path(key)
        try:
            return path.read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            raise BlobNotFound(f"blob {key!r} not found") from None
        except OSError as exc:
            raise BlobStoreError(f"cannot read blob {key!r}: {exc.strerror or exc}") from exc

    def delete(self, key: str) -> bool:
        path = self._path(key)
        try:
            path.unlink()
        except (FileNotFoundError, NotADirectoryError):
            return False
        except OSError as exc:
            raise BlobStoreError(f"cannot delete blob {key!r}: {exc.strerror or exc}") from exc
        return True

    def exists(self, key: str) -> bool:
        return self._path(key).is_file()

    def url_for(self, key: str) -> str:
        return self._path(key).as_uri()

    def keys(self, prefix: str) -> list[str]:
        folder = self.root / prefix.strip("/")
        if not folder.is_dir():
            return []
        found = []
        for path in folder.rglob("*"):
            if path.is_file() and not path.name.startswith("."):
                found.append(path.relative_to(self.root).as_posix())
        return sorted(found)

    def stale_temp_files(self, prefix: str, older_than_s: float) -> list[Path]:
        """Temp files of writes that never finished (the writer was killed), older than `older_than_s`."""
        import time

        folder = self.root / prefix.strip("/")
        if not folder.is_dir():
            return []
        cutoff = time.time() - older_than_s
        return sorted(p for p in folder.rglob(".*.tmp") if p.is_file() and p.stat().st_mtime < cutoff)


class GcsBlobStore(BlobStore):
    """A bucket and prefix in Google Cloud Storage; the client is made on first use (ADC, or the emulator
    when STORAGE_EMULATOR_HOST is set), so a server without credentials still starts."""

    def __init__(self, bucket: str, prefix: str = "", client: Client | None = None, timeout: float = 30.0) -> None:
        if not BUCKET_NAME.match(bucket):
            raise BlobStoreError(f"invalid GCS bucket name {bucket!r}")
        prefix = prefix.strip("/")
        if prefix:
            validate_key(prefix)
        self.bucket_name = bucket
        self.prefix = prefix
        self.timeout = timeout
        self._client = client
        self._bucket = None

    @property
    def is_remote(self) -> bool:
        return True

    def _blob(self, key: str):
        validate_key(key)
        if self._bucket is None:
            try:
                from google.cloud import storage

                client = self._client or storage.Client()
            except Exception as exc:  # any credential or config failure reads the same to a caller
                raise BlobStoreError(f"cannot open GCS client for gs://{self.bucket_name}: {exc}") from exc
            self._bucket = client.bucket(self.bucket_name)
        return self._bucket.blob(self._name(key))

    def _name(self, key: str) -> str:
        return f"{self.prefix}/{key}" if self.prefix else key

    def put(self, key: str, data: bytes, content_type: str, *, durable: bool = True) -> str:
        from google.api_core.exceptions import GoogleAPIError
        from google.cloud.storage.retry import DEFAULT_RETRY

        blob = self._blob(key)
        try:
            # Overwriting with the same bytes is safe to repeat, so retry uploads as well as reads.
            blob.upload_from_string(data, content_type=content_type, timeout=self.timeout, retry=DEFAULT_RETRY)
        except (GoogleAPIError, OSError) as exc:
            raise BlobStoreError(f"cannot upload {self.url_for(key)}: {exc}") from exc
        return self.url_for(key)

    def get(self, key: str) -> bytes:
        from google.api_core.exceptions import GoogleAPIError, NotFound

        blob = self._blob(key)
        try:
            return blob.download_as_bytes(timeout=self.timeout)
        except NotFound:
            raise BlobNotFound(f"blob {self.url_for(key)} not found") from None
        except (GoogleAPIError, OSError) as exc:
            raise BlobStoreError(f"cannot download {self.url_for(key)}: {exc}") from exc

    def delete(self, key: str) -> bool:
        from google.api_core.exceptions import GoogleAPIError, NotFound
        from google.cloud.storage.retry import DEFAULT_RETRY

        blob = self._blob(key)
        try:
            blob.delete(timeout=self.timeout, retry=DEFAULT_RETRY)
        except NotFound:
            return False
        except (GoogleAPIError, OSError) as exc:
            raise BlobStoreError(f"cannot delete {self.url_for(key)}: {exc}") from exc
        return True

    def exists(self, key: str) -> bool:
        from google.api_core.exceptions import GoogleAPIError

        blob = self._blob(key)
        try:
            return blob.exists(timeout=self.timeout)
        except (GoogleAPIError, OSError) as exc:
            raise BlobStoreError(f"cannot check {self.url_for(key)}: {exc}") from exc

    def url_for(self, key: str) -> str:
        validate_key(key)
        return f"gs://{self.bucket_name}/{self._name(key)}"

    def keys(self, prefix: str) -> list[str]:
        from google.api_core.exceptions import GoogleAPIError

        self._blob(validate_key(prefix.strip("/")))  # opens the client and bucket
        start = f"{self.prefix}/" if self.prefix else ""
        try:
            names = [
                b.name for b in self._bucket.list_blobs(prefix=start + prefix.strip("/") + "/", timeout=self.timeout)
            ]  # type: ignore[union-attr]
        except (GoogleAPIError, OSError) as exc:
            raise BlobStoreError(f"cannot list gs://{self.bucket_name}/{start}{prefix}: {exc}") from exc
        return sorted(name[len(start) :] for name in names)


@dataclass(frozen=True)
class _Write:
    key: str
    previous: bytes | None
    written: bytes
    content_type: str


class BlobUndo:
    """Blob writes that can be taken back, for a caller that commits a database transaction after writing.

    The blob store cannot join that transaction, so: write through `put` (which first reads what the key held),
    commit, and if the commit fails `undo()` puts every key back as it was — its previous bytes, or no blob.
    A key that no longer holds the bytes written here (someone wrote it since) is left alone. As a context
    manager, an exception out of the block undoes the writes; the URLs put back are in `restored`, what could
    not be put back in `problems`.
    """

    def __init__(self, store: BlobStore) -> None:
        self.store = store
        self.restored: list[str] = []
        self.problems: list[str] = []
        self._writes: list[_Write] = []

    def __enter__(self) -> BlobUndo:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc_type is not None:
            self.undo()

    def put(self, key: str, data: bytes, content_type: str) -> str:
        """Store `data` under `key`; refuses (BlobStoreError) if the current content cannot be read to restore."""
        previous = self._current(key)
        self._writes.append(_Write(key, previous, data, content_type))
        return self.store.put(key, data, content_type)

    def undo(self) -> list[str]:
        """Restore the keys written here, newest first; returns the problems (empty when all were restored)."""
        while self._writes:
            write = self._writes.pop()
            try:
                if self._current(write.key) != write.written:
                    continue
                if write.previous is None:
                    self.store.delete(write.key)
                else:
                    self.store.put(write.key, write.previous, write.content_type)
                self.restored.append(self.store.url_for(write.key))
            except BlobStoreError as exc:
                problem = f"{self.store.url_for(write.key)} could not be restored: {exc}"
                log.error("blob undo failed: %s", problem)
                self.problems.append(problem)
        return self.problems

    def _current(self, key: str) -> bytes | None:
        try:
            return self.store.get(key)
        except BlobNotFound:
            return None


def _suffixes(url: str) -> list[str]:
    """Every trailing slash-separated part of a URL's path, longest first (the candidates for its key)."""
    path = unquote(urlparse(url).path).strip("/")
    parts = path.split("/")
    return ["/".join(parts[i:]) for i in range(len(parts))]


def parse_gs_url(url: str) -> tuple[str, str]:
    """`gs://bucket/some/prefix` → ("bucket", "some/prefix")."""
    parsed = urlparse(url)
    if parsed.scheme != "gs" or not parsed.netloc:
        raise BlobStoreError(f"not a gs://bucket/prefix URL: {url!r}")
    return parsed.netloc, parsed.path.strip("/")


def open_blobstore(settings: Settings) -> BlobStore:
    """PERMITFLOW_BLOB_URL `gs://bucket/prefix` → GCS; `file:///dir` → that directory; unset → <data_dir>/pdfs."""
    url = settings.blob_url
    if not url:
        return LocalBlobStore(settings.resolved_data_dir / "pdfs")
    if url.startswith("gs://"):
        bucket, prefix = parse_gs_url(url)
        return GcsBlobStore(bucket, prefix)
    if url.startswith("file://"):
        return LocalBlobStore(Path(unquote(urlparse(url).path)))
    raise BlobStoreError(f"PERMITFLOW_BLOB_URL must be gs://bucket/prefix or file:///directory, got {url!r}")
