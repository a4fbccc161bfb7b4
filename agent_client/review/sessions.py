"""Review sessions in ADK's `DatabaseSessionService` on the project's database, keyed by sessionId.

Database: DATABASE_URL when set (with the async driver ADK needs: `postgresql+psycopg` — psycopg 3 is async —
or `sqlite+aiosqlite`), else a SQLite file `review_sessions.db` under PERMITFLOW_DATA_DIR. ADK's tables
(sessions, events, app_states, user_states, adk_internal_metadata) do not collide with the tool server's.

Every reviewer of a work order (requester, supervisor, HSE) talks in the same conversation, so the ADK user id is
one constant and the sender's userId and role are recorded per message instead.
"""

from __future__ import annotations

from typing import Any

from google.adk.sessions import DatabaseSessionService, Session

from agent_client.review.models import ReviewFailure, ReviewRequest
from agent_client.review.nodes import REQUEST_KEYS, SERVICE, check_writes
from agent_client.schemas import ErrorCode
from agent_client.settings import AgentSettings

APP_NAME = "permitflow_review"
SESSION_USER = "permit-review"
SQLITE_FILE = "review_sessions.db"


def session_db_url(settings: AgentSettings) -> str:
    url = settings.database_url
    if not url:
        data_dir = settings.data_dir.expanduser().resolve()
        data_dir.mkdir(parents=True, exist_ok=True)
        return f"sqlite+aiosqlite:///{data_dir / SQLITE_FILE}"
    for prefix in ("postgres://", "postgresql://", "postgresql+psycopg2://", "postgresql+psycopg://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if url.startswith("sqlite://") and not url.startswith("sqlite+aiosqlite://"):
        return "sqlite+aiosqlite://" + url[len("sqlite://") :]
    return url


def session_service(settings: AgentSettings) -> DatabaseSessionService:
    return DatabaseSessionService(session_db_url(settings))


def seed_state(request: ReviewRequest) -> dict[str, Any]:
    """The state of a session the server does not know yet: the client's, with its plan to be re-validated."""
    client = request.state
    state: dict[str, Any] = {"step": client.step, "iteration": client.iteration, "session_active": client.sessionActive}
    plan = client.proposed_plan
    if plan is not None and client.step != "finalized":
        if plan.workOrderId != request.context.workOrderId:
            raise ReviewFailure(
                422,
                ErrorCode.ERR_INVALID_INPUT,
                f"state.proposed_plan is for {plan.workOrderId}, context.workOrderId is {request.context.workOrderId}",
                {"errors": [{"field": "state.proposed_plan.workOrderId", "problem": "does not match the context"}]},
            )
        state.update(
            permit_set=plan.model_copy(update={"validations": []}).model_dump(mode="json", exclude_none=True),
            work_order_id=plan.workOrderId,
            step=client.step or "plan_generated",
            iteration=max(client.iteration, 1),
        )
    check_writes(SERVICE, state)
    return state


def request_delta(request: ReviewRequest) -> dict[str, Any]:
    """What each request writes before the workflow runs; the per-request keys of the last request are cleared."""
    delta: dict[str, Any] = {
        "user_message": request.message,
        "user_role": request.context.role,
        "user_id": request.userId,
        "request_work_order_id": request.context.workOrderId,
        "requested_changes": None,
        "review_response": None,
        "review_failure": None,
        **dict.fromkeys(REQUEST_KEYS),
    }
    check_writes(SERVICE, delta)
    return delta


async def open_session(service: DatabaseSessionService, request: ReviewRequest) -> Session:
    """The stored session for request.sessionId, or a new one seeded from the client's state.

    Reconciliation: when the session is stored, the stored state wins — permit set, step, iteration and
    sessionActive — and the client's `state` (including any proposed_plan) is ignored, because the client may
    hold a stale preview or an edited one that the rulebook never saw. Only for an unknown session is the
    client's state adopted, and its proposed_plan is then re-validated by `rules_evaluate` before anything else.
    """
    found = await service.get_session(app_name=APP_NAME, user_id=SESSION_USER, session_id=request.sessionId)
    if found is not None:
        return found
    return await service.create_session(
        app_name=APP_NAME, user_id=SESSION_USER, session_id=request.sessionId, state=seed_state(request)
    )
