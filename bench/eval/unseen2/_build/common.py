"""Shared names for the hand-written unseen2 cases, so permit display names are typed once."""

HW = "Hot Work"
CSE = "Confined Space Entry"
EX = "Excavation"
EL = "Electrical/LOTO"
WAH = "Working at Height"
CW = "Cold Work"
LI = "Lifting"
RT = "Radiography"
VE = "Vehicle Entry"
ALL = [HW, CSE, EX, EL, WAH, CW, LI, RT, VE]

SITES = {"A": "Plant-A", "B": "Plant-B", "C": "Terminal-C"}

WORK_ORDERS = []


def W(cat, site, area, title, desc, equip, plan, req, opt, forb, why, hours=None, expect=None, pair=None):
    """Record one work order case; plan is a list of steps, numbered by the build."""
    WORK_ORDERS.append(
        dict(
            cat=cat,
            site=SITES[site],
            area=area,
            title=title,
            desc=desc,
            equip=equip,
            plan=plan,
            req=req,
            opt=opt,
            forb=forb,
            why=why,
            hours=hours,
            expect=expect or {},
            pair=pair,
        )
    )
