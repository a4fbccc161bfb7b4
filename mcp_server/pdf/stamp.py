"""The status stamp at the top of page 1: what the permit IS now, its real validity, and a QR code to its status.

A crew member looking at a posted form must see at once whether work may proceed: a draft is not valid for work,
an issued permit waits for acceptance, a suspended one means stop, a closed one is a record. The validation
verdict ("VALIDATION PASSED") says nothing about that, so once the permit has a lifecycle the stamp replaces it.
Validity is printed from the actual window (after extensions), not the requested hours. The QR code carries the
permit id and the URL where its live status can be checked, encoded with reportlab's QR encoder. The encoded
modules are cached by payload (the same permit is re-drawn on every lifecycle step) and drawn straight onto the
canvas as one filled path: reportlab's QR widget encodes twice per drawing (bounds, then draw) and builds a
validated shape object per run of modules, which was a quarter of a form's drawing time. Every new permit is a new
payload, so the encoding itself is cut too: reportlab lays the modules out nine times to pick a mask; here once, with
the eight masks scored in numpy by reportlab's rules (same mask, same modules).
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING

import numpy as np
from reportlab.graphics.barcode import qrencoder
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, TableStyle

from mcp_server.pdf.sections import WIDTH, fmt_dt
from mcp_server.pdf.style import FormTable, Paragraph, Styles, esc

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

# The Reed-Solomon generator polynomial of a block's error-correction length is the same every time; reportlab
# multiplies it out again for every block of every code (a fifth of a permit number's QR code). Its polynomials are
# never changed once made, so one per length is kept.
if not hasattr(qrencoder.QRUtil.getErrorCorrectPolynomial, "cache_info"):
    qrencoder.QRUtil.getErrorCorrectPolynomial = staticmethod(
        lru_cache(maxsize=64)(qrencoder.QRUtil.getErrorCorrectPolynomial)
    )


@lru_cache(maxsize=512)
def qr_runs(data: str) -> tuple[int, tuple[tuple[int, int, int], ...]]:
    """The QR code of `data` (error correction M) as its module count and the runs of dark modules per row,
    (row, first column, length): what reportlab's QrCodeWidget draws, computed once per payload."""
    qr = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    qr.addData(data)
    qr.version = qr.calculate_version()
    modules = final_modules(qr)  # the modules qr.make() lays out, with the mask chosen and applied in numpy
    count = modules.shape[0]
    edges = np.zeros((count, count + 2), dtype=np.int8)
    edges[:, 1:-1] = modules
    rows, starts = np.nonzero(np.diff(edges, axis=1) == 1)  # a run of dark modules starts where 0 turns 1
    _, ends = np.nonzero(np.diff(edges, axis=1) == -1)  # and ends where 1 turns 0; both in row-major order
    runs = tuple(zip(rows.tolist(), starts.tolist(), (ends - starts).tolist(), strict=True))
    return count, runs


_PATTERN3 = np.array([True, False, True, True, True, False, True, False, False, False, False])


@lru_cache(maxsize=8)
def _mask_grids(count: int) -> np.ndarray:
    """reportlab's eight mask functions evaluated over a count × count grid, shape (8, count, count)."""
    masks = qrencoder.QRUtil.maskPattern
    return np.array([[[bool(masks[m](i, j)) for j in range(count)] for i in range(count)] for m in range(8)])


