"""The blocks a crew fills in at the job, and the annex that takes the software's findings off the crew's pages.

A confined-space entry is run from an entrant / attendant log (who is inside, since when, who watches the hole)
and a rescue plan (who comes, how, with what); hot work from a fire watch named on the permit; a permit that
runs over shifts from revalidation / shift-handover rows, one per shift, citing the gas retest on the log. What
PermitFlow recorded is printed into them (extensions, re-activations, the fire watch the hand-back named); the
rest are blank lines to write on. Rule findings, the evidence each item came from and the audit trail are for
the permit office: they go to an annex after the crew's blocks, on its own page, under a heading that says so.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from mcp_server.pdf.sections import PAD, WIDTH, fmt_dt, section_table
from mcp_server.pdf.style import SANS, SANS_BOLD, Banner, Paragraph, Styles, esc, fit
from mcp_server.permits.types import PermitType

if TYPE_CHECKING:
    from datetime import datetime

    from mcp_server.pdf.context import AuditLine, FormContext, GasLine, HoldLine, SignedBox
    from mcp_server.pdf.sections import Sections

BLANK_ROW = 20  # points: room to write a name and a time by hand
ENTRY_WIDTHS = [46 * mm, 19 * mm, 19 * mm, 19 * mm, 19 * mm, 38 * mm, 20 * mm]
ENTRY_ROWS = 8
RESCUE_WIDTHS = [62 * mm, 118 * mm]
RESCUE_WORDS = ("rescue", "retrieval", "tripod", "winch", "breathing apparatus", "emergency")
FIRE_WIDTHS = [50 * mm, 40 * mm, 50 * mm, 40 * mm]
SHIFT_WIDTHS = [24 * mm, 32 * mm, 37 * mm, 37 * mm, 24 * mm, 26 * mm]
SHIFT_HOURS = 8
SIGN_STRIP_WIDTHS = [58 * mm, 44 * mm, 42 * mm, 36 * mm]
ANNEX_TITLE = "ANNEX — FOR THE PERMIT OFFICE, NOT NEEDED AT THE WORK LOCATION"


def entry_log(sections: Sections) -> list[Flowable]:
    """Confined space: every entrant in and out, and the attendant watching them (blank rows to fill in)."""
    if sections.ctx.permit_type is not PermitType.CONFINED_SPACE_ENTRY:
        return []
    headings = ["Entrant (name)", "Time in", "Time out", "Time in", "Time out", "Attendant (name)", "Initials"]
    rows = [[""] * len(ENTRY_WIDTHS) for _ in range(ENTRY_ROWS)]
    table = section_table(
        sections.title("Entrant / attendant log"), headings, rows, ENTRY_WIDTHS, zebra=False,
        row_heights=[BLANK_ROW] * ENTRY_ROWS,
    )  # fmt: skip
    note = (
        "The attendant stays outside the space for the whole entry, keeps this log and counts the entrants out "
        "before leaving; nobody enters who is not logged in."
    )
    return [table, Spacer(0, 1 * mm), Paragraph(esc(note), Styles.small), Spacer(0, 3 * mm)]


def rescue_plan(sections: Sections) -> list[Flowable]:
    """Confined space: the rescue team, method and equipment; the permit's own rescue items printed above."""
    if sections.ctx.permit_type is not PermitType.CONFINED_SPACE_ENTRY:
        return []
    permit = sections.ctx.permit
    listed = [
        item
        for item in [*permit.controls, *permit.attachmentsRequired]
        if any(word in item.lower() for word in RESCUE_WORDS)
    ]
    rows: list[list[str]] = []
    if listed:
        rows.append(["On this permit", fit("; ".join(listed), RESCUE_WIDTHS[1] - PAD)])
    blanks = [
        "Rescue team / service (name, how called)",
        "Rescue method (non-entry retrieval, entry rescue)",
        "Rescue equipment (tripod, winch, harness, BA sets)",
        "Communication with the attendant (tested at)",
        "Emergency number / nearest medical help",
    ]
    rows += [[label, ""] for label in blanks]
    heights: list[float | None] = [None] * (len(rows) - len(blanks)) + [BLANK_ROW] * len(blanks)
    extra = [("FONT", (0, 1), (0, -1), SANS_BOLD, 7.5, 9)]
    table = section_table(
        sections.title("Rescue plan"), None, rows, RESCUE_WIDTHS, extra, zebra=False, row_heights=heights
    )
    return [table, Spacer(0, 3 * mm)]


