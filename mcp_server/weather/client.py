"""Current weather for a work site: Google Weather API, then Open-Meteo, then documented defaults.

Wind, gusts and thunder drive permit decisions (MEWP and crane limits, stop-work on lightning), so the
answer always says where it came from (`source`) and carries warnings when the data is second-hand or
unknown. The whole provider chain is bounded by `TOTAL_BUDGET_S`, so the tool answers in about three
seconds even when the machine has no network.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

import httpx
from pydantic import BaseModel, Field, ValidationError
from tenacity import AsyncRetrying, retry_if_exception, stop_after_attempt, stop_after_delay, wait_fixed

from common.failures import ErrorCode, PermitFlowError
from mcp_server.settings import Settings

TOTAL_BUDGET_S = 2.8
"""Upper bound for one lookup across every provider and retry; each provider gets an equal share of what
is left, so a hanging Google call cannot starve Open-Meteo."""
DEFAULT_CACHE_TTL_S = 30.0
"""Defaults are cached only briefly: long enough to spare a burst of calls the dead-network wait,
short enough that real data is picked up as soon as a provider answers again."""
CACHE_DECIMALS = 2
"""Coordinates are rounded to 0.01° (≈1 km) for the cache key: one site, one entry."""
THUNDER_PROBABILITY_FLAG = 30
"""Thunderstorm probability (%) from which `lightningRisk` is raised."""
MEWP_WIND_LIMIT_KPH = 45.0
MATERIAL_HANDLING_WIND_LIMIT_KPH = 48.0
HIGH_WIND_KPH = 64.0
OPEN_METEO_THUNDER_CODES = frozenset({95, 96, 99})


class Coordinates(BaseModel):
    lat: float
    lon: float


class WeatherReport(BaseModel):
    """Current conditions at a point, normalised to metric units."""

    windKph: float = Field(description="Sustained wind speed at 10 m, km/h.")
    gustKph: float | None = Field(default=None, description="Wind gust speed, km/h, when the provider gives it.")
    tempC: float = Field(description="Air temperature, °C.")
    precipChance: int = Field(ge=0, le=100, description="Probability of precipitation, %.")
    conditions: str = Field(description="Short description of the current conditions.")
    humidity: int = Field(ge=0, le=100, description="Relative humidity, %.")
    thunderstormChance: int | None = Field(
        default=None, ge=0, le=100, description="Thunderstorm probability, %, when the provider gives it."
    )
    lightningRisk: bool = Field(description="Thunder or lightning reported or likely: stop exposed work.")
    coordinates: Coordinates
    timestamp: datetime = Field(description="Observation time, ISO-8601 UTC.")
    source: Literal["google", "open-meteo", "default"]
    warnings: list[str] = Field(default_factory=list)


DEFAULTS: dict[str, Any] = {
    "windKph": 20.0,
    "gustKph": 30.0,
    "tempC": 25.0,
    "precipChance": 20,
    "conditions": "Unknown (no weather data available)",
    "humidity": 60,
    "thunderstormChance": None,
    "lightningRisk": False,
}
"""Conservative-neutral values used when no provider answers.

