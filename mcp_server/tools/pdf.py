"""pdf.render: draw the printable permit form for a permit and its validation, store it, return where it is.

The permit, its validation and its PDF row are recorded in one database transaction. The blob store cannot join
it, so the writes follow `mcp_server.pdf.versions`: the PDF is staged under its content key inside that
transaction (after the permit row is locked), the row naming it commits, and only then is it published as
`permits/<permitId>.pdf`. A failed commit removes the staged PDF; a hard kill leaves at most an unnamed PDF or a
stale alias, which the start-up reconciler settles.
"""

from __future__ import annotations

import threading
from collections import Counter, OrderedDict
from typing import TYPE_CHECKING, Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from common.failures import Rejected, StoreUnavailable
from mcp_server.auth.caller import acting_person
from mcp_server.batch import BATCH_MAX, BatchItem, batch_description, each, per_item
from mcp_server.db.errors import StorageError, driver_errors
from mcp_server.db.records import PdfRef, RenderState, StoredPdf
from mcp_server.deps import Deps
from mcp_server.errors import record_failure
from mcp_server.pdf.blobstore import BlobStoreError, pdf_key
from mcp_server.pdf.redaction import redact_model
from mcp_server.permits.contracts import Permit, Validation
from mcp_server.workorders.context import WorkOrderContext

if TYPE_CHECKING:
    from mcp_server.pdf.form import RenderedPdf


# the two render tools take the same optional context arguments
WorkOrderArg = Annotated[
    WorkOrderContext | None,
    Field(description="Optional work order context: id, title, site, area, description, timeWindow."),
]
PolicyVersionArg = Annotated[
    str | None,
    Field(
        pattern=r"^v[0-9]{1,3}(\.[0-9]{1,3}){0,2}$",
        description="Rulebook policy version printed on the form(s); defaults to the loaded rulebook's.",
    ),
]


class PdfRenderResult(BaseModel):
    pdfUrl: str = Field(
        description="the PDF the permit database names: file:// URL (local store) or "
        "gs://bucket/prefix/permits/<permitId>/<sha256>.pdf; never rewritten"
    )
    publishedUrl: str | None = Field(
        default=None, description="the permit's stable alias permits/<permitId>.pdf (its latest PDF), once published"
    )
    permitId: str
    sha256: str = Field(description="hex digest of the stored PDF bytes")
    sizeBytes: int
    pages: int
    redactions: dict[str, int] = Field(
        default_factory=dict, description="personal-data values replaced by [REDACTED:KIND] on the form, by kind"
    )


class RenderRequest(BaseModel):
    """One permit of pdf_render_batch (each validated on its own, so a malformed one is that item's error)."""

    permit: per_item(Permit, "the permit (pdf_render's permit)")
    validation: per_item(Validation, "its validation (pdf_render's validation); validation.permitId = permit.permitId")


class RenderBatch(BaseModel):
    items: list[BatchItem[PdfRenderResult]]


def ensure_draft(deps: Deps, permit_id: str) -> RenderState | None:
    """An issued (or later) permit's PDF carries its signatures and audit trail; never overwrite it from here.
    Returns what is stored of the draft (None for a new permit), so an unchanged re-render can be answered from it."""
    try:
        state = deps.db.render_state(permit_id)
    except (StorageError, *driver_errors()) as exc:
        raise StoreUnavailable(f"the permit database could not be read: {exc}") from None
    if state is not None and state.status != "draft":
        raise Rejected(
            f"permit {permit_id} is {state.status}; its form is frozen and its PDF is re-rendered by the permits_* "
            "lifecycle tools (see permits_get for its URL). Re-issue it with permits_reissue to change it."
        )
    return state


def stored_unchanged(
    deps: Deps,
    state: RenderState | None,
    permit: Permit,
    validation: Validation,
    rendered: RenderedPdf,
    work_order_id: str | None,
) -> tuple[StoredPdf, str | None, list[tuple[Any, ...]] | None] | None:
    """The stored PDF row and the alias's URL when this render changes nothing (one revision rendered once): the
    draft, its latest validation and its latest PDF row already hold this input and these bytes, and the content key
    still holds them. Nothing is written then, except the alias when it does not hold the latest PDF. Third: the
    stamps (`BlobStore.stamp`) of both files, taken before and after their bytes were compared and unchanged between,
    else None (`RenderMemo` remembers the revision only with them)."""
    from mcp_server.pdf.versions import alias_key, content_key, try_publish  # SQLAlchemy: loaded after start-up

    data, digest = rendered.data, rendered.sha256
    if state is None or state.pdf is None or state.pdf.sha256 != digest:
        return None
    key, alias = content_key(permit.permitId, digest), alias_key(permit.permitId)
    before = [deps.blobstore.stamp(key), deps.blobstore.stamp(alias)]
    url = deps.blobstore.held_url(key, data)  # None when the key lost its bytes, or a store cannot tell (GCS)
    if url is None:
        return None
    ref = PdfRef(url=url, sha256=digest, sizeBytes=len(data))
    stored = deps.db.unchanged_render(state, permit, validation, ref, work_order_id=work_order_id)
    if stored is None:
        return None
    published = deps.blobstore.held_url(alias, data)
    if published is not None:
        after = [deps.blobstore.stamp(key), deps.blobstore.stamp(alias)]
        return stored, published, (after if None not in before and before == after else None)
    return stored, try_publish(deps.db, deps.blobstore, permit.permitId, {digest: data}, stored), None