def lost_points(trials: np.ndarray) -> list[int]:
    """reportlab's `QRUtil.getLostPoint` of each module matrix in `trials` (shape (k, n, n)), computed on arrays; the
    same numbers for every input.

    As reportlab scores it: runs of five or more equal modules (rows and columns) cost length - 2, each 2×2 block of
    one colour 3, each 1:1:3:1:1 finder-like pattern 40 (rows only, and not at the last start position: reportlab
    compares a column's tuple slice with a list, which never matches), and the dark share's distance from half."""
    k, n, _ = trials.shape
    scores = np.zeros(k, dtype=np.int64)
    for lines in (trials, trials.transpose(0, 2, 1)):
        edges = np.ones((k, n, n + 1), dtype=bool)
        edges[:, :, 1:n] = lines[:, :, 1:] != lines[:, :, :-1]
        starts = np.flatnonzero(edges)
        runs = np.diff(starts)  # run lengths; a row's end adds a run of 1, which never scores
        owner = starts[:-1] // (n * (n + 1))
        scores += np.bincount(owner, weights=np.where(runs >= 5, runs - 2, 0), minlength=k).astype(np.int64)
    top = trials[:, :-1, :-1]
    blocks = (top == trials[:, 1:, :-1]) & (top == trials[:, :-1, 1:]) & (top == trials[:, 1:, 1:])
    scores += 3 * np.count_nonzero(blocks, axis=(1, 2))
    width = len(_PATTERN3)
    if n > width:
        windows = np.lib.stride_tricks.sliding_window_view(trials, width, axis=2)[:, :, : n - width]
        scores += 40 * np.count_nonzero((windows == _PATTERN3).all(axis=3), axis=(1, 2))  # it cannot overlap itself
    dark = np.count_nonzero(trials, axis=(1, 2))
    return [int(s) + 10 * (abs(100 * int(d) // (n * n) - 50) // 5) for s, d in zip(scores, dark, strict=True)]


@lru_cache(maxsize=41)
def _data_positions(version: int) -> tuple[list[tuple[int, int]], np.ndarray]:
    """Where a QR code of `version` holds data: reportlab's (column, row) list, as `dataPosIterator` makes it (it
    depends on the version alone), and the same positions as a boolean grid."""
    qr = qrencoder.QRCode(version, qrencoder.QRErrorCorrectLevel.M)
    qr.moduleCount = count = version * 4 + 17
    positions = list(qr._dataPosIterator())
    data = np.zeros((count, count), dtype=bool)
    cols, rows = zip(*positions, strict=True)
    data[list(rows), list(cols)] = True
    return positions, data


@lru_cache(maxsize=41)
def _function_modules(version: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A QR code of `version` as reportlab's `makeImpl(True, …)` lays out everything but the data: finder, alignment
    and timing patterns, blank format bits, the version bits; with the data positions (rows, columns) in the order
    reportlab fills them."""
    qr = qrencoder.QRCode(version, qrencoder.QRErrorCorrectLevel.M)
    qr.addData("")
    qr.makeImpl(True, 0)
    template = np.array(qr.modules, dtype=bool)
    positions, data = _data_positions(version)
    template[data] = False
    cols, rows = (np.array(axis) for axis in zip(*positions, strict=True))
    return template, rows, cols


def final_modules(qr: qrencoder.QRCode) -> np.ndarray:
    """The module matrix reportlab's `qr.make()` lays out, as a boolean array, with one trial placement instead of
    nine: with test=True the format and version modules are blank whatever the mask, so the eight trial matrices of
    `getBestMaskPattern` differ only by each mask applied to the data modules. The mask with the lowest lost point
    (the first on a tie, as reportlab picks) is applied, then the format (and version) bits are written by
    reportlab's own code, as `makeImpl(False, mask)` writes them."""
    positions, data = _data_positions(qr.version)
    template, rows, cols = _function_modules(qr.version)
    count = template.shape[0]
    # what makeImpl(True, mask) places: the function patterns, then reportlab's codewords bit by bit along the data
    # positions (most significant bit first; positions past the last bit stay light), then the mask
    qr.moduleCount = count
    qr.dataCache = qrencoder.QRCode.createData(qr.version, qr.errorCorrectLevel, qr.dataList)
    bits = np.unpackbits(np.array(qr.dataCache, dtype=np.uint8)).astype(bool)[: len(rows)]
    unmasked = template.copy()
    unmasked[rows[: len(bits)], cols[: len(bits)]] = bits
    grids = _mask_grids(count) & data
    trials = unmasked[None] ^ grids
    scores = lost_points(trials)
    best = scores.index(min(scores))
    qr.modules = trials[best].tolist()
    qr.setupTypeInfo(False, best)
    if qr.version >= 7:
        qr.setupTypeNumber(False)
    return np.array(qr.modules, dtype=bool)


class QrFlowable(Flowable):
    """A square QR code of `size` points with a four-module quiet zone, drawn as one filled path."""

    def __init__(self, data: str, size: float = QR_SIZE) -> None:
        super().__init__()
        self.data = data
        self.width = self.height = size

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def print_sig(self) -> tuple:
        """What it prints, for the table caches in style.py."""
        return ("QrFlowable", self.data, self.width)

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
