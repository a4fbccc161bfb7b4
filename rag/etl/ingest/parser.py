"""Parser ("the eyes"): PDF, DOCX, HTML and TXT into ordered sections (text | table | header) with pages.

Tables are kept as Markdown so their rows survive chunking and read well in a snippet.
"""

from __future__ import annotations

import re
import statistics
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from rag.etl.ingest.errors import IngestError
from rag.models import Section

FileType = Literal["pdf", "html", "docx", "txt"]
EXTENSIONS: dict[str, FileType] = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".html": "html",
    ".htm": "html",
    ".txt": "txt",
    ".md": "txt",
    ".text": "txt",
}


class ParsedDocument(BaseModel):
    file_type: FileType
    title: str | None
    sections: list[Section]
    total_pages: int


def detect_type(path: Path) -> FileType:
    ext = path.suffix.lower()
    if ext in EXTENSIONS:
        return EXTENSIONS[ext]
    head = path.read_bytes()[:512]
    if head.startswith(b"%PDF"):
        return "pdf"
    if head.startswith(b"PK") and b"word/" in path.read_bytes()[:4096]:
        return "docx"
    if re.search(rb"<(!doctype html|html|body|table|p)\b", head, re.IGNORECASE):
        return "html"
    raise IngestError("ERR_PARSER_UNSUPPORTED", f"{path.name}: supported types are PDF, DOCX, HTML and TXT")


def _cell(value: Any) -> str:
    return " ".join(str(value or "").split()).replace("|", "\\|")


def to_markdown(rows: list[list[Any]]) -> str:
    rows = [[_cell(c) for c in row] for row in rows if any(_cell(c) for c in row)]
    if not rows:
        return ""
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + " --- |" * width]
    lines += ["| " + " | ".join(r) + " |" for r in rows[1:]]
    return "\n".join(lines)


def _merge_text(sections: list[Section]) -> list[Section]:
    """Neighbouring text lines of one page become one text section."""
    merged: list[Section] = []
    for s in sections:
        if merged and s.layout == "text" and merged[-1].layout == "text" and merged[-1].page == s.page:
            merged[-1] = Section(text=merged[-1].text + "\n" + s.text, page=s.page, layout="text")
        else:
            merged.append(s)
    return merged


def parse_pdf(path: Path) -> ParsedDocument:
    import pdfplumber
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise IngestError("ERR_PARSER_ENCRYPTED", f"{path.name} is password protected", recoverable=True)
    except PdfReadError as exc:
        raise IngestError("ERR_PARSER_UNSUPPORTED", f"{path.name} is not a readable PDF: {exc}") from None
    pages: list[tuple[int, list[tuple[float, Section]], list[dict[str, Any]]]] = []
    with pdfplumber.open(str(path), password="") as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            items: list[tuple[float, Section]] = []
            tables = page.find_tables()
            boxes = [t.bbox for t in tables]
            for table in tables:
                markdown = to_markdown(table.extract())
                if markdown:
                    items.append((table.bbox[1], Section(text=markdown, page=number, layout="table")))

            def outside(obj: dict[str, Any], boxes: list[tuple[float, ...]] = boxes) -> bool:
                cx, cy = (obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2
                return not any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in boxes)

            pages.append((number, items, page.filter(outside).extract_text_lines(return_chars=True)))
        total_pages = len(pdf.pages)
    # body size is the document's median glyph size; clearly larger lines are headings
    sizes = [c["size"] for _, _, lines in pages for line in lines for c in line["chars"]]
    body = statistics.median(sizes) if sizes else 0
    sections: list[Section] = []
    for number, items, lines in pages:
        for line in lines:
            text = line["text"].strip()
            if not text:
                continue
            size = statistics.mean(c["size"] for c in line["chars"])
            layout = "header" if body and size >= body * 1.2 and len(text) < 200 else "text"
            items.append((line["top"], Section(text=text, page=number, layout=layout)))
        sections.extend(s for _, s in sorted(items, key=lambda item: item[0]))
    sections = _merge_text(sections)
    title = next((s.text for s in sections if s.layout == "header"), None)
    return ParsedDocument(file_type="pdf", title=title, sections=sections, total_pages=total_pages)


