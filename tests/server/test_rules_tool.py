"""rules_evaluate through the real MCP client (stdio and HTTP), plus context scenarios on the engine itself."""

from __future__ import annotations

from mcp_server.permits.contracts import GasTest
from mcp_server.permits.types import PermitType
from mcp_server.rules.engine import WeatherContext, WorkOrderContext, evaluate
from tests.support.mcp_harness import connect, error_text, structured
from tests.support.rulebook import RULEBOOK, fill_from_template


def _ids(result: dict, kind: str = "error") -> set[str]:
    return {c["ruleId"] for c in result["checks"] if c["result"] == kind}


def _permit_from_policy(policy: dict, wo: dict | None = None) -> dict:
    """Fill a permit the way the generator agent does: policy_load's texts, nothing else."""
    return {
        "permitId": f"PERM-{policy['code']}-0001",
        "type": policy["permitType"],
        "controls": [c["text"] for c in policy["controls"]],
        "ppe": [p["text"] for p in policy["ppe"]],
        "signOffRoles": [r["text"] for r in policy["signOffRoles"]],
        "attachmentsRequired": [a["text"] for a in policy["attachmentsRequired"]],
        "validityHours": 10,
        "site": wo and wo["site"],
        "area": wo and wo["area"],
    }


async def test_generator_flow_for_the_tank_farm_weld(mcp_target):
    """WO-10001 is hot work in a Tank Farm: the template alone fails, adding the area rule's items passes."""
    async with connect(mcp_target) as client:
        wo = structured(await client.call_tool("workorders_get_workorder_by_id", {"id": "WO-10001"}))
        policy = structured(await client.call_tool("policy_load", {"permitType": "Hot Work"}))
        permit = _permit_from_policy(policy, wo)
        first = structured(await client.call_tool("rules_evaluate", {"permit": permit, "workOrder": wo}))
        assert first["validationStatus"] == "Fail" and first["policyVersion"] == "v1.0"
        assert _ids(first) == {"HW-ENV-HC-AREA-GASTEST"}
        assert any(e.startswith("HW-ENV-HC-AREA-GASTEST:") and "Tank Farm" in e for e in first["errors"])
        assert any("Gas test record" in r for r in first["recommendations"])

        tank = next(e for e in policy["environmentRules"] if e["id"] == "HW-ENV-HC-AREA-GASTEST")
        permit["controls"] += [c["text"] for c in tank["requires"]["controls"]]
        permit["attachmentsRequired"] += [a["text"] for a in tank["requires"]["attachments"]]
        second = structured(await client.call_tool("rules_evaluate", {"permit": permit, "workOrder": wo}))
        assert second["validationStatus"] == "Pass", second["errors"] + second["warnings"]
        assert second["permitId"] == "PERM-HW-0001" and not second["errors"] and not second["warnings"]
        assert all(c["ruleId"] and c["source"] for c in second["checks"])


async def test_missing_items_weather_and_bad_input(mcp_target):
    async with connect(mcp_target) as client:
        policy = structured(await client.call_tool("policy_load", {"permitType": "WAH"}))
        permit = _permit_from_policy(policy)
        permit["controls"] = [c for c in permit["controls"] if "anchor" not in c.lower()]
        permit["signOffRoles"] = ["Supervisor"]
        permit["validityHours"] = 13
        storm = {"windKph": 70, "gustKph": 85, "precipChance": 90, "conditions": "Thunderstorm", "source": "google"}
        result = structured(await client.call_tool("rules_evaluate", {"permit": permit, "weather": storm}))
        assert result["validationStatus"] == "Fail"
        expected = {
            "WAH-CTRL-ANCHOR",
            "WAH-SIGN-HSE",
            "WAH-VAL-MAX",
            "GEN-SOD-ROLES",
            "WAH-WX-WIND",
            "WAH-WX-LIGHTNING",
        }
        assert expected <= _ids(result)
        wind = next(c for c in result["checks"] if c["ruleId"] == "WAH-WX-WIND")
        assert "85 km/h" in wind["details"] and "64 km/h" in wind["details"] and "1926.451" in wind["source"]
        for rule_id in expected:
            assert any(e.startswith(f"{rule_id}:") for e in result["errors"]), rule_id

        bad_type = dict(permit, type="Welding")
        text = error_text(await client.call_tool("rules_evaluate", {"permit": bad_type}))
        assert "unknown permit type 'Welding'" in text and "Hot Work (HW)" in text
        text = error_text(await client.call_tool("rules_evaluate", {"permit": permit, "rulesetVersion": "v0.9"}))
        assert "unknown rulesetVersion 'v0.9'" in text and "v1.0" in text
        malformed = await client.call_tool("rules_evaluate", {"permit": dict(permit, permitId="HW-1")})
        assert malformed.is_error and "permitId" in error_text(malformed)


