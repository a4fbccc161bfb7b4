"""Issue 12, round 20 (lead, blackbox26b class 3): an e-mail's signature is not where the work is done.

"Please replace the leaking fitting on the ammonia plant sample line. Regards, Jo Smith, Admin Building, Head Office
Reception" raised nothing: the sender's address set the order in a non-industrial setting, and the setting gate read
the line break as a mention. The office, reception or car park named after a sign-off ("Regards", "Kind regards",
"Thanks, Jo") is now the sender's, so it neither names the area nor sets the order in an office; work the body itself
sets in an office or canteen is still read there.
"""

import pytest

from tests.support.hazards import run, types


@pytest.mark.parametrize(
    "text,permit",
    [
        (
            "Subject: Sample point. Please replace the leaking fitting on the ammonia plant sample line. "
            "Regards, Jo Smith, Admin Building, Head Office Reception",
            "Cold Work",
        ),
        (
            "Hi, please isolate the 400 V feed and swap the starter in MCC-3. Regards, Jo Smith, Office Manager, "
            "Head Office Reception, Staff Car Park",
            "Electrical/LOTO",
        ),
        (
            "Hello team, the flange on the caustic line at the dosing skid is weeping, please replace the gasket. "
            "Kind regards, Sam, Admin Building",
            "Cold Work",
        ),
    ],
)
def test_a_place_in_the_signature_does_not_set_the_order_in_an_office(text: str, permit: str) -> None:
    assert permit in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "Please change the light bulb in the office kitchen. Thanks, Jo",
        "Thanks for fixing the office kettle yesterday. Regards, Reception",
        "Hi, the canteen microwave has stopped working, please send someone to look at it. Regards, Admin Building",
    ],
)
def test_office_work_in_the_body_is_still_read_in_the_office(text: str) -> None:
    assert types(run(text)) == set()
