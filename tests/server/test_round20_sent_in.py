"""Issue 12, round 20 (lead, blackbox26b class 1): people sent into a space are going into it.

An e-mail asks a supervisor to send people in ("Please send the team into the wet well to clear the rags", "send two
operatives in to clear it out", "send the team inside to replace the catalyst"); six of ten missing permits in
blackbox26b's recall file were this one request. It is read as the people going in (shown in `readAs`), so the entry
is matched as any entry is: a space must be named, and a team sent into a canteen, an office or town enters none.
"""

import pytest

from mcp_server.hazards.engine import assess
from tests.support.hazards import run, types


@pytest.mark.parametrize(
    "text",
    [
        "Hi, please send the team into the slurry pit at the digestate store to clear the crust. Regards, Farm",
        "The interceptor by the wash bay is full of grit. Please send two operatives in to clear it out when pumped.",
        "Reactor R-7 is cooled and purged. Send the cleaning crew inside to vacuum out the spent catalyst.",
        "Could you send a diver into the raw water intake chamber to clear the screen?",
    ],
)
def test_people_sent_into_a_space_are_an_entry(text: str) -> None:
    assert "Confined Space Entry" in types(run(text))
    assert any(r.reason == "people sent in read as going in" for r in assess({"description": text}).readAs)


@pytest.mark.parametrize(
    "text",
    [
        "Please send the team into the canteen for the safety briefing at 10.",
        "Send the crew into town for lunch after the shift.",
        "Please send the new starters into the office to collect their badges.",
    ],
)
def test_people_sent_into_a_room_enter_no_space(text: str) -> None:
    assert "Confined Space Entry" not in types(run(text))
