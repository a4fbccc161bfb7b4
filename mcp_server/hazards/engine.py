"""Deterministic hazard identification: the hazard taxonomy applied to a work order's words.

Each hazard's cues are looked up in the text; negated ones ("no hot work", "no entry required") and those a
threshold rules out (a 1.0 m platform, a 0.2 m hand dig, a 24 V loop) are dropped; what is left is scored so
every hazard says which words raised it, how sure it is and which permit types it calls for. Same input, same
answer: no network, no model. Keyword, synonym, negation and threshold rules carry the whole decision.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from pydantic import BaseModel, Field, PrivateAttr

from mcp_server.hazards import semantic
from mcp_server.hazards.prefilter import Prefilter
from mcp_server.hazards.taxonomy import CueSpec, HazardSpec, HazardTaxonomy, default_taxonomy
from mcp_server.permits.types import PermitType
from mcp_server.rules.gas import GasRow, rows_for_text, substance_for
from mcp_server.workorders.reading import FORM_ANSWER, read_as_written
from mcp_server.workorders.text import (
    REST_OF_ORDER_WORDS,
    Quantities,
    Span,
    acknowledged_only,
    addressed_to_tool,
    below_grade,
    declined_requests,
    describes_work,
    desk_only,
    done_header,
    exercise_scenarios,
    for_work_next_door,
    guard_rails_said,
    housekeeping_only,
    incident_told,
    live_on_work,
    live_sources,
    location_only,
    meeting_cited,
    meeting_for,
    mention_only,
    negation_after,
    negation_before,
    neighbour_job,
    no_work_now,
    not_now,
    not_ours,
    nothing_ahead,
    nothing_ahead_of_others,
    nothing_done,
    omission,
    other_part_remark,
    other_work_reason,
    parse_quantities,
    plan_stage,
    planned_later_year,
    plant_stays_live,
    put_off,
    quote,
    quoted_name,
    record_heading,
    reported_over,
    said_of_whole_job,
    separate_remark,
    simops_line,
    split_fields,
    state_only,
    talk_heading,
    thanked_for,
    thing_of_work,
    topic_at,
    topic_of_talk,
    without_other_work,
    without_past_facts,
    without_suspension_cables,
    work_status,
    work_text,
)

_BARE_DENIAL = re.compile(r"\b(?:no|without|nor|excludes?|excluding)\s+$")
"""'no welding' denies the activity itself; 'no mechanical digging' only a kind of it (a hand dig is not denied)."""
_INSTRUCTION = re.compile(
    r"^\s*(?:(?:then|today|now|also|and|but|tomorrow|tonight|later|afterwards)\s+)*(?:please\s+)?(?:to\s+)?"
    r"(?:dig|excavate|trench|weld|cut|grind|burn|braze|enter|lift|isolate|lock\s+out|erect|climb|drill|core|break|"
    r"open|remove|replace|install|fit|drive|hot\s+tap|x\s?ray|radiograph|shoot|pot\s?hole|expose|backfill|rig|hoist)\b"
)
"""A clause after a ";" that opens with an instruction to do work ("Meeting about the excavation next week; dig the
trial hole today to 1.2 m"): the job itself, not one more topic of the talk or meeting the sentence began with (a list
of topics, "we discussed LOTO; confined space; hot work", names no instruction)."""
_POLITE = re.compile(r"^\s*(?:(?:now|today|tonight|tomorrow|also|immediately|kindly|pls|plz|please)\s+)+")
_DO_WORK = re.compile(
    r"^\s*(?:to\s+)?(?:do|make|carry\s+out|perform|reali[sz]e|execute|start|go|fix|repair|change|put|move|clean|"
    r"paint|test|drain|bypass|demolish|dismantle|shore|slope|bench)\b"
)
"""issue 12 round 17 (z19bp): a clause after a record's heading that opens with work to do, past "now", "kindly" or
"please" ("Finding: no toe board on the scaffold, kindly do the repair today"): the record then asks for work, and
its heading covers nothing."""
_WORK_NOW = re.compile(r"\b(?:today|tonight|now|right\s+away|asap|this\s+(?:shift|morning|afternoon|evening))\b")
"""... or that sets work now ("Weekly report: crane lift of the pump today at 10:00"), unless it says no work is done
now ("nothing on site this week", "no work today")."""
_SOON = re.compile(
    r"\b(?:tomorrow|tmrw|tmr|tonight|next\s+(?:week|shift|day)|this\s+week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
)
"""issue 12 round 17 (w18b): a day soon beside work planned for a later year ("planned for 2028, only budget now,
scaffold erection tomorrow"): the sentence then holds work to do, and its permits stay."""
_EXCEPT = re.compile(
    r"\b(?:except|but|apart\s+from|other\s+than|besides|unless|until|till|pending|save\s+for|then|however|also|plus)\b"
)
"""issue 12 round 17 (z19b): an exception, a condition or more work anywhere in an order ("nothing on site today except
the fitter to weld the bracket"): its desk-only statement then covers no more than its own words."""
_DECISION = re.compile(
    r"\s*(?P<word>cancell?(?:ed)?|deferr?(?:ed)?|closed?|dropped|drop|deleted?|rejected?|void(?:ed)?|withdrawn)\b"
    r"(?!\s+(?:and|then|but)\b)",
    re.IGNORECASE,
)
"""issue 12 round 18 (t21e, tune20 UIT-048): a backlog item's decision opening the clause after its " - "."""
_KEPT_LATER = re.compile(
    r"\s*(?P<word>keep|kept|retain(?:ed)?)\s*[,;]?\s+(?:and\s+)?(?:re)?schedul\w*\s+(?:for\s+|in\s+|to\s+)?"
    r"(?:wk|week|month|q)\s*\d+\b",
    re.IGNORECASE,
)
"""issue 12 round 18 (t21e, tune20 UIT-048): a backlog item kept and scheduled for a later week ("KEEP, schedule
wk 6")."""
_OTHER_CREW_DOING = re.compile(
    r"^\W*(?:the\s+|an?\s+)?(?:[a-z0-9&-]+\s+){1,2}(?:crew|team|gang|contractors?|squad)s?\s+(?:is\s+|are\s+|will\s+be\s+)?"
    r"(?:doing|working|carrying\s+out|performing|running|shooting)\b"
)
"""issue 12 round 18 (t21e, tune20 UIT-020): a clause led by a crew named by its trade, doing its work ("NDT crew doing
RT at grade")."""
_CLEAR_FOR_THEM = re.compile(
    r"\b(?:stop|clear|stand\s+(?:clear|off|back)|withdraw|vacate|leave|keep\s+clear)\b.*\btheir\s+"
    r"(?:supervisor|foreman|lead|shots?|exposures?|signal|call)\b"
    r"|\btheir\s+(?:supervisor|foreman|lead|shots?|exposures?|signal|call)\b.*\b(?:stop|clear|withdraw|vacate|leave)\b"
)
"""issue 12 round 18 (t21e, tune20 UIT-020): this crew told to stop or clear for another crew ("stop and clear the
scaffold when their supervisor calls each shot")."""
_CREW_LED = re.compile(
    r"^\W*(?:the\s+|a\s+|an\s+|their\s+)?(?!(?:our|my|this)\b)(?:[a-z0-9&-]+\s+){0,2}(?:crew|team|gang|contractors?|squad)s?\b"
)
"""issue 12 round 18 (t21e, tune20 UIT-008): a clause led by a crew named as its subject ("lagging crew on ...")."""
_STATUS_LABEL = re.compile(r"^\W*(?:form\s+|request\s+|order\s+)?status\W*$")
_CANCELLED_STATUS = re.compile(r"^\W*(?:cancell?ed|withdrawn|void(?:ed)?|rejected|not\s+required|superseded)\b")
_CANCELLED_HEADING = re.compile(
    r"^\W*(?:cancell?ed|withdrawn|void(?:ed)?|called\s+off|scrapped|abandoned)"
    r"(?:\W+(?:job|order|task|wo|work\s+order|request)\s+(?:closed|cancell?ed|withdrawn))?\W*$"
)
"""issue 12 round 21 (t27f, blackbox26 precision/followups): an order's first clause is its status, cancelled, before
the work ("Cancelled: weld the bracket on the gantry. Job closed.", "Cancelled, job closed: rope access on WTG 5")."""
_REQUEST_HEADING = re.compile(
    r"^\W*(?:[a-z]+\s+){1,3}(?:request|requisition|application)(?:\s+form)?(?:\s+(?:no|nr|ref))?"
    r"(?:\s+[a-z]{0,4}\s*\d[\d\s]*[a-z]?)?\W*$"
)
"""issue 12 round 18 (t21e, tune20 UIT-017): a request form's heading line alone ("SCAFFOLD REQUEST FORM
SR-27-0113")."""
_CLEAR_FOR = re.compile(
    r"^\W*(?:stop\s+and\s+)?(?:clear|stand\s+clear|stand\s+off|stand\s+back|withdraw|evacuate|vacate|stop)"
    r"(?:\s+(?:the\s+)?(?:area|scaffold|deck|platform|row\s+\d+|bay\s+\d+))?\s+(?:for|during|before)\s+"
    r"(?:the\s+|their\s+|each\s+|all\s+)?$"
)
"""issue 12 round 18 (t21e, tune20 UIT-020): a plan line that clears this crew for an activity ("Clear for RT
shots")."""
_TAG = re.compile(r"\b[A-Z]{1,4}[- ]?\d{1,4}[A-Z]?\b")
"""An equipment tag (P-3, SC-4, K 501, BF-2A); tags are matched on the norm text too, where the hyphen is a space."""
_GROUND = re.compile(r"\b(ground|soil|grade slab|slab on grade|paving|pavement|hardstanding|road|yard|earth|tarmac)\b")
_FLOOR = re.compile(r"\b(floor|slab|wall|ceiling|roof|deck)\b")
UNSTATED_DEPTH_FACTOR = 0.75
_CLIMB_UP = re.compile(
    r"\b(?:climb|clamber|ascend)\w*\b(?!\s+(?:down|into|in|out|through)\b)|\b(?:go|goes|going|went|gone|get|gets|"
    r"getting|got)\s+up\b|\bup\s+(?:the|a|an|its)\s+(?:[\w-]+\s+){0,2}?(?:ladders?|rungs?)\b",
    re.IGNORECASE,
)
"""A person said to climb or go up ("Then climb the ladder to fit the bracket", "goes up the ladder"): a height or
ladder cue kept apart from a low figure or an at-grade qualifier said of another task keeps its strength when its
sentence says so; a ladder only named there ("The ladder is stored in the van") is weakened like a dig of unstated
depth (issue 12 round 21, t27c)."""
_MEASURED_BY: dict[str, tuple[str, bool]] = {
    "handDigMaxDepthM": ("depths", True),
    "fallProtectionHeightM": ("heights", False),
    "routineLiftMaxT": ("loads_t", False),
}
"""The thresholds a stated figure is measured against: the quantities read for each, and whether the figure must be
strictly over the limit (a dig deeper than the hand-dig depth) or at it is enough (a height or load at the limit)."""
MEASURED = frozenset(_MEASURED_BY)
"""Thresholds met by a figure the work order states: as explicit as a named activity against a scope statement."""
_FIGURE_OF_KIND = {"height": ("max_height", "fallProtectionHeightM"), "load": ("max_load", "routineLiftMaxT")}
"""A quantity cue's largest stated figure and the threshold it is measured against."""
_UPDATE = re.compile(
    r"\b(?:update[ds]?|revised|revision|rev\s*\.?\s*\d+|rev\s*\.?\s*[a-z](?=\s*[:)\u2013-])|corrections?|corrected|amended|amendment|change\s+of\s+scope|"
    r"scope\s+change[ds]?|cancell?ed|no\s+longer|now\s+(?:done|carried\s+out|made|fabricated|welded|being|"
    r"to\s+be|handled|covered|by|in|at))\b",
    re.IGNORECASE,
)
"""A sentence that revises the order ("UPDATE: welding now done in the shop", "REV 2: the trench part is CANCELLED"):
a scope statement in it supersedes the same hazard's work described before it, not after it."""
CLAUSE_BREAKS = frozenset({";", "|", "-", "\u2013", "\u2014"})
"""The marks that end a scope statement's clause inside its sentence (`Span.after`)."""
_CANCELLED_CLAUSE = re.compile(r"\b(?:cancell?ed|called\s+off|deleted|withdrawn|scrapped|struck\s+out)\s*,")
"""A cancellation that ends its comma clause ("Welding on E-5 cancelled, weld the bracket on E-6"): it covers the
work before its comma only; the work in the clause after is another item, still to do (issue 12 round 22, t28d)."""
_CONTRAST = re.compile(
    r"\b(?:but|however|although|though|whereas|except|nevertheless|then|afterwards|after\s+that|thereafter)\b",
    re.IGNORECASE,
)
"""A contrast after a scope statement opens a clause of its own: work described after it is described work. So does
work put after it in sequence ("Paperwork only, nothing on site this shift, then weld the shoe on the pipe rack": the
weld was held back and nothing was raised; issue 12 round 17, lead, from z19b's report)."""
_REST_OF_ORDER = re.compile(r"[^,;.]{0,40}?\b" + REST_OF_ORDER_WORDS)
"""A statement's own words said of the rest of the order ("desk work only for the remainder")."""
_CONDITION = re.compile(
    r"\b(?:until|till|before|after|while|whilst|during|unless|pending|when|once|except|shifts?|today|tonight|"
    r"tomorrow|\d{1,2}[:.h]\d{2}|\d{1,2}\s*(?:am|pm)|if|provided|providing|assuming|in\s+case|in\s+the\s+event|"
    r"as\s+long\s+as|so\s+long\s+as|subject\s+to|depending|dependent|whether|otherwise|should\s+(?:the|it|there|we|"
    r"they|any|a|an|this|that|these|those)|weather\s+permitting|if\s+required|where\s+(?:needed|required|possible)|"
    r"may|might|could|possibly|probably|tbc|tbd|to\s+be\s+confirmed)\b",
    re.IGNORECASE,
)
"""A revision that only says when or on what condition the work may go ahead ("UPDATE: no welding before 10:00",
"Revised: no hot work while the tanker loads") restricts the work; it does not take it out of scope. Nor does one
that sets a condition ("REV B: no welding if the shop can take it", "only if", "provided", "should the clamp fail",
"in case", "subject to survey"): the condition may not hold. Such a line supersedes nothing: it is an ordinary scope
statement, so the work described elsewhere keeps its permit and raises a SCOPE-CONFLICT for a person; and a scope
statement under a condition never outweighs implied work elsewhere ("Desludge T-4. No entry unless the gas test is
clear" keeps Confined Space Entry)."""
_JUDGEMENT = re.compile(
    r"\b(?:not|never|isn'?t|aren'?t|wasn'?t)\s+(?:be\s+|been\s+|deemed\s+|considered\s+|thought\s+)?(?:required|needed|"
    r"necessary|applicable|req'?d|relevant|an?\s+issue|a\s+concern)\b|\bno\s+(?:[\w@&/-]+\s+){0,4}?(?:is\s+|are\s+)?"
    r"(?:required|needed|necessary|req'?d|applicable)\b|\b(?:does|do|did|will|shall|should)(?:\s+not|n'?t)\s+(?:need|"
    r"require|call\s+for|apply)\b|\bn/a\b|\bunnecessary\b|\bno\s+need\b|\bwithout\s+(?:the\s+)?need\b",
    re.IGNORECASE,
)
"""A scope statement that is a judgement about the permit ("no working at height required per supervisor", "LOTO not
needed", "CSE: n/a", "the conveyor does not need isolating") rather than a description of how the job is done ("no entry
into the sump", "the truck stays outside the fence"). A judgement is only as good as the reading behind it: when the
order itself implies the work, the permit stays and a SCOPE-CONFLICT asks a person (safety first); it never outweighs
implied work. A described method still does."""
_SPACE_CONTEXT = re.compile(
    r"\b(?:manways?|manholes?|access\s+doors?|inspection\s+doors?|hatch(?:es)?|gas\s+test\w*|ventilat\w*|"
    r"stand\s?by\s+(?:man|men|person|attendant)|standby\s+at\s+the|hole\s?watch|tripod|rescue\s+plan|"
    r"atmospher\w*\s+(?:test|monitor)\w*|o2\s+(?:test|monitor)\w*)\b"
)
"""Entry precautions in an order: an opening, an air test, a standby or rescue tripod."""
_SPACE_SUBJECT = re.compile(
    r"\b(?:pits?|sumps?|chambers?|manholes?|sewers?|(?:wet|dry)\s?wells?|vaults?|culverts?|cisterns?|shafts?|"
    r"interceptors?|catch\s?pits?|soakaways?|lift\s+stations?)\b"
)
"""An order about a below-grade space (its title or equipment names a pit, sump, chamber, wet well ...): a person who
goes down a ladder in it goes down into the space (issue 12 round 13b: "Kev climbs down the fixed ladder, 2.4 m" in
an order on first-flush pit PT-3). A dig, trench or tank is not listed: a ladder into a trench is an excavation's
access, and a tank's ladder runs outside it."""
_CLAUSE_BOUNDARY = re.compile(r"\s*[,;]\s*(?:and\s+then\s+|and\s+|then\s+)?|\s+(?:and\s+then|and|then|plus)\s+")
"""Where the next clause of a sentence starts: a comma or ';', or "and", "then", "plus"."""
_PRONOUN = re.compile(r".*\b(?:it|them)\b")
"""A match that ends on a pronoun object ("replace it", "swap them")."""
_AFLOAT = re.compile(
    r"\b(?:barges?|ships?|shipyard|dry\s?docks?|afloat|below\s+deck|(?:chemical|product|crude|oil|gas|lpg|lng|parcel|"
    r"bunker)\s+tankers?)\b"
)
_PUMP_ROOM = re.compile(r"\bpump\s?rooms?\b")
"""issue 12 round 22 (t28e, tune24 UMT-020): in an order on a barge, tanker or ship, the pump room is the cargo pump
room below deck, an enclosed space entered as a tank is ("Pump room ventilated and gas-free certified; work inside");
a pump room ashore is a room."""
_SPACE_ANTECEDENT = re.compile(
    r"\b(?:vessels?|columns?|drums?|tanks?|reactors?|towers?|silos?|hoppers?|boilers?|sumps?|separators?|scrubbers?"
    r"|bins?|chests?|kettles?|head\s?box(?:es)?|mills?|kilns?|dryers?|housings?|baghouses?|plenums?|ducts?|cyclones?"
    # issue 12 round 16 (x17r2, blackbox17 class 2): the spaces a CMMS line names before its bare "enter" ("PS-03 wet
    # well: enter to de-rag", "Bag filter 511-BF1 enter dirty side", "cullet bunker - enter to clear bridging")
    r"|(?:wet|dry)\s?wells?|pits?|chambers?|manholes?|digesters?|bunkers?|bag\s?filters?|bag\s?houses?|filter\s?houses?"
    r"|water\s?box(?:es)?|scum\s?box(?:es)?|precipitators?|esp\s?fields?|clarifiers?|thickeners?|settlers?|basins?"
    # issue 12 round 18 (t22a, blackbox22 class 1): a well, vault, sewer, culvert or cistern named before a bare "go
    # down inside" ("Gas-dangerous works in the well: worker go down inside to change the valve"); "as well" is none
    r"|(?<!\bas\s)wells?|vaults?|sewers?|culverts?|cisterns?"
    # issue 12 round 20 (t25b, blackbox25b class 2): a vat ("Our bulk milk vat needs someone to go inside")
    r"|vats?"
    # issue 12 round 20 (t25a, blackbox25 class 1): a drained flotation or leach cell, a chute, a chain locker
    r"|(?:flotation|float|leach|cip|cil|electrowinning|ew)\s+cells?|chutes?|chain\s?lockers?"
    r"|(?:v|t|c|d|r|tk)[ -]?\d+[a-z]?)\b"
)
"""A space, or the tag of one, that a pronoun entered ("fitter enters it") can stand for (`_space_antecedent`)."""
EXPLICIT_CUE = 0.85
"""A cue this strong names the activity itself (welding, entering the tank); weaker ones imply it (desludging). An
explicit scope statement ("no entry into the sump") outweighs implied cues elsewhere; against an explicit one it is
a SCOPE-CONFLICT that keeps the permit."""


class CueHit(BaseModel):
    cue: str
    label: str
    phrase: str = Field(description="the words that raised the cue, quoted from the work order")
    field: str
    strength: float
    role: str
    layer: str = Field(default="taxonomy", description="which layer found it: taxonomy (rules) or semantic")
    _sentence: int = PrivateAttr(default=0)
    _at: tuple[int, int] | None = PrivateAttr(default=None)
    """(span index, offset in its clause) of the match, for the clause a scope statement's contrast opens."""


class ThresholdFinding(BaseModel):
    name: str
    value: float
    limit: float
    unit: str
    met: bool = Field(description="value at or above the limit")
    source: str
    evidence: str


class HazardMatch(BaseModel):
    id: str
    name: str
    permitTypes: list[str] = Field(description="permit types this hazard calls for (display names)")
    confidence: float = Field(ge=0, le=1, description="1 - prod(1 - cue strength) over the independent cues found")
    permitRequired: bool = Field(description="confidence reached the issue threshold and the hazard calls for a permit")
    rationale: str
    suggestedControls: list[str]
    triggers: list[str] = Field(description="phrases from the work order that raised the hazard")
    negations: list[str] = Field(description="phrases that switched off some of its cues")
    thresholds: list[ThresholdFinding] = Field(default_factory=list)
    evidence: list[CueHit] = Field(default_factory=list)
    layers: list[str] = Field(
        default_factory=list, description="which layers found it: taxonomy (rules), semantic (exemplar matcher)"
    )
    topicWords: list[str] = Field(
        default_factory=list,
        description="the hazard's activities, equipment, materials and synonyms: what a cited precedent must be about",
    )


class PermitTypeCall(BaseModel):
    type: str
    code: str
    reasons: list[str] = Field(description="hazard ids that call for this permit type")
    confidence: float


class NegatedPhrase(BaseModel):
    phrase: str
    suppresses: list[str] = Field(description="hazard ids whose cues this phrase switched off")
    reason: str


class ScopeFinding(BaseModel):
    """Two passages of one work order that disagree about the scope: the permit stays, a person decides."""

    code: str = "SCOPE-CONFLICT"
    hazardId: str
    hazard: str
    permitTypes: list[str]
    statement: str = Field(description="the scope statement, quoted ('no hot work')")
    work: list[str] = Field(description="the passages that describe the excluded work, quoted")
    message: str


class Disregarded(BaseModel):
    """A sentence addressed to a model, planner or tool: never a scope statement, so it suppressed nothing."""

    sentence: str
    addressedBy: str = Field(description="the words that address it to a model, planner or tool")


class ReadAs(BaseModel):
    """Words read differently from how they were written: a misspelt trade word, shorthand, a crossed-out check-list
    item, a pronoun object. The matcher read `read`; the work order says `written`."""

    written: str
    read: str
    reason: str


class HazardAssessment(BaseModel):
    hazards: list[HazardMatch]
    permitTypes: list[PermitTypeCall]
    negated: list[NegatedPhrase] = Field(description="every suppression the matcher made, with the phrase")
    findings: list[ScopeFinding] = Field(default_factory=list, description="scope conflicts a person must resolve")
    disregarded: list[Disregarded] = Field(default_factory=list)
    liveSources: list[str] = Field(
        default_factory=list, description="energy sources the text says stay live (never listed as isolated)"
    )
    gasTests: list[GasRow] = Field(
        default_factory=list, description="a gas-test row per substance the text names (rulebook/gas_substances.yaml)"
    )
    layers: list[str] = Field(default_factory=list, description="the layers that ran: taxonomy, semantic")
    readAs: list[ReadAs] = Field(
        default_factory=list,
        description="words read differently from how they were written (misspellings, shorthand, check lists, 'it')",
    )
    taxonomyVersion: str
    issueThreshold: float


@dataclass
class _State:
    """What one hazard collected: best hit per cue, the negations seen, thresholds checked."""

    spec: HazardSpec
    hits: dict[str, CueHit] = field(default_factory=dict)
    negations: dict[str, str] = field(default_factory=dict)
    thresholds: list[ThresholdFinding] = field(default_factory=list)
    extra_controls: list[str] = field(default_factory=list)
    statements: dict[int, str] = field(default_factory=dict)
    statement_at: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Where a sentence's scope statement starts (span index, offset), when the statement is a phrase of its own."""
    denials: dict[tuple[int, str], str] = field(default_factory=dict)
    """Named activities denied ("no welding"): they suppress nothing beyond their own clause, but the same activity
    described elsewhere is a SCOPE-CONFLICT a person resolves."""
    denial_at: dict[tuple[int, str], tuple[int, int]] = field(default_factory=dict)
    """Where each denial starts (span index, offset): the same activity past a contrast in its own sentence ("no
    welding on the tank, although ... tack welded") is described, a conflict within one sentence."""
    held_back: list[str] = field(default_factory=list)
    others: dict[str, list[CueHit]] = field(default_factory=dict)
    """The weaker or later hits of each cue: when a scope statement holds back the best one in its own sentence, the
    same work said again elsewhere stands in for it (issue 12 round 10). It counts as implied work (an explicit
    statement outweighs it) unless its own sentence states a figure over the threshold (the job plan's "machine dig
    to 0.7 m" after "NO EXCAVATION: ... dig down to 0.7 m"): then the permit stays and a SCOPE-CONFLICT shows."""
    stand_ins: set[str] = field(default_factory=set)
    superseded: tuple[str, list[str]] | None = None
    """(the revision, the earlier passages it superseded): shown as a SCOPE-UPDATE finding."""

    def add(self, hit: CueHit) -> None:
        old = self.hits.get(hit.cue)
        if old is None or hit.strength > old.strength:
            self.hits[hit.cue] = hit
            hit, old = old, hit
        if hit is not None and hit.field not in ("area", "hazards"):
            self.others.setdefault(hit.cue, []).append(hit)

    @property
    def seconds(self) -> list[CueHit]:
        """The weaker or later hits of every cue."""
        return [h for hs in self.others.values() for h in hs]

    @property
    def every_hit(self) -> list[CueHit]:
        """The best hit of each cue, then the weaker or later ones."""
        return [*self.hits.values(), *self.seconds]

    def elsewhere(self, cue: str) -> CueHit | None:
        """The strongest other hit of a cue outside every scope statement's sentence."""
        found = [h for h in self.others.get(cue, []) if _sentence_of(h) not in self.statements]
        return max(found, key=lambda h: h.strength, default=None)

    @property
    def matched(self) -> bool:
        return any(h.role == "primary" for h in self.hits.values())

    @property
    def confidence(self) -> float:
        miss = 1.0
        for hit in self.hits.values():
            miss *= 1 - hit.strength
        return round(min(0.99, 1 - miss), 2)


def _hit(cue: CueSpec, phrase: str, field: str, strength: float | None = None, sentence: int = 0) -> CueHit:
    value = cue.strength if strength is None else strength
    hit = CueHit(cue=cue.id, label=cue.label, phrase=phrase, field=field, strength=round(value, 3), role=cue.role)
    hit._sentence = sentence
    return hit


TEXT_FIELDS = ("title", "description", "jobPlan")
_BODY_FIELDS = ("description", "jobPlan")


def _told(hits: list[CueHit]) -> list[CueHit]:
    """The hits said in the description or job plan: a title or equipment list restates the job, so a figure or
    qualifier said elsewhere bounds a cue said only there (the height, task and depth gates)."""
    return [h for h in hits if h.field in _BODY_FIELDS]


def _unstated(hit: CueHit, why: str) -> CueHit:
    """A height, ladder or dig cue kept without a figure of its own, weakened (UNSTATED_DEPTH_FACTOR) and labelled
    with why (the depth, height and task gates)."""
    update = {"strength": round(hit.strength * UNSTATED_DEPTH_FACTOR, 3), "label": f"{hit.label} ({why})"}
    return hit.model_copy(update=update)


_WORDS = re.compile(r"[A-Za-z]{2,}")


def _sentence_of(hit: CueHit) -> int:
    return hit._sentence


class _Matcher:
    def __init__(self, tax: HazardTaxonomy, spans: list[Span], area: str | None) -> None:
        self.tax, self.spans, self.area = tax, spans, area
        self.q: Quantities = parse_quantities(spans)
        # issue 12 round 18 (t21e, tune20 UIT-008): a height said in a clause led by another crew, about its job
        # ("NOTE: lagging crew on the row 2 scaffold (5 m) same shift") is where that crew works, not this job's
        # working height (its cue words are read away there already); a clause only partly about the other job, or
        # not led by a crew ("working from the same scaffold as the bent 7 welding job, 6 m up"), keeps its figures
        for i, span in enumerate(spans):
            if span.field != "equipment" and _CREW_LED.match(span.norm) and self._neighbour(i, 0):
                theirs = parse_quantities([span]).heights
                self.q.heights = [h for h in self.q.heights if h not in theirs]
        self.area_class = tax.area_class(area)
        self.cancelled_form = next(
            (
                " ".join(f"{s.text.strip()}: {spans[k + 1].text.strip()}".split())
                for k, s in enumerate(spans[:-1])
                if s.after == ":" and _STATUS_LABEL.match(s.norm) and _CANCELLED_STATUS.match(spans[k + 1].norm)
            ),
            None,
        )
        """issue 12 round 18 (t21e, tune20 UIT-017): the form's status line says it is cancelled ("Status: CANCELLED
        13/01 - not required"): its heading ("SCAFFOLD REQUEST FORM SR-27-0113") names the request called off."""
        self.cancelled_order = next(
            (
                " ".join(s.text.split())
                for k, s in enumerate(spans)
                if s.field != "equipment"
                and (k == 0 or spans[k - 1].field != s.field)
                and s.after in (":", "-", ",")
                and _CANCELLED_HEADING.match(s.norm)
            ),
            None,
        )
        """The order opens on its status, cancelled (`_CANCELLED_HEADING`): with the order also saying nothing is done
        now ("Job closed"), the work after the heading is the work called off."""
        self.negated: dict[str, NegatedPhrase] = {}
        self.prefilter = Prefilter(tax.literals, (s.norm for s in spans))
        """Skips the taxonomy regexes whose literals the order's text lacks (they cannot match it)."""
        sentences: dict[int, list[str]] = defaultdict(list)
        texts: dict[int, list[str]] = defaultdict(list)
        for s in spans:
            sentences[s.sentence].append(s.norm)
            texts[s.sentence].append(s.text.strip())
        self.sentence_text = {k: " ".join(v) for k, v in texts.items()}
        self.clause_text = {k: "; ".join(v) for k, v in texts.items()}
        """A sentence with its clauses kept apart, for the semantic layer's reading of a narrative (round 8)."""
        words: dict[str, int] = defaultdict(int)
        for s in spans:
            if s.field in TEXT_FIELDS:
                words[s.field] += len(_WORDS.findall(s.text))
        self.told_fields = frozenset(f for f, n in words.items() if n >= semantic.MIN_WORDS)
        """The text fields that say something of their own (`semantic.MIN_WORDS` words or more; "See title.",
        "Maintenance job." say nothing): a job told in one field, whichever it is, is a text given alone (issue 12
        round 21, t27g: the same words as the title over a neutral description, or as the job plan, lost the
        `alone` reading the description had)."""
        marked: dict[int, str] = defaultdict(str)
        for s in spans:
            if s.field != "equipment":
                marked[s.sentence] += f"{s.text.strip()}{s.after} "
        self.declined, self.decline_reason = declined_requests(marked)
        if (ack := acknowledged_only(marked)) is not None:
            self.declined = dict.fromkeys(marked, ack)  # every sentence is the subject, its acknowledgement or sign-off
        """issue 12 round 21 (t27b, blackbox26b): the sentences of a request an e-mail's reply calls off, each with the
        reply's words (`declined_requests`), and the reply's sentence when it gives only a past reason."""
        self.addressed = {k: a for k, v in self.sentence_text.items() if (a := addressed_to_tool(v))}
        self.conditional = {k for k, v in self.sentence_text.items() if _CONDITION.search(v)}
        self.form_answers = {k for k, v in self.sentence_text.items() if f"({FORM_ANSWER})" in v}
        self.judgements = {k for k, v in self.sentence_text.items() if _JUDGEMENT.search(v)}
        """Scope statements that judge the permit unneeded rather than describe the method: never outweigh work."""
        """A form's "no" (box, crossed item): a statement that conflicts with the work, never one that outweighs it."""
        self.revisions = {k for k, v in self.sentence_text.items() if _UPDATE.search(v) and k not in self.addressed}
        """Revision lines: a scope statement in one is a statement (a conflict with the work elsewhere) ..."""
        self.updates = self.revisions - self.conditional
        """... and only one without a time or condition supersedes the work described before it."""
        self.global_sentences: dict[int, str] = {}
        self.global_at: dict[int, tuple[int, int]] = {}
        """Where each whole-job statement stands (span index, offset)."""
        self.topics = {k: t for k, v in self.sentence_text.items() if (t := topic_of_talk(v))}
        for k, t in exercise_scenarios(self.sentence_text).items():
            self.topics.setdefault(k, f"the scenario of a {t}")
        for i, s in enumerate(spans):
            rest = spans[i + 1] if i + 1 < len(spans) else None
            if (
                (not i or spans[i - 1].sentence != s.sentence)
                and s.after in (":", "-", "\u2013", "\u2014")
                and rest is not None
                and rest.sentence == s.sentence
                and not _INSTRUCTION.match(rest.norm)
                and not incident_told(self.sentence_text.get(s.sentence, ""))
                and (
                    heading := talk_heading(s.text)
                    or (record_heading(s.text) if not self._work_after_heading(spans, i) else None)
                )
            ):
                self.topics.setdefault(s.sentence, heading)
        self.meeting_cuts: dict[int, tuple[int, int]] = {}
        """Per topic sentence that opens by citing the meeting that agreed today's work, where the work starts (span
        index, offset): issue 12 round 17 (z19br, blackbox19b class 1), `meeting_cited`."""
        for idx, s in enumerate(spans):
            if (
                s.sentence in self.topics
                and (not idx or spans[idx - 1].sentence != s.sentence)
                and (cut := meeting_cited(s.text, self.sentence_text.get(s.sentence, s.text))) is not None
            ):
                self.meeting_cuts[s.sentence] = (idx, cut)
        self.topic_spans: dict[int, tuple[int, int, int]] = {}
        """Per topic sentence, the clause and offsets where its talk or course is named (span index, start, end)."""
        for idx, s in enumerate(spans):
            if s.sentence in self.topics and s.sentence not in self.topic_spans and (at := topic_at(s.text)):
                self.topic_spans[s.sentence] = (idx, *at)
        self.no_work = next(
            (
                w
                for s in spans
                if s.sentence not in self.addressed and (w := no_work_now(s.text) or housekeeping_only(s.text))
            ),
            None,
        )
        """The order says nothing is done now ("no work today", "nothing open", "job closed"), or that its own work is
        housekeeping only ("Broom and bucket only", round 15): work it reports finished, taken away or put off to
        another day is then not this order's work (issue 12 round 14)."""
        self.desk_order = (
            next((w for s in spans if s.sentence not in self.addressed and (w := desk_only(s.text))), None)
            if self.no_work and not any(_EXCEPT.search(s.norm) for s in spans if s.sentence not in self.addressed)
            else None
        )
        """issue 12 round 17 (z19b): the order marks its work as desk work only and says nothing is done now ("Desk work
        only - nothing on site this order"): every activity it names is priced, planned or written about, not done."""
        if self.desk_order is None and not any(
            _EXCEPT.search(s.norm) for s in spans if s.sentence not in self.addressed
        ):
            # issue 12 round 18 (t21e, tune20 UIT-034): "Nothing to be opened, erected or welded" in an order whose
            # lines give no instruction to work ("walk bay 9 at grade and photograph the tap location"): the work it
            # names (a deferred hot tap, its scaffold) is not done; a line of the text or plan that opens with an
            # instruction ("Climb scaffold SC-2207", "Fit the clamp") keeps every permit (a title names the job it
            # is about: "Deferral request - hot tap FG header to TA29")
            said = next((w for s in spans if s.sentence not in self.addressed and (w := nothing_done(s.text))), None)
            told = any(
                _INSTRUCTION.match(_POLITE.sub("", s.norm)) or _DO_WORK.match(_POLITE.sub("", s.norm))
                for s in spans
                if s.field not in ("equipment", "title") and s.sentence not in self.addressed
            )
            if said and not told:
                self.no_work = self.no_work or said
                self.desk_order = said
        self.neighbours: dict[str, set[str]] = {}
        self.job_words = " ".join(s.norm for s in spans if s.field != "equipment" and s.sentence not in self.addressed)
        """The order's own words (no equipment list, nothing addressed to a model), where `_work_outside` looks."""
        self.job_found: dict[str, bool] = {}
        """`_said_in_job` per key (`_work_outside` and `_voided` per exclusion id), read once per order: they are asked
        for every match of the exclusion."""
        joined = {k: " ".join(v) for k, v in sentences.items()}
        by_sentence = Prefilter(tax.literals, joined.values())
        elec_rx, machine_rx = by_sentence.keep(tax.elec_rx), by_sentence.keep(tax.machine_rx)
        electrical = {k: without_suspension_cables(v) for k, v in joined.items()}
        self.elec_sentences = {k for k, v in electrical.items() if any(rx.search(v) for rx in elec_rx)}
        self.machine_sentences = {k for k, v in joined.items() if any(rx.search(v) for rx in machine_rx)}
        self._tag_context(tax, spans, sentences)
        self.live_work = {
            k
            for k, v in self.sentence_text.items()
            if k not in self.addressed
            and (k in self.elec_sentences or k - 1 in self.elec_sentences)
            and live_on_work(v)
        }
        every_word = " ".join(s.norm for s in spans)
        self.space_context = bool(_SPACE_CONTEXT.search(every_word))
        self.afloat = bool(_AFLOAT.search(every_word))
        heading = [s.norm for s in spans if s.field in ("title", "equipment")]
        self.space_subject = bool(_SPACE_SUBJECT.search(" ".join(heading)))
        """The order opens a manway or access door, tests the air or posts a standby: entering equipment is entry."""
        self.power_subject = any(rx.search(said) for said in heading for rx in tax.power_rx)
        """The order is about power equipment (its title or equipment names a switchboard, breaker, transformer or a kV
        rating): its bare steps "rack out, isolate, lock + tag" isolate that equipment (issue 12 round 14: "6.6 kV
        breaker maintenance panel 4 ... Rack out, isolate, apply earths, lock + tag" raised nothing)."""
        self.elec_subject = any(rx.search(said) for said in heading for rx in tax.elec_rx)
        """The order is about electrical equipment (its title or equipment names a battery, charger, board or a
        voltage): a live-work control said in a line of its own ("Energised work permit", "Arc flash PPE") is said of
        that equipment (issue 12 round 22, t28d: tune22 UKT-048 replaced cells in a live 220 V DC string and raised
        no electrical permit)."""
        self.live_plant = any(plant_stays_live(s.text) for s in spans if s.sentence not in self.addressed)
        """The order says some plant, line or supply stays in service or live: hands-on work on non-electrical parts is
        work on operating plant (`live_plant` cues)."""
        """Sentences saying the electrical equipment worked on stays energised (nothing beside the work named; a
        statement right after an electrical sentence continues it: "The strings cannot be switched off"): hands-on
        electrical work in the order is then live work (`live_state` cues)."""
        self.below_grade_sentences = {k for k, v in joined.items() if below_grade(v)}
        self.layers = ["taxonomy"]
        self.semantic_hits: dict[str, list[CueHit]] = {}
        self.everyday: dict[int, list[tuple[int, int, str, str]]] = {}
        everyday_rx = [(sense, self.prefilter.keep(rxs)) for sense, rxs in tax.everyday_rx]
        for i, s in enumerate(spans):
            self._read_senses(i, s.norm, 0, everyday_rx)
            if prev := self._clause_after(i, ":"):
                self._read_senses(i, f"{prev.norm} {s.norm}", len(prev.norm) + 1, everyday_rx)
        self.everyday_sentences: set[int] = set()
        """Sentences the rules read as an everyday sense or a mention (documents about the work): not re-read by the
        semantic layer, except for what follows the last such reading in another clause (`everyday_ends`)."""
        self.everyday_ends: dict[int, tuple[int, int]] = {}
        """Per such sentence, where its last everyday sense or mention ends (span index, offset): the clauses after it
        ("Review the lifting plan and lift the 12 t rotor") are the job's and are read by the semantic layer."""
        subject = " ".join(s.norm for s in spans if s.field in ("title", "equipment"))
        self.everyday_words = [
            (sense, words)
            for sense, subjects, words in tax.everyday_subject_rx
            if any(rx.search(subject) for rx in subjects)
        ]

    def _clause_after(self, i: int, mark: str) -> Span | None:
        """The clause before span i when a `mark` (";", ":") split their sentence there, else None."""
        if not i:
            return None
        prev, span = self.spans[i - 1], self.spans[i]
        return prev if prev.after == mark and prev.sentence == span.sentence and prev.field == span.field else None

    def _neighbour(self, i: int, start: int | None = None) -> bool:
        """Span i (at `start`, when given) is about another job nearby or at the same time (`neighbour_job`; a
        separate-job remark with its own subject covers its comma clause only, `separate_remark`), or is the clause a
        "SIMOPS:" label heads (`simops_line`)."""
        span = self.spans[i]
        if start is not None and any(a <= start < b for a, b in for_work_next_door(span.text)):
            return True  # issue 12 round 22 (t28f): "... for the welding next door": the neighbour's welding
        if neighbour_job(span.text):
            own = separate_remark(span.text) if start is not None else None
            return own is None or own[0] <= start < own[1]
        label = self._clause_after(i, ":") or self._clause_after(i, "-")
        if label is not None and simops_line(label.text, span.text):
            return True
        if self._other_crew(i):
            return True
        # issue 12 round 17 (z19b, tune19 plan lines): a "SIMOPS:" label heads its whole line, clauses joined by " - "
        # after it included ("SIMOPS: see line 06 (hose crane rope change) - hose crane crew to be outside barrier";
        # "SIMOPS: line 13 welding in same pump house - gas test and drain covers before their hot work starts"): the
        # coordination with the other job, not this job's work. A clause there that claims the work for this job's
        # crew or opens with an instruction to work ("SIMOPS: RT at night - weld the shoe before 18:00") keeps it.
        j = i - 1
        while label is not None and self._clause_after(j + 1, "-") is not None and j > 0:
            label = self._clause_after(j, ":")
            if label is not None:
                return simops_line(label.text, span.text) and not _INSTRUCTION.match(span.norm)
            label = self._clause_after(j, "-")
            j -= 1
        return False

    def _done_header(self, i: int) -> str | None:
        """The finished-work header ("Completed yesterday", "Done") that heads span i's clause before a colon, in the
        same sentence and field (`done_header`), else None."""
        for j in range(i - 1, -1, -1):
            prev = self.spans[j]
            if prev.sentence != self.spans[i].sentence or prev.field != self.spans[i].field:
                return None
            if prev.after == ":":
                return done_header(prev.text)
        return None

    def _other_crew(self, i: int) -> bool:
        """issue 12 round 18 (t21e, tune20 UIT-020): a clause that names a crew by its trade doing its work, followed in
        its sentence by this crew's orders to stop or clear for "their" supervisor or shots ("NDT crew doing RT at
        grade in row 2 tonight - stop and clear the scaffold when their supervisor calls each shot"): the other crew's
        radiography, not this order's. The crew's work with no such order after it ("NDT crew doing RT tonight -
        barriers at 7.5 uSv/h") is this order's own."""
        span = self.spans[i]
        if not _OTHER_CREW_DOING.match(span.norm) or i + 1 >= len(self.spans):
            return False
        nxt = self.spans[i + 1]
        return nxt.sentence == span.sentence and nxt.field == span.field and bool(_CLEAR_FOR_THEM.search(nxt.norm))

    @cached_property
    def plan_stage(self) -> str | None:
        """issue 12 round 17 (w18b): the order says its job is only being priced, budgeted or bought for ("only cost
        estimate now", "No work this year", "vendor selection ongoing"): work it plans for a later year is not done
        now. Read on first use: only a cue match that nothing else read away asks."""
        return next((w for s in self.spans if s.sentence not in self.addressed and (w := plan_stage(s.text))), None)

    @cached_property
    def not_ours(self) -> str | None:
        """issue 12 round 19 (t23d, blackbox23 class 3): the order gives the work it names to another party ("not
        ours", "the water company's contractor"); read with `nothing_ahead` only, on first use."""
        said = next((w for s in self.spans if s.sentence not in self.addressed and (w := not_ours(s.text))), None)
        if said and all(nothing_ahead_of_others(s.text) for s in self.spans if s.sentence not in self.addressed):
            return said
        return None

    @cached_property
    def nothing_ahead(self) -> bool:
        """issue 12 round 16 (x17bp): nothing in the order is still to do (no modal, later time, condition or
        instruction): work it reports over ("the MEWP was returned to the hire company") is a report, not its work.
        Read on first use, as `plan_stage`."""
        # a request the reply calls off is not still to do (issue 12 round 21, t27b)
        return all(
            nothing_ahead(s.text)
            for s in self.spans
            if s.sentence not in self.addressed and s.sentence not in self.declined
        )

    def _desk_reason(self) -> str:
        """Why a desk-only order's activity is not done (`desk_order`), as listed in `negated`."""
        return f"desk work only ('{self.desk_order}') and the order says '{self.no_work}'"

    def _planned_later(self, sentence: int) -> str | None:
        """issue 12 round 17 (w18b, blackbox18b class 7): the words that put the sentence's work in a later year
        ("planned for turnaround 2028"), where the sentence sets no work now outside the order's plan-stage words
        ("only cost estimate now"); else None (safety first: "planned for 2028, weld the clamp today" keeps it)."""
        text = self.sentence_text.get(sentence, "")
        later = planned_later_year(text)
        if not later:
            return None
        rest = text.lower()
        if stage := plan_stage(text):
            rest = rest.replace(stage, " ")
        return None if _WORK_NOW.search(rest) or _EXCEPT.search(rest) or _SOON.search(rest) else later

    def _decided(self, i: int) -> str | None:
        """issue 12 round 18 (t21e, tune20 UIT-048): the decision a backlog list sets on its item after " - " ("a)
        4465012 excavation for new FW main - CANCEL, project scope now", "c) tank T-12 entry - DEFER to 2027 Q3", "d)
        radiography of manifold welds - CLOSE, done by PAUT", "b) crane lift of PH-2 motor - KEEP, schedule wk 6"):
        the item is cancelled, put off, closed or kept for a later week, not worked now. The decision word is written
        in capitals or as a past form ("- cancelled"); a kept item needs its later week, so "KEEP" alone or "keep
        clear" is no decision."""
        if i + 1 >= len(self.spans):
            return None
        span, nxt = self.spans[i], self.spans[i + 1]
        if span.after != "-" or nxt.sentence != span.sentence or nxt.field != span.field:
            return None
        m = _DECISION.match(nxt.text) or _KEPT_LATER.match(nxt.text)
        if not m:
            return None
        word = m.group("word")
        if not (word.isupper() or word.lower().endswith("ed")):
            return None
        return " ".join(m.group(0).split())

    @staticmethod
    def _work_after_heading(spans: list, i: int) -> bool:
        """issue 12 round 17 (z19bp): a clause after the heading span i, in its sentence, that opens with an
        instruction to work ("Audit finding: guard missing, now isolate the pump"), past "kindly" or "pls" too: the
        record's heading then covers nothing (safety first)."""
        for s in spans[i + 1 :]:
            if s.sentence != spans[i].sentence:
                break
            if _WORK_NOW.search(s.norm) and not no_work_now(s.text):
                return True
            for piece in re.split(r"[,;(]|\b(?:and|then|so|but)\b", s.norm):
                piece = _POLITE.sub("", piece)
                if _INSTRUCTION.match(piece) or _DO_WORK.match(piece):
                    return True
        return False

    def _instruction_after_topic(self, i: int, start: int) -> bool:
        """Span i follows a ";" in its sentence and opens with an instruction to work: a talk's or meeting's topic
        said earlier in the sentence does not cover it (safety first: a topic list never opens with a verb).
        issue 12 round 15 (lead): nor does it cover a clause before the one that names the talk ("Enter the basement
        tank for inspection; confined space training refresher done yesterday" raised nothing), or work said after
        it past "then", "and" or a comma that opens with an instruction ("Hot work training session, then weld the
        bracket on the pipe rack" raised nothing)."""
        if (cut := self.meeting_cuts.get(self.spans[i].sentence)) is not None and (i, start) >= cut:
            return True
        if self._clause_after(i, ";") is not None and bool(_INSTRUCTION.match(self.spans[i].norm)):
            return True
        at = self.topic_spans.get(self.spans[i].sentence)
        if at is None:
            return False
        idx, _, end = at
        if i < idx:
            return True
        if i > idx:
            return False
        norm = self.spans[i].norm
        for cut in _CLAUSE_BOUNDARY.finditer(norm, end, start + 1):
            if cut.end() <= start and _INSTRUCTION.match(norm[cut.end() :]):
                return True
        return False

    def _read_senses(self, i: int, text: str, offset: int, everyday_rx: list) -> None:
        """The everyday senses of span i, read in `text`, whose span starts at `offset`. Read with the clause before a
        colon (offset > 0), only a sense whose own words lie in span i counts ("raise PO for: 40x gaskets, 6
        harnesses, 1x 2 t chain block" is a list of goods ordered): the colon split the sentence, not the meaning."""
        for sense, rxs in everyday_rx:
            for rx in rxs:
                group = "sense" if "sense" in rx.groupindex else 0
                if offset and not group:
                    continue
                for m in rx.finditer(text):
                    if m.start(group) >= offset:
                        found = (m.start(group) - offset, m.end(group) - offset, sense.label, m.group(0))
                        self.everyday.setdefault(i, []).append(found)

    def _tag_context(self, tax: HazardTaxonomy, spans: list[Span], sentences: dict[int, list[str]]) -> None:
        """A tag the equipment list describes ("Sludge scraper conveyor SC-4") carries that description into every
        sentence that names it: "Lock out SC-4" is the lockout of a machine, as "lock out the conveyor" is."""
        machine: set[str] = set()
        elec: set[str] = set()
        for s in spans:
            if s.field != "equipment":
                continue
            tags = {re.sub(r"[- ]", "", t.lower()) for t in _TAG.findall(s.text)}
            if any(rx.search(s.norm) for rx in tax.machine_rx):
                machine |= tags
            if any(rx.search(s.norm) for rx in tax.elec_rx):
                elec |= tags
        self.machine_tags = machine | elec
        """Tags the equipment list describes as a motor-driven machine or electrical equipment (`_locked_machine`)."""
        if not machine and not elec:
            return
        for k, v in sentences.items():
            if k in self.machine_sentences and k in self.elec_sentences:
                continue
            named = {re.sub(r"[- ]", "", t.lower()) for t in _TAG.findall(" ".join(v).upper())}
            if named & machine:
                self.machine_sentences.add(k)
            if named & elec:
                self.elec_sentences.add(k)

    def quoted(self, i: int, start: int, end: int) -> str | None:
        """`quoted_name` of the match at start..end of span i, read over its whole sentence: a quote that a dash or
        colon splits into clauses ("'DANGER - CONFINED SPACE - ENTRY BY PERMIT ONLY' signs") still closes after it."""
        span = self.spans[i]
        if named := quoted_name(span.text, start, end):
            return named
        text, offset = "", 0
        for j, other in enumerate(self.spans):
            if other.sentence != span.sentence or other.field != span.field:
                continue
            if j == i:
                offset = len(text)
            text += other.text + (f" {other.after} " if other.after else " ")
        return quoted_name(text, offset + start, offset + end)

    def everyday_sense(self, i: int, start: int, end: int) -> tuple[str, str, int] | None:
        """(words, label, end) when the match at start..end of span i lies inside an everyday sense of its word; `end`
        is where the sense's words end in the span (issue 12 round 22, t28f: the semantic layer reads on from there,
        so "Trench already dug and backfilled by the civils contractor" is not read again from "backfilled")."""
        for a, b, label, words in self.everyday.get(i, []):
            if a <= start and end <= b:
                return " ".join(words.split()), label, b
        said = self.spans[i].norm[start:end]
        for sense, words in self.everyday_words:
            if any(rx.fullmatch(said) for rx in words):
                return (
                    f"{said.strip()} (the order is about a {sense.label.split(',')[0].removeprefix('a ')})",
                    sense.label,
                    end,
                )
        return None

    def _everyday_end(self, i: int, end: int) -> None:
        """Keep the furthest end of an everyday sense or mention in span i's sentence."""
        sid = self.spans[i].sentence
        self.everyday_ends[sid] = max(self.everyday_ends.get(sid, (i, end)), (i, end))

    def _after_everyday(self, sid: int) -> str | None:
        """issue 12 round 15 (lead): the job told after a mention in the same sentence ("Review the lifting plan and
        lift the 12 t rotor onto the deck" raised nothing: the sentence was read as desk work, so the semantic layer,
        the only layer that reads a lift said by its verb alone, never saw "lift the 12 t rotor"). The words after
        the next clause boundary ("and", "then", a comma or ';') past the last mention, with the sentence's later
        clauses; None when nothing follows."""
        i, end = self.everyday_ends.get(sid, (None, 0))
        if i is None:
            return None
        span = self.spans[i]
        cut = _CLAUSE_BOUNDARY.search(span.norm, end)
        rest = [span.text[cut.end() :]] if cut else []
        rest += [s.text for s in self.spans[i + 1 :] if s.sentence == sid and s.field == span.field]
        said = " ".join(" ".join(rest).split())
        return said if len(said.split()) >= 3 else None

    def semantic_pass(self, explained: set[int]) -> dict[str, list[CueHit]]:
        """Semantic cues per hazard id: sentences of the job's own text that no explicit taxonomy cue explains (not
        equipment tags, not addressed to a model, not a topic of talk, not about a neighbouring job, no negating
        word), read by the exemplar matcher."""
        matcher = semantic.current()
        if matcher is None:
            return {}
        if rules_only := [sense for sense, _ in self.everyday_words if sense.rulesOnly]:
            sense = rules_only[0].label
            self.layers.append(f"semantic (not run: the order is about {sense.split(',')[0]}; the rules decide)")
            return {}
        self.layers.append("semantic")
        fields = {s.sentence: s.field for s in self.spans}
        skip = {s.sentence for i, s in enumerate(self.spans) if self._neighbour(i)}
        skip |= set(self.addressed) | set(self.topics) | set(self.declined)
        # a dated past fact ("The tank base was welded in 1998") tells the plant's history, not an incident
        # a field that says nothing of its own ("See title.") tells no part of the story either
        silent = {"equipment", *(f for f in TEXT_FIELDS if self.told_fields and f not in self.told_fields)}
        narrative = semantic.narrative_text(
            [without_past_facts(t) for sid, t in self.sentence_text.items() if fields[sid] not in silent]
        )
        skip_before = set(skip)
        skip |= explained | self.everyday_sentences
        skip |= {k for k, v in self.sentence_text.items() if location_only(v)}
        told = self.clause_text if narrative else self.sentence_text
        alone = len(self.told_fields) <= 1
        """The job is told in one text field only (`told_fields`): no title or job plan beside the description that
        says something of its own."""
        report = narrative and alone
        """An incident report given alone (no title, no job plan that says anything), not a work order that tells an
        incident."""
        past = (lambda text: text) if narrative else without_past_facts
        if not narrative:
            told = self._with_work_before(told, fields)
        tails = {
            sid: tail
            for sid in self.everyday_sentences - explained - skip_before
            if (tail := self._after_everyday(sid))
        }
        candidates = [
            (sid, text)
            for sid, text in (
                (k, past(without_other_work(tails.get(k, v)))) for k, v in told.items() if k not in skip or k in tails
            )
            if fields[sid] != "equipment" and semantic.readable(text, narrative, report)
        ][: semantic.MAX_SENTENCES]
        found: dict[str, list[CueHit]] = defaultdict(list)
        hits_per = matcher.match([t for _, t in candidates], narrative, report, alone)
        for (sid, text), hits in zip(candidates, hits_per, strict=True):
            for h in hits:
                hit = CueHit(
                    cue=f"SEM-{h.code}",
                    label=f"semantic layer: reads like '{h.nearest}' (cosine {h.score:.2f}, benign {h.benign:.2f})",
                    phrase=" ".join(text.split())[:160],
                    field=fields[sid],
                    strength=semantic.STRENGTH,
                    role="primary",
                    layer="semantic",
                )
                hit._sentence = sid
                found[h.hazard].append(hit)
        return found

    def _with_work_before(self, told: dict[int, str], fields: dict[int, str]) -> dict[int, str]:
        """A sentence that only says plant stays as it is ("Pumps stay in auto.") is a condition of the work told
        before it (round 12): read joined to that sentence ("Clear the rag by hand; pumps stay in auto" is hands in a
        machine left in auto), never alone, where a bare "stays in auto" reads like isolation work. The first sentence
        of its field is read with the one after it."""
        out = dict(told)
        for sid, text in told.items():
            if not state_only(text):
                continue
            near = [k for k in (sid - 1, sid + 1) if fields.get(k) == fields[sid] and k in told]
            out[sid] = f"{told[near[0]].rstrip(' .;')}; {text}" if near else text
        return out

    def note(self, phrase: str, hazard_id: str, reason: str, state: _State | None = None) -> None:
        entry = self.negated.setdefault(phrase.lower(), NegatedPhrase(phrase=phrase, suppresses=[], reason=reason))
        if hazard_id not in entry.suppresses:
            entry.suppresses.append(hazard_id)
        if state is not None:
            state.negations.setdefault(phrase, reason)

    def global_exclusion(self) -> None:
        """Whole-job statements ("no plant access", "paperwork only") scope their own sentence, never the job."""
        for ex in self.tax.spec.globalExclusions:
            rxs = self.prefilter.keep(self.tax.excl_rx[ex.id])
            for i, span in enumerate(self.spans if rxs else ()):
                if span.sentence in self.addressed or span.sentence in self.global_sentences:
                    continue
                for rx in rxs:
                    if m := rx.search(span.norm):
                        self.global_sentences[span.sentence] = quote(span, m.start(), m.end(), pad=0)
                        # where it stands, so work after a contrast or "then" in its sentence is described work
                        self.global_at[span.sentence] = (i, m.start())
                        break

    def run(self, spec: HazardSpec) -> _State:
        """One hazard's cues. Exclusions by scope: `clause` switches off cues in its clause, `phrase` only the cue
        matches that overlap its own words (issue 12 round 14: "drone inspection inside the tank" is the drone's),
        `job` (a qualifier of
        how the whole job is done: dead by others) everywhere, `task` (at grade) everywhere when said of the work as a
        whole and else in its own task's words, the cues it switches off kept elsewhere (`_apart_from_task`, issue 12
        round 21), and a scope statement (`text`, the
        default: "no hot work") only in its own sentence: the same work described in another sentence keeps the
        hazard and makes a SCOPE-CONFLICT finding. Sentences addressed to a model or planner exclude nothing."""
        st = _State(spec)
        everywhere: set[str] = set()
        qualifiers: dict[int, str] = {}
        in_clause: dict[int, set[str] | None] = {}
        in_phrase: dict[int, list[tuple[int, int, set[str]]]] = {}
        of_task: dict[str, set[str]] = {}
        all_cues = {c.id for c in spec.cues}
        for sid, phrase in self.global_sentences.items():
            st.statements[sid] = phrase
            st.statement_at[sid] = self.global_at[sid]
        for ex in spec.exclusions:
            if self._voided(ex.id):
                continue
            noted = False
            rxs = self.prefilter.keep(self.tax.excl_rx[ex.id])
            for i, span in enumerate(self.spans if rxs else ()):
                if span.sentence in self.addressed:
                    continue
                for rx in rxs:
                    if ex.scope == "phrase":
                        for m in rx.finditer(span.norm):
                            if not noted:
                                noted = True
                                self.note(quote(span, m.start(), m.end(), pad=0), spec.id, ex.label, st)
                            cues = set(ex.suppresses) if ex.suppresses else all_cues
                            in_phrase.setdefault(i, []).append((m.start(), m.end(), cues))
                        continue
                    if (m := rx.search(span.norm)) and not omission(span.norm, m.start(), m.end()):
                        phrase = quote(span, m.start(), m.end(), pad=0)
                        if not noted:
                            noted = True
                            self.note(phrase, spec.id, ex.label, st)
                        cues = set(ex.suppresses) if ex.suppresses else all_cues
                        if span.sentence in self.revisions and st.spec.permitTypes:
                            st.statements.setdefault(span.sentence, phrase)  # a revision is a scope statement
                        if ex.scope != "clause" and (part := other_part_remark(span.norm, m.start(), m.end())):
                            # issue 12 round 17 (z19br): a remark made of another part of the job covers its words
                            in_phrase.setdefault(i, []).append((*part, cues))
                        elif ex.scope == "clause" and (part := _task_part(span.norm, m.start(), m.end())) != (
                            0,
                            len(span.norm),
                        ):
                            # issue 12 round 22 (lead, from t28g's report): a clause qualifier stops at a contrast or
                            # "then" ("Welding is done in the shop today, then weld the spool in place on the rack"
                            # raised nothing): the work put after it in sequence is past its place
                            in_phrase.setdefault(i, []).append((*part, cues))
                        elif ex.scope == "clause" or (ex.scope == "job" and self._work_outside(ex.id)):
                            in_clause[i] = (in_clause.get(i) or set()) | cues
                        elif ex.scope == "task" and not said_of_whole_job(self.sentence_text.get(span.sentence, "")):
                            # issue 12 round 21 (t27c): said of one task ("Replace the pump seal at grade. Then climb
                            # the ladder to the tank roof"): its own sentence; a figure cue stays the job's, as below
                            figures = {c.id for c in spec.cues if c.kind in _FIGURE_OF_KIND}
                            everywhere |= cues & figures
                            qualifiers.setdefault(span.sentence, phrase)
                            in_phrase.setdefault(i, []).append((*_task_part(span.norm, m.start(), m.end()), cues))
                            for k, other in enumerate(self.spans):
                                if k == i or other.sentence != span.sentence:
                                    continue
                                ends = ((i, m.end()), (k, 0)) if k > i else ((k, len(other.norm)), (i, m.start()))
                                if not self._contrast_between(*ends):
                                    in_clause[k] = (in_clause.get(k) or set()) | cues
                            of_task[phrase] = of_task.get(phrase, set()) | (cues - figures)
                        elif ex.scope in ("job", "task") or ex.suppresses:
                            everywhere |= cues
                            qualifiers.setdefault(span.sentence, phrase)
                        elif self._work_outside(ex.id):
                            # issue 12 round 15 (lead): the work said to go on past the statement's place ("parks
                            # outside the fence, then drives into unit 2"): the statement covers its own words only
                            in_phrase.setdefault(i, []).append((m.start(), m.end(), cues))
                        else:
                            st.statements.setdefault(span.sentence, phrase)
                            st.statement_at.setdefault(span.sentence, (i, m.start()))
        everywhere -= self._figures_elsewhere(st, spec, everywhere, qualifiers)
        for cue in spec.cues:
            if cue.id in everywhere:
                continue
            if cue.kind == "text":
                self._text_cue(st, cue, in_clause, in_phrase)
            elif cue.kind == "area" and self.area_class in cue.areaClasses:
                st.add(_hit(cue, f"area {self.area}", "area"))
            elif cue.kind == "height":
                self._height_cue(st, cue)
            elif cue.kind == "load":
                self._load_cue(st, cue)
        self._apart_from_task(st, everywhere, of_task)
        for hit in self.semantic_hits.get(spec.id, []):
            if all_cues <= everywhere:
                self.note(hit.phrase[:80], spec.id, "semantic cue under a qualifier of the whole job", st)
                continue
            if hit.cue == "SEM-WAH" and _sentence_of(hit) in self.below_grade_sentences:
                continue
            if hit.cue == "SEM-LIFT" and (load := self.q.max_load) is not None:
                limit = self.tax.threshold("routineLiftMaxT").value
                if load[0] < limit:
                    self.note(
                        load[1],
                        spec.id,
                        f"semantic lift read with a stated load of {load[0]:g} t, under {limit:g} t",
                        st,
                    )
                    continue
            # issue 12 round 22 (t28c, blackbox27 class 8): "Stand on a 1 m step to reach the valve handwheel" kept
            # Working at Height from the semantic layer below the fall-protection threshold the rules apply; dropped, as
            # `_height_gate` drops the rules' cues, only when the hit's own sentence states the low figure
            if (
                hit.cue == "SEM-WAH"
                and (height := self.q.max_height) is not None
                and height[0] < (fall := self.tax.threshold("fallProtectionHeightM").value)
                and _sentence_of(hit) in self.q.height_sentences
            ):
                self.note(height[1], spec.id, f"semantic work-at-height read at {height[0]:g} m, under {fall:g} m", st)
                continue
            # issue 12 round 18 (t22b, blackbox22 class 11): "Repair the valve on the platform with fixed handrails at
            # 5 m" kept Working at Height from the semantic layer after the rules read the 5 m as guarded; only when no
            # unguarded height is stated and the hit's own sentence names the permanent rails
            if hit.cue == "SEM-WAH" and self.q.max_height is None and self.q.guarded and guard_rails_said(hit.phrase):
                self.note(hit.phrase[:80], spec.id, "semantic work-at-height read on a platform with guard rails", st)
                continue
            if hit.cue == "SEM-WAH" and self.q.max_depth is not None and self.q.max_height is None:
                self.note(hit.phrase[:80], spec.id, "semantic work-at-height read as access to a dig (no height)", st)
                continue
            if hit.cue not in st.hits:
                st.add(hit)
        self._gates(st)
        self._statements(st)
        return st

    def _apart_from_task(self, st: _State, off: set[str], of_task: dict[str, set[str]]) -> None:
        """The cues a job qualifier said of one task (`scope: task`, "Replace the pump seal at grade") left standing
        outside that task's words (issue 12 round 21, t27c): a cue said in the description or job plan in a sentence
        of its own, or past a contrast or "then" ("Then climb the ladder to the tank roof"), is not bounded by it, so
        it is kept with a label that says why (`_kept_apart`); one said only in the title or equipment list, which
        restate the job, stays switched off like the rest."""
        for phrase, cues in of_task.items():
            for cid in [c for c in st.hits if c in cues and c not in off]:
                told = _told([st.hits[cid], *st.others.get(cid, [])])
                if not told:
                    del st.hits[cid]
                    continue
                st.hits[cid] = self._kept_apart(told, f"said apart from '{phrase}', which was said of another task")

    def _kept_apart(self, hits: list[CueHit], why: str) -> CueHit:
        """The strongest of a height or ladder cue's hits said apart from what bounds another task, labelled with why
        it was kept: weakened as a dig of unstated depth is, unless its sentence says a person climbs (`_CLIMB_UP`)."""
        hit = max(hits, key=lambda h: h.strength)
        if _CLIMB_UP.search(self.sentence_text.get(_sentence_of(hit), "")):
            return hit.model_copy(update={"label": f"{hit.label} ({why})"})
        return _unstated(hit, why)

    def _work_outside(self, exclusion: str) -> bool:
        """The order says work follows outside a job qualifier's place (issue 12 round 15, r16b: "Weld the bracket in
        the designated welding bay. Then tack weld it to the handrail on the pipe rack."): the qualifier then covers
        its own clause only, and the work said elsewhere keeps its permit (safety first: the bay is no whole job)."""
        return self._said_in_job(f"outside {exclusion}", self.tax.excl_outside_rx.get(exclusion))

    def _voided(self, exclusion: str) -> bool:
        """The order undoes what the exclusion says (issue 12 round 18: "Vac truck has left site. It returns Monday to
        empty the sump"): the exclusion is not applied, so the machine's mention keeps its hazard (safety first: a
        machine coming back to work still needs its permit)."""
        return self._said_in_job(f"voids {exclusion}", self.tax.excl_voids_rx.get(exclusion))

    def _said_in_job(self, key: str, rxs: list[re.Pattern[str]] | None) -> bool:
        """Whether one of an exclusion's extra patterns (`outside`, `voids`) is found in the order's own words, read
        once per order and key."""
        if not rxs:
            return False
        if key not in self.job_found:
            self.job_found[key] = any(rx.search(self.job_words) for rx in rxs)
        return self.job_found[key]

    def _figures_elsewhere(self, st: _State, spec: HazardSpec, off: set[str], qualifiers: dict[int, str]) -> set[str]:
        """The height or load cues a qualifier of the whole job ("reached from the floor", "at grade") switched off
        although a figure over the threshold is stated in a sentence the qualifier is not in ("on the carport roof at
        4 m. The junction box is reached from the floor"): the figure keeps its cue, and the qualifier becomes a scope
        statement, so the permit stays with a SCOPE-CONFLICT for a person instead of being cleared by a part of the
        job (issue 12: an exclusion applies to the clause and activity it names)."""
        kept: set[str] = set()
        for cue in spec.cues:
            if cue.id not in off or cue.kind not in _FIGURE_OF_KIND:
                continue
            attr, name = _FIGURE_OF_KIND[cue.kind]
            figure = getattr(self.q, attr)
            if figure is None or not self._over(name, figure[0]):
                continue
            said = figure[1].lower()
            if any(said in self.sentence_text.get(sid, "").lower() for sid in qualifiers):
                continue
            kept.add(cue.id)
            for sid, phrase in qualifiers.items():
                st.statements.setdefault(sid, phrase)
        return kept

    def _statements(self, st: _State) -> None:
        """Cues inside a statement's sentence are held back (not under a time or condition); the work elsewhere decides
        whether it conflicts."""
        if not st.statements:
            return
        for sid, phrase in st.statements.items():
            if sid in self.conditional:
                continue  # "no entry unless the gas test is clear; desludge the sump": the condition may not hold
            start = st.statement_at.get(sid)
            for cid, hit in list(st.hits.items()):
                if (
                    hit.field != "area"
                    and _sentence_of(hit) == sid
                    and not self._contrast_between(start, hit._at)
                    and not self._about_the_rest(start, hit._at)
                ):
                    del st.hits[cid]
                    if hit.role == "primary":
                        st.held_back.append(hit.phrase)
                        self.note(phrase, st.spec.id, f"scope statement in the same sentence as '{hit.phrase}'", st)
                    if (other := st.elsewhere(cid)) is not None:
                        st.hits[cid] = other
                        st.stand_ins.add(cid)
        self._supersede(st)
        explicit = [
            h
            for c, h in st.hits.items()
            if h.role == "primary" and h.strength >= EXPLICIT_CUE and c not in st.stand_ins
        ]
        stated = [t for t in st.thresholds if t.met and t.name in MEASURED and not self._in_statement(t.evidence, st)]
        stated += [c for c in st.stand_ins if self._figure_in(_sentence_of(st.hits[c]), st)]
        if stated and any(h.role == "primary" for h in st.hits.values()):
            return  # a figure over the threshold (0.7 m dig, 10 ft up) is explicit: the permit stays, a conflict shows
        firm = [
            p
            for sid, p in st.statements.items()
            if sid not in self.conditional and sid not in self.form_answers and sid not in self.judgements
        ]
        if not explicit and firm:
            statement = firm[0]
            for cid, hit in list(st.hits.items()):
                if hit.role == "primary" and hit.field not in ("area", "hazards"):
                    del st.hits[cid]
                    # listed under the implied words themselves, so the run result names what was switched off
                    # beside the statement that did it (a note under the statement's own words merges into its entry)
                    self.note(hit.phrase, st.spec.id, f"outweighed by the explicit scope statement '{statement}'", st)

    def _about_the_rest(self, start: tuple[int, int] | None, at: tuple[int, int] | None) -> bool:
        """issue 12 round 17 (lead): a statement said of the rest of the order, after the work it follows ("Enter V-3 to
        inspect the trays, desk work only for the remainder of the order"): it leaves the work named before it alone."""
        if start is None or at is None or at >= start:
            return False
        return bool(_REST_OF_ORDER.match(self.spans[start[0]].norm, start[1]))

    def _contrast_between(self, start: tuple[int, int] | None, at: tuple[int, int] | None) -> bool:
        """The clause of a scope statement or denial ends before a later cue of its sentence, each given as (span
        index, offset): at a contrast word ("No hot work on this one, but the fitter will stick-weld the bracket back
        on"; lead's probe, session 10) or at a clause break that split the sentence into spans ("No hot work; welder
        to weld the bracket", "No entry - fitter goes in through the manway", never a colon, which explains the
        statement: "No person will enter: the crawler is lowered in"; lead's probe, session 11: the statement
        held the welding back and no permit was raised). The work is described, not held back: the permit stays with
        a SCOPE-CONFLICT when the work is explicit, and a firm statement still outweighs only implied work."""
        if start is None or at is None or at <= start:
            return False
        (si, so), (hi, ho) = start, at
        if any(self.spans[k].after in CLAUSE_BREAKS for k in range(si, hi)):
            return True  # a semicolon, a spaced dash or a bar; a colon explains the statement ("No entry: camera only")
        if si == hi:
            between = self.spans[si].norm[so:ho]
        else:
            middle = [self.spans[k].norm for k in range(si + 1, hi)]
            between = " | ".join([self.spans[si].norm[so:], *middle, self.spans[hi].norm[:ho]])
        # a cue whose own words open with the sequence word ("then weld the shoe") is after it too
        return bool(
            _CONTRAST.search(between)
            or _CONTRAST.match(self.spans[hi].norm, ho)
            or _CANCELLED_CLAUSE.search(between + self.spans[hi].norm[ho : ho + 1])
        )

    def _supersede(self, st: _State) -> None:
        """A revision ("UPDATE: welding now done in the shop", "REV 2: trench CANCELLED") supersedes the same hazard's
        work described before it; work described after it still stands and conflicts. Each superseded passage is
        listed in `negated`, and the hazard gets a SCOPE-UPDATE finding for the reviewer. Planner notes and whole-job
        statements never supersede."""
        updates = [sid for sid in st.statements if sid in self.updates and sid not in self.global_sentences]
        if not updates:
            return
        last = max(updates)
        at = st.statement_at.get(last)

        def after(h: CueHit) -> bool:
            # issue 12 round 21 (t27d, blackbox27 class 1): work said after the revision in its own sentence, past a
            # clause break ("Welding on E-5 cancelled; weld the bracket on E-6") is another item, not revised
            if _sentence_of(h) > last:
                return True
            if _sentence_of(h) != last or at is None or h._at is None:
                return False
            if h._at[0] > at[0]:
                return self.spans[h._at[0] - 1].after in CLAUSE_BREAKS
            # issue 12 round 22 (t28d): past a comma too ("Welding on E-5 cancelled, weld the bracket on E-6"): work
            # the cancellation did not negate, in a later comma clause, is another item
            return h._at[0] == at[0] and h._at[1] > at[1] and self._contrast_between(at, h._at)

        work = [(c, h) for c, h in st.hits.items() if h.role == "primary" and h.field not in ("area", "hazards")]
        if not work or any(after(h) for _, h in work):
            return
        later = [h for h in st.seconds if h.role == "primary" and after(h)]
        if later:
            # the same work said again after the revision ("RT" in the title, "Radiography of weld 3 cancelled.
            # Radiography of weld 4 tonight"): it still stands, so nothing is superseded and the statement conflicts
            # with it (issue 12 round 11)
            return
        revision = " ".join(self.sentence_text[last].split())[:160]
        for cid, hit in work:
            del st.hits[cid]
            self.note(hit.phrase, st.spec.id, f"superseded by a later revision: '{revision}'", st)
        st.superseded = (revision, [h.phrase for _, h in work])

    def _figure_in(self, sid: int, st: _State) -> bool:
        """Sentence sid states a figure over one of this hazard's measured thresholds (a depth, height or load)."""
        text = self.sentence_text.get(sid, "").lower()
        names = {t.name for t in st.thresholds} & MEASURED
        stated = ((name, v, w) for name in names for v, w in getattr(self.q, _MEASURED_BY[name][0]))
        return any(w.lower() in text for name, v, w in stated if self._over(name, v))

    def _over(self, name: str, value: float) -> bool:
        """A stated figure passes a measured threshold: strictly over it, or at it, as `_MEASURED_BY` says."""
        limit = self.tax.threshold(name).value
        return value > limit if _MEASURED_BY[name][1] else value >= limit

    def _in_statement(self, words: str, st: _State) -> bool:
        return any(words.lower() in self.sentence_text.get(sid, "").lower() for sid in st.statements)

    def _text_cue(
        self,
        st: _State,
        cue: CueSpec,
        in_clause: dict[int, set[str] | None],
        in_phrase: dict[int, list[tuple[int, int, set[str]]]],
    ) -> None:
        rxs = self.prefilter.keep(self.tax.cue_rx[(st.spec.id, cue.id)])
        if not rxs:
            return
        read_away, counted, listed = False, False, []
        for i, span in enumerate(self.spans):
            if cue.id in (in_clause.get(i) or set()):
                continue
            addressed = span.sentence in self.addressed
            in_text = span.field != "equipment" and cue.role == "primary"
            for rx in rxs:
                for m in rx.finditer(span.norm):
                    if any(a < m.end() and m.start() < b and cue.id in c for a, b, c in in_phrase.get(i, ())):
                        continue
                    neg = negation_before(span.norm, m.start()) or negation_after(span.norm, m.end())
                    if neg and omission(span.norm, m.start(), m.end()):
                        neg = None  # "had not been locked out": the work left undone is the job's, not ruled out
                    if self._neighbour(i, m.start()) or other_work_reason(span.norm, m.start()):
                        read_away |= in_text
                        if cue.role == "primary":
                            self.neighbours.setdefault(" ".join(span.text.split())[:200], set()).add(st.spec.id)
                            self.note(" ".join(span.text.split())[:120], st.spec.id, "another job nearby (SIMOPS)", st)
                        continue
                    if self.cancelled_form and span.field != "equipment" and _REQUEST_HEADING.match(span.norm):
                        # issue 12 round 18 (t21e, tune20 UIT-017): the heading of a request form whose status line
                        # says it is cancelled; work the form's text still sets (a gland repack) keeps its cues
                        read_away |= in_text
                        if cue.role == "primary":
                            reason = f"heading of a form whose status is '{self.cancelled_form}'"
                            self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, reason, st)
                        continue
                    if span.sentence in self.declined and span.field != "equipment":
                        # issue 12 round 21 (t27b, blackbox26b): "> Can you weld a bracket on? Reply: No, we will
                        # clamp it instead": the request the reply calls off; work the reply sets keeps its cues
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        if cue.role == "primary":
                            reason = f"a request the e-mail's reply calls off ('{self.declined[span.sentence]}')"
                            self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, reason, st)
                        continue
                    if span.sentence == self.decline_reason and span.field != "equipment" and cue.role == "primary":
                        # "Reply: No need any more, the seal was changed by nights": why the request is called off
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        reason = "the reason an e-mail's reply gives for calling the request off, nothing still to do"
                        self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, reason, st)
                        continue
                    if _CLEAR_FOR.search(span.norm[: m.start()]) and any(
                        st.spec.id in ids for ids in self.neighbours.values()
                    ):
                        # issue 12 round 18 (t21e, tune20 UIT-020): "Clear for RT shots" in an order that reads the
                        # radiography as another crew's: this crew clears for that work, it does not do it
                        read_away |= in_text
                        if cue.role == "primary":
                            self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, "cleared for another job", st)
                        continue
                    if cue.role == "primary" and (named := self.quoted(i, m.start(), m.end())):
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        self.note(named, st.spec.id, "a name or a sign's words in quotes, not the activity", st)
                        continue
                    if (sense := self.everyday_sense(i, m.start(), m.end())) and cue.role == "primary":
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        self._everyday_end(i, sense[2])
                        self.note(sense[0], st.spec.id, f"everyday sense: {sense[1]}", st)
                        continue
                    if (mention := mention_only(span.norm, m.start(), m.end())) and cue.role == "primary":
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        self._everyday_end(i, m.end())
                        self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, f"mention ('{mention}')", st)
                        continue
                    if self.desk_order and cue.role == "primary":
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, self._desk_reason(), st)
                        continue
                    status = work_status(span.norm, m.start(), m.end()) if self.no_work else None
                    if not status and self.no_work and (met := meeting_for(span.norm, m.start())):
                        status = f"met about ('{met}')"
                    if not status and self.no_work and self.cancelled_order:
                        status = f"called off ('{self.cancelled_order}')"
                    said = f"the order says '{self.no_work}'"
                    if not status and self.nothing_ahead:
                        status = reported_over(span.norm, m.start(), m.end(), stated=bool(self.no_work))
                        said = "nothing in the order is still to do"
                    if not status and self.nothing_ahead and (done := self._done_header(i)):
                        # issue 12 round 22 (t28f, blackbox29b class 1): "Completed yesterday: inverter fan
                        # replacement, permit closed": the header before the colon reports this clause's work over
                        status, said = f"reported over ('{done}')", "nothing in the order is still to do"
                    if not status and self.nothing_ahead and (thanks := thanked_for(span.text, span.norm, m.start())):
                        # issue 12 round 21 (t27b, blackbox26b): "thanks for welding the gate hinge last week, it
                        # swings perfectly": the work thanked for is done, in an order that leaves nothing to do
                        status, said = f"thanked for ('{thanks}')", "nothing in the order is still to do"
                    if not status and (others := self.not_ours):
                        # issue 12 round 19 (t23d, blackbox23 class 3): "scaffold belongs to the landlord's roofing
                        # contractor, not ours, closed": another party's work, and nothing left for this order to do
                        status, said = f"another party's ('{others}')", "nothing in the order is still to do"
                    off = (
                        None if status or neg else put_off(span.text, span.norm, m.start(), m.end(), bool(self.no_work))
                    )
                    if off:
                        status, said = off, "it is not done now"
                    if not status and not neg and (decided := self._decided(i)):
                        status, said = decided, "the list item is decided so"
                    if not status and not neg and (not_yet := not_now(span.text, m.end())):
                        # issue 12 round 18 (t21e, tune20 UIT-007): "the 22 t casing lift by crawler crane is planned
                        # for week 8, NOT this week" is a scope statement when said of the explicit work: the order's
                        # implied cues of it (an appointed person's survey, the load's weight) go with it, and
                        # explicit work of the kind elsewhere keeps its permit and shows the conflict
                        status, said = not_yet, "it is not done now"
                        if cue.role == "primary" and cue.strength >= EXPLICIT_CUE and st.spec.permitTypes:
                            st.statements.setdefault(span.sentence, not_yet)
                            st.statement_at.setdefault(span.sentence, (i, m.start()))
                    if not status and not neg and self.plan_stage and (later := self._planned_later(span.sentence)):
                        status, said = later, f"the order says '{self.plan_stage}'"
                    if status and cue.role == "primary":
                        read_away |= in_text
                        self.everyday_sentences.add(span.sentence)
                        reason = f"work reported '{status}' and {said}: not this order's work"
                        self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, reason, st)
                        continue
                    if span.sentence in self.topics and not self._instruction_after_topic(i, m.start()):
                        if cue.role == "primary":
                            topic = self.topics[span.sentence]
                            self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, f"topic of '{topic}'", st)
                        continue
                    if neg and not addressed:
                        if cue.role == "primary":
                            said = quote(span, m.start(), m.end(), pad=4)
                            self.note(said, st.spec.id, f"negated {cue.label}", st)
                            stated = cue.id.endswith("-EXPLICIT") or span.sentence in self.revisions
                            if stated and st.spec.permitTypes:
                                st.statements.setdefault(span.sentence, said)
                                st.statement_at.setdefault(span.sentence, (i, m.start()))
                            elif (
                                cue.strength >= EXPLICIT_CUE
                                and st.spec.permitTypes
                                and _BARE_DENIAL.search(span.norm[: m.start()])
                            ):
                                st.denials.setdefault((span.sentence, cue.id), said)
                                st.denial_at.setdefault((span.sentence, cue.id), (i, m.start()))
                        continue
                    if (
                        cue.role == "primary"
                        and (thing := thing_of_work(span.norm, m.start(), m.end()))
                        and (denied := self._denied_later(i, m.end(), rxs))
                    ):
                        # issue 12 round 17 (z19p): "Weld spatter on the valve ..., no welding required" names a thing
                        read_away |= in_text
                        reason = f"names the {thing} of the work, which the sentence denies ('{denied}')"
                        self.note(quote(span, m.start(), m.end(), pad=2), st.spec.id, reason, st)
                        continue
                    strength = cue.strength
                    if cue.gate == "electrical_context" and span.sentence not in self.elec_sentences:
                        continue
                    if cue.gate == "electrical_subject" and not (
                        span.sentence in self.elec_sentences or self.elec_subject
                    ):
                        continue
                    if cue.gate == "live_state" and not (
                        self.live_work and (span.sentence in self.elec_sentences or span.sentence in self.live_work)
                    ):
                        continue
                    if cue.gate == "space_context" and not self.space_context:
                        continue
                    if cue.gate == "space_subject" and not self.space_subject:
                        continue
                    if cue.gate == "space_antecedent" and not self._space_antecedent(span.sentence):
                        continue
                    if cue.gate == "live_plant" and (not self.live_plant or self._electrical_object(i, m.end())):
                        continue
                    if cue.gate == "energy_context" and not (
                        span.sentence in self.elec_sentences
                        or span.sentence in self.machine_sentences
                        or self.power_subject
                    ):
                        continue
                    if cue.gate == "locked_machine" and not self._locked_machine(m.group(0)):
                        continue
                    if cue.gate in ("height", "ladder") and span.sentence in self.below_grade_sentences:
                        continue
                    if cue.gate == "ladder" and self.q.max_depth is not None and self.q.max_height is None:
                        self.note(
                            quote(span, m.start(), m.end(), pad=2),
                            st.spec.id,
                            f"ladder read as the way in and out of a {self.q.max_depth[0]:g} m dig (no working height)",
                            st,
                        )
                        continue
                    if cue.gate == "ground_context" and (not _GROUND.search(span.norm) or _FLOOR.search(span.norm)):
                        continue
                    if cue.gate == "area":
                        strength *= self.tax.spec.areaFactors.get(self.area_class, 1.0)
                    hit = _hit(cue, quote(span, m.start(), m.end()), span.field, strength, span.sentence)
                    hit._at = (i, m.start())
                    if span.field == "equipment":
                        listed.append(hit)
                        continue
                    counted = True
                    st.add(hit)
        if read_away and not counted and cue.role == "primary":
            # issue 12 round 15 (t16a): the equipment list names what the text reads only as a mention, a sign, a
            # neighbour's job or work reported over ("Scaffold SC-B-044" beside "scaffold SC-B-044 struck ... nothing
            # left to do"; "Scaffolds SC-101 to SC-118" beside "walk round of the scaffolds with the register"): the
            # list repeats that thing, it adds no work of its own
            for hit in listed:
                reason = f"equipment listed where the text reads {cue.label} only as a mention: not this order's work"
                self.note(hit.phrase, st.spec.id, reason, st)
            return
        for hit in listed:
            st.add(hit)

    def _denied_later(self, i: int, end: int, rxs: list[re.Pattern[str]]) -> str | None:
        """The words of a denial of the same activity later in span i's sentence ("no welding required"), after
        `end` in span i or in a later clause of that sentence, else None."""
        sid = self.spans[i].sentence
        for j in range(i, len(self.spans)):
            span = self.spans[j]
            if span.sentence != sid:
                break
            for rx in rxs:
                for m in rx.finditer(span.norm, end if j == i else 0):
                    if neg := negation_before(span.norm, m.start()):
                        return f"{neg} {m.group(0)}".strip()
        return None

    def _space_antecedent(self, sentence: int) -> bool:
        """A person entering "it": the sentence, or the one before it, names the vessel or its tag ("The demister in
        V-6 is damaged; fitter enters it"), so "it" is the space entered (round 13, safety 2)."""
        said = " ".join(self.sentence_text.get(k, "") for k in (sentence - 1, sentence)).lower()
        return bool(_SPACE_ANTECEDENT.search(said) or (self.afloat and _PUMP_ROOM.search(said)))

    def _locked_machine(self, words: str) -> bool:
        """What a bare "lock" names ("Lock EF-01 and RV-BF1", "lock MCC-3 incomer to spare way") is a machine or an
        electrical device: a noun the taxonomy reads as one, or a tag the equipment list describes as one ("Exhaust fan
        EF-01 (400 V)"). A lock on a valve, door or gate alone isolates no drive."""
        obj = words.split(" ", 1)[1] if " " in words else ""
        if any(rx.search(obj) for rx in (*self.tax.machine_rx, *self.tax.elec_rx, *self.tax.power_rx)):
            return True
        return bool({re.sub(r"[- ]", "", t.lower()) for t in _TAG.findall(obj.upper())} & self.machine_tags)

    def _electrical_object(self, i: int, end: int) -> bool:
        """The clause of span i names electrical equipment, or its object is a pronoun ("Replace it.") for a sentence
        before it that does: the work is the electrical permit's, not work on operating plant."""
        span = self.spans[i]
        if any(rx.search(span.norm) for rx in self.tax.elec_rx):
            return True
        if not _PRONOUN.match(span.norm[end - 5 : end + 1] if end >= 5 else span.norm[:end]):
            return False
        before = self.sentence_text.get(span.sentence - 1, "").lower()
        return any(rx.search(before) for rx in self.tax.elec_rx)

    def finding(self, name: str, value: float, unit: str, evidence: str, met: bool | None = None) -> ThresholdFinding:
        limit = self.tax.threshold(name)
        if met is None:
            met = self._over(name, value) if name in _MEASURED_BY else value >= limit.value
        source = self.tax.spec.sources[limit.source]
        return ThresholdFinding(
            name=name, value=value, limit=limit.value, unit=unit, met=met, source=source, evidence=evidence
        )

    def _height_cue(self, st: _State, cue: CueSpec) -> None:
        if self.q.max_height is None and self.q.guarded:
            height, words = max(self.q.guarded)
            self.note(words, st.spec.id, f"{height:g} m on a platform with permanent guard rails", st)
        if (top := self.q.max_height) is not None:
            self._quantity_cue(st, cue, self.finding("fallProtectionHeightM", top[0], "m", top[1]))

    def _load_cue(self, st: _State, cue: CueSpec) -> None:
        if (top := self.q.max_load) is not None:
            self._quantity_cue(st, cue, self.finding("routineLiftMaxT", top[0], "t", top[1]))

    def _quantity_cue(self, st: _State, cue: CueSpec, found: ThresholdFinding) -> None:
        st.thresholds.append(found)
        if found.met and self.desk_order:
            self.note(found.evidence, st.spec.id, self._desk_reason(), st)
            return
        if found.met:
            st.add(_hit(cue, f"{found.evidence} (≥ {found.limit:g} {found.unit})", "text"))

    def _gates(self, st: _State) -> None:
        # the hazard's own cues, and a semantic hit it holds; the semantic layer's gates belong to the hazard the hit
        # raised, so a figure is listed (and a threshold finding attached) only where a gate could act
        gated: dict[str, str | None] = {c.id: c.gate for c in st.spec.cues}
        gated.update({sem: gate for code, gate in semantic.GATE_OF_TYPE.items() if (sem := f"SEM-{code}") in st.hits})
        if any(g in ("height", "ladder") for g in gated.values()):
            self._height_gate(st, gated)
        if any(g == "hand_dig_depth" for g in gated.values()):
            self._depth_gate(st, gated)
        if st.spec.gate == "elv" and st.matched:
            self._elv_gate(st)

    def _height_gate(self, st: _State, gated: dict[str, str | None]) -> None:
        """A stated height under the fall-protection threshold drops the height and ladder cues it bounds (issue 12
        round 21, t27c): every one when a figure is said of the work as a whole ("Working height 0.8 m",
        `said_of_whole_job`); else those said in a sentence that states a height ("Ladder to change the sensor at
        0.8 m") or only in the title or equipment list (which restate the job). A climb said in the description or job
        plan in a sentence without a figure, while the low figure was said of another task ("Replace the sensor at
        0.8 m on the wall. Climb the ladder to the roof and change the aviation light"), is not bounded by it: kept
        with a label that says so (`_kept_apart`), as a dig of unstated depth is (`_depth_gate`). The figure is
        listed in `negated` when it dropped a hit, or when no hit of the hazard was kept (a low figure that kept work
        at height off), never beside hits it left standing."""
        height = self.q.max_height
        fall = self.tax.threshold("fallProtectionHeightM").value
        if height is None or height[0] >= fall:
            return
        value, words = height
        figured = self.q.height_sentences
        whole = any(said_of_whole_job(self.sentence_text.get(sid, "")) for sid in figured)
        dropped = kept = False
        for cid in [c for c in st.hits if gated.get(c) in ("height", "ladder")]:
            told = _told([st.hits[cid], *st.others.get(cid, [])])
            elsewhere = [h for h in told if _sentence_of(h) not in figured]
            if whole or not elsewhere:
                del st.hits[cid]
                dropped = True
                continue
            st.hits[cid] = self._kept_apart(elsewhere, f"height not stated; {value:g} m was said of another task")
            kept = True
        if dropped or not kept:
            self.note(words, st.spec.id, f"working height {value:g} m is below {fall:g} m", st)

    def _depth_gate(self, st: _State, gated: dict[str, str | None]) -> None:
        shallow = self.tax.threshold("handDigMaxDepthM")
        depth = self.q.max_depth
        dig = [c for c, h in st.hits.items() if gated.get(c) == "hand_dig_depth"]
        if depth is None:
            for cid in dig:
                st.hits[cid] = _unstated(st.hits[cid], "depth not stated")
            return
        value, words = depth
        st.thresholds.append(self.finding("handDigMaxDepthM", value, "m", words))
        if value <= shallow.value and dig:
            figured = self.q.depth_sentences
            every = {cid: [st.hits[cid], *st.others.get(cid, [])] for cid in dig}
            with_figure = any(_sentence_of(h) in figured for hits in every.values() for h in hits)
            dropped = False
            for cid, hits in every.items():
                elsewhere = [h for h in _told(hits) if _sentence_of(h) not in figured]
                if with_figure and elsewhere:
                    # the shallow figure was said with another dig ("scrape the gravel, 10 cm max"); this dig, said in
                    # a sentence of its own without a figure ("going down by hand along the drain"), is not bounded
                    # by it: kept as a dig of unstated depth (round 13)
                    hit = max(elsewhere, key=lambda h: h.strength)
                    st.hits[cid] = _unstated(hit, f"depth not stated; {value:g} m was said of another dig")
                else:
                    del st.hits[cid]
                    dropped = True
            if dropped:
                limit = shallow.value
                self.note(words, st.spec.id, f"dig depth {value:g} m is within the {limit:g} m hand-dig limit", st)
        for name, text in st.spec.depthControls.items():
            if value >= self.tax.threshold(name).value:
                st.thresholds.append(self.finding(name, value, "m", words))
                st.extra_controls.append(text)

    def _elv_gate(self, st: _State) -> None:
        volts = self.q.voltages
        if not volts:
            return
        top = max(volts)
        ac, dc = self.tax.threshold("elvMaxVoltsAC").value, self.tax.threshold("elvMaxVoltsDC").value
        elv_only = all(v <= (dc if kind == "DC" else ac) for v, kind, _ in volts)
        power = any(rx.search(s.norm) for s in self.spans for rx in self.tax.power_rx)
        st.thresholds.append(self.finding("elvMaxVoltsAC", top[0], "V", top[2], met=not elv_only))
        if elv_only and not power:
            st.hits.clear()
            self.note(top[2], st.spec.id, f"extra-low voltage only (≤ {ac:g} V AC / {dc:g} V DC)", st)
        elif top[0] > self.tax.threshold("highVoltageV").value and not live_sources(self.spans, with_stored=False):
            st.extra_controls.append("High voltage: switching programme and authorised person; earths applied")


