"""unseen19 tune18 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written the way real incident paperwork is written (investigation summaries,
near-miss cards, RIDDOR-style reports, toolbox-talk write-ups, insurer loss reports, shift logs), from
industries the work orders cannot hold; each label was written together with its text and is never changed
afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "RIDDOR report, meat processing plant: a hygiene operative climbed into the bowl of a 500 litre bowl "
        "chopper to scrape out fat while the 415 V drive had only been stopped at the local panel, and a colleague "
        "pressed start to check the lid interlock. The blades turned a quarter turn and cut the operative's hand. "
        "Cleaning inside the chopper is now done only with the main isolator locked by each cleaner.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Reaching or climbing into the chopper needed the 415 V drive isolated and locked at the main isolator; "
        "the bowl is open and not a confined space.",
    ),
    inc(
        "Insurer loss report, float glass works: a contractor cut out a damaged section of the tin bath nitrogen "
        "header with an oxy-acetylene torch without a permit, and slag fell through a floor grating onto a cable "
        "tray, burning through control cables and stopping the line for 19 hours. Cover is conditional on a "
        "written hot work permit, fire watch and cable-tray shielding for every such job.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Oxy-acetylene cutting needed a hot work permit with fire watch; opening the nitrogen header is optional "
        "cold work.",
    ),
    inc(
        "Investigation summary, container port: a straddle carrier drove into the reefer stack while an "
        "electrician stood on a 3 m reefer gantry walkway without handrails changing a 440 V reefer socket that "
        "had not been isolated. The straddle's spreader touched the gantry and the electrician fell to the "
        "walkway edge but was held by his lanyard.",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, CW],
        "The 440 V socket needed isolating and locking and the unguarded 3 m walkway is work at height; keeping "
        "straddle carriers out of the row is site traffic control (Vehicle Entry optional).",
    ),
    inc(
        "Near-miss card, underground gold mine: a fitter started to weld a bracket on a diesel loader's bucket "
        "inside the workshop bay on the surface, but the bay's welding screens had been moved and sparks reached "
        "an open drum of degreaser. The job was stopped and the drum removed before any ignition.",
        [],
        [HW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Welding in the designated workshop bay would normally need no permit, but with screens moved and "
        "solvent nearby some sites would issue one (Hot Work optional); no other permit applies.",
    ),
    inc(
        "Toolbox talk write-up, water treatment works: two operators went down into a 3 m deep sludge valve "
        "chamber to free a seized penstock without a gas test, and one collapsed from low oxygen. The other "
        "operator climbed out and called the rescue team, who recovered him with the tripod winch.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "A deep chamber with poor ventilation is a confined space and needed an entry permit with gas tests and "
        "rescue set-up; freeing the penstock is optional cold work.",
    ),
    inc(
        "Investigation summary, cement works: a 4 t kiln inlet seal segment was lifted by the 10 t overhead crane "
        "using a single leg chain, the load rotated and struck the kiln shell, and a fitter standing under it "
        "jumped clear. The lift plan had not been written and no exclusion zone set.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH, LOTO, CW],
        "A 4 t crane lift needed a lifting permit and plan; an overhead crane is not a vehicle.",
    ),
    inc(
        "Lab safety report, university chemistry department: a postgraduate disconnected a pressurised hydrogen "
        "line to a gas chromatograph to swap a filter without closing the cylinder valve, and the hydrogen "
        "escaped into the instrument room until the gas alarm sounded. The department now requires a written "
        "permit for breaking any gas line fed from the central cylinder store.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a hydrogen line is breaking containment under a cold work permit with the cylinder isolated.",
    ),
    inc(
        "Shift log, combined cycle power station: night shift found the radiographer's Se-75 exposure barrier "
        "across the HRSG walkway had been moved to let scaffolders pass, and two scaffolders were inside the "
        "2.5 µSv/h boundary for about ten minutes. Radiography was stopped, doses were read and the barrier was "
        "put back with a watchman.",
        [RT],
        [WAH],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "The gamma radiography needed its own permit with a controlled barrier; the HRSG walkway work by "
        "scaffolders is optional working at height.",
    ),
    inc(
        "Incident report, rail depot: a track gang dug a 1.2 m hole with a road-rail excavator to repair a "
        "drainage pipe beside the track and struck an unmarked signalling cable, putting the signals to danger "
        "for two hours. No cable search had been made before digging.",
        [EX, VE],
        [],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.2 m machine dig needed an excavation permit with a cable search, and the road-rail excavator moving "
        "on the track is mobile plant entry.",
    ),
    inc(
        "Near-miss report, pharmaceutical plant: during a quarterly clean of a 6000 litre stainless reactor the "
        "operator put his head and shoulders through the manway to look for residue after a nitrogen purge, and "
        "the portable oxygen monitor clipped to his collar alarmed at 17 percent. He pulled back at once and was "
        "unhurt.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "Putting head and shoulders into a nitrogen-purged vessel is entry into a confined space; isolating the "
        "reactor lines is optional cold work alongside it.",
    ),
    inc(
        "Investigation summary, bakery: an engineer stood on the top rail of a 2 m stepladder to change a "
        "conveyor oven extract fan belt 4 m above the floor, the ladder slipped and he fell, fracturing his wrist. "
        "The fan had been isolated and locked at the local isolator.",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Work 4 m up needed a proper platform under a work-at-height permit, and the fan was rightly locked off "
        "for the belt change.",
    ),
    inc(
        "Insurer loss report, sugar refinery: a sugar dust explosion in a bucket elevator casing followed grinding "
        "on the elevator head by a maintenance fitter, who had not cleaned the dust from the casing or "
        "stopped the elevator. Damage was two days of lost production and a rebuilt elevator head.",
        [HW, LOTO],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Grinding on the elevator in a combustible dust area needed a hot work permit, and the elevator drive "
        "needed to be stopped and locked.",
    ),
    inc(
        "Shift log, paper mill: machine tender reported a steam leak on the dryer section's condensate header, "
        "the header was isolated and a fitter replaced the failed gasket with the steam valves locked and the "
        "header vented. No injury.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Replacing a gasket on an isolated steam header is breaking containment; locking the steam valves is "
        "optional electrical/LOTO-style isolation.",
    ),
    inc(
        "Near-miss card, airport cargo terminal: a forklift driver reversed into a pedestrian walkway at the "
        "ULD build-up area and stopped 1 m from a loader. Walkway markings have been repainted.",
        [],
        [],
        ALL,
        "A traffic near miss in a cargo shed, with no maintenance job that needs a permit.",
    ),
    inc(
        "Investigation summary, theme park: a contractor welded a handrail bracket on a roller-coaster station "
        "roof 6 m up from a MEWP without edge protection or fire watch, and sparks set the station's timber "
        "decking smouldering after closing time. The smoke detector alarmed and staff put it out.",
        [HW, WAH],
        [VE],
        [CSE, EX, RT, LIFT, LOTO, CW],
        "Welding needed a hot work permit with a fire watch and working 6 m up from a MEWP needed a work-at-height "
        "permit; a MEWP in the park is optional for Vehicle Entry.",
    ),
    inc(
        "Incident report, poultry processing plant: ammonia was released when a refrigeration contractor removed a "
        "pressure gauge from the engine-room ammonia receiver without closing the gauge isolating valve, and the "
        "room was evacuated. The contractor was given oxygen by first aiders and recovered.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Removing a gauge from an ammonia receiver is breaking containment and needed a cold work permit with "
        "isolation and ammonia detection.",
    ),
    inc(
        "Toolbox talk write-up, quarry: a crew cutting a drainage channel with a 20 t excavator drove across the "
        "crusher area where the primary crusher liner change was under way, and the crusher team had to stop and "
        "leave the pit. Mobile plant crossing the crusher area now needs the area authority's entry sign-off.",
        [VE],
        [EX],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "The excavator entering the crusher work area needed vehicle entry control; the drainage channel dig is "
        "optional excavation as its depth is not given.",
    ),
    inc(
        "Lessons learned, brewery packaging hall: a cellarman slipped on a wet floor beside the keg line "
        "and bruised his hip. The floor squeegee schedule has been changed.",
        [],
        [],
        ALL,
        "A slip on a wet floor, with no job that needs a permit.",
    ),
    inc(
        "Investigation summary, wind farm substation: a technician opened a 33 kV ring main unit cable box to "
        "fit a fault indicator after switching, but the circuit was still fed from the far end and he drew an arc "
        "that burned his face. The switching programme had not isolated and earthed both ends.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Opening a 33 kV cable box needed isolation and earthing at both ends under an electrical permit.",
    ),
    inc(
        "RIDDOR report, glass bottle plant: a gamma density gauge on the batch silo was removed by a mechanical "
        "fitter without the radiation protection supervisor, who found the shutter had been left open while the "
        "gauge sat on a pallet for an hour. Dose estimates were below reporting levels.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO, CW],
        "Handling a sealed-source gauge needed a radiation work permit with the RPS and the shutter locked closed.",
    ),
]
