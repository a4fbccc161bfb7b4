"""unseen16 tune15 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and writing styles the earlier blind sets did not use; each label
was written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "> OPEN HATCH\nYou unbolt the hatch of the big cider vat at the farm mill; it smells of apples\n"
        "> ENTER VAT\nIt is dark and your head swims; you have passed out in the carbon dioxide. "
        "(Text adventure written by the mill apprentice after his uncle collapsed in that vat, with nobody "
        "testing the air or standing at the hatch.)",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, LOTO, WAH],
        "Climbing into a fermenting vat needed a confined space entry permit with gas testing and an attendant.",
    ),
    inc(
        "Once a hasty apprentice at the bell foundry hooked a 1.8 t bell mould onto the overhead crane with a "
        "frayed sling, because fetching a tagged one would take ten minutes, and the sling parted over the "
        "casting pit. Moral: a lift plan and an inspected sling are quicker than a funeral.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, LOTO, WAH, CW],
        "A 1.8 t crane lift needed a lifting permit with inspected rigging; an overhead crane is not a vehicle.",
    ),
    inc(
        "Come all you young fitters and hear what befell, at the beet-sugar factory where the pulp silos "
        "dwell; young Jim struck his arc on the silo's tin side, and the dust in the top went up far and wide. "
        "So mind you the fire watch and sweep the dust clear, or you'll be in the ballad the same as him here.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Welding on a dusty pulp silo needed a hot work permit with dust cleared and a fire watch; the height "
        "of the weld is not given.",
    ),
    inc(
        "planetarium dome, the projector lamp flickers, four metres of ladder, one hand on the rungs, one "
        "hand on the bulb, the ladder walks away.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Changing a lamp from a 4 m ladder needed working-at-height controls; isolating the lamp is optional.",
    ),
    inc(
        "kerb dig (noun, informal): a shallow trench along a pavement edge; usage: 'The kerb dig for the new "
        "EV chargers hit a live 11 kV cable at 0.6 m, because nobody had scanned the route or checked the "
        "records first'.",
        [EX],
        [LOTO, VE],
        [HW, CSE, RT, LIFT, WAH, CW],
        "A 0.6 m dig near buried services needed an excavation permit with a cable locate.",
    ),
    inc(
        "And I'll never forget Dave's first week at the fairground, when he climbed the 30 m Ferris wheel to "
        "swap a spoke light and the operator, who hadn't been told, started the 400 V drive. He held on, and "
        "Sharon, that's why he now puts his own padlock on everything, including the fridge!",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Climbing a 30 m wheel needed fall protection, and the 400 V drive needed locking off.",
    ),
    inc(
        "Dear Building Manager, I was kept awake until midnight by contractors on our roof cutting the old "
        "satellite dish mounts with a petrol disc saw, and the sparks landed on the roof felt and the balcony "
        "awnings below. I should like to know who allowed this and whether anyone was watching for fire.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO, CW],
        "A spark-throwing disc saw beside roof felt and awnings needed a hot work permit and a fire watch.",
    ),
    inc(
        "Work experience report: Priya spent a week with the inspection team at a gas-cylinder fabrication "
        "shop, where the seam welds are shot with an Ir-192 source after hours behind a roped boundary at "
        "7.5 µSv/h. She learned to read the survey meter and never to step over the rope.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO, WAH, CW],
        "Gamma radiography of welds needed a radiography permit with a controlled boundary.",
    ),
    inc(
        "FORKLIFT TORCHES HANGAR PAINT SHOP: a diesel forklift driven into the aircraft paint shop while the "
        "spray booth was in use set the solvent vapour alight from its hot exhaust. Staff escaped and the "
        "crew had no vehicle pass for the booth zone.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO, WAH, CW],
        "A diesel vehicle entering a flammable-vapour zone needed vehicle entry control; the fire came from "
        "the vehicle, not from hot work.",
    ),
    inc(
        "I am round and tall and bolted shut, I breathe only nitrogen to keep my oil sweet, and the margarine "
        "fitter who climbed through my manway to free a float never climbed out. What am I? The "
        "nitrogen-blanketed edible-oil tank, entered without a gas test.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering a nitrogen-blanketed tank needed a confined space entry permit with oxygen testing.",
    ),
    inc(
        "14 across: what the laundrette engineer forgot to do to the 400 V tumble dryer before reaching in "
        "to change its drive belt, and took a shock for it (4,3).",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Working inside a 400 V dryer needed it locked out first (answer: LOCK OUT).",
    ),
    inc(
        "Here lies Tom Reece, millwright of the rice mill, who climbed into the husk bin in 1911 to free a "
        "bridged hopper and was buried when the husk let go. Rest now, Tom; the next man will wear a line and "
        "have someone at the top.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, LOTO, WAH, CW],
        "Entering a husk bin with an engulfment hazard needed a confined space entry permit, lifeline and "
        "attendant.",
    ),
    inc(
        "So my cousin works at a honey factory, right, and he unbolts the warm honey line to change a gasket "
        "without draining it or closing the valve. Forty litres of sixty-degree honey, straight down his "
        "overalls, and now he's the only fitter in the country who's literally sweet on the job!",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "Breaking a product line needed a cold work permit with the line isolated and drained.",
    ),
    inc(
        "Lab notebook, Tuesday: the technician silver-soldered the cracked copper cooling coil on the "
        "extraction rig with a butane torch while an open bottle of diethyl ether stood on the next bench. "
        "Flash fire at 14:20, extinguished with CO2, eyebrows lost.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "Torch soldering beside an open solvent needed a hot work permit with flammables removed.",
    ),
    inc(
        "Dream journal: I was back on the piling rig at the tidal barrage, driving sheet piles into the mud, "
        "and the pile hit the old outfall pipe nobody had found on the drawings, just like it really did in "
        "2019.",
        [EX],
        [VE],
        [HW, CSE, RT, LOTO, WAH, CW],
        "Piling into the ground needed an excavation permit with buried services located; the rig outside a "
        "process area makes Vehicle Entry optional.",
    ),
    inc(
        "Oh the davit swings and the falls run free, lower away the boat to the cold grey sea; four tonnes of "
        "lifeboat on a wire gone thin, and the hook let go and the crew went in. Haul away, lads, and check "
        "your wire, or the next one down will be hauling you in.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, LOTO, CW],
        "Lowering a 4 t lifeboat on a davit needed a lifting permit with inspected falls and hook.",
    ),
    inc(
        "Phrasebook, at the ice hotel: 'Is the sauna hot?' 'Yes, the stove was lit at six.' 'May I visit the "
        "ice bar?' 'Yes, but wear the thermal cape'.",
        [],
        [],
        ALL,
        "A tourist phrasebook dialogue about a sauna and an ice bar; no work.",
    ),
    inc(
        "Climbing club: Thursday is lead climbing on the 12 m wall at the leisure centre, so bring your "
        "harness, belay device and a partner for the buddy check, and the bouldering cave is open for anyone "
        "not roped up.",
        [],
        [],
        ALL,
        "A recreational climbing-club notice; harnesses and 12 m are sport, not work at height.",
    ),
    inc(
        "Lost property, canteen: one hard hat marked 'Confined Space Team', one head torch, a pair of welding "
        "gauntlets and a lanyard with a padlock key, all handed in Friday.",
        [],
        [],
        ALL,
        "A lost-property list; the items name permit trades but nobody did any work.",
    ),
    inc(
        "Parking appeal: I accept I drove my diesel van into the fenced butane tank compound at the aerosol "
        "filling plant without a vehicle pass, but the gate was open and nobody stopped me. I ask that the "
        "fine be cancelled as I only went in to collect a pallet.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO, WAH, CW],
        "A diesel van entering a butane tank compound needed vehicle entry control with a gas test.",
    ),
]
