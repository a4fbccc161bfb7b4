"""Contracts of the retrieval corner: normalized documents, chunks, filters, and the tool's output."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from common.limits import NAME_CHARS, SHORT_CHARS, TAGS_MAX

Namespace = Literal["incidents", "historical_permits"]
LayoutType = Literal["text", "table", "header"]

#: uuid5 namespace of PermitFlow chunk point ids (fixed: changing it would orphan every stored point).
POINT_NAMESPACE = uuid.UUID("6f1c2a4e-3d0b-5b8e-9a61-2f0d7c4e8b13")


def point_id(doc_id: str, chunk_index: int) -> str:
    """Deterministic point id, so re-embedding a document overwrites its own chunks."""
    return str(uuid.uuid5(POINT_NAMESPACE, f"{doc_id}#{chunk_index}"))


class NormalizedDoc(BaseModel):
    """One row of `rag_raw`: the seed's `{id, site, area, activity, summary, tags, date}` plus title/type/meta."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, max_length=200)
    site: str = Field(min_length=1, max_length=100)
    area: str = Field(default="", max_length=100)
    activity: str = Field(default="", max_length=100)
    summary: str = Field(min_length=1, max_length=200_000)
    tags: list[str] = Field(default_factory=list, max_length=100)
    date: dt.date
    title: str = Field(default="", max_length=500)
    type: str | None = Field(default=None, max_length=100)
    meta: dict[str, Any] = Field(default_factory=dict)
    sections: list[Section] | None = Field(default=None, description="pre-split parts of an ingested document")

    @field_validator("tags")
    @classmethod
    def _clean_tags(cls, tags: list[str]) -> list[str]:
        seen: dict[str, None] = {}
        for tag in tags:
            tag = tag.strip().lower()
            if tag:
                seen.setdefault(tag, None)
        return list(seen)

    @field_validator("summary")
    @classmethod
    def _not_blank(cls, text: str) -> str:
        if not text.strip():
            raise ValueError("summary is blank")
        return text


class Section(BaseModel):
    """A part of an ingested document that keeps its page and layout through chunking."""

    text: str
    page: int | None = None
    layout: LayoutType = "text"


class ChunkPayload(BaseModel):
    """What is stored with each point (and filtered on)."""

    doc_id: str
    chunk_index: int
    text: str
    title: str = ""
    site: str
    area: str = ""
    activity: str = ""
    tags: list[str] = Field(default_factory=list)
    date: str
    type: str | None = None
    page: int | None = None
    layout: LayoutType = "text"
    meta: dict[str, Any] = Field(default_factory=dict)


class SearchFilters(BaseModel):
    model_config = ConfigDict(extra="forbid")

    site: str | None = Field(default=None, max_length=NAME_CHARS, description="exact site code, e.g. 'Plant-A'")
    area: str | None = Field(default=None, max_length=NAME_CHARS, description="exact area, e.g. 'Tank Farm'")
    activity: str | None = Field(default=None, max_length=NAME_CHARS, description="exact activity, e.g. 'welding'")
    tags: list[Annotated[str, Field(max_length=SHORT_CHARS)]] | None = Field(
        default=None, max_length=TAGS_MAX, description="match any of these tags"
    )
    date_from: dt.date | None = Field(default=None, description="inclusive, YYYY-MM-DD")
    date_to: dt.date | None = Field(default=None, description="inclusive, YYYY-MM-DD")

    @field_validator("tags")
    @classmethod
    def _lower(cls, tags: list[str] | None) -> list[str] | None:
        if tags is None:
            return None
        cleaned = [t.strip().lower() for t in tags if t.strip()]
        return cleaned or None

    @model_validator(mode="after")
    def _ordered(self) -> SearchFilters:
        if self.date_from and self.date_to and self.date_from > self.date_to:
            raise ValueError("date_from is after date_to")
        return self

    def is_empty(self) -> bool:
        return not any(v for v in self.model_dump().values())


class StoreHit(BaseModel):
    point_id: str
    score: float
    payload: dict[str, Any]


class SearchResult(BaseModel):
    id: str = Field(description="source document id (incident or permit id)")
    title: str
    snippet: str
    score: float
    meta: dict[str, Any]
    redactions: int = Field(default=0, description="personal-data values replaced by [REDACTED:KIND] in this result")


class SearchResponse(BaseModel):
    results: list[SearchResult]
    query: str
    namespace: Namespace
    total: int
    ragSnapshot: str | None = Field(description="ISO timestamp of the index snapshot that answered")
    hint: str | None = None
    redactions: dict[str, int] = Field(
        default_factory=dict, description="redacted personal-data values by kind (EMAIL, PHONE, PERSON, ...)"
    )


NormalizedDoc.model_rebuild()
