"""Issue 14: dirty work-order data is quarantined, not fatal, and an empty work order needs a human.

- One bad entry among 13 (a window ending before it starts) leaves the other 12 answering through the tool; the bad
  one is ERR_INVALID_INPUT naming its field, is logged, and `permitflow doctor` lists it.
- A loadable work order with nothing to assess (no text, unknown site, a 1-minute window, coordinates 0,0) comes
  back with needsReview and its findings, and a run over it ends `needs_review`, not `completed`.
"""

from __future__ import annotations

import copy
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agent_client.schemas import RunResult
from common.failures import ErrorCode
from mcp_server.errors import parse_failure
from mcp_server.server import build_server
from mcp_server.settings import Settings
from mcp_server.workorders.model import WorkOrderRepository
from tests.support.api import run_cli
from tests.support.mcp_harness import ROOT, connect, error_text, structured
from tests.support.rag_support import rag_env

ORDERS = json.loads((ROOT / "assets" / "workOrders.json").read_text(encoding="utf-8"))


def bad_window(order: dict) -> dict:
    bad = copy.deepcopy(order)
    bad["id"] = "WO-BAD-WINDOW"
    bad["timeWindow"] = {"start": "2026-12-01T10:00:00Z", "end": "2026-12-01T08:00:00Z"}
    return bad


def empty_order(order: dict) -> dict:
    empty = copy.deepcopy(order)
    empty.update(
        id="WO-EMPTY-1", title="Job", description="", jobPlan="", site="Plant-Z", equipment=[], latitude=0.0,
        longitude=0.0, timeWindow={"start": "2026-12-01T08:00:00Z", "end": "2026-12-01T08:01:00Z"},
    )  # fmt: skip
    return empty


def test_bad_entries_are_quarantined_with_their_field(tmp_path: Path, caplog: pytest.LogCaptureFixture):
    extra_field = {**ORDERS[1], "id": "WO-EXTRA", "priority": "high"}
    source = tmp_path / "orders.json"
    source.write_text(json.dumps([ORDERS[0], bad_window(ORDERS[2]), extra_field, "not an object"]))
    with caplog.at_level(logging.WARNING, logger="mcp_server.workorders.model"):
        repo = WorkOrderRepository.from_file(source)
    assert repo.ids() == [ORDERS[0]["id"]]
    assert [(p.workOrderId, p.field) for p in repo.problems] == [
        ("WO-BAD-WINDOW", "timeWindow"), ("WO-EXTRA", "priority"), (None, "entry"),
    ]  # fmt: skip
    assert sum("quarantined: work order" in r.getMessage() for r in caplog.records) == 3


async def test_one_bad_entry_among_13_leaves_12_answering(tmp_path: Path):
    good = ORDERS[:12]
    source = tmp_path / "orders.json"
    source.write_text(json.dumps([*good[:5], bad_window(ORDERS[12]), *good[5:]]))
    server = build_server(Settings(data_dir=tmp_path / "var", workorders=source, DATABASE_URL=""))
    async with connect(server) as client:
        for order in good:
            got = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": order["id"]}))
            assert got["id"] == order["id"] and got["needsReview"] is False
            hazards = structured(await client.call_tool("hazards_identify", {"workOrderId": order["id"]}))
            assert hazards["workOrderId"] == order["id"]
        failure = parse_failure(
            error_text(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-BAD-WINDOW"}))
        )
        assert failure is not None and failure.error_code is ErrorCode.ERR_INVALID_INPUT and not failure.recoverable
        assert failure.details["field"] == "timeWindow" and "timeWindow" in failure.message
        assert failure.http_status < 500
        via_hazards = parse_failure(
            error_text(await client.call_tool("hazards_identify", {"workOrderId": "WO-BAD-WINDOW"}))
        )
        assert via_hazards.error_code is ErrorCode.ERR_INVALID_INPUT

    env = {**os.environ, "PYTHONPATH": str(ROOT), "PERMITFLOW_DATA_DIR": str(tmp_path / "var")}
    env.update(PERMITFLOW_WORKORDERS=str(source), DATABASE_URL="")
    doctor = subprocess.run(
        [sys.executable, "-m", "permitflow.cli", "doctor", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    report = json.loads(doctor.stdout)
    assert [p["workOrderId"] for p in report["workOrdersQuarantined"]] == ["WO-BAD-WINDOW"], doctor.stderr


async def test_a_work_order_with_nothing_to_assess_needs_review(tmp_path: Path):
    source = tmp_path / "orders.json"
    source.write_text(json.dumps([empty_order(ORDERS[0])]))
    server = build_server(Settings(data_dir=tmp_path / "var", workorders=source, DATABASE_URL=""))
    async with connect(server) as client:
        got = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-EMPTY-1"}))
    assert got["needsReview"] is True
    text = " ".join(got["dataQuality"])
    for finding in ("no description or job plan", "unknown site 'Plant-Z'", "1 minutes", "coordinates 0,0"):
        assert finding in text, finding


@pytest.mark.slow
def test_a_run_over_an_empty_work_order_ends_needs_review(tmp_path: Path):
    source = tmp_path / "orders.json"
    source.write_text(json.dumps([empty_order(ORDERS[0]), bad_window(ORDERS[1]), ORDERS[2]]))
    done = run_cli(tmp_path / "var", "--all", "--json", PERMITFLOW_WORKORDERS=str(source), **rag_env())
    lines = [json.loads(line) for line in done.stdout.strip().splitlines()]
    assert [line["workOrderId"] for line in lines] == ["WO-EMPTY-1", "WO-BAD-WINDOW", ORDERS[2]["id"]], done.stderr
    empty = RunResult.model_validate(lines[0])
    assert empty.status == "needs_review" and any("coordinates 0,0" in n for n in empty.reviewNotes)
    assert lines[1]["status"] == "failed" and "timeWindow" in json.dumps(lines[1]["error"])
    assert lines[2]["status"] in ("completed", "degraded") and lines[2]["permits"]


@pytest.mark.slow
def test_the_first_run_on_a_fresh_data_directory_is_not_degraded(tmp_path: Path):
    """The tool server starts building the missing RAG index at start-up; the run's searches wait for it (the
    tool answers "index building" with retryAfterS at once) instead of timing out into `degraded`."""
    data_dir = tmp_path / "fresh"
    done = subprocess.run(
        [sys.executable, "-m", "permitflow.cli", "run", "WO-10002", "--json"],
        env={**os.environ, "PYTHONPATH": str(ROOT), "PERMITFLOW_DATA_DIR": str(data_dir), "PERMITFLOW_ENGINE": "rules",
             "DATABASE_URL": "", **rag_env()},  # fmt: skip
        cwd=str(ROOT), capture_output=True, text=True, timeout=400,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    result = RunResult.model_validate_json(done.stdout.strip().splitlines()[-1])
    assert result.status == "completed" and result.degraded == [], (result.status, result.degraded)
    assert result.runMeta.ragSnapshot and result.evidence, "the searches ran on the freshly built index"
