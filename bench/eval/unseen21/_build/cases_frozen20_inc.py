"""unseen21 frozen20 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices and industries the earlier sets did not use (an emergency-call
transcript at a controlled-atmosphere fruit store, a STAR-format job-interview answer about a tower-crane
climb, an exit-interview note at a can-making plant, an expert witness report on a trawler fish hold, an
ambulance patient report for a roofer, a regulator's enforcement register entry at a pet-food plant, a
safety-award citation at a radio observatory, an appraisal comment at a galvanising plant, an MSc
dissertation abstract on a sewer trench, school governors' minutes, a farm diary, a nuclear outage daily
report, a rocket-engine test-stand anomaly log, a teleport ground-station near miss, a welding contractor's
invoice dispute, a refrigeration engineer's service report in a supermarket plant room, an insurance
broker's renewal questionnaire, a care-home maintenance diary, parish council minutes and an alpine refuge
warden's logbook). Each label was written together with its text and is never changed afterwards. Plain
data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Emergency call transcript, fruit packhouse: 'My colleague went into controlled-atmosphere store 6 to "
        "check the apples and he's lying on the floor inside the door, the sign says low oxygen' - 'Do not go "
        "in after him, the fire service is on the way with breathing apparatus' - the store had been sealed at "
        "1% oxygen for the season and he opened the door and walked in alone to take a fruit sample.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Walking into a sealed low-oxygen fruit store is a confined space entry; the atmosphere had to be "
        "ventilated and tested and an attendant posted.",
    ),
    inc(
        "Interview answer (STAR), site supervisor candidate: Situation - we were climbing the tower crane on a "
        "city-centre housing job, jacking the top up to insert a new 5.8 t mast section with the crew on the "
        "climbing frame 40 m up. Task - I was the lifting supervisor. Action - the gusts hit 50 km/h on the "
        "anemometer, so I stopped the climb with the frame pinned and got everyone down. Result - we finished the "
        "next morning in 20 km/h and the client used it as a toolbox talk.",
        [LIFT, WAH],
        [LOTO],
        [HW, CSE, EX, RT, CW],
        "Climbing a tower crane with a 5.8 t mast section is a lifting operation, and the crew worked on the "
        "climbing frame 40 m up.",
    ),
    inc(
        "Exit interview note, can-making plant: the leaver said the body-maker guard interlock on line 2 had been "
        "tied back with a cable tie for months so jams could be cleared with the press still powered, and that he "
        "cleared one that way the week before he left. He said nobody ever locked off the 415 V drive for a jam "
        "because it took ten minutes to get the electrician.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Clearing a jam in a press needs its 415 V drive isolated and locked; the tied-back interlock is a "
        "bypassed safeguard (Cold Work optional).",
    ),
    inc(
        "Expert witness report extract, fishing trawler: after an ammonia leak from the refrigeration coil in the "
        "fish hold, the deckhand went down through the hatch to shovel ice before the hold had been ventilated or "
        "tested, and was overcome at the foot of the ladder. In my opinion the hold should have been treated as a "
        "confined space, with the refrigeration plant isolated and the coil leak made safe before anyone went "
        "down.",
        [CSE],
        [LOTO, CW],
        [HW, EX, RT, LIFT, VE],
        "Going down into a fish hold after an ammonia leak is a confined space entry; isolating the refrigeration "
        "plant and making the coil safe are optional extras.",
    ),
    inc(
        "Ambulance patient report form, presenting complaint: roofer, 52, fell about 6 m from the flat roof of a "
        "care home while torching on felt with a propane burner, no edge protection, landed on grass. "
        "Partial-thickness burns to the right forearm from the torch and a suspected wrist fracture; scene safe, "
        "small fire on the roof put out by staff.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Torch-on felt is hot work, done at an unprotected roof edge about 6 m up.",
    ),
    inc(
        "Enforcement register entry, pet-food manufacturer: prohibition notice served after an operator changed "
        "the die plate on extruder 3 with the 90 kW main drive stopped from the panel but not isolated, and the "
        "screw turned when a colleague pressed start to clear a blockage. The notice requires isolation and "
        "locking of the extruder drive before any die change.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "A die change on an extruder needs the main drive isolated and locked, not just stopped.",
    ),
    inc(
        "Safety award citation, radio observatory: our technician refused to climb onto the 25 m dish surface to "
        "replace a feed-support bolt until the elevation and azimuth drives had been locked off at the drive "
        "cabinet and the dish parked and pinned, even though the schedule was slipping. The climb was done on a "
        "twin-lanyard harness from the maintenance cage and the telescope was back observing that night.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "Climbing onto a dish 25 m up is work at height, and the dish drives had to be locked off first; a radio "
        "telescope is not radiography.",
    ),
    inc(
        "Annual appraisal comment, galvanising plant maintenance lead: planned and ran the replacement of the 14 t "
        "zinc kettle in the summer shutdown, with the old kettle lifted out by a 200 t mobile crane through the "
        "removed roof sheets and the new one set in first time. Good lift planning and a clean exclusion zone; "
        "next year's objective is to cut the furnace cool-down time.",
        [LIFT],
        [WAH, VE],
        [CSE, EX, RT],
        "A 14 t kettle lifted by mobile crane is a lifting operation; the removed roof sheets and the crane on a "
        "non-process site are optional Working at Height and Vehicle Entry.",
    ),
    inc(
        "Dissertation abstract (MSc construction management): this study reconstructs a trench collapse during a "
        "new sewer connection in a residential street, where the trench was dug by excavator to 2.4 m in wet sandy "
        "ground without shoring or a trench box and a pipe layer was buried to the chest. It argues that the "
        "protective system should have been designed before digging started and that the spoil heap at the edge "
        "added to the load.",
        [EX],
        [VE, CSE],
        [HW, RT, LIFT, LOTO, WAH],
        "A 2.4 m machine-dug trench needs an excavation permit with a protective system; the excavator in a "
        "street and the deep trench are optional Vehicle Entry and Confined Space Entry.",
    ),
    inc(
        "School governors' minutes, premises item: the caretaker changed the fluorescent tube in the staff room "
        "standing on a sturdy chair about 0.5 m up, with the light switched off at the wall, and asked whether he "
        "should have a stepladder; governors agreed to buy one.",
        [],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "A lamp change from 0.5 m is below the height threshold and needs no permit; switching off at the wall "
        "could be called an isolation, so Electrical/LOTO is optional.",
    ),
    inc(
        "Farm diary, Tuesday: contractor came with the 8 t digger to lay the new water main to the far cattle "
        "troughs, trench 1.5 m deep across the low field, and broke through the old clay field drain at the hedge "
        "so the trench half filled with water. Had to pump it out and board the sides before his lad would go "
        "back down to join the pipe.",
        [EX],
        [VE, CSE],
        [HW, RT, LIFT, LOTO, WAH],
        "A 1.5 m machine-dug trench that someone works in needs an excavation permit with shoring; the digger on "
        "farmland is optional Vehicle Entry.",
    ),
    inc(
        "Outage daily report, nuclear power station, day 14: gamma radiography of six feedwater line welds in the "
        "turbine hall was completed overnight from the 4 m scaffold, with the Ir-192 barrier moved twice because a "
        "contractor crew walked in at the east stair. Shots were re-taken after the area was re-cleared; no dose "
        "above the investigation level.",
        [RT, WAH],
        [],
        [CSE, EX, LIFT, VE, LOTO],
        "Gamma radiography of welds needs a radiography permit and barrier, done here from a 4 m scaffold.",
    ),
    inc(
        "Test-stand anomaly log, rocket engine test site: a technician loosened the RP-1 fuel feed flange at the "
        "run tank to change a filter screen before the line had been vented, and about 20 litres of kerosene "
        "sprayed over the stand deck. Hot-fire tests were suspended until the line-break procedure was revised to "
        "require venting, draining and a signed line-break permit.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a fuel line flange is a line break (Cold Work); the 'hot-fire tests' are engine firings, not "
        "hot work in the job.",
    ),
    inc(
        "Near-miss report, satellite teleport: an engineer went up in a cherry picker to the feed horn 12 m up on "
        "the 9 m antenna while the 400 V high-power amplifier was still transmitting, because the lockout list for "
        "the antenna did not include the HPA cabinet. The RF alarm on his personal monitor sounded and he came "
        "down before any exposure above the limit.",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, CW],
        "The amplifier feeding the horn had to be isolated and locked before anyone went up, and the work was "
        "12 m up from a cherry picker; RF is not ionising radiation.",
    ),
    inc(
        "Invoice dispute letter, welding contractor to a plasterboard plant: we do not accept the back-charge for "
        "the dryer duct fire, because your production manager asked our welder to patch the exhaust duct from "
        "outside while the line ran and no hot work permit or fire watch was offered. The paper dust inside the "
        "duct caught and the fire ran to the stack, but our man stopped as soon as he saw smoke.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE],
        "Welding a patch on a dust-laden dryer duct is hot work needing a permit and fire watch; working on the "
        "running line is optional Cold Work.",
    ),
    inc(
        "Refrigeration engineer's service report, supermarket plant room: I removed the cap from a service valve "
        "on the 45 bar CO2 gas-cooler line thinking the section was isolated, the valve core was passing and the "
        "cap blew off, and I got a frost burn to my fingers. Should have closed and vented the section and proved "
        "zero pressure first; customer advised.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a service valve on a 45 bar CO2 line breaks containment and needs the section isolated and "
        "vented (Cold Work).",
    ),
    inc(
        "Insurance broker's renewal questionnaire, question 14 (any incidents in the last 12 months?): yes - a "
        "farm tractor delivering returned drums was waved into our xylene tank compound at the agrochemical "
        "formulation plant without a spark arrestor or escort while a tank was being filled, and was sent back "
        "out by the tank-farm operator. Vehicle access to the compound now needs a vehicle entry permit and a gas "
        "test.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO, WAH],
        "An engine-driven tractor entering a solvent tank compound during filling needs a vehicle entry permit.",
    ),
    inc(
        "Care-home maintenance diary: replaced the blown 13 A plug fuse on the laundry iron and on the day-room "
        "kettle, both unplugged first, and tested them on the PAT tester; no other jobs today.",
        [],
        [],
        list(ALL),
        "Changing plug fuses on unplugged appliances needs no permit.",
    ),
    inc(
        "Parish council minutes, matters arising: the Christmas tree in the village hall fell over during the carol "
        "service when a child pulled on the lights, nobody was hurt, and the clerk will buy a heavier stand.",
        [],
        [],
        list(ALL),
        "A tree falling over in a village hall involves no work that needs a permit.",
    ),
    inc(
        "Alpine refuge warden's logbook: the welder from the valley repaired the crack in the refuge's "
        "3,000-litre heating-oil tank by welding from inside it after it had been emptied but not cleaned, and the "
        "vapour flashed; he got out through the manhole with singed eyebrows and the tank is out of use.",
        [HW, CSE],
        [CW],
        [EX, RT, LIFT, VE, LOTO],
        "Welding inside an oil tank is hot work and a confined space entry, and the tank had to be cleaned and "
        "gas-freed first (optional Cold Work).",
    ),
]
