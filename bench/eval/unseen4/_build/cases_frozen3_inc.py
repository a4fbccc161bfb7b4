"""frozen3 incident-style narratives for unseen4 (hand-written, in our own words; labels fixed with each case).

Why: the frozen3 half of the incident-style measurement. Measured once per change, never tuned on;
nobody working on the system reads these texts or their failures.
"""

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH

INCIDENTS = [
    {
        "text": (
            "At a water treatment works an operator changing the connection on a chlorine drum without "
            "breathing apparatus was gassed when the yoke gasket failed."
        ),
        "required": [CW],
        "optional": [],
        "forbidden": [HW, EX],
        "why": "Breaking a chlorine connection is containment breaking with a Cl2 test.",
    },
    {
        "text": (
            "A quarry worker was killed when the jaws of a stopped crusher moved as he levered at a "
            "jammed boulder. The crusher had been stopped but not isolated."
        ),
        "required": [LOTO],
        "optional": [],
        "forbidden": [HW, RT],
        "why": "Clearing a crusher needs it isolated and locked, stored energy released.",
    },
    {
        "text": (
            "At a paper mill two men entered a chip bin to break up a bridge of wood chips and one of "
            "them was engulfed when the bridge collapsed."
        ),
        "required": [CSE],
        "optional": [LOTO],
        "forbidden": [HW, EX],
        "why": "Entry into a bin is a confined space entry with engulfment hazard.",
    },
    {
        "text": (
            "A contractor at a pharmaceutical site used a heat gun to strip paint in a solvent store "
            "and ignited acetone vapour."
        ),
        "required": [HW],
        "optional": [],
        "forbidden": [CSE, EX],
        "why": "A heat gun among solvent vapour is hot work.",
    },
    {
        "text": (
            "A technician pulling cables across the overhead tray in a data hall fell from an A-frame "
            "ladder at about 2 m."
        ),
        "required": [WAH],
        "optional": [],
        "forbidden": [HW, CSE],
        "why": "Working from a ladder at about 2 m is work at height.",
    },
    {
        "text": (
            "At a sugar refinery, welding on a conveyor under the silo ignited sugar dust and set off "
            "an explosion in the conveyor gallery."
        ),
        "required": [HW],
        "optional": [LOTO],
        "forbidden": [EX, RT],
        "why": "Welding near combustible dust is hot work.",
    },
    {
        "text": (
            "A diesel generator truck driven into the solvent extraction plant of a copper mine for "
            "temporary power became the ignition source of a kerosene vapour fire."
        ),
        "required": [VE],
        "optional": [LOTO],
        "forbidden": [CSE, EX],
        "why": "An engine-driven vehicle in a solvent area needs vehicle entry controls.",
    },
    {
        "text": (
            "At an LNG plant a fitter loosened a flange on a line he believed was drained; cold liquid "
            "and vapour sprayed out and froze his hand."
        ),
        "required": [CW],
        "optional": [LOTO],
        "forbidden": [HW],
        "why": "Breaking a flange is containment breaking with proven isolation.",
    },
    {
        "text": (
            "At a fertiliser plant two contractors went into a nitrogen-purged reactor to get a dropped "
            "tool and were asphyxiated."
        ),
        "required": [CSE],
        "optional": [],
        "forbidden": [HW, EX],
        "why": "Entering a nitrogen-purged reactor is a confined space entry with an O2 test.",
    },
    {
        "text": (
            "During a turbine outage at a gas-fired power station a 12 t casing half slipped from its "
            "slings while the turbine hall crane was lifting it."
        ),
        "required": [LIFT],
        "optional": [],
        "forbidden": [HW, EX, CSE],
        "why": "A 12 t crane lift.",
    },
    {
        "text": (
            "A contractor replacing a submersible pump at a sewage pumping station reached into the wet "
            "well from the hatch. The pump had been switched off at the panel but not locked, and it "
            "started on its level control."
        ),
        "required": [LOTO],
        "optional": [CSE],
        "forbidden": [HW, RT],
        "why": "The pump must be locked out; reaching into the wet well may count as entry.",
    },
    {
        "text": (
            "On an FPSO a deckhand was struck when a 1.5 t container swung off the platform crane "
            "during a supply boat lift."
        ),
        "required": [LIFT],
        "optional": [],
        "forbidden": [HW, CSE, EX],
        "why": "A 1.5 t crane lift.",
    },
    {
        "text": (
            "A forklift driver raised a colleague on the forks to change a high-bay light in a "
            "warehouse; the colleague touched a live lampholder and fell 5 m."
        ),
        "required": [WAH, LOTO],
        "optional": [],
        "forbidden": [HW, CSE],
        "why": "Work at 5 m and on a lighting circuit that should have been isolated.",
    },
    {
        "text": (
            "At a university campus a fencing contractor using a post-hole auger struck a gas main at "
            "0.8 m."
        ),
        "required": [EX],
        "optional": [],
        "forbidden": [HW, RT],
        "why": "Mechanical boring to 0.8 m needs an excavation permit with service locating.",
    },
    {
        "text": "A canteen cook at a power station scalded his arm on steam from a bain-marie.",
        "required": [],
        "optional": [],
        "forbidden": [HW, CW],
        "why": "Kitchen injury; no permitted work.",
    },
    {
        "text": "A visitor slipped on a wet floor in the reception of a food factory.",
        "required": [],
        "optional": [],
        "forbidden": [WAH, HW],
        "why": "Slip in reception; no permitted work.",
    },
    {
        "text": (
            "A welder at a shipyard walked into a barricaded area where a radiography crew was shooting "
            "welds and received a measurable dose."
        ),
        "required": [RT],
        "optional": [],
        "forbidden": [CSE, EX],
        "why": "Industrial radiography with a controlled boundary.",
    },
    {
        "text": (
            "A boilermaker welding inside a fuel oil tank at a power station was killed when residual "
            "vapour ignited."
        ),
        "required": [HW, CSE],
        "optional": [],
        "forbidden": [EX, RT],
        "why": "Welding inside a tank: hot work and confined space entry.",
    },
    {
        "text": (
            "At a steel mill an electrician racked out a 13.8 kV breaker he believed was open and was "
            "burned by the arc."
        ),
        "required": [LOTO],
        "optional": [],
        "forbidden": [HW, WAH],
        "why": "HV switching and isolation work.",
    },
    {
        "text": "A maintenance planner at a refinery strained his back lifting a box of printer paper.",
        "required": [],
        "optional": [],
        "forbidden": [LIFT, HW],
        "why": "An office manual-handling strain; no lifting operation.",
    },
]
