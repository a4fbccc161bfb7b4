"""unseen25 tune24 work orders: hand-written cases with their labels, by category.

Why: a blind set for PermitFlow's permit identification, written without opening the implementation.
This round's emphasis is water and wastewater utilities (sewers, pumping stations, digesters, chlorine,
sulphur dioxide and ozone dosing, reservoirs, valve chambers), district heating and cooling networks, ship
repair alongside the jetties, and chemical distribution warehouses (drums, IBCs, tank trucks), placed where
they fit on the three sites and written by the people of those trades: a sewer CCTV crew's daily sheet with
defect codes, a pumping-station telemetry call-out sheet, a ship-repair specification item ("Yard to ...",
"Owner's supply"), a marine chemist's gas-free certificate, a pre-insulated pipe jointer's joint record, a
district-heating network controller's planned-interruption notice, a heat-network commissioning engineer's
snag sheet, a chemical distributor's decant order from customer service, a dangerous-goods segregation audit
finding, a reservoir supervising engineer's inspection note, a Malayalam-English ship-repair foreman, a
Montenegrin chief engineer's e-mail, an ozone-generator vendor's PM report and realistic utility garbage.
Each label was written together with its case (bench/eval/README.md conventions) and is never changed
afterwards. build.py shuffles, numbers and dates them; validate.py checks them.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, wo

# ---------------------------------------------------------------- scope_negation (9, 4 scopeConflict)
SCOPE_NEGATION = [
    wo(
        "CCTV survey OWS-12 to OWS-15 oily water sewer (crawler) - day sheet",
        "Plant-A",
        "Wastewater Treatment",
        ["Oily water sewer OWS-12/15 (DN450 VC)", "Manholes MH-12, MH-13, MH-14, MH-15", "CCTV crawler unit CT-3"],
        8,
        "DRAINTECH SURVEYS - CCTV DAY SHEET   Crew: van 3 (operator + 1)   Client: Bayport WWT\n"
        "Method: crawler camera launched from surface. NO MAN ENTRY - camera and tether lowered by the "
        "tripod, nobody goes below cover level.\n"
        "Run 1 MH-12 > MH-13  62.4 m  DN450 VC  codes: JDM 14.2 m, CL 31.0 m, RF 47.5 m (fine roots)\n"
        "Run 2 MH-13 > MH-14  crawler snagged on displaced joint at 18 m, tether recovered to MH-13.\n"
        "Plan for the rest of the shift: operative to go down MH-13 (3.2 m to benching, step irons) on the "
        "harness and tripod winch to free the crawler wheel set from the channel, then re-launch. 4-gas "
        "monitor on the operative, top man at the cover. Runs 3 and 4 (MH-14 > MH-15) after that.",
        "1 Set up at MH-13, traffic cones\n2 Gas test the chamber, ventilate\n3 Operative down on winch to "
        "free crawler\n4 Complete runs 2-4\n5 Upload survey, MSCC codes to client",
        [CSE],
        [CW],
        [HW, EX, LOTO, RT, LIFT, WAH],
        "The sheet says no man entry, but then sends an operative 3.2 m down MH-13 into an oily water sewer "
        "to free the crawler, so this is Confined Space Entry with H2S and flammables to test for. It is a "
        "scope conflict.",
        expect={"scopeConflict": True, "gasSubstances": ["H2S", "LEL", "O2"]},
    ),
    wo(
        "Spec item 2.14 - deck drain pipe renewal, barge 'Maasgouw 7' alongside",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 7 (moored at jetty berth 2)", "Deck drain line DN100, frames 22-26",
         "Deck scupper box SB-4"],
        8,
        "REPAIR SPECIFICATION - Item 2.14   Location: main deck, fr. 22-26, port side\n"
        "Hot work: NIL\n"
        "Description: Deck drain pipe DN100 wasted at the scupper box connection.\n"
        "Yard to: remove insulation tape, crop out 2 x 300 mm wasted pipe sections, renew with new sch.80 "
        "pipe, full-penetration butt welds both ends, fit new flange to scupper box SB-4 by welding, "
        "hydrotest 4 bar, paint 2 coats.\n"
        "Owner's supply: none. Cargo tanks 3P/3S below are loaded (gasoil) - yard to provide fire watch as per "
        "class.\nUnit: lump sum.",
        "Strip and crop wasted sections; fit and weld new pipe and flange; hydrotest; paint",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE],
        "'Hot work: NIL' is contradicted by the butt welds and flange welding on a barge deck above loaded "
        "gasoil tanks, so Hot Work is required and the conflict must be flagged. Nobody enters a tank.",
        expect={"scopeConflict": True},
    ),
    wo(
        "DH road crossing RX-3: field joints J14-J17 (pre-insulated DN200)",
        "Plant-B",
        "Pipe Rack",
        ["District heating export line DH-200 (pre-insulated, DN200/315)", "Field joints J14-J17",
         "Leak detection wires (Nordic system) loop L3"],
        10,
        "JOINT RECORD / WORK REQUEST - pre-insulated pipe jointer (Isopipe Services)\n"
        "Scope: shrink-sleeve joint casings, PUR foam fill and alarm-wire connection on 4 field joints after "
        "the pipe welder has finished. Excavation: by others - we do not dig, trench is open and shored by "
        "the civils.\n"
        "Note 11/01: at J17 the trench ends 1.5 m short of the joint. We will extend the pit ourselves with "
        "the hired 1.5 t mini-digger to 1.4 m deep and hand dig around the 10 kV cable marked on the drawing, "
        "before we can fit the casing.\n"
        "Per joint: clean, sand, heat the casing ends with the propane torch until the sleeve shrinks, foam, "
        "vent plugs welded (PE extrusion), resistance test the alarm wires.",
        "1 Extend J17 pit by mini-digger, hand dig near 10 kV cable\n2 Fit casings J14-J17\n3 Torch shrink "
        "sleeves\n4 Foam, plug\n5 Alarm wire test, joint record",
        [EX, HW, VE],
        [],
        [CSE, RT, LIFT, WAH],
        "The jointer says the excavation is by others, then extends the pit with a mini-digger to 1.4 m near "
        "a 10 kV cable, so Excavation is required (scope conflict); shrink sleeves heated by a propane torch "
        "are Hot Work, and the engine-driven digger in the pipe rack area is Vehicle Entry.",
        expect={"scopeConflict": True},
    ),
    wo(
        "Drum Store roof light panels - replace 3 cracked GRP sheets",
        "Terminal-C",
        "Drum Store",
        ["Drum Store roof (profiled sheet, GRP roof lights)", "Roof lights RL-4, RL-5, RL-9"],
        6,
        "Request from Warehouse Supervisor (Drum Store)\n"
        "Rain is coming through 3 roof lights onto the solvent drum racks. Please get the roofing "
        "contractor.\n"
        "Working at height: N/A - contractor says he works from the roof, not from ladders.\n"
        "Roof is 7 m to the eaves, fragile roof lights, no edge protection on the roof. Contractor will walk "
        "the purlin line on crawling boards with a harness on the ridge line anchor and change the three "
        "sheets. Drums under RL-4/5/9 to be moved out by our forklift first.",
        "Move drums out from under the lights; contractor up by the fixed ladder; replace RL-4, RL-5, RL-9; "
        "clear up",
        [WAH],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, VE],
        "Walking a 7 m fragile roof without edge protection is Working at Height however the request labels "
        "it; the 'N/A' contradicts the described work (scope conflict).",
        expect={"scopeConflict": True},
    ),
    wo(
        "PS-2 (stormwater pumping stn) duty pump P-2B out for repair",
        "Plant-B",
        "Effluent Treatment",
        ["Stormwater pumping station PS-2", "Submersible pump P-2B (22 kW, 400 V, guide rail)",
         "Lifting gantry PS-2 (2 t SWL, permanent)", "Local control panel LCP-PS2"],
        5,
        "TELEMETRY CALL-OUT SHEET  Stn: PS-2  RTU: 0417  Alarm: P-2B thermal trip (3x in 24 h)\n"
        "Attended: 06:40  Findings: P-2B trips on overload, ragging suspected, P-2A running on auto.\n"
        "Action: lock off P-2B at LCP-PS2 (isolator + padlock + tag), lift P-2B up its guide rails with the "
        "permanent gantry hoist (pump 410 kg) through the cover, clear rags on the surface and send to the "
        "workshop. No entry into the wet well - the pump comes up the rails, the fall-through safety grid "
        "stays closed under the open cover. No hot work.",
        "Lock P-2B; raise on rails by gantry; de-rag at surface; transport to workshop; P-2A stays duty",
        [LOTO],
        [CW, LIFT],
        [CSE, HW, EX, RT, VE, WAH],
        "The 400 V pump is locked off (Electrical/LOTO). It is raised on its rails with nobody entering the "
        "wet well and the safety grid closed, so Confined Space Entry and Working at Height are excluded; a "
        "410 kg lift on the permanent gantry is optional Lifting.",
        expect={"isolationPoints": ["P-2B"]},
    ),
    wo(
        "District cooling plant CH-2 - refrigerant leak tightening",
        "Terminal-C",
        "Admin Building",
        ["District cooling chiller CH-2 (R-134a, 400 V)", "Condenser water pump CWP-2",
         "Expansion valve EXV-2 flare connections"],
        4,
        "DC plant operator log / job request (Admin Building chiller plant)\n"
        "CH-2 low refrigerant alarm. Leak found with the electronic detector at the EXV-2 flare nuts and at "
        "the sight glass. Chiller stopped from the panel, refrigerant stays in the circuit.\n"
        "Job for the F-gas technician: tighten the flare nuts and change the sight glass O-ring after pumping "
        "down the liquid line into the condenser. Brazing: none, no flame on this job - flare fittings and "
        "O-ring only. Power to CH-2 off at its isolator in the MCC while the sight glass is out.",
        "Pump down; isolate CH-2 at MCC; tighten flares; change O-ring; leak test; restart",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening the refrigerant circuit (sight glass O-ring) is Cold Work; brazing is explicitly excluded, so "
        "Hot Work is forbidden. Locking the chiller at the MCC alongside is optional Electrical/LOTO.",
        expect={"isolationPoints": ["CH-2"]},
    ),
    wo(
        "OZ-1 ozone generator 4000 h PM - dielectric tubes",
        "Plant-B",
        "Effluent Treatment",
        ["Ozone generator OZ-1 (medium frequency, 400 V supply, HV transformer)", "LOX feed gas line FG-1",
         "Ozone contact tank OCT-1", "Ozone destruct unit ODU-1"],
        8,
        "PREVENTIVE MAINTENANCE REPORT (vendor service engineer)\n"
        "Scope: OZ-1 4000 h service - open generator vessel, withdraw and clean 24 dielectric tubes, replace "
        "4 fuses, check HV transformer, dew point check on the feed gas.\n"
        "Prerequisites from site: OZ-1 stopped, 400 V supply isolated and locked at MCC-OZ, HV side earthed; "
        "LOX feed valve closed and locked, feed gas line vented (oxygen-rich atmosphere around the vessel "
        "door: O2 monitor worn).\n"
        "Exclusions: the ozone contact tank OCT-1 is NOT entered and NOT opened (diffusers are next year's "
        "scope). No work on the destruct unit.",
        "Isolate 400 V and earth HV; close and lock LOX feed; vent; open OZ-1; tubes out, clean, refit; "
        "leak and dew point test; restart",
        [LOTO, CW],
        [],
        [CSE, HW, EX, RT, LIFT, VE, WAH],
        "The generator's supply and HV side are locked and earthed (Electrical/LOTO) and the oxygen feed line "
        "is opened (Cold Work, oxygen enrichment). The contact tank is explicitly not entered, so Confined Space "
        "Entry is forbidden.",
        expect={"isolationPoints": ["MCC-OZ", "LOX feed valve"], "gasSubstances": ["O2"]},
    ),
    wo(
        "Bay 3 bottom loading adaptor change (API coupler)",
        "Terminal-C",
        "Truck Loading Bay",
        ["Loading arm LA-3B (bottom loading)", "API coupler AC-3B", "Overfill/ground interlock unit GI-3"],
        4,
        "Shift in-charge to maintenance: AC-3B coupler leaking at the poppet. Change it with the spare.\n"
        "Bay 3 closed to trucks for the job - chain across the entry and the exit, no tanker or any other "
        "vehicle in the bay while the arm is apart. No hot work; hand tools only.\n"
        "Arm drained back to the slop tank, loading valve closed and locked, interlock GI-3 left in service "
        "(it only blocks loading).",
        "Close bay; drain arm; lock loading valve; change coupler; leak test with product; reopen bay",
        [CW],
        [],
        [VE, HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "Opening a product loading arm is Cold Work. Vehicles are kept out of the bay and hand tools only "
        "are used, so Vehicle Entry and Hot Work are forbidden.",
        expect={"isolationPoints": ["Loading arm LA-3B loading valve"]},
    ),
    wo(
        "Fire water reservoir FWR-1: ROV floor inspection and level transmitter",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water reservoir FWR-1 (concrete, covered, 8,000 m3)", "Roof hatch H-2",
         "Level transmitter LT-801 (4-20 mA, 24 V DC loop)", "Inspection ROV (tethered, hired)"],
        8,
        "RESERVOIR INSPECTION - supervising engineer's note for the operator\n"
        "Annual inspection of FWR-1 floor and walls by tethered ROV; no diver, no person enters the "
        "reservoir, it stays full and in service for the fire pumps.\n"
        "Access: roof hatch H-2 on the reservoir roof, 6 m above ground, roof has no parapet or rail near "
        "H-2 - ROV operator and tether handler clipped to the roof anchor line.\n"
        "Also: swap LT-801 head (24 V DC loop) at the roof flange for the spare.",
        "Climb the fixed ladder; set up at H-2 on the anchor line; ROV survey; change LT-801 head; close "
        "hatch",
        [WAH],
        [CW],
        [CSE, HW, EX, LOTO, RT, LIFT, VE],
        "Work at an unrailed hatch on a 6 m roof is Working at Height. Nobody enters the reservoir (ROV only), "
        "so Confined Space Entry is forbidden, and the 24 V DC transmitter loop is below the Electrical/LOTO "
        "threshold.",
    ),
]

# ---------------------------------------------------------------- benign_lookalike (7)
BENIGN_LOOKALIKE = [
    wo(
        "DH route thermal drone survey - find hot spots",
        "Plant-B",
        "Pipe Rack",
        ["District heating export line DH-200 (buried section)", "Survey drone (thermal camera)"],
        4,
        "Network controller's request: the heat loss on the export line is up 8 %. Fly the thermal drone "
        "along the buried route at dawn to find hot spots (wet insulation), from the site road. Pilot and "
        "observer stay on the road; nothing is opened, nobody digs, the line stays in service. Mark any hot "
        "spot with spray paint on the kerb for the follow-up job.",
        "Dawn flight; thermal images; mark hot spots; report",
        [],
        [],
        [HW, EX, CW, LOTO, CSE, RT, WAH, LIFT, VE],
        "A drone survey for thermal 'hot spots' over a buried line opens and digs nothing; no permit type "
        "applies.",
    ),
    wo(
        "Daily free chlorine residual - final effluent sample tap",
        "Plant-B",
        "Effluent Treatment",
        ["Final effluent sample tap ST-9", "DPD comparator kit"],
        4,
        "Operator round item: run ST-9 for 30 s, take 10 ml, DPD 1 tablet, read free chlorine on the "
        "comparator, log it. Target < 0.2 mg/l. Sample tap only - nothing is opened, no chlorine gas "
        "involved (hypochlorite dosing is upstream and is not touched).",
        "Run tap; DPD test; record",
        [],
        [],
        [HW, CW, LOTO, CSE, EX, RT, WAH, LIFT, VE],
        "A DPD residual test at a sample tap is a routine round; 'chlorine' here is a reading, not a gas "
        "hazard, and nothing is opened.",
    ),
    wo(
        "Groundwater monitoring round - BH-3, BH-4, BH-7 (confined aquifer)",
        "Plant-A",
        "Wastewater Treatment",
        ["Monitoring boreholes BH-3, BH-4, BH-7 (existing, capped)", "Electronic dip meter"],
        4,
        "Quarterly round for the environmental permit: unlock the flush-mounted borehole covers, dip the "
        "water level in the confined aquifer piezometers with the dip meter, bail 3 volumes and sample. No "
        "drilling, no digging - the boreholes exist; dip tape and bailer only.",
        "Unlock covers; dip; purge by bailer; sample; lock",
        [],
        [],
        [EX, CSE, HW, CW, LOTO, RT, WAH, LIFT, VE],
        "A 'confined aquifer' and boreholes are not a confined space or an excavation; dipping existing "
        "wells needs no permit.",
    ),
    wo(
        "Gate check: elevated-temperature (HOT) marks on molten sulphur tankers",
        "Terminal-C",
        "Truck Loading Bay",
        ["Gatehouse document check", "Tank trucks (molten sulphur, UN 2448, elevated temperature)"],
        6,
        "Customer service to the gate: from Monday the molten sulphur tankers must show the "
        "elevated-temperature mark (the 'HOT' thermometer symbol) on both sides and rear, and the transport "
        "document must say 'HOT'. Gate staff check marks and paperwork when the tankers arrive for their "
        "normal loading and refuse any without them. Paperwork and a visual check only.",
        "Brief gate staff; check marks and documents per truck; log refusals",
        [],
        [VE],
        [HW, CW, LOTO, CSE, EX, RT, WAH, LIFT],
        "The 'HOT' mark is a transport label, not hot work; the job is a document check. The tankers come in "
        "for routine loading, so Vehicle Entry is at most optional.",
    ),
    wo(
        "UT thickness gauging - barge 'Maasgouw 7' deck plating (class)",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 7 (moored at jetty berth 2)", "UT gauge (A-scan, 5 MHz)"],
        6,
        "Class survey preparation. The gauging firm measures main deck plating thickness at the marked grid "
        "points with an ultrasonic gauge, from the deck. Couplant and a wire brush on the paint spots only - "
        "no grinding, no X-ray or gamma, no tank entry. Results to the class surveyor as a gauging report.",
        "Walk the grid; brush spots; UT readings; report",
        [],
        [],
        [RT, HW, CSE, CW, LOTO, EX, WAH, LIFT, VE],
        "Ultrasonic gauging is not radiography and uses no ionising source; from the open deck with no "
        "grinding and no entry, no permit applies.",
    ),
    wo(
        "Annual RPZ backflow preventer test - fire water make-up",
        "Terminal-C",
        "Fire Water Pump House",
        ["RPZ backflow preventer BF-1 (town water make-up to FWR-1)", "Isolation valves BF-1-V1/V2",
         "Differential pressure test kit"],
        4,
        "Certified tester's visit: close the downstream isolation valve, then the upstream one, for a few "
        "minutes, connect the test kit hoses to the test cocks, read check valve 1, relief valve opening "
        "point and check valve 2, reopen, fill in the test certificate. No parts are changed.",
        "Close V2, V1; test; reopen; certificate",
        [],
        [CW],
        [HW, LOTO, CSE, EX, RT, WAH, LIFT, VE],
        "'Isolation valve' and 'relief valve' belong to a routine backflow test; connecting test hoses to "
        "test cocks is at most optional Cold Work and nothing else applies.",
    ),
    wo(
        "HOT SIDE gasket renewal - DH plate heat exchanger HX-2",
        "Plant-B",
        "Boiler House",
        ["DH export plate heat exchanger HX-2 (hot side: steam condensate 140 C, DH side 95 C)",
         "DH circulation pump DHP-2 (75 kW, 400 V)", "Isolation valves HX-2 hot side and DH side"],
        10,
        "Hot side of HX-2 is weeping at the plate pack. Open the pack and renew the hot side gaskets "
        "(glue-free clip-in). HX-2 out of service with HX-1 carrying the load: both sides valved off, "
        "drained and vented, cooled below 40 C. DHP-2 locked off at its MCC bucket. Tightening bolts with "
        "the hydraulic tool - no welding, no flame; 'hot side' is only the primary side of the exchanger.",
        "Valve off and drain both sides; lock DHP-2; open pack; renew gaskets; close to dimension A; "
        "pressure test; return to service",
        [CW, LOTO],
        [],
        [HW, RT, CSE, EX, WAH, LIFT, VE],
        "The 'hot side' of a heat exchanger is not hot work: opening the plate pack is Cold Work and the "
        "circulation pump is locked out (Electrical/LOTO). Hot Work is forbidden.",
        expect={"isolationPoints": ["DHP-2", "HX-2 hot side", "HX-2 DH side"]},
    ),
]

# ---------------------------------------------------------------- multi_permit (8)
MULTI_PERMIT = [
    wo(
        "Spec item 3.02 - double bottom DB-3S renew shell longitudinals",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 7 (moored at jetty berth 2)", "Double bottom tank DB-3S",
         "Jetty mobile crane (hired, 40 t)", "New steel 1.6 t (plates and longitudinals)"],
        12,
        "REPAIR SPECIFICATION - Item 3.02   Marine chemist certificate required before start: DB-3S 'Safe for "
        "Workers' and 'Safe for Hot Work'; adjacent cargo tank 3S gas-free and inerted.\n"
        "Yard to: open manholes, ventilate, enter DB-3S, erect internal staging to 2.5 m, crop out 3 wasted "
        "longitudinals and 2 m2 bottom plate, fit and weld new.\n"
        "Steel (1.6 t bundle) lifted from the jetty onto the barge deck by the hired 40 t mobile crane "
        "parked on the jetty.\n"
        "Owner's supply: steel certificates. Class to attend fit-up and final.",
        "Marine chemist; open and ventilate; staging inside; crop and renew; crane steel aboard; class "
        "inspection; close",
        [CSE, HW, LIFT, VE],
        [WAH],
        [EX, RT, LOTO],
        "Welding inside a barge double bottom needs Confined Space Entry and Hot Work; a 1.6 t lift by a "
        "mobile crane driven onto the jetty needs Lifting and Vehicle Entry. Staging inside the tank at 2.5 m "
        "is optional Working at Height.",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "DH export line - replace 24 m section under Pipe Rack road RX-3",
        "Plant-B",
        "Pipe Rack",
        ["District heating export line DH-200 (pre-insulated DN200)", "Section valves DHV-11, DHV-12",
         "Excavator 14 t", "Pipe lengths 12 m (1.2 t each)"],
        12,
        "DISTRICT HEATING - PLANNED INTERRUPTION NOTICE (network control)\n"
        "Affected: Botlek DH export south branch, 06:00-18:00. Customers on the branch supplied from the "
        "peak boilers.\n"
        "Works: close and lock DHV-11 and DHV-12, drain the section to the sewer via the drain pit. Civils "
        "break out the road and dig the trench to 1.8 m with the 14 t excavator (trench boxes). Pipe welders "
        "cut out the wet section and weld in two new 12 m lengths (1.2 t each, slung off the excavator "
        "bucket with a certified lifting point). Joints then cased and shrink-sleeved by torch.",
        "Isolate and drain; break out road; excavate 1.8 m with boxes; cut out; lift in new lengths; weld; "
        "joints; backfill; refill and vent",
        [EX, HW, LIFT, VE, CW],
        [],
        [CSE, RT, WAH],
        "A 1.8 m machine trench (Excavation), cutting and welding the steel carrier pipe (Hot Work), 1.2 t "
        "lengths on an excavator (Lifting), an excavator in the process area (Vehicle Entry) and draining an "
        "isolated section (Cold Work).",
        expect={"isolationPoints": ["DHV-11", "DHV-12"]},
    ),
    wo(
        "Rising main non-return valve NRV-5 - replace in valve chamber VC-5",
        "Plant-A",
        "Wastewater Treatment",
        ["Oily water lift station LS-5", "Rising main DN300", "Valve chamber VC-5 (3.1 m deep)",
         "NRV-5 (DN300, 1.1 t)", "Truck-mounted crane (HIAB 21 t-m)"],
        10,
        "WWT work pack WP-0331\n"
        "LS-5 pumps stopped and locked, rising main isolated at SV-5 and drained back to the wet well.\n"
        "Fitters enter VC-5 (3.1 m deep, ladder, forced ventilation, H2S and LEL monitoring - oily water "
        "service), unbolt NRV-5, sling it, and the HIAB truck parked at the chamber lifts it out (1.1 t) and "
        "lowers the new one.\n"
        "Crew: 2 fitters, 1 standby, 1 HIAB operator.",
        "Lock pumps; isolate and drain; ventilate and gas test; enter; unbolt; lift out / lift in; bolt up; "
        "recommission",
        [CSE, CW, LIFT, VE],
        [LOTO],
        [HW, EX, RT, WAH],
        "Entry into a 3.1 m valve chamber on oily water service is Confined Space Entry, breaking the main is "
        "Cold Work, a 1.1 t valve by HIAB is Lifting, and the truck enters a refinery process area (Vehicle "
        "Entry). The pump lockout alongside is optional Electrical/LOTO.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["LS-5 pumps", "SV-5"]},
    ),
    wo(
        "New IBC decanting station with LEV - Warehouse bay 6",
        "Plant-B",
        "Warehouse",
        ["IBC decanting station DS-6 (new)", "Local exhaust ventilation fan LEV-6 (5.5 kW, 400 V)",
         "Warehouse distribution board DB-W2", "Steel access platform (to be welded in place)"],
        10,
        "Customer order / works brief (chemical distribution): customer needs IBCs decanted into 25 L cans "
        "in-house from March. Build a bunded decanting station in bay 6:\n"
        "- new LEV fan on a wall bracket at 5 m, duct to roof; electrician connects the 400 V supply from DB-W2 "
        "(new way, isolated at DB-W2 during termination)\n"
        "- steel access platform for the IBC top valve: welded to the existing bunded base on site (bay 6 "
        "stays in the flammable solvents area - solvents moved to bay 8 for the week)\n"
        "- fan and duct hung from a scissor lift at 5 m.",
        "Empty bay 6; weld platform; scissor lift for fan and duct; terminate 400 V; test LEV",
        [HW, LOTO, WAH],
        [VE, CW],
        [CSE, EX, RT, LIFT],
        "Welding in the solvent store is Hot Work, connecting a 400 V way is Electrical/LOTO and fan work at "
        "5 m from a scissor lift is Working at Height. An electric scissor lift in a warehouse is optional "
        "Vehicle Entry.",
        expect={"isolationPoints": ["DB-W2"]},
    ),
    wo(
        "DH tie-in TI-04 on export header - weld and RT",
        "Plant-B",
        "Boiler House",
        ["DH export header DN400", "Tie-in TI-04 (DN200 branch)", "Header isolation valves HV-1/HV-2",
         "Scaffold 4 m", "Ir-192 source container"],
        12,
        "Mechanical contractor's work pack summary for the heat network extension (stage 2):\n"
        "10 Header valved off (HV-1/HV-2 locked), drained and vented\n"
        "20 Scaffold to 4 m around the header (scaffolder, tag)\n"
        "30 Cut in DN200 weldolet, TIG root / MMA fill and cap, preheat by propane ring burner\n"
        "40 Gamma radiography of the tie-in weld by Ir-192, night shift; site boundary 7.5 uSv/h, boiler "
        "house cleared\n"
        "50 Hydrotest, reinstate insulation, strike scaffold",
        "See work pack operations 10-50",
        [HW, RT, WAH, CW],
        [],
        [CSE, EX, LIFT, VE],
        "Welding and preheat (Hot Work), Ir-192 radiography (Radiography), a 4 m scaffold (Working at "
        "Height) and draining the header (Cold Work).",
        expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}, "isolationPoints": ["HV-1", "HV-2"]},
    ),
    wo(
        "CT-2 cell 3 fan gearbox exchange",
        "Plant-A",
        "Cooling Tower",
        ["Cooling tower CT-2 cell 3", "Fan motor M-CT2-3 (90 kW, 400 V)", "Gearbox GB-CT2-3 (1.4 t)",
         "Mobile crane 60 t"],
        12,
        "Water treatment / cooling plant job: GB-CT2-3 vibration alarm, exchange with the rebuilt spare.\n"
        "Motor M-CT2-3 locked off at the substation. Fitters on the fan deck (10 m) inside the fan stack, "
        "the deck has no rail inside the stack at the fan opening. Fan blades off, 60 t crane driven in from "
        "the refinery road to the CT-2 pad, gearbox (1.4 t) lifted out and the spare lifted in.\n"
        "Chlorine dioxide dosing to CT-2 stopped for the day.",
        "Lock M-CT2-3; blades off; crane set up; lift out; lift in; align; blades on; run-in",
        [LOTO, WAH, LIFT, VE],
        [CW],
        [HW, CSE, EX, RT],
        "The 90 kW motor is locked out (Electrical/LOTO), fitters work at 10 m without a rail at the fan "
        "opening (Working at Height), a 1.4 t gearbox is crane-lifted (Lifting) and the crane enters the "
        "refinery (Vehicle Entry).",
        expect={"isolationPoints": ["M-CT2-3"]},
    ),
    wo(
        "FWR-2 desilting and joint repair (reservoir drained)",
        "Terminal-C",
        "Fire Water Pump House",
        ["Fire water reservoir FWR-2 (covered concrete, drained)", "Submersible drainage pumps SP-1/SP-2 "
         "(400 V)", "Expansion joint EJ-4"],
        12,
        "Reservoir cleaning contractor's method statement summary:\n"
        "FWR-2 drained by the terminal (FWR-1 carries the fire water). Team enters through hatch H-5 by the "
        "fixed ladder, shovels silt into the pump sump; SP-1/SP-2 (400 V, our temporary panel) pump the "
        "slurry out; terminal's 400 V reservoir sump pump locked off at its panel. EJ-4 leaking: grind out the "
        "old sealant with a battery grinder and re-seal with epoxy. Rescue tripod at H-5, continuous O2 "
        "monitoring. Our tanker waits at the roadway outside the pump house.",
        "Drain (terminal); isolate sump pump; entry; desilt; grind and seal EJ-4; out; refill (terminal)",
        [CSE, LOTO, CW],
        [HW, VE],
        [EX, RT, LIFT],
        "Entry into a drained covered reservoir is Confined Space Entry, the site sump pump is locked out "
        "(Electrical/LOTO) and joint repair on the drained reservoir is Cold Work. Grinding where no "
        "flammables are present is optional Hot Work; a tanker at a utility area is optional Vehicle Entry.",
        expect={"gasSubstances": ["O2"]},
    ),
    wo(
        "Digester DG-1 gas holder membrane - PRV and roof walkway",
        "Plant-B",
        "Effluent Treatment",
        ["Anaerobic digester DG-1 (double-membrane gas holder roof)", "Pressure/vacuum relief valve PVRV-1",
         "Biogas line BG-1", "Roof walkway (edge not railed)"],
        8,
        "Membrane contractor's inspection proposal, item 3: PVRV-1 on the DG-1 roof passes gas at normal "
        "pressure. Exchange the valve: biogas line BG-1 isolated at the roof valve and vented to the flare, "
        "PVRV-1 unbolted and a new one fitted. Access along the membrane walkway at 12 m, edge not railed "
        "- harnesses on the walkway line. No hot work (ATEX zone 1 around the roof). H2S and methane "
        "monitors worn.",
        "Isolate BG-1; vent; walk up with harness; exchange PVRV-1; leak test with soap; return",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Opening the biogas line is Cold Work and the unrailed walkway at 12 m is Working at Height; hot "
        "work is excluded and nobody enters the digester.",
        expect={"gasSubstances": ["H2S", "LEL"], "isolationPoints": ["BG-1 roof valve"]},
    ),
]

# ---------------------------------------------------------------- live_sources (6)
LIVE_SOURCES = [
    wo(
        "Valve chamber VC-DH-7: replace drain valve on branch B7",
        "Plant-B",
        "Pipe Rack",
        ["DH valve chamber VC-DH-7 (2.4 m deep)", "Branch B7 drain valve DV-7 (DN50)",
         "DH flow main DN400 (110 C, 16 bar)", "DH return main DN400"],
        6,
        "Heat-network service engineer's request: DV-7 on branch B7 passes. Branch B7 valved off and drained "
        "(B7-V1 and B7-V2 closed, chained and tagged). The flow and return mains that run through the same "
        "chamber stay live at 110 C / 16 bar - their valves are not touched and the insulation stays on. Enter "
        "VC-DH-7 by the ladder with forced ventilation (hot, humid chamber), swap DV-7.",
        "Isolate B7; ventilate chamber; gas test; entry; swap DV-7; refill B7",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE, LOTO],
        "Entry into a 2.4 m valve chamber (Confined Space Entry) to break the isolated branch (Cold Work); "
        "the flow and return mains in the chamber stay live.",
        expect={"liveSources": ["DH flow main", "DH return main"], "isolationPoints": ["B7-V1", "B7-V2"],
                "gasSubstances": ["O2"]},
    ),
    wo(
        "LS-2 MCC: soft starter SS-P2 replacement",
        "Plant-A",
        "Wastewater Treatment",
        ["Lift station LS-2 MCC", "Soft starter SS-P2 (pump P-2, 55 kW, 400 V)", "Pumps P-1, P-3"],
        5,
        "Electrical supervisor: SS-P2 faulty. P-2 withdrawn: MCC bucket isolator off, locked, tested dead. "
        "P-1 and P-3 in the same MCC keep the lift station running on auto and their buckets and the MCC "
        "busbar stay live - shrouds on, work only in the P-2 cubicle.",
        "Lock and test P-2 cubicle; swap SS-P2; test; return",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Replacing a 400 V soft starter is Electrical/LOTO work, with the neighbouring pumps and busbar live.",
        expect={"liveSources": ["P-1", "P-3", "MCC busbar"], "isolationPoints": ["SS-P2"]},
    ),
    wo(
        "MT 'Sveti Stefan' - afloat repair of deck line flange at manifold 1",
        "Terminal-C",
        "Jetty",
        ["Chemical tanker Sveti Stefan (berth 1)", "Cargo deck line No. 1 flange", "Manifold No. 3"],
        6,
        "From: Chief Engineer, MT Sveti Stefan\nDear Sirs, please arrange riding crew for the leaking "
        "gasket on deck line No. 1 (DN250) at frame 60. Line No. 1 is empty, drained and isolated at the "
        "pump room and manifold 1 valves. We are discharging through manifold No. 3 to your terminal at the "
        "same time and this must continue - manifold 3 and its hose stay live. Only spanners, no welding. "
        "Best regards, Chief Engineer (Kotor)",
        "Confirm line 1 isolated and drained; open flange; new gasket; tighten; leak test",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, WAH],
        "Opening a cargo line flange is Cold Work while discharge continues through manifold 3; spanners "
        "only, so Hot Work is forbidden.",
        expect={"liveSources": ["Manifold No. 3"], "isolationPoints": ["Deck line No. 1"]},
    ),
    wo(
        "IBC store sprinkler branch - replace 2 m damaged pipe",
        "Plant-B",
        "Warehouse",
        ["IBC store sprinkler installation (wet pipe)", "Branch SB-14 (DN50) at 9 m",
         "Electric MEWP"],
        6,
        "Fire protection impairment: branch SB-14 dented by a reach truck mast. Close and lock SB-14 zone "
        "valve, drain the branch, replace 2 m of pipe from the MEWP at 9 m. The rest of the sprinkler "
        "installation stays live and the warehouse keeps working around the cordoned bay.",
        "Impairment notice; close SB-14; drain; MEWP up; cut-grooved pipe swap; refill",
        [CW, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "Breaking sprinkler pipework is Cold Work and a MEWP at 9 m is Working at Height; the rest of the "
        "sprinkler main stays live. Grooved couplings, no hot work.",
        expect={"liveSources": ["sprinkler main"], "isolationPoints": ["SB-14 zone valve"]},
    ),
    wo(
        "CT-1 hypochlorite dosing pump DP-402A replacement",
        "Plant-A",
        "Cooling Tower",
        ["Hypochlorite dosing pump DP-402A (0.37 kW, 400 V)", "Dosing pump DP-402B (running)",
         "Hypochlorite tank T-402 outlet header"],
        5,
        "DP-402A replaced by a new pump of the same type. Lock its isolator, close and tag its suction and "
        "discharge valves, flush with water. DP-402B stays dosing to CT-1 from the same T-402 outlet header, "
        "which stays live. Face shield and apron.",
        "Lock DP-402A; isolate and flush; swap pump; leak test; commission",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Disconnecting a dosing pump from a live hypochlorite header is Cold Work, and its 400 V isolator is "
        "locked (Electrical/LOTO); the other pump and header stay live.",
        expect={"liveSources": ["DP-402B", "T-402 outlet header"], "isolationPoints": ["DP-402A"]},
    ),
    wo(
        "Chiller plant feeder F-6: cable termination in 6.6 kV board",
        "Terminal-C",
        "Substation",
        ["6.6 kV switchboard SWB-1", "Feeder F-6 (district cooling chiller plant)", "Adjacent feeders F-5, F-7"],
        8,
        "HV switching programme ref. SP-27-014: F-6 breaker racked out, cable earthed at both ends, "
        "locked under the Senior Authorised Person. Re-terminate the F-6 cable (heat-shrink terminations "
        "made with a hot-air gun). F-5, F-7 and the SWB-1 busbar stay live - F-6 cable box only.",
        "Switching programme; earth; permit-to-work; terminate; test; restore",
        [LOTO],
        [],
        [CSE, EX, RT, LIFT, VE, WAH],
        "Terminating a 6.6 kV feeder cable under switching and earthing is Electrical/LOTO; neighbouring "
        "feeders and the busbar stay live. A hot-air gun in a substation is not listed either way here.",
        expect={"liveSources": ["F-5", "F-7", "SWB-1 busbar"], "isolationPoints": ["F-6"]},
    ),
]

# ---------------------------------------------------------------- toxic_substances (6)
TOXIC_SUBSTANCES = [
    wo(
        "Chlorine room - gas detector head GD-3 and ejector strainer",
        "Plant-B",
        "Effluent Treatment",
        ["Chlorine store (1 t drums in service)", "Chlorine gas detector GD-3", "Ejector E-1 strainer"],
        4,
        "Chlorinator service checklist (dosing technician)\n[ ] Drum valves closed, vacuum regulator "
        "isolated, system run down on vacuum before opening\n[ ] SCBA set at the door, second man outside\n"
        "[ ] Replace GD-3 sensor head, bump test with test gas\n[ ] Clean ejector E-1 strainer (water side "
        "and gas side opened)\n[ ] Ammonia bottle leak check of all joints after reinstatement",
        "As checklist",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening the chlorine gas side of the ejector is breaking containment on a Cl2 system (Cold Work).",
        expect={"gasSubstances": ["Cl2"]},
    ),
    wo(
        "LS-4 wet well: clear ragged pump by man entry",
        "Plant-A",
        "Wastewater Treatment",
        ["Lift station LS-4 wet well (5.5 m deep)", "Pumps P-4A/P-4B (30 kW, 400 V, dry-motor on frame)",
         "Inlet penstock PS-4"],
        6,
        "Callout: P-4A ragged, cannot be lifted (no rails, bolted to the bellmouth). Close inlet penstock "
        "PS-4, pump down with P-4B, lock both pumps at the MCC. Entry with tripod and winch, gas monitor for "
        "H2S, flammables and O2, forced ventilation, two top men. Oily water and sulphide smell reported all "
        "week.",
        "Penstock shut; pump down; lock P-4A/B; ventilate; test; enter; de-rag; out; restore",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Entry into a wastewater wet well (Confined Space Entry) with the pumps locked (Electrical/LOTO); "
        "H2S, flammables and oxygen must be tested.",
        expect={"gasSubstances": ["H2S", "LEL", "O2"], "isolationPoints": ["P-4A", "P-4B", "PS-4"]},
    ),
    wo(
        "Leaking IBC - ammonia solution 25 %, transfer to new IBC",
        "Terminal-C",
        "Drum Store",
        ["IBC NH-0912 (ammonia solution 25 %, UN 2672)", "Air diaphragm pump (stainless)",
         "Replacement IBC (UN-approved)"],
        4,
        "Decant order (customer service / warehouse): IBC NH-0912 weeps at the bottom valve; transfer the "
        "contents into a new UN IBC with the air-driven diaphragm pump and temporary hoses, in the bunded "
        "transfer area. Full-face respirator with ammonia (K) filter, chemical suit, water spray ready.",
        "Move IBC to bund by forklift; connect hoses; transfer; label; quarantine old IBC",
        [CW],
        [],
        [HW, CSE, EX, RT, LOTO, WAH, VE],
        "A temporary hose transfer from a leaking ammonia IBC is Cold Work with an ammonia exposure risk.",
        expect={"gasSubstances": ["NH3"]},
    ),
    wo(
        "Dechlorination sulphonator SO2-1: replace vacuum regulator diaphragm",
        "Plant-B",
        "Effluent Treatment",
        ["Sulphonator SO2-1", "SO2 cylinders (68 kg) on manifold", "Vacuum regulator VR-S1"],
        4,
        "Sulphur dioxide dechlorination: VR-S1 diaphragm torn. Close cylinder valves, run the manifold down "
        "on ejector vacuum, isolate VR-S1, open and change the diaphragm. SO2 detector in the room, BA at "
        "the door, leak check with ammonia vapour after.",
        "Close cylinders; evacuate; isolate; diaphragm change; leak check",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening an SO2 vacuum regulator is Cold Work on a toxic gas system.",
        expect={"gasSubstances": ["SO2"]},
    ),
    wo(
        "Peak boiler PB-2 economiser casing - flue gas leak",
        "Plant-B",
        "Boiler House",
        ["Gas-fired DH peak boiler PB-2 (running)", "Economiser casing ECO-2 inspection door", "Scaffold 4.5 m"],
        6,
        "Boiler house operator's note to maintenance: CO alarm (35 ppm) at the ECO-2 platform, flue gas "
        "leaking at the inspection door gasket. PB-2 must stay on (DH demand) - tighten the door clamps and "
        "pack the gap with ceramic rope from the 4.5 m scaffold while it fires. Personal CO monitors; stop "
        "at 30 ppm.",
        "Scaffold; CO monitors; tighten and pack door; check with analyser",
        [CW, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO],
        "Working on a casing of a firing boiler is Cold Work on operating plant with a CO exposure; the 4.5 m "
        "scaffold is Working at Height.",
        expect={"gasSubstances": ["CO"]},
    ),
    wo(
        "Benzene road tanker - bottom valve leak, transfer to second tanker",
        "Terminal-C",
        "Truck Loading Bay",
        ["Road tanker (benzene, 30 m3, bay 4)", "Recovery tanker (empty)", "Air-driven transfer pump",
         "Temporary hoses (grounded)"],
        6,
        "Loading master's note: tanker in bay 4 drips at the bottom valve after loading benzene. Carrier's "
        "recovery tanker comes in to bay 4 beside it; transfer by air pump and grounded temporary hoses, "
        "then the leaking tanker goes to the workshop empty. Site benzene limit 0.5 ppm - full-face "
        "respirators, PID monitoring, LEL meter at the hoses.",
        "Bond and ground both tankers; hoses; transfer; disconnect; both out",
        [CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A temporary hose transfer of benzene is Cold Work with benzene and flammable monitoring; the "
        "recovery tanker entering the bay is optional Vehicle Entry.",
        expect={"gasSubstances": ["benzene", "LEL"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
]

# ---------------------------------------------------------------- simops (4, 2 pairs)
SIMOPS = [
    wo(
        "Barge 'Maasgouw 5' - crop and renew mooring bitt (deck)",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 5 (berth 3)", "Mooring bitt MB-2 (fore deck)"],
        8,
        "Ship repair foreman (Kochi crew): bitt MB-2 fore deck cracked at base. Gas cutting out, new bitt "
        "weld cheyyanam - full welding both sides. Fire watch with extinguisher, tank below checked gas free "
        "by chemist. Paniyude munpu deck clean aakkanam.",
        "Gas free check; cut out bitt; fit; weld; fire watch 60 min",
        [HW],
        [],
        [EX, RT, LOTO, VE],
        "Gas cutting and welding a mooring bitt on a tank barge deck is Hot Work.",
        pair="plantb-jetty",
        start_hour=7,
    ),
    wo(
        "Barge 'Maasgouw 5' cargo tank 1 - internal inspection (class)",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 5 (berth 3)", "Cargo tank 1 (fore)"],
        8,
        "Class surveyor's memo: close-up survey of cargo tank 1 (last cargo: methanol). Tank cleaned and "
        "ventilated. Surveyor and yard foreman enter through the deck manhole, ladder, gas-free certificate "
        "and O2/LEL check before entry, attendant at the hatch.",
        "Gas-free certificate; test; enter; survey; out",
        [CSE],
        [],
        [EX, RT, LOTO, VE, LIFT],
        "Entry into a barge cargo tank is Confined Space Entry.",
        expect={"gasSubstances": ["O2", "LEL"]},
        pair="plantb-jetty",
        start_hour=7,
    ),
    wo(
        "API separator skimmer - vac truck desludge bay 2",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2", "Vacuum tanker (diesel)", "Temporary suction hose"],
        8,
        "Vac truck from the waste contractor to desludge API bay 2 through the skimmer opening with a "
        "temporary suction hose. Truck drives into the WWT area and parks at the separator.",
        "Escort truck; set up; desludge; wash down; out",
        [VE, CW],
        [],
        [CSE, EX, RT, LIFT],
        "A diesel vacuum tanker entering the refinery wastewater plant (oily) is Vehicle Entry, and a "
        "temporary suction hose on the separator is Cold Work.",
        pair="planta-api",
        start_hour=8,
    ),
    wo(
        "API separator skimmer drive motor bracket - weld repair",
        "Plant-A",
        "Wastewater Treatment",
        ["API separator bay 2 skimmer drive", "Skimmer motor M-API-2 (2.2 kW, 400 V)"],
        8,
        "Motor bracket cracked. Lock off M-API-2, weld a gusset plate to the bracket on the separator "
        "walkway.",
        "Lock M-API-2; weld gusset; unlock; test run",
        [HW, LOTO],
        [],
        [CSE, EX, RT, LIFT, VE],
        "Welding over an oily water separator is Hot Work and the 400 V motor is locked (Electrical/LOTO).",
        pair="planta-api",
        start_hour=8,
    ),
]

# ---------------------------------------------------------------- incident_narrative (6)
INCIDENT_NARRATIVE = [
    wo(
        "Fire water ring main burst under truck route - repair",
        "Terminal-C",
        "Truck Loading Bay",
        ["Fire water ring main DN250 (section FW-6)", "Sectional valves FV-6A/FV-6B", "Excavator 8 t"],
        12,
        "Follow-up to last night's control room log: 'FW jockey pump running continuously, water surfacing "
        "at truck route by bay 2'. Ring section FW-6 isolated at FV-6A/6B (rest of ring in service). Excavate "
        "to 1.6 m with the 8 t excavator, trench box, replace 3 m of pipe with a flanged spool and couplings.",
        "Isolate; locate services; excavate with box; cut and replace; backfill; reinstate",
        [EX, CW, VE],
        [],
        [HW, CSE, RT, LIFT, WAH],
        "A 1.6 m machine dig is Excavation, opening the isolated main is Cold Work, and the excavator works in "
        "the truck loading bay, a hydrocarbon area (Vehicle Entry).",
        expect={"isolationPoints": ["FV-6A", "FV-6B"]},
    ),
    wo(
        "Sprinkler drop damaged in IBC collapse - replace",
        "Plant-B",
        "Warehouse",
        ["IBC racking bay 11", "Sprinkler drop SD-11 (in-rack, level 3)", "Electric MEWP"],
        6,
        "After Friday's incident (a racked IBC of isopropanol toppled when the level-3 beam was struck, "
        "spilled 600 L, in-rack sprinkler drop bent): racking repaired by the racking contractor. Now: "
        "replace the in-rack sprinkler drop SD-11 at level 3 (6 m) from the MEWP, zone valve closed and "
        "drained, warehouse fire impairment procedure.",
        "Impairment; close zone; drain; MEWP; replace drop; refill; restore",
        [WAH, CW],
        [VE],
        [HW, CSE, EX, RT, LIFT, LOTO],
        "A MEWP at 6 m (Working at Height) and draining and opening sprinkler pipe (Cold Work).",
    ),
    wo(
        "Barge 'Maasgouw 7' pump room - fire damaged deck penetration",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 7 (berth 2)", "Cargo pump room (below deck)", "Cable penetration CP-3"],
        10,
        "Owner's superintendent after the small fire in the pump room on 9 Jan (electrical, extinguished by "
        "crew): crop out the burnt cable penetration CP-3 in the pump room deckhead and weld in a new "
        "multi-cable transit frame. Pump room ventilated and gas-free certified; work inside.",
        "Certificate; ventilate; enter; crop; weld frame; fire watch",
        [HW, CSE],
        [LOTO],
        [EX, RT, VE, LIFT],
        "Welding inside a barge pump room is Hot Work and Confined Space Entry; the burnt cables would be "
        "isolated alongside (optional Electrical/LOTO).",
        expect={"gasSubstances": ["O2", "LEL"]},
    ),
    wo(
        "DH overhead section: replace failed axial compensator",
        "Plant-B",
        "Pipe Rack",
        ["DH export line DH-200 overhead section (rack level +8 m)", "Axial compensator AC-9 (1.1 t)",
         "Mobile crane 35 t", "Section valves DHV-8/DHV-9"],
        12,
        "After the AC-9 bellows burst on 3 Jan (steam cloud across the rack road, road closed 4 h): section "
        "valved off at DHV-8/9 and drained. Replace AC-9: cut out, fit the new compensator with flanges "
        "(bolted, no welding), from a 12 m MEWP, lifted by a 35 t crane on the rack road.",
        "Isolate; drain; crane and MEWP in; unbolt; lift out; lift in; bolt; refill",
        [WAH, LIFT, VE, CW],
        [],
        [HW, CSE, EX, RT],
        "A MEWP at +8 m (Working at Height), a 1.1 t crane lift (Lifting), a crane on a process-area road "
        "(Vehicle Entry) and opening the drained section (Cold Work). The compensator is bolted in, no "
        "welding.",
        expect={"isolationPoints": ["DHV-8", "DHV-9"]},
    ),
    wo(
        "FW reservoir telemetry mast - lightning damage",
        "Terminal-C",
        "Fire Water Pump House",
        ["Telemetry mast (15 m, fixed ladder without cage)", "RTU cabinet (230 V)", "Antenna and surge arrestor"],
        6,
        "After Sunday's storm (lightning strike on the telemetry mast, RTU dead, level signal lost to "
        "control): replace the antenna and surge arrestor at the top of the 15 m mast (harness, fall arrest "
        "on the ladder rail) and the burnt 230 V RTU power supply - supply isolated at the pump house DB.",
        "Isolate RTU supply; climb with fall arrest; replace antenna; replace PSU; test signal",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE],
        "Climbing a 15 m mast is Working at Height; the 230 V RTU supply is isolated (Electrical/LOTO).",
        expect={"isolationPoints": ["RTU supply at pump house DB"]},
    ),
    wo(
        "Barge 'Maasgouw 7' insert plate - radiography of butt welds",
        "Plant-B",
        "Jetty",
        ["Tank barge Maasgouw 7 (berth 2)", "Side shell insert plate fr. 40-42", "Ir-192 projector"],
        8,
        "After the barge touched the quay wall on 28 Dec and cracked the side shell at fr. 41, the insert "
        "plate has been welded (item 2.20). Class requires RT of the butt welds: Ir-192, exposures at the "
        "shell from the deck side, jetty berth 2 and barge deck cleared to the boundary.",
        "Barriers and warning; exposures; develop; report to class",
        [RT],
        [],
        [EX, CSE, LOTO, LIFT, VE],
        "Gamma radiography of the weld repair is Radiography.",
    ),
]

# ---------------------------------------------------------------- garbage (4)
GARBAGE = [
    wo(
        "PS07 RTU ALM",
        "Plant-B",
        "Effluent Treatment",
        ["RTU 0407"],
        4,
        "PS07 RTU0407 ALM 0x1F WL HH 11:42 ACK? / COMMS FAIL 11:44 / RTN 11:51",
        "",
        [],
        [],
        ALL,
        "A telemetry alarm string with no job in it.",
        expect={"needsReview": True},
    ),
    wo(
        "UN 1830",
        "Terminal-C",
        "Drum Store",
        [],
        4,
        "UN 1830 SULPHURIC ACID 8 II (E) 20 x IBC 1,000 L",
        "",
        [],
        [],
        ALL,
        "The header of a dangerous-goods transport document; nothing to assess.",
        expect={"needsReview": True},
    ),
    wo(
        "Item 4.12",
        "Plant-B",
        "Jetty",
        [],
        4,
        "Item 4.12 - as per Owner's spec - lump sum EUR 4,800 - TBA",
        "TBA",
        [],
        [],
        ALL,
        "A quotation line with no description of work.",
        expect={"needsReview": True},
    ),
    wo(
        "HM-2231",
        "Plant-B",
        "Boiler House",
        ["Heat meter HM-2231"],
        4,
        "2027-01-02;HM-2231;1843.22;MWh;95.1;61.4;OK",
        "",
        [],
        [],
        ALL,
        "A heat-meter export row; no work is described.",
        expect={"needsReview": True},
    ),
]
