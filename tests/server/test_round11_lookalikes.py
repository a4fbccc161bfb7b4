"""Issue 12, round 11: precision probes for benign lookalikes and genuine exclusions written by new authors.

tune10 was measured untuned, its forbidden permits read, and each fixed as a class of text: a permit flag answered
no in a form, printout or app query string ("CSE=N", "excavation=N&hotwork=N"), an activity withdrawn after its object
("RT of W-17 deleted, PAUT in lieu"), lodgings called "digs", a children's sand dig, the real work named only to say
it is another order, a hire booked in the accounts, and plant told to stay in auto while nobody touches it. Every probe
is new wording, not a tune case. The safety probes describe the real work beside the same words and must keep their
permits; a form's "no" against described work keeps the permit and shows a SCOPE-CONFLICT.
"""

import pytest

from tests.support.hazards import codes, run

BENIGN = [
    # permit flags answered no, nothing else in the order calls for the permit
    ("PERMIT FLAGS HOT=N CSE=N LIFT=N. Replace the gauge on the pump discharge at grade.", "Gauge swap", "HW CSE LIFT"),
    ("CSE: NO  ELEC: NO. Clean the strainer basket on the skid at grade.", "Strainer", "CSE LOTO"),
    ("req?site=B&confined_space=n&radiography=n&desc=paint+the+handrail+at+grade", "App request", "CSE RAD"),
    # an activity withdrawn after its object
    ("Radiography of weld W-4 deleted, PAUT in lieu. Inspector scans from the walkway with handrails.", "NDT", "RAD"),
    ("Rev B: X-ray of butt welds W1-W6 removed, replaced by TOFD. Scan from grade.", "NDT rev B", "RAD"),
    ("Welding of the support bracket deleted; a bolt-on clamp is fitted instead at grade.", "Bracket", "HW"),
    # lodgings called digs
    ("Arrange digs in town for the six insulators and a van to the gate at 06:00.", "Crew travel", "EXC"),
    ("Digs are booked at the Harbour Inn for the rope-access crew; per diems paid Friday.", "Lodging", "EXC"),
    ("Travel and digs for the turnaround fitters to be approved by the manager.", "Approvals", "EXC"),
    # a children's sand dig at an event
    (
        "Summer fete: children can dig in the play sandbox with plastic spades; face painting by the canteen.",
        "Fete",
        "EXC",
    ),
    # the real work is another order's
    (
        "Mark out the tie-in point for the survey; the real welding will be a separate job after the shutdown.",
        "Survey",
        "HW",
    ),
    # a hire booked in the accounts
    ("Accrue the MEWP rental charges for March and post the journal to cost centre 4410.", "Month end", "WAH"),
    ("Credit note received for the crane hire on PO 7781; close it in the ledger.", "Ledger", "LIFT"),
    # plant told to stay in auto while nobody touches it
    ("Take a grab sample of the wet well from the grating with a sample pole; pumps stay in auto.", "Sample", "LOTO"),
    ("Read the level gauge on the sump from the walkway; the duty pump remains in automatic.", "Gauge read", "LOTO"),
]


@pytest.mark.parametrize(("text", "title", "gone"), BENIGN)
def test_a_benign_lookalike_or_genuine_exclusion_raises_no_such_permit(text, title, gone):
    result = run(text, title)
    assert not codes(result) & set(gone.split()), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


@pytest.mark.parametrize(("text", "title", "gone"), [BENIGN[0], BENIGN[3], BENIGN[5]])
def test_every_exclusion_is_listed_with_its_phrase(text, title, gone):
    """A suppression is never silent: the flag or the withdrawal is in `negated` with its phrase."""
    result = run(text, title)
    assert any(n.phrase and n.suppresses for n in result.negated), result.negated


SAFETY = [
    # a form's "no" against the work described: the permit stays and a person resolves the conflict
    ("Permits: LIFT=N. Lift the 3 t pump onto the skid with the mobile crane.", "Pump", "LIFT", True),
    ("Hot work: N. Weld the new bracket to the handrail.", "Bracket", "HW", True),
    ("job=post&Excavation=N&desc=dig+to+1.5m+with+the+mini+excavator+to+find+the+cable", "App", "EXC", True),
    (
        "Permits: CSE=N. Enter vessel V-3 through the manway to inspect the trays; gas test and standby man.",
        "V-3",
        "CSE",
        True,
    ),
    # a result, not a flag
    ("RT: no defects found on welds 1-4. Shoot weld 5 with the Ir-192 source tonight.", "NDT", "RAD", False),
    # withdrawn for one weld, shot on another; postponed, not withdrawn
    ("Radiography is cancelled. Radiography of weld 4 tonight with the Ir-192 source.", "RT", "RAD", True),
    ("Radiography of weld 3 cancelled. Radiography of weld 4 tonight with the Ir-192 source.", "RT", "RAD", False),
    ("Radiography of the tie-in welds cancelled due to rain, reshoot tomorrow night with Ir-192.", "RT", "RAD", False),
    (
        "Crane lift of the exchanger bundle cancelled until Tuesday because of wind; 40 t crane rigged.",
        "Lift",
        "LIFT",
        False,
    ),
    # digs and sandboxes beside a real dig
    ("The excavator digs a 1.8 m trench along the fence for the new duct.", "Duct", "EXC", False),
    ("Crew digs out the trench to 1.5 m by the pipe rack.", "Trench", "EXC", False),
    ("Dig a 1.4 m pit for the sump with the mini digger next to the sandbox.", "Sump pit", "EXC", False),
    (
        "Excavate a 1.6 m trench for the drain; the real excavation of the footings is a separate order.",
        "Drain",
        "EXC",
        False,
    ),
    # the hire on the books and the crane at work
    (
        "Journal entry for the crane hire accrual. The 50 t crane lifts the 6 t cooler onto the plinth.",
        "Cooler",
        "LIFT",
        False,
    ),
    # hands in plant that stays (or was left) in auto
    ("Clear the rag from the pump inlet screen by hand; pumps stay in auto.", "Rag", "LOTO", False),
    ("Unblock the chute of conveyor C-4 by hand; the conveyor stays in auto.", "Chute", "LOTO", False),
    ("Replace the impeller on sump pump P-3; the pumps stay in auto.", "Impeller", "LOTO", False),
]


@pytest.mark.parametrize(("text", "title", "code", "conflict"), SAFETY)
def test_the_real_work_keeps_its_permit(text, title, code, conflict):
    result = run(text, title)
    assert code in codes(result), [(h.id, h.triggers) for h in result.hazards]
    if conflict:
        assert any(f.code == "SCOPE-CONFLICT" for f in result.findings), result.findings
