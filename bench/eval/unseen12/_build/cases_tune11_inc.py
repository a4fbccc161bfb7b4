"""unseen12 tune11 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from industries the earlier blind sets did not use; each label was written
together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "In a rock-salt mine a fitter freed a jammed conveyor belt with a bar while the 690 V drive was only "
        "stopped from the pendant, and the belt restarted when a colleague reset the trip.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH, VE],
        "Freeing the belt needed the 690 V drive isolated and locked, not just stopped.",
    ),
    inc(
        "A rigger at a film studio fell 8 m from the lighting grid while re-hanging a lamp without clipping "
        "on. The grid had no edge protection on the stage side.",
        [WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "Work on the lighting grid at 8 m needed fall protection under a height permit.",
    ),
    inc(
        "At a ski resort a 2.4 t chairlift bull-wheel was lifted by a mobile crane on soft snow and the outrigger "
        "sank, tipping the load. No lift plan or ground assessment existed.",
        [LIFT, VE],
        [],
        [CSE, EX, RT],
        "A 2.4 t crane lift needed a lift plan and outrigger ground check; the crane driving up to the station "
        "was mobile plant.",
    ),
    inc(
        "Restorers soldering lead flashing in a cathedral bell tower left a smouldering timber joist that "
        "flared up an hour after they left. No fire watch had been kept.",
        [HW],
        [WAH],
        [CSE, EX, RT, VE],
        "Soldering with a torch beside timber needed a hot work permit and a fire watch afterwards.",
    ),
    inc(
        "A diver at a salmon farm was pulled against the intake of a net-pen pump that had not been locked "
        "out. The 400 V pump was only switched off at the local panel.",
        [LOTO],
        [],
        [HW, EX, RT, WAH, VE],
        "Diving near the intake needed the 400 V pump isolated and locked.",
    ),
    inc(
        "At a data centre a technician replacing a fuel-polishing filter on a standby generator day tank "
        "spilled diesel onto a hot exhaust when the line was opened without draining.",
        [CW],
        [],
        [CSE, EX, RT, WAH, LIFT, VE],
        "Opening the fuel line was a containment break needing drain and isolation under a cold work permit.",
    ),
    inc(
        "An aquarium diver entered an emptied shark-tank filter sump to clear sand and was overcome by low "
        "oxygen from decaying organics. No gas test or attendant was in place.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Entering the sump was a confined space entry with an oxygen hazard.",
    ),
    inc(
        "In a dry dock a welder inside a ship's double-bottom tank was burned when an oxygen-enriched "
        "atmosphere from a leaking hose ignited his clothing.",
        [CSE, HW],
        [],
        [EX, RT, VE],
        "Welding inside a double bottom needed both entry and hot work permits with oxygen monitoring.",
    ),
    inc(
        "A cemetery gravedigger was buried to the chest when the unshored wall of a 2 m grave dug by a mini "
        "excavator collapsed.",
        [EX],
        [VE],
        [HW, CSE, RT, WAH, LOTO],
        "A 2 m machine-dug grave needed shoring under an excavation permit.",
    ),
    inc(
        "At a cheese dairy a worker opened a brine recirculation line to clear a blockage without closing the "
        "pump discharge valve and was sprayed with hot brine.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, WAH, VE],
        "Breaking into the brine line needed isolation and draining under a cold work permit.",
    ),
    inc(
        "A gamma radiographer at a shipyard block shop left the Se-75 source exposed while he walked to the "
        "van, and a painter crossed the barrier.",
        [RT],
        [],
        [HW, CSE, EX, WAH, LIFT],
        "Gamma radiography needed a controlled barrier and a radiography permit.",
    ),
    inc(
        "In a glass bottle plant a forklift carrying cullet entered the furnace basement while the "
        "hot-glass run-off channel was active and a pedestrian was struck.",
        [VE],
        [],
        [CSE, EX, RT, WAH],
        "The forklift entering a live process area needed traffic control under a vehicle entry permit.",
    ),
    inc(
        "At a textile dyeworks an operator climbed into a drained dye vat to retrieve a fallen paddle and "
        "collapsed from residual sodium hydrosulphite fumes.",
        [CSE],
        [LOTO],
        [HW, EX, RT, WAH, VE],
        "Entering the vat was a confined space entry with a toxic atmosphere.",
    ),
    inc(
        "A track worker in a rail tunnel was struck by a road-rail excavator reversing while trial holes were "
        "dug 1.2 m beside the sleepers.",
        [EX, VE],
        [],
        [HW, CSE, RT, WAH],
        "Machine digging to 1.2 m needed an excavation permit; the road-rail machine needed vehicle control.",
    ),
    inc(
        "At a steelworks a ladle weighing 60 t swung on the overhead crane when the slinger walked beneath it "
        "to guide it.",
        [LIFT],
        [],
        [CSE, EX, RT, VE],
        "A 60 t crane lift needed an exclusion zone under a lifting permit.",
    ),
    inc(
        "A painter blasting the inside of a water tower bowl at 30 m lost his footing on the ladder while "
        "his harness was unclipped.",
        [WAH, CSE],
        [],
        [EX, RT, VE],
        "Blasting inside the bowl was work at height in a confined space.",
    ),
    inc(
        "At a theatre the fly tower counterweight arbour ran away when a stagehand unloaded 400 kg of weights "
        "while the batten was still loaded.",
        [],
        [LIFT, WAH],
        [HW, CSE, EX, RT, VE, LOTO],
        "Stage rigging with a counterweight system; the industrial permit types do not clearly apply, "
        "lifting and height are defensible either way.",
    ),
    inc(
        "An agronomist at a greenhouse was dizzy after the CO2 enrichment burner was serviced with its flue "
        "disconnected, and the gas line had been reconnected without a leak test.",
        [CW],
        [HW],
        [CSE, EX, RT, WAH, VE],
        "Breaking and reconnecting the gas line was a containment break needing a cold work permit and leak test.",
    ),
    inc(
        "A librarian at a university library cut her finger on a paper guillotine while trimming posters.",
        [],
        [],
        ALL,
        "An office injury with no permit-to-work activity.",
    ),
    inc(
        "A player sprained an ankle during the company five-a-side football match on the sports field.",
        [],
        [],
        ALL,
        "A sports injury with no permit-to-work activity.",
    ),
]
