"""Turning a `policy_load` answer into a permit, and the clamps both A2 and A4 apply (rulebook max, work window).

Every control, PPE item, sign-off and attachment a permit gets is recorded in its `provenance`: the rule id of a
required template item, the template for a good-practice extra, the environment rule (and its item id) the job
triggers, the hazard that suggested a control, or the evidence ids a toolbox-talk control cites.
"""

from __future__ import annotations

import json
import math
import re
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from agent_client.agents.taxonomy import linked_types
from agent_client.schemas import GasTest, Hazard, HazardIdentificationOutput, Permit, Provenance, SubstanceRow
from common.matching import normalize

LIST_FIELDS = ("controls", "ppe", "signOffRoles", "attachmentsRequired")
OWN_PERMIT_NOTE = "needs its own permit"
ISOLATING_TYPES = ("Electrical/LOTO", "Confined Space Entry")
MAX_ISOLATION_POINTS = 8


def _text(item: Any) -> str:
    if isinstance(item, dict):
        for key in ("text", "name", "label", "control", "role", "item", "title", "id"):
            if item.get(key):
                return str(item[key])
    return str(item)


def policy_field(policy: dict[str, Any], name: str) -> Any:
    """A field of the policy answer, wherever the tool nests it (top level, `template` or `rules`)."""
    for block in (policy, policy.get("template") or {}, policy.get("rules") or {}):
        if isinstance(block, dict) and block.get(name) is not None:
            return block[name]
    return None


def policy_list(policy: dict[str, Any], name: str) -> list[str]:
    return list(dict.fromkeys(_text(i) for i in policy_field(policy, name) or []))


def policy_items(policy: dict[str, Any], name: str) -> list[tuple[str, str | None, list[str]]]:
    """(text, rule id or None for a template extra, aliases) of one list field of the policy answer."""
    out = []
    for raw in policy_field(policy, name) or []:
        if isinstance(raw, dict):
            out.append((_text(raw), raw.get("ruleId"), list(raw.get("aliases") or [])))
        else:
            out.append((str(raw), None, []))
    return out


def policy_gas_tests(policy: dict[str, Any]) -> list[GasTest]:
    tests = []
    for raw in policy_field(policy, "gasTests") or []:
        if isinstance(raw, dict) and raw.get("gas"):
            tests.append(GasTest(gas=str(raw["gas"]), limit=str(raw.get("limit") or raw.get("range") or "")))
        elif isinstance(raw, str):
            tests.append(GasTest(gas=raw, limit=""))
    return tests


def window_hours(work_order: dict[str, Any]) -> int:
    start = datetime.fromisoformat(work_order["timeWindow"]["start"].replace("Z", "+00:00"))
    end = datetime.fromisoformat(work_order["timeWindow"]["end"].replace("Z", "+00:00"))
    return max(1, math.ceil((end - start).total_seconds() / 3600))


def clamp_validity(requested: int, policy: dict[str, Any], work_order: dict[str, Any]) -> int:
    """Never longer than the rulebook allows nor than the work-order window; at least one hour."""
    limits = [requested, window_hours(work_order)]
    if policy_field(policy, "validityHoursMax"):
        limits.append(int(policy_field(policy, "validityHoursMax")))
    return max(1, min(limits))


def validity_window(permit: Permit, work_order: dict[str, Any]) -> None:
    start = datetime.fromisoformat(work_order["timeWindow"]["start"].replace("Z", "+00:00"))
    permit.validFrom = iso(start)
    permit.validTo = iso(start + timedelta(hours=permit.validityHours))


def iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")


def has_item(permit: Permit, field: str, text: str, aliases: list[str] | None = None) -> bool:
    wanted = {normalize(text), *(normalize(a) for a in aliases or [])}
    return any(normalize(existing) in wanted for existing in getattr(permit, field))


def add_item(permit: Permit, field: str, text: str, kind: str, ref: str, aliases: list[str] | None = None) -> bool:
    """Add `text` with its provenance unless the permit already carries it (or an accepted alias of it)."""
    if not text.strip() or has_item(permit, field, text, aliases):
        return False
    getattr(permit, field).append(text)
    permit.provenance.append(Provenance(item=text[:500], field=field, kind=kind, ref=ref[:200]))
    return True


def set_gas_limit(permit: Permit, gas: str, limit: str) -> None:
    """The stricter limit an environment rule asks for replaces the template's for that gas."""
    for test in permit.gasTests:
        if test.gas.lower() == gas.lower():
            test.limit = limit
            return
    permit.gasTests.append(GasTest(gas=gas, limit=limit))


def environment_rule(policy: dict[str, Any], rule_id: str) -> dict[str, Any] | None:
    return next((e for e in policy_field(policy, "environmentRules") or [] if e.get("id") == rule_id), None)


def apply_environment_rule(permit: Permit, env: dict[str, Any]) -> None:
    """Add what a context rule requires: its controls, attachments and gas limits, each citing its rule id."""
    requires = env.get("requires") or {}
    for field, key in (("controls", "controls"), ("attachmentsRequired", "attachments")):
        for item in requires.get(key) or []:
            add_item(permit, field, item["text"], "rule", f"{env['id']}/{item['id']}", item.get("aliases"))
    for gas in requires.get("gasLimits") or []:
        set_gas_limit(permit, gas["gas"], gas["limit"])


def template_items(permit: Permit, policy: dict[str, Any]) -> None:
    """The template's items: required ones cite their rule id, good-practice extras the template."""
    for field in LIST_FIELDS:
        for text, rule_id, aliases in policy_items(policy, field):
            kind, ref = ("rule", rule_id) if rule_id else ("template", f"{permit.type} template")
            add_item(permit, field, text, kind, ref, aliases)


