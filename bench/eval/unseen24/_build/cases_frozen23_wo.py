"""unseen24 frozen23 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is transport-side writers working at the plants' rail sidings, jetties and aviation
fuel tanks: a siding possession request, a crane driver's defect report on a quay crane, a Filipino chief
officer's request to the terminal, a Flemish day-planner turning a night log into an order, a JIG-style
aviation fuel contractor, a carriage-and-wagon examiner's red card, an ISGOTT ship/shore checklist remark,
an airfield-lighting contractor, a cold-ironing berth note; hot-box, crane-split, hold-point, FOD-walk,
draught-survey, pilot-ladder and points-heater lookalikes; stevedore, track-gang, refueller and
chemical-plant shift-log jobs. Each label was written together with its case (bench/eval/README.md
conventions) and is never changed afterwards. build.py shuffles, numbers and dates them; validate.py checks
them. frozen23 readers only.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "SIDING POSSESSION REQ - Rd 3 drainage crossing (Loading Rack siding)",
        "Plant-A",
        "Loading Rack",
        ["Rail siding road 3 (RTC loading)", "Cross-track drain CD-3 (150 mm, collapsed)", "Stop block SB-3"],
        10,
        "SIDING POSSESSION REQUEST  No. SPR-27-019\n"
        "Requested by: Tyne Rail Infrastructure Ltd (K. Robson, site supervisor)\n"
        "Lines affected: Road 3 only. Roads 1-2 remain OPEN for RTC loading.\n"
        "Person in Charge of Siding Possession (PICSP): D. Armstrong. Protection: detonators + red board at "
        "the throat, scotch block at SB-3.\n"
        "Hazard screen -- Ground works / excavation: NO (ballast work only). Hot work: NO (no welding this "
        "possession). Electrification: N/A (siding not electrified).\n"
        "Work content: RRV (Colmar T10000, diesel) on-tracks at the level crossing, digs out fouled ballast "
        "between sleepers 41-48 to 450 mm below sleeper bottom, then excavates the collapsed cross-track "
        "drain to invert, approx 0.9 m, and lays a new 150 mm twinwall pipe. Backfill with clean 50 mm "
        "ballast, tamp by hand-held tampers, RRV off-tracks at the crossing. Sleepers stay in.\n"
        "Haway -- if the pipe is deeper than the drawing says we stop and ring you.",
        "Possession taken 07:00, protection placed\nRRV on-track at LC\nDig ballast and trench to 0.9 m\n"
        "Lay pipe, backfill, hand-tamp\nRRV off-track, possession given up by 17:00",
        [EX, VE],
        [LIFT],
        [HW, CSE, RT, WAH, LOTO],
        "The hazard screen says no ground works, yet a diesel road-rail excavator digs ballast and a 0.9 m "
        "drain trench: Excavation required with the conflict flagged, and Vehicle Entry for the RRV at the "
        "loading rack. No welding, no entry, nothing electrified; sleepers stay in (RRV lifting optional).",
        expect={"scopeConflict": True},
    ),
    wo(
        "QC-2 DEFECT: boom hoist upper limit switch u/s",
        "Plant-B",
        "Jetty",
        ["Quay crane QC-2 (rail-mounted, 40 t)", "Boom hoist upper limit LS-BH2", "690 V main isolator QC2-Q1"],
        6,
        "CRANE DEFECT REPORT - QC-2   Raised by crane driver: M. de Wit   Shift: B\n"
        "Defect: boom will not stop on the upper limit, stopped on the emergency limit twice. Crane taken out "
        "of service, tag on the cab door.\n"
        "Technician remarks (Portwise Crane Services): Working at height: N/A -- task from the machinery "
        "house floor.\n"
        "Plan: isolate 690 V main at QC2-Q1 (padlock + tag), boom lowered to horizontal first. Walk out along "
        "the boom walkway to the boom tip (approx 38 m above quay), clip on to the boom lifeline where the "
        "walkway handrail stops, replace the rotary limit switch LS-BH2 on the boom hinge sheave bracket and "
        "reset the cams. Switch is 6 kg, goes up in the tool bag. Test from cab after restoring power.",
        "Boom horizontal\nIsolate QC2-Q1\nWalk boom, clip on past end of handrail\nChange LS-BH2, set cams\n"
        "Restore, test limits from cab",
        [WAH, LOTO],
        [],
        [HW, EX, CSE, RT, VE, LIFT],
        "The remark says no work at height from the machinery house floor, but the switch is at the boom tip "
        "38 m up, beyond the handrail on a lifeline: Working at Height required with the conflict flagged. "
        "The 690 V main is locked; a 6 kg switch in a bag is not a lift and no vehicle comes onto the jetty.",
        expect={"scopeConflict": True, "isolationPoints": ["690 V main isolator QC2-Q1"]},
    ),
    wo(
        "MT SAMAL STAR - request to terminal: gangway tower bracket crack",
        "Terminal-C",
        "Jetty",
        ["Shore gangway tower GT-1 (berth 1)", "Gangway landing bracket", "Diesel welding set (contractor)"],
        6,
        "From: Chief Officer, MT Samal Star (alongside berth 1, discharging HSD)\n"
        "To: Terminal Loading Master\n"
        "Good day Sir. As discussed in pre-transfer meeting, NO HOT WORK ON BOARD DURING CARGO, walay hot "
        "work, all understood and logged in ship/shore checklist.\n"
        "Kindly note crack approx 80 mm at your shore gangway tower landing bracket (lower landing, jetty "
        "deck level). Our bosun says it moves when the gangway is loaded. Kindly arrange your contractor to "
        "arc weld a reinforcing plate on bracket before our crew change at 1600 LT, his diesel welding set "
        "can park by the tower. Salamat po.\n"
        "Rgds, C/O R. Bacolod",
        "Loading master to review\nContractor: clean, fit plate, arc weld\nDiesel welder parked at tower base\n"
        "Inspect before crew change",
        [HW, VE],
        [CW],
        [CSE, EX, RT, LIFT],
        "'No hot work' refers to the ship during cargo, but the request is for arc welding a plate on the "
        "shore gangway tower beside a discharging tanker: Hot Work required with the conflict flagged, and "
        "Vehicle Entry for the diesel welding set on the jetty. The bracket is at deck level; nothing lifted "
        "or entered.",
        expect={"scopeConflict": True},
    ),
    wo(
        "R-301 thermowell TW-3012 gevallen - ophalen (from night log)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-301 (emptied, washed)", "Agitator M-301 (400 V)", "Bottom manway MW-301B", "TW-3012"],
        8,
        "Overgenomen uit ploegverslag nacht (C-ploeg): 'TW-3012 afgebroken bij spoelen, ligt op bodem R-301. "
        "Geen mangat-entry nodig, enkel visueel vanaf mangat -- operator'.\n"
        "Day planner (L. Peeters) job content:\n"
        "- R-301 drained and water-washed by ops, blinds at feed and vent as per blind list BL-301.\n"
        "- Agitator M-301 400 V locked at MCC-3 cubicle 7, key in lock box.\n"
        "- Open bottom manway MW-301B (40 bolts).\n"
        "- Fitter enters R-301 through MW-301B with airline, hole watch outside, to retrieve the broken "
        "thermowell from under the agitator blades and measure the nozzle stub.\n"
        "- Gas test O2/LEL before entry and every 30 min.",
        "Confirm blinds\nLock M-301\nOpen MW-301B\nGas test\nEntry with hole watch, retrieve TW\nBox up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE, LIFT, WAH],
        "The night log says no manhole entry, but the day plan sends a fitter inside R-301 under the agitator "
        "blades: Confined Space Entry required with the conflict flagged, and the 400 V agitator locked "
        "(Electrical/LOTO). Opening the manway on a blinded vessel is optional cold work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"], "isolationPoints": ["MCC-3 cubicle 7"]},
    ),
    wo(
        "AVFUEL - FWS-2 element change (6-monthly) Jet A-1",
        "Terminal-C",
        "Pump House",
        ["Filter water separator FWS-2 (Jet A-1)", "FWS-2 lid (1,180 kg)", "Monorail 2 t + chain block",
         "Transfer pump P-J2 (415 V)"],
        8,
        "AVIATION FUEL FACILITY - ROUTINE MAINTENANCE WORKSHEET  (JIG-style, quality ref QC-FWS-02)\n"
        "Task: replace coalescer & separator elements FWS-2, Jet A-1 supply to airport line\n"
        "Lifting ops: NIL\n"
        "Precautions: P-J2 415 V isolated & locked at MCC, inlet/outlet valves closed and tagged, FWS-2 "
        "drained to the product recovery tank, vent open.\n"
        "Method: unbolt lid, raise lid (1,180 kg, hinged davit seized) with 2 t chain block on the pump house "
        "monorail, swing clear; remove 14 coalescers + 4 separators, fit new (bagged elements, gloves), "
        "renew O-ring, refit lid, fill slowly and vent, DP reading, Clear & Bright sample, sign release.",
        "Isolate P-J2, close/tag valves\nDrain FWS-2\nLift lid 1.18 t on chain block\nChange elements\n"
        "Refit lid, fill, vent, sample",
        [LIFT, CW, LOTO],
        [],
        [HW, EX, RT, VE, CSE],
        "'Lifting ops: NIL', yet a 1,180 kg lid is raised on a 2 t chain block: Lifting required (1 t rule) "
        "with the conflict flagged. Opening the drained Jet A-1 vessel is Cold Work and P-J2 is locked at "
        "415 V; nobody enters the vessel.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "isolationPoints": ["P-J2 MCC"]},
    ),
    wo(
        "RED CARD - RTC 33 80 7810 412-6 brake block",
        "Plant-A",
        "Loading Rack",
        ["Rail tank car 33 80 7810 412-6 (gasoline, loaded)", "Brake blocks bogie B"],
        4,
        "C&W EXAMINER'S CARD (red)  Wagon: 33 80 7810 412-6  Road 2 spot 4  Product: gasoline, LOADED\n"
        "Defect: brake block worn to 10 mm, bogie B wheelset 3, LH.\n"
        "Action on site: change brake block only (hand tools, key and block pin). Blue flag on road 2, no "
        "loco or car mover movements until the examiner removes it.\n"
        "NOT on site: no welding or grinding on loaded wagons -- the cracked brake hanger bracket seen on "
        "wheelset 4 is reported to the keeper; wagon goes to the keeper's workshop empty for that repair.\n"
        "Examiner: J. Dodds",
        "Blue flag road 2\nChange block by hand\nExaminer check, remove blue flag",
        [],
        [CW],
        [HW, VE, LIFT, CSE, EX, RT, WAH],
        "A brake block changed by hand on a loaded tank car under blue-flag protection: no permit type is "
        "clearly needed (Cold Work optional beside loaded gasoline). Welding and grinding are explicitly "
        "excluded and sent to the keeper's workshop, and no loco or car mover moves.",
    ),
    wo(
        "SSSC remark - shore vapour return hose gasket",
        "Plant-B",
        "Jetty",
        ["Vapour return hose VR-H1 (shore, drained)", "Hose flange to jetty manifold VR-M1"],
        4,
        "SHIP/SHORE SAFETY CHECKLIST - Part 7 remarks (berth 2, MT Nordic Ilse, propylene oxide discharge "
        "completed, hoses drained and nitrogen-purged)\n"
        "Q: Is hot work being carried out on board or on the jetty?  Ship: N  Terminal: N\n"
        "Q: Are vehicles permitted on the jetty head?  N -- no vehicles on jetty head until ship sails.\n"
        "Terminal action before next nomination: replace gasket on VR-H1 to manifold VR-M1 flange (leak seen "
        "at last soap test). Hose is drained and N2-purged, ends capped. Manual bolt-up with torque wrench, "
        "soap test with N2 at 0.5 bar.",
        "Confirm hose purged\nBreak VR-H1 / VR-M1 flange\nNew gasket, torque\nN2 soap test",
        [CW],
        [],
        [HW, VE, CSE, EX, RT, LIFT, WAH],
        "Breaking a vapour-return hose flange on the jetty is Cold Work. The checklist excludes hot work and "
        "vehicles on the jetty head, and the manual bolt-up involves no lift, entry or height.",
    ),
    wo(
        "AGL-style solar bollard lights - tank farm road",
        "Terminal-C",
        "Tank Farm",
        ["Tank farm ring road (north side)", "Solar LED bollards x 12", "Concrete kerb"],
        6,
        "Quotation accepted - SkyGlow Airfield & Industrial Lighting\n"
        "Item 1: supply & fit 12 no. solar LED marker bollards (as used on airside service roads), 3.2 V "
        "self-contained battery, on surface base plates.\n"
        "Item 2: resin anchors, 4 x M10 per plate, 100 mm deep holes cored into the existing kerb with a "
        "battery drill.\n"
        "Exclusions: NO trenching, NO cabling, NO connection to site supply. No cutting or grinding. Our "
        "pick-up stays at the tank farm gate; bollards carried in on a hand trolley.",
        "Set out positions\nDrill anchor holes 100 mm\nResin anchors, fix plates\nFit bollards, check lights",
        [],
        [CW],
        [EX, LOTO, HW, VE, CSE, RT, WAH, LIFT],
        "Surface-fixed self-contained 3.2 V bollards: no trench, no cable, no mains, no cutting, and the "
        "pick-up stays at the gate, so Excavation, Electrical/LOTO, Hot Work and Vehicle Entry are excluded. "
        "Drilling anchors in a tank farm kerb is optional cold work.",
    ),
    wo(
        "Berth 2 shore-power cable crane - hydraulic hose",
        "Plant-B",
        "Jetty",
        ["Shore power (cold ironing) cable management crane CMC-2", "CMC-2 hydraulic power pack (400 V)",
         "6.6 kV shore connection SC-2"],
        5,
        "Berth note - cold ironing system, berth 2 (no vessel alongside)\n"
        "Contractor will NOT work on the 6.6 kV shore connection or plugs; HV connection/disconnection is done "
        "only by the authorised HV person with ship's crew.\n"
        "Our job: replace the leaking hydraulic hose on the slew cylinder of the cable management crane "
        "CMC-2. CMC-2 HPU 400 V locked at LV board LVB-J2, accumulator dumped. CMC-2 will not be used for "
        "lifting today (no cable handling, no loads). Hose is at the pedestal base, deck level.",
        "Lock HPU at LVB-J2, dump accumulator\nChange hose, bleed\nFunction test without load",
        [LOTO],
        [CW],
        [LIFT, HW, EX, CSE, RT, VE, WAH],
        "The 400 V power pack is locked and its accumulator dumped: Electrical/LOTO required; the hydraulic "
        "hose break is optional cold work. The crane lifts nothing today, the HV connection is excluded and "
        "the hose is at deck level.",
        expect={"isolationPoints": ["LVB-J2 (CMC-2 HPU)"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "HOT BOX alarm - RTC on road 1",
        "Plant-A",
        "Loading Rack",
        ["Hot axle box detector HABD-1 (siding entry)", "Rail tank car 33 80 7810 377-1 (empty)"],
        4,
        "Hot box detector HABD-1 alarmed on arrival, axle 5 RH, wagon 377-1 (empty, to load diesel).\n"
        "C&W examiner to check: IR thermometer reading on all axle boxes, feel for roughness, look for grease "
        "weep. If confirmed hot, wagon is bad-ordered (red card) and left for the rail operator to take away "
        "on the next trip; no repairs here. Detector head self-test from the lineside cabinet (read only).",
        "IR readings all axle boxes\nVisual check\nRed-card or release\nRecord in siding log",
        [],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, CW],
        "A 'hot box' is an overheating axle bearing; the job is a temperature check and a card. No flame, "
        "isolation, lift or containment break.",
    ),
    wo(
        "Heavy-lift discharge - crane split & hatch sequence meeting",
        "Plant-B",
        "Control Room",
        ["Meeting room CR-2", "HLV Jumbo-type vessel (ETA wk 9)"],
        4,
        "Pre-arrival meeting (stevedores, ship's agent, site projects, jetty ops). Agenda: 1) crane split -- "
        "which of the ship's two cranes takes which hatch; 2) hatch cover sequence and lay-down on deck; 3) "
        "lashing/sea-fastening removal plan (to be permitted separately when the ship is alongside); 4) SPMT "
        "route survey sign-off; 5) weather window. Coffee and slides only.",
        "Attend meeting\nIssue minutes",
        [],
        [],
        ALL,
        "A planning meeting in a control-room office about a future discharge; the crane split, hatch "
        "sequence and sea-fastening cutting are topics, not work done today.",
    ),
    wo(
        "ITP review - hold points H4/H5, tank T-14 bottom repair dossier",
        "Terminal-C",
        "Admin Building",
        ["QA office", "ITP-T14-01", "RT film viewer"],
        5,
        "QA/QC: close-out review of ITP-T14-01 before hand-back. Hold point H4 (vacuum box test of floor "
        "welds) -- check signed record. Hold point H5 (radiography of annular plate butt welds) -- review the "
        "films on the viewer with the client's inspector and sign the RT report. Witness point W7 (hydrotest) "
        "-- confirm chart. All in the QA office, no field work.",
        "Review records\nView RT films\nSign ITP",
        [],
        [],
        ALL,
        "'Hold points' and 'radiography' here are records and films reviewed in an office; no source is used "
        "and nothing is done in the field.",
    ),
    wo(
        "FOD walk - jetty head and approach (monthly)",
        "Terminal-C",
        "Jetty",
        ["Jetty head deck", "Jetty approach trestle walkway"],
        4,
        "FOD WALK (airport-style foreign object debris sweep) - all terminal staff off shift invited. Line "
        "abreast, walk the jetty head and the approach walkway, pick up bolts, wire, plastic, cable ties, rags "
        "into the FOD bags. Bag weigh-in at the gate hut, photos for the noticeboard. Stay inside the "
        "handrails, no boat, nothing over the edge. Tea afterwards.",
        "Brief\nWalk line abreast\nWeigh bags",
        [],
        [],
        ALL,
        "A hand litter pick inside the handrails on the jetty: no permit of any type.",
    ),
    wo(
        "Draught survey - MV Hai Tong 8 (urea discharge completed)",
        "Plant-B",
        "Jetty",
        ["MV Hai Tong 8 (berth 3)", "Draught marks fwd/mid/aft", "Ballast tank sounding pipes"],
        4,
        "Independent cargo surveyor (Botlek Marine Surveys) - final draught survey.\n"
        "Read draught marks from the quay edge and from the ship's pilot ladder platform at main deck "
        "(surveyor stays on deck), sea density with hydrometer from a bucket sample, ship's crew take "
        "ballast soundings with sounding tapes from deck; no tank is opened other than sounding caps, nobody "
        "goes into a tank or hold. Calculations in the ship's office.",
        "Read marks\nDensity\nSoundings by crew\nCalculate, sign",
        [],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "A draught survey reads marks and soundings from deck and quay; no tank or hold is entered and no "
        "work is done on plant. Cold Work left unlisted for opening sounding caps on the ship.",
    ),
    wo(
        "Pilot ladder / boarding arrangement check - pilot pontoon",
        "Terminal-C",
        "Jetty",
        ["Pilot boarding pontoon PP-1", "Pilot ladder certificate file", "Lifebuoy + light"],
        4,
        "Loading master's quarterly check of the pilot boarding arrangement at PP-1: pilot ladder stored in "
        "its box (certificate date, steps, side ropes by eye), lifebuoy with self-igniting light, boarding "
        "lamp works (switch on/off only), pontoon gangway hinge greased. Checklist only; the ladder is not "
        "rigged or climbed.",
        "Inspect per checklist\nRecord defects",
        [],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE, CW],
        "A 'pilot' here is the marine pilot and the ladder is inspected in its box, not climbed; switching a "
        "lamp on and off needs no isolation.",
    ),
    wo(
        "Points heaters PH-5A/5B - element replacement (pre-winter)",
        "Plant-A",
        "Loading Rack",
        ["Points 5 (siding throat)", "Points heater elements PH-5A/5B (230 V strip)",
         "Points heating control cabinet PHC-1"],
        5,
        "Pre-winter points heating check (S&T contractor). PH-5A open circuit. Replace 2 no. strip heater "
        "elements clipped to the stock rail web. Isolate at PHC-1 (230 V, lock + tag), prove dead, unclip "
        "and replace, IR test 500 V, restore, check current draw. No heat involved -- these heat the rails "
        "electrically. Siding road 1 under possession (points clipped and padlocked).",
        "Possession, clip points\nLock PHC-1, prove dead\nReplace elements\nIR test, restore",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "A points 'heater' is a 230 V electric element: Electrical/LOTO required, and no flame or hot work is "
        "involved.",
        expect={"isolationPoints": ["PHC-1"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "HLV discharge - C-5201 column section (68 t) to SPMT",
        "Plant-B",
        "Jetty",
        ["HLV 'Fairlift Swan' (ship's cranes 2 x 400 t)", "Column section C-5201 (68 t)",
         "SPMT 10-axle (diesel power pack)", "Sea-fastenings (welded)"],
        12,
        "STEVEDORE SUPERINTENDENT - DISCHARGE PLAN rev 2 (berth 1)\n"
        "1. Lashers release chain lashings and gas-cut 8 no. welded sea-fastening stoppers from the tank top "
        "of hold 2 (hatch covers open), working on the cargo saddles 4 m above the tank top, no handrails.\n"
        "2. Tandem lift with ship's cranes 1+2 (68 t + 12 t rigging), tag lines, lift supervisor: ship's "
        "superintendent.\n"
        "3. Land on SPMT on the jetty head, SPMT drives to the laydown area off the jetty.\n"
        "Hold 2: open hatch, ventilated, ladder access -- ship's enclosed space list says 'hold open = not "
        "enclosed'.",
        "Gas-cut stoppers\nTandem lift 68 t\nSPMT on jetty head\nDrive off jetty",
        [HW, LIFT, VE, WAH],
        [CSE],
        [RT, EX],
        "Gas cutting stoppers is Hot Work on a jetty; a 68 t tandem lift is Lifting; the diesel SPMT on the "
        "jetty head is Vehicle Entry; lashers on saddles 4 m over the tank top without rails is Working at "
        "Height. An open, ventilated hold is defensible either way as a confined space.",
    ),
    wo(
        "Turnout T5 crossing renewal - possession weekend",
        "Plant-A",
        "Loading Rack",
        ["Turnout T5 common crossing (1.1 t)", "Point machine PM-5 (110 V AC)", "RRV with lifting beam",
         "Thermite weld kits x 2"],
        12,
        "Weekend possession (PICSP: D. Armstrong). Tyne Rail Infrastructure gang, 8 men.\n"
        "- PM-5 point machine 110 V AC supply isolated at the siding signalling cabinet, locked, points "
        "clipped.\n"
        "- RRV digs ballast out 300 mm below sleeper under the crossing.\n"
        "- Unbolt, lift out old crossing (1.1 t) on the RRV lifting beam, lift in new.\n"
        "- 2 no. aluminothermic (thermite) welds, preheat with propane, grind profile.\n"
        "- Re-ballast, tamp, restore PM-5, test detection.\n"
        "Roads 1 and 2 loading live until 06:00 Sat.",
        "Isolate PM-5, clip points\nDig ballast\nLift crossing out/in 1.1 t\nThermite weld x2, grind\n"
        "Ballast, tamp, test",
        [HW, EX, LIFT, VE, LOTO],
        [],
        [CSE, RT, WAH],
        "Thermite welding with propane preheat and grinding is Hot Work; machine digging of ballast is "
        "Excavation; a 1.1 t crossing on the RRV beam is Lifting; the diesel RRV at the loading rack is "
        "Vehicle Entry; the 110 V point machine is isolated (Electrical/LOTO).",
        expect={"isolationPoints": ["PM-5 supply at siding signalling cabinet"]},
    ),
    wo(
        "T-14 Jet A-1 internal inspection + floating suction swivel",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-14 (Jet A-1, 5,000 m3, drained)", "Floating suction FS-14", "Inlet MOV-14 (415 V)",
         "Vacuum tanker (contractor)"],
        12,
        "AVFUEL CONTRACTOR - TANK ENTRY WORK PACK T-14\n"
        "Prereq: T-14 emptied to suction, bottoms pumped out by vacuum tanker parked in the bund at the "
        "shell manway; MOV-14 415 V locked off at MCC-T; all nozzles spaded; forced ventilation 24 h.\n"
        "Open shell manway and roof manway. Entry team (2) with hole watch, continuous O2/LEL/H2S meters, "
        "aviation fuel vapour <1% LEL for entry.\n"
        "Inspect epoxy lining (holiday test), replace floating suction swivel joint (90 kg) with a 500 kg "
        "chain block off the roof nozzle. Touch-up with cold-cure epoxy. NO hot work inside -- if steel repair "
        "is needed, stop and re-plan.",
        "Vac truck bottoms\nLock MOV-14, spade nozzles\nOpen manways, ventilate\nGas test, enter\n"
        "Inspect, swap swivel, coat\nBox up",
        [CSE, CW, LOTO, VE],
        [LIFT],
        [HW, RT, EX],
        "Entry into the aviation fuel tank is Confined Space Entry; opening manways and spading is Cold Work; "
        "MOV-14 is locked at 415 V; the vacuum tanker in the bund is Vehicle Entry. A 90 kg swivel on a "
        "chain block is optional lifting; hot work is excluded.",
        expect={"gasSubstances": ["O2", "LEL", "H2S"], "isolationPoints": ["MOV-14 at MCC-T"]},
    ),
    wo(
        "RTC top-loading gantry spot 3 - gangway hinge pins",
        "Plant-A",
        "Loading Rack",
        ["Top-loading gantry spot 3", "Fold-down gangway FG-3 (650 kg)", "Gangway winch (480 V)",
         "Diesel boom lift 16 m"],
        8,
        "Work order from rail loading supervisor: FG-3 gangway drops unevenly, hinge pin bosses worn oval.\n"
        "Plan: spot 3 out of use, no wagon on spot 3, spots 2/4 stopped during hot work. Gangway winch 480 V "
        "locked at the gantry MCC. Gangway (650 kg) hung on a 1 t chain block from the gantry beam. Fitter in "
        "diesel boom lift at 4.5 m builds up bosses by MMA welding and line-bores. Fire watch 60 min.",
        "Stop spots 2-4\nLock winch\nHang gangway on chain block\nBoom lift, weld bosses, line bore\n"
        "Fire watch, re-commission",
        [HW, LOTO, WAH, VE],
        [LIFT],
        [CSE, EX, RT],
        "MMA welding at a loading gantry is Hot Work; the 480 V winch is locked; the fitter works from a "
        "boom lift at 4.5 m (Working at Height) that is a diesel vehicle in the loading rack. A 650 kg "
        "gangway on a chain block is optional lifting.",
        expect={"isolationPoints": ["gantry MCC - FG-3 winch"]},
    ),
    wo(
        "B-2 economiser tube leak - from shift log 14/02",
        "Plant-B",
        "Boiler House",
        ["Steam boiler B-2", "Economiser bank E-2", "FD fan F-2 (400 V)", "Internal scaffold 6 m"],
        12,
        "Ploegverslag 14/02 nacht: 02:50 B-2 feedwater flow/steam flow mismatch, hissing at eco hopper, B-2 "
        "uit bedrijf genomen 03:30, koelen. -- shift lead J. Vermeulen\n"
        "Day job: B-2 cold and drained, FD fan F-2 400 V locked at MCC-B, fuel gas double block and bleed "
        "locked. Boilermakers enter the economiser casing through access door AD-2, build internal scaffold "
        "to 6 m, locate leak, cut out and plug tubes, plug welds by TIG. Hole watch at AD-2.",
        "Lock F-2, fuel gas DBB\nOpen AD-2, gas test\nScaffold 6 m inside casing\nPlug tubes, TIG weld\n"
        "Strike scaffold, box up",
        [CSE, HW, LOTO, WAH],
        [CW],
        [EX, VE, RT],
        "Boilermakers inside the economiser casing (Confined Space Entry) TIG-weld plugs (Hot Work) from a "
        "6 m internal scaffold (Working at Height), with the FD fan locked (Electrical/LOTO). Opening the "
        "access door on a cold boiler is optional cold work.",
        expect={"gasSubstances": ["O2", "CO"], "isolationPoints": ["MCC-B F-2", "fuel gas DBB"]},
    ),
    wo(
        "QC-1 spreader change + twistlock housing repair",
        "Plant-B",
        "Jetty",
        ["Quay crane QC-1", "Container spreader SP-1 (11 t)", "Spare spreader SP-3", "Flatbed trailer + tractor"],
        10,
        "Crane maintenance planner (Portwise): QC-1 drum/ISO-tank berth.\n"
        "1. QC-1 lands SP-1 on trestles on the quay.\n"
        "2. QC-1 690 V main locked, spreader cable plug out.\n"
        "3. Fitter on top of SP-1 (2.7 m above quay, no rails) cuts out cracked twistlock housing TL-3 by "
        "gouging and MMA welds a new housing.\n"
        "4. Tractor and flatbed bring SP-3 onto the jetty; QC-1 restored and lifts SP-3 (11 t) onto the "
        "headblock.\n"
        "5. SP-1 goes back to the workshop on the flatbed.",
        "Land SP-1\nLock 690 V\nGouge + weld TL-3 on top of spreader\nFlatbed in with SP-3\nQC-1 lifts SP-3",
        [HW, LOTO, WAH, LIFT, VE],
        [],
        [CSE, EX, RT],
        "Arc gouging and welding on the jetty is Hot Work; the crane main is locked; the fitter stands 2.7 m "
        "up on an unrailed spreader; an 11 t spreader is lifted; a tractor and flatbed come onto the jetty.",
        expect={"isolationPoints": ["QC-1 690 V main"]},
    ),
    wo(
        "R-210 catalyst basket change-out (inert entry)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-210 (N2 blanketed)", "Top head (1.6 t)", "Overhead crane 3.2 t", "Agitator M-210 (6.6 kV)"],
        12,
        "Shift lead's job card, catalyst change-out R-210:\n"
        "- M-210 6.6 kV racked out and earthed by HV AP, LOTO on cubicle.\n"
        "- R-210 depressured, purged; stays under N2 (pyrophoric catalyst).\n"
        "- Break top head flange (48 studs), lift head 1.6 t with the 3.2 t overhead crane onto stand.\n"
        "- Inert entry team (air-supplied, specialist contractor) enters R-210 to unbolt and rig the "
        "catalyst baskets; baskets out on the overhead crane (420 kg each).\n"
        "- Top floor is grated with full handrails.",
        "Rack out M-210\nDepressure, N2\nBreak head, lift 1.6 t\nInert entry, baskets out\nNew baskets, close",
        [CSE, LOTO, LIFT, CW],
        [WAH],
        [HW, EX, RT, VE],
        "An inert (N2) entry into the reactor is Confined Space Entry; the 6.6 kV agitator is racked out "
        "(Electrical/LOTO); the 1.6 t head goes on the overhead crane (Lifting); breaking the head flange is "
        "Cold Work. The top floor is railed (height optional).",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["M-210 6.6 kV cubicle"]},
    ),
    wo(
        "Bay 4 refueller filter monitor skid - tie-in + RT",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 4 Jet A-1 bottom-loading line (4\")", "New filter monitor vessel FM-4", "RT van (Ir-192)"],
        10,
        "Project tie-in TI-07 (aviation refueller loading bay 4)\n"
        "Bays 1-3 continue loading diesel/petrol road tankers; bay 4 closed and barriered.\n"
        "- Drain and flush 4\" Jet A-1 line, spade at bay manifold.\n"
        "- Cold cut (pipe cutter) at two points, bevel with grinder, fit FM-4 spools, TIG root + MMA fill, "
        "3 welds.\n"
        "- Ir-192 radiography of 3 welds by NDT contractor after 18:00, RT van parked in bay 4, boundary "
        "7.5 uSv/h barriered and manned.\n"
        "- Hydrotest, de-spade, leak check.",
        "Drain, spade\nCut in, weld 3 joints\nRT at night (RT van in bay 4)\nHydrotest, reinstate",
        [HW, RT, VE, CW],
        [],
        [CSE, EX, WAH],
        "Grinding and welding in a loading bay is Hot Work; Ir-192 radiography is Radiography with a 7.5 "
        "µSv/h boundary; the RT van in the bay is Vehicle Entry; cutting into the drained Jet A-1 line is "
        "Cold Work.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "SC-2 shore power cable reel - slip ring brush change (berth 1 live)",
        "Plant-B",
        "Jetty",
        ["Shore connection SC-2 cable reel (berth 2)", "SC-1 shore connection (berth 1, 6.6 kV, in use)",
         "Shore power switchboard SPB-J"],
        6,
        "Cold ironing maintenance -- berth 2 empty, berth 1 vessel on shore power (6.6 kV LIVE via SC-1, do "
        "not touch SPB-J panels 1-3).\n"
        "SC-2 breaker Q2 racked out and earthed at SPB-J by HV authorised person, LOTO + earthing "
        "certificate. Replace slip-ring brushes in SC-2 reel housing (deck level), IR test, restore.",
        "HV AP isolates and earths Q2\nProve dead at reel\nChange brushes\nIR test, restore",
        [LOTO],
        [CW],
        [HW, EX, CSE, RT, LIFT, VE, WAH],
        "Work on a 6.6 kV cable reel with its breaker racked out and earthed is Electrical/LOTO, with the "
        "neighbouring berth's shore supply live in the same switchboard.",
        expect={
            "liveSources": ["SC-1 6.6 kV shore supply to berth 1 vessel"],
            "isolationPoints": ["SPB-J breaker Q2"],
        },
    ),
    wo(
        "Car mover capstan CM-1 - wire rope renewal",
        "Plant-A",
        "Loading Rack",
        ["Rail car mover capstan CM-1 (road 1)", "CM-1 winch motor (480 V)", "Road 2 (loading gasoline)"],
        6,
        "Rail loading supervisor: CM-1 rope has broken strands. Road 1 clear of wagons. Road 2 continues "
        "loading gasoline on spots 1-6 (4 m away).\n"
        "Lock CM-1 motor 480 V at the rack MCC, release brake tension, cut old rope with a hydraulic rope "
        "cutter (no disc cutter), reeve new 22 mm rope by hand, socket with resin, test pull.",
        "Lock CM-1\nRelease tension\nCut rope hydraulically\nReeve, socket\nTest",
        [LOTO],
        [CW],
        [HW, EX, CSE, RT, WAH, VE],
        "The 480 V capstan is locked for the rope change; the rope is cut hydraulically so no hot work, with "
        "gasoline loading live on the next road.",
        expect={
            "liveSources": ["road 2 gasoline loading (spots 1-6)"],
            "isolationPoints": ["rack MCC - CM-1 motor"],
        },
    ),
    wo(
        "QC-3 boom-tip anemometer replacement",
        "Plant-B",
        "Jetty",
        ["Quay crane QC-3 (boom tip 48 m)", "Anemometer AN-3", "Aircraft warning light circuit (230 V, port supply)",
         "QC-4 (adjacent, working)"],
        6,
        "Crane driver reports wind reading stuck at 0 m/s. QC-3 parked at the north end, boom up, 690 V main "
        "locked. NB the aircraft warning light on the boom tip is fed from the port 230 V supply, not the "
        "crane main -- isolate at port lighting board PLB-4 way 6 and lock. QC-4 keeps working ship at berth "
        "3, 40 m south. Technician climbs the boom ladder to the tip platform (48 m, railed platform but "
        "ladder cage ends at 40 m), fall arrest on the rail system.",
        "Lock QC-3 main\nLock PLB-4/6\nClimb, swap AN-3\nCalibrate, restore",
        [WAH, LOTO],
        [],
        [HW, EX, CSE, RT, VE, LIFT],
        "A 48 m climb on an uncaged ladder section is Working at Height; two supplies are locked (crane main "
        "and the separately fed 230 V light), with the neighbouring quay crane still working.",
        expect={
            "liveSources": ["QC-4 working berth 3"],
            "isolationPoints": ["QC-3 690 V main", "PLB-4 way 6"],
        },
    ),
    wo(
        "P-J3 mech seal - P-J4 on line to airport",
        "Terminal-C",
        "Pump House",
        ["Jet A-1 transfer pump P-J3 (415 V)", "P-J4 (running, common suction header)", "Airport supply line"],
        8,
        "Fuel farm shift lead: P-J4 running on the airport line at 9 bar discharge, DO NOT STOP -- airport "
        "hydrant depends on it. P-J3 to be overhauled: lock P-J3 at MCC, close suction and discharge valves "
        "(chain + lock), drain casing to the recovery tank, vent. Fitter removes seal cartridge, fits new. "
        "Common suction header stays live with P-J4.",
        "Lock P-J3\nClose & lock valves\nDrain, vent\nChange seal\nReinstate, leak test",
        [CW, LOTO],
        [],
        [HW, EX, CSE, RT, VE, LIFT, WAH],
        "Opening a Jet A-1 pump casing off a live header is Cold Work with the 415 V motor locked; P-J4 keeps "
        "running on the same suction header.",
        expect={
            "liveSources": ["P-J4 running on common suction header"],
            "isolationPoints": ["P-J3 MCC", "P-J3 suction/discharge valves"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "PT-2051 vervangen - R-205 in bedrijf",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-205 (operating 8 barg)", "Pressure transmitter PT-2051 (4-20 mA, 24 V)", "Root valves RV-1/RV-2"],
        4,
        "Shift lead note: PT-2051 drifting vs PT-2052. Reactor stays in operation (8 barg, 85 °C). "
        "Instrument tech: DCS put PT-2051 in manual/bypass on the interlock with the console operator's "
        "signature, close root valves RV-1 and RV-2, bleed to closed drain, swap transmitter, leak test, "
        "remove bypass. Loop is 24 V from the DCS, no electrical isolation needed.",
        "Bypass interlock (signed)\nClose roots, bleed\nSwap PT\nLeak test, remove bypass",
        [CW],
        [],
        [LOTO, HW, EX, CSE, RT, VE, LIFT, WAH],
        "Breaking an impulse connection on an operating reactor and bypassing an interlock are Cold Work; the "
        "24 V loop rules out Electrical/LOTO.",
        expect={
            "liveSources": ["R-205 operating at 8 barg"],
            "isolationPoints": ["RV-1", "RV-2"],
        },
    ),
    wo(
        "Jetty lighting mast LM-3 - lamp change while bunkering",
        "Terminal-C",
        "Jetty",
        ["Lighting mast LM-3 (12 m)", "Lighting board JLB way 3 (230 V)", "Bunker barge at berth 2 (VLSFO)"],
        5,
        "Electrical: LM-3 floodlight out. Bunker barge alongside MT at berth 2 delivering VLSFO from 10:00 -- "
        "keep 30 m clear of the bunker manifold, LM-3 is 55 m away. Lock JLB way 3 (230 V), climb LM-3 fixed "
        "ladder (no cage, no rest platform) to the 12 m lamp head with twin-lanyard, change lamp and driver. "
        "No vehicle on jetty.",
        "Lock JLB/3\nClimb with twin lanyard\nChange lamp + driver\nRestore, test",
        [WAH, LOTO],
        [],
        [HW, EX, CSE, RT, VE, LIFT],
        "A 12 m uncaged ladder climb is Working at Height and the 230 V way is locked; bunkering continues at "
        "the other berth.",
        expect={
            "liveSources": ["bunkering at berth 2 (VLSFO)"],
            "isolationPoints": ["JLB way 3"],
        },
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Sour crude RTC dome gasket - loaded car",
        "Plant-A",
        "Loading Rack",
        ["Rail tank car 33 80 7891 004-2 (sour crude, loaded)", "Top manway dome gasket", "Gantry spot 5"],
        5,
        "Crude-by-rail receipt: wagon 004-2 weeping at the top manway. H2S in vapour space up to 300 ppm "
        "measured at the dome. Operator on top of the car (4.3 m above rail) from gantry spot 5, fold-down "
        "gangway does not reach the dome -- work on the car top with fall-arrest trolley. Full-face SCBA, H2S "
        "+ LEL personal monitors. Crack manway bolts, replace gasket, re-torque in pattern.",
        "Gas test\nSCBA on, fall arrest\nBreak manway, new gasket\nTorque, leak check",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Breaking the manway on a loaded sour crude car is Cold Work with H2S at 300 ppm; standing on the car "
        "top 4.3 m up beyond the gangway is Working at Height.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "Berth 4 ammonia ESD valve actuator - NH3 carrier",
        "Plant-B",
        "Jetty",
        ["ESD valve XV-401 (liquid NH3 line)", "Actuator HPU (400 V)", "Refrigerated NH3 carrier (next ETA 5 d)"],
        6,
        "Jetty ops (ammonia berth): XV-401 actuator slow to close on last ESD test. Line between XV-401 and "
        "shore manifold purged with N2 to < 25 ppm NH3 after last cargo. Lock HPU 400 V, dump accumulator, "
        "disconnect hydraulic lines, unbolt actuator from valve (180 kg, jetty hose crane not used -- chain "
        "block from the pipe support). NH3 detectors at manifold live; escape masks carried.",
        "Confirm N2 purge\nLock HPU, dump accumulator\nBreak hydraulics\nSwap actuator",
        [CW, LOTO],
        [LIFT],
        [HW, EX, CSE, RT, VE, WAH],
        "Work on an ammonia ESD valve with hydraulic lines broken is Cold Work (NH3 hazard), the HPU is "
        "locked and depressurised, and a 180 kg actuator on a chain block is optional lifting.",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["XV-401 HPU"]},
    ),
    wo(
        "Chloorinjector CI-02 vervangen (effluent disinfectie)",
        "Plant-B",
        "Effluent Treatment",
        ["Chlorine ejector CI-02", "Chlorinator vacuum regulator", "Cl2 drum bank (1 t drums)",
         "Booster pump P-812 (400 V)"],
        5,
        "Ploegleider effluent: CI-02 ejector blocked (no vacuum). Close Cl2 drum valves, draw residual gas "
        "off by the ejector on CI-01, booster pump P-812 stop and lock at MCC, replace CI-02 and the check "
        "valve, new lead washers. Cl2 leak check with ammonia bottle. Drums are not moved.",
        "Close drum valves, evacuate\nLock P-812\nSwap CI-02\nLeak check",
        [CW],
        [LOTO],
        [HW, EX, CSE, RT, LIFT, VE, WAH],
        "Breaking a chlorine gas line is Cold Work with Cl2 hazard; locking the booster pump is optional "
        "LOTO beside it; the 1 t drums are not moved.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "MV Baltic Pine hold 3 - wood pellet residue, trimming with bobcat",
        "Plant-B",
        "Jetty",
        ["MV Baltic Pine (berth 3)", "Cargo hold 3", "Skid steer loader (diesel, 2.8 t)", "Ship's crane 2"],
        10,
        "Stevedore foreman (biomass discharge): grab cannot reach the corners of hold 3. Skid steer (2.8 t "
        "diesel) to be lowered into hold 3 by ship's crane 2 to push residue under the grab, driver + banksman "
        "down the hold ladder. Wood pellets give off CO and use up O2 -- hatch was closed 9 days at sea. "
        "Ventilate, test O2/CO at three levels before entry and continuously, rescue set at the hatch "
        "coaming. Bobcat exhaust adds CO: stop if > 25 ppm.",
        "Open hatch, ventilate\nGas test O2/CO\nLower bobcat 2.8 t\nEntry, trim residue\nLift bobcat out",
        [CSE, LIFT, VE],
        [],
        [HW, EX, RT, LOTO],
        "A pellet hold is an enclosed space with CO and low O2, so entry is Confined Space Entry; lowering a "
        "2.8 t skid steer by crane is Lifting; a diesel loader on the jetty and in the hold is Vehicle Entry.",
        expect={"gasSubstances": ["CO", "O2"]},
    ),
    wo(
        "Bunker manifold BM-2 flange weep (HSFO)",
        "Terminal-C",
        "Jetty",
        ["Bunker line BL-2 (HSFO, 6\")", "Shore bunker manifold BM-2", "Bunker hose (detached)"],
        5,
        "Bunker supervisor: weep at BM-2 flange after the last delivery. HSFO from this supplier has tested "
        "H2S in headspace up to 40 ppm; personal H2S monitors set to alarm at 5 ppm, escape sets worn. Close "
        "and lock BL-2 block valve, drain to slop drum, break flange, new spiral-wound gasket, re-torque. No "
        "vehicles, no hot work.",
        "Close/lock BL-2\nDrain\nBreak flange, new gasket\nTorque, leak test at next delivery",
        [CW],
        [],
        [HW, VE, CSE, EX, RT, LIFT, WAH],
        "Breaking a heavy fuel oil bunker flange is Cold Work with H2S from the fuel; hot work and vehicles "
        "are excluded.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "T-410 benzeen - radar level LT-410 swap",
        "Plant-B",
        "Tank Farm",
        ["Benzene tank T-410 (in service)", "Radar level transmitter LT-410", "Roof nozzle N5",
         "Roof walkway (handrailed)"],
        4,
        "Shift lead tank farm: LT-410 lost echo. T-410 in service, N2 blanket on. Swap radar on roof nozzle "
        "N5 from the handrailed roof walkway; N5 has no isolation valve -- the nozzle is open to the vapour "
        "space while the radar is out. Site benzene action limit 0.5 ppm, full-face with organic cartridges, "
        "LEL and benzene meters. 24 V loop.",
        "Gas test\nRemove LT-410 (nozzle open)\nFit new radar\nCheck echo curve",
        [CW],
        [WAH],
        [HW, EX, CSE, RT, VE, LIFT, LOTO],
        "Opening a nozzle into a benzene tank's vapour space is Cold Work under the 0.5 ppm benzene limit; "
        "the roof walkway is handrailed (height optional) and the 24 V loop needs no isolation.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "Road 3 sleeper renewal (RRV) - possession",
        "Plant-A",
        "Loading Rack",
        ["Siding road 3", "Concrete sleepers x 12", "RRV (diesel) with sleeper grab"],
        8,
        "Track gang: renew 12 cracked concrete sleepers on road 3 (possession PICSP D. Armstrong). RRV on-"
        "tracks at LC, grabs ballast out of the cribs (down to sleeper bottom, ~250 mm), pulls old sleepers "
        "sideways and threads new ones (285 kg each) with the sleeper grab, re-ballast, hand-tamp. Road 2 "
        "next door stays open for top-loading on spot 4.",
        "Possession\nRRV on-track\nCrib out, swap sleepers\nBallast, tamp\nGive up possession",
        [VE],
        [EX, LIFT],
        [HW, CSE, RT, WAH],
        "The diesel RRV works at the loading rack (Vehicle Entry). Crib digging to sleeper depth and 285 kg "
        "sleepers on the grab are defensible either way; no welding.",
        pair="A_rack_rail",
        start_hour=7,
    ),
    wo(
        "Spot 4 top-loading arm swivel - road 2",
        "Plant-A",
        "Loading Rack",
        ["Top-loading arm LA-4 (gasoline)", "Swivel joint SJ-4B", "Gantry spot 4 (railed platform)"],
        8,
        "Rail loading supervisor: LA-4 swivel SJ-4B leaking at the packing. Arm drained to the drip pan and "
        "the product valve locked shut. Fitter on the railed gantry platform unbolts SJ-4B (35 kg), fits the "
        "overhauled swivel, leak tests with the next wagon. Track gang working road 3 today with RRV.",
        "Drain arm, lock valve\nChange swivel from platform\nLeak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT],
        "Breaking the arm swivel on a gasoline loading arm is Cold Work; the gantry platform is railed "
        "(height optional).",
        pair="A_rack_rail",
        start_hour=7,
    ),
    wo(
        "MGO by road tanker to tug - jetty head",
        "Plant-B",
        "Jetty",
        ["MGO road tanker (18 m3)", "Bunker hose 2\"", "Harbour tug 'Smit Botlek'"],
        6,
        "Marine services: tug bunkering by truck at the jetty head. Road tanker drives onto the jetty head, "
        "2\" hose dropped to the tug's bunker station, drip trays, pump on truck PTO. Bunker checklist "
        "signed by tug master and driver.",
        "Tanker on jetty head\nRig hose, checklist\nPump MGO\nDisconnect, drive off",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH],
        "A road tanker on the jetty head is Vehicle Entry and the temporary bunker hose transfer is Cold Work.",
        pair="B_jetty_bunker",
        start_hour=13,
    ),
    wo(
        "Jetty catwalk handrail - weld replacement section",
        "Plant-B",
        "Jetty",
        ["Catwalk CW-2 to mooring dolphin MD-2", "Handrail section 6 m"],
        6,
        "Civil/marine contractor: corroded handrail on catwalk CW-2 (5 m above water). Remove 6 m section "
        "(grind off), fit new stanchions and rails, MMA weld, zinc spray. Rail off during the job -- double "
        "lanyard to the catwalk lifeline, rescue boat on standby.",
        "Grind off old rail\nFit new, MMA weld\nZinc spray\nRescue boat standby",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE],
        "Grinding and welding on the jetty is Hot Work, and working on a catwalk 5 m above water with the rail "
        "removed is Working at Height.",
        pair="B_jetty_bunker",
        start_hour=13,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Buffer stop SB-1 renewal after wagon run-back",
        "Plant-A",
        "Loading Rack",
        ["Buffer stop SB-1 (road 1, 1.8 t)", "Foundation block", "Mini excavator (diesel)", "Mobile crane 25 t"],
        10,
        "Incident ref IR-27-044: during shunting, 3 loaded RTCs ran back at walking pace and struck SB-1, "
        "foundation cracked and stop pushed 0.4 m. No leak, no injury.\n"
        "Repair: break out old foundation and dig to 1.2 m with mini excavator, cast new block (precast), "
        "lift old stop out and new SB-1 (1.8 t) in with 25 t mobile crane from the rack road, bolt to rails.",
        "Dig out to 1.2 m\nSet precast foundation\nCrane SB-1 out/in\nBolt up, inspect",
        [EX, VE, LIFT],
        [],
        [CSE, RT, WAH, HW],
        "Digging 1.2 m by mini excavator is Excavation; the excavator and 25 t crane at the rack are Vehicle "
        "Entry; a 1.8 t buffer stop by crane is Lifting. It is bolted, not welded.",
    ),
    wo(
        "LM-6 mast struck by ship's crane - replace",
        "Plant-B",
        "Jetty",
        ["Lighting mast LM-6 (15 m, bent)", "230 V lighting way JLB-B/6", "Mobile crane 40 t", "New mast (1.2 t)"],
        10,
        "Follow-up to near miss NM-27-112: ship's crane jib struck lighting mast LM-6 during stores loading, "
        "mast bent over the catwalk. Lock JLB-B way 6, disconnect at base, gas-cut the mast above the flange, "
        "lift off with 40 t mobile crane on the jetty, lift on new 1.2 t mast, bolt, reconnect.",
        "Lock JLB-B/6\nCrane rigged to mast\nGas-cut above flange\nLift off/on\nReconnect, test",
        [HW, LIFT, VE, LOTO],
        [],
        [CSE, EX, RT],
        "Gas cutting on the jetty is Hot Work; a 1.2 t mast by a 40 t mobile crane is Lifting and the crane "
        "on the jetty is Vehicle Entry; the 230 V lighting way is locked.",
        expect={"isolationPoints": ["JLB-B way 6"]},
    ),
    wo(
        "T-09 Jet A-1 - microbial growth, empty and clean",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-09 (Jet A-1)", "Sump drain SD-09", "Inlet MOV-09", "Vacuum tanker"],
        12,
        "Follow-up to airline quality complaint (filter monitors plugging at into-plane): T-09 sump sample "
        "showed microbial growth (brown slime at interface). Quarantine T-09, transfer product, vac tanker in "
        "bund removes bottoms, MOV-09 closed and locked, spade inlet/outlet, open manway, ventilate, "
        "cleaning crew enters to mop/squeegee and wipe floor, biocide not used. Sample and release.",
        "Quarantine, transfer\nVac tanker bottoms\nSpade, open, ventilate\nEntry, clean\nClose up, release",
        [CSE, CW, VE],
        [LOTO],
        [HW, EX, RT],
        "Cleaning inside the tank is Confined Space Entry; spading and opening the manway is Cold Work; the "
        "vac tanker in the bund is Vehicle Entry. Locking a motor-operated valve is optional LOTO.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "PSV-3307 lifted - remove for bench test",
        "Plant-B",
        "Reactor Building",
        ["PSV-3307 (on R-330 overhead, 7 m)", "Scaffold (to be built)", "Chain block 1 t"],
        10,
        "Ploegverslag: 21:14 high pressure R-330, PSV-3307 gelicht naar fakkel, reseated at 21:16. Shift "
        "lead requests bench test. Build scaffold to PSV at 7 m (no permanent platform), isolate on inlet/"
        "outlet block valves (car-sealed open -- CSO removal signed), drain, unbolt PSV (140 kg) and lower "
        "on chain block.",
        "Scaffold to 7 m\nCSO removal signed\nIsolate, drain\nRemove PSV, lower",
        [CW, WAH],
        [LIFT],
        [HW, EX, CSE, RT, VE],
        "Removing a relief valve from an in-service system is Cold Work; the PSV at 7 m has no platform, so "
        "the scaffold is Working at Height; a 140 kg valve on a chain block is optional lifting.",
    ),
    wo(
        "Bay 6 drive-away - loading arm and interlock repair",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bottom-loading arm BLA-6 (API coupler)", "Bay 6 ground verification / interlock panel (230 V)"],
        6,
        "Incident: aviation refueller drove off bay 6 with the API coupler still connected; arm torn at the "
        "swivel, ~60 L Jet A-1 spilled, cleaned up. Root cause: interlock panel bypassed with a jumper.\n"
        "Repair: bay 6 closed, loading valve locked shut, drain arm, replace swivel and coupler; isolate "
        "interlock panel 230 V at bay DB, remove jumper, replace failed brake-interlock relay, function test "
        "with the refueller.",
        "Lock valve, drain arm\nReplace swivel + coupler\nLock DB, fix interlock\nFunction test",
        [CW, LOTO],
        [],
        [HW, EX, CSE, RT, WAH, LIFT],
        "Replacing a loading-arm swivel is Cold Work; work inside the 230 V interlock panel is Electrical/"
        "LOTO.",
        expect={"isolationPoints": ["bay 6 DB interlock panel"]},
    ),
    wo(
        "SPB-J flashover - clean & inspect 6.6 kV bus",
        "Plant-B",
        "Substation",
        ["Shore power switchboard SPB-J (6.6 kV)", "Busbar section 2", "Incomer Q0"],
        8,
        "Event: SPB-J tripped on earth fault during a NW gale, salt tracking on bus section 2 insulators, "
        "flash marks. Both berths off shore power (vessels on own generators). HV AP: rack out Q0 and feeders, "
        "apply earths, issue sanction-for-work. Clean and inspect insulators, IR/PI test, replace 2 cracked "
        "support insulators, fit new door seals.",
        "Rack out, earth, sanction\nClean, inspect\nReplace insulators\nTests, restore",
        [LOTO],
        [],
        [HW, EX, CSE, RT, VE, LIFT, WAH],
        "Work on a 6.6 kV switchboard after a flashover is Electrical/LOTO (racked out and earthed under a "
        "sanction-for-work).",
        expect={"isolationPoints": ["SPB-J incomer Q0", "feeder breakers"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "FW: AIS position",
        "Plant-B",
        "Jetty",
        [],
        4,
        "MMSI 244123456 | NAV STATUS 5 MOORED | SOG 0.0 | COG 211 | DRAUGHT 11.2 | DEST NLRTM | ETA 03-14 06:00",
        "",
        [],
        [],
        ALL,
        "A pasted AIS position message with no work described.",
        expect={"needsReview": True},
    ),
    wo(
        "train consist 6M42",
        "Plant-A",
        "Loading Rack",
        [],
        4,
        "6M42 0823 dep  24 x TEA  TOPS ok  1680 t  max 60  loco 66 ___  -- driver to ring on arrival",
        "",
        [],
        [],
        ALL,
        "A train consist line (service number, wagon count, tonnage); no job.",
        expect={"needsReview": True},
    ),
    wo(
        "Automatisch antwoord: werkvergunning",
        "Plant-B",
        "Control Room",
        [],
        4,
        "Ik ben afwezig tot en met 14 maart en heb beperkt toegang tot mijn e-mail. Voor dringende zaken: "
        "bel de ploegleider op toestel 2210. / I am out of office until 14 March.",
        "",
        [],
        [],
        ALL,
        "A Dutch/English out-of-office auto-reply; no job.",
        expect={"needsReview": True},
    ),
    wo(
        "QC2",
        "Plant-B",
        "Jetty",
        ["QC-2"],
        4,
        "QC2 - see defect log",
        "",
        [],
        [],
        [],
        "A bare crane tag pointing to a defect log that is not attached; the job cannot be judged, so nothing "
        "is forbidden.",
        expect={"needsReview": True},
    ),
]
