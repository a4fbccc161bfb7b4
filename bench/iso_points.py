"""Isolation points on every tune set, from `isolation_candidates` alone (live sources from the hazards engine).

Issue 12 round 12. Prints per set the labels' `expect.isolationPoints` met (all words of the point among the
candidates' words, as bench.quality counts them in pipeline mode) and a precision view: the candidates that are no
isolation point by the written JUNK RULE. A candidate is junk when (a) it names a tool, part, document or place (wrench,
window, cable drum, seal, gasket, gantry, chain block, guard, anode, bolt, roof, gutter, duct, clamp, manifold, kit,
coupling, cover, gearbox, beam, ladder...), or (b) it starts with a sentence fragment (a lone letter, a verb, adverb or
negation: s, h, not, as, now, verify, dead, backfill, do; a step number before a verb; OCR noise such as e1ectric), or
(c) it names nothing that holds or controls energy: no energy word (machine, line, valve, breaker, MCC, bucket, way,
fuse, battery, heater, vessel, nozzle, blind, board, circuit...) and no tag. Frozen splits are skipped; only the tune
directories are read. Usage: `PYTHONPATH=$PWD .venv/bin/python -m bench.iso_points [-v] [-j] [-p]` (misses, junk,
every order's list).
"""

import glob
import json
import re
import sys

from agent_client.agents.policy import isolation_candidates
from bench.quality import _plain, isolation_point_met
from mcp_server.hazards.engine import assess

TOOL = re.compile(
    r"\b(wrench|torque|window|cable drum|drum \d|seal|gasket|gantry|chain block|guard|anodes?|bolts?|"
    r"roof(?! isolator)|gearbox|beam|hatch|piles?|strainer|stepladder|ladder|hiab|podium|pole|mast|"
    r"frames?|gutter|duct|clamp|manifold|timesheet|kit|coupling|cover|shim|baseplate|davit|jacks?)\b",
    re.IGNORECASE,
)
FRAG = re.compile(
    r"^(?:[a-z]|not|as|now|verify|dead|backfill|do|own|then|and|or|with|when|guard|opening|"
    r"\d+ [A-Z][a-z]+ |\S*[a-z][01][a-z]\S*)\b|\b(opening when|off line|as per|\S*[a-z]1[a-z]\S*)\b"
)
ENERGY = re.compile(
    r"\b(pumps?|motors?|valves?|breakers?|mccs?|feeders?|isolators?|heaters?|fans?|compressors?|lines?|"
    r"suppl(y|ies)|batter(y|ies)|ups|tanks?|vessels?|drives?|starters?|boards?|switchboards?|panels?|"
    r"circuits?|conductors?|incomers?|bucket|way|fuse|blinds?|spades?|nozzles?|vfd|vsd|contactors?|"
    r"gensets?|generators?|boilers?|transformers?|accumulators?|hpu|solenoids?|tracing|agitators?|mixers?|"
    r"conveyors?|chillers?|exchangers?|inverters?|rectifiers?|chargers?|drums?|columns?|reactors?|"
    r"separators?|filters?|sumps?|lighting|main|condensers?|deaerators?|calorifiers?|skimmer|gear|pot|"
    r"reel|water box|substation|switchgear|bus\S*|coupler|earth switch|relay|analy[sz]ers?|kV|V|station|"
    r"arm|gangway|scraper|bridge|monitor|hydrant|floodlights?|plugs?|sockets?|lamps?|luminaires?|rmu|"
    r"cells?|bays?|winders?|presses|press|mills?|kilns?|dryers?|ovens?|furnaces?|burners?|blowers?|cooler|"
    r"cabinet|controller|switch|pipe\w*|header|water|steam|gas|air|oil|ammonia|lathe|chuck|actuator|"
    r"hopper|basin|well|unit|tube|antenna|damper|db|cable)\b",
    re.IGNORECASE,
)
TAG = re.compile(r"\b[A-Z]{1,5}-?[A-Z0-9]*\d[A-Z0-9]*\b|\b[A-Z]{2,5}-[A-Z0-9]{1,5}\b")
FILES = ["bench/eval/unseen/workorders.json", "bench/eval/unseen2/workorders.json"] + sorted(
    glob.glob("bench/eval/unseen*/tune*/workorders.json")
)


def junk(point: str) -> bool:
    point = re.sub(r"\s*\([^)]*\)", "", point)
    return bool(TOOL.search(point) or FRAG.search(point) or not (ENERGY.search(point) or TAG.search(point)))


def main(argv: list[str]) -> None:
    total = met_all = cands = junk_all = 0
    lists = []
    for path in FILES:
        with open(path) as handle:
            data = json.load(handle)
        orders = {w["id"]: w for w in data["workOrders"]}
        n = met = c = j = 0
        for oid, label in data.get("labels", {}).items():
            if label.get("split", "tune").startswith("frozen"):
                continue
            expected = (label.get("expect") or {}).get("isolationPoints")
            if not expected:
                continue
            wo = orders[oid]
            job = {"title": wo.get("title"), "description": wo.get("description"), "jobPlan": wo.get("jobPlan")}
            points = isolation_candidates(wo, list(assess(job, wo.get("area"), wo.get("equipment")).liveSources))
            lists.append((oid, points))
            c += len(points)
            for p in points:
                if junk(p):
                    j += 1
                    if "-j" in argv:
                        print("  JUNK", oid, repr(p))
            words = set(_plain(" ".join(points)).split())
            for point in expected:
                n += 1
                ok = isolation_point_met(point, words)
                met += ok
                if not ok and "-v" in argv:
                    print("  MISS", oid, repr(point), "->", points)
        print(path, f"{met}/{n}", f"junk {j}/{c}")
        total, met_all, cands, junk_all = total + n, met_all + met, cands + c, junk_all + j
    print("TOTAL", f"{met_all}/{total}", f"junk {junk_all}/{cands}")
    if "-p" in argv:
        for oid, points in lists:
            print(oid, points)


if __name__ == "__main__":
    main(sys.argv[1:])
