"""A permit, its validation, its lifecycle step and its PDF are kept together or not at all.

Real faults between the PDF write and the database commit: the PostgreSQL backend is killed with
pg_terminate_backend, the SQLite connection is closed under the transaction; a blob store whose `permits`
folder is a plain file cannot store anything. Each runs on SQLite and PostgreSQL with the real blob store.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import sqlalchemy as sa
from google.auth.credentials import AnonymousCredentials
from google.cloud import storage

from common.failures import ErrorCode
from mcp_server.db import Database, InvalidRecord, PdfRef, PermitNotFound
from mcp_server.db.models import PdfRow
from mcp_server.errors import parse_failure
from mcp_server.pdf.blobstore import BlobNotFound, BlobStore, BlobUndo, LocalBlobStore
from mcp_server.server import build_server
from tests.support.gcs_emulator import BUCKET, PROJECT, gcs_emulator
from tests.support.mcp_harness import connect, error_text, structured
from tests.support.people_support import seed
from tests.support.permits import HSE, LIFT_SUPERVISOR, PID, REQUESTER, lifting_permit

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

KEY = f"permits/{PID}.pdf"
PASS = {"permitId": PID, "validationStatus": "Pass", "checks": [{"check": "Rulebook", "result": "ok", "details": "ok"}]}
FAIL = {"permitId": PID, "validationStatus": "Fail", "errors": ["LIFT-ATT-PLAN: lift plan missing"]}


def blob(store: BlobStore) -> bytes | None:
    with contextlib.suppress(BlobNotFound):
        return store.get(KEY)
    return None


def snapshot(db: Database) -> dict[str, Any]:
    """Everything the database holds about the permit, for before/after comparisons."""
    try:
        record = db.permit_record(PID)
    except PermitNotFound:
        return {"permit": None, "validations": [], "pdfs": [], "audit": []}
    return {
        "permit": record.permit.model_dump(),
        "validations": [v.model_dump() for v in db.validations_for(PID)],
        "pdfs": [p.model_dump() for p in db.pdfs_for(PID)],
        "audit": [e.model_dump() for e in record.audit],
    }


def kill_connection(db: Database, connection: sa.Connection) -> None:
    """A real outage of the connection: PostgreSQL terminates its backend, SQLite's is closed."""
    if db.dialect == "postgresql":
        pid = connection.execute(sa.text("SELECT pg_backend_pid()")).scalar_one()
        with db.engine.connect() as admin:
            assert admin.execute(sa.text("SELECT pg_terminate_backend(:pid, 10000)"), {"pid": pid}).scalar_one()
    else:
        connection.connection.dbapi_connection.close()


@contextlib.contextmanager
def outage_at_pdf_commit(db: Database, store: BlobStore) -> Iterator[list[bytes | None]]:
    """Kill the connection at the commit of the transaction that holds a new PDF row of the permit.

    Yields the bytes the new row's PDF held in the blob store at that moment (under its content key), so a test
    can show the PDF was written before the fault.
    """
    url = db.url.render_as_string(hide_password=False)
    committed = {p.id for p in db.pdfs_for(PID)}
    seen: list[bytes | None] = []

    def before_commit(connection: sa.Connection) -> None:
        # the connection's commit, whether an ORM session (the lifecycle tools) or a bare connection (pdf_render)
        # is committing it
        if seen or connection.engine.url.render_as_string(hide_password=False) != url:
            return
        rows = {i: u for i, u in connection.execute(sa.select(PdfRow.id, PdfRow.url).where(PdfRow.permit_id == PID))}
        new = [url for row_id, url in rows.items() if row_id not in committed]
        if not new:
            return
        with contextlib.suppress(BlobNotFound):
            seen.append(store.get(store.key_of(new[0])))
        if not seen:
            seen.append(None)
        kill_connection(db, connection)

    sa.event.listen(db.engine, "commit", before_commit)
    try:
        yield seen
    finally:
        sa.event.remove(db.engine, "commit", before_commit)
    assert seen, "the fault never fired: no transaction wrote a new PDF row"


def assert_outage(text: str, *, restored: bool) -> None:
    """`restored`: the PDF staged for the failed commit was removed again (the alias was never touched)."""
    failure = parse_failure(text)
    assert failure is not None and failure.error_code is ErrorCode.ERR_STORE_UNAVAILABLE, text
    assert "the permit database could not be written" in failure.message and "nothing was recorded" in failure.message
    assert ("was removed" in failure.message) is restored, failure.message
    assert "Traceback" not in text and "[SQL:" not in text


