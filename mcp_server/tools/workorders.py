"""workorders.get_workorder_by_id: the normalized work order, or a tool error naming the unknown id or the bad file;
workorders.list: which work orders there are (ids, titles, site and area), a bounded page at a time.

The id's `pattern` is advertised in the inputSchema (the shared `common.ids` pattern, so the client validates ids the
way the server does) and checked in the tool, so a bad id is answered with a message naming it."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from common.ids import WORK_ORDER_ID_PATTERN
from common.limits import ID_CHARS
from mcp_server.deps import Deps
from mcp_server.workorders.model import WorkOrderPage
from mcp_server.workorders.quality import WorkOrderView, with_findings

LIST_MAX = 500
"""Most work orders one `workorders_list` call returns; page with `offset` for more."""


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
        id: Annotated[
            str,
            Field(
                min_length=1,
                max_length=ID_CHARS,
                description="Work order id, e.g. WO-10001",
                json_schema_extra={"pattern": WORK_ORDER_ID_PATTERN},
            ),
        ],
    ) -> WorkOrderView:
        return with_findings(deps.workorders.get(id))  # InvalidWorkOrderId / WorkOrderInvalid / ...NotFound: typed

    @server.tool(
        name="workorders_list",
        title="workorders.list",
        description=(
            f"List the maintenance work orders, in file order, at most `limit` (1..{LIST_MAX}, default 100) from "
            "`offset`: id, title, site and area of each (a quarantined entry says why in `quarantined`), the total "
            "count and `nextOffset` (null on the last page). "
            "Fetch one in full with workorders_get_workorder_by_id."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def workorders_list(
        offset: Annotated[int, Field(ge=0, le=1_000_000, description="index of the first work order")] = 0,
        limit: Annotated[int, Field(ge=1, le=LIST_MAX, description="most work orders to return")] = 100,
    ) -> WorkOrderPage:
        return deps.workorders.page(offset, limit)
