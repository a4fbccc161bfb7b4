"""Evidence relevance judged by a reader who has not seen the system (issue 12, part 4).

Why: bench/quality.py's relevance figure is a keyword test on the hazard's name and triggering words, the same words
the rules engine's retrieval query is made of, so it cannot see a citation that shares a word with the hazard and is
about another activity. This bench hands the cited pairs to a reader who never saw the retrieval, the relevance floor
or the keyword verdicts, and scores the reader's judgements against both.

    # 1. run the pipeline and keep every cited pair
    .venv/bin/python -m bench.quality --eval SET/workorders.json --split S --json /tmp/q.json
    # 2. the pairs to judge, without any verdict: work order text, hazard, cited title and snippet (--quality may be
    #    repeated, e.g. the base and the changed code on one set: the reader judges the union, blind to which)
    .venv/bin/python -m bench.evidence_judge task --quality /tmp/q.json --eval SET/workorders.json --out task.json
    # 3. the reader writes {"<pair id>": {"fits": true|false, "why": "..."}} (bench/eval/evidence/*.labels.json)
    # 4. judged relevance of the citations, and where the keyword judge and the reader disagree
    .venv/bin/python -m bench.evidence_judge score --quality /tmp/q.json --labels LABELS.json

A pair's id is `<work order>|<hazard>|<source id>`, so the labels stay valid for a re-run that cites the same pairs;
a pair cited by a later run and never judged is counted apart ("unjudged"), never guessed.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any


def pair_id(pair: dict[str, Any]) -> str:
    return f"{pair['workOrder']}|{pair['hazard']}|{pair['sourceId']}"


def _pairs(quality: Path) -> list[dict[str, Any]]:
    return list({pair_id(p): p for p in json.loads(quality.read_text(encoding="utf-8"))["cited"]}.values())


def task(qualities: list[Path], eval_path: Path, out: Path, sample: int | None, seed: int) -> None:
    """The pairs of one run, or the union of several (two code versions on one set): the reader cannot tell which
    run cited a pair, so both are judged alike."""
    raw = json.loads(eval_path.read_text(encoding="utf-8"))
    orders = {wo["id"]: wo for wo in (raw["workOrders"] if isinstance(raw, dict) else raw)}
    pairs = list({pair_id(p): p for q in qualities for p in _pairs(q)}.values())
    if sample and sample < len(pairs):
        pairs = random.Random(seed).sample(pairs, sample)
    items = []
    for p in sorted(pairs, key=pair_id):
        wo = orders.get(p["workOrder"], {})
        items.append(
            {
                "id": pair_id(p),
                "workOrder": {"title": wo.get("title", ""), "description": (wo.get("description") or "")[:600]},
                "hazard": p["hazard"],
                "cited": {"title": p["title"], "snippet": p["snippet"]},
            }
        )
    question = (
        "For each item: does the cited incident or permit concern the same activity or hazard as the hazard it is "
        "cited for, in this work order, so that a permit coordinator would accept it as a lesson for this job? "
        'Answer {"<id>": {"fits": true|false, "why": "<one short reason>"}}.'
    )
    out.write_text(json.dumps({"question": question, "items": items}, indent=1, ensure_ascii=False), encoding="utf-8")
    print(f"{len(items)} pairs to judge written to {out}")


def score(quality: Path, labels_path: Path) -> None:
    labels = json.loads(labels_path.read_text(encoding="utf-8"))
    pairs = _pairs(quality)
    judged = [(p, labels[pair_id(p)]["fits"]) for p in pairs if pair_id(p) in labels]
    fits = sum(f for _, f in judged)
    agree = sum(f == p["keywordFits"] for p, f in judged)
    kw_only = [pair_id(p) for p, f in judged if p["keywordFits"] and not f]
    reader_only = [pair_id(p) for p, f in judged if f and not p["keywordFits"]]
    n = max(1, len(judged))
    print(f"cited pairs: {len(pairs)}; judged {len(judged)}, unjudged {len(pairs) - len(judged)}")
    print(f"judged relevance (reader): {fits / n:.3f} ({fits} of {len(judged)})")
    keyword = sum(p["keywordFits"] for p, _ in judged) / n
    print(f"keyword judge on the same pairs: {keyword:.3f}; agreement {agree / n:.3f}")
    print(f"keyword says fits, reader says not ({len(kw_only)}): {kw_only[:12]}")
    print(f"reader says fits, keyword says not ({len(reader_only)}): {reader_only[:12]}")
    by_hazard: dict[str, list[bool]] = {}
    for p, f in judged:
        by_hazard.setdefault(p["hazard"], []).append(f)
    for name, got in sorted(by_hazard.items(), key=lambda kv: sum(kv[1]) / len(kv[1])):
        print(f"  {name}: {sum(got)}/{len(got)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("task")
    t.add_argument("--quality", type=Path, required=True, action="append", help="repeatable: the union is judged")
    t.add_argument("--eval", type=Path, required=True)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--sample", type=int, default=None)
    t.add_argument("--seed", type=int, default=20261127)
    s = sub.add_parser("score")
    s.add_argument("--quality", type=Path, required=True)
    s.add_argument("--labels", type=Path, required=True)
    args = parser.parse_args()
    if args.cmd == "task":
        task(args.quality, args.eval, args.out, args.sample, args.seed)
    else:
        score(args.quality, args.labels)


if __name__ == "__main__":
    main()
