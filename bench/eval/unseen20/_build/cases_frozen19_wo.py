"""unseen20 frozen19 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is realism in voices the earlier sets did not use: permit-coordinator daily plan
lines, dictated notes with spoken punctuation, an engineering technical-query reply, an OEM field-service
visit scope, an LDAR leak list, a scaffold requisition, an environmental sampling plan, a service entry
sheet, an RFQ, a purchase requisition, a feasibility walk-down, Dutch-English ("Dunglish") notes from Botlek
staff, multi-operation orders where one operation carries the hazard, and hazards named in a frame that is
not today's work beside orders where the same words are today's work. Near-threshold figures are written in
unusual units (ft-in, lb, in, ppb, kN, V DC). Each label was written together with its case
(bench/eval/README.md conventions) and is never changed afterwards. build.py shuffles, numbers and dates
them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "V-3105 KO pot - internal visual (PC plan line 6)",
        "Plant-B",
        "Reactor Building",
        ["KO pot V-3105", "Manway M1 (24in, already open)", "Demister pad DM-3105"],
        5,
        "PTW coordinator daily plan - Thu\nLine 6 | V-3105 KO pot | Insp (I. de Wit) | vessel spaded + steamed "
        "+ N2 freed yesterday, manway M1 open since Tue under PTW 27-1188 (closed) | visual through manway "
        "ONLY - NOT a CSE job, no entry.\nRemark from inspection: torch + mirror will not reach the underside "
        "of the demister pad; inspector will climb in via M1 and tap-test the support ring bolts, approx 20 "
        "min inside. Standby man at manway.",
        "Gas test at M1\nInspector climbs in, tap-test ring bolts, photos\nOut, manway left open for next line",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "The plan line says no entry, but the inspector climbs in through the manway to tap-test bolts: "
        "Confined Space Entry required with the conflict flagged. The vessel was opened under a closed permit; "
        "a cold work permit for the open, spaded vessel is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "P-07 gasoil pump coupling chg - voice note",
        "Terminal-C",
        "Pump House",
        ["Gasoil transfer pump P-07", "Motor M-07 415V (MCC-2 feeder 14)", "Spacer coupling"],
        6,
        "dictated in field app\nok so P-07 gasoil pump comma coupling has chewed the rubber elements full stop "
        "no hot work on this one comma just swapping the coupling full stop new line motor M-07 to be locked "
        "at MCC-2 feeder 14 by Ramesh full stop pump hub is seized on the shaft so I will heat it up with the "
        "rosebud torch to get it moving then pull it with the hydraulic puller full stop new line suction and "
        "discharge valves stay open comma casing not opened full stop",
        "Lock M-07 at MCC-2/14\nRemove guard + spacer\nHeat hub with rosebud, pull\nFit new coupling, align, guard back",
        [HW, LOTO],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH],
        "The note says no hot work, then heats the seized hub with an oxy-fuel rosebud in a gasoil pump house: "
        "Hot Work required with the conflict flagged; the 415 V motor is locked. Mechanical work on the pump "
        "with the casing closed is an optional cold work permit.",
        expect={
            "scopeConflict": True,
            "gasSubstances": ["LEL"],
            "isolationPoints": ["M-07 at MCC-2 feeder 14"],
        },
    ),
    wo(
        "CP test post TP-22 refurb + bond (T-103)",
        "Plant-A",
        "Tank Farm",
        ["CP test post TP-22", "Tank T-103 bottom anode lead", "Mechanical bonding clamp", "TR-4 (230V supply)"],
        8,
        "Order 4102217  PM03  WorkCtr E-CP\nHeader: Excavation: N/A   Hot work: N/A\nOp 0010  Replace TP-22 "
        "head + terminal board\nOp 0020  Pipe-to-soil reading at TP-22 before/after\nOp 0030  Hand dig "
        "approx 18 in beside TP-22 to expose anode lead + tank earth tail; bond with bolted clamp (no Cadweld)\n"
        "Op 0040  Backfill, reinstate gravel\nTR-4 output to be switched off during op 0030 (switch on front).",
        "0010 TP head\n0020 readings\n0030 hand dig ~18in, bolt bond\n0040 backfill + reading",
        [EX],
        [LOTO, CW],
        [HW, CSE, RT, LIFT, VE, WAH],
        "The header says excavation N/A but operation 0030 hand digs about 18 in (0.46 m), above the 0.3 m "
        "threshold, to expose a lead: Excavation required with the conflict flagged. The bond is a bolted "
        "clamp, so Hot Work is forbidden; switching off the 230 V rectifier is optional LOTO.",
        expect={"scopeConflict": True},
    ),
    wo(
        "XV-2210 fuel gas block valve replacement - MS summary",
        "Plant-B",
        "Compressor House",
        ["Fuel gas block valve XV-2210 (8in, 1,150 kg)", "Monorail MR-4 with 2 t chain block", "Spectacle blinds SB-41/42"],
        10,
        "Method statement summary (contractor Van Dijk Valves, MS-0417 rev B):\nScope: replace 8in ball valve "
        "XV-2210 on the fuel gas header to GT-2. Header depressurised, N2 purged and positively isolated by "
        "operations (spectacle blinds SB-41/42 swung). No hot work, no lifting operations are involved. "
        "Flange bolts cracked with hydraulic torque wrench; old valve (1,150 kg) lowered by the 2 t chain "
        "block on monorail MR-4 to a skate and rolled out; new valve installed the same way. Valve centreline "
        "0.8 m above floor.",
        "Verify isolation + gas test\nBreak flanges\nLower old valve on MR-4 chain block\nSet new valve, "
        "torque, leak test with N2",
        [CW, LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "The summary says no lifting, yet a 1,150 kg valve is lowered and raised on a chain block, at or above "
        "1 t on lifting equipment: Lifting required with the conflict flagged. Breaking the fuel gas flanges is "
        "Cold Work; bolted flanges at 0.8 m, so Hot Work and Working at Height are forbidden.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "FW ring main 6in section - grooved couplings",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water ring main section FW-R-06 (6in)", "Grooved couplings x4", "Sectional valves FV-12/FV-13"],
        8,
        "TQ-0093 reply (Engineering to Site):\nQ: can corroded 6in FW section outside pump house be replaced "
        "without welding? A: Yes. Use roll-grooved spool (grooves rolled in the workshop beforehand) and "
        "grooved mechanical couplings. NO welding, NO cutting with disc - existing pipe cut with the "
        "hydraulic cold-cutter. Section FV-12 to FV-13 isolated; ring fed from the other side, fire brigade "
        "and control room informed of impairment. Spool 38 kg per length, carried by two fitters.",
        "Impairment notice\nClose FV-12/13, drain\nCold cut, fit grooved spool + couplings\nPressure test from jockey pump",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A fire water section impaired and opened is Cold Work; cutting is cold and joining is by grooved "
        "couplings rolled in the workshop, so Hot Work is genuinely excluded. Light spools carried by hand.",
    ),
    wo(
        "Bay 3 loading manifold 6in spool - install prefab",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 3 product manifold (MS, drained)", "Prefab spool SP-3-07 (6in, 85 kg)", "1 t chain block"],
        6,
        "Spool SP-3-07 was fabricated and radiographed at the fabricator's shop in Vadodara (RT report "
        "VF-5521 attached). Site job: remove blind, install spool flanged both ends on the drained bay 3 "
        "manifold. NO radiography and NO welding on site. Spool 85 kg hung on a 1 t chain block from the "
        "gantry beam. Bay 3 closed to tankers for the job; other bays loading as normal.",
        "Confirm bay 3 closed + manifold drained\nHang spool on chain block, bolt up\nLeak test at first loading",
        [CW],
        [LIFT],
        [HW, RT, CSE, EX, VE, WAH, LOTO],
        "Breaking into the drained motor-spirit manifold is Cold Work. Radiography and welding were done at the "
        "fabricator's shop, so both are forbidden here; an 85 kg spool on a chain block is an optional lift; "
        "no vehicle of the job's own enters the bay.",
        expect={"liveSources": ["Other loading bays loading as normal"]},
    ),
    wo(
        "Flare tip annual visual - drone survey",
        "Plant-A",
        "Flare Area",
        ["Flare stack FL-1 (85 m)", "Survey drone (battery, contractor Skyline)", "Thermal camera payload"],
        4,
        "Annual flare tip condition survey by RPAS (drone), pilot at the flare area fence. No climb, no "
        "man-riding basket, no shutdown - flare stays lit. Drone flights only, photos + thermal video of tip, "
        "pilot light nozzles and steam ring. Contractor van parked outside the flare fence.",
        "Flight brief with control room\nFly 3 sorties, download imagery\nReport to inspection",
        [],
        [HW],
        [WAH, LIFT, CSE, EX, RT, VE, LOTO, CW],
        "A drone survey replaces the climb, so no one works at height, and the van stays outside the fence. "
        "Some sites treat a non-certified battery drone in a process area as an ignition source needing a hot "
        "work permit, so Hot Work is optional.",
    ),
    wo(
        "Boiler B-3 burner gun 4 - withdraw + clean",
        "Plant-B",
        "Boiler House",
        ["Boiler B-3 burner gun 4", "Fuel oil block + bleed at gun 4", "Atomising steam valve gun 4"],
        4,
        "Boiler B-3 stays in service on burners 1-3. Gun 4: operator closes fuel oil and atomising steam "
        "valves at the gun front, bleeds, disconnects flexible hoses and withdraws the gun. Tip cleaned with "
        "solvent and brass brush on the bench in the workshop. No hot work - nothing lit or welded, gun is "
        "refitted cold and re-lit by the operator from the BMS.",
        "Close + bleed FO and steam at gun 4\nDisconnect hoses, withdraw gun\nClean tip on bench\nRefit, "
        "leak check, hand back to ops",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Disconnecting fuel oil and steam hoses on a firing boiler breaks containment on operating plant: "
        "Cold Work. The boiler stays lit on other burners but the job itself has no flame or welding, so Hot "
        "Work is forbidden.",
        expect={"liveSources": ["Boiler B-3 firing on burners 1-3"]},
    ),
    wo(
        "T-216 bund sump - pump out rainwater",
        "Terminal-C",
        "Tank Farm",
        ["T-216 bund sump (1.6 m deep)", "Air-driven diaphragm pump", "Temporary 2in hose to slop tank T-290"],
        5,
        "Kindly pump out T-216 bund sump (approx 1.6 m deep, oily rainwater) using the air diaphragm pump, "
        "suction hose lowered on a rope from the grating. No person to enter the sump. No tanker - transfer "
        "by temporary 2in hose over the walkway to slop tank T-290.",
        "Lay hose to T-290, secure\nLower suction on rope\nPump out, watch for oil, stop at bottom",
        [CW],
        [],
        [CSE, VE, HW, EX, RT, LIFT, WAH, LOTO],
        "A temporary hose transfer of oily water is Cold Work. The sump is emptied from the grating with no one "
        "entering and no tanker used, so Confined Space Entry and Vehicle Entry are forbidden.",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7, required [])
BENIGN_LOOKALIKE = [
    wo(
        "RFQ - crawler crane hire TA-28 reactor head lift",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-3101 top head (48 t)"],
        4,
        "Request for quotation to three crane hire firms: 200 t crawler crane for TA-28 (Q3 2028) to lift "
        "the 48 t top head of R-3101. Bidders to include lift plan, ground bearing calc and mobilisation. "
        "Planner to send the plot plan and soil report. Office task only, no site work this order.",
        "Issue RFQ\nAnswer bidder queries\nTechnical bid evaluation",
        [],
        [],
        ALL,
        "Writing a quotation request for a crane lift two years away is office work; no lift, vehicle or other "
        "hazard happens under this order.",
    ),
    wo(
        "CS rescue tripod + winch - 6-monthly thorough exam",
        "Plant-A",
        "Maintenance Workshop",
        ["Confined space rescue tripod CSR-02", "Man-riding winch W-02", "Retrieval SRL R-02"],
        4,
        "6-monthly thorough examination of confined-space rescue kit in the workshop by the competent person: "
        "tripod legs and feet, winch brake and wire, SRL retrieval function, tags updated in the lifting gear "
        "register. Visual + function check on the bench, no proof load.",
        "Examine tripod, winch, SRL\nRecord in register, tag",
        [],
        [],
        ALL,
        "Examining rescue and winch gear on a workshop bench involves no entry, lift or height; the words "
        "'confined space' and 'man-riding' name the equipment, not the work.",
    ),
    wo(
        "LDAR Q2 survey - HDT unit, Method 21",
        "Plant-A",
        "Hydrotreater",
        ["Portable FID analyser (IS certified)", "LDAR component tags HT-0001 .. HT-1480"],
        8,
        "Quarterly LDAR monitoring, EPA Method 21: technician walks the HDT component list at grade and from "
        "fixed platforms, probing valve packings, flanges and connectors with the portable flame ionisation "
        "detector (hydrogen flame inside the certified probe). Leakers above 10,000 ppmv are tagged and raised "
        "on separate repair orders. Nothing is tightened or opened under this order.",
        "Bump test FID\nSurvey route 1-6\nTag leakers, upload readings",
        [],
        [],
        ALL,
        "LDAR monitoring with a certified FID analyser is a survey; the 'flame' is inside an intrinsically safe "
        "instrument, and repairs go on other orders, so no permit is needed.",
    ),
    wo(
        "PR - replacement shackles + gas detector sensors",
        "Plant-B",
        "Warehouse",
        ["Lifting gear store", "Portable 4-gas detectors (x12)"],
        4,
        "Purchase requisition + goods receipt: 20 x 4.75 t bow shackles and 10 x 2 t round slings for the "
        "lifting gear store, 12 replacement H2S/CO sensors for the portable 4-gas detectors. Storeman to "
        "book in, check certificates and put on the quarantine shelf until the lifting gear inspector tags them.",
        "Raise PR\nGoods receipt, certificate check\nShelve in quarantine",
        [],
        [],
        ALL,
        "Buying and booking in shackles, slings and sensors is stores work; no lift, gas test or other "
        "permit-controlled activity takes place.",
    ),
    wo(
        "Feasibility walk-down - new pipe bridge over road 4",
        "Plant-A",
        "Pipe Rack",
        ["Pipe rack PR-4 bent 12-14", "Laser distance meter", "Intrinsically safe camera"],
        4,
        "Projects feasibility walk-down for a future pipe bridge over road 4 (FEED 2028). Measure clearances "
        "from the ground with the laser meter, photos with the IS camera, note existing foundations. Future "
        "foundations will be piled approx 1.5 m deep - to be designed later. No digging, no climbing, no "
        "vehicles today.",
        "Walk-down with area operator\nMeasure + photograph\nMark-up sketch for FEED",
        [],
        [],
        ALL,
        "A measurement walk-down at ground level for a future project; the digging and piling are design "
        "intentions, not today's work.",
    ),
    wo(
        "SES - scaffold C-101 14 m (March) - confirm quantities",
        "Plant-A",
        "Crude Unit",
        ["Column C-101", "Scaffold tag SC-27-0311 (dismantled)"],
        4,
        "Service entry sheet for scaffold contractor: independent scaffold to 14 m on C-101 for the "
        "March insulation job, erected 02/03, dismantled 26/03, 42 man-days + hire 24 days. Planner to check "
        "quantities against the scaffold register and tag records and approve the SES. No site work.",
        "Check register + tags\nApprove SES in SAP",
        [],
        [],
        ALL,
        "Approving a contractor's invoice for a scaffold that was erected and dismantled months ago is "
        "paperwork; the 14 m scaffold is past work.",
    ),
    wo(
        "Bay 1-4 trench drain - clear leaves + silt",
        "Terminal-C",
        "Truck Loading Bay",
        ["Trench drain channel TD-1 (150 mm deep, concrete)", "Grating sections (22 kg each)"],
        4,
        "Monthly housekeeping: lift the trench drain gratings along bays 1-4 by hand (22 kg each, two-man "
        "lift), scoop out leaves and silt from the 150 mm deep concrete channel into bags, refit gratings. "
        "Done between loadings with the bay stopped; no tools other than scoops.",
        "Stop bay, lift gratings\nScoop out, bag\nRefit gratings, reopen bay",
        [],
        [],
        ALL,
        "A 'trench drain' is a shallow concrete channel; scooping it out by hand disturbs no ground, and the "
        "22 kg gratings are lifted by hand.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "R-3102 agitator gearbox exchange - OEM field service",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-3102 agitator gearbox (2,980 lb)", "Agitator motor AM-3102 400V", "60 t mobile crane"],
        10,
        "Field service visit scope (OEM, US office): swap agitator gearbox on R-3102. Gearbox weight 2,980 lb "
        "per nameplate. Site to provide: motor AM-3102 (400 V) isolated and locked, reactor depressurised "
        "under N2 blanket with the mechanical seal left in place, 60 t mobile crane set up on the reactor "
        "building apron (driven in through gate RB-2) to lift the gearbox through the roof hatch. FSE works "
        "from the reactor top platform (guard-railed).",
        "Lock AM-3102\nUncouple motor + gearbox\nCrane lifts gearbox out, new one in\nAlign, run-in with FSE",
        [LOTO, LIFT, VE],
        [WAH, CW],
        [HW, EX, RT, CSE],
        "2,980 lb is about 1.35 t by crane (Lifting); the crane is driven into the reactor building area "
        "(Vehicle Entry); the 400 V agitator motor is locked (LOTO). The railed reactor top is optional WAH; "
        "the seal stays in place, so cold work is optional.",
        expect={"isolationPoints": ["AM-3102 400 V motor"]},
    ),
    wo(
        "Scaffold requisition - E-112 shell CUI insp",
        "Plant-A",
        "Crude Unit",
        ["Exchanger E-112 (in service)", "Independent scaffold 9 m", "Scaffold lorry"],
        12,
        "Scaffold requisition SR-27-144: independent tube-and-fitting scaffold to 9 m around E-112 shell for "
        "CUI inspection, 3 lifts, boards at 3/6/9 m. Tubes delivered by the scaffold lorry to the crude unit "
        "road at E-112 and handballed off. After scaffold: lagging crew strips insulation in 300 mm windows "
        "on the operating exchanger (shell 180 degC).",
        "Lorry delivers tubes, handball off\nErect 9 m scaffold, tag\nStrip insulation windows",
        [WAH, CW, VE],
        [],
        [HW, CSE, EX, RT, LOTO, LIFT],
        "Erecting and working from a 9 m scaffold is Working at Height; the scaffold lorry drives into the "
        "crude unit (Vehicle Entry); stripping insulation on an operating hot exchanger is Cold Work. Tubes are "
        "handballed, no crane.",
    ),
    wo(
        "Soil + groundwater sampling - Tank Farm bund 3",
        "Terminal-C",
        "Tank Farm",
        ["Hand auger", "Tracked window-sampler rig (diesel)", "CAT + Genny"],
        10,
        "Environmental consultant sampling plan (EnviroTech, job 27-118): 6 boreholes by hand auger to 1.5 m "
        "and 2 by tracked window-sampler rig (diesel) to 4 m in bund 3 (tanks T-301/302, petrol). All "
        "locations CAT-scanned and hand-dug inspection pit 1.2 m first. Samples to lab. Rig to track in "
        "through the bund ramp.",
        "CAT scan + mark\nHand inspection pits\nAuger + rig boreholes\nBackfill with bentonite",
        [EX, VE],
        [],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "Boreholes to 1.5 m and 4 m and inspection pits are ground disturbance well past 0.3 m (Excavation); "
        "a diesel tracked rig enters a petrol tank bund (Vehicle Entry).",
        expect={"gasSubstances": ["LEL", "benzene"]},
    ),
    wo(
        "B-1 economiser inlet header - tube stub repair",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1 economiser inlet header", "ID fan IDF-1 6kV", "Header manhole MH-2"],
        12,
        "Tomorrow we go the economiser inlet header manhole MH-2 open (boiler is cold and drained since "
        "Monday). ID fan 6 kV is by E&I already freed and earthed, lock on the breaker. The inspector goes "
        "inside the header chamber for the tube stubs; the welder repairs then two cracked stubs inside with "
        "TIG. Fan and burner management stay locked until hand-back.",
        "Open MH-2, ventilate, gas test\nInspector in\nWelder TIG 2 stubs inside\nClose MH-2",
        [CSE, HW, LOTO],
        [CW],
        [EX, RT, LIFT, VE, WAH],
        "Entry into the header chamber is Confined Space Entry; TIG welding inside it is Hot Work; the 6 kV ID "
        "fan is isolated and earthed (LOTO). Opening the manhole on a cold drained boiler is optional cold work.",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["ID fan IDF-1 6 kV breaker"]},
    ),
    wo(
        "PMI - P91 spools HDT reactor outlet (spark OES)",
        "Plant-A",
        "Hydrotreater",
        ["Reactor outlet spools (P91) at 4.5 m", "Spark OES analyser", "Battery scissor lift"],
        8,
        "Inspection request: positive material identification on 14 P91 weld + spool points on the reactor "
        "outlet line, 4.5 m above grade, from a battery scissor lift. XRF cannot confirm carbon, so use the "
        "mobile spark OES (argon-shielded spark on bare metal). Points prepared to bright metal with a flap "
        "disc. Unit in operation around the line; line itself out of service, hydrocarbon freed.",
        "Scissor lift in place\nFlap-disc prep each point\nSpark OES burn x3 per point\nTouch-up paint",
        [HW, WAH],
        [VE],
        [CSE, EX, RT, LIFT, LOTO],
        "Spark OES strikes an arc on the steel and the prep uses a flap disc in an operating hydrotreater: Hot "
        "Work. Work at 4.5 m from a scissor lift is Working at Height; a battery scissor lift is not engine "
        "driven, so Vehicle Entry is optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Jetty product line 12in tie-in - weld + X-ray crawler",
        "Terminal-C",
        "Jetty",
        ["12in product line PL-J-04 (drained, N2 freed)", "New spool (640 kg)", "Jetty crane JC-1", "X-ray pipeline crawler"],
        12,
        "Tie-in of new 12in spool into PL-J-04 at jetty deck level: line drained, nitrogen freed and spaded at "
        "both ends. Spool (640 kg) set by the fixed jetty crane JC-1. Two golden welds by GTAW root + SMAW "
        "fill. Both welds 100% RT with the X-ray pipeline crawler after 18:00, boundary barriers on the "
        "walkway.",
        "Spade ends, gas test\nJC-1 lifts spool in\nFit-up + weld 2 tie-ins\nX-ray crawler shots, film read",
        [HW, RT, CW, LIFT],
        [],
        [CSE, EX, WAH, LOTO],
        "Cutting into the drained product line is Cold Work, welding the tie-ins is Hot Work, the crawler is an "
        "X-ray source (Radiography), and the 640 kg spool is a crane lift (Lifting). Work is at deck level.",
        expect={"gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "TX-3 neutral earth - new tail + exothermic joint",
        "Plant-A",
        "Substation",
        ["Transformer TX-3 11/0.4 kV", "Earth grid conductor 95 mm2", "Exothermic weld kit"],
        8,
        "Switching programme SP-27-031: TX-3 isolated and earthed both sides by the SAP. Electricians install "
        "new neutral earth tail from TX-3 to the grid: hand dig a pit 0.5 m deep to the grid conductor, "
        "exothermic (Cadweld-type) joint to the conductor, backfill. TX-1 and TX-2 stay in service.",
        "SAP applies SP-27-031\nHand dig 0.5 m pit\nExothermic weld, test\nBackfill, restore TX-3",
        [LOTO, EX, HW],
        [],
        [CSE, RT, LIFT, VE, WAH],
        "TX-3 is isolated and earthed under a switching programme (LOTO); a 0.5 m hand dig is over the 0.3 m "
        "threshold (Excavation); the exothermic weld is a flame/heat process (Hot Work).",
        expect={
            "isolationPoints": ["TX-3 11 kV and 0.4 kV sides"],
            "liveSources": ["TX-1 and TX-2 in service"],
        },
    ),
    wo(
        "T-412 methanol tank PV valve chg (PC plan line 11)",
        "Plant-B",
        "Tank Farm",
        ["Tank T-412 (methanol, in service)", "PV valve PV-412 (95 kg)", "Gin wheel + rope"],
        6,
        "PTW coordinator daily plan - Tue\nLine 11 | T-412 | Mech (crew 3) | change PV valve PV-412 on roof, "
        "tank stays in service, N2 blanket on, roof 14 m, handrail at stair head only - PV valve 3 m in from "
        "rail towards centre | harness + lifeline on roof anchor | valve 95 kg up/down by gin wheel.",
        "Gas test at roof\nBlank PV nozzle, swap valve\nRemove blank, function check",
        [WAH, CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Working 3 m past the stair-head rail on a 14 m tank roof is Working at Height; removing the PV valve "
        "on an in-service methanol tank breaks containment (Cold Work). A 95 kg gin-wheel haul is an optional "
        "lift.",
        expect={"gasSubstances": ["LEL", "O2"], "liveSources": ["T-412 in service under N2 blanket"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "DSL rundown 3/4in drain vlv repl",
        "Plant-A",
        "Hydrotreater",
        ["Diesel rundown line DR-1407 (in service)", "3/4in drain valve DV-88", "Double block upstream DV-88"],
        6,
        "Order 4102388  PM01\nOp 0010  Walk-down with area operator\nOp 0020  Collect valve + gaskets from "
        "stores\nOp 0030  Toolbox talk\nOp 0040  Replace leaking 3/4in drain valve DV-88 downstream of the "
        "double block on DR-1407; rundown line stays in service, pumps P-1407A/B running\nOp 0050  Close "
        "order, update notification",
        "0010-0030 prep\n0040 close DBB, bleed, swap DV-88, leak test\n0050 close-out",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Only operation 0040 carries a hazard: breaking containment on an in-service diesel line behind a "
        "double block is Cold Work; the rundown line and pumps stay live.",
        expect={
            "liveSources": ["DR-1407 diesel rundown line in service", "P-1407A/B running"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "Station battery 125 V DC - intercell links",
        "Plant-B",
        "Substation",
        ["Station battery SB-2 (60 cells, 125 V DC)", "Charger CH-2", "DC board DB-DC2"],
        6,
        "Thermography found 3 hot intercell links on SB-2. Charger CH-2 to be isolated on AC input and DC "
        "output and locked. Battery SB-2 cannot be disconnected - it stays on the DC board and feeds the "
        "tripping supplies (125 V DC live). Replace the 3 links one at a time with insulated tools, cell "
        "covers on, torque to spec.",
        "Isolate + lock CH-2 both sides\nInsulated tools, replace link 1..3\nTorque, re-scan",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "125 V DC is above the 120 V DC extra-low-voltage limit and the string stays live on the DC board, so "
        "this is electrical work under LOTO with the battery as a live source.",
        expect={
            "liveSources": ["Battery SB-2 125 V DC", "DC board DB-DC2"],
            "isolationPoints": ["Charger CH-2 AC input and DC output"],
        },
    ),
    wo(
        "Bay 4 earth-proving controller - replace",
        "Plant-A",
        "Loading Rack",
        ["Static earth-proving controller EP-4", "230V DB-LR2 way 7", "Bays 1-3 (gasoline loading)"],
        5,
        "EP-4 keeps faulting (green light drops out). Bay 4 stopped and coned off. Electrician to isolate "
        "EP-4 at DB-LR2 way 7 (230 V), lock + tag, replace controller like for like (Ex d enclosure), test "
        "with earth test unit. Bays 1-3 keep loading gasoline throughout.",
        "Stop bay 4, cones\nIsolate + lock DB-LR2/7\nSwap EP-4, test\nReturn bay 4",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Replacing a 230 V controller after isolating and locking its way is Electrical/LOTO; gasoline loading "
        "on bays 1-3 stays live next to the job. No vehicle of the job's own, no heat.",
        expect={
            "liveSources": ["Bays 1-3 loading gasoline"],
            "isolationPoints": ["DB-LR2 way 7"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "K-201 seal gas filter A - element chg (B in svc)",
        "Plant-B",
        "Compressor House",
        ["Compressor K-201 (running)", "Seal gas filter FL-201A", "Seal gas filter FL-201B"],
        4,
        "Handover e-mail, nights to days:\nSubject: K-201 seal gas filter\nHi all - FL-201A dP high all "
        "night. We switched over to FL-201B at 04:10, A is still pressurised. Days: please depressure A to "
        "flare, change element and put A back on standby. K-201 keeps running on B - do NOT touch the B "
        "side valves. Cheers, Marco",
        "Depressure FL-201A to flare\nOpen cover, swap element\nPurge, leak test, standby",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening a seal gas filter on a running compressor breaks containment on operating plant: Cold Work; "
        "the compressor and filter B stay live.",
        expect={
            "liveSources": ["K-201 running", "Seal gas filter FL-201B in service"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "Earth bar tail - hand dig beside 11 kV cable",
        "Plant-A",
        "Substation",
        ["11 kV cable C-14 (buried, live)", "New earth bar EB-9", "Crimped 70 mm2 tail"],
        6,
        "Install new earth bar EB-9 on the switchroom wall and run a 70 mm2 tail to the grid. Dig by hand "
        "approx 14 in deep, 0.5 m from the marked route of live 11 kV cable C-14 (CAT + genny confirmed, "
        "cable owner says it cannot be switched out). Tail joined to grid with a crimp lug - no exothermic "
        "welding.",
        "CAT + genny, mark C-14\nHand dig 14in trench\nCrimp + bolt tail\nBackfill, cable tiles back",
        [EX],
        [LOTO],
        [HW, CSE, RT, LIFT, VE, WAH],
        "A 14 in (0.36 m) hand dig beside a buried cable is over 0.3 m: Excavation. The 11 kV cable stays live "
        "and is not worked on, so LOTO is optional; the tail is crimped, so Hot Work is forbidden.",
        expect={"liveSources": ["11 kV cable C-14 buried, live"]},
    ),
    wo(
        "Main fire pump motor NDE bearing chg",
        "Terminal-C",
        "Fire Water Pump House",
        ["Electric main fire pump FP-1 motor (400V)", "Diesel fire pump FP-2", "Jockey pump JP-1"],
        8,
        "Kindly arrange isolation of FP-1 motor at MCC-FW (400 V) with lock and tag. NDE bearing noisy on "
        "last weekly run. Bearing to be replaced in situ, motor not removed. Diesel fire pump FP-2 and "
        "jockey pump JP-1 remain on auto throughout; fire impairment notice to be raised for FP-1.",
        "Impairment notice\nIsolate + lock FP-1\nReplace NDE bearing in situ\nTest run, cancel impairment",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The 400 V fire pump motor is isolated and locked (LOTO) and the main fire pump is out of service, a "
        "fire-protection impairment (Cold Work). FP-2 and JP-1 stay live on auto.",
        expect={
            "liveSources": ["Diesel fire pump FP-2 on auto", "Jockey pump JP-1 on auto"],
            "isolationPoints": ["FP-1 motor at MCC-FW"],
        },
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "LDAR repair - HT-0472 valve packing (sour water)",
        "Plant-A",
        "Hydrotreater",
        ["Valve HT-0472 (4in gate, sour water, in service)", "Live-loaded packing set"],
        5,
        "LDAR leak list Q2, repair item 7: component HT-0472, valve packing, sour water service, screening "
        "14,500 ppmv (limit 10,000). First attempt: tighten gland. If no good, repack under the backseat with "
        "live-loaded set. Valve stays in service. H2S in line; site H2S personal alarm set at 5 ppm. Re-screen "
        "with FID after repair.",
        "Gas test, H2S monitors on\nTighten gland / repack on backseat\nRe-screen, close LDAR item",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Working on the packing of an in-service sour water valve breaks containment on operating plant: Cold "
        "Work, with H2S and hydrocarbon rows and the 5 ppm site alarm.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "T-507 benzene tank LT flange gasket",
        "Plant-B",
        "Tank Farm",
        ["Benzene tank T-507 (in service)", "Level transmitter LT-507", "Root valve LT-507-RV"],
        5,
        "Level transmitter LT-507 flange weeping. Root valve closed and bled to closed drain by ops, tank "
        "stays in service. Instrument tech to replace the flange gasket. Benzene: site action value 500 ppb "
        "(STEL); full-face air-fed mask if above. No electrical work - the transmitter stays connected.",
        "Close + bleed root valve\nGas test (benzene tube)\nBreak flange, new gasket, torque\nOpen root, leak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a transmitter flange on an in-service benzene tank is Cold Work, with benzene tested against "
        "the site's 500 ppb (0.5 ppm) action value.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Hypo tank outlet check valve - chg",
        "Plant-B",
        "Effluent Treatment",
        ["Sodium hypochlorite tank TK-H1 (in service)", "Dosing line check valve CV-H1", "Isolation valve HV-H1"],
        4,
        "Check valve CV-H1 on the hypo dosing line letting by. TK-H1 stays in service, outlet HV-H1 closed. "
        "Line flushed with water. Chlorine risk if hypo meets acid from the neighbouring dosing skid - Cl2 "
        "detector to be worn. Replace CV-H1 (PVC, socket union).",
        "Close HV-H1, flush line\nCl2 monitor on\nUnion out, new CV-H1, union in\nOpen, leak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a hypochlorite dosing line on a tank that stays in service is Cold Work; chlorine gas is the "
        "test row.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "B-2 furnace - refractory insp (B-1 firing, common stack)",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 furnace", "FD fan FDF-2 6.6 kV (racked out)", "Stack damper SD-2 (closed, locked)", "Boiler B-1 (firing)"],
        8,
        "B-2 off line and cooled. FD fan FDF-2 breaker racked out and locked, fuel trips locked, stack damper "
        "SD-2 closed and padlocked. B-1 stays firing into the common stack - CO back-flow possible past SD-2. "
        "Inspector enters the furnace through the side access door to check burner throat refractory, "
        "attendant at the door, continuous CO/O2 monitor.",
        "Verify isolations\nGas test CO, O2\nEnter, inspect throats\nOut, close door",
        [CSE, LOTO],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entry into the furnace is Confined Space Entry; the 6.6 kV fan is racked out and locked (LOTO). B-1 "
        "firing into the shared stack is a live CO source.",
        expect={
            "gasSubstances": ["CO", "O2"],
            "liveSources": ["Boiler B-1 firing into common stack"],
            "isolationPoints": ["FDF-2 breaker", "Stack damper SD-2"],
        },
    ),
    wo(
        "SO2 dechlor - cylinder regulator chg",
        "Plant-A",
        "Wastewater Treatment",
        ["SO2 cylinder (68 kg, duty)", "Vacuum regulator VR-2", "Standby cylinder"],
        4,
        "Dechlorination SO2 vacuum regulator VR-2 ice-up + leaking at yoke. Change over to standby cylinder, "
        "close duty cylinder valve, evacuate regulator, replace yoke gasket and regulator. Cylinder stays on "
        "its scale - not moved. SO2 detector in room, ammonia swab for leak check.",
        "Changeover to standby\nClose duty valve, evacuate\nSwap regulator + gasket\nLeak test with swab",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Opening the SO2 regulator connection breaks containment on a toxic gas system: Cold Work. The 68 kg "
        "cylinder is not moved, so Lifting is forbidden.",
        expect={"gasSubstances": ["SO2"]},
    ),
    wo(
        "Oily sewer junction chamber JC-5 - clear blockage",
        "Plant-A",
        "Wastewater Treatment",
        ["Oily sewer junction chamber JC-5 (3.1 m deep)", "Vac truck", "Sewer line from Crude Unit"],
        8,
        "JC-5 backing up. Vac truck (contractor) to suck down JC-5 from the WWT road. Then one man down the "
        "fixed ladder to break up grease/sludge at the Crude Unit inlet with a bar, on airline, harness + "
        "tripod, attendant at top. Sewer carries sour water traces - H2S and hydrocarbon.",
        "Vac truck suck-down\nGas test H2S, LEL, O2\nEntry on airline, clear inlet\nOut, re-test flow",
        [CSE],
        [VE, CW],
        [HW, EX, RT, LIFT, LOTO],
        "Going down a 3.1 m chamber on a sour oily sewer is Confined Space Entry. A vac truck in the wastewater "
        "area (a utility area) is optional Vehicle Entry, and the vac transfer is optional cold work.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "PH-2 pipe support bracket - weld (PC plan line 3)",
        "Terminal-C",
        "Pump House",
        ["Pipe support PS-14 on drained 4in recirc line", "MMA welding set", "Fire blankets"],
        8,
        "PTW coordinator daily plan - Mon\nLine 3 | Pump House 2 | Mech | weld new support bracket to PS-14 "
        "steel (recirc line drained, support is structural steel only) | MMA, fire watch 60 min | NB line 4 "
        "same room: strainer clean on P-21 (petrol) approx 8 m away - coordinate gas test + screens.",
        "Gas test, screens + blankets\nWeld bracket\nFire watch 60 min",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Welding a bracket in a petrol pump house is Hot Work; the strainer clean 8 m away is the partner "
        "order's job.",
        expect={"gasSubstances": ["LEL"]},
        pair="f19-ph2",
    ),
    wo(
        "P-21 petrol pump suction strainer clean (PC plan line 4)",
        "Terminal-C",
        "Pump House",
        ["Petrol pump P-21", "Suction strainer ST-21", "Motor M-21 415V"],
        8,
        "PTW coordinator daily plan - Mon\nLine 4 | Pump House 2 | Mech + Ops | P-21 suction strainer "
        "clean: M-21 locked at MCC-2, suction + discharge closed, casing drained to sump, strainer cover "
        "off | NB line 3 welding in the same room - coordinate.",
        "Lock M-21\nClose valves, drain\nRemove cover, clean basket\nRefit, hand back",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a petrol pump strainer breaks containment (Cold Work) and the 415 V motor is locked (LOTO); "
        "the welding next door is the partner order's.",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["M-21 at MCC-2"]},
        pair="f19-ph2",
    ),
    wo(
        "Gantry 2 walkway section - crane lift in",
        "Plant-A",
        "Loading Rack",
        ["New gantry walkway section (3,500 lb)", "25 t mobile crane", "Gantry 2 (guard-railed)"],
        10,
        "Rack closed 06:00-16:00. 25 t mobile crane drives in and sets up at the gantry 2 end. Lift new "
        "walkway section, 3,500 lb, onto its brackets; riggers land and bolt it from the existing guard-railed "
        "gantry walkway. Electrician on the canopy lights at bay 2 in the same window.",
        "Crane in, set up\nLift + land section\nBolt up, crane out",
        [LIFT, VE],
        [WAH],
        [HW, CSE, EX, RT, LOTO],
        "3,500 lb (about 1.6 t) by mobile crane is Lifting, and the crane is driven into the loading rack "
        "(Vehicle Entry). Riggers stand on the railed gantry, so Working at Height is optional.",
        pair="f19-lr2",
    ),
    wo(
        "Bay 2 canopy floodlight - replace fitting",
        "Plant-A",
        "Loading Rack",
        ["Canopy floodlight FL-B2-3 (230V)", "Battery scissor lift", "DB-LR1 way 12"],
        10,
        "Replace burnt-out Ex floodlight FL-B2-3 under the bay 2 canopy, 5 m up, from the battery scissor "
        "lift. Isolate DB-LR1 way 12 (230 V), lock, prove dead. Crane lift at gantry 2 in the same window - "
        "stay out of its exclusion zone.",
        "Isolate + lock way 12\nScissor up, swap fitting\nTest, restore",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT],
        "A 230 V fitting isolated and locked is LOTO, and work at 5 m from a scissor lift is Working at Height; "
        "a battery scissor lift is optional Vehicle Entry. The crane lift is the partner's.",
        expect={"isolationPoints": ["DB-LR1 way 12"]},
        pair="f19-lr2",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "PTW audit f/up - E-204 PSV chg from 6 m scaffold",
        "Plant-A",
        "Crude Unit",
        ["PSV-204 (3in x 4in, 140 kg)", "Scaffold SC-27-0402 (6 m)", "Inlet/outlet block valves (car-sealed)"],
        8,
        "Permit audit wk 14, finding 3: scaffold SC-27-0402 at 6 m on E-204 was used while its tag was red "
        "(handrail missing on the east side). Action: scaffolders to complete + re-tag. Then the job that was "
        "stopped: change PSV-204 from the scaffold. Inlet/outlet blocks closed and car-sealed by ops; PSV "
        "140 kg on a chain block from the beam above.",
        "Complete scaffold, green tag\nOps close + car-seal blocks, bleed\nUnbolt PSV, lower on chain block\nFit "
        "test-bench PSV, hand back",
        [WAH, CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Working from a 6 m scaffold (completed after the audit) is Working at Height; removing a PSV on a "
        "unit behind closed blocks breaks containment (Cold Work). A 140 kg chain-block lift is optional.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Stop-work card f/up - bund 2 sand by tipper",
        "Terminal-C",
        "Tank Farm",
        ["Bund 2 ramp", "Tipper lorry (8 m3 sand)", "Tanks T-201/T-202 (HSD)"],
        6,
        "Stop-work card SWC-27-019 (security guard): contractor tipper drove up the bund 2 ramp and tipped "
        "sand without a permit or gas test. Job to be redone properly: tipper brings 8 m3 sand into bund 2 "
        "for the bund floor low spots, tips at the foot of the ramp, sand spread by hand with rakes. No "
        "digging.",
        "Gas test at ramp\nBanksman, tipper in + tip\nTipper out, spread by hand",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel tipper driving into an HSD tank bund needs Vehicle Entry; spreading sand by hand is not "
        "ground disturbance.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Forum minutes f/up - fibre duct trench, warehouse yard",
        "Plant-B",
        "Warehouse",
        ["Warehouse yard", "Mini excavator 1.7 t", "Fibre duct route FD-7"],
        10,
        "Contractor safety forum minutes item 4: at another job the excavator bucket hit an unmarked fibre "
        "duct. Action for our FD-7 job: re-CAT, hand-dig trial holes at each crossing, then mini excavator "
        "trench 0.8 m deep x 0.4 m wide across the warehouse yard for the new fibre duct.",
        "CAT + genny, mark\nHand trial holes\nMini excavator trench 0.8 m\nLay duct, backfill",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 0.8 m machine trench is Excavation. A mini excavator in the warehouse yard (a utility area) is "
        "optional Vehicle Entry.",
    ),
    wo(
        "Insurer survey rec 27-04 - FW main saddles at jetty",
        "Plant-B",
        "Jetty",
        ["Fire water main FW-J-01 (10in)", "Pipe supports S-7, S-8", "Sectional valves FW-J-V3/V4"],
        10,
        "Insurer engineering survey recommendation 27-04 (March visit): corrosion under supports S-7/S-8 on "
        "the jetty fire water main. Close-out job: isolate FW-J-01 between V3 and V4 (impairment, tug fire "
        "cover arranged), drain, weld new wear saddles at S-7 and S-8 (SMAW), paint. No vessel at the berth "
        "during the job.",
        "Impairment + tug cover\nIsolate + drain\nWeld 2 saddles\nRefill, flush, restore",
        [HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Welding saddles on the jetty is Hot Work; draining and taking the fire water main out of service is a "
        "fire-protection impairment (Cold Work).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Inspectorate visit note f/up - Se-75 re-shoots PR-2",
        "Plant-B",
        "Pipe Rack",
        ["Process line welds W-14, W-15, W-19", "Se-75 projector", "Scaffold at 6 m (green tag)"],
        8,
        "Labour inspectorate visit note (wk 12): barrier on the last pipe rack shoot was set at 10 uSv/h; site "
        "rule is 2.5 uSv/h. Re-shoot welds W-14, W-15, W-19 with Se-75 at night from the 6 m scaffold, "
        "barriers at the 2.5 uSv/h line, RPS present.",
        "Set barriers 2.5 uSv/h\nShoot 3 welds from scaffold\nSurvey, remove barriers",
        [RT, WAH],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "Gamma radiography with Se-75 from a 6 m scaffold: Radiography and Working at Height, with the site "
        "boundary of 2.5 uSv/h.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
    wo(
        "HIPO learning f/up - T-118 gasoil tank floor insp",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-118 (gasoil, cleaned)", "Side-entry mixers MX-1/MX-2 415V", "Manways M1/M2"],
        10,
        "HIPO learning from a sister terminal: tank cleaner collapsed at a manway after N2 was used to purge "
        "the tank. For our T-118 floor inspection: no nitrogen purge, forced air ventilation only; mixers "
        "MX-1/MX-2 locked at MCC-T1; gas test O2 and LEL at 4 points before each entry; inspectors enter "
        "via M1 with an attendant.",
        "Lock mixers\nVentilate, gas test\nInspectors enter, MFL scan of floor\nOut, box up later",
        [CSE, LOTO],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering the cleaned gasoil tank is Confined Space Entry; the 415 V mixers are locked (LOTO).",
        expect={"gasSubstances": ["O2", "LEL"], "isolationPoints": ["MX-1/MX-2 at MCC-T1"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "voice note",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "ok yeah no I will see you at the canteen at 12 yeah yeah bring the the thing",
        "",
        [],
        [],
        ALL,
        "A pocket-dictated note with no job in it; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Measurement document upload",
        "Plant-B",
        "Control Room",
        [],
        4,
        "MEASUREMENT DOCUMENT 000004471 could not be posted. Counter reading lower than previous reading. "
        "Correct and post again.",
        "",
        [],
        [],
        ALL,
        "A system error message about a meter reading, not a job.",
        expect={"needsReview": True},
    ),
    wo(
        "slot held - Mech",
        "Terminal-C",
        "Jetty",
        [],
        6,
        "PC plan line 9: slot held for Mech - job TBC after Tuesday meeting",
        "TBC",
        [],
        [],
        ALL,
        "A placeholder in the coordinator's plan; no job is described.",
        expect={"needsReview": True},
    ),
    wo(
        "see WO 4471802",
        "Plant-A",
        "Pipe Rack",
        [],
        4,
        "Transferred to new FLoc - see WO 4471802",
        "",
        [],
        [],
        [],
        "A pointer to another order; the real work is described elsewhere, so no type is a misreading.",
        expect={"needsReview": True},
    ),
]
