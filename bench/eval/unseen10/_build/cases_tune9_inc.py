"""unseen10 tune9 incident-report narratives: each labelled with the permits the job described needed.

Why: narratives of past events test whether the permits of the work behind an incident are recognised
in prose that is not a work order. Labels written with the text (bench/eval/README.md conventions) and
never changed afterwards; 1-4 sentences each; two need no permit.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "A lighthouse keeper's assistant slipped on the wet lantern gallery and was caught by the rail. "
        "The cracked lantern panes are still to be re-glazed from rope access outside the gallery rail, "
        "28 m above the rocks.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE],
        "Rope access outside the rail at 28 m is Working at Height; the 230 V lamp may be isolated by site practice.",
    ),
    inc(
        "At a mushroom farm a grower collapsed after stepping into a phase-2 compost tunnel that had "
        "built up CO2 and ammonia, and was pulled out by a colleague who held his breath. "
        "The floor spigots of that tunnel still have to be cleared from inside once the fans have "
        "been locked off.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, WAH, LIFT, VE],
        "Entering the sealed tunnel is Confined Space Entry; the recirculation fans are locked off.",
    ),
    inc(
        "A railway overhead-line team found a broken dropper on the 25 kV catenary during a night "
        "possession. "
        "It will be replaced next possession from the rail-mounted MEWP once the section is isolated "
        "and earthed.",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT],
        "Isolating and earthing the 25 kV catenary is Electrical/LOTO; the MEWP platform is at height; "
        "a rail MEWP outside a process area is optional Vehicle Entry.",
    ),
    inc(
        "In a paint factory a solvent vapour flash singed an operator who was scraping resin from inside "
        "reactor 3 with a steel scraper. "
        "The rest of the scraping will be done from inside with non-sparking tools, the agitator locked "
        "out and forced air running.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Work inside the reactor is Confined Space Entry with the agitator locked out; no flame is used.",
    ),
    inc(
        "During a road bridge bearing replacement one of the four hydraulic jacks lost pressure and the "
        "deck settled 5 mm onto its packing. "
        "The deck still has to be jacked 10 mm with the new synchronised jacks, working from a MEWP under "
        "the deck 6 m above the river.",
        [LIFT, WAH],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "Jacking a bridge deck is a heavy lifting operation and the crew works from a MEWP at 6 m.",
    ),
    inc(
        "A church bell of 1.2 t was lowered through the tower trapdoors on a chain hoist for recasting and "
        "the ringers' floor was left with open hatches overnight. "
        "Re-hanging the bell means hoisting it back up through the same open trapdoors, 15 m above the "
        "nave.",
        [LIFT, WAH],
        [],
        [HW, CSE, EX, RT, LOTO, VE],
        "A 1.2 t hoist is Lifting; open trapdoors 15 m up are Working at Height.",
    ),
    inc(
        "A car knocked down a street lighting column and left its 230 V cable exposed in the footway. "
        "The new column goes in after the cable is disconnected at the cut-out, the root hole is dug out "
        "to 1 m and a HIAB lifts the column into place.",
        [LOTO, EX, LIFT],
        [VE],
        [HW, CSE, RT, WAH],
        "Disconnecting the 230 V feed, a 1 m dig, and a HIAB lift; a lorry on a public road is optional Vehicle Entry.",
    ),
    inc(
        "Last summer a torch-on felt job on a school flat roof set fire to the timber upstand and the "
        "smouldering was only found after the roofers had left. "
        "This summer the other half of the roof, 7 m up with no parapet, is to be felted the same way.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LOTO, LIFT, VE],
        "Torch-on felt is Hot Work and the unprotected roof at 7 m is Working at Height.",
    ),
    inc(
        "A painter inside a potable water tower tank felt dizzy from coating vapour and had to be helped "
        "down the internal ladder. "
        "The tank interior still needs its second coat, applied from the internal ladder and a bosun's "
        "chair 20 m up.",
        [CSE, WAH],
        [],
        [HW, EX, RT, LOTO, LIFT, VE],
        "Painting inside the tank is Confined Space Entry, and the chair and ladder 20 m up are Working at Height.",
    ),
    inc(
        "A stevedore climbed into a grain ship's hold that had been fumigated with phosphine and was "
        "rescued unconscious. "
        "The bridged cargo in hold 3 still has to be freed by a crew entering after ventilation and gas "
        "testing.",
        [CSE],
        [],
        [HW, EX, RT, LOTO, WAH, VE],
        "Entering a fumigated cargo hold is Confined Space Entry.",
    ),
    inc(
        "A print-works minder trapped two fingers when the press was inched by a colleague while he was "
        "freeing a sheet. "
        "The damaged gripper bar is to be changed with the press isolated and locked at its 400 V panel.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Changing parts inside a press needs the 400 V drive locked out.",
    ),
    inc(
        "During an open day at a university chemistry lab a student held a Bunsen burner too close to a "
        "paper towel, which the demonstrator smothered at once. "
        "Next week's demonstration uses the same burners at the lab benches.",
        [],
        [],
        ALL,
        "A Bunsen burner at a teaching lab bench is normal lab use in a designated place, not permit work.",
    ),
    inc(
        "A library assistant strained her back moving a 300 kg shelf unit with a hand pallet truck. "
        "The remaining units will be moved on the same pallet truck by two people.",
        [],
        [],
        ALL,
        "A hand pallet truck move on the floor is manual handling, not a lift and not permit work.",
    ),
    inc(
        "A passer-by walked past the barrier of a gamma radiography crew working on a new gas main on a "
        "housing estate. "
        "Twelve welds are still to be shot in the open 1.4 m trench with the boundary re-set and a "
        "watchman at each end.",
        [RT],
        [EX],
        [HW, CSE, LOTO, WAH, LIFT],
        "Gamma radiography remains; the trench is already dug but the crew works in it (Excavation optional).",
    ),
    inc(
        "At an airport baggage hall a handler's sleeve was caught in a conveyor return roller. "
        "The belt on that conveyor is to be replaced with the drive locked off at its 400 V isolator.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "A belt change needs the 400 V conveyor drive locked off.",
    ),
    inc(
        "A 12 kg lamp fell from the lighting grid of a film studio when its safety bond had not been "
        "fitted. "
        "All forty lamps on the 9 m grid are to be re-rigged with bonds from a scissor lift.",
        [WAH],
        [LOTO, LIFT],
        [HW, CSE, EX, RT, VE],
        "Re-rigging from a scissor lift at 9 m is Working at Height; light lamps on a grid are optional "
        "Lifting and the dimmer circuits may be isolated.",
    ),
    inc(
        "At an LPG bottling plant a contractor's diesel pickup drove into the cylinder filling hall and "
        "stalled beside the carousel, and nobody had checked the hall's gas detectors. "
        "The contractor still has to deliver a 200 kg spare valve manifold to the carousel by pickup.",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, WAH],
        "A diesel vehicle entering an LPG filling hall is Vehicle Entry.",
    ),
    inc(
        "A fitter at a dairy was sprayed with hot caustic when a CIP line flange he was loosening still "
        "held pressure. "
        "The flange gasket on that line still has to be changed after the CIP set is stopped and the "
        "line vented and drained.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Breaking a caustic CIP line is Cold Work.",
    ),
    inc(
        "At a rendering plant a welder repairing a nozzle on the outside of a tallow tank ignited fat "
        "residue inside the nozzle. "
        "The nozzle repair will be finished after the tank is steamed out, drained and the nozzle "
        "blinded.",
        [HW, CW],
        [],
        [CSE, EX, RT, WAH, LIFT, VE],
        "Welding on a tank nozzle is Hot Work and steaming, draining and blinding it is Cold Work.",
    ),
    inc(
        "An excavator cut a 33 kV collector cable at an onshore wind farm because the route drawing was "
        "wrong. "
        "The cable is to be exposed by hand to 1.5 m either side of the cut, isolated and earthed, and "
        "jointed.",
        [EX, LOTO],
        [VE],
        [HW, CSE, RT, WAH, LIFT],
        "A 1.5 m dig to a buried cable and the 33 kV isolation and earthing for the joint.",
    ),
]
