"""Review sessions in ADK's `DatabaseSessionService` on the project's database, keyed by sessionId.

Database: DATABASE_URL when set (with the async driver ADK needs: `postgresql+psycopg` — psycopg 3 is async —
or `sqlite+aiosqlite`), else a SQLite file `review_sessions.db` under PERMITFLOW_DATA_DIR. ADK's tables
(sessions, events, app_states, user_states, adk_internal_metadata) do not collide with the tool server's.

Every reviewer of a work order (requester, supervisor, HSE) talks in the same conversation, so the ADK user id is
one constant; the session's owner (the person who started it) is kept in its state, and each turn is attributed to
the verified person who sent it (token subject → people directory), never to a userId or role in the body.
"""

from __future__ import annotations

from typing import Any

from google.adk.sessions import DatabaseSessionService, Session

from agent_client.http import Principal
from agent_client.review.models import ReviewRequest
from agent_client.review.nodes import REQUEST_KEYS, SERVICE, check_writes
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
    """The state of a session the server does not know yet. Nothing of the client's `state` is adopted: a
    `proposed_plan` (an empty set, a Cold-Work-only set, a never-allocated id) would otherwise be "approved" as the
    client wrote it. The permit set comes from the stored drafts or a fresh pipeline run."""
    state: dict[str, Any] = {"step": None, "iteration": 0, "session_active": True}
    check_writes(SERVICE, state)
    return state


def request_delta(request: ReviewRequest, principal: Principal) -> dict[str, Any]:
    """What each request writes before the workflow runs: the verified subject (the review context resolves it to
    a directory person), never a body's userId or role; the per-request keys of the last request are cleared."""
    delta: dict[str, Any] = {
        "user_message": request.message,
        "user_role": None,
        "user_role_hint": request.context.role,
        "user_id": None,
        "user_subject": principal.subject,
        "user_embedded": principal.embedded,
        "user_person": None,
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

    The client's `state` (including any proposed_plan) is never adopted: the stored session and the stored
    permits are the record; the client may hold a stale preview or one it edited.
    """
    found = await service.get_session(app_name=APP_NAME, user_id=SESSION_USER, session_id=request.sessionId)
    if found is not None:
        return found
    return await service.create_session(
        app_name=APP_NAME, user_id=SESSION_USER, session_id=request.sessionId, state=seed_state(request)
    )
