"""unseen17 frozen16 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written the way real sites write them (safety alerts, near-miss cards,
investigation summaries, lessons-learned bulletins, shift-log entries) from dairies, feed mills, water works,
power and hydro stations, offshore platforms, pharma and food plants; each label was written together with its
text and is never changed afterwards. Plain data read by build.py.
frozen16 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "SAFETY ALERT - Dairy site: a fitter climbed into a 30,000 L milk silo through the bottom manway to change "
        "a CIP spray ball, and the CIP set started a caustic wash on its automatic schedule while he was inside. "
        "He got out with chemical burns to both arms. The silo had not been isolated from the CIP supply and no "
        "entry permit had been raised.",
        [CSE],
        [LOTO, CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Climbing into a silo needed a confined space entry permit with the CIP supply isolated; whether that "
        "isolation is an electrical lockout of the CIP set or valve locking depends on the site.",
    ),
    inc(
        "Investigation summary, coal-fired station outage: a scaffolder stepped onto an unboarded bay of the "
        "boiler drum scaffold at the 4 m lift and fell through to the lift below, fracturing his wrist. The "
        "scaffold had been handed over as complete, but its inspection tag had not been updated after boards "
        "were borrowed for another job.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Work on a scaffold at 4 m needed working-at-height control and a valid scaffold inspection.",
    ),
    inc(
        "NEAR MISS CARD - Water treatment works, new 300 mm main: the excavator operator felt the bucket snag at "
        "about 1.4 m while digging the trench and stopped, and the banksman uncovered an 11 kV cable in a "
        "damaged duct that was not on the drawings. No cable avoidance survey had been done that morning. Area "
        "fenced off and the power company called.",
        [EX],
        [VE, LOTO],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.4 m machine trench needed an excavation permit with a service locate; the excavator at a water "
        "works is outside a process area (Vehicle Entry optional) and the struck cable makes Electrical/LOTO "
        "optional.",
    ),
    inc(
        "LESSONS LEARNED (offshore platform): a 3 t food container was being lifted from the supply vessel by the "
        "platform pedestal crane when the tag line wrapped round a deckhand's wrist as the vessel heaved. He was "
        "pulled against the container rail and bruised. Tag lines are never wrapped round a hand, and the lift "
        "should have been stopped when the sea state rose above the lift plan limit.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, LOTO, WAH, CW],
        "A 3 t crane lift needed a lifting permit and lift plan; a fixed pedestal crane is not a vehicle.",
    ),
    inc(
        "Shift log 22:10, solvent recovery building: fitter used a cordless angle grinder to cut a seized bracket "
        "bolt 4 m from the acetone still receiver without a hot work permit or fire watch, and a spark lit "
        "oil-soaked lagging on the drain line. Fire out with a CO2 extinguisher within a minute, area gas tested "
        "afterwards at 0% LEL, job stopped and reported to the duty manager.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "Grinding near a solvent still needed a hot work permit with a gas test and fire watch.",
    ),
    inc(
        "Investigation summary: at a gas compressor station tie-in, an Ir-192 source failed to retract into its "
        "exposure container after the third exposure because the guide tube was kinked under a spool support. "
        "The radiographer's survey meter showed it at once, the crew extended the barriers and the source was "
        "recovered under the emergency procedure with no overexposure.",
        [RT],
        [],
        [CSE, EX, LIFT, LOTO, WAH],
        "Gamma radiography needed a radiography permit with a boundary and an emergency source-recovery plan.",
    ),
    inc(
        "SAFETY ALERT - feed mill: a worker entered a wheat silo from the top hatch to break up bridged grain and "
        "was buried to the chest when the bridge collapsed, because the discharge auger had been left running "
        "from the control room. He was pulled out by the fire service after two hours. The auger drive was never "
        "locked off and nobody stood at the hatch.",
        [CSE, LOTO],
        [WAH],
        [HW, EX, RT, LIFT, VE],
        "Entering a grain silo needed a confined space entry permit with an attendant and the discharge auger "
        "locked off; the top-hatch descent makes height optional.",
    ),
    inc(
        "NEAR MISS - chemical plant tank farm: a vacuum tanker was driven through the bund gate to empty a "
        "toluene sump without a vehicle entry permit or gas test, and the driver's personal monitor alarmed at "
        "15% LEL as he parked beside the sump. Engine shut down, truck pushed back out by the fire crew and the "
        "sump area ventilated.",
        [VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO, WAH],
        "A vacuum tanker entering a solvent tank farm needed vehicle entry control with a gas test.",
    ),
    inc(
        "LESSONS LEARNED - water works chlorine room: an operator changing over to a new 1 t chlorine drum reused "
        "the old lead gasket on the yoke connection, and when the drum valve was cracked open a chlorine release "
        "set off the room alarm. He escaped wearing his escape set and the scrubber handled the release.",
        [CW],
        [],
        [HW, CSE, EX, RT, VE, LOTO, WAH],
        "Making and breaking a chlorine drum connection is a line break under cold work control with a Cl2 "
        "check.",
    ),
    inc(
        "Investigation summary: an electrician was burned by an arc flash at a 6.6 kV switchboard when he forced "
        "open the shutters of what he believed was a racked-out spare panel; the adjacent panel was live and he "
        "had read the wrong panel label. There was no isolation certificate for that panel and no voltage test "
        "before the shutters were opened.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Work inside a 6.6 kV switchboard needed electrical isolation, proving dead and a permit naming the "
        "panel.",
    ),
    inc(
        "Shift log, cellar deck: welding of the new pipe support inside the pressurised hot-work habitat stopped "
        "at 14:20 when the habitat's air intake gas detector read 20% LEL from a small leak on a wellhead needle "
        "valve. Habitat shut down automatically, welder out, leak isolated by production, habitat restarted "
        "after a clean gas test.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Welding on a production deck needed a hot work permit with habitat gas detection.",
    ),
    inc(
        "NEAR MISS CARD - bakery: maintenance apprentice stood on the top step of a 2.5 m stepladder to replace a "
        "proximity sensor above the oven outfeed conveyor; the ladder walked on the greasy floor and he grabbed "
        "the guard rail. The conveyor had been locked off at its isolator, but the ladder was not footed and "
        "nobody checked the floor.",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "A 2.5 m stepladder is working at height, and work above a conveyor needed it locked off.",
    ),
    inc(
        "Investigation summary: a 60 t mobile crane lifting a 4 t heat exchanger bundle in the process area "
        "tipped onto one outrigger when its float sank into a trench that had been backfilled the week before "
        "without compaction. The load was set down on the pipe rack steel and nobody was hurt. The lift plan "
        "had not checked the ground under the outriggers.",
        [LIFT, VE],
        [],
        [HW, CSE, RT, LOTO, WAH],
        "A 4 t mobile-crane lift in a process area needed a lifting permit with a ground check and vehicle "
        "entry for the crane.",
    ),
    inc(
        "LESSONS LEARNED - gas pipeline hot tap: the welder burned through the 6.4 mm wall while welding the "
        "split tee onto the live 12 in main, because the wall thickness had not been checked by UT at the weld "
        "location. Gas escaped through the pinhole and ignited; the welder was uninjured and the line pressure "
        "was reduced to make the repair.",
        [HW, CW],
        [],
        [CSE, RT, LIFT, LOTO, WAH],
        "Welding a hot-tap fitting onto a live gas main needed hot work and a live-line (cold work) permit.",
    ),
    inc(
        "SAFETY ALERT - water network: two operatives hand digging a 0.5 m pit in a grass verge to reach a buried "
        "valve spindle broke an old asbestos cement pipe with a spade. Work stopped, pit covered and a licensed "
        "contractor called in. Before any dig, ask for the record drawings and scan the ground.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, VE, LOTO, WAH],
        "A 0.5 m dig is deeper than 0.3 m and exposed a buried pipe, so it needed an excavation permit.",
    ),
    inc(
        "Investigation summary, hydro station: two inspectors entered the penstock through the upper manhole "
        "while the intake gate hoist was still in remote, and an operator started raising the gate from the "
        "control room to test it. The inspectors felt water round their boots and got out before the flow rose. "
        "The gate hoist motor should have been locked off and the entry permit cross-referenced to the isolation.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, LIFT, VE],
        "Penstock entry needed a confined space entry permit with the gate hoist locked off.",
    ),
    inc(
        "NEAR MISS - brewery packaging hall: a fitter was lifted to a 5 m high CO2 valve standing on a pallet on "
        "the forks of a diesel forklift, with no cage and no harness. The supervisor stopped it and the job was "
        "redone from a scissor lift.",
        [WAH],
        [VE, LIFT, CW],
        [HW, CSE, EX, RT, LOTO],
        "Working at 5 m needed working-at-height control and a proper platform; the forklift in a packaging hall "
        "and the valve work are optional types.",
    ),
    inc(
        "NEAR MISS CARD - planning office: an employee tripped over a laptop charger cable trailing across the "
        "walkway between desks and caught herself on a chair. No injury; the cable was rerouted along the desk "
        "the same morning.",
        [],
        [],
        ALL,
        "An office trip hazard; no permit work.",
    ),
    inc(
        "Shift log 07:45: fire alarm in the admin building mess room set off by toast in the toaster, building "
        "evacuated for 12 minutes, fire brigade stood down on arrival and the alarm reset by the duty security "
        "officer.",
        [],
        [],
        ALL,
        "A false alarm from the mess room; no permit work.",
    ),
    inc(
        "LESSONS LEARNED - site tour: a visitor slipped on the wet marble steps at reception on a rainy morning "
        "and bruised her knee. Mats now go down when it rains, and visitors are told to use the handrail.",
        [],
        [],
        ALL,
        "A visitor slip at reception; no permit work.",
    ),
]