def _task_part(norm: str, start: int, end: int) -> tuple[int, int]:
    """The part of a clause a qualifier of one task covers: from the contrast or "then" before its words to the one
    after them ("Change the valve at ground level, then climb the ladder to the roof": the climb is past it)."""
    before = [c.end() for c in _CONTRAST.finditer(norm, 0, start)]
    after = _CONTRAST.search(norm, end)
    return (before[-1] if before else 0, after.start() if after else len(norm))


def _covered(st: _State, states: dict[str, _State], m: _Matcher) -> None:
    """Implied cues of a hazard in a sentence where a `coveredBy` hazard has an explicit cue describe that work (the
    welder who repaired a handrail did hot work, not separate mechanical work): dropped, and listed."""
    for other in st.spec.coveredBy:
        cover = states[other]
        # issue 12 round 16 (x17r1): every sentence that says the covering work, not only the one with its best hit per
        # cue (a title "Weld handrail repair on jetty" took the welding cue's best hit, and the description's "Weld a
        # repair on the jetty handrail post" lost its cover); only the cues the covering hazard still holds count
        explicit = {
            _sentence_of(h)
            for h in [*cover.hits.values(), *(h for h in cover.seconds if h.cue in cover.hits)]
            if h.role == "primary" and h.strength >= EXPLICIT_CUE and h.field not in ("area", "hazards")
        }
        for cid, hit in list(st.hits.items()):
            if hit.strength >= EXPLICIT_CUE or hit.field in ("area", "hazards") or _sentence_of(hit) not in explicit:
                continue
            rxs = m.tax.cue_rx.get((st.spec.id, cid), [])
            if any(span.sentence not in explicit and any(rx.search(span.norm) for rx in rxs) for span in m.spans):
                continue  # the same cue also describes work elsewhere in the order
            del st.hits[cid]
            work = states[other].spec.name.split(" (")[0].lower()
            m.note(hit.phrase, st.spec.id, f"part of the {work} in the same sentence", st)


