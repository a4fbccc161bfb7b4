"""Would a learned gate clear the forbidden permits that new authors' text draws? A held-out experiment (round 16).

Why: four rounds running, the rules fixed on a blind set's tune half cleared its forbidden permits while its frozen
sibling, written by another hand, did not move: each author writes no-permit work in a frame of their own (a register,
a booking, an inspection, an incident's follow-up), and a rule cue read inside it raises a permit. The design lets
either layer raise a permit and only the rules clear one. This measures what that rule costs: a MiniLM kNN gate over
whole orders, per permit type (the K nearest labelled orders that require the type against the K nearest that forbid
it; the type is dropped when the forbidding side is closer by more than T), trained on every tune set but the held-out
ones and scored on the engine's output for the held-out sets as it was at their first contact (before anyone tuned on
them). It prints, per K and T, the forbidden permits the gate would clear and the required and optional ones it would
wrongly clear. It is an experiment, not a feature: nothing in the engine reads it (BENCHMARKS.md, issue 12 round 16).

    # the engine's output on the held-out sets, taken in a checkout of the commit before they were tuned on
    .venv/bin/python -m bench.frame_gate dump --out /tmp/first.json --only tune16 tune17
    # the grid, in any checkout (training reads the tune sets' labels only, never a frozen set)
    .venv/bin/python -m bench.frame_gate grid --outputs /tmp/first.json --held tune16 tune17
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from bench.sets import discover

KS = (3, 5, 10)
TS = (0.0, 0.04, 0.08, 0.10, 0.12, 0.16, 0.20)


def _orders(name: str) -> list[tuple[str, dict, dict]]:
    """A tune set's orders in its own split, each with its label."""
    s = next(s for s in discover() if s.name == name)
    if s.frozen:
        raise SystemExit(f"{name} is frozen: it is never read here")
    raw = json.loads(s.workorders.read_text(encoding="utf-8"))
    labels = raw.get("labels") or {}
    rows = []
    for wo in raw["workOrders"]:
        label = labels.get(wo["id"]) or wo.get("labels") or {}
        if str(label.get("split") or name) == name:
            rows.append((f"{name}:{wo['id']}", wo, label))
    return rows


def _text(wo: dict) -> str:
    return " ".join(str(wo[k]) for k in ("title", "description", "jobPlan") if wo.get(k))


def dump(out: Path, names: list[str]) -> None:
    from mcp_server.hazards.engine import assess

    issued = {}
    for name in names:
        for ident, wo, _ in _orders(name):
            fields = {k: wo.get(k) for k in ("title", "description", "jobPlan")}
            issued[ident] = sorted({p.type for p in assess(fields, wo.get("area"), wo.get("equipment")).permitTypes})
    out.write_text(json.dumps(issued, indent=0), encoding="utf-8")
    print(f"{len(issued)} orders written to {out}")


def grid(outputs: Path, held: list[str]) -> None:
    from guardrails.embedding import shared_embedder
    from mcp_server.settings import Settings

    issued = json.loads(outputs.read_text(encoding="utf-8"))
    tune = [s.name for s in discover() if not s.frozen and s.name not in held]
    train = [row for name in tune for row in _orders(name)]
    test = [row for name in held for row in _orders(name)]
    model = shared_embedder(Settings().data_dir, threads=2)

    def unit(texts: list[str]) -> np.ndarray:
        v = model.vectors(texts)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    sim = unit([_text(wo) for _, wo, _ in test]) @ unit([_text(wo) for _, wo, _ in train]).T
    print(f"trained on {len(train)} orders of {len(tune)} tune sets; held out {len(test)} orders of {', '.join(held)}")
    print("K | T | forbidden cleared / raised | required cleared | optional cleared")
    # the training orders that require or forbid each permit type, and each held-out call's label, read once
    sides = {
        p: [[j for j, row in enumerate(train) if p in (row[2].get(key) or [])] for key in ("required", "forbidden")]
        for p in {p for ident, _, _ in test for p in issued[ident]}
    }
    calls = [
        (i, p, next((n for n in ("forbidden", "required", "optional") if p in (label.get(n) or [])), None))
        for i, (ident, _, label) in enumerate(test)
        for p in issued[ident]
    ]
    raised = sum(kind == "forbidden" for _, _, kind in calls)
    for k in KS:
        gaps = [
            (np.sort(sim[i, sides[p][1]])[-k:].mean() - np.sort(sim[i, sides[p][0]])[-k:].mean(), kind)
            for i, p, kind in calls
        ]
        for t in TS:
            cleared = {"forbidden": 0, "required": 0, "optional": 0}
            for gap, kind in gaps:
                if kind and gap > t:
                    cleared[kind] += 1
            print(f"{k} | {t:.2f} | {cleared['forbidden']} / {raised} | {cleared['required']} | {cleared['optional']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    d = sub.add_parser("dump")
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--only", nargs="+", required=True)
    g = sub.add_parser("grid")
    g.add_argument("--outputs", type=Path, required=True)
    g.add_argument("--held", nargs="+", required=True)
    args = parser.parse_args()
    if args.what == "dump":
        dump(args.out, args.only)
    else:
        grid(args.outputs, args.held)


if __name__ == "__main__":
    main()
