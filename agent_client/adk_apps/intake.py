"""How a work-order id typed into ADK's dev tools reaches the run: copied into session state, its one channel.

`adk web` / `adk api_server` cannot seed session state, so the app carries this plugin: before the workflow runs it
reads the user's message (`WO-10001`, or JSON `{"workOrderId": "WO-10001"}`) and writes the id to `work_order_id`,
which is all the work-order loader reads. Ids are recognised by the shared pattern (`common.ids`).
"""

from __future__ import annotations

import json
from typing import Any

from google.adk.agents.invocation_context import InvocationContext
from google.adk.plugins.base_plugin import BasePlugin
from google.genai import types

from common.ids import is_work_order_id

PUNCTUATION = "\"'`.,;:!?()[]{}<>"


def id_in_message(text: str) -> str | None:
    """The work-order id a message names: JSON {"workOrderId": ...}, else its first word that is an id and holds a
    digit (so "Plan WO-10001 please" names WO-10001, and the word "Plan" is not taken for an id)."""
    try:
        payload: Any = json.loads(text)
    except ValueError:
        payload = None
    if isinstance(payload, dict):
        found = payload.get("workOrderId")
        return found if isinstance(found, str) and is_work_order_id(found) else None
    for word in text.split():
        word = word.strip(PUNCTUATION)
        if is_work_order_id(word) and any(c.isdigit() for c in word):
            return word
    return None


class WorkOrderIdFromMessage(BasePlugin):
    """Writes the id the user's message names to session state `work_order_id` before the run starts."""

    def __init__(self) -> None:
        super().__init__(name="work_order_id_from_message")

    async def on_user_message_callback(
        self, *, invocation_context: InvocationContext, user_message: types.Content
    ) -> types.Content | None:
        text = " ".join(part.text or "" for part in user_message.parts or []).strip()
        found = id_in_message(text)
        if found:
            invocation_context.session.state["work_order_id"] = found
        return None
