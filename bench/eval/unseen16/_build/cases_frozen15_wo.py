"""unseen16 frozen15 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them. frozen15 is measured once
per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo


def rest(*used):
    """Every type not named in used (for generous forbidden lists)."""
    return [p for p in ALL if p not in used]


# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "Repl corroded pipe support clip 2in condensate, bay 7",
        "Plant-A",
        "Pipe Rack",
        ["2in LP condensate line CL-0714", "Support clip SC-7/3", "9in angle grinder", "MMA welding set"],
        5,
        "Support clip SC-7/3 on 2in condensate line rusted thru, line sagging. Line at 1.0 m above grade on the "
        "low sleeper rack, work from grade. NO HOT WORK.\n"
        "Cut old clip off w/ 9in grinder (cutting disc), weld new clip to sleeper beam, 2 runs, paint.",
        "1. Gas test at sleeper\n2. Grind off old clip\n3. Weld new clip to beam\n4. Wire brush, prime, paint",
        [HW],
        [CW],
        [CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "The order says no hot work, then cuts with a grinder and welds a new clip in a refinery pipe rack: Hot "
        "Work required with the conflict flagged; the line is 1.0 m up and worked from grade (no Working at Height).",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "V-305 demister clip retrieval (flowchart attached)",
        "Plant-B",
        "Reactor Building",
        ["Vessel V-305 (solvent flash drum)", "Manway M1 24in", "Agitator motor M-305 (400 V)", "Air mover"],
        8,
        "```mermaid\ngraph TD\n  A[Start] --> B{Entry into V-305?}\n  B -- No --> C[External work only]\n"
        "  C --> D[Close job]\n```\n"
        "Background: demister pad clip fell to bottom of V-305 during last inspection, rattles in the agitator "
        "zone. V-305 drained, steamed, blinded at all 4 nozzles. Agitator M-305 400 V locked off at MCC-B2. "
        "Fitter goes in through manway M1 with a bucket and torch, picks up the clip and the loose bolts, "
        "comes back out. Attendant at the manway.",
        "Verify blinds and MCC-B2 lock\nOpen M1, ventilate with air mover, gas test\nFitter enters, retrieves clip\n"
        "Box up M1",
        [CSE, LOTO],
        [CW],
        [HW, EX, WAH, LIFT, RT, VE],
        "The chart's only branch is 'no entry', but the fitter enters the drum through the manway with an "
        "attendant: Confined Space Entry required with the conflict flagged; the 400 V agitator lockout is "
        "Electrical/LOTO; opening the manway on a blinded drum makes Cold Work optional.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"], "isolationPoints": ["Agitator M-305 at MCC-B2"]},
    ),
    wo(
        "Earth grid tape repair - TR-2 bay",
        "Plant-A",
        "Substation",
        ["Transformer TR-2 bay", "Earth grid tape 25x3 Cu", "Compression clamps", "Spade"],
        6,
        "# job.toml (exported from planner tool)\n"
        "[job]\nname = \"TR-2 earth tape repair\"\nexcavation = false\nhot_work = false  # compression clamps, "
        "no Cadweld\n\n[steps]\n1 = \"locate earth tape with CAT, mark route\"\n"
        "2 = \"break out gravel and dig 0.6 m deep by hand to expose the buried earth tape and the 11 kV cable "
        "crossing beside it\"\n3 = \"fit two compression clamps over the broken tape, test continuity\"\n"
        "4 = \"backfill, warning tape, gravel\"",
        "Locate and mark\nHand dig 0.6 m to expose tape and cable crossing\nClamp, test, backfill",
        [EX],
        [LOTO],
        [HW, CSE, WAH, LIFT, RT, VE, CW],
        "The export sets excavation = false, yet step 2 hand-digs 0.6 m and exposes an earth tape and an 11 kV "
        "cable: Excavation required with the conflict flagged; compression clamps are not Hot Work; whether the "
        "exposed cable is made dead is site practice (Electrical/LOTO optional).",
        expect={"scopeConflict": True},
    ),
    wo(
        "K-4 lube oil pump motor exchange - FAQ for the crew",
        "Plant-B",
        "Compressor House",
        ["Ethylene compressor K-4", "Main lube oil pump motor LOP-4A (690 V, 1.3 t)", "25 t mobile crane"],
        9,
        "FAQ - LOP-4A motor change\n"
        "Q: Is there any lifting on this job?\nA: No lifting, it's a straight swap.\n"
        "Q: So how does the old motor come off the skid?\nA: The 25 t mobile crane parks inside the compressor "
        "house roller door and picks it off (motor is 1.3 t), then sets the new one on.\n"
        "Q: Electrical?\nA: LOP-4A 690 V feeder racked out and locked at MCC-K4, K-4 on standby pump LOP-4B.\n"
        "Q: Anything else?\nA: Uncouple / recouple, laser align.",
        "Lock off LOP-4A feeder\nUncouple motor\nCrane out old motor, crane in new\nAlign, recouple, bump test",
        [LIFT, LOTO, VE],
        [CW],
        [HW, CSE, EX, WAH, RT],
        "The FAQ answers 'no lifting' and then has a 25 t crane pick a 1.3 t motor: Lifting required with the "
        "conflict flagged; the 690 V lockout is Electrical/LOTO; a mobile crane inside an ethylene compressor "
        "house is Vehicle Entry; the coupling work is Cold Work optional.",
        expect={"scopeConflict": True, "liveSources": ["K-4 compressor on standby pump LOP-4B"],
                "isolationPoints": ["LOP-4A feeder at MCC-K4"]},
    ),
    wo(
        "Emergency light EL-14 replacement - assembly sheet",
        "Terminal-C",
        "Fire Water Pump House",
        ["Emergency light EL-14 (230 V)", "2.5 m stepladder", "Lighting DB-FW1"],
        4,
        "ASSEMBLY SHEET  EL-14 (no words needed!)\n"
        "[0] pictogram: ladder with a red cross = no working at height\n"
        "[1] open DB-FW1, switch off and lock circuit 6 (230 V), prove dead\n"
        "[2] set up the 2.5 m stepladder under EL-14 (fitting at 3.4 m on the wall above the diesel pump)\n"
        "[3] climb, unscrew 4 x screws, unplug, fit new EL-14, screw up\n"
        "[4] climb down, remove lock, 3 h duration test\n"
        "[5] smiley face",
        "Isolate circuit 6\nStepladder to 3.4 m fitting\nSwap fitting\nRestore, test",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, CW],
        "The crossed-out ladder pictogram says no working at height, then the electrician climbs a 2.5 m "
        "stepladder to a 3.4 m fitting: Working at Height required with the conflict flagged; the 230 V circuit "
        "is locked off (Electrical/LOTO).",
        expect={"scopeConflict": True, "isolationPoints": ["DB-FW1 circuit 6"]},
    ),
    wo(
        "Internal borescope inspection TK-07 (no entry)",
        "Terminal-C",
        "Tank Farm",
        ["Tank TK-07 (gasoil, drained and ventilated)", "Shell manway 24in", "Video borescope 6 m"],
        6,
        "Quechua crew note: «Ama yaykuychu»\n"
        "Open shell manway on TK-07 (emptied, washed, ventilated). Inspect floor plates and sump with 6 m "
        "video borescope from outside the manway. NOBODY ENTERS THE TANK. Close manway w/ new gasket.",
        "Unbolt manway cover\nBorescope from outside\nRefit cover, new gasket",
        [CW],
        [],
        [CSE, HW, EX, LOTO, WAH, LIFT, RT, VE],
        "A genuine exclusion ('do not enter' and 'nobody enters'): the tank is inspected from outside the "
        "manway, so Confined Space Entry is forbidden; opening the manway of a gasoil tank is Cold Work.",
    ),
    wo(
        "Repl PSV-412 on HDS feed surge drum",
        "Plant-A",
        "Hydrotreater",
        ["PSV-412 (3x4in)", "Feed surge drum D-401", "1 t chain block on platform davit"],
        6,
        "Repl PSV-412 with shop-tested spare. Bolted job, NO hot work. PSV on D-401 top platform (perm. "
        "handrails). Inlet block valve locked closed, outlet to flare blinded. PSV 85 kg, lower to grade with "
        "chain block on platform davit.",
        "Lock inlet, blind outlet\nDepressure, drain to closed drain\nUnbolt, lower old PSV\nLift new PSV, bolt up\n"
        "Remove blind, unlock",
        [CW],
        [LIFT, WAH],
        [HW, CSE, EX, LOTO, RT, VE],
        "Bolted PSV change on a hydrocarbon drum: Cold Work; 'no hot work' is a genuine exclusion; an 85 kg chain "
        "block lowering and a permanently railed platform are optional.",
    ),
    wo(
        "BFW pump P-21B repl mech seal, no crane",
        "Plant-B",
        "Boiler House",
        ["Boiler feed pump P-21B", "Motor 400 V", "Monorail with 2 t chain block"],
        8,
        "P-21B mech seal leaking. Isolate suct/disch, drain, lock 400 V motor at MCC-BH1. Pump end is 0.95 t, "
        "pull back on the 2 t chain block on the house monorail. No crane, no vehicles in the boiler house.",
        "LOTO motor\nIsolate + drain\nUncouple, pull back pump end on monorail\nNew seal, rebuild, align",
        [CW, LOTO],
        [LIFT],
        [HW, CSE, EX, WAH, RT, VE],
        "Seal change with a 400 V lockout: Cold Work and Electrical/LOTO; 0.95 t on a chain block is just under "
        "1 t (Lifting optional); 'no crane, no vehicles' forbids Vehicle Entry.",
        expect={"isolationPoints": ["P-21B motor at MCC-BH1", "P-21B suction and discharge valves"]},
    ),
    wo(
        "Cut out 4in diesel drain spool - cold cut only",
        "Terminal-C",
        "Pump House",
        ["4in diesel drain line DL-12", "Clamshell cold cutter", "Drip tray"],
        7,
        "Sign on the job board in Tok Pisin: «Tambu paia».\n"
        "Drain line DL-12 (diesel) drained and flushed. Cut out 1.2 m corroded section with hydraulic clamshell "
        "cold cutter - no grinder, no torch, no welding. Fit new flanged spool (site fab, already tested).",
        "Drain + flush\nCold cut two places\nFit flanged spool\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "'Fire forbidden' and 'no grinder, no torch, no welding' genuinely exclude Hot Work: the spool is cut "
        "cold and bolted in, which is Cold Work on a diesel line.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "TA-2027 pre-planning meeting, crane and scaffold strategy",
        "Plant-B",
        "Control Room",
        ["Conference room 2", "Projector"],
        4,
        "Meeting only. Agenda: 1) crane strategy for the 450 t crawler, 2) scaffold tonnage and height plan, "
        "3) hot work and vessel entry permit volumes per day, 4) excavation for the new firewater tie-ins, 5) "
        "radiography night shifts, 6) LOTO lockbox numbering. Attendees bring their marked-up plot plans. Nobody "
        "goes into the plant.",
        "Coffee\nAgenda items 1-6\nActions and owners",
        [],
        [],
        ALL,
        "A planning meeting in a conference room; the permit types are agenda topics only.",
    ),
    wo(
        "CUI visual survey walk-round, rack bays 1-12",
        "Plant-A",
        "Pipe Rack",
        ["Paint pen", "Camera", "Clipboard"],
        6,
        "Walk the rack at grade, bays 1-12, binoculars for upper tiers. Mark suspect lagging (wet, split, "
        "rust-stained) with paint pen where reachable from grade, photo the rest. Do not remove any insulation, no "
        "ladders, no tools. Report to integrity eng.",
        "Walk bays 1-12\nMark and photograph\nUpload report",
        [],
        [],
        ALL,
        "A walk-round visual survey from grade with a camera and paint pen: no permit.",
    ),
    wo(
        "Spares min/max review - critical pumps",
        "Plant-B",
        "Warehouse",
        ["SAP MM", "Stock cards"],
        6,
        "Desk work in the warehouse office. Review min/max for critical pump spares: mech seals, hot-tap "
        "fittings, lifting lugs and shackles, excavator bucket teeth for the civil contractor, spare LOTO "
        "padlocks, radiography film (NDT contractor stock). Count bins, correct SAP, raise PRs for shortfalls.",
        "Print stock list\nCount bins\nCorrect SAP, raise PRs",
        [],
        [],
        ALL,
        "Desk work and a stock count; every permit word is the name of a spare part.",
    ),
    wo(
        "Permit issuer re-authorisation - written test",
        "Terminal-C",
        "Admin Building",
        ["Training room", "Test papers"],
        4,
        "Annual re-authorisation of permit issuers. Written test (40 questions): hot work gas test limits, "
        "confined space rescue, excavation depth triggers, working at height above 1.2 m, lifting plans over 1 t, "
        "vehicle entry into the tank farm. Then a tabletop exercise with a model tank farm. Training room only.",
        "Test\nTabletop exercise\nMark and record",
        [],
        [],
        ALL,
        "Classroom training and a written test; the thresholds are exam content.",
    ),
    wo(
        "Rugby club - sevens tournament kit and travel",
        "Plant-A",
        "Maintenance Workshop",
        ["Kit bag", "Minibus booking"],
        4,
        "Workshop rugby club: sevens tournament Saturday. Practice lineout lifts and hitting the ruck at Thursday "
        "training; remind the forwards to dig for the ball legally and no entry from the side. Hot-stepping wing "
        "is back from injury. Kit collection from the workshop mess after shift; minibus leaves the public car park.",
        "Collect kit\nConfirm squad\nBook minibus",
        [],
        [],
        ALL,
        "A sports-club notice: lineout lifts, digging for the ball and entry from the side are rugby terms.",
    ),
    wo(
        "Pottery club - kiln night sign-up",
        "Terminal-C",
        "Admin Building",
        ["Notice board", "Display cabinet"],
        4,
        "Staff pottery club: next kiln firing is the bisque on the 14th at the community studio in town, raku "
        "night after that (the studio's own torch and kiln). Throwing practice Tuesdays. Bring leather-hard pieces "
        "wrapped. Put your name on the sheet by the display cabinet in reception.",
        "Update sign-up sheet\nRefresh display cabinet",
        [],
        [],
        ALL,
        "A hobby notice; the kiln and raku torch are at an off-site studio, so nothing here needs a permit.",
    ),
    wo(
        "Model railway exhibition set-up + banner",
        "Plant-B",
        "Warehouse",
        ["Exhibition tables", "Banner 4 m", "2.4 m stepladder"],
        5,
        "Staff model railway club exhibition in the warehouse canteen area. Layouts: gauge 1 live steam (static "
        "display only, no locos in steam indoors), a breakdown crane wagon, a tunnel scene. Facilities: hang the "
        "4 m welcome banner from the mezzanine handrail, eyes at 3.0 m above the floor, from the 2.4 m "
        "stepladder (two people).",
        "Set out tables\nStepladder to 3.0 m, tie banner\nSet out layouts",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE, CW],
        "Live steam, crane wagon and tunnel are model-railway terms; hanging the banner at 3.0 m from a 2.4 m "
        "stepladder is real Working at Height.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Tie-in new 3in drain to OWS header",
        "Plant-A",
        "Wastewater Treatment",
        ["Oily water sewer header 8in", "New 3in drain line", "Mini excavator 5 t", "Trench box"],
        10,
        "Tie new 3in drain from sample station into OWS header. Machine dig trench 1.6 m deep with mini "
        "excavator, trench box. Header drained + gas freed, cut in 3in weldolet, weld, 100% visual + DPI. "
        "Backfill.",
        "Locate services, permit to dig\nExcavate 1.6 m, install box\nGas test, cut and weld weldolet\nDPI, "
        "hydrotest, backfill",
        [EX, HW, CW, VE],
        [CSE],
        [LOTO, WAH, LIFT, RT],
        "A 1.6 m machine trench (Excavation) with a mini excavator in the oily-water area (Vehicle Entry), a "
        "welded branch on a hydrocarbon sewer (Hot Work, Cold Work); welders in a 1.6 m boxed trench make "
        "Confined Space Entry optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Repl tube bundle E-1203",
        "Plant-A",
        "Hydrotreater",
        ["Exchanger E-1203", "Tube bundle 3.8 t", "50 t mobile crane", "Bundle extractor", "Mobile tower 2 m"],
        12,
        "E-1203 bundle fouled. Isolate + blind shell/tube sides, drain. Unbolt channel and floating head (bolting "
        "at 3 m from 2 m mobile tower, no rails on top deck). Pull bundle w/ extractor on 50 t crane, 3.8 t. "
        "Set new bundle, box up.",
        "Blind + drain\nUnbolt from tower\nCrane + extractor pull\nInsert new bundle, box up, leak test",
        [CW, LIFT, VE, WAH],
        [],
        [HW, CSE, EX, LOTO, RT],
        "Breaking exchanger containment (Cold Work), a 3.8 t crane pull (Lifting) by a crane in the hydrotreater "
        "(Vehicle Entry), bolting at 3 m from an unrailed tower deck (Working at Height).",
    ),
    wo(
        "Flare header spool replacement - countdown",
        "Plant-A",
        "Flare Area",
        ["Flare header 6in section FH-22", "Pipe rack scaffold 9 m", "80 t mobile crane", "Ir-192 source"],
        12,
        "T-48h  scaffold to 9 m at FH-22, flare header isolated and purged to 0% LEL.\n"
        "T-24h  old section cut out (gas cutting), ends bevelled.\n"
        "T-0    80 t crane drives in, lifts new 1.2 t spool onto the rack, fitters weld 2 joints from the scaffold.\n"
        "T+6h   100% gamma radiography of both joints at night; site rule barrier at 2.5 µSv/h.\n"
        "T+8h   reinstate header.",
        "Scaffold, purge\nCut out\nCrane lift, weld\nRT at night\nReinstate",
        [HW, CW, WAH, LIFT, VE, RT],
        [],
        [CSE, EX, LOTO],
        "Six types: gas cutting and welding (Hot Work), opening the flare header (Cold Work), a 9 m scaffold "
        "(Working at Height), a 1.2 t crane lift by a crane in the flare area (Lifting, Vehicle Entry) and gamma "
        "radiography with a stricter 2.5 µSv/h boundary.",
        expect={"gasSubstances": ["LEL"], "stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
    wo(
        "6.6 kV cable re-termination SWB-3 panel 5 - challenge/response",
        "Terminal-C",
        "Substation",
        ["Switchboard SWB-3 panel 5 (6.6 kV)", "Feeder cable to pump house", "Heat-shrink termination kit",
         "Propane torch"],
        10,
        "CHALLENGE ........ RESPONSE\n"
        "Switching sched .. SS-3-05 signed\n"
        "Panel 5 .......... OPEN, RACKED OUT, EARTHED, LOCKED\n"
        "Cable route ...... CAT + genny, marked\n"
        "Hand dig ......... 1.4 m at the building entry to free 3 m of slack\n"
        "Termination ...... heat-shrink, PROPANE TORCH\n"
        "Extinguisher ..... AT PANEL\n"
        "Test ............. VLF + IR\n",
        "Isolate and earth panel 5\nHand dig 1.4 m for slack\nCut back, heat-shrink termination\nTest, restore",
        [LOTO, EX, HW],
        [CW],
        [WAH, LIFT, RT, VE],
        "A 6.6 kV feeder isolated and earthed (Electrical/LOTO), a 1.4 m hand dig exposing the buried cable "
        "(Excavation) and a propane torch for the heat-shrink (Hot Work, an open flame outside a welding bay).",
        expect={"isolationPoints": ["SWB-3 panel 5"]},
    ),
    wo(
        "MLA-2 swivel change - patch notes v2.3.1",
        "Plant-B",
        "Jetty",
        ["Marine loading arm MLA-2", "Swivel joint 1.4 t", "Jetty crane 5 t (fixed)", "Diesel MEWP",
         "HPU 400 V"],
        10,
        "MLA-2 patch notes v2.3.1\n"
        "Fixed: swivel SJ-3 weeping product (naphtha) at the inboard arm.\n"
        "Changed: HPU 400 V motor locked off and arm parked and pinned; arm drained to the jetty slop tank.\n"
        "Added: diesel MEWP on the jetty deck for the fitters at 7 m; jetty crane lifts the 1.4 t swivel.\n"
        "Known issues: berth 1 stays closed to ships until the arm is recommissioned.",
        "Park, pin, drain arm\nLock HPU\nMEWP to 7 m, unbolt swivel\nCrane out/in swivel\nRecommission",
        [CW, LOTO, WAH, LIFT, VE],
        [],
        [HW, CSE, EX, RT],
        "Breaking a naphtha swivel (Cold Work), the 400 V HPU lockout (Electrical/LOTO), fitters at 7 m from a "
        "MEWP (Working at Height), a 1.4 t lift (Lifting) and a diesel MEWP on a hydrocarbon jetty (Vehicle Entry).",
        expect={"isolationPoints": ["MLA-2 HPU 400 V motor"]},
    ),
    wo(
        "Boiler B-2 burner tile repair - RAG board",
        "Plant-B",
        "Boiler House",
        ["Package boiler B-2", "FD fan 690 V", "Fuel gas spectacle blinds", "Internal scaffold 3 m",
         "Pneumatic breaker"],
        12,
        "RAG status board - B-2 burner tiles\n"
        "GREEN  Fuel gas positively isolated, spectacle blinds turned, B-2 cold.\n"
        "GREEN  FD fan 690 V locked off at MCC-BH2.\n"
        "AMBER  Internal 3 m scaffold in the firebox to be tagged.\n"
        "AMBER  Masons enter the firebox via the burner front door, break out cracked tiles with the pneumatic "
        "breaker (no hot work, no cutting), re-set new tiles with castable.\n"
        "RED    Gas test inside: CO + O2 + LEL before entry.",
        "Isolate fuel gas, lock FD fan\nScaffold in firebox\nEntry, break out, re-tile\nCure, remove scaffold",
        [CSE, LOTO, WAH, CW],
        [],
        [HW, EX, LIFT, RT, VE],
        "Masons inside a boiler firebox (Confined Space Entry) on a 3 m internal scaffold (Working at Height), the "
        "690 V FD fan lockout (Electrical/LOTO) and fuel-gas blinding (Cold Work); 'no hot work, no cutting' "
        "excludes Hot Work.",
        expect={"gasSubstances": ["CO", "O2", "LEL"], "isolationPoints": ["FD fan at MCC-BH2", "Fuel gas blinds"]},
    ),
    wo(
        "FWP-2 diesel exhaust silencer repl",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water pump FWP-2 (diesel)", "Exhaust silencer on roof", "Battery charger 230 V", "Hiab truck",
         "Extension ladder"],
        9,
        "FWP-2 exhaust silencer holed. Impair FWP-2 (FWP-1 and jockey on duty, notify fire team). Disconnect "
        "start batteries (24 V), isolate charger 230 V. Silencer on pump house roof at 4 m, no parapet - access "
        "by extension ladder. Cut old flange welds, weld new silencer flange. Hiab lifts old/new silencer (350 kg) "
        "from the road.",
        "Impairment + isolations\nLadder, roof edge protection\nCut out, weld in\nHiab swap\nRestore, test run",
        [HW, CW, WAH, LOTO],
        [LIFT, VE],
        [CSE, EX, RT],
        "Cutting and welding the exhaust flange (Hot Work), a firewater pump impairment (Cold Work), an unprotected "
        "roof at 4 m (Working at Height) and the 230 V charger isolation (Electrical/LOTO); a 350 kg Hiab lift in "
        "a utility area is optional for Lifting and Vehicle Entry.",
        expect={"isolationPoints": ["FWP-2 charger 230 V", "FWP-2 start batteries"]},
    ),
    wo(
        "Clarifier CL-1 scraper drive gearbox repl",
        "Plant-B",
        "Effluent Treatment",
        ["Clarifier CL-1 scraper drive", "Drive motor 400 V", "Gearbox 1.0 t", "20 t mobile crane"],
        8,
        "Repl scraper drive gearbox. Lock 400 V drive motor at LCP-CL1. Gearbox 1.0 t, lift off bridge by 20 t "
        "crane from the access road. Work on bridge deck (perm. handrails, 3 m above water).",
        "LOTO drive\nUnbolt gearbox\nCrane lift out/in\nAlign, run",
        [LOTO, LIFT],
        [CW, VE, WAH],
        [HW, CSE, EX, RT],
        "A 400 V lockout (Electrical/LOTO) and a 1.0 t crane lift (Lifting: 1 t or more); the crane in an effluent "
        "area, mechanical work and a railed bridge deck are optional.",
        expect={"isolationPoints": ["Scraper drive motor at LCP-CL1"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "K-101 lube oil duplex filter element change",
        "Plant-B",
        "Compressor House",
        ["Compressor K-101", "Lube oil duplex filter F-101", "Aux lube oil pump 400 V"],
        4,
        "dP high on F-101 A side. Switch duplex to B side, K-101 stays running, aux oil pump stays running. Vent "
        "and drain A side, change element, fill and vent, leave on standby.",
        "Switch to B\nDepressure A, drain\nChange element\nFill, vent",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Opening the idle side of a duplex filter on a running compressor is Cold Work; nothing is isolated "
        "electrically, so Electrical/LOTO is forbidden.",
        expect={"liveSources": ["Compressor K-101", "Aux lube oil pump"]},
    ),
    wo(
        "Fault find 110 V control cct MCC-A4 bucket 7 - LIVE",
        "Plant-A",
        "Substation",
        ["MCC-A4 bucket 7", "400 V bus", "110 V control transformer", "CAT III meter"],
        4,
        "Contactor for CT fan 7 drops out intermittently. Fault find LIVE on 110 V control cct inside bucket 7 "
        "with door open, 400 V bus stays energised (other fans running). Energised work permit, arc-flash PPE "
        "cat 2, barrier.",
        "Energised work justification\nPPE + barrier\nMeter tests\nReport / repair plan",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE, CW],
        "Energised fault-finding inside an open MCC bucket on a live 400 V bus needs the electrical (energised "
        "work) permit.",
        expect={"liveSources": ["MCC-A4 400 V bus", "110 V control circuit"]},
    ),
    wo(
        "Steam tracer repair, tatar-speaking crew",
        "Plant-A",
        "Pipe Rack",
        ["10 barg steam main SM-3", "Tracer T-3/14 (1/2in)", "Tracer valve TV-3/14"],
        5,
        "«Игътибар!» Steam main SM-3 stays LIVE (10 barg). Close and lock tracer valve TV-3/14 only, vent tracer. "
        "Replace cracked 1/2in tracer compression fittings (no brazing). Tracer is reached standing on the 1.2 m "
        "high concrete sleeper beam, no rail.",
        "Close TV-3/14, vent\nStand on sleeper, replace fittings\nRe-open slowly",
        [CW, WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Breaking a steam tracer off a live 10 barg main is Cold Work; standing on an unrailed 1.2 m sleeper beam "
        "is at the threshold (Working at Height required); compression fittings, no brazing.",
        expect={"liveSources": ["Steam main SM-3 10 barg"], "isolationPoints": ["Tracer valve TV-3/14"]},
    ),
    wo(
        "Repl deluge valve solenoid DV-T3 (24 V DC)",
        "Terminal-C",
        "Tank Farm",
        ["Deluge valve DV-T3", "Solenoid 24 V DC", "Fire pump 400 V (auto)"],
        4,
        "Solenoid on DV-T3 deluge valve burnt out. Impair DV-T3 (fire team informed, TK-03 area covered by monitor). "
        "Solenoid is 24 V DC from the fire panel, disconnect at the junction box. Fire pumps stay on auto, ring "
        "main stays pressurised.",
        "Impair DV-T3\nDisconnect 24 V\nSwap solenoid\nTest, de-impair",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "A deluge valve impairment is Cold Work; the 24 V DC solenoid is extra-low voltage, so Electrical/LOTO is "
        "forbidden; the fire pumps and ring main stay live.",
        expect={"liveSources": ["Fire pumps on auto", "Firewater ring main"]},
    ),
    wo(
        "Jetty light tower anemometer swap - radio script",
        "Plant-B",
        "Jetty",
        ["Light tower LT-2 (9 m)", "Anemometer 48 V DC", "Tower floodlights 230 V", "Diesel MEWP"],
        6,
        "JETTY CONTROL: Rigger One, Jetty Control, go ahead.\n"
        "RIGGER ONE: Jetty Control, Rigger One, request MEWP onto berth 2 deck for LT-2 anemometer, nine metres.\n"
        "JETTY CONTROL: Rigger One, MT Sea Wren discharging naphtha at berth 2, cargo continues. Approved, stay "
        "clear of the arms. LT-2 floods two-three-zero volt isolated and locked at JDB-2. Anemometer four-eight "
        "volt DC stays on.\n"
        "RIGGER ONE: Roger, wilco.",
        "Diesel MEWP onto berth 2\nLock JDB-2\nRise to 9 m, swap anemometer\nRestore floods",
        [WAH, VE, LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, CW],
        "A 9 m MEWP job (Working at Height) with a diesel MEWP on a jetty where naphtha is being discharged (Vehicle "
        "Entry) and the 230 V floodlights locked off (Electrical/LOTO); cargo transfer and the 48 V DC anemometer "
        "stay live.",
        expect={"liveSources": ["Berth 2 naphtha discharge", "Anemometer 48 V DC"],
                "isolationPoints": ["LT-2 floodlights at JDB-2"]},
    ),
    wo(
        "PT-5102 transmitter swap on H2 header (code comments)",
        "Plant-A",
        "Hydrotreater",
        ["Recycle H2 header 60 barg", "Pressure transmitter PT-5102", "DBB manifold"],
        4,
        "def swap_pt5102():\n"
        "    # H2 header stays in service at 60 barg - do NOT depressure the unit\n"
        "    close(dbb.block_1); close(dbb.block_2); open(dbb.bleed)  # to flare\n"
        "    lock(dbb)  # tags on both blocks\n"
        "    unscrew(PT5102); fit(new_PT5102)  # 24 V loop, bypassed in DCS\n"
        "    leak_test(n2, 66)  # barg\n"
        "    return unlock_and_open(dbb)",
        "Bypass in DCS\nClose DBB, bleed\nSwap PT\nN2 leak test\nReturn",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Breaking containment on a live 60 barg hydrogen header behind double block and bleed is Cold Work; the "
        "24 V loop is extra-low voltage (Electrical/LOTO forbidden).",
        expect={"liveSources": ["Recycle H2 header 60 barg"], "isolationPoints": ["DBB manifold PT-5102"],
                "gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Repl sample valve amine regen OH",
        "Plant-A",
        "Hydrotreater",
        ["Amine regenerator overhead line", "Sample valve SV-66", "Personal H2S monitors"],
        4,
        "SV-66 on amine regen overhead passing. Isolate, depressure to flare, flush. Site rule: H2S alarm set "
        "5 ppm on personal monitors, SCBA on standby. Repl valve (screwed 3/4in).",
        "Isolate, depressure\nH2S test\nSwap valve\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Breaking containment on an acid-gas line is Cold Work, with an H2S gas test row and the stricter 5 ppm "
        "alarm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "Stack CEMS probe replacement",
        "Plant-B",
        "Boiler House",
        ["Boiler stack", "CEMS SO2/CO probe", "Heated sample line 230 V", "Stack platform 25 m"],
        6,
        "Breton warning on the stack door: «Diwallit!»\n"
        "Boilers on fuel oil, flue gas SO2 + CO. Isolate heated line 230 V at CEMS cabinet. Climb caged ladder to "
        "25 m stack platform (permanent handrails). Unbolt probe flange, withdraw probe (flue gas escapes at the "
        "port), fit new probe.",
        "Isolate 230 V\nClimb to 25 m platform\nWithdraw/insert probe\nRestore, calibrate",
        [CW, LOTO],
        [WAH],
        [HW, CSE, EX, LIFT, RT, VE],
        "Opening a stack port on fuel-oil flue gas is Cold Work with SO2 and CO rows; the 230 V heated line is "
        "locked off (Electrical/LOTO); the 25 m platform is permanently railed (Working at Height optional).",
        expect={"gasSubstances": ["SO2", "CO"], "isolationPoints": ["CEMS heated line 230 V"]},
    ),
    wo(
        "Chlorine drum change-over CT dosing",
        "Plant-A",
        "Cooling Tower",
        ["Chlorine drum 1 t (ton container)", "Monorail hoist 2 t", "Chlorinator yoke"],
        5,
        "Xhosa sign on the store: «Lumka!»\n"
        "Change empty 1 t chlorine ton container for full one. Close drum valve, vent yoke to the scrubber, "
        "disconnect yoke. Lift full drum (1 t product + tare) onto the trunnions with the 2 t monorail hoist, "
        "connect new yoke gasket, ammonia-swab leak check. Cl2 detector live, SCBA team at door.",
        "Close, vent, disconnect\nHoist drums\nConnect, leak check",
        [CW, LIFT],
        [],
        [HW, CSE, EX, LOTO, WAH, RT, VE],
        "Disconnecting and connecting a chlorine yoke is Cold Work with a Cl2 row; a full ton container is over "
        "1 t on a hoist (Lifting).",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Syngas valve XV-88 gland repack (haiku)",
        "Plant-B",
        "Reactor Building",
        ["Syngas line 10in", "Valve XV-88", "CO personal monitors"],
        5,
        "syngas valve weeps grey\nCO alarm chirps at ten\nrepack the gland cold\n\n"
        "line isolated\nvented to flare, nitrogen purged\nno flame, no grinder\n\n"
        "four new packing rings\ngland nuts pulled up evenly\nmonitor clipped on",
        "Isolate, vent, purge\nGas test CO\nRepack\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Repacking a valve gland on an isolated syngas line is Cold Work with CO (and a nitrogen purge: O2) rows; "
        "'no flame, no grinder' excludes Hot Work.",
        expect={"gasSubstances": ["CO", "O2"]},
    ),
    wo(
        "API separator skimmer pipe repair - morning board",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2", "Rotating skimmer pipe", "Vacuum truck", "Benzene badge samplers"],
        8,
        "MORNING BOARD 07:00\n"
        "- Bay 2 skimmer pipe seized. Vac truck (diesel) in at 08:00 to suck out the oil layer in bay 2.\n"
        "- Then unbolt skimmer pipe bearings from the walkway (railed) and free/replace.\n"
        "- Benzene: site action level 0.5 ppm, badges + real-time PID, full-face respirators if over.\n"
        "- No entry into the bay.",
        "Vac truck skim bay 2\nPID monitoring\nUnbolt/replace bearings\nRestore skimmer",
        [CW, VE],
        [WAH],
        [HW, CSE, EX, LOTO, LIFT, RT],
        "Opening and cleaning an oily API bay (Cold Work) with a diesel vacuum truck in the oily-water area (Vehicle "
        "Entry); benzene and LEL rows with the stricter 0.5 ppm level; 'no entry' forbids Confined Space Entry.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Digester feed pit - clear macerator blockage",
        "Plant-B",
        "Effluent Treatment",
        ["Digester feed pit FP-1 (2.5 m deep)", "Macerator MC-1 400 V", "Tripod + winch"],
        6,
        "Cebuano note from the night crew: «Pag-amping!»\n"
        "FP-1 blocked with rags at the macerator. Pump down, lock MC-1 400 V at LCP-E3. Ventilate. Entrant down "
        "the fixed ladder to the pit floor (2.5 m, one 600 mm hatch) on tripod and winch, attendant at the "
        "hatch, clears rags by hand.",
        "Pump down, lock MC-1\nVentilate, gas test\nEntry on tripod\nClear, exit, restore",
        [CSE, LOTO],
        [CW],
        [HW, EX, WAH, LIFT, RT, VE],
        "Entry into a 2.5 m anaerobic feed pit through a single hatch (Confined Space Entry) with H2S, methane and "
        "oxygen rows; the 400 V macerator is locked off; the ladder is the entry route.",
        expect={"gasSubstances": ["H2S", "O2", "LEL"], "isolationPoints": ["Macerator MC-1 at LCP-E3"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "RT new welds ethylene line 3in, bay 22",
        "Plant-B",
        "Pipe Rack",
        ["3in ethylene line EL-2207", "Scaffold 5 m bay 22", "Ir-192 source"],
        6,
        "Gamma RT 4 new butt welds on EL-2207 from the 5 m scaffold (bay 22), night shift. Barrier at 7.5 "
        "µSv/h, rack closed to other crews during exposures.",
        "Set barrier\nExpose 4 welds\nRelease area",
        [RT, WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, VE, CW],
        "Gamma radiography with a boundary, shot from a 5 m scaffold (Working at Height).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="pb-rack-22",
        start_hour=19,
    ),
    wo(
        "Repair insulation cladding steam line, bay 22",
        "Plant-B",
        "Pipe Rack",
        ["6in MP steam line", "Scaffold 5 m bay 22", "Cladding sheets", "Pop rivet gun"],
        6,
        "Re-clad 4 m of MP steam line in bay 22 from the existing 5 m scaffold. Cut sheets with snips, pop rivet. "
        "No insulation removed from live flanges.",
        "Access scaffold\nRemove damaged cladding\nFit new cladding",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Cladding work from a 5 m scaffold is Working at Height; snips and rivets are not Hot Work.",
        pair="pb-rack-22",
        start_hour=19,
    ),
    wo(
        "Vac truck - TK-11 bund sump sludge removal",
        "Terminal-C",
        "Tank Farm",
        ["TK-11 bund sump", "Vacuum truck (diesel)", "Bund drain valve box"],
        8,
        "Vac truck into TK-11 bund to suck out oily sludge from bund sump (no entry). Then hand dig 0.3 m around "
        "bund drain valve box to re-seat it.",
        "Gas test\nVac truck in, suck out sump\nHand dig 0.3 m, re-seat box",
        [VE, CW],
        [EX],
        [HW, CSE, LOTO, WAH, LIFT, RT],
        "A diesel vacuum truck inside a tank bund (Vehicle Entry) opening an oily sump (Cold Work); a 0.3 m hand "
        "dig is at the threshold, not deeper (Excavation optional).",
        expect={"gasSubstances": ["LEL"]},
        pair="tc-tk11",
        start_hour=7,
    ),
    wo(
        "Weld repair TK-11 stairway tread",
        "Terminal-C",
        "Tank Farm",
        ["TK-11 spiral stairway", "Tread 14", "MMA welding set"],
        8,
        "Tread 14 on TK-11 stairway cracked at the stringer. Grind and weld new tread from the stairway (handrails "
        "both sides). Fire watch.",
        "Gas test\nGrind out, weld new tread\nFire watch 60 min",
        [HW],
        [],
        [CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Grinding and welding on a gasoil tank stairway is Hot Work; the stairway has handrails both sides.",
        expect={"gasSubstances": ["LEL"]},
        pair="tc-tk11",
        start_hour=7,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Re-test spool SP-31 after hose whip - claim form",
        "Plant-A",
        "Crude Unit",
        ["Spool SP-31 (6in)", "Hydrotest pump", "2in test hose"],
        6,
        "INSURANCE CLAIM FORM - Section 4: Describe what happened\n"
        "During the hydrotest of spool SP-31 in the crude unit the 2in test hose coupling pulled out at 15 barg "
        "and the hose whipped, damaging a gauge. No injury.\n"
        "Section 7: Work still required\nFit new rated hose with whip checks, re-test SP-31 at 15 barg in situ, "
        "drain, reconnect spool to crude line.",
        "New hose + whip checks\nRe-test 15 barg\nDrain, reconnect",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "A hydrotest and reconnection of a crude spool is Cold Work (pressure test, breaking containment).",
    ),
    wo(
        "Gemba walk notes - CT fan deck scaffold",
        "Plant-A",
        "Cooling Tower",
        ["Scaffold at CT cell 3, 7 m", "Deck light DL-3 230 V"],
        6,
        "Gemba walk Tue: scaffold board dropped from 7 m lift at CT cell 3 yesterday, landed in the barriered "
        "zone, no one hurt. Board clips missing.\nActions: scaffolder to re-board and clip the 7 m lift, toe "
        "boards; then electrician replaces damaged deck light DL-3 at 7 m from the scaffold, 230 V circuit locked "
        "off at DB-CT.",
        "Re-board scaffold\nIsolate DL-3\nReplace light\nRestore",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, CW],
        "Scaffold work and a light change at 7 m (Working at Height), with the 230 V circuit locked off "
        "(Electrical/LOTO).",
        expect={"isolationPoints": ["DB-CT circuit for DL-3"]},
    ),
    wo(
        "P302 SITE NEWS - cable strike follow-up",
        "Plant-A",
        "Tank Farm",
        ["400 V cable to mixer TK-12M", "Vacuum excavation truck", "Cable joint kit"],
        10,
        "P302  SITE NEWS                    Thu 0815\n"
        "CABLE STRIKE AT TK-12\n"
        "A breaker bar nicked the 400 V mixer cable during pot-holing last week. Next: cable made dead and locked "
        "at MCC-T2, vac-ex truck exposes the cable at 0.8 m along 4 m, jointers fit a resin joint (cold pour).\n"
        "P303 Weather  P304 Canteen",
        "Isolate at MCC-T2\nVac-ex to 0.8 m\nResin joint\nTest, backfill",
        [EX, VE, LOTO],
        [],
        [HW, CSE, WAH, LIFT, RT, CW],
        "Exposing a buried cable at 0.8 m (Excavation) with a vacuum truck in the tank farm (Vehicle Entry) and "
        "the 400 V cable locked off for the joint (Electrical/LOTO); a cold-pour resin joint is not Hot Work.",
        expect={"isolationPoints": ["TK-12 mixer cable at MCC-T2"]},
    ),
    wo(
        "P-9 skid lift after outrigger settlement - bowtie",
        "Terminal-C",
        "Pump House",
        ["Pump skid P-9 (2.6 t)", "40 t mobile crane", "Crane mats"],
        8,
        "BOWTIE\nThreat: outrigger on backfilled trench -> Barrier: mats (FAILED last month, outrigger sank 200 mm, "
        "lift aborted)\nTop event: loss of crane stability\nConsequence: dropped load on gasoil manifold\n"
        "Job now: 40 t crane on engineered mats, lift 2.6 t pump skid P-9 off its plinth and onto a trailer, "
        "skid already disconnected and drained.",
        "Mats + ground check\nCrane set-up\nLift P-9 to trailer",
        [LIFT, VE],
        [],
        [HW, CSE, EX, LOTO, WAH, RT],
        "A 2.6 t crane lift (Lifting) by a mobile crane in the gasoil pump house (Vehicle Entry); the skid is "
        "already disconnected.",
    ),
    wo(
        "Re-shoot welds R-3 nozzle - dosimetry table",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-3 nozzle N4 welds", "Ir-192 projector", "Survey meter"],
        6,
        "| date | event | dose |\n|---|---|---|\n| 03-02 | source did not fully retract, found on survey, "
        "cranked back | 40 µSv (RT2) |\n| 03-09 | re-shoot 3 welds on N4, R-3 at grade level | planned |\n"
        "Note: barrier at 7.5 µSv/h, survey after every exposure.",
        "Barrier 7.5 µSv/h\nShoot 3 welds, survey each time\nRelease area",
        [RT],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, VE, CW],
        "Gamma radiography of three welds, with the stricter 7.5 µSv/h boundary.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
    ),
    wo(
        "Steam drum internals refit B-1 - exit interview notes",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1 steam drum", "Drum manway", "Chevron separators"],
        10,
        "Exit interview (contract attendant, summarised): he left the B-1 drum manway for 10 minutes to fetch a "
        "torch while two fitters were inside; nobody noticed. Agreed follow-up: finish the B-1 steam drum job "
        "- two fitters re-enter the drum to refit the chevron separators, with a relief attendant so the manway "
        "is never unmanned. Drum isolated, vented, cooled.",
        "Confirm isolations\nGas test\nEntry, refit separators\nBox up",
        [CSE],
        [CW],
        [HW, EX, LOTO, WAH, LIFT, RT, VE],
        "Fitters re-enter a boiler steam drum (Confined Space Entry) with a manned attendant.",
        expect={"gasSubstances": ["O2"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "🔥🔥 👷‍♂️ ❓",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "👍👍 🙏 ⏰ 🛠️ ❓❓",
        "",
        [],
        [],
        ALL,
        "Emoji only; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "-- --- .-. ... .",
        "Plant-B",
        "Tank Farm",
        [],
        4,
        ".-- --- .-. -.-   --- .-. -.. . .-.   - .-.. -.-. ",
        "-",
        [],
        [],
        ALL,
        "Morse code dots and dashes; no job can be read.",
        expect={"needsReview": True},
    ),
    wo(
        "IMG_20270311_0715.HEIC",
        "Terminal-C",
        "Drum Store",
        [],
        4,
        "[attachment: IMG_20270311_0715.HEIC, 0 bytes - upload failed]",
        "",
        [],
        [],
        ALL,
        "A failed photo upload; no description.",
        expect={"needsReview": True},
    ),
    wo(
        "E-2104",
        "Plant-A",
        "Hydrotreater",
        ["E-2104"],
        4,
        "E-2104 - kemur seinni",
        "",
        [],
        [],
        [],
        "A bare exchanger tag with Faroese 'comes later'; the job is unknown, so nothing is forbidden.",
        expect={"needsReview": True},
    ),
]
