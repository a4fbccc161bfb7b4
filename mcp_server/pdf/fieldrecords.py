"""What the printed permit shows of its field records: isolation register, gas-test log and the hold points.

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
    from mcp_server.pdf.context import FieldRecordsContext
    from mcp_server.pdf.sections import Sections

ISO_WIDTHS = [22 * mm, 26 * mm, 22 * mm, 50 * mm, 24 * mm, 36 * mm]
GAS_WIDTHS = [42 * mm, 13 * mm, 18 * mm, 28 * mm, 30 * mm, 31 * mm, 18 * mm]
HOLD_WIDTHS = [52 * mm, 42 * mm, 30 * mm, 56 * mm]


def _cells(widths: list[float], *texts: str) -> list[str]:
    """One table row, each text wrapped to its column; the first column bold."""
    return [fit(t, w - PAD, SANS_BOLD if n == 0 else SANS) for n, (t, w) in enumerate(zip(texts, widths, strict=True))]


def _field(sections: Sections) -> FieldRecordsContext | None:
    lc = sections.ctx.lifecycle
    return lc.field if lc is not None else None


def isolation_register(sections: Sections) -> list[Flowable]:
    """Every isolated point with its lock / tag number and who isolated and verified it (none: nothing printed)."""
    field = _field(sections)
    if field is None or not field.isolations:
        return []
    rows = [
        _cells(
            ISO_WIDTHS, i.certificateId, i.equipmentTag, i.energyType, i.method, i.lockTag,
            f"{i.status}; by {i.isolatedBy}; {i.verified}",
        )
        for i in field.isolations
    ]  # fmt: skip
    headings = ["Certificate", "Equipment tag", "Energy", "Method", "Lock / tag", "Status, isolated / verified"]
    return [section_table(sections.title("Isolation register"), headings, rows, ISO_WIDTHS), Spacer(0, 3 * mm)]


def gas_log(sections: Sections) -> list[Flowable]:
    """Every gas reading logged on the permit, with the number a revalidation row cites it by."""
    field = _field(sections)
    if field is None or not field.gasLog:
        return []
    rows = [
        _cells(
            GAS_WIDTHS, f"{g.ref} {g.measuredAt:%Y-%m-%d %H:%M}".strip(), g.gas, g.value, g.limit, g.instrument,
            g.tester, "PASS" if g.passed else "FAIL",
        )
        for g in field.gasLog
    ]  # fmt: skip
    headings = ["Ref, time (UTC)", "Gas", "Reading", "Limit", "Instrument", "Tester", "Result"]
    return [section_table(sections.title("Gas-test log"), headings, rows, GAS_WIDTHS), Spacer(0, 3 * mm)]


def holds_table(sections: Sections) -> list[Flowable]:
    """The hold points in order: issue, acceptance, suspensions, re-activations, hand-back, its acceptance, close."""
    field = _field(sections)
    if field is None:
        return []
    holds = [*field.holds, *([field.closeout] if field.closeout else [])]
    rows = [_cells(HOLD_WIDTHS, h.step, h.person or "—", fmt_dt(h.at) if h.at else "—", h.detail) for h in holds]
    headings = ["Hold point", "Who", "When (UTC)", "Detail"]
    title = sections.title("Acceptance, hand-back and close-out")
    return [section_table(title, headings, rows, HOLD_WIDTHS), Spacer(0, 4 * mm)]
