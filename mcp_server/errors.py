"""One failure contract for every tool: a failed call's text is `Error executing tool <name>: <AgentFailure JSON>`.

Tools raise `tool_failure(code, message, **details)` for failures they anticipate. `install(server)` wraps the
server's `call_tool` so that everything else becomes the same JSON too: plain-text `ToolError`s (classified by
their wording), argument validation errors (ERR_INVALID_INPUT, field names and problems only, never the rejected
values) and crashes (ERR_INTERNAL, logged here with the traceback, answered without it). Clients parse the JSON
after the SDK's prefix with `parse_failure`.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError

from common.failures import AgentFailure, ErrorCode

log = logging.getLogger(__name__)
TOOLS_AGENT = "permitflow-tools"
_PREFIX = re.compile(r"^Error executing tool \S+?: ?")
# Exceptions that mean a backing store (permit database, Qdrant server) could not be reached.
STORE_OUTAGES = frozenset(
    {"OperationalError", "InterfaceError", "ResponseHandlingException", "ConnectError", "ConnectTimeout"}
)
_STORE = re.compile(r"could not be (?:read|stored|recorded|written|opened)|database|unavailable|unreachable", re.I)


def failure_json(failure: AgentFailure) -> str:
    return failure.model_dump_json()


def tool_failure(code: ErrorCode | str, message: str, **details: Any) -> ToolError:
    """The ToolError a tool raises for an anticipated failure; `install` fills in the tool name as agent_id."""
    return ToolError(failure_json(AgentFailure.of(TOOLS_AGENT, code, message, **details)))


_STORAGE_CODES = {
    "InvalidRecord": ErrorCode.ERR_INVALID_INPUT,
    "IdempotencyConflict": ErrorCode.ERR_INVALID_INPUT,
    "PayloadTooLarge": ErrorCode.ERR_PAYLOAD_TOO_LARGE,
    "PermitNotFound": ErrorCode.ERR_CONNECTOR_NOT_FOUND,
    "RunNotFound": ErrorCode.ERR_CONNECTOR_NOT_FOUND,
}


def storage_failure(exc: Exception) -> ToolError:
    """A permit-database error as a ToolError: bad records and unknown ids by kind, anything else unavailable."""
    code = _STORAGE_CODES.get(type(exc).__name__, ErrorCode.ERR_STORE_UNAVAILABLE)
    return tool_failure(code, str(exc), kind=type(exc).__name__)


def parse_failure(text: str) -> AgentFailure | None:
    """The AgentFailure inside a tool error text (with or without the SDK's prefix), else None."""
    body = _PREFIX.sub("", text.strip(), count=1)
    if not body.startswith("{"):
        return None
    try:
        return AgentFailure.model_validate_json(body)
    except ValidationError:
        return None


def classify(message: str) -> ErrorCode:
    """The code for a plain-text ToolError, from the wording the tools use."""
    lowered = message.lower()
    if "not found" in lowered and "work order" in lowered:
        return ErrorCode.ERR_WORKORDER_NOT_FOUND
    if "not found" in lowered:
        return ErrorCode.ERR_CONNECTOR_NOT_FOUND
    if _STORE.search(message):
        return ErrorCode.ERR_STORE_UNAVAILABLE
    if lowered.startswith("unknown tool"):
        return ErrorCode.ERR_TOOL_UNAVAILABLE
    return ErrorCode.ERR_TOOL_REJECTED


def _validation_message(exc: ValidationError) -> tuple[str, list[dict[str, str]]]:
    problems = [
        {"field": ".".join(str(p) for p in err["loc"]) or "arguments", "problem": err["msg"]}
        for err in exc.errors(include_input=False, include_url=False)
    ]
    return "invalid arguments: " + "; ".join(f"{p['field']}: {p['problem']}" for p in problems[:10]), problems


def as_failure(name: str, exc: Exception) -> AgentFailure:
    """Seed 003's AgentFailure for any exception out of a tool call; crash texts never reach the client."""
    if isinstance(exc, ToolError) and not isinstance(exc, UnexpectedToolError):
        cause = exc.__cause__
        if isinstance(cause, ValidationError):
            message, problems = _validation_message(cause)
            return AgentFailure.of(name, ErrorCode.ERR_INVALID_INPUT, message, errors=problems[:20])
        text = _PREFIX.sub("", str(exc), count=1)
        parsed = parse_failure(text)
        if parsed is not None:
            return parsed.model_copy(update={"agent_id": name}) if parsed.agent_id == TOOLS_AGENT else parsed
        return AgentFailure.of(name, classify(text), text)
    kind = type(exc.__cause__ or exc).__name__
    if kind in STORE_OUTAGES:
        return AgentFailure.of(
            name, ErrorCode.ERR_STORE_UNAVAILABLE, f"the store behind {name} is unavailable ({kind})"
        )
    return AgentFailure.of(name, ErrorCode.ERR_INTERNAL, f"{name} failed unexpectedly ({kind}); see the server log")


def nul_field(value: Any, path: str = "") -> str | None:
    """The dotted path of the first string (key or value) holding a NUL character, else None.

    No store keeps NUL faithfully (PostgreSQL refuses it, SQLite truncates some reads at it), so a tool argument
    carrying one is refused up front as invalid input and never reaches SQL."""
    if isinstance(value, str):
        return (path or "arguments") if "\x00" in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}" if path else str(key)
            if isinstance(key, str) and "\x00" in key:
                return where
            found = nul_field(item, where)
            if found:
                return found
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            found = nul_field(item, f"{path}.{index}" if path else str(index))
            if found:
                return found
    return None


def install(server: MCPServer) -> None:
    """Route every tool failure of `server` through the contract (idempotent)."""
    if getattr(server, "_failure_contract", False):
        return
    inner = server.call_tool

    async def call_tool(name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        field = nul_field(arguments or {})
        if field is not None:
            failure = AgentFailure.of(
                name, ErrorCode.ERR_INVALID_INPUT, f"invalid arguments: {field}: contains a NUL character",
                errors=[{"field": field, "problem": "contains a NUL character"}],
            )  # fmt: skip
            raise ToolError(f"Error executing tool {name}: {failure_json(failure)}")
        try:
            return await inner(name, arguments, context)
        except MCPError:
            raise
        except Exception as exc:
            failure = as_failure(name, exc)
            if failure.error_code is ErrorCode.ERR_INTERNAL:
                log.error("tool %s crashed", name, exc_info=exc.__cause__ or exc)
            raise ToolError(f"Error executing tool {name}: {failure_json(failure)}") from exc.__cause__

    server.call_tool = call_tool  # type: ignore[method-assign]
    server._failure_contract = True  # type: ignore[attr-defined]