@pytest.fixture
def server(db_target: DbTarget):
    server = build_server(db_target.settings())
    seed(server.deps.db)
    yield server
    server.deps.db.dispose()


async def render(client, validation: dict[str, Any]) -> Any:
    return await client.call_tool("pdf_render", {"permit": lifting_permit(), "validation": validation})


async def call(client, tool: str, **arguments: Any) -> dict[str, Any]:
    return structured(await client.call_tool(tool, arguments))


async def signed_draft(client) -> None:
    structured(await render(client, PASS))
    await call(client, "permits_request", permitId=PID, requestedBy=REQUESTER)
    await call(client, "permits_signoff", permitId=PID, person=LIFT_SUPERVISOR, role="Lift Supervisor")
    await call(client, "permits_signoff", permitId=PID, person=HSE, role="HSE")


def transition(to: str, person: str = HSE, role: str = "HSE") -> dict[str, Any]:
    return {"permitId": PID, "to": to, "person": person, "role": role, "reason": f"to {to}"}


def transaction_ids(db: Database, *tables: str) -> set[str]:
    """PostgreSQL's xmin of the permit's rows: one value means one transaction wrote them all."""
    with db.engine.connect() as conn:
        return {
            xid
            for table in tables
            for xid in conn.execute(
                sa.text(f"SELECT xmin::text FROM {table} WHERE permit_id = :p"), {"p": PID}
            ).scalars()
        }


