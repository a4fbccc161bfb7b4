"""Check bench/eval/unseen2 JSON against the labelling conventions' mechanics and print counts.

Checks: unique ids, exact field sets, permit names exact and not listed twice, sites/areas exist in
assets/sites.json with the site's coordinates, 2027 windows of 4-12 h, every label has category and split,
expect keys known, simops partners reciprocal and co-located.
"""

import json
import sys
from collections import Counter
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
ROOT = OUT.parents[2]
PERMITS = {
    "Hot Work",
    "Confined Space Entry",
    "Excavation",
    "Electrical/LOTO",
    "Working at Height",
    "Cold Work",
    "Lifting",
    "Radiography",
    "Vehicle Entry",
}
FIELDS = {"id", "title", "description", "site", "area", "equipment", "timeWindow", "jobPlan", "latitude", "longitude"}
CATS = {
    "scope_negation": 18,
    "benign_lookalike": 16,
    "multi_permit": 18,
    "live_sources": 14,
    "toxic_substances": 14,
    "simops": 8,
    "incident_narrative": 14,
    "garbage": 8,
}
GASES = {"benzene", "H2S", "SO2", "NH3", "Cl2", "CO", "O2", "LEL"}
EXPECT = {"gasSubstances", "liveSources", "isolationPoints", "stricterLimits", "scopeConflict", "needsReview"}
LIMITS = {"radiationBoundary_uSv_h", "benzene_ppm", "h2s_alarm_ppm"}
errors = []


def err(msg):
    errors.append(msg)


def check_permits(tag, lab):
    seen = []
    for key in ("required", "optional", "forbidden"):
        for p in lab[key]:
            if p not in PERMITS:
                err(f"{tag}: bad permit {p!r}")
            seen.append(p)
    if len(seen) != len(set(seen)):
        err(f"{tag}: permit listed twice {seen}")
    if not lab.get("why"):
        err(f"{tag}: no why")


def ts(s):
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")


def main():
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    doc = json.loads((OUT / "workorders.json").read_text())
    if set(doc) != {"description", "version", "workOrders", "labels"}:
        err(f"top-level keys {set(doc)}")
    ids = [o["id"] for o in doc["workOrders"]]
    if len(ids) != len(set(ids)) or len(ids) != 110:
        err(f"ids not unique or count {len(ids)}")
    if set(ids) != set(doc["labels"]):
        err("labels and orders differ")
    byid = {o["id"]: o for o in doc["workOrders"]}
    for o in doc["workOrders"]:
        tag = o["id"]
        if set(o) != FIELDS:
            err(f"{tag}: fields {set(o) ^ FIELDS}")
        s = sites.get(o["site"])
        if not s or o["area"] not in s["areas"]:
            err(f"{tag}: site/area {o['site']}/{o['area']}")
        elif (o["latitude"], o["longitude"]) != (s["latitude"], s["longitude"]):
            err(f"{tag}: coordinates")
        a, b = ts(o["timeWindow"]["start"]), ts(o["timeWindow"]["end"])
        hours = (b - a).total_seconds() / 3600
        if a.year != 2027 or b.year != 2027 or not 4 <= hours <= 12:
            err(f"{tag}: window {a} {b}")
        if not isinstance(o["equipment"], list):
            err(f"{tag}: equipment")
        lab = doc["labels"][tag]
        check_permits(tag, lab)
        if lab.get("category") not in CATS or lab.get("split") != "tune2":
            err(f"{tag}: category/split")
        ex = lab.get("expect", {})
        if set(ex) - EXPECT:
            err(f"{tag}: expect keys {set(ex) - EXPECT}")
        if set(ex.get("gasSubstances", [])) - GASES:
            err(f"{tag}: gases")
        if set(ex.get("stricterLimits", {})) - LIMITS:
            err(f"{tag}: limits")
        if lab["category"] == "garbage" and (lab["required"] or not ex.get("needsReview")):
            err(f"{tag}: garbage label")
        if lab["category"] == "simops":
            p = lab.get("simopsWith")
            if not p or doc["labels"][p].get("simopsWith") != tag:
                err(f"{tag}: simops partner")
            elif (byid[p]["site"], byid[p]["area"], byid[p]["timeWindow"]) != (o["site"], o["area"], o["timeWindow"]):
                err(f"{tag}: simops partner not co-located")
        elif "simopsWith" in lab:
            err(f"{tag}: simopsWith outside simops")
    counts = Counter(lab["category"] for lab in doc["labels"].values())
    if dict(counts) != CATS:
        err(f"category counts {dict(counts)}")
    incs = json.loads((OUT / "incidents.json").read_text())
    iids = [i["id"] for i in incs]
    if len(iids) != len(set(iids)) or len(incs) != 45:
        err("incident ids")
    for i in incs:
        if set(i) != {"id", "text", "required", "optional", "forbidden", "split", "why"} or i["split"] != "tune2":
            err(f"{i['id']}: fields/split")
        check_permits(i["id"], i)
        if not i["required"] and not i["optional"] and not i["forbidden"]:
            err(f"{i['id']}: empty label")
    for c, n in sorted(counts.items()):
        print(f"{c:20s} {n}")
    print(f"{'work orders':20s} {len(ids)}\n{'incidents':20s} {len(incs)}")
    print("required-permit frequency:", dict(Counter(p for lab in doc["labels"].values() for p in lab["required"])))
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
