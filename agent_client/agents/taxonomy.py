"""A small hazard taxonomy: keyword rules with negation over the work order's text, area and equipment.

Deliberately simple (a richer taxonomy comes later): each rule names a hazard, the permit types it calls for,
the controls it suggests and the words that reveal it; a word preceded closely by a negation does not count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

NEGATION = re.compile(r"\b(no|not|without|never|non|nor|excluding)\b[\w\s-]{0,25}$", re.IGNORECASE)


@dataclass(frozen=True)
class HazardRule:
    name: str
    permit_types: tuple[str, ...]
    patterns: tuple[str, ...]
    controls: tuple[str, ...]
    areas: tuple[str, ...] = ()


RULES: tuple[HazardRule, ...] = (
    HazardRule(
        "Ignition of flammable atmosphere by hot work",
        ("Hot Work",),
        (
            r"\bweld(?:ing|er|ers)?\b",
            r"\btorch(?:es)?\b",
            r"\bgrind(?:er|ers|ing)?\b",
            r"\bbraz\w*",
            r"flame[- ]cut\w*",
            r"hot work",
            r"burn\w* off",
            r"oxy[- ]?acetylene",
            r"arc gouging",
            r"thermal cutting",
        ),
        (
            "Gas test before and during work",
            "Fire watch during and 60 min after work",
            "Fire extinguisher at hand",
            "Cover drains and combustibles within 11 m",
        ),
    ),
    HazardRule(
        "Toxic or oxygen-deficient atmosphere in a confined space",
        ("Confined Space Entry",),
        (
            r"confined space",
            r"vessel entry",
            r"tank entry",
            r"\bentrants?\b",
            r"manway",
            r"manhole entry",
            r"\benter(?:s|ing)?\b (?:into )?(?:[\w-]+ ){0,3}(?:sump|pit|chamber|vessel|column|drum)\b",
            r"internal inspection",
        ),
        ("Continuous gas monitoring", "Forced ventilation", "Standby attendant at the entry", "Rescue plan in place"),
    ),
    HazardRule(
        "Ground collapse and buried services during excavation",
        ("Excavation",),
        (r"excavat\w*", r"\bdig(?:ging)?\b", r"\btrench(?:es|ing)?\b", r"backhoe", r"earthwork\w*", r"trial holes?"),
        ("Utility clearance before breaking ground", "Shoring or battering of walls", "Barricade the excavation"),
    ),
    HazardRule(
        "Electric shock and unexpected energisation",
        ("Electrical/LOTO",),
        (
            r"\bLOTO\b",
            r"lock[- ]?out",
            r"switchgear",
            r"\bMCC\b",
            r"breaker\w*",
            r"\bkV\b",
            r"transformer\w*",
            r"energi[sz]ed",
            r"busbar\w*",
            r"prove dead",
            r"proved dead",
            r"distribution board",
            r"\bisolat\w+ .{0,30}\bat (?:the )?(?:MCC|DB|switch)",
        ),
        ("Isolate, lock and tag out energy sources", "Prove dead before touching", "Use insulated tools"),
        ("Substation",),
    ),
    HazardRule(
        "Fall from height",
        ("Working at Height",),
        (r"at height", r"scaffold\w*", r"\broof\w*", r"\bMEWP\b", r"man[- ]?lift", r"boom lift", r"rope access"),
        ("Full-body harness with anchor point", "Inspect scaffold or ladder before use", "Exclusion zone below"),
    ),
    HazardRule(
        "Dropped or swinging load during lifting",
        ("Lifting",),
        (
            r"\bcranes?\b",
            r"\blift(?:ing)? (?:plan|operation)",
            r"rigging",
            r"\bsling\w*",
            r"heavy lift",
            r"tandem lift",
        ),
        ("Approved lift plan", "Certified rigging inspected", "Exclusion zone under the load"),
    ),
    HazardRule(
        "Ionising radiation exposure",
        ("Radiography",),
        (r"radiograph\w*", r"x-ray\w*", r"\bgamma\b", r"isotope", r"Ir-192", r"Se-75"),
        ("Radiation barrier and signage", "Dosimeters for radiographers", "Clear the controlled area"),
    ),
    HazardRule(
        "Vehicle movement in a process area",
        ("Vehicle Entry",),
        (
            r"vehicle entry",
            r"forklift",
            r"vacuum truck",
            r"tipper",
            r"tanker (?:entry|into)",
            r"\b(?:truck|excavator|vehicle)s?\b.{0,30}\benters?\b",
            r"\benters?\b.{0,25}\b(?:tank farm|bund road|process area)",
        ),
        ("Spark arrestor fitted", "Banksman guiding the vehicle", "Designated route and parking"),
    ),
    HazardRule(
        "Release of stored energy or process fluid during mechanical work",
        ("Cold Work",),
        (
            r"line break\w*",
            r"open(?:ing)? (?:the )?(?:line|flange|pump|casing)",
            r"\bflanges?\b",
            r"\bgaskets?\b",
            r"\bspool\b",
            r"\breplace\b",
            r"\bremove\b",
            r"\bunbolt\w*",
            r"core drill\w*",
            r"\bdrill\b",
            r"cold cut\w*",
            r"dismantl\w*",
            r"\binstall\b",
            r"\bdemolition\b",
        ),
        ("Isolate, depressurise and drain", "Verify zero energy before breaking containment"),
    ),
)

FLAMMABLE_AREAS = (
    "Tank Farm",
    "Crude Unit",
    "Hydrotreater",
    "Loading Rack",
    "Truck Loading Bay",
    "Pump House",
    "Jetty",
)


def mentions(text: str, pattern: str) -> str | None:
    """The first un-negated match of pattern in text, or None."""
    for match in re.finditer(pattern, text, flags=re.IGNORECASE):
        if not NEGATION.search(text[max(0, match.start() - 40) : match.start()]):
            return match.group(0)
    return None


HEIGHT = re.compile(r"\b(?:at|to|from) (\d+(?:\.\d+)?) ?m\b|(\d+(?:\.\d+)?) ?m above", re.IGNORECASE)
HEIGHT_LIMIT_M = 2.0


def height_mentioned(text: str) -> str | None:
    """'at 3 m' / '3 m above grade' at or over 2 m, unless the text says there is no work at height."""
    for match in HEIGHT.finditer(text):
        value = float(match.group(1) or match.group(2))
        context = text[max(0, match.start() - 30) : match.end() + 30].lower()
        if value >= HEIGHT_LIMIT_M and not any(w in context for w in ("deep", "depth", "lengths", "within", "back")):
            return match.group(0)
    return None


def match_rules(work_order: dict[str, Any]) -> list[tuple[HazardRule, list[str]]]:
    """Every rule the work order triggers, with the words (or area) that triggered it."""
    text = " ".join(
        [work_order.get("title", ""), work_order.get("description", ""), work_order.get("jobPlan", "")]
        + list(work_order.get("equipment") or [])
    )
    found = []
    for rule in RULES:
        words = [hit for pattern in rule.patterns if (hit := mentions(text, pattern))]
        if "Working at Height" in rule.permit_types and (height := height_mentioned(text)):
            words.append(height)
        if work_order.get("area") in rule.areas and not words:
            words = [f"area {work_order['area']}"]
        if words:
            found.append((rule, words))
    return found


def weather_hazards(weather: dict[str, Any] | None, permit_types: set[str]) -> list[tuple[str, str, list[str]]]:
    """(hazard, rationale, controls) from the weather when it matters for the work planned."""
    if not weather or weather.get("source") == "default":
        return []  # default values are not a measurement: nothing to conclude from them
    found = []
    wind = max(float(weather.get("windKph") or 0), float(weather.get("gustKph") or 0))
    if wind >= 38 and permit_types & {"Working at Height", "Lifting", "Hot Work"}:
        found.append(
            (
                f"High wind ({wind:.0f} km/h)",
                "wind at or above 38 km/h affects work at height, lifts and sparks",
                ["Stop work above wind limit", "Re-check wind before lifts and work at height"],
            )
        )
    if float(weather.get("tempC") or 0) >= 35:
        found.append(("Heat stress", f"forecast {weather.get('tempC')} °C", ["Hydration and rest breaks"]))
    if float(weather.get("precipChance") or 0) >= 60:
        found.append(
            (
                "Wet and slippery surfaces",
                f"{weather.get('precipChance')} % chance of rain",
                ["Suspend electrical work outdoors in rain", "Non-slip footwear"],
            )
        )
    return found
