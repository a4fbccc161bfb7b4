"""Scored prompt-injection rules, matched against lower-cased, de-obfuscated text (see `normalise.variants`).

A text is flagged when the weights of the distinct rules it trips add up to 1.0. Strong rules (1.0) are phrasings
that only make sense when aimed at a model; weak ones (< 1.0) are words a maintenance text can use innocently and
count only together with another signal. Objects are spelled out ("instructions", "permit as pass", "fire watch
requirement") so ordinary jobs ("ignore the old gasket spec", "override the trip", "remove the fire watch after
60 minutes") never match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Expand = Literal["sentence", "line", "block"]


@dataclass(frozen=True)
class Rule:
    id: str
    pattern: re.Pattern[str]
    weight: float = 1.0
    kind: Literal["injection", "malicious_code"] = "injection"
    negatable: bool = False
    expand: Expand = "sentence"
    why: str = ""


def _r(
    rule_id: str,
    pattern: str,
    weight: float = 1.0,
    *,
    why: str,
    kind: Literal["injection", "malicious_code"] = "injection",
    negatable: bool = False,
    expand: Expand = "sentence",
) -> Rule:
    return Rule(rule_id, re.compile(pattern, re.MULTILINE), weight, kind, negatable, expand, why)


INSTR = (
    r"(?:instructions?|prompts?|directives?|directions|guidance|guidelines?|guardrails?|rules?|rulebook|programming|constraints?"
    r"|polic(?:y|ies)|system\s+(?:prompt|message))"
)
QUAL = (
    r"(?:(?:all|any|the|your|my|these|those|previous(?:ly)?|prior|above|earlier|preceding|foregoing|former|original"
    r"|initial|existing|given|current|safety|system|of|every|other|in|that|this)\s+){0,4}"
)
MODEL = r"(?:ai|a\.i\.|assistant|model|language\s+model|llm|agent|ai\s+agent|chatbot|bot|gpt|chatgpt|gemini|claude)"
PASS = (
    r"['\"]?(?:pass\s*with\s*warnings|passwithwarnings|pass|passed|passing|approved|valid|compliant|green|ok|safe"
    r"|success)\b"
)
MARK = r"(?:mark|set|flag|force|report|return|output|classify|label|make|change|treat|declare|consider|show)"
STRONG_NOUN = (
    r"(?:permits?|validations?|validation\s*_?(?:results?|status)|verdicts?|rule\s+checks?|safety\s+checks?"
    r"|(?:all|every|each)\s+(?:\w+\s+)?checks?)"
)
WEAK_NOUN = r"(?:gas\s+tests?|results?|status|checks?|tests?)"
CONTROL = r"(?:fire\s*watch|gas\s+test(?:ing|s)?|isolations?|standby|attendant|ppe|lockout|loto|rescue\s+plan)"
PERMIT_PART = (
    r"(?:sign-?\s?off\s+roles?|sign-?\s?offs?|signatures?|controls|ppe|fire\s*watch|gas\s+test(?:ing|s)?"
    r"|isolation\s+certificates?|(?:confined\s+space|hot\s+work|excavation|lifting|cold\s+work|loto)\s+permits?)"
)
"""What a permit is made of, as an object a model could be told to leave out."""
OUTPUT = (
    r"(?:permits?(?!\s+(?:area|board|office|box|holder|rack|desk))|controls?\s+(?:list|array|section)|list\s+of\s+controls"
    r"|output|checklist|answer|response|json)"
)
AGENT = rf"(?:{MODEL}|validator|generator|refiner|reviewer)"
FOREIGN_IGNORE = (
    r"\bignorier(?:e|en)\s+(?:sie\s+)?(?:alle\s+)?(?:vorherigen|bisherigen|obigen)\s+anweisungen"
    r"|\bignora\s+(?:todas\s+)?las\s+instrucciones\s+(?:anteriores|previas)"
    r"|\bignore[rz]?\s+(?:toutes\s+)?les\s+instructions\s+(?:pr[ée]c[ée]dentes|ant[ée]rieures)"
    r"|\bnegeer\s+(?:alle\s+)?(?:vorige|eerdere|voorgaande)\s+instructies"
    r"|\bignore\s+(?:todas\s+)?as\s+instru[çc][õo]es\s+anteriores"
)
"""'Ignore the previous instructions' in the languages of the sites' crews and contractors."""
NEGATION = re.compile(r"(?:\b(?:do|does|did|must|should|shall|will|can|may)\s*(?:not|n't)|\bnever|\bnot|\bno)\s*$")

