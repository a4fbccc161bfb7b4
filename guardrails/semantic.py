"""Semantic injection screen: does a sentence read more like a known injection than like ordinary plant text?

The rules (guardrails/rules.py) catch the phrasings they were written for; on phrasings written later they caught
about one in three (BENCHMARKS.md). This layer compares each sentence's MiniLM embedding (guardrails.embedding,
offline) with labelled exemplars (guardrails/exemplars.json: injections, and benign maintenance text including
every work order and incident of assets/): k nearest neighbours by cosine, margin = mean of the K nearest
injections minus mean of the K nearest benign texts. A sentence at or over MARGIN is a finding on its own. MARGIN
was chosen by leave-one-out over the exemplars alone (bench/semantic_margin.py), never on a held-out set.

Loaded once per process on first use; exemplar vectors are cached in the user's cache dir (XDG_CACHE_HOME, else
~/.cache/permitflow), keyed by the exemplars' digest, so a fresh data dir does not embed them again.
PERMITFLOW_SEMANTIC_SCREEN=0 turns it off (rules only), and so does a model that cannot be loaded, with a warning:
the rules and the rulebook still stand. `rules_only()` skips it for text that never reaches a prompt (the tool
calls a run record keeps), where it would cost time and protect nothing.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import Field

from common.settings import PermitFlowSettings
from guardrails.embedding import Embedder, cached_vectors

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)
EXEMPLARS = Path(__file__).with_name("exemplars.json")
K = 3
MARGIN = 0.06
"""Chosen by bench/semantic_margin.py: the smallest margin whose leave-one-out false-positive rate on the benign
exemplars stays at or under 0.25 % (0.13 %: 3 of 2,263 sentences), catching 53 % of the injection exemplars."""
MIN_CHARS = 16
MIN_WORDS = 4
"""A sentence needs this many words of letters to be read for meaning; encoded tokens are the rules' work."""
_WORD = re.compile(r"\b[^\W\d_]{2,}\b")
MAX_SENTENCES = 64
"""Sentences scored per text: a long document is screened on its first ones (the rules still read all of it)."""
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n|$)")


class SemanticScreen:
    def __init__(self, embedder: Embedder, injections: Sequence[str], benign: Sequence[str], cache: Path | None = None):
        self.embedder = embedder
        vectors = cached_vectors(embedder, [*injections, *benign], cache, "exemplars")
        self.injections = vectors[: len(injections)]
        self.benign = vectors[len(injections) :]

    def margins(self, sentences: Sequence[str]) -> np.ndarray:
        """Per sentence: mean cosine to the K nearest injections minus mean cosine to the K nearest benign texts."""
        import numpy as np

        if not sentences:
            return np.zeros(0, dtype=np.float32)
        vectors = self.embedder.embed_documents(list(sentences))
        return _top_mean(vectors @ self.injections.T) - _top_mean(vectors @ self.benign.T)


def _top_mean(similarities: np.ndarray) -> np.ndarray:
    import numpy as np

    k = min(K, similarities.shape[1])
    return np.sort(similarities, axis=1)[:, -k:].mean(axis=1)


def readable(text: str) -> bool:
    return len(_WORD.findall(text)) >= MIN_WORDS


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences worth scoring, as [start, end) offsets: at least MIN_CHARS and with letters in them."""
    spans = []
    for match in _SENTENCE.finditer(text):
        sentence = match.group(0).strip()
        if len(sentence) >= MIN_CHARS and readable(sentence):
            start = match.start() + len(match.group(0)) - len(match.group(0).lstrip())
            # the end stops before the sentence's own full stop, as a rule's match does, so cutting the sentence
            # (injection._expand) ends at that stop and keeps the next sentence
            spans.append((start, start + len(sentence.rstrip(".!?"))))
        if len(spans) >= MAX_SENTENCES:
            break
    return spans


_skip: ContextVar[bool] = ContextVar("permitflow_semantic_skip", default=False)


@contextmanager
def rules_only() -> Iterator[None]:
    """Within the block, scans use the rules alone."""
    token = _skip.set(True)
    try:
        yield
    finally:
        try:
            _skip.reset(token)
        except ValueError:  # closed from another context (an async generator abandoned mid-run)
            _skip.set(False)


def rules_only_active() -> bool:
    """Whether scans in this context use the rules alone (inside `rules_only()`)."""
    return bool(_skip.get())


class ScreenSettings(PermitFlowSettings):
    """The screen's switch (PERMITFLOW_SEMANTIC_SCREEN: 0/false/off/no turns it off) and the shared data dir."""

    semantic_screen: bool = Field(default=True, description="0 screens injections by the rules alone")


_lock = threading.Lock()
_screen: SemanticScreen | None = None
_tried = False


def current() -> SemanticScreen | None:
    """The process's screen, built on first use; None when turned off or when the model cannot be loaded."""
    global _screen, _tried
    if _tried:
        return _screen
    with _lock:
        if _tried:
            return _screen
        if not ScreenSettings().semantic_screen:
            _tried = True
            return None
        try:
            _screen = _default_screen()
        except Exception as exc:  # noqa: BLE001 - a missing model leaves the rules in charge, loudly
            log.warning("semantic injection screen off (%s: %s); rules only", type(exc).__name__, exc)
            _screen = None
        _tried = True
        return _screen


def install(screen: SemanticScreen | None) -> None:
    """Use this screen (or none) in this process from now on; for tests and for hosts with their own embedder."""
    global _screen, _tried
    with _lock:
        _screen, _tried = screen, True
        _margin.cache_clear()


def _default_screen() -> SemanticScreen:
    from guardrails.embedding import MiniLMEmbedder

    data_dir = ScreenSettings().data_dir
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "permitflow"
    exemplars = json.loads(EXEMPLARS.read_text(encoding="utf-8"))
    # A screen embeds a few sentences at a time: one onnxruntime thread, as for retrieval queries (MiniLMEmbedder).
    embedder = MiniLMEmbedder(data_dir, threads=1)
    return SemanticScreen(embedder, exemplars["injections"], exemplars["benign"], cache)


class _MarginCache:
    """Margins of sentences seen before (one work order's fields and the corpus snippets recur across runs)."""

    def __init__(self, size: int = 16384) -> None:
        self.size = size
        self.values: dict[str, float] = {}

    def margins(self, screen: SemanticScreen, sentences: list[str]) -> list[float]:
        missing = list(dict.fromkeys(s for s in sentences if s not in self.values))
        if missing:  # one batch for everything new in this text
            for sentence, margin in zip(missing, screen.margins(missing), strict=True):
                if len(self.values) >= self.size:
                    self.values.pop(next(iter(self.values)))
                self.values[sentence] = float(margin)
        return [self.values.get(s, 0.0) for s in sentences]

    def cache_clear(self) -> None:
        self.values.clear()


_margin = _MarginCache()


def flagged_sentences(text: str) -> list[tuple[int, int, float]]:
    """(start, end, margin) of every sentence of `text` that reads like a known injection."""
    screen = None if _skip.get() else current()
    if screen is None:
        return []
    spans = sentence_spans(text)
    with _lock:
        margins = _margin.margins(screen, [text[start:end] for start, end in spans])
    return [(start, end, round(m, 3)) for (start, end), m in zip(spans, margins, strict=True) if m >= MARGIN]