_NOT_ISOLATABLE = re.compile(
    r"\b(cranes?|hoists?|excavators?|diggers?|back ?hoes?|scaffold\w*|(?:step)?ladders?|mewps?|hiabs?|lifts?|"
    r"platforms?|trucks?|tankers?|vehicles?|forklifts?|telehandlers?|welding (sets?|machines?)|welders?|grinders?|"
    r"torch\w*|tools?|drills?|saws?|cutters?|cameras?|projectors?|meters?|(?<!fire )monitors?|detectors?|harness\w*|"
    r"slings?|shackles?|tripods?|winch\w*|air movers?|blowers? \(portable\)|generators? \(portable\)|training room|"
    r"rods?|electrodes?|cylinders?|sets?|kits?|compressor \(portable\)|spade|shovel|pick-?ups?|rigs?|vacuum box|"
    r"hoses?|trailers?|barriers?(?! operators?))\b",
    re.IGNORECASE,
)
_NOUNS = (
    r"heaters?|motors?|valves?|breakers?|feeders?|isolators?|supply|supplies|fans?|pumps?|conveyors?|compressors?|"
    r"agitators?|actuators?|solenoids?|capacitors?|batter(?:y|ies)|UPS|heat tracing|trace heating|starters?|"
    r"contactors?|drives?|VSD|VFD|blinds?|spades?|steam tracing|lines?|conductors?|barring gear|turning gear|"
    r"bus-?ties?|accumulators?|incomers?|start(?:ing)? batter(?:y|ies)|control switch(?:es)?|controllers?"
)
_SOURCE = re.compile(
    r"\b((?:\d+(?:\.\d+)?\s*k?V[ \t]+)?(?:[A-Za-z0-9/-]+[ \t]+){0,3}?(?:" + _NOUNS + r")"
    r"(?:[ \t]+(?:motors?|drives?|starters?|supply|breakers?|isolators?|VFD|VSD|conductors?|valves?))?"
    r"(?:\s+\d{1,3}[A-Z]?(?![\d.]|\s*(?:m|mm|t|kg|kw|v|kv|bar|%)\b)|\s+[A-Z]{1,4}-\d+\w*)?)\b",
    re.IGNORECASE,
)
_DEVICE_AT = (
    r"(?P<y>(?:\d+(?:\.\d+)?\s*k?V\s+)?(?:[\w-]+\s+){0,2}?(?:MCC|switchboard|switchgear|isolator|breaker|panel|"
    r"starter|DB|board|substation|switch ?room|[A-Z]{1,4}-[A-Z0-9]{1,5})(?:-?[A-Z0-9]{1,4}\b)?"
    r"(?:\s+(?:bucket|cubicle|way|panel|compartment|tier|drawer|cell|section|fuse|feeder|MCCB|circuit)\s*[A-Z]?\d{1,3}[A-Z]?\b"
    r"|(?-i:\s+[A-Z]{1,4}-?\d{1,3}[A-Z]?\b)){0,2})"
)
"""The device a point is isolated at, with its sub-part: "MCC-P bucket 7", "upstream breaker Q-31", "CP-J1 fuse F4"."""
_AT_DEVICE = re.compile(
    r"\b(?:[l1]ock\w*\s+(?:out|off)|is[o0][l1]at\w*(?:\s+and\s+[l1]ock\w*)?|loto|switch\w*\s+(?:off|out)|rack\w*\s+out|"
    r"de-?energi[sz]\w*)\s+(?:the\s+)?(?P<x>[A-Za-z0-9][\w/-]*(?:\s+[\w/-]+){0,3}?)\s+at\s+(?:the\s+|its\s+)?"
    + _DEVICE_AT,
    re.IGNORECASE,
)
"""'Lock out the P-7 motor at MCC-2': one point with the device it is isolated at."""
_AT_SELF = re.compile(
    r"\b(?:loto|is[o0][l1]ate|[l1]ock(?:\s+(?:out|off))?|rack\s+out|switch\s+(?:off|out))(?:\s+and\s+"
    r"(?:earth|lock|tag))?\s+(?:at\s+)?(?:the\s+)?(?P<y>(?:(?:local|upstream|downstream|main|LV|HV|\d+(?:\.\d+)?\s*k?V)"
    r"\s+){0,2}(?:(?:isolator|breaker|board|panel|switchboard|MCC|DB)\s+)?(?-i:(?!(?:NH3|H2S|SO2|CO2|CH4)\b)"
    r"[A-Z]{1,5}-?[A-Z0-9]*\d[A-Z0-9]*|[A-Z]{2,5}-[A-Z0-9]{1,5})\b(?:\s+(?:bucket|cubicle|way|panel|compartment|tier|"
    r"drawer|cell|section|fuse|circuit)\s*[A-Z]?\d{1,3}[A-Z]?\b|(?-i:\s+[A-Z]{1,2}\d{1,3}[A-Z]?\b)|"
    r"\s+incom(?:er|ing section)|\s+way(?=[ \t]*(?:$|[\n.,;]))|"
    r"\s+feeder){0,2})(?!\s+at\b|[\w-]|\s+(?:" + _NOUNS + r")\b)",
    re.IGNORECASE,
)
"""'Isolate at DB-TLB way 12', 'LOTO MCC-R2 bucket 5F', 'isolate and earth SW-2 panel 7', 'Isolate LB-3 way' (a
job-plan step that ends on the board's way, round 13b): the device is the point."""
_SHORT = (
    (r"\bbkts?\b", "bucket"),
    (r"\bvlvs\b", "valves"),
    (r"\bvlv\b", "valve"),
    (r"\bdisch\b", "discharge"),
    (r"\bsuct\b", "suction"),
    (r"\bccts?\b", "circuit"),
)
"""Shorthand of a job card ("MCC-CH bkt 4", "suction/disch vlvs") read as written in full."""
_AT_AFTER = re.compile(
    r"(?P<x>[A-Za-z0-9][\w/-]*(?:[ \t]+[\w/-]+){0,3}?)(?:\s*\([^)]{0,24}\))?\s+"
    r"(?:(?:is|are|has|have|must|will|shall|should|can)\s+(?:to\s+)?(?:be\s+|been\s+)?|to\s+be\s+)?"
    r"(?:isolated|locked(?:\s+(?:off|out))?|switched\s+(?:off|out)|racked\s+out|de-?energi[sz]ed|LOTO'?d|valved\s+off)"
    r"(?:\s+and\s+(?:locked|tagged|earthed|proved\s+dead|chained)(?:\s+(?:off|out))?)?"
    r"(?:\s+at\s+(?:the\s+|its\s+)?" + _DEVICE_AT + r")?",
    re.IGNORECASE,
)
"""'motor SB-7-M (400 V) isolated and locked at MCC-B2', 'SWB-1 P7 isolated and earthed': the point said first."""
_PAIRED = re.compile(
    r"\b(?P<verb>close\w*|lock\w*|isolat\w*|shut\w*|blind\w*|spad\w*|blank\w*)\s+(?:and\s+(?:lock|chain)\w*\s+|off\s+)?"
    r"(?:the\s+|both\s+|all\s+)?(?:(?P<tag>(?-i:[A-Z]{1,4}-?\d{1,4}[A-Z]?(?:-[A-Z0-9]+)?|[A-Z](?='s)))(?:'s)?\s+)?"
    r"(?P<a>suction|discharge|inlet|outlet)\s*(?:/|and|&|,)\s*(?P<b>suction|discharge|inlet|"
    r"outlet)(?:\s+(?P<noun>valves?|nozzles?|lines?|flanges?))?",
    re.IGNORECASE,
)
"""'close and lock suction/discharge', 'blind the inlet and outlet nozzles': each side is a point of the machine."""
_PAIRED_VALVES = re.compile(
    r"(?:\b(?P<tag>(?-i:[A-Z]{1,4}-?\d{1,4}[A-Z]?(?:-[A-Z0-9]+)?))\s+)?\b(?P<a>suction|inlet)\s*(?:/|and|&)\s*"
    r"(?P<b>discharge|outlet)\s+(?P<noun>valves)\b",
    re.IGNORECASE,
)
"""'P-701B suction and discharge valves' with no verb: valves named with their sides are points wherever they stand."""
_BLINDS_ON = re.compile(
    r"\b(?P<noun>spades?|blinds?|blanks?)\s+(?:in|on|at|into)\s+(?:the\s+)?(?:nozzles?\s+)?"
    r"(?P<a>(?-i:[A-Z]{1,4}-?\d{1,4}[A-Z]?))\s*(?:and|/|&|,)\s*(?P<b>(?-i:[A-Z]{1,4}-?\d{1,4}[A-Z]?))\b",
    re.IGNORECASE,
)
"""'spades on N1 and N2', 'Blinds in N3/N4': a spade at each nozzle."""
_TAG_LIST = re.compile(
    r"^(?P<head>.*?[A-Za-z]{3,}s)\s+(?P<first>[A-Z]{1,4}-?\d{1,4}[A-Z]?|\d{1,2})(?P<rest>(?:\s*(?:,|/|&|and)\s*(?:[A-Z]{1,4}-?\d{1,4}"
    r"[A-Z]?|[A-Z0-9]{1,2}))+)$"
)
"""'CW pumps P-301A/B', 'Sump pumps SU-4/5/6', 'Pumps 1 and 2': one point per machine ('CW pump P-301A', 'CW pump
P-301B', 'Pump 1', 'Pump 2')."""
_PART = re.compile(
    r"\b(?:wrench(?:es)?|windows?|seals?|gaskets?|couplings?|guards?|bolts?|anodes?|clamps?|gantr(?:y|ies)|"
    r"(?:chain )?blocks?|roofs?|gutters?|manifolds?|ducts?|duct banks?|kerbs?|spiders?|bearings?|impellers?|jacks?|"
    r"stands?|davits?|cable drums?|kits?|covers?|lids?|shims?|pads?|baseplates?|timesheets?|gearbox(?:es)?|beams?|"
    r"hatch(?:es)?|piles?|strainers?|steps?|poles?|masts?|frames?|(?:electric|hydraulic|pneumatic|rock|jack)\s*breakers?)$",
    re.IGNORECASE,
)
"""A tool or part worked with or on ("Torque wrench", "Cable drum 2.8 t", "Mechanical seal"): it holds no energy."""
_LIVE_MARK = re.compile(
    r"\b(?:stay\w*|remain\w*|keep\w*|kept|left|still|continu\w*|lit|alight|burning|in\s+use|live|alive|"
    r"(?<!de-)(?<!de)energi[sz]ed|load\w*|on\s*-?line|stream|running|runs|in\s+service|firing|fired|pressuri[sz]ed|"
    r"auto\w*|standby|stand-by|charged|operat\w*|filling|unload\w*|discharg\w*|pumping|production|producing|generating|"
    r"steaming|do\s+not|don'?t|must|shall|cannot|can\s*not|can'?t|won'?t|will\s+not|not\s+be|no\s+outage|shutdown|"
    r"no\s+isolation|while|whilst|when|hot|on|power\w*|switched\s+on|energy)\b",
    re.IGNORECASE,
)
"""Any word by which a clause can say its source stays live (a superset of the words the hazards engine reads live
by): a sentence of a live clause with none of them is not the live one."""
_ISOLATING = re.compile(
    r"\b(?:isolat(?:e|es|ed|ing)|lock(?:s|ed|ing)?|loto\w*|prove\w*\s+dead|proved|de-?energi[sz]\w*|rack\w*\s+out|switch\w*\s+off|"
    r"valved\s+off|closed|drained|blinded|spaded)\b",
    re.I,
)
_TAG = re.compile(r"\b(?!(?:NH3|H2S|SO2|CO2|N2|O2|CL2|Cl2|H2|CH4|C3|C4)\b)[A-Z]{1,4}-?\d{1,4}[A-Z]?\b")
_MACHINE = re.compile(
    r"\b(?:pumps?|fans?|compressors?|conveyors?|agitators?|mixers?|blowers?|crushers?|turbines?|generators?|"
    r"chillers?|cranes?|hoists?|winch\w*|elevators?|sootblowers?|soot blowers?|gensets?)\b",
    re.IGNORECASE,
)
_VESSEL = re.compile(
    r"\b(?:tanks?|vessels?|drums?|columns?|towers?|reactors?|exchangers?|heaters?|boilers?|furnaces?|separators?|"
    r"filters?|coolers?|receivers?|sumps?|silos?|hoppers?|basins?|pits?|wells?|transformers?|motors?|units?|skids?|hydrants?|"
    r"monitors?)\b",
    re.IGNORECASE,
)
_DEVICE = re.compile(
    r"\b(?:mccs?|switchboards?|switchgear|isolators?|breakers?|panels?|starters?|dbs?|boards?|substations?|"
    r"switch ?rooms?|\d+(?:\.\d+)?\s*k?v)\b",
    re.IGNORECASE,
)
_LEAD_WORDS = frozenset(
    {
        "the", "a", "an", "and", "or", "to", "of", "on", "its", "their", "at", "by", "with", "then", "out", "off",
        "replace", "replacing", "lock", "locked", "loto", "isolate", "isolated", "isolating", "earth", "earthed",
        "switch", "switched", "close", "closed", "open", "opened", "fit", "remove", "swap", "change", "test",
        "tested", "repair", "check", "prove", "rack", "racked", "disconnect", "reconnect", "drain", "vent", "spade",
        "blind", "start", "stop", "both", "all", "new", "old", "from", "for", "in", "into", "up", "down",
        "other", "next", "same", "each", "every", "any", "existing", "spare", "pin", "pinned", "mark", "locate",
        "unbolt", "lift", "lower", "through", "inside", "over", "under", "behind", "near", "beside", "via", "past",
        "so", "if", "when", "while", "before", "after", "until", "is", "are", "was", "were", "be", "it", "that",
        "now", "please", "do", "not", "touch", "raise", "verify", "inspect", "clean", "service", "as", "per", "h",
        "mech", "elec", "weld", "ops", "step", "backfill", "dead", "own", "timesheet", "schedule", "note", "only",
        "chain", "chained", "+", "restore", "return", "has", "have", "had", "must", "will", "shall", "should", "can",
    }
)  # fmt: skip
_INNER_BREAKS = frozenset(
    {"the", "a", "an", "to", "of", "through", "inside", "into", "from", "with", "by", "on", "in", "when", "if", "while",
     "before", "after", "until", "unless", "because", "then", "so"}
)  # fmt: skip
_INNER_VERBS = frozenset(
    {"remove", "replace", "exchange", "change", "swap", "break", "cut", "need", "needs", "fit", "install", "repair"}
)
"""A verb inside a match ("LONG TEXT REMOVE MOTOR", "Need change motor"): the point is what follows it."""
_WEIGHT = re.compile(r"^\d+(?:\.\d+)?\s*(?:kg|t|te|tonnes?|lbs?)\b", re.IGNORECASE)
"""'650 kg motor', '2 t pump': a load to lift, not an isolation point."""
_VERB_AFTER = re.compile(r"\s+(?:down|out|up|off|over)\b", re.IGNORECASE)
"""'pump down', 'drive out': the noun is a verb here."""
_GENERIC_ALONE = frozenset(
    {"line", "lines", "supply", "supplies", "valve", "valves", "blind", "blinds", "spade", "spades", "drive", "drives"}
)


