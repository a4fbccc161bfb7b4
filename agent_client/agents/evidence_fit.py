"""The evidence floor's second half: a precedent must concern the same kind of work as this job, not only its hazard.

Why: the topic floor (`hazards.relevant`) cites a hit whose title or snippet holds one of the hazard's topic terms,
and those words are generic (flammable, gas, pressure, electrical, fall). A reader who never saw the system judged
150 pairs it cited on tune10 and accepted 61: a vehicle on a jetty cited for a flange re-gasketing job's flammable
hazard, a breaker racking-out permit for a logger clamped on a live cable, a tandem lift's imbalance for a single
crane lift (BENCHMARKS.md, issue 12 round 12). Every incident and historical permit carries the activity it was about
and the permit it ran under (`meta.activity`, `meta.type`), so a hit is cited only when

- its permit type is one this hazard's work runs under in this job (the hazard's own permit types; for a hazard
  that calls for none, the job's permit types it belongs on, `taxonomy.RELATED_TYPES`, else all the job's types), and
- the job's own words show the hit's kind of work (rulebook/evidence_fit.yaml: the activity's kind and that kind's
  cue words; an activity of no kind must have all its own words in the job). A cue of several words is that phrase
  in the job's text ("loading bay"), not its words scattered over the order ("bay 2 coned off; trucks keep loading"),
- the job carries the permit a kind needs (hot work inside a vessel is a lesson for a job that enters one, a Confined
  Space Entry, not for welding inside a bund or a trench), and
- for a line-break, toxic or chemical hazard, a precedent whose title names a toxic or corrosive fluid (ammonia,
  caustic, H2S...) is cited only when the job names that fluid too.

A cue word meets a whole job word, not one that only shares its first five letters, and a lesson named for one device
or technique (PSV removal, hot tapping, motor repair) is its own kind. Round 13 (BENCHMARKS.md, issue 12 round 13):
tune12's judged fit 0.646 -> 0.775 without dropping a pair the blind reader accepted.

A hit without that metadata (an ingested document) is judged on the topic floor alone. The mapping is rulebook data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import yaml

from agent_client.agents.taxonomy import RELATED_TYPES
from common.settings import PROJECT_ROOT

FIT_FILE = PROJECT_ROOT / "rulebook" / "evidence_fit.yaml"
STEM = 5
"""Words compare by their first five letters (`hazards._stems`); a shorter cue word is a prefix of the job's word."""


_WORD = re.compile(r"[a-z0-9]{3,}")
_STOP = frozenset(
    {
        "the",
        "and",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "work",
        "works",
        "job",
        "jobs",
        "line",
        "lines",
        "area",
        "unit",
        "plant",
        "site",
        "new",
        "old",
        "set",
        "type",
    }
)


def word_seq(text: str) -> tuple[str, ...]:
    """A text's words of three letters or more in the order written, stop words dropped: what a cue is matched
    against (whole words, so "transfer" is not read as "transformer" by their first five letters)."""
    return tuple(w for w in _WORD.findall(text.lower()) if w not in _STOP)


def stems(text: str) -> set[str]:
    """A text's words of three letters or more, each cut to its first five letters, without the stop words: the
    one comparison both floors use (the hazard's topic terms and a precedent's kind of work)."""
    return {w[:STEM] for w in word_seq(text)}


class JobWords(frozenset):
    """The job's word stems (a frozenset, as the floors compare them) that also keeps its whole words in the order
    written, so a cue of several words ("loading bay", "prove dead") is met by that phrase, not by its words scattered
    over the order ("bay 2 coned off; trucks keep loading"), and a cue word by a word of its own, not by one that only
    shares its first five letters (a level switch is no switchgear, a transfer pump no transformer)."""

    seq: tuple[str, ...]

    def __new__(cls, seq: tuple[str, ...]) -> JobWords:
        made = super().__new__(cls, (w[:STEM] for w in seq))
        made.seq = seq
        return made


def job_stems(work_order: dict[str, Any]) -> JobWords:
    """The job's own words: title, description, plan and equipment tags (each a separate phrase)."""
    parts = [str(work_order.get(k) or "") for k in ("title", "description", "jobPlan")]
    return JobWords(word_seq(" | ".join([*parts, *(str(e) for e in work_order.get("equipment") or [])])))


