"""policy_load and the rulebook resources through the real MCP client, over stdio and HTTP."""

from __future__ import annotations

import json

import pytest
from mcp.shared.exceptions import MCPError

from mcp_server.permits.types import PermitType
from tests.support.mcp_harness import connect, error_text, structured


async def test_policy_load_each_type_by_name_and_code(mcp_target):
    async with connect(mcp_target) as client:
        for ptype in PermitType:
            for label in (ptype.value, ptype.code.lower()):
                policy = structured(await client.call_tool("policy_load", {"permitType": label}))
                assert policy["permitType"] == ptype.value and policy["code"] == ptype.code
                assert policy["policyVersion"] == "v1.0"
                required = [c for c in policy["controls"] if c["required"]]
                assert required and all(c["ruleId"].startswith(f"{ptype.code}-") and c["source"] for c in required)
                assert any(not c["required"] for c in policy["controls"]), "good-practice extras are offered"
                assert all(r["ruleId"] and r["source"] for r in policy["signOffRoles"] if r["required"])
                assert 1 <= policy["defaultValidityHours"] <= policy["validityHoursMax"]
                assert policy["sections"] and policy["rules"]
                assert all(r["id"] and r["source"] for r in policy["rules"])


async def test_policy_load_hot_work_content(mcp_target):
    async with connect(mcp_target) as client:
        hw = structured(await client.call_tool("policy_load", {"permitType": "Hot Work"}))
        cse = structured(await client.call_tool("policy_load", {"permitType": "CONFINED_SPACE_ENTRY"}))
    assert hw["validityHoursMax"] == 24 and hw["validityRuleId"] == "HW-VAL-MAX"
    assert {r["text"] for r in hw["signOffRoles"] if r["required"]} == {"Supervisor", "HSE"}
    ids = {c["ruleId"] for c in hw["controls"]}
    assert {"HW-CTRL-FIREWATCH", "HW-CTRL-FIREWATCH-POST", "HW-CTRL-EXTINGUISHER", "HW-CTRL-GASTEST"} <= ids
    assert hw["gasTestRequired"] and hw["gasTests"][0]["gas"] == "LEL"
    env = {e["id"]: e for e in hw["environmentRules"]}
    assert "Tank Farm" in env["HW-ENV-HC-AREA-GASTEST"]["when"]["areas"]
    assert env["HW-ENV-CONFINED-ZERO-LEL"]["requires"]["gasLimits"][0]["max"] == 0
    assert any(w["metric"] == "lightning" for w in hw["weatherRules"])
    assert cse["validityHoursMax"] == 12
    assert {g["gas"]: g["limit"] for g in cse["gasTests"]} == {
        "O2": "19.5-23.5 %",
        "LEL": "< 10 % LEL",
        "H2S": "< 10 ppm",
        "CO": "< 50 ppm",
    }


async def test_policy_load_bad_input(mcp_target):
    async with connect(mcp_target) as client:
        unknown = error_text(await client.call_tool("policy_load", {"permitType": "Welding"}))
        assert "unknown permit type 'Welding'" in unknown and "Hot Work (HW)" in unknown and "Vehicle Entry" in unknown
        version = error_text(await client.call_tool("policy_load", {"permitType": "HW", "rulesetVersion": "v9"}))
        assert "v9" in version and "v1.0" in version
        missing = await client.call_tool("policy_load", {})
        assert missing.is_error and "permitType" in error_text(missing)


async def test_rulebook_resources(mcp_target):
    async with connect(mcp_target) as client:
        listed = {str(r.uri) for r in (await client.list_resources()).resources}
        assert "rulebook://compliance_rules" in listed
        templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
        assert "rulebook://templates/{permitType}" in templates

        rules = (await client.read_resource("rulebook://compliance_rules")).contents[0]
        assert rules.mime_type == "application/json"
        data = json.loads(rules.text)
        assert data["policyVersion"] == "v1.0" and set(data["permit_types"]) == {t.value for t in PermitType}

        for label, code in (("HW", "HW"), ("cse", "CSE"), ("Excavation", "EXC")):
            tpl = json.loads((await client.read_resource(f"rulebook://templates/{label}")).contents[0].text)
            assert tpl["code"] == code and tpl["controls"] and tpl["signOffRoles"]

        with pytest.raises(MCPError, match="unknown permit type 'nope'.*valid types"):
            await client.read_resource("rulebook://templates/nope")


async def test_tools_listed_with_schema_and_annotations(inproc_server):
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    for name, title in (("policy_load", "policy.load"), ("rules_evaluate", "rules.evaluate")):
        tool = tools[name]
        assert tool.title == title and tool.description
        assert tool.annotations.read_only_hint is True and tool.annotations.idempotent_hint is True
        assert tool.annotations.open_world_hint is False
    assert "controls" in tools["policy_load"].output_schema["properties"]
    assert "checks" in tools["rules_evaluate"].output_schema["properties"]
    assert {"permit", "rulesetVersion", "workOrder", "weather"} <= set(
        tools["rules_evaluate"].input_schema["properties"]
    )
