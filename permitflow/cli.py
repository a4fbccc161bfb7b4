"""`permitflow serve | run | etl | ingest | people | doctor | audit verify | permits sweep`.

The agent client, the ETL jobs and the tool server's admin commands stay separate packages (the client imports
nothing of the tool server); this module only puts their commands under one name.
"""

from __future__ import annotations

import typer

from agent_client.cli import app as agent_app
from permitflow.admin import audit_app, doctor
from permitflow.people import people_app
from rag.etl.cli import etl_app, ingest

app = typer.Typer(add_completion=False, no_args_is_help=True, help="PermitFlow: work orders in, permits out.")
for command in agent_app.registered_commands:
    app.registered_commands.append(command)
app.add_typer(etl_app, name="etl", help="Refresh the RAG index: extract, embed, or all.")
app.add_typer(people_app, name="people", help="The people directory: add, grant, list, token.")
app.command("ingest", help="Ingest a PDF, DOCX, HTML or TXT file or URL into a RAG namespace.")(ingest)
app.add_typer(audit_app, name="audit", help="Verify the tamper-evident audit trail.")
app.command("doctor", help="Reconcile PDFs with the database and report quarantined data.")(doctor)
permits_app = typer.Typer(add_completion=False, no_args_is_help=True, help="Permit housekeeping a scheduler runs.")
app.add_typer(permits_app, name="permits")


@permits_app.command("sweep")
def permits_sweep() -> None:
    """Suspend every active permit whose periodic gas retest is overdue; prints what it suspended as JSON.

    Run it from cron or a Kubernetes CronJob every few minutes, against the same database as the tool server.
    """
    from mcp_server.deps import Deps
    from mcp_server.permits.lifecycle import Lifecycle
    from mcp_server.settings import Settings

    deps = Deps(Settings())
    try:
        typer.echo(Lifecycle(deps).sweep().model_dump_json())
    finally:
        deps.db.dispose()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
