"""Contracts of the review conversation (`POST /agent/run`, seed 001 mapped to permits) and its session state.

Request `{sessionId, message, context, state}` (+ the legacy `userId`, `context.role`: never authority, the person
is the bearer token's subject); response `{reply, action, state}`. The permit set travels as
`PermitSet` (permits plus their rulebook validations); requested edits travel as `Change`s, whether a deterministic
parser or an LLM read them from the message, so one applier enforces the rulebook for both.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from agent_client.nodes import NodeFailure
from agent_client.schemas import ErrorCode, Permit, Validation
from agent_client.toolbox import ToolError, ToolUnavailable
from common.ids import WORK_ORDER_ID_PATTERN

ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"
Step = Literal["plan_generated", "plan_iteration", "finalized"]
ActionType = Literal["save_preview", "finalize_permits", "none"]
Routing = Literal["finalize_only", "needs_planning"]
ItemField = Literal["controls", "ppe", "signOffRoles", "attachmentsRequired"]


class PermitSet(BaseModel):
    """The permits under review for one work order, with the rulebook's verdict on each."""

    workOrderId: str = Field(pattern=WORK_ORDER_ID_PATTERN)
    permits: list[Permit] = Field(default_factory=list)
    validations: list[Validation] = Field(default_factory=list)
    policyVersion: str | None = None
    runId: str | None = Field(default=None, description="the pipeline run that generated the set")


class ReviewContext(BaseModel):
    model_config = ConfigDict(extra="allow")

    workOrderId: str = Field(pattern=WORK_ORDER_ID_PATTERN, description="e.g. WO-10024")
    role: str | None = Field(
        default=None,
        min_length=1,
        max_length=60,
        description="accepted for compatibility and never authority: roles come from the people directory; when it "
        "names one of the signed-in person's directory roles it picks which of them to sign in",
    )


class ClientState(BaseModel):
    step: Step | None = None
    iteration: int = Field(default=0, ge=0)
    sessionActive: bool = True
    proposed_plan: PermitSet | None = None


def nul_path(value: Any, path: str = "") -> str | None:
    """The dotted path of the first string (key or value) holding a NUL character, else None."""
    if isinstance(value, str):
        return (path or "body") if "\x00" in value else None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        where = f"{path}.{key}" if path else str(key)
        if isinstance(key, str) and "\x00" in key:
            return where
        found = nul_path(item, where)
        if found is not None:
            return found
    return None


class ReviewRequest(BaseModel):
    userId: str | None = Field(
        default=None,
        pattern=ID_PATTERN,
        description="accepted for compatibility; the person is the bearer token's subject, and a userId naming "
        "someone else is refused",
    )
    sessionId: str = Field(pattern=ID_PATTERN)
    message: str = Field(min_length=1, max_length=4000)
    context: ReviewContext
    state: ClientState = Field(default_factory=ClientState)

    @model_validator(mode="before")
    @classmethod
    def _no_nul(cls, data: Any) -> Any:
        """NUL is refused here (a 422 naming the field), so it never reaches a session store or SQL."""
        where = nul_path(data)
        if where is not None:
            raise ValueError(f"{where} contains a NUL character")
        return data


class Action(BaseModel):
    type: ActionType
    payload: dict[str, Any] = Field(default_factory=dict)


class ReviewStateOut(BaseModel):
    step: Step
    iteration: int
    sessionActive: bool


class ReviewResponse(BaseModel):
    reply: str
    action: Action
    state: ReviewStateOut


class Change(BaseModel):
    """One requested edit. `permitTypes` empty means: every permit it sensibly applies to."""

    op: Literal["add_item", "remove_item", "set_validity", "add_permit"]
    field: ItemField | None = Field(default=None, description="for add_item / remove_item")
    item: str | None = Field(default=None, max_length=200, description="item text for add_item / remove_item")
    hours: int | None = Field(default=None, ge=0, le=720, description="for set_validity")
    permitType: str | None = Field(default=None, description="for add_permit: the permit type to add")
    permitTypes: list[str] = Field(default_factory=list, description="limit the change to these permit types")
    text: str = Field(default="", description="the words of the request this change came from")


class ChangeRequest(BaseModel):
    """What the planner (parser or LLM) read from the message."""

    changes: list[Change] = Field(default_factory=list)
    note: str = Field(default="", description="anything the planner wants the user to know")


class ChangeOutcome(BaseModel):
    change: Change
    applied: bool = Field(description="true when it changed at least one permit")
    summary: str
    appliedTo: list[str] = Field(default_factory=list, description="permit ids it changed")
    ruleIds: list[str] = Field(default_factory=list, description="rules that refused it, in full or for some permits")


class ReviewFailure(NodeFailure):
    """A request the review cannot serve; carries the HTTP status and AgentFailure code."""

    def __init__(self, status: int, code: ErrorCode | str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(code, message, details, status)

    def as_state(self) -> dict[str, Any]:
        return {"status": self.status, **super().as_state()}

    @classmethod
    def of_tool(cls, name: str, exc: ToolError) -> ReviewFailure:
        """Unavailable: 503. A rejection whose code means "not found" (ERR_WORKORDER_NOT_FOUND, ...): 404 with that
        code. Any other rejection: 502 ERR_TOOL_REJECTED."""
        if isinstance(exc, ToolUnavailable):
            return cls(503, ErrorCode.ERR_TOOL_UNAVAILABLE, str(exc), {"tool": name})
        if exc.code.http_status == 404:
            return cls(404, exc.code, exc.message, {"tool": name})
        return cls(502, ErrorCode.ERR_TOOL_REJECTED, str(exc), {"tool": name})