def _rationale(st: _State, threshold: float) -> str:
    hits = sorted(st.hits.values(), key=lambda h: -h.strength)
    said = "; ".join(f"'{h.phrase}' ({h.label}, {h.strength:.2f})" for h in hits[:5])
    parts = [f"{st.spec.name}: {said}"]
    parts += [
        f"{t.name} {t.value:g} {t.unit} {'≥' if t.met else '<'} {t.limit:g} {t.unit} ({t.source})"
        for t in st.thresholds
    ]
    if st.negations:
        parts.append("ignored: " + "; ".join(f"'{p}' ({r})" for p, r in st.negations.items()))
    n = len(st.hits)
    verdict = f"confidence {st.confidence:.2f} from {n} independent cue{'s' if n != 1 else ''}"
    if st.spec.permitTypes:
        verdict += (
            f", calls for {', '.join(st.spec.permitTypes)}"
            if st.confidence >= threshold
            else f", below the permit threshold {threshold:g}: supervisor to judge"
        )
    return ". ".join([*parts, verdict]) + "."


def assess(
    fields: dict[str, str | None],
    area: str | None = None,
    equipment: list[str] | None = None,
    taxonomy: HazardTaxonomy | None = None,
    use_semantic: bool = True,
) -> HazardAssessment:
    """Hazards, the permit types they call for and the phrases that were negated, for one job description."""
    tax = taxonomy or default_taxonomy()
    fields, equipment, read_as = _read(tax, fields, equipment)
    spans = split_fields({**fields, "equipment": list(equipment or [])})
    area = area or _area_named(tax, " ".join(norm[:end] for norm, end in _unsigned(spans)))
    m = _Matcher(tax, spans, area)
    issue = tax.spec.issueThreshold
    m.global_exclusion()
    states = {h.id: m.run(h) for h in tax.spec.hazards}
    if use_semantic:
        explained = {
            _sentence_of(hit)
            for st in states.values()
            for hit in st.every_hit
            if hit.role == "primary" and hit.strength >= EXPLICIT_CUE and st.spec.permitTypes
        }  # every sentence an explicit cue explains, not only the one of each cue's best hit
        m.semantic_hits = m.semantic_pass(explained)
        for hid in m.semantic_hits:
            states[hid] = m.run(tax.by_id[hid])
    for st in states.values():
        _covered(st, states, m)
    matched = {k for k, s in states.items() if s.matched}
    for hid in list(matched):
        if states[hid].spec.requiresAny and not matched & set(states[hid].spec.requiresAny):
            matched.discard(hid)
    setting_findings = _setting_gate(states, matched, m, area)
    for hid in list(matched):
        st = states[hid]
        for other in st.spec.supportedBy:
            if other in matched:
                st.add(
                    CueHit(
                        cue=f"SUPPORT-{other}",
                        label="related hazard present",
                        phrase=tax.by_id[other].name,
                        field="hazards",
                        strength=0.2,
                        role="supporting",
                    )
                )
    for hid, st in states.items():
        for d in st.spec.derivedFrom:
            parent = states.get(d.hazard)
            if d.hazard in matched and parent.confidence >= issue and not (d.outdoorOnly and tax.is_indoor(area)):
                strength = round(d.strength * states[d.hazard].confidence, 3)
                st.add(
                    CueHit(
                        cue=f"FROM-{d.hazard}",
                        label=d.label,
                        phrase=tax.by_id[d.hazard].name,
                        field="hazards",
                        strength=strength,
                        role="primary" if hid not in matched else "supporting",
                    )
                )
                matched.add(hid)
    out: list[HazardMatch] = []
    for hid in matched:
        st = states[hid]
        controls = list(dict.fromkeys([*st.spec.controls, *st.extra_controls]))
        out.append(
            HazardMatch(
                id=hid,
                name=st.spec.name,
                permitTypes=st.spec.permitTypes,
                confidence=st.confidence,
                permitRequired=bool(st.spec.permitTypes) and st.confidence >= issue,
                rationale=_rationale(st, issue),
                suggestedControls=controls,
                triggers=list(dict.fromkeys(h.phrase for h in st.hits.values() if h.field != "hazards")),
                negations=list(st.negations),
                thresholds=st.thresholds,
                evidence=sorted(st.hits.values(), key=lambda h: -h.strength),
                layers=sorted({h.layer for h in st.hits.values() if h.field != "hazards"}),
                topicWords=list(
                    dict.fromkeys([*st.spec.synonyms, *st.spec.activities, *st.spec.equipment, *st.spec.materials])
                ),
            )
        )
    out.sort(key=lambda h: (-h.confidence, h.id))
    findings = [
        _conflict(states[h.id], h, m)
        for h in out
        if h.permitRequired
        and (states[h.id].statements or _denied_elsewhere(states[h.id], m))
        and any(e.field != "hazards" for e in h.evidence)
    ]
    for st in states.values():
        if st.superseded and st.spec.permitTypes:
            revision, passages = st.superseded
            findings.append(
                ScopeFinding(
                    code="SCOPE-UPDATE",
                    hazardId=st.spec.id,
                    hazard=st.spec.name,
                    permitTypes=st.spec.permitTypes,
                    statement=revision,
                    work=passages[:5],
                    message=f"SCOPE-UPDATE: the later revision '{revision}' supersedes "
                    f"{', '.join(repr(p) for p in passages[:3])}; {', '.join(st.spec.permitTypes)} not raised for it. "
                    "Reviewer: confirm the revised scope before the permit is issued",
                )
            )
    for clause, ids in m.neighbours.items():
        findings.append(
            ScopeFinding(
                code="SIMOPS-NEIGHBOUR",
                hazardId=sorted(ids)[0],
                hazard=", ".join(tax.by_id[i].name for i in sorted(ids)),
                permitTypes=sorted({t for i in ids for t in tax.by_id[i].permitTypes}),
                statement=clause,
                work=[],
                message=f"SIMOPS-NEIGHBOUR: '{clause}' describes another job nearby or at the same time; not raised "
                "as this job's permit: the SIMOPS coordinator checks it against the live permits",
            )
        )
    findings.extend(setting_findings)
    text_fields = " ".join(v for k, v in fields.items() if v)
    if not any(h.permitRequired for h in out) and not describes_work(
        " ".join(work_text(v) for v in fields.values() if v)
    ):
        findings.append(
            ScopeFinding(
                code="NEEDS-REVIEW",
                hazardId="",
                hazard="",
                permitTypes=[],
                statement=text_fields[:200],
                work=[],
                message="NEEDS-REVIEW: the work order describes no work that can be assessed (empty, placeholder or "
                "unrelated text); no permit is proposed until the requester says what the job is",
            )
        )
    calls: list[PermitTypeCall] = []
    for ptype in PermitType:
        reasons = [h for h in out if h.permitRequired and ptype.value in h.permitTypes]
        if reasons:
            calls.append(
                PermitTypeCall(
                    type=ptype.value,
                    code=ptype.code,
                    reasons=[h.id for h in reasons],
                    confidence=max(h.confidence for h in reasons),
                )
            )
    return HazardAssessment(
        hazards=out,
        permitTypes=calls,
        negated=list(m.negated.values()),
        findings=findings,
        disregarded=[Disregarded(sentence=m.sentence_text[k][:300], addressedBy=v) for k, v in m.addressed.items()],
        liveSources=live_sources(spans),
        gasTests=_gas_rows(
            rows_for_text(" ".join(s.text for s in spans)),
            out,
            " ".join(s.norm for s in spans),
            hydrocarbon=m.area_class == "hydrocarbon",
        ),
        layers=m.layers,
        readAs=read_as,
        taxonomyVersion=tax.version,
        issueThreshold=issue,
    )


