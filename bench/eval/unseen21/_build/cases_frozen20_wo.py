"""unseen21 frozen20 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is voices and settings the earlier sets did not use: an LDAR leak-repair record, a
waste contractor's job sheet, a geotechnical daily drilling report, a sign-writer's job sheet, a weld
traveller, a turnaround scope-challenge outcome, a Botlek planner writing Dutch-English permit shorthand,
a CMMS field pre-filled by an "asset assistant", an arborist's works specification, a lift-plan summary, a
coating inspector's daily report, a radiography source movement log, a water-jetting job ticket, an
electrical installation condition report (EICR) observation, a tank re-floor contractor's day plan, a pig
tracking log, a custody meter proving, an Ex inspection finding, an electrician's call-out sheet, an
insulation contractor's CUI docket, a fire-protection impairment notice, a plant test request, an
industrial-hygiene monitoring plan, pre-cargo meeting minutes, a gas-free certificate, a bad-actor review, a
dangerous-goods adviser's note, a harbour-master hot-work notification, an asbestos plan of work, a
community complaint log, an emergency-line transcript, a haulier's complaint form, an award citation, a
first-aider's handover and an exit-interview comment. Hazard words also appear in frames that are not
today's work (a survey for next week's lift, a simulator session, a register re-inspection, a trap survey, a
spill-kit count, "NOT SAFE FOR HOT WORK") beside orders where the same words are today's work. Each label
was written together with its case (bench/eval/README.md conventions) and is never changed afterwards.
build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "LDAR tag L-27-0418 - 2nd repair attempt - GO valve bonnet leak PR-4",
        "Plant-A",
        "Pipe Rack",
        ["Gate valve HV-4471 6in, gas oil rundown (in service)", "LDAR tag L-27-0418",
         "Leak-sealing enclosure box, 2-piece (fabricated)"],
        6,
        "LDAR REPAIR RECORD (Method 21)\n"
        "Tag: L-27-0418 | Component: valve bonnet gasket, HV-4471 6in gas oil rundown, pipe rack PR-4 bay 3 "
        "(valve handwheel 1.1 m above the walkway grating)\n"
        "Screening: 1st monitor 11,800 ppmv (leak definition 500 ppmv). 1st attempt - bonnet bolts re-torqued - "
        "re-monitor 9,600 ppmv. FAILED.\n"
        "Repair method (2nd attempt): leak-sealing enclosure. Hot work required: NO - line stays in service.\n"
        "Technician notes: leak sealing contractor fits the 2-piece enclosure box over the bonnet, fillet welds "
        "the box halves together and onto the valve body (E7018, 2 passes), then injects sealant through the "
        "injection valves. Re-monitor within 24 h of repair; delay-of-repair form if the re-monitor fails.\n"
        "LDAR tech: R. Okafor",
        "1. Gas test at the valve\n2. Fit enclosure box halves\n3. Weld box seams and box to valve body\n"
        "4. Inject sealant\n5. Re-monitor (Method 21), close tag",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The repair record says no hot work, then the leak sealer fillet-welds the enclosure box onto a valve on "
        "an in-service gas-oil line: Hot Work required with the conflict flagged, and Cold Work for leak sealing "
        "on operating plant. The valve is 1.1 m above the grating, so no Working at Height.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"],
                "liveSources": ["HV-4471 gas oil rundown line in service"]},
    ),
    wo(
        "Interceptor OI-3 sludge removal - Greenway Waste job sheet 88213",
        "Plant-A",
        "Wastewater Treatment",
        ["Oil interceptor OI-3 (3 chambers, 2.6 m deep)", "Vacuum tanker 18 m3 (contractor)",
         "Consignment note EWC 13 05 02*"],
        6,
        "GREENWAY WASTE SERVICES - JOB SHEET 88213\n"
        "Customer: Bayport Refinery | Location: WWT, oil interceptor OI-3\n"
        "Waste: interceptor sludge, EWC 13 05 02* (hazardous), approx 12 m3\n"
        "Vehicle: 18 m3 vacuum tanker, reg on arrival\n"
        "Method: suction from surface through the chamber covers. NO CONFINED SPACE ENTRY.\n"
        "Driver notes (from last visit): crust on chamber 2 too hard for the hose - this visit the 2nd operative "
        "goes down the chamber 2 step irons with a shovel to break the crust up, harness + tripod, driver stays at "
        "the top on the radio. Covers back on after, consignment note signed by the customer before we leave.",
        "Sign in, gas test at covers\nLift covers chambers 1-3\nSuck out chambers 1 and 3\n"
        "Operative down chamber 2 to break crust, suck out\nCovers on, sign consignment note",
        [CSE, CW],
        [VE],
        [HW, EX, RT],
        "The job sheet says no confined space entry, then sends the second operative down the step irons into "
        "chamber 2 on a tripod: Confined Space Entry required with the conflict flagged. Vacuum-tanker suction is "
        "a temporary hose transfer (Cold Work); the tanker is in a utility area, so Vehicle Entry is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "LEL", "O2"]},
    ),
    wo(
        "SI for new tank T-14 foundation - daily drilling report day 2",
        "Terminal-C",
        "Tank Farm",
        ["Track-mounted drill rig (diesel), hollow-stem auger", "CPT truck 20 t (diesel)",
         "Borehole BH-3, T-14 pad", "Tank T-12 (gasoline, in service)"],
        10,
        "GEOTECHNICAL SITE INVESTIGATION - DAILY DRILLING REPORT\n"
        "Project: Kandla T-14 new tank foundation | Client rep: terminal civil engineer\n"
        "Day 2 of 4 | Weather: dry, wind 15 km/h\n"
        "Ground disturbance: NONE - CPT push only (as per client permit request form)\n"
        "Planned today: CPT-4 and CPT-5 pushes on the T-14 pad (inside the bund, next to T-12 in gasoline "
        "service). Then track the rig to BH-3: inspection pit hand dug to 1.2 m first for buried services (CAT "
        "scan done day 1), then borehole advanced by hollow-stem auger to 6.0 m with SPT every 1.5 m. Arisings "
        "bagged and labelled. Backfill with bentonite grout.",
        "CPT-4, CPT-5\nInspection pit at BH-3 to 1.2 m by hand\nAuger BH-3 to 6.0 m, SPT every 1.5 m\n"
        "Grout BH-3, reinstate, demob to laydown",
        [EX, VE],
        [CW],
        [CSE, RT, LIFT, WAH, LOTO],
        "The report heads the day 'Ground disturbance: NONE - CPT push only', then hand-digs a 1.2 m inspection "
        "pit and augers BH-3 to 6 m: Excavation required with the conflict flagged. Diesel rigs inside a gasoline "
        "tank bund need Vehicle Entry.",
        expect={"scopeConflict": True, "liveSources": ["T-12 in gasoline service next to the pad"]},
    ),
    wo(
        "Tank ID repaint T-305/T-306 - SignCo job sheet",
        "Plant-B",
        "Tank Farm",
        ["Tank T-305 (toluene, in service)", "Tank T-306 (toluene, in service)",
         "Diesel articulated boom lift 16 m (hire)", "Stencils, brush-on enamel"],
        8,
        "SIGNCO INDUSTRIAL GRAPHICS - JOB SHEET / ACCEPTED QUOTE Q-2291\n"
        "Site: Botlek, tank farm | Contact: area supervisor\n"
        "Scope: repaint tank ID numbers and hazard diamonds on T-305 and T-306 (faded). All work carried out "
        "from ground level - no access equipment required.\n"
        "On site: the numbers are 1.5 m high, centred at 9 m on the shell facing the road. Crew of 2 with the 16 m "
        "diesel boom lift (hire, delivered 07:00 to the bund gate), stencils taped on, brush-on enamel, no spray. "
        "Hazard diamonds at eye level from the ground. Tanks stay in service.",
        "Boom lift into bund, set up on mats\nStencil + paint numbers at 9 m\nDiamonds from the ground\nDemob",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "The job sheet says all work from ground level with no access equipment, then paints numbers at 9 m from a "
        "16 m boom lift: Working at Height required with the conflict flagged. The diesel boom lift in a toluene "
        "tank bund needs Vehicle Entry; painting beside tanks in service is optional Cold Work.",
        expect={"scopeConflict": True, "liveSources": ["T-305 and T-306 in toluene service"]},
    ),
    wo(
        "Weld traveller WT-0912 - 8in LP condensate tie-in, PR-B bay 6",
        "Plant-B",
        "Pipe Rack",
        ["Spool SP-0912 8in CS, LP condensate", "Tie-in welds FW-1, FW-2",
         "Scaffold PR-B-06 (6 m, tagged)"],
        10,
        "WELD TRAVELLER WT-0912 (field welds)\n"
        "Line: 8in-CD-2214-A1 LP condensate, spaded and drained by ops (isolation cert IC-0455)\n"
        "Location: pipe rack B, bay 6, elevation 6 m, worked from scaffold PR-B-06\n"
        "WPS: WPS-P1-GTAW/SMAW-03 | Welder ID: W-117\n"
        "NDE required: VT 100% + MPI 10%. RT: N\n"
        "Hold points: H1 fit-up (QC) | H2 root VT (QC) | H3 RT of FW-1 and FW-2 tonight 20:00 by the NDT "
        "contractor (Ir-192, barrier set by the RPS) before insulation | PWHT n/a\n"
        "Sign-off: fit-up ___ root ___ cap ___ NDE ___",
        "Fit up FW-1/FW-2 (H1)\nGTAW root (H2), SMAW fill + cap\nVT + MPI\nRT tonight 20:00 (H3)",
        [HW, WAH, RT],
        [CW],
        [CSE, EX, LOTO],
        "The traveller's NDE field says 'RT: N', yet its own hold point H3 radiographs both welds with Ir-192 "
        "tonight: Radiography required with the conflict flagged. The tie-in welds are made from a 6 m scaffold "
        "(Hot Work, Working at Height); the line is already spaded and drained, so Cold Work is optional.",
        expect={"scopeConflict": True, "isolationPoints": ["8in-CD-2214 spaded and drained (IC-0455)"]},
    ),
    wo(
        "TA28 scope challenge - E-1107A crude/resid exchanger - outcome",
        "Plant-A",
        "Crude Unit",
        ["E-1107A crude/resid exchanger (bundle 11 t)", "Channel cover (450 kg)", "Davit DV-1107",
         "UHP water-jetting skid (electric)", "E-1107B (on line)"],
        12,
        "SCOPE CHALLENGE OUTCOME - item 14 (unit meeting 12 Jan)\n"
        "E-1107A fouled (dP 1.9 bar). A is isolated, drained and steamed out by ops (blinds per B-list 1107A); "
        "E-1107B stays on line.\n"
        "Original scope: pull the bundle with the 100 t crawler crane, clean at the wash pad. -> DELETED (no "
        "crane access beside the desalter; crane booking cancelled).\n"
        "Agreed scope: in-situ UHP jetting from the channel end. Channel cover (450 kg) off on the existing "
        "davit DV-1107, tubes jetted with the electric UHP skid parked on the unit paving (no trucks), cover "
        "back on with a new gasket. No hot work - cover studs come off with the hydraulic torque wrench.",
        "Confirm isolation / blinds 1107A\nChannel cover off on davit\nUHP jet tubes (flexi-lance)\n"
        "New gasket, cover on, torque\nHand back to ops",
        [CW],
        [LIFT],
        [HW, VE, CSE, EX, RT],
        "The scope challenge genuinely deleted the crane bundle pull; today's job opens the channel to jet the "
        "tubes in situ (Cold Work). The 450 kg cover on the davit is Lifting optional; no crane or truck comes in "
        "(Vehicle Entry forbidden) and the studs are undone with a torque wrench (Hot Work forbidden).",
        expect={"isolationPoints": ["E-1107A blinds per B-list 1107A"], "liveSources": ["E-1107B on line"]},
    ),
    wo(
        "R-402 bodemafsluiter flange F-4021 weeping - gasket change (KW)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-402 bottom outlet valve XV-4021 DN100", "Flange F-4021", "Spiral-wound gasket DN100 PN40",
         "Hydraulic nut splitter"],
        6,
        "Werkvergunning: KW (koud werk). Geen heet werk - alles gebout, geen slijpen.\n"
        "R-402 uit bedrijf en leeg, afgeblind door operatie (blindlijst BL-402, blind at the outlet nozzle). "
        "Flange F-4021 under the bottom outlet weeps (monomer residue). Fitter breaks the flange at grade under "
        "the reactor skirt (flange at 0.9 m), new gasket, bolts torqued with the torque wrench. Seized studs -> "
        "hydraulic nut splitter, new studs from stock. Agitator stays locked under the reactor isolation (lock by "
        "ops on MCC-R4, already on).",
        "Check BL-402 blinds in place\nBreak F-4021, remove gasket\nNut splitter on seized studs if needed\n"
        "New gasket, torque, leak test by ops",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The Dutch permit note 'geen heet werk - alles gebout, geen slijpen' is a genuine exclusion: the flange "
        "is bolted and seized studs are split hydraulically, so Hot Work is forbidden and the gasket change is "
        "Cold Work. The agitator lock is already held by operations, so Electrical/LOTO is optional.",
        expect={"isolationPoints": ["R-402 agitator locked at MCC-R4", "BL-402 blind at the outlet nozzle"]},
    ),
    wo(
        "P-5103 diesel transfer pump motor - bearing noise - replace motor",
        "Terminal-C",
        "Pump House",
        ["P-5103 diesel transfer pump", "Motor M-5103 37 kW 415 V", "MCC-P1 feeder 12",
         "Chain block 1 t on pump-house monorail", "P-5104 standby pump"],
        8,
        "Notification 2027-000318 | Priority 2 | Work centre ELEC-KDL\n"
        "Suggested permits (auto-generated by Asset Assistant, not reviewed): none - routine motor swap.\n"
        "Long text: DE bearing noise on M-5103, vibration 9.8 mm/s. Kindly arrange isolation of MCC-P1 feeder 12 "
        "and lock, test for dead at the terminal box. Uncouple, disconnect cables, remove the 310 kg motor with "
        "the 1 t chain block on the pump-house monorail, fit the spare motor, align, reconnect, IR test, bump for "
        "rotation. P-5104 standby pump to run meanwhile.",
        "0010 Isolate + lock MCC-P1 F12, prove dead\n0020 Disconnect, uncouple\n"
        "0030 Motor out / in on chain block (310 kg)\n0040 Align, reconnect, IR test\n0050 Remove locks, bump test",
        [LOTO],
        [LIFT, CW],
        [HW, CSE, EX, RT, VE, WAH],
        "The auto-suggested 'permits: none' is machine text, not a statement about the job, and does not change "
        "the label (not a conflict): a 415 V motor is isolated and locked, so Electrical/LOTO is required. The "
        "310 kg motor on a chain block is Lifting optional.",
        expect={"isolationPoints": ["MCC-P1 feeder 12"], "liveSources": ["P-5104 standby pump running"]},
    ),
    wo(
        "Tree works - 2x eucalyptus at admin car park boundary",
        "Terminal-C",
        "Admin Building",
        ["Eucalyptus E1 (14 m)", "Eucalyptus E2 (12 m)", "11 kV overhead line on the boundary (DISCOM)",
         "Chainsaws, climbing kit, towed chipper"],
        8,
        "GreenCanopy Arboriculture - works specification / quote accepted\n"
        "Item 1: fell E1 and E2 by sectional dismantle - climber on ropes, sections lowered on a rigging line, "
        "max 60 kg per piece. Stumps cut flush and left in place.\n"
        "Item 2: crown lift of trees T3-T5 under the 11 kV line - EXCLUDED. No work within 3 m of the overhead "
        "line; these trees will be cut by the DISCOM line crew under their own outage next month. The line stays "
        "live during our work.\n"
        "Chipper towed behind the crew van and parked in the admin car park. Nothing inside the terminal fence.",
        "Climber up E1 on ropes, dismantle in sections (60 kg max)\nSame for E2\nChip brash, cut stumps flush\n"
        "No work at T3-T5",
        [WAH],
        [LIFT, LOTO],
        [HW, CSE, EX, RT, CW, VE],
        "Item 2 genuinely excludes the trees under the 11 kV line, which stays live and is left to the line "
        "crew; today's job is two fells by a climber on ropes up to 14 m (Working at Height). Rigged-down 60 kg "
        "sections are Lifting optional, the live line nearby leaves Electrical/LOTO optional, and the van and "
        "chipper stay in the admin car park (Vehicle Entry forbidden).",
        expect={"liveSources": ["11 kV overhead line on the boundary"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Pre-lift site visit - R-301 reactor head lift next week (survey only)",
        "Plant-A",
        "Hydrotreater",
        ["Reactor R-301 top head (38 t, lift next week)", "Crane pad north of R-301", "Tape, spray marker, camera"],
        4,
        "Lift planning visit. TODAY: survey only - lift engineer + the crane supplier's rep walk the crane pad at "
        "grade, measure outrigger positions and radius with a tape, photograph the overhead obstructions, and "
        "spray-mark the outrigger mat positions on the paving. No crane, no lifting, nobody goes up the "
        "structure today. The 38 t head lift itself (500 t crawler, next Tuesday) is planned on LP-301 and "
        "permitted separately.",
        "Walk the pad at grade\nMeasure radius / outrigger positions\nPhotos of pipe-rack clearances\n"
        "Spray-mark mat positions\nWrite up LP-301 inputs",
        [],
        [],
        list(ALL),
        "A survey at grade for next week's lift: the crane, the 38 t head and the structure are named, but "
        "nothing is lifted, climbed, driven in or opened today, so no permit is needed.",
    ),
    wo(
        "OTS session - panel operator refresher (simulator)",
        "Plant-B",
        "Control Room",
        ["Operator training simulator OTS-2 (Reactor Building model)", "Training room, control building"],
        4,
        "Training order (cost collector). Two panel operators on the operator training simulator, 4 h. Scenarios "
        "loaded: (1) agitator trip on R-402 with hot work in progress nearby - operator calls the permit holder "
        "and stops the job; (2) nitrogen purge before a confined space entry - read the virtual O2 analyser; "
        "(3) 6.6 kV compressor motor trip - practise the LOTO request to the shift electrician on the radio "
        "simulator; (4) crane lift over a live line - SIMOPS call. Everything is on screen. Nobody goes to the "
        "plant.",
        "Brief\nRun scenarios 1-4 on OTS-2\nDebrief, log training records",
        [],
        [],
        list(ALL),
        "Hot work, entry, LOTO and a crane lift are simulator scenarios on a screen; no one goes to the plant, so "
        "no permit is needed.",
    ),
    wo(
        "Annual ACM register re-inspection - crude unit (visual)",
        "Plant-A",
        "Crude Unit",
        ["Asbestos register AR-CDU rev 7", "Lagging on 4in steam lines, CDU north",
         "Flange gaskets (suspected ACM) on E-1103"],
        6,
        "Annual re-inspection of the asbestos-containing materials recorded in the register for the crude unit. "
        "Visual condition check only, from walkways at grade and from the fixed stairs: score each item (damage, "
        "surface treatment, extent), photograph, replace faded stick-on labels. No sampling, no drilling, no "
        "lagging removed, nothing disturbed - any damaged item is reported for a separate remediation job. "
        "Surveyor: licensed asbestos surveyor (external), escorted by the area operator.",
        "Walk items 1-86 with the operator\nScore + photograph\nRe-label where faded\nUpdate AR-CDU rev 8",
        [],
        [],
        list(ALL),
        "A visual register check from grade and fixed stairs with nothing sampled, opened or disturbed needs no "
        "permit, though the register lists lagging on live steam lines and gaskets.",
    ),
    wo(
        "Steam trap survey - boiler house (energy audit, readings only)",
        "Plant-B",
        "Boiler House",
        ["Steam traps ST-B001 to ST-B064", "Ultrasonic trap tester", "Thermal camera"],
        8,
        "Energy audit follow-up. The consultant surveys all 64 traps in the boiler house: ultrasonic listening + "
        "thermal camera on each trap, recorded as OK / blowing through / cold (blocked), with a loss estimate in "
        "kg/h of live steam. Traps stay in service; nothing is isolated, opened or tightened. Hot surfaces - "
        "gloves. Traps above 2 m are read with the camera from the floor or from the permanent railed platforms. "
        "Failed traps become separate orders next month.",
        "Walk the route ST-B001 to ST-B064\nUltrasonic + thermal reading per trap\nLoss estimate, report",
        [],
        [],
        list(ALL),
        "Reading traps with an ultrasonic tester and a thermal camera, from the floor and railed platforms, with "
        "nothing isolated or opened, needs no permit; 'live steam' and 'hot' describe the plant, not the work.",
    ),
    wo(
        "PAT test failures Jan - workshop + pedestal grinder isolator",
        "Plant-A",
        "Maintenance Workshop",
        ["Heat gun HG-07 (230 V plug-in)", "Kettle, workshop mess", "Extension reel ER-12",
         "Pedestal grinder PG-2 (400 V, hard-wired), local rotary isolator", "DB-W2 way 5"],
        4,
        "Annual portable appliance test - failures:\n"
        "- Heat gun HG-07: earth continuity FAIL -> withdraw, red label, scrap\n"
        "- Kettle (mess): insulation resistance FAIL -> unplug, red label, replace\n"
        "- Extension reel ER-12: cracked plug top -> new plug top\n"
        "Not a PAT item, found on the same walk: the local rotary isolator for the hard-wired 400 V pedestal "
        "grinder PG-2 has a broken handle and will not lock. Electrician to isolate PG-2 at DB-W2 way 5, lock and "
        "prove dead, replace the rotary isolator. The grinder is not used during the job.",
        "Red-label and withdraw HG-07 and kettle\nRe-plug ER-12\n"
        "PG-2: lock off at DB-W2 way 5, prove dead, change isolator, test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE, CW],
        "The heat gun, kettle and reel are plug-in appliances withdrawn or re-plugged (no permit, no hot work); "
        "the hard-wired 400 V grinder isolator is changed with its supply locked at DB-W2 way 5, so "
        "Electrical/LOTO is required. Nothing is heated or ground, so Hot Work is forbidden.",
        expect={"isolationPoints": ["DB-W2 way 5 (PG-2 supply)"]},
    ),
    wo(
        "Qtrly oil spill response kit inventory - jetty OSR container J-1",
        "Terminal-C",
        "Jetty",
        ["OSR container J-1", "Inflatable containment boom 200 m", "Weir skimmer + hydraulic power pack (not run)",
         "Absorbent pads / socks"],
        4,
        "Quarterly Tier 1 kit check. Count and inspect the contents of OSR container J-1 against the list: 200 m "
        "inflatable containment boom (look for cuts, do not inflate), weir skimmer and hoses (visual), power pack "
        "(check the fuel level, do not start), absorbents, PPE. Restock from stores by hand trolley. This is not "
        "the live exercise - the boom deployment drill with the workboat is on the exercise plan for April.",
        "Open container\nCount + inspect against list\nRestock from stores\nSign the kit register",
        [],
        [],
        list(ALL),
        "Counting and looking over spill-response kit in a container needs no permit; 'containment', 'live "
        "exercise' and the unstarted power pack are not work on the plant.",
    ),
    wo(
        "Grounds maintenance visit - admin lawns (fortnightly)",
        "Terminal-C",
        "Admin Building",
        ["Ride-on mower (petrol)", "Strimmer", "Hedge trimmer (battery)"],
        5,
        "Grounds contractor visit sheet. Cut the admin lawns with the ride-on mower, strim round the car park "
        "kerbs, the flagpole and the visitor shelter, trim the hedge along the front fence (1 m high). Hot "
        "weather: start 06:00, finish by 11:00. Do NOT go past the admin fence into the terminal - the tank farm "
        "verges are done by the terminal's own crew. Cuttings bagged and taken away in the van.",
        "Mow lawns\nStrim kerbs / flagpole / shelter\nTrim hedge\nBag and remove cuttings",
        [],
        [],
        list(ALL),
        "Mowing and strimming at the admin building, outside the terminal fence, is grounds work with no permit; "
        "the ride-on mower does not enter a process area.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "LP-27-014 - K-501 gas cooler bundle 4.3 t - lift plan summary",
        "Plant-B",
        "Compressor House",
        ["Gas cooler E-5011 (K-501 discharge), bundle 4.3 t", "Mobile crane LTM 1090 (90 t)",
         "Cooler fan motor 400 V, MCC-C2 bucket 7", "Spreader beam 10 t"],
        10,
        "LIFT PLAN SUMMARY LP-27-014 (category: complex - over live plant)\n"
        "Load: E-5011 tube bundle 4.3 t + rigging 0.4 t = 4.7 t\n"
        "Crane: LTM 1090-4.2, set up on the compressor house access road inside the fence, radius 16 m, capacity "
        "9.1 t at this configuration, utilisation 52%\n"
        "Lift path: over the K-502 discharge line (in service) - restricted slew, 2 tag lines\n"
        "Preconditions: E-5011 isolated, depressurised and purged by ops; header box flanges broken by mech; "
        "cooler fan motor locked at MCC-C2 bucket 7; K-502 keeps running.\n"
        "Appointed person: J. Visser | Crane supervisor: on day | Wind limit 38 km/h",
        "Ops isolate / purge E-5011\nLock fan motor MCC-C2 bkt 7\nBreak header box flanges, unbolt bundle\n"
        "Lift out 4.7 t, lay down on trailer\nNew bundle in, bolt up, hand back",
        [LIFT, VE, LOTO, CW],
        [],
        [HW, CSE, EX, RT],
        "A 4.7 t crane lift by a mobile crane inside the compressor house (Lifting, Vehicle Entry), the 400 V "
        "cooler fan locked (Electrical/LOTO) and the cooler flanges broken (Cold Work).",
        expect={"isolationPoints": ["Cooler fan motor at MCC-C2 bucket 7"],
                "liveSources": ["K-502 running, discharge line in service"]},
    ),
    wo(
        "T-112 external shell recoat - coating inspection daily report #6",
        "Plant-A",
        "Tank Farm",
        ["Tank T-112 (crude, in service)", "Scaffold T-112 east, 3 lifts to 14 m",
         "Abrasive blast pot + diesel compressor 750 cfm", "Airless spray unit"],
        10,
        "COATING INSPECTOR DAILY REPORT #6\n"
        "Structure: T-112 shell, east quadrant courses 4-7, scaffold to 14 m (tagged green). Tank in service "
        "(crude); neighbouring T-111 receiving.\n"
        "Conditions 07:00: RH 62%, steel 19 degC, dew point 11 degC - OK to blast.\n"
        "Today: dry abrasive blast to Sa 2.5 on courses 6-7 (garnet; the 750 cfm diesel compressor is parked "
        "inside the bund at the east stair), zinc-rich primer by airless spray the same shift. Gas test at the "
        "blast nozzle position hourly per the permit.\n"
        "Hold point: surface profile 50-75 um before priming.",
        "Gas test\nBlast courses 6-7 to Sa 2.5\nProfile check (hold)\nPrime zinc-rich, DFT readings",
        [HW, WAH, VE],
        [CW],
        [CSE, EX, RT, LIFT, LOTO],
        "Dry abrasive blasting beside crude tanks in service is spark-producing work where flammables are present "
        "(Hot Work), from a 14 m scaffold (Working at Height), with a diesel compressor inside the bund (Vehicle "
        "Entry). Work on the shell of a tank in service is optional Cold Work.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["T-112 in crude service", "T-111 receiving"]},
    ),
    wo(
        "Flare header tie-in welds FH-7/8 - weld today, RT tonight",
        "Plant-A",
        "Flare Area",
        ["Flare sub-header 24in tie-in (spaded, N2 purged)", "Pipe bridge PB-3 at 7 m, scaffold tagged",
         "Ir-192 projector S/N 4471", "RT van (diesel)"],
        12,
        "SOURCE MOVEMENT LOG - extract + job note\n"
        "Source: Ir-192, S/N 4471, 28 Ci | Container: 880 Delta\n"
        "Out of store 19:30 -> Bayport Flare Area, pipe bridge PB-3 (van parked on the flare road at the PB-3 "
        "stair)\nRPS: M. Garza | Radiographers: 2 | Barrier 7.5 uSv/h (site rule), flare area cleared from 20:00\n"
        "Job note: FH-7 and FH-8 are the two tie-in butt welds on the 24in sub-header, welded today on day "
        "shift from the PB-3 scaffold (7 m) by the TA crew - GTAW root, SMAW fill and cap. Shots after the welds "
        "cool. Header spaded both sides and nitrogen purged by ops.",
        "Day: fit up and weld FH-7/8 from the scaffold\nDay: VT\nNight: RT van to PB-3, barrier 7.5 uSv/h, 4 "
        "shots\nSource back in store, log closed",
        [HW, WAH, RT, VE],
        [CW],
        [CSE, EX, LIFT, LOTO],
        "Welding the tie-ins from a 7 m scaffold (Hot Work, Working at Height), gamma radiography tonight "
        "(Radiography, 7.5 uSv/h barrier) and the diesel RT van in the flare area (Vehicle Entry).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "gasSubstances": ["LEL", "O2"],
                "isolationPoints": ["Flare sub-header spaded both sides"]},
    ),
    wo(
        "API separator bay 2 - UHP jetting + sludge removal (job ticket)",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2 (drained, 2.4 m deep, covered)", "UHP jetting unit 1,000 bar (trailer)",
         "Vacuum truck", "Skimmer chain drive 400 V, MCC-W3 bucket 2"],
        10,
        "HydroBlast Services - Job Ticket 27-0113\n"
        "Task: clean the bay 2 walls and hopper with a 1,000 bar hand lance, then vacuum out the sludge.\n"
        "Bay 2 drained by ops, covers lifted, skimmer chain drive locked off at MCC-W3 bucket 2 (ops lock + our "
        "personal locks). Two jetters enter bay 2 down the fixed ladder, hole watch at the top, gas monitors on, "
        "air-fed hoods. Vacuum truck on the WWT road with the hose over the wall. Bays 1 and 3 stay in service.",
        "Isolations verified, locks on\nGas test, entry\nUHP jet walls + hopper\nVac out, exit\nLocks off, hand back",
        [CSE, LOTO, CW],
        [VE],
        [HW, EX, RT, LIFT],
        "Two jetters inside a covered 2.4 m separator bay (Confined Space Entry), the 400 V skimmer drive locked "
        "(Electrical/LOTO), UHP jetting and a vacuum-hose transfer (Cold Work); the truck in the wastewater "
        "plant is Vehicle Entry optional.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["Skimmer chain drive MCC-W3 bucket 2"],
                "liveSources": ["API bays 1 and 3 in service"]},
    ),
    wo(
        "EICR 2027 C2 obs 31 - LC-7 floodlight supply cable fault",
        "Terminal-C",
        "Truck Loading Bay",
        ["Floodlight column LC-7, loading bay 4", "Buried 4c 16 mm2 SWA cable, DB-TL2 way 9 to LC-7",
         "Vacuum excavation truck", "Resin joint kits x2"],
        10,
        "Electrical Installation Condition Report - observation 31, code C2 (potentially dangerous)\n"
        "Circuit: DB-TL2 way 9, 400 V, to floodlight column LC-7. IR L-E 0.02 Mohm. Fault located by the cable "
        "contractor (TDR) about 11 m from the column, under the bay 4 kerb.\n"
        "Remedial: isolate and lock DB-TL2 way 9, prove dead; vac-ex truck exposes the cable at the fault mark "
        "(cover 0.8 m); bay 4 closed to loading, bays 3 and 5 keep loading petrol; cut out the damaged section and "
        "make two resin joints; IR test, reinstate, re-energise.",
        "Close bay 4, lock DB-TL2 w9, prove dead\nVac-ex to 0.8 m at the fault mark\nCut out section, 2x resin "
        "joints\nIR test, backfill, re-energise",
        [LOTO, EX, VE],
        [CW],
        [HW, CSE, RT, LIFT, WAH],
        "The 400 V circuit is locked and proved dead (Electrical/LOTO), the buried cable is exposed at 0.8 m by a "
        "vac-ex truck (Excavation) in a loading bay (Vehicle Entry). Resin joints are cold, so Hot Work is "
        "forbidden.",
        expect={"isolationPoints": ["DB-TL2 way 9"], "liveSources": ["Bays 3 and 5 loading petrol"]},
    ),
    wo(
        "T-318 floor replacement - jacking + floor cut (contractor day plan D3)",
        "Plant-B",
        "Tank Farm",
        ["Tank T-318 (cleaned, gas-free, 18 m dia)", "Shell jacking system, 24 hydraulic jacks",
         "Plasma cutters, welding sets", "Ventilation fans (air-driven)"],
        12,
        "TankTech re-floor - day plan D3\n"
        "T-318 cleaned and gas-free (certificate GF-318-02), all nozzles blinded, mixers locked out last week "
        "(locks still on).\n"
        "D3 activities: jack the shell 1.1 m on the 24-jack hydraulic system (shell plus roof approx 96 t), crib "
        "it, then two welders work inside under the raised shell plasma-cutting the old floor plates into strips; "
        "strips pulled out through the door-sheet opening by hand winch. Fire watch inside and outside. Continuous "
        "gas monitoring inside.",
        "Check GF cert, blinds, locks\nJack shell to 1.1 m, crib\nEntry: plasma-cut old floor\nWinch strips out\n"
        "End-of-shift gas test",
        [LIFT, HW, CSE],
        [CW, LOTO],
        [EX, RT, VE, WAH],
        "Jacking a 96 t tank shell is a lifting operation (Lifting), welders plasma-cut inside the tank (Hot "
        "Work, Confined Space Entry). The mixer locks from last week are already on (Electrical/LOTO optional).",
        expect={"isolationPoints": ["T-318 nozzles blinded", "T-318 mixers locked out"],
                "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "Receive cleaning pig - 16in jetty line, receiver PR-16 (pig tracking log)",
        "Terminal-C",
        "Jetty",
        ["Pig receiver PR-16 (jetty end)", "Cleaning pig 16in, approx 1.2 t with debris",
         "MOV-1601 / MOV-1602 (415 V actuators)", "Jetty pedestal crane JC-2"],
        8,
        "PIG TRACKING LOG - run 27-02\n"
        "Pig launched 06:40 at tank farm launcher PL-16, passed signaller 2 at 08:15, ETA at the jetty receiver "
        "PR-16 about 09:30.\n"
        "On arrival: line isolated at MOV-1601/1602 (actuators in local-off and locked at the jetty MCC), "
        "receiver drained to the slop tank, depressurised to 0 bar and N2 purged to below 10% LEL, closure door "
        "opened. Pig pulled out onto the receiver tray and lifted out with jetty pedestal crane JC-2 (pig + debris "
        "approx 1.2 t) into a skip. Door O-ring replaced, door closed, leak test.",
        "Track pig to PR-16\nIsolate MOVs, lock at jetty MCC\nDrain, depressurise, N2 purge\nOpen closure, pig out "
        "on tray\nLift pig 1.2 t with JC-2\nNew O-ring, close, leak test",
        [CW, LIFT, LOTO],
        [],
        [HW, CSE, EX, RT, WAH],
        "Opening the pig receiver closure breaks containment (Cold Work), the 1.2 t pig is lifted by the jetty "
        "crane (Lifting) and the 415 V MOV actuators are locked at the jetty MCC (Electrical/LOTO).",
        expect={"isolationPoints": ["MOV-1601 and MOV-1602 locked at the jetty MCC"],
                "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "Custody meter proving - bay 2 meters FM-21/22 (mobile prover)",
        "Terminal-C",
        "Truck Loading Bay",
        ["Turbine meters FM-21, FM-22 (bay 2, gasoil)", "Mobile ball prover truck (diesel, contractor)",
         "Prover hoses 4in", "Excise seals"],
        8,
        "Annual meter proving, witnessed by Customs (excise seals). The prover truck drives into bay 2 (bay 2 "
        "closed to loading; bays 1 and 3 carry on loading gasoil) and is earthed on the bay bonding clamp. Hoses "
        "connected from the meter-run test tees to the prover, product circulated through the prover, 5 "
        "consecutive runs within 0.05% repeatability per meter, new meter factors keyed in by the terminal. The "
        "Customs officer removes and re-applies the excise seals on the meter registers.",
        "Prover truck into bay 2, bond\nConnect hoses at test tees\nProve FM-21, FM-22 (5 runs each)\n"
        "Disconnect, drain hoses to slop\nNew factors, seals re-applied",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel prover truck in a loading bay (Vehicle Entry) and temporary hoses connected into the meter run "
        "of a gasoil line (Cold Work); the seals are customs seals, not lifting or electrical work.",
        expect={"liveSources": ["Bays 1 and 3 loading gasoil"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Ex detailed insp finding EX-27-044 - P-5202 motor terminal box (Ex d)",
        "Terminal-C",
        "Pump House",
        ["P-5202 gasoline booster pump motor 75 kW 415 V (Ex d)", "MCC-P2 feeder 4", "P-5201 duty pump (running)"],
        6,
        "Ex inspection report (IEC 60079-17, detailed) - finding EX-27-044, grade B\n"
        "Equipment: P-5202 motor terminal box, Ex d IIB T3, Zone 1. Two cover bolts missing, flamepath "
        "corroded, cable gland loose.\n"
        "Action: P-5202 is on standby - isolate at MCC-P2 feeder 4, lock, prove dead at the box. Fit two bolts of "
        "the correct grade, clean the flamepath (non-metallic scraper, no abrasives), re-make the gland, "
        "re-inspect before energising. P-5201 stays on duty and running 1.5 m away - keep the P-5201 box closed.",
        "Lock MCC-P2 F4, prove dead\nOpen box, clean flamepath\nNew bolts, re-make gland\n"
        "Re-inspect (Ex), remove locks",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Opening a 415 V Ex d terminal box needs the standby motor locked at MCC-P2 (Electrical/LOTO); the duty "
        "pump running beside it is a live source, not an isolation.",
        expect={"isolationPoints": ["MCC-P2 feeder 4 (P-5202)"], "liveSources": ["P-5201 duty pump running"]},
    ),
    wo(
        "Call-out f/up - SWB-6.6-B panel 4 anti-condensation heater",
        "Plant-B",
        "Substation",
        ["6.6 kV switchboard SWB-6.6-B, panel 4 LV compartment", "Anti-condensation heater 150 W 230 V",
         "Heater MCB in panel 4 LV compartment"],
        4,
        "CALL-OUT SHEET - night\n"
        "Called by: control room, alarm 'SWB-B panel 4 humidity high' at 01:55 | Arrived 02:10 | On-call: "
        "B. Janssen\nFound: panel 4 heater open circuit, LV compartment damp. Made safe: heater MCB left off. "
        "Left 02:50.\n"
        "Day-shift follow-up: lock the 230 V heater MCB in the panel 4 LV compartment off, prove dead, replace "
        "the heater element, reset the thermostat to 20 degC. The 6.6 kV busbars and all feeders stay in service "
        "- HV compartments are not opened, LV compartment work only, with the HV barriers in place.",
        "Lock heater MCB, prove dead\nReplace heater element\nReset thermostat, remove lock, check current",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, CW],
        "A 230 V heater is locked off and replaced inside a 6.6 kV switchboard whose busbars and feeders stay in "
        "service: Electrical/LOTO required, with the HV parts as live sources.",
        expect={"isolationPoints": ["Panel 4 heater MCB"],
                "liveSources": ["6.6 kV busbars and feeders of SWB-6.6-B in service"]},
    ),
    wo(
        "CUI campaign line 14 - strip/reinstate insulation 6in HP steam, PR-2 bay 11",
        "Plant-A",
        "Pipe Rack",
        ["6in HP steam line 40 barg 390 degC (in service)", "Scaffold PR-2-11 at 5 m, one side open",
         "Mineral wool + aluminium cladding"],
        8,
        "Insulation contractor - daily docket, CUI campaign line 14\n"
        "Strip cladding and mineral wool from 6 m of the 6in HP steam line at PR-2 bay 11, working from the "
        "scaffold at 5 m (toe boards on, west side left open for the pipe). The line stays in service at "
        "40 barg / 390 degC - nothing cut into, nothing unbolted. The inspector does visual + UT on the bare pipe; "
        "we reinstate the same day with new wool and cladding on screwed bands. Gas-oil line alongside is also in "
        "service. Heat-resistant gloves, burn risk.",
        "Strip 6 m of cladding + wool\nInspector VT + UT\nReinstate wool + cladding, screwed bands",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO, VE],
        "Stripping insulation from a 5 m scaffold with an open side is Working at Height; the steam and gas-oil "
        "lines stay in service and are not opened (Cold Work optional).",
        expect={"liveSources": ["6in HP steam line 40 barg in service", "Gas-oil line alongside in service"]},
    ),
    wo(
        "Jetty 2 walkway light JL-14 u/s - replace during discharge",
        "Terminal-C",
        "Jetty",
        ["Walkway light JL-14 230 V (Ex e), on post at 2.6 m", "Jetty lighting DB-J2 way 6",
         "Podium ladder 2 m", "Tanker at berth 2 (motor spirit)"],
        4,
        "Raised from the ship/shore safety checklist round: walkway light JL-14 out, walkway dark at the gangway "
        "foot. The vessel at berth 2 is discharging motor spirit until about 22:00 - no hot work, no naked lights, "
        "Ex tools only (ISGOTT items agreed with the ship).\n"
        "Electrician: lock DB-J2 way 6, prove dead at JL-14, replace the Ex e fitting working from a 2 m podium "
        "ladder (platform at 1.5 m), test. The other jetty lighting ways on DB-J2 stay on.",
        "Lock DB-J2 way 6, prove dead\nPodium ladder, change fitting\nTest, remove lock",
        [LOTO, WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE],
        "A 230 V Ex fitting is changed with its way locked (Electrical/LOTO) from a podium platform at 1.5 m "
        "(Working at Height). The discharging tanker is a live source; the ISGOTT line rules out hot work.",
        expect={"isolationPoints": ["DB-J2 way 6"],
                "liveSources": ["Tanker at berth 2 discharging motor spirit", "Other lighting ways on DB-J2"]},
    ),
    wo(
        "AH-301 analyser house - 230 V shelter heater dead",
        "Plant-A",
        "Hydrotreater",
        ["Analyser house AH-301", "Shelter heater HT-301 2 kW 230 V", "H2S analyser AT-3012 (sample flowing)",
         "GC AT-3011 (H2 carrier gas)", "Shelter DB way 3"],
        4,
        "Analyser tech fault log:\n"
        "22:30 (last night) - AH-301 low-temperature alarm, heater HT-301 dead. Ventilation fan OK.\n"
        "Today: isolate HT-301 at the shelter DB way 3, lock, prove dead, replace the heater (2 kW, 230 V) on its "
        "wall bracket at 1.0 m. Everything else in the shelter stays live: ventilation fan, lighting, both "
        "analysers on line with sample flowing, H2 carrier gas bottles connected, gas detectors in service. Do not "
        "open any sample lines.",
        "Lock DB way 3, prove dead\nChange HT-301\nTest, remove lock, confirm shelter temp rising",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, CW],
        "The 230 V heater is locked off and replaced (Electrical/LOTO) while the analysers, sample lines, carrier "
        "gas and ventilation stay live; no sample line is opened (Cold Work forbidden).",
        expect={"isolationPoints": ["Shelter DB way 3 (HT-301)"],
                "liveSources": ["Analysers AT-3011/AT-3012 with sample flowing", "H2 carrier gas",
                                "Ventilation fan and lighting"]},
    ),
    wo(
        "Impairment notice FI-27-006 - diesel fire pump FP-2 6-monthly service",
        "Terminal-C",
        "Fire Water Pump House",
        ["Diesel fire pump FP-2 (engine-driven)", "FP-2 controller and 24 V start batteries",
         "Electric fire pump FP-1 415 V (auto)", "Jockey pump JP-1 (auto)"],
        8,
        "FIRE PROTECTION IMPAIRMENT NOTIFICATION\n"
        "To: site fire chief, insurer (policy condition), control room\n"
        "System impaired: diesel fire pump FP-2 out of service 08:00-16:00 for its 6-monthly engine service "
        "(oil and filters, belts, coolant).\n"
        "Remaining protection: electric fire pump FP-1 and jockey pump JP-1 on AUTO and live, ring main "
        "pressurised, fire water tanks full.\n"
        "Precautions: no hot work anywhere in the terminal during the impairment; FP-2 controller selected OFF, "
        "start batteries disconnected and the control key locked in the lockbox by the fire pump engineer.\n"
        "Restore: 30 min run test, controller back to AUTO, notify all parties.",
        "Notify, controller OFF, batteries off, key in lockbox\nEngine service\nRun test 30 min\nAUTO, notify",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Taking a fire pump out of service is a fire-protection impairment (Cold Work), and the engine-driven "
        "pump is locked out at its controller and start batteries (Electrical/LOTO); FP-1 and JP-1 stay live.",
        expect={"isolationPoints": ["FP-2 controller OFF, start batteries disconnected, key in lockbox"],
                "liveSources": ["FP-1 electric fire pump on auto", "JP-1 jockey pump on auto",
                                "Ring main pressurised"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Plant test request PTR-27-03 - rich amine sample + temp gauge V-340 outlet",
        "Plant-A",
        "Hydrotreater",
        ["Rich amine flash drum V-340 (in service)", "Sample point SP-3404 1in",
         "Temporary gauge PG-T1 0-10 barg on 3/4in vent"],
        6,
        "PLANT TEST REQUEST PTR-27-03 (process engineering)\n"
        "Purpose: confirm amine loading and the flash pressure profile for the degassing study.\n"
        "Request: (1) closed-loop samples from SP-3404 (rich amine, up to 2,000 ppm H2S in the vapour), 3 samples "
        "1 h apart; (2) fit a temporary 0-10 barg gauge on the 3/4in vent valve on the V-340 outlet line - vent "
        "valve closed, plug removed, gauge fitted, valve cracked open under operator control, removed again "
        "after 24 h. Site H2S alarm 5 ppm on personal monitors, SCBA on standby at the sample point.",
        "Samples x3 (closed loop)\nRemove vent plug, fit PG-T1\nOpen vent valve under ops control\nRead, remove "
        "after 24 h, re-plug",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Removing a vent plug and fitting a gauge on an in-service rich amine line breaks containment (Cold "
        "Work); H2S with a site alarm of 5 ppm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "IH exposure monitoring - benzene filter housing F-2207 element change",
        "Plant-B",
        "Tank Farm",
        ["Benzene unloading filter F-2207 (basket)", "Personal sampling pumps x2", "PID meter"],
        4,
        "IH MONITORING PLAN (task-based)\n"
        "Task monitored: change of the basket element in benzene unloading filter F-2207, Botlek tank farm, by 2 "
        "fitters, about 2 h. Line isolated both sides by ops (double block), drained to the closed drain and "
        "nitrogen flushed.\n"
        "Sampling: personal pumps (charcoal tubes) on both fitters for the task + direct-reading PID at the "
        "opening. Site action level benzene 0.5 ppm; above 0.5 ppm on the PID - stop, close up, upgrade to "
        "full-face. Results to the IH database.\n"
        "Fitters open the cover, lift out the basket by hand, fit the new element, close and leak test.",
        "Pumps on fitters, PID ready\nOpen F-2207 cover\nChange element\nClose, leak test, pumps off",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Opening a benzene filter housing breaks containment (Cold Work), at a site benzene action level of "
        "0.5 ppm; the line was nitrogen flushed, so an O2 row too.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Berth 1 NH3 vapour-return flange VR-108 - gasket before next cargo",
        "Terminal-C",
        "Jetty",
        ["Ammonia vapour-return line 8in, berth 1 manifold", "Flange VR-108", "Water-curtain hose"],
        6,
        "Minutes - ship/shore and terminal pre-cargo meeting, berth 1 (refrigerated ammonia parcel due Friday)\n"
        "1. Vapour-return flange VR-108 at the berth 1 manifold weeping NH3 at the last discharge (detector "
        "35 ppm at the flange). Action TERMINAL: change the gasket before Friday. Line isolated at the shore valve, "
        "depressurised to flare and nitrogen purged by ops; fitters break VR-108 on SCBA with the water-curtain "
        "hose running, new gasket, tighten, N2 leak test.\n"
        "2. No vessel at berth 1 until Friday. Berth 2 working as normal (diesel).\n"
        "3. Mooring hook inspection - done.",
        "Ops isolate, depressurise, N2 purge\nSCBA, water curtain on\nBreak VR-108, new gasket\nN2 leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Breaking an ammonia vapour-return flange is Cold Work, with NH3 and an O2 row after the nitrogen purge; "
        "the other minute items are not work.",
        expect={"gasSubstances": ["NH3", "O2"]},
    ),
    wo(
        "T-6 gasoline tank - internal inspection entry after cleaning (gas-free cert)",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-6 (gasoline, cleaned, 32 m dia)", "Vacuum truck (residual sludge)", "Mixer MX-6 415 V",
         "Air movers x2 (air-driven)", "Floor MFL scanner"],
        10,
        "GAS-FREE CERTIFICATE GF-T6-03 (competent person) - conditions\n"
        "T-6: SAFE FOR ENTRY - SAFE FOR WORKERS (O2 20.9%, LEL 0%, benzene < 0.1 ppm, H2S 0 ppm at 07:10). "
        "NOT SAFE FOR HOT WORK - residual sludge under the floor plates and in the sump.\n"
        "Re-test every 2 h and after any break. Valid for the inspection crew only.\n"
        "Job: the vacuum truck in the bund sucks the residual sludge out of the sump through the manway hose, "
        "then 2 inspectors + an attendant enter through the shell manway for a visual and a floor MFL scan. "
        "Mixer MX-6 locked at the tank-farm MCC. Air movers running at the roof manway.",
        "Vac truck: sump sludge out\nGas test (O2, LEL, benzene, H2S)\nEntry: visual + MFL scan\n"
        "Re-test every 2 h\nExit, close up",
        [CSE, VE, CW, LOTO],
        [],
        [HW, EX, RT, LIFT, WAH],
        "Inspectors enter the tank (Confined Space Entry) with the 415 V mixer locked (Electrical/LOTO), after a "
        "vacuum truck in the bund (Vehicle Entry) sucks out sludge by hose (Cold Work). 'NOT SAFE FOR HOT WORK' "
        "rules hot work out, and MFL is magnetic, not radiography.",
        expect={"gasSubstances": ["benzene", "LEL", "O2", "H2S"],
                "isolationPoints": ["Mixer MX-6 at the tank-farm MCC"]},
    ),
    wo(
        "Bad actor #3 - HGU PSA tail-gas XV-3608 impulse fitting leak (CO)",
        "Plant-A",
        "Hydrotreater",
        ["HGU PSA unit, tail-gas valve XV-3608", "3/4in impulse fitting + tube (tail-gas side)",
         "Root valve RV-3608"],
        6,
        "BAD ACTOR REVIEW - January, item 3 (reliability engineering)\n"
        "HGU PSA: XV-3608 tail-gas valve. The instrument air tubing is fine; the leak is on the 3/4in impulse "
        "fitting on the tail-gas side (tail gas about 20% CO, 40% H2). 4th repeat in 12 months.\n"
        "Action this week: ops isolate the impulse line at root valve RV-3608 and vent to flare; the instrument "
        "fitter replaces the compression fitting and 300 mm of tube in 316 SS, leak test with snoop. Personal CO "
        "monitors (alarm 25 ppm) and a portable LEL meter. The PSA keeps cycling on the other beds - do not touch "
        "the XV-3608 solenoid.",
        "Ops isolate at RV-3608, vent to flare\nReplace fitting + 300 mm tube\nLeak test (snoop)\nReturn to ops",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Replacing a fitting on a tail-gas impulse line breaks containment on operating plant (Cold Work), with "
        "CO and hydrogen (LEL) rows; nothing electrical is touched.",
        expect={"gasSubstances": ["CO", "LEL"],
                "liveSources": ["PSA cycling on the other beds", "XV-3608 solenoid"]},
    ),
    wo(
        "DGSA note - wet TCCA drums bay D4 - overpack and clean up",
        "Terminal-C",
        "Drum Store",
        ["TCCA (trichloroisocyanuric acid) 50 kg drums x6, bay D4", "Salvage overpack drums",
         "Battery forklift", "Portable Cl2 detector"],
        5,
        "Dangerous goods safety adviser - inspection note\n"
        "Bay D4: six 50 kg drums of TCCA (pool chlorine tablets) stood under the roof leak; two are damp and "
        "swollen, chlorine smell at the bay (portable detector 0.8 ppm Cl2 at the drums). Keep them away from "
        "the acid bay D7.\n"
        "Action today: two stores operators in full-face respirators with Cl2 cartridges lift the damp drums "
        "into salvage overpacks by hand, move the overpacks and the four dry drums to the dry bay D2 on the "
        "battery forklift, sweep up spilt tablets dry (no water), re-label. Roof leak to facilities.",
        "Cl2 check at bay D4\nOverpack 2 damp drums\nMove 6 drums to D2 on forklift\nDry sweep, re-label",
        [CW],
        [VE, LIFT],
        [HW, CSE, EX, RT, WAH, LOTO],
        "Overpacking and moving damaged oxidiser drums that give off chlorine is handling broken containment "
        "(Cold Work), with a Cl2 row. A battery forklift in the drum store is Vehicle Entry optional and the drum "
        "moves are Lifting optional.",
        expect={"gasSubstances": ["Cl2"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "Berth B2 mooring hook QRH-3 base - weld doubler (harbour master notified)",
        "Plant-B",
        "Jetty",
        ["Quick-release hook QRH-3, mooring dolphin B2", "Doubler plate 12 mm", "MMA set, grinder",
         "Charged fire hose"],
        8,
        "Notification of hot work to the Harbour Master (port bye-law) - submitted 13 Jan, acknowledged.\n"
        "Berth: Botlek jetty B2 | Vessel alongside: none during the work | Nearest product manifold: B2 "
        "benzene/toluene manifold 25 m away, drained and blinded\n"
        "Work: grind out and weld a 12 mm doubler plate on the cracked base of quick-release hook QRH-3 on the "
        "mooring dolphin deck (deck level, 4 m back from the edge), MMA. Fire watch with a charged hose, 60 min "
        "after. SIMOPS: the gangway hose change on the same berth in the same window (linked order).",
        "Gas test\nGrind crack, fit doubler\nWeld (MMA), dress\nFire watch 60 min",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, WAH, LOTO, VE],
        "Grinding and MMA welding on the jetty is Hot Work; it is at deck level 4 m back from the edge (no "
        "Working at Height). Its partner breaks hydraulic hoses on the same berth at the same time.",
        expect={"gasSubstances": ["LEL", "benzene"]},
        pair="b2",
        start_hour=7,
    ),
    wo(
        "Gangway GW-B2 HPU - replace luffing cylinder hoses (PPM 12M)",
        "Plant-B",
        "Jetty",
        ["Shore gangway GW-B2", "HPU motor 400 V, jetty MCC bucket B2-3", "Accumulator 160 bar",
         "Luffing cylinder hoses x2"],
        8,
        "PPM route card GW-B2 / 12M - hydraulic hoses (due)\n"
        "Gangway parked on its rest. HPU motor locked at the jetty MCC bucket B2-3, accumulator dumped to 0 bar "
        "and the gauge checked. Replace the 2 luffing cylinder hoses at the cylinder (cylinder at deck level), "
        "drip trays and absorbents under, re-bleed, function test through the full luffing range. SIMOPS: hot "
        "work on QRH-3 on the same berth today - keep the hydraulic oil and rags away from it.",
        "Park gangway, lock HPU at B2-3\nDump accumulator, check 0 bar\nChange 2 hoses\nBleed, function test, unlock",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "The 400 V HPU is locked and the accumulator dumped (Electrical/LOTO) before hydraulic hoses are broken "
        "(Cold Work); its partner welds on the same berth in the same window.",
        expect={"isolationPoints": ["HPU motor at jetty MCC bucket B2-3", "Accumulator dumped to 0 bar"]},
        pair="b2",
    ),
    wo(
        "ACM gasket removal - P-5305 suction flange (NNLW plan of work)",
        "Terminal-C",
        "Pump House",
        ["P-5305 HSD transfer pump suction flange 10in", "Compressed asbestos fibre gasket",
         "Type H vacuum, wetting spray", "Non-asbestos replacement gasket"],
        6,
        "PLAN OF WORK - notifiable non-licensed asbestos work (NNLW)\n"
        "Task: remove the compressed asbestos fibre gasket from the P-5305 suction flange. Line already isolated, "
        "drained and blinded by ops under isolation certificate IC-K-227 (pump motor locked at MCC-P3 feeder 2 "
        "by ops). Flange split by the fitter, gasket wetted and removed with a hand scraper - no power tools, no "
        "wire brush. Type H vacuum, double-bagged and labelled, air monitoring during the task. New non-asbestos "
        "gasket, flange made up. SIMOPS: electricians swapping the P-5306 motor next door in the same window.",
        "Check IC-K-227\nSplit flange\nWet + scrape gasket, bag\nAir monitoring\nNew gasket, make up flange",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Splitting the suction flange to take out an asbestos gasket breaks containment (Cold Work); the pump lock "
        "is held by ops under the isolation certificate (Electrical/LOTO optional), and hand tools only rule out "
        "Hot Work.",
        expect={"isolationPoints": ["P-5305 motor locked at MCC-P3 feeder 2 (IC-K-227)"]},
        pair="pump5",
        start_hour=8,
    ),
    wo(
        "P-5306 motor change - elec crew allocation sheet",
        "Terminal-C",
        "Pump House",
        ["P-5306 HSD transfer pump motor 55 kW 415 V (420 kg)", "MCC-P3 feeder 3", "Chain block 1 t on monorail"],
        6,
        "Electrical crew board - allocation sheet\n"
        "Crew 2 (2 electricians + fitter): P-5306 motor change-out (winding IR low). Isolate MCC-P3 feeder 3, "
        "lock, prove dead at the terminal box. Disconnect, uncouple, 420 kg motor out and the rebuilt motor in on "
        "the pump-house monorail chain block (1 t). Reconnect, IR test, rotation check. Next door: asbestos "
        "gasket removal on P-5305 in the same window - respect their barrier, no power tools inside it.",
        "Lock MCC-P3 F3, prove dead\nDisconnect, uncouple\nMotor out / in on chain block\nReconnect, IR, rotation",
        [LOTO],
        [LIFT],
        [HW, CSE, EX, RT, WAH, VE],
        "A 415 V motor is isolated, locked and changed (Electrical/LOTO); the 420 kg motor on a chain block is "
        "Lifting optional. Its partner removes an asbestos gasket next door at the same time.",
        expect={"isolationPoints": ["MCC-P3 feeder 3"]},
        pair="pump5",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Community complaint CC-27-004 f/up - boiler B-2 drum PSV simmering",
        "Plant-B",
        "Boiler House",
        ["Steam drum safety valve PSV-B2-01 (4in, 180 kg)", "Boiler B-2 (off line for the job)",
         "25 t mobile crane", "Railed drum platform at 18 m"],
        10,
        "Community complaints log - CC-27-004, 23:40: resident, Vondelingenweg: 'loud hissing / screaming from "
        "the plant for an hour, couldn't sleep'. Investigated: PSV-B2-01 on the boiler B-2 steam drum simmering "
        "below its set pressure.\n"
        "Follow-up job: B-2 off line, cooled, depressurised and drained (drum safety valves have no isolation "
        "valve). Unbolt PSV-B2-01 on the railed drum platform (18 m), lower it with the 25 t mobile crane on the "
        "boiler-house road (valve 180 kg), send it to the valve shop for overhaul and test, fit the spare with "
        "new gaskets.",
        "Confirm B-2 drained, 0 barg\nUnbolt PSV on drum platform\nCrane down (180 kg), spare up\n"
        "New gaskets, bolt up, hand back",
        [CW, LIFT],
        [WAH, VE],
        [HW, CSE, EX, RT],
        "The complaint is the past event; the job removes a drum safety valve (Cold Work) and lowers it with a "
        "mobile crane (a crane lift, so Lifting). The drum platform is railed (Working at Height optional) and the "
        "crane is in a utility area (Vehicle Entry optional).",
    ),
    wo(
        "F/up to emergency call 15:42 (valve pit VP-14) - gland repack with entry",
        "Plant-A",
        "Crude Unit",
        ["Valve pit VP-14 (1.8 m deep, grated cover)", "Gate valve GV-1422 8in cooling water return",
         "Tripod + winch", "N2 purge connection on the pit drain"],
        6,
        "Emergency line log / transcript extract, 9 Jan:\n"
        "15:42 CALLER: 'Man's gone down the valve pit at VP-14 and he's not answering, I can see him sitting.'\n"
        "15:42 CONTROL: 'Do NOT go in. Stay at the top, I'm sending the rescue team.'\n"
        "15:49 Rescue team on scene, BA entry, casualty recovered conscious. Pit later tested at 15.8% O2 "
        "(nitrogen from a passing purge connection into the pit drain).\n"
        "Follow-up job (today): the GV-1422 gland repack he went down for. Ops blank the purge connection at "
        "grade first. Pit entered under confined space entry with gas test, attendant, tripod and winch; repack "
        "the gland on the live cooling-water line (2 barg) with the valve back-seated.",
        "Ops blank N2 purge connection\nGas test O2 / LEL\nEntry with tripod, attendant\nRepack gland (back-seated)\nExit",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE, LOTO],
        "The transcript is the past event; today a person enters a 1.8 m pit that was found at 15.8% O2 "
        "(Confined Space Entry) to repack a gland on a live cooling-water line (Cold Work).",
        expect={"gasSubstances": ["O2"], "liveSources": ["GV-1422 cooling water return in service (2 barg)"],
                "isolationPoints": ["N2 purge connection blanked at grade"]},
    ),
    wo(
        "Driver complaint DC-118 - loading arm LA-5 dropped, bay 5 - replace balance cylinder",
        "Terminal-C",
        "Truck Loading Bay",
        ["Top-loading arm LA-5 (gasoil), bay 5", "Spring balance cylinder (160 kg)",
         "Loading gantry platform (railed), 4 m", "Chain block 500 kg on gantry beam"],
        6,
        "Haulier driver complaint form DC-118 (copied to terminal HSE): 'At bay 5 the loading arm came down by "
        "itself onto the tanker walkway when I let go of it. Nobody hurt, my hand was off it by luck. This is the "
        "second time.'\n"
        "Finding: LA-5 spring balance cylinder broken.\n"
        "Job: bay 5 closed; arm drained to the slop line and isolated at the bay valve; arm parked and chained. "
        "Fitters on the railed gantry platform (4 m) replace the balance cylinder with the 500 kg chain block on "
        "the gantry beam, set the balance, function test. Other bays keep loading.",
        "Close bay 5, drain + isolate arm\nChain arm in parked position\nCylinder out / in on chain block\n"
        "Set balance, function test",
        [CW],
        [LIFT, WAH],
        [HW, CSE, EX, RT, LOTO, VE],
        "The complaint is the past event; the job works mechanically on a drained loading arm in an operating bay "
        "(Cold Work). The 160 kg cylinder on a chain block is Lifting optional and the gantry platform is railed "
        "(Working at Height optional).",
        expect={"liveSources": ["Other bays loading"]},
    ),
    wo(
        "Earth cable trench SS-A - complete after stopped dig (award citation)",
        "Plant-A",
        "Substation",
        ["Trench for new earthing cable, substation yard, 1.2 m deep", "11 kV cable SS-A/F3 (live, marked)",
         "Mini excavator 3 t (diesel)"],
        10,
        "From the quarterly safety award citation: 'Apprentice L. Nguyen saw the excavator bucket working within "
        "0.5 m of the marked live 11 kV cable F3 and stopped the dig. The supervisor confirmed the marks were "
        "right and the job was re-planned.'\n"
        "Remaining job: finish the 1.2 m trench for the new earthing cable. Within 1 m either side of F3: hand dig "
        "only, insulated tools, F3 stays live. Beyond that the mini excavator resumes to 1.2 m. Trench edges "
        "battered, spoil 1 m back.",
        "Re-mark F3, CAT scan\nHand dig 1 m either side of F3\nMini excavator to 1.2 m beyond\nBatter edges",
        [EX],
        [VE, LOTO],
        [HW, CSE, RT, LIFT, WAH, CW],
        "The award is the past event; the job is a 1.2 m trench dug partly by machine beside a live 11 kV cable "
        "(Excavation). The mini excavator is in a substation yard (Vehicle Entry optional) and the live cable is "
        "avoided, not isolated (Electrical/LOTO optional).",
        expect={"liveSources": ["11 kV cable F3 live"]},
    ),
    wo(
        "Frozen impulse lines FT-3302 - install electric tracing (after torch burn)",
        "Plant-A",
        "Hydrotreater",
        ["Impulse lines FT-3302 (1/2in, sour water service)", "Self-regulating heat trace 230 V",
         "HTDB-3 way 14", "Insulation + cladding"],
        8,
        "Quoted from the first-aider's handover to the ambulance crew: 'Male, 40s, superficial burns to the back "
        "of the left hand and wrist from a propane torch. He was thawing frozen instrument lines at FT-3302. "
        "Cooled 20 min. No other injuries.'\n"
        "Torch thawing is banned on this unit. Permanent fix: fit self-regulating heat trace along the two "
        "FT-3302 impulse lines, terminate it at HTDB-3 way 14 (230 V; way locked off and proved dead while "
        "terminating), insulate and clad. The lines stay in service and nothing is opened. Lines run 1.5 m above "
        "grade, reached from the ground.",
        "Lock HTDB-3 way 14, prove dead\nLay + fix trace cable\nTerminate, IR test\nInsulate + clad, energise",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "The torch burn is the past event; the job terminates 230 V heat trace with the way locked "
        "(Electrical/LOTO). No torch is used now (Hot Work forbidden) and the lines are reached from the ground.",
        expect={"isolationPoints": ["HTDB-3 way 14"]},
    ),
    wo(
        "T-311 roof stair head - fit self-closing gate + rail (exit interview action)",
        "Plant-B",
        "Tank Farm",
        ["Tank T-311 (methanol, in service), stair head at 15 m", "Self-closing swing gate, clamp-on",
         "2 m clamp-on guardrail section", "Temporary anchor line"],
        6,
        "HR exit interview (operator, 11 years) - comment passed to HSE: 'Nobody will say it, but at T-311 the "
        "stair comes out onto the roof where there's no handrail for two metres, and in the dark you step "
        "straight toward the edge. We've all done it.'\n"
        "HSE action A-27-019: fit a self-closing gate and a 2 m clamp-on guardrail section at the T-311 stair head. "
        "Bolt-on clamps only - no welding, no drilling on the roof (tank in methanol service). Fitters clipped to "
        "a temporary anchor line until the rail is in.",
        "Rig temporary anchor line\nFit clamp-on rail section\nFit self-closing gate\nInspect, remove anchor line",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO, VE],
        "The interview is the past frame; the job is at an unguarded roof edge 15 m up (Working at Height). "
        "Bolt-on clamps with no welding or drilling forbid Hot Work; work on a tank in service is optional Cold "
        "Work.",
        expect={"liveSources": ["T-311 in methanol service"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "[auto] Summary unavailable",
        "Plant-A",
        "Loading Rack",
        [],
        4,
        "Asset Assistant could not generate a summary for this notification (error 429: rate limit). The "
        "original text was not saved. Please re-enter the description.",
        "",
        [],
        [],
        list(ALL),
        "A failed auto-summary with the original text lost: nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Microsoft Teams meeting",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "________________________________________________________________________________\n"
        "Microsoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the "
        "meeting\nMeeting ID: 372 118 449 21\nPasscode: k7Qp2e\nDownload Teams | Join on the web\nOr call in "
        "(audio only)\n+31 20 721 9251,,581204337#   Netherlands, Amsterdam\nLearn More | Meeting options\n"
        "________________________________________________________________________________",
        "",
        [],
        [],
        list(ALL),
        "A pasted meeting invitation with no job in it.",
        expect={"needsReview": True},
    ),
    wo(
        "N/A",
        "Terminal-C",
        "Tank Farm",
        ["N/A"],
        4,
        "Equipment: N/A\nTask: N/A\nHazards: N/A\nPermits: N/A\nDuration: N/A\nRequested by: N/A",
        "N/A",
        [],
        [],
        list(ALL),
        "A form with every field 'N/A': no job is described.",
        expect={"needsReview": True},
    ),
    wo(
        "same as 4471029 but other side",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "same as 4471029 but other side",
        "",
        [],
        [],
        [],
        "It refers to another order that is not given; any permit type would be a guess, so forbidden is empty.",
        expect={"needsReview": True},
    ),
]
