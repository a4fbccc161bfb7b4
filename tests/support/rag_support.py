"""Shared helpers for the retrieval tests: fixture corpora, settings pointing at them, one embedder."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from rag.config import RagSettings
from rag.embeddings import MiniLMEmbedder

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "rag"
INCIDENTS = FIXTURES / "incidents.csv"
PERMITS = FIXTURES / "historical_permits.json"
VALID_INCIDENTS = 9
VALID_PERMITS = 4


def rag_settings(data_dir: Path, **overrides) -> RagSettings:
    values = {
        "data_dir": data_dir,
        "incidents_sources": [str(INCIDENTS)],
        "historical_permits_sources": [str(PERMITS)],
        **overrides,
    }
    return RagSettings(**values)


def rag_env(incidents: list[str] | None = None, permits: list[str] | None = None) -> dict[str, str]:
    """Environment for a child server/CLI so it reads the fixture corpora."""
    return {
        "PERMITFLOW_RAG_INCIDENTS_SOURCES": json.dumps(incidents if incidents is not None else [str(INCIDENTS)]),
        "PERMITFLOW_RAG_HISTORICAL_PERMITS_SOURCES": json.dumps(permits if permits is not None else [str(PERMITS)]),
    }


@lru_cache(maxsize=1)
def shared_embedder(model_root: str) -> MiniLMEmbedder:
    return MiniLMEmbedder(Path(model_root))


def build_index(data_dir: Path) -> None:
    """The real index of the shipped corpora (assets/), both namespaces, in `data_dir`: a copy of the run's one
    build by `rag.etl` (tests/support/index_template.py), which is what building it here again would give."""
    from tests.support.index_template import seed_index

    seed_index(data_dir, {})