They are deliberately unremarkable: a moderate breeze (20 km/h, gusts 30 km/h) below every wind limit,
a mild 25 °C, 60 % humidity and a 20 % chance of rain. Extreme defaults would either block every
permit (high wind) or hide a real hazard behind a reassuring number (calm, dry); neutral values keep
the pipeline running while the `source: "default"` marker and the warning make clear that nothing was
measured, so wind, rain and lightning must be checked on site before work at height, lifting or hot
work starts. `thunderstormChance` stays unknown (null) rather than pretending to be zero.
"""
DEFAULT_WARNING = (
    "Real weather conditions are unknown: no weather provider answered, so default values are shown "
    "(wind 20 km/h, gusts 30 km/h, 25 °C, 60 % humidity, 20 % rain chance). Measure wind on site "
    "(anemometer) and check for thunder before work at height, lifting, hot work or excavation."
)


class ProviderError(PermitFlowError, RuntimeError):
    """One provider gave no usable answer; the message says which and why."""

    code = ErrorCode.ERR_TOOL_UNAVAILABLE


def _retryable(exc: BaseException) -> bool:
    """Retry a dropped connection or a busy server once; a dead network or a timeout would only burn budget."""
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code == 429 or exc.response.status_code >= 500
    return isinstance(exc, httpx.RemoteProtocolError | httpx.ReadError)


def _google_condition(payload: dict[str, Any]) -> str:
    condition = payload.get("weatherCondition") or {}
    text = (condition.get("description") or {}).get("text")
    return text or str(condition.get("type", "Unknown")).replace("_", " ").capitalize()


def _kph(measure: dict[str, Any] | None) -> float | None:
    if not measure or measure.get("value") is None:
        return None
    value = float(measure["value"])
    return round(value * 1.609344, 1) if measure.get("unit") == "MILES_PER_HOUR" else value


def _celsius(measure: dict[str, Any]) -> float:
    degrees = float(measure["degrees"])
    return round((degrees - 32) / 1.8, 1) if measure.get("unit") == "FAHRENHEIT" else degrees


def parse_google(payload: dict[str, Any], lat: float, lon: float) -> WeatherReport:
    """Map a `currentConditions:lookup` response onto the report."""
    try:
        wind = payload.get("wind") or {}
        thunder = payload.get("thunderstormProbability")
        condition_type = str((payload.get("weatherCondition") or {}).get("type", ""))
        precipitation = (payload.get("precipitation") or {}).get("probability") or {}
        return WeatherReport(
            windKph=_kph(wind.get("speed")),
            gustKph=_kph(wind.get("gust")),
            tempC=_celsius(payload["temperature"]),
            precipChance=int(precipitation.get("percent", 0)),
            conditions=_google_condition(payload),
            humidity=int(payload["relativeHumidity"]),
            thunderstormChance=thunder,
            lightningRisk="THUNDER" in condition_type or (thunder or 0) >= THUNDER_PROBABILITY_FLAG,
            coordinates=Coordinates(lat=lat, lon=lon),
            timestamp=payload["currentTime"],
            source="google",
        )
    except (AttributeError, KeyError, TypeError, ValueError, ValidationError) as exc:
        raise ProviderError(f"Google Weather API answer was not in the documented shape ({exc!s:.200})") from exc


WMO_CODES: dict[int, str] = {
    0: "Clear sky",
    1: "Mainly clear",
    2: "Partly cloudy",
    3: "Overcast",
    45: "Fog",
    48: "Depositing rime fog",
    51: "Light drizzle",
    53: "Moderate drizzle",
    55: "Dense drizzle",
    56: "Light freezing drizzle",
    57: "Dense freezing drizzle",
    61: "Slight rain",
    63: "Moderate rain",
    65: "Heavy rain",
    66: "Light freezing rain",
    67: "Heavy freezing rain",
    71: "Slight snow fall",
    73: "Moderate snow fall",
    75: "Heavy snow fall",
    77: "Snow grains",
    80: "Slight rain showers",
    81: "Moderate rain showers",
    82: "Violent rain showers",
    85: "Slight snow showers",
    86: "Heavy snow showers",
    95: "Thunderstorm",
    96: "Thunderstorm with slight hail",
    99: "Thunderstorm with heavy hail",
}
OPEN_METEO_CURRENT = (
    "temperature_2m,relative_humidity_2m,precipitation,precipitation_probability,weather_code,"
    "wind_speed_10m,wind_gusts_10m"
)


def parse_open_meteo(payload: dict[str, Any], lat: float, lon: float) -> WeatherReport:
    """Map an Open-Meteo `/v1/forecast?current=...` response (timezone GMT, km/h, °C) onto the report."""
    try:
        current = payload["current"]
        code = int(current.get("weather_code", -1))
        gust = current.get("wind_gusts_10m")
        return WeatherReport(
            windKph=float(current["wind_speed_10m"]),
            gustKph=float(gust) if gust is not None else None,
            tempC=float(current["temperature_2m"]),
            precipChance=int(current.get("precipitation_probability") or 0),
            conditions=WMO_CODES.get(code, f"WMO weather code {code}"),
            humidity=int(current["relative_humidity_2m"]),
            thunderstormChance=None,
            lightningRisk=code in OPEN_METEO_THUNDER_CODES,
            coordinates=Coordinates(lat=lat, lon=lon),
            timestamp=datetime.fromisoformat(current["time"]).replace(tzinfo=UTC),
            source="open-meteo",
        )
    except (AttributeError, KeyError, TypeError, ValueError, ValidationError) as exc:
        raise ProviderError(f"Open-Meteo answer was not in the documented shape ({exc!s:.200})") from exc


def condition_warnings(report: WeatherReport) -> list[str]:
    """Advisory notes for the hazard agent; the rulebook stays the authority on pass/fail."""
    notes = []
    wind = max(report.windKph, report.gustKph or 0.0)
    if wind >= HIGH_WIND_KPH:
        notes.append(f"High wind ({wind:g} km/h ≥ {HIGH_WIND_KPH:g}): stop exposed work at height and lifting.")
    elif wind >= MATERIAL_HANDLING_WIND_LIMIT_KPH:
        notes.append(f"Wind {wind:g} km/h ≥ {MATERIAL_HANDLING_WIND_LIMIT_KPH:g}: stop handling material at height.")
    elif wind >= MEWP_WIND_LIMIT_KPH:
        notes.append(f"Wind {wind:g} km/h ≥ {MEWP_WIND_LIMIT_KPH:g}: above the usual MEWP rating (12.5 m/s).")
    if report.lightningRisk:
        notes.append("Thunder/lightning risk: stop exposed work; resume 30 min after the last thunder.")
    return notes


class WeatherService:
    """Provider chain with a small TTL cache keyed by rounded coordinates."""

    def __init__(self, settings: Settings, clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.clock = clock
        self._cache: dict[tuple[float, float], tuple[float, WeatherReport]] = {}
        self._tls: ssl.SSLContext | None = None

    def tls(self) -> ssl.SSLContext:
        """One TLS context for every lookup: httpx builds a new one per client (reading the whole CA bundle), which
        was about 3 % of the tool server's CPU per work order (BENCHMARKS.md, issue 16 round 5)."""
        if self._tls is None:
            self._tls = httpx.create_ssl_context()
        return self._tls

    def _cache_key(self, lat: float, lon: float) -> tuple[float, float]:
        return (round(lat, CACHE_DECIMALS), round(lon, CACHE_DECIMALS))

    async def current(self, lat: float, lon: float) -> WeatherReport:
        key = self._cache_key(lat, lon)
        cached = self._cache.get(key)
        if cached and cached[0] > self.clock():
            return cached[1]
        report = await self._lookup(lat, lon)
        ttl = DEFAULT_CACHE_TTL_S if report.source == "default" else self.settings.weather_cache_ttl_s
        self._cache[key] = (self.clock() + min(ttl, self.settings.weather_cache_ttl_s), report)
        return report

    async def _lookup(self, lat: float, lon: float) -> WeatherReport:
        providers = []
        if self.settings.google_maps_api_key:
            providers.append(("Google Weather API", self._google))
        providers.append(("Open-Meteo", self._open_meteo))
        timeout = self.settings.weather_timeout_s
        deadline = time.monotonic() + min(TOTAL_BUDGET_S, len(providers) * (2 * timeout + 0.1))
        failures: list[str] = []
        async with httpx.AsyncClient(timeout=timeout, verify=self.tls()) as client:
            for index, (name, fetch) in enumerate(providers):
                share = (deadline - time.monotonic()) / (len(providers) - index)
                if share <= 0.05:
                    failures.append(f"{name} skipped: time budget spent")
                    continue
                try:
                    async with asyncio.timeout(share):
                        report = await fetch(client, lat, lon, share)
                except TimeoutError:
                    failures.append(f"{name} timed out")
                    continue
                except (ProviderError, httpx.HTTPError) as exc:
                    failures.append(f"{name} failed: {_describe(exc)}")
                    continue
                report.warnings = [f"{msg}; used {name}." for msg in failures] + condition_warnings(report)
                return report
        return WeatherReport(
            **DEFAULTS,
            coordinates=Coordinates(lat=lat, lon=lon),
            timestamp=datetime.now(UTC),
            source="default",
            warnings=[DEFAULT_WARNING, *failures],
        )

    async def _get_json(self, client: httpx.AsyncClient, url: str, params: dict[str, Any], budget: float) -> Any:
        """GET with one quick retry on transient failures, only while the budget lasts."""
        async for attempt in AsyncRetrying(
            retry=retry_if_exception(_retryable),
            stop=stop_after_attempt(2) | stop_after_delay(max(budget - self.settings.weather_timeout_s, 0)),
            wait=wait_fixed(0.1),
            reraise=True,
        ):
            with attempt:
                response = await client.get(url, params=params)
                response.raise_for_status()
        try:
            return response.json()
        except ValueError as exc:
            raise ProviderError(f"HTTP {response.status_code} answer was not JSON") from exc

    async def _google(self, client: httpx.AsyncClient, lat: float, lon: float, budget: float) -> WeatherReport:
        params = {
            "key": self.settings.google_maps_api_key,
            "location.latitude": lat,
            "location.longitude": lon,
            "unitsSystem": "METRIC",
        }
        return parse_google(await self._get_json(client, self.settings.google_weather_url, params, budget), lat, lon)

    async def _open_meteo(self, client: httpx.AsyncClient, lat: float, lon: float, budget: float) -> WeatherReport:
        params = {
            "latitude": lat,
            "longitude": lon,
            "current": OPEN_METEO_CURRENT,
            "timezone": "GMT",
            "wind_speed_unit": "kmh",
            "temperature_unit": "celsius",
        }
        payload = await self._get_json(client, self.settings.open_meteo_url, params, budget)
        return parse_open_meteo(payload, lat, lon)


def _describe(exc: BaseException) -> str:
    """A short reason without secrets: the Google URL carries the API key, so URLs are never echoed."""
    if isinstance(exc, httpx.HTTPStatusError):
        try:
            body = exc.response.json()
        except ValueError:
            body = {}
        body = body if isinstance(body, dict) else {}
        error = body.get("error")
        reason = (error.get("message") if isinstance(error, dict) else None) or body.get("reason")
        return f"HTTP {exc.response.status_code}" + (f" ({str(reason)[:160]})" if reason else "")
    if isinstance(exc, httpx.TimeoutException):
        return "timed out"
    if isinstance(exc, httpx.ConnectError):
        return "could not connect (no network or host unreachable)"
    if isinstance(exc, httpx.HTTPError):
        return type(exc).__name__
    return str(exc)
