"""What the batched forms of the per-permit tools share: one call for every permit of a job, one answer per item.

Why: the rules engine called policy_load, ids_new_permit_id, rules_evaluate and pdf_render once per permit, so a
job with two permits paid eight round trips (JSON encoding, transport, the client's result validation and its run
record) for four kinds of work (issue 16). `policy_load_batch`, `ids_new_permit_ids`, `rules_evaluate_batch` and
`pdf_render_batch` take `items` (each item holds the single tool's own per-permit arguments) plus the arguments the
job's permits share, once.

One bad item never takes the others down: every answer item holds either `result` (exactly what the single tool
answers for that item) or `error` (the AgentFailure the single tool's failed call would carry, same code). A permit
or validation inside an item is validated item by item for that reason: its advertised schema is the single tool's
(`per_item`), so the input stays bounded and typed, but a malformed one is that item's ERR_INVALID_INPUT. What is
wrong with the call itself (no items, too many, a malformed shared argument) is a tool error, as for any tool.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Annotated, Any, Generic, TypeVar

from pydantic import BaseModel, Field, WithJsonSchema

from common.failures import AgentFailure
from mcp_server.errors import item_failure
from mcp_server.schemas import flatten

BATCH_MAX = 16
"""Items per batched call: a job has at most one permit per type (nine types), with room for a review's extras."""

T = TypeVar("T")
I = TypeVar("I")  # noqa: E741 - an item


class BatchItem(BaseModel, Generic[T]):
    """One item's answer: `result` when it succeeded, else `error` (never both)."""

    result: T | None = Field(default=None, description="what the single tool answers for this item")
    error: AgentFailure | None = Field(default=None, description="the single tool's failure for this item")


def per_item(model: type[BaseModel], description: str) -> Any:  # noqa: ANN401 - an Annotated type
    """A JSON object advertised with `model`'s schema (flattened, so it stands alone) but validated by the tool, item
        by item (`model.model_validate`), so that one malformed item is that item's error, not the whole call's (a null
    in its place too: that item's ERR_INVALID_INPUT)."""
    schema = {**flatten(model.model_json_schema()), "description": description}
    return Annotated[dict[str, Any] | None, WithJsonSchema(schema), Field(description=description)]


def each(tool: str, kind: type[BatchItem[T]], items: Iterable[I], run: Callable[[I], T]) -> list[BatchItem[T]]:
    """`run` on every item in order, as `kind` answers; an item that raises gets the AgentFailure of `tool` for it
    (`item_failure`)."""
    out: list[BatchItem[T]] = []
    for item in items:
        try:
            out.append(kind(result=run(item)))
        except Exception as exc:  # noqa: BLE001 - every failure is this item's, by its type (item_failure)
            out.append(kind(error=item_failure(tool, exc)))
    return out


def batch_description(single: str, shared: str) -> str:
    return (
        f"Several {single} calls in one (1..{BATCH_MAX} items), for the permits of one job. Each item holds "
        f"{single}'s per-permit arguments; {shared} Returns {{items: [...]}} in order, each with `result` ({single}'s "
        f"answer for that item) or `error` (the AgentFailure {single} would have failed with): one bad item does not "
        "fail the others."
    )
