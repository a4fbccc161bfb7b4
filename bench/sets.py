"""Every evaluation set of issue 12 measured in one command, one line per set, and a tune set's errors order by order.

Why: each round measures the tune sets after every change (hazards mode, about a minute for all of them) and the
held-out sets once per round (the full rules pipeline). Those loops lived in shell scripts outside the repository, so
the commands in BENCHMARKS.md could not be re-run from a clone, and a held-out run's log (which lists the ids of the
orders it got wrong) was one `tail` away from whoever checked that it had finished. Here the sets are found in
`bench/eval/` by their layout, the held-out runs print their aggregate lines only (each set's full log stays in the
output folder for the record), and `errors` refuses a frozen set.

    .venv/bin/python -m bench.sets tune [--out DIR] [--only tune12 tune13]    # hazards mode, in parallel
    .venv/bin/python -m bench.sets frozen --out DIR [--only frozen12]         # full pipeline, one set at a time
    .venv/bin/python -m bench.sets errors tune13                               # per order: missed / extra / forbidden
    .venv/bin/python -m bench.sets probes bench/eval/blackbox13/probes.txt     # black-box probes: the ones that fail

A line: set | orders | recall | precision | forbidden | silent suppressions | evidence relevance | expectations met,
then the incident narratives' micro precision / recall / F1 and forbidden count.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "bench" / "eval"
OLD = "old"
"""The project's first eval set (bench/eval/workorders_eval.json), measured beside the tune sets: it must stay at
1.000 / 0.991 / 0."""


@dataclass(frozen=True)
class EvalSet:
    """One split of one blind set: its name (the split label), work orders and narratives."""

    name: str
    workorders: Path
    incidents: Path | None

    @property
    def frozen(self) -> bool:
        return self.name.startswith("frozen")


def _with(name: str, folder: Path) -> EvalSet:
    inc = folder / "incidents.json"
    return EvalSet(name, folder / "workorders.json", inc if inc.exists() else None)


def _order(name: str) -> tuple[str, int]:
    m = re.fullmatch(r"([a-z]+)(\d*)", name)
    return (m.group(1), int(m.group(2) or 1)) if m else (name, 0)


def discover() -> list[EvalSet]:
    """The sets by layout: `unseen/` holds tune and frozen (split labels), `unseen2/` is tune2, `unseen3/` is frozen2,
    and from `unseen4/` on each blind set has a `tuneN/` and a `frozenN/` folder (a sub-set still being written, with
    no workorders.json yet, is left out)."""
    found = [_with("tune", EVAL / "unseen"), _with("frozen", EVAL / "unseen"), _with("tune2", EVAL / "unseen2")]
    found.append(_with("frozen2", EVAL / "unseen3"))
    for folder in sorted(EVAL.glob("unseen*/*/")):
        if re.fullmatch(r"(tune|frozen)\d+", folder.name) and (folder / "workorders.json").exists():
            found.append(_with(folder.name, folder))
    return sorted(found, key=lambda s: _order(s.name))


def select(kind: str, only: list[str] | None) -> list[EvalSet]:
    sets = [s for s in discover() if s.frozen == (kind == "frozen")]
    if only:
        unknown = set(only) - {s.name for s in sets}
        if unknown:
            raise SystemExit(f"no {kind} set named {', '.join(sorted(unknown))}")
        sets = [s for s in sets if s.name in only]
    return sets


def _command(s: EvalSet, mode: str, out: Path) -> list[str]:
    cmd = [sys.executable, "-m", "bench.quality", "--mode", mode, "--eval", str(s.workorders)]
    if s.name != OLD:
        cmd += ["--split", s.name]  # the old eval set's labels carry no split
    if s.incidents:
        cmd += ["--incidents", str(s.incidents)]
    return [*cmd, "--json", str(out / f"{s.name}.json")]


def _run(cmd: list[str], log: Path) -> int:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with log.open("w", encoding="utf-8") as fh:
        return subprocess.run(cmd, cwd=ROOT, env=env, stdout=fh, stderr=subprocess.STDOUT, check=False).returncode


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.3f}" if b else "n/a"


def summary(name: str, figures: dict) -> str:
    """One line from bench.quality's --json: the aggregate figures only, never an order id."""
    g = figures["groups"]["all"]
    rel = f"{_ratio(g['relevant'], g['cited'])} ({g['cited']})" if g["cited"] else "n/a"
    exp = f"{g['met']}/{g['expected']}" if g["expected"] else "n/a"
    line = (
        f"{name:<9} | {g['orders']:>3} | {_ratio(g['found'], g['required'])} | {_ratio(g['correct'], g['issued'])} | "
        f"{len(g['forbidden'])} | {len(g['silent'])} | {rel} | {exp}"
    )
    if inc := figures.get("incidents"):
        line += (
            f" | narratives {inc['narratives']}: P {inc['precision']:.3f} R {inc['recall']:.3f} "
            f"F1 {inc['microF1']:.3f} forbidden {inc['forbidden']}"
        )
    return line


