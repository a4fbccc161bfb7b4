"""People for the lifecycle tests: the directory entries (roles, competencies) the sign-offs are checked against.

Every lifecycle step checks the acting person in the people directory, so a test that signs or moves a permit first
puts the people it uses there. `seed` is idempotent, so session-wide databases can be seeded by every test.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from mcp_server.db import Database, PersonNotFound
from mcp_server.people.authority import Competency, RoleGrant
from mcp_server.settings import Settings

IN_DATE = date.today() + timedelta(days=5 * 365)

# id -> (display name, rulebook roles held at any site/area with an in-date competency for each)
CAST: dict[str, tuple[str, list[str]]] = {
    "ravi.requester": ("Ravi Requester", []),
    "lena.lift": ("Lena Lift", ["Lift Supervisor"]),
    "hugo.safety": ("Hugo Safety", ["HSE"]),
    "rosa.requester": ("Rosa Requester", []),
    "sam.supervisor": ("Sam Supervisor", ["Supervisor"]),
    "hana.safety": ("Hana Safety", ["HSE"]),
    "otto.other": ("Otto Other", ["Supervisor"]),
    "sid.else": ("Sid Else", []),
    # the field-records tests (isolation, gas tests, hand-back, SIMOPS, the board)
    "ines.requester": ("Ines Requester", []),
    "sven.supervisor": ("Sven Supervisor", ["Supervisor", "Lift Supervisor", "Entry Supervisor"]),
    "hal.safety": ("Hal Safety", ["HSE"]),
    "ada.authorized": ("Ada Authorized", ["Authorized Person"]),
    "abe.area": ("Abe Area", ["Area Authority"]),
    "ivo.isolator": ("Ivo Isolator", []),
    "vera.verifier": ("Vera Verifier", []),
    "gus.tester": ("Gus Tester", []),
}


def seed(db: Database, cast: dict[str, tuple[str, list[str]]] | None = None) -> None:
    for person_id, (name, roles) in (cast or CAST).items():
        try:
            db.person(person_id)
            continue
        except PersonNotFound:
            pass
        db.add_person(
            person_id, name, roles=[RoleGrant(role=r) for r in roles],
            competencies=[Competency(name=r, expiresOn=IN_DATE) for r in roles],
        )  # fmt: skip


def seed_data_dir(data_dir: Path, **env: str) -> None:
    """Seed the database a tool server on `data_dir` (and DATABASE_URL, if given) uses."""
    settings = Settings(data_dir=data_dir, DATABASE_URL=env.get("DATABASE_URL", ""))
    db = Database(settings.sqlalchemy_url)
    db.migrate()
    try:
        seed(db)
    finally:
        db.dispose()


def seed_cast_data_dir(data_dir: Path, cast: dict[str, tuple[str, list[str]]], **env: str) -> None:
    """Seed `cast` into the database a tool server on `data_dir` (and DATABASE_URL, if given) uses."""
    settings = Settings(data_dir=data_dir, DATABASE_URL=env.get("DATABASE_URL", ""))
    db = Database(settings.sqlalchemy_url)
    db.migrate()
    try:
        seed(db, cast)
    finally:
        db.dispose()
