"""The sections of the printed permit, top to bottom, as platypus flowables.

Every list is a table whose title and column headings repeat on each page it runs onto, so a long
permit wraps onto more pages instead of overflowing; all text from the permit goes through `esc`.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from mcp_server.pdf.context import FormContext, fmt_dt
from mcp_server.pdf.style import (
    HEAD_BG,
    LABEL_BG,
    MUTED,
    RED,
    RULE,
    SANS,
    SANS_BOLD,
    STRIPE,
    Banner,
    FormTable,
    Paragraph,
    Styles,
    TickBox,
    esc,
    fit,
    para,
)
from mcp_server.permits.types import PermitType
from mcp_server.settings import PROJECT_ROOT

WIDTH = 180 * mm
PAD = 8  # left + right cell padding, in points
GAS_TYPES = (PermitType.HOT_WORK, PermitType.CONFINED_SPACE_ENTRY)
# Used only when a permit that needs a gas test lists no gases of its own (DOMAIN.md: OSHA 1910.146,
# common company practice for hot work, typical program limits for toxics).
DEFAULT_GASES: dict[PermitType, list[tuple[str, str]]] = {
    PermitType.HOT_WORK: [("Flammables (LEL)", "< 10 % LEL to start; 0 % LEL in or beside a confined space")],
    PermitType.CONFINED_SPACE_ENTRY: [
        ("Oxygen (O₂)", "19.5 – 23.5 %"),
        ("Flammables (LEL)", "< 10 % LEL"),
        ("Hydrogen sulphide (H₂S)", "< 10 ppm"),
        ("Carbon monoxide (CO)", "< 50 ppm"),
    ],
}
STATUS_TEXT = {
    "Fail": ("VALIDATION FAILED — NOT VALID FOR ISSUE", RED),
    "PassWithWarnings": ("VALIDATION PASSED WITH WARNINGS", colors.HexColor("#e65100")),
    "Pass": ("VALIDATION PASSED", colors.HexColor("#1b5e20")),
}


@cache
def site_names() -> dict[str, str]:
    """Site code → plant name from assets/sites.json (empty if the file is absent)."""
    try:
        sites = json.loads((PROJECT_ROOT / "assets" / "sites.json").read_text(encoding="utf-8"))
        return {s["site"]: s["name"] for s in sites}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _base_style(header_rows: int, rows: int, zebra: bool) -> list[tuple[Any, ...]]:
    style: list[tuple[Any, ...]] = [
        ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
        ("INNERGRID", (0, header_rows - 1), (-1, -1), 0.4, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        ("SPAN", (0, 0), (-1, 0)),
        ("BACKGROUND", (0, 0), (-1, 0), HEAD_BG),
        ("FONT", (0, 0), (-1, -1), SANS, 8, 9.8),
        ("FONT", (0, 0), (-1, 0), SANS_BOLD, 10, 12),
        ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
    ]
    if header_rows > 1:
        style.append(("BACKGROUND", (0, 1), (-1, header_rows - 1), LABEL_BG))
        style.append(("FONT", (0, 1), (-1, header_rows - 1), SANS_BOLD, 7, 8.5))
        style.append(("TEXTCOLOR", (0, 1), (-1, header_rows - 1), MUTED))
    if zebra:
        style.extend(("BACKGROUND", (0, r), (-1, r), STRIPE) for r in range(header_rows + 1, rows, 2))
    return style


def section_table(
    title: str,
    headings: list[str] | None,
    rows: list[list[Any]],
    widths: list[float],
    extra: list | None = None,
    *,
    zebra: bool = True,
    row_heights: list[float | None] | None = None,
) -> FormTable:
    """A titled table; its title and headings repeat when it runs onto the next page."""
    cols = len(widths)
    # Fixed labels are plain strings styled by the table: far cheaper to lay out than Paragraphs.
    data: list[list[Any]] = [[title.upper()] + [""] * (cols - 1)]
    if headings:
        data.append(list(headings))
    header_rows = len(data)
    data.extend(rows)
    heights = [None] * header_rows + row_heights if row_heights else None
    table = FormTable(data, colWidths=widths, rowHeights=heights, repeatRows=header_rows, hAlign="LEFT")
    table.setStyle(TableStyle(_base_style(header_rows, len(data), zebra) + (extra or [])))
    return table


class Sections:
    """Numbers the sections as they are added, since the gas-test section appears only for some permits."""

    def __init__(self, ctx: FormContext) -> None:
        self.ctx = ctx
        self.number = 0

    def title(self, text: str) -> str:
        self.number += 1
        return f"{self.number}   {text}"

    def heading(self) -> list[Flowable]:
        ctx = self.ctx
        left = [
            Paragraph(esc(f"{ctx.permit_type.value.upper()} PERMIT"), Styles.title),
            Paragraph(
                esc(f"Permit to work · type code {ctx.permit_type.code} · policy {ctx.policy_version}"),
                Styles.subtitle,
            ),
        ]
        right = [Paragraph("PERMIT No.", Styles.label), Paragraph(esc(ctx.permit.permitId), Styles.permit_no)]
        title = FormTable([[left, right]], colWidths=[122 * mm, 58 * mm])
        title.setStyle(
            TableStyle(
                [
                    ("BOX", (1, 0), (1, 0), 1.2, colors.black),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("ALIGN", (1, 0), (1, 0), "CENTER"),
                    ("LEFTPADDING", (0, 0), (0, 0), 0),
                    ("TOPPADDING", (0, 0), (-1, -1), 4),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
                ]
            )
        )
        return [title, Spacer(0, 3 * mm), self.banner(), Spacer(0, 4 * mm)]

    def banner(self) -> Banner:
        v = self.ctx.validation
        text, colour = STATUS_TEXT[v.validationStatus]
        if v.validationStatus == "Fail":
            sub = (
                f"{len(v.errors)} error(s). Do not sign, issue or start work on this permit. "
                "Correct the errors listed under Validation result in the annex and validate again."
            )
        elif v.validationStatus == "PassWithWarnings":
            sub = f"{len(v.warnings)} warning(s) to review with the issuing authority before signing."
        else:
            sub = "All rulebook checks passed. The permit is valid only once signed below and within its validity."
        return Banner([Paragraph(esc(text), Styles.banner), Paragraph(esc(sub), Styles.banner_sub)], colour, WIDTH)

    def item_cell(self, field: str, item: str, width: float) -> Any:
        """An item of the permit as the crew reads it; where it came from is printed in the annex (evidence)."""
        return fit(item, width - PAD)

    def work_details(self) -> FormTable:
        ctx, p, wo = self.ctx, self.ctx.permit, self.ctx.work_order
        site = p.site or wo.site or ""
        site_text = f"{site} — {site_names()[site]}" if site in site_names() else site
        window = wo.timeWindow
        span = f"{fmt_dt(window.start)} → {fmt_dt(window.end)}" if window else ""

        def value(text: str, width: float = 65 * mm, font: str = SANS) -> str:
            return fit(text or "—", width - PAD, font, 9)

        rows = [
            ["WORK ORDER", value(p.workOrderId or wo.id or "", font=SANS_BOLD), "PERMIT TYPE",
             value(f"{ctx.permit_type.value} ({ctx.permit_type.code})")],
            ["TITLE", value(wo.title or "", 155 * mm), "", ""],
            ["SITE", value(site_text), "AREA", value(p.area or wo.area or "")],
            ["EQUIPMENT", value(", ".join(wo.equipment)), "POLICY", value(ctx.policy_version)],
            ["VALID FROM", value(fmt_dt(p.validFrom) or "________________ (at issue)", font=SANS_BOLD), "VALID TO",
             value(fmt_dt(p.validTo) or f"{p.validityHours} h after issue, at most", font=SANS_BOLD)],
            ["MAX VALIDITY", value(self.validity_hours()), "WORK WINDOW", value(span)],
        ]  # fmt: skip
        if wo.description:
            rows.append(["DESCRIPTION", value(wo.description, 155 * mm), "", ""])
        extra = [
            ("SPAN", (1, 2), (-1, 2)),
            ("BACKGROUND", (0, 1), (0, -1), LABEL_BG),
            ("FONT", (1, 1), (-1, -1), SANS, 9, 11),
            ("FONT", (1, 1), (1, 1), SANS_BOLD, 9, 11),
            ("FONT", (1, 5), (-1, 5), SANS_BOLD, 9, 11),
        ]
        extra += [("BACKGROUND", (2, r), (2, r), LABEL_BG) for r in (1, 3, 4, 5, 6)]
        extra += [("FONT", (c, 1), (c, -1), SANS_BOLD, 7, 8.5) for c in (0, 2)]
        extra += [("TEXTCOLOR", (c, 1), (c, -1), MUTED) for c in (0, 2)]
        if wo.description:
            extra.append(("SPAN", (1, len(rows)), (-1, len(rows))))
        widths = [25 * mm, 65 * mm, 25 * mm, 65 * mm]
        return section_table(self.title("Work details"), None, rows, widths, extra, zebra=False)

    def validity_hours(self) -> str:
        """The validity the permit has now: its real window once issued (so an extension shows), else the hours
        requested. Never the requested hours beside an end that an extension moved."""
        p, lc = self.ctx.permit, self.ctx.lifecycle
        if p.validFrom is None or p.validTo is None:
            return f"{p.validityHours} hours"
        text = f"{(p.validTo - p.validFrom).total_seconds() / 3600:g} hours"
        extended = sum(int(a.detail.get("hours", 0)) for a in (lc.audit if lc else []) if a.action == "extend")
        return text + (f", incl. {extended} h extension" if extended else "")

    def hazards(self) -> FormTable:
        hazards = self.ctx.permit.hazardsLinked or ["No hazards were linked to this permit."]
        rows = [[str(i), fit(h, 170 * mm - PAD)] for i, h in enumerate(hazards, 1)]
        return section_table(self.title("Hazards identified"), ["#", "Hazard"], rows, [10 * mm, 170 * mm])

    def controls(self) -> FormTable:
        rows = [
            [str(i), self.item_cell("controls", c, 116 * mm), TickBox(), TickBox(), ""]
            for i, c in enumerate(self.ctx.permit.controls, 1)
        ]
        if not rows:
            rows = [["", "No controls listed.", "", "", ""]]
        headings = ["#", "Control / precaution — confirm each is in place before signing", "Done", "N/A", "Initials"]
        extra = [("ALIGN", (2, 1), (3, -1), "CENTER")]
        return section_table(
            self.title("Controls and precautions"),
            headings,
            rows,
            [10 * mm, 116 * mm, 13 * mm, 13 * mm, 28 * mm],
            extra,
        )

    def ppe(self) -> FormTable:
        items = self.ctx.permit.ppe or ["No PPE listed."]
        rows = []
        for start in range(0, len(items), 3):
            row: list[Any] = []
            for item in items[start : start + 3]:
                row += [TickBox(), self.item_cell("ppe", item, 51 * mm)]
            rows.append(row + [""] * (6 - len(row)))
        extra = [("INNERGRID", (0, 1), (-1, -1), 0, colors.white), ("ALIGN", (0, 1), (0, -1), "CENTER")]
        extra.append(("LINEBELOW", (0, 1), (-1, -2), 0.4, RULE))
        return section_table(self.title("Personal protective equipment"), None, rows, [9 * mm, 51 * mm] * 3, extra)

    def needs_gas_test(self) -> bool:
        return bool(self.ctx.permit.gasTests) or self.ctx.permit_type in GAS_TYPES

    def gas_tests(self) -> list[Flowable]:
        ctx = self.ctx
        widths = [42 * mm, 42 * mm, 20 * mm, 26 * mm, 28 * mm, 22 * mm]
        cells = [(t.gas, t.limit, t.reading or "", fmt_dt(t.testedAt), t.tester or "") for t in ctx.permit.gasTests]
        if not cells:
            cells = [(gas, limit, "", "", "") for gas, limit in DEFAULT_GASES[ctx.permit_type]]
        rows: list[list[Any]] = [
            [
                fit(text, w - PAD, SANS_BOLD if col == 0 else SANS)
                for col, (text, w) in enumerate(zip(row, widths[:5], strict=True))
            ]
            + [""]
            for row in cells
        ]
        filled = len(rows)
        # Blank rows to write readings on by hand; fewer once readings are on the gas-test log printed below.
        logged = ctx.lifecycle is not None and ctx.lifecycle.field is not None and bool(ctx.lifecycle.field.gasLog)
        blank = (6 if ctx.permit_type is PermitType.CONFINED_SPACE_ENTRY else 4) // (2 if logged else 1)
        rows += [[""] * 6 for _ in range(blank)]
        headings = ["Gas", "Acceptable limit", "Reading", "Date / time", "Tester (name)", "Signature"]
        heights = [None] * filled + [20] * (len(rows) - filled)
        extra = [("FONT", (0, 2), (0, filled + 1), SANS_BOLD, 8, 9.8)]
        table = section_table(
            self.title("Gas test record"), headings, rows, widths, extra, zebra=False, row_heights=heights
        )
        note = (
            "Test in this order: oxygen, then flammables, then toxics. Monitor continuously or retest at the interval "
            "set by the entry supervisor; record every retest. Stop work and leave the space if any reading goes out "
            "of limits."
            if ctx.permit_type is PermitType.CONFINED_SPACE_ENTRY
            else "Test before work starts and after any break; 10 % LEL or more stops work."
        )
        return [table, Spacer(0, 1 * mm), Paragraph(esc(note), Styles.small)]

    def attachments(self) -> FormTable:
        items = self.ctx.permit.attachmentsRequired
        rows = [[TickBox(), self.item_cell("attachmentsRequired", a, 114 * mm), ""] for a in items]
        if not rows:
            rows = [["", "No attachments required.", ""]]
        return section_table(
            self.title("Attachments and certificates required"),
            ["Attached", "Document / certificate", "Reference no."],
            rows,
            [16 * mm, 114 * mm, 50 * mm],
            [("ALIGN", (0, 2), (0, -1), "CENTER")],
        )

    def cross_references(self) -> FormTable:
        note = "Linked permit: confirm it is live and compatible in area and time."
        rows = [[fit(r, 40 * mm - PAD, SANS_BOLD), note, TickBox()] for r in self.ctx.permit.crossReferences]
        if not rows:
            rows = [["—", "No linked permits recorded. Check live permits in the same area and time before issue.",
                     TickBox()]]  # fmt: skip
        return section_table(
            self.title("Cross-referenced permits (simultaneous operations)"),
            ["Permit no.", "Note", "Checked"],
            rows,
            [40 * mm, 124 * mm, 16 * mm],
            [("ALIGN", (2, 2), (2, -1), "CENTER"), ("FONT", (0, 2), (0, -1), SANS_BOLD, 8, 9.8)],
        )

    def notes(self) -> list[Flowable]:
        if not self.ctx.permit.notes:
            return []
        table = section_table(self.title("Notes"), None, [[para(self.ctx.permit.notes, Styles.body)]], [WIDTH])
        return [table, Spacer(0, 4 * mm)]
