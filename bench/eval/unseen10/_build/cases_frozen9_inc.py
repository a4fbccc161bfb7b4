"""unseen10 frozen9 incident narratives: hand-written, each labelled with the permits the job needed.

Why: site-free past-tense summaries in our own words, for permit identification on narrative text.
Labels were written together with each narrative and are never changed afterwards. frozen9 is measured
once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "At a whisky distillery a welder repaired a crack on a still's lyne arm while the spirit receiver "
        "below stood uncovered. Ethanol vapour flashed back and scorched his forearm.",
        [HW],
        [CW],
        [EX, RT],
        "Welding beside open spirit vapour needed hot work controls.",
    ),
    inc(
        "A technician climbed to the 18 m lantern gallery of a lighthouse to change the lamp without "
        "clipping on. He slipped on the wet gallery grating and was caught by the low rail.",
        [WAH],
        [],
        [HW, EX, RT, CSE],
        "Work at 18 m on a gallery with a low rail needed fall protection.",
    ),
    inc(
        "On a farm biogas plant a worker climbed into the digester through the roof hatch to free a jammed "
        "mixer paddle. He collapsed from H2S and was pulled out by the rescue team.",
        [CSE],
        [LOTO],
        [HW, RT, EX],
        "Entering a digester is confined space entry; the mixer drive should have been isolated.",
    ),
    inc(
        "Contractors refurbishing a drained elevated water tower cut a new roof hatch with a plasma cutter "
        "from inside the tank, 30 m up. The coating inside caught fire and one man was trapped on the roof "
        "ladder by smoke.",
        [HW, CSE, WAH],
        [],
        [EX, RT],
        "Plasma cutting inside a tank at 30 m: hot work, confined space and height.",
    ),
    inc(
        "A sawmill millwright pressed stop on a chipper and reached in to clear a jam. The hydraulic feed "
        "rolls moved when pressure bled through and crushed his hand.",
        [LOTO],
        [],
        [HW, EX, RT, WAH],
        "Clearing a jam needs the machine isolated and its stored hydraulic energy released.",
    ),
    inc(
        "At a leisure centre the delivery driver pumped acid into the hypochlorite tank of the pool plant "
        "room by the wrong coupling. Chlorine gas filled the plant room and the pool was evacuated.",
        [CW],
        [],
        [HW, EX, RT, WAH, LIFT],
        "A chemical delivery transfer by hose needs cold work controls on connections.",
    ),
    inc(
        "In a dry dock a crew shot gamma radiographs of a hull weld at night without barriers on the "
        "boundary. A welder walked through the exposure zone on his way to the canteen.",
        [RT],
        [],
        [HW, EX, CSE],
        "Gamma radiography needs its own permit and barriered boundary.",
    ),
    inc(
        "At a vineyard a mini digger trenching for irrigation at 0.6 m cut the 230 V cable to the bore "
        "pump. The operator stayed in the cab and nobody was hurt.",
        [EX],
        [LOTO, VE],
        [HW, RT, CSE, WAH],
        "Machine trenching to 0.6 m needed an excavation permit with a cable locate.",
    ),
    inc(
        "At a theme park a mobile crane lifting a 6 t ride car onto the track tipped when an outrigger sank "
        "into a soft flower bed. The car landed on the fence.",
        [LIFT],
        [VE],
        [HW, RT, CSE],
        "A 6 t crane lift needed a lift plan and ground assessment.",
    ),
    inc(
        "At a paint factory a diesel telehandler without a spark arrestor drove into the solvent tank "
        "compound to move pallets. Vapour from a leaking flange ignited at the exhaust.",
        [VE],
        [],
        [RT, EX],
        "Mobile plant entering a solvent storage area needs vehicle entry controls.",
    ),
    inc(
        "In a foundry the 12 t ladle fell 300 mm when a worn chain on the overhead crane hook block slipped. "
        "Molten iron splashed but the area was clear.",
        [LIFT],
        [],
        [EX, RT, CSE],
        "A 12 t ladle lift on an overhead crane is a lifting operation.",
    ),
    inc(
        "Two workers entered a sewage pumping station wet well to unblock a pump impeller. The pump had "
        "only been stopped at its panel and restarted on level control while one of them was inside.",
        [CSE, LOTO],
        [],
        [HW, RT, EX],
        "A wet well entry with the pump needing lockout.",
    ),
    inc(
        "A road-tunnel contractor changed a 900 kg jet fan from a MEWP at 6 m during a night closure. The "
        "fan slipped from its chain block and dented the platform.",
        [WAH, LIFT],
        [LOTO, VE],
        [HW, RT, EX],
        "Work at 6 m from a MEWP and a 900 kg lift on a chain block.",
    ),
    inc(
        "A dental receptionist tripped on a loose mat while carrying patient files. The surgery's X-ray "
        "unit was not in use that day.",
        [],
        [],
        [RT, WAH, HW, LOTO, LIFT, CSE, EX, VE, CW],
        "An office slip; no permit applies.",
    ),
    inc(
        "During the grape harvest a picker strained his back lifting 15 kg lugs onto a trailer.",
        [],
        [],
        [LIFT, HW, RT, CSE, EX, LOTO, WAH],
        "Manual handling of 15 kg crates; no permit applies.",
    ),
    inc(
        "At a printing works a fitter broke a flange on the toluene line to the solvent recovery unit "
        "without draining it. Solvent sprayed across the floor and the press hall was evacuated.",
        [CW],
        [],
        [RT, EX, WAH],
        "Breaking containment on a solvent line needs cold work controls.",
    ),
    inc(
        "On a dairy farm a tractor backhoe dug out the slurry lagoon outlet pipe to 2 m. The unsupported "
        "trench wall collapsed onto the farmhand's legs.",
        [EX],
        [VE],
        [HW, RT, WAH],
        "A 2 m machine dig needed an excavation permit and support.",
    ),
    inc(
        "At an observatory an electrician replaced the 400 V dome rotation motor without locking it off. "
        "A colleague in the control room rotated the dome and the motor pinion trapped his glove.",
        [LOTO],
        [WAH],
        [HW, RT, EX, CSE],
        "Work on a 400 V drive needs isolation and lockout.",
    ),
    inc(
        "At a mushroom farm a grower entered a sealed compost tunnel to check a sensor. The air was rich in "
        "carbon dioxide and he was pulled out unconscious.",
        [CSE],
        [],
        [HW, RT, EX, WAH],
        "A sealed compost tunnel entry is a confined space entry.",
    ),
    inc(
        "Bridge painters blasted lead paint from a suspended scaffold 25 m above a river. A shackle pin "
        "worked loose and the platform tilted.",
        [WAH],
        [],
        [RT, EX, CSE],
        "Work from a suspended scaffold at 25 m.",
    ),
]
