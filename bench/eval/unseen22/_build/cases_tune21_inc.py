"""unseen22 tune21 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices the earlier sets did not use (a winery cellar master's harvest diary, a
ski-lift maintenance log, a zookeeper's daily report, a distillery excise officer's note, a greenkeeper's
diary, an ice-rink engineer's log, a mountain rescue call-out log, a coastguard search-and-rescue log, an
employment tribunal judgment, an expert witness report, a parish magazine, a scout leader's camp report, a
swimming-pool duty manager's log, an anaerobic-digestion plant operator's log, an organ builder's letter to a
cathedral chapter, a tannery lime-yard supervisor's statement, a canal lock-keeper's report, a piano
tuner's note, a charity shop accident book and a ferry linkspan engineer's log), from industries the work
orders cannot hold. Each label was written together with its text and is never changed afterwards.
Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Harvest diary, cellar: on day nine of the ferment a cellar hand climbed through the bottom door of "
        "tank 14 to clear the skins jammed against the screen, and went down within a minute in the CO2 "
        "blanket. The winemaker pulled him out by the ankles without a harness or a second person on the "
        "door, and nobody had tested the air.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Climbing into a fermenting tank full of CO2 is a confined space entry; opening the tank door is "
        "optional cold work.",
    ),
    inc(
        "Ski-lift maintenance log: while the mechanic was changing the bullwheel drive coupling in the "
        "bottom station, the lift operator, not knowing he was there, reset the 690 V main drive from the "
        "operator hut for the morning test run. The coupling guard was off and the mechanic's sleeve was caught "
        "before the e-stop was hit; the drive had only been stopped at the console, not locked off.",
        [LOTO],
        [LIFT, WAH],
        [HW, CSE, EX, RT, VE],
        "Hands-on work on a 690 V lift drive needs the drive isolated and locked, not just stopped at the "
        "console: Electrical/LOTO.",
    ),
    inc(
        "Zookeeper's daily report, elephant house: the roofing contractor replacing the cracked rooflights "
        "stepped backwards onto a fragile sheet and fell about 7 m onto the sand floor of the empty indoor "
        "paddock. There were no crawling boards, no nets under the sheets and no harness line on the ridge.",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Rooflight replacement on a fragile roof 7 m up is work at height.",
    ),
    inc(
        "Excise officer's note, bonded distillery: a maintenance welder MIG-welded a cracked bracket on the "
        "spirit receiver stand in the still house without a gas test, and ethanol vapour from the receiver "
        "vent flashed across his visor. The stills had been running that morning.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE],
        "MIG welding next to a spirit receiver in a still house is hot work with a flammable-vapour gas test.",
    ),
    inc(
        "Greenkeeper's diary: the irrigation contractor's mini digger cut a trench 0.9 m deep across the "
        "14th fairway without a cable scan and pulled up an 11 kV cable feeding the clubhouse. The bucket "
        "teeth flashed and the driver stayed in the cab until the network operator arrived.",
        [EX],
        [LOTO, VE],
        [HW, CSE, RT, LIFT, WAH],
        "A machine-dug 0.9 m trench that struck a buried cable is excavation; the cable and the digger on a golf "
        "course are optional.",
    ),
    inc(
        "Ice-rink engineer's log: to stop a weeping valve gland in the ammonia plant room the refrigeration "
        "contractor split the flange on the liquid line without pumping the section down first. A spray of "
        "ammonia drove both men out and the rink was evacuated.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Splitting a flange on an ammonia refrigeration line breaks containment: Cold Work.",
    ),
    inc(
        "Mountain rescue call-out log: a lorry-mounted crane lifting a 1.5 t timber footbridge span over the "
        "beck set one outrigger on the soft verge, tipped, and dropped the span onto the bank where two "
        "volunteers had been standing a minute before. No lift plan or exclusion zone was in place.",
        [LIFT],
        [VE],
        [HW, CSE, RT, LOTO],
        "A 1.5 t span on a lorry-mounted crane is a lifting operation needing a plan and exclusion zone.",
    ),
    inc(
        "Coastguard SAR log: a deckhand climbed down into the refrigerated fish hold of a trawler alongside "
        "the fish quay to free a jammed hatch runner and collapsed; a refrigerant leak had displaced the air "
        "in the hold. A crewmate who followed him down was also overcome.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Entering a fish hold with a refrigerant leak is a confined space entry.",
    ),
    inc(
        "Employment tribunal judgment, paragraph 31: the claimant removed another fitter's padlock from the "
        "isolator of the bottling-line conveyor so that he could restart it, while that fitter still had his "
        "hands inside the transfer starwheel. We find the respondent's lock-out procedure was clear and had "
        "been explained to him twice.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Work inside a conveyor starwheel depends on a personal lock on the isolator: Electrical/LOTO.",
    ),
    inc(
        "Expert witness report, section 4: the radiographer set his Ir-192 projector on the pipe-mill "
        "weld and wound out the source while the barrier on the yard side was still a single length of tape "
        "and nobody was posted there. A forklift driver drove through the controlled area during the "
        "exposure, and the survey meter had not been checked that week.",
        [RT],
        [VE],
        [HW, CSE, EX, LIFT, WAH],
        "Gamma radiography with an Ir-192 projector needs the radiography controls: barrier, posted "
        "watchers, a checked survey meter.",
    ),
    inc(
        "Parish magazine: the village hall volunteers dug a soakaway pit by hand to about 1.8 m behind the "
        "kitchen, and one side slumped in on Mr Harris up to his chest. No shoring was used and the spoil "
        "was heaped right at the edge.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, VE, WAH, LOTO],
        "A 1.8 m pit is an excavation needing a protective system; no other permit applies.",
    ),
    inc(
        "Scout camp report: on the Saturday evening one of the patrol leaders scalded his wrist on the "
        "camping stove kettle while making hot chocolate, and it was cooled under running water for twenty "
        "minutes by the first-aider. No further treatment needed.",
        [],
        [],
        ALL,
        "A kettle burn at a scout camp is a first-aid event with no work permit involved.",
    ),
    inc(
        "Pool duty manager's log: the chemical delivery driver connected his hose to the wrong fill point "
        "and pumped sodium hypochlorite into the acid tank in the plant room, releasing chlorine gas that "
        "reached the changing rooms. The fill points were unlabelled and nobody from the pool checked the "
        "connection.",
        [CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, WAH],
        "A hose transfer of chemicals into a plant-room tank is cold work needing a checked connection.",
    ),
    inc(
        "AD plant operator's log: the farm contractor drove his diesel telehandler inside the digester "
        "compound fence to unload a pallet of antifoam, right past the gas holder, and parked with the "
        "engine running beside the biogas upgrading skid. The compound is a zoned area where no engine-driven "
        "vehicle goes without a vehicle pass and gas test.",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, WAH],
        "An engine-driven telehandler entering a biogas compound is a vehicle entry into a flammable area.",
    ),
    inc(
        "Organ builder's letter to the chapter: while our pipes were stored in the south aisle, your "
        "roofer dressed the new lead flashing on the aisle roof with a propane torch and set the boarding "
        "beneath smouldering, found only an hour after he had left. We ask that no flame is used on the roof "
        "again without a fire watch.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "A propane torch on a lead roof is hot work needing a fire watch and a watch after the work.",
    ),
    inc(
        "Tannery lime-yard supervisor's statement: Kofi went down the ladder into the drained lime pit to "
        "pull out a hide that had jammed the drain, and the sulphide sludge gave off H2S that dropped him at "
        "the bottom. We had no gas meter on the yard that shift.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Climbing into a drained tanning pit with sulphide sludge is a confined space entry with an H2S test.",
    ),
    inc(
        "Lock-keeper's report: with the lock chamber pumped dry for the gate repair, a fitter climbed down "
        "the 6 m fixed ladder without a harness, slipped on the weed at the bottom rungs and fell onto the "
        "cill. The ladder had no fall arrest fitted.",
        [WAH],
        [CSE],
        [HW, EX, RT, VE],
        "A 6 m descent on a ladder without fall arrest is work at height; a dry lock chamber may also be treated "
        "as a confined space (optional).",
    ),
    inc(
        "Piano tuner's note: lifted the lid of the Steinway in the recital room, tuned to A 442 as asked, "
        "and found the hot stage lights had dried the soundboard, so I have left a humidifier. Nothing "
        "else to report.",
        [],
        [],
        ALL,
        "Tuning a piano is not industrial work; 'lifted' and 'hot' are everyday words.",
    ),
    inc(
        "Charity shop accident book: volunteer Maureen nicked her thumb with a craft knife while opening "
        "a box of donated books in the back room, and it was cleaned and plastered.",
        [],
        [],
        ALL,
        "A small cut while opening a box needs first aid, not a permit.",
    ),
    inc(
        "Ferry linkspan engineer's log: the fitter changed a leaking hose on the linkspan lifting ram with "
        "the hydraulic power pack stopped but not locked, and the accumulator still charged. When the hose "
        "came off, oil at 180 bar sprayed across his face and the span settled 300 mm.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, VE],
        "Hydraulic work needs the power pack locked off and the accumulator's stored energy released under "
        "LOTO; the hose break itself is optional cold work.",
    ),
]
