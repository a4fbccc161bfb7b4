"""rules.evaluate: the deterministic verdict on one permit; the logic lives in mcp_server.rules.engine.

The tool adds the one input the pure evaluator cannot find itself: the other live permits at the same site and
area whose validity overlaps this one (simultaneous operations), read from the permit database.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.limits import VERSION_CHARS
from mcp_server.batch import BATCH_MAX, BatchItem, batch_description, each, per_item
from mcp_server.deps import Deps
from mcp_server.permits.contracts import Permit
from mcp_server.rules.engine import EvaluationResult, WeatherContext, evaluate
from mcp_server.rules.simops import OtherPermit, SimopsContext
from mcp_server.workorders.context import WorkOrderContext

log = logging.getLogger(__name__)


def _utc(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value


def permit_window(permit: Permit, work_order: WorkOrderContext | None) -> tuple[datetime, datetime] | None:
    """validFrom..validTo, else validFrom + validityHours, else the work order's time window."""
    if permit.validFrom is not None:
        end = permit.validTo or permit.validFrom + timedelta(hours=max(1, permit.validityHours))
        return _utc(permit.validFrom), _utc(end)
    if work_order is not None and work_order.timeWindow is not None:
        return _utc(work_order.timeWindow.start), _utc(work_order.timeWindow.end)
    return None


def simops_context(deps: Deps, permit: Permit, work_order: WorkOrderContext | None) -> SimopsContext | None:
    """The live permits overlapping this one at its site and area; None when it has no site or window."""
    site = permit.site or (work_order.site if work_order else None)
    area = permit.area or (work_order.area if work_order else None)
    window = permit_window(permit, work_order)
    if not site or window is None or window[1] <= window[0]:
        return None
    try:
        live = deps.db.active_permits(site, area, window[0], window[1], exclude_permit_id=permit.permitId)
    except Exception as exc:  # noqa: BLE001 - an unreadable store is reported as a warning, never a pass
        log.warning("SIMOPS lookup failed: %s", exc)
        return SimopsContext(site=site, area=area, error=f"{type(exc).__name__}")
    others = [
        OtherPermit(
            permitId=p.permitId,
            type=p.permitType,
            status=p.status,
            area=p.area,
            workOrderId=p.workOrderId,
            validFrom=p.validFrom,
            validTo=p.validTo,
            crossReferences=p.permit.crossReferences,
        )
        for p in live
    ]
    return SimopsContext(site=site, area=area, permits=others)


class EvaluateRequest(BaseModel):
    """One permit of rules_evaluate_batch (validated on its own, so a malformed one is that item's error)."""

    permit: per_item(Permit, "the permit to check (rules_evaluate's permit)")


class EvaluateBatch(BaseModel):
    items: list[BatchItem[EvaluationResult]]


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="rules_evaluate",
        title="rules.evaluate",
        description=(
            "Evaluate one permit against the deterministic rulebook. Checks required controls, PPE, sign-off roles, "
            "attachments, validity maximum, permit-id/type match, separation of duties, gas-test limits and readings; "
            "with workOrder context (site, area, title, description, jobPlan, timeWindow) also area- and job-driven "
            "rules (e.g. Tank Farm gas test, 0 % LEL for hot work at a confined space, excavation depth) and the time "
            "window; with weather (windKph, gustKph, precipChance, conditions, lightningRisk) the wind, rain and "
            "lightning limits. Simultaneous operations: when the permit has a site and a window (validFrom/validTo "
            "or the work order's timeWindow) it is compared with the live permits (issued, active, suspended) stored "
            "for the same site and area with overlapping validity; each clash (hot work beside a confined-space "
            "entry, vehicle entry in a tank farm during hot work, lifting over active work, radiography beside any "
            "work) is a check naming the other permit id, with its SIMOPS rule id and source. Returns "
            "validationStatus Pass/PassWithWarnings/Fail, errors and warnings (each starting with the rule id), "
            "recommendations, and every check with its ruleId and source."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def rules_evaluate(
        permit: Annotated[Permit, Field(description="the permit to check")],
        rulesetVersion: Annotated[str, Field(max_length=VERSION_CHARS, description="rulebook version")] = "v1.0",
        workOrder: Annotated[
            WorkOrderContext | None, Field(description="the work order (or its site/area/description/timeWindow)")
        ] = None,
        weather: Annotated[WeatherContext | None, Field(description="measured weather at the job")] = None,
    ) -> EvaluationResult:
        rules = deps.rulebook.version(rulesetVersion)
        simops = simops_context(deps, permit, workOrder)
        return evaluate(permit, rules, work_order=workOrder, weather=weather, simops=simops)

    @server.tool(
        name="rules_evaluate_batch",
        title="rules.evaluate_batch",
        description=batch_description(
            "rules_evaluate",
            "workOrder, weather and rulesetVersion are given once for all of them. Each permit is judged exactly as "
            "rules_evaluate judges it alone (simultaneous operations against the stored live permits included).",
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def rules_evaluate_batch(
        items: Annotated[
            list[EvaluateRequest], Field(min_length=1, max_length=BATCH_MAX, description=f"1..{BATCH_MAX} permits")
        ],
        rulesetVersion: Annotated[str, Field(max_length=VERSION_CHARS, description="rulebook version")] = "v1.0",
        workOrder: Annotated[
            WorkOrderContext | None, Field(description="the work order (or its site/area/description/timeWindow)")
        ] = None,
        weather: Annotated[WeatherContext | None, Field(description="measured weather at the job")] = None,
    ) -> EvaluateBatch:
        rules = deps.rulebook.version(rulesetVersion)  # an unknown version fails the call, as it would every item

        def judge(item: EvaluateRequest) -> EvaluationResult:
            permit = Permit.model_validate(item.permit)
            simops = simops_context(deps, permit, workOrder)
            return evaluate(permit, rules, work_order=workOrder, weather=weather, simops=simops)

        return EvaluateBatch(items=each("rules_evaluate_batch", BatchItem[EvaluationResult], items, judge))
