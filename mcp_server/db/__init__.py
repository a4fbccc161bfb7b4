"""The permit database (SQLAlchemy 2 + Alembic) on SQLite or PostgreSQL."""

from mcp_server.db.database import AllocatedPermitId, Database
from mcp_server.db.errors import (
    MAX_JSON_BYTES,
    IdempotencyConflict,
    InvalidRecord,
    PayloadTooLarge,
    PermitNotFound,
    RunNotFound,
    StorageError,
)
from mcp_server.db.lifecycle import AuditEntry, PermitRecord
from mcp_server.db.pdfs import PdfRef, StoredPdf
from mcp_server.db.people import DirectoryConflict, PersonNotFound
from mcp_server.db.permits import StoredPermit, StoredValidation
from mcp_server.db.runs import RecordResult, RunRecord, RunRecordIn, ToolCallRecord
from mcp_server.db.workorders import HazardIn

__all__ = [
    "MAX_JSON_BYTES",
    "AllocatedPermitId",
    "AuditEntry",
    "Database",
    "DirectoryConflict",
    "HazardIn",
    "IdempotencyConflict",
    "InvalidRecord",
    "PayloadTooLarge",
    "PdfRef",
    "PermitNotFound",
    "PermitRecord",
    "PersonNotFound",
    "RecordResult",
    "RunNotFound",
    "RunRecord",
    "RunRecordIn",
    "StorageError",
    "StoredPdf",
    "StoredPermit",
    "StoredValidation",
    "ToolCallRecord",
]
