"""A run result as a person reads it in a terminal: hazards, permits, findings, PDFs, run metadata."""

from __future__ import annotations

from rich.console import Console
from rich.table import Column, Table

from agent_client.schemas import RunResult

STATUS_STYLE = {"Pass": "green", "PassWithWarnings": "yellow", "Fail": "bold red"}


def print_run(result: RunResult, console: Console | None = None) -> None:
    console = console or Console()
    meta = result.runMeta
    console.rule(f"[bold]{result.workOrderId}[/] — {result.status}")
    engine = meta.engine + (f" ({', '.join(sorted(set(meta.models.values())))})" if meta.models else "")
    console.print(
        f"engine [bold]{engine}[/] · policy {meta.policyVersion} · ragSnapshot {meta.ragSnapshot} · "
        f"route {' → '.join(meta.route) or '-'} · {meta.durationMs:.0f} ms · run {meta.runId}"
    )
    hazards = Table("hazard", "conf.", "permit types", "evidence", "rationale", title="Hazards", expand=True)
    for hazard in result.hazards:
        hazards.add_row(
            hazard.name,
            f"{hazard.confidence:.2f}",
            ", ".join(hazard.permitTypes),
            ", ".join(hazard.sourceIds) or "insufficient evidence",
            hazard.rationale,
        )
    console.print(hazards)
    validations = {v.permitId: v for v in result.validations}
    permits = Table(
        Column("permit", no_wrap=True), "type", "valid h", "controls", "sign-offs", "status", title="Permits"
    )
    for permit in result.permits:
        validation = validations.get(permit.permitId)
        status = validation.validationStatus if validation else "not validated"
        permits.add_row(
            permit.permitId,
            permit.type,
            str(permit.validityHours),
            str(len(permit.controls)),
            ", ".join(permit.signOffRoles),
            f"[{STATUS_STYLE.get(status, 'white')}]{status}[/]",
        )
    console.print(permits if result.permits else "[bold]No permit required[/] for this work order.")
    for validation in result.validations:
        for finding in validation.errors + validation.warnings:
            console.print(f"  {validation.permitId}: {finding}", soft_wrap=True)
    for link in result.pdfLinks:
        console.print(f"PDF: {link}")
    for note in result.degraded:
        console.print(f"[yellow]degraded:[/] {note}")
