"""unseen20 frozen19 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in paperwork voices the earlier sets did not use (an apprentice's logbook, an HR
disciplinary outcome letter, a quality non-conformance report, an e-mail to head office, a press statement,
a contractor prequalification answer, a mentor's feedback form, an accident-book entry, an insurance claim
form, an archaeology site diary, a management-review slide, a fire-service incident record, a works-council
minute, a claims adjuster's note, a health-surveillance note, a client weekly report), from settings the
work orders cannot hold; each label was written together with its text and is never changed afterwards.
Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Apprentice's logbook, observatory, week 31: the technician reached into the dome rotation gear to "
        "clear a jammed cable tie with only the hand controller switched off, and an astronomer in the control "
        "room started a remote slew. The gear moved about 10 cm and trapped his glove. From now on the 400 V "
        "dome drive is locked off at the isolator before anyone puts hands in the gear.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Hands in the dome drive gear needed the 400 V drive isolated and locked, not just the hand controller "
        "switched off.",
    ),
    inc(
        "Management-review slide, fish-meal plant: an operator climbed into the fish silage tank to clear the "
        "pump suction strainer with the agitator stopped only at the local push button, and collapsed from "
        "hydrogen sulphide within a minute. His rescuer was pulled out by the line from the manway. Actions: "
        "entry permit with gas test, attendant and rescue set, agitator locked at the MCC.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the silage tank needed Confined Space Entry with an H2S test, and the agitator needed locking "
        "at the MCC, as a push button is never an isolation.",
    ),
    inc(
        "HR disciplinary outcome letter, vehicle dismantler: on 4 May you cut the rear subframe of a scrap car "
        "with an oxy-propane torch in the yard without removing the fuel tank or asking for a hot work permit, "
        "and the tank vapour ignited. You are issued a final written warning.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, WAH, LOTO],
        "Flame cutting outside a designated bay near a fuel tank needed a hot work permit with the tank removed "
        "and a fire watch.",
    ),
    inc(
        "Press statement, racecourse: a contractor replacing a translucent sheet on the grandstand roof, "
        "about 12 m up, stepped off the crawling board onto the old sheet and fell through onto the safety "
        "netting below. He was unhurt. Roof work is suspended until edge protection and boards are in place "
        "across the whole bay.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, CW],
        "Work on a fragile roof at 12 m needed a working at height permit with boards and edge protection.",
    ),
    inc(
        "Shopping centre, escalator contractor's e-mail to head office: our engineer went down into the lower "
        "escalator truss pit to grease the step chain with the main switch left on, and a cleaner pressed the "
        "start key upstairs. The steps moved while his arm was on the chain, with bruising only. Lockout at "
        "the main switch is now mandatory before any pit work.",
        [LOTO],
        [CSE],
        [HW, EX, RT, LIFT, VE, WAH],
        "Working on the step chain needed the escalator main switch locked off; whether the small truss pit is "
        "a confined space depends on the site's classification, so that is optional.",
    ),
    inc(
        "Insurance claim form, car wash, question 6 (describe what happened): an attendant climbed down into "
        "the 1.8 m silt interceptor to recover a dropped pressure-washer lance without testing the air, felt "
        "dizzy and was helped out by a colleague. The pit had been covered for a week and the air was later "
        "measured at 17 % oxygen.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "Climbing into a covered 1.8 m interceptor pit is confined space entry, needing a gas test and an "
        "attendant.",
    ),
    inc(
        "Fire-service incident record, cotton ginning mill: a maintenance welder repaired a cracked bracket on "
        "a gin stand without covering the lint flue beside it, and sparks lit the lint in the flue. The fire "
        "spread to the lint room before the crew put it out.",
        [HW],
        [LOTO],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Welding in a lint-laden ginning hall needed a hot work permit with covers and a fire watch; whether the "
        "gin stand was also locked off is not stated, so LOTO is optional.",
    ),
    inc(
        "Non-conformance report, dredger refit yard: cutter-ladder repair welds were radiographed with an "
        "Ir-192 projector while a painting gang was still working inside the barrier on the far side of the "
        "hull. The gang received an estimated 15 microsievert each. The yard now sweeps the boundary and posts "
        "guards before every exposure.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO, CW],
        "Gamma radiography of the welds needed a radiography permit with a cleared and guarded boundary.",
    ),
    inc(
        "Accident book entry, livestock auction mart: a drover was kicked on the thigh by a bullock while "
        "penning cattle in ring 2. Bruising, first aid given, returned to work.",
        [],
        [],
        ALL,
        "Animal handling injury during normal mart work; no permit-to-work activity.",
    ),
    inc(
        "Hospital estates, claims adjuster's note: the laundry technician changed a heater element in the "
        "tunnel dryer after switching off at the local panel only; a second 400 V feed from the other board "
        "was still live and he received a shock through the terminal block. The dryer now has a labelled "
        "dual-supply isolation point to be locked before work.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Changing a heater element on a 400 V dryer needed both supplies isolated, locked and proved dead.",
    ),
    inc(
        "Cannery, mentor's feedback form: you entered retort 4 to clean the basket rails while the steam "
        "supply was held by one closed valve only, and steam passed into the retort. You got out with a minor "
        "scald. Next time the steam and water lines are double-blocked or spaded and the entry is on a permit "
        "with an attendant.",
        [CSE],
        [CW, LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering a retort is confined space entry, with positive isolation of the steam; the line isolation "
        "can be covered by a separate cold work or lockout certificate, so both are optional.",
    ),
    inc(
        "Organ builders' insurance claim: while tuning the pipes in the swell box the voicer stood on the top "
        "rung of a 3.5 m ladder resting against the pipe rack, and the ladder slid. He fell into the organ "
        "loft and broke his wrist.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, CW],
        "Working from a 3.5 m ladder is working at height, needing a secured ladder or a platform.",
    ),
    inc(
        "Archaeology unit site diary, 14 June: on the watching brief for the new housing estate, the "
        "contractor's mini excavator struck a live 11 kV cable at 0.9 m that was not on the drawings. No one "
        "was hurt, but the trench is now hand dug within 0.5 m of any located service.",
        [EX],
        [LOTO],
        [HW, CSE, RT, LIFT, WAH, CW],
        "A machine dig to 0.9 m needed an excavation permit with service location; the cable owner's isolation "
        "is optional.",
    ),
    inc(
        "Works-council minute, whisky bond: a hired diesel forklift that was not explosion-protected drove "
        "into the spirit filling hall to move casks while filling was running. The shift leader stopped it at "
        "the door. Only site forklifts with zone-rated protection may now enter the hall, and others on a "
        "vehicle entry permit.",
        [VE],
        [],
        [HW, CSE, EX, RT, WAH, LOTO, CW],
        "A non-protected diesel forklift entering a spirit vapour area needed a vehicle entry permit and gas "
        "test.",
    ),
    inc(
        "Concert hall, press statement: during the get-in a 1.4 t loudspeaker array flown on two chain hoists "
        "swung into the lighting truss when one hoist ran faster than the other. Nobody was under it. All flown "
        "loads now have a lift plan and a synchronised hoist controller.",
        [LIFT],
        [WAH],
        [HW, CSE, EX, RT, VE, LOTO, CW],
        "Flying a 1.4 t array on hoists is a lift over 1 t needing a lift plan; rigging at height is optional as "
        "its details are not given.",
    ),
    inc(
        "Contractor prequalification answer, question 12 (last reportable incident): our fitter opened a "
        "flange on the hot-water loop of a juice pasteuriser at a cider mill, believing it drained. The loop "
        "was still at 85 degC and 2 bar and he was scalded on the forearm.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a flange on a pressurised hot-water loop needed a cold work permit with the loop isolated, "
        "drained and proved.",
    ),
    inc(
        "Auction house, health-surveillance note: a porter strained his lower back carrying a 30 kg 1950s "
        "radiogram cabinet down the saleroom stairs on his own. Manual handling refresher booked.",
        [],
        [],
        ALL,
        "A manual handling strain; 'radiogram' is a radio-gramophone, and no lifting equipment or radiation is "
        "involved.",
    ),
    inc(
        "Planetarium, client weekly report: a visitor tripped on a floor cable in the darkened dome during the "
        "evening show. The cable was taped down the next morning.",
        [],
        [],
        ALL,
        "A visitor trip in a show dome; no permit-to-work activity.",
    ),
    inc(
        "Fireworks factory, claims adjuster's note: a fitter ground a burr off a press tool in the mixing room "
        "with an angle grinder while the room had not been cleaned of powder, and a flash burned his hands. "
        "The press was also found not locked off.",
        [HW, LOTO],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Grinding in an explosive-powder room needed a hot work permit with the room cleaned; work on the "
        "press tool needed the press locked off.",
    ),
    inc(
        "Oil-seed crushing plant, accident-book entry: a contractor's diesel pickup drove past the barrier "
        "into the hexane extraction area to drop tools and stalled by the desolventiser. No ignition. "
        "Vehicles now enter only on a permit with a gas test and a spark arrestor.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel pickup entering a hexane extraction area needed a vehicle entry permit.",
    ),
]
