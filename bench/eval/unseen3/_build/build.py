"""Assemble bench/eval/unseen3/{workorders,incidents}.json from the hand-written case sources.

Why: the frozen2 set must be reproducible from its sources; this script only assigns ids (after a
fixed-seed shuffle so categories interleave), time windows, coordinates, splits and simops links.
It never changes a label. Plain python3, no project imports. Run: python3 build.py
"""

import datetime as dt
import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from cases_inc import INCIDENTS  # noqa: E402
from cases_wo_a import BENIGN_LOOKALIKE, MULTI_PERMIT, SCOPE_NEGATION  # noqa: E402
from cases_wo_b import (  # noqa: E402
    GARBAGE,
    INCIDENT_NARRATIVE,
    LIVE_SOURCES,
    SIMOPS,
    TOXIC_SUBSTANCES,
)

OUT = HERE.parent
ROOT = OUT.parents[2]
SPLIT = "frozen2"
SEED = 20271126
CATEGORIES = [
    ("scope_negation", SCOPE_NEGATION),
    ("benign_lookalike", BENIGN_LOOKALIKE),
    ("multi_permit", MULTI_PERMIT),
    ("live_sources", LIVE_SOURCES),
    ("toxic_substances", TOXIC_SUBSTANCES),
    ("simops", SIMOPS),
    ("incident_narrative", INCIDENT_NARRATIVE),
    ("garbage", GARBAGE),
]
START_HOURS = [6, 7, 8, 13, 5, 9]


def main() -> None:
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    cases = [(cat, i, c) for cat, group in CATEGORIES for i, c in enumerate(group)]
    order = list(range(len(cases)))
    random.Random(SEED).shuffle(order)

    base = dt.datetime(2027, 1, 11, tzinfo=dt.UTC)
    work_orders, labels, pair_ids, pair_windows = [], {}, {}, {}
    for n, k in enumerate(order):
        cat, _, c = cases[k]
        wid = f"U3-{n + 1:03d}"
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
            "split": SPLIT,
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

    (OUT / "workorders.json").write_text(
        json.dumps(
            {
                "description": (
                    "Independent frozen2 evaluation work orders for PermitFlow permit identification; "
                    "labels per bench/eval/README.md and bench/eval/unseen/README.md conventions. "
                    "frozen2: measured once per change, never tuned on."
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
    for n, c in enumerate(INCIDENTS):
        incidents.append(
            {
                "id": f"N3-{n + 1:03d}",
                "text": c["text"],
                "required": list(c["required"]),
                "optional": list(c["optional"]),
                "forbidden": list(c["forbidden"]),
                "split": SPLIT,
                "why": c["why"],
            }
        )
    (OUT / "incidents.json").write_text(json.dumps(incidents, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(work_orders)} work orders, {len(incidents)} incidents")


if __name__ == "__main__":
    main()
