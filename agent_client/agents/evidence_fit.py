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
  cue words; an activity of no kind must have all its own words in the job).

A hit without that metadata (an ingested document) is judged on the topic floor alone. The mapping is rulebook data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
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


def stems(text: str) -> set[str]:
    """A text's words of three letters or more, each cut to its first five letters, without the stop words: the
    one comparison both floors use (the hazard's topic terms and a precedent's kind of work)."""
    return {w[:STEM] for w in _WORD.findall(text.lower()) if w not in _STOP}


def job_stems(work_order: dict[str, Any]) -> frozenset[str]:
    """The job's own words: title, description, plan and equipment tags."""
    parts = [str(work_order.get(k) or "") for k in ("title", "description", "jobPlan")]
    return frozenset(stems(" ".join([*parts, *(str(e) for e in work_order.get("equipment") or [])])))


@dataclass(frozen=True)
class Kinds:
    """rulebook/evidence_fit.yaml read once: each activity's cue stems (one cue = stems that must all appear)."""

    cues: dict[str, tuple[frozenset[str], ...]]

    @classmethod
    def load(cls, data: dict[str, Any]) -> Kinds:
        cues: dict[str, tuple[frozenset[str], ...]] = {}
        for kind in (data.get("kinds") or {}).values():
            terms = tuple(t for t in (frozenset(stems(c)) for c in kind.get("cues") or []) if t)
            for activity in kind.get("activities") or []:
                cues[activity.strip().lower()] = cues.get(activity.strip().lower(), ()) + terms
        return cls(cues)

    def of(self, activity: str) -> tuple[frozenset[str], ...]:
        """An activity's cues: its kind's, else the activity's own words as one cue."""
        key = activity.strip().lower()
        if key in self.cues:
            return self.cues[key]
        own = frozenset(stems(key))
        return (own,) if own else ()


@lru_cache(maxsize=1)
def kinds() -> Kinds:
    return Kinds.load(yaml.safe_load(FIT_FILE.read_text(encoding="utf-8")) or {})


def _has(word: str, job: frozenset[str]) -> bool:
    return word in job or (len(word) < STEM and any(j.startswith(word) for j in job))


@dataclass(frozen=True)
class EvidenceFloor:
    """What a precedent must be about to be cited for one hazard of one job: the permit types the hazard's work runs
    under here (empty: any) and the job's own word stems."""

    types: frozenset[str]
    job: frozenset[str]

    @classmethod
    def for_hazard(
        cls, hazard_id: str | None, permit_types: list[str], job_types: set[str], job_words: frozenset[str]
    ) -> EvidenceFloor:
        own = set(permit_types)
        if not own:
            related = job_types & set(RELATED_TYPES.get(hazard_id or "", ()))
            own = related or set(job_types)
        return cls(frozenset(own), job_words)

    def same_work(self, hit: dict[str, Any]) -> bool:
        """The hit's permit type is this hazard's here, and the job's words show the hit's kind of work; metadata a
        hit lacks is not held against it."""
        meta = hit.get("meta") or {}
        ptype = meta.get("type") or meta.get("permit_type")
        if ptype and self.types and ptype not in self.types:
            return False
        activity = str(meta.get("activity") or "")
        if not activity:
            return True
        cues = kinds().of(activity)
        return not cues or any(all(_has(w, self.job) for w in cue) for cue in cues)
