"""Embedding providers: MiniLM (int8 ONNX, offline, default; loaded by guardrails.embedding), Gemini (when
configured), BM25 sparse."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from guardrails.embedding import (  # noqa: F401 - re-exported: retrieval's embedders live beside them
    DIM,
    MODEL_ID,
    MODEL_NAME,
    PINNED_FILES,
    Embedder,
    EmbeddingModelError,
    MiniLMEmbedder,
    prepare_model_dir,
    sha256_file,
    shared_embedder,
)


class GeminiEmbedder:
    """Gemini text embeddings reduced to 384 dims, so the same collections fit. Needs GOOGLE_API_KEY.

    Not exercised by the test suite (no network here); the MiniLM embedder is the default.
    """

    dim = DIM

    def __init__(self, api_key: str, model: str = "gemini-embedding-001") -> None:
        from google import genai

        self.model_id = f"{model}@{DIM}"
        self._model = model
        self._client = genai.Client(api_key=api_key)

    def _embed(self, texts: Sequence[str], task: str) -> np.ndarray:
        from google.genai import types

        vectors: list[list[float]] = []
        for start in range(0, len(texts), 100):
            response = self._client.models.embed_content(
                model=self._model,
                contents=list(texts[start : start + 100]),
                config=types.EmbedContentConfig(task_type=task, output_dimensionality=DIM),
            )
            vectors.extend(e.values for e in response.embeddings)
        array = np.asarray(vectors, dtype=np.float32).reshape(-1, DIM)
        norms = np.linalg.norm(array, axis=1, keepdims=True)
        return array / np.where(norms == 0, 1, norms)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts, "RETRIEVAL_DOCUMENT")

    def embed_query(self, text: str) -> np.ndarray:
        return self._embed([text], "RETRIEVAL_QUERY")[0]


class SparseEncoder:
    """BM25 term weights computed client-side (qdrant_edge.Bm25), so edge and server stores get the same
    sparse vectors; the store applies IDF at query time (Modifier.Idf)."""

    def __init__(self) -> None:
        import qdrant_edge as qe

        self._bm25 = qe.Bm25()

    def embed_documents(self, texts: Sequence[str]) -> list[tuple[list[int], list[float]]]:
        out = []
        for text in texts:
            vec = self._bm25.embed_document(text)
            out.append((list(vec.indices), list(vec.values)))
        return out

    def embed_query(self, text: str) -> tuple[list[int], list[float]]:
        vec = self._bm25.embed_query(text)
        return list(vec.indices), list(vec.values)


def build_embedder(settings, threads: int | None = None) -> Embedder:  # noqa: ANN001 - RagSettings, lazily imported
    """The configured embedder; `threads` bounds the local model's onnxruntime threads (None: its default)."""
    if settings.embedder == "gemini":
        if not settings.google_api_key:
            raise EmbeddingModelError("PERMITFLOW_RAG_EMBEDDER=gemini needs GOOGLE_API_KEY")
        return GeminiEmbedder(settings.google_api_key, settings.gemini_model)
    if threads == 1:  # the tool server's queries: the process's one-thread model, shared with the hazard sentences
        return shared_embedder(settings.resolved_data_dir, threads=1)
    return MiniLMEmbedder(settings.resolved_data_dir, settings.embed_batch_size, threads)
