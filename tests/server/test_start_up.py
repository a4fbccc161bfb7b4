"""The tool server's start-up work (migrations, the PDF reconciler) runs after the server answers: a tool that needs
no database answers at once, one that needs the database waits for that work, and the work itself is not blocked
by its own wait. The heavy libraries a tool needs only on its first use (the database driver among them) are not
imported at start."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from mcp import Client

from mcp_server.deps import Deps
from mcp_server.server import build_server
from mcp_server.settings import Settings
from tests.support.mcp_harness import ROOT


def test_the_database_waits_for_the_start_up_work(tmp_path: Path):
    deps = Deps(Settings(data_dir=tmp_path, DATABASE_URL=""))
    release = threading.Event()
    inside: list[bool] = []

    def work(d: Deps) -> None:
        inside.append(d.db is not None)  # the start-up work itself does not wait for itself
        release.wait(60)

    settling = deps.settle_in_background(work)
    assert not deps.wait_settled(timeout=0.05)  # still held by `work`: a caller of deps.db would wait here
    release.set()
    settling.join(60)
    assert deps.wait_settled(timeout=0) and inside == [True]
    assert deps.db.current_revision() == deps.db.head_revision()  # migrated, on first use


async def test_a_started_server_answers_and_its_start_up_settles(tmp_path: Path):
    server = build_server(Settings(data_dir=tmp_path, DATABASE_URL=""))
    async with Client(server) as client:
        answer = await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10025"})
        assert not answer.is_error and answer.structured_content["id"] == "WO-10025"
        allocated = await client.call_tool("ids_new_permit_id", {"permitType": "Hot Work"})
        assert not allocated.is_error, allocated.content  # the database tool waited for the migrations
    deps = server.deps  # type: ignore[attr-defined]
    assert deps.wait_settled(timeout=0)  # the lifespan's exit joined the start-up thread


def test_heavy_libraries_are_not_imported_at_start():
    """Building the server (every tool registered with its schemas) loads none of them: SQLAlchemy, the tables and
    the migrations load in the start-up thread, Unicode's confusables table on the first non-ASCII name."""
    heavy = (
        "numpy", "jwt", "alembic", "reportlab", "onnxruntime", "fastembed", "sqlalchemy", "mcp_server.db.database",
        "confusable_homoglyphs.confusables",
    )  # fmt: skip
    code = (
        "import sys, mcp_server.server; mcp_server.server.build_server(); "
        f"print(sorted(m for m in {heavy!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
