"""Builds the one MCP server that holds every PermitFlow tool."""

from __future__ import annotations

from mcp.server.mcpserver import MCPServer
from starlette.requests import Request
from starlette.responses import JSONResponse

from common import logmask
from mcp_server import errors
from mcp_server.auth.bearer import StaticTokenVerifier, auth_settings
from mcp_server.deps import Deps
from mcp_server.settings import Settings
from mcp_server.tools import (
    field,
    hazards,
    ids,
    isolations,
    noop,
    pdf,
    permits,
    policy,
    rag,
    rules,
    runs,
    weather,
    workorders,
)

# Every tool family, listed explicitly: a file dropped into tools/ is not a tool until it is named here.
TOOL_FAMILIES = (workorders, weather, policy, rules, ids, pdf, rag, hazards, runs, permits, isolations, field, noop)


INSTRUCTIONS = (
    "PermitFlow tools for industrial permit-to-work: fetch a work order, look up weather, load the "
    "policy template of a permit type, evaluate a permit against the deterministic rulebook, allocate "
    "permit ids and render permit PDFs. The rulebook is the final authority on whether a permit passes."
)


def build_server(settings: Settings | None = None, public_url: str = "http://127.0.0.1:8765") -> MCPServer:
    settings = settings or Settings()
    deps = Deps(settings)
    auth = {}
    if settings.mcp_token:
        auth = {"token_verifier": StaticTokenVerifier(settings.mcp_token), "auth": auth_settings(public_url)}
    server = MCPServer(
        name="permitflow",
        title="PermitFlow tools",
        instructions=INSTRUCTIONS,
        version="0.1.0",
        log_level="WARNING",
        **auth,
    )
    for family in TOOL_FAMILIES:
        family.register(server, deps)
    errors.install(server)  # every tool failure becomes seed 003's AgentFailure
    logmask.install(settings.mcp_token, settings.google_maps_api_key)

    @server.custom_route("/healthz", methods=["GET"])
    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    server.deps = deps  # type: ignore[attr-defined]  # for in-process tests and benchmarks
    return server
