"""weather.get_weather_data: current conditions at a work site, with the source and any caveats."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from mcp_server.deps import Deps
from mcp_server.weather.client import WeatherReport

Latitude = Annotated[
    float,
    Field(ge=-90, le=90, strict=True, allow_inf_nan=False, description="Latitude in decimal degrees, -90..90"),
]
Longitude = Annotated[
    float,
    Field(ge=-180, le=180, strict=True, allow_inf_nan=False, description="Longitude in decimal degrees, -180..180"),
]


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="weather_get_weather_data",
        title="weather.get_weather_data",
        description=(
            "Current weather at a latitude/longitude (use the work order's coordinates): windKph, gustKph, "
            "tempC, precipChance, humidity, conditions, thunderstormChance, lightningRisk, timestamp (UTC). "
            "source says where it came from: 'google' (Google Weather API), 'open-meteo', or 'default' when no "
            "provider answered — then the values are placeholders and warnings say real conditions are unknown. "
            "warnings also flag wind above MEWP/lifting limits and thunder. Answers within about 3 seconds."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=True),
    )
    async def weather_get_weather_data(lat: Latitude, lon: Longitude) -> WeatherReport:
        return await deps.weather.current(lat, lon)
