"""Issue 14: the PDFs and the permit database agree, after crashes, on SQLite and PostgreSQL.

- The reconciler quarantines PDFs no row names, re-renders a named PDF that is missing or damaged, and re-publishes
  a stale alias; running it again finds nothing to do.
- The crash test: ≥10 cycles of `kill -9` of the HTTP tool server in the middle of pdf_render and lifecycle bursts
  (request, sign-offs, issue, activate, extend), then the start-up reconciler, then 0 disagreements: every PDF row
  names a file holding exactly its hash, each permit's alias holds its latest PDF, the VALID TO printed on it is the
  database's valid_to, and no PDF under permits/ is unnamed.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import io
import random
import re
from typing import TYPE_CHECKING, Any

import pytest
import sqlalchemy as sa
from pypdf import PdfReader

from mcp_server.db.models import PdfRow
from mcp_server.deps import Deps
from mcp_server.pdf.reconcile import reconcile
from mcp_server.pdf.sections import fmt_dt
from mcp_server.pdf.versions import alias_key, content_key
from mcp_server.server import build_server
from tests.support.mcp_harness import connect, structured
from tests.support.permits import HSE, LIFT_SUPERVISOR, REQUESTER, lifting_permit

if TYPE_CHECKING:
    from tests.support.db_fixtures import DbTarget

pytest_plugins = ["tests.support.db_fixtures"]

VALID_TO = re.compile(r"VALID TO\s+(\d{4}-\d\d-\d\d \d\d:\d\d UTC)")


def permit(pid: str) -> dict[str, Any]:
    return {**lifting_permit(), "permitId": pid}


def verdict(pid: str, status: str = "Pass") -> dict[str, Any]:
    checks = [{"check": "Rulebook", "result": "ok", "details": "ok"}]
    return {"permitId": pid, "validationStatus": status, "checks": checks, "errors": [] if status == "Pass" else ["x"]}


def disagreements(deps: Deps) -> list[str]:
    """Every way the blob store and the database disagree; empty when they agree."""
    store, db = deps.blobstore, deps.db
    found: list[str] = []
    with db.read() as session:
        rows = list(session.execute(sa.select(PdfRow.permit_id, PdfRow.url, PdfRow.sha256)))
    named = set()
    for pid, url, digest in rows:
        key = store.key_of(url)
        named.add(key)
        if key is None or not store.exists(key):
            found.append(f"{pid}: the PDF its row names is missing ({url})")
        elif hashlib.sha256(store.get(key)).hexdigest() != digest:
            found.append(f"{pid}: {key} does not hold the hash its row names")
    for pid in sorted({r[0] for r in rows}):
        record = db.permit_record(pid)
        latest = record.pdf
        assert latest is not None
        if not store.exists(alias_key(pid)):
            found.append(f"{pid}: no published PDF")
            continue
        data = store.get(alias_key(pid))
        if hashlib.sha256(data).hexdigest() != latest.sha256:
            found.append(f"{pid}: the published PDF is not the latest the database names")
            continue
        text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
        printed = VALID_TO.search(" ".join(text.split()))
        expected = fmt_dt(record.permit.validTo) if record.permit.validTo else None
        if (printed.group(1) if printed else None) != expected:
            found.append(f"{pid}: PDF prints VALID TO {printed and printed.group(1)}, the database holds {expected}")
    for key in store.keys("permits"):
        alias = re.fullmatch(r"permits/(PERM-[A-Z]+-[0-9]+)\.pdf", key)
        if key not in named and not (alias and alias.group(1) in {r[0] for r in rows}):
            found.append(f"{key}: no PDF row names it")
    return found


async def test_reconciler_quarantines_rerenders_and_republishes(db_target: DbTarget):
    server = build_server(db_target.settings())
    deps: Deps = server.deps
    store = deps.blobstore
    async with connect(server) as client:
        first = structured(await client.call_tool("pdf_render", {"permit": permit("PERM-LIFT-0001"),
                                                                 "validation": verdict("PERM-LIFT-0001")}))  # fmt: skip
        structured(await client.call_tool("pdf_render", {"permit": permit("PERM-LIFT-0002"),
                                                         "validation": verdict("PERM-LIFT-0002")}))  # fmt: skip
    assert disagreements(deps) == []
    # What a kill can leave: a PDF whose commit never happened, a leftover of a permit never saved, a missing
    # named PDF, a stale alias.
    store.put(content_key("PERM-LIFT-0001", "f" * 64), b"%PDF-1.4 never committed", "application/pdf")
    store.put("permits/PERM-HW-0072.pdf", b"%PDF-1.4 no permit row", "application/pdf")
    store.delete(store.key_of(first["pdfUrl"]))
    store.put(alias_key("PERM-LIFT-0002"), b"%PDF-1.4 render 7", "application/pdf")
    assert len(disagreements(deps)) >= 4

    report = reconcile(deps)
    assert sorted(report.quarantined) == sorted([content_key("PERM-LIFT-0001", "f" * 64), "permits/PERM-HW-0072.pdf"])
    assert report.rerendered == ["PERM-LIFT-0001"] and report.failed == []
    assert set(report.republished) == {"PERM-LIFT-0001", "PERM-LIFT-0002"}
    assert store.exists(f"quarantine/{next(iter(store.keys('quarantine'))).split('/')[1]}/permits/PERM-HW-0072.pdf")
    assert disagreements(deps) == []
    again = reconcile(deps)
    assert (again.quarantined, again.rerendered, again.republished, again.failed) == ([], [], [], [])
    assert again.checked == 2
    deps.db.dispose()


async def _burst(url: str, cycle: int, rng: random.Random, answered: list[int]) -> None:
    """Lifecycle chains and re-renders at once, until the server dies under them; counts the answers."""
    async with connect(url) as client:

        async def call(tool: str, **args: Any) -> None:
            await client.call_tool(tool, args)
            answered[0] += 1

        async def chain(n: int) -> None:
            pid = f"PERM-LIFT-{cycle * 10 + n + 1:04d}"
            await call("pdf_render", permit=permit(pid), validation=verdict(pid))
            await call("permits_request", permitId=pid, requestedBy=REQUESTER)
            await call("permits_signoff", permitId=pid, person=LIFT_SUPERVISOR, role="Lift Supervisor")
            await call("permits_signoff", permitId=pid, person=HSE, role="HSE")
            step = {"permitId": pid, "person": HSE, "role": "HSE"}
            await call("permits_transition", **step, to="issued", reason="ready")
            await call("permits_transition", permitId=pid, to="active", person=REQUESTER,
                       role="Performing Authority", reason="start")  # fmt: skip
            for _ in range(3):
                await call("permits_extend", **step, hours=1, reason="crane delayed")

        async def rerender() -> None:
            pid = "PERM-LIFT-0999"
            for i in range(12):
                await call("pdf_render", permit=permit(pid), validation=verdict(pid, rng.choice(["Pass", "Fail"])))
                del i

        await asyncio.gather(*(chain(n) for n in range(3)), rerender())


@pytest.mark.slow
async def test_kill_9_cycles_leave_pdfs_and_database_in_agreement(db_target: DbTarget):
    from tests.support.processes import ToolServer

    rng = random.Random(14)
    # No start-up RAG build here: this test is about PDFs, and a killed server's build would outlive it.
    server = ToolServer(db_target.data_dir, PERMITFLOW_RAG_AUTO_BUILD="false", **db_target.server_env)
    cycles, killed_busy = 6, 0  # six kills at random steps; each cycle is a server start (the slow part)
    for cycle in range(cycles):
        server.start()
        answered = [0]
        burst = asyncio.ensure_future(_burst(server.url, cycle, rng, answered))
        kill_after = rng.randint(2, 14)  # answers: the kill lands at a different step of the chains each cycle
        deadline = asyncio.get_running_loop().time() + 30
        while answered[0] < kill_after and not burst.done() and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        await asyncio.sleep(rng.uniform(0, 0.15))  # and at any point inside the next call
        killed_busy += not burst.done()
        server.kill()
        with contextlib.suppress(BaseException):
            await asyncio.wait_for(burst, 15)
    assert killed_busy >= cycles // 2, "most kills must land in the middle of a burst"
    before = Deps(db_target.settings())
    left = disagreements(before)  # what the kills left, for the record (-s shows it)
    before.db.dispose()
    print(f"\n{db_target.backend}: {cycles} kill -9 cycles left {len(left)} disagreements before reconciling: {left}")
    server.start()  # the start-up reconciler settles what the kills left
    server.stop()
    deps = Deps(db_target.settings())
    try:
        with deps.db.read() as session:
            assert session.scalar(sa.select(sa.func.count()).select_from(PdfRow)) >= cycles
        assert disagreements(deps) == []
        settled = reconcile(deps)  # nothing left to do: the start-up pass did it all
        unfinished = [k for k in settled.quarantined if k.endswith(".tmp")]  # temp files of killed writes age out
        assert (settled.quarantined, settled.rerendered, settled.failed) == (unfinished, [], [])
        assert deps.db.verify_audit() == []
    finally:
        deps.db.dispose()
