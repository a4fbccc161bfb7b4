"""Build and validate the blind evaluation sets unseen4 onwards: one script for every set.

Why: each blind set (`bench/eval/unseenN/`) is assembled from hand-written case files by the same steps
(fixed-seed shuffle, ids, 2027 windows, site coordinates, split, simops links) and checked by the same
rules. Those steps were copied into every set's `_build/` and drifted apart; here they are written once,
and each set's `build.py` / `validate.py` only names its sub-sets. Plain python3, no project imports, so a
set's author can run it without installing the project; it never changes a label.
"""

import collections
import dataclasses
import datetime as dt
import importlib
import json
import pathlib
import random
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]


@dataclasses.dataclass(frozen=True)
class EvalSet:
    """One blind set: its name, its `_build/` folder and its sub-sets."""

    name: str
    build_dir: pathlib.Path
    # sub-set: (work order id prefix, narrative id prefix, shuffle seed, first day of the windows)
    subsets: dict[str, tuple[str, str, int, dt.datetime]]
    tune: str
    # days between consecutive work orders' windows (unseen6 used 4 so 50 orders stay inside 2027)
    window_step_days: int = 5
    # unseen5 onwards also require every permit type at least once and 2-3 narratives without a permit
    every_permit_required: bool = True

    @property
    def out(self) -> pathlib.Path:
        return self.build_dir.parent


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


def build(spec: EvalSet, subset: str) -> None:
    """Write `<set>/<subset>/{workorders,incidents}.json` from `cases_<subset>_{wo,inc}.py`."""
    wo_prefix, inc_prefix, seed, base = spec.subsets[subset]
    wo_mod = importlib.import_module(f"cases_{subset}_wo")
    inc_mod = importlib.import_module(f"cases_{subset}_inc")
    out = spec.out / subset
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
            day = base + dt.timedelta(days=spec.window_step_days * n)
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
        f"{subset}: the code side may read and tune on it."
        if subset == spec.tune
        else f"{subset}: measured once per change, never tuned on; nobody working on the system reads it."
    )
    (out / "workorders.json").write_text(
        json.dumps(
            {
                "description": (
                    f"Independent {spec.name} {subset} evaluation work orders for PermitFlow permit "
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


def validate(spec: EvalSet, subset: str) -> list[str]:
    """Check one built sub-set, print its counts and return the problems found."""
    errors = []
    err = errors.append
    wo_prefix, inc_prefix = spec.subsets[subset][:2]
    out = spec.out / subset
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
    for p in sorted(PERMITS) if spec.every_permit_required else ():
        if not required_freq[p]:
            err(f"{p} never required in the work orders")
        if not inc_required[p]:
            err(f"{p} never required in the narratives")
    n_empty = sum(1 for i in incs if not i["required"])
    if spec.every_permit_required and not 2 <= n_empty <= 3:
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


def _subsets(spec: EvalSet, script: str) -> list[str]:
    args = sys.argv[1:]
    if not args or any(a not in spec.subsets for a in args):
        sys.exit(f"usage: python3 {script} {' | '.join(spec.subsets)} [...]")
    return args


def main_build(spec: EvalSet) -> None:
    """`python3 build.py <subset> [...]` for one set."""
    sys.path.insert(0, str(spec.build_dir))
    for subset in _subsets(spec, "build.py"):
        build(spec, subset)


def main_validate(spec: EvalSet) -> None:
    """`python3 validate.py <subset> [...]` for one set (exit 1 on any problem)."""
    failed = False
    for subset in _subsets(spec, "validate.py"):
        failed |= bool(validate(spec, subset))
    sys.exit(1 if failed else 0)
