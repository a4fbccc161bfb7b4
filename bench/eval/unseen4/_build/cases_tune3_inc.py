"""tune3 incident-style narratives for unseen4 (hand-written, in our own words; labels fixed with each case).

Why: issue 12 measures permit identification on incident-report style text. These 20 narratives are the
tune3 half and come from industries the earlier sets did not use (quarries, mines, pulp and paper, food,
pharma, data centres, warehouses, offshore, LNG, fertiliser, water and power).
"""

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH

INCIDENTS = [
    {
        "text": (
            "A fitter at a limestone quarry was dragged into the tail pulley of a conveyor he was "
            "cleaning. The belt had been stopped from the control room but nobody had locked the "
            "isolator, and the operator restarted it."
        ),
        "required": [LOTO],
        "optional": [CW],
        "forbidden": [HW, CSE, RT],
        "why": "Cleaning at a conveyor pulley needs the drive locked out.",
    },
    {
        "text": (
            "At a kraft pulp mill a contractor climbed down a sewer manhole to clear a blockage and was "
            "overcome by hydrogen sulfide. A coworker who went in after him also collapsed."
        ),
        "required": [CSE],
        "optional": [],
        "forbidden": [HW, RT, LIFT],
        "why": "Going down a sewer manhole is confined space entry with an H2S test.",
    },
    {
        "text": (
            "At a poultry processing plant a refrigeration mechanic removed a valve bonnet on an "
            "ammonia line that was still under pressure, releasing ammonia over the evisceration floor."
        ),
        "required": [CW],
        "optional": [LOTO],
        "forbidden": [HW, CSE, EX],
        "why": "Opening an ammonia refrigeration line is containment breaking.",
    },
    {
        "text": (
            "An electrician swapping a breaker in a live 480 V UPS distribution board at a data centre "
            "was burned by an arc flash when his screwdriver slipped."
        ),
        "required": [LOTO],
        "optional": [],
        "forbidden": [HW, WAH, CSE],
        "why": "Work in a 480 V board needs isolation or an energised work permit.",
    },
    {
        "text": (
            "In a distribution warehouse a picker stood on a pallet raised on forklift forks to reach a "
            "top shelf and fell about 14 ft when the pallet tipped."
        ),
        "required": [WAH],
        "optional": [],
        "forbidden": [HW, CSE, EX],
        "why": "A person working 14 ft up is work at height; the forklift platform was not a proper one.",
    },
    {
        "text": (
            "On an offshore production platform a welder struck an arc on a handrail in a process module "
            "while the module's gas detectors were inhibited for maintenance. A small flash fire followed."
        ),
        "required": [HW],
        "optional": [CW],
        "forbidden": [CSE, EX],
        "why": "Welding in a process module is hot work; inhibiting detectors is a bypassed safeguard.",
    },
    {
        "text": (
            "At an LNG export terminal a technician climbed into the perlite-filled insulation space of a "
            "cold box that had been purged with nitrogen and lost consciousness."
        ),
        "required": [CSE],
        "optional": [],
        "forbidden": [HW, EX, RT],
        "why": "Entry into a nitrogen-purged cold box casing is a confined space entry with an O2 test.",
    },
    {
        "text": (
            "Sparks from a grinder used to cut a rusted bolt on the prill tower conveyor of a fertiliser "
            "plant started a smouldering fire in spilled ammonium nitrate."
        ),
        "required": [HW],
        "optional": [LOTO],
        "forbidden": [EX, RT],
        "why": "Grinding near combustible product is hot work.",
    },
    {
        "text": (
            "Two pipe layers replacing a water main were buried to the chest when the unshored wall of a "
            "6 ft trench collapsed."
        ),
        "required": [EX],
        "optional": [],
        "forbidden": [HW, RT, LOTO],
        "why": "A 6 ft trench needs an excavation permit with a protective system.",
    },
    {
        "text": (
            "At a coal-fired power station a rigger fell 9 m through a gap in the internal scaffold of a "
            "boiler furnace when a board slipped."
        ),
        "required": [WAH],
        "optional": [CSE],
        "forbidden": [RT, EX],
        "why": "Scaffold work at 9 m; inside a boiler furnace may also be classed as a confined space.",
    },
    {
        "text": (
            "During a reline of a SAG mill at a copper mine a 2.5 t liner slipped from its rigging point "
            "inside the mill shell and crushed a fitter."
        ),
        "required": [LIFT, LOTO],
        "optional": [CSE],
        "forbidden": [HW, EX],
        "why": "A 2.5 t lift inside a mill that must be locked out; the shell may count as a confined space.",
    },
    {
        "text": (
            "During a clean-room HVAC upgrade at a pharmaceutical plant a technician on a 6 ft "
            "stepladder leaned into the ceiling void and fell."
        ),
        "required": [WAH],
        "optional": [],
        "forbidden": [HW, CSE, EX],
        "why": "Working from near the top of a 6 ft stepladder is above 1.2 m.",
    },
    {
        "text": (
            "An industrial radiographer at a pipe fabrication yard was overexposed when the iridium-192 "
            "source did not retract fully and he walked up to the camera without a survey meter."
        ),
        "required": [RT],
        "optional": [],
        "forbidden": [CSE, EX],
        "why": "Gamma radiography needs a radiography permit with boundaries and surveys.",
    },
    {
        "text": (
            "A vacuum truck parked beside a leaking gasoline tank at a bulk terminal and its running "
            "engine ignited the vapour cloud."
        ),
        "required": [VE],
        "optional": [CW],
        "forbidden": [CSE, RT],
        "why": "A vehicle in a tank area with vapour present needs vehicle entry controls.",
    },
    {
        "text": (
            "An office worker in the administration block of a cement works tripped on a loose carpet "
            "edge while carrying files."
        ),
        "required": [],
        "optional": [],
        "forbidden": [WAH, LIFT, HW],
        "why": "Office slip; no permitted work involved.",
    },
    {
        "text": "A laboratory technician at a dairy got a minor burn from a hot plate while preparing samples.",
        "required": [],
        "optional": [],
        "forbidden": [HW],
        "why": "Routine lab work with a hot plate; no permit.",
    },
    {
        "text": (
            "A welder repairing a broke chute at a paper mill ignited paper dust that had built up on the "
            "beams above, and the fire ran along the roof steel."
        ),
        "required": [HW],
        "optional": [WAH],
        "forbidden": [CSE, EX],
        "why": "Welding near combustible dust is hot work.",
    },
    {
        "text": (
            "A backhoe trenching for a new sludge line at a wastewater plant cut an unmarked 4.16 kV "
            "cable; the operator was unhurt but the plant lost power."
        ),
        "required": [EX],
        "optional": [VE, LOTO],
        "forbidden": [HW, RT],
        "why": "Machine trenching needs an excavation permit with service locating.",
    },
    {
        "text": (
            "A mobile crane lifting a 3-ton pump off a marine terminal dock touched an overhead power "
            "line and the rigger holding the tag line was electrocuted."
        ),
        "required": [LIFT],
        "optional": [VE, LOTO],
        "forbidden": [HW, CSE, EX],
        "why": "A 3-ton crane lift near an overhead line.",
    },
    {
        "text": (
            "At an industrial bakery a sanitation worker reached into a running dough mixer to scrape the "
            "bowl and his arm was caught by the hook."
        ),
        "required": [LOTO],
        "optional": [],
        "forbidden": [HW, CSE],
        "why": "Cleaning inside a mixer needs it locked out.",
    },
]
