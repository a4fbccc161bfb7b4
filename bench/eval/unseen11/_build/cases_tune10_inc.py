"""unseen11 tune10 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from industries the earlier blind sets did not use; each label was written
together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "At a tyre plant a mixer fitter reached through the drop door of an internal mixer after only "
        "pressing the stop button, and the ram came down when the hydraulic pressure bled through. The "
        "3.3 kV drive and the hydraulic power pack had not been locked out.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH, VE],
        "Reaching into the mixer needed the drive and the stored hydraulic energy isolated and locked.",
    ),
    inc(
        "Two labourers climbed into the flue of a brickworks tunnel kiln to clear fallen bricks while the "
        "kiln was cooling, and one collapsed from carbon monoxide. No gas test, attendant or rescue plan was "
        "in place.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Entering the kiln flue was a confined space entry with a CO hazard.",
    ),
    inc(
        "In a copper refinery tank house the overhead crane dropped a 3 t rack of cathodes when a hook "
        "latch failed, narrowly missing a cell attendant. The lift had no exclusion zone.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE],
        "A 3 t crane lift needed a lift plan, rigging inspection and exclusion zone.",
    ),
    inc(
        "A contractor repairing a skylight on the elephant house roof at a zoo stepped onto a fragile roof "
        "light and fell 6 m to the sand floor. There was no staging or safety netting.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO, VE],
        "Roof work at 6 m over fragile roof lights needed fall protection under a height permit.",
    ),
    inc(
        "At a candle factory a welder tacked a bracket onto the outside of a paraffin wax melt tank and "
        "wax residue inside ignited. No fire watch or gas-free check had been done.",
        [HW],
        [CW],
        [CSE, EX, RT, WAH, LIFT, VE],
        "Welding on a wax tank with residue was hot work needing cleaning, testing and a fire watch.",
    ),
    inc(
        "An electroplating technician replaced the drain valve of a cyanide rinse tank and the tank was "
        "drained into an acid sump, releasing hydrogen cyanide. The line had not been isolated and "
        "flushed to a dedicated drain.",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Breaking a chemical line for a valve change was cold work needing isolation and draining.",
    ),
    inc(
        "At a biodiesel plant a delivery driver drove his diesel van into the methanol tank bund to drop "
        "off a pump, and vapour from a leaking flange flashed at the exhaust. Vehicles were not supposed "
        "to enter the bund without a gas test and escort.",
        [VE],
        [],
        [CSE, EX, RT, WAH, LIFT, LOTO],
        "An engine-driven vehicle entering the methanol bund needed a vehicle entry permit.",
    ),
    inc(
        "A maintenance worker walked the lift hill of a rollercoaster at 20 m without a lanyard while the "
        "operator sent a test train round. He was knocked from the track.",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Track walking at height needed fall protection and the ride drive locked out.",
    ),
    inc(
        "A tram depot fitter standing on a tram roof 3.5 m up touched the 750 V DC overhead contact wire, "
        "which had not been isolated and earthed for the road.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT],
        "Work near the 750 V DC wire needed isolation and earthing, and the roof work was at height.",
    ),
    inc(
        "At a palm oil mill a cleaner entered a horizontal sterilizer vessel to scrape out fruit residue "
        "while the steam inlet valve was only closed, not blanked, and steam passed. He was scalded.",
        [CSE, CW],
        [],
        [HW, EX, RT, WAH, LIFT, VE],
        "Entering the sterilizer was a confined space entry needing positive isolation of the steam line.",
    ),
    inc(
        "A vineyard drainage trench 2 m deep in sandy soil collapsed on a labourer laying pipe. There was "
        "no trench box and spoil was piled at the edge.",
        [EX],
        [VE],
        [HW, CSE, RT, WAH, LOTO],
        "A 2 m trench needed an excavation permit and a protective system.",
    ),
    inc(
        "A 6 t MRI magnet was craned through an opening cut in a hospital wall by a 100 t mobile crane, and "
        "the load swung into the scaffold because no tag lines were used.",
        [LIFT],
        [VE],
        [CSE, EX, RT, LOTO],
        "A 6 t crane lift needed a lift plan and tag lines.",
    ),
    inc(
        "During weld radiography of new chilled-water headers in a shopping-mall district cooling plant "
        "room, a cleaner walked through the barrier because the boundary had not been patrolled. She "
        "received a measurable dose.",
        [RT],
        [],
        [CSE, EX, WAH, LIFT, VE],
        "Radiography needed a controlled and patrolled boundary.",
    ),
    inc(
        "At a coffee roastery a contractor welded a patch onto the chaff cyclone duct while the roaster was "
        "running, and the chaff inside caught fire.",
        [HW],
        [LOTO],
        [CSE, EX, RT, VE],
        "Welding on a duct containing chaff was hot work.",
    ),
    inc(
        "At a bus depot fuel island an excavator digging for a new underground diesel tank struck the old "
        "petrol vent line, and vapour drifted towards the running excavator.",
        [EX, VE],
        [CW],
        [CSE, RT, WAH, LIFT],
        "Machine digging at the fuel island needed excavation and vehicle entry controls.",
    ),
    inc(
        "A dental practice receptionist slipped on a wet floor while carrying a box of printer paper.",
        [],
        [],
        ALL,
        "An office slip involves no permit work.",
    ),
    inc(
        "A hotel pastry chef burned her forearm on a convection oven tray.",
        [],
        [],
        ALL,
        "A kitchen burn involves no permit work.",
    ),
    inc(
        "At a perfume extraction plant a hose transfer of hexane between two IBCs split at a coupling and "
        "sprayed the operator. The hose was not rated for the solvent.",
        [CW],
        [],
        [CSE, EX, RT, WAH, LIFT],
        "A temporary hose transfer of solvent was cold work.",
    ),
    inc(
        "A worker entered a biomass pellet silo to break a bridge of pellets and was overcome by carbon "
        "monoxide given off by the stored pellets.",
        [CSE],
        [],
        [HW, EX, RT, VE],
        "Entering the pellet silo was a confined space entry.",
    ),
    inc(
        "In a vertical farm a scissor lift raised to 8 m between the grow racks tipped when a wheel dropped "
        "into a floor drain, throwing the technician out.",
        [WAH],
        [],
        [HW, CSE, EX, RT],
        "Working at 8 m from a scissor lift needed a height permit.",
    ),
]