_ED_NOUNS = frozenset({"feed", "feeds", "bleed", "bleeds", "speed", "seed", "shed", "bed", "bedding", "ring", "string"})
"""Nouns that look like a past tense or a gerund ("floodlight feed", "bleed valve", "cable bedding"): part of a point's
name, never cut off it (round 13b)."""


def _clean(words: list[str]) -> list[str]:
    """The noun phrase of a match: nothing up to an article or preposition inside it ("pin the fan" → "fan"), no
    leading verb, article or qualifier of position ("other line" → "line")."""
    for i in range(len(words) - 1, 0, -1):
        if words[i].lower().replace("0", "o") in _INNER_BREAKS | _INNER_VERBS:  # "0n" of a scanned form is "on"
            words = words[i + 1 :]
            break
    while words and (
        words[0].lower() in _LEAD_WORDS | _INNER_VERBS
        or (re.fullmatch(r"[a-z]+(?:ing|ed)", words[0]) and words[0] not in _ED_NOUNS)
        or (words[0].isdigit() and len(words) > 1 and words[1].lower() in _LEAD_WORDS)  # "1 Isolate ..." (a step)
    ):
        if re.fullmatch(_NOUNS, " ".join(words), re.IGNORECASE):
            break  # "barring gear", "trace heating" are the noun itself
        words = words[1:]
    return words


