"""The settings every PermitFlow process shares: the project root and the data directory, defined once.

The tool server (`mcp_server.settings.Settings`), the retrieval package (`rag.config.RagSettings`), the agent
client (`agent_client.settings.AgentSettings`) and the guardrails screen extend `PermitFlowSettings`, so
PERMITFLOW_DATA_DIR means the same directory to all of them whatever their own env prefix is.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class PermitFlowSettings(BaseSettings):
    """Base of every settings class: PERMITFLOW_* from the environment, unknown variables ignored."""

    model_config = SettingsConfigDict(env_prefix="PERMITFLOW_", extra="ignore", populate_by_name=True)

    data_dir: Path = Field(
        default=Path("./var"),
        validation_alias=AliasChoices("PERMITFLOW_DATA_DIR", "data_dir"),
        description="Where SQLite, PDFs, the RAG index, review sessions and the run outbox live.",
    )

    @cached_property
    def resolved_data_dir(self) -> Path:
        """data_dir as an absolute path, created if missing."""
        path = self.data_dir.expanduser().resolve()
        path.mkdir(parents=True, exist_ok=True)
        return path
