"""Reading a work order's words for hazard matching: clauses, negation, heights, depths, voltages and loads.

Kept apart from the matcher so the parsing rules can be read and tested on their own. Everything is pure and
deterministic. `depth_m` is also the rules engine's depth parser, so a depth means the same thing to both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

NEGATORS = frozenset(
    {
        "no",
        "not",
        "without",
        "never",
        "nor",
        "non",
        "none",
        "neither",
        "cannot",
        "excludes",
        "excluding",
        "exclude",
        "nothing",
        "cancelled",
        "canceled",
        # issue 12 round 22 (lead, blackbox29 class 1): a request to call the work off ("pls cancel the hot work
        # permit for deck 3", "CANCEL CRANE LIFT W/O 4410 - CLIENT DEFERRED") denies it as "cancelled" does
        "cancel",
        # round 9: a person-negation ("nobody to climb the stairs or go on the roof") and the Scots "nae" ("nae
        # ladders", "nae hot work") deny the activity they govern like "no"; an omission ("nobody isolated the pump")
        # stays an omission (`omission`)
        "nobody",
        "noone",
        "nae",
    }
)
NEGATOR_PAIRS = (
    ("instead", "of"),
    ("rather", "than"),
    ("in", "lieu"),
    ("can", "t"),
    ("won", "t"),
    ("don", "t"),
    ("doesn", "t"),
)
WINDOW_BREAKERS = frozenset(
    {"and", "but", "then", "because", "while", "before", "after", "until", "so", "unless", "except"}
)
NEG_WINDOW = 6
LIST_ITEM_WORDS = 3
_OR_LIST = re.compile(r"\b(?:or|nor)\b")
_POST_NEGATION = re.compile(
    r"^(?:\s*,?\s+(?:and|or|nor)\s+(?:\w+\s+)?\w+|\s+(?:lifts?|lifting|work|works|job|entry|permit|use|access|part|scope|element))?"
    r"\s+(?:(?:is|are|will|shall|must|should|may|can)\s+)?(?:(?:be|to\s+be)\s+)?(?:not\s+(?:be\s+|to\s+be\s+)?"
    r"(?:required|needed|necessary|permitted|allowed|used|planned|involved|carried\s+out|performed|applicable|"
    r"req\W?d)(?![\w'])|n\s*/?\s*a(?=\s*(?:$|[.;,)]))"
    r"|not\s+(?:part\s+of|included\s+in|in|within|covered\s+by)\s+(?:the\s+|this\s+|our\s+)?(?:scope|job|work|task|"
    r"package|work\s*order|wo)\b|(?:out\s+of|outside(?:\s+of)?)\s+(?:the\s+|this\s+)?(?:job\s+)?scope"
    r"|prohibited|forbidden|excluded|banned|cancell?ed|cancel\s+(?:it|that|this|them)\b(?!\s+(?:if|when|unless|should|in\s+case))|(?:deleted|dropped|scrapped)(?=\s*(?:$|[.;,)]|from\s+(?:the\s+)?"
    r"(?:scope|job|work|order|plan|package)))|no\s+longer\s+(?:required|needed))\b"
)
"""After the match: "is not required", "will not be used", "n/a" at the end of its clause ("CSE n/a."), "grinding
and torches are not to be used", "is not part of
this job", "is outside the scope"; one more item joined by and/or shares the negation. "Dropped" is a scope word only
at the end of its clause or before "from the scope": "the chain slipped and the skid dropped half a metre" is a fall."""
_POST_WITHDRAWN = re.compile(
    r"^\s+(?:of|on|for|to|at)\s+(?:the\s+|all\s+|this\s+|these\s+)?(?:[\w-]+\s+){0,4}?(?:(?:is|are|has|have|been|was|"
    r"were|now|hereby)\s+)*(?:deleted|cancell?ed|withdrawn|scrapped|superseded|struck\s+out|(?:removed\W+)?replaced\s+"
    r"(?:by|with)|removed\s+from\s+(?:the\s+)?(?:scope|job|order|plan|package))\b(?!\s+(?:due|because|owing|until|till|"
    r"for\s+(?:today|now|the\s+day)|today|tonight|pending))"
)
"""After the activity and its object, a revision that takes it out of the order ("RT of W-17 deleted, PAUT in lieu",
"X-ray of butt welds W1-W6 removed, replaced by TOFD", "the gamma shot on spool 7 is withdrawn"): issue 12 round 11. A
postponement ("cancelled due to wind", "cancelled until Tuesday") is not a revision of scope."""
_ABBREVIATION = r"(?<!\d\sin)(?<!\din)(?<!approx)(?<!\bdia)(?<!\bnom)(?<!\bincl)(?<!\be\.g)(?<!\bi\.e)(?<!\be)(?<!\bi)"
_ABBREVIATION += r"(?<!\bcl)(?<!\bcls)(?<!\bpara)(?<!\bsched)(?<!\bart)(?<!\bapp)(?<!\bel)(?<!\belev)"
_ABBREVIATION += r"(?!(?:(?<=\bno)|(?<=\bnos)|(?<=\bnr)|(?<=\bnum))\.\s*#?\d)"
"""A full stop that ends an abbreviation ("6 in. hose", "approx. 3 m", "e.g.", a contract's "cl. 7.2", a number's
"No. 3 cargo hold", "Nos. 2 and 4 ballast tanks") is not the end of a sentence. "No." ends one when no figure follows
("Any entry? No. Work from the deck."); before round 21 "Enter No. 2 ballast tank" was split after "No" and read no
entry."""
_TAG_STOP = r"|(?<=[A-Za-z]-\d)\.(?=\s+[A-Z])|(?<=[A-Za-z]-\d\d)\.(?=\s+[A-Z])|(?<=[A-Za-z]-\d\d\d)\.(?=\s+[A-Z])"
"""A full stop after a tag ending in a digit ("... to pump P-3. REV 2: ...") ends the sentence; a decimal does not."""
_CLAUSE_SPLIT = re.compile(
    r"(?<!\d)" + _ABBREVIATION + r"\.(?!\d)" + _TAG_STOP + r"|[;!?|\n\r]|:\s|\s[-\u2013\u2014]\s", re.IGNORECASE
)
_SENTENCE_SPLIT = re.compile(r"(?<!\d)" + _ABBREVIATION + r"\.(?!\d)" + _TAG_STOP + r"|[!?\n\r]", re.IGNORECASE)
_NUM = r"(\d+(?:\.\d+)?)"
_LEN_UNIT = r"(m|metres?|meters?|ft|feet|foot)"
_NOT_HEIGHT_AFTER = (
    # issue 12 round 18 (t21a, tune20): a figure in metres below ground level ("hand auger to 2.0 m bgl", "screen at
    # 3 m bgs", "to 1.5 m BGL") is a depth, not a height
    r"(?!\s*(?:/|radius|from|away|long|wide|deep|depth|below|bg[ls]\b|b\.g\.[ls]\b|dia\b|diameter|id\b|od\b|lengths?|of\b|apart|back|x\b|"
    r"(?:on\s+)?(?:either|each|both|one)\s+(?:sides?|ways?|ends?)\b|beyond|past\b|along|around|behind|ahead|short\s+of|clear\s+of|"
    r"horizontal|travel|lateral|run|span|boom|reach|m3|m2|\d|"
    # issue 12 round 22 (t28e, tune24 UMT-017): a manhole's depth to its benching or invert ("MH-13 (3.2 m to
    # benching, step irons)") is how far down the way in goes, not a height anyone works at
    r"to\s+(?:the\s+)?(?:benching|invert)\b|(?:hand[\s-]*held\s+|telescopic\s+|extension\s+)?(?:jibs?|poles?|probes?|sticks?|rods?|"
    r"hoses?|cables?|leads?|slings?|strops?|lanyards?|sliders?|tracks?)\b|"
    # issue 12 round 16 (t18a, tune18): a height limit, restriction or clearance ("goal posts (3.5m height limit)",
    # "4.2 m max height restriction", "5 m clearance under the line") is how tall plant may be, not where anyone works
    r"(?:max(?:imum)?\s+)?(?:height\s+|headroom\s+)?(?:limits?|limiters?|restrictions?|restrictors?|barriers?|gauges?|"
    r"clearance|headroom)\b))"
)


def _height_after(before: str) -> re.Pattern[str]:
    """A height figure said right after `before` (a place, an estimate, a bracket): the number and its unit, not
    followed by a word that makes it a length, distance or limit (`_NOT_HEIGHT_AFTER`)."""
    return re.compile(before + _NUM + r"\s*" + _LEN_UNIT + r"\b" + _NOT_HEIGHT_AFTER)


_HEIGHT_PATTERNS = (
    re.compile(
        _NUM + r"\s*" + _LEN_UNIT + r"\b\s*(?:high|tall|up\b|above\s+(?:the\s+)?(?:grade|ground|floor|deck|"
        r"platform|road|water|level|stage|street|pavement|quay|wharf|sea(?!\s+level)|river|tracks?|rails?|yard|pit|slab|stalls|"
        r"auditorium|shop\s+floor|car\s+park|concourse|nave|aisle|atrium|lobby|foyer|basement|hall|rocks?|beach|shore|"
        r"canal|dock|roadway|carriageway|footway|track\s*bed|courtyard|forecourt|pool|basin|seats|seating|landing|"
        r"(?!(?:\w+\s+)?(?:sea|flood|design|tide|tidal|formation|invert)\b|ordnance)"
        r"(?:\w+\s+){1,2}(?:floor|deck|ground|level)(?!\s+(?:plan|drawing|layout|survey)))|elevation|agl|el\b(?!\s*-)|"
        r"height(?!\s+(?:limits?|limiters?|restrictions?|restrictors?|barriers?|gauges?|clearance)\b)|"
        # issue 12 round 18 (t21d, blackbox21b): "above" with no place after it, said of where a person is ("the rigger
        # on the grid 12 m above had to lower it", "he stood 4 m above, on the truss"): the figure is his height
        r"above(?=\s*(?:[,;:.!?)]|$)|\s+(?:had|has|have|was|were|is|are|when|while|and|but|so|then|with|without|who|"
        r"which|where|could|couldn|needed|needs|must|shouted|called|dropped|lowered)\b)|"
        # issue 12 round 18 (t21d, blackbox21b): a drop of that figure ("leaned over the 3 m drop of the clarifier
        # wall", "a 4 m sheer drop to the yard"): the height a person at its edge would fall; a drop test or a drop in
        # pressure or level is not
        r"(?:sheer\s+|vertical\s+|unguarded\s+|open\s+)?drops?\b(?=\s*(?:[,;:.!?)]|$)|\s+(?:of|to|into|below|beneath|onto|"
        r"over|where|with|without|behind|beside|off)\b(?!\s+(?:the\s+)?(?:pressure|head|levels?|water|flow|fluid|liquid|"
        r"oil|product|voltage|temperature)\b)))"
    ),
    _height_after(
        r"\b(?:at|to|height\s+of|heights?\s+(?:up\s+)?to|elevation(?:\s+of)?|el\.?|up\s+to|reaching|reach|on|"
        r"(?:top\s+)?platform|top\s+step|standing\s+height|working\s+height)\s+"
        r"(?:the\s+)?(?:about\s+|approx\.?\s+|approximately\s+|~\s*)?\+?"  # an elevation: "EL +14 m"
    ),
    # issue 12 round 18 (t22a, blackbox22 class 3): the height said as second-language English writes it, with no "at"
    # or "of" ("on height 4 m", "on the height 8 m", "Height work 6 m on the pipe rack", "welding works on height 5 m"),
    # as "at height 4 m" and "height of 6 m" already are; a lift, hook, stacking, fill, liquid or vehicle height and a
    # maximum, and a cloud ceiling in a weather bulletin (tune10 UYT-028), are no height anyone works at; a limit or
    # clearance after the figure is excluded as above
    _height_after(
        r"(?<!\bmax\s)(?<!\bmaximum\s)(?<!\blift\s)(?<!\blifting\s)(?<!\bhook\s)(?<!\bstack\s)(?<!\bstacking\s)"
        r"(?<!\bfill\s)(?<!\bfilling\s)(?<!\bliquid\s)(?<!\blevel\s)(?<!\bvehicle\s)(?<!\bload\s)(?<!\btruck\s)"
        r"(?<!\bbed\s)(?<!\bwave\s)(?<!\bsnow\s)(?<!\bwater\s)(?<!\bhead\s)(?<!\bbarrier\s)(?<!\bdoor\s)"
        r"(?<!\bceiling\s)(?<!\bcloud\s)(?<!\btide\s)(?<!\bflood\s)(?<!\bplume\s)(?<!\bflame\s)(?<!\bjump\s)"
        r"\bheights?\s+(?:works?\s+|working\s+)?(?:is\s+|approx\.?\s+|about\s+|~\s*)?"
    ),
    _height_after(r"\(\s*"),
    # issue 12 round 15 (x15b, blackbox16b class 8): the bracketed figure said as an estimate too ("over the edge of
    # the pipe rack (approx 5 m, no handrail)"), only after an edge or a raised place: "racks are 42U (about 6.5 ft),
    # reachable from the floor" is the size of a thing
    _height_after(
        r"\b(?:edges?|sides?|pipe\s*racks?|roofs?|platforms?|gantr(?:y|ies)|walkways?|catwalks?|ledges?|structures?|"
        r"steelwork|beams?|decks?|mezzanines?|openings?|parapets?|scaffold\w*|towers?|tops?)\s*"
        r"\(\s*(?:about\s+|approx\.?\s*|approximately\s+|abt\.?\s*|around\s+|circa\s+|ca\.?\s+|~\s*)"
    ),
    # issue 12 round 19 (t23d, blackbox23b class 9): the estimate said after a comma right after an edge, dock or ledge
    # ("stepped backwards off the loading dock edge, about 1m, twisted my ankle", "off the edge of the loading dock,
    # about 0.9m"): the height of the drop at that edge, as the bracketed estimate above is
    _height_after(
        r"\b(?:edges?|docks?|ledges?|lips?)\s*,\s*(?:about|approx\.?|approximately|abt\.?|around|roughly|circa|ca\.?|"
        r"maybe|~)\s*"
    ),
    _height_after(r"\bclimb(?:s|ed|ing)?\s+(?:up\s+)?(?:a|an|the)\s+"),
    # issue 12 round 22 (t28c, blackbox27 class 8): a step up by a figure ("Step up 1 m on a platform step") is the
    # height the feet are raised, as "on a 1 m step" is (a step, singular, added to the kit stood on below)
    _height_after(r"\bstep(?:s|ped|ping)?\s+up\s+(?:about\s+|approx\.?\s+|~\s*)?"),
    # issue 12 round 22 (t28i, blackbox30b class 1): a tower built or erected to a figure ("Build the 6 m tower stage
    # left") is the access kit the crew then works from, so its figure is the height as "off the 4 m tower" is
    re.compile(
        r"\b(?:off|from|on|using|up|build|builds|building|built|erect|erects|erecting|erected)\s+(?:a|an|the|his|her|their)\s+"
        + _NUM
        + r"\s*"
        + _LEN_UNIT
        + r"\s+"
        r"(?:(?:alloy|aluminium|aluminum|mobile|scaffold|access|fibreglass|fiberglass|extension|step)\s+)?"
        r"(?:towers?|ladders?|step\s*ladders?|steps?|podiums?|trestles?|scaffolds?|mewps?|(?:scissor|boom)\s+lifts?|"
        # issue 12 round 15 (r16b): small access kit stood on ("from the 0.8 m step stand", "off a 0.5 m kick stool")
        r"step\s*stands?|step\s*stools?|kick\s*stools?|hop[\s-]*ups?|step[\s-]*ups?)\b"
        r"(?!\s+cranes?)"
    ),
    # round 13: the figure of a raised place worked from, said before its noun, with a word either side ("from the
    # unrailed 6 m platform", "off the open 7 m deck", "onto the 9 m high gantry"); "a 30 m long platform" is a length
    re.compile(
        r"\b(?:off|from|on|onto|up|across|along)\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+)?"
        + _NUM
        + r"\s*"
        + _LEN_UNIT
        + r"\b"
        + _NOT_HEIGHT_AFTER
        + r"\s+(?:high\s+|tall\s+)?(?:[\w-]+\s+)?(?:platforms?|decks?|roofs?|gantr(?:y|ies)|walkways?|landings?|"
        r"mezzanines?|catwalks?|ledges?|pipe\s*racks?|structures?|tanks?\s+tops?|staging)\b"
    ),
    # issue 12 round 14: the figure of a tall structure whose top is worked at ("the beacon on top of the 40 m
    # chimney", "at the top of the 1 m bollard pole"): the top is that high
    re.compile(
        r"\btop\s+of\s+(?:a|an|the|its)\s+(?:[\w-]+\s+)?"
        + _NUM
        + r"\s*"
        + _LEN_UNIT
        + r"\b"
        + _NOT_HEIGHT_AFTER
        + r"\s+(?:high\s+|tall\s+)?(?:[\w-]+\s+)?(?:stacks?|chimneys?|flares?|masts?|poles?|pylons?|towers?|silos?|"
        r"columns?|posts?|lamp\s*posts?|derricks?|turbines?)\b"
    ),
    # issue 12 round 16 (x17br, blackbox17b class 6): the figure of a pole, mast or post that the work is on ("replace
    # the CCTV camera on the 10 m pole", "up the 9 m lighting column", "climb a 12 m mast"): the work is at its top; a
    # telescopic, extension or hand-held pole is a tool reached with from the ground
    re.compile(
        r"\b(?:on|up|onto|atop|climb\w*\s+(?:up\s+)?)\s+(?:a|an|the|its|that|this)\s+"
        + _NUM
        + r"\s*"
        + _LEN_UNIT
        + r"\s+(?:high\s+|tall\s+)?(?!(?:[\w-]+\s+)?(?:telescopic|extension|extending|hand[\s-]*held|cleaning|hot|"
        r"insulated|reach|washing|window|camera|inspection|survey)\b)(?:[\w-]+\s+)?(?:poles?|masts?|pylons?|"
        r"lamp\s*posts?|lighting\s+columns?|light\s+columns?|posts?|towers?|chimneys?|stacks?)\b"
    ),
    # issue 12 round 14: a ladder of a stated length that the person then climbs ("props a 3.5 m extension ladder
    # against the header support, climbs to the top"): its length is the working height; a ladder only carried or
    # stored is not climbed
    re.compile(
        r"\b(?:a|an|the|his|her|their)\s+" + _NUM + r"\s*" + _LEN_UNIT + r"\s+"
        r"(?:(?:alloy|aluminium|aluminum|fibreglass|fiberglass|extension|extending|telescopic|double|triple|combination)\s+)?"
        r"(?:step\s*)?ladders?\b(?=[^.;!?]{0,80}?\b(?:climb\w*(?!\s+(?:in|into|inside|down|out|off)\b)|goes\s+up|went\s+up|go\s+up|going\s+up|gets\s+up|got\s+up)\b)"
    ),
    # issue 12 round 16 (x17r2, blackbox17 class 4): the figure said with the rail or edge protection that is missing
    # ("riggers on casing top 3.5m no guardrail", "8 m, w/o handrail"): a rail guards a fall, so the figure is a height
    re.compile(
        _NUM + r"\s*" + _LEN_UNIT + r"\b,?\s*\(?\s*(?:no|without|w/o|with\s+no|not)\s+(?:a\s+|any\s+)?"
        # issue 12 round 16 (y18b, blackbox18b class 5): a parapet or toe board missing guards the same fall ("roof 12
        # m, no parapet")
        r"(?:(?:guard|hand|edge)\s*-?(?:rails?|railings?)|railings?|edge\s+protection|fall\s+protection|parapets?"
        r"(?:\s+walls?)?|toe\s*-?boards?)\b"
    ),
    # issue 12 round 16 (y18b, blackbox18b class 5): a roof's height written as its label ("Airport terminal roof:
    # torch-on repair, roof 12 m, no parapet", "roof level 9 m"); a roof's length, width or span is excluded as above
    _height_after(
        r"\broofs?(?:\s+(?:level|height|edge|eaves))?\s*[,:(]?\s*(?:at\s+)?(?:about\s+|approx\.?\s*|approximately\s+|abt\.?\s*|~\s*)?"
    ),
    # issue 12 round 16 (x17r2, blackbox17 class 4): the figure of the structure a person is on, said right after it
    # ("Festoon cable trolley rplc on STS boom, 45 m, harness", "riggers on casing top 3.5m"): a crane boom, a gantry,
    # a machine's top is that high; a boom's radius or reach, a length or a depth is not
    _height_after(
        r"\b(?:on|onto|at|along|up|from)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}?(?:booms?|jibs?|gantr(?:y|ies)|"
        r"girders?|masts?|steelwork|tops?|casing\s+tops?|roofs?|rafters|trusses|(?:crane\s+)?bridges?)\s*[,(]?\s*(?:at\s+)?"
        r"(?:about\s+|approx\.?\s*|approximately\s+|abt\.?\s*|~\s*)?"
    ),
    # issue 12 round 16 (y18a, blackbox18 class 3): a raised walkway, gantry or platform named with its estimated height
    # and no preposition, as a CMMS line runs ("rewld handrail section CV-03 gantry approx 9m", "walkway abt 6 m"); a
    # boom or jib estimate is its length
    _height_after(
        r"\b(?:gantr(?:y|ies)|walkways?|catwalks?|platforms?|mezzanines?|girders?|pipe\s*racks?|roofs?)\s*,?\s*\(?\s*"
        r"(?:about|approx\.?|approximately|abt\.?|circa|ca\.|~)\s*"
    ),
    # issue 12 round 14: the figure said right after the thing a person stands, kneels or climbs on, set off by a comma
    # or in brackets ("have to stand on the frame, 1.2 m, no rails", "kneel on top of the skid, about 1.5 m"); the
    # floor, ground or a deck at grade is no height
    _height_after(
        r"\b(?:stand|stands|standing|stood|kneel\w*|knelt|sit|sits|sitting|sat|perch\w*|climb\w*)\s+(?:up\s+)?"
        r"(?:on|onto|on\s+to|on\s+top\s+of|atop)\s+(?:the|a|an|its|their)\s+"
        r"(?!(?:[\w-]+\s+){0,2}?(?:floor|ground|grade|deck|slab|road|yard|pavement|concrete|bench|chair|stool)\b)"
        r"(?:[\w-]+\s+){0,2}?[\w-]+\s*[,(]\s*(?:about\s+|approx\.?\s+|approximately\s+|~\s*)?"
    ),
)
"""A height is also said as the thing climbed ("climbed an 80 m tower"); "climbed into a 9 m silo" is no height. Or
as the access kit worked from (issue 12 round 9): "refit it off the 4 m tower", "from a 3.5 m stepladder". Or above
the level a person would fall to, named as a place (round 10: "15 m above the nave", "above the turbine hall floor");
"to 1.5 m either side of the cut", "to 3 m beyond the wall" are distances along the ground, not heights, and "120 m
above sea level" is an altitude. Or (round 14) as the structure whose top is worked at ("on top of the 40 m
chimney"), the length of a ladder the person then climbs ("props a 3.5 m extension ladder ..., climbs to the top"), or
the figure said right after what a person stands or kneels on ("stand on the frame, 1.2 m, no rails")."""
DEPTH_CONTEXT = re.compile(
    r"(?:go|goes|going|went|climb\w*|lowered|descend\w*|gets?|got)\s+down\s+(?:in\s*to|inside)\b|"
    # round 13b: going down by a figure ("Going down abt 1.6 m by hand along the drain") is a depth, not a height
    r"(?<!level\s)(?:go|goes|going|went|gone)\s+down\s+(?:approx\.?\s*|about\s+|abt\.?\s*|around\s+|~\s*)?\d|"
    # issue 12 round 14: piling goes into the ground ("the piling rig struck a gas main at about 2 m"): a depth
    r"\bpiling\b|\bpile\s+(?:driv\w*|rigs?|holes?)|\b(?:driven|bored|sheet|cfa)\s+piles?\b|"
    # issue 12 round 15: a digester, digit or dignitary is no dig ("handrail on digester roof walkway at 8 m")
    r"excavat|\bdig(?!est|it|nit)|\bdug\b|trench|\bpits?\b|\bholes?\b|sump|chamber|\bdeep\b|depth|below\s+(?:grade|ground)|buried|"
    r"foundation|underground|basement|cellar(?!\s+(?:decks?|walkways?|levels?)\b)|wet\s*wells?|dry\s*wells?|boreholes?|\b(?:vac|hydro)\s*-?\s*ex\b|(?:truck|lorry|tractor)[\s-]*mounted\s+augers?|"
    r"(?:drill\w*|bor(?:e|es|ed|ing)|sink\w*|sank|sunk)\s+(?:\w+\s+){0,3}?(?:wells?|boreholes?|bore\s*holes?)\b|"
    # issue 12 round 19 (t23a, tune21 UJT-021/UJT-049): a drill sent down to a figure with nothing between ("Drill to 20
    # m", "drilling down to 12 m") and an archaeologist's hand sondage go into the ground: the figure is a depth
    r"\bdrill(?:s|ed|ing)?\s+(?:down\s+)?to\s+(?:about\s+|approx\.?\s*|~\s*)?\d+(?:\.\d+)?(?![\d.])(?!\s*(?:m|metres?|"
    r"meters?|ft|feet)?\b\s*(?:above|high|tall|up|height|elevation|el\b|agl|on\s+the\s+(?:scaffold|platform|ladder)))|"
    r"\bsondages?\b|"
    # issue 12 round 20 (t25c, tune22 UKT-044): a buried item uncovered down to a figure ("Hydro-vac truck to expose the
    # main to about 1.2 m", "uncover the cable to 0.9 m") is a depth; a figure said above, high or up is not matched
    r"\b(?:expos(?:e|es|ed|ing)|uncover(?:s|ed|ing)?)\s+(?:the\s+|a\s+|an\s+|its\s+|both\s+)?(?:[\w-]+\s+){0,3}?(?:mains?|pipes?|pipelines?|"
    r"pipework|cables?|ducts?|services?|utilit\w+|feeders?|culverts?|drains?|sewers?)\s+(?:down\s+)?to\s+(?:about\s+|approx\.?\s*|approximately\s+|around\s+|~\s*)?\d+(?:\.\d+)?(?![\d.])"
    r"(?!\s*(?:m|metres?|meters?|ft|feet)?\b\s*(?:above|high|tall|up|height|elevation|el\b|agl))|"
    r"(?:entry|enter\w*|access\w*|descen\w*)\s+(?!(?:\w+\s+){0,2}?(?:roofs?|roof\s?tops?|platforms?|tops?|decks?|"
    r"masts?|towers?|gantr\w+|lofts?|mezzanines?|canop\w+|up)\b)(?:\w+\s+){0,2}?(?:by|via|using|on|down)\s+"
    r"(?:the\s+|a\s+)?(?!step\s)(?:\w+\s+)?ladders?(?!\s+(?:up|to\s+the\s+(?:roof|top|platform)))|"
    # round 13: entry through a hatch, manway or manhole on a ladder ("One man enters thru the roof hatch on a ladder",
    # the roof being the space's own top), but not a loft or ceiling hatch climbed up into
    r"(?:entry|enter\w*|go\w*\s+in|climb\w*\s+(?:in|down))\s+(?:through|thru|via)\s+(?:the\s+|a\s+)?(?:\w+\s+){0,2}?"
    r"(?<!loft\s)(?<!ceiling\s)(?<!attic\s)(?:hatch\w*|manways?|manholes?)\s+(?:\w+\s+)?(?:by|via|using|on|down)\s+"
    r"(?:the\s+|a\s+)?(?:\w+\s+)?ladders?\b"
)
"""A figure said with digging, piling or a below-grade place is a depth, not a height; and entry by a ladder ("access
the sump via the ladder", "enters thru the roof hatch on a ladder"), but not a ladder up to a roof, platform or tank top
("access the roof via the cat ladder": a climb, not a descent), nor a step ladder, which stands on a floor and is no
way down into a space (round 13, safety 2)."""
_CLIMB_TO_TOP = re.compile(
    r"\b(?:on|at|to|onto)\s+(?:the\s+)?(?:very\s+)?top\s+of\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:(?!(?:access|reach|climb)\w*\s)\w+\s+){0,3}?\w+,?\s+"
    r"(?:(?:access\w*|reach\w*|climb\w*)\s+)?(?:by|via|using|up)\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:\w+\s+)?ladders?\b",
    re.IGNORECASE,
)
"""Work on top of a structure reached by its ladder ("change the wind sock on top of the tower, access by the fixed
ladder"): the ladder goes up to the work, so it is no entry by a ladder into a space below grade (issue 12 round 14)."""


_RAISED_KIT = re.compile(
    r"\b(?:scaffold\w*|towers?|platforms?|mewps?|scissor\s*lifts?|boom\s*lifts?|cherry\s*pickers?|podiums?)\b", re.I
)
"""issue 12 round 21 (t27e, tune23 ULT-020): raised work kit set up inside the place ("erect mobile scaffold tower
inside the chamber (platform 4 m)"): a drying or combustion chamber is worked in from a tower, so there a bare "chamber"
is no below-grade place and the figure is a height; a valve or inspection chamber stays a depth context."""


def below_grade(text: str) -> bool:
    """The text names a depth context (`DEPTH_CONTEXT`) other than a ladder climbed to the top of a structure, or than
    a chamber worked in from raised kit (`_RAISED_KIT`)."""
    text = _CLIMB_TO_TOP.sub(" ", text)
    raised = _RAISED_KIT.search(text)
    return any(m.group(0).lower() != "chamber" or not raised for m in DEPTH_CONTEXT.finditer(text))


_DIG_TO_DEPTH = re.compile(
    r"(?:excavat\w*|dig\w*|dug|trench\w*|holes?|pits?)\b[^.;\n]{0,40}?\bto\s+(?:about\s+|approx\.?\s+)?"
    + _NUM
    + r"\s*"
    + _LEN_UNIT
    + r"\b"
)
_AUGER_TO = re.compile(
    r"\bauger(?:s|ed|ing)?\s+(?:[\w-]+\s+){0,3}?(?:to|down(?:\s+to)?)\s+(?:about\s+|approx\.?\s*|~\s*)?"
    + _NUM
    + r"\s*"
    + _LEN_UNIT
    + r"\b"
)
"""issue 12 round 18 (t21a, tune20): a soil auger turned into the ground to a figure ("hand auger MW-4R to 2.0 m",
"augering down to 1.5 m for the well") goes down: that figure is a depth, not a height; another figure in the
sentence ("then climb to 3 m on the ladder") is still read as a height."""
_DEPTH_PATTERNS = (
    re.compile(
        r"(\d+(?:\.\d+)?)\s*(m|metres?|meters?|ft|feet|foot)\b\s*(?:deep|depth|below grade|bg[ls]\b)", re.I
    ),  # round 18 (t21a): "2.0 m bgl"
    re.compile(
        r"(?:depth|deep)\s*(?:of|to|:)?\s*(?:about|approx\.?|approximately|~)?\s*(\d+(?:\.\d+)?)\s*"
        r"(m|metres?|meters?|ft|feet|foot)\b",
        re.I,
    ),
    re.compile(
        r"\b(?:excavat\w*|dig\w*|dug)\s+(?:down\s+)?(?:about\s+|approx\.?\s+|approximately\s+|around\s+|~\s*)?"
        r"(\d+(?:\.\d+)?)\s*(m|metres?|meters?|ft|feet|foot)\b",
        re.I,
    ),
)
_DIG_CM = re.compile(
    r"(?:excavat\w*|dig\w*|dug|trench\w*|holes?|pits?|hand\s+tools?)\b[^.;\n]{0,40}?\b(?:to\s+|about\s+)?"
    + _NUM
    + r"\s*(cm|mm)\b|"
    + _NUM
    + r"\s*(cm|mm)\s+deep"
)
_SCRAPE_DEPTH = re.compile(
    r"\bscrap(?:e|es|ed|ing)\s+(?:down\s+|off\s+|away\s+|back\s+)?(?:about\s+|approx\.?\s+|~\s*|max\.?\s+)?"
    + _NUM
    + r"\s*(m|cm|mm)\b"
)
_OTHER_DIG = re.compile(
    r"\b(?:excavat\w*|dig\w*|dug|trench\w*|pits?|holes?|pil(?:e|es|ed|ing)|bor(?:e|es|ed|ing)|auger\w*|core\w*|"
    r"foundations?|break\w*\s+out|breaking|sheet\s+piles?|shoring)\b"
)
"""issue 12 round 16 (y18d, blackbox18 class 12): a scrape of the surface by a figure ("Hand scrape 100mm topsoil",
"scrape off 0.1m of gravel") states how deep the ground is disturbed, as a dig to a depth does; read only where the
sentence names no other dig, so "scrape 100 mm of topsoil then excavate the foundation" keeps its dig of unstated
depth."""
_INCH = r"(?:inch(?:es)?\b|\"|\u201d|\u2033|in\b\.?(?=\s*(?:deep|down|below)))"
_DIG_IN = re.compile(
    r"(?:excavat\w*|dig\w*|dug|trench\w*|holes?|pits?|hand\s+tools?)\b[^.;\n]{0,40}?\b(?:to\s+|about\s+)?"
    + _NUM
    + r"\s*"
    + _INCH
    + "|"
    + _NUM
    + r"\s*(?:inch(?:es)?|in\.?|\"|\u201d|\u2033)\s*(?:deep|depth|below\s+grade)"
)
"""A dig in inches ("18 inches deep", "hand dig to 10 in. deep", "a 24\" deep hole"): the 0.3 m hand-dig limit reads
it in metres. A bare "in" is an inch only before deep, down or below ("dig at 10 in the morning" is no depth)."""
_DIG_APPROX = re.compile(
    r"(?:excavat\w*|dig\w*|dug|trench\w*)\b[^.;\n]{0,40}?\(\s*(?:approx\.?\s*|approximately\s+|about\s+|abt\.?\s*|around\s+|"
    r"~\s*|ca\.?\s*|c\.\s*)?"
    + _NUM
    + r"\s*"
    + _LEN_UNIT
    + r"\s*\)"
    + r"|(?<!level\s)(?<!levels\s)\b(?:go|goes|going|went|gone)\s+down\s+"
    r"(?:approx\.?\s*|approximately\s+|about\s+|abt\.?\s*|around\s+|~\s*)?"
    + _NUM.replace("(", "(?P<n2>", 1)
    + r"\s*"
    + _LEN_UNIT.replace("(", "(?P<u2>", 1)
    + r"\b"
)
"""issue 12 round 13b: a dig's depth said in brackets after it ("Hand dig along drain to joint (approx 1.6 m)") or as
going down by a figure ("Going down abt 1.6 m by hand along the drain"): a depth, so a shallower figure elsewhere
("just scrape the gravel off, 10cm max") is not read as the whole job's."""
_SIZED_DIG = re.compile(_NUM + r"\s*" + _LEN_UNIT + r"\s+(?:deep\s+)?(?:trench|excavation|pit|hole|dig)\b")
_VOLTAGE = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:,\d{3})+(?![\d,])|\d+,\d{1,2}(?![\d,])|\d+(?:\.\d+)?)"
    r"(?:\s*/\s*\d+(?:\.\d+)?)?\s*(kv|v)(?:\b|(?=(?:ac|dc)\b))(?:\s*(ac|dc))?"
)
_MASS = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d{1,2}(?!\d))?|\d+\.\d+)[\s-]*(t|te|tonnes?|tons?|kg)\b"
    r"(?!\s*(?:/|chain|crane|mobile|all[\s-]terrain|crawler|tracked|excavator|forklift|hoist|lever|capacity|swl|wll|"
    r"boom|telehandler|truck|lorry|tipper|(?:\w+\s+){1,2}crane))"
)
_CAPACITY_BEFORE = re.compile(r"(?:capacity|swl|wll|rated|max(?:imum)?|up\s+to)\s*(?:of\s*)?$")
_TEMPERATURE = re.compile(_NUM + r"\s*°\s*c\b")


