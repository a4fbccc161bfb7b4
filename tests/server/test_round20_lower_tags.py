"""Issue 12, round 20 (lead): a plant tag typed in lower case with its hyphen is still the space its letter names.

An order typed on a phone or exported by a CMMS in lower case ("entry to t-4 to clean out sludge", "tk-3 entry for
float repair") raised nothing, while the same words with "T-4" raised Confined Space Entry. A lower-case tag keeps
its hyphen to be read; data entry, logs and a tag without its hyphen stay unread.
"""

import pytest

from tests.support.hazards import run, types


@pytest.mark.parametrize(
    "text",
    [
        "entry to t-4 to clean out sludge",
        "tk-3 entry for float repair. fitter inside, standby man outside.",
        "fitter to go into v-301 to change demister pads",
        "v-201 entry for inspection",
        "crew to climb into d-104 and scrape the boot",
    ],
)
def test_a_lower_case_tag_with_its_hyphen_is_the_space(text: str) -> None:
    assert "Confined Space Entry" in types(run(text))


@pytest.mark.parametrize(
    "text",
    [
        "enter v-12 readings in the log",
        "c-4 entry log review in the office",
        "enter t4 in the spreadsheet column",
        "update the tk-3 entry register",
    ],
)
def test_lower_case_data_entry_is_not_an_entry(text: str) -> None:
    assert "Confined Space Entry" not in types(run(text))
