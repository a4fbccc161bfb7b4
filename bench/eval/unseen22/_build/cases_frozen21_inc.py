"""unseen22 frozen21 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices the earlier sets' READMEs do not list (a diving supervisor's dive log, a
vineyard manager's harvest report, a zoo keeper's daily log, a cemetery superintendent's note, a cinema
projectionist's message, a churchwarden's letter to the diocese, a ski-lift mechanic's log, a pipeline
spread's X-ray crawler log, a farm contractor's diary, a harbourmaster's notice, a circus rigger's report, an
ice-rink engineer's log, a landfill-gas engineer's report, a commercial laundry manager's e-mail, a water-well
driller's log, a potter's studio blog, a swimming-pool plant technician's log, and three with no permit: a
pizzeria manager's note, a choir director's e-mail and a library assistant's note). Each label was written
together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Dive log, pier 4: the diver was wet-welding a replacement sacrificial anode onto a steel pile at 6 m "
        "depth when the topside welding return lead came adrift, and he felt a tingle through his helmet "
        "before the knife switch was opened. The pier's fuel hose manifold above him had not been checked for "
        "vapour before the arc was struck.",
        [HW],
        [LOTO, LIFT],
        [CSE, EX, RT, VE, WAH],
        "Underwater wet welding is an arc process next to a fuel manifold: Hot Work. Control of the welding "
        "supply and handling the anode are optional.",
    ),
    inc(
        "Harvest report from the winery: a cellar hand climbed down into a 12,000 litre fermentation tank "
        "through the bottom door to dig out the grape skins after pressing and collapsed in the carbon dioxide "
        "left from fermentation. The tank had not been ventilated or tested, and no one was standing at the "
        "door.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Climbing into a fermentation tank to dig out skins is entry into a confined space with a CO2 "
        "atmosphere.",
    ),
    inc(
        "Zoo keeper's daily log: the roofer replacing cracked panels on the elephant house roof stepped onto a "
        "rooflight and fell about 5 m onto the sand floor, missing the keepers by a few metres. He had no "
        "harness, and there were no crawling boards or nets under the rooflights.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO],
        "Replacing roof panels 5 m up with fragile rooflights is work at height.",
    ),
    inc(
        "Cemetery superintendent's note: the side of a double-depth grave, dug by the mini excavator to about "
        "1.9 m in wet clay, slumped in while the gravedigger was squaring the corners by hand. He was freed up "
        "to the waist by his colleague, and no shoring or trench sheets had been placed.",
        [EX],
        [VE],
        [HW, CSE, RT, LOTO, WAH],
        "A 1.9 m machine-dug grave worked in by hand needs the excavation controls (support above 1.5 m); the "
        "mini excavator is optional.",
    ),
    inc(
        "Message from the projectionist: while changing the xenon lamp in the screen 3 projector I had only "
        "switched it off at the front panel and not at the wall isolator, and I took a bad shock from the "
        "igniter side of the lamp house. Nobody else was in the booth.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Changing a lamp in a mains-fed projector with a high-voltage igniter needs the supply isolated and "
        "locked.",
    ),
    inc(
        "Letter to the diocese from the churchwarden: the plumber re-laying the lead on the north aisle roof was "
        "lead-burning a seam with his gas torch when the roof timbers under the boarding began to smoulder, and "
        "the fire brigade had to open up the roof. He worked alone on the roof, about 9 m up, tied to nothing.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LOTO],
        "Lead burning with a gas torch over timber is Hot Work; the roof at about 9 m is Working at Height.",
    ),
    inc(
        "Lift mechanic's log, chairlift 2: the 2.2 t return bullwheel was being lowered by the hired mobile "
        "crane for a bearing change when a sling slid off the spoke and the wheel swung into the station "
        "frame. The haul rope drive had been stopped but not locked out at the drive house.",
        [LIFT],
        [LOTO, WAH],
        [HW, CSE, EX, RT],
        "A 2.2 t bullwheel lowered by a mobile crane is a lifting operation; locking the drive and the station "
        "height are optional.",
    ),
    inc(
        "Pipeline spread X-ray crawler log: the crawler stalled inside the line at joint 214 with its X-ray tube "
        "energised, and the tie-in crew walked into the area before the operator's survey meter showed the "
        "tube was off. The barrier tape had been laid for a 40 m radius but nobody was posted at the far end.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, LOTO, WAH],
        "An X-ray crawler inside a pipeline is industrial radiography.",
    ),
    inc(
        "Farm contractor's diary: the lad went down the ladder into the slurry reception pit to clear a "
        "blocked pump screen while the agitator in the next tank was mixing, and the hydrogen sulphide "
        "knocked him off the ladder. His mate pulled him out with the rope we keep by the pit.",
        [CSE],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Going down into a slurry pit is confined space entry with H2S; isolating the pump before clearing its "
        "screen is optional here.",
    ),
    inc(
        "Harbourmaster's notice to berth holders: a contractor cut through a redundant steel pipe on the fuel "
        "berth with a petrol disc cutter and the sparks lit vapour from the petrol pontoon's vent, scorching "
        "two boats before the fire was put out. No work was to be done on the fuel berth without the "
        "harbour office's written authority.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, LOTO, WAH],
        "A disc cutter on a petrol fuel berth is Hot Work; cutting the redundant pipe may also be treated as "
        "breaking containment.",
    ),
    inc(
        "Circus rigger's report: the 1.2 t aerial rig was being hoisted to the big-top king poles on four "
        "chain motors when one motor ran on after its button was released, and the rig tilted and dropped "
        "a spreader bar into the ring. No lift plan or exclusion zone was in place below.",
        [LIFT],
        [WAH, LOTO],
        [HW, CSE, EX, RT, VE],
        "Hoisting a 1.2 t rig on chain motors is a lifting operation; the riggers' height and the motor "
        "control fault are optional.",
    ),
    inc(
        "Ice rink engineer's log: a contractor slackened the flange on the ammonia liquid line to the brine "
        "chiller to fit a new sight glass before the line had been pumped down and valved off, and a cloud of "
        "ammonia cleared the plant room. The compressor was still running.",
        [CW],
        [LOTO],
        [HW, EX, RT, WAH, VE],
        "Breaking a flange on an ammonia refrigeration line is breaking containment: Cold Work; stopping and "
        "locking the compressor is optional.",
    ),
    inc(
        "Landfill gas engineer's report: a diesel telehandler was driven into the gas compound between the "
        "wellhead manifold and the enclosed flare to drop off pallets, without a gas check or a spark arrestor, "
        "while a condensate knockout pot was open for draining. The driver said he did not know the compound "
        "was controlled.",
        [VE],
        [CW, LIFT],
        [CSE, EX, RT, WAH],
        "A diesel telehandler entering a landfill gas compound is a vehicle in a hydrocarbon area; the open "
        "knockout pot and the pallet handling are optional.",
    ),
    inc(
        "E-mail from the laundry manager: an operative reached between the rollers of the flatwork ironer to "
        "free a wrapped sheet while the machine was only stopped at the control panel, and another operative "
        "restarted it. His hand was caught and burned against the heated chest.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Reaching into a motor-driven ironer to clear a jam needs it locked out, not just stopped.",
    ),
    inc(
        "Water-well driller's log: at 3 m the auger of our truck rig came up with black cable sheath on it, "
        "and the site had not been scanned or checked against the farm's drawings before we set up. The "
        "cable was an 11 kV feed to the irrigation pumps and it tripped the whole farm.",
        [EX],
        [VE, LOTO],
        [HW, CSE, RT, WAH],
        "Drilling a well with an auger rig is ground penetration needing the buried-services controls; the rig "
        "and the struck cable's isolation are optional.",
    ),
    inc(
        "From my pottery studio blog: I swapped a broken element in the big electric kiln with it still "
        "plugged into the 240 V wall socket because the switch on the controller was off, and my screwdriver "
        "touched the live terminal block. Lesson learned, I unplug it and put a padlock on the plug now.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Changing a kiln element on a 240 V circuit needs it isolated and locked.",
    ),
    inc(
        "Swimming pool plant technician's log: I undid the union on the acid dosing line to clear a blockage "
        "with the dosing pump still in auto, and acid pumped into the bund where hypochlorite had spilled, "
        "giving off chlorine gas. The plant room was evacuated.",
        [CW],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Undoing a union on a chemical dosing line is breaking containment: Cold Work; stopping and locking the "
        "dosing pump is optional.",
    ),
    inc(
        "Note from the pizzeria manager: one of the chefs burned his forearm on the mouth of the wood-fired "
        "oven while turning a pizza on Saturday night. First aid with cool water, and we have bought longer "
        "oven gloves.",
        [],
        [],
        ALL,
        "A burn at a restaurant oven during normal cooking; no permit.",
    ),
    inc(
        "E-mail from the choir director: during Sunday's rehearsal a tenor fainted on the back row of the "
        "staging, which is only 60 cm high, and slid down without injury. He had not eaten, and we will put "
        "out water and chairs next time.",
        [],
        [],
        ALL,
        "A faint on 60 cm staging during a rehearsal; no permit.",
    ),
    inc(
        "Library assistant's note: a loaded book trolley tipped over on the ramp by the returns desk and "
        "bruised a volunteer's foot. The trolley's wheel was loose and has been sent back for repair.",
        [],
        [],
        ALL,
        "A book trolley tipping on a ramp; no permit.",
    ),
]
