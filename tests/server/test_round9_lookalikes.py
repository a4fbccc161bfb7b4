"""Issue 12, round 9: probes for work orders whose actual work is non-physical, written before the mechanism.

Held-out authors keep inventing new figurative senses of trigger words (a budget "drill-down", an account "lockout").
No list of senses can keep up, so the engine reads the frame instead: when an order's work is a meeting, review,
workshop, training, report, budget, document audit, IT/software task, HR, legal/contract matter or an event and it
names no plant, a weak trigger word there is a mention (listed in `negated` with its phrase, asked about in a
SETTING-REVIEW finding). Every probe is new wording, not a tune case. The near misses describe real plant work beside
the non-physical frame and must keep their permits: doubt adds a permit.
"""

import pytest

from tests.support.hazards import codes, run

BENIGN = [
    ("Finance: prepare the quarterly capital budget report and drill down into the overtime figures.", "Budget"),
    ("HR: run a wellbeing workshop so shift staff can de-energise after night shifts.", "Wellbeing workshop"),
    ("IT: the permit software needs a hot-fix; patch the application server and restart the service.", "Hot-fix"),
    ("Marketing: write the newsletter piece on scaling new heights in customer service.", "Newsletter"),
    ("Legal: review the supplier contract and draft the indemnity clause for radiography subcontractors.", "Contract"),
    ("HR: handle the grievance raised by the welder about his shift allowance.", "Grievance"),
    ("Procurement: raise a purchase order for 20 fall-arrest harnesses and 10 portable gas detectors.", "PO"),
    ("Training: publish the e-learning module on confined space rescue on the learning portal.", "E-learning"),
    ("Steering meeting: agree how to shore up supplier confidence after the late deliveries.", "Steering meeting"),
    ("IT: the build server is slow; purge the cache and flush the job queue.", "Build server"),
    ("HR: onboarding session for the new electrician apprentices, ID badges and paperwork.", "Onboarding"),
    ("Event: organise the safety day; the hot air balloon display is booked by the events team.", "Safety day"),
    ("Quarterly review: the sales team must raise the bar and hoist the flag on customer complaints.", "Review"),
    ("IT: isolate the compromised laptop from the network and re-image it from the gold build.", "Incident"),
    ("Finance: weld the two budgets into one spreadsheet for the board.", "Merge budgets"),
    ("Marketing: hammer out the campaign wording and grind through the press releases.", "Campaign"),
]


@pytest.mark.parametrize(("text", "title"), BENIGN)
def test_a_trigger_word_in_non_physical_work_raises_no_permit(text, title):
    result = run(text, title)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


PLANT_WORD_AS_TOPIC = [
    ("Communications: announce the crane operator of the month award in the staff newsletter.", "Award"),
    ("Budget workshop: forecast next year's scaffolding contract spend and excavation rates.", "Forecast"),
]


@pytest.mark.xfail(strict=True, reason="the trigger is itself a plant word (crane, scaffolding), which lifts the gate")
@pytest.mark.parametrize(("text", "title"), PLANT_WORD_AS_TOPIC)
def test_a_plant_word_that_is_only_the_topic_of_non_physical_work(text, title):
    """Known limit, kept visible: naming plant anywhere lifts the gate, even as the topic of a newsletter or budget."""
    assert not codes(run(text, title))


@pytest.mark.parametrize(("text", "title"), BENIGN[:6])
def test_every_figurative_reading_is_listed_with_its_phrase(text, title):
    """A suppression is never silent: what was read as a mention is in `negated` with its phrase, and asked about."""
    result = run(text, title)
    raised = {h.id for h in result.hazards if h.triggers}
    review = {f.hazardId for f in result.findings if f.code == "SETTING-REVIEW"}
    listed = {h for n in result.negated for h in n.suppresses if n.phrase}
    assert review <= listed
    assert not (raised - listed - review) or not codes(result)


NEAR_MISSES = [
    ("Project meeting at 09:00 in the site office,", "then weld the bracket onto the pipe support.", "HW"),
    ("IT room:", "replace the 400 V supply cable to the server cabinet; isolate it at the board first.", "LOTO"),
    ("Records room:", "break out the floor slab and dig a 1.4 m pit for the new sump.", "EXC"),
    ("Budget approved at the review;", "the job: excavate a 1.5 m trench for the drain by the warehouse.", "EXC"),
    ("Training exercise:", "trainees enter vessel V-12 under supervision for a rescue drill.", "CSE"),
    ("After the HR briefing", "the crew erects a scaffold to 6 m on the boiler house wall.", "WAH"),
    ("Audit of tank T-5:", "enter the tank to inspect the floor welds.", "CSE"),
    ("Software upgrade on the crane PLC,", "then lift the 3 t motor with the overhead crane to test it.", "LIFT"),
    ("Contract workshop first,", "then hot tap the live 6 inch line in the pipe rack.", "HW"),
    ("Meeting room:", "electrician to replace the hard-wired 400 V lighting distribution board.", "LOTO"),
    ("Report writing done;", "grind out the cracked weld on the pump baseplate and reweld it.", "HW"),
    ("Legal hold on the files lifted;", "now dig a 1.2 m pit by the fence for the new post.", "EXC"),
    ("Newsletter photo for the budget report:", "flame cut the seized bolts off the valve bonnet.", "HW"),
]


@pytest.mark.parametrize(("frame", "work", "code"), NEAR_MISSES)
def test_plant_work_beside_a_non_physical_frame_keeps_its_permit(frame, work, code):
    """The frame never takes a permit away from the work written beside it."""
    alone = codes(run(work[0].upper() + work[1:], "Job"))
    framed = codes(run(f"{frame} {work}", "Job"))
    assert code in alone
    assert alone <= framed, alone - framed


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("IT: lock out the UPS feeding the server rack before changing its batteries.", "LOTO"),
        ("Training: dig a 1.2 m practice trench for the excavation course.", "EXC"),
        ("Finance meeting: weld the bracket for the budget display stand onto the steel frame.", "HW"),
    ],
)
def test_an_industrial_act_keeps_its_permit_unless_its_own_object_is_non_physical(text, code):
    """Only "weld the two budgets" reads as figurative; an act on anything else in a non-physical frame is work."""
    assert code in codes(run(text, "Job"))


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("As per the contract, hot tap the live 6 inch line.", None),
        ("Contract fitters to hot tap the live 6 inch line.", None),
        ("Purge for 10 minutes, then hot tap the live line.", None),
        ("Budget meeting agreed it: hot tap the live line at the tie-in.", "Crude Unit"),
    ],
)
def test_a_frame_word_that_cites_staffs_or_times_the_work_is_not_a_frame(text, area):
    """A frame word giving the work's authority ("per the contract"), crew ("contract fitters") or duration
    ("10 minutes") is no frame; in a process area a frame word is no reason to doubt the work at all."""
    assert "HW" in codes(run(text, "Job", area=area))
