"""isolations.*: the isolation certificate as a register, not a line of text on the permit.

A certificate lists its points (equipment tag, energy type, method, lock/tag number) and who isolated, verified
(prove-dead or zero-energy test) and de-isolated it. Permits depend on certificates (two may share one); a permit
that depends on isolation is held at activation until every certificate it depends on is verified (enforced in
`permits_transition`), and a certificate is not de-isolated while a dependent permit is live. Each step is written
to the audit trail of every dependent permit. Refusals name the field rule they break (rulebook/field_rules.json).
"""

from __future__ import annotations

from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from mcp_server.db.records import Certificate, IsolationPoint
from mcp_server.deps import Deps
from mcp_server.permits.field import CertificateId, PermitId, Person, Text, field_person
from mcp_server.permits.lifecycle import Lifecycle

VerifyMethod = Literal["prove_dead", "prove_dead_and_earthed", "zero_energy"]
MAX_POINTS = 50


def register(server: MCPServer, deps: Deps) -> None:
    stored = Lifecycle.stored
    write = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False)

    @server.tool(
        name="isolations_create",
        title="isolations.create",
        description=(
            "Record an isolation certificate whose points are isolated, locked and tagged: each point has the "
            "equipment tag, energy type (electrical, process, pneumatic, hydraulic, ...), isolation method and "
            "lock/tag number; isolatedBy is the isolating authority who applied them (a people-directory id; over HTTP "
            "with a person's token, the token's subject). permitIds makes those "
            "permits depend on it (more can be linked later with isolations_link; a certificate may be shared). "
            "A dependent permit cannot become active until the certificate is verified (isolations_verify)."
        ),
        annotations=write,
    )
    def isolations_create(
        description: Text,
        points: Annotated[list[IsolationPoint], Field(min_length=1, max_length=MAX_POINTS)],
        isolatedBy: Person = None,
        site: Annotated[str | None, Field(max_length=100)] = None,
        area: Annotated[str | None, Field(max_length=100)] = None,
        permitIds: Annotated[list[PermitId], Field(max_length=20)] = [],  # noqa: B006 (pydantic copies defaults)
    ) -> Certificate:
        who = field_person(deps, isolatedBy, "isolatedBy")
        return stored(
            lambda: deps.db.create_isolation(
                description, points, who.displayName, isolated_by_id=who.id, site=site, area=area,
                permit_ids=permitIds,
            )
        )  # fmt: skip

    @server.tool(
        name="isolations_verify",
        title="isolations.verify",
        description=(
            "Record the verification of an isolated certificate: a prove-dead test (with a tester proven before and "
            "after), prove-dead and earthed, or a zero-energy test (try-start, bleed, gauge at zero). The verifier "
            "may not be the person who applied the isolation. Verified certificates release the activation hold of "
            "the permits that depend on them; the step is written to each of their audit trails."
        ),
        annotations=write,
    )
    def isolations_verify(
        certificateId: CertificateId,
        method: VerifyMethod,
        detail: Text,
        verifiedBy: Person = None,
    ) -> Certificate:
        who = field_person(deps, verifiedBy, "verifiedBy")
        rule = deps.field_rules.isolationIndependentVerification
        return stored(
            lambda: deps.db.verify_isolation(
                certificateId, who.displayName, method, detail, rule, verified_by_id=who.id
            )
        )

    @server.tool(
        name="isolations_link",
        title="isolations.link",
        description=(
            "Make a permit depend on an existing isolation certificate (shared isolation). A de-isolated "
            "certificate, or a closed or cancelled permit, cannot be linked. Linking twice changes nothing."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
        ),
    )
    def isolations_link(certificateId: CertificateId, permitId: PermitId, person: Person = None) -> Certificate:
        who = field_person(deps, person)
        return stored(lambda: deps.db.link_isolation(certificateId, permitId, who.displayName, person_id=who.id))

    @server.tool(
        name="isolations_deisolate",
        title="isolations.deisolate",
        description=(
            "Remove the locks and tags of a certificate and return the plant to service. Refused while any permit "
            "that depends on it is issued, active or suspended (close or cancel them first)."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
        ),
    )
    def isolations_deisolate(certificateId: CertificateId, reason: Text, person: Person = None) -> Certificate:
        who = field_person(deps, person)
        rule = deps.field_rules.isolationKeptWhileLive
        return stored(lambda: deps.db.deisolate(certificateId, who.displayName, reason, rule, person_id=who.id))

    @server.tool(
        name="isolations_get",
        title="isolations.get",
        description="An isolation certificate: status, points, who isolated, verified, de-isolated, dependent permits.",
        annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    )
    def isolations_get(certificateId: CertificateId) -> Certificate:
        return stored(lambda: deps.db.isolation_certificate(certificateId))
