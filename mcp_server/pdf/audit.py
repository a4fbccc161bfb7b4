"""What the printed permit shows of its lifecycle: the audit trail as a table.

Its input models (LifecycleContext, SignedBox, AuditLine) live in mcp_server.pdf.context with the form's other
inputs, so this module and the section builders it reuses do not import each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from mcp_server.pdf.context import AuditLine
from mcp_server.pdf.sections import PAD, WIDTH, fmt_dt, section_table
from mcp_server.pdf.style import SANS_BOLD, Paragraph, Styles, esc, fit

if TYPE_CHECKING:
    from mcp_server.pdf.sections import Sections

AUDIT_WIDTHS = [27 * mm, 30 * mm, 27 * mm, 40 * mm, 56 * mm]


def _step(line: AuditLine) -> str:
    if line.action == "transition" or line.fromStatus is None:
        return f"{line.fromStatus or '—'} → {line.toStatus}"
    return f"{line.action} ({line.toStatus})"


def audit_section(sections: Sections) -> list[Flowable]:
    """The append-only audit trail: when, who, role, from → to, reason."""
    lc = sections.ctx.lifecycle
    if lc is None:
        return []
    summary = f"Status: <b>{esc(lc.status.upper())}</b>"
    if lc.requestedBy:
        summary += f" · requested by <b>{esc(lc.requestedBy)}</b>"
    if lc.reissueOf:
        summary += f" · re-issue of <b>{esc(lc.reissueOf)}</b>"
    title = section_table(sections.title("Audit trail"), None, [[Paragraph(summary, Styles.value)]], [WIDTH])
    rows = [
        [
            fit(fmt_dt(line.at), AUDIT_WIDTHS[0] - PAD),
            fit(line.person, AUDIT_WIDTHS[1] - PAD, SANS_BOLD),
            fit(line.role or "—", AUDIT_WIDTHS[2] - PAD),
            fit(_step(line), AUDIT_WIDTHS[3] - PAD),
            fit(line.reason or "", AUDIT_WIDTHS[4] - PAD),
        ]
        for line in lc.audit
    ] or [["", "No lifecycle events recorded.", "", "", ""]]
    table = section_table(
        "Audit trail entries (append-only)", ["When (UTC)", "Who", "Role", "From → to", "Reason"], rows, AUDIT_WIDTHS
    )
    return [title, Spacer(0, 2 * mm), table, Spacer(0, 4 * mm)]
