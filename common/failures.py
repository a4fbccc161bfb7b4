"""The one failure contract on the wire: seed 003's error codes and the AgentFailure every tool and endpoint returns.

Shared by the tool server, the agent client and the retrieval package, so it lives apart from all three.
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field


class ErrorCode(StrEnum):
    """Seed 003's standard codes plus PermitFlow's; `http_status` and `recoverable` give the default handling."""

    ERR_GUARDRAIL_INJECTION = "ERR_GUARDRAIL_INJECTION"
    ERR_GUARDRAIL_UNSAFE = "ERR_GUARDRAIL_UNSAFE"
    ERR_CONNECTOR_AUTH = "ERR_CONNECTOR_AUTH"
    ERR_CONNECTOR_NOT_FOUND = "ERR_CONNECTOR_NOT_FOUND"
    ERR_PARSER_ENCRYPTED = "ERR_PARSER_ENCRYPTED"
    ERR_PARSER_UNSUPPORTED = "ERR_PARSER_UNSUPPORTED"
    ERR_MEMORY_NO_RESULTS = "ERR_MEMORY_NO_RESULTS"
    ERR_TAILOR_HALLUCINATION = "ERR_TAILOR_HALLUCINATION"
    ERR_TIMEOUT = "ERR_TIMEOUT"
    ERR_WORKORDER_NOT_FOUND = "ERR_WORKORDER_NOT_FOUND"
    ERR_RULEBOOK = "ERR_RULEBOOK"
    ERR_STORE_UNAVAILABLE = "ERR_STORE_UNAVAILABLE"
    ERR_INVALID_INPUT = "ERR_INVALID_INPUT"
    ERR_PAYLOAD_TOO_LARGE = "ERR_PAYLOAD_TOO_LARGE"
    ERR_UNAUTHORIZED = "ERR_UNAUTHORIZED"
    ERR_RATE_LIMITED = "ERR_RATE_LIMITED"
    ERR_TOOL_UNAVAILABLE = "ERR_TOOL_UNAVAILABLE"
    ERR_TOOL_REJECTED = "ERR_TOOL_REJECTED"
    ERR_INTERNAL = "ERR_INTERNAL"

    @property
    def http_status(self) -> int:
        return _HTTP_STATUS[self]

    @property
    def recoverable(self) -> bool:
        """Whether retrying the same request later can succeed (the orchestrator's retry/fallback hint)."""
        return self in _RECOVERABLE


_HTTP_STATUS: dict[ErrorCode, int] = {
    ErrorCode.ERR_GUARDRAIL_INJECTION: 422,
    ErrorCode.ERR_GUARDRAIL_UNSAFE: 422,
    ErrorCode.ERR_CONNECTOR_AUTH: 401,
    ErrorCode.ERR_CONNECTOR_NOT_FOUND: 404,
    ErrorCode.ERR_PARSER_ENCRYPTED: 422,
    ErrorCode.ERR_PARSER_UNSUPPORTED: 422,
    ErrorCode.ERR_MEMORY_NO_RESULTS: 404,
    ErrorCode.ERR_TAILOR_HALLUCINATION: 500,
    ErrorCode.ERR_TIMEOUT: 503,
    ErrorCode.ERR_WORKORDER_NOT_FOUND: 404,
    ErrorCode.ERR_RULEBOOK: 500,
    ErrorCode.ERR_STORE_UNAVAILABLE: 503,
    ErrorCode.ERR_INVALID_INPUT: 400,
    ErrorCode.ERR_PAYLOAD_TOO_LARGE: 413,
    ErrorCode.ERR_UNAUTHORIZED: 401,
    ErrorCode.ERR_RATE_LIMITED: 429,
    ErrorCode.ERR_TOOL_UNAVAILABLE: 503,
    ErrorCode.ERR_TOOL_REJECTED: 422,
    ErrorCode.ERR_INTERNAL: 500,
}

_RECOVERABLE = frozenset(
    {
        ErrorCode.ERR_GUARDRAIL_UNSAFE,
        ErrorCode.ERR_MEMORY_NO_RESULTS,
        ErrorCode.ERR_TAILOR_HALLUCINATION,
        ErrorCode.ERR_TIMEOUT,
        ErrorCode.ERR_STORE_UNAVAILABLE,
        ErrorCode.ERR_RATE_LIMITED,
        ErrorCode.ERR_TOOL_UNAVAILABLE,
    }
)


class AgentFailure(BaseModel):
    """Seed 003's standard error object; every agent returns one instead of raising across a boundary."""

    agent_id: str
    error_code: ErrorCode
    message: str
    recoverable: bool = False
    details: dict[str, Any] | None = None
    timestamp: datetime = Field(default_factory=lambda: datetime.now(UTC))

    @property
    def http_status(self) -> int:
        return self.error_code.http_status

    @classmethod
    def of(cls, agent_id: str, code: ErrorCode | str, message: str, **details: Any) -> AgentFailure:
        """Build a failure whose `recoverable` flag follows the code's default."""
        error_code = ErrorCode(code)
        return cls(
            agent_id=agent_id,
            error_code=error_code,
            message=message,
            recoverable=error_code.recoverable,
            details=details or None,
        )


class PermitFlowError(Exception):
    """Base of every PermitFlow domain error: its class says which `ErrorCode` it is, never its wording.

    Subclasses set `code`; an error may carry `details` (ids, kinds) that go into the AgentFailure as they are.
    The tool server's failure mapper and the etl CLI read `code` and `details`; the message is for people.
    """

    code: ErrorCode = ErrorCode.ERR_INTERNAL

    def __init__(self, message: str, **details: Any) -> None:
        super().__init__(message)
        self.details: dict[str, Any] = details

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else type(self).__name__

    def failure(self, agent_id: str) -> AgentFailure:
        """This error as the seed's standard failure object, from `agent_id`."""
        return AgentFailure.of(agent_id, self.code, self.message, **self.details)


class InvalidInput(PermitFlowError):
    """The caller's input is malformed in a way the schema cannot express (e.g. two fields that exclude each other)."""

    code = ErrorCode.ERR_INVALID_INPUT


class Rejected(PermitFlowError):
    """The input is well-formed but the request cannot be done as asked; the message says what would work."""

    code = ErrorCode.ERR_TOOL_REJECTED


class Unauthorized(PermitFlowError):
    """The caller is not allowed to do this: no or wrong identity, or acting for someone else."""

    code = ErrorCode.ERR_UNAUTHORIZED


class NotReady(PermitFlowError):
    """The tool is getting ready (e.g. an index still being built); `details.retryAfterS` says when to ask again."""

    code = ErrorCode.ERR_TOOL_UNAVAILABLE


class StoreUnavailable(PermitFlowError):
    """A backing store (permit database, blob store, index) could not be read or written."""

    code = ErrorCode.ERR_STORE_UNAVAILABLE
