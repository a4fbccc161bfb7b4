"""unseen11 tune10 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "FW: EQ tank TK-7 level float - retrieve",
        "Plant-B",
        "Effluent Treatment",
        ["Equalisation tank TK-7", "Level float LS-702", "Davit and lifeline"],
        6,
        "<html><body><p>Hi team,</p><p>Scope for tomorrow:&nbsp;<b>inspection from the manway only, no confined "
        "space entry needed</b>.</p><ul><li>Open 600 mm side manway on TK-7 (tank drained to 0.3 m, "
        "sludge left)</li><li>Operator Kwame to go in with harness and lifeline on the davit and walk to the "
        "centre column to free the fallen level float LS-702 and re-clip it</li><li>Hole watch at the "
        "manway</li></ul><p>Thanks,<br>Sanne</p></body></html>",
        "Drain TK-7 to 0.3 m\nOpen manway, ventilate\nOperator enters on lifeline, frees and re-clips float\nBox up",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE],
        "The e-mail says no confined space entry, then sends an operator into the tank on a lifeline: "
        "Confined Space Entry required with the conflict flagged; opening the manway on the effluent tank is "
        "Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "H2S"]},
    ),
    wo(
        "Mobile app request - CP test post TP-14",
        "Terminal-C",
        "Tank Farm",
        ["CP test post TP-14", "Vacuum excavation truck VX-2", "Anode bed cable"],
        8,
        "app=PTWmobile&v=3.2&user=r.okafor&job=CP+test+post+TP-14+replace&excavation=N&hotwork=N&"
        "vehicle=N&desc=Test+post+TP-14+knocked+over+by+mower.+Vac-ex+truck+VX-2+to+come+inside+the+bund+"
        "and+suck+out+to+1.6m+to+find+the+anode+cable+and+the+tank+drain+line+crossing%2C+then+new+post+"
        "and+crimp+joint.&qr=TF-C-TP14",
        "Locate cable and drain line\nVac-ex to 1.6 m beside tank 9 drain\nCrimp joint, new post, backfill",
        [EX, VE],
        [],
        [HW, CSE, WAH, RT, LIFT],
        "The app fields say excavation=N and vehicle=N, but the description brings a vac-ex truck into the "
        "bund and digs to 1.6 m across a live drain line: Excavation and Vehicle Entry required, conflict "
        "flagged; the crimp joint is cold.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Kabelbakke låg P-hus / cable tray cover loose",
        "Terminal-C",
        "Pump House",
        ["Cable tray CT-31 cover", "6 m extension ladder", "Stainless cable ties"],
        5,
        "Arbejdsbeskrivelse: intet arbejde i højden (no work at height). Låg på kabelbakke CT-31 er løst og "
        "klaprer i vinden. Montør går op ad 6 m stige til kabelbakken (5.4 m over gulv, ingen gelænder) og "
        "binder låget med rustfri strips. [Gloss: the cover of cable tray CT-31 is loose and rattles; the "
        "fitter climbs a 6 m ladder to the tray at 5.4 m above the floor, no handrail, and ties the cover.] "
        "Cables in the tray stay in service; nothing electrical is touched.",
        "Ladder footed by second man\nTie cover with ties\nDown, clear area",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "The Danish line says no work at height, yet the fitter works from a ladder at 5.4 m with no "
        "handrail: Working at Height required, conflict flagged; the cables are not worked on.",
        expect={"scopeConflict": True},
    ),
    wo(
        "RPT WO0441872 MOTOR CHANGE K-302 MAIN DRIVE",
        "Plant-B",
        "Compressor House",
        ["Compressor K-302", "6.6 kV motor M-302 (2.2 t)", "Overhead travelling crane 5 t"],
        12,
        "RUN 27/04  PAGE 0003  WORK ORDER DETAIL\n"
        "WO NUMBER   WO0441872     PRIORITY 2   CRAFT MECH/ELEC\n"
        "PERMIT REQ  HOT=N CSE=N LIFT=N ELEC=Y\n"
        "LONG TEXT   REMOVE MOTOR M-302 (2200 KG) FROM K-302 SKID USING 5T OVERHEAD CRANE, LAND ON\n"
        "            TRANSPORT FRAME. FIT EXCHANGE MOTOR, ALIGN, COUPLE. M-302 6.6KV FEEDER CB-12\n"
        "            RACKED OUT AND EARTHED BY HV AP.\n"
        "END OF REPORT",
        "HV AP isolates and earths CB-12\nDisconnect cables, uncouple\nCrane motor out and exchange in\n"
        "Align, reconnect, test run",
        [LOTO, LIFT],
        [CW],
        [HW, CSE, EX, RT, WAH],
        "The printout's permit flags say LIFT=N, but a 2.2 t motor is moved with the overhead crane: "
        "Lifting required, conflict flagged; the 6.6 kV feeder is isolated and earthed (Electrical/LOTO).",
        expect={"scopeConflict": True, "isolationPoints": ["CB-12"]},
    ),
    wo(
        "KO drum drain line pinhole - turnaround deck slide 9",
        "Plant-A",
        "Flare Area",
        ["Flare KO drum D-901", "2in drain line DR-905", "Stick welder"],
        8,
        "Slide 9 of 14 - Execution approach\n"
        "• Cold work only - no flame in the flare area during TA\n"
        "• D-901 isolated and spaded, drain line DR-905 steamed out\n"
        "• Pinhole at the 2in elbow: cut out and weld repair with stick rods (E7018), 2 passes\n"
        "• Hydrotest 1.5x\n"
        "Speaker notes: team confident we can close this in one shift.",
        "Spade D-901 drain\nSteam out, gas test\nCut out elbow, weld in new elbow\nHydrotest",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE],
        "The slide says cold work only, then weld-repairs the elbow with stick rods: Hot Work required with "
        "the conflict flagged; spading and cutting the drain line is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "Laadimisliin L-3 äärikud / jetty line flange leak",
        "Plant-B",
        "Jetty",
        ["Loading line L-3 12in", "Hydraulic bolt tensioner", "Spiral-wound gaskets"],
        9,
        "Tulitöid ei tehta (no hot work will be done). The weeping flange pair on loading line L-3 at the "
        "berth head is to be re-gasketed: line drained to slop, N2 purged, bolts removed with the hydraulic "
        "tensioner and new spiral-wound gaskets fitted. Seized bolts are to be split with a hydraulic nut "
        "splitter, not burnt.",
        "Drain and purge L-3\nTension off, split seized nuts\nNew gaskets, tension to procedure\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "A genuine exclusion: the Estonian line rules out hot work and seized nuts are split hydraulically; "
        "breaking the loading line is Cold Work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Drawing 4410-PI-210 rev C note - weld W-17 examination",
        "Plant-A",
        "Pipe Rack",
        ["Line 10in-HC-3101 weld W-17", "Scaffold SC-88 (5 m, tagged green)", "PAUT set"],
        6,
        "Revision cloud 3 (rev C): 'RT OF W-17 DELETED - PAUT IN LIEU PER NDE-PROC-22'.\n"
        "Inspector to carry out phased-array UT of weld W-17 from existing scaffold SC-88, working deck 5 m "
        "above grade, one side of the deck has no kick board or mid-rail where the line passes. Couplant "
        "only; line stays in service.",
        "Check scaffold tag\nHarness on, clip to rated anchor at the open side\nPAUT scan W-17\nClean couplant",
        [WAH],
        [CW],
        [RT, HW, CSE, EX, LIFT, LOTO],
        "Radiography is genuinely deleted in favour of PAUT; the inspector works from a 5 m scaffold deck "
        "with an open side, so Working at Height is required; external UT on a live line is Cold Work at "
        "most.",
    ),
    wo(
        "Alimentació pal CCTV 6 / CCTV pole power feed",
        "Plant-A",
        "Loading Rack",
        ["CCTV pole 6", "Distribution board DB-LR2 way 14", "4 mm2 SWA cable"],
        7,
        "No cal excavar: el cable passa per la safata existent (no digging needed: the cable runs in the "
        "existing tray along the rack). Pull 40 m of 4 mm2 SWA from DB-LR2 way 14 along the existing ground-"
        "level cable tray to CCTV pole 6, gland and terminate at both ends. Way 14 (400 V) to be locked off "
        "and proved dead before termination.",
        "Lock off DB-LR2 way 14, prove dead\nPull cable in tray\nGland and terminate\nIR test, energise",
        [LOTO],
        [],
        [EX, HW, CSE, RT, WAH, LIFT],
        "The Catalan note genuinely rules out digging (the cable runs in an existing ground-level tray); the "
        "400 V way is locked off for termination: Electrical/LOTO required.",
        expect={"isolationPoints": ["DB-LR2 way 14"]},
    ),
    wo(
        "Lift station LS-2 sludge sample",
        "Plant-A",
        "Wastewater Treatment",
        ["Lift station LS-2 wet well", "Telescopic sample pole", "Personal H2S monitor"],
        4,
        "L-ebda dħul fil-bir (no entry into the well). Lab wants a bottom sludge sample from the LS-2 wet "
        "well. Open the hatch, take the sample with the 5 m telescopic pole from the grating; no one breaks "
        "the plane of the hatch. Pumps stay in auto.",
        "Open hatch, personal monitor on\nPole sample from grating\nClose hatch, deliver to lab",
        [],
        [CW],
        [CSE, HW, EX, LOTO, WAH, RT, LIFT, VE],
        "A genuine exclusion in Maltese: nobody enters the wet well and the sample is taken by pole from the "
        "grating, so Confined Space Entry is forbidden; opening the hatch is at most Cold Work.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Family open day - Admin Building lawn",
        "Terminal-C",
        "Admin Building",
        ["Bouncy castle", "Sandpit", "Ice-cream van"],
        8,
        "Run sheet for the family open day: bouncy castle inflated by its electric blower on the admin lawn; "
        "kids' 'dig for treasure' sandpit (play sand, plastic spades); face painting; the ice-cream van parks "
        "in the visitor car park outside the gatehouse; 'hot dogs' come pre-cooked from the canteen. No "
        "visitors pass the gatehouse into the operating terminal.",
        "Set up 07:00\nSafety briefing for marshals\nPack down 15:00",
        [],
        [],
        ALL,
        "A family event on the admin lawn: a play sandpit, an inflatable and a van in the public car park "
        "are not permit work.",
    ),
    wo(
        "Ground-breaking ceremony - new QC laboratory",
        "Plant-B",
        "Warehouse",
        ["Ceremonial spade", "Sand-filled planter", "PA system"],
        4,
        "The plant manager and the mayor will 'break ground' for the new QC lab with a gilded spade in a "
        "planter filled with sand beside the warehouse. Photographer on a step stool. The real excavation "
        "is a separate contractor order next quarter.",
        "Place planter and banner\nCeremony 11:00\nRemove planter",
        [],
        [],
        ALL,
        "A symbolic spade in a sand planter is not ground disturbance; the real dig is a separate order.",
    ),
    wo(
        "Met bulletin attached to daily plan",
        "Plant-A",
        "Maintenance Workshop",
        ["Weather bulletin"],
        4,
        "For information, posted to the workshop board: isolated thunderstorms after 15:00; lifted index "
        "-4; heat index 41 °C (hot, hydrate); cloud ceiling height 800 ft; sea-breeze entry around 13:00. "
        "Supervisors to note the lightning rule in the permit office. No job attached.",
        "Read at toolbox talk",
        [],
        [],
        ALL,
        "A weather bulletin: isolated storms, lifted index, hot, ceiling height and sea-breeze entry are "
        "meteorology, not work.",
    ),
    wo(
        "Month-end close - maintenance cost centre 4410",
        "Terminal-C",
        "Admin Building",
        ["Cost centre 4410", "ERP journal"],
        5,
        "Finance: reverse journal entry JE-2231 (crane hire accrual, invoice already received), post the "
        "X-ray of cost centre 4410 variances to the shared drive, and lift the hold on the scaffolding "
        "supplier's invoice. The 'hot' accruals list goes to the controller by 16:00.",
        "Post entries\nReview variance\nSign off",
        [],
        [],
        ALL,
        "Accounting: a journal entry, a cost 'X-ray', lifting an invoice hold and an accrual for crane hire "
        "already done involve no site work.",
    ),
    wo(
        "Shutdown crew logistics - digs and transport",
        "Plant-A",
        "Maintenance Workshop",
        ["Contractor accommodation list", "Minibus"],
        4,
        "Digs booked for the 14 scaffolders at the Seabrook motel; minibus gives them a lift to the gate at "
        "05:30; hot breakfast from 05:00. At the height of the shutdown we add a second bus. Gate entry "
        "badges to be collected from security on Monday.",
        "Confirm bookings\nIssue badges",
        [],
        [],
        ALL,
        "Travel and lodging: 'digs', a lift to the gate, the height of the shutdown and gate entry badges "
        "are not permit work.",
    ),
    wo(
        "Drum store seal audit Q2",
        "Terminal-C",
        "Drum Store",
        ["Drum register", "Tamper-evident lift-off seals"],
        5,
        "Quarterly audit: check the tamper-evident lift-off seals on every sealed drum, compare the live "
        "stock count with the register and make an entry for each discrepancy. The hot-selling lube grade "
        "LX-40 to be counted first. Counting and looking only; no drum is moved or opened.",
        "Walk the racks with the register\nRecord seal numbers\nReport",
        [],
        [],
        ALL,
        "An audit walk: lift-off seals, live stock count and register entry are not work on plant.",
    ),
    wo(
        "Thermography hot joint MCC-3 incomer busbar",
        "Plant-A",
        "Substation",
        ["MCC-3 400 V incomer", "IR window IRW-3", "Torque wrench"],
        6,
        "Annual IR survey through the IR windows (doors closed) found a hot joint, 78 °C against 41 °C on "
        "the other phases, on the L2 busbar joint of the MCC-3 incomer. Remedy: isolate MCC-3 at upstream "
        "breaker Q-31 (400 V), lock and prove dead, clean and re-torque the joint, re-survey on load.",
        "Isolate Q-31, lock, prove dead\nOpen panel, clean and re-torque joint\nClose, restore, IR re-survey",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "The 'hot joint' is a thermography finding, not hot work; the remedy isolates a 400 V incomer and "
        "works on the busbar, so Electrical/LOTO is required.",
        expect={"isolationPoints": ["Q-31"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "RV-411 replacement at 18 m - integration message",
        "Plant-B",
        "Reactor Building",
        ["Relief valve RV-411 (2.5 t)", "60 t mobile crane", "MEWP 22 m"],
        12,
        '<?xml version="1.0"?><WorkOrder id="40028811"><Equip>RV-411</Equip><Task seq="10">Isolate '
        "RV-411 inlet and outlet block valves (car-sealed open - CSO removal by ops), depressurise and "
        'N2 purge</Task><Task seq="20">Rigger and fitter in 22 m MEWP at the 18 m outlet flange, no platform '
        'at that level</Task><Task seq="30">Unbolt; lift RV-411 (2.5 t) out with 60 t mobile crane '
        'parked on the reactor building hardstand</Task><Task seq="40">Install overhauled valve, re-seal '
        "CSO</Task></WorkOrder>",
        "See task sequence",
        [CW, WAH, LIFT, VE],
        [],
        [HW, CSE, EX, RT],
        "Breaking the relief valve out of the line is Cold Work; the MEWP at 18 m is Working at Height; a "
        "2.5 t crane lift is Lifting; the crane and MEWP in the reactor building are Vehicle Entry.",
    ),
    wo(
        "VO-017 - new 24in manway in tank T-12 shell",
        "Plant-A",
        "Tank Farm",
        ["Tank T-12", "Insert plate 1.1 t", "40 t crawler crane", "Ir-192 source"],
        12,
        "VARIATION ORDER VO-017 to contract TK-2027-03 (tank T-12 out of service, cleaned, gas free).\n"
        "Added scope: 1. Cut a 24in manway opening in shell course 1 with plasma and air-arc gouge the "
        "bevels. 2. Lift the 1.1 t insert plate into place with the 40 t crawler crane inside the bund. 3. "
        "Welders inside the tank for the back-gouge and internal passes. 4. Gamma radiography (Ir-192) of "
        "all butt welds at night.\nPrice: lump sum; schedule +4 days.",
        "Cut opening\nCrane insert plate\nWeld inside and out\nRT at night, barriers",
        [HW, CSE, LIFT, RT, VE],
        [CW],
        [EX],
        "Plasma cutting, gouging and welding are Hot Work; welders inside the tank are Confined Space Entry; "
        "the 1.1 t crane lift is Lifting; Ir-192 is Radiography; the crawler crane in the bund is Vehicle "
        "Entry.",
        expect={"gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "Drone survey finding DS-27-014 flare ladder bracket",
        "Plant-A",
        "Flare Area",
        ["Flare stack FS-1", "Cage ladder bracket at 32 m", "Rope access kit", "Welding set"],
        10,
        "DRONE INSPECTION REPORT DS-27-014 / Finding 3 (severity B): cage-ladder support bracket at 32 m "
        "on flare stack FS-1 cracked through at the toe of the weld.\nRecommended action: during the TA "
        "(flare out of service, purged, fuel gas to pilots spaded) rope-access welder to gouge out and "
        "re-weld the bracket; materials hauled with a hand line.",
        "Confirm flare out and purged\nRope access rig from the top platform\nGouge and re-weld\nMPI",
        [HW, WAH],
        [LIFT, CW],
        [CSE, EX, RT, VE],
        "Gouging and welding at 32 m on the flare stack need Hot Work and Working at Height (rope access); a "
        "hand-line haul of materials is at most optional Lifting.",
    ),
    wo(
        "Timesheet lines - P-12 baseplate repair",
        "Terminal-C",
        "Pump House",
        ["Pump P-12", "415 V motor M-12 (650 kg)", "Gantry with 1 t chain block"],
        9,
        "Planned hours to be booked against WO 77120:\n"
        "Tue  4.0 h  Elec  isolate and lock off M-12 at MCC-P bucket 7 (415 V), prove dead\n"
        "Tue  3.0 h  Mech  drain and flush P-12 casing to slop, unbolt suction and discharge flanges\n"
        "Wed  3.5 h  Mech  raise motor (650 kg) with gantry chain block, shift aside\n"
        "Thu  6.0 h  Weld  cut out cracked baseplate shim pad, weld new pad, grind\n"
        "Fri  4.0 h  Mech  re-set, align, reconnect",
        "As per timesheet lines",
        [LOTO, CW, HW],
        [LIFT],
        [CSE, EX, RT, WAH, VE],
        "The motor is locked off at 415 V (Electrical/LOTO), flanges are broken on a product pump (Cold "
        "Work) and the pad is cut and welded in the pump house (Hot Work); a 650 kg chain-block move is "
        "optional Lifting.",
        expect={"isolationPoints": ["MCC-P bucket 7"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "ITP-DA-01 deaerator spray nozzle replacement",
        "Plant-B",
        "Boiler House",
        ["Deaerator DA-1 storage vessel", "Feedwater pumps P-21A/B 3.3 kV", "TIG set"],
        12,
        "INSPECTION AND TEST PLAN ITP-DA-01\n"
        "Act 1  Isolation of steam and feedwater, blinds fitted  H (hold, ops)\n"
        "Act 2  P-21A/B 3.3 kV breakers racked out and locked  H (elec AP)\n"
        "Act 3  Gas test and entry through 500 mm manway  H (entry supervisor)\n"
        "Act 4  Remove 12 spray nozzles, seal-weld new nozzle bosses (GTAW)  W (witness, QC)\n"
        "Act 5  Box up, remove blinds  R (review)",
        "Follow ITP activity sequence",
        [CW, LOTO, CSE, HW],
        [],
        [EX, RT, VE],
        "Blinding the deaerator is Cold Work; racking out the 3.3 kV pumps is Electrical/LOTO; entry through "
        "the manway is Confined Space Entry; seal-welding inside is Hot Work.",
        expect={"isolationPoints": ["P-21A", "P-21B"], "gasSubstances": ["O2"]},
    ),
    wo(
        "ਸਲੱਜ ਲਾਈਨ tie-in / new sludge line tie-in",
        "Plant-A",
        "Wastewater Treatment",
        ["200 mm HDPE sludge line", "14 t excavator", "Trench box", "Butt-fusion machine"],
        11,
        "ਖੁਦਾਈ 1.7 ਮੀਟਰ (digging 1.7 m). Excavate with the 14 t excavator to 1.7 m beside the thickener to "
        "expose the existing 200 mm HDPE sludge line; trench box in. Cut into the live-drained line and "
        "butt-fuse a new tee. The 1.3 t prefabricated pipe string is lowered in by the excavator in lifting "
        "mode with a rated hook.",
        "Locate services\nExcavate, trench box\nDrain and cut line\nLower string, butt fuse\nBackfill",
        [EX, CW, LIFT],
        [HW, VE],
        [CSE, RT, WAH],
        "A 1.7 m machine dig is Excavation; cutting into the sludge line is Cold Work; lowering a 1.3 t "
        "string with the excavator is Lifting; the heated fusion plate and the excavator in the wastewater "
        "area are defensible either way.",
    ),
    wo(
        "Fender panel B2 replacement - outage briefing deck",
        "Terminal-C",
        "Jetty",
        ["Fender panel B2 (3.5 t)", "80 t mobile crane", "Oxy-propane cutting set"],
        12,
        "Slide 4 - Method\n- Berth 2 closed, no vessel alongside\n- Burn off the 8 seized M36 fender "
        "bolts with oxy-propane; jetty line drained but in the same corridor\n- Fitters on the fender face "
        "4 m above the water, harness to the bollard anchors\n- 80 t mobile crane on the jetty head lifts "
        "the 3.5 t panel out and the new one in",
        "Close berth\nGas test, burn off bolts\nCrane panel out and in\nBolt up",
        [HW, WAH, LIFT, VE],
        [],
        [CSE, EX, RT],
        "Burning bolts on the jetty is Hot Work; working on the fender face 4 m above water is Working at "
        "Height; a 3.5 t crane lift is Lifting; the mobile crane on the jetty is Vehicle Entry.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Cable schedule CS-11-207 new feeder to RMU-5",
        "Plant-B",
        "Substation",
        ["11 kV switchboard SWB-1 panel 7", "Cable drum 2.8 t", "HIAB truck", "Heat-shrink termination kit"],
        12,
        "CABLE SCHEDULE ROW: CS-11-207 | FROM SWB-1 P7 | TO RMU-5 | 3x1c 240 mm2 XLPE 11 kV | ROUTE: new "
        "trench 1.2 m across the substation road then existing duct bank | LENGTH 185 m\n"
        "Works: HIAB offloads the 2.8 t drum onto jacks; trench dug with a mini excavator; SWB-1 P7 isolated "
        "and earthed; heat-shrink terminations shrunk with a propane torch at both ends.",
        "Offload drum\nDig road crossing\nPull cable\nIsolate and earth P7, terminate\nTest and energise",
        [EX, LOTO, HW, LIFT],
        [VE],
        [CSE, RT, WAH],
        "A 1.2 m trench is Excavation; isolating and earthing the 11 kV panel is Electrical/LOTO; the propane "
        "torch on heat-shrink is Hot Work; a HIAB offload of a 2.8 t drum is Lifting; vehicles in the "
        "substation yard are optional.",
        expect={"isolationPoints": ["SWB-1 P7"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Alarm list PI-204 FAULTY - gauge change",
        "Terminal-C",
        "Pump House",
        ["Pump P-204 (running)", "Pressure gauge PI-204", "Double block and bleed valve"],
        4,
        "ALARM SUMMARY 05:12  PI-204  BAD PV  PRI 3  ACK\n"
        "05:14  P-204  RUNNING  DISCH 12.1 bar\n"
        "Request: replace PI-204 on the discharge of P-204 while P-204 keeps running at 12 bar (no spare "
        "pump available). Close both blocks of the DBB, bleed to a bucket, swap gauge, re-open.",
        "Close DBB blocks, bleed\nSwap gauge\nOpen slowly, check for leaks",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "A gauge swap on a running pump's 12 bar discharge breaks containment at the DBB: Cold Work; the pump "
        "and its discharge stay live and nothing electrical is worked on.",
        expect={"liveSources": ["P-204", "P-204 discharge 12 bar"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Power quality logger on TX-2 incomer",
        "Plant-A",
        "Substation",
        ["Transformer TX-2 LV incomer 400 V", "Power quality logger", "Flexible CT clamps"],
        5,
        "Engineering request: fit a power quality logger with flexible CT clamps and voltage leads on the "
        "400 V incomer of TX-2 for 7 days. The incomer cannot be switched off (it feeds the whole crude "
        "unit MCC), so the clamps and fused leads go on live bars behind the shrouds. Arc-flash PPE "
        "category 2, insulated tools, second person standing by.",
        "Energised work risk assessment and approval\nRemove shroud, fit clamps and fused leads live\n"
        "Refit shroud, start logging",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Fitting leads on live 400 V bars is energised electrical work and needs the electrical permit with "
        "justification; the incomer stays live.",
        expect={"liveSources": ["TX-2 400 V incomer"]},
    ),
    wo(
        "K-301 lube oil filter changeover",
        "Plant-B",
        "Compressor House",
        ["Compressor K-301", "Duplex lube oil filter F-301A/B"],
        4,
        "কম্প্রেসার চালু থাকবে (the compressor will stay running). dP high on lube oil filter F-301A. "
        "Change over to F-301B with the transfer valve, vent and drain F-301A, replace the element, fill "
        "and vent, leave as standby. Oil header at 6 bar stays in service throughout.",
        "Fill and vent F-301B\nTurn transfer valve\nIsolate, drain F-301A, change element\nFill, vent",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO, VE],
        "Draining and opening one leg of a duplex filter on a running compressor is Cold Work; the compressor "
        "and 6 bar oil header stay live.",
        expect={"liveSources": ["K-301", "lube oil header 6 bar"]},
    ),
    wo(
        "Pipe rack painting PR-A4 tier 2",
        "Plant-A",
        "Pipe Rack",
        ["Pipe rack PR-A4", "Diesel boom MEWP 16 m", "40 bar steam line", "6.6 kV cable tray"],
        10,
        "Brush and roller touch-up of steel on tier 2 of PR-A4 at 8 m from a diesel boom MEWP. The 40 bar "
        "steam main and the energised 6.6 kV cable tray on the same tier stay in service; keep the basket "
        "clear of both. No grinding or blasting - hand wire-brush only.",
        "MEWP pre-use check, harness\nWire-brush and paint\nRemove MEWP",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Painting at 8 m from a MEWP is Working at Height; the diesel MEWP in the pipe rack is Vehicle "
        "Entry; the steam main and 6.6 kV tray stay live and are not worked on.",
        expect={"liveSources": ["40 bar steam main", "6.6 kV cable tray"]},
    ),
    wo(
        "T-605 radar gauge head swap",
        "Plant-B",
        "Tank Farm",
        ["Tank T-605 (in service)", "Radar gauge LT-605", "24 V DC loop"],
        5,
        "LT-605 transmitter head failed. Swap the electronics head on the tank roof (fixed stair and fully "
        "hand-railed roof platform); the antenna and process seal stay in place, so the tank stays in "
        "service with naphtha. Loop is 24 V DC intrinsically safe, disconnected at the head.",
        "Gas test at the roof\nDisconnect head, swap, reconnect\nCheck level against hand dip",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO, VE],
        "Mechanical work on an in-service tank's instrument is Cold Work; the 24 V loop needs no electrical "
        "permit and the railed roof platform needs no height permit; the tank stays live.",
        expect={"liveSources": ["T-605 in service"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Sootblower SB-7 motor change, boiler B-2 on line",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 (firing)", "Sootblower SB-7", "400 V motor SB-7-M"],
        6,
        "Boiler B-2 stays firing at 42 bar steam. SB-7 lance is fully retracted; its steam supply valve is "
        "closed and locked; motor SB-7-M (400 V) isolated and locked at MCC-B2. Replace the drive motor and "
        "gearbox coupling.",
        "Lock steam valve and MCC\nRemove motor\nFit new motor, test travel",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "The 400 V motor is isolated (Electrical/LOTO) and the sootblower steam supply locked (Cold Work on "
        "operating plant); the boiler stays live.",
        expect={"liveSources": ["boiler B-2", "42 bar steam"], "isolationPoints": ["MCC-B2", "SB-7 steam valve"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Chlorine drum change - cooling water dosing",
        "Plant-A",
        "Cooling Tower",
        ["Chlorine drum 1 t (full 1.6 t)", "Monorail hoist 2 t", "Drum yoke"],
        5,
        "خطر نشت کلر (danger: chlorine leak). Change the empty 1 t chlorine drum on the dosing bank: close "
        "drum valve, vent the yoke to the scrubber, disconnect, lift the empty drum out with the 2 t "
        "monorail hoist and set the full drum (1.6 t gross). Cl2 detector in service, SCBA standby.",
        "Close and vent\nDisconnect yoke\nHoist drums\nConnect, leak test with ammonia bottle",
        [CW, LIFT],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Disconnecting the chlorine yoke is Cold Work; hoisting a 1.6 t drum is Lifting; chlorine is the named hazard.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Overhead drum D-105 boot strainer",
        "Plant-A",
        "Crude Unit",
        ["Overhead accumulator D-105", "Boot water draw strainer S-105"],
        6,
        "Site benzene limit for this job 0.25 ppm (stricter than the 0.5 ppm action level). Isolate, drain "
        "and water-flush strainer S-105 on the D-105 boot, open and clean the basket. Benzene tubes "
        "before opening; full-face respirators if above 0.25 ppm.",
        "Isolate and drain\nBenzene and LEL test\nOpen, clean, box up",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Opening a strainer on the crude overhead is Cold Work with benzene at a stricter site limit.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.25}},
    ),
    wo(
        "Fire pump FP-2 exhaust flexible leaking",
        "Terminal-C",
        "Fire Water Pump House",
        ["Diesel fire pump FP-2", "Exhaust flexible section", "Start batteries 24 V"],
        6,
        "Weekly run showed CO at 60 ppm in the pump house from the FP-2 exhaust flexible. FP-2 to be taken "
        "out of auto (fire water impairment, FP-1 electric stays available), start batteries disconnected, "
        "bolted exhaust flexible replaced. Portable CO monitor, doors open.",
        "Impairment notice\nOut of auto, batteries off\nReplace flexible\nTest run, CO check",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Taking a fire pump out of auto is an impairment of a safeguard (Cold Work); the 24 V start battery "
        "isolation is defensible either way; CO is the named gas.",
        expect={"gasSubstances": ["CO"], "isolationPoints": ["FP-2 start batteries"]},
    ),
    wo(
        "Sour water pump P-915 seal",
        "Plant-A",
        "Flare Area",
        ["Sour water pump P-915", "400 V motor", "Mechanical seal"],
        8,
        "हायड्रोजन सल्फाइड - सावधान (hydrogen sulphide - caution). P-915 seal leaking. Personal H2S "
        "monitors set to alarm at 3 ppm for this job. Isolate P-915 suction and discharge, drain to closed "
        "drain, flush; motor locked off at MCC-F1; replace cartridge seal.",
        "Lock off MCC-F1, isolate and drain\nH2S test\nSeal change\nLeak test",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Opening a sour-water pump is Cold Work and the 400 V motor is locked off; H2S at a 3 ppm alarm is "
        "stricter than usual.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 3}, "isolationPoints": ["MCC-F1"]},
    ),
    wo(
        "SWS reflux flange gasket",
        "Plant-A",
        "Hydrotreater",
        ["Sour water stripper reflux line", "Scaffold 6 m"],
        8,
        "Sour water stripper reflux line flange weeping at 6 m; the overhead is rich in NH3 and H2S. Erect "
        "scaffold to 6 m, isolate and drain the reflux line, break the flange and fit a new gasket. "
        "Air-line breathing apparatus for the break.",
        "Scaffold\nIsolate, drain, flush\nBreak flange on BA\nNew gasket, leak test",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Breaking a sour reflux flange is Cold Work; the 6 m scaffold is Working at Height; NH3 and H2S are named.",
        expect={"gasSubstances": ["NH3", "H2S"]},
    ),
    wo(
        "R-220 catalyst dump under nitrogen",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-220", "Vacuum truck", "Air-supplied breathing sets"],
        12,
        "Spent catalyst in R-220 is pyrophoric; reactor stays under N2 blanket. Vacuum truck in the reactor "
        "building bay sucks out catalyst; inert-entry crew enter on air-supplied sets to clear the bottom "
        "support. O2, LEL and CO monitored continuously.",
        "Blind reactor\nVac out catalyst\nInert entry to clear bed support\nBox up",
        [CSE, CW, VE],
        [],
        [HW, EX, RT, LIFT],
        "Inert entry into the reactor is Confined Space Entry; blinding and vacuuming is Cold Work; the "
        "vacuum truck in the reactor building is Vehicle Entry.",
        expect={"gasSubstances": ["O2", "LEL", "CO"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "E-310 bundle pull",
        "Plant-A",
        "Hydrotreater",
        ["Exchanger E-310", "Bundle extractor", "60 t crane"],
        10,
        "Pull the E-310 tube bundle (7 t) with the extractor and the 60 t crane; channel head and flanges "
        "already broken and blinded. Fan amach (keep out) of the crane radius.",
        "Rig extractor\nPull bundle, land on trailer",
        [LIFT, VE, CW],
        [],
        [HW, CSE, EX, RT, LOTO],
        "A 7 t bundle pull by crane is Lifting; the crane in the hydrotreater is Vehicle Entry; work on the "
        "opened exchanger is Cold Work.",
        pair="HT",
        start_hour=7,
    ),
    wo(
        "E-311 nozzle weld repair",
        "Plant-A",
        "Hydrotreater",
        ["Exchanger E-311", "Welding set"],
        10,
        "Weld repair of a cracked vent nozzle on E-311, next to E-310. E-311 isolated, drained, purged.",
        "Gas test\nGrind and weld\nFire watch 60 min",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE],
        "Welding on the exchanger is Hot Work; isolation is Cold Work; it runs beside a crane lift.",
        pair="HT",
        start_hour=7,
    ),
    wo(
        "Vac truck into bund - T-21 water draw",
        "Terminal-C",
        "Tank Farm",
        ["Vacuum truck", "Tank T-21"],
        8,
        "Vac truck drives into bund 4 to draw water from T-21 bottom.",
        "Gas test\nConnect hose\nDraw water",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "A vacuum truck in the tank farm bund is Vehicle Entry; the hose draw is Cold Work.",
        pair="TF",
        start_hour=8,
    ),
    wo(
        "T-22 internal inspection entry",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-22"],
        8,
        "Tank inspector enters cleaned T-22 in bund 4 for the floor scan.",
        "Gas test\nEntry\nFloor scan",
        [CSE],
        [],
        [HW, EX, RT, WAH],
        "Entry into the tank is Confined Space Entry beside a vehicle in the same bund.",
        expect={"gasSubstances": ["O2", "LEL"]},
        pair="TF",
        start_hour=8,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Loss notification CT-A fill fire - remaining repair",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower cell 3", "Hot-water distribution header", "Welding set"],
        10,
        "INSURER LOSS NOTIFICATION (preliminary): on 12 March sparks from welding on the cell 3 distribution "
        "header fell into the PVC fill and started a fire, put out by the deluge. Remaining job: complete "
        "the header weld from the fan deck at 10 m (deck edge unguarded on the damaged side), wet the fill "
        "and keep a fire watch below.",
        "Wet the fill, fire blankets\nHarness on deck\nComplete weld\nFire watch 60 min",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE],
        "The rest of the job is welding above combustible fill (Hot Work) on a deck edge at 10 m without "
        "guard rails (Working at Height).",
    ),
    wo(
        "Hotline report - cable strike TF north",
        "Terminal-C",
        "Tank Farm",
        ["24 V instrument cable", "Mini excavator 3 t"],
        8,
        "Anonymous hotline report: last week a crew dug a post hole with a mini excavator without a cable "
        "locate and cut a 24 V instrument cable at 0.6 m. Remaining job: hand expose, then dig to 1.1 m "
        "with the mini excavator under supervision to lay the repaired cable in sand.",
        "Locate\nHand dig, then machine to 1.1 m\nJoint cable, lay in sand",
        [EX, VE],
        [],
        [HW, CSE, RT, WAH, LOTO],
        "A 1.1 m dig is Excavation; the mini excavator in the tank farm is Vehicle Entry; a 24 V cable "
        "needs no electrical permit.",
    ),
    wo(
        "Worker statement - chain block pinch, valve V-88",
        "Plant-B",
        "Pipe Rack",
        ["Valve V-88 (1.4 t)", "2 t chain block", "Beam clamp"],
        8,
        "Statement of fitter: 'I had my hand on the valve body when it swung and caught my fingers against "
        "the flange.' Remaining: lift V-88 (1.4 t) into the line with a 2 t chain block on a rated beam "
        "clamp, tag lines, and bolt it in; the line is already drained and blinded.",
        "Inspect rigging\nLift with tag lines\nBolt in, remove blinds",
        [LIFT, CW],
        [WAH],
        [HW, CSE, EX, RT],
        "A 1.4 t lift is Lifting; installing a valve in the line is Cold Work.",
    ),
    wo(
        "5 Whys - arc flash racking CB-6",
        "Plant-B",
        "Substation",
        ["6.6 kV breaker CB-6", "Breaker truck", "Shutter assembly"],
        10,
        "5 WHYS: why the flash - the truck was racked in with shutter jammed; why jammed - bent linkage; ... "
        "Remaining job: isolate and earth the busbar section, replace the damaged shutter and breaker truck.",
        "Isolate and earth section\nReplace shutter and truck\nTest",
        [LOTO],
        [LIFT],
        [HW, CSE, EX, RT, WAH, VE],
        "Working in the 6.6 kV panel needs isolation and earthing (Electrical/LOTO).",
    ),
    wo(
        "Ẹ ṣọ́ra - source stuck, jetty line welds",
        "Terminal-C",
        "Jetty",
        ["Se-75 exposure container", "Jetty line 16in welds"],
        8,
        "Ẹ ṣọ́ra (be careful). Last shift the Se-75 source failed to retract; recovered by the RPS. "
        "Remaining: re-shoot 6 welds on the jetty line with the boundary set at 5 µSv/h.",
        "Barriers at 5 uSv/h\nExpose welds\nSurvey",
        [RT],
        [],
        [HW, CSE, EX, LIFT],
        "Gamma radiography is Radiography with a stricter boundary.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 5}},
    ),
    wo(
        "Pager - attendant left post, sump re-entry",
        "Plant-B",
        "Effluent Treatment",
        ["Sump SP-3"],
        6,
        "PAGER 14:02 CSE ATTENDANT NOT AT SP-3. Entry stopped. Remaining: re-enter SP-3 to finish desilting.",
        "New attendant\nGas test\nRe-enter",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT],
        "Re-entry into the sump is Confined Space Entry.",
        expect={"gasSubstances": ["H2S", "O2"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "(no subject)",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        '<html><body><div class="WordSection1"><p class="MsoNormal">&nbsp;</p></div></body></html>',
        "",
        [],
        [],
        ALL,
        "An empty HTML body: nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "attachment.pdf",
        "Plant-B",
        "Control Room",
        [],
        4,
        "JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVyIC9GbGF0ZURlY29kZT4+",
        "",
        [],
        [],
        ALL,
        "An undecoded base64 attachment: nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "{{title}}",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "{{description}} - equipment {{equipment_tag}} - requested by {{requester}}",
        "{{job_plan}}",
        [],
        [],
        ALL,
        "An unrendered mail-merge template: nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "P-3107B",
        "Plant-B",
        "Pipe Rack",
        ["P-3107B"],
        4,
        "P-3107B - ngizobuya nemininingwane (I will come back with the details)",
        "",
        [],
        [],
        [],
        "A bare tag with a Zulu 'details to follow': no work described.",
        expect={"needsReview": True},
    ),
]
