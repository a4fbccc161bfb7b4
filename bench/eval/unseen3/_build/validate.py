"""Validate bench/eval/unseen3/{workorders,incidents}.json and print counts.

Why: a frozen set that is measured once must be structurally right the first time: unique ids,
exact permit names, real sites and areas, valid windows, and a category and split on every label.
Plain python3, no project imports. Run: python3 validate.py (exit code 1 on any problem).
"""

import collections
import datetime as dt
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
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
CATEGORY_COUNTS = {
    "scope_negation": 10,
    "benign_lookalike": 9,
    "multi_permit": 10,
    "live_sources": 8,
    "toxic_substances": 8,
    "simops": 6,
    "incident_narrative": 8,
    "garbage": 5,
}
WO_KEYS = {"id", "title", "description", "site", "area", "equipment", "timeWindow", "jobPlan", "latitude", "longitude"}
GASES = {"benzene", "H2S", "SO2", "NH3", "Cl2", "CO", "O2", "LEL"}
EXPECT_KEYS = {"gasSubstances", "liveSources", "isolationPoints", "stricterLimits", "scopeConflict", "needsReview"}
STRICTER = {"radiationBoundary_uSv_h", "benzene_ppm", "h2s_alarm_ppm"}

errors = []


def err(msg):
    errors.append(msg)


def parse(ts):
    assert ts.endswith("Z"), ts
    return dt.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ")


def check_permits(where, lab):
    seen = {}
    for key in ("required", "optional", "forbidden"):
        vals = lab.get(key)
        if not isinstance(vals, list):
            err(f"{where}: {key} not a list")
            continue
        for p in vals:
            if p not in PERMITS:
                err(f"{where}: unknown permit {p!r} in {key}")
            if p in seen:
                err(f"{where}: {p} in both {seen[p]} and {key}")
            seen[p] = key
    if not lab.get("why"):
        err(f"{where}: missing why")


def main():
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    doc = json.loads((OUT / "workorders.json").read_text())
    if set(doc) != {"description", "version", "workOrders", "labels"}:
        err(f"top-level keys {sorted(doc)}")
    wos, labels = doc["workOrders"], doc["labels"]
    ids = [w["id"] for w in wos]
    if len(ids) != len(set(ids)):
        err("duplicate work order ids")
    if ids != [f"U3-{i + 1:03d}" for i in range(len(ids))]:
        err("ids not U3-001.. in sequence")
    if set(ids) != set(labels):
        err("labels do not match work orders")
    cats = collections.Counter()
    by_id = {w["id"]: w for w in wos}
    for w in wos:
        wid = w["id"]
        if set(w) != WO_KEYS:
            err(f"{wid}: keys {sorted(set(w) ^ WO_KEYS)}")
        site = sites.get(w["site"])
        if site is None:
            err(f"{wid}: unknown site {w['site']}")
            continue
        if w["area"] not in site["areas"]:
            err(f"{wid}: area {w['area']} not at {w['site']}")
        if (w["latitude"], w["longitude"]) != (site["latitude"], site["longitude"]):
            err(f"{wid}: coordinates are not the site's")
        if not isinstance(w["equipment"], list) or not all(isinstance(e, str) for e in w["equipment"]):
            err(f"{wid}: equipment not a list of strings")
        s, e = parse(w["timeWindow"]["start"]), parse(w["timeWindow"]["end"])
        hours = (e - s).total_seconds() / 3600
        if s.year != 2027 or not (4 <= hours <= 12):
            err(f"{wid}: bad window {w['timeWindow']}")
        lab = labels[wid]
        check_permits(wid, lab)
        if lab.get("split") != "frozen2":
            err(f"{wid}: split {lab.get('split')}")
        cat = lab.get("category")
        if cat not in CATEGORY_COUNTS:
            err(f"{wid}: category {cat}")
        cats[cat] += 1
        exp = lab.get("expect", {})
        if set(exp) - EXPECT_KEYS:
            err(f"{wid}: unknown expect keys {set(exp) - EXPECT_KEYS}")
        if set(exp.get("gasSubstances", [])) - GASES:
            err(f"{wid}: unknown gases {exp['gasSubstances']}")
        if set(exp.get("stricterLimits", {})) - STRICTER:
            err(f"{wid}: unknown stricter limits")
        if exp.get("scopeConflict") and not lab["required"]:
            err(f"{wid}: scopeConflict with empty required")
        if cat == "garbage" and (lab["required"] or not exp.get("needsReview")):
            err(f"{wid}: garbage must have required [] and needsReview")
        if cat == "simops":
            other = lab.get("simopsWith")
            o = by_id.get(other)
            if o is None or labels[other].get("simopsWith") != wid:
                err(f"{wid}: simopsWith not mutual")
            elif (o["site"], o["area"], o["timeWindow"]) != (w["site"], w["area"], w["timeWindow"]):
                err(f"{wid}: simops partner not at same place and time")
    if dict(cats) != CATEGORY_COUNTS:
        err(f"category counts {dict(cats)}")
    incs = json.loads((OUT / "incidents.json").read_text())
    iids = [i["id"] for i in incs]
    if iids != [f"N3-{n + 1:03d}" for n in range(len(iids))] or len(incs) != 30:
        err("incident ids/count wrong")
    for i in incs:
        if set(i) != {"id", "text", "required", "optional", "forbidden", "split", "why"}:
            err(f"{i['id']}: keys {sorted(i)}")
        check_permits(i["id"], i)
        if i["split"] != "frozen2":
            err(f"{i['id']}: split")
        n = i["text"].count(". ") + 1
        if not 1 <= n <= 4:
            err(f"{i['id']}: {n} sentences")
    for cat, n in sorted(cats.items()):
        print(f"{cat:20s} {n}")
    print(f"{'work orders':20s} {len(wos)}")
    print(f"{'incidents':20s} {len(incs)}")
    for e in errors:
        print("ERROR", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
