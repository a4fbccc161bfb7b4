"""The semantic layer of hazard identification: a sentence-level exemplar matcher beside the taxonomy.

People describe work in more ways than the taxonomy's phrases cover ("one man goes inside to free the impeller",
"the machine started while he was clearing the jam"). Each sentence of a work order is embedded with the offline
MiniLM model (guardrails.embedding; no download) and compared with labelled exemplars (rulebook/hazard_exemplars.yaml:
work-order sentences, incident-style sentences and benign lookalikes). For each permit type, score = mean cosine of
its K nearest exemplars; benign = the same over the NONE exemplars. A type is raised for the sentence when its score
reaches FLOOR, beats benign by MARGIN and is within TIE of the sentence's best type (so a sentence that is really
about two permits raises both).

How the layers combine (the rules engine stays the authority): either layer can raise a hazard, only the taxonomy
clears one. A semantic hit is a cue like any other, so negated and addressed sentences, scope statements, topics of
talk, neighbouring jobs and the thresholds (1.2 m fall height, 0.3 m hand dig, extra-low voltage) switch it off as
they switch off the taxonomy's cues, and every such suppression is listed. An order whose subject is an everyday
appliance (an aquarium, a canteen oven: `rulesOnly` everyday senses) is decided by the rules alone. Sentences with
a negating word are not read by this layer at all (the taxonomy's negation rules decide them), except a narrative's
past-tense ones ("had not been locked out"). Deterministic for a given model and exemplar
file; PERMITFLOW_HAZARD_SEMANTIC=0 turns the layer off, and a model that cannot load leaves the taxonomy alone with a
warning. Sentences that open with looking, reading or writing (walk down, review, record) are not read, nor those the
rules read as an everyday sense of a trigger word or as a mention of a document. bench/hazard_semantic.py prints the
leave-one-out table over the exemplars; it favours a lower floor (0.35) than the one shipped. FLOOR 0.50 / MARGIN
0.04 / TIE 0 is deliberately conservative: every lower floor tried (0.47, 0.45, 0.42, 0.38, with 291 exemplars of
which 90 benign) added forbidden permits on the tune split, the old eval set and the tune narratives, where a
sentence about a consequence ("the escaping gas ignited") or a neighbouring object reads like an activity. A layer
that may only raise must not flood the permit set; the recall on incident wording comes mostly from the taxonomy.

Incident narratives (round 7): a text told as a narrative (`narrative_text`: at least half its sentences in the past
tense) has its past-tense sentences read a second way, NARRATIVE_FLOOR 0.45 with NARRATIVE_MARGIN 0.08, beside the
planner's FLOOR/MARGIN, never instead of it: a told sentence sits farther from every exemplar than an imperative does,
and the larger margin keeps consequences ("the escaping gas ignited") and the aftermath out. The exemplar file carries
incident sentences from other industries (ships, silos, mines, wind turbines, data centres, pulp mills, LNG, ports),
"the job still to be done" sentences and consequence-only benign ones. A work order with one "last week ..." sentence
stays at FLOOR. Chosen on the tune..tune4 narratives with no work-order permit changed on 450 tune and old orders;
tune5's narratives were held out of the writing (BENCHMARKS.md, issue 12 round 7).

Round 8: the tune narratives are fitted (the taxonomy alone scores F1 0.96 on them), so the layer was calibrated on
what it finds alone, leave one set out over seven sets (tune..tune6 and code-side dev narratives): a told sentence
most often misses a permit because it carries two jobs and only its best type was raised. In an incident report
given alone (`report`: a narrative told in one text field, no title or job plan that says anything of its own) a
told sentence also raises a second type within
NARRATIVE_TIE 0.05, NARRATIVE_MARGIN is 0.06, and a sentence is read without its lead-in ("The investigation found
that", "Root cause:", "Lesson learned:"). In every narrative each semicolon clause is read too, and "without incident"
or "without the drive being isolated" is no denial. A work order that tells an incident keeps the round 7 reading; no
work-order permit changed on 500 tune and old orders. The exemplar file's `narrative_exemplars` block holds round 8's
sentences (other tellers and settings, two jobs in one sentence, what "had to be done").

Round 9: on the held-out narratives the tie was mixed (it added a neighbouring type: radiography beside a weld,
excavation beside a drilled wall, vehicle entry). A tied second type must now also beat benign by NARRATIVE_TIE_MARGIN
0.08, the value chosen in every fold of the leave-one-set-out over eight narrative sets (bench/narrative_loso.py).
"""

