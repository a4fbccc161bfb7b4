"""unseen21 tune20 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is writers and documents the earlier sets did not use: a unit superintendent's night
orders, a storage customer's (tank lessee's) e-mails, a worker's Take 5 card, a Botlek LMRA card in
Dutch-flavoured English, an environmental consultant's field plan, an arborist's job sheet, an operations
equipment-release certificate, an Ex (hazardous-area) inspector's finding, a scaffold request form, a
deferral request, backlog-scrub minutes, a crane appointed person's lift plan, a radiography prior
notification, a customs officer's bonded-tank visit, a ship's agent request, an LDAR leak tag, an operator's
defect tag, a loading master's note, a gatehouse log, a fire-team report and an ERT log. Hazard words sit in
frames that are not today's work (deferred, cancelled, notified for next month, surveyed for later) beside
orders where the same words are today's work. Each label was written together with its case
(bench/eval/README.md conventions) and is never changed afterwards. build.py shuffles, numbers and dates
them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "Night orders HDT Thu 14/01 - items for B/C shift",
        "Plant-A",
        "Hydrotreater",
        ["Wash water injection line 2in-WW-3318 (upstream of E-3304 REAC)", "Screwed plug / thermowell boss TW-3318",
         "Contract welder (nights)"],
        10,
        "NIGHT ORDERS - HYDROTREATER - Thursday 14 Jan - Unit Supt\n"
        "1. Hold feed at 28 kbpd, WABT per the lab sheet.\n"
        "2. H2 leak hunt continues on the REAC inlet flanges - keep the portable monitors out there.\n"
        "3. Reminder: HOT WORK FREEZE on the HDT until the leak hunt is closed out. No hot work permits on this "
        "unit this week, full stop.\n"
        "4. The weeping screwed plug on the wash water injection line (2in-WW-3318, 2nd deck grating by the "
        "REAC, line in service) - contract welder is staying back tonight to seal-weld it. Gas test first and "
        "keep the fire watch on him the whole job and 60 min after. Operator to stay with him.\n"
        "5. Call me if the recycle compressor trips. - RJ",
        "Gas test 2nd deck\nFire watch + extinguishers\nSeal-weld plug TW-3318 (line in service)\nFire watch 60 min",
        [HW],
        [CW, WAH],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Item 3 declares a hot work freeze and item 4 seal-welds a plug on a wash water line in service the same "
        "night: Hot Work required with the conflict flagged. Work beside the in-service line is optional cold "
        "work; the 2nd deck grating is a permanent platform, so Working at Height is only optional.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "H2S"],
                "liveSources": ["2in-WW-3318 wash water line in service"]},
    ),
    wo(
        "Customer request - T-27 sludge soundings (lessee)",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-27 (gasoil, lessee stock, emptied and gas-freed)", "Shell manhole MH-1", "Sounding rod"],
        6,
        "From: Ops Desk, lessee  To: Terminal Ops Kandla\nSubject: T-27 - surveyor visit Friday\n"
        "Dear Sir, as discussed our tank T-27 is now empty and gas freed by your team. Our surveyor will attend "
        "Friday to estimate the sludge before we decide on cleaning. There is no need for any confined space "
        "permit, our surveyor only looks through the manhole. He will open nothing himself. After the visual he "
        "will step in through the shell manhole MH-1 with his torch and sounding rod and take sludge depth at "
        "three points (centre and two at the shell), then come out. Kindly arrange your standby man at the "
        "manhole as usual.\nBest regards, Ops Desk",
        "Surveyor at T-27\nLook through MH-1\nEnter via MH-1, sound sludge at 3 points\nExit, close out",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH, LOTO],
        "The lessee says no confined space permit is needed, then has the surveyor step inside the emptied tank "
        "to sound the sludge: Confined Space Entry required with the conflict flagged. Gas-free is already done "
        "by the terminal; cold work for the manhole is optional.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL", "H2S"]},
    ),
    wo(
        "Take 5 - TH junction box lid + gland line 6in-NAP-1204",
        "Plant-A",
        "Pipe Rack",
        ["Heat tracing junction box HT-JB-1204-2", "HTDB-3 circuit 12 (230 V)", "4 m A-frame ladder"],
        4,
        "TAKE 5 - STOP / LOOK / ASSESS / CONTROL / PROCEED\nName: D. Okafor (E&I)  Date: 14/1\n"
        "Task: replace cracked lid + gland on trace heating JB on 6in naphtha line, rack bay 14\n"
        "Hazards - tick: Working at heights [N]  Electrical [Y]  Hot surfaces [Y]  Dropped objects [Y]\n"
        "Controls: isolate HTDB-3 cct 12, lock + tag, test dead. JB is on the second tier abt 3.8 m up - "
        "4 m A-frame from the road, offsider footing it, tool lanyards. Barricade under.\n"
        "Am I ready to proceed? Y",
        "Isolate HTDB-3 cct 12, prove dead\nA-frame to JB at 3.8 m\nReplace lid + gland\nRe-energise, check tracing",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "The Take 5 ticks working at heights 'N' but the junction box is 3.8 m up on a ladder: Working at Height "
        "required with the conflict flagged; the 230 V tracing circuit is isolated and locked.",
        expect={"scopeConflict": True, "isolationPoints": ["HTDB-3 circuit 12"]},
    ),
    wo(
        "LMRA - R-520 agitator motor wissel",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-520 agitator motor M-520 (400 V, 1.6 t)", "Beam crane 5 t, 4th floor", "MCC-R2 drawer 7"],
        8,
        "LMRA (Last Minute Risk Analyse) - ploeg Van der Berg - 14-01\n"
        "Werk/job: agitator motor M-520 exchange (wissel) on top of R-520\n"
        "Hijswerk / lifting: nee (no lifting)\nElektrisch: yes - drawer 7 MCC-R2 locked by electrician, we "
        "check zero before uncoupling\nHoogte: no, we stand on the reactor top floor\n"
        "Steps: disconnect cables motor, unbolt from lantern, motor out with the 5 t beam crane of the 4th "
        "floor (motor is 1.6 ton), put on the pallet by the hatch, new motor in with same crane, align.\n"
        "Stop if: wind? no - inside. Everybody understand? ja",
        "Lock MCC-R2 drawer 7, zero check\nDisconnect + unbolt M-520\nHoist out 1.6 t with 5 t beam crane\n"
        "Hoist in new motor, align, reconnect",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "The LMRA ticks 'lifting: nee' and then hoists a 1.6 t motor out and in with the beam crane: Lifting "
        "required with the conflict flagged. The 400 V drawer is locked; working on the reactor top floor with "
        "the reactor down is optional cold work.",
        expect={"scopeConflict": True, "isolationPoints": ["MCC-R2 drawer 7"]},
    ),
    wo(
        "Field plan - groundwater monitoring round Q1 (LR wells)",
        "Plant-A",
        "Loading Rack",
        ["Monitoring wells MW-1 ... MW-6", "Hand auger 100 mm", "Bailers, sample bottles, PID"],
        8,
        "FIELD PLAN - Q1 groundwater monitoring, Loading Rack - Env. consultant (2 staff)\n"
        "Intrusive works: NONE - sampling from existing wells only.\n"
        "Vehicle: consultant 4x4 stays at the Loading Rack gate car park, gear carried in.\n"
        "Wells: gauge and bail MW-1, 2, 3, 5, 6; PID headspace on each.\n"
        "MW-4 was crushed by a truck in December. Replacement MW-4R to be installed this visit 1 m north of the "
        "old one: hand auger to 2.0 m bgl, 50 mm screen, sand pack, bentonite seal, flush cover set in "
        "concrete. Services drawing checked; CAT scan before augering.",
        "Gauge/bail 5 wells\nCAT scan at MW-4R\nHand auger MW-4R to 2.0 m, install well\nSet flush cover",
        [EX],
        [],
        [HW, CSE, RT, LIFT, VE, WAH, LOTO],
        "The plan says no intrusive works and then hand-augers a replacement well to 2.0 m at a loading rack: "
        "Excavation required with the conflict flagged. The consultant's vehicle stays at the gate (Vehicle "
        "Entry forbidden).",
        expect={"scopeConflict": True, "gasSubstances": ["LEL", "benzene"]},
    ),
    wo(
        "Arborist job sheet - dead gum by CT cell 4 fence",
        "Plant-A",
        "Cooling Tower",
        ["Dead eucalyptus by cooling tower cell 4 fence", "Petrol chainsaw, pole saw", "Hand winch"],
        6,
        "TREE JOB SHEET - Gulf Coast Tree Care - crew of 3\nSite: Bayport, cooling tower, cell 4 fence line\n"
        "Job: fell dead gum (approx 9 m) leaning over the CT fence.\n"
        "Method: NO climbing, NO MEWP, NO crane - sectional fell from the ground: pole saw for the small limbs, "
        "pull line to the open lawn side, chainsaw cut at the base. Brush dragged out by hand to the gate; "
        "chipper and truck stay on the public road outside the site fence. Stump cut flush, not ground out.",
        "Pull line set\nPole saw limbs from ground\nFell to lawn side\nDrag brush to gate, chip on road",
        [],
        [],
        [WAH, VE, LIFT, EX, CSE, RT, LOTO],
        "A tree felled from the ground with no climbing, MEWP or crane, brush carried out by hand and the "
        "chipper kept outside: genuine exclusions of Working at Height, Vehicle Entry and Lifting; the stump is "
        "not ground out, so no Excavation.",
    ),
    wo(
        "Equipment release cert - E-1107 A/B channel covers, tube jetting",
        "Plant-A",
        "Crude Unit",
        ["Crude preheat exchanger E-1107 A/B (shell side crude, tube side gasoil)", "Channel covers (850 kg each)",
         "HP water jetting unit 1,000 bar"],
        10,
        "CERTIFICATE OF RELEASE FOR MAINTENANCE - Ops to Maint - E-1107 A/B tube side\n"
        "Condition: drained to closed drain, depressured, steamed out 6 h, blinded at inlet/outlet nozzles "
        "(blinds B-11, B-12 fitted by ops, listed on IC-1107).\n"
        "Released for: remove channel covers (davit on the exchanger), hydrojet tubes, refit.\n"
        "Restrictions: bolted work only - NO HOT WORK. NO ENTRY into channel heads, lance from outside. "
        "Jetting unit stays on the unit road at the battery limit, hoses run in; no vehicle into the unit.\n"
        "Signed: Area Operator / Shift Supv",
        "Check blinds per IC-1107\nUnbolt channel covers, davit to stands\nHydrojet tubes from outside\nRefit covers",
        [CW],
        [LIFT],
        [HW, CSE, VE, EX, RT, LOTO],
        "Opening channel covers and high-pressure jetting is cold work. The release certificate genuinely "
        "excludes hot work, entry into the channel heads and vehicles in the unit; the 850 kg covers on the "
        "exchanger's own davit are an optional lift.",
        expect={"gasSubstances": ["LEL", "H2S"]},
    ),
    wo(
        "Ex inspection finding EXI-0113 - JB-K-114 missing cover bolts",
        "Plant-B",
        "Compressor House",
        ["Ex d junction box JB-K-114 (K-301 instrument cables)", "M8 x 25 A4 cover bolts"],
        4,
        "Ex INSPECTION (IEC 60079-17, detailed) - finding EXI-0113 - Grade B\n"
        "JB-K-114, Ex d IIB T4, on the K-301 skid walkway rail, at waist height. 2 of 8 cover bolts missing, "
        "lid seated, flamepath not opened.\n"
        "Remedial: fit 2 new A4 M8 cover bolts to the empty tapped holes, torque per label. Lid is NOT to be "
        "opened, so no isolation of the box is needed; K-301 keeps running. Inspector to re-check and close.",
        "Fit 2 x M8 bolts to empty holes\nTorque per label\nInspector re-check, close EXI-0113",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Screwing two missing bolts into a closed flameproof box at waist height, lid not opened: no permit. "
        "The finding explicitly needs no isolation, so Electrical/LOTO is forbidden.",
    ),
    wo(
        "Scaffold request SR-27-0113 (CANCELLED) - MSV-2 gland repack",
        "Plant-B",
        "Boiler House",
        ["Main steam stop valve MSV-2 (42 bar, in service)", "Boiler 2 drum level platform, EL +6.0 m (handrailed)"],
        6,
        "SCAFFOLD REQUEST FORM SR-27-0113\nRequested by: Mech Planner  Area: Boiler House, B2\n"
        "Purpose: access to MSV-2 gland for repack.\nStatus: CANCELLED 13/01 - not required. The gland is "
        "reached from the permanent handrailed drum level platform at +6.0 m; the handwheel and gland follower "
        "are inside the rails. No scaffold, no harness work.\n"
        "Job continues as WO 4472219: valve stays in service, back-seat MSV-2, relieve the gland nuts slowly, "
        "pull 2 old rings, add 2 new rings of graphite packing, re-torque.",
        "Back-seat MSV-2\nRelieve gland nuts, pull 2 rings\nInsert 2 new rings, re-torque\nCheck for leak",
        [CW],
        [],
        [WAH, HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Repacking the gland of a live steam valve is cold work. The scaffold is cancelled because the gland is "
        "inside the rails of a permanent platform, so Working at Height is genuinely excluded.",
        expect={"liveSources": ["MSV-2 main steam in service"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Deferral request DR-27-009 - hot tap FG header to TA29",
        "Plant-A",
        "Pipe Rack",
        ["Fuel gas header 10in-FG-2001", "Planned hot tap branch 4in (WO 4471220)"],
        4,
        "DEFERRAL REQUEST DR-27-009\nWork order: 4471220 - 4in hot tap on the 10in fuel gas header, rack bay 9, "
        "scaffold to 7 m, weld split tee, tapping machine.\nRequested: defer to TA29 (Q2 2028).\n"
        "Justification: new burner project slipped; branch not needed before TA29. Header wall thickness OK "
        "(UT 2026). No interim risk.\nThis order (today): planner and area engineer to walk bay 9 at grade and "
        "photograph the proposed tap location for the TA29 pack. Nothing to be opened, erected or welded.",
        "Walk bay 9 at grade\nPhotos of tap location\nSubmit DR-27-009 for approval",
        [],
        [],
        ALL,
        "The hot tap, scaffold and welding are deferred to the 2028 turnaround; today's work is a walk and "
        "photographs at grade. No permit.",
    ),
    wo(
        "Backlog scrub - Kandla maint. backlog review 14-Jan (minutes)",
        "Terminal-C",
        "Admin Building",
        ["Backlog report (CMMS export)", "Meeting room 2"],
        4,
        "BACKLOG SCRUB - minutes - 14 Jan - Maint Supt, Planner, Ops Supt, Project Engr\n"
        "a) 4465012 excavation for new FW main to T-40s - CANCEL, project scope now (CAPEX 27-11).\n"
        "b) 4466130 crane lift of PH-2 pump motor - KEEP, schedule wk 6.\n"
        "c) 4467702 tank T-12 entry for heating coil inspection - DEFER to T-12 cleaning 2027 Q3.\n"
        "d) 4468817 radiography of jetty manifold welds - CLOSE, done by PAUT in Dec.\n"
        "e) 4469011 LOTO audit Pump House - KEEP, HSE to own.\nNext scrub 11 Feb. Attendance 4.",
        "Review backlog items\nRecord keep/cancel/defer/close\nUpdate CMMS statuses",
        [],
        [],
        ALL,
        "Meeting minutes deciding the status of backlog orders; none of the excavation, lift, entry or "
        "radiography named is done today. No permit.",
    ),
    wo(
        "Lift plan prep - K-302 casing lift (Feb) - AP site survey",
        "Plant-B",
        "Compressor House",
        ["K-302 compressor upper casing (22 t, lift planned wk 8)", "Crane pad area north door", "Tape, camera"],
        4,
        "Appointed Person (lifting) - site survey for lift plan LP-27-044\nThe 22 t upper casing lift by 250 t "
        "crawler is planned for week 8, NOT this week. Today: AP walks the north door hardstanding and the "
        "compressor house floor with the area operator, tapes the door width and the radius to the casing "
        "centre, photographs the ground and the overhead pipe bridge, and takes the existing ground-bearing "
        "report from the drawing office. No crane, no lifting gear, no vehicles today. Draft plan to planner by "
        "Friday.",
        "Walk hardstanding + floor\nMeasure door, radius\nPhotos\nDraft LP-27-044",
        [],
        [],
        ALL,
        "A lifting appointed person surveys and measures for a lift five weeks away; no load, crane or vehicle "
        "is involved today. No permit.",
    ),
    wo(
        "RT prior notification - March campaign (Terminal-C tank nozzles)",
        "Plant-A",
        "Maintenance Workshop",
        ["NDT coordinator desk", "Prior notification form", "Source register"],
        4,
        "NDT coordinator: prepare and send the 28-day prior notification of site radiography to the regulator "
        "for the March Terminal-C tank nozzle campaign (Ir-192, 2 crews, nights), update the source register "
        "entries and the RPS contact list, and book the contractor's RPA review call. Desk work in the workshop "
        "office only; no source comes on site under this order.",
        "Complete notification form\nUpdate source register\nBook RPA call",
        [],
        [],
        ALL,
        "Paperwork that notifies a radiography campaign next month; no source, exposure or site work today. No "
        "permit.",
    ),
    wo(
        "QA - WPS/PQR review for TA29 contractors",
        "Plant-B",
        "Warehouse",
        ["QA office (warehouse mezzanine)", "Contractor WPS/PQR binders"],
        4,
        "QA engineer: review the three bidders' welding procedure specifications and PQRs for TA29 (P1 carbon "
        "steel GTAW root + SMAW fill, P5A Cr-Mo with PWHT, preheat 150 degC), mark up essential variables, "
        "check the PWHT heater ratings and the RT / hardness acceptance in the ITPs. Results to the TA "
        "contracts lead. Office work only, no welding or testing.",
        "Review WPS/PQRs\nMark-up variables\nCheck ITPs\nIssue comments",
        [],
        [],
        ALL,
        "A desk review of welding procedures and inspection plans for a future turnaround; no welding, "
        "heating or radiography happens. No permit.",
    ),
    wo(
        "Customs - re-seal bonded tank T-15 outlet (officer visit)",
        "Terminal-C",
        "Tank Farm",
        ["Bonded tank T-15 (duty-unpaid base oil)", "Outlet valve XV-15-01 handwheel", "Customs wire seals"],
        4,
        "Customs officer visit 10:00 - bonded tank T-15. Officer to verify the dip with our gauger (reading "
        "from the ATG display in the tank farm hut) and to fit a new numbered wire seal through the outlet "
        "valve handwheel at ground level after yesterday's receipt. Terminal escort only. Valve stays shut; no "
        "line, hatch or tank is opened. Officer's car stays in the admin car park.",
        "Escort officer\nATG reading\nFit numbered wire seal to XV-15-01\nRecord seal number",
        [],
        [],
        ALL,
        "Threading a customs seal through a closed valve handwheel at ground level and reading a gauge: no "
        "containment is broken and nothing is worked on. No permit.",
    ),
    wo(
        "Jetty 2 emergency cabinet - replace expired hand flares",
        "Plant-B",
        "Jetty",
        ["Jetty 2 emergency cabinet (lifebuoys, throw line, hand flares)", "4 x hand flares, 2 x parachute rockets"],
        4,
        "Marine safety check: the hand flares and parachute rockets in the jetty 2 emergency cabinet expire "
        "this month. Swap them for the new boxed set from stores, take the expired pyrotechnics back to the "
        "marine store for the supplier's return, check the lifebuoy light and throw line. Nothing is fired; the "
        "cabinet is at deck level.",
        "Swap flares + rockets\nReturn expired to marine store\nCheck lifebuoy light, throw line",
        [],
        [],
        ALL,
        "'Flares' here are boxed marine distress pyrotechnics swapped in a cabinet, not the flare system; "
        "nothing is lit or worked on. No permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Hot tap data sheet HT-27-004 - 6in branch on FW ring main",
        "Terminal-C",
        "Tank Farm",
        ["Fire water ring main 10in (buried 1.1 m, in service 9 barg)", "6in split tee + tapping machine",
         "Vac-ex truck", "Weld: SMAW 7018"],
        12,
        "HOT TAP DATA SHEET HT-27-004 (contractor: hot tap crew, 3 + welder)\n"
        "Line: 10in FW ring main, buried, tank farm north road by T-40. In service 9 barg, flow maintained.\n"
        "Day 1 (today): vac-ex truck on the tank farm road to expose the main, hole 2.5 x 2.0 m to 1.6 m "
        "(trench box). Weld 6in full-encirclement split tee to the live main (low-hydrogen, 2 welders), MPI of "
        "fillets, hydro-test the tee at 14 barg. Fit 6in valve, mount tapping machine and cut the coupon under "
        "pressure. Gas test the pit continuously - tank farm.",
        "Vac-ex to 1.6 m, trench box\nWeld split tee on live main\nMPI + tee hydro-test\nMount machine, tap, retrieve coupon",
        [HW, EX, VE, CW],
        [CSE],
        [RT, WAH, LOTO],
        "Welding a split tee to a live buried main in a tank farm needs Hot Work, a 1.6 m vac-ex pit needs "
        "Excavation, the vac-ex truck in the tank farm needs Vehicle Entry, and tapping into a live main is "
        "cold work. A 1.6 m boxed pit where welders work is optional confined space.",
        expect={"gasSubstances": ["LEL"], "liveSources": ["10in fire water ring main in service 9 barg"]},
    ),
    wo(
        "Arborist job sheet - poplar limbs over rack 3 (MEWP)",
        "Plant-B",
        "Pipe Rack",
        ["Poplar row along rack 3 (limbs over the 3rd tier)", "Truck-mounted MEWP 22 m (diesel)",
         "Petrol top-handle chainsaw", "Lowering ropes"],
        8,
        "TREE JOB SHEET - Rijnmond Boomzorg - crew of 3\nJob: cut back poplar limbs overhanging rack 3 third "
        "tier (about 11 m) after the storm.\nMethod: truck-mounted 22 m MEWP (diesel) drives in from gate 4 and "
        "sets up on the rack road; climber in the basket with harness, top-handle chainsaw; limbs roped down "
        "by groundsman to the road (no limb over 80 kg). Operations gas test at the rack before start. Chipper "
        "stays outside at gate 4.",
        "MEWP in, set up on rack road\nGas test\nCut limbs from basket, rope down\nMEWP out, tidy",
        [WAH, VE],
        [HW, LIFT],
        [CSE, EX, RT, LOTO],
        "Cutting limbs from a basket at 11 m needs Working at Height and the diesel MEWP on the rack road needs "
        "Vehicle Entry. A petrol chainsaw beside hydrocarbon lines is optional hot work, and limbs under 80 kg "
        "roped down are an optional lift.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Scaffold request SR-27-0120 - B-house roof extract fan EF-3",
        "Plant-B",
        "Boiler House",
        ["Roof extract fan EF-3 (400 V, 4 kW)", "Internal scaffold tower to +11 m", "Motor 65 kg"],
        10,
        "SCAFFOLD REQUEST FORM SR-27-0120\nPurpose: access to roof extract fan EF-3 from inside the boiler house "
        "(bearing noise). Height to working deck: +11 m, load class 2, double guard rail, kick boards.\n"
        "Erect: Mon. Handover tag: Tue AM. Work Tue: EF-3 isolated at MCC-BH1 drawer 12 (electrician), fitter "
        "on the scaffold deck changes both bearings and lowers the 65 kg motor to the floor on a 250 kg chain "
        "block hung from the roof beam. Dismantle: Wed.",
        "Erect tower to +11 m, tag\nIsolate EF-3 at MCC-BH1 drawer 12\nBearings + motor down by chain block\nRe-energise, strike",
        [WAH, LOTO],
        [LIFT],
        [HW, CSE, EX, RT, VE],
        "Erecting and working from an 11 m scaffold tower needs Working at Height; the 400 V fan is isolated "
        "and locked. A 65 kg motor on a chain block is an optional lift.",
        expect={"isolationPoints": ["MCC-BH1 drawer 12"]},
    ),
    wo(
        "Lift plan LP-27-031 - E-3320 air cooler fan motor (2.3 t)",
        "Plant-A",
        "Hydrotreater",
        ["Air cooler E-3320 fan motor M-3320C (6.6 kV, 2.3 t)", "100 t mobile crane", "SS-3 panel 6"],
        10,
        "LIFT PLAN LP-27-031 (Appointed Person)\nLoad: fan motor M-3320C, 2.3 t + rigging 0.15 t. Crane: 100 t "
        "all-terrain, outriggers on 1.5 m mats on the HDT west road, radius 18 m, 41% of chart.\n"
        "Pre-conditions: motor 6.6 kV isolated, racked out and earthed at SS-3 panel 6 by the HV AP; rigger on "
        "the fin-fan deck (+8 m, handrailed); tag lines; exclusion zone; operations gas test of the crane "
        "position.\nSequence: crane in, unbolt motor, lift to the laydown trailer, lift new motor up.",
        "Isolate + earth M-3320C at SS-3 panel 6\nCrane in, set up\nLift old motor down, new up\nReconnect, test",
        [LIFT, VE, LOTO],
        [WAH, CW],
        [HW, CSE, EX, RT],
        "A 2.3 t crane lift needs Lifting, the 100 t crane on the hydrotreater road needs Vehicle Entry and the "
        "6.6 kV motor is isolated and earthed. The rigger on the handrailed fin-fan deck makes Working at "
        "Height optional.",
        expect={"isolationPoints": ["SS-3 panel 6"], "gasSubstances": ["LEL", "H2S"]},
    ),
    wo(
        "NDT daily job sheet - KO drum inlet welds RT from scaffold",
        "Plant-A",
        "Flare Area",
        ["Flare KO drum D-7001 inlet nozzle welds W1-W4", "Scaffold to +7.2 m (tagged)", "Ir-192 projector 25 Ci"],
        8,
        "NDT CONTRACTOR - DAILY JOB SHEET - crew 2 (Level II + assistant)\nClient WO: 4471880  Shift: nights "
        "19:00-03:00\nScope: RT of 4 new repair welds on D-7001 inlet nozzle (prepped, PWHT done). Access: tagged "
        "scaffold to +7.2 m, open edge at the drum side. Source Ir-192 25 Ci, crank-out from the deck. "
        "Controlled area barriered at grade and on the scaffold stair, radios, audible alarm, area cleared by "
        "the flare operator.",
        "Barriers + clearance\nSet up on +7.2 m scaffold\nExpose W1-W4\nSurvey, develop, report",
        [RT, WAH],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "Ir-192 radiography needs Radiography, and the crew works on a scaffold at 7.2 m with an open edge, so "
        "Working at Height is required.",
    ),
    wo(
        "Ex finding EXI-0098 - TLB area lighting mast LM-4 fitting",
        "Terminal-C",
        "Truck Loading Bay",
        ["Lighting mast LM-4 (9 m)", "Ex de floodlight LM-4-2 (cracked glass)", "LDB-TLB way 6 (230 V)",
         "Diesel articulated boom lift"],
        6,
        "Ex inspection finding EXI-0098 (Grade A - cracked glass, Zone 2) - raised as job\n"
        "Replace floodlight LM-4-2 with a like-for-like certified Ex de fitting. Kindly isolate LDB-TLB way 6 "
        "and lock; lamp head is at 9 m on the mast, reached from the diesel articulated boom lift which will "
        "come in by the TLB entry gate and set up on bay 3 (bay 3 closed to tankers for the job). Harness "
        "clipped in the basket. Inspector to witness the gland and close the finding.",
        "Close bay 3, boom lift in\nIsolate + lock LDB-TLB way 6\nReplace LM-4-2 at 9 m\nInspect, re-energise",
        [LOTO, WAH, VE],
        [],
        [HW, CSE, EX, RT, LIFT],
        "The 230 V lighting way is isolated and locked, the fitting is 9 m up from a boom lift, and the diesel "
        "boom lift enters a truck loading bay: Electrical/LOTO, Working at Height and Vehicle Entry.",
        expect={"isolationPoints": ["LDB-TLB way 6"]},
    ),
    wo(
        "Release cert + entry - V-3305 caustic wash drum nozzle N4 weld",
        "Plant-B",
        "Reactor Building",
        ["Caustic wash drum V-3305", "Nozzle N4 (pitted, weld build-up)", "Blinds B-33/1..4 (fitted)"],
        12,
        "CERTIFICATE OF RELEASE - V-3305 - Ops to Maint\nPositively isolated by blinds B-33/1 to B-33/4 (fitted "
        "and listed on IC-3305), drained, water washed, N2 purged then air ventilated, manways open both ends.\n"
        "Released for: entry for internal inspection, then weld build-up of the pitting at the nozzle N4 "
        "bore (GTAW, 2 welders inside, hole watch at manway, forced ventilation). Gas test O2 / LEL before "
        "entry and continuous; 0% LEL for the welding.",
        "Verify blinds per IC-3305\nGas test, enter\nInspect, grind + weld N4 bore\nBox up",
        [CSE, HW],
        [CW],
        [EX, RT, LIFT, VE, WAH, LOTO],
        "Welders enter the drum and weld inside it: Confined Space Entry and Hot Work. The blinds were already "
        "fitted by operations, so cold work is optional.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Ship's agent request - MT Kestrel spare pump + loading arm hose",
        "Terminal-C",
        "Jetty",
        ["Jetty hose crane JC-1 (SWL 3 t)", "Ship's spare cargo pump casing (1.2 t)", "Loading arm LA-2 hydraulic hose",
         "LA-2 HPU (400 V)", "Agent's flatbed truck"],
        8,
        "From: ship's agent (MT Kestrel, berth 1)  To: Terminal Jetty Supv\nDear Sir, kindly arrange: (1) the "
        "jetty hose crane to land the ship's spare cargo pump casing, 1.2 t, from the main deck to the jetty; "
        "our flatbed truck will come onto the jetty head to collect it. (2) Your fitters to change the "
        "leaking hydraulic hose on loading arm LA-2 which we noticed at connection; we understand the LA-2 HPU "
        "must be locked off and the arm pinned. Vessel is not loading during these jobs.\nBest regards, Agent",
        "Land 1.2 t casing with JC-1\nTruck on jetty head, load, leave\nLock LA-2 HPU, pin arm\nChange hose, test",
        [LIFT, VE, LOTO, CW],
        [],
        [HW, CSE, EX, RT],
        "A 1.2 t crane lift needs Lifting, the flatbed on the jetty head needs Vehicle Entry, the 400 V HPU is "
        "locked off and changing a hydraulic hose on the arm breaks a pressurised system (Cold Work).",
        expect={"isolationPoints": ["LA-2 HPU"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Corrosion coupon retrieval CC-07 - SWS feed line (live)",
        "Plant-A",
        "Wastewater Treatment",
        ["Sour water stripper feed line 6in (in service, 8 barg, 90 degC)", "Retractable access fitting CC-07",
         "Coupon retriever tool + service valve"],
        4,
        "Corrosion engineer request: pull and replace coupon CC-07 on the SWS feed line under pressure with the "
        "retriever (2in access fitting). Line stays in service at 8 barg / 90 degC, flow not interrupted. "
        "Retriever and service valve fitted, pressure balanced, coupon holder withdrawn, new coupon in, "
        "bled down through the retriever vent to the closed drain. H2S monitors worn; SCBA on standby.",
        "Fit service valve + retriever\nEqualise, withdraw holder\nSwap coupon, reinsert\nBleed to closed drain, remove retriever",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Withdrawing a coupon through an access fitting on a live sour water line breaks containment under "
        "pressure: Cold Work. Nothing electrical is touched.",
        expect={"liveSources": ["SWS feed line in service 8 barg"], "gasSubstances": ["H2S", "NH3"]},
    ),
    wo(
        "Ex finding EXI-0104 - P-210B motor cable gland",
        "Terminal-C",
        "Pump House",
        ["Gasoil transfer pump motor P-210B (400 V)", "P-210A (duty, same MCC-PH2 bus)", "MCC-PH2 bucket 9"],
        4,
        "Ex inspection finding EXI-0104 - P-210B motor terminal box cable gland loose, barrier compound cracked.\n"
        "P-210A stays on duty (fed from the same MCC-PH2 bus). Isolate P-210B at MCC-PH2 bucket 9, lock, prove "
        "dead at the terminal box, remake the gland with a new barrier gland. Do not open any other terminal "
        "box; MCC-PH2 bus stays live.",
        "Lock MCC-PH2 bucket 9\nProve dead at P-210B\nRemake barrier gland\nIR test, restore",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Remaking a 400 V motor gland needs the motor isolated and locked; the duty pump and the MCC bus stay "
        "live and must not be listed as isolated.",
        expect={"isolationPoints": ["MCC-PH2 bucket 9"], "liveSources": ["P-210A running", "MCC-PH2 bus"]},
    ),
    wo(
        "Customer request - T-31 heating coil steam trap (tank in service)",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-31 (fuel oil, lessee stock, heated 55 degC)", "Heating coil outlet steam trap ST-31-2",
         "LP steam header 5 barg"],
        4,
        "From: Ops Desk, lessee  To: Terminal Maint\nDear Sir, the steam trap ST-31-2 on our T-31 heating coil "
        "outlet is blowing through. Kindly change it today. T-31 must stay in service and heated (receipt "
        "tomorrow), so please do not isolate the coil inlet, only the trap by its own block valves. LP steam "
        "header stays live. Trap is at grade by the bund steps.\nBest regards",
        "Close trap block valves, vent\nUnbolt trap, fit new\nOpen slowly, check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Changing a steam trap between its own block valves breaks containment: Cold Work. The tank, its coil "
        "and the steam header stay live.",
        expect={"liveSources": ["T-31 in service heated", "LP steam header"]},
    ),
    wo(
        "Relay test plan - T2 33/11 kV transformer protection (on load)",
        "Plant-A",
        "Substation",
        ["T2 33/11 kV transformer (in service)", "Differential relay 87T-T2", "Test blocks TB-1/TB-2",
         "Secondary injection set"],
        8,
        "PROTECTION TEST PLAN (relay testing contractor)\nT2 stays in service on load - T1 and T2 in parallel is "
        "NOT available, so test on load with the trip circuits isolated.\n1. Insert CT shorting plugs in test "
        "blocks TB-1/TB-2, confirm the CTs are shorted before opening. 2. Remove trip links TL-1/TL-2 and lock "
        "the link box. 3. Secondary injection of 87T-T2, record. 4. Restore in reverse, check no standing trip "
        "before refitting links. 33 kV and 11 kV busbars live throughout.",
        "Short CTs at TB-1/TB-2\nRemove + lock trip links\nSecondary injection 87T\nRestore, check",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Secondary injection on the protection of an energised transformer needs the trip links isolated and "
        "the CT circuits shorted under an electrical permit; the transformer and both busbars stay live.",
        expect={"isolationPoints": ["trip links TL-1/TL-2"],
                "liveSources": ["T2 33/11 kV transformer in service", "33 kV busbar", "11 kV busbar"]},
    ),
    wo(
        "B3 burner 2 flame scanner - clean lens / replace (boiler firing)",
        "Plant-B",
        "Boiler House",
        ["Boiler 3 burner 2 UV flame scanner FS-302", "Burner 2 gas valves (closed)", "Burner management system"],
        4,
        "Burner 2 on B3 shows low flame signal. Boiler stays on load on burners 1 and 3. Take burner 2 out of "
        "service from the BMS, close and lock its gas block valves, purge air stays on. Unscrew FS-302 from the "
        "sight tube, clean the quartz lens, replace the scanner if the signal stays low, refit. BMS engineer to "
        "force nothing; relight by the operator.",
        "Burner 2 out of service, lock gas valves\nRemove FS-302, clean/replace\nRefit, relight burner 2",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Removing a scanner from the sight tube of a firing boiler with burner 2's gas valves locked is cold "
        "work on operating plant. Electrical isolation of the scanner is optional; burners 1 and 3 and the "
        "fuel gas header stay live.",
        expect={"liveSources": ["burners 1 and 3 firing", "fuel gas header"],
                "isolationPoints": ["burner 2 gas block valves"], "gasSubstances": ["CO"]},
    ),
    wo(
        "Standing instruction SI-RE-07 - K-301 lube oil duplex filter change",
        "Plant-B",
        "Compressor House",
        ["K-301 lube oil duplex filter F-301A/B", "K-301 (running)", "Lube oil 2.5 barg, 55 degC"],
        4,
        "SI-RE-07 (rotating equipment engineer): dP on F-301A at 1.1 bar. Change over to F-301B on the run: "
        "fill and vent B through the fill valve, watch lube oil header pressure on the panel, rotate the "
        "changeover lever. Then isolate A, depressure to drain, change the element, refill and vent, leave on "
        "standby. K-301 keeps running; nothing electrical is touched.",
        "Fill + vent F-301B\nChange over to B\nIsolate + drain A, change element\nRefill, vent, standby",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Changing a duplex filter element on a running compressor breaks containment on live lube oil: Cold "
        "Work. The compressor keeps running and nothing electrical is isolated.",
        expect={"liveSources": ["K-301 running", "lube oil header 2.5 barg"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "LDAR leak tag B-0412 - benzene stripper feed valve packing",
        "Plant-A",
        "Wastewater Treatment",
        ["Benzene NESHAP stripper feed valve HV-8812 (2in gate)", "LDAR tag B-0412"],
        4,
        "LDAR REPAIR - tag B-0412 (yellow) - Method 21 reading 11,400 ppmv at the packing, benzene service "
        "(NESHAP wastewater stripper feed). First attempt due within 5 days. Tighten the packing gland nuts in "
        "steps with the valve in service; re-screen with the TVA after 15 min. If still above 500 ppmv, raise "
        "for repack at next opportunity. Benzene site action level 0.5 ppm - half-face with organic vapour "
        "cartridges, personal badge.",
        "Tighten gland nuts stepwise\nRe-screen Method 21\nRecord on tag B-0412",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Tightening the packing on an in-service benzene valve is cold work on operating plant with a benzene "
        "exposure; nothing is opened or isolated electrically.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Defect tag 0412 - TK-208 PV valve sticking open",
        "Plant-B",
        "Tank Farm",
        ["Raffinate tank TK-208 (sour, in service)", "PV valve PVV-208 (roof, inside handrail)"],
        4,
        "DEFECT TAG 0412 hung 13/01 by TF operator (Nachtdienst)\nEquipment: PVV-208 on TK-208 roof.\n"
        "Defect: pressure pallet hangs open, tank breathing continuously, smell of H2S at the roof.\n"
        "Action requested: open the PV valve weather hood, free and clean the pallet and seat, refit. Roof "
        "walkway and the valve are inside the handrail. Tank in service, N2 blanket off on this tank. H2S in "
        "the vent vapour up to 40 ppm - personal monitor and escape set; LEL check at the hood.",
        "Gas check at roof\nOpen hood, free pallet + seat\nRefit hood, check seating",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening a PV valve on a sour tank in service breaks containment (Cold Work) with H2S and flammable "
        "vapour at the vent. The railed tank roof makes Working at Height optional.",
        expect={"gasSubstances": ["H2S", "LEL"]},
    ),
    wo(
        "Lab request - SMBS day tank suction strainer (SO2 smell)",
        "Plant-B",
        "Effluent Treatment",
        ["Sodium metabisulphite day tank T-ETP-12", "Dosing pump P-12A suction strainer", "P-12A (400 V)"],
        4,
        "Hi Maint - lab here. Dechlor dosing has been low since Monday and there's a sharp SO2 smell at the "
        "SMBS day tank whenever someone opens the strainer lid. Can you clean the P-12A suction strainer today? "
        "Pump P-12A needs stopping and locking at the local isolator, suction valve closed. Strainer basket is "
        "at floor level. Please wear the full-face with acid gas cartridges - last time the hand monitor went "
        "to 6 ppm. Thanks, Priya (ETP lab)",
        "Lock P-12A local isolator\nClose suction, drain strainer\nClean basket\nRefit, restart",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening the strainer breaks containment on a sulphite line that gives off SO2 (Cold Work), and the "
        "400 V dosing pump is stopped and locked at its isolator.",
        expect={"gasSubstances": ["SO2"], "isolationPoints": ["P-12A local isolator"]},
    ),
    wo(
        "CW treatment report - acid injection quill replacement cell 2",
        "Plant-A",
        "Cooling Tower",
        ["Sulphuric acid injection quill AQ-2", "Hypochlorite injection point HQ-2 (1.5 m away)",
         "Acid dosing pump P-CT-21 (230 V)"],
        4,
        "Cooling water treatment contractor - monthly service report, action 3: acid injection quill AQ-2 in "
        "cell 2 basin riser is eroded, replace. Hypochlorite is dosed 1.5 m away at HQ-2 - stop and lock BOTH "
        "acid pump P-CT-21 and hypo pump P-CT-22 before breaking the quill, flush with water, so acid and hypo "
        "cannot meet and release chlorine. Quill at grade on the riser.",
        "Stop + lock P-CT-21 and P-CT-22\nClose quill valve, flush\nReplace AQ-2\nRestart dosing",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking an acid injection quill next to a hypochlorite point is cold work with a chlorine risk; both "
        "dosing pumps are stopped and locked.",
        expect={"gasSubstances": ["Cl2"], "isolationPoints": ["P-CT-21", "P-CT-22"]},
    ),
    wo(
        "Loading master's note - LA-1 drip tray drain (sour crude cargo)",
        "Terminal-C",
        "Jetty",
        ["Loading arm LA-1 drip tray drain valve DV-LA1", "Drip tray drain line to slop tank", "MT Ardent (sour crude)"],
        4,
        "LOADING MASTER - note to maint, berth 1\nMT Ardent discharging sour crude, H2S in vapour measured 200 ppm "
        "at the arm. LA-1 drip tray drain valve DV-LA1 is passing and the drain line is blocked at the first "
        "elbow. Clear it now (discharge continues on LA-2): close DV-LA1, break the elbow flange, rod out, remake. "
        "Terminal H2S alarm set at 5 ppm for this cargo - SCBA for the break, second man with monitor.",
        "Close DV-LA1\nBreak elbow flange (SCBA)\nRod out, remake\nLeak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a drain line flange at a sour crude loading arm is cold work with high H2S; the 5 ppm alarm "
        "is the terminal's stricter setting.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "liveSources": ["LA-2 discharging"]},
    ),
    wo(
        "Cal record - F-101 flue gas O2/CO analyser sample pump",
        "Plant-A",
        "Crude Unit",
        ["Crude heater F-101 flue gas analyser AT-101 (O2/CO)", "Sample pump + probe filter", "Analyser shelter 230 V"],
        4,
        "INSTRUMENT CALIBRATION RECORD - AT-101 (F-101 stack O2/CO)\nAs-found: O2 zero/span OK, CO slow to "
        "respond, sample flow 0.4 l/min (spec 1.0). Cause: sample pump diaphragm.\nAction today: heater stays "
        "firing. Isolate the analyser at its 230 V shelter DB, close the probe block valve, change the pump "
        "diaphragm and probe filter. Flue gas in the sample line (CO up to 400 ppm at upsets) - portable CO "
        "monitor in the shelter, door open. Recalibrate, return to service.",
        "Isolate AT-101 at shelter DB\nClose probe block valve\nChange diaphragm + filter\nRecal, return to service",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening the sample system of a firing heater's flue gas analyser breaks containment on CO-bearing gas "
        "(Cold Work), and the 230 V analyser supply is isolated.",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["AT-101 shelter DB"],
                "liveSources": ["F-101 firing"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "NDT daily job sheet - crude tie-in welds T3-T8 RT (grade)",
        "Plant-A",
        "Crude Unit",
        ["New crude bypass tie-in welds T3-T8 (grade level)", "Ir-192 projector 30 Ci", "RT van"],
        8,
        "NDT CONTRACTOR - DAILY JOB SHEET - crew 1\nScope: RT of tie-in welds T3-T8 on the new crude bypass at "
        "grade, row 2 of the crude unit. Source Ir-192 30 Ci. Site boundary for this job 7.5 uSv/h (stricter "
        "than our standard) - barriers at grade and at the foot of the row 2 scaffold stair. NOTE: lagging crew on the "
        "row 2 scaffold (5 m) same shift - coordinate clearance with their supervisor before each exposure. RT "
        "van parks on the crude unit road.",
        "Barriers at 7.5 uSv/h\nClear row 2 incl. lagging crew\nExpose T3-T8\nSurvey, report",
        [RT, VE],
        [],
        [HW, CSE, EX, LIFT, WAH, LOTO],
        "Ir-192 radiography needs Radiography, and the RT van on the crude unit road is a vehicle in a process "
        "area. The site boundary of 7.5 uSv/h is the stricter limit.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="A-crude-row2",
        start_hour=19,
    ),
    wo(
        "Insulation contractor - strip lagging 10in crude line row 2 (scaffold)",
        "Plant-A",
        "Crude Unit",
        ["10in crude line 10in-CR-1107 (in service, 240 degC)", "Row 2 scaffold (+5 m, tagged)", "Mineral wool + cladding"],
        8,
        "Insulation contractor - work request\nStrip cladding and mineral wool from 14 m of 10in-CR-1107 "
        "on the row 2 scaffold at +5 m for the CUI inspection, line in service at 240 degC. Hand tools only "
        "(snips, knives), bag and lower the waste. NDT crew doing RT at grade in row 2 tonight - stop and "
        "clear the scaffold when their supervisor calls each shot.",
        "Scaffold tag check\nStrip cladding + wool at +5 m\nBag + lower waste\nClear for RT shots",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Stripping lagging from a 5 m scaffold needs Working at Height, and removing insulation from a hot "
        "crude line in service is cold work. This crew does not do the radiography.",
        expect={"liveSources": ["10in-CR-1107 in service 240 degC"]},
        pair="A-crude-row2",
        start_hour=19,
    ),
    wo(
        "Construction daily plan - TK-204 earthing cable trench (mini digger)",
        "Plant-B",
        "Tank Farm",
        ["TK-204 bund (toluene tank)", "Diesel mini digger 1.7 t", "Earthing cable 95 mm2"],
        8,
        "CONSTRUCTION DAILY PLAN - Project 27-08 (tank earthing upgrade)\nCrew E3: TK-204 - trench 0.6 x 1.2 m "
        "deep from the bund wall to the tank earth boss (22 m), mini digger (diesel, 1.7 t) in the bund via the "
        "ramp, services located and marked, hand dig within 0.5 m of marks. Lay 95 mm2 earth, backfill. Note: "
        "instrument crew on TK-204 roof today for the radar - keep the digger clear of the stair foot.",
        "Locate + mark\nDigger into bund\nTrench 1.2 m, lay cable\nBackfill, digger out",
        [EX, VE],
        [],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 1.2 m machine-dug trench needs Excavation, and the diesel mini digger inside a toluene tank bund "
        "needs Vehicle Entry.",
        expect={"gasSubstances": ["LEL"]},
        pair="B-tk204",
    ),
    wo(
        "Instrument job card - TK-204 radar LT-204 swap (roof)",
        "Plant-B",
        "Tank Farm",
        ["Toluene tank TK-204 (in service)", "Radar level transmitter LT-204 on still-well nozzle", "24 V loop"],
        8,
        "INSTR JOB CARD - LT-204 radar failed (loop 24 V). Tank stays in service. Put the level on manual dip "
        "for ops, loop 24 V isolated at the marshalling cabinet. On the railed tank roof: unbolt LT-204 from the "
        "still-well nozzle flange (toluene vapour - LEL check, monitor), fit new radar, new gasket, configure. "
        "Project crew trenching in the TK-204 bund today.",
        "Manual dip for ops\nLoop off at marshalling\nUnbolt + swap LT-204 on roof\nConfigure, check level",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Unbolting a transmitter from a tank nozzle in service breaks containment on toluene vapour (Cold "
        "Work). The tank roof is railed (Working at Height optional) and the 24 V loop forbids Electrical/LOTO.",
        expect={"gasSubstances": ["LEL"]},
        pair="B-tk204",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Fire team report F-27-003 follow-up - rack 5 support re-weld",
        "Plant-B",
        "Pipe Rack",
        ["Rack 5 pipe shoe support PS-5-14 (+6 m, 2nd tier)", "Scaffold +6 m (re-tagged)", "Oily lagging (removed)"],
        8,
        "SITE FIRE TEAM REPORT F-27-003 (follow-up): 11/01 grinding sparks on the rack 5 second tier fell onto "
        "oily lagging on the line below; small fire, out with one extinguisher in under a minute, fire watch "
        "had walked off. Lagging removed since.\nRemaining job: re-weld the shoe support PS-5-14 at +6 m from "
        "the re-tagged scaffold. Fire blankets on the lower tier, dedicated fire watch for the whole job and 60 "
        "min after, gas test at each break.",
        "Fire blankets lower tier\nGas test\nGrind + weld PS-5-14 at +6 m\nFire watch 60 min",
        [HW, WAH],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Grinding and welding a support at 6 m from a scaffold needs Hot Work and Working at Height; working "
        "beside in-service rack lines is optional cold work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Gatehouse log 12/01 follow-up - TLB canopy strike bay 5",
        "Terminal-C",
        "Truck Loading Bay",
        ["TLB canopy edge beam bay 5 (+5.5 m)", "Canopy lights bay 5 (230 V, LDB-TLB way 9)", "Diesel scissor lift"],
        8,
        "GATEHOUSE LOG extract 12/01: 14:20 tanker GJ-12-AX-4471 reported by driver - hit canopy edge at bay 5 "
        "while pulling out, cladding hanging, light fitting swinging. 14:35 bay 5 closed by TLB supervisor.\n"
        "Job: make safe and repair - remove the hanging cladding and the damaged light at +5.5 m from a diesel "
        "scissor lift on bay 5 (bay closed), straighten the flashing. Isolate LDB-TLB way 9 first.",
        "Bay 5 closed\nIsolate LDB-TLB way 9\nScissor lift in, remove cladding + light at +5.5 m\nReinstate",
        [WAH, LOTO, VE],
        [],
        [HW, CSE, EX, RT, LIFT],
        "Removing damaged cladding and a light at 5.5 m needs Working at Height, the 230 V lighting way is "
        "isolated and the diesel scissor lift enters the loading bay.",
        expect={"isolationPoints": ["LDB-TLB way 9"]},
    ),
    wo(
        "ERT log follow-up - P-7010B seal leak (flare KO pump-out)",
        "Plant-A",
        "Flare Area",
        ["KO drum pump-out pump P-7010B (400 V)", "Mechanical seal", "MCC-F1 bucket 3"],
        6,
        "ERT LOG 12/01 02:15 - fixed H2S detector AT-7010 in alarm at 18 ppm, P-7010 pump bay. ERT in SCBA; "
        "P-7010B mech seal spraying. Ops stopped B, started A, closed B suction/discharge. 03:05 all clear.\n"
        "Job: replace P-7010B mechanical seal. Lock B at MCC-F1 bucket 3, drain and flush to closed drain, "
        "remove seal. Sour service - SCBA for the break.",
        "Lock P-7010B at MCC-F1 bucket 3\nDrain + flush, break\nReplace seal\nRelease, restart",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Changing the seal needs the 400 V pump locked and the sour casing opened (Cold Work); P-7010A stays "
        "running.",
        expect={"gasSubstances": ["H2S", "LEL"], "isolationPoints": ["MCC-F1 bucket 3"],
                "liveSources": ["P-7010A running"]},
    ),
    wo(
        "Customer complaint CC-27-02 follow-up - spectacle blind manifold 3",
        "Terminal-C",
        "Pump House",
        ["Manifold 3 interconnection to T-31 line (8in)", "Spectacle blind SB-M3-4", "Valves MV-3-4A/B"],
        6,
        "CUSTOMER COMPLAINT CC-27-02 (lessee of T-31): 3 m3 of base oil from manifold 3 passed into their fuel "
        "oil tank through a passing double valve on 09/01. Corrective action agreed with the customer: swing "
        "spectacle blind SB-M3-4 to closed. Line drained between MV-3-4A and B, vent to drum, break the 8in "
        "flange pair, swing the blind, new gaskets, torque. No pumps involved.",
        "Drain + vent between valves\nBreak flanges, swing SB-M3-4\nNew gaskets, torque\nRecord",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Swinging a spectacle blind breaks containment (Cold Work); the text rules out pumps, so no electrical "
        "isolation.",
    ),
    wo(
        "Crane pre-use check defect follow-up - wksp OHC hook latch + pump lift",
        "Plant-A",
        "Maintenance Workshop",
        ["Workshop overhead crane 5 t", "Hook safety latch", "P-1103 bare-shaft pump (1.1 t)"],
        6,
        "CRANE PRE-USE CHECK 13/01 - defect: hook safety latch spring broken, crane tagged OUT OF SERVICE by the "
        "operator. Latch replaced this morning, re-check passed.\nJob now: lift P-1103 bare-shaft pump (1.1 t) "
        "from the bench to the transport pallet with the 5 t OHC, 2 leg chain sling, tag line, floor barriered. "
        "Pallet collected by forklift at the workshop door tomorrow.",
        "Confirm pre-use check passed\nSling P-1103\nLift 1.1 t to pallet\nBarrier down",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH, LOTO],
        "A 1.1 t lift on the overhead crane is a lift of 1 t or more: Lifting. The workshop is not a process "
        "area and the forklift collection is tomorrow.",
    ),
    wo(
        "Locator report follow-up - 400 V cable strike repair, SS fence line",
        "Terminal-C",
        "Substation",
        ["400 V cable to admin building (feeder LV-SS-07)", "Cable joint kit (resin)", "LV board LVB-1 way 7"],
        8,
        "UTILITY LOCATOR REPORT 08/01: fence-post auger struck an unmarked 400 V cable at post 12, 0.7 m deep; "
        "cable not on drawings, feeder LV-SS-07 tripped. No injury.\nRepair now: LV-SS-07 isolated and locked at "
        "LVB-1 way 7, proved dead at the strike point. Hand dig to expose 2 m of cable to 0.8 m, resin straight "
        "joint (no heat), sand, tile and tape, backfill.",
        "Isolate + lock LVB-1 way 7, prove dead\nHand dig to 0.8 m\nResin joint\nBackfill, re-energise",
        [LOTO, EX],
        [],
        [HW, CSE, RT, LIFT, VE, WAH],
        "Re-exposing a struck cable by hand to 0.8 m is Excavation, and the 400 V feeder is isolated and "
        "locked; a cold resin joint needs no Hot Work.",
        expect={"isolationPoints": ["LVB-1 way 7"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "IMG_4471.HEIC",
        "Plant-A",
        "Tank Farm",
        [],
        4,
        "[Attachment: IMG_4471.HEIC - handwritten card, text could not be recognised]",
        "",
        [],
        [],
        ALL,
        "A photo whose text was not recognised; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "see night orders",
        "Plant-A",
        "Hydrotreater",
        [],
        4,
        "pls see night orders",
        "",
        [],
        [],
        ALL,
        "A pointer to another document with no job in it; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "New work request",
        "Plant-B",
        "Effluent Treatment",
        [],
        4,
        "This work request was created from a template. Replace this text with a description of the work.",
        "Step 1\nStep 2\nStep 3",
        [],
        [],
        ALL,
        "An unfilled request template; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "T-31",
        "Terminal-C",
        "Tank Farm",
        ["T-31"],
        4,
        "T-31 - customer to advise",
        "",
        [],
        [],
        [],
        "A bare tank number waiting on the customer; any permit type would be a guess, so nothing is forbidden.",
        expect={"needsReview": True},
    ),
]
