"""Build guardrails/exemplars.json and choose the semantic screen's MARGIN by leave-one-out over it.

Run: .venv/bin/python -m bench.semantic_margin [--target-fp 0.0025] [--write]

Exemplars: the injection and benign texts of the test fixtures and of held-out sets 1 and 2 (both were already
used to revise the rules, so they are training data now), plus every sentence of the work orders and incidents in
assets/ as benign text. Injections without MIN_WORDS readable words (base64, spaced-out letters) are left to the
rules, which decode them; as exemplars they would make any opaque token look like an attack.
Held-out set 3 is never read here. For each exemplar the margin is computed with itself
left out; the printed table gives, per margin, the share of injections caught and of benign texts flagged. The
chosen MARGIN is the smallest whose benign false-positive rate stays at or under --target-fp.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

import numpy as np

from guardrails.embedding import MiniLMEmbedder
from guardrails.report import asset_texts
from guardrails.semantic import EXEMPLARS, K, readable, sentence_spans

ROOT = Path(__file__).resolve().parent.parent

SOURCES = [
    ROOT / "tests" / "fixtures" / "guardrails",
    ROOT / "bench" / "eval" / "guardrails_heldout",
    ROOT / "bench" / "eval" / "guardrails_heldout2",
]


def texts_of(name: str) -> list[str]:
    return [case["text"] for source in SOURCES for case in json.loads((source / name).read_text())["cases"]]


def build() -> dict[str, list[str]]:
    benign = texts_of("benign_cases.json")
    for _, text in asset_texts(ROOT):
        benign += [text[start:end] for start, end in sentence_spans(text)]
    return {
        "description": "Exemplars of the semantic injection screen; built by bench/semantic_margin.py, do not edit.",
        "injections": list(dict.fromkeys(t for t in texts_of("injection_cases.json") if readable(t))),
        "benign": list(dict.fromkeys(benign)),
    }


def loo_margins(vectors: np.ndarray, n_injections: int) -> np.ndarray:
    """Each exemplar's margin against all the others (itself left out of its own class)."""
    similarities = vectors @ vectors.T
    np.fill_diagonal(similarities, -np.inf)
    to_injections = np.sort(similarities[:, :n_injections], axis=1)[:, -K:].mean(axis=1)
    to_benign = np.sort(similarities[:, n_injections:], axis=1)[:, -K:].mean(axis=1)
    return to_injections - to_benign


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target-fp", type=float, default=0.0025)
    parser.add_argument("--write", action="store_true", help="write guardrails/exemplars.json")
    args = parser.parse_args()
    exemplars = build()
    injections, benign = exemplars["injections"], exemplars["benign"]
    with tempfile.TemporaryDirectory() as tmp:
        vectors = MiniLMEmbedder(Path(tmp)).embed_documents([*injections, *benign])
    margins = loo_margins(vectors, len(injections))
    inj, ben = margins[: len(injections)], margins[len(injections) :]
    print(f"exemplars: {len(injections)} injections, {len(benign)} benign sentences; K={K}")
    print("\n| margin | injections caught | benign flagged |\n|---|---|---|")
    chosen = None
    for margin in np.arange(0.0, 0.31, 0.02):
        fp = float((ben >= margin).mean())
        print(f"| {margin:.2f} | {(inj >= margin).mean():.3f} ({int((inj >= margin).sum())}) | {fp:.4f} "
              f"({int((ben >= margin).sum())}) |")  # fmt: skip
        if chosen is None and fp <= args.target_fp:
            chosen = round(float(margin), 2)
    print(f"\nsmallest margin with benign false positives <= {args.target_fp}: {chosen}")
    if args.write:
        EXEMPLARS.write_text(json.dumps(exemplars, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {EXEMPLARS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
