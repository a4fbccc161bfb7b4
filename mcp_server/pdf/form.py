"""Render a permit and its validation as the printable permit-to-work form (reportlab platypus, A4).

Rendering is in memory and deterministic (reportlab's invariant mode: fixed dates and document ids),
so the same permit and validation always give the same bytes and the same sha256. That is what lets a render be
done once per revision: the PDF is kept (bounded LRU) under the sha256 of everything the form reads (permit,
validation, work order, lifecycle, policy version, page limit) and the same input again is answered from it.
"""

from __future__ import annotations

import hashlib
import io
import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property, partial

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import rtlSupport
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Spacer,
    TableStyle,
)
from reportlab.platypus.doctemplate import LayoutError

from common.limits import PDF_MAX_BYTES
from mcp_server.pdf.audit import audit_section
from mcp_server.pdf.context import FormContext, LifecycleContext, SignedBox, WorkOrderContext
from mcp_server.pdf.crew import (
    annex_heading,
    entry_log,
    evidence_section,
    field_signatures,
    fire_watch,
    issue_signatures,
    rescue_plan,
    revalidation_rows,
    signoff_strip,
)
from mcp_server.pdf.failures import FormInputError, PdfTooLarge
from mcp_server.pdf.fieldrecords import gas_log, holds_table, isolation_register
from mcp_server.pdf.sections import PAD, WIDTH, Sections, fmt_dt, section_table
from mcp_server.pdf.stamp import footer_text, status_stamp
from mcp_server.pdf.style import (
    AMBER,
    HEAD_BG,
    INK,
    MUTED,
    RED,
    RESULT_COLOURS,
    RULE,
    SANS,
    SANS_BOLD,
    WATERMARK,
    FormTable,
    Paragraph,
    Styles,
    TickBox,
    WriteLine,
    cached_layout,
    cell_sig,
    esc,
    fit,
    para,
    register_fonts,
    remember_layout,
    replay,
)
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.permits.types import resolve_permit_type

PAGE_W, PAGE_H = A4
MARGIN_X = 15 * mm
MARGIN_TOP = 22 * mm
MARGIN_BOTTOM = 20 * mm
DEFAULT_MAX_PAGES = 40
DEFAULT_MAX_BYTES = PDF_MAX_BYTES
MAX_TEXT_CHARS = 250_000
NOT_VALID = "NOT VALID FOR ISSUE"

__all__ = ["FormInputError", "LifecycleContext", "PdfTooLarge", "RenderedPdf", "WorkOrderContext", "render_permit_pdf"]

_render_lock = threading.Lock()  # reportlab keeps some module-level state; one build at a time per process
_MISSING = object()
CACHE_BYTES = 16 * 1024 * 1024  # rendered PDFs kept by input digest (typically 40-60 kB each)
CACHE_ENTRIES = 256


@dataclass(frozen=True)
class RenderedPdf:
    data: bytes
    pages: int

    @cached_property
    def sha256(self) -> str:
        """Hex sha256 of `data`: the content key, the PDF row and the alias check use it; a form answered from the
        render cache keeps it, so the same bytes are hashed once."""
        return hashlib.sha256(self.data).hexdigest()


class _RenderCache:
    """Rendered PDFs by the digest of their input, least recently used first out, bounded in count and bytes.

    Safe because the drawing is a pure function of that input in a running process (invariant mode, fonts and the
    site list loaded once, no clock read): the same input drawn again gives the same bytes. A process restart (new
    code) starts empty."""

    def __init__(self, max_bytes: int = CACHE_BYTES, max_entries: int = CACHE_ENTRIES) -> None:
        self.max_bytes, self.max_entries = max_bytes, max_entries
        self._items: OrderedDict[str, RenderedPdf] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: str) -> RenderedPdf | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: str, rendered: RenderedPdf) -> None:
        if len(rendered.data) > self.max_bytes // 4:
            return
        with self._lock:
            if key in self._items:
                return
            self._items[key] = rendered
            self._bytes += len(rendered.data)
            while self._bytes > self.max_bytes or len(self._items) > self.max_entries:
                _, old = self._items.popitem(last=False)
                self._bytes -= len(old.data)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0


