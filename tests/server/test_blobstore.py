import os
import resource
import signal
from pathlib import Path

import pytest
from google.auth.credentials import AnonymousCredentials
from google.cloud import storage

from mcp_server.pdf.blobstore import (
    BlobNotFound,
    BlobStoreError,
    BlobUndo,
    GcsBlobStore,
    InvalidBlobKey,
    LocalBlobStore,
    open_blobstore,
    validate_key,
)
from mcp_server.settings import Settings
from tests.support.gcs_emulator import BUCKET, PROJECT, gcs_emulator

BAD_KEYS = [
    "../../x",
    "permits/../../x",
    "../outside.pdf",
    "/etc/passwd",
    "/tmp/x.pdf",
    "permits/a\x00b.pdf",
    "permits/line\nbreak.pdf",
    "C:\\Windows\\x.pdf",
    "permits\\x.pdf",
    "gs://other/x.pdf",
    "permits//x.pdf",
    "permits/.hidden",
    "permits/./x.pdf",
    "",
    "a" * 600,
]


@pytest.fixture
def store(tmp_path: Path) -> LocalBlobStore:
    return LocalBlobStore(tmp_path / "store")


def test_local_put_get_exists_and_overwrite(store: LocalBlobStore, tmp_path: Path):
    assert not store.exists("permits/PERM-HW-0001.pdf")
    url = store.put("permits/PERM-HW-0001.pdf", b"%PDF-1 first", "application/pdf")
    path = tmp_path / "store" / "permits" / "PERM-HW-0001.pdf"
    assert url == path.resolve().as_uri()
    assert store.get("permits/PERM-HW-0001.pdf") == b"%PDF-1 first"
    assert store.exists("permits/PERM-HW-0001.pdf")
    assert store.put("permits/PERM-HW-0001.pdf", b"%PDF-1 second", "application/pdf") == url
    assert path.read_bytes() == b"%PDF-1 second"
    assert sorted(p.name for p in path.parent.iterdir()) == ["PERM-HW-0001.pdf"], "no temp files left behind"
    assert oct(path.stat().st_mode & 0o777) == "0o644"


@pytest.mark.parametrize("key", BAD_KEYS)
def test_local_rejects_keys_that_leave_the_store(store: LocalBlobStore, tmp_path: Path, key: str):
    before = sorted(str(p) for p in tmp_path.rglob("*"))
    with pytest.raises(InvalidBlobKey):
        store.put(key, b"x", "application/pdf")
    with pytest.raises(InvalidBlobKey):
        store.get(key)
    with pytest.raises(InvalidBlobKey):
        store.exists(key)
    assert sorted(str(p) for p in tmp_path.rglob("*")) == before


def test_local_symlink_cannot_lead_outside(store: LocalBlobStore, tmp_path: Path):
    outside = tmp_path / "outside"
    outside.mkdir()
    os.symlink(outside, store.root / "link")
    with pytest.raises(InvalidBlobKey, match="outside the store"):
        store.put("link/PERM-HW-0001.pdf", b"x", "application/pdf")
    assert list(outside.iterdir()) == []


def test_local_missing_blob_is_not_found(store: LocalBlobStore):
    with pytest.raises(BlobNotFound, match="PERM-HW-9999"):
        store.get("permits/PERM-HW-9999.pdf")


def test_validate_key_messages_name_the_problem():
    assert validate_key("permits/PERM-HW-0001.pdf") == "permits/PERM-HW-0001.pdf"
    with pytest.raises(InvalidBlobKey, match="control character"):
        validate_key("a\x00b")
    with pytest.raises(InvalidBlobKey, match=r"invalid part '\.\.'"):
        validate_key("permits/../x")
    with pytest.raises(InvalidBlobKey, match="relative path"):
        validate_key("/etc/passwd")


def test_open_blobstore_follows_settings(tmp_path: Path):
    local = open_blobstore(Settings(data_dir=tmp_path / "var"))
    assert isinstance(local, LocalBlobStore) and local.root == (tmp_path / "var" / "pdfs").resolve()
    gcs = open_blobstore(Settings(data_dir=tmp_path / "var", blob_url="gs://my-bucket/permitflow/prod/"))
    assert isinstance(gcs, GcsBlobStore) and (gcs.bucket_name, gcs.prefix) == ("my-bucket", "permitflow/prod")
    assert gcs.url_for("permits/PERM-HW-0001.pdf") == "gs://my-bucket/permitflow/prod/permits/PERM-HW-0001.pdf"
    file_store = open_blobstore(Settings(data_dir=tmp_path / "var", blob_url=(tmp_path / "elsewhere").as_uri()))
    assert isinstance(file_store, LocalBlobStore) and file_store.root == (tmp_path / "elsewhere").resolve()
    with pytest.raises(BlobStoreError, match="gs://bucket/prefix"):
        open_blobstore(Settings(data_dir=tmp_path / "var", blob_url="s3://bucket/x"))
    with pytest.raises(BlobStoreError, match="invalid GCS bucket"):
        open_blobstore(Settings(data_dir=tmp_path / "var", blob_url="gs://Bad_Bucket!/x"))


@pytest.fixture(scope="module")
def emulator():
    with gcs_emulator() as url:
        yield url


@pytest.fixture
def gcs_client(emulator, monkeypatch):
    monkeypatch.setenv("STORAGE_EMULATOR_HOST", emulator)
    return storage.Client(project=PROJECT, credentials=AnonymousCredentials())