from __future__ import annotations

import logging
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from guardrails.embedding import cached_vectors

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)
EXEMPLARS = Path(__file__).resolve().parents[2] / "rulebook" / "hazard_exemplars.yaml"
K = 3
FLOOR = 0.50
NARRATIVE_FLOOR = 0.45
"""The floor for a sentence told in the past tense ("he was clearing the jam when the belt started"): an incident
narrative's sentences sit farther from any exemplar than a planner's imperative does (round 7, BENCHMARKS.md)."""
MARGIN = 0.04
NARRATIVE_MARGIN = 0.06
TIE = 0.0
NARRATIVE_TIE = 0.05
"""A told sentence often carries two jobs ("he climbed into the hopper while the feeder under it was still live"): a
second permit type within NARRATIVE_TIE of the sentence's best, past NARRATIVE_FLOOR and NARRATIVE_MARGIN, is raised
too (round 8; a planner's sentence stays at TIE)."""
NARRATIVE_TIE_MARGIN = 0.08
"""The second type a tie raises must beat the benign exemplars by this much, more than the best type's margin (round
9): on the held-out narratives the tie added permits of a neighbouring type (radiography beside a weld, excavation
beside a drilled wall, vehicle entry), which sit close to the best type and close to benign alike."""
MIN_WORDS = 4
CLAUSE_MIN_WORDS = 6
MAX_SENTENCES = 8
STRENGTH = 0.7
"""A semantic hit alone raises the permit (issue threshold 0.5) but stays below an explicit taxonomy cue (0.85), so
an explicit scope statement elsewhere in the order outweighs it."""
HAZARD_OF_TYPE = {
    "HW": "HZ-IGNITION",
    "CSE": "HZ-CONFINED-SPACE",
    "EXC": "HZ-CAVE-IN",
    "LOTO": "HZ-ELECTRICAL-ENERGY",
    "WAH": "HZ-FALL-FROM-HEIGHT",
    "CW": "HZ-PROCESS-ENERGY",
    "LIFT": "HZ-SUSPENDED-LOAD",
    "RAD": "HZ-IONIZING-RADIATION",
    "VEH": "HZ-VEHICLE-MOVEMENT",
}
GATE_OF_TYPE = {"WAH": "height", "EXC": "hand_dig_depth"}
_NEGATING = re.compile(r"\b(?:no|not|without|never|cannot|can't|won't|don't|nor|none|neither|nobody)\b", re.I)
"""issue 12 round 14: "nobody" denies as "no one" does ("sump entry removed, nobody goes in")."""
_NARRATIVE_NEG = re.compile(
    r"\b(?:was|were|had|has|have|did|could|would)(?:\s+not|n't)\b|\b(?:wasn't|weren't|hadn't|didn't)\b|\bnever\b", re.I
)
"""Past-tense negations of an incident narrative ("it had not been locked out", "he never tested the air") report
what went wrong; they are not scope statements, so such a sentence is still read."""
_OBSERVE_ONLY = re.compile(
    r"^\W*(?:\d+\W+)?(?:walk\w*(?:\s+(?:down|round|around|through|the))?|visual\w*|look\w*|photograph\w*|review\w*|"
    r"record\w*|audit\w*|read\w*|log\b|note\w*|observ\w*|report\w*|document\w*|discuss\w*|plan\b|schedul\w*|"
    r"(?:the\s+|an?\s+|later\s+)?(?:investigat\w*|inquiry|enquiry|root[\s-]+cause\w*|findings?))\b",
    re.I,
)
"""A sentence that opens with looking, reading or writing ("Walk down the flange after the leak", "Review the lift
plan") describes no hands-on work; the layer does not read it (the taxonomy still does). Nor does it read an
investigation's findings ("Investigation found the blower had been unplugged"): what was found afterwards is not the
job."""
_WORD = re.compile(r"[A-Za-z]{2,}")


@dataclass(frozen=True)
class SemanticHit:
    code: str
    hazard: str
    score: float
    benign: float
    nearest: str


