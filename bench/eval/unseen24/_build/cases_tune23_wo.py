"""unseen24 tune23 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is food, beverage and pharmaceutical manufacturing placed where it fits on the three
sites (a GMP excipient and spray-drying suite in the Plant-B Reactor Building, a cold-chain store in the
Plant-B Warehouse, edible-oil and molasses tanks at Terminal-C, a workboat slipway and fuel berth on the
jetties), written by the people of those trades: a GMP change-control form, a QA deviation and its
CAPA-linked job, a validation engineer's protocol excerpt, a Dutch-English production supervisor's mail, a
Danish spray-dryer vendor's service report, an Italian CIP-skid installer's sequence, a silo-cleaning
contractor's quotation scope, an engineering planner's work pack, a refrigeration contractor's job card, a
racking inspector's red-tag report, a boatyard job board, a harbour launch skipper's defect book, a
Gujarati-English terminal maintenance note, a HACCP pre-requisite task and realistic QA-system garbage.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "CC-2027-0042 SD-01 feed line: add in-line sample valve + replace atomiser feed gaskets",
        "Plant-B",
        "Reactor Building",
        ["Spray dryer SD-01", "High-pressure feed pump HP-101", "Feed line FL-101 (DN25, tri-clamp)",
         "Sample valve SV-101 (new)"],
        6,
        "CHANGE CONTROL CC-2027-0042   Initiator: M. de Graaf (Process Eng.)   Type: Minor / like-for-"
        "like+\n"
        "Description of change: install aseptic sample valve SV-101 on feed line FL-101 between HP-101 and "
        "the atomiser, replace the 3 tri-clamp gaskets (EPDM -> FKM) downstream of the pump.\n"
        "GMP impact: Direct (product contact). Validation: IQ addendum + riboflavin coverage n/a (line only)."
        "\nEHS screening:\n"
        "  Hot work .............. NO - spool orbital welded & passivated in the Eng. workshop weld bay, "
        "installed by tri-clamp only\n"
        "  Confined space ........ NO - drying chamber not entered, work on feed line at the dryer roof "
        "level\n"
        "  Work at height ........ from the permanent guard-railed dryer roof platform (+9 m)\n"
        "  Energy isolation ...... HP-101 (30 kW, 400 V) isolated + locked at MCC-3; line depressurised "
        "and drained to the CIP return\n"
        "QA approval: J. Vermeulen 14-01   Implementation by Eng. fitter + Production (line clearance after).",
        "1 Line clearance of SD-01 area by Production\n2 Lock HP-101 at MCC-3, verify zero pressure at PI-101\n"
        "3 Drain FL-101 to CIP return\n4 Break clamps, fit spool with SV-101, new FKM gaskets\n"
        "5 Leak test on water, hand back for CIP/SIP\n6 Close CC actions, update P&ID",
        [CW, LOTO],
        [WAH],
        [HW, CSE, EX, RT, VE, LIFT],
        "The product line is opened (Cold Work) with the 400 V feed pump locked (Electrical/LOTO). The spool was "
        "welded in the workshop bay and the chamber is not entered, so Hot Work and Confined Space are "
        "excluded; the roof platform is guard-railed (Working at Height optional).",
        expect={"isolationPoints": ["HP-101"]},
    ),
    wo(
        "SD-01 annual chamber inspection (vendor visit)",
        "Plant-B",
        "Reactor Building",
        ["Spray dryer SD-01 drying chamber", "Main exhaust fan EF-01", "Inlet air heater AH-01 (steam)",
         "Rotary atomiser AT-01"],
        8,
        "SERVICE VISIT PLAN - Nordisk Drying Service ApS\n"
        "Customer: Botlek Chemicals, excipient line   Plant: SD-01 (6.5 m chamber)   Engineer: Søren Kjær\n"
        "Scope: annual inspection of chamber wall, cone, outlet duct. Confined space entry: NOT REQUIRED, "
        "inspection is visual only.\n"
        "Program:\n"
        "- customer stops plant after CIP, dryer cooled below 40 C\n"
        "- customer to lock out EF-01, AT-01 and close + lock steam valve to AH-01\n"
        "- engineer goes inside the chamber through the side door DN600 and walks down the cone to check "
        "weld seams and take swabs at 12 points, uses the customer's 4-gas meter\n"
        "- torque check of the atomiser mounting from the roof platform (railed)\n"
        "Report within 5 working days. Best regards, Søren",
        "Stop, CIP, cool\nLock EF-01, AT-01, AH-01 steam\nVendor enters chamber via side door, inspects cone, "
        "swabs\nAtomiser torque check from roof\nHand back",
        [CSE, LOTO],
        [CW, WAH],
        [HW, EX, RT, VE, LIFT],
        "The vendor says no confined space entry, then walks inside the chamber and down the cone: Confined "
        "Space Entry required with the conflict flagged. The fan and atomiser are locked (Electrical/LOTO); "
        "the steam valve isolation and railed roof are optional items.",
        expect={"scopeConflict": True, "isolationPoints": ["EF-01", "AT-01", "AH-01 steam valve"],
                "gasSubstances": ["O2"]},
    ),
    wo(
        "Lactose silo S-3 - replace rotating paddle level switch LSH-3",
        "Plant-B",
        "Warehouse",
        ["Lactose silo S-3 (outdoor, 16 m)", "Level switch LSH-3 (230 V)", "Roof nozzle N4"],
        4,
        "Work request (Production - bulk materials)\n"
        "LSH-3 high level switch stuck, silo overfilled twice on delivery. Replace with stock item. "
        "No work at height needed - job is done from the ground, switch wiring is at the local JB.\n"
        "How: electrician isolates the 230 V supply at local isolator LI-3 and locks it. Fitter climbs "
        "the caged ladder to the silo roof (16 m; roof has a handrail only round the ladder head), "
        "unbolts the switch from nozzle N4 and lowers it on a hand line, fits the new one. "
        "No entry into the silo. Bulk tanker deliveries stopped for the day.\n"
        "Raised by: R. Bakker, shift leader bulk",
        "Isolate LI-3 230 V and lock\nClimb to roof, unbolt LSH-3 from N4\nLower old, raise new on hand line"
        "\nWire at JB, test with paddle\nRelease deliveries",
        [WAH, LOTO],
        [],
        [CSE, HW, EX, RT, VE, LIFT],
        "The request says no work at height, then sends the fitter up a 16 m caged ladder onto a roof that is "
        "not railed at the nozzle: Working at Height required with the conflict flagged. The 230 V switch is "
        "isolated and locked (Electrical/LOTO); no silo entry and no load near 1 t.",
        expect={"scopeConflict": True, "isolationPoints": ["LI-3"]},
    ),
    wo(
        "Freezer chamber F2 - evaporator EV-7 refrigerant leak repair",
        "Plant-B",
        "Warehouse",
        ["Freezer chamber F2 (-25 C)", "Evaporator EV-7 (R448A DX)", "Scissor lift SL-2 (electric)",
         "EV-7 fans + defrost heaters (400 V)"],
        8,
        "JOB CARD 27-0188   Koeltechniek contractor: Frigo Zuid BV   Engineer: T. Yilmaz\n"
        "Fault: leak found on EV-7 return bend, 12 kg lost since last week, alarm F2.\n"
        "Safety: NO HOT WORK in the freezer (pallets/wrap everywhere) - we repair cold.\n"
        "Work: recover the charge of the EV-7 circuit into cylinder, pressure down; isolate EV-7 fans and "
        "defrost heaters at the board and lock; from the scissor lift at 7 m clean the bend and braze it "
        "with the oxy-acetylene set (silver solder 15%), then pressure test with nitrogen 25 bar, vacuum, "
        "recharge.\n"
        "Customer to move the pallets out of the 2 bays under EV-7.",
        "Recover refrigerant EV-7 circuit\nLock fans/heaters at board DB-F2\nScissor lift to 7 m\n"
        "Braze return bend (oxy-acet.)\nN2 test 25 bar, vacuum, recharge\nRemove locks, start",
        [HW, CW, LOTO, WAH],
        [VE],
        [CSE, EX, RT, LIFT],
        "The card says no hot work and then brazes the bend with oxy-acetylene among pallets: Hot Work "
        "required with the conflict flagged. Refrigerant is recovered and the circuit opened (Cold Work), "
        "400 V fans and heaters locked (Electrical/LOTO), scissor lift at 7 m (Working at Height).",
        expect={"scopeConflict": True, "isolationPoints": ["EV-7 fans", "EV-7 defrost heaters"]},
    ),
    wo(
        "Launch 'Kandla Pilot 3' - annual haul-out, shaft seal and anodes",
        "Terminal-C",
        "Jetty",
        ["Pilot launch KP-3 (8.5 t)", "Mobile crane 25 t (hired)", "Slipway cradle", "Shaft seal, anodes"],
        8,
        "BOAT YARD JOB BOARD - week 9\n"
        "KP-3 | haul-out for seal + anodes | Lifting: not required (slipway) | Hot work: none, anodes "
        "bolted | skipper Hasmukh\n"
        "note from yard foreman: slipway winch still out of service (see WO for winch), so KP-3 comes out "
        "with the hired 25 t crane from the jetty head - 2 slings at the marked lifting points, 8.5 t, set on "
        "the cradle. Crane arrives 07:00 through main gate, escort to jetty.\n"
        "Then: change stern tube seal, 6 anodes (bolted), antifoul touch-up by roller.",
        "Crane in via gate, set up at jetty head\nLift KP-3 8.5 t onto cradle\nChange shaft seal\n"
        "Bolt on 6 anodes\nRoller antifoul touch-up\nRelaunch by crane",
        [LIFT, VE],
        [],
        [HW, CSE, EX, RT],
        "The board says lifting is not required but the 8.5 t launch is lifted out by a hired mobile crane: "
        "Lifting required with the conflict flagged, and the crane on the jetty needs Vehicle Entry. The "
        "anodes are bolted (no Hot Work).",
        expect={"scopeConflict": True},
    ),
    wo(
        "T-14 palm olein heating coil - condensate trap replacement",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-14 (palm olein, in service)", "Steam trap ST-14B (flanged)", "Condensate return CR-14"],
        4,
        "Maint. note - Terminal C\n"
        "ST-14B on T-14 heating coil passing steam (olein temp overshoot 58 C, QA complain FFA). Replace "
        "trap, flanged type, same size DN20.\n"
        "Steam isolation valve SV-14 and condensate valve CV-14 band karo, lock, vent the trap till zero. "
        "Trap is at ground level outside the bund wall - koi tank entry nahi, no welding, no grinding. "
        "Fitter van parked at the admin side, tools carried.\n"
        "- Ketan P., maint. supervisor",
        "Close + lock SV-14 and CV-14\nVent to zero\nUnbolt old trap, fit new with new gaskets\n"
        "Open slowly, check for leaks",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, VE, LIFT],
        "A steam trap is unbolted on a live heating system after valve isolation: Cold Work. The note rules out "
        "tank entry and welding or grinding, the trap is at ground level and the van stays away.",
        expect={"isolationPoints": ["SV-14", "CV-14"]},
    ),
    wo(
        "Grade C corridor - terminal HEPA filter change (room 2.14)",
        "Plant-B",
        "Reactor Building",
        ["Terminal HEPA housings TH-214-1/2", "AHU-04 supply fan (400 V)", "Mobile podium 0.7 m"],
        6,
        "EWR-27-0311 (Engineering Work Request)   Area: GMP suite, Grade C corridor 2.14\n"
        "Requested by QA after failed DOP/PAO leak test on TH-214-1 and -2.\n"
        "Planner notes: AHU-04 to be stopped and its supply fan isolator locked by the engineering "
        "technician (room will lose pressure cascade - Production confirms no open product). Filters changed "
        "from the 0.7 m mobile podium with gate, NOT from ladders. No drilling, no hot work. Gowning per "
        "SOP-GMP-017, tools wiped with IPA 70%.\n"
        "After: PAO leak test, particle count, QA release of the room.",
        "Production confirms no open product\nStop AHU-04, lock supply fan isolator\nChange 2 terminal "
        "HEPAs from podium\nRestart AHU-04, PAO test, particle count\nQA room release",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, RT, VE, LIFT],
        "The 400 V supply fan is locked off (Electrical/LOTO); the filter change itself is mechanical work "
        "(Cold Work optional). The 0.7 m gated podium is below the height threshold and there is no drilling "
        "or hot work.",
        expect={"isolationPoints": ["AHU-04 supply fan"]},
    ),
    wo(
        "Canteen kitchen extract - 6-monthly duct clean (TR19)",
        "Terminal-C",
        "Admin Building",
        ["Kitchen extract canopy + duct", "Extract fan KEF-1 (400 V)", "Access doors AD-1..AD-6"],
        6,
        "Kitchen ductwork hygiene clean - contractor Kleenduct Gujarat\n"
        "Scope: degrease canopy, plenum, filters and horizontal duct via the 6 access doors. Extract fan "
        "KEF-1 to be isolated and locked by terminal electrician before start. Duct is cleaned by hand and "
        "with a rotary brush from the doors - nobody goes inside the duct. No hot work, no roof access "
        "(roof fan cleaned next visit). Access doors are reached from the kitchen's 1.0 m step platform. "
        "Kitchen closed 14:00-20:00, food covered/removed by canteen staff.",
        "Canteen clear food\nIsolate + lock KEF-1\nCanopy, plenum, filters degrease\nDuct via AD-1..6 rotary "
        "brush\nPost-clean wet film thickness test\nRestore KEF-1",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, RT, VE, LIFT, CW],
        "Only the 400 V extract fan is isolated and locked (Electrical/LOTO). Nobody enters the duct, there is "
        "no hot work or roof access, and the doors are reached from a 1.0 m step.",
        expect={"isolationPoints": ["KEF-1"]},
    ),
    wo(
        "Reefer trailer plug-in points RP-1..RP-4 at cold-store dock",
        "Plant-B",
        "Warehouse",
        ["Reefer plug pedestals RP-1..RP-4 (400 V 32 A)", "Dock board DB-DOCK", "Surface cable tray"],
        8,
        "Elektro werkorder / electrical WO - cold-chain dock\n"
        "4 new reefer trailer sockets for trailers waiting at doors 11-14. New circuit from DB-DOCK, way 9. "
        "Cable on surface-mounted tray along the dock wall, pedestals bolted to the existing concrete apron "
        "with chemical anchors - NO digging, NO ducts under the yard.\n"
        "DB-DOCK way 9 locked off while terminating; rest of the board stays live (dock doors, levellers). "
        "Pedestals 1.5 m high, all work from the ground. Trailers kept away from doors 11-14 during job.",
        "Lock DB-DOCK way 9\nFix tray to wall, pull cable\nAnchor pedestals to apron\nTerminate, test, RCD "
        "trip test\nEnergise",
        [LOTO],
        [],
        [EX, HW, CSE, WAH, RT, LIFT, VE],
        "A new 400 V circuit is terminated in a board with the way locked and the rest live (Electrical/LOTO). "
        "Cable runs on the surface with anchors into the apron, so no Excavation; everything is done from "
        "the ground.",
        expect={"isolationPoints": ["DB-DOCK way 9"], "liveSources": ["DB-DOCK (other ways)"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "PW loop - weekly hot sanitisation (80 C) - production task",
        "Plant-B",
        "Reactor Building",
        ["Purified water loop PW-1", "PW storage tank T-PW1", "Loop heat exchanger HX-PW1"],
        5,
        "HACCP/GMP pre-requisite task PRP-W-03\n"
        "Weekly hot sanitisation of the PW distribution loop: start recipe HSAN-80 on the PW HMI, loop held "
        ">= 80 C for 60 min at all return points, then cool down. Operator monitors TT-PW1/2/3 from the HMI "
        "and signs the e-logbook. No opening of the loop, no maintenance. 'HOT' warning signs at user points "
        "while the recipe runs.",
        "Start HSAN-80\nCheck 80 C at returns for 60 min\nCool down\nSign e-logbook",
        [],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE, CW],
        "An automated hot-water sanitisation run from the HMI: 'hot' is water temperature, not a flame, and "
        "nothing is opened or maintained. No permit.",
    ),
    wo(
        "Aseptic filling isolator ISO-2 - glove change + glove integrity test",
        "Plant-B",
        "Reactor Building",
        ["Filling isolator ISO-2", "Glove ports GP-1..GP-8", "Glove tester (portable)"],
        4,
        "Production supervisor task list, shift B\n"
        "ISO-2 glove port GP-5 failed the integrity test this morning -> replace glove (spare in gowning "
        "store, lot checked by QA). Then test all 8 gloves with the portable glove tester, record in batch "
        "documentation. Isolator stays in 'isolated' status until the H2O2 bio-decontamination cycle has "
        "been run by Production. Nobody to break the isolator seal except through the glove ring.",
        "Fit new glove on GP-5 via push-through ring\nGlove test GP-1..GP-8\nRun VHP cycle\nQA review",
        [],
        [],
        [LOTO, CSE, HW, EX, WAH, LIFT, RT, VE, CW],
        "A pharmaceutical 'isolator' is a sealed glovebox; changing a glove and testing it is a production "
        "task with no energy isolation or entry. No permit.",
    ),
    wo(
        "Packing line 4 - X-ray foreign body detector daily challenge",
        "Plant-B",
        "Warehouse",
        ["X-ray inspection system XR-4 (cabinet, interlocked)", "Test pieces SS 1.5 mm, glass 3 mm"],
        4,
        "QA daily check sheet QCS-14\n"
        "Run the certified test pieces (stainless 1.5 mm, glass 3 mm, ceramic 3 mm) through XR-4 in a dummy "
        "pack at leading/middle/trailing position, 3x each. All must be rejected to the locked reject bin. "
        "Check curtain condition and interlock lamp. Do NOT open the cabinet panels - faults to Eng. "
        "Sign and file.",
        "Test pieces x3 each position\nCheck reject bin locked\nCheck curtains + interlock lamp\nSign QCS-14",
        [],
        [],
        [RT, LOTO, HW, CSE, EX, WAH, LIFT, VE, CW],
        "A daily QA challenge of an enclosed, interlocked food X-ray inspector with test pieces; no source is "
        "handled and no panel opened, so it is not Radiography. No permit.",
    ),
    wo(
        "Freezer pickers - 'cold work' rest break schedule update",
        "Plant-B",
        "Warehouse",
        ["Freezer chamber F1 (-28 C)", "Freezer chamber F2 (-25 C)", "Warm rest room"],
        4,
        "From: Warehouse team leader\nSubject: cold work breaks from Monday\n"
        "New cold work schedule for freezer pickers after the OH review: max 45 min in F1/F2, then 15 min in "
        "the warm rest room. Freezer suits and gloves to be checked by the team leader at start of shift. "
        "Please brief all agency staff. Reach truck drivers in the freezer follow the same rotation.",
        "Brief all pickers\nPost schedule at F1/F2 doors\nTeam leader checks PPE at start of shift",
        [],
        [],
        [CW, HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "'Cold work' here means working in freezer temperatures; this is a rota and PPE briefing, not "
        "maintenance. No permit.",
    ),
    wo(
        "2-8 C chamber CC-3 - temperature mapping (summer)",
        "Plant-B",
        "Warehouse",
        ["Cold chamber CC-3 (2-8 C, 9 m racking)", "Data loggers x 27", "Reach truck RT-05 (electric)"],
        8,
        "Validation protocol VP-WH-027 excerpt, section 6.2 Logger placement\n"
        "27 calibrated loggers at 3 levels (0.3 m, 4.5 m, 8.7 m) x 9 grid positions. Upper loggers are put "
        "on the beams in a logger tray carried on the forks of the reach truck RT-05, driven by the "
        "site's certified driver; the validation engineer stays on the floor and nobody rides on the forks "
        "or climbs the racking. Mapping 72 h, doors opened per protocol to simulate picking.\n"
        "Acceptance: all loggers 2.0-8.0 C.",
        "Place loggers (trays by reach truck)\n72 h mapping with door-open test\nRetrieve loggers\nReport "
        "to QA",
        [],
        [],
        [WAH, VE, HW, CSE, EX, LOTO, LIFT, RT, CW],
        "Loggers go up on a tray on the forks of the site's own electric reach truck in a normal warehouse "
        "operation; nobody climbs or works at height and no vehicle enters a process area. No permit.",
    ),
    wo(
        "Vial steriliser AC-1 - door gasket replacement",
        "Plant-B",
        "Reactor Building",
        ["Steam steriliser (autoclave) AC-1", "Door gasket", "Clean steam valve CSV-AC1", "AC-1 panel (400 V)"],
        4,
        "PM 4417 / AC-1 / 6M   (from CMMS)\n"
        "Replace door gasket - gasket hard, failed vacuum leak test. Autoclave cooled, chamber at atmosphere. "
        "Close and lock clean steam valve CSV-AC1 and jacket steam, isolate and lock AC-1 main isolator "
        "(400 V). Gasket changed from the loading side, nobody enters the chamber. After: vacuum leak test, "
        "Bowie-Dick, QA release (change to gasket lot recorded).",
        "Lock CSV-AC1 + jacket steam\nLock AC-1 main isolator\nChange door gasket\nLeak test, Bowie-Dick\n"
        "QA release",
        [LOTO, CW],
        [],
        [CSE, RT, HW, EX, WAH, LIFT, VE],
        "A steam steriliser ('autoclave', 'sterilisation') is not radiography and the chamber is not entered; "
        "the steam isolation and gasket change are Cold Work and the 400 V isolator lock is Electrical/LOTO.",
        expect={"isolationPoints": ["CSV-AC1", "AC-1 main isolator"]},
    ),
    wo(
        "Workboats - daily fuel tank dip + engine checks",
        "Terminal-C",
        "Jetty",
        ["Pilot launch KP-1", "Pilot launch KP-2", "Fuel tank dipsticks"],
        4,
        "LAUNCH DEFECT & DAILY CHECK BOOK   skipper: A. Sheikh\n"
        "07:00 KP-1 / KP-2 daily: dip fuel tanks through the deck filler (stick), log litres; engine oil + "
        "coolant levels by dipstick and sight glass; bilge alarm test button; lifejackets count. No tank "
        "entry, nothing opened besides the filler cap. Defects to yard foreman.",
        "Dip tanks, log\nOil/coolant levels\nBilge alarm test\nLifejackets\nReport defects",
        [],
        [],
        [CSE, HW, CW, EX, LOTO, WAH, LIFT, RT, VE],
        "A skipper's daily checks: 'fuel tank dip' is a dipstick reading through the filler. No permit.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "SD-01 atomiser wheel exchange + chamber wet-clean and cone inspection",
        "Plant-B",
        "Reactor Building",
        ["Spray dryer SD-01", "Rotary atomiser AT-01 (75 kW, 400 V)", "Atomiser roof hoist (500 kg)",
         "Exhaust fan EF-01", "Gas-fired air heater AH-02 (natural gas)", "Mobile scaffold tower (chamber)"],
        12,
        "WORK PACK WP-SD01-27-02   Planner: L. Hendriks   Shutdown 48 h\n"
        "Op 10 Production: CIP chamber, cool to < 40 C, hand over.\n"
        "Op 20 E&I: lock EF-01, AT-01 (75 kW) and feed pump HP-101 at MCC-3; close and lock gas valve to "
        "heater AH-02 (double block) - test for dead.\n"
        "Op 30 Mech: lift atomiser AT-01 out (approx. 420 kg) with the roof hoist, set spare on the stand.\n"
        "Op 40 Mech/contractor: chamber entry via side door - erect mobile scaffold tower inside the "
        "chamber (platform 4 m) to inspect and wet-clean the upper wall and roof; attendant at door, 4-gas "
        "monitor.\n"
        "Op 50: refit, rotate test, hand back for CIP + QA swabs.",
        "10 CIP, cool, hand over\n20 Lock EF-01, AT-01, HP-101; gas valve AH-02 locked\n30 Atomiser out by "
        "roof hoist\n40 Chamber entry, 4 m tower inside, clean/inspect\n50 Refit, test, hand back",
        [CSE, LOTO, WAH],
        [LIFT, CW],
        [HW, EX, RT, VE],
        "People enter the drying chamber (Confined Space Entry) with fans, atomiser and pump locked "
        "(Electrical/LOTO) and work from a 4 m tower inside (Working at Height). The 420 kg hoist lift is "
        "below 1 t and the gas valve isolation is optional Cold Work.",
        expect={"isolationPoints": ["EF-01", "AT-01", "HP-101", "AH-02 gas valve"], "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Maize starch silo S-12 - bridging, silo clean by contractor",
        "Plant-B",
        "Warehouse",
        ["Starch silo S-12 (22 m, 180 m3)", "Rotary valve RV-12", "Screw conveyor SC-12", "Bin vibrator BV-12",
         "Contractor whip-machine truck"],
        10,
        "QUOTATION Q-2027-118 - SiloClean Benelux - scope of work\n"
        "1. Client isolates and locks RV-12, SC-12, BV-12 and the pneumatic fill line (blind at the fill "
        "pipe).\n"
        "2. Our truck with whip machine + generator parks at the silo base (warehouse yard).\n"
        "3. Remote whip cleaning from the roof hatch; roof edge at the hatch side has no guard rail - "
        "technicians on fall-arrest lines to the anchor.\n"
        "4. If bridge not released: man entry from the roof on man-riding winch with harness, standby man "
        "+ rescue tripod, continuous O2 / dust monitoring.\n"
        "5. Product removed to big bags.\n"
        "Excluded: any hot work, any repairs to the silo.",
        "Client locks RV-12/SC-12/BV-12, blinds fill line\nTruck at silo base\nWhip from roof hatch on "
        "fall arrest\nMan entry on winch if needed\nProduct to big bags",
        [CSE, WAH, LOTO],
        [VE, CW, LIFT],
        [HW, EX, RT],
        "Man entry into the silo on a winch (Confined Space Entry), roof-hatch work beside an unguarded edge "
        "at 22 m (Working at Height) and 400 V drives locked (Electrical/LOTO). The truck in the warehouse "
        "yard, the fill-line blind and the winch are optional; hot work is excluded.",
        expect={"isolationPoints": ["RV-12", "SC-12", "BV-12", "fill line"], "gasSubstances": ["O2"]},
    ),
    wo(
        "New CIP skid CIP-3 - installation and tie-in",
        "Plant-B",
        "Reactor Building",
        ["CIP skid CIP-3 (3.2 t)", "Mobile crane 60 t", "Caustic supply line CS-100", "Acid supply line AS-100",
         "MCC-3 new feeder"],
        12,
        "INSTALLATION SEQUENCE - Impianti Lombardi Srl (skid supplier) - rev.B\n"
        "Day 1: crane 60 t enter by the north gate, set at the Reactor Building east side. Skid CIP-3 "
        "(3200 kg) lift through the roof opening to level 0, tag lines, lift plan LP-07.\n"
        "Day 2: connect skid to existing lines CS-100 (caustic 30%) and AS-100 (nitric) - client drain and "
        "isolate the lines with spade; our welders make the tie-in with orbital TIG in situ (2 welds each) "
        "and hand TIG for the drain points.\n"
        "Day 3: electrical - client electrician lock MCC-3 incomer to spare way, we connect new feeder "
        "400 V for skid panel.\n"
        "Then water commissioning. Please prepare permits, grazie. Marco F.",
        "Crane in, lift skid 3.2 t\nDrain + spade CS-100/AS-100\nTIG tie-in welds in situ\nLock MCC-3 way, "
        "connect feeder\nWater run",
        [LIFT, VE, HW, CW, LOTO],
        [WAH],
        [CSE, EX, RT],
        "A 3.2 t skid by a 60 t mobile crane (Lifting) that drives into the process area (Vehicle Entry); "
        "in-situ TIG tie-ins (Hot Work) on drained and spaded caustic and acid lines (Cold Work); a new 400 V "
        "feeder at a locked MCC way (Electrical/LOTO). The roof opening is an optional height item.",
        expect={"isolationPoints": ["CS-100", "AS-100", "MCC-3 way"]},
    ),
    wo(
        "Dock 7 leveller replacement (cold-chain dock)",
        "Plant-B",
        "Warehouse",
        ["Dock leveller DL-7 (1.4 t)", "Hydraulic power pack HPP-7 (400 V)", "Leveller pit (0.6 m)",
         "Diesel forklift FLT-9 (5 t)"],
        10,
        "Job card - dock equipment contractor (Hörmann-type leveller, like for like)\n"
        "- isolate + lock HPP-7 at dock board, bleed hydraulics\n"
        "- cut out the old leveller frame from the pit curb angle with the grinder and gas axe\n"
        "- lift old leveller out and new one in with the 5 t diesel forklift and chains (unit 1.4 t)\n"
        "- weld the new frame to the curb angle (stick), grind flush\n"
        "- pit 0.6 m deep, lads step down into it for the welding of the rear hinge\n"
        "Foil/pallets removed 11 m around. Dock door 7 closed, trailers kept away.",
        "Lock HPP-7\nCut out old frame\nForklift lift out/in (1.4 t)\nWeld frame to curb, grind\nTest, "
        "remove locks",
        [HW, LIFT, LOTO],
        [VE, CSE, CW],
        [EX, RT, WAH],
        "Gas cutting, grinding and stick welding in a warehouse (Hot Work), a 1.4 t unit on a forklift "
        "(Lifting) and the 400 V power pack locked (Electrical/LOTO). The forklift in a non-process warehouse "
        "and stepping into the 0.6 m open pit are optional.",
        expect={"isolationPoints": ["HPP-7"]},
    ),
    wo(
        "Slipway winch SW-1 replacement",
        "Terminal-C",
        "Jetty",
        ["Slipway winch SW-1 (415 V, 1.8 t)", "HIAB truck 20 tm", "Winch base plate", "Jetty board JB-2"],
        10,
        "Boatyard / marine maintenance - WO request\n"
        "Old winch seized, gearbox cracked. Remove and replace with new unit from stores.\n"
        "1) Electrician: isolate + lock SW-1 supply at JB-2 (415 V), disconnect.\n"
        "2) Hold-down bolts rusted solid - cut with gas axe.\n"
        "3) HIAB truck drives down the jetty to slipway head, lifts old winch (approx 1.6 t) onto the bed "
        "and new winch (1.8 t) onto the base.\n"
        "4) New bolts, grout, reconnect, load test with KP-2 cradle.\n"
        "Raised by yard foreman Irfan, approved marine supt.",
        "Lock JB-2 SW-1 way\nGas-cut bolts\nHIAB on jetty, lift old out / new in\nBolt, grout, reconnect\n"
        "Load test",
        [LOTO, HW, LIFT, VE],
        [],
        [CSE, EX, RT, WAH],
        "415 V winch supply locked (Electrical/LOTO), bolts gas-cut on a jetty (Hot Work), 1.6-1.8 t lifted by "
        "a HIAB (Lifting) that drives onto the jetty (Vehicle Entry).",
        expect={"isolationPoints": ["JB-2 SW-1 way"]},
    ),
    wo(
        "T-09 palm stearin tank - clean + heating coil leak repair",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-09 (palm stearin, 2,500 m3, emptied)", "Heating coil HC-09", "Side mixer MX-09 (400 V)",
         "Steam header valve SV-09", "Manways MW-1, MW-2"],
        12,
        "TERMINAL C - maint. plan (Gujarati/English)\n"
        "T-09 khali thai gayu (emptied), customer wants coil leak fixed before next parcel.\n"
        "a) SV-09 steam + condensate valves close, spade both, lock. MX-09 motor isolate and lock at MCC-T.\n"
        "b) Open MW-1 and MW-2, steam out / ventilate, gas test O2 + LEL before entry.\n"
        "c) Contractor crew enters, scrapes stearin residue from the coil area (hand tools).\n"
        "d) Welder inside the tank: cut out the leaking coil bend and weld new bend (TIG root, stick cap). "
        "Fire watch at manway, continuous LEL.\n"
        "e) Hydro-test coil 10 bar, close up.",
        "Spade + lock steam/condensate, lock MX-09\nOpen manways, ventilate, gas test\nEntry, scrape "
        "residue\nWeld new coil bend inside\nHydrotest, box up",
        [CSE, HW, CW, LOTO],
        [],
        [EX, RT, VE, LIFT],
        "Entry into an emptied edible-oil tank (Confined Space Entry) to cut and weld a coil bend (Hot Work) "
        "after the steam lines are spaded (Cold Work) and the 400 V mixer locked (Electrical/LOTO).",
        expect={"isolationPoints": ["SV-09", "MX-09"], "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Neutralisation pit NP-2 - new buried acid dosing line",
        "Plant-B",
        "Effluent Treatment",
        ["Neutralisation pit NP-2 (CIP effluent)", "Acid dosing pump DP-2 (400 V)", "Mini excavator 3 t",
         "Sulphuric acid line SA-20"],
        10,
        "Eng. planner work order - CIP effluent pH control upgrade\n"
        "Trench 18 m from the acid store to NP-2, 0.9 m deep (frost + vehicle crossing), mini excavator 3 t "
        "after CAT scan and hand-dug trial holes at the two cable crossings. Lay double-contained PE line, "
        "backfill.\n"
        "Tie-in: drain and isolate SA-20 at the store manifold (lock valve V-201), connect new line with "
        "flanged adapter.\n"
        "New dosing pump DP-2: electrician connects at MCC-E with the spare way locked during termination.",
        "CAT scan, trial holes\nExcavate 0.9 m trench, lay line\nIsolate SA-20 / V-201, flanged tie-in\n"
        "Connect DP-2 at locked MCC-E way\nBackfill, pressure test",
        [EX, CW, LOTO],
        [VE],
        [HW, CSE, RT, WAH, LIFT],
        "A 0.9 m machine-dug trench (Excavation), a tie-in on a drained acid line (Cold Work) and a 400 V "
        "pump connection at a locked MCC way (Electrical/LOTO). The mini excavator in the effluent plant is "
        "optional Vehicle Entry.",
        expect={"isolationPoints": ["V-201", "MCC-E way"]},
    ),
    wo(
        "Pure steam generator PSG-01 - nozzle N3 weld repair + RT",
        "Plant-B",
        "Boiler House",
        ["Pure steam generator PSG-01", "Nozzle N3 (outlet)", "Scaffold to 3.5 m", "Ir-192 source (contractor)"],
        12,
        "QA DEVIATION DEV-2027-0087 -> CAPA-0087-01 (engineering action)\n"
        "Pinhole leak at PSG-01 outlet nozzle N3 toe weld found during SIP of the filling line. Repair under "
        "CC-2027-0051.\n"
        "Planner: isolate PSG-01 feed water and plant steam, spade outlet at N3 flange, drain and cool. "
        "Scaffold to the nozzle (3.5 m, no handrails on the working lift until adapted). Grind out defect, "
        "TIG repair by qualified welder (WPS-316L-04), then gamma radiography by NDT contractor with Ir-192 "
        "outside normal hours - site boundary 7.5 uSv/h, barriers and beacons. Pickle/passivate, QA "
        "review of films before SIP requalification.",
        "Isolate, spade N3, drain\nScaffold 3.5 m\nGrind, TIG repair\nIr-192 RT at night, 7.5 uSv/h "
        "boundary\nPassivate, QA film review, requalify",
        [HW, RT, WAH, CW],
        [LOTO],
        [CSE, EX, VE, LIFT],
        "Grinding and TIG welding (Hot Work) on a spaded steam vessel (Cold Work) from a 3.5 m scaffold "
        "(Working at Height), then Ir-192 radiography with a 7.5 uSv/h boundary (Radiography).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "isolationPoints": ["N3 flange"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Freezer F1 - EV-3 defrost heater element replacement",
        "Plant-B",
        "Warehouse",
        ["Freezer chamber F1 (-28 C)", "Evaporator EV-3 (NH3 pumped)", "EV-3 defrost heaters (400 V)",
         "Scissor lift SL-2 (electric)"],
        6,
        "Refrigeration contractor job card RC-0412\n"
        "Heater element EV-3 bank B open circuit (ice build-up). Replace element.\n"
        "F1 stays in operation - the other 3 evaporators EV-1, EV-2, EV-4 keep running and the NH3 plant "
        "stays on line; EV-3 liquid and suction solenoids closed by the PLC only (no valves opened, no "
        "refrigerant work). Isolate and lock EV-3 fans + defrost heaters at DB-F1. Work from the scissor "
        "lift at 8 m, in freezer suits, 45 min rotation. NH3 personal monitor worn.",
        "Lock EV-3 fans/heaters at DB-F1\nScissor lift to 8 m\nChange heater element\nTest, remove locks\n"
        "Defrost cycle check",
        [LOTO, WAH],
        [VE, CW],
        [HW, CSE, EX, RT, LIFT],
        "Only EV-3's 400 V fans and heaters are locked (Electrical/LOTO) while the other evaporators and the "
        "ammonia plant stay live; the element is changed from a scissor lift at 8 m (Working at Height).",
        expect={"liveSources": ["EV-1", "EV-2", "EV-4", "NH3 refrigeration plant"],
                "isolationPoints": ["EV-3 fans", "EV-3 defrost heaters"], "gasSubstances": ["NH3"]},
    ),
    wo(
        "Pontoon B shore power pedestal P-6 - replace 63 A socket",
        "Terminal-C",
        "Jetty",
        ["Shore power pedestal P-6", "Pontoon B feeder (400 V, live)", "Moored launches KP-1..KP-3"],
        4,
        "Marina / boatyard electrician note\n"
        "P-6 socket burnt (pin welded). Replace socket + RCBO in P-6 only.\n"
        "Pontoon B feeder stays live - KP-1/KP-2 on shore power at P-4 and P-5 (battery chargers, bilge "
        "pumps). Lock off P-6 RCBO and incoming isolator inside P-6, prove dead; shroud the live incoming "
        "terminals. Lifejacket on the pontoon.",
        "Lock P-6 isolator + RCBO, prove dead\nShroud live incomers\nChange socket + RCBO\nTest, RCD trip, "
        "energise",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE, CW],
        "Pedestal P-6 is isolated and proved dead for the socket change (Electrical/LOTO) while the pontoon "
        "feeder and the neighbouring pedestals stay live.",
        expect={"liveSources": ["Pontoon B feeder", "P-4", "P-5"], "isolationPoints": ["P-6 isolator"]},
    ),
    wo(
        "CIP-2 return pump P-402 - mechanical seal",
        "Plant-B",
        "Reactor Building",
        ["CIP return pump P-402 (400 V)", "CIP supply header (caustic 2%, 80 C)", "Return line CR-402"],
        5,
        "Hallo allemaal / Hi all,\n"
        "P-402 lekt bij de seal (drip of hot caustic onto the floor of filling hall) - vandaag vervangen "
        "graag. CIP-2 skid blijft draaien op circuit B (tanks T-201/T-202) so the supply header stays live "
        "with 2% caustic at 80 C; only the return leg of circuit A is free.\n"
        "Isolatie: P-402 op MCC-3 locken, handkleppen V-402A/B dicht en lock, drain CR-402 naar put.\n"
        "Face shield + chemical gloves. Line clearance by production after.\n"
        "Groet, Anouk (productieleider)",
        "Lock P-402 at MCC-3\nClose + lock V-402A/B, drain CR-402\nChange mechanical seal\nLeak test on "
        "water\nLine clearance",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "A caustic CIP pump is opened after the motor is locked and the valves closed and drained (Cold "
        "Work, Electrical/LOTO) while the CIP supply header stays live on the other circuit.",
        expect={"liveSources": ["CIP supply header"], "isolationPoints": ["P-402", "V-402A", "V-402B"]},
    ),
    wo(
        "Beverage CO2 loading - new trailer stand foundation",
        "Plant-A",
        "Loading Rack",
        ["CO2 trailer loading stand (new)", "480 V feeder LR-F3 (buried, live)", "Firewater main FW-12 (live)",
         "Excavator 14 t", "Dump truck"],
        10,
        "Daily plan - Gulf Coast Civil LLC for CO2 offtaker (beverage-grade)\n"
        "Dig pad for new CO2 trailer stand, 4.0 x 2.5 m, to 1.3 m with the 14 t excavator; spoil hauled "
        "by dump truck. 480 V feeder LR-F3 runs 1.1 m from the east edge and stays energized (feeds the rack "
        "pumps) - potholed by vac and marked, no machine within 0.6 m; firewater main FW-12 stays in "
        "service along the south side. Trench box not needed below 1.5 m but we slope the sides.",
        "Locate + pothole LR-F3 and FW-12\nExcavate to 1.3 m, slope\nHaul spoil\nForm and pour",
        [EX, VE],
        [],
        [HW, CSE, RT, WAH, LIFT, LOTO],
        "A 1.3 m machine dig (Excavation) by an excavator and dump truck in a hydrocarbon loading rack "
        "(Vehicle Entry), next to a buried 480 V feeder and a firewater main that stay live.",
        expect={"liveSources": ["LR-F3", "FW-12"]},
    ),
    wo(
        "FBD-1 support steel - weld new bracket for dust duct",
        "Plant-B",
        "Reactor Building",
        ["Fluid-bed dryer FBD-1 (support steel)", "Fluid-bed dryer FBD-2 (running)", "Dust extraction DE-2",
         "Battery boom lift"],
        8,
        "Planner: FBD-1 down for PM, FBD-2 next to it keeps running on batch 27-0331 (excipient powder) "
        "and DE-2 dust extraction stays on. New support bracket for the FBD-1 dust duct: weld to the support "
        "steel at 6 m from the battery boom lift. Hot work screen between the dryers, all powder deposits "
        "cleaned 11 m around, fire watch 60 min after. FBD-1 fans already locked under the PM.",
        "Clean powder 11 m round\nScreen to FBD-2\nBoom lift to 6 m, weld bracket\nFire watch 60 min",
        [HW, WAH],
        [VE, LOTO],
        [CSE, EX, RT, LIFT],
        "Welding on support steel in a powder-handling room (Hot Work) from a boom lift at 6 m (Working at "
        "Height) while the adjacent dryer and its dust extraction keep running.",
        expect={"liveSources": ["FBD-2", "DE-2"]},
    ),
    wo(
        "Grade B room 3.02 - DP transmitter swap on running AHU",
        "Plant-B",
        "Reactor Building",
        ["Room DP transmitter PDT-302 (24 V loop)", "AHU-02 (running)", "Grade B filling room 3.02"],
        4,
        "Instrument tech note (QA-approved CC-2027-0060)\n"
        "PDT-302 drifting, room cascade alarm nuisance. Swap transmitter like-for-like; AHU-02 MUST stay "
        "running (room in operation, cascade to be held) - transmitter 24 V DC loop, alarm to be inhibited "
        "in the BMS for 30 min by the BMS engineer (QA informed), impulse tubing disconnected at the "
        "transmitter only. Calibrated spare, cert attached.",
        "Inhibit PDT-302 alarm in BMS (logged)\nDisconnect tubing + 24 V loop\nFit spare, reconnect\nCheck "
        "reading vs reference, remove inhibit",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, RT, LIFT, VE],
        "An alarm is inhibited (bypassing a safeguard) and an instrument changed on running plant (Cold "
        "Work); the loop is 24 V DC so Electrical/LOTO does not apply, and AHU-02 stays live.",
        expect={"liveSources": ["AHU-02"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Engine room - NH3 liquid line strainer STR-3 clean",
        "Plant-B",
        "Compressor House",
        ["NH3 liquid line strainer STR-3", "Isolation valves V-31/V-32", "NH3 detectors (engine room)"],
        6,
        "Refrigeration contractor job card RC-0419 (cold store plant)\n"
        "Pump-out of STR-3 section to the LP receiver, close and lock V-31/V-32, vent residual through the "
        "hose to the water drum. Open strainer cover, clean mesh, new gasket. Full-face mask with K filter on "
        "at the flange, escape set at the door, NH3 detectors checked before start (alarm 25 ppm). Two "
        "persons.",
        "Pump out section\nLock V-31/V-32, vent to water\nOpen cover, clean, new gasket\nLeak test, open slowly",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "An ammonia line strainer is opened after pump-out and valve lock (Cold Work); the gas test needs an "
        "NH3 row.",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["V-31", "V-32"]},
    ),
    wo(
        "Process water chlorinator - Cl2 drum changeover",
        "Plant-B",
        "Effluent Treatment",
        ["Chlorine drum (900 kg) CD-2", "Vacuum regulator VR-2", "Drum trunnions", "Monorail hoist 2 t"],
        5,
        "Operator + fitter task (food-grade process water line)\n"
        "Drum CD-2 empty -> change to full drum CD-3 (900 kg net, 1.6 t gross). Close drum valve, purge "
        "yoke, disconnect VR-2, fit new lead gasket, connect CD-3, ammonia bottle leak test. Drum placed "
        "with the 2 t monorail hoist and lifting beam onto the trunnions. Cl2 detector in room, SCBA at the "
        "door.",
        "Close CD-2, purge, disconnect\nHoist out empty, hoist in CD-3 (1.6 t)\nConnect, leak test with "
        "NH3 vapour\nOpen, check vacuum",
        [CW, LIFT],
        [],
        [HW, CSE, EX, WAH, RT, VE],
        "A chlorine connection is broken and remade (Cold Work) and a 1.6 t drum is lifted on the monorail "
        "hoist (Lifting); the gas test needs a Cl2 row.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "SD-02 direct-fired heater - burner tuning after nozzle change",
        "Plant-B",
        "Reactor Building",
        ["Spray dryer SD-02", "Direct-fired gas air heater AH-03", "Burner management panel BMS-03"],
        6,
        "Service report (draft) - burner service engineer\n"
        "Dryer running on water during setup. Adjust gas/air ratio on AH-03 after nozzle change: flue gas "
        "analyser probe in the inlet air duct, CO target < 50 ppm in the drying air (product contact - QA "
        "limit), NOx logged. Combustion air damper linkage adjusted with the burner firing, guard removed "
        "on the linkage for the adjustment. Check gas train for leaks with sniffer (LEL).",
        "Dryer on water\nFit analyser probe\nAdjust ratio with burner firing\nLeak check gas train\nRefit "
        "guard, report",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Adjusting a firing burner with a guard removed is mechanical work on operating plant (Cold Work); the "
        "gas test needs CO and LEL rows. Nothing hot is brought in beyond the burner itself.",
        expect={"gasSubstances": ["CO", "LEL"]},
    ),
    wo(
        "Metabisulphite dosing - pump DP-12 diaphragm",
        "Plant-B",
        "Reactor Building",
        ["SMBS dosing tank T-12", "Dosing pump DP-12 (400 V)", "Dosing line DL-12"],
        4,
        "Eng. WO (production request)\n"
        "Sodium metabisulphite 20% dosing pump DP-12 losing stroke. Change diaphragm + valves. Lock DP-12 "
        "at local isolator, close and lock tank outlet valve, flush line with water. SMBS gives off SO2 - "
        "SO2 personal monitor, work with extraction hood on, goggles and gloves.",
        "Lock DP-12 + outlet valve\nFlush line\nChange diaphragm + valves\nTest run",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "The dosing pump is locked (Electrical/LOTO) and opened after flushing (Cold Work); the gas test needs "
        "an SO2 row.",
        expect={"gasSubstances": ["SO2"], "isolationPoints": ["DP-12", "tank outlet valve"]},
    ),
    wo(
        "Food-waste digester - biogas condensate trap CT-4",
        "Plant-B",
        "Effluent Treatment",
        ["Anaerobic digester AD-1 (food waste)", "Biogas line BG-4", "Condensate trap CT-4 (pit, 0.8 m)"],
        4,
        "Effluent operator request\n"
        "CT-4 on biogas line BG-4 blocked - water in the gas line to the CHP. Isolate BG-4 (valves BV-41 and "
        "BV-42 locked), depressurise to the flare, drain. Unbolt trap lid from the top of the 0.8 m trap "
        "pit, no one climbs in. Biogas has H2S (scrubber outlet ~150 ppm) - site H2S alarm 5 ppm, personal "
        "monitors, non-sparking tools.",
        "Lock BV-41/BV-42, vent to flare\nDrain, unbolt lid from pit edge\nClean trap, new gasket\nPurge, "
        "leak test",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "A biogas line is opened after isolation (Cold Work); nobody enters the trap pit. The gas test needs "
        "H2S and LEL rows at the site's 5 ppm alarm.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5},
                "isolationPoints": ["BV-41", "BV-42"]},
    ),
    wo(
        "T-110 benzene concentrate - sample valve replacement",
        "Plant-A",
        "Tank Farm",
        ["Tank T-110 (benzene concentrate)", "Sample valve SP-110", "Root valve RV-110"],
        5,
        "Valve service contractor quote-job (ex-food industry sample valve specialist)\n"
        "Replace SP-110 sampling valve (closed-loop sampler). Close and lock root valve RV-110, drain "
        "the sampler loop to closed drain, nitrogen purge. Benzene: site limit 0.5 ppm, PID readings every "
        "15 min, full face with organic cartridges. Portable LEL meter.",
        "Lock RV-110, drain, N2 purge\nPID + LEL check\nSwap sample valve\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "A benzene sample valve is changed after draining and purging (Cold Work); gas test for benzene at the "
        "site's 0.5 ppm limit and LEL.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5},
                "isolationPoints": ["RV-110"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "SD-01 bag filter BF-01 - bag change from filter roof",
        "Plant-B",
        "Reactor Building",
        ["Bag filter BF-01 (spray dryer exhaust)", "Exhaust fan EF-01 (400 V)", "Rotary valve RV-BF1"],
        8,
        "Production supervisor handover -> Eng.\n"
        "BF-01 dP high, 24 bags to change (top-loading). Lock EF-01 and RV-BF1. Fitters on the BF-01 roof "
        "at 11 m - handrail on three sides only, the back edge is open; harness to the rail anchor. Old bags "
        "full of powder, bagged on the roof, lowered by hand line.",
        "Lock EF-01, RV-BF1\nHarness on roof, open cells\nChange 24 bags\nClose, remove locks",
        [WAH, LOTO],
        [CW],
        [CSE, EX, RT, VE, LIFT],
        "Work on a filter roof at 11 m with an open back edge (Working at Height) with the 400 V fan and rotary "
        "valve locked (Electrical/LOTO). The partner job welds in the same room and time.",
        expect={"isolationPoints": ["EF-01", "RV-BF1"]},
        pair="rb-dryer",
    ),
    wo(
        "SD-01 cyclone outlet duct - flange repair",
        "Plant-B",
        "Reactor Building",
        ["Cyclone CY-01 outlet duct", "Scaffold 5 m", "TIG set + grinder"],
        8,
        "Eng. planner - same shutdown window as BF-01 bags\n"
        "Crack at the CY-01 outlet duct flange. Grind out and TIG weld, from the 5 m scaffold (open sides "
        "at the duct). Duct is dead with EF-01 locked under the bag-change job. Fire watch, powder cleaned "
        "round the scaffold.",
        "Clean powder\nScaffold 5 m\nGrind + TIG the flange\nDye pen, fire watch",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE, LIFT],
        "Grinding and TIG welding (Hot Work) from a 5 m open-sided scaffold (Working at Height), at the same "
        "time as powder-laden filter bags are changed in the same room.",
        pair="rb-dryer",
    ),
    wo(
        "KP-2 hull - grit blast + antifoul on slipway",
        "Terminal-C",
        "Jetty",
        ["Pilot launch KP-2 (on slipway cradle)", "Diesel air compressor (towed)", "Blast pot"],
        10,
        "BOAT YARD JOB BOARD - wk 11\n"
        "KP-2 | grit blast below waterline to bare steel, 2 coats epoxy + antifoul | yard crew + blaster "
        "contractor | towed diesel compressor down the jetty to the slipway head | fuel berth 30 m away",
        "Tow compressor to slipway\nBlast below waterline\nPrime + antifoul",
        [HW, VE],
        [],
        [CSE, EX, RT, LIFT],
        "Abrasive blasting on a jetty 30 m from a fuel berth is spark-producing work near flammables (Hot "
        "Work), and the towed diesel compressor on the jetty needs Vehicle Entry. The partner job opens the "
        "fuel dispenser at the same time.",
        pair="jetty-yard",
    ),
    wo(
        "Fuel berth dispenser FD-1 - hose and nozzle change",
        "Terminal-C",
        "Jetty",
        ["Diesel dispenser FD-1 (230 V pump)", "Delivery hose + nozzle", "Fuel berth"],
        10,
        "Launch skipper defect book: FD-1 hose cracked at the crimp, nozzle drips. Fitter to lock off FD-1 "
        "pump supply (230 V), close the tank outlet valve, drain hose into a can, fit new hose + nozzle, "
        "check. Spill kit at berth.",
        "Lock FD-1 supply, close outlet valve\nDrain hose\nFit new hose + nozzle\nLeak check",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "A diesel dispenser hose is broken and drained (Cold Work) with the 230 V pump locked (Electrical/LOTO), "
        "while blasting goes on at the slipway 30 m away.",
        expect={"isolationPoints": ["FD-1 pump supply"]},
        pair="jetty-yard",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Racking red tag - aisle 14 upright after reach truck strike",
        "Plant-B",
        "Warehouse",
        ["Pallet racking aisle 14 bay 6", "Reach truck RT-03 (electric)", "MEWP (electric, 10 m)"],
        8,
        "RACKING INSPECTION REPORT - SEMA-approved inspector\n"
        "Night shift: RT-03 struck upright 14-6 while reversing; dent 9 mm (RED risk - offload immediately). "
        "Bay 14-5/14-6 offloaded by warehouse team this morning.\n"
        "Repair: racking contractor replaces upright section from the MEWP, beam connectors at 8 m to be "
        "unhooked and refitted; new upright 6 m section 110 kg, handled by two men. Aisle closed.",
        "Confirm bays empty\nClose aisle\nMEWP: unhook beams to 8 m\nReplace upright, refit beams, locks\n"
        "Re-inspect, remove red tag",
        [WAH],
        [VE],
        [HW, CSE, EX, RT, LOTO, LIFT, CW],
        "After the strike the upright is replaced with beam connectors worked from a MEWP at 8 m (Working at "
        "Height); the 110 kg section is handled by two men.",
    ),
    wo(
        "SD-02 chamber - remove burnt deposit after smoulder (post-incident)",
        "Plant-B",
        "Reactor Building",
        ["Spray dryer SD-02 chamber", "Exhaust fan EF-02", "Atomiser AT-02", "Air heater AH-03 (gas)",
         "CO2 suppression system"],
        10,
        "Incident IR-27-014 follow-up. Last night the outlet temperature rose and the CO detector in the "
        "exhaust tripped the dryer: smouldering deposit on the cone. Dryer was shut down, CO2 suppression did "
        "not discharge. Now: lock EF-02, AT-02 and the gas valve to AH-03, inhibit the CO2 suppression "
        "(locked valve) during entry, ventilate, test O2 and CO, then two operators enter to dig out the "
        "burnt powder with plastic shovels into bags, attendant at the door.",
        "Lock EF-02, AT-02, AH-03 gas\nLock CO2 suppression valve\nVentilate, test O2 + CO\nEntry, dig out "
        "deposit\nInspect wall, hand back",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE, LIFT],
        "Operators enter the dryer chamber (Confined Space Entry) with the fans and atomiser locked (Electrical/"
        "LOTO); inhibiting the CO2 suppression and the gas valve isolation are optional Cold Work. The "
        "atmosphere after a smoulder needs O2 and CO rows.",
        expect={"gasSubstances": ["O2", "CO"], "isolationPoints": ["EF-02", "AT-02", "AH-03 gas valve",
                                                               "CO2 suppression valve"]},
    ),
    wo(
        "Sunk workboat WB-2 at pontoon A - raise and recover",
        "Plant-B",
        "Jetty",
        ["Workboat WB-2 (5.2 t dry)", "Mobile crane 50 t", "Lifting strops", "Dive team"],
        10,
        "Marine supt. - incident follow-up\n"
        "WB-2 sank at her mooring overnight (cockpit drain blocked, heavy rain); she is sitting on the bottom "
        "in 3 m of water, slight diesel sheen contained by the boom. Divers pass the strops; 50 t mobile "
        "crane drives onto the jetty and lifts her (est. 9 t with water) to the surface, pump out, then set "
        "on the jetty deck on timbers. No hot work.",
        "Boom the sheen\nDivers rig strops\nCrane on jetty, lift to surface\nPump out, land on timbers",
        [LIFT, VE],
        [],
        [HW, CSE, EX, RT, LOTO],
        "A flooded 9 t workboat is lifted by a 50 t mobile crane (Lifting) driven onto a chemical-plant jetty "
        "(Vehicle Entry).",
    ),
    wo(
        "Grade C suite - WFI loop diaphragm valve after flood",
        "Plant-B",
        "Reactor Building",
        ["WFI loop (80 C)", "Diaphragm valve DV-WFI-17", "WFI loop pump P-WFI1 (400 V)"],
        6,
        "QA DEVIATION DEV-2027-0102: at 03:40 the body of user-point valve DV-WFI-17 cracked and hot WFI "
        "flooded corridor 2.10; rooms closed, no product exposed. Engineering action: stop the loop pump "
        "P-WFI1 and lock at MCC-W, drain loop section, replace DV-WFI-17 body + diaphragm (like-for-like, "
        "CC-2027-0055), loop sanitisation and requalification sampling.",
        "Lock P-WFI1\nDrain section\nReplace valve body + diaphragm\nHot sanitise, sample, QA release",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "A hot WFI loop is drained and opened to replace a valve (Cold Work) with the 400 V loop pump locked "
        "(Electrical/LOTO).",
        expect={"isolationPoints": ["P-WFI1"]},
    ),
    wo(
        "Cold-store yard - collapsed drain at dock 12",
        "Plant-B",
        "Warehouse",
        ["Yard slab dock 12", "Surface water drain SW-12 (collapsed)", "Mini excavator 5 t", "Trench box"],
        10,
        "Facility mgr note - follow-up to near miss NM-27-033\n"
        "Reefer trailer landing leg punched through the yard slab at dock 12 into a void - old SW drain has "
        "collapsed. Break out slab 3 x 2 m, dig out with the 5 t mini excavator to the drain invert "
        "(approx. 1.7 m), trench box, replace 6 m of pipe, backfill, re-slab. Dock 12 closed.",
        "Barrier dock 12\nBreak out slab\nExcavate to 1.7 m, trench box\nReplace pipe, backfill, re-slab",
        [EX],
        [VE],
        [HW, CSE, RT, WAH, LOTO, LIFT],
        "A 1.7 m machine excavation with a trench box (Excavation); the mini excavator in the warehouse yard "
        "is optional Vehicle Entry.",
    ),
    wo(
        "Starch silo S-11 nucleonic level gauge - damaged source holder",
        "Plant-B",
        "Warehouse",
        ["Starch silo S-11 (20 m)", "Nucleonic level gauge LG-11 (Cs-137 sealed source)", "Silo roof (railed)",
         "Cone access platform (unguarded side)"],
        6,
        "RPS (radiation protection supervisor) note\n"
        "During the silo hammering last week the LG-11 source holder on the cone at 15 m was struck; shutter "
        "indicator unclear. Dose rate survey done - normal at the barrier. Job: gauge vendor (licensed) "
        "closes and locks the shutter, removes the source holder and fits a new one, leak test wipe. Work "
        "from the cone access platform at 15 m, which has no rail on the silo side - harness.",
        "Survey, barrier\nClose/lock shutter\nSwap source holder\nWipe test, survey, restore",
        [RT, WAH],
        [],
        [HW, CSE, EX, VE, LOTO, CW],
        "Sealed-source work on a nucleonic gauge (Radiography) from a 15 m platform that is open on one side "
        "(Working at Height), after the holder was damaged.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "TrackWise notification",
        "Plant-B",
        "Reactor Building",
        [],
        4,
        "This is an automated message. Deviation DEV-2027-0121 has been assigned to you for Investigation. "
        "Due date: 2027-03-14. Please log in to TrackWise to review. Do not reply to this e-mail.",
        "",
        [],
        [],
        ALL,
        "An automated QA-system notification with no job in it; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "FW:",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "Met vriendelijke groet / Kind regards,\n\nE. Janssen | Coördinator Koudeketen | Botlek\n"
        "T +31 10 ... \n\nCONFIDENTIALITY NOTICE: This e-mail and any attachments may contain GMP-"
        "controlled information. If you are not the intended recipient, please delete it.",
        "",
        [],
        [],
        ALL,
        "Only an e-mail signature and disclaimer were forwarded; there is no job to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "BR scan p.14",
        "Plant-B",
        "Reactor Building",
        [],
        4,
        "Batch 27-O3l2 ... Step 14.3 ....... Verified by: ___ ___ / Ch3cked: JV 1l-02 .... "
        "[illegible] ... N/A ... N/A ... yield 98,4 % ... ~~~~ page 14 of 3l",
        "",
        [],
        [],
        ALL,
        "An OCR'd batch-record page with no maintenance task; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "T-14",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-14"],
        4,
        "same as CC-2026-188",
        "",
        [],
        [],
        [],
        "A bare reference to an earlier change control; any permit type would be a guess, so none is "
        "forbidden.",
        expect={"needsReview": True},
    ),
]
