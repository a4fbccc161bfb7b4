"""Fonts, colours, paragraph styles and small flowables shared by the permit form.

Fonts are TrueType (DejaVu when the system has it, else the Vera fonts bundled with reportlab) so
names, units and symbols outside Latin-1 (≥, Ω, °, ü) print instead of breaking the form.

Tables are laid out and drawn once per content: a table that prints what one laid out or drawn before printed (in
this form or an earlier one: a permit type's controls, PPE, gas tests and sign-off strip come back in every form)
takes that layout and writes that drawing's page operators again, only where they are the bytes a fresh drawing
would write (`replay`).
"""

from __future__ import annotations

import re
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable, Iterator
from functools import lru_cache, partial
from pathlib import Path
from weakref import WeakKeyDictionary
from xml.sax.saxutils import escape

import reportlab
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Flowable, Table, TableStyle
from reportlab.platypus.paragraph import Paragraph as _Paragraph
from reportlab.platypus.paragraph import cleanBlockQuotedText
from reportlab.platypus.tables import CellStyle

SANS = "PF-Sans"
SANS_BOLD = "PF-Sans-Bold"

_FONT_CANDIDATES: list[tuple[Path, Path]] = [
    (
        Path("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"),
        Path("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"),
    ),
    (
        Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ),
    (Path(reportlab.__file__).parent / "fonts" / "Vera.ttf", Path(reportlab.__file__).parent / "fonts" / "VeraBd.ttf"),
]
_fonts_lock = threading.Lock()
_fonts_ready = False


def _memo_subsets(make_subset: Callable[[list[int]], bytes]) -> Callable[[list[int]], bytes]:
    """A font's subset by the glyphs a form uses: most forms use the same few dozen, so the subset is cut once."""
    cached = lru_cache(maxsize=32)(lambda glyphs: make_subset(list(glyphs)))
    return lambda subset: cached(tuple(subset))


def _known_chars_first(font: TTFont) -> Callable[..., list[tuple[int, bytes]]]:
    """`font.splitString` (text → runs of (subset, codes) in this document) answered in one pass when every
    character already has its code in the document's first subset, as almost every string after a form's first
    lines does; anything else (a new character, a glyph the font lacks, a second subset) goes through reportlab's
    own loop, which assigns codes. Same result either way."""
    split = font.splitString

    def split_string(text: str | bytes, doc: object, encoding: str = "utf-8") -> list[tuple[int, bytes]]:
        state = font.state.get(doc) if isinstance(text, str) else None
        if state is not None:
            assigned = state.assignments
            try:
                codes = [assigned[code] for code in map(ord, text.replace("\xa0", " "))]
            except KeyError:
                codes = None
            if codes is not None and (not codes or max(codes) < 256):
                return [(0, bytes(codes))] if codes else []
        return split(text, doc, encoding)

    return split_string


