"""unseen11 frozen10 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them. frozen10 is measured once
per change and never tuned on; nobody working on the system reads it.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "CMMS XML export WO 884120 - P-1107 baseplate crack",
        "Plant-A",
        "Crude Unit",
        ["P-1107 crude booster pump", "P-1107 motor 400 V", "FCAW welding set", "Carbon-arc gouging torch"],
        10,
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<WorkOrder number="884120" status="APPR">\n'
        "  <Asset>P-1107</Asset>\n"
        "  <Classification>MECH-STRUCT</Classification>\n"
        "  <SafetyFlags><HotWork>false</HotWork><ConfinedSpace>false</ConfinedSpace>"
        "<Excavation>false</Excavation></SafetyFlags>\n"
        "  <LongText>Baseplate cracked at the NDE foot, 180 mm long. Pump already swung to P-1107B. "
        "Air-arc gouge the crack out to sound metal, MT the groove, re-weld with FCAW (E71T-1) in three "
        "passes and grind flush. Motor to be locked off at the MCC before start.</LongText>\n"
        "</WorkOrder>",
        "1. Ops confirm P-1107 stopped, suction/discharge closed\n2. Electrician locks off the 400 V "
        "motor feeder at MCC-11\n3. Gas test, cover drains, fire watch\n4. Gouge, MT, weld, grind\n"
        "5. Fire watch 60 min after last weld",
        [HW, LOTO],
        [CW],
        [CSE, EX, RT, LIFT, WAH, VE],
        "The XML flag says HotWork false but the long text air-arc gouges and FCAW-welds on a pump "
        "baseplate in the crude unit: Hot Work required and the conflict flagged; the 400 V motor is "
        "locked off (Electrical/LOTO).",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "isolationPoints": ["MCC-11 P-1107 feeder"]},
    ),
    wo(
        "NCR-27-0412 disposition - 1.6 t discharge check valve, K-3",
        "Plant-B",
        "Compressor House",
        ["K-3 discharge check valve 10in 1.6 t", "Compressor-house overhead crane 5 t", "K-3 discharge line"],
        9,
        "NONCONFORMANCE REPORT NCR-27-0412\n"
        "Item: 10in discharge check valve on K-3, wrong trim supplied (SS316 instead of Stellite).\n"
        "Disposition: REWORK.  Handling: no lifting required, valve stays in line.\n"
        "Rework instruction (QA Eng., rev 1): K-3 is down and depressurised. Unbolt both flanges, "
        "rig the 1.6 t valve body to the 5 t overhead crane, lift it clear of the skid and travel it to "
        "the laydown bay door for the trim change in the workshop. Re-install with new spiral wound "
        "gaskets.",
        "Confirm K-3 depressurised and vented to flare\nBreak flanges\nRig and lift valve with overhead "
        "crane\nTrim change in workshop, reinstall, leak test",
        [LIFT, CW],
        [LOTO],
        [HW, EX, RT, CSE, WAH, VE],
        "The NCR says no lifting is required, but the rework instruction lifts a 1.6 t valve with the "
        "overhead crane: Lifting required with the conflict flagged; breaking the discharge flanges is "
        "Cold Work; locking the compressor driver is optional on this order.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Vagtoverlevering / shift handover T-14 - dropped gauging tape",
        "Terminal-C",
        "Tank Farm",
        ["T-14 gasoil tank (out of service, cleaned)", "Shell manway MW-1", "Gauging tape"],
        6,
        "Handover 06:00 (DA/EN)\n"
        "T-14: Ingen adgang til tanken i dag (no entry to the tank today) - inspection team not until "
        "Monday.\n"
        "Note added 06:40 by day supervisor: the inspectors' gauging tape fell through the roof hatch "
        "yesterday. Mads kravler ind gennem mandehullet og henter målebåndet (Mads crawls in through the "
        "shell manway and fetches the tape) before the tank is boxed up; hole watch from the gang. Tank is "
        "blinded and was cleaned last week.",
        "Check blinds on T-14 inlet/outlet\nGas test O2 / LEL at manway\nAttendant at MW-1\nRetrieve tape, close out",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, WAH, VE, LOTO],
        "The handover says no entry to the tank, then the supervisor's note sends a person in through "
        "the shell manway: Confined Space Entry required and the conflict flagged.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Inspection app sync - fence extension, effluent lagoon",
        "Plant-B",
        "Effluent Treatment",
        ["Lagoon perimeter fence", "Skid-steer loader with 300 mm auger"],
        8,
        '{"app":"SiteWalk 4.2","form":"minor_works","area":"ETP lagoon","hazards":'
        '{"hot_work":false,"excavation":false,"height":false,"confined_space":false},'
        '"notes":"Extend fence 24 m along west bund. Auger 14 post holes 1.2 m deep with the skid-steer '
        'auger, concrete posts in. No drawings of the buried effluent return line here - find it first.",'
        '"photos":3,"submitted_by":"k.dewit"}',
        "Scan for services, hand-dig trial holes at the suspected line\nAuger 14 holes 1.2 m\nSet posts "
        "in concrete\nHang mesh",
        [EX],
        [VE],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "The app flags excavation false, but the notes auger 1.2 m post holes by machine near an "
        "unmapped buried line: Excavation required and the conflict flagged; a skid-steer in the "
        "effluent area is optional Vehicle Entry.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Fixed-width batch record - obstruction light, CT fan stack 4",
        "Plant-A",
        "Cooling Tower",
        ["CT cell 4 fan stack", "Aviation obstruction light 230 V", "External vertical ladder (no cage)"],
        5,
        "WONUM   ASSET     CRAFT HW WAH CSE LOTO DESC\n"
        "0772311 CT-04-OBL ELEC  N  N   N   Y    RELAMP OBSTRUCTION LT\n"
        "--- long text ---\n"
        "Red obstruction light on top of fan stack 4 out. Electrician climbs the external vertical "
        "ladder (no cage, no rest platform) to the stack top at 11 m, swaps the LED lamp head, and "
        "climbs down. Lamp circuit to be isolated at DB-CT2 way 6. Harness with twin lanyard.",
        "Isolate and lock DB-CT2 way 6\nClimb with twin-lanyard harness, fall arrest on ladder rail\n"
        "Swap lamp, test after restoration",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "The batch record says WAH N, but the long text climbs an uncaged ladder to 11 m: Working at "
        "Height required and the conflict flagged; the 230 V lamp circuit is isolated and locked "
        "(Electrical/LOTO).",
        expect={"scopeConflict": True, "isolationPoints": ["DB-CT2 way 6"]},
    ),
    wo(
        "Ispitivanje zavara / weld inspection - rack 3 new condensate line",
        "Plant-A",
        "Pipe Rack",
        ["Rack 3 tier 2", "New 4in condensate line CN-3318", "Diesel articulated boom lift", "PAUT kit"],
        8,
        "Inspection request from QC (HR/EN).\n"
        "Bez radiografije - samo PAUT (no radiography - phased-array UT only): the client accepted PAUT "
        "for the 11 field welds on CN-3318 because tier 1 stays in service.\n"
        "Welds are on tier 2 at 5.5 m; the technician works from the diesel boom lift parked on the rack "
        "access road. No grinding beyond flap-disc cleaning of the cap (line not yet connected).",
        "Position boom lift, barrier the base\nClean caps, couplant, PAUT scan 11 welds\nReport",
        [WAH, VE],
        [CW],
        [RT, HW, CSE, EX, LIFT, LOTO],
        "Radiography is replaced by phased-array UT, a genuine exclusion: Radiography forbidden. "
        "Inspection at 5.5 m from a diesel boom lift on the pipe rack needs Working at Height and "
        "Vehicle Entry.",
    ),
    wo(
        "Боилерна / boiler house - seized bolts on feedwater flange",
        "Plant-B",
        "Boiler House",
        ["Feedwater line FW-206 6in flange", "Hydraulic nut splitter", "New B7 studs"],
        6,
        "Job card (BG/EN). Без огневи работи (no hot work) - do not burn the bolts.\n"
        "FW-206 is isolated, drained and vented by boiler ops. Eight studs seized. Split the nuts with the "
        "hydraulic nut splitter, drive the studs out, fit new B7 studs and gasket, torque to the sheet. "
        "Flange at 1.1 m above the floor.",
        "Ops isolation and drain\nSplit nuts, remove studs\nNew gasket, torque\nReturn to ops",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "The no-hot-work instruction is genuine (nut splitter, no burning): Hot Work forbidden; "
        "breaking the feedwater flange is Cold Work; 1.1 m is below the height threshold.",
    ),
    wo(
        "Arqueta vàlvula FW-V12 - rainwater and position check",
        "Terminal-C",
        "Fire Water Pump House",
        ["Valve pit FW-V12", "230 V plug-in submersible pump", "Pole camera"],
        4,
        "Nota del torn (CA/EN): No cal entrar a l'arqueta (no need to enter the pit). The pit has "
        "filled with rainwater to the spindle. Lower the submersible pump on its rope from the edge, pump "
        "to the yard drain, then read the valve position indicator with the pole camera. Cover back on. "
        "Fire main not touched.",
        "Open cover, barrier\nPump out from surface\nPole camera check, photo to log\nCover back",
        [],
        [CW],
        [CSE, HW, EX, RT, LIFT, WAH, VE, LOTO],
        "Nobody enters the pit (genuine exclusion: Confined Space Entry forbidden); pumping out and "
        "reading an indicator from the surface needs no permit, Cold Work optional at a firewater valve.",
    ),
    wo(
        "Bay 2 earth bar replacement - गैन्ट्री / gantry column",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 2 gantry column C4", "Earth bar 300 mm Cu", "Static earthing clamp reel"],
        5,
        "Site note (HI/EN): खुदाई नहीं - no digging. The earth bar is bolted to the column at 0.8 m; "
        "the buried earth grid connection is not disturbed. Bay 2 closed to tankers for the day. Unbolt "
        "the corroded bar, clean the contact faces, fit the new bar and re-land the clamp-reel lead, "
        "then earth-loop test.",
        "Close bay 2\nUnbolt and replace bar\nRe-land lead, loop test\nReturn bay to service",
        [CW],
        [],
        [EX, HW, CSE, RT, LIFT, WAH, VE],
        "The no-digging note is genuine (surface bolted bar only): Excavation forbidden. Work on the "
        "bay's static earthing safeguard is Cold Work.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7, one keeps a permit)
BENIGN_LOOKALIKE = [
    wo(
        "Jetty marine weather bulletin 07:00",
        "Terminal-C",
        "Jetty",
        ["Berth 1", "Berth 2"],
        4,
        "MARINE BULLETIN - Kandla jetty\nWind SW 14-18 kn, isolated thunderstorms after 15:00; lift of "
        "the sea breeze expected mid-morning. High water 09:42 tide height 6.1 m, low water 16:05 0.9 m. "
        "Heat index: hot (41 °C) - hydrate. Visibility good. No action beyond posting on the berth "
        "notice board.",
        "Post bulletin at both berths\nBrief mooring gangs at 07:30 toolbox",
        [],
        [],
        ALL,
        "A weather and tide bulletin: 'isolated', 'lift', 'height' and 'hot' are meteorological; no work, no permit.",
    ),
    wo(
        "Month-end close checklist - terminal cost centre",
        "Terminal-C",
        "Admin Building",
        ["ERP finance module"],
        6,
        "Close tasks: post accrual journal entry JE-1190 for jetty dredging; reverse last month's entry; "
        "review burn rate on the capex project; explain the 4% lift in throughput margin; X-ray of the "
        "cost base for the budget review; lock the period (period lockout at 18:00).",
        "Prepare entries\nReview with controller\nLock period",
        [],
        [],
        ALL,
        "Accounting: journal entry, burn rate, margin lift, cost-base X-ray and period lockout are "
        "finance words; no work, no permit.",
    ),
    wo(
        "Compliance e-learning wave 3 - workshop staff",
        "Plant-A",
        "Maintenance Workshop",
        ["Workshop training room", "Laptops"],
        4,
        "Module 'Fair Competition': bid rigging, red flags in tenders, using the ethics hot line. Starts "
        "with a 10-minute ice-breaker; then a case study on a cartel that 'dug in its heels'. Quiz at "
        "the end - pass mark 80%. Sessions in the training room, no workshop access needed.",
        "Book room\nRun module\nRecord completions",
        [],
        [],
        ALL,
        "Training: bid rigging, hot line, ice-breaker and dug in are idioms; no work, no permit.",
    ),
    wo(
        "Family day - lawn and car park",
        "Terminal-C",
        "Admin Building",
        ["Admin lawn", "Bouncy castle (hired)", "Hot-dog stand"],
        8,
        "Family day plan: kids' sandpit with toy excavators and dumper trucks, bug hunt (crane flies and "
        "beetles) in the hedge, hot-dog stand (electric griddle, supplier's own), face painting, ride-on "
        "train on the lawn. Nobody goes past the admin fence. Stewards in hi-vis.",
        "Set up stalls\nSteward briefing\nPack down",
        [],
        [],
        ALL,
        "Toy excavators, crane flies and a supplier's griddle at a family event outside the process fence: no permit.",
    ),
    wo(
        "Uniform and PPE store stocktake",
        "Plant-B",
        "Warehouse",
        ["PPE cage", "Uniform racks"],
        6,
        "Count the winter stock before the fall collection arrives: trench coats (rain), hi-vis parkas, "
        "cooling vests for hot weather, arm slings and burns gel for the first-aid kits, spare harness "
        "labels (no harnesses issued). Items on shelves below 1.5 m, counted by hand; update the stock "
        "list.",
        "Count\nReconcile with system\nReorder",
        [],
        [],
        ALL,
        "A stock count of garments and first-aid items; trench coats, slings and burns gel are "
        "lookalikes; no work, no permit.",
    ),
    wo(
        "DCS operator console - hot key layout",
        "Plant-B",
        "Control Room",
        ["Operator consoles 1-4", "Display keyboard"],
        5,
        "Configure the new hot keys on consoles 1-4: F7 opens the live trend of the reactor loop, F8 "
        "isolates the selected trend pen, F9 jumps to the alarm entry list. Display layout only, no "
        "change to control logic, alarms or interlocks. Done by the DCS engineer with operations "
        "present.",
        "Back up layouts\nLoad key map\nOperator acceptance",
        [],
        [],
        ALL,
        "Console hot keys, live trends and isolating a trend pen are screen words; a display-only "
        "change needs no permit.",
    ),
    wo(
        "Lift station LS-3 duty pump change",
        "Plant-A",
        "Wastewater Treatment",
        ["Lift station LS-3", "Submersible pump P-LS3A 7.5 kW 400 V", "Pump davit 250 kg"],
        6,
        "Lift station LS-3 (sewage pumping station, not a lift): duty pump P-LS3A tripping on "
        "overcurrent. Isolate and lock the 400 V starter, pull the 180 kg pump up its guide rails with "
        "the station davit, unbolt the discharge elbow, fit the refurbished pump and reconnect. Nobody "
        "enters the wet well.",
        "Lock off starter\nClose discharge valve\nDavit pump out, swap, reinstall\nTest run",
        [LOTO, CW],
        [LIFT],
        [HW, CSE, EX, RT, WAH, VE],
        "'Lift station' is a pumping station; the real job locks off a 400 V pump (Electrical/LOTO) and "
        "breaks its discharge (Cold Work); a 180 kg davit lift is optional Lifting; no entry into the "
        "wet well.",
        expect={"isolationPoints": ["LS-3 P-LS3A starter"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Drone survey finding DS-27-031 - flare guy anchor 3",
        "Plant-A",
        "Flare Area",
        ["Flare stack FS-1", "Guy wire anchor 3", "20 t excavator", "25 t all-terrain crane"],
        12,
        "DRONE INSPECTION REPORT DS-27-031\nFinding 4 (severity B): anchor 3 padeye corroded at the "
        "concrete line, section loss ~40%.\nRecommended action: excavate around anchor block 3 to 1.6 m "
        "with the 20 t excavator, hold the guy tension with the 25 t crane via a temporary sling, cut out "
        "the padeye and weld in a new padeye plate, backfill.",
        "Excavate to 1.6 m with shoring\nCrane takes guy load\nCut and weld new padeye, MT\nRe-tension, backfill",
        [EX, VE, HW, LIFT],
        [CW],
        [RT, LOTO, CSE],
        "A 1.6 m machine dig (Excavation, vehicles in the flare area), a crane holding the guy "
        "(Lifting) and cutting and welding the padeye (Hot Work).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "API 653 recommendation R-7 - TK-605 floor plates and N3 nozzle",
        "Plant-B",
        "Tank Farm",
        ["TK-605 (out of service)", "Floor plates F-22..F-24", "Shell nozzle N3", "Ir-192 camera"],
        12,
        "API 653 internal inspection, recommendation R-7: replace floor plates F-22 to F-24 (pitting "
        "to 3 mm) and re-weld nozzle N3 reinforcement. Method: blind all tank lines at the shell, enter "
        "through MW-2, cut out plates with plasma, lap-weld new plates, vacuum-box test; radiograph the "
        "N3 butt weld with Ir-192 after hours. Plates go in through the door sheet by hand trolley.",
        "Blind lines, gas-free certificate\nEntry permit, attendant\nPlasma cut, weld, vacuum box\n"
        "Radiograph N3 at night",
        [CSE, HW, RT, CW],
        [LIFT, VE],
        [EX],
        "Entry into the tank (Confined Space Entry), plasma cutting and welding (Hot Work), Ir-192 on "
        "N3 (Radiography) and blinding the tank lines (Cold Work).",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Weld map TSV - CN-4402 tie-in to HP steam header",
        "Plant-A",
        "Hydrotreater",
        ["HP steam header 12in", "New 3in branch CN-4402", "Hot tap machine", "Scaffold 4.5 m"],
        12,
        "weld_no\tjoint\tprocess\tNDE\tlocation\n"
        "W-14\tweldolet to live header\tGTAW/SMAW\tMT+UT\tscaffold 4.5 m\n"
        "W-15\tspool to valve\tGTAW/SMAW\tRT 100%\tscaffold 4.5 m\n"
        "W-16\tspool to spool\tGTAW/SMAW\tRT 100%\tgrade\n"
        "note: W-14 welded on the live header then hot tapped through the new valve; W-15/16 shot with "
        "Ir-192 after the unit clears the area.",
        "Erect scaffold\nWeld W-14 on live header, hot tap\nWeld W-15/16, RT\nHydrotest branch",
        [HW, CW, RT, WAH],
        [],
        [CSE, EX, LIFT],
        "Welding onto a live steam header and hot tapping (Hot Work, Cold Work), 100% RT (Radiography) "
        "and welds from a 4.5 m scaffold (Working at Height).",
        expect={"liveSources": ["HP steam header"]},
    ),
    wo(
        "Variation order VO-09 - pump house motor removal through roof",
        "Terminal-C",
        "Pump House",
        ["P-205 motor 2.2 t 6.6 kV", "Roof hatch 7 m", "40 t mobile crane"],
        10,
        "VARIATION ORDER VO-09 (contractor: Shree Mech). Extra scope: remove P-205 6.6 kV motor (2.2 t) "
        "for rewind. Terminal electrician racks out and locks the 6.6 kV breaker and earths the cable. "
        "Open the 7 m roof hatch (edge protection to be fitted), 40 t mobile crane set up beside the "
        "pump house on the product side, lift motor out through the hatch. Price: lump sum.",
        "6.6 kV isolation and earthing\nUncouple motor\nRoof hatch opened, edge barriers\nCrane lift out",
        [LIFT, LOTO, WAH, VE],
        [CW],
        [HW, CSE, EX, RT],
        "A 2.2 t crane lift through the roof (Lifting, crane in the pump house area: Vehicle Entry), "
        "6.6 kV lockout (Electrical/LOTO) and an open roof hatch at 7 m (Working at Height).",
        expect={"isolationPoints": ["P-205 6.6 kV breaker"]},
    ),
    wo(
        "Alajaam / substation - new 400 V feeder, kaablikraav",
        "Terminal-C",
        "Substation",
        ["LV board LVB-2", "Mini excavator 2.5 t", "New 4c 95 mm2 cable"],
        10,
        "Töökäsk (ET/EN): Kaablikraavi kaevamine 1,1 m sügavuseni (cable trench dug to 1.1 m depth) "
        "with the mini excavator from the substation to the new office, 40 m. Cable terminated in a "
        "spare way of LVB-2; the board stays live, so the busbar chamber shrouds and the spare way are "
        "locked off and proved dead before termination.",
        "Locate services, hand-dig at crossings\nDig trench 1.1 m\nPull cable\nTerminate at LVB-2 under lockout",
        [EX, LOTO],
        [VE],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.1 m machine trench (Excavation) and a termination into a live 400 V board under lockout "
        "(Electrical/LOTO); the mini excavator in a substation yard is optional Vehicle Entry.",
        expect={"liveSources": ["LVB-2 busbars"]},
    ),
    wo(
        "دودکش / breaching repair boiler B-1",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1 flue breaching", "FD fan 3.3 kV", "Internal scaffold 5 m"],
        12,
        "یادداشت (FA/EN): ورود به کانال دودکش (entry into the flue duct). B-1 off line and cooled. Lock "
        "off the 3.3 kV FD fan and ID fan, isolate the gas train. Enter the breaching through the "
        "access door, erect a 5 m internal scaffold, cut out the corroded patch and weld in a 6 mm "
        "plate. Test for CO and O2 before entry; B-2 stays on line next door.",
        "Isolations (fans, gas)\nGas test, entry\nScaffold\nCut and weld patch",
        [CSE, HW, LOTO, WAH],
        [CW],
        [EX, RT, LIFT, VE],
        "Entry into the flue (Confined Space Entry), cutting and welding (Hot Work), 3.3 kV fan lockout "
        "(Electrical/LOTO) and a 5 m scaffold inside (Working at Height).",
        expect={"gasSubstances": ["CO", "O2"], "liveSources": ["Boiler B-2 on line"]},
    ),
    wo(
        "Bolt torque sheet - E-3302 bundle pull",
        "Plant-A",
        "Hydrotreater",
        ["E-3302 feed/effluent exchanger", "Bundle extractor", "50 t crawler crane"],
        12,
        "FLANGE MANAGEMENT RECORD E-3302\nJoint\tSize\tStuds\tTorque Nm\n"
        "Channel cover\t36in\t40 x 1-5/8\t2710\nShell flange\t36in\t40 x 1-5/8\t2710\n"
        "Note: channel and shell flanges broken for bundle pull; bundle (14 t) pulled with the extractor "
        "hung from the 50 t crawler crane and set on the laydown. Exchanger was in sour service.",
        "Ops drain, steam out, hand over\nBreak flanges\nCrawler crane in, rig extractor, pull bundle\n"
        "Torque to sheet on reassembly",
        [LIFT, VE, CW],
        [WAH],
        [RT, EX, CSE],
        "A 14 t bundle pull on a crawler crane (Lifting, Vehicle Entry in the unit) and flange breaks "
        "on a sour exchanger (Cold Work).",
        expect={"gasSubstances": ["H2S"]},
    ),
    wo(
        "Job pack (YAML) - berth 3 fender panel",
        "Plant-B",
        "Jetty",
        ["Berth 3 fender panel 3.5 t", "Floating crane", "Rope-access team", "Stick welder"],
        10,
        "job: berth3_fender\nscope:\n  - remove damaged 3.5 t fender panel with the floating crane\n"
        "  - rope-access welders repair the panel frame lugs in place 6 m above water\n"
        "  - refit panel, torque chain shackles\nconstraints:\n  - no vessel at berth 3\n"
        "  - product lines on berth 2 stay in service\n",
        "Rope-access rig\nFloating crane lifts panel\nWeld frame lugs\nRefit",
        [LIFT, WAH, HW],
        [VE],
        [CSE, EX, RT, LOTO],
        "A 3.5 t crane lift (Lifting), rope access 6 m above water (Working at Height) and welding "
        "(Hot Work) near live product lines.",
        expect={"liveSources": ["berth 2 product lines"], "gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "DCS alarm journal - PI-1011B gauge",
        "Plant-A",
        "Crude Unit",
        ["P-101A/B crude charge pumps", "Discharge gauge PI-1011B"],
        4,
        "ALARM JOURNAL export\n03:12:07  PI-1011B  BAD PV  ack OP2\n03:12:44  P-101A  RUN  (B standby)\n"
        "Request: PI-1011B gauge dial fogged and needle stuck. Replace the gauge on P-101B discharge. "
        "P-101A stays running; common discharge header at 22 bar. Gauge root valve closed and vented "
        "through the bleed before unscrewing.",
        "Close root valve, vent bleed\nSwap gauge\nOpen slowly, check for leaks",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Breaking a gauge connection on a header that stays at 22 bar with the other pump running: "
        "Cold Work; the gauge root valve is the only barrier.",
        expect={
            "liveSources": ["P-101A running", "discharge header 22 bar"],
            "isolationPoints": ["PI-1011B root valve"],
        },
    ),
    wo(
        "Қосалқы станция / substation - lighting in 11 kV switch room",
        "Terminal-C",
        "Substation",
        ["11 kV switchboard SB-1", "Lighting DB-L2", "Mobile podium with guard rails"],
        5,
        "Ескерту (KZ/EN): Шина кернеу астында (the busbar is energised). Replace six 230 V LED battens in "
        "the 11 kV switch room; the switchboard stays in service. Lighting circuit isolated and locked at "
        "DB-L2 way 3. Work from the guard-railed mobile podium (platform 1.1 m); keep clear of the panel "
        "fronts.",
        "Lock DB-L2 way 3, prove dead\nSwap battens from podium\nRestore, test",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "The 230 V lighting circuit is isolated (Electrical/LOTO) beside an 11 kV board that stays "
        "energised; a guard-railed podium rules out Working at Height.",
        expect={"liveSources": ["11 kV switchboard SB-1"], "isolationPoints": ["DB-L2 way 3"]},
    ),
    wo(
        "Compressor house status table - K-1 vibration probe",
        "Plant-B",
        "Compressor House",
        ["K-1 ethylene compressor", "K-2 ethylene compressor", "Suction header 14 bar"],
        8,
        "<table><tr><th>Unit</th><th>Status</th></tr><tr><td>K-1</td><td>STOPPED, depressurised, "
        "isolated</td></tr><tr><td>K-2</td><td>RUNNING</td></tr><tr><td>Suction hdr</td><td>14 bar "
        "ethylene, LIVE</td></tr></table>\nReplace the NDE radial vibration probe on K-1: lock off the "
        "6.6 kV motor breaker, confirm suction and discharge valves locked shut and K-1 casing vented, "
        "open the bearing housing cover.",
        "Electrical lockout K-1\nMechanical isolation check\nOpen cover, swap probe, gap set\nClose, return",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "K-1 is locked off at its 6.6 kV breaker and valved out while K-2 runs on the live ethylene "
        "header: Electrical/LOTO and Cold Work.",
        expect={
            "liveSources": ["K-2 running", "suction header 14 bar ethylene"],
            "isolationPoints": ["K-1 6.6 kV breaker", "K-1 suction valve", "K-1 discharge valve"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "ორთქლის ხაზი / rack 5 cable tray bracket",
        "Plant-A",
        "Pipe Rack",
        ["Rack 5 beam B-12", "16 bar steam line SS-512", "Diesel scissor lift", "Magnetic drill"],
        8,
        "შენიშვნა (KA/EN): ორთქლის ხაზი მუშაობს (the steam line is in operation). Fit a new cable tray "
        "bracket to beam B-12 at 6 m: drill two 14 mm holes with the magnetic drill and bolt the "
        "bracket. The 16 bar steam line SS-512 runs 300 mm below the beam and stays hot; lagging not "
        "to be disturbed. Work from the diesel scissor lift.",
        "Scissor lift set up, barrier\nMag-drill, bolt bracket\nClean up swarf",
        [WAH, VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Drilling steel on the rack at 6 m from a diesel scissor lift beside a live steam line: Working "
        "at Height, Vehicle Entry and Cold Work; no flame.",
        expect={"liveSources": ["16 bar steam line SS-512"]},
    ),
    wo(
        "Fax - jockey pump pressure switch",
        "Terminal-C",
        "Fire Water Pump House",
        ["Jockey pump JP-1 230 V", "Pressure switch PS-JP1", "Diesel fire pump DFP-1"],
        5,
        "FAX COVER SHEET  To: Permit office  Pages: 1\nMessage: PS-JP1 chattering. Jockey pump JP-1 to be "
        "isolated at its starter and locked; diesel fire pump DFP-1 remains in AUTO and the ring main "
        "stays at 10 bar. Close the switch isolating cock, vent, swap switch, re-set cut-in/cut-out. "
        "Notify fire team of reduced jockey capacity.",
        "Lock JP-1 starter\nClose and vent switch cock\nSwap PS-JP1, set points\nRestore",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "The 230 V jockey pump is locked off (Electrical/LOTO) and a pressure switch opened on a "
        "firewater main that stays live (Cold Work, impairment).",
        expect={"liveSources": ["DFP-1 in auto", "ring main 10 bar"], "isolationPoints": ["JP-1 starter"]},
    ),
    wo(
        "Nitrogen purge tubing - loading arm LA-4 swivel",
        "Plant-A",
        "Loading Rack",
        ["Loading arm LA-4", "N2 purge tubing 1/2in", "Bay 4"],
        4,
        "Nota (MT/EN): Il-linja tan-nitroġenu tibqa' taħt pressjoni (the nitrogen line stays under "
        "pressure). The 1/2in N2 purge tubing to the LA-4 swivel weeps at a compression fitting. Bay 4 "
        "closed; bays 2 and 5 loading diesel. Close the local N2 needle valve, bleed the tubing, remake "
        "the fitting with new ferrules.",
        "Close bay 4\nClose needle valve, bleed\nRemake fitting, snoop test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE, LOTO],
        "Remaking a fitting on a purge line whose 7 bar header stays live, next to bays still loading: "
        "Cold Work; no flame.",
        expect={"liveSources": ["N2 header", "bays 2 and 5 loading"], "gasSubstances": ["LEL"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Rich amine filter F-3401 cartridge change",
        "Plant-A",
        "Hydrotreater",
        ["Rich amine filter F-3401", "Cartridges x 24"],
        6,
        "Qaphela! Igesi enobuthi (ZU/EN: Beware - poisonous gas). Rich amine off-gas can hold 800 ppm "
        "H2S. Unit standard for this filter: personal H2S alarm set at 2 ppm (not the usual 5), SCBA for "
        "the lid opening. Filter bypassed and drained to closed drain, nitrogen purged; open lid, change "
        "24 cartridges, close up.",
        "Bypass, drain, N2 purge\nGas test H2S/LEL\nSCBA for lid break\nChange cartridges",
        [CW],
        [],
        [HW, CSE, EX, RT, WAH, VE, LOTO],
        "Opening a rich-amine filter is Cold Work with H2S at a stricter 2 ppm personal alarm; no entry.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 2}},
    ),
    wo(
        "Benzene transfer pump P-410 mechanical seal",
        "Plant-B",
        "Reactor Building",
        ["P-410 benzene transfer pump", "P-410 motor 400 V", "Cartridge seal"],
        8,
        "Seal leaking on P-410 (benzene 99.9%). Plant action level for this job: 0.25 ppm benzene "
        "(8 h), half the site figure; respirators with organic vapour cartridges from line break. Lock "
        "off the 400 V motor, close and lock suction/discharge, drain and flush to closed system, remove "
        "seal cartridge.",
        "Lockout motor\nValve isolation, drain, flush\nMonitor benzene\nSeal change",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Seal change on a benzene pump: locked motor (Electrical/LOTO) and a line break (Cold Work) with "
        "a stricter 0.25 ppm benzene action level.",
        expect={
            "gasSubstances": ["benzene", "LEL"],
            "stricterLimits": {"benzene_ppm": 0.25},
            "isolationPoints": ["P-410 400 V feeder"],
        },
    ),
    wo(
        "Sulphonator - SO2 ton container change",
        "Plant-A",
        "Wastewater Treatment",
        ["SO2 ton container (1.3 t full)", "Monorail hoist 2 t", "Vacuum regulator"],
        5,
        "Dechlorination SO2 container empty. Close container valve, remove vacuum regulator, lift the "
        "empty container off the trunnions and set the full one (1.3 t) with the 2 t monorail hoist, "
        "fit new lead gasket, ammonia-free leak check with SO2 detector. Escape sets at the door.",
        "SO2 detector on\nDisconnect regulator\nHoist containers\nReconnect, leak check",
        [CW, LIFT],
        [],
        [HW, CSE, EX, RT, WAH, VE, LOTO],
        "Breaking the SO2 regulator connection (Cold Work) and hoisting a 1.3 t container (Lifting); SO2 is the gas.",
        expect={"gasSubstances": ["SO2"]},
    ),
    wo(
        "Drum store roller shutter motor - temp genset in use",
        "Terminal-C",
        "Drum Store",
        ["Roller shutter RS-3", "Shutter motor 400 V", "Diesel scissor lift", "Temporary diesel genset"],
        6,
        "Replace the 400 V shutter motor at 4.5 m on RS-3. Lock off at DB-DS1. Access by diesel scissor "
        "lift inside the store. The hired diesel genset for the temporary lights is running inside the "
        "north bay - CO monitor on the lift, doors open, stop the genset if CO exceeds 25 ppm.",
        "Lock DB-DS1\nScissor lift in, CO monitor\nSwap motor\nTest shutter",
        [LOTO, WAH, VE],
        [LIFT],
        [HW, CSE, EX, RT],
        "A 400 V motor lockout, work at 4.5 m and a diesel scissor lift in the drum store; CO from the "
        "genset and lift.",
        expect={"gasSubstances": ["CO"], "isolationPoints": ["DB-DS1"]},
    ),
    wo(
        "NH3 stripper overhead drum level transmitter",
        "Plant-B",
        "Effluent Treatment",
        ["NH3 stripper overhead drum D-702", "LT-702 DP transmitter", "Permanent platform 8 m"],
        5,
        "Replace LT-702 on the ammonia stripper overhead drum. Access from the permanent guard-railed "
        "platform at 8 m. Close and vent the impulse lines, NH3 detector worn, full-face respirator "
        "ready; wind sock checked.",
        "Close impulse valves, vent to scrubber\nSwap transmitter\nLeak test with NH3 detector",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Breaking impulse lines on an ammonia drum (Cold Work, NH3) from a permanent guard-railed "
        "platform (no Working at Height).",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "TK-1207 floating roof seal check - Ez igo",
        "Plant-A",
        "Tank Farm",
        ["TK-1207 external floating roof (naphtha)", "Rolling ladder", "Rim seal"],
        6,
        "Gate sign (EU/EN): Ez igo teilatura baimenik gabe (do not go onto the roof without a permit). "
        "Inspector descends the rolling ladder from the wind girder to the floating roof, 9 m below the "
        "rim, to check the rim seal. Roof treated as a confined space: O2, LEL, H2S and benzene tested at "
        "the roof deck; buddy at the top.",
        "Gas test from top\nDescend with harness on rolling ladder\nSeal check\nExit",
        [CSE, WAH],
        [],
        [HW, EX, RT, LIFT, VE, LOTO],
        "Descent to a floating roof 9 m below the rim (Working at Height) into a space treated as "
        "confined (Confined Space Entry) with naphtha vapours.",
        expect={"gasSubstances": ["O2", "LEL", "H2S", "benzene"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "Reactor R-1 outlet nozzle welds - Se-75 radiography",
        "Plant-B",
        "Reactor Building",
        ["R-1 outlet nozzle N5", "Se-75 source", "Scaffold 12 m"],
        8,
        "Radiograph the four N5 nozzle welds from the 12 m scaffold with Se-75. Site boundary for this "
        "campaign: 2.5 µSv/h (stricter than the usual 7.5). Level 3 lighting crew working in the same "
        "window; boundary to be agreed with them.",
        "Barrier at 2.5 µSv/h\nClear the building\nExpose, develop\nRelease area",
        [RT, WAH],
        [],
        [HW, CSE, EX, LIFT, VE],
        "Se-75 radiography (Radiography, boundary 2.5 µSv/h) from a 12 m scaffold (Working at Height); "
        "clashes with the lighting crew in the same building.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
        pair="F-RB",
        start_hour=20,
    ),
    wo(
        "Reactor building level 3 light fittings",
        "Plant-B",
        "Reactor Building",
        ["Level 3 lighting circuit LC-3", "Ex-d light fittings x 6", "Step ladder 3 m"],
        8,
        "Replace six Ex-d fittings on level 3 (ceiling 4.2 m) from a 3 m step ladder. Lighting circuit "
        "LC-3 isolated and locked at the building DB. Radiography crew working on R-1 nozzles in the "
        "same shift.",
        "Lock LC-3\nLadder, swap fittings\nTest, restore",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "230 V lighting lockout (Electrical/LOTO) and work from a 3 m step ladder (Working at Height); "
        "runs during radiography in the same building.",
        expect={"isolationPoints": ["LC-3"]},
        pair="F-RB",
        start_hour=20,
    ),
    wo(
        "Loading bay interceptor clean-out - vacuum truck",
        "Terminal-C",
        "Truck Loading Bay",
        ["Oil interceptor OI-2", "Vacuum truck"],
        6,
        "Vacuum truck to enter the loading bay and suck out oil interceptor OI-2 after last week's "
        "spill; hose from the truck into the chamber through the cover. Welders on the gantry stairs "
        "at the same time.",
        "Truck in with spark arrestor\nGas test at interceptor\nVac out\nTruck out",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "An engine-driven vacuum truck in the loading bay (Vehicle Entry) with a hose transfer from the "
        "interceptor (Cold Work), next to hot work.",
        expect={"gasSubstances": ["LEL"]},
        pair="F-TL",
        start_hour=7,
    ),
    wo(
        "Gantry stair top landing - new handrail",
        "Terminal-C",
        "Truck Loading Bay",
        ["Gantry stair S-1 top landing 4.5 m", "Stick welder"],
        6,
        "Cut out the bent handrail on the S-1 top landing (4.5 m) and weld in a new rail; the old rail is "
        "removed so the landing edge is open during the job. Vacuum truck cleaning OI-2 in the bay at the "
        "same time.",
        "Temporary edge barrier / harness\nCut out rail\nWeld new rail\nPaint",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Cutting and welding (Hot Work) at an open 4.5 m edge (Working at Height) while a vacuum truck "
        "works in the bay: the classic clash.",
        expect={"gasSubstances": ["LEL"]},
        pair="F-TL",
        start_hour=7,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Rack 9 re-insulation - after scaffold board blow-off",
        "Plant-B",
        "Pipe Rack",
        ["Rack 9", "8in hot oil line HO-901", "Scaffold 9 m"],
        10,
        "Last Tuesday a scaffold board lifted in a 52 km/h gust and fell 9 m into the barriered zone; "
        "nobody hurt. Scaffold rebuilt with clipped boards and inspected. Remaining: finish re-insulating "
        "HO-901 at 9 m from the scaffold; stop if wind exceeds 40 km/h.",
        "Scaffold tag check\nInsulate remaining 12 m\nClear boards",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "The remaining job is insulation work from a 9 m scaffold: Working at Height.",
    ),
    wo(
        "Foam line trench - after drain line strike",
        "Terminal-C",
        "Tank Farm",
        ["New 6in foam line", "20 t excavator", "2in drain line (repaired)"],
        10,
        "Incident 2027-017: the excavator bucket nicked a 2in oily drain line that was not on the "
        "drawing; drain repaired. Remaining: finish the 1.4 m trench for the new foam line (35 m) with "
        "the excavator, hand-dig within 0.5 m of marked lines.",
        "Re-scan route\nHand-dig near lines\nMachine dig 1.4 m\nLay pipe",
        [EX, VE],
        [CW],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "The remaining 1.4 m machine trench is Excavation, and the excavator in the tank farm is Vehicle Entry.",
    ),
    wo(
        "Breaker truck replacement - after arc flash",
        "Plant-A",
        "Substation",
        ["6.6 kV switchboard SB-A2", "Breaker truck panel 7", "Breaker lifting trolley"],
        8,
        "During racking of the panel 7 breaker last month an arc flash scorched the shutters; the "
        "operator's arc-rated suit held. Remaining: with SB-A2 section 2 dead and earthed, remove the "
        "damaged 280 kg breaker truck on the lifting trolley, fit the replacement, test.",
        "Section 2 isolation and earths\nRemove truck on trolley\nFit new truck, tests",
        [LOTO],
        [LIFT],
        [HW, CSE, EX, RT, WAH, VE],
        "Work on a 6.6 kV board section dead and earthed: Electrical/LOTO; a 280 kg trolley lift is optional Lifting.",
        expect={"isolationPoints": ["SB-A2 section 2"]},
    ),
    wo(
        "Boiler B-2 burner gun - after flashback",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 burner", "Gas train GT-2", "BMS panel 230 V"],
        6,
        "On 3 March B-2 flashed back on light-off; the investigation found a cracked burner gun tip. "
        "Remaining: isolate and purge gas train GT-2 (double block and bleed), lock the 230 V BMS supply, "
        "unbolt and withdraw the burner gun, fit the new one.",
        "DBB and purge GT-2\nLock BMS supply\nBurner gun change\nLeak test",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, VE],
        "Breaking the gas train (Cold Work) and locking the 230 V burner management supply (Electrical/LOTO).",
        expect={"isolationPoints": ["GT-2 double block and bleed", "BMS supply"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "Thermowell TW-118 section replacement - after fire",
        "Plant-A",
        "Crude Unit",
        ["Crude line 8in P-118", "Thermowell TW-118", "Ir-192 camera"],
        12,
        "In January a cracked thermowell on P-118 leaked and caught fire; shut in. Remaining: cut out "
        "the 1 m section with the thermowell, weld in a new spool with a forged well, radiograph both "
        "welds with Ir-192. Line drained, steamed and spaded.",
        "Spading, gas free\nCut and weld spool\nRT two welds\nSpades out",
        [HW, CW, RT],
        [],
        [CSE, EX, LIFT, WAH, VE],
        "Cutting and welding (Hot Work), breaking the line (Cold Work) and Ir-192 (Radiography).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Pump pit PP-2 foot valve - after fitter overcome",
        "Terminal-C",
        "Pump House",
        ["Pump pit PP-2 (1.8 m deep)", "Foot valve FV-2"],
        6,
        "In 2023 a fitter was overcome by vapour in PP-2 and rescued. Remaining: enter PP-2 to replace "
        "foot valve FV-2; pit ventilated, continuous O2/LEL/H2S monitoring, attendant with tripod.",
        "Isolate and drain\nVentilate and test\nEntry with attendant\nSwap foot valve",
        [CSE, CW],
        [LIFT],
        [HW, EX, RT, WAH, VE],
        "Entry into a 1.8 m pump pit with a vapour history (Confined Space Entry) and breaking the foot "
        "valve flange (Cold Work).",
        expect={"gasSubstances": ["O2", "LEL", "H2S"]},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "<WorkOrder/>",
        "Plant-A",
        "Pipe Rack",
        [],
        4,
        "<WorkOrder><Asset></Asset><LongText></LongText><SafetyFlags/></WorkOrder>",
        "",
        [],
        [],
        ALL,
        "An empty XML shell with no job: nothing to permit; needs review.",
        expect={"needsReview": True},
    ),
    wo(
        "Sjálfvirkt svar: Ég er í fríi",
        "Terminal-C",
        "Admin Building",
        [],
        4,
        "Ég er í fríi til 14. apríl (I am on holiday until 14 April). Fyrir brýn mál hafið samband við "
        "vaktstjóra (for urgent matters contact the shift supervisor).",
        "",
        [],
        [],
        ALL,
        "An Icelandic auto-reply: no job; needs review.",
        expect={"needsReview": True},
    ),
    wo(
        "UEVSTUlULUZMT1cgdGVzdA==",
        "Plant-B",
        "Control Room",
        [],
        4,
        "UEVSTUlULUZMT1cgdGVzdA==\nQ29udGVudC1UcmFuc2Zlci1FbmNvZGluZzogYmFzZTY0",
        "",
        [],
        [],
        ALL,
        "A base64 blob with no readable job: needs review.",
        expect={"needsReview": True},
    ),
    wo(
        "See attached PDF",
        "Plant-B",
        "Tank Farm",
        ["TK-?"],
        4,
        "Job as per attached PDF. (no attachment)",
        "",
        [],
        [],
        [],
        "The job is only in a missing attachment: nothing can be labelled; needs review, no type forbidden.",
        expect={"needsReview": True},
    ),
]
