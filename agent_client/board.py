"""The permit board: a read-only page a supervisor keeps open, served by the agent API, refreshing itself.

Permits by area and status, overdue gas retests, permits waiting for the area authority to accept their hand-back,
ready to close, and unacknowledged SIMOPS conflicts. Server-rendered HTML (Starlette + Jinja2, no front-end build);
the data comes from the tool server over MCP (`permits_board`, `permits_field`), like everything the agent client
knows, so this module never imports the tool server. `/board/permits/{id}` is the status page the QR code on the
printed form points at.

A board lists every live permit on a site, who holds it and where: it is not public. When the API takes tokens
(PERMITFLOW_API_TOKEN, people's JWTs) the board takes the same bearer, or the board's own read-only token
(PERMITFLOW_BOARD_TOKEN), which runs nothing. A wall screen or a phone cannot send a header, so it opens
`/board?token=...` once: the token is checked, put in an HttpOnly cookie for /board and taken out of the address
(redirect), and the page's own refreshes carry the cookie. Without a valid one the answer is 401 with the
AgentFailure body, like every other endpoint. With no tokens configured at all (local development) the board is
open, as the rest of the API is.

The page refreshes itself in place: a small script fetches the same URL every `refresh` seconds and swaps the
board's content, so a supervisor's open page follows the permits without a reload (a `<noscript>` meta refresh
does it without scripts).
"""

from __future__ import annotations

import contextlib
import hmac
import sys
from collections.abc import AsyncIterator
from datetime import datetime
from itertools import groupby
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from jinja2 import Environment, FileSystemLoader, select_autoescape
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from agent_client.http import Authenticator, unauthorized
from agent_client.settings import AgentSettings
from agent_client.toolbox import child_env
from common.identity import TokenError, bearer_from_header

TEMPLATES = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent / "templates"), autoescape=select_autoescape(["html"])
)
REFRESH_S = 10
REFRESH_BOUNDS = (2, 300)
BOARD_AGENT = "permit-board"
COOKIE = "permitflow_board"
COOKIE_PATH = "/board"
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


def refresh_seconds(request: Request) -> int:
    """`?refresh=` seconds between the page's own refreshes, within REFRESH_BOUNDS; REFRESH_S when absent."""
    raw = request.query_params.get("refresh", "")
    low, high = REFRESH_BOUNDS
    return min(max(int(raw), low), high) if raw.isdigit() else REFRESH_S


class Board:
    def __init__(self, settings: AgentSettings, auth: Authenticator | None = None) -> None:
        self.settings = settings
        self.auth = auth or Authenticator(settings.api_token, settings)

    @property
    def open(self) -> bool:
        return self.auth.open and not self.settings.board_token

    def _valid(self, token: str) -> None:
        """TokenError unless `token` is the board's own token, the API's service token or a verified JWT."""
        board = self.settings.board_token
        if board and hmac.compare_digest(token.encode(), board.encode()):
            return
        self.auth.verify(token)

    def admit(self, request: Request) -> Response | None:
        """None when the caller may see the board; else the 401, or the redirect that trades `?token=` for the
        cookie (so the token leaves the address bar and the history)."""
        if self.open:
            return None
        given = request.query_params.get("token")
        try:
            if given is not None:
                self._valid(given)
                query = urlencode([(k, v) for k, v in request.query_params.multi_items() if k != "token"])
                response = RedirectResponse(request.url.path + (f"?{query}" if query else ""), status_code=303)
                response.set_cookie(
                    COOKIE, given, path=COOKIE_PATH, httponly=True, samesite="strict",
                    secure=request.url.scheme == "https",
                )  # fmt: skip
                return response
            header = request.headers.get("authorization")
            cookie = request.cookies.get(COOKIE)
            if header is None and cookie is None:
                raise TokenError("the board needs a bearer token, or a /board?token=... link once (kept in a cookie)")
            self._valid(bearer_from_header(header) if header is not None else cookie or "")
        except TokenError as exc:
            return unauthorized(BOARD_AGENT, str(exc))
        return None

    async def page(self, request: Request) -> Response:
        if (refused := self.admit(request)) is not None:
            return refused
        site = request.query_params.get("site") or None
        area = request.query_params.get("area") or None
        data, problem = await _call(self.settings, "permits_board", {"site": site, "area": area})
        permits = (data or {}).get("permits", [])
        areas = [
            (name or "(no area)", sorted(rows, key=lambda r: (STATUS_ORDER.index(r["status"]), r["permitId"])))
            for name, rows in groupby(sorted(permits, key=lambda r: r["area"] or ""), key=lambda r: r["area"])
        ]
        html = TEMPLATES.get_template("board.html").render(
            site=site, area=area, areas=areas, permits=permits, problem=problem, refresh=refresh_seconds(request),
            generated=(data or {}).get("generatedAt"),
            overdue=[p for p in permits if p["retestOverdue"]],
            waiting=[p for p in permits if p["waitingForHandbackAcceptance"]],
            ready=[p for p in permits if p["readyToClose"]],
            conflicts=[(p["permitId"], c) for p in permits for c in p["openConflicts"]],
        )  # fmt: skip
        return HTMLResponse(html, status_code=200 if not problem else 503)

    async def permit(self, request: Request) -> Response:
        if (refused := self.admit(request)) is not None:
            return refused
        permit_id = request.path_params["permitId"]
        data, problem = await _call(self.settings, "permits_field", {"permitId": permit_id})
        html = TEMPLATES.get_template("permit.html").render(
            permitId=permit_id, field=data, problem=problem, refresh=refresh_seconds(request)
        )
        return HTMLResponse(html, status_code=200 if data else 404)
