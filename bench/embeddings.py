"""Embedding micro-benchmark: CPU per batch and per text of the tool server's embeddings, fastembed's path (before)
against guardrails.embedding's (after), on the batches the shipped work orders ask for, in one run.

Run: .venv/bin/python -m bench.embeddings [--rounds 5] [--options]
Batches, per shipped work order (assets/workOrders.json): the sentences the semantic hazard layer reads (hazard
identification run with a recording embedder) and the retrieval queries the rules engine's A1 builds from that report
(agent_client.agents.hazards.evidence_query), one batch each, as the tool server receives them.
- before: fastembed's TextEmbedding on one thread, called as the server called it until issue 16 round 5 (queries:
  one query_embed batch; sentences: length-sorted, embed with batch size 16), each batch padded to its longest text;
- after: guardrails.embedding.MiniLMEmbedder(threads=1) with its text cache off (the model's own cost), which groups a
  batch by length (plan_runs) so fewer padding tokens are computed.
The two alternate batch by batch (order swapped every round); CPU is the thread's CPU time (onnxruntime runs on the
calling thread with one thread). Prints CPU ms per batch and per text, tokens computed (real + padding), the ratio
after/before and the largest absolute difference between the two paths' vectors (must stay <= 1e-5).
With --options the after path is also timed with other onnxruntime session options on the same batches.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

import numpy as np

from guardrails.embedding import MODEL_NAME, MiniLMEmbedder, plan_runs, prepare_model_dir


class Recorder:
    """The hazard layer's embedder, recording each batch of sentences it is asked for."""

    def __init__(self, inner) -> None:  # noqa: ANN001 - any Embedder
        self.inner = inner
        self.batches: list[list[str]] = []

    def embed_documents(self, texts):  # noqa: ANN001, ANN201 - mirrors Embedder
        self.batches.append(list(texts))
        return self.inner.embed_documents(texts)


def work_order_batches(data_dir: Path) -> list[tuple[str, list[str]]]:
    """(kind, texts) per embedding call the tool server gets for the shipped work orders: 'sentences', 'queries'."""
    from agent_client.agents.hazards import NAMESPACES, evidence_query, from_report
    from mcp_server.hazards import semantic
    from mcp_server.hazards.engine import assess
    from mcp_server.settings import Settings
    from mcp_server.workorders.model import WorkOrderRepository

    labels, texts = semantic.load_exemplars()
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "permitflow"
    recorder = Recorder(MiniLMEmbedder(data_dir, threads=1))
    semantic.install(semantic.ExemplarMatcher(recorder, labels, texts, cache))
    recorder.batches.clear()
    batches: list[tuple[str, list[str]]] = []
    repository = WorkOrderRepository.from_file(Settings().workorders)
    for wo in (repository.get(i) for i in repository.ids()):
        seen = len(recorder.batches)
        fields = {"title": wo.title, "description": wo.description, "jobPlan": wo.jobPlan}
        report = assess(fields, wo.area, wo.equipment).model_dump()
        batches.extend(("sentences", b) for b in recorder.batches[seen:])
        queries = [evidence_query(h, {"title": wo.title}) for h in from_report(report) for _ in NAMESPACES]
        if queries:
            batches.append(("queries", list(dict.fromkeys(queries))))
    semantic.install(None)
    return batches


def fastembed_call(model, kind: str, texts: list[str]) -> np.ndarray:  # noqa: ANN001 - fastembed TextEmbedding
    """The calls the tool server made before: one query batch; sentences length-sorted in batches of 16."""
    if kind == "queries":
        return np.asarray(list(model.query_embed(texts, batch_size=max(8, len(texts)))), dtype=np.float32)
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors = np.asarray(list(model.embed([texts[i] for i in order], batch_size=16)), dtype=np.float32)
    out = np.empty_like(vectors)
    out[order] = vectors
    return out


