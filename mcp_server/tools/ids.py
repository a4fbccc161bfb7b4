"""ids.newPermitId: the next `PERM-<CODE>-NNNN` for a permit type, unique across processes and restarts."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from mcp_server.batch import BATCH_MAX, BatchItem, batch_description, each
from mcp_server.db.records import AllocatedPermitId
from mcp_server.deps import Deps
from mcp_server.permits.types import resolve_permit_type

ALLOCATION_KEY_PATTERN = r"^[\x21-\x7e]{1,300}$"
"""Printable ASCII without spaces, at most 300 characters (the column's size)."""

PermitTypeArg = Annotated[
    str, Field(min_length=1, max_length=60, description="Permit type display name or code, e.g. 'Hot Work'")
]
AllocationKeyArg = Annotated[
    str | None,
    Field(
        pattern=ALLOCATION_KEY_PATTERN,
        description="Optional idempotency key: the same key always gets the same id back",
    ),
]


class IdRequest(BaseModel):
    """One id of ids_new_permit_ids: ids_new_permit_id's arguments."""

    permitType: PermitTypeArg
    allocationKey: AllocationKeyArg = None


class IdBatch(BaseModel):
    items: list[BatchItem[AllocatedPermitId]]


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="ids_new_permit_id",
        title="ids.newPermitId",
        description=(
            "Allocate a new permit id for a permit type, e.g. 'Hot Work' or its code 'HW' -> 'PERM-HW-0007'. "
            "Ids come from a per-type counter in the permit database: unique and strictly increasing across "
            "server processes and restarts; the number is zero-padded to 4 digits and grows past 9999. "
            "Each call consumes a number, so call it once per permit; pass allocationKey (e.g. '<runId>:HW:1') to "
            "make the call idempotent: the same key returns the same id (reused=true) and consumes nothing, so a "
            "retried run keeps its ids. Returns permitId, permitType (display name), code, sequence and reused. "
            "Unknown types are an error listing the valid ones; a key already used for another type is an error."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
        ),
    )
    def ids_new_permit_id(permitType: PermitTypeArg, allocationKey: AllocationKeyArg = None) -> AllocatedPermitId:
        return allocate(IdRequest(permitType=permitType, allocationKey=allocationKey))

    def allocate(request: IdRequest) -> AllocatedPermitId:
        resolve_permit_type(request.permitType)  # an unknown type is refused, naming the valid ones
        return deps.db.allocate_permit_id(request.permitType, request.allocationKey)

    @server.tool(
        name="ids_new_permit_ids",
        title="ids.newPermitIds",
        description=batch_description(
            "ids_new_permit_id",
            "each item is allocated on its own (an item with an allocationKey gets that key's id back), in order.",
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
        ),
    )
    def ids_new_permit_ids(
        items: Annotated[list[IdRequest], Field(min_length=1, max_length=BATCH_MAX, description=f"1..{BATCH_MAX} ids")],
    ) -> IdBatch:
        return IdBatch(items=each("ids_new_permit_ids", BatchItem[AllocatedPermitId], items, allocate))
