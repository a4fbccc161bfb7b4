"""unseen17 tune16 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round stresses realism: plain CMMS / SAP PM notifications and orders, turnaround worklist lines,
permit-request e-mails, method-statement excerpts, shift handovers, punch-list items and investigation
actions, as planners, supervisors, contractors and operators write them. Each label was written together
with its case (bench/eval/README.md conventions) and is never changed afterwards. build.py shuffles,
numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "TA27 WL-0114 E-1405 shell drain nozzle - crack",
        "Plant-A",
        "Crude Unit",
        ["Exchanger E-1405 (crude/residue)", "3/4in shell drain nozzle", "Grinder", "MMA welding set"],
        10,
        "TA27 worklist line 0114. Scope: mech only, NO HOT WORK on this line item (HW items are on the 02xx "
        "lines).\nInsp found linear indication at toe of 3/4\" drain nozzle weld on E-1405 shell, approx 12mm "
        "long. Action: grind out indication, DPI to confirm removal, rebuild w/ 2-3 runs E7018 (WPS-114 rev2), "
        "DPI final.\nExchanger isolated, drained & steamed out by ops, blinds per blind list BL-14. Nozzle is at "
        "grade under the shell, no scaff req'd.",
        "10 Confirm blinds BL-14 in place, gas test\n20 Grind out indication\n30 DPI\n"
        "40 Weld repair E7018 2-3 runs\n50 DPI final, insp sign-off",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The line item says NO HOT WORK but grinds out a crack and rebuilds it with E7018 stick welding on a "
        "crude exchanger: Hot Work required with the conflict flagged; ops have already isolated, drained and "
        "blinded it, so Cold Work is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "RE: Permit request - LS-3 NRV replacement",
        "Plant-A",
        "Wastewater Treatment",
        ["Lift station LS-3 wet well", "Non-return valve NRV-3B (DN150)", "Submersible pumps P-LS3A/B (400 V)",
         "Vacuum tanker"],
        8,
        "Hi Sandra,\n\nAs discussed pls raise the permits for tomorrow. Just to confirm there is no confined "
        "space entry on this one - the vac tanker sucks the well out from the top, our lads stay up top.\n\n"
        "Scope:\n1. Ops to stop P-LS3A/B and LOTO at MCC-WW1 (400V).\n2. Vac tanker parks at the kiosk and sucks "
        "out the well.\n3. Once its sucked down Dean goes down the fixed ladder to the bottom (approx 4.5 m) to "
        "unbolt NRV-3B off the discharge riser and scrape the last 100mm of grit off the benching so the new "
        "valve sits on the bracket.\n4. New NRV lowered down on a rope (abt 45kg), bolted up, Dean out.\n"
        "5. Pumps back to ops.\n\nCheers\nGavin Price\nSupervisor, Hydroclean Services",
        "LOTO pumps at MCC-WW1\nVac out well\nFitter down ladder, remove NRV, clean benching\nLower and fit new NRV\n"
        "Return pumps to ops",
        [CSE, LOTO, CW],
        [LIFT, VE],
        [HW, EX, RT],
        "The e-mail says no confined space entry, then sends Dean 4.5 m down the ladder into the wet well to "
        "unbolt the NRV: Confined Space Entry required with the conflict flagged; the 400 V pumps are locked off "
        "and a valve comes off the discharge riser (Cold Work); the vac tanker in a utility area and the 45 kg "
        "rope-lowered valve are optional.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "O2"],
                "isolationPoints": ["P-LS3A", "P-LS3B", "MCC-WW1"]},
    ),
    wo(
        "New 400V feed to P-12C - cable pull in existing trench",
        "Terminal-C",
        "Substation",
        ["MCC-2 spare cubicle 4C", "Cable 4c 95mm2 SWA", "Mini digger 1.5 t", "Existing cable trench CT-3"],
        10,
        "Excavation: NOT REQUIRED - cable laid in existing trench CT-3 (see dwg C-203).\n"
        "Long text: Pull new 4c95 SWA from MCC-2 cub 4C to P-12C starter. NB walked the route 12/02 - CT-3 has "
        "silted up / collapsed over the last 20 m outside the substation, tiles not visible. Mini digger (1.5t) "
        "to dig CT-3 back out to orig depth 0.8 m, hand dig within 0.5 m of the existing 11kV cables (CAT scan "
        "first). Lay sand & new cable, tiles, backfill. Terminate at MCC-2 cub 4C (bus stays live - cubicle "
        "isolated & locked) and at the starter.",
        "CAT & Genny scan route\nDig out CT-3 to 0.8 m (mini digger, hand dig near 11kV)\nPull cable, tile, backfill\n"
        "Terminate both ends under LOTO",
        [EX, LOTO],
        [VE, CW],
        [HW, CSE, RT, WAH],
        "The header says excavation is not required, but the long text digs the collapsed trench back out to "
        "0.8 m with a mini digger beside live 11 kV cables: Excavation required with the conflict flagged; "
        "terminating in an MCC with a live bus needs Electrical/LOTO; a mini digger at the substation (utility "
        "area) is Vehicle Entry optional.",
        expect={"scopeConflict": True, "liveSources": ["11 kV cables in CT-3", "MCC-2 busbar"],
                "isolationPoints": ["MCC-2 cubicle 4C"]},
    ),
    wo(
        "K-2201 aux LO pump motor u/s - repl",
        "Plant-B",
        "Compressor House",
        ["Aux lube oil pump motor PM-2201B (690 V, 75 kW)", "Monorail hoist 5 t", "Compressor K-2201"],
        8,
        "Notif type M2 | FLoc PLB-CH-K2201-LO-PM02 | Prio 2 | WorkCtr MECH-B\n"
        "Lifting equipment req'd: N/A (small motor)\n-----\n"
        "Motor PM-2201B tripped on earth fault, IR 0.2 MOhm. Replace with spare from stores (mat 100482231). "
        "Motor mass 1,350 kg per nameplate - use the 5t monorail above the LO console, slings from the lifting "
        "gear store. K-2201 runs on main LO pump PM-2201A throughout. E&I to isolate PM-2201B at MCC-CH2 (690V) "
        "and prove dead. Decouple, remove, fit spare, laser align, recouple.",
        "0010 E&I LOTO PM-2201B at MCC-CH2\n0020 Decouple, unbolt motor\n"
        "0030 Lift out old motor w/ 5 t monorail, land on skates\n0040 Lift in spare, align, recouple\n"
        "0050 E&I terminate, IR test, de-isolate, run test",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "The header says lifting equipment N/A but the long text lifts a 1,350 kg motor on the 5 t monorail: "
        "Lifting required (1 t or more) with the conflict flagged; the 690 V motor is locked off at the MCC; "
        "the compressor and main LO pump keep running beside the work, so Cold Work is optional.",
        expect={"scopeConflict": True, "liveSources": ["K-2201", "PM-2201A main lube oil pump"],
                "isolationPoints": ["PM-2201B", "MCC-CH2"]},
    ),
    wo(
        "FW ring main - repl 2 corroded pipe supports, T-farm N side",
        "Terminal-C",
        "Tank Farm",
        ["Fire water ring main 10in (in service, 9 barg)", "Clamp-on pipe supports (2 off)", "Hydraulic bottle jack",
         "Hydraulic nut splitter"],
        6,
        "2 off pipe supports at sleepers S-14 & S-15 rusted through (insp report TI-27-033). Replace with "
        "bolt-on clamp type supports. NO WELDING OR GRINDING on or near the main - ring main stays in service, "
        "no impairment. Jack line 5 mm off the sleeper w/ bottle jack + timbers, unbolt old saddle (nut splitter "
        "if seized), fit new clamp support, lower. Work at grade from the bund floor.",
        "Lay timbers, jack line 5 mm\nUnbolt old saddle\nFit clamp-on support\nLower and check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Jacking a live firewater main and bolting on new supports is mechanical work on operating plant (Cold "
        "Work); welding and grinding are genuinely excluded (clamp-on supports, nut splitter), so Hot Work is "
        "forbidden, and the work is at grade.",
        expect={"liveSources": ["Fire water ring main"]},
    ),
    wo(
        "Refit cable tray covers, Sub-A instr tray IT-04",
        "Plant-A",
        "Substation",
        ["Instrument cable tray IT-04 (24 V DC signal cables)", "Tray covers (6 off)", "3.6 m platform ladder",
         "400 V power tray PT-02"],
        4,
        "Covers blown off IT-04 in Tuesday's storm, now lying on the floor by the north wall. Refit 6 covers on "
        "IT-04 at 3.2 m above floor along the north wall (approx 8 m run) from a 3.6 m platform ladder, 2nd man "
        "footing. Tray carries 24V DC instrument signal cables only - no LOTO required. Do NOT open or touch the "
        "400V power tray PT-02 below it. Covers 4 kg each, hand up.",
        "Set up platform ladder, footing man\nRefit covers w/ new self-tappers\nCheck remaining covers on IT-04",
        [WAH],
        [],
        [LOTO, HW, CSE, EX, RT, LIFT, VE],
        "Refitting covers at 3.2 m from a platform ladder is Working at Height; the tray holds only 24 V DC "
        "signal cables and the 400 V tray is not touched, so Electrical/LOTO is genuinely excluded.",
        expect={"liveSources": ["400V power tray PT-02"]},
    ),
    wo(
        "Clarifier CL-2 sludge blanket survey",
        "Plant-B",
        "Effluent Treatment",
        ["Secondary clarifier CL-2", "Portable sonar sludge-blanket meter", "Scraper bridge walkway"],
        4,
        "Qtrly sludge blanket survey CL-2. Readings by handheld sonar lowered on its cable from the bridge "
        "walkway (handrails both sides). NO entry to the clarifier, NO draining - scraper bridge keeps running, "
        "take readings as it passes the marked points. Record depth at 6 points on form EFF-F12, email to process "
        "eng.",
        "Lower sonar at 6 points from bridge\nRecord depths on EFF-F12\nEmail results to process eng",
        [],
        [],
        [CSE, HW, EX, LOTO, RT, LIFT, VE, CW],
        "A sonar lowered from the railed bridge of a clarifier in service: entry and draining are genuinely "
        "excluded and nothing is opened or isolated, so no permit is required.",
        expect={"liveSources": ["CL-2 scraper bridge"]},
    ),
    wo(
        "P-3B suction strainer - clean basket",
        "Terminal-C",
        "Pump House",
        ["Gasoline transfer pump P-3B (400 V, standby)", "Suction strainer ST-3B", "Strainer basket (35 kg)",
         "Duty pump P-3A"],
        5,
        "dP high on ST-3B. P-3B on standby - ops to isolate suct/disch valves, drain to closed drain, LOTO motor at "
        "MCC-1 (400V). Open strainer cover, lift basket out by hand (2 man lift, 35 kg) - no hoist, no lifting "
        "gear needed. Clean, inspect mesh, new cover gasket, box up. P-3A stays on line.",
        "Ops isolate, drain, LOTO P-3B\nOpen cover, remove basket by hand\nClean, refit w/ new gasket\n"
        "Leak check, return to ops",
        [CW, LOTO],
        [],
        [LIFT, HW, CSE, EX, RT, VE, WAH],
        "Opening a gasoline strainer breaks containment (Cold Work) and the standby pump motor is locked off at "
        "400 V; the 35 kg basket is a two-man hand lift with no hoist, so Lifting is genuinely excluded.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["P-3A"], "isolationPoints": ["P-3B", "MCC-1"]},
    ),
    wo(
        "Jetty 2 LA-2 base plate weld crack - repair",
        "Terminal-C",
        "Jetty",
        ["Marine loading arm LA-2", "Arm base plate / riser fillet weld", "Arc gouging kit", "MMA welding set",
         "LA-2 HPU (400 V)"],
        9,
        "Crack approx 80 mm in fillet weld base plate to riser on LA-2 (found at 6-monthly insp). Arm out of "
        "service, drained & N2 purged, HPU locked off (400V) by terminal E&I. Arc-air gouge out crack, MPI, "
        "re-weld, MPI again after 48 h hold.\nNDT by MPI only - NO radiography on the jetty (fillet weld, and no "
        "RT during berth ops). Weld is at deck level.",
        "Confirm arm drained, purged, HPU LOTO\nGas test, fire watch\nGouge, MPI, weld\nMPI after 48 h",
        [HW, LOTO],
        [CW],
        [RT, CSE, EX, LIFT, VE, WAH],
        "Arc gouging and welding on the jetty is Hot Work and the arm's 400 V HPU is locked off; radiography is "
        "genuinely excluded (MPI on a fillet weld); the arm was drained and purged beforehand, so Cold Work is "
        "optional.",
        expect={"gasSubstances": ["LEL", "O2"], "isolationPoints": ["LA-2 HPU"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "CSE register update + signage, EFF area",
        "Plant-B",
        "Effluent Treatment",
        ["Confined space register", "CSE warning signs (3 off)", "Sump S-4", "Sump S-5", "Valve pit VP-2"],
        4,
        "Following CS assessment 27-004 add sumps S-4, S-5 and valve pit VP-2 to the confined space register "
        "(SharePoint) with their entry classification. Print 'DANGER - CONFINED SPACE - ENTRY BY PERMIT ONLY' "
        "signs and fix to the handrail next to each cover w/ cable ties. Covers NOT to be lifted, no entry.",
        "Update register\nPrint signs\nFix signs to handrails at grade",
        [],
        [],
        ALL,
        "Register paperwork and cable-tying signs to handrails at grade; the covers stay shut and nobody enters, "
        "so no permit.",
    ),
    wo(
        "Gas det calibration - portable 4-gas x6",
        "Plant-A",
        "Maintenance Workshop",
        ["Portable 4-gas detectors (6 off, LEL/O2/H2S/CO)", "Calibration gas cylinders", "Docking station"],
        4,
        "6-monthly cal of portable gas monitors s/n 4471-4476 in the instrument shop. Bump test, span w/ 50% LEL "
        "CH4 / 25 ppm H2S / 100 ppm CO / 18% O2 mix, record as-found/as-left in the cal database. 2 units failed "
        "bump last month - change sensors if req'd. Return to the rack in the permit office when done.",
        "Bump test\nSpan calibrate, record as-found/as-left\nChange failed sensors\nReturn to permit office rack",
        [],
        [],
        ALL,
        "Calibrating detectors on the instrument-shop bench; the gas names are calibration gases, not a job in "
        "the plant, so no permit.",
    ),
    wo(
        "Housekeeping P/H after weld job WO 40071822",
        "Terminal-C",
        "Pump House",
        ["Pump House floor", "Fire blanket", "Welding rod stub bin"],
        4,
        "Weld repair on P-7 baseplate finished yesterday, hot work permit HW-27-0418 signed off, 60 min fire "
        "watch done. Tidy up: sweep floor, pick up rod stubs & grinding disc offcuts, return the fire blanket & "
        "extinguisher to the cabinet, take scrap to the skip by hand. Broom and bucket only.",
        "Sweep floor, collect stubs and offcuts\nReturn fire blanket and extinguisher\nScrap to skip",
        [],
        [],
        ALL,
        "The hot work was finished and signed off yesterday; sweeping up and returning the fire blanket is "
        "housekeeping and needs no permit.",
    ),
    wo(
        "Wkly scaffold tag insp - CDU",
        "Plant-A",
        "Crude Unit",
        ["Scaffolds SC-101 to SC-118", "Scaffold register"],
        4,
        "Weekly walk round of CDU scaffolds with the register. Check scaff tag is green & in date, note any "
        "red/expired tags and report to the Altrad supervisor. Check from the ground / base lift only - do NOT "
        "climb. Update the register in the permit office.",
        "Walk round with register\nRecord tag status from grade\nReport expired tags\nUpdate register",
        [],
        [],
        ALL,
        "A tag check from the ground and a register update; nobody climbs, so Working at Height and every other "
        "permit would be a misreading.",
    ),
    wo(
        "CAT & Genny refresher - test bed",
        "Plant-B",
        "Warehouse",
        ["Cable avoidance tool (CAT4+)", "Signal generator (Genny4)", "Training test bed (buried cable loops)"],
        6,
        "Annual CAT & Genny refresher for 6 x civils staff on the buried-service test bed behind the warehouse. "
        "Trainer from Radiodetection. Locate, trace and mark the test-bed loops (installed 2019, signal only). "
        "Marking with spray paint. NO digging - test bed not to be disturbed. Certs to the training coordinator.",
        "Classroom briefing\nLocate and trace test-bed loops\nMark with spray paint\nIssue certificates",
        [],
        [],
        ALL,
        "Locating practice with a CAT and Genny on a training bed with digging excluded; no permit.",
    ),
    wo(
        "Close notif 10482217 - scaffold R-301 struck",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-301", "Scaffold SC-B-044"],
        4,
        "Insulation repair on R-301 top head completed 03/02, scaffold SC-B-044 struck by Brand 05/02. Verify "
        "area clear of tube & boards, confirm with area authority, attach photos and TECO the order. Nothing "
        "left to do on site.",
        "Walk area, photos\nConfirm with area authority\nTECO order",
        [],
        [],
        ALL,
        "The insulation work and the scaffold strike were finished by others; closing the order needs a look "
        "round and no permit.",
    ),
    wo(
        "TX-A2 monthly reading - oil lvl, temp, breather",
        "Plant-A",
        "Substation",
        ["Transformer TX-A2 (33/6.6 kV)", "Silica gel breather", "Oil level gauge"],
        4,
        "Monthly: record oil level, top-oil & winding temp and breather colour on TX-A2. Read from outside the "
        "compound fence w/ binoculars - do NOT enter the compound, TX stays energised. Log on form SUB-07. If "
        "silica gel > 2/3 pink raise a notif for change-out.",
        "Read gauges from outside compound fence\nLog on SUB-07\nRaise notif if breather spent",
        [],
        [],
        ALL,
        "Readings taken from outside the fence of an energised transformer; nobody enters the compound or "
        "touches anything, so no permit.",
        expect={"liveSources": ["TX-A2"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Repl LV-2105 HP sep level CV - body erosion",
        "Plant-A",
        "Hydrotreater",
        ["Level control valve LV-2105 (8in 1500#, 1.6 t)", "HP separator V-2103", "Scaffold 5 m",
         "50 t mobile crane", "Heat tracing HT-2105 (230 V)"],
        12,
        "Order 40091177 / PM01. LV-2105 body eroded, valve passing. Replace with refurbished spare (ex workshop). "
        "Valve + actuator 1.6 t. Valve sits at approx 4.5 m on the V-2103 outlet line. Unit on hydrogen, sour "
        "service (H2S in liquid) - loop isolated via block valves + spades, depressured to flare and N2 purged by "
        "ops, H2S < 1 ppm / LEL 0 before break.",
        "0010 Ops: isolate, depressure, N2 purge, spades per BL-2105\n0020 Scaff: erect 5 m scaffold around LV-2105\n"
        "0030 E&I: isolate HT-2105 230V at HTDB-4, disconnect positioner\n"
        "0040 Rigging: 50 t crane on pad W of V-2103, lift plan LP-27-019\n"
        "0050 Mech: break flanges, remove valve, fit spare, new gaskets, torque\n0060 Ops: leak test, remove spades",
        [CW, LOTO, WAH, LIFT, VE],
        [],
        [HW, CSE, EX, RT],
        "Removing a sour-service control valve breaks containment (Cold Work); heat tracing isolated at 230 V; "
        "work from a 5 m scaffold; a 1.6 t valve lifted by a 50 t mobile crane that enters the hydrotreater "
        "(Lifting, Vehicle Entry).",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["HT-2105", "HTDB-4"]},
    ),
    wo(
        "MS-0932 T-105 floor plate repair - excerpt sect 5",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-105 (gasoline, 32 m dia)", "Side-entry mixer M-105 (400 V)", "Plasma cutter", "Welding sets",
         "Vacuum box"],
        12,
        "5.1 Tank T-105 will have been emptied, cleaned and certified gas free by the tank-cleaning contractor "
        "prior to commencement.\n5.2 Entry to the tank shall be via shell manways MH-1 and MH-3 only, under a "
        "confined space entry permit, with continuous gas monitoring (LEL, O2, benzene) and a standby man at each "
        "manway.\n5.3 Mixer M-105 shall be isolated at MCC-TF2 (400 V) and locked off by Client E&I prior to "
        "entry.\n5.4 Corroded floor plates (approx 6 m2, refer UT map) shall be cut out by plasma and replaced by "
        "lap patch plates fillet-welded by coded welders.\n5.5 All patch welds shall be vacuum box tested.\n"
        "5.6 Patch plates (max 60 kg) shall be passed in through MH-1 by hand.",
        "Gas free cert, entry permit\nLOTO mixer M-105\nPlasma cut corroded plates\nWeld lap patches\n"
        "Vacuum box test, inspection",
        [CSE, HW, LOTO],
        [CW],
        [EX, RT, LIFT, VE, WAH],
        "Welders inside a gas-freed gasoline tank (Confined Space Entry) plasma-cut and weld floor patches (Hot "
        "Work) with the 400 V mixer locked off; cleaning and gas freeing were done beforehand by others, so Cold "
        "Work is optional; plates go in by hand.",
        expect={"gasSubstances": ["LEL", "O2", "benzene"], "isolationPoints": ["M-105", "MCC-TF2"]},
    ),
    wo(
        "PL-J-031 jetty head walkway - replace handrail stanchions",
        "Plant-B",
        "Jetty",
        ["Jetty head walkway handrail", "Stanchions (3 off)", "Grinder", "MMA welding set", "Rescue boat"],
        8,
        "Punch list item PL-J-031 (Cat B): 3 stanchions on the seaward edge of the jetty head walkway corroded at "
        "the base, rail loose. Remove rail section (edge open, approx 6 m drop to water), grind off old stanchion "
        "stubs, weld new stanchions to the deck edge beam, refit rail, paint. Harness w/ lanyard to temp anchor "
        "line; rescue boat & crew on standby while the edge is open. No ship at the berth during the work.",
        "Rig temp anchor line, rescue boat on standby\nRemove rail section\nGrind off stubs, weld new stanchions\n"
        "Refit rail, paint",
        [HW, WAH],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Grinding and welding on the jetty is Hot Work; with the rail removed the crew works at an open edge "
        "6 m above the water (Working at Height).",
    ),
    wo(
        "Handover - 8in diesel line leak at bund crossing BC-4",
        "Terminal-C",
        "Tank Farm",
        ["8in diesel line DL-08 (buried)", "Excavator 8 t", "Trench box", "Clamshell pipe cutter", "Welding set",
         "Ir-192 source container"],
        12,
        "Night shift handover 22:00\n- Leak found on DL-08 where it crosses under bund wall BC-4. Line drained to "
        "T-22, spaded both ends (SP-31/32), LEL 0 in the line at 21:30.\n- Tomorrow: 8t excavator (parked at bund "
        "gate - NOT to enter until vehicle permit issued) digs out to approx 1.8 m, trench box in. Fitters "
        "cold-cut the bad section w/ clamshell cutter, weld in new 1.5 m pup (2 butt welds).\n- Gamma RT of both "
        "welds (Ir-192) by the NDT contractor tomorrow night, barrier set by them.\n- Then wrap, backfill, "
        "reinstate bund wall.",
        "Vehicle permit, CAT scan, dig to 1.8 m, trench box\nCold-cut, weld pup\nIr-192 RT night shift\n"
        "Wrap, backfill, reinstate bund",
        [EX, VE, HW, RT, CW],
        [CSE, LIFT],
        [LOTO, WAH],
        "An 8 t excavator enters the bund and digs to 1.8 m with a trench box (Excavation, Vehicle Entry); the "
        "drained line is cut (Cold Work), a pup welded in (Hot Work) and the welds shot with Ir-192 "
        "(Radiography); welders in a boxed 1.8 m trench make Confined Space Entry optional, and the unweighed "
        "trench-box and pup lifts are optional.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["SP-31", "SP-32"]},
    ),
    wo(
        "R-301 agitator mech seal change",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-301 agitator (6.6 kV motor)", "Mechanical seal (double)", "Seal pot SP-301",
         "5 t electric hoist on top-floor beam"],
        12,
        "Seal leaking to seal pot (pot level rising ~2%/day). R-301 down for wash-out. Seal change needs the "
        "motor + gearbox assy (2.4 t) removed w/ the 5 t hoist on the top floor beam. E&I: isolate & earth 6.6 kV "
        "motor at SWB-B2 panel 7, LOTO. Ops: reactor emptied, washed, N2 purged, seal pot depressured & drained. "
        "Mech: remove drive assy, change seal cartridge, refit, align. No vessel entry.",
        "0010 Ops prep R-301, drain seal pot\n0020 E&I isolate & earth motor at SWB-B2/7\n"
        "0030 Lift motor/gearbox assy 2.4 t w/ 5 t hoist\n0040 Change seal cartridge\n0050 Refit, align, test",
        [LOTO, CW, LIFT],
        [],
        [HW, CSE, EX, RT, VE],
        "The 6.6 kV agitator motor is isolated and earthed, the seal pot and seal are opened (Cold Work) and the "
        "2.4 t drive assembly is lifted on the 5 t hoist (Lifting, 1 t or more); nobody enters the reactor.",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["R-301 agitator motor", "SWB-B2 panel 7"]},
    ),
    wo(
        "LR canopy f/lights x4 - repl w/ LED, bay 3-4",
        "Plant-A",
        "Loading Rack",
        ["Canopy floodlights FL-31 to FL-34 (230 V, Ex d)", "Distribution board DB-LR2", "Diesel boom lift (16 m)"],
        8,
        "4 off Ex floodlights u/s on canopy over bays 3/4 (approx 7m). Replace w/ Ex LED fittings, same glands. "
        "Circuit 7 isolated & locked at DB-LR2. Access by diesel boom lift (hire, spark-arrested) - bays 3 & 4 "
        "closed for the shift, bays 1-2 & 5-6 keep loading gasoline/diesel.",
        "Close bays 3/4, vehicle permit for boom lift\nIsolate cct 7 at DB-LR2\nRemove old fittings, fit LED, "
        "re-gland\nTest, restore",
        [WAH, LOTO, VE],
        [CW],
        [HW, CSE, EX, RT, LIFT],
        "Replacing 230 V floodlights at 7 m from a diesel boom lift in the loading rack: Working at Height, "
        "Electrical/LOTO (circuit locked at DB-LR2) and Vehicle Entry for the boom lift in a hydrocarbon area.",
        expect={"liveSources": ["bays 1-2 and 5-6 loading"], "isolationPoints": ["DB-LR2 circuit 7"]},
    ),
    wo(
        "FW tank TK-FW1 internal insp (5-yr)",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water storage tank TK-FW1 (2,500 m3)", "Jockey pump JP-1 (400 V)", "Diesel fire pumps FP-1/2",
         "Shell manway"],
        10,
        "5-yearly internal insp of coating + floor. FW system impaired: TK-FW1 drained to sewer, fire main fed "
        "from TK-FW2 via the crossover (impairment notice to insurer + fire brigade, fire watch patrols in the "
        "tank farm). Jockey pump JP-1 locked off at MCC-FW (400V). Open shell manway, ventilate, gas test (O2 - "
        "tank closed for 5 yrs), inspector enters with standby man at the manway. UT spot readings, photos.",
        "Impairment notice\nDrain TK-FW1, LOTO JP-1\nOpen manway, ventilate, gas test\nEntry & inspection\n"
        "Box up, refill, cancel impairment",
        [CSE, CW, LOTO],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "An inspector enters the drained firewater tank (Confined Space Entry); taking it out of service is a "
        "fire-system impairment (Cold Work) and the 400 V jockey pump is locked off; inspection is by UT, not "
        "radiography.",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["JP-1", "MCC-FW"]},
    ),
    wo(
        "PR-3 walkway grating panels - repl 4 off @ 6m",
        "Plant-B",
        "Pipe Rack",
        ["Pipe rack PR-3 maintenance walkway (6 m level)", "Grating panels (4 off, 45 kg)", "Grinder",
         "Welding set", "Gin wheel"],
        9,
        "4 grating panels on PR-3 walkway (gridline 12-13) corroded through, walkway barriered off. Grind off old "
        "saddle clips, lift out panels, haul new panels up w/ gin wheel (45kg each), weld new clips to the beams. "
        "Open holes in the walkway while panels are out - harness, lanyard to handrail post anchor, barrier "
        "below. Lines in the rack stay in service (ethylene, LP steam).",
        "Barrier walkway + grade below\nGas test, fire watch\nGrind clips, remove panels\nHaul new panels by gin "
        "wheel\nWeld clips, remove barriers",
        [HW, WAH],
        [LIFT, CW],
        [CSE, EX, RT, VE, LOTO],
        "Grinding and welding clips on an operating pipe rack (Hot Work) beside open walkway holes 6 m up "
        "(Working at Height); 45 kg gin-wheel hauls are Lifting optional and the live lines make Cold Work "
        "optional.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["ethylene line", "LP steam line"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "B-1 burner 3 flame scanner faulty - repl",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1", "Burner 3 flame scanner (24 V DC)", "Burner 3 fuel gas DBB valves", "Combustion air windbox"],
        5,
        "B-1 flame scanner on burner 3 flickering, burner tripped twice on flame failure. B-1 stays on load on "
        "burners 1, 2 & 4 (steam to site header 40 barg). Ops to take burner 3 out: close & lock DBB on burner 3 "
        "fuel gas, vent open. Scanner is 24 V DC loop powered - unplug at the quick connector. Windbox pressurised "
        "from FD fan and scanner cooling air stays on - remove scanner with the purge air on, do not pull the "
        "sight tube. Hot surfaces.",
        "Ops isolate burner 3 gas (DBB, lock)\nUnplug scanner, remove w/ cooling air on\nFit new scanner, align\n"
        "Ops re-light burner 3 via BMS",
        [CW],
        [],
        [LOTO, HW, CSE, EX, RT, LIFT, VE, WAH],
        "Taking one burner out on a firing boiler (fuel gas DBB locked) and changing its scanner is work on "
        "operating plant (Cold Work); the scanner is a 24 V DC loop, so Electrical/LOTO is forbidden, while the "
        "boiler, the other burners and the windbox air stay live.",
        expect={"liveSources": ["Boiler B-1", "Burners 1, 2, 4", "FD fan windbox air"],
                "isolationPoints": ["Burner 3 fuel gas DBB"]},
    ),
    wo(
        "SB-2 way 6 hot joint (thermo 27-Q1) - re-torque",
        "Plant-A",
        "Substation",
        ["400 V switchboard SB-2", "Outgoing way 6 MCCB (250 A)", "Insulating shrouds"],
        5,
        "Thermo survey Q1 found way 6 cable lugs 38 degC above ambient. Isolate way 6 (MCCB off, locked), prove "
        "dead at the lugs. SB-2 busbars and ways 1-5 & 7-12 stay live - cannot shut down, feeds the crude unit "
        "MCCs. Fit insulating shrouds over adjacent ways, arc-flash PPE cat 2, clean and re-torque lugs, "
        "re-shroud. Re-thermo after 24 h on load.",
        "Isolate & lock way 6, prove dead\nShroud adjacent live parts\nClean, re-torque lugs\nRemove shrouds, "
        "restore, re-thermo",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Working inside a 400 V switchboard with way 6 locked off and the busbars and other ways live is "
        "Electrical/LOTO with energised-work controls; a thermography 'hot joint' is not hot work.",
        expect={"liveSources": ["SB-2 busbars", "ways 1-5 and 7-12"], "isolationPoints": ["SB-2 way 6"]},
    ),
    wo(
        "P-12B coupling guard & alignment",
        "Terminal-C",
        "Pump House",
        ["Diesel transfer pump P-12B (standby, 400 V)", "Duty pump P-12A", "Coupling guard", "Laser alignment kit"],
        6,
        "Vibration route flagged 1x/2x on P-12B. Check & correct alignment, fit new coupling guard (old one "
        "cracked). P-12A duty - stays running throughout, do not touch. P-12B: E&I lock off at MCC-1 bkr 12B, ops "
        "close & chain suct + disch valves (no need to drain, casing not opened). Shim motor feet, laser align "
        "to < 0.05 mm.",
        "LOTO P-12B at MCC-1\nValves closed & chained\nRemove guard, laser align, shim\nFit new guard, run test",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The standby pump motor is locked off at 400 V for hands-on alignment while its duty twin keeps running; "
        "the casing is not opened, so Cold Work is optional.",
        expect={"liveSources": ["P-12A"],
                "isolationPoints": ["P-12B", "MCC-1 breaker 12B", "P-12B suction valve", "P-12B discharge valve"]},
    ),
    wo(
        "AB-2 disch butterfly vlv passing - repl DN300",
        "Plant-A",
        "Wastewater Treatment",
        ["Aeration blower AB-2 (400 V, 90 kW)", "Discharge butterfly valve DN300 (220 kg)", "Aeration header",
         "Chain block 1 t"],
        8,
        "AB-2 disch valve won't seal, header air backflows thru AB-2 when it's off. Replace. AB-1 & AB-3 stay "
        "running on the common header (basin DO must be kept up). E&I: AB-2 LOTO at MCC-WW2. Ops: close header "
        "isolation valve HV-207 (d/s of AB-2 disch) + lock. Header side at 0.6 barg until HV-207 proven shut. "
        "Valve 220 kg - 1 t chain block off the beam over AB-2.",
        "LOTO AB-2\nClose & lock HV-207, check no flow\nRig chain block, remove valve\nFit new valve, new gaskets\n"
        "Restore",
        [LOTO, CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH],
        "Blower AB-2 is locked off at 400 V and its discharge valve is removed from a header kept live by AB-1 and "
        "AB-3 (Cold Work for breaking into it); the 220 kg valve on a 1 t chain block is Lifting optional.",
        expect={"liveSources": ["AB-1", "AB-3", "aeration header"], "isolationPoints": ["AB-2", "MCC-WW2", "HV-207"]},
    ),
    wo(
        "HT JB-44 water ingress - reterm HT-118",
        "Plant-B",
        "Pipe Rack",
        ["Heat tracing junction box JB-44 (230 V)", "Heat trace circuit HT-118", "Heat trace circuits HT-117/HT-119",
         "HTDB-3", "Extension ladder"],
        6,
        "HT-118 tripping on earth leakage, JB-44 full of water. JB-44 carries HT-118 only, but HT-117 and HT-119 "
        "run in the same tray and stay energised. Isolate HT-118 at HTDB-3 (lock + tag), prove dead at the JB. "
        "Replace JB (Ex e), new glands, reterminate, IR test. JB at 4.5 m on stanchion G14 - ladder tied off + 2nd "
        "man footing. Phenol line (traced) stays in service.",
        "Isolate HT-118 at HTDB-3, prove dead\nLadder up, tie off\nReplace JB, reterminate\nIR test, restore",
        [LOTO, WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE],
        "Re-terminating a 230 V heat-trace junction box with its circuit locked off while the neighbouring "
        "circuits stay live (Electrical/LOTO), from a ladder at 4.5 m (Working at Height); the phenol line in "
        "service makes Cold Work optional.",
        expect={"liveSources": ["HT-117", "HT-119", "phenol line"], "isolationPoints": ["HT-118", "HTDB-3"]},
    ),
    wo(
        "D-101 desalter interface sample vlv #3 passing",
        "Plant-A",
        "Crude Unit",
        ["Desalter D-101", "Interface sample valve SV-3 (3/4in)", "Desalter transformer TR-101 (16.5 kV)"],
        4,
        "Try-cock / interface sample valve #3 on D-101 won't close fully, dripping crude/water. Desalter stays in "
        "service (140 degC, 11 barg) - replace valve behind the root valve: close root, check it holds, depressure "
        "via bleed, unscrew & replace valve. Transformer TR-101 on top of the vessel stays energised - no access "
        "to the top platform, no work on the transformer. Valve at grade.",
        "Close root valve, bleed, check holds\nReplace sample valve\nLeak check, hand back",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Replacing a sample valve on an in-service desalter behind a closed root valve breaks containment on "
        "operating plant (Cold Work); the 16.5 kV desalter transformer stays energised and is not worked on.",
        expect={"liveSources": ["Desalter D-101", "TR-101 desalter transformer"], "isolationPoints": ["SV-3 root valve"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "F-2208 rich amine filter - change cartridges",
        "Plant-A",
        "Hydrotreater",
        ["Rich amine filter F-2208", "Filter cartridges (12 off)", "Personal H2S monitors", "SCBA sets"],
        6,
        "dP 1.8 bar on F-2208. Rich amine - H2S in solution, flashes off on depressuring. Ops: switch to bypass, "
        "isolate, drain to amine sump, N2 sweep, vent to flare. Open top cover, change 12 cartridges, new O-ring. "
        "SCBA for cover opening until reading < 5 ppm; personal monitors set to alarm at 5 ppm (site), not 10. "
        "Old cartridges bagged as haz waste.",
        "Ops isolate, drain, N2 sweep\nGas test H2S/LEL/O2, SCBA on standby\nOpen cover, change cartridges\n"
        "Box up, leak test, back in service",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening a rich-amine filter breaks containment in sour service (Cold Work) with H2S testing at the "
        "site's 5 ppm alarm and an oxygen row after the nitrogen sweep; nobody enters the filter.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "T-311 benzene tk - N2 blanket regulator PCV-311 repl",
        "Plant-B",
        "Tank Farm",
        ["Benzene tank T-311 (in service)", "Blanket gas regulator PCV-311", "Roof platform 14 m (permanent handrails)",
         "Breathing air trolley", "PID meter"],
        6,
        "PCV-311 hunting, tank pressure swinging, PVRV lifting. Replace regulator (1in flanged). Tank stays in "
        "service - isolate PCV-311 N2 side & tank side valves, bleed. Vapour space is benzene + N2: breathing air "
        "for the break, O2 & benzene (PID) reading at the break point. Site benzene action level 0.5 ppm (8h) - PID "
        "alarm set at 0.5. Work from the fixed roof platform (permanent handrails), access by the stair.",
        "Isolate PCV-311 (N2 + tank side), bleed\nBA on, gas test benzene/O2/LEL\nReplace regulator\n"
        "Leak test, restore N2",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking into the vapour space of an in-service benzene tank is Cold Work with benzene (0.5 ppm site "
        "level), oxygen and LEL testing; the roof platform is permanently railed, so Working at Height is "
        "optional.",
        expect={"gasSubstances": ["benzene", "O2", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "B-2 flue duct exp joint leaking - repl bolts",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 (firing)", "Flue duct expansion joint EJ-2", "Scaffold 6 m", "Personal CO monitors"],
        8,
        "Flue gas leaking at EJ-2 flange, 2nd level approx 6 m above the FD fan. Smoke visible, handheld read 60 ppm "
        "CO at the flange. B-2 can't come off (winter load). Scaffold to 6 m round EJ-2. Tighten flange bolts, "
        "replace 6 corroded bolts one at a time, high-temp sealant. Personal CO monitors (alarm 35 ppm), work "
        "upwind, 20 min rotation if CO > 25 ppm.",
        "Erect & tag scaffold to 6 m\nCO test, monitors on\nReplace bolts one at a time, tighten\nSealant, re-test",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Bolting work on the flue duct of a firing boiler is mechanical work on operating plant (Cold Work) with "
        "CO testing at the leak; working from a 6 m scaffold is Working at Height.",
        expect={"gasSubstances": ["CO"]},
    ),
    wo(
        "Cl2 ejector CE-2 blocked - strip & clean",
        "Plant-A",
        "Wastewater Treatment",
        ["Chlorine ejector CE-2", "Chlorine drum 1 t (on line)", "Vacuum regulator VR-2", "Cl2 leak detector"],
        5,
        "Final effluent chlorination: CE-2 not pulling vacuum. Close drum valve on the on-line 1 t drum, let VR-2 "
        "run down to zero, close VR-2 outlet, isolate motive water. Strip CE-2 (throat + nozzle), clean, new "
        "diaphragm & O-rings, rebuild. Cl2 detector in the room alarms at 0.5 ppm; escape sets at the door, work "
        "in pairs; ammonia bottle for leak check on reinstatement. Drum NOT moved, no drum change on this job.",
        "Close drum valve, run down VR-2\nIsolate motive water\nStrip, clean, rebuild CE-2\nReinstate, leak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening a chlorine ejector and vacuum line breaks containment on a chlorine system (Cold Work, Cl2 "
        "monitoring); the 1 t drum stays where it is, so Lifting is forbidden.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "SRU incin stack SO2 analyser probe - filter blocked",
        "Plant-A",
        "Flare Area",
        ["SRU incinerator stack", "CEMS SO2 analyser probe AT-801", "Probe heater (230 V)",
         "Stack platform 22 m (permanent handrails, caged ladder)"],
        6,
        "AT-801 flat-lining, probe filter blocked (sulphur). Incinerator in service - stack gas SO2 up to 800 ppm, "
        "occasional H2S slip. Climb caged ladder to the 22 m platform, isolate probe heater 230V at local "
        "isolator (lock), close probe isolation ball valve, withdraw probe, change sintered filter, reinstall. "
        "Full-face respirator w/ acid gas cartridge, personal SO2 + H2S monitor. Stack flange hot (~300 degC).",
        "Isolate & lock probe heater\nClose probe valve, withdraw probe\nChange filter, reinstall\nRestore, check "
        "analyser reading",
        [CW, LOTO],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "Withdrawing a probe from an in-service incinerator stack breaks containment (Cold Work) with SO2 and H2S "
        "monitoring, and the 230 V probe heater is locked off; the 22 m platform is permanently railed, so "
        "Working at Height is optional.",
        expect={"gasSubstances": ["SO2", "H2S"], "isolationPoints": ["AT-801 probe heater isolator"]},
    ),
    wo(
        "TLB slop sump SS-1 - pump out w/ vac truck",
        "Terminal-C",
        "Truck Loading Bay",
        ["Slop oil sump SS-1", "Vacuum truck (diesel)", "Sump pump SP-1 (400 V)"],
        6,
        "SS-1 sump pump SP-1 failed, sump nearly full (gasoline/water + sludge, has given H2S readings before - "
        "15 ppm at the cover last Sept). Vac truck to enter TLB via gate 2 and park in bay 6 (bay 6 closed), suck "
        "out SS-1 through 3in hose from the cover opening. Lock off SP-1 at MCC-TLB (400V) before the cover is "
        "lifted. No entry. H2S/LEL monitor at the cover, truck exhaust pointed away from bay 5. Load disposed at "
        "slop tank T-30.",
        "Close bay 6, vehicle entry permit\nLOTO SP-1\nGas test at cover H2S/LEL\nVac out sump by hose",
        [VE, CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH],
        "A diesel vacuum truck enters the truck loading bay (Vehicle Entry) and empties the slop sump through a "
        "temporary hose (Cold Work) with the 400 V sump pump locked off; gas testing for H2S and LEL; no entry.",
        expect={"gasSubstances": ["H2S", "LEL"], "isolationPoints": ["SP-1"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "C-101 TA: install trays 28-32, top section",
        "Plant-A",
        "Crude Unit",
        ["Crude column C-101", "Manway MW-4 (28 m platform)", "Tray panels (25 kg)", "Rescue tripod"],
        10,
        "TA27 WL-0201. C-101 steamed, blinded (blind list BL-101), gas free cert CF-27-011. 3 fitters enter thru "
        "MW-4 at the 28 m platform (permanent handrails) to install tray panels on trays 28-32 (bolted, no hot "
        "work inside). Continuous O2/LEL/H2S monitoring, hole watch at MW-4, rescue team & tripod on the platform. "
        "Tray panels (25 kg) hand-passed thru MW-4.\nSIMOPS: welding at grade near the base of C-101, same window.",
        "Gas test, entry permit\nHole watch & rescue set up at MW-4\nInstall tray panels 28-32\nInspection, box up",
        [CSE],
        [CW, WAH],
        [HW, EX, RT, VE, LIFT, LOTO],
        "Three fitters inside the crude column installing bolted trays need Confined Space Entry with gas "
        "monitoring and a hole watch; the platform is railed and there is no hot work inside; the welding at the "
        "base is the partner order's permit.",
        expect={"gasSubstances": ["O2", "LEL", "H2S"]},
        pair="cdu_ta",
        start_hour=7,
    ),
    wo(
        "P-105 suct line pipe guide - re-weld, C-101 base",
        "Plant-A",
        "Crude Unit",
        ["Pipe guide PG-105-3", "6in P-105 suction line (in service)", "MMA welding set", "Grinder"],
        10,
        "Pipe guide on 6in suction line to P-105 cracked at its weld to the sleeper beam. Line in service (~280 "
        "degC residue). Repair weld guide to sleeper steel only - NO welding on the pipe. Grind out, weld, MPI. At "
        "grade approx 10 m from C-101 bottom manway MW-1 (MW-1 stays closed). Fire blanket over drain hubs, "
        "continuous LEL monitor, fire watch 60 min after.\nSIMOPS: C-101 top section entry ongoing same shift.",
        "Gas test, cover drain hubs\nGrind out crack\nWeld guide to sleeper, MPI\nFire watch 60 min",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Grinding and welding the guide to the sleeper beside an in-service residue line is Hot Work with LEL "
        "monitoring and a fire watch; the column entry is the partner order's permit.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["6in P-105 suction line"]},
        pair="cdu_ta",
        start_hour=7,
    ),
    wo(
        "Berth 1 cargo hose string change - jetty crane",
        "Terminal-C",
        "Jetty",
        ["Jetty pedestal crane JC-1 (10 t SWL)", "Cargo hose string 10in (2.6 t)", "Hose saddles", "Hose rack"],
        8,
        "Replace 10in cargo hose string on berth 1 (hydrotest expired). Lift old string (2.6 t) off the saddles "
        "with JC-1 and land on the hose rack, lift new string in. Lift plan LP-J-07, banksman, tag lines. Hoses "
        "drained & blown through with N2 last shift, blanked both ends. No vessel alongside. RT crew working at "
        "the jetty head same shift - keep JC-1 slew clear of their barrier.",
        "Lift plan briefing\nLift old string to rack\nLift new string onto saddles\nMake up blanks",
        [LIFT],
        [CW],
        [HW, CSE, EX, VE, WAH, LOTO],
        "A 2.6 t hose string lifted by the fixed jetty crane needs a lifting permit (a fixed pedestal crane is not "
        "Vehicle Entry); the hoses were already drained and blanked, so Cold Work is optional.",
        pair="jetty_rt",
        start_hour=13,
    ),
    wo(
        "RT tie-in welds 10in line, jetty head",
        "Terminal-C",
        "Jetty",
        ["New 10in product line tie-in welds (6 off)", "X-ray tube 300 kV", "RT van"],
        8,
        "Pre-comm RT of 6 tie-in butt welds on the new 10in line at the jetty head (line not yet tied in to the "
        "manifold, empty). X-ray 300 kV directional, 2 films per weld. RT van onto the jetty via the causeway, "
        "parks at the jetty head. Barrier at 2.5 uSv/h (site rule), signs + lights, radio contact with the jetty "
        "crane driver - crane slew restricted. Welds at deck level.",
        "Vehicle permit for RT van\nSet barrier 2.5 uSv/h, survey\nExpose 6 welds\nDevelop, report",
        [RT, VE],
        [],
        [HW, CSE, EX, WAH, LOTO, CW],
        "X-ray radiography of the tie-in welds with a 2.5 µSv/h barrier, and the RT van driven onto the jetty "
        "(Vehicle Entry); the line is new and empty, so nothing is broken.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
        pair="jetty_rt",
        start_hour=13,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Action IR-27-006 - N2 line struck during excavation, TF",
        "Plant-B",
        "Tank Farm",
        ["2in nitrogen line (buried, PE, unmarked)", "Vac-ex truck", "Repair clamp"],
        10,
        "Investigation IR-27-006 summary: on 14/01 a contractor's excavator digging a cable trench in the tank "
        "farm struck an unmarked 2in N2 line at approx 0.6 m. N2 released at 7 barg, no injuries, O2 at the "
        "trench edge read 19.0% before the line was isolated. Root cause: line not on as-builts, no CAT/Genny "
        "scan (PE pipe, not detectable anyway).\nAction 3: isolate N2 sub-header, expose the remaining 15 m of "
        "the N2 route with vac-ex truck to 1.2 m, fit repair clamp at the strike point, survey & add line to "
        "as-builts.",
        "Ops isolate N2 sub-header\nVac-ex truck into tank farm, expose route to 1.2 m\nFit repair clamp\n"
        "Survey, backfill",
        [EX, VE, CW],
        [],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "Vacuum excavation to 1.2 m (Excavation) with a vac-ex truck in a tank farm (Vehicle Entry) and clamping "
        "the isolated nitrogen line (Cold Work); oxygen is tested at the trench after the release.",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["N2 sub-header"]},
    ),
    wo(
        "SA-27-03 follow-up: complete flange bolt-up FL-88 @12m",
        "Plant-A",
        "Pipe Rack",
        ["Pipe rack PR-A2 (12 m level)", "8in gas oil line flange FL-88", "Scaffold SC-A-221", "Tool lanyards"],
        6,
        "Safety alert SA-27-03: 18/01 a 1.2 kg podger spanner fell 12 m from scaffold SC-A-221 on PR-A2 and "
        "landed 2 m from an operator. Work stopped.\nOutstanding: final bolt-up and torque of FL-88 (gasket "
        "already fitted, line isolated & drained, blinds in) - 8 studs. Restart only with tool lanyards on every "
        "tool, toe boards + netting checked on SC-A-221, exclusion zone below.",
        "Inspect scaffold, toe boards, netting\nTether all tools\nExclusion zone at grade\nTorque FL-88, ops remove "
        "blinds, leak test",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Finishing a flange bolt-up from a 12 m pipe-rack scaffold is Working at Height, and flange work on a "
        "gas-oil line ahead of de-blinding is Cold Work; the dropped spanner changes the controls, not the "
        "permits.",
    ),
    wo(
        "P-204B tripped - motor term box burnt",
        "Terminal-C",
        "Pump House",
        ["Pump P-204B motor (400 V, 55 kW)", "MCC-2 bucket 204B", "Motor terminal box", "Duty pump P-204A"],
        5,
        "Shift log extract 12/02:\n02:10 P-204B tripped on O/L, smell of burning at the motor. Auto changeover to "
        "P-204A OK.\n02:25 Found T-box lid discoloured, one phase lug burnt. P-204B breaker racked out & locked by "
        "shift electrician, caution tag.\n07:00 Handed to days.\nDay job: replace burnt lug & cable tail, new T-box "
        "gasket, IR test, re-term. P-204A stays on duty.",
        "Verify lock at MCC-2/204B, prove dead\nReplace lug & tail, new gasket\nIR test, re-terminate\nHand back",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Re-terminating a 400 V motor whose breaker is racked out and locked is Electrical/LOTO; the burnt lug "
        "from the night's fault is not hot work.",
        expect={"liveSources": ["P-204A"], "isolationPoints": ["MCC-2 bucket 204B"]},
    ),
    wo(
        "LL-27-02 action - re-lift P-301 casing w/ gantry crane",
        "Plant-B",
        "Warehouse",
        ["Pump casing (1.8 t)", "Warehouse gantry crane (5 t)", "1 t chain block (quarantined)"],
        4,
        "Lessons learned LL-27-02: 21/01 fitters tried to lift a 1.8 t pump casing (spare for P-301) off a pallet "
        "with a 1 t chain block hung from a racking beam. Block overloaded, load dropped 0.3 m back onto the "
        "pallet, racking beam bent. Block & beam quarantined.\nAction: lift the casing onto the transport frame "
        "with the 5 t gantry crane, lift plan by appointed person, rigging inspected, area barriered. Racking "
        "repair on a separate WO.",
        "Lift plan by AP\nInspect rigging\nBarrier area\nLift casing to transport frame",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH, LOTO, CW],
        "Lifting a 1.8 t casing with the warehouse gantry crane is a lifting operation above 1 t needing a lift "
        "plan; the gantry crane is fixed, not a vehicle.",
    ),
    wo(
        "Follow-up flashover 11kV RMU-3 cable box F3",
        "Terminal-C",
        "Substation",
        ["Ring main unit RMU-3 (11 kV)", "Cable termination, feeder F3", "Cold-shrink termination kit"],
        8,
        "Event 27-0031: 03/02 19:40 flashover in the cable box of RMU-3 feeder F3, protection tripped, nobody in "
        "the substation. Suspected cause termination tracking (moisture).\nRepair: switching programme SP-27-014 "
        "by the AP - F3 isolated at both ends and earthed, HV permit-to-work. Cut back cable, fit new cold-shrink "
        "termination (no heat gun, no torch), HV test, re-energise.",
        "Switching programme SP-27-014, isolate & earth F3\nCut back, fit cold-shrink termination\nHV test\n"
        "Re-energise",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Re-terminating an 11 kV feeder isolated and earthed under a switching programme is Electrical/LOTO; the "
        "termination is cold-shrink with no heat gun or torch, so Hot Work is forbidden.",
        expect={"isolationPoints": ["RMU-3 feeder F3"]},
    ),
    wo(
        "NM-0907 follow-up - scaffold tube delivery CDU",
        "Plant-A",
        "Crude Unit",
        ["Flatbed truck with HIAB (diesel)", "Scaffold tube bundles (approx 3 t total, 1 t bundles)"],
        5,
        "NM-0907: 30/01 a contractor pick-up drove into the CDU without a vehicle entry permit and parked 5 m from "
        "a pump being drained; the operator stopped it, engine off. Toolbox talk done.\nOutstanding: the tube "
        "delivery the pick-up was meant to meet. Flatbed w/ HIAB to enter CDU via road 4 under a vehicle entry "
        "permit (gas test at drop point, spark arrestor, escorted), offload 3 t of scaffold tube in 1 t bundles "
        "w/ the HIAB to laydown L-3.",
        "Vehicle entry permit, gas test at L-3\nEscort flatbed in via road 4\nOffload 1 t bundles by HIAB\n"
        "Escort out",
        [VE, LIFT],
        [],
        [HW, CSE, EX, RT, WAH, LOTO, CW],
        "A diesel flatbed entering the crude unit needs Vehicle Entry with a gas test, and offloading 1 t "
        "bundles with its HIAB is a crane lift (Lifting).",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "pls delete - raised in error",
        "Plant-B",
        "Control Room",
        [],
        4,
        "Raised against wrong FLoc, duplicate of 10483310. Pls delete/reject.",
        "",
        [],
        [],
        ALL,
        "Nothing to assess: a duplicate raised in error.",
        expect={"needsReview": True},
    ),
    wo(
        "As per conv. w/ Gary",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "As per conversation with Gary at the 8 o'clock. Gary knows what's needed.",
        "",
        [],
        [],
        ALL,
        "No job is described, only a reference to a conversation.",
        expect={"needsReview": True},
    ),
    wo(
        "PLB-RB-R301-AG01",
        "Plant-B",
        "Reactor Building",
        ["R-301 agitator"],
        4,
        "??",
        "",
        [],
        [],
        [],
        "A bare functional location with no job: any permit type would be a guess, so nothing is forbidden.",
        expect={"needsReview": True},
    ),
    wo(
        "Notification 10485521 created",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "Notification 10485521 saved\nNo long text maintained\nMessage no. IM402",
        "",
        [],
        [],
        ALL,
        "An SAP system message pasted in place of a job; nothing to assess.",
        expect={"needsReview": True},
    ),
]
