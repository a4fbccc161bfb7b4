"""Hand-written work orders for unseen3 (part B): live_sources, toxic_substances, simops,
incident_narrative, garbage.

Why: see cases_wo_a.py; labels were fixed when each case was written.
"""

# ruff: noqa: E501 (hand-written case text is kept on one line per field)
from cases_wo_a import CSE, CW, EXC, HW, LIFT, LOTO, RT, VE, WAH

ALL9 = [HW, CSE, EXC, LOTO, WAH, CW, LIFT, RT, VE]

LIVE_SOURCES = [
    dict(
        title="Replace battery charger 110 V DC tripping supply",
        description=(
            "The charger of the 110 V DC tripping battery in substation S-2 gives earth fault "
            "alarms, it is replaced by new one. The charger is isolated on the AC side (400 V "
            "feeder from LVDB-2). The battery itself stays connected to the DC board, so the "
            "protection relays keep their tripping supply during the job. Take care, the DC "
            "terminals of the charger are live from the battery side until the DC fuses are pulled."
        ),
        site="Plant-B",
        area="Substation",
        equipment=["Battery charger BC-2", "110 V DC battery", "LVDB-2 feeder", "DC board fuses"],
        hours=8,
        plan=(
            "1. Isolate and lock charger AC feeder at LVDB-2.\n2. Remove charger DC fuses, test dead on both sides.\n"
            "3. Disconnect and remove old charger.\n4. Install new charger, connect, set float/boost.\n"
            "5. Refit fuses, energise AC, check alarms clear."
        ),
        required=[LOTO],
        optional=[],
        forbidden=[HW, WAH, EXC, CSE],
        why="The 400 V AC supply is isolated and the work is on charger terminals fed from a battery that stays connected, so electrical isolation and lock-out are needed.",
        expect={
            "liveSources": ["110 V DC battery", "DC board"],
            "isolationPoints": ["LVDB-2 charger feeder", "charger DC fuses"],
        },
    ),
    dict(
        title="Trial holes along new fence line - 33 kV cable in verge",
        description=(
            "Before the new security fence posts go in, hand dig trial holes to 0.8 m at each "
            "change of direction to confirm the route of the 33 kV incoming cable, which runs in "
            "the verge and stays live (it feeds the whole site). CAT and Genny first, insulated "
            "hand tools, no mechanical breaking within 0.5 m of the marked line."
        ),
        site="Plant-A",
        area="Substation",
        equipment=["33 kV incoming cable", "CAT and Genny", "Insulated spades"],
        hours=8,
        plan=(
            "1. Scan and mark cable route.\n2. Hand dig trial holes to 0.8 m.\n"
            "3. Record depth and position of cable.\n4. Backfill with marker tape."
        ),
        required=[EXC],
        optional=[LOTO],
        forbidden=[HW, CSE, RT, LIFT],
        why="Hand digging to 0.8 m to expose a buried cable is excavation; the 33 kV cable stays live and must not be listed as isolated.",
        expect={"liveSources": ["33 kV incoming cable"]},
    ),
    dict(
        title="Set new 6 t transformer on plinth under 66 kV line",
        description=(
            "Lift new 6 t distribution transformer TR-5 from the trailer onto its plinth with "
            "a 50 t mobile crane. The 66 kV overhead line crossing the substation yard stays "
            "energised - goal posts and a banksman to keep the jib at least 6 m clear. "
            "Connections will be made next week under a separate order, nothing is "
            "connected today."
        ),
        site="Terminal-C",
        area="Substation",
        equipment=["TR-5 transformer 6 t", "50 t mobile crane", "66 kV overhead line", "Goal posts"],
        hours=8,
        plan=(
            "1. Set up goal posts and exclusion zone.\n2. Crane rigs with outriggers on mats.\n"
            "3. Lift TR-5 to plinth with tag lines.\n4. Secure, de-rig, remove goal posts."
        ),
        required=[LIFT],
        optional=[LOTO, VE],
        forbidden=[CSE, HW, RT, EXC],
        why="A 6 t crane lift near an energised 66 kV line; nothing electrical is connected today, and the crane is in a utility area.",
        expect={"liveSources": ["66 kV overhead line"]},
    ),
    dict(
        title="Stretch wrapper W-2 carriage belt replacement",
        description=(
            "Film carriage drive belt of pallet stretch wrapper W-2 snapped. Lock out at the main "
            "isolator on the side of the control panel. The compressed air ring main that feeds "
            "the pneumatic pallet stop stays pressurised - stop is mechanically blocked up with "
            "the prop, do not open the air line."
        ),
        site="Plant-B",
        area="Warehouse",
        equipment=["Stretch wrapper W-2", "Main isolator W-2", "Pallet stop cylinder"],
        hours=4,
        plan=(
            "1. Lock out W-2 main isolator, try start.\n2. Lower carriage onto blocks, prop pallet stop.\n"
            "3. Replace drive belt, tension.\n4. Remove locks, test wrap."
        ),
        required=[LOTO],
        optional=[CW],
        forbidden=[HW, WAH, CSE, EXC],
        why="Hands-on work inside a motor-driven machine needs its isolator locked out; the compressed air main stays live and is blocked mechanically.",
        expect={"liveSources": ["compressed air ring main"], "isolationPoints": ["W-2 main isolator"]},
    ),
    dict(
        title="Energized troubleshooting - 480 V MCC-4 bucket 3D control",
        description=(
            "Charge pump P-122 will not start from the DCS. Troubleshoot the control circuit in "
            "MCC-4 bucket 3D while energized (voltage readings at the control transformer and "
            "interposing relay). Energized work justification approved by the unit superintendent; "
            "arc flash PPE category 2, boundary taped at the MCC lineup. The 480 V bus and adjacent "
            "buckets stay energized."
        ),
        site="Plant-A",
        area="Crude Unit",
        equipment=["MCC-4 bucket 3D", "P-122", "CAT III multimeter", "Arc flash PPE cat 2"],
        hours=4,
        plan=(
            "1. Job briefing, arc flash boundary.\n2. Open bucket door with PPE on.\n"
            "3. Take voltage readings, identify fault.\n4. Close door; repair under lockout if needed."
        ),
        required=[LOTO],
        optional=[],
        forbidden=[CSE, EXC, WAH, RT],
        why="Energized diagnostic work on a 480 V MCC needs an energized work permit under the electrical programme; the bus and neighbouring buckets stay live.",
        expect={"liveSources": ["480 V bus", "MCC-4 bucket 3D", "adjacent buckets"]},
    ),
    dict(
        title="Diesel fire pump FP-2 injector change",
        description=(
            "FP-2 diesel fire pump - injector no. 3 leaking fuel. Pump to be taken out of auto; "
            "start batteries disconnected and the fuel supply valve closed and tagged. Electric "
            "fire pump FP-1 and the jockey pump remain in service for fire cover; fire impairment "
            "notice to the fire officer."
        ),
        site="Terminal-C",
        area="Fire Water Pump House",
        equipment=["FP-2 diesel engine", "Injector no. 3", "FP-2 start batteries", "FP-2 fuel valve"],
        hours=6,
        plan=(
            "1. Issue fire impairment.\n2. FP-2 controller to off, disconnect and lock start batteries.\n"
            "3. Close and tag fuel valve.\n4. Replace injector, bleed fuel system.\n5. Reconnect, test run, back to auto."
        ),
        required=[LOTO, CW],
        optional=[],
        forbidden=[HW, CSE, WAH, EXC],
        why="Locking out an engine-driven pump before hands-on work is LOTO, and opening the fuel system is breaking containment; FP-1 and the jockey pump stay live.",
        expect={
            "liveSources": ["FP-1 electric fire pump", "jockey pump"],
            "isolationPoints": ["FP-2 start batteries", "FP-2 fuel supply valve"],
        },
    ),
    dict(
        title="Core drill 150 mm through control room wall for HVAC duct",
        description=(
            "New HVAC duct needs a 150 mm core through the control room rear wall, centre 1.1 m "
            "above floor. Wall has the 230 V lighting conduits embedded - they were scanned and "
            "marked, and stay live (the control room cannot be dark). Wet diamond core drill, "
            "hole position moved 200 mm clear of the marked conduits."
        ),
        site="Plant-B",
        area="Control Room",
        equipment=["Diamond core drill", "Wall scanner", "230 V lighting conduits"],
        hours=6,
        plan=(
            "1. Scan and mark conduits.\n2. Set up drill rig with water suppression.\n"
            "3. Core hole, remove core.\n4. Make good, clean up."
        ),
        required=[CW],
        optional=[LOTO],
        forbidden=[HW, WAH, EXC, CSE],
        why="Drilling through a wall of the operating control room next to embedded services is controlled cold work; the lighting conduits stay live and are avoided, not isolated.",
        expect={"liveSources": ["230 V lighting conduits"]},
    ),
    dict(
        title="Mech seal change P-105B - crude bottoms",
        description=(
            "Seal on crude tower bottoms pump P-105B leaking. P-105A keeps running. P-105B motor "
            "locked out at the 4160 V switchgear (breaker racked out), suction and discharge valves "
            "closed, chained and tagged, casing drained to closed drain. Steam tracing on the "
            "casing stays on - hot surfaces, wear gloves."
        ),
        site="Plant-A",
        area="Crude Unit",
        equipment=["P-105B", "P-105A", "4160 V breaker P-105B", "Cartridge seal"],
        hours=10,
        plan=(
            "1. Rack out and lock P-105B breaker.\n2. Close and chain suction/discharge; drain, flush.\n"
            "3. Gas test.\n4. Replace cartridge seal.\n5. Remove locks, hand back."
        ),
        required=[LOTO, CW],
        optional=[],
        forbidden=[EXC, WAH, CSE, RT],
        why="A locked-out pump has its casing opened on hydrocarbon service; the running spare pump and the steam tracing stay live.",
        expect={
            "gasSubstances": ["LEL", "H2S"],
            "liveSources": ["P-105A", "steam tracing"],
            "isolationPoints": ["P-105B 4160 V breaker", "P-105B suction valve", "P-105B discharge valve"],
        },
    ),
]

