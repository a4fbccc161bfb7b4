"""pdf.render: draw the printable permit form for a permit and its validation, store it, return where it is."""

from __future__ import annotations

import hashlib
import re
from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from mcp_server.blobstore import BlobStoreError
from mcp_server.contracts import PERMIT_ID_PATTERN, Permit, Validation
from mcp_server.deps import Deps
from mcp_server.pdf_form import DEFAULT_MAX_BYTES, FormInputError, PdfTooLarge, WorkOrderContext, render_permit_pdf
from mcp_server.permit_types import UnknownPermitType

PERMIT_ID = re.compile(PERMIT_ID_PATTERN)


class PdfRenderResult(BaseModel):
    pdfUrl: str = Field(description="file:// URL (local store) or gs://bucket/prefix/permits/<permitId>.pdf")
    permitId: str
    sha256: str = Field(description="hex digest of the stored PDF bytes")
    sizeBytes: int
    pages: int


def pdf_key(permit_id: str) -> str:
    """The store key of a permit's PDF; the id is re-checked here so no input can name another path."""
    if not PERMIT_ID.fullmatch(permit_id):
        raise ToolError(f"invalid permit id {permit_id[:40]!r}: expected PERM-<TYPE>-NNNN, e.g. PERM-HW-0001")
    return f"permits/{permit_id}.pdf"


def register(server: MCPServer, deps: Deps) -> None:
    remote = (deps.settings.blob_url or "").startswith("gs://")

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
            "window. Rendering the same permit again overwrites the same file. validation.permitId must equal "
            "permit.permitId. Returns pdfUrl, permitId, sha256, sizeBytes and pages."
        ),
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=remote
        ),
    )
    def pdf_render(
        permit: Annotated[Permit, Field(description="The permit (A2 output schema, plus optional context).")],
        validation: Annotated[Validation, Field(description="The validation of this permit (A3 output schema).")],
        workOrder: Annotated[
            WorkOrderContext | None,
            Field(description="Optional work order context: id, title, site, area, description, timeWindow."),
        ] = None,
        policyVersion: Annotated[
            str | None,
            Field(
                pattern=r"^v\d{1,3}(\.\d{1,3}){0,2}$",
                description="Rulebook policy version printed on the form; defaults to the loaded rulebook's.",
            ),
        ] = None,
    ) -> PdfRenderResult:
        key = pdf_key(permit.permitId)
        max_bytes = getattr(deps.settings, "pdf_max_bytes", DEFAULT_MAX_BYTES)
        try:
            version = policyVersion or deps.rulebook.policy_version
            rendered = render_permit_pdf(permit, validation, workOrder, policy_version=version, max_bytes=max_bytes)
        except (FormInputError, PdfTooLarge, UnknownPermitType) as exc:
            raise ToolError(str(exc)) from None
        try:
            url = deps.blobstore.put(key, rendered.data, "application/pdf")
        except BlobStoreError as exc:
            raise ToolError(f"the PDF was rendered but could not be stored: {exc}") from None
        return PdfRenderResult(
            pdfUrl=url,
            permitId=permit.permitId,
            sha256=hashlib.sha256(rendered.data).hexdigest(),
            sizeBytes=len(rendered.data),
            pages=rendered.pages,
        )