render_cache = _RenderCache()


def input_digest(parts: list[str]) -> str:
    """sha256 of the form's input texts, each length-prefixed so no two inputs run together."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8", "surrogatepass")
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return digest.hexdigest()


def _bullets(items: list[str], colour: colors.Color = INK) -> list[Flowable]:
    style = Styles.bullet.clone("b", textColor=colour)
    return [Paragraph(esc(item), style, bulletText="•") for item in items]


def validation_section(sections: Sections) -> list[Flowable]:
    v = sections.ctx.validation
    counts = (
        f"Status: <b>{esc(v.validationStatus)}</b>{' — ' + NOT_VALID if sections.ctx.not_valid else ''} · "
        f"errors {len(v.errors)} · warnings {len(v.warnings)} · checks {len(v.checks)}"
    )
    title = section_table(sections.title("Validation result"), None, [[Paragraph(counts, Styles.value)]], [WIDTH])
    parts: list[Flowable] = []
    for heading, items, colour in (
        ("Errors — must be corrected before this permit can be issued", v.errors, RED),
        ("Warnings — review with the issuing authority", v.warnings, AMBER),
        ("Recommendations", v.recommendations, INK),
    ):
        if items:
            head = Paragraph(f"<b>{esc(heading)}</b>", Styles.body.clone("h", textColor=colour, spaceBefore=5))
            bullets = _bullets(items, colour if colour is RED else INK)
            parts += [KeepTogether([head, *bullets[:2]]), *bullets[2:]]
    out: list[Flowable] = [title, *parts, Spacer(0, 3 * mm)]
    if v.checks:
        rows, extra = [], []
        widths = [50 * mm, 16 * mm, 80 * mm, 34 * mm]
        for i, check in enumerate(v.checks, 2):
            ink, bg = RESULT_COLOURS[check.result]
            rule = " · ".join(x for x in (check.ruleId, check.source) if x)
            cells = [fit(check.check, widths[0] - PAD), check.result.upper(), fit(check.details, widths[2] - PAD)]
            rows.append([*cells, fit(rule, widths[3] - PAD)])
            extra += [("BACKGROUND", (1, i), (1, i), bg), ("TEXTCOLOR", (1, i), (1, i), ink)]
        findings = section_table("Findings — checks run", ["Check", "Result", "Details", "Rule / source"], rows, widths)
        findings.setStyle(
            TableStyle([("ALIGN", (1, 2), (1, -1), "CENTER"), ("FONT", (1, 2), (1, -1), SANS_BOLD, 8), *extra])
        )
        out.append(findings)
    else:
        out.append(Paragraph("No individual checks were reported.", Styles.small))
    return [*out, Spacer(0, 4 * mm)]


class SignatureBox(Flowable):
    """A sign-off box drawn straight onto the canvas: the heading bar, an optional row (the close-out ticks) and the
    write-on lines, boxed, then a gap below; never split across pages.

    It draws what the reportlab Table it replaces drew (same paddings: 5 left, 6 right, 3 above and below the
    heading, 8 above the other rows; heading text at the bottom of its bar) without the table's style resolution,
    span bookkeeping and the second layout pass of a KeepTogether, one for each of the seven or more boxes a form
    has."""

    LEFT, RIGHT, HEAD_PAD, ROW_TOP, ROW_BOTTOM = 5, 6, 3, 8, 3
    MIN_CONTENT = 12  # the table's empty filler cells (default leading 12) made every row at least this high

    def __init__(self, head: list[Paragraph], before: Flowable | None, lines: list[WriteLine], gap: float) -> None:
        super().__init__()
        self.head, self.before, self.lines, self.gap = head, before, lines, gap
        self.width = WIDTH
        self._rows: tuple[list[float], float, float, float] = ([], 0.0, 0.0, 0.0)
        self._measured = False

    def print_sig(self) -> tuple | None:
        """What the box prints (its heading paragraphs, the row above the lines, the lines), for the block caches."""
        heads = tuple(cell_sig(p) for p in self.head)
        before = cell_sig(self.before) if self.before is not None else ()
        if None in heads or before is None:
            return None
        lines = tuple((line.label, line.width, line.height, line.value) for line in self.lines)
        return ("SignatureBox", heads, before, lines, self.gap)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        key = self.__dict__.get("_key", _MISSING)
        if key is _MISSING:
            key = self._key = self.print_sig()
        found = cached_layout(key)
        if found is not None:
            self._rows, self.height = found
            self._measured = False  # its parts are laid out only if it has to be drawn
            return self.width, self.height
        self._measure(avail_height)
        if key is not None:
            remember_layout(key, (self._rows, self.height))
        return self.width, self.height

    def _measure(self, avail_height: float) -> None:
        inner = WIDTH - self.LEFT - self.RIGHT
        heads = [p.wrap(inner, avail_height)[1] for p in self.head]
        head = max(sum(heads), self.MIN_CONTENT) + 2 * self.HEAD_PAD
        middle = 0.0
        if self.before:
            middle = max(self.before.wrap(inner, avail_height)[1], self.MIN_CONTENT) + self.ROW_TOP + self.ROW_BOTTOM
        bottom = max(line.wrap(WIDTH, avail_height)[1] for line in self.lines) + self.ROW_TOP + self.ROW_BOTTOM
        self._rows = (heads, head, middle, bottom)
        self.height = head + middle + bottom + self.gap
        self._measured = True

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []  # kept whole: moves to the next page when it does not fit

    def draw(self) -> None:
        key = self.__dict__.get("_key")
        replay(self.canv, None if key is None else (key, repr(self._rows)), self._draw)

    def _draw(self) -> None:
        if not self._measured:
            self._measure(PAGE_H)
        canv = self.canv
        heads, head, middle, bottom = self._rows
        base = self.gap  # the gap is below the box
        head_bottom = base + bottom + middle
        top = head_bottom + head
        canv.saveState()
        canv.setFillColor(HEAD_BG)
        canv.rect(0, head_bottom, WIDTH, top - head_bottom, stroke=0, fill=1)
        y = head_bottom + self.HEAD_PAD + sum(heads)
        for paragraph, height in zip(self.head, heads, strict=True):
            y -= height
            paragraph.drawOn(canv, self.LEFT, y)
        if self.before:
            self.before.drawOn(canv, self.LEFT, base + bottom + self.ROW_BOTTOM)
        col = WIDTH / len(self.lines)
        for i, line in enumerate(self.lines):
            line.drawOn(canv, i * col + self.LEFT, base + self.ROW_BOTTOM)
        canv.setLineCap(1)
        canv.setLineJoin(1)
        canv.setStrokeColor(colors.black)
        canv.setLineWidth(0.8)
        canv.line(0, top, WIDTH, top)
        canv.line(0, base, WIDTH, base)
        canv.line(0, base, 0, top)
        canv.line(WIDTH, base, WIDTH, top)
        canv.restoreState()


def _signature_box(
    heading: str,
    warning: str | None,
    lines: list[str],
    before: Flowable | None = None,
    values: list[str] | None = None,
) -> Flowable:
    head = [Paragraph(f"<b>{esc(heading)}</b>", Styles.head)]
    if warning:
        head.append(Paragraph(f"<font color='#ffcdd2'><b>{esc(warning)}</b></font>", Styles.head))
    col = WIDTH / len(lines)
    values = values or [""] * len(lines)
    writes = [WriteLine(label, col - 10, value=value) for label, value in zip(lines, values, strict=True)]
    return SignatureBox(head, before, writes, gap=2.5 * mm)


SIGN_LINES = ["Name", "Signature", "Date / time"]


def _signed_values(box: SignedBox | None) -> list[str] | None:
    """A recorded sign-off printed into its box; the signature line says it was given in PermitFlow."""
    if box is None:
        return None
    return [box.person, "e-signed in PermitFlow", fmt_dt(box.signedAt)]


def signoff_section(sections: Sections) -> list[Flowable]:
    ctx = sections.ctx
    warning = f"DO NOT SIGN — {NOT_VALID}" if ctx.not_valid else None
    statement = (
        "By signing I confirm that I have visited the work location, that the hazards above were assessed, and that "
        "every control ticked as done is in place. The person requesting the work does not approve their own permit."
    )
    title = section_table(sections.title("Authorisation and sign-off"), None, [[para(statement, Styles.body)]], [WIDTH])
    boxes = [
        _signature_box(role, warning if required else None, SIGN_LINES, values=_signed_values(box))
        for role, box, required in issue_signatures(ctx)
    ]
    # The inner KeepTogether reports an unbounded height when wrapped, so the outer one always starts the sign-off
    # section on a fresh page (as the form has printed it since the boxes were tables kept together).
    out: list[Flowable] = [KeepTogether([title, Spacer(0, 2.5 * mm), KeepTogether([boxes[0]])]), *boxes[1:]]
    field = ctx.lifecycle.field if ctx.lifecycle else None
    for _, heading, recorded in field_signatures(ctx):
        values = [recorded.person, "e-signed in PermitFlow", fmt_dt(recorded.at)] if recorded else None
        out.append(_signature_box(heading, None, SIGN_LINES, values=values))
    close_out = FormTable(
        [[TickBox(), para("Work complete"), TickBox(), para("Work incomplete — permit suspended"), TickBox(),
          para("Area left safe; isolations status recorded")]],
        colWidths=[6 * mm, 30 * mm, 6 * mm, 58 * mm, 6 * mm, 68 * mm],
    )  # fmt: skip
    close_out.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 1)]))
    closed = field.closeout if field else None
    closed_values = [closed.person, "e-signed in PermitFlow", fmt_dt(closed.at)] if closed else None
    heading = f"Close-out — {closed.step}" if closed else "Close-out"
    out.append(
        _signature_box(
            heading, None, ["Name (performing authority)", "Signature", "Date / time"], close_out,
            values=closed_values,
        )
    )  # fmt: skip
    return out


def _keep(*flowables: Flowable, max_rows: int = 14) -> list[Flowable]:
    """Keep a short section on one page; a long one splits, its title and headings repeating."""
    rows = sum(getattr(f, "_nrows", 0) for f in flowables)
    return [KeepTogether(list(flowables))] if rows <= max_rows else list(flowables)


def build_story(ctx: FormContext) -> list[Flowable]:
    """The crew's blocks first (page 1: stamp, validity, isolations, gas tests, controls), then the annex."""
    sections = Sections(ctx)
    gap = Spacer(0, 4 * mm)
    head = sections.heading()
    # The status stamp says what the permit is now (no lifecycle yet: a draft); the verdict matters only on a draft.
    status = ctx.lifecycle.status if ctx.lifecycle is not None else "draft"
    head[2:3] = [status_stamp(ctx)] if status != "draft" else [status_stamp(ctx), gap, head[2]]
    story: list[Flowable] = [*head, sections.work_details(), gap, *isolation_register(sections)]
    if sections.needs_gas_test():
        story += [*_keep(*sections.gas_tests(), max_rows=40), gap]
    story += gas_log(sections)
    story += signoff_strip(sections)
    story += [sections.controls(), gap, *_keep(sections.hazards()), gap]
    story += [*_keep(sections.ppe()), gap, *entry_log(sections), *rescue_plan(sections), *fire_watch(sections)]
    story += [*_keep(sections.attachments()), gap, *_keep(sections.cross_references()), gap, *sections.notes()]
    story += signoff_section(sections)
    story += holds_table(sections)
    story += revalidation_rows(sections)
    story += [PageBreak(), annex_heading(), gap]
    story += validation_section(sections)
    story += evidence_section(sections)
    story += audit_section(sections)
    return story


