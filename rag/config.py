"""RAG settings, kept apart from `mcp_server.settings.Settings` so the retrieval corner owns its knobs.

Extends common.settings.PermitFlowSettings, so PERMITFLOW_DATA_DIR means what it means to the tool server;
adds the conventional QDRANT_URL and QDRANT_API_KEY and the PERMITFLOW_RAG_* switches.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, model_validator
from pydantic_settings import SettingsConfigDict

from common.settings import PROJECT_ROOT, PermitFlowSettings

__all__ = ["ASSETS", "PROJECT_ROOT", "RagSettings", "SearchMode"]
ASSETS = PROJECT_ROOT / "assets" / "corpora"

SearchMode = Literal["dense", "bm25", "hybrid"]


class RagSettings(PermitFlowSettings):
    model_config = SettingsConfigDict(env_prefix="PERMITFLOW_RAG_")

    qdrant_url: str | None = Field(default=None, validation_alias=AliasChoices("QDRANT_URL"))
    qdrant_api_key: str | None = Field(default=None, validation_alias=AliasChoices("QDRANT_API_KEY"))
    mode: SearchMode = Field(default="hybrid", validation_alias=AliasChoices("PERMITFLOW_RAG_MODE"))
    chunk_size: int = Field(default=800, ge=100, le=8000, description="characters per chunk")
    chunk_overlap: int = Field(default=120, ge=0, le=2000, description="characters shared by neighbouring chunks")
    embed_batch_size: int = Field(
        default=8, ge=1, le=1024, description="texts per ONNX run; small batches pad less and ran fastest here"
    )
    embedder: Literal["minilm", "gemini"] = "minilm"
    google_api_key: str | None = Field(default=None, validation_alias=AliasChoices("GOOGLE_API_KEY"))
    gemini_model: str = "gemini-embedding-001"
    incidents_sources: list[str] = Field(default_factory=lambda: [str(ASSETS / "incidents.csv")])
    historical_permits_sources: list[str] = Field(default_factory=lambda: [str(ASSETS / "historical_permits.json")])
    raw_url: str | None = Field(default=None, description="gs://bucket/prefix for rag_raw; <data_dir>/rag_raw if unset")
    auto_build: bool = Field(
        default=True, description="The tool server builds a missing embedded index from the sources at start-up."
    )
    ingest_allow_private: bool = Field(
        default=False, description="let `permitflow ingest` fetch from loopback, private and link-local addresses"
    )
    ingest_allow_hosts: list[str] = Field(
        default_factory=list, description="hosts ingest may fetch from although they are private, e.g. an intranet"
    )
    ingest_root: Path | None = Field(
        default=None, description="local files ingested are shown relative to this (default: the working directory)"
    )
    hnsw_threshold: int = Field(default=20_000, ge=0, description="build HNSW when a snapshot has this many chunks")
    keep_snapshots: int = Field(default=2, ge=1, le=20)

    @model_validator(mode="after")
    def _overlap_below_size(self) -> RagSettings:
        if self.chunk_overlap >= self.chunk_size:
            raise ValueError("chunk_overlap must be smaller than chunk_size")
        return self

    @property
    def rag_dir(self) -> Path:
        return self.resolved_data_dir / "rag"

    @property
    def raw_dir(self) -> Path:
        return self.resolved_data_dir / "rag_raw"

    @property
    def state_dir(self) -> Path:
        return self.resolved_data_dir / "rag_state"

    @property
    def embedded(self) -> bool:
        """True when the index lives in-process (qdrant-edge) rather than on a Qdrant server."""
        return not self.qdrant_url

    def sources_for(self, namespace: str) -> list[str]:
        return self.incidents_sources if namespace == "incidents" else self.historical_permits_sources
