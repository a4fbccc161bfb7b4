"""unseen9 tune8 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "WO 7741203 - handrail stile repl - crossover PR-A-06",
        "Plant-A",
        "Pipe Rack",
        ["Crossover stile XS-06", "Oxy-propane set", "MMA welding set"],
        8,
        "MAXIMO WORK ORDER 7741203  Status: WAPPR  Work type: CM  Priority: 2\n"
        "Classification: STRUCT\\HANDRAIL  Hot work req'd: NO  Conf. space: NO  Isolation req'd: NO\n"
        "Long description: handrail on the grade-level crossover stile over the 8in gas oil lines is "
        "rotted thru at both base plates. Cut the old stanchions off with the oxy-propane set, dress "
        "the stubs, then stick weld two new 48 mm stanchions and a mid-rail. Stile deck is 0.6 m above "
        "grade. Gas oil lines stay in service underneath.",
        "10 Raise WO, book fitter + welder\n20 Cut out old stanchions (gas)\n30 Weld new stanchions, "
        "mid-rail, touch-up paint\n40 Inspect and close",
        [HW],
        [CW],
        [CSE, EX, RT, WAH],
        "The Maximo header says no hot work, but the long description gas-cuts and stick-welds beside "
        "in-service gas oil lines: Hot Work required and the conflict flagged; the deck is 0.6 m high.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Audit finding AF-2027-031 raised as job: bollards at gantry 3",
        "Terminal-C",
        "Truck Loading Bay",
        ["Gantry 3 island", "Two-man petrol auger", "Steel bollards x4"],
        6,
        "Internal HSE audit, finding AF-2027-031 (minor): gantry 3 island has no impact protection on the "
        "approach side. Corrective action raised as a job. Contractor's note on the CAPA form: 'no "
        "excavation required, bollards are just set in concrete'. Method: bore four holes 300 mm dia x "
        "900 mm deep with the two-man petrol auger, drop the bollards in, pour concrete.",
        "1. Mark out 1.2 m from island kerb\n2. Auger four holes to 900 mm\n3. Set bollards plumb, "
        "concrete\n4. Paint yellow/black, close CAPA",
        [EX],
        [],
        [HW, CSE, RT, WAH],
        "The CAPA note says no excavation, but augering 0.9 m holes is mechanical boring well past 0.3 m: "
        "Excavation required and the conflict flagged; nothing is welded.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Paint cable tray - pump house north wall",
        "Terminal-C",
        "Pump House",
        ["Cable tray CT-PH-02", "3 m step ladder", "Wire brushes"],
        6,
        "Toolbox talk minutes 07:00, crew of 3 (Juma, Halima, Otieno). Kazi ya leo: kupaka rangi trei ya "
        "nyaya. Hakuna kazi ya urefu leo (no work at height today). Tray runs along the north wall at "
        "about 3.1 m; Otieno will stand on the 3 m step ladder and wire-brush then brush-paint the "
        "rusty sections. No grinding, hand tools only. Pumps keep running.",
        "Wire brush by hand, one coat primer, one coat finish, from the step ladder; barrier below.",
        [WAH],
        [],
        [HW, EX, CSE, RT, LIFT],
        "The Swahili minutes say no work at height, yet a man works from a 3 m step ladder on a 3.1 m "
        "tray: Working at Height required, conflict flagged; hand tools only so no Hot Work.",
        expect={"scopeConflict": True},
    ),
    wo(
        "PR 10092231 - supply & deliver 2.5 MVA aux transformer",
        "Plant-B",
        "Substation",
        ["Aux transformer TX-B-07 (2.4 t)", "Supplier HIAB truck", "Plinth P-7"],
        5,
        "PURCHASE REQUISITION 10092231\nLine 1: 2.5 MVA 11/0.4 kV aux transformer, ONAN, 2,400 kg\n"
        "Line 2: delivery DAP site incl. offload\nSite lifting operations: N/A - delivered\n"
        "Delivery note: supplier's rigid with HIAB will reverse into the substation yard and the driver "
        "will sling and place the unit straight onto plinth P-7. Cabling and energisation later under a "
        "separate WO by the E&I crew.",
        "Receive truck at gate, escort to yard, HIAB offload onto plinth, sign GRN.",
        [LIFT],
        [VE, LOTO],
        [HW, CSE, EX, RT],
        "The requisition marks lifting N/A, but a 2.4 t transformer is lifted by the HIAB onto a plinth: "
        "Lifting required and the conflict flagged; the truck in a substation yard and the live yard "
        "are site practice.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Strainer basket - inlet sump WWT",
        "Plant-A",
        "Wastewater Treatment",
        ["Inlet sump S-401", "Strainer basket", "Tripod and winch"],
        8,
        "Teams thread #wwt-maint:\n[06:52] Lan Nguyen: basket on S-401 is blinded again. Không cần vào bể, "
        "we can lift it out from the top like last time 👍\n[07:15] Tuan Pham: nope, the guide rail is "
        "bent, Minh has to go down inside the sump (2.8 m deep) and bolt the rail back before the new "
        "basket goes in. I'll bring the tripod.\n[07:16] Lan Nguyen: ok 😬",
        "Stop inlet pumps, gas test, Minh descends on tripod, bolts guide rail, fits basket, exits.",
        [CSE],
        [CW, LOTO],
        [HW, RT, EX],
        "The first message (Vietnamese: no need to enter the tank) is overruled by the reply that sends "
        "Minh down a 2.8 m sump: Confined Space Entry required and the conflict flagged.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "O2"]},
    ),
    wo(
        "Replace impulse tubing PT-2214 - HDS",
        "Plant-A",
        "Hydrotreater",
        ["PT-2214", "1/2in SS tubing", "Compression fittings", "Tube cutter"],
        6,
        'Method statement MS-HDS-114 rev 0, section 4 (Scope): The corroded 1/2" impulse line from the '
        "root valve to PT-2214 shall be replaced like for like. Section 5 (Exclusions): NO hot work - all "
        "joints are twin-ferrule compression fittings, tubing is cut with a tube cutter and bent cold. "
        "The transmitter is isolated at the root valve and vented to the closed drain before break-in.",
        "Isolate root valve, vent, break fittings, cut and bend new tubing, make up fittings, leak test "
        "with snoop, return to service.",
        [CW],
        [],
        [HW, CSE, EX, LIFT, RT],
        "Breaking into an impulse line on an operating unit is Cold Work; the method statement genuinely "
        "excludes hot work (compression fittings, tube cutter), so Hot Work is forbidden.",
    ),
    wo(
        "GPR survey of cable route CR-9",
        "Terminal-C",
        "Tank Farm",
        ["GPR push cart", "Spray paint", "Survey GNSS pole"],
        6,
        "Permit office phone note 09:40 - caller: Eleni (survey contractor). Σάρωση με γεωραντάρ μόνο, "
        "όχι εκσκαφή (radar scan only, no digging). They will push the GPR cart along the proposed cable "
        "route from tank 14 to the pump house, paint the located services on the asphalt and log them "
        "with the GNSS pole. No vehicles - the cart is pushed by hand. Report due Friday.",
        "Walk the route with the GPR cart, mark services in paint, record coordinates.",
        [],
        [],
        [EX, RT, VE, HW, CSE, LOTO],
        "A hand-pushed ground-penetrating radar survey digs nothing, emits no ionising radiation and uses "
        "no vehicle: no permit type applies.",
    ),
    wo(
        "V-3105 internal visual via pole camera",
        "Plant-B",
        "Reactor Building",
        ["V-3105 flash drum", "24-bolt manway", "Pole camera", "Davit"],
        8,
        "Shift handover 18:00: V-3105 drained, steamed and blinded by days. Nights: remove the 24-bolt "
        "bottom manway cover (~60 kg, use the davit) and do the internal visual with the pole camera "
        "from outside. Senki nem megy be az edénybe (nobody goes into the vessel). If the camera shows "
        "anything, inspection will raise a new job.",
        "Unbolt manway, swing out on davit, pole camera inspection from the manway, refit cover with new gasket.",
        [CW],
        [LIFT],
        [CSE, HW, RT, EX],
        "Opening a manway on a blinded vessel is Cold Work; the Hungarian line genuinely excludes entry "
        "(pole camera from outside), so Confined Space Entry is forbidden; a 60 kg cover on a davit is "
        "optional Lifting.",
    ),
    wo(
        "SoW C-22: replace PG on column top platform",
        "Plant-A",
        "Crude Unit",
        ["Column C-102", "PG-1107", "Permanent top platform (9 m, guard-railed)"],
        4,
        "Scope of work C-22 (procurement spec, instruments package). 3.1 Supply and fit new 0-10 bar "
        "gauge PG-1107 on the C-102 overhead line. 3.2 Access: from the existing permanent guard-railed "
        "platform at 9 m via the caged ladder; no scaffold, MEWP or harness work is included in this "
        "package. 3.3 Gauge isolated on its block valve and bled before removal.",
        "Climb caged ladder, close and bleed gauge block valve, swap gauge, open and check.",
        [CW],
        [],
        [WAH, HW, CSE, EX, RT],
        "Swapping a gauge on a process line is Cold Work; the work is on a permanent guard-railed "
        "platform, so Working at Height is genuinely excluded.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "JIRA PTW-4412 hotfix: permit form crashes on empty isolation list",
        "Plant-B",
        "Control Room",
        ["Permit server VM", "Dev laptop"],
        6,
        "Bug: the e-permit web form throws a 500 when a hot work permit has no isolation entries. Plan: "
        "isolate the failing unit test, dig through the logs, push a hotfix to the live environment "
        "behind a feature flag, then trace the request in X-Ray to confirm. Needs a confined "
        "maintenance window (30 min) agreed with the control room supervisor. No site work.",
        "Branch, fix, review, deploy to prod, smoke test the form.",
        [],
        [],
        ALL,
        "A software fix to the permit application: hot work, isolation, live, X-Ray and confined are "
        "software words; no one touches plant, so no permit.",
    ),
    wo(
        "Recruitment video shoot - reception & atrium",
        "Terminal-C",
        "Admin Building",
        ["Camera slider", "Hand-held jib arm", "LED panels"],
        8,
        "Marketing brief: one-day shoot for the graduate recruitment campaign. Shot list: crane shot down "
        "the atrium stairs on the 1.5 m hand-held jib, hot seat interviews with two apprentices, a "
        "'lift pitch' in the passenger lift. LED panels run off wall sockets. The crew must not go "
        "beyond the reception and atrium.",
        "Set up 08:00, shoot to 15:00, strike and clean down by 16:00.",
        [],
        [],
        ALL,
        "A video shoot in the office: the crane shot, hot seat and lift pitch are film and marketing "
        "terms; a camera jib arm is not a lifting operation, so no permit.",
    ),
    wo(
        "Canteen: dessert station for site open day",
        "Terminal-C",
        "Admin Building",
        ["Canteen kitchen", "Chef's butane torch", "Salamander grill"],
        6,
        "Catering request: for the open day the chef will torch the tops of 150 crème brûlées and "
        "flame the meringue on the baked Alaska at the dessert station, and burn the sugar for caramel "
        "on the hob. Salamander grill and extractor hood as normal. Allergen labels needed for all items.",
        "Prep in canteen kitchen, serve 12:00-14:00, clean down.",
        [],
        [],
        ALL,
        "Cooking in the canteen kitchen with a chef's torch is the kitchen's normal use, not hot work on "
        "plant; no permit applies.",
    ),
    wo(
        "Staff sports afternoon - warehouse cleared floor",
        "Plant-B",
        "Warehouse",
        ["Volleyball net", "Olympic bar and plates", "Relay baton"],
        5,
        "HR wellbeing event. Programme: volleyball (serve, dig, spike), a deadlift and clean-and-jerk "
        "demonstration by the site's weightlifting club (max 140 kg on the bar), tug of war, and a torch "
        "relay with a foam torch round the cleared bay. Forklifts parked and keys in the office; racking "
        "aisles taped off.",
        "Set up nets and mats, events 14:00-17:00, pack away.",
        [],
        [],
        ALL,
        "Sport: dig, deadlift, torch relay and clean-and-jerk are athletics terms; the forklifts are "
        "parked, so no permit applies.",
    ),
    wo(
        "Grounds: herb bed and trench composting by main entrance",
        "Terminal-C",
        "Admin Building",
        ["Raised bed", "Garden fork", "Hand trowel"],
        4,
        "Gardening club request: dig over the existing raised herb bed by hand and start trench "
        "composting along its back edge - a spade-depth trench about 20 cm deep, filled with canteen "
        "peelings and covered over. Hand fork and trowel only, no machines. Bed is inside the planter "
        "walls, no services run through it.",
        "Fork over bed, dig shallow compost trench 20 cm, fill, cover, water in.",
        [],
        [],
        [EX, VE, HW, CSE, LOTO, WAH, LIFT, RT, CW],
        "A 20 cm hand dig in an existing planter is below the 0.3 m ground-disturbance threshold and "
        "touches no services: trench composting is gardening, no permit.",
    ),
    wo(
        "Occupational health clinic week",
        "Plant-A",
        "Maintenance Workshop",
        ["OH van", "Audiometry booth", "Spirometer"],
        8,
        "OH provider on site all day in the workshop training room: audiometry in the booth, lung "
        "function, live attenuated flu vaccine (nasal) for those who want it, manual handling 'lift "
        "assessments' for the stores team, and the isolation room set aside for anyone feeling unwell. "
        "The van parks in the workshop car park.",
        "Appointments every 20 minutes, 07:30-15:30.",
        [],
        [],
        ALL,
        "A clinic day: live vaccine, isolation room and lift assessments are medical and HR terms; the "
        "van parks in a car park, so no permit.",
    ),
    wo(
        "Onboarding room for entry-level hires + socket repair",
        "Plant-B",
        "Control Room",
        ["Training room TR-2", "Twin 230 V socket outlet", "Multifunction tester"],
        5,
        "HR: next month's intake of entry-level operators starts at the height of the hiring season, so "
        "TR-2 becomes their onboarding room. Fire up the laptops and load the e-learning. Facilities: one "
        "twin socket in TR-2 is cracked and scorched - electrician to isolate the 230 V ring at the DB, "
        "lock off, replace the outlet and test.",
        "HR setup by HR; electrician: isolate, lock, prove dead, swap socket, test, restore.",
        [LOTO],
        [],
        [HW, WAH, CSE, EX, RT, LIFT, VE],
        "Entry-level, height of the season and fire up are HR words; the socket swap on a 230 V ring is "
        "real electrical work needing isolation, so Electrical/LOTO is kept.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Hydrant lateral H-12 replacement",
        "Terminal-C",
        "Tank Farm",
        ["Hydrant H-12", "Firewater ring main", "5 t mini excavator", "PE electrofusion control box"],
        10,
        "Infor EAM - WO 55810 - Prob code LEAK / Cause CORR / Rem REPL\nComments: hydrant H-12 lateral "
        "leaking underground between tanks 9 and 10. Isolate ring main section valves V-12A/B (hydrant "
        "H-12 and H-13 out of service - fire impairment, notify the fire officer). Dig out with the 5 t "
        "mini excavator to 1.3 m, cut out the steel lateral, replace with PE100 and electrofusion "
        "couplers, backfill and pressure test.",
        "Impairment notice; isolate; dig 1.3 m; cut out; electrofusion joints; test 10 bar; backfill; restore.",
        [EX, VE, CW],
        [HW],
        [RT, WAH, LIFT],
        "Machine digging to 1.3 m is Excavation, the excavator in a tank farm is Vehicle Entry, and "
        "impairing the firewater main is Cold Work; electrofusion heats PE electrically, optional Hot "
        "Work.",
    ),
    wo(
        "TA-27 act. 3120-3190 heater F-101 tube replacement",
        "Plant-A",
        "Crude Unit",
        ["Heater F-101", "FD fan K-101 (415 V)", "200 t crawler crane", "Ir-192 camera", "Internal scaffold"],
        12,
        "Primavera export (TA-27):\n3120 F-101 blind, purge, vent - 2d\n3130 LOTO FD fan K-101 415 V and "
        "fuel gas ESD - 0.5d\n3140 Erect internal scaffold to 7 m in radiant section (entry) - 2d\n3150 "
        "Cut out 6 radiant tubes (gas axe) - 2d\n3160 Lift out old coil 3.2 t / lift in new coil via "
        "roof hatch, 200 t crawler - 1d\n3170 Weld 12 butt welds - 3d\n3180 RT 100% Ir-192 night shift "
        "- 2d\n3190 Box up - 1d",
        "As per activities 3120-3190.",
        [CSE, HW, RT, WAH, LIFT, VE, LOTO],
        [CW],
        [EX],
        "Entry into the firebox, gas cutting and welding, a 7 m scaffold, a 3.2 t crane lift, gamma "
        "radiography, a crawler crane in the crude unit and fan lockout: seven types; nothing is dug.",
    ),
    wo(
        "CP anode bed - jetty approach",
        "Terminal-C",
        "Jetty",
        ["ICCP rectifier TR-J2 (230 V in)", "Truck-mounted drill rig", "MMO anodes", "Cadweld moulds"],
        10,
        "Note from Baraka (CP subcontractor): kuchimba visima 4 vya anode, kina mita 3 (drill 4 anode "
        "holes, 3 m deep) with the truck-mounted rig along the jetty approach road beside the product "
        "lines. Isolate and lock the 230 V supply to rectifier TR-J2 before re-terminating. Connect the "
        "header cable to the pipeline with Cadweld shots (2 per joint).",
        "Locate services, drill 4 holes, install anodes, Cadweld connections, terminate at rectifier, commission.",
        [EX, VE, LOTO, HW],
        [],
        [CSE, RT, WAH],
        "Drilling 3 m holes is Excavation, the engine-driven rig beside product lines is Vehicle Entry, "
        "the 230 V rectifier supply is locked out, and Cadweld is hot work.",
    ),
    wo(
        "AF-2027-044 toe boards missing - CT fan deck stairs",
        "Plant-A",
        "Cooling Tower",
        ["Cell 3 fan (415 V)", "Access stair landing 5 m", "Tube & fitting scaffold", "Gin wheel"],
        10,
        "Audit finding AF-2027-044 (major): landing at 5 m on cell 3 access stair - toe boards missing, "
        "two grating panels corroded. Action: erect tube and fitting scaffold under the landing, lock off "
        "cell 3 fan motor (415 V) as the landing is in the fan's discharge, cut out and replace grating "
        "panels (35 kg each, up by gin wheel), weld on 150 mm toe boards.",
        "Scaffold; LOTO fan; remove gratings; weld toe boards; refit gratings; inspect; close finding.",
        [HW, WAH, LOTO],
        [LIFT, CW],
        [CSE, EX, RT],
        "Welding toe boards is Hot Work, the scaffold and 5 m landing need Working at Height, and the "
        "415 V fan is locked out; 35 kg panels by gin wheel are optional Lifting.",
    ),
    wo(
        "PR 10092977 - hire for pipe rack beam replacement",
        "Plant-B",
        "Pipe Rack",
        ["Rack bay 14", "50 t mobile crane", "16 m boom MEWP", "Welding set"],
        10,
        "PURCHASE REQUISITION 10092977 - Equipment hire, 3 days\nL1 50 t all-terrain crane c/w operator "
        "and slinger\nL2 16 m diesel boom MEWP\nL3 400 A engine welder\nJustification: replace corroded "
        "transverse beam bay 14 at the 8 m level (new beam 1.4 t). Crane sets beam, fitters in MEWP bolt "
        "and seal-weld the end plates. Lines on bay 14 stay in service.",
        "Crane on outriggers on the rack road; MEWP; set beam; weld; remove old beam.",
        [LIFT, WAH, HW, VE],
        [CW],
        [CSE, EX, RT],
        "A 1.4 t crane lift, MEWP work at 8 m, seal welding, and a crane and MEWP on a process pipe "
        "rack road: four types.",
    ),
    wo(
        "K-3301 cyl. 2 liner change",
        "Plant-B",
        "Compressor House",
        ["K-3301 recip compressor", "3.3 kV main motor", "10 t overhead crane", "Cylinder liner (1.1 t)"],
        12,
        "Planner note: K-3301 off line. تصريح عزل كهربائي مطلوب (electrical isolation permit required) for "
        "the 3.3 kV main motor. Depressure, N2 purge and blind suction/discharge. Pull head and liner of "
        "cylinder 2 (liner 1.1 t) with the 10 t overhead crane, fit new liner, reassemble. خطر: غاز "
        "(danger: gas) - hydrogen-rich recycle gas.",
        "Isolate motor; purge; blind; remove head; crane out liner; fit new; box up; leak test.",
        [LIFT, LOTO, CW],
        [],
        [HW, CSE, EX, RT, VE],
        "A 1.1 t liner on the overhead crane is Lifting, the 3.3 kV motor is isolated, and opening the "
        "purged compressor is Cold Work.",
    ),
    wo(
        "Valve chamber VC-7 - sludge line valve",
        "Plant-A",
        "Wastewater Treatment",
        ["Valve chamber VC-7", "DN200 sludge valve (180 kg)", "3 t mini excavator", "Tripod"],
        10,
        "Werkopdrag (Afrikaans aantekening van die voorman): uitgrawing rondom klepkamer VC-7 tot 1.6 m "
        "to free the collapsed chamber wall, then one fitter enters the chamber to unbolt the DN200 "
        "sludge valve (line isolated at the pump and drained). Valve 180 kg lifted out with the "
        "excavator bucket and chain. New valve in, rebuild the chamber wall.",
        "Dig with mini excavator, shore, gas test, enter chamber, swap valve, rebuild, backfill.",
        [EX, CSE, CW],
        [VE, LIFT],
        [HW, RT],
        "A 1.6 m machine dig is Excavation, entering the chamber is Confined Space Entry and swapping the "
        "sludge valve breaks containment; the excavator and 180 kg lift are optional.",
    ),
    wo(
        "KO drum D-901 nozzle N4 repair,FLARE,2027-Q1",
        "Plant-A",
        "Flare Area",
        ["D-901 flare KO drum", "Nozzle N4", "12 m diesel MEWP", "Ir-192 camera"],
        12,
        "wo_id,area,tag,task,access,ndt\n"
        'TBA,FLARE,D-901,"cut out pitted N4 nozzle 4in, weld new (GTAW root, SMAW fill)",'
        '"diesel MEWP, nozzle at 6 m","RT 100% Ir-192"\n'
        "notes: D-901 isolated, steamed out and blinded; flare header stays live on the other train.",
        "Cut out nozzle, fit up, weld, RT, PWHT not required, hydrotest nozzle.",
        [HW, RT, WAH, VE],
        [CW],
        [CSE, EX],
        "Cutting and welding the nozzle is Hot Work, gamma RT is Radiography, the nozzle is 6 m up from "
        "a MEWP and the diesel MEWP enters the flare area.",
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "INC0049921 - LV kiosk K-4 MCCB tripping",
        "Plant-A",
        "Substation",
        ["Kiosk K-4", "400 V MCCB F-4-3", "33 kV incomer"],
        5,
        "ServiceNow INC0049921 (assigned: E&I) - MCCB F-4-3 in the LV compartment of kiosk K-4 trips on "
        "start-up. Work note: replace MCCB. The 33 kV incomer in the HV compartment of the same kiosk "
        "STAYS LIVE (no outage approved) - keep the HV compartment door locked and work only in the LV "
        "side. Isolate F-4-3 at the upstream 400 V board and lock off.",
        "Isolate 400 V feeder, lock, prove dead, replace MCCB, test, restore.",
        [LOTO],
        [],
        [HW, EX, CSE, RT, WAH],
        "Replacing a 400 V MCCB needs isolation and lockout; the 33 kV incomer stays live and is avoided, "
        "not isolated.",
        expect={"liveSources": ["33 kV incomer"], "isolationPoints": ["400 V feeder F-4-3"]},
    ),
    wo(
        "Re-clad steam line LS-40 bay 6",
        "Plant-B",
        "Pipe Rack",
        ["LS-40 10 bar steam", "Scaffold bay 6 (4.5 m)", "Aluminium cladding"],
        8,
        "Kanban card (Insulation team, column DOING): LS-40 cladding in bay 6 storm-damaged. Line STAYS "
        "IN SERVICE (10 bar, 180 °C) - do not cut into lagging near the drain valve. Replace 6 m of "
        "cladding and wet mineral wool from the existing scaffold at 4.5 m. Gloves, face shield.",
        "Strip wet lagging, refit mineral wool and aluminium cladding, seal seams.",
        [WAH],
        [CW],
        [HW, LOTO, CSE, EX, RT],
        "Lagging work from a 4.5 m scaffold needs Working at Height; the steam line stays in service and "
        "is worked around, so nothing is isolated; Cold Work optional for work on operating plant.",
        expect={"liveSources": ["LS-40 steam line"]},
    ),
    wo(
        "Fire monitor FM-J3 nozzle swap",
        "Terminal-C",
        "Jetty",
        ["Fire monitor FM-J3", "Monitor isolation valve", "Firewater ring main"],
        5,
        "Заявка: замена насадки лафетного ствола FM-J3. Кольцо остаётся под давлением (the ring main "
        "stays pressurised at 7 bar) - close only the monitor's own isolation valve and open the drain. "
        "Monitor sits on its 2.5 m tower with a permanent guard-railed platform. Jetty fire cover from "
        "FM-J1/J2 remains.",
        "Close monitor valve, drain, unbolt nozzle, fit new, open valve, flow test briefly.",
        [CW],
        [],
        [WAH, HW, LOTO, CSE, EX],
        "Taking a fire monitor out of service and breaking its flange is Cold Work; the ring main stays "
        "pressurised and is not isolated; the platform is permanent and guard-railed.",
        expect={"liveSources": ["firewater ring main"], "isolationPoints": ["FM-J3 isolation valve"]},
    ),
    wo(
        "P-201B drain valve leaking - charge pump",
        "Plant-A",
        "Hydrotreater",
        ["P-201A (running)", "P-201B (standby)", "690 V motor P-201B-M"],
        6,
        "ปั๊ม A ยังเดินอยู่ (pump A still running) - charge pump P-201A stays on line, do not touch its "
        "starter. Replace the weeping 1\" casing drain valve on standby P-201B: isolate B's suction and "
        "discharge valves, lock the 690 V motor isolator, drain and flush to closed drain.",
        "Isolate B (valves + motor), drain, swap valve, leak test, hand back.",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, WAH],
        "Breaking into the standby pump is Cold Work with a 690 V motor lockout; pump A stays running and "
        "is avoided, not isolated.",
        expect={
            "liveSources": ["P-201A"],
            "isolationPoints": ["P-201B suction valve", "P-201B discharge valve", "P-201B motor"],
        },
    ),
    wo(
        "Boiler 1 gauge glass replacement",
        "Plant-B",
        "Boiler House",
        ["Boiler 1", "Boiler 2 (on line)", "Common steam header", "FD fan B1 (400 V)"],
        8,
        "Arbetsorder: byt nivåglas på panna 1. Panna 2 är i drift (boiler 2 stays on line, full load) and "
        "the common steam header stays live. Boiler 1 is off: main stop valve and feed valve closed and "
        "chained, 400 V FD fan and 230 V burner management locked off. Gauge glass at 1.5 m from the "
        "operating floor.",
        "Confirm B1 isolations, drain gauge, replace glass and gaskets, warm through.",
        [CW, LOTO],
        [],
        [HW, CSE, WAH, RT, EX],
        "Opening the gauge glass on the isolated boiler is Cold Work with electrical lockout; boiler 2 "
        "and the header stay live and are avoided.",
        expect={
            "liveSources": ["Boiler 2", "common steam header"],
            "isolationPoints": ["Boiler 1 main stop valve", "Boiler 1 feed valve", "FD fan B1", "burner management"],
        },
    ),
    wo(
        "Canopy panel CP-5 under 11 kV OHL",
        "Terminal-C",
        "Truck Loading Bay",
        ["Canopy panel CP-5 (600 kg)", "Truck-mounted crane", "Scissor lift", "11 kV overhead line"],
        8,
        "Message from the DNO: no outage available for the 11 kV overhead line crossing the bay - it stays "
        "energised. Replace canopy panel CP-5 (600 kg) at 6 m with the truck-mounted crane; crane and load "
        "keep at least 3 m (10 ft) from the conductors, with a spotter. Two fitters bolt the panel from "
        "the scissor lift.",
        "Goal posts and spotter; crane lift; bolt from scissor lift; remove old panel.",
        [LIFT, VE, WAH],
        [LOTO],
        [HW, CSE, EX, RT],
        "A crane lift at the bay, the truck crane in a loading area and work from a scissor lift at 6 m; "
        "the 11 kV line stays energised and is kept clear of, not isolated.",
        expect={"liveSources": ["11 kV overhead line"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "CAPA-118: EQ tank sludge valve seized",
        "Plant-B",
        "Effluent Treatment",
        ["EQ tank T-52", "Sludge draw-off valve", "Personal H2S monitors"],
        6,
        "CAPA-118 (from the effluent audit): the sludge draw-off valve on EQ tank T-52 is seized half "
        "open. Replace valve from outside the tank, tank level lowered below the nozzle and the line "
        "blinded. Site rule on effluent: H2S personal alarm set at 5 ppm, not 10. Nobody enters T-52.",
        "Lower level, blind, unbolt valve, fit new, remove blind, check.",
        [CW],
        [],
        [CSE, HW, RT, EX],
        "Changing a sludge valve on an effluent tank breaks containment with H2S present (site alarm 5 ppm); "
        "no one enters the tank.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "T-220 roof drain flange gasket",
        "Plant-A",
        "Tank Farm",
        ["Tank T-220 (reformate)", "Roof drain valve at grade", "4in flange"],
        6,
        "Tank T-220 stores reformate (benzene rich). Replace the weeping gasket on the 4in roof-drain "
        "flange at grade; roof drain valve closed, spool drained. Site benzene action level 0.5 ppm (not "
        "1 ppm): half-mask with organic vapour cartridges, continuous PID and LEL monitoring.",
        "Close drain valve, drain spool, break flange, new gasket, tighten, leak check.",
        [CW],
        [],
        [HW, CSE, WAH, EX],
        "Breaking a flange on a reformate tank is Cold Work with benzene (site 0.5 ppm) and LEL monitoring.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "Catalyst hopper H-3302 top hatch sampling",
        "Plant-B",
        "Reactor Building",
        ["Catalyst hopper H-3302", "N2 blanket", "Sample probe", "Hopper top platform (guard-railed)"],
        5,
        "Hopper H-3302 is under N2 blanket. Open the top hatch and take catalyst samples with the long "
        "probe from the guard-railed top platform. 禁止进入 - no entry into the hopper under any "
        "circumstances. Oxygen-deficient atmosphere at the hatch: personal O2 monitor and airline for "
        "the sampler.",
        "Reduce N2 flow, open hatch, sample by probe, close hatch, restore blanket.",
        [CW],
        [],
        [CSE, HW, WAH, EX],
        "Opening a nitrogen-blanketed hopper is Cold Work with an oxygen-deficiency hazard; the Chinese "
        "'no entry' is genuine (probe only) and the platform is guard-railed.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Leaking hypochlorite drum - overpack",
        "Terminal-C",
        "Drum Store",
        ["200 l sodium hypochlorite drum (250 kg)", "Overpack drum", "Drum pump", "Diesel forklift"],
        4,
        "Shift log 02:30: drum 17 (sodium hypochlorite 12%) weeping at the bung, stored next to the acid "
        "cleaner drums. Pump the contents into a new drum with the hand drum pump, overpack the "
        "leaker, move it away from the acid drums with the forklift (250 kg). Chlorine risk if it meets "
        "acid: Cl2 detector on, SCBA on standby.",
        "Segregate, transfer by drum pump, overpack, relocate by forklift, clean spill.",
        [CW],
        [VE, LIFT],
        [HW, CSE, EX, RT],
        "A transfer of a leaking hypochlorite drum is Cold Work with a chlorine gas hazard; a forklift move "
        "of 250 kg is optional.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "SWS overhead sample cooler SC-2207 replace",
        "Plant-A",
        "Hydrotreater",
        ["Sour water stripper overhead", "Sample cooler SC-2207"],
        6,
        "Sour water stripper overhead gas is ammonia and H2S rich. Replace the sample cooler SC-2207: "
        "isolate and depressure the sample loop, flush to flare, break the 1/2in unions. Full-face "
        "respirator, NH3 and H2S detectors, buddy at the valve.",
        "Isolate, flush, break unions, swap cooler, leak test with N2.",
        [CW],
        [],
        [HW, CSE, EX, WAH],
        "Breaking the sour-water overhead sample loop is Cold Work with ammonia and H2S gas tests.",
        expect={"gasSubstances": ["NH3", "H2S"]},
    ),
    wo(
        "R-3104 internal inspection after steam-out",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-3104 (benzene service)", "Agitator motor (400 V)", "Airline set"],
        10,
        "Lệnh công việc: vào bình phản ứng R-3104 để kiểm tra (enter reactor R-3104 for inspection). "
        "Reactor steamed out and blinded, agitator 400 V motor locked off at the MCC. Benzene service - "
        "site limit 0.5 ppm, entrant on airline, continuous O2/LEL/benzene monitoring, standby man at "
        "the manway.",
        "Verify blinds and LOTO, gas test, enter, inspect, exit, close.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT],
        "Entry into a benzene-service reactor (site 0.5 ppm) with the agitator locked out: Confined Space "
        "Entry and Electrical/LOTO.",
        expect={
            "gasSubstances": ["benzene", "O2", "LEL"],
            "stricterLimits": {"benzene_ppm": 0.5},
            "isolationPoints": ["agitator motor"],
        },
    ),
]

# ---------------------------------------------------------------- simops (4 = 2 pairs)
SIMOPS = [
    wo(
        "Sample line trench - biotreater",
        "Plant-A",
        "Wastewater Treatment",
        ["Biotreater B-2", "2.5 t mini excavator"],
        8,
        "Planner (Teams): new sample line from B-2 to the lab kiosk. Trench 1.0 m deep x 25 m by 2.5 t mini "
        "excavator, cable locate done. Aerator motor swap on B-2 happens the same day next to the trench "
        "(separate WO).",
        "CAT scan, dig, lay duct, backfill.",
        [EX],
        [VE],
        [HW, CSE, RT, LOTO],
        "A 1.0 m machine trench is Excavation; the excavator in the wastewater area is optional Vehicle "
        "Entry; the aerator swap is the partner job.",
        pair="A",
        start_hour=7,
    ),
    wo(
        "Aerator motor AM-2 replace - biotreater",
        "Plant-A",
        "Wastewater Treatment",
        ["Aerator AM-2 motor (1.3 t, 400 V)", "HIAB truck"],
        8,
        "Planner (Teams): lock off 400 V aerator AM-2, unbolt motor, lift out with the HIAB (1.3 t) and "
        "set the new one. Trench crew digging beside B-2 the same day (separate WO).",
        "Isolate, unbolt, HIAB lift, fit new, align, test run.",
        [LIFT, LOTO],
        [VE],
        [HW, CSE, RT],
        "A 1.3 t HIAB lift and a 400 V motor lockout; the HIAB in the wastewater area is optional; the "
        "trench is the partner job.",
        pair="A",
        start_hour=7,
    ),
    wo(
        "Gangway HPU hose change - berth 2",
        "Plant-B",
        "Jetty",
        ["Gangway tower G-2", "HPU (400 V)", "Hydraulic hoses"],
        6,
        "Permit office phone note 13:10 (caller: jetty supervisor): gangway G-2 hydraulic hose burst. "
        "Isolate and lock the 400 V HPU, bleed accumulators, change two hoses at deck level. Told him "
        "RT crew is shooting the loading arm spool on berth 2 at the same time.",
        "LOTO HPU, bleed, swap hoses, test.",
        [LOTO, CW],
        [],
        [HW, CSE, EX, WAH],
        "Locking out the 400 V HPU and bleeding stored hydraulic energy: Electrical/LOTO and Cold Work.",
        pair="B",
        start_hour=13,
    ),
    wo(
        "RT of loading arm LA-2 spool welds",
        "Plant-B",
        "Jetty",
        ["Loading arm LA-2 spool", "X-ray tube 300 kV"],
        6,
        "Permit office phone note 13:20 (caller: NDT contractor): X-ray of 6 welds on the new LA-2 spool "
        "at berth 2, 300 kV tube. Site boundary 7.5 µSv/h, barriers and lamps. Gangway hose change going "
        "on at berth 2 too.",
        "Set barriers at 7.5 µSv/h, shoot, develop, clear.",
        [RT],
        [],
        [HW, CSE, EX, LIFT],
        "X-ray of welds is Radiography with the site's 7.5 µSv/h boundary.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
        pair="B",
        start_hour=13,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Bund wall rebar - resume after rag fire",
        "Plant-A",
        "Tank Farm",
        ["Bund wall T-105", "Angle grinder", "Welding set"],
        8,
        "Near miss NM-0892: last Tuesday a grinder spark lit oily rags in the T-105 bund; put out with "
        "a DCP extinguisher. Bund cleaned since. Resume: grind back the exposed rebar and weld the new "
        "bund wall reinforcement, fire watch 60 min after.",
        "Gas test, clear combustibles, grind, weld, fire watch.",
        [HW],
        [],
        [CSE, EX, RT, WAH],
        "Grinding and welding in a tank bund after a spark fire is Hot Work.",
    ),
    wo(
        "Refit pipe clamp - dropped object 8 m",
        "Plant-B",
        "Pipe Rack",
        ["Pipe clamp PC-88", "Diesel boom MEWP"],
        6,
        "Dropped object report DO-27-04: a 4 kg clamp fell 8 m from the rack onto the walkway during "
        "yesterday's job (no injury). Refit a new clamp with tethered tools from the diesel boom MEWP, "
        "area barriered below.",
        "Barrier, MEWP, fit clamp, inspect.",
        [WAH, VE],
        [],
        [HW, CSE, EX, RT],
        "Work from a MEWP at 8 m is Working at Height and the diesel MEWP in the rack is Vehicle Entry.",
    ),
    wo(
        "Cable strike repair - LV cable to lighting kiosk",
        "Plant-B",
        "Substation",
        ["400 V cable LC-3", "Jointing kit", "Mini digger"],
        10,
        "Incident IR-27-011: mini digger struck 400 V cable LC-3 at 0.7 m while digging the fence post "
        "holes; RCD tripped, no injury. Now: isolate LC-3 at the substation board and lock, hand-dig "
        "around the strike to 1.0 m, install a resin joint.",
        "Isolate and lock LC-3, prove dead, hand dig, joint, test, backfill.",
        [EX, LOTO],
        [VE],
        [HW, CSE, RT, WAH],
        "Hand digging to 1.0 m around a struck cable is Excavation and the 400 V cable must be isolated.",
    ),
    wo(
        "Overfill probe replacement bay 4 after release",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay 4 overfill probe", "Rack monitor 230 V"],
        5,
        "Event EV-4471: truck compartment overfilled at bay 4, petrol vapour release, ESD activated. "
        "Probe found failed. Replace the overfill probe and cable; isolate the 230 V rack monitor and "
        "lock; LEL monitoring during work.",
        "Isolate monitor, swap probe, function test with the test plug.",
        [LOTO],
        [CW],
        [HW, CSE, RT],
        "Replacing the overfill probe needs the 230 V rack monitor isolated; LEL monitoring after a vapour release.",
        expect={"gasSubstances": ["LEL"]},
    ),
    wo(
        "Complete R-3201 inspection after N2 near miss",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-3201", "Nitrogen purge line"],
        8,
        "HiPo near miss: operator leaned into the R-3201 manway last shift and felt dizzy - nitrogen purge "
        "valve had been left cracked open. Valve now blinded. Complete the internal inspection: entrant "
        "on airline, continuous O2 monitor, standby at manway.",
        "Verify blind, ventilate, gas test, enter, inspect, exit.",
        [CSE],
        [CW],
        [HW, EX, RT],
        "Entry to finish the inspection is Confined Space Entry, with an oxygen check after the nitrogen near miss.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Re-lift cell 5 fan motor after outrigger sank",
        "Plant-A",
        "Cooling Tower",
        ["Cell 5 fan motor (2 t, 415 V)", "60 t mobile crane", "Outrigger mats"],
        8,
        "Lift report LR-19: on the first attempt the crane's rear outrigger sank into the backfilled trench; "
        "lift aborted, load lowered. Re-plan with timber mats and a new crane position. Motor locked off "
        "at 415 V, lift 2 t motor off the fan deck.",
        "LOTO motor; mats; set crane; lift; set down; fit new motor.",
        [LIFT, LOTO],
        [VE],
        [HW, CSE, EX, RT],
        "A 2 t crane lift and a 415 V motor lockout; a crane at a cooling tower is optional Vehicle Entry.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "{{wo.title}}",
        "Plant-A",
        "Maintenance Workshop",
        [],
        6,
        '{{wo.description | default: ""}}',
        "null",
        [],
        [],
        ALL,
        "An unfilled template with no content: nothing can be assessed.",
        expect={"needsReview": True},
    ),
    wo(
        "Như đã trao đổi qua điện thoại",
        "Terminal-C",
        "Pump House",
        [],
        6,
        "Như đã trao đổi qua điện thoại với anh Hùng.",
        "",
        [],
        [],
        ALL,
        "Vietnamese 'as discussed on the phone with Mr Hung': no job is described.",
        expect={"needsReview": True},
    ),
    wo(
        "]C1 0104012345678901 21A7X",
        "Plant-B",
        "Warehouse",
        ["]C1 0104012345678901"],
        6,
        "]C1 0104012345678901 21A7X 17270930 10LOT44",
        "]C1",
        [],
        [],
        ALL,
        "A barcode scanner string (GS1 fields) with no job.",
        expect={"needsReview": True},
    ),
    wo(
        "Accepted: Weekly PTW sync",
        "Plant-A",
        "Crude Unit",
        [],
        6,
        "Accepted: Weekly PTW sync\nWhen: Thursdays 09:00-09:30\nWhere: Teams\n"
        "Agenda: hot work / CSE / lifting permit KPIs.",
        "",
        [],
        [],
        ALL,
        "A calendar acceptance for a meeting about permit KPIs: no job to assess.",
        expect={"needsReview": True},
    ),
]
