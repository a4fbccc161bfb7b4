"""Assemble bench/eval/unseen2/{workorders,incidents}.json from the hand-written cases, reproducibly.

Ids are given after a fixed-seed shuffle so categories interleave; time windows come from the same seeded
generator; simops partners share one window. Run: python3 build.py (from this directory or anywhere).
"""

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import cases_incidents
import cases_multi_live  # noqa: F401  (registers cases)
import cases_scope  # noqa: F401
import cases_tox_sim  # noqa: F401

from common import WORK_ORDERS

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
ROOT = OUT.parents[2]
SPLIT = "tune2"


def main():
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    rng = random.Random(20271126)
    cases = list(WORK_ORDERS)
    rng.shuffle(cases)
    for n, c in enumerate(cases, 1):
        c["id"] = f"U2-{n:03d}"
    windows = {}
    orders, labels = [], {}
    for c in cases:
        key = c["pair"] or c["id"]
        if key not in windows:
            start = datetime(2027, 1, 4, tzinfo=UTC) + timedelta(days=rng.randrange(0, 350), hours=rng.randrange(0, 24))
            hours = c["hours"] or rng.randrange(4, 13)
            windows[key] = (start, start + timedelta(hours=hours))
        start, end = windows[key]
        site = sites[c["site"]]
        orders.append(
            {
                "id": c["id"],
                "title": c["title"],
                "description": c["desc"],
                "site": c["site"],
                "area": c["area"],
                "equipment": c["equip"],
                "timeWindow": {
                    "start": start.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    "end": end.strftime("%Y-%m-%dT%H:%M:%SZ"),
                },
                "jobPlan": "\n".join(f"{i}. {step}" for i, step in enumerate(c["plan"], 1)),
                "latitude": site["latitude"],
                "longitude": site["longitude"],
            }
        )
        label = {
            "required": c["req"],
            "optional": c["opt"],
            "forbidden": c["forb"],
            "why": c["why"],
            "category": c["cat"],
            "split": SPLIT,
        }
        if c["expect"]:
            label["expect"] = c["expect"]
        if c["pair"]:
            label["simopsWith"] = next(o["id"] for o in cases if o["pair"] == c["pair"] and o is not c)
        labels[c["id"]] = label
    orders.sort(key=lambda o: o["id"])
    doc = {
        "description": "Second independent unseen evaluation set (unseen2) for hazards.identify, written by a helper "
        "that never saw the implementation; labels per bench/eval/unseen/README.md conventions.",
        "version": "1.0",
        "workOrders": orders,
        "labels": {k: labels[k] for k in sorted(labels)},
    }
    (OUT / "workorders.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    incidents = [
        dict(id=f"N2-{n:03d}", **{k: v for k, v in inc.items()}, split=SPLIT)
        for n, inc in enumerate(cases_incidents.INCIDENTS, 1)
    ]
    incidents = [
        {
            "id": i["id"],
            "text": i["text"],
            "required": i["required"],
            "optional": i["optional"],
            "forbidden": i["forbidden"],
            "split": i["split"],
            "why": i["why"],
        }
        for i in incidents
    ]
    (OUT / "incidents.json").write_text(json.dumps(incidents, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(orders)} work orders and {len(incidents)} incidents")


if __name__ == "__main__":
    main()
