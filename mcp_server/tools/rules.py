"""rules.evaluate: the deterministic verdict on one permit; the logic lives in mcp_server.rules_engine."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from mcp_server.contracts import Permit
from mcp_server.deps import Deps
from mcp_server.permit_types import UnknownPermitType
from mcp_server.rulebook import UnknownRulesetVersion
from mcp_server.rules_engine import EvaluationResult, WeatherContext, WorkOrderContext, evaluate


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
            "lightning limits. Returns validationStatus Pass/PassWithWarnings/Fail, errors and warnings (each starting "
            "with the rule id), recommendations, and every check with its ruleId and source."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def rules_evaluate(
        permit: Annotated[Permit, Field(description="the permit to check")],
        rulesetVersion: Annotated[str, Field(max_length=20, description="rulebook version")] = "v1.0",
        workOrder: Annotated[
            WorkOrderContext | None, Field(description="the work order (or its site/area/description/timeWindow)")
        ] = None,
        weather: Annotated[WeatherContext | None, Field(description="measured weather at the job")] = None,
    ) -> EvaluationResult:
        try:
            rules = deps.rulebook.version(rulesetVersion)
            return evaluate(permit, rules, work_order=workOrder, weather=weather)
        except (UnknownPermitType, UnknownRulesetVersion) as exc:
            raise ToolError(str(exc.args[0])) from None
