"""What a model may say, and what happens when it says something else: nothing a model answers fails the run.

The output schemas the models see constrain their answers (permit types as an enum, validityHours within the
rulebook's 1–744 h, confidences within 0–1, a few items per list, bounded lengths), so a model that honours JSON
schemas (Gemini,
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
from typing import Annotated, Any, Literal

import pydantic_core
from google.adk.agents.callback_context import CallbackContext
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse
from google.genai import types
from pydantic import BaseModel, Field, StringConstraints, ValidationError

from agent_client.recorder import recorder_for
from common.limits import VALIDITY_HOURS_MAX
from common.permit_types import PERMIT_TYPES, TYPE_BY_CODE

PermitTypeName = Literal[PERMIT_TYPES]  # type: ignore[valid-type]  # the nine names, as one enum in the schema
TYPE_CODES = TYPE_BY_CODE
SET_MODEL_RESPONSE = "set_model_response"
CONTEXT_OVERFLOW_TYPES = frozenset({"exceed_context_size_error", "context_length_exceeded"})

# What a model may say, bounded so that a schema-constrained decoder (llama.cpp's grammar, OpenAI's strict mode)
# ends the answer early and a small model cannot repeat an item until its token budget runs out. Each answer
# carries only what its agent may contribute; everything else comes from the workflow (templates, ids, evidence,
# the rulebook's statuses). Strict JSON-schema modes make every property required, so every property here is one
# the model must write: none is there for decoration.
NAME_MAX = 40
TEXT_MAX = 100
RATIONALE_MAX = 80
CONTROL_MAX = 60
ITEM_MAX = 80
ROLE_MAX = 40
ID_MAX = 20
HAZARDS_MAX = 4
"""The taxonomy floor (hazard guard) adds every permit-requiring hazard a model leaves out."""
PERMITS_MAX = 4
"""A permit the answer does not name keeps its draft: changes are additions, so a short list loses nothing."""
FEW = 2
"""Items per list a model adds: a control, PPE item, source id or remark; the rulebook's templates hold the rest."""
Item = Annotated[str, StringConstraints(max_length=ITEM_MAX)]
Role = Annotated[str, StringConstraints(max_length=ROLE_MAX)]
SourceId = Annotated[str, StringConstraints(max_length=ID_MAX)]
Remark = Annotated[str, StringConstraints(max_length=TEXT_MAX)]
Control = Annotated[str, StringConstraints(max_length=CONTROL_MAX)]


class ModelHazard(BaseModel):
    """One hazard A1 names: what the hazard guard and the permit drafts read (ids, triggers and evidence entries
    come from the taxonomy and the retrieved hits, never from the model)."""

    name: str = Field(max_length=NAME_MAX)
    confidence: float = Field(ge=0, le=1)
    permitTypes: list[PermitTypeName] = Field(default_factory=list, max_length=FEW)
    sourceIds: list[SourceId] = Field(default_factory=list, max_length=FEW)
    suggestedControls: list[Control] = Field(default_factory=list, max_length=FEW)
    rationale: str = Field(default="", max_length=RATIONALE_MAX)


class ModelHazardOutput(BaseModel):
    hazards: list[ModelHazard] = Field(max_length=HAZARDS_MAX)


class ModelPermitChange(BaseModel):
    """What A2 and A4 may change on a permit: items to add and a shorter validity. The permit guard applies it to
    the permit with this id (the template drafts, or the permits of the last round), so nothing a model leaves out
    is lost and no template item can be removed; an id of no permit with a type no permit has is a new permit."""

    permitId: str = Field(max_length=ID_MAX)
    type: PermitTypeName
    validityHours: int = Field(ge=1, le=VALIDITY_HOURS_MAX)
    addControls: list[Item] = Field(default_factory=list, max_length=FEW)
    addPpe: list[Role] = Field(default_factory=list, max_length=FEW)
    addSignOffRoles: list[Role] = Field(default_factory=list, max_length=FEW)
    addAttachments: list[Item] = Field(default_factory=list, max_length=FEW)
    note: str = Field(default="", max_length=TEXT_MAX)


class ModelPermitOutput(BaseModel):
    permits: list[ModelPermitChange] = Field(max_length=PERMITS_MAX)


class ModelAdvice(BaseModel):
    """A3's advice on one permit; the rulebook alone gives its status and errors (validation guard)."""

    permitId: str = Field(max_length=ID_MAX)
    warnings: list[Remark] = Field(default_factory=list, max_length=FEW)
    recommendations: list[Remark] = Field(default_factory=list, max_length=FEW)


class ModelReview(BaseModel):
    validations: list[ModelAdvice] = Field(max_length=PERMITS_MAX)


UNBOUNDED = 1 << 20


