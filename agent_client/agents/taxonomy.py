"""What the client still adds to the tool server's hazard taxonomy: weather hazards and where supporting hazards go.

Job hazards come from the `hazards_identify` tool (rulebook/hazard_taxonomy.yaml). The weather is fetched by the
client, so hazards it causes are raised here; the limits that stop work are rules_evaluate's (WAH-WX-*, LIFT-WX-*),
these thresholds only decide when the weather is worth naming as a hazard on the permits it affects.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

WIND_HAZARD_KPH = 30.0
"""Lowest wind limit in the rulebook that can bite (MEWP warning above 30 km/h ground wind, WAH-WX-MEWP-WIND)."""
HEAT_HAZARD_C = 35.0
RAIN_HAZARD_PCT = 60.0
THUNDER_HAZARD_PCT = 30.0

RELATED_TYPES: dict[str, tuple[str, ...]] = {
    "HZ-FLAMMABLE-ATMOSPHERE": ("Hot Work", "Confined Space Entry", "Cold Work", "Vehicle Entry", "Excavation"),
    "HZ-OXYGEN-DEFICIENCY": ("Confined Space Entry", "Excavation"),
    "HZ-TOXIC-ATMOSPHERE": ("Confined Space Entry", "Excavation", "Cold Work"),
    "HZ-ENGULFMENT": ("Confined Space Entry", "Excavation"),
    "HZ-DROPPED-OBJECTS": ("Working at Height", "Lifting"),
    "HZ-CHEMICAL-EXPOSURE": ("Cold Work", "Confined Space Entry"),
    "HZ-HOT-SURFACE": ("Cold Work", "Hot Work", "Confined Space Entry"),
    "HZ-WEATHER-EXPOSURE": ("Working at Height", "Lifting", "Excavation"),
    "WX-WIND": ("Working at Height", "Lifting", "Hot Work"),
    "WX-THUNDER": (
        "Working at Height",
        "Lifting",
        "Excavation",
        "Hot Work",
        "Electrical/LOTO",
        "Cold Work",
        "Radiography",
        "Vehicle Entry",
    ),
    "WX-RAIN": ("Excavation", "Electrical/LOTO", "Working at Height"),
    "WX-HEAT": ("Confined Space Entry", "Hot Work", "Working at Height"),
}
"""Hazards that call for no permit of their own but belong on the permits whose work they make riskier."""


class WeatherHazard(BaseModel):
    id: str
    name: str
    measured: str
    rationale: str
    controls: list[str]
    confidence: float


def linked_types(hazard_id: str | None, permit_types: list[str]) -> set[str]:
    """The permit types whose permits list this hazard: the ones it calls for plus the ones it makes riskier."""
    return set(permit_types) | set(RELATED_TYPES.get(hazard_id or "", ()))


def weather_hazards(weather: dict[str, Any] | None, permit_types: set[str]) -> list[WeatherHazard]:
    """Hazards the measured weather adds to the planned work; a default (unmeasured) report adds none."""
    if not weather or weather.get("source") == "default":
        return []
    found = []
    wind, gust = float(weather.get("windKph") or 0), float(weather.get("gustKph") or 0)
    exposed = permit_types & {"Working at Height", "Lifting", "Hot Work"}
    if max(wind, gust) > WIND_HAZARD_KPH and exposed:
        found.append(
            WeatherHazard(
                id="WX-WIND",
                name=f"High wind ({max(wind, gust):.0f} km/h)",
                measured=f"wind {wind:g} km/h, gust {gust:g} km/h",
                rationale=(
                    f"measured wind {wind:g} km/h, gust {gust:g} km/h ({weather.get('source')}) at the site, above "
                    f"{WIND_HAZARD_KPH:g} km/h: affects {', '.join(sorted(exposed))} (rules_evaluate applies the "
                    "work-at-height, MEWP and lifting wind limits)"
                ),
                controls=["Wind measured at the work elevation before work; stop when over the permit's wind limit"],
                confidence=0.9,
            )
        )
    thunder = float(weather.get("thunderstormChance") or 0)
    if weather.get("lightningRisk") or thunder >= THUNDER_HAZARD_PCT:
        found.append(
            WeatherHazard(
                id="WX-THUNDER",
                name="Lightning",
                measured=f"thunderstorm chance {thunder:g} %, lightning risk {bool(weather.get('lightningRisk'))}",
                rationale=f"lightning risk reported ({weather.get('conditions') or f'{thunder:g} % thunderstorms'})",
                controls=["Stop exposed work at the first thunder; resume 30 min after the last thunder"],
                confidence=0.8,
            )
        )
    if float(weather.get("tempC") or 0) >= HEAT_HAZARD_C:
        found.append(
            WeatherHazard(
                id="WX-HEAT",
                name="Heat stress",
                measured=f"{weather.get('tempC')} °C",
                rationale=f"measured {weather.get('tempC')} °C at the site",
                controls=["Hydration, shade and work-rest cycles for heat stress"],
                confidence=0.7,
            )
        )
    if float(weather.get("precipChance") or 0) >= RAIN_HAZARD_PCT:
        found.append(
            WeatherHazard(
                id="WX-RAIN",
                name="Rain: wet, slippery surfaces and unstable ground",
                measured=f"{weather.get('precipChance')} % chance of rain",
                rationale=f"{weather.get('precipChance')} % chance of rain at the site",
                controls=["Re-inspect excavations and access after rain; no outdoor electrical work in rain"],
                confidence=0.7,
            )
        )
    return found
