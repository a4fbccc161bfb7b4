"""unseen12 frozen11 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives; each label was written together with its text and is never changed
afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "At a sugar mill a welder repairing a juice heater support ignited bagasse dust on the floor below. "
        "No fire watch was posted and the dust had not been cleared.",
        [HW],
        [],
        [CSE, EX, RT, VE],
        "Welding near combustible dust needed a hot work permit with fire watch.",
    ),
    inc(
        "Two workers at a winery entered a fermentation tank to scrape tartrate and were overcome by carbon "
        "dioxide. The tank had not been ventilated or tested.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Tank entry with CO2 hazard was a confined space entry.",
    ),
    inc(
        "A contractor laying fibre along a rural road trenched 1.4 m with a chain trencher and cut a gas main. "
        "No service drawings had been checked.",
        [EX],
        [VE],
        [HW, CSE, RT, WAH],
        "Mechanical trenching to 1.4 m needed an excavation permit with service location.",
    ),
    inc(
        "A maintenance electrician at a ski resort opened a 690 V chairlift drive cabinet without isolating it "
        "and suffered an arc flash.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Work inside a 690 V cabinet needed isolation and lockout.",
    ),
    inc(
        "A signwriter at a stadium fell 5 m from a ladder while repainting a scoreboard. There was no "
        "scaffold or harness.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO, VE],
        "A 5 m ladder job needed a working at height permit.",
    ),
    inc(
        "At a brewery a fitter broke a flange on a pressurised glycol line that had not been drained, and "
        "was sprayed with coolant.",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Breaking containment needed isolation and draining under a cold work permit.",
    ),
    inc(
        "At a shipyard a 4 t deck block swung into a scaffold when the tower crane operator lost sight of the "
        "banksman.",
        [LIFT],
        [],
        [CSE, EX, RT, VE],
        "A 4 t crane lift needed a lift plan and signaller.",
    ),
    inc(
        "At a pipeline spread a radiographer walked into the exposure zone of a colleague's Ir-192 source. "
        "The barrier had been moved by a bulldozer.",
        [RT],
        [],
        [CSE, LOTO, WAH],
        "Gamma radiography needed a controlled barrier.",
    ),
    inc(
        "At a paint factory a diesel forklift drove into the solvent mixing room and a vapour flash followed. "
        "The room is a classified area.",
        [VE],
        [],
        [CSE, EX, RT, WAH],
        "Engine-driven vehicles entering a classified solvent area need vehicle entry control.",
    ),
    inc(
        "In a cement plant a worker entered a clinker silo to break up a bridge and was engulfed. The feeder "
        "had not been locked off.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, VE],
        "Silo entry with the feeder live needed confined space entry and lockout.",
    ),
    inc(
        "At a university lab building a roofer cut a rooftop duct with an angle grinder 12 m up, sparking a fire "
        "in old bitumen felt. The roof edge had no barrier.",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE],
        "Grinding on a roof without an edge barrier needed hot work and working at height permits.",
    ),
    inc(
        "A data-centre contractor core-drilled a floor slab and hit a live 400 V busbar riser. The riser had "
        "not been isolated or scanned.",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, VE],
        "Drilling near a live riser needed isolation; drilling is cold work.",
    ),
    inc(
        "At a fish farm a mobile crane lifting a 2 t feed barge tipped when its outrigger sank into the quay edge.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT],
        "A 2 t crane lift needed a lift plan including ground bearing.",
    ),
    inc(
        "At a water utility an excavator digging a 2.5 m valve chamber pit hit a 33 kV cable; the operator was unhurt.",
        [EX],
        [VE],
        [HW, CSE, RT, WAH],
        "A 2.5 m mechanical dig needed an excavation permit and cable location.",
    ),
    inc(
        "At a chocolate factory a fitter reached into a conveyor to clear a jam and his hand was caught. The "
        "400 V drive had only been stopped.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Reaching into a conveyor needed the drive isolated and locked.",
    ),
    inc(
        "At a mine a welder inside an empty slurry tank was burned when oxygen enrichment from a leaking "
        "torch hose ignited his clothing.",
        [HW, CSE],
        [],
        [EX, RT, VE],
        "Welding inside a tank needed both hot work and confined space entry.",
    ),
    inc(
        "At a gas plant a truck driver drove into the process area to deliver nitrogen without escort and "
        "struck a small-bore line.",
        [VE],
        [],
        [CSE, EX, RT, WAH],
        "A vehicle entering a process area needed vehicle entry control.",
    ),
    inc(
        "A library assistant tripped over a trailing cable in the reading room and sprained an ankle.",
        [],
        [],
        ALL,
        "An office trip involves no permit-controlled work.",
    ),
    inc(
        "A cashier at a petrol station forecourt shop cut a finger on a box cutter while unpacking stock.",
        [],
        [],
        ALL,
        "A retail knife cut involves no permit-controlled work.",
    ),
    inc(
        "At a hospital a plumber drained a heating loop but a valve let by and hot water scalded him when he "
        "broke the union.",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Breaking a heating loop needed positive isolation under a cold work permit.",
    ),
]