_NAMED_MEDIUM = re.compile(
    r"\b(?:water|steam|condensate|air(?!\s+(?:driven|operated|powered|actuated|motors?)\b)|nitrogen|n2|argon|co2|oxygen|"
    r"helium|glycol|brine|caustic|acid|hydraulic(?!\s+(?:driven|operated|powered|actuated|motors?)\b)|lube|"
    r"lubricating|instrument air|seal oil|thermal oil|ammonia|chlorine|sludge|slurry|effluent|sewage|milk|juice|beer|"
    r"wine|syrup|paint|resin|cement|grout|concrete)\b"
)
"""A medium the order names for the line it opens (cooling water, steam, instrument air, glycol): a line break on it
needs no flammable test for want of a name. Air or hydraulics that drive a tool or pump ("air-driven diaphragm pump",
issue 12 round 14) power the work; they are not what the line holds."""


_INERT_BLANKET = re.compile(
    r"\b(?:n2|nitrogen|inert(?:\s+gas)?)[\s-]*blanket\w*|\bblanketed\s+(?:with|under)\s+(?:n2|nitrogen)\b"
)
"""Plant kept under a nitrogen blanket (round 13b): the blanket is there because what it covers is flammable, so a
line break on it tests for flammable gas though the only medium the order names is the nitrogen ("agitator seal change
on R-1, N2 blanket header stays in service"); a fire blanket is no inert one."""