def _trimmed(words: list[str]) -> list[str]:
    """No verb or auxiliary after the noun: "OP-2 pumped out and (isolated)" is OP-2, "B-2 economiser must (be
    isolated at ...)" the economiser."""
    while words and (
        words[-1].lower() in _LEAD_WORDS or (re.fullmatch(r"[a-z]+ed", words[-1]) and words[-1] not in _ED_NOUNS)
    ):
        words = words[:-1]
    return words


_LIST_END = re.compile(r"(?:\b[A-Z]{1,4}-?)?\d+[A-Za-z]?\s*$|\b[A-Z]\s*$")
_LIST_START = re.compile(r"^(?:(?:and|&)\s+)?(?:(?:[A-Z]{1,4}-?)?\d+[A-Za-z]?|[A-Z])\b")


def _comma_parts(sentence: str) -> list[str]:
    """The clauses of a sentence split at its commas, but not inside a list: "cells 1, 2 stay in service" and "Pumps
    P-1, P-2 stay in service" are one clause (a part with no verb that ends on a number, tag or letter, followed by
    another one, is the list's start), so every item of the list is read live."""
    parts: list[str] = []
    for piece in re.split(r",\s*", sentence):
        if (
            parts
            and _LIST_END.search(parts[-1])
            and _LIST_START.match(piece)
            and not (_ISOLATING.search(parts[-1]) or _LIVE_MARK.search(parts[-1]))
        ):
            parts[-1] += ", " + piece
        else:
            parts.append(piece)
    return [p for p in parts if p.strip()]


def _live_text(live: list[str]) -> str:
    """The words of the clauses said to stay live, without their sentences with no live word ("terminated at MCC-2
    bucket 7." before "Motor stays on the old feeder") and their parts that isolate and say nothing live ("Pumps
    locked out at MCC-E"; "isolate MCC-3 at Q-31, lock and prove dead, re-survey on load")
    or that name another tagged plant than the live part does ("Sootblower SB-7 motor change, boiler B-2 on line").
    Anything else is kept (the clause stays whole when nothing would be left): doubt keeps a source off the list.
    An entry the clause was given for its kind ("[Lift station LS-2]") stays only if its kind is still in the live
    words."""
    out = []
    for clause in live:
        said, _, given = clause.partition(" [")
        kept = []
        sentences = [t for t in re.split(r"[.;\n]\s+|[.;\n]$", said) if t.strip()]
        for sentence in [t for t in sentences if _LIVE_MARK.search(t)] or sentences:
            parts = _comma_parts(sentence)
            live_tags = {t for p in parts if _LIVE_MARK.search(p) for t in _TAG.findall(p)}
            kept += [
                p
                for p in parts
                if _LIVE_MARK.search(p)
                or not (
                    _ISOLATING.search(p) or (live_tags and _TAG.findall(p) and not live_tags & set(_TAG.findall(p)))
                )
            ]
        text = ", ".join(kept) or said
        entries = [e for e in given.rstrip("]").split("; ") if e and _given_live(e, text)]
        out.append(" ".join([text, *entries]))
    return " ".join(out).lower()


_RUNNING = re.compile(
    r"\((?:[^)]*\b)?(?:running|firing|on\s*-?line|live|in service|operating|energi[sz]ed)\b[^)]*\)", re.IGNORECASE
)
"""An equipment entry remarked as running ("Boiler B-2 (firing)", "P-201A (running)"): live, never a point."""


def _given_live(entry: str, text: str) -> bool:
    """The entry a live clause was given for its kind is still named by the clause's live words: its kind is there and
    not only as another machine of that kind ("Jockey pump and electric pump stay in auto" is not "Diesel fire pump
    DFP-2")."""
    words = {w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]{2,}", entry)}
    for kind in (w for w in words if len(w) >= 4):
        before = re.findall(rf"(\w+)\s+{re.escape(kind)}s?\b", text, re.IGNORECASE)
        if re.search(rf"\b{re.escape(kind)}s?\b", text, re.IGNORECASE) and (
            not before or any(b.lower() in _LEAD_WORDS or b.lower().rstrip("s") in words for b in before)
        ):
            return True
    return False


def _plain(entry: str) -> str:
    """An equipment entry without its remark or its valves ("P-201B (standby)", "P-3 suction and discharge valves"
    → "P-201B", "P-3")."""
    entry = re.sub(r"\s*\([^)]*\)", "", entry)
    return re.sub(
        r"\s*\b(?:suction|inlet)\s*(?:/|and|&)\s*(?:discharge|outlet)\s+valves\b", "", entry, flags=re.I
    ).strip()


