"""Why a permit form cannot be drawn, kept apart from the drawing code so the lifecycle and the tools can name these
failures without importing reportlab (it is loaded on the first render, not at the server's start)."""

from __future__ import annotations

from common.failures import ErrorCode, PermitFlowError


class FormInputError(PermitFlowError, ValueError):
    """The permit and validation cannot make one form (e.g. their permit ids differ)."""

    code = ErrorCode.ERR_TOOL_REJECTED


class PdfTooLarge(PermitFlowError, ValueError):
    """The permit would print past the page or byte cap."""

    code = ErrorCode.ERR_TOOL_REJECTED