@dataclass(frozen=True)
class Kinds:
    """rulebook/evidence_fit.yaml read once: each activity's cues (one cue = stems in the order a phrase says them),
    the job permit types an activity's kind needs, and the named substances a fluid's lesson is tied to."""

    cues: dict[str, tuple[tuple[str, ...], ...]]
    needs: dict[str, frozenset[str]] = field(default_factory=dict)
    substances: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    substance_hazards: frozenset[str] = frozenset()

    @classmethod
    def load(cls, data: dict[str, Any]) -> Kinds:
        cues: dict[str, tuple[tuple[str, ...], ...]] = {}
        needs: dict[str, frozenset[str]] = {}
        for kind in (data.get("kinds") or {}).values():
            terms = tuple(t for t in (word_seq(c) for c in kind.get("cues") or []) if t)
            for activity in kind.get("activities") or []:
                key = activity.strip().lower()
                cues[key] = cues.get(key, ()) + terms
                if kind.get("job_needs_type"):
                    needs[key] = frozenset(kind["job_needs_type"])
        fluids = data.get("substances") or {}
        substances = {
            name: tuple(t for t in (word_seq(w) for w in words or []) if t)
            for name, words in (fluids.get("names") or {}).items()
        }
        return cls(cues, needs, substances, frozenset(fluids.get("hazards") or []))

    def of(self, activity: str) -> tuple[tuple[str, ...], ...]:
        """An activity's cues: its kind's, else the activity's own words as one cue (met in any order)."""
        key = activity.strip().lower()
        if key in self.cues:
            return self.cues[key]
        own = tuple(sorted(stems(key)))
        return (own,) if own else ()

    def named(self, words: Any) -> set[str]:
        """The substances a text names (its stems, in order when it has them)."""
        return {name for name, cues in self.substances.items() if any(_says(cue, words) for cue in cues)}


@lru_cache(maxsize=1)
def kinds() -> Kinds:
    return Kinds.load(yaml.safe_load(FIT_FILE.read_text(encoding="utf-8")) or {})


def _has(word: str, job: frozenset[str]) -> bool:
    return word in job or (len(word) < STEM and any(j.startswith(word) for j in job))


SUFFIX = 3
"""A cue word meets a job word that starts with all of it but its last three letters (never fewer than five):
isolation ~ isolate, inspection ~ inspecting, scaffold ~ scaffolding; transformer is not transfer."""


def _word(cue: str, word: str) -> bool:
    if len(cue) < STEM:
        return word.startswith(cue)
    return word.startswith(cue[: max(STEM, len(cue) - SUFFIX)])


def _says(cue: tuple[str, ...], job: Any) -> bool:
    """A cue is met by its words side by side in the job's text (when only the job's stems are known, by all of
    them among the stems)."""
    seq = getattr(job, "seq", None)
    if seq is None:
        return all(_has(w[:STEM], job) for w in cue)
    n = len(cue)
    return any(all(_word(w, seq[i + k]) for k, w in enumerate(cue)) for i in range(len(seq) - n + 1))


@dataclass(frozen=True)
class EvidenceFloor:
    """What a precedent must be about to be cited for one hazard of one job: the permit types the hazard's work runs
    under here (empty: any), the job's own word stems, the job's permit types and the hazard."""

    types: frozenset[str]
    job: frozenset[str]
    job_types: frozenset[str] = frozenset()
    hazard: str = ""

    @classmethod
    def for_hazard(
        cls, hazard_id: str | None, permit_types: list[str], job_types: set[str], job_words: frozenset[str]
    ) -> EvidenceFloor:
        own = set(permit_types)
        if not own:
            related = job_types & set(RELATED_TYPES.get(hazard_id or "", ()))
            own = related or set(job_types)
        return cls(frozenset(own), job_words, frozenset(job_types), hazard_id or "")

    def same_work(self, hit: dict[str, Any]) -> bool:
        """The hit's permit type is this hazard's here, the job's words show the hit's kind of work (and the job
        carries the permit that kind needs), and a fluid lesson names no substance this job does not handle;
        metadata a hit lacks is not held against it."""
        meta = hit.get("meta") or {}
        ptype = meta.get("type") or meta.get("permit_type")
        if ptype and self.types and ptype not in self.types:
            return False
        book = kinds()
        if self.hazard in book.substance_hazards:
            named = book.named(JobWords(word_seq(str(hit.get("title") or ""))))
            if named and not named & book.named(self.job):
                return False
        activity = str(meta.get("activity") or "")
        if not activity:
            return True
        need = book.needs.get(activity.strip().lower())
        if need and self.job_types and not need & self.job_types:
            return False
        if activity.strip().lower() not in book.cues:
            return all(_has(w, self.job) for w in stems(activity))
        return any(_says(cue, self.job) for cue in book.of(activity))
