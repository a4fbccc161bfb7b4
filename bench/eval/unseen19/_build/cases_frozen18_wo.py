"""unseen19 frozen18 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is realism: plain CMMS / SAP PM / Maximo text as planners in many industries write it,
placed at the sites and areas of assets/sites.json. Each label was written together with its case
(bench/eval/README.md conventions) and is never changed afterwards. build.py shuffles, numbers and dates them;
validate.py checks them. frozen18 is never read by anyone working on the system.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "E-2204 chan head studs seized - burn off, renew",
        "Plant-A",
        "Hydrotreater",
        ["E-2204 feed/effluent exchanger", "Channel head studs 1-1/4in", "Oxy-acetylene set"],
        8,
        "Notif 10488213  Type M2  Prio 2  FLoc PA-HT-E2204  WrkCtr MECH-HT\nHazards (planner): Hot work: N  "
        "Confined space: N  Lifting: N\nLong text: E-2204 off line since Tue, drained + N2 purged by ops, blinds in "
        "per blind list BL-HT-117. 6 of 24 chan head studs seized solid, nuts wont move w/ hyd. torque wrench. Plan is "
        "to gas axe the 6 seized nuts off (oxy-acet), then pull chan head w/ existing davit (approx 240kg) and fit "
        "new studs/nuts + new gasket. Hydrotreater unit still running around the exchanger bay.\nOps:\n0010 Verify "
        "blinds + gas test\n0020 Cut 6 seized nuts off w/ oxy-acet\n0030 Remove chan head on davit\n0040 New "
        "studs/gasket, torque to chart\n0050 Leak test on restart",
        "Verify blinds + gas test\nCut seized nuts off (oxy-acet)\nChan head off on davit\nNew studs/gasket\nLeak test",
        [HW],
        [CW, LIFT],
        [CSE, EX, RT, VE, WAH, LOTO],
        "The header says no hot work, but the seized nuts are cut off with oxy-acetylene in a running hydrotreater: "
        "Hot Work required with the conflict flagged. Ops have drained, purged and blinded the exchanger, so Cold "
        "Work is optional, as is the 240 kg davit lift.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "Clarifier 2 scum box blocked - clear",
        "Plant-B",
        "Effluent Treatment",
        ["Secondary clarifier CL-02", "Scum box SB-02", "Scraper bridge drive 0.75 kW"],
        6,
        "WO 27-11902  Status: APPR  Worktype: CM  Asset: CL-02-SB\nSafety plan: Confined space - NO (work from "
        "bridge). LOTO - Y\nLong description: scum box on CL-02 blocked w/ rag + fat, overflowing back to clarifier. "
        "Stop scraper bridge and lock off drive at LCP-CL02 (400V). Scum box is approx 1.2 m x 1.0 m x 1.8 m deep, "
        "open top, below the bridge walkway. Drain down via scum pump, then operative to climb down into the box on "
        "the fixed rungs and dig out the rag by hand, jet the 150mm outlet. Sewer smell reported last time - take "
        "the 4-gas.",
        "Stop bridge, lock off at LCP-CL02\nPump scum box down\nOperative down rungs into box, clear rag by hand\n"
        "Jet outlet, restore, remove locks",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE, LIFT, WAH],
        "The plan says no confined space, but an operative climbs down into a 1.8 m deep scum box with sewer gas "
        "reported: Confined Space Entry required with the conflict flagged; the 400 V bridge drive is locked off.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "O2"], "isolationPoints": ["scraper bridge drive at LCP-CL02"]},
    ),
    wo(
        "FW ring main leak nr FWPH - locate & repair",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water ring main 10in", "Mini excavator 1.7t (diesel)", "Concrete breaker"],
        10,
        "Sub: Fire water ring main leak near FWPH apron\nWork type: Corrective   Excavation: NOT REQUIRED (surface "
        "work only)\nDetails: Continuous water seeping through apron slab 4m east of FWPH door, ring main pressure "
        "dropping 0.5 kg/cm2 per hr, jockey pump cutting in every 10 min. Plan: sectionalise ring main (valves "
        "FW-V12, FW-V14), break out slab approx 1.5m x 1.5m with breaker, dig down with 1.7t mini excavator to "
        "expose 10in main (approx 1.1m depth), fit repair clamp. Fire & safety officer to be informed of impairment.",
        "Isolate ring section V12/V14, inform F&S\nBreak slab\nMachine dig to 1.1m, expose main\nFit repair clamp, "
        "re-pressurise\nBackfill, make good",
        [EX, CW],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "The header says no excavation, but the slab is broken out and a mini excavator digs to 1.1 m: Excavation "
        "required with the conflict flagged. Sectionalising the fire ring and clamping it is a fire-protection "
        "impairment and breaks containment (Cold Work). The digger is in a utility area (optional).",
        expect={"scopeConflict": True},
    ),
    wo(
        "CT cell 3 gearbox - change out",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower cell 3 fan", "Right-angle gearbox 3.2 t", "Fan motor 132 kW 6.6 kV", "40 t mobile crane"],
        12,
        "Order 4100772  PM02  FLoc PA-CT-C03-GB  Prio 2\nHeader text: CT3 gbox high vib + metal in oil. Lifting plan "
        "req'd: N\nOp 0010 Elec: isolate + lock CT3 fan motor 6.6kV at SWB-CT bkr 3, earth\nOp 0020 Mech: remove "
        "fan blades (8 off, 45kg ea) on fan deck\nOp 0030 Rigging: 40t mobile crane set up on CT road, lift old "
        "gearbox (3.2t) out through fan stack, lower to trailer\nOp 0040 Lift in exchange gbox, align, couple\n"
        "Op 0050 Oil fill, test run",
        "Isolate + lock + earth CT3 motor\nRemove fan blades\nCrane out old gbox\nCrane in new gbox, align\nOil fill, test run",
        [LOTO, LIFT],
        [VE, WAH, CW],
        [HW, CSE, EX, RT],
        "The header says no lifting plan, but a 3.2 t gearbox is lifted out through the fan stack by a 40 t crane: "
        "Lifting required with the conflict flagged; the 6.6 kV fan motor is isolated and earthed. The crane on "
        "the tower road and the railed fan deck are optional.",
        expect={"scopeConflict": True, "isolationPoints": ["CT3 fan motor breaker 3 at SWB-CT"]},
    ),
    wo(
        "TK-108 internal insp - pole camera only",
        "Terminal-C",
        "Tank Farm",
        ["Diesel tank TK-108 (cleaned, gas free)", "Inspection pole camera", "Roof manhole 24in"],
        6,
        "Work type: Inspection   Tank: TK-108 (HSD, 12m dia)\nTank cleaned by M/s Oceanic, gas free cert GF-27-031 "
        "issued. Inspector to view floor and shell from roof manhole using pole camera + LED light. NO ENTRY into "
        "tank. Roof manhole already open from cleaning job. Access via spiral stair to roof, roof walkway with "
        "handrails to the manhole.\nDeliverable: photos/video to integrity eng.",
        "Climb spiral stair, walkway to manhole\nLower pole camera, record floor and shell\nReport",
        [],
        [WAH, CW],
        [CSE, HW, EX, RT, LIFT, VE, LOTO],
        "No one enters the tank (pole camera through the open manhole): Confined Space Entry forbidden. The roof "
        "walkway has handrails, so Working at Height is optional, as is a general permit on a tank out of service.",
    ),
    wo(
        "Boiler hse IA line re-route - press-fit, NO HOT WORK",
        "Plant-B",
        "Boiler House",
        ["Instrument air line 28mm copper", "Press-fit tool (battery)", "Wheel pipe cutter"],
        5,
        "Notif 20311745  M1  FLoc PB-BH-IA-03  WrkCtr PIPING\nReroute 28mm Cu instrument air branch round new "
        "feedwater dosing skid. NO HOT WORK - no brazing, no soldering, no grinding: cut with wheel pipe cutter only, "
        "join with press-fit fittings (battery press tool). Isolate branch at IA-V-221, vent, lock valve. Work at "
        "approx 1.5m from floor from the floor, no steps needed. Boilers in service.",
        "Isolate + lock IA-V-221, vent\nCut old run (wheel cutter)\nPress-fit new run, bracket\nLeak test w/ snoop",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Hot work is excluded outright: cold wheel cutter and press-fit joints (Hot Work forbidden). Breaking an "
        "instrument air branch in a live boiler house needs a Cold Work permit.",
        expect={"isolationPoints": ["IA-V-221"]},
    ),
    wo(
        "GPR survey - rail siding cable route, no digging",
        "Plant-A",
        "Loading Rack",
        ["Ground penetrating radar cart", "CAT & Genny"],
        4,
        "PM03 order 4100991  FLoc PA-LR-RAIL\nSurvey contractor to run GPR (ground penetrating radar, push cart) and "
        "CAT & Genny along proposed cable route beside rail siding 2, mark services with spray paint. NO digging, "
        "no pins, no hand tools into ground - survey only. Contractor on foot, van stays in main car park. Rail "
        "movements stopped by rail co-ordinator during survey.",
        "Rail co-ordinator stops movements\nGPR + CAT scan route\nSpray-mark services\nIssue drawing",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "A non-intrusive radar and cable-locator survey with digging excluded and the van left outside: no permit. "
        "Ground penetrating radar is not radiography, and nothing enters the ground.",
    ),
    wo(
        "XV-3107 actuator change - from perm platform, no scaffold",
        "Plant-A",
        "Pipe Rack",
        ["XV-3107 ESD valve (in service, locked open)", "Electric actuator 400V 48kg", "Chain block 0.5t"],
        6,
        "Order 4101230  PM01  FLoc PA-PR-XV3107  Prio 3\nHeader text: XV-3107 actuator motor burnt out. Scaffold NOT "
        "required - work from permanent access platform (handrails + toe boards) at 6m. Valve stays in service, "
        "mech. locked open by ops, bypass not affected.\n0010 Isolate + lock actuator supply 400V at MCC-PR2 bkr "
        "14\n0020 Rig 0.5t chain block from platform beam\n0030 Unbolt actuator (48kg) from gearbox, lower to grade\n"
        "0040 Fit exchange actuator, set limits/torque sw\n0050 Stroke test w/ ops",
        "Lock MCC-PR2 bkr 14\nRig chain block\nRemove actuator\nFit exchange, set limits\nStroke test",
        [LOTO, CW],
        [WAH, LIFT],
        [HW, CSE, EX, RT, VE],
        "The 400 V actuator supply is locked off, and removing an actuator from an ESD valve in service is "
        "mechanical work on operating plant (Cold Work). The 6 m platform is permanent and railed, and the 48 kg "
        "chain-block lift is light: both optional.",
        expect={"isolationPoints": ["MCC-PR2 breaker 14"]},
    ),
    wo(
        "Jetty prod line weld UT - no radiography",
        "Plant-B",
        "Jetty",
        ["Jetty product line 12in (naphtha, in service)", "Phased array UT set", "Insulation"],
        6,
        "Notif 20312206  M3  FLoc PB-JT-PL-12\nIntegrity: check 4 girth welds on 12in naphtha line at jetty head "
        "after hammer event. Line stays in service. Radiography NOT to be used (jetty manned, berth occupied) - "
        "phased array UT only. Lagger to strip 1m of insulation at each weld, NDT tech to UT, lagger to reinstate. "
        "Welds at deck level.",
        "Lagger strips insulation at 4 welds\nPAUT scan\nReinstate insulation\nReport to integrity",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Radiography is explicitly replaced by ultrasonic testing (Radiography forbidden). Stripping and refitting "
        "insulation on a live naphtha line is work on operating plant (Cold Work).",
        expect={"gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "FLT-07 daily pre-use chk",
        "Plant-B",
        "Warehouse",
        ["Counterbalance forklift FLT-07 (electric, 2.5t)"],
        4,
        "PM 7001 Daily  Asset FLT-07\nOperator pre-use checklist before shift: forks + heel for cracks, mast chains "
        "lube/tension, lift & tilt function (raise empty forks to full lift, lower), horn, beacon, seat belt, tyres, "
        "battery water level + charger plug. Record on tablet, tag out to supervisor if any fail. Truck stays in "
        "the warehouse.",
        "Walk-round checks\nFunction test lift/tilt empty\nRecord on tablet",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "A forklift operator's daily pre-use check in the warehouse where the truck normally works, lifting nothing: "
        "no permit.",
    ),
    wo(
        "Vib route C - comp hse, monthly",
        "Plant-B",
        "Compressor House",
        ["K-301A/B process gas compressors", "Lube oil pumps", "Vibration data collector"],
        4,
        "PM 30-day  Route VIB-C\nCollect vibration + bearing temp readings on running machines per route card (23 "
        "points): magnet-mount accelerometer on bearing housings, IR gun for temps. No guards removed, no covers "
        "opened, readings from floor and permanent walkways only. Upload to condition monitoring s/w, raise notif "
        "for any alarm.",
        "Walk route, collect data\nUpload + trend\nRaise notifs as needed",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Condition-monitoring readings on running machines without removing guards or covers: no permit.",
    ),
    wo(
        "Permit rack T-cards relabel - CCR",
        "Plant-B",
        "Control Room",
        ["Permit T-card rack", "Label printer"],
        4,
        "WO 27-12055  Worktype: ADM\nRelabel the permit T-card rack in the CCR: new headings HOT WORK / CONFINED "
        "SPACE / EXCAVATION / LOTO / HEIGHT / LIFTING / RADIOGRAPHY / VEHICLE ENTRY, colour bands to match the new "
        "PTW procedure rev 6. Print labels, fit, take photo for the procedure owner. Rack is wall mounted at desk "
        "height.",
        "Print labels\nFit to rack\nPhoto to procedure owner",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Relabelling the control-room permit rack names every permit type but is office work: no permit.",
    ),
    wo(
        "Drum store - GHS labels faded, re-label",
        "Terminal-C",
        "Drum Store",
        ["Drums of corrosion inhibitor (200 L)", "Drums of H2S scavenger (200 L)", "Label printer"],
        4,
        "Work type: Housekeeping\nDuring HSE walk found GHS labels faded on 14 drums (corrosion inhibitor + H2S "
        "scavenger). Storekeeper to print new labels from SDS, stick on drums in place (drums NOT to be moved or "
        "opened), update SDS file in drum store, check spill tray. Kindly complete before audit on Thursday.",
        "Print labels from SDS\nRe-label drums in place\nUpdate SDS file",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Sticking new hazard labels on closed drums that are not moved or opened: no permit, though the drums "
        "hold an H2S scavenger.",
    ),
    wo(
        "Admin bldg windows - wash, water-fed pole",
        "Terminal-C",
        "Admin Building",
        ["Admin building glazing (G+2)", "Water-fed pole system"],
        6,
        "Work type: Soft services  Frequency: Quarterly\nWindow cleaning contractor to wash all external glazing of "
        "admin building (ground + 2 floors, top of glazing approx 9m) using water-fed telescopic pole from ground "
        "level. No ladders, no MEWP, nobody above ground. Pure water trolley, no chemicals.",
        "Set up trolley\nWash glazing from ground w/ pole\nPack up",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "The glazing reaches 9 m, but it is washed from the ground with a water-fed pole and nobody climbs: no "
        "permit, Working at Height forbidden.",
    ),
    wo(
        "Spill kits bay 1-4 restock",
        "Terminal-C",
        "Truck Loading Bay",
        ["Spill kit cabinets SK-1..SK-4", "Drain covers"],
        4,
        "PM Monthly  Spill kits TLB\nCheck and restock 4 spill kit cabinets at loading bays 1-4: absorbent pads, "
        "booms, drain covers, disposal bags, nitrile gloves. Replace used items from stores, sign check tag. Done "
        "on foot from walkway, loading can continue.",
        "Check contents against list\nRestock from stores\nSign tag",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "Restocking spill kits from the walkway at a running loading bay: no permit.",
    ),
    wo(
        "CT basin water - legionella dip sample",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower basin", "Sample point SP-CT-01", "Dip slides"],
        4,
        "PM 7-day  FLoc PA-CT-CHEM\nChem tech to take weekly basin water sample from fixed sample tap SP-CT-01 at "
        "grade (run 30 s, fill bottle), dip slide for TVC, check free chlorine w/ DPD kit, log in water treatment "
        "record. No entry to basin, no work on dosing equipment.",
        "Run sample tap, fill bottle\nDip slide + DPD test\nLog results",
        [],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO, CW],
        "A routine water sample from a fixed sample tap at grade, with no entry to the basin: no permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "V-901 flare KO drum - internal insp (TA27)",
        "Plant-A",
        "Flare Area",
        ["Flare knock-out drum V-901", "KO drum pumps P-901A/B 400V", "Vac truck (diesel)"],
        12,
        "TA27 WL-0912  FLoc PA-FL-V901\nScope: statutory internal insp of flare KO drum. Ops to pump out liquids, "
        "steam out, spade inlet/outlet per blind list BL-FL-09. Vac truck into flare area to suck out sludge from "
        "bottom manway. P-901A/B isolate + lock at MCC-FL1 (400V). Inspector + helper to enter via 30in manway once "
        "gas test ok (O2, LEL, H2S) - standby man at manway.",
        "Spade per BL-FL-09\nLock P-901A/B\nVac truck sludge removal\nGas test, entry for insp\nBox up, de-spade",
        [CSE, LOTO, CW, VE],
        [],
        [HW, EX, RT, LIFT, WAH],
        "Entry into the KO drum needs Confined Space Entry, the pumps are locked off (Electrical/LOTO), spading and "
        "the vac-truck sludge removal break containment (Cold Work), and a diesel vac truck enters the flare area "
        "(Vehicle Entry).",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["P-901A/B at MCC-FL1"]},
    ),
    wo(
        "LA-2 loading arm hyd cyl leaking - repl",
        "Plant-B",
        "Jetty",
        ["Marine loading arm LA-2", "Hydraulic power unit HPU-2 400V", "Outer-arm cylinder 1.1t", "25t crane",
         "Diesel MEWP"],
        10,
        "Notif 20312501  M2  FLoc PB-JT-LA2  Prio 2\nOuter arm slew cylinder on LA-2 leaking hyd oil onto deck. "
        "Arm drained + N2 purged by ops and parked. HPU-2 isolate + lock 400V. 25t crane on jetty head to take the "
        "cylinder (1.1t). Fitters work at cylinder pins approx 9m from diesel MEWP. Berth empty.\n0010 Lock HPU-2, "
        "bleed accumulators\n0020 Crane + MEWP set up\n0030 Sling cyl, remove pins, lower\n0040 Fit new cyl, bleed, "
        "test",
        "Lock HPU-2, bleed\nCrane + MEWP set up\nRemove cyl\nFit new cyl, bleed, test",
        [LOTO, LIFT, WAH, VE],
        [CW],
        [HW, CSE, EX, RT],
        "A 1.1 t cylinder lifted by crane (Lifting), fitters at 9 m from a MEWP (Working at Height), the 400 V "
        "hydraulic unit locked and bled (Electrical/LOTO), and a crane and diesel MEWP on the jetty (Vehicle "
        "Entry). The arm is already drained and purged by ops, so Cold Work is optional.",
        expect={"isolationPoints": ["HPU-2"]},
    ),
    wo(
        "Rail siding 2 - broken rail, thermit weld + resleeper",
        "Plant-A",
        "Loading Rack",
        ["Rail siding 2 (tank wagon loading)", "Thermit welding kit", "Road-rail excavator (diesel)"],
        12,
        "PM01 order 4101455  FLoc PA-LR-RAIL-S2\nBroken rail foot at km 0+112 on siding 2 beside the loading rack. "
        "P-way contractor: remove ballast to approx 0.4m with road-rail excavator, replace 3 sleepers, close the "
        "break with an aluminothermic (thermit) weld, grind profile, re-ballast and tamp. No wagons on siding 2, "
        "loading rack bays 1-3 shut for the day.\n0010 Possession of siding 2\n0020 Machine out ballast + sleepers\n"
        "0030 Thermit weld + profile grind\n0040 Re-ballast, tamp, hand back",
        "Possession siding 2\nMachine out ballast + sleepers\nThermit weld, grind\nRe-ballast, tamp, hand back",
        [HW, EX, VE],
        [],
        [CSE, RT, LIFT, WAH, LOTO],
        "A thermit weld and profile grinding beside a loading rack (Hot Work), machine digging of ballast to 0.4 m "
        "(Excavation) and a diesel road-rail excavator at the loading rack (Vehicle Entry).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Blr 2 economiser tube leak - weld repair",
        "Plant-B",
        "Boiler House",
        ["Boiler 2 economiser", "ID fan 2 motor 6.6kV", "Tube bank row 4", "X-ray set 300kV"],
        12,
        "Notif 20312740  M2  FLoc PB-BH-B2-ECO\nBoiler 2 off line + cooled. ID fan 2 isolate at 6.6kV SWB bkr 7, "
        "earth. Open eco casing door, boilermaker to go inside casing (approx 1.2m between banks) to cut out "
        "leaking tube section row 4 and TIG/MMA weld new 1.5m length. X-ray both welds (300kV set, barrier per RPS), "
        "then hydro.",
        "Lock ID fan 2, earth\nVentilate casing, gas test\nEnter, cut out + weld tube\nX-ray welds\nHydro test, box up",
        [CSE, HW, LOTO, RT],
        [CW],
        [EX, LIFT, VE, WAH],
        "The boilermaker enters the economiser casing (Confined Space Entry) and welds the tube (Hot Work), the "
        "6.6 kV ID fan is locked and earthed (Electrical/LOTO), and the welds are X-rayed (Radiography).",
        expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["ID fan 2 breaker 7"]},
    ),
    wo(
        "T-12 11/0.4kV transf - exchange",
        "Plant-A",
        "Substation",
        ["Transformer T-12 1600kVA 11/0.415kV (7.8t)", "RMU-4", "LV board LVB-12", "60t mobile crane"],
        12,
        "Order 4101600  PM01  FLoc PA-SS-T12\nT-12 DGA bad, exchange for spare.\n0010 Auth person: switch out RMU-4 "
        "T-12 way, earth, LV side isolate LVB-12 incomer, lock + tag, issue sanction\n0020 Disconnect HV/LV cables\n"
        "0030 60t crane on substation hardstanding, lift old T-12 (7.8t) onto low loader, set spare on plinth\n0040 "
        "Reconnect, IR test, re-energise",
        "Switch out + earth RMU-4 way, lock LVB-12\nDisconnect cables\nCrane exchange T-12\nReconnect, IR test, energise",
        [LOTO, LIFT],
        [VE],
        [HW, CSE, EX, RT, WAH, CW],
        "The 11 kV and 400 V sides are switched out and earthed (Electrical/LOTO) and a 7.8 t transformer is lifted "
        "by a 60 t crane (Lifting); the crane in a substation hardstanding is a utility area (Vehicle Entry "
        "optional).",
        expect={"isolationPoints": ["RMU-4 T-12 way", "LVB-12 incomer"]},
    ),
    wo(
        "FeCl3 dosing line renew - ETP, HDPE butt fusion",
        "Plant-B",
        "Effluent Treatment",
        ["Ferric dosing pump DP-03 400V", "HDPE dosing line 63mm", "Butt fusion machine", "Mini digger"],
        10,
        "WO 27-12201  Worktype: CM  Asset: ETP-DOS-03\nBuried ferric chloride dosing line leaking between dosing "
        "kiosk and flash mixer (approx 18m). Lock off DP-03 at kiosk MCC (400V), flush line. Dig new trench 0.8m "
        "deep with mini digger, lay new 63mm HDPE, joints by hot-plate butt fusion in trench side. Backfill, "
        "commission.",
        "Lock DP-03, flush line\nMachine dig 0.8m trench\nButt fuse + lay HDPE\nPressure test, backfill",
        [EX, HW, LOTO, CW],
        [VE],
        [CSE, RT, LIFT, WAH],
        "Machine trench to 0.8 m (Excavation), hot-plate butt fusion is a heating tool outside a bay (Hot Work), the "
        "400 V dosing pump is locked (Electrical/LOTO), and breaking into the ferric line needs Cold Work.",
        expect={"isolationPoints": ["DP-03 at kiosk MCC"]},
    ),
    wo(
        "TK-4402 N2 nozzle repair - weld + RT",
        "Plant-B",
        "Tank Farm",
        ["Tank TK-4402 (cleaned, gas free)", "N2 blanket nozzle N7", "Scaffold 5m", "Gamma camera Ir-192"],
        12,
        "Notif 20312988  M2  FLoc PB-TF-TK4402\nN7 nozzle on TK-4402 roof shell joint cracked. Tank out of service, "
        "cleaned, gas free cert in date. Remove spectacle blind on N2 line, build 5m scaffold at shell, grind out "
        "crack and weld new nozzle reinforcement from outside, RT (Ir-192) the butt weld, 1.5 uSv/h barrier per site "
        "RP rule. Re-instate blind.",
        "Remove N2 blind\nScaffold 5m\nGrind + weld\nRT Ir-192\nReinstate, strike scaffold",
        [HW, WAH, RT, CW],
        [],
        [CSE, EX, LIFT, VE, LOTO],
        "Grinding and welding on the tank (Hot Work), a 5 m scaffold (Working at Height), Ir-192 radiography, and "
        "removing the nitrogen blind breaks containment (Cold Work). Work is from outside, so no entry.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 1.5}},
    ),
    wo(
        "P-1203 HSD transfer pump exch - 1.8t",
        "Terminal-C",
        "Pump House",
        ["HSD transfer pump P-1203 (1.8t)", "Motor 75kW 415V", "Hiab truck"],
        10,
        "Work type: Corrective  Eqpt: P-1203\nPump casing cracked, exchange complete pump/baseplate unit (1.8t) "
        "with spare from store. Ops to isolate suct/disch valves, drain to OWS. Elect. to isolate + lock motor at "
        "MCC-PH (415V). Hiab truck to enter pump house yard, lift old unit out and set new unit. Kindly arrange "
        "banksman.",
        "Ops isolate + drain\nLock motor at MCC-PH\nDisconnect flanges\nHiab lift out/in\nAlign, reconnect, test",
        [CW, LOTO, LIFT, VE],
        [],
        [HW, CSE, EX, RT, WAH],
        "Breaking the diesel pump's flanges (Cold Work), a 415 V motor locked off (Electrical/LOTO), a 1.8 t lift by "
        "Hiab (Lifting) and the Hiab driven into a product pump house (Vehicle Entry).",
        expect={"gasSubstances": ["LEL"], "isolationPoints": ["P-1203 motor at MCC-PH"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "11kV swrm anti-condensation htr u/s",
        "Terminal-C",
        "Substation",
        ["11kV switchboard SWB-1 (live)", "Panel heater 230V 500W", "Heater circuit DB-SS1/7"],
        4,
        "Work type: Corrective\nAnti-condensation heater in 11kV switchroom (wall mounted, 1m from floor) not "
        "working. Isolate + lock heater circuit DB-SS1 way 7 (230V), change heater + thermostat. 11kV board stays "
        "live - keep to wall side, do not open any panel.",
        "Lock DB-SS1/7\nChange heater + stat\nTest",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "The 230 V heater circuit is locked off for the change; the live 11 kV board in the same room is a live "
        "source, not an isolation.",
        expect={"liveSources": ["11 kV switchboard SWB-1"], "isolationPoints": ["DB-SS1 way 7"]},
    ),
    wo(
        "Cable tray ext - pipe rack bay 14-15",
        "Plant-A",
        "Pipe Rack",
        ["Cable tray 300mm", "Scaffold 7m", "LP steam header (in service)", "Cable tray (live cables)"],
        10,
        "Order 4101822  PM03  FLoc PA-PR-B14\nAdd 6m of 300mm cable tray on rack level 2 (7m) between bays 14 and 15 "
        "for new analyser cables. Bolted bracket clamps only (no drilling into steel). Scaffold 7m required. LP "
        "steam header (4 barg, 150 degC) runs 0.5m below the new tray - in service, lagging damaged in places. "
        "Existing tray alongside carries live 400V cables - do not disturb.",
        "Erect scaffold\nFit clamps + tray\nEarth bond\nStrike scaffold",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Scaffold work at 7 m (Working at Height); the steam header and the live 400 V cables beside the tray are "
        "live sources left in service, not isolations.",
        expect={"liveSources": ["LP steam header 150 degC", "400 V cables on adjacent tray"]},
    ),
    wo(
        "UPS-2 battery string B - replace",
        "Plant-B",
        "Control Room",
        ["UPS-2 (DCS)", "Battery string B 40 x 12V (480V DC)", "Battery string A (stays online)"],
        8,
        "Notif 20313104  M1  FLoc PB-CR-UPS2\nString B end of life (cap test 61%). Open string B breaker + lock, "
        "remove fuse carriers, verify dead, change 40 blocks (27kg each, 2-man handling), torque links, cap test. "
        "String A stays online carrying DCS - live 480V DC in same cabinet row. Insulated tools, arc rated PPE.",
        "Lock string B bkr, pull fuses, test dead\nChange 40 blocks\nTorque + IR links\nReconnect, cap test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "String B at 480 V DC is isolated, locked and proved dead (Electrical/LOTO); string A stays live beside it. "
        "27 kg blocks are carried by two people (Lifting forbidden).",
        expect={"liveSources": ["UPS-2 battery string A 480 V DC"], "isolationPoints": ["string B breaker"]},
    ),
    wo(
        "P-105A seal flush tubing leak - repl",
        "Plant-A",
        "Crude Unit",
        ["P-105A crude charge pump (standby)", "P-105B (running)", "Seal flush tubing 1/2in"],
        5,
        "Notif 10489002  M2  FLoc PA-CU-P105A\nPlan 11 seal flush tubing on P-105A weeping at compression fitting. "
        "A pump on standby, isolate suct/disch/flush, drain to closed drain, motor lock out at MCC-CU3 (6.6kV bkr "
        "via ops). Replace tubing + fittings. P-105B running 2m away - keep clear of coupling guard.",
        "Ops isolate + drain P-105A, lock motor\nReplace tubing\nLeak test, release",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking the seal flush containment on a crude pump (Cold Work) with its motor locked out "
        "(Electrical/LOTO); the running twin pump is a live source beside the job.",
        expect={"liveSources": ["P-105B running"], "gasSubstances": ["LEL"], "isolationPoints": ["P-105A motor at MCC-CU3"]},
    ),
    wo(
        "CP TR unit jetty berth 2 - anode cable repair",
        "Terminal-C",
        "Jetty",
        ["CP transformer-rectifier TR-J2 (415V in, 50V DC out)", "Anode cable", "TR-J1 (berth 1, live)"],
        6,
        "Work type: Corrective\nICCP on berth 2 piles - TR-J2 output low, anode cable damaged at jetty head junction "
        "box. Switch off + lock TR-J2 415V supply, make joint with resin kit at the JB (deck level). TR-J1 on berth "
        "1 remains energised. Kindly inform marine ops.",
        "Lock TR-J2\nRepair anode cable joint\nRe-energise, record potentials",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "The 415 V supply of the rectifier is locked off for the cable joint (Electrical/LOTO); the berth 1 "
        "rectifier stays energised as a live source.",
        expect={"liveSources": ["TR-J1 impressed current system"], "isolationPoints": ["TR-J2 415 V supply"]},
    ),
    wo(
        "K-301B LO PI-3112 cracked glass - chg",
        "Plant-B",
        "Compressor House",
        ["K-301B process gas compressor (running)", "Lube oil header gauge PI-3112", "DBB gauge valve"],
        4,
        "Notif 20313350  M1  FLoc PB-CH-K301B-PI3112\nGauge glass cracked on LO header PI-3112. Close DBB gauge valve, "
        "vent bleed to drip tray, change gauge (PTFE tape). K-301B stays running, LO header at 2.5 barg, 55 degC.",
        "Close DBB, vent\nChange gauge\nOpen, check reading",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Changing a gauge on the lube oil header of a running compressor breaks containment (Cold Work); the "
        "compressor keeps running as a live source.",
        expect={"liveSources": ["K-301B running"], "isolationPoints": ["PI-3112 DBB gauge valve"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "DAF skimmer chain broken - repair",
        "Plant-A",
        "Wastewater Treatment",
        ["DAF unit DAF-1", "Skimmer drive 1.1kW 400V", "Skimmer chain + flights"],
        8,
        "Order 4102011  PM01  FLoc PA-WW-DAF1\nSkimmer chain parted, 3 flights hanging in float layer. Lock skimmer "
        "drive at LCP-DAF (400V). Work from DAF top walkway (railed), reach in to rejoin chain w/ new link. DAF "
        "float from sour water - H2S personal monitors, H2S alarm 5ppm site rule, stop + withdraw on alarm.",
        "Lock drive\nRecover flights, rejoin chain\nTension, test run",
        [LOTO, CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "The skimmer drive is locked off (Electrical/LOTO) and the chain is repaired over an open DAF with H2S risk "
        "(Cold Work); the walkway is railed (optional).",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "isolationPoints": ["skimmer drive at LCP-DAF"]},
    ),
    wo(
        "TK-21 benzene - gauge hatch seal chg",
        "Plant-B",
        "Tank Farm",
        ["Benzene tank TK-21 (in service, N2 blanket)", "Gauge hatch 8in", "Fixed roof platform (railed)"],
        5,
        "Notif 20313512  M2  FLoc PB-TF-TK21\nGauge hatch on TK-21 not sealing (benzene vapour at hatch 3 ppm on "
        "PID). Change hatch seal. Tank in service, N2 blanket - ops to drop pad pressure. Full-face w/ organic "
        "cartridges, benzene action level 0.5ppm, PID + 4-gas (LEL, O2). Roof platform railed.",
        "Ops reduce blanket press\nOpen hatch, change seal\nClose, check w/ PID",
        [CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Opening a hatch on a benzene tank in service breaks containment (Cold Work), with benzene at its stricter "
        "site action level; the roof platform is railed (optional).",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Aq. ammonia drum leaking - transfer to new drum",
        "Terminal-C",
        "Drum Store",
        ["Aqueous ammonia 25% drum (200L, leaking)", "Drum pump (air operated)", "Overdrum"],
        4,
        "Work type: Corrective\nOne drum of aqueous ammonia 25% weeping at bottom chime in bay 3. Put drum in overdrum, "
        "transfer contents to new drum with air operated drum pump + hose. Full face + ABEK filter, NH3 monitor, "
        "water hose ready. Drums not lifted - rolled on drum trolley only.",
        "Contain in overdrum\nPump transfer to new drum\nLabel, dispose old drum",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A hose transfer of aqueous ammonia between drums is a temporary transfer breaking containment (Cold Work); "
        "the drums are handled on a trolley (Lifting forbidden).",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Blr 1 stack CEMS probe - chg",
        "Plant-B",
        "Boiler House",
        ["Boiler 1 stack", "CEMS probe (SO2/CO/O2)", "Probe heater 230V", "Stack platform 22m (railed)"],
        6,
        "Notif 20313790  M2  FLoc PB-BH-B1-CEMS\nCEMS probe on B1 stack failed (heated probe fault). Boiler 1 stays "
        "on line (firing HFO). Isolate + lock probe heater/analyser supply 230V at CEMS cabinet. Withdraw probe on "
        "stack platform at 22m (permanent, railed), blank port, fit exchange probe. Flue gas SO2 + CO - personal "
        "monitor, stand upwind.",
        "Lock CEMS supply\nWithdraw probe, blank port\nFit new probe, leak check\nCal check",
        [LOTO, CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "The 230 V probe supply is locked (Electrical/LOTO) and a probe is withdrawn from a firing boiler's stack "
        "(Cold Work: breaking flue containment). The 22 m platform is permanent and railed (optional).",
        expect={"gasSubstances": ["SO2", "CO"], "isolationPoints": ["CEMS cabinet supply"]},
    ),
    wo(
        "SWS PSV-2217 - pull for test",
        "Plant-A",
        "Hydrotreater",
        ["Sour water stripper C-2210", "PSV-2217 3x4in", "Davit 250kg"],
        6,
        "Order 4102230  PM02  FLoc PA-HT-PSV2217\nStatutory PSV test. Ops close + lock inlet/outlet block valves "
        "(CSO), drain + depressure via bleed. Remove PSV on davit, blank flanges, send to PSV shop. Sour water "
        "service - H2S up to 2% in vapour, SCBA for first break, LEL monitor.",
        "Ops lock blocks, depressure\nSCBA first break\nRemove PSV on davit, blank\nReinstate after test",
        [CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Removing a PSV from sour-water service breaks containment with H2S present (Cold Work); the 250 kg davit "
        "lift is optional.",
        expect={"gasSubstances": ["H2S", "LEL"], "isolationPoints": ["PSV-2217 inlet/outlet block valves"]},
    ),
    wo(
        "R-12 PT-1204 drift - chg transmitter",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-12 (N2 blanketed)", "Pressure transmitter PT-1204", "Root valve"],
        4,
        "Notif 20313950  M1  FLoc PB-RB-R12-PT1204\nPT-1204 drifting. Reactor R-12 in batch hold under N2 blanket "
        "(solvent: toluene). Close root valve, vent via bleed to scrubber, swap transmitter. N2 - O2 monitor on "
        "chest, LEL monitor. Loop 24V - inform panel.",
        "Close root, vent to scrubber\nSwap PT\nOpen root, check loop",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a nitrogen-blanketed solvent reactor's transmitter connection is Cold Work with oxygen-deficiency "
        "and flammable risk; the 24 V loop needs no electrical isolation permit.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "TK-31 stair handrail - weld repair",
        "Plant-A",
        "Tank Farm",
        ["Crude tank TK-31 spiral stair", "Welding machine (diesel)", "Grinder"],
        8,
        "Order 4102500  PM01  FLoc PA-TF-TK31-STR\nBottom flight handrail on TK-31 stair cracked at post, approx "
        "0.9m above grade. Grind + stick weld new post base plate. TK-31 in service (crude). Fire watch, gas test "
        "before + during.",
        "Gas test\nGrind, weld post\nPaint\nFire watch 60 min",
        [HW],
        [],
        [CSE, EX, RT, LIFT, WAH, LOTO],
        "Grinding and welding at the foot of an in-service crude tank (Hot Work); the rail is below 1.2 m.",
        expect={"gasSubstances": ["LEL"]},
        pair="TF31",
        start_hour=7,
    ),
    wo(
        "TK-31 bund drain pit - vac out",
        "Plant-A",
        "Tank Farm",
        ["TK-31 bund drain pit", "Vac tanker (diesel)"],
        8,
        "Order 4102501  PM01  FLoc PA-TF-TK31-BND\nBund drain pit at TK-31 full of oily water after rain. Vac tanker "
        "to drive into bund road at TK-31, hose into pit, suck out to slop tank. Hose connections checked, driver "
        "stays with truck.",
        "Vac tanker into TK-31 area\nHose up, suck out pit\nDisconnect, leave",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel vac tanker in the crude tank farm (Vehicle Entry) doing a hose transfer of oily water (Cold Work), "
        "at the same tank and time as the handrail welding.",
        expect={"gasSubstances": ["LEL"]},
        pair="TF31",
        start_hour=7,
    ),
    wo(
        "Gangway tower section - crane lift",
        "Terminal-C",
        "Jetty",
        ["Shore gangway tower", "Gangway section 2.6t", "50t mobile crane"],
        10,
        "Work type: Project  Sub: Replacement gangway tower top section\n50t mobile crane on jetty approach to lift "
        "new 2.6t section onto gangway tower, fitters bolt on from tower platform (railed). Lift plan LP-27-044. "
        "Berth 1 free.",
        "Crane set up on approach\nLift section\nBolt up\nDe-rig",
        [LIFT, VE],
        [WAH],
        [HW, CSE, EX, RT, LOTO],
        "A 2.6 t crane lift (Lifting) with the crane driven onto the jetty (Vehicle Entry); the tower platform is "
        "railed (optional).",
        pair="JT1",
        start_hour=8,
    ),
    wo(
        "Berth 1 floodlight mast FL-J3 - lamp chg",
        "Terminal-C",
        "Jetty",
        ["Floodlight mast FL-J3 (15m)", "Floodlight 400W 230V", "Diesel boom lift"],
        10,
        "Work type: Corrective\nTwo floodlights on FL-J3 mast u/s. Isolate + lock FL-J3 circuit at jetty DB-J1 "
        "(230V), diesel boom lift to 15m, change lamps + ignitor. Harness clipped in basket.",
        "Lock FL-J3 circuit\nBoom lift up, change lamps\nTest, remove lock",
        [WAH, LOTO, VE],
        [],
        [HW, CSE, EX, RT, LIFT, CW],
        "Work at 15 m from a boom lift (Working at Height), the 230 V circuit locked (Electrical/LOTO) and a diesel "
        "boom lift on the jetty (Vehicle Entry), beside the gangway crane lift.",
        expect={"isolationPoints": ["FL-J3 circuit at DB-J1"]},
        pair="JT1",
        start_hour=8,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "NM-27-0311 follow up - dock pit cover frame",
        "Plant-B",
        "Warehouse",
        ["Dock leveller pit, door 6", "Pit cover frame", "Welding set (MMA)"],
        6,
        "WO 27-12480  Worktype: CM  Ref near-miss card NM-27-0311\nCard: 'Picker stepped on dock 6 pit cover, frame "
        "broke, cover tipped, foot went into pit, no injury.' Action: weld new angle frame to pit edge (MMA, cut old "
        "frame with grinder). Warehouse has cardboard + pallets in racking 6m away - clear 11m, fire blanket, fire "
        "watch.",
        "Barrier dock 6\nClear combustibles\nGrind out, weld new frame\nFire watch, reopen",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Grinding and welding in a warehouse with combustibles nearby (Hot Work); the pit is shallow and not "
        "entered.",
    ),
    wo(
        "Inc IR-27-019 - TLB cable duct dmg, expose + repair",
        "Terminal-C",
        "Truck Loading Bay",
        ["Cable duct to bay 3 (415V feeders)", "Bay 3 loading skid"],
        10,
        "Work type: Incident follow-up  Ref IR-27-019\nContractor's JCB struck a cable duct at bay 3 during kerb work; "
        "JCB removed from site, contractor stood down. Action: isolate + lock bay 3 feeders at MCC-TLB (415V), hand "
        "dig to expose duct (approx 0.8m), replace damaged duct + cable joint. Bay 3 closed, bays 1-2 loading.",
        "Lock bay 3 feeders\nHand dig to 0.8m\nReplace duct, joint cable\nBackfill, test",
        [EX, LOTO],
        [],
        [HW, CSE, RT, LIFT, VE, WAH],
        "A hand dig to 0.8 m to expose buried cable (Excavation) with the 415 V feeders locked (Electrical/LOTO). "
        "The excavator has been removed (Vehicle Entry forbidden).",
        expect={"isolationPoints": ["bay 3 feeders at MCC-TLB"]},
    ),
    wo(
        "Investigation action IA-044 - fixed platform at FV-1102",
        "Plant-A",
        "Crude Unit",
        ["Control valve FV-1102 (3.2m above grade)", "Galvanised access platform (bolted)"],
        10,
        "Order 4102720  PM03  Ref investigation IA-044\nFinding: operator fell from portable ladder while stroking "
        "FV-1102 by hand (3.2m). Action: install bolted galvanised platform + cage ladder at FV-1102, all bolted to "
        "existing steel (clamps), no welding. Erect tower scaffold to fit platform steel, sections 60kg hand hoisted.",
        "Erect tower scaffold\nBolt platform steel + ladder\nHandrails, toe boards\nInspect, strike scaffold",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Fitting a platform at 3.2 m from a tower scaffold (Working at Height); all joints bolted and clamped, so "
        "Hot Work is forbidden. The 60 kg sections are a light hoist (optional).",
    ),
    wo(
        "Tanker unloading hose burst - follow up (SA-27-07)",
        "Plant-B",
        "Tank Farm",
        ["Unloading hose station UH-2", "Caustic 50% unloading line", "Camlock couplings"],
        6,
        "Notif 20314120  M2  Ref safety alert SA-27-07\nAlert: caustic unloading hose burst at UH-2, driver sprayed "
        "on arm, showered, no lost time. Action: replace all 3 hoses + camlock couplings at UH-2, drain + flush "
        "unloading line first, isolate at UH-2 block valve. Full face shield + chem suit.",
        "Isolate + drain line\nRemove hoses/couplings\nFit new, pressure test w/ water",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking the caustic unloading line to change hoses and couplings (Cold Work). No tanker is in the bay for "
        "the repair.",
        expect={"isolationPoints": ["UH-2 block valve"]},
    ),
    wo(
        "MCC-2 bucket 4C flash - repl (ref EI-27-003)",
        "Plant-A",
        "Substation",
        ["MCC-2 (400V)", "Starter bucket 4C", "Incomer MCC-2"],
        8,
        "Order 4102900  PM01  Ref electrical incident EI-27-003\nBucket 4C flashed over on racking in, electrician "
        "uninjured (arc-rated PPE). MCC-2 incomer to be switched out, locked and proved dead by AP, then replace "
        "bucket 4C and damaged stab assembly on bus, IR test bus before re-energising.",
        "AP switch out + lock MCC-2 incomer\nProve dead\nReplace bucket + stabs\nIR test, re-energise",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "A 400 V MCC switched out, locked and proved dead to replace the damaged bucket (Electrical/LOTO).",
        expect={"isolationPoints": ["MCC-2 incomer"]},
    ),
    wo(
        "RP event RPE-27-02 - LT-1701 gauge shutter stuck",
        "Plant-B",
        "Reactor Building",
        ["Level gauge LT-1701 (Cs-137 source holder)", "Survey meter"],
        4,
        "Notif 20314400  M2  Ref RP event RPE-27-02\nDuring quarterly shutter test, Cs-137 holder shutter on LT-1701 "
        "stuck half closed. RPS + gauge vendor to free shutter mechanism, leak test and survey. Controlled area "
        "barrier at 7.5 uSv/h. Vessel stays in service.",
        "RPS set barrier, survey\nFree + lube shutter\nLeak test, survey, report",
        [RT],
        [CW],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO],
        "Work on a sealed Cs-137 source holder's shutter is radiation work under the radiography / source permit; "
        "the vessel stays in service.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "pls see attached",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "",
        "",
        [],
        [],
        list(ALL),
        "No description or equipment; the attachment is not in the order, so nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "TEST - ignore (SAP training)",
        "Plant-B",
        "Control Room",
        ["TEST-ASSET-01"],
        4,
        "Training client entry, do not release. asdf",
        "0010 test",
        [],
        [],
        list(ALL),
        "A training test order with no real work.",
        expect={"needsReview": True},
    ),
    wo(
        "as per discussion w/ Raj",
        "Terminal-C",
        "Pump House",
        [],
        4,
        "As discussed this morning. Raj to advise.",
        "",
        [],
        [],
        [],
        "Refers to an unrecorded conversation in a pump house; the job is unknown, so nothing is forbidden and it "
        "needs review.",
        expect={"needsReview": True},
    ),
    wo(
        "Copy of Copy of 4101455",
        "Plant-A",
        "Pipe Rack",
        ["??"],
        4,
        "*** long text not copied ***",
        "",
        [],
        [],
        list(ALL),
        "A twice-copied order with no text and no real equipment.",
        expect={"needsReview": True},
    ),
]
