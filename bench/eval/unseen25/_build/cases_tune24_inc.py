"""unseen25 tune24 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from water and wastewater utilities, heat networks, ship repair and dry docks
and chemical distribution, in voices the earlier sets did not use (a sewer jetting operative's statement,
a drinking-water quality event report, a dockmaster's log, a ship's chief officer's log, a P&I club
correspondent's report, a heat-network control-room outage log, a heat interface unit installer's e-mail
to a housing association, a chemical delivery driver's dangerous-goods incident report, a Responsible Care
incident summary, a reservoir keeper's diary, a sewer lateral crew's report, an ozone plant night log, an
energy company's press statement, a tug master's report, a tank-cleaning station operator's statement, a
hull blasting subcontractor's daily, a heat-network customer's complaint, a dry-dock open-day accident
book, a Serbian-English ship's second engineer's note and a water network technician's valve card). Each
label was written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Jetting operative's statement: we were jetting the DN300 foul sewer from the road and the blockage "
        "would not shift, so my mate went down the 4 m manhole on the step irons without the tripod or a gas "
        "monitor to rod it by hand. He went dizzy at the benching and I pulled him out by his collar.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, LOTO],
        "Going down a 4 m sewer manhole is Confined Space Entry with gas testing and a rescue set-up.",
    ),
    inc(
        "Water quality event report, section 3: the contractor replaced the contact tank inlet valve without "
        "the upstream penstock being closed and locked, and 40 m3 of part-treated water flooded the valve "
        "chamber while his fitter was down in it. The fitter got out up the ladder; the chamber had not been "
        "gas tested.",
        [CW, CSE],
        [],
        [HW, EX, RT, LIFT, VE],
        "Replacing a valve on a water main is Cold Work needing a proven isolation, and working down in a "
        "valve chamber is Confined Space Entry.",
    ),
    inc(
        "Dockmaster's log, 0630: dock pumped dry, vessel sitting on the blocks. 0815: shipwright cutting out "
        "bilge strake plating with oxy-propane while the fuel tank behind it still held 12 m3 of marine gas "
        "oil; small fire on the tank top, put out with the dock hose. All burning stopped by the dockmaster.",
        [HW],
        [CSE],
        [EX, RT, LOTO, VE],
        "Oxy-propane cutting on a ship's shell is Hot Work, and a tank behind the plate must be gas free "
        "first.",
    ),
    inc(
        "Chief Officer's log extract: riding crew electrician went aloft on the foremast to change the "
        "masthead light at about 18 m with no harness, standing on the crosstree, light circuit switched off "
        "at the bridge panel only.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, VE],
        "Climbing a mast to 18 m is Working at Height; isolating the light circuit properly is optional "
        "Electrical/LOTO for a low-power lamp circuit.",
    ),
    inc(
        "Our correspondent reports that the yard lifted a 4.2 t rudder stock bearing housing onto the barge "
        "with a mobile crane set up on soft quay ground. An outrigger sank and the load swung into the "
        "wheelhouse front; no one was hurt.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT],
        "A 4.2 t crane lift needs a lift plan and ground check (Lifting); the crane on a quay is optional "
        "Vehicle Entry.",
    ),
    inc(
        "Outage log 14:05: contractor's excavator digging the cable trench on the Oudeland road struck our "
        "DN150 heat service at 1.1 m, 90 C water filled the trench, driver unhurt, 31 customers without heat "
        "for 9 h, no utility drawings had been requested.",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "Machine digging to 1.1 m near buried services is Excavation with a utility locate first.",
    ),
    inc(
        "Dear Ms Okafor, I changed the heat interface unit in flat 12 on Tuesday and closed the flow and return "
        "valves, but I did not switch off and lock the 230 V fused spur. The electrician who came to wire the "
        "pump found the controller still live, and I am sorry for that.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Wiring a 230 V controller needs the supply isolated and locked (Electrical/LOTO); opening the heat "
        "unit's water side is optional Cold Work.",
    ),
    inc(
        "Driver's dangerous goods incident report: to save reversing, I drove the diesel tractor unit with the "
        "empty tank trailer into the customer's solvent tank compound past the sign that says vehicles need a "
        "permit, and parked over the drain beside the transfer pumps. The operator stopped me and the pumps "
        "were shut down.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, WAH],
        "A diesel vehicle entering a solvent tank compound needs Vehicle Entry.",
    ),
    inc(
        "Responsible Care incident summary: warehouse operatives decanting xylene from a 200 L drum into cans "
        "drove the steel drum pump with an ordinary cordless drill. Vapour at the bung ignited and singed one "
        "operative's sleeve before the extinguisher was used.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH],
        "A spark-producing tool in flammable vapour is Hot Work; the drum transfer itself is optional Cold "
        "Work.",
    ),
    inc(
        "Reservoir keeper's diary: walked the embankment crest and read the gauge boards, reservoir at top "
        "water level, overflow running clear, no seepage at the toe drain.",
        [],
        [],
        ALL,
        "A routine walk and gauge reading; no permit.",
    ),
    inc(
        "Sewer lateral crew report: to reconnect the lateral we hand dug beside the manhole to 1.4 m without a "
        "cable locator scan and the spade went through a live 11 kV cable. The ganger was thrown back with "
        "burns to both hands.",
        [EX],
        [LOTO],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.4 m dig near services is Excavation with a locate first; isolating the cable is optional "
        "Electrical/LOTO.",
    ),
    inc(
        "Ozone plant night log 02:40: the fitter opened the destruct unit lid and started shovelling out "
        "catalyst while the generators were still producing and the off-gas fan was stopped from SCADA only. "
        "Ozone alarm at 0.3 ppm, work stopped.",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Opening the ozone destruct unit is Cold Work, and the generators and fan needed locking out, not a "
        "SCADA stop.",
    ),
    inc(
        "Press statement: a technician was taken to hospital on Thursday after falling from a ladder in the "
        "district cooling plant's cooling tower, where he was replacing drift eliminators 5 metres above the "
        "basin.",
        [WAH],
        [],
        [HW, EX, RT, LIFT, VE],
        "Ladder work at 5 m is Working at Height.",
    ),
    inc(
        "Tug master's report: while we pushed the barge onto the dock blocks, the yard's radiographers were "
        "shooting the shell welds with an Ir-192 source on the dock floor, and our line handlers walked "
        "through their barrier tape.",
        [RT],
        [],
        [EX, CSE, LOTO, HW],
        "Gamma radiography of welds is Radiography, with a controlled boundary.",
    ),
    inc(
        "Cleaning station operator's statement: the spinner head was blocked, so I climbed in through the "
        "manlid of the road tanker compartment with the hand lance to wash out the acrylonitrile residue. My "
        "colleague saw me slump and called the supervisor.",
        [CSE],
        [],
        [HW, EX, RT, LIFT],
        "Climbing into a tanker compartment is Confined Space Entry.",
    ),
    inc(
        "Blasting subcontractor's daily: two blasters grit-blasting the hull in the dock from a boom lift at "
        "8 m, diesel compressor parked next to the dock service pit, one harness lanyard found unclipped at "
        "11:00.",
        [WAH],
        [HW, VE],
        [CSE, EX, RT, LOTO],
        "Blasting from a boom lift at 8 m is Working at Height; blasting and a diesel compressor in a dock are "
        "optional Hot Work and Vehicle Entry where no flammables are present.",
    ),
    inc(
        "My radiator was scalding hot all night and my daughter burnt her hand on it; your network people say "
        "the flow temperature was raised for the cold snap.",
        [],
        [],
        ALL,
        "A heat customer's complaint about a hot radiator; no job, no permit.",
    ),
    inc(
        "Open day accident book: a visitor tripped over a keel block rope on the dock floor during the guided "
        "walk and sprained her wrist.",
        [],
        [],
        ALL,
        "A trip on a guided walk; no work and no permit.",
    ),
    inc(
        "Second engineer note: bow thruster motor 380 V changed by yard electricians, breaker only opened, no "
        "lock, and bridge started thruster test - hvala Bogu nobody had hands in terminal box.",
        [LOTO],
        [LIFT],
        [HW, CSE, EX, RT],
        "Changing a 380 V motor needs its breaker locked and the start proven impossible (Electrical/LOTO).",
    ),
    inc(
        "Valve card V-2207: network technician climbed into the 2.2 m chamber without a gas test and shut the "
        "valve in 40 turns against the flow. The pressure surge burst a main in the next street.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, WAH],
        "Climbing into a 2.2 m valve chamber is Confined Space Entry with a gas test first.",
    ),
]