def _worst_chars(node: dict[str, Any], defs: dict[str, Any]) -> int:
    """The longest compact JSON text `node` admits (strings at their maxLength, lists at their maxItems)."""
    if "$ref" in node:
        return _worst_chars(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
    if "enum" in node:
        return max(len(json.dumps(v)) for v in node["enum"])
    for key in ("anyOf", "oneOf"):
        if key in node:
            return max(_worst_chars(n, defs) for n in node[key])
    kind = node.get("type")
    if kind == "object":
        props = node.get("properties", {})
        return 2 + sum(len(k) + 4 + _worst_chars(v, defs) for k, v in props.items())
    if kind == "array":
        if "maxItems" not in node:
            return UNBOUNDED
        return 2 + node["maxItems"] * (_worst_chars(node.get("items", {}), defs) + 1)
    if kind == "string":
        return node["maxLength"] + 2 if "maxLength" in node else UNBOUNDED
    return 24  # a number, boolean or null


CHARS_PER_TOKEN = 3
"""JSON keys, ids and prose run 3-4 characters a token (SmolLM2's and GPT tokenizers); 32 tokens on top for the
whitespace a grammar lets a model put between values."""


def answer_budget(schema: type[BaseModel]) -> int:
    """Answer tokens enough for the longest answer `schema` admits: with a schema-constrained decoder the answer
    ends by the grammar before this budget, so a budget is a bound, never a cut."""
    json_schema = schema.model_json_schema()
    return _worst_chars(json_schema, json_schema.get("$defs", {})) // CHARS_PER_TOKEN + 32


EMPTY: dict[type[BaseModel], dict[str, Any]] = {
    ModelHazardOutput: {"hazards": []},
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


def _texts(value: Any, limit: int, length: int) -> list[str]:
    return [str(v)[:length] for v in _list(value, limit) if str(v).strip()]


def clean_hazards(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    hazards = []
    for hazard in _list(data.get("hazards"), HAZARDS_MAX):
        if not isinstance(hazard, dict) or not str(hazard.get("name") or "").strip():
            notes.append("a hazard without a name was dropped")
            continue
        name = str(hazard["name"])[:NAME_MAX]
        kept = []
        for raw in _list(hazard.get("permitTypes"), len(PERMIT_TYPES)):
            known = permit_type(raw)
            if known is None:
                notes.append(f"hazard {name!r}: permit type {str(raw)[:40]!r} is not a permit type; dropped")
            elif known not in kept:
                kept.append(known)
        confidence, changed = _clamp(hazard.get("confidence", 0.5), 0.0, 1.0)
        if not isinstance(confidence, int | float) or isinstance(confidence, bool):
            confidence, changed = 0.5, True
        if changed:
            notes.append(f"hazard {name!r}: confidence {hazard.get('confidence')!r} clamped to {confidence}")
        hazards.append(
            {
                "name": name,
                "confidence": confidence,
                "permitTypes": kept[:FEW],
                "sourceIds": _texts(hazard.get("sourceIds"), FEW, ID_MAX),
                "suggestedControls": _texts(hazard.get("suggestedControls"), FEW, CONTROL_MAX),
                "rationale": str(hazard.get("rationale") or "")[:RATIONALE_MAX],
            }
        )
    return {"hazards": hazards}


ADDITIONS = ("addControls", "addPpe", "addSignOffRoles", "addAttachments")


def clean_permits(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    permits = []
    for permit in _list(data.get("permits"), PERMITS_MAX):
        if not isinstance(permit, dict):
            notes.append("a permit that was not an object was dropped")
            continue
        known = permit_type(permit.get("type"))
        if known is None:
            notes.append(
                f"permit {permit.get('permitId')!r}: type {str(permit.get('type'))[:40]!r} is not a permit "
                "type; dropped (the permit guard adds every type the hazards call for)"
            )
            continue
        hours, changed = _clamp(permit.get("validityHours", VALIDITY_HOURS_MAX), 1, VALIDITY_HOURS_MAX)
        if not isinstance(hours, int | float) or isinstance(hours, bool):
            hours, changed = VALIDITY_HOURS_MAX, True
        hours = int(hours)
        note = str(permit.get("note") or permit.get("notes") or "")
        if changed:
            was = permit.get("validityHours")
            clamp = f"validityHours {was!r} clamped to {hours} (rulebook range 1-{VALIDITY_HOURS_MAX})"
            notes.append(f"permit {permit.get('permitId')!r}: {clamp}")
            note = f"{note} [{clamp}]".strip()
        change = {"permitId": str(permit.get("permitId") or "")[:ID_MAX], "type": known, "validityHours": hours}
        for key in ADDITIONS:
            change[key] = _texts(permit.get(key), FEW, ROLE_MAX if key in ("addPpe", "addSignOffRoles") else ITEM_MAX)
        change["note"] = note[-TEXT_MAX:] if changed else note[:TEXT_MAX]
        permits.append(change)
    return {"permits": permits}


def clean_review(data: dict[str, Any], notes: list[str]) -> dict[str, Any]:
    validations = []
    for review in _list(data.get("validations"), PERMITS_MAX):
        if not isinstance(review, dict) or not review.get("permitId"):
            notes.append("a validation without a permit id was dropped")
            continue
        validations.append(
            {
                "permitId": str(review["permitId"])[:ID_MAX],
                "warnings": _texts(review.get("warnings"), FEW, TEXT_MAX),
                "recommendations": _texts(review.get("recommendations"), FEW, TEXT_MAX),
            }
        )
    return {"validations": validations}


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
