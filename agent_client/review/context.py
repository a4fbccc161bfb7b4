"""First node of each review request: checks the request fits the session and completes a client-sent plan.

A session reviews one work order until it is finalized; a message for another work order is refused (422).
A permit set adopted from the client (unknown session) gets its work order, weather and a fresh rulebook verdict
here, so nothing the client says about validation is trusted.
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.agents.validator import evaluate
from agent_client.review.models import PermitSet, ReviewFailure
from agent_client.review.nodes import ReviewNode
from agent_client.schemas import ErrorCode


class ReviewContextLoader(ReviewNode):
    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        requested = state["request_work_order_id"]
        current = state.get("work_order_id")
        if current and current != requested and state.get("step") != "finalized":
            raise ReviewFailure(
                422,
                ErrorCode.ERR_INVALID_INPUT,
                f"session reviews {current}, not {requested}: finalize it or start a new sessionId",
                {"workOrderId": requested, "sessionWorkOrderId": current},
            )
        raw = state.get("permit_set")
        if raw is None or state.get("work_order") or state.get("step") == "finalized":
            return {}, None
        permit_set = PermitSet.model_validate(raw)
        work_order = await self.call_or_fail(ctx, "workorders_get_workorder_by_id", {"id": permit_set.workOrderId})
        delta: dict[str, Any] = {"work_order": work_order, "work_order_id": permit_set.workOrderId}
        try:
            args = {"lat": work_order["latitude"], "lon": work_order["longitude"]}
            delta["weather"] = await self.call_or_fail(ctx, "weather_get_weather_data", args)
        except (ReviewFailure, KeyError):
            delta["weather"] = None  # the rulebook then warns that weather must be checked on site
        state_view = {**dict(state), **delta}
        permit_set.validations = [await evaluate(self, ctx, p, state_view) for p in permit_set.permits]
        delta["permit_set"] = permit_set.model_dump(mode="json", exclude_none=True)
        return delta, None
