"""Builds the one MCP server that holds every PermitFlow tool."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

import anyio
from mcp.server.mcpserver import MCPServer
from starlette.requests import Request
from starlette.responses import JSONResponse

from common import logmask
from mcp_server import errors, results, schemas
from mcp_server.auth.bearer import BearerVerifier, auth_settings
from mcp_server.deps import Deps
from mcp_server.settings import Settings
from mcp_server.tools import (
    field,
    hazards,
    ids,
    isolations,
    noop,
    pdf,
    people,
    permits,
    policy,
    rag,
    rules,
    runs,
    weather,
    workorders,
)

# Every tool family, listed explicitly: a file dropped into tools/ is not a tool until it is named here.
TOOL_FAMILIES = (
    workorders,
    weather,
    policy,
    rules,
    ids,
    pdf,
    rag,
    hazards,
    runs,
    permits,
    people,
    isolations,
    field,
    noop,
)


INSTRUCTIONS = (
    "PermitFlow tools for industrial permit-to-work: fetch a work order, look up weather, load the "
    "policy template of a permit type, evaluate a permit against the deterministic rulebook, allocate "
    "permit ids and render permit PDFs. The rulebook is the final authority on whether a permit passes."
)


log = logging.getLogger(__name__)


def start_up(deps: Deps) -> None:
    """What the server settles as it starts: PDFs against the database (a crash may have left them apart) and the
    work-order source (bad entries quarantined and logged). It runs in a thread once the server answers (see
    `Deps.settle_in_background`: a tool that touches the database or the PDFs waits for it). Each part logs its own
    failure and never stops the server: a tool whose backend is down answers with its own error."""
    from mcp_server.pdf.reconcile import reconcile

    try:
        report = reconcile(deps)
        if report.lines():
            log.warning("start-up reconcile: %s", "; ".join(report.lines()))
    except Exception as exc:  # noqa: BLE001 - e.g. the database is down: the tools say so when called
        log.warning("start-up reconcile skipped: %s: %s", type(exc).__name__, exc)
    try:
        deps.workorders  # noqa: B018 - loads the source once; each quarantined entry is logged as it is met
    except Exception as exc:  # noqa: BLE001 - the tool answers with the file's problem when asked
        log.warning("work-order source not loaded: %s", exc)


def lifespan_for(deps: Deps, build_index: bool):  # noqa: ANN201 - the SDK's lifespan callable
    @contextlib.asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[dict]:
        if build_index:
            try:
                deps.index_build.start(deps.settings.resolved_data_dir)  # background: start-up is not blocked
            except Exception as exc:  # noqa: BLE001 - searches then say the index is missing, with the ETL command
                log.warning("rag: the start-up index build could not start: %s", exc)
        # Not awaited: the server answers initialize, tools/list and /healthz while migrations and the reconciler run
        # (cold start, BENCHMARKS.md issue 16); the first tool that needs the database waits for them.
        settling = deps.settle_in_background(start_up)
        try:
            yield {}
        finally:
            await anyio.to_thread.run_sync(settling.join)  # a stop never cuts the reconciler short
            deps.index_build.stop()

    return lifespan


def build_server(
    settings: Settings | None = None,
    public_url: str = "http://127.0.0.1:8765",
    *,
    start_up_checks: bool = True,
    build_index: bool = False,
) -> MCPServer:
    """The tool server. `build_index` (the served CLI) builds a missing RAG index at start-up in the background;
    in-process servers (tests, benchmarks) leave that to `permitflow etl all`."""
    settings = settings or Settings()
    deps = Deps(settings)
    auth = {}
    if settings.mcp_token or settings.enabled:
        # Either the static service token or a person's JWT (shared secret or OIDC JWKS) is then required on HTTP.
        auth = {"token_verifier": BearerVerifier(settings.mcp_token, settings), "auth": auth_settings(public_url)}
    server = MCPServer(
        name="permitflow",
        title="PermitFlow tools",
        instructions=INSTRUCTIONS,
        version="0.1.0",
        log_level="WARNING",
        lifespan=lifespan_for(deps, build_index) if start_up_checks else None,
        **auth,
    )
    for family in TOOL_FAMILIES:
        family.register(server, deps)
    results.install(server)  # structured results' text copy as compact JSON (the SDK indents it)
    errors.install(server)  # every tool failure becomes seed 003's AgentFailure
    schemas.install(server)  # output schemas without $ref chains: cheaper for clients to validate results
    logmask.install(settings.mcp_token, settings.google_maps_api_key, settings.jwt_secret)

    @server.custom_route("/healthz", methods=["GET"])
    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    server.deps = deps  # type: ignore[attr-defined]  # for in-process tests and benchmarks
    return server