def measure(sets: list[EvalSet], mode: str, out: Path, jobs: int) -> Iterator[str]:
    out.mkdir(parents=True, exist_ok=True)
    old = EvalSet(OLD, EVAL / "workorders_eval.json", None)
    todo = [*sets, old] if mode == "hazards" else sets

    def one(s: EvalSet) -> str:
        code = _run(_command(s, mode, out), out / f"{s.name}.log")
        result = out / f"{s.name}.json"
        if not result.exists() or not json.loads(result.read_text(encoding="utf-8"))["groups"]:
            return f"{s.name:<9} | failed (exit {code}; see {s.name}.log)"
        return summary(s.name, json.loads(result.read_text(encoding="utf-8")))

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(one, todo)


def errors(s: EvalSet) -> Iterator[str]:
    """A tune set's orders and narratives that miss a required permit or raise one not allowed (hazards mode)."""
    if s.frozen:
        raise SystemExit(f"{s.name} is held out: its orders are not read")
    from mcp_server.hazards.engine import assess

    raw = json.loads(s.workorders.read_text(encoding="utf-8"))
    labels = raw.get("labels") or {}
    for wo in raw["workOrders"]:
        label = labels.get(wo["id"]) or {}
        if str(label.get("split", s.name)) != s.name and s.name in ("tune", "frozen"):
            continue
        fields = {k: wo.get(k) for k in ("title", "description", "jobPlan")}
        issued = {p.type for p in assess(fields, wo.get("area"), wo.get("equipment")).permitTypes}
        yield from _verdict(wo["id"], f"[{label.get('category', '')}] {wo.get('title', '')}", issued, label)
    items = json.loads(s.incidents.read_text(encoding="utf-8")) if s.incidents else []
    for item in items if isinstance(items, list) else items.get("incidents", []):
        if s.name in ("tune", "frozen") and str(item.get("split", s.name)) != s.name:
            continue
        issued = {p.type for p in assess({"description": item["text"]}).permitTypes}
        yield from _verdict(item["id"], item["text"], issued, item)


def probes(path: Path) -> tuple[int, list[str]]:
    """A black-box probe file, one `Permit type[,Permit type]|text` per line (`|text` for text that must raise
    nothing; a type written `-Type` must not be raised): how many probes, and each one that fails (a wanted permit
    missing, a refused one raised, or, for benign text, every permit raised)."""
    from mcp_server.hazards.engine import assess

    lines = [ln.split("|", 1) for ln in path.read_text(encoding="utf-8").splitlines() if "|" in ln]
    failed = []
    for want, text in lines:
        issued = {p.type for p in assess({"description": text}).permitTypes}
        named = [w.strip() for w in want.split(",") if w.strip()]
        wanted = {w for w in named if not w.startswith("-")}
        refused = {w[1:].strip() for w in named if w.startswith("-")}
        if (wanted - issued) or (refused & issued) or (not named and issued):
            failed.append(f"{want or 'nothing'} | {text} -> {sorted(issued) or 'nothing'}")
    return len(lines), failed


def _verdict(ident: str, what: str, issued: set[str], label: dict) -> Iterator[str]:
    required, allowed = set(label.get("required") or []), set(label.get("optional") or [])
    missed, extra = required - issued, issued - required - allowed
    if missed or extra:
        forbidden = extra & set(label.get("forbidden") or [])
        yield f"{ident} {what[:70]}\n   missed={sorted(missed)} extra={sorted(extra)} forbidden={sorted(forbidden)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=("tune", "frozen", "errors", "probes"))
    parser.add_argument("name", nargs="?", help="errors: the tune set; probes: a probe file")
    parser.add_argument("--only", nargs="+", default=None, help="these sets only")
    parser.add_argument("--out", type=Path, default=None, help="logs and --json figures (default: a temporary folder)")
    parser.add_argument("--mode", choices=("hazards", "pipeline"), default=None)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    if args.what == "probes":
        total, failed = probes(Path(args.name or ""))
        print("\n".join(failed))
        print(f"{len(failed)} of {total} probes failed")
        return
    if args.what == "errors":
        [s] = select("tune", [args.name]) if args.name else [None]
        if s is None:
            raise SystemExit("errors needs a tune set's name")
        for line in errors(s):
            print(line)
        return
    mode = args.mode or ("hazards" if args.what == "tune" else "pipeline")
    jobs = args.jobs or (os.cpu_count() or 2 if mode == "hazards" else 1)
    out = args.out or Path(tempfile.mkdtemp(prefix=f"permitflow-{args.what}-"))
    print(f"# {args.what} sets, {mode} mode; logs in {out}")
    print("set       | orders | recall | precision | forbidden | silent | evidence | expectations | narratives")
    for line in measure(select(args.what, args.only), mode, out, jobs):
        print(line, flush=True)


if __name__ == "__main__":
    main()
