"""unseen24 tune23 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from food, beverage and pharmaceutical plants, cold stores and boatyards, in
voices the earlier sets did not use (a spray-dryer operator's deviation statement, an industrial bakery
engineer's logbook, a pharma QA deviation summary, a yacht rigger's account, a GRP boat repairer's
insurance statement, a cold-store engine-room log, an ice-cream plant hygiene lead's report, a coffee
roastery's near-miss card, a cheese dairy's RIDDOR-style note, a rum distillery's security log, a biologics
plant's deviation, a refrigeration installer's crane report, a racking installer's accident form, a marina
manager's e-mail, a jam factory's visitor accident book, a frozen-food picker's OH referral, a sailing club
bosun's log, a cell-culture suite's investigation, a frozen-pea line's hygiene report and a cake factory's
goods-in near-miss). Each label was written together with its text and is never changed afterwards. Plain
data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Operator statement for the deviation: with the dryer stopped but the atomiser and exhaust fan only "
        "switched off on the HMI, I climbed into the chamber through the side door to knock a lump off the "
        "cone with the rubber mallet. The shift engineer reset an alarm from the control room and the "
        "exhaust fan started while I was inside.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, VE, LIFT],
        "Entry into a spray-dryer chamber is Confined Space Entry, and the fan and atomiser needed locking "
        "out, not an HMI stop.",
    ),
    inc(
        "Bakery engineer's log, night shift: welded a new bracket onto the tunnel oven flue on the mezzanine "
        "to stop the rattle, flour dust lying thick on the ducts around it. A smoulder started in the dust "
        "behind the flue about twenty minutes after I finished and was put out by the line leader.",
        [HW],
        [],
        [CSE, EX, RT, VE, LIFT],
        "Welding outside a welding bay among combustible flour dust is Hot Work with a fire watch.",
    ),
    inc(
        "QA deviation summary: a contractor drilling anchor holes for a new pass-through hatch in a Grade C "
        "wall hit a 230 V lighting cable hidden in the panel, tripping the corridor lights and scorching the "
        "drill. The circuit had not been identified or isolated before the work, and the wall drawings "
        "showed no cable route.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, LIFT],
        "Drilling into a wall that carries a 230 V circuit needed that circuit identified and isolated "
        "(Electrical/LOTO).",
    ),
    inc(
        "Rigger's account: the yard crane lifted the 60-foot yacht's mast onto the deck step while I rode up "
        "in a bosun's chair on the spinnaker halyard to free the backstay at about 14 m. The halyard "
        "shackle opened and I slid down ten metres before the tail jammed in the sheave.",
        [WAH, LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "A crane lift of a mast with a person working aloft at 14 m needs Lifting and Working at Height.",
    ),
    inc(
        "Statement for the insurer: we were grinding out osmosis blisters on a GRP hull in shed 2 with "
        "open tins of acetone and a fresh coat of antifouling on the next boat. A spark from the grinder "
        "lit the acetone rag bin and the shed had to be evacuated.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, LOTO],
        "Grinding beside open solvents is spark-producing work near flammables: Hot Work.",
    ),
    inc(
        "Engine room log 02:15: fitter opened the drain plug on the NH3 oil pot of compressor 2 to take an "
        "oil sample without closing the isolating valve first, and got a burst of ammonia in the face. "
        "Evacuated, alarm at 300 ppm, fitter to hospital for eye washing.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Opening an ammonia system is breaking containment (Cold Work) with isolation and draining first.",
    ),
    inc(
        "Hygiene lead's report: a sanitation operative loosened the union on the mix-tank CIP return to "
        "clear a blockage while the circuit was still running on hot caustic. The union blew apart and "
        "sprayed caustic across his visor and neck.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Breaking a running caustic CIP line is Cold Work with the circuit stopped, isolated and drained.",
    ),
    inc(
        "Near-miss card from the roastery: a packer climbed into roasted-bean silo 4 through the lower hatch "
        "to free a blockage, and the handheld gas monitor we bought after last year went off on carbon "
        "monoxide within a minute. He came straight out, nobody had tested the silo or stood at the hatch.",
        [CSE],
        [LOTO],
        [HW, EX, RT, VE, LIFT],
        "Roasted coffee gives off CO; entering the silo is Confined Space Entry with gas testing and an "
        "attendant.",
    ),
    inc(
        "Reportable incident, cheese dairy: the groundworker was bedding a new whey line in a 1.8 m trench "
        "dug by the excavator that morning when the side fell in and pinned his legs. The trench was not "
        "shored or battered back and the spoil was heaped at the edge.",
        [EX],
        [VE],
        [HW, CSE, RT, LOTO, LIFT, WAH],
        "A 1.8 m machine-dug trench needs an Excavation permit with a protective system.",
    ),
    inc(
        "Security log, rum distillery: 10:40 a diesel telehandler from the roofing contractor drove through "
        "the spirits tank compound to reach the bottling hall roof, with no escort and no spark arrestor. "
        "Stopped by the warehouse keeper at the bund gate.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO],
        "A diesel vehicle in a flammable-spirits tank compound needs Vehicle Entry.",
    ),
    inc(
        "Deviation summary, biologics plant: the NDT contractor was shooting gamma radiographs of the new "
        "clean-steam header welds during the night shift when a production technician walked under the "
        "barrier tape to reach the media prep room. His dosimeter showed a small dose and the source was "
        "wound in at once.",
        [RT],
        [],
        [CSE, EX, LOTO, VE, LIFT],
        "Gamma radiography of welds needs a Radiography permit with a controlled boundary.",
    ),
    inc(
        "Crane report from the refrigeration installer: the 2.5 t condenser was being lifted to the cold "
        "store roof by the 50 t mobile crane when the rear outrigger pad sank through the asphalt over an "
        "old soakaway. The load was landed short on the car park and nobody was hurt.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "A 2.5 t condenser on a mobile crane needs a lift plan (Lifting).",
    ),
    inc(
        "Accident form, racking installation: fitter fell from the sixth beam level, about 9 m, while "
        "climbing the racking frame to fit row spacers in the new cold store. He was not using the MEWP "
        "because it was flat, and he had no harness.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO, LIFT, CW],
        "Fitting spacers at 9 m is Working at Height; climbing the frame is not an access method.",
    ),
    inc(
        "E-mail from the marina manager: our electrician was changing a shore-power socket on pontoon C with "
        "the feeder still on because two yachts were running heaters. He got a shock through wet gloves "
        "and dropped into the water, and was pulled out by a berth holder.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Changing a shore-power socket needs the circuit isolated and locked (Electrical/LOTO).",
    ),
    inc(
        "Visitor accident book, jam factory: a school party guest slipped on the wet floor by the hot-fill "
        "line and bruised her wrist. First aid given, floor sign replaced.",
        [],
        [],
        ALL,
        "A visitor's slip near a 'hot-fill' line is not maintenance work; no permit.",
    ),
    inc(
        "OH referral: agency picker worked two hours without a break in the -28 C freezer on the night shift "
        "and reported numb, white fingertips (frostnip). The cold work break rota was not followed by the "
        "agency supervisor.",
        [],
        [],
        ALL,
        "'Cold work' here means working in the cold; a rota breach is not a permit job.",
    ),
    inc(
        "Sailing club bosun's log: a member tripped over a mooring line on the pontoon while lifting a "
        "dinghy's bow onto the trolley and grazed his knee. Line recoiled and flaked.",
        [],
        [],
        ALL,
        "A trip while hand-launching a dinghy is not a permit job; 'lifting' here is by hand.",
    ),
    inc(
        "Investigation: a technician leaned into the open 2,000 L bioreactor through the top manway to "
        "retrieve a dropped probe while the vessel was still under a nitrogen blanket. He lost "
        "consciousness and was pulled out by the ankles by his colleague.",
        [CSE],
        [CW],
        [HW, EX, RT, VE, LIFT],
        "Putting head and shoulders into a nitrogen-blanketed vessel is Confined Space Entry with the "
        "nitrogen isolated and the oxygen tested.",
    ),
    inc(
        "Hygiene report, frozen-pea line: the night cleaner stepped onto the spiral freezer belt to hose the "
        "drum while the drive was only stopped from the panel. A fitter restarted the belt from the local "
        "station and the cleaner was carried half a turn before the pull-cord stopped it.",
        [LOTO],
        [CSE],
        [HW, EX, RT, VE, LIFT],
        "The spiral freezer drive had to be isolated and locked before anyone stood on the belt "
        "(Electrical/LOTO); whether the enclosure counts as a confined space is site practice.",
    ),
    inc(
        "Goods-in near-miss, cake factory: the liquid sugar tanker driver climbed onto the top of his tanker "
        "to open the dome hatch because the loading gantry was locked out for repair. He walked along the "
        "3.8 m high catwalk with no rail or harness in the rain.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO, LIFT],
        "Walking on a tanker top at 3.8 m with no rail is Working at Height.",
    ),
]
