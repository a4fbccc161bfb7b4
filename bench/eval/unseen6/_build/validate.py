"""Validate bench/eval/unseen6/<subset>/{workorders,incidents}.json and print counts.

Why: a set that is measured once must be structurally right the first time: unique ids, exact permit
names, real sites and areas, valid windows, a category and the right split on every label, known
expect keys, and simops partners that point at each other at the same place and time.
Plain python3, no project imports. Run: python3 validate.py tune5 [frozen5] (exit 1 on any problem).
"""

import collections
import datetime as dt
import json
import pathlib
import re
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
PREFIX = {"tune5": ("U6T", "N6T"), "frozen5": ("U6F", "N6F")}
CATEGORY_COUNTS = {
    "scope_negation": 9,
    "benign_lookalike": 7,
    "multi_permit": 8,
    "live_sources": 6,
    "toxic_substances": 6,
    "simops": 4,
    "incident_narrative": 6,
    "garbage": 4,
}
N_INCIDENTS = 20
WO_KEYS = {"id", "title", "description", "site", "area", "equipment", "timeWindow", "jobPlan", "latitude", "longitude"}
INC_KEYS = {"id", "text", "required", "optional", "forbidden", "split", "why"}
GASES = {"benzene", "H2S", "SO2", "NH3", "Cl2", "CO", "O2", "LEL"}
EXPECT_KEYS = {"gasSubstances", "liveSources", "isolationPoints", "stricterLimits", "scopeConflict", "needsReview"}
STRICTER = {"radiationBoundary_uSv_h", "benzene_ppm", "h2s_alarm_ppm"}


def parse(ts):
    if not ts.endswith("Z"):
        raise ValueError(ts)
    return dt.datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ")


def check_permits(err, where, lab):
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


def validate(subset):
    errors = []
    err = errors.append
    wo_prefix, inc_prefix = PREFIX[subset]
    out = OUT / subset
    sites = {s["site"]: s for s in json.loads((ROOT / "assets" / "sites.json").read_text())}
    doc = json.loads((out / "workorders.json").read_text())
    if set(doc) != {"description", "version", "workOrders", "labels"}:
        err(f"top-level keys {sorted(doc)}")
    wos, labels = doc["workOrders"], doc["labels"]
    ids = [w["id"] for w in wos]
    if len(ids) != len(set(ids)):
        err("duplicate work order ids")
    if ids != [f"{wo_prefix}-{i + 1:03d}" for i in range(len(ids))]:
        err(f"ids not {wo_prefix}-001.. in sequence")
    if set(ids) != set(labels):
        err("labels do not match work orders")
    cats = collections.Counter()
    conflicts = collections.Counter()
    required_freq = collections.Counter()
    by_id = {w["id"]: w for w in wos}
    for w in wos:
        wid = w["id"]
        if set(w) != WO_KEYS:
            err(f"{wid}: keys {sorted(set(w) ^ WO_KEYS)}")
        if not isinstance(w.get("title"), str) or not isinstance(w.get("description"), str):
            err(f"{wid}: title/description not strings")
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
        check_permits(err, wid, lab)
        required_freq.update(lab["required"])
        if lab.get("split") != subset:
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
        if exp.get("scopeConflict"):
            conflicts[cat] += 1
            if not lab["required"]:
                err(f"{wid}: scopeConflict with empty required")
        if cat == "toxic_substances" and not exp.get("gasSubstances"):
            err(f"{wid}: toxic_substances without gasSubstances")
        if cat == "garbage" and (lab["required"] or not exp.get("needsReview")):
            err(f"{wid}: garbage must have required [] and needsReview")
        if cat == "simops":
            other = lab.get("simopsWith")
            o = by_id.get(other)
            if o is None or labels[other].get("simopsWith") != wid:
                err(f"{wid}: simopsWith not mutual or not in this sub-set")
            elif (o["site"], o["area"], o["timeWindow"]) != (w["site"], w["area"], w["timeWindow"]):
                err(f"{wid}: simops partner not at same place and time")
        elif "simopsWith" in lab:
            err(f"{wid}: simopsWith outside simops")
    if dict(cats) != CATEGORY_COUNTS:
        err(f"category counts {dict(cats)}")
    if conflicts["scope_negation"] < 3:
        err(f"only {conflicts['scope_negation']} scopeConflict cases in scope_negation")
    incs = json.loads((out / "incidents.json").read_text())
    iids = [i["id"] for i in incs]
    if iids != [f"{inc_prefix}-{n + 1:03d}" for n in range(len(iids))] or len(incs) != N_INCIDENTS:
        err("incident ids/count wrong")
    inc_required = collections.Counter()
    for i in incs:
        if set(i) != INC_KEYS:
            err(f"{i['id']}: keys {sorted(i)}")
        check_permits(err, i["id"], i)
        inc_required.update(i["required"])
        if i["split"] != subset:
            err(f"{i['id']}: split")
        n = len(re.findall(r"[.!?](\s|$)", i["text"].strip()))
        if not 1 <= n <= 4:
            err(f"{i['id']}: {n} sentences")
    for p in sorted(PERMITS):
        if not required_freq[p]:
            err(f"{p} never required in the work orders")
        if not inc_required[p]:
            err(f"{p} never required in the narratives")
    n_empty = sum(1 for i in incs if not i["required"])
    if not 2 <= n_empty <= 3:
        err(f"{n_empty} narratives with required [] (want 2-3)")
    print(f"== {subset}")
    for cat, n in sorted(cats.items()):
        extra = f" ({conflicts[cat]} scopeConflict)" if conflicts[cat] else ""
        print(f"{cat:20s} {n}{extra}")
    print(f"{'work orders':20s} {len(wos)}")
    print(f"{'incidents':20s} {len(incs)} ({sum(1 for i in incs if not i['required'])} with required [])")
    print("required per permit (work orders):", dict(required_freq.most_common()))
    print("required per permit (incidents):  ", dict(inc_required.most_common()))
    for e in errors:
        print("ERROR", e)
    return errors


def main():
    args = sys.argv[1:]
    if not args or any(a not in PREFIX for a in args):
        sys.exit(f"usage: python3 validate.py {' | '.join(PREFIX)} [...]")
    failed = False
    for subset in args:
        failed |= bool(validate(subset))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