def _owner(work_order: dict[str, Any], live_text: str = "") -> str | None:
    """The tagged machine or vessel the order is about: the one equipment entry with a tag (or the one the title
    names), to which a generic "fan motor" or "suction valve" of the text belongs; never one said to run or fire
    ("Boiler B-2 (firing)") nor one the live clauses name by its tag."""
    tagged = [
        " ".join(w for w in _plain(e).split() if not _part(w)) if _part(e) else _plain(e)  # "Cell 3 fan gearbox"
        for e in work_order.get("equipment") or []
        if not _RUNNING.search(e) and not any(t.lower() in live_text.split() for t in _TAG.findall(e))
    ]
    tagged = [
        e
        for e in tagged
        if (_TAG.search(e) or re.search(r"\b[A-Za-z]+ \d{1,3}[A-Za-z]?\b", e))
        and not _NOT_ISOLATABLE.search(e)
        and not _DEVICE.search(re.sub(r"\d+(?:\.\d+)?\s*k?V\b", "", e))  # "400 V motor M-3" is a machine
        and (_TAG.fullmatch(e.strip()) or _MACHINE.search(e) or _VESSEL.search(e))
    ]
    title = work_order.get("title") or ""
    named = [e for e in tagged if any(t in title for t in _TAG.findall(e))] or tagged
    if len({tuple(_TAG.findall(e)) or e for e in named}) == 1:
        machines = [e for e in named if _MACHINE.search(e)]
        return min(machines or named, key=len)  # "P-7" beside "P-7 suction valve": the machine itself
    return None


def _owned(point: str, owner: str | None) -> str:
    """A generic point (no tag, no number but a rating) named as part of the order's machine: "fan motor" of "Cell 3
    fan" is "Cell 3 fan motor"; "motor" of "K-501" is "K-501 motor"; "480 V pump breaker" of "Sump pump SP-3" is
    "Sump pump SP-3 breaker (480 V)"."""
    rating = re.match(r"\d+(?:\.\d+)?\s*(?:kW|kV|V|hp|A)\s+", point)
    core = point[rating.end() :] if rating else point
    if not owner or any(c.isdigit() for c in core) or not core.split():
        return point
    head = owner.split()[-1].lower().rstrip("s")
    first = core.split()[0].lower().rstrip("s")
    words = [w.lower().rstrip("s") for w in owner.split()]
    if core.split()[-1].lower().rstrip("s") in words[:-1]:
        return owner  # "drive motor" of "400 V motor SB-7-M" is that motor
    if first == head or (rating and first in words):
        owned = f"{owner} {' '.join(core.split()[1:])}".strip()
    elif rating:
        return point  # "3 kW immersion heater" beside "Immersion heater 3 kW 230 V": as written
    elif _MACHINE.fullmatch(core.split()[-1]):
        return point  # "electric jockey pump" is another machine, not a part of this one
    else:
        owned = f"{owner} {core}"
    if not rating:
        return owned
    at = owned.find(" at ")  # the rating stays with the point, not with its device
    return f"{owned} ({rating.group().strip()})" if at < 0 else f"{owned[:at]} ({rating.group().strip()}){owned[at:]}"


def _sides(m: re.Match[str], noun: str, owner: str | None) -> list[tuple[str, str]]:
    """Each side of a pair ("P-701B suction and discharge valves") as a point of its tagged machine or the owner."""
    tag = m.group("tag")
    if tag and len(tag) == 1:  # "B's suction and discharge": the owner whose tag ends with that letter
        tag = None if owner and _TAG.findall(owner) and _TAG.findall(owner)[-1].endswith(tag) else tag
    out = []
    for side in (m.group("a"), m.group("b")):
        part = f"{side.lower()} {noun}"
        if tag and not (owner and tag in owner):
            out.append((f"{tag} {part}", f"{tag} {part}"))
        else:
            out.append((_owned(part, owner), part))
    return out


def _overlaps(span: tuple[int, int], taken: list[tuple[int, int]]) -> bool:
    """The span shares a character with text already read as a point."""
    return any(a < span[1] and span[0] < b for a, b in taken)


_ALSO_AT = re.compile(r"\s*(?:/|&|\band\b)\s*(?-i:([A-Z]{1,4}-\d{1,4}[A-Z]?))\b(?![\w/-])")


def _also_at(text: str, m: re.Match[str]) -> list[str]:
    """The second of two devices a point is isolated at, written with a slash or "and" ("Ring main section isolated at
    V-31/V-33"): both valves are isolation points (issue 12 round 13)."""
    y = m.group("y") or ""
    also = _ALSO_AT.match(text, m.end())
    return [also.group(1)] if also and _TAG.fullmatch(y.strip()) else []


_REGISTER_ROW = re.compile(
    r"^[ \t]*(?:lock|padlock|iso(?:lation)?(?:\s+point)?|point)\s*(?:no\.?\s*)?#?\s*\d{1,2}[ \t]*[|:=)][ \t]*"
    r"(?P<x>[^|\n]{2,60})",
    re.IGNORECASE | re.MULTILINE,
)
"""A row of a lock or isolation register ("lock 2 | suction MOV", "Isolation 3: LP steam valve V-12"): the row names
the point the lock is on (round 13b)."""
_REGISTER_STATE = re.compile(
    r"\s+(?:racked\s+out|locked(?:\s+(?:off|out|shut|open))?|open(?:ed)?|closed|shut|isolated|off|removed|"
    r"tagged|in\s+place|applied|verified)\s*$",
    re.IGNORECASE,
)
"""The state a register row gives its point ("... breaker racked out", "vent open"): not part of the point's name."""