PRELUDE_FONTS = (SANS_BOLD, SANS)
PRELUDE_CHARS = "·—"


def _prelude(doc: object) -> None:
    """Name the form's two fonts and code the two non-ASCII characters every form prints, in the order every form
    first uses them (the title block's bold heading, then the plain text; '·' in the subtitle, then '—' in the status
    stamp), before anything is drawn. The PDF is the same (the names and codes are those the first uses would give,
    no character is added to a subset) but no block is then the first to name a font or code these characters, which
    would keep it out of the block caches (`style.replay`): the title block's heading, the status stamp and the work
    details come back from them in every later form. A form whose first uses come in another order gets other names
    and codes, and is as valid."""
    for name in PRELUDE_FONTS:
        font = pdfmetrics.getFont(name)
        font.splitString(PRELUDE_CHARS, doc)
        font.getSubsetInternalName(0, doc)


class _NumberedCanvas(Canvas):
    """Holds pages back until the end so every footer can say 'Page n of N'."""

    def __init__(self, *args, footer=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._pages: list[dict] = []
        self._footer = footer
        _prelude(self._doc)

    def showPage(self) -> None:  # noqa: N802 - reportlab's name
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def drawString(self, x, y, text, mode=None, charSpace=0, direction=None, wordSpace=None, shaping=False) -> None:  # noqa: ANN001, N802, PLR0913 - reportlab's signature
        """reportlab's drawString without its bidi step when there is nothing for it to do: without rlbidi that step
        returns the text unchanged and measures its width, which drawString then throws away (one width per
        string; a form draws ~250). The text object and the bytes written are the same."""
        if rtlSupport or mode is not None or charSpace or direction or wordSpace or shaping:
            super().drawString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
            return
        t = self.beginText(x, y)
        t.textLine(text)
        self.drawText(t)

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, 1):
            self.__dict__.update(state)
            if self._footer:
                self._footer(self, number, total)
            super().showPage()
        super().save()