def _said(hazard: HazardMatch) -> str:
    """The words that raised a hazard (its first trigger), else its name: what a gas row says it was added for."""
    return next(iter(hazard.triggers), hazard.name)


def _gas_rows(
    rows: list[GasRow], hazards: list[HazardMatch], text: str = "", *, hydrocarbon: bool = False
) -> list[GasRow]:
    """The rows the text names, plus oxygen and flammables for an entry that names none (issue 12 rounds 10, 11): the
    atmosphere of a space is tested for oxygen first, then for combustible gases, then for toxics, whatever the order
    says is in it (OSHA 29 CFR 1910.146(c)(5)(ii)(C), (d)(5)(iii) and Appendix B), so "Fitter climbs into the water
    box" gets O2 and LEL rows quoting the words that raised the entry. A line break on plant whose contents the order
    never names ("bleed the discharge of P-204 to a bucket, swap the gauge") gets an LEL row too: doubt adds a test.
    Hot work and an engine or vehicle brought into the area are ignition sources: their permits test for flammable gas
    before the work (NFPA 51B 5.3; issue 12 round 12), so they get an LEL row whatever the order names. So does a
    line break or transfer in a hydrocarbon area (a loading rack's drain sump pumped out, issue 12 round 14): what the
    plant there holds or drains may be product, whatever else the order names, and so does ground broken there (round
    18)."""
    entry = next((h for h in hazards if h.permitRequired and "Confined Space Entry" in h.permitTypes), None)
    brk = next((h for h in hazards if h.permitRequired and h.id == "HZ-PROCESS-ENERGY"), None)
    wanted: list[tuple[str, str]] = []
    if entry is not None:
        wanted += [("O2", f"entry: {_said(entry)}"), ("LEL", f"entry: {_said(entry)}")]
    if brk is not None and not rows and not _NAMED_MEDIUM.search(text.lower()):
        wanted.append(("LEL", f"line break, contents not named: {_said(brk)}"))
    elif brk is not None and (m := _INERT_BLANKET.search(text.lower())):
        wanted.append(("LEL", f"line break on plant kept under an inert blanket: {m.group(0)}"))
    elif brk is not None and hydrocarbon:
        wanted.append(("LEL", f"line break in a hydrocarbon area: {_said(brk)}"))
    for ptype, why in (("Hot Work", "hot work"), ("Vehicle Entry", "vehicle or engine in the area")):
        if (h := next((h for h in hazards if h.permitRequired and ptype in h.permitTypes), None)) is not None:
            wanted.append(("LEL", f"{why}: {_said(h)}"))
    # issue 12 round 18 (t21a, tune20 UIT-041): ground broken in a hydrocarbon area (a monitoring well augered at a
    # loading rack) may meet product in the soil or a struck line: a flammable-gas test before and during the dig, as a
    # line break there gets, and no longer only when a vehicle happened to be read in the same order
    dig = next((h for h in hazards if h.permitRequired and "Excavation" in h.permitTypes), None)
    if dig is not None and hydrocarbon:
        wanted.append(("LEL", f"ground broken in a hydrocarbon area: {_said(dig)}"))
    added: list[GasRow] = []
    for gas, named in wanted:
        if any(r.gas == gas for r in [*rows, *added]) or (sub := substance_for(gas)) is None:
            continue
        added.append(GasRow(gas=sub.gas, limit=sub.limit, ruleId=sub.id, source=sub.source, namedBy=named[:120]))
    return [*added, *rows]


