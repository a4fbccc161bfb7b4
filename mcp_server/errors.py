"""One failure contract for every tool: a failed call's text is `Error executing tool <name>: <AgentFailure JSON>`.

Tools raise typed domain errors (`common.failures.PermitFlowError` subclasses), and the error's class says which
code it is: nothing here reads a message to decide a code. `install(server)` wraps the server's `call_tool` so
that every failure becomes the same JSON: domain errors by their `code` and `details`, argument validation errors
(ERR_INVALID_INPUT, field names and problems only, never the rejected values), an unknown tool name
(ERR_TOOL_UNAVAILABLE), a store that cannot be reached (ERR_STORE_UNAVAILABLE, by the driver's exception type) and
crashes (ERR_INTERNAL, logged here with the traceback, answered without it). Clients parse the JSON after the
SDK's prefix with `parse_failure`.
"""

from __future__ import annotations

import logging
import re
import sys
from typing import TYPE_CHECKING, Any

import httpx
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.shared.exceptions import MCPError
from pydantic import ValidationError

from common.failures import AgentFailure, ErrorCode, PermitFlowError, StoreUnavailable
from mcp_server.db.errors import driver_errors

if TYPE_CHECKING:
    from mcp_server.pdf.blobstore import BlobUndo
    from mcp_server.pdf.versions import PdfStager

log = logging.getLogger(__name__)
TOOLS_AGENT = "permitflow-tools"
_PREFIX = re.compile(r"^Error executing tool \S+?: ?")
# Driver exceptions that mean a backing store (permit database, Qdrant server) could not be reached; SQLAlchemy's
# and qdrant-client's are added once those are loaded (`_outage_types`; neither is imported here).
STORE_OUTAGES: tuple[type[BaseException], ...] = (httpx.TransportError,)


def failure_json(failure: AgentFailure) -> str:
    return failure.model_dump_json()


def parse_failure(text: str) -> AgentFailure | None:
    """The AgentFailure inside a tool error text (with or without the SDK's prefix), else None."""
    body = _PREFIX.sub("", text.strip(), count=1)
    if not body.startswith("{"):
        return None
    try:
        return AgentFailure.model_validate_json(body)
    except ValidationError:
        return None


def record_failure(exc: Exception, blobs: BlobUndo | PdfStager | None = None) -> PermitFlowError:
    """A failed permit-database write as the error to raise: the cause (never the SQL or its parameters), that
    nothing was recorded, and which PDFs were put back as they were (or could not be)."""
    unrestored = blobs.problems if blobs else []
    if isinstance(exc, PermitFlowError) and not unrestored:
        return exc
    reason = str(exc)
    if isinstance(exc, driver_errors()):
        cause = getattr(exc, "orig", None) or exc
        first = (str(cause).strip().splitlines() or [""])[0][:300]
        reason = f"the permit database could not be written ({type(cause).__name__}: {first or 'no detail'})"
    message = f"{reason}; nothing was recorded"
    if blobs and blobs.restored:
        message += f", and the PDF it had written ({', '.join(blobs.restored)}) was removed"
    if unrestored:
        message += f", but {'; '.join(unrestored)}"
    details: dict[str, Any] = {"unrestored": unrestored} if unrestored else {}
    return StoreUnavailable(message, kind=type(exc).__name__, **details)


def _outage_types() -> tuple[type[BaseException], ...]:
    """STORE_OUTAGES plus SQLAlchemy's OperationalError and InterfaceError and qdrant-client's transport error, each
    when its library is loaded (an error of a library never imported cannot be raised)."""
    outages = list(STORE_OUTAGES)
    sqlalchemy = sys.modules.get("sqlalchemy.exc")
    if sqlalchemy is not None:
        outages += [sqlalchemy.OperationalError, sqlalchemy.InterfaceError]
    qdrant = sys.modules.get("qdrant_client.http.exceptions")
    handling = getattr(qdrant, "ResponseHandlingException", None)
    if isinstance(handling, type):
        outages.append(handling)
    return tuple(outages)


def _outage(exc: BaseException | None) -> BaseException | None:
    """The first exception in the cause/context chain whose type means a store could not be reached."""
    outages, seen = _outage_types(), set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, outages):
            return exc
        exc = exc.__cause__ or exc.__context__
    return None


def _validation_message(exc: ValidationError) -> tuple[str, list[dict[str, str]]]:
    problems = [
        {"field": ".".join(str(p) for p in err["loc"]) or "arguments", "problem": err["msg"]}
        for err in exc.errors(include_input=False, include_url=False)
    ]
    return "invalid arguments: " + "; ".join(f"{p['field']}: {p['problem']}" for p in problems[:10]), problems


def as_failure(name: str, exc: Exception) -> AgentFailure:
    """Seed 003's AgentFailure for any exception out of a tool call, by the exception's type."""
    cause = exc.__cause__
    if isinstance(exc, PermitFlowError):
        return exc.failure(name)
    if isinstance(cause, PermitFlowError):
        return cause.failure(name)
    deliberate = isinstance(exc, ToolError) and not isinstance(exc, UnexpectedToolError)
    if deliberate and isinstance(cause, ValidationError):
        message, problems = _validation_message(cause)
        return AgentFailure.of(name, ErrorCode.ERR_INVALID_INPUT, message, errors=problems[:20])
    outage = _outage(cause or exc)
    if outage is not None:
        kind = type(outage).__name__
        return AgentFailure.of(
            name, ErrorCode.ERR_STORE_UNAVAILABLE, f"the store behind {name} is unavailable ({kind})"
        )
    if deliberate:  # a ToolError raised on purpose by the SDK (e.g. a resolver) carries text meant for the caller
        return AgentFailure.of(name, ErrorCode.ERR_TOOL_REJECTED, _PREFIX.sub("", str(exc), count=1))
    kind = type(cause or exc).__name__
    return AgentFailure.of(name, ErrorCode.ERR_INTERNAL, f"{name} failed unexpectedly ({kind}); see the server log")


def item_failure(name: str, exc: Exception) -> AgentFailure:
    """The AgentFailure of one item of a batched tool call (`mcp_server.tools.batch`): the same codes a failed call of
    the single tool carries, an item's own invalid arguments as ERR_INVALID_INPUT with fields and problems only; a
    crash is logged here, as `install` logs a crashed call."""
    if isinstance(exc, ValidationError):
        message, problems = _validation_message(exc)
        return AgentFailure.of(name, ErrorCode.ERR_INVALID_INPUT, message, errors=problems[:20])
    failure = as_failure(name, exc)
    if failure.error_code is ErrorCode.ERR_INTERNAL:
        log.error("an item of tool %s crashed", name, exc_info=exc)
    return failure


async def _unknown(server: MCPServer, name: str, exc: Exception) -> bool:
    """The SDK refuses a call to a tool it does not have with a bare ToolError; tell it by the tool list."""
    if type(exc) is not ToolError or exc.__cause__ is not None:
        return False
    return name not in {tool.name for tool in await server.list_tools()}


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
            if await _unknown(server, name, exc):
                failure = AgentFailure.of(name, ErrorCode.ERR_TOOL_UNAVAILABLE, f"Unknown tool: {name}")
            else:
                failure = as_failure(name, exc)
            if failure.error_code is ErrorCode.ERR_INTERNAL:
                log.error("tool %s crashed", name, exc_info=exc.__cause__ or exc)
            raise ToolError(f"Error executing tool {name}: {failure_json(failure)}") from exc.__cause__

    server.call_tool = call_tool  # type: ignore[method-assign]
    server._failure_contract = True  # type: ignore[attr-defined]