class _Page:
    """Header, footer and (for a failed permit) the watermark drawn on every page."""

    def __init__(self, ctx: FormContext, max_pages: int) -> None:
        self.ctx = ctx
        self.max_pages = max_pages

    def on_page(self, canv: Canvas, doc: BaseDocTemplate) -> None:
        if doc.page > self.max_pages:
            raise PdfTooLarge(f"the permit would print on more than {self.max_pages} pages")
        ctx = self.ctx
        canv.saveState()
        top = PAGE_H - 12 * mm
        canv.setFillColor(INK)
        canv.setFont(SANS_BOLD, 9)
        canv.drawString(MARGIN_X, top, f"PERMIT TO WORK · {ctx.permit_type.value.upper()}")
        canv.setFont(SANS_BOLD, 12)
        canv.drawRightString(PAGE_W - MARGIN_X, top, ctx.permit.permitId)
        if ctx.not_valid:
            canv.setFillColor(RED)
            canv.setFont(SANS_BOLD, 10)
            canv.drawCentredString(PAGE_W / 2 + 10 * mm, top, NOT_VALID)
        canv.setStrokeColor(INK)
        canv.setLineWidth(1.2)
        canv.line(MARGIN_X, top - 3 * mm, PAGE_W - MARGIN_X, top - 3 * mm)
        canv.restoreState()

    def footer(self, canv: Canvas, number: int, total: int) -> None:
        ctx = self.ctx
        canv.saveState()
        if ctx.not_valid:
            # Drawn last, over the content but translucent, so no table background can hide it.
            canv.setFillColor(WATERMARK)
            canv.setFillAlpha(0.18)
            canv.setFont(SANS_BOLD, 58)
            canv.translate(PAGE_W / 2, PAGE_H / 2)
            canv.rotate(55)
            canv.drawCentredString(0, -20, NOT_VALID)
            canv.restoreState()
            canv.saveState()
        base = 11 * mm
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.6)
        canv.line(MARGIN_X, base + 5 * mm, PAGE_W - MARGIN_X, base + 5 * mm)
        canv.setFillColor(MUTED)
        canv.setFont(SANS, 7)
        canv.drawString(
            MARGIN_X,
            base + 1.5 * mm,
            f"{ctx.permit.permitId} · {ctx.permit_type.value} · policy {ctx.policy_version} · "
            f"validation {ctx.validation.validationStatus}",
        )
        canv.drawString(
            MARGIN_X,
            base - 2 * mm,
            footer_text(ctx.lifecycle.status if ctx.lifecycle else "draft"),
        )
        canv.setFont(SANS_BOLD, 8)
        canv.setFillColor(INK)
        canv.drawRightString(PAGE_W - MARGIN_X, base + 1.5 * mm, f"Page {number} of {total}")
        canv.restoreState()