def test_gcs_put_get_exists_against_emulator(gcs_client):
    store = GcsBlobStore(BUCKET, "pdfs/test", client=gcs_client)
    key = "permits/PERM-CSE-0007.pdf"
    assert not store.exists(key)
    url = store.put(key, b"%PDF-1.4 one", "application/pdf")
    assert url == f"gs://{BUCKET}/pdfs/test/permits/PERM-CSE-0007.pdf"
    assert store.exists(key)
    assert store.get(key) == b"%PDF-1.4 one"
    assert store.put(key, b"%PDF-1.4 two", "application/pdf") == url
    blob = gcs_client.bucket(BUCKET).get_blob("pdfs/test/permits/PERM-CSE-0007.pdf")
    assert blob.download_as_bytes() == b"%PDF-1.4 two"
    assert blob.content_type == "application/pdf"
    with pytest.raises(BlobNotFound, match="PERM-CSE-9999"):
        store.get("permits/PERM-CSE-9999.pdf")


def test_gcs_client_from_environment(emulator, monkeypatch, tmp_path: Path):
    """open_blobstore builds its own client: with STORAGE_EMULATOR_HOST set it talks to the emulator anonymously."""
    monkeypatch.setenv("STORAGE_EMULATOR_HOST", emulator)
    store = open_blobstore(Settings(data_dir=tmp_path, blob_url=f"gs://{BUCKET}/env"))
    assert store.put("permits/PERM-HW-0042.pdf", b"%PDF env", "application/pdf") == (
        f"gs://{BUCKET}/env/permits/PERM-HW-0042.pdf"
    )
    assert store.get("permits/PERM-HW-0042.pdf") == b"%PDF env"


@pytest.mark.parametrize("key", ["../../x", "/etc/passwd", "a\x00b", "permits/../../x"])
def test_gcs_rejects_bad_keys_before_any_request(gcs_client, key: str):
    store = GcsBlobStore(BUCKET, "pdfs", client=gcs_client)
    with pytest.raises(InvalidBlobKey):
        store.put(key, b"x", "application/pdf")
    assert [b.name for b in gcs_client.list_blobs(BUCKET, prefix="x")] == []


def test_gcs_missing_bucket_is_a_clear_error(gcs_client):
    store = GcsBlobStore("no-such-bucket", "", client=gcs_client)
    with pytest.raises(BlobStoreError, match="gs://no-such-bucket/permits/PERM-HW-0001.pdf"):
        store.put("permits/PERM-HW-0001.pdf", b"x", "application/pdf")


def test_local_delete(store: LocalBlobStore):
    store.put("permits/PERM-HW-0001.pdf", b"%PDF", "application/pdf")
    assert store.delete("permits/PERM-HW-0001.pdf") is True
    assert not store.exists("permits/PERM-HW-0001.pdf")
    assert store.delete("permits/PERM-HW-0001.pdf") is False, "deleting a missing blob is not an error"
    with pytest.raises(InvalidBlobKey):
        store.delete("../outside.pdf")


def test_gcs_delete_against_emulator(gcs_client):
    store = GcsBlobStore(BUCKET, "pdfs/delete", client=gcs_client)
    store.put("permits/PERM-HW-0003.pdf", b"%PDF", "application/pdf")
    assert store.delete("permits/PERM-HW-0003.pdf") is True
    assert not store.exists("permits/PERM-HW-0003.pdf")
    assert store.delete("permits/PERM-HW-0003.pdf") is False


def undo_cases(store) -> None:
    """BlobUndo on any store: a failed block puts every key back as it was; a successful one keeps the writes."""
    new, old, taken = "permits/PERM-HW-0011.pdf", "permits/PERM-HW-0012.pdf", "permits/PERM-HW-0013.pdf"
    store.put(old, b"%PDF old", "application/pdf")
    store.put(taken, b"%PDF before", "application/pdf")
    with pytest.raises(RuntimeError, match="commit failed"), BlobUndo(store) as blobs:
        assert blobs.put(new, b"%PDF new", "application/pdf") == store.url_for(new)
        blobs.put(old, b"%PDF old v2", "application/pdf")
        blobs.put(old, b"%PDF old v3", "application/pdf")
        blobs.put(taken, b"%PDF mine", "application/pdf")
        store.put(taken, b"%PDF someone else's", "application/pdf")
        raise RuntimeError("commit failed")
    assert not store.exists(new)
    assert store.get(old) == b"%PDF old"
    assert store.get(taken) == b"%PDF someone else's", "a key written since is not ours to put back"
    assert blobs.restored == [store.url_for(old), store.url_for(old), store.url_for(new)] and blobs.problems == []
    with BlobUndo(store) as kept:
        kept.put(new, b"%PDF kept", "application/pdf")
    assert store.get(new) == b"%PDF kept" and kept.restored == []


def test_undo_on_local_store(store: LocalBlobStore):
    undo_cases(store)


def test_undo_on_gcs_against_emulator(gcs_client):
    undo_cases(GcsBlobStore(BUCKET, "pdfs/undo", client=gcs_client))


def test_undo_reports_what_it_could_not_put_back(store: LocalBlobStore):
    """A real write failure while restoring (the process may not write files that large): named, not raised."""
    key = "permits/PERM-HW-0021.pdf"
    store.put(key, b"%PDF " + b"x" * 200_000, "application/pdf")
    blobs = BlobUndo(store)
    blobs.put(key, b"%PDF small", "application/pdf")
    limits = resource.getrlimit(resource.RLIMIT_FSIZE)
    handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, limits[1]))
    try:
        problems = blobs.undo()
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, limits)
        signal.signal(signal.SIGXFSZ, handler)
    assert len(problems) == 1 and store.url_for(key) in problems[0] and "could not be restored" in problems[0]
    assert store.get(key) == b"%PDF small" and blobs.restored == []
    assert sorted(p.name for p in (store.root / "permits").iterdir()) == ["PERM-HW-0021.pdf"], "no temp files left"
