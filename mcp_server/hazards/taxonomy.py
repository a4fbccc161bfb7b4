"""The hazard taxonomy (rulebook/hazard_taxonomy.yaml) as validated models with every regex compiled once.

A broken taxonomy (unknown permit type, dangling hazard reference, bad regex) stops at load with the file and
the problem named, so the matcher never runs on a half-valid rulebook.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from common.failures import ErrorCode, PermitFlowError
from mcp_server.hazards.prefilter import LiteralTable
from mcp_server.permits.types import resolve_permit_type

TAXONOMY_FILE = "hazard_taxonomy.yaml"


class TaxonomyError(PermitFlowError, ValueError):
    """The taxonomy file is missing or inconsistent; the message names the file and the problem."""

    code = ErrorCode.ERR_RULEBOOK


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _compile(phrases: list[str], patterns: list[str]) -> list[re.Pattern[str]]:
    """Phrases: words with optional plural. Patterns: regex where ' ' is one or more spaces and ' ?' is optional."""
    out = [
        re.compile(r"\b" + r"\s+".join(re.escape(w) for w in p.lower().replace("-", " ").split()) + r"(?:s|es)?\b")
        for p in phrases
    ]
    return out + [
        re.compile(r"\b(?:" + _LOOKBEHIND.sub(_fixed_width, p.replace(" ?", r"\s*").replace(" ", r"\s+")) + ")")
        for p in patterns
    ]


class _UniqueKeyLoader(yaml.SafeLoader):
    """A SafeLoader that refuses a key given twice in one mapping: YAML keeps the last one silently, so a lost line
    of the taxonomy would quietly merge two entries."""

    def construct_mapping(self, node, deep=False):  # noqa: ANN001, ANN201
        seen: set = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


_LOOKBEHIND = re.compile(r"\(\?<[!=][^)]*\)")


_FRAGMENT = re.compile(r"\(\?&(\w+)\)")
"""A named fragment's use in a pattern: `(?&name)` (a subroutine call in PCRE, never valid in Python's re)."""


def _expand_text(text: str, fragments: dict[str, str]) -> str:
    def sub(m: re.Match[str]) -> str:
        if m.group(1) not in fragments:
            raise ValueError(f"unknown fragment (?&{m.group(1)}) in {text[:60]!r}")
        return "(?:" + fragments[m.group(1)] + ")"

    return _FRAGMENT.sub(sub, text)


def _expand(data: object, fragments: dict[str, str]) -> object:
    """Every `(?&name)` in the taxonomy's strings replaced by `(?:fragment)`: a long alternation several entries share
    (the work acts a clause names) is written once. An unknown name stops the load."""
    if isinstance(data, str):
        return _expand_text(data, fragments)
    if isinstance(data, list):
        return [_expand(v, fragments) for v in data]
    if isinstance(data, dict):
        return {k: _expand(v, fragments) for k, v in data.items()}
    return data


def _with_fragments(data: object) -> object:
    """The loaded YAML with its `fragments` expanded, in order (a fragment may use one defined before it)."""
    if not isinstance(data, dict) or not isinstance(data.get("fragments"), dict):
        return data
    done: dict[str, str] = {}
    for name, body in data["fragments"].items():
        if not isinstance(body, str):
            raise ValueError(f"fragments.{name} must be a string")
        done[name] = _expand_text(body, done)
    rest = {k: v for k, v in data.items() if k != "fragments"}
    return {**_expand(rest, done), "fragments": done}  # type: ignore[dict-item]


def _fixed_width(m: re.Match[str]) -> str:
    """Look-behinds must be fixed width, so a space inside one stays a single space."""
    return m.group(0).replace(r"\s+", " ").replace(r"\s*", "")


class CueSpec(_Strict):
    id: str = Field(pattern=r"^[A-Z0-9][A-Z0-9-]+$")
    label: str
    strength: float = Field(gt=0, le=1)
    role: Literal["primary", "supporting"] = "primary"
    kind: Literal["text", "area", "height", "load"] = "text"
    gate: (
        Literal[
            "height",
            "ladder",
            "hand_dig_depth",
            "electrical_context",
            "electrical_subject",
            "energy_context",
            "locked_machine",
            "ground_context",
            "area",
            "live_state",
            "live_plant",
            "space_context",
            "space_subject",
            "space_antecedent",
        ]
        | None
    ) = None
    phrases: list[str] = Field(default_factory=list)
    patterns: list[str] = Field(default_factory=list)
    areaClasses: list[str] = Field(default_factory=list)


class ExclusionSpec(_Strict):
    id: str
    label: str
    phrases: list[str] = Field(default_factory=list)
    patterns: list[str] = Field(default_factory=list)
    suppresses: list[str] | None = Field(default=None, description="cue ids; none means the whole hazard")
    scope: Literal["text", "clause", "phrase", "job", "task"] = Field(
        default="text",
        description="text: a scope statement acting on its own sentence (conflicts elsewhere are findings); clause: "
        "its clause only; phrase: only cue matches its own words overlap (a drone's inspection inside a tank: the "
        "'inside the tank' is the drone's, a fitter entering in the same clause is not); job: a qualifier of the whole "
        "job (dead by others); task: a qualifier of the whole job when its sentence is said of the work as a whole "
        "('all work at grade'), of its own sentence when said of one task ('replace the pump seal at grade'): the cues "
        "it suppresses said in another sentence are then kept, weaker, with a label that says why",
    )
    outside: list[str] = Field(
        default_factory=list,
        description="a job qualifier's limits: where one of these patterns matches the order (work said to follow "
        "on site, 'then ... on the pipe rack'), the qualifier covers its own clause only, never the whole job; a scope "
        "statement (text) then covers only its own words ('parks outside the fence, then drives into unit 2')",
    )
    voids: list[str] = Field(
        default_factory=list,
        description="where one of these patterns matches the order, the exclusion does not apply at all: what it says "
        "is undone elsewhere ('Vac truck has left site. It returns Monday to empty the sump': the truck comes back to "
        "work, so its mention keeps the hazard)",
    )


class EverydaySpec(_Strict):
    """An everyday sense of a trigger word (a coffee grinder, excavating data, a chest X-ray): a cue whose match lies
    inside one of these patterns is not the hazardous activity. The suppression is listed like any other."""

    id: str
    label: str
    patterns: list[str] = Field(min_length=1)
    subjects: list[str] = Field(
        default_factory=list,
        description="when the title or equipment names one of these, the order is about it, and a match of `words` "
        "anywhere in the order takes the everyday sense",
    )
    words: list[str] = Field(default_factory=list)
    rulesOnly: bool = Field(
        default=False,
        description="an order about this subject (a kitchen appliance, an aquarium) is decided by the rules alone: the "
        "semantic layer reads its sentences as plant work",
    )


class DerivedSpec(_Strict):
    hazard: str
    strength: float = Field(gt=0, le=1)
    label: str
    outdoorOnly: bool = False


class HazardSpec(_Strict):
    id: str = Field(pattern=r"^HZ-[A-Z0-9-]+$")
    name: str
    descriptors: list[str] = Field(min_length=1)
    synonyms: list[str] = Field(default_factory=list)
    activities: list[str] = Field(default_factory=list)
    equipment: list[str] = Field(default_factory=list)
    materials: list[str] = Field(default_factory=list)
    areas: list[str] = Field(default_factory=list)
    permitTypes: list[str]
    controls: list[str] = Field(min_length=1)
    depthControls: dict[str, str] = Field(default_factory=dict)
    gate: Literal["elv"] | None = None
    supportedBy: list[str] = Field(default_factory=list)
    requiresAny: list[str] = Field(default_factory=list)
    coveredBy: list[str] = Field(
        default_factory=list,
        description="hazards whose explicit cue in the same sentence makes this hazard's implied cues the same work "
        "('the welder repaired a handrail'): those cues are dropped and listed; explicit ones stay",
    )
    derivedFrom: list[DerivedSpec] = Field(default_factory=list)
    cues: list[CueSpec] = Field(min_length=1)
    exclusions: list[ExclusionSpec] = Field(default_factory=list)

    @field_validator("permitTypes")
    @classmethod
    def _known_types(cls, value: list[str]) -> list[str]:
        return [resolve_permit_type(v).value for v in value]


class SettingSpec(_Strict):
    """A setting where no industrial work is done unless the text says so: an office, canteen, lab bench, IT or
    training room, car park. There a trigger word alone (a poster about radiography, a lift-planning workshop, the
    kitchen's hot tap) is a mention; a permit needs a threshold met or a cue that is itself an industrial act."""

    areas: list[str] = Field(description="area names that are such a setting")
    places: list[str] = Field(description="patterns naming such a setting in the text")
    plantObjects: list[str] = Field(description="patterns naming plant or process equipment: any one lifts the gate")
    strongCues: list[str] = Field(description="cue ids that raise their permit in such a setting on their own")
    frames: list[str] = Field(
        default_factory=list,
        description="patterns naming work that is itself non-physical (a meeting, report, budget, IT, HR, legal or "
        "contract task, an event): a weak trigger in the same clause is a mention when no plant is named",
    )


class SpellingSpec(_Strict):
    """Trade words a misspelling is corrected towards ("excavaton" is read as "excavation"), and real words that
    are never read as a misspelling of one of them."""

    words: list[str] = Field(min_length=1)
    notTypos: list[str] = Field(default_factory=list)


class Threshold(_Strict):
    value: float
    source: str
    note: str = ""


class TaxonomySpec(_Strict):
    version: str
    issueThreshold: float = Field(gt=0, lt=1)
    sources: dict[str, str]
    fragments: dict[str, str] = Field(
        default_factory=dict,
        description="named regex fragments, used in any pattern as `(?&name)` and expanded at load (in order, so a "
        "fragment may use an earlier one)",
    )
    thresholds: dict[str, Threshold]
    powerEquipmentPatterns: list[str]
    electricalContextPatterns: list[str]
    machineContextPatterns: list[str] = Field(default_factory=list)
    areas: dict[str, list[str]]
    areaFactors: dict[str, float]
    areaWords: dict[str, list[str]] = Field(
        default_factory=dict,
        description="words a text with no area field uses for a kind of plant area ('a fuel terminal', 'a gasoline "
        "pump island'), by area class",
    )
    globalExclusions: list[ExclusionSpec]
    nonIndustrialSetting: SettingSpec | None = None
    spelling: SpellingSpec | None = None
    everydaySenses: list[EverydaySpec] = Field(default_factory=list)
    hazards: list[HazardSpec]

    @model_validator(mode="after")
    def _consistent(self) -> TaxonomySpec:
        ids = [h.id for h in self.hazards]
        if len(ids) != len(set(ids)):
            raise ValueError(f"duplicate hazard ids {sorted({i for i in ids if ids.count(i) > 1})}")
        for name in ("fallProtectionHeightM", "handDigMaxDepthM", "elvMaxVoltsAC", "elvMaxVoltsDC", "routineLiftMaxT"):
            if name not in self.thresholds:
                raise ValueError(f"thresholds.{name} is missing")
        for name, t in self.thresholds.items():
            if t.source not in self.sources:
                raise ValueError(f"thresholds.{name}: unknown source {t.source!r}")
        if self.nonIndustrialSetting and (
            bad := set(self.nonIndustrialSetting.strongCues) - {c.id for h in self.hazards for c in h.cues}
        ):
            raise ValueError(f"nonIndustrialSetting.strongCues: unknown cues {sorted(bad)}")
        for h in self.hazards:
            cue_ids = {c.id for c in h.cues}
            refs = h.supportedBy + h.requiresAny + [d.hazard for d in h.derivedFrom]
            if unknown := [r for r in refs if r not in ids]:
                raise ValueError(f"{h.id}: unknown hazards {unknown}")
            for ex in h.exclusions:
                if ex.suppresses and (bad := [c for c in ex.suppresses if c not in cue_ids]):
                    raise ValueError(f"{h.id}/{ex.id}: suppresses unknown cues {bad}")
            for c in h.cues:
                if c.kind == "text" and not (c.phrases or c.patterns):
                    raise ValueError(f"{h.id}/{c.id}: a text cue needs phrases or patterns")
                if bad := [a for a in c.areaClasses if a not in self.areas]:
                    raise ValueError(f"{h.id}/{c.id}: unknown area classes {bad}")
        return self


class HazardTaxonomy:
    """The validated taxonomy with every regex compiled once; `raw` is served verbatim as a resource."""

    def __init__(self, spec: TaxonomySpec, raw: str) -> None:
        self.spec, self.raw = spec, raw
        self.cue_rx = {(h.id, c.id): _compile(c.phrases, c.patterns) for h in spec.hazards for c in h.cues}
        self.excl_rx = {e.id: _compile(e.phrases, e.patterns) for h in spec.hazards for e in h.exclusions}
        self.excl_rx.update({e.id: _compile(e.phrases, e.patterns) for e in spec.globalExclusions})
        self.excl_outside_rx = {e.id: _compile([], e.outside) for h in spec.hazards for e in h.exclusions if e.outside}
        self.excl_voids_rx = {e.id: _compile([], e.voids) for h in spec.hazards for e in h.exclusions if e.voids}
        self.power_rx = _compile([], spec.powerEquipmentPatterns)
        self.elec_rx = _compile([], spec.electricalContextPatterns)
        self.machine_rx = _compile([], spec.machineContextPatterns)
        self.everyday_rx = [(e, _compile([], e.patterns)) for e in spec.everydaySenses]
        self.everyday_subject_rx = [
            (e, _compile([], e.subjects), _compile([], e.words)) for e in spec.everydaySenses if e.subjects
        ]
        self.by_id = {h.id: h for h in spec.hazards}
        words = [w.lower() for w in spec.spelling.words] if spec.spelling else []
        self.spelling_words = frozenset(words + [w + "s" for w in words if not w.endswith(("s", "ed", "ing"))])
        self.not_typos = frozenset(w.lower() for w in spec.spelling.notTypos) if spec.spelling else frozenset()
        self.area_word_rx = {name: _compile([], words) for name, words in spec.areaWords.items()}
        setting = spec.nonIndustrialSetting
        self.setting_place_rx = _compile([], [rf"{p}\b" for p in setting.places]) if setting else []
        self.plant_object_rx = _compile([], setting.plantObjects) if setting else []
        self.setting_frame_rx = _compile([], [rf"{p}\b" for p in setting.frames]) if setting else []
        names = sorted({a.lower() for names in spec.areas.values() for a in names}, key=len, reverse=True)
        self.area_name_rx = re.compile(r"\b(" + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in names) + r")s?\b")
        """Area names: in the text they say where the job is, not what is worked on."""
        searched = [
            *self.cue_rx.values(),
            *self.excl_rx.values(),
            *(rxs for _, rxs in self.everyday_rx),
            self.elec_rx,
            self.machine_rx,
            self.setting_place_rx,
            self.plant_object_rx,
            self.setting_frame_rx,
        ]
        self.literals = LiteralTable(rx for rxs in searched for rx in rxs)
        """Per regex the matcher searches clause by clause or sentence by sentence: the literals its every match holds
        (`prefilter.required_literals`)."""

    @property
    def version(self) -> str:
        return self.spec.version

    def threshold(self, name: str) -> Threshold:
        return self.spec.thresholds[name]

    def area_class(self, area: str | None) -> str:
        key = (area or "").strip().lower()
        for name in ("hydrocarbon", "process", "utility", "nonprocess"):
            if key in {a.lower() for a in self.spec.areas.get(name, [])}:
                return name
        for name, rxs in self.area_word_rx.items():
            if any(rx.fullmatch(key) for rx in rxs):
                return name
        return "unknown"

    def is_indoor(self, area: str | None) -> bool:
        return (area or "").strip().lower() in {a.lower() for a in self.spec.areas.get("indoor", [])}


@lru_cache(maxsize=4)
def load_taxonomy(path: Path | str) -> HazardTaxonomy:
    """Load and validate the taxonomy; a broken file stops here with the file and the problem named."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
        data = _with_fragments(yaml.load(raw, Loader=_UniqueKeyLoader))  # noqa: S506 - a SafeLoader
        spec = TaxonomySpec.model_validate(data)
        return HazardTaxonomy(spec, raw)
    except OSError as exc:
        raise TaxonomyError(f"cannot read {path}: {exc.strerror}") from None
    except (yaml.YAMLError, ValidationError, re.error, ValueError) as exc:
        raise TaxonomyError(f"{path}: {exc}") from None


_DEFAULT_PATH = Path(__file__).resolve().parents[2] / "rulebook" / TAXONOMY_FILE
"""Resolved once: `Path.resolve` reads every directory of the path, about 0.1 ms a call (round 20), and every
`assess` asks for the default taxonomy."""


def default_taxonomy() -> HazardTaxonomy:
    return load_taxonomy(_DEFAULT_PATH)
