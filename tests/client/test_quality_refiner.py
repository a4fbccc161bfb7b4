"""A4 (rules engine) against the real rulebook over MCP (in-process server): what it fixes, what it says it cannot."""

from __future__ import annotations

from typing import Any

from agent_client.agents.gate import DONE, decide
from agent_client.agents.policy import build_permit
from agent_client.agents.refiner import refine
from agent_client.agents.taxonomy import weather_hazards
from agent_client.schemas import PASSING, Hazard, Permit, Validation
from tests.support.mcp_harness import connect, structured

WORK_ORDER = {
    "id": "WO-Q1",
    "title": "Weld repair on tank farm header",
    "site": "Terminal-C",
    "area": "Tank Farm",
    "description": "Weld a patch on the header.",
    "jobPlan": "Gas test, weld, fire watch.",
    "equipment": ["Header H-1"],
    "timeWindow": {"start": "2031-06-01T06:00:00Z", "end": "2031-06-02T12:00:00Z"},
}
HOT = Hazard(
    id="HZ-IGNITION", name="Ignition source", confidence=0.9, permitTypes=["Hot Work"], suggestedControls=["Hot tap"]
)


async def evaluate(client: Any, permit: Permit, work_order: dict, **extra: Any) -> Validation:
    args = {"permit": permit.model_dump(mode="json", exclude_none=True), "workOrder": work_order, **extra}
    return Validation.model_validate(structured(await client.call_tool("rules_evaluate", args)))


async def policy(client: Any, permit_type: str) -> dict[str, Any]:
    return structured(await client.call_tool("policy_load", {"permitType": permit_type}))


def untraced(permit: Permit) -> list[str]:
    fields = ("controls", "ppe", "signOffRoles", "attachmentsRequired")
    return [
        i for f in fields for i in getattr(permit, f) if i not in {p.item for p in permit.provenance if p.field == f}
    ]


async def test_refiner_fixes_missing_items_validity_and_environment_additions(inproc_server):
    async with connect(inproc_server) as client:
        hw = await policy(client, "Hot Work")
        permit = build_permit("PERM-HW-880001", "Hot Work", hw, WORK_ORDER, [HOT])
        permit.controls.remove("Trained fire watch with extinguisher posted during hot work")
        permit.signOffRoles.remove("HSE")
        permit.attachmentsRequired.remove("Risk assessment (JSA)")
        permit.validityHours = 30
        before = await evaluate(client, permit, WORK_ORDER)
        failed = {e.split(":")[0] for e in before.errors}
        assert {"HW-CTRL-FIREWATCH", "HW-VAL-MAX", "HW-ENV-HC-AREA-GASTEST"} <= failed
        fixed = refine(permit, before, hw, WORK_ORDER)
        after = await evaluate(client, fixed, WORK_ORDER)
    assert after.validationStatus in PASSING, after.errors
    assert fixed.validityHours == 24 and fixed.validTo == "2031-06-02T06:00:00Z"
    by_refiner = {p.item: p.ref for p in fixed.provenance if p.kind == "refiner"}
    assert by_refiner["Trained fire watch with extinguisher posted during hot work"] == "HW-CTRL-FIREWATCH"
    assert by_refiner["HSE"].startswith("HW-SIGN") and by_refiner["Risk assessment (JSA)"].startswith("HW-ATT")
    assert any(p.ref.startswith("HW-ENV-HC-AREA-GASTEST") for p in fixed.provenance)
    assert untraced(fixed) == []
    assert "Refiner cannot fix" not in (fixed.notes or "")


async def test_refiner_states_what_it_cannot_fix_and_the_permit_keeps_failing(inproc_server):
    order = {**WORK_ORDER, "area": "Jetty", "title": "Replace mast light at 12 m", "description": "From the ladder."}
    windy = {"windKph": 70, "gustKph": 80, "source": "open-meteo"}
    async with connect(inproc_server) as client:
        wah = await policy(client, "Working at Height")
        permit = build_permit("PERM-WAH-880001", "Working at Height", wah, order, [])
        before = await evaluate(client, permit, order, weather=windy)
        fixed = refine(permit, before, wah, order)
        after = await evaluate(client, fixed, order, weather=windy)
    assert before.validationStatus == "Fail" and after.validationStatus == "Fail"
    assert any(e.startswith("WAH-WX-WIND") and "80 km/h" in e for e in after.errors)
    assert "Refiner cannot fix WAH-WX-WIND: measured weather is over the limit" in fixed.notes
    simops = before.model_copy(deep=True)
    simops.checks[0] = simops.checks[0].model_copy(
        update={"result": "error", "ruleId": "SIMOPS-HW-CSE", "check": "SIMOPS", "details": "PERM-CSE-0001 live"}
    )
    noted = refine(permit, simops, wah, order)
    assert "Refiner cannot fix SIMOPS-HW-CSE: clashes with another live permit" in noted.notes
    assert decide({"permit_validation_output": [after.model_dump()], "refinement_round": 2}, 2)[0] == DONE


async def test_refiner_cross_references_the_jobs_permit_both_ways_or_says_one_is_missing(inproc_server):
    order = {
        **WORK_ORDER,
        "area": "Utilities",
        "title": "Enter vessel V-9",
        "description": "Welding inside the vessel.",
    }
    async with connect(inproc_server) as client:
        cse, hw = await policy(client, "Confined Space Entry"), await policy(client, "Hot Work")
        entry = build_permit("PERM-CSE-880001", "Confined Space Entry", cse, order, [])
        hot = build_permit("PERM-HW-880002", "Hot Work", hw, order, [HOT])
        verdict = await evaluate(client, entry, order)
        assert any(e.startswith("CSE-ENV-HOTWORK-XREF") for e in verdict.errors)
        alone = refine(entry, verdict, cse, order)
        linked = refine(entry, verdict, cse, order, [entry, hot])
        after = await evaluate(client, linked, order)
    assert "needs a Hot Work permit (PERM-HW)" in alone.notes
    assert linked.crossReferences == ["PERM-HW-880002"] and hot.crossReferences == ["PERM-CSE-880001"]
    assert after.validationStatus in PASSING, after.errors
    assert any(p.ref.startswith("CSE-ENV-HOTWORK-XREF") for p in linked.provenance)


async def test_measured_wind_is_a_hazard_on_the_work_at_height_permit(inproc_server):
    windy = {"windKph": 52, "gustKph": 70, "source": "open-meteo"}
    assert weather_hazards({**windy, "source": "default"}, {"Working at Height"}) == []
    assert weather_hazards(windy, {"Cold Work"}) == []
    (wind,) = weather_hazards(windy, {"Working at Height"})
    assert wind.id == "WX-WIND" and "gust 70 km/h" in wind.measured
    hazard = Hazard(id=wind.id, name=wind.name, confidence=wind.confidence, suggestedControls=wind.controls)
    async with connect(inproc_server) as client:
        permit = build_permit("PERM-WAH-880009", "Working at Height", await policy(client, "WAH"), WORK_ORDER, [hazard])
    assert wind.name in permit.hazardsLinked
    assert {"item": wind.controls[0], "field": "controls", "kind": "hazard", "ref": "WX-WIND"} in [
        p.model_dump() for p in permit.provenance
    ]
