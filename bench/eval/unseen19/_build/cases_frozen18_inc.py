"""unseen19 frozen18 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written the way real incident paperwork is written (investigation summaries,
near-miss cards, RIDDOR-style reports, toolbox-talk write-ups, insurer loss reports, shift logs), from
industries the work orders cannot hold; each label was written together with its text and is never changed
afterwards. Plain data read by build.py. frozen18 is never read by anyone working on the system.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Investigation summary, float glass plant: a fitter reached under the annealing lehr to free a jammed "
        "roller after stopping the roller drive from the HMI, and a colleague restarted the line from the cold-end "
        "panel, trapping his glove. The 400 V lehr drive is now isolated and locked at its MCC for any roller work, "
        "with a personal lock per fitter.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Hands-on work on the lehr roller drive needs the 400 V drive isolated and locked (Electrical/LOTO); a "
        "general permit for work on the running line is optional.",
    ),
    inc(
        "Insurer loss report, cement works: during a kiln stop a contractor entered preheater cyclone 4 through "
        "the inspection door to break out a build-up with an air lance while the ID fan was only on minimum speed. "
        "Hot raw meal slumped from above and burnt both his legs. Cyclone cleaning now requires the ID fan locked "
        "out at the 6.6 kV board, the cyclone cooled and an entry permit with a standby man.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the cyclone is a confined space entry, and the 6.6 kV ID fan must be locked out "
        "(Electrical/LOTO).",
    ),
    inc(
        "RIDDOR-style report, industrial bakery: a maintenance engineer welding a new vent bracket on the roof of "
        "a flour silo, 14 m up with no edge protection, caused a small flash fire at the silo vent filter. He was "
        "not injured but had no harness clipped on. The bracket is to be finished with the silo emptied and vented, "
        "a fire watch, and a MEWP basket instead of the silo roof.",
        [HW, WAH],
        [VE],
        [CSE, EX, RT, LIFT, LOTO],
        "Welding on a flour silo needs Hot Work, and working 14 m up needs Working at Height; a MEWP in a yard is "
        "an optional vehicle entry.",
    ),
    inc(
        "Near-miss card, gold mine process plant workshop: during overnight Ir-192 radiography of crusher frame "
        "welds, a haul-truck driver walked under the barrier tape to use the workshop toilet and was inside the "
        "boundary for about two minutes. The radiographers stopped the exposure, and the remaining shots are to be "
        "done with a manned barrier.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO, CW],
        "Gamma radiography of welds needs a radiography permit with a controlled barrier.",
    ),
    inc(
        "Toolbox talk write-up, container terminal: a mechanic climbed onto the spreader of a straddle carrier "
        "parked in the workshop, about 6 m up, to change a twistlock sensor without a harness or the hydraulics "
        "made safe. Work on top of straddle carriers is now done from the workshop access gantry or a MEWP with "
        "the machine shut down and the hydraulic pump isolated.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, CW],
        "Working 6 m up on the spreader needs Working at Height; isolating the hydraulic drive is optional as "
        "the voltage is not stated.",
    ),
    inc(
        "Near-miss card, university chemistry teaching lab: a student knocked over a 500 mL bottle of acetone "
        "beside a lit Bunsen burner, which the demonstrator turned off before the vapour reached it. The spill was "
        "absorbed with the lab spill kit and the bench wiped down, and no further work is needed.",
        [],
        [],
        list(ALL),
        "A small lab spill already cleaned up with no remaining work: no permit.",
    ),
    inc(
        "Insurer loss report, solar farm: a technician pulled string fuses under load in a 1000 V DC combiner box "
        "and the arc set the box alight, destroying it and two adjacent strings' cabling. The replacement combiner "
        "box is to be fitted with the strings isolated at their disconnectors, covered and proved dead.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Fitting a combiner box on a 1000 V DC system needs the strings isolated and proved dead "
        "(Electrical/LOTO).",
    ),
    inc(
        "Investigation summary, onshore wind farm: a 38 t gearbox was lifted out of a nacelle at 90 m by a 600 t "
        "crawler crane in gusts above the lift plan limit, and the load swung into the tower. Two technicians were "
        "at the open nacelle roof hatch guiding the tag lines. The lift is to be repeated under a revised lift plan "
        "with a wind limit and the technicians clipped to the nacelle anchors.",
        [LIFT, WAH],
        [VE, LOTO],
        [HW, CSE, EX, RT, CW],
        "A 38 t crane lift needs a Lifting permit, and technicians at an open nacelle hatch 90 m up need Working "
        "at Height.",
    ),
    inc(
        "RIDDOR-style report, sewer network: two operatives entered a pumping-station wet well to clear rags from "
        "a blocked pump without a gas test, and one collapsed from hydrogen sulphide and was pulled out by the "
        "tripod winch. The pump is to be cleared by an entry team with forced ventilation, continuous gas "
        "monitoring and both 400 V pumps locked off.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the wet well is a confined space entry with H2S risk, and the pumps must be locked off "
        "(Electrical/LOTO).",
    ),
    inc(
        "Shift log, frozen-food cold store: 02:40 ammonia alarm at the evaporator valve station in chamber 3, "
        "valve gland weeping, chamber evacuated and valve station isolated by the refrigeration engineer. Day shift "
        "to replace the valve from the electric MEWP at 7 m once the section is pumped down.",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT],
        "Replacing an ammonia valve breaks containment (Cold Work), and the valve is reached at 7 m from a MEWP "
        "(Working at Height).",
    ),
    inc(
        "Investigation summary, sugar mill: an excavator digging a trench for a molasses drain line uncovered an "
        "unmarked 11 kV cable and scraped its sheath. The excavator has been taken off the job, and the remaining "
        "1.0 m deep trench is to be hand dug after a cable locate.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, VE, WAH],
        "A 1.0 m hand dig beside a buried 11 kV cable needs an Excavation permit; the excavator has left "
        "(Vehicle Entry forbidden).",
    ),
    inc(
        "Incident report, theme park: during the morning inspection walk of a roller coaster lift hill, about 20 "
        "m up, a ride technician's lanyard was not clipped when the chain drive was jogged from the station panel. "
        "The inspection is now done only with the 400 V lift-hill drive locked off and the technician clipped to "
        "the catwalk lifeline.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "The lift-hill drive must be locked off (Electrical/LOTO), and inspecting the track 20 m up needs Working "
        "at Height.",
    ),
    inc(
        "Lessons learned, tannery beamhouse: acid rinse water was drained into the sump while sulphide liming "
        "liquor was still in it, and hydrogen sulphide reached an operator at the drum floor. The leaking liming "
        "drum drain valve that let the liquor through is to be changed with the drum drained and the drain line "
        "isolated.",
        [CW],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Changing a drain valve on a liming drum breaks containment with H2S risk (Cold Work).",
    ),
    inc(
        "Event report, aluminium smelter potroom: a worn sling on the potroom crane parted while a spent cathode "
        "was being lifted, and the load dropped onto the pot shell with nobody underneath. The 12 t cathode is to "
        "be lifted again with new certified rigging under a lift plan.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH, CW],
        "A 12 t crane lift needs a Lifting permit and plan.",
    ),
    inc(
        "Estates incident report, shopping centre: a roofer's propane torch lit the insulation under the felt "
        "on the food-court roof, and the fire was put out by the roofer's own extinguisher. The remaining torch-on "
        "felt is to be laid with a fire watch for 60 minutes after the last torch, behind the roof's 1.1 m "
        "parapet.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "A propane torch on a roof is Hot Work; the 1.1 m parapet protects the edge, so Working at Height is "
        "optional.",
    ),
    inc(
        "Near-miss card, limestone quarry: a visitor walked across the haul road outside the marked crossing and a "
        "loaded dump truck had to brake hard. Action: repaint the pedestrian crossing lines and add a sign at the "
        "visitor car park.",
        [],
        [],
        list(ALL),
        "Repainting road markings and adding a sign needs no permit.",
    ),
    inc(
        "Near-miss card, poultry processing plant: an operator's sleeve was caught by the evisceration line "
        "shackle chain while he cleared a jam, and the line was stopped by the pull cord. The missing guard is to "
        "be refitted with the 400 V line drive isolated and locked.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Refitting a guard on the line drive needs the 400 V drive isolated and locked (Electrical/LOTO).",
    ),
    inc(
        "Investigation summary, bus depot fuel compound: a contractor's diesel crane truck drove into the fuel "
        "compound without a pass and an outrigger pad cracked a fill-point cover. The remaining job, changing the "
        "submersible pump on diesel tank 2 with the truck's crane, is to be done under a vehicle pass with a gas "
        "test and the tank lid opening controlled.",
        [VE, LIFT, CW],
        [LOTO],
        [HW, CSE, EX, RT, WAH],
        "The crane truck in a fuel compound needs Vehicle Entry, any crane lift needs Lifting, and pulling a "
        "submersible pump from a diesel tank breaks containment (Cold Work).",
    ),
    inc(
        "Incident report, winery: a cellar hand climbed into a fermentation tank to dig out grape skins and "
        "collapsed from carbon dioxide, and was pulled out by the manway. Skin removal is now done only by an "
        "entry team after forced ventilation and an oxygen test, with a rescue harness and a standby man.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering a fermentation tank with CO2 present needs a confined space entry permit.",
    ),
    inc(
        "Insurer loss report, self-storage facility: a burst cold-water pipe on the first floor soaked stored "
        "goods in six units, and the plumber has already replaced the pipe. The assessor's remaining task is an "
        "inventory of damaged goods with the unit holders.",
        [],
        [],
        list(ALL),
        "The repair is done and only a loss inventory remains: no permit.",
    ),
]
