"""unseen23 frozen22 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices the earlier sets did not use (a film set first assistant director's daily
report, a craft bakery's production manager, a museum conservator, a cemetery sexton, a data-centre shift log,
a dairy farmer's diary, a school caretaker's log, an LPG bottling depot manager's e-mail, a wind-turbine
technician's service report, a cheese factory QA note, a tram depot foreman's report, a car repair garage's
insurance claim, a crematorium technician's report, a hairdresser's accident book, a library volunteer's
note, a choir secretary's rehearsal note, a racecourse groundsman's log, a paint factory batch report, an
airport fuel farm occurrence report and a jeweller's removal job sheet), from industries the work orders
cannot hold. Each label was written together with its text and is never changed afterwards.
Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "First AD's daily report, day 23: a lighting rigger unclipped his lanyard to step across a gap on the "
        "studio truss 8 m up and fell onto the stage deck. There was no rescue plan and no one had checked "
        "the rigging crew's harness use since the morning call.",
        [WAH],
        [],
        [HW, CSE, EX, RT, VE, CW],
        "Rigging on a truss at 8 m is work at height.",
    ),
    inc(
        "Production manager to the owners: our mixer lad climbed in through the top hatch of flour silo 2 to "
        "knock down a bridged crust and sank to his chest before the others hauled him out with the rope. "
        "The rotary valve under the silo was still switched on at the panel and no one had tested the air or "
        "posted anyone at the hatch.",
        [CSE],
        [LOTO, WAH],
        [HW, EX, RT, VE],
        "Climbing into a flour silo is a confined space entry; locking the rotary valve and the climb to the "
        "top hatch are optional.",
    ),
    inc(
        "Conservator's report: while we X-rayed the bronze horse in gallery 4 with the portable 160 kV tube, "
        "two visitors walked past the rope line because the warning lamp at the far door had not been plugged "
        "in. The controlled area was not staffed on that side.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH],
        "Industrial X-ray of an artwork in a gallery is radiography work with a controlled area.",
    ),
    inc(
        "Sexton's incident note: the side of grave 117 in the clay section collapsed at about 1.8 m while the "
        "assistant was trimming the bottom by hand, burying his legs. The shoring boards were still on the "
        "trailer.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, LOTO, WAH],
        "A grave dug to 1.8 m needs an excavation permit with support before anyone goes in.",
    ),
    inc(
        "Data hall shift log 03:20: the contractor inserted a tap-off unit into the live 400 V busway above "
        "rack row F without the method statement for energised work, and it flashed over and tripped the "
        "section. He had a face shield but no arc-rated clothing.",
        [LOTO],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "Work on a live 400 V busway needs electrical isolation or an energised-work permit; the overhead "
        "busway may be at height.",
    ),
    inc(
        "Farm diary, Tuesday: Tom went down the ladder into the slurry reception pit to free the mixer "
        "propeller and collapsed at the bottom; his brother followed him down and went over too. The fire "
        "brigade got them out with breathing sets and said the pit was full of hydrogen sulphide.",
        [CSE],
        [LOTO],
        [HW, EX, RT, VE, LIFT],
        "Going into a slurry pit is a confined space entry with an H2S hazard; isolating the mixer is optional "
        "electrical isolation.",
    ),
    inc(
        "Caretaker's log: I used the blowlamp to thaw the frozen rising main in the roof void above the "
        "staffroom and the felt lagging started smouldering behind the joist. I put it out with the kettle "
        "water and stayed up there for half an hour.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "A blowlamp near combustible lagging in a roof void is hot work needing a fire watch.",
    ),
    inc(
        "Depot manager to the regional office: the agency driver brought the yard's diesel forklift into the "
        "cylinder filling hall to move a cage of empties while the carousel was filling propane. The hall is "
        "zoned and only the gas-proof electric trucks are allowed in.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO, WAH],
        "A diesel forklift entering a zoned LPG filling hall is a vehicle entry into a hazardous area.",
    ),
    inc(
        "Service report WTG-14: the 1.2 t yaw gear was being lowered out of the nacelle with the onboard "
        "service crane when the tag line snagged on the tower door and the load spun into the tower shell. "
        "No lift plan had been written for the gear change.",
        [LIFT],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Lowering a 1.2 t gear with the service crane is a lift needing a plan; the nacelle hatch work is "
        "optional height.",
    ),
    inc(
        "QA note: a fitter split the flange on the CIP return line to change a sight glass while the line was "
        "still under caustic at 2 bar, and sprayed his forearm and the cheese vat. Nobody had drained or "
        "isolated the line first.",
        [CW],
        [],
        [HW, CSE, EX, RT, VE, LIFT, WAH],
        "Breaking a CIP line that holds caustic is breaking containment under a cold work permit.",
    ),
    inc(
        "Depot foreman's report: a fitter climbed onto the roof of tram 3017 on road 4 to check a pantograph "
        "while the 750 V overhead line on that road was still energised. The isolation request had been made "
        "for road 5 by mistake.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT],
        "Work near a 750 V DC overhead line needs it isolated and earthed; the tram roof is work at height.",
    ),
    inc(
        "Garage insurance claim: our mechanic MIG welded a new exhaust bracket under the customer's car "
        "without dropping the fuel tank, and the vapour from the filler neck caught fire. The workshop "
        "extinguisher was empty.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, LOTO, WAH],
        "Welding next to a fuel tank is hot work that needs the tank removed or protected and a charged "
        "extinguisher.",
    ),
    inc(
        "Crematorium technician's report: I went into cremator 2 through the loading door to patch the hearth "
        "refractory while the fan of cremator 1 was still pulling on the shared flue. The temperature inside "
        "was still 60 C and I got dizzy after twenty minutes.",
        [CSE],
        [LOTO],
        [EX, RT, LIFT, VE, WAH],
        "Entering a cremator chamber is a confined space entry; isolating the shared flue fan is optional "
        "electrical isolation.",
    ),
    inc(
        "Salon accident book: a junior burnt her wrist on the hot straighteners while tidying the station "
        "after close. Cold water for ten minutes, dressing applied.",
        [],
        [],
        ALL,
        "A burn from hair straighteners at a salon needs no permit.",
    ),
    inc(
        "Library volunteer's note: I slipped off the kick step, about 40 cm high, while shelving in the local "
        "history room and bruised my hip. The step has been checked and is fine.",
        [],
        [],
        ALL,
        "A slip from a 40 cm kick step is below any height threshold and needs no permit.",
    ),
    inc(
        "Choir secretary's note: the tenors really lifted the roof in the Handel, and it got so hot under the "
        "stage lights that a soprano fainted during the second half. She recovered with water and sat out the "
        "rest.",
        [],
        [],
        ALL,
        "A choir rehearsal; lifting the roof and hot lights are figures of speech and stage heat.",
    ),
    inc(
        "Groundsman's log: the post driver on the tractor was hammering new running-rail posts along the back "
        "straight when the seventh post went through the buried supply cable to the photo-finish tower. No "
        "cable plan had been checked and nobody scanned the line.",
        [EX],
        [LOTO, VE],
        [HW, CSE, RT, LIFT, WAH],
        "Driving posts is ground disturbance needing an excavation permit with a utility scan.",
    ),
    inc(
        "Batch report PB-0412: the operator reached into the disperser tank to scrape the blade while the "
        "drive was only stopped at the push button, and a colleague restarted it from the panel. He lost the "
        "tip of a finger.",
        [LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Cleaning a disperser blade needs the drive locked out, not just stopped at the button.",
    ),
    inc(
        "Fuel farm occurrence report: the fitter unbolted the strainer lid on hydrant pit valve 27 without "
        "bleeding the line down, and Jet A-1 sprayed across the apron. The refueller truck parked next to the "
        "pit had to be moved away.",
        [CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, WAH],
        "Opening a strainer on a pressurised fuel hydrant line is breaking containment; the refueller on the "
        "apron is optional vehicle entry.",
    ),
    inc(
        "Removals job sheet: our HIAB was lifting the 1.1 t safe up to the jeweller's first-floor window when "
        "the outrigger pad sank into the pavement cellar light and the crane tilted. The load was set down "
        "on the street without injury.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "A 1.1 t safe by lorry-mounted crane is a lift needing a lift plan and ground check.",
    ),
]
