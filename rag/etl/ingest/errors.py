"""Ingestion failures with the seed's standard codes (seed 003, section 4), so callers can decide to skip.

The code travels with the error (`PermitFlowError.code`); the failure object is the shared
`common.failures.AgentFailure`, so the CLI prints the same JSON the tool server and the client use.
"""

from __future__ import annotations

from common.failures import AgentFailure, ErrorCode, PermitFlowError


class IngestError(PermitFlowError):
    """ERR_CONNECTOR_NOT_FOUND, ERR_CONNECTOR_AUTH, ERR_PARSER_ENCRYPTED or ERR_PARSER_UNSUPPORTED."""

    def __init__(
        self, code: ErrorCode | str, message: str, agent_id: str = "parser", recoverable: bool = False
    ) -> None:
        super().__init__(message)
        self.code = ErrorCode(code)
        self.agent_id = agent_id
        self.recoverable = recoverable

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    @property
    def failure(self) -> AgentFailure:
        return AgentFailure(
            agent_id=self.agent_id, error_code=self.code, message=self.message, recoverable=self.recoverable
        )
