"""The shipped work orders and their expected-permit labels, and how the tool treats other work-order files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcp_server.permits.types import PermitType, resolve_permit_type
from mcp_server.workorders.model import WorkOrderFileError, WorkOrderRepository
from tests.support.mcp_harness import ROOT, connect, error_text, stdio_params, structured

ASSETS = ROOT / "assets"
WORK_ORDERS = ASSETS / "workOrders.json"
LABELS = json.loads((ASSETS / "workOrders.labels.json").read_text(encoding="utf-8"))
SITES = {site["site"]: site for site in json.loads((ASSETS / "sites.json").read_text(encoding="utf-8"))}
RAW = json.loads(WORK_ORDERS.read_text(encoding="utf-8"))
VALID_NAMES = {t.value for t in PermitType}


def test_every_entry_loads_and_ids_are_unique():
    repo = WorkOrderRepository.from_file(WORK_ORDERS)
    ids = [entry["id"] for entry in RAW]
    assert len(ids) == len(set(ids)) >= 29
    assert sorted(repo.ids()) == sorted(ids)
    first = repo.get("WO-10001")
    assert first.site == "Plant-A" and first.area == "Tank Farm"


def test_sites_areas_and_coordinates_match_sites_json():
    repo = WorkOrderRepository.from_file(WORK_ORDERS)
    for wo_id in repo.ids():
        wo = repo.get(wo_id)
        assert wo.site in SITES, f"{wo_id}: unknown site {wo.site}"
        site = SITES[wo.site]
        assert wo.area in site["areas"], f"{wo_id}: area {wo.area!r} not in {wo.site}"
        assert abs(wo.latitude - site["latitude"]) < 0.01 and abs(wo.longitude - site["longitude"]) < 0.01
        assert wo.timeWindow.start.tzinfo is not None and wo.equipment and wo.jobPlan
    assert {entry["site"] for entry in RAW} == set(SITES)
    for site in SITES:
        assert len({entry["area"] for entry in RAW if entry["site"] == site}) >= 5


def test_time_windows_are_utc_strings_in_the_planning_period():
    for entry in RAW:
        start, end = entry["timeWindow"]["start"], entry["timeWindow"]["end"]
        assert start.endswith("Z") and end.endswith("Z")
        assert start[:10] >= "2026-12-01" and end[:10] <= "2027-02-28", entry["id"]


def test_labels_cover_every_work_order_with_valid_type_names():
    assert set(LABELS) == {entry["id"] for entry in RAW}
    for wo_id, label in LABELS.items():
        assert set(label) == {"required", "optional", "forbidden", "why"}, wo_id
        assert label["why"].strip(), wo_id
        groups = [set(label["required"]), set(label["optional"]), set(label["forbidden"])]
        for group in groups:
            assert group <= VALID_NAMES, f"{wo_id}: {group - VALID_NAMES}"
            assert all(resolve_permit_type(name).value == name for name in group)
        assert not (groups[0] & groups[1] or groups[0] & groups[2] or groups[1] & groups[2]), wo_id


def test_labels_exercise_every_permit_type_and_mix():
    required = [set(label["required"]) for label in LABELS.values()]
    assert set().union(*required) == VALID_NAMES, VALID_NAMES - set().union(*required)
    assert any(not r for r in required), "at least one job needs no permit"
    assert any(len(r) >= 2 for r in required) and any(len(r) >= 3 for r in required)
    assert any(
        PermitType.HOT_WORK.value in label["forbidden"] and "no hot work" in _text(wo_id).lower()
        for wo_id, label in LABELS.items()
    )


def _text(wo_id: str) -> str:
    entry = next(e for e in RAW if e["id"] == wo_id)
    return " ".join([entry["title"], entry["description"], entry["jobPlan"]])


def test_malformed_files_raise_a_clear_error_naming_the_file(tmp_path: Path):
    broken = tmp_path / "broken.json"
    broken.write_text('[{"id": "WO-1",', encoding="utf-8")
    with pytest.raises(WorkOrderFileError, match="broken.json"):
        WorkOrderRepository.from_file(broken)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps([{**RAW[0], "latitude": 123.0}, RAW[1]]), encoding="utf-8")
    repo = WorkOrderRepository.from_file(wrong)  # one bad entry is quarantined, the good ones load
    assert repo.ids() == [RAW[1]["id"]]
    [problem] = repo.problems
    assert problem.workOrderId == RAW[0]["id"] and problem.field == "latitude" and "wrong.json" in problem.describe()


@pytest.mark.slow
async def test_tool_honours_permitflow_workorders(tmp_path: Path):
    custom = tmp_path / "custom-orders.json"
    custom.write_text(json.dumps([{**RAW[1], "id": "WO-CUSTOM-1", "title": "Custom file order"}]), encoding="utf-8")
    async with connect(stdio_params(tmp_path / "var", PERMITFLOW_WORKORDERS=str(custom))) as client:
        wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-CUSTOM-1"}))
        assert wo["title"] == "Custom file order" and wo["site"] == RAW[1]["site"]
        shipped = error_text(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
        assert "WO-10001" in shipped and "not found" in shipped


@pytest.mark.slow
async def test_tool_reports_a_malformed_file_by_name(tmp_path: Path):
    broken = tmp_path / "broken-orders.json"
    broken.write_text('[{"id": "WO-1", "title": ', encoding="utf-8")
    async with connect(stdio_params(tmp_path / "var", PERMITFLOW_WORKORDERS=str(broken))) as client:
        message = error_text(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-1"}))
    assert "broken-orders.json" in message and "not valid JSON" in message
    assert "Traceback" not in message