def session_variant(data_dir: Path, **settings) -> MiniLMEmbedder:  # noqa: ANN003 - SessionOptions fields/entries
    """The after path with its session rebuilt under other options (keys with dots are session config entries)."""
    import onnxruntime as ort

    embedder = MiniLMEmbedder(data_dir, threads=1, cache_size=0)
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    for key, value in settings.items():
        if "." in key:
            options.add_session_config_entry(key, value)
        else:
            setattr(options, key, value)
    path = prepare_model_dir(data_dir) / "model.onnx"
    embedder._session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
    return embedder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--options", action="store_true", help="also time onnxruntime session-option variants")
    parser.add_argument("--data-dir", type=Path, default=None, help="where the model files are linked (temp dir)")
    args = parser.parse_args()
    from fastembed import TextEmbedding

    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="pf-emb-"))
    batches = work_order_batches(data_dir)
    before = TextEmbedding(MODEL_NAME, specific_model_path=str(prepare_model_dir(data_dir)), local_files_only=True,
                           threads=1)  # fmt: skip
    paths = {"before (fastembed)": lambda kind, texts: fastembed_call(before, kind, texts)}
    after = MiniLMEmbedder(data_dir, threads=1, cache_size=0)
    paths["after (MiniLMEmbedder)"] = lambda kind, texts: after.vectors(texts)
    if args.options:
        import onnxruntime as ort

        for name, settings in {
            "after, SkipLayerNormFusion off": {"optimization.disable_specified_optimizers": "SkipLayerNormFusion"},
            "after, ORT_ENABLE_EXTENDED": {"graph_optimization_level": ort.GraphOptimizationLevel.ORT_ENABLE_EXTENDED},
            "after, ORT_ENABLE_BASIC": {"graph_optimization_level": ort.GraphOptimizationLevel.ORT_ENABLE_BASIC},
            "after, ORT_DISABLE_ALL": {"graph_optimization_level": ort.GraphOptimizationLevel.ORT_DISABLE_ALL},
            "after, no memory pattern": {"enable_mem_pattern": False},
            "after, no CPU arena": {"enable_cpu_mem_arena": False},
            "after, denormals as zero": {"session.set_denormal_as_zero": "1"},
        }.items():
            variant = session_variant(data_dir, **settings)
            paths[name] = lambda kind, texts, v=variant: v.vectors(texts)

    tokenizer = after._tokenizer
    tokens = {"before (fastembed)": 0, "after (MiniLMEmbedder)": 0}
    real = 0
    for kind, texts in batches:
        lengths = [len(e.ids) for e in tokenizer.encode_batch(texts)]
        real += sum(lengths)
        ordered = sorted(lengths)
        size = max(8, len(texts)) if kind == "queries" else 16
        tokens["before (fastembed)"] += sum(
            max(ordered[i : i + size]) * len(ordered[i : i + size]) for i in range(0, len(ordered), size)
        )
        tokens["after (MiniLMEmbedder)"] += sum(max(lengths[i] for i in r) * len(r) for r in plan_runs(lengths, 32))

    reference = {i: paths["before (fastembed)"](kind, texts) for i, (kind, texts) in enumerate(batches)}
    worst = {name: 0.0 for name in paths}
    cpu = {name: {"queries": 0.0, "sentences": 0.0} for name in paths}
    for call in paths.values():  # warm every session once
        call(*batches[0])
    for round_ in range(args.rounds):
        names = list(paths) if round_ % 2 == 0 else list(reversed(paths))
        for index, (kind, texts) in enumerate(batches):
            for name in names:
                start = time.thread_time()
                vectors = paths[name](kind, texts)
                cpu[name][kind] += time.thread_time() - start
                worst[name] = max(worst[name], float(np.abs(vectors - reference[index]).max()))

    counts = {k: sum(1 for kind, _ in batches if kind == k) for k in ("queries", "sentences")}
    texts_of = {k: sum(len(t) for kind, t in batches if kind == k) for k in ("queries", "sentences")}
    orders = counts["queries"] or 1
    print(
        f"{len(batches)} batches from the shipped work orders: {counts['queries']} query batches "
        f"({texts_of['queries']} texts), {counts['sentences']} sentence batches ({texts_of['sentences']} texts); "
        f"{real} real tokens; {args.rounds} rounds; load average {os.getloadavg()[0]:.1f}"
    )
    for name, tally in tokens.items():
        print(f"  tokens computed, {name}: {tally} ({tally / real:.2f}x the real tokens)")
    base = sum(cpu["before (fastembed)"].values())
    print("| path | CPU ms per query batch | per query | per sentence batch | per sentence | ms per work order "
          "| vs before | max abs diff |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    for name, tally in cpu.items():
        q, s = (tally[k] * 1000 / args.rounds for k in ("queries", "sentences"))
        print(
            f"| {name} | {q / max(1, counts['queries']):.2f} | {q / max(1, texts_of['queries']):.2f} | "
            f"{s / max(1, counts['sentences']):.2f} | {s / max(1, texts_of['sentences']):.2f} | "
            f"{(q + s) / orders:.1f} | {sum(tally.values()) / base:.2f}x | {worst[name]:.1e} |"
        )


if __name__ == "__main__":
    main()
