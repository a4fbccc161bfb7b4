"""weather.get_weather_data: provider chain against responses in each API's documented shape, then the tool
over the real MCP transports."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import httpx
import pytest
import respx

import mcp_server.weather.client as weather_module
from mcp_server.settings import Settings
from mcp_server.weather.client import WeatherService
from tests.support.mcp_harness import connect, error_text, free_port, stdio_params, structured

FIXTURES = Path(__file__).parents[1] / "fixtures" / "weather"
GOOGLE_HOST, GOOGLE_PATH = "weather.googleapis.com", "/v1/currentConditions:lookup"
METEO_HOST, METEO_PATH = "api.open-meteo.com", "/v1/forecast"
PLANT_A = (29.6205, -95.0468)
PLANT_B = (51.8912, 4.3275)


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def service(tmp_path: Path, key: str | None = "test-key", **overrides) -> WeatherService:
    return WeatherService(Settings(data_dir=tmp_path / "var", GOOGLE_MAPS_API_KEY=key, **overrides))


@pytest.fixture
def net():
    with respx.mock(assert_all_mocked=True, assert_all_called=False) as router:
        router.google = router.get(host=GOOGLE_HOST, path=GOOGLE_PATH)
        router.meteo = router.get(host=METEO_HOST, path=METEO_PATH)
        yield router


async def test_google_success_maps_documented_fields(tmp_path, net):
    net.google.respond(200, json=fixture("google_current_conditions.json"))
    report = await service(tmp_path).current(*PLANT_A)

    assert report.source == "google"
    assert (report.windKph, report.gustKph, report.tempC) == (22, 41, 17.4)
    assert (report.precipChance, report.humidity, report.thunderstormChance) == (10, 67, 0)
    assert report.conditions == "Partly cloudy" and report.lightningRisk is False
    assert report.timestamp.isoformat().startswith("2026-12-01T13:15:42")
    assert report.coordinates.lat == PLANT_A[0] and report.warnings == []
    params = net.google.calls.last.request.url.params
    assert params["key"] == "test-key"
    assert float(params["location.latitude"]) == PLANT_A[0]
    assert float(params["location.longitude"]) == PLANT_A[1]
    assert not net.meteo.called


async def test_thunderstorm_and_high_wind_are_flagged(tmp_path, net):
    net.google.respond(200, json=fixture("google_current_thunderstorm.json"))
    report = await service(tmp_path).current(*PLANT_A)

    assert report.lightningRisk is True and report.thunderstormChance == 80
    assert report.gustKph == 78
    assert any("High wind" in w for w in report.warnings)
    assert any("Thunder" in w for w in report.warnings)


async def test_google_failure_falls_back_to_open_meteo(tmp_path, net):
    net.google.respond(403, json=fixture("google_error_permission_denied.json"))
    net.meteo.respond(200, json=fixture("open_meteo_current.json"))
    report = await service(tmp_path).current(*PLANT_B)

    assert report.source == "open-meteo"
    assert (report.windKph, report.gustKph, report.tempC) == (31.3, 55.8, 6.1)
    assert (report.precipChance, report.humidity) == (65, 91)
    assert report.conditions == "Moderate drizzle" and report.lightningRisk is False
    assert report.timestamp.isoformat() == "2026-12-08T09:45:00+00:00"
    assert any("Google Weather API failed: HTTP 403" in w and "Open-Meteo" in w for w in report.warnings)
    assert any("MEWP" in w or "material" in w for w in report.warnings)
    assert all("test-key" not in w for w in report.warnings)
    sent = net.meteo.calls.last.request.url.params
    assert "wind_speed_10m" in sent["current"] and "wind_gusts_10m" in sent["current"]
    assert float(sent["latitude"]) == PLANT_B[0]


async def test_malformed_google_answer_falls_back(tmp_path, net):
    net.google.respond(200, json={"currentTime": "2026-12-01T10:00:00Z"})
    net.meteo.respond(200, json=fixture("open_meteo_current.json"))
    report = await service(tmp_path).current(*PLANT_B)
    assert report.source == "open-meteo"
    assert any("not in the documented shape" in w for w in report.warnings)


async def test_non_json_answers_fall_through_to_defaults(tmp_path, net):
    net.google.respond(200, text="<html>captive portal</html>")
    net.meteo.respond(200, json=["not", "an", "object"])
    report = await service(tmp_path).current(*PLANT_A)
    assert report.source == "default"
    assert any("Google Weather API failed: HTTP 200 answer was not JSON" in w for w in report.warnings)
    assert any("Open-Meteo failed" in w and "documented shape" in w for w in report.warnings)


async def test_without_key_google_is_not_called(tmp_path, net):
    net.meteo.respond(200, json=fixture("open_meteo_current.json"))
    report = await service(tmp_path, key=None).current(*PLANT_B)
    assert report.source == "open-meteo" and report.warnings[0].startswith("Wind")
    assert not net.google.called


async def test_both_fail_gives_documented_defaults_with_warning(tmp_path, net):
    net.google.respond(503, json={"error": {"code": 503, "message": "The service is currently unavailable."}})
    net.meteo.respond(400, json=fixture("open_meteo_error.json"))
    report = await service(tmp_path).current(*PLANT_A)

    assert report.source == "default"
    for field, value in weather_module.DEFAULTS.items():
        assert getattr(report, field) == value
    assert "Real weather conditions are unknown" in report.warnings[0]
    assert any("Google Weather API failed: HTTP 503" in w for w in report.warnings)
    assert any("Open-Meteo failed: HTTP 400 (Cannot initialize" in w for w in report.warnings)
    assert net.google.call_count == 2, "a 503 is retried once inside the budget"
    assert net.meteo.call_count == 1, "a 400 is not retried"


async def test_dead_network_gives_defaults(tmp_path, net):
    net.google.mock(side_effect=httpx.ConnectError("Name or service not known"))
    net.meteo.mock(side_effect=httpx.ConnectTimeout("timed out"))
    report = await service(tmp_path).current(*PLANT_A)
    assert report.source == "default"
    assert any("could not connect" in w for w in report.warnings)
    assert any("Open-Meteo failed: timed out" in w for w in report.warnings)


async def test_hanging_provider_is_cut_off_and_next_one_answers(tmp_path, net):
    async def hang(request):
        await asyncio.sleep(30)
        return httpx.Response(200, json=fixture("google_current_conditions.json"))

    net.google.mock(side_effect=hang)
    net.meteo.respond(200, json=fixture("open_meteo_current.json"))
    report = await service(tmp_path, weather_timeout_s=0.2).current(*PLANT_B)
    assert report.source == "open-meteo"
    assert any("Google Weather API timed out" in w for w in report.warnings)


async def test_cache_hit_by_rounded_coordinates(tmp_path, net):
    net.google.respond(200, json=fixture("google_current_conditions.json"))
    weather = service(tmp_path)
    first = await weather.current(29.6205, -95.0468)
    again = await weather.current(29.6211, -95.0471)
    assert again == first and net.google.call_count == 1
    await weather.current(23.0333, 70.2167)
    assert net.google.call_count == 2


async def test_defaults_are_cached_only_briefly(tmp_path, net):
    net.google.respond(503)
    net.meteo.respond(503)
    weather = service(tmp_path)
    assert (await weather.current(*PLANT_A)).source == "default"
    assert (await weather.current(*PLANT_A)).source == "default"
    assert net.meteo.call_count == 2, "the second call was served from the cache"

    net.google.respond(200, json=fixture("google_current_conditions.json"))
    weather.clock = lambda: time.monotonic() + weather_module.DEFAULT_CACHE_TTL_S + 1
    report = await weather.current(*PLANT_A)
    assert report.source == "google", "a stale default is refreshed once a provider answers"
    assert (await weather.current(*PLANT_A)).source == "google"


async def test_tool_schema_and_in_process_call(inproc_server, net):
    net.meteo.respond(200, json=fixture("open_meteo_current.json"))
    async with connect(inproc_server) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        report = structured(await client.call_tool("weather_get_weather_data", {"lat": 51.8912, "lon": 4.3275}))
    tool = tools["weather_get_weather_data"]
    assert tool.title == "weather.get_weather_data"
    assert {"windKph", "gustKph", "lightningRisk", "source", "warnings"} <= set(tool.output_schema["properties"])
    assert tool.input_schema["properties"]["lat"]["maximum"] == 90
    assert tool.annotations.read_only_hint is True
    assert report["coordinates"] == {"lat": 51.8912, "lon": 4.3275}
    assert report["source"] in ("open-meteo", "google")


@pytest.mark.slow
async def test_invalid_coordinates_over_each_transport(mcp_target):
    async with connect(mcp_target) as client:
        too_far_north = error_text(await client.call_tool("weather_get_weather_data", {"lat": 95, "lon": 4.3}))
        assert "lat" in too_far_north and "less than or equal to 90" in too_far_north
        too_far_west = error_text(await client.call_tool("weather_get_weather_data", {"lat": 51.9, "lon": -181}))
        assert "lon" in too_far_west and "greater than or equal to -180" in too_far_west
        not_number = error_text(await client.call_tool("weather_get_weather_data", {"lat": "north", "lon": 4.3}))
        assert "lat" in not_number and "valid number" in not_number
        boolean = error_text(await client.call_tool("weather_get_weather_data", {"lat": True, "lon": 4.3}))
        assert "valid number" in boolean
        missing = error_text(await client.call_tool("weather_get_weather_data", {"lat": 51.9}))
        assert "lon" in missing
        report = structured(await client.call_tool("weather_get_weather_data", {"lat": 51.8912, "lon": 4.3275}))
        assert report["source"] in ("google", "open-meteo", "default")
        assert report["coordinates"] == {"lat": 51.8912, "lon": 4.3275}


@pytest.mark.slow
async def test_unreachable_providers_give_defaults_over_stdio(tmp_path):
    dead = f"http://127.0.0.1:{free_port()}"
    params = stdio_params(
        tmp_path,
        GOOGLE_MAPS_API_KEY="test-key",
        PERMITFLOW_GOOGLE_WEATHER_URL=f"{dead}/v1/currentConditions:lookup",
        PERMITFLOW_OPEN_METEO_URL=f"{dead}/v1/forecast",
    )
    async with connect(params) as client:
        report = structured(await client.call_tool("weather_get_weather_data", {"lat": 23.0333, "lon": 70.2167}))
    assert report["source"] == "default"
    assert report["windKph"] == weather_module.DEFAULTS["windKph"]
    assert "Real weather conditions are unknown" in report["warnings"][0]
    assert report["timestamp"].endswith("Z") or "+00:00" in report["timestamp"]
