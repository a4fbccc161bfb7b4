"""unseen10 tune9 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "MOC-2027-118 new TI point on HDS feed/effluent line",
        "Plant-A",
        "Hydrotreater",
        ["Feed/effluent line 6in-P-2214", "Thermowell boss 1in", "TIG set"],
        10,
        "MANAGEMENT OF CHANGE  MOC-2027-118  Rev 0\n"
        "Change: add temperature indication downstream of E-2201 for the new APC model.\n"
        "Section 4 - Work type screening:  Hot work [ ] Yes [X] No   Line break [X] Yes [ ] No   "
        "Confined space [ ] Yes [X] No\n"
        "Section 6 - Implementation steps: (a) line 6in-P-2214 shut in, drained to closed drain, N2 "
        "purged and spaded at both ends; (b) drill 22 mm hole at the marked position; (c) seal-weld the "
        "new 1in thermowell boss with TIG, root and cap; (d) PWHT not required per WPS-114; (e) remove "
        "spades, leak test at 1.1x design.",
        "1. Operations hand over line spaded and purged\n2. Drill and TIG-weld boss\n3. Dye-pen check\n"
        "4. Spades out, leak test, APC team commissions TI-2214",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, WAH],
        "The MOC screening ticks 'No' for hot work but step (c) TIG-welds a boss onto the process line: "
        "Hot Work required with the conflict flagged; breaking and spading the line is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "Punch list SS-B Cat B item 14 - earth tape at transformer plinth T2",
        "Plant-B",
        "Substation",
        ["Transformer T2 plinth", "1.5 t mini excavator", "25x3 Cu earth tape"],
        9,
        "COMMISSIONING PUNCH LIST - Substation B extension\n"
        "Item 14  Cat B  Raised by: EPC QA  Status: OPEN\n"
        "Description: earth tape at T2 plinth SE corner found cut. Remedy (surface work only - NO "
        "EXCAVATION): break out the 300 mm concrete apron with the breaker on the 1.5 t mini excavator, "
        "then dig down beside the plinth to 0.7 m to find the sound end of the tape, and re-lay 6 m of new "
        "tape to the grid with a crimped joint. Reinstate apron.\n"
        "Note: T2 is not yet energised (backfeed date 2027-07).",
        "Mark out, CAT scan\nBreak out apron, machine dig to 0.7 m\nCrimp and lay tape, backfill, "
        "test earth resistance",
        [EX],
        [VE],
        [HW, CSE, RT, WAH, LIFT],
        "The punch item says surface work only with no excavation, then breaks out the apron and machine "
        "digs to 0.7 m: Excavation required and the conflict flagged; the crimp is cold and T2 is not "
        "energised; a mini digger in a substation yard is optional Vehicle Entry.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Warehouse gutter outlet blocked - bay 6",
        "Plant-B",
        "Warehouse",
        ["Warehouse bay 6 box gutter", "4.8 m extension ladder"],
        4,
        "SMS thread pasted by the facilities coordinator:\n"
        "[06:52] Dean (contractor): no need for a hgt permit mate its only a quick one\n"
        "[06:53] Dean: gutter outlet over bay 6 dock door is blocked, water coming thru the roller door\n"
        "[06:58] Dean: gutter is about 4.2m up, we'll put the 4.8 extension ladder against the wall, "
        "footed, one lad up to scoop it out n rod the downpipe\n"
        "[07:01] Coordinator: ok raise it as a WO",
        "Foot ladder at bay 6\nClimb, clear outlet by hand, rod downpipe\nFlush with hose from ground",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "The contractor says no height permit, but one person works from a ladder at a 4.2 m gutter: "
        "Working at Height required and the conflict flagged; nothing else applies.",
        expect={"scopeConflict": True},
    ),
    wo(
        "RFI-0412 response - sacrificial anodes, condenser water box E-1504 A",
        "Plant-A",
        "Cooling Tower",
        ["Surface condenser E-1504 A inlet water box", "CW pumps P-301A/B", "Zinc anodes x8"],
        8,
        "REQUEST FOR INFORMATION  RFI-0412\n"
        "Q (contractor): Is confined space entry required to replace the anodes in the A-side water box?\n"
        "A (client engineer): No - not a CSE, anodes are bolted on from the manhole.\n"
        "Contractor method attached to the RFI: CW pumps P-301A/B stopped and locked off at the 3.3 kV "
        "switchboard, water box drained, manhole cover (DN600) removed. Fitter climbs into the water box "
        "(approx 1.2 m dia, 2 m long) to unbolt the eight wasted anodes and bolt in new ones; "
        "attendant at the manhole.",
        "Isolate and lock P-301A/B\nDrain and vent water box\nEnter, change anodes\nBox up, fill, return pumps",
        [CSE, LOTO, CW],
        [],
        [HW, EX, RT, WAH, LIFT, VE],
        "The RFI answer says it is not a confined space job, but the method has a fitter climbing into a "
        "drained water box with an attendant: Confined Space Entry required and the conflict flagged; "
        "3.3 kV pump lockout and draining the box are Electrical/LOTO and Cold Work.",
        expect={
            "scopeConflict": True,
            "isolationPoints": ["CW pump P-301A", "CW pump P-301B"],
            "gasSubstances": ["O2"],
        },
    ),
    wo(
        "Змінний журнал / shift log: pump base C-3 removal",
        "Plant-B",
        "Compressor House",
        ["Lube oil pump C-3 baseplate", "5 t overhead travelling crane", "Chain slings 2-leg"],
        6,
        "Handover from night shift (O. Kovalenko), Ukrainian with gloss:\n"
        "«Без підйомних робіт на цій зміні» - no lifting operations on this shift.\n"
        "Jobs for days: lube oil pump C-3 and its baseplate (1.8 t together, from the vendor drawing) come "
        "out today. Motor already de-terminated and locked by the electricians under their own permit. "
        "Slinger rigs the 2-leg chain sling, the 5 t overhead crane takes it to the laydown by the door.",
        "Check electrical lock in place\nUnbolt base\nRig and lift 1.8 t to laydown with OHTC",
        [LIFT],
        [CW, LOTO],
        [HW, CSE, EX, RT, WAH, VE],
        "The night note says no lifting, but the day's job lifts 1.8 t on the overhead crane: Lifting "
        "required and the conflict flagged; the electrical lock is held under another permit (optional "
        "here), and unbolting a drained lube pump is optional Cold Work.",
        expect={"scopeConflict": True},
    ),
    wo(
        "PSSR action 7 - replace spool SP-31 on utility water line",
        "Plant-A",
        "Pipe Rack",
        ["Utility water line 4in-UW-031", "Cold-cut pipe saw", "Flanged spool SP-31"],
        6,
        "Pre-startup safety review, action 7 (owner: mech lead): corroded section on 4in-UW-031 at grade "
        "near PR-A-11 to be replaced before start-up. NO HOT WORK - the replacement is a prefabricated "
        "flanged spool; the old section is removed with the clamp-on cold-cut saw. Line drained and "
        "isolated at the block valves either side, which are chained and tagged.",
        "Drain, isolate and tag block valves\nCold-cut old section\nFit flanged spool, torque\nRefill, "
        "check for leaks, close action",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO],
        "A genuine exclusion: a flanged spool and a cold-cut saw replace welding, so Hot Work is "
        "forbidden; cutting out a section of a drained line at grade is Cold Work.",
        expect={"isolationPoints": ["4in-UW-031 block valves"]},
    ),
    wo(
        "API 510 inspection finding V-410 - shell thinning follow-up",
        "Plant-B",
        "Reactor Building",
        ["Vessel V-410", "UT thickness gauge", "Permanent platform EL +9.0 m"],
        5,
        "Inspector's finding (API 510 external, in service): localised thinning suspected at the 3 o'clock "
        "shell course. Follow-up: take a UT grid (25 mm pitch) over the area from outside. No internal "
        "entry. Profile RT was considered and rejected - UT only. Readings are taken from the existing "
        "platform at EL +9.0 m, which has full permanent handrails and kick plates; no scaffold. Insulation "
        "window already cut by the lagging crew last week.",
        "Clean paint at grid points\nUT grid, record\nInspector to assess remaining life",
        [],
        [CW],
        [HW, CSE, EX, LOTO, RT, WAH, LIFT, VE],
        "Genuine exclusions: no entry, no radiography (UT only) and a permanent guard-railed platform, "
        "so those permits are forbidden; non-intrusive UT on an operating vessel is at most Cold Work.",
    ),
    wo(
        "Firewater ring main - leaking joint at hydrant H-07, clamp repair",
        "Terminal-C",
        "Fire Water Pump House",
        ["Firewater ring main 8in", "Hydrant H-07", "Bolted repair clamp 8in"],
        6,
        "Note from the Welsh-speaking contractor's supervisor, with his own English: «Dim gwaith poeth ar "
        "y job yma» (no hot work on this job). The pinhole at the H-07 branch will be boxed with a bolted "
        "full-circle repair clamp; no welding, no grinding. The H-07 branch is valved off and drained, "
        "and the ring main section stays in service from the jockey pump; the fire team is told the "
        "hydrant is out of use (impairment tag on H-07).",
        "Impairment notice for H-07\nClose branch valve, drain\nClean pipe with wire brush, fit clamp\n"
        "Reopen, inspect, remove impairment",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "A genuine exclusion: a bolted clamp replaces welding, so Hot Work is forbidden; taking a "
        "hydrant out of service and opening its branch is Cold Work (impairment).",
        expect={"liveSources": ["firewater ring main"], "isolationPoints": ["H-07 branch valve"]},
    ),
    wo(
        "Bund sump 4 - pump out rainwater/oil mix",
        "Terminal-C",
        "Tank Farm",
        ["Bund sump 4", "Vacuum tanker", "40 m suction hose"],
        5,
        "Permit office note (line in Hebrew from the transport contractor, translated): «לא צריך היתר "
        "כניסת רכב» - no vehicle entry permit needed. Reason given: the vacuum tanker stays outside the "
        "tank farm fence at gate 2 and a 40 m suction hose is run in through the gate to bund sump 4. "
        "The oily water goes to the slop tank at the truck bay afterwards.",
        "Park tanker at gate 2 outside fence, earth it\nLay hose to sump 4\nVacuum out, roll up hose",
        [CW],
        [],
        [HW, CSE, EX, LOTO, RT, WAH, LIFT, VE],
        "A genuine exclusion: the tanker stays outside the tank farm fence, so Vehicle Entry is "
        "forbidden; a temporary hose transfer of oily water is Cold Work.",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "QC micro lab - weekly plate review",
        "Terminal-C",
        "Admin Building",
        ["Incubator INC-2", "LIMS", "Biosafety cabinet"],
        4,
        "Lab tech task card: review the cooling-water Legionella plates. Isolates from tower sample CT-4 "
        "to be sub-cultured; put the new plates in the hot incubator (37 C) and the cold room ones back "
        "to 4 C. Data entry into LIMS by 15:00. Lift each petri dish lid only inside the biosafety cabinet. "
        "Stand on the kick stool to reach the top shelf of consumables.",
        "Read plates\nSub-culture isolates\nLIMS entry\nWipe down cabinet",
        [],
        [],
        ALL,
        "Microbiological isolates, an incubator, a cold room, data entry and lifting a dish lid are lab "
        "routine, not permit work; a kick stool is far below 1.2 m.",
    ),
    wo(
        "Security patrol log - night round loading rack",
        "Plant-A",
        "Loading Rack",
        ["CCTV camera LR-CAM-3", "Handheld radio"],
        8,
        "Guard's radio log (call signs NATO alphabet):\n"
        "23:10 X-ray 4 to Hotel base, starting foot patrol, loading rack\n"
        "23:24 X-ray 4: gantry 2 floodlight out, please raise a job\n"
        "23:31 Hotel: live feed from LR-CAM-3 frozen, restarting the NVR from the control room\n"
        "23:40 X-ray 4: all clear, no vehicles in the rack, gate locked",
        "Foot patrol round; report defects to maintenance",
        [],
        [],
        ALL,
        "X-ray 4 and Hotel are radio call signs, the live feed is CCTV, and restarting a recorder from the "
        "control room is not field work; the floodlight is only to be reported, not repaired here.",
    ),
    wo(
        "Maintenance academy - redesign of LOTO refresher module",
        "Plant-A",
        "Maintenance Workshop",
        ["Training room 2", "Projector"],
        6,
        "L&D work item: rebuild the refresher so the learning is scaffolded - start from entry-level "
        "recall, then dig into two case studies, then a hot-seat quiz. Raise the height of engagement by "
        "cutting the slide count by half. Isolate the three learning outcomes on the first slide. "
        "Trainer will ground the session in last year's near misses. Room only; no plant visits.",
        "Draft outline\nReview with HSE\nPilot with one crew",
        [],
        [],
        ALL,
        "Scaffolded learning, dig into, hot seat, height of engagement and isolate the outcomes are "
        "teaching language; no plant is touched.",
    ),
    wo(
        "Data platform ticket DP-771 - historian Spark job",
        "Plant-B",
        "Control Room",
        ["Historian server HIS-02", "Spark cluster"],
        5,
        "DP-771: nightly Spark job that aggregates compressor vibration tags keeps failing on a hot "
        "partition (C-201 tags). Move partitions older than 90 days to the cold storage tier, lift-and-"
        "shift the job to the new cluster, and add an entry point that re-runs failed days. Excavate the "
        "2019 logs for the schema. No change to the DCS or the field.",
        "Repartition\nRedeploy job\nBackfill failed days",
        [],
        [],
        ALL,
        "Spark, hot partition, cold tier, lift-and-shift and excavating logs are data engineering; the "
        "work is on servers, not plant.",
    ),
    wo(
        "Hot-shot delivery - mechanical seal for P-4411B",
        "Terminal-C",
        "Admin Building",
        ["Seal cartridge P-4411B", "Sack truck"],
        4,
        "Stores note: the vendor is sending the seal cartridge by hot-shot courier (van) from the depot, "
        "ETA 10:30. Courier hands over at the main gate security lodge; he does not enter the terminal. "
        "Storeman collects with the sack truck (crate 38 kg) and books it in. Do not lift the crate by "
        "the lid straps.",
        "Meet courier at gate\nSack truck to stores\nGoods receipt",
        [],
        [],
        ALL,
        "A hot-shot courier is an urgent delivery that stops at the gate; a 38 kg crate on a sack truck "
        "is not a lift and nothing is installed.",
    ),
    wo(
        "Drum store - rodent control visit",
        "Terminal-C",
        "Drum Store",
        ["Bait stations x6", "Live-catch traps x4"],
        4,
        "Pest control contractor's visit report: six tamper-proof bait stations checked along the "
        "outside wall, four live-catch traps set at the pallet racking ends. Entry points at the cable "
        "gland plate and the door sweep to be sealed with steel wool and mastic. No chemicals inside the "
        "bund. Technician on foot, van left in the admin car park.",
        "Check stations\nSet traps\nSeal entry points\nReport",
        [],
        [],
        ALL,
        "Live-catch traps and rodent entry points are pest control terms; checking bait and sealing a "
        "gap with steel wool needs no permit and the van stays outside.",
    ),
    wo(
        "Control room face-lift - ceiling light panels",
        "Plant-B",
        "Control Room",
        ["LED panels 600x600 x12", "Lighting circuit DB-CR-2 way 7 (230 V)", "1.0 m podium step"],
        6,
        "Control room face-lift, phase 2: new carpet tiles (lift the old ones with a scraper), repaint the "
        "walls, and swap twelve recessed fluorescent fittings for LED panels. The electrician isolates "
        "lighting circuit DB-CR-2 way 7 (230 V), locks the MCB and proves dead, then swaps the fittings "
        "from the 1.0 m guard-railed podium step. Operators stay on console; temporary lights on.",
        "Isolate and lock way 7, prove dead\nSwap fittings\nRe-energise, test\nCarpet and paint by decorators",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Face-lift and lifting carpet tiles are decorating words, but swapping 230 V fittings on an "
        "isolated circuit is Electrical/LOTO; the podium is 1.0 m and guard-railed, so no Working at Height.",
        expect={"isolationPoints": ["DB-CR-2 way 7"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "ECN-3306 - 2in bypass round FCV-1107",
        "Plant-A",
        "Crude Unit",
        ["Line 6in-P-1107", "FCV-1107", "Scaffold to +6.5 m", "Ir-192 source"],
        12,
        "ENGINEERING CHANGE NOTICE ECN-3306\nReason: FCV-1107 has no bypass; add 2in globe-valve bypass.\n"
        "Affected: line 6in-P-1107 (desalted crude, shutdown during the planned outage).\n"
        "Construction notes: (1) scaffold to the valve station at +6.5 m, no permanent platform; "
        "(2) line drained, steamed and blinded; (3) cut two 2in branch openings with the gas axe, weld "
        "sockolets and the bypass spool; (4) 100 % RT of butt welds, Ir-192, by the NDT contractor "
        "during the night shift with a barrier; (5) hydrotest.",
        "Scaffold\nBlind and drain\nCut, weld\nRT night shift\nHydrotest, remove blinds",
        [HW, CW, WAH, RT],
        [LIFT],
        [CSE, EX, LOTO],
        "Gas axe and welding (Hot Work), breaking into the crude line (Cold Work), work from a scaffold "
        "at 6.5 m (Working at Height) and Ir-192 RT (Radiography); small spool handling may need a chain "
        "block.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Daily construction report - TLB conduit bank",
        "Terminal-C",
        "Truck Loading Bay",
        ["Excavator 8 t", "Duct bank 4x110 mm", "MCC-TLB 415 V"],
        10,
        "DAILY CONSTRUCTION REPORT  Day 3  Weather: dry\nPlanned tomorrow: excavator (8 t) continues the "
        "duct-bank trench from gantry 4 to the MCC room, depth 1.4 m, trench box in; loading on gantries "
        "1-3 continues. Electrical crew pulls the new cables into MCC-TLB; the incoming section is "
        "isolated and locked at the upstream board before the gland plate is drilled. Manpower: 9. "
        "Equipment: excavator, dumper.",
        "Dig 1.4 m with trench box\nLay ducts, backfill\nIsolate MCC-TLB incomer, pull and terminate",
        [EX, VE, LOTO],
        [CW],
        [HW, CSE, RT, WAH],
        "A 1.4 m machine trench (Excavation) by an excavator and dumper in a truck loading bay that keeps "
        "loading (Vehicle Entry), and terminating into an isolated 415 V board (Electrical/LOTO).",
        expect={"isolationPoints": ["MCC-TLB incoming section"], "liveSources": ["gantries 1-3 loading"]},
    ),
    wo(
        "HAZOP action HZ-R-22 - agitator gearbox upgrade R-5",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-5", "Agitator gearbox 1.3 t", "Agitator motor 690 V", "40 t mobile crane"],
        12,
        "HAZOP close-out HZ-R-22: replace R-5 agitator gearbox with the higher service-factor unit and "
        "add an internal baffle stop. 40 t mobile crane set up on the reactor building apron lifts the "
        "1.3 t gearbox through the roof hatch (EL +14 m, hatch edge unguarded while open). Motor 690 V "
        "locked at MCC-R. R-5 emptied, washed, N2 freed to air; one fitter enters through the top manway "
        "to bolt the baffle stop.",
        "Lock motor\nOpen roof hatch, barrier\nCrane out old, in new gearbox\nVessel entry, baffle stop\nBox up",
        [LIFT, VE, WAH, LOTO, CSE],
        [CW],
        [HW, EX, RT],
        "A 1.3 t crane lift (Lifting) by a mobile crane in a reactor building (Vehicle Entry), an open "
        "roof hatch at 14 m (Working at Height), the 690 V lockout and a vessel entry.",
        expect={"isolationPoints": ["R-5 agitator motor"], "gasSubstances": ["O2"]},
    ),
    wo(
        "FSR follow-up - loading arm LA-2 slew cylinder",
        "Plant-B",
        "Jetty",
        ["Marine loading arm LA-2", "Slew cylinder 400 kg", "HPU-2 400 V", "Boom MEWP"],
        9,
        "Vendor field service report #FS-5581: slew cylinder on LA-2 leaking at the rod seal; replacement "
        "cylinder on site. Next visit: HPU-2 isolated and locked at the jetty MCC (400 V), accumulator "
        "bled; disconnect the two hydraulic hoses; cylinder (400 kg) out with a chain block from the arm "
        "structure; fitter works from a boom MEWP at about 9 m. No ship at the berth.",
        "Lock HPU-2, bleed accumulator\nMEWP to position\nBreak hoses, swap cylinder\nBleed, function test",
        [LOTO, CW, WAH, VE],
        [LIFT],
        [HW, CSE, EX, RT],
        "HPU lockout and stored hydraulic energy (Electrical/LOTO), breaking hydraulic lines (Cold Work), "
        "a MEWP at 9 m on a hydrocarbon jetty (Working at Height, Vehicle Entry); a 400 kg chain block "
        "lift is optional Lifting.",
        expect={"isolationPoints": ["HPU-2", "accumulator"]},
    ),
    wo(
        "Economiser tube leak B-2 - repair (Tamil notes from crew lead)",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 economiser", "ID fan 6.6 kV", "Flue gas duct", "X-ray set 250 kV"],
        12,
        "Crew lead's note: ID fan B-2 (காற்றாடி - the fan) must be locked at the 6.6 kV board before "
        "anyone goes in. Access door on the economiser duct opened, duct ventilated. Two welders enter "
        "the duct, cut out the two leaking tube bends and weld in new ones (TIG root, MMA cap). NDT: "
        "X-ray of the four butts with the 250 kV set after the crew is out.",
        "Lock ID fan and FD fan\nOpen duct, ventilate, gas test\nEnter, cut and weld\nX-ray\nHydrotest",
        [LOTO, CSE, HW, RT],
        [CW],
        [EX, LIFT, VE],
        "6.6 kV fan lockout, entry into the flue gas duct, cutting and welding inside it, and X-ray of "
        "the welds: four permits.",
        expect={"isolationPoints": ["ID fan B-2"], "gasSubstances": ["O2", "CO"]},
    ),
    wo(
        "EAM export row 88213 clarifier 2 drive",
        "Plant-A",
        "Wastewater Treatment",
        ["Clarifier 2 drive gearbox 2.4 t", "25 t mobile crane", "Drive motor 400 V"],
        8,
        "88213|CL-2-DRV|CM|P2|Clarifier 2 drive gearbox noisy - replace|gearbox 2.4t|lift by 25t mobile "
        "crane from the road side|motor 400V isolate+lock at MCC-WW|bridge walkway has permanent "
        "handrails|clarifier drained? N - stays full, bridge stopped|crew 4|est 8h",
        "Isolate motor\nUncouple\nCrane lift out/in\nAlign, test run",
        [LIFT, LOTO],
        [VE, CW],
        [HW, CSE, EX, RT, WAH],
        "A 2.4 t crane lift and a 400 V lockout; the bridge has permanent handrails (no Working at "
        "Height) and a crane in wastewater is optional Vehicle Entry.",
        expect={"isolationPoints": ["clarifier 2 drive motor"]},
    ),
    wo(
        "Flare area - new drain line to seal drum (galian/pipa)",
        "Plant-A",
        "Flare Area",
        ["Seal drum D-901", "2in drain line", "Road crossing sleeve"],
        10,
        "Supervisor's note, Indonesian with gloss: «galian manual 0,8 m untuk sleeve di bawah jalan» - "
        "hand dig 0.8 m for the sleeve under the road. Then lay the 2in line in the sleeve, weld the "
        "field joints, and tie in to the existing drain nozzle on D-901 (drum isolated, drained and "
        "blinded by operations). Flare stays lit.",
        "Hand dig 0.8 m\nSleeve, lay pipe\nWeld joints\nTie in to D-901\nBackfill",
        [EX, HW, CW],
        [],
        [CSE, RT, WAH, LIFT, LOTO],
        "A 0.8 m hand dig (Excavation), welding field joints in the flare area (Hot Work) and a tie-in "
        "to a blinded drum (Cold Work).",
        expect={"liveSources": ["flare"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Punch list TK-12 new gauge hatch",
        "Plant-A",
        "Tank Farm",
        ["Tank TK-12 fixed roof", "Gauge hatch assembly 600 kg", "35 t crane"],
        12,
        "Punch list item M-09 (tank out of service, cleaned and gas-free certificate held): cut a 600 mm "
        "opening in the TK-12 roof near the edge with the plasma cutter and weld in the new gauge hatch "
        "nozzle. Hatch assembly 600 kg lifted to the roof by the 35 t crane parked inside the bund road. "
        "Roof at 15 m, edge rail only at the stair head - harness and lanyard on the roof.",
        "Gas test\nCrane set up inside bund road\nCut roof, lift, weld nozzle\nLeak test",
        [HW, WAH, LIFT, VE, CW],
        [],
        [CSE, EX, RT, LOTO],
        "Plasma cutting and welding on a tank roof (Hot Work), roof-edge work at 15 m (Working at "
        "Height), a crane lift (Lifting) with the crane in the tank farm (Vehicle Entry), and opening a "
        "tank (Cold Work).",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "PT-1033 replacement - crude charge line (radio log)",
        "Plant-A",
        "Crude Unit",
        ["Pressure transmitter PT-1033", "Root valve RV-1033", "Crude charge line 18 bar"],
        5,
        "Console radio log 09:02: 'Instrument tech to replace PT-1033, 24 V DC loop, loop in bypass on "
        "the DCS. Root valve RV-1033 closed and chained, bleed open to the closed drain. Charge line stays "
        "in service at 18 bar - do not touch the root valve.' 09:15 'Tech at the tapping, bleed shows no "
        "flow.'",
        "Close root valve, bleed\nSwap PT\nLeak test, return to service",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO],
        "Breaking the impulse line on a live crude line is Cold Work; the 24 V DC loop is extra-low voltage "
        "(no Electrical/LOTO); the charge line stays live.",
        expect={"liveSources": ["crude charge line"], "isolationPoints": ["root valve RV-1033"]},
    ),
    wo(
        "110 V DC charger card - substation C",
        "Terminal-C",
        "Substation",
        ["Battery charger CH-1", "110 V DC battery bank", "Charger AC supply 400 V"],
        6,
        "Electrical work order: replace the faulty control card in charger CH-1. AC supply to the charger "
        "(400 V) isolated and locked at the LV board. Note: the 110 V DC battery bank cannot be isolated "
        "(it feeds the trip circuits) and stays connected to the charger output terminals - insulated "
        "tools, shrouds on the DC bus, arc-rated PPE.",
        "Isolate and lock AC supply\nShroud DC terminals\nSwap card\nRestore",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Working inside a charger with its AC isolated but a live 110 V DC bank: Electrical/LOTO with "
        "energised-work precautions.",
        expect={"liveSources": ["110 V DC battery bank"], "isolationPoints": ["charger AC supply"]},
    ),
    wo(
        "Cladding repair by hydrogen line - HDS",
        "Plant-A",
        "Hydrotreater",
        ["H2 make-up line 60 bar", "Scaffold to +5.5 m", "Aluminium cladding"],
        7,
        "Lagging crew: re-clad 8 m of the hot oil line at +5.5 m from a scaffold tower. The hydrogen "
        "make-up line 200 mm away stays in service at 60 bar; no tools to rest on it, no pop-rivet guns "
        "aimed at it. Hot oil line also in service (lagging only, no containment broken).",
        "Erect scaffold\nRemove damaged cladding\nFit new sheets\nStrike scaffold",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Cladding work from a 5.5 m scaffold is Working at Height; both lines stay live and no "
        "containment is broken (Cold Work optional).",
        expect={"liveSources": ["hydrogen make-up line", "hot oil line"]},
    ),
    wo(
        "Bay 2 earth-proving unit cable",
        "Plant-A",
        "Loading Rack",
        ["Earth-proving unit EPU-2", "Bay 2 bonding clamp cable"],
        5,
        "Loading rack supervisor: bay 2 closed to trucks, bays 1 and 3 keep loading gasoline. Replace the "
        "damaged clamp cable on the bay 2 earth-proving unit (24 V monitoring, self-contained). Hand "
        "tools only; new cable crimped at the bench.",
        "Close bay 2\nSwap cable\nFunction test EPU-2 with the test truck plate",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO],
        "Work on a loading-rack safeguard while neighbouring bays load gasoline is Cold Work; the 24 V "
        "unit is extra-low voltage; bays 1 and 3 stay live.",
        expect={"liveSources": ["bay 1 loading", "bay 3 loading"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Fan 3 vibration switch - cooling tower",
        "Plant-A",
        "Cooling Tower",
        ["Cell 3 fan motor 400 V", "Vibration switch VS-3", "Fan deck (permanent handrails)"],
        5,
        "Replace the vibration switch on the cell 3 gearbox. Fan 3 motor isolated and locked at the "
        "cooling-tower MCC; brake on. Fans 1, 2 and 4 keep running - keep out of their stacks. Access "
        "by the fixed stair to the fan deck (10 m, permanent handrails).",
        "Lock fan 3\nChange switch\nRemove lock, test trip",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "A 400 V fan lockout for the switch change; neighbouring fans stay running; the fan deck has "
        "permanent handrails.",
        expect={"liveSources": ["fans 1, 2 and 4"], "isolationPoints": ["fan 3 motor"]},
    ),
    wo(
        "P-3 mechanical seal - pump house (Lithuanian note)",
        "Terminal-C",
        "Pump House",
        ["Booster pump P-3", "Booster pump P-4", "CP rectifier", "P-3 motor 690 V"],
        8,
        "Operator's note: «P-4 dirba, neliesti» (P-4 running, do not touch). P-3 motor locked at the "
        "690 V board, suction and discharge valves closed and chained, casing drained to the sump. "
        "Change the mechanical seal. The cathodic protection rectifier stays on.",
        "Lock motor, valves\nDrain\nSeal change\nFill, vent, test run",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "A 690 V motor lockout and breaking a pump casing (Cold Work); P-4 and the CP rectifier stay live.",
        expect={
            "liveSources": ["P-4", "CP rectifier"],
            "isolationPoints": ["P-3 motor", "P-3 suction valve", "P-3 discharge valve"],
            "gasSubstances": ["LEL"],
        },
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Sulphide strainer ST-7 clean-out (Urdu gloss)",
        "Plant-B",
        "Effluent Treatment",
        ["Strainer ST-7", "Spent caustic line"],
        5,
        "Shift engineer: strainer ST-7 on the spent caustic line is blocked. Isolate, drain, open the "
        "cover and remove the basket. «ہائیڈروجن سلفائیڈ کا خطرہ» - H2S danger. Site alarm for personal "
        "H2S monitors is 5 ppm on this unit. Full-face respirator at the cover.",
        "Isolate and drain\nOpen cover with monitor on\nClean basket\nBox up",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Opening a spent caustic strainer releases H2S: Cold Work with an H2S row and the site 5 ppm alarm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "Raffinate sample valve change TK-B-4",
        "Plant-B",
        "Tank Farm",
        ["Tank TK-B-4 (benzene-rich raffinate)", "Sample valve SV-4"],
        5,
        "Replace the seized sample valve on TK-B-4. Tank at low level, valve isolated at the first block. "
        "Product contains benzene: site action level 0.5 ppm (lower than the 1 ppm legal limit), "
        "organic-vapour respirators above 0.5 ppm. Flammable atmosphere possible at the flange.",
        "Isolate block valve\nDrain to bucket, break flange\nNew valve\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO, VE],
        "Breaking a flange in benzene service is Cold Work with benzene and LEL rows and the stricter "
        "0.5 ppm action level.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Stack analyser probe - boiler B-1",
        "Plant-B",
        "Boiler House",
        ["CEMS probe B-1", "Stack platform +20 m (permanent handrails)"],
        5,
        "Boiler B-1 on heavy fuel oil. Withdraw the CEMS probe from the stack port and fit the "
        "recalibrated unit. Flue gas contains SO2 and CO; stand upwind of the port, portable SO2/CO "
        "monitor on. Access by the caged ladder to the permanent platform at +20 m with full handrails.",
        "Climb with tool bag\nWithdraw probe, cap port\nFit new probe",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Opening a stack port on a firing boiler is Cold Work with SO2 and CO rows; the platform is "
        "permanent with handrails.",
        expect={"gasSubstances": ["SO2", "CO"]},
    ),
    wo(
        "Ammonia injection filter - overhead corrosion control",
        "Plant-A",
        "Crude Unit",
        ["NH3 injection skid", "Filter F-118"],
        5,
        "Change the filter element on the aqueous ammonia injection skid. Isolate skid, vent to the "
        "scrubber, open filter F-118. NH3 escape possible - eyewash at the skid, cartridge respirator "
        "(ammonia) at the bench.",
        "Isolate, vent\nOpen filter\nNew element\nLeak test with water bottle",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Opening an ammonia filter is Cold Work with an NH3 row.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Suction drum D-201 inspection entry",
        "Plant-B",
        "Compressor House",
        ["Suction drum D-201", "Compressor C-201 motor 6.6 kV"],
        10,
        "D-201 (sour gas) depressured, N2 purged and blinded; compressor C-201 6.6 kV motor locked at "
        "the switchboard. Before entry: vent with air mover, test O2, LEL and H2S; the drum was under "
        "nitrogen last night. Inspector enters with attendant for the internal visual.",
        "Lock motor, blind\nVentilate, gas test\nEntry with attendant\nBox up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, WAH, LIFT, VE],
        "Entry into a sour, nitrogen-purged drum (Confined Space Entry with O2, LEL, H2S rows) and the "
        "6.6 kV compressor lockout.",
        expect={
            "gasSubstances": ["O2", "LEL", "H2S"],
            "isolationPoints": ["C-201 motor"],
        },
    ),
    wo(
        "Drum re-stack with LPG forklift",
        "Terminal-C",
        "Drum Store",
        ["LPG forklift", "40 drums of lube and solvent"],
        6,
        "Re-stack 40 drums of lube oil and solvent inside the enclosed drum store to free the bund. "
        "The LPG counterbalance forklift is driven in from the yard. Store is enclosed: CO monitor on "
        "the driver, doors open, solvent vapour check at floor level before the truck enters.",
        "Gas check\nDrive in, re-stack\nDrive out",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, WAH, LOTO],
        "An engine-driven forklift entering a solvent store is Vehicle Entry with CO and LEL rows; "
        "drums under 1 t make Lifting optional.",
        expect={"gasSubstances": ["CO", "LEL"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "SIMOPS matrix A - RT on new welds PR-B-14",
        "Plant-B",
        "Pipe Rack",
        ["Line 10in-HC-1402 welds", "Ir-192 camera", "Scaffold +7 m"],
        8,
        "SIMOPS matrix, row A (night shift): NDT contractor X-rays four new butt welds on 10in-HC-1402 "
        "from the scaffold at +7 m with Ir-192. Site boundary 7.5 uSv/h (stricter than the legal "
        "figure), barrier and sirens. Row B works at grade in the same bay.",
        "Set barrier at 7.5 uSv/h\nShoot four welds\nSurvey and release",
        [RT, WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, VE],
        "Gamma radiography from a scaffold at 7 m, with the site's 7.5 uSv/h boundary.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="B-PR-night",
        start_hour=20,
    ),
    wo(
        "SIMOPS matrix B - flange gasket at grade PR-B-14",
        "Plant-B",
        "Pipe Rack",
        ["Drained line 4in-CW-1410", "Flange F-1410"],
        8,
        "SIMOPS matrix, row B (night shift): fitters change the gasket on flange F-1410 of the drained "
        "cooling-water return at grade in the same bay. They leave when row A sounds the siren and come "
        "back at the all clear.",
        "Isolate, drain\nBreak flange, gasket\nRe-make",
        [CW],
        [],
        [HW, CSE, EX, LOTO, RT, WAH, LIFT, VE],
        "Only a flange break on a drained line: Cold Work; the radiography belongs to the partner order.",
        pair="B-PR-night",
        start_hour=20,
    ),
    wo(
        "TK-5 hydrotest water drain-down",
        "Terminal-C",
        "Tank Farm",
        ["Tank TK-5", "Temporary 4in layflat hose", "Interceptor"],
        8,
        "Permit office day plan, item 1: after hydrotest, drain TK-5 water to the interceptor through a "
        "temporary layflat hose over the bund wall. Operator on the valve the whole time. Item 2 at the "
        "same bund: CP crew trial pits (separate WO).",
        "Lay hose\nOpen drain valve slowly\nMonitor interceptor level",
        [CW],
        [],
        [HW, CSE, EX, LOTO, RT, WAH, LIFT, VE],
        "A temporary hose transfer is Cold Work; the trial pits are the partner's.",
        pair="C-TF-day",
    ),
    wo(
        "CP cable trial pits TK-5 bund",
        "Terminal-C",
        "Tank Farm",
        ["Anode cable route", "Spades", "CAT and genny"],
        8,
        "Permit office day plan, item 2: CP crew hand-digs three trial pits 0.5 m deep along the TK-5 bund "
        "to find the anode header cable before the new anodes go in. Cable scanned first; spades only.",
        "Scan\nHand dig three pits 0.5 m\nRecord, backfill",
        [EX],
        [],
        [HW, CSE, LOTO, RT, WAH, LIFT, VE],
        "Hand digs to 0.5 m exposing a buried cable are Excavation.",
        pair="C-TF-day",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Resume pipe-support weld after drain fire - PR-A-19",
        "Plant-A",
        "Pipe Rack",
        ["Pipe support PS-19", "Oily water drain OD-19", "MMA welding set"],
        6,
        "Lessons-learned bulletin LL-27-04: on 3 Feb the welding blanket lifted in the wind and slag fell "
        "into oily drain OD-19; a small fire burned out in the drain. The weld on support PS-19 at grade "
        "is still half done: finish it with the drain sealed with a wet cover and a fire watch for 60 min "
        "after.",
        "Seal drain\nGas test\nFinish weld\nFire watch 60 min",
        [HW],
        [],
        [CSE, EX, RT, WAH, LIFT, LOTO, VE],
        "The remaining job is welding beside an oily drain: Hot Work; the support is at grade.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Re-lift spool after tagline snag - crude unit",
        "Plant-A",
        "Crude Unit",
        ["Spool 12in 800 kg", "50 t crawler crane"],
        8,
        "Lift incident report: the 800 kg spool swung into the handrail when the tagline snagged; no "
        "injuries, handrail bent. Redo the lift with two taglines and a new lift plan; same 50 t crawler "
        "crane inside the unit; fitters land it on the existing supports at +4 m from the permanent "
        "platform.",
        "New lift plan\nRig, two taglines\nLift, land, bolt",
        [LIFT, VE],
        [CW],
        [HW, CSE, EX, RT, WAH, LOTO],
        "A crane lift (required whatever the weight) with the crawler crane in the crude unit (Vehicle "
        "Entry); the fitters are on a permanent platform.",
    ),
    wo(
        "Dosing pump DP-2 - after wrong-breaker lockout",
        "Plant-B",
        "Effluent Treatment",
        ["Dosing pump DP-2", "DB-ETP-3 way 12 (400 V)"],
        5,
        "Near-miss write-up: last week a fitter locked way 11 instead of way 12 and touched a live 400 V "
        "terminal box of DP-2 - a test before touch would have caught it. The pump still has to be "
        "replaced: lock way 12, test before touch, disconnect, break the dosing line and swap the pump.",
        "Lock correct way, prove dead\nDisconnect\nBreak line, swap pump\nReconnect, test",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "A 400 V lockout done properly and a chemical line break remain: Electrical/LOTO and Cold Work.",
        expect={"isolationPoints": ["DB-ETP-3 way 12"]},
    ),
    wo(
        "API separator bay - finish sludge removal after H2S alarm",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2", "Vacuum hose"],
        8,
        "Incident note: the crew's personal monitors went to the H2S alarm inside separator bay 2 "
        "yesterday and they withdrew. Bay still half full of sludge. Re-entry today with forced "
        "ventilation, continuous H2S/O2/LEL monitoring and an attendant; sludge hosed to the vac truck "
        "parked on the access road.",
        "Ventilate, test\nEnter with attendant\nRemove sludge\nExit, close",
        [CSE, CW],
        [VE],
        [HW, EX, RT, WAH, LIFT],
        "Re-entering the separator bay is Confined Space Entry with H2S, O2 and LEL rows; the hose "
        "transfer is Cold Work; the vac truck in wastewater is optional.",
        expect={"gasSubstances": ["H2S", "O2", "LEL"]},
    ),
    wo(
        "Trench to MOV-44 after instrument-air line strike",
        "Terminal-C",
        "Tank Farm",
        ["MOV-44 cable route", "Mini excavator", "Instrument air line 1in"],
        10,
        "Cable strike report: the mini excavator pulled up an unmarked 1in instrument-air line at 0.5 m. "
        "Repair the air line (isolate and vent the header branch, new section with compression fittings), "
        "then finish the trench to 1.2 m for the MOV-44 cable by vac-ex and hand around the line.",
        "Isolate air branch, repair\nVac-ex to 1.2 m\nLay cable, backfill",
        [EX, CW, VE],
        [],
        [HW, CSE, RT, WAH, LIFT],
        "A 1.2 m dig (Excavation) with a mini excavator and vac-ex in the tank farm (Vehicle Entry) and an "
        "air-line repair (Cold Work); compression fittings, no hot work.",
    ),
    wo(
        "Re-shoot welds after barrier breach - jetty",
        "Terminal-C",
        "Jetty",
        ["Jetty product line welds", "X-ray crawler"],
        8,
        "Radiation incident: a labourer walked through the barrier during an X-ray exposure last Tuesday "
        "(estimated 40 uSv). The remaining six welds on the jetty product line are to be shot again on "
        "nights with the site 7.5 uSv/h boundary, a banksman at each access, and the crawler inside the "
        "line.",
        "Barrier at 7.5 uSv/h\nShoot six welds\nSurvey, release",
        [RT],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, VE],
        "The remaining job is X-ray radiography with the stricter 7.5 uSv/h boundary.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "#REF!",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "#REF!\t#REF!\t#N/A\t#VALUE!",
        "#N/A",
        [],
        [],
        ALL,
        "A broken spreadsheet row; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "(message deleted)",
        "Plant-B",
        "Control Room",
        [],
        4,
        "This message has been deleted.",
        "",
        [],
        [],
        ALL,
        "A deleted chat message; no job.",
        expect={"needsReview": True},
    ),
    wo(
        "RE: RE: RE: PTW distribution",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "Please remove me from this distribution list. Thanks",
        "",
        [],
        [],
        ALL,
        "A reply-all request; no job.",
        expect={"needsReview": True},
    ),
    wo(
        "P-4411B",
        "Terminal-C",
        "Pump House",
        ["P-4411B"],
        4,
        "P-4411B - bus patikslinta",
        "",
        [],
        [],
        [],
        "A bare pump tag with Lithuanian 'to be clarified'; nothing can be assessed and no permit can be ruled out.",
        expect={"needsReview": True},
    ),
]
