"""unseen14 frozen13 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings and narrative styles the earlier blind sets did not use; each
label was written together with its text and is never changed afterwards. Plain data read by build.py.
frozen13 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "From an organ builder's memoir: that winter I stepped back off the swell-box walkway to admire a "
        "pipe and dropped six metres into the concert hall stalls. There was no rail up there and I had "
        "never thought to clip on.",
        [WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "Work on a 6 m organ walkway without edge protection needed fall protection under a height permit.",
    ),
    inc(
        "Radio news: a fairground technician was badly hurt on Saturday when the big wheel's 400 V drive "
        "restarted while he was changing a gondola drive tyre. Police say the control key had been left in "
        "the operator's booth.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Changing a drive tyre needed the 400 V drive isolated and locked, not a key left in a booth.",
    ),
    inc(
        "Master's note of protest: on arrival in port the deckhand went down into the fish hold to free the "
        "ice chute and collapsed in air spoiled by rotting catch. The bosun who followed him was also "
        "overcome before both were hauled out.",
        [CSE],
        [],
        [HW, EX, RT, VE, LIFT],
        "A fish hold with oxygen-depleted air is a confined space; the entry needed testing, an attendant "
        "and rescue gear.",
    ),
    inc(
        "Case study for discussion: a chimney sweep used a blowlamp on a bakery roof to free a seized flue "
        "cowl, four metres above the yard, and set the roof felt alight. What controls should the job "
        "have had?",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE],
        "A blowlamp is an open flame (Hot Work) and the job was at 4 m on a roof (Working at Height).",
    ),
    inc(
        "Thesis abstract: this study reconstructs a circus big-top collapse in which a 1.4 t lighting truss "
        "slipped from a telehandler's forks during rigging. No lift plan, slings or exclusion zone were "
        "used.",
        [LIFT],
        [VE, WAH],
        [HW, CSE, EX, RT],
        "Raising a 1.4 t truss is a lift above 1 t needing a lift plan; the telehandler on a showground is "
        "Vehicle Entry optional and riggers at the truss Working at Height optional.",
    ),
    inc(
        "Tenants' newsletter: the lift engineer working in the pit of block C's passenger lift was trapped "
        "when a resident called the car down. The landing controls had not been switched off and locked.",
        [LOTO],
        [CSE],
        [HW, EX, RT, VE],
        "Working in a lift pit needed the lift's supply isolated and locked; the pit is a confined space on "
        "some sites.",
    ),
    inc(
        "Aviation safety report: a hangar technician walked into the barrier zone while a contractor was "
        "taking gamma radiographs of a wing spar fitting. The warning lights had not been switched on.",
        [RT],
        [],
        [HW, CSE, EX, VE, LIFT],
        "Gamma radiography needed a radiography permit with a controlled barrier and warning signals.",
    ),
    inc(
        "Fire marshal's log: at the cotton gin a welder repairing a lint duct sent sparks into a lint "
        "pile, which smouldered unseen for an hour and then burned through the press room. No fire watch "
        "was posted.",
        [HW],
        [],
        [CSE, EX, RT, VE],
        "Welding beside combustible lint needed a hot work permit and a fire watch after the work.",
    ),
    inc(
        "Village newsletter: at the sugar beet factory a labourer was buried to the chest when the side "
        "of a 2 m flume trench fell in. The trench had no shoring or box.",
        [EX],
        [VE],
        [HW, RT, LOTO],
        "A 2 m trench needed an excavation permit with a protective system above 1.5 m; the digger that "
        "cut it is optional Vehicle Entry outside a process area.",
    ),
    inc(
        "Excise officer's report: a diesel forklift was driven into the whisky bond during a cask transfer "
        "and its hot exhaust ignited spilt spirit vapour. The bond rules allow only certified electric "
        "trucks.",
        [VE],
        [CW],
        [CSE, EX, RT, WAH],
        "An engine-driven vehicle entering a flammable-vapour area needed vehicle entry control.",
    ),
    inc(
        "Hospital estates bulletin: a plumber cut into a medical oxygen line with a pipe cutter believing "
        "it was valved off, and the ward's oxygen alarm sounded. The zone valve had never been closed or "
        "tagged.",
        [CW],
        [],
        [CSE, EX, RT, VE, WAH],
        "Cutting into a live gas line is breaking containment: Cold Work with the isolation proven first.",
    ),
    inc(
        "Theme-park bulletin: a mechanic adjusting the brake fins at the top of a 30 m drop tower was "
        "nearly struck when the gondola was raised for a test. The ride's drive had only been stopped at "
        "the console.",
        [LOTO, WAH],
        [],
        [CSE, EX, RT, VE],
        "Work at 30 m on the tower needed fall protection and the ride drive isolated and locked.",
    ),
    inc(
        "Tea estate incident card: a fitter's glove was pulled into the withering-trough fan when the "
        "supervisor switched the fans on for the morning leaf.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Working on the fan needed its supply isolated and locked.",
    ),
    inc(
        "Plantation cooperative minutes: a worker climbed into the latex concentrate tank to clear a "
        "blocked outlet and was overcome by ammonia vapour. He recovered in hospital.",
        [CSE],
        [CW],
        [HW, EX, RT, VE],
        "Entering an ammoniated latex tank needed a confined space permit with gas testing.",
    ),
    inc(
        "Scrapyard accident report: a cutter used an oxy-propane torch on a sealed 200 litre drum that "
        "had held thinners, and the lid blew off into his face.",
        [HW],
        [CW],
        [CSE, EX, RT, WAH],
        "Flame cutting a drum that held solvent needed a hot work permit with the drum cleaned and gas "
        "tested first.",
    ),
    inc(
        "Opera house technical report: the stage lift's hydraulic platform crept down onto a mechanic "
        "working beneath it because the pump was off but the accumulator was still charged.",
        [LOTO, CW],
        [],
        [HW, EX, RT, VE],
        "Work under a hydraulic platform needed the pump locked out and the stored hydraulic pressure "
        "released and blocked.",
    ),
    inc(
        "Heritage trust appeal: restoring the mosque's minaret finial meant lifting the 1.2 t crescent "
        "with a mobile crane while two steeplejacks guided it at 38 m. A gust swung the load against the "
        "balcony.",
        [LIFT, WAH],
        [VE],
        [HW, CSE, EX, RT],
        "A 1.2 t crane lift needed a lift plan and wind limits, and steeplejacks at 38 m a height permit; "
        "the crane in a town street is optional Vehicle Entry.",
    ),
    inc(
        "Planetarium visitor log: an usher changed a plug-in star-projector lamp from the floor during the "
        "interval and cut her finger on the old bulb.",
        [],
        [],
        ALL,
        "A plug-in lamp change at floor level needs no permit.",
    ),
    inc(
        "Salt-pan tour diary: a guide twisted her ankle on the dyke path while showing visitors the "
        "evaporation ponds.",
        [],
        [],
        ALL,
        "A walking tour needs no permit.",
    ),
    inc(
        "Hotel banqueting report: a sparkler on a wedding cake set off the smoke alarm and the hall was "
        "evacuated for ten minutes.",
        [],
        [],
        ALL,
        "A cake sparkler at a party is not a work activity; no permit.",
    ),
]
