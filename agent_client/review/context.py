"""First node of each review request: who is speaking, may they speak in this session, and for which work order.

The speaker is the verified token subject, resolved through the people directory (`people_get`); a body's userId or
role is never authority. A session belongs to the person who started it. Another person may join only holding a
sign-off role one of the set's permits requires at its site/area (an approver); anyone else is refused (403).
A session reviews one work order until it is finalized; a message for another work order is refused (422).
"""

from __future__ import annotations

from typing import Any

from google.adk.agents.invocation_context import InvocationContext

from agent_client.review.models import PermitSet, ReviewFailure
from agent_client.review.nodes import ReviewNode
from agent_client.review.record import held_roles, may_join, signed_in_person
from agent_client.schemas import ErrorCode


class ReviewContextLoader(ReviewNode):
    async def step(self, ctx: InvocationContext) -> tuple[dict[str, Any], str | None]:
        state = ctx.session.state
        person = await signed_in_person(self, ctx, state["user_subject"], bool(state.get("user_embedded", True)))
        person_id = person["id"]
        delta: dict[str, Any] = {
            "user_id": person_id,
            "user_person": person,
            "user_role": ", ".join(held_roles(person)) or "no sign-off role",
        }
        requested = state["request_work_order_id"]
        current = state.get("work_order_id")
        if current and current != requested and state.get("step") != "finalized":
            raise ReviewFailure(
                422,
                ErrorCode.ERR_INVALID_INPUT,
                f"session reviews {current}, not {requested}: finalize it or start a new sessionId",
                {"workOrderId": requested, "sessionWorkOrderId": current},
            )
        owner = state.get("owner")
        if owner is None:
            delta["owner"] = person_id
        elif owner != person_id:
            raw = state.get("permit_set")
            ids = [p.permitId for p in PermitSet.model_validate(raw).permits] if raw else []
            if not ids or not await may_join(self, ctx, person, ids):
                raise ReviewFailure(
                    403,
                    ErrorCode.ERR_UNAUTHORIZED,
                    f"session {ctx.session.id} belongs to {owner}; {person_id} may join it only holding a sign-off "
                    "role its permits require at their site/area (see people_get)",
                    {"owner": owner, "person": person_id},
                )
        return delta, None