def _energy_sources(work_order: dict[str, Any], live_text: str = "") -> list[tuple[str, str]]:
    """Energy sources and isolation devices the work order's words name ("P-7 motor at MCC-2", "230 V heater",
    "suction valve", "motor M-3 locked off at MCC-4 bucket 2"), generic ones named as part of the order's machine:
    (point, the words as written)."""
    owner = _owner(work_order, live_text)
    found: list[tuple[str, str]] = []
    for field in ("description", "jobPlan"):
        text = work_order.get(field) or ""
        for short, full in _SHORT:
            text = re.sub(short, full, text, flags=re.IGNORECASE)
        taken: list[tuple[int, int]] = []
        for m in _REGISTER_ROW.finditer(text):
            x = _REGISTER_STATE.sub("", m.group("x")).strip(" .;,-")
            if x and not _part(x):
                found.append((x, x))
        for m in _AT_DEVICE.finditer(text):
            x = " ".join(_trimmed(_clean(m.group("x").split())))
            y = " ".join(w for w in m.group("y").split() if w.lower() not in ("the", "its"))
            if x:
                found.append((f"{_owned(x, owner)} at {y}", f"{x} at {y}"))
                found += [(t, t) for t in _also_at(text, m)]
                taken.append(m.span())
        for m in _AT_SELF.finditer(text):
            if not _overlaps(m.span(), taken):
                found.append((" ".join(m.group("y").split()), " ".join(m.group("y").split())))
                taken.append(m.span())
        for m in _AT_AFTER.finditer(text):
            if _overlaps(m.span(), taken):
                continue
            words = _trimmed(_clean(m.group("x").split()))
            x = " ".join(words)
            if not x or not (m.group("y") or _TAG.search(x) or (_SOURCE.fullmatch(x) and len(words) > 1)):
                continue
            y = " ".join(w for w in (m.group("y") or "").split() if w.lower() not in ("the", "its"))
            found.append((f"{_owned(x, owner)} at {y}" if y else _owned(x, owner), f"{x} at {y}" if y else x))
            found += [(t, t) for t in _also_at(text, m)] if y else []
            taken.append(m.span())
        for m in _PAIRED.finditer(text):
            blinded = m.group("verb").lower().startswith(("blind", "spad", "blank"))
            noun = (m.group("noun") or ("nozzle" if blinded else "valve")).lower().rstrip("s")
            found += _sides(m, noun, owner)
            taken.append(m.span())
        for m in _BLINDS_ON.finditer(text):
            noun = m.group("noun").lower().rstrip("s")
            found += [(f"{m.group(side)} {noun}", f"{m.group(side)} {noun}") for side in ("a", "b")]
            taken.append(m.span())
        for m in _PAIRED_VALVES.finditer(text):
            if not _overlaps(m.span(), taken):
                found += _sides(m, "valve", owner)
                taken.append(m.span())
        owned_text = re.sub(r"(?<=\w)['’]s(?:\s+own)?\b", lambda o: " " * len(o.group()), text)  # "monitor's own"
        for a, b in taken:  # what is read already is no word of another point ("... at MCC-R2 and the VSD")
            owned_text = owned_text[:a] + "," * (b - a) + owned_text[b:]
        for m in _SOURCE.finditer(owned_text):
            if _overlaps(m.span(1), taken):
                continue  # already read as a point at its device or as a pair of sides
            if re.search(r"\b(?:off|on)[ -]line$", m.group(1), re.IGNORECASE):
                continue  # "boiler B-2 off line" is a state, not a line
            words = _clean(m.group(1).split())
            if _WEIGHT.match(" ".join(words)):
                continue
            if len(words) >= 2 or (words and any(c.isdigit() for c in words[0])):
                found.append((_owned(" ".join(words), owner), " ".join(words)))
            elif words and re.fullmatch(r"accumulators?|capacitors?|batter(?:y|ies)", words[0], re.IGNORECASE):
                found.append((_owned(words[0], owner), words[0]))  # stored energy is a point with or without owner
            elif words and owner and words[0].lower() not in _GENERIC_ALONE and not _VERB_AFTER.match(text, m.end(1)):
                found.append((_owned(words[0], owner), words[0]))
    return found


_GENERIC = frozenset(
    {
        "supply",
        "supplies",
        "motor",
        "motors",
        "pump",
        "pumps",
        "valve",
        "valves",
        "feeder",
        "feeders",
        "cable",
        "cables",
        "line",
        "lines",
        "heater",
        "heaters",
        "breaker",
        "breakers",
        "panel",
        "panels",
        "local",
        "main",
        "system",
        "circuit",
        "circuits",
    }
)  # fmt: skip


def _numbers(listed: str) -> set[int]:
    """The numbers a list names, ranges spelled out: "2, 3, 4" and "2-4" are {2, 3, 4}."""
    out: set[int] = set()
    for a, b in re.findall(r"(\d+)(?:\s*(?:-|to)\s*(\d+))?", listed):
        out |= set(range(int(a), int(b) + 1)) if b and int(b) - int(a) < 50 else {int(a)}
    return out


_MEASURE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:k?v|barg?|psig?|kpa|mpa|kw|mw|kva|mva|amps?|mm|m|t|te|kg|deg\s*c|°c)\b", re.IGNORECASE
)
"""A figure with its unit ("11 kV", "150 barg", "90 kW", "4in"): a size or rating, not the number that names a unit."""


def _listed(number: str, listed: str) -> bool:
    """A unit's number or letter is among a list's ("2" in "1, 2 and 4", "b" in "a and b", "3" in "2-4")."""
    if number.isdigit():
        return int(number) in _numbers(listed)
    return number in re.findall(r"\b[a-z]\b", listed)


_ITEM = r"(?:\d+|[a-z]\b)"
"""One item of a list of units: a number or a single letter ("cells 1, 2", "trains A and B")."""


def _named_live(point: str, live_text: str) -> bool:
    """The point is a source the text says stays live: it shares a distinctive word (a tag, a voltage, a named room or
    machine) with such a clause, and any number of its own (bay 1, feeder 3) is one the clause names too. A point with
    no number of its own whose noun the clause uses ("11 kV feeder" beside "feeders 1 and 2 stay energised") cannot be
    told apart from the live one and is left out."""
    live_words = set(re.findall(r"[a-z0-9-]+", live_text))
    own = re.findall(r"\b(?:[a-z]+-)?\d+[a-z]?\b", _MEASURE.sub(" ", point))
    numbered = re.search(r"\d", _MEASURE.sub(" ", live_text))
    if own and numbered and not any(n in live_words or n.split("-")[-1] in live_words for n in own):
        return False  # "bay 1 conductors" is not "bay 2 ... conductors stay live"
    for unit in re.finditer(r"\b(cell|bay|train|stream|feeder|line|unit)\s+(\d+|[a-z]\b)", point):
        lists = re.findall(rf"\b{unit.group(1)}s?\s+({_ITEM}(?:\s*(?:,|-|&|and|to)\s*{_ITEM})*)", live_text)
        if lists:  # "CT-1 cell 1 fan" is not "CT-1 cells 2, 3, 4 stay in service"; "cell 2 fan" is "cells 1, 2 ..."
            return any(_listed(unit.group(2), n) for n in lists)
    words = [
        w
        for w in re.findall(r"[a-z0-9-]+", point)
        if (len(w) > 3 or re.fullmatch(r"[a-z]+-\d+[a-z]?", w)) and w not in _GENERIC
    ]  # a short tag ("P-2") is as distinctive as a long word
    if any(w in live_words for w in words) or any(v in live_text for v in re.findall(r"\d+\s*k?v\b", point)):
        return True
    head = point.split()[-1].rstrip("s") if point.split() else ""
    return not own and len(head) > 3 and any(w.rstrip("s") == head for w in live_words)


