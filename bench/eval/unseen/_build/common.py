"""Helpers for authoring the unseen evaluation set (hand-written cases, see ../README.md)."""
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


def W(cat, site, area, title, desc, equip, plan, req, opt=(), forb=(), why="",
      expect=None, hours=8, start=None, key=None, simops=None):
    """One work order + label, before ids and times are assigned."""
    return dict(cat=cat, site=site, area=area, title=title, desc=desc, equip=list(equip),
                plan=plan, req=list(req), opt=list(opt), forb=list(forb), why=why,
                expect=expect or {}, hours=hours, start=start, key=key, simops=simops)