def parse_docx(path: Path) -> ParsedDocument:
    import docx
    from docx.table import Table
    from docx.text.paragraph import Paragraph

    try:
        document = docx.Document(str(path))
    except Exception as exc:  # noqa: BLE001 - python-docx raises several kinds for a bad package
        raise IngestError("ERR_PARSER_UNSUPPORTED", f"{path.name} is not a readable DOCX: {exc}") from None
    sections: list[Section] = []
    for block in document.iter_inner_content():
        if isinstance(block, Table):
            markdown = to_markdown([[cell.text for cell in row.cells] for row in block.rows])
            if markdown:
                sections.append(Section(text=markdown, layout="table"))
        elif isinstance(block, Paragraph) and block.text.strip():
            style = (block.style.name if block.style is not None else "") or ""
            layout = "header" if style.startswith(("Heading", "Title")) else "text"
            sections.append(Section(text=block.text.strip(), layout=layout))
    sections = _merge_text(sections)
    title = document.core_properties.title or next((s.text for s in sections if s.layout == "header"), None)
    return ParsedDocument(file_type="docx", title=title, sections=sections, total_pages=1)


BLOCKS = ("p", "li", "pre", "blockquote", "dd", "dt", "td", "caption", "figcaption")


def parse_html(path: Path) -> ParsedDocument:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_bytes(), "lxml")
    for tag in soup(["script", "style", "noscript", "template", "nav"]):
        tag.decompose()
    sections: list[Section] = []
    root = soup.body or soup
    for el in root.find_all(["h1", "h2", "h3", "h4", "h5", "h6", "table", *BLOCKS]):
        if el.find_parent("table") is not None:
            continue
        if el.name == "table":
            rows = [[c.get_text(" ", strip=True) for c in tr.find_all(["th", "td"])] for tr in el.find_all("tr")]
            markdown = to_markdown(rows)
            if markdown:
                sections.append(Section(text=markdown, layout="table"))
            continue
        if el.find_parent(BLOCKS) is not None:
            continue
        text = el.get_text(" ", strip=True)
        if text:
            sections.append(Section(text=text, layout="header" if el.name.startswith("h") else "text"))
    if not sections and root.get_text(strip=True):
        sections.append(Section(text=root.get_text("\n", strip=True)))
    sections = _merge_text(sections)
    title = soup.title.get_text(strip=True) if soup.title else None
    title = title or next((s.text for s in sections if s.layout == "header"), None)
    return ParsedDocument(file_type="html", title=title, sections=sections, total_pages=1)


def parse_txt(path: Path) -> ParsedDocument:
    text = path.read_text(encoding="utf-8", errors="replace")
    sections: list[Section] = []
    for block in re.split(r"\n\s*\n", text):
        lines = [ln for ln in block.strip().splitlines() if ln.strip()]
        if not lines:
            continue
        if len(lines) >= 2 and all(ln.strip().startswith("|") for ln in lines):
            rows = [
                [c for c in ln.strip().strip("|").split("|")]
                for ln in lines
                if not re.fullmatch(r"\|?[\s:|-]+\|?", ln.strip())
            ]
            sections.append(Section(text=to_markdown(rows), layout="table"))
        elif len(lines) == 1 and (lines[0].startswith("#") or (lines[0].isupper() and len(lines[0]) < 120)):
            sections.append(Section(text=lines[0].lstrip("# ").strip(), layout="header"))
        else:
            sections.append(Section(text="\n".join(lines)))
    sections = _merge_text(sections)
    title = next((s.text for s in sections if s.layout == "header"), None)
    return ParsedDocument(file_type="txt", title=title, sections=sections, total_pages=1)


PARSERS = {"pdf": parse_pdf, "docx": parse_docx, "html": parse_html, "txt": parse_txt}


def parse(path: Path) -> ParsedDocument:
    parsed = PARSERS[detect_type(path)](path)
    if not parsed.sections:
        raise IngestError("ERR_PARSER_UNSUPPORTED", f"{path.name}: no text found (scanned PDFs need OCR)")
    return parsed