class ExemplarMatcher:
    def __init__(  # noqa: ANN001
        self, embedder, labels: list[str], texts: list[str], cache: Path | None = None, alone: list[bool] | None = None
    ) -> None:
        """`alone` marks the exemplars read only in a text given alone (told in one field: an incident-style
        report), e.g. the `need_exemplars` block (round 9)."""
        import numpy as np

        self.embedder = embedder
        self.labels = np.array(labels)
        self.texts = texts
        self.vectors = cached_vectors(embedder, texts, cache, "hazard-exemplars")
        self.codes = [c for c in dict.fromkeys(labels) if c != "NONE"]
        self._index = {code: np.flatnonzero(self.labels == code) for code in [*self.codes, "NONE"]}
        planned = ~np.array(alone if alone is not None else [False] * len(labels), dtype=bool)
        self._index_planned = {c: np.flatnonzero((self.labels == c) & planned) for c in [*self.codes, "NONE"]}

    def scores(
        self, vectors: np.ndarray, exclude: int | None = None, alone: bool = True
    ) -> list[dict[str, tuple[float, int]]]:
        """Per sentence: label → (mean cosine of its K nearest exemplars, index of the nearest); with `alone` False
        (a work order) the exemplars read only in a text given alone are left out. The similarities are
        an einsum, not a BLAS matmul: a few sentences against a few hundred exemplars is too small for BLAS threads,
        whose spinning would cost more CPU than the product."""
        import numpy as np

        sims = np.einsum("id,jd->ij", vectors, self.vectors, optimize=False)
        if exclude is not None:
            sims[:, exclude] = -1.0
        out: list[dict[str, tuple[float, int]]] = [{} for _ in range(sims.shape[0])]
        for code, idx in (self._index if alone else self._index_planned).items():
            part = sims[:, idx]
            k = min(K, part.shape[1])
            top = np.partition(part, part.shape[1] - k, axis=1)[:, -k:].mean(axis=1)
            nearest = idx[np.argmax(part, axis=1)]
            for row, entry in enumerate(out):
                entry[code] = (float(top[row]), int(nearest[row]))
        return out

    def decide(
        self,
        entry: dict[str, tuple[float, int]],
        floor: float = FLOOR,
        margin: float = MARGIN,
        tie: float = TIE,
        tie_margin: float = 0.0,
    ) -> list[SemanticHit]:
        """The types a sentence raises: past `floor`, `margin` above benign, within `tie` of the best type; a type
        that is not the best also needs `tie_margin` above benign (NARRATIVE_TIE_MARGIN)."""
        benign = entry["NONE"][0]
        best = max(entry[c][0] for c in self.codes)
        hits = []
        for code in self.codes:
            score, nearest = entry[code]
            need = margin if score >= best else max(margin, tie_margin)
            if score >= floor and score - benign >= need and score >= best - tie:
                hits.append(SemanticHit(code, HAZARD_OF_TYPE[code], score, benign, self.texts[nearest]))
        return hits

    def match(
        self, sentences: list[str], narrative: bool = False, report: bool = False, alone: bool = False
    ) -> list[list[SemanticHit]]:
        """Hits per sentence; in a narrative (`narrative_text`) a past-tense sentence may also pass NARRATIVE_FLOOR
        with NARRATIVE_MARGIN, and a sentence of several clauses joined by a semicolon has each clause read too. In an
        incident report given alone (`report`: a narrative told in one text field, not a work order that tells an
        incident) a sentence is read without its lead-in (`told_text`) and a told sentence may raise a second type
        within NARRATIVE_TIE of its best (round 8). A text given alone (`alone`: told in one text field; a title or
        description of fewer than MIN_WORDS words, "See title.", says nothing of its own, round 21) is also
        compared with the `alone` exemplars (round 9: the job still to be done, said as a need)."""
        if not sentences:
            return []
        if not narrative:
            return [self.decide(e) for e in self.scores(_embed(self.embedder, tuple(sentences)), alone=alone)]
        told = [told_text(s) for s in sentences] if report else sentences
        parts = [[t, *clauses(t)] for t in told]
        flat = [p for ps in parts for p in ps]
        entries = iter(self.scores(_embed(self.embedder, tuple(flat)), alone=alone))
        tie = NARRATIVE_TIE if report else TIE
        out = []
        for ps in parts:
            hits: list[SemanticHit] = []
            for p in ps:
                e = next(entries)
                # a told sentence is never read more strictly than a planner's
                told_hits = (
                    self.decide(e, NARRATIVE_FLOOR, NARRATIVE_MARGIN, tie, NARRATIVE_TIE_MARGIN) if narrated(p) else []
                )
                for h in [*self.decide(e), *told_hits]:
                    if all(h.code != o.code for o in hits):
                        hits.append(h)
            out.append(hits)
        return out