def fire_watch(sections: Sections) -> list[Flowable]:
    """Hot work: who keeps the fire watch, during the work and after it, until when (from the hand-back)."""
    if sections.ctx.permit_type is not PermitType.HOT_WORK:
        return []
    lc = sections.ctx.lifecycle
    field = lc.field if lc is not None else None
    rows: list[list[str]] = []
    if field is not None and field.fireWatch:
        ended = field.handback.at if field.handback else None
        rows.append(
            [
                fit(field.fireWatch, FIRE_WIDTHS[0] - PAD, SANS_BOLD),
                fmt_dt(ended) if ended else "",
                fit(f"until {fmt_dt(field.fireWatchUntil)}" if field.fireWatchUntil else "", FIRE_WIDTHS[2] - PAD),
                "",
            ]
        )
    rows += [["", "", "", ""] for _ in range(2)]
    heights: list[float | None] = [None if r[0] else BLANK_ROW for r in rows]
    headings = ["Fire watch (name)", "Hand-back (UTC)", "Post-work watch: until (UTC)", "Signature"]
    table = section_table(sections.title("Fire watch"), headings, rows, FIRE_WIDTHS, zebra=False, row_heights=heights)
    note = "The fire watch stays with an extinguisher during the work and for the post-work time after it ends."
    return [table, Spacer(0, 1 * mm), Paragraph(esc(note), Styles.small), Spacer(0, 3 * mm)]


# The field sign-offs after issue, in order: the context's attribute, the strip's label, the full box's heading.
FIELD_SIGNATURES = (
    ("accepted", "Acceptance (performing authority)",
     "Acceptance — performing authority accepts the permit at the work location"),
    ("handback", "Hand-back (performing authority)", "Hand-back — performing authority: work ended, site left safe"),
    ("handbackAccepted", "Hand-back accepted (area authority)",
     "Hand-back accepted — area authority has inspected the site"),
)  # fmt: skip


def issue_signatures(ctx: FormContext) -> list[tuple[str, SignedBox | None, bool]]:
    """The issue sign-offs as (role, the recorded sign-off or None, required): each role the permit needs, then any
    sign-off recorded in another role. The page-1 strip and the full boxes print this one list."""
    lc = ctx.lifecycle
    signed = lc.signed if lc is not None else {}
    needed = [(role, signed.get(role), True) for role in ctx.permit.signOffRoles or ["Issuing authority"]]
    return needed + [(extra.role, extra, False) for extra in (lc.otherSignoffs if lc is not None else [])]


def field_signatures(ctx: FormContext) -> list[tuple[str, str, HoldLine | None]]:
    """Acceptance, hand-back and its acceptance as (strip label, box heading, the recorded step or None)."""
    field = ctx.lifecycle.field if ctx.lifecycle is not None else None
    return [(label, heading, getattr(field, attr) if field else None) for attr, label, heading in FIELD_SIGNATURES]


def signoff_strip(sections: Sections) -> list[Flowable]:
    """Page 1's sign-off strip: one line per signature the permit needs (issue by each sign-off role, acceptance,
    hand-back, its acceptance, close-out), filled with who signed and when once recorded; the full boxes with their
    declarations follow later. A crew reading page 1 sees at once who has signed and who has not."""
    ctx = sections.ctx
    field = ctx.lifecycle.field if ctx.lifecycle is not None else None
    closeout = field.closeout if field else None
    lines: list[tuple[str, str, datetime | None]] = [
        (f"Issue ({role})", box.person if box else "", box.signedAt if box else None)
        for role, box, _ in issue_signatures(ctx)
    ]
    lines += [
        (label, step.person if step else "", step.at if step else None) for label, _, step in field_signatures(ctx)
    ]
    lines.append((f"Close-out ({closeout.step})" if closeout else "Close-out", closeout.person if closeout else "",
                  closeout.at if closeout else None))  # fmt: skip
    rows = [
        [
            fit(text, w - PAD, SANS_BOLD if i == 0 else SANS)
            for i, (text, w) in enumerate(
                zip(
                    (step, person, "e-signed" if person else "", fmt_dt(at) if at else ""),
                    SIGN_STRIP_WIDTHS,
                    strict=True,
                )
            )
        ]
        for step, person, at in lines
    ]
    heights: list[float | None] = [None if person else 15 for _, person, _ in lines]
    headings = ["Step", "Name", "Signature", "Date / time (UTC)"]
    table = section_table(
        sections.title("Sign-off strip"), headings, rows, SIGN_STRIP_WIDTHS, zebra=False, row_heights=heights
    )
    return [table, Spacer(0, 4 * mm)]