async def test_render_records_permit_validation_and_pdf_together(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        out = structured(await render(client, FAIL))
    data = blob(store)
    assert data is not None and hashlib.sha256(data).hexdigest() == out["sha256"]
    assert db.get_permit(PID).status == "draft"
    assert [v.validation.validationStatus for v in db.validations_for(PID)] == ["Fail"]
    assert [(p.url, p.sha256, p.sizeBytes) for p in db.pdfs_for(PID)] == [(out["pdfUrl"], out["sha256"], len(data))]
    if db.dialect == "postgresql":
        assert len(transaction_ids(db, "permits", "validations", "pdfs")) == 1


async def test_an_unchanged_draft_rendered_again_writes_nothing_and_any_change_is_recorded(server):
    """One revision, recorded once: the same draft and validation again answer the stored PDF row and write no row;
    a lost content PDF or alias is written again; another validation, or the earlier one again (A, B, A), is
    recorded as before."""
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        first = structured(await render(client, FAIL))
        drawn, before = blob(store), snapshot(db)
        assert structured(await render(client, FAIL)) == first
        assert snapshot(db) == before, "an unchanged revision wrote nothing (no row, no timestamp moved)"
        store.delete(KEY)  # the alias lost (a kill before publishing): published again, still no row written
        assert structured(await render(client, FAIL)) == first and blob(store) == drawn and snapshot(db) == before
        store.delete(store.key_of(first["pdfUrl"]))  # the content PDF lost: written again, and recorded
        assert structured(await render(client, FAIL)) == first
        assert store.get(store.key_of(first["pdfUrl"])) == drawn
        assert [v.validation.validationStatus for v in db.validations_for(PID)] == ["Fail", "Fail"]
        second = structured(await render(client, PASS))
        again = structured(await render(client, FAIL))
    assert second["sha256"] != first["sha256"] == again["sha256"] and blob(store) == drawn
    assert [v.validation.validationStatus for v in db.validations_for(PID)] == ["Fail", "Fail", "Pass", "Fail"]
    assert [p.sha256 for p in db.pdfs_for(PID)] == [second["sha256"], first["sha256"]], "A is the latest PDF again"


async def test_outage_after_the_pdf_write_leaves_no_permit_and_no_pdf(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        with outage_at_pdf_commit(db, store) as seen:
            text = error_text(await render(client, FAIL))
    assert seen[0] is not None and seen[0].startswith(b"%PDF"), "the PDF was in the store when the commit failed"
    assert_outage(text, restored=True)
    assert snapshot(db) == {"permit": None, "validations": [], "pdfs": [], "audit": []}
    assert blob(store) is None and not store.exists(KEY)
    assert store.keys("permits") == [], "the staged PDF no row names was removed"


async def test_outage_on_a_rerender_keeps_the_previous_rows_and_bytes(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        first = structured(await render(client, FAIL))
        before, before_bytes = snapshot(db), blob(store)
        with outage_at_pdf_commit(db, store) as seen:
            text = error_text(await render(client, PASS))
        assert_outage(text, restored=True)
        assert seen[0] not in (None, before_bytes), "the new PDF had overwritten the old one before the fault"
        assert snapshot(db) == before and blob(store) == before_bytes
        assert hashlib.sha256(before_bytes).hexdigest() == first["sha256"]
        second = structured(await render(client, PASS))
    assert [p.sha256 for p in db.pdfs_for(PID)] == [first["sha256"], second["sha256"]]
    assert hashlib.sha256(blob(store)).hexdigest() == second["sha256"]


async def test_outage_while_issuing_keeps_the_draft_its_audit_and_its_pdf(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        await signed_draft(client)
        before, draft_pdf = snapshot(db), blob(store)
        with outage_at_pdf_commit(db, store) as seen:
            text = error_text(await client.call_tool("permits_transition", transition("issued")))
        assert_outage(text, restored=True)
        assert b"%PDF" in seen[0] and seen[0] != draft_pdf
        assert snapshot(db) == before and blob(store) == draft_pdf
        assert db.get_permit(PID).status == "draft"

        issued = await call(client, "permits_transition", **transition("issued"))
    assert issued["status"] == "issued" and issued["pdfError"] is None
    assert [e.action for e in db.audit_for(PID)][-1] == "transition"
    assert db.pdfs_for(PID)[-1].sha256 == hashlib.sha256(blob(store)).hexdigest()
    if db.dialect == "postgresql":
        with db.engine.connect() as conn:
            step = conn.execute(
                sa.text("SELECT xmin::text FROM permit_audit WHERE permit_id = :p ORDER BY seq DESC LIMIT 1"),
                {"p": PID},
            ).scalar_one()
            pdf = conn.execute(
                sa.text("SELECT xmin::text FROM pdfs WHERE permit_id = :p ORDER BY id DESC LIMIT 1"), {"p": PID}
            ).scalar_one()
        assert step == pdf, "the issue step and its PDF row were committed by one transaction"


async def test_outage_on_activation_and_extension_changes_nothing(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        await signed_draft(client)
        await call(client, "permits_transition", **transition("issued"))
        before, issued_pdf = snapshot(db), blob(store)
        with outage_at_pdf_commit(db, store):
            text = error_text(
                await client.call_tool("permits_transition", transition("active", REQUESTER, "Performing Authority"))
            )
        assert_outage(text, restored=True)
        assert snapshot(db) == before and blob(store) == issued_pdf

        extend = {"permitId": PID, "hours": 1, "person": HSE, "role": "HSE", "reason": "crane delayed"}
        with outage_at_pdf_commit(db, store):
            text = error_text(await client.call_tool("permits_extend", extend))
        assert_outage(text, restored=True)
        assert snapshot(db) == before and blob(store) == issued_pdf

        extended = await call(client, "permits_extend", **extend)
    assert extended["pdfError"] is None and extended["validTo"] != before["permit"]["validTo"]
    assert (
        db.pdfs_for(PID)[-1].sha256 == hashlib.sha256(blob(store)).hexdigest() != hashlib.sha256(issued_pdf).hexdigest()
    )


@contextlib.contextmanager
def broken_store(store: LocalBlobStore) -> Iterator[None]:
    """The store's `permits` folder replaced by a plain file: nothing can be read or written under it."""
    folder = store.root / "permits"
    aside = store.root / "permits.aside"
    if folder.exists():
        folder.rename(aside)
    folder.write_bytes(b"not a folder")
    try:
        yield
    finally:
        folder.unlink()
        if aside.exists():
            aside.rename(folder)


async def test_a_pdf_that_cannot_be_stored_records_nothing(server):
    db, store = server.deps.db, server.deps.blobstore
    async with connect(server) as client:
        with broken_store(store):
            text = error_text(await render(client, FAIL))
        failure = parse_failure(text)
        assert failure.error_code is ErrorCode.ERR_STORE_UNAVAILABLE
        assert "could not be stored, so nothing was recorded" in failure.message and "permits" in failure.message
        assert snapshot(db)["permit"] is None

        await signed_draft(client)
        before, draft_pdf = snapshot(db), blob(store)
        with broken_store(store):
            text = error_text(await client.call_tool("permits_transition", transition("issued")))
        assert "the permit PDF could not be rendered or stored" in text
        assert snapshot(db) == before and blob(store) == draft_pdf, "issue needs its PDF: refused whole"

        await call(client, "permits_transition", **transition("issued"))
        before, issued_pdf = snapshot(db), blob(store)
        with broken_store(store):
            active = await call(client, "permits_transition", **transition("active", REQUESTER, "Performing Authority"))
    assert active["status"] == "active" and "could not be rendered or stored" in active["pdfError"]
    after = snapshot(db)
    assert after["pdfs"] == before["pdfs"] and len(after["audit"]) == len(before["audit"]) + 1
    assert blob(store) == issued_pdf and after["pdfs"][-1]["sha256"] == hashlib.sha256(issued_pdf).hexdigest()


def test_a_permit_issued_meanwhile_is_refused_before_its_pdf_is_written(database: Database, tmp_path: Path):
    """The draft check and the PDF write happen under the permit row's lock, in the recording transaction."""
    store = LocalBlobStore(tmp_path / "pdfs")
    database.save_permit(lifting_permit(), status="issued")
    written: list[str] = []

    def store_pdf() -> PdfRef:
        written.append(KEY)
        return PdfRef(url=store.put(KEY, b"%PDF draft", "application/pdf"), sha256="0" * 64, sizeBytes=10)

    with pytest.raises(InvalidRecord, match=f"permit {PID} is issued; a permit past draft cannot be changed"):
        database.record_rendered_permit(lifting_permit(), PASS, store_pdf)
    assert written == [] and not store.exists(KEY)
    assert database.validations_for(PID) == [] and database.pdfs_for(PID) == []


def test_record_rendered_permit_writes_all_three_or_none(database: Database, tmp_path: Path):
    store = LocalBlobStore(tmp_path / "pdfs")
    with pytest.raises(InvalidRecord, match="validation is of 'PERM-LIFT-0002'"):
        database.record_rendered_permit(lifting_permit(), {**PASS, "permitId": "PERM-LIFT-0002"}, lambda: None)
    with pytest.raises(InvalidRecord, match="sha256 must be 64 hex"), BlobUndo(store) as blobs:
        database.record_rendered_permit(
            lifting_permit(),
            PASS,
            lambda: PdfRef(url=blobs.put(KEY, b"%PDF", "application/pdf"), sha256="x", sizeBytes=4),
        )
    assert not store.exists(KEY)
    with pytest.raises(PermitNotFound):
        database.get_permit(PID)
    ref = PdfRef(url=store.url_for(KEY), sha256="a" * 64, sizeBytes=4)
    stored = database.record_rendered_permit(lifting_permit(), PASS, lambda: ref, work_order_id="WO-1")
    assert (stored.url, stored.sha256) == (ref.url, ref.sha256)
    assert database.get_permit(PID).workOrderId == "WO-1" and len(database.validations_for(PID)) == 1


@pytest.fixture
def gcs_server(db_target: DbTarget, monkeypatch):
    with gcs_emulator() as emulator:
        monkeypatch.setenv("STORAGE_EMULATOR_HOST", emulator)
        settings = db_target.settings().model_copy(update={"blob_url": f"gs://{BUCKET}/atomic"})
        server = build_server(settings)
        yield server
        server.deps.db.dispose()


async def test_outage_restores_the_previous_pdf_in_a_gcs_bucket(gcs_server):
    db, store = gcs_server.deps.db, gcs_server.deps.blobstore
    async with connect(gcs_server) as client:
        first = structured(await render(client, FAIL))
        assert first["publishedUrl"] == f"gs://{BUCKET}/atomic/{KEY}"
        assert first["pdfUrl"] == f"gs://{BUCKET}/atomic/permits/{PID}/{first['sha256']}.pdf"
        before, before_bytes = snapshot(db), blob(store)
        with outage_at_pdf_commit(db, store) as seen:
            text = error_text(await render(client, PASS))
    assert_outage(text, restored=True)
    assert seen[0] != before_bytes and snapshot(db) == before
    bucket = storage.Client(project=PROJECT, credentials=AnonymousCredentials()).bucket(BUCKET)
    assert hashlib.sha256(bucket.blob(f"atomic/{KEY}").download_as_bytes()).hexdigest() == first["sha256"]


async def test_outage_on_a_new_permit_deletes_its_pdf_from_a_gcs_bucket(gcs_server):
    db, store = gcs_server.deps.db, gcs_server.deps.blobstore
    async with connect(gcs_server) as client:
        with outage_at_pdf_commit(db, store):
            text = error_text(await render(client, FAIL))
    assert_outage(text, restored=True)
    assert snapshot(db)["permit"] is None
    assert (
        not storage.Client(project=PROJECT, credentials=AnonymousCredentials())
        .bucket(BUCKET)
        .blob(f"atomic/{KEY}")
        .exists()
    )
