"""The one work-order id pattern, shared by both sides of the seam.

The tool server validates ids with it and advertises it as the `pattern` of `workorders_get_workorder_by_id`'s
`id` in the tool's inputSchema (the MCP contract); the client's HTTP request models use the same constant, and
tests/server/test_workorders_tool.py checks that the advertised pattern and the client's are one. ASCII only (`[0-9]`,
never `\\d`, which would admit other scripts' digits), so an id is the same string to every system that stores it.
"""

from __future__ import annotations

import re

from common.limits import ID_CHARS

WORK_ORDER_ID_PATTERN = rf"^[A-Za-z0-9][A-Za-z0-9_-]{{0,{ID_CHARS - 1}}}$"
"""A letter or digit, then up to ID_CHARS - 1 letters, digits, '-' or '_' (e.g. WO-10001)."""
WORK_ORDER_ID = re.compile(WORK_ORDER_ID_PATTERN, re.ASCII)


def is_work_order_id(value: str) -> bool:
    """Whether `value` is a well-formed work-order id; the whole string (a trailing newline does not pass)."""
    return WORK_ORDER_ID.fullmatch(value) is not None
