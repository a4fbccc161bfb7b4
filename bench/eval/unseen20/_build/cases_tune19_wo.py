"""unseen20 tune19 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is realism in voices the earlier sets did not use: shift-handover e-mails, permit
coordinators' daily plan lines, mobile-app voice-to-text notes with no punctuation, contractors' RAMS
cover summaries, multi-operation orders where only one operation carries the hazard, and hazard words
in a frame that is not today's work (a quote, a past job, a course, a hand-back, a future survey) beside
orders where the same words are today's work. Each label was written together with its case
(bench/eval/README.md conventions) and is never changed afterwards. build.py shuffles, numbers and dates
them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "Handover B>C: P-4105 suction line support bracket",
        "Plant-A",
        "Crude Unit",
        ["P-4105 crude booster pump suction line 10in", "Pipe support PS-4105-3", "E7018 rods, 125mm grinder"],
        8,
        "From: Shift Supv B  To: Shift Supv C; Maint Coord  Subject: Handover 13-Jan B>C - item 3 of 5\n"
        "3) PS-4105-3 (support under P-4105 suction, 10in, in service, crude ~60 degC). Bracket sheared at the "
        "base plate. Permit notes as agreed w/ day planner: cold work permit only - NO hot work on this one.\n"
        "Plan for your shift: fitter + welder to grind the old bracket stub off the base plate, tack and weld new "
        "10mm plate bracket (2 runs 7018), grind flush, paint. Line stays in service, pump running. Support is at "
        "knee height, no scaffold. Gas test in the bay before they start pls.\nRgds, B-shift",
        "1. Gas test bay\n2. Grind stub off base plate\n3. Weld new bracket\n4. Dress + paint",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The handover says no hot work, then the plan grinds and stick-welds a bracket beside an in-service crude "
        "line: Hot Work required with the conflict flagged. Working beside a running line is an optional cold "
        "work permit; knee height rules out Working at Height.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "liveSources": ["P-4105 suction line in service, pump running"]},
    ),
    wo(
        "PC plan line 07 - NP-2 pH probe holder + agitator blade",
        "Plant-B",
        "Effluent Treatment",
        ["Neutralisation pit NP-2 (2.2 m deep, covered)", "Agitator AG-NP2 400 V", "pH probe holder AE-2207"],
        6,
        "PTW coordinator daily plan - Wed 13/01 - line 07\nArea: ETP | Job: NP-2 pH probe holder rag + agitator "
        "blade check | Crew: Instr (2) + Mech (1) | Permits to prep: CW + LOTO (NOT a CSE - probe pulled from top)\n"
        "Notes from mech sup: agitator AG-NP2 locked at MCC-E3 bucket 4. Lift the two cover plates, mech fitter "
        "climbs down the fixed ladder into NP-2 (abt 2.2 m, pit pumped down to 0.2 m) to pull the rag off the "
        "blade and unbolt the probe holder bracket from the wall. Instr tech stays at top for the transmitter.",
        "Lock AG-NP2\nLift covers\nFitter down ladder: clear rag, unbolt holder\nRefit, test pH loop",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "The plan line says not a confined space because the probe comes out from the top, but the notes send a "
        "fitter down a ladder into a covered 2.2 m pit: Confined Space Entry required with the conflict flagged; "
        "the 400 V agitator is locked. Cold work for the probe holder is optional beside the entry.",
        expect={"scopeConflict": True, "isolationPoints": ["AG-NP2 at MCC-E3 bucket 4"], "gasSubstances": ["H2S", "O2"]},
    ),
    wo(
        "voice note - bay 3 drain grating + joint",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 3 trench drain grating", "150 mm clay drain joint", "Spade, hand tools"],
        6,
        "[Transcribed by FieldMate app - voice note 0:48]\nok so this is for bay 3 the trench drain at the end of "
        "the island the grating is rocking and the water is going under it no digging on this one its just surface "
        "stuff we lift the grating and re-bed the frame um then we need to get down about two foot with the spade "
        "to find where the old clay joint is cracked and put a rubber coupling on it no plant just hand tools "
        "bay 3 will be coned off the other bays keep loading thats it thanks",
        "Cone off bay 3\nLift grating, break out frame bedding\nHand dig ~2 ft to clay joint, fit coupling\nBackfill, re-bed frame",
        [EX],
        [CW],
        [HW, CSE, RT, LIFT, VE, WAH, LOTO],
        "The dictated note says no digging, then digs about two feet (0.6 m) by spade to a drain joint: Excavation "
        "required with the conflict flagged. A drain coupling is optional cold work; no plant comes into the bay.",
        expect={"scopeConflict": True, "liveSources": ["bays 1, 2 and 4 loading"]},
    ),
    wo(
        "RAMS summary - smoke detectors, stores mezzanine void",
        "Plant-B",
        "Warehouse",
        ["Smoke detectors SD-W-114/115 (24 V loop)", "Fire panel FP-W zone 6", "10-tread stepladder"],
        5,
        "RAMS cover summary - FireSec Services Ltd - RAMS ref FS-27-014 rev 0\nActivity: replace 2 nos. optical "
        "smoke detectors SD-W-114 and SD-W-115 in the void above the stores mezzanine.\nWorking at height: Not "
        "applicable - all work at floor level.\nSequence: zone 6 disabled at FP-W by site fire officer; technician "
        "works from the top platform of a 10-tread stepladder (platform 2.4 m) to reach the heads through the "
        "ceiling opening; heads swapped, zone re-enabled and smoke-tested. Loop is 24 V; no mains isolation.",
        "Disable zone 6 at FP-W\nStepladder to 2.4 m platform, swap heads\nRe-enable, smoke test",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "The RAMS says working at height is not applicable and all work is at floor level, then works from a 2.4 m "
        "stepladder platform: Working at Height required with the conflict flagged. Disabling a fire-detection zone "
        "is a safeguard bypass (Cold Work); the 24 V loop forbids Electrical/LOTO.",
        expect={"scopeConflict": True},
    ),
    wo(
        "K-302 lube oil cooler motor - chg out (US vendor)",
        "Plant-B",
        "Compressor House",
        ["Lube oil cooler fan motor LOC-302-M 400 V", "Overhead travelling crane 2 t", "Motor 2,535 lb"],
        8,
        "Vendor service booking - ref SVC-88127\nScope: remove and replace lube oil cooler fan motor LOC-302-M "
        "(160 kW, 400 V). Rigging/lifting: N - manual handling only, no lifting plan.\nField notes: motor weight "
        "per nameplate 2,535 lb. Unbolt from the frame, hook onto the house 2 t overhead crane, land on the floor "
        "skate, reverse for new motor. Site electrician to lock off at MCC-K3 and disconnect cables before we "
        "start. K-302 stays on the standby cooler fan.",
        "Site LOTO at MCC-K3, disconnect\nUnbolt, lift out with 2 t OHC\nLand new motor, align, reconnect",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "The booking says no lifting, manual handling only, but the 2,535 lb (1,150 kg) motor goes on the overhead "
        "crane: Lifting required with the conflict flagged; the 400 V motor is locked. An overhead crane is not a "
        "vehicle; cold work beside the running compressor is optional.",
        expect={"scopeConflict": True, "isolationPoints": ["LOC-302-M at MCC-K3"], "liveSources": ["K-302 running on the standby cooler fan"]},
    ),
    wo(
        "P-12 casing wear ring - remove for shop repair",
        "Terminal-C",
        "Pump House",
        ["Transfer pump P-12 (HSD) 400 V", "Casing approx 240 kg", "1 t chain block on beam"],
        10,
        "Order 4410866  PM02\n0010 Ops: isolate P-12 suct/disch, drain to slop, hand over\n0020 Elec: lock P-12 at "
        "PMCC-1 F9\n0030 Mech: unbolt casing, lift off with chain block (casing abt 240 kg), remove rotor\n0040 "
        "Weld build-up of casing wear ring seat - NOT this order: casing to go to wkshop welding bay under "
        "4410872, no welding at the pump\n0050 Mech: cover open pump with blank, clean area",
        "0010 Ops isolate/drain\n0020 Elec lock PMCC-1 F9\n0030 Remove casing (chain block)\n0040 Shop weld under 4410872\n0050 Blank + clean",
        [LOTO, CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH],
        "Only operations 0020 and 0030 are site work: a 400 V lockout and opening a diesel pump. The casing weld is "
        "genuinely moved to the workshop bay under another order, so Hot Work is forbidden; a 240 kg chain-block "
        "lift is optional.",
        expect={"isolationPoints": ["P-12 at PMCC-1 F9"]},
    ),
    wo(
        "V-1201 nozzle N4 - thickness check (no RT this yr)",
        "Plant-A",
        "Hydrotreater",
        ["HP separator V-1201 nozzle N4", "UT thickness gauge", "Railed platform EL 9.5 m"],
        4,
        "Inspection request IR-27-0031. Last TA (2025) N4 weld was radiographed with Ir-192 from a scaffold and an "
        "indication was accepted. This year: UT thickness grid only on N4 neck, 12 points, from the permanent "
        "railed platform at EL 9.5 m. NO radiography, no scaffold, insulation window already cut. Vessel in "
        "service.",
        "Access railed platform\nUT grid 12 points\nRecord in IMS",
        [],
        [CW, WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "The radiography and scaffold belong to the 2025 job; today is external UT from a permanently railed "
        "platform, with radiography explicitly excluded (forbidden). UT on a vessel in service is optional cold "
        "work, and the railed platform optional Working at Height.",
    ),
    wo(
        "PC plan line 11 - T-14 bund rainwater to drain",
        "Terminal-C",
        "Tank Farm",
        ["T-14 bund (MS)", "3in lay-flat hose", "Vacuum tanker MH-21 (outside bund)"],
        6,
        "PTW coordinator daily plan - Wed 13/01 - line 11\nArea: TF west | Job: T-14 bund - oily rainwater to "
        "vac tanker | Crew: Ops + Contractor (MH-21) | Permits to prep: CW\nNotes: tanker parks on the ring road "
        "outside the bund gate - NO vehicle to enter the tank farm bund. 3in hose run over the bund wall to the "
        "sump. T-14 in service (MS).",
        "Tanker parked on ring road\nRun hose over bund wall\nPump out sump, sample, stop",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A temporary hose transfer from a motor-spirit bund is Cold Work; the tanker genuinely stays outside on the "
        "ring road, so Vehicle Entry is forbidden.",
        expect={"liveSources": ["T-14 in service (motor spirit)"]},
    ),
    wo(
        "T-06 gauge tape - float stuck, no elec",
        "Plant-A",
        "Tank Farm",
        ["Crude tank T-06 float and tape gauge", "Gauge well on fixed roof", "Railed roof walkway"],
        5,
        "Handover D>N 12-Jan, item 2: T-06 float & tape gauge reading stuck at 11.42 m since 14:00, tank receiving "
        "from the line. No electrical isolation needed - it's a mechanical float and tape, no transmitter. "
        "Instr mech to go up the spiral stair to the railed roof walkway, open the gauge-head cover, free the "
        "tape from the guide, close up. Tank stays in service.",
        "Climb stair to roof walkway\nOpen gauge head, free tape\nClose, check reading vs dip",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening a gauge head on a crude tank in service is Cold Work. The mechanical gauge has nothing "
        "electrical, so Electrical/LOTO is genuinely forbidden; the railed roof walkway is optional Working at "
        "Height.",
        expect={"gasSubstances": ["H2S", "LEL"], "liveSources": ["T-06 receiving crude"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "RFQ - TA28 scaffold, RT and crane package (quote only)",
        "Plant-A",
        "Maintenance Workshop",
        ["TA28 scope list rev B", "Contractor RFQ template"],
        6,
        "Planner task: prepare RFQ package for TA28 (Oct 2028) and send to 3 contractors. Items to price: "
        "scaffold to 18 m on the HDT stripper, Ir-192 RT of 40 welds, 2 nos. crane lifts of 6 t, excavation to "
        "1.5 m for the new drain, confined space entry standby team. Desk work only - nothing on site this order.",
        "Compile scope\nIssue RFQ\nLog bids received",
        [],
        [],
        ALL,
        "A quotation package for work two years away is desk work; every permit word describes future priced "
        "scope, not today's job.",
    ),
    wo(
        "Slinger/signaller course - classroom + written test",
        "Plant-B",
        "Warehouse",
        ["Training room W-2", "Projector", "Course handouts"],
        8,
        "Training order TR-27-006. 1-day slinger/signaller refresher for 8 maintenance techs: lifting plans, "
        "hand signals, sling tables, crane inspection checklist. Classroom in the warehouse training room, "
        "practical is walk-through of signals only - no crane, no load, no slings used today.",
        "Morning theory\nAfternoon signals walk-through\nWritten test",
        [],
        [],
        ALL,
        "A classroom course about lifting with no crane, load or sling used today needs no permit.",
    ),
    wo(
        "As-built report - T-7 drain trench (backfilled)",
        "Terminal-C",
        "Admin Building",
        ["As-built drawing DWG-TC-TF-0412", "Site photos 06-09 Jan"],
        4,
        "Civil eng: write up as-built for last week's T-7 bund drain trench (1.4 m deep, machine dug, trench box, "
        "backfilled and compacted 09/01). Update drawing, attach photos and compaction test sheets, close "
        "the excavation permit records. Office work in the Admin Building.",
        "Redline drawing\nCompile photos + tests\nSubmit for approval",
        [],
        [],
        ALL,
        "The trench, trench box and machine digging are last week's finished job; today's task is a report at a "
        "desk.",
    ),
    wo(
        "Hand-back walk - PTW-27-00388 pipe rack weld job",
        "Plant-A",
        "Pipe Rack",
        ["PTW-27-00388 (hot work + scaffold)", "PR-9 bay"],
        4,
        "Permit coordinator task: job under PTW-27-00388 (welding of new shoe at PR-9, from the scaffold) "
        "finished yesterday 17:30, fire watch completed. Walk PR-9 with the performing authority at grade: check "
        "area clean, fire blankets and gas detector collected, scaffold tag changed to 'do not use', then sign "
        "the hand-back and close the permit.",
        "Walk PR-9 at grade\nCheck housekeeping\nSign hand-back, close PTW",
        [],
        [],
        ALL,
        "Closing a finished hot work permit is a walk at grade and a signature; the welding and scaffold work are "
        "already complete.",
    ),
    wo(
        "TA28 scaffold walkdown - measure only",
        "Plant-A",
        "Hydrotreater",
        ["Laser distance meter", "Tape", "TA28 scaffold register"],
        6,
        "Scaffold supervisor to walk the HDT plot with the TA planner and measure heights/footprints for 12 "
        "future scaffolds (EL 4 m to 22 m) for the TA28 scaffold register. Measurements from grade and from the "
        "existing permanent stairs and platforms with the laser. No scaffold erected on this order, no tools "
        "taken up.",
        "Walk plot\nLaser measure 12 locations\nUpdate register",
        [],
        [],
        ALL,
        "Measuring future scaffold heights with a laser from grade and existing stairs is a survey; nothing is "
        "erected or worked on.",
    ),
    wo(
        "PMI by handheld XRF - new spools in laydown",
        "Plant-B",
        "Warehouse",
        ["Handheld XRF alloy analyser", "New SS316 spools (14 nos.) in laydown racks"],
        5,
        "QA/QC: positive material identification of 14 new SS316 spools received for the reactor building tie-ins. "
        "Handheld XRF gun on each spool end, results to the PMI log. Spools are loose new pipe in the warehouse "
        "laydown racks, not connected to anything.",
        "Shoot each spool end\nLog results\nTag accepted spools",
        [],
        [RT],
        [HW, CSE, EX, LOTO, WAH, CW, LIFT, VE],
        "A handheld XRF analyser on new loose spools is PMI, not industrial radiography; some sites still keep it "
        "under a radiation procedure, so Radiography is optional and the rest forbidden.",
    ),
    wo(
        "Hotwell level + vacuum - daily readings",
        "Plant-B",
        "Boiler House",
        ["Turbine condenser hotwell LG-5501", "Vacuum gauge PI-5503"],
        4,
        "Daily operator round: read condenser hotwell level glass and condenser vacuum, compare with DCS, log in "
        "OMS. If hotwell level glass dirty, note it - do not blow down the glass on this round.",
        "Read LG-5501 / PI-5503\nCompare DCS\nLog",
        [],
        [],
        ALL,
        "A hotwell is a condenser sump, not heat; reading gauges on a round needs no permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "D-1105 boot nozzle crack - rpr (6 ops)",
        "Plant-A",
        "Crude Unit",
        ["Overhead accumulator D-1105 boot", "Level bridle LT-1105", "Scaffold to 4.5 m"],
        12,
        "Order 4410901  PM01  FLoc BAY-CDU-D1105\n0010 Scaff: erect tube & fitting scaffold to boot nozzle N7, "
        "working lift 4.5 m\n0020 Ops: D-1105 out of service, drained, steamed, spades per blind list BL-1105\n"
        "0030 Instr: remove level bridle LT-1105 (flanged)\n0040 Mech/weld: grind out crack on N7 nozzle-to-boot "
        "weld, MT, re-weld GTAW root + SMAW fill\n0050 Instr: refit bridle, new gaskets\n0060 Ops: remove spades, "
        "leak test",
        "0010 Scaffold\n0020 Ops prep\n0030 Remove bridle\n0040 Grind + weld N7\n0050 Refit\n0060 De-spade, leak test",
        [HW, WAH, CW],
        [RT],
        [CSE, EX, LIFT, VE, LOTO],
        "Operation 0040 grinds and welds the nozzle (Hot Work) from the 4.5 m scaffold of 0010 (Working at "
        "Height); the spades and bridle flanges break containment (Cold Work). Post-weld radiography is not "
        "stated, so it is optional.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "PC plan line 03 - gangway luffing cylinder chg",
        "Plant-B",
        "Jetty",
        ["Shore gangway GW-2 luffing cylinder (3.1 t)", "Gangway HPU 400 V", "60 t mobile crane"],
        10,
        "PTW coordinator daily plan - Wed 13/01 - line 03\nArea: Jetty berth 2 | Job: GW-2 luffing cylinder "
        "change | Crew: Mech (4) + crane contractor | Permits to prep: LOTO, CW, Lifting, Vehicle\nNotes: HPU "
        "locked at JDB-2 F3, accumulator dumped, hoses broken (oil). 60 t crane set up on the jetty head; "
        "cylinder 3.1 t out and new in. Gangway lowered to rest on its stool, pins knocked out from the "
        "gangway deck (railed). No ship on berth 2.",
        "Lock HPU, dump accumulator\nBreak hoses\nCrane out old cylinder, in new\nReconnect, bleed, test",
        [LIFT, VE, LOTO, CW],
        [WAH],
        [HW, CSE, EX, RT],
        "A 3.1 t crane lift (Lifting) with a mobile crane on the jetty (Vehicle Entry), the 400 V HPU locked "
        "(Electrical/LOTO) and hydraulic hoses broken (Cold Work). Knocking pins from the railed gangway deck is "
        "optional Working at Height.",
        expect={"isolationPoints": ["GW-2 HPU at JDB-2 F3"]},
    ),
    wo(
        "Bay 4/5 11 kV cable divert for new island",
        "Terminal-C",
        "Truck Loading Bay",
        ["11 kV feeder TLB-2 cable", "Diesel mini digger 2.7 t", "Cold-shrink joint kits"],
        12,
        "Project work pack WP-TLB-07 (divert 11 kV feeder TLB-2 round the new island 5 foundation).\n1. Feeder "
        "TLB-2 switched out, isolated and earthed at the substation by the authorised person; permit to work "
        "on cable.\n2. CAT scan, hand scrape 9 in to the marker tape.\n3. Mini digger (diesel) into the bay to "
        "open the trench to 1.1 m, 14 m long. Bays 4/5 closed, bays 1-3 loading.\n4. Cut cable, lay new length, "
        "2 cold-shrink straight joints - no heat guns, no torches.\n5. Test, backfill.",
        "Isolate + earth TLB-2\nCAT scan, hand scrape\nMini digger trench 1.1 m\nCold-shrink joints\nTest, backfill",
        [EX, LOTO, VE],
        [CW],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.1 m machine trench (Excavation) by a diesel mini digger inside a loading bay that keeps loading "
        "(Vehicle Entry) on an isolated and earthed 11 kV cable (Electrical/LOTO). Cold-shrink joints forbid Hot "
        "Work.",
        expect={"isolationPoints": ["11 kV feeder TLB-2 at the substation"], "liveSources": ["bays 1-3 loading"]},
    ),
    wo(
        "voice note - R-204 gearbox swap",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-204 agitator gearbox (1.4 t)", "Agitator motor 22 kW 400 V", "Monorail hoist 2 t"],
        10,
        "[Transcribed by FieldMate app - voice note 1:12]\nright R-204 agitator gearbox swap for tomorrow "
        "sparky to lock the agitator motor off at MCC-R2 its 22 kilowatt 400 volt then we take the motor off "
        "and the gearbox comes out with the 2 tonne monorail the box is about 1.4 tonne with oil drained the "
        "top head has the handrails all round so were fine there seal isnt touched reactor stays blanketed "
        "just the gearbox and coupling",
        "Lock motor at MCC-R2\nDrain oil, remove motor\nGearbox out on 2 t monorail\nNew box in, align, oil",
        [LIFT, LOTO],
        [WAH, CW],
        [HW, CSE, EX, RT, VE],
        "A 1.4 t gearbox on a monorail hoist is Lifting (1 t or more) and the 400 V agitator motor is locked "
        "(Electrical/LOTO). The railed top head is optional Working at Height; the seal is not broken, so Cold "
        "Work is optional.",
        expect={"isolationPoints": ["R-204 agitator motor at MCC-R2"], "liveSources": ["reactor nitrogen blanket"]},
    ),
    wo(
        "Handover N>D: R-108 internal baffle weld",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-108 (spaded, N2 freed)", "Agitator motor 45 kW 400 V", "Inverter TIG set"],
        12,
        "From: Night Shift Supv  To: Day Shift Supv; Permit Office  Subject: Handover 13-Jan N>D R-108\n"
        "- R-108 spades in per blind list, N2 freed overnight, air mover running on the top manway. Last gas test "
        "04:30: O2 20.9%, LEL 0%.\n- Agitator locked at MCC-R1 bkt 6 (my lock + elec lock on the box).\n"
        "- Day shift: 2 welders in through the bottom manway to re-weld the cracked baffle clip (TIG), hole watch "
        "at manway. Rescue tripod on top.\nCheers",
        "Re-test gas\nEntry through bottom manway\nTIG baffle clip\nExit, inspect",
        [CSE, HW, LOTO],
        [CW],
        [EX, RT, LIFT, VE, WAH],
        "Welders enter the reactor (Confined Space Entry) to TIG weld a baffle clip (Hot Work) with the 400 V "
        "agitator locked (Electrical/LOTO). The spades are already in, so a further cold work permit is optional.",
        expect={"gasSubstances": ["O2", "LEL"], "isolationPoints": ["R-108 agitator at MCC-R1 bkt 6"]},
    ),
    wo(
        "Boiler stack aircraft warning lights - rope access",
        "Plant-B",
        "Boiler House",
        ["Stack aviation lights AWL-1..3 (230 V)", "Lighting DB-BH2 way 7", "Rope access kit"],
        8,
        "Contractor method statement summary - HighLine Access, MS-27-03\nTask: replace 3 nos. aviation "
        "obstruction lights on the boiler stack at 42 m. Supply (230 V) isolated and locked at DB-BH2 way 7 by "
        "site electrician; rope access team (2 techs, level 3 supervisor) descends from the stack top platform "
        "to each light. Exclusion zone below. Lamps 6 kg each, hauled in a bag on the rope.",
        "Isolate DB-BH2 way 7\nRig from stack top\nSwap lights\nRe-energise, check",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Rope access at 42 m is Working at Height and the 230 V lighting supply is locked (Electrical/LOTO); 6 kg "
        "lamps in a bag are not a lift.",
        expect={"isolationPoints": ["DB-BH2 way 7"]},
    ),
    wo(
        "Wk 03 schedule - PR-3 new N2 line tie-in welds",
        "Plant-A",
        "Pipe Rack",
        ["New 4in N2 line (CS) tie-in spools", "Scaffold PR-3 working lift 7 m", "300 kV X-ray crawler / Ir-192"],
        12,
        "Weekly maintenance schedule wk 03 - Thu, row 14: PR-3 new 4in N2 line - fit up and weld 3 tie-in joints "
        "on the 7 m scaffold (scaff already up, inspected), rack lines around in service. Same night: 100% RT of "
        "the 3 joints by NDT contractor, Ir-192, barriers at grade, site boundary 7.5 uSv/h.",
        "Day: fit up + weld 3 joints\nNight: Ir-192 RT, barriers\nReport",
        [HW, WAH, RT],
        [CW],
        [CSE, EX, LIFT, VE, LOTO],
        "Welding on the pipe rack (Hot Work) from a 7 m scaffold (Working at Height) and gamma radiography of the "
        "joints (Radiography, 7.5 uSv/h site boundary). Working beside in-service rack lines is optional cold "
        "work.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "liveSources": ["rack lines in service"]},
    ),
    wo(
        "DAF recycle pump P-2803 - chg out by crane",
        "Plant-A",
        "Wastewater Treatment",
        ["DAF recycle pump P-2803 incl. baseplate (1.02 te)", "Motor 37 kW 400 V", "25 t mobile crane"],
        10,
        "Notif 10491552  Type M2  Prio 3  FLoc BAY-WWT-P2803\nLong text: P-2803 recycle pump seized, replace "
        "complete with baseplate (1.02 te per vendor GA). Lock off at MCC-W2. Isolate and drain suct/disch, "
        "break flanges. 25 t mobile crane on the WWT road, lift out over the DAF walkway, lift new in. Grout "
        "later under separate order.",
        "Lock MCC-W2\nIsolate, drain, break flanges\nCrane out / in\nReconnect, test",
        [LIFT, LOTO, CW],
        [VE],
        [HW, CSE, EX, RT, WAH],
        "A 1.02 t crane lift (Lifting), the 400 V motor locked (Electrical/LOTO) and flanges broken (Cold Work). "
        "A crane in the wastewater area is optional Vehicle Entry.",
        expect={"isolationPoints": ["P-2803 at MCC-W2"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "AHU-2 fan belt chg - rack room",
        "Plant-B",
        "Control Room",
        ["AHU-2 supply fan 400 V", "AHU-1 (duty)", "FM-200 suppression, rack room"],
        4,
        "Handover e-mail D>N, item 4: AHU-2 supply fan belts squealing. Night elec to lock AHU-2 at MCP-CR "
        "way 12 and hand to HVAC tech for belt change + tension. AHU-1 stays running on duty for the rack room; "
        "FM-200 system stays armed - do NOT disable, nothing done near the nozzles or panel. Plant room at floor "
        "level.",
        "Lock AHU-2 at MCP-CR way 12\nChange belts, tension\nRemove lock, run",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The 400 V fan is locked before the belts are changed; AHU-1 and the armed FM-200 system stay live and "
        "must not be listed as isolated.",
        expect={"isolationPoints": ["AHU-2 at MCP-CR way 12"], "liveSources": ["AHU-1 running", "FM-200 suppression armed"]},
    ),
    wo(
        "GD-K12 gas detector head repl - K-house",
        "Plant-B",
        "Compressor House",
        ["Gas detector GD-K12 (catalytic, 24 V)", "F&G panel zone K", "Compressors K-301/K-302 running"],
        4,
        "Notif 10491601  Type M1  Prio 2\nGD-K12 fault, head poisoned. Inhibit GD-K12 only at F&G panel (ops "
        "shift lead, log in bypass register), replace sensor head at 1.6 m on the column bracket - reach from "
        "floor. 24 V loop, no isolation. K-301/K-302 stay running; all other heads in zone K stay active. "
        "Calibrate with 50% LEL methane, remove inhibit.",
        "Inhibit GD-K12 (bypass register)\nSwap head\nCal 50% LEL, un-inhibit",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Inhibiting a gas detector on running compressors is a safeguard bypass (Cold Work). The 24 V loop forbids "
        "Electrical/LOTO; the compressors and other heads stay live.",
        expect={"liveSources": ["K-301/K-302 running", "other zone K gas detectors active"]},
    ),
    wo(
        "11 kV F4 protection relay repl",
        "Terminal-C",
        "Substation",
        ["11 kV switchboard SB-1 feeder F4", "Protection relay (new)", "110 V DC trip supply"],
        8,
        "Switching schedule SS-27-009 (AP: R. Joshi)\nStep 1: open F4, rack out, earth cable side.\nStep 2: "
        "remove F4 relay trip/close DC fuses; CT secondaries shorted at test block.\nStep 3: relay technician "
        "replaces relay in F4 LV compartment, secondary injection test.\nBusbars SB-1 and feeders F3/F5 remain "
        "LIVE - barrier tape on adjacent panels. 110 V DC battery board stays on.",
        "Switching steps 1-2\nReplace relay\nInjection test\nRestore per schedule",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Work inside an 11 kV feeder panel racked out and earthed is Electrical/LOTO; the busbars, F3/F5 and the DC "
        "board stay live.",
        expect={"isolationPoints": ["F4 racked out and earthed", "F4 trip/close DC fuses"], "liveSources": ["SB-1 busbars", "feeders F3 and F5", "110 V DC battery board"]},
    ),
    wo(
        "Elec fire pump EFP-1 controller - indicator + door seal",
        "Terminal-C",
        "Fire Water Pump House",
        ["Electric fire pump EFP-1 400 V", "Diesel fire pump DFP-1 (auto)", "Jockey pump JP-1"],
        5,
        "Kindly arrange: EFP-1 controller door seal perished and 'pump running' lamp u/s. EFP-1 to be taken out "
        "of service and isolated at incomer in controller (400 V) - fire officer to inform control room of "
        "impairment. DFP-1 diesel pump and JP-1 jockey remain on auto throughout. Electrician to change lamp "
        "holder and door seal.",
        "Impairment notice\nIsolate EFP-1 incomer\nChange lamp + seal\nRestore, run test",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The 400 V electric fire pump is isolated (Electrical/LOTO) and taken out of service, a fire-protection "
        "impairment (Cold Work); the diesel and jockey pumps stay on auto.",
        expect={"isolationPoints": ["EFP-1 controller incomer"], "liveSources": ["DFP-1 diesel fire pump on auto", "JP-1 jockey pump on auto"]},
    ),
    wo(
        "CT make-up valve actuator chg",
        "Plant-A",
        "Cooling Tower",
        ["Make-up valve FV-6102 actuator (230 V)", "CT fans F1-F4", "Manual bypass HV-6103"],
        5,
        "PM03 order 4410955: FV-6102 electric actuator burnt out. Ops to put make-up on manual bypass HV-6103. "
        "Elec to isolate actuator supply at DB-CT1 way 5. Inst tech swaps actuator at basin kerb level (valve "
        "0.8 m up). Tower stays in service, all four fans running, basin full.",
        "Bypass HV-6103\nIsolate DB-CT1 way 5\nSwap actuator, stroke test",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The 230 V actuator supply is locked (Electrical/LOTO); the running fans and full basin stay live. Running "
        "make-up on manual bypass is optional cold work.",
        expect={"isolationPoints": ["FV-6102 actuator at DB-CT1 way 5"], "liveSources": ["CT fans F1-F4 running"]},
    ),
    wo(
        "HDT feed/effluent flange - fit leak tape under insulation",
        "Plant-A",
        "Hydrotreater",
        ["Feed/effluent exchanger E-1203 outlet flange 8in", "Insulation box", "Leak detection tape"],
        6,
        "Reliability action RA-27-012: fit leak detection tape on E-1203 outlet flange (hydrogen service, "
        "320 degC, 45 barg) - line STAYS IN SERVICE. Insulator removes the removable insulation box, tech wraps "
        "tape round the flange gap, box refitted. Flange centre 1,100 mm above grade. No tools on bolts, no heat.",
        "Remove insulation box\nWrap tape\nRefit box",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Work on insulation of a live hydrogen flange is Cold Work; no heat or spark source is used (Hot Work "
        "forbidden) and 1,100 mm is below the 1.2 m threshold.",
        expect={"liveSources": ["E-1203 outlet line in service (H2, 45 barg)"], "gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "voice note - SW tank vent canister",
        "Plant-A",
        "Wastewater Treatment",
        ["Sour water tank TK-2901 vent carbon canister", "Canister stand (3 ft 6 in)"],
        5,
        "[Transcribed by FieldMate app - voice note 0:39]\nTK-2901 the carbon canister on the vent is "
        "breaking through the H2S reading at the outlet was 8 ppm this morning so change the canister its on the "
        "stand at grade the stand is 3 foot 6 two flanges and the hose clamp personal H2S monitors site alarm "
        "is 5 ppm wear the half mask tank stays in service",
        "Gas test\nBreak flanges, swap canister\nLeak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking the vent flanges of a sour water tank in service is Cold Work with H2S (site alarm 5 ppm) and "
        "flammables; the canister stand is 3 ft 6 in (1.07 m), below the height threshold.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}, "liveSources": ["TK-2901 in service"]},
    ),
    wo(
        "Handover D>N: jetty benzene hose string chg",
        "Plant-B",
        "Jetty",
        ["Benzene cargo hose string H-7 (6in)", "Berth 3 manifold", "Drip tray"],
        6,
        "From: Day Jetty Supv  To: Night Jetty Supv  Subject: Handover 13-Jan D>N berth 3\n- H-7 benzene hose "
        "failed its pressure test, tagged out. Manifold valves closed, hose N2 blown to slop, still wet.\n- Night: "
        "riggers to swap H-7 for new string from the hose rack (done by hand on the rack rollers), new gaskets "
        "both ends.\n- Benzene: site action level 0.5 ppm, PID on the manifold, RPE on breaking.\n- No ship on "
        "berth.",
        "PID check\nBreak H-7 at manifold + rack\nFit new string, gaskets\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a benzene hose at the manifold is Cold Work with benzene (0.5 ppm site action level), O2 after the "
        "nitrogen blow and flammables; the hose is handled on rollers, no lift.",
        expect={"gasSubstances": ["benzene", "O2", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Aq NH3 unloading coupling gasket - boiler SCR",
        "Plant-B",
        "Boiler House",
        ["19% aqueous ammonia unloading point UP-1", "Dry-break coupling", "Storage tank TK-5801"],
        4,
        "Notif 10491640  Type M2  Prio 2\nLong text: aq ammonia (19%) unloading coupling at UP-1 weeping during "
        "last delivery. Close TK-5801 inlet valve, drain the unloading leg to the sump, replace coupling seal. "
        "NH3 detector on the bay stays in service. No tanker on the bay during the job.",
        "Close inlet, drain leg\nReplace seal\nLeak test at next delivery",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening the aqueous ammonia unloading leg is Cold Work with an NH3 row; no tanker is on the bay.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "B-2 FGR damper linkage - access door on duct",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 flue gas recirculation duct", "FGR damper D-22 linkage", "Duct access door 600x600"],
        6,
        "PM02 order 4410977: FGR damper D-22 linkage pin sheared, damper stuck 30%. B-2 to run on reduced load "
        "with FGR fan stopped and locked at MCC-B2 (400 V). Open the duct access door (at 1.0 m above grating) to "
        "reach the inner linkage by arm - no entry. CO monitor worn; boiler still firing, duct slightly negative. "
        "Refit pin, close door with new rope seal.",
        "Lock FGR fan at MCC-B2\nOpen access door\nReplace pin by arm\nClose, new seal",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a flue-gas duct on a firing boiler is Cold Work with CO and O2 rows; the 400 V FGR fan is locked. "
        "Reaching in by arm is not an entry.",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["FGR fan at MCC-B2"], "liveSources": ["boiler B-2 firing"]},
    ),
    wo(
        "Catalyst hopper H-2102 level switch - N2 blanket",
        "Plant-B",
        "Reactor Building",
        ["Catalyst hopper H-2102 (N2 blanketed)", "Vibrating-fork level switch LSH-2102 (24 V)"],
        5,
        "Maximo WO 27-1188  Worktype CM  Status APPR\nLSH-2102 stuck high. Hopper stays under N2 blanket. Remove "
        "switch from top nozzle (2in flange) with N2 purge on, fit blind while switch is on the bench, refit. "
        "Personal O2 monitor, do not put head over nozzle. Top of hopper is on the railed 2nd floor, 24 V loop "
        "disconnected at JB only.",
        "Purge on, break 2in flange\nBlind nozzle\nBench test switch\nRefit, leak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking a flange on a nitrogen-blanketed hopper is Cold Work with O2 (asphyxiation) and LEL rows; the "
        "railed floor is optional Working at Height and the 24 V loop forbids Electrical/LOTO.",
        expect={"gasSubstances": ["O2", "LEL"], "liveSources": ["N2 blanket on H-2102"]},
    ),
    wo(
        "T-31 HFO tank roof manhole - coil leak look",
        "Terminal-C",
        "Tank Farm",
        ["Heavy fuel oil tank T-31 (in service, heated)", "Roof manhole 24in", "Railed roof walkway"],
        5,
        "Kindly open T-31 roof manhole for visual check of the heating coil leak (condensate turning oily). "
        "No entry - look in with torch (Ex) only. H2S in vapour space measured 40 ppm last month; site H2S "
        "alarm 5 ppm, escape set to be carried. Access via stair to railed roof walkway. Tank remains in service.",
        "Gas test at manhole\nOpen manhole, look with Ex torch\nClose, new gasket",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening a manhole on a heated HFO tank in service is Cold Work with H2S (site alarm 5 ppm) and LEL; the "
        "text excludes entry, and the railed roof walkway is optional.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}, "liveSources": ["T-31 in service, heated"]},
    ),
]

# ---------------------------------------------------------------- simops (2 pairs)
SIMOPS = [
    wo(
        "PC plan line 05 - berth 1 fire main welds RT",
        "Plant-B",
        "Jetty",
        ["New 8in fire main welds FW-J1..J6", "RT van (diesel)", "Ir-192 projector"],
        8,
        "PTW coordinator daily plan - Wed 13/01 - line 05\nArea: Jetty berth 1 | Job: RT of 6 fire-main welds at "
        "deck level | Crew: NDT contractor | Permits to prep: RT, Vehicle\nNotes: RT van driven onto the jetty head; "
        "Ir-192, barrier at 7.5 uSv/h. SIMOPS: see line 06 (hose crane rope change, same berth, same window) - "
        "hose crane crew to be outside barrier during exposures.",
        "Drive van to jetty head\nSet barriers\nShoot FW-J1..J6\nClear, survey",
        [RT, VE],
        [],
        [HW, CSE, EX, LIFT, WAH, LOTO],
        "Gamma radiography of welds at deck level (Radiography, 7.5 uSv/h boundary) with a diesel RT van driven "
        "onto the jetty (Vehicle Entry).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="tune19-s1",
    ),
    wo(
        "PC plan line 06 - berth 1 hose crane wire rope",
        "Plant-B",
        "Jetty",
        ["Hose crane HC-1 (electro-hydraulic, 400 V)", "Hoist wire rope 16 mm", "Crane boom platform 9 m"],
        8,
        "PTW coordinator daily plan - Wed 13/01 - line 06\nArea: Jetty berth 1 | Job: HC-1 hoist rope change | "
        "Crew: Mech (3) | Permits to prep: LOTO, WAH\nNotes: HC-1 locked at JDB-1 F2. Boom laid in its rest; "
        "fitters work at the boom head 9 m up from a harness on the boom walkway (no handrail). Old rope reeled "
        "off by hand winch. SIMOPS: see line 05 (RT same berth) - stand down during exposures.",
        "Lock HC-1 at JDB-1 F2\nReeve off old rope\nReeve new, test",
        [LOTO, WAH],
        [CW],
        [HW, CSE, EX, RT, VE, LIFT],
        "The 400 V hose crane is locked (Electrical/LOTO) and fitters work at 9 m on an unrailed boom walkway "
        "(Working at Height). Mechanical work on a crane is optional cold work.",
        expect={"isolationPoints": ["HC-1 at JDB-1 F2"]},
        pair="tune19-s1",
    ),
    wo(
        "PC plan line 12 - P-7 mech seal chg",
        "Terminal-C",
        "Pump House",
        ["Transfer pump P-7 (MS) 400 V", "Mechanical seal cartridge"],
        8,
        "PTW coordinator daily plan - Wed 13/01 - line 12\nArea: Pump House | Job: P-7 seal change | Crew: Mech "
        "(2) | Permits to prep: CW, LOTO\nNotes: P-7 locked at PMCC-1 F4, suct/disch closed and drained to slop "
        "(motor spirit). Back pull-out, seal cartridge changed. SIMOPS: line 13 welding in same pump house - gas "
        "test and drain covers before their hot work starts.",
        "Lock PMCC-1 F4\nIsolate, drain\nChange seal\nReinstate",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a motor-spirit pump is Cold Work and the 400 V motor is locked; the welding belongs to the "
        "partner order.",
        expect={"isolationPoints": ["P-7 at PMCC-1 F4"], "gasSubstances": ["LEL", "benzene"]},
        pair="tune19-s2",
    ),
    wo(
        "PC plan line 13 - pump house new pipe support",
        "Terminal-C",
        "Pump House",
        ["New pipe support PS-P6 (HSD discharge)", "MMA welding set", "Grinder"],
        8,
        "PTW coordinator daily plan - Wed 13/01 - line 13\nArea: Pump House | Job: new support under P-6 "
        "discharge | Crew: Fab (2) | Permits to prep: HW\nNotes: cut and weld new support steel to the floor "
        "plate and the existing steel at 0.6 m, 5 m from P-7. Fire watch, blankets. SIMOPS: line 12 P-7 seal "
        "change (MS drained) in same pump house - continuous LEL monitor.",
        "Gas test, blankets\nCut + weld support\nFire watch 60 min",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Cutting and welding in a pump house with motor spirit being drained nearby is Hot Work; cold work beside "
        "the running discharge line is optional.",
        expect={"gasSubstances": ["LEL"]},
        pair="tune19-s2",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "F/up: tingle from 'dead' circuit - finish aisle 9 lights",
        "Plant-B",
        "Warehouse",
        ["High-bay fittings aisle 9 (230 V)", "Lighting DB-W3", "Battery scissor lift"],
        6,
        "From the handover e-mail of 12-Jan: electrician got a tingle from a 230 V high-bay fitting in aisle 9 - "
        "he had locked DB-W3 way 8 but aisle 9 is fed from way 10 (drawing wrong). Job stopped, no injury.\n"
        "Remaining job: lock BOTH ways 8 and 10, prove dead at the fitting, finish the last 3 fittings at 8 m "
        "from the battery scissor lift. Drawing to be redlined.",
        "Lock ways 8 + 10, prove dead\nScissor lift to 8 m\nSwap 3 fittings",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, CW],
        "The remaining job changes 230 V fittings with both ways locked (Electrical/LOTO) from a scissor lift at "
        "8 m (Working at Height); a battery scissor lift in the warehouse is optional Vehicle Entry.",
        expect={"isolationPoints": ["DB-W3 way 8", "DB-W3 way 10"]},
    ),
    wo(
        "F/up: vac truck struck support - rebuild S-14",
        "Terminal-C",
        "Truck Loading Bay",
        ["Pipe support S-14 (HSD line 6in, in service)", "MMA welding set", "Grinder"],
        8,
        "Incident IR-27-004 (11-Jan): vac truck reversing out of bay 1 clipped support S-14, leg bent, HSD line "
        "still supported, no leak. Truck has left site.\nRemaining job: jack the line, cut out bent leg, weld new "
        "leg and base plate. HSD line stays in service - gas test, blankets over the line, fire watch. Bay 1 "
        "closed.",
        "Gas test\nJack line\nCut + weld new leg\nFire watch",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The remaining job cuts and welds a support under an in-service diesel line (Hot Work); jacking beside the "
        "live line is optional cold work. The truck has gone, so Vehicle Entry is forbidden.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["HSD line in service"]},
    ),
    wo(
        "F/up: 12% LEL in drain pit - finish T-22 shell nozzle weld",
        "Plant-A",
        "Tank Farm",
        ["T-22 bund drain pit DP-22", "T-22 (empty, gas free) shell nozzle N3", "Welding set"],
        10,
        "Shift log 12-Jan 10:40: hot work on T-22 nozzle stopped - routine gas test found 12% LEL at drain pit "
        "DP-22 cover 6 m away. Area cleared, pit flushed.\nRemaining job: seal DP-22 with bolted blank and wet "
        "sand, continuous LEL monitor at the pit, then finish the N3 nozzle reinforcing pad weld on the empty, "
        "gas-free tank from outside at grade.",
        "Blank + sand DP-22\nLEL monitor\nFinish pad weld N3",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The remaining job is welding in a tank farm (Hot Work) after sealing the drain pit with a blank (Cold "
        "Work), with flammable vapour already found.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "F/up: auger hit water pipe - expose + repair",
        "Terminal-C",
        "Substation",
        ["HDPE 90 mm water main (unmarked)", "Fence post hole 6", "Electrofusion coupler"],
        8,
        "Near-miss card NM-27-019: post-hole auger (tractor-mounted) burst an unmarked 90 mm HDPE water pipe at "
        "post 6 along the new substation fence; CAT had not picked it up (plastic). Auger rig removed from site.\n"
        "Remaining job: hand dig to expose the pipe at 0.9 m, cut out damaged length, electrofusion couplers, "
        "pressure test, backfill. Posts 6-9 on hold.",
        "Hand dig to 0.9 m\nCut out, electrofuse\nPressure test, backfill",
        [EX],
        [HW, CW],
        [CSE, RT, LIFT, VE, WAH, LOTO],
        "A hand dig to 0.9 m round a struck service is Excavation. An electrofusion coupler heats the pipe "
        "(Hot Work optional, as earlier sets); the water pipe repair is optional cold work. The auger has left.",
    ),
    wo(
        "F/up: fall through open grating - refit + toe boards",
        "Plant-B",
        "Compressor House",
        ["Mezzanine gratings EL 6 m", "Toe boards", "Diesel boom lift"],
        8,
        "Investigation action IA-27-008: fitter stepped into an opening where 2 gratings had been lifted at EL "
        "3 m, caught by harness. Remaining job: refit gratings and clips, fit new toe boards along the EL 6 m "
        "mezzanine edge. Diesel boom lift driven into the compressor house for the edge work; K-301 running.",
        "Barrier openings\nRefit gratings + clips\nToe boards from boom lift",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Working at a 6 m mezzanine edge from a boom lift is Working at Height, and a diesel boom lift in the "
        "compressor house is Vehicle Entry. Work beside a running compressor is optional cold work.",
        expect={"liveSources": ["K-301 running"]},
    ),
    wo(
        "F/up: caustic splash - finish P-3402 flange break",
        "Plant-A",
        "Hydrotreater",
        ["Caustic wash pump P-3402 400 V", "Discharge flange 3in", "Caustic 15%"],
        6,
        "Safety alert SA-27-002 (10-Jan): fitter splashed when breaking P-3402 discharge flange - line drained but "
        "not depressurised (NRV holding pressure). Face shield prevented injury.\nRemaining job: ops to vent "
        "between discharge valve and NRV and prove 0 barg at the bleed, lock P-3402 at MCC-H4, then break flange "
        "with chemical suit and face shield, change gasket.",
        "Vent + prove 0 barg\nLock MCC-H4\nBreak flange, gasket",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a caustic line is Cold Work and the 400 V pump is locked (Electrical/LOTO).",
        expect={"isolationPoints": ["P-3402 at MCC-H4"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "Voice note",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "[Transcribed by FieldMate app - voice note 0:02]\n(transcription unavailable - audio too short)",
        "",
        [],
        [],
        ALL,
        "An empty voice-note transcription; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "see handover",
        "Plant-B",
        "Compressor House",
        [],
        4,
        "see handover",
        "-",
        [],
        [],
        ALL,
        "A pointer to a handover that is not attached; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "PTW-27-00412 extend",
        "Terminal-C",
        "Jetty",
        [],
        4,
        "PTW-27-00412 extend pls",
        "",
        [],
        [],
        [],
        "A request to extend an existing permit whose type is not given; any permit type would be a guess, so "
        "forbidden is left empty.",
        expect={"needsReview": True},
    ),
    wo(
        "xxx",
        "Plant-A",
        "Loading Rack",
        [],
        4,
        "xxx xxx",
        "xxx",
        [],
        [],
        ALL,
        "Placeholder text; nothing can be assessed.",
        expect={"needsReview": True},
    ),
]