async def test_structural_checks_over_the_client(mcp_target):
    permit = fill_from_template(RULEBOOK, PermitType.HOT_WORK).model_dump(mode="json")
    permit.update(permitId="PERM-CSE-0007", controls=[*permit["controls"], "  "])
    async with connect(mcp_target) as client:
        result = structured(await client.call_tool("rules_evaluate", {"permit": permit}))
    assert {"GEN-STRUCT-PERMIT-ID", "GEN-STRUCT-CONTROLS"} <= _ids(result)
    assert any("PERM-HW-NNNN" in e for e in result["errors"])


def _wo(description: str, area: str = "Crude Unit", hours: int | None = None) -> WorkOrderContext:
    window = {"start": "2026-12-01T07:00:00Z", "end": f"2026-12-01T{7 + hours:02d}:00:00Z"} if hours else None
    return WorkOrderContext(site="Plant-A", area=area, description=description, timeWindow=window)


def test_hot_work_at_a_confined_space_needs_zero_lel():
    wo = _wo("Weld a nozzle inside the tank through the manway")
    permit = fill_from_template(RULEBOOK, PermitType.HOT_WORK)
    result = evaluate(permit, RULEBOOK, wo)
    assert result.validationStatus == "Fail"
    assert any(c.ruleId == "HW-ENV-CONFINED-ZERO-LEL" and c.result == "error" for c in result.checks)
    assert any(c.ruleId == "HW-ENV-CONFINED-XREF" and c.result == "warn" for c in result.checks)

    filled = fill_from_template(RULEBOOK, PermitType.HOT_WORK, wo)
    assert evaluate(filled, RULEBOOK, wo).validationStatus == "Pass"
    loose = filled.model_copy(update={"gasTests": [GasTest(gas="LEL", limit="< 10 % LEL")]})
    result = evaluate(loose, RULEBOOK, wo)
    assert any(c.ruleId == "HW-GAS-LEL-ZERO" and c.result == "error" for c in result.checks)
    linked = fill_from_template(RULEBOOK, PermitType.HOT_WORK).model_copy(update={"crossReferences": ["PERM-CSE-0004"]})
    assert any(
        c.ruleId == "HW-ENV-CONFINED-ZERO-LEL" and c.result == "error" for c in evaluate(linked, RULEBOOK).checks
    )


def test_gas_readings_outside_limits_fail():
    permit = fill_from_template(RULEBOOK, PermitType.CONFINED_SPACE_ENTRY)
    readings = [
        GasTest(gas="Oxygen", limit="19.5-23.5 %", reading="18.9 %"),
        GasTest(gas="LEL", limit="< 10 % LEL", reading="2"),
        GasTest(gas="H2S", limit="< 10 ppm", reading="12 ppm"),
        GasTest(gas="Carbon monoxide", limit="< 100 ppm", reading="5"),
    ]
    result = evaluate(permit.model_copy(update={"gasTests": readings}), RULEBOOK)
    errors = {c.ruleId for c in result.checks if c.result == "error"}
    assert errors == {"CSE-GAS-O2", "CSE-GAS-H2S", "CSE-GAS-CO"}
    assert any("18.9" in e and "CSE-GAS-O2" in e for e in result.errors)


def test_excavation_depth_rules():
    bare = fill_from_template(RULEBOOK, PermitType.EXCAVATION)
    controls = [c for c in bare.controls if "Protective system" not in c and "Ladder, ramp" not in c]
    stripped = bare.model_copy(update={"controls": controls})
    deep = evaluate(stripped, RULEBOOK, _wo("Dig a trench 2.5 m deep for a cable duct"))
    assert {"EXC-ENV-DEPTH-PROTECTIVE", "EXC-ENV-DEPTH-EGRESS"} <= {
        c.ruleId for c in deep.checks if c.result == "error"
    }
    feet = evaluate(stripped, RULEBOOK, _wo("Excavate to a depth of 4.5 ft"))
    assert {c.ruleId for c in feet.checks if c.result == "error"} == {"EXC-ENV-DEPTH-EGRESS"}
    unknown = evaluate(stripped, RULEBOOK, _wo("Dig a pit for a new foundation"))
    assert unknown.validationStatus == "PassWithWarnings"
    assert any(w.startswith("EXC-ENV-DEPTH-PROTECTIVE:") and "depth not stated" in w for w in unknown.warnings)
    shallow = evaluate(stripped, RULEBOOK, _wo("Dig 0.5 m deep to expose a valve box"))
    assert shallow.validationStatus == "Pass"
    very_deep = evaluate(bare, RULEBOOK, _wo("Excavate 8 m deep"))
    assert any(c.ruleId == "EXC-ENV-DEPTH-ENGINEERED" and c.result == "error" for c in very_deep.checks)