def render_permit_pdf(
    permit: Permit,
    validation: Validation,
    work_order: WorkOrderContext | None = None,
    *,
    policy_version: str = "v1.0",
    max_pages: int = DEFAULT_MAX_PAGES,
    max_bytes: int = DEFAULT_MAX_BYTES,
    lifecycle: LifecycleContext | None = None,
) -> RenderedPdf:
    """Draw the form; raise FormInputError, UnknownPermitType or PdfTooLarge naming the problem."""
    if validation.permitId != permit.permitId:
        raise FormInputError(
            f"validation.permitId {validation.permitId[:40]!r} does not match permit.permitId {permit.permitId!r}"
        )
    work_order = work_order or WorkOrderContext()
    texts = [m.model_dump_json() for m in (permit, validation, work_order)]
    text_size = sum(len(t) for t in texts)
    if text_size > MAX_TEXT_CHARS:
        raise PdfTooLarge(
            f"permit, validation and work order hold {text_size} characters; the limit is {MAX_TEXT_CHARS}"
        )
    lifecycle_text = lifecycle.model_dump_json() if lifecycle is not None else ""
    key = input_digest([*texts, lifecycle_text, policy_version, str(max_pages)])
    cached = render_cache.get(key)

    if cached is None:
        cached = _draw(permit, validation, work_order, policy_version, max_pages, lifecycle)
        render_cache.put(key, cached)
    if len(cached.data) > max_bytes:
        raise PdfTooLarge(f"the rendered permit is {len(cached.data)} bytes; the limit is {max_bytes}")
    return cached