def _part(point: str) -> bool:
    """The point's head (without tag, figures or remark) is a tool or part: "IR window IRW-3", "Cable drum 2.8 t"."""
    head = re.sub(r"(?:\s+(?:[A-Z]{1,4}-?\d\S*|x?\d[\d.]*\s*\w{0,3}|x\d+|with\b.*))+$", "", _plain(point))
    return bool(_PART.search(head))


def _singular(text: str) -> str:
    return re.sub(r"(?<=[a-z]{3})s\b", "", text)


def _words(point: str) -> set[str]:
    """The words of a point that names one thing ("FD and ID fans" names two: it contains neither "FD fan" nor
    "ID fan")."""
    if re.search(r"\band\b|/|,", point):
        return {point}
    return set(_singular(point.lower()).split())


_SLASHED = re.compile(r"\b([A-Z]{1,4}-[A-Z0-9]*?)([A-Z0-9])/([A-Z0-9])\b")
"""Two tags written as one ("P-LS2A/B"): each is a point ("P-LS2A, P-LS2B")."""


def isolation_candidates(work_order: dict[str, Any], live: list[str]) -> list[str]:
    """What to isolate: the work order's equipment that can hold energy (not cranes, plant, tools or access
    equipment) and the sources its text names, minus any source the text says stays live; a point that another one
    contains ("P-7 motor" in "P-7 motor at MCC-2") is given once, in its fuller form."""
    live_text = _live_text(live)
    points = []
    for entry in work_order.get("equipment") or []:
        e = entry.strip()
        if not e or _NOT_ISOLATABLE.search(e) or _part(e) or _RUNNING.search(e):
            continue  # "P-201A (running)" is said to stay live: never an isolation point
        if (m := _TAG_LIST.match(_plain(e))) and not _PAIRED_VALVES.search(e):
            head = m.group("head")[:-1]
            first, tags = m.group("first"), [m.group("first")]
            for item in re.split(r"\s*(?:,|/|&|\band\b)\s*", m.group("rest"))[1:]:
                tags.append(item if _TAG.fullmatch(item) else first[: len(first) - len(item)] + item)
            points += [(f"{head} {t}", e) for t in tags]
        elif m := _PAIRED_VALVES.search(e):
            machine = e[: m.start("a")].strip() or (_owner(work_order, live_text) or "")
            points += [(f"{machine} {side.lower()} valve".strip(), e) for side in (m.group("a"), m.group("b"))]
        else:
            points.append((_SLASHED.sub(r"\1\2, \1\3", e), e))
    points += [(p, w) for p, w in _energy_sources(work_order, live_text) if not _part(p)]
    out: list[str] = []
    for point, written in dict.fromkeys(points):
        key = point.lower()
        if any(_singular(key) in _singular(o.lower()) for o in out):
            continue  # "BFW pumps P-1A" of the text beside "BFW pump P-1A" of the equipment list
        if live_text and any(k in live_text or _named_live(k, live_text) for k in {key, written.lower()}):
            continue  # the words as written are checked too: "Steam tracing" stays live whoever it belongs to
        if any(key in o.lower() or _words(key) <= _words(o) for o in out):
            continue  # "DG-1 control switch" beside "DG-1 engine control switch": the fuller one
        out = [o for o in out if o.lower() not in key and not _words(o) <= _words(key)]
        out.append(point)
    return out[:MAX_ISOLATION_POINTS]


def isolation_points(
    permit: Permit, policy: dict[str, Any], work_order: dict[str, Any], live: list[str] | None = None
) -> None:
    """Electrical and entry permits name what to isolate, citing the isolation rule; a live source is never listed.
    The points are read once per work order (`_candidates_of`), not once per permit, and only for a permit that
    lists them."""
    rule = next((r for _, r, _ in policy_items(policy, "controls") if r and "ISOLAT" in r), None)
    if permit.type not in ISOLATING_TYPES or not rule:
        return
    fields = {k: work_order.get(k) for k in ("title", "description", "jobPlan", "equipment")}
    points = _candidates_of(json.dumps(fields, sort_keys=True), tuple(live or ()))
    if points:
        add_item(permit, "controls", f"Isolation points listed and verified for: {', '.join(points)}", "rule", rule)


@lru_cache(maxsize=256)
def _candidates_of(fields: str, live: tuple[str, ...]) -> tuple[str, ...]:
    """isolation_candidates, read once per work order; a tuple, so no caller can change the cached answer."""
    return tuple(isolation_candidates(json.loads(fields), list(live)))


LIVE_CONTROL = (
    "Live source stays energised and is not isolated ({source}): located and marked with a cable locator, "
    "hand-dig zone within 0.5 m, live-work boundary kept, stand-by person at the work"
)


LIVE_ISOLATION = (
    "Energy sources worked on identified and isolated at energy-isolating devices; sources that stay live are named "
    "and controlled as live work"
)
"""The rulebook's accepted phrasing of LOTO-CTRL-ISOLATE for a job next to a source that stays live: the permit never
says every energy source is isolated when the work order says one is not."""


def live_source_items(permit: Permit, live: list[str]) -> None:
    """A source the work order says stays live gets proximity and live-work controls, never an isolation, and the
    permit does not claim that all energy is isolated."""
    if live:
        for i, control in enumerate(permit.controls):
            if normalize(control).startswith(normalize("All energy sources identified and isolated")):
                permit.controls[i] = LIVE_ISOLATION
                for p in permit.provenance:
                    if p.item == control[:500]:
                        p.item = LIVE_ISOLATION
    for source in live[:3]:
        add_item(permit, "controls", LIVE_CONTROL.format(source=source[:160]), "hazard", "liveSources")


HAZARD_OF_CONTROL: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"suspended load|before the lift|\blift plan|tag lines|rigging|crane", re.I), "HZ-SUSPENDED-LOAD"),
    (re.compile(r"excavation|spoil|shoring|trench", re.I), "HZ-CAVE-IN"),
    (re.compile(r"earths applied|temporary protective grounding", re.I), "HZ-ELECTRICAL-ENERGY"),
)
"""A control about one hazard appears only when the job has that hazard (no lifting text without a lift)."""


def control_fits(control: str, job_hazards: set[str]) -> bool:
    return all(hid in job_hazards for rx, hid in HAZARD_OF_CONTROL if rx.search(control))


