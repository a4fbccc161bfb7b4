"""unseen15 tune14 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and writing styles the earlier blind sets did not use; each label
was written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Podcast transcript, episode 31, about 12 minutes in: so the organ builder is up a 3.5 m ladder inside the "
        "organ case at the concert hall, re-leathering the pipe valves, and the ladder foot slides on the polished "
        "floor and down he comes. Broken wrist, and nobody had footed the ladder or tied it off.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, CW],
        "Work from a 3.5 m ladder needed working-at-height controls (footing or tying off).",
    ),
    inc(
        "Obituary: Walter ran the oast house for forty years and never forgot the autumn of 1998, when he brazed a "
        "cracked burner pipe on the drying floor with the hops still spread out and the kiln caught fire. After "
        "that he kept a hot work book, a fire watch and a bucket of sand by the door.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "Brazing beside dry hops needed a hot work permit with combustibles cleared and a fire watch.",
    ),
    inc(
        "Museum placard: in 2019 the firebox stays of this locomotive were checked by gamma radiography in the "
        "restoration shed, with the visitor gallery closed and a roped boundary kept by the radiographers. The "
        "film showed three cracked stays, which you can see in the case opposite.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO, CW, WAH],
        "Gamma radiography needed a radiography permit with a controlled boundary.",
    ),
    inc(
        "My Dad's Job, by Ellie (Year 6): my dad fixes the snow-making pumps at the ski resort. Last winter his "
        "friend had his hand on the pump coupling when someone in the control room started the 690 V pump, "
        "because it was only switched off and not locked. Now everyone puts their own padlock on.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Work on a 690 V pump coupling needed isolation with personal locks.",
    ),
    inc(
        "From Sunday's sermon: at the olive mill down the valley, a young worker climbed into the pomace pit to "
        "free a blocked screw and collapsed, and his brother went in after him and collapsed too. Both were "
        "pulled out alive by the fire brigade, and we give thanks.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, LOTO, WAH],
        "Entering a pomace pit is a confined space entry with gas testing and rescue cover.",
    ),
    inc(
        "Lot 214: a Victorian steam gallopers carousel, restored. Provenance note: during the 2011 restoration the "
        "1.6 t centre pole was lifted out by a truck crane and swung when a shackle pin worked loose, though it "
        "was landed without harm.",
        [LIFT],
        [VE, WAH],
        [HW, CSE, EX, RT, LOTO, CW],
        "A 1.6 t crane lift needed a lift plan and inspected rigging.",
    ),
    inc(
        "Background of the invention: in known salt works, brine pipes are laid in trenches about 1.8 m deep "
        "dug by excavator, and the unsupported walls of such trenches have collapsed on workers. The present "
        "invention lays the pipe by directional drilling instead.",
        [EX],
        [VE],
        [HW, RT, LOTO, WAH, LIFT],
        "A 1.8 m machine-dug trench needs an excavation permit and a protective system.",
    ),
    inc(
        "Before the recipe, a bit about us: my husband maintains aircraft fuel tanks, and last winter a colleague "
        "crawled into a wing tank before it had been vented and came out dizzy from the fumes. Anyway, here's how "
        "to make the perfect cinnamon buns!",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, LOTO, WAH, VE],
        "Entering a wing fuel tank is a confined space entry with venting and gas testing first.",
    ),
    inc(
        "And while they reset the timing gates here at the velodrome, I'm told the delay was an electrician up "
        "a cherry picker at 14 m changing a 230 V floodlight driver with the circuit still on, and no harness. "
        "He got a belt off it but he's fine, folks, and we're back racing shortly.",
        [WAH, LOTO],
        [VE],
        [HW, CSE, EX, RT, LIFT, CW],
        "A 230 V driver change at 14 m from a cherry picker needed isolation and working-at-height controls.",
    ),
    inc(
        "Talk page, section 'Warehouse fire of 2009': the cause was a diesel forklift driven into the bonded "
        "warehouse among the maturing whisky casks, whose hot exhaust ignited spirit vapour from a leaking cask. "
        "Please don't remove the citation again.",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, LOTO, WAH, CW],
        "A diesel vehicle in a flammable-vapour store needed vehicle-entry control.",
    ),
    inc(
        "AMA reply: worst thing I've seen in 20 years as an escalator tech? A guy stepped into the lower pit "
        "with the 400 V controller only stopped at the key switch, no lock, and a cleaner restarted it from the "
        "top landing. He lost two toes.",
        [LOTO],
        [CW, CSE],
        [HW, EX, RT, LIFT, VE, WAH],
        "Work in an escalator pit needed the 400 V controller locked off, not just stopped.",
    ),
    inc(
        "Postcard: Dear Mum, the pier is half closed because they're welding the new railings, with a generator "
        "truck parked right on the boards and sparks dropping through the gaps onto the beach. Weather lovely, "
        "love Sam.",
        [HW],
        [VE, WAH],
        [CSE, EX, RT, LOTO, LIFT, CW],
        "Welding over timber boards needed a hot work permit with sparks contained and a fire watch.",
    ),
    inc(
        "A fitter at Frosty's Ice Cream / broke a glycol flange on the main stream / with the line at full "
        "pressure, / it sprayed him for good measure, / and now isolation's the team's favourite theme.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a pressurised glycol flange needed a cold work permit with the line isolated and drained.",
    ),
    inc(
        "For 500 points: at a paper-recycling mill, a worker climbed into the pulper to clear a jam while the "
        "400 V rotor was only stopped at the control panel, so which two permits were missing?",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering a pulper is a confined space entry, and the rotor needed a lockout.",
    ),
    inc(
        "Branch newsletter: at the hospital car-park extension our members stopped work after the piling rig "
        "struck an unmarked gas main at about 2 m. No drawings had been checked and no cable-and-pipe locate "
        "was done before the rig started.",
        [EX],
        [VE, LIFT],
        [HW, CSE, RT, LOTO, WAH, CW],
        "Piling is ground penetration needing an excavation permit with services located.",
    ),
    inc(
        "On your left, folks, the old gasholder: when it was dismantled in 2015 the roof sheets were cut free "
        "with oxy-propane torches and a crawler crane lifted them down in 3 t sections. One section swung into "
        "the guide frame, which is why the top ring is bent.",
        [HW, LIFT],
        [VE, WAH],
        [CSE, EX, RT, LOTO, CW],
        "Torch cutting and 3 t crane lifts needed hot work and lifting permits.",
    ),
    inc(
        "The big red fire engine came to our nursery today! The firefighters raised the ladder high and let us "
        "hold the hose, and we all got a sticker.",
        [],
        [],
        ALL,
        "A fire-engine visit at a nursery involves no permitted work.",
    ),
    inc(
        "Happy retirement, Bob: thirty years in the permit office and you'll still be remembered for setting the "
        "Christmas cake on fire with the candles. Enjoy the fishing!",
        [],
        [],
        ALL,
        "A retirement card; the cake candles are not work, so no permit.",
    ),
    inc(
        "Proud of our crew this weekend: we replaced the 11 kV ring main unit at the county hospital overnight, "
        "with the switching programme, earths applied and every key in the lockbox before a spanner touched it.",
        [LOTO],
        [LIFT, VE],
        [HW, CSE, EX, RT, WAH, CW],
        "Replacing an 11 kV ring main unit needs switching, earthing and lockout.",
    ),
    inc(
        "Aries: a hot streak at work continues, and a heavy lift from a colleague helps you dig deeper into an "
        "old project. Avoid confined thinking on Tuesday!",
        [],
        [],
        ALL,
        "A horoscope; hot streak, heavy lift, dig deeper and confined are figures of speech.",
    ),
]
