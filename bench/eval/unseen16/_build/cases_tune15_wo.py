"""unseen16 tune15 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "Repl bypass spool FV-2204, HDT",
        "Plant-A",
        "Hydrotreater",
        ["Control valve FV-2204", "2in bypass spool", "Abrasive cut-off saw", "Welding set"],
        8,
        "Repl corroded 2in bypass spool round FV-2204 on HDT feed. No hot work on this WO. Line isolated, "
        "depressured, N2 purged by ops. Cut out old spool w/ abrasive cut-off saw, fit up + weld in new "
        "prefabbed spool (2 butt welds), PT welds.",
        "Confirm isolation + purge\nCut out old spool\nFit up and weld new spool\nPT, reinstate, leak test",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The order says no hot work but cuts with an abrasive saw and welds two butt welds on a hydrogen unit "
        "line: Hot Work required with the conflict flagged; replacing the spool breaks containment (Cold Work).",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "KO drum V-2310 demister pad recovery (requirements spec)",
        "Plant-B",
        "Compressor House",
        ["Suction KO drum V-2310", "Demister pad", "Manway M1"],
        6,
        "REQ-1  The contractor MUST NOT enter V-2310 under any circumstances.\n"
        "REQ-2  Operations SHALL isolate, blind, drain and ventilate V-2310 before the manway is opened.\n"
        "REQ-3  The contractor MUST climb inside V-2310 through manway M1 and recover the collapsed demister pad "
        "from the drum bottom, then refit it on its support ring.\n"
        "REQ-4  The contractor SHOULD photograph the support ring before leaving the vessel.",
        "Ops isolate and blind V-2310\nOpen manway M1\nEnter, recover and refit demister pad\nBox up",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "REQ-1 forbids entry but REQ-3 has the contractor climb inside the drum: Confined Space Entry required "
        "with the conflict flagged; ops do the blinding, so Cold Work is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Bund drain line leak T-7 - flowchart",
        "Terminal-C",
        "Tank Farm",
        ["Bund drain line BD-7 (6in)", "Mini excavator 3 t (diesel)", "Repair clamp"],
        9,
        "```mermaid\ngraph TD\n  A[Leak on bund drain BD-7] --> B{Excavation needed?}\n  B -->|No| C[Surface job]\n"
        "  C --> D[Mini excavator tracks into T-7 bund and digs down 1.6 m beside the wall to expose BD-7]\n"
        "  D --> E[Shore the hole with a trench box, fit repair clamp on the pipe]\n"
        "  E --> F[Backfill and compact]\n```",
        "Locate services\nExcavate 1.6 m with trench box\nClamp pipe\nBackfill",
        [EX, VE],
        [CW, CSE],
        [HW, RT, LIFT, WAH, LOTO],
        "The chart's branch says no excavation, then a diesel mini excavator digs 1.6 m in the tank bund: "
        "Excavation required with the conflict flagged, Vehicle Entry required in the tank farm; the clamp "
        "(Cold Work) and the boxed 1.6 m hole (CSE) are optional.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Flare area mast lamp ML-3 (org file)",
        "Plant-A",
        "Flare Area",
        ["Lighting mast ML-3 (6 m, fixed ladder, no cage)", "Floodlight 230 V", "Lighting DB-F2"],
        5,
        "* TODO Replace floodlight on mast ML-3                        :ground_level:no_WAH:\n"
        "  SCHEDULED: <2027-05-04 Tue>\n"
        "  - [ ] isolate circuit F2-7 at lighting DB-F2, lock + tag (230 V)\n"
        "  - [ ] climb the 6 m fixed ladder on ML-3 (no cage, no rest platform), clip on at the head frame\n"
        "  - [ ] swap floodlight, test, remove locks",
        "Isolate F2-7 at DB-F2\nClimb mast, change floodlight\nTest and restore",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Tagged ground level / no WAH, yet the electrician climbs a 6 m uncaged fixed ladder: Working at Height "
        "required with the conflict flagged; the 230 V lighting circuit is locked off (Electrical/LOTO).",
        expect={"scopeConflict": True, "isolationPoints": ["circuit F2-7 at lighting DB-F2"]},
    ),
    wo(
        "Replace PSV-3301 on V-330",
        "Plant-B",
        "Reactor Building",
        ["PSV-3301 (3x4in, 85 kg)", "Reactor overhead drum V-330", "Platform davit"],
        6,
        "Replace PSV-3301 with overhauled spare. Bolted job, cold only - no grinding, no hot work. Upstream "
        "isolation valve locked closed (CSO removed under MOC), outlet valve locked closed, body vented to "
        "flare. PSV is on the railed operating platform at 9 m; use platform davit for the 85 kg valve.",
        "Lock isolation valves, vent\nUnbolt and lower old PSV on davit\nFit spare with new gaskets\nRe-open, "
        "re-seal CSO",
        [CW],
        [WAH, LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Removing a PSV breaks containment (Cold Work); hot work is excluded; the railed 9 m platform and an "
        "85 kg davit lift are optional.",
    ),
    wo(
        "Bund marker posts repaint",
        "Terminal-C",
        "Tank Farm",
        ["Bund marker posts (x24)", "Wire brushes", "Paint"],
        6,
        "Repaint 24 bund marker posts round T-3/T-4. Hand wire brush only, no power tools. No digging - posts "
        "stay in their concrete. No vehicle into the bund, painters carry kit in from the road.",
        "Hand prep posts\nPaint two coats\nClear rubbish",
        [],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Hand painting at grade with digging, power tools and vehicles excluded; a general cold work permit in "
        "the tank farm is optional, by site practice.",
    ),
    wo(
        "Re-terminate TT-415 loop cable",
        "Plant-A",
        "Pipe Rack",
        ["Temperature transmitter TT-415", "Ex i junction box JB-41 (1.0 m above grating)", "24 V DC IS loop"],
        4,
        "Re-terminate loose 24 V DC loop cable in IS junction box JB-41 for TT-415. No LOTO needed, loop is "
        "intrinsically safe 24 V DC, fed from IS barrier in control room; inform board operator before. JB-41 is "
        "1.0 m above the grating, no ladder. No process connection disturbed.",
        "Inform board operator\nOpen JB-41, re-terminate\nLoop check with board",
        [],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "An extra-low-voltage (24 V DC) intrinsically safe loop needs no lockout, 1.0 m is below the 1.2 m "
        "height threshold and nothing is broken; a cold work permit on operating plant is optional.",
    ),
    wo(
        "LR drain sump pump-out - changelog",
        "Plant-A",
        "Loading Rack",
        ["Loading rack drain sump S-12", "Air-driven diaphragm pump", "IBC 1000 l (x3)", "Layflat hose"],
        6,
        "## [1.2] - method revised\n### Added\n- air-operated diaphragm pump and temporary layflat hose from sump "
        "S-12 to three IBCs at the kerb\n### Removed\n- vacuum truck (not needed, no vehicle in the rack)\n"
        "- sump entry (pump suction lowered from the grating, nobody goes in)\n### Changed\n- IBCs moved "
        "empty by hand pallet truck",
        "Lower suction hose from grating\nPump sump to IBCs\nCap hoses, label IBCs",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A temporary hose transfer of oily drain water is Cold Work; the changelog removes the vacuum truck and "
        "the sump entry, and the pump is air-driven, so no Electrical/LOTO.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Repair cracked pipe shoe, LP steam 4in",
        "Plant-A",
        "Pipe Rack",
        ["Pipe shoe PS-88", "LP steam line 4in", "Scaffold 3.5 m", "Welding set"],
        8,
        "Grind out and re-weld crack on pipe shoe PS-88, LP steam 4in, pipe rack bay 6 at 3.5 m. Scaffold by "
        "scaffolders (not railed at the shoe end, harness). NDT by MPI only - no radiography on this job. Line "
        "stays in service, shoe weld is external.",
        "Scaffold bay 6\nGrind out crack, re-weld\nMPI\nStrike scaffold",
        [HW, WAH],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Grinding and welding in the pipe rack is Hot Work, done from a 3.5 m scaffold with an open end (Working "
        "at Height); radiography is excluded by the order (MPI only).",
        expect={"gasSubstances": ["LEL"], "liveSources": ["LP steam line 4in in service"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Tabletop exercise - H2S release scenario",
        "Plant-B",
        "Control Room",
        ["Meeting table", "Plot plan", "Emergency response plan"],
        4,
        "Quarterly tabletop emergency exercise in the control room meeting area. Scenario: H2S release at the "
        "effluent plant during a confined space entry, rescue team call-out, crane on site, hot work stopped, "
        "excavation near the fence. Talk-through only on the plot plan, nobody goes out on plant.",
        "Brief scenario\nWalk through roles on plot plan\nRecord actions",
        [],
        [],
        ALL,
        "A tabletop exercise talks about entry, hot work, cranes and digging but nobody does any work.",
    ),
    wo(
        "Audit closed hot work permits Q1",
        "Terminal-C",
        "Admin Building",
        ["Permit archive box Q1", "Audit checklist"],
        5,
        "Desk audit: sample 20 closed hot work and confined space permits from the Q1 archive box, check gas "
        "test entries, fire watch sign-off, isolation cross-references and hand-back signatures. Report "
        "findings to HSE.",
        "Pull archive box\nSample and check 20 permits\nWrite findings",
        [],
        [],
        ALL,
        "Auditing old permits at a desk needs no permit of any kind.",
    ),
    wo(
        "Safety shower + eyewash weekly round",
        "Plant-A",
        "Loading Rack",
        ["Safety showers SS-1..SS-6", "Eyewash stations", "Bucket"],
        4,
        "Weekly round of safety showers and eyewashes at the loading rack. Walk round, pull each handle for "
        "10 s into a bucket, check water runs clear and tepid, tick the tag. Report any defect on a new WO, "
        "don't fix on the round.",
        "Walk round SS-1 to SS-6\nFlush test and tag\nRaise defects",
        [],
        [],
        ALL,
        "An operator round flushing safety showers is a routine check that needs no permit.",
    ),
    wo(
        "Cycle count - mech seal + gasket bins",
        "Plant-B",
        "Warehouse",
        ["Bin locations A01-A40", "Handheld scanner"],
        5,
        "Cycle count of bins A01-A40 (mechanical seals, spiral-wound gaskets, PSV springs). All bins at floor "
        "and waist level, no forklift or reach truck needed. Scan, count, post differences in SAP.",
        "Print count sheet\nCount and scan bins\nPost differences",
        [],
        [],
        ALL,
        "Counting spares at floor and waist level is stores work and needs no permit.",
    ),
    wo(
        "Falconer visit - pigeon control pipe rack",
        "Plant-A",
        "Pipe Rack",
        ["Harris hawk", "Falconer's lure"],
        5,
        "Contract falconer on site for pigeon deterrence round the pipe rack. Hawk is flown from the glove at "
        "grade, takes high perches on the rack, comes back to the lure. Falconer parks at the gatehouse and "
        "walks in with escort. Nobody climbs, nothing touched.",
        "Escort falconer from gate\nFly hawk along rack\nLog sightings",
        [],
        [],
        ALL,
        "A bird-control falconry visit at grade, on foot, touches no equipment; the hawk's high perches are not "
        "work at height.",
    ),
    wo(
        "Metal detecting club - notice for noticeboard",
        "Terminal-C",
        "Admin Building",
        ["Noticeboard"],
        4,
        "Please pin up: the Kandla Metal Detecting Club meets Sunday at the public beach. Bring spade and "
        "pinpointer. We dig signals to about 30 cm, fill every hole, and the hot zone last month was by the old "
        "jetty wall. Finds table and chai afterwards.",
        "Pin notice on Admin Building board",
        [],
        [],
        ALL,
        "A hobby club notice pinned on a board; beach digging off site is not plant work.",
    ),
    wo(
        "Improv workshop + meeting room projector",
        "Plant-B",
        "Control Room",
        ["Ceiling projector (230 V)", "Lighting/power DB-CR1", "Stepladder 2.4 m"],
        5,
        "Team improv workshop 09:00-11:00 (hot spot game, freeze tag, entrances and exits, lift each other's "
        "ideas). Before it starts: facilities to replace the dead ceiling projector in meeting room 2. Isolate "
        "its 230 V circuit at DB-CR1, lock + tag, work from 2.4 m stepladder (ceiling 3 m).",
        "Isolate projector circuit at DB-CR1\nChange projector from stepladder\nTest, remove lock",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "The improv terms are lookalikes, but the projector is changed on an isolated 230 V circuit "
        "(Electrical/LOTO) from a 2.4 m stepladder, above the 1.2 m threshold (Working at Height).",
        expect={"isolationPoints": ["projector circuit at DB-CR1"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Pull tube bundle E-1203",
        "Plant-A",
        "Hydrotreater",
        ["Exchanger E-1203", "Tube bundle 6.5 t", "80 t mobile crane", "Bundle extractor"],
        10,
        "Pull E-1203 tube bundle for retube. Exchanger isolated, drained, blinded both sides by ops. Unbolt "
        "channel + shell covers, pull 6.5 t bundle with extractor slung from 80 t mobile crane, lay on "
        "transport. Crane sets up on the unit road inside HDT.",
        "Confirm blinds\nUnbolt covers\nRig extractor, pull bundle\nLay down on trailer",
        [LIFT, VE, CW],
        [WAH],
        [HW, CSE, EX, RT, LOTO],
        "A 6.5 t bundle on an 80 t crane (Lifting) set up inside the hydrotreater (Vehicle Entry); unbolting "
        "the covers breaks containment (Cold Work). Rigging at the exchanger top is optional Working at Height.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "New earth pit T-12 lightning protection",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-12", "Copper earth rod 2.4 m", "Electric breaker with driving head", "Exothermic weld mould"],
        8,
        "Install new earth pit for T-12 LP down conductor. Hand dig 0.5 m x 0.5 m pit by bund wall, drive "
        "2.4 m copper rod with breaker, exothermic weld tape to rod, fit pit cover. Underground cable route "
        "drawing attached, CAT scan first.",
        "CAT scan and mark\nHand dig pit 0.5 m\nDrive rod\nExothermic weld, test resistance",
        [EX, HW],
        [CW],
        [CSE, RT, LIFT, VE, WAH, LOTO],
        "A 0.5 m dig and a driven earth rod are Excavation; an exothermic weld in a tank farm is Hot Work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Flare KO drum inlet nozzle crack - mind map",
        "Plant-A",
        "Flare Area",
        ["Flare KO drum V-901", "Inlet nozzle N1", "KO drum pump P-901 (400 V)", "Ir-192 source"],
        12,
        "V-901 nozzle N1 crack\n  |- isolate\n  |    |- P-901 motor 400 V -> lock off at MCC-F\n  |    |- blinds on "
        "inlet/outlet (ops)\n  |- inside\n  |    |- enter via M2, grind out crack at N1 inside\n  |    |- weld "
        "repair (GTAW root, SMAW fill)\n  |- check\n       |- X-ray the repair, Ir-192, night shift, barrier",
        "Isolate P-901 and blind\nGas test, enter\nGrind and weld nozzle\nRadiograph\nBox up",
        [CSE, HW, RT, LOTO, CW],
        [],
        [EX, LIFT, VE, WAH],
        "Entry to the KO drum (CSE), grinding and welding inside (Hot Work), gamma radiography (Radiography), the "
        "400 V pump locked off (Electrical/LOTO) and blinding the drum (Cold Work).",
        expect={"gasSubstances": ["O2", "LEL", "H2S"], "isolationPoints": ["P-901 motor at MCC-F"]},
    ),
    wo(
        "tank-mixer-swap(8) - T-105 side-entry mixer",
        "Plant-A",
        "Tank Farm",
        ["Crude tank T-105", "Side-entry mixer MX-105 (1.3 t)", "25 t mobile crane", "MCC-TF2"],
        9,
        "NAME\n    tank-mixer-swap - replace side-entry mixer MX-105 on crude tank T-105\nSYNOPSIS\n    lockout "
        "MX-105 (400 V, MCC-TF2) && close mixer isolation gate valve && unbolt && lift 1.3 t with 25 t crane\n"
        "DESCRIPTION\n    Crane drives into the T-105 bund. Gate valve closed, mixer flange broken, new mixer "
        "bolted on.\nBUGS\n    Gate valve has passed before; have a drip tray and vac hose ready.",
        "Lock off MX-105\nClose gate valve\nRig and unbolt\nLift out old, lift in new\nLeak test, restore",
        [LOTO, LIFT, VE, CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "A 400 V mixer lockout, a 1.3 t crane lift, a crane in the tank bund and breaking the mixer flange on a "
        "crude tank: four types required.",
        expect={"gasSubstances": ["LEL", "H2S"], "isolationPoints": ["MX-105 at MCC-TF2"]},
    ),
    wo(
        "Loading arm LA-2 hydraulic cylinder",
        "Plant-B",
        "Jetty",
        ["Marine loading arm LA-2", "Hydraulic cylinder 1.1 t", "Hydraulic power pack HPU-2 (400 V)",
         "Jetty crane JC-1"],
        10,
        "Tok Pisin note from contractor: «Lukaut! Wok antap long arm - hukim bilong yu.» (Look out! Work up on "
        "the arm - clip yourself on.) Replace leaking slew cylinder on LA-2. HPU-2 400 V locked off, arm "
        "pinned and accumulators bled down. Fitters work at 7 m on the arm structure (no handrails), harness. "
        "Cylinder 1.1 t lifted out with jetty crane JC-1 (fixed pedestal crane). Catch hydraulic oil.",
        "Pin arm, lock off HPU-2, bleed accumulators\nRig cylinder to JC-1\nDisconnect hoses, unpin, lift out\n"
        "Fit new cylinder, bleed, test",
        [LIFT, WAH, LOTO, CW],
        [],
        [HW, CSE, EX, RT, VE],
        "A 1.1 t lift by the jetty crane (Lifting), work at 7 m without rails (Working at Height), the 400 V HPU "
        "locked off (Electrical/LOTO) and opening the hydraulic circuit (Cold Work). A fixed crane is not a "
        "vehicle.",
        expect={"isolationPoints": ["HPU-2"]},
    ),
    wo(
        "Culvert repl under LR access road",
        "Plant-A",
        "Loading Rack",
        ["Culvert 600 mm", "20 t excavator (diesel)", "Petrol disc cutter", "Concrete pipe section 1.2 t"],
        12,
        "Replace collapsed 600 mm culvert under LR access road btwn bays 3-4. Bays 3-4 shut + gas-freed for "
        "the job. Saw-cut asphalt (petrol disc cutter), dig 1.4 m w/ 20 t excavator, lift out broken pipe, "
        "lift in new 1.2 t section on excavator hook (rated lifting point), bed, backfill, patch.",
        "Locate services, saw-cut\nExcavate 1.4 m\nRemove and place pipe section\nBackfill and patch",
        [EX, VE, LIFT],
        [HW, CW],
        [RT, WAH, LOTO],
        "A 1.4 m machine dig (Excavation) by a 20 t excavator at the loading rack (Vehicle Entry) placing a "
        "1.2 t pipe on its hook (Lifting). The petrol disc cutter with the bays shut and gas-freed is optional "
        "Hot Work.",
    ),
    wo(
        "Boiler B-3 water drum entry",
        "Plant-B",
        "Boiler House",
        ["Package boiler B-3", "Steam drum", "Mud drum", "Feed pumps P-31A/B (400 V)"],
        10,
        "Boiler B-3 annual: open steam + mud drum manways, inspect internals with insurer's inspector (visual + "
        "UT, no X-ray). Feed pumps P-31A/B 400 V locked off, blowdown and feed valves locked closed, boiler "
        "cooled and drained. Hindi note on the rack: «अंदर जाने से पहले गैस टेस्ट» (gas test before going in).",
        "Lock off P-31A/B, lock valves\nOpen manways, ventilate\nGas test, enter drums\nInspect, box up",
        [CSE, LOTO, CW],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the boiler drums is Confined Space Entry, with the 400 V feed pumps locked off "
        "(Electrical/LOTO) and the manways opened (Cold Work); UT only, no radiography.",
        expect={"gasSubstances": ["O2", "CO"], "isolationPoints": ["P-31A", "P-31B"]},
    ),
    wo(
        "C-501 nozzle pad repair (todo.txt)",
        "Plant-A",
        "Hydrotreater",
        ["Stripper column C-501", "Nozzle N7 reinforcement pad", "Scaffold 8 m", "Ir-192 source"],
        12,
        "(A) 2027-06-01 Erect scaffold to 8 m at C-501 N7, boards + no rail on the column side +scaffold @scaff\n"
        "(A) 2027-06-02 Gouge out cracked pad weld and re-weld, column shut & steamed out +C-501 @welder\n"
        "(B) 2027-06-03 Gamma X-ray the pad weld, night shift +NDT @rt_crew\n"
        "x 2027-05-28 Column shut down and gas-freed by ops",
        "Scaffold to 8 m\nGouge and re-weld pad\nRadiograph\nStrike scaffold",
        [WAH, HW, RT],
        [CW],
        [CSE, EX, LIFT, VE, LOTO],
        "Work from an 8 m scaffold open on the column side (Working at Height), gouging and welding (Hot Work) "
        "and gamma radiography (Radiography).",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Change lube oil filter F-201A, K-201",
        "Plant-B",
        "Compressor House",
        ["Compressor K-201", "Lube oil console", "Duplex filter F-201A/B"],
        4,
        "Change elements in lube oil filter F-201A. K-201 stays running on F-201B (changeover valve to B, "
        "check dP). Isolate A side, drain to drip tray, change element, refill and vent slowly.",
        "Change over to F-201B\nIsolate and drain F-201A\nChange element, refill, vent",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening the off-line filter housing on a running compressor is Cold Work; the compressor keeps "
        "running, so there is no electrical isolation.",
        expect={"liveSources": ["K-201 running", "lube oil filter F-201B in service"]},
    ),
    wo(
        "Repl MCCB feeder 7, MCC-2 sect B",
        "Terminal-C",
        "Substation",
        ["MCC-2", "Feeder 7 MCCB 250 A", "400 V busbar"],
        6,
        "Replace burnt MCCB on MCC-2 feeder 7 (section B). Section A and the 400 V incomer cannot be taken "
        "out - terminal pumps stay on. Isolate feeder 7 outgoing cable, lock + tag, prove dead. Busbar stays "
        "live behind shrouds - energised work justification, arc flash PPE cat 2, barrier.",
        "Isolate feeder 7 load side\nShroud live busbar\nSwap MCCB\nTest and energise",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Replacing an MCCB with the 400 V busbar kept live needs Electrical/LOTO with an energised work "
        "assessment; nothing else applies.",
        expect={"liveSources": ["MCC-2 section A", "400 V busbar"], "isolationPoints": ["feeder 7 outgoing cable"]},
    ),
    wo(
        "Repl 48 V AC relay in conveyor panel CP-4",
        "Plant-B",
        "Warehouse",
        ["Pallet conveyor panel CP-4", "48 V AC control relay K12", "400 V motor section"],
        4,
        "Replace faulty 48 V AC control relay K12 in conveyor panel CP-4. Pull the 48 V control fuse only - "
        "400 V motor section in the same panel stays on because conveyor 2 must run. K12 is 15 cm from the "
        "400 V terminals.",
        "Pull 48 V control fuse\nSwap K12\nRefit fuse, test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The relay is below 50 V AC, but it sits 15 cm from live 400 V terminals in the same panel, so work "
        "near exposed live parts needs Electrical/LOTO (energised work controls).",
        expect={"liveSources": ["400 V motor section of CP-4"]},
    ),
    wo(
        "Leak sealing clamp 17 barg steam flg",
        "Plant-B",
        "Boiler House",
        ["17 barg steam header flange F-9", "Leak-sealing clamp", "Tower scaffold 2.8 m"],
        6,
        "Fit leak-sealing enclosure + on-line sealant injection on steaming flange F-9, HP steam header 17 barg. "
        "Header stays in service, can't be shut. Work from tower scaffold, deck 2.8 m, full rails one side only.",
        "Erect tower scaffold\nFit clamp\nInject sealant\nMonitor",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "On-line leak sealing on a live steam header is Cold Work; the 2.8 m deck with rails on one side only "
        "is Working at Height.",
        expect={"liveSources": ["17 barg HP steam header in service"]},
    ),
    wo(
        "FW pump skid replacement under OHL",
        "Terminal-C",
        "Fire Water Pump House",
        ["Jockey pump skid JP-2 (2.2 t)", "20 t mobile crane", "11 kV overhead line", "Jockey pump starter (400 V)"],
        8,
        "Replace jockey pump skid JP-2. 400 V starter isolated and locked at the MCC, cable disconnected. 2.2 t "
        "skid lifted out through the roof hatch with a 20 t mobile crane. 11 kV overhead line 6 m from crane "
        "position stays energised - goal posts and banksman, slew limit set. Fire water impairment: diesel "
        "main pump on auto.",
        "Impairment notice\nLock off JP-2 starter\nSet up crane, goal posts\nLift out, lift in\nReconnect, test",
        [LIFT, LOTO],
        [VE, CW],
        [HW, CSE, EX, RT, WAH],
        "A 2.2 t crane lift beside a live 11 kV line (Lifting) with the 400 V starter locked off "
        "(Electrical/LOTO). A crane at the fire water pump house (utility area) and the impairment and pipe "
        "disconnection make Vehicle Entry and Cold Work optional.",
        expect={"liveSources": ["11 kV overhead line"], "isolationPoints": ["JP-2 starter"]},
    ),
    wo(
        "FAQ - seal pot gauge P-1001A",
        "Plant-A",
        "Crude Unit",
        ["Crude charge pump P-1001A", "Seal pot SP-1001A", "Pressure gauge PG-1001"],
        4,
        "Q: What's the job?\nA: Swap the dead pressure gauge on the seal pot of crude charge pump P-1001A.\n"
        "Q: Does the pump stop?\nA: No. P-1001A keeps running on its 400 V motor, nobody touches the motor.\n"
        "Q: How is the gauge isolated?\nA: Close the gauge root valve on the seal pot, vent the gauge to the "
        "drain cup.\nQ: Ladder?\nA: No, gauge is at knee height.",
        "Close root valve, vent\nSwap gauge\nOpen root valve, check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Changing a gauge on a running pump's seal pot breaks a small containment (Cold Work); the pump and "
        "its 400 V motor keep running, so no Electrical/LOTO.",
        expect={"liveSources": ["P-1001A running", "P-1001A 400 V motor"], "gasSubstances": ["LEL", "H2S"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Repl sample valve amine reflux drum V-1240",
        "Plant-A",
        "Hydrotreater",
        ["Amine regenerator reflux drum V-1240", "Sample valve SV-1240"],
        4,
        "Repl passing sample valve on amine regen reflux drum V-1240. H2S rich service - unit std alarm 5 ppm "
        "on personal monitors, SCBA for the break. Close root valve, drain to closed system, swap valve.",
        "Close root valve, drain closed\nBreak on SCBA, swap valve\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Changing a sample valve in H2S-rich service breaks containment (Cold Work) with H2S monitoring at the "
        "unit's stricter 5 ppm alarm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "Chlorinator vacuum regulator change",
        "Plant-B",
        "Effluent Treatment",
        ["Chlorinator CL-2", "Vacuum regulator VR-2", "Chlorine cylinder 68 kg"],
        4,
        "Change vacuum regulator VR-2 on chlorine cylinder 2. Close cylinder valve, draw down line via "
        "ejector, remove regulator, fit new with new lead washer, ammonia test for leaks. Cylinder not moved. "
        "Escape sets at the door.",
        "Close cylinder valve, draw down\nSwap regulator\nAmmonia leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a chlorine connection is Cold Work with Cl2 monitoring; the cylinder is not moved.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Clean suction strainer benzene transfer pump P-88",
        "Plant-B",
        "Tank Farm",
        ["Benzene transfer pump P-88 (400 V)", "Suction strainer ST-88"],
        5,
        "Clean suction strainer ST-88 on benzene transfer pump P-88. P-88 locked off at MCC-T1, suction + "
        "discharge valves closed and locked, drain to closed drain, N2 purge. Benzene site action level 0.5 ppm "
        "- full-face with organic cartridge, tube test on opening.",
        "Lock off P-88 and valves\nDrain and purge\nOpen strainer, clean\nBox up, leak test",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a benzene strainer is Cold Work with benzene and LEL monitoring at the site's 0.5 ppm action "
        "level; the 400 V pump is locked off (Electrical/LOTO).",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5},
                "isolationPoints": ["P-88 at MCC-T1"]},
    ),
    wo(
        "B-2 firebox entry - burner tiles",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 firebox", "FD fan FD-2 (400 V)", "Burner management system BMS-2", "Flue damper"],
        8,
        "Xhosa note from the boilermakers: «Lumkela irhasi» (beware of the gas). Enter B-2 firebox through the "
        "burner front access door to inspect and patch burner tiles. Boiler B-1 is firing into the shared "
        "stack - CO can back-flow past the damper. FD-2 400 V locked off, BMS-2 fuel valves locked closed, "
        "damper locked shut. Continuous CO + O2 monitor inside.",
        "Lock off FD-2, fuel valves, damper\nVentilate, gas test O2/CO\nEnter, patch tiles\nBox up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entry into a firebox is Confined Space Entry with CO (shared stack) and O2 monitoring; the FD fan "
        "400 V is locked off (Electrical/LOTO).",
        expect={"gasSubstances": ["CO", "O2"], "liveSources": ["Boiler B-1 firing"],
                "isolationPoints": ["FD-2", "BMS-2 fuel valves", "flue damper"]},
    ),
    wo(
        "Repl SO2 CEMS sample probe, flare stack",
        "Plant-A",
        "Flare Area",
        ["Flare stack FS-1", "CEMS sample probe", "Sample platform 25 m (railed)"],
        6,
        "Repl blocked SO2/H2S CEMS sample probe on flare stack, sample port at 25 m. Platform is railed but "
        "port is outside the rail - tech leans through with harness clipped to the rail. Flare stays lit (pilot "
        "+ purge). Break sample line at port flange.",
        "Climb caged ladder\nClip on, remove probe\nFit new probe, leak check",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Reaching outside the platform rail at 25 m is Working at Height; breaking the sample connection is "
        "Cold Work with SO2 and H2S monitoring.",
        expect={"gasSubstances": ["SO2", "H2S"], "liveSources": ["flare pilot and purge"]},
    ),
    wo(
        "Drain oil pot NH3 refrig compressor RC-3",
        "Plant-B",
        "Compressor House",
        ["Ammonia refrigeration compressor RC-3 (400 V)", "Oil pot OP-3"],
        4,
        "Drain oil from oil pot OP-3 on NH3 refrig compressor RC-3. RC-3 400 V locked off at starter, oil pot "
        "isolated, slowly drain to water-filled drum. Two-man job, escape sets, NH3 detector.",
        "Lock off RC-3\nIsolate OP-3\nDrain oil slowly\nReinstate",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Draining an ammonia oil pot breaks containment (Cold Work) with NH3 monitoring; the compressor is "
        "locked off at its 400 V starter (Electrical/LOTO).",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["RC-3 starter"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "T-7 tank cleaning entry",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-7 (gasoil)", "Vacuum truck (diesel)", "Manway M1"],
        10,
        "T-7 sludge removal. Tank isolated, blinded, vapour-freed. Vac truck parks in T-7 bund at manway M1. "
        "Two-man crew enters with hole watch, shovels sludge to vac hose.",
        "Confirm blinds, gas test\nVac truck into bund\nEnter, remove sludge\nGas test each 15 min",
        [CSE, VE],
        [CW],
        [HW, EX, RT, LIFT, WAH, LOTO],
        "Entering the tank is Confined Space Entry, and the vacuum truck in the tank bund is Vehicle Entry.",
        expect={"gasSubstances": ["LEL", "O2", "H2S"]},
        pair="tc_tf_t7",
    ),
    wo(
        "Grind + weld bund wall steps T-7",
        "Terminal-C",
        "Tank Farm",
        ["Bund wall steel steps (T-7 bund)", "Angle grinder", "Welding set"],
        10,
        "Repair corroded bund wall step-over at T-7 bund, 15 m from manway M1. Grind off rust, weld new treads. "
        "Steps are 1.0 m high.",
        "Gas test\nGrind and weld treads\nPaint",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Grinding and welding in a tank farm is Hot Work; the 1.0 m steps are below the height threshold.",
        expect={"gasSubstances": ["LEL"]},
        pair="tc_tf_t7",
    ),
    wo(
        "6.6 kV breaker maintenance panel 4",
        "Plant-B",
        "Substation",
        ["6.6 kV switchboard SB-1", "Breaker panel 4"],
        8,
        "Routine maintenance of 6.6 kV breaker panel 4 on SB-1. Rack out, isolate, apply earths, lock + tag. "
        "Clean, lube, timing test.",
        "Isolate and earth panel 4\nRack out, maintain\nTiming test\nRack in, remove earths",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "HV breaker maintenance under isolation and earthing is Electrical/LOTO.",
        expect={"isolationPoints": ["SB-1 panel 4"]},
        pair="pb_sub_roof",
    ),
    wo(
        "Substation roof re-felt",
        "Plant-B",
        "Substation",
        ["Substation roof (flat, 5 m, no parapet)", "Propane torch", "Felt rolls"],
        8,
        "Re-felt leaking substation roof, torch-on felt with propane torch. Roof at 5 m, no parapet - edge "
        "protection barriers. Felt rolls hauled up by hand.",
        "Erect edge protection\nStrip old felt\nTorch on new felt\nFire watch 60 min",
        [HW, WAH],
        [LIFT],
        [CSE, EX, RT, VE, LOTO, CW],
        "Torch-on felt is Hot Work, on a 5 m roof without parapet (Working at Height); hand-hauled rolls make "
        "Lifting optional.",
        pair="pb_sub_roof",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "P-4 baseplate grinding - haiku log",
        "Terminal-C",
        "Pump House",
        ["Pump P-4 (gasoline)", "Baseplate", "Angle grinder"],
        6,
        "Shift haiku log (yes, really):\n  grinder on P-4 /\n  one spark finds an oily rag /\n  smoke, then "
        "the bucket\nRag fire put out last week, nobody hurt. Job left: finish grinding the P-4 baseplate "
        "weld seams and re-grout. Pump isolated by ops. Fire watch 60 min after.",
        "Clear rags and oily waste\nGas test\nFinish grinding\nRe-grout",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Grinding in a gasoline pump house is Hot Work with combustibles cleared and a fire watch.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Kudos card - cable strike, expose + joint",
        "Plant-B",
        "Tank Farm",
        ["Buried 400 V cable", "Excavator (stood down)", "Resin joint kit"],
        8,
        "KUDOS to Ahmed (banksman) who stopped the excavator when the bucket snagged a 400 V cable at 0.4 m "
        "that wasn't on the drawing. Follow-on job: feeder isolated at MCC-TB, locked. Hand dig to expose "
        "cable to 0.8 m, resin joint, backfill. Excavator is stood down and leaves the bund.",
        "Isolate feeder at MCC-TB\nHand dig to 0.8 m\nResin joint, test\nBackfill",
        [EX, LOTO],
        [],
        [HW, CSE, RT, LIFT, VE, WAH],
        "A 0.8 m hand dig to a buried cable is Excavation, and the 400 V feeder is locked off before jointing "
        "(Electrical/LOTO); the excavator leaves, so Vehicle Entry is not needed.",
        expect={"isolationPoints": ["feeder at MCC-TB"]},
    ),
    wo(
        "Bowtie - dropped cooler, re-lift",
        "Plant-B",
        "Compressor House",
        ["Gas cooler E-44 (3.4 t)", "50 t mobile crane", "Spreader beam"],
        8,
        "BOWTIE: threat - sling chafed on unpadded edge | barrier failed - no edge protection | top event - "
        "3.4 t cooler E-44 dropped 0.5 m onto its saddle | consequence - dented saddle, no injury.\n"
        "Remaining job: re-lift E-44 with 50 t mobile crane (sets up in the compressor house yard) with "
        "spreader beam and padded slings, re-seat and bolt down. Cooler already disconnected and blinded.",
        "New lift plan\nRig with spreader + edge protection\nLift and re-seat\nBolt down",
        [LIFT, VE],
        [CW],
        [HW, CSE, EX, RT, WAH, LOTO],
        "A 3.4 t crane lift (Lifting) with the crane set up in the compressor house, a gas process area "
        "(Vehicle Entry).",
    ),
    wo(
        "Gemba walk card - warehouse roof vent",
        "Plant-B",
        "Warehouse",
        ["Warehouse roof (6 m)", "Roof ventilator RV-3 (40 kg)", "Gin wheel"],
        6,
        "GEMBA WALK CARD - Observation: fitter seen on the warehouse roof 2 m from an unguarded edge checking "
        "vent RV-3, no harness. Stopped and talked through. Action: temporary edge protection then replace "
        "RV-3 (40 kg, up by gin wheel). Roof 6 m.",
        "Erect temporary edge protection\nHaul up new RV-3\nSwap ventilator",
        [WAH],
        [LIFT, CW],
        [HW, CSE, EX, RT, VE, LOTO],
        "Roof work at 6 m near an unguarded edge is Working at Height; a 40 kg gin-wheel haul is optional "
        "Lifting.",
    ),
    wo(
        "Memorial plaque - sump S-5 float swap",
        "Plant-A",
        "Wastewater Treatment",
        ["Sump S-5 (3.5 m deep, covered)", "Float switch LS-5", "Sump pump P-5 (230 V)"],
        6,
        "Plaque by the sump: 'In memory of R. Okafor, who died in sump S-5, 12 June 1998. Test the air.' "
        "Job: replace float switch LS-5 inside S-5. Pump P-5 230 V locked off at LCP-5, inlet penstock locked "
        "shut. Entry by ladder with tripod and winch, attendant at top.",
        "Lock off P-5 and penstock\nGas test\nEnter, change LS-5\nRemove locks, test",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Climbing into a covered 3.5 m sump is Confined Space Entry with H2S and O2 testing; the 230 V pump is "
        "locked off (Electrical/LOTO).",
        expect={"gasSubstances": ["H2S", "O2"], "isolationPoints": ["P-5 at LCP-5"]},
    ),
    wo(
        "TLD dose report - re-shoot rack welds",
        "Plant-B",
        "Pipe Rack",
        ["Pipe rack line 10in-P-4410", "Se-75 source", "Scaffold 6 m"],
        8,
        "Dosimetry report: radiographer badge 0.9 mSv for May (investigation level) after the crank-out jammed "
        "on 14 May. Outcome: source changer serviced. Remaining job: re-shoot the 6 welds on 10in-P-4410 at "
        "6 m from scaffold (boarded, rails on 3 sides) with Se-75, boundary 2.5 µSv/h by site rule.",
        "Set boundary and barriers\nRadiograph 6 welds\nSurvey and retrieve source",
        [RT, WAH],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO, CW],
        "Se-75 radiography at the site's stricter 2.5 µSv/h boundary, from a 6 m scaffold with one open side "
        "(Working at Height).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "- . ... - / - . ... -",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "- . ... - / - . ... - / .-.-.-",
        "",
        [],
        [],
        ALL,
        "Morse code for 'TEST TEST': no job.",
        expect={"needsReview": True},
    ),
    wo(
        "jjjjjjjjjkkkk",
        "Terminal-C",
        "Pump House",
        [],
        4,
        "asdfghjkl;;;; jjjjjjj n nnnn mmmm,,,,, ..",
        "jj",
        [],
        [],
        ALL,
        "A pocket-typed keyboard mash: no job.",
        expect={"needsReview": True},
    ),
    wo(
        "🔧🔥❓",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "🔥🔥 🔧 ❓❓",
        "",
        [],
        [],
        [],
        "Emoji only: a spanner and fire may hint at hot work but there is no job to label; nothing forbidden.",
        expect={"needsReview": True},
    ),
    wo(
        "Import error",
        "Plant-B",
        "Control Room",
        [],
        4,
        "System.NullReferenceException: Object reference not set to an instance of an object.\n"
        "   at WoImport.Mapper.Map(Row r) in C:\\build\\WoImport\\Mapper.cs:line 88\n"
        "   at WoImport.Program.Main(String[] args)",
        "",
        [],
        [],
        ALL,
        "A stack trace from a failed import: no job.",
        expect={"needsReview": True},
    ),
]
