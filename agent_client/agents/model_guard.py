"""What a model may say, and what happens when it says something else: nothing a model answers fails the run.

The output schemas the models see constrain their answers (permit types as an enum, validityHours within the
rulebook's 0–744 h, confidences within 0–1, bounded lengths), so a model that honours JSON schemas (Gemini,
OpenAI, llama.cpp grammars) cannot produce such values at all. A model that ignores the schema anyway gets its
answer cleaned before ADK validates it: an unknown permit type drops the permit (or the hazard's mention of it),
an out-of-range number is clamped, unparsable JSON becomes the empty answer; each correction is a visible note in
the run's `degraded` list (and on the permit). The guards after the agents (hazard taxonomy floor, permit
templates, rulebook validation) then fill in whatever was dropped.

A prompt longer than the model's context is not retried either: the agent answers empty, the run says why, and
the rulebook floor carries the step.
"""

from __future__ import annotations

import json
from typing import Any, Literal

import pydantic_core
from google.adk.agents.callback_context import CallbackContext
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.genai import types
from pydantic import BaseModel, Field, ValidationError

from agent_client.recorder import recorder_for
from agent_client.schemas import (
    Evidence,
    Hazard,
    HazardIdentificationOutput,
    Permit,
    PermitGeneratorOutput,
    Validation,
    ValidatorReview,
)
from common.limits import VALIDITY_HOURS_MAX
from common.permit_types import PERMIT_TYPES, TYPE_BY_CODE

PermitTypeName = Literal[PERMIT_TYPES]  # type: ignore[valid-type]  # the nine names, as one enum in the schema
TYPE_CODES = TYPE_BY_CODE
TEXT_MAX = 600
NAME_MAX = 120
ITEMS_MAX = 24
SET_MODEL_RESPONSE = "set_model_response"
CONTEXT_OVERFLOW_TYPES = frozenset({"exceed_context_size_error", "context_length_exceeded"})


class ModelHazard(Hazard):
    name: str = Field(max_length=NAME_MAX)
    rationale: str = Field(default="", max_length=TEXT_MAX)
    permitTypes: list[PermitTypeName] = Field(default_factory=list, max_length=len(PERMIT_TYPES))
    suggestedControls: list[str] = Field(default_factory=list, max_length=ITEMS_MAX)
    sourceIds: list[str] = Field(default_factory=list, max_length=ITEMS_MAX)


class ModelHazardOutput(HazardIdentificationOutput):
    hazards: list[ModelHazard] = Field(max_length=ITEMS_MAX)
    evidence: list[Evidence] = Field(default_factory=list, max_length=ITEMS_MAX)


class ModelPermit(Permit):
    type: PermitTypeName
    validityHours: int = Field(ge=0, le=VALIDITY_HOURS_MAX)
    notes: str | None = Field(default=None, max_length=4 * TEXT_MAX)


class ModelPermitOutput(PermitGeneratorOutput):
    permits: list[ModelPermit] = Field(max_length=ITEMS_MAX)


class ModelValidation(Validation):
    warnings: list[str] = Field(default_factory=list, max_length=ITEMS_MAX)
    recommendations: list[str] = Field(default_factory=list, max_length=ITEMS_MAX)


class ModelReview(ValidatorReview):
    validations: list[ModelValidation] = Field(max_length=ITEMS_MAX)


EMPTY: dict[type[BaseModel], dict[str, Any]] = {
    ModelHazardOutput: {"hazards": [], "evidence": []},
    ModelPermitOutput: {"permits": []},
    ModelReview: {"validations": []},
}


def permit_type(value: Any) -> str | None:
    """A known permit type by name or code (case and spacing forgiven), else None."""
    text = str(value or "").strip()
    by_name = {t.lower(): t for t in PERMIT_TYPES}
    return by_name.get(text.lower()) or TYPE_CODES.get(text.upper())


def _clamp(value: Any, low: float, high: float) -> tuple[Any, bool]:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value, False
    clamped = min(max(value, low), high)
    return clamped, clamped != value


def _list(value: Any, limit: int) -> list[Any]:
    return list(value)[:limit] if isinstance(value, list) else []


