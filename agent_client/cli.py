"""`permitflow serve` (the HTTP API) and `permitflow run` (work orders from the command line).

Results go to stdout (one JSON document per line with --json), logs to stderr.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys

import typer

from agent_client.settings import AgentSettings
from common import telemetry

API_SERVICE = "permitflow-api"

app = typer.Typer(add_completion=False, help="PermitFlow agents: work orders in, permits out.", no_args_is_help=True)


def _logging(verbose: bool) -> None:
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.INFO if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", help="Bind address."),
    port: int = typer.Option(8080, help="Port."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Log at INFO."),
) -> None:
    """Serve POST /sequential/execute, /healthz and /openapi.json."""
    import uvicorn

    from agent_client.app import build_app

    _logging(verbose)
    settings = AgentSettings()
    telemetry.configure(settings, API_SERVICE)
    uvicorn.run(build_app(settings), host=host, port=port, log_level="info" if verbose else "warning")


async def _run_all(settings: AgentSettings, ids: list[str] | None, as_json: bool) -> int:
    """Run each work order in `ids`; None means every work order the tool server lists (`workorders_list`)."""
    from agent_client.pipeline import Pipeline, PipelineError
    from agent_client.toolbox import TOOL_ERRORS

    failures = 0
    async with Pipeline.open(settings) as pipeline:
        if ids is None:
            try:
                ids = await pipeline.work_order_ids()
            except TOOL_ERRORS as exc:
                raise typer.BadParameter(f"cannot list the work orders: {exc}") from exc
            if not ids:
                raise typer.BadParameter("the tool server lists no work orders")
        for work_order_id in ids:
            try:
                result = await pipeline.run(work_order_id)
            except PipelineError as exc:
                failures += 1
                body = {"workOrderId": work_order_id, "status": "failed", "error": exc.failure.model_dump(mode="json")}
                if as_json:
                    typer.echo(json.dumps(body))
                else:
                    typer.echo(f"{work_order_id}: FAILED {exc.failure.error_code}: {exc.failure.message}")
                continue
            if as_json:
                typer.echo(result.model_dump_json())
                continue
            if len(ids) == 1:
                from agent_client.report import print_run

                print_run(result)
                continue
            statuses = ", ".join(f"{v.permitId} {v.validationStatus}" for v in result.validations)
            note = f" (degraded: {'; '.join(result.degraded)})" if result.degraded else ""
            typer.echo(f"{work_order_id}: {len(result.hazards)} hazards; {statuses}; run {result.runMeta.runId}{note}")
    return failures


@app.command()
def run(
    work_order_ids: list[str] = typer.Argument(None, help="Work order ids, e.g. WO-10001."),
    all_: bool = typer.Option(False, "--all", help="Every work order the tool server lists (workorders_list)."),
    as_json: bool = typer.Option(False, "--json", help="One JSON result per line."),
    engine: str | None = typer.Option(None, help="rules, gemini or openai (default: PERMITFLOW_ENGINE / credentials)."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Log at INFO."),
) -> None:
    """Run the agents for the given work orders (or --all); exit 1 when any run failed."""
    _logging(verbose)
    settings = AgentSettings(**({"engine": engine} if engine else {}))
    telemetry.configure(settings, API_SERVICE)
    ids = None if all_ else list(work_order_ids or [])
    if ids == []:
        raise typer.BadParameter("give work order ids or --all")
    failures = asyncio.run(_run_all(settings, ids, as_json))
    raise typer.Exit(1 if failures else 0)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
