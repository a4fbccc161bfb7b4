"""unseen12 tune11 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 5 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "PR-4 shoe crack - yaml export",
        "Plant-A",
        "Pipe Rack",
        ["Pipe shoe PS-4-17", "MMA welding set", "Angle grinder"],
        6,
        "job:\n  tag: PS-4-17\n  hot_work: false\n  height_m: 0.8\n  notes: >\n    crack in the shoe weld on the 8in gas-oil "
        "line support. grind out the crack with a 5in grinder, preheat, re-weld with MMA 7018 rods, MPI after.\n"
        "  line_status: in service, 4 barg",
        "Grind out crack\nPreheat and MMA weld\nMPI",
        [HW],
        [CW],
        [CSE, EX, WAH, RT, LIFT, VE, LOTO],
        "The export flag says hot_work false but the notes grind and arc weld on a live gas-oil line support: "
        "Hot Work required with the conflict flagged; 0.8 m is below the height threshold.",
        expect={"scopeConflict": True, "gasSubstances": ["LEL"]},
    ),
    wo(
        "SMS: lighting feed DB-4",
        "Plant-B",
        "Substation",
        ["Lighting board DB-4", "Cable duct D-9", "Mini excavator 1.7 t"],
        8,
        "[07:02] Piet: no digging mate, just pulling a new 400V cable through duct D-9 to DB-4\n"
        "[09:40] Piet: duct collapsed halfway. getting the mini digger in to open a 1.4m trench over it, 12m long\n"
        "[09:41] Ravi: ok DB-4 still locked off at the incomer?\n[09:42] Piet: yep my lock on it",
        "Lock off DB-4 incomer\nOpen 1.4 m trench by mini excavator\nPull cable, terminate, backfill",
        [EX, LOTO],
        [VE, CW],
        [HW, CSE, WAH, RT, LIFT],
        "The first message rules out digging; the later one opens a 1.4 m machine trench: Excavation required "
        "with the conflict flagged; 400 V board locked off is Electrical/LOTO; a mini digger in a substation "
        "yard is optional.",
        expect={"scopeConflict": True, "isolationPoints": ["DB-4 incomer"]},
    ),
    wo(
        "Bryggja - dæla P-12 mótor / jetty pump motor",
        "Terminal-C",
        "Jetty",
        ["Jetty transfer pump P-12", "415 V motor 1.8 t", "Mobile crane 35 t"],
        7,
        "Engin lyfting (no lifting). Mótor dælu P-12 er brunninn. [Gloss: the motor of pump P-12 is burnt out.] "
        "Electrician disconnects the 415 V motor at MCC-J2 (lock and tag), then the 35 t mobile crane drives "
        "onto the jetty head and lifts the 1.8 t motor onto a flatbed.",
        "Isolate MCC-J2\nDisconnect motor\nCrane lift to flatbed",
        [LIFT, VE, LOTO],
        [CW],
        [HW, CSE, EX, RT, WAH],
        "The Icelandic line says no lifting, yet a 35 t crane lifts a 1.8 t motor on the jetty: Lifting and "
        "Vehicle Entry required with the conflict flagged; the 415 V disconnection is Electrical/LOTO.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Invite: D-301 demister - external check only",
        "Plant-B",
        "Reactor Building",
        ["Knock-out drum D-301", "Demister pads", "Air mover"],
        8,
        "BEGIN:VEVENT\nSUMMARY:D-301 demister - external check only, no vessel entry\nDTSTART:20270510T070000Z\n"
        "DESCRIPTION:Drum is blinded and steamed out. Fitter Jonas to climb in through the 24in top manway and "
        "replace the three demister pads\\, attendant at the manway\\, air mover running.\nEND:VEVENT",
        "Confirm blinds\nGas test O2/LEL\nEnter, swap pads\nBox up",
        [CSE, CW],
        [],
        [HW, EX, RT, VE, LOTO],
        "The invite summary says no vessel entry, the description sends a fitter inside the drum: Confined "
        "Space Entry required with the conflict flagged; opening the drum is Cold Work.",
        expect={"scopeConflict": True, "gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "Post-it on permit board: W-14",
        "Plant-A",
        "Crude Unit",
        ["Weld W-14 on 10in crude line", "Ir-192 projector 30 Ci"],
        5,
        "Transcribed sticky note: 'NO RADIOGRAPHY - contractor cancelled!!' Underneath, different pen: "
        "'back on - Ir-192 shots on W-14 tonight 22:00, barrier 6 m, unit cleared'.",
        "Set barrier\nExpose W-14\nSurvey and recover source",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "The note cancels radiography and the second hand puts the Ir-192 shots back on: Radiography required "
        "with the conflict flagged.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Seinale berria / new sign post bay 3",
        "Terminal-C",
        "Truck Loading Bay",
        ["Traffic sign post", "Existing concrete plinth", "Battery hammer drill", "Chemical anchors"],
        4,
        "Ez da lurra induskatu behar (no digging needed): the new speed-limit post is bolted onto the existing "
        "concrete plinth at bay 3 with four chemical anchors drilled 120 mm into the plinth. Bays 1-2 keep "
        "loading.",
        "Drill plinth\nSet anchors\nBolt post",
        [CW],
        [HW],
        [EX, CSE, WAH, RT, LIFT, VE, LOTO],
        "A genuine exclusion: drilling into an existing plinth is not ground disturbance, so Excavation is "
        "forbidden; a hammer drill beside loading bays is Cold Work, Hot Work optional under site practice.",
    ),
    wo(
        "Dīzeļdegvielas līnija / diesel line cut-out",
        "Plant-A",
        "Tank Farm",
        ["6in diesel line to T-44", "Clamshell cold cutter", "Blinds"],
        9,
        "Bez karstajiem darbiem (no hot work). Line drained, nitrogen purged and blinded both ends; a 3 m spool "
        "is cut out with a pneumatic clamshell cold cutter and the ends fitted with blind flanges by "
        "mechanical couplings.",
        "Drain, purge, blind\nCold cut\nFit couplings and blinds",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, VE, LOTO],
        "The Latvian exclusion is genuine: the spool is cold cut and joined with mechanical couplings, so Hot "
        "Work is forbidden; breaking the diesel line is Cold Work.",
    ),
    wo(
        "Roster remark - AG-3 gearbox oil",
        "Plant-B",
        "Reactor Building",
        ["Agitator AG-3 air motor", "Gearbox", "Instrument air valve"],
        4,
        "Shift roster, Tue day, remark col: 'AG-3 gearbox oil change - LOTO not needed, AG-3 is an air motor. "
        "Close and lock the air supply valve, bleed the line, then drain and refill the gearbox.'",
        "Lock air valve and bleed\nDrain gearbox\nRefill",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, RT, LIFT, VE],
        "Genuine exclusion: the agitator is air-driven, so there is no electrical isolation; locking the air "
        "supply on operating plant is Cold Work.",
        expect={"isolationPoints": ["AG-3 air supply valve"]},
    ),
    wo(
        "Ventil XV-212 lančanik / chain wheel lube",
        "Plant-A",
        "Pipe Rack",
        ["Valve XV-212 chain wheel operator", "Grease gun on extension pole"],
        4,
        "Bez rada na visini (no work at height). Operator greases the chain wheel gearbox of XV-212 from grade "
        "with a grease gun on a 3 m extension pole; nobody climbs.",
        "Grease from grade\nCycle valve with chain",
        [],
        [CW],
        [WAH, HW, CSE, EX, LOTO, RT, LIFT, VE],
        "The Croatian exclusion is genuine: the work is done from grade with a pole, so Working at Height is "
        "forbidden; greasing an in-service valve needs at most Cold Work.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "Choir rehearsal - Christmas concert",
        "Terminal-C",
        "Admin Building",
        ["Keyboard", "Music stands"],
        4,
        "Rehearsal in the canteen: the opening carol is our hot number, lift the tempo in verse two, altos "
        "isolate their line for ten minutes, watch the entry cue after the key change and keep the high notes "
        "at a sensible height for the tenors.",
        "Warm up\nSectionals\nFull run",
        [],
        [],
        ALL,
        "A choir rehearsal: hot, lift, isolate, entry and height are musical terms; no permit applies.",
    ),
    wo(
        "Server room - hot-swap disk",
        "Plant-B",
        "Control Room",
        ["Historian server rack 3", "Hot-swap SAS disk"],
        4,
        "Hot aisle / cold aisle audit, then hot-swap the failed disk in historian server rack 3 (live migration "
        "of VMs first). Entry-level switch in U12 to be re-labelled.",
        "Migrate VMs\nHot-swap disk\nRe-label switch",
        [],
        [],
        ALL,
        "IT work in the control room: hot aisle, hot-swap, live migration and entry-level are IT terms; no "
        "permit applies.",
    ),
    wo(
        "Occ health - chest X-ray screening day",
        "Terminal-C",
        "Admin Building",
        ["Mobile medical X-ray unit", "Screening trailer"],
        8,
        "The occupational health provider parks its chest X-ray screening trailer in the admin visitor car park "
        "for the annual lung-function and X-ray checks of the jetty crews. Book your slot with HR.",
        "Park trailer\nScreening appointments",
        [],
        [],
        ALL,
        "Medical chest X-ray by a licensed provider in the public car park, not industrial radiography; the "
        "trailer is outside any process area.",
    ),
    wo(
        "Farewell speech draft - Hendrik",
        "Plant-B",
        "Control Room",
        ["Cake", "Slide show"],
        4,
        "Speech notes: 'Hendrik could dig up any old P&ID, lifted the whole team's spirits, raised the roof at "
        "every turnaround party, and never once blew a gasket - except on the 5-a-side pitch. Live band at 5.'",
        "Speech\nCake\nBand",
        [],
        [],
        ALL,
        "A leaving-party speech: dig up, lifted, raised the roof, blew a gasket and live band are figures of "
        "speech; no permit applies.",
    ),
    wo(
        "Job posting - entry-level planner",
        "Plant-A",
        "Maintenance Workshop",
        ["Job advert"],
        4,
        "Post the advert: entry-level maintenance planner, hot-desk in the workshop office, hands-on digging into "
        "backlog data, heavy lifting in Excel, high-flyers welcome, live SAP experience a plus.",
        "Approve text\nPublish",
        [],
        [],
        ALL,
        "A job advert: entry-level, hot-desk, digging, heavy lifting and high-flyers are recruitment language; "
        "no permit applies.",
    ),
    wo(
        "Rota for the site beehives",
        "Terminal-C",
        "Admin Building",
        ["Beehives (biodiversity garden)", "Honey extractor"],
        4,
        "Volunteers' rota: lift the supers, check the queen excluder, spin honey in the extractor in the admin "
        "kitchen. Hives sit in the staff garden outside the terminal fence; the swarm box stays in the shed.",
        "Inspect hives\nExtract honey",
        [],
        [],
        ALL,
        "Beekeeping in the staff garden outside the fence: lifting supers and spinning honey are not permit "
        "work; no permit applies.",
    ),
    wo(
        "Thermal oil flush - HO-2 circuit",
        "Plant-B",
        "Boiler House",
        ["Hot-oil heater HO-2 circuit", "Temporary flush hoses", "Flush skid"],
        10,
        "Hot-oil flush of the HO-2 thermal-oil circuit after the coil change: heater off and cold (below 40 C), "
        "break the two 3in flanges at the heater outlet, fit temporary flush hoses to the skid and circulate "
        "cleaning oil. No flame, no welding.",
        "Break flanges\nConnect flush hoses\nCirculate and sample\nReinstate",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Hot-oil names the circuit, not a flame: breaking flanges and temporary hoses are Cold Work; Hot Work is "
        "forbidden with the heater off and no welding.",
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Gantt export - T-12 floor plates",
        "Terminal-C",
        "Tank Farm",
        ["Tank T-12", "Side-entry mixer M-12 (415 V)", "Plasma cutter", "Crawler crane 80 t", "Floor plates 1.2 t"],
        12,
        "Bar 1 Isolate M-12 415 V and blind nozzles | Bar 2 Entry, gas free, attendant | Bar 3 Plasma cut "
        "corroded floor plates inside | Bar 4 80 t crawler crane lowers 1.2 t plates through the roof hatch "
        "| Bar 5 Fillet weld plates, vacuum-box test",
        "Isolate and blind\nEnter\nCut\nCrane in plates\nWeld and vac-box",
        [CSE, HW, LIFT, VE, LOTO, CW],
        [],
        [EX, RT],
        "Entry into the tank, plasma cutting and welding inside, a crane lift of 1.2 t plates in the tank farm, "
        "the mixer isolation and the blinds: six permits; vacuum-box testing is not radiography.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "NCR-0457 firewater main leak",
        "Plant-A",
        "Cooling Tower",
        ["Buried 10in firewater main", "Excavator 8 t", "Replacement spool 300 kg", "X-ray crawler"],
        12,
        "NCR-0457: firewater main leaking at a girth weld. Disposition: excavator to open 2.1 m, firewater "
        "impaired (fire watch, diesel pump off), cut out and weld a new spool (spool lowered by the excavator, "
        "300 kg), 100% RT by X-ray crawler before backfill.",
        "Impair firewater\nExcavate 2.1 m, shore\nCut out, weld spool\nRT\nBackfill",
        [EX, HW, RT, CW],
        [VE, LIFT],
        [WAH, LOTO],
        "A 2.1 m machine dig, welding, radiography and a firewater impairment with containment broken; the "
        "excavator in a utility area and its 300 kg lift are optional.",
    ),
    wo(
        "FSR: K-2 motor exchange",
        "Plant-B",
        "Compressor House",
        ["Recycle compressor K-2 motor 6.6 kV, 4.2 t", "Overhead crane 10 t", "Coupling"],
        12,
        "Vendor field service request: rack out and earth the 6.6 kV breaker of K-2, uncouple, lift the 4.2 t "
        "motor with the house overhead crane onto the transport skid, set the spare, cold alignment by laser.",
        "Rack out, earth\nUncouple\nCrane motor out and in\nAlign",
        [LOTO, LIFT, CW],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "6.6 kV isolation, a 4.2 t crane lift and mechanical work on the compressor train.",
        expect={"isolationPoints": ["K-2 6.6 kV breaker"]},
    ),
    wo(
        "Dritë pengese / flare derrick light",
        "Plant-A",
        "Flare Area",
        ["Aviation obstruction light", "Flare derrick caged ladder", "230 V lighting circuit"],
        6,
        "Punë në lartësi (work at height): climb the derrick ladder to the 45 m light, change the lamp unit; "
        "230 V lighting circuit locked off at LP-F1. Flare stays lit; tools on a hand line.",
        "Lock LP-F1\nClimb with twin lanyard\nChange lamp",
        [WAH, LOTO],
        [LIFT],
        [HW, CSE, EX, RT, VE],
        "Climbing 45 m is Working at Height; the 230 V circuit is locked off; a hand line is optional Lifting.",
        expect={"liveSources": ["flare lit"]},
    ),
    wo(
        "RFQ scope - loading arm LA-6",
        "Terminal-C",
        "Truck Loading Bay",
        ["Loading arm LA-6 1.5 t", "Mobile crane 50 t", "Grinder", "24 V DC proximity switches"],
        10,
        "Scope: 1) disconnect LA-6 24 V DC position switches; 2) grind off seized bolts; 3) 50 t crane "
        "drives into bay 6 and lifts out the 1.5 t arm, sets new arm; 4) bolt up from the railed gantry.",
        "Disconnect switches\nGrind bolts\nCrane swap\nBolt up",
        [LIFT, VE, HW, CW],
        [],
        [CSE, EX, RT, WAH, LOTO],
        "Grinding in a loading bay, a crane lift in the bay and breaking the product arm; the gantry is railed "
        "and 24 V DC switches need no electrical permit.",
    ),
    wo(
        "Clarifier C-1 scraper blade - logbook",
        "Plant-B",
        "Effluent Treatment",
        ["Clarifier C-1 (open top, 4 m deep)", "Bridge drive 400 V", "Welding set"],
        10,
        "Logbook 14/5: C-1 drained, sludge 0.2 m left. Bridge drive 400 V isolated at MCC-E. Two fitters down "
        "the fixed ladder (no cage, 4 m) to weld new brackets on the scraper blade. [margin: gas test - sludge!]",
        "Isolate drive\nDescend ladder\nWeld brackets\nReinstate",
        [LOTO, HW, WAH, CW],
        [CSE],
        [EX, RT, VE],
        "Welding, a 400 V drive isolation and a 4 m ladder descent are required; an open-topped clarifier "
        "with sludge may or may not be classed as a confined space.",
        expect={"gasSubstances": ["H2S"]},
    ),
    wo(
        "खन्ने काम / jockey pump foundation",
        "Terminal-C",
        "Fire Water Pump House",
        ["Jockey pump JP-2 2 t", "Backhoe loader", "HIAB truck", "MCC bucket 415 V"],
        12,
        "खन्ने काम (digging work): backhoe digs a 1.5 m pit for the new JP-2 foundation; HIAB sets the 2 t pump; "
        "fitter ties into the firewater ring main; electrician connects 415 V from the locked-off MCC bucket.",
        "Dig 1.5 m\nPour base\nHIAB pump\nTie-in\nTerminate 415 V",
        [EX, LIFT, CW, LOTO],
        [VE],
        [HW, CSE, RT, WAH],
        "A 1.5 m machine dig, a HIAB lift, a firewater tie-in and a 415 V connection; vehicles at the fire "
        "pump house are optional.",
    ),
    wo(
        "Radio log - H-201 burner tips",
        "Plant-A",
        "Hydrotreater",
        ["Charge heater H-201", "Burner guns", "Internal scaffold 6 m", "Fuel gas blinds"],
        12,
        "Radio log: 06:10 Unit 2 to PTW office, H-201 down and cold, fuel gas blinded. 06:12 scaffolders "
        "finished 6 m tower inside the firebox. 06:30 two fitters to enter and swap all burner tips by spanner, "
        "no welding.",
        "Blind fuel gas\nEnter firebox\nScaffold to 6 m\nSwap tips",
        [CSE, WAH, CW],
        [LIFT],
        [EX, RT, VE, HW, LOTO],
        "Entry into the firebox, scaffold work at 6 m and breaking the fuel-gas burner guns; no hot work.",
        expect={"gasSubstances": ["O2", "CO"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "P-107 seal flush fitting",
        "Plant-A",
        "Crude Unit",
        ["Crude booster pump P-107", "Seal flush plan 11 tubing"],
        4,
        "Čerpadlo zostáva v prevádzke (the pump stays in operation). Tighten and, if needed, replace a weeping "
        "1/2in tubing fitting on the P-107 seal flush at 18 bar after closing the flush root valve.",
        "Close flush root valve\nReplace fitting\nLeak check",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE, LOTO],
        "Breaking a seal flush fitting on a running crude pump is Cold Work.",
        expect={"liveSources": ["P-107 running", "18 bar"]},
    ),
    wo(
        "Station battery cell 37",
        "Plant-A",
        "Substation",
        ["125 V DC station battery", "Cell 37", "Bypass jumper"],
        6,
        "Cell 37 of the 125 V DC protection battery is failing. The battery stays on line: fit the insulated "
        "bypass jumper across cells 36-38, unbolt and replace cell 37 live, remove jumper.",
        "Arc-flash PPE\nFit jumper\nSwap cell\nRemove jumper",
        [LOTO],
        [CW],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Energised work on a 125 V DC battery (above the 120 V DC threshold): Electrical/LOTO required.",
        expect={"liveSources": ["125 V DC battery"]},
    ),
    wo(
        "Steam trap ST-88 swap",
        "Plant-B",
        "Pipe Rack",
        ["Steam trap ST-88", "10 bar steam header", "Mobile tower scaffold"],
        5,
        "Trap ST-88 on the tracing manifold blows through. Header stays live at 10 bar; close the trap inlet and "
        "outlet valves, vent, swap the trap from a mobile tower scaffold at 3.5 m.",
        "Erect tower\nIsolate and vent trap\nSwap trap",
        [CW, WAH],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "Breaking a steam trap off a live header is Cold Work; scaffold work at 3.5 m is Working at Height.",
        expect={"liveSources": ["10 bar steam header"]},
    ),
    wo(
        "K-5 vibration probe",
        "Plant-B",
        "Compressor House",
        ["Recip compressor K-5 (running)", "Vibration transmitter VT-5B 24 V"],
        4,
        "K-5 keeps running. Swap the faulty 24 V loop-powered vibration transmitter VT-5B on the crosshead guide; "
        "trip bypassed for the swap, ops informed.",
        "Bypass trip\nSwap VT-5B\nRemove bypass",
        [CW],
        [],
        [LOTO, HW, CSE, EX, WAH, RT, LIFT, VE],
        "Instrument work on a running compressor with a trip bypass is Cold Work; the 24 V loop needs no "
        "electrical permit.",
        expect={"liveSources": ["K-5 running"]},
    ),
    wo(
        "Gantry flame detector FD-9",
        "Terminal-C",
        "Truck Loading Bay",
        ["Flame detector FD-9 24 V", "Diesel MEWP", "Bays 1-2 loading petrol"],
        5,
        "Replace FD-9 under the gantry roof at 7 m from a diesel MEWP; bays 1 and 2 keep loading petrol, bay 3 "
        "coned off.",
        "Cone off bay 3\nMEWP up\nSwap FD-9\nFunction test",
        [WAH, VE],
        [CW],
        [HW, CSE, EX, LOTO, RT, LIFT],
        "A diesel MEWP in a loading bay next to live petrol loading and work at 7 m; the 24 V detector needs "
        "no electrical permit.",
        expect={"liveSources": ["bays 1-2 loading petrol"]},
    ),
    wo(
        "Gangway hydraulic hose",
        "Plant-B",
        "Jetty",
        ["Shore gangway hydraulic power pack 400 V", "Accumulator 160 bar", "Hose H-3"],
        4,
        "Ship stays alongside and discharging. Isolate the gangway power pack at its 400 V isolator, dump the "
        "160 bar accumulator, change hose H-3.",
        "Isolate 400 V\nDump accumulator\nChange hose",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "A 400 V isolation and release of stored hydraulic energy before breaking a hose.",
        expect={"liveSources": ["ship discharging", "160 bar accumulator"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "API separator skimmer chain",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator skimmer", "Skimmer drive 400 V"],
        6,
        "Опасност: сероводород (danger: hydrogen sulphide). Skimmer chain off its sprocket; drive isolated at "
        "MCC-W3; re-seat from the walkway, nobody enters the bay. Site H2S alarm set at 5 ppm.",
        "Isolate drive\nGas test\nRe-seat chain from walkway",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, VE, LIFT, WAH],
        "Mechanical work on the separator with H2S present and a 400 V drive isolated; work from the walkway.",
        expect={"gasSubstances": ["H2S"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    wo(
        "T-31 reformate mixer seal",
        "Plant-A",
        "Tank Farm",
        ["Reformate tank T-31", "Side-entry mixer 415 V"],
        8,
        "Change the mixer mechanical seal on T-31 (reformate, benzene). Isolate 415 V, close mixer shut-off "
        "valve, drain. Site benzene action level 0.5 ppm; half-face respirators.",
        "Isolate\nDrain\nChange seal",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Breaking containment on a benzene-bearing tank and a 415 V isolation.",
        expect={"gasSubstances": ["benzene"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    wo(
        "NH3 fridge compressor oil drain",
        "Plant-B",
        "Compressor House",
        ["Ammonia refrigeration compressor RC-1", "Oil pot"],
        4,
        "Drain oil from the RC-1 crankcase oil pot, ammonia system, compressor stopped and pumped down. "
        "Escape sets at the door.",
        "Pump down\nDrain oil pot\nRefill",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Opening an ammonia system is Cold Work; isolating the stopped compressor motor is optional.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Stack analyser probe",
        "Plant-B",
        "Boiler House",
        ["Boiler stack CEMS probe", "Railed platform at 25 m"],
        5,
        "Replace the CEMS sample probe on boiler stack (SO2 and CO in the flue gas) from the fully railed 25 m "
        "platform; boiler stays firing.",
        "Climb stair\nRemove probe\nFit new probe",
        [CW],
        [],
        [WAH, HW, CSE, EX, RT, VE, LIFT],
        "Opening a sample port on a firing stack with SO2 and CO; the platform is railed so Working at Height "
        "is forbidden.",
        expect={"gasSubstances": ["SO2", "CO"], "liveSources": ["boiler firing"]},
    ),
    wo(
        "Hypo dosing pump DP-2",
        "Plant-A",
        "Cooling Tower",
        ["Sodium hypochlorite dosing pump DP-2", "Acid dosing skid nearby"],
        4,
        "Change DP-2. Hypo and sulphuric acid share the bund - mixing releases chlorine. Flush the pump "
        "with water, plug both ends.",
        "Flush\nSwap pump",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Breaking a hypochlorite line beside acid (chlorine release risk) is Cold Work.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "Drum store - CO2 system inhibit",
        "Terminal-C",
        "Drum Store",
        ["LPG forklift", "CO2 flooding system"],
        8,
        "Inhibit the CO2 flooding system while the LPG forklift re-stacks solvent drums inside the store; "
        "CO from the exhaust, O2 check before re-arming.",
        "Inhibit CO2\nForklift moves drums\nRe-arm",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, WAH, LOTO],
        "An engine-driven forklift in a flammable drum store is Vehicle Entry; inhibiting the CO2 system is "
        "Cold Work (bypassing a safeguard).",
        expect={"gasSubstances": ["CO", "O2"]},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "C-101 support shoe weld",
        "Plant-A",
        "Crude Unit",
        ["Pipe support shoe", "Welding set"],
        8,
        "Weld new support shoe under C-101 overhead line at grade. Note: naphtha flange break on E-103 "
        "10 m away same shift.",
        "Gas test\nWeld shoe",
        [HW],
        [],
        [CSE, EX, WAH, RT, LIFT, VE],
        "Welding at grade; simultaneous with a naphtha flange break 10 m away.",
        expect={"gasSubstances": ["LEL"]},
        pair="A",
        start_hour=7,
    ),
    wo(
        "E-103 naphtha flange break",
        "Plant-A",
        "Crude Unit",
        ["Exchanger E-103 inlet flange"],
        8,
        "Break the 6in naphtha inlet flange of E-103 for a gasket change. Welding on C-101 shoe 10 m away.",
        "Drain\nBreak flange\nNew gasket",
        [CW],
        [],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Breaking naphtha containment is Cold Work; the welding belongs to the other job.",
        expect={"gasSubstances": ["LEL"]},
        pair="A",
        start_hour=7,
    ),
    wo(
        "Meter skid lift bay 4",
        "Terminal-C",
        "Truck Loading Bay",
        ["Meter skid 3 t", "Mobile crane 40 t"],
        6,
        "40 t crane in bay 4 lifts the new 3 t meter skid. Electricians in the bay MCC same time.",
        "Set crane\nLift skid",
        [LIFT, VE],
        [],
        [HW, CSE, EX, RT, WAH, LOTO],
        "Crane lift in the loading bay; simultaneous with electrical work in the bay MCC.",
        pair="B",
        start_hour=8,
    ),
    wo(
        "Bay MCC 400 V termination",
        "Terminal-C",
        "Truck Loading Bay",
        ["Bay MCC 400 V", "Meter skid cables"],
        6,
        "Terminate the meter skid cables in the bay MCC, 400 V bucket locked off. Crane lifting the skid in "
        "bay 4 at the same time.",
        "Lock off\nTerminate",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, LIFT, VE],
        "A 400 V isolation; the crane lift belongs to the other job.",
        pair="B",
        start_hour=8,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Safety alert - N2 hose whip",
        "Plant-B",
        "Reactor Building",
        ["Reactor R-2", "Nitrogen purge hose"],
        4,
        "Safety alert 27-08: an unrestrained nitrogen hose whipped during last week's purge. Remaining job: "
        "reconnect the purge hose to R-2 with whip checks and purge.",
        "Fit whip checks\nConnect hose\nPurge",
        [CW],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT, LOTO],
        "A temporary hose connection to the reactor is Cold Work.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Near-miss card - dropped board",
        "Plant-A",
        "Pipe Rack",
        ["Scaffold at 9 m", "Insulation"],
        8,
        "Near-miss card: a scaffold board fell 9 m onto the road. Remaining job: finish the pipe insulation "
        "from that scaffold at 9 m.",
        "Inspect scaffold\nFinish insulation",
        [WAH],
        [CW],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "Insulating from a scaffold at 9 m is Working at Height.",
    ),
    wo(
        "Press cutting - tanker fire",
        "Terminal-C",
        "Truck Loading Bay",
        ["Burnt tanker 20 t", "Heavy wrecker"],
        6,
        "Local paper: 'Tanker fire at Kandla terminal, no injuries.' Remaining job: heavy wrecker to drive into "
        "bay 5 and lift-tow the burnt 20 t tanker out.",
        "Gas test\nWrecker in\nLift-tow out",
        [VE, LIFT],
        [CW, LOTO],
        [HW, CSE, EX, RT, WAH],
        "A wrecker entering the loading bay and lifting the tanker's front axle.",
    ),
    wo(
        "Fishbone - 11 kV cable strike",
        "Plant-B",
        "Substation",
        ["11 kV cable", "Cold-applied resin joint kit"],
        12,
        "RCA fishbone (method: no scan; machine: excavator). Remaining: hand dig to expose the cable at 1.3 m, "
        "11 kV earthed, cold-applied resin joint, no machine within 3 m.",
        "Earth cable\nHand dig 1.3 m\nResin joint",
        [EX, LOTO],
        [CW, VE],
        [HW, CSE, WAH, RT, LIFT],
        "A 1.3 m dig exposing a buried cable and 11 kV isolation; the resin joint is cold.",
    ),
    wo(
        "Interview - flashback",
        "Plant-B",
        "Jetty",
        ["Bollard B-7", "Oxy-acetylene set"],
        6,
        "Q: what happened? A: flashback on the acetylene hose. Remaining: complete the weld on bollard B-7 "
        "with new flashback arrestors.",
        "Fit arrestors\nWeld",
        [HW],
        [],
        [CSE, EX, RT, VE, WAH, LIFT, LOTO],
        "Oxy-acetylene welding on the jetty is Hot Work.",
    ),
    wo(
        "Night text - level gauge shutter",
        "Plant-A",
        "Hydrotreater",
        ["Cs-137 level gauge LG-5", "Railed platform at 4 m"],
        6,
        "Night shift text: 'LG-5 shutter stuck open, area roped'. Remaining: vendor closes and removes the "
        "Cs-137 source holder from the railed 4 m platform; boundary 2.5 uSv/h.",
        "Survey\nClose shutter\nRemove holder",
        [RT],
        [LIFT],
        [HW, CSE, EX, VE, WAH],
        "Handling a sealed source is Radiography work.",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 2.5}},
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "🔧🔥❓",
        "Plant-A",
        "Maintenance Workshop",
        [],
        4,
        "🔧🔥❓",
        "",
        [],
        [],
        [],
        "Only emoji; needs review.",
        expect={"needsReview": True},
    ),
    wo(
        "import",
        "Plant-B",
        "Warehouse",
        [],
        4,
        "id,description,area,priority",
        "",
        [],
        [],
        ALL,
        "A bare CSV header row.",
        expect={"needsReview": True},
    ),
    wo(
        "asdf",
        "Terminal-C",
        "Pump House",
        [],
        4,
        "asdfjkl; asdfjkl;",
        "",
        [],
        [],
        ALL,
        "Keyboard mash.",
        expect={"needsReview": True},
    ),
    wo(
        "#REF!",
        "Plant-A",
        "Loading Rack",
        [],
        4,
        "#REF! #VALUE! #N/A",
        "",
        [],
        [],
        ALL,
        "Spreadsheet error values only.",
        expect={"needsReview": True},
    ),
]
