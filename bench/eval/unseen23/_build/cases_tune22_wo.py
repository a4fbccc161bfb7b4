"""unseen23 tune22 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is the trades at the edges of a plant and the small contractors who visit it, writing
in their own forms: a lightning-protection installer's method statement, a fire-systems technician's tick
form, an Irish steel erector's text to his crew, a Louisiana (Cajun) pipefitter's job note, a road
line-marking job sheet, a grounds-maintenance schedule, a Polish crew's English method statement, a
contractor's daywork sheet, an EV-charger installer's survey; an aquarium service visit, HSE committee
'hot topics', a training booking, a drivers' rest-room water heater, a locksmith, a lawn-pest treatment and a
cold store; a tank-cleaning contractor's desludging plan, a pipeline lookahead row, a civils ganger's
asphalt patch, a fireproofing applicator, a steeplejack's stack report, a weighbridge engineer's deck swap,
a CUI radiography request and a clarifier drive card; and storm, snake, barge-strike, forklift-strike,
raccoon and verge-strike follow-ups. Each label was written together with its case (bench/eval/README.md
conventions) and is never changed afterwards. build.py shuffles, numbers and dates them; validate.py checks
them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "LPS upgrade T-2204 - earth termination (MS-LP-014 rev 0)",
        "Plant-B",
        "Tank Farm",
        ["Tank T-2204 (toluene, in service)", "Earth rods ER-1 to ER-4 (new)", "Test clamps TC-1/TC-2"],
        8,
        "METHOD STATEMENT MS-LP-014 rev 0 - Lightning protection system, earth termination network, T-2204\n"
        "Prepared by: Northgate Lightning Protection Ltd (installer)\n"
        "3. Scope. Installation of 4 no. copper-bonded earth rods and bonding of the tank to the new ring. "
        "NO EXCAVATION WORKS - rods are driven, not dug.\n"
        "4. Sequence.\n"
        "4.1 Mark rod positions 1 m off the tank ring wall, as per drawing LP-2204-02.\n"
        "4.2 Hand-dig an earth pit 300 x 300 mm, approx 450 mm deep, at each position for the inspection "
        "chamber.\n"
        "4.3 Drive 4 no. 2.4 m rods (two 1.2 m sections coupled) with the petrol-free electric SDS breaker "
        "and driving head until 10 ohm is achieved; extend if not.\n"
        "4.4 Bond 25 x 3 mm copper tape to the existing tank earthing boss with a bolted test clamp - no "
        "exothermic welding, no drilling of the tank shell.\n"
        "4.5 Fit polymer inspection chambers and test.\n"
        "5. Access. Installer's van stays at the tank farm gate; tools carried in.",
        "Mark positions\nHand-dig 4 pits ~450 mm\nDrive 2.4 m rods to 10 ohm\nBolt tape to earthing boss\n"
        "Fit chambers, test and record",
        [EX],
        [],
        [HW, CSE, RT, LIFT, WAH, VE],
        "The statement says no excavation, yet it drives 2.4 m earth rods and hand-digs four 450 mm pits: "
        "Excavation required with the conflict flagged. The tape is bolted (no exothermic weld), nothing is "
        "entered or lifted and the van stays at the gate.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Foam conc tank FT-02 - annual drain + bottom clean",
        "Terminal-C",
        "Fire Water Pump House",
        ["Foam concentrate tank FT-02 (6 m3, AFFF)", "Side manhole MH-1", "Drain valve DV-2", "IBCs x 6"],
        8,
        "FIRE SYSTEMS SERVICE FORM - FS-11 (annual)\n"
        "Client: Kandla terminal   Tech: R. Menon   Asset: FT-02 foam conc tank\n"
        "[x] Foam system impaired - fire officer informed, standby foam trailer at the pump house\n"
        "[x] Drain conc to IBCs via DV-2 with 2in layflat hose\n"
        "[ ] Confined space entry  <- NOT REQUIRED, tank cleaned from top hatch\n"
        "[x] Sample to lab (sediment, pH)\n"
        "Remarks: last year bottom had 40 mm sludge which the top hatch wand cannot reach. After draining, "
        "helper Suresh will go in through the side manhole MH-1 with squeegee and bucket to scrape the "
        "bottom, approx 20 min, Ravi stays at the manhole. Then flush, refill from drums with the transfer "
        "pump.",
        "Impairment notice\nDrain to IBCs via layflat hose\nEntry through MH-1 to scrape sludge\nFlush\n"
        "Refill and restore system",
        [CSE, CW],
        [],
        [HW, EX, RT, WAH, LIFT, VE],
        "The form ticks 'confined space entry not required' but sends a helper through the side manhole to "
        "scrape the tank bottom: Confined Space Entry required with the conflict flagged. Draining by a "
        "temporary hose to IBCs is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2"]},
    ),
    wo(
        "CT cell 2 fan stack bolts",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower cell 2 fan stack", "Fan 2 motor (480 V)", "Fan deck handrail"],
        6,
        "Text from Declan (Murphy Steel, subcontractor) to the crew, copied in by the area supervisor:\n"
        "'Right lads, no heights on this one, it's all off the fan deck so no harness faff. Fan 2 will be "
        "locked off at the MCC by the sparks this morning, put your own lock on the hasp too. Job is the "
        "loose stack bolts on cell 2. Ye'll have to lean out over the deck handrail to get at the bottom ring "
        "and one fella goes up the outside of the fan stack on the 3.6 m ladder to get at the top ring, the "
        "stack is 3 m over the deck. Grand job, done by lunch. Bring the long 24 mm ring spanners and "
        "nothing else.'",
        "LOTO fan 2 at MCC + personal locks\nTighten / replace stack bolts bottom ring from deck\n"
        "Ladder up outside of stack for top ring\nRemove locks, test run",
        [WAH, LOTO],
        [CW],
        [HW, EX, RT, CSE, LIFT],
        "'No heights' is contradicted by leaning over the handrail and a ladder up the outside of a 3 m "
        "stack on the fan deck: Working at Height required with the conflict flagged. Fan 2 is locked off at "
        "the MCC (Electrical/LOTO); bolting is optional cold work.",
        expect={"scopeConflict": True, "isolationPoints": ["Fan 2 motor at MCC"]},
    ),
    wo(
        "Swing spec blind 10in crude to V-120",
        "Plant-A",
        "Crude Unit",
        ["10in crude charge line to V-120", "Spectacle blind SB-120-3", "Flange studs 7/8in x 8"],
        8,
        "Job note from Alcide T. (pipefitter foreman) to permits:\n"
        "No hot work on this one cher, we just swingin the spec blind at SB-120-3 so ops can line up V-120 "
        "after the TA. Line is drained and steamed out they say. BUT them studs on that flange is froze "
        "solid, we looked yesterday, so Boudreaux gonna burn em off with the torch and we put new studs and "
        "nuts in, already got em from the warehouse. Swing blind, new gaskets, torque it up. At grade, "
        "no scaffold needed, blind is about 130 lb we handle it with the come-along off the pipe.",
        "Confirm line drained / steamed\nGas test\nCut seized studs with oxy-fuel torch\nSwing blind, new "
        "gaskets, new studs\nTorque to spec",
        [HW, CW],
        [],
        [CSE, EX, RT, WAH],
        "The note opens 'no hot work' and then has the studs burned off with a torch on a crude line: Hot "
        "Work required with the conflict flagged. Swinging the blind breaks containment (Cold Work); the job "
        "is at grade and the 130 lb blind is handled with a come-along.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "H2S"]},
    ),
    wo(
        "Lift gearbox cover K-5101 - inspection of pinion",
        "Plant-B",
        "Compressor House",
        ["Compressor K-5101", "Gearbox GB-5101", "Main motor 6.6 kV", "Aux lube oil pump P-5104",
         "Beam chain block 2 t"],
        10,
        "METHOD STATEMENT (contractor Kowalczyk Serwis) - K-5101 gearbox inspection\n"
        "1. Scope: we make inspection of pinion and wheel after high vibration alarm.\n"
        "2. Permits: Hot work - NO. Lifting - NOT APPLICABLE, we use only the chain block of the building. "
        "Electric - isolation by client.\n"
        "3. Sequence: client make isolation of main motor 6.6 kV and aux lube oil pump, we put our lock. "
        "We remove guard and coupling spacer. With chain block 2 t from the beam we take up the gearbox "
        "upper cover and after the pinion shaft with bearings, weight of cover with pinion set about 1.3 t, "
        "we put on timber on floor. Inspection with blue and magnifier, photos. Reassembly in opposite "
        "order.\n"
        "4. Tools: hand tools, torque wrench, chain block, slings 2 t, shackles.",
        "Client isolation 6.6 kV motor + aux LO pump, contractor locks\nRemove guard and spacer\n"
        "Lift cover and pinion set (1.3 t) with 2 t chain block\nInspect\nRefit and hand back",
        [LIFT, LOTO],
        [CW],
        [HW, EX, RT, CSE, VE],
        "'Lifting not applicable' is contradicted by raising a 1.3 t cover and pinion set on a 2 t chain "
        "block: Lifting required (1 t or more on any lifting equipment) with the conflict flagged. The 6.6 kV "
        "motor and lube pump are isolated (Electrical/LOTO); opening the gearbox is optional cold work.",
        expect={"scopeConflict": True,
                "isolationPoints": ["K-5101 main motor 6.6 kV", "Aux lube oil pump P-5104"]},
    ),
    wo(
        "Bay lane markings - repaint (cold paint)",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bays 3 and 4 lane markings", "Hatch box at gantry entry"],
        6,
        "LINE MARKING JOB SHEET #4471 (Coastal Lines)\n"
        "Site: truck loading bay, bays 3 and 4 only (closed to trucks by terminal ops for the day, bays 1-2 "
        "stay loading).\n"
        "Materials: cold-applied single-pack road paint, yellow + white, applied by hand roller and "
        "stencil. NO thermoplastic, no gas burner, no line-marking truck on this job.\n"
        "Access: marking van parks outside the bay gate, paint tins and stencils brought in on a hand "
        "trolley. Surface prep by stiff broom only.\n"
        "Items: lane numbers 3, 4 (x2 each), stop lines, yellow hatch box at gantry entry.",
        "Sweep\nSet stencils\nRoll 2 coats cold paint\nCone off until dry",
        [],
        [CW],
        [HW, VE, EX, WAH, CSE, LIFT, RT, LOTO],
        "Cold-applied paint by roller with no burner, no thermoplastic and the van kept outside the gate is "
        "a genuine exclusion of Hot Work and Vehicle Entry; painting inside a closed bay next to live bays "
        "is at most a cold work permit on some sites.",
    ),
    wo(
        "Grounds - bund grass cut Tank Farm (hand only)",
        "Plant-A",
        "Tank Farm",
        ["Bunds of tanks T-101 to T-108", "Battery mowers x3", "Battery strimmers x4"],
        8,
        "GROUNDS MAINTENANCE SCHEDULE - week 23 - Greenline Grounds Care\n"
        "Mon: tank farm bunds T-101..T-108, grass cut and strim round valve stands.\n"
        "Site rule repeated for the crew: NO petrol or diesel engines inside bund walls - battery "
        "push mowers and battery strimmers only, ride-on mower stays in the workshop yard. Clippings bagged "
        "and carried out over the bund stairs. Do not strim round cable markers or anything labelled, leave "
        "a hand's width.\n"
        "Tue: admin lawns. Wed: flare area verges (next week).",
        "Battery mowing and strimming in bunds\nBag and carry out clippings",
        [],
        [],
        [VE, HW, EX, CSE, LOTO, LIFT, RT, WAH],
        "Hand-pushed battery mowers and strimmers with the ride-on kept outside genuinely exclude Vehicle "
        "Entry; grass cutting needs no permit.",
    ),
    wo(
        "Bollard B-6 base plate - daywork day 2 (continue)",
        "Plant-B",
        "Jetty",
        ["Mooring bollard B-6", "Base plate and stiffeners", "HIAB truck", "Welding set (diesel, on HIAB)"],
        9,
        "DAYWORK SHEET No. 0388 - Harbourside Fabrication - Client: Botlek Chemicals jetty\n"
        "Day 1 (signed by client rep): labour - welder 8 h, fitter 8 h; plant - HIAB 1 h (delivered plates "
        "2 x 190 kg), diesel welder 8 h. Work: gouged cracked fillet on B-6 base plate, MPI.\n"
        "Day 2 requested (tomorrow): same crew, same plant. Weld new stiffeners (4 no.) and re-weld base "
        "fillet, MPI, paint. HIAB to bring in the stiffeners and take the scrap off.\n"
        "Note for PermitFlow: please only cold work for tomorrow, client said the jetty is busy.",
        "HIAB onto jetty with stiffeners\nFit-up\nWeld stiffeners and base fillet\nMPI\nPaint",
        [HW, VE],
        [LIFT],
        [CSE, EX, RT],
        "Welding a bollard base on a hydrocarbon jetty is Hot Work and the HIAB and diesel welder on the "
        "jetty are Vehicle Entry; the note asking PermitFlow for cold work only does not change the label. "
        "190 kg plates on the HIAB are optional lifting.",
    ),
    wo(
        "EV charger x2 - staff car park wall (admin)",
        "Terminal-C",
        "Admin Building",
        ["Admin DB-2 (400 V TP&N)", "EV chargers 7 kW x2 (wall mounted)", "Galvanised trunking run 22 m"],
        6,
        "Site survey / install notes - Voltline EV Installations\n"
        "Supply from admin DB-2, new 32 A RCBO ways x2. DB-2 to be isolated at its incomer and locked "
        "while we fit the ways (arranged with the terminal electrician for Saturday).\n"
        "Trenching: NONE - cable runs surface-mounted in galvanised trunking along the admin building wall "
        "to the parking bays, no ground works at all.\n"
        "Chargers wall mounted at 1.3 m to centre, fixed from the ground. No ladders above 2-step.\n"
        "Commissioning test and handover Saturday pm.",
        "Isolate and lock DB-2 incomer\nFit RCBO ways\nRun trunking and cable on wall\nMount chargers\n"
        "Test and commission",
        [LOTO],
        [],
        [EX, HW, WAH, CSE, LIFT, RT, VE],
        "The 400 V board is isolated and locked to add ways (Electrical/LOTO). Trenching is genuinely "
        "excluded (surface trunking) and the chargers are fixed from the ground.",
        expect={"isolationPoints": ["Admin DB-2 incomer"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Reception fish tank - monthly service",
        "Terminal-C",
        "Admin Building",
        ["Reception aquarium (600 L)", "Aquarium heater 300 W", "Canister filter"],
        4,
        "AquaScape service visit - reception tank\n"
        "Tank drain-down 30 %, gravel vac, glass clean inside and out, rinse the canister filter in tank "
        "water. Replace the heater (300 W, plugs into the cabinet socket, unplug first). Lift the lid and "
        "check the lighting bar. Top up with dechlorinated water, test ammonia/nitrite/pH. Two clownfish "
        "look stressed, will bring a quarantine tank next visit.",
        "Drain 30 %\nClean\nSwap heater\nRefill and test water",
        [],
        [],
        ALL,
        "An aquarium in reception: 'tank drain-down', 'lift the lid', a heater swap by unplugging and an "
        "ammonia test are fish-keeping, not plant work. No permit.",
    ),
    wo(
        "HSE committee - 'hot topics' session, Q2",
        "Plant-B",
        "Control Room",
        ["Meeting room CR-2", "Projector"],
        4,
        "Agenda - site HSE committee, Q2\n"
        "1. Hot topics: hot work permit statistics (3 lapsed fire watches), confined space rescue drill "
        "results from the reactor building, the crane lift near miss on the jetty, excavation season starts "
        "(CAT and genny refresher).\n"
        "2. Radiography notifications - new contractor.\n"
        "3. Working at height: scaffold tag compliance 92 %.\n"
        "4. AOB. Coffee and biscuits in CR-2, please book the projector.",
        "Hold meeting\nIssue minutes",
        [],
        [],
        ALL,
        "A committee agenda that lists every permit type as discussion topics; nothing is done to plant. "
        "No permit.",
    ),
    wo(
        "Training booking - CSE awareness + BA refresher (classroom)",
        "Plant-A",
        "Maintenance Workshop",
        ["Workshop training room"],
        8,
        "Please book 8 fitters (list attached) on the 1-day confined space awareness and BA refresher "
        "course. Classroom only this time in the workshop training room - the practical on the mock tank "
        "rig is next quarter at the provider's centre, not here. Instructor brings the BA sets for donning "
        "practice (no cylinders charged). Lunch for 9.",
        "Book course\nRoom set-up\nAttendance record",
        [],
        [],
        ALL,
        "A classroom course about confined spaces; the mock-tank practical is elsewhere and later. No "
        "permit.",
    ),
    wo(
        "Drivers rest room - hot water tank leaking",
        "Terminal-C",
        "Truck Loading Bay",
        ["Under-sink water heater 15 L (230 V)", "Fused spur FS-3", "Drivers' rest room"],
        4,
        "Drivers rest room (the cabin at the bay entrance): the little hot water tank under the sink is "
        "dripping from the bottom. Plumber to replace the unit like for like (15 L, 230 V). Electrician to "
        "switch off and lock the fused spur FS-3 and disconnect/reconnect. Compression fittings, no "
        "soldering.",
        "Isolate and lock FS-3\nDisconnect\nSwap heater\nReconnect and test",
        [LOTO],
        [],
        [HW, CSE, WAH, LIFT, RT, EX, VE],
        "A 'hot water tank' is a 15 L sink heater, not a process tank: no entry, no hot work (compression "
        "fittings). Its 230 V spur is isolated and locked, so Electrical/LOTO stays.",
        expect={"isolationPoints": ["Fused spur FS-3"]},
    ),
    wo(
        "Rekey LOTO lockbox + padlock set",
        "Plant-B",
        "Substation",
        ["Group isolation lockbox GLB-1", "Personal padlocks (set of 40)", "Key cabinet"],
        4,
        "Locksmith visit (KeyRight): rekey the group isolation lockbox GLB-1 and the set of 40 personal "
        "padlocks to the new keyed-different series, update the key register. Nothing is isolated or "
        "de-isolated - the lockbox is empty on the day (checked by the substation authorised person). "
        "Work done on the bench in the substation office.",
        "Rekey locks on bench\nUpdate key register",
        [],
        [],
        ALL,
        "Rekeying padlocks and a lockbox is locksmith work on the bench; 'isolation' and 'lockout' are the "
        "names of the hardware. No permit.",
    ),
    wo(
        "Front lawn - crane fly larvae treatment",
        "Terminal-C",
        "Admin Building",
        ["Front lawn (approx 400 m2)"],
        4,
        "Lawn yellowing in patches - leatherjackets (crane fly larvae). Apply nematodes by watering can in "
        "the evening, keep damp for 2 weeks. Light scarify with a hand rake only, no digging. Re-seed the "
        "bare patches by hand in autumn.",
        "Water on nematodes\nHand rake\nRe-seed later",
        [],
        [],
        ALL,
        "'Crane fly' is an insect and the lawn is raked by hand; no lifting, no digging. No permit.",
    ),
    wo(
        "Cold store door gasket + strip curtain",
        "Plant-B",
        "Warehouse",
        ["Walk-in cold store CS-1 (+5 C, adhesives and resins)", "Door gasket", "PVC strip curtain"],
        4,
        "Walk-in cold store CS-1 in the warehouse (keeps resins and adhesives at +5 C): door gasket torn at "
        "the bottom corner, ice building up. Refrigeration tech to fit a new magnetic gasket and a new PVC "
        "strip curtain on the existing rail at head height from the floor. Unit keeps running.",
        "Fit gasket\nHang strip curtain\nCheck door closes",
        [],
        [],
        ALL,
        "A walk-in cold store is a room people walk into every day; 'cold' is its temperature, not a cold "
        "work job on process plant. No permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "T-105 desludge - robot + final hand clean",
        "Plant-A",
        "Tank Farm",
        ["Crude tank T-105 (out of service)", "Shell manways MW-1, MW-2", "Side-entry mixers M-1/M-2 (480 V)",
         "Sludge robot (780 kg)", "Vacuum truck", "Decanter centrifuge trailer"],
        12,
        "TANK CLEANING EXECUTION PLAN (extract) - CleanTank Services - T-105\n"
        "Phase 1: open MW-1 and MW-2 after the tank is drained to the heel. Both side-entry mixers locked "
        "off at the MCC before the manways are opened. HIAB sets the 780 kg robot at MW-1.\n"
        "Phase 2: robot pushes sludge to MW-2, vac truck and the centrifuge trailer in the bund road "
        "recover oil. No man entry in phase 2.\n"
        "Phase 3: after gas-free certificate (H2S, benzene, LEL, O2), 2 operatives enter for hand "
        "finishing with squeegees, hole watch at MW-1, continuous monitoring. Expected 3 shifts.",
        "Lock off mixers\nOpen manways\nRobot in by HIAB\nVac/centrifuge recovery\nGas-free cert\n"
        "Man entry for hand finish",
        [CSE, CW, VE, LOTO],
        [LIFT],
        [HW, EX, RT],
        "Operatives enter the crude tank (Confined Space Entry); opening manways breaks containment (Cold "
        "Work); the vac truck, centrifuge trailer and HIAB are in the tank farm (Vehicle Entry); the mixers "
        "are locked off (Electrical/LOTO). The 780 kg robot on a HIAB is optional lifting.",
        expect={"gasSubstances": ["H2S", "benzene", "LEL", "O2"],
                "isolationPoints": ["Mixer M-1", "Mixer M-2"]},
    ),
    wo(
        "Pig receiver PR-3 tie-in (lookahead W17)",
        "Terminal-C",
        "Pump House",
        ["Pig receiver PR-3 (2.3 t, new)", "12in product line L-311 (isolated, drained)", "Mobile crane 50 t",
         "Ir-192 source container"],
        12,
        "3-WEEK LOOKAHEAD - extract - W17\n"
        "WBS 4.2.3 | PR-3 pig receiver | Mon: 50 t mobile crane into pump house yard, set 2.3 t PR-3 on "
        "skid, crane out | Tue: cut L-311 at tie-in (line isolated, drained, DBB), fit-up, weld golden "
        "joint (GTAW root, SMAW fill) | Tue night: gamma RT of golden joint, Ir-192, barrier 7.5 uSv/h, "
        "pump house cleared | Wed: film review, reinstate | owner: Piping | permits: TBC",
        "Crane in, set PR-3\nIsolate/drain L-311, cut\nFit-up and weld golden joint\nGamma RT at night\n"
        "Reinstate",
        [LIFT, VE, CW, HW, RT],
        [],
        [CSE, EX],
        "A 2.3 t receiver set by a 50 t mobile crane in the pump house (Lifting, Vehicle Entry); cutting "
        "into the product line (Cold Work) and welding the golden joint (Hot Work); gamma radiography with a "
        "7.5 uSv/h barrier (Radiography).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "gasSubstances": ["LEL"]},
    ),
    wo(
        "Road under rack 4 - asphalt patch",
        "Plant-B",
        "Pipe Rack",
        ["Rack road section 4-5", "Mini excavator 1.5 t", "Vibratory roller", "Propane bitumen sprayer",
         "Petrol cut-off saw"],
        9,
        "From Gaz (civils ganger): potholes on the rack road between bent 4 and 5 are getting worse, the "
        "forklift nearly lost a drum there last week. Plan for Thursday is saw-cut the edges with the "
        "Stihl saw, break out with the mini digger about 250 mm down to the sub-base (nothing buried there "
        "per the drawings but we'll go careful), tack coat with the propane sprayer, lay hot mix from the "
        "tipper and roll it. Tipper and roller in and out by 3, rack road closed to traffic with barriers.",
        "Saw-cut\nMini digger break-out 250 mm\nPropane tack coat\nLay hot mix from tipper\nRoll",
        [HW, EX, VE],
        [],
        [CSE, RT, LIFT, LOTO, WAH],
        "A petrol cut-off saw and a propane-heated sprayer under an operating pipe rack are Hot Work; "
        "mechanical break-out is Excavation even at 250 mm; the mini digger, tipper and roller in the "
        "process area are Vehicle Entry.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Fireproofing repair - columns C-3/C-4 (R-201 structure)",
        "Plant-A",
        "Hydrotreater",
        ["Structure columns C-3, C-4", "Scaffold SC-HT-22 (+6 m)", "Spray pump trailer (diesel)"],
        12,
        "Fireproofing applicator's scope (PyroShield):\n"
        "- break out damaged cementitious fireproofing on C-3/C-4 from grade to +6 m from scaffold SC-HT-22 "
        "(full height, open front while working)\n"
        "- needle-gun the exposed steel to St 3, prime\n"
        "- fix new mesh with powder-actuated pins\n"
        "- spray 40 mm cementitious from the pump trailer parked on the unit road next to the structure\n"
        "Unit stays in operation.",
        "Break out old fireproofing\nNeedle-gun and prime\nPin mesh\nSpray from pump trailer\nCure",
        [HW, WAH, VE],
        [CW],
        [CSE, EX, RT],
        "Needle guns and powder-actuated pins on an operating hydrotreater structure are spark-producing "
        "(Hot Work); the 6 m scaffold is open at the front (Working at Height); the diesel pump trailer on "
        "the unit road is Vehicle Entry.",
        expect={"gasSubstances": ["LEL", "H2S"]},
    ),
    wo(
        "Boiler 2 stack + breeching - steeplejack inspection",
        "Plant-B",
        "Boiler House",
        ["Boiler 2 stack (45 m, steel)", "Flue breeching", "ID fan F-2 (690 V)"],
        10,
        "Steeplejack report request - Heights & Stacks BV\n"
        "Item 1: ladder the outside of the boiler 2 stack (45 m) with our own ladder system and inspect "
        "the shell, lightning conductor and cap.\n"
        "Item 2: enter the flue breeching through the access door after boiler 2 is off and cooled, remove "
        "soot at the base by hand.\n"
        "Isolation: boiler 2 off, ID fan F-2 locked off, dampers closed and pinned by operations. CO and O2 "
        "to be tested at the access door before and during entry.",
        "Boiler 2 off and cool\nLock ID fan, pin dampers\nLadder stack and inspect\nGas test, enter "
        "breeching, remove soot",
        [WAH, CSE, LOTO],
        [CW],
        [EX, RT, HW],
        "Laddering a 45 m stack is Working at Height; going into the flue breeching is Confined Space "
        "Entry; the ID fan is locked off (Electrical/LOTO).",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["ID fan F-2"]},
    ),
    wo(
        "Weighbridge WB-1 deck module swap",
        "Terminal-C",
        "Truck Loading Bay",
        ["Weighbridge WB-1 (3-module, 18 m)", "Deck module 2 (approx 12 t)", "Load cells LC-3/LC-4",
         "Pit drainage pump (400 V)", "Mobile crane 100 t"],
        12,
        "Weighbridge engineer's service report (ScaleTech) - action for next visit:\n"
        "Module 2 deck cracked at the load cell pocket, replace with new module. 100 t mobile crane sets up in "
        "the bay (lanes closed), lifts out old module (approx 12 t) and sets the new one. Pit drainage pump "
        "isolated and locked at its 400 V starter before the deck comes off. Anchor bolts of the old "
        "bearing plates to be ground off flush with an angle grinder. The foundation under the module is "
        "an open pit about 1.2 m deep - we reset the load cells from inside it. Recalibrate with test "
        "weights (test weight truck).",
        "Lock pit pump\nCrane in\nLift out old module\nGrind bolts\nReset load cells from pit\nSet new "
        "module\nCalibrate",
        [LIFT, VE, LOTO, HW],
        [CSE, CW],
        [RT, EX],
        "A 12 t module lifted by a 100 t crane in the truck loading bay (Lifting, Vehicle Entry); the pit "
        "pump locked off (Electrical/LOTO); grinding in a loading bay is Hot Work. The open-topped 1.2 m "
        "pit is optional confined space.",
        expect={"isolationPoints": ["Pit drainage pump starter"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "CUI screening - R-310 overhead line (CR)",
        "Plant-B",
        "Reactor Building",
        ["R-310 overhead vapour line 8in (insulated)", "Diesel boom lift", "Computed radiography source "
         "(Ir-192)"],
        10,
        "Inspection request IR-2027-044: corrosion-under-insulation screening of the R-310 overhead line, "
        "elevation +8 m. Remove cladding windows at 6 locations (line in service), profile radiography with "
        "Ir-192 and CR plates, refit cladding. Access by diesel boom lift from the reactor building floor, "
        "the building is cleared for each exposure.",
        "Boom lift in\nCut cladding windows\nProfile RT (Ir-192)\nRefit cladding",
        [RT, WAH, VE, CW],
        [],
        [HW, CSE, EX, LOTO],
        "Ir-192 profile radiography is Radiography; working from a boom lift at 8 m is Working at Height; "
        "the diesel boom lift in the reactor building is Vehicle Entry; removing cladding on an in-service "
        "line is Cold Work.",
    ),
    wo(
        "Clarifier C-1 bridge drive gearbox change",
        "Plant-A",
        "Wastewater Treatment",
        ["Clarifier C-1 bridge drive", "Drive gearbox (1.6 t)", "Drive motor (480 V)", "Franna-type pick-and-carry "
         "crane"],
        10,
        "WO 88172  Type: CM  Prio 2  Asset: WWT-CLR-C1-DRV\n"
        "Long desc: gearbox on C-1 bridge drive noisy, oil silver. Replace with rebuilt unit from the "
        "workshop. Drive motor lock out at the WWT MCC. Pick-and-carry crane to lift old box off (1.6 t) "
        "and set new. Work off the bridge walkway (handrails both sides). Oil drained to drum.",
        "LOTO drive motor\nDrain oil\nCrane lift out/in\nAlign, fill, test run",
        [LIFT, LOTO],
        [VE, WAH, CW],
        [CSE, HW, EX, RT],
        "A 1.6 t gearbox lifted by crane (Lifting) with the drive motor locked out (Electrical/LOTO). A crane "
        "in a utility area is optional Vehicle Entry; the railed bridge walkway keeps height optional.",
        expect={"isolationPoints": ["C-1 drive motor at WWT MCC"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Flare stack obstruction lights - relamp",
        "Plant-A",
        "Flare Area",
        ["Flare stack FL-101 (70 m)", "Obstruction lights L1-L3", "Lighting DB-FL circuit 7 (120 V)"],
        10,
        "Aviation obstruction lights L2 and L3 on the flare stack are out (FAA report filed). Climbers to "
        "relamp at +35 m and +68 m using the stack ladder with fall arrest. Circuit 7 at lighting DB-FL "
        "isolated and locked for the duration. Flare stays in service and burning - radiant heat at the top "
        "platform limits time at +68 m, ops to keep flaring low.",
        "Isolate and lock circuit 7\nClimb with fall arrest\nRelamp L2, L3\nRestore, check lamps",
        [WAH, LOTO],
        [],
        [CSE, EX, RT, HW, LIFT, VE],
        "Climbing to 35 and 68 m is Working at Height; the 120 V lighting circuit is isolated and locked "
        "(Electrical/LOTO). The flare stays lit and must not be treated as isolated.",
        expect={"liveSources": ["Flare FL-101 in service (burning)"],
                "isolationPoints": ["Lighting DB-FL circuit 7"]},
    ),
    wo(
        "220 V DC battery - 2 cells replace (string in service)",
        "Plant-B",
        "Substation",
        ["220 V DC battery bank B-1 (110 cells)", "Battery charger CH-1", "Bypass jumper cable"],
        6,
        "Battery tech notes: cells 37 and 81 low on the last discharge test. Replace both with the string "
        "in service - protection DC must stay up. Charger CH-1 stays on. Fit insulated bypass jumper around "
        "each cell, remove cell, fit new (48 kg each, two-man lift), remove jumper. Insulated tools, arc "
        "flash PPE, rubber mat. Energised work justification attached.",
        "Energised work permit\nFit bypass jumper\nSwap cell 37\nSwap cell 81\nRemove jumpers, check float",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Work on a live 220 V DC string with the charger on is energised electrical work (Electrical/LOTO "
        "required). 48 kg cells by hand are not a lifting job.",
        expect={"liveSources": ["220 V DC battery string B-1", "Battery charger CH-1"]},
    ),
    wo(
        "P-12 coupling + alignment (P-11 running)",
        "Terminal-C",
        "Pump House",
        ["Pump P-12", "Motor P-12 (415 V)", "Pump P-11 (duty, running)", "Common suction header",
         "P-12 suction/discharge valves"],
        6,
        "msg to shift i/c 06:10 - P12 coupling elements gone, need to change + laser align. P11 running on "
        "duty same header, dont touch. Pls lock P12 motor at MCC and close + chain suct and disch vlvs, "
        "crack the casing drain to slop to prove. We only work on the coupling + feet shims, no casing "
        "opening. Ready 07:00?",
        "Lock P-12 motor\nClose and chain valves, prove via drain\nChange coupling\nLaser align\nHand back",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, LIFT],
        "P-12's 415 V motor is locked and its valves closed and chained (Electrical/LOTO); proving through "
        "the drain on a live header is Cold Work. P-11 and the header stay live.",
        expect={"liveSources": ["P-11 running", "Common suction header"],
                "isolationPoints": ["P-12 motor 415 V", "P-12 suction valve", "P-12 discharge valve"]},
    ),
    wo(
        "Heat tracing HT-44 repair - phenol line",
        "Plant-B",
        "Pipe Rack",
        ["Phenol line 4in PH-410 (in service, 65 C)", "Heat-trace circuit HT-44 (230 V)",
         "Circuits HT-43 / HT-45", "Diesel boom lift"],
        8,
        "E&I: HT-44 tripping on earth fault, rack level 1 (+5 m) between bents 9-10. Isolate and lock HT-44 "
        "at HTDB-3, leave HT-43 and HT-45 live (they share the tray). Cut back cladding and insulation at "
        "the fault, replace 4 m of cable and end seal, reinsulate. Phenol line stays in service. Access "
        "with the diesel boom lift from the rack road.",
        "Isolate and lock HT-44\nBoom lift in\nStrip cladding/insulation\nReplace cable section\nReinsulate, "
        "test IR",
        [LOTO, CW, WAH, VE],
        [],
        [HW, CSE, EX, RT],
        "HT-44 is isolated (Electrical/LOTO) while its neighbours stay live; stripping insulation on an "
        "in-service phenol line is Cold Work; the boom lift at 5 m on the pipe rack is Working at Height and "
        "Vehicle Entry.",
        expect={"liveSources": ["Heat-trace circuits HT-43 and HT-45", "Phenol line PH-410 in service"],
                "isolationPoints": ["HT-44 at HTDB-3"]},
    ),
    wo(
        "CCTV mast footing by switch room - dig",
        "Plant-A",
        "Substation",
        ["New CCTV mast (6 m)", "Buried 11 kV feeder F-3", "Mini excavator"],
        8,
        "Security upgrade: new 6 m CCTV mast footing 2 m from the 11 kV switch room wall. Feeder F-3 runs "
        "past there buried and stays LIVE. CAT & genny, hand-dig trial holes to 0.6 m to find F-3, then mini "
        "digger for the 1.0 m footing keeping 0.5 m clear of the marked route. Mast erected next month by "
        "others.",
        "Locate F-3\nHand-dig trial holes\nMini digger to 1.0 m\nPour footing",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "Digging to 1.0 m near a buried live 11 kV feeder is Excavation; the feeder is a live source, not "
        "an isolation. A mini digger in a substation is optional Vehicle Entry.",
        expect={"liveSources": ["Buried 11 kV feeder F-3"]},
    ),
    wo(
        "K-201 prox probe swap (online)",
        "Plant-B",
        "Compressor House",
        ["Compressor K-201 (running)", "Radial prox probe 1X (24 V)", "Vibration trip (bypass)",
         "Bearing housing lube oil"],
        4,
        "I&C: K-201 radial probe 1X reading erratic. Swap probe and extension cable online - compressor "
        "stays running. Vibration trip on 1X bypassed in the SIS for the swap only (MOC-T-117), ops watch "
        "2X/1Y. Probe sits in a threaded sleeve in the bearing housing, lube oil behind it. 24 V loop, no "
        "mains work.",
        "Bypass 1X trip (SIS)\nSwap probe and cable\nGap voltage check\nRemove bypass",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, LIFT, RT],
        "Working on a running compressor with a trip bypassed is Cold Work (bypassing safeguards, work on "
        "operating plant). The probe loop is 24 V, so Electrical/LOTO is forbidden.",
        expect={"liveSources": ["K-201 compressor running", "Bearing housing lube oil system"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Open pig trap PR-1 after run (sour crude)",
        "Plant-A",
        "Crude Unit",
        ["Pig receiver PR-1", "Cleaning pig", "Closure door"],
        6,
        "Pig arrived 04:40. Isolate PR-1 from the line, depressure to flare, drain. Open the closure door, "
        "pull pig. Last run had H2S at 200 ppm in the barrel and black iron sulfide - keep the debris wet "
        "(pyrophoric), bag it wet. SCBA for opening, H2S and LEL monitors at the door.",
        "Isolate and depressure\nDrain\nSCBA, open door\nPull pig, bag debris wet\nClose, leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH],
        "Opening a pig receiver on sour crude breaks containment (Cold Work); H2S and flammable vapour need "
        "gas test rows.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "CO bundle change - carbonylation feed",
        "Plant-B",
        "Reactor Building",
        ["CO cylinder bundle (12 x 50 L)", "Bundle manifold pigtail", "Electric forklift"],
        4,
        "Change CO bundle B-2 (empty) for full bundle. Close bundle valve, vent pigtail to the vent header, "
        "N2 purge, disconnect, electric forklift swaps bundles (approx 900 kg), reconnect, leak test with "
        "snoop and CO detector. Personal CO monitors, 2 persons.",
        "Close and vent\nPurge\nDisconnect\nSwap bundle\nReconnect, leak test",
        [CW],
        [LIFT, VE],
        [HW, CSE, EX, RT, WAH],
        "Disconnecting a CO bundle pigtail breaks containment of a toxic gas (Cold Work, CO row). A 900 kg "
        "bundle on an electric forklift is optional lifting and optional vehicle entry.",
        expect={"gasSubstances": ["CO"]},
    ),
    wo(
        "Benzene arm LA-2 drain + vacuum breaker",
        "Terminal-C",
        "Jetty",
        ["Marine loading arm LA-2 (benzene)", "Vacuum breaker VB-2", "Slop drum"],
        6,
        "After discharge of mv 'Nordic Pearl' finished: drain LA-2 to the slop drum, N2 blow, then replace "
        "vacuum breaker VB-2 on the arm apex (work from the arm's own platform with rail). Benzene - site "
        "limit 0.5 ppm, full face with organic vapour cartridges, PID readings every 15 min.",
        "Drain arm to slop drum\nN2 blow\nReplace VB-2\nLeak test",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Draining and opening a benzene loading arm is Cold Work with a 0.5 ppm benzene limit; the railed "
        "arm platform keeps height optional.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "API separator skimmer chain - reattach",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2", "Skimmer chain and flights", "Skimmer drive (480 V)", "Cover plates"],
        6,
        "Skimmer chain jumped the sprocket in bay 2. Lock out skimmer drive at WWT MCC. Lift 2 cover plates, "
        "re-seat chain with hooks and bars from the walkway - NO ENTRY into the bay. H2S measured 15 ppm at "
        "the cover last week, benzene present, LEL monitor. Refit covers.",
        "LOTO drive\nGas test at covers\nLift covers\nRe-seat chain from walkway\nRefit covers, test run",
        [LOTO, CW],
        [],
        [CSE, HW, EX, RT, LIFT],
        "The drive is locked out (Electrical/LOTO) and opening the separator covers on oily water is Cold "
        "Work with H2S, benzene and LEL rows; entry is excluded.",
        expect={"gasSubstances": ["H2S", "benzene", "LEL"], "isolationPoints": ["Skimmer drive at WWT MCC"]},
    ),
    wo(
        "Aq. ammonia tank TK-71 LT change",
        "Plant-B",
        "Tank Farm",
        ["Aqueous ammonia 25 % tank TK-71", "Level transmitter LT-71 (roof nozzle)", "Roof walkway (railed)"],
        5,
        "LT-71 drifting. Replace transmitter on the roof nozzle - isolate on the nozzle valve, vent, remove. "
        "NH3 vapour at the nozzle: full face respirator with ammonia cartridges, NH3 detector. Roof walkway "
        "has handrails all round.",
        "Isolate nozzle valve\nVent\nSwap LT\nLeak check",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, VE, LIFT],
        "Breaking the transmitter connection on an ammonia tank is Cold Work with an NH3 row; the fully "
        "railed roof walkway keeps height optional.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "N2 blanket regulator PCV-55 - additive tank",
        "Terminal-C",
        "Tank Farm",
        ["Additive tank T-55 (N2 blanketed)", "Blanketing regulator PCV-55", "Roof platform (railed)"],
        5,
        "Blanketing regulator PCV-55 hunting. Isolate N2 supply and tank side, vent, replace regulator. "
        "Note: tank breathes N2 out through the PV vent next to the regulator - O2 can be low at the "
        "platform, wear a personal O2 monitor, 2 persons. Platform railed.",
        "Isolate N2 and tank side\nVent\nSwap PCV-55\nLeak test, set",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, VE, LIFT],
        "Replacing the regulator breaks containment on a blanketed tank (Cold Work); nitrogen venting next "
        "to the work needs an O2 row and flammable vapour an LEL row.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "Loading rack - thermoplastic road markings",
        "Plant-A",
        "Loading Rack",
        ["Rack lanes 1-6", "Line-marking truck with propane-heated thermoplastic kettle"],
        8,
        "Road markings contractor: renew stop lines, arrows and lane numbers in the loading rack with "
        "hot-applied thermoplastic. The line-marking truck carries the propane-fired kettle (material at "
        "200 C) and the hand-pushed applicator; propane torch to dry the surface first. Lanes worked in "
        "turn, rack stays loading in the other lanes.",
        "Truck in\nDry surface with torch\nApply thermoplastic\nTruck out",
        [HW, VE],
        [],
        [CSE, EX, RT, LIFT, WAH, LOTO],
        "A propane kettle and torch at a loading rack are Hot Work and the marking truck in the rack is "
        "Vehicle Entry. Simultaneous with the arm seal change on bay 4.",
        expect={"gasSubstances": ["LEL"]},
        pair="A",
    ),
    wo(
        "Bay 4 gasoline arm - swivel seal",
        "Plant-A",
        "Loading Rack",
        ["Bay 4 top-loading arm (gasoline)", "Swivel joint SJ-2", "Slop drum"],
        8,
        "Swivel SJ-2 on bay 4 gasoline arm weeping. Drain arm to slop, isolate at the arm valve, split the "
        "swivel and replace seals. Benzene in gasoline vapour, PID + LEL.",
        "Drain arm\nIsolate\nSplit swivel, new seals\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT],
        "Splitting a gasoline arm swivel breaks containment (Cold Work). Simultaneous with the thermoplastic "
        "marking (hot work) in the same rack.",
        expect={"gasSubstances": ["benzene", "LEL"]},
        pair="A",
    ),
    wo(
        "Tank farm bunds - ride-on + tractor flail",
        "Plant-B",
        "Tank Farm",
        ["Bunds of T-2201 to T-2206", "Diesel ride-on mower", "Tractor with flail mower"],
        8,
        "Greenline: long grass on the big bunds, too much for strimmers. Diesel ride-on and the tractor "
        "with flail in via the bund ramps, ops escort. Strimmers round the valve stands.",
        "Escort in\nFlail/mow\nStrim round valves\nOut",
        [VE],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, WAH],
        "A diesel ride-on and a tractor in a tank farm are Vehicle Entry. Simultaneous with the foam pourer "
        "work on T-2204's rim.",
        pair="B",
    ),
    wo(
        "T-2204 foam pourer vapour seals",
        "Plant-B",
        "Tank Farm",
        ["Tank T-2204 (toluene, in service)", "Foam pourers FP-1 to FP-4", "Rim platform"],
        8,
        "Replace the frangible vapour seals (glass) in foam pourers FP-1..FP-4 on T-2204 at the top rim "
        "(+14 m). Pourers sit outside the rim handrail - lean out, harness and lanyard to the anchor rail. "
        "Tank in service, vapour comes out when the seal is open.",
        "Spiral stair to rim\nHarness on\nOpen pourer, replace seal\nClose",
        [CW, WAH],
        [],
        [HW, EX, RT, CSE],
        "Opening the vapour seals on an in-service toluene tank is Cold Work; working outside the rim "
        "handrail at 14 m is Working at Height. Simultaneous with the mowers in the bund.",
        expect={"gasSubstances": ["LEL"]},
        pair="B",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Storm recovery - CT cell 4 fan stack panel",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower cell 4", "Fan stack panel FS-4-3", "Fan 4 motor (480 V)", "Diesel boom lift"],
        8,
        "Storm recovery list item 7 (after the hurricane): cell 4 fan stack lost panel FS-4-3, found in the "
        "basin. New panel (85 kg) to be fixed from a boom lift at +12 m on the outside of the stack, fan 4 "
        "locked out at the MCC.",
        "LOTO fan 4\nBoom lift in\nFix panel at 12 m\nRestore",
        [WAH, LOTO],
        [VE, LIFT],
        [HW, CSE, EX, RT],
        "After the storm, a panel is fixed from a boom lift at 12 m (Working at Height) with the fan locked "
        "out (Electrical/LOTO); the boom lift at the cooling tower is optional Vehicle Entry and an 85 kg "
        "panel optional lifting.",
        expect={"isolationPoints": ["Fan 4 motor at MCC"]},
    ),
    wo(
        "Valve pit VP-8 - after snake removal",
        "Terminal-C",
        "Tank Farm",
        ["Valve pit VP-8 (1.4 m deep)", "Drain valve DV-8", "Pit cover hinge"],
        6,
        "Yesterday a cobra was found in valve pit VP-8 by the operator; snake catcher removed it, pit "
        "checked. Follow-up: fix the broken cover hinge (bolted) and change the passing drain valve DV-8, "
        "which is at the bottom of the pit - fitter to go down the pit ladder. Hydrocarbon residue in the "
        "pit, gas test first.",
        "Gas test\nEnter pit, change DV-8\nBolt new hinge",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE],
        "Going down into a 1.4 m valve pit with hydrocarbon residue is Confined Space Entry and changing the "
        "drain valve breaks containment (Cold Work); the hinge is bolted.",
        expect={"gasSubstances": ["LEL", "O2"]},
    ),
    wo(
        "Barge strike - dolphin catwalk D-3",
        "Plant-B",
        "Jetty",
        ["Catwalk section D-3 (2.8 t)", "Brackets", "Mobile crane 80 t"],
        12,
        "Follow-up to marine incident report MIR-27-03: a barge struck dolphin D-3 on the night shift, "
        "the catwalk section between D-3 and D-4 is twisted. Cut the bent brackets with gas axe, lift out "
        "the 2.8 t section with the 80 t mobile crane on the jetty head. Brackets are 4 m above the water, "
        "no edge protection once the section is out.",
        "Crane set up\nRig section\nGas-cut brackets\nLift out",
        [LIFT, HW, VE, WAH],
        [],
        [CSE, EX, RT],
        "After the barge strike, a 2.8 t section is lifted by a mobile crane on the jetty (Lifting, Vehicle "
        "Entry); gas-axe cutting is Hot Work; cutting at an open edge 4 m above the water is Working at "
        "Height.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Sprinkler main repair after forklift strike",
        "Plant-B",
        "Warehouse",
        ["Sprinkler main 4in (grooved)", "Sprinkler valve set V-2", "Battery scissor lift"],
        6,
        "Incident WH-0412: forklift mast struck the 4in sprinkler main in aisle 6, water everywhere. Sprinkler "
        "valve set V-2 closed (fire impairment logged). Replace bent length with grooved couplings from the "
        "battery scissor lift at 7 m. No hot work. Restore V-2 and test.",
        "Impairment\nDrain section\nScissor lift, replace pipe\nRestore and test",
        [WAH, CW],
        [VE],
        [HW, CSE, EX, RT],
        "The repair at 7 m from a scissor lift is Working at Height, and breaking the drained sprinkler main "
        "with the system impaired is Cold Work; welding is excluded.",
        expect={"isolationPoints": ["Sprinkler valve set V-2"]},
    ),
    wo(
        "Swgr 4.16 kV bus B - raccoon",
        "Plant-A",
        "Substation",
        ["4.16 kV switchgear bus B", "Breaker 52-B4", "Bus insulator boots"],
        8,
        "Coon got in the gear again, flashed over in the 52-B4 cubicle, breaker tripped, critter dead. "
        "Bus B to be de-energized, racked out and grounded by the electrical crew, clean out and inspect "
        "cubicle, replace burnt insulator boots, megger, close up the hole in the floor plate with steel "
        "mesh.",
        "De-energize, rack out, ground bus B\nClean and inspect\nReplace boots, megger\nVermin-proof floor\n"
        "Restore",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, RT, VE, LIFT],
        "The 4.16 kV bus is de-energized, racked out and grounded before work (Electrical/LOTO).",
        expect={"isolationPoints": ["4.16 kV bus B", "Breaker 52-B4"]},
    ),
    wo(
        "Firewater line leak at verge - after tanker strike",
        "Plant-A",
        "Loading Rack",
        ["Firewater main 8in (buried)", "Hydro-vac truck", "Repair clamp"],
        10,
        "A tanker cut the corner at lane 6 and sank the verge; next morning water bubbling up. Firewater "
        "main below. Hydro-vac truck to expose the main to about 1.2 m, fit repair clamp (no welding), "
        "backfill. Fire officer to be told, ring main stays pressurised on the other side of the section "
        "valves.",
        "Vac-excavate to 1.2 m\nClose section valves\nFit clamp\nBackfill",
        [EX, VE, CW],
        [],
        [HW, CSE, RT, LIFT, WAH],
        "Exposing a buried main to 1.2 m is Excavation; the hydro-vac truck at the loading rack is Vehicle "
        "Entry; clamping the firewater main is Cold Work.",
        expect={"liveSources": ["Firewater ring main outside the section valves"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "Llllkkkk",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "Llllkkkk ,,,,.. jjhh",
        "",
        [],
        [],
        ALL,
        "A pocket-dial of keys; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Voicemail",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "Voicemail transcription (auto): 'hey it's Dwayne uh call me back when you get this about the uh "
        "thing bye'",
        "",
        [],
        [],
        ALL,
        "An auto-transcribed voicemail with no job in it.",
        expect={"needsReview": True},
    ),
    wo(
        "asdf test",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "asdf test test do not action",
        "test",
        [],
        [],
        ALL,
        "A test record; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "XV-1102",
        "Plant-A",
        "Hydrotreater",
        ["XV-1102"],
        4,
        "XV-1102 - as discussed",
        "",
        [],
        [],
        [],
        "A bare valve tag 'as discussed'; any permit would be a guess, so none is forbidden.",
        expect={"needsReview": True},
    ),
]