def _draw(
    permit: Permit,
    validation: Validation,
    work_order: WorkOrderContext,
    policy_version: str,
    max_pages: int,
    lifecycle: LifecycleContext | None,
) -> RenderedPdf:
    ctx = FormContext(permit, validation, work_order, resolve_permit_type(permit.type), policy_version, lifecycle)
    register_fonts()
    page = _Page(ctx, max_pages)
    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN_X,
        rightMargin=MARGIN_X,
        topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM,
        title=f"Permit {permit.permitId} ({ctx.permit_type.value})",
        author="PermitFlow",
        subject=f"Permit to work {permit.permitId}: validation {validation.validationStatus}",
        creator="PermitFlow pdf.render",
        invariant=1,
        pageCompression=1,
    )
    frame = Frame(MARGIN_X, MARGIN_BOTTOM, PAGE_W - 2 * MARGIN_X, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM, 0, 0, 0, 0)
    doc.addPageTemplates([PageTemplate("form", [frame], onPage=page.on_page)])
    with _render_lock:
        try:
            doc.build(build_story(ctx), canvasmaker=partial(_NumberedCanvas, footer=page.footer))
        except PdfTooLarge:
            # reportlab re-raises with its own context prepended; give the caller the plain message.
            raise PdfTooLarge(f"the permit would print on more than {max_pages} pages") from None
        except LayoutError as exc:
            raise PdfTooLarge(f"an entry is too long to fit on one page: {str(exc)[:200]}") from None
    return RenderedPdf(data=buffer.getvalue(), pages=doc.page)