TOXIC_SUBSTANCES = [
    dict(
        title="Swap PV vent valve on benzene tank T-55",
        description=(
            "The pressure-vacuum vent on the roof of benzene tank T-55 is passing. Swap with the "
            "overhauled spare. Tank stays in service at low level under nitrogen blanket. Site "
            "benzene action level is 0.5 ppm (half the OSHA PEL) - supplied air if readings reach "
            "it. Roof has full perimeter handrails; the 60 kg valve is raised with the roof davit."
        ),
        site="Plant-A",
        area="Tank Farm",
        equipment=["T-55", "PV vent valve", "Roof davit", "Benzene detector tubes"],
        hours=8,
        plan=(
            "1. Ops lower level, confirm N2 blanket pressure.\n2. Climb stair, set up davit.\n"
            "3. Monitor benzene at the nozzle, unbolt old valve.\n4. Fit spare, torque.\n5. Pack up, check vent."
        ),
        required=[CW],
        optional=[WAH, LIFT],
        forbidden=[HW, EXC, CSE, RT],
        why="Opening a benzene tank's roof vent is breaking containment under a 0.5 ppm site limit; roof handrails and a light davit lift make height and lifting permits site practice.",
        expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
    ),
    dict(
        title="Desludge API separator bay 2",
        description=(
            "API separator bay 2 sludge depth over 400 mm. Vac truck to suck out sludge with the "
            "wand from the walkway - nobody goes into the bay. H2S was up to 30 ppm when the "
            "covers came off last time. Site H2S alarm set at 5 ppm; SCBA on standby."
        ),
        site="Plant-A",
        area="Wastewater Treatment",
        equipment=["API separator bay 2", "Vac truck", "Suction wand"],
        hours=8,
        plan=(
            "1. Vac truck parks on the hardstanding, earthed.\n2. Lift covers, gas test.\n"
            "3. Suck out sludge from walkway.\n4. Replace covers; truck to disposal."
        ),
        required=[CW],
        optional=[VE],
        forbidden=[CSE, HW, EXC, RT],
        why="A vac truck hose transfer of oily sludge is cold work with an H2S hazard and a 5 ppm site alarm; nobody enters the bay and the truck is in a utility area.",
        expect={"gasSubstances": ["H2S", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}},
    ),
    dict(
        title="Replace CEMS SO2 sample probe - boiler stack",
        description=(
            "Continuous emissions monitor on the boiler stack reads low SO2. Replace the sample "
            "probe and filter at the 32 m sampling platform (guard-railed, reached by the caged "
            "ladder). Stack stays in service; flue gas will blow out of the port when the probe "
            "is withdrawn - SO2 and CO, wear a respirator and stand upwind."
        ),
        site="Plant-B",
        area="Boiler House",
        equipment=["CEMS probe", "Stack sampling port", "Heated sample line"],
        hours=6,
        plan=(
            "1. Notify environmental, put CEMS in maintenance.\n2. Climb to platform, gas monitor on.\n"
            "3. Withdraw probe, fit new one and filter.\n4. Calibrate, back in service."
        ),
        required=[CW],
        optional=[WAH],
        forbidden=[HW, CSE, EXC, RT],
        why="Opening a sampling port on an operating stack exposes the fitter to flue gas; the platform is guard-railed, so the height permit depends on the site's ladder-climb rules.",
        expect={"gasSubstances": ["SO2", "CO"]},
    ),
    dict(
        title="Drain oil pot - NH3 refrigeration compressor K-710",
        description=(
            "Drain accumulated oil from the oil pot of ammonia refrigeration compressor K-710. "
            "Compressor stopped and locked out at the starter. Oil pot is isolated by its two "
            "valves and let warm up so ammonia boils off to suction before opening the drain. "
            "Full face mask with ammonia cartridges; fixed NH3 detectors alarm at 25 ppm."
        ),
        site="Plant-B",
        area="Compressor House",
        equipment=["K-710", "Oil pot", "K-710 starter"],
        hours=4,
        plan=(
            "1. Lock out K-710 starter.\n2. Isolate oil pot, warm up.\n3. Open drain slowly into the drum.\n"
            "4. Close drain, re-open valves, restore."
        ),
        required=[CW, LOTO],
        optional=[],
        forbidden=[HW, CSE, EXC],
        why="Draining an ammonia system is breaking containment with a toxic gas hazard, and the compressor is locked out first.",
        expect={"gasSubstances": ["NH3"], "isolationPoints": ["K-710 starter", "oil pot valves"]},
    ),
    dict(
        title="Change chlorine ton container, CT chlorinator",
        description=(
            "Swap the empty chlorine 1-ton container at the cooling tower chlorinator building for "
            "a full one (gross about 1.6 t). Containers handled with the 2 t monorail hoist and "
            "lifting beam. Disconnect the flexible connector from the empty container, fit the new "
            "lead gasket and connect to the full one; ammonia swab leak test."
        ),
        site="Plant-A",
        area="Cooling Tower",
        equipment=["Chlorine ton container", "2 t monorail hoist", "Lifting beam", "Flexible connector"],
        hours=5,
        plan=(
            "1. Close container valve, vent connector.\n2. Disconnect, cap.\n"
            "3. Lift empty off trunnions, set full container.\n4. Connect with new gasket, leak test."
        ),
        required=[LIFT, CW],
        optional=[VE],
        forbidden=[HW, CSE, EXC, RT],
        why="A 1.6 t load on a hoist and breaking a chlorine connection; the delivery truck is in a utility area.",
        expect={"gasSubstances": ["Cl2"]},
    ),
    dict(
        title="Furnace entry boiler B-2 - refractory inspection",
        description=(
            "B-2 is off for the annual inspection. Gas train to be isolated and blinded at the "
            "burner header, FD fan and the burner management system locked out. After 24 h cooling, "
            "inspector and one mason enter the firebox through the access door to inspect and "
            "patch refractory. Residual CO possible from the last firing."
        ),
        site="Plant-B",
        area="Boiler House",
        equipment=["Boiler B-2 firebox", "Gas train blind", "FD fan B-2", "BMS panel"],
        hours=10,
        plan=(
            "1. Blind gas train; lock out FD fan and BMS.\n2. Open access door, ventilate.\n"
            "3. Gas test O2, CO, LEL.\n4. Entry with attendant; inspect and patch.\n5. Box up."
        ),
        required=[CSE, LOTO, CW],
        optional=[],
        forbidden=[EXC, RT],
        why="Entry into a boiler firebox with a blinded gas train and the FD fan and burner management locked out; CO and flammables must be tested.",
        expect={"gasSubstances": ["O2", "CO", "LEL"], "isolationPoints": ["gas train blind", "FD fan B-2", "BMS"]},
    ),
    dict(
        title="R-501 catalyst change-out under nitrogen",
        description=(
            "Pyrophoric sulfided catalyst in R-501 to be dumped and reloaded. Reactor kept under "
            "nitrogen; inert entry by the specialist contractor with supplied breathing air and "
            "umbilical, standby man and rescue team at the top manway. Catalyst skips (1.2 t each "
            "full) handled with the structure monorail hoist."
        ),
        site="Plant-B",
        area="Reactor Building",
        equipment=["R-501", "Breathing air trailer", "Catalyst skips", "Monorail hoist 2 t"],
        hours=12,
        plan=(
            "1. Reactor isolated by blinds, N2 blanket confirmed.\n2. Inert entry, vacuum out catalyst.\n"
            "3. Skips lowered by monorail.\n4. Reload, exit, box up."
        ),
        required=[CSE, CW, LIFT],
        optional=[],
        forbidden=[HW, EXC, RT],
        why="An inert entry is the most hazardous confined space case; blinding is cold work and 1.2 t skips on a hoist need a lift plan.",
        expect={"gasSubstances": ["O2", "LEL", "H2S"]},
    ),
    dict(
        title="Insert spectacle blind - 12in crude loading line, berth 1",
        description=(
            'Swing the spectacle blind to closed at the 12" crude line flange at berth 1 before '
            "the hose change. Crude is sour, H2S in vapour space up to 200 ppm, benzene present. "
            "Line drained back to shore tank, flange spread with hydraulic spreader; personal "
            "H2S monitor and SCBA for the break."
        ),
        site="Terminal-C",
        area="Jetty",
        equipment=["12in crude loading line", "Spectacle blind SB-J1", "Hydraulic flange spreader"],
        hours=6,
        plan=(
            "1. Drain line to shore, confirm zero pressure.\n2. Gas test H2S, benzene, LEL.\n"
            "3. Loosen bolts, spread flange, swing blind, new gaskets.\n4. Torque, tag blind closed."
        ),
        required=[CW],
        optional=[],
        forbidden=[HW, EXC, CSE, RT],
        why="Breaking a sour crude flange is cold work with H2S and benzene exposure; no hot work, dig or entry.",
        expect={"gasSubstances": ["H2S", "benzene", "LEL"]},
    ),
]