class RenderMemo:
    """The revisions this process found already stored, so that the same draft rendered again skips re-drawing
    checks, redaction, hashing, the second database comparison and re-reading both files (issue 16: a repeated
    pdf_render was 1.4-2.4x its echo). Bounded (least recently used out).

    A remembered answer is given only when all of these hold, else the call takes the full path, as before:
    - the arguments equal the remembered ones (permit, validation, work order, policy version, as sent);
    - the permit's render state read from the database for this call (every call reads it: only a draft may be
      rendered, and another process may have rendered or issued it since) equals the one found then, so the draft
      row, its latest validation and its latest PDF row are the same rows holding the same values;
    - both files (content key and alias) are unchanged since their bytes were compared with the rendered ones:
      `BlobStore.still` on their stamps (local files: inode, size, modification and status-change times; a
      rewritten, replaced, renamed or missing file fails it; a store that cannot tell, such as GCS, never hits)."""

    SIZE = 1024

    def __init__(self) -> None:
        self.entries: OrderedDict[str, tuple[tuple[Any, ...], RenderState, PdfRenderResult, list[Any]]] = OrderedDict()
        self.lock = threading.Lock()

    def recall(self, permit_id: str, inputs: tuple[Any, ...], state: RenderState | None, store: Any) -> Any:  # noqa: ANN401
        with self.lock:
            entry = self.entries.get(permit_id)
        if entry is None or state is None or entry[0] != inputs or entry[1] != state:
            return None
        if not all(store.still(stamp) for stamp in entry[3]):
            return None
        with self.lock:
            self.entries.move_to_end(permit_id)
        return entry[2].model_copy(deep=True)

    def remember(
        self, permit_id: str, inputs: tuple[Any, ...], state: RenderState, result: PdfRenderResult, stamps: list[Any]
    ) -> None:
        with self.lock:
            self.entries[permit_id] = (inputs, state, result.model_copy(deep=True), stamps)
            self.entries.move_to_end(permit_id)
            while len(self.entries) > self.SIZE:
                self.entries.popitem(last=False)


