"""Server settings, read from the environment (PERMITFLOW_*, plus a few conventional names)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from common.ratelimit import RateLimitSetting

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PERMITFLOW_", extra="ignore")

    data_dir: Path = Field(default=Path("./var"), description="Where SQLite, PDFs and the index live.")
    workorders: Path = Field(default=PROJECT_ROOT / "assets" / "workOrders.json")
    rulebook_dir: Path = Field(default=PROJECT_ROOT / "rulebook")
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "PERMITFLOW_DATABASE_URL")
    )
    mcp_token: str | None = Field(default=None, description="Bearer token required on HTTP when set.")
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
    status_url: str = Field(
        default="http://127.0.0.1:8080/board/permits/{permitId}",
        description="URL of a permit's live status, printed as a QR code on the form ({permitId} is filled in).",
    )
    bench_noop_tool: bool = Field(default=False, description="Register a no-op tool for benchmarks.")

    @cached_property
    def resolved_data_dir(self) -> Path:
        path = self.data_dir.expanduser().resolve()
        path.mkdir(parents=True, exist_ok=True)
        return path

    @property
    def sqlalchemy_url(self) -> str:
        """DATABASE_URL when set (postgres:// is normalised to psycopg 3), else SQLite under data_dir."""
        url = self.database_url
        if not url:
            return f"sqlite:///{self.resolved_data_dir / 'permitflow.db'}"
        for prefix in ("postgres://", "postgresql://"):
            if url.startswith(prefix):
                return "postgresql+psycopg://" + url[len(prefix) :]
        return url
