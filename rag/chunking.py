"""Character-window chunking on sentence/word boundaries; tables split by rows with the header repeated."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rag.models import LayoutType, NormalizedDoc, Section

_BREAKS = re.compile(r"(?<=[.!?;:])\s+|\n+")


@dataclass(frozen=True)
class TextChunk:
    index: int
    text: str
    page: int | None
    layout: LayoutType


def _pieces(text: str, size: int) -> list[str]:
    """Sentences, with any sentence longer than `size` cut on word boundaries."""
    out: list[str] = []
    for sentence in (s.strip() for s in _BREAKS.split(text)):
        while len(sentence) > size:
            cut = sentence.rfind(" ", 0, size)
            cut = cut if cut > size // 2 else size
            out.append(sentence[:cut].strip())
            sentence = sentence[cut:].strip()
        if sentence:
            out.append(sentence)
    return out


def split_text(text: str, size: int, overlap: int) -> list[str]:
    """Greedy packing of sentences into windows of at most `size` characters, neighbours sharing ~`overlap`."""
    text = text.strip()
    if len(text) <= size:
        return [text] if text else []
    chunks: list[str] = []
    current: list[str] = []
    length = 0
    for piece in _pieces(text, size):
        if current and length + 1 + len(piece) > size:
            chunks.append(" ".join(current))
            carry: list[str] = []
            carried = 0
            for prev in reversed(current):
                if carried + len(prev) + 1 > overlap:
                    break
                carry.insert(0, prev)
                carried += len(prev) + 1
            if not carry and overlap:
                tail = current[-1][-overlap:]
                space = tail.find(" ")
                carry = [tail[space + 1 :] if 0 <= space < len(tail) - 1 else tail]
            current, length = carry, sum(len(p) + 1 for p in carry)
        current.append(piece)
        length += len(piece) + 1
    if current:
        chunks.append(" ".join(current))
    return chunks


def split_table(markdown: str, size: int) -> list[str]:
    """A Markdown table that does not fit is cut between rows; each part repeats the header and separator."""
    lines = markdown.strip().splitlines()
    if len(markdown) <= size or len(lines) <= 3:
        return [markdown.strip()]
    head, rows = lines[:2], lines[2:]
    parts: list[str] = []
    block: list[str] = []
    for row in rows:
        if block and len("\n".join(head + block + [row])) > size:
            parts.append("\n".join(head + block))
            block = []
        block.append(row)
    if block:
        parts.append("\n".join(head + block))
    return parts


def chunk_sections(sections: list[Section], size: int, overlap: int) -> list[TextChunk]:
    chunks: list[TextChunk] = []
    for section in sections:
        texts = (
            split_table(section.text, size) if section.layout == "table" else split_text(section.text, size, overlap)
        )
        for text in texts:
            chunks.append(TextChunk(len(chunks), text, section.page, section.layout))
    return chunks


def chunk_doc(doc: NormalizedDoc, size: int, overlap: int) -> list[TextChunk]:
    if doc.sections:
        return chunk_sections(doc.sections, size, overlap)
    return chunk_sections([Section(text=doc.summary)], size, overlap)


def embedding_text(doc: NormalizedDoc, chunk: TextChunk) -> str:
    """What the embedders see: the title gives every chunk of a document its subject."""
    return f"{doc.title}\n{chunk.text}" if doc.title else chunk.text
