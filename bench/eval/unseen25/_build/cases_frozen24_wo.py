"""unseen25 frozen24 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is water and wastewater utilities (sewers, pumping stations, digesters, chlorine and
ozone dosing, reservoirs, valve chambers), district heating and cooling networks, ship repair and a floating
dock, and chemical distribution warehousing (drums, IBCs, tank trucks), placed where they fit on the three
sites and written by the people of those trades: a sewer CCTV survey job sheet with MSCC codes, an owner's
superintendent's repair specification, a heat-network leak-location report, a district cooling CAFM ticket,
a marine chemist's certificate, a dock master's docking orders, a DSEAR coordinator's request, a network
control-room burst instruction, a LOLER thorough-examination defect, a drinking-water event notification,
a valve operation schedule, a Tyneside plater's note and a Malayalam-English riding-squad note.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "CCTV survey ES-3 foul sewer MH-E06 to MH-E09 (pre-lining condition survey)",
        "Plant-B",
        "Effluent Treatment",
        ["Foul sewer ES-3 (DN450 VC)", "Manholes MH-E06 ... MH-E09", "CCTV crawler + van-mounted winch"],
        6,
        "DRAINAGE SURVEY JOB SHEET  Client ref ET/2027/014  Surveyor: R. Okafor (MSCC 5th ed. cert.)\n"
        "Survey standard: WRc MSCC5, coding DEF/STR, grading 1-5. Upstream MH-E06 (cover level 1.02, invert "
        "depth 2.80 m) to downstream MH-E09.\n"
        "Method: crawler camera launched from the surface on the cable reel. MAN ENTRY: NONE - this is a "
        "remote survey only.\n"
        "Known from 2022 survey: RI (roots, 10%) at 14 m, JDL at 21 m, FC at 33 m.\n"
        "Site note: launch skid at MH-E06 does not sit on the benching from the top - second operative to "
        "climb down the step irons of MH-E06 (2.8 m) to seat the skid and guide the crawler into the outgoing "
        "pipe, then climb out. Gas monitor clipped on. Van parked on the service road.",
        "1 Set out signing, lift covers MH-E06/E09 with keys\n2 Ventilate, gas test at cover\n"
        "3 Operative descends MH-E06, seats launch skid, exits\n4 Run survey E06-E09, code defects\n"
        "5 Recover crawler, replace covers, upload report",
        [CSE],
        [VE, CW],
        [HW, EX, RT, LIFT],
        "The sheet says no man entry, yet an operative climbs 2.8 m down into the manhole to seat the skid: "
        "that is Confined Space Entry in a foul sewer (H2S, methane, oxygen). The van on a utility service "
        "road is optional; nothing is dug, welded or lifted.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "O2", "LEL"]},
    ),
    wo(
        "Item 7.3 Sea chests P&S - gratings off, clean, inspect, refit",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1", "Harbour tug 'Botlek 4' sea chests P and S", "Sea chest gratings (bolted)"],
        8,
        "REPAIR SPECIFICATION - dry-docking of harbour tug Botlek 4   Prepared by: Owner's Superintendent "
        "(C/E H. Visser)\n"
        "Item 7.3  Sea chests port & starboard.\n"
        "  a) Yard to remove gratings (bolted, 8 x M20 each), clean chests by HP water and scraper, inspect "
        "and report. NO HOT WORK ON THIS ITEM - gratings are bolted.\n"
        "  b) Yard to renew zinc anodes inside chests (owner's supply).\n"
        "  c) Any seized bolts to be cut off with oxy-propane torch, new studs to be welded on the chest "
        "frame and ground flush - yard to quote per stud.\n"
        "  d) Gratings refitted with new bolts, chests painted 2 coats AF.\n"
        "Access from the dock floor; chest openings 1.1 m above the keel blocks. Sea valves shut by ship's "
        "crew. Chests are cleaned from outside, nobody goes into the chest.",
        "1 Confirm sea valves shut and tagged by crew\n2 Unbolt gratings; burn off seized bolts\n"
        "3 HP wash and scrape\n4 Weld new studs, grind flush\n5 Anodes, paint, refit gratings",
        [HW],
        [CW, WAH],
        [CSE, EX, RT, LOTO],
        "Item 7.3 says no hot work, then burns off seized bolts with oxy-propane and welds new studs: Hot Work "
        "required (conflict). The chests are worked from outside at 1.1 m above the blocks, so Confined Space "
        "Entry is forbidden and height optional.",
        expect={"scopeConflict": True},
    ),
    wo(
        "DH transport line TL-2 - leak at joint J-114, open up and repair",
        "Plant-B",
        "Pipe Rack",
        ["District heating transport line TL-2 (DN300 pre-insulated, buried)", "Leak detection loop LD-TL2",
         "Section valves SV-21 / SV-22"],
        10,
        "HEAT NETWORK FAULT REPORT  No. HN-27-031  Network: Botlek warmtenet export, TL-2 flow pipe\n"
        "Alarm: surveillance wire LD-TL2 insulation resistance 0.4 kOhm (wet), TDR pulse reflection at "
        "412 m from ET-03 = joint J-114 under the rack road.\n"
        "Location confirmed by thermography and tracer gas (5% H2 / 95% N2). No excavation required for "
        "the location survey.\n"
        "Repair: section TL-2 between SV-21 and SV-22 closed and drained to 0 barg by network ops. Mini "
        "excavator to open a 3 x 2 m pit over J-114 to 1.4 m, expose the pipe, cut off the shrink sleeve, "
        "weld a split repair sleeve on the steel carrier pipe (MMA), pressure test, foam and sleeve the joint, "
        "backfill. Tipper on the rack road for spoil.",
        "1 Ops close SV-21/SV-22, drain, verify 0 barg\n2 CAT scan, mark services\n"
        "3 Excavate 1.4 m pit, step the sides\n4 Weld repair sleeve, pressure test\n"
        "5 Foam, sleeve, backfill, reinstate asphalt",
        [EX, HW, VE],
        [CW],
        [CSE, RT, LIFT],
        "The report says no excavation, but that covers only the survey: the repair digs a 1.4 m pit by mini "
        "excavator (Excavation, conflict flagged) and welds a sleeve on the carrier pipe (Hot Work); engine "
        "plant on the rack road is Vehicle Entry. The pit is not entered as a confined space.",
        expect={"scopeConflict": True, "isolationPoints": ["SV-21", "SV-22"]},
    ),
    wo(
        "Tailshaft withdrawal - barge 'Maasdelta 12' in FD-1",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1", "Propeller (4-blade, 3.4 t)", "Tailshaft", "Dock chain blocks 5 t x 2"],
        10,
        "DOCK MASTER'S DOCKING ORDERS - FD-1, Maasdelta 12, day 3\n"
        "3.1 Tailshaft survey (class, 5-yearly). Rope guard off. Propeller nut slackened with the "
        "hydraulic nut.\n"
        "3.2 NO LIFTING PERMIT REQUIRED - the propeller comes off on the dock's own chain blocks, no crane "
        "on this job.\n"
        "3.3 Propeller (3.4 t) to be taken on two 5 t chain blocks hung from the stern lifting eyes and "
        "lowered onto the dock-bottom trolley, then tailshaft drawn aft 1.5 m for survey.\n"
        "3.4 No work on the dock pumps today; dock stays at working level.\n"
        "Dock master: J. Dekker",
        "1 Rope guard off\n2 Sling propeller, two 5 t chain blocks on stern eyes\n"
        "3 Hydraulic nut off, ease propeller, lower 3.4 t onto trolley\n4 Draw shaft, class survey",
        [LIFT],
        [CW],
        [HW, CSE, EX, RT, VE],
        "Lowering a 3.4 t propeller on chain blocks is a lift of 1 t or more, so Lifting is required despite "
        "'no lifting permit required' (conflict). No vehicle, dig, entry or flame is described.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Valve exercising - fire water reservoir outlet valves FV-01 ... FV-06",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water reservoir outlet valves FV-01 to FV-06", "Valve chamber VC-R1", "Valve key 1.8 m"],
        4,
        "VALVE OPERATION SCHEDULE  VOS-C-27-02  Operator: network technician (water)\n"
        "Valve | size | turns to close | dir | state after\n"
        "FV-01 | DN250 | 42 | clockwise | OPEN (returned)\n"
        "FV-02 | DN250 | 42 | clockwise | OPEN (returned)\n"
        "FV-03..06 | DN200 | 34 | clockwise | OPEN (returned)\n"
        "All valves operated by key from the surface boxes through the spindle extensions. NO entry into "
        "chamber VC-R1 (extensions fitted 2025). NO digging - silt cleared from surface boxes by trowel. "
        "Fire pumps remain on auto; reservoir stays in service. Inform the fire pump house before "
        "operating each valve.",
        "1 Inform FWPH\n2 Open surface boxes, clear silt\n3 Exercise each valve full stroke and return to OPEN"
        "\n4 Record turns, report stiff valves",
        [],
        [CW],
        [CSE, EX, HW, LOTO, VE, LIFT, RT],
        "Exercising valves by key from the surface is operational; entry into the chamber and digging are "
        "explicitly ruled out. Cold Work is optional because valves on the live fire water system are moved "
        "and returned.",
    ),
    wo(
        "Item 12.4 Accommodation ladder - renew falls wire and resin socket",
        "Terminal-C",
        "Jetty",
        ["Product tanker accommodation ladder (landed on the jetty)", "Ladder davit winch (440 V)",
         "Falls wire 16 mm"],
        6,
        "VOYAGE REPAIR LIST - riding squad, alongside Kandla berth 2\n"
        "Item 12.4  Accommodation ladder falls wire renewal.\n"
        "- Ladder landed on the jetty deck on timbers by ship's crew before we start.\n"
        "- Winch 440 V supply isolated and locked at the deck starter panel; ship's C/E holds key.\n"
        "- Old wire paid off, new wire reeved; end termination by resin-poured socket (two-part resin, "
        "cold cure). No hot work - no welding, no burning, no heat gun for the socket.\n"
        "- Load test by ship's crew after cure.\n"
        "Chetta, wire weight approx 90 kg, two men. Sheri?",
        "1 Confirm ladder landed, winch locked\n2 Pay off old wire\n3 Reeve new wire\n4 Pour resin socket, cure"
        "\n5 Unlock, test by crew",
        [LOTO],
        [CW, LIFT],
        [HW, CSE, EX, RT],
        "The 440 V winch is isolated and locked before the wire is worked (Electrical/LOTO). The resin socket "
        "is cold cured and the list excludes welding, burning and heat guns, so Hot Work is forbidden; the "
        "ladder is landed, so no height.",
        expect={"isolationPoints": ["ladder davit winch"]},
    ),
    wo(
        "DH substation HX-2 plate pack clean (export to city network)",
        "Plant-B",
        "Boiler House",
        ["District heating export heat exchanger HX-2 (gasketed plate)", "Secondary circulation pump P-DH-2",
         "Isolation valves HXV-21/22/23/24"],
        8,
        "Heat network maintenance - planned interruption HX-2 (HX-1 carries the city load)\n"
        "Scope: open plate pack of HX-2 on its frame, remove plates, clean by hand and in the plate-wash "
        "bath, re-gasket 6 plates, re-tighten to dimension A.\n"
        "Not a confined space job: the plate pack is opened on the frame, nobody enters anything. No hot "
        "work. Secondary pump P-DH-2 (400 V) locked off at the MCC; HXV-21..24 closed, chained, HX drained "
        "and vented to 0 barg at 40 degC.",
        "1 Lock P-DH-2, close and chain HXV-21..24\n2 Drain, vent, check 0 barg and < 40 degC\n"
        "3 Slacken tie bars, open pack\n4 Clean, re-gasket\n5 Close to dimension A, leak test",
        [CW, LOTO],
        [LIFT],
        [CSE, HW, EX, RT, VE],
        "Opening a drained plate exchanger on the network is Cold Work, and the 400 V pump is locked "
        "(Electrical/LOTO). The exclusions of confined space and hot work are genuine.",
        expect={"isolationPoints": ["P-DH-2", "HXV-21", "HXV-22", "HXV-23", "HXV-24"]},
    ),
    wo(
        "Sludge dewatering centrifuge DC-1 - bowl and scroll exchange",
        "Plant-A",
        "Wastewater Treatment",
        ["Decanter centrifuge DC-1 (75 kW, 400 V)", "Back-drive 15 kW", "1 t monorail hoist", "Polymer dosing"],
        10,
        "Centrifuge service report / work request - vendor field engineer\n"
        "Scroll wear > 3 mm at the feed zone; exchange rotating assembly (bowl + scroll, 780 kg) for the "
        "refurbished spare.\n"
        "Main drive and back-drive isolated and locked at MCC-WW2, polymer pump stopped and locked. Feed "
        "valve closed, casing flushed.\n"
        "Lift by the installed 1 t monorail hoist. No work at height - centrifuge sits on a 0.9 m plinth and "
        "all work is done from the floor.",
        "1 Lock DC-1 main and back-drive, polymer pump\n2 Flush and open casing\n"
        "3 Lift out rotating assembly 780 kg on monorail\n4 Fit spare, align, vibration check",
        [LOTO, CW],
        [LIFT],
        [WAH, HW, CSE, EX, RT],
        "Both drives and the polymer pump are locked (Electrical/LOTO) and the casing of the operating "
        "dewatering plant is opened (Cold Work). The 780 kg lift is below 1 t (optional) and height is "
        "genuinely excluded by the 0.9 m plinth.",
        expect={"isolationPoints": ["DC-1", "polymer pump"]},
    ),
    wo(
        "Bay 3 tank truck static earthing unit - replace monitor and clamp",
        "Terminal-C",
        "Truck Loading Bay",
        ["Static earthing monitor SEM-3 (230 V)", "Earthing clamp and reel", "Bay 3 interlock"],
        4,
        "DSEAR / ATEX coordinator - site services request SSR-C-0211\n"
        "Zone: Bay 3 is Zone 1 around the manlid, Zone 2 to 3 m. SEM-3 fails its self-test.\n"
        "Replace the monitor (Ex d enclosure) and the clamp + reel like-for-like. 230 V supply isolated and "
        "locked at DB-TL3. Bay 3 closed to tank trucks for the shift - no vehicle on the bay. New cable runs "
        "in the existing tray, no digging, no drilling. Bay 3 interlock bypass NOT used; bay simply stays "
        "closed.",
        "1 Close bay 3, barrier\n2 Lock DB-TL3 way 7, prove dead\n3 Swap monitor and reel\n4 Ex inspection"
        "\n5 Function test with test truck plug, reopen bay",
        [LOTO],
        [CW],
        [VE, EX, HW, CSE, RT, LIFT, WAH],
        "The 230 V monitor is locked off (Electrical/LOTO). The bay is closed to vehicles and the cable is on "
        "existing tray, so Vehicle Entry and Excavation are genuinely excluded.",
        expect={"isolationPoints": ["DB-TL3"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Lift station LS-2 weekly round",
        "Plant-B",
        "Effluent Treatment",
        ["Lift station LS-2 (2 x submersible pumps)", "Control panel LS-2", "Ultrasonic level LT-LS2"],
        4,
        "Weekly round - lift station LS-2. Read hour meters and starts for both pumps from the panel door "
        "display, note wet well level from LT-LS2, check pump 2 is lifting to the balance tank, listen for "
        "cavitation, check odour filter pressure drop on the gauge. Nothing is opened, no covers lifted, "
        "panel door not opened beyond the display window.",
        "Read, record, report defects to the planner.",
        [],
        [],
        [LIFT, CSE, LOTO, CW, EX, HW, WAH, VE, RT],
        "A 'lift station' is a sewage pumping station and 'lifting' is pumping; a read-only round needs no "
        "permit.",
    ),
    wo(
        "Cold ironing - connect 6.6 kV shore power to the bunker barge at berth 3",
        "Plant-B",
        "Jetty",
        ["Shore power connection box SPC-3 (6.6 kV)", "Cable management reel", "Barge shore connection panel"],
        4,
        "Cold ironing (onshore power supply) - berth 3. Barge 'Rijn 7' alongside for 3 days. Shore electrician "
        "to plug the 6.6 kV cable into the barge inlet: SPC-3 circuit breaker racked out, earthed and locked "
        "while the plug is inserted and the pilot loop checked; then remove earths and close. Nothing hot, "
        "no work on the barge's pipework.",
        "1 Rack out and earth SPC-3, apply lock\n2 Run out reel, insert plug, check pilot loop\n"
        "3 Remove earth, close breaker, check phase rotation",
        [LOTO],
        [],
        [CW, HW, CSE, EX, RT, LIFT],
        "'Cold ironing' is shore power, not cold work: the 6.6 kV breaker is racked out, earthed and locked "
        "before the plug is handled (Electrical/LOTO). Cold Work would misread the word.",
        expect={"isolationPoints": ["SPC-3"]},
    ),
    wo(
        "Free chlorine residual - potable water tank outlet, daily",
        "Terminal-C",
        "Admin Building",
        ["Potable water tank PWT-1 sample tap", "DPD comparator"],
        4,
        "Daily drinking-water check: run the outlet sample tap 2 minutes, DPD-1 tablet, read free chlorine "
        "residual (target 0.2 - 0.5 mg/l) and total chlorine, record in the water log. If below 0.2, call "
        "the water treatment contractor. Sample tap is at waist height by the tank plinth; tank hatch not "
        "opened.",
        "Sample, test, record.",
        [],
        [],
        [CSE, CW, HW, LOTO, WAH, EX, LIFT, RT, VE],
        "A chlorine residual test in a sample is a water-quality check: no chlorine gas, no tank entry, no "
        "containment broken.",
    ),
    wo(
        "Heat meter battery and M-Bus check - customer substation CS-14",
        "Plant-B",
        "Boiler House",
        ["Customer substation CS-14 heat meter HM-14", "M-Bus module"],
        4,
        "Meter technician: HM-14 shows 'BAT LOW'. Replace the 3.6 V lithium battery pack in the calculator, "
        "check M-Bus address and that the supply shows HOT (approx. 95 degC flow, 60 degC return), reseal "
        "with a new meter seal. Flow sensor and temperature pockets are NOT disturbed; no valves operated.",
        "Swap battery, verify readings, reseal, photo of seal.",
        [],
        [],
        [HW, CW, LOTO, CSE, WAH, EX, LIFT, RT, VE],
        "A 3.6 V battery in a heat meter calculator is extra-low voltage, the 'hot' is the reading of the "
        "flow temperature, and nothing is opened.",
    ),
    wo(
        "Docking plan check for next week's docking of pilot boat 'Loods 3'",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1 (docking plan)", "Keel block schedule"],
        4,
        "Dock office desk task: compare the yard's block plan with the vessel's docking plan (frame spacing, "
        "keel block heights 1.20 m, side block positions clear of the sea chests and echo sounder), confirm "
        "dock lifting capacity vs docking weight 180 t, agree flooding and lifting times with the dock "
        "master. Blocks are NOT moved this week.",
        "Desk check, mark up drawing, e-mail to dock master.",
        [],
        [],
        [LIFT, CSE, WAH, HW, VE, CW, EX, LOTO, RT],
        "Docking, flooding and 'dock lifting capacity' are words of a desk review of a drawing; nothing is "
        "moved or lifted.",
    ),
    wo(
        "DG segregation audit - drum store aisles A to F",
        "Terminal-C",
        "Drum Store",
        ["Drum store racking aisles A-F", "Toxic gases cage (class 2.3)", "IBC bunded bays"],
        5,
        "Dangerous goods segregation walk: check placards and SDS index against the ADR class table "
        "(class 2.3 toxic gases incl. UN1017 chlorine and UN1079 sulphur dioxide cylinders in the locked "
        "cage, class 8 acids apart from class 8 alkalis, class 5.1 hypochlorite IBCs away from acids, "
        "class 3 solvents in the bunded flammables bay). Count, photograph, raise non-conformities. Cage "
        "stays locked, nothing moved.",
        "Walk aisles A-F with the checklist, report to site manager.",
        [],
        [],
        [CSE, CW, HW, LIFT, VE, LOTO, WAH, EX, RT],
        "Naming chlorine and SO2 cylinders in an audit is not a gas job: nothing is opened, moved or entered.",
    ),
    wo(
        "Ballast water compliance sample - tanker at berth 1",
        "Terminal-C",
        "Jetty",
        ["Tanker ballast water sampling point (discharge line)", "Sample bottles"],
        4,
        "Port State ballast water check (BWM Convention D-2): surveyor draws an indicative sample from the "
        "ship's ballast discharge sampling cock on deck during deballasting, ship's crew operate the "
        "ballast pump. No tank is opened or entered, no sounding pipes removed.",
        "Board via gangway, sample, seal bottles, chain of custody.",
        [],
        [],
        [CSE, CW, HW, LOTO, WAH, LIFT, EX, RT, VE],
        "Sampling ballast water at the ship's sampling cock is an inspection; the 'tank' is never opened.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Item 4.12 DB tank 3P - renew 2 insert plates, butt welds RT",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1", "Barge 'Maasdelta 12' double-bottom ballast tank 3P", "Dock-side 60 t crane",
         "Ir-192 exposure container"],
        12,
        "REPAIR SPECIFICATION - Maasdelta 12 (class renewal)\n"
        "Item 4.12  Double-bottom tank 3P, bottom shell: renew 2 inserts 2400 x 1800 x 12 mm (AH36), as per "
        "thickness gauging report (wastage > 25%).\n"
        "- Tank to be certified 'Safe for Workers' and 'Safe for Hot Work' by marine chemist before entry.\n"
        "- Yard to cut out old plate from outside (dock floor) and inside (tank), weld inserts full "
        "penetration both sides.\n"
        "- New plates 1.6 t (with lifting lugs) landed by the dock-side 60 t mobile crane onto the dock floor "
        "and jacked into place.\n"
        "- 10% of butts to be radiographed by Ir-192, yard NDT, boundary at 7.5 uSv/h (client rule), at "
        "night shift.",
        "1 Marine chemist certificate\n2 Entry with hole watch, ventilation\n3 Crane lands plates\n"
        "4 Cut out, fit, weld\n5 Ir-192 RT of butts\n6 Coat, close tank",
        [CSE, HW, LIFT, VE, RT],
        [CW],
        [EX],
        "Entry into a double-bottom tank, cutting and welding, a 1.6 t plate by a mobile crane on the jetty "
        "(Lifting and Vehicle Entry) and Ir-192 radiography of the butts: five types.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Influent pumping station IPS-1 pump 3 - pull, replace, refit",
        "Plant-A",
        "Wastewater Treatment",
        ["Influent pump P-IPS-3 (55 kW submersible, 1.45 t)", "Guide rails and lifting chain",
         "Discharge bend and rising main valve DV-3", "HIAB truck 18 t"],
        8,
        "NETWORK MAINTENANCE JOB - IPS-1 P3 tripped on seal leak (moisture probe). Standby P1/P2 cover.\n"
        "P3 isolated and locked at MCC-IPS, cable plug disconnected. DV-3 closed and locked.\n"
        "P3 pulled up the guide rails by HIAB (1.45 t with chain), swap for the exchange pump from stores, "
        "lower onto the discharge bend. Nobody enters the wet well - pump comes up on the rails and the "
        "cover stays on the frame.\n"
        "If the discharge bend flange leaks, rising main drained back and the bend gasket renewed from the "
        "cover frame.",
        "1 Lock P3 and DV-3\n2 Set HIAB, pull P3 on chain\n3 Land, swap\n4 Lower exchange pump\n5 Test run",
        [LOTO, LIFT, CW],
        [VE],
        [CSE, HW, RT, EX],
        "A 1.45 t pump lifted by HIAB is Lifting, the 55 kW pump is locked (Electrical/LOTO) and the "
        "rising main is opened (Cold Work). Entry is explicitly excluded; the HIAB in a utility area is "
        "Vehicle Entry optional.",
        expect={"isolationPoints": ["P-IPS-3", "DV-3"]},
    ),
    wo(
        "Primary digester D-2 - clean out and internal inspection",
        "Plant-A",
        "Wastewater Treatment",
        ["Anaerobic digester D-2 (dome roof, 14 m)", "Gas mixing compressors GM-21/22",
         "Sludge recirculation pump P-D21", "Roof manway 600 mm"],
        12,
        "Digester cleaning method statement (summary) - contractor\n"
        "D-2 off line: feed stopped 3 weeks ago, gas line to the holder spaded, GM-21/22 and P-D21 locked at "
        "MCC-DG. Contents removed by two vac tankers, grit washed down with HP water through the side "
        "manhole.\n"
        "Roof manway at 14 m is reached by the fixed ladder; the dome has no handrail around the manway - "
        "tripod and harness at the roof edge.\n"
        "Entry after forced ventilation and gas-free to H2S < 5 ppm, LEL 0%, O2 20.9%. Man entry for "
        "inspection of the floor and draft tube with continuous monitoring.",
        "1 Spade gas line, lock GM-21/22 and P-D21\n2 Vac out, wash down\n3 Ventilate, gas test\n"
        "4 Roof tripod, entry, inspection\n5 Close up, remove spade",
        [CSE, LOTO, CW, WAH],
        [VE],
        [HW, RT, EX],
        "Entry into a digester (Confined Space Entry) with the mixers and pump locked (Electrical/LOTO), the "
        "gas line spaded (Cold Work) and the unguarded dome at 14 m (Working at Height). Vac tankers in a "
        "utility area are optional.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "isolationPoints": ["GM-21", "GM-22", "P-D21"]},
    ),
    wo(
        "DH valve chamber VC-7 - replace DN400 section valve",
        "Plant-B",
        "Boiler House",
        ["Valve chamber VC-7 (2.6 m deep, 2 x 600 mm hatches)", "Section valve SV-7 DN400 (weld-in, 1.2 t)",
         "Truck-mounted crane 30 tm"],
        12,
        "Heat network works package WP-2027-07\n"
        "SV-7 passing. Network section drained from SV-6 to SV-8 (both closed, locked with chain and "
        "padlock). VC-7 ventilated, gas tested.\n"
        "Two fitters enter VC-7 through the hatch, cut out SV-7 with gas axe and bevel by grinder, weld in "
        "the new weld-in ball valve (MMA, root TIG).\n"
        "New valve 1.2 t lowered through the removed roof slab by the truck-mounted crane parked beside the "
        "boiler house; roof slab 2.1 t lifted off first.",
        "1 Close/lock SV-6, SV-8, drain, vent\n2 Lift off roof slab\n3 Entry, cut out old valve\n"
        "4 Lower new valve, weld in\n5 Pressure test, re-slab",
        [CSE, HW, LIFT, CW],
        [VE, RT],
        [EX, LOTO],
        "Entry into a 2.6 m valve chamber, gas cutting and welding inside it, a 1.2 t valve and 2.1 t slab on "
        "a crane, and a drained network section opened (Cold Work). Crane at the boiler house is a utility "
        "area (optional); weld RT is not stated (optional).",
        expect={"isolationPoints": ["SV-6", "SV-8"], "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Flammables bay in-rack sprinkler extension and drainage channel",
        "Terminal-C",
        "Drum Store",
        ["In-rack sprinkler branch (grooved, DN50)", "Alarm valve AV-DS2", "Battery scissor lift 8 m",
         "Petrol disc cutter"],
        10,
        "DSEAR coordinator - change request CR-C-27-09 (Drum Store flammables bay, Zone 2)\n"
        "a) Extend in-rack sprinklers to level 4 of racks D1-D3: grooved pipe hung from the roof steel at "
        "7.5 m from the battery scissor lift. AV-DS2 closed and drained for the day - flammables bay "
        "sprinklers IMPAIRED, fire watch and hose reel manned.\n"
        "b) Cut a 6 m drainage channel into the bay floor slab to the spill sump: petrol disc cutter, wet "
        "cut. Class 3 drums stay in racks D4-D6, 4 m from the cut.",
        "1 Impairment notice, close AV-DS2\n2 Scissor lift, hang branch\n3 Disc-cut channel\n"
        "4 Restore AV-DS2, flow test",
        [WAH, CW, HW],
        [VE],
        [CSE, EX, RT, LOTO],
        "Work at 7.5 m from a scissor lift (Working at Height), the sprinkler system impaired and drained "
        "(Cold Work), and a petrol disc cutter 4 m from class 3 drums (Hot Work, spark-producing where "
        "flammables are present). The battery scissor lift is optional.",
    ),
    wo(
        "Shore gangway tower GT-2 - luffing cylinder change",
        "Terminal-C",
        "Jetty",
        ["Gangway tower GT-2 (14 m)", "Luffing cylinder (2.1 t)", "HPU 415 V", "50 t mobile crane"],
        10,
        "Riding squad foreman note (Kochi crew): GT-2 luffing cylinder leaking, new one ready. HPU 415 V "
        "isolator lock cheyyanam - locked at jetty MCC, accumulators bled to 0. Cylinder top pin at 14 m "
        "on the tower, no platform there - harness and lanyard on the tower ladder cage top. Old cylinder "
        "2.1 t out by 50 t crane on the jetty head, new one in. Hoses disconnect cheyyum, caps on. "
        "Welding venda, grinding mathram on the pin keeper. Sheri.",
        "1 Lock HPU, bleed accumulators\n2 Crane set up on jetty head\n3 Disconnect hoses\n"
        "4 Pins out at 14 m, lift out\n5 Fit new, bleed, test",
        [LIFT, VE, WAH, LOTO, CW],
        [HW],
        [CSE, EX, RT],
        "A 2.1 t cylinder by a 50 t crane on the jetty (Lifting, Vehicle Entry), pins at 14 m with no "
        "platform (Working at Height), the 415 V HPU locked (Electrical/LOTO) and hydraulic hoses broken "
        "(Cold Work). Grinding a pin keeper on a jetty is Hot Work optional.",
        expect={"isolationPoints": ["HPU"]},
    ),
    wo(
        "Tertiary ozone plant - OG-1 dielectric tubes and contact tank diffusers",
        "Plant-A",
        "Wastewater Treatment",
        ["Ozone generator OG-1 (medium frequency PSU, 10 kV)", "Ozone contact tank OCT-1",
         "LOX vaporiser feed", "Ozone destruct unit"],
        12,
        "Ozone vendor service plan\n"
        "OG-1: PSU isolated and locked at its 400 V incomer, HV section earthed by the vendor; replace 12 "
        "dielectric tubes.\n"
        "OCT-1: drained, ozone feed valves closed and blanked, LOX feed closed; ceramic diffusers in "
        "chamber 1 changed by two technicians inside the tank (entry through 800 mm roof hatch, depth 6 m, "
        "fixed ladder). Oxygen-enriched atmosphere possible from residual feed gas - O2 monitor must read "
        "below 23.5%.",
        "1 Lock OG-1 PSU, earth HV\n2 Blank feed, drain OCT-1\n3 Ventilate, O2 test\n4 Entry, diffusers\n"
        "5 Tubes, restore, leak test",
        [LOTO, CSE, CW],
        [WAH],
        [HW, EX, RT, VE],
        "The 10 kV generator is locked and earthed (Electrical/LOTO), the contact tank is entered "
        "(Confined Space Entry, oxygen enrichment) and the feed is blanked and opened (Cold Work).",
        expect={"gasSubstances": ["O2"], "isolationPoints": ["OG-1"]},
    ),
    wo(
        "Burst rising main RM-4 at bay 2 entrance - repair",
        "Terminal-C",
        "Truck Loading Bay",
        ["Sewage rising main RM-4 (DN200 DI)", "Lift station LS-C1 pumps", "Overpumping unit (diesel)",
         "13 t excavator", "Trench box"],
        12,
        "NETWORK CONTROL - JOB INSTRUCTION  Job 27/C/0441  Priority: EMERGENCY (pollution)\n"
        "Asset: RM-4 rising main from LS-C1. Reported: sewage surfacing at bay 2 entrance. Customer "
        "contacts: terminal control room.\n"
        "LS-C1 pumps locked off; tankering / overpumping by diesel unit into the foul sewer MH-C3.\n"
        "Excavate 1.8 m with 13 t excavator, trench box, locate burst; cut out damaged length with petrol "
        "disc cutter (sewer gas - continuous LEL/H2S), fit 2 flexible couplings.\n"
        "Reinstatement: class B carriageway, temporary.",
        "1 Lock LS-C1 pumps, start overpumping\n2 CAT scan, excavate 1.8 m, box in\n3 Cut out, couple\n"
        "4 Restart, check\n5 Backfill, temp reinstatement",
        [EX, VE, CW, HW, LOTO],
        [],
        [CSE, RT, LIFT],
        "A 1.8 m machine trench (Excavation) with an excavator in the loading bay (Vehicle Entry), a "
        "sewage main opened and overpumped (Cold Work), a disc cutter in sewer gas (Hot Work) and the lift "
        "station pumps locked (Electrical/LOTO).",
        expect={"gasSubstances": ["H2S", "LEL"], "isolationPoints": ["LS-C1 pumps"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Telecom duct repair beside live DH flow and return",
        "Plant-B",
        "Boiler House",
        ["Fibre duct FD-BH-2", "DH export flow / return pipes (DN250, 110 degC, 16 bar)"],
        6,
        "Civils crew: fibre duct crushed 12 m east of the boiler house. Hand dig a 2 x 1 m pit to 0.8 m "
        "with vacuum excavation assistance beside the district heating flow and return pipes, which stay "
        "LIVE (110 degC, 16 bar) - no mechanical breaker within 0.5 m of the pipes' marked line. Replace "
        "2 m of duct, reinstate.",
        "1 CAT scan, pot-hole DH pipes\n2 Hand/vac dig to 0.8 m\n3 Replace duct\n4 Backfill",
        [EX],
        [VE],
        [HW, CSE, LOTO, RT, LIFT],
        "A 0.8 m dig exposing services is Excavation; the district heating pipes stay live and must be "
        "protected, not listed as isolated.",
        expect={"liveSources": ["DH flow pipe", "DH return pipe"]},
    ),
    wo(
        "RAS pump 1 - mechanical seal",
        "Plant-B",
        "Effluent Treatment",
        ["RAS pump P-RAS-1 (22 kW)", "RAS pump P-RAS-2 (duty)", "RAS common header"],
        6,
        "Work request: P-RAS-1 seal weeping. P-RAS-1 locked at MCC-ET1, suction and discharge valves closed "
        "and tagged, casing drained. P-RAS-2 stays running on the common RAS header - header live at 1.8 "
        "bar. Replace cartridge seal.",
        "1 Lock P-RAS-1, close valves\n2 Drain, open\n3 Seal\n4 Restore",
        [LOTO, CW],
        [],
        [HW, CSE, EX, WAH, RT, VE],
        "The pump is locked (Electrical/LOTO) and opened on a live header (Cold Work); the duty pump and "
        "header stay live.",
        expect={"isolationPoints": ["P-RAS-1"], "liveSources": ["P-RAS-2", "RAS common header"]},
    ),
    wo(
        "FD-1 ballast pump 3 starter - replace contactor",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1 ballast pump BP-3 starter (690 V)", "Ballast pumps BP-1/2/4",
         "Dock switchboard DSB-1"],
        5,
        "Dock electrician: BP-3 contactor chattering. BP-3 starter isolated and locked at DSB-1, proved "
        "dead. Pumps BP-1, BP-2 and BP-4 stay in service holding the dock level with the tug on blocks; "
        "their starters are in the same switchboard line-up and remain live.",
        "1 Lock BP-3 at DSB-1, prove dead\n2 Change contactor\n3 Test, restore",
        [LOTO],
        [],
        [HW, CSE, EX, CW, RT, LIFT, VE],
        "A 690 V starter is isolated and locked (Electrical/LOTO) with the adjacent starters live.",
        expect={"isolationPoints": ["BP-3"], "liveSources": ["BP-1", "BP-2", "BP-4"]},
    ),
    wo(
        "Forklift charging room - replace charger 4",
        "Terminal-C",
        "Drum Store",
        ["Traction battery chargers CH-1 to CH-6 (400 V)", "Charging room extract fan"],
        4,
        "Charger CH-4 dead. Isolate CH-4 at DB-CR way 4 and lock; CH-1..3, CH-5 and CH-6 remain live and "
        "charging (hydrogen extract fan running). Swap wall-mounted charger (38 kg) like-for-like. No "
        "drilling, fixings reused.",
        "1 Lock DB-CR way 4\n2 Disconnect, swap\n3 Test",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "The 400 V charger is locked (Electrical/LOTO); the other chargers and the extract fan stay live.",
        expect={"isolationPoints": ["CH-4"], "liveSources": ["CH-1", "CH-2", "CH-3", "CH-5", "CH-6",
                                                            "charging room extract fan"]},
    ),
    wo(
        "CAFM PPM - chilled water header insulation repair",
        "Terminal-C",
        "Admin Building",
        ["District cooling ETS chilled water header (6 degC)", "Plant room mobile tower"],
        6,
        "CAFM ticket PPM-DC-04412  Asset: DC-ETS-01 CHW header  Priority: P3  SLA: 5 days\n"
        "Defect: condensation dripping, insulation split at 4.2 m. Remove wet insulation, apply closed-cell "
        "insulation and vapour barrier tape. CHW header remains in service (district cooling supply to the "
        "terminal, 6 degC, 7 bar) - no valves touched. Access: 4.2 m by mobile tower with guard rails "
        "erected by the FM team.",
        "Erect tower, strip, insulate, tape, dismantle.",
        [WAH],
        [CW],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "Work at 4.2 m from a mobile tower (Working at Height). The chilled water header stays live and is "
        "not opened (Cold Work optional for work on operating plant).",
        expect={"liveSources": ["CHW header"]},
    ),
    wo(
        "Cooling tower chlorination - Cl2 gas detector sensor swap",
        "Plant-A",
        "Cooling Tower",
        ["Chlorine gas detector GD-CL1 (24 V DC loop)", "Chlorinator CL-1", "Chlorine ton container (on line)"],
        4,
        "Instrument tech: GD-CL1 sensor end of life. Chlorinator CL-1 keeps dosing from the on-line ton "
        "container; GD-CL1 alarm inhibited in DCS for 30 min while the sensor cell is swapped and "
        "bump-tested with test gas. Portable Cl2 monitor worn. 24 V loop, no isolation needed.",
        "1 Inhibit GD-CL1 (shift supervisor)\n2 Swap cell\n3 Bump test\n4 Remove inhibit",
        [CW],
        [],
        [LOTO, HW, CSE, EX, RT, LIFT, VE, WAH],
        "Inhibiting a toxic-gas alarm on a running chlorinator is bypassing a safeguard (Cold Work); the "
        "24 V loop rules out Electrical/LOTO; the chlorinator and ton container stay live.",
        expect={"liveSources": ["chlorinator CL-1", "chlorine ton container"], "gasSubstances": ["Cl2"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "LS-C1 wet well - clear rag from pump 1 impeller",
        "Terminal-C",
        "Admin Building",
        ["Sewage lift station LS-C1 wet well (3.5 m)", "Pump LS-C1-P1 (7.5 kW)", "Pump LS-C1-P2"],
        5,
        "Pump P1 blocked with wipes. P1 and P2 locked at the kiosk, inflow held upstream by tanker for 2 "
        "hours. Wet well pumped down; one operative enters on the davit and harness to cut rag off the P1 "
        "impeller, top man and gas monitor (H2S, LEL, O2) at the hatch.",
        "1 Lock P1/P2\n2 Pump down, ventilate\n3 Gas test\n4 Entry with davit\n5 Clear rag, exit, restore",
        [CSE, LOTO],
        [VE, CW],
        [HW, EX, RT, LIFT],
        "Entry into a sewage wet well (H2S, methane, oxygen) with both pumps locked.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["LS-C1-P1", "LS-C1-P2"]},
    ),
    wo(
        "Hypochlorite delivery - tank truck to bulk tank HT-2 (temporary hose)",
        "Terminal-C",
        "Truck Loading Bay",
        ["Sodium hypochlorite bulk tank HT-2", "Tank truck 24 m3", "Temporary delivery hose 3 in"],
        4,
        "Chemical distributor - goods-in instruction: 14% sodium hypochlorite tank truck at bay 4. "
        "Temporary 3 in hose from truck to HT-2 fill point (fill point moved, the hard pipe is out of "
        "service). Wrong-tank check by two people: HT-2 is next to the hydrochloric acid tank HA-1 - mixing "
        "releases chlorine gas. Cl2 personal monitors, SCBA at the bay.",
        "1 Tank truck into bay 4, chock, earth\n2 Two-person fill point check\n3 Connect temp hose, transfer\n"
        "4 Blow down, disconnect",
        [CW, VE],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT],
        "A temporary hose transfer (Cold Work) from a tank truck in the loading bay (Vehicle Entry); chlorine "
        "release if it goes into the acid tank.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Digester D-1 gas holder PRV/VRV service on the roof",
        "Plant-A",
        "Wastewater Treatment",
        ["Digester D-1 pressure/vacuum relief valve PVRV-D1", "Digester roof (14 m, unguarded section)"],
        6,
        "Digester in service. Service of PVRV-D1 pallets; gas line to flare stays live, digester at 18 "
        "mbar. Technicians on the dome roof - the section at the PVRV has no handrail (harness to the roof "
        "anchor). Biogas H2S up to 200 ppm and methane at the opening; no tools that spark, intrinsically "
        "safe torches only.",
        "1 Roof access, anchor\n2 Gas test\n3 Open PVRV, clean pallets, reseal\n4 Leak test",
        [CW, WAH],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "Opening a relief valve on a live digester (Cold Work, H2S and methane) from an unguarded roof at "
        "14 m (Working at Height).",
        expect={"gasSubstances": ["H2S", "LEL"], "liveSources": ["digester gas line to flare"]},
    ),
    wo(
        "District cooling ammonia chiller NC-2 - relief valve exchange",
        "Plant-B",
        "Compressor House",
        ["Ammonia chiller NC-2", "Relief valve RV-NC2-1 (changeover valve)", "Ammonia detection"],
        6,
        "Refrigeration contractor's visit note: RV-NC2-1 due for 5-yearly exchange. Dual relief with "
        "changeover valve: switch to RV-NC2-2, isolate RV-NC2-1 and vent the small section to the "
        "water diffusion tank, then unbolt and fit the certified valve. Ammonia mask and monitor, "
        "NC-2 stays running.",
        "1 Changeover to RV-2\n2 Vent section\n3 Swap RV-1\n4 Leak test with sulphur stick",
        [CW],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "Breaking into an ammonia relief line on a running chiller is Cold Work with an ammonia gas test.",
        expect={"gasSubstances": ["NH3"], "liveSources": ["NC-2"]},
    ),
    wo(
        "Chemical tanker cargo tank 4C - internal coating inspection after benzene",
        "Terminal-C",
        "Jetty",
        ["Chemical tanker cargo tank 4C", "Portable fans", "Marine chemist certificate"],
        8,
        "MARINE CHEMIST CERTIFICATE (NFPA 306) - standard safety designations\n"
        "Tank 4C: last three cargoes benzene, benzene, toluene. Tank washed and ventilated 36 h.\n"
        "Designation requested: SAFE FOR WORKERS (O2 >= 19.5%, toxics below limits). Not requested: "
        "safe for hot work.\n"
        "Benzene limit on this terminal: 0.5 ppm. Two surveyors to enter by the trunk ladder for coating "
        "inspection, with standby at the hatch.",
        "1 Chemist tests, issues certificate\n2 Entry, inspect coatings\n3 Exit, close",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, LOTO, VE],
        "Entry into a chemical cargo tank after benzene (benzene, LEL, O2 rows; the site's 0.5 ppm limit); "
        "no hot work is asked for.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Leaking NaHS IBC - overpack into salvage IBC",
        "Terminal-C",
        "Drum Store",
        ["Sodium hydrosulphide 40% IBC (1.3 t)", "Salvage IBC", "Forklift (electric)"],
        4,
        "Warehouse supervisor: IBC of NaHS solution leaking at the valve. Contact with acid or low pH "
        "releases H2S - keep acids bay shut. Move the IBC (1.3 t) by electric forklift to the bunded "
        "decant bay, transfer by air-operated pump and temporary hose into the salvage IBC, neutralise "
        "spill pad. H2S monitors on both operators.",
        "1 H2S monitors\n2 Forklift IBC to decant bay\n3 Temp hose, transfer\n4 Clean up",
        [CW, LIFT],
        [],
        [HW, CSE, EX, LOTO, RT, WAH, VE],
        "A temporary hose transfer of a leaking NaHS IBC (Cold Work, H2S) and a 1.3 t load on a forklift "
        "(Lifting). The electric forklift in the drum store is not Vehicle Entry.",
        expect={"gasSubstances": ["H2S"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "FD-1 - grit blast barge bottom",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1", "Barge 'Maasdelta 12' bottom shell", "Diesel boom lift", "Blast pot"],
        10,
        "Dock master's orders day 5: blast bottom shell Sa 2.5 from the diesel boom lift (up to 6 m under "
        "the flat bottom and turn of bilge). Neighbouring jetty berth is discharging methanol.",
        "1 Boom lift, mask off\n2 Blast\n3 Blow down, inspect",
        [HW, WAH, VE],
        [],
        [CSE, EX, LOTO, RT, LIFT],
        "Abrasive blasting near a discharging flammable berth is Hot Work; a diesel boom lift on the jetty "
        "at up to 6 m is Vehicle Entry and Working at Height.",
        pair="FD1",
    ),
    wo(
        "FD-1 - UT gauging in wing ballast tank 2S",
        "Plant-B",
        "Jetty",
        ["Floating dock FD-1", "Barge 'Maasdelta 12' wing ballast tank 2S", "UT gauge"],
        10,
        "Class thickness gauging: two UT operators enter wing tank 2S (gas-freed, ventilated) for spot "
        "readings, hole watch at the manhole.",
        "Gas test, entry, UT readings, exit.",
        [CSE],
        [],
        [HW, EX, LOTO, RT, LIFT, VE],
        "Entry into a ballast tank is Confined Space Entry.",
        expect={"gasSubstances": ["O2"]},
        pair="FD1",
    ),
    wo(
        "Thickener walkway handrail - weld repair",
        "Plant-A",
        "Wastewater Treatment",
        ["Sludge thickener ST-1 walkway", "Welding set"],
        8,
        "Note from the fabricator (Tyneside plater): Howay, three stanchions are snapped on the ST-1 "
        "walkway, divvent fret - we'll weld them back on with the stick set and grind them canny smooth. "
        "Walkway's at 3 m, rest of the rail stays in, wor lad ties off where the rail's missing.",
        "Weld, grind, paint.",
        [HW],
        [WAH],
        [CSE, EX, LOTO, RT, LIFT],
        "Welding and grinding is Hot Work; the walkway keeps its rail except at the repair (height optional).",
        pair="ST1",
    ),
    wo(
        "ST-1 scum pit - vac truck emptying",
        "Plant-A",
        "Wastewater Treatment",
        ["ST-1 scum pit", "Vac truck", "Suction hose"],
        8,
        "Vac truck emptying ST-1 scum pit (oily scum) with a suction hose over the pit edge.",
        "Set up, suck out, wash down.",
        [CW],
        [VE],
        [CSE, HW, EX, LOTO, RT, LIFT],
        "Temporary hose transfer is Cold Work; vac truck in a utility area is optional.",
        expect={"gasSubstances": ["H2S", "LEL"]},
        pair="ST1",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Sinkhole at bay 1 exit - collapsed foul sewer",
        "Terminal-C",
        "Truck Loading Bay",
        ["Foul sewer S-C2 (DN300)", "Manholes MH-C5/MH-C6", "Excavator", "Overpumping pump"],
        12,
        "Customer contact record: 'Tanker driver reports road sunk 30 cm at bay 1 exit, smell of sewage'. "
        "CCTV shows collapsed pipe 4 m from MH-C5. Job: overpump from MH-C5 to MH-C6, excavate to 2.2 m "
        "with trench box, replace 3 m of pipe, backfill.",
        "1 Overpump\n2 Excavate, box in\n3 Replace pipe\n4 Backfill",
        [EX, VE, CW],
        [],
        [HW, CSE, LOTO, RT, LIFT],
        "A 2.2 m machine dig in the loading bay and overpumping a sewer.",
    ),
    wo(
        "Engine room flash fire follow-up",
        "Terminal-C",
        "Jetty",
        ["Cable tray ER-3", "Fuel oil service tank"],
        10,
        "Class surveyor's memo: flash fire during welding of a pipe support in the engine room yesterday "
        "burnt the cable tray ER-3. Recommendation: replace cables on ER-3 with the 440 V distribution "
        "board isolated, then finish the weld with a fire watch.",
        "1 Isolate DB\n2 Recable\n3 Weld with fire watch",
        [HW, LOTO],
        [],
        [CSE, EX, RT, VE, LIFT],
        "Welding and an isolated 440 V board.",
        expect={"isolationPoints": ["440 V distribution board"]},
    ),
    wo(
        "VC-3 flooded by DH gasket failure - pump out and repair",
        "Plant-B",
        "Boiler House",
        ["Valve chamber VC-3", "Flange gasket SV-3"],
        8,
        "Heat network outage report: hot water in VC-3 after a gasket failure. Remaining job: isolate SV-2 "
        "and SV-4, pump out the chamber, enter and replace the gasket.",
        "1 Isolate\n2 Pump out\n3 Entry, gasket",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT],
        "Chamber entry and a flange break.",
        expect={"isolationPoints": ["SV-2", "SV-4"], "gasSubstances": ["O2"]},
    ),
    wo(
        "Racking beam at 6 m after IBC strike",
        "Terminal-C",
        "Drum Store",
        ["Racking bay C4 beam", "Sprinkler head C4-3", "MEWP"],
        6,
        "Spill report SR-27-006: forklift punctured a solvent IBC and bent the beam at 6 m. Job: replace "
        "the beam from a MEWP and the damaged sprinkler head (system drained).",
        "1 Offload bay\n2 MEWP, beam\n3 Drain, head",
        [WAH, CW],
        [VE],
        [HW, CSE, EX, RT],
        "Height at 6 m and a sprinkler system drained.",
    ),
    wo(
        "Potable water tank coliform event - inspect and seal roof",
        "Terminal-C",
        "Admin Building",
        ["Potable water tank PWT-1"],
        8,
        "Water event notification: coliforms detected at the tank outlet. Job: drain the tank, two "
        "inspectors enter to look for ingress, reseal the roof hatch gasket.",
        "1 Drain\n2 Entry\n3 Reseal",
        [CSE],
        [WAH, CW],
        [HW, EX, RT, LIFT, VE],
        "Entry into a drained tank.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Dock crane DC-10 after parted hoist wire",
        "Plant-B",
        "Jetty",
        ["Dock crane DC-10 (10 t)", "Hoist wire", "Test weights"],
        12,
        "LOLER thorough examination report - defect requiring immediate action: hoist wire parted. Job: "
        "lock crane supply, re-reeve, inspect boom head at 22 m, load test with 12.5 t of test weights.",
        "1 Lock\n2 Re-reeve\n3 Boom head\n4 Test",
        [LIFT, WAH, LOTO],
        [],
        [HW, CSE, EX, RT],
        "Load test, work at 22 m and a locked crane supply.",
        expect={"isolationPoints": ["DC-10 supply"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "PS07 TELEMETRY",
        "Plant-B",
        "Effluent Treatment",
        [],
        4,
        "RTU PS07 03:12 HH LEVEL ALM / 03:14 ACK OP2 / 03:31 RTN NORMAL / COMMS OK",
        "",
        [],
        [],
        ALL,
        "A telemetry alarm string with no job.",
        expect={"needsReview": True},
    ),
    wo(
        "AIS",
        "Terminal-C",
        "Jetty",
        [],
        4,
        "!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0*24",
        "",
        [],
        [],
        ALL,
        "An AIS sentence; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "CMR line",
        "Terminal-C",
        "Drum Store",
        [],
        4,
        "UN1791 HYPOCHLORITE SOLUTION, 8, III, (E)  4 x IBC  4,800 kg",
        "",
        [],
        [],
        ALL,
        "A consignment note line with no job.",
        expect={"needsReview": True},
    ),
    wo(
        "VC-14",
        "Plant-B",
        "Boiler House",
        [],
        4,
        "VC-14 see Karel",
        "",
        [],
        [],
        [],
        "A bare valve chamber tag; any type would be a guess.",
        expect={"needsReview": True},
    ),
]
