"""unseen18 tune17 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is realism: plain CMMS / SAP PM notifications and orders, a permit-request e-mail, a
method-statement extract, a punch-list item and a shift handover, as real sites write them. Each label was
written together with its case (bench/eval/README.md conventions) and is never changed afterwards.
build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "RE: PTW request - P-204 drain line support, pump house",
        "Terminal-C",
        "Pump House",
        ["MS transfer pump P-204", "1in drain line", "4in angle grinder", "Welding machine (E6013)"],
        6,
        "From: Suresh Nair (Arya Engg Contractors)\nTo: Terminal permit office\nSubject: RE: PTW request - P-204 "
        "drain line support\n\nDear Sir,\nKindly issue cold work permit for tomorrow 0800 hrs for below job. There "
        "is no hot work involved, only support bracket replacement.\nScope: 1in drain line of MS (petrol) transfer "
        "pump P-204 is hanging, old angle bracket corroded thru. Our fitter will cut the old bracket off the "
        "building column with 4in grinder and weld new 50x50 angle bracket (E6013 rods, 2 runs) at approx 1 m "
        "from floor. P-204 will be running as per ops, we will not touch the pump or the line.\nManpower: 1 fitter, "
        "1 welder, 1 helper.\nRegards,\nSuresh",
        "Cut old bracket off column (grinder)\nWeld new angle bracket\nClamp drain line, paint\nClear site",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "The e-mail says no hot work but the fitter grinds off the old bracket and welds a new one in a petrol "
        "pump house: Hot Work required with the conflict flagged; the pump keeps running and is not touched.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"], "liveSources": ["P-204 MS transfer pump running"]},
    ),
    wo(
        "Hi-bay LED fitting u/s - aisle 14, repl",
        "Plant-B",
        "Warehouse",
        ["High-bay LED fittings LTG-WH-A14-06/07/08", "DB-WH2", "Battery scissor lift"],
        5,
        "WO 2027-004418   Status: APPR   Worktype: CM   Priority: 3\nAsset: LTG-WH-A14-06\nSafety plan: Working at "
        "height - NO (floor level task). LOTO - Y\nLong description: 3 off 200W high bay LED fittings out on row 14 "
        "(fittings 06, 07, 08). Fittings are at approx 8.5m on the roof truss. Electrician to use the warehouse "
        "battery scissor lift (stores to move pallets out of aisle 14 first), isolate lighting circuit L3/14 at "
        "DB-WH2 (230V) and lock off, swap fittings, test. Keep forklift traffic out of aisle 14.",
        "Clear aisle 14\nIsolate + lock L3/14 at DB-WH2\nScissor lift up, swap 3 fittings\nTest, remove locks",
        [WAH, LOTO],
        [VE],
        [HW, CSE, EX, RT, CW, LIFT],
        "The safety plan says no work at height, but the fittings are at 8.5 m and changed from a scissor lift: "
        "Working at Height required with the conflict flagged; the 230 V lighting circuit is isolated and locked.",
        expect={"scopeConflict": True, "isolationPoints": ["lighting circuit L3/14 at DB-WH2"]},
    ),
    wo(
        "MS-0412 Rev 1 - TX-3 earth tail re-connection (extract)",
        "Plant-A",
        "Substation",
        ["Transformer TX-3 (11/0.415 kV)", "Earth grid conductor 70 mm2", "CAT & Genny", "Hydraulic crimp tool"],
        6,
        "METHOD STATEMENT MS-0412 Rev 1 (extract, sections 4.1 - 4.7)\n4.1 Works are at the NE corner of "
        "transformer TX-3 plinth inside the substation compound. TX-3 (11/0.415 kV) remains in service "
        "throughout.\n4.2 No excavation is required for this scope of works.\n4.3 Permit holder to collect CAT & "
        "Genny from stores and scan the area; mark any services found with spray paint.\n4.4 Rake back the "
        "existing gravel surface by hand.\n4.5 Hand dig a trial pit approx 600 x 600 mm and 700 mm deep using "
        "insulated tools to expose the existing 70 mm2 copper earth grid conductor.\n4.6 Connect the new earth "
        "tail to the grid conductor with a hydraulic C-crimp compression connector (no exothermic welding, no "
        "brazing).\n4.7 Backfill in 150 mm layers, compact by hand, reinstate gravel.",
        "Scan + mark services\nHand dig trial pit 700 mm\nCrimp earth tail to grid\nBackfill, reinstate",
        [EX],
        [LOTO],
        [HW, CSE, RT, LIFT, VE, WAH, CW],
        "Clause 4.2 says no excavation but 4.5 hand digs a 700 mm pit to expose a buried earth conductor: "
        "Excavation required with the conflict flagged; the connection is crimped, so no Hot Work.",
        expect={"scopeConflict": True, "liveSources": ["TX-3 11/0.415 kV transformer"]},
    ),
    wo(
        "TK-104 bund sump full - empty w/ vac tanker",
        "Terminal-C",
        "Tank Farm",
        ["TK-104 bund sump", "Vacuum tanker (diesel)", "3in suction hose", "Slop tank TK-901"],
        5,
        "Notification 20418876   Type: M1   Priority: 2-High\nFunct. loc.: TC-TF-BND-104\nReported by: Shift "
        "in-charge (B shift)\nLong text:\nBund sump of TK-104 (MS/petrol) full after rain, approx 6 m3 oily "
        "water. NOTE: NO VEHICLES INSIDE BUND - TK-104 is receiving from the jetty line until 18:00.\nAction: vac "
        "tanker (contractor, diesel) to reverse down the bund ramp and park beside the sump, suck out the sump "
        "with 3in hose, discharge to slop tank TK-901 via the slop connection. Bund drain valve to stay closed "
        "and locked.",
        "Gas test at sump\nVac tanker into bund, suck out sump\nDischarge to TK-901\nTanker out, tidy",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "The note bans vehicles in the bund, then sends a diesel vac tanker down the ramp to the sump: Vehicle "
        "Entry required with the conflict flagged; sucking oily water to a slop tank is a hose transfer (Cold Work).",
        expect={
            "scopeConflict": True,
            "gasSubstances": ["LEL"],
            "liveSources": ["TK-104 receiving from the jetty line"],
        },
    ),
    wo(
        "E-3410 oil cooler fan 2 motor brg noisy - repl brgs",
        "Plant-B",
        "Compressor House",
        ["Oil cooler E-3410 fan 2", "Fan motor 400 V", "Bearings 6312 C3 / 6310 C3"],
        8,
        "Order 4003391   PM02   Wrk ctr MECH-B\nHeader text: Elec isolation req'd: NO (mech job only)\n"
        "Oper. 0010  ELEC  Disconnect 400V motor cables at motor T-box, insulate + tape ends, label\n"
        "0020  MECH  Remove coupling guard, uncouple fan shaft from motor\n"
        "0030  MECH  Withdraw motor end shields, repl DE + NDE brgs (6312 C3 / 6310 C3), motor stays on its base\n"
        "0040  MECH  Re-assemble, align, refit guard\n"
        "0050  ELEC  Reconnect cables, IR test, hand back to ops for test run\n"
        "Note: fan deck reached by the fixed stair, handrails all round.",
        "0010 Disconnect motor cables\n0020 Uncouple\n0030 Change bearings\n0040 Re-assemble, align\n"
        "0050 Reconnect, IR test, test run",
        [LOTO],
        [WAH, CW],
        [HW, CSE, EX, RT, LIFT, VE],
        "The header says no electrical isolation, but operation 0010 disconnects the 400 V motor cables and the "
        "fitters then work on the motor: Electrical/LOTO required with the conflict flagged; the railed fan deck "
        "leaves Working at Height optional.",
        expect={"scopeConflict": True},
    ),
    wo(
        "CT cell 3 drift eliminators - visual insp from fan deck",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower CT-1 cell 3", "Fan 3 motor 75 kW 400 V", "MCC-CT"],
        4,
        "WO 711204   PM   Cooling tower CT-1 cell 3\nAnnual visual of drift eliminators + fill top. Look in "
        "through the fan-deck access door only. NO ENTRY into cell/plenum - if anything needs fixing raise a new "
        "notif for the TA.\nFan 3 motor (400V, 75kW) to be locked off at MCC-CT by ops before the door is opened "
        "and stays locked until the door is closed again. Cells 1, 2, 4 stay running. Fan deck has permanent "
        "handrails. Torch + camera only.",
        "Ops lock off fan 3 at MCC-CT\nOpen access door, visual + photos from doorway\nClose door, remove lock",
        [LOTO],
        [WAH],
        [CSE, HW, EX, RT, LIFT, VE],
        "A genuine exclusion: the cell is looked into from the door with no entry, so Confined Space Entry is "
        "forbidden; fan 3 is locked off before the door opens (Electrical/LOTO), and the railed fan deck is optional.",
        expect={"isolationPoints": ["Fan 3 motor at MCC-CT"], "liveSources": ["cells 1, 2 and 4 fans running"]},
    ),
    wo(
        "P-1107B crude booster pump - impeller wear, BPO",
        "Plant-A",
        "Crude Unit",
        ["Crude booster pump P-1107B", "Pump P-1107A", "MCC-3", "Pull-out cart"],
        10,
        "Order 4017720   PM01   Prio 3   Wrk ctr MECH-A\nP-1107B on standby, A running. Ops to isolate B: suct + "
        "disch valves closed/chained, drained to CBD, motor 400V locked off at MCC-3 bkr 14.\nBack-pull-out: "
        "remove spacer, unbolt casing cover, withdraw rotating assy (approx 140 kg) on the pull-out cart on its "
        "rails. NO crane, no lifting beam, no chain blocks on this job - the cart does it.\nRepl impeller + wear "
        "rings, new casing gasket, re-assemble, align.",
        "Ops isolate, drain, lock off\nRemove spacer, open casing\nWithdraw rotating assy on cart\n"
        "Repl impeller + wear rings\nRe-assemble, align, hand back",
        [CW, LOTO],
        [],
        [LIFT, HW, CSE, EX, RT, VE, WAH],
        "Opening the pump casing breaks containment (Cold Work) and the motor is locked off (Electrical/LOTO); "
        "lifting gear is genuinely excluded, the 140 kg assembly rolls out on its cart, so Lifting is forbidden.",
        expect={
            "gasSubstances": ["LEL"],
            "isolationPoints": ["P-1107B suction valve", "P-1107B discharge valve", "P-1107B motor MCC-3 bkr 14"],
            "liveSources": ["P-1107A running"],
        },
    ),
    wo(
        "Berth 2 MS manifold 10in flg weeping - retorque",
        "Terminal-C",
        "Jetty",
        ["10in MS loading line, berth 2 manifold", "MOV-212", "Hydraulic torque wrench", "Nut splitter"],
        5,
        "Notif 20419302   M2   Jetty berth 2\nSmall weep at 10in flange d/s of MOV-212 on MS loading line, berth 2 "
        "manifold. Line drained back to shore tank and depressured after last ship, no vessel alongside till "
        "Thursday.\nRe-torque studs with hydraulic torque wrench to 60% then 100% per chart. NO HOT WORK and NO "
        "grinding. If any stud is seized use the nut splitter, not the grinder. If weep does not stop, close out "
        "and raise notif for gasket change.",
        "Check line drained + depressured\nRe-torque 60% / 100%\nNut splitter if seized\nClose out",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "A genuine exclusion: no hot work and no grinding, seized studs go to the nut splitter, so Hot Work is "
        "forbidden; bolting work on a petrol loading line is Cold Work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Sludge vlv SV-07 ext spindle bent - repl",
        "Plant-B",
        "Effluent Treatment",
        ["Sludge draw-off valve SV-07 (buried, 4in)", "Extension spindle 1.2 m", "Surface box"],
        4,
        "WO 88231   Effluent treatment\nExtension spindle on buried 4in sludge draw-off valve SV-07 (clarifier 2) "
        "bent - valve key won't engage. Spindle comes up through the existing surface box.\nLift surface box lid, "
        "pull old spindle out by hand, drop new 1.2 m spindle in, check valve operates full stroke, refit lid.\n"
        "NO digging - do not break out the surface box or the slab around it. If the spindle can't be pulled, stop "
        "and come back to the planner.",
        "Lift surface box lid\nPull old spindle by hand\nFit new spindle, stroke valve\nRefit lid",
        [],
        [CW],
        [EX, HW, CSE, RT, LIFT, VE, WAH, LOTO],
        "A genuine exclusion: the spindle is changed through the existing surface box with digging forbidden, "
        "so no permit is required; a general Cold Work permit for stroking the sludge valve is optional.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Welder quals - witness test coupons, wkshop booth 2",
        "Plant-A",
        "Maintenance Workshop",
        ["Workshop welding booth 2", "Test coupons 6G"],
        8,
        "WO 712008   Type: ADMIN/QA\nWitness 3 contractor welders' qualification tests (6G pipe, SMAW) in the "
        "workshop welding booth 2 (designated welding area, extraction + screens in place). QA inspector to "
        "witness root, fill and cap, hard-stamp coupons, send to lab for bend tests. Record on WQ log. No site "
        "work on this order.",
        "Check welder IDs + WPS\nWitness root / fill / cap\nStamp coupons, send to lab\nUpdate WQ log",
        [],
        [],
        ALL,
        "Welding inside the workshop's designated welding booth with a QA witness needs no permit; nothing is "
        "done on the plant.",
    ),
    wo(
        "Mthly insp - 10t OHC bay 2 (no load)",
        "Plant-B",
        "Warehouse",
        ["Overhead travelling crane OHC-WH-02 (10 t)", "Checklist CL-17"],
        4,
        "PM 30-day   Asset: OHC-WH-02 (10 t overhead travelling crane)\nMonthly user inspection per checklist "
        "CL-17, from the floor: hook, latch, wire rope visible length, pendant buttons, limit switch trip on hoist "
        "up (no load on hook), long travel + cross travel brakes, warning horn. Record on checklist, tag crane "
        "OK/Defective. Any defect -> raise notif, do not repair under this order. Thorough exam (LOLER) is "
        "separate, by the insurer.",
        "Walk-round from floor\nFunction test with no load\nRecord on CL-17, tag crane",
        [],
        [],
        ALL,
        "A monthly check of a crane from the floor with nothing on the hook is not a lift, not work at height and "
        "not electrical work; defects go to a new notification.",
    ),
    wo(
        "Wkly review F&G detector trends - H2S / LEL",
        "Plant-B",
        "Control Room",
        ["Fixed gas detectors (H2S, LEL, NH3)", "Process historian"],
        4,
        "PM 7-day   Work centre: INST-B\nPull last 7 days trend from the historian for all fixed gas detectors "
        "(H2S, LEL, NH3). Check for flat-lined signals, drift > 5% LEL or > 2 ppm H2S at zero, and detectors in "
        "fault/inhibit. Record on the weekly F&G review sheet and raise notifs for any bad heads. Desk job in the "
        "control room - nothing to be touched in the field.",
        "Export trends\nReview drift / faults / inhibits\nRecord, raise notifs",
        [],
        [],
        ALL,
        "Reviewing gas-detector trends at a desk names H2S and LEL but touches nothing; no permit.",
    ),
    wo(
        "WAH refresher - harness inspection session (training)",
        "Terminal-C",
        "Admin Building",
        ["Full-body harnesses", "Lanyards", "Harness register"],
        5,
        "Training order TRN-27-031   Cost ctr 4410\nAnnual working-at-height refresher for 12 maintenance techs, "
        "training room 1, admin bldg, 0830-1230. Classroom part (rescue plan, anchor points, fall clearance) + "
        "practical: each person inspects own full-body harness and lanyard on the table, records the result on the "
        "harness register card, damaged ones quarantined. No climbing, no ladders, nobody leaves the ground floor.",
        "Classroom session\nHarness + lanyard inspection on the table\nUpdate register, quarantine rejects",
        [],
        [],
        ALL,
        "A classroom refresher with harnesses inspected on a table, nobody off the ground floor: no permit.",
    ),
    wo(
        "Noise survey - compressor house (annual)",
        "Plant-B",
        "Compressor House",
        ["Compressors K-301A/B, K-302", "Class 1 sound level meter"],
        4,
        "WO 2027-001976   Type: SURVEY\nAnnual occupational noise survey of the compressor house by OH technician "
        "with class 1 sound level meter. Walk the normal operator route at grade, take readings at the 24 marked "
        "points beside K-301A/B and K-302, record dB(A) and peak dB(C), update hearing protection zone signs if "
        "needed. Compressors running normally - survey only, no covers off, nothing opened.",
        "Calibrate meter\nWalk route, 24 readings\nRecord, update signs",
        [],
        [],
        ALL,
        "A noise survey on the operator route with the compressors running normally opens and isolates nothing: "
        "no permit.",
    ),
    wo(
        "Substation ext door closer broken - repl",
        "Terminal-C",
        "Substation",
        ["Substation building external door", "Door closer"],
        4,
        "Notif 20420055   M1   Priority 4\nFLoc TC-SS-BLDG\nDoor closer on the external personnel door of the "
        "substation building (yard side) broken, door slams in wind. Carpenter / fitter to swap the closer from "
        "outside, standing at ground level. Work is on the door only - switchroom stays locked, nobody goes into "
        "the switchroom, no electrical work.",
        "Remove old closer\nFit + adjust new closer\nCheck door latches",
        [],
        [],
        ALL,
        "Changing a door closer from outside the substation at ground level, with the switchroom kept locked and "
        "no electrical work, needs no permit.",
    ),
    wo(
        "6.6kV vac contactor VC-12 obsolete - source repl",
        "Plant-B",
        "Substation",
        ["MV switchboard MVS-2 panel 12", "6.6 kV vacuum contactor VC-12"],
        6,
        "Notif 10052388   Type: M4 (admin)\nOEM says the 6.6 kV vacuum contactor type used in MV board MVS-2 "
        "panel 12 is obsolete. Planner to: get datasheet + GA drg of the current unit from the drawing office, ask "
        "OEM + 2 others for a quote on a direct-replacement contactor, raise PR, update spares list. No work in "
        "the substation under this notif - replacement will be planned later under a separate order with its own "
        "isolation.",
        "Get drawings + datasheet\nRequest 3 quotes\nRaise PR, update spares list",
        [],
        [],
        ALL,
        "Sourcing an obsolete 6.6 kV contactor is paperwork; the replacement and its isolation come later under "
        "another order.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Jetty berth 1 - fender panel FP-3 repl",
        "Plant-B",
        "Jetty",
        ["Fender panel FP-3 (2.3 t)", "60 t mobile crane (diesel)", "Oxy-propane set", "Cantilever staging"],
        10,
        "Order 4003520   PM01   Wrk ctr: CIVIL/MARINE (contractor: Harbour Marine Svcs)\nFender panel FP-3 at "
        "berth 1 cracked after berthing contact. New panel approx 2.3 t.\n0010 Barricade jetty head, no vessel "
        "alongside berth 1 for duration.\n0020 60t mobile crane (diesel) drives onto the jetty head, sets up on "
        "mats per lift plan LP-27-014.\n0030 Riggers in harness work over the jetty edge (approx 4 m above water "
        "at low tide) from cantilever staging hung off the deck, lanyards on the bollard anchor.\n0040 Burn off "
        "the 4 seized M36 panel bolts with oxy-propane, fire watch on the jetty deck.\n0050 Lift old panel off, "
        "land new one, bolt up, torque.\n0060 Crane off jetty, remove barricades.",
        "0010 Barricade\n0020 Crane onto jetty\n0030 Staging over edge\n0040 Burn off bolts\n"
        "0050 Swap panel\n0060 Crane off",
        [LIFT, VE, HW, WAH],
        [CW],
        [CSE, EX, RT, LOTO],
        "A 2.3 t panel by mobile crane (Lifting) driven onto the jetty (Vehicle Entry), bolts burnt off with "
        "oxy-propane (Hot Work) and riggers over the jetty edge 4 m above water (Working at Height).",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "TA27 WL-0231 TK-204 new 24in manway (shell crs 1)",
        "Plant-A",
        "Tank Farm",
        ["Crude tank TK-204", "Insert plate + 24in neck + pad (approx 450 kg)", "Hiab truck", "Plasma cutter",
         "Ir-192 source", "Mixer M-204"],
        12,
        "TA27 WORKLIST   WL-0231   TK-204 (crude, 42 m dia) - out of service, cleaned, gas free cert GF-27-118 "
        "valid.\nScope: cut new 24in manway opening in shell course 1 at 180 deg (plasma), fit insert plate + neck "
        "+ reinforcing pad (approx 450 kg set) - offloaded from the Hiab truck in the bund and set with the Hiab "
        "crane; welders work both sides, inside welder enters via existing manway MH-1. 100% RT of insert plate "
        "butt welds (Ir-192, night shift, contractor RT crew). Mixer M-204 (400V) already locked off under TA "
        "isolation cert IC-204.",
        "Plasma cut opening\nHiab into bund, set insert plate\nWeld outside + inside (entry via MH-1)\n"
        "RT insert plate welds (nights)",
        [HW, CSE, RT, VE, LIFT],
        [LOTO, CW],
        [EX, WAH],
        "Plasma cutting and welding (Hot Work), a welder inside the tank (Confined Space Entry), Ir-192 "
        "radiography, a Hiab truck in the bund (Vehicle Entry) and a Hiab crane lift (Lifting); the mixer lock is "
        "already held under the TA certificate, so Electrical/LOTO is optional.",
        expect={"gasSubstances": ["LEL", "H2S", "O2"], "isolationPoints": ["Mixer M-204"]},
    ),
    wo(
        "B-2 IK sootblower SB-14 lance + carriage repl",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2", "Sootblower SB-14", "MCC-B2", "1 t chain block", "Monorail"],
        10,
        "Order 4003611   PM01   Boiler B-2 (off line, cooled)\n0010 OPS   Isolate steam supply to SB-14: close + "
        "lock 2in supply vlv, vent + drain the header, lock vent open\n0020 ELEC  Isolate SB-14 travel motor 400V "
        "at MCC-B2 and lock off\n0030 MECH  Disconnect lance from carriage, withdraw lance tube (7.5 m, approx 320 "
        "kg) and lower to the 14 m platform floor with 1t chain block on the overhead monorail\n0040 MECH  Fit new "
        "carriage + lance, connect feed tube flange (new gasket)\n0050 ELEC/OPS  Reinstate, test travel\nAccess "
        "from the permanent 14 m boiler platform (handrails, toe boards).",
        "0010 Steam isolation\n0020 Motor lock-off\n0030 Withdraw lance\n0040 Fit new\n0050 Reinstate, test",
        [LOTO, CW],
        [LIFT, WAH],
        [HW, CSE, EX, RT, VE],
        "The 400 V travel motor is locked off (Electrical/LOTO) and the steam supply is isolated and a flange "
        "broken (Cold Work); a 320 kg chain-block lift and a permanently railed platform are optional.",
        expect={"isolationPoints": ["SB-14 steam supply valve", "SB-14 travel motor at MCC-B2"]},
    ),
    wo(
        "CRAC-3 (rack room) compressor failed - repl",
        "Plant-B",
        "Control Room",
        ["CRAC-3 unit", "Compressor 1", "DB-CR1", "Oxy-acetylene brazing set", "R410A recovery unit"],
        10,
        "WO 2027-002207   CM   Asset: CRAC-3, DCS rack room next to CCR\nCompressor 1 on CRAC-3 seized (locked "
        "rotor). CRAC-2 and CRAC-4 to carry the load, temp alarms set at 27 degC.\n- Isolate CRAC-3 at its 400V "
        "local isolator + DB-CR1 way 7, lock off, prove dead\n- Recover R410A refrigerant to cylinder (F-gas cert "
        "tech)\n- Unbraze suction + discharge joints, swap compressor (approx 60 kg, 2-man with lifting strap), "
        "braze new joints w/ oxy-acetylene, N2 purge while brazing\n- Pressure test N2, vacuum, recharge, "
        "commission\nSmoke detection in the rack room to be put in test for the brazing only, extinguisher + fire "
        "blanket at the unit.",
        "Isolate + lock CRAC-3\nRecover refrigerant\nUnbraze / swap / braze compressor\nPressure test, vacuum, "
        "recharge\nDetection back in service",
        [LOTO, HW, CW],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "The 400 V unit is locked off (Electrical/LOTO), joints are brazed with oxy-acetylene next to the DCS "
        "racks (Hot Work), and the refrigerant circuit is opened with smoke detection put in test (Cold Work).",
        expect={"isolationPoints": ["CRAC-3 local isolator", "DB-CR1 way 7"],
                "liveSources": ["CRAC-2 and CRAC-4 running"]},
    ),
    wo(
        "Rail siding 2 car mover winch - supply cable faulty, repl buried section",
        "Plant-A",
        "Loading Rack",
        ["Rail car mover winch, siding 2", "LR-MCC-2", "1.5 t mini digger (diesel)", "4c 35mm2 SWA cable"],
        12,
        "Notif 10418830 -> Order 4017905   PM01\nFLoc PA-LR-RS2-WNCH\nSupply cable to the rail tank car mover "
        "winch on siding 2 failed IR test (fault between LR MCC and the winch pedestal, buried section approx 25 "
        "m).\n- Isolate winch supply at LR-MCC-2 bkr 9 (400V), lock + tag, prove dead\n- Locate + mark route with "
        "CAT, rail crossing agreed with the rail coordinator\n- 1.5 t mini digger (diesel) to open trench 1.0 m "
        "deep alongside the rail, hand dig within 0.5 m of other services\n- Lay new 4c 35mm2 SWA, resin-filled "
        "cold joints each end, backfill, reinstate\n- No tank cars to be moved on siding 2 during the job",
        "Isolate + lock LR-MCC-2 bkr 9\nCAT scan, mark\nMini digger trench 1.0 m\nLay cable, resin joints\n"
        "Backfill, IR test, energise",
        [EX, VE, LOTO],
        [CW],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.0 m machine trench (Excavation) by a diesel mini digger inside the loading rack (Vehicle Entry) on a "
        "400 V supply locked off at the MCC (Electrical/LOTO); resin joints are cold.",
        expect={"isolationPoints": ["LR-MCC-2 bkr 9"]},
    ),
    wo(
        "FWP-2 diesel engine exhaust silencer holed - repl",
        "Terminal-C",
        "Fire Water Pump House",
        ["Diesel fire pump FWP-2", "Exhaust silencer (approx 420 kg)", "25 t mobile crane", "Angle grinder",
         "Roof anchor line"],
        10,
        "Notif 20420411   M2   Priority 2\nFLoc TC-FWPH-FWP2\nExhaust silencer of diesel fire pump FWP-2 corroded "
        "through, sits on the pump house roof (flat roof, approx 4.5 m, no parapet / no edge protection).\nPlan:\n"
        "- Fire system impairment: FWP-2 out of service, FWP-1 and jockey in auto, impairment notice to fire "
        "officer + insurer\n- FWP-2 engine battery isolator off + locked, controller in OFF\n- Cut exhaust pipe at "
        "the roof flange with angle grinder, unbolt silencer\n- 25 t mobile crane in the FWPH yard lifts old "
        "silencer down and new one (approx 420 kg) up\n- Men on roof in harness on the roof anchor line; fit, bolt, "
        "lag\n- Test run FWP-2 1 hr, lift impairment",
        "Impairment notice\nLock battery isolator\nGrind off exhaust, unbolt\nCrane lift old/new silencer\n"
        "Fit on roof, test run",
        [HW, WAH, LIFT, CW],
        [VE, LOTO],
        [CSE, EX, RT],
        "Grinding the exhaust (Hot Work), a 4.5 m roof with no edge protection (Working at Height), a mobile crane "
        "lift (Lifting) and a fire-pump impairment (Cold Work); the crane in a utility yard and the engine "
        "battery isolation are optional.",
        expect={"isolationPoints": ["FWP-2 engine battery isolator"], "liveSources": ["FWP-1 and jockey pump in auto"]},
    ),
    wo(
        "Eq tank TK-E2 mixer MX-2 repl (gearbox failed)",
        "Plant-B",
        "Effluent Treatment",
        ["Equalisation tank TK-E2", "Top-entry mixer MX-2 (22 kW 400 V, approx 1.6 t)", "MCC-ETP",
         "50 t mobile crane"],
        10,
        "Order 4003688   PM01\nMixer MX-2 (top-entry, 22 kW 400V) on equalisation tank TK-E2 failed, gearbox "
        "seized. Complete mixer unit approx 1.6 t.\n0010 ELEC  isolate MX-2 at MCC-ETP bkr 4, lock off\n0020 MECH  "
        "unbolt mixer from the roof bridge. Bridge platform has handrails on one side only - the tank side at the "
        "mixer opening is open (11 m above grade) - harness + inertia reel on the anchor beam\n0030 50 t crane at "
        "the tank side, lift old mixer out, new mixer in (lift plan LP-27-022)\n0040 Bolt up, connect, test run\n"
        "H2S can come off the tank at the opening: personal H2S monitors for everyone on the bridge.",
        "0010 Isolate MX-2\n0020 Unbolt at open bridge side\n0030 Crane out/in\n0040 Bolt, connect, test",
        [LIFT, WAH, LOTO],
        [VE, CW],
        [HW, CSE, EX, RT],
        "A 1.6 t crane lift (Lifting), work at an open edge 11 m up (Working at Height) and a 400 V mixer locked "
        "off (Electrical/LOTO); a crane in the effluent area is optional Vehicle Entry.",
        expect={"gasSubstances": ["H2S"], "isolationPoints": ["MX-2 at MCC-ETP bkr 4"]},
    ),
    wo(
        "Night shift handover - PR-4 condensate spool (TA crew)",
        "Plant-A",
        "Pipe Rack",
        ["4in LP condensate line, PR-4", "Scaffold PR-4 bent 12", "Cold cutter", "TIG/MMA sets", "Ir-192 source",
         "Gin wheel"],
        12,
        "Handover nights -> days, Tue\n- Scaffold at PR-4 bent 12 up and green-tagged, top lift at 8 m, handrails "
        "on the working lift.\n- Ops have isolated the 4in LP condensate line at PR-4: spades in at both ends, "
        "drained, tag list on the board. Line cold.\n- For days: cut out the corroded section (approx 3 m) with the "
        "cold cutter, fit up new spool, 2 butt welds TIG root / MMA cap. Spool approx 60 kg, up by gin wheel.\n- "
        "RT of both welds booked for tonight after 22:00, Ir-192, RT contractor does the barriers, clear the rack "
        "area.\n- Nothing else outstanding. Keys for the scaffold gate in the TA cabin.",
        "Cut out section (cold cutter)\nGin wheel spool up\nFit up, weld 2 butts\nRT tonight after 22:00",
        [WAH, HW, RT],
        [CW, LIFT],
        [CSE, EX, VE, LOTO],
        "Welding on an 8 m scaffold (Working at Height, Hot Work) and Ir-192 radiography of the welds; ops have "
        "already spaded and drained the line, so Cold Work is optional, as is the 60 kg gin-wheel haul.",
        expect={"isolationPoints": ["spades at both ends of the 4in LP condensate line"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "R-301 nozzle N5 insulation wet/damaged - repl (near LT-301 source)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-301", "Nozzle N5", "Cs-137 level gauge LT-301", "Mobile tower scaffold"],
        8,
        "Notif 10052511   M2   FLoc PB-RB-R301\nInsulation + cladding on nozzle N5 of reactor R-301 is soaked and "
        "hanging off. N5 is at approx 3.2 m, about 0.6 m from the Cs-137 level gauge LT-301 source holder.\nR-301 "
        "stays on line (approx 140 degC, 4 barg) - this is insulation only, no flanges touched.\nRadiation "
        "protection supervisor to close + padlock the LT-301 shutter before work and reopen after; the source stays "
        "in its holder on the vessel. Contractor to erect a mobile tower scaffold (3.5 m platform), strip old "
        "insulation, fit new mineral wool + aluminium cladding.",
        "RPS closes + locks LT-301 shutter\nErect tower scaffold\nStrip + re-insulate N5\nRPS reopens shutter",
        [CW, WAH],
        [RT],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "Stripping insulation on an operating reactor is Cold Work and the 3.5 m tower scaffold is Working at "
        "Height; the sealed source stays live with only its shutter locked, so a radiation work permit is optional.",
        expect={"liveSources": ["R-301 in service (140 degC, 4 barg)", "Cs-137 level gauge LT-301 source"]},
    ),
    wo(
        "Punch list PL-SS-017 - battery room H2 extract fan",
        "Terminal-C",
        "Substation",
        ["Battery room extract fan EF-2 (400 V 3ph)", "DB-SS1", "220 V DC substation battery", "3 m platform stepladder"],
        4,
        "PUNCH LIST   Project: Substation upgrade   Item PL-SS-017   Cat: B\nDescription: battery room hydrogen "
        "extract fan EF-2 (400V 3ph) installed with wrong rotation and fan guard missing. Fan is wall mounted at "
        "approx 2.2 m - use the 3 m platform stepladder from stores.\nAction: isolate EF-2 at DB-SS1 way 12, lock "
        "off, swap two phases at the fan isolator, fit guard, test rotation with anemometer.\nNOTE: the 220V DC "
        "substation battery in the same room stays connected and live - do not touch the battery rack, no "
        "uninsulated tools near the terminals.\nRaised by: J. Okafor (commissioning)   Status: OPEN",
        "Isolate + lock EF-2 at DB-SS1 way 12\nSwap phases, fit guard\nTest rotation\nClose punch item",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "The 400 V fan is isolated and locked before its phases are swapped (Electrical/LOTO) from a stepladder to "
        "2.2 m (Working at Height); the 220 V DC battery beside it stays live.",
        expect={"liveSources": ["220 V DC substation battery"], "isolationPoints": ["EF-2 at DB-SS1 way 12"]},
    ),
    wo(
        "HGO rundown 8in flg PR-7 - hot bolting (1 stud at a time)",
        "Plant-A",
        "Pipe Rack",
        ["8in HGO rundown line, PR-7", "B7 studs / 2H nuts", "Hydraulic torque wrench", "Tube scaffold 4.2 m"],
        8,
        "Notif 10419012   M2   Priority 2\nFLoc PA-PR-07\n8in flange on HGO rundown line at PR-7 has 3 heavily "
        "corroded studs. Line stays in service (approx 260 degC, 11 barg) - hot bolting: replace studs one at a time "
        "per procedure MP-114, never more than 1 stud out, new B7 studs + 2H nuts, torque with hydraulic wrench.\n"
        "Access: tube scaffold to 4.2 m, one end open to the rack.\nNo cutting, no grinding - if a nut won't come, "
        "nut splitter only.",
        "Scaffold inspected\nHot bolt 1 stud at a time\nTorque, record\nStrike scaffold later",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Hot bolting is mechanical work on a live 260 degC line (Cold Work, not Hot Work: no cutting or "
        "grinding) from a 4.2 m scaffold open at one end (Working at Height).",
        expect={"liveSources": ["HGO rundown line in service (260 degC, 11 barg)"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "K-302 main motor - IR/PI test cable + motor (6.6kV)",
        "Plant-B",
        "Compressor House",
        ["Compressor K-302 motor 6.6 kV", "MVS-1 panel 8", "5 kV insulation tester"],
        6,
        "Order 4003702   PM03   Wrk ctr ELEC-HV\nK-302 down for valve change (separate order). Use the window to "
        "IR/PI test the 6.6 kV motor + cable.\n0010  HV AP: switch out K-302 feeder MVS-1 panel 8, rack out, apply "
        "earth switch, lock + safety document (PTW-HV)\n0020  At motor T-box: prove dead, disconnect, 5 kV IR test 1 "
        "min + PI 10 min each phase, record\n0030  Reconnect, remove earths, hand back\nMVS-1 busbars and all other "
        "feeders stay energised (K-301A/B running).",
        "0010 Switch out, rack out, earth, lock\n0020 Prove dead, IR/PI tests\n0030 Reconnect, hand back",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Isolating, earthing and testing a 6.6 kV motor circuit is Electrical/LOTO; the switchboard busbars and "
        "the other feeders stay energised.",
        expect={
            "liveSources": ["MVS-1 6.6 kV busbars", "other MVS-1 feeders", "K-301A/B running"],
            "isolationPoints": ["K-302 feeder MVS-1 panel 8"],
        },
    ),
    wo(
        "SS perimeter fence - 6 posts damaged (truck strike), repl",
        "Terminal-C",
        "Substation",
        ["Substation perimeter fence (north)", "33 kV incoming cable (buried)", "CAT & Genny"],
        8,
        "WO 20420690   CM\nSix chain-link fence posts on the north perimeter of the substation compound bent after "
        "a truck reversed into them. Replace posts.\nDig out old post footings by hand (approx 300 dia x 600 mm "
        "deep), set new posts in concrete, re-tension mesh.\nCAUTION: 33 kV incoming cable (buried, energised) "
        "runs parallel to the fence approx 1.5 m inside - CAT scan and mark before digging, hand tools only, no "
        "mechanical breaker, no digger. Cable stays live.",
        "CAT scan, mark 33 kV route\nHand dig footings 600 mm\nSet posts in concrete\nRe-tension mesh",
        [EX],
        [],
        [HW, CSE, RT, LIFT, VE, WAH, CW],
        "Hand digging footings 600 mm deep is Excavation, beside a buried 33 kV cable that stays energised; no "
        "electrical work is done on it.",
        expect={"liveSources": ["33 kV incoming cable (buried)"]},
    ),
    wo(
        "TK-3 servo level gauge LT-3 faulty - repl gauge head",
        "Terminal-C",
        "Tank Farm",
        ["Tank TK-3 (HSD)", "Servo gauge LT-3 (230 V)", "DB-TF2", "Gauge well isolating valve"],
        6,
        "Notif 20420734   M2\nTK-3 (HSD/diesel, cone roof) servo gauge LT-3 reading stuck. Replace gauge head. TK-3 "
        "stays in service - receiving from the pipeline, level approx 9.5 m.\n- Isolate LT-3 230V supply at tank "
        "farm DB-TF2 way 5, lock off\n- Gauge head is on the roof at the gauge well (roof platform with handrail, "
        "via the spiral stair)\n- Close gauge well isolating valve (ball valve) before opening, wind displacer up "
        "into the calibration chamber, unbolt head, fit new, recalibrate against manual dip",
        "Lock off DB-TF2 way 5\nClose gauge well valve\nSwap gauge head\nRecalibrate vs manual dip",
        [LOTO, CW],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE],
        "The 230 V gauge supply is locked off (Electrical/LOTO) and the gauge head is opened on a tank in service "
        "(Cold Work); the railed roof platform leaves Working at Height optional.",
        expect={
            "liveSources": ["TK-3 in service, receiving from the pipeline"],
            "isolationPoints": ["LT-3 at DB-TF2 way 5", "gauge well isolating valve"],
            "gasSubstances": ["LEL"],
        },
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Oil interceptor OI-2 inlet baffle loose - refix",
        "Plant-A",
        "Wastewater Treatment",
        ["Oil interceptor chamber OI-2", "Vacuum tanker", "Tripod + winch", "Battery drill"],
        8,
        "WO 712240   CM   FLoc PA-WWT-OI2\nInlet baffle plate in oil interceptor chamber OI-2 came off its brackets "
        "(6 of 8 bolts gone). Chamber approx 2.5 m deep, 3 x 2 m, concrete, access by the 600 x 600 cover and a "
        "fixed ladder.\n1. Vac tanker empties chamber (hose over the kerb to the tanker on the road).\n2. Gas test at "
        "cover: O2, LEL, H2S - site H2S alarm 5 ppm, continuous monitor on the entrant, attendant at the cover, "
        "tripod + winch.\n3. One fitter enters, refits baffle with new stainless M12 anchors (battery drill) and "
        "bolts. No hot work.\n4. Out, remove equipment, chamber back in service.",
        "Vac tanker empties chamber\nGas test, rescue set-up\nEnter, refix baffle\nOut, back in service",
        [CSE, CW],
        [VE, HW],
        [EX, RT, LIFT, LOTO],
        "A fitter enters a 2.5 m oily-water chamber (Confined Space Entry; H2S, LEL, O2) after it is emptied by "
        "vac tanker hose (Cold Work); a battery drill in a flammable space and a tanker in a utility area are "
        "optional.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "Benzene loading arm LA-3 drain vlv passing - repl",
        "Plant-B",
        "Jetty",
        ["Benzene loading arm LA-3", "1in drain valve", "Slop drum", "Full-face respirator"],
        5,
        "Notif 10052602   M2   Prio 2   FLoc PB-JT-LA3\n1in drain valve on benzene loading arm LA-3 (berth 3) "
        "passing. Arm is parked, drained to the slop drum and N2 purged after the last ship.\nReplace drain valve "
        "(screwed, 1in 800#). Benzene: site action level 0.5 ppm - full-face respirator with organic vapour "
        "cartridges for breaking the connection, Draeger tube / PID reading before and after, drip tray + "
        "absorbent under.\nWork from the arm base platform (grade).",
        "Confirm drained + purged\nPID reading\nReplace drain valve\nLeak check, reading after",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Replacing a valve on a benzene loading arm breaks containment (Cold Work) under a 0.5 ppm site action "
        "level; the arm was nitrogen purged, so an O2 row is expected.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "NH3 tank T-11 PSV-1103 due for test - remove/refit",
        "Terminal-C",
        "Tank Farm",
        ["Refrigerated ammonia tank T-11", "PSV-1103", "PSV-1104", "Changeover valve", "Roof davit", "0.5 t chain block"],
        8,
        "Notification 20420881   M3 (statutory)   Prio 2\nPSV-1103 on refrigerated anhydrous ammonia tank T-11 due "
        "for bench test. Tank has two PSVs on a changeover valve - PSV-1104 to be kept in service, PSV-1103 "
        "isolated by the changeover valve (ops to lock), vent the trapped section to flare KO before unbolting.\n"
        "PSV approx 180 kg, lowered from the roof platform with the roof davit and 0.5 t chain block. Roof platform "
        "at 32 m has handrail, access by the stair.\nNH3 full face mask + escape set, water hose ready, NH3 detector "
        "on the roof. Kindly ensure buddy at stair top. T-11 stays in service.",
        "Ops changeover + lock, vent section\nUnbolt PSV-1103\nDavit down, send to shop\nRefit tested PSV",
        [CW],
        [LIFT, WAH],
        [HW, CSE, EX, RT, VE, LOTO],
        "Removing a relief valve from an in-service ammonia tank breaks containment (Cold Work, NH3); a 180 kg "
        "davit lift and the railed 32 m roof platform are optional.",
        expect={"gasSubstances": ["NH3"], "liveSources": ["T-11 in service", "PSV-1104 in service"]},
    ),
    wo(
        "Cl2 cyl #4 valve packing weeping - tighten / chg washer",
        "Plant-A",
        "Cooling Tower",
        ["Chlorination building", "70 kg chlorine cylinder #4", "Pigtail", "Emergency kit B", "Cl2 detector CD-2"],
        4,
        "Notif 10419188   M1   Prio 1\nCooling tower chlorination bldg. Cl2 detector CD-2 alarmed 0.8 ppm at 06:10, "
        "traced with the ammonia bottle to the packing nut on the valve of in-use 70 kg cylinder #4.\nOps operator "
        "+ instrument tech, SCBA, Emergency kit B on hand:\n- close cylinder valve, close header valve, evacuate "
        "pigtail to the ejector\n- tighten packing nut 1/4 turn, if still leaking fit kit B hood and call supplier\n"
        "- disconnect pigtail, fit new lead washer, reconnect, ammonia test\nCylinder stays on its scale and is NOT "
        "moved. Other cylinder bank stays on line.",
        "Close valves, evacuate pigtail\nTighten packing\nNew lead washer, reconnect\nAmmonia test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Disconnecting a chlorine pigtail and working the cylinder valve breaks containment (Cold Work, Cl2); the "
        "cylinder is not moved, so Lifting is forbidden.",
        expect={"gasSubstances": ["Cl2"], "liveSources": ["other chlorine cylinder bank on line"]},
    ),
    wo(
        "CO feed gas filter F-701A dP high - chg cartridges",
        "Plant-B",
        "Compressor House",
        ["CO feed gas filter F-701A", "F-701B", "Compressor K-701", "Filter cover davit"],
        8,
        "Order 4003745   PM01   Wrk ctr MECH-B\nF-701A (carbon monoxide feed gas suction filter for K-701, twin "
        "filter) dP 0.6 bar. K-701 running on F-701B - changeover to B done by ops.\n0010 OPS  isolate F-701A: DBB, "
        "depressure to flare, N2 purge to < 25 ppm CO (3 purges), leave N2 at 0.2 barg\n0020 MECH  open cover "
        "(davit on the filter), remove cartridges, bag them wet, fit new, new O-ring\n0030 OPS  N2 leak test, purge, "
        "back to standby\nCO: personal CO monitors (alarm 25 ppm), O2 check - area is open-sided but has low spots.",
        "0010 Isolate, depressure, N2 purge\n0020 Open, change cartridges\n0030 Leak test, standby",
        [CW],
        [LIFT],
        [HW, CSE, EX, RT, VE, WAH, LOTO],
        "Opening a carbon monoxide filter breaks containment (Cold Work; CO, O2 after the nitrogen purge, LEL); "
        "the cover davit lift is optional.",
        expect={
            "gasSubstances": ["CO", "O2", "LEL"],
            "liveSources": ["K-701 running on F-701B"],
            "isolationPoints": ["F-701A double block and bleed"],
        },
    ),
    wo(
        "H2S scavenger inj quill Q-1201 plugged - retract/clean",
        "Plant-A",
        "Crude Unit",
        ["16in crude charge line", "Injection quill Q-1201", "Injection pump P-1215", "MCC-4", "Retraction tool"],
        6,
        "Notif 10419240   M2   FLoc PA-CDU-Q1201\nScavenger injection quill Q-1201 on 16in crude charge line (in "
        "service) plugged - injection pump pressure up at relief.\nRetract quill with the retraction tool "
        "(contractor: Inj-Tec) through the 2in isolation valve, close valve, bleed, remove quill, clean/replace "
        "nozzle, re-insert. Line pressure approx 14 barg.\nH2S in crude up to 150 ppm in vapour: H2S monitors, "
        "SCBA for the break, site H2S alarm 5 ppm. Injection pump P-1215 (400V) stopped and locked off at MCC-4 for "
        "the job.",
        "Lock off P-1215 at MCC-4\nRetract quill, close valve, bleed\nClean / replace nozzle\nRe-insert, restart",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Retracting a quill from a live 14 barg crude line breaks containment (Cold Work; H2S, LEL) and the 400 V "
        "injection pump is locked off (Electrical/LOTO).",
        expect={
            "gasSubstances": ["H2S", "LEL"],
            "stricterLimits": {"h2s_alarm_ppm": 5},
            "liveSources": ["crude charge line in service (14 barg)"],
            "isolationPoints": ["P-1215 at MCC-4"],
        },
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "Bay 2 bottom-loading API coupler leaking - repl",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 2 bottom-loading arm", "API coupler", "Loading pump P-22", "TLB-MCC"],
        6,
        "Notif 20421005   M2   FLoc TC-TLB-BAY2-LA\nAPI coupler on bay 2 bottom-loading arm (MS/petrol) weeping at "
        "the cam. Bay 2 closed for loading for the job (bays 1, 3, 4 keep loading).\n- Ops: stop bay 2 loading pump "
        "P-22 and lock off 400V at TLB-MCC, close + lock bay 2 header valve, drain arm to the slop drum\n- Fitter: "
        "unbolt coupler, fit new coupler + gasket, leak test with product at low flow\nNote: canopy roof sheet job "
        "over bay 2 same day (separate WO).",
        "Ops stop + lock P-22, close header valve, drain\nSwap coupler\nLeak test, reopen bay",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Unbolting the coupler breaks containment on a petrol arm (Cold Work) and the 400 V loading pump is locked "
        "off (Electrical/LOTO).",
        expect={
            "gasSubstances": ["LEL"],
            "liveSources": ["bays 1, 3 and 4 loading"],
            "isolationPoints": ["P-22 at TLB-MCC", "bay 2 header valve"],
        },
        pair="tlb",
        start_hour=7,
    ),
    wo(
        "Bay 2 canopy roof sheets (3) holed - repl",
        "Terminal-C",
        "Truck Loading Bay",
        ["TLB canopy roof over bay 2", "Diesel boom lift (MEWP)", "Roof sheets", "Battery screwgun"],
        6,
        "WO 20421006   CM\n3 roof sheets on the TLB canopy above bay 2 holed/corroded. Canopy height approx 8 m, no "
        "walkway or handrail on the roof.\nContractor diesel boom lift (MEWP) drives into bay 2, work from the "
        "basket, harness clipped to the basket. Old sheets unscrewed and lowered by hand into the basket, new "
        "sheets (approx 18 kg each) up in the basket, fixed with self-drilling screws (battery screwgun). No "
        "cutting on site - sheets cut to length at the supplier.\nBay 2 closed; other bays loading.",
        "Boom lift into bay 2\nRemove 3 sheets\nFix new sheets\nBoom lift out",
        [WAH, VE],
        [],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Work from a MEWP basket at 8 m (Working at Height) with a diesel boom lift driven into a petrol loading "
        "bay (Vehicle Entry); sheets are screwed, not cut.",
        expect={"liveSources": ["bays 1, 3 and 4 loading"]},
        pair="tlb",
        start_hour=7,
    ),
    wo(
        "R-104 agitator bottom steady brg worn - repl (vessel entry)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-104 (25 m3)", "Agitator bottom steady bearing", "MCC-RB1", "Blind list BL-104", "Rescue tripod"],
        8,
        "Order 4003790   PM01   FLoc PB-RB-R104\nR-104 (polymerisation reactor, 25 m3) emptied, washed, N2 purged "
        "then air-flushed by ops, spades at all 6 nozzles (blind list BL-104), agitator 400V locked at MCC-RB1 bkr 6 "
        "+ coupling removed.\n0010  Gas test O2 / LEL at the top manway, continuous monitoring, attendant at "
        "manway, rescue tripod\n0020  2 fitters enter via the 24in top manway and rope ladder, replace bottom "
        "steady bearing bush (approx 15 kg, lowered on a rope)\n0030  Out, box up\nSee also RT on R-106, same floor, "
        "same shift.",
        "0010 Gas test, rescue set-up\n0020 Enter, change bush\n0030 Out, box up",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Two fitters inside a reactor (Confined Space Entry; O2 after the nitrogen purge, LEL) with the 400 V "
        "agitator locked off (Electrical/LOTO); ops have already spaded it, so Cold Work is optional.",
        expect={
            "gasSubstances": ["O2", "LEL"],
            "isolationPoints": ["R-104 agitator at MCC-RB1 bkr 6", "spades at R-104 nozzles (BL-104)"],
        },
        pair="rb",
        start_hour=8,
    ),
    wo(
        "R-106 new nozzle N12 - RT of welds (Ir-192)",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-106 (out of service)", "Nozzle N12 butt welds", "Ir-192 source", "Barrier + warning lamps"],
        8,
        "Order 4003791   PM01   Wrk ctr QA/NDT\nRadiography of 2 new butt welds on nozzle N12 of R-106 (new 3in "
        "nozzle installed last week, vessel out of service). Contractor RT crew, Ir-192, 4 shots. Controlled area "
        "barrier at 2.5 uSv/h per site rule (stricter than the regs), warning lamps + radiographer on the barrier.\n"
        "R-104 entry on the same floor during the same shift - RPS to check the dose rate at the R-104 manway "
        "before the shots.",
        "Set barrier at 2.5 uSv/h\nCheck dose at R-104 manway\n4 shots\nSurvey, remove barrier",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO, CW],
        "Gamma radiography of two nozzle welds with a 2.5 uSv/h site barrier, stricter than the usual figure.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
        pair="rb",
        start_hour=8,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "NM-27-0142 follow-up: finish support bracket weld PR-3 with spark containment",
        "Plant-A",
        "Pipe Rack",
        ["Pipe support bracket PR-3 level 2", "Scaffold PR-3 (6 m)", "Grinder", "Welding set", "Fire blankets"],
        8,
        "Raised from near-miss card NM-27-0142.\nWhat happened: yesterday while grinding the new support bracket on "
        "PR-3 (level 2, approx 5.5 m), sparks dropped through the grating onto an oily lagging offcut on the level "
        "below and it started smouldering. Fire watch put it out with the extinguisher. Job stopped.\nAction: "
        "finish the job - grind and weld the remaining 2 sides of the bracket from the existing scaffold (PR-3, 6 m, "
        "green tag). Fire-retardant blankets under the grating down to grade, remove all combustibles 11 m round, "
        "dedicated fire watch during + 60 min after.",
        "Remove combustibles 11 m\nBlankets under grating\nGrind + weld 2 sides from scaffold\nFire watch 60 min",
        [HW, WAH],
        [CW],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Grinding and welding the bracket (Hot Work) from a 6 m scaffold on the pipe rack (Working at Height); "
        "the near miss sets the fire-watch and spark-containment controls.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "SA-27-06 action: repl sprinkler branch hit by forklift, aisle 5",
        "Plant-B",
        "Warehouse",
        ["Sprinkler zone 5 valve", "2in sprinkler branch", "Battery scissor lift", "Grooved couplings"],
        6,
        "Safety alert SA-27-06 (reach truck mast struck sprinkler pipework) - follow-up order.\nOn 14/03 a reach "
        "truck with the mast raised hit the 2in sprinkler branch over aisle 5 at approx 6 m, pipe bent and one head "
        "knocked off, zone flooded before the valve was shut.\nRepair: sprinkler zone 5 isolated at the zone valve "
        "(fire impairment - notify fire team + insurer, fire watch patrols while impaired). Replace bent branch "
        "with grooved-coupling pipe and new head from the warehouse battery scissor lift. No welding, no threading "
        "on site. Re-open valve, check for leaks, close impairment.",
        "Impairment notice, close zone 5 valve\nScissor lift, replace branch + head\nRe-open, leak check\n"
        "Close impairment",
        [CW, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Isolating a sprinkler zone is a fire-protection impairment and the branch is opened (Cold Work); the pipe "
        "is 6 m up, reached by scissor lift (Working at Height); grooved couplings, so no Hot Work.",
    ),
    wo(
        "INV-27-009 action 3: P-5 motor T-box gasket - redo w/ heater supply isolated",
        "Terminal-C",
        "Pump House",
        ["Pump P-5 motor 400 V", "Anti-condensation heater 230 V", "PH-MCC", "DB-PH3"],
        4,
        "Investigation INV-27-009, action 3 of 5.\nBackground: contractor electrician got a shock (no injury) from "
        "the 230V anti-condensation heater terminals in the P-5 motor terminal box. Main 400V supply was locked off "
        "at the MCC but the heater is fed from a separate lighting DB and was still live.\nAction: complete the "
        "T-box gasket change. Lock off BOTH the 400V motor supply (PH-MCC bkr 11) and the 230V heater supply (DB-PH3 "
        "way 4), prove dead on all terminals incl heater, then fit new gasket + cable glands. Add 'DUAL SUPPLY' "
        "warning label on the T-box lid.",
        "Lock off PH-MCC bkr 11 + DB-PH3 way 4\nProve dead all terminals\nNew gasket + glands\nLabel, remove locks",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Work inside a motor terminal box with two supplies (400 V and 230 V) that must both be locked off and "
        "proved dead: Electrical/LOTO.",
        expect={"isolationPoints": ["P-5 motor 400 V at PH-MCC bkr 11", "230 V heater supply at DB-PH3 way 4"]},
    ),
    wo(
        "INC-27-021 follow-up: repair firewater main struck by excavator",
        "Plant-B",
        "Tank Farm",
        ["6in firewater main (buried)", "Hydrant valves HV-12 / HV-13", "Hydraulic pipe cutter",
         "Mechanical repair couplings"],
        10,
        "Incident INC-27-021: excavator bucket struck the buried 6in firewater main while digging a cable trench in "
        "the tank farm, north road. Excavator stood down and taken off site.\nRepair scope:\n- Firewater ring "
        "section between hydrant valves HV-12 and HV-13 isolated (fire impairment, notify shift supervisor, fire "
        "pump in auto on the rest of the ring)\n- Hand dig round the damaged section, approx 1.2 m deep x 2.5 m "
        "long, step back the sides; no machine digging within 1 m of the main\n- Cut out damaged length with a "
        "hydraulic pipe cutter (cold), fit 2 mechanical repair couplings\n- Pressure test, re-open valves, backfill "
        "by hand",
        "Isolate HV-12 / HV-13, impairment\nHand dig 1.2 m\nCold cut, fit couplings\nTest, re-open, backfill",
        [EX, CW],
        [],
        [HW, VE, RT, LIFT, WAH, LOTO],
        "A 1.2 m hand dig round a buried main (Excavation) and a firewater line cut and coupled with the ring "
        "impaired (Cold Work); the excavator has left and the cut is cold.",
        expect={"isolationPoints": ["hydrant valve HV-12", "hydrant valve HV-13"]},
    ),
    wo(
        "Shift log 02:40 - B-3 drum SV-31 lifted, failed to reseat - repl",
        "Plant-B",
        "Boiler House",
        ["Boiler B-3 steam drum", "Safety valve SV-31 (approx 95 kg)", "Platform davit"],
        8,
        "Shift log extract, boiler house, nights:\n02:40  B-3 steam drum safety valve SV-31 lifted at 41 barg, "
        "didn't reseat, drum pressure dropping.\n02:55  B-3 tripped + isolated, load on B-1 / B-2.\n04:30  Drum "
        "depressured, vents open.\nFor days: replace SV-31 with the spare from stores (approx 95 kg, flanged). "
        "Valve is on the drum top, 18 m platform with handrails, lower the old one with the platform davit. Boiler "
        "isolation by ops - main steam stop + feed valves locked.",
        "Confirm isolation + vents open\nUnbolt SV-31, davit down\nFit spare, new gaskets\nHand back to ops",
        [CW],
        [WAH, LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Replacing a flanged safety valve on a boiler drum breaks containment (Cold Work); the railed 18 m "
        "platform and the 95 kg davit lift are optional.",
        expect={
            "isolationPoints": ["B-3 main steam stop valve", "B-3 feed valves"],
            "liveSources": ["B-1 and B-2 in service"],
        },
    ),
    wo(
        "RP-27-003 follow-up - complete remaining RT shots, jetty 12in line",
        "Terminal-C",
        "Jetty",
        ["12in MS line welds W7-W10", "Ir-192 source container", "Guide tube + crank-out"],
        8,
        "Follow-up to RP event RP-27-003: on 11/03 the Ir-192 source failed to retract into the container after "
        "shot 6 on the new jetty 12in MS line welds; RPA recovered it, area cordoned, no overexposure found. "
        "Crank-out inspected and replaced.\nRemaining work: 4 shots (welds W7-W10) on the jetty trestle, night "
        "shift, contractor RT crew with serviced container + new guide tube, barrier at the site limit and "
        "watchmen at both ends. RT van stays parked on the shore road at the root of the jetty - container carried "
        "out on the trolley. Welds at deck level.",
        "Barrier + watchmen\n4 shots W7-W10\nSurvey meter check after each shot\nRemove barrier",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO, CW],
        "The remaining gamma shots need a radiography permit; the van stays on the shore road, so Vehicle Entry "
        "is forbidden, and the welds are at deck level.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "chk",
        "Plant-A",
        "Crude Unit",
        [],
        4,
        "chk",
        "",
        [],
        [],
        ALL,
        "A three-letter title and description; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Copy of 4017755",
        "Plant-B",
        "Reactor Building",
        [],
        4,
        "Copied from order 4017755. Long text not copied.",
        "",
        [],
        [],
        ALL,
        "A copied order whose long text was not carried over; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Photos from mobile app",
        "Terminal-C",
        "Tank Farm",
        [],
        4,
        "IMG_20270312_093114.jpg\nIMG_20270312_093127.jpg\n(no description entered)",
        "",
        [],
        [],
        ALL,
        "Two photo file names and no description; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "leaking",
        "Plant-A",
        "Pipe Rack",
        [],
        4,
        "leaking",
        "",
        [],
        [],
        [],
        "One word with no equipment; any permit type would be a guess rather than a misreading, so nothing is "
        "forbidden.",
        expect={"needsReview": True},
    ),
]
