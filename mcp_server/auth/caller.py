"""Who is acting in a tool call: the token's subject over HTTP with a JWT, else a directory-checked person id.

The tools never take a person's authority from a request body on trust:

- HTTP with a person's JWT: the acting person is the token's subject (`sub`; for an OIDC issuer's token, the person
  whose directory `subject` it is). A `person` argument that names someone else is refused.
- The static service token (a service acting for a person), stdio (the local process) and an HTTP server without
  auth: the caller names the person by directory id; the lifecycle step then checks them in the directory.

Run records are written only by the agent API's identity: a token with the `permitflow:runs.write` scope, the
service token, or a local stdio process.
"""

from __future__ import annotations

from typing import Literal

from mcp.server.auth.middleware.auth_context import get_access_token
from pydantic import BaseModel

from common.failures import InvalidInput, Unauthorized
from common.identity import RUNS_WRITE_SCOPE
from mcp_server.auth.bearer import JWT_CLIENT
from mcp_server.db.errors import PersonNotFound
from mcp_server.deps import Deps


class Caller(BaseModel):
    kind: Literal["local", "service", "person"]
    subject: str | None = None
    embedded: bool = True
    scopes: list[str] = []

    def may_write_runs(self) -> bool:
        return self.kind != "person" or RUNS_WRITE_SCOPE in self.scopes


def current_caller() -> Caller:
    """The authenticated caller of the tool call being served (local when the transport carries no token)."""
    token = get_access_token()
    if token is None:
        return Caller(kind="local")
    if token.client_id == JWT_CLIENT and token.subject:
        embedded = bool((token.claims or {}).get("embedded", True))
        return Caller(kind="person", subject=token.subject, embedded=embedded, scopes=list(token.scopes))
    return Caller(kind="service", scopes=list(token.scopes))


def acting_person(deps: Deps, given: str | None, field: str = "person") -> str:
    """The directory id of the person acting: from the token when there is a person token, else `given`."""
    caller = current_caller()
    if caller.kind == "person":
        subject = str(caller.subject)
        try:
            person_id = subject if caller.embedded else deps.db.person_by_subject(subject).id
        except PersonNotFound as exc:
            raise Unauthorized(str(exc), kind="PersonNotFound") from None
        if given is not None and given != person_id:
            raise Unauthorized(
                f"{field} {given[:80]!r} does not match the signed-in person {person_id!r}: the acting person is taken "
                "from your token, never from the request; leave it out or give your own id",
                field=field,
            )
        return person_id
    if not given:
        raise InvalidInput(
            f"{field} is required: name the acting person by people-directory id (a person token over HTTP sets it)",
            field=field,
        )
    return given


def require_run_writer() -> None:
    if not current_caller().may_write_runs():
        raise Unauthorized(
            f"run records are written only by the agent API's identity (a token with the {RUNS_WRITE_SCOPE} scope, "
            "or the service token); this token lacks it",
        )
