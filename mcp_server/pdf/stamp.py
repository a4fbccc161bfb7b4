"""The status stamp at the top of page 1: what the permit IS now, its real validity, and a QR code to its status.

A crew member looking at a posted form must see at once whether work may proceed: a draft is not valid for work,
an issued permit waits for acceptance, a suspended one means stop, a closed one is a record. The validation
verdict ("VALIDATION PASSED") says nothing about that, so once the permit has a lifecycle the stamp replaces it.
Validity is printed from the actual window (after extensions), not the requested hours. The QR code carries the
permit id and the URL where its live status can be checked, encoded with reportlab's QR encoder. The encoded
modules are cached by payload (the same permit is re-drawn on every lifecycle step) and drawn straight onto the
canvas as one filled path: reportlab's QR widget encodes twice per drawing (bounds, then draw) and builds a
validated shape object per run of modules, which was a quarter of a form's drawing time.
"""

from __future__ import annotations

import itertools
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING

from reportlab.graphics.barcode import qrencoder
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, TableStyle

from mcp_server.pdf.sections import WIDTH, fmt_dt
from mcp_server.pdf.style import FormTable, Styles, esc

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


QR_BORDER = 4  # quiet zone in modules, as reportlab's QrCodeWidget draws it


@lru_cache(maxsize=512)
def qr_runs(data: str) -> tuple[int, tuple[tuple[int, int, int], ...]]:
    """The QR code of `data` (error correction M) as its module count and the runs of dark modules per row,
    (row, first column, length): what reportlab's QrCodeWidget draws, computed once per payload."""
    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData(data)
    qr.make()
    runs: list[tuple[int, int, int]] = []
    for r, row in enumerate(qr.modules):
        c = 0
        for dark, group in itertools.groupby(map(bool, row)):
            count = len(list(group))
            if dark:
                runs.append((r, c, count))
            c += count
    return qr.getModuleCount(), tuple(runs)


class QrFlowable(Flowable):
    """A square QR code of `size` points with a four-module quiet zone, drawn as one filled path."""

    def __init__(self, data: str, size: float = QR_SIZE) -> None:
        super().__init__()
        self.data = data
        self.width = self.height = size

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        count, runs = qr_runs(self.data)
        box = self.width / (count + 2 * QR_BORDER)
        canv = self.canv
        path = canv.beginPath()
        for r, c, n in runs:
            path.rect((c + QR_BORDER) * box, self.height - (r + QR_BORDER + 1) * box, n * box, box)
        canv.setFillColor(colors.black)
        canv.drawPath(path, stroke=0, fill=1)


def qr_code(data: str, size: float = QR_SIZE) -> Flowable:
    return QrFlowable(data, size)


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
    table = FormTable([[left, qr]], colWidths=[WIDTH - QR_SIZE - 4 * mm, QR_SIZE + 4 * mm])
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