class _MemoZCompress(pdfdoc.PDFStreamFilterZCompress):
    """reportlab's Flate filter (same zlib call, same bytes) that remembers its last few outputs by input: the font
    subsets and their character maps are the same bytes in almost every form (over half of what a form compresses),
    page contents never are. Installed as `pdfdoc.PDFZCompress`, the one instance reportlab's streams use."""

    ENTRIES = 16

    def __init__(self) -> None:
        self._done: OrderedDict[bytes, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def encode(self, text: str | bytes) -> bytes:
        data = text.encode("utf8") if isinstance(text, str) else text
        with self._lock:
            found = self._done.get(data)
            if found is not None:
                self._done.move_to_end(data)
                return found
        encoded = zlib.compress(data)
        with self._lock:
            self._done[data] = encoded
            if len(self._done) > self.ENTRIES:
                self._done.popitem(last=False)
        return encoded


_PDFDOC_ONLY = re.compile("[\x18-\x1f]")  # the ASCII characters PDFDocEncoding gives other meanings (and refuses)


def _ascii_first(encode: Callable[[object], object]) -> Callable[[object], object]:
    """reportlab's `pdfdocEnc` (text → PDFDocEncoding bytes; each page's operators pass through it) answered by the
    ASCII codec when the text is ASCII outside 0x18-0x1f, where the two give the same bytes; anything else (and any
    error) is reportlab's. Its codec is a Python charmap, several times slower on a page's worth of operators."""

    def pdfdoc_enc(x: object) -> object:
        if isinstance(x, str) and x.isascii() and not _PDFDOC_ONLY.search(x):
            return x.encode("ascii")
        return encode(x)

    return pdfdoc_enc


def _memo_number_arrays(format_array: Callable[..., bytes]) -> Callable[..., bytes]:
    """`PDFArray.format` remembering long arrays of numbers (a font subset's glyph widths: the same 256 numbers in
    almost every form), by their values; any other array is formatted each time. Same bytes: a number's text does
    not depend on the document."""
    done: OrderedDict[tuple, bytes] = OrderedDict()
    lock = threading.Lock()

    def format_(self: pdfdoc.PDFArray, document: object, IND: bytes = b"\n ") -> bytes:  # noqa: N803
        seq = self.sequence
        if len(seq) < 32 or IND != b"\n " or not all(type(e) is int or type(e) is float for e in seq):
            return format_array(self, document, IND)
        key = (tuple(seq), self.multiline)
        with lock:
            found = done.get(key)
        if found is None:
            found = format_array(self, document, IND)
            with lock:
                done[key] = found
                if len(done) > 64:
                    done.popitem(last=False)
        return found

    return format_


def register_fonts() -> None:
    """Register the form's two fonts once per process (reportlab's font registry is global)."""
    global _fonts_ready
    with _fonts_lock:
        if _fonts_ready:
            return
        regular, bold = next((r, b) for r, b in _FONT_CANDIDATES if r.is_file() and b.is_file())
        for name, path in ((SANS, regular), (SANS_BOLD, bold)):
            font = TTFont(name, str(path))
            font.face.makeSubset = _memo_subsets(font.face.makeSubset)
            font.splitString = _known_chars_first(font)
            pdfmetrics.registerFont(font)
        pdfdoc.PDFZCompress = _MemoZCompress()
        pdfdoc.pdfdocEnc = _ascii_first(pdfdoc.pdfdocEnc)
        pdfdoc.PDFArray.format = _memo_number_arrays(pdfdoc.PDFArray.format)
        pdfmetrics.registerFontFamily(SANS, normal=SANS, bold=SANS_BOLD, italic=SANS, boldItalic=SANS_BOLD)
        _fonts_ready = True


INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#5f6368")
RULE = colors.HexColor("#9aa0a6")
HEAD_BG = colors.HexColor("#263238")
LABEL_BG = colors.HexColor("#eceff1")
STRIPE = colors.HexColor("#f7f9fa")
RED = colors.HexColor("#b71c1c")
RED_BG = colors.HexColor("#fdecea")
AMBER = colors.HexColor("#e65100")
AMBER_BG = colors.HexColor("#fff4e5")
GREEN = colors.HexColor("#1b5e20")
GREEN_BG = colors.HexColor("#e8f5e9")
WATERMARK = colors.HexColor("#d32f2f")

RESULT_COLOURS = {"ok": (GREEN, GREEN_BG), "warn": (AMBER, AMBER_BG), "error": (RED, RED_BG)}


def _style(name: str, **kw) -> ParagraphStyle:
    base = {"fontName": SANS, "fontSize": 8.5, "leading": 10.5, "textColor": INK}
    base.update(kw)
    return ParagraphStyle(name, **base)


class Styles:
    body = _style("body")
    small = _style("small", fontSize=7, leading=8.5, textColor=MUTED)
    cell = _style("cell", fontSize=8, leading=9.8)
    cell_bold = _style("cell_bold", fontName=SANS_BOLD, fontSize=8, leading=9.8)
    label = _style("label", fontName=SANS_BOLD, fontSize=7, leading=8.5, textColor=MUTED)
    value = _style("value", fontSize=9, leading=11)
    head = _style("head", fontName=SANS_BOLD, fontSize=7.5, leading=9, textColor=colors.white)
    section = _style("section", fontName=SANS_BOLD, fontSize=10, leading=12, textColor=colors.white)
    title = _style("title", fontName=SANS_BOLD, fontSize=17, leading=20)
    subtitle = _style("subtitle", fontSize=8.5, leading=10.5, textColor=MUTED)
    permit_no = _style("permit_no", fontName=SANS_BOLD, fontSize=15, leading=18, alignment=TA_CENTER)
    banner = _style("banner", fontName=SANS_BOLD, fontSize=13, leading=16, textColor=colors.white, alignment=TA_CENTER)
    banner_sub = _style("banner_sub", fontSize=8.5, leading=10.5, textColor=colors.white, alignment=TA_CENTER)
    bullet = _style("bullet", leftIndent=10, bulletIndent=2, spaceAfter=1.5)


_CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")


def esc(text: object) -> str:
    """Plain text → safe Paragraph markup: control characters dropped, <, > and & escaped, newlines kept."""
    cleaned = _CONTROL_CHARS.sub("", str(text)).replace("\t", " ").replace("\r\n", "\n").replace("\r", "\n")
    return escape(cleaned).replace("\n", "<br/>")


def _hard_split(line: str, font: str, size: float, width: float) -> list[str]:
    """Break a word wider than the column (a long tag or URL) by characters."""
    if pdfmetrics.stringWidth(line, font, size) <= width:
        return [line]
    parts, current = [], ""
    for ch in line:
        if current and pdfmetrics.stringWidth(current + ch, font, size) > width:
            parts.append(current)
            current = ""
        current += ch
    return [*parts, current]


def fit(text: object, width: float, font: str = SANS, size: float = 8) -> str:
    """Plain text pre-wrapped to a column for a table string cell (no markup, so nothing to escape).

    A string cell lays out several times faster than a Paragraph; with ~150 cells a form, this is what
    keeps rendering well above 50 PDFs/s. `width` is the column width less the cell padding. Memoised: the
    controls, PPE, checks and headings of one permit type come back in every form of that type, and measuring
    each word's width was 8 % of a new permit's pdf_render.
    """
    text = str(text)
    return _fit_cached(text, width, font, size) if len(text) <= FIT_CACHE_CHARS else _fit(text, width, font, size)


FIT_CACHE_CHARS = 400  # longer texts (a work order's description) are rare repeats; the memo stays a few MB at most


@lru_cache(maxsize=4096)
def _fit_cached(text: str, width: float, font: str, size: float) -> str:
    return _fit(text, width, font, size)


def _fit(text: str, width: float, font: str, size: float) -> str:
    cleaned = _CONTROL_CHARS.sub("", text).replace("\t", " ")
    lines: list[str] = []
    for raw in cleaned.splitlines() or [""]:
        for line in simpleSplit(raw, font, size, width) or [""]:
            lines.extend(_hard_split(line, font, size, width))
    return "\n".join(lines)


_PARSED = frozenset({"text", "frags", "style", "bulletText", "debug"})
_OWN_STYLE = re.compile(r"<\s*/?\s*(?:para|bullet)", re.IGNORECASE)  # markup that gives a paragraph its own style


class Paragraph(_Paragraph):
    """reportlab's Paragraph, laid out once per width: a form's paragraphs are wrapped at the same width several
    times (a KeepTogether measures its content, the frame wraps it again, a table cell's paragraphs are wrapped to
    size the row and again to draw them), and each wrap broke the lines anew. The wrap does not depend on the
    height offered; a split (which drops the lines) or another width lays it out again."""

    def __init__(  # noqa: PLR0913 - reportlab's signature
        self,
        text: str,
        style: ParagraphStyle | None = None,
        bulletText: str | None = None,  # noqa: N803 - reportlab's names
        frags: list | None = None,
        caseSensitive: int = 1,  # noqa: N803
        encoding: str = "utf8",
    ) -> None:
        """Parsed when first needed (wrapped, drawn, measured): a paragraph in a table found in the block caches is
        never parsed. `_source` (the text, style and bullet given) says what it prints; a part split off carries
        fragments instead and has none."""
        self._source = None
        if frags is not None or style is None or not isinstance(text, str):
            super().__init__(text, style, bulletText, frags, caseSensitive, encoding)
            return
        self.caseSensitive, self.encoding = caseSensitive, encoding
        self._source = (text, style, bulletText or getattr(style, "bulletText", None))
        self._unparsed = True

    def __getattr__(self, name: str) -> object:
        """The parsed attributes, parsing on first use (reportlab's `_setup`, as its constructor calls it)."""
        if name in _PARSED and self.__dict__.pop("_unparsed", False):
            self._setup(*self._source, None, cleanBlockQuotedText)
            return getattr(self, name)
        raise AttributeError(name)

    def _given_style(self) -> ParagraphStyle | None:
        """The style the parse will keep, without parsing: the one given, unless the text opens a `<para>` or
        `<bullet>` tag (whose attributes make the parser copy and change it). None when already parsed or unsure."""
        source = self.__dict__.get("_source")
        if source is None or "_unparsed" not in self.__dict__ or _OWN_STYLE.search(source[0]):
            return None
        return source[1]

    def getSpaceBefore(self) -> float:  # noqa: N802 - reportlab's name
        """reportlab's answer (the style's spaceBefore) without parsing the text: a table sizing its rows asks every
        Paragraph cell, including those whose layout and drawing come from the block caches."""
        style = self._given_style()
        if style is None or "spaceBefore" in self.__dict__:
            return super().getSpaceBefore()
        return style.spaceBefore if hasattr(style, "spaceBefore") else 0

    def getSpaceAfter(self) -> float:  # noqa: N802 - reportlab's name
        """As `getSpaceBefore`, for spaceAfter."""
        style = self._given_style()
        if style is None or "spaceAfter" in self.__dict__:
            return super().getSpaceAfter()
        return style.spaceAfter if hasattr(style, "spaceAfter") else 0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 - reportlab's names
        """reportlab's wrap, once per width; a paragraph of the same text and style laid out before at this width
        (in this form or an earlier one) takes that layout: its broken lines (read, never changed, by drawing and
        splitting) and size."""
        done = self.__dict__.get("_wrapped")
        if done is not None and done[0] == availWidth and done[1] is self.__dict__.get("blPara"):
            return done[2]
        key = None if self._source is None else ("Paragraph", cell_sig(self), availWidth)
        found = cached_layout(key)
        if found is not None:
            self.__dict__.update(found)
            size = self.width, self.height
        else:
            self.frags  # noqa: B018 - parsed first, so that only what the wrap sets is kept
            before = dict(self.__dict__)
            size = super().wrap(availWidth, availHeight)
            if key is not None:
                remember_layout(key, {k: v for k, v in self.__dict__.items() if before.get(k, _MISSING) is not v})
        self._wrapped = (availWidth, self.__dict__.get("blPara"), size)
        return size


def para(text: object, style: ParagraphStyle = Styles.cell, markup: str | None = None) -> Paragraph:
    """A Paragraph of plain text; `markup` (trusted, ours) wraps it, e.g. '<b>{}</b>'."""
    safe = esc(text)
    return Paragraph(markup.format(safe) if markup else safe, style)


class FormTable(Table):
    """A reportlab Table laid out and split by reportlab (so row heights and page breaks are reportlab's) whose
    cells are drawn straight onto the canvas.

    reportlab draws each string line as its own text object (font, colour, position, one string) and lays every
    flowable cell out again while drawing; here all of a table's string lines go into one text object (the font and
    colour written only when they change), the tick boxes are drawn as rectangles where reportlab would put them,
    an empty cell draws nothing (reportlab wrote a text object with an empty string for each of ~70 a form) and
    only other flowables (Paragraphs) go through reportlab's own cell drawing. Backgrounds and rules are
    reportlab's, drawn in the same order (backgrounds, cells, lines)."""

    def __init__(self, data, colWidths=None, rowHeights=None, style=None, **kw) -> None:  # noqa: ANN001, N803
        own = "cellStyles" not in kw
        # the cells' styles are made when first used (`_cellStyles`): a table found in the caches never needs them
        super().__init__(data, colWidths, rowHeights, style, **({"cellStyles": _LATER} if own else {}), **kw)
        # What the table prints, as a key for the layout and drawing caches; None when it cannot be said (a part
        # reportlab split off, which gets its styles copied, not through setStyle; a cell we cannot describe).
        self._sig: tuple | None = None
        if style is None and own:
            cells = _cells_sig(data)
            if cells is not None:
                self._sig = (cells, repr(colWidths), repr(rowHeights), repr(sorted(kw.items())))

    @property
    def _cellStyles(self) -> list[list[CellStyle]]:  # noqa: N802 - reportlab's name
        """reportlab's cell styles, one per cell, made on first use as reportlab's constructor makes them."""
        styles = self.__dict__.get("_cell_styles")
        if styles is None or styles is _LATER:
            styles = self.__dict__["_cell_styles"] = [
                [CellStyle(repr((i, j))) for j in range(self._ncols)] for i in range(self._nrows)
            ]
        return styles

    @_cellStyles.setter
    def _cellStyles(self, styles: list[list[CellStyle]]) -> None:  # noqa: N802
        self.__dict__["_cell_styles"] = styles

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 - reportlab's names
        """Laid out once per width: a KeepTogether measures a table, then the frame wraps it again (and again on the
        next page when it did not fit). The form's column widths are fixed and it uses no LongTable, so the row
        heights depend on nothing else; a new style lays it out again. A table that prints the same as one laid out
        before at this width (in this or an earlier form) takes that layout (`_layouts`)."""
        done = self.__dict__.get("_wrapped")
        if done is not None and done[0] == availWidth:
            self.availWidth = availWidth
            return done[1]
        fixed = None not in self._argW and "*" not in self._argW
        key = (self._sig, availWidth) if fixed and self._sig is not None else None
        found = cached_layout(key)
        if found is not None:
            self.__dict__.update({k: list(v) if type(v) is list else v for k, v in found[0].items()})
            size = found[1]
        else:
            self._styled()
            before = dict(self.__dict__) if key is not None else None
            size = super().wrap(availWidth, availHeight)
            # reportlab's long-table layout stops measuring rows at the height offered only when rows are spanned
            fixed = fixed and not any(v and v[1] != v[3] for v in self.__dict__.get("_spanRanges", {}).values())
            if before is not None and fixed:
                changed = {
                    k: v
                    for k, v in self.__dict__.items()
                    if before.get(k, _MISSING) is not v and k not in ("_cell_styles", "_cellvalues")
                }
                _remember(_layouts, key, (changed, size))
        if fixed:
            self._wrapped = (availWidth, size)
        return size

    def setStyle(self, tblstyle) -> None:  # noqa: ANN001, N802 - reportlab's name
        """Applied when the table is first laid out, split or drawn, not here: a table whose layout and drawing are
        both found in the caches never needs its cells' styles (reportlab resolves every command cell by cell).
        A style that sets more than commands (options, spacing) is applied at once."""
        self.__dict__.pop("_wrapped", None)
        sig = self.__dict__.get("_sig")
        plain = type(tblstyle) is TableStyle and not tblstyle._opts
        if sig is None or not plain or hasattr(tblstyle, "spaceBefore") or hasattr(tblstyle, "spaceAfter"):
            self._styled()
            super().setStyle(tblstyle)
            if sig is not None:
                commands = tblstyle.getCommands() if hasattr(tblstyle, "getCommands") else tblstyle
                self._sig = (sig, repr(commands))
            return
        commands = list(tblstyle.getCommands())
        self.__dict__.setdefault("_pending", []).append(commands)
        self._sig = (sig, repr(commands))

    def _styled(self) -> None:
        """Make the cells' styles and apply the styles set so far, in order."""
        self._cellStyles  # noqa: B018 - made here, so a layout kept for other tables never holds this table's
        for commands in self.__dict__.pop("_pending", ()):
            super().setStyle(TableStyle(commands))

    def print_sig(self) -> tuple | None:
        """What the table prints, for a block holding it (a sign-off box's close-out row)."""
        return None if self._sig is None else ("FormTable", self._sig)

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:  # noqa: N803 - reportlab's names
        """reportlab's split; each part's key is this table's, where it was cut (the first part's row count: rows are
        never cut inside, `splitInRow` is off) and which part it is, since reportlab copies the styles into the
        parts itself. A table of which no row after its repeated headers fits in the height offered cannot be split
        there (reportlab answers []): that is told from its layout, without styling every cell and laying it out
        again (about half of a form's split calls)."""
        if self._no_row_fits(availWidth, availHeight):
            return []
        self._styled()
        parts = super().split(availWidth, availHeight)
        sig = self.__dict__.get("_sig")
        if sig is not None and not self.splitInRow and parts and all(type(p) is type(self) for p in parts):
            cut = len(parts[0]._cellvalues)
            for i, part in enumerate(parts):
                part._sig = (sig, "split", availWidth, cut, i)
        return parts

    def _no_row_fits(self, availWidth: float, availHeight: float) -> bool:  # noqa: N803 - reportlab's names
        """True when reportlab's `split` would answer [] because no row after the repeated header rows fits: only
        for a table laid out at this width whose layout depends on nothing else (`wrap` kept it as `_wrapped`), split
        between rows only (`splitInRow` off), counting the rows that fit as reportlab's `_splitRows` counts them."""
        done = self.__dict__.get("_wrapped")
        if done is None or done[0] != availWidth or self.splitInRow or self._width > availWidth:
            return False
        repeat = self.repeatRows
        first_free = repeat if isinstance(repeat, int) else max(repeat) + 1
        height, fitting = 0, 0
        for row_height in self._rowHeights:
            if height + row_height > availHeight:
                break
            height += row_height
            fitting += 1
        return fitting <= first_free

    def draw(self) -> None:
        """Drawn by `_draw`, or replayed: a table that prints the same as one drawn before with the same layout (in
        this or an earlier form) writes that drawing's page operators again, when this document's fonts would
        encode its text to the same bytes (see `_replayable`)."""
        key = self.__dict__.get("_sig")
        if key is not None:
            key = (key, self._width, self._height, repr(self._rowHeights), repr(self._colWidths))
        replay(self.canv, key, self._draw)

    def _draw(self) -> None:
        self._styled()
        if getattr(self, "_renderCB", None) or getattr(self, "_cornerRadii", None):
            super().draw()
            return
        canv = self.canv
        canv.saveState()
        self._curweight = self._curcolor = self._curcellstyle = None
        self._makeShadow()
        self._makeRoundedCornersClip()
        self._drawBkgrnd()
        text = canv.beginText()
        ticks: list[tuple[float, float, float]] = []
        font = colour = None
        spans = self._spanRects if self._spanCmds else None
        rowpositions, colpositions = self._rowpositions, self._colpositions
        for r, (row, rowstyle) in enumerate(zip(self._cellvalues, self._cellStyles, strict=True)):
            y0, height = rowpositions[r + 1], self._rowHeights[r]
            for c, (value, style) in enumerate(zip(row, rowstyle, strict=True)):
                if spans is not None:
                    rect = spans[c, r]
                    if rect is None:
                        continue
                    x, y, width, h = rect
                else:
                    x, y, width, h = colpositions[c], y0, self._colWidths[c], height
                special = style.href or style.destination or style.direction or style.shaping
                if special or style.alignment not in _ALIGNS:
                    self._drawCell(value, style, (x, y), (width, h))
                    continue
                if isinstance(value, str):
                    if not value:
                        continue
                    if (style.fontname, style.fontsize, style.leading) != font:
                        font = style.fontname, style.fontsize, style.leading
                        text.setFont(*font)
                    if style.color != colour:
                        colour = style.color
                        text.setFillColor(colour)
                    _cell_lines(text, value, style, x, y, width, h)
                elif _tick(value) is not None and style.alignment != "RIGHT":
                    size = _tick(value).size
                    ticks.append((*_box_origin(size, style, x, y, width, h), size))
                else:
                    # reportlab's cell drawing sets its own font and colour; a Paragraph or QR cell is kept as a
                    # block (where it stands in the table is part of its key), so a table that differs from an
                    # earlier one in another cell (the permit number) still reuses this one's drawing
                    self._curcellstyle = None
                    sig = cell_sig(value)
                    key = None if sig is None else ("cell", sig, x, y, width, h, repr(vars(style)))
                    replay(canv, key, partial(self._drawCell, value, style, (x, y), (width, h)))
        if font is not None:
            canv.drawText(text)
        if ticks:
            canv.saveState()
            canv.setStrokeColor(INK)
            canv.setLineWidth(0.8)
            for x, y, size in ticks:
                canv.rect(x, y, size, size, stroke=1, fill=0)
            canv.restoreState()
        self._drawLines()
        canv.restoreState()


_ALIGNS = ("LEFT", "CENTER", "CENTRE", "RIGHT")
_LATER: list = []  # passed to reportlab's constructor as `cellStyles`: made when first used
_MISSING = object()
CACHED_BLOCKS = 2048
DRAWING_MAX_CHARS = 16_000
"""Layouts and drawings of tables, cells, paragraphs, banners and sign-off boxes kept by what they print, least
recently used first out: the fixed blocks of a permit type (controls, PPE, gas tests, the sign-off strip, fire watch,
the findings of the same checks) come back in every form of that type. A drawing is at most 16,000 characters of page
operators (a few kB for most), so the drawings hold at most about 32 MB and typically a few."""

_layouts: OrderedDict[tuple, tuple[dict, tuple[float, float]]] = OrderedDict()
_drawings: OrderedDict[tuple, tuple[tuple[str, ...], dict, tuple]] = OrderedDict()


def cached_layout(key: tuple | None) -> object:
    """The layout kept under `key` by `remember_layout`, or None."""
    found = _layouts.get(key) if key is not None else None
    if found is not None:
        _layouts.move_to_end(key)
    return found


def remember_layout(key: tuple, layout: object) -> None:
    _remember(_layouts, key, layout)


def _remember(cache: OrderedDict, key: tuple, value: object) -> None:
    """Put into a bounded LRU. Called only while a form is being built, which holds form.py's render lock."""
    cache[key] = value
    if len(cache) > CACHED_BLOCKS:
        cache.popitem(last=False)


_styles_sig: WeakKeyDictionary[ParagraphStyle, str] = WeakKeyDictionary()


def _style_sig(style: ParagraphStyle) -> str:
    """Everything a paragraph style sets, as text (the form's styles are built once and never changed)."""
    found = _styles_sig.get(style)
    if found is None:
        found = _styles_sig[style] = repr(sorted((k, v) for k, v in vars(style).items() if k != "parent"))
    return found


def cell_sig(value: object) -> object:
    """What a table cell prints, as a hashable value; None when it is not a kind of cell described here."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        parts = tuple(cell_sig(v) for v in value)
        return None if None in parts else ("L", parts)
    if type(value) is Paragraph and value._source is not None:
        text, style, bullet = value._source
        return ("P", text, _style_sig(style), bullet)
    describe = getattr(value, "print_sig", None)  # a flowable that can say what it prints (TickBox, QrFlowable)
    return describe() if describe is not None else None


def _cells_sig(data: list) -> tuple | None:
    rows = []
    for row in data:
        cells = tuple(cell_sig(v) for v in row)
        if None in cells:
            return None
        rows.append(cells)
    return tuple(rows)


def _fonts_of(doc: object) -> tuple[dict[str, str], list[dict[int, int] | None]]:
    """This document's font names (reportlab's `fontMapping`: font → PDF resource name) and, for each of the form's
    TrueType fonts, the codes it has given characters so far."""
    states = []
    for name in (SANS, SANS_BOLD):
        state = pdfmetrics.getFont(name).state.get(doc)
        states.append(None if state is None else state.assignments)
    return doc.fontMapping, states


def _resources(canv: object) -> tuple[int, ...]:
    """How many objects, annotations, forms and colours the document and page hold: a drawing that adds one is not
    only page operators, so it is not kept."""
    return (
        len(canv._doc.idToObject), len(canv._annotationrefs), len(canv._formsinuse), len(canv._colorsUsed),
    )  # fmt: skip


def _wide_chars(value: object) -> Iterator[int]:
    """The characters outside ASCII in the strings of a key (at any depth)."""
    if isinstance(value, str):
        if not value.isascii():
            yield from (ord(c) for c in value if ord(c) > 127)
    elif isinstance(value, tuple):
        for item in value:
            yield from _wide_chars(item)


def replay(canv: object, key: tuple | None, draw: Callable[[], None]) -> None:
    """Draw a block, or write again the page operators of an identical block drawn before.

    A block is drawn between `saveState` and `restoreState` at the origin its `drawOn` translated to, so its
    operators do not depend on where it stands. They do depend on the document in two ways: the PDF names of the
    fonts (`/F1`, given in order of first use) and the one-byte codes of characters outside ASCII (given in order of
    first use; ASCII keeps its own codes). So a drawing is kept only when it gave no font a new name or a character
    a new code (its fonts and characters were all known to this document before it), with the names and the codes
    of its non-ASCII characters; it is written again only into a document where these are the same. Then the bytes
    are exactly those a fresh drawing would write, and the document's state is the same after either."""
    if key is None:
        draw()
        return
    doc = canv._doc
    code = canv._code
    found = _drawings.get(key)
    if found is not None:
        ops, mapping, chars = found
        fonts, states = _fonts_of(doc)
        if fonts == mapping and all(
            (state is None and not expected) or (state is not None and all(state.get(c) == n for c, n in expected))
            for state, expected in zip(states, chars, strict=True)
        ):
            _drawings.move_to_end(key)
            code.extend(ops)
            return
    fonts, states = _fonts_of(doc)
    before = dict(fonts), [None if s is None else len(s) for s in states], _resources(canv)
    start = len(code)
    draw()
    fonts, states = _fonts_of(doc)
    if (fonts, [None if s is None else len(s) for s in states], _resources(canv)) != before:
        # the drawing named a font, coded a character or added a resource (a link, an image, a colour space)
        return
    wide = sorted(set(_wide_chars(key)))
    chars = tuple(() if s is None else tuple((c, s[c]) for c in wide if c in s) for s in states)
    ops = tuple(code[start:])
    if sum(map(len, ops)) <= DRAWING_MAX_CHARS:  # a long permit's table is rarely drawn twice
        _remember(_drawings, key, (ops, dict(fonts), chars))