_ADDRESSED = re.compile(
    r"\b(?:note|instructions?|message|reminder|request)s?\s+(?:to|for)\s+(?:the\s+)?(?:ai|a\.i\.|model|assistant|llm|"
    r"planner|planning\s+tool|system|tool|bot|chatbot|classifier|agent|permit\s+(?:generator|system|tool))\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:mention|list|include|output|generate|suggest|recommend)\b"
    r"|\b(?:classify|categori[sz]e|label|treat|mark|tag|score|rate)\s+(?:this|it|the\s+(?:job|work\s*order|"
    r"task|request))(?:\s+(?:job|work\s*order|task|request))?\s+as\b"
    r"|\b(?:for|to)\s+the\s+(?:planner|ai|model|assistant|llm|scheduler|system|tool|classifier)\b"
    r"|\b(?:ai|llm|language\s+model|assistant|chatbot|classifier)\s*(?:should|must|shall|needs?\s+to|is\s+to|:)"
    r"|\b(?:ignore|disregard)\s+(?:all\s+|any\s+)?(?:previous|prior|the\s+above|above|earlier|other)\b"
    r"|\b(?:scheduling|planning|admin(?:istrative)?|system)\s+note\b",
    re.IGNORECASE,
)


def addressed_to_tool(sentence: str) -> str | None:
    """The words that make a sentence an instruction to a model, planner or tool rather than a statement about the
    work ("note to the AI", "do not mention", "classify this as", "... for the planner"), else None.

    Such a sentence never narrows the job's scope: its exclusions suppress nothing and its words raise nothing.
    """
    found = _ADDRESSED.search(sentence)
    return found.group(0) if found else None


_DESK_EXERCISE_WORDS = (
    r"(?:table|desk)[\s-]?top\s+(?:\w+\s+){0,2}?(?:exercises?|drills?|simulations?|scenarios?|games?)"
)
"""A tabletop or desktop exercise, talked through at a table, not done on the plant: a topic of talk (`_TOPIC`) and the
mark of an order whose scenario sentences are talked through (`exercise_scenarios`)."""
_TOPIC = re.compile(
    r"\b(?:classroom|refresher|seminar|lecture|e-?learning|webinar|presentation\s+(?:on|about|covering)|"
    r"training\s+(?:course|session|module|room|on|about|in)|course\s+(?:on|about|covering)|"
    r"awareness\s+(?:session|training|course)|covering\s+(?:the\s+)?(?:rules|permits?|procedures?)|"
    r"(?:course|training|session)\s+(?:\w+\s+){0,4}covering|"
    r"(?:toolbox|tool\s+box|safety|pre-?start|tailgate)\s+(?:talk|briefing|meeting|moment)s?\s+"
    # issue 12 round 17 (z19bp, blackbox19b class 11): the talk's day between it and its subject ("Toolbox talk today
    # about hazards of excavation near live cables, 22 persons attend")
    # issue 12 round 20 (t25a, blackbox25 class 10): the talk said to have covered or gone over its subject
    # ("Toolbox talk this morning covered hot work in the workshop")
    r"(?:(?:today|yesterday|this\s+morning|this\s+week)\s+)?(?:on|about|covering|covered|discussed|went\s+(?:over|through))|"
    # issue 12 round 14: a talk by its short name or held on a subject ("TBT on confined space rescue", "Toolbox talk
    # held on excavation safety at 07:00"); a talk held on site, on a day or a date names no subject
    r"\btbts?\s+(?:on|about|covering|re|regarding)\b|(?:toolbox|tool\s+box|safety|pre-?start|tailgate)\s+"
    r"(?:talk|briefing|meeting|moment)s?\s+(?:was\s+|were\s+)?(?:held|given|delivered|run|done|carried\s+out|presented)"
    r"\s+(?:on|about|covering)\s+(?!(?:the\s+)?(?:site|job|spot|location|shift|day|morning|\d|mon|tue|wed|thu|fri|sat|sun)\w*\b)|"
    r"(?:talk|briefing|discussion|video|poster|quiz|bulletin|newsletter|article|lessons?\s+learned)s?\s+"
    r"(?:on|about|covering|regarding)|"
    # issue 12 round 15 (r15c, blackbox15 class 1): the lessons learned from an incident are told, not worked ("Share
    # the lessons learned from the excavation collapse at the other site")
    r"lessons?[\s-]+learn[\w]*\s+from|"
    # issue 12 round 17 (w18b, blackbox18b class 9): lessons passed on from elsewhere ("Lessons learned shared from
    # sister plant: H2S release during line break"), and an emergency drill or exercise held or done, or held at a
    # training ground ("Confined space rescue drill done today with fire team at training tower"): practised, not
    # worked on the plant; a drill still to run on plant names no training ground and is not said done, and keeps its
    # permits ("rescue drill in tank T-4 tomorrow, entrant to enter with SCBA")
    r"lessons?[\s-]+learn[\w]*\s+(?:shared|received|circulated|passed\s+on|sent)\s+from|"
    r"(?:rescue|emergency|evacuation|response|fire|spill)\s+(?:drills?|exercises?)\s+(?:(?:was|were|has\s+been|"
    r"have\s+been)\s+)?(?:done|held|conducted|carried\s+out|completed|performed|run)\b|"
    r"(?:rescue|emergency|evacuation|response|fire|spill)\s+(?:drills?|exercises?)\b(?:\s+[\w-]+){0,8}?\s+at\s+"
    r"(?:the\s+|our\s+)?(?:fire\s+)?(?:training|drill)\s+(?:tower|ground|centre|center|school|rig|yard|facility)\b|"
    # issue 12 round 17 (z19bp, blackbox19b class 9): an incident reviewed or investigated is told over, not worked
    # ("Incident review of electric shock last month, report issued")
    r"(?:incident|accident|near[\s-]*miss)\s+(?:reviews?|investigations?|reports?)\s+(?:of|on|about|into|regarding)\b|"
    # issue 12 round 14: a tabletop or desktop exercise is talked through at a table ("Tabletop exercise on a tank
    # fire", "desktop emergency exercise: confined space rescue"), not done on the plant
    rf"{_DESK_EXERCISE_WORDS}|"
    # issue 12 round 15 (r15c, blackbox15 class 1): a risk assessment meeting or workshop talks the job through
    # ("Risk assessment meeting for next month's hot tap on the firewater line")
    r"(?:planning|review|lessons?[\s-]+learned|hazid|hazop|kick-?off|coordination|design|scoping|"
    r"risk[\s-]+assessment)\s+"
    r"(?:workshops?|meetings?|mtgs?|sessions?)|(?:workshops?|meetings?|mtgs?)\s+(?:on|about|re|regarding|concerning|"
    r"to\s+(?:plan|review|discuss))\b|"
    r"book\w*\s+(?:the\s+|a\s+)?(?:meeting|conference|training|board)\s+rooms?|"
    # issue 12 round 14: the minutes of a talk or meeting record what was said ("Minutes of toolbox talk: we discussed
    # LOTO and hot work", "Toolbox talk minutes: topic was working at height"), not work done
    r"minutes\s+of\s+(?:the\s+|a\s+|an\s+|our\s+|today'?s\s+|this\s+\w+'?s\s+)?(?:[\w-]+\s+){0,2}?(?:talks?|meetings?|"
    r"briefings?|reviews?|sessions?|calls?|workshops?|tbts?|mtgs?)|(?:talk|meeting|briefing|review|session|call|workshop|"
    # issue 12 round 14: the same minutes by the short names of a toolbox talk and a meeting ("TBT minutes - topic: hot
    # work & fire watch", "Mtg minutes: hot tap scope for next yr discussed")
    r"tbt|mtg)\s+minutes|"
    # issue 12 round 14: the topic of a talk or meeting, as a heading or said of the talk ("Topic: confined space
    # rescue, 9 attendees", "TBT - topic: hot work", "topic of the week was excavation safety")
    r"^\s*topics?\b|(?:talk|tbt|meeting|mtg|briefing|session|training|course)s?\s+topics?\b|"
    r"topics?\s+(?:was|were|is|are|discussed|covered|of\s+the\s+(?:day|week|month|talk|meeting|briefing))\b|"
    # issue 12 round 13b: a meeting's agenda lists topics to talk about ("Agenda: live bait rules, digging for worms
    # on the club field, ..."), not work; a shift's, job's or day's agenda lists the work itself
    r"(?<!shift\s)(?<!work\s)(?<!job\s)(?<!task\s)(?<!crew\s)(?<!day's\s)(?<!today's\s)(?<!todays\s)(?<!daily\s)"
    r"(?<!maintenance\s)(?<!outage\s)(?<!turnaround\s)(?<!shutdown\s)(?<!site\s)(?<!field\s)agendas?)\b",
    re.IGNORECASE,
)


_SIMUL = (
    r"(?:same\s+(?:\w+\s+)?(?:time|shift|day|night|week|window|slot|outage)|at\s+the\s+same\s+time|simultaneous\w*|"
    r"in\s+parallel|"
    r"concurrent\w*)"
)
_PROX = (
    # issue 12 round 18 (t21d, blackbox21b): a distance that says where the damage was ("a drape 2 m away scorched",
    # "the bales 5 m away caught fire") places the harm of this job's work, not another job
    r"(?:nearby|next\s+door|adjacent|neighbou?ring|close\s+by|\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet)\s+away"
    r"(?!\s+(?:(?:was|were|got|had)\s+)?(?:scorched|singed|charred|melted|ignited|caught|burn\w*|smoulder\w*|"
    r"set\s+alight|went\s+up)\b)|"
    r"same\s+(?:scaffold|platform|area|location|deck|bund|rack|bay|hall|building|room|house|shed|workshop|compound|yard|"
    r"unit|level|floor|canopy|roof|jetty|berth|pit|structure))"
)
_OTHER = (
    r"(?:jobs?|crews?|teams?|contractors?|work\s*orders?|\bwo\b|permits?|going\s+on|happens?|happening|planned|"
    r"scheduled|working|in\s+progress|under\s*way|(?:is|are)\s+(?:being\s+\w+|\w+ing)|works|takes\s+place|"
    r"(?:lifts?|jobs?|operations?|tasks?|activit(?:y|ies)|campaigns?|items?)(?:\s+\(?[\w-]+\)?,?){0,9}?\s+runs?|"
    r"goes\s+on|continues|proceeds|ongoing)"
)
_NEIGHBOUR = re.compile(
    rf"\b(?:{_SIMUL}|{_PROX})\b.*\b{_OTHER}\b|\b{_OTHER}\b.*\b(?:{_SIMUL}|{_PROX})\b", re.IGNORECASE
)


_SEPARATE = re.compile(
    r"\b(?:under|on|in|by|as|with)\s+(?:a\s+|an\s+|its\s+own\s+|their\s+own\s+)?(?:separate|different|another|other|"
    r"later|future)\s+(?:job|permit|work\s*order|wo|contract|crew|team|scope|package)s?\b"
    r"|\b(?:separate|different)\s+(?:job|work\s*order|scope|package)s?\s+(?:will|to|shall)\b"
    r"|\bunder\s+(?:wo|work\s*order|ptw|permit|job)\s*(?:no\.?\s*)?[-#:]?\s*(?:[a-z]{1,4}-?)?\d{3,}"
    # issue 12 round 18 (t21c, blackbox21 class 9): another crew's own order ("motor lift-out with the crane is next
    # week by the rigging crew under their own WO"), as a separate one is
    r"|\bunder\s+(?:their|its|his|her)\s+own\s+(?:wo|work\s*order|job\s+order|order|notification)s?\b"
    r"|\(\s*(?:a\s+|on\s+a\s+|under\s+a\s+)?(?:separate|different|another|other|partner)\s+(?:job|permit|work\s*order|wo|order)"
    r"s?\s*\)",
    re.IGNORECASE,
)


_CROSS_REF = re.compile(
    rf"^\W*see\s+also\b.*\b(?:{_SIMUL}|{_PROX})\b"
    rf"|^\W*(?:(?:vessel|tank|drum|column|reactor|furnace)\s+)?[a-z]{{1,4}}-?\d{{2,}}[a-z]?\s+(?:[\w/-]+\s+){{1,2}}?(?:on|at|in)\s+the\s+same\s+\w+\b.*\b{_SIMUL}\b",
    re.IGNORECASE,
)
"""Issue 12 round 15 (tune17): a cross-reference to the job beside this one ("See also RT on R-106, same floor, same
shift") or a line led by another item's tag that names only what happens there and puts it in the same place and time
("R-104 entry on the same floor during the same shift", read as "reactor R-104 entry ..."): the neighbouring order's
work, for the SIMOPS coordinator. An instruction ("Enter R-104 on the same floor ...") is not led by a tag and keeps its
permit."""


_OUR_CREW = re.compile(r"\bby\s+(?:our|us)\b|\bour\s+own\b", re.IGNORECASE)
"""Work a whole clause claims for this job's crew ("by our riggers"); narrower than `_OURS` below, because a neighbour
clause names "our" scaffold or unit to say where the other job is, while a short reason phrase does not."""


_NOT_ACTOR = (
    r"(?!(?:start|begin|finish|continue|resume|stop|complete|do|carry|keep|avoid|allow|no|not|we|i|you|our|my|this|"
    r"then|and|after|before|while|during|when|if)\b)"
)
_ACTIVITY_THEN = (
    r"^\W*(?:"
    + _NOT_ACTOR
    + r"[a-z][\w/&-]*\s+){N}(?!(?:during|bring|ring|string|spring|ceiling|thing|nothing|something|"
    r"morning|evening|building)\b)[a-z]{2,}ing\b(?:[^.;!?]|\.(?=\d))*?"
)
_ACTIVITY_NEARBY = re.compile(
    # a line naming only an activity, then where it is, far off or next door ("Welding on C-101 shoe 10 m away.")
    _ACTIVITY_THEN.replace("{N}", "{0,2}") + r"\b(?:\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet)\s+away|next\s+door|"
    r"in\s+the\s+(?:next|adjacent|neighbou?ring)\s+\w+)"
    r"\s*[.;!?]?\s*$"
    # or done by someone named before it, at the same time ("Crane lifting the skid in bay 4 at the same time."): with
    # no actor ("Isolating both pumps at the same time") it is this job's own step
    r"|"
    + _ACTIVITY_THEN.replace("{N}", "{1,2}")
    + r"\b(?:at\s+the\s+same\s+time|simultaneously|concurrently|in\s+parallel)"
    r"\s*[.;!?]?\s*$",
    re.IGNORECASE,
)
"""Issue 12 round 12: a verbless line that names an activity (a gerund, not an order to do it) and puts it some metres
away or next door, or gives it another actor and the same time, is the neighbouring job's work. An instruction
("Weld the shoe 10 m away", "Start welding ..."), a distance followed by more ("10 m away from the flange") or "our"
crew keeps the permit."""


_FOR_WORK_NEXT_DOOR = re.compile(
    r"\bfor\s+(?:the\s+|a\s+|an\s+|their\s+|some\s+)?(?:[\w-]+\s+){0,3}?(?:work|works|job|jobs|[a-z]{2,}ing)\s+"
    r"(?:next\s+door|nearby|close\s+by|in\s+the\s+(?:next|adjacent|neighbou?ring)\s+\w+)\b",
    re.IGNORECASE,
)
"""issue 12 round 22 (t28f, blackbox29b class 7): the neighbouring work named as what this job is done for ("Bypass
the BESS container smoke detector for the dusty work next door"): the bypass is this order's, the work next door is
not."""


def for_work_next_door(clause: str) -> list[tuple[int, int]]:
    """Where a clause names the work next door that its own job is done for (`_FOR_WORK_NEXT_DOOR`)."""
    return [m.span() for m in _FOR_WORK_NEXT_DOOR.finditer(clause)]


def neighbour_job(clause: str) -> bool:
    """A clause about another job nearby or at the same time ("welding on the handrail happens at the same time
    10 m away", "excavation crew in the trench nearby") or done under a separate job or permit ("radiography of the
    welds follows next week under a separate job"): SIMOPS context for the coordinator, not this job's work. The work
    next door named as what this job is done for is cut out first: the rest of the clause is this job's."""
    if _OUR_CREW.search(clause):
        return False  # "a 5 t lift runs in the same hall by our riggers" is this job's lift
    clause = _FOR_WORK_NEXT_DOOR.sub(" ", clause)
    return bool(
        _NEIGHBOUR.search(clause)
        or _SEPARATE.search(clause)
        or _ACTIVITY_NEARBY.search(clause)
        or _CROSS_REF.search(clause)
    )


def _comma_clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The words between the commas (or ";") around text[start:end]."""
    lo = max(text.rfind(",", 0, start), text.rfind(";", 0, start)) + 1
    hi = min((k for k in (text.find(",", end), text.find(";", end)) if k >= 0), default=len(text))
    return lo, hi


_LEADING_QUALIFIER = re.compile(r"^\W*(?:under|on|in|by|as|with|via|through|and\s+under|but\s+under)\b", re.IGNORECASE)


def separate_remark(clause: str) -> tuple[int, int] | None:
    """issue 12 round 17 (z19br, blackbox19b class 2): the part of a clause a separate-job remark covers, when the
    remark is a comma clause with its own subject ("Lift the 2 ton gearbox with chain block, the electrical isolation
    is under other permit", "..., electrician already isolated under other permit"): that clause only, so the lift
    before it stays this job's. None when the remark covers the whole clause: it is the clause's only part
    ("Radiography of the welds follows next week under a separate job") or trails a clause as its qualifier ("Crane
    lift of the skid, under a separate permit"), or another reading makes the clause a neighbour's."""
    if _NEIGHBOUR.search(clause) or _ACTIVITY_NEARBY.search(clause) or _CROSS_REF.search(clause):
        return None
    found = _SEPARATE.search(clause)
    if found is None:
        return None
    lo, hi = _comma_clause(clause, found.start(), found.end())
    if lo == 0 or _LEADING_QUALIFIER.match(clause[lo:]) or len(clause[lo : found.start()].split()) < 2:
        return None
    return lo, hi


_OTHER_PART = re.compile(
    r"(?:^|[,;]\s*|\b(?:and|but|while|whereas)\s+)((?:the\s+)?(?:rest|remainder|balance)\s+of\b|"
    r"(?:the\s+|all\s+)?(?:other|remaining)\s+(?:[\w-]+\s+){0,2}?(?:is|are|will|to|can|stays?|be|done|works?)\b)"
    r"[^,;]*$",
    re.IGNORECASE,
)


def other_part_remark(norm: str, start: int, end: int) -> tuple[int, int] | None:
    """issue 12 round 17 (z19br, blackbox19b class 2): a scope remark made of another part of the job ("Painter on
    ladder 3.5 m painting the pipe support, the rest of painting is at ground level", "..., other painting is at
    ground level"): where its comma clause lies, which it covers alone; None for a remark about the job itself."""
    found = _OTHER_PART.search(norm[:start])
    if found is None or found.start(1) == 0:
        return None
    return _comma_clause(norm, found.start(1), end)


_SIMOPS_LABEL = re.compile(
    r"^\W*(?:simops|sim[\s-]?ops|simultaneous\s+(?:operations?|ops|works?|activit(?:y|ies))|"
    r"concurrent\s+(?:operations?|ops|works?|jobs|activit(?:y|ies)))\W*$",
    re.IGNORECASE,
)
_THIS_JOB = re.compile(
    r"\b(?:this|our)\s+(?:job|work\s*order|wo|crew|team|task|scope|gang|welders?|fitters?|riggers?)\b|\bwe\b|\bby\s+us\b|"
    r"\bour\s+own\b",
    re.IGNORECASE,
)


def simops_line(label: str, clause: str) -> bool:
    """issue 12 round 15 (tune16 UET-026): a clause right after a "SIMOPS:" or "Simultaneous operations -" label
    ("SIMOPS: welding at grade near the base of C-101, same window") names the other jobs running beside this one:
    SIMOPS context for the coordinator, not this job's work. A clause there that claims the work for this job's crew
    ("SIMOPS: our welders work under the lift") keeps it."""
    return bool(_SIMOPS_LABEL.match(label)) and not _THIS_JOB.search(clause)


_REASON = re.compile(
    r"\b(?:because\s+of|due\s+to|owing\s+to|on\s+account\s+of|as\s+a\s+result\s+of|in\s+view\s+of|"
    r"delayed\s+by|held\s+up\s+by|blocked\s+by|(?:waiting|wait|waits)\s+(?:for|on)|until\s+after|"
    r"(?:clash\w*|conflicts?|conflicting)\s+with|to\s+make\s+way\s+for|to\s+(?:avoid|suit)|around)\s+"
    r"(?:(?:the|a|an|their|other|another|ongoing|planned|scheduled)\s+){0,2}"
    r"((?:(?!(?:during|from|caused|by|while|whilst|in|on|at|of|with|after|and|when|our|my|this|we)\b)[\w'-]+\s+){0,3})",
    re.IGNORECASE,
)
_ELSEWHERE = re.compile(
    r"\b(?:next\s+door|adjacent|neighbou?ring|nearby|close\s+by|other|another|others|by\s+others|elsewhere|"
    r"(?:on|in|at)\s+(?:unit|area|plant|train|line|bay)\s+\w{1,4}|contractor'?s?|their|(?:turnaround|shutdown|"
    r"maintenance|construction|project|civils?|scaffold(?:ing)?)\s+(?:crew|team|gang|contractor)s?|"
    r"(?:on|at)\s+the\s+(?:north|south|east|west|far|other|opposite)\w*\s+(?:side|end|bank|corner)|"
    r"at\s+the\s+(?:main\s+|site\s+|north\s+|south\s+|east\s+|west\s+)?(?:gate|entrance))\b",
    re.IGNORECASE,
)


_OURS = re.compile(r"\b(?:our|ours|us|we|my|this\s+(?:job|crew|team|work\s+order))\b", re.IGNORECASE)
"""A reason phrase that claims the work for this job's own crew."""


_PLACE_BY = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet)\s+(?:away\s+)?from|next\s+to|beside|alongside|near|close\s+to|"
    r"within\s+\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet)\s+of)\s+((?:a|an|the)\s+)(?:[\w-]+\s+){0,3}?(?:being\s+)?$",
    re.IGNORECASE,
)
_UNDER_WAY = re.compile(r"(?:[\w-]+\s+){1,3}?being\s+[a-z]+(?:ed|en|ut|ug)\b", re.IGNORECASE)
"""Issue 12 round 15 (tune16): a place named by the work going on there ("parked 5 m from a pump being drained",
"stopped next to a line being depressurised"): someone else's work in progress beside this one, not this job's."""


def other_work_reason(clause: str, start: int) -> str | None:
    """The reason phrase ("paused because of the crane lift next door", "rescheduled due to the hot work on unit 2",
    "waiting for the radiography on line 10 to finish") when the match at `start` names the work that holds this job
    up: someone else's work in another place, not this job's. Only when the reason phrase itself puts that work
    elsewhere or with others (next door, on unit 2, another crew, the contractor's) and does not claim it for this
    crew ("waiting for the crane lift of the new pump by our crew" is this job's lift). Safety first: a reason that
    does not say whose work it is ("paused because of the crane lift") keeps its permit; a person drops it. Also a
    place named by the work under way there ("parked 5 m from a pump being drained", `_PLACE_BY`)."""
    if place := _PLACE_BY.search(clause[max(0, start - 60) : start]):
        at = max(0, start - 60) + place.start()
        if (work := _UNDER_WAY.match(clause, max(0, start - 60) + place.end(1))) and start < work.end():
            return " ".join(clause[at : work.end()].split())
    for m in _REASON.finditer(clause):
        if not m.start(1) <= start <= m.end(1) + 1:
            continue
        reason = clause[m.start() :]
        end = re.search(r"[;.!?\n]", reason)
        reason = reason[: end.start()] if end else reason
        if _ELSEWHERE.search(reason) and not _OURS.search(reason):
            return " ".join(reason.split())[:160]
    return None


