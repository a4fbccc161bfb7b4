"""`permitflow-mcp`: serve the tools over stdio (desktop assistants) or streamable HTTP (remote clients)."""

from __future__ import annotations

import logging
import sys
from enum import StrEnum

import typer

from common import telemetry
from common.ratelimit import RateLimitMiddleware
from mcp_server.settings import Settings

TOOLS_SERVICE = "permitflow-tools"
app = typer.Typer(add_completion=False, help=__doc__)


class Transport(StrEnum):
    stdio = "stdio"
    http = "http"


@app.command()
def serve(
    transport: Transport = typer.Option(Transport.stdio, help="stdio or http (streamable HTTP at /mcp)."),
    host: str = typer.Option("127.0.0.1", help="HTTP bind address."),
    port: int = typer.Option(8765, help="HTTP port."),
) -> None:
    # stdout belongs to the MCP protocol on stdio: every log goes to stderr.
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from mcp_server.auth.failures import AgentFailureErrors
    from mcp_server.errors import TOOLS_AGENT
    from mcp_server.server import build_server
    from mcp_server.stdio import run_stdio

    settings = Settings()
    telemetry.configure(settings, TOOLS_SERVICE)
    if transport is Transport.stdio:
        run_stdio(build_server(settings, build_index=True))
        return
    import uvicorn

    public_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    server = build_server(settings, public_url=f"http://{public_host}:{port}", build_index=True)
    http_app = server.streamable_http_app(stateless_http=True, json_response=True, host=host)
    http_app = AgentFailureErrors(http_app, TOOLS_AGENT)  # 401/404/405 bodies as AgentFailures too
    limited = RateLimitMiddleware(http_app, settings.mcp_rate_limit, agent_id=TOOLS_AGENT, tokens=[settings.mcp_token])
    traced = telemetry.TracingMiddleware(limited, paths={"/mcp", "/healthz"})
    # The tool server speaks streamable HTTP only: no WebSocket protocol to detect and import at start (ws="none").
    uvicorn.run(traced, host=host, port=port, log_level="warning", ws="none")


def main() -> None:
    app()


if __name__ == "__main__":
    main()