def hazard_items(permit: Permit, hazards: list[Hazard], job_hazards: set[str] | None = None) -> None:
    """Controls the linked hazards suggest (only where the job has their hazard), and a toolbox talk on the
    evidence they cite (by id; A1 cites only precedents about the same activity or hazard)."""
    for hazard in hazards:
        for control in hazard.suggestedControls:
            if OWN_PERMIT_NOTE in control and permit.type == "Hot Work":
                continue  # "...; hot work needs its own permit" is this permit
            if job_hazards is not None and not control_fits(control, job_hazards):
                continue
            add_item(permit, "controls", control, "hazard", hazard.id or hazard.name)
    cited = list(dict.fromkeys(sid for h in hazards for sid in h.sourceIds))
    if cited:
        text = f"Toolbox talk covers the lessons of {', '.join(cited)}"
        if add_item(permit, "controls", text, "evidence", cited[0]):
            permit.provenance += [Provenance(item=text, field="controls", kind="evidence", ref=s) for s in cited[1:]]


_DOSE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:µ|μ|u|micro\s*-?)\s*sv(?:ert)?s?\s*(?:/|per\s+)\s*(?:h|hr|hour)\b", re.I)
_NUM = re.compile(r"\d+(?:\.\d+)?")


def _with_figure(control: str, value: float) -> str:
    """The control with its first figure set to `value` and a second (bracketed unit) scaled alike."""
    nums = _NUM.findall(control)
    ratio = value / float(nums[0])
    parts = _NUM.split(control, maxsplit=2)
    scaled = [f"{value:g}", *(f"{float(n) * ratio:g}" for n in nums[1:2])]
    out = parts[0]
    for i, num in enumerate(scaled):
        out += num + parts[i + 1]
    return out


def stricter_figures(permit: Permit, work_order: dict[str, Any]) -> list[str]:
    """A dose-rate boundary the work order sets below the rulebook's replaces it on the permit (rules_evaluate
    accepts a stricter figure and refuses a looser one); a looser one is kept out and noted."""
    text = " ".join(filter(None, [work_order.get("title"), work_order.get("description"), work_order.get("jobPlan")]))
    stated = [float(m.group(1)) for m in _DOSE.finditer(text)]
    notes = []
    if not stated:
        return notes
    for i, control in enumerate(permit.controls):
        if not _DOSE.search(control):
            continue
        nums = _NUM.findall(control)
        rule = float(nums[0])
        value = min(stated)
        if value < rule:
            new = _with_figure(control, value)
            permit.controls[i] = new
            for p in permit.provenance:
                if p.item == control[:500]:
                    p.item = new[:500]
            notes.append(f"Work-order figure {value:g} uSv/h is stricter than the rulebook's {rule:g} and is used.")
        elif value > rule:
            notes.append(
                f"Work-order figure {value:g} uSv/h is looser than the rulebook's {rule:g}: refused, {rule:g} stands."
            )
    return notes


GAS_TESTED_TYPES = ("Hot Work", "Confined Space Entry", "Cold Work", "Excavation", "Vehicle Entry")
"""Permit types whose work meets the job's atmosphere: they get a gas-test row for every substance the work order
names, whether or not their template carries a gas test of its own."""


_GAS_TEST_ASKED = re.compile(
    r"\bgas[\s-]?(?:test\w*|monitor\w*|detector\w*|check\w*|readings?)\b|\b\d[\s-]?gas\b|\bmulti[\s-]?gas\b|"
    r"\batmospher\w*\s+(?:test\w*|monitor\w*|check\w*)|\b(?:lel|h2s|benzene)\s+(?:monitor|badge|detector|tube)s?\b",
    re.IGNORECASE,
)
"""The work order itself asks for the atmosphere to be tested ("gas test at the top platform", "4-gas monitor")."""
_TOXIC = re.compile(
    r"\b(?:h2s|hydrogen sul[pf]h?ide|so2|sul(?:ph|f)ur dioxide|nh3|ammonia|cl2|chlorine|benzene|carbon monoxide|hf|"
    r"hydrofluoric|flue gas)\b",
    re.IGNORECASE,
)
"""A toxic substance named at the work: every permit of the job carries its row, whatever its template says."""


def gas_test_asked(work_order: dict[str, Any]) -> bool:
    text = " ".join(work_order.get(f) or "" for f in ("title", "description", "jobPlan"))
    return bool(_GAS_TEST_ASKED.search(text) or _TOXIC.search(text))


def gas_rows(permit: Permit, rows: list[SubstanceRow], asked: bool = False) -> list[str]:
    """A row per substance the work order names, on every permit that carries a gas test or meets the atmosphere,
    and on any permit of a job whose work order asks for a gas test (a roof-deck inspection with a 4-gas monitor)."""
    if not permit.gasTests and permit.type not in GAS_TESTED_TYPES and not asked:
        return []
    have = {t.gas.lower() for t in permit.gasTests}
    added = []
    for row in rows:
        if row.gas.lower() not in have:
            permit.gasTests.append(GasTest(gas=row.gas, limit=row.limit))
            have.add(row.gas.lower())
            added.append(f"{row.gas} {row.limit} ({row.ruleId}, named by '{row.namedBy}')")
    return [f"Gas rows for the substances named: {'; '.join(added)}."] if added else []


def build_permit(
    permit_id: str,
    permit_type: str,
    policy: dict[str, Any],
    work_order: dict[str, Any],
    hazards: list[Hazard],
    job_permit_ids: list[str] | None = None,
    job: HazardIdentificationOutput | None = None,
) -> Permit:
    """One permit from its template, the environment rules the job triggers, its hazards and their evidence."""
    linked = [h for h in hazards if permit_type in linked_types(h.id, h.permitTypes)]
    version = policy_field(policy, "policyVersion") or "unknown"
    permit = Permit(
        permitId=permit_id,
        type=permit_type,
        hazardsLinked=[h.name for h in linked],
        controls=[],
        signOffRoles=[],
        validityHours=clamp_validity(window_hours(work_order), policy, work_order),
        workOrderId=work_order["id"],
        site=work_order["site"],
        area=work_order["area"],
        gasTests=policy_gas_tests(policy),
        crossReferences=[i for i in job_permit_ids or [] if i != permit_id],
    )
    template_items(permit, policy)
    applied, notes = [], [f"Generated from the {permit_type} template, policy {version}."]
    for rule in policy_field(policy, "applicableEnvironmentRules") or []:
        env = environment_rule(policy, rule["id"])
        if env is not None:
            apply_environment_rule(permit, env)
            applied.append(f"{rule['id']} ({rule.get('why')})")
    if applied:
        notes.append(f"Environment rules applied: {'; '.join(applied)}.")
    live = job.liveSources if job else []
    isolation_points(permit, policy, work_order, live)
    live_source_items(permit, live)
    hazard_items(permit, linked, {h.id for h in hazards if h.id} if job is not None else None)
    notes += stricter_figures(permit, work_order)
    if job is not None:
        notes += gas_rows(permit, job.gasTests, gas_test_asked(work_order))
        notes += [f.message for f in job.scopeFindings if permit_type in f.permitTypes]
    permit.notes = " ".join(notes)
    validity_window(permit, work_order)
    return permit
