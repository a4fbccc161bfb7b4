"""The permit database on SQLite and PostgreSQL: migrations, id counters, permits, validations, PDFs, runs."""

from __future__ import annotations

import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta, timezone
from typing import TYPE_CHECKING

import pytest
import sqlalchemy as sa
from alembic import command

from mcp_server.db import (
    Database,
    IdempotencyConflict,
    InvalidRecord,
    PermitNotFound,
    RecordResult,
    RunNotFound,
    RunRecordIn,
)
from mcp_server.db.database import alembic_config
from mcp_server.db.errors import RunRecordExists
from mcp_server.db.models import Base, PermitCounterRow
from mcp_server.permits.types import UnknownPermitType
from mcp_server.workorders.model import WorkOrderRepository
from tests.support.mcp_harness import ROOT

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

TABLES = {
    "work_orders",
    "hazards",
    "permits",
    "validations",
    "pdfs",
    "runs",
    "run_tool_calls",
    "permit_counters",
    "permit_id_allocations",
    "people",
    "person_roles",
    "person_competencies",
    "isolation_certificates",
    "isolation_points",
    "permit_isolations",
    "gas_readings",
}
T0 = datetime(2026, 12, 1, 7, 0, tzinfo=UTC)


def permit(permit_id: str, type_: str = "Hot Work", **extra) -> dict:
    return {
        "permitId": permit_id,
        "type": type_,
        "controls": ["Fire watch", "Extinguisher"],
        "signOffRoles": ["Supervisor", "HSE"],
        "validityHours": 8,
        "site": "Plant-A",
        "area": "Tank Farm",
        "validFrom": T0.isoformat(),
        **extra,
    }


def table_names(db: Database) -> set[str]:
    with db.engine.connect() as conn:
        return set(sa.inspect(conn).get_table_names())


def test_migrations_apply_on_a_fresh_database_and_are_idempotent(db_target: DbTarget):
    db = Database(db_target.url)
    try:
        assert db.current_revision() is None
        db.migrate()
        assert db.current_revision() == db.head_revision() is not None
        assert table_names(db) >= TABLES
        db.allocate_permit_id("HW")
        db.migrate()
        assert db.current_revision() == db.head_revision()
        assert db.allocate_permit_id("HW").sequence == 2, "a second migrate must not touch the data"
        with db.engine.connect() as conn:
            command.check(alembic_config(conn))  # the models and the migrations describe the same schema
    finally:
        db.dispose()


