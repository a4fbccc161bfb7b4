"""unseen15 frozen14 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and writing styles the earlier blind sets did not use; each label
was written together with its text and is never changed afterwards. Plain data read by build.py. frozen14
is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "From the eulogy for the village gravedigger: after a wall of clay came down on him in a half-dug grave in "
        "1971, Albert never again went below his knees without timbering the sides, and he dug every grave by hand "
        "to 1.8 m with shoring boards he made himself. The parish never had another collapse.",
        [EX],
        [],
        [HW, CSE, LOTO, WAH, CW, LIFT, RT, VE],
        "Hand-digging graves to 1.8 m is an excavation that needs shoring.",
    ),
    inc(
        "Film synopsis: in 'Nacelle', a rookie wind technician climbs the 80 m tower at night to change a 690 V yaw "
        "motor, skips the lockout to save time and is thrown against the hatch when the turbine controller "
        "restarts the drive. The rest of the film is his colleagues' rescue from the top of the tower.",
        [WAH, LOTO],
        [LIFT],
        [HW, EX, RT, VE, CW],
        "An 80 m tower climb and a 690 V drive that needed locking out.",
    ),
    inc(
        "Dating profile, about me: industrial radiographer, which means I spend my nights shooting pipeline welds "
        "with an iridium source from the back of our van while my partner keeps people outside the barrier. Not "
        "the hospital kind of X-ray, sorry!",
        [RT],
        [VE],
        [HW, CSE, EX, LOTO, LIFT, CW, WAH],
        "Gamma radiography of pipeline welds with a barrier.",
    ),
    inc(
        "Keeper's blog, elephant house: last winter one of our team climbed down into the 2 m covered drainage sump "
        "to free a blocked grid and collapsed from the gas that builds up under the dung. We now treat the sump as "
        "a confined space, with a gas test, a tripod and harness and someone standing by at the hatch.",
        [CSE],
        [CW],
        [HW, EX, LOTO, LIFT, RT, VE, WAH],
        "Entering a covered 2 m sump is a confined space entry.",
    ),
    inc(
        "Ice-rink staff bulletin: a technician opened the oil drain on the running ammonia chiller without pumping "
        "the pot down, and the plant room had to be evacuated. Breaking into the refrigeration circuit now needs a "
        "cold work permit with the pot isolated and vented first.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Opening an ammonia circuit is breaking containment.",
    ),
    inc(
        "Marginal note in the parish register, 1962: the tenor bell, about 1.3 t, was lowered from the belfry with "
        "chain blocks hung from the frame, the churchwardens having had the beam tested beforehand.",
        [LIFT],
        [WAH],
        [HW, CSE, EX, LOTO, RT, VE, CW],
        "A 1.3 t bell lowered on chain blocks is a lift needing tested gear.",
    ),
    inc(
        "Theatre review: the show went up forty minutes late because, we are told, a technician had to replace a "
        "burnt 400 V dimmer-rack breaker and the house electrician refused to let him do it live. Worth the wait.",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, CW, LIFT, RT, VE],
        "A 400 V breaker change needed isolation.",
    ),
    inc(
        "My dad's job, by Maya, age 9: my dad welds inside grain silos. He has to climb in through a little door at "
        "the bottom after the silo is empty, and a man stays outside the door with a radio, and they check the air "
        "first. He says the dust can catch fire so they wet it down.",
        [CSE, HW],
        [],
        [EX, RT, VE, LIFT],
        "Welding inside a silo needed entry and hot work permits.",
    ),
    inc(
        "YouTube comment: at my old job at a solvent recycler we drove the diesel yard tractor right into the tank "
        "compound to pull a tanker off the bay, no gas test and no spark arrestor, and one day the vapour detector "
        "went off while it was idling by the vent. Now nothing with an engine goes through that gate without a "
        "vehicle entry permit and a gas test.",
        [VE],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT],
        "A diesel tractor in a solvent tank compound needed vehicle entry control.",
    ),
    inc(
        "Headnote from a pastry cookbook: I learned tempering at a chocolate factory, where a fitter once split a "
        "flange on the live glucose syrup line without draining it and scalded his arm. Since then I have watched "
        "people respect the simplest rule: never open a line that is still in service.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Splitting a flange on a process line is breaking containment.",
    ),
    inc(
        "Museum label, case 7: this charred toolbag belonged to the plumber whose blowlamp set fire to the dry "
        "lagging in the church roof void in 1984 while he was soldering a lead pipe joint. The fire was found two "
        "hours after he had left.",
        [HW],
        [WAH],
        [CSE, EX, LOTO, LIFT, RT, VE, CW],
        "A blowlamp near combustible lagging needed a hot work permit and fire watch.",
    ),
    inc(
        "Lot 212: cast-iron steam-hammer anvil block of about 3.2 t, in the old forge. The buyer must remove it "
        "with a mobile crane under a written lift plan, with certified slings and the yard closed during the lift.",
        [LIFT],
        [VE],
        [HW, CSE, EX, LOTO, RT, CW, WAH],
        "A 3.2 t crane lift.",
    ),
    inc(
        "Radio play script, scene 3, a recording studio at night: the ENGINEER says he will swap the 400 V breaker "
        "in the distribution board live because it is quicker than waiting for the facilities man and his "
        "padlocks, and the PRODUCER tells him he will not.",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, CW, LIFT, RT, VE],
        "Changing a 400 V breaker needs isolation and lockout.",
    ),
    inc(
        "Greenkeeper's blog: our contractor's mini-digger cut an 11 kV cable at 1.1 m while trenching for the new "
        "irrigation main, and the driver was lucky the cab kept him clear. The remaining 200 m of trench will be "
        "dug only after a cable survey, with hand-dug trial holes over every marked service.",
        [EX],
        [VE, LOTO],
        [HW, CSE, WAH, LIFT, RT, CW],
        "Machine trenching to 1.1 m needed an excavation permit with services located.",
    ),
    inc(
        "Year 4 report: Jamie is a lively member of the class, though he twisted his wrist falling off the "
        "climbing frame at break in March. He has recovered fully and enjoys PE again.",
        [],
        [],
        ALL,
        "A playground fall; no work, no permit.",
    ),
    inc(
        "Postcard from Crete: sprained my ankle on the hotel's marble stairs on day two, so I have mostly been by "
        "the pool with a book. Wish you were here!",
        [],
        [],
        ALL,
        "A holiday sprain; no work, no permit.",
    ),
    inc(
        "Best man's speech: and who could forget the moment Tom tried to carry the three-tier cake across the "
        "marquee, tripped over a guy rope and saved the cake but not his trousers.",
        [],
        [],
        ALL,
        "A trip at a wedding; no work, no permit.",
    ),
    inc(
        "Lighthouse keeper's log, 14 June: painted the stonework outside the gallery railing, standing on the "
        "cornice 32 m above the rocks with my harness clipped to the lantern rail, as the board has insisted since "
        "my predecessor slipped in 1987. Wind light, no sea running.",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE, CW],
        "Working outside the railing at 32 m needed fall protection.",
    ),
    inc(
        "From Sunday's sermon: old Mr Pryce climbed down the churchyard well to fetch a dropped bucket and was "
        "overcome by the bad air at the bottom, and the verger who went after him had the sense to lower a candle "
        "first and call for a rope. Both lived, and the well has been capped.",
        [CSE],
        [],
        [HW, EX, LOTO, LIFT, RT, VE, CW],
        "Climbing down a well is a confined space entry.",
    ),
    inc(
        "Cover letter: in my last role at an aircraft maintenance hangar I planned the X-ray inspection of "
        "wing-spar fittings, set up the controlled area with barriers and dose-rate checks, and ran the lift of a "
        "2 t engine onto its transport stand with a certified hoist.",
        [RT, LIFT],
        [],
        [HW, CSE, EX, LOTO, CW],
        "Industrial X-ray with a controlled area and a 2 t engine lift.",
    ),
]
