"""The work-order fetch and the independent lookups (weather; for LLM engines two RAG namespaces) run after it."""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.base import RunFailure, ToolAgent
from agent_client.shield import screen_record, user_message_text
from agent_client.toolbox import ToolRejected, ToolUnavailable

RAG_TOP_K = 5


class WorkOrderLoader(ToolAgent):
    """Fetches the work order named by `work_order_id` in session state (the id's one channel: the pipeline
    seeds it, `adk web`'s app copies it from the message); an unknown id fails the run (the API answers 404)."""

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        self.screen_user_message(ctx)
        work_order_id = ctx.session.state.get("work_order_id")
        if not work_order_id:
            raise RunFailure("ERR_INVALID_INPUT", "no work order id in session state (work_order_id)")
        try:
            work_order = await self.call(ctx, "workorders_get_workorder_by_id", {"id": work_order_id})
        except ToolRejected as exc:
            code = "ERR_WORKORDER_NOT_FOUND" if exc.code == "ERR_WORKORDER_NOT_FOUND" else "ERR_TOOL_REJECTED"
            details = {"workOrderId": work_order_id, "tool": exc.tool, "toolErrorCode": str(exc.code)}
            raise RunFailure(code, exc.message, details) from exc
        except ToolUnavailable as exc:
            raise RunFailure(str(exc.code), str(exc), {"tool": exc.tool}) from exc
        screened = screen_record(work_order, "work_order")  # what prompts will see; the rules read the original
        self.recorder(ctx).note_screening(screened.flags, screened.redactions)
        return {"work_order": work_order, "work_order_id": work_order_id}

    def screen_user_message(self, ctx: InvocationContext) -> None:
        parts = ctx.user_content.parts if ctx.user_content and ctx.user_content.parts else []
        text = user_message_text(parts)
        if text:
            screened = screen_record(text, "user_message")
            self.recorder(ctx).note_screening(screened.flags, screened.redactions)


class WeatherLookup(ToolAgent):
    """Weather at the work site; without it the run continues and says so."""

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        work_order = ctx.session.state["work_order"]
        args = {"lat": work_order["latitude"], "lon": work_order["longitude"]}
        return {"weather": await self.call_or_degrade(ctx, "weather_get_weather_data", args)}


def rag_query(work_order: dict[str, Any]) -> str:
    equipment = " ".join(work_order.get("equipment") or [])
    return f"{work_order['title']} {work_order['area']} {equipment}".strip()[:500]


class RagLookup(ToolAgent):
    """Searches one RAG namespace for the work order (LLM engines): hits become the only evidence A1 may cite."""

    namespace: str
    state_key: str

    async def step(self, ctx: InvocationContext) -> dict[str, Any]:
        work_order = ctx.session.state["work_order"]
        query = rag_query(work_order)
        args = {
            "query": query,
            "namespace": self.namespace,
            "top_k": RAG_TOP_K,
            "filters": {"site": work_order["site"]},
        }
        answer = await self.call_or_degrade(ctx, "rag_search_rag", args)
        if answer is None:
            return {self.state_key: []}
        self.recorder(ctx).note_rag(self.namespace, query, answer)
        hits = [{**hit, "namespace": self.namespace} for hit in answer.get("results", [])]
        return {self.state_key: screen_hits(self.recorder(ctx), hits, self.namespace)}


def screen_hits(recorder: Any, hits: list[dict[str, Any]], namespace: str) -> list[dict[str, Any]]:
    """Retrieved snippets are third-party text bound for prompts: screened, with ids and scores kept as they are."""
    screened_hits = []
    for hit in hits:
        text = {key: hit.get(key) for key in ("title", "snippet", "meta") if key in hit}
        screened = screen_record(text, f"rag/{namespace}/{hit.get('id')}")
        recorder.note_screening(screened.flags, screened.redactions)
        screened_hits.append({**hit, **screened.data})
    return screened_hits
