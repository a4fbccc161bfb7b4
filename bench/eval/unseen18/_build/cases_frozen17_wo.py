"""unseen18 frozen17 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
frozen17 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "JB-4417 water ingress - re-gland & reseal",
        "Plant-B",
        "Pipe Rack",
        ["Junction box JB-4417", "Heat trace circuit HT-4417", "HTDB-2", "4.2m extension ladder"],
        6,
        "Notif type M2 | FLoc PB-PR-L2-JB4417 | Prio 3 | WC INST-B\n"
        "Long text:\n"
        "JB-4417 (heat trace / instr junction box, rack row 4) found full of water after last weeks rain. "
        "2 x 24V DC loops + 1 x 230V heat trace cct terminate in it. Access: all work at grade, no WAH on "
        "this job.\n"
        "Step 1 - Isolate HT cct HT-4417 at HTDB-2 (230V), lock + tag.\n"
        "Step 2 - Set up 4.2m ext ladder against rack stanchion, foot it, climb up to the JB (sits approx "
        "3.8m up on the 2nd tier steel) and open lid.\n"
        "Step 3 - Dry out, replace 3 x M20 glands + new lid gasket, IR test HT cct.\n"
        "Step 4 - Restore HT, remove LOTO.",
        "0010 Isolate HT-4417 at HTDB-2, LOTO\n0020 Ladder access to JB-4417, open lid\n"
        "0030 Dry out, repl glands + lid gasket\n0040 IR test, reinstate, remove LOTO",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, CW],
        "The notification says all work is at grade with no WAH, then climbs a 4.2 m ladder to a box about "
        "3.8 m up: Working at Height required with the conflict flagged; the 230 V heat-trace circuit is "
        "locked off at HTDB-2 (Electrical/LOTO). Termination work is not Cold Work.",
        expect={"scopeConflict": True, "isolationPoints": ["HT-4417", "HTDB-2"]},
    ),
    wo(
        "Permit req - CDU P-118 pad sump pump out",
        "Plant-A",
        "Crude Unit",
        ["Oily water sump P-118 pad", "Vacuum truck 10m3 (diesel)", "3in suction hose"],
        5,
        "Hi Marco,\n\n"
        "Can you raise the permits for tmrw day shift pls. Job is the oily water sump at the P-118 pump pad, "
        "its overflowing onto the pad since the seal went on Tuesday. No vehicles will enter the unit for "
        "this job.\n\n"
        "Plan is our 10m3 vac truck (diesel Scania) comes in off the ring road, parks on the unit road "
        "alongside the pump pad about 5m from the sump and we suck it out with the 3in hose, then hose down "
        "the pad. Sump cover lifted by hand (2 guys). Nobody goes in the sump.\n\n"
        "Truck will be earthed + bonded, driver stays with it the whole time.\n\n"
        "Cheers\nDanny - Hydrovac Services",
        "Gas test at sump + truck position\nPosition vac truck on unit road, earth + bond\n"
        "Lift cover by hand, suck out with 3in hose\nHose down pad, refit cover, truck out",
        [VE, CW],
        [],
        [HW, CSE, EX, LIFT, RT, WAH, LOTO],
        "The e-mail says no vehicles will enter the unit, then parks a diesel vac truck on the unit road beside "
        "the pump pad: Vehicle Entry required with the conflict flagged; the hose transfer of oily water is "
        "Cold Work; nobody enters the sump.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "TA27 WL-HDT-0412 repl 3in drain nozzle E-2305 shell",
        "Plant-A",
        "Hydrotreater",
        ["Feed/effluent exchanger E-2305", "3in drain nozzle", "Welding set", "PWHT heater mats", "Ir-192 source"],
        10,
        "TA27 WORKLIST   WL-HDT-0412   Rev 2\n"
        "Equip: E-2305 feed/effluent exch (shell side)\n"
        "Scope: cut out thinned 3in drain nozzle (UT 2.1mm vs 4.5mm min), weld in new 3in sch160 nozzle + "
        "RF pad, PWHT by contractor (electric heater mats).\n"
        "NDT: MPI + UT only - NO RT on this item.\n"
        "Prereqs: exch isolated + spaded by ops (blind list BL-23), gas free cert in place.\n"
        "Seq: cut out old nozzle w/ grinder, prep, weld (GTAW root / SMAW fill+cap), PWHT 650 degC, then "
        "final NDT = 100% RT of nozzle butt weld w/ Ir-192 on night shift, + hydrotest shell side.",
        "Confirm spades BL-23 + gas free cert\nCut out nozzle, prep, weld new nozzle + pad\nPWHT 650 degC\n"
        "Night shift RT (Ir-192), hydrotest",
        [HW, RT],
        [CW],
        [CSE, EX, LIFT],
        "The worklist says no RT on this item, but the final NDT is 100% Ir-192 radiography of the butt weld: "
        "Radiography required with the conflict flagged; grinding, welding and PWHT are Hot Work; ops did the "
        "spading, so Cold Work is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "H2S"]},
    ),
    wo(
        "AG-2103 agitator motor noisy brg - change out motor",
        "Plant-B",
        "Reactor Building",
        ["Agitator AG-2103", "Reactor R-2103", "37kW 400V motor", "1t chain block", "Runway beam"],
        8,
        "Notification M1 - reported by Ops shift C\n"
        "AG-2103 (R-2103 agitator) motor DE bearing running hot + noisy, vib 11 mm/s.\n"
        "Planner note: motor swap like for like w/ rotable spare 37kW from stores. No electrical isolation "
        "required - mechanical job only.\n\n"
        "Operations:\n"
        "10  Electrician to disconnect motor cables at motor terminal box (400V) and tag\n"
        "20  Fitter unbolt motor from lantern, remove via 1t chain block on runway beam above (motor 290kg)\n"
        "30  Fit spare motor, align coupling\n"
        "40  Electrician reconnect, check rotation\n"
        "50  Handback to ops",
        "10 Disconnect motor cables (400V)\n20 Unbolt + remove motor w/ chain block\n30 Fit spare, align\n"
        "40 Reconnect, check rotation\n50 Handback",
        [LOTO],
        [LIFT, CW],
        [HW, CSE, EX, RT, VE],
        "The planner says no electrical isolation is required, yet an electrician disconnects the 400 V motor "
        "cables: Electrical/LOTO required with the conflict flagged; the 290 kg chain-block lift and the "
        "mechanical work on the agitator are optional.",
        expect={"scopeConflict": True},
    ),
    wo(
        "T-14 in-service floor insp by robotic crawler",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-14 (diesel, cone roof)", "24in roof manway", "Inspection crawler (ROV)"],
        9,
        "PM notif M3 | Terminal-C TF T-14 (diesel, 18m dia, cone roof)\n"
        "API 653 internal inspection done ONLY by in-service robotic crawler (ROV) - tank stays in service, NO "
        "draining, NO entry, NO hot work. Crawler (35kg) lowered by hand on its own umbilical through the 24in "
        "roof manway by the inspection contractor. Roof access by the stairway to the handrailed roof platform "
        "at 12m. Manway cover unbolted by our fitter and refitted after with new gasket.\n"
        "Deliverable: floor thickness map + settlement survey.",
        "Gas test at roof manway\nUnbolt roof manway cover\nLower crawler, inspect floor (approx 6 h)\n"
        "Retrieve crawler, refit cover w/ new gasket",
        [CW],
        [WAH],
        [CSE, HW, EX, RT, VE, LIFT, LOTO],
        "The inspection is done by a crawler with the tank in service and no entry, draining or hot work, so "
        "those types are forbidden. Unbolting the roof manway of an in-service diesel tank is Cold Work, and "
        "the handrailed roof platform leaves Working at Height optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Add pipe support under 6in gasoline line, TF manifold 3",
        "Plant-A",
        "Tank Farm",
        ["6in gasoline transfer line", "Concrete sleeper S-14A", "Screw-jack pipe support", "ATEX cordless drill"],
        6,
        "Notif M2  PA-TF-MAN-03  prio 2\n"
        "6in gasoline transfer line sagging btwn supports S-14/S-15 at manifold 3 (approx 40mm), line in "
        "service.\n"
        "Scope: new adjustable screw-jack support bolted to the EXISTING concrete sleeper at S-14A. No ground "
        "disturbance - no excavation, nothing dug, the sleeper is already there. 4 x M16 chemical anchors into "
        "the sleeper top with ATEX cordless drill, set jack + PTFE slide plate, wind jack up to the line by "
        "hand until snug. No welding on the line.",
        "Gas test\nDrill + set chem anchors in existing sleeper\nInstall jack support + slide plate\n"
        "Jack to line, lock nuts",
        [CW],
        [],
        [EX, HW, CSE, LIFT, RT, VE, WAH, LOTO],
        "The support is bolted to an existing sleeper with no digging, so Excavation is forbidden; jacking a "
        "support up to a live gasoline line is mechanical work on operating plant (Cold Work); an ATEX cordless "
        "drill and no welding keep Hot Work out.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["6in gasoline transfer line"]},
    ),
    wo(
        "PT-3318 relocate to grade (MOC-27-044)",
        "Plant-B",
        "Compressor House",
        ["Pressure transmitter PT-3318A", "K-331 suction header", "3/4in drain valve", "2-valve manifold"],
        6,
        "MOC-27-044 implementation.\n"
        "PT-3318 (K-331 suction press, 24V DC loop) currently sits at 5.5m on the suction line and can only be "
        "reached by ladder. New PT-3318A to be installed LOW LEVEL at grade: tap off the existing 3/4in drain "
        "vlv on the suction header low point (0.8m above floor), new 2-vlv manifold + transmitter on a floor "
        "stand. Old PT stays where it is - abandoned in place, NOT removed, nobody goes up to it. No WAH.\n"
        "K-331 stays in service - suction header live (4 barg fuel gas). Tapping onto the drain = break of "
        "containment: drain vlv stays closed, cap removed under gas test.",
        "Gas test\nRemove cap from drain vlv (vlv closed)\nFit manifold + PT-3318A on stand\n"
        "Leak test w/ N2, loop check (24V)",
        [CW],
        [],
        [WAH, LOTO, HW, CSE, EX, LIFT, RT, VE],
        "The new transmitter is fitted at grade and the old one is left untouched at 5.5 m, so Working at "
        "Height is forbidden; the only electrics are a 24 V DC loop (Electrical/LOTO forbidden); removing the "
        "cap on a live fuel-gas header is a break of containment (Cold Work).",
        expect={"gasSubstances": ["LEL"], "liveSources": ["K-331", "suction header"]},
    ),
    wo(
        "Canteen grease trap - qtrly pump out",
        "Terminal-C",
        "Admin Building",
        ["Canteen grease trap (2.5m chamber)", "Waste contractor tanker"],
        4,
        "PPM task FM-GT-01 (qtrly)\n"
        "Canteen grease trap, below ground, 2.5m deep chamber in the yard behind the kitchen. Pump out by the "
        "licensed waste contractor's tanker from the yard - tanker parks on the admin car park, hose dropped "
        "through the cover. NO ENTRY into the chamber under any circumstance, all done from the surface. "
        "Contractor to provide waste transfer note. Check level alarm resets after.",
        "Open cover (2-man lift, keyed)\nTanker suction via hose from surface\nRefit cover\n"
        "File waste transfer note",
        [],
        [CW, VE],
        [CSE, HW, EX, LIFT, RT, WAH, LOTO],
        "A routine pump-out from the surface with entry explicitly excluded: Confined Space Entry is forbidden "
        "and nothing else needs a permit; the hose transfer and a tanker on the admin car park are optional "
        "under site practice.",
    ),
    wo(
        "New CCTV camera bay 5 - power + data cable",
        "Terminal-C",
        "Truck Loading Bay",
        ["PTZ camera", "Overhead cable tray (4.5m)", "Lighting DB-LB2", "Battery scissor lift"],
        8,
        "Work request from Security.\n"
        "Install 1 x PTZ camera on the gantry column at bay 5. Cable route: on the EXISTING overhead cable tray "
        "along the gantry (4.5m) - no trenching, no ducts, no digging at all.\n"
        "Power from 230V lighting DB-LB2 spare way 7 - isolate whole DB? no, DB-LB2 stays live for the bay "
        "lighting, way 7 MCB off + locked, terminate in the live DB under the electrician.\n"
        "Battery scissor lift (electric) for tray + camera access, camera at 5m.\n"
        "Bays 1-4 & 6 keep loading during the job, bay 5 coned off.",
        "Position battery scissor lift, barrier bay 5\nRun cable on tray, fix camera at 5m\n"
        "Terminate at DB-LB2 way 7 (MCB locked off)\nTest + commission w/ Security",
        [WAH, LOTO],
        [VE],
        [EX, HW, CSE, LIFT, RT, CW],
        "The cable runs on existing overhead tray with digging explicitly excluded (Excavation forbidden); the "
        "camera and tray at 4.5-5 m from a scissor lift are Working at Height; terminating in a live 230 V DB "
        "with the way locked off is Electrical/LOTO; a battery scissor lift in the loading bay is optional.",
        expect={"liveSources": ["DB-LB2"], "isolationPoints": ["DB-LB2 way 7"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "6-mthly thorough exam loose lifting gear - rigging loft",
        "Plant-B",
        "Warehouse",
        ["Webbing slings", "Chain slings", "Shackles", "Chain blocks 1-5t", "Lever hoists"],
        8,
        "PPM LG-06M.\n"
        "Competent person (insurers engineer) to carry out the 6-monthly thorough examination of loose lifting "
        "accessories in the rigging loft: 46 x webbing slings, 22 x chain slings, 60 x shackles, 8 x chain "
        "blocks (1-5t), 4 x lever hoists. Visual + tag check on the bench, change colour code to GREEN for H1. "
        "Quarantine anything condemned, webbing cut with a knife, chain to the scrap bin. No loads lifted - "
        "nothing gets hung off anything. Update the register in SAP.",
        "Lay out gear on benches\nThorough exam + colour code\nQuarantine rejects\nUpdate register, issue reports",
        [],
        [],
        ALL,
        "An examination of lifting gear on a bench with no load lifted: no permit.",
    ),
    wo(
        "Monthly vib route PH-1 (12 pumps)",
        "Terminal-C",
        "Pump House",
        ["Pumps P-101A..P-106B", "Handheld vibration data collector", "IR thermometer"],
        4,
        "PdM route VIB-PH1.\n"
        "Take vibration readings w/ handheld data collector (magnet-mount accelerometer) on the running pumps "
        "P-101A..P-106B, record brg temps with IR gun, note seal leaks, upload to the CM software. Pumps stay "
        "running - check + record only, do NOT touch guards or couplings. Report anything >7.1 mm/s to the "
        "planner for a seperate WO.",
        "Walk route, take readings\nRecord brg temps + leaks\nUpload data, flag exceedances",
        [],
        [],
        ALL,
        "Condition-monitoring readings on running pumps with nothing opened or touched: no permit.",
    ),
    wo(
        "TA27 heavy lift planning - 500t crawler crane (desk)",
        "Plant-A",
        "Crude Unit",
        ["Column C-101 overhead vapour line", "Plot plan", "Lift plans LP-001..LP-014"],
        8,
        "Planning task only, no site work.\n"
        "- Issue RFQ to 3 crane hire companies for a 500t crawler crane for the C-101 overhead vapour line "
        "replacement (TA27, 6 weeks)\n"
        "- Review contractor lift plans LP-001..LP-014, check ground bearing calcs vs the geotech report\n"
        "- Book the crane assembly area, mark up the plot plan\n"
        "- Input to TA schedule (Primavera)\n"
        "Site walk NOT needed for this task - the lift supervisor does the walkdown under a separate order.",
        "Issue RFQ\nReview lift plans + GBP calcs\nBook assembly area, mark up plot plan\nUpdate TA schedule",
        [],
        [],
        ALL,
        "Desk planning of future crane lifts with no site work: no permit.",
    ),
    wo(
        "Bench test PSV-2207 (removed) - valve shop",
        "Plant-A",
        "Maintenance Workshop",
        ["PSV-2207", "Valve test bench (N2)"],
        6,
        "PSV-2207 was removed from V-2207 under WO 40061337 (complete, TECO'd) and is on the valve shop bench.\n"
        "Scope: as-recieved pop test on the test bench (N2, set 14.5 barg), record pop / lift and reseat "
        "pressure, strip, lap disc + nozzle, rebuild, re-set, re-test, seal + tag. Valve shop is a workshop - "
        "no process connection. Valve moved about on the pallet truck (approx 60kg).",
        "As-received pop test\nStrip, lap, rebuild\nSet + retest, seal + tag\nRecord results",
        [],
        [],
        ALL,
        "A relief valve tested and overhauled on a workshop bench after removal under another, finished "
        "order: no permit.",
    ),
    wo(
        "CUI visual survey rack 2 - from grade, photos only",
        "Plant-B",
        "Pipe Rack",
        ["Insulated lines rack 2 tiers 1-3", "Camera with 30x zoom"],
        7,
        "Inspection notif (QM).\n"
        "Walk rack 2 (E-W run) at grade and record damaged cladding, missing bands, open seams and rust "
        "staining at supports on the insulated lines, tiers 1-3. Camera w/ 30x zoom only - no ladders, no "
        "scaffold, no MEWP, no insulation removal. Mark up the ISOs, load photos to the RBI database, scope "
        "follow-on strip + inspect WOs for next year.",
        "Walk rack at grade, photograph\nMark up ISOs\nLoad photos to RBI database\nRaise follow-on notifs",
        [],
        [],
        ALL,
        "A visual survey from grade with a camera, nothing removed and no access equipment: no permit.",
    ),
    wo(
        "Preserve spare 11kV VCB trucks (spares room)",
        "Terminal-C",
        "Substation",
        ["Spare 11kV VCB truck x2"],
        4,
        "Annual preservation of the 2 x spare 11kV vacuum circuit breaker trucks kept in the substation spares "
        "room. They are NOT racked into any switchboard panel and have never been connected - dead, loose "
        "equipment. Wipe down, check VI wear indicator, operate mechanism 5 x by hand (manual charge + push "
        "buttons), grease per OEM, refit dust covers, update the spares list.",
        "Wipe down + inspect\nOperate mech by hand x5\nGrease, dust covers\nUpdate spares list",
        [],
        [],
        ALL,
        "Preserving spare breakers that are not connected to anything: no isolation and no permit.",
    ),
    wo(
        "Mthly L8 temp checks - admin bldg HWS",
        "Terminal-C",
        "Admin Building",
        ["Calorifier CAL-1", "Sentinel outlets"],
        4,
        "Legionella control (ACOP L8 / HSG274 pt 2).\n"
        "Record calorifier flow (>=60 degC) + return (>=50 degC) temps from the panel guages, run the sentinel "
        "hot taps (nearest / furthest) for 1 min and record with probe thermometer (>=50 degC within 1 min), "
        "cold taps <20 degC within 2 min. Flush the little-used outlets list. Enter in the log book.\n"
        "Check only - no work on the calorifier, no valves operated.",
        "Record calorifier temps\nSentinel tap temps\nFlush little-used outlets\nUpdate log book",
        [],
        [],
        ALL,
        "Recording hot and cold water temperatures and running taps: no permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "FW hydrant H-07 riser leaking @ ground level - repl",
        "Terminal-C",
        "Tank Farm",
        ["Hydrant H-07 riser (6in CS)", "10in fire water ring main", "3t mini digger (diesel)", "Welding set",
         "Ir-192 source"],
        11,
        "SAP PM01 order, notif 10082231\n"
        "FLoc TC-FW-TF-H07    WC: MECH-C / civils contractor\n"
        "Long text:\n"
        "H-07 riser (6in CS) leaking at the ground line, corroded through under the wrapping. Ring main section "
        "7-8 to be isolated (FW impairment - notify fire team + ops, H-06 / H-08 stay in service from the other "
        "side of the ring).\n"
        "Dig out round the riser w/ 3t mini digger (diesel) to ~1.2m down to the tee on the 10in main, hand dig "
        "the last 300mm. Riser unbolted at the tee flange, new riser spool prefabbed in the workshop, 1 x "
        "closure butt weld made on site at the flange end, 100% RT (Ir-192, NDT contractor), wrap + coat, "
        "backfill, pressure test ring main section to 12 barg.",
        "0010 FW impairment, isolate sect 7-8\n0020 Locate services, dig out to 1.2m\n"
        "0030 Remove riser, fit new spool, weld closure\n0040 RT closure weld\n"
        "0050 Wrap, backfill, test 12 barg, restore FW",
        [EX, HW, CW, VE, RT],
        [],
        [WAH, LOTO],
        "A 1.2 m machine dig in the tank farm (Excavation, Vehicle Entry for the diesel digger), a site closure "
        "weld (Hot Work) radiographed with Ir-192 (Radiography), and a fire-main impairment and line break "
        "(Cold Work).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "E-1420 fin fan M-3 motor burnt out - repl",
        "Plant-A",
        "Pipe Rack",
        ["Air cooler E-1420", "Fan motor M-3 (30kW 400V)", "MCC-4", "25t Franna crane"],
        10,
        "Notif M1 prio 2  FLoc PA-PR-E1420-M3\n"
        "Motor M-3 (30kW 400V) tripped on earth fault, IR 0 MOhm. Air cooler E-1420 sits on top of the rack at "
        "~11m, motor hangs under the bundle on the fan drive frame.\n"
        "Plan: elec isolate + lock off M-3 at MCC-4 bkr 12, prove dead, disconnect. Fitters access via the fan "
        "deck walkway - handrail section at the motor bay to be REMOVED to let the motor out sideways. 25t "
        "Franna on the rack road, old motor down + new motor up (motor 310kg + lifting beam).\n"
        "Fans M-1, M-2, M-4 keep running (process can't lose cooling).",
        "0010 Isolate M-3 at MCC-4/12, LOTO\n0020 Remove handrail section, rig motor\n"
        "0030 Franna lift old motor out / new in\n0040 Fit + tension belts, refit handrail\n"
        "0050 Reconnect, bump test, remove LOTO",
        [LOTO, LIFT, VE, WAH],
        [CW],
        [HW, CSE, EX, RT],
        "A 400 V motor locked off at the MCC (Electrical/LOTO), a mobile-crane lift (Lifting) with the crane "
        "on the pipe-rack road (Vehicle Entry), and fitters at 11 m with a handrail section removed "
        "(Working at Height).",
        expect={"isolationPoints": ["M-3", "MCC-4 bkr 12"], "liveSources": ["M-1", "M-2", "M-4"]},
    ),
    wo(
        "Berth 2 fender panel F-4 - crack repair (MS excerpt)",
        "Terminal-C",
        "Jetty",
        ["Fender panel F-4 (2.3 t)", "Berth 2 jetty pedestal crane (SWL 5t)", "Suspended work platform",
         "FCAW welding set"],
        10,
        "Method Statement MS-0917 Rev 1 (Marine Fab Services) - section 6 Work Sequence\n"
        "6.1  No vessel alongside berth 2 for the duration (confirmed by Harbour Master). Cargo lines on berth "
        "2 drained, loading arm parked + stowed.\n"
        "6.2  Fender panel F-4 (steel frame w/ UHMW pads, 2.3 t) unbolted from the cone fender and landed on "
        "the jetty deck with the berth 2 jetty pedestal crane (SWL 5t). Rigging by our appointed rigger to "
        "lift plan LP-0917. All materials by the jetty crane, no vehicles on the jetty head.\n"
        "6.3  Cracked frame welds air-arc gouged out, MPI, rewelded FCAW on the deck (gas test every 2 h, fire "
        "watch).\n"
        "6.4  Panel re-hung. Bolting of the panel to the cone fender done from a suspended work platform hung "
        "off the jetty edge, 4.5 m above the water - harness + lanyard, rescue boat on standby.\n"
        "6.5  NDT by MPI only after repair, no radiography.",
        "Harbour Master confirms no vessel\nLift panel to deck (jetty crane)\nGouge + reweld, MPI\n"
        "Re-hang panel, bolt from suspended platform",
        [HW, WAH, LIFT],
        [],
        [RT, VE, CSE, EX, LOTO],
        "Air-arc gouging and FCAW welding (Hot Work), a 2.3 t crane lift (Lifting), and bolting from a "
        "platform hung 4.5 m above the water (Working at Height); MPI only and no vehicles on the jetty.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Permit request wk 14 - new UPS feeder SS-B to CCR",
        "Plant-B",
        "Substation",
        ["LV board LVB-2", "4c 70mm2 SWA cable", "2 x 100mm ducts", "Mobile tower scaffold"],
        10,
        "From: Lee Hart (PowerCore Electrical)\n"
        "To: Permit Office Plant-B\n"
        "Subject: Permit request wk 14 - new UPS feeder SS-B -> CCR\n\n"
        "Hi all,\n"
        "Requesting permits Tues-Thurs for the new 4c 70mm2 SWA feeder from SS-B board LVB-2 to the new UPS in "
        "the CCR:\n"
        "1. Road crossing: break out kerb + hand dig trench across the access road to 0.8m, lay 2 x 100mm "
        "ducts, backfill + reinstate. CAT + genny first, drawings show a 6.6kV cable close by.\n"
        "2. Pull cable through the ducts then up onto the existing containment on the CCR outside wall at 4m - "
        "from a mobile tower scaffold.\n"
        "3. Termination at LVB-2: spare way 5 (ACB) racked out + locked, LVB-2 busbars stay live (can't be "
        "shut down, it feeds the CCR). Our AP does the isolation, second man present.\n"
        "4. UPS end terminated dead (UPS not commissioned yet).\n"
        "No hot work.\n"
        "Thanks, Lee",
        "CAT + genny, hand dig road crossing 0.8m, lay ducts\nCable pull, fix to containment at 4m from tower\n"
        "Terminate LVB-2 way 5 (racked out + locked, busbars live)\nTest + energise",
        [EX, WAH, LOTO],
        [],
        [HW, CSE, RT, CW],
        "A 0.8 m hand dig near a 6.6 kV cable (Excavation), cable fixed at 4 m from a tower scaffold (Working "
        "at Height), and a termination in a board whose busbars stay live with the way racked out and locked "
        "(Electrical/LOTO).",
        expect={"liveSources": ["LVB-2 busbars", "6.6kV cable"], "isolationPoints": ["LVB-2 way 5"]},
    ),
    wo(
        "Siding 2 turnout T2 - repl worn switch rail + thermit welds",
        "Plant-A",
        "Loading Rack",
        ["Rail siding 2 turnout T2", "LH switch rail (approx 1.1 t)", "Road-rail excavator (RRV, diesel)",
         "Thermit welding kit"],
        12,
        "Track maintenance request (rail contractor: TrackWorks)\n"
        "Location: Loading Rack rail siding 2, turnout T2 (RTC gantry end).\n"
        "Possession: siding 2 closed, no RTCs on siding 2. Sidings 1 + 3 keep loading gasoline RTCs.\n"
        "Points are hand-operated (ground lever frame), no point motor.\n"
        "Work: replace worn LH switch rail (approx 1.1 t, 12 m) + 2 x closure rails. RRV (road-rail "
        "excavator, diesel) on-tracks at LC-1, digs out ballast under the closure rails to 400mm w/ the "
        "bucket, lifts old switch rail out + new one in on a rail lifting beam. 2 x alumino-thermic (Thermit) "
        "welds + grind to profile. Re-ballast + tamp.",
        "Possession + gas test\nRRV on-track, dig out ballast to 400mm\nLift out old / lift in new switch rail\n"
        "Thermit welds x2, grind\nBallast, tamp, hand back",
        [HW, LIFT, VE, EX],
        [],
        [CSE, RT, WAH, LOTO],
        "Thermit welding and rail grinding (Hot Work) beside sidings loading gasoline, a 1.1 t rail on the "
        "excavator's beam (Lifting), a diesel road-rail excavator at the loading rack (Vehicle Entry) digging "
        "ballast 400 mm by machine (Excavation).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Blr 3 breeching duct - refractory + anchor repair",
        "Plant-B",
        "Boiler House",
        ["Boiler 3 breeching duct", "Access door AD-2", "ID fan F-3 (6.6kV)", "FD fan F-3B", "Damper D-3"],
        12,
        "Notif from Boiler House maint (written up by the refractory sub - ex cement kiln crew):\n"
        "Hot spot on the breeching duct Blr 3 -> stack, thermo camera 280 degC on the casing. Blr 3 OFF for its "
        "outage, Blr 1 + 2 firing into the common stack - duct damper D-3 closed + pinned, no blank possible.\n"
        "Scope: enter the duct via access door AD-2, scaffold inside the duct to 5m (duct is 6m high), break "
        "out failed castable (approx 2 m2) w/ chipping hammers, cut + weld new V-anchors (SS310) to the "
        "casing, shutter + cast new castable.\n"
        "ID fan F-3 (6.6kV) isolated + earthed at SWGR-B, FD fan F-3B locked off.\n"
        "CO monitor on every entrant (Blr 1 + 2 flue gas behind the damper).",
        "Isolate ID + FD fans, pin damper D-3\nGas test (O2, CO), open AD-2, ventilate\n"
        "Scaffold inside duct to 5m\nBreak out, weld anchors, cast\nBox up, remove isolations",
        [CSE, HW, LOTO, WAH],
        [CW],
        [EX, RT, VE],
        "Entry into a flue duct (Confined Space Entry) with CO from the firing boilers, anchor welding (Hot "
        "Work), fans isolated and locked (Electrical/LOTO), and a 5 m scaffold inside the duct (Working at "
        "Height).",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["ID fan F-3", "FD fan F-3B", "damper D-3"],
                "liveSources": ["Blr 1", "Blr 2"]},
    ),
    wo(
        "Clarifier CL-2 centre drive gbx repl",
        "Plant-A",
        "Wastewater Treatment",
        ["Primary clarifier CL-2", "Centre drive gearbox (1450kg)", "Drive motor 400V", "50t mobile crane"],
        10,
        "WWT notif M2.\n"
        "CL-2 (primary clarifier, 28m dia) centre drive torque overload alarms, worm gear worn (oil sample "
        "bronze 600 ppm). Replace drive gearbox assy (1450kg) with new unit from stores.\n"
        "- Isolate drive motor 400V at MCC-WWT bkr 9, LOTO, check torque limiter micro-switch.\n"
        "- Rake arms stay down in the sludge - CL-2 stays in service (flow can't all go via CL-1), no "
        "draining, nobody into the tank.\n"
        "- 50t mobile crane on the hard standing beside CL-2, lifts the gbx off the centre platform (bridge + "
        "centre platform handrailed).\n"
        "- Old unit to workshop for rebuild.",
        "LOTO drive motor\nUnbolt gbx, disconnect coupling\nCrane lift out / in (1450kg)\n"
        "Align, oil fill, test run",
        [LIFT, LOTO],
        [VE, WAH, CW],
        [CSE, HW, EX, RT],
        "A 1.45 t gearbox by mobile crane (Lifting) with the 400 V drive locked off (Electrical/LOTO); a crane "
        "in the wastewater area and the handrailed bridge are optional; nobody enters the clarifier.",
        expect={"isolationPoints": ["MCC-WWT bkr 9"]},
    ),
    wo(
        "Geotech boreholes BH-1..BH-4 for new tank TK-640",
        "Plant-B",
        "Tank Farm",
        ["Track-mounted sonic/RC drill rig (diesel, 14 t)", "Support ute (diesel)", "Bund TK-630/TK-635"],
        12,
        "Drilling program - contractor Coreline Drilling (mining / exploration crew)\n"
        "4 x geotech holes for the new TK-640 foundation, inside the existing bund of TK-630 / TK-635 (both in "
        "service, toluene).\n"
        "Rig: track-mounted sonic/RC rig (diesel, 14 t) + support ute (diesel), both track/drive in over the "
        "bund ramp.\n"
        "Each hole: hand-dug pre-collar / inspection hole to 1.5m first for services clearance, then drill to "
        "EOH 18m, SPT every 1.5m, core boxes logged on site, holes grouted on completion.\n"
        "Rig mast 9m - nobody climbs the mast, rod handling at deck level by the drillers offsider.",
        "Services search + permits\nTrack rig + ute into bund\nPre-collar by hand to 1.5m, drill to 18m EOH\n"
        "SPT + log core, grout holes, demob",
        [EX, VE],
        [],
        [HW, CSE, RT, WAH, LOTO],
        "Boreholes drilled to 18 m after 1.5 m hand-dug pre-collars (Excavation), with a diesel rig and ute "
        "driven into an in-service toluene bund (Vehicle Entry); nobody climbs the mast.",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "CER rack B07 - repl faulty PDU B (B-feed)",
        "Plant-B",
        "Control Room",
        ["Rack B07 (DCS servers)", "PDU-B07-B", "PDU-B07-A", "RPP-2"],
        5,
        "Incident INC0045721 -> WO\n"
        "Central Equipment Room (CCR bldg), rack B07 (DCS servers). PDU-B07-B (B-feed, 230V 32A) tripping its "
        "outlet breaker, intermittent. Replace PDU-B07-B like for like.\n"
        "DCS servers are dual-corded: A-feed (PDU-B07-A) STAYS LIVE and carries the rack during the swap - do "
        "not touch the A-feed cords, label them first.\n"
        "Isolate B-feed at RPP-2 way 14 (lock + tag), prove dead at the PDU inlet, swap PDU, re-plug B cords "
        "one at a time, restore, check both feeds on the DCS power status page. DCS engineer to witness.",
        "Label A/B cords, DCS eng on watch\nIsolate RPP-2 way 14, LOTO, prove dead\n"
        "Swap PDU-B07-B, re-plug B cords\nRestore B-feed, verify redundancy",
        [LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH, CW],
        "A 230 V PDU swapped with its feed locked off at the RPP while the A-feed stays live in the same rack: "
        "Electrical/LOTO.",
        expect={"liveSources": ["PDU-B07-A", "A-feed"], "isolationPoints": ["RPP-2 way 14"]},
    ),
    wo(
        "LTHW pump P2 mech seal leaking - repl (P1 on duty)",
        "Terminal-C",
        "Admin Building",
        ["LTHW pump P1", "LTHW pump P2 (5.5kW 400V)", "Local isolator LI-P2", "P2 isolating valves"],
        6,
        "Plant room B, Admin bldg.\n"
        "LTHW secondary circ pumps P1 / P2 (duty/standby, 5.5kW 400V each). P2 weeping at the mech seal, "
        "80degC water, 3 bar. P1 stays on duty throughout - heating must stay on, P1 and the common header "
        "stay live + hot.\n"
        "Lock off P2 at its local isolator LI-P2 + tag at the MCP; close + chain/lock P2 suction + discharge "
        "iso valves; drain P2 casing to the floor gully via hose, let it cool; split pump, replace mech seal "
        "kit, reassemble, refill, vent, test run P2 then set back to standby.",
        "LOTO P2 at LI-P2, lock iso valves\nDrain + cool casing\nReplace mech seal\n"
        "Refill, vent, test run, set to standby",
        [LOTO, CW],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH],
        "The standby pump is locked off at its 400 V isolator (Electrical/LOTO) and opened on a hot-water "
        "system while the duty pump and header stay live (Cold Work).",
        expect={"liveSources": ["P1", "LTHW header"],
                "isolationPoints": ["LI-P2", "P2 suction valve", "P2 discharge valve"]},
    ),
    wo(
        "11kV SWBD SB-A1 pnl 7 - trip coil o/c, repl",
        "Plant-A",
        "Substation",
        ["11kV switchboard SB-A1", "Circuit breaker CB7", "Earth switch ES-7", "110V DC MCB-7"],
        6,
        "Protection fault: panel 7 (feeder to T-7) trip circuit supervision alarm, trip coil open circuit.\n"
        "Switching programme SP-27-031 (AP: J. Okafor):\n"
        "1. Open CB7, rack out to TEST then fully WITHDRAWN, lock shutters (busbar + cable side) w/ safety "
        "locks.\n"
        "2. Feeder cable to T-7 earthed via earth switch ES-7, locked.\n"
        "3. CB7 on its truck on the floor - discharge the closing spring, isolate the 110V DC trip/close "
        "supply MCB-7 in the LV compartment (lock).\n"
        "SB-A1 busbars stay LIVE at 11kV (the other 9 feeders in service) - work only on the withdrawn truck "
        "and the LV compartment.\n"
        "4. Replace trip coil, test trip/close at 110V DC via test plug, rack back in under the programme.",
        "Switching SP-27-031 steps 1-3\nSafety document issued\nReplace trip coil on withdrawn truck\n"
        "Test, cancel safety doc, restore",
        [LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH, CW],
        "An 11 kV breaker withdrawn, its shutters locked and the feeder earthed under a switching programme "
        "while the busbars stay live: Electrical/LOTO.",
        expect={"liveSources": ["SB-A1 11kV busbars"], "isolationPoints": ["CB7", "ES-7", "MCB-7"]},
    ),
    wo(
        "K-301A 1st stg HE disch valve - repl (K-301B running)",
        "Plant-B",
        "Compressor House",
        ["Recip compressor K-301A", "Recip compressor K-301B", "3.3kV motor", "SWGR-C cubicle 4",
         "Suction/discharge block valves"],
        10,
        "Notif M2 prio 2  PB-CH-K301A\n"
        "K-301A (recip, recycle gas, 3.3kV motor) 1st stage HE discharge valve running 18 degC hotter than the "
        "others = broken valve. K-301B runs on the common suction + discharge headers and STAYS ON LINE.\n"
        "Isolation: motor 3.3kV isolated at SWGR-C cubicle 4 + earthed (E&I), suction + discharge block vlvs "
        "closed + chained/locked, spectacle blinds swung, bleed to flare, N2 purge to <1% LEL. Barring gear "
        "locked.\n"
        "Fitters: remove valve cover, pull valve (approx 25kg, by hand), fit rebuilt valve, new gaskets, torque "
        "cover bolts.",
        "Electrical isolation + earth 3.3kV\nMechanical isolation, blinds, depress + N2 purge\n"
        "Change discharge valve\nLeak test, remove isolations",
        [LOTO, CW],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH],
        "A 3.3 kV compressor motor isolated and earthed (Electrical/LOTO) and a compressor valve cover opened "
        "on a gas system whose headers stay live with the twin machine running (Cold Work).",
        expect={"liveSources": ["K-301B", "suction header", "discharge header"],
                "isolationPoints": ["SWGR-C cubicle 4", "suction block valve", "discharge block valve"],
                "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "VSD-CWP-2 heatsink fan seized - repl (CWP-1/3 running)",
        "Plant-A",
        "Cooling Tower",
        ["Cooling water pump CWP-2", "VSD-CWP-2 (690V 250kW)", "MCC-CT", "UPS DB"],
        6,
        "E&I notification.\n"
        "Cooling water pump CWP-2 VSD (690V, 250kW) over-temp alarm, internal heatsink fan seized. CWP-1 + "
        "CWP-3 carry the load and STAY RUNNING, their VSDs are in the same line-up (VSD room beside the CT "
        "basin).\n"
        "Isolate CWP-2 VSD at its incomer ACB in MCC-CT (690V) + lock, also the 230V aux supply from UPS DB "
        "way 3 (lock). Wait 15 min for DC bus discharge, verify <50V DC at the DC bus terminals before "
        "touching anything.\n"
        "Replace fan assy, test run CWP-2 on the VSD, return to standby.",
        "LOTO 690V incomer + 230V aux\nWait 15 min, verify DC bus <50V\nReplace heatsink fan\n"
        "Test run, return to standby",
        [LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH, CW],
        "A 690 V drive and its 230 V auxiliary supply locked off with stored DC-bus energy verified discharged, "
        "beside two drives that keep running: Electrical/LOTO.",
        expect={"liveSources": ["CWP-1", "CWP-3"], "isolationPoints": ["MCC-CT incomer ACB", "UPS DB way 3"]},
    ),
    wo(
        "16in HP steam - shoe S-221 off support, re-shim",
        "Plant-B",
        "Pipe Rack",
        ["16in HP steam line (40 barg)", "Pipe shoe S-221", "Diesel MEWP (60ft)", "Hydraulic jack"],
        8,
        "Operator round finding: HP steam (40 barg, 400 degC) 16in line on rack tier 3 - shoe at S-221 lifted "
        "off the beam ~25mm, line sagging. Line stays in service, cannot be taken out.\n"
        "Re-shim: diesel MEWP (Genie 60ft) from the rack road, work at ~7.5m. Hydraulic jack on the beam under "
        "the shoe (NOT on the insulation), jack line up 25mm max (stress eng approval attached), insert SS shim "
        "plates, bolt the shoe clamp. No welding, no grinding - shims pre-cut in the workshop.\n"
        "Insulation / cladding stays on. Hot surface - heat gloves.",
        "MEWP set up + exclusion zone\nJack shoe (max 25mm)\nInsert shims, bolt clamp\nRemove jack, MEWP out",
        [WAH, VE, CW],
        [],
        [HW, CSE, EX, RT, LOTO],
        "Work at 7.5 m from a diesel MEWP (Working at Height) driven onto the pipe-rack road (Vehicle Entry), "
        "jacking a live 40 barg steam line (Cold Work); no welding or grinding.",
        expect={"liveSources": ["16in HP steam line"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "DAF-1 float skimmer chain broken - repl",
        "Plant-A",
        "Wastewater Treatment",
        ["DAF-1 skimmer", "Skimmer drive 1.1kW 400V", "MCC-WWT-2", "Skimmer chain 40m"],
        8,
        "Notif M1 (raised on nights).\n"
        "DAF-1 skimmer chain snapped, flights jammed on the beach plate. Unit bypassed to DAF-2 by ops, DAF-1 "
        "drained down by ops to 0.5m, sludge left in the bottom.\n"
        "H2S: DAF-1 float stinks (last survey 15-40 ppm at the beach plate when disturbed) - personal monitors, "
        "site alarm 5 ppm (stricter than the 10 ppm the contractor uses), SCBA on standby at the walkway.\n"
        "Skimmer drive 1.1kW 400V isolated at MCC-WWT-2 bkr 4, LOTO.\n"
        "Work from the railed walkway on top of the tank, reach in with hooks - NO entry into the tank.\n"
        "New chain (40m, approx 90kg) fed in by hand.",
        "Ops drain to 0.5m, bypass to DAF-2\nLOTO skimmer drive\nGas test H2S, monitors on\n"
        "Remove broken chain, fit new, tension\nTest run, return to service",
        [LOTO, CW],
        [WAH],
        [CSE, HW, EX, RT, VE, LIFT],
        "The 400 V skimmer drive is locked off (Electrical/LOTO) and the chain is changed by hand on a "
        "wastewater unit with H2S (Cold Work); work is from the railed walkway (Working at Height optional) "
        "with no entry.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "isolationPoints": ["MCC-WWT-2 bkr 4"]},
    ),
    wo(
        "Benzene rundown closed-loop sampler SC-715 - repl vlv",
        "Plant-B",
        "Tank Farm",
        ["Sample cabinet SC-715", "Benzene rundown line to TK-710", "Root valves RV-1/RV-2", "PID monitor"],
        6,
        "Notif M2  PB-TF-SC715\n"
        "Closed-loop sample cabinet SC-715 on the benzene rundown to TK-710: needle valve + sample bomb "
        "quick-connect passing, benzene smell at the cabinet.\n"
        "Prep by ops: rundown line stays in service, sample loop isolated at root vlvs RV-1 / RV-2 (closed, "
        "locked), loop drained to the closed drain, N2 flushed.\n"
        "Site benzene action level 0.5 ppm (8 h) - below the 1 ppm legal limit; above 0.5 ppm = full-face w/ "
        "organic vapour cartridges, above 5 ppm = stop + air line. Continuous PID at the cabinet.\n"
        "Replace needle valve + quick-connect, new ferrules, leak test with N2 then product.",
        "Ops isolate, drain + N2 flush loop\nPID monitoring set up\nBreak fittings, replace valve + QC\n"
        "Leak test, return to ops",
        [CW],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH, LOTO],
        "Breaking fittings on a benzene sample loop beside a live rundown line is Cold Work with a benzene row "
        "at the site's 0.5 ppm action level.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5},
                "liveSources": ["benzene rundown line"], "isolationPoints": ["RV-1", "RV-2"]},
    ),
    wo(
        "DFP-2 exhaust bellows cracked - repl, CO in pump house",
        "Terminal-C",
        "Fire Water Pump House",
        ["Diesel fire pump DFP-2", "Exhaust flex bellows", "Mobile tower scaffold", "DFP-1", "EFP-1"],
        8,
        "Weekly run test DFP-2 (diesel fire pump): exhaust smell in pump house, CO personal monitor alarmed at "
        "35 ppm after 10 min, engine stopped. Exhaust flex bellows cracked at the turbo outlet.\n"
        "Fire system impairment: DFP-2 out of service (DFP-1 + electric main pump EFP-1 stay in auto). Fire "
        "team + insurer notified, impairment tag on the panel.\n"
        "DFP-2 controller to OFF/manual, start batteries (24V) disconnected, lock on the controller.\n"
        "Bellows is ~2.6m above floor over the engine - mobile tower scaffold (platform 2.0 m).\n"
        "After repair: 30 min test run with CO monitoring, doors open + extract fan on. Stop if CO >25 ppm.",
        "Impairment notice, DFP-2 to OFF, batteries off + locked\nErect tower scaffold\n"
        "Replace bellows + gaskets\nTest run 30 min w/ CO monitoring, lift impairment",
        [CW, WAH],
        [LOTO],
        [HW, CSE, EX, LIFT, RT, VE],
        "A fire pump impairment and exhaust bellows change (Cold Work) from a tower scaffold with a 2.0 m "
        "platform (Working at Height), with a CO row for the leak and the test run; the engine lockout is on "
        "24 V start batteries, so Electrical/LOTO is optional.",
        expect={"gasSubstances": ["CO"], "liveSources": ["DFP-1", "EFP-1"]},
    ),
    wo(
        "SWS reflux line 2in drain corroded - repl (H2S/NH3)",
        "Plant-A",
        "Hydrotreater",
        ["Sour water stripper C-2350", "Reflux drum D-2351", "Reflux pumps P-2352A/B", "2in drain spool"],
        8,
        "TA27 pre-work / run-down job   WL-SWS-0093\n"
        "Sour water stripper C-2350 overhead reflux line: 2in drain spool + valve at the reflux drum D-2351 "
        "outlet, external corrosion, pinhole found by ops (weeping).\n"
        "Reflux loop isolated by ops at D-2351 outlet + P-2352A/B suction (spades per BL-SWS-4), drained to "
        "closed drain, steamed + N2 purged. Expect residual H2S and NH3 when the flange is broken - SCBA for "
        "first break, then re-test. Site H2S alarm on personal monitors 5 ppm.\n"
        "P-2352A/B motors (400V) locked off at MCC-HT-3 by E&I.\n"
        "Remove flanged drain spool + valve, fit prefabbed replacement. All bolted - no welding, no grinding.",
        "Ops spade + drain + purge per BL-SWS-4\nLOTO P-2352A/B at MCC-HT-3\nSCBA first break, remove spool\n"
        "Fit new spool + valve, leak test",
        [CW, LOTO],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH],
        "Breaking a flanged spool on sour-water reflux with H2S and NH3 expected (Cold Work) with the reflux "
        "pumps locked off at 400 V (Electrical/LOTO); all bolted, no hot work.",
        expect={"gasSubstances": ["H2S", "NH3"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "isolationPoints": ["P-2352A", "P-2352B", "MCC-HT-3"]},
    ),
    wo(
        "CT hypo dosing line - repl 25mm PVC section, leaking",
        "Plant-A",
        "Cooling Tower",
        ["Hypochlorite dosing line 25mm PVC-U", "Hypo dosing pump DP-1 (230V)", "Acid dosing pump DP-2 (230V)",
         "Portable Cl2 detector"],
        6,
        "Notif M1  PA-CT-DOS-01\n"
        "12.5% sodium hypochlorite dosing line from the hypo tank to the CT basin, 3m section of 25mm PVC-U "
        "weeping at a solvent joint (white crystals).\n"
        "!! Sulphuric acid dosing line runs on the same pipe tray 300mm away - acid + hypo = CHLORINE GAS. Acid "
        "dosing pump stopped + locked off as well as the hypo pump, acid line left full but not touched.\n"
        "LOTO hypo dosing pump DP-1 + acid pump DP-2 (230V) at the dosing panel. Flush hypo line with water into "
        "the tank bund. Cut out the section with a PVC pipe cutter, solvent weld new pipe + unions. Portable "
        "Cl2 detector at the work area, face shield + chem suit.",
        "LOTO DP-1 + DP-2\nFlush hypo line\nCut out + solvent weld new section\nCure 1 h, leak test, restart",
        [LOTO, CW],
        [],
        [HW, CSE, EX, LIFT, RT, VE, WAH],
        "Both 230 V dosing pumps are locked off (Electrical/LOTO) and a hypochlorite line is cut and solvent "
        "welded (Cold Work; solvent cement is not hot work) beside an acid line, with a Cl2 row for the mixing "
        "hazard.",
        expect={"gasSubstances": ["Cl2"], "isolationPoints": ["DP-1", "DP-2"]},
    ),
    wo(
        "SO2 gas duct flange F-14 leak after S-burner - regasket",
        "Plant-B",
        "Reactor Building",
        ["Sulphur burner", "SO2 gas duct 12in flange F-14", "Converter inlet", "Scaffold (4.5m)"],
        10,
        "Sulphonation plant (Reactor Bldg, level 2). Leak at 12in flange F-14 on the SO2 gas duct between the "
        "sulphur burner gas cooler and the converter inlet - yellow deposits, SO2 smell, 8 ppm near the flange "
        "on the last round.\n"
        "Plant s/d Saturday: sulphur feed stopped, burner off, system purged with dry air 4 h by ops, duct "
        "cooled <50 degC.\n"
        "Flange is 4.5m above the level 2 grating - scaffold by scaffolders (tagged), open side on the converter "
        "side.\n"
        "Break flange, clean faces, new gasket (PTFE envelope), torque per procedure. SO2 detectors at the "
        "flange + personal monitors, escape masks; expect SO2 / SO3 pockets + acid mist when opening.",
        "Ops shutdown + dry air purge\nScaffold to 4.5m\nGas test SO2, break flange\n"
        "Regasket, torque, leak test on restart",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "Breaking a flange on an SO2 gas duct (Cold Work, SO2 row) from a scaffold 4.5 m above the grating with "
        "an open side (Working at Height).",
        expect={"gasSubstances": ["SO2"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "RT 6 tie-in welds new 8in line - rack tier 2",
        "Plant-A",
        "Pipe Rack",
        ["New 8in line tie-in welds W-31..W-36", "Ir-192 source (30 Ci)", "RT van", "Access scaffold SC-2210"],
        8,
        "NDT request NDT-27-118 (contractor: Apex Inspection)\n"
        "Gamma RT of 6 x tie-in butt welds W-31..W-36 on the new 8in line, rack tier 2 at ~6m, reached from "
        "the tagged access scaffold SC-2210. Source Ir-192, 30 Ci, crank-out container.\n"
        "RT van parks on the rack road at bent 22. Controlled area barriered + signed, lights at each "
        "access, area swept before each exposure.\n"
        "NOTE: scaffold crew working at bents 24-26 same shift (tier 3 scaffold, WO 40071880) - coordinate "
        "exposures with their supervisor.",
        "Set up controlled area + barriers\nVan to bent 22, source to scaffold\nShoot W-31..W-36\n"
        "Survey, remove barriers",
        [RT, WAH, VE],
        [],
        [HW, CSE, EX, LIFT, LOTO, CW],
        "Gamma radiography (Radiography) carried out from a scaffold at about 6 m (Working at Height) with the "
        "RT van on the pipe-rack road (Vehicle Entry). Labelled for its own permits only.",
        pair="PA-PR-RT",
        start_hour=7,
    ),
    wo(
        "Erect 8m scaffold tier 3 bents 24-26 for insul repairs",
        "Plant-A",
        "Pipe Rack",
        ["Tube + fitting scaffold (8m)", "Gin wheel", "Scaffold materials (stacked at rack road)"],
        8,
        "Scaffold request SR-5521 for insulation repairs (WO 40071880).\n"
        "Independent tube + fitting scaffold at bents 24-26, rack tier 3, working lift at 8m, 3 boards wide, "
        "double guardrails + toe boards. Materials already stacked at the rack road from yesterdays delivery - "
        "no trucks today. Boards + tube hauled up by gin wheel.\n"
        "Scaffolders clipped on 100% while erecting. Radiography at bent 22 the same shift - stay out of the "
        "barrier, check with the RT crew before each exposure.",
        "Toolbox talk incl RT interface\nErect scaffold to 8m lift\nInspect + tag\nHandover to insulators",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, LOTO, CW, VE],
        "Erecting a scaffold to an 8 m lift is Working at Height; the gin-wheel hauling is optional Lifting; "
        "no vehicles today, and the radiography belongs to the partner order.",
        pair="PA-PR-RT",
        start_hour=7,
    ),
    wo(
        "P-205 export pump - remove for overhaul",
        "Terminal-C",
        "Pump House",
        ["Export pump P-205 (90kW 400V)", "3t monorail hoist", "Pump casing + rotor (1.8 t)", "MCC-PH1"],
        10,
        "Notif M2 TC-PH-P205. P-205 (gasoline export, BB2) high vib + seal leak, to workshop for overhaul.\n"
        "Ops: isolate suction + disch valves (locked), drain to closed drain, flush, vent. E&I: lock off motor "
        "at MCC-PH1 bkr 7 (400V).\n"
        "Fitters: remove coupling spacer, break suction + disch flanges, unbolt pump from baseplate, lift pump "
        "(1.8 t) with the 3t monorail hoist onto the transport skid at the door.\n"
        "Electricians replacing lights overhead in the pump house same shift (WO 40072015) - no one under the "
        "load.",
        "0010 Ops isolate, drain, flush\n0020 LOTO motor MCC-PH1/7\n0030 Break flanges, unbolt\n"
        "0040 Hoist pump (1.8 t) to skid\n0050 Blank flanges",
        [LIFT, LOTO, CW],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "A 1.8 t pump lifted on the monorail hoist (Lifting), the 400 V motor locked off (Electrical/LOTO) and "
        "gasoline flanges broken (Cold Work). Labelled for its own permits only.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["MCC-PH1 bkr 7"]},
        pair="TC-PH-P205",
        start_hour=6,
    ),
    wo(
        "Pump house high bay lights x6 - repl (cct L-4)",
        "Terminal-C",
        "Pump House",
        ["High bay LED fittings x6", "Lighting circuit L-4 (230V)", "Mobile tower scaffold (5.5m platform)"],
        10,
        "Notif M3. 6 x high bay fittings failed / flickering over the P-204..P-206 bay. Replace with Ex-rated "
        "LED fittings (12kg each, carried up by hand).\n"
        "Isolate lighting cct L-4 (230V) at DB-PH2, lock + tag, prove dead at the fitting.\n"
        "Access: mobile tower scaffold, platform at 5.5m, moved between fittings (lower + move, never ride it).\n"
        "Fitters lifting P-205 with the monorail the same shift - tower NOT under the monorail path while the "
        "load is up.",
        "LOTO cct L-4 at DB-PH2\nBuild tower, replace fittings\nMove tower, repeat x6\nTest, remove LOTO",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, VE, LIFT, CW],
        "Light fittings changed from a 5.5 m tower scaffold (Working at Height) on a 230 V circuit locked off "
        "(Electrical/LOTO); 12 kg fittings by hand. The pump lift belongs to the partner order.",
        expect={"isolationPoints": ["L-4", "DB-PH2"]},
        pair="TC-PH-P205",
        start_hour=6,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "NM-27-0188 follow-up: finish insul strip 10in atm resid @ 8m",
        "Plant-A",
        "Crude Unit",
        ["10in atmospheric residue line", "Scaffold SC-1147 (8m lift)", "Insulation + cladding"],
        8,
        "Near miss card NM-27-0188 (Take 5 / hazard ID): 14 Mar, a scaffold coupler (~1kg) dropped from the 8m "
        "lift of scaffold SC-1147 while insulators were stripping cladding off the 10in atmospheric resid "
        "line, landed 2m from an operator on the pump pad. No injury. Cause: toe board missing on the access "
        "bay, coupler left loose on the deck.\n"
        "Actions closed: toe boards fitted, scaff re-inspected + tagged, drop zone barricaded below.\n"
        "Remaining job on this WO: strip the remaining 12m of insulation + cladding off the resid line (line IN "
        "SERVICE, 310 degC), bag the waste, lower bags on a hand line. All tools on lanyards.",
        "Barricade drop zone\nInspect SC-1147, check toe boards\nStrip insulation + cladding (line live)\n"
        "Lower bags, housekeeping",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, VE, LOTO],
        "Stripping insulation from an 8 m scaffold (Working at Height) off a line in service (Cold Work for "
        "mechanical work on operating plant).",
        expect={"liveSources": ["10in atmospheric residue line"]},
    ),
    wo(
        "Follow-up IR-27-031: complete support welding R-22 lvl 2",
        "Plant-B",
        "Reactor Building",
        ["R-22 vent line", "Pipe support bracket", "Welding set", "Level 2 grating (6m)"],
        6,
        "Incident IR-27-031 (investigation summary): 02/04 a welder on level 2 of the Reactor Bldg (grating "
        "floor, 6m) was welding a new pipe support bracket for the R-22 vent line; spatter + slag dropped "
        "through the grating onto a pallet of IPA drums stored on level 1 and lit the shrink wrap. Put out by "
        "the fire watch with a CO2 extinguisher. Root causes: no fire blankets over the grating, combustibles "
        "within 11m below, fire watch on level 2 only.\n"
        "Remaining work on this order: finish 2 fillet welds on the bracket + grind. Conditions now: drums "
        "moved out of level 1 within 11m, fire blankets on the grating + on the level 1 floor, second fire "
        "watch on level 1, 60 min fire watch after, gas test (IPA vapour) before start. Level 2 has permanent "
        "handrails.",
        "Remove combustibles within 11m, lay blankets\nGas test, fire watches posted\nWeld + grind bracket\n"
        "60 min fire watch",
        [HW],
        [WAH],
        [CSE, EX, RT, VE, LIFT, LOTO],
        "Finishing fillet welds and grinding after a spatter fire (Hot Work with fire watches and a gas test); "
        "the welder works on a permanently handrailed level, so Working at Height is optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Bay 3 - repl breakaway coupling + hose after drive-away",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 3 bottom-loading arm", "Breakaway coupling 4in", "4in hose section", "Loading pump LP-3",
         "MCC-TLB"],
        6,
        "Shift log TLB, nights 19/04:\n"
        "02:40 Diesel loading bay 3: tanker driver pulled away with the bottom-loading arm still connected, "
        "breakaway coupling parted as designed, approx 40 L diesel on the slab. ESD hit by operator, spill kit "
        "used.\n"
        "03:10 Bay 3 coned off + taped. Loading pump LP-3 stopped and LOCKED OFF at MCC-TLB (400V) by shift "
        "elec. Arm valve closed.\n"
        "03:30 Handover to days: bay 3 stays out.\n"
        "Day shift job: fitters replace the breakaway coupling + 4in hose section on the bay 3 arm, drain the "
        "arm to a drip tray first. No trucks on bay 3 until handed back.",
        "Confirm LP-3 lock + arm valve closed\nDrain arm to drip tray\nReplace breakaway coupling + hose\n"
        "Leak test, hand back bay 3",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Replacing a coupling and hose on a diesel loading arm breaks containment (Cold Work) and is done under "
        "the night's 400 V lock on the loading pump (Electrical/LOTO); no trucks use the bay.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["LP-3", "MCC-TLB"]},
    ),
    wo(
        "Complete RT 4 welds E-2308 inlet - after barrier breach SA-27-009",
        "Plant-A",
        "Hydrotreater",
        ["E-2308 inlet piping welds", "Ir-192 source (20 Ci)", "RT crawler van"],
        8,
        "Safety Alert SA-27-009 (our site, 08 May): during night shift gamma RT (Ir-192, 20 Ci) on the E-2308 "
        "inlet piping, a scaffolder walked under the barrier tape to fetch his tools and was inside the "
        "controlled area ~2 min with the source exposed. EPD reading 4 uSv. Causes: single barrier tape, no "
        "lights, radiographers helper was on the other side of the exchanger.\n"
        "Remaining: shoot the last 4 welds. Controls now: double barrier + flashing lights + signs at the "
        "2.5 uSv/h boundary (site limit, tighter than the contractors 7.5), every access point manned, area "
        "swept + PA announcement before each exposure, scaffold crews off the unit for the shift. RT van parks "
        "on the HDT unit road.",
        "Set up double barrier at 2.5 uSv/h\nMan access points, sweep + PA\nShoot 4 welds\nSurvey, clear area",
        [RT, VE],
        [],
        [HW, CSE, EX, LIFT, LOTO, CW],
        "The remaining gamma radiography (Radiography) with a tighter 2.5 uSv/h boundary, and the RT van on "
        "the hydrotreater unit road (Vehicle Entry).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
    wo(
        "XV-1207 actuator repl - apply LL bulletin 27-06 (spring energy)",
        "Terminal-C",
        "Tank Farm",
        ["ESD valve XV-1207 (10in)", "Spring-return actuator (210kg)", "1t chain block", "IA supply"],
        8,
        "Lessons-learned bulletin LL-27-06 (from our sister pulp mill): a millwright took the top cover off a "
        "spring-return actuator on a stock valve; the pre-loaded spring cartridge let go and the cover broke "
        "his forearm. The actuator had been vented but nobody checked the spring was caged.\n"
        "Job here: replace the actuator on XV-1207 (tank T-12 outlet ESD valve, 10in) - spring-return, 210kg. "
        "T-12 outlet block valve closed + locked by ops, valve body stays in the line, ESD function bypassed "
        "for T-12 with ops authorisation (tank not transferring).\n"
        "IA supply isolated + vented, solenoid (24V DC) disconnected, actuator removed as a complete unit - DO "
        "NOT open the spring housing, it goes back to the OEM. Actuator lifted off with a 1t chain block on a "
        "beam clamp on the manifold steel. Stroke test new actuator, ESD function test with ops.",
        "Ops lock outlet block valve, ESD bypass authorised\nIsolate + vent IA, disconnect 24V solenoid\n"
        "Chain block actuator off / new on\nStroke + ESD function test, remove bypass",
        [CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH, LOTO],
        "Removing an ESD valve actuator with stored spring and air energy and its ESD function bypassed is "
        "Cold Work; the 210 kg chain-block lift is optional; the only electrics are a 24 V DC solenoid.",
        expect={"isolationPoints": ["IA supply", "T-12 outlet block valve"]},
    ),
    wo(
        "Pit NP-2 suction screen blocked - entry to clear (NM-27-0231)",
        "Plant-B",
        "Effluent Treatment",
        ["Neutralisation pit NP-2", "Transfer pumps TP-1/TP-2 (400V)", "Dosing pumps", "Inlet penstock",
         "Tripod + winch"],
        6,
        "Near miss report NM-27-0231: a contract fitter knelt at the open hatch of neutralisation pit NP-2 and "
        "leaned in head + shoulders to look at the blocked suction screen; the shift operator stopped him. Pit "
        "last tested O2 19.1% at 1.5m (CO2 from the lime / acid reaction).\n"
        "Job: enter NP-2 (3.2m deep, 2.5 x 2.5m, single hatch, fixed ladder) to unbolt + clean the suction "
        "screen of the transfer pumps.\n"
        "Isolations: transfer pumps TP-1 / TP-2 (400V) locked off at MCC-ETP, acid + caustic dosing pumps locked "
        "off, inlet penstock closed + locked, pit pumped down by ops.\n"
        "Forced ventilation (air mover) 30 min before entry + continuous, 4-gas monitor, attendant at the hatch, "
        "tripod + winch.",
        "Isolate pumps + penstock, pump down\nVentilate 30 min, gas test\nEnter, unbolt + clean screen\n"
        "Exit, remove isolations",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE],
        "Entering a 3.2 m pit with a known low-oxygen history (Confined Space Entry) with the 400 V transfer "
        "and dosing pumps locked off (Electrical/LOTO).",
        expect={"gasSubstances": ["O2"],
                "isolationPoints": ["TP-1", "TP-2", "MCC-ETP", "inlet penstock", "dosing pumps"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "Walkdown item 14",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "As per list.",
        "",
        [],
        [],
        ALL,
        "Refers to a walkdown list that is not attached; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "TEST - pls ignore (SAP training)",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "test test 123 - training notification created in the wrong client, please ignore",
        "",
        [],
        [],
        ALL,
        "A training test notification with no job.",
        expect={"needsReview": True},
    ),
    wo(
        "NaN",
        "Terminal-C",
        "Drum Store",
        ["None"],
        4,
        "None",
        "NaN",
        [],
        [],
        ALL,
        "Empty values from a data migration; no job is described.",
        expect={"needsReview": True},
    ),
    wo(
        "P-4410B",
        "Terminal-C",
        "Pump House",
        ["P-4410B"],
        4,
        "ops to advise",
        "",
        [],
        [],
        [],
        "A bare pump tag waiting for operations to say what is wrong; any permit would be a guess, so "
        "nothing is forbidden.",
        expect={"needsReview": True},
    ),
]
