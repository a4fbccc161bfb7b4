"""Permit display names and a small case constructor shared by the blind sets' case files (unseen4 on).

Why: the cases are typed by hand; short constants stop a misspelt permit name from slipping into a
label (validate.py still checks every name against the exact list), and wo()/inc() keep every case
in the same shape that build.py reads.
"""

HW = "Hot Work"
CSE = "Confined Space Entry"
EX = "Excavation"
LOTO = "Electrical/LOTO"
WAH = "Working at Height"
CW = "Cold Work"
LIFT = "Lifting"
RT = "Radiography"
VE = "Vehicle Entry"
ALL = [HW, CSE, EX, LOTO, WAH, CW, LIFT, RT, VE]


def wo(title, site, area, equipment, hours, description, plan, required, optional, forbidden, why,
       expect=None, pair=None, start_hour=None):
    """One work order case with its label (written together, never changed afterwards)."""
    c = {
        "title": title, "site": site, "area": area, "equipment": list(equipment), "hours": hours,
        "description": description, "plan": plan,
        "required": list(required), "optional": list(optional), "forbidden": list(forbidden), "why": why,
    }
    if expect:
        c["expect"] = expect
    if pair is not None:
        c["pair"] = pair
    if start_hour is not None:
        c["start_hour"] = start_hour
    return c


def inc(text, required, optional, forbidden, why):
    """One incident-style narrative with its label."""
    return {"text": text, "required": list(required), "optional": list(optional),
            "forbidden": list(forbidden), "why": why}