def _tick(value: object) -> TickBox | None:
    """The tick box a cell holds alone (reportlab keeps a flowable cell as a one-item tuple), else None."""
    if isinstance(value, (tuple, list)) and len(value) == 1:
        value = value[0]
    return value if isinstance(value, TickBox) else None


def _cell_lines(text, value: str, style, x: float, y: float, width: float, height: float) -> None:  # noqa: ANN001
    """A string cell's lines where reportlab's `_drawCell` puts them (same alignment and baseline arithmetic)."""
    lines = value.split("\n")
    leading, size = style.leading, style.fontsize
    valign, just = style.valign, style.alignment
    if valign == "BOTTOM":
        base = y + style.bottomPadding + len(lines) * leading - size
    elif valign == "TOP":
        base = y + height - style.topPadding - size
    else:
        base = y + (style.bottomPadding + height - style.topPadding + len(lines) * leading) / 2.0 - size
    code = text._code
    for line in lines:
        if just == "LEFT":
            left = x + style.leftPadding
        elif just in ("CENTRE", "CENTER"):
            left = x + (width + style.leftPadding - style.rightPadding) * 0.5
            left -= 0.5 * pdfmetrics.stringWidth(line, style.fontname, size)
        else:  # RIGHT
            left = x + width - style.rightPadding - pdfmetrics.stringWidth(line, style.fontname, size)
        text.setTextOrigin(left, base)
        code.append(text._formatText(line))
        base -= leading