def _retest_before(log: list[GasLine], at: datetime) -> str:
    """The latest reading on the log taken by `at`, as the revalidation row cites it."""
    taken = [g for g in log if g.measuredAt <= at]
    if not taken:
        return "—"
    g = taken[-1]
    return f"{g.ref or fmt_dt(g.measuredAt)} {g.gas} {g.value}".strip()


def _revalidated(line: AuditLine) -> str | None:
    if line.action == "extend":
        hours = line.detail.get("hours")
        until = str(line.detail.get("validTo", ""))[:16].replace("T", " ")
        return f"Extended +{hours} h to {until} UTC" if until else f"Extended +{hours} h"
    if line.action == "transition" and line.fromStatus == "suspended" and line.toStatus == "active":
        return "Revalidated after suspension"
    return None


def revalidation_rows(sections: Sections) -> list[Flowable]:
    """One row per shift: the outgoing and incoming issuer and performer sign over the job with a gas retest."""
    ctx = sections.ctx
    lc = ctx.lifecycle
    log = lc.field.gasLog if lc is not None and lc.field is not None else []
    rows: list[list[str]] = []
    for line in lc.audit if lc is not None else []:
        what = _revalidated(line)
        if what is None:
            continue
        rows.append(
            [
                fit(fmt_dt(line.at), SHIFT_WIDTHS[0] - PAD),
                fit(what, SHIFT_WIDTHS[1] - PAD, SANS_BOLD),
                fit(f"{line.person}, {line.role}" if line.role else line.person, SHIFT_WIDTHS[2] - PAD),
                "",
                fit(_retest_before(log, line.at), SHIFT_WIDTHS[4] - PAD),
                fit("e-signed in PermitFlow", SHIFT_WIDTHS[5] - PAD, SANS),
            ]
        )
    recorded = len(rows)
    hours = ctx.permit.validityHours
    if ctx.permit.validFrom is not None and ctx.permit.validTo is not None:
        hours = int((ctx.permit.validTo - ctx.permit.validFrom).total_seconds() // 3600)
    blank = max(3, math.ceil(hours / SHIFT_HOURS))
    rows += [[""] * len(SHIFT_WIDTHS) for _ in range(blank)]
    headings = ["Date", "Shift / revalidation", "Outgoing issuer / performer", "Incoming issuer / performer",
                "Gas retest ref.", "Signatures"]  # fmt: skip
    table = section_table(
        sections.title("Revalidation and shift handover"), headings, rows, SHIFT_WIDTHS, zebra=False,
        row_heights=[None] * recorded + [BLANK_ROW] * blank,
    )  # fmt: skip
    note = (
        "At each shift change or restart the outgoing and incoming issuing and performing authorities walk the job, "
        "confirm the controls and a passing gas retest (cite its log reference), and both sign."
    )
    return [table, Spacer(0, 1 * mm), Paragraph(esc(note), Styles.small), Spacer(0, 4 * mm)]


def annex_heading() -> Flowable:
    """The line between the crew's pages and the permit office's: everything after it is the annex."""
    sub = (
        "Rule findings (the checks run on this permit), the evidence each control and PPE item was drawn from, and "
        "the audit trail. The crew works from the pages before this one."
    )
    paragraphs = [Paragraph(esc(ANNEX_TITLE), Styles.banner), Paragraph(esc(sub), Styles.banner_sub)]
    return Banner(paragraphs, colors.HexColor("#37474f"), WIDTH)


def evidence_section(sections: Sections) -> list[Flowable]:
    """Where each item of the permit came from (template, rule, hazard, evidence), as the permit records it."""
    refs = sections.ctx.permit.provenance
    if not refs:
        return []
    widths = [28 * mm, 100 * mm, 52 * mm]
    rows = [
        [p.field, fit(p.item, widths[1] - PAD), fit(f"source: {p.kind} {p.ref}", widths[2] - PAD, SANS)] for p in refs
    ]
    title = sections.title("Evidence — where each item comes from")
    return [section_table(title, ["Field", "Item", "Source"], rows, widths), Spacer(0, 4 * mm)]