def without_other_work(sentence: str) -> str:
    """The sentence with each reason phrase about other work (see `other_work_reason`) cut out up to its clause's end,
    for the semantic layer, which reads whole sentences."""
    out, last = [], 0
    for m in _REASON.finditer(sentence):
        if m.start() < last or other_work_reason(sentence, m.start(1)) is None:
            continue
        end = re.search(r"[;.!?\n]|,\s|$", sentence[m.end() :])
        out.append(sentence[last : m.start()])
        last = m.end() + (end.start() if end else len(sentence) - m.end())
    return "".join(out) + sentence[last:] if out else sentence


_PAST_FACT = re.compile(
    r"(?:^|(?<=[;,:]))[^;,:.!?]*?\b(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:\w+\s+){0,2}?\w+(?:ed|en|wn|lt|ug)\b"
    r"[^;,:.!?]*?\b(?:(?:back\s+)?in\s+(?:19|20)\d\d|during\s+(?:the\s+)?(?:19|20)\d\d|(?:\d+|a\s+few|some|many|two|three|"
    r"four|five|ten|twenty)\s+years\s+ago|when\s+(?:it|the\s+\w+)\s+was\s+(?:built|new|installed|commissioned))\b[^;,:.!?]*",
    re.IGNORECASE,
)
"""Issue 12 round 12: a clause that dates something done long ago ("The tank base was welded in 1998", "the trench was
dug twenty years ago"): a fact about the plant's history, no work of this job. Cut from a work order's sentence before
the semantic layer reads it (an incident narrative, told in the past, is read whole)."""


def without_past_facts(sentence: str) -> str:
    """The sentence without its dated past-fact clauses (`_PAST_FACT`), for the semantic layer of a work order; the
    rules still read every word, so "was welded in 1998; now weld a new gusset" keeps its Hot Work."""
    return _PAST_FACT.sub(" ", sentence)


_WORK_VERB = re.compile(
    r"\b(?:replac|repair|inspect|check|test|clean|install|remov|calibrat|review|count|paint|fit|chang|swap|weld|cut|"
    r"dig|excavat|lift|enter|isolat|lock|drain|open|clos|overhaul|servic|maint|mov|transfer|deliver|book|arrang|"
    r"survey|measur|sampl|grind|drill|erect|dismantl|assembl|tighten|torqu|adjust|connect|disconnect|flush|purg|"
    r"vent|blind|spade|load|unload|fill|empty|strip|coat|insulat|lay|run|pull|lower|rais|hoist|rig|scaffold|"
    r"demolish|build|construct|modif|upgrad|relocat|rout|label|tag|wash|jet|pump|fix|mend|restor|renew|reinstat|"
    r"commission|start|stop|shut|walk|photograph|audit|train|brief|document|record|export|import|order|spray|"
    r"seal|clear|free|unjam|unblock|patch|splice|terminat|wire|rewir|ventilat)\w*",
    re.IGNORECASE,
)