# Simops: each pair shares site, area and window; each order is labelled only for its own permits.
SIMOPS = [
    dict(
        pair=1,
        title="Weld repair - fire monitor bracket, bund 3",
        description=(
            "Bracket of fire water monitor FM-3.2 in bund 3 cracked at the weld. Grind out and "
            "re-weld in place. Fire watch and gas test; bund 3 also has a vac tanker job today."
        ),
        site="Terminal-C",
        area="Tank Farm",
        equipment=["FM-3.2 monitor bracket", "Welding machine", "Grinder"],
        hours=8,
        plan=("1. Gas test.\n2. Grind out crack.\n3. Weld, fire watch.\n4. Fire watch 60 min after."),
        required=[HW],
        optional=[],
        forbidden=[CSE, EXC, RT, WAH],
        why="Grinding and welding in a tank farm bund is hot work.",
        expect={"gasSubstances": ["LEL"]},
    ),
    dict(
        pair=1,
        title="Water bottoms removal T-7 by vac tanker",
        description=(
            "Drain water bottoms from tank T-7 (diesel) to a vacuum tanker parked in bund 3. Hose "
            "from the T-7 water draw-off valve to the tanker; tanker earthed."
        ),
        site="Terminal-C",
        area="Tank Farm",
        equipment=["T-7", "Vacuum tanker", "Transfer hose", "Earthing clamp"],
        hours=8,
        plan=("1. Tanker in, earth.\n2. Connect hose.\n3. Draw off water bottoms.\n4. Disconnect, tanker out."),
        required=[VE, CW],
        optional=[],
        forbidden=[CSE, HW, EXC],
        why="A vacuum tanker entering a tank farm and a temporary hose transfer from a product tank.",
        expect={"gasSubstances": ["LEL"]},
    ),
    dict(
        pair=2,
        title="Night RT of new line welds, rack 2",
        description=(
            "Gamma radiography of 14 field welds on the new 8in line at rack 2, level 2 (6 m), "
            "from the existing scaffold. Se-75 source. Scaffold crew is on rack 2 too this week."
        ),
        site="Plant-B",
        area="Pipe Rack",
        equipment=["Se-75 projector", "Scaffold SC-3110", "8in line welds"],
        hours=10,
        start_hour=19,
        plan=("1. Set radiation boundary, sweep area.\n2. Expose welds from scaffold.\n3. Survey, collect films."),
        required=[RT, WAH],
        optional=[],
        forbidden=[HW, EXC, CSE],
        why="Gamma radiography performed from a scaffold at 6 m.",
    ),
    dict(
        pair=2,
        title="Scaffold modification rack 2 level 2",
        description=(
            "Extend scaffold SC-3110 on rack 2 by two bays at level 2 (6 m) for insulation "
            "contractor. Tube and fitting, scaffolders clip on."
        ),
        site="Plant-B",
        area="Pipe Rack",
        equipment=["Scaffold SC-3110", "Tubes and fittings"],
        hours=10,
        start_hour=19,
        plan=("1. Barrier below.\n2. Erect two bays.\n3. Inspect and tag."),
        required=[WAH],
        optional=[CW],
        forbidden=[HW, EXC, RT],
        why="Scaffold erection at 6 m on a pipe rack; the radiography belongs to the other order.",
    ),
    dict(
        pair=3,
        title="Dig for new pipe sleeper footing, crude unit row C",
        description=(
            "Excavate 1.0 m deep x 1.5 x 1.5 m for new pipe sleeper footing at row C with the "
            "mini-digger. Utilities located by GPR. Exchanger E-140 bundle pull next to us today."
        ),
        site="Plant-A",
        area="Crude Unit",
        equipment=["Mini-digger", "GPR"],
        hours=10,
        plan=("1. Locate services.\n2. Mini-digger in.\n3. Dig to 1.0 m, spoil 1 m back.\n4. Barricade."),
        required=[EXC, VE],
        optional=[],
        forbidden=[CSE, HW, RT],
        why="Machine excavation to 1.0 m with a mini-digger in the crude unit.",
    ),
    dict(
        pair=3,
        title="E-140 channel head removal with crawler crane",
        description=(
            "Remove channel head of E-140 (6 t) with the 60 t crawler crane for inspection. "
            "Exchanger isolated by blinds, drained and steamed."
        ),
        site="Plant-A",
        area="Crude Unit",
        equipment=["E-140 channel head", "60 t crawler crane", "Blinds"],
        hours=10,
        plan=("1. Blinds in.\n2. Crane in.\n3. Unbolt and lift channel head.\n4. Lay down."),
        required=[LIFT, VE, CW],
        optional=[],
        forbidden=[EXC, CSE, RT],
        why="A 6 t crane lift in the crude unit and opening a blinded exchanger.",
        expect={"gasSubstances": ["LEL"]},
    ),
]

