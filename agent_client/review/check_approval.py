"""CheckApproval: is this message an approval that may finalize the permit set? Deterministic, as in seed 001.

Consent = an approval word and no negator (a "but", "not yet", or any change request). Consent goes on to
Finalize (which records the signed-in person's sign-off in the lifecycle) only when a permit set exists, it holds
every permit type the hazards require, and the rulebook, asked again now, finds no error in any permit. Otherwise
the message goes to planning and `approval_block` says why. No role typed in the request counts.
"""

from __future__ import annotations

import re
from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.validator import evaluate
from agent_client.review.models import PermitSet
from agent_client.review.nodes import ReviewNode, rule_errors

POSITIVES = (
    "approve",
    "approved",
    "looks good",
    "look good",
    "lgtm",
    "yes",
    "okay",
    "ok",
    "save",
    "go ahead",
    "confirm",
    "confirmed",
    "issue them",
    "issue the permits",
    "sign off",
    "signed off",
)
NEGATORS = (
    "but",
    "however",
    "not yet",
    "not",
    "no",
    "change",
    "adjust",
    "later",
    "wait",
    "instead",
    "don't",
    "do not",
    "add",
    "remove",
    "delete",
    "drop",
    "extend",
    "shorten",
    "reduce",
    "increase",
)
NO_CHANGE = re.compile(r"\bno (?:further |more |other )?changes?\b|\bnothing (?:else )?to change\b", re.IGNORECASE)


def _words(phrases: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in phrases) + r")\b", re.IGNORECASE)


POSITIVE = _words(POSITIVES)
NEGATIVE = _words(NEGATORS)


def detect_consent(text: str) -> bool:
    """Approval words present and no negator ("looks good, no changes" still counts as consent)."""
    return approval_words(text) and negator(text) is None


def approval_words(text: str) -> bool:
    return bool(POSITIVE.search(text))


def negator(text: str) -> str | None:
    """The first negator in the text, ignoring "no changes"."""
    found = NEGATIVE.search(NO_CHANGE.sub(" ", text.replace("’", "'")))
    return found.group(0) if found else None


class CheckApproval(ReviewNode):
    """Consent finalizes only when a permit set exists, holds every permit type the work order's hazards call for
    (`required_types`, from `hazards_identify`), and the rulebook, asked again now, finds no error in any permit.
    Who may sign is not decided here from anything the sender wrote: Finalize records the signed-in person's
    sign-off with the lifecycle tools, which check the people directory."""

    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        consent = detect_consent(state.get("user_message") or "")
        raw = state.get("permit_set")
        has_plan = raw is not None and state.get("step") != "finalized"
        block = None
        delta: dict[str, Any] = {}
        text = state.get("user_message") or ""
        if has_plan and not consent and approval_words(text):
            block = f"Not finalizing: your message also asks for something else ('{negator(text)}')."
        if consent and has_plan:
            permit_set = PermitSet.model_validate(raw)
            present = {p.type for p in permit_set.permits}
            missing = [t for t in state.get("required_types") or [] if t not in present]
            validations = [await evaluate(self, ctx, p) for p in permit_set.permits]
            permit_set.validations = validations
            delta["permit_set"] = permit_set.model_dump(mode="json", exclude_none=True)
            failing = [
                f"{v.permitId} fails {rule_id}" + (f" ({source})" if source else "") + f": {text}"
                for v in validations
                for rule_id, source, text in rule_errors(v)
            ]
            if missing:
                block = (
                    "I cannot finalize: the set lacks permit type(s) the work order's hazards require: "
                    + ", ".join(missing)
                )
            elif failing:
                block = "I cannot finalize while a rule error remains: " + "; ".join(failing)
        routing = "finalize_only" if consent and has_plan and block is None else "needs_planning"
        delta.update({"routing": routing, "detected_consent": consent, "approval_block": block})
        return delta, routing