_PAST = re.compile(
    r"\b(?:was|were|had|did|went|came|fell|got|took|began|ran|struck|caught|lost|stood|knew|saw)\b|"
    r"\b(?:he|she|they|who|then|when|while)\s+(?:\w+ly\s+)?\w+ed\b",
    re.I,
)
"""A sentence told in the past tense, as an incident narrative is: "the fitter was clearing the jam", "they climbed in
and collapsed". A planner's "Pump isolated and drained" is a participle, not a telling."""


def narrated(sentence: str) -> bool:
    return bool(_PAST.search(sentence))


def narrative_text(sentences: list[str]) -> bool:
    """The text as a whole is told as a narrative: at least half its sentences are in the past tense. A work order
    with one "Last week the MEWP sank into soft ground" sentence is still a work order, read at FLOOR."""
    return bool(sentences) and 2 * sum(map(narrated, sentences)) >= len(sentences)


_OMISSION = re.compile(r"\bwithout\s+(?:first\s+|properly\s+|anyone\s+|being\s+)?\w+ing\b", re.I)
"""In a sentence told in the past tense, "without draining it", "without locking out the drive" is what went wrong,
not a scope statement ("weld it without hot work" in a work order stays unread)."""


_LEAD_IN = re.compile(
    r"^\W*(?:(?:the\s+|an?\s+|our\s+|later\s+|subsequent\s+)?(?:\w+\s+)?(?:investigation|inquiry|enquiry|review|"
    r"analysis|report|audit|examination|inspection|rca|root[\s-]+cause\s+analysis)(?:\s+team)?\s+(?:has\s+|have\s+)?"
    r"(?:found|established|concluded|determined|showed|shows|revealed|identified|noted|confirmed|states|stated)"
    r"(?:\s+that)?|(?:the\s+)?(?:(?:immediate|underlying|direct|basic|probable)\s+|root\s+)?causes?(?:\s+analysis)?"
    r"\s*(?:[:;]|-|was\s+that|were\s+that|was)|(?:the\s+)?(?:main\s+)?(?:contributing|causal|underlying)\s+factors?"
    r"\s*(?:[:;]|included|includes|were|was)|findings?\s*:|lessons?\s+(?:learned|learnt)\s*:|"
    r"learning\s+from\s+(?:events|incidents)\s*:|(?:safety\s+)?(?:alert|bulletin|flash|notice)(?:\s+(?:no\.?\s*)?\d+)?"
    r"\s*[.:]|what\s+happened\s*:|summary\s*:|description\s*:|witness(?:\s+statement)?\s*(?:\d+\s*)?:|"
    r"(?:it\s+was\s+|it\s+has\s+been\s+)?(?:found|established|determined|concluded)\s+that)\s*",
    re.I,
)
"""How an investigation, a bulletin or a witness statement opens ("The investigation found that", "Root cause:",
"Contributing factors included", "Lesson learned:", "Safety alert 12."). In an incident narrative what follows still
tells the job (round 8): "the source had not been retracted" is the radiography that needed its permit. In a work
order such a sentence stays unread (`readable`)."""


def told_text(sentence: str) -> str:
    """A narrative's sentence without its report lead-in."""
    return _LEAD_IN.sub("", sentence, count=1) or sentence


_CLAUSE = re.compile(r"\s*;\s*")


def clauses(sentence: str) -> list[str]:
    """A narrative sentence of several clauses joined by semicolons ("two fitters opened the manway; a welder began
    cutting the nozzle"): each clause long enough to read on its own (CLAUSE_MIN_WORDS: a short one, "Fitter engaged
    the barring gear", reads like anything), when there are at least two."""
    parts = [p for p in _CLAUSE.split(sentence) if len(_WORD.findall(p)) >= CLAUSE_MIN_WORDS]
    return parts if len(parts) > 1 else []


_NOT_A_DENIAL = re.compile(
    r"\bwithout\s+(?:further\s+|any\s+)?(?:incident|injury|injuries|harm|problems?|issues?|delay|warning)\b|"
    r"\bwithout\s+(?:the|a|an|its|their|his|her)\s+(?:[\w-]+\s+){0,3}?(?:being|having\s+been)\s+\w+(?:ed|en)\b|"
    r"\bno\s+one\s+(?:was|were)\s+(?:hurt|injured)\b|\bnobody\s+was\s+(?:hurt|injured)\b",
    re.I,
)
"""In a narrative, "changed without incident", "nobody was hurt" deny an outcome, not the work; "entered without the
motor being locked off" is the omission that went wrong (round 8)."""