def _read(
    tax: HazardTaxonomy, fields: dict[str, str | None], equipment: list[str] | None
) -> tuple[dict[str, str | None], list[str] | None, list[ReadAs]]:
    """Every field read as people write (misspellings, shorthand, check lists, pronoun objects); each rewrite listed."""
    out: list[ReadAs] = []

    def one(text: str | None) -> str | None:
        if not text:
            return text
        read, readings = read_as_written(text, tax.spelling_words, tax.not_typos)
        out.extend(ReadAs(written=r.written, read=r.read, reason=r.reason) for r in readings)
        return read

    fields = {k: one(v) for k, v in fields.items()}
    equipment = [one(e) or "" for e in equipment] if equipment else equipment
    return fields, equipment, list({(r.written, r.read): r for r in out}.values())


def _setting(m: _Matcher, area: str | None) -> str | None:
    """The office, canteen, lab, IT or training room, car park the order is set in, when neither its text nor its
    equipment list names plant or process equipment or a plant tag; None for plant work."""
    spec = m.tax.spec.nonIndustrialSetting
    if spec is None:
        return None
    text = [s for s in m.spans if s.sentence not in m.addressed]
    if _plant_named(m):
        return None  # plant named; an area's own name ("tank farm site office") is where, not what
    if area and area.strip().lower() in {a.lower() for a in spec.areas}:
        return area.strip()
    place_rx = m.prefilter.keep(m.tax.setting_place_rx)
    for norm, end in _unsigned(text):
        for rx in place_rx:
            for found in rx.finditer(norm):
                if found.start() >= end:
                    continue  # the sender's signature
                if _NEAR_PLACE.search(norm[max(0, found.start() - 40) : found.start()]):
                    continue
                if _PLACE_AS_MODIFIER.match(norm[found.end() :]):
                    continue
                return found.group(0)
    return None


