"""People directory storage: people, their roles per site/area and their competencies, in the permit database.

A mixin of `Database`. Adding a person normalises the display name and refuses one whose confusable skeleton equals
an existing person's (mcp_server.people.names), so the directory can never hold two people a reader cannot tell
apart. `_directory_person` is what the lifecycle steps read inside their own transaction.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from mcp_server.db.errors import InvalidRecord, PersonNotFound
from mcp_server.db.models import PersonCompetencyRow, PersonRoleRow, PersonRow, utcnow
from mcp_server.db.store import Store
from mcp_server.people.authority import ANY, Competency, DirectoryPerson, RoleGrant
from mcp_server.people.names import NameError_, check_person_id, normalise_display_name, skeleton

MAX_ROLES = 50
MAX_COMPETENCIES = 50


class DirectoryConflict(InvalidRecord):
    """A person could not be added: the id, name look-alike or subject is taken."""


class PeopleStore(Store):
    """The people directory, mixed into `Database`."""

    def add_person(
        self,
        person_id: str,
        display_name: str,
        *,
        subject: str | None = None,
        roles: list[RoleGrant] | None = None,
        competencies: list[Competency] | None = None,
    ) -> DirectoryPerson:
        """A new person; refused when the id or OIDC subject is taken or the name looks like someone else's."""
        try:
            check_person_id(person_id)
            name = normalise_display_name(display_name)
        except NameError_ as exc:
            raise InvalidRecord(str(exc)) from None
        roles, competencies = roles or [], competencies or []
        if len(roles) > MAX_ROLES or len(competencies) > MAX_COMPETENCIES:
            raise InvalidRecord(f"at most {MAX_ROLES} roles and {MAX_COMPETENCIES} competencies per person")
        shape = skeleton(name)
        try:
            with self.write() as session:
                if session.get(PersonRow, person_id) is not None:
                    raise DirectoryConflict(f"person id {person_id!r} is already in the people directory")
                twin = session.scalar(sa.select(PersonRow).where(PersonRow.name_skeleton == shape))
                if twin is not None:
                    raise DirectoryConflict(
                        f"display name {name!r} cannot be told apart from {twin.display_name!r} ({twin.id}) once "
                        "invisible characters, look-alike letters, case and spacing are ignored; one person is one "
                        "directory entry — add a distinguishing part to the name if this is someone else"
                    )
                if subject is not None and session.scalar(sa.select(PersonRow).where(PersonRow.subject == subject)):
                    raise DirectoryConflict(f"OIDC subject {subject!r} already belongs to another person")
                now = utcnow()
                session.add(PersonRow(id=person_id, display_name=name, name_skeleton=shape, subject=subject,
                                      active=True, created_at=now, updated_at=now))  # fmt: skip
                session.flush()
                for grant in roles:
                    self._grant(session, person_id, grant)
                for competency in competencies:
                    self._competency(session, person_id, competency)
                return self._directory_person(session, person_id)
        except IntegrityError:
            raise DirectoryConflict(f"person {person_id!r} or their name or subject was added concurrently") from None

    def grant_role(self, person_id: str, grant: RoleGrant) -> DirectoryPerson:
        with self.write() as session:
            self._directory_person(session, person_id)
            self._grant(session, person_id, grant)
            return self._directory_person(session, person_id)

    def set_competency(self, person_id: str, competency: Competency) -> DirectoryPerson:
        """Record a competency, or renew it (a later expiry date replaces the earlier one)."""
        with self.write() as session:
            self._directory_person(session, person_id)
            self._competency(session, person_id, competency)
            return self._directory_person(session, person_id)

    def set_active(self, person_id: str, active: bool) -> DirectoryPerson:
        with self.write() as session:
            row = session.get(PersonRow, person_id, with_for_update=True)
            if row is None:
                raise PersonNotFound(f"person {person_id!r}")
            row.active = active
            return self._directory_person(session, person_id)

    def person(self, person_id: str) -> DirectoryPerson:
        with self.read() as session:
            return self._directory_person(session, person_id)

    def person_by_subject(self, subject: str) -> DirectoryPerson:
        """The person an OIDC token's subject belongs to (the directory maps external subjects to people)."""
        with self.read() as session:
            person_id = session.scalar(sa.select(PersonRow.id).where(PersonRow.subject == subject))
            if person_id is None:
                raise PersonNotFound(f"token subject {subject[:80]!r}")
            return self._directory_person(session, person_id)

    def people(self) -> list[DirectoryPerson]:
        with self.read() as session:
            ids = session.scalars(sa.select(PersonRow.id).order_by(PersonRow.id)).all()
            return [self._directory_person(session, i) for i in ids]

    def display_names(self, person_ids: set[str]) -> dict[str, str]:
        if not person_ids:
            return {}
        with self.read() as session:
            rows = session.execute(sa.select(PersonRow.id, PersonRow.display_name).where(PersonRow.id.in_(person_ids)))
            return {r.id: r.display_name for r in rows}

    @staticmethod
    def _grant(session: Session, person_id: str, grant: RoleGrant) -> None:
        exists = session.scalar(
            sa.select(PersonRoleRow.id).where(
                PersonRoleRow.person_id == person_id,
                PersonRoleRow.role == grant.role,
                PersonRoleRow.site == (grant.site or ANY),
                PersonRoleRow.area == (grant.area or ANY),
            )  # fmt: skip
        )
        if exists is None:
            session.add(PersonRoleRow(person_id=person_id, role=grant.role, site=grant.site or ANY,
                                      area=grant.area or ANY, created_at=utcnow()))  # fmt: skip
            session.flush()

    @staticmethod
    def _competency(session: Session, person_id: str, competency: Competency) -> None:
        row = session.scalar(
            sa.select(PersonCompetencyRow).where(
                PersonCompetencyRow.person_id == person_id, PersonCompetencyRow.competency == competency.name
            )
        )
        if row is None:
            session.add(PersonCompetencyRow(person_id=person_id, competency=competency.name,
                                            expires_on=competency.expiresOn, updated_at=utcnow()))  # fmt: skip
        else:
            row.expires_on = competency.expiresOn
        session.flush()

    @staticmethod
    def _directory_person(session: Session, person_id: Any) -> DirectoryPerson:
        try:
            check_person_id(person_id)
        except NameError_ as exc:
            shown = f"{str(person_id)[:80]!r} (people are named by directory id, not display name)"
            raise PersonNotFound(shown) from exc
        row = session.get(PersonRow, person_id)
        if row is None:
            raise PersonNotFound(f"person {person_id!r}")
        roles = session.scalars(
            sa.select(PersonRoleRow).where(PersonRoleRow.person_id == person_id).order_by(PersonRoleRow.id)
        )
        competencies = session.scalars(
            sa.select(PersonCompetencyRow)
            .where(PersonCompetencyRow.person_id == person_id)
            .order_by(PersonCompetencyRow.competency)
        )
        return DirectoryPerson(
            id=row.id, displayName=row.display_name, active=row.active, subject=row.subject,
            roles=[RoleGrant(role=r.role, site=r.site, area=r.area) for r in roles],
            competencies=[Competency(name=c.competency, expiresOn=_as_date(c.expires_on)) for c in competencies],
        )  # fmt: skip


def _as_date(value: Any) -> date:
    return value.date() if hasattr(value, "date") and callable(value.date) else value