def _box_origin(size: float, style, x: float, y: float, width: float, height: float) -> tuple[float, float]:  # noqa: ANN001
    """Where reportlab's `_drawCell` puts a flowable of size × size in a cell."""
    if style.valign == "TOP":
        top = y + height - style.topPadding
    elif style.valign == "BOTTOM":
        top = y + style.bottomPadding + size
    else:
        top = y + (height + style.bottomPadding - style.topPadding + size) / 2.0
    if style.alignment == "LEFT":
        left = x + style.leftPadding
    else:
        left = x + (width + style.leftPadding - style.rightPadding - size) / 2.0
    return left, top - size


class Banner(Flowable):
    """Lines of text on a coloured band (the validation banner, the annex heading), drawn straight onto the canvas.

    It draws what the one-column reportlab Table it replaces drew (each paragraph a row: 6 points at the sides, 6
    above the first row and below the last, 3 between rows; the band filled behind them) without the table's
    style resolution and layout passes. Kept whole: it moves to the next page when it does not fit (it stands at
    the top of a page: under the title block, or after the annex's page break)."""

    SIDE, OUTER, INNER = 6, 6, 3

    def __init__(self, paragraphs: list[Paragraph], colour: colors.Color, width: float) -> None:
        super().__init__()
        self.paragraphs, self.colour, self.width = paragraphs, colour, width
        self._heights: list[float] = []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 - reportlab's names
        inner = self.width - 2 * self.SIDE
        self._heights = [p.wrap(inner, availHeight)[1] for p in self.paragraphs]
        self.height = sum(self._heights) + 2 * self.INNER * len(self._heights) + 2 * (self.OUTER - self.INNER)
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:  # noqa: N803 - reportlab's names
        return []

    def draw(self) -> None:
        """Drawn, or replayed as a block (the same banner is on every form of a verdict)."""
        parts = tuple(cell_sig(p) for p in self.paragraphs)
        key = None if None in parts else ("Banner", parts, repr(self.colour), self.width, repr(self._heights))
        replay(self.canv, key, self._draw)

    def _draw(self) -> None:
        canv = self.canv
        canv.saveState()
        canv.setFillColor(self.colour)
        canv.rect(0, 0, self.width, self.height, stroke=0, fill=1)
        canv.restoreState()
        y, last = self.height, len(self.paragraphs) - 1
        for i, (paragraph, height) in enumerate(zip(self.paragraphs, self._heights, strict=True)):
            top = self.OUTER if i == 0 else self.INNER
            bottom = self.OUTER if i == last else self.INNER
            y -= top + height + bottom
            paragraph.drawOn(canv, self.SIDE, y + bottom)


