"""workorders.get_workorder_by_id: the normalized work order, or a tool error naming the unknown id or the bad file."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from common.limits import ID_CHARS
from mcp_server.deps import Deps
from mcp_server.workorders.model import WorkOrder


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="workorders_get_workorder_by_id",
        title="workorders.get_workorder_by_id",
        description=(
            "Fetch one maintenance work order by id (e.g. 'WO-10001'). Returns the normalized work order: "
            "id, title, description, site, area, equipment list, timeWindow {start, end} in ISO-8601, "
            "jobPlan text, latitude and longitude. Unknown ids are an error naming the id."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def workorders_get_workorder_by_id(
        id: Annotated[str, Field(min_length=1, max_length=ID_CHARS, description="Work order id, e.g. WO-10001")],
    ) -> WorkOrder:
        return deps.workorders.get(id)  # InvalidWorkOrderId / WorkOrderNotFound carry their codes
