"""Assemble bench/eval/unseen6/<subset>/{workorders,incidents}.json from the hand-written case sources.

Why: both unseen6 sub-sets must be reproducible from their sources, and tune5 must be buildable without
the frozen5 sources present (the code side is given tune5 only). This script assigns ids (after a
fixed-seed shuffle so categories interleave), 2027 time windows, site coordinates, the split and simops
links. It never changes a label. Plain python3, no project imports.
Run: python3 build.py tune5   or   python3 build.py frozen5
"""

import datetime as dt
import importlib
import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

OUT = HERE.parent
ROOT = OUT.parents[2]
SUBSETS = {
    # subset: (work order id prefix, narrative id prefix, seed, first day)
    "tune5": ("U6T", "N6T", 20270501, dt.datetime(2027, 5, 1, tzinfo=dt.UTC)),
    "frozen5": ("U6F", "N6F", 20270502, dt.datetime(2027, 5, 2, tzinfo=dt.UTC)),
}
CATEGORY_NAMES = [
    ("scope_negation", "SCOPE_NEGATION"),
    ("benign_lookalike", "BENIGN_LOOKALIKE"),
    ("multi_permit", "MULTI_PERMIT"),
    ("live_sources", "LIVE_SOURCES"),
    ("toxic_substances", "TOXIC_SUBSTANCES"),
    ("simops", "SIMOPS"),
    ("incident_narrative", "INCIDENT_NARRATIVE"),
    ("garbage", "GARBAGE"),
]
START_HOURS = [6, 7, 8, 13, 5, 9, 14]


def build(subset: str) -> None:
    wo_prefix, inc_prefix, seed, base = SUBSETS[subset]
    wo_mod = importlib.import_module(f"cases_{subset}_wo")
    inc_mod = importlib.import_module(f"cases_{subset}_inc")
    out = OUT / subset
    out.mkdir(exist_ok=True)
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    cases = [(cat, c) for cat, name in CATEGORY_NAMES for c in getattr(wo_mod, name)]
    order = list(range(len(cases)))
    random.Random(seed).shuffle(order)

    work_orders, labels, pair_ids, pair_windows = [], {}, {}, {}
    for n, k in enumerate(order):
        cat, c = cases[k]
        wid = f"{wo_prefix}-{n + 1:03d}"
        pair = c.get("pair")
        if pair is not None and pair in pair_windows:
            start, end = pair_windows[pair]
        else:
            day = base + dt.timedelta(days=4 * n)
            start = day.replace(hour=c.get("start_hour", START_HOURS[n % len(START_HOURS)]))
            end = start + dt.timedelta(hours=c["hours"])
            if pair is not None:
                pair_windows[pair] = (start, end)
        site = sites[c["site"]]
        work_orders.append(
            {
                "id": wid,
                "title": c["title"],
                "description": c["description"],
                "site": c["site"],
                "area": c["area"],
                "equipment": list(c["equipment"]),
                "timeWindow": {
                    "start": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    "end": end.strftime("%Y-%m-%dT%H:%M:%SZ"),
                },
                "jobPlan": c["plan"],
                "latitude": site["latitude"],
                "longitude": site["longitude"],
            }
        )
        label = {
            "required": list(c["required"]),
            "optional": list(c["optional"]),
            "forbidden": list(c["forbidden"]),
            "why": c["why"],
            "category": cat,
            "split": subset,
        }
        if c.get("expect"):
            label["expect"] = c["expect"]
        labels[wid] = label
        if pair is not None:
            pair_ids.setdefault(pair, []).append(wid)
    for ids in pair_ids.values():
        a, b = ids
        labels[a]["simopsWith"] = b
        labels[b]["simopsWith"] = a

    rule = (
        "tune5: the code side may read and tune on it."
        if subset == "tune5"
        else "frozen5: measured once per change, never tuned on; nobody working on the system reads it."
    )
    (out / "workorders.json").write_text(
        json.dumps(
            {
                "description": (
                    f"Independent unseen6 {subset} evaluation work orders for PermitFlow permit "
                    "identification; labels per bench/eval/README.md and bench/eval/unseen/README.md "
                    f"conventions. {rule}"
                ),
                "version": "1.0",
                "workOrders": work_orders,
                "labels": labels,
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )
    incidents = []
    for n, c in enumerate(inc_mod.INCIDENTS):
        incidents.append(
            {
                "id": f"{inc_prefix}-{n + 1:03d}",
                "text": c["text"],
                "required": list(c["required"]),
                "optional": list(c["optional"]),
                "forbidden": list(c["forbidden"]),
                "split": subset,
                "why": c["why"],
            }
        )
    (out / "incidents.json").write_text(json.dumps(incidents, indent=2, ensure_ascii=False) + "\n")
    print(f"{subset}: wrote {len(work_orders)} work orders, {len(incidents)} incidents")


def main() -> None:
    args = sys.argv[1:]
    if not args or any(a not in SUBSETS for a in args):
        sys.exit(f"usage: python3 build.py {' | '.join(SUBSETS)} [...]")
    for subset in args:
        build(subset)


if __name__ == "__main__":
    main()
