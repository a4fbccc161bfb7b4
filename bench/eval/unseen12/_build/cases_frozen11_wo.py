"""unseen12 frozen11 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "WhatsApp export - slop drum D-414 internals",
        "Plant-A",
        "Crude Unit",
        ["Slop drum D-414", "Demister pad", "Air mover"],
        8,
        "[06:12] Ravi: D-414 demister job is NOT a CS entry, just looking in from the manway\n"
        "[06:14] Lena: ok. drum steamed out, blinded both sides\n"
        "[06:20] Ravi: Tomasz will climb inside and unbolt the demister pad sections and pass them out, "
        "about 2 hrs in there\n[06:21] Lena: 👍 air mover on the top nozzle",
        "Blind inlet/outlet\nSteam out and ventilate\nFitter enters, unbolts demister pad\nPass out sections",
        [CSE, CW],
        [],
        [HW, EX, RT, VE],
        "Chat says not a confined space entry, then a fitter works inside the drum for two hours: Confined "
        "Space Entry required with the conflict flagged; blinding and unbolting internals is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "SAP PM notif 10488213 - fence post footing",
        "Terminal-C",
        "Drum Store",
        ["Perimeter fence panel 12", "Auger attachment", "Skid steer SK-3"],
        6,
        "NOTIF 10488213 | PRIO 3 | DAMAGE CODE: FENCE | GROUND_DISTURB: NONE | LONG TEXT: Fence post at panel "
        "12 leaning. Skid steer SK-3 with 300 mm auger to bore new post hole 1.2 m deep beside old one, "
        "concrete in. Underground fire main shown 2 m away on drawing.",
        "Locate fire main\nAuger 1.2 m hole\nSet post, concrete",
        [EX],
        [VE, CW],
        [HW, CSE, RT, LOTO, WAH],
        "The ground-disturbance field says none, but a powered auger bores 1.2 m near a buried fire main: "
        "Excavation required, conflict flagged; skid steer in the drum store is optional Vehicle Entry.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Handover note - compressor K-201 coupling guard",
        "Plant-B",
        "Compressor House",
        ["Compressor K-201", "Coupling guard", "Oxy-acetylene set"],
        6,
        "Nachtschicht an Frühschicht: keine Heißarbeiten an K-201 heute (no hot work on K-201 today). "
        "Coupling guard bracket is cracked; Jürgen will cut the old bracket off with the oxy-acetylene set "
        "and tack a new one on, K-201 is down and the 6.6 kV motor is racked out. [Gloss: night to morning "
        "shift, no hot work on K-201 today.]",
        "Rack out 6.6 kV motor\nGas test\nCut bracket, tack new one\nRefit guard",
        [HW, LOTO],
        [CW],
        [CSE, EX, RT, VE, WAH],
        "German handover says no hot work, then describes cutting and tacking with oxy-acetylene: Hot Work "
        "required with the conflict flagged; the racked-out 6.6 kV motor needs Electrical/LOTO.",
        expect={"scopeConflict": True, "isolationPoints": ["K-201 6.6 kV motor"]},
    ),
    wo(
        "Jira MAINT-7731 flare knockout drum level bridle",
        "Plant-A",
        "Flare Area",
        ["KO drum V-950 level bridle", "Scaffold tower", "DP transmitter LT-950"],
        7,
        "Summary: replace LT-950. Labels: no-WAH, cold. Description: transmitter sits on the bridle 7 m up; "
        "scaffolders to build a mobile tower, tech works from the top lift (toe boards, one side open for "
        "the bridle). Isolate and vent the bridle valves before removal.",
        "Build tower to 7 m\nIsolate bridle, vent\nSwap transmitter\nLeak test",
        [WAH, CW],
        [],
        [HW, CSE, EX, RT, LIFT],
        "The ticket label says no work at height, but the work is from a 7 m scaffold tower with an open "
        "side: Working at Height required, conflict flagged; venting the bridle is Cold Work.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Voicemail transcript - jetty loading arm hose",
        "Plant-B",
        "Jetty",
        ["Loading arm LA-2", "Hose string", "Mobile crane 25 t"],
        6,
        "Transcribed voicemail: 'Hi it's Dmitri from marine, uh, the LA-2 hose string change, no lifting "
        "involved, it's just swapping the hose. The 25 tonne mobile will come on the jetty and pick the old "
        "string off, about one point eight tonne, and set the new one. Call me back.'",
        "Drain and purge hose\nCrane on jetty\nLift old string off, new one on\nBolt up",
        [LIFT, CW, VE],
        [],
        [HW, CSE, EX, RT, LOTO],
        "The caller says no lifting, then a 25 t crane picks a 1.8 t hose string: Lifting required with the "
        "conflict flagged; crane driving onto the jetty is Vehicle Entry and breaking the hose is Cold Work.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Permit request form - pipe rack steam trap",
        "Plant-A",
        "Pipe Rack",
        ["Steam trap ST-88", "Permanent access platform", "Isolation valves"],
        4,
        "Q: Work at height? A: No - trap reached from the permanent grated walkway at 5 m with full "
        "handrails and kick plates. Q: Hot work? A: No, screwed unions only. Q: Isolation? A: Upstream and "
        "downstream block valves closed and locked, trap depressurised.",
        "Lock block valves\nDepressurise\nSwap trap on unions",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Genuine exclusions: permanent guard-railed walkway and screwed unions; changing a trap on a "
        "locked-off steam line is Cold Work only.",
    ),
    wo(
        "Teams chat - substation cable gland",
        "Plant-B",
        "Substation",
        ["400 V distribution board DB-7", "Cable gland", "Trench cover"],
        5,
        "Aisha: no digging on this one, cable comes up through the existing floor trench, we just lift the "
        "chequer plate\nMarco: ok so I isolate DB-7 outgoing way 4 and lock it, re-make the gland\n"
        "Aisha: yes, prove dead first",
        "Isolate way 4, lock, prove dead\nLift trench cover\nRe-make gland",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Genuine exclusion: the cable is reached through an existing floor trench, no ground disturbance; "
        "working on a 400 V way needs Electrical/LOTO.",
        expect={"isolationPoints": ["DB-7 way 4"]},
    ),
    wo(
        "Formulario - válvula de drenaje tanque 5",
        "Terminal-C",
        "Tank Farm",
        ["Tank 5 water draw-off valve", "Sample bucket"],
        4,
        "Sin entrada al tanque, sin trabajo en caliente. El operador cambia el volante roto de la válvula "
        "de drenaje desde el suelo. [Gloss: no tank entry, no hot work; the operator changes the broken "
        "handwheel on the drain valve from ground level.]",
        "Change handwheel at ground level",
        [],
        [CW],
        [HW, CSE, EX, WAH, LOTO, RT, LIFT, VE],
        "Genuine exclusions in Spanish; a handwheel swap at grade does not break containment, so no permit "
        "is required and Cold Work is at most optional.",
    ),
    wo(
        "CSV export row - cooling tower basin sump",
        "Plant-A",
        "Cooling Tower",
        ["Cold water basin sump", "Suction screen", "Gas detector"],
        6,
        'wo_no,desc,entry_reqd,notes\n88120,"Clean suction screens in CT basin sump",N,"Basin drained, '
        "two fitters climb down the ladder into the 2.5 m deep sump pit to rake screens; gas test for "
        'chlorine residual from dosing"',
        "Drain basin\nIsolate dosing\nFitters climb into sump pit, rake screens",
        [CSE],
        [CW, WAH],
        [HW, EX, RT, LIFT, VE],
        "The entry flag is N, but two fitters climb into a 2.5 m sump pit with a chlorine residual: Confined "
        "Space Entry required, conflict flagged.",
        expect={"scopeConflict": True, "gasSubstances": ["Cl2", "O2"]},
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "IT ticket - control room server hot-swap",
        "Plant-B",
        "Control Room",
        ["Historian server rack", "Hot-swap disk", "Patch panel"],
        4,
        "Please hot-swap failed disk 3 in the historian server and flash the firmware. Also clean up "
        "the dead links on the intranet page and lift the user lockout on account jdoe.",
        "Hot-swap disk\nFlash firmware\nUnlock account",
        [],
        [],
        ALL,
        "IT work: hot-swap, flash, dead links and lockout are computer terms; no permit.",
    ),
    wo(
        "Warehouse stocktake - bin location audit",
        "Plant-B",
        "Warehouse",
        ["Bin racking", "Hand scanner"],
        5,
        "Cycle count of bins A-12 to A-40: crane spares shelf, welding rod stock, confined-space harness kits "
        "and X-ray film boxes to be counted and barcoded. Shelf labels only, nothing moved.",
        "Scan bins\nReconcile stock",
        [],
        [],
        ALL,
        "Stock counting of spares named after permit activities; nothing is done with them, no permit.",
    ),
    wo(
        "Safety committee agenda",
        "Terminal-C",
        "Admin Building",
        ["Meeting room 2", "Projector"],
        4,
        "Agenda: 1) review of last month's hot work near misses 2) excavation permit statistics 3) elevated "
        "risk register 4) tank entry rescue drill results 5) AOB. Coffee and sandwiches provided.",
        "Hold meeting\nIssue minutes",
        [],
        [],
        ALL,
        "A meeting that talks about permits; no work is done.",
    ),
    wo(
        "Canteen - fryer oil change",
        "Terminal-C",
        "Admin Building",
        ["Deep fryer", "Oil caddy"],
        4,
        "Kitchen staff to drain the cold deep fryer into the oil caddy and refill with fresh oil. Fryer "
        "plug pulled from the wall socket first. 'Flash point' sign on caddy.",
        "Unplug fryer\nDrain cold oil\nRefill",
        [],
        [],
        ALL,
        "Domestic kitchen task in the admin building; unplugging a fryer is not LOTO; no permit.",
    ),
    wo(
        "Training record - gas detector bump test",
        "Plant-A",
        "Maintenance Workshop",
        ["Portable gas detectors", "Bump gas cylinder"],
        4,
        "Bump test 12 four-gas monitors on the workshop bench (H2S, CO, O2, LEL sensors) and log results. "
        "Two monitors fail the 'entry' check and go for calibration.",
        "Bump test\nLog\nTag failures",
        [],
        [],
        ALL,
        "Bench instrument checks in the workshop; the gas names and 'entry' refer to detector tests.",
    ),
    wo(
        "Marketing - drone photo shoot",
        "Plant-A",
        "Loading Rack",
        ["Camera", "Tripod"],
        4,
        "Photographer to take 'high angle' shots of the loading rack from the public viewing platform "
        "outside the fence; 'shoot' scheduled golden hour, 'dig into' product story later. Drone NOT used.",
        "Photograph from outside the fence",
        [],
        [],
        ALL,
        "Photography from outside the fence with no drone; high angle, shoot and dig into are figures of speech.",
    ),
    wo(
        "Boiler house - burner flame scanner check",
        "Plant-B",
        "Boiler House",
        ["Boiler B-2 flame scanner", "415 V burner management panel"],
        5,
        "Flame scanner FS-2 reading low. Instrument tech to isolate the 415 V burner management panel, "
        "lock it, withdraw the scanner and clean the lens. Boiler off line. No flame work, no welding.",
        "Isolate and lock 415 V BMS panel\nWithdraw and clean scanner\nRefit, test",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "'Flame scanner' is an instrument, not hot work; isolating the 415 V panel requires Electrical/LOTO.",
        expect={"isolationPoints": ["415 V burner management panel"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "YAML job pack - hydrotreater reactor outlet nozzle",
        "Plant-A",
        "Hydrotreater",
        ["Reactor R-301 outlet nozzle", "MEWP", "Gamma camera Ir-192"],
        10,
        "job:\n  equipment: R-301 outlet nozzle\n  steps:\n    - break flange and blind\n    - grind out "
        "crack, weld repair (GTAW)\n    - Ir-192 radiograph of weld\n  access: diesel MEWP, platform 14 m\n",
        "Blind\nGrind and weld\nRT\nBox up",
        [HW, RT, WAH, VE, CW],
        [],
        [CSE, EX],
        "Grinding and welding, an Ir-192 shot, a MEWP at 14 m driven into the hydrotreater and a flange "
        "break: five permits.",
        expect={"gasSubstances": ["H2S"]},
    ),
    wo(
        "Markdown checklist - fire water main tie-in",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water main 300 mm", "Excavator 8 t", "Pipe spool 1.4 t"],
        10,
        "- [ ] Excavator 8 t digs 2 m pit to expose main\n- [ ] Trench box\n- [ ] Lower 1.4 t spool into pit "
        "with excavator lifting hook\n- [ ] Cut in tee by hot tap welding\n- [ ] Backfill",
        "Dig 2 m\nShore\nLower spool\nWeld tee\nBackfill",
        [EX, LIFT, HW, CW],
        [VE],
        [CSE, RT, LOTO],
        "2 m dig, a 1.4 t lift with an excavator, welding a hot-tap tee and a tie-in: four permits; the "
        "excavator in the pump-house yard is optional Vehicle Entry; the trench-boxed pit is not a CSE.",
    ),
    wo(
        "Turnaround sheet - tank 3 floor plate",
        "Plant-B",
        "Tank Farm",
        ["Tank T-3", "Floor plate", "Vacuum truck"],
        12,
        "T/A line 44: T-3 cleaned and gas-freed. Vac truck into bund to remove remaining sludge. Welders "
        "enter through the manway to cut out corroded floor plate and weld patch; MFL scan after.",
        "Vac truck sludge\nGas test\nEnter, cut, weld\nMFL",
        [CSE, HW, VE, CW],
        [],
        [EX, RT, LOTO],
        "Entry into the tank, cutting and welding inside, and a vacuum truck in the bund: four permits; MFL "
        "is not radiography.",
        expect={"gasSubstances": ["O2", "LEL", "benzene"]},
    ),
    wo(
        "Email - substation transformer replacement",
        "Plant-A",
        "Substation",
        ["Transformer TX-4 11 kV/415 V", "Crane 50 t", "Cable terminations"],
        12,
        "TX-4 to be replaced. 11 kV feeder earthed and locked at the switchboard. 50 t crane in the "
        "substation yard lifts the old 6 t unit out; new unit set, terminations made with a propane "
        "torch on heat-shrink.",
        "Isolate and earth\nCrane out old, in new\nTerminate",
        [LOTO, LIFT, HW],
        [VE, CW],
        [CSE, EX, RT, WAH],
        "11 kV isolation, a 6 t crane lift and a propane torch: three permits; the crane in a substation "
        "yard is optional Vehicle Entry.",
        expect={"isolationPoints": ["11 kV feeder TX-4"]},
    ),
    wo(
        "Scope sheet - boiler drum internals",
        "Plant-B",
        "Boiler House",
        ["Boiler B-1 steam drum", "Chain block 500 kg", "Welding set"],
        10,
        "B-1 shutdown, drum cooled. Boilermaker enters steam drum to replace cyclone separators; small "
        "seal welds. Separators moved with 500 kg chain block. Drum at 9 m, accessed from permanent "
        "railed platform.",
        "Isolate steam, feed and blowdown\nVentilate\nEnter, replace separators\nSeal weld",
        [CSE, HW, CW],
        [LIFT],
        [EX, RT, VE, WAH],
        "Drum entry, seal welding, breaking the drum isolation: three permits; a 500 kg chain block is "
        "optional Lifting; the railed platform excludes Working at Height.",
    ),
    wo(
        "Work pack - jetty pile wrap",
        "Terminal-C",
        "Jetty",
        ["Jetty pile 17", "Rope access kit", "Work boat"],
        8,
        "Rope access team descends 6 m from the jetty deck to pile 17 splash zone, grit blasts the pile "
        "and applies wrap. Jetty hydrocarbon lines live.",
        "Rig ropes\nDescend, blast\nWrap",
        [WAH, HW],
        [CW],
        [CSE, EX, RT, LOTO, LIFT, VE],
        "Rope access 6 m over water and abrasive blasting beside live hydrocarbon lines (spark source): "
        "Working at Height and Hot Work.",
        expect={"liveSources": ["jetty hydrocarbon lines"]},
    ),
    wo(
        "Project brief - new drain sump",
        "Plant-A",
        "Wastewater Treatment",
        ["Mini excavator", "Precast sump 2.2 t", "Hiab truck"],
        10,
        "Mini excavator digs 1.8 m for new precast sump; Hiab truck lifts 2.2 t sump into the hole; "
        "plumber enters sump to make inlet joint.",
        "Dig\nHiab lift\nEnter, joint",
        [EX, LIFT, CSE],
        [VE, CW],
        [HW, RT, LOTO, WAH],
        "1.8 m dig, 2.2 t Hiab lift and entry into the sump: three permits; vehicles in wastewater are optional.",
    ),
    wo(
        "Shift log - pump house motor swap",
        "Terminal-C",
        "Pump House",
        ["Pump P-12", "Motor 75 kW 400 V", "Overhead crane"],
        8,
        "P-12 motor seized. Isolate 400 V starter, lock; decouple; overhead crane lifts 800 kg motor out; "
        "breaking suction and discharge flanges to change pump as well.",
        "Isolate\nDecouple\nCrane lift\nFlange break",
        [LOTO, LIFT, CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "400 V isolation, a crane lift (crane always required) and flange breaks: three permits.",
        expect={"isolationPoints": ["P-12 400 V starter"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Ops instruction - sample point on running column",
        "Plant-A",
        "Crude Unit",
        ["Atmospheric column C-101", "Sample point SP-12"],
        5,
        "C-101 stays on line. Replace leaking sample cooler valve using double block and bleed; the column "
        "and sample line remain live at 3 bar.",
        "DBB isolate\nChange valve",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking containment on a live column via DBB: Cold Work.",
        expect={"liveSources": ["C-101"]},
    ),
    wo(
        "Kiswahili note - compressor vibration probe",
        "Plant-B",
        "Compressor House",
        ["Compressor K-301", "Vibration probe", "24 V monitoring"],
        5,
        "Kompresa itaendelea kufanya kazi (the compressor will keep running). Tech replaces loose vibration "
        "probe cable at the junction box; 24 V DC loop.",
        "Replace probe cable at JB",
        [CW],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, VE, WAH],
        "Instrument work on running machinery is Cold Work; a 24 V loop rules out Electrical/LOTO.",
        expect={"liveSources": ["K-301"]},
    ),
    wo(
        "Energised test - 11 kV partial discharge",
        "Plant-A",
        "Substation",
        ["11 kV switchboard SB-1", "PD sensor"],
        5,
        "Partial discharge survey on energised 11 kV SB-1: TEV sensor on panels, cable box covers opened "
        "with arc flash PPE.",
        "Open covers\nTEV readings",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Energised work at 11 kV requires Electrical/LOTO (energised work permit).",
        expect={"liveSources": ["11 kV switchboard SB-1"]},
    ),
    wo(
        "Maintenance request - jetty fire monitor",
        "Terminal-C",
        "Jetty",
        ["Fire monitor FM-3", "Fire main"],
        5,
        "Fire main stays pressurised at 10 bar; isolate monitor FM-3 branch valve, drain and replace nozzle.",
        "Isolate branch\nDrain\nReplace nozzle",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Breaking into a branch of the live fire main is Cold Work; fire water impairment.",
        expect={"liveSources": ["fire main"]},
    ),
    wo(
        "Hungarian notice - boiler feed pump seal",
        "Plant-B",
        "Boiler House",
        ["Feed pump BFP-1B", "Feed pump BFP-1A"],
        6,
        "Az A szivattyú üzemben marad (pump A stays in service). BFP-1B isolated, 3.3 kV breaker racked out and "
        "locked; mechanical seal changed.",
        "Rack out\nIsolate\nSeal change",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "3.3 kV isolation and seal change on B while A runs: Electrical/LOTO and Cold Work.",
        expect={"liveSources": ["BFP-1A"], "isolationPoints": ["BFP-1B 3.3 kV breaker"]},
    ),
    wo(
        "Loading bay - gantry light fitting",
        "Terminal-C",
        "Truck Loading Bay",
        ["Gantry light fitting", "Scissor lift", "230 V lighting circuit"],
        5,
        "Loading continues on bays 1-2. Electrician replaces light fitting on bay 3 gantry 6 m up from "
        "battery scissor lift; 230 V lighting circuit isolated and locked.",
        "Isolate\nScissor lift to 6 m\nReplace fitting",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT],
        "Isolation at 230 V and a 6 m scissor lift; loading stays live on the adjacent bays.",
        expect={"liveSources": ["loading bays 1-2"], "isolationPoints": ["230 V lighting circuit"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Loto ng babala / sour water drain valve",
        "Plant-A",
        "Flare Area",
        ["Sour water drum D-880 drain valve", "Bleed ring", "SCBA sets"],
        6,
        "BABALA: hydrogen sulfide (warning). Site H2S alarm setting is 4 ppm on this unit, not 10. Drain valve "
        "on D-880 is passing; drum pumped out and isolated at double block and bleed, valve to be unbolted "
        "and replaced on SCBA. [Gloss: 'babala' is Tagalog for warning.]",
        "DBB isolate D-880\nDrain to closed system\nUnbolt and replace valve on SCBA\nLeak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking a sour-water drain valve under SCBA is Cold Work; H2S with a 4 ppm site alarm.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 4}},
    ),
    wo(
        "Refrigeration contractor quote - NH3 king valve",
        "Plant-B",
        "Compressor House",
        ["Ammonia receiver king valve", "Refrigeration skid RS-2"],
        6,
        "Quote ref Q-2290: pump down RS-2 ammonia charge to receiver, close and tag king valve, replace "
        "leaking valve bonnet gasket, evacuate and recharge. Ammonia detectors in the house to be checked "
        "first; full-face respirators with K cartridges.",
        "Pump down\nClose king valve\nReplace gasket\nEvacuate, recharge",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening an ammonia refrigeration valve bonnet is Cold Work; the skid's motor lockout is optional "
        "as the text only names valves.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Product tank T-14 PV valve - benzene",
        "Terminal-C",
        "Tank Farm",
        ["Benzene tank T-14", "Pressure-vacuum valve", "Roof platform"],
        6,
        "T-14 holds benzene. Terminal limit 0.3 ppm 8-h TWA (tighter than the usual 0.5). Replace sticking "
        "PV valve on the roof; roof platform fully handrailed. Tank in service, vapour to be monitored "
        "with PID.",
        "PID monitoring\nBreak PV valve flange\nFit overhauled valve",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking containment on an in-service benzene tank at a stricter 0.3 ppm limit is Cold Work; the "
        "handrailed roof platform rules out Working at Height.",
        expect={"gasSubstances": ["benzene"], "stricterLimits": {"benzene_ppm": 0.3}},
    ),
    wo(
        "Lab sheet - SO2 scrubber sump",
        "Plant-A",
        "Wastewater Treatment",
        ["Caustic scrubber sump", "SO2 monitor", "Tripod and winch"],
        6,
        "Scrubber sump outlet blocked. Sump is 3 m deep, one manhole; last sample showed SO2 off-gassing from "
        "the sludge. Operator to enter on tripod and winch to clear outlet; attendant and SO2 / O2 monitor.",
        "Isolate inlet\nVentilate, gas test\nEnter on winch, clear outlet",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Entry into a 3 m sump with SO2 is Confined Space Entry.",
        expect={"gasSubstances": ["SO2", "O2"]},
    ),
    wo(
        "Operator round finding - flue gas duct door",
        "Plant-B",
        "Boiler House",
        ["Boiler B-3 flue duct", "Inspection door", "Gasket"],
        5,
        "Round finding: CO reading 60 ppm at B-3 flue duct inspection door, gasket blown. Boiler on low fire, "
        "duct under slight negative pressure. Replace door gasket; personal CO monitors, no entry into duct.",
        "Personal CO monitors\nOpen door\nReplace gasket",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a flue duct door on a firing boiler is Cold Work with a carbon monoxide hazard; no entry.",
        expect={"gasSubstances": ["CO"]},
    ),
    wo(
        "Chlorine tonner change - Icelandic sign",
        "Plant-A",
        "Cooling Tower",
        ["Chlorine tonner", "Yoke connector", "Monorail hoist 2 t"],
        6,
        "Skilti: Hætta - klór (Danger - chlorine). Empty tonner (1.5 t gross when full) swapped with full "
        "one using the 2 t monorail hoist; yoke connector disconnected and new lead gasket fitted.",
        "Close valves\nDisconnect yoke\nHoist tonners\nConnect, leak test with ammonia swab",
        [CW, LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "Breaking the chlorine yoke is Cold Work; a 1.5 t tonner on a hoist is Lifting.",
        expect={"gasSubstances": ["Cl2"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "Pipe rack - weld repair on flare header support",
        "Plant-A",
        "Pipe Rack",
        ["Flare header support shoe", "Scaffold", "Welding set"],
        8,
        "Weld repair of cracked shoe on flare header support at 9 m from existing scaffold (full rails). "
        "Note: insulation crew working on the same bay at the same time (see linked WO).",
        "Gas test\nWeld shoe",
        [HW],
        [CW],
        [CSE, EX, RT, LOTO, WAH, VE],
        "Welding on the rack needs Hot Work; a fully railed scaffold excludes WAH; SIMOPS with the insulation crew.",
        pair="frz-rack",
        start_hour=7,
    ),
    wo(
        "Pipe rack - reinsulate steam line",
        "Plant-A",
        "Pipe Rack",
        ["Steam line insulation", "MEWP"],
        8,
        "Reinsulate 150 mm steam line in the same rack bay; diesel MEWP to 8 m. Welding next door (linked WO).",
        "MEWP to 8 m\nInsulate",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, RT, LOTO, LIFT],
        "MEWP to 8 m in the pipe rack: Working at Height and Vehicle Entry; must be coordinated with the "
        "hot work next door.",
        pair="frz-rack",
        start_hour=7,
    ),
    wo(
        "Tank farm - radiography of new tank nozzle",
        "Plant-B",
        "Tank Farm",
        ["Tank T-9 nozzle weld", "Ir-192 camera"],
        6,
        "Ir-192 radiography of new nozzle weld on T-9; barrier at 7.5 µSv/h site boundary. "
        "Linked WO: excavation crew in the same bund.",
        "Set barrier\nShoot\nDevelop",
        [RT],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, VE],
        "Gamma radiography at a stricter boundary; SIMOPS with diggers in the same bund.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="frz-bund",
        start_hour=13,
    ),
    wo(
        "Tank farm - hand dig for earthing pit",
        "Plant-B",
        "Tank Farm",
        ["Earthing pit", "Spade", "Earth rod"],
        6,
        "Hand dig 0.8 m earthing pit beside T-9 and drive 2 m earth rod. Radiography crew in same bund (linked).",
        "Dig 0.8 m\nDrive rod",
        [EX],
        [],
        [HW, CSE, LOTO, WAH, LIFT, VE, RT],
        "A 0.8 m dig and rod driving need Excavation; radiography nearby must be coordinated.",
        pair="frz-bund",
        start_hour=13,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Near-miss card follow-up - loading rack grating",
        "Plant-A",
        "Loading Rack",
        ["Loading arm platform", "Grating panel", "Mobile scaffold"],
        6,
        "Near miss card NM-331: driver's foot went through loose grating on the loading arm platform, 3.5 m "
        "above the slab. Follow-up: replace grating panel; two loose panels removed so leading edge is "
        "open while work proceeds from a mobile scaffold.",
        "Barricade below\nMobile scaffold\nRemove and replace panels",
        [WAH],
        [CW],
        [HW, CSE, EX, RT, LOTO, VE],
        "Replacing grating with an open leading edge at 3.5 m is Working at Height.",
    ),
    wo(
        "Root cause follow-up - jetty cable damage",
        "Plant-B",
        "Jetty",
        ["Jetty lighting cable 400 V", "Cable joint kit"],
        6,
        "RCA finding: 400 V jetty lighting cable crushed by fork truck last week. Action: isolate and lock "
        "the feeder, cut out damaged section and resin joint.",
        "Isolate, lock, prove dead\nJoint",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "Repairing a 400 V cable requires isolation.",
        expect={"isolationPoints": ["jetty lighting feeder 400 V"]},
    ),
    wo(
        "Insurance survey recommendation - tank farm dike",
        "Terminal-C",
        "Tank Farm",
        ["Bund wall", "Backhoe", "Drain pipe"],
        10,
        "Survey after last year's overflow: bund drain pipe collapsed. Backhoe to dig 1.5 m inside the bund "
        "to replace the pipe.",
        "Dig\nReplace pipe\nBackfill",
        [EX, VE],
        [CW],
        [HW, CSE, RT, LOTO, WAH, LIFT],
        "1.5 m mechanical dig in the bund and a backhoe in the tank farm.",
    ),
    wo(
        "Lessons learned follow-up - reactor building hoist",
        "Plant-B",
        "Reactor Building",
        ["Electric chain hoist 3 t", "Agitator gearbox 1.2 t"],
        8,
        "Last month a sling parted during a gearbox lift. This time: new slings, lift plan; 1.2 t gearbox "
        "lifted off reactor R-2 agitator with the 3 t electric hoist. Agitator motor 400 V isolated.",
        "Isolate motor\nRig\nLift gearbox",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH, VE],
        "1.2 t hoist lift and 400 V isolation.",
        expect={"isolationPoints": ["R-2 agitator motor 400 V"]},
    ),
    wo(
        "Incident debrief - effluent pit gas",
        "Plant-B",
        "Effluent Treatment",
        ["Lift pit LP-3", "Submersible pump"],
        6,
        "Debrief: last week an operator felt dizzy leaning into LP-3. Remaining job: enter LP-3 to free "
        "the submersible pump; pump 400 V supply locked off.",
        "Lock off\nGas test\nEnter",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, WAH, VE],
        "Pit entry with H2S risk and pump isolation.",
        expect={"gasSubstances": ["H2S", "O2"]},
    ),
    wo(
        "Audit finding - welding in workshop vs plant",
        "Plant-A",
        "Crude Unit",
        ["Drain line", "Welding set"],
        8,
        "Audit found a welder last month did a repair in the crude unit on a workshop bay permit. Remaining "
        "job: weld new drain nipple on crude line in the unit.",
        "Gas test\nWeld",
        [HW],
        [CW],
        [CSE, EX, RT, WAH, VE, LOTO],
        "Welding in a process unit needs Hot Work, not workshop status.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "????",
        "Plant-A",
        "Tank Farm",
        [],
        4,
        "",
        "",
        [],
        [],
        ALL,
        "Empty description and plan: nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "RE: RE: RE:",
        "Plant-B",
        "Warehouse",
        ["n/a"],
        4,
        "Sent from my iPhone",
        "",
        [],
        [],
        ALL,
        "Mail signature only.",
        expect={"needsReview": True},
    ),
    wo(
        "asdfgh",
        "Terminal-C",
        "Pump House",
        ["P-"],
        4,
        "lorem ipsum dolor sit amet consectetur",
        "tbd",
        [],
        [],
        ALL,
        "Placeholder text.",
        expect={"needsReview": True},
    ),
    wo(
        "#REF!",
        "Plant-A",
        "Substation",
        ["#N/A"],
        4,
        "#VALUE! #VALUE! #REF!",
        "#N/A",
        [],
        [],
        ALL,
        "Spreadsheet error values.",
        expect={"needsReview": True},
    ),
]