INCIDENT_NARRATIVE = [
    dict(
        title="Re-do after flash fire - tank farm stair tread",
        description=(
            "Last month a boilie was tacking a new stair tread on the T-31 stair when vapour from "
            "a gauge hatch left open on the roof came down and flashed off - singed his sleeve, no "
            "LTI. Investigation found no gas test and nobody watching. The tread still needs "
            "welding in; same job, done properly this time."
        ),
        site="Plant-A",
        area="Tank Farm",
        equipment=["T-31 stair tread", "Welder"],
        hours=6,
        plan=("1. Close gauge hatch, gas test.\n2. Weld tread with fire watch.\n3. Fire watch after."),
        required=[HW],
        optional=[WAH],
        forbidden=[EXC, CSE, RT],
        why="Welding on a tank stair in a tank farm is hot work; height depends on the tread position, which is not given.",
        expect={"gasSubstances": ["LEL"]},
    ),
    dict(
        title="Follow-up: fall through lifted grating, rack 1",
        description=(
            "A lagger stepped back into an opening where two grating panels had been lifted on "
            "the rack 1 walkway and fell 2.7 m to the road, breaking his wrist. The panels had "
            "been pulled by another crew to get at a valve and no barrier was put up. The valve "
            "job is still open - grating to be lifted again and the valve replaced."
        ),
        site="Plant-B",
        area="Pipe Rack",
        equipment=["Rack 1 walkway grating", "Valve V-1177"],
        hours=8,
        plan=("1. Edge barriers round the opening.\n2. Lift grating.\n3. Replace valve.\n4. Refit grating."),
        required=[WAH, CW],
        optional=[],
        forbidden=[EXC, CSE, RT],
        why="Lifted grating leaves an unprotected 2.7 m edge, and replacing a valve on an operating rack is breaking containment.",
    ),
    dict(
        title="Hydrovac potholing resumed after duct bank strike",
        description=(
            "On the earlier attempt the hydrovac operator cut into an unmarked 4160 V duct bank "
            "at about 1.1 m while potholing for the new foundation - the feeder tripped, no "
            "injuries. The duct bank has now been traced. Finish the potholes with the hydrovac, "
            "keeping 0.6 m away from the traced duct bank."
        ),
        site="Plant-A",
        area="Substation",
        equipment=["Hydrovac truck", "4160 V duct bank"],
        hours=8,
        plan=("1. Re-mark utilities.\n2. Hydrovac potholes.\n3. Backfill."),
        required=[EXC],
        optional=[VE, LOTO],
        forbidden=[HW, CSE, RT],
        why="Potholing to expose buried services is excavation; the truck is in a utility area and the duct bank stays live.",
        expect={"liveSources": ["4160 V duct bank"]},
    ),
    dict(
        title="Retrieve tools from fire water pump sump after near miss",
        description=(
            "Helper went down the fire water sump ladder to retrieve a dropped spanner without "
            "any permit and felt dizzy at the bottom; second helper pulled him out. Spanner and "
            "a torch are still in the sump. Retrieve them, and inspect the foot valve."
        ),
        site="Terminal-C",
        area="Fire Water Pump House",
        equipment=["Fire water sump", "Foot valve"],
        hours=5,
        plan=(
            "1. Isolate pumps.\n2. Ventilate, gas test.\n3. Entry with attendant and rescue set.\n4. Retrieve, inspect."
        ),
        required=[CSE, LOTO],
        optional=[],
        forbidden=[HW, EXC, RT],
        why="Entering a sump where a worker was overcome is confined space entry; the pumps drawing from it are isolated.",
        expect={"gasSubstances": ["O2"]},
    ),
    dict(
        title="Blower coupling job after wrong breaker racked in",
        description=(
            "During the previous job on blower B-3, during de-isolation the electrician racked "
            "in the wrong breaker and B-3 turned while the mechanic still had hands at the "
            "coupling; he injured his fingers. The coupling must still be re-aligned."
        ),
        site="Plant-B",
        area="Effluent Treatment",
        equipment=["Blower B-3", "B-3 breaker", "Coupling"],
        hours=6,
        plan=("1. Lock out B-3 breaker, verify.\n2. Align coupling.\n3. Release locks in controlled order."),
        required=[LOTO],
        optional=[],
        forbidden=[HW, CSE, EXC, WAH],
        why="Hands-on work on a motor-driven blower needs its breaker locked out and verified.",
        expect={"isolationPoints": ["B-3 breaker"]},
    ),
    dict(
        title="Pump skid set after knuckle boom overturn",
        description=(
            "The knuckle boom truck tipped over last time while setting the 1.3 t pump skid "
            "at bay 6 - outrigger sank in soft ground. The skid still has to be placed. This time "
            "with a 25 t mobile crane and mats."
        ),
        site="Terminal-C",
        area="Truck Loading Bay",
        equipment=["Pump skid 1.3 t", "25 t mobile crane", "Crane mats"],
        hours=8,
        plan=("1. Ground check, mats.\n2. Crane in.\n3. Lift and set skid.\n4. Crane out."),
        required=[LIFT, VE],
        optional=[],
        forbidden=[CSE, EXC, RT],
        why="A 1.3 t crane lift with mobile plant inside the truck loading bay.",
    ),
    dict(
        title="Repeat RT on rack 3 after source retraction failure",
        description=(
            "Source did not retract after the second exposure last Tuesday and a scaffolder on "
            "the next bay received a dose before the boundary was extended. Welds 7 to 12 still "
            "need radiography; do it at grade on the prefabricated spools before installation."
        ),
        site="Plant-A",
        area="Pipe Rack",
        equipment=["Spools 7-12", "Ir-192 projector"],
        hours=8,
        start_hour=18,
        plan=("1. Spools at grade laydown.\n2. Barrier, survey meter.\n3. Expose.\n4. Survey and lock source."),
        required=[RT],
        optional=[],
        forbidden=[WAH, HW, EXC],
        why="Gamma radiography is needed; the spools are now at grade, so no height work.",
    ),
    dict(
        title="LPG line flange - trapped pressure event follow-up",
        description=(
            "Fitter cracked a flange on the 'depressured' LPG line and got a jet of LPG in the "
            "face; the line had a closed valve trapping pressure. The flange still needs the "
            "gasket change. Verify zero pressure at two bleeds this time."
        ),
        site="Plant-B",
        area="Tank Farm",
        equipment=["LPG line flange", "Bleed valves"],
        hours=6,
        plan=(
            "1. Isolate, depressure, check two bleeds.\n2. Gas test.\n3. Break flange, change gasket.\n4. Leak test."
        ),
        required=[CW],
        optional=[],
        forbidden=[HW, CSE, EXC, RT],
        why="Breaking an LPG flange is cold work with isolation and depressuring verified.",
        expect={"gasSubstances": ["LEL"]},
    ),
]