@pytest.mark.slow
def test_concurrent_migrations_from_separate_processes(db_target: DbTarget):
    """Four processes migrate the same fresh database at the same moment: all succeed, one schema results."""
    start_at = time.time() + 4
    script = (
        "import sys, time; from mcp_server.db import Database; db = Database(sys.argv[1]); "
        "time.sleep(max(0.0, float(sys.argv[2]) - time.time())); db.migrate(); print(db.current_revision())"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, db_target.url, str(start_at)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    results = [p.communicate(timeout=120) for p in procs]
    for proc, (out, err) in zip(procs, results, strict=True):
        assert proc.returncode == 0, err
        assert out.strip() == Database.head_revision()
    db = Database(db_target.url)
    try:
        assert table_names(db) >= TABLES
        assert db.allocate_permit_id("CSE").permitId == "PERM-CSE-0001"
    finally:
        db.dispose()


def test_counters_increase_per_type(database: Database):
    hot = [database.allocate_permit_id(name) for name in ("Hot Work", "HW", "hot work", "HOT_WORK")]
    assert [a.permitId for a in hot] == [f"PERM-HW-000{i}" for i in range(1, 5)]
    assert {a.permitType for a in hot} == {"Hot Work"} and {a.code for a in hot} == {"HW"}
    cse = database.allocate_permit_id("Confined Space Entry")
    assert (cse.permitId, cse.sequence) == ("PERM-CSE-0001", 1)
    assert database.allocate_permit_id("Electrical").permitId == "PERM-LOTO-0001"
    with pytest.raises(UnknownPermitType, match="valid types: Hot Work"):
        database.allocate_permit_id("Diving")


def test_counter_grows_past_9999(database: Database):
    with database.write() as session:
        session.add(PermitCounterRow(type_code="WAH", last_value=9998))
    assert database.allocate_permit_id("WAH").permitId == "PERM-WAH-9999"
    assert database.allocate_permit_id("WAH").permitId == "PERM-WAH-10000"


def test_concurrent_allocations_in_one_process_are_unique(database: Database):
    with ThreadPoolExecutor(max_workers=8) as pool:
        seqs = list(pool.map(lambda _: database.allocate_permit_id("EXC").sequence, range(80)))
    assert sorted(seqs) == list(range(1, 81))


def test_permit_round_trip_and_simultaneous_operations_lookup(database: Database):
    stored = database.save_permit(permit("PERM-HW-0001"), work_order_id="WO-10001", run_id="run-1")
    assert (stored.typeCode, stored.permitType, stored.status) == ("HW", "Hot Work", "draft")
    assert stored.validFrom == T0 and stored.validTo == T0 + timedelta(hours=8), "validTo from validityHours"
    assert stored.validFrom.tzinfo is not None
    assert database.get_permit("PERM-HW-0001").permit.controls == ["Fire watch", "Extinguisher"]
    assert database.active_permits("Plant-A", "Tank Farm", T0, T0 + timedelta(hours=1)) == [], "drafts are not live"
    database.save_permit(permit("PERM-HW-0001"), work_order_id="WO-10001", run_id="run-1", status="issued")

    ist = timezone(timedelta(hours=5, minutes=30))
    database.save_permit(
        permit(
            "PERM-CSE-0001",
            "CSE",
            validFrom=datetime(2026, 12, 1, 17, 30, tzinfo=ist).isoformat(),
            validTo=datetime(2026, 12, 1, 23, 30, tzinfo=ist).isoformat(),
        ),
        status="issued",
    )
    cse = database.get_permit("PERM-CSE-0001")
    assert (cse.validFrom, cse.validTo) == (T0 + timedelta(hours=5), T0 + timedelta(hours=11)), "stored in UTC"
    database.save_permit(permit("PERM-EXC-0001", "Excavation", area="Process Unit 1"), status="issued")
    database.save_permit(
        permit("PERM-WAH-0001", "Working at Height", validFrom=(T0 + timedelta(days=2)).isoformat()), status="issued"
    )

    def ids(*args, **kwargs) -> list[str]:
        return [p.permitId for p in database.active_permits(*args, **kwargs)]

    assert ids("Plant-A", "Tank Farm", T0 + timedelta(hours=6), T0 + timedelta(hours=7)) == [
        "PERM-HW-0001",
        "PERM-CSE-0001",
    ]
    assert ids("Plant-A", "Tank Farm", T0 + timedelta(hours=8), T0 + timedelta(hours=9)) == ["PERM-CSE-0001"]
    assert ids("Plant-A", None, T0, T0 + timedelta(hours=1)) == ["PERM-EXC-0001", "PERM-HW-0001"]
    assert ids("Plant-B", None, T0, T0 + timedelta(days=5)) == []
    assert ids("Plant-A", "Tank Farm", T0, T0 + timedelta(hours=1), exclude_permit_id="PERM-HW-0001") == []
    database.set_permit_status("PERM-HW-0001", "cancelled")
    assert ids("Plant-A", "Tank Farm", T0, T0 + timedelta(hours=1)) == []

    updated = database.save_permit(permit("PERM-HW-0001", validityHours=4), status="issued")
    assert updated.validTo == T0 + timedelta(hours=4) and updated.status == "issued"
    assert updated.createdAt == stored.createdAt and updated.updatedAt >= stored.updatedAt


def test_invalid_permits_are_refused_whole(database: Database):
    with pytest.raises(InvalidRecord, match="of type Confined Space Entry \\(CSE\\) but its id carries code HW"):
        database.save_permit(permit("PERM-HW-0002", "Confined Space Entry"))
    with pytest.raises(InvalidRecord, match="invalid permit: permitId"):
        database.save_permit(permit("HW-2"))
    with pytest.raises(InvalidRecord, match="unknown permit type 'Diving'"):
        database.save_permit(permit("PERM-HW-0002", "Diving"))
    with pytest.raises(InvalidRecord, match="invalid permit status 'open'"):
        database.save_permit(permit("PERM-HW-0002"), status="open")
    with pytest.raises(InvalidRecord, match="is before validFrom"):
        database.save_permit(permit("PERM-HW-0002", validTo=(T0 - timedelta(hours=1)).isoformat()))
    with pytest.raises(InvalidRecord, match="controls.0: String should have at most 500 characters"):
        database.save_permit(permit("PERM-HW-0002", controls=["x" * 30_000] * 80))
    with pytest.raises(InvalidRecord, match="must be after start"):
        database.active_permits("Plant-A", None, T0, T0)
    with pytest.raises(PermitNotFound, match="PERM-HW-0002"):
        database.get_permit("PERM-HW-0002")


def test_validations_and_pdfs(database: Database):
    validation = {"permitId": "PERM-HW-0001", "validationStatus": "Fail", "errors": ["no fire watch"]}
    with pytest.raises(PermitNotFound, match="PERM-HW-0001"):
        database.save_validation(validation)
    with pytest.raises(PermitNotFound, match="PERM-HW-0001"):
        database.record_pdf("PERM-HW-0001", "gs://b/permits/PERM-HW-0001.pdf", "a" * 64, 1234)
    database.save_permit(permit("PERM-HW-0001"))
    first = database.save_validation(validation, run_id="run-1", ruleset_version="v1.0")
    second = database.save_validation({**validation, "validationStatus": "Pass", "errors": []})
    history = database.validations_for("PERM-HW-0001")
    assert [v.id for v in history] == [first, second]
    assert [v.validation.validationStatus for v in history] == ["Fail", "Pass"]
    assert history[0].rulesetVersion == "v1.0" and history[0].runId == "run-1"

    pdf = database.record_pdf("PERM-HW-0001", "file:///tmp/a.pdf", "AB" * 32, 2048)
    assert (pdf.sha256, pdf.sizeBytes) == ("ab" * 32, 2048)
    again = database.record_pdf("PERM-HW-0001", "gs://b/permits/PERM-HW-0001.pdf", "ab" * 32, 2048)
    assert again.id == pdf.id and again.url == "gs://b/permits/PERM-HW-0001.pdf"
    database.record_pdf("PERM-HW-0001", "gs://b/permits/PERM-HW-0001-v2.pdf", "cd" * 32, 4096)
    assert [p.sizeBytes for p in database.pdfs_for("PERM-HW-0001")] == [2048, 4096]
    with pytest.raises(InvalidRecord, match="sha256 must be 64 hex"):
        database.record_pdf("PERM-HW-0001", "gs://b/x.pdf", "not-a-hash", 1)
    with pytest.raises(InvalidRecord, match="size_bytes must be >= 0"):
        database.record_pdf("PERM-HW-0001", "gs://b/x.pdf", "ef" * 32, -1)


def test_work_orders_and_hazards(database: Database):
    work_order = WorkOrderRepository.from_file(ROOT / "assets" / "workOrders.json").get("WO-10001")
    assert database.save_work_order(work_order) == "WO-10001"
    assert database.save_work_order(work_order) == "WO-10001"
    hazards = [
        {"name": "Flammable atmosphere", "confidence": 0.9, "suggestedControls": ["Gas test"], "source": "INC-1"},
        {"name": "Hot surfaces", "confidence": 0.4},
    ]
    ids = database.save_hazards("WO-10001", hazards, run_id="run-1")
    assert len(ids) == 2 and ids[0] < ids[1]
    stored = database.hazards_for("WO-10001", run_id="run-1")
    assert [h.name for h in stored] == ["Flammable atmosphere", "Hot surfaces"]
    assert stored[0].model_extra == {"source": "INC-1"}
    with pytest.raises(InvalidRecord, match="confidence"):
        database.save_hazards("WO-10001", [{"name": "x", "confidence": 7}])
    assert len(database.hazards_for("WO-10001")) == 2, "a refused batch writes nothing"


def test_runs_are_write_once_and_keys_idempotent(database: Database):
    base = {"workOrderId": "WO-10001", "status": "running", "engine": "adk"}
    record = RunRecordIn(runId="run-A", runMeta={"policyVersion": "v1.0"}, **base)
    created = database.record_run(record)
    assert created.created and created.runId == "run-A"
    assert database.record_run(record) == RecordResult(runId="run-A", created=False), "a resend changes nothing"
    with pytest.raises(RunRecordExists, match="run 'run-A' is already recorded with different content"):
        database.record_run(
            RunRecordIn(
                runId="run-A", toolCalls=[{"tool": "rules_evaluate", "durationMs": 3.5}], **base | {"status": "ok"}
            )
        )
    run = database.get_run("run-A")
    assert run.status == "running" and run.toolCalls == [] and run.policyVersion == "v1.0"

    first = database.record_run(RunRecordIn(idempotencyKey="key-1", **base))
    replay = database.record_run(RunRecordIn(idempotencyKey="key-1", **base | {"status": "changed"}))
    assert first.created and (replay.runId, replay.created) == (first.runId, False)
    assert database.get_run(first.runId).status == "running", "a replayed key writes nothing"
    with pytest.raises(IdempotencyConflict, match="already belongs to run"):
        database.record_run(RunRecordIn(runId="run-B", idempotencyKey="key-1", **base))
    with pytest.raises(RunNotFound, match="run-B"):
        database.get_run("run-B")


def test_concurrent_records_with_one_idempotency_key_make_one_run(database: Database):
    record = RunRecordIn(idempotencyKey="same-request", workOrderId="WO-10002", status="completed", engine="adk")
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(lambda _: database.record_run(record), range(12)))
    assert len({r.runId for r in results}) == 1
    assert sum(r.created for r in results) == 1
    with database.read() as session:
        assert session.scalar(sa.select(sa.func.count()).select_from(Base.metadata.tables["runs"])) == 1
