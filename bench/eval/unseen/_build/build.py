"""Assemble workorders.json and incidents.json from the hand-written case modules.

Run: cd /work/main/bench/eval/unseen/_build && python3 build.py
Split rule (fixed before any system run): within each category, every third case in authoring
order (positions 3, 6, 9, ...) is frozen; simops pairs are split by pair (every third pair frozen).
Ids are assigned after a fixed-seed shuffle so categories are interleaved.
"""
import json, random, datetime as dt, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import cases_scope, cases_benign, cases_multi, cases_live, cases_toxic, cases_simops, cases_incident, cases_garbage, cases_inc
from common import ALL

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sites = json.load(open("/work/main/assets/sites.json"))
SITE = {s["site"]: s for s in sites}

groups = [cases_scope.CASES, cases_benign.CASES, cases_multi.CASES, cases_live.CASES,
          cases_toxic.CASES, cases_simops.CASES, cases_incident.CASES, cases_garbage.CASES]
cases = []
for g in groups:
    if g and g[0]["cat"] == "simops":
        pair_idx = {}
        for c in g:
            k = c["key"][:-1]
            pair_idx.setdefault(k, len(pair_idx))
            c["split"] = "frozen" if pair_idx[k] % 3 == 2 else "tune"
    else:
        for i, c in enumerate(g):
            c["split"] = "frozen" if i % 3 == 2 else "tune"
    cases.extend(g)

order = list(range(len(cases)))
random.Random(20270101).shuffle(order)
shifts = ["06:00", "07:00", "07:30", "08:00", "13:00", "19:00", "22:00"]
base = dt.date(2027, 1, 11)
key2id = {}
wos, labels = [], {}
for n, ci in enumerate(order):
    c = cases[ci]
    c["id"] = f"UNS-{n+1:03d}"
    if c["key"]:
        key2id[c["key"]] = c["id"]
for n, ci in enumerate(order):
    c = cases[ci]
    s = SITE[c["site"]]
    assert c["area"] in s["areas"], (c["id"], c["area"])
    if c["start"]:
        start = dt.datetime.strptime(c["start"], "%Y-%m-%dT%H:%M:%SZ")
    else:
        d = base + dt.timedelta(days=2 * n)
        hh, mm = map(int, shifts[n % len(shifts)].split(":"))
        start = dt.datetime(d.year, d.month, d.day, hh, mm)
    end = start + dt.timedelta(hours=c["hours"])
    assert end > start
    wos.append({
        "id": c["id"], "title": c["title"], "description": c["desc"],
        "site": c["site"], "area": c["area"], "equipment": c["equip"],
        "timeWindow": {"start": start.strftime("%Y-%m-%dT%H:%M:%SZ"), "end": end.strftime("%Y-%m-%dT%H:%M:%SZ")},
        "jobPlan": c["plan"], "latitude": s["latitude"], "longitude": s["longitude"],
    })
    lab = {"required": c["req"], "optional": c["opt"], "forbidden": c["forb"], "why": c["why"],
           "category": c["cat"], "split": c["split"]}
    if c["expect"]:
        lab["expect"] = c["expect"]
    if c["simops"]:
        lab["simopsWith"] = key2id[c["simops"]]
    labels[c["id"]] = lab
wos.sort(key=lambda w: w["id"])
labels = {k: labels[k] for k in sorted(labels)}
json.dump({
    "description": "Unseen evaluation work orders for hazards.identify, written by an independent helper who did not see the implementation; labels per bench/eval/README.md plus category/split/expect (see unseen/README.md).",
    "version": "1.0", "workOrders": wos, "labels": labels,
}, open(os.path.join(OUT, "workorders.json"), "w"), indent=1, ensure_ascii=False)

incs = []
for i, (text, req, opt, forb, why) in enumerate(cases_inc.INC):
    incs.append({"id": f"INC-{i+1:03d}", "text": text, "required": req, "optional": opt, "forbidden": forb,
                 "split": "frozen" if i % 3 == 2 else "tune", "why": why})
json.dump(incs, open(os.path.join(OUT, "incidents.json"), "w"), indent=1, ensure_ascii=False)
print("wrote", len(wos), "work orders and", len(incs), "incidents")
