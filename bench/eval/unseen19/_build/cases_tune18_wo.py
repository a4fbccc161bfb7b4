"""unseen19 tune18 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is realism: plain CMMS / SAP PM / Maximo text as planners write it, from many
industries but placed at the sites and areas of assets/sites.json, and everyday no-permit CMMS traffic in
new wording. Each label was written together with its case (bench/eval/README.md conventions) and is never
changed afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "Cond rtn line pinhole @ PR-7 sleeper - weld rpr",
        "Plant-B",
        "Pipe Rack",
        ["2in LP condensate return line CR-2214", "TIG set", "Flap disc grinder"],
        6,
        "Notif 10488213  Type M2  Prio 2  FLoc BOT-PR-07-CR2214  WorkCtr MECH-W\nHot work: N\nCold work: Y\n"
        "Long text: pinhole leak on 2\" LP condensate return at PR-7 sleeper, approx 0.4m above grade, steam "
        "puffing. Ops to isolate at CR-2214 HV-3/HV-4 and drain. Welder to dress area back w/ flap disc and TIG a "
        "weld build-up over pinhole (CS, 2 passes), DPI after. Adjacent line on same sleeper = naphtha 6\" (in "
        "service).",
        "0010 Ops isolate + drain CR-2214 section\n0020 Grind to clean metal\n0030 TIG build-up\n0040 DPI, "
        "reinstate, leak check",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The header says hot work N but the long text grinds and TIG welds the condensate line next to an "
        "in-service naphtha line: Hot Work required with the conflict flagged; draining a low-pressure condensate "
        "line is an optional cold work permit.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "liveSources": ["6in naphtha line on same sleeper in service"]},
    ),
    wo(
        "FW jockey pump suct pit - clear strainer basket",
        "Terminal-C",
        "Fire Water Pump House",
        ["Jockey pump JP-2", "Suction pit SP-1 (1.9 m deep)", "MCC-FW 400V feeder F7"],
        5,
        "WO# FW-27-0091   Maximo  Status: WAPPR  Worktype: CM\nConfined space: NO\nDescription: jockey pump JP-2 "
        "short cycling, low suction. Strainer basket in suction pit SP-1 choked w/ leaves + silt. JP-2 to be "
        "isolated at MCC-FW feeder F7 (400V) and locked. Operator to go down into SP-1 by the fixed rungs (pit "
        "approx 1.9m deep, 1.2 x 1.2 m, cover slab lifted by 2 men) and lift basket out, hose clean, refit. Main "
        "diesel fire pump stays on auto.",
        "Lock JP-2 at F7\nRemove cover slab\nEnter pit, pull basket\nClean, refit, test JP-2",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "The form says no confined space but the operator climbs into a 1.9 m deep pit through a small opening: "
        "Confined Space Entry required with the conflict flagged; the 400 V jockey pump is locked. Jockey pump "
        "out of service is a fire-system impairment that some sites cover with a cold work permit.",
        expect={"scopeConflict": True, "isolationPoints": ["JP-2 at MCC-FW feeder F7"], "gasSubstances": ["O2"]},
    ),
    wo(
        "Gantry 3 drain gully blocked - break out + relay",
        "Plant-A",
        "Loading Rack",
        ["Surface drain gully G-3/2", "Pneumatic breaker (plant air)", "150mm uPVC drain"],
        8,
        "SAP PM order 4100778  PM01  FLoc BAY-LR-G3-DRN\nHeader text: No excavation - surface works only.\n"
        "Op 0010 Barrier off gantry 3 bay, no loading on bay 3 (bays 1,2 loading gasoline)\nOp 0020 Break out "
        "concrete around gully w/ air breaker\nOp 0030 Dig out by hand to approx 450 mm to expose the 150mm "
        "outlet pipe, cut out crushed section\nOp 0040 New gully pot, relay pipe, backfill, concrete",
        "0010 barrier bay 3\n0020 break out slab\n0030 hand dig 450mm, expose outlet\n0040 relay, reinstate",
        [EX],
        [HW, CW],
        [CSE, RT, LIFT, VE, WAH, LOTO],
        "The header says no excavation but the crew breaks out the slab and digs 450 mm to expose a buried "
        "drain: Excavation required with the conflict flagged. An air breaker on concrete in a gasoline loading "
        "rack can strike sparks (Hot Work optional).",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "liveSources": ["gantry bays 1 and 2 loading gasoline"]},
    ),
    wo(
        "CT cell 2 fan gbox chg out",
        "Plant-A",
        "Cooling Tower",
        ["CT-1 cell 2 fan gearbox GB-2 (1.4 t)", "Fan motor M-CT2 400V", "40 t mobile crane (hire)"],
        10,
        "Notif 10488790 M1   WorkCtr MECH-CT\nLifting req'd: not req'd\nLong text: gbox GB-2 on cell 2 noisy, "
        "oil sample high Fe. Chg out w/ refurb unit from stores. M-CT2 to be locked off at MCC-CT (400V) + brake "
        "the fan. Hire 40t mobile crane, set up on the road at the N side, lift old gbox (1.4t) off the fan deck "
        "through the fan stack opening, land new. Fitters work on the fan deck (perm handrails).",
        "0010 LOTO M-CT2\n0020 Crane set-up N road\n0030 Disconnect shaft, unbolt gbox\n0040 Lift out / in\n0050 "
        "Align, fill oil, test run",
        [LIFT, LOTO],
        [VE, WAH, CW],
        [HW, CSE, EX, RT],
        "The header says no lifting but a 1.4 t gearbox is lifted by a 40 t mobile crane: Lifting required with "
        "the conflict flagged; the 400 V fan motor is locked. A crane on a utility road and a railed fan deck are "
        "optional.",
        expect={"scopeConflict": True, "isolationPoints": ["M-CT2 at MCC-CT"]},
    ),
    wo(
        "HDS tie-in weld W-114 - PAUT in lieu of RT",
        "Plant-A",
        "Hydrotreater",
        ["6in spool 6-HD-1182 weld W-114 (new, spaded line)", "PAUT unit"],
        4,
        "Order 4100812 PM03   FLoc BAY-HDS-6HD1182\nNDE of new butt weld W-114 (welded yesterday under HW permit "
        "27-1193, closed). Per engineering concession EC-27-044: PAUT in lieu of RT - NO radiography, no source on "
        "site. Weld is at grade, line still spaded and drained both ends, insulation not yet fitted. NDE tech to "
        "scan with phased array, report to QA.",
        "0010 Surface prep by hand (wire brush)\n0020 PAUT scan W-114\n0030 Report",
        [],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Radiography is replaced by phased-array ultrasonics and no source comes to site: Radiography forbidden. "
        "The weld is done and the line is spaded, so the scan needs no permit; a general permit is optional.",
    ),
    wo(
        "T-12 breather vlv / flame arrestor element chg",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-12 (MS) PV valve + flame arrestor FA-12", "Spare element kit"],
        5,
        "Job: T-12 PV valve + flame arrestor element change (annual PM).\nT-12 in service, not receiving during "
        "job. Access from the fixed stair to roof platform (full handrails).\nNOTE: NO vehicle into bund - tools "
        "and element kit carried up by hand, hand trolley to stair foot. No grinding, no hot work. Hand tools "
        "only (non-sparking).",
        "Confirm T-12 not receiving\nUnbolt arrestor housing\nChange element, new gasket\nBox up, reinstate",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening the arrestor housing on a petrol tank in service is breaking containment (Cold Work). No vehicle "
        "enters the bund and no hot work is done (both forbidden); the railed roof platform is optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "CW return line clamp - P-3104 disch",
        "Plant-A",
        "Cooling Tower",
        ["16in CW return line", "Bolted leak clamp 16in (Plidco type)"],
        6,
        "Notif 10489001  M2  Prio 2\nPin leak on 16in cooling water return, 2 m downstream of P-3104 disch, at "
        "grade. Line stays in service. Fit bolted leak repair clamp - NO welding on clamp or line (NO HOT WORK), "
        "clean surface with wire brush only. 2 fitters.",
        "0010 Wire brush area\n0020 Fit clamp, torque bolts to proc\n0030 Check no leak",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A clamp bolted on an in-service cooling water line is mechanical work on operating plant (Cold Work); "
        "welding and grinding are excluded (Hot Work forbidden).",
    ),
    wo(
        "TK-B07 internal insp - robotic crawler (no man entry)",
        "Plant-B",
        "Tank Farm",
        ["Tank TK-B07 (methanol, cleaned, gas free cert GF-27-118)", "Magnetic crawler + camera", "Shell manway MW-1"],
        8,
        "PM03 order 5300421  FLoc BOT-TF-TKB07\nTank cleaned and gas freed last week (GF cert attached), "
        "positive isolated by spades. Inspection contractor to open shell manway MW-1 and run the magnetic "
        "crawler with camera + UT probe on floor and shell. NO MAN ENTRY - nobody goes past the manway flange. "
        "Crawler umbilical to control van parked outside the bund.",
        "0010 Verify spades + GF cert\n0020 Open MW-1\n0030 Crawler inspection\n0040 Box up MW-1",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening the manway is cold work; the inspection is by robot and nobody enters (Confined Space Entry "
        "forbidden); the van stays outside the bund (Vehicle Entry forbidden).",
    ),
    wo(
        "New wayfinding sign - visitor car park",
        "Terminal-C",
        "Admin Building",
        ["Sign post 76mm galv", "Existing concrete base", "Chemical anchors M12"],
        4,
        "Facilities request FR-2027-31\nInstall new wayfinding sign at visitor car park entrance. Excavation NOT "
        "required - post bolted down to the existing concrete base of the old sign with 4 x M12 chem anchors "
        "(drill 110mm into base). Base plate at ground level. Battery drill.",
        "Remove old sign\nDrill + set anchors\nBolt post, fit sign",
        [],
        [],
        ALL,
        "The post is anchored into an existing concrete base at ground level in a non-process area: no digging "
        "and no permit at all.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "PdM vib route - CH rotating eqpt (monthly)",
        "Plant-B",
        "Compressor House",
        ["K-101 / K-102 process compressors", "Lube oil pumps P-1101A/B", "Vibration data collector"],
        4,
        "PM 30D  WO 5300509  Craft: PdM tech\nCollect overall + spectrum vibration at all route points "
        "(magnet mount on brg housings) on running machines in compressor house. Machines stay live and on "
        "line, do not remove guards, do not open terminal boxes. Upload route to PdM server, flag alarms.",
        "Download route\nWalk route, collect data\nUpload, report",
        [],
        [],
        ALL,
        "Routine vibration data collection on running machines with guards on and nothing opened or isolated: "
        "no permit.",
    ),
    wo(
        "UT thk survey jetty manifold CMLs",
        "Terminal-C",
        "Jetty",
        ["Jetty manifold headers 10in/12in", "UT thickness gauge"],
        6,
        "Corrosion mon. PM (12M). Take UT thickness readings at CMLs 01-38 on jetty manifold headers, all at deck "
        "level, bare pipe (no insulation). Couplant gel + probe, scrape loose paint by hand at CML only. No RT, "
        "no NDT source. Update readings in IDMS.",
        "Collect CML list\nUT readings\nEnter in IDMS",
        [],
        [],
        ALL,
        "Ultrasonic thickness readings at deck level on bare pipe: no radiation source, no containment broken, "
        "no permit.",
    ),
    wo(
        "L8 monthly sentinel outlet temps (Legionella)",
        "Terminal-C",
        "Admin Building",
        ["Calorifier CAL-1", "Sentinel outlets (kitchen, WC block, shower)", "Digital thermometer"],
        4,
        "PPM Monthly - Water hygiene.\nRun hot + cold sentinel outlets, record temps at 1 min (hot >=50 degC, cold "
        "<20 degC). Read calorifier flow/return from the gauges. Flush little-used outlets (shower 2). Log in "
        "water hygiene book. Do not adjust calorifier thermostat.",
        "Sentinel temps\nCalorifier gauge readings\nFlush little-used outlets\nLog",
        [],
        [],
        ALL,
        "Running taps and reading thermometers and gauges for water hygiene: no work on the heater or circuits, "
        "no permit.",
    ),
    wo(
        "ETP wkly 24h composite sample collection",
        "Plant-B",
        "Effluent Treatment",
        ["Auto-sampler AS-2 (final effluent)", "Sample bottles"],
        4,
        "Weekly. Collect 24h composite from auto-sampler AS-2 fridge (on plinth beside the final effluent "
        "channel), change bottle set, label + chain of custody form to lab. Do not enter the sampling chamber - "
        "the intake hose is fixed. Check sampler display for faults.",
        "Collect composite\nNew bottles\nLab paperwork",
        [],
        [],
        ALL,
        "Taking a composite sample from a sampler on a plinth, with the chamber not entered: no permit.",
    ),
    wo(
        "TA27 LOTO kits - make up 40 crew boxes",
        "Plant-A",
        "Maintenance Workshop",
        ["LOTO padlocks (red) x 400", "Hasps", "Danger tags", "Crew lock boxes"],
        6,
        "Order 4100930 PM04 (non-maint)  WorkCtr STORES\nMake up 40 crew lock boxes for TA27: 10 padlocks + 2 "
        "hasps + 20 danger tags each, engrave lock numbers, fill in lock register. Done on the workshop bench. "
        "No isolations made under this order.",
        "Count + engrave locks\nFill boxes\nLock register",
        [],
        [],
        ALL,
        "Kitting padlocks and tags on a bench for a future turnaround: nothing is isolated or worked on, no "
        "permit.",
    ),
    wo(
        "CP mthly T/R + test post readings - TF",
        "Plant-A",
        "Tank Farm",
        ["CP transformer rectifier TR-2", "Test posts TP-01..TP-14", "Cu/CuSO4 ref electrode", "Multimeter"],
        5,
        "PM 30D  CP technician.\nRecord TR-2 output V/A from the panel meters (door closed, no covers off). "
        "Pipe-to-soil potentials at test posts TP-01 to TP-14: ref electrode placed on the soil surface, meter on "
        "test post terminals. Report readings outside -850 mV criterion.",
        "TR-2 meter readings\nTest post readings\nReport",
        [],
        [],
        ALL,
        "Reading a rectifier's panel meters and pipe-to-soil potentials with an electrode on the surface: no "
        "digging, no covers off, no permit.",
    ),
    wo(
        "Emerg ltg monthly flick test - WH",
        "Plant-B",
        "Warehouse",
        ["Emergency luminaires EL-WH-01..46", "Key test switches KS-1..KS-4"],
        4,
        "PPM 1M  Electrician.\nMonthly function test of emergency lighting: operate key test switches KS-1..4 "
        "(simulate mains fail), walk the warehouse and check every fitting lights, restore. Failed units: raise "
        "follow-up WO, do not go up to them on this job.",
        "Key switch off\nWalk round, note fails\nRestore, log",
        [],
        [],
        ALL,
        "A key-switch function test walked at floor level; no circuit is worked on and nobody goes up: no permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "P-3102B disch NRV 12in - repl",
        "Plant-A",
        "Cooling Tower",
        ["CW pump P-3102B 400V", "12in disch check valve NRV-3102B (1.1 t)", "Franna 20t"],
        10,
        "Notif 10489112 M2  FLoc BAY-CT-P3102B\nNRV slamming, disc hinge pin worn. Repl with new valve.\nOp 0010 "
        "Ops: P-3102B stop, lock at MCC-CT (400V), close + lock suct/disch valves, drain\nOp 0020 Franna into CT "
        "yard, rig + lift old NRV (1.1t) out, new in\nOp 0030 New gaskets, torque\nOp 0040 Fill, vent, test run",
        "0010 isolate+drain\n0020 lift old/new valve\n0030 bolt up\n0040 test",
        [LOTO, CW, LIFT],
        [VE],
        [HW, CSE, EX, RT, WAH],
        "Breaking into the pump discharge needs cold work and the 400 V motor locked; the 1.1 t valve is a crane "
        "lift. A Franna in the cooling-tower yard is optional for Vehicle Entry.",
        expect={"isolationPoints": ["P-3102B at MCC-CT", "suction and discharge valves"]},
    ),
    wo(
        "B-2 economiser tube leak - rpr inside flue duct",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2", "Economiser ECO-2", "ID fan F-202 (6.6 kV)", "Internal scaffold"],
        12,
        "Order 5300617 PM02  FLoc BOT-BH-B2-ECO\nBoiler B-2 off line, cooled. Tube leak on ECO-2 row 3 found on "
        "walk-down. Ops to lock out ID fan F-202 (6.6kV breaker racked out + earthed) and FD fan, gas train "
        "DBB. Scaffolders to build internal scaffold in the flue duct (approx 5m), boilermaker to enter duct via "
        "access door, cut out + weld in new tube section (MMA). Gas test + standby man at door.",
        "0010 LOTO fans, DBB gas\n0020 Scaffold in duct\n0030 Enter, cut + weld\n0040 Hydro test",
        [CSE, HW, LOTO, WAH],
        [CW],
        [EX, RT, LIFT, VE],
        "Entering the flue duct is a confined space, cutting and welding the tube is hot work, the 6.6 kV ID fan "
        "is locked out and the 5 m internal scaffold is work at height.",
        expect={"isolationPoints": ["F-202 6.6 kV breaker", "FD fan", "gas train DBB"], "gasSubstances": ["CO", "O2"]},
    ),
    wo(
        "RTC gantry 2 - loading arm balance cable repl",
        "Plant-A",
        "Loading Rack",
        ["Rail tank car loading arm LA-2/4", "Counterweight wire rope", "Diesel boom lift"],
        8,
        "Rail siding job - gantry 2 spot 4.\nLA-2/4 counterweight cable frayed. No rail cars on spot 4 during job "
        "(shunter informed). Diesel boom lift driven in along the siding road to the arm at approx 6 m. Chain "
        "the counterweight (approx 250kg), replace wire rope, rebalance arm. Spots 1-3 loading diesel.",
        "Block spot 4\nBoom lift in\nSecure counterweight\nRepl rope, rebalance",
        [WAH, VE],
        [LIFT, CW],
        [HW, CSE, EX, RT, LOTO],
        "The arm is worked on at 6 m from a boom lift, and the diesel boom lift is driven into a loading rack "
        "where other spots load diesel; holding a 250 kg counterweight is an optional lift.",
        expect={"liveSources": ["spots 1-3 loading diesel"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Jetty fire monitor FM-3 - nozzle + bolts seized",
        "Plant-B",
        "Jetty",
        ["Fire monitor tower FM-3 (15 m)", "Monitor nozzle", "Oxy-propane set"],
        8,
        "Notif 10490031 M2   WorkCtr FIRE-SYS\nFM-3 nozzle damaged, flange bolts seized. Firewater to FM-3 "
        "isolated (impairment notice, fire boat on standby per marine ops). Fitter to climb tower ladder to "
        "15m platform (handrail missing one side - temp barrier). Burn off seized bolts w/ oxy-propane, fit new "
        "nozzle. No ship at berth during job.",
        "Impair FM-3\nBurn off bolts\nFit nozzle\nFlow test, restore",
        [HW, WAH, CW],
        [LIFT],
        [CSE, EX, RT, VE, LOTO],
        "Oxy-propane burning on the jetty is hot work, a 15 m platform with a missing handrail is work at height, "
        "and isolating a fire monitor is a fire-protection impairment (Cold Work).",
    ),
    wo(
        "DAF-1 skimmer chain + flights repl",
        "Plant-A",
        "Wastewater Treatment",
        ["Dissolved air flotation unit DAF-1", "Skimmer drive 400V", "Recycle pump P-812"],
        10,
        "SAP order 4101044 PM02\nDAF-1 skimmer chain stretched, 3 flights broken. DAF-1 to be drained to sump, "
        "skimmer drive + recycle pump P-812 locked off at MCC-WW. Fitters to enter DAF tank via top hatch (tank "
        "covered, oily sludge residue - gas test, H2S monitor, standby). Chain sections approx 40kg each, "
        "handled by hand.",
        "Drain DAF-1\nLOTO skimmer + P-812\nGas test, enter\nRepl chain, flights",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the covered DAF tank is a confined space entry with H2S and LEL checks; the 400 V skimmer "
        "drive and recycle pump are locked. 40 kg chain sections handled by hand are no lift.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["skimmer drive at MCC-WW", "P-812 at MCC-WW"]},
    ),
    wo(
        "R-204 new 2in nozzle (MOC-27-019) - weld + RT",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-204 (drained, spaded)", "New 2in nozzle", "Ir-192 camera", "Scaffold level 3 (7m)"],
        12,
        "Order 5300702 PM02 / MOC-27-019 (pharma intermediate line). R-204 emptied, washed, spaded. Scaffold at "
        "level 3 around nozzle location (7m, open at rail gap). Cut hole, weld in 2in set-on nozzle (GTAW), RT "
        "100% by Ir-192 at night shift, barrier per RPS. Reactor not entered - all from outside.",
        "Scaffold\nCut + weld nozzle\nRT night shift\nHydro",
        [HW, RT, WAH],
        [CW],
        [CSE, EX, LIFT, VE, LOTO],
        "Cutting and welding the nozzle is hot work, Ir-192 is radiography and the 7 m scaffold is work at "
        "height; the reactor is spaded and not entered.",
    ),
    wo(
        "New CP anode bed - TF south (augered)",
        "Terminal-C",
        "Tank Farm",
        ["Deep-well anode bed AB-3", "Truck-mounted auger rig", "TR unit TR-3 230V supply"],
        12,
        "Kindly note job details:\nContractor to drill 3 nos anode holes 6 m deep with truck-mounted auger rig "
        "inside south bund (tanks T-14/T-15 in MS service). Buried services located by GPR. New TR-3 supply "
        "from DB-TF2 230V - feeder to be isolated + locked for termination.",
        "GPR scan\nAuger rig in\nDrill 3 holes, install anodes\nTerminate TR-3 (isolated)",
        [EX, VE, LOTO],
        [],
        [HW, CSE, RT, LIFT, WAH],
        "Augering 6 m holes is excavation, the truck-mounted rig drives into a petrol tank bund and the 230 V "
        "feeder is isolated for termination.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["DB-TF2 feeder to TR-3"]},
    ),
    wo(
        "11kV cable term FDR-6 - joint pit + heat shrink",
        "Plant-A",
        "Substation",
        ["11 kV feeder FDR-6", "Cable joint pit (hand dug)", "Heat shrink kit + propane torch"],
        12,
        "Notif 10490277 M2  WorkCtr ELEC-HV\nFDR-6 earth fault, fault located 3m outside substation wall. FDR-6 "
        "isolated, earthed both ends (HV switching programme SP-27-12). Hand dig joint pit approx 1.0m deep, "
        "cut out fault, straight joint w/ heat shrink (propane gas torch).",
        "Switching prog SP-27-12\nHand dig 1.0m\nJoint (torch)\nIR test, backfill",
        [EX, LOTO, HW],
        [],
        [CSE, RT, LIFT, VE, WAH],
        "A 1.0 m dig to an 11 kV cable is excavation, the feeder is isolated and earthed, and a propane torch "
        "for heat shrink is hot work.",
        expect={"isolationPoints": ["FDR-6 both ends"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "110V DC charger CH-1 - caps + fan repl",
        "Plant-B",
        "Substation",
        ["Battery charger CH-1 (400V AC in / 110V DC out)", "110V DC battery bank BB-1"],
        6,
        "Order 5300744 PM02\nCH-1 ripple high, cooling fan noisy. CH-1 AC input isolated + locked at ACDB-2 "
        "(400V), DC output breaker open + locked. Battery BB-1 stays on line feeding the switchgear trip "
        "supplies - DC bus live. Repl smoothing caps + fan.",
        "Isolate AC in + DC out\nDischarge caps\nRepl caps + fan\nRestore",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The charger is isolated on both sides and locked; the 110 V DC battery and bus stay live beside it.",
        expect={"isolationPoints": ["ACDB-2 AC input", "CH-1 DC output breaker"], "liveSources": ["110V DC battery BB-1 and DC bus"]},
    ),
    wo(
        "T-105 gauge hatch gasket - tank in service",
        "Plant-A",
        "Tank Farm",
        ["Crude tank T-105 (floating roof, receiving)", "Gauge hatch GH-105", "Gasket kit"],
        4,
        "Notif 10490390 M2\nGauge hatch GH-105 on T-105 not sealing, vapour at gauging platform. T-105 stays in "
        "service, receiving crude from line 3. Fitter on gauging platform (fixed handrails) to change hatch "
        "gasket. Personal H2S + 4 gas. Non-sparking tools.",
        "Gas check\nRemove hatch lid\nNew gasket\nRefit",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Changing a hatch gasket on a crude tank that keeps receiving is breaking containment on operating "
        "plant; the gauging platform is railed (optional).",
        expect={"liveSources": ["T-105 receiving crude"], "gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "K-101 LO cooler B - retube (A in service)",
        "Plant-B",
        "Compressor House",
        ["Compressor K-101 (running)", "Lube oil cooler E-1101B", "Chain block 1t"],
        10,
        "WO 5300780 PM02\nSwitch K-101 lube oil to cooler A (ops), isolate + drain cooler B oil and CW sides. "
        "Pull bundle (approx 380 kg) with 1t chain block from monorail, fit spare bundle. K-101 keeps running on "
        "cooler A.",
        "Change over to cooler A\nIsolate + drain B\nPull bundle, fit spare\nLeak test, back to standby",
        [CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH, LOTO],
        "Opening the isolated cooler while the compressor runs on the other cooler is cold work on operating "
        "plant; a 380 kg bundle on a chain block is an optional lift.",
        expect={"liveSources": ["K-101 running on cooler E-1101A"], "isolationPoints": ["E-1101B oil and CW valves"]},
    ),
    wo(
        "Fence posts under 33kV OHL - SS perimeter",
        "Plant-A",
        "Substation",
        ["Perimeter fence", "33 kV overhead line OHL-2", "Mini digger w/ post auger"],
        8,
        "Repair 4 fence posts on substation perimeter under 33kV OHL-2 span. OHL stays live. Goal posts set up "
        "both sides (3.5m height limit), banksman full time. Post holes 0.8 m by auger on mini digger, concrete in.",
        "Goal posts + banksman\nAuger 4 holes 0.8m\nSet posts, concrete",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH, CW, LOTO],
        "Augering 0.8 m post holes is excavation; the 33 kV overhead line stays live overhead (a live source, not "
        "an isolation). A mini digger at the substation perimeter is optional for Vehicle Entry.",
        expect={"liveSources": ["33 kV OHL-2 overhead"]},
    ),
    wo(
        "Jetty CP junction box JB-4 repl - ship alongside",
        "Terminal-C",
        "Jetty",
        ["CP junction box JB-4", "230V supply from DB-J1", "Berth 1 loading arms"],
        5,
        "JB-4 corroded, terminals loose. Kindly arrange isolation of CP supply at DB-J1 (230V) and lock. Vessel "
        "at berth 1 discharging HSD through arms 1+2 during the job - stay clear of arm envelope. Screw terminals "
        "only, no drilling.",
        "Isolate + lock DB-J1 way 6\nRepl JB-4\nReconnect, test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The 230 V CP supply is isolated and locked for the box change; the ship discharging through the arms is "
        "a live operation nearby, not part of the job.",
        expect={"isolationPoints": ["DB-J1 way 6"], "liveSources": ["vessel at berth 1 discharging HSD"]},
    ),
    wo(
        "Steam tracer repl - H2 makeup line (in svc)",
        "Plant-A",
        "Hydrotreater",
        ["H2 makeup line 4-H-1020 (in service, 58 barg)", "3/8in SS tracer tubing", "Compression fittings"],
        6,
        "Notif 10490511 M3\nTracer on 4-H-1020 leaking at 3 fittings. Isolate tracer supply + trap only, H2 line "
        "stays in service. Repl tubing runs w/ compression fittings, tube cutter + bender. No hot work. At grade "
        "+ 1.5 m from pipe rack step.",
        "Isolate tracer\nRepl tubing\nReinstate, check trap",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Tracer work on a hydrogen line in service is cold work on operating plant; compression fittings and a "
        "tube cutter mean no hot work. A 1.5 m step is near the threshold and the order does not say how it is "
        "reached, so Working at Height is left unlisted.",
        expect={"liveSources": ["4-H-1020 H2 line at 58 barg"], "gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "SWS feed pump P-905A suct strainer clean",
        "Plant-A",
        "Wastewater Treatment",
        ["Sour water stripper feed pump P-905A 400V", "Suction strainer S-905A"],
        5,
        "Notif 10490603 M2\nP-905A low flow, strainer dP high. Switch to P-905B. Lock P-905A at MCC-WW, "
        "isolate + drain to closed drain, N2 purge strainer. Sour water = H2S + NH3 - SCBA for first break, "
        "H2S alarm 5 ppm. Clean basket.",
        "Changeover\nLOTO + drain + purge\nFirst break (SCBA)\nClean, box up",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a sour water strainer is breaking containment with H2S and ammonia; the 400 V pump is locked.",
        expect={"gasSubstances": ["H2S", "NH3"], "stricterLimits": {"h2s_alarm_ppm": 5}, "isolationPoints": ["P-905A at MCC-WW"]},
    ),
    wo(
        "TK-B03 benzene - N2 blanket regulator repl",
        "Plant-B",
        "Tank Farm",
        ["Benzene tank TK-B03", "N2 blanketing regulator PCV-B03", "Roof platform (railed)"],
        5,
        "WO 5300811 PM02\nPCV-B03 hunting. TK-B03 level held, no movements. Isolate PCV-B03 (DBB on N2 side, "
        "tank-side block valve closed), vent. Benzene - site action level 0.5 ppm, full face + monitor. O2 check "
        "at roof (N2 vent). Repl regulator.",
        "No movements\nIsolate + vent PCV\nRepl regulator\nLeak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Replacing a blanketing regulator on a benzene tank breaks containment with benzene and nitrogen "
        "exposure; the railed roof platform is optional.",
        expect={"gasSubstances": ["benzene", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Stack CEMS SO2 probe repl - 30m platform",
        "Plant-B",
        "Boiler House",
        ["Boiler stack CEMS probe", "Heated sample line", "Stack platform 30 m (railed)"],
        6,
        "Order 5300839 PM02  WorkCtr INST\nCEMS SO2/CO probe filter blocked. Boiler stays on line. Analyser tech "
        "to climb stack ladder (cage) to 30m platform, pull probe from live stack (flue gas SO2, CO - personal "
        "monitor), fit spare. Probe approx 12 kg on hand line. Heated line 230V isolated at analyser house.",
        "Isolate heated line\nClimb, pull probe\nFit spare\nCal check",
        [CW, LOTO],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "Pulling a probe from a live stack breaks into the flue gas path (SO2, CO); the 230 V heated line is "
        "isolated; the 30 m platform is railed (optional).",
        expect={"gasSubstances": ["SO2", "CO"], "isolationPoints": ["heated line at analyser house"]},
    ),
    wo(
        "NH3 chiller CH-3 oil drain + filter chg",
        "Plant-B",
        "Compressor House",
        ["Ammonia chiller CH-3 (screw compressor 400V)", "Oil pot", "Oil filter"],
        6,
        "Food-grade chiller PM (6M). CH-3 stopped + locked at MCC-CH (400V). Pump down, isolate oil separator, "
        "drain oil from oil pot (NH3 entrained - SCBA standby, NH3 detector, water hose ready). Chg oil filter.",
        "Stop + LOTO\nIsolate oil side\nDrain oil pot\nChg filter, recharge",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Draining oil from an ammonia chiller breaks containment with NH3; the 400 V compressor is locked.",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["CH-3 at MCC-CH"]},
    ),
    wo(
        "Desalter brine sample cooler SC-7 repl",
        "Plant-A",
        "Crude Unit",
        ["Desalter D-101 brine sample cooler SC-7", "Sample point SP-101"],
        5,
        "Notif 10490711 M2\nSC-7 coil leaking. Isolate sample take-off + CW to SC-7, drain to closed drain. Sour "
        "brine - H2S, alarm 5ppm, escape set carried. Repl cooler (15kg), new tube fittings.",
        "Isolate, drain\nRemove SC-7\nFit new, leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Replacing a sour brine sample cooler breaks containment with H2S and hydrocarbon; no motor or lift.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "B-1 eco expansion jt - flue gas leak (CO)",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1", "Economiser inlet expansion joint EJ-1", "FD fan F-101 400V"],
        10,
        "WO 5300870 PM02\nCO alarms in boiler house at eco level. B-1 off line. Lock FD fan F-101 (400V) and ID "
        "fan, gas train DBB. Scaffold 4m (tube + fitting) to EJ-1. Repl fabric expansion joint (bolted). CO + O2 "
        "monitors, no duct entry.",
        "LOTO fans, DBB\nScaffold\nRepl EJ-1\nStart-up leak check",
        [CW, LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Replacing the flue-gas expansion joint opens the gas path (CO); the fans are locked and the 4 m scaffold "
        "is work at height; nobody enters the duct.",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["F-101", "ID fan", "gas train DBB"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "T-108 side-entry mixer MX-108 chg out",
        "Plant-A",
        "Tank Farm",
        ["Tank T-108 (crude, drained below mixer)", "Side-entry mixer MX-108 400V (1.3 t)", "25t mobile crane"],
        10,
        "Order 4101120 PM02\nT-108 level taken below mixer nozzle, mixer isolation valve closed. Lock MX-108 at "
        "MCC-TF3 (400V). 25t crane into T-108 bund via ramp, lift old mixer (1.3t) out, new in.",
        "LOTO\nCrane into bund\nUnbolt + lift out/in\nBolt up, test",
        [LOTO, LIFT, VE, CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "The mixer is locked out, a 1.3 t lift by a crane driven into a crude tank bund, and the mixer nozzle is "
        "opened on the tank (cold work). Same bund and window as a hot work weld.",
        pair="tf108",
    ),
    wo(
        "T-108 bund FW ring main weld rpr",
        "Plant-A",
        "Tank Farm",
        ["Firewater ring main 8in (T-108 bund)", "MMA welding set", "Grinder"],
        10,
        "Notif 10491002 M2\nCorrosion hole on 8in firewater ring inside T-108 bund. Section isolated (impairment "
        "FI-27-06). Grind + weld doubler patch, fire watch 60 min.",
        "Impair section\nGrind + weld patch\nFire watch\nRestore",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Grinding and welding in a crude tank bund is hot work, and the firewater section isolation is an "
        "impairment (cold work). Same bund and window as a crane entering for a mixer change.",
        expect={"gasSubstances": ["LEL"]},
        pair="tf108",
    ),
    wo(
        "K-102 coupling realign after motor overhaul",
        "Plant-B",
        "Compressor House",
        ["Compressor K-102", "Motor M-K102 (6.6 kV)", "Laser alignment kit"],
        8,
        "WO 5300905 PM02\nM-K102 back from rewind. HV isolation under switching program (6.6 kV breaker racked "
        "out). Compressor isolated + depressured by ops. Laser align, fit coupling spacer.",
        "HV isolation\nAlign\nFit spacer\nUncoupled run",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The 6.6 kV motor is isolated for alignment; cold work on the depressured compressor is optional. Same "
        "house and window as crane-rail welding overhead.",
        pair="ch",
    ),
    wo(
        "CH overhead crane rail - weld cracked rail clip",
        "Plant-B",
        "Compressor House",
        ["Compressor house overhead crane 20t", "Crane rail (7 m)", "MMA set", "Scissor lift"],
        8,
        "Notif 10491044 M2\nCracked rail clip welds on E rail at grid 4-5, 7 m up. Crane isolated at its "
        "isolator + locked. Welder from scissor lift, grind + reweld clips. Gas compressors in house running "
        "(K-101).",
        "Lock crane isolator\nScissor lift up\nGrind + weld\nDPI",
        [HW, WAH, LOTO],
        [],
        [CSE, EX, RT, LIFT, VE, CW],
        "Grinding and welding in a gas compressor house is hot work, 7 m from a scissor lift is work at height, "
        "and the crane is locked out. Same house and window as the K-102 alignment below.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["K-101 running"]},
        pair="ch",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "NM card 27-044 f/up: PR-3 vlv repl (dropped spanner)",
        "Plant-A",
        "Pipe Rack",
        ["3in gate valve HV-3310", "Scaffold PR-3 (9 m)"],
        8,
        "Near-miss card 27-044: 24mm spanner dropped from PR-3 scaffold at 9m, landed inside barriered area, nobody "
        "hurt. Action: tool lanyards, toe boards refitted.\nRemaining work: complete repl of HV-3310 (line "
        "drained + spaded by ops), all tools tethered, exclusion zone below.",
        "Check toe boards\nRepl HV-3310\nRemove spades, leak test",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "The remaining valve change is on a 9 m scaffold and breaks a process line: Working at Height and Cold "
        "Work required.",
    ),
    wo(
        "Inv action IA-27-12: MCC-3 bucket stabs repl",
        "Plant-B",
        "Substation",
        ["MCC-3 (400V)", "Bucket 3C stabs", "Vertical bus"],
        8,
        "Investigation IA-27-12 (arc flash while racking in bucket 3C, no injury, PPE cat 2 worn). Action: "
        "replace burnt stabs and inspect vertical bus. MCC-3 incomer to be isolated + locked and bus proven dead "
        "before doors opened.",
        "Isolate MCC-3 incomer\nProve dead\nRepl stabs, inspect bus\nIR test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The remaining work on the 400 V MCC bus needs the incomer isolated, locked and proven dead.",
        expect={"isolationPoints": ["MCC-3 incomer"]},
    ),
    wo(
        "Shift log 14/01 f/up: N2/IA crossover - add DBB",
        "Plant-B",
        "Compressor House",
        ["N2 / instrument air crossover", "DBB valve assy 1in"],
        6,
        "From shift log 14/01 N/S: N2 found in instrument air header after crossover valve left open, analyser "
        "alarms, no injury. Follow-up: fit DBB on crossover (screwed/flanged). IA header section isolated via "
        "bypass, N2 side isolated + vented.",
        "Isolate both sides\nRemove spool\nFit DBB\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Fitting a valve assembly into nitrogen and instrument air lines breaks containment (Cold Work); no hot "
        "work, height or power.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Incident 27-003 f/up - trench re-dig w/ box",
        "Terminal-C",
        "Tank Farm",
        ["Trench for new 6in drain line", "Trench box", "Diesel excavator 8t"],
        12,
        "Ref incident 27-003: trench side slumped at 1.6m, nobody in trench. Action: re-dig to 1.8m with trench "
        "box, competent person insp daily. Excavator (diesel) in bund of T-20/T-21 (HSD tanks in service). "
        "Kindly arrange.",
        "Excavator in\nRe-dig 1.8m\nTrench box in\nLay pipe",
        [EX, VE],
        [],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 1.8 m machine trench with a box is excavation and the diesel excavator enters a tank bund with HSD "
        "tanks in service.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Safety alert SA-27-02 f/up: re-lift TX-5 w/ new slings",
        "Plant-B",
        "Substation",
        ["Transformer TX-5 (2.2 t)", "50t mobile crane", "New slings"],
        8,
        "Safety alert SA-27-02: sling cut on transformer flange edge during first lift, load set down, no injury. "
        "Follow-up: re-lift TX-5 (2.2t) onto plinth with new slings + edge protectors, 50t crane on access road. "
        "HV cables not connected under this order.",
        "New slings + edge protection\nLift TX-5 to plinth\nSecure",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, WAH, CW, LOTO],
        "A 2.2 t transformer lift by mobile crane is required; the crane on the substation road is optional for "
        "Vehicle Entry, and nothing is connected.",
    ),
    wo(
        "Toolbox talk TB-27-05 f/up: valve pit VP-2 entry",
        "Plant-A",
        "Crude Unit",
        ["Valve pit VP-2 (2.2 m deep)", "8in block valve BV-221"],
        8,
        "Toolbox talk TB-27-05 (contractor climbed into VP-2 without gas test last week, stopped by operator). "
        "Job now: change BV-221 gland packing in VP-2 under entry permit - gas test (H2S, LEL, O2), attendant, "
        "tripod. Line depressured + drained.",
        "Gas test\nEnter VP-2\nRepack gland\nExit, close",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "Entering a 2.2 m valve pit is a confined space entry, and repacking the valve on a drained crude line is "
        "cold work.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "PM overdue - see attached",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "",
        "",
        [],
        [],
        ALL,
        "No task, no equipment and an attachment that is not there: nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "test test",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "test",
        "",
        [],
        [],
        ALL,
        "A test entry with no task.",
        expect={"needsReview": True},
    ),
    wo(
        "?? pls call me",
        "Terminal-C",
        "Pump House",
        [],
        4,
        "pls call ext 2231",
        "",
        [],
        [],
        ALL,
        "A call-back request with no task.",
        expect={"needsReview": True},
    ),
    wo(
        "DUP of 10490711 - do not use",
        "Plant-A",
        "Crude Unit",
        ["Desalter D-101"],
        4,
        "Duplicate notification, closed by planner. Use 10490711.",
        "",
        [],
        [],
        [],
        "A duplicate that points to another notification: the work is elsewhere, nothing to assess here and "
        "nothing can be ruled out.",
        expect={"needsReview": True},
    ),
]
