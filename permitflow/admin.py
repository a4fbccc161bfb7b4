"""`permitflow doctor` and `permitflow audit verify`: the operator's checks of the permit store.

`doctor` runs the start-up reconciler by hand (PDFs against the rows that name them) and reports the work-order
entries that were quarantined at load; `audit verify` walks the audit and sign-off hash chains. Both exit 1 when
they find something, so they fit in a cron job or a CI step.
"""

from __future__ import annotations

import json
import logging
import sys

import typer

from mcp_server.settings import Settings

audit_app = typer.Typer(add_completion=False, no_args_is_help=True, help="Check the tamper-evident audit trail.")


@audit_app.command("verify")
def audit_verify(
    permit_id: str | None = typer.Option(None, "--permit", help="Only this permit (default: every permit)."),
    as_json: bool = typer.Option(False, "--json", help="Print the broken links as JSON."),
) -> None:
    """Recompute every permit's audit/sign-off hash chain and report the first broken link of each."""
    from mcp_server.deps import Deps

    deps = Deps(Settings())
    try:
        broken = deps.db.verify_audit(permit_id)
    finally:
        deps.db.dispose()
    if as_json:
        typer.echo(json.dumps([b.model_dump() for b in broken], indent=2))
    elif not broken:
        typer.echo("audit chain intact")
    for link in broken if not as_json else []:
        where = f"seq {link.seq}" if link.seq is not None else f"row {link.rowId}"
        typer.echo(f"BROKEN {link.permitId} {link.table} {where}: {link.problem}")
    raise typer.Exit(1 if broken else 0)


def doctor(
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
) -> None:
    """Reconcile PDFs with the database (quarantine orphans, re-render missing ones, re-publish stale aliases),
    verify the audit chains and list quarantined work orders."""
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from mcp_server.deps import Deps
    from mcp_server.pdf.reconcile import reconcile

    deps = Deps(Settings())
    try:
        report = reconcile(deps)
        broken = deps.db.verify_audit()
    finally:
        deps.db.dispose()
    from mcp_server.workorders.model import WorkOrderFileError

    try:
        problems, source_error = deps.workorders.problems, None
    except WorkOrderFileError as exc:
        problems, source_error = [], str(exc)
    out = {
        "pdfs": report.model_dump(),
        "auditBroken": [b.model_dump() for b in broken],
        "workOrdersQuarantined": [p.model_dump() for p in problems],
        "workOrderSourceError": source_error,
    }
    if as_json:
        typer.echo(json.dumps(out, indent=2, default=str))
    else:
        typer.echo(
            f"pdfs: {report.checked} checked, {len(report.quarantined)} quarantined, "
            f"{len(report.rerendered)} re-rendered, {len(report.republished)} re-published, "
            f"{len(report.failed)} failed"
        )
        for line in report.lines():
            typer.echo(f"  {line}")
        typer.echo(f"audit: {'intact' if not broken else f'{len(broken)} broken chain(s)'}")
        for link in broken:
            typer.echo(f"  BROKEN {link.permitId} {link.table}: {link.problem}")
        typer.echo(f"work orders: {source_error or f'{len(problems)} quarantined'}")
        for problem in problems:
            typer.echo(f"  {problem.describe()}")
    raise typer.Exit(1 if (broken or report.failed or source_error) else 0)
