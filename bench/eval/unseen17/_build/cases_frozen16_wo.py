"""unseen17 frozen16 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round aims at realism: CMMS / SAP PM notifications, planner long-texts, shift handovers, permit-request
e-mails, method-statement excerpts, turnaround worklist lines and punch-list items as real sites write them.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
frozen16 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "LEAK ON 3/4\" DRAIN VLV P-1104B SUCT STRAINER",
        "Plant-A",
        "Crude Unit",
        ["Crude booster pump P-1104B", "Suction strainer S-1104B", "3/4in SW drain valve", "Angle grinder",
         "Welding set"],
        8,
        "M2 notif 10471233 / prio 2\n"
        "Ops report steady weep frm body of 3/4\" SW drain vlv under suction strainer S-1104B. P-1104A running, "
        "B on standby - ops to isolate suct/disch, drain to CBD and lock out B motor at MCC-1 (415V).\n"
        "*** NO HOT WORK - mech job only ***\n"
        "Scope: cut out old nipple + valve with 4.5\" grinder, dress the boss, weld in new sch160 nipple & 800# "
        "SW gate valve, DPI root/cap, leak test w/ service.",
        "0010 Confirm isol + drain, LOTO P-1104B at MCC-1\n0020 Grind out old nipple/vlv\n"
        "0030 Weld in new nipple + vlv (SW)\n0040 DPI\n0050 Return to ops, leak check",
        [HW, CW, LOTO],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "The notification says no hot work but grinds out the old valve and welds in a new nipple on a crude "
        "line: Hot Work required with the conflict flagged; the line break is Cold Work and pump B is locked out.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "liveSources": ["P-1104A"],
                "isolationPoints": ["P-1104B motor at MCC-1"]},
    ),
    wo(
        "Handover nights->days: NP-2 pit float",
        "Plant-B",
        "Effluent Treatment",
        ["Neutraliser pit NP-2", "Pit pump P-NP2", "Float switch LS-NP2", "MCC-E3"],
        6,
        "NIGHTS TO DAYS 14/03 - EFFLUENT\n"
        "- NP-2 neutraliser pit hi-level alarm again 03:40, pump P-NP2 tripped on dry run. float switch stuck.\n"
        "- Day supv said on the phone its NOT a CSE job, float can be reached from the grating with a hook.\n"
        "- Had a look: lifted grating panel, float cage is right down at the pit floor approx 2.7m, rag wrapped "
        "round it. Cant reach it. Fitter will have to go down the fixed ladder into the pit and cut the rag off + "
        "refit float on its bracket.\n"
        "- P-NP2 isolated at MCC-E3 (415V), my lock + tag on, key in the lockbox.\n"
        "- Pit was dosed with caustic tonight, pH 11. Smell of rotten eggs when the grating was up.\n"
        "- Days pls raise permits + gas test b4 anyone goes in.",
        "Gas test pit\nFitter down ladder, clear rag, refit float\nRemove LOTO, test pump",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "The handover repeats 'not a CSE job' but then sends a fitter down the ladder to the floor of a 2.7 m "
        "effluent pit: Confined Space Entry required with the conflict flagged; the pit pump is locked off.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "O2"],
                "isolationPoints": ["P-NP2 at MCC-E3"]},
    ),
    wo(
        "RE: PTW request - Jetty 1 floodlights",
        "Terminal-C",
        "Jetty",
        ["Floodlight FL-J1-04", "Floodlight FL-J1-07", "Lighting circuit LP-J1/3", "Extension ladder"],
        5,
        "From: J. Okafor (E&I contractor)\nTo: Permit Office Terminal-C\nSubject: RE: PTW request - Jetty 1 "
        "floodlights\n\nHi Sandra,\nCan you raise the permits for Thurs day shift please. 2 x floodlights "
        "FL-J1-04 and FL-J1-07 on the jetty head lamp posts are out (failed LED drivers).\n"
        "This is all ground level work so no WAH required on this one.\n"
        "We'll take the 10-rung ext ladder, lean it on the lamp post and swap the driver in the luminaire head "
        "(mounting ht about 6m). Lighting circuit LP-J1/3 will be isolated + locked at the jetty DB by our "
        "sparky, 230V.\nNo ship alongside Thurs per the schedule.\nCheers\nJohn",
        "Isolate + lock LP-J1/3 at jetty DB\nLadder up to luminaires, swap drivers\nTest, remove LOTO",
        [WAH, LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE],
        "The e-mail claims ground-level work with no WAH, yet the drivers are changed from a ladder at about 6 m: "
        "Working at Height required with the conflict flagged; the 230 V lighting circuit is locked off.",
        expect={"scopeConflict": True, "isolationPoints": ["LP-J1/3 at jetty DB"]},
    ),
    wo(
        "MS-114 rev2 - T-3 neutral earth link (excerpt)",
        "Plant-A",
        "Substation",
        ["Transformer T-3", "Neutral earthing resistor NER-3", "Substation earth grid", "Exothermic weld kit"],
        9,
        "METHOD STATEMENT MS-114 Rev 2 (Sparkline Electrical Ltd) - EXCERPT\n"
        "4.0 SCOPE\n4.1 Install new 50x6 mm copper tape link between transformer T-3 neutral earthing resistor "
        "and the substation earth grid.\n4.2 Exclusions: no excavation, no civils.\n"
        "5.0 SEQUENCE\n5.1 Client HV Authorised Person to switch out, isolate and earth T-3 under switching "
        "programme SP-22 and issue the electrical permit.\n"
        "5.2 Remove chippings and hand dig a trench 0.6 m deep x 5 m long from the NER plinth to locate the "
        "existing 70 mm2 grid conductor.\n"
        "5.3 Lay tape in trench, make exothermic (Cadweld) joint to the grid conductor, bolt tape to NER terminal.\n"
        "5.4 Backfill, reinstate chippings, test earth resistance.",
        "HV switching SP-22, isolate + earth T-3\nHand dig 0.6 m trench to grid conductor\n"
        "Lay tape, exothermic joint\nBackfill + test",
        [EX, HW, LOTO],
        [],
        [CSE, RT, LIFT, VE, WAH],
        "Section 4.2 excludes excavation but 5.2 hand digs a 0.6 m trench to expose the buried grid conductor: "
        "Excavation required with the conflict flagged; the exothermic joint is Hot Work and T-3 is isolated "
        "and earthed.",
        expect={"scopeConflict": True, "isolationPoints": ["T-3"]},
    ),
    wo(
        "Repl mech seal P-2207B HDT wash water pp",
        "Plant-A",
        "Hydrotreater",
        ["Wash water pump P-2207B", "Cartridge mechanical seal", "0.5 t chain block", "MCC-22"],
        8,
        "Seal leaking on P-2207B (wash water injection, 2nd stage). A pp running, stays on line.\n"
        "Cold job, NO HOT WORK - all bolted, spanners + puller only.\n"
        "Ops to isolate suct/disch/flush lines, drain & depressure to CBD (sour water - H2S), LOTO motor at "
        "MCC-22 (415 V).\nBack pull-out unit approx 60 kg, use the 0.5 t chain block off the beam over the pump.\n"
        "Fit new cartridge seal, reassemble, laser align coupling, hand back to ops.",
        "Isolate, drain, LOTO P-2207B\nRemove coupling spacer, BPO unit out w/ chain block\nRepl cartridge seal\n"
        "Reassemble, align, hand back",
        [CW, LOTO],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH],
        "A genuine exclusion: a bolted seal change with spanners only, so Hot Work is forbidden; opening the "
        "pump is Cold Work under a motor lockout, and the 60 kg chain-block lift is optional.",
        expect={"gasSubstances": ["H2S"], "liveSources": ["P-2207A"],
                "isolationPoints": ["P-2207B motor at MCC-22"]},
    ),
    wo(
        "Internal insp demin tank TK-B5 by ROV (no entry)",
        "Plant-B",
        "Boiler House",
        ["Demin water tank TK-B5", "Roof hatch 600 mm", "Underwater ROV (18 kg)"],
        7,
        "5-yearly internal inspection of demin water storage tank TK-B5 (500 m3, in service).\n"
        "NO MAN ENTRY - inspection by remotely operated underwater vehicle (AquaScan contractor). ROV (18 kg) "
        "lowered by hand on its tether through the 600 mm roof hatch; operator stays on the roof inside the "
        "perimeter handrail, control unit on the roof, 230 V from the roof socket.\n"
        "Tank stays in service, level held at 70%. Record video of floor/walls, coating defects, report to "
        "integrity eng.",
        "Open roof hatch\nLower ROV on tether, survey floor + walls\nRecover ROV, close hatch\nReport",
        [CW],
        [WAH],
        [CSE, HW, EX, RT, VE, LOTO, LIFT],
        "A genuine 'no man entry': the ROV goes in, nobody does, so Confined Space Entry is forbidden; opening "
        "and working through a hatch of an in-service tank is Cold Work, the railed roof makes height optional.",
    ),
    wo(
        "T-12 stair h/rail sect 3 corroded - repl",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-12 spiral stair", "Handrail section 3", "Kee Klamp fittings", "Hand hacksaw"],
        6,
        "Found on monthly tank walkround: top rail + mid rail section 3 on T-12 spiral stair (between landing 2 "
        "and 3, approx 7-9 m above bund floor) corroded thru at 2 posts. T-12 in service (gasoline).\n"
        "Repl w/ galv tube + Kee Klamp fittings. Bolted/clamped only: NO welding, NO grinding, NO hot work. "
        "Seized bolts cut w/ hand hacksaw.\n"
        "Rail section open approx 2 h while swapped - fitters clipped on to the inboard rail with double "
        "lanyards, stair closed to others with barrier tape at the bottom.",
        "Close stair\nRemove old rail section (hacksaw seized bolts)\nFit new tube + clamps\nReopen stair",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "A genuine exclusion of hot work (clamped tube, hand hacksaw); removing the rail at 7-9 m on the stair "
        "leaves an open edge, so Working at Height is required; Cold Work optional in an in-service tank farm.",
    ),
    wo(
        "LT-3301 T-3301 faulty - repl DP transmitter",
        "Plant-B",
        "Tank Farm",
        ["Level transmitter LT-3301", "Methanol tank T-3301", "DBB manifold"],
        4,
        "LT-3301 (methanol tank T-3301) reading flat, DCS shows bad PV. Repl DP tx like-for-like (spare in "
        "stores, 4-20mA/HART, 24 VDC loop).\n"
        "Permits: CWP only. No HWP. No CSE - tank not opened, tx is on the external nozzle at grade, isolated by "
        "its DBB manifold.\nLoop in bypass by ops; 24V loop - no electrical isolation needed.\n"
        "Drain impulse legs to bucket (methanol - gloves, goggles), swap tx, leak test, re-range, hand back.",
        "Ops bypass loop\nClose DBB, drain legs\nSwap tx, leak test\nRe-range, hand back",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Genuine exclusions: no hot work, no entry (external nozzle at grade) and a 24 V loop; draining impulse "
        "legs on a methanol tank breaks containment, so Cold Work only.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "P-07 motor cable fault - dig CANCELLED, reterminate",
        "Terminal-C",
        "Pump House",
        ["Transfer pump P-07 motor (37 kW)", "MCC-PH1", "Motor terminal box"],
        6,
        "Update to WO 4008812: IR test by E&I today found the fault at the motor terminal box (tracked gland, "
        "moisture), NOT in the buried cable. Excavation for cable repair cancelled - mini digger stood down and "
        "off-hired, will not come to site.\n"
        "New scope: P-07 transfer pump motor (415V, 37kW) isolated and locked at MCC-PH1, prove dead, cut back + "
        "re-terminate cable at motor TB, new gland, IR test, restore.",
        "LOTO P-07 at MCC-PH1, prove dead\nCut back + re-terminate at TB, new gland\nIR test, restore",
        [LOTO],
        [CW],
        [EX, VE, HW, CSE, RT, LIFT, WAH],
        "The dig and the mini digger are genuinely cancelled, so Excavation and Vehicle Entry are forbidden; "
        "re-terminating the 415 V motor cable needs the lockout.",
        expect={"isolationPoints": ["P-07 motor at MCC-PH1"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "PM - monthly cal portable gas monitors (4-gas)",
        "Plant-A",
        "Maintenance Workshop",
        ["Portable 4-gas monitors (14 off)", "Docking station", "Calibration gas cylinders"],
        5,
        "PM02 monthly: calibrate the 14 portable 4-gas monitors (O2/LEL/H2S/CO) in the instrument workshop cal "
        "room using the docking station + certified cal gas cylinders. Bump test, record results in cal log, "
        "tag any failed unit OOS and send to vendor. Nothing leaves the workshop.",
        "Collect monitors from permit office\nDock + calibrate\nRecord, tag failures\nReturn to permit office",
        [],
        [],
        ALL,
        "Bench calibration of gas detectors in the workshop; the gas names are the instruments' ranges, not a "
        "hazard at a job, so no permit.",
    ),
    wo(
        "6-monthly insp fall arrest eqpt / rescue tripods",
        "Plant-B",
        "Warehouse",
        ["Full body harnesses", "Lanyards and SRLs", "Confined space rescue tripods (2)"],
        6,
        "Competent person visual + tactile inspection of all full body harnesses, lanyards, SRLs and the 2 "
        "confined space rescue tripods/winches held in the PPE cage, Warehouse bay 2. Inspect by eye on the "
        "bench, record on the register, apply new colour tag (blue). Quarantine anything failed. No equipment "
        "to be used or load tested on this WO.",
        "Lay out equipment on bench\nInspect + record\nTag / quarantine",
        [],
        [],
        ALL,
        "Inspecting fall-arrest and rescue equipment on a bench is not work at height or an entry; no permit.",
    ),
    wo(
        "Qtrly steam trap survey - boiler house",
        "Plant-B",
        "Boiler House",
        ["Steam traps (approx 85)", "Ultrasonic detector", "IR temperature gun"],
        8,
        "Survey all steam traps in the boiler house (approx 85 off) with the ultrasonic listening kit + IR temp "
        "gun. Monitor + record status (OK / blowing / blocked / cold) on the survey sheet, tag failed traps "
        "with yellow tags, raise notifs for repairs.\nSurvey from floor level and stairs only - traps on the "
        "drum-level header are not accessible and are logged 'N/A'. Nothing to be opened or adjusted.",
        "Walk route with survey sheet\nListen + temp each trap\nTag failures, raise notifs",
        [],
        [],
        ALL,
        "Listening to and reading the temperature of traps from floor level, with nothing opened, is a "
        "monitoring round; no permit.",
    ),
    wo(
        "Arrange LOLER thorough exam - OHC-1 + lifting accessories",
        "Plant-B",
        "Compressor House",
        ["Overhead crane OHC-1 (10 t)", "Chain blocks and slings (lifting store)"],
        4,
        "Admin WO. 6-monthly LOLER thorough examination due 28/02 for compressor house overhead crane OHC-1 "
        "(10 t) and the chain blocks/slings in the lifting store. Planner to book the insurer's engineer, raise "
        "PO, update the lifting equipment register and the crane's certificate file. The examination itself is "
        "on its own WO once the engineer's date is fixed. No lifting on this WO.",
        "Book engineer\nRaise PO\nUpdate register + cert file",
        [],
        [],
        ALL,
        "Booking an examination and updating the lifting register is paperwork; nothing is lifted, so no permit.",
    ),
    wo(
        "TECO req - scaffold SC-4471 E-1203 dismantled",
        "Plant-A",
        "Pipe Rack",
        ["Scaffold SC-4471", "Exchanger E-1203"],
        4,
        "Scaffold SC-4471 (rack bay 22, at exchanger E-1203) was struck by the scaffolding contractor last Tues "
        "under their own permit. Area operator to confirm by eye on his round that the scaffold is gone and no "
        "tubes/boards are left in the rack, then planner to TECO WO 4004512 and close the scaffold tag register "
        "entry. Walk only.",
        "Operator confirms on round\nPlanner TECO WO 4004512\nClose scaffold register entry",
        [],
        [],
        ALL,
        "The scaffold was struck last week by others under their own permit; this order is a look on a round "
        "and a CMMS close-out, so no permit.",
    ),
    wo(
        "TA27 - prepare CSE rescue plans V-101..V-108",
        "Plant-B",
        "Control Room",
        ["Reactor-train vessels V-101 to V-108", "GA drawings", "Manway schedule"],
        8,
        "Desk task for TA27 prep. Write the confined space entry rescue plans and the hot work fire-watch plan "
        "for the 8 reactor-train vessels V-101 to V-108 from the GA drawings and the manway schedule: manway "
        "sizes, anchor points for the tripod, gas test points, ventilation, nearest hydrant/monitor. Review "
        "with the ERT lead in the control room meeting room. No site work.",
        "Draft rescue plans from drawings\nDraft fire-watch plan\nReview with ERT lead",
        [],
        [],
        ALL,
        "Desk planning of future entries and hot work; nothing is entered or heated on this order, so no permit.",
    ),
    wo(
        "Monthly CP readings - tank farm",
        "Terminal-C",
        "Tank Farm",
        ["CP rectifiers TR-1 and TR-2", "CP test posts (12)", "Portable reference electrode"],
        6,
        "Monthly cathodic protection round. Read + record output V/A of rectifiers TR-1 and TR-2 from the panel "
        "meters through the cabinet viewing window - do NOT open the rectifier cabinets. Take pipe-to-soil and "
        "tank-to-soil potentials at the 12 test posts with the portable reference electrode + multimeter "
        "(screw-cap test posts at ground level). Record on the CP log sheet, report out-of-range to integrity.",
        "Read rectifier meters through window\nTest post potentials\nRecord + report",
        [],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "A reading-and-recording round with the rectifier cabinets kept shut and nothing dug; no permit, with a "
        "general Cold Work permit for the tank farm optional by site practice.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "TA27-CDU-0457 E-1105A bundle pull",
        "Plant-A",
        "Crude Unit",
        ["Exchanger E-1105A", "90 t crawler crane", "Hydraulic bundle extractor", "Low loader"],
        12,
        "TA27 WORKLIST LINE 0457\nTag: E-1105A (crude/residue exch, 1st train)\n"
        "Task: pull tube bundle, transport to wash pad for hydrojet (separate line 0458), re-install w/ new "
        "gaskets, hydrotest shell side\n"
        "Prereq: exch isolated + blinded by TA blinding crew (line 0012), drained, steamed out, gas free cert\n"
        "Resources: 90 t crawler crane + crane-mounted hydraulic bundle extractor, low loader to wash pad\n"
        "Bundle wt: 11.4 t (datasheet)\nChannel + floating head covers off w/ hydraulic bolt tensioners\n"
        "Duration: 2 shifts pull, 2 shifts reinstall",
        "Confirm blinds + gas free\nRemove channel + floating head covers\nRig extractor, pull bundle, load "
        "low loader\nReinstall, box up, hydrotest",
        [LIFT, VE, CW],
        [WAH],
        [HW, CSE, EX, RT, LOTO],
        "An 11.4 t bundle pulled by a 90 t crawler crane in the crude unit: Lifting and Vehicle Entry; opening "
        "the exchanger is Cold Work. Rigging height is not given, so Working at Height is optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "R-301 agitator gbox + mech seal change",
        "Plant-B",
        "Reactor Building",
        ["Agitator AG-301", "Reactor R-301", "2 t monorail hoist", "MCC-R1 bkr 14"],
        10,
        "Agitator AG-301 on reactor R-301: gearbox noisy (vib trending up) + seal pot losing level. Repl gearbox "
        "and double mech seal.\n"
        "- R-301 emptied, isolated & blinded by ops, N2 purged, seal area at top head\n"
        "- Motor 55 kW 400 V LOTO at MCC-R1 bkr 14\n"
        "- Gearbox 1,400 kg - lift with the 2 t monorail hoist over R-301 top platform\n"
        "- Top platform el. +9.0 m, permanent handrails all round\n"
        "- NO vessel entry - seal changed from above the top head",
        "LOTO AG-301 at MCC-R1\nRemove motor + gbox w/ monorail hoist\nRemove/replace cartridge seal from top\n"
        "Refit gbox + motor, align\nLeak test seal w/ N2, hand back",
        [LOTO, LIFT, CW],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Agitator motor lockout, a 1.4 t gearbox on the monorail hoist (1 t or more) and a seal change that "
        "opens the reactor head; the railed 9 m platform makes height optional and entry is excluded.",
        expect={"gasSubstances": ["O2", "LEL"], "isolationPoints": ["AG-301 motor at MCC-R1"]},
    ),
    wo(
        "WW-1 inlet wet well - pump guide rail bracket broken",
        "Plant-A",
        "Wastewater Treatment",
        ["Wet well WW-1", "Submersible pumps P-W1A/B", "Inlet penstock", "HIAB lorry", "Welding set"],
        10,
        "Duty pump P-W1B keeps jumping off its guide rail - bottom guide rail bracket sheared at the wall.\n"
        "Wet well WW-1 is 6.5 m deep, covered (access hatch 900x900), raw oily water inlet.\n"
        "Plan: pump down on P-W1A, then both pumps isolated + locked at MCC-WW (415V), inlet penstock closed + "
        "chained.\nPull P-W1B (submersible, 1.2 t incl. chain) up through the hatch w/ the HIAB lorry.\n"
        "Fitter to enter wet well by the fixed ladder, grind off the sheared bracket and weld a new bracket to "
        "the embedded plate. Forced ventilation, continuous gas monitor, standby man + tripod at hatch.",
        "Pump down, LOTO P-W1A/B, close penstock\nHIAB lift P-W1B out\nEnter, grind + weld bracket\n"
        "Refit pump on rail, restore",
        [CSE, HW, LOTO, LIFT],
        [VE, CW],
        [RT, EX],
        "Entry into a covered 6.5 m wet well, grinding and welding inside it, pump lockout and a 1.2 t HIAB lift; "
        "a vehicle in the wastewater area is optional and the ladder is the entry route.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"],
                "isolationPoints": ["P-W1A/B at MCC-WW", "inlet penstock"]},
    ),
    wo(
        "MLA-3 outer swivel repl - Jetty 2",
        "Terminal-C",
        "Jetty",
        ["Marine loading arm MLA-3", "Arm HPU", "Diesel boom MEWP", "Jetty service crane (3 t)"],
        10,
        "Jetty 2 marine loading arm MLA-3 (12in, gasoline/diesel) - outer swivel leaking at the style 80 joint.\n"
        "1. Arm drained to slops & N2 purged by ops, parked and pinned.\n"
        "2. HPU 400V LOTO at jetty MCC, accumulator bled to zero.\n"
        "3. Diesel boom MEWP brought onto the jetty head (no ship alongside) - swivel at approx 8 m.\n"
        "4. Swivel assy 640 kg rigged off the jetty service crane (fixed pedestal, 3 t SWL), lowered to deck.\n"
        "5. Fit new swivel, new seals, torque, leak test with N2.",
        "Drain + purge arm\nLOTO HPU, bleed accumulator\nMEWP in, rig swivel to crane, lower\n"
        "Fit new swivel, leak test",
        [WAH, VE, LOTO, CW, LIFT],
        [],
        [HW, CSE, EX, RT],
        "Swivel work at 8 m from a diesel MEWP on the jetty, HPU lockout, a line break on the arm and a crane "
        "lift of 640 kg (a crane lift, so required).",
        expect={"gasSubstances": ["LEL", "benzene", "O2"], "isolationPoints": ["MLA-3 HPU at jetty MCC"]},
    ),
    wo(
        "T-104 install new 8in nozzle N12 (MOC-27-033)",
        "Plant-A",
        "Tank Farm",
        ["Tank T-104", "Nozzle N12 + repad", "Plasma cutter", "Scaffold", "Ir-192 source"],
        12,
        "MOC-27-033: add 8\" nozzle N12 on T-104 shell course 2 for new mixer recirc line.\n"
        "T-104 out of service, cleaned, gas-free cert GF-104-27 valid, manways open, no product.\n"
        "- Scaffold to N12 location, working deck at 4.5 m, outside of shell\n"
        "- Mark out + plasma cut 8in opening in shell\n"
        "- Nozzle + pad approx 85 kg hoisted to the deck by gin wheel\n"
        "- Fit nozzle + reinforcing pad, weld outside (WPS-14); welder enters T-104 via manway M2 for the inside "
        "fillet\n"
        "- 100% RT of nozzle-to-shell weld, Ir-192, source brought to the bund in the NDT contractor's pick-up\n"
        "- Repad pneumatic test",
        "Scaffold up\nCut opening\nFit + weld nozzle (inside fillet via M2)\nRT\nRepad test",
        [HW, WAH, RT, VE, CSE],
        [CW, LIFT],
        [EX, LOTO],
        "Plasma cutting and welding from a 4.5 m scaffold, a welder inside the tank, gamma radiography and the "
        "NDT pick-up in the tank farm bund; the 85 kg gin-wheel haul is optional.",
        expect={"gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "F-12 11kV cable term repl @ TX-B2 + new cable drum delivery",
        "Plant-B",
        "Substation",
        ["HV feeder F-12", "Transformer TX-B2", "Switchboard SB-1 panel 6", "Cable drum (1.9 t)", "HIAB lorry"],
        10,
        "HV feeder F-12 (11 kV, 3c 185 XLPE) termination at TX-B2 HV cable box failed IR test (tracking).\n"
        "- HV AP to switch out F-12 at SB-1 panel 6 and open TX-B2 LV incomer, prove dead, apply circuit main "
        "earths, issue EPTW\n"
        "- Jointer to cut back and make new heat-shrink termination (propane torch) in the TX-B2 cable box\n"
        "- 50 m new cable on drum (1.9 t) delivered for spares, offloaded from the delivery lorry by its own HIAB "
        "in the substation yard\n- IR/VLF test, restore",
        "HV switching, earths, EPTW\nCut back + heat-shrink termination\nOffload cable drum by HIAB\n"
        "Test + restore",
        [LOTO, HW, LIFT],
        [VE],
        [CSE, EX, RT, CW],
        "11 kV isolation and earthing, a propane torch on the heat-shrink termination and a 1.9 t HIAB lift; a "
        "lorry in the substation yard is optional (utility area).",
        expect={"isolationPoints": ["F-12 at SB-1 panel 6", "TX-B2 LV incomer"]},
    ),
    wo(
        "New P-901 pumpout line road crossing - excavate, weld, RT",
        "Plant-A",
        "Flare Area",
        ["Flare KO drum pump P-901", "4in pump-out line", "20 t excavator", "Trench box", "Ir-192 source"],
        12,
        "Project WO (MOC-27-041). New 4in pump-out line from flare KO drum pump P-901 to the slop header, "
        "crossing the flare access road in a sleeve.\n"
        "- CAT & genny scan + permit to dig; 20 t diesel excavator digs the road crossing 1.8 m deep x 6 m, "
        "trench box installed\n"
        "- Lay sleeve + carrier pipe, 2 butt welds made in the trench (welder in boxed trench)\n"
        "- Gamma RT (Ir-192) of both welds in the trench, boundary 7.5 uSv/h per site std\n"
        "- Tie-in to existing P-901 discharge flange (breaks containment - line isolated/drained by ops)\n"
        "- Backfill, reinstate road",
        "Scan + mark\nExcavate 1.8 m, trench box\nLay + weld pipe\nRT welds\nTie-in\nBackfill",
        [EX, VE, HW, RT, CW],
        [CSE, LIFT],
        [WAH],
        "A 1.8 m machine dig with a diesel excavator in the flare area, welding and gamma RT in the trench and a "
        "tie-in that breaks containment; the boxed trench with a welder makes entry optional, as before.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
    ),
    wo(
        "B-2 outage: furnace tube panel repair + burner tiles",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 furnace", "FD fan", "ID fan", "Internal scaffold", "Se-75 source"],
        12,
        "Unit B-2 outage work pack item 7.\n"
        "Boiler off, cooled to <40C, FD & ID fans (6.6 kV) racked out & locked by the Shift Charge Engineer, "
        "fuel gas & fuel oil isolated + spaded at the burner front.\n"
        "- Erect internal birdcage scaffold in furnace to 6 m (scaffold contractor)\n"
        "- Enter furnace via access door AD-2, cut out 1.5 m damaged section of wall tube panel (tubes 7-10, "
        "LHS) and weld in replacement panel\n"
        "- 100% radiography of tube butt welds (gamma Se-75, X-ray crawler not possible)\n"
        "- Replace 3 cracked burner quarl tiles at burner 2 (refractory, cold)\n"
        "- Hydrotest boiler after repair",
        "Isolations + spading\nInternal scaffold\nCut + weld tube panel\nRT\nQuarl tiles\nHydrotest",
        [CSE, WAH, HW, RT, LOTO],
        [CW],
        [EX, VE],
        "Furnace entry, a 6 m internal scaffold, cutting and welding tubes, gamma radiography and the 6.6 kV fan "
        "lockouts: five types.",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["FD fan", "ID fan", "fuel gas", "fuel oil"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "SB-2 pnl 4 anti-condensation heater u/s - repl",
        "Plant-B",
        "Substation",
        ["11 kV switchboard SB-2 panel 4", "Anti-condensation heater + thermostat", "LV aux DB-A3"],
        4,
        "Anti-condensation heater in 11 kV SB-2 panel 4 cable compartment not working (thermostat). Board stays "
        "in service - 11 kV busbars and the panel 4 feeder remain LIVE.\n"
        "Isolate heater supply at LV aux DB-A3 cct 9 (230 V), lock + tag, prove dead at the heater terminals. "
        "Replace heater element + thermostat in the LV compartment of panel 4 ONLY - HV compartments not to be "
        "opened. Test and restore.",
        "Isolate DB-A3 cct 9, lock, prove dead\nRepl heater + stat\nTest, restore",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The 230 V heater circuit is locked off and proved dead while the 11 kV busbars and feeder stay live "
        "beside it: Electrical/LOTO.",
        expect={"liveSources": ["11 kV busbars SB-2", "panel 4 feeder"], "isolationPoints": ["DB-A3 cct 9"]},
    ),
    wo(
        "CT cell 3 fan gbox oil change + coupling insp",
        "Plant-A",
        "Cooling Tower",
        ["Cell 3 fan gearbox GB-CT3", "Cell 3 fan motor (90 kW)", "CT MCC"],
        6,
        "PM: 6-monthly oil change on cell 3 fan gearbox GB-CT3 + driveshaft coupling insp.\n"
        "Cell 3 fan motor (90 kW, 415 V) LOTO at CT MCC, fan blades tied off against windmilling.\n"
        "Cells 1, 2 and 4 fans stay in service, CW pumps running, tower in service (hot water flow to cell 3 "
        "reduced by ops).\nAccess from the fan deck (railed) through the fan-stack access door to the gearbox "
        "inside the stack.",
        "LOTO cell 3 fan, tie blades\nDrain + refill gbox oil\nInspect coupling\nRemove LOTO",
        [LOTO],
        [CSE, WAH, CW],
        [HW, EX, RT, LIFT, VE],
        "Cell 3 fan locked off with the other fans and pumps running; entering the fan stack is optional "
        "confined space and the railed fan deck optional height, as in earlier sets.",
        expect={"liveSources": ["cells 1, 2 and 4 fans", "CW pumps"],
                "isolationPoints": ["cell 3 fan motor at CT MCC"]},
    ),
    wo(
        "PUNCH PL-27-PR-112 Cat B: lagging missing LP stm bay 14",
        "Plant-A",
        "Pipe Rack",
        ["6in LP steam line", "Diesel boom MEWP", "Mineral wool + alu cladding"],
        8,
        "PUNCH LIST PL-27-PR-112 | Cat B | Raised by: HSE walkdown | Area: rack bay 14\n"
        "Item: cladding + insulation missing on 6in LP steam line (3.5 barg, 150 C), approx 4 m length, top tier "
        "at 7.5 m. Burn risk + heat loss.\n"
        "Action: line stays in service - do not touch steam tracing or drains. Access by diesel boom MEWP from "
        "the rack road (spotter, ground mats). Strip loose insulation, fit new mineral wool sections + alu "
        "cladding w/ self tappers (battery drill).\nClose-out: photo + sign-off by area supv.",
        "MEWP in, barrier\nStrip loose lagging\nFit new insulation + cladding\nPhoto, sign off",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Work at 7.5 m from a diesel MEWP on the pipe rack beside a steam line that stays live; lagging on a live "
        "line breaks no containment, so Cold Work is optional.",
        expect={"liveSources": ["LP steam line"]},
    ),
    wo(
        "K-302B disch valve repl - K-302A running",
        "Plant-B",
        "Compressor House",
        ["Recycle gas compressor K-302B", "K-302A (running)", "SWB-C", "MCC-C2"],
        10,
        "K-302B (standby recycle gas compressor) 2nd stage discharge valve broken (high disch temp).\n"
        "K-302A stays running on the common suction/discharge headers.\n"
        "Isolation: K-302B main motor 6.6 kV bkr racked out + locked at SWB-C, aux lube pump 400 V locked at "
        "MCC-C2, suction/disch/recycle valves closed, chained + locked, blowdown to flare, N2 purge to <1% LEL.\n"
        "Remove valve cover, repl disch valve assy (40 kg, by hand / 0.5 t chain block), new gaskets, leak test "
        "with N2.",
        "Isolate + purge K-302B\nRemove valve cover\nRepl valve assy\nLeak test, hand back",
        [LOTO, CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH],
        "K-302B is locked out electrically and opened on a gas duty while K-302A keeps running on the shared "
        "headers; the 40 kg valve on a chain block is optional lifting.",
        expect={"liveSources": ["K-302A", "suction/discharge headers"],
                "isolationPoints": ["K-302B main motor at SWB-C", "aux lube pump at MCC-C2"],
                "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "Repl battery charger FW diesel pp P-FW2",
        "Terminal-C",
        "Fire Water Pump House",
        ["Battery charger BC-FW2", "Diesel fire pump P-FW2 start batteries", "DB-FW"],
        5,
        "Battery charger BC-FW2 (230 V AC in / 24 V DC out) for diesel fire pump P-FW2 engine start batteries "
        "failed (no float output).\n"
        "Isolate charger AC supply at DB-FW cct 4, lock + tag. Start batteries (2 x 24 V banks) stay connected - "
        "engine remains available for auto start, do NOT isolate. Electric FW pump P-FW1 and jockey pump in "
        "service.\nDisconnect + remove old charger from the wall, fit new, reconnect, set float/boost, restore AC.",
        "LOTO DB-FW cct 4\nSwap charger\nSet float/boost, restore",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The charger's 230 V input is locked off while the 24 V start batteries and the other fire pumps stay "
        "live; the fire pump stays available, so nothing is impaired.",
        expect={"liveSources": ["24 V start batteries", "P-FW1", "jockey pump"],
                "isolationPoints": ["DB-FW cct 4"]},
    ),
    wo(
        "Hydrant H-14 lateral leak - hand dig",
        "Plant-A",
        "Loading Rack",
        ["Fire water hydrant H-14", "Hydrant lateral", "Bolted repair clamp"],
        8,
        "Fire water hydrant H-14 (LR bay 5) lateral leaking, water surfacing beside the kerb.\n"
        "CAT scan done: live 415 V lighting cable to LR bays 4-6 and 8in gasoil line (in service) in the same "
        "corridor within 1 m - both marked, both stay live.\n"
        "Hand dig only (no vac-ex available, no machine) down to the lateral approx 1.0 m, expose leak, fit "
        "bolted repair clamp. H-14 isolated at its valve - FW ring main stays in service.\nBackfill + compact "
        "by hand.",
        "Mark services\nHand dig to 1.0 m\nIsolate H-14, fit clamp\nBackfill",
        [EX, CW],
        [LOTO],
        [HW, CSE, RT, LIFT, VE, WAH],
        "A 1.0 m hand dig beside a live cable and an in-service gasoil line, and a hydrant impairment with a "
        "bolted clamp; the live cable is avoided, not isolated, so Electrical/LOTO is optional.",
        expect={"liveSources": ["415 V lighting cable", "8in gasoil line", "FW ring main"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Repl PG-2415 on sour water line - leaking",
        "Plant-A",
        "Hydrotreater",
        ["Pressure gauge PG-2415", "Sour water flash drum outlet line"],
        4,
        "PG-2415 on sour water flash drum outlet leaking at the thread (H2S smell). Sour water up to 5000 ppm "
        "H2S dissolved.\nSite rule in HDT: personal H2S monitors alarm at 5 ppm; SCBA/airline for the break.\n"
        "Close root valve + gauge block valve, vent to closed drain, swap gauge (0-16 barg), leak test.",
        "Close root + block vlv, vent\nSwap gauge\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "A gauge change on a sour water line breaks containment with H2S present: Cold Work, with the site's "
        "5 ppm H2S alarm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "SO2 dechlor injector blocked - repl",
        "Plant-B",
        "Effluent Treatment",
        ["SO2 injector IJ-2", "SO2 vacuum regulator", "Booster water pump P-SO2"],
        5,
        "Dechlorination: SO2 injector IJ-2 on final effluent blocked (low vacuum alarm). Replace injector + "
        "check valve.\nClose SO2 cylinder valves on the manifold (cylinders not disconnected or moved), let the "
        "vacuum regulator pull the line empty, close regulator. Booster water pump P-SO2 stopped and locked off "
        "at its local isolator (400 V).\nSO2 detector in the dosing room checked working before start; escape "
        "set at the door.",
        "Close cylinders, empty line\nLOTO P-SO2\nRepl injector + check vlv\nRestore, check vacuum",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening the SO2 dosing line is Cold Work and the booster pump is locked off; the cylinders are not "
        "moved.",
        expect={"gasSubstances": ["SO2"], "isolationPoints": ["P-SO2 local isolator"]},
    ),
    wo(
        "T-210 internal insp + roof seal repair (reformate)",
        "Plant-A",
        "Tank Farm",
        ["Tank T-210", "Side-entry mixer M-210", "Shell manway M1", "Floating roof primary seal"],
        10,
        "T-210 (heavy reformate, benzene approx 3 %) out of service for API 653 internal.\n"
        "Tank emptied, cleaned and ventilated by the tank cleaning contractor (done, their permit closed). "
        "Side-entry mixer M-210 (22 kW 415 V) locked off at MCC-TF2. All nozzles blinded.\n"
        "Entry via shell manway M1: inspection team (2) + fitter to replace 6 m of primary seal fabric on the "
        "floating roof underside (bolted clamp bars).\n"
        "Site benzene action level 0.5 ppm (8-h TWA) - half-mask organic vapour respirators min, continuous "
        "monitoring.",
        "Gas test\nEnter via M1, inspect\nRepl seal fabric\nBox up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Entry into a cleaned reformate tank with benzene below the site's 0.5 ppm action level to be proved, and "
        "the mixer locked off; the seal is clamped, not welded.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5},
                "isolationPoints": ["M-210 at MCC-TF2"]},
    ),
    wo(
        "PSV-4412 Cl2 vaporiser outlet - annual change",
        "Plant-B",
        "Reactor Building",
        ["PSV-4412", "Chlorine vaporiser VP-44", "Caustic scrubber"],
        6,
        "Annual PSV change-out PSV-4412 on chlorine vaporiser VP-44 outlet (1in x 2in).\n"
        "Vaporiser offline, Cl2 supply isolated at the ton-container header, line evacuated to the caustic "
        "scrubber and purged with dry air until the Cl2 detector at the flange reads 0 ppm.\n"
        "Work from vaporiser platform (+3.2 m, handrailed). Escape mask carried, full-face canister set on "
        "standby; second man at the platform stairs.\n"
        "Remove PSV, fit certified spare, new PTFE gaskets, leak test with dry air + ammonia bottle.",
        "Isolate, evacuate, purge\nRemove PSV, fit spare\nLeak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking a chlorine line to change a PSV is Cold Work with a Cl2 row; the handrailed 3.2 m platform "
        "makes height optional.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Jetty NH3 unloading arm UA-2 ERC seals",
        "Terminal-C",
        "Jetty",
        ["Ammonia unloading arm UA-2", "Emergency release coupling (ERC)"],
        6,
        "Refrigerated ammonia unloading arm UA-2 (jetty 1): emergency release coupling (ERC) weeping at the "
        "collar seal.\nArm drained to the ammonia return line, warmed, purged with N2 until NH3 < 25 ppm at the "
        "drain. Arm parked + pinned, no ship alongside.\n"
        "Replace ERC collar seals per OEM, leak test with N2. Full-face resp with ammonia canister, water spray "
        "hose ready.",
        "Drain, warm, purge arm\nRepl ERC collar seals\nN2 leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening an ammonia arm coupling after an N2 purge is Cold Work with NH3 and oxygen rows.",
        expect={"gasSubstances": ["NH3", "O2"]},
    ),
    wo(
        "Flue gas analyser probe AT-B1 repl - boiler firing",
        "Plant-B",
        "Boiler House",
        ["O2/CO analyser probe AT-B1", "Boiler B-1 economiser outlet duct", "Analyser panel"],
        5,
        "O2/CO analyser probe AT-B1 on boiler B-1 economiser outlet duct reading frozen. Boiler stays firing "
        "(fuel oil) - duct under slight negative draught.\n"
        "Probe flange is at the duct sampling platform +14 m (permanent handrails, cage ladder).\n"
        "Isolate probe heater 230 V at the analyser panel, withdraw probe (hot, 250 C - heat gloves), fit spare, "
        "reconnect, cal with zero/span gas.\nCO + SO2 personal monitor on, stand upwind of the port.",
        "Isolate probe heater\nWithdraw probe, fit spare\nReconnect, calibrate",
        [CW, LOTO],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "Opening a port on a firing boiler's flue duct (CO, SO2 from fuel oil) is Cold Work, the 230 V probe "
        "heater is isolated; the railed 14 m platform makes height optional.",
        expect={"gasSubstances": ["CO", "SO2"], "liveSources": ["boiler B-1 firing"],
                "isolationPoints": ["probe heater at analyser panel"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "LR gantry bay 6 - weld new handrail post base",
        "Plant-A",
        "Loading Rack",
        ["Gantry walkway bay 6", "Handrail post", "Welding set", "Angle grinder"],
        8,
        "Gantry walkway bay 6 (+4.2 m): handrail post base cracked at the weld. Remove post section (rail open "
        "approx 1.5 m - temp barrier + harness on the SRL at the gantry beam), grind out crack and re-weld the "
        "post base plate, paint.\nBays 5 and 6 out of service for loading for the job, drained. Fire watch during "
        "+ 60 min after.",
        "Barrier + SRL\nGrind out crack\nRe-weld base plate\nRefit rail, paint, fire watch",
        [HW, WAH],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Grinding and welding on a loading gantry, with the handrail opened at 4.2 m: Hot Work and Working at "
        "Height.",
        expect={"gasSubstances": ["LEL"]},
        pair="lr-bay6-7",
    ),
    wo(
        "LR bay 7 top-loading arm swivel gasket",
        "Plant-A",
        "Loading Rack",
        ["Top-loading arm LA-7", "Swivel joint", "Gantry walkway bay 7"],
        8,
        "Top-loading arm LA-7 (gasoline) swivel joint weeping. Drain arm to the bay 7 slop, disconnect swivel "
        "flange, replace gasket + swivel seals, reassemble, leak test.\nWork from gantry walkway bay 7 (+4.2 m, "
        "permanent handrails). Bay 7 out of service for the job.",
        "Drain arm\nBreak swivel flange\nRepl gasket + seals\nLeak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking a gasoline loading arm flange is Cold Work; the permanently railed gantry makes height optional.",
        expect={"gasSubstances": ["LEL", "benzene"]},
        pair="lr-bay6-7",
    ),
    wo(
        "T-9 repl side-entry mixer MX-9 (40 t crane)",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-9", "Side-entry mixer MX-9 (1.6 t)", "40 t mobile crane", "MCC-TF"],
        10,
        "T-9 (diesel) side-entry mixer MX-9 gearbox seized. Tank level lowered below the mixer nozzle by ops.\n"
        "MX-9 motor (30 kW 415 V) LOTO at MCC-TF.\n"
        "Unbolt mixer from the nozzle; 40 t mobile crane set up inside the T-9 bund on mats lifts the old mixer "
        "(1.6 t) out and the new one in; bolt up with new gasket.\nCrane + banksman per lift plan LP-27-019.",
        "LOTO MX-9\nCrane in bund, rig\nUnbolt + lift out old mixer\nLift in + bolt new mixer",
        [LIFT, VE, LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "A 1.6 t mixer by mobile crane inside a tank bund, the mixer motor locked off and the tank nozzle opened.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["MX-9 motor at MCC-TF"]},
        pair="t9-bund",
    ),
    wo(
        "T-9 inlet line new spool welds - gamma RT",
        "Terminal-C",
        "Tank Farm",
        ["T-9 inlet line spool", "Ir-192 source (20 Ci)", "NDT van"],
        10,
        "Radiography of 4 new butt welds on the T-9 inlet line spool (welded last week, line not yet tied in). "
        "Ir-192, 20 Ci. NDT van driven into the T-9 bund beside the inlet line.\n"
        "Terminal site std: boundary at 7.5 uSv/h (barrier + signs + flashing lights). Other crews in the bund "
        "this shift - coordinate with the area authority.",
        "Van in bund\nSet boundary 7.5 uSv/h\nExpose 4 welds\nSurvey, recover source",
        [RT, VE],
        [],
        [HW, CSE, EX, LIFT, LOTO, WAH],
        "Gamma radiography with the NDT van inside the tank bund; the welds were made last week, so no hot work.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="t9-bund",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "NM-27-031 follow up - finish support clamps rack bay 9",
        "Plant-A",
        "Pipe Rack",
        ["Naphtha line (in service)", "Pipe support clamps (4)", "Scaffold at 7 m"],
        8,
        "Near miss NM-27-031 (Tue): a 2 kg U-bolt clamp fell from the 7 m scaffold in rack bay 9 and landed 1 m "
        "from an operator on the rack road. No injury. Cause: loose items on deck, no toe board on one side.\n"
        "Remaining job: install the 4 remaining pipe support clamps on the in-service naphtha line at 7 m from "
        "the same scaffold (now toe boards all round, tool lanyards, rack road barriered below).",
        "Check scaffold tag + toe boards\nBarrier rack road\nFit 4 clamps\nClear deck",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "The remaining job is clamp work at 7 m on a scaffold, on a naphtha line in service (mechanical work on "
        "operating plant).",
    ),
    wo(
        "IR-0412 action 2 - repl damaged racking upright aisle C",
        "Plant-B",
        "Warehouse",
        ["Racking upright C-14", "Battery scissor lift", "Battery forklift"],
        6,
        "Investigation IR-0412: reversing forklift struck racking upright C-14, upright buckled, bay unloaded the "
        "same day and quarantined. Action 2: replace upright.\n"
        "Racking contractor to unbolt beams, replace the 6 m upright frame and refit beams at 1.5 / 3.0 / 4.5 m, "
        "working from a battery scissor lift. Upright frame approx 70 kg, handled by 2 men. Pallets from "
        "adjacent bays moved by the battery FLT beforehand.",
        "Empty adjacent bays (FLT)\nUnbolt beams, remove upright\nFit new upright, refit beams\nLoad sign",
        [WAH],
        [VE, LIFT],
        [HW, CSE, EX, RT, LOTO],
        "Refitting beams up to 4.5 m from a scissor lift is Working at Height; a battery lift and forklift in the "
        "warehouse are optional vehicles, pallet moves optional lifting.",
    ),
    wo(
        "SA-09 action: refit coupling guard P-3",
        "Terminal-C",
        "Pump House",
        ["Transfer pump P-3", "Coupling guard", "MCC-PH1"],
        4,
        "Safety alert SA-09 (last week): operator's glove caught on the exposed coupling of transfer pump P-3 "
        "during a round - guard had been left off after the alignment job in Jan. Glove pulled off, no injury.\n"
        "Action: fit a new coupling guard (old one missing), check alignment with dial gauge. P-3 motor 415 V "
        "isolated + locked at MCC-PH1, pump isolated on suct/disch by ops.",
        "LOTO P-3 at MCC-PH1\nCheck alignment\nFit guard\nRemove LOTO, run check",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Hands-on work at a pump coupling needs the 415 V motor locked off.",
        expect={"isolationPoints": ["P-3 motor at MCC-PH1"]},
    ),
    wo(
        "LL-77 - finish hot bolting 10in ovhd flange",
        "Plant-A",
        "Crude Unit",
        ["Crude column overhead line 10in flange", "Scaffold 3.5 m", "Hydraulic nut splitter"],
        8,
        "Lessons learned LL-77: during hot bolting on the crude column overhead line last month a stud let go "
        "and released vapour; job stopped.\n"
        "Now: finish replacing the remaining 8 of 16 corroded studs one at a time on the 10in flange, line in "
        "service (1.2 barg, 110 C, naphtha vapour). From the 3.5 m scaffold (open side toward the column).\n"
        "NO hot work - no grinding; seized nuts split with the hydraulic nut splitter.",
        "Review LL-77 controls\nOne stud at a time, split seized nuts\nTorque, leak check",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Hot bolting a live hydrocarbon flange is Cold Work, from a 3.5 m scaffold open on one side; hot work is "
        "genuinely excluded.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "NM-27-052 unpermitted sump entry stopped - replan BS-4 clean",
        "Plant-B",
        "Tank Farm",
        ["Bund sump BS-4", "Vacuum truck", "Rescue tripod"],
        8,
        "Near miss NM-27-052: contractor's labourer found by the area operator standing in bund sump BS-4 "
        "(1.8 m deep, steel cover) shovelling silt - no permit, no gas test. Stopped + removed, investigation "
        "open.\nJob still required: remove silt and oily residue from BS-4. Re-planned: vac truck parked on the "
        "bund road inside the tank farm to suck out the bulk, then one-man entry to clean the last 10 cm by hand "
        "with standby man + tripod.",
        "Vac truck in, gas test\nSuck out bulk\nEntry, hand clean\nClose cover",
        [CSE, VE],
        [CW],
        [HW, EX, RT, LIFT, LOTO],
        "The remaining job enters a covered 1.8 m sump and brings a vacuum truck into the tank farm.",
        expect={"gasSubstances": ["LEL", "O2", "H2S"]},
    ),
    wo(
        "DO-27-006 follow up - repeat cargo hose lift",
        "Plant-B",
        "Jetty",
        ["Jetty crane (fixed, 10 t SWL)", "8in cargo hose string (2.2 t)", "Hose saddles"],
        6,
        "Dropped object DO-27-006 (12 Feb): a hose saddle slipped out of a worn soft sling while the jetty crane "
        "was handling cargo hoses and fell approx 5 m onto the jetty deck. Nobody in the zone.\n"
        "Remaining: lift the 2.2 t 8in cargo hose string (3 x 10 m) from the hose rack to the manifold area with "
        "the jetty crane (fixed, 10 t SWL) using new inspected slings + saddles, tag lines, lift plan LP-J-14. "
        "Connection to the manifold next day under a separate WO.",
        "Inspect rigging\nBarrier deck\nLift hose string to manifold area\nLand + secure",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, LOTO, WAH, CW],
        "A 2.2 t lift on the fixed jetty crane; a fixed crane is not a vehicle and nothing is connected today.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "DUPLICATE - see 10458832",
        "Plant-A",
        "Hydrotreater",
        [],
        4,
        "Duplicate notification raised by mistake, work is on 10458832. Pls close / set DLFL.",
        "",
        [],
        [],
        ALL,
        "A duplicate with no job of its own; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Repl",
        "Plant-B",
        "Pipe Rack",
        [],
        4,
        "",
        "",
        [],
        [],
        ALL,
        "A one-word title with no object, long text or plan; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Order",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "Order\tDescription\tFunctional Loc.\tPriority\tBasic start\tBasic fin.\tUser status\tMain WorkCtr",
        "Order\tOperation\tWork center\tWork\tUnit",
        [],
        [],
        ALL,
        "A spreadsheet header row pasted in place of a job; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "E-1207",
        "Plant-A",
        "Crude Unit",
        ["E-1207"],
        4,
        "E-1207 as discussed w/ Dave, pls action asap",
        "",
        [],
        [],
        [],
        "A bare exchanger tag with no scope; any permit would be a guess rather than a misreading, so nothing is "
        "forbidden.",
        expect={"needsReview": True},
    ),
]
