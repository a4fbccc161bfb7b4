"""`permitflow etl ...`: the two RAG refresh jobs and document ingestion, from a shell or a Cloud Run job."""

from __future__ import annotations

import datetime as dt
import json
import logging
import sys
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from rag import NAMESPACES
from rag.config import RagSettings

etl_app = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__)
err = Console(stderr=True)

NamespaceOpt = typer.Option(None, "--namespace", "-n", help="incidents or historical_permits (default: both).")


def _namespaces(namespace: str | None) -> list[str]:
    if namespace is None:
        return list(NAMESPACES)
    if namespace not in NAMESPACES:
        raise typer.BadParameter(f"unknown namespace {namespace!r}; use one of {', '.join(NAMESPACES)}")
    return [namespace]


def _emit(rows: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps(rows if len(rows) != 1 else rows[0], indent=2))
        return
    for row in rows:
        err.print(", ".join(f"[bold]{k}[/bold]={v}" for k, v in row.items()))


def _progress(enabled: bool) -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        disable=not enabled,
    )


@etl_app.callback()
def _setup(verbose: bool = typer.Option(False, "--verbose", "-v", help="Log progress to stderr.")) -> None:
    logging.basicConfig(stream=sys.stderr, level=logging.INFO if verbose else logging.WARNING)


@etl_app.command()
def extract(
    namespace: str | None = NamespaceOpt,
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON on stdout."),
) -> None:
    """Job 1 (rag-etl-incidents-permits): new or changed rows since the watermark into rag_raw."""
    from rag.catalog import build_lock
    from rag.etl.jobs import extract as run_extract

    settings = RagSettings()
    rows = []
    for ns in _namespaces(namespace):
        with build_lock(settings, ns):
            rows.append(run_extract(settings, ns).model_dump())
    _emit(rows, as_json)


@etl_app.command()
def embed(
    namespace: str | None = NamespaceOpt,
    full: bool = typer.Option(False, "--full", help="Rebuild from every staged batch instead of only new ones."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON on stdout."),
) -> None:
    """Job 2 (rag-embed-upsert): chunk, embed, upsert into a new snapshot, publish, emit ragSnapshot."""
    from rag.catalog import build_lock
    from rag.etl.jobs import embed as run_embed

    settings = RagSettings()
    rows = []
    with _progress(not as_json) as bars:
        for ns in _namespaces(namespace):
            task = bars.add_task(f"embed {ns}", total=None)
            with build_lock(settings, ns):
                report = run_embed(
                    settings,
                    ns,
                    full=full,
                    progress=lambda done, total, t=task: bars.update(t, completed=done, total=total),
                )
            rows.append(report.model_dump())
    _emit(rows, as_json)


@etl_app.command("all")
def run_all(
    namespace: str | None = NamespaceOpt,
    full: bool = typer.Option(False, "--full", help="Rebuild the index from every staged batch."),
    as_json: bool = typer.Option(
        False, "--json", help="Print {namespace, extracted, quarantined, chunks, ragSnapshot}."
    ),
) -> None:
    """Job 1 then job 2 for each namespace."""
    from rag.etl.jobs import run_namespace

    settings = RagSettings()
    rows = []
    with _progress(not as_json) as bars:
        for ns in _namespaces(namespace):
            task = bars.add_task(f"{ns}", total=None)
            report = run_namespace(
                settings,
                ns,
                full=full,
                progress=lambda done, total, t=task: bars.update(t, completed=done, total=total),
            )
            rows.append(report.model_dump())
    _emit(rows, as_json)


@etl_app.command()
def ingest(
    source: str = typer.Argument(..., help="Local path or http(s) URL of a PDF, DOCX, HTML or TXT file."),
    namespace: str = typer.Option(..., "--namespace", "-n", help="incidents or historical_permits."),
    doc_id: str | None = typer.Option(
        None, "--id", help="Document id, e.g. the permit id (default: from the file name; never read from the text)."
    ),
    title: str | None = typer.Option(None, help="Title (default: first heading or file name)."),
    site: str | None = typer.Option(None, help="Site code, e.g. Plant-A (default: the one the text names)."),
    area: str | None = typer.Option(None, help="Area, e.g. 'Tank Farm'."),
    activity: str | None = typer.Option(None, help="Activity, e.g. welding."),
    date: str | None = typer.Option(None, help="YYYY-MM-DD (default: first ISO date in the text, else today)."),
    tag: list[str] = typer.Option([], "--tag", help="Tag; repeat for more."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON on stdout."),
) -> None:
    """Fetch, parse (tables as Markdown), stage and index one document."""
    from rag.etl.ingest import IngestError, IngestOptions
    from rag.etl.ingest import ingest as run_ingest

    _namespaces(namespace)
    try:
        day = dt.date.fromisoformat(date) if date else None
    except ValueError:
        raise typer.BadParameter(f"--date {date!r} is not YYYY-MM-DD") from None
    opts = IngestOptions(doc_id=doc_id, title=title, site=site, area=area, activity=activity, date=day, tags=tag)
    try:
        report = run_ingest(RagSettings(), source, namespace, opts)
    except IngestError as exc:
        if as_json:
            typer.echo(exc.failure.model_dump_json(indent=2))
        err.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from None
    _emit([report.model_dump()], as_json)


def main() -> None:
    etl_app()


if __name__ == "__main__":
    main()
