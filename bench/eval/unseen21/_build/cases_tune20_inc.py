"""unseen21 tune20 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices the earlier sets did not use (an air-accident-style bulletin, a fire
and rescue service investigation note, a union safety representative's inspection notice, a boatyard
foreman's message to an owner, a broadcaster's transmitter fault log, an employment agency's incident
notification to its client, an investor update, a radiation protection adviser's letter, an estate manager's
report to trustees, a medical-gas authorised person's log, a school business manager's e-mail to governors,
a stage manager's show report, a ground-handling shift report, a signalling technician's fault log, an
exhibition installer's site diary, a plumber's invoice note, a building-control officer's site note, a
wedding venue's incident log, a call-centre HR note and a food-bank volunteer rota note), from industries
the work orders cannot hold. Each label was written together with its text and is never changed afterwards.
Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Bulletin, helicopter operations: during an underslung lift of a 0.9 t air-handling unit onto a "
        "hospital roof, the unit began to rotate in the downwash and struck the roof parapet before the pilot "
        "set it down, and the two roof crew had not been briefed on the hook-up signals. The lift had no "
        "written lift plan and no exclusion zone on the roof.",
        [LIFT],
        [WAH, LOTO],
        [HW, CSE, EX, RT, CW],
        "An underslung helicopter lift of a 0.9 t unit is a planned lifting operation; the roof crew near the "
        "edge and the unit's power connections are optional.",
    ),
    inc(
        "Fire and rescue service investigation note: a car body at the scrapyard was being cut with a gas axe "
        "to free the engine when the petrol tank, which had not been drained or removed, ignited and spread "
        "fire to two neighbouring wrecks. The cutter suffered burns to both hands.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, WAH, LOTO, VE],
        "Gas-axe cutting is hot work; draining the fuel tank first is optional cold work.",
    ),
    inc(
        "Union safety representative's inspection notice, ready-mix concrete plant: on 3 March a driver was "
        "lowered into cement silo 2 to break down hung-up cement with a bar while the discharge screw was "
        "only stopped at the panel, not isolated and locked. We ask that no one enters a silo again without "
        "an entry permit, a rescue plan and the screw locked off.",
        [CSE, LOTO],
        [WAH],
        [HW, EX, RT, LIFT, VE, CW],
        "Going down into a cement silo is a confined space entry and the discharge screw must be isolated "
        "and locked; working at the silo roof hatch is optional.",
    ),
    inc(
        "Message from the boatyard foreman to the owner: your apprentice climbed into the yacht's diesel day "
        "tank through the inspection hatch to mop out the water and sludge, and he came out dizzy after "
        "twenty minutes with nobody outside the hatch. From now on we ventilate and gas test the tank and keep "
        "a man at the hatch.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "Climbing into a fuel tank through its hatch is a confined space entry; opening and cleaning the tank "
        "is optional cold work.",
    ),
    inc(
        "Transmitter fault log, main mast: 11:40 rigger at 140 m reported skin heating near the FM antenna "
        "panels; the standby transmitter had been switched to antenna by remote from the network centre while "
        "the main one was locked off. 11:42 all transmitters off air, rigger descended, climb suspended until "
        "both transmitters are locked out at the combiner.",
        [WAH, LOTO],
        [LIFT],
        [HW, CSE, EX, RT, VE, CW],
        "Climbing a 140 m mast is working at height, and every transmitter feeding the antenna must be "
        "isolated and locked; hauling antenna panels is an optional lift.",
    ),
    inc(
        "Employment agency incident notification to client, furniture factory: our agency worker was changing "
        "the drive belt on the spray booth extract fan when a colleague restarted the booth from the panel, "
        "and his fingers were caught between the belt and pulley. The fan's isolator was switched off but not "
        "locked, and no one had told the paint line the fan was being worked on.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Working on the fan drive needs the fan isolated and locked at its isolator; a switch that is only "
        "turned off is not an isolation.",
    ),
    inc(
        "Investor update, tyre pyrolysis plant: in February a contractor's diesel wheel loader was driven "
        "into the pyrolysis oil tank compound to move a skip, with the oil tanks venting, and an exhaust "
        "spark set light to oil-soaked ground by the bund wall. The fire was put out by site staff and the "
        "loader now stays outside the compound unless a vehicle entry permit and gas test are in place.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel loader entering a flammable oil tank compound needs a vehicle entry permit.",
    ),
    inc(
        "Letter from the radiation protection adviser to a wind-tower fabrication yard: during night "
        "radiography of a tower flange weld with a 20 Ci Ir-192 source, the controlled area barrier on the "
        "yard road had been moved by a forklift driver and a welder walked within 4 m of the exposure. "
        "Please reinstate the barrier checks and the pre-exposure sweep before further work.",
        [RT],
        [WAH],
        [HW, CSE, EX, LIFT, VE, CW, LOTO],
        "Gamma radiography of a weld needs a radiography permit; whether the flange was reached at height is "
        "not said, so Working at Height is optional.",
    ),
    inc(
        "Estate manager's report to the trustees, stud farm: the groundworker laying the new water main to "
        "the top paddocks was in the trench at about 1.6 m when the side fell in to his waist. The trench had "
        "no support or batter, and the excavator driver dug him out by hand.",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH, LOTO, CW],
        "A 1.6 m trench needs an excavation permit and a protective system; the excavator on a farm is an "
        "optional vehicle entry.",
    ),
    inc(
        "Medical gas log, authorised person: a contractor undid a union on the oxygen pipeline in ward 6 "
        "ceiling void to add a new outlet without an isolation and without the ward being told, and the zone "
        "alarm sounded as oxygen vented into the void. The line must only be broken under a medical gas "
        "permit with the zone valve closed and the ward on cylinders.",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking into a live oxygen pipeline is breaking containment (Cold Work); a ceiling void may need a "
        "step-up, so Working at Height is optional.",
    ),
    inc(
        "E-mail from the school business manager to governors: one of the solar installers stepped back onto "
        "a rooflight on the sports hall roof, about 8 m up, and it held only because of the mesh under it. "
        "The installer has now fitted edge protection and covers over every rooflight before carrying on.",
        [WAH],
        [LOTO, LIFT],
        [HW, CSE, EX, RT, CW],
        "Work on a roof 8 m up beside fragile rooflights is working at height; connecting the panels and "
        "lifting them onto the roof are optional.",
    ),
    inc(
        "Stage manager's show report, Act 2 notes: during the afternoon build a carpenter MIG-welded a bracket "
        "onto the steel revolve in the paint shop while the scenic artists were spraying solvent-based "
        "glaze, and the spatter lit a rag. Extinguished at once, but no more welding in the paint shop, "
        "and a hot work permit is needed for any welding outside the metal shop.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "MIG welding outside the designated metal shop, beside solvent spraying, is hot work.",
    ),
    inc(
        "Ground-handling shift report: while transferring de-icing fluid from the bowser to the storage tank "
        "with a temporary hose, the hose coupling parted and about 200 litres went into the apron drain. "
        "Transfers now use the fixed fill point and a checked hose under a transfer permit.",
        [CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A temporary hose transfer is cold work; the bowser on an apron that is not a process area makes "
        "Vehicle Entry optional.",
    ),
    inc(
        "Signalling technician's fault log, level crossing 14: barrier motor on the up side replaced after a "
        "gearbox failure, but the 110 V AC supply was only switched off at the local isolator without a lock "
        "and the crossing controller restored it during the test sequence. The technician was not hurt.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Replacing a 110 V AC barrier motor needs its supply isolated and locked; 110 V AC is above "
        "extra-low voltage.",
    ),
    inc(
        "Exhibition installer's site diary, Tuesday: hung the 1.8 t dinosaur skeleton cast from the gallery "
        "roof trusses on four chain hoists, but hoist 3 slipped a link at 2 m and the cast tilted until we "
        "lowered it back onto the trolleys. Tomorrow the hoist supplier checks all four before we try again.",
        [LIFT],
        [WAH],
        [HW, CSE, EX, RT, VE, CW, LOTO],
        "Raising a 1.8 t load on chain hoists is a lifting operation over 1 t; rigging at the roof trusses "
        "may be at height, so Working at Height is optional.",
    ),
    inc(
        "Plumber's invoice, notes: extra charge for the sewer connection, which had to be dug by mini digger "
        "to 2 m in the street instead of 1.2 m, and on the way down the bucket caught an unmarked gas service "
        "that the gas board then had to make safe. Trench was boxed below 1.2 m.",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 2 m machine-dug trench that exposed a gas service needs an excavation permit; a mini digger in a "
        "street is an optional vehicle entry.",
    ),
    inc(
        "Building-control officer's site note: roofer was brazing the copper refrigeration lines for the new "
        "condensers at the edge of the supermarket roof, 6 m up, with no edge protection and no extinguisher. "
        "Work stopped until guard rails are up and a hot work permit is issued.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE, CW, LOTO],
        "Brazing with a torch is hot work, and working at an unprotected roof edge 6 m up is working at "
        "height.",
    ),
    inc(
        "Wedding venue incident log: at 22:15 a guest caught her heel on a marquee guy rope by the bar and "
        "sprained her ankle, first aid given and ice applied. Guy ropes near the bar are now marked with "
        "white tape.",
        [],
        [],
        ALL,
        "A guest tripping on a guy rope involves no permit work.",
    ),
    inc(
        "Call-centre HR note: agent reported a loud screech in her headset during a call and ringing in her "
        "left ear afterwards, and the headset has been replaced and the case referred to occupational health.",
        [],
        [],
        ALL,
        "An acoustic shock from a headset involves no permit work.",
    ),
    inc(
        "Food-bank volunteer rota note: Graham strained his back lifting a 12 kg crate of tins from the floor "
        "to the top shelf, so crates now go on the lower shelves and two people move anything heavy.",
        [],
        [],
        ALL,
        "Moving a 12 kg crate by hand is manual handling, not a lifting operation; no permit.",
    ),
]