_VALEDICTION = re.compile(
    r"^\s*(?:(?:kind|best|warm)\s+regards|regards|many\s+thanks|thanks(?:\s+(?:and|&)\s+regards)?|thank\s+you|cheers|"
    r"sincerely|yours\s+(?:sincerely|faithfully)|best(?:\s+wishes)?|br|mvg|met\s+vriendelijke\s+groet\w*)\s*[,.!]?\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_FILLER = re.compile(
    r"^.*\b(?:this\s+e-?mail|intended\s+solely|received\s+(?:it|this)\s+in\s+error|notify\s+the\s+sender|"
    r"out\s+of\s+(?:the\s+)?office|automatic\s+reply|auto-?reply|unsubscribe|sent\s+from\s+my|"
    r"(?:distribution|mailing|circulation|e-?mail)\s+lists?)\b.*$"
    r"|^\s*(?:fwd?|re|aw|tr|wg)\s*:"
    r"|\b(?:tbd|tba|tbc|n/?a|to\s+be\s+(?:confirmed|determined|advised)|see\s+(?:previous|attached|attachment|above|"
    r"below|earlier)|same\s+as\s+(?:last\s+time|before|previous|usual)|as\s+(?:before|usual|discussed)|"
    r"lorem\s+ipsum|placeholder)\b",
    re.IGNORECASE | re.MULTILINE,
)
_HEADER_WORD = (
    r"(?:wo|id|no|nr|ref|work_?order\w*|description|desc|details|title|summary|area|site|plant|unit|location|priority|"
    r"prio|status|state|type|category|date|start|end|due|owner|assigned_?to|requester|equipment|asset|tag|notes?|"
    r"comments?|hours?|cost|name)"
)
_HEADER_ROW = re.compile(
    rf"^\s*(?:{_HEADER_WORD}(?:[ _-]{_HEADER_WORD})?\s*[,;\t|]\s*){{2,}}"
    rf"{_HEADER_WORD}(?:[ _-]{_HEADER_WORD})?\s*[,;|]?\s*$"
    r"|^\s*[A-Za-z_]\w{0,24}(?:[,;\t|][A-Za-z_]\w{0,24}){2,}[,;|]?\s*$"
    r"|^\s*(?:work\s+)?(?:order|notification|ticket|request|wo)\s*(?:no\.?|nr\.?|#|number)?\s*\d+\s*$"
    r"|^\s*(?:[A-Za-z]+\s+)?(?:import|export|upload|download|sync|csv|xlsx?|data|file|attachment)"
    r"(?:[_ -]?(?:row|line|file|record))?"
    r"(?:[_ -]?\d+)?\s*[.!]?\s*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A spreadsheet or CSV header row pasted as the text ("id,description,area,priority", a system's column names run
together by its delimiter, "Notification;FuncLoc;ShortText") and a lone data-file word ("import", "import_row_0") say
what a file's columns are or what was done with it ("WhatsApp export"), and a title that is a record's number alone
("Order 4711") names no job; never a job on the plant (issue 12 round 12)."""
_SYSTEM_NOISE = re.compile(
    r"^.*\b(?:(?:mail\s+)?delivery\s+(?:has\s+)?failed|undeliverable|could\s+not\s+be\s+delivered|mailbox\s+(?:is\s+)?full|"
    r"media\s+omitted|(?:image|video|audio|file)\s+omitted|this\s+message\s+was\s+deleted|"
    r"(?:long\s+)?text\s+(?:could\s+not\s+be\s+read|object\b.*\bnot\s+found)|is\s+this\s+(?:thing\s+)?recording|"
    r"maintain\s+(?:it|the\s+(?:long\s+)?text)\s+in\s+(?:the\s+)?(?:order|notification|transaction))\b.*$"
    r"|^\s*(?:accepted|declined|tentative(?:ly\s+accepted)?|(?:updated\s+)?invitation|canceled|cancelled)\s*:.*$"
    r"|^\s*(?:when|where|organi[sz]er|attendees|agenda|join\s+(?:the\s+)?(?:teams|zoom)\s+meeting)\s*:.*$",
    re.IGNORECASE | re.MULTILINE,
)
"""What a mail server, a chat export, an ERP error or a calendar writes in place of a job: a bounce ("Delivery has
failed to these recipients"), omitted media, "long text could not be read", a voice memo testing itself, a meeting's
acceptance with its when, where and agenda lines (issue 12 round 12). Only the no-work finding reads this; a permit
raised by the rest of the text stands."""


def work_text(text: str) -> str:
    """The text without what cannot describe a job: an e-mail signature (from the valediction on), disclaimer and
    out-of-office lines, forwarding prefixes, placeholders ("TBD", "see previous", "same as last time"), a bare
    header row or data-file word, and what a mail server, chat export, ERP or calendar writes in place of a job."""
    if m := _VALEDICTION.search(text):
        text = text[: m.start()]
    return _HEADER_ROW.sub(" ", _SYSTEM_NOISE.sub(" ", _FILLER.sub(" ", text)))


def describes_work(text: str) -> bool:
    """At least one action a job could consist of, once signature, disclaimer and placeholder text is removed;
    filler text has none."""
    return bool(_WORK_VERB.search(work_text(text)))


_DESK_EXERCISE = re.compile(
    rf"\b{_DESK_EXERCISE_WORDS}\b"
    # issue 12 round 19 (t23a, tune21 UJT-039): the exercise named first and said to be a tabletop after it ("Exercise
    # SILVER KESTREL - tabletop, control room", "EXERCISE SCENARIO SCRIPT - tabletop only, no field play")
    r"|\b(?:exercises?|drills?)\b[^.\n]{0,40}?\b(?:table|desk)[\s-]?top\b(?!\s+(?:of|on)\b)"
    r"|\b(?:table|desk)[\s-]?top\s+only\b|\bno\s+field\s+play\b",
    re.IGNORECASE,
)
"""An order about a tabletop or desktop exercise (`exercise_scenarios`)."""
_SCENARIO_LINE = re.compile(
    r"^\W*(?:the\s+|our\s+|this\s+\w+'?s\s+)?(?:exercise\s+|drill\s+)?scenarios?\b"
    # issue 12 round 19 (t23a, tune21 UJT-039): a scripted inject, with its time or number ("09:10 INJECT 1: a welder's
    # sparks ignite a drip", "Inject 3 - a casualty inside R-3"): read out by the facilitator, not worked
    r"|^\W*(?:(?:at\s+)?\d{1,2}[:.h]?\d{2}\s*(?:hrs?\b|h\b)?\W*)?"
    r"injects?\b(?:\s*(?:no\.?\s*|#\s*)?\d+\b|\s*[:\-\u2013\u2014])",
    re.IGNORECASE,
)
"""A sentence that opens by setting out the exercise's scenario ("Scenario: H2S release ...") or one of its injects."""


def exercise_scenarios(sentences: dict[int, str]) -> dict[int, str]:
    """issue 12 round 14: in an order about a tabletop or desktop exercise, the sentences that open by setting out its
    scenario ("Scenario: H2S release during a confined space entry, crane on site, hot work stopped, excavation near
    the fence") are talked through, not worked: {sentence: the exercise's words}. A sentence that does not open with
    the scenario ("Then the rescue team enters the vessel for the live drill") is read as work."""
    found = next((m.group(0) for v in sentences.values() if (m := _DESK_EXERCISE.search(v))), None)
    if found is None:
        return {}
    return {k: " ".join(found.lower().split()) for k, v in sentences.items() if _SCENARIO_LINE.search(v)}


_TALK_HEADING = re.compile(
    r"^\W*(?:(?:toolbox|tool\s+box|safety|tailgate)\s+(?:talks?|briefings?|moments?|shares?)|tbts?"
    # issue 12 round 16 (x17bp, blackbox17b class 8): the lessons of an incident and an alert sent round about one
    # ("Lessons learnt: fire watch left early after welding", "Lesson from Site B: the trench collapsed", "Safety
    # alert: ..."), told to the crews, not worked
    r"|lessons?[\s-]+(?:learn\w*|from\s+(?:[\w-]+\s+){0,3}?[\w-]+)|(?:safety|hse|she|ehs|incident|near[\s-]*miss)\s+"
    r"(?:alerts?|flash(?:es)?|bulletins?|notices?))"
    # issue 12 round 16 (x17bp, blackbox17b class 8): a talk's heading with its date or number ("Toolbox talk 14/05",
    # "TBT no. 12")
    r"(?:\s+(?:no\.?\s*|nr\.?\s*|#\s*)?\d[\d/.-]*)?\W*$",
    re.IGNORECASE,
)


_WORK_TOLD = re.compile(
    r"\b(?:(?:was|were|while|whilst)\s+(?:\w+\s+){0,2}?(?:welding|grinding|cutting|burning|brazing|torching|gouging|digging|"
    r"excavating|trenching|lifting|hoisting|rigging|slinging|climbing|working\s+(?:on|inside|in|at|from|under)|"
    r"entering|cleaning\s+(?:out\s+)?(?:inside|the\s+inside)|x[\s-]*raying|radiographing|unbolting|breaking|"
    r"isolating|terminating|replacing|changing|repairing|removing|draining|opening|tacking|used\s+to\s+lift|"
    r"painting|dismantling|erecting|racking|installing|rewiring|swapping)|(?:went|climbed|"
    r"crawled|was\s+lowered|were\s+lowered)\s+(?:down\s+)?(?:\d+(?:\.\d+)?\s*m\s+)?(?:in|into|inside|up)\b"
    # a job told in the simple past with its object or place ("hand-dug a 1.5 m deep pit", "drove into the crude
    # unit and lifted the 2 t pump motor", "entered the reactor", "reversed into the LPG bullet area")
    r"|(?:welded|tack[\s-]*welded|cut\s+(?:into|through|out|open)|ground\s+(?:off|out|down)|burned\s+(?:off|out)|"
    r"(?:hand[\s-]*)?dug|excavated|trenched|lifted|hoisted|slung|entered|drove|reversed|tracked|(?:was|were)\s+driven|"
    r"opened|unbolted|broke\s+into|climbed|x[\s-]*rayed|radiographed|fell\s+\d+(?:\.\d+)?\s*m\s+(?:from|off))\s+"
    r"(?:\w+\s+){0,3}?(?:a|an|the|his|her|their|four|two|three|\d|into|onto|in|up|over|off)\b"
    # issue 12 round 18 (t22c, blackbox22b followups): more jobs told in the simple past ("the electrician replaced the
    # 415 V contactor", "a technician worked on the live 400 V starter", "a fitter broke the flange"), a tool used ("the
    # contractor used an angle grinder next to the petrol store") and a fall with its height ("a painter fell 5 m from a
    # ladder"); a plan, procedure, form or other paper changed or worked on is no job told
    r"|(?:replaced|swapped|changed|removed|repaired|dismantled|erected|installed|rewired|painted|broke|racked\s+out|"
    r"worked\s+(?:on|inside|in))\s+(?!(?:[\w-]+\s+){0,5}?(?:plans?|procedures?|forms?|templates?|polic(?:y|ies)|rules?|"
    r"signs?|signage|posters?|slides?|training|courses?|documents?|registers?|permits?|checklists?|rotas?|schedules?|"
    r"arrangements?|system|process)\b)(?:\w+\s+){0,3}?(?:a|an|the|his|her|their|\d)\b"
    r"|\bused\s+(?:a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:grinders?|cutters?|torch(?:es)?|gas\s+axes?|saws?|"
    r"breakers?|drills?|welders?|welding\s+sets?|cranes?|hoists?|ladders?|chain\s+blocks?|excavators?|diggers?)\b)"
)
"""issue 12 round 18 (lead, blackbox22b class 1): a person or machine told at work in the past ("the fitter was
grinding a seized bolt", "a welder was welding the repair sleeve", "two men went into the pit", "the crane lifted
the 3 t unit"): an incident narrative tells the job."""


def incident_told(sentence: str) -> bool:
    """issue 12 round 18 (lead, blackbox22b class 1): the sentence tells someone or some machine at work in the past
    (`_WORK_TOLD`): "Lessons learnt: the fitter was grinding a seized bolt off the diesel tank pipework when sparks
    ignited spilled fuel", "Lessons learnt: the Hiab lorry reversed into the LPG bullet area and lifted 1.5 t of tube"
    is an incident narrative under a heading, and the job it tells needed its permit (bench/eval/README.md: a
    narrative is labelled with the permits the job needed), so the heading makes no topic of it. A lesson or talk that
    tells no one at work ("Lessons learnt: fire watch left early after welding", "Toolbox talk: hot work hazards and
    fire watch duties", "Safety alert: check your harness lanyards") stays a topic. Safety first: the heading of an
    incident write-up never clears the job it tells."""
    low = _lower(sentence)
    return bool(_WORK_TOLD.search(low))


def talk_heading(clause: str) -> str | None:
    """issue 12 round 15 (r15c, blackbox15 class 1): a clause that is only a talk's name, set as the heading of the
    sentence before a colon or a dash ("Toolbox talk: hot work hazards and fire watch duties", "Safety briefing:
    lessons learned from a confined space incident", "TBT - confined space rescue"): the rest of the sentence is the
    talk's topic. The caller checks that the clause is the sentence's first and that the words after it do not open
    with an instruction to work ("Toolbox talk: weld the new shoe after the talk")."""
    found = _TALK_HEADING.match(clause)
    return " ".join(found.group(0).strip(" \t:-").split()) if found else None


_RECORD_HEADING = re.compile(
    r"^\W*(?:(?:(?:internal|external|site|hse|she|ehs|safety|permit|field|third[\s-]*party)\s+)?(?:audit|inspection)\s+"
    r"(?:findings?|observations?|non[\s-]*conformit(?:y|ies)|ncrs?|reports?)|(?:(?:internal|external|site|hse|she|ehs|"
    r"safety|permit)\s+)?audits?|findings?|observations?|(?:incident|accident|near[\s-]*miss)\s+(?:reviews?|reports?|"
    r"investigations?|summar(?:y|ies))|(?:daily|weekly|monthly|quarterly|annual|yearly|shift|progress|close[\s-]*out|"
    r"completion|permit|kpi|hse|she|ehs|safety)\s+(?:reports?|summar(?:y|ies)|statistics|stats)|"
    # issue 12 round 22 (t28g, blackbox29 class 4): a KPI heading over counts ("MONTHLY KPI: 42 HOT WORK PERMITS, 11
    # CSE PERMITS, 7 LOTO, 0 LTI", "Weekly KPIs: 12 LOTO, 3 line breaks")
    r"(?:(?:daily|weekly|monthly|quarterly|annual|yearly|shift|hse|she|ehs|safety|site|permit)\s+)?kpis?"
    r"(?:\s+(?:reports?|summar(?:y|ies)|dashboards?|figures|stats|statistics))?|"
    r"(?:training|competenc[ey]|attendance|qualification)\s+records?|purchase\s+(?:requisitions?|orders?)|"
    r"requisitions?|(?:requests?\s+for\s+(?:quotations?|quotes?|prices?|proposals?)|rfqs?|rfps?)|"
    r"(?:quotations?|invoices?|budgets?(?:\s+(?:19|20)\d\d)?)|"
    # issue 12 round 18 (t21c, blackbox21 class 10): a timesheet, a cost report and a hire firm's invoice ("Contractor
    # timesheet: 4 pipefitters x 10 hr, 1 crane operator x 8 hr", "Cost report: 12,400 labor hours spent on T/A hot
    # work fire watch", "Crane hire invoice: 90-ton crane, 3 days"): hours and money booked, no work
    r"(?:(?:contractor|crew|labou?r|daily|weekly|shift)\s+)?time\s*sheets?|(?:cost|labou?r\s+hours?|man[\s-]*hours?)\s+"
    r"reports?|(?:[\w-]+\s+){1,2}hire\s+invoices?|"
    # issue 12 round 18 (t21c, blackbox21 class 8): the line's status set as its heading ("Deferred to 2028 T/A:
    # internal inspection of V-301 (entry, blast and UT), not in this worklist")
    r"(?:deferred|moved|postponed|carried\s+over)\s+(?:to|into)\s+(?:the\s+)?(?:next\s+(?:t\s*/?\s*a|tar|turnaround|shutdown|"
    r"outage|year)|20[2-9]\d(?:\s+(?:t\s*/?\s*a|tar|turnaround|shutdown|outage))?))"
    r"(?:\s+(?:no\.?\s*|nr\.?\s*|#\s*)?\d[\d/.-]*)?\W*$",
    re.IGNORECASE,
)


def record_heading(clause: str) -> str | None:
    """issue 12 round 17 (z19bp, blackbox19b classes 9, 10, 11, 13): a clause that is only a record's name, set as the
    heading of the sentence before a colon or a dash ("Audit finding 07: hot work permit for tank T-204 was found
    without gas test record", "Incident review: operator got electric shock ... last month", "Weekly report: 34 hot
    work permits, 12 confined space entry", "Training record: 14 technicians attended Working at Height course",
    "Purchase requisition: 5 nos tripod with rescue winch", "Request for quotation: rental of 2 nos boom lift"): the
    rest of the sentence is what the record says, not work. The caller reads it so only where no clause of the
    sentence after the heading opens with an instruction to work ("Audit finding: guard missing, now isolate the
    pump and refit it" keeps its permit)."""
    found = _RECORD_HEADING.match(clause)
    return " ".join(found.group(0).strip(" \t:-").split()) if found else None


_MEETING_CITED = re.compile(
    r"^\W*(?:(?:as\s+|it\s+was\s+|we\s+)?(?:agreed|discussed|decided|approved|confirmed|planned)\s+(?:in|at|during)|"
    r"(?:in|at|during|after|following)(?=\s+(?:the|our|this\s+morning'?s|today'?s|yesterday'?s)\b))\s+"
    r"(?:the\s+|our\s+|this\s+morning'?s\s+|today'?s\s+|yesterday'?s\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:meetings?|mtgs?|workshops?|sessions?|reviews?)"
    r"(?:\s+(?:we|they|all|everyone|it\s+was)\s+(?:have\s+|had\s+|all\s+)?(?:agreed|decided|discussed|approved|confirmed))?"
    r"(?:\s*[,:;\u2013\u2014-]|\s*$)",
    re.IGNORECASE,
)
_NOW = re.compile(r"\b(?:today|now|tonight|this\s+(?:morning|afternoon|evening|shift|night))\b", re.IGNORECASE)


def meeting_cited(clause: str, sentence: str) -> int | None:
    """issue 12 round 17 (z19br, blackbox19b class 1): a sentence that opens by citing the meeting where the job was
    agreed ("In the planning meeting we agreed, so today we start: hot tapping ...", "As discussed in the planning
    meeting, crane lift the 6 ton pump skid today", "After the planning meeting, today the crew start ...") and then
    says the work is done today or now: the meeting is the job's authority, not its topic. The offset in the
    sentence's first clause where the words after the citation start, else None. A meeting that only talked the work
    through ("In the planning meeting we discussed the hot tap", "As agreed in the planning meeting, the hot tap is
    next month") names no work for now."""
    found = _MEETING_CITED.search(clause)
    said = _MEETING_CITED.search(sentence)
    if found is None or said is None or not _NOW.search(sentence, said.end()):
        return None
    return found.end()


def topic_at(clause: str) -> tuple[int, int] | None:
    """Where a clause names its talk or course (`topic_of_talk`'s words), or None."""
    found = _TOPIC.search(clause)
    return (found.start(), found.end()) if found else None


def topic_of_talk(sentence: str) -> str | None:
    """The words that make a sentence about teaching or discussing work (a classroom refresher on hot work
    permits), so the hazards it names are topics, not work on the plant."""
    found = _TOPIC.search(sentence)
    return found.group(0) if found else None


def _lower(text: str) -> str:
    """Lower-case without changing length, so match positions map back to the original words.

    `str.lower` of the whole text is the same thing whenever it keeps the length (no character lowers to two) and no
    capital sigma is present (the whole-text form picks a final sigma by context): one C call instead of a Python
    step per character, which was an eighth of the matcher's CPU."""
    low = text.lower()
    if len(low) == len(text) and "\u03a3" not in text:
        return low
    return "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)


def match_text(text: str) -> str:
    """Same length as `text`: lower case; all but letters, digits, %, commas and decimal points become spaces.

    Commas stay so a negation or a verb-object pattern does not reach across a list separator.
    """
    low = _lower(text)
    out = []
    for i, ch in enumerate(low):
        keep = ch.isascii() and (ch.isalnum() or ch in "%,")
        decimal = ch == "." and 0 < i < len(low) - 1 and low[i - 1].isdigit() and low[i + 1].isdigit()
        out.append(ch if keep or decimal else " ")
    # issue 12 round 18 (t21d, blackbox21b): a thousands comma inside a figure ("the 3,300 V motor", "11,000 V") is no
    # list separator: it reads as a space, so the rulebook's "the <figure> V motor" sees a figure word, not "3,"
    for m in _THOUSANDS_COMMA.finditer(low):
        out[m.start()] = " "
    return "".join(out)


_THOUSANDS_COMMA = re.compile(r"(?<=\d),(?=\d{3}\s*(?:k?v|volts?|kva|kw|mva|mw)\b)")


@dataclass(frozen=True)
class Span:
    """One clause of one field: `text` is the original words, `norm` their matchable form (same length), `after` the
    mark that ended the clause inside its sentence (";", ":", "-", "|", or "" at the sentence's end)."""

    field: str
    text: str
    norm: str
    sentence: int
    after: str = ""


_ANSWERED_NO = re.compile(
    r"\?\s*(?:(?:a|ans|answer)\s*[:.)-]\s*)?(?:no|none|nope|n/a|not\s+required|not\s+needed)\b\.?", re.IGNORECASE
)
"""A question answered no ("Ladder? No", "Crane needed? N/A"), also in a Q and A's own labels ("Q: Ladder? A: No, gauge
at knee height", issue 12 round 14): read as "not required"."""
_QUESTION_START = re.compile(r"[.!?\n\r;:|]")
_ANSWER_GOES_ON = re.compile(r"[ \t]*[A-Za-z]")
QUESTION_LABEL_WORDS = 5
"""A question of this many words or fewer is a form's label ("Ladder?", "Crane needed?"), a longer one a request."""


def _answered_no(m: re.Match[str]) -> str:
    """A question answered no reads as "not required"; when the "no" goes on into a phrase of its own ("Could you swap
    the cooker switch? No flames or soldering involved", "Ladder? No ladder needed"), that "no" negates its phrase
    and is kept, and a longer question (a polite request, not a form's label) is left a question (issue 12 round 20,
    t25b: blackbox25b class 8, the request was read away and the "no" lost, so the soldering counted)."""
    if not _ANSWER_GOES_ON.match(m.string, m.end()) or m.group(0).rstrip().endswith("."):
        return " not required."
    answer = m.group(0)[1:].lstrip()
    question = _QUESTION_START.split(m.string[: m.start()])[-1]
    if len(question.split()) > QUESTION_LABEL_WORDS:
        return "? " + answer
    return " not required. " + answer


_FIELD_NO = re.compile(
    r"^([ \t]*[A-Za-z][\w /&()-]{1,40}?)[ \t]*[:=][ \t]*(?:no|n/?a|none|nil|n|not\s+(?:required|needed|applicable))"
    r"(?:[ \t]*\([^()\n]{1,40}\))?[ \t]*\.?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
"""A form field answered no on its own line ("Hot work: N/A", "Confined space: No", "Hot work: NONE (bolted clamp)",
a remark in brackets after the answer) reads as "Hot work not required": a scope statement for its own line, so the
same work described elsewhere is a SCOPE-CONFLICT."""
_INLINE_FIELD_NO = re.compile(
    r"(^|[.;|/]\s*|,\s+|:\s+|[ \t]{2,})([A-Za-z][\w &()-]{1,40}?)(?:[ \t]*[:=][ \t]*|[ \t]+[-\u2013\u2014][ \t]+)"
    r"(?:n/a|none|nil|no|n|not\s+(?:required|needed|applicable))[ \t]*(?=[.;|,/]|[ \t]{2,}|$)",
    re.IGNORECASE | re.MULTILINE,
)
"""The same form field written inline, between full stops, bars, slashes, commas or a form's column gaps ("Replace the
gauge. Hot work: N/A.", "CMMS fields: Hot work: N | Confined space: N", "Scaffold: no, Crane: N", "Hot work - NO",
"HOT WORK: N   CSE: N   WAH: N")."""
_EXCLUDED_LIST = re.compile(
    r"\b(?:scope\s+)?(?:excludes?|exclusions?|excluded(?:\s+from\s+(?:this|the)\s+(?:wo|job|work\s*order|scope|order))?|"
    r"out\s+of\s+scope|not\s+in(?:cluded)?(?:\s+in\s+(?:this|the)\s+(?:scope|job|wo|work\s*order|order))?|"
    r"not\s+part\s+of\s+(?:this|the)\s+(?:scope|job|order))\s*:\s*([^.;\n]+)",
    re.IGNORECASE,
)
"""A list of exclusions under a heading ("Scope excludes: welding, grinding", "Out of scope: scaffold erection"): each
item is excluded ("excludes welding or grinding"), a scope statement for its own sentence."""


def _excluded_list(found: re.Match[str]) -> str:
    items = [i.strip() for i in re.split(r",|\band\b|&", found.group(1)) if i.strip()]
    return "excludes " + " or ".join(items)


_YES_NO = re.compile(r"\s*\((?:y\s*/\s*n|yes\s*/\s*no)\)", re.IGNORECASE)
"""'Hot Work (Y/N): N': the answer key is not part of the field's name."""
_UNTICKED = re.compile(r"\[\s\]\s*([A-Za-z][\w /&-]{1,40}?)\s*(?=\[|[.;|,]|$)", re.MULTILINE)
_TICKED = re.compile(r"\[[xX\u2713\u2714]\]\s*")
"""A form's check boxes: '[ ] Hot work' is a field answered no, '[x] Cold work' the field itself."""


_WRAPPED = re.compile(
    r"\b(a|an|the|with|of|to|and|or|for|on|in|at|by|from|into|onto|its|their|his|her|our|this|that|these|those|"
    r"is|are|was|were|be|been|will|shall|must|can|under|over|between|through|via|per)[ \t]*\r?\n[ \t]*(?=[a-z0-9(])",
    re.IGNORECASE,
)
"""A line that ends on an article, preposition, conjunction or auxiliary ("... with a\ntruck crane at the same time")
cannot end a sentence: a text wrapped at a fixed width, read as one line."""


_LINE_WRAP = re.compile(r"([^\n]*)\r?\n[ \t]*(?=[a-z(])")
WRAP_WIDTH = 50


def _unwrap(m: re.Match[str]) -> str:
    """A long line (a paragraph wrapped at a fixed width) that ends mid-sentence on a word or comma, followed by a line
    that goes on in lower case ("... I will go in through the side\nmanway M2"), is one line; a short one (a list of
    steps, "no hot work\nweld the bracket") keeps its break."""
    line = m.group(1).rstrip()
    if len(line.strip()) >= WRAP_WIDTH and (line[-1:].isalpha() or line.endswith(",")):
        return line + " "
    return m.group(0)


def _unwrap_lines(text: str) -> str:
    """`_LINE_WRAP.sub(_unwrap, text)` in time linear in the text (round 20). Whether the pattern matches from a
    position depends only on the next line break (what follows it), so it matches from every position of a line or
    from none: a match starts where a line starts or where the previous match ended, and a line whose break is no
    wrap is passed over whole. The search itself tried every position of such a line, each to the line's end: a
    third of `split_fields`' CPU on an order without a single line break."""
    done = pos = 0
    out: list[str] = []
    while (brk := text.find("\n", pos)) >= 0:
        if (m := _LINE_WRAP.match(text, pos)) is None:
            pos = brk + 1
            continue
        out += [text[done:pos], _unwrap(m)]
        done = pos = m.end()
    return "".join(out) + text[done:] if out else text


_LIST_MARK = re.compile(
    r"^(?:[-*+\u2022\u2023\u2043\u2219\u25aa\u25cf\u25e6\u00b7\u2013\u2014]+|\(?\d{1,2}[.)]|\(?[a-z]\))[ \t]+"
)
"""A list item's mark before its first word ("- Weld inside the drum.", "* Enter V-302", "2) Isolate the pump",
"(b) Dig the pit"): a bullet, a step number or letter. A clause is read from its first word, so a rule for a sentence's
start (an imperative "Weld inside ...", an everyday "The welding teacher ...") reads a bulleted line as it reads the
same words written as a sentence (issue 12 round 21, t27g: bulleted lines lost Hot Work)."""


def split_fields(fields: dict[str, str | list[str] | None]) -> list[Span]:
    """Clauses in field order; each equipment entry is its own clause. Sentence ids group clauses for co-occurrence.
    A clause is read from its first word, past a list item's mark (`_LIST_MARK`).

    A question answered no ("Crane? No.") reads as "Crane not required"."""
    spans: list[Span] = []
    sentence = 0
    for name, value in fields.items():
        items = value if isinstance(value, list) else [value or ""]
        for item in items:
            item = _FIELD_NO.sub(r"\1 not required.", _ANSWERED_NO.sub(_answered_no, item or ""))
            item = _TICKED.sub("", _UNTICKED.sub(r"\1 not required; ", _YES_NO.sub("", item)))
            item = _EXCLUDED_LIST.sub(_excluded_list, item)
            item = _INLINE_FIELD_NO.sub(r"\1\2 not required", item)
            item = _unwrap_lines(_WRAPPED.sub(r"\1 ", item) if "\n" in item else item)
            for sent in _SENTENCE_SPLIT.split(item):
                sentence += 1
                pos = 0
                for mark in [*_CLAUSE_SPLIT.finditer(sent), None]:
                    clause = _LIST_MARK.sub("", sent[pos : mark.start() if mark else len(sent)].lstrip(), count=1)
                    if clause.strip():
                        after = mark.group(0).strip() if mark else ""
                        spans.append(Span(name, clause, match_text(clause), sentence, after))
                    pos = mark.end() if mark else pos
    return spans


_WITH_NO_BEFORE = re.compile(r"\b(?:with\s+no|without(?:\s+a|\s+an|\s+any)?)\s+(?:[a-z0-9]+\s+){1,5}$")
_FINITE_VERB_AT = re.compile(
    r"[a-z]+[^s\W]s\s+(?:the|a|an|it|them|this|that|these|those|our|their|his|her|both|all|new|two|three|four)\b"
)
"""A negation inside a "with no" / "without" phrase belongs to that phrase's noun ("the welder with no helper", "a
platform with no rail at the back"): the finite verb after it ("... welds the bracket", "... replaces the
handwheel") is the subject's act and is not negated (round 13)."""


_LEADING_COMMA = re.compile(r"\s*,\s*")


def negation_before(norm: str, start: int) -> str | None:
    """The negating word(s) governing a match at `start`: up to NEG_WINDOW words back, not across a comma.

    A comma is crossed only inside an or-list ("no naked flames, grinding or gas cutting"), where the negation
    reaches every item; "no hot work, cold cut only" stops at the comma. A match that opens on the comma before its
    clause (a cue for an instruction after a comma, ", weld the bracket") is read from its first word, so that comma
    stops the negation too: "Welding on E-5 cancelled, weld the bracket on E-6" cancels the first job only (issue 12
    round 22, t28d).
    """
    if (lead := _LEADING_COMMA.match(norm, start)) is not None:
        start = lead.end()
    if _WITH_NO_BEFORE.search(norm[max(0, start - 60) : start]) and _FINITE_VERB_AT.match(norm, start):
        return None
    segments = norm[:start].split(",")
    found = _negator_in(segments[-1].split()[-NEG_WINDOW:])
    if not found and (last := segments[-1].split()[-NEG_WINDOW - LIST_ITEM_WORDS - 1 :]):
        # round 9: inside an or-list without commas ("nobody to climb the stairs or go onto the roof") the negation
        # reaches the later items too, a few words further back
        joins = [i for i, w in enumerate(last) if w in ("or", "nor")]
        if joins and len(last) - joins[-1] <= LIST_ITEM_WORDS + 1:
            found = _negator_in(last[: joins[-1]])
    if found or len(segments) == 1 or not _OR_LIST.search(segments[-1] + norm[start : start + 60].split(",")[0]):
        return found or None
    for seg in reversed(segments[:-1]):
        if len(segments[-1].split()) > LIST_ITEM_WORDS:
            return None
        if found := _negator_in(seg.split()[-LIST_ITEM_WORDS - 1 :]):
            return found
        if len(seg.split()) > LIST_ITEM_WORDS:
            return None
    return None


_OMITTED_BEFORE = re.compile(
    r"\b(?:had|has|have|was|were|is|are)\s+(?:not|never)\s+(?:yet\s+|even\s+|first\s+|properly\s+|fully\s+)?"
    # issue 12 round 21 (t27e, tune23 NLT-003): two steps left undone in one breath ("The circuit had not been
    # identified or isolated before the work"): the second is omitted as the first is
    r"(?:been\s+)?(?:\w+ed\s+(?:or|nor|and)\s+)?$|\b(?:nobody|no\s+one|no-one)\s+(?:had\s+|has\s+)?$"
    # round 9: "nobody had treated the job as hot work", "no one checked the gas before the welding": a person-negation
    # in the past tells what was left undone, however far back it stands in its clause
    r"|\b(?:nobody|noone|no\s+one|no-one)\s+(?:had|has|have|did|was|were|\w+ed)\b[^,;]*$"
    # issue 12 round 13b: a control the place or crew had none of ("The compound had no banksman and no vehicle entry
    # control"): the missing control an incident turns on
    r"|\bhad\s+no\s+(?:[\w-]+\s+){0,3}?(?:(?:and|or|nor)\s+(?:no\s+)?)?$"
)
_OMITTED_AFTER = re.compile(
    # round 13: the omission may list a second thing left undone ("No hot work permit or clean-down had been done")
    r"^\s+(?:[\w-]+\s+){0,2}?(?:permits?|certificates?|procedures?|checks?|tests?)?\s*"
    r"(?:(?:or|and|nor)\s+(?:[\w-]+\s+){1,3}?)?(?:had|has|have)\s+(?:been\s+)?"
    r"(?:raised|issued|obtained|requested|taken\s+out|signed|in\s+place|applied\s+for|done|carried\s+out|completed)\b"
    r"|^\s+(?:[\w-]+\s+){0,2}?(?:permits?|certificates?)\s+(?:was|were)\s+(?:raised|issued|obtained|requested|"
    r"taken\s+out|signed|in\s+place)\b"
)


_OMITTED_BUT_NOT = re.compile(
    r"\b(?:had|has|have)\s+been\s+\w+ed\b[^,;]{0,50}?\bbut\s+not\s+(?:yet\s+|properly\s+|fully\s+)?$"
)
"""issue 12 round 13b: one step done and the next left undone, said in the past perfect ("the machine had been stopped
at the panel but not isolated, and it restarted"): the omission the incident turns on, not a scope statement."""


_SAFEGUARD_LACKING_BEFORE = re.compile(
    r"\bthere\s+(?:was|were|had\s+been)\s+no\s+(?:proper\s+|adequate\s+|working\s+)?$"
)
_SAFEGUARD = re.compile(
    r"(?:edge\s+protection|guard\s*rails?|hand\s*rails?|barriers?|fall\s+(?:arrest|protection|restraint)|"
    r"harness(?:es)?|toe\s*boards?|covers?|railings?|"
    # issue 12 round 21 (t27f, tune22 NKT-012): the lock an incident says there was none of ("there was no padlock
    # on the 400 V isolator", "there was no lockout on the conveyor")
    r"(?:pad|personal\s+|safety\s+)?locks?|lock\s*(?:outs?|offs?)|locking\s+off|isolation|lotos?)\b"
)
_LOCK_LACKING_ON = re.compile(
    r"\bthere\s+(?:was|were|had\s+been)\s+no\s+(?:proper\s+|adequate\s+|working\s+)?(?:pad|personal\s+|safety\s+)?"
    r"(?:locks?|lock\s*(?:outs?|offs?)|lotos?|tags?)\s+(?:on|at|fitted\s+to|applied\s+to)\s+(?:the\s+|its\s+|their\s+|"
    r"that\s+)?(?:[\w.]+\s+){0,3}?$"
)
"""issue 12 round 18 (t22c, blackbox22b class 6): a safeguard an incident says there was none of ("a labourer fell from
the edge. There was no edge protection"): the missing safeguard the fall turns on, told in the past, not a statement
that nobody worked at the edge; "no edge protection required" in the present is still a scope statement. So is the
isolator a lock was missing from ("there was no padlock on the 400 V isolator", `_LOCK_LACKING_ON`)."""


_NOBODY_RIGHT_BEFORE = re.compile(r"\b(?:nobody|noone|no\s+one|no-one)\s+$")
_PRESENT_FORM = re.compile(
    r"(?:go|goes|going|get|gets|getting|enters?|entering|climbs?|climbing|steps?|stepping|crawls?|crawling)\b|"
    r"[a-z]+[^s\W]s\b"
)
"""issue 12 round 22 (t28g, blackbox29 class 5; t28e, tune24 UMT-002): "nobody going inside", "nobody goes in",
"nothing is opened, nobody digs", "nobody excavates" say in the present who does not do the work, a scope statement as
"nobody enters" is; only the past ("nobody isolated the pump", "nobody dug a trial hole") tells a step left undone."""


def omission(norm: str, start: int, end: int) -> bool:
    """A negation that tells what was left undone ("the kiln fan had not been locked out", "no line-break permit had
    been raised", "nobody isolated the pump"): an incident told by the omission, or a step still to do. The activity
    was or is part of the job, so the negation suppresses nothing; a scope statement ("no lockout required", "nobody
    going inside") is not an omission."""
    before = norm[max(0, start - 40) : start]
    if _NOBODY_RIGHT_BEFORE.search(before) and _PRESENT_FORM.match(norm, start):
        return False
    return bool(
        _OMITTED_BEFORE.search(before)
        or _OMITTED_AFTER.match(norm[end : end + 80])
        or _OMITTED_BUT_NOT.search(norm[max(0, start - 80) : start])
        or bool(_SAFEGUARD_LACKING_BEFORE.search(norm[max(0, start - 40) : start]) and _SAFEGUARD.match(norm, start))
        or bool(_LOCK_LACKING_ON.search(norm[max(0, start - 60) : start]))
    )


def _negator_in(words: list[str]) -> str | None:
    for i in range(len(words) - 1, -1, -1):
        word = words[i]
        if word in WINDOW_BREAKERS:
            return None
        if word in NEGATORS and not (word == "no" and i + 1 < len(words) and words[i + 1][:1].isdigit()):
            return word  # round 21: "No. 2 crane", "no 4 hold" number a thing; they deny nothing
        if i + 1 < len(words) and (word, words[i + 1]) in NEGATOR_PAIRS:
            return f"{word} {words[i + 1]}"
    return None


_DOCUMENT_AFTER = re.compile(
    # round 12: a document word straight after "and", "then" or "to" is a second verb ("weld the shoe and report back")
    # issue 12 round 14: welding gauntlets and aprons are kit, as welding gloves are ("a pair of welding gauntlets")
    # issue 12 round 15 (r15c, blackbox15 class 1): a possessive's "s" is no word of its own ("radiography
    # contractor's RPA certificates", "radiographer's dose badge records")
    # issue 12 round 17 (z19bp, blackbox19b class 11): a course named by two topics ("already pass the confined space
    # entry and rescue training", "the hot work and fire watch course")
    r"^\s+(?:\w+\s+){0,2}?(?:and|&)\s+(?:\w+\s+){0,2}?(?:training|courses?|awareness|refreshers?|certificat\w*|"
    r"qualifications?)\b(?!\s+(?:cent(?:re|er)s?|rooms?|grounds?|rigs?|towers?|areas?|yards?))|"
    # issue 12 round 19 (t23b, blackbox23 class 1): a school, college or data centre the work is done at or in is the
    # place, not a course or a document ("the operative entered the fuel tank at the school", "HIAB lorry driven into
    # the fuel compound at the data centre"); "welding school" or "radiography data" straight after stay paper.
    # issue 12 round 22 (t28f, blackbox29b class 3): so is the school whose plant the work is for ("Drill two new
    # 150 m boreholes for the school's ground loop")
    r"^\s+(?!(?:at|in|inside|within)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+|this\s+)?(?:schools?|colleges?|data\s+"
    r"cent(?:re|er)s?)\b|for\s+(?:the\s+|a\s+|our\s+|this\s+)?(?:schools?|colleges?)\s+s\s)(?:s\s+)?(?:\w+\s+(?:s\s+)?){0,2}?(?<!\band\s)(?<!\bthen\s)(?<!\bto\s)(?<!\bor\s)"
    r"(?:films?|reports?|procedures?|records?|dossiers?|certificates?|drawings?|paperwork|"
    # issue 12 round 22 (t28g, blackbox29 class 4): a cert, a folder and a lab's results ("crane operator cert
    # renewal", "filed it in the crane folder", "dig results for the soil samples"); "results in" is a verb
    r"certs?|folders?|results?(?!\s+in\b)|"
    r"documentation|documents?|registers?|files?|photos?|videos?|statistics|invoices?|quotes?|courses?|schools?|"
    r"data(?!\s+(?:cent(?:re|er)s?|halls?|rooms?))|"
    r"colleges?|apprentices?|gloves|gauntlets|aprons|supplies|consumables|catalogues?|inventory|vendors?|suppliers?|"
    r"qualifications?|specifications?|wps|pqr|gas\s+tests|permits|schedules?|programmes?|timetables?|rotas?|bookings?|"
    # issue 12 round 18 (t22c, blackbox22b class 3): a disc cutter, saw or grinder is the tool of the job, not a box of
    # discs bought ("cut into the operating fuel oil line with a disc cutter")
    r"discs?(?!\s+(?:cutters?|saws?|grinders?))|rods?|electrodes?|helmets?|visors?|goggles|"
    # issue 12 round 17 (z19bp, blackbox19 class 8): the operators' medicals and a barrier map printed for the job
    # ("crane drivers medicals are booked at the occ health clinic", "print and laminate the radiography barrier maps")
    r"medicals?|medical\s+(?:checks?|exams?|examinations?|appointments?)|health\s+checks?|eye\s+tests?|maps?|posters?|(?:inspection|asset|id|equipment|status)\s+tags?|labels?|stickers?|"
    # issue 12 round 19 (t23c, blackbox23 class 2): a sign's bracket, post or gantry is the steel that holds it, a
    # part worked on ("welded the cracked sign bracket from a MEWP"), not the sign's words
    r"signs?(?!\s+(?:brackets?|posts?|gantr(?:y|ies)|frames?|poles?|supports?|structures?|mounts?|mountings?|fixings?|"
    r"arms?|legs?|columns?|masts?|steelwork|cantilevers?))|signage|audits?|simulators?|"
    # issue 12 round 14: the operator's card or licence and the course that trains for the work ("crane operator
    # competency cards chk at gate", "book cherry picker training for 3 ppl"); a training centre or rig is a place
    r"(?:competency|competence|operators?|skills?|training|id|identity|wallet|cscs|cpcs|npors|ipaf|pasma)\s+(?:cards?|"
    r"tickets?)|licen[cs]es?(?!\s+plates?)|"
    # issue 12 round 15 (x15b, blackbox16b class 8): an awareness session is a course named by its topic ("confined
    # space awareness for the estates team", "working at height awareness training")
    # issue 12 round 19 (t23d, blackbox23 class 4): a safety talk named by its plant or work ("excavator safety talk
    # booked in room 1.10", "the excavator safety toolbox talk"): a session in a room, not the work
    r"(?<=\bsafety\s)(?:toolbox\s+)?(?:talks?|presentations?|lectures?|seminars?|webinars?|videos?)|"
    r"(?<=\bsafety\stoolbox\s)talks?|"
    r"awareness|(?:re-?)?training(?!\s+(?:cent(?:re|er)s?|rooms?|buildings?|grounds?|areas?|"
    r"yards?|towers?|facilit\w+|rigs?|halls?|blocks?|sites?|structures?|pits?))|refreshers?|inductions?|"
    r"simulation|load\s+cells?|(?:load|capacity|duty|rating)\s+charts?|test\s+rigs?|vacanc(?:y|ies)|interviews?|candidates?|adverts?|recruitment|kits?\s+(?:audit|check|count|inspection|list)s?|spares|stock|"
    r"permit\s+(?:registers?|logs?|files?|books?|audits?|cop(?:y|ies)|"
    r"records?|forms?|templates?|boards?|stats|statistics))\b"
)
_PURPOSE_BEFORE = re.compile(
    r"(?<!\bbe\s)(?<!\bbeing\s)(?<!\bget\s)\b(?:used\s+for|for\s+use\s+in|used\s+in|meant\s+for|intended\s+for)\s+"
    r"(?:\w+\s+){0,2}$"
)
"""The purpose of a tool ("monitors used for confined space entries"): what it is for, not this job's work. issue 12
round 14: a tool that is to be, will be or is being used for the work ("source to be used for x-ray of the pipework")
is this job's own plan, so its work is read."""
_ADMIN_BEFORE = re.compile(
    r"(?:^\s*|\b(?:to|and|please|then)\s+)(?:order|re-?order|purchase|buy|requisition|re-?stock|count|"
    r"stock-?take|print|file|archive|laminate|"
    # issue 12 round 18 (t22b, blackbox22 class 8): the order said as a noun a person makes, places or raises ("Make
    # the order for new ladder 3 m for the workshop", "place an order for two harnesses"): bought, as "order" is
    r"(?:make|place|raise|put\s+in|create)\s+(?:the\s+|an?\s+)?(?:purchase\s+)?order|"
    # issue 12 round 16 (x17p, blackbox17 class 9): a stock or cycle count of spares ("Stock count spares for STS crane
    # hoist brakes, update min/max in SAP"): the spares are counted, no crane works
    r"(?:stock|cycle|inventory)[\s-]*counts?(?:\s+of)?|"
    # issue 12 round 14: kit audited or taken into the stores ("audit of the LOTO boxes in the permit office",
    # "receive the delivery of hot work fire blankets")
    r"audit(?:s|ed|ing)?(?:\s+of)?|inventory\s+of|receiv\w*\s+(?:the\s+|a\s+)?deliver(?:y|ies)\s+of|unpack\w*|shelve)"
    # issue 12 round 15 (x15b, blackbox16b class 8): a second thing bought, said as a spare, new or replacement part
    # after "and" ("Order spare flange gaskets and a replacement pressure gauge for the heat exchanger"), is bought too
    r"\s+(?:(?!(?:and|then|before|after|to|so|while)\s)\w+\s+|(?:and|&)\s+(?:(?:a|an|some|\d+|two|three|four)\s+)?"
    r"(?:spare|new|replacement)s?\s+){0,6}$"
)
"""An administrative act whose object is the match ("order two boxes of welding rods", "count the rescue tripods",
"print the scaffold tags", "audit of the LOTO boxes"): the things are bought, counted, audited or filed, not used."""

_PART_WORD = re.compile(r"(?:spare|new|replacement)s?\s+")
"""A match that opens with the part's own "new" or "replacement" ("replacement pressure gauge"): read with the act
before it, so "order ... and a replacement pressure gauge" is the order's second object."""

_HAND_OUT_BEFORE = re.compile(
    r"(?:^\s*|\b(?:to|and|please|then)\s+)(?:issu(?:e|es|ing)|hand(?:s|ing)?\s+out|giv(?:e|es|ing)\s+out|"
    r"dish(?:es|ing)?\s+out|distribut(?:e|es|ing)|allocat(?:e|es|ing))\s+"
    r"(?:(?:padlocks|locks|tags|hasps|kits|keys)\s+(?:and|&)\s+|(?!(?:and|then|before|after|to|so|while)\s)\w+\s+){0,5}$"
)
_HANDED_KIT = re.compile(
    r"^(?:\w+\s+){0,2}?(?:(?:pad)?locks|tags|hasps|(?:lockout|lock\s+out|loto|isolation|lock)\s+(?:kits?|boxes|bags))\b"
)
"""issue 12 round 15 (r15c, blackbox15 class 1): kit handed out to people ("Hand out new LOTO padlocks to shift
electricians", "Issue new personal padlocks and danger tags to maintenance electricians", "Distribute lockout kits to
the new starters"): the locks and tags are given to the crew, nothing is locked; "hand out padlocks and lock out the
pump" keeps the lockout after the "and"."""
_HIRE_BOOKED = re.compile(
    r"(?:^\s*|\b(?:to|and|please|then)\s+)(?:book|arrang|organi[sz]|order|request|confirm|cancel|extend|off-?hir)"
    r"\w*\s+(?:the\s+|a\s+|an\s+)?(?:(?!(?:and|then|before|after|to|so|while)\s)\w+\s+){0,3}$"
)
_HIRE_AFTER = re.compile(r"^\s+(?:hire|rental)\b")
_WORK_GOES_ON = re.compile(
    r"\b(?:and|then|to)\s+(?:then\s+)?(?:lift|hoist|rig|lower|rais|set|move|install|remov|plac|erect)\w*"
)
"""The clause goes on to the work the hire is for ("book crane hire and lift the 12 t rotor", "... to lift a
pump")."""
"""issue 12 round 15 (r15c, blackbox15 class 1): the plant's hire booked or arranged ("Book crane hire for next
month's turbine outage", "Arrange MEWP hire for March"): a booking with the hire firm, as a quote for the hire is; the
lift itself said anywhere ("book crane hire and lift the rotor") keeps its permit, and so does the plant booked for
the work ("crane booked for Friday")."""
_PLANT_BOOKED = re.compile(
    r"(?:^\s*|\b(?:to|and|please|then)\s+)(?:book|reserv|arrang|organi[sz])\w*\s+(?:the\s+|a\s+|an\s+)?"
    r"(?:(?!(?:and|then|before|after|to|so|while|now|today|tonight)\s)\w+\s+){0,3}"
    r"(?:for\s+(?:(?!(?:and|then|before|after|to|so|while|now|today|tonight)\s)\w+\s+){0,6})?$"
)
_BOOKED_LATER = re.compile(
    r"\b(?:next\s+(?:week|month|year|yr|outage|shutdown|turnaround|ta|tar|stop|quarter)|(?:in|for|during)\s+"
    r"(?:january|february|march|april|june|july|august|september|october|november|december)"
    # issue 12 round 16 (x17p, blackbox17 class 9): a week given by its number ("Book 60t mobile crane for kiln girth
    # gear job wk 14", "for week 22", "w/c 12 May")
    r"|(?:wk|week|w\s?c|week\s+commencing)\s*\d{1,2})\b"
)
"""issue 12 round 15 (x15b, blackbox16 class 6): plant booked for a job months away ("Book the mobile crane for the
ball mill motor change in March", "Reserve the 50 t crane for next month's kiln shutdown"): the booking is the task,
the job has its own order when it comes; only an imperative booking with a later month, week or outage named and no
work after it, so "crane booked for Friday" and "book the crane and lift the rotor in March" keep their permits."""
_DESK_ONLY = re.compile(
    # issue 12 round 18 (t21e, tune20 UIT-045): "office work only" as "desk work only"
    r"\b(?:(?:desk(?:[\s-]*top)?|office)\s+(?:planning|study|work|exercise)|planning(?:\s+stage)?|paperwork|paper\s+exercise|"
    # issue 12 round 15 (lead): "write the method statement only", "prepare the RAMS only"
    r"(?:writ(?:e|ing)|prepar(?:e|ing)|prep(?:ping)?|draft(?:ing)?|produc(?:e|ing))\s+(?:the\s+|a\s+)?(?:\w+\s+)?"
    r"(?:method\s+statements?|risk\s+assessments?|rams|jsas?|jhas?|paperwork|documents?|procedures?|plans?|"
    # issue 12 round 16 (y18d, blackbox18 class 11): the permit pack prepared, or the clause marked as desk work
    # ("prep permit pack only", "Prep permit pack for Monday hot work on R-2, desk only")
    r"permit\s+packs?|permit\s+paperwork)|desk|office|"
    # issue 12 round 18 (t21c, blackbox21 class 10): a drafter's, buyer's or scheduler's line ("Update the P&ID to
    # show the new blind, drafting only", "rescue team standby rates, quote only", "update schedule only")
    r"drafting|quote|quotation|pricing|(?:update|amend)\s+(?:the\s+)?schedule|schedule\s+update)"
    r"\s+only\b|\bdesk\s+task\b"
    # issue 12 round 17 (w19p, blackbox19b class 7): "only" said first ("only planning now, no execution")
    r"|\bonly\s+(?:desk\s+)?(?:planning|paperwork)(?:\s+(?:now|stage|at\s+this\s+stage))?\b(?!\s+(?:for\s+)?(?:the\s+)?(?:lift|entry|weld))"
)
"""issue 12 round 15 (r15c, blackbox15 class 1): a clause marked as planning or paperwork only ("raise PM order for
annual leak test of radiography sources (planning only)", "radiography of the line 10 welds at next outage (desk
planning only)"): nothing in it is done on the plant."""

_SEQUENCE_BETWEEN = re.compile(
    r"\b(?:then|afterwards|after\s+that|followed\s+by|except|but|also|plus|later|thereafter|once\s+done)\b"
)
"""issue 12 round 17 (lead, from z19b's report): a desk-only clause and the work said after it in sequence ("Paperwork
only, nothing on site this shift, then weld the shoe on the pipe rack"): the desk words mark their own part, the work
after "then", "except" or "but" is the job's (it raised nothing)."""

REST_OF_ORDER_WORDS = r"(?:(?:for|of)\s+the\s+(?:rest|remainder|others?)|otherwise|apart\s+from\s+that)\b"
"""Words that say a statement is made of the rest of an order, not of the work named before it (shared with the
engine's scope statements)."""
_FOR_THE_REST = re.compile(r"\s*" + REST_OF_ORDER_WORDS)
"""issue 12 round 17 (lead, from w19p's report): desk-only words said of the rest of an order after its work ("Tank
T-4 entry postponed to Monday, planning only for the rest"): the work named before keeps its permit (it raised
nothing, against round 14's rule that work put off to a named day keeps its permit)."""

_DESK_WORD = r"(?:(?!(?:and|or|nor|then|to|before|after|while|but|so|plus|once|until|when|if)\b)\w+\s+)"
"""A word inside the object of a desk act: never a conjunction or a second verb's "to", so "review the lifting plan,
then lift the vessel" and "... and lift the vessel" leave the lift outside the object."""
_DESK_VERB = (
    r"\b(?:review(?:s|ed|ing)?|sign(?:s|ed|ing)?\s+off|approv\w*|writ(?:e|es|ing|ten)|wrote|draft\w*|prepar\w*|"
    r"submit\w*|revis\w*|updat\w*|check\w*|proof-?read\w*|complet\w*|fill\w*\s+in|mark\w*\s+up|comment\w*\s+on|"
    r"e-?mail\w*|send|sends|sent|forward\w*|circulat\w*|upload\w*|archiv\w*|print\w*|fil(?:e|es|ed|ing)|call|phone|"
    # issue 12 round 17 (z19bp): paper observed, found or looked out by an auditor ("Internal audit observed the
    # excavation permit of trench at gate 2 not displayed", "dig out the old excavation permits from the archive")
    r"observ(?:e|es|ed|ing)|noted|found|dig\s+out|look\s+out|retriev\w*|laminat\w*|"
    r"contact\w*|chas(?:e|es|ed|ing))"
)
_DESK_PAPER = (
    r"(?:method\s+statements?|risk\s+assessments?|rams|jsas?|jhas?|plans?|procedures?|minutes|reports?|logs?|budgets?|"
    r"quotes?|quotations?|prices?|estimates?|proposals?|drawings?|calculations?|calcs|stud(?:y|ies)|specifications?|"
    r"checklists?|documents?|documentation|paperwork|dossiers?|results|certificates?|schedules?|programmes?|registers?|"
    r"comments|e-?mails?|letters?|memos?|invoices?|contracts?|tenders?|submissions?|(?:work|job|task)\s+packs?|"
    # issue 12 round 15 (r15c, blackbox15 class 1): records, a scope of work and an inspection and test plan are paper
    # too ("Check torque records for flange bolting", "Prepare scope of work for tank T-301 internal inspection",
    # "Write the inspection and test plan for vessel V-101 internal inspection", "Draft the ITP for ...")
    r"records?|scopes?\s+of\s+works?|work\s+scopes?|"
    # issue 12 round 17 (z19bp, blackbox19b class 13, blackbox19 class 8): a permit itself is paper ("Review of the
    # confined space entry permit of last shutdown, file it", "audit observed the excavation permit ... not displayed")
    r"permits?(?!\s+(?:to\s+work|holders?|issuers?|areas?))|(?:inspection\s+(?:and\s+)?test|quality)\s+plans?|itps?|"
    r"(?:hire\s+|rental\s+)?(?:compan(?:y|ies)|firms?|suppliers?|vendors?|desks?))\b"
)
"""The paper a desk act works on (a method statement, a lifting plan, minutes, a quote) or the firm it writes to."""
_DESK_ON_PAPER = re.compile(rf"{_DESK_VERB}\s+{_DESK_WORD}{{0,4}}$")
_CALL_VERB = re.compile(
    rf"\b(?:(?:phone|tele(?:phone)?)\s+calls?\s+with|call|calls|called|calling|phone|phoned|ring|rang|e-?mail\w*|"
    # issue 12 round 15 (x15b, blackbox16 class 6): a meeting with the firm ("Meeting with the scaffold contractor to
    # discuss requirements", "Meeting with the crane hire company to discuss ...") and a firm booked ("Book the X-ray
    # contractor for next month's shutdown"): the firm talked to or engaged, as a firm called is
    rf"contact\w*|chas(?:e|es|ed|ing)|(?:meetings?|mtgs?|met|meet)\s+with|book|books|booked|booking)\s+{_DESK_WORD}{{0,3}}$"
)
_CONTRACTOR_AFTER = re.compile(
    r"^(?:\s+\w+){0,1}?\s+(?:(?:sub-?)?contractors?|(?:hire|rental)\s+(?:compan(?:y|ies)|firms?))\b"
)
"""issue 12 round 15 (blackbox15b): a contractor called, phoned or emailed ("Call the excavation contractor to ask for
their rates", "phone call with crane contractor"): a firm talked to, as a hire company is; only the calling verbs,
so "check the welding contractor" is not read so."""
_PAPER_AFTER = re.compile(rf"^(?:\s+\w+){{0,2}}?\s+{_DESK_PAPER}")
_PAPER_ENDS = re.compile(rf"\b{_DESK_PAPER}\s*$")
_PAPER_NEXT = re.compile(rf"^\w+(?:\s+\w+){{0,2}}?\s+{_DESK_PAPER}")
"""The paper named right after the match's first word, inside a longer match ("lifting plan submitted by the crane")."""
_PAPER_ABOUT = re.compile(rf"{_DESK_VERB}\s+{_DESK_WORD}{{0,3}}?{_DESK_PAPER}\s+{_DESK_WORD}{{0,8}}$")
_PAPER_HANDLED = re.compile(
    rf"^(?:\s+\w+){{0,2}}?\s+{_DESK_PAPER}\s+(?:(?:was|were|is|are|has\s+been|have\s+been|been|now)\s+)?"
    r"(?:reviewed|signed\s+off|approved|rejected|filed|received|submitted|written|drafted|updated|revised|audited|"
    r"checked|uploaded|archived|circulated|returned|e-?mailed)\b"
)
_PAPER_OF_BEFORE = re.compile(
    rf"\b{_DESK_PAPER}\s+(?:from|of|for)\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:[\w']+\s+){{0,2}}$"
)
_HANDLED_AFTER = re.compile(
    r"^(?:\s+\w+){0,1}?\s+(?:(?:was|were|is|are|has\s+been|have\s+been|been|now)\s+)?"
    r"(?:filed|archived|scanned|uploaded|attached|stapled|returned|submitted|e-?mailed|sent|forwarded|signed\s+off|"
    r"reviewed|received)\b"
)
"""issue 12 round 17 (z19bp, blackbox19 class 8): the paper of a past job, named before it and handled after it ("gas
test results from yesterdays tank entry filed with the permit copy"): the record is filed, nobody enters."""
_TALK_ABOUT = re.compile(
    # issue 12 round 15 (blackbox15b): a phone call about the work ("phone call with crane contractor about crane
    # availability"), as a meeting about it is
    # issue 12 round 16 (x17bp, blackbox17b class 9): work done or dropped "as discussed" is the work agreed, not talk
    r"\b(?:(?<!\bas\s)(?<!\bper\s)discuss(?:es|ed|ing)?|talk(?:s|ed|ing)?\s+about|minut(?:ed|ing)|(?:meetings?|mtgs?|(?:phone|tele(?:phone)?)\s+calls?)\s+"
    r"(?:with\s+(?:\w+\s+){1,4}?)?(?:about|regarding|re|to\s+(?:discuss|review|agree)|for\s+(?:discuss\w*|review\w*)))"
    rf"\s+{_DESK_WORD}{{0,6}}$"
)
_TALKED_OVER = re.compile(
    rf"^\s+(?:(?!(?:as|per|like|we|i|they|you|previously)\s){_DESK_WORD}){{0,6}}?"
    r"(?:(?:was|were|is|are|been|being|to\s+be|will\s+be|got)\s+)?"
    r"(?:discussed|talked\s+(?:about|over|through)|minuted|debated|tabled|raised\s+at\s+(?:the\s+)?(?:meeting|mtg|talk))\b"
)
"""issue 12 round 14: work said to be talked over after it is named ("hot tap scope for next yr discussed", "the crane
lift was discussed at the planning mtg"): the talk about it, as "discuss the welding job" is; work done "as discussed"
is the work agreed."""
_CLAUSE_OPENER = re.compile(r"\s*(?:and|or|nor|then|to|before|after|while|but|so|plus)\b")
_PLAN_OF = re.compile(rf"^\s*(?:please\s+)?plan\s+{_DESK_WORD}{{0,3}}$")
_PAPER_REVIEW_FOR = re.compile(
    rf"{_DESK_PAPER}\s+(?:review|approval|sign[\s-]?off|comments?|check|update|submission|workshop)\s+"
    rf"{_DESK_WORD}{{0,4}}?(?:for|of|on|about|re|covering)\s+{_DESK_WORD}{{0,4}}$"
)
"""issue 12 round 15 (lead): a paper's review said noun first ("Method statement review with contractor for the tank 9
entry, comments back by Friday"): desk work about the job, as "review the method statement for the tank entry" is."""
_COMMERCIAL_FOR = re.compile(
    r"\b(?:quotes?|quotations?|prices?|pricing|budgets?|estimates?|costs?|costings?|invoices?|tenders?|bids?|offers?)\s+"
    # issue 12 round 17 (z19bp, blackbox19b class 10): offers received for the work and a budget that includes it ("We
    # received 3 offers for excavation of new cable trench", "Budget 2027 includes replacement of 11 kV switchgear")
    rf"(?:\w+\s+)?(?:for|on|of|covering|includes?|including|covers)\s+{_DESK_WORD}{{0,4}}$"
    # issue 12 round 15 (blackbox15b): a quote, purchase order or requisition for the plant's hire or the work, with
    # the firm it comes from and the hire's size between ("Get quotation for hire of a 100 t crane", "Quotation from
    # contractor for excavation of new drain line", "raise PO for hire of 40 m MEWP", "PR for replacement 4-gas
    # detector for the confined space entry team"); the object still ends at a conjunction or a second verb's "to"
    r"|\b(?:quotes?|quotations?|rfqs?|purchase\s+(?:orders?|requisitions?)|requisitions?|p\s?[or]s?)\s+"
    # issue 12 round 17 (z19bp, blackbox19b class 10): the order's number and its raising between ("PO 4500218841
    # raised for 2 nos welding machine 400A diesel")
    r"(?:(?:no\.?\s*|#\s*)?\d[\d/-]*\s+)?(?:(?:was\s+|is\s+|been\s+)?(?:raised|issued|placed|sent|released|created)\s+)?"
    rf"(?:from\s+(?:the\s+|a\s+|our\s+)?\w+\s+)?(?:for|on|of|covering)\s+(?:{_DESK_WORD}|(?:and|&)\s+\d+\s+){{0,10}}$"
)


def desk_work(norm: str, start: int, end: int) -> str | None:
    """issue 12 round 14: the words that make the match at start..end desk work about the job, not the job: the
    match inside the paper a desk act works on ("review the excavation method statement", "write the risk assessment
    for the tank entry", "sign off the lifting plan submitted by the crane contractor", "email the crane hire
    company"), a paper already handled ("pressure test results received", "source log reviewed by the RPS"), talk
    about the work ("discuss the welding job", "meeting with the contractor about ...", "hot tap scope discussed"), its
    commercial paper ("budget review for the excavation works", "price for the 100 t crane") or a plan of it given
    alone ("Plan the excavation for the new line: ..."). The object ends at a comma, a conjunction or a second verb's
    "to", so "review the lifting plan with the crew, then lift the vessel" keeps its lift; a briefing is held at the
    job and is not desk work."""
    if _CLAUSE_OPENER.match(norm, start):
        return None  # the match opens a clause of its own ("update the schedule and weld the shoe")
    before, after = norm[:start], norm[end:]
    if (m := _DESK_ON_PAPER.search(before)) and (
        _PAPER_AFTER.match(after) or _PAPER_ENDS.search(norm[start:end]) or _PAPER_NEXT.match(norm[start:])
    ):
        return m.group(0).strip()
    if (m := _CALL_VERB.search(before)) and _CONTRACTOR_AFTER.match(after):
        return m.group(0).strip()
    for rx in (_PAPER_ABOUT, _TALK_ABOUT, _COMMERCIAL_FOR, _PAPER_REVIEW_FOR):
        if m := rx.search(before):
            return m.group(0).strip()
    if (m := _PAPER_OF_BEFORE.search(before)) and _HANDLED_AFTER.match(after):
        return m.group(0).strip()
    if m := _PAPER_HANDLED.match(after) or _TALKED_OVER.match(after):
        return m.group(0).strip()
    if (m := _PLAN_OF.search(before)) and not re.search(r",|\b(?:and|or|then|to|before|after|while|but)\b", after):
        return m.group(0).strip()
    return None


_DUG_OUT_PAPER = re.compile(
    r"(?:dig|digs|digging|dug)\s+out\s+(?:the\s+|our\s+|all\s+)?(?:\w+\s+){0,3}?(?:permits?|records?|files?|paperwork|"
    r"documents?|drawings?|reports?|certificates?|folders?|binders?|minutes|logs?)\b"
)
"""issue 12 round 17 (z19bp, blackbox19 class 8): paper "dug out" of an archive ("dig out the old excavation permits
from the archive boxes for the auditor"): found and brought out, no ground dug."""
_REFERENCE_BEFORE = re.compile(
    r"\b(?:cl|cls|clauses?|para|paragraphs?|sched|schedules?|appendix|appendices|annex(?:es)?|articles?|art|chapters?|"
    r"\u00a7)\s*\d+(?:\.\d+)*[a-z]?\s+(?:\w+\s+){0,5}?$"
)
"""A numbered clause of a document right before the match ("cl. 7.2 hot work", "schedule 3 lifting gear", "cl. 11
liability cap for excavation damage"): a contract or procedure about the work, not the work."""


_FUTURE_RULE_BEFORE = re.compile(
    r"\b(?:in|for|on|during|before|after)\s+(?:all|any|every|each)\s+(?:future|upcoming|later)\s+$"
)
"""issue 12 round 16 (x17bp, blackbox17b class 8): a rule for all future jobs of a kind ("Emphasise 30 min fire watch in
all future hot work", "for any future excavation"): a standing rule, no job of this order."""
_CLASSED_AS_BEFORE = re.compile(
    r"\bwhether\s+(?:[\w-]+\s+){0,8}?(?:is|are|be|counts?|qualif\w*)\s+(?:(?:classed|classified|categori[sz]ed|designated|"
    r"deemed|regarded|treated|counted|considered|listed|registered|rated)\s+)?as\s+(?:an?\s+)?$"
)
"""issue 12 round 16 (x17bp, blackbox17b class 8): whether a place should be classed as a confined space ("we discussed
whether the old effluent pit needs to be classed as a confined space"): a question of classification, not an entry;
a place said to be one ("the pit is classed as a confined space") keeps its permit."""
_PERSON_SEEN_BEFORE = re.compile(
    r"\b(?:interview\w*|recruit\w*|appraisal|disciplinary\s+(?:hearing|meeting)|(?:hr|one[\s-]to[\s-]one|1\s*(?:to\s*)?1)\s+"
    r"meeting)\s+(?:(?!(?:and|then|to|before|after)\s)[\w-]+\s+){0,2}?(?:with|of|for)\s+(?:the\s+|a\s+|an\s+|our\s+|new\s+)*$"
)
_PERSON_AFTER = re.compile(
    r"^\s+(?:operators?|drivers?|riggers?|slingers?|banksm[ae]n|signallers?|welders?|scaffolders?|fitters?|"
    r"electricians?|radiographers?|supervisors?|attendants?|candidates?|applicants?)\b"
)
"""issue 12 round 16 (x17bp, blackbox17b class 8): a person of the trade interviewed or recruited ("Interview with the
crane operator scheduled in the HR office"): the person is seen in an office, no crane works."""


_KEEP_OUT_BEFORE = re.compile(
    r"\b(?:stay|keep|remain)\s+(?:well\s+)?(?:out|clear|away)\s+(?:of|from)\s+(?:the\s+|any\s+|their\s+)?(?:\w+\s+){0,2}?$"
)
"""A zone to keep out of ("stay out of the lift zone", "keep clear of the excavation"): a precaution about someone
else's work, not this job's."""


_WITNESS_BEFORE = re.compile(
    r"\b(?:witness(?:es|ed|ing)?|attend(?:s|ed|ing)?|observ(?:e|es|ed|ing))\s+(?:the\s+|a\s+|an\s+)?$"
)
_OFF_SITE = re.compile(
    r"\b(?:in|at)\s+(?:the\s+)?(?:(?:contractor|vendor|supplier|manufacturer|fabricator|maker)(?:\s*s)?\s+)?"
    r"(?:fab(?:rication)?\s+(?:shop|yard|works)|(?:shop|works|factory|premises|yard)\b)"
)
"""issue 12 round 16 (y18d, blackbox18 class 13): a test witnessed at a contractor's or vendor's shop ("Witness
hydrotest of new spool in contractor fab shop, sign test cert"): the inspector watches the shop's own test away from
the plant, no containment of ours is broken; a test witnessed on the plant ("witness the hydrotest of line 12 in unit
200") keeps its permit."""


_ALREADY_DONE = re.compile(
    r"\balready\s+(?:been\s+)?(?:radiograph|x[\s-]*ray|gamma[\s-]*ray|rt|weld|braz)\w*?(?:ed|d)\b"
    r"(?!\s+(?:and|&|then|but)\b)"
)
"""issue 12 round 17 (w19p, blackbox19b class 8): a weld or joint described by work already done to it ("Clean and paint
the weld joints already radiographed last week", "the welds already x-rayed"): the radiography or welding is over, the
job is what is done to the thing now (its own words raise their own permits). Only acts that leave nothing standing (a
shot, a weld); a scaffold "already erected" or a line "already isolated" is still in place for the work."""


def mention_only(norm: str, start: int, end: int) -> str | None:
    """Words that make a match a mention, not the work: documents, supplies and tags about it ("radiography film
    reports", "welding procedure", "welding rods", "scaffold inspection tags"), the operator's card or the course for it
    ("crane operator competency cards", "cherry picker training"), the purpose of a tool ("monitors used
    for confined space entries"), an administrative act on it ("order", "count", "print", "audit of"), kit in the
    stores or sent away for inspection, or desk work about the job (`desk_work`)."""
    if m := _DOCUMENT_AFTER.match(norm[end : end + 60]):
        return m.group(0).strip()
    if (m := _ALREADY_DONE.search(norm, max(0, start - 14), end + 4)) and m.start() < start < m.end():
        return m.group(0).strip()
    if (m := _WITNESS_BEFORE.search(norm[max(0, start - 30) : start])) and _OFF_SITE.search(norm[end:]):
        return m.group(0).strip()
    if m := _PURPOSE_BEFORE.search(norm[max(0, start - 60) : start]):
        return m.group(0).strip()
    if m := _FUTURE_RULE_BEFORE.search(norm[max(0, start - 40) : start]) or _CLASSED_AS_BEFORE.search(
        norm[max(0, start - 120) : start]
    ):
        return m.group(0).strip()
    if (m := _PERSON_SEEN_BEFORE.search(norm[max(0, start - 80) : start])) and _PERSON_AFTER.match(
        norm[end : end + 30]
    ):
        return m.group(0).strip()
    if m := _ADMIN_BEFORE.search(norm[:start]) or (
        (part := _PART_WORD.match(norm, start)) and _ADMIN_BEFORE.search(norm[: part.end()])
    ):
        return m.group(0).strip()
    if (m := _HAND_OUT_BEFORE.search(norm[:start])) and _HANDED_KIT.match(norm[start : start + 60]):
        return m.group(0).strip()
    if (
        (m := _HIRE_BOOKED.search(norm[:start]))
        and _HIRE_AFTER.match(norm[end : end + 20])
        and not _WORK_GOES_ON.search(norm[end:])
    ):
        return m.group(0).strip()
    if (
        (m := _PLANT_BOOKED.search(norm[:start]))
        and _BOOKED_LATER.search(norm[end:])
        and not _WORK_GOES_ON.search(norm[m.start() :])
    ):
        return m.group(0).strip()
    if (
        (m := _DESK_ONLY.search(norm))
        and not _SEQUENCE_BETWEEN.search(norm[m.end() : end] if m.end() <= start else norm[start : m.start()])
        and not (m.start() >= end and _FOR_THE_REST.match(norm, m.end()))
    ):
        return m.group(0).strip()
    if m := _DUG_OUT_PAPER.match(norm, start):
        return m.group(0).strip()
    if m := _REFERENCE_BEFORE.search(norm[max(0, start - 80) : start]):
        return m.group(0).strip()
    if m := _KEEP_OUT_BEFORE.search(norm[max(0, start - 60) : start]):
        return m.group(0).strip()
    kit = end if _KIT.search(norm[start:end]) else (k.end() if (k := _KIT_AFTER.match(norm, end)) else None)
    if kit and (m := _STOCK_AFTER.match(norm[kit : kit + 80])):
        return m.group(0).strip()
    if kit and kit > end and (m := _KIT_SERVICED_BEFORE.search(norm[max(0, start - 60) : start])):
        return m.group(0).strip()
    return desk_work(norm, start, end)


_NO_WORK_NOW = re.compile(
    r"\b(?:no\s+work|nothing)\s+(?:(?:is\s+|left\s+)?(?:open|outstanding|pending|planned|to\s+do)|on\s+site|today|tonight|"
    r"this\s+(?:shift|week)|in\s+the\s+(?:unit|area|plant))\b"
    r"|\b(?:today|tonight|this\s+(?:shift|week))\s*,?\s+no\s+[a-z]+(?:\s+(?:work|jobs?))?\b"
    r"|\bno\s+(?:[a-z]+\s+){1,2}?(?:today|tonight|this\s+(?:shift|week))\b"
    r"|\b(?:job|wo|work\s+order|permit|task|(?:line\s+)?item|w\s*/\s*o(?=\s*(?:no\s*|nr\s*|#\s*)?\d))"
    r"(?:\s+(?:no\s*|nr\s*|#\s*)?\d[\d\s]{0,12}?)?\s+(?:is\s+|was\s+|now\s+|"
    r"has\s+been\s+)?(?:closed(?:\s+out)?|completed?|finished|cancell?ed|signed\s+off)\b"
    # issue 12 round 22 (t28g, blackbox29 class 3): a CMMS export's "W/O 77102 COMPLETE" (a "w/o" with its number; "w/o
    # scaffold" is "without"), and the plant said returned or handed back to operations ("LOTO REMOVED, PUMP P-205
    # RETURNED TO OPS", "pump handed back to ops at 1600"): the job is over; one still to be handed back is not
    r"|\b(?<!\bbe\s)(?<!\bbeing\s)(?<!\bto\s)(?<!\bthen\s)(?<!\band\s)(?:returned|handed\s+back|given\s+back|released)\s+"
    r"to\s+(?:the\s+)?(?:ops|operations|production|process|operators?)\b"
    # issue 12 round 18 (t21c, blackbox21 classes 8 and 10): a worklist item closed or taken off the list ("WO 4410233
    # CLOSED: replaced 50 HP motor", "line item closed", "close WO" at the end, "no further work", "remove from this
    # worklist", "not in this worklist") and desk-only markers of a planner's line ("drafting only", "quote only",
    # "update schedule only", "desk task"): nothing of it is done now
    r"|\bclose(?:\s+out)?\s+(?:the\s+)?(?:wo|work\s+order|job|item)\s*$|\bno\s+further\s+(?:work|action)\b"
    r"|\b(?:remove|delete|take)\s+(?:it\s+)?(?:off|from|out\s+of)\s+(?:this|the)\s+work\s*list\b"
    r"|\bnot\s+(?:in|on|part\s+of)\s+this\s+work\s*list\b"
    r"|\b(?:drafting|quote|quotation|pricing|(?:update|amend)\s+(?:the\s+)?schedule|schedule\s+update)\s+only\b|\bdesk\s+task\b"
    # issue 12 round 17 (w19p, blackbox19b classes 7 and 8): every job of a kind reported over ("all RT jobs finished
    # for this project") and a plan that says it is not carried out now ("only planning now, no execution")
    r"|\ball\s+(?:the\s+)?(?:[a-z]+\s+)?(?:jobs|works|tasks)\s+(?:are\s+|were\s+|have\s+been\s+)?(?:now\s+)?(?:completed|finished|done|closed)\b"
    r"|\bno\s+execution(?:\s+(?:now|yet|today|this\s+(?:shift|week)))?\b"
    # issue 12 round 18 (t21e, tune20 UIT-045): desk or office work only with the site activity denied beside it
    # ("Office work only, no welding or testing"): a review of welding procedures names welding processes, none is done
    r"|\b(?:desk|office)\s+(?:work|task)s?\s+only\s*[,;:-]?\s*(?:and\s+)?no\s+(?:site\s+work|work\s+on\s+site|field\s+work|[a-z]+ing)\b"
)
_NOT_ALL = re.compile(r"^\W*(?:except|but|apart|other\s+than|besides|unless|until|pending|save)\b")
"""A no-work statement with an exception or a condition after it ("no work today except the flange", "no work
until the gas test is clear") does not say that nothing is done."""
_WHEN_BEFORE = re.compile(
    r"\b(?:after|when|once|until|till|til|before|as\s+soon\s+as|by\s+the\s+time)\s+(?:the\s+|this\s+|that\s+|each\s+)?$"
)
"""issue 12 round 14: a job said finished inside a time clause ("the fire watch stays 30 min after the job is
finished", "once the job is completed, hand back") is a point in the work still to do, not a report that it is over."""


_MEETING_FOR_BEFORE = re.compile(
    r"\b(?:pre[\s-]*(?:job|task|start|work|shutdown|outage)|kick[\s-]*off|planning|coordination|co-ordination|"
    r"toolbox|tbt)\s+(?:meeting|mtg|briefing|brief|talk|review|walk[\s-]*down|walkdown|session)s?\s+"
    r"(?:for|on|about|re|regarding|ahead\s+of|before)\s+(?:the\s+|a\s+|an\s+|our\s+|next\s+|this\s+|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?\s+|tomorrow(?:'?s)?\s+|next\s+week(?:'?s)?\s+)*$"
)
"""issue 12 round 16 (y18d, blackbox18 class 11): a meeting or briefing held for a job ("Pre-job mtg for Monday hot
work on R-2", "Pre-job meeting for hot work next Monday"): read only where the order also says no work is done now
("no work today"), so the job met about has its own order and permit when it comes; a briefing before today's work
("pre-job meeting for the hot work, then weld the nozzle") keeps its permit, as there is no no-work statement."""


def meeting_for(norm: str, start: int) -> str | None:
    """The words of a meeting or briefing whose subject is the match ("pre-job mtg for Monday"), else None."""
    m = _MEETING_FOR_BEFORE.search(norm[max(0, start - 80) : start])
    return m.group(0).strip() if m else None


def desk_only(sentence: str) -> str | None:
    """issue 12 round 17 (z19b, tune19 UHT-005): the words that mark a sentence's work as desk work only ("Desk work
    only", "paperwork only", "office only"), else None; read over a whole order only beside a statement that nothing is
    done now (`no_work_now`: "nothing on site this order"), so a quote, a report or a plan written at a desk names
    priced or planned work that has its own order and permit when it comes."""
    m = _DESK_ONLY.search(_lower(sentence))
    return m.group(0).strip() if m else None


_NOTHING_DONE = re.compile(
    r"\bnothing\s+(?:is\s+|will\s+be\s+|(?:is\s+)?to\s+be\s+)(?:opened|erected|welded|cut|ground|lifted|dug|excavated|entered|broken|isolated|disconnected|removed|dismantled|burned|burnt|drilled)(?:\s*,\s*(?:opened|erected|welded|cut|ground|lifted|dug|excavated|entered|broken|isolated|disconnected|removed|dismantled|burned|burnt|drilled))+\s*,?\s+(?:or|nor|and)\s+(?:opened|erected|welded|cut|ground|lifted|dug|excavated|entered|broken|isolated|disconnected|removed|dismantled|burned|burnt|drilled)\b"
    r"(?![^.]*\b(?:until|till|before|after|except|but|today|tomorrow|tonight|once|when)\b)"
)
"""issue 12 round 18 (t21e, tune20 UIT-034): the trades' acts, three or more, said of nothing ("Nothing to be opened,
erected or welded"): the order only looks (a walk, photographs)."""


def nothing_done(sentence: str) -> str | None:
    """issue 12 round 18 (t21e, tune20 UIT-034): the words that say none of three or more work acts is done ("Nothing
    to be opened, erected or welded"), else None; never one under a time or condition in its sentence. The engine reads
    it as a desk-only order only where no other line opens with an instruction to work ("Climb scaffold SC-2207")."""
    m = _NOTHING_DONE.search(_lower(sentence))
    return m.group(0).strip() if m else None


def no_work_now(sentence: str) -> str | None:
    """issue 12 round 14: the words that say nothing is done now ("no work today", "today no lifting", "nothing
    open", "no work outstanding", "job closed"), else None; one with an exception or condition after it says nothing,
    nor a job said finished inside a time clause ("after the job is finished").
    A record kept up to date ("planner to update SAP") is not such a statement: the work it lists is still to do."""
    low = _lower(sentence)
    for m in _NO_WORK_NOW.finditer(low):
        if _WHEN_BEFORE.search(low[: m.start()]):
            continue
        if not _NOT_ALL.match(sentence[m.end() :]):
            return m.group(0).strip(" .;:")
    return None


_HOUSEKEEPING_ONLY = re.compile(
    r"\b(?:(?:a|the|with)\s+)?(?:(?:brooms?|brush(?:es)?|buckets?|mops?|shovels?|dust\s*pans?|(?:bin|rubbish|refuse|waste)\s+bags?|"
    r"wheel\s*barrows?|rags?|housekeeping|tidy(?:ing)?[\s-]+up|clean(?:ing)?[\s-]*up|sweep(?:ing)?(?:\s+up)?|"
    r"litter\s+pick\w*)(?:\s*(?:,|and|&|\+|/)\s*(?:a\s+|the\s+)?)?){1,4}\s*only\b(?!\s+(?:after|when|once|until|till|"
    r"before|if|while|whilst|during|for\s+now|at\s+first)\b)"
)
"""issue 12 round 15 (tune16 UET-005): the order limits its own work to housekeeping ("Broom and bucket only.",
"housekeeping only"): work it reports finished beside that (a weld repair "finished yesterday") is then not this
order's work. Never one said under a time or condition ("sweep up only after the welding is done"), and never a
method for a job ("hand tools only" is how work is done, not that there is none)."""


def housekeeping_only(sentence: str) -> str | None:
    """The words saying the order's own work is housekeeping only ("broom and bucket only"), else None."""
    low = _lower(sentence)
    if re.search(r"\bnot\s+only\b", low):
        return None
    m = _HOUSEKEEPING_ONLY.search(low)
    return m.group(0).strip() if m else None


_STATUS_WORDS = (
    r"^\w*(?:\s+(?!(?:and|or|then|to|but|be|being|will|shall|must|should|can|could|may|need|needs|please)\b)\w+){0,7}?"
    r"\s+(?:(?:was|were|is|are|has\s+been|have\s+been|had\s+been|has|have|had|got|now)\s+)?(?:already\s+)?(?:"
    r"cancell?ed|called\s+off|finished|completed?|done|closed(?:\s+out)?|dismantled|struck|"
    # issue 12 round 17 (w19p, blackbox19b class 8): the non-native past ("was finish already", "finish already")
    r"(?<=\bwas\s)finish|(?<=\bwere\s)finish|(?<=\balready\s)finish|finish(?=\s+already\b)|"
    r"taken\s+down|demobili[sz]ed|left(?:\s+the)?\s+site|expired|boxed\s+up|signed\s+off|handed\s+back{over})\b"
)
_STATUS_AFTER = re.compile(_STATUS_WORDS.replace("{over}", ""))
_OVER_AFTER = re.compile(
    _STATUS_WORDS.replace(
        "{over}",
        # issue 12 round 16 (x17bp, blackbox17b class 7): a dig filled in, hired plant sent back, edge protection
        # taken away at the end of a job ("the excavation near gate 4 was backfilled", "the MEWP was returned to the
        # hire company", "off-hired", "the edge protection is removed"); read only where nothing is still to do
        r"|back\s*filled|reinstated|returned\s+to\s+(?:the\s+)?(?:hire|rental|supplier|vendor|depot|yard|stores?)|"
        r"off\s*hired|removed|"
        # issue 12 round 17 (w19p, blackbox19 class 7): a source or plant signed out of site or collected from it
        # ("the radiography source container was ... signed out of site", "collected by the contractor")
        r"signed\s+out\s+(?:of|from)\s+(?:the\s+)?site|taken\s+off\s+site|collected|"
        # issue 12 round 21 (t27d, blackbox27 class 1): plant gone from site ("crane off site" in a shift log)
        r"(?:now\s+)?off\s+site|"
        # issue 12 round 22 (t28g, blackbox29 class 3): a scaffold or structure that "came down" (was struck);
        # "came down the ladder" is a person climbing down, not matched
        r"c[oa]me\s+down(?!\s+(?:the|a|an|from|off|to|on|onto|in|into)\b)|"
        # issue 12 round 18 (t21c, blackbox21 class 8): a test's record filed or accepted ("megger readings filed",
        # "RT accepted")
        r"filed|accepted|"
        # issue 12 round 19 (t23d, blackbox23b class 10): an issue with the work sorted and the crew's reports sent in
        # ("yesterday's hole watch issue sorted", "RT crew sent their reports from last week's shoot")
        r"issues?\s+(?:sorted|resolved)(?:\s+out)?|"
        r"sent\s+(?:in\s+|over\s+|through\s+)?(?:their|the|its|his|her)\s+(?:\w+\s+)?"
        r"(?:reports?|results?|films?|records?|paperwork|certificates?)",
    )
)
"""Only work reported over or called off: work put off, booked or planned for another day ("crane booked for Friday",
"welding postponed") is still the order's work and keeps its permit for that day (safety first: a permit planned early
costs a review, one dropped costs a control)."""


_STILL_TO_DO = re.compile(
    r"\b(?:will|shall|must|should|would|need(?:s|ed)?\s+to|has\s+to|have\s+to|to\s+be|going\s+to|gonna|is\s+to|"
    r"are\s+to|tomorrow|tonight|next|later|afterwards|still|pending|outstanding|remaining|then|now|yet|"
    r"(?<!area\s)(?<!site\s)(?<!road\s)(?<!unit\s)re[\s-]*open\w*|re[\s-]*erect\w*|re[\s-]*start\w*|resum\w*|continu\w*|postpon\w*|re[\s-]*schedul\w*|planned|scheduled|"
    r"booked|until|before|once|when|if|unless|returns|returning|comes\s+back|coming\s+back|due\s+back|back\s+on\s+site)\b"
    r"|(?:^|[.;:!?,]\s*|\b(?:and|&|pls|please|kindly|to)\s+)(?:weld|cut|grind|burn|braze|dig|excavate|trench|erect|lift|"
    r"hoist|rig|enter|isolate|lock|install|replace|remove|fit|open|drain|purge|vent|climb|paint|repair|fix|change|"
    r"clean|test|inspect|check|x\s*ray|radiograph|shoot|drill|break|core|scaffold|dismantle|strip|demolish|build|"
    r"go|start|do|carry|finish|complete|lay|pull|run|move|set|refit|reinstall|commission)\s+(?:the|a|an|all|both|each|it|"
    r"them|this|that|these|those|new|out|up|down|off|in|into|on|back|over|\d)\b"
    # issue 12 round 22 (t28g, blackbox29 class 3): the verb is a noun when its own clause goes on to report it over
    # ("weld on the b deck rail got done yesterday", "scaffold on the pipe rack came down last week")
    r"(?!(?:\s+(?!(?:and|or|then|to|but|if|once|when|before|after|until|that|which|who|will|shall|must|should|can|is|"
    r"are|be|needs?)\b)[\w/-]+){0,7}?\s+(?:(?:got|was|were|has\s+been|have\s+been|had\s+been)\s+(?:already\s+)?"
    r"(?:done|finished|completed|removed|dismantled|struck|taken\s+down)|c[oa]me\s+down)\b)",
    re.IGNORECASE,
)
"""issue 12 round 16 (x17bp): words that leave work still to do in an order: a modal or future ("will", "to be",
"needs to"), a later time ("tomorrow", "next shift", "then"), a machine or crew coming back ("it returns Monday",
issue 12 round 18), work put off or picked up again ("postponed", "re-open", "resume"; an area, site, road or unit
reopened is a cordon lifted, round 21), a condition ("until",
"once", "if") or an instruction to work with its object ("weld the shoe", "please inspect it"; "Scaffold at the
boiler front ..." names a thing, and so does a verb whose clause reports it over, "weld on the rail got done
yesterday", round 22). An order with none of them only reports (`nothing_ahead`)."""


_HARM = re.compile(
    r"\b(?:struck|strikes?|hit|injur\w*|hurt|burn(?:ed|t)|fell|falls?|falling|collaps\w*|evacuat\w*|near[\s-]*miss\w*|"
    r"incidents?|accidents?|fatal\w*|killed|died|hospital\w*|first[\s-]+aid|damag\w*|fires?(?!\s+watch)|explo\w*|leak\w*|"
    r"releas\w*|gassed|overcome|trapped|crush\w*|caught|slipped|dropped|failed|broke|snapped|toppled|overturned|"
    r"riddor|doses?|exposed|exposure|investigat\w*|root[\s-]+causes?|rca|witness\w*)\b"
)
"""Words of harm or a near miss: an order that tells one is an incident told in the past ("the directional drill struck
the gas main"), whose work needed its permits, not a report that work is over. A fire watch is a hot work control,
no fire (round 21: "fire watch stood down 16:00")."""


_TOLD_PAST = re.compile(
    r"\b(?:was|were|has\s+been|have\s+been|had\s+been|already|yesterday|ago|earlier|last\s+(?:week|night|shift|month)|"
    r"this\s+(?:morning|afternoon)|today|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|on\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"at\s+\d{1,2}[:.\s]\d\d|left(?:\s+the)?\s+site|off\s*hire\w*|back\s+in\s+(?:its\s+|the\s+)?(?:container|store\w*|service)|"
    # issue 12 round 21 (t27d, blackbox27 class 1): a shift log's hand-over of work over: the hour it ended right after
    # the status ("closed out 15:00", "done 13:30"), and a second thing over beside it: the permit or log handed back or
    # signed off, the crew all out, the manways boxed up, the fire watch stood down, the plant off site, the barriers
    # down or removed, the area checked, cool or open again
    r"(?:finished|completed?|done|closed(?:\s+out)?)\s+\d{1,2}[:.\s]?\d\d\b|"
    r"(?:permits?|logs?|certificates?|paperwork)\s+(?:\w+\s+)?(?:handed\s+back|signed\s+(?:off|back))|"
    r"all\s+(?:out|clear|cool)|(?:manways?|manholes?|hatch(?:es)?)\s+(?:\w+\s+)?boxed\s+up|"
    r"(?:fire|hole)\s+watch\s+stood\s+down|(?:crane|rig|crew|plant|contractors?)\s+off\s+site|"
    r"barriers?\s+(?:down|removed|taken\s+down|lifted)|"
    r"area\s+(?:checked|inspected|cool|clear(?:ed)?|open(?:ed)?|re-?opened|handed\s+back))\b"
)
"""What tells a report in the past: a past auxiliary, a past day or hour, or a second thing over ("contractor left
site", "source back in container"; a shift log's "closed out 15:00", "permit handed back", "all out", "barriers down",
"area checked"). "Tank entry of T-5 finished." alone may be a job's title and keeps its permit."""


_STATE_NOW = re.compile(
    r"\b(?:perfectly|fine|well|properly|smoothly|ok|okay|great|online|back\s+(?:online|in\s+service|on\s+line))\s+now\b|"
    r"\b(?:is|are)\s+now\s+(?=(?:handed|complete|completed|finished|closed|done|signed\s+off)\b)",
    re.IGNORECASE,
)
"""issue 12 round 21 (t27b): "now" after a state ("it swings perfectly now", "the pump is back online now") says how
things are, it leaves nothing to do. issue 12 round 22 (t28h, blackbox30 class 1): so does "now" before a finished
state ("the crane base is now handed to the groundworker as a finished item", "the dig is now complete")."""


def nothing_ahead(text: str) -> bool:
    """issue 12 round 16 (x17bp, blackbox17b class 7): the order's own words leave nothing still to do
    (`_STILL_TO_DO`) and tell no incident (`_HARM`), so work it reports finished, closed or sent back ("The scaffold in
    warehouse B was dismantled on Friday", "The MEWP was returned to the hire company today") is a report, not this
    order's work. Safety first: any later time, modal, condition or instruction anywhere in the order keeps every
    permit, and so does any harm told."""
    low = _STATE_NOW.sub(" ", _lower(text))
    return not _STILL_TO_DO.search(low) and not _HARM.search(low)


_NOT_OURS = re.compile(
    r"\bnot\s+ours\b|\bnot\s+(?:on\s+)?(?:our|us)\s+(?:site|land|property|premises|building|job|works?|contract|"
    r"scaffold|crane|responsibility|problem)\b|\bnothing\s+(?:to\s+do\s+)?(?:for|with)\s+us\b|"
    r"\b(?:belongs?|belonging)\s+to\s+(?:the\s+)?(?:[a-z]+\s+){0,3}?[a-z]+\s+s\s+(?:(?:own|roofing|building|civils?|"
    r"scaffold(?:ing)?|groundworks?)\s+)?(?:contractors?|crew|site|builders?|roofers?|scaffolders?)\b|"
    r"\b(?:is|are|that\s+is|that\s+s|it\s+is|it\s+s)\s+(?:the\s+)?(?:council|landlord|developer|neighbou?r|"
    r"(?:water|gas|electricity|power|telecoms?|phone)\s+(?:company|network|board|utility)|highways|network\s+operator)"
    r"\s+s\s+(?:own\s+)?(?:contractors?|crew|site|works?|job|scaffold|crane)\b"
)
"""issue 12 round 19 (t23d, blackbox23 class 3): the order says the work it names is another party's ("scaffold belongs
to the landlord's roofing contractor, not ours", "the digging is the water company's contractor in the road, not our
site", "the crane is on the developer's site across the road, not ours", "that is the gas network's contractor"):
read only where the order leaves nothing still to do (`nothing_ahead`), so a disclaimer beside this crew's own work
("not ours, our crew will erect a tower") keeps every permit."""


_NEXT_PLACE = re.compile(r"\bnext\s+(?:door|unit|building|site|block|plot|street|road)\b|\bhospital\b(?!\w)")
"""A place, not a time or a harm: "the roofers next door", "on the next unit", a ticket raised at a hospital."""


_APOSTROPHE = re.compile(r"['\u2019]")
"""Read as a space where `_NOT_OURS` looks: "the council's contractor" is "the council s contractor"."""
_FIRST_PERSON = re.compile(r"\b(?:we|us|our|i|my)\b")


def nothing_ahead_of_others(text: str) -> bool:
    """issue 12 round 19 (t23d): `nothing_ahead` for an order that gives its work to another party: a neighbour's place
    ("next door", "the next unit") is no later time and a hospital named as the ticket's site is no harm told."""
    low = _NEXT_PLACE.sub(" ", _lower(text))
    if _FIRST_PERSON.search(_NOT_OURS.sub(" ", _APOSTROPHE.sub(" ", low))):
        return False  # "the crane is not ours but the lift of our pump needs it": this crew's work is named too
    return nothing_ahead(low)


def not_ours(sentence: str) -> str | None:
    """issue 12 round 19 (t23d): the words that give the work named to another party (`_NOT_OURS`), else None."""
    m = _NOT_OURS.search(_lower(_APOSTROPHE.sub(" ", sentence)))
    return " ".join(m.group(0).split()) if m else None


_DONE_HEADER = re.compile(
    r"(?:(?:the\s+|this\s+)?(?:works?|jobs?|tasks?|wo|work\s+order|all|everything)\s+(?:is\s+|are\s+|was\s+|were\s+)?)?"
    r"(?:all\s+|now\s+)?(?:completed?|done|finished|closed(?:\s+out)?|signed\s+off)"
    r"(?:\s+(?:already|yesterday|earlier|previously|today|this\s+(?:morning|afternoon)|last\s+(?:night|week|shift|month)|"
    r"on\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}[:.\s]?\d\d))*"
)
"""issue 12 round 22 (t28f, blackbox29b class 1): a header that reports the job after its colon over ("Completed
yesterday: inverter INV-07 fan replacement, permit closed", "Done: replaced the tracker motor", "Works complete:
Cadweld joints ... finished Friday"), the prefix form of "fan replacement completed yesterday"."""


def done_header(clause: str) -> str | None:
    """The words of a finished-work header when a clause is only that (`_DONE_HEADER`), else None. The engine reads it
    only for the clause after its colon and only where nothing in the order is still to do (`nothing_ahead`), so
    "Done: isolation. Now replace the fan" keeps the fan's permits."""
    low = " ".join(_lower(clause).split())
    return low if _DONE_HEADER.fullmatch(low) else None


_PAST_STATUS = re.compile(r"\b(?:done|removed)$")
"""A status that is no report of work over when nothing else says so: "is done" or "is removed" is also how a job is
done ("welding is done in the shop"), and "removed" is a step ("insulation removed, weld the shoe"; "the gamma gauge
was removed by a fitter" is the work itself)."""
_CORDON = re.compile(r"(?:barriers?|barricades?|cordons?|tapes?|signs?|warning\s+signs?)\b")
"""issue 12 round 21 (t27d, blackbox27 class 1): the work's cordon named right after it and "removed" ("RT barriers at
U-100 from last night removed"): the cordon taken away once the work ended, never the work itself."""
_AT_HOUR = re.compile(r"\s+(?:at\s+)?\d{1,2}[:.\s]?\d\d\b")
"""issue 12 round 21 (t27d, blackbox27 class 1): the hour right after a status ("done 13:30", "removed at 0900"): a
log's report of when the work ended, never how it is done."""
_ON_PAST_DAY = re.compile(
    r"\s+(?:yesterday|earlier(?:\s+today)?|last\s+(?:night|week|shift|month|friday|monday|tuesday|wednesday|thursday|"
    r"saturday|sunday)|this\s+(?:morning|afternoon)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
)
"""issue 12 round 22 (t28g, blackbox29 class 3): a past day right after a status ("got done yesterday", "removed last
night"), as the hour is: a report of when the work ended, never how it is done."""
_UNDONE_STATE = re.compile(r"\b(?:isolat\w*|loto|lock\s*outs?|locks?|tags?|earths?|blinds?|spades?)\b")
"""issue 12 round 22 (t28g, blackbox29 class 3): an isolation, LOTO, lock, earth or blind "removed" is the state held
for a job taken off again once the job is over ("LOTO removed", "all isolations for the pump job were removed"); a
held state is never how a job is done, as "insulation removed, weld the shoe" is."""


_ATTRIBUTIVE = re.compile(
    r"(?:^|\s)(?:the|a|an|all|its|their|his|her|this|that|these|those|our|each|every)\s+(?:\w+ed|done|completed?|struck)$"
)
"""A status word after a determiner describes a thing ("RT of the completed welds"), it reports no work over."""


_HELD_STATE = re.compile(r"\b(?:isolat|lock|loto|tag|de-?energi|energi|earth|bond|blind|spade|purg|gas\s+free|vent)")
_DONE = re.compile(r"\b(?:finished|completed?|done|closed(?:\s+out)?)$")


_PAST_WORK = re.compile(
    r"(?:replaced|changed(?:\s+out)?|swapped(?:\s+out)?|welded|installed|fitted|refitted|removed|lifted|dug|excavated|"
    r"repaired|erected|dismantled|overhauled|rewound|re-?wired|terminated|spliced)\b"
)
"""issue 12 round 18 (t21c, blackbox21 class 8): a match that opens with the past of its own work verb ("replaced 50 HP
motor on P-2204B", "welded the shoe"): read as work reported done only in an order that says its job is closed and
leaves nothing still to do."""
_ATTRIBUTIVE_BEFORE = re.compile(r"\b(?:the|a|an|all|its|their|this|that|these|those)\s+$")


def reported_over(norm: str, start: int, end: int, stated: bool = False) -> str | None:
    """issue 12 round 16 (x17bp): the words after a match that report its work over, for an order that leaves nothing
    still to do (`nothing_ahead`): `work_status`'s words, and a dig backfilled, hired plant returned or off-hired,
    edge protection removed; a bare "done" or "removed" (`_PAST_STATUS`) only when the order also says its job is
    over (`stated`: "the roof job was finished and edge protection removed") or gives the hour it ended ("done 13:30",
    round 21) or the day ("got done yesterday", round 22), or the words removed are the work's cordon ("RT barriers ...
    removed", round 21) or its held state (`_UNDONE_STATE`: "LOTO removed", round 22)."""
    if stated and (done := _PAST_WORK.match(norm, start)) and not _ATTRIBUTIVE_BEFORE.search(norm[:start]):
        return done.group(0)  # issue 12 round 18 (t21c): "WO 5521 CLOSED: replaced 40 HP motor on P-33"
    status = work_status(norm, start, end, _OVER_AFTER)
    if status is None or _ATTRIBUTIVE.search(status):
        return None
    if not stated and _PAST_STATUS.search(status) and not _CORDON.match(status):
        at = norm.find(status.split()[-1], end)
        after = at + len(status.split()[-1])
        undone = status.endswith("removed") and _UNDONE_STATE.search(norm[start:end])
        if at < 0 or not (_AT_HOUR.match(norm, after) or _ON_PAST_DAY.match(norm, after) or undone):
            return None
    return status if stated or _TOLD_PAST.search(norm) else None


def work_status(norm: str, start: int, end: int, rx: re.Pattern[str] = _STATUS_AFTER) -> str | None:
    """issue 12 round 14: the words after a match that report its work finished, closed, called off or taken away
    ("the tank entry finished yesterday", "the crane from yesterday has left site"), within its clause and before any
    comma; never work still to do ("scaffold to be dismantled", "will be finished tomorrow"), nor an isolation or purge
    reported done, a state kept in place for the work ("LOTO completed, nothing outstanding; fitter to change the
    seal")."""
    m = rx.match(norm[end : end + 80])
    if not m or (_DONE.search(m.group(0)) and _HELD_STATE.search(norm[start:end])):
        return None
    return " ".join(re.sub(r"^\w*", "", m.group(0)).split())


_KIT = re.compile(r"harness|lanyard|sling|shackle|tripod|detector|monitor|ladder|extinguisher|cylinder|rigging")
_KIT_AFTER = re.compile(
    r"(?:\s+\w+)?\s+\w*(?:harness|lanyard|sling|shackle|tripod|detector|monitor|extinguisher|"
    # issue 12 round 16 (x17bp, blackbox17b class 8): lockout padlocks, hasps and lock boxes delivered to the stores
    r"cylinder|padlock|hasp|lock\s*box)\w*"
    # issue 12 round 17 (z19bp, blackbox19 class 8): a team's breathing sets ("the sewer entry teams breathing sets")
    r"|(?:\s+\w+){0,2}?\s+(?:breathing\s+(?:sets?|apparatus)|ba\s+sets?|escape\s+sets?|respirators?)"
)
"""The kit a match names ("confined space rescue tripod"): the match is the kit's kind, the kit the thing."""
_STOCK_AFTER = re.compile(
    r"^\s+(?:\w+\s+){0,3}?(?:in|at|from|to|into)\s+(?:the\s+)?(?:stores?|storerooms?|stockrooms?|lockers?|cages?)\b"
    # issue 12 round 14: kit packed or sent away for its inspection or service ("rescue tripod packed in the workshop
    # and sent for its annual inspection", "harnesses returned to the supplier for recertification")
    # issue 12 round 17 (z19bp, blackbox19 class 8): kit put in its own rack ("put them in the ladder rack") and kit
    # going back to its supplier ("breathing sets are going back to the supplier for service")
    r"|^\s+(?:racks?|storage|cabinets?|lockers?)\b"
    r"|^\s+(?:(?:is|are|was|were|been|being|to\s+be)\s+)?(?:packed|boxed|bagged|crated|sent|shipped|returned|dispatched|"
    r"(?:going|goes|go|went|sent)\s+back)"
    r"\s+(?:[\w,]+\s+){0,8}?(?:inspection|calibration|certification|recertification|servic\w*|repair|testing|"
    r"(?:the\s+)?(?:vendor|supplier|manufacturer|hire\s+company))\b"
)
_KIT_SERVICED_BEFORE = re.compile(
    r"(?:^\s*|\b(?:to|and|please|then)\s+)(?:calibrat\w*|re-?calibrat\w*|bump[\s-]*test\w*|servic(?:e|es|ed|ing)|"
    r"re-?certif\w*)\s+(?:of\s+)?(?:the\s+|all\s+|our\s+|\d+\s+)?(?:\w+\s+){0,2}?$"
)
"""issue 12 round 17 (z19bp, blackbox19b class 13): kit named after the work, calibrated or serviced ("Calibration of
confined space gas detectors in instrument workshop"): the detectors are worked on, nobody enters."""
"""Kit in the stores (harnesses, slings, detectors) or packed and sent away for its inspection is stock being counted,
checked or serviced, not kit in use."""


_QUOTES = "'\"\u2018\u2019\u201c\u201d"
_NAMING = re.compile(
    r"(?:\bthe|\bso[\s-]called|\bcalled|\bknown\s+as|\bnamed|\bnicknamed|\blabell?ed|\bmarked|\bsigned)\s*$", re.I
)


_SIGN_AFTER = re.compile(
    r"\s*(?:warning\s+|safety\s+|danger\s+|door\s+|wall\s+)?(?:signs?|signage|notices?|labels?|stickers?|placards?|"
    r"posters?|plaques?|tags?|banners?)\b",
    re.I,
)
"""issue 12 round 15 (t16a): quoted words right before "signs" or "notice" are what the sign says ("fix 'DANGER -
CONFINED SPACE - ENTRY BY PERMIT ONLY' signs to the handrail"), not the activity."""


def quoted_name(text: str, start: int, end: int) -> str | None:
    """The quoted words when the match at start..end lies inside quotation marks used as a name ("the 'confined
    space' behind the stair", "the corner staff call the 'hot work bay'") or the words of a sign ("'DANGER - CONFINED
    SPACE' signs"): a name for a place or thing, or a sign's text, not the activity. None otherwise (a quote that
    opens after a letter is an apostrophe)."""
    left = text[max(0, start - 40) : start]
    opened = max(left.rfind(q) for q in _QUOTES)
    if opened < 0 or (opened > 0 and not left[opened - 1].isspace()):
        return None
    right = text[end : end + 40]
    closes = [i for i in (right.find(q) for q in _QUOTES) if i >= 0]
    if not closes:
        return None
    before = text[: max(0, start - 40) + opened]
    if not _NAMING.search(before) and not _SIGN_AFTER.match(right[min(closes) + 1 :]):
        return None
    return text[max(0, start - 40) + opened : end + min(closes) + 1]


def negation_after(norm: str, end: int) -> str | None:
    found = _POST_NEGATION.match(norm[end:]) or _POST_WITHDRAWN.match(norm[end:])
    return found.group(0).strip() if found else None


def quote(span: Span, start: int, end: int, pad: int = 3) -> str:
    """The matched words with a little context, cut at word boundaries, for a supervisor to read."""
    while start > 0 and not span.text[start - 1].isspace():
        start -= 1
    while end < len(span.text) and not span.text[end].isspace():
        end += 1
    words_before = span.text[:start].split()[-pad:] if pad else []
    words_after = span.text[end:].split()[:pad]
    return " ".join([*words_before, span.text[start:end].strip(), *words_after]).strip(" ,")


@dataclass
class Quantities:
    """Numbers that decide thresholds, each with the words it came from."""

    heights: list[tuple[float, str]] = field(default_factory=list)
    depths: list[tuple[float, str]] = field(default_factory=list)
    voltages: list[tuple[float, str, str]] = field(default_factory=list)
    loads_t: list[tuple[float, str]] = field(default_factory=list)
    temperatures_c: list[float] = field(default_factory=list)
    guarded: list[tuple[float, str]] = field(default_factory=list)
    """Heights stated on a platform or walkway with permanent guard rails."""
    depth_sentences: set[int] = field(default_factory=set)
    """The sentences that state a depth: a shallow figure bounds the dig said with it, not one said elsewhere."""
    height_sentences: set[int] = field(default_factory=set)
    """The sentences that state a height (not a guarded one): a low figure bounds the climb said with it, not a
    ladder or a roof said in a sentence of its own."""

    @property
    def max_height(self) -> tuple[float, str] | None:
        return max(self.heights, default=None)

    @property
    def max_depth(self) -> tuple[float, str] | None:
        return max(self.depths, default=None)

    @property
    def max_load(self) -> tuple[float, str] | None:
        return max(self.loads_t, default=None)


def depth_m(text: str) -> float | None:
    """The deepest stated depth in metres ('2 m deep', 'depth of 6 ft'), else None."""
    depths = []
    for pattern in _DEPTH_PATTERNS:
        for number, unit in pattern.findall(text):
            value = float(number)
            depths.append(value * 0.3048 if unit.lower().startswith(("f", "foot")) else value)
    return max(depths) if depths else None


def _number(text: str) -> float:
    """'1,500' is fifteen hundred, '1,1' (a decimal comma) is 1.1."""
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+", text):
        return float(text.replace(",", ""))
    return float(text.replace(",", "."))


_GUARDED = re.compile(
    r"\b(?:permanent|fixed|full|proper)\s+(?:hand|guard)\s*-?rails?|\b(?:hand|guard)\s*-?rails?\s+(?:on\s+)?(?:both|all)\s+"
    r"sides?|\bfully\s+(?:guarded|railed|enclosed)\b|\bguarded\s+(?:platform|walkway|deck)\b"
    # issue 12 round 12: a platform called railed ("from the railed 4 m platform", "Railed platform at 25 m");
    # "unrailed" and "railed off" (a barrier round an area) are not guard rails
    r"|(?<![\w-])railed\s+(?:[\w.]+\s+){0,2}?(?:platforms?|walkways?|decks?|galler(?:y|ies)|landings?|mezzanines?|catwalks?)\b"
)
"""A height on a platform with permanent guard rails is not work at height by the conventions (1.2 m or more
without permanent guard rails)."""


def guard_rails_said(sentence: str) -> bool:
    """issue 12 round 18 (t22b, blackbox22 class 11): the sentence says its platform has permanent guard rails and
    none is taken away or reached past ("Repair the valve on the platform with fixed handrails at 5 m"): the semantic
    layer's work-at-height reading of that sentence is the guarded height the rules already read as no work at
    height."""
    return bool(_GUARDED.search(sentence.lower())) and not _RAIL_OFF.search(sentence)


def _metres(value: str, unit: str) -> float:
    return float(value) * (0.3048 if unit.startswith(("f", "foot")) else 1.0)


_RAIL_OFF = re.compile(
    r"\b(?:hand|guard)?\s*-?rail(?:s|ing|ings)?\s+(?:\w+\s+){0,3}?(?:removed|taken\s+(?:down|off|out)|missing|open(?:ed)?|"
    r"damaged|broken|dismantled|lowered|unbolted)\b|\b(?:remov\w*|tak\w*\s+(?:down|off|out)|dismantl\w*|lower\w*|open\w*|"
    r"unbolt\w*|cut\w*)\s+(?:(?:the|a|one|section|part|length|of)\s+){0,4}(?:\w+\s+)?(?:hand|guard)?\s*-?rail(?:s|ing|ings)?\b|"
    r"\b(?:lean|reach|climb|work|step|stand)\w*\s+(?:\w+\s+)?(?:over|outside|beyond)\s+(?:the\s+)?(?:hand|guard)?\s*-?rail",
    re.IGNORECASE,
)
"""Guard rails taken away or reached past ("the railing is removed for the job", "lean over the handrail"): the height
is unprotected again, so no height in the order is read as guarded (round 12)."""


_DECIMAL_COMMA = re.compile(
    r"(?<![\d,.])(\d{1,3}),(\d{1,2})(?=\s*(?:m|mm|cm|mtrs?|metres?|meters?|ft|feet|foot)\b)", re.IGNORECASE
)
"""issue 12 round 16 (x17p, blackbox17 class 13): a length with a decimal comma ("Hand dig 0,2 m", "at 0,8 m"):
read as 0.2 m, not as the "2 m" after the comma; "1,500 mm" (three digits after the comma) stays fifteen hundred."""


def _decimal_commas(text: str) -> str:
    """`text` with each decimal comma of a length made a point (same length, so offsets hold)."""
    return _DECIMAL_COMMA.sub(r"\1.\2", text)


_PM_FREQUENCY = re.compile(
    r"\b(?:pm|ppm|pms|ppms|freq(?:uency)?|interval|periodicity)\s*[:=(-]?\s*\(?\s*\d{1,2}\s*m\b(?!\s*(?:high|tall|up|above))"
    r"|\b\d{1,2}m\s*\)?\s*(?:pm|ppm|pms|ppms|frequency|interval)\b"
)
"""A planned-maintenance frequency in months ("Corrosion mon. PM (12M)", "Food-grade chiller PM (6M)", "freq: 3M",
"6M PM"): issue 12 round 16 (t18a, tune18) read the bracketed months as a height of 12 m and 6 m."""


_FROM_FLOOR = re.compile(
    r"(?<!\bno\s)(?<!\bnot\s)(?<!\bcannot\s)(?<!\bcan't\s)(?<!\bunable\s\bto\s)(?<!\btoo\shigh\sto\s)"
    # issue 12 round 20 (t25c, tune22 UKT-003): the fixing verbs said with it ("chargers wall mounted at 1.3 m,
    # fixed from the ground", "sign fitted from the floor") say the same as "reached from the floor"
    r"\b(?:reach(?:ed|able)?|accessible|access(?:ed)?|done|worked|work|(?:fix|fitt|install|mount|chang|replac|servic|"
    r"clean|inspect|paint|wir|tighten|adjust|test)(?:ed|ing|e|es)?|fit|fits|read)\s+from\s+(?:the\s+)?"
    r"(?:floor|ground|grade|deck)(?:\s+level)?\b(?!\s+(?:is\s+|are\s+)?(?:not|impossible|no\b))",
    re.IGNORECASE,
)
_RAISED_ACCESS = re.compile(
    r"\b(?:ladders?|steps?|step\s*stools?|stools?|hop[\s-]*ups?|trestles?|podiums?|platforms?|scaffold\w*|mewps?|"
    r"(?:scissor|boom|man)\s*lifts?|cherry\s*pickers?|roofs?|edges?|ledges?|(?:hand|guard)\s*-?rails?|railings?|"
    r"harness\w*|lanyards?|stand\w*\s+on|climb\w*|mezzanines?|gantr(?:y|ies)|walkways?|catwalks?)\b",
    re.IGNORECASE,
)
_RAILWAY = re.compile(
    r"\b(?:(?:up|down)\s+(?:main|fast|slow|relief|goods|passenger|through|electric|suburban|local|loop|line)s?|"
    r"(?:the|set\s+of|\d+[a-z]?)\s+points|points\s+(?:machines?|motors?|heaters?|ends?|and\s+crossings)|rail\s+(?:clips?|joints?|pads?|fastenings?)|location\s+(?:cases?|cabinets?)|track\s*(?:circuits?|"
    r"beds?|gangs?|side)|tr\s+relays?|sleepers?|ballast|possessions?|lineside|s\s*&\s*c|(?:patrol|walk)\w*\s+the\s+line|"
    r"(?:in|of)\s+the\s+(?:cess|four[\s-]?foot|six[\s-]?foot|4\s*ft|6\s*ft))\b",
    re.IGNORECASE,
)
_RAILWAY_RAISED = re.compile(
    r"\b(?:ladders?|mewps?|rrv\s+mewps?|scaffold\w*|(?:scissor|boom|man)\s*lifts?|cherry\s*pickers?|masts?|gantr(?:y|ies)|"
    r"poles?|posts?|catenary|contact\s+wires?|ole|overhead|droppers?|registration\s+arms?|structures?|(?:foot|over)?bridges?|"
    r"viaducts?|roofs?|canopy|canopies|towers?|harness\w*|lanyards?|climb\w*|high|above|heights?|elevated|edges?|"
    r"head\s*spans?|(?:flood|signal)?\s*lights?|lamps?|floodlights?|signals?|heads?|wires?|up\s+on|top\s+of)\b",
    re.IGNORECASE,
)
_MILEAGE = re.compile(r"\d+(?:\.\d+)?m")
"""issue 12 round 22 (t28c, blackbox27b class 5): a railway writes its mileages in miles, "23m" ("Change the TR relay
in the location case at 23m", "Lubricate the points at 31m", "Patrol the line from 3m to 8m"): a figure written with
its "m" joined to it, in a sentence about the running line and its track-level kit (`_RAILWAY`: an Up or Down line,
points, a location case, sleepers, a possession), is a place along the line, not a height. A sentence that names any
raised place, access kit or overhead plant (`_RAILWAY_RAISED`: a MEWP, a mast, the OLE, a signal, a bridge) keeps its
figure a height, as does "5 m" written apart: safety first. A footbridge or overbridge is a bridge (issue 12 round 22,
t28j: "Paint the footbridge over the Up Main at 8m" is 8 m up)."""
ARM_REACH_M = 2.0
"""issue 12 round 17 (w19b, tune19 UHT-045): a figure in a sentence that says the work is reached from the floor
("replace sensor head at 1.6 m on the column bracket - reach from floor") is where the thing is, not where anyone
stands: a person on the floor reaches up to about 2 m. A higher figure, reach from the floor denied ("cannot reach
from the floor"), or a sentence that also names access kit or a raised place (a ladder, a platform, an edge, a
harness: `_RAISED_ACCESS`) stays a height."""


_WHOLE_JOB = re.compile(
    r"\b(?:all|whole|entire)\s+(?:of\s+)?(?:the\s+|this\s+)?(?:work|works|job|jobs|task|tasks|scope)\b(?!\s+(?:on|of|to)\b)|"
    r"\b(?:the|this)\s+(?:work|job|task)\s+(?:is|are|was|will|can|to|itself|done|carried)\b|"
    r"^\W*(?:work|works|working|access|job|task)\b|\beverything\b|\ball\s+(?:at|from|on|below|under|within)\b|"
    r"\b(?:working|standing|work|access|platform|max(?:imum)?)\s+(?:height|level)\b|"
    r"\bwork(?:s|ing)?\s+(?:is\s+|are\s+|will\s+be\s+|to\s+be\s+|can\s+be\s+)?(?:all\s+)?(?:done|carried\s+out|performed|"
    r"at|from)\b",
    re.IGNORECASE,
)


def said_of_whole_job(sentence: str) -> bool:
    """issue 12 round 21 (t27c): a sentence that says where the work as a whole is done ("Working height 0.8 m", "All
    work at floor level", "Access: from grade", "Work done from the ground with a camera pole"), not where one task or
    thing is ("Replace the sensor at 0.8 m on the wall", "Replace the pump seal at grade"): a low height or an at-grade
    qualifier said so bounds every climb of the order; said of one task it bounds its own sentence."""
    return bool(_WHOLE_JOB.search(sentence))


_ABOVE_A_LEVEL = re.compile(
    r"\b(?:from|on|at|off|over|standing|stood|working|worked|leaning|leaned|kneeling|knelt)\s+(?:the\s+|an?\s+|its\s+|"
    r"his\s+|her\s+|their\s+)?(?:[\w-]+\s+){0,3}?"
    + _NUM
    + r"\s*"
    + _LEN_UNIT
    + r"\b\s*above\s+(?:the\s+|a\s+|its\s+)?(?!(?:\w+\s+)?(?:pits?|sumps?|basements?|"
    r"bottom|base|invert|chambers?|wells?|trench\w*|sea|flood|tide|tidal|design|formation|ordnance)\b)(?:\w+\s+){0,2}?"
    r"(?:floor|ground|grade|deck|nave|aisle|hall|stage|street|road|yard|quay|landing|platform|slab|water|level)\b"
)
"""issue 12 round 21 (t27f, tune22 NKT-003): a figure said above a named floor, deck or ground ("the ringer at the open
trapdoor 15 m above the nave floor"), said after the place a person is at, on or works from, is his height over the
level he would fall to, in a sentence that also names a chamber, pit or dig ("the bell dropped onto the beams of the
ringing chamber"); a thing's own height ("the spoil heap is 3 m above the ground") and a figure above a pit's or sump's
own bottom, or a trench, stay the depth context's."""
_SHAFT = (
    r"(?:(?:(?:riser|lift|elevator|service|pipe|duct|ventilation|stair|goods\s+lift|open)\s+)?shafts?|risers?|stairwells?|"
    r"lift\s+wells?|light\s+wells?|atri(?:um|a))"
)
_SHAFT_DEPTHS = (
    re.compile(
        r"\b(?<!mine\s)(?<!well\s)"
        + _SHAFT
        + r"\s*,?\s*\(?\s*(?:about\s+|approx\.?\s*|approximately\s+|~\s*)?"
        + _NUM
        + r"\s*"
        + _LEN_UNIT
        + r"\s+deep\b"
    ),
    re.compile(r"\b" + _NUM + r"\s*" + _LEN_UNIT + r"\s+deep\s+(?:open\s+)?" + _SHAFT + r"\b"),
)
"""issue 12 round 22 (t28a, blackbox28 class 6): a building's shaft, riser or stairwell said with its depth ("working
over the open riser shaft 12 m deep", "at the edge of the open lift shaft, 25 m deep", "the top of the 30 m deep lift
shaft"): nobody digs a shaft in a building, so the figure is the fall from its top or edge. A pit, sump or mine shaft
is left out: those stay the depth context's."""


_ALONG_A_RUN = re.compile(
    r"\b(?:crawlers?(?!\s+(?:cranes?|excavators?|diggers?|tracks?|mounted|drill\w*|rigs?|dozers?|loaders?|mewps?)\b)|"
    r"(?:cctv|camera|sewer|drain|pipe|pipeline|culvert)\s+(?:surveys?|runs?|inspections?)|chainage|"
    r"(?:up|down)stream\s+of|mh\s*-?\s*\d+[a-z]?\s*(?:>|to)\s*mh\s*-?\s*\d+)\b",
    re.IGNORECASE,
)
"""issue 12 round 22 (t28e, tune24 UMT-017): a sentence of a sewer or pipe survey, a crawler's run or a run from one
manhole to the next ("Run 2 MH-13 > MH-14 crawler snagged on displaced joint at 18 m", "CCTV survey of the drain: root
mass at 22 m"): its figures are how far along the pipe, not a height. A crawler crane is no survey crawler, and a
sentence that also names access kit or a raised place (`_RAISED_ACCESS`: "from the cherry picker at 9 m") keeps its
height."""


def parse_quantities(spans: list[Span]) -> Quantities:
    q = Quantities()
    rails_off = any(_RAIL_OFF.search(span.text) for span in spans)
    from_floor = {span.sentence for span in spans if _FROM_FLOOR.search(_lower(span.text))}
    raised = {span.sentence for span in spans if _RAISED_ACCESS.search(span.text)}
    from_floor -= raised
    along_run = {span.sentence for span in spans if _ALONG_A_RUN.search(span.text)} - raised
    sentences: dict[int, str] = {}
    for span in spans:
        sentences[span.sentence] = sentences.get(span.sentence, "") + " " + span.text
    mileage = {i for i, said in sentences.items() if _RAILWAY.search(said) and not _RAILWAY_RAISED.search(said)}
    for span in spans:
        text = _decimal_commas(span.text)
        low = _lower(text)
        chainage = span.sentence in along_run  # how far along a surveyed pipe, no height (`_ALONG_A_RUN`)
        if not chainage and not below_grade(low):
            guard = None if rails_off else _GUARDED.search(low)
            months = [m.span() for m in _PM_FREQUENCY.finditer(low)]
            augered = [m.span() for m in _AUGER_TO.finditer(low)]
            for pattern in _HEIGHT_PATTERNS:
                for m in pattern.finditer(low):
                    if any(a <= m.start(1) < b for a, b in months + augered):
                        continue
                    metres = round(_metres(m.group(1), m.group(2)), 2)
                    said = span.text[m.start() : m.end()].strip()
                    if span.sentence in from_floor and metres <= ARM_REACH_M:
                        continue
                    if span.sentence in mileage and _MILEAGE.fullmatch(low, m.start(1), m.end(2)):
                        continue
                    if guard:
                        q.guarded.append((metres, f"{said} ({guard.group(0)})"))
                    else:
                        q.heights.append((metres, said))
                        q.height_sentences.add(span.sentence)
        elif not chainage:
            for m in (m for rx in (_ABOVE_A_LEVEL, *_SHAFT_DEPTHS) for m in rx.finditer(low)):
                q.heights.append((round(_metres(m.group(1), m.group(2)), 2), span.text[m.start() : m.end()].strip()))
                q.height_sentences.add(span.sentence)
        before = len(q.depths)
        depth = depth_m(text)
        if depth is not None:
            q.depths.append((round(depth, 2), span.text.strip()[:80]))
        if not _OTHER_DIG.search(low):
            for m in _SCRAPE_DEPTH.finditer(low):
                scale = {"m": 1, "cm": 100, "mm": 1000}[m.group(2)]
                q.depths.append((round(float(m.group(1)) / scale, 2), span.text[m.start() : m.end()].strip()))
        for m in _DIG_TO_DEPTH.finditer(low):
            q.depths.append((round(_metres(m.group(1), m.group(2)), 2), span.text[m.start() : m.end()].strip()))
        for m in _AUGER_TO.finditer(low):
            q.depths.append((round(_metres(m.group(1), m.group(2)), 2), span.text[m.start() : m.end()].strip()))
        for m in _DIG_APPROX.finditer(low):
            value, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group("n2"), m.group("u2"))
            q.depths.append((round(_metres(value, unit), 2), span.text[m.start() : m.end()].strip()))
        for m in _SIZED_DIG.finditer(low):
            q.depths.append((round(_metres(m.group(1), m.group(2)), 2), span.text[m.start() : m.end()].strip()))
        for m in _DIG_CM.finditer(low):
            value, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            q.depths.append((round(float(value) / (100 if unit == "cm" else 1000), 2), span.text[m.start() : m.end()]))
        for m in _DIG_IN.finditer(low):
            value = m.group(1) or m.group(2)
            q.depths.append((round(float(value) * 0.0254, 2), span.text[m.start() : m.end()].strip()))
        if len(q.depths) > before:
            q.depth_sentences.add(span.sentence)
        for m in _VOLTAGE.finditer(low):
            # issue 12 round 18 (blackbox21b): "1,000 V" and "11,000 V" are a thousand and eleven thousand volts, never
            # "000 V" (extra-low voltage, which switched Electrical/LOTO off)
            volts = _number(m.group(1)) * (1000 if m.group(2) == "kv" else 1)
            q.voltages.append((volts, (m.group(3) or "").upper(), span.text[m.start() : m.end()].strip()))
        for m in _MASS.finditer(low):
            if _CAPACITY_BEFORE.search(low[: m.start()]):
                continue
            tonnes = _number(m.group(1)) / (1000 if m.group(2) == "kg" else 1)
            q.loads_t.append((round(tonnes, 3), span.text[m.start() : m.end()].strip()))
        q.temperatures_c += [float(m.group(1)) for m in _TEMPERATURE.finditer(low)]
    q.heights = sorted(set(q.heights))
    q.depths = sorted(set(q.depths))
    return q


_LIVE = re.compile(
    r"\b(?:remains?|stays?|will\s+(?:remain|stay|be\s+kept)|is\s+kept|kept|must\s+(?:remain|stay)|left)\s+"
    r"(?:live|energi[sz]ed|alive|in\s+service|on\s+load|running)\b"
    r"|\b(?:cannot|can\s*not|can'?t|will\s+not|won'?t|must\s+not|may\s+not)\s+be\s+(?:switched\s+(?:off|out)|isolated|"
    r"de-?energi[sz]ed|made\s+dead|shut\s+down|turned\s+off|taken\s+out\s+of\s+service|locked\s+out|interrupted|"
    r"disconnected)\b"
    r"|\b(?:live|energi[sz]ed)\s+(?:\d+(?:\.\d+)?\s*k?v\s+)?(?:hv\s+|lv\s+)?(?:cables?|lines?|conductors?|feeders?|"
    r"bus\s*bars?|circuits?|overhead\s+lines?|supply|supplies|conduits?|services)\b"
    r"|\bno\s+(?:outage|shutdown)\s+(?:is\s+|can\s+be\s+)?(?:available|possible|granted|arranged|allowed)\b"
    r"|\b(?:while|whilst|when)\s+(?:still\s+)?(?:energi[sz]ed|live|running|in\s+service|on\s+load)\b"
    r"|\b(?<!de-)(?<!de)energi[sz]ed\s+(?:electrical\s+)?work\b|\blive\s+work(?:ing)?\b"
    r"|\b(?:stays?|remains?|left)\s+(?:in\s+)?(?:auto|automatic|standby)\b"
    r"|\b(?:keeps?|kept|continues?|continued)\s+(?:to\s+)?(?:run|runn?ing|going|operating|operate|turning|in\s+service|"
    r"on\s+line|online|live|energi[sz]ed|load|loading|fill|filling|unload\w*|discharg\w*|pumping|flowing|burning)\b"
    r"|\b(?:loading|filling|unloading|discharging|pumping|production)\s+(?:[\w-]+\s+){0,4}?(?:continues|continuing|carries\s+on|"
    r"goes\s+on)\b|\b(?:stays?|remains?|kept)\s+(?:lit|alight|burning)\b"
    r"|\b(?:running|live|energi[sz]ed|in\s+service|lit)\s*[-,;:(]?\s*(?:do\s+not|don'?t|must\s+not)\s+(?:touch|operate|"
    r"isolate|open|close|work\s+on)\b"
    r"|\b(?:must|will|shall|to|has\s+to|have\s+to)\s+(?:stay|remain|be\s+kept|keep)\s+(?:on|running|runn?ing|online|"
    r"on\s+line|in\s+operation|energi[sz]ed|live|in\s+service|up)\b|\bstays?\s+(?:on|up|online|running)\b"
    r"|\b(?:under|on)\s+(?:full\s+)?load\b|\bno\s+isolation\b",
    re.IGNORECASE,
)


_PLANT_ON_LINE = re.compile(
    r"\b(?:stays?|remains?|kept|left|still|keeps?|continues?)\s+(?:to\s+)?(?:be\s+)?(?:firing|fired|on\s*line|on\s+stream|"
    r"in\s+operation|operating|producing|generating|steaming)\b"
    r"|\b(?:boilers?|furnaces?|heaters?|kilns?|incinerators?|turbines?|compressors?|units?)\s+(?:[a-z]{1,4}-?\d{1,4}[a-z]?\s+)?"
    r"(?:is\s+|are\s+)?(?:on\s*line|on\s+stream|firing)\b",
    re.IGNORECASE,
)
"""Fired or process plant said to stay in operation ("Boiler B-2 stays firing at 42 bar", "furnace F-1 on line",
"the unit keeps producing"): a live source of the order (issue 12 round 11), listed only, never read as live
electrical work."""
_STILL_OPERATING = re.compile(
    r"\b(?:stays?|remains?|still|kept)\s+(?:alongside\s+|berthed\s+|moored\s+|connected\s+)?(?:and\s+)?"
    r"(?:loading|discharging|unloading|bunkering|pumping|filling|flowing|transferring)\b",
    re.IGNORECASE,
)
"""A transfer that goes on beside the job ("Ship stays alongside and discharging", "the barge is still loading"): a
live source listed like plant that stays on line (issue 12 round 12)."""
_PRESSURE = r"\d+(?:[.,]\d+)?\s*(?:bar|barg|psi|psig|kpa|mpa)\b"
_STORED_ENERGY = re.compile(
    rf"\b{_PRESSURE}\s+(?:[\w-]+\s+){{0,2}}?(?:accumulators?|bladders?|gas\s+springs?|nitrogen\s+charges?)\b"
    rf"|\b(?:accumulators?|bladders?|gas\s+springs?)\s+(?:[\w-]+\s+){{0,3}}?(?:at|charged\s+to|pre-?charged?\s+to|of)\s+"
    rf"{_PRESSURE}",
    re.IGNORECASE,
)
"""Stored pressure energy named with its figure ("dump the 160 bar accumulator"): it stays charged after every
isolation until it is released, so it is listed as a live source, never as an isolation point (round 12)."""
_FED_PRESSURE = re.compile(rf"\b(?:at|under|holds?|holding|of)\s+{_PRESSURE}", re.IGNORECASE)
"""A pressure the worked-on line is at ("the seal flush at 18 bar") in an order whose plant stays running: the
running plant keeps it pressurised, so the clause is a live source too (round 12)."""
_STAYS_ON = re.compile(
    r"\b(?:stays?|remains?|kept|left)\s+(?:pressuri[sz]ed|under\s+pressure)\b"
    r"|\b(?:stays?|remains?|kept|left)\s+in\s+(?:[a-z]+\s+){1,2}?service\b"
    r"|\b(?:which|that)\s+(?:is|are)\s+(?:still\s+)?(?:in\s+work|in\s+operation|running|operating|in\s+service)\b"
    r"|\b(?:boilers?|furnaces?|heaters?|kilns?|compressors?|pumps?|fans?|turbines?)\s+(?:[a-z]{1,4}-?\d{1,4}[a-z]?\s+)?"
    r"(?:is|are)\s+(?:still\s+)?(?:running|operating|in\s+operation|in\s+service)\b"
    r"|(?-i:\b[A-Z]{1,4}-\d{1,4}[A-Z]?)\s+(?:is\s+|are\s+)?on\s*line\b|(?-i:\b[A-Z]{1,4}-\d{1,4}[A-Z]?)\s+RUNS\b"
    r"|\bwith\s+(?-i:[A-Z]{1,4}-\d{1,4}[A-Z]?)\s+(?:in|on)\s+auto(?:matic)?\b"
    r"|\b(?:cells?|bays?|trains?|streams?)\s+\d+(?:\s*(?:-|,|&|and|to)\s*\d+)*\s+(?:running|operating|in\s+service)\b"
    r"|\bon\s+(?:its|the)\s+(?:hand\s+|manual\s+)?bypass\b"
    rf"|\bin\s+service\s+(?:at\s+)?{_PRESSURE}"
    r"|\b(?:keeps?|kept)\s+using\b"
    r"|\b(?:keeps?|kept)\s+(?:it|them|the\s+\w+)\s+(?:live|energi[sz]ed|alive|charged)\b"
    r"|\b(?:stays?|remains?)\s+(?:live|energi[sz]ed|hot|in\s+receipt)\b"
    r"|\b(?:stays?|remains?|left)\s+as\s+(?:it\s+is|they\s+are)\b"
    r"|\blive\s+(?:\d+(?:\.\d+)?\s*k?v\s+)?(?:(?!and\b|or\b|the\b)[\w-]+\s+){0,3}?(?:cables?|feeders?|mains?|conductors?)\b"
    r"|\b(?:live|energi[sz]ed|running|in\s+service),?\s+not\s+isolated\b"
    r"|\b(?:vents?|lines?|cables?|feeders?|headers?|mains?|circuits?)\s+(?:is\s+|are\s+)?live\s*$"
    r"|\((?=\s*(?:live|in\s+service)\s*[,)])",
    re.IGNORECASE,
)
"""More ways to say plant beside the job stays live (issue 12 round 13): "the other leg stays pressurised from the
jockey pump", "T-7 stays in diesel service", "compressor K-3 which is in work", "the boiler is running", "B-1 on
line", "cells 1-2 running", "FCV-110 on its hand bypass", "status = in service 22 barg", "trucks keep using 1 and 3";
"the fitting's own battery pack keeps it live after isolation" (round 13b). Listed only, by the comma clause that
says it, so an isolation point named earlier in the sentence ("Cell 3 fan locked off at the MCC, cells 1-2 running")
stays an isolation point."""
_CLAUSE_END = re.compile(r"[,;]|\.\s")
_NO_SUBJECT = re.compile(
    r"\s*(?:stays?|remains?|is|are|still|kept|left|running|operating|in\s+service|on\s*-?line|live|energi[sz]ed)\b",
    re.IGNORECASE,
)
"""A live clause that starts with its verb ("- stays in service"): what stays live is named before the dash."""
_SECTION = re.compile(r"^\s*\[([A-Za-z][\w ]{0,30})\]\s*$")
_KEY_VALUE = re.compile(r"^\s*[\w.-]+\s*[=:]")
_HEAD_TAG = re.compile(r"^\s*([A-Za-z][A-Za-z ]{2,40}?)\s+([A-Z]{1,4}-?\d{1,4}[A-Z]?)\b")


def live_sources(spans: list[Span], *, with_stored: bool = True) -> list[str]:
    """Clauses that say an energy source stays live ("the 11 kV cable cannot be switched off", "bus bar remains
    live", "boiler B-2 stays firing", "ship stays alongside and discharging"), quoted: such a source is never listed as
    isolated; live-work or proximity controls apply instead. A clause naming its plant by kind only ("the compressor
    will stay running") gets the equipment list's entry of that kind ("[Compressor K-301]"), so the live source is
    named by its tag. With `with_stored`, stored pressure energy ("the 160 bar accumulator") and a pressure fed by
    plant that stays running ("the seal flush at 18 bar") are listed too, by their phrase alone."""
    found: list[str] = []
    kinds = {}
    for span in spans:
        if span.field == "equipment" and (m := _HEAD_TAG.match(span.text)):
            kinds.setdefault(m.group(1).split()[-1].lower(), []).append((m.group(2), span.text.strip()))
    running = any(
        span.field != "equipment" and (_LIVE.search(span.text) or _PLANT_ON_LINE.search(span.text)) for span in spans
    )
    section = ""
    prev: Span | None = None
    for span in spans:
        if span.field == "equipment":
            continue
        prev, before = span, prev
        if before is not None and (before.field, before.sentence) != (span.field, span.sentence):
            before = None
        if m := _SECTION.match(span.text):
            section = m.group(1)  # a form's "[line]" names what its "status = in service" answers are about
            continue
        if _LIVE.search(span.text) or _PLANT_ON_LINE.search(span.text) or _STILL_OPERATING.search(span.text):
            said = " ".join(span.text.split())[:160]
        elif m := _STAYS_ON.search(span.text):
            text = span.text
            start = max([b.end() for b in _CLAUSE_END.finditer(text, 0, m.start())] or [0])
            if m.group(0) == "(":  # "diesel tank T-405 (in service)": the few words it qualifies, with the remark
                close = text.find(")", m.end())
                said = " ".join(
                    [*text[start : m.start()].split()[-6:], text[m.start() : close + 1 if close >= 0 else None]]
                )
            else:  # the clause that says it: ", ; . " end a clause
                end = next((b.start() for b in _CLAUSE_END.finditer(text, m.end())), None)
                said = text[start:end]
            said = " ".join(said.split())[:160].strip(" \"'{}")
            if section and _KEY_VALUE.match(said):
                said = f"[{section}] {said}"
        elif with_stored and (
            (m := _STORED_ENERGY.search(span.text)) or (running and (m := _FED_PRESSURE.search(span.text)))
        ):
            # the pressure phrase alone, with the few words that name what holds it ("seal flush at 18 bar"): the rest
            # of the clause names what is isolated, which must stay an isolation point
            said = " ".join([*span.text[: m.start()].rsplit(",", 1)[-1].split()[-3:], span.text[m.start() : m.end()]])
        else:
            continue
        if before is not None and before.after == "-" and _NO_SUBJECT.match(said):
            # "Line 5 is the H2 make-up line - stays in service": the clause before the dash is its subject
            said = f"{_CLAUSE_END.split(before.text)[-1].strip()} - {said.strip()}"
        low = said.lower()
        named = [
            entry
            for kind, entries in kinds.items()
            if re.search(rf"\b{re.escape(kind)}s?\b", low) and len(entries) == 1
            for tag, entry in entries
            if tag.lower().replace("-", "") not in low.replace("-", "").replace(" ", "")
        ]
        found.append(f"{said} [{'; '.join(named)}]" if named else said)
    return list(dict.fromkeys(found))


_POWERED = re.compile(
    r"\b(?:powered(?:\s+up)?|under\s+power|power(?:ed)?\s+on|with\s+(?:the\s+)?power\s+on|switched\s+on|"
    r"(?:is|are|stays?|remains?|kept|left)\s+(?:hot|energi[sz]ed|live|alive)|live\s+(?:tee\s+|straight\s+)?joint\w*|"
    r"(?:cannot|can\s*not|can'?t|will\s+not|won'?t|must\s+not|may\s+not)\s+be\s+(?:interrupted|disconnected)|"
    r"under\s+(?:full\s+|normal\s+|running\s+)?load|no\s+(?:outage|shutdown|power\s+cut)\b|"
    r"(?:live|energi[sz]ed)\s+(?:\d+(?:\.\d+)?\s*k?v\s+)?(?:\w+\s+){0,2}?(?:mains?|boards?|panels?|switchboards?|"
    r"mccs?|equipment|bus\w*|terminals?|parts|drives?|batter\w+|ups|circuits?)|"
    r"(?:with|while|whilst|when)\s+(?:the\s+|it\s+|its\s+)?(?:\w+\s+){0,3}?(?:energi[sz]ed|live|under\s+load|"
    r"powered(?:\s+up)?|switched\s+on|in\s+service|running)|"
    # issue 12 round 15 (blackbox15b): the equipment named, then said energised ("secondary injection, panel
    # energised"); "energised after the test" is the state afterwards
    r"(?:panels?|boards?|switchboards?|switchgear|mccs?|cubicles?|circuits?|bus\s*bars?)\s+(?:still\s+)?energi[sz]ed"
    r"(?!\s+(?:after|once|when|later|afterwards|again|on\s+completion)))\b",
    re.IGNORECASE,
)
"""More ways to say the equipment worked on stays energised ("with the drive powered up", "while the MCC remains
running", "a live tee joint", "the main cannot be interrupted"), beside `_LIVE`'s."""
_BESIDE = re.compile(
    r"\b(?:beside|alongside|adjacent|next\s+to|nearby|near|close\s+(?:by|to)|above|below|beneath|under(?:neath)?\s+the|"
    r"overhead|buried|cross(?:es|ing)?|(?:runs?|running)\s+(?:along|past|through|under|over|beside|across|parallel|"
    r"close|near|next|\d)|routes?|clearance|"
    r"clear\s+of|keep\s+(?:away|clear|off|out)|do\s+not|don'?t|no\s+work|avoid\w*|(?<!for\s)(?<!for\sthe\s)(?:other|others)|neighbou?r\w*|"
    r"remaining|rest\s+of|same\s+(?:room|tray|hall|platform|rack|building|panel\s+row|skid|area|bay)|also|elsewhere|"
    r"upstream|downstream|parallel|away|twin|standby|spare|stand-?by|in\s+the\s+tray|\d+(?:\.\d+)?\s*(?:m|ft|mm)\s+"
    r"(?:from|of|off|away)|[a-z]-?feed|side\s+[a-z])\b",
    re.IGNORECASE,
)
"""A live source named as something beside the work ("the 11 kV cable runs alongside and stays live", "feeders 1 and 2
remain energised in the adjacent panels", "the A-feed stays live"): avoided, not worked on, so it calls for proximity
controls, not by itself for live work."""


_SUSPENSION_CABLE = re.compile(
    r"(?<!pump\s)(?<!pumps\s)(?<!motor\s)(?<!heater\s)(?<!lamp\s)(?<!light\s)(?<!mixer\s)(?<!camera\s)"
    r"\b(?:lower(?:ed|ing|s)?|suspend(?:ed|ing|s)?|hung|hang(?:ing|s)?|dangl\w*|dropp?(?:ed|ing|s)?|paid\s+out|let\s+down|"
    r"winch(?:ed|ing)?|reel(?:ed|ing)?\s+(?:out|in|down))\s+(?:\w+\s+){0,3}?(?:on|by|from|off)\s+(?:its|their|a|the)\s+"
    r"(?:own\s+|steel\s+|wire\s+|support\s+|lifting\s+)?cables?\b(?!\s*(?:trays?|ladders?|racks?|trench\w*|runs?|routes?|"
    r"glands?|joints?|terminations?|ducts?|drums?)\b)",
    re.IGNORECASE,
)


def without_suspension_cables(text: str) -> str:
    """issue 12 round 15 (tune16 UET-028): the text with each cable an instrument or load hangs on cut out ("sonar
    lowered on its cable from the bridge walkway", "probe suspended from the cable"): a line it is lowered on, not an
    electrical cable, so the sentence is no electrical context for live work said in the next one. A pump, motor,
    heater, lamp, mixer or camera hung on its cable may hang on its supply, so it keeps the cable."""
    return _SUSPENSION_CABLE.sub(" ", text)


def live_on_work(sentence: str) -> bool:
    """The sentence says the equipment stays energised and names nothing beside the work: read as the work being done
    live (energised testing, live jointing, a board that cannot be switched off while it is worked on), so the
    electrical permit's live-work controls apply. A live source beside the work is never read so."""
    if not (_LIVE.search(sentence) or _POWERED.search(sentence)):
        return False
    return not _BESIDE.search(sentence)


_IN_SERVICE = re.compile(
    r"\b(?:lines?|units?|plant|systems?|headers?|mains?|vessels?|columns?|pumps?|valves?|rings?|network|loop|train|"
    r"compressors?|reactors?|heaters?|tanks?|supply|reel|barge|crane|conveyors?)\s+(?:is\s+|are\s+|stays?\s+|remains?\s+|"
    r"kept\s+|left\s+)?(?:in\s+service|running|live|on\s*line|pressuri[sz]ed|on\s+stream|operating|in\s+operation)\b"
    r"|\b(?:stays?|remains?)\s+on\b"
    # issue 12 round 13 (safety): "live" or "in-service" said of a process system before its name ("change the
    # filter element on the live lube oil system") is the same state said as an adjective
    r"|\b(?:live|in-service)\s+(?:\w+\s+){0,3}?(?:systems?|headers?|pipelines?|pipework|process\s+lines?|units?|plant|"
    r"vessels?|pumps?|compressors?|skids?|consoles?|exchangers?)\b",
    re.IGNORECASE,
)
"""Plant said to stay in service ("line in service", "valves in service", "with the unit running", "the deluge system
stays IN SERVICE"), beside `_LIVE`'s and `_POWERED`'s ways of saying a source stays live."""


def plant_stays_live(clause: str) -> bool:
    """The clause says some plant, line, system or supply stays in service, running or live, and names nothing beside
    the work ("the deluge system stays IN SERVICE", "change it with the unit running"; not "other machines stay
    running", "the header 60 m away stays in service"): hands-on mechanical work in such an order is work on operating
    plant (Cold Work, issue 12 labelling conventions)."""
    live = _LIVE.search(clause) or _POWERED.search(clause) or _IN_SERVICE.search(clause)
    return bool(live) and not _BESIDE.search(_JOINT_KEPT.sub(" ", clause))


_JOINT_KEPT = re.compile(
    r"\b(?:do\s+not|don'?t)\s+(?:disturb|touch|open|break|loosen|undo|split|crack)\s+(?:the\s+|any\s+|its\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:flanges?|joints?|bolts?|bolting|fittings?|tappings?|gaskets?|unions?)\b",
    re.IGNORECASE,
)
"""issue 12 round 22 (t28j, tune6 U7T-003): a joint the crew must leave closed on the plant that stays in service ("Line
in service (naphtha rundown to tankage), do not disturb flange at grid 14" before "Jack line with hydraulic bottle
jack") is a precaution on the line worked on, not a live thing set beside the work: its "do not" is no `_BESIDE`
word. "Cable stays live, do not touch it" still is."""


_STATE_WORDS = (
    r"(?:in\s+)?(?:auto(?:matic)?(?:\s+mode)?|service|running|on\s*line|live|operating|operation|energi[sz]ed|on|in\s+use|"
    r"normal)"
)
_STATE_CLAUSE = (
    r"(?:(?!(?:and|then|while|when|until|before|after)\b)[\w/&-]+\s+){1,4}?(?:stays?|remains?|(?:is|are)\s+(?:kept|left)|"
    r"(?:is|are)\s+to\s+(?:stay|remain)|to\s+(?:stay|remain)|kept|left)\s+" + _STATE_WORDS
)
_STATE_ONLY = re.compile(
    r"^\W*"
    + _STATE_CLAUSE
    # issue 12 round 17 (w19b, tune19 UHT-034): more plant said to stay as it is after the first, stated again or
    # named with its state alone ("Line stays in service, pump running.", "... and the fans remain on"): still a
    # condition of the job, no work of its own
    + r"(?:\s*(?:,|;|\band\b|&)\s*(?:"
    + _STATE_CLAUSE
    + r"|(?:the\s+|all\s+|both\s+)?(?:(?!(?:and|then|while|when|until|before|after|to|not|no)\b)[\w/&-]+\s+){1,3}?"
    r"(?:(?:is|are|still)\s+)?(?:running|live|on\s*line|operating|"
    r"energi[sz]ed|in\s+service|in\s+auto(?:matic)?)))*\W*$",
    re.IGNORECASE,
)


_LOCATION_ONLY = re.compile(
    r"^\W*(?:(?:the|all|both|these|those|its|their|remaining|new|rejected|\d+|two|three|four|five|six|eight|ten|"
    r"tie[\s-]?ins?|butt|girth|fillet|field|socket|branch|nozzle)\s+){0,3}"
    r"(?:welds|weld\s+joints|joints|seams|butts|flanges|nozzles|spools)\s+(?:(?:are|is|all|sit|lie|located|situated)\s+){0,2}"
    r"(?:at|on)\s+(?:the\s+)?(?:deck|grade|ground|floor|platform|plinth|pipe\s*rack|low|\d+(?:\.\d+)?\s*m\b|el\b|elevation)"
    r"[\w\s.,+/-]{0,30}$",
    re.IGNORECASE,
)


def location_only(sentence: str) -> bool:
    """issue 12 round 15 (tune16 UET-007): the whole sentence says where the job's welds, joints or flanges are
    ("Welds at deck level.", "The 6 butt welds are at grade."): a plain location, no work of its own, so the semantic
    layer does not read the noun "welds" as welding. A sentence with a verb before the welds ("Repair welds at deck
    level") is not one."""
    return bool(_LOCATION_ONLY.search(sentence))


def state_only(sentence: str) -> bool:
    """Issue 12 round 12: the whole sentence says some plant stays as it is ("Pumps stay in auto.", "The fans remain
    running.", "Conveyor kept in service."): a condition of the job, no work of its own, so the semantic layer does not
    read it as isolation work. A sentence that also says what is done ("... while the seal is changed") is read."""
    return bool(_STATE_ONLY.search(sentence))


_LATER_OUTAGE = (
    r"(?:deferred|moved|pushed|postponed|carried\s+over|re\s*scheduled|transferred|slipped)\s+(?:back\s+)?(?:to|into|until|till)\s+"
    r"(?:the\s+)?(?:next\s+(?:year\s*s?\s+)?(?:t\s*a|tar|turnaround|shutdown|outage|year|yr|fy)\b|20[2-9]\d(?:\s+(?:t\s*a|tar|"
    r"turnaround|shutdown|outage|budget))?\b)"
)
"""issue 12 round 18 (t21c): a job put off to a later turnaround or year ("moved to 2028 T/A", "deferred to the next
T/A", "deferred to next year's shutdown")."""
_PUT_OFF_AFTER = re.compile(
    r"^\w*(?:\s+(?!(?:and|or|nor|then|to|but|be|being|will|shall|must|should|can|could|may|need|needs|please|also|"
    # issue 12 round 18 (t21c): a tag split by the reading ("18 ton e 305 bundle") takes two more words
    r"while|whilst|so|if|not|no)\b)\w+){0,8}?"
    r"\s+(?:(?:is|are|was|were|has\s+been|have\s+been|had\s+been|got|been|now|all)\s+)*(?P<status>"
    r"(?:put\s+)?on\s+hold|stood\s+down|standing\s+down|stand\s+down|"
    r"not\s+(?:required|needed)\s+any\s*more|no\s+longer\s+(?:required|needed)|not\s+done|cancell?ed|called\s+off|"
    # issue 12 round 17 (w19p, blackbox19 class 7): the crew said not to work ("the x ray crew will not work this
    # weekend"); read with the rest rules below, so "will not work without barriers" is a rule and keeps its permit
    r"(?:will|shall)\s+not\s+(?:be\s+)?work(?:ing)?|won\s*t\s+(?:be\s+)?work(?:ing)?|"
    # issue 12 round 18 (t21c, blackbox21 class 8): put off to a later turnaround or year ("crane lift of 18-ton E-305
    # bundle moved to 2028 T/A", "weld repair of nozzle N3 deferred to the next T/A"): that turnaround has its own
    # worklist and permits; a day of this turnaround ("on day 7") or a named weekday keeps its permit
    rf"{_LATER_OUTAGE})"
)
_PUT_OFF_REST = re.compile(
    r"^\s*(?:$|(?:today|tonight|now|again|for|this|because|due|as|since|by|to|until|till|til|pending|owing|po|"
    r"unless|once|when|after|if)\b)"
)
_PUT_OFF_CONDITION = re.compile(r"^\s*(?:until|till|til|pending|unless|once|when|after|if)\b(?P<what>.*)$")
_PUT_OFF_TIME = re.compile(
    r"^\s*(?:the\s+)?(?:next\b|later\b|tomorrow\b|further\s+notice|(?!to)\w+day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|oct|nov|dec)\w*\b|week\s+\d|\d|after\s+the\s+(?:weekend|shutdown|turnaround|holidays?)\b)"
)
_PUT_OFF_TO = re.compile(r"^\s*(?:to|for|till|until|til)\s+(?:the\s+)?(?:next|(?!to)\w+day|tomorrow|later|another)\b")
_PUT_OFF_LATER = re.compile(
    r"\b(?:re\s*schedul\w*|postpon\w*|deferred|moved|pushed)\s+(?:to|for|till|until)\s+(?:the\s+)?"
    r"(?:next|(?!to)\w+day|tomorrow|later|another)\b"
)
_NOT_THIS_WEEK = re.compile(
    r"[^,.;:()]{0,60}?\b(?:is\s+|are\s+)?(?P<status>(?:planned|scheduled|programmed|booked|set)\s+(?:for\s+|in\s+)?"
    r"[^,.;:()]{1,30}?\s*[,;-]?\s+not\s+(?:this\s+(?:week|shift|month)|today|tonight|now)\b)(?!\s*(?:but|and|;))",
    re.IGNORECASE,
)
"""issue 12 round 18 (t21e, tune20 UIT-007): work said planned for a later time and, in words, not now ("The 22 t casing
lift by 250 t crawler is planned for week 8, NOT this week"): the order only prepares it, the lift comes with its own
order and permit."""


def not_now(text: str, end: int) -> str | None:
    """issue 12 round 18 (t21e, tune20 UIT-007): the words after a match that plan its work for a later time and say,
    in words, not now ("is planned for week 8, NOT this week"), else None."""
    m = _NOT_THIS_WEEK.match(text[end:])
    return " ".join(m.group("status").split()) if m else None


_HOLD_KEEPS = re.compile(r"\bon\s+hold$|\bst(?:oo|a)nd(?:ing)?\s+down$")
_NEWS_AFTER = re.compile(
    r"^\w*(?:\s+(?!(?:and|or|nor|then|to|but|be|being|will|shall|must|should|can|could|may|need|needs|please|also|"
    r"while|whilst|so|if|once|when|after|before|until|till|as|since|because|with|without|unless|not|no|we|i|you|"
    r"they|he|she|it)\b)\w+){0,3}?"
    r"\s+(?:(?:s|is|are|re|was|were|has|have|had|been|got|now|all)\s+)*(?P<status>"
    # "Hot work's off today", "The dig's off", "the shoot's off": the contracted "is off" only
    r"(?<=\ss\s)off|"
    r"sold|broken\s+down|broke\s+down|on\s+order|hire\s+(?:has\s+)?(?:ended|finished|expired)|"
    r"on\s+(?:annual\s+)?(?:leave|holiday|holidays)|off\s+sick|called\s+in\s+sick|not\s+coming(?:\s+in)?|"
    r"knocked\s+off(?:\s+early)?)\b"
)
"""issue 12 round 19 (t23d, blackbox23b classes 6 and 7): news of the plant or crew named, right after it in its
clause: the work called off in chat ("Hot work's off today", "The dig's off"), the plant sold, broken down or on
order, its hire ended, the crew on leave, off sick, knocked off or not coming ("The Franna's been sold", "The cherry
picker's broken down", "Excavator hire ended Friday", "RT crew not coming today"). Nothing in it is work; work of
the kind still named in the order keeps its permit by its own words. Only a contracted "'s off" is read, never "is
off" or "switched off" (an isolation), and never news followed by more words than a time or reason."""
_NEWS_REST = re.compile(
    r"^\s*(?:$|(?:today|tonight|now|again|this|next|early|yesterday|last|because|cos|coz|cause|due|as|since|eta|"
    r"(?!to)\w+day|for\s+(?:the\s+)?(?:day|week|shift|rest))\b)"
)


def put_off(text: str, norm: str, start: int, end: int, no_work: bool = False) -> str | None:
    """issue 12 round 17 (z19p, blackbox19 class 7, blackbox19b class 6): the words right after a match, in its own
    clause and before any comma, that say its work is put off, stood down or called off ("the crane is stood down
    today", "Tank entry of T-12 postponed to next week", "welding of new shoe moved to next month work order",
    "Isolation of the motor not required anymore"), else None: the work is not done now, and its permit comes with the
    order that does it. Each match is read on its own, so other work in the order keeps its permit ("Tank entry today,
    the repair welding is postponed" keeps the entry). Never work put off under a condition that today may meet
    ("postponed until the gas test is clear") unless the order also says no work is done now (`no_work`), nor an
    isolation or purge "on hold" or "standing" (a state kept in place), nor a status with more words after it than a
    time, a reason or a condition ("hot work is not done near the vent" is a rule)."""
    if _PUT_OFF_LATER.search(re.sub(_LATER_OUTAGE, " ", norm)):
        return None  # "cancelled, entry rescheduled for Monday": the work comes back on a named day (round 14's lead)
    comma = text.find(",", end)
    stop = len(norm) if comma < 0 else comma
    if (news := _NEWS_AFTER.match(norm[end:stop])) and not _HELD_STATE.search(norm[start:end]):
        rest = norm[end + news.end() : stop]
        if _NEWS_REST.match(rest) and not _PUT_OFF_CONDITION.match(rest):
            return " ".join(news.group(0).split())
    m = _PUT_OFF_AFTER.match(norm[end:stop])
    if not m:
        return None
    status = " ".join(m.group("status").split())
    if _HOLD_KEEPS.search(status) and _HELD_STATE.search(norm[start:end]):
        return None
    rest = norm[end + m.end() : stop]
    if not _PUT_OFF_REST.match(rest):
        return None
    if _PUT_OFF_TO.match(rest):
        return None
    if (cond := _PUT_OFF_CONDITION.match(rest)) and (_PUT_OFF_TIME.match(cond.group("what")) or not no_work):
        return None
    return " ".join(m.group(0).split())


_THING_OF_WORK = re.compile(
    r"^\s+(?:spatter|splatter|marks?|scars?|burrs?|scratch(?:es)?|discolou?ration|slag|fumes?|smoke|residue|machines?|"
    r"sets?|rectifiers?|transformers?|inverters?|generators?|gensets?|plant|rods?|electrodes?|wire|cables?|leads?|"
    r"trolleys?|kits?|discs?|disks?|wheels?|helmets?|screens?|curtains?|blankets?|booths?|bays?)\b"
)
"""After an activity word, a thing the work leaves or is done with ("weld spatter", "grind marks", "welding machine",
"welding set"): the word names that thing, not the work."""


def thing_of_work(norm: str, start: int, end: int) -> str | None:
    """issue 12 round 17 (z19p, blackbox19b class 12): the noun after a matched activity word when it names a trace or
    a tool of that work ("Weld spatter on the old valve body", "Welding machine moved to store"), else None. Read only
    where the same sentence denies the activity itself ("no welding required"): "the welding machine in the tank,
    weld the nozzle" is work."""
    first = re.match(r"\s*(?:re\s*)?\w+", norm[start:end])
    at = start + first.end() if first else end
    m = _THING_OF_WORK.match(norm[at : at + 40])
    return m.group(0).strip() if m else None


_LATER_YEAR_PLAN = re.compile(
    r"\b(?:planned|scheduled|proposed|budgeted|foreseen|earmarked|plan(?:ning)?\s+(?:note|item)|campaign)\b"
    r"(?:\s+[\w-]+){0,6}?\s+(?:next\s+(?:year|yr|fy|financial\s+year)|(?:20[2-9]\d))\b"
    r"|\b(?:planned|scheduled|proposed|budgeted)\s+(?:for\s+)?next\s+(?:year|yr|fy)\b"
)
"""issue 12 round 17 (w18b, blackbox18b class 7): work planned or scheduled for a later year ("planned for turnaround
2028", "Planned next year:", "campaign ... scheduled March 2028")."""
_PLAN_STAGE = re.compile(
    r"\bno\s+(?:work|jobs?)\s+(?:(?:planned\s+)?(?:this|in\s+the\s+current)\s+(?:year|yr|fy|financial\s+year))\b"
    r"|\bonly\s+(?:a\s+|the\s+)?(?:cost\s+estimates?|estimates?|budget(?:ary)?(?:\s+(?:estimate|figure|request)s?)?|"
    r"quotes?|quotations?|pricing|costing)\s+(?:now|for\s+now|at\s+this\s+stage|so\s+far)\b"
    r"|\b(?:vendor|contractor|supplier|bidder)\s+(?:selection|evaluation|search)\s+(?:is\s+)?(?:ongoing|in\s+progress|"
    r"pending|under\s*way)\b|\b(?:budget|funding|capex)\s+approval\s+(?:is\s+)?(?:pending|awaited|ongoing)\b"
)
"""issue 12 round 17 (w18b): the order says its job is only at the planning or buying stage ("No work this year",
"only cost estimate now", "vendor selection ongoing", "budget approval pending")."""


def plan_stage(sentence: str) -> str | None:
    """issue 12 round 17 (w18b, blackbox18b class 7): the words that say the order's job is still at the stage of
    pricing, budgeting or choosing a vendor ("only cost estimate now", "No work this year"), else None."""
    m = _PLAN_STAGE.search(_lower(sentence))
    return m.group(0).strip() if m else None


def planned_later_year(sentence: str) -> str | None:
    """issue 12 round 17 (w18b, blackbox18b class 7): the words that put a sentence's work in a later year ("planned
    for turnaround 2028", "Planned next year:"), else None. Read only where the order also says its job is at the
    planning or buying stage (`plan_stage`) and the sentence sets no work now ("today", "now" outside that
    statement): the work has its own order and permit when it comes."""
    m = _LATER_YEAR_PLAN.search(_lower(sentence))
    return m.group(0).strip() if m else None


_QUOTED = re.compile(r"(?:^|\s)>\s*\S")
"""A sentence of an e-mail thread quoted with "> " ("> Can you weld a bracket on the handrail?")."""
_THREAD_SUBJECT = re.compile(r"^\W*(?:(?:re|fw|fwd|aw|sv|tr)\s*:\s*)+", re.IGNORECASE)
"""A reply's or forward's subject line ("RE: RE: Weld bracket"): it names the request the thread is about."""
_REPLY_LABEL = re.compile(
    r"^\W*(?:(?:hi|hello|hey|dear|morning|afternoon|good\s+(?:morning|afternoon))\b[\w .'-]{0,30}?[,!:]\s*|"
    r"(?:reply|response|answer|ans|a)\s*[:-]\s*|(?:ok|okay|sorry|actually|update|thanks|thank\s+you)\s*[,.!:-]\s*)*",
    re.IGNORECASE,
)
"""What opens a reply before its answer: a greeting, a "Reply:" label, "OK," or "Sorry,"."""
_DECLINE_OPENS = re.compile(
    r"^(?:(?:please\s+)?(?:cancel(?:led|ed)?|scrap|forget|ignore|disregard|drop|bin)\s+(?:that|this|it|the\s+"
    r"(?:request|job|order|ticket|work|booking))\b|cancell?ed\b|scrapped\b|withdrawn\b|"
    r"(?:it\s+is\s+|it'?s\s+|that'?s\s+|this\s+is\s+)?(?:not|no\s+longer)\s+(?:needed|required|necessary)\b|"
    r"no\s+need\b|don'?t\s+bother\b|no\s+thanks\b)",
    re.IGNORECASE,
)
"""A reply that opens by calling the request off ("Cancelled, not needed", "Scrap that", "No need any more")."""
_DECLINE_SAID = re.compile(
    r"\b(?:(?:request|job|work|task|booking|order|ticket)\s+(?:is|has\s+been|was|is\s+now)\s+(?:cancell?ed|rejected|"
    r"declined|withdrawn|refused|not\s+(?:needed|required)|no\s+longer\s+(?:needed|required))|(?:has|have)\s+"
    r"(?:rejected|declined|refused|cancell?ed|withdrawn)\s+(?:this|the|your|that)\s+(?:request|job|work|permit|"
    r"booking)|do\s+not\s+proceed)\b",
    re.IGNORECASE,
)
"""... or that says so of the request in its first sentence ("The area authority has rejected this request, do not
proceed", "the job is cancelled")."""
_ANSWERED_NOT_REQUIRED = re.compile(r"\?*\s+not\s+required\W*$")
_INSTEAD = re.compile(r"\b(?:instead|rather\s+than|in\s+lieu)\b", re.IGNORECASE)
_NO_INSTEAD = re.compile(r"^(?:no|nope)\b(?=.*\b(?:instead|rather\s+than|in\s+lieu)\b)", re.IGNORECASE)
"""A "no" that offers another way in its place ("No, we will clamp it instead")."""
_OTHER_WAY = re.compile(
    r"^(?:we|i)(?:'ll|\s+will|'d|\s+would|\s+can|\s+are\s+going\s+to)\s+(?:use|fit|bolt|clamp|go\s+with|buy|order|"
    r"replace\s+it\s+with)\b.*\binstead\b",
    re.IGNORECASE,
)
"""... or that says what is done instead ("We'll use a bolt-on latch instead")."""
_STILL_DONE = re.compile(
    r"\b(?:do|doing|does|handle|sort|cover|take|pick|finish|it\s+(?:on|at|in|next|tomorrow|later)|tomorrow|tonight|"
    r"later|next\s+(?:week|shift|day|month)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|until|till|after|when|once|"
    r"postpone\w*|defer\w*|resched\w*|moved?\s+to)\b",
    re.IGNORECASE,
)
"""A "no ... instead" that still has the work done, by another crew or at another time ("No, nights will do it
instead", "No, weld it tomorrow instead"): no decline."""


def declined_requests(sentences: dict[int, str]) -> tuple[dict[int, str], int | None]:
    """issue 12 round 21 (t27b, blackbox26b): an e-mail thread whose reply calls off the request it quotes ("> Can you
    weld a bracket on the handrail? Reply: No, we will clamp it instead", "RE: Weld bracket. Not needed any more, the
    job is cancelled"). Returns the quoted sentences (or, with no quote, the thread's subject line) by id, each with
    the reply's words. The reply is the first sentence after the last quoted one (after the subject when nothing is
    quoted); only its opening (past a greeting or a "Reply:" label) or its own words about the request decide. A reply
    that puts the work off or hands it to another crew ("No, nights will do it instead") declines nothing, and work the
    reply itself sets keeps its permits by its own words. Also returns the reply's sentence when it gives only a past
    reason, nothing still to do ("No need any more, the seal was changed by nights"), else None."""
    order = sorted(sentences)
    quoted = [k for k in order if _QUOTED.search(sentences[k])]
    if quoted:
        asked = list(range(quoted[0], quoted[-1] + 1))
        asked = [k for k in asked if k in sentences]
        later = [k for k in order if k > quoted[-1]]
        # "> Please weld the bracket. Also grind it. Reply: cancelled": a reply label ends the quote it follows
        labelled = next((k for k in later if re.match(r"^\W*(?:reply|response|answer)\s*:", sentences[k], re.I)), None)
        if labelled is not None:
            asked += [k for k in later if k < labelled]
            later = [k for k in later if k >= labelled]
    else:
        asked, later = [], order[1:]
    if order and _THREAD_SUBJECT.match(sentences[order[0]]) and order[0] not in asked:
        asked.insert(0, order[0])
    at = next((k for k in later if _REPLY_LABEL.sub("", sentences[k]).strip(" .,")), None)
    if not asked or at is None:
        return {}, None
    said = " ".join(sentences[at].split())
    body = _REPLY_LABEL.sub("", said)
    declined = _DECLINE_OPENS.match(body) or _DECLINE_SAID.search(body)
    if declined is None and not _STILL_DONE.search(body):
        # "> Can you weld a shoe on? No - please fit a clamp-on shoe instead": the question's "no" was read as "not
        # required" at its end (`_answered_no`), and the reply says what is done in its place
        answered = _ANSWERED_NOT_REQUIRED.search(" ".join(sentences[asked[-1]].split()))
        declined = answered and _INSTEAD.search(body)
    if declined is None and not _STILL_DONE.search(body):
        declined = _NO_INSTEAD.match(body) or _OTHER_WAY.match(body)
    if declined is None:
        return {}, None
    rest = body[: declined.start()] + " " + body[declined.end() :]
    return {k: said[:120] for k in asked}, (at if nothing_ahead(rest) else None)


_THANKED = re.compile(
    r"\b(?:thanks|thank\s+you|thankyou|thx|cheers|kudos|well\s+done|great\s+job|good\s+job|nice\s+work|"
    r"(?:much\s+)?appreciat\w*)(?P<end>\b)(?!\s+in\s+advance)(?![^.;!?]*\b(?:in\s+advance|ahead\s+of\s+time)\b)"
    r"[^.;!?]*$",
    re.IGNORECASE,
)
"""issue 12 round 21 (t27b, blackbox26b): thanks said before the work in its sentence ("thanks for welding the gate
hinge on the fuel farm fence last week", "Big thanks to the crane crew for Sunday's lift"): the work thanked for is
done. Thanks in advance ("thanks in advance for welding the bracket") is a request."""
_STILL_ASKED = re.compile(
    r"\?|\b(?:can|could|would|will|please|pls|kindly|need|needs|asap|today|tomorrow|tonight|next|again|another|"
    r"once\s+more|when|if|still|yet|remaining|outstanding)\b",
    re.IGNORECASE,
)


def thanked_for(text: str, norm: str, start: int) -> str | None:
    """The thanks before a match in its sentence that make it work already done (`_THANKED`), else None. The caller
    asks only in an order that leaves nothing still to do; the sentence itself must ask for nothing more (no question,
    modal, later time or "please")."""
    m = _THANKED.search(norm[:start])
    if not m or not re.search(r"\b(?:for|to)\b", norm[m.end("end") :]):
        return None
    if _STILL_ASKED.search(_STATE_NOW.sub(" ", text)):
        return None
    return " ".join(text[m.start() : m.end("end")].split()) or None


_ACKNOWLEDGED = re.compile(
    r"^\W*(?:(?:many\s+)?thanks|thank\s+you|cheers|noted|received|acknowledged|ack|got\s+it|copy\s+that|"
    r"(?:all\s+)?(?:received|noted)\s+with\s+thanks|ok|okay|perfect|great)(?:\W+(?:thanks|thank\s+you|received|noted|"
    r"acknowledged|cheers|ok|okay|all|well|with|many))*\W*$",
    re.IGNORECASE,
)
"""A reply that only acknowledges ("Thanks, received", "Noted with thanks", "Received, cheers")."""


_NAME_ONLY = re.compile(r"^\W*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\W*$")


def acknowledged_only(sentences: dict[int, str]) -> str | None:
    """issue 12 round 21 (t27b, blackbox26b): an e-mail whose subject line names a document or job and whose every
    other sentence only acknowledges it or signs off ("Subject: Hot work permit HW-221, tank 5. Thanks, received.
    Regards"): the acknowledgement's words, else None. The subject asks for no work of its own."""
    pieces = [p for k in sorted(sentences) for p in re.split(r"(?<=[.!?])\s+", " ".join(sentences[k].split())) if p]
    if not pieces or not re.match(r"^\W*(?:subject|subj|re|fw|fwd)\s*:", pieces[0], re.IGNORECASE):
        return None
    rest = pieces[1:]
    said = [r for r in rest if not _VALEDICTION.match(r) and not _NAME_ONLY.match(r)]
    if said and all(_ACKNOWLEDGED.match(r) for r in said):
        return said[0]
    return None
