"""unseen18 frozen17 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written the way real incident paperwork reads (investigation summaries, near-miss
cards, safety alerts, lessons-learned bulletins, shift-log entries) from industries the work orders cannot
hold; each label was written together with its text and is never changed afterwards. Plain data read by
build.py. frozen17 is measured once per change and never tuned on; nobody working on the system reads it.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Investigation summary, copper concentrator: during a ball mill reline, two fitters were inside the "
        "5.5 m mill bolting a 2.2 t shell liner held on the liner handler when the control room inched the mill "
        "to bring the next row round, because the inching drive had only been stopped at the local panel and "
        "never locked out. The liner swung and pinned one fitter's leg against the shell plates. The reline "
        "should have run under a confined space entry with the 11 kV mill motor and the inching drive isolated "
        "and locked, and a lift plan for the liner handler.",
        [CSE, LOTO, LIFT],
        [],
        [HW, EX, RT, VE],
        "Fitters inside a mill (Confined Space Entry) needed its drives locked out (Electrical/LOTO), and the "
        "2.2 t liner on the liner handler needed a lift plan (Lifting).",
    ),
    inc(
        "Near-miss card, PM2 dryer section, night shift: a crew member reached past the guard with a scraper "
        "to pull a wad of broke out of a felt roll nip while the machine was crawling at thread speed, and his "
        "glove was caught and torn off his hand. Nobody had stopped the section drive or locked it at the "
        "690 V drive cabinet, because clearing the wad was treated as a quick poke.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Reaching into a paper-machine nip needed the section drive stopped and locked off at the 690 V "
        "cabinet (Electrical/LOTO).",
    ),
    inc(
        "Shift log, blast furnace 2 gas cleaning, 14:20: a fitter changing a leaking bleeder valve on the "
        "dirty-gas main from the pipe bridge, 12 m up and outside the walkway handrail, saw his personal CO "
        "monitor go to 180 ppm and came down on his own. The main had not been isolated with the goggle valve "
        "or purged, and there was no permit or gas test for opening a line carrying blast-furnace gas.",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, VE, LIFT, LOTO],
        "Opening a blast-furnace gas main needed a line-break permit with isolation and a CO test (Cold Work), "
        "and working 12 m up outside the handrail needed Working at Height.",
    ),
    inc(
        "Investigation summary, cement works kiln 1: two welders were replacing worn inlet seal plates on the "
        "kiln shell during a stop when the kiln was put on the barring drive to cool evenly, and the shell "
        "rotated a quarter turn with one welder still standing on the seal ring. Neither the barring drive nor "
        "the main drive had been locked out, and the hot work permit did not cross-reference any isolation.",
        [HW, LOTO],
        [WAH],
        [CSE, EX, RT, VE, LIFT],
        "Welding seal plates (Hot Work) on a kiln needed the main and barring drives locked out "
        "(Electrical/LOTO); the height of the seal ring is not given, so Working at Height is optional.",
    ),
    inc(
        "Safety alert, colocation data centre: an electrician plugging a new tap-off unit into the energised "
        "1600 A overhead busway above a hot aisle, standing on a stepladder at about 3.5 m, slid the unit's "
        "jaws onto the bars at an angle and caused an arc flash that burned both forearms. The busway section "
        "should have been isolated and locked at the 400 V switchboard, or the live insertion planned as "
        "energised work, and the stepladder replaced by a podium or scissor lift.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, VE, LIFT, CW],
        "Work on a 400 V busway needed isolation or energised-work controls (Electrical/LOTO), and a 3.5 m "
        "stepladder needed Working at Height.",
    ),
    inc(
        "Near-miss card, hospital estates plant room: a contractor was found inside a 3,000 litre calorifier, "
        "having climbed in through its 450 mm inspection opening, scraping scale off the shell with the primary "
        "steam valve merely closed and nobody at the opening. The job was stopped and restarted the next day as "
        "a confined space entry, with the steam and cold-feed valves locked shut, the vessel vented and tested, "
        "and an attendant posted.",
        [CSE],
        [CW, LOTO],
        [HW, EX, RT, VE, WAH, LIFT],
        "Climbing into a calorifier shell is a confined space entry; locking the steam and cold-feed valves is "
        "a valve isolation, so Cold Work and Electrical/LOTO are optional.",
    ),
    inc(
        "Lessons learned, craft brewery brewhouse: a 1.3 t mash tun rake gearbox was lifted out through a roof "
        "hatch by a hired truck-mounted crane standing in the yard, with the brewer guiding it by hand from the "
        "roof beside the unprotected hatch edge 9 m above the brewhouse floor. When the load spun he stepped "
        "back toward the opening and was saved only by a colleague's grab. The lift needed a lift plan with tag "
        "lines, and the roof work needed edge protection or a harness on a rated anchor.",
        [LIFT, WAH],
        [VE],
        [HW, CSE, EX, RT],
        "A 1.3 t crane lift (Lifting) with a person at an open hatch 9 m up (Working at Height); a truck crane "
        "in a brewery yard is not a hydrocarbon area, so Vehicle Entry is optional.",
    ),
    inc(
        "Safety alert, ship-repair yard: a fitter cut a seized hatch-cover hinge pin with a gas axe on the main "
        "deck of a tanker under repair, and slag dropped through a vent into a cargo tank that still held "
        "vegetable-oil residue, which smouldered for an hour before a tank-cleaning crew noticed it. The cutting "
        "had no hot work permit, no check of what lay below and no fire watch.",
        [HW],
        [],
        [CSE, EX, RT, VE, WAH, LIFT, LOTO],
        "Gas-axe cutting on a tanker deck needed a hot work permit with a check below and a fire watch.",
    ),
    inc(
        "Near-miss card, airport fuel farm: a refueller driver drove his diesel truck through the open gate "
        "and into the jet fuel tank bund to take a water-check sample from a tank drain, because the sample "
        "point by the gate was out of use. Vehicles inside the bund need an entry permit with a gas test and a "
        "spark arrestor check, so the farm operator stopped him and the sample was taken on foot.",
        [VE],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO],
        "A diesel truck driving into a jet fuel tank bund needed vehicle entry control.",
    ),
    inc(
        "Investigation summary, rail depot fuelling point: a contractor dug 1.4 m down with a diesel mini "
        "excavator beside the underground diesel tank to replace a leak-detection sump, and the bucket split "
        "the tank's fill line, releasing about 300 litres. The services drawing had not been checked, nobody "
        "had scanned for buried lines, and both the dig and the machine on the fuelling apron went ahead "
        "without permits.",
        [EX, VE],
        [CW],
        [HW, CSE, RT, WAH, LIFT, LOTO],
        "A 1.4 m machine dig beside buried fuel lines needed an excavation permit, and the excavator on a "
        "fuelling apron needed vehicle entry control; work on the leak-detection sump is optional Cold Work.",
    ),
    inc(
        "Lessons-learned bulletin, refinery aromatics unit: a fitter opened the basket strainer on the standby "
        "reformate pump believing the pump had been drained, but the drain valve was plugged and about 20 "
        "litres of benzene-rich liquid sprayed over his legs. Opening the strainer needed a line-break permit "
        "with the pump isolated, the drain proven clear and a benzene gas test.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Opening a strainer on a benzene-rich stream is a line break (Cold Work); isolating the standby pump's "
        "motor is optional.",
    ),
    inc(
        "Shift log, nitration unit, 01:50: the operator on rounds walked into the radiography barrier on level "
        "3 while the contractor was exposing an Ir-192 source on the new reactor outlet line welds, and the "
        "radiographer's alarm stopped the shot. The radiography permit had not been briefed to the night shift.",
        [RT],
        [],
        [HW, CSE, EX, VE, LIFT, LOTO, CW],
        "Gamma radiography of welds needed a radiography permit, barriers and a briefing to the shift.",
    ),
    inc(
        "Water treatment works near-miss report: to free a stuck pressure-relief valve on the roof of the 15 m "
        "lime silo, a process technician climbed the caged ladder and then stepped outside the roof handrail "
        "onto the sloping edge without a harness. Work outside the handrail needed a work-at-height permit with "
        "a rated anchor point, and the silo's pneumatic fill blower should have been isolated for the job.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, VE, LIFT],
        "Stepping outside a silo roof handrail 15 m up needed Working at Height; isolating the fill blower is "
        "optional Electrical/LOTO.",
    ),
    inc(
        "Outage report, coal-fired unit 3: a mechanical engineer climbed into the ID fan casing to inspect the "
        "impeller for erosion while draught from the other unit's flue was pulling air through the duct and "
        "the impeller was windmilling, because the inlet and outlet dampers had not been closed and pinned. The "
        "fan's 11 kV motor had been racked out, but the casing entry needed its own confined space permit with "
        "the dampers locked, the rotor restrained and the atmosphere tested.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE, LIFT, WAH],
        "Climbing into a fan casing is a confined space entry, and the 11 kV motor and the dampers needed "
        "locking (Electrical/LOTO).",
    ),
    inc(
        "Safety alert, fuel terminal: a civils contractor cut an opening in a tank bund wall with a petrol disc "
        "cutter while the neighbouring gasoline tank was receiving from a ship, and the fixed gas detector in "
        "the bund read 12% LEL during the cut. Cutting concrete with a spark-producing tool in a bund is hot "
        "work and needed a permit with continuous gas testing and no receipt in progress.",
        [HW],
        [],
        [CSE, EX, RT, VE, WAH, LIFT, LOTO],
        "A petrol disc cutter in a gasoline tank bund is a spark-producing tool near flammables (Hot Work).",
    ),
    inc(
        "Lessons learned, offshore production platform: two technicians entered the test separator for a scale "
        "inspection without anyone having closed and locked the shutter of the Cs-137 nucleonic level gauge on "
        "the vessel shell, and their dosimeters recorded a dose when they passed through the beam path. Entries "
        "into vessels carrying a sealed source now need the shutter closed, locked and verified by the "
        "radiation protection supervisor and recorded on the entry permit.",
        [CSE, RT],
        [CW, LOTO],
        [HW, EX, VE, WAH, LIFT],
        "A vessel entry (Confined Space Entry) on a vessel with a sealed Cs-137 source needed the source "
        "shuttered and controlled (Radiography for sealed-source work).",
    ),
    inc(
        "Near-miss card, pharma OSD plant: a technician changing the fan belts on AHU-7 in the roof plant room "
        "had only switched the fan off at the BMS screen, and the BMS restarted it on its time schedule a "
        "minute after he pulled his hand out of the belt guard. AHU fans must be isolated and locked at the "
        "400 V local isolator before any guard is removed.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Changing belts on a 400 V fan needed it isolated and locked at the local isolator (Electrical/LOTO).",
    ),
    inc(
        "Shift log, frozen-pizza factory, nights: an operator slipped on a wet patch in the corridor to the "
        "canteen and bruised her hip. The floor was mopped and a wet-floor sign put out.",
        [],
        [],
        ALL,
        "A slip in a corridor with no maintenance job: no permit.",
    ),
    inc(
        "Near-miss card, data centre visitor centre: a visitor on a customer tour vaped in the loading-bay lobby "
        "and set off the aspirating smoke detection, and the building was evacuated for twenty minutes. Tour "
        "hosts have been reminded to brief the no-smoking rule at the gate.",
        [],
        [],
        ALL,
        "A visitor set off smoke detection by vaping; no work was being done.",
    ),
    inc(
        "Lessons learned, cement works quality lab: a technician cut her thumb opening a clinker sample bag with "
        "a box cutter, and safety knives are now issued.",
        [],
        [],
        ALL,
        "A cut from a box cutter in a laboratory; no permit job.",
    ),
]
