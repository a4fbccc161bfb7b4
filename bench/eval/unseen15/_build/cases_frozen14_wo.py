"""unseen15 frozen14 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them. frozen14 is measured once
per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "E-4105 channel nozzle N2 - job card (yaml)",
        "Plant-A",
        "Hydrotreater",
        ["Effluent exchanger E-4105", "Channel nozzle N2", "Air-arc gouging set", "MMA set"],
        10,
        "job_card:\n  tag: E-4105 channel nozzle N2\n  service: reactor effluent (hydrogen, H2S)\n"
        "  status: unit down, exchanger drained, N2 purged, spades in both sides\n"
        "  hot_work: false      # bolted job only\n  access: grade\n  steps:\n"
        "    - unbolt and swing channel cover on its davit\n    - MT of nozzle N2 weld\n"
        "    - arc-gouge out the crack found at 6 o'clock, re-weld 2 passes + cap\n"
        "    - MT again, box up, hand back to ops",
        "Open channel cover\nMT nozzle weld\nArc-gouge crack and re-weld\nMT, box up",
        [HW, CW],
        [LIFT],
        [CSE, EX, RT, VE, WAH, LOTO],
        "The card's flag says hot_work false while its own steps arc-gouge and re-weld the nozzle: Hot Work "
        "required with the conflict flagged. Opening the channel is breaking containment (Cold Work); the cover "
        "on its davit has no weight given (Lifting optional).",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "LT-3102 displacer replacement / V-310",
        "Plant-B",
        "Reactor Building",
        ["Knock-out drum V-310", "Level transmitter LT-3102", "20in manway"],
        8,
        "Replace displacer on LT-3102, V-310 solvent knock-out drum. No confined space entry required. "
        "V-310 isolated, drained, steamed out and blinded by ops. Remove displacer chamber flanges, open the 20in "
        "manway; fitter to go inside the drum to refit the loose internal stilling-well bracket (2 bolts), come "
        "out, box up.",
        "Confirm blinds\nRemove displacer chamber\nOpen manway, refit internal bracket\nBox up, leak test",
        [CSE, CW],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "The order says no confined space entry, then sends the fitter inside the drum through the manway: "
        "Confined Space Entry required with the conflict flagged; breaking the chamber flanges is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Car park sign posts - NZ crew",
        "Terminal-C",
        "Admin Building",
        ["Sign posts x4", "Petrol post-hole auger (2-man)", "Concrete"],
        6,
        "Signage upgrade at car park and gatehouse, crew from the Auckland office. Crew board says KAUA E KERI "
        "(Maori: do not dig) - new signs bolt onto the existing bases, no ground work.\n"
        "Update 10:40: 3 of the 4 old bases are rotten. Crew will bore 4 new holes with the 2-man petrol "
        "post-hole auger, 0.9 m deep, 250 mm dia, and concrete the posts in. Buried services drawing not pulled yet.",
        "Remove old signs\nAuger 4 holes 0.9 m\nConcrete posts, fit signs",
        [EX],
        [],
        [HW, CSE, WAH, CW, LIFT, RT, VE],
        "The crew board says do not dig, then the update bores four 0.9 m holes with a powered auger: "
        "Excavation required (mechanical boring, deeper than 0.3 m, services unchecked) with the conflict flagged.",
        expect={"scopeConflict": True},
    ),
    wo(
        "BF-4410 motor swap - recipe card",
        "Plant-B",
        "Compressor House",
        ["Booster fan BF-4410", "690 V motor 1.4 t", "Jib crane 2 t", "MCC-B2"],
        7,
        "RECIPE CARD (planner's house format) - Booster fan motor swap BF-4410\n"
        "Serves: 2 fitters + 1 electrician | Prep: 1 h | Cook: 5 h\nLifting: none\n"
        "Ingredients: new 690 V motor (1.4 t, on trolley), 4x M24 bolts, shims, laser alignment kit\n"
        "Method:\n1. Electrician isolates BF-4410 at MCC-B2, locks and tests dead.\n"
        "2. Uncouple and unbolt old motor.\n"
        "3. Hook the old motor onto the 2 t jib crane and swing it to the trolley; same in reverse for the new one.\n"
        "4. Shim, align, couple.\n5. Electrician removes locks, bump test for rotation.",
        "Isolate at MCC-B2\nUnbolt, lift old motor out on jib crane\nLift new motor in\nAlign, bump test",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "The card says Lifting: none, then hooks a 1.4 t motor onto the jib crane: Lifting required (1 t or "
        "more) with the conflict flagged; the 690 V motor is isolated at MCC-B2.",
        expect={"scopeConflict": True, "isolationPoints": ["MCC-B2"]},
    ),
    wo(
        "CW return flange F-7 regasket",
        "Plant-A",
        "Cooling Tower",
        ["CW return line 12in", "Flange F-7", "Hydraulic torque wrench"],
        6,
        "Note from the crew lead (Leeuwarden): GJIN WAARM WURK (Frisian: no hot work). CW return line 12in, "
        "flange F-7 weeping. Ops have isolated both sides and drained the section to the basin. Re-gasket with "
        "the hydraulic torque wrench, new spiral-wound gasket; no cutting, no grinding. Work from grade.",
        "Confirm isolation and drain\nSplit flange, new gasket\nTorque up, ops return to service",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "A genuine exclusion: the flange is split and re-gasketed with a torque wrench, no flame or grinding. "
        "Breaking containment on the drained line is Cold Work; nothing at height.",
    ),
    wo(
        "Clean jockey pump JP-1 suction strainer",
        "Terminal-C",
        "Fire Water Pump House",
        ["Jockey pump JP-1 (400 V)", "Basket strainer ST-02", "MCC-FW"],
        5,
        "Clean basket strainer ST-02 on jockey pump JP-1 suction. NO ENTRY into the suction pit - basket lifted "
        "out from grade with the T-bar. JP-1 (400 V) isolated and locked at MCC-FW; main diesel FW pumps remain on "
        "auto. Raise FW impairment notice for the duration.",
        "Isolate JP-1 at MCC-FW\nClose valves, open strainer, clean basket\nBox up, remove locks, cancel impairment",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The no-entry note is genuine: the basket comes out from grade. Opening the strainer under a fire-water "
        "impairment is Cold Work and the 400 V jockey pump is locked off.",
        expect={"isolationPoints": ["MCC-FW"], "liveSources": ["main diesel FW pumps"]},
    ),
    wo(
        "PG-118 discharge gauge (toml)",
        "Terminal-C",
        "Pump House",
        ["Transfer pump P-118 (gasoil)", "Pressure gauge PG-118"],
        4,
        "[job]\ntag = \"PG-118\"\ntask = \"replace discharge pressure gauge on transfer pump P-118 (gasoil, running)\"\n"
        "working_at_height = false   # gauge is 0.8 m above the floor, worked from the floor\n"
        "hot_work = false\n\n[method]\nsteps = [\"close gauge root valve\", \"crack old gauge off slowly, vent to "
        "drip tray\", \"fit new 0-16 bar gauge\", \"open root valve, leak check\"]",
        "Close root valve\nSwap gauge\nLeak check",
        [CW],
        [],
        [HW, WAH, CSE, EX, LOTO, LIFT, RT, VE],
        "Genuine exclusions: the gauge is 0.8 m up and worked from the floor, no flame. A gauge break on a "
        "running gasoil pump is Cold Work.",
    ),
    wo(
        "TW-3 slop drain tie-in weld (gherkin)",
        "Plant-A",
        "Pipe Rack",
        ["New 3in slop drain", "Scaffold bay SC-41", "TIG/MMA sets", "Phased-array UT"],
        9,
        "Feature: Tie-in weld TW-3 on new 3in slop drain, pipe rack level 2\n  Background:\n"
        "    Given the line is new, empty and not connected to anything live\n"
        "    And the radiography contractor has been stood down for this job\n"
        "    And the weld will be examined by phased-array UT instead of RT\n"
        "  Scenario: Make and examine the tie-in weld\n"
        "    When the welder fits up and TIG-roots the joint from the 3.4 m scaffold bay\n"
        "    And fills and caps with MMA\n    Then the UT operator scans the weld\n"
        "    And no gamma source comes onto the rack",
        "Fit up from scaffold\nTIG root, MMA fill and cap\nPhased-array UT",
        [HW, WAH],
        [],
        [RT, CSE, EX, LOTO, LIFT, VE, CW],
        "Radiography is genuinely replaced by UT. Welding on the rack among other lines is Hot Work and the 3.4 m "
        "scaffold is Working at Height; the new line is empty and unconnected, so no Cold Work.",
    ),
    wo(
        "Re-clad insulation 6in-ST-2204",
        "Plant-B",
        "Pipe Rack",
        ["LP steam line 6in-ST-2204", "Scaffold SC-118", "Aluminium cladding"],
        8,
        "Re-clad insulation on LP steam line 6in-ST-2204 at rack level 3 (approx 6 m). Scaffold erection NOT part "
        "of this WO - SC-118 already erected and green-tagged under WO 7712054. Remove damaged cladding, replace "
        "mineral wool sections, re-clad. Line stays in service.",
        "Check scaffold tag\nStrip damaged cladding\nNew mineral wool, re-clad",
        [WAH],
        [CW],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Only scaffold erection is excluded; the crew still works from a 6 m scaffold, so Working at Height is "
        "required. Insulation on a live steam line leaves Cold Work optional. Not a conflict.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "PR - seals and permit kit for stores",
        "Plant-A",
        "Maintenance Workshop",
        ["Stores"],
        4,
        "Raise purchase requisition: 2 x mechanical seal cartridges for P-101A/B (crude charge), 1 x hot work fire "
        "blanket kit, 4 x lifting slings 2 t, 1 x 4-gas detector for the confined space team. Get 3 quotes, "
        "deliver to main stores. No site work.",
        "Raise PR\nChase quotes\nReceipt into stores",
        [],
        [],
        ALL,
        "Ordering parts and kit named after permit types is desk work; nothing is fitted, lifted or entered.",
    ),
    wo(
        "Monthly scaffold tag walk-round - crude unit",
        "Plant-A",
        "Crude Unit",
        ["Scaffold register", "Camera"],
        4,
        "Monthly scaffold inspection walk-round (visual, from grade): check scaff-tag status on all 14 scaffolds in "
        "the crude unit, note expired tags, photograph, update scaffold register. Do NOT climb or access any "
        "scaffold; anything red-tagged goes to the scaffold supervisor.",
        "Walk round\nRecord tags\nUpdate register",
        [],
        [],
        ALL,
        "A walk-round inspection from grade; nobody climbs a scaffold or touches plant.",
    ),
    wo(
        "TA-27 planning meeting #6",
        "Plant-B",
        "Control Room",
        ["Meeting room"],
        4,
        "TA-27 planning meeting #6 - agenda\n1. Confined space entry list (R-7, V-12, C-3) - rescue plans\n"
        "2. Hot work zones on the pipe rack - who signs off\n3. Crane lay-down: 200 t crawler position vs buried "
        "cables\n4. Radiography night shifts\n5. AOB\nVenue: control room meeting room, 09:00, tea provided.",
        "Hold meeting\nIssue minutes",
        [],
        [],
        ALL,
        "A planning meeting that discusses future permits; no work happens in it.",
    ),
    wo(
        "Lock register reconciliation",
        "Terminal-C",
        "Admin Building",
        ["Lock register", "Lock cabinet (permit office)"],
        4,
        "Reconcile LOTO padlocks and group lockbox keys against the lock register spreadsheet. Count padlocks in the "
        "lock cabinet in the permit office, list missing ones, order 40 replacement red padlocks. Desk work only, "
        "no isolations touched.",
        "Count locks\nUpdate spreadsheet\nOrder padlocks",
        [],
        [],
        ALL,
        "Counting padlocks and updating a register; no circuit is isolated or worked on.",
    ),
    wo(
        "Contractor golf day notice",
        "Plant-B",
        "Warehouse",
        ["Notice board"],
        5,
        "Contractor golf day - Friday at Westdunes GC. Format: Texas scramble, 4-balls. Local rule: lift, clean "
        "and place on the fairways (wet course). Please don't dig divots on the practice green; hazards marked red; "
        "the 7th is the 'hot' hole with the nearest-the-pin prize. Buggies booked - no buggies on greens or in "
        "bunkers. Shotgun start 08:30, hog roast after.",
        "Pin notice\nCollect names",
        [],
        [],
        ALL,
        "Golf words (lift, clean and place, divots, hazards, buggies, hog roast) on a social notice; no work.",
    ),
    wo(
        "Lunchtime chess ladder - round 3 notes",
        "Terminal-C",
        "Admin Building",
        ["Chess sets"],
        4,
        "Chess ladder, round 3. Board 1: White got an isolated queen's pawn out of the opening, then a rook lift "
        "to h3 and the bishop's X-ray through to h7 decided it. Board 2: poisoned pawn taken, Black castled into "
        "a live attack and resigned. Board 3: drawn, opposite bishops. Round 4 next Thursday, canteen, 12:15.",
        "Post results",
        [],
        [],
        ALL,
        "Chess terms (isolated pawn, rook lift, X-ray, live attack); a lunchtime club, no work.",
    ),
    wo(
        "Bake-off results + canteen oven contactor",
        "Plant-A",
        "Maintenance Workshop",
        ["Canteen combi oven CO-2", "Contactor K1", "DB-C2"],
        4,
        "Bake-off results: star baker Priya (blind-baked lemon tart, cold-retarded sourdough, 'hot' chilli jam). "
        "Thanks all.\nAlso: canteen combi oven CO-2 keeps tripping. Site electrician to replace the 400 V main "
        "contactor K1 - isolate at DB-C2, lock off, test dead. Canteen uses the second oven meanwhile.",
        "Isolate CO-2 at DB-C2\nReplace contactor K1\nTest, remove lock",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, CW, LIFT, RT, VE],
        "The baking words are lookalikes, but the 400 V oven contactor change needs an isolation: Electrical/LOTO "
        "required, Hot Work forbidden (a canteen oven is not hot work).",
        expect={"isolationPoints": ["DB-C2"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "V-105 nozzle N4 weld repair + RT",
        "Plant-A",
        "Crude Unit",
        ["Flash drum V-105", "Nozzle N4", "TIG/MMA sets", "Ir-192 source"],
        12,
        "V-105 crude flash drum: crack at nozzle N4 weld found by UT. Vessel offline, drained, steamed, positively "
        "isolated with spades. Enter via bottom manway, grind out crack, weld repair (GTAW root, SMAW fill), then "
        "gamma RT (Ir-192) of the repair. Hole watch + rescue team on standby.",
        "Verify spades, gas test\nEnter, grind out\nWeld repair\nRT of repair\nBox up",
        [CSE, HW, RT],
        [CW],
        [EX, LIFT, LOTO],
        "A vessel entry with grinding and welding inside, then gamma radiography of the repair.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "T-6 bund drain trench - method statement (LaTeX)",
        "Terminal-C",
        "Tank Farm",
        ["13 t tracked excavator", "Aluminium trench box 1.2 t", "8in HDPE pipe"],
        10,
        "\\section{Scope of works}\nInstall a new 8\\,in bund drain from the T-6 bund to the interceptor.\n"
        "\\begin{itemize}\n  \\item Excavate a trench 1.8\\,m deep, 24\\,m long, with a 13\\,t tracked excavator.\n"
        "  \\item Lower a 1.2\\,t aluminium trench box into the trench with the excavator (certified lifting point, "
        "slinger).\n  \\item Lay pipe with mechanical couplings, backfill, reinstate.\n\\end{itemize}\n"
        "\\section{Exclusions}\nNo hot work: HDPE with mechanical couplings.",
        "Locate services\nExcavate 1.8 m\nLower trench box\nLay pipe, backfill",
        [EX, VE, LIFT],
        [CSE],
        [HW, RT, LOTO, WAH],
        "A 1.8 m machine trench in a tank farm (Excavation, Vehicle Entry for the excavator) with a 1.2 t trench "
        "box lifted by the excavator (Lifting). A deep trench may be classed as a confined space (optional).",
    ),
    wo(
        "CWP-5 motor M-501 replacement",
        "Plant-A",
        "Cooling Tower",
        ["Cooling water pump CWP-5", "Motor M-501 6.6 kV 2.3 t", "HVS-1 panel 7", "50 t mobile crane"],
        12,
        "CWP-5 motor M-501 (6.6 kV, 2.3 t) replacement - bearing failure. Isolate at HV switchboard HVS-1 panel 7, "
        "rack out, apply earths, lock and tag. Uncouple, disconnect cables at terminal box. Lift out with 50 t "
        "mobile crane (lift plan LP-0392), set down on low-loader. Install refurbished motor, align, reconnect, "
        "IR test.",
        "HV isolation and earthing\nUncouple, disconnect\nCrane lift out/in\nAlign, reconnect, test",
        [LOTO, LIFT],
        [VE, CW],
        [HW, CSE, EX, RT, WAH],
        "A 6.6 kV motor isolated and earthed, then a 2.3 t crane lift. The crane in a cooling-tower utility area "
        "leaves Vehicle Entry optional.",
        expect={"isolationPoints": ["HVS-1 panel 7"]},
    ),
    wo(
        "B-2 steam drum inspection (sticky notes)",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 steam drum", "FD fan 400 V", "BMS panel"],
        10,
        "[planning board sticky notes, transcribed]\n(yellow) B-2 steam drum - annual insp\n"
        "(yellow) drum cooled <40C, vents open, manways off\n(pink) FD fan 400V + BMS panel LOCKED OFF - elec\n"
        "(pink) feedwater + chem dosing valves chained & tagged\n"
        "(green) insp engineer goes IN the drum w/ torch + UT gauge, attendant at manway\n"
        "(green) gas test O2 first!!\n(blue) box up Thu",
        "Isolate FD fan, BMS, feedwater\nOpen manways, gas test\nEnter and inspect\nBox up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "The inspector enters the steam drum (Confined Space Entry) with the 400 V FD fan and BMS locked off "
        "(Electrical/LOTO). The torch is a flashlight.",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["FD fan", "BMS panel"]},
    ),
    wo(
        "flare KO drum cable tray brkt",
        "Plant-A",
        "Flare Area",
        ["Flare KO drum support steel", "Diesel boom lift JLG 600", "MMA set"],
        8,
        "weld new cable tray brkt on flare KO drum support stl, abt 7m up. no scaff - use diesel boom lift "
        "(JLG 600), park on hardstanding by KO drum. stick weld 2.5mm, grind flush. fire watch + extinguiser. "
        "flare in service obv.",
        "gas test\nset up boom lift\nweld + grind brkt\nfire watch",
        [HW, WAH, VE],
        [],
        [CSE, EX, RT, LOTO, LIFT],
        "Welding in the flare area (Hot Work) at 7 m from a diesel boom lift (Working at Height and Vehicle Entry "
        "for engine-driven plant in a process area).",
    ),
    wo(
        "Gamma RT - loading arm riser welds (calendar invite)",
        "Terminal-C",
        "Jetty",
        ["Loading arm riser, Berth 2", "Scaffold SC-J2", "RT van (diesel)", "Ir-192 source"],
        6,
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Gamma RT - new loading arm riser welds W1-W4\\, Berth 2\n"
        "LOCATION:Jetty Berth 2\nDESCRIPTION:RT van (diesel) onto the jetty head 22:00. Ir-192. Welds at 4.2 m on "
        "the riser\\, shoot from scaffold SC-J2 (green tag). Controlled area boundary at 2.5 uSv/h - jetty closed "
        "to all other work. No ship alongside.\nEND:VEVENT\nEND:VCALENDAR",
        "Drive RT van onto jetty\nSet 2.5 uSv/h boundary\nShoot W1-W4 from scaffold",
        [RT, VE, WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT],
        "Gamma radiography at a 2.5 uSv/h boundary, a diesel RT van on a hydrocarbon jetty and exposures set up "
        "from a 4.2 m scaffold.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
    wo(
        "R-7 agitator gearbox change",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-7 agitator", "Gearbox 1.0 t", "Monorail hoist 3 t", "MCC-R1"],
        10,
        "R-7 agitator gearbox change (gearbox 1.0 t). Isolate agitator motor 400 V at MCC-R1, lock and tag, try "
        "start. Work from the railed top-head platform: remove coupling guard, unbolt gearbox from the bridge, "
        "lift out with the 3 t monorail hoist over R-7 and lower through the floor hatch. Fit exchange gearbox, "
        "align, oil fill. Reactor not opened - mechanical seal stays in place.",
        "Isolate at MCC-R1\nUnbolt gearbox\nHoist out/in\nAlign, fill, test run",
        [LOTO, LIFT],
        [CW, WAH],
        [HW, CSE, EX, RT, VE],
        "A 400 V agitator lockout and a 1.0 t hoist lift (1 t or more, so Lifting required). The railed "
        "top-head platform leaves Working at Height optional; the reactor is not entered.",
        expect={"isolationPoints": ["MCC-R1"]},
    ),
    wo(
        "FW ring main leak at H-14",
        "Terminal-C",
        "Tank Farm",
        ["Fire water ring main 10in", "Hydrant H-14", "Vac-ex truck", "Bolted repair clamp"],
        12,
        "Message from the crew (Cebu): 'Kalot ug ayo sa tubo sa bombero.' (Cebuano: dig and fix the fire-water "
        "pipe)\nFW ring main leak at hydrant H-14, between the T-3 and T-4 bunds. Vac-ex truck digs down to the "
        "pipe, about 1.5 m. Section isolated at FV-21/FV-22 - FW impairment, portable monitors placed. Fit 10in "
        "bolted repair clamp, pressure test, backfill.",
        "Impairment + isolate FV-21/22\nVac-ex dig to 1.5 m\nFit clamp, test\nBackfill",
        [EX, VE, CW],
        [],
        [HW, RT, LOTO, WAH, LIFT],
        "A 1.5 m dig by a vac-ex truck in a tank farm (Excavation, Vehicle Entry) and a clamp on an impaired "
        "fire main (Cold Work); the clamp is bolted, no hot work.",
        expect={"isolationPoints": ["FV-21", "FV-22"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Replace light fitting MCC-4 room",
        "Plant-B",
        "Substation",
        ["LED bulkhead fitting", "Lighting DB-LS2 circuit L-12", "MCC-4", "3 m stepladder"],
        4,
        "Replace broken LED bulkhead light in MCC-4 room (above door, approx 2.8 m). Use 3 m stepladder. MCC-4 "
        "stays energised - do NOT open any MCC-4 panel. Isolate lighting circuit L-12 at lighting DB-LS2, lock and "
        "tag, test dead at the fitting.",
        "Isolate L-12 at DB-LS2\nSwap fitting from ladder\nTest, restore",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, CW, LIFT, RT, VE],
        "A 230 V lighting circuit isolated beside an energised MCC, worked from a ladder at 2.8 m.",
        expect={"liveSources": ["MCC-4"], "isolationPoints": ["DB-LS2 circuit L-12"]},
    ),
    wo(
        "P-2203B mech seal change",
        "Plant-A",
        "Crude Unit",
        ["Crude booster pump P-2203B", "P-2203A (running)", "MCC-C3"],
        8,
        "P-2203B crude booster pump - mech seal leaking. Changeover to P-2203A (A stays RUNNING throughout). "
        "Isolate B: close suction/discharge, drain and flush to closed drain, lock motor 400 V at MCC-C3. Replace "
        "cartridge seal. Keep clear of A's coupling guard.",
        "Change over to A\nIsolate and drain B, lock at MCC-C3\nReplace seal\nReturn B to standby",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Seal change on the isolated spare pump (Cold Work, 400 V lockout) while its twin keeps running.",
        expect={"liveSources": ["P-2203A"], "isolationPoints": ["MCC-C3"]},
    ),
    wo(
        "Lift plan LP-C-117 - spool near OHL",
        "Terminal-C",
        "Pump House",
        ["6in spool + valve 2.2 t", "40 t all-terrain crane (diesel)", "11 kV overhead line"],
        8,
        "LIFT PLAN LP-C-117 (summary)\n| item | value |\n| load | 6in spool piece + valve, 2.2 t |\n"
        "| crane | 40 t all-terrain mobile, diesel, set up on the pump house road |\n| radius | 14 m |\n"
        "| hazard | 11 kV overhead line along the north fence - stays LIVE (no outage granted) |\n"
        "| control | goal posts + banksman, min 7 m from conductors, no boom swing north of grid line 4 |\n"
        "| rigging | 2 x 3 t slings, tag lines |",
        "Set up crane and goal posts\nLift spool into position\nBolt up",
        [LIFT, VE],
        [LOTO, CW],
        [HW, CSE, EX, RT, WAH],
        "A 2.2 t crane lift with a diesel crane in the pump house, next to an 11 kV overhead line that stays "
        "live; a proximity permit for the line is optional.",
        expect={"liveSources": ["11 kV overhead line"]},
    ),
    wo(
        "Bay 3 batch controller - energised fault finding",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 3 batch controller", "230 V control circuit", "CB-3"],
        6,
        "ENERGISED WORK REQUEST - Bay 3 batch controller intermittently drops the permissive. Fault can't be found "
        "dead, so live fault-finding on the 230 V control circuit with the panel door open: CAT III meter, "
        "insulated tools, arc-rated PPE, 2-person rule. Bays 1, 2 and 4 keep loading. No wiring changes until the "
        "fault is found; then isolate at CB-3 to repair.",
        "Justify and brief\nLive fault-finding\nIsolate at CB-3, repair, test",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, CW, LIFT, RT],
        "Energised fault-finding on a 230 V circuit needs its own electrical permit, with isolation at CB-3 for "
        "the repair. The tankers at other bays are not part of the job.",
        expect={"liveSources": ["Bay 3 230 V control circuit"], "isolationPoints": ["CB-3"]},
    ),
    wo(
        "PM 40-ST-09 repack HV-901 gland",
        "Plant-B",
        "Boiler House",
        ["HP steam isolation valve HV-901", "Mobile tower scaffold"],
        5,
        "PM 40-ST-09: repack gland on 6in HP steam header isolation valve HV-901 (40 barg). Valve stays in "
        "service - live steam, no isolation possible. Access from mobile tower scaffold, platform at 1.2 m. Add 2 "
        "rings of graphite packing under the vendor's on-line repacking procedure.",
        "Erect tower, tag\nRepack gland on line\nLeak check",
        [CW, WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Mechanical work on a live 40 barg steam valve (Cold Work) from a scaffold platform at 1.2 m (at the "
        "threshold, so Working at Height required).",
        expect={"liveSources": ["40 barg HP steam header"]},
    ),
    wo(
        "TX-2 cooler fan 3 cable gland",
        "Terminal-C",
        "Substation",
        ["Transformer TX-2 11 kV/415 V", "Cooler fan #3 motor", "TX-2 cooler control cabinet"],
        4,
        "CHENJERANI: MAGETSI (Chichewa: beware, electricity) - note from the Blantyre contractor.\n"
        "TX-2 (11 kV/415 V) cooling fan #3 motor cable gland cracked. TX-2 stays ENERGISED on load. Isolate the "
        "fan supply 400 V at the TX-2 cooler control cabinet, lock, prove dead. Replace gland from the 1.1 m "
        "railed step platform on the cooler side, keep 3 m from the HV bushings.",
        "Isolate fan supply\nReplace gland\nRestore, check fan runs",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, CW, LIFT, RT, VE],
        "The 400 V fan supply is isolated while the 11 kV transformer stays live; the 1.1 m railed platform is "
        "below the threshold.",
        expect={"liveSources": ["TX-2 11 kV transformer"], "isolationPoints": ["TX-2 cooler control cabinet"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "P-3301A SWS feed pump strainer clean",
        "Plant-A",
        "Hydrotreater",
        ["Sour water stripper feed pump P-3301A", "Suction strainer", "MCC-H2"],
        6,
        "Sour water stripper feed pump P-3301A - clean suction strainer. H2S service: BA for breaking containment, "
        "personal monitors, alarm set at 5 ppm for this job. Pump stopped, motor 400 V locked off at MCC-H2, "
        "suction/discharge closed and drained to the sour water drum, nitrogen purged.",
        "Lock off at MCC-H2\nDrain, purge\nOpen strainer on BA\nBox up",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Opening a sour-water strainer (Cold Work, H2S at a 5 ppm job alarm) with the 400 V motor locked off.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}, "isolationPoints": ["MCC-H2"]},
    ),
    wo(
        "RC-2 ammonia compressor oil drain",
        "Plant-B",
        "Compressor House",
        ["Ammonia compressor RC-2", "Oil pot", "Starter panel SP-2"],
        5,
        "НЕБЯСПЕКА: АМІЯК (Belarusian tag on the refrigeration skid: danger, ammonia)\nRC-2 ammonia compressor: "
        "drain oil from the oil pot after the oil separator. Compressor stopped, 400 V isolated at starter panel "
        "SP-2 and locked. Pump down and isolate the pot, drain slowly to the oil drum; ammonia detector, full-face "
        "respirator, water hose ready.",
        "Isolate at SP-2\nPump down, isolate pot\nDrain oil\nRestore",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Draining oil from an ammonia pot is breaking containment (Cold Work, NH3) with the compressor locked off.",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["SP-2"]},
    ),
    wo(
        "T-9 sample valve - pre-job checklist",
        "Terminal-C",
        "Tank Farm",
        ["Benzene tank T-9", "1in sample valve"],
        5,
        "PRE-JOB CHECKLIST - T-9 benzene tank, replace seized 1in sample valve on the shell nozzle at grade\n"
        "[Y] line section isolated and drained to closed sampling bottle\n"
        "[Y] benzene: site action level 0.25 ppm (stricter than the SDS value) - PID on the job, air-fed hoods\n"
        "[Y] LEL monitor\n[N] hot work\n[N] scaffold / height\n[N] vehicles in bund",
        "Isolate, drain\nSwap valve\nLeak test",
        [CW],
        [],
        [HW, WAH, VE, CSE, EX, LOTO, LIFT, RT],
        "Breaking containment on a benzene tank (Cold Work) with a 0.25 ppm action level; the N ticks are "
        "genuine exclusions.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.25}},
    ),
    wo(
        "Chlorinator pigtail change",
        "Plant-A",
        "Cooling Tower",
        ["1 t chlorine drum", "Copper pigtail", "Chlorinator header"],
        4,
        "KOTSI (Sesotho: danger) - chlorination shed, cooling tower chlorinator.\nReplace the copper flexible "
        "pigtail between the 1 t chlorine drum and the header. Drum stays on its trunnions, not moved. Close drum "
        "valve and header valve, vent the pigtail to the scrubber, swap pigtail with new lead gasket, ammonia-swab "
        "leak test. Cl2 detector in shed, SCBA.",
        "Close valves, vent\nSwap pigtail\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Breaking a chlorine connection is Cold Work (Cl2); the 1 t drum is not moved, so Lifting is forbidden.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "H-101 firebox burner tile inspection",
        "Plant-A",
        "Crude Unit",
        ["Crude heater H-101", "Firebox", "FD fan"],
        6,
        "КОРКУНУЧ: ИС ГАЗЫ (Kyrgyz, from the heater crew: danger, carbon monoxide)\nH-101 crude heater shut down "
        "for burner-tile inspection. Fuel gas spaded, pilots out, stack damper open, heater cooled, FD fan off. "
        "Inspector enters the firebox through the bottom access door and inspects tiles from the floor, no "
        "scaffold or ladder. CO and O2 monitored continuously; standby man at the door.",
        "Confirm spades, fan off\nGas test\nEnter, inspect tiles\nClose up",
        [CSE],
        [LOTO, CW],
        [HW, EX, WAH, LIFT, RT, VE],
        "Entering a heater firebox is a confined space entry with CO and O2 monitoring; the FD fan is only "
        "said to be off, so a lockout is optional. Inspection from the floor.",
        expect={"gasSubstances": ["CO", "O2"]},
    ),
    wo(
        "API sep bay 2 skimmer actuator",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2", "Skimmer pipe actuator 48 V DC (35 kg)"],
        5,
        "API separator bay 2 - replace skimmer-pipe rotary actuator (35 kg, 48 V DC, plug-in connector) from the "
        "railed walkway. Bay stays in service, open top, oil layer present. H2S and LEL monitors worn, wind check "
        "before start. No entry into the bay. Unplug actuator at its connector, unbolt, fit new, plug in.",
        "Gas check\nUnplug, unbolt actuator\nFit new, plug in, test",
        [CW],
        [WAH],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Mechanical work over an operating oily basin (Cold Work, H2S and LEL). A 48 V DC plug-in actuator is "
        "extra-low voltage (Electrical/LOTO forbidden); the railed walkway leaves Working at Height optional.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "Weld pipe shoes T-210/211 bund",
        "Plant-B",
        "Tank Farm",
        ["4in N2 line support", "MMA set", "Grinder"],
        8,
        "Weld 2 new pipe shoes on the 4in nitrogen line support inside the T-210/T-211 bund, ~20 m from the bund "
        "sump. Stick welding + grinding at grade. Gas test before and hourly, fire watch 60 min after. SIMOPS: vac "
        "truck job at the bund sump same shift.",
        "Gas test\nWeld and grind shoes\nFire watch",
        [HW],
        [],
        [CSE, EX, LOTO, WAH, LIFT, RT],
        "Welding and grinding in a tank-farm bund is Hot Work; the vac truck is the other job.",
        pair=1,
    ),
    wo(
        "Vac truck - T-210/211 bund sump",
        "Plant-B",
        "Tank Farm",
        ["Diesel vacuum tanker", "Bund sump T-210/211"],
        8,
        "Vac truck to empty rainwater/oil from the T-210/T-211 bund sump. Diesel vacuum tanker enters on the bund "
        "road, hose from truck to sump, transfer to slop tank. Spark arrestor, earthing, gas test. SIMOPS: welding "
        "at the pipe support in the same bund.",
        "Gas test, vehicle in\nEarth truck, hose up\nSuck out sump\nTruck out",
        [VE, CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT],
        "A diesel vacuum tanker in a tank farm (Vehicle Entry) and a temporary hose transfer (Cold Work).",
        pair=1,
    ),
    wo(
        "LA-6 counterweight replacement",
        "Plant-A",
        "Loading Rack",
        ["Gasoline loading arm LA-6", "Counterweight 1.8 t", "25 t truck crane"],
        10,
        "Replace counterweight on gasoline loading arm LA-6 (counterweight 1.8 t). 25 t truck crane on the rack "
        "road, lift plan LP-A-233, banksman. Arm drained and parked, bay 6 closed. Bolts undone from the arm's "
        "own railed platform. SIMOPS: loading pump P-606 motor job on the same bay.",
        "Set up crane\nUnbolt and lift old counterweight\nFit new",
        [LIFT, VE],
        [CW, WAH],
        [HW, CSE, EX, RT],
        "A 1.8 t crane lift with a truck crane on a loading rack (Lifting, Vehicle Entry).",
        pair=2,
    ),
    wo(
        "P-606 motor DE bearing",
        "Plant-A",
        "Loading Rack",
        ["Loading pump P-606", "400 V motor", "MCC-LR"],
        10,
        "Bay 6 loading pump P-606 motor bearing change: isolate 400 V at MCC-LR, lock, try start; remove motor end "
        "cover, replace DE bearing, reassemble. Bay 6 closed. SIMOPS: crane lifting the LA-6 counterweight on the "
        "same bay.",
        "Isolate at MCC-LR\nReplace DE bearing\nTest run",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH, VE],
        "A 400 V motor lockout for a bearing change; the crane belongs to the other job.",
        expect={"isolationPoints": ["MCC-LR"]},
        pair=2,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Insulation crew - finish 8in steam line (post)",
        "Plant-A",
        "Pipe Rack",
        ["8in steam line", "Scaffold, 9 m lift"],
        9,
        "So proud of our insulation crew! Last Tuesday a scaffold board slipped off the 9 m lift on the pipe rack "
        "and landed inside the exclusion zone we'd set up - nobody hurt, because the barriers did their job. "
        "#SafetyFirst #NearMiss\n\nWhat's next: scaffold re-inspected and toe boards added, and the crew goes back "
        "up to finish lagging the last 30 m of the 8in steam line at 9 m.",
        "Scaffold re-inspection\nFinish lagging at 9 m",
        [WAH],
        [CW],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "The remaining job is lagging from a 9 m scaffold: Working at Height.",
    ),
    wo(
        "Drum store bay 4 racking beam (A3)",
        "Terminal-C",
        "Drum Store",
        ["Racking bay 4 top beam", "Battery scissor lift"],
        6,
        "A3 PROBLEM SOLVING - Drum store racking\nBackground: a diesel forklift reversed into bay 4 racking and "
        "split a drum of lube oil; spill contained.\nRoot cause: no marked pedestrian/vehicle route, mirror missing."
        "\nCountermeasures done: diesel FLT replaced by electric; floor markings.\nRemaining job: replace the bent "
        "top beam at 3.5 m in bay 4 from a battery scissor lift; drums cleared from the bay first.",
        "Clear bay 4\nScissor lift up, swap beam\nInspect racking",
        [WAH],
        [VE, LIFT],
        [HW, CSE, EX, LOTO, RT, CW],
        "The remaining job is a beam change at 3.5 m from a scissor lift; a battery lift in the drum store "
        "leaves Vehicle Entry optional.",
    ),
    wo(
        "Flare ignitor JB-F3 replacement (thread)",
        "Plant-A",
        "Flare Area",
        ["Flare ignition junction box JB-F3", "DB-F1", "Cable gland"],
        6,
        "1/ Neighbours asking why the flare smoked black on Sunday night: the pilot ignition failed and the flare "
        "burned unassisted for 40 min.\n2/ Cause: water in the 230 V ignition transformer junction box JB-F3.\n"
        "3/ This week's job: isolate the ignitor supply at DB-F1, lock it, replace the JB and the cable gland at "
        "grade. Flare stays in service.",
        "Isolate at DB-F1\nReplace JB-F3 and gland\nTest ignition",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The remaining job is a 230 V junction box change under isolation at grade: Electrical/LOTO.",
        expect={"isolationPoints": ["DB-F1"], "liveSources": ["flare"]},
    ),
    wo(
        "Yard fence trial holes (Dennis's last job)",
        "Plant-B",
        "Warehouse",
        ["Yard fence line", "Cable detector", "Hand tools"],
        7,
        "...and of course everyone remembers 1998, when Dennis put a spade through the old 400 V feed to the "
        "warehouse lights and his wellies saved him. Which is why, on his very last job this week, Dennis is "
        "supervising the hand-dug trial holes along the new yard fence line - 0.5 m deep, cable detector first, "
        "every service found before the post-hole auger comes anywhere near. Raise a glass!",
        "Cable detector sweep\nHand-dig trial holes 0.5 m\nMark services",
        [EX],
        [LOTO],
        [HW, CSE, WAH, CW, LIFT, RT],
        "The remaining job is 0.5 m hand-dug trial holes to find buried services: Excavation.",
    ),
    wo(
        "2in drain line weld repair (review objective)",
        "Plant-B",
        "Pipe Rack",
        ["2in drain line", "MMA set", "Fire blankets"],
        6,
        "Mid-year review - welder B. Okafor. Comments: strong year, though the March lagging fire (a spark fell "
        "through the grating and lit oily lagging below) is noted; B. took the retraining well.\nQ3 objective: "
        "complete the 2in drain-line weld repair under rack level 1 (line at 1.0 m above grade) with the lagging "
        "below removed, fire blankets, and a 60 min fire watch after.",
        "Remove lagging below\nWeld repair\n60 min fire watch",
        [HW],
        [CW],
        [CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "The remaining job is a weld repair on the rack: Hot Work; the line is 1.0 m above grade.",
    ),
    wo(
        "DAF sludge sump entry (insurer questionnaire)",
        "Plant-A",
        "Wastewater Treatment",
        ["DAF sludge sump (covered, 2.5 m)", "Vacuum truck"],
        10,
        "Q12. Describe any confined-space incidents in the last 5 years.\nA: 2024 - a contractor began to climb "
        "into the DAF sludge sump before the gas test; the attendant stopped him, the later test read 35 ppm H2S.\n"
        "Q13. Upcoming high-risk work?\nA: the same sump (2.5 m deep, covered) is entered next month to remove "
        "sludge: a vacuum truck on the WWTP road sucks it out first, then an entrant finishes with shovels.",
        "Vac truck suck-out\nGas test\nEnter, shovel out\nClose up",
        [CSE, VE, CW],
        [],
        [HW, EX, RT, LIFT, WAH],
        "The remaining job enters the sump (Confined Space Entry), with a vacuum truck in the WWTP (Vehicle Entry) "
        "and a temporary hose transfer (Cold Work).",
        expect={"gasSubstances": ["H2S", "O2"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "14 across",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "14 across: Permit for sparks (3,4). 9 down: It takes the load (5). 21 across: Under the ground, dug (7).",
        "",
        [],
        [],
        ALL,
        "Crossword clues; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "🔥🔧❓",
        "Plant-B",
        "Pipe Rack",
        [],
        4,
        "🔥🔧👷❓⬆️",
        "",
        [],
        [],
        ALL,
        "A row of emoji; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        ".. / .-- .. .-.. .-..",
        "Terminal-C",
        "Jetty",
        [],
        4,
        ".. / .-- .. .-.. .-.. / -.-. .- .-.. .-.. / -... .- -.-. -.-",
        "",
        [],
        [],
        ALL,
        "Morse code for a call-back message; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "E-4107B",
        "Plant-A",
        "Hydrotreater",
        ["E-4107B"],
        4,
        "E-4107B\nmi klarigos poste",
        "",
        [],
        [],
        [],
        "A bare exchanger tag with Esperanto 'I will explain later'; nothing to assess yet, so nothing is "
        "forbidden either.",
        expect={"needsReview": True},
    ),
]
