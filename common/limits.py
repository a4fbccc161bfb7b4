"""Named bounds on tool inputs, chosen once here so every model quotes the same limit.

Generous next to the real data (assets/workOrders.json: longest title 90, description 448 and job plan 813
characters, at most 5 equipment tags; the rulebook's longest text is 192 characters and a permit type has about 35
rules) yet tight enough that a hostile or buggy client cannot make a tool spend unbounded memory or CPU. Pydantic
refuses a value past its bound naming the field and the limit ("String should have at most 8000 characters"),
which mcp_server.errors turns into an ERR_INVALID_INPUT tool error. tests/server/test_input_limits.py fails for any tool
input that is advertised without a bound.
"""

from __future__ import annotations

# Strings, in characters.
ID_CHARS = 64
"""Work-order ids (WO-10001) and other record ids."""
PERMIT_ID_CHARS = 40
VERSION_CHARS = 20
"""Rulebook versions such as v1.0."""
RULE_ID_CHARS = 80
SHORT_CHARS = 60
"""Permit type names or codes, gases, gas limits and readings, RAG tags."""
NAME_CHARS = 100
"""Sites, areas, activities, people."""
LABEL_CHARS = 200
"""Check names, rule sources, provenance refs, weather conditions, cross-references."""
TITLE_CHARS = 300
"""Job titles and equipment tags."""
ITEM_CHARS = 500
"""One hazard, control, PPE item, sign-off role or attachment on a permit."""
QUERY_CHARS = 1000
MESSAGE_CHARS = 2000
"""One error, warning, recommendation or check detail of a validation."""
NOTES_CHARS = 4000
TEXT_CHARS = 8000
"""Free text of a work order: description and job plan."""

# Lists, in items.
HAZARDS_MAX = 50
CONTROLS_MAX = 100
PPE_MAX = 50
SIGNOFFS_MAX = 20
ATTACHMENTS_MAX = 30
GAS_TESTS_MAX = 20
LINKED_PERMITS_MAX = 20
"""Cross-references of a permit, and the other permit types of a job."""
PROVENANCE_MAX = 400
FINDINGS_MAX = 500
"""Errors, warnings or recommendations of one validation (a permit type has about 35 rules, plus SIMOPS clashes)."""
CHECKS_MAX = 500
EQUIPMENT_MAX = 50
TAGS_MAX = 20

# Counts.
TOP_K_MAX = 50
VALIDITY_HOURS_MAX = 24 * 31

# Outputs, in bytes.
PDF_MAX_BYTES = 3_000_000
"""Default cap on one rendered permit PDF (PERMITFLOW_PDF_MAX_BYTES overrides it on the tool server)."""
