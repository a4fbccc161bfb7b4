"""unseen16 frozen15 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and writing styles the earlier blind sets did not use; each label
was written together with its text and is never changed afterwards. Plain data read by build.py. frozen15 is
measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Once upon a time, in a bell foundry at the edge of the forest, the founder sent his apprentice down the "
        "ladder into the 3 m casting pit to sweep out the sand while the fumes of the last pour still hung at the "
        "bottom. The apprentice fainted, and the founder's daughter hauled him out on a rope, and from that day "
        "nobody went into the pit without the air being tested and someone watching at the top.",
        [CSE],
        [],
        [HW, EX, LOTO, LIFT, RT, VE, CW],
        "Going down into a casting pit with trapped fumes needed confined space entry controls (gas test, "
        "attendant, rescue).",
    ),
    inc(
        "IN A WORLD where one cracked spoke holds up forty gondolas, one welder must climb 40 m up the Ferris wheel "
        "and weld it back together before the fair opens. No harness, no fire watch, no second chances. This "
        "summer, the sparks come down.",
        [HW, WAH],
        [],
        [CSE, EX, LOTO, RT, VE],
        "Welding a wheel spoke 40 m up needed hot work and working-at-height controls.",
    ),
    inc(
        "trench (n.): a long narrow cut in the ground; usage: 'the 1.7 m drainage trench at the cider farm had no "
        "shoring, and when the side gave way it buried the labourer to his chest'.",
        [EX],
        [CSE],
        [HW, LOTO, WAH, LIFT, RT],
        "An unshored 1.7 m trench (over 1.5 m) needed an excavation permit with a protective system.",
    ),
    inc(
        "And I'll say this about the groom: the week before the wedding he rewired the 400 V hoist motor of the "
        "village clock tower, and he made the council lock the supply off and hand him the key before he touched "
        "a single wire. That, ladies and gentlemen, is the man my sister married!",
        [LOTO],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Rewiring a 400 V hoist motor needed the supply isolated and locked (Electrical/LOTO).",
    ),
    inc(
        "Situation: at the tortilla factory the 1.5 t dough mixer bowl had to come out for a new bearing. Task and "
        "Action: I wrote the lift plan, checked the slings and had the 5 t gantry crane lift it with the floor "
        "cleared. Result: out and back in one shift, nobody under the load.",
        [LIFT],
        [LOTO, CW],
        [HW, CSE, EX, WAH, RT, VE],
        "A 1.5 t lift on a gantry crane needed a lifting plan and permit.",
    ),
    inc(
        "This bench remembers Davey Price, who drove his diesel tanker into the fuel depot's bund in 1987 with its "
        "engine running among the petrol vapour, and who did not come home when the vapour found the exhaust. The "
        "depot has checked every vehicle in at the gate ever since.",
        [VE],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT],
        "A diesel vehicle entering a bund with petrol vapour needed vehicle entry controls.",
    ),
    inc(
        "Your lucky numbers are 4, 12 and 29. A warm surprise will lift your spirits before the full moon.",
        [],
        [],
        ALL,
        "A fortune-cookie slip; 'lift your spirits' and 'warm surprise' are not work.",
    ),
    inc(
        "GAMMA SCARE AT THE OLD GASWORKS! Brewery staff at the trendy taproom were sent home after radiographers "
        "X-raying welds on the new brew kettle with an iridium source roped off half the yard. The boss told us "
        "the boundary was 'all by the book'.",
        [RT],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, VE, CW],
        "Gamma radiography of kettle welds needed a radiography permit and a controlled boundary.",
    ),
    inc(
        "The documentary's best scene is in the cruise ship's engine room, where a motorman cracks open a flange "
        "on the hot fuel-oil purifier line without draining it and a jet of oil sprays across the deck plates. "
        "Three stars, mostly for that one terrifying minute.",
        [CW],
        [],
        [CSE, EX, WAH, LIFT, RT, VE],
        "Breaking a flange on a fuel-oil line needed cold work controls (isolation, draining, depressuring).",
    ),
    inc(
        "A note from the production manager: the great chandelier you see in Act Two was rigged by our crew from "
        "the grid 12 m above the stage, clipped on at every step. It is raised and lowered on a motorised hoist, "
        "and weighs a little over 300 kg.",
        [WAH],
        [LIFT, LOTO],
        [HW, CSE, EX, RT, VE, CW],
        "Rigging from a grid 12 m up needed working-at-height controls; a 300 kg hoist lift is optional.",
    ),
    inc(
        "> ENTER VAT\nYou climb into the empty cider vat. It is dark and the air smells of apples and something "
        "sharper, the CO2 from last week's ferment. Your head starts to swim.\n> ASK FOR PERMIT",
        [CSE],
        [],
        [HW, EX, LOTO, WAH, LIFT, RT, VE],
        "Climbing into a fermentation vat with residual CO2 needed confined space entry controls.",
    ),
    inc(
        "Dear Marge, my son is an apprentice at the waterpark and last week they had him change a 400 V wave-pump "
        "motor with the circuit only switched off at the panel, no lock, while the lifeguards were testing the "
        "rides. Should I be worried?",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Changing a 400 V motor needed the circuit isolated, locked and proved dead (Electrical/LOTO).",
    ),
    inc(
        "They say on the night shift at the old lime kiln a man crawled in through the draw-hole to clear a hang-up "
        "of burnt stone, and the kiln gas took him before anyone noticed he was gone. Some nights you can still "
        "hear his shovel, which is why the foreman never lets anyone in without a gas test and a man at the hole.",
        [CSE],
        [],
        [HW, EX, LOTO, WAH, LIFT, RT, VE],
        "Entering a lime kiln through the draw-hole needed confined space entry controls (CO, oxygen, attendant).",
    ),
    inc(
        "In the year of our Lord 1347 the masons of the abbey did raise the great bell, two tons of bronze, into "
        "the new tower by windlass and rope, and the rope did fray and the bell fell back to the nave floor. "
        "Whereupon the abbot ordered new rope and a proper reckoning of the load.",
        [LIFT],
        [WAH],
        [HW, CSE, EX, LOTO, RT, VE, CW],
        "Raising a two-ton bell needed a planned lift with inspected rigging.",
    ),
    inc(
        "So I'm a sparky, right, and the customer says the garden lights are only 12 volts, just do it live. And "
        "you know what, it was 12 volts, the worst it did was tickle, and I still charged him for the callout!",
        [],
        [],
        ALL,
        "Stand-up comedy about 12 V garden lights, extra-low voltage; no permit.",
    ),
    inc(
        "A gripping true story of the hours after the 4 m trench for the new sewer outfall collapsed on two "
        "pipe-layers, and of the excavator drivers who dug them out by hand. Read it before you ever step into an "
        "unsupported trench.",
        [EX],
        [VE, CSE],
        [HW, LOTO, WAH, RT],
        "A 4 m sewer trench needed an excavation permit with shoring or a trench box.",
    ),
    inc(
        "Found in the visitor car park on Tuesday: one hi-vis vest (size L), a spirit level and a lunchbox. Ask at "
        "reception.",
        [],
        [],
        ALL,
        "A lost-and-found notice; no work.",
    ),
    inc(
        "Three years ago I was the student who brazed the copper heat-pump pipes in the library attic with the old "
        "straw insulation still lying there, and set off every alarm in the building. Today I stand here as your "
        "valedictorian, and I still check for combustibles before I light a torch.",
        [HW],
        [WAH],
        [CSE, EX, LOTO, LIFT, RT, VE],
        "Brazing beside dry insulation needed a hot work permit with combustibles cleared and a fire watch.",
    ),
    inc(
        "Jack and Jill went up the 6 m ladder to fix the roof tank's float valve; Jack fell down and broke his "
        "crown, because no one footed the ladder.",
        [WAH],
        [CW],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Work from a 6 m ladder needed working-at-height controls.",
    ),
    inc(
        "Colour in the crane! The big yellow crane is lifting the 2 t water tank onto the school roof, and the "
        "builder on the roof edge is wearing his harness clipped to the rail.",
        [LIFT, WAH],
        [VE],
        [HW, CSE, EX, LOTO, RT, CW],
        "A 2 t crane lift onto a roof with a worker at the roof edge needed lifting and working-at-height permits.",
    ),
]