class TickBox(Flowable):
    """An empty square to tick by hand."""

    def __init__(self, size: float = 9) -> None:
        super().__init__()
        self.size = size
        self.width = self.height = size

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.size, self.size

    def print_sig(self) -> tuple:
        return ("TickBox", self.size)

    def draw(self) -> None:
        self.canv.setStrokeColor(INK)
        self.canv.setLineWidth(0.8)
        self.canv.rect(0, 0, self.size, self.size, stroke=1, fill=0)


class WriteLine(Flowable):
    """A labelled blank line to write on (name, signature, date/time)."""

    def __init__(self, label: str, width: float, height: float = 30, value: str | None = None) -> None:
        super().__init__()
        self.label = label
        self.width = width
        self.height = height
        self.value = value

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return min(self.width, avail_width), self.height

    def draw(self) -> None:
        canv = self.canv
        canv.setStrokeColor(RULE)
        canv.setLineWidth(0.6)
        canv.line(0, 9, self.width, 9)
        canv.setFillColor(MUTED)
        canv.setFont(SANS, 6.5)
        canv.drawString(0, 1, self.label)
        if self.value:
            canv.setFillColor(INK)
            canv.setFont(SANS_BOLD, 8.5)
            canv.drawString(1, 12, _clip(self.value, SANS_BOLD, 8.5, self.width - 2))


def _clip(text: str, font: str, size: float, width: float) -> str:
    """One line of text cut with an ellipsis to fit a width."""
    if pdfmetrics.stringWidth(text, font, size) <= width:
        return text
    while text and pdfmetrics.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"
