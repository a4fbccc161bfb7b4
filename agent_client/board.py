"""The permit board: a read-only page a supervisor keeps open, served by the agent API, refreshing itself.

Permits by area and status, overdue gas retests, permits waiting for the area authority to accept their hand-back,
ready to close, and unacknowledged SIMOPS conflicts. Server-rendered HTML (Starlette + Jinja2, no front-end build);
the data comes from the tool server over MCP (`permits_board`, `permits_field`), like everything the agent client
knows, so this module never imports the tool server. `/board/permits/{id}` is the status page the QR code on the
printed form points at.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import AsyncIterator
from datetime import datetime
from itertools import groupby
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from agent_client.settings import AgentSettings
from agent_client.toolbox import child_env

TEMPLATES = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent / "templates"), autoescape=select_autoescape(["html"])
)
REFRESH_S = 10
PROJECT_ROOT = Path(__file__).resolve().parent.parent
STATUS_ORDER = ["suspended", "active", "issued", "draft"]


def _when(value: str | None) -> str:
    if not value:
        return "—"
    return datetime.fromisoformat(value).strftime("%Y-%m-%d %H:%M UTC")


TEMPLATES.filters["when"] = _when


@contextlib.asynccontextmanager
async def tool_client(settings: AgentSettings) -> AsyncIterator[Client]:
    """An MCP client to the tool server: streamable HTTP when PERMITFLOW_MCP_URL is set, else a stdio child."""
    if settings.mcp_url:
        target: Any = settings.mcp_url
        if settings.mcp_token:
            import httpx2
            from mcp.client.streamable_http import streamable_http_client

            http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {settings.mcp_token}"}, timeout=30)
            target = streamable_http_client(settings.mcp_url, http_client=http)
    else:
        target = StdioServerParameters(
            command=sys.executable, args=["-m", "mcp_server.cli", "--transport", "stdio"], env=child_env(),
            cwd=str(PROJECT_ROOT),
        )  # fmt: skip
    async with Client(target) as client:
        yield client


async def _call(settings: AgentSettings, tool: str, arguments: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
    try:
        async with tool_client(settings) as client:
            result = await client.call_tool(tool, arguments)
    except Exception as exc:  # noqa: BLE001 - any transport failure: the page says the tool server is unreachable
        return None, f"the tool server could not be reached ({type(exc).__name__})"
    if result.is_error:
        return None, " ".join(getattr(b, "text", "") for b in result.content)[:500]
    return result.structured_content, ""


class Board:
    def __init__(self, settings: AgentSettings) -> None:
        self.settings = settings

    async def page(self, request: Request) -> Response:
        site = request.query_params.get("site") or None
        area = request.query_params.get("area") or None
        data, problem = await _call(self.settings, "permits_board", {"site": site, "area": area})
        permits = (data or {}).get("permits", [])
        areas = [
            (name or "(no area)", sorted(rows, key=lambda r: (STATUS_ORDER.index(r["status"]), r["permitId"])))
            for name, rows in groupby(sorted(permits, key=lambda r: r["area"] or ""), key=lambda r: r["area"])
        ]
        html = TEMPLATES.get_template("board.html").render(
            site=site, area=area, areas=areas, permits=permits, problem=problem, refresh=REFRESH_S,
            generated=(data or {}).get("generatedAt"),
            overdue=[p for p in permits if p["retestOverdue"]],
            waiting=[p for p in permits if p["waitingForHandbackAcceptance"]],
            ready=[p for p in permits if p["readyToClose"]],
            conflicts=[(p["permitId"], c) for p in permits for c in p["openConflicts"]],
        )  # fmt: skip
        return HTMLResponse(html, status_code=200 if not problem else 503)

    async def permit(self, request: Request) -> Response:
        permit_id = request.path_params["permitId"]
        data, problem = await _call(self.settings, "permits_field", {"permitId": permit_id})
        html = TEMPLATES.get_template("permit.html").render(
            permitId=permit_id, field=data, problem=problem, refresh=REFRESH_S
        )
        return HTMLResponse(html, status_code=200 if data else 404)