def test_time_window_and_location():
    wo = _wo("Replace a gasket", hours=10)
    permit = fill_from_template(RULEBOOK, PermitType.COLD_WORK, hours=20).model_copy(update={"site": "Plant-A"})
    result = evaluate(permit, RULEBOOK, wo)
    assert result.validationStatus == "PassWithWarnings"
    assert any(w.startswith("GEN-VAL-WINDOW:") and "longer than the 10 h work window" in w for w in result.warnings)
    short = evaluate(permit.model_copy(update={"validityHours": 6}), RULEBOOK, wo)
    assert any("shorter than the 10 h work window" in w for w in short.warnings)
    elsewhere = evaluate(permit.model_copy(update={"area": "Substation"}), RULEBOOK, wo)
    assert any(e.startswith("GEN-CTX-LOCATION:") for e in elsewhere.errors)
    dated = permit.model_copy(
        update={"validityHours": 10, "validFrom": wo.timeWindow.start, "validTo": wo.timeWindow.end}
    )
    assert evaluate(dated, RULEBOOK, wo).validationStatus == "Pass"
    mismatch = evaluate(dated.model_copy(update={"validityHours": 4}), RULEBOOK, wo)
    assert any(e.startswith("GEN-VAL-DATES:") for e in mismatch.errors)


def test_weather_limits_overrides_and_indoor_areas():
    wah = fill_from_template(RULEBOOK, PermitType.WORKING_AT_HEIGHT)
    mewp = _wo("Paint from a scissor lift")
    breezy = WeatherContext(windKph=40, conditions="Clear", source="google")
    result = evaluate(wah, RULEBOOK, mewp, breezy)
    assert {c.ruleId for c in result.checks if c.result == "warn"} == {"WAH-WX-MEWP-WIND"}
    windy = WeatherContext(windKph=50, conditions="Clear", source="google")
    assert any(
        c.ruleId == "WAH-WX-MEWP-WIND" and c.result == "error" for c in evaluate(wah, RULEBOOK, mewp, windy).checks
    )
    gale = WeatherContext(windKph=66, conditions="Clear", source="google")
    assert "WAH-WX-WIND" in {c.ruleId for c in evaluate(wah, RULEBOOK, None, gale).checks if c.result == "error"}
    approved = wah.model_copy(
        update={
            "controls": [
                *wah.controls,
                RULEBOOK.rules.for_type(PermitType.WORKING_AT_HEIGHT).weather_rules[0].override.text,
            ]
        }
    )
    overridden = evaluate(approved, RULEBOOK, None, gale)
    assert any(c.ruleId == "WAH-WX-WIND" and c.result == "warn" for c in overridden.checks)

    storm = WeatherContext(windKph=5, conditions="Thunderstorm", lightningRisk=True, source="google")
    cold = fill_from_template(RULEBOOK, PermitType.COLD_WORK)
    assert evaluate(cold, RULEBOOK, _wo("Replace a gasket", area="Control Room"), storm).validationStatus == "Pass"
    assert evaluate(cold, RULEBOOK, _wo("Replace a gasket", area="Tank Farm"), storm).validationStatus == "Fail"
    rain = evaluate(
        fill_from_template(RULEBOOK, PermitType.EXCAVATION),
        RULEBOOK,
        None,
        WeatherContext(windKph=5, precipChance=80, conditions="Rain", source="google"),
    )
    assert [w.split(":")[0] for w in rain.warnings] == ["EXC-WX-RAIN"]
    default = evaluate(cold, RULEBOOK, None, WeatherContext(windKph=20, conditions="Unknown", source="default"))
    assert [w.split(":")[0] for w in default.warnings] == ["GEN-WX-UNKNOWN"]


def test_aliases_and_case_are_accepted():
    permit = fill_from_template(RULEBOOK, PermitType.HOT_WORK)
    swapped = [
        c.replace("Trained fire watch with extinguisher posted during hot work", "FIRE WATCH posted")
        for c in permit.controls
    ]
    roles = ["supervisor", "HSE Officer"]
    result = evaluate(permit.model_copy(update={"controls": swapped, "signOffRoles": roles}), RULEBOOK)
    assert result.validationStatus == "Pass", result.errors
