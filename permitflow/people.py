"""`permitflow people add | grant | list | token`: the people directory of the permit database, from a shell.

Sign-off, approval, suspension and close-out are checked against this directory, so it needs a way in that is not an
agent: a site's permit administrator adds people with the roles they hold per site/area and the competencies (with
expiry dates) behind them, and mints development tokens signed with PERMITFLOW_JWT_SECRET (production tokens come
from the OIDC issuer). Roles are checked against the rulebook's sign-off roles and stored by their rulebook name.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from mcp_server.db import Database
    from mcp_server.people.authority import Competency, RoleGrant

people_app = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__.split("\n")[0])

ROLE_HELP = "ROLE[@SITE[/AREA]], e.g. 'HSE@Plant-A' or 'Supervisor@Plant-A/Tank Farm'; no site = any site. Repeatable."
COMPETENCY_HELP = "NAME=YYYY-MM-DD, the competency behind a role and its expiry, e.g. 'HSE=2027-06-30'. Repeatable."


def _database() -> Database:
    from mcp_server.db import Database
    from mcp_server.settings import Settings

    database = Database(Settings().sqlalchemy_url)
    database.migrate()
    return database


def _rulebook_roles() -> dict[str, str]:
    """Every sign-off role the rulebook names, and each alias, mapped to its rulebook name."""
    from mcp_server.rules.rulebook import load_rulebook, normalize
    from mcp_server.settings import Settings

    rules = load_rulebook(Settings().rulebook_dir).rules
    names: dict[str, str] = {}
    for block in rules.permit_types.values():
        for signoff in block.required_signoffs:
            for name in (signoff.role, *signoff.aliases):
                names[normalize(name)] = signoff.role
    return names


def parse_role(text: str, known: dict[str, str]) -> RoleGrant:
    from mcp_server.people.authority import ANY, RoleGrant
    from mcp_server.rules.rulebook import normalize

    role, _, place = text.partition("@")
    site, _, area = place.partition("/")
    canonical = known.get(normalize(role))
    if canonical is None:
        roles = ", ".join(sorted(set(known.values())))
        raise typer.BadParameter(f"{role.strip()!r} is not a sign-off role of the rulebook; roles: {roles}")
    return RoleGrant(role=canonical, site=site.strip() or ANY, area=area.strip() or ANY)


def parse_competency(text: str, known: dict[str, str]) -> Competency:
    from mcp_server.people.authority import Competency
    from mcp_server.rules.rulebook import normalize

    name, _, expiry = text.partition("=")
    try:
        expires = date.fromisoformat(expiry.strip())
    except ValueError:
        raise typer.BadParameter(f"competency {text!r}: give NAME=YYYY-MM-DD") from None
    return Competency(name=known.get(normalize(name), name.strip()), expiresOn=expires)


def _fail(exc: Exception) -> typer.Exit:
    typer.echo(f"error: {exc}", err=True)
    return typer.Exit(code=1)


def _show(person: object, as_json: bool) -> None:
    from mcp_server.people.authority import DirectoryPerson

    assert isinstance(person, DirectoryPerson)
    if as_json:
        typer.echo(person.model_dump_json())
        return
    roles = ", ".join(f"{g.role}@{g.site}/{g.area}" for g in person.roles) or "-"
    comps = ", ".join(f"{c.name} until {c.expiresOn}" for c in person.competencies) or "-"
    typer.echo(f"{person.id}\t{person.displayName}\troles: {roles}\tcompetencies: {comps}")


@people_app.command("add")
def add(
    person_id: str = typer.Argument(..., help="directory id: lower-case a-z, 0-9 and . _ @ - (2–64)"),
    name: str = typer.Option(..., "--name", help="display name (NFKC-normalised; look-alikes of others refused)"),
    role: list[str] = typer.Option([], "--role", help=ROLE_HELP),
    competency: list[str] = typer.Option([], "--competency", help=COMPETENCY_HELP),
    subject: str | None = typer.Option(None, "--subject", help="OIDC subject (`sub`) this person signs in as"),
    as_json: bool = typer.Option(False, "--json", help="print the person as JSON"),
) -> None:
    """Add a person to the directory."""
    from mcp_server.db import StorageError

    known = _rulebook_roles()
    grants = [parse_role(r, known) for r in role]
    comps = [parse_competency(c, known) for c in competency]
    try:
        person = _database().add_person(person_id, name, subject=subject, roles=grants, competencies=comps)
    except StorageError as exc:
        raise _fail(exc) from None
    _show(person, as_json)


@people_app.command("grant")
def grant(
    person_id: str = typer.Argument(..., help="directory id"),
    role: list[str] = typer.Option([], "--role", help=ROLE_HELP),
    competency: list[str] = typer.Option([], "--competency", help=COMPETENCY_HELP + " Renews an existing one."),
    deactivate: bool = typer.Option(False, "--deactivate", help="the person may no longer act on permits"),
    activate: bool = typer.Option(False, "--activate", help="re-activate a deactivated person"),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Give an existing person roles or competencies (or renew one), or (de)activate them."""
    from mcp_server.db import StorageError

    known = _rulebook_roles()
    db = _database()
    try:
        person = db.person(person_id)
        for r in role:
            person = db.grant_role(person_id, parse_role(r, known))
        for c in competency:
            person = db.set_competency(person_id, parse_competency(c, known))
        if deactivate or activate:
            person = db.set_active(person_id, activate and not deactivate)
    except StorageError as exc:
        raise _fail(exc) from None
    _show(person, as_json)


@people_app.command("list")
def list_people(as_json: bool = typer.Option(False, "--json", help="one JSON object per line")) -> None:
    """Everyone in the directory with roles and competencies."""
    for person in _database().people():
        _show(person, as_json)


@people_app.command("token")
def token(
    person_id: str = typer.Argument(..., help="directory id (the token's subject)"),
    ttl_hours: float = typer.Option(8.0, "--ttl-hours", min=0.01, max=24 * 30, help="lifetime"),
    scope: list[str] = typer.Option([], "--scope", help="extra scope, e.g. permitflow:runs.write (repeatable)"),
    service: bool = typer.Option(
        False, "--service", help="a service identity (e.g. agent-api) instead of a directory person"
    ),
) -> None:
    """Mint a development token signed with PERMITFLOW_JWT_SECRET (production tokens come from the OIDC issuer)."""
    from common.identity import IdentitySettings, mint_token
    from mcp_server.db import StorageError

    settings = IdentitySettings()
    if not settings.jwt_secret:
        raise _fail(ValueError("PERMITFLOW_JWT_SECRET is not set; tokens are signed with it"))
    name = None
    if not service:
        try:
            person = _database().person(person_id)
        except StorageError as exc:
            raise _fail(exc) from None
        if not person.active:
            raise _fail(ValueError(f"{person.id} is deactivated"))
        name = person.displayName
    try:
        minted = mint_token(
            settings.jwt_secret, person_id, issuer=settings.jwt_issuer, audience=settings.jwt_audience,
            ttl_s=int(ttl_hours * 3600), scopes=scope, name=name,
        )  # fmt: skip
    except ValueError as exc:
        raise _fail(exc) from None
    typer.echo(minted)