RULES: tuple[Rule, ...] = (
    # --- instructions aimed at the model ---
    _r("inj.ignore_instructions",
       rf"\b(?:ignore|disregard|forget|override|bypass|neglect|abandon|set\s+aside|stop\s+following"
       rf"|(?:do\s+not|don'?t)\s+(?:follow|obey))\s+{QUAL}{INSTR}\b",
       why="tells the model to drop its instructions or the rulebook"),
    _r("inj.ignore_above",
       r"\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+)?(?:of\s+)?(?:the\s+|what\s+(?:is|was)\s+)?"
       r"(?:above|previous|preceding|foregoing|prior)\b(?=\s*(?:[.,;:!]|and\b|$|text|content|messages?|conversation))",
       why="tells the model to ignore the preceding context"),
    _r("inj.forget_everything", r"\bforget\s+(?:everything|all)\s+(?:you|that|i|we)\b",
       why="asks the model to forget its context"),
    _r("inj.new_instructions",
       r"\b(?:new|updated|revised|real|actual|hidden|secret)\s+(?:instructions?|directives?|rules?)\s*(?::|follow)",
       0.6, why="announces replacement instructions"),
    _r("inj.your_new_task",
       r"\byour\s+(?:new|real|actual|only|next|true)\s+(?:task|job|goal|objective|instructions?|role|purpose|mission)\b",
       why="reassigns the model's task"),
    _r("inj.priority_claim",
       r"\b(?:higher|highest|top)\s+priority\s+than\s+(?:your|the|any|all)\b|\btakes?\s+precedence\s+over\s+(?:your|the|all)\b",
       0.8, why="claims priority over the system instructions"),
    _r("inj.addressee",
       rf"\b(?:note|message|instructions?|reminder|p\.?\s?s\.?|memo)\s+(?:to|for)\s+(?:the\s+|any\s+)?{MODEL}\b"
       rf"|\b(?:dear|hey|hi|attention|attn:?)\s+{MODEL}\b"
       rf"|\bif\s+you\s+are\s+(?:an?\s+|the\s+)?{MODEL}\b"
       rf"|(?:^|[\n.;:]\s*|\d[.)]\s*)(?:ai|llm|assistant|model|gpt|gemini|chatgpt)\s*:",
       0.6, why="addresses a model directly"),
    # --- role play and persona switching ---
    _r("inj.you_are_now", r"\byou\s+are\s+now\b", 0.5, why="persona switch"),
    _r("inj.from_now_on",
       rf"\b(?:from\s+now\s+on|henceforth|going\s+forward|for\s+the\s+rest\s+of\s+this\s+conversation)\s*,?\s+"
       rf"(?:you|the\s+{MODEL})\b",
       0.6, why="changes the model's behaviour from here on"),
    _r("inj.act_as_model",
       r"\b(?:act|behave|respond|operate|function)\s+as\s+(?:if\s+you\s+(?:are|were)\s+)?(?:an?\s+|the\s+)?(?:\w+\s+){0,2}"
       r"(?:ai|assistant|chatbot|bot|llm|model|gpt|dan|jailbroken|unrestricted|unfiltered|uncensored|system"
       r"|administrator|admin|root|superuser)\b",
       why="role-play as a different or unrestricted model"),
    _r("inj.pretend", r"\bpretend\s+(?:to\s+be|you\s+are|that\s+you|you're)\b", 0.7, why="role-play request"),
    _r("inj.roleplay_game",
       r"\b(?:role-?\s?play|let'?s\s+play\s+a\s+game|simulate|imagine)\b[^.\n]{0,40}?\b(?:you\s+are|you're|as\s+an?)\b",
       0.7, why="role-play framing"),
    _r("inj.no_restrictions",
       r"\b(?:no|without|free\s+(?:of|from))\s+(?:any\s+)?(?:safety\s+|ethical\s+|content\s+)?"
       r"(?:restrictions|limitations|rules|filters|guardrails|guidelines|constraints)\b",
       0.6, why="claims the model has no restrictions"),
    _r("inj.mode_switch",
       r"\b(?:developer|dan|jailbreak|jailbroken|god|unrestricted|sudo)\s+mode\b|\bdo\s+anything\s+now\b",
       why="jailbreak mode switch"),
    _r("inj.jailbreak_word", r"\bjailbreak(?:ing|ed)?\b", 0.8, why="names a jailbreak"),
    _r("inj.system_override", r"\bsystem\s+override\b|\boverride\s+mode\b|\badmin\s+override\b", 0.8,
       why="claims a system override"),
    _r("inj.you_may_now", r"\byou\s+(?:can|may|are\s+allowed\s+to|are\s+permitted\s+to)\s+now\b", 0.5,
       why="grants the model new permissions"),
    # --- fake chat-template / system tags ---
    _r("inj.fake_tag",
       r"<\s*/?\s*(?:system|assistant|sys|instructions?|im_start|im_end|tool_call|function_call|developer)\b[^>\n]{0,40}>"
       r"|<\|[a-z_]{2,20}\|>|\[/?inst\]|<<\s*/?\s*sys\s*>>|\[/?system(?:\s+(?:override|prompt|message|notice|instruction))?\]|#{2,}\s*(?:system|instructions?|assistant"
       r"|developer)\b\s*:?|```\s*system\b",
       expand="block", why="fake system/assistant chat-template markup"),
    _r("inj.role_line_strong", r"^[ \t>*_-]*(?:assistant|ai|gpt|gemini|chatgpt)\s*:", expand="line",
       why="fake assistant turn at line start"),
    _r("inj.role_line_weak", r"^[ \t>*_-]*(?:system|user|human|developer)\s*:", 0.4, expand="line",
       why="chat role label at line start"),
    # --- attempts to fix the permit outcome ---
    _r("inj.mark_pass_strong", rf"\b{MARK}\s+(?:this\s+|the\s+|all\s+|every\s+|each\s+|any\s+|its\s+|my\s+)?"
       rf"(?:\w+\s+)?{STRONG_NOUN}\s+(?:as\s+|to\s+|=\s*|:\s*)?{PASS}", why="forces a permit/validation to pass"),
    _r("inj.mark_pass_weak", rf"\b{MARK}\s+(?:this\s+|the\s+|all\s+|every\s+|each\s+|any\s+|its\s+)?(?:\w+\s+)?"
       rf"{WEAK_NOUN}\s+(?:as\s+|to\s+|=\s*|:\s*)?{PASS}", 0.6, why="forces a result to pass"),
    _r("inj.marked_pass_passive",
       rf"\b(?:permits?|validations?|verdicts?|checks|rule\s+checks|results)\s+(?:are|is|should|must|shall|will)\s+"
       rf"(?:(?:to\s+)?be\s+)?(?:all\s+)?(?:marked|set|recorded|reported|treated|returned)\s+(?:as\s+|to\s+)?{PASS}",
       why="declares results to be recorded as passing"),
    _r("inj.you_must_approve",
       r"\byou\s+(?:must|should|will|shall|need\s+to|have\s+to|are\s+to)\s+(?:now\s+)?(?:approve|sign\s+off|authori[sz]e"
       r"|validate|pass)\b",
       0.6, why="orders an approval"),
    _r("inj.system_notice", r"\bsystem\s+(?:notice|message|instruction|update|directive)\s*:", 0.5,
       why="fake system notice"),
    _r("inj.respond_pass",
       r"\b(?:respond|reply|answer|say|output|return)\s+(?:only\s+)?(?:with\s+)?['\"]?"
       r"(?:approved|pass|passed|permit\s+approved|validated)\b",
       why="dictates an approving answer"),
    _r("inj.forced_output",
       r"\b(?:return|output|respond\s+with|reply\s+with|print)\s+(?:the\s+following|exactly|only)\b",
       0.6, why="dictates the model's output verbatim"),
    _r("inj.json_verdict",
       r"[\"'](?:validation|status|result|verdict|decision|outcome)[\"']\s*:\s*[\"'](?:pass|passed|approved|valid|ok)[\"']",
       0.6, why="pre-filled passing verdict"),
    _r("inj.skip_validation",
       r"\b(?:skip|bypass|omit|waive|suppress|disable|turn\s+off|circumvent|avoid|switch\s+off|ignore)\s+(?:the\s+|all\s+"
       r"|any\s+|every\s+|this\s+|your\s+)?(?:\w+\s+){0,2}?(?:validations?|validators?|rule\s*checks?|rules?\s+engine"
       r"|safety\s+checks?|checks|guardrails?|content\s+filters?|safety\s+filters?|verification|review|approval\s+step"
       r"|gas\s+tests?|gas\s+testing)\b",
       negatable=True, why="asks to skip validation or checks"),
    _r("inj.skip_passive",
       r"\b(?:validations?|checks?|gas\s+tests?|review|rule\s+checks?|rulebook|rules?\s+engine|guardrails?)\s+(?:can|may|should|must|will|is\s+to)"
       r"\s+be\s+(?:skipped|bypassed|ignored|waived|omitted)\b",
       why="declares checks skippable"),
    _r("inj.safety_suspended",
       r"\b(?:safety\s+)?(?:rules|rule\s+checks|validations?|guardrails|rulebook)\s+(?:is|are|has\s+been|have\s+been)\s+"
       r"(?:now\s+)?(?:suspended|disabled|turned\s+off|waived|lifted|switched\s+off|not\s+applicable)\b",
       why="declares the rules suspended"),
    _r("inj.remove_controls",
       r"\b(?:remove|drop|delete|strip|omit|exclude|leave\s+out|take\s+out|clear|ignore)\s+(?:(?:all|every|any)\s+"
       r"(?:(?:the|of\s+the)\s+)?(?:safety\s+)?(?:controls|precautions|safeguards|mitigations)|(?:the\s+|all\s+)?safety\s+"
       r"(?:controls|precautions|safeguards|requirements|mitigations|measures))\b"
       r"|\b(?:remove|drop|delete|strip|omit|exclude|leave\s+out|take\s+out)\s+(?:all\s+|every\s+|any\s+|the\s+)?"
       r"(?:hazards|requirements|warnings|conditions|controls)\s+from\s+(?:the\s+|this\s+|your\s+)?(?:\w+\s+)?"
       r"(?:permits?|output|response|list|report|answer|checklist)\b",
       negatable=True, why="asks to drop the permit's controls"),
    _r("inj.remove_control_item",
       rf"\b(?:remove|drop|delete|omit|exclude|leave\s+out|waive)\s+(?:the\s+|any\s+)?{CONTROL}\s+"
       rf"(?:requirements?|sections?|controls?|conditions?|from\s+(?:the\s+|this\s+)?(?:permit|output|response|list"
       rf"|checklist|answer|report))",
       negatable=True, why="asks to drop a named control from the permit"),
    _r("inj.blank_section", r"\bleave\s+(?:the\s+)?(?:\w+\s+){0,2}(?:section|field|box)\s+(?:empty|blank)\b", 0.6,
       why="asks to leave a permit section blank"),
    _r("inj.do_not_report",
       rf"\b(?:do\s+not|don'?t|never|no\s+need\s+to|(?:should|must|need)\s*(?:not|n'?t))\s+"
       rf"(?:flag|report|list|include|mention|raise|output|enforce|add)\s+"
       rf"(?:any\s+|the\s+|a\s+|an\s+)?(?:\w+\s+)?(?:hazards?|controls?|warnings?|issues?|{CONTROL}|h2s|failures?|errors?"
       rf"|risks?|findings?)\b"
       rf"|\b(?:should|must|need)\s*(?:not|n'?t)\s+(?:flag|raise)\s+anything\b",
       why="asks to suppress hazards or controls"),
    _r("inj.auto_approve", r"\b(?:auto-?approve|automatically\s+approve|approve\s+automatically)\b",
       why="asks for automatic approval"),
    _r("inj.pre_approved", r"\bpre-?approved\b", 0.5, why="claims pre-approval"),
    _r("inj.approve_all",
       r"\b(?:approve|approves|sign\s+off|authori[sz]e|grant|accept)\s+(?:all|every|any|each)\s+(?:\w+\s+){0,2}?"
       r"(?:permits?|requests?|work\s+orders?|jobs?)\b",
       why="blanket approval"),
    _r("inj.approve_without",
       r"\b(?:approve|sign\s+off|authori[sz]e|issue|grant)\s+(?:this|the|my|that)\s+(?:\w+\s+){0,2}?permits?\b"
       r"[^.\n;]{0,40}?\b(?:without(?!\s+(?:delay|fail))|regardless|no\s+matter|even\s+if|whatever)\b",
       why="approval without the required checks"),
    _r("inj.validity_inflation",
       r"\b(?:valid(?:ity)?|expiry|expires?|expiration|duration)\b[^.\n]{0,30}?\b(?:[2-9]\d{2}|\d{4,})\s*(?:h|hrs?|hours?)\b",
       why="permit validity of hundreds of hours"),
    # --- leaving parts of the permit out, or telling an agent how to judge ---
    _r("inj.drop_from_output",
       rf"\b(?:remove|drop|delete|strip|omit|exclude|leave\s+out|take\s+out)\s+(?:\w+\s+){{0,6}}?from\s+"
       rf"(?:the\s+|this\s+|your\s+)(?:\w+\s+){{0,3}}?{OUTPUT}\b",
       negatable=True, why="asks to take items out of the permit or the answer"),
    _r("inj.omit_permit_part",
       rf"\b(?:omit|leave\s+out|exclude|skip|drop|waive|remove|(?:do\s+not|don'?t)\s+(?:add|include)|no\s+need\s+for)\s+"
       rf"(?:the\s+|any\s+|all\s+|a\s+)?(?:\w+\s+){{0,2}}?{PERMIT_PART}\b",
       0.6, negatable=True, why="asks to leave out part of a permit"),
    _r("inj.not_needed",
       r"\b(?:controls?|ppe|fire\s*watch|gas\s+test(?:ing|s)?|isolations?|loto|lockout|sign-?\s?offs?)\s+(?:is|are)\s+"
       r"(?:not\s+needed|unnecessary|not\s+necessary|optional|overkill)\b"
       r"|\bneeds?\s+no\s+(?:fire\s*watch|gas\s+test(?:ing)?|isolation|ppe|controls|sign-?\s?offs?)\b",
       0.5, why="declares a safety control unnecessary"),
    _r("inj.empty_output",
       r"\b(?:return|output|give|produce|send)\s+(?:back\s+)?(?:an?\s+)?empty\s+(?:\w+\s+)?"
       r"(?:array|list|controls|hazards|set|section)\b",
       0.6, why="asks for an empty list of controls or hazards"),
    _r("inj.agent_reading_this",
       rf"\b(?:any|every|each|the)\s+{MODEL}\s+(?:reading|processing|parsing|seeing|handling|reviewing)\s+this\b",
       0.6, why="addresses whatever model reads the text"),
    _r("inj.agent_should",
       rf"\bthe\s+{AGENT}\s+(?:should|must|shall|will|is\s+to|needs\s+to|has\s+to)\s+(?:not\s+|never\s+)?"
       r"(?:flag|report|raise|approve|pass|accept|ignore|skip|list|add|include|mark|treat)\b",
       0.6, why="tells one of the agents how to judge"),
    _r("inj.new_instructions_for_model",
       rf"\b(?:new|updated|revised|real|actual|hidden|secret)\s+(?:instructions?|directives?|orders?)\s+(?:for|to)\s+"
       rf"(?:the\s+|any\s+)?{AGENT}\b",
       why="hands a model replacement instructions"),
    _r("inj.outdated_instructions",
       rf"\byour\s+(?:\w+\s+)?{INSTR}\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?"
       r"(?:outdated|obsolete|superseded|void|cancelled|canceled|revoked|no\s+longer\s+(?:valid|apply|applies))\b",
       why="declares the model's instructions void"),
    _r("inj.regardless_of_checks",
       r"\b(?:whatever|regardless\s+of(?:\s+what)?|no\s+matter\s+what|irrespective\s+of)\s+(?:the\s+)?"
       r"(?:checks?|rules?|rulebook|results?|validations?|validator|gas\s+tests?)\b",
       0.5, why="asks for a verdict whatever the checks say"),
    _r("inj.mark_pass_spread",
       rf"\b{MARK}\s+(?:all|every|each|the|this|these)\s+(?:\w+\s+)?{STRONG_NOUN}\s+(?:\w+\s+){{1,5}}?as\s+{PASS}",
       why="forces permits to pass, with words between"),
    _r("inj.status_field_pass",
       r"\bvalidation\s*_?status\b\W{0,4}(?:=|:|to|as|is)?\W{0,4}(?:pass|passwithwarnings|approved)\b",
       0.6, why="dictates the validationStatus field"),
    _r("inj.play_role",
       r"\byou\s+(?:play|take\s+on|assume|adopt)\s+(?:the\s+)?(?:role|part|persona|identity)\s+of\b", 0.6,
       why="assigns the model a role"),
    _r("inj.never_asks",
       r"\b(?:never|doesn'?t|does\s+not|won'?t|will\s+not)\s+(?:ask|asks|check|checks|require|requires|insist|insists)"
       r"\s+(?:for\s+|on\s+)?(?:\w+\s+){0,2}?(?:isolation|gas\s+tests?|permits?|certificates?|ppe|controls|sign-?\s?offs?)\b",
       0.4, why="describes a persona that skips safety checks"),
    _r("inj.approve_without_check",
       rf"\b(?:approve|sign\s+off|authori[sz]e|issue|pass)\s+(?:it\s+|them\s+)?without\s+(?:a\s+|the\s+|any\s+)?"
       rf"(?:{CONTROL}|checks?|sign-?\s?offs?|signatures?|permits?|validation)\b",
       0.6, why="approval without a required control"),
    _r("inj.checks_disabled",
       r"\b(?:validations?|rule\s+checks?|rulebook|guardrails?|safety\s+checks?)\s+(?:now\s+)?"
       r"(?:disabled|suspended|switched\s+off|turned\s+off|waived|off)\b",
       0.5, why="announces checks switched off"),
    _r("inj.when_generating",
       r"\b(?:when|while)\s+(?:generating|writing|creating|producing|validating|drafting|evaluating)\s+"
       r"(?:the\s+|this\s+|your\s+)?(?:permits?|output|response|answer|validation|json)\b",
       0.5, why="instructions for how the output is produced"),
    _r("inj.sign_off_everything",
       r"\b(?:approve|sign\s+off|authori[sz]e)\s+everything\b", 0.5, why="blanket sign-off"),
    _r("inj.ignore_foreign", FOREIGN_IGNORE, why="'ignore the previous instructions' in another language"),
    # --- exfiltration ---
    _r("inj.exfil_secret",
       r"\b(?:print|reveal|show|display|output|repeat|tell|give|leak|dump|list|share|send|disclose|expose|what\s+(?:is|are))"
       r"\s+(?:me\s+|us\s+)?(?:all\s+)?(?:of\s+)?(?:your|the|any)\s+(?:\w+\s+){0,2}?(?:system\s+prompt|initial\s+prompt"
       r"|api\s+keys?|secret\s+keys?|secrets|credentials|access\s+tokens?|environment\s+variables|env\s+vars)\b",
       why="asks for the system prompt or secrets"),
    _r("inj.exfil_prompt",
       r"\b(?:print|reveal|show|display|output|repeat|tell|give|leak|dump|list|share|disclose|expose|what\s+(?:is|are))"
       r"\s+(?:me\s+|us\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:(?:contents?|text|full\s+text|rest)\s+of\s+)?your\s+(?:\w+\s+){0,2}?"
       r"(?:prompt|instructions|rules|configuration|guidelines|context)\b",
       why="asks the model to reveal its instructions"),
    _r("inj.verbatim", r"\b(?:repeat|print|output|copy)\s+(?:it|this|that|them|everything|the\s+above)\s+"
       r"(?:verbatim|word\s+for\s+word)\b", 0.5, why="asks for verbatim reproduction"),
    _r("inj.instructions_given", r"\binstructions\s+(?:that\s+)?you\s+(?:were|have\s+been|got)\s+given\b",
       why="asks about the model's own instructions"),
    # --- tool-call smuggling ---
    _r("inj.tool_json",
       r"\{\s*\"(?:tool|tool_name|function|function_call|tool_calls?|name|action|recipient_name)\"\s*:\s*(?:\{|\"[\w.:-]+\")"
       r"[^{}]{0,200}?\"(?:arguments|args|parameters|params|input|tool_input|action_input)\"\s*:"
       r"|\"(?:function_call|tool_calls)\"\s*:",
       why="JSON function-call blob"),
    _r("inj.call_tool",
       r"\b(?:call|invoke|execute|run|use|trigger)\s+(?:the\s+)?(?:tool|function)\s+[a-z]+_[a-z_]+"
       r"|\b(?:call|invoke|execute|trigger)\s+(?:the\s+)?[a-z]+_[a-z_]+\s*\(",
       why="asks the model to call a tool"),
    # --- payloads for downstream interpreters ---
    _r("mal.script", r"<\s*script\b|\bjavascript:|\bon(?:error|load)\s*=", kind="malicious_code",
       why="HTML script payload"),
    _r("mal.shell",
       r"\brm\s+-rf\s+[/~*]|\b(?:curl|wget)\s+[^|\n]{1,200}\|\s*(?:ba|z)?sh\b|\bchmod\s+\+x\s|\bnc\s+-e\s",
       kind="malicious_code", why="shell payload"),
    _r("mal.sql", r";\s*drop\s+table\b|\bdrop\s+table\s+\w+\s*;|\bunion\s+(?:all\s+)?select\b|'\s*or\s+'?1'?\s*=\s*'?1",
       kind="malicious_code", why="SQL injection payload"),
    _r("mal.python", r"__import__\s*\(|\bos\.system\s*\(|\bsubprocess\.\w+\s*\(|\beval\s*\(|\bexec\s*\(",
       kind="malicious_code", why="code-execution payload"),
)  # fmt: skip

SEMANTIC_RULE = _r(
    "sem.near_known_injection",
    r"(?!)",
    why="reads like known injections more than like plant text (nearest exemplars, guardrails/semantic.py)",
)
"""Not a pattern (it never matches): the id, weight and reason of a semantic-screen finding, so findings from
either layer are explained and cut the same way."""
RULES = (*RULES, SEMANTIC_RULE)

THRESHOLD = 1.0
