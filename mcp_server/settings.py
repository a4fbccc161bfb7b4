"""Server settings, read from the environment (PERMITFLOW_*, plus a few conventional names); data_dir comes from
the shared base in common.settings."""

from __future__ import annotations

from pathlib import Path

from pydantic import AliasChoices, Field

from common.identity import IdentitySettings
from common.limits import PDF_MAX_BYTES
from common.ratelimit import RateLimitSetting
from common.settings import PROJECT_ROOT
from common.telemetry import TracingSettings

__all__ = ["PROJECT_ROOT", "Settings"]


class Settings(IdentitySettings, TracingSettings):
    """Everything the tool server reads; the JWT/OIDC fields come from IdentitySettings and the trace fields from
    TracingSettings, both shared with the agent API."""

    workorders: Path = Field(default=PROJECT_ROOT / "assets" / "workOrders.json")
    rulebook_dir: Path = Field(default=PROJECT_ROOT / "rulebook")
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "PERMITFLOW_DATABASE_URL")
    )
    database_owner_url: str | None = Field(
        default=None,
        description="PostgreSQL: the owner role's URL that runs the migrations; DATABASE_URL's user is then the "
        "application role, granted INSERT and SELECT only on the append-only audit and sign-off tables",
    )
    mcp_token: str | None = Field(
        default=None, description="Static service bearer token accepted on HTTP (a service acting for a person)."
    )
    mcp_rate_limit: RateLimitSetting = Field(
        default="6000/minute",
        description="requests per client (bearer token, else IP) on HTTP, e.g. '6000/minute'; '0' for none",
    )
    blob_url: str | None = Field(
        default=None, description="gs://bucket/prefix for PDFs; a local directory under data_dir when unset."
    )
    google_maps_api_key: str | None = Field(
        default=None, validation_alias=AliasChoices("GOOGLE_MAPS_API_KEY", "PERMITFLOW_GOOGLE_MAPS_API_KEY")
    )
    open_meteo_url: str = "https://api.open-meteo.com/v1/forecast"
    google_weather_url: str = "https://weather.googleapis.com/v1/currentConditions:lookup"
    weather_timeout_s: float = 1.2
    weather_cache_ttl_s: float = 600.0
    pdf_max_bytes: int = Field(
        default=PDF_MAX_BYTES, ge=10_000, description="Largest permit PDF pdf_render and permits_* will store."
    )
    status_url: str = Field(
        default="http://127.0.0.1:8080/board/permits/{permitId}",
        description="URL of a permit's live status, printed as a QR code on the form ({permitId} is filled in).",
    )
    hazard_semantic: bool = Field(
        default=True, description="The semantic exemplar layer beside the hazard taxonomy; off: the taxonomy alone."
    )
    bench_noop_tool: bool = Field(default=False, description="Register a no-op tool for benchmarks.")

    @property
    def sqlalchemy_url(self) -> str:
        """DATABASE_URL when set (postgres:// is normalised to psycopg 3), else SQLite under data_dir."""
        url = self.database_url
        if not url:
            return f"sqlite:///{self.resolved_data_dir / 'permitflow.db'}"
        return _psycopg(url)

    @property
    def owner_sqlalchemy_url(self) -> str | None:
        return _psycopg(self.database_owner_url) if self.database_owner_url else None


def _psycopg(url: str) -> str:
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url