GARBAGE = [
    dict(
        title="WO",
        description="",
        site="Plant-A",
        area="Maintenance Workshop",
        equipment=[],
        hours=4,
        plan="",
        required=[],
        optional=[],
        forbidden=ALL9,
        why="Empty description and plan; nothing can be assessed.",
        expect={"needsReview": True},
    ),
    dict(
        title="Ver adjunto",
        description="Ver adjunto, gracias. Saludos.",
        site="Plant-B",
        area="Warehouse",
        equipment=[],
        hours=4,
        plan="1. Ver adjunto",
        required=[],
        optional=[],
        forbidden=ALL9,
        why="Spanish 'see attachment' with no attachment; no work described.",
        expect={"needsReview": True},
    ),
    dict(
        title="{{wo.title}}",
        description="ERROR 500: template not found {{wo.description}} -- render failed at line 42",
        site="Terminal-C",
        area="Drum Store",
        equipment=["{{wo.equipment}}"],
        hours=4,
        plan="{{wo.jobPlan}}",
        required=[],
        optional=[],
        forbidden=ALL9,
        why="A broken template render; no job is stated.",
        expect={"needsReview": True},
    ),
    dict(
        title="يرجى مراجعة المرفق",
        description="يرجى مراجعة المرفق والرد في أقرب وقت. شكرا",
        site="Terminal-C",
        area="Admin Building",
        equipment=[],
        hours=4,
        plan="1. -",
        required=[],
        optional=[],
        forbidden=ALL9,
        why="Arabic 'please review the attachment and reply'; no work described.",
        expect={"needsReview": True},
    ),
    dict(
        title="test test ignore",
        description="xxxx test test please ignore asdf 123",
        site="Plant-A",
        area="Crude Unit",
        equipment=["xxx"],
        hours=4,
        plan="1. test\n2. test",
        required=[],
        optional=[],
        forbidden=ALL9,
        why="A test entry with placeholder text; nothing to assess.",
        expect={"needsReview": True},
    ),
]
