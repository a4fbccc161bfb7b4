"""Agent-client settings, read from the environment (PERMITFLOW_*, plus the conventional LLM credentials); data_dir
comes from the shared base in common.settings."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field

from common.identity import IdentitySettings
from common.ratelimit import RateLimitSetting
from common.settings import PROJECT_ROOT
from common.telemetry import TracingSettings

__all__ = ["PROJECT_ROOT", "AgentSettings", "Engine"]
Engine = Literal["rules", "gemini", "openai"]


def _gemini_credentials_present() -> bool:
    if os.environ.get("GOOGLE_API_KEY"):
        return True
    vertex = os.environ.get("GOOGLE_GENAI_USE_ENTERPRISE") or os.environ.get("GOOGLE_GENAI_USE_VERTEXAI")
    return bool(vertex and vertex.lower() in ("1", "true") and os.environ.get("GOOGLE_CLOUD_PROJECT"))


class AgentSettings(IdentitySettings, TracingSettings):
    """Everything the agent API reads; token verification (PERMITFLOW_JWT_SECRET, PERMITFLOW_OIDC_ISSUER, ...) comes
    from IdentitySettings and the trace fields from TracingSettings, both shared with the tool server, so both HTTP
    surfaces verify tokens and export spans the same way."""

    engine: Engine | None = Field(default=None, description="rules | gemini | openai; default by credentials.")
    mcp_url: str | None = Field(
        default=None, description="Streamable-HTTP tool server(s), comma-separated for several; stdio child when unset."
    )
    mcp_token: str | None = Field(default=None, description="Bearer token for the HTTP tool server.")
    mcp_id_token_audience: str | None = Field(
        default=None,
        description="Cloud Run: send a Google ID token for this audience (the tool service URL) to the tool server",
    )
    mcp_timeout_s: float = 60.0
    api_token: str | None = Field(
        default=None,
        description="static service bearer token for the HTTP API: may run /sequential/execute; /agent/run still "
        "needs a person's signed token (JWT)",
    )
    board_token: str | None = Field(
        default=None,
        description="read-only token for the permit board only (GET /board, /board/permits/{id}): a wall screen or "
        "a phone opens /board?token=... once and keeps it in a cookie; it runs nothing",
    )
    workorders: Path = Field(default=PROJECT_ROOT / "assets" / "workOrders.json")
    max_refinements: int = Field(default=2, ge=0, le=5)
    api_workers: int = Field(default=2, ge=1, le=32, description="concurrent runs the HTTP API serves")
    max_body_bytes: int = Field(default=16 * 1024, ge=64)
    api_rate_limit: RateLimitSetting = Field(
        default="600/minute",
        description="requests per client (bearer token, else IP) on the HTTP API, e.g. '600/minute'; '0' for none",
    )
    hazard_model: str = "gemini-2.5-pro"
    generator_model: str = "gemini-2.5-flash"
    validator_model: str = "gemini-2.5-pro"
    refiner_model: str = "gemini-2.5-flash"
    openai_model: str = "gpt-4o-mini"
    openai_timeout_s: float = Field(
        default=120.0,
        gt=0,
        le=290,
        description="per model call, below the agents' 300 s node timeout: a slower model degrades to the rulebook",
    )
    openai_max_tokens: int = Field(
        default=4096, ge=16, le=65536, description="answer tokens per call (a small local model needs fewer)"
    )
    model_budget_s: float = Field(
        default=150.0,
        gt=0,
        le=3600,
        description="model wall time per run: once spent, the agents still to run answer from the rulebook floor "
        "with a note (a safety net for a slow model; a call under way finishes within its own timeout)",
    )
    openai_base_url: str | None = Field(
        default=None, validation_alias=AliasChoices("OPENAI_BASE_URL", "PERMITFLOW_OPENAI_BASE_URL")
    )
    openai_api_key: str | None = Field(
        default=None, validation_alias=AliasChoices("OPENAI_API_KEY", "PERMITFLOW_OPENAI_API_KEY")
    )
    run_outbox_dir: Path | None = Field(
        default=None, description="run records waiting for the tool server; default <data_dir>/run_outbox"
    )
    database_url: str | None = Field(
        default=None,
        validation_alias=AliasChoices("DATABASE_URL", "PERMITFLOW_DATABASE_URL"),
        description="the project's database; review sessions go there when set (async driver chosen for ADK)",
    )
    review_planner_model: str = Field(default="gemini-2.5-flash", description="LLM planner of /agent/run (gemini)")
    review_workers: int = Field(default=1, ge=1, le=16, description="concurrent review requests the API serves")
    review_max_body_bytes: int = Field(
        default=512 * 1024, ge=1024, description="/agent/run bodies carry the client's permit set, so more room"
    )

    @property
    def outbox_dir(self) -> Path:
        return self.run_outbox_dir or self.data_dir / "run_outbox"

    @property
    def resolved_engine(self) -> Engine:
        """Explicit choice wins; otherwise Gemini when credentials exist, else the deterministic rules."""
        if self.engine:
            return self.engine
        return "gemini" if _gemini_credentials_present() else "rules"