_SIGN_OFF = re.compile(
    r"(?:^|[,.;!]\s*)(?:(?:kind|best|warm|many|with)\s+)?(?:regards|rgds|thanks|thank\s+you|cheers|sincerely|"
    r"yours\s+(?:faithfully|sincerely|truly))\b(?!\s+(?:to|for)\b)"
)
"""An e-mail's sign-off ("Regards, Jo Smith, Admin Building, Head Office Reception", issue 12 round 20, blackbox26b
class 3): the office, reception or car park named after it is the sender's address, not where the work is done, so it
never sets the order in a non-industrial setting (a thanks "for" or "to" someone is not a sign-off)."""


def _unsigned(spans: list[Span]) -> Iterator[tuple[str, int]]:
    """Each clause's matchable text and where an e-mail's signature starts in it (its length when none does): a field
    is read up to its first sign-off (`_SIGN_OFF`), and its clauses after that one are left out."""
    signed: set[str] = set()
    for s in spans:
        if s.field in signed:
            continue
        if sign_off := _SIGN_OFF.search(s.norm):
            signed.add(s.field)
            yield s.norm, sign_off.start()
        else:
            yield s.norm, len(s.norm)


_NEAR_PLACE = re.compile(
    r"\b(?:near|nearby|beside|next\s+to|close\s+to|adjacent\s+to|away\s+from|outside|behind|opposite|towards?|past|"
    r"from|into|around|alongside|than)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?$"
)
"""A place named after a word of proximity ("too close to the canteen", "outside the site office") is a neighbour of
the work, not the setting it is done in."""
_PLACE_AS_MODIFIER = re.compile(
    r"\s+(?:(?:phone|telephone|voice|radio|shift|handover|daily|written)\s+)?(?:notes?|memos?|messages?|e ?mails?|"
    r"staff|managers?|clerks?|administrators?|team|hours|procedures?|records?|systems?|software|computers?|supplies|"
    r"stationery|phone|telephone|calls?|logs?|requests?|bookings?)\b"
)
"""A place word that only qualifies a note, a person or a system ("PTW office note", "office staff", round 9: "permit
office phone note", "office call log") is not where the work is."""


