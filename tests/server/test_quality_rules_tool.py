"""rules_evaluate and policy_load through the real tool server (stdio child): SIMOPS against the permit database,
weather limits with a measured value, and the environment rules a job triggers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcp_server.db import Database
from mcp_server.rules.rulebook import RulebookError, load_rulebook
from mcp_server.settings import Settings
from tests.support.mcp_harness import connect, stdio_params, structured

ROOT = Path(__file__).resolve().parents[2]
SITE, AREA = "Terminal-C", "Tank Farm"
START, END = "2031-05-04T06:00:00Z", "2031-05-04T14:00:00Z"


async def permit_of(client: Any, permit_type: str, permit_id: str, **extra: Any) -> dict[str, Any]:
    """A permit carrying exactly policy_load's required and template items, valid for the test window."""
    policy = structured(await client.call_tool("policy_load", {"permitType": permit_type}))
    permit = {
        "permitId": permit_id,
        "type": permit_type,
        "controls": [c["text"] for c in policy["controls"]],
        "ppe": [p["text"] for p in policy["ppe"]],
        "signOffRoles": [r["text"] for r in policy["signOffRoles"]],
        "attachmentsRequired": [a["text"] for a in policy["attachmentsRequired"]],
        "validityHours": 8,
        "site": SITE,
        "area": AREA,
        "validFrom": START,
        "validTo": END,
    }
    return {**permit, **extra}


def store(data_dir: Path, permit: dict[str, Any], status: str) -> None:
    db = Database(Settings(data_dir=data_dir).sqlalchemy_url)
    db.migrate()
    db.save_permit(permit, status=status)


def checks(answer: dict[str, Any], prefix: str) -> list[dict[str, Any]]:
    return [c for c in answer["checks"] if (c["ruleId"] or "").startswith(prefix)]


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "var"


async def test_hot_work_beside_a_live_confined_space_entry_is_a_simops_error(data_dir: Path):
    async with connect(stdio_params(data_dir)) as client:
        entry = await permit_of(client, "Confined Space Entry", "PERM-CSE-990001")
        store(data_dir, entry, "active")
        draft = await permit_of(client, "Radiography", "PERM-RAD-990001")
        store(data_dir, draft, "draft")
        hot = await permit_of(client, "Hot Work", "PERM-HW-990001")
        answer = structured(await client.call_tool("rules_evaluate", {"permit": hot}))
    assert answer["validationStatus"] == "Fail"
    clash = checks(answer, "SIMOPS-HW-CSE")
    assert len(clash) == 1 and clash[0]["result"] == "error"
    assert "PERM-CSE-990001" in clash[0]["details"] and "HSG250" in clash[0]["source"]
    assert any(e.startswith("SIMOPS-HW-CSE") and "PERM-CSE-990001" in e for e in answer["errors"])
    assert "PERM-RAD-990001" not in json.dumps(answer), "a draft permit is not live"


async def test_linked_permits_of_one_job_are_a_warning_and_separate_windows_do_not_clash(data_dir: Path):
    async with connect(stdio_params(data_dir)) as client:
        entry = await permit_of(
            client, "Confined Space Entry", "PERM-CSE-990002", crossReferences=["PERM-HW-990002"], area="Utilities"
        )
        store(data_dir, entry, "issued")
        hot = await permit_of(
            client, "Hot Work", "PERM-HW-990002", crossReferences=["PERM-CSE-990002"], area="Utilities"
        )
        hot["controls"].append("Gas test confirms 0 % LEL in and around the confined space before and during hot work")
        hot["gasTests"] = [{"gas": "LEL", "limit": "0 % LEL"}]
        linked = structured(await client.call_tool("rules_evaluate", {"permit": hot}))
        later = await permit_of(
            client,
            "Hot Work",
            "PERM-HW-990003",
            validFrom="2031-05-04T15:00:00Z",
            validTo="2031-05-04T20:00:00Z",
            validityHours=5,
            area="Utilities",
        )
        apart = structured(await client.call_tool("rules_evaluate", {"permit": later}))
    assert [c["result"] for c in checks(linked, "SIMOPS-HW-CSE")] == ["warn"]
    assert linked["validationStatus"] == "PassWithWarnings", linked["errors"]
    assert checks(apart, "SIMOPS-") == [] and apart["validationStatus"] == "Pass", apart["errors"]
    assert [c["result"] for c in checks(apart, "GEN-SIMOPS")] == ["ok"]


