import json, collections, datetime as dt
U = "/work/main/bench/eval/unseen/"
d = json.load(open(U + "workorders.json"))
inc = json.load(open(U + "incidents.json"))
sites = {s["site"]: s for s in json.load(open("/work/main/assets/sites.json"))}
ALL = {"Hot Work", "Confined Space Entry", "Excavation", "Electrical/LOTO", "Working at Height", "Cold Work", "Lifting", "Radiography", "Vehicle Entry"}
GAS = {"benzene", "H2S", "SO2", "NH3", "Cl2", "CO", "O2", "LEL"}
MIN = {"scope_negation": 25, "benign_lookalike": 25, "multi_permit": 25, "live_sources": 20, "toxic_substances": 20, "simops": 10, "incident_narrative": 25, "garbage": 8}
assert set(d) == {"description", "version", "workOrders", "labels"}
F = ["id", "title", "description", "site", "area", "equipment", "timeWindow", "jobPlan", "latitude", "longitude"]
ids = [w["id"] for w in d["workOrders"]]
assert len(ids) == len(set(ids)) == len(d["labels"]) >= 160 and set(ids) == set(d["labels"])
p = lambda s: dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ")
wo = {w["id"]: w for w in d["workOrders"]}
cnt = collections.Counter()
for w in d["workOrders"]:
    assert sorted(w) == sorted(F), w["id"]
    s = sites[w["site"]]; assert w["area"] in s["areas"], w["id"]
    assert (w["latitude"], w["longitude"]) == (s["latitude"], s["longitude"])
    assert p(w["timeWindow"]["end"]) > p(w["timeWindow"]["start"]), w["id"]
    L = d["labels"][w["id"]]
    for k in ("required", "optional", "forbidden"):
        assert set(L[k]) <= ALL, (w["id"], L[k]); assert len(L[k]) == len(set(L[k]))
    assert not (set(L["required"]) & set(L["optional"])) and not (set(L["required"]) & set(L["forbidden"])) and not (set(L["optional"]) & set(L["forbidden"])), w["id"]
    assert L["category"] in MIN and L["split"] in ("tune", "frozen") and L["why"]
    e = L.get("expect", {})
    assert set(e) <= {"gasSubstances", "liveSources", "isolationPoints", "stricterLimits", "scopeConflict", "needsReview"}, w["id"]
    assert set(e.get("gasSubstances", [])) <= GAS, w["id"]
    if e.get("scopeConflict"): assert L["required"], w["id"]
    if L["category"] == "multi_permit": assert 2 <= len(L["required"]) <= 5, w["id"]
    if L["category"] == "garbage": assert L["required"] == [], w["id"]
    if L["category"] == "toxic_substances": assert e.get("gasSubstances"), w["id"]
    if L["category"] == "live_sources": assert e.get("liveSources") or e.get("isolationPoints"), w["id"]
    if "simopsWith" in L:
        q = L["simopsWith"]; Lq = d["labels"][q]; wq = wo[q]
        assert Lq["simopsWith"] == w["id"] and wq["site"] == w["site"] and wq["area"] == w["area"] and wq["timeWindow"] == w["timeWindow"] and Lq["split"] == L["split"]
    if L["category"] == "simops": assert "simopsWith" in L
    cnt[(L["category"], L["split"])] += 1
print(f"workorders.json: {len(ids)} work orders")
print(f"{'category':20s} {'tune':>5s} {'frozen':>6s} {'total':>6s} {'min':>4s}")
for c, m in MIN.items():
    t, f = cnt[(c, "tune")], cnt[(c, "frozen")]
    assert t + f >= m, c
    print(f"{c:20s} {t:5d} {f:6d} {t+f:6d} {m:4d}")
print(f"{'ALL':20s} {sum(v for (c,s),v in cnt.items() if s=='tune'):5d} {sum(v for (c,s),v in cnt.items() if s=='frozen'):6d} {len(ids):6d}")
ic = collections.Counter()
for x in inc:
    assert set(x) == {"id", "text", "required", "optional", "forbidden", "split", "why"}
    for k in ("required", "optional", "forbidden"): assert set(x[k]) <= ALL
    assert x["required"] and not (set(x["required"]) & (set(x["optional"]) | set(x["forbidden"]))) and not (set(x["optional"]) & set(x["forbidden"]))
    n = x["text"].count(". ") + 1; assert 1 <= n <= 5, x["id"]
    ic[x["split"]] += 1
assert len(inc) >= 60 and len({x["id"] for x in inc}) == len(inc)
print(f"incidents.json: {len(inc)} narratives, tune {ic['tune']}, frozen {ic['frozen']}")