def _setting_gate(states: dict[str, _State], matched: set[str], m: _Matcher, area: str | None) -> list[ScopeFinding]:
    """In a non-industrial setting with no plant named, a permit hazard needs a threshold met (voltage above ELV,
    height, depth, load) or a strong cue (an industrial act: weld, dig, enter, lock out, scaffold); a trigger word
    alone, or the semantic layer alone, is read as a mention. Each such hazard is listed in `negated` with its phrase
    and asked about in a SETTING-REVIEW finding: safety first, a person confirms before anything is dropped for good."""
    place = _setting(m, area)
    frame_rx = m.prefilter.keep(m.tax.setting_frame_rx)
    if place is None and not (frame_rx and m.area_class not in ("process", "hydrocarbon") and not _plant_named(m)):
        return []  # in a process or hydrocarbon area a frame word is no reason to doubt the work
    strong = set(m.tax.spec.nonIndustrialSetting.strongCues)
    findings = []
    for hid in sorted(matched):
        st = states[hid]
        if not st.spec.permitTypes or any(t.met for t in st.thresholds):
            continue
        primary = [h for h in st.hits.values() if h.role == "primary" and h.field != "hazards"]
        if not primary:
            continue
        if place is None:
            frames = [
                _frame_object(hid, h, m, frame_rx)
                if h.cue in strong and h.layer == "taxonomy"
                else _frame_of(h, m, frame_rx)
                for h in primary
            ]
            if not all(frames):
                continue  # a trigger outside any non-physical clause ("..., then hot tap the line") is work
            _gate_out(st, hid, primary, matched, m, frames[0], f"non-physical work ('{frames[0]}')", findings)
            continue
        if any(h.cue in strong and h.layer == "taxonomy" for h in primary):
            continue
        if any(_isolates_electrical(h, m) for h in primary):
            continue
        _gate_out(st, hid, primary, matched, m, place, f"non-industrial setting ({place})", findings)
    return findings


_ISOLATE_ACT = re.compile(r"\bisolat(?:e|es|ed|ing)\b")


def _isolates_electrical(hit: CueHit, m: _Matcher) -> bool:
    """issue 12 round 21 (lead, blackbox28): an isolation said of named electrical plant in its own clause ("Hospital
    kitchen: isolate and replace the faulty 3-phase contactor") is an electrical isolation in any setting; "isolate"
    alone is weak (an area, a patient, a sample), so ELEC-ISOLATE is not a strong cue by itself. The act is searched
    for in the phrase, not matched at its start: the phrase may begin with who does it ("Lab technician to isolate and
    replace the faulty contactor", round 22, blackbox28 class 1)."""
    if hit.cue != "ELEC-ISOLATE" or hit.layer != "taxonomy" or hit._at is None:
        return False
    if not _ISOLATE_ACT.search(hit.phrase.lower()):
        return False  # the noun ("a contact list for electrical isolations") names no act
    return any(rx.search(m.spans[hit._at[0]].norm) for rx in m.tax.elec_rx)


_SEQUENCE = re.compile(r"\b(?:then|afterwards?|after|followed|next|now|once|before|later|job|task|also|plus)\b")
"""A sequence word between a non-physical frame and a trigger ("meeting at 09:00, then weld the bracket") starts
the job itself: the trigger is read as work."""


_REFERENCE = re.compile(
    r"\b(?:per|under|to|with|following|see|ref|according\s+to|accordance\s+with)\s+(?:the\s+|our\s+|this\s+)?$"
)
"""A frame word cited as the authority for the work ("as per the contract, hot tap the line") is not the work."""


def _plant_named(m: _Matcher) -> bool:
    """The order's text or equipment list names plant or process equipment or a plant tag (area names excepted)."""
    unnamed = [m.tax.area_name_rx.sub(" ", s.norm) for s in m.spans if s.sentence not in m.addressed]
    plant_rx = Prefilter(m.tax.literals, unnamed).keep(m.tax.plant_object_rx)
    return any(rx.search(norm) for norm in unnamed for rx in plant_rx)


def _frame_of(hit: CueHit, m: _Matcher, frame_rx: list[re.Pattern[str]]) -> str | None:
    """The non-physical work ("budget", "contract", "newsletter") named in the hit's own clause with no sequence
    word between it and the trigger; None when the trigger is not inside such a clause."""
    phrase = hit.phrase.lower()
    for idx, s in enumerate(m.spans):
        if s.sentence != _sentence_of(hit) or s.sentence in m.addressed:
            continue
        at = s.text.lower().find(phrase)
        if at < 0:
            continue
        if (cut := m.meeting_cuts.get(s.sentence)) is not None and (idx, at) >= cut:
            continue  # issue 12 round 17 (z19br): the work after the meeting that agreed it, not the meeting's topic
        for rx in frame_rx:
            for f in rx.finditer(s.norm):
                lo, hi = min(f.start(), at), max(f.end(), at + len(phrase))
                if not _SEQUENCE.search(s.norm[lo:hi]) and not _REFERENCE.search(
                    s.norm[max(0, f.start() - 20) : f.start()]
                ):
                    return f.group(0)
    return None


_OBJECT_LEAD = re.compile(
    r"\s+(?:(?:into|through|over)\s+)?(?:(?:the|a|an|our|this|that|your|their|its|all|two|both)\s+)?"
)


def _frame_object(hid: str, hit: CueHit, m: _Matcher, frame_rx: list[re.Pattern[str]]) -> str | None:
    """An industrial act whose own object is non-physical work ("weld the two budgets", "dig through the contract"):
    the frame word must follow the act's words at once (a determiner and one word between at most); None for any
    other object, so "lock out the UPS feeding the server" stays a lockout."""
    rxs = m.tax.cue_rx.get((hid, hit.cue), [])
    phrase = hit.phrase.lower()
    for s in m.spans:
        if s.sentence != _sentence_of(hit) or s.sentence in m.addressed or phrase not in s.text.lower():
            continue
        for rx in rxs:
            for act in rx.finditer(s.norm):
                after = s.norm[act.end() :]
                lead = _OBJECT_LEAD.match(after)
                starts = [lead.end()] if lead else []
                if lead and (word := re.match(r"[a-z]+\s+", after[lead.end() :])):
                    starts.append(lead.end() + word.end())
                for at in starts:
                    for frx in frame_rx:
                        if found := frx.match(after, at):
                            return found.group(0)
    return None


def _gate_out(
    st: _State,
    hid: str,
    primary: list[CueHit],
    matched: set[str],
    m: _Matcher,
    statement: str,
    why: str,
    findings: list[ScopeFinding],
) -> None:
    """Take one hazard out as a mention: its phrases listed in `negated`, a SETTING-REVIEW finding asks about it."""
    matched.discard(hid)
    words = list(dict.fromkeys(h.phrase for h in sorted(primary, key=lambda h: -h.strength)))
    for w in words[:2]:
        m.note(w, hid, f"{why}, no plant named: read as a mention", st)
    findings.append(
        ScopeFinding(
            code="SETTING-REVIEW",
            hazardId=hid,
            hazard=st.spec.name,
            permitTypes=st.spec.permitTypes,
            statement=statement,
            work=words[:3],
            message=f"SETTING-REVIEW: {why} and no plant or process equipment named; "
            f"{', '.join(repr(w) for w in words[:2])} read as a mention, {', '.join(st.spec.permitTypes)} not "
            "raised. Reviewer: does the job touch plant, fixed wiring above 50 V, work at height or digging?",
        )
    )


def _area_named(tax: HazardTaxonomy, norm: str) -> str | None:
    """With no area field (an incident narrative, a pasted text), the plant area the text names ("in a tank farm",
    "at the loading rack"), hydrocarbon and process areas first, so area-dependent cues read as they would with the
    field filled in."""
    for name in ("hydrocarbon", "process", "utility", "nonprocess"):
        for place in tax.spec.areas.get(name, []):
            if re.search(rf"\b{re.escape(place.lower())}s?\b", norm):
                return place
    for name in ("hydrocarbon", "process", "utility", "nonprocess"):
        for rx in tax.area_word_rx.get(name, []):
            if found := rx.search(norm):
                return found.group(0)
    return None


def _denied_elsewhere(st: _State, m: _Matcher) -> dict[int, str]:
    """Denials ("no welding") of the same named activity the permit stands on in another sentence ("weld the shoe") or
    past a contrast in its own; "no mechanical digging" does not deny a hand dig."""
    out: dict[int, str] = {}
    for (sid, cue), said in st.denials.items():
        work = [h for h in st.hits.values() if h.cue == cue and h.strength >= EXPLICIT_CUE]
        if any(_sentence_of(h) != sid or m._contrast_between(st.denial_at.get((sid, cue)), h._at) for h in work):
            out[sid] = said
    return out


def _conflict(st: _State, hazard: HazardMatch, m: _Matcher) -> ScopeFinding:
    denied = [said for sid, said in _denied_elsewhere(st, m).items() if sid not in st.statements]
    statement = "; ".join(dict.fromkeys([*st.statements.values(), *denied]))
    work = list(dict.fromkeys(e.phrase for e in hazard.evidence if e.role == "primary" and e.field != "hazards"))
    return ScopeFinding(
        hazardId=hazard.id,
        hazard=hazard.name,
        permitTypes=hazard.permitTypes,
        statement=statement,
        work=work[:5],
        message=(
            f"SCOPE-CONFLICT: the work order says '{statement}' but also describes "
            f"{', '.join(repr(w) for w in work[:3])}; {', '.join(hazard.permitTypes)} kept until a person "
            "resolves it in review"
        ),
    )


def identify_hazards(
    work_order_text_fields: dict[str, str | None],
    area: str | None = None,
    equipment: list[str] | None = None,
    taxonomy: HazardTaxonomy | None = None,
) -> list[HazardMatch]:
    """Hazards found in title/description/jobPlan (any text fields) plus area and equipment, strongest first."""
    return assess(work_order_text_fields, area, equipment, taxonomy).hazards
