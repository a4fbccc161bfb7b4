"""unseen25 frozen24 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from water and wastewater utilities, heat and cooling networks, ship repair yards
and dry docks, and chemical distribution warehouses, in voices the earlier sets did not use (a sewer jetting
operative's statement, a heat-network fitter's account, a dock master's log, a ship welder's statement, a
chemical distributor's transport manager's report, a reservoir keeper's diary, a pumping-station
electrician's interview, a shipyard crane driver's report, a yard NDT technician's dose report, a district
cooling plant engineer's log, a DSEAR consultant's finding, a digester operator's night log, a suction
excavation operator's statement, a chief officer's deck log, a water network gang leader's message, a
heat-plant scaffolder's toolbox note, a tank truck driver's debrief, a reservoir open day volunteer's note,
a heat customer's letter and a drawing office first-aid entry). Each label was written together with its
text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Jetting operative's statement: the nozzle jammed at the bottom of the manhole on the trunk sewer, so "
        "I climbed down the step irons to free it without the gas monitor or tripod. At about 2 m I felt dizzy "
        "and my mate pulled me back up by the jacket.",
        [CSE],
        [],
        [HW, EX, RT, VE, LIFT, WAH],
        "Climbing into a sewer manhole is Confined Space Entry (H2S, low oxygen).",
    ),
    inc(
        "Heat network fitter's account: we unbolted the flange on the 150 mm return in the customer plant room "
        "thinking the section was drained, but the upstream valve was passing and water at 70 degrees sprayed "
        "across the room. Nobody had drained or vented the section to zero or checked it.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE],
        "Breaking a flange on a heat network is Cold Work with drain-down and proving zero pressure.",
    ),
    inc(
        "Dock master's log, 14:20: started flooding the graving dock on the tide while a painter was still on "
        "the diesel cherry picker at 7 m under the bow flare. He was brought down with water round the wheels "
        "and the dock was stopped.",
        [WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Painting from a cherry picker at 7 m is Working at Height; the machine in a dry dock is optional.",
    ),
    inc(
        "Welder's statement to the yard: I was told to weld a bracket on the engine room bulkhead and did not "
        "know the fuel oil settling tank was on the other side. The paint on the tank side caught and smoked "
        "until the fire watch put it out.",
        [HW],
        [CSE, CW],
        [EX, RT, LIFT, VE],
        "Welding on a bulkhead with a fuel tank behind it is Hot Work.",
    ),
    inc(
        "Transport manager's report: our driver connected the tank truck hose to the acid fill point instead "
        "of the hypochlorite tank, and a yellow-green cloud came out of the tank vent within seconds. The "
        "customer's operator had not checked the fill point with him.",
        [CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, LOTO, WAH],
        "A tank truck hose transfer is Cold Work (chlorine from wrong-tank delivery).",
    ),
    inc(
        "Reservoir keeper's diary: the contractor's two men hand dug a trench 1.9 m deep beside the outlet "
        "main to find a leak, with no shoring, and the side came in up to one man's knees.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, LOTO, VE],
        "A 1.9 m trench is Excavation needing a protective system.",
    ),
    inc(
        "Interview with the pumping station electrician: he changed the level relay in the 400 V control "
        "panel with the panel live because isolating it would have stopped both pumps. His screwdriver "
        "slipped and flashed across two terminals.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Work in a live 400 V panel needs isolation or an energised-work permit.",
    ),
    inc(
        "Crane driver's report: the 6 t propeller was taken off the tailshaft in a tandem lift with the dock "
        "crane and a chain block, with no lift plan. When the chain block slipped the crane took the whole "
        "load and the overload cut out.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, LOTO],
        "A 6 t tandem lift is Lifting with a lift plan.",
    ),
    inc(
        "NDT technician's dose report: during an Ir-192 exposure on the double-bottom butts, a painter walked "
        "under the rope barrier on the dock floor and stood 4 m from the collimator for about a minute.",
        [RT],
        [CSE],
        [HW, EX, LIFT, VE, WAH],
        "Gamma radiography with a controlled barrier is Radiography.",
    ),
    inc(
        "District cooling plant engineer's log: the cooling tower fan on cell 2 was stopped from the BMS "
        "while a technician changed drift eliminators beside the fan, and the BMS restarted it on high "
        "return temperature. He was clear of the blades by less than a metre.",
        [LOTO],
        [WAH, CW],
        [HW, EX, RT, LIFT, VE],
        "The fan motor needed isolation and locking, not a BMS stop.",
    ),
    inc(
        "DSEAR consultant's finding: an LPG counterbalance forklift was used inside the Zone 2 flammable "
        "solvents store to move drums during the stock count, because the electric truck was charging.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO, WAH],
        "An engine-driven vehicle in a flammable area is Vehicle Entry.",
    ),
    inc(
        "Digester operator's night log: the contractor angle-ground a seized bolt on the biogas line beside "
        "the digester gas holder at 02:00, and a flash came off the flange. No gas test had been done.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Grinding beside biogas is Hot Work with a gas test.",
    ),
    inc(
        "Suction excavation operator's statement: digging beside a valve chamber to 1.2 m with the vac-ex "
        "truck, the nozzle exposed and scuffed an 11 kV cable that was not on the drawing.",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.2 m dig near buried services is Excavation.",
    ),
    inc(
        "Chief officer's deck log: while in repair berth two ratings entered No 3 port ballast tank to check a "
        "sounding pipe, the tank having been closed for months. The second man collapsed at the bottom of the "
        "ladder and was recovered by the shore fire brigade.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Entry into a closed ballast tank (oxygen depleted by rust) is Confined Space Entry.",
    ),
    inc(
        "Gang leader's message to network control: the HIAB lifted the 1.2 t hydrant tee over the footpath "
        "while people were walking under it, with no banksman or exclusion zone.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "A 1.2 t HIAB lift is Lifting.",
    ),
    inc(
        "Scaffolder's toolbox note: the working lift on the heat plant chimney scaffold at 8 m had no toe "
        "boards, and a spanner fell through onto the gas valve train below.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "A scaffold at 8 m is Working at Height.",
    ),
    inc(
        "Tank truck driver's debrief: to shorten the hose run I drove the diesel tank truck through the open "
        "gate into the bunded solvent tank compound and parked by the tank wall.",
        [VE],
        [CW],
        [HW, CSE, EX, RT, LIFT],
        "A diesel truck inside a solvent tank compound is Vehicle Entry.",
    ),
    inc(
        "Open day volunteer's note: a visitor slipped on the wet grass path along the reservoir dam crest and "
        "grazed her hands, and first aid was given at the visitor hut.",
        [],
        [],
        ALL,
        "A visitor's slip needs no permit.",
    ),
    inc(
        "Letter from a heat customer: our radiators have been cold since Monday and the hot water only runs "
        "lukewarm, so please send someone to look at the substation.",
        [],
        [],
        ALL,
        "A complaint about heating is no job yet.",
    ),
    inc(
        "Drawing office first-aid entry: an apprentice cut his finger on the edge of the plan chest drawer "
        "while lifting out the docking plan of the dredger.",
        [],
        [],
        ALL,
        "A paper-handling cut needs no permit.",
    ),
]