async def test_vehicle_entry_in_a_tank_farm_during_hot_work_clashes_only_in_hydrocarbon_areas(data_dir: Path):
    async with connect(stdio_params(data_dir)) as client:
        store(data_dir, await permit_of(client, "Hot Work", "PERM-HW-990010"), "active")
        store(data_dir, await permit_of(client, "Hot Work", "PERM-HW-990011", area="Utilities"), "active")
        truck = await permit_of(client, "Vehicle Entry", "PERM-VEH-990010")
        in_farm = structured(await client.call_tool("rules_evaluate", {"permit": truck}))
        elsewhere = await permit_of(client, "Vehicle Entry", "PERM-VEH-990011", area="Utilities")
        in_utilities = structured(await client.call_tool("rules_evaluate", {"permit": elsewhere}))
        xray = await permit_of(client, "Radiography", "PERM-RAD-990010", area="Utilities")
        radiography = structured(await client.call_tool("rules_evaluate", {"permit": xray}))
    clash = checks(in_farm, "SIMOPS-VEH-HW-HC")
    assert [c["result"] for c in clash] == ["error"] and "PERM-HW-990010" in clash[0]["details"]
    assert "PERM-HW-990011" not in json.dumps(in_farm), "another area is not simultaneous"
    assert checks(in_utilities, "SIMOPS-") == []
    rad = checks(radiography, "SIMOPS-RAD-ANY")
    assert [c["result"] for c in rad] == ["error"] and "PERM-HW-990011" in rad[0]["details"]


async def test_wind_over_the_work_at_height_limit_is_an_error_with_value_and_limit(data_dir: Path):
    work_order = {
        "id": "WO-WIND",
        "site": SITE,
        "area": "Jetty",
        "title": "Replace floodlight on jetty mast at 12 m",
        "description": "Work from a fixed ladder cage at 12 m.",
        "timeWindow": {"start": START, "end": END},
    }
    async with connect(stdio_params(data_dir)) as client:
        wah = await permit_of(client, "Working at Height", "PERM-WAH-990001", area="Jetty")
        args = {"permit": wah, "workOrder": work_order}
        windy = structured(
            await client.call_tool("rules_evaluate", {**args, "weather": {"windKph": 70, "source": "open-meteo"}})
        )
        calm = structured(
            await client.call_tool("rules_evaluate", {**args, "weather": {"windKph": 12, "source": "open-meteo"}})
        )
    wind = next(c for c in windy["checks"] if c["ruleId"] == "WAH-WX-WIND")
    assert windy["validationStatus"] == "Fail" and wind["result"] == "error"
    assert "70 km/h" in wind["details"] and "limit of 64 km/h" in wind["details"]
    assert any(e.startswith("WAH-WX-WIND") for e in windy["errors"])
    assert next(c for c in calm["checks"] if c["ruleId"] == "WAH-WX-WIND")["result"] == "ok"


async def test_policy_load_names_the_environment_rules_of_the_job(data_dir: Path):
    trench = {"site": SITE, "area": AREA, "title": "Dig trench", "description": "Machine-dig a 1.8 m deep trench."}
    unknown = {**trench, "description": "Machine-dig a trench for a new drain."}
    async with connect(stdio_params(data_dir)) as client:
        exc = structured(await client.call_tool("policy_load", {"permitType": "EXC", "workOrder": trench}))
        vague = structured(await client.call_tool("policy_load", {"permitType": "EXC", "workOrder": unknown}))
        hot = structured(
            await client.call_tool(
                "policy_load",
                {"permitType": "Hot Work", "workOrder": {"area": "Utilities"}, "linkedPermitTypes": ["CSE"]},
            )
        )
        plain = structured(await client.call_tool("policy_load", {"permitType": "Hot Work"}))
    ids = {r["id"] for r in exc["applicableEnvironmentRules"]}
    assert {"EXC-ENV-DEPTH-PROTECTIVE", "EXC-ENV-DEPTH-EGRESS", "EXC-ENV-ATMOSPHERE"} <= ids
    assert "EXC-ENV-DEPTH-ENGINEERED" not in ids
    assert {r["id"]: r["depthUnknown"] for r in vague["applicableEnvironmentRules"]}["EXC-ENV-DEPTH-PROTECTIVE"]
    assert {r["id"] for r in hot["applicableEnvironmentRules"]} == {"HW-ENV-CONFINED-ZERO-LEL"}
    assert plain["applicableEnvironmentRules"] == []


def test_simops_rules_load_with_ids_and_sources_and_bad_types_are_refused(tmp_path: Path):
    rules = load_rulebook(ROOT / "rulebook").rules
    assert {r.id for r in rules.simops_rules} >= {"SIMOPS-HW-CSE", "SIMOPS-VEH-HW-HC", "SIMOPS-RAD-ANY"}
    assert all("HSG250" in r.source for r in rules.simops_rules)
    book = tmp_path / "rulebook"
    (book / "permit_templates").mkdir(parents=True)
    for path in (ROOT / "rulebook" / "permit_templates").iterdir():
        (book / "permit_templates" / path.name).write_bytes(path.read_bytes())
    raw = json.loads((ROOT / "rulebook" / "compliance_rules.json").read_text())
    raw["simops_rules"][0]["otherTypes"] = ["Welding"]
    (book / "compliance_rules.json").write_text(json.dumps(raw))
    with pytest.raises(RulebookError, match="unknown permit types"):
        load_rulebook(book)
