"""workorders.get_workorder_by_id: the normalized work order, or a tool error naming the unknown id or the bad file."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from common.limits import ID_CHARS
from mcp_server.deps import Deps
from mcp_server.errors import tool_failure
from mcp_server.workorders.model import (
    WORK_ORDER_ID,
    WorkOrderFileError,
    WorkOrderInvalid,
    WorkOrderNotFound,
)
from mcp_server.workorders.quality import WorkOrderView, with_findings


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="workorders_get_workorder_by_id",
        title="workorders.get_workorder_by_id",
        description=(
            "Fetch one maintenance work order by id (e.g. 'WO-10001'). Returns the normalized work order: "
            "id, title, description, site, area, equipment list, timeWindow {start, end} in ISO-8601, "
            "jobPlan text, latitude and longitude, plus needsReview and dataQuality: findings (no text to assess, "
            "unknown site, a window of minutes, coordinates 0,0) that make the work order need human review. "
            "Unknown ids are an error naming the id; an entry quarantined as invalid is ERR_INVALID_INPUT naming "
            "its field."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def workorders_get_workorder_by_id(
        id: Annotated[str, Field(min_length=1, max_length=ID_CHARS, description="Work order id, e.g. WO-10001")],
    ) -> WorkOrderView:
        if not WORK_ORDER_ID.match(id):
            raise tool_failure(
                "ERR_INVALID_INPUT", f"invalid work order id {id[:ID_CHARS]!r}: use letters, digits, '-' and '_' only"
            )
        try:
            return with_findings(deps.workorders.get(id))
        except WorkOrderNotFound as exc:
            raise tool_failure("ERR_WORKORDER_NOT_FOUND", str(exc), workOrderId=exc.work_order_id) from None
        except WorkOrderInvalid as exc:
            p = exc.problem
            raise tool_failure(
                "ERR_INVALID_INPUT", str(exc), workOrderId=p.workOrderId, field=p.field, problem=p.problem
            ) from None
        except WorkOrderFileError as exc:
            raise tool_failure("ERR_STORE_UNAVAILABLE", str(exc)) from None
