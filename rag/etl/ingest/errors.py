"""Ingestion failures with the seed's standard codes (seed 003, section 4), so callers can decide to skip."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class AgentFailure(BaseModel):
    agent_id: str
    error_code: str
    message: str
    recoverable: bool = False
    details: dict[str, Any] | None = Field(default=None)


class IngestError(Exception):
    """ERR_CONNECTOR_NOT_FOUND, ERR_CONNECTOR_AUTH, ERR_PARSER_ENCRYPTED or ERR_PARSER_UNSUPPORTED."""

    def __init__(self, code: str, message: str, agent_id: str = "parser", recoverable: bool = False) -> None:
        super().__init__(f"{code}: {message}")
        self.failure = AgentFailure(agent_id=agent_id, error_code=code, message=message, recoverable=recoverable)

    @property
    def code(self) -> str:
        return self.failure.error_code
