"""people.*: the people directory as a read-only tool, so the agent API can resolve who a signed-in user is.

The agent client never reads the permit database; when it verifies a user's token it needs the directory person
behind it (an OIDC subject maps to a person id here) and the roles and competencies they hold, to say which
sign-offs they can give. People are managed with `permitflow people`, never through MCP.
"""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from common.failures import InvalidInput, Unauthorized
from mcp_server.auth.caller import acting_person, current_caller
from mcp_server.deps import Deps
from mcp_server.people.authority import DirectoryPerson

PersonId = Annotated[str, Field(min_length=2, max_length=64, description="people-directory id, e.g. ana.petrova")]
Subject = Annotated[str, Field(min_length=1, max_length=255, description="an OIDC token subject (`sub`)")]


def register(server: MCPServer, deps: Deps) -> None:
    @server.tool(
        name="people_get",
        title="people.get",
        description=(
            "Look up one person of the people directory: display name, whether they are active, the rulebook roles "
            "they hold per site/area ('*' = any) and their competencies with expiry dates. Give personId, or the "
            "OIDC subject of a verified token (subject) to find whose it is. Over HTTP with a person's token it "
            "answers only for that person (leave both out). Lifecycle steps check these entries: a role not held "
            "at the permit's site/area, or a lapsed competency, is refused."
        ),
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def people_get(personId: PersonId | None = None, subject: Subject | None = None) -> DirectoryPerson:
        if personId is not None and subject is not None:
            raise InvalidInput("give personId or subject, not both")
        if current_caller().kind == "person":
            if subject is not None:
                raise Unauthorized("a person's token may only look up its own entry")
            return deps.db.person(acting_person(deps, personId, "personId"))
        if subject is not None:
            return deps.db.person_by_subject(subject)
        return deps.db.person(acting_person(deps, personId, "personId"))