def clean_hazards(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    hazards = []
    for hazard in _list(data.get("hazards"), ITEMS_MAX):
        if not isinstance(hazard, dict) or not str(hazard.get("name") or "").strip():
            notes.append("a hazard without a name was dropped")
            continue
        hazard = dict(hazard)
        hazard["name"] = str(hazard["name"])[:NAME_MAX]
        hazard["rationale"] = str(hazard.get("rationale") or "")[:TEXT_MAX]
        kept = []
        for raw in _list(hazard.get("permitTypes"), ITEMS_MAX):
            known = permit_type(raw)
            if known is None:
                notes.append(f"hazard {hazard['name']!r}: permit type {str(raw)[:40]!r} is not a permit type; dropped")
            elif known not in kept:
                kept.append(known)
        hazard["permitTypes"] = kept
        confidence, changed = _clamp(hazard.get("confidence", 0.5), 0.0, 1.0)
        if not isinstance(confidence, int | float) or isinstance(confidence, bool):
            confidence, changed = 0.5, True
        if changed:
            notes.append(f"hazard {hazard['name']!r}: confidence {hazard.get('confidence')!r} clamped to {confidence}")
        hazard["confidence"] = confidence
        for key in ("suggestedControls", "sourceIds", "triggers", "negations"):
            hazard[key] = [str(v)[:TEXT_MAX] for v in _list(hazard.get(key), ITEMS_MAX)]
        hazards.append(hazard)
    evidence = [e for e in _list(data.get("evidence"), ITEMS_MAX) if isinstance(e, dict) and e.get("sourceId")]
    return {**data, "hazards": hazards, "evidence": evidence}


def clean_permits(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    permits = []
    for permit in _list(data.get("permits"), ITEMS_MAX):
        if not isinstance(permit, dict):
            notes.append("a permit that was not an object was dropped")
            continue
        permit = dict(permit)
        known = permit_type(permit.get("type"))
        if known is None:
            notes.append(
                f"permit {permit.get('permitId')!r}: type {str(permit.get('type'))[:40]!r} is not a permit "
                "type; dropped (the permit guard adds every type the hazards call for)"
            )
            continue
        permit["type"] = known
        hours, changed = _clamp(permit.get("validityHours", 0), 0, VALIDITY_HOURS_MAX)
        if not isinstance(hours, int | float) or isinstance(hours, bool):
            hours, changed = 0, True
        hours = int(hours)
        if changed:
            was = permit.get("validityHours")
            note = f"validityHours {was!r} clamped to {hours} (rulebook range 0-{VALIDITY_HOURS_MAX})"
            notes.append(f"permit {permit.get('permitId')!r}: {note}")
            permit["notes"] = f"{permit.get('notes') or ''} [{note}]".strip()
        permit["validityHours"] = hours
        permit["permitId"] = str(permit.get("permitId") or "")
        for key in ("controls", "signOffRoles"):
            permit[key] = [str(v) for v in _list(permit.get(key), 64)]
        if permit.get("notes") is not None:
            permit["notes"] = str(permit["notes"])[: 4 * TEXT_MAX]
        permits.append(permit)
    return {**data, "permits": permits}


def clean_review(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    validations = []
    for review in _list(data.get("validations"), ITEMS_MAX):
        if not isinstance(review, dict) or not review.get("permitId"):
            notes.append("a validation without a permit id was dropped")
            continue
        review = dict(review)
        if review.get("validationStatus") not in ("Pass", "PassWithWarnings", "Fail"):
            notes.append(
                f"validation of {review['permitId']!r}: status {review.get('validationStatus')!r} read as "
                "advice only (the rulebook decides the status)"
            )
            review["validationStatus"] = "Fail"
        for key in ("errors", "warnings", "recommendations"):
            review[key] = [str(v)[:TEXT_MAX] for v in _list(review.get(key), ITEMS_MAX)]
        review["checks"] = []
        validations.append(review)
    return {**data, "validations": validations}


CLEANERS = {ModelHazardOutput: clean_hazards, ModelPermitOutput: clean_permits, ModelReview: clean_review}


def _partial(text: str, notes: list[str]) -> Any:
    """An answer cut off by the token limit (a small model on a small budget): the items it finished, parsed by
    pydantic-core's partial JSON mode (an unfinished string or value is left out). None when it is not JSON at all."""
    try:
        value = pydantic_core.from_json(text, allow_partial=True)
    except ValueError:
        notes.append("the answer was not JSON; read as empty")
        return None
    notes.append("the answer stopped before its end (token limit?); the items it finished were kept")
    return value


def clean(schema: type[BaseModel], raw: Any, notes: list[str]) -> dict[str, Any]:
    """`raw` (JSON text or parsed) as a value `schema` accepts; what had to change is appended to `notes`."""
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError:
            raw = _partial(raw, notes)
            if raw is None:
                return dict(EMPTY[schema])
    if not isinstance(raw, dict):
        notes.append("the answer was not a JSON object; read as empty")
        return dict(EMPTY[schema])
    try:
        return schema.model_validate(raw).model_dump(mode="json", exclude_none=True)
    except ValidationError:
        pass
    key = next(iter(EMPTY[schema]))
    if not isinstance(raw.get(key), list):
        notes.append(f"'{key}' was not a list; read as empty")
    cleaned = CLEANERS[schema](raw, notes)
    try:
        return schema.model_validate(cleaned).model_dump(mode="json", exclude_none=True)
    except ValidationError as exc:
        notes.append(f"the answer did not fit its schema ({exc.error_count()} errors); read as empty")
        return dict(EMPTY[schema])


def _note(callback_context: CallbackContext, notes: list[str]) -> None:
    recorder = recorder_for(callback_context.session.id)
    for note in notes:
        recorder.degrade(f"{callback_context.agent_name}: model answer corrected: {note}")


def answer_guard(schema: type[BaseModel]) -> Any:
    """after_model_callback: the final answer (text or set_model_response) cleaned to fit `schema`."""

    def callback(callback_context: CallbackContext, llm_response: LlmResponse) -> LlmResponse | None:
        if llm_response.partial or not llm_response.content or not llm_response.content.parts:
            return None
        notes: list[str] = []
        changed = False
        parts = []
        for part in llm_response.content.parts:
            if part.function_call and part.function_call.name == SET_MODEL_RESPONSE:
                cleaned = clean(schema, dict(part.function_call.args or {}), notes)
                part = part.model_copy(
                    update={"function_call": part.function_call.model_copy(update={"args": cleaned})}
                )
                changed = True
            elif part.text and not part.thought and not any(p.function_call for p in llm_response.content.parts):
                part = types.Part(text=json.dumps(clean(schema, part.text, notes), separators=(",", ":")))
                changed = True
            parts.append(part)
        if notes:
            _note(callback_context, notes)
        if not changed:
            return None
        return llm_response.model_copy(update={"content": types.Content(role="model", parts=parts)})

    return callback


def error_type(exc: BaseException) -> str | None:
    """The error type an OpenAI-compatible server put in its error body (`type` or `code`), if any."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        body = body.get("error", body)
        for key in ("type", "code"):
            if isinstance(body, dict) and isinstance(body.get(key), str):
                return body[key]
    code = getattr(exc, "code", None)
    return code if isinstance(code, str) else None


def is_context_overflow(exc: BaseException) -> bool:
    return error_type(exc) in CONTEXT_OVERFLOW_TYPES


def is_model_timeout(exc: BaseException) -> bool:
    """The model did not answer within the engine's per-call timeout (after its retries): by type, not text."""
    names = {cls.__name__ for cls in type(exc).__mro__}
    return isinstance(exc, TimeoutError) or bool(names & {"APITimeoutError", "ReadTimeout", "TimeoutException"})


def overflow_guard(schema: type[BaseModel]) -> Any:
    """on_model_error_callback: a prompt over the model's context, or a model that does not answer within the
    engine's per-call timeout (shorter than the node's), answers empty with a note; other errors propagate."""

    def callback(callback_context: CallbackContext, llm_request: LlmRequest, error: Exception) -> LlmResponse | None:
        if is_context_overflow(error):
            body = getattr(error, "body", None)
            detail = body.get("error", body) if isinstance(body, dict) else {}
            sizes = ""
            if isinstance(detail, dict) and detail.get("n_prompt_tokens"):
                sizes = f" ({detail.get('n_prompt_tokens')} tokens, context {detail.get('n_ctx')})"
            why = f"the prompt is longer than the model's context{sizes}"
        elif is_model_timeout(error):
            why = "the model did not answer within the engine's timeout"
        else:
            return None
        recorder_for(callback_context.session.id).degrade(
            f"{callback_context.agent_name}: {why}; the rulebook floor answers for this step"
        )
        text = json.dumps(EMPTY[schema], separators=(",", ":"))
        return LlmResponse(content=types.Content(role="model", parts=[types.Part(text=text)]))

    return callback
