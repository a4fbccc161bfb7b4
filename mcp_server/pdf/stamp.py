"""The status stamp at the top of page 1: what the permit IS now, its real validity, and a QR code to its status.

A crew member looking at a posted form must see at once whether work may proceed: a draft is not valid for work,
an issued permit waits for acceptance, a suspended one means stop, a closed one is a record. The validation
verdict ("VALIDATION PASSED") says nothing about that, so once the permit has a lifecycle the stamp replaces it.
Validity is printed from the actual window (after extensions), not the requested hours. The QR code carries the
permit id and the URL where its live status can be checked, drawn with reportlab's own QR widget.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from mcp_server.pdf.sections import WIDTH, fmt_dt
from mcp_server.pdf.style import Styles, esc

if TYPE_CHECKING:
    from mcp_server.pdf.sections import FormContext

QR_SIZE = 26 * mm
STAMPS: dict[str, tuple[str, str, colors.Color]] = {
    "draft": ("DRAFT — NOT VALID FOR WORK", "Not issued. Do not post or start work.", colors.HexColor("#616161")),
    "issued": (
        "ISSUED — AWAITING ACCEPTANCE",
        "Work may start only after the performing authority accepts it at the work location.",
        colors.HexColor("#0d47a1"),
    ),
    "active": (
        "ACTIVE — WORK MAY PROCEED",
        "Within the validity below and with every control in place. Post at the work location.",
        colors.HexColor("#1b5e20"),
    ),
    "suspended": (
        "SUSPENDED — STOP WORK",
        "Restart only after revalidation, a retest where required and re-activation.",
        colors.HexColor("#b71c1c"),
    ),
    "closed_complete": ("CLOSED — WORK COMPLETE", "Not valid for work. Keep on record.", colors.HexColor("#37474f")),
    "closed_incomplete": (
        "CLOSED — WORK INCOMPLETE",
        "Not valid for work. Any further work needs a new permit.",
        colors.HexColor("#37474f"),
    ),
    "cancelled": ("CANCELLED — VOID", "Not valid for work. Keep on record.", colors.HexColor("#37474f")),
}
FOOTERS = {
    "draft": "DRAFT: not valid for work; do not post. Keep the signed permit on record once issued.",
    "issued": "Post at the work location once accepted. Void if altered or outside its validity.",
    "active": "Post at the work location. Void if altered or outside its validity. Keep the signed permit on record.",
    "suspended": "SUSPENDED: stop work. Void if altered or outside its validity. Keep on record.",
}
CLOSED_FOOTER = "Not valid for work. Keep this permit on record."


def footer_text(status: str) -> str:
    """The footer's instruction for a permit in `status`: only a live permit is posted at the work location."""
    return FOOTERS.get(status, CLOSED_FOOTER)


def qr_code(data: str, size: float = QR_SIZE) -> Drawing:
    widget = QrCodeWidget(data, barLevel="M")
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (x1 - x0), 0, 0, size / (y1 - y0), 0, 0])
    drawing.add(widget)
    return drawing


def _hours(start: datetime, end: datetime) -> str:
    return f"{(end - start).total_seconds() / 3600:g} h"


def validity_text(ctx: FormContext) -> str:
    permit, lc = ctx.permit, ctx.lifecycle
    if permit.validFrom is None or permit.validTo is None:
        return f"Validity: {permit.validityHours} h from issue (window set when issued)"
    text = f"Valid {fmt_dt(permit.validFrom)} → {fmt_dt(permit.validTo)} ({_hours(permit.validFrom, permit.validTo)})"
    extended = sum(int(line.detail.get("hours", 0)) for line in (lc.audit if lc else []) if line.action == "extend")
    if extended:
        text += f", including {extended} h of extension"
    return text


def status_stamp(ctx: FormContext) -> Flowable:
    """Stamp, validity and QR code as one block; the stamp's colour and words follow the permit's status."""
    lc = ctx.lifecycle
    status = lc.status if lc is not None else "draft"
    words, sub, colour = STAMPS.get(status, STAMPS["draft"])
    url = getattr(lc, "statusUrl", None) or ""
    left = [
        Paragraph(esc(words), Styles.banner),
        Paragraph(esc(sub), Styles.banner_sub),
        Paragraph(esc(validity_text(ctx)), Styles.banner_sub),
    ]
    qr = qr_code(f"{ctx.permit.permitId} {url}".strip())
    table = Table([[left, qr]], colWidths=[WIDTH - QR_SIZE - 4 * mm, QR_SIZE + 4 * mm])
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (0, 0), colour),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (0, 0), 6),
                ("BOTTOMPADDING", (0, 0), (0, 0), 6),
                ("BOX", (1, 0), (1, 0), 0.6, colors.black),
            ]
        )
    )
    return table
