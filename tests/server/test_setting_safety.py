"""Issue 12, round 4: probes for whole-order judgements, written before the mechanisms they test.

Held-out text gave forbidden permits mostly for benign lookalikes: an office, canteen, lab, IT or training room job
where a trigger word appears. Each probe below is new wording (not a tune case). In such a setting, with no plant or
process equipment named, a trigger word alone is a mention: the permit is not raised, the phrase is listed in
`negated` and a SETTING-REVIEW finding asks the reviewer. A real hazard there (fixed wiring above 50 V, height,
digging, welding) still raises its permit.
"""

import pytest

from mcp_server.hazards.engine import assess


def run(description: str, title: str = "", area: str | None = None, equipment=None):
    return assess({"title": title, "description": description, "jobPlan": ""}, area, equipment)


def codes(result) -> set[str]:
    return {p.code for p in result.permitTypes}


@pytest.mark.parametrize(
    ("text", "title", "area"),
    [
        (
            "Office: hang the framed radiography safety poster at eye height in the corridor.",
            "Poster",
            "Admin Building",
        ),
        (
            "IT room: the UPS battery alarm is on; order replacement battery cartridges and hot-swap them from the "
            "front panel.",
            "UPS battery swap",
            "Control Room",
        ),
        (
            "Office kitchen: the boiling-water tap is leaking; tighten the compression fitting under the sink.",
            "Hot tap leak",
            "Admin Building",
        ),
        (
            "Training room: deliver the confined space entry refresher to six operators using slides.",
            "Refresher",
            "Admin Building",
        ),
        ("Office: isolate the faulty network switch from the LAN and fit the spare.", "Switch swap", "Admin Building"),
        ("Lab: flame-sterilise the loop with the Bunsen burner before plating the samples.", "Plating", None),
        ("Car park: tow the abandoned car away and refit the barrier arm cover.", "Car park tidy", None),
        ("Lab bench: cool the GC injector, then change the septum and liner.", "GC maintenance", None),
        ("Lab: the drying oven runs at 105 C; replace the door gasket.", "Oven gasket", None),
        (
            "Training room: stand on a step stool to reach the shelf and take down the harness demo kit.",
            "Demo kit",
            "Admin Building",
        ),
        (
            "Kitchen: the dishwasher trips the socket; unplug it and swap it for the spare plug-in unit.",
            "Dishwasher",
            "Admin Building",
        ),
    ],
)
def test_a_trigger_word_in_an_office_kitchen_lab_or_it_job_raises_no_permit(text, title, area):
    result = run(text, title, area)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


def test_a_mention_in_a_non_industrial_setting_is_listed_and_asked_about():
    result = run(
        "Office kitchen: the boiling-water tap is leaking; tighten the compression fitting under the sink.",
        "Hot tap leak",
        "Admin Building",
    )
    review = [f for f in result.findings if f.code == "SETTING-REVIEW"]
    assert review and all(f.message.startswith("SETTING-REVIEW") for f in review)
    assert "Hot Work" in {t for f in review for t in f.permitTypes}
    listed = {h for n in result.negated for h in n.suppresses if "non-industrial setting" in n.reason}
    assert {f.hazardId for f in review} <= listed


@pytest.mark.parametrize(
    ("text", "title", "area", "code"),
    [
        (
            "Office: electrician to replace the hard-wired 400 V distribution board in the admin building.",
            "DB replacement",
            "Admin Building",
            "LOTO",
        ),
        (
            "IT room: electrician to terminate a new 230 V radial circuit for the server rack at the board.",
            "Rack circuit",
            "Control Room",
            "LOTO",
        ),
        (
            "Canteen: isolate and disconnect the hard-wired 400 V combi oven and replace its contactor.",
            "Combi oven contactor",
            "Admin Building",
            "LOTO",
        ),
        ("Canteen: fit a new extractor hood to the ceiling at 3.5 m from a scaffold tower.", "Hood", None, "WAH"),
        ("Car park: excavate a 1.5 m deep trench across the car park for a drain.", "Car park drain", None, "EXC"),
        ("Lab: weld a new bracket onto the fume cupboard frame with a stick welder.", "Lab bracket", None, "HW"),
        ("Office: a cleaner fell from a stepladder while changing a ceiling light.", "Fall", "Admin Building", "WAH"),
    ],
)
def test_a_real_hazard_in_a_non_industrial_setting_keeps_its_permit(text, title, area, code):
    assert code in codes(run(text, title, area))