def register(server: MCPServer, deps: Deps) -> None:
    remote = (deps.settings.blob_url or "").startswith("gs://")
    memo = RenderMemo()

    @server.tool(
        name="pdf_render",
        title="pdf.render",
        description=(
            "Render the printable permit-to-work form (A4 PDF) for a permit and its validation, and store it as "
            "permits/<permitId>.pdf. The form has the header (permit id, type, policy version, work order, site/area, "
            "validity), hazards, a controls checklist, PPE, a gas-test record (Hot Work, Confined Space Entry or "
            "when the permit lists gas tests), attachments, linked permits, the validation result with its findings, "
            "and a sign-off box per role. A Fail validation prints 'NOT VALID FOR ISSUE' on every page. Pass the "
            "work order from workorders_get_workorder_by_id as workOrder to fill in title, description and time "
            "window. Each rendering is kept under its own content key (pdfUrl, named by the permit database); "
            "publishedUrl permits/<permitId>.pdf always holds the latest. validation.permitId must equal "
            "permit.permitId. Only a draft permit can be rendered here; once issued, the permits_* tools re-render it "
            "with its sign-offs and audit trail. Returns pdfUrl, permitId, sha256, sizeBytes and pages."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=remote
        ),
    )
    def pdf_render(
        permit: Annotated[Permit, Field(description="The permit (A2 output schema, plus optional context).")],
        validation: Annotated[Validation, Field(description="The validation of this permit (A3 output schema).")],
        workOrder: WorkOrderArg = None,
        policyVersion: PolicyVersionArg = None,
        revisedBy: Annotated[
            str | None,
            Field(
                min_length=2,
                max_length=64,
                description="people-directory id of the person whose accepted edit this render records (a review "
                "revision): an audit row 'revise' is written with the render. Over HTTP with a person's token the "
                "token's subject is used.",
            ),
        ] = None,
        revisionNote: Annotated[
            str | None, Field(max_length=2000, description="what changed, recorded in the audit row")
        ] = None,
    ) -> PdfRenderResult:
        pdf_key(permit.permitId)  # the id first, as before a person is looked up
        revision = None
        if revisedBy is not None or revisionNote is not None:
            person = acting_person(deps, revisedBy, "revisedBy")
            revision = (person, revisionNote or "revised in review", {"revision": "review"})
        return render(permit, validation, workOrder, policyVersion, revision)

    def render(
        permit: Permit,
        validation: Validation,
        workOrder: WorkOrderContext | None,
        policyVersion: str | None,
        revision: tuple | None = None,
    ) -> PdfRenderResult:
        pdf_key(permit.permitId)  # re-checks the id before anything is written
        state = ensure_draft(deps, permit.permitId)
        inputs = (permit, validation, workOrder, policyVersion or deps.rulebook.policy_version)
        if revision is None and (known := memo.recall(permit.permitId, inputs, state, deps.blobstore)) is not None:
            return known  # the same revision again, still stored as it was found (RenderMemo says how that is known)
        redacted: Counter[str] = Counter()  # the form is printed and filed: no personal data on it
        permit, validation = redact_model(permit, redacted), redact_model(validation, redacted)
        workOrder = redact_model(workOrder, redacted)
        version = policyVersion or deps.rulebook.policy_version
        from mcp_server.pdf.form import render_permit_pdf  # reportlab on the first render, not at start
        from mcp_server.pdf.versions import PdfStager, try_publish  # SQLAlchemy: loaded by the start-up thread

        rendered = render_permit_pdf(
            permit, validation, workOrder, policy_version=version, max_bytes=deps.settings.pdf_max_bytes
        )
        work_order_id = permit.workOrderId or (workOrder.id if workOrder else None)
        if revision is None:  # the same revision again: its PDF is stored, nothing to write
            same = stored_unchanged(deps, state, permit, validation, rendered, work_order_id)
            if same is not None:
                result = PdfRenderResult(
                    pdfUrl=same[0].url, publishedUrl=same[1], permitId=permit.permitId, sha256=same[0].sha256,
                    sizeBytes=len(rendered.data), pages=rendered.pages, redactions=dict(sorted(redacted.items())),
                )  # fmt: skip
                if same[2] is not None and state is not None:
                    memo.remember(permit.permitId, inputs, state, result, same[2])
                return result
        stager = PdfStager(deps.blobstore)  # hashes the bytes once, for the content key, the row and the alias

        def store_pdf() -> PdfRef:
            return stager.stage(permit.permitId, rendered.data, rendered.sha256)

        try:
            stored = deps.db.record_rendered_permit(
                permit, validation, store_pdf, work_order_id=work_order_id, revision=revision
            )
        except BlobStoreError as exc:
            stager.discard(deps.db)
            raise StoreUnavailable(
                f"the PDF was rendered but could not be stored, so nothing was recorded: {exc}"
            ) from None
        except (StorageError, *driver_errors()) as exc:
            stager.discard(deps.db)
            raise record_failure(exc, stager) from None
        return PdfRenderResult(
            pdfUrl=stored.url,
            publishedUrl=try_publish(deps.db, deps.blobstore, permit.permitId, stager.drawn, stored),
            permitId=permit.permitId,
            sha256=stored.sha256,
            sizeBytes=len(rendered.data),
            pages=rendered.pages,
            redactions=dict(sorted(redacted.items())),
        )

    @server.tool(
        name="pdf_render_batch",
        title="pdf.render_batch",
        description=batch_description(
            "pdf_render",
            "workOrder and policyVersion are given once for all of them. Each permit is rendered and stored exactly "
            "as pdf_render does it alone (its own transaction; a failed one leaves the others stored). No review "
            "revisions here (revisedBy): those go through pdf_render.",
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=remote
        ),
    )
    def pdf_render_batch(
        items: Annotated[
            list[RenderRequest], Field(min_length=1, max_length=BATCH_MAX, description=f"1..{BATCH_MAX} permits")
        ],
        workOrder: WorkOrderArg = None,
        policyVersion: PolicyVersionArg = None,
    ) -> RenderBatch:
        def one(item: RenderRequest) -> PdfRenderResult:
            permit, validation = Permit.model_validate(item.permit), Validation.model_validate(item.validation)
            return render(permit, validation, workOrder, policyVersion)

        return RenderBatch(items=each("pdf_render_batch", BatchItem[PdfRenderResult], items, one))