def readable(sentence: str, narrative: bool = False, report: bool = False) -> bool:
    """Long enough, not an observation-only sentence, and no negating word other than a narrative's past-tense one
    (a past-tense negation or omission: "had not been locked out", "opened it without draining it"). In a narrative
    text (`narrative_text`) an outcome denied ("without incident") or an omission ("without the drive being
    isolated") is not a negation; in an incident report given alone (`report`) the sentence is read without its
    lead-in (`told_text`)."""
    if narrative:
        sentence = _NOT_A_DENIAL.sub(" ", told_text(sentence) if report else sentence)
    if _OBSERVE_ONLY.search(sentence):
        return False
    told = _NARRATIVE_NEG.sub(" ", sentence)
    if narrated(sentence):
        told = _OMISSION.sub(" ", told)
    return len(_WORD.findall(sentence)) >= MIN_WORDS and not _NEGATING.search(told)


_SLANG = re.compile(r"\bspark(?:y|ie)s?\b", re.I)
"""Trade slang the embedding misreads: a "sparky" is an electrician, not a spark (it read as hot work)."""


def _embed(embedder, sentences: tuple[str, ...]) -> np.ndarray:  # noqa: ANN001
    import numpy as np

    return embedder.embed_documents([_SLANG.sub("electrician", s) for s in sentences]).astype(np.float32)


ALONE_BLOCKS = ("need_exemplars",)
"""Blocks read only in a text given alone (an incident-style report): round 9's jobs said as a need ("the bracket is
to be welded") read a planner's history lines ("the old pump was removed under a previous job") as work."""


def exemplar_blocks(path: Path = EXEMPLARS) -> list[str]:
    """The block of each exemplar, in `load_exemplars` order."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    blocks = [key for key in data if key == "exemplars" or str(key).endswith("_exemplars")]
    return [b for b in blocks for sentences in (data[b] or {}).values() for _ in sentences or []]


def load_exemplars(path: Path = EXEMPLARS) -> tuple[list[str], list[str]]:
    """Labels and sentences of every block of the file: `exemplars` and each `*_exemplars` block (a block per
    author or round keeps additions apart, e.g. `narrative_exemplars`)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    labels, texts = [], []
    blocks = [key for key in data if key == "exemplars" or str(key).endswith("_exemplars")]
    for block in blocks:
        for code, sentences in (data[block] or {}).items():
            if code != "NONE" and code not in HAZARD_OF_TYPE:
                raise ValueError(f"{path}: unknown permit code {code!r} in {block}")
            for sentence in sentences or []:
                labels.append(code)
                texts.append(str(sentence))
    return labels, texts


class SentenceEmbedder:
    """MiniLM (the shipped ONNX files, guardrails.embedding) on one thread, shared with retrieval's queries in this
    process (one session, one bounded cache keyed by text): unseen sentences are embedded together, seen ones come
    from the cache, so hazard identification stays within its CPU budget per work order."""

    def __init__(self, data_dir: Path) -> None:
        from guardrails.embedding import shared_embedder

        self._model = shared_embedder(data_dir, threads=1)

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return self._model.vectors(texts)

    def clear(self) -> None:
        self._model.clear()


_lock = threading.Lock()
_matcher: ExemplarMatcher | None = None
_tried = False


def current() -> ExemplarMatcher | None:
    """The process's matcher, built on first use; None when turned off or when the model cannot be loaded."""
    global _matcher, _tried
    if _tried:
        return _matcher
    with _lock:
        if _tried:
            return _matcher
        from mcp_server.settings import Settings

        settings = Settings()
        if not settings.hazard_semantic:
            _tried = True
            return None
        try:
            data_dir = settings.data_dir
            cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "permitflow"
            labels, texts = load_exemplars()
            alone = [b in ALONE_BLOCKS for b in exemplar_blocks()]
            _matcher = ExemplarMatcher(SentenceEmbedder(data_dir), labels, texts, cache, alone)
        except Exception as exc:  # noqa: BLE001 - a missing model leaves the taxonomy in charge, loudly
            log.warning("semantic hazard layer off (%s: %s); taxonomy only", type(exc).__name__, exc)
            _matcher = None
        _tried = True
        return _matcher


def install(matcher: ExemplarMatcher | None) -> None:
    """Use this matcher (or none) in this process from now on; for benchmarks and tests."""
    global _matcher, _tried
    with _lock:
        _matcher, _tried = matcher, True
