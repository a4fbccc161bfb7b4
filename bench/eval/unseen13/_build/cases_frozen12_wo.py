"""unseen13 frozen12 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
frozen12 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "T-118 roof vent U-bolts (sql dump)",
        "Plant-A",
        "Tank Farm",
        ["Tank T-118 vent line support", "Oxy-propane cutting set"],
        6,
        "INSERT INTO wo_request (tag, area, needs_hot_work, needs_height, remarks) VALUES ('T-118-VS3', "
        "'TANK FARM', 0, 0, 'u-bolts on the vent line support at grade r rusted solid. if spanner wont shift "
        "them torch the nuts off w/ oxy-propane, fit new galv u-bolts. tank in service (gasoil)');",
        "Try spanner\nTorch off seized nuts\nFit new U-bolts",
        [HW],
        [CW],
        [CSE, EX, WAH, LIFT, RT, VE, LOTO],
        "The row flags needs_hot_work = 0 but the remarks torch the nuts off with oxy-propane beside an "
        "in-service gasoil tank: Hot Work required and the conflict flagged; the support is at grade.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "Walk-down video subs - sand filter F-3",
        "Plant-B",
        "Effluent Treatment",
        ["Sand filter F-3", "Backwash pump P-31", "MCC-E2"],
        8,
        "1\n00:00:02,100 --> 00:00:05,400\nright this is F-3, it's not a confined space job, easy one\n\n2\n"
        "00:00:41,000 --> 00:00:46,900\nbackwash pump P-31 gets locked off at MCC-E2 first, my lock and Sunil's\n\n"
        "3\n00:01:12,300 --> 00:01:19,800\nthen Kev drops in through the top manway and shovels the caked sand "
        "out into bags, we hoist them up on a rope\n\n4\n00:01:20,000 --> 00:01:22,000\n[wind noise]",
        "Lock off P-31 at MCC-E2\nOpen top manway\nEntrant digs out sand, bags hauled by rope\nBox up",
        [CSE, LOTO, CW],
        [LIFT],
        [HW, EX, RT, VE, WAH],
        "The subtitles say it is not a confined space job, then an entrant goes through the manway into the "
        "filter vessel: Confined Space Entry required with the conflict flagged; the 400 V backwash pump is "
        "locked off and opening the vessel is Cold Work; sand bags on a rope are a light hand haul.",
        expect={"scopeConflict": True, "isolationPoints": ["P-31 at MCC-E2"], "gasSubstances": ["O2", "H2S"]},
    ),
    wo(
        "TAKE 5 - lamp post LP-7 base",
        "Terminal-C",
        "Truck Loading Bay",
        ["Lamp post LP-7", "Lighting DB-TL1", "Spade, crowbar"],
        5,
        "TAKE 5 CARD\n1 What could go wrong? car strikes post again\n2 Ground disturbance?  [N]\n"
        "3 Isolation?  [Y] circuit L-7 230V off at DB-TL1, locked\n4 Task: post base cracked after tanker hit it. "
        "break out the cracked concrete collar by hand and dig down ~0.35 m round the base to find the earth "
        "tape + duct, then recast collar\n5 Signed: R. Odhiambo",
        "Lock off L-7 at DB-TL1\nBreak out collar by hand\nHand dig to 0.35 m, locate earth tape and duct\n"
        "Recast collar",
        [EX, LOTO],
        [CW],
        [HW, CSE, WAH, LIFT, RT, VE],
        "The card ticks no ground disturbance but the task hand-digs about 0.35 m, past the 0.3 m threshold, to "
        "a buried duct: Excavation required with the conflict flagged; the 230 V lighting circuit is locked "
        "off.",
        expect={"scopeConflict": True, "isolationPoints": ["L-7 at DB-TL1"]},
    ),
    wo(
        "FAX: windsock mast WS-2",
        "Plant-A",
        "Flare Area",
        ["Windsock mast WS-2 (6 m)", "Extension ladder 7 m", "Full-body harness"],
        4,
        "*** FAX *** To: Permit office  From: Instrument shop  Pages: 1 (incl. cover)\n"
        "Hazards on this job:  [ ] hot work  [X] NO work at height  [ ] entry  [ ] electrical\n"
        "Msg: windsock on WS-2 shredded by last storm. Jonas goes up the 7 m ladder tied to the mast, clips his "
        "harness on at the top ring (6 m) and swaps sock + swivel. mast has no cage. Back by lunch.",
        "Set and tie 7 m ladder\nClimb and clip on at 6 m\nSwap sock and swivel",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "The fax cover crosses 'NO work at height', yet the fitter climbs a ladder to 6 m on an uncaged mast: "
        "Working at Height required with the conflict flagged.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Cooling tower cell 3 reducer - translated mail",
        "Plant-A",
        "Cooling Tower",
        ["Cell 3 fan reducer (1.05 t)", "Fan motor M-CT3 400 V", "Mobile crane 25 t"],
        9,
        "ტვირთის აწევა არ არის [auto-translated: There is not lifting of cargo.]\n"
        "Dear colleague, Hello. The reducer of the fan cell 3 is making the noise of the bearing. Fan motor "
        "M-CT3 will be switched off and locked by electrician. The crane of 25 tons will stand near the basin "
        "and will lift the reducer (weight 1.05 tons) from the fan deck to the ground for the car of the "
        "workshop. With respect, Giorgi",
        "Lock off M-CT3\nUncouple shaft\nCrane lift 1.05 t reducer to ground",
        [LIFT, LOTO],
        [VE, CW, WAH],
        [HW, CSE, EX, RT],
        "The Georgian line says there is no lifting, yet a 25 t crane lifts a 1.05 t reducer: Lifting required "
        "with the conflict flagged; the 400 V fan motor is locked off; a crane at the cooling tower is Vehicle "
        "Entry optional and work on the fan deck (edge protection not stated) is Working at Height optional.",
        expect={"scopeConflict": True, "isolationPoints": ["M-CT3"]},
    ),
    wo(
        "CHANGELOG job pack JP-2291 drain spool",
        "Plant-B",
        "Pipe Rack",
        ["3in drain spool DS-14", "Scaffold (4 m lift)", "Chain block 1 t"],
        7,
        "## JP-2291 v3 (2027-02-11)\n### Removed\n- Site welding of the drain nozzle - spool now comes "
        "prefabricated and flanged from the shop, no hot work on the rack\n### Added\n- Bolt-up of flanged spool "
        "DS-14 at 4 m from the existing scaffold (one side open, handrail removed for access)\n- Spool weight "
        "450 kg, chain block\n### Unchanged\n- Line drained, vented and spaded by ops before break",
        "Confirm spades\nBreak old flanges\nLower old spool by chain block, raise new\nBolt up, leak test",
        [CW, WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "v3 genuinely removes the welding (prefabricated flanged spool): Hot Work forbidden; breaking the line "
        "is Cold Work and a 4 m scaffold with the handrail removed is Working at Height; 450 kg on a chain "
        "block is Lifting optional.",
    ),
    wo(
        "Turbine-driven charge pump P-105T casing drain",
        "Plant-A",
        "Crude Unit",
        ["Charge pump P-105T", "Steam turbine ST-105", "Casing drain valve"],
        6,
        "Elektrik təcridi tələb olunmur (no electrical isolation needed) - P-105T is driven by steam turbine "
        "ST-105, no motor. Ops close and chain-lock the turbine steam inlet + exhaust valves and the pump "
        "suction/discharge. Fitter replaces the leaking casing drain valve (1in, flanged).",
        "Chain-lock ST-105 steam inlet and exhaust\nLock pump suction/discharge\nDrain, swap drain valve",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, LIFT, RT, VE],
        "The pump is driven by a steam turbine, so there is genuinely nothing electrical to isolate: "
        "Electrical/LOTO forbidden; the valve change on the crude charge pump is Cold Work with the steam and "
        "process valves locked.",
        expect={"isolationPoints": ["ST-105 steam inlet", "ST-105 exhaust", "P-105T suction", "P-105T discharge"]},
    ),
    wo(
        "Soil sampling grid - old slop tank footprint",
        "Plant-B",
        "Tank Farm",
        ["Hand trowel", "Sample jars", "PID meter"],
        5,
        "Qodid qoto dheer ma jiro (no deep digging). Environmental consultant walks the grid of 12 points on the "
        "old slop tank footprint and takes grab samples with a hand trowel, max 0.28 m below surface. Drawing "
        "D-771 shows no services within 10 m. Consultant walks in from the car park, no vehicles.",
        "Walk grid\nTrowel samples to max 0.28 m\nPID screen, bag and label",
        [],
        [],
        ALL,
        "Hand trowel samples no deeper than 0.28 m with no services nearby stay below the 0.3 m ground "
        "disturbance threshold and nothing else is done: no permit; every type forbidden.",
    ),
    wo(
        "bund sump T-402 - plan diff",
        "Terminal-C",
        "Tank Farm",
        ["Bund sump BS-402", "Vacuum truck", "Sump valve V-402"],
        6,
        "--- plan_v1.txt\n+++ plan_v2.txt\n@@ -2,3 +2,3 @@\n  isolate sump valve V-402 (closed, chained)\n"
        "- no vehicles inside the bund; pump out with portable air pump to IBC outside\n"
        "+ vac truck enters the bund via ramp 2 and sucks out the sump (air pump failed)\n"
        "  dispose to slop tank",
        "Chain V-402 closed\nVac truck in via ramp 2\nSuck out sump, discharge to slop tank",
        [VE, CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT],
        "The diff replaces 'no vehicles inside the bund' with a vac truck entering via ramp 2: a revision that "
        "withdraws the exclusion, not a conflict; Vehicle Entry into the tank farm and the hose transfer "
        "(Cold Work) are required.",
        expect={"isolationPoints": ["V-402"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Lunch & learn: gamma-ray bursts",
        "Plant-B",
        "Warehouse",
        ["Projector", "Folding chairs"],
        4,
        "Astronomy club lunch talk in the warehouse mezzanine meeting room: 'Gamma-ray bursts, hot Jupiters and "
        "re-entry heating'. Dr Visser covers lift-off loads on rockets and why X-ray telescopes sit in orbit. "
        "Sandwiches from 12:00, bring your own mug.",
        "Set up chairs\nTalk 12:15-13:00\nTidy up",
        [],
        [],
        ALL,
        "A talk about astronomy; gamma rays, heat and lift-off are its subject, not work: no permit.",
    ),
    wo(
        "Work permit renewal - contractor welder",
        "Terminal-C",
        "Admin Building",
        ["HR file", "Passport copy"],
        5,
        "HR: the work permit (visa) of our contract welder Mr Haile expires 30 June. Please send copy of his "
        "welding certificates, entry visa stamp and the height/weight page from the medical. The immigration "
        "office needs a letter that his hot work duties are ongoing. No site work - office paperwork only.",
        "Collect documents\nDraft employer letter\nSubmit to immigration portal",
        [],
        [],
        ALL,
        "An immigration work permit and entry visa for a welder are paperwork; nobody welds or enters "
        "anything: no permit.",
    ),
    wo(
        "CRM clean-up - hot leads",
        "Plant-A",
        "Maintenance Workshop",
        ["Laptop"],
        4,
        "sales ops sprint in the workshop training room: sort the hot leads from cold calls, warm up the "
        "dormant accounts, lift conversion by 5 %, and isolate duplicate contacts. Gareth to dig into the "
        "pipeline report. Zero field work.",
        "Dedupe CRM\nScore leads\nReview",
        [],
        [],
        ALL,
        "Sales jargon (hot leads, cold calls, lift, isolate, dig into) in an office sprint: no permit.",
    ),
    wo(
        "Chess club cup final",
        "Plant-B",
        "Control Room",
        ["Chess sets", "Clocks"],
        4,
        "Chess cup final in the control-room break area after shift: isolated pawn endings workshop, then the "
        "final. Rules: touch-move, the castle can't be moved once released, hanging pieces lose. Board 1 is "
        "the hot seat. Tea and biscuits.",
        "Set boards\nPlay final\nPrize-giving",
        [],
        [],
        ALL,
        "Chess terms (isolated pawn, castle, hanging pieces) at a club final: no permit.",
    ),
    wo(
        "Photo contest judging 2027",
        "Terminal-C",
        "Admin Building",
        ["Monitor", "Entry forms"],
        5,
        "Judge the staff photo contest entries: best long exposure (the flare at night), best flash portrait, "
        "an 'X-ray' negative filter shot of the tank farm, and the drone shot of the jetty. Entry forms in the "
        "shared folder. Judges meet in meeting room 2; no photography on site today.",
        "Shortlist\nScore\nAnnounce winners",
        [],
        [],
        ALL,
        "Photography terms (exposure, flash, X-ray filter, shot) while judging pictures indoors: no permit.",
    ),
    wo(
        "Wellbeing week sessions",
        "Plant-A",
        "Maintenance Workshop",
        ["Yoga mats", "Leaflets"],
        4,
        "Wellbeing week: 'Feeling isolated on nights?' drop-in, a hot yoga taster (heater in the training room), "
        "'lift your mood' walk, and a talk for anyone anxious in confined spaces like lifts or MRI scanners. "
        "Sign up on the board.",
        "Room set-up\nSessions\nFeedback forms",
        [],
        [],
        ALL,
        "Wellbeing events whose words (isolated, hot yoga, lift, confined spaces) are everyday senses: no "
        "permit.",
    ),
    wo(
        "wifi hotspot AP-17 dead",
        "Plant-B",
        "Warehouse",
        ["Wireless access point AP-17", "PoE switch 48 V DC", "Step ladder (platform 1.5 m)"],
        4,
        "hotspot by dock door 3 is dead again (scanners dropping). Replace AP-17 on the ceiling bracket, 3.2 m "
        "up. Power is PoE 48V DC from the switch, just unplug the patch lead. Use the 6-tread step ladder, you "
        "stand on the platform at approx 1.5 m. No hot work, nothing to isolate.",
        "Unplug PoE lead\nClimb to 1.5 m platform\nSwap AP, re-patch, test",
        [WAH],
        [],
        [HW, LOTO, CSE, EX, CW, LIFT, RT, VE],
        "A wifi hotspot is not hot work and 48 V DC PoE is extra-low voltage (Electrical/LOTO forbidden), but "
        "standing on a step ladder platform at 1.5 m is above the 1.2 m threshold: Working at Height required.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Daily drilling report - MW-6 groundwater well",
        "Terminal-C",
        "Tank Farm",
        ["Truck-mounted auger rig", "Well casing 100 mm", "MMA welder (well-head cover)"],
        11,
        "DAILY DRILLING REPORT  Well: MW-6  Day 1/2\nRig: truck-mounted hollow-stem auger, drove in via bund "
        "gate 3\nDepth from/to: 0.0 - 12.0 m (target 12 m)\nCable avoidance: CAT scan clear, hand-dug inspection "
        "pit to 1.2 m first\nDay 2 plan: install casing, grout, weld the steel protective cover to the "
        "stand-pipe at the well head (tank T-12 in service 18 m away)",
        "Hand-dig inspection pit\nAuger to 12 m\nCasing and grout\nWeld protective cover",
        [EX, VE, HW],
        [CW],
        [CSE, LOTO, WAH, RT, LIFT],
        "Boring to 12 m and a 1.2 m inspection pit are Excavation; the auger truck in the tank farm is Vehicle "
        "Entry; welding the cover 18 m from an in-service tank is Hot Work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Crane booking - PSV-2207 (hydrotreater top)",
        "Plant-A",
        "Hydrotreater",
        ["PSV-2207 8x10 (1.15 t)", "Mobile crane 70 t", "Diesel boom lift"],
        10,
        "CRANE HIRE BOOKING FORM\nLoad: PSV-2207 incl. inlet spool, 1.15 t\nRadius / height: 18 m / 22 m\n"
        "Crane: 70 t all-terrain, outriggers on mats at road 4\nPersonnel access: diesel boom lift, 2 fitters "
        "to unbolt at 22 m (no platform at that nozzle)\nProcess: ops isolate & depressure the outlet header, "
        "line blinded\nContact: Mateo ext 4410",
        "Blind and depressure\nBoom lift to 22 m, unbolt\nCrane lift PSV down\nReverse for new PSV",
        [LIFT, VE, WAH, CW],
        [],
        [HW, CSE, EX, RT],
        "A 1.15 t PSV by 70 t crane is Lifting; the crane and diesel boom lift in the hydrotreater are Vehicle "
        "Entry; unbolting at 22 m from a boom lift is Working at Height; removing the PSV breaks containment "
        "(Cold Work).",
    ),
    wo(
        "K-301 rotor out - isolation certificate attached",
        "Plant-B",
        "Compressor House",
        ["Compressor K-301", "3.3 kV motor M-301", "Overhead crane 10 t"],
        12,
        "ISOLATION CERTIFICATE IC-3301\n  E1  M-301 3.3 kV breaker racked out, earthed, locked\n  E2  Lube oil "
        "pump 400 V MCC-C4 locked\n  M1  Suction / discharge valves closed, chained; casing vented to flare\n"
        "JOB: open casing, lift the 2.6 t rotor out with the house overhead crane onto the stand, replace dry "
        "gas seals.",
        "Apply IC-3301\nOpen casing\nOverhead crane lift of 2.6 t rotor\nReplace seals",
        [LOTO, LIFT, CW],
        [],
        [HW, CSE, EX, WAH, RT, VE],
        "The 3.3 kV motor and 400 V lube pump are isolated (Electrical/LOTO); a 2.6 t rotor on the overhead "
        "crane is Lifting; opening a vented casing is Cold Work; the overhead crane is not a vehicle.",
        expect={"isolationPoints": ["M-301", "MCC-C4", "K-301 suction", "K-301 discharge"]},
    ),
    wo(
        "H-101 convection box anchors / జాగ్రత్త",
        "Plant-A",
        "Crude Unit",
        ["Crude heater H-101", "ID fan 6.6 kV", "Stud welder"],
        12,
        "జాగ్రత్త (careful) - heater down, fuel gas blinded. ID fan motor 6.6kv racked out and locked. enter "
        "convection box thru side access door after gas test, replace failed refractory anchors by stud "
        "welding, castable repair after. attendant at the door.",
        "Blind fuel gas\nLock out ID fan\nGas test, enter convection box\nStud-weld anchors, cast",
        [CSE, HW, LOTO, CW],
        [],
        [EX, RT, VE, LIFT],
        "Entering the heater convection box is Confined Space Entry; stud welding is Hot Work; the 6.6 kV ID "
        "fan is locked out; blinding the fuel gas is Cold Work.",
        expect={"gasSubstances": ["O2", "CO", "LEL"], "isolationPoints": ["ID fan 6.6 kV"]},
    ),
    wo(
        "Delivery note DN-55810 + fit gangway steps",
        "Terminal-C",
        "Jetty",
        ["Gangway step unit (0.95 t)", "HIAB truck", "Angle grinder"],
        8,
        "DELIVERY NOTE DN-55810\nQty 1  Gangway step unit, galv., 950 kg\nDeliver to: JETTY HEAD, offload by "
        "truck HIAB\nRemarks (site): grind off the old corroded bracket bolts, offer up the unit on the "
        "gangway landing (4 m above water, no rail on the open side during fit) and bolt it in. Berth empty.",
        "HIAB offload at jetty head\nGrind off old bolts\nFit and bolt unit at landing",
        [LIFT, VE, HW, WAH],
        [],
        [CSE, EX, LOTO, RT],
        "Any HIAB lift is Lifting even at 950 kg; the truck on the jetty is Vehicle Entry; grinding on the "
        "jetty is Hot Work; fitting at a 4 m landing with an open side is Working at Height.",
    ),
    wo(
        "R-204 agitator seal - event log + job",
        "Plant-B",
        "Reactor Building",
        ["Agitator AG-204", "400 V motor (1.1 t)", "Monorail hoist 2 t"],
        9,
        "2027-03-02T04:11:09 R-204 AG-204 SEAL_LEAK_HI alarm\n2027-03-02T04:11:40 AG-204 stopped by operator\n"
        "job: reactor emptied & N2 purged. lock off AG-204 400V at MCC-R1, remove motor (1.1 t) with the monorail "
        "hoist, pull the cartridge seal, fit new.",
        "Lock off AG-204\nHoist motor off\nPull and replace seal",
        [LOTO, LIFT, CW],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "The 400 V agitator motor is locked off; a 1.1 t motor on a monorail hoist is a lift above 1 t; "
        "pulling the seal breaks containment on the reactor.",
        expect={"isolationPoints": ["AG-204 at MCC-R1"], "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Canopy gutter bay 6 - soldadura no teito",
        "Plant-A",
        "Loading Rack",
        ["Loading canopy bay 6", "Diesel MEWP", "Welding set", "Canopy lighting circuit LC-6"],
        10,
        "Soldadura no teito (welding on the roof) - gutter bracket cracked on canopy bay 6. MEWP to 7 m, weld new "
        "bracket. Canopy lights LC-6 230V isolated at the rack DB (lamp heads in the way). Bays 5-7 closed for "
        "loading.",
        "Close bays 5-7\nIsolate LC-6\nMEWP to 7 m, weld bracket",
        [HW, WAH, VE, LOTO],
        [],
        [CSE, EX, RT, LIFT],
        "Welding on the loading canopy is Hot Work; a diesel MEWP at 7 m in the loading rack is Working at "
        "Height and Vehicle Entry; the 230 V lighting circuit is isolated.",
        expect={"isolationPoints": ["LC-6"], "gasSubstances": ["LEL"]},
    ),
    wo(
        "CT suction pit screens - Абайлаңыз",
        "Plant-A",
        "Cooling Tower",
        ["CT suction pit", "CW pumps P-61A/B 6.6 kV", "Screen frame (1.6 t)", "Mobile crane 40 t", "Grinder, welder"],
        12,
        "Абайлаңыз! (be careful) Basin drained. CW pumps P-61A/B 6.6 kV racked out + locked. 2 fitters go down "
        "into the suction pit, cut the corroded screen guides out with grinder, weld new guides. 40 t crane "
        "lifts old screen frame (1.6 t) out and new one in.",
        "Rack out and lock P-61A/B\nEnter suction pit\nGrind out and weld guides\nCrane swap of 1.6 t screen",
        [CSE, LOTO, HW, LIFT],
        [VE, CW],
        [EX, RT, WAH],
        "Going down into the suction pit is Confined Space Entry; the 6.6 kV pumps are locked out; grinding and "
        "welding are Hot Work; a 1.6 t crane lift is Lifting; the crane at the cooling tower is Vehicle Entry "
        "optional.",
        expect={"isolationPoints": ["P-61A", "P-61B"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "heat trace ctrl HT-44 swap",
        "Plant-A",
        "Pipe Rack",
        ["Heat-trace controller HT-44 230 V", "Sulphur line 6in", "Steam tracer ST-44"],
        5,
        "ctrl HT-44 cooked. isolate 230V at HTDB-2 + lock, swap the controller box on the rack stanchion "
        "(1.0 m off the walkway). sulphur line stays in service and steam tracer ST-44 stays on - keep clear of "
        "the hot tracer loops, gloves.",
        "Lock HTDB-2 way for HT-44\nSwap controller\nTest",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The 230 V controller is isolated and locked (Electrical/LOTO); the sulphur line and steam tracer stay "
        "live and are avoided; 1.0 m off the walkway is below the height threshold.",
        expect={"liveSources": ["Sulphur line", "Steam tracer ST-44"], "isolationPoints": ["HTDB-2"]},
    ),
    wo(
        "TX-2 cooling fan motor",
        "Terminal-C",
        "Substation",
        ["Transformer TX-2 33/0.415 kV", "Radiator fan F-3 415 V", "Platform step 0.9 m"],
        6,
        "TX-2 radiator fan F-3 bearing gone. TX-2 stays energised (feeds the whole terminal, no outage "
        "approved) - work only on the radiator side, stay outside the 33 kV bushing barrier. Isolate and lock "
        "fan supply at the TX-2 marshalling box, swap motor. Fan centre 1.9 m, work from the 0.9 m platform "
        "step.",
        "Lock fan supply at marshalling box\nSwap F-3 motor from 0.9 m step\nTest run",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The 415 V fan circuit is isolated and locked while the 33 kV transformer stays live and is avoided; "
        "standing on a 0.9 m step is below the 1.2 m threshold.",
        expect={"liveSources": ["TX-2 33 kV", "33 kV bushings"], "isolationPoints": ["TX-2 marshalling box fan supply"]},
    ),
    wo(
        "K-2A suction PI change",
        "Plant-B",
        "Compressor House",
        ["Compressor K-2A (idle)", "Compressor K-2B (running)", "Suction gauge PI-2A"],
        5,
        "ម៉ាស៊ីន K-2B នៅដំណើរការ (K-2B is running). K-2A stopped - lock off its 400 V aux lube pump and the "
        "main motor breaker, close + chain K-2A suction and discharge. Common suction header stays live. "
        "Change PI-2A on the K-2A suction bottle after bleeding.",
        "Lock off K-2A motor and aux pump\nChain valves\nBleed, change PI-2A",
        [LOTO, CW],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "K-2A is locked off and valved out before the gauge is broken off (Electrical/LOTO and Cold Work); "
        "K-2B and the common suction header stay live.",
        expect={
            "liveSources": ["K-2B", "common suction header"],
            "isolationPoints": ["K-2A main motor", "K-2A aux lube pump", "K-2A suction", "K-2A discharge"],
        },
    ),
    wo(
        "MOV-118 actuator gearbox regrease",
        "Plant-A",
        "Tank Farm",
        ["Tank T-118 inlet MOV-118", "400 V actuator", "24 V position loop"],
        5,
        "Tank T-118 stays in service (receiving). Isolate MOV-118 actuator 400V at the tank farm MCC and lock; "
        "the 24 V position transmitter loop stays powered to DCS. Open actuator gearbox cover, flush and regrease, "
        "close. Valve stays open mechanically.",
        "Lock off actuator\nOpen gearbox cover\nFlush, regrease, close",
        [LOTO, CW],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The 400 V actuator is locked off; mechanical work on a valve of an in-service tank is Cold Work; the "
        "tank and the 24 V loop stay live.",
        expect={"liveSources": ["Tank T-118", "24 V position loop"], "isolationPoints": ["MOV-118 actuator"]},
    ),
    wo(
        "AT-330 H2 analyser sample pump",
        "Plant-A",
        "Hydrotreater",
        ["Analyser shelter AS-3", "Sample pump SP-330 230 V", "H2 recycle sample line 30 bar"],
        6,
        "sample pump SP-330 seized. isolate SP-330 230V (way 7, shelter DB) + lock, close and tag the sample "
        "take-off DBB at the recycle line. Recycle line itself stays at 30 bar H2, shelter HVAC stays on its "
        "own circuit. Swap pump, leak test.",
        "Lock SP-330 way 7\nClose DBB, vent sample loop\nSwap pump, leak test",
        [LOTO, CW],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "The 230 V pump is locked off and the sample loop broken (Electrical/LOTO, Cold Work); the 30 bar "
        "hydrogen recycle line and the shelter HVAC stay live.",
        expect={
            "liveSources": ["H2 recycle line 30 bar", "shelter HVAC"],
            "isolationPoints": ["SP-330 way 7", "sample take-off DBB"],
            "gasSubstances": ["LEL"],
        },
    ),
    wo(
        "Boiler B2 flame scanner FS-2",
        "Plant-B",
        "Boiler House",
        ["Boiler B2 (firing)", "Flame scanner FS-2 24 V DC", "BMS"],
        4,
        "B2 stays firing. FS-2 (24 V DC) flickering. BMS: put FS-2 in bypass (2oo3 -> 1oo2 logic with FS-1/FS-3) "
        "under the bypass log, unplug and swap the scanner head, realign, remove bypass. Fuel gas train and "
        "burner live the whole time.",
        "Log bypass\nSwap FS-2 head\nRealign, remove bypass",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, LIFT, RT, VE],
        "Bypassing a flame scanner on a firing boiler is bypassing a safeguard (Cold Work); the scanner is "
        "24 V DC (Electrical/LOTO forbidden); the burner and fuel gas train stay live.",
        expect={"liveSources": ["Boiler B2 burner", "fuel gas train"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Rich amine filter F-707 element",
        "Plant-A",
        "Hydrotreater",
        ["Rich amine filter F-707", "SCBA"],
        6,
        "අනතුරුයි (danger) - rich amine, H2S. Site alarm setting for this job 4 ppm. Ops isolate F-707 "
        "in/out, drain to closed drain, N2 sweep. Open lid on SCBA, change cartridge elements, box up, leak "
        "test.",
        "Isolate and drain F-707\nN2 sweep\nOpen lid on SCBA, change elements\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "Opening a rich amine filter is breaking containment (Cold Work) with H2S, a 4 ppm site alarm and "
        "flammables; nobody enters.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 4}},
    ),
    wo(
        "P-520 benzene strainer",
        "Plant-B",
        "Tank Farm",
        ["Benzene transfer pump P-520", "Suction strainer", "400 V motor"],
        5,
        "benzene svc. action level on this plant 0.3 ppm (not 0.5). lock off P-520 400V, close + chain suct / "
        "disch, drain to closed system, open strainer cover, clean basket, refit. PAPR + SCBA standby.",
        "Lock off P-520\nChain valves, drain\nOpen strainer, clean, refit",
        [CW, LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Opening a benzene strainer is Cold Work with a 0.3 ppm site action level; the 400 V pump is locked "
        "off.",
        expect={
            "gasSubstances": ["benzene", "LEL"],
            "stricterLimits": {"benzene_ppm": 0.3},
            "isolationPoints": ["P-520 400 V", "P-520 suction", "P-520 discharge"],
        },
    ),
    wo(
        "Leaking NH4OH drums bay D4",
        "Terminal-C",
        "Drum Store",
        ["Ammonium hydroxide drums 200 L", "Drum pump (air)", "Diesel forklift"],
        5,
        "2 drums ammonium hydroxide 25% weeping at the bung, strong NH3 smell in bay D4. Transfer contents with "
        "air drum pump into salvage drums, forklift (diesel) moves salvage drums to quarantine bay. Full face "
        "mask, NH3 detector.",
        "Ventilate bay\nDrum pump transfer to salvage drums\nForklift to quarantine",
        [CW, VE],
        [LIFT],
        [HW, CSE, EX, LOTO, WAH, RT],
        "A temporary pump transfer of ammonium hydroxide is Cold Work with an NH3 row; a diesel forklift in the "
        "drum store is Vehicle Entry; drums on a forklift are Lifting optional.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Flare seal drum D-901 hatch inspection",
        "Plant-A",
        "Flare Area",
        ["Flare seal drum D-901", "Inspection hatch", "Mirror and torch"],
        6,
        "Seal drum D-901 inspection. Drum N2 purged, hatch opened. NOBODY ENTERS - inspector uses mirror and "
        "torch through the hatch, arm's length only. Sour water in drum. Close hatch, re-seal.",
        "N2 purge\nOpen hatch\nVisual from outside\nClose and re-seal",
        [CW],
        [],
        [CSE, HW, EX, LOTO, WAH, LIFT, RT, VE],
        "Opening a purged flare seal drum hatch is Cold Work with O2, H2S and LEL rows; entry is genuinely "
        "excluded (Confined Space Entry forbidden).",
        expect={"gasSubstances": ["O2", "H2S", "LEL"]},
    ),
    wo(
        "K-house floor clean - petrol pressure washer",
        "Plant-B",
        "Compressor House",
        ["Petrol pressure washer", "Oil-soaked floor bays 1-3"],
        6,
        "floor bays 1-3 oily after K-301 seal failure. contractor brings petrol pressure washer inside the "
        "compressor house (doors half open). both compressors running. CO + LEL monitor on the cleaner.",
        "Set washer at door\nWash bays 1-3\nCollect slops",
        [CW],
        [HW],
        [CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "A petrol engine running inside a compressor house gives CO and is an ignition source in a "
        "hydrocarbon area: Cold Work required, Hot Work optional (non-ATEX engine); a CO row is needed.",
        expect={"gasSubstances": ["CO", "LEL"], "liveSources": ["running compressors"]},
    ),
    wo(
        "Molten sulphur arm spout gasket",
        "Plant-A",
        "Loading Rack",
        ["Sulphur loading arm SA-2", "Spout gasket", "Railed loading gantry"],
        6,
        "SA-2 spout leaking at gasket. Arm drained + steam out by ops. Fitter on the railed gantry (permanent "
        "handrails) unbolts the spout, new gasket, rebolt. H2S and SO2 both possible off the sulphur.",
        "Drain and steam out\nUnbolt spout\nNew gasket, rebolt",
        [CW],
        [WAH],
        [HW, CSE, EX, LOTO, LIFT, RT, VE],
        "Breaking the molten sulphur arm is Cold Work with H2S and SO2 rows; the gantry is permanently railed "
        "(height optional).",
        expect={"gasSubstances": ["H2S", "SO2"]},
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "Drain trench under rack PR-B3",
        "Plant-B",
        "Pipe Rack",
        ["Mini excavator 2.5 t", "Trench 1.45 m", "New 6in drain"],
        10,
        "SIMOPS with HP jetting of line 6-P-233 same bay. Mini excavator digs a 1.45 m trench under rack bay "
        "B3 for the new oily-water drain (CAT scanned, drawing shows a 400 V cable at 0.6 m - hand dig there).",
        "Scan and mark\nHand dig at cable crossing\nMachine dig to 1.45 m\nLay drain",
        [EX, VE],
        [],
        [HW, CSE, RT, WAH, LIFT],
        "A 1.45 m machine trench with a buried cable is Excavation; the mini excavator on the pipe rack is "
        "Vehicle Entry; the cable is avoided, not isolated.",
        expect={"liveSources": ["400 V cable"]},
        pair="B3",
    ),
    wo(
        "HP jetting line 6-P-233",
        "Plant-B",
        "Pipe Rack",
        ["HP water jetting unit (truck)", "Line 6-P-233", "Spectacle blinds"],
        10,
        "SIMOPS with drain trench same bay. Line 6-P-233 fouled. Ops isolate and blind, break flange at "
        "grade end. Jetting truck parks in bay B3, jet the line at 1000 bar from the open end.",
        "Blind and break flange\nPosition jetting truck\nJet line, flush, reinstate",
        [CW, VE],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, LOTO],
        "Breaking the flange and jetting is Cold Work; the jetting truck on the pipe rack is Vehicle Entry.",
        pair="B3",
    ),
    wo(
        "SWGR-6 breaker maintenance",
        "Plant-A",
        "Substation",
        ["6.6 kV switchboard SWGR-6", "Feeder breaker F-6-03"],
        8,
        "Switching programme SP-6-03: F-6-03 open, racked out, earthed, locked. Service the breaker mechanism, "
        "contact resistance test. Floodlight crew working in the same room.",
        "Switching programme\nService breaker\nTest, restore",
        [LOTO],
        [],
        [HW, CSE, EX, WAH, LIFT, RT, VE],
        "Working on a 6.6 kV breaker under a switching programme is Electrical/LOTO.",
        expect={"isolationPoints": ["F-6-03"]},
        pair="SS6",
    ),
    wo(
        "Substation floodlights",
        "Plant-A",
        "Substation",
        ["Battery scissor lift", "Floodlights FL-1..4 230 V"],
        8,
        "Swap 4 floodlights on the switchroom wall at 6 m from battery scissor lift. Lighting circuit 230 V "
        "isolated at LDB-S. Breaker crew in the same room.",
        "Isolate LDB-S\nScissor lift to 6 m\nSwap fittings",
        [WAH, LOTO],
        [VE],
        [HW, CSE, EX, LIFT, RT],
        "Work at 6 m from a scissor lift is Working at Height; the 230 V lighting circuit is isolated; a "
        "battery lift in the substation is Vehicle Entry optional.",
        expect={"isolationPoints": ["LDB-S"]},
        pair="SS6",
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "OSHA 300 line 27-014 follow-up",
        "Plant-B",
        "Boiler House",
        ["10 bar steam line SL-12", "Flange F-12"],
        6,
        "Case 27-014 | Pipefitter | Boiler House | 2nd-degree scald, forearm | flange F-12 opened while line "
        "still at ~2 bar, no gauge check | days away 5.\nRemaining: isolate SL-12 at both block valves, lock, "
        "vent and prove zero, then replace the F-12 gasket.",
        "Double block and lock\nVent and prove zero\nReplace gasket",
        [CW],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, RT, VE],
        "The remaining job breaks a 10 bar steam flange after valve isolation: Cold Work.",
        expect={"isolationPoints": ["SL-12 block valves"]},
    ),
    wo(
        "Safety rep letter - stair lighting shock",
        "Terminal-C",
        "Tank Farm",
        ["Stair lights tank T-7", "Lighting circuit TL-7 230 V", "Extension ladder"],
        6,
        "Dear Sir, as union safety rep I must record that on 4 Feb our electrician got a shock from the 230V "
        "light fitting on T-7 stairs which he was told was dead - the breaker label was wrong. Remaining work: "
        "rewire the three fittings at 3 m from a ladder. We insist the circuit is proven dead and locked at the "
        "right breaker first. Yours, M. Dlamini",
        "Identify and lock TL-7\nProve dead\nLadder to 3 m, rewire fittings",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, LIFT, RT, VE],
        "Rewiring a 230 V lighting circuit needs it locked and proven dead; fittings at 3 m from a ladder are "
        "Working at Height.",
        expect={"isolationPoints": ["TL-7"]},
    ),
    wo(
        "Two-block timeline + E-240 cover re-lift",
        "Plant-A",
        "Hydrotreater",
        ["Exchanger E-240 channel cover (1.2 t)", "Mobile crane 50 t (replacement)"],
        9,
        "TIME | EVENT\n09:02 | crane hook two-blocked lifting 0.9 t blind, anti-two-block disabled\n09:03 | "
        "wire strand broken, load lowered safe\n09:30 | crane stood down\nNEXT: replacement 50 t crane, "
        "inspected rigging, lift E-240 channel cover (1.2 t) back on and bolt up the channel.",
        "Replacement crane set-up\nLift 1.2 t cover into place\nBolt up channel",
        [LIFT, VE, CW],
        [],
        [HW, CSE, EX, LOTO, RT],
        "Re-lifting a 1.2 t cover by mobile crane is Lifting and Vehicle Entry in the hydrotreater; closing the "
        "exchanger channel is Cold Work.",
    ),
    wo(
        "Without prejudice - fibre strike FO-3",
        "Plant-B",
        "Tank Farm",
        ["Fibre-optic cable FO-3", "Hand tools", "Splice van"],
        8,
        "WITHOUT PREJUDICE. Our excavator struck unmarked fibre cable FO-3 at 0.4 m on 12 Jan while trenching; "
        "it was not on your drawings. We will hand-dig to expose 3 m either side (about 0.5 m deep) so your "
        "splicer can join it; his van stays on the road outside the bund. No machine digging until resurvey.",
        "Hand dig to expose FO-3\nSplice from outside van\nBackfill",
        [EX],
        [CW],
        [LOTO, VE, HW, CSE, WAH, LIFT, RT],
        "Hand digging 0.5 m to expose a buried cable is Excavation; fibre carries no voltage (Electrical/LOTO "
        "forbidden) and the splice van stays outside the bund (Vehicle Entry forbidden).",
    ),
    wo(
        "#shoutout hole watch T-31",
        "Terminal-C",
        "Tank Farm",
        ["Crude tank T-31", "Side-entry mixer 400 V", "Air movers"],
        10,
        "#shoutout to Priya 👏 who stopped the T-31 entry yesterday when the O2 read 19.2 % at the manway "
        "#stopwork #safetyfirst. Today: more air movers, mixer stays locked off at the MCC, re-test and the "
        "crew goes back in to finish the sludge sweep.",
        "Ventilate\nConfirm mixer lock\nRe-test, enter, sweep sludge",
        [CSE, LOTO],
        [CW],
        [HW, EX, WAH, LIFT, RT, VE],
        "Re-entering the crude tank is Confined Space Entry with O2 and flammable rows; the 400 V mixer stays "
        "locked off.",
        expect={"gasSubstances": ["O2", "LEL", "H2S"], "isolationPoints": ["side-entry mixer"]},
    ),
    wo(
        "Notes app - fender fire + line weld",
        "Plant-B",
        "Jetty",
        ["Jetty line 12-HC-4", "Welding set", "Ir-192 camera"],
        12,
        "- fire watch left 10 min after grinding, rope fender smouldered 40 min later\n- ops put it out, "
        "no injuries\n- line 12-HC-4 drained + blinded, still need: cut out pitted section, weld in new pup, "
        "Ir-192 RT of both welds tonight (barriers 7.5 uSv/h)\n- fire watch 60 min this time!!",
        "Blind line\nCut and weld pup\nIr-192 RT at night",
        [HW, RT, CW],
        [],
        [CSE, EX, LOTO, WAH, LIFT, VE],
        "Cutting and welding on the jetty line is Hot Work; Ir-192 radiography of the welds is Radiography; "
        "cutting into the drained, blinded line is Cold Work.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "TX REPORT",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "TRANSMISSION REPORT\nJOB NO. 0447  DEST: 0031 10 ...  PAGES 01  RESULT: OK",
        "",
        [],
        [],
        ALL,
        "A fax transmission report with no job in it.",
        expect={"needsReview": True},
    ),
    wo(
        "null",
        "Plant-B",
        "Warehouse",
        [],
        4,
        '{"description": null, "equipment": [], "plan": null}',
        "null",
        [],
        [],
        ALL,
        "An empty JSON payload; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Re: ",
        "Terminal-C",
        "Pump House",
        [],
        4,
        "\n\nSent from my iPhone",
        "",
        [],
        [],
        ALL,
        "Only a phone signature; no job.",
        expect={"needsReview": True},
    ),
    wo(
        "E-4410",
        "Plant-A",
        "Crude Unit",
        ["E-4410"],
        4,
        "E-4410 - ka kōrero āpōpō",
        "",
        [],
        [],
        [],
        "A bare exchanger tag with Maori 'we'll talk tomorrow'; any permit would be a guess.",
        expect={"needsReview": True},
    ),
]
