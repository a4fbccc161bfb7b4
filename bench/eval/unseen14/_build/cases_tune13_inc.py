"""unseen14 tune13 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and writing styles the earlier blind sets did not use; each label
was written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "From the Mill Friends newsletter, spring issue: when the bedstone of the post mill was lifted out for "
        "dressing in 2019, a hired mobile crane raised the 1.2 t stone on a single worn sling that parted at head "
        "height. Nobody was hurt, but there had been no lift plan and the sling had no test certificate.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "A 1.2 t crane lift needed a lift plan and certified rigging.",
    ),
    inc(
        "What went wrong, No 14: at a cooperage, casks were charred with a gas burner in the stave store instead of "
        "the fire bay, and an ember lodged between stacked staves. The store burned out overnight; no fire watch "
        "had been kept after the work.",
        [HW],
        [],
        [CSE, EX, LOTO, RT, LIFT, VE, WAH],
        "Open-flame charring outside the designated fire bay needed a hot work permit and a fire watch.",
    ),
    inc(
        "Day 6 of our Japan trip: the guide at the sake brewery told us that years ago a young brewer climbed into "
        "a fermenting tank to scrub it and collapsed in the carbon dioxide, and the colleague who went in after him "
        "nearly died too. Now nobody enters a tank without a gas test, a standby man and a harness on a line, she said.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, LOTO],
        "Entering a fermenting tank is a confined space entry with an oxygen/CO2 test and rescue cover.",
    ),
    inc(
        "Community newsletter: a volunteer rewiring the 230 V amplifier feed to the minaret loudspeakers fell about "
        "9 m when his ladder slipped, and he had not switched off the circuit at the board either. He is recovering, "
        "and the committee now hires a qualified electrician with a MEWP for any work on the tower.",
        [WAH, LOTO],
        [VE],
        [HW, CSE, EX, RT, LIFT],
        "Work at 9 m needed fall protection, and the 230 V feed had to be isolated before rewiring.",
    ),
    inc(
        "Sir, I read that the leisure centre's pool has reopened after a lifeguard was pulled unconscious from the "
        "balance tank beneath the pool deck, where he had gone down alone to clear a blocked strainer. Is it not time "
        "the council treated that tank as the confined space it is, with testing and a rescue plan?",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Going down into the balance tank was a confined space entry needing a gas test, attendant and rescue plan.",
    ),
    inc(
        "CALLER (Denise, projectionist): I changed the xenon bulb with the lamp-house only switched off at the "
        "console, not isolated, and the igniter fired while my hands were inside. HOST: That sounds terrifying, Denise.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The lamp-house supply and igniter had to be isolated and locked before hands went in.",
    ),
    inc(
        "BREAKING - Worker airlifted after 11 m fall from water-slide tower at Splash Cove - was re-tightening flume "
        "bolts without a harness before opening - park closed pending inspection.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO, VE, LIFT],
        "Bolting at 11 m on the slide tower needed fall protection under a height permit.",
    ),
    inc(
        "Help Mia get back on her feet! She slipped on the algae-slick floor of the oyster hatchery's nursery room "
        "and broke her wrist, so she can't shuck for the rest of the season.",
        [],
        [],
        ALL,
        "A slip on a wet floor; no permitted activity was involved.",
    ),
    inc(
        "The sugar shack offers tastings every March; its original evaporator was lost in 1998, when a neighbour "
        "brazing a leaking pan with a propane torch beside the woodshed set the kindling alight. The present shack "
        "was rebuilt in stone.",
        [HW],
        [],
        [CSE, EX, LOTO, RT, LIFT, VE, WAH],
        "Brazing with a propane torch next to combustibles needed a hot work permit and clearance.",
    ),
    inc(
        "In response to your request, we confirm that on 14 July an evaluation trench on the bypass dig reached "
        "1.9 m and its side collapsed on a volunteer, who was freed by hand. The trench had no support, no stepped "
        "sides and no daily inspection record.",
        [EX],
        [],
        [HW, CSE, LOTO, RT, LIFT, WAH],
        "A 1.9 m trench needed a protective system and daily inspection under an excavation permit.",
    ),
    inc(
        "I, master of the cable ferry Kestrel, note protest that on 3 May, while contractors radiographed the new "
        "slipway ramp welds with an iridium source, a deckhand crossed their barrier tape to fetch a mooring line "
        "and was exposed. The barrier had not been manned on the river side.",
        [RT],
        [],
        [CSE, EX, LOTO, LIFT, WAH],
        "Gamma radiography needed a controlled, manned boundary under a radiography permit.",
    ),
    inc(
        "Police log, 22:10: HGV reversing into the solvent tank compound at Hartley Paints struck a drain valve; "
        "spilled thinners ignited on the hot exhaust and the driver escaped. The compound had no banksman and no "
        "vehicle entry control.",
        [VE],
        [CW],
        [CSE, EX, LOTO, RT, LIFT, WAH],
        "A lorry entering a solvent tank compound needed vehicle entry control with a banksman and ignition checks.",
    ),
    inc(
        "Case study 3 (10 marks): a fitter at a soft-drinks bottling plant loosened a flange on a CO2 supply line he "
        "believed was vented, and the escaping liquid CO2 froze his hand. Name the permit and the checks that should "
        "have come before the joint was broken.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a pressurised CO2 line needed a cold work permit with proven isolation and venting.",
    ),
    inc(
        "I remember the spring we raised the new big top: the tent master hired a truck crane to stand the two "
        "1.4 t king poles, and one swung into the wagon line because nobody held a tag line. We were lucky it only "
        "flattened the cookhouse.",
        [LIFT],
        [VE],
        [HW, CSE, EX, LOTO, RT],
        "A 1.4 t crane lift needed a lift plan, tag lines and an exclusion zone.",
    ),
    inc(
        "Dear Dr Okafor, this laundry technician injured his forearm when he reached into the tunnel washer's "
        "transfer chute to free a jammed bag; the machine had been stopped at the panel but not isolated, and it "
        "restarted. He will need a phased return.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Clearing the jam needed the washer isolated and locked, not only stopped.",
    ),
    inc(
        "And on the B4220 traffic is slow past the works where a power co-op's auger truck drilled a pole hole "
        "straight through a gas service this morning; the road is closed while the gas board makes it safe.",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "Augering a pole hole is mechanical boring that needed services located under an excavation permit.",
    ),
    inc(
        "Greenloop plc announces that an operative at its Tilbury tyre-recycling plant was seriously injured on "
        "2 March when a 690 V shredder restarted while he cleared a jam with the rotor only stopped from the "
        "control panel. The site is closed pending a review of isolation procedures.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Clearing a shredder jam needed the 690 V drive isolated and locked.",
    ),
    inc(
        "Two stars: the 'submarine' escape room jammed its hatch prop and the staff had to come in and prise it open "
        "with a butter knife, which killed the mood. Fun puzzles otherwise.",
        [],
        [],
        ALL,
        "A stuck stage prop in an escape room; no permitted activity.",
    ),
    inc(
        "The marshal at the village 5K fun run twisted her ankle on a kerb and was patched up at the first-aid tent.",
        [],
        [],
        ALL,
        "A sprain at a fun run; no permitted activity.",
    ),
    inc(
        "CASUALTY - Orla Dawn (bulk carrier), Rotterdam: a welder repairing a ballast-tank stiffener collapsed inside "
        "the double bottom; the tank had been gas-freed but was not re-tested after the weekend. Crew recovered him "
        "on a stretcher.",
        [CSE, HW],
        [],
        [EX, LOTO, RT, LIFT, VE],
        "Welding inside a double bottom needed confined space entry with re-testing and a hot work permit.",
    ),
]
