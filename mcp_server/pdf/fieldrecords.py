"""What the printed permit shows of its field records: isolation register, gas-test log, hold points and close-out.

A crew reads these on the form at the job: which points are isolated and locked under which lock/tag number and
who proved them dead, every gas reading with instrument, tester and verdict, who accepted the permit, who handed
it back, who keeps the fire watch until when, who accepted the hand-back, and how and by whom it was closed. The
models are the form's own view (filled in by the tools from the permit database), so the form stays free of
storage code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from mcp_server.pdf.sections import PAD, fmt_dt, section_table
from mcp_server.pdf.style import SANS, SANS_BOLD, fit

if TYPE_CHECKING:
    from mcp_server.pdf.sections import Sections

ISO_WIDTHS = [22 * mm, 26 * mm, 22 * mm, 50 * mm, 24 * mm, 36 * mm]
GAS_WIDTHS = [28 * mm, 14 * mm, 22 * mm, 30 * mm, 30 * mm, 34 * mm, 22 * mm]
HOLD_WIDTHS = [52 * mm, 42 * mm, 30 * mm, 56 * mm]


def _cells(widths: list[float], *texts: str) -> list[str]:
    """One table row, each text wrapped to its column; the first column bold."""
    return [fit(t, w - PAD, SANS_BOLD if n == 0 else SANS) for n, (t, w) in enumerate(zip(texts, widths, strict=True))]


def field_records_section(sections: Sections) -> list[Flowable]:
    """Isolation register, gas-test log, and the acceptance / hand-back / close-out hold points."""
    lc = sections.ctx.lifecycle
    field = getattr(lc, "field", None) if lc is not None else None
    if field is None:
        return []
    out: list[Flowable] = []
    if field.isolations:
        rows = [
            _cells(
                ISO_WIDTHS, i.certificateId, i.equipmentTag, i.energyType, i.method, i.lockTag,
                f"{i.status}; by {i.isolatedBy}; {i.verified}",
            )
            for i in field.isolations
        ]  # fmt: skip
        headings = ["Certificate", "Equipment tag", "Energy", "Method", "Lock / tag", "Status, isolated / verified"]
        out += [section_table(sections.title("Isolation register"), headings, rows, ISO_WIDTHS), Spacer(0, 3 * mm)]
    if field.gasLog:
        rows = [
            _cells(
                GAS_WIDTHS, fmt_dt(g.measuredAt), g.gas, g.value, g.limit, g.instrument, g.tester,
                "PASS" if g.passed else "FAIL",
            )
            for g in field.gasLog
        ]  # fmt: skip
        headings = ["Time (UTC)", "Gas", "Reading", "Limit", "Instrument", "Tester", "Result"]
        out += [section_table(sections.title("Gas-test log"), headings, rows, GAS_WIDTHS), Spacer(0, 3 * mm)]
    holds = [*field.holds, *([field.closeout] if field.closeout else [])]
    rows = [_cells(HOLD_WIDTHS, h.step, h.person or "—", fmt_dt(h.at) if h.at else "—", h.detail) for h in holds]
    headings = ["Hold point", "Who", "When (UTC)", "Detail"]
    title = sections.title("Acceptance, hand-back and close-out")
    out += [section_table(title, headings, rows, HOLD_WIDTHS), Spacer(0, 4 * mm)]
    return out
