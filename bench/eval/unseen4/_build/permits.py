"""Permit display names shared by the unseen4 case files.

Why: the cases are typed by hand; short constants stop a misspelt permit name from slipping into a
label (validate.py still checks every name against the exact list).
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
