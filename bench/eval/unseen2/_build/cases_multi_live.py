"""multi_permit and live_sources cases, hand-written by the unseen2 helper."""

from common import CSE, CW, EL, EX, HW, LI, RT, VE, WAH, W

M = "multi_permit"

W(
    M,
    "A",
    "Crude Unit",
    "C-101 nozzle N7 crack repair - gouge, reweld, RT",
    "Crack indication at the N7 nozzle-to-shell weld of crude column C-101, approx 18 m elevation. Unit is down, "
    "column isolated and steamed. Air-arc gouge the crack out, MPI the groove, reweld with preheat (electric mats), "
    "then RT the repair with the X-ray crawler where possible, gamma otherwise. Access by scaffold.",
    ["C-101 crude column", "Nozzle N7", "Air-arc gouging set", "Preheat mats", "RT equipment"],
    [
        "Scaffold to 18 m, tagged.",
        "Gas test at the nozzle; fire watch.",
        "Air-arc gouge out the crack; MPI.",
        "Preheat and reweld; PWHT as per procedure.",
        "Radiograph the repair; barriers at the boundary.",
    ],
    [HW, WAH, RT],
    [CW],
    [EX, VE],
    "Air-arc gouging and welding are hot work, the scaffold at 18 m is work at height and the repair is radiographed.",
    hours=12,
    expect={"gasSubstances": ["LEL"]},
)

W(
    M,
    "B",
    "Tank Farm",
    "Blind swap TK-22 outlet + low point drain + spool lift",
    "Swap the spectacle blind on the TK-22 naphtha outlet from open to closed, drain the low point to the vac truck "
    "(truck parked inside the bund road) and remove the 2.5 t strainer spool with the Hiab on the flatbed.",
    ["TK-22 naphtha tank", "Spectacle blind", "Vacuum truck", "Hiab flatbed", "Strainer spool 2.5 t"],
    [
        "Ops isolate and depressure the outlet line.",
        "Vac truck drains the low point.",
        "Swing the spectacle blind, new gaskets.",
        "Hiab lifts the 2.5 t spool onto the flatbed.",
    ],
    [CW, VE, LI],
    [],
    [CSE, EX, RT, WAH],
    "A blind swap breaks containment, the vac truck and Hiab are "
    "vehicles in the tank farm and the 2.5 t lift is over 1 t.",
    expect={"gasSubstances": ["benzene", "LEL"]},
)

W(
    M,
    "C",
    "Jetty",
    "MLA-2 swivel joint replacement",
    "Marine loading arm MLA-2 swivel joint no. 3 is weeping. The arm is parked and its counterweight pinned "
    "mechanically. Heat tracing (230 V) on the arm isolated at the jetty DB. Fitters reach the swivel at 9 m from a "
    "diesel boom lift; the 40 t mobile crane on the jetty head takes the 1.8 t swivel.",
    ["MLA-2 marine loading arm", "Swivel joint 3", "Heat tracing 230 V", "Diesel boom lift", "40 t mobile crane"],
    [
        "Drain the arm, pin the counterweight.",
        "Isolate heat tracing at the jetty DB, lock and tag.",
        "Boom lift and crane set up on the jetty head.",
        "Unbolt the swivel, crane lowers it to deck.",
        "Fit new swivel, leak test.",
    ],
    [WAH, EL, LI, VE, CW],
    [],
    [CSE, EX, RT],
    "Boom lift at 9 m, heat-tracing isolation, a 1.8 t crane lift, diesel plant on a product jetty and opening the "
    "arm's containment.",
    hours=12,
    expect={"isolationPoints": ["heat tracing 230 V"]},
)

W(
    M,
    "A",
    "Substation",
    "Core through ground-floor slab into cable basement",
    "New 11 kV feeder to the crude unit: diamond core a 150 mm hole through the substation ground-floor slab into "
    "the cable basement below (the basement is on the site confined space register). An electrician in the "
    "basement catches the core and guides the cable. Existing 11 kV cables in the basement stay energised.",
    ["Substation slab", "Cable basement", "Diamond core drill", "Existing 11 kV cables"],
    [
        "Scan the slab for embedded cables.",
        "Ventilate and gas test the basement; attendant at the hatch.",
        "Core the hole (wet); entrant in basement catches the core.",
        "Pull new cable, fire-stop the penetration.",
    ],
    [CSE, EL],
    [],
    [EX, HW, WAH],
    "Entry into a registered confined space next to live 11 kV cables; the slab is suspended over a basement, so no "
    "ground is penetrated.",
    expect={"liveSources": ["existing 11 kV cables"], "gasSubstances": ["O2"]},
)

W(
    M,
    "B",
    "Compressor House",
    "K-301 suction valve replacement",
    "The first-stage suction valve assemblies of reciprocating compressor K-301 are to be replaced. The 6.6 kV main "
    "motor will be isolated and locked off at the substation by the authorised person, and the suction and discharge "
    "block valves will be closed and locked. The machine is then to be depressurised to flare and purged with "
    "nitrogen. The valve covers (approx 320 kg each) and the cylinder head (3.2 t) are to be handled with the "
    "compressor house overhead crane.",
    ["K-301 compressor", "6.6 kV main motor", "Suction/discharge block valves", "Overhead crane 5 t"],
    [
        "LOTO main motor; lock block valves.",
        "Depressurise and N2 purge; gas test.",
        "Crane off the cylinder head (3.2 t).",
        "Change valves, reassemble, leak test.",
    ],
    [EL, CW, LI],
    [],
    [CSE, EX, RT, VE],
    "Main motor lockout, opening a purged hydrocarbon compressor and a 3.2 t crane lift.",
    expect={
        "isolationPoints": ["K-301 main motor", "suction block valve", "discharge block valve"],
        "gasSubstances": ["O2", "LEL"],
    },
)

W(
    M,
    "A",
    "Wastewater Treatment",
    "Desludge API separator bay 2",
    "API separator bay 2 to be desludged. Vac truck sucks out the bulk from the walkway; then two men go down into "
    "the bay on a ladder to hand-clean the last 150 mm and inspect the skimmer. Skimmer chain drive to be locked off. "
    "Oily sludge: H2S and benzene possible.",
    ["API separator bay 2", "Skimmer drive", "Vacuum truck"],
    [
        "Lock off the skimmer drive motor.",
        "Vac truck removes the bulk sludge.",
        "Ventilate and gas test; two entrants with attendant, rescue tripod.",
        "Hand clean and inspect the skimmer.",
    ],
    [CSE, EL],
    [VE, CW],
    [HW, EX, RT],
    "People enter the separator bay (oily sludge), and the skimmer is locked off; a vac truck in the wastewater "
    "plant is a utility-area vehicle (optional).",
    expect={"gasSubstances": ["H2S", "benzene", "LEL", "O2"], "isolationPoints": ["skimmer drive"]},
)

W(
    M,
    "C",
    "Tank Farm",
    "T-105 floating roof leg sleeve - thermic lance",
    "T-105 (gasoline service) is out of service, cleaned and gas freed. Roof sits on its low legs ~2 m below the top "
    "of shell. One leg sleeve is seized; remove it with the thermic lance. Access from the top of shell stair and "
    "the rolling ladder down onto the roof.",
    ["T-105 floating roof", "Roof leg sleeve", "Thermic lance"],
    [
        "Gas test the roof and pontoons.",
        "Descend the rolling ladder; lifelines rigged.",
        "Burn out the sleeve with the thermic lance; fire watch on the roof.",
        "Fit new sleeve.",
    ],
    [HW, WAH],
    [CSE],
    [EX, RT],
    "A thermic lance is hot work; the roof is reached down a rolling ladder from the top of the shell. Working on a "
    "roof inside the shell may be treated as entry (optional).",
    expect={"gasSubstances": ["benzene", "LEL"]},
)

W(
    M,
    "B",
    "Boiler House",
    "Remove old BFW pump baseplate - exothermic cutting",
    "Old boiler feedwater pump P-12 was disconnected and removed under a previous job. Its baseplate (1.4 t) is held "
    "by 40 mm anchor bolts that are to be cut with exothermic cutting rods; then lift the baseplate out with the "
    "A-frame gantry and two chain blocks.",
    ["P-12 baseplate", "Exothermic cutting rods", "A-frame gantry", "Chain blocks 2 t x2"],
    [
        "Clear combustibles within 11 m; fire watch.",
        "Cut the anchor bolts with exothermic rods.",
        "Rig the baseplate to the gantry and lift out (1.4 t).",
    ],
    [HW, LI],
    [],
    [CSE, RT, EX],
    "Exothermic cutting is hot work and the 1.4 t baseplate is over 1 t.",
)

W(
    M,
    "A",
    "Flare Area",
    "Flare tip inspection from man-basket",
    "Visual and UT inspection of the main flare tip at 60 m. The flare is on purge gas only and pilots are out. "
    "Inspectors ride in a man-basket slung from the 250 t crawler crane set up in the flare area.",
    ["Main flare tip", "250 t crawler crane", "Personnel man-basket"],
    [
        "Crane rigs and proof-tests the man-basket.",
        "Confirm pilots out, purge only; personal H2S monitors.",
        "Lift inspectors to the tip; inspect and UT.",
        "Lower and de-rig.",
    ],
    [WAH, LI, VE],
    [],
    [CSE, EX, RT],
    "Personnel lifted to 60 m in a man-basket: height, a crane lift and a crawler crane in the flare area.",
    hours=10,
    expect={"gasSubstances": ["H2S", "LEL"]},
)

W(
    M,
    "C",
    "Pump House",
    "Vac-ex and hot tap on 12in suction header",
    'Tie-in for the new booster pump. Hydrovac crew daylights the 12" suction header ~3 m east of the pump house '
    'wall (as-builts say 1.4 m cover), then the welders put a 4" split tee on her and we hot tap under flow. '
    "Hydrovac truck spots on the pump house pad.",
    ["12in suction header", "Hydrovac truck", "4in split tee", "Hot tap machine"],
    [
        "Locate and mark services, permit to dig.",
        "Hydrovac to 1.4 m, shore the pit.",
        "Gas test; weld split tee on the live header; fire watch.",
        "Hot tap through the valve.",
    ],
    [EX, HW, VE],
    [CW],
    [CSE, RT, WAH],
    "Vacuum excavation to 1.4 m over a buried line, welding on a live product header and a truck in the pump house.",
    hours=12,
    expect={"gasSubstances": ["LEL"]},
)

W(
    M,
    "B",
    "Reactor Building",
    "R-110 spade insertion and internal inspection",
    "R-110 (styrene service) is down for catalyst inspection. Insert spades on the feed, product and vent nozzles from "
    "the 11 m platform (permanent handrails). Lock off agitator motor. After air-freeing, inspector enters through the "
    "top manway.",
    ["R-110 reactor", "Spades x3", "Agitator motor M-110"],
    [
        "Insert spades at the three nozzles.",
        "LOTO M-110.",
        "Air free, gas test (O2, LEL, benzene).",
        "Enter, inspect, exit; attendant at the manway.",
    ],
    [CW, CSE, EL],
    [],
    [WAH, EX, RT],
    "Spading breaks containment, the agitator is locked out and the inspector enters the reactor; the platform has "
    "permanent handrails.",
    expect={"gasSubstances": ["benzene", "O2", "LEL"], "isolationPoints": ["M-110"]},
)

W(
    M,
    "A",
    "Pipe Rack",
    "Recover stuck pig, crude export launcher",
    "The cleaning pig is stuck in the crude export pig launcher barrel. Launcher isolated, drained and depressured. "
    "The closure door hinge is seized; after gas test it may be heated with a rosebud torch to free it. Pig "
    "(~300 kg) pulled out with the chain block on the launcher davit.",
    ["Crude export pig launcher", "Closure door", "Rosebud heating torch", "Launcher davit chain block"],
    [
        "Isolate, drain, depressure; verify zero pressure on the door.",
        "Gas test (LEL, H2S).",
        "Heat the hinge with the rosebud if needed; fire watch.",
        "Open the door and pull the pig with the chain block.",
    ],
    [CW, HW],
    [LI],
    [CSE, EX, RT],
    "Opening a pig launcher door breaks containment on crude service and the rosebud is a flame; the 300 kg pig "
    "is a light chain-block lift.",
    expect={"gasSubstances": ["H2S", "LEL"]},
)

W(
    M,
    "C",
    "Truck Loading Bay",
    "Gantry floodlight replacement, bay 2",
    "Sparkie to swap the dead LED flood on the gantry roof over bay 2, approx 8 m up. Iso the lighting cct at DB-3 "
    "and lock on. Knuckle boom EWP (diesel) to come in off the roadway into bay 2 - bay closed to tankers for the job. "
    "Spotter on the deck.",
    ["Gantry floodlight FL-2-3", "DB-3", "Diesel boom lift"],
    [
        "Isolate and lock DB-3 lighting circuit, prove dead.",
        "Boom lift sets up in bay 2 (bay closed).",
        "Swap fitting, test.",
    ],
    [WAH, EL, VE],
    [],
    [CSE, EX, HW, RT],
    "Boom lift at 8 m, a 230 V circuit, and diesel plant in the loading bay.",
    expect={"isolationPoints": ["DB-3"]},
)

W(
    M,
    "B",
    "Jetty",
    "Fender panel replacement, berth 2",
    "Fenderpaneel berth 2 is gescheurd (cracked), weight 2,8 t. Barge crane lift the old panel off. The welders cut "
    "the old chain brackets with the brander and weld the new ones on the jetty face; they work from the fixed ladder "
    "on the jetty face, around 3 m above water, with harness and lifejacket.",
    ["Berth 2 fender panel", "Barge crane", "Chain brackets", "Welding sets"],
    [
        "Rig old panel, barge crane takes weight.",
        "Cut chain brackets with the torch.",
        "Weld new brackets from the ladder.",
        "Crane sets the new panel.",
    ],
    [LI, HW, WAH],
    [],
    [CSE, EX, RT],
    "A 2.8 t crane lift, torch cutting and welding on a chemical jetty, and work from a ladder 3 m above water.",
)

W(
    M,
    "A",
    "Hydrotreater",
    "PSV-314 replacement at 22 m",
    "Kindly arrange replacement of PSV-314 on reactor effluent line at 22 m level as per approved method statement. "
    "Scaffolding access to be provided by scaffold contractor. The PSV (450 kg) shall be lowered by davit with 1 t "
    "chain block. Line is sour service, all crew to carry H2S personal monitor.",
    ["PSV-314", "Scaffold", "Davit and 1 t chain block"],
    [
        "Ops isolate the PSV, depressure and drain.",
        "Gas test H2S and LEL.",
        "Unbolt PSV, lower with the chain block.",
        "Fit the recertified PSV, strike scaffold.",
    ],
    [WAH, CW],
    [LI],
    [CSE, EX, RT],
    "Scaffold at 22 m and breaking containment in sour service; a 450 kg chain-block lift is below 1 t.",
    expect={"gasSubstances": ["H2S", "LEL"]},
)

W(
    M,
    "C",
    "Substation",
    "New earth grid extension - trench and exothermic joints",
    "Extend the substation earth grid to the new transformer plinth. Mini-digger trench 1.6 m deep along the fence. "
    "Existing 6.6 kV cables in the ducts nearby stay live. Joints made by exothermic (thermit) welding moulds.",
    ["Mini-digger", "Exothermic welding moulds", "Existing 6.6 kV cable ducts"],
    [
        "Locate and mark cables; hand-dig trial holes.",
        "Machine-dig trench to 1.6 m, trench box.",
        "Lay copper, make exothermic joints.",
        "Backfill.",
    ],
    [EX, HW],
    [EL, VE],
    [CSE, RT, WAH],
    "Machine digging to 1.6 m beside live cables and thermit welding; electrical permit and a digger in a utility "
    "area are site practice.",
    expect={"liveSources": ["6.6 kV cables"]},
)

W(
    M,
    "B",
    "Effluent Treatment",
    "Aerator gearbox swap",
    "The gearbox of surface aerator A-3 must be changed, it is making noise since week 30. Weight of the gearbox is "
    "1,1 ton. Motor of aerator to be locked at MCC. Telehandler will stand on the road of the basin and take the "
    "gearbox from the bridge walkway, this walkway has full handrails on both side. Nobody is going in the basin.",
    ["Surface aerator A-3", "Aerator motor", "Telehandler"],
    [
        "LOTO aerator motor at the MCC.",
        "Unbolt the gearbox.",
        "Telehandler lifts off the 1.1 t gearbox and sets the new one.",
    ],
    [EL, LI],
    [VE],
    [CSE, WAH, EX, RT],
    "Motor lockout and a 1.1 t lift; the telehandler is in a utility area (optional), the walkway is guarded and "
    "nobody enters the basin.",
    expect={"isolationPoints": ["aerator motor"]},
)

W(
    M,
    "A",
    "Tank Farm",
    "Gamma RT of T-210 shell welds",
    "Gamma radiography of new vertical shell welds on T-210 between 8 and 14 m from the external scaffold, night "
    "shift. RT contractor's van parks at the T-210 bund. Site rule: barriers at the 7.5 uSv/h line.",
    ["T-210 shell", "Ir-192 projector", "External scaffold", "RT van"],
    [
        "Van drives in to the bund; set barriers at 7.5 uSv/h.",
        "Climb the scaffold to 8-14 m.",
        "Expose welds in sequence; survey after each.",
        "Stow the source, remove barriers.",
    ],
    [RT, WAH, VE],
    [],
    [CSE, EX, HW],
    "Gamma radiography, work on scaffold up to 14 m and a vehicle in the tank farm.",
    hours=10,
    expect={"stricterLimits": {"radiationBoundary_uSv_h": 7.5}},
)

L = "live_sources"

W(
    L,
    "A",
    "Substation",
    "Replace 400 V MCCB in MCC-4",
    "Feeder MCCB F12 in MCC-4 is tripping on thermal. Isolate the MCC-4 "
    "incomer, lock and prove dead, replace the MCCB. "
    "The adjacent 11 kV switchboard in the same room remains energised throughout.",
    ["MCC-4", "MCCB F12", "11 kV switchboard"],
    ["Isolate MCC-4 incomer, lock, prove dead.", "Replace MCCB F12.", "Test and re-energise."],
    [EL],
    [],
    [HW, CSE, EX, WAH],
    "LV isolation and work in an MCC next to a live 11 kV board.",
    expect={"isolationPoints": ["MCC-4 incomer"], "liveSources": ["11 kV switchboard"]},
)

W(
    L,
    "B",
    "Pipe Rack",
    "Strip insulation, steam line tier 3",
    'Strip the lagging and tin cladding off the 6" MP steam line on tier 3 (4.5 m-ish) for a CUI look. Steam stays '
    "on. The 690 V power tray right alongside also stays live - don't disturb it. Mobile tower scaffold to be used.",
    ["6in MP steam line", "690 V cable tray", "Mobile scaffold"],
    ["Erect mobile scaffold.", "Cut and strip cladding and insulation.", "Bag waste, inspector checks."],
    [WAH, CW],
    [],
    [CSE, EX, RT, HW],
    "Scaffold at 4.5 m and mechanical work on operating plant; the steam line and the cable tray stay live.",
    expect={"liveSources": ["MP steam line", "690 V cable tray"]},
)

W(
    L,
    "C",
    "Drum Store",
    "110 V socket burnt on site distribution unit",
    "The 110V (CTE) socket on the yellow site distribution unit by the drum store door is scorched. Unit is "
    "hard-wired from DB-DS2 way 4 at 400 V. Isolate at DB-DS2 way 4 and lock, prove dead on the 400 V and 110 V "
    "sides, replace socket. The other ways of DB-DS2 (lighting, roller door) stay live.",
    ["Site distribution unit 400/110 V", "DB-DS2 way 4", "110 V CTE socket"],
    [
        "Isolate DB-DS2 way 4, lock and tag.",
        "Prove dead at the primary and at the 110 V outlets.",
        "Replace the socket, insulation test.",
        "Re-energise.",
    ],
    [EL],
    [],
    [HW, CSE, WAH, EX],
    "110 V is above the 50 V AC extra-low voltage limit and the unit is "
    "fed at 400 V; the rest of the board stays live.",
    expect={"isolationPoints": ["DB-DS2 way 4"], "liveSources": ["DB-DS2 lighting and roller door ways"]},
)

W(
    L,
    "A",
    "Cooling Tower",
    "Cell 1 fan gearbox oil change",
    "Drain and refill the gearbox oil on cooling tower cell 1 fan. Lock out cell 1 fan motor at the MCC and pin the "
    "fan against windmilling. Cells 2, 3 and 4 keep running. Access to "
    "the gearbox through the stack door off the fan deck.",
    ["Cell 1 fan gearbox", "Cell 1 fan motor", "Cells 2-4 fans"],
    [
        "LOTO cell 1 fan motor, pin the fan.",
        "Enter the fan stack through the door, drain and refill.",
        "Remove pin and locks.",
    ],
    [EL],
    [CSE],
    [HW, EX, RT],
    "Lock out the cell 1 fan; the neighbouring cells stay live. Inside a fan stack may be treated as a confined space.",
    expect={"isolationPoints": ["cell 1 fan motor"], "liveSources": ["cells 2-4 fans"]},
)

W(
    L,
    "B",
    "Substation",
    "Energised LV survey - thermography",
    "Annual infrared thermography and voltage/current readings of the 400 V main distribution panels with covers "
    "removed under load. No isolation - the whole point is to see the joints under load.",
    ["400 V main distribution panels", "IR camera", "Clamp meter"],
    [
        "Energised work risk assessment, arc-flash boundary, PPE cat 2.",
        "Remove covers one at a time.",
        "Scan and measure.",
        "Refit covers.",
    ],
    [EL],
    [],
    [HW, CSE, WAH],
    "Energised work on 400 V panels needs an electrical permit with arc-flash controls; nothing is isolated.",
    expect={"liveSources": ["400 V main distribution panels"]},
)

W(
    L,
    "C",
    "Tank Farm",
    "Hand dig 0.4 m to inspect T-103 earthing pit",
    "Hand dig around the T-103 earthing pit to about 0.4 m to check the tank earth tape connection. The buried 415 V "
    "supply cable to the T-103 MOV runs close by and stays live.",
    ["T-103 earth pit", "Buried 415 V MOV cable"],
    ["Scan with the CAT, mark the MOV cable.", "Hand dig to 0.4 m.", "Inspect, clean and re-make the joint, backfill."],
    [EX],
    [EL],
    [CSE, HW, WAH],
    "A 0.4 m dig exceeds 0.3 m beside a live buried cable.",
    expect={"liveSources": ["415 V MOV cable"]},
)

W(
    L,
    "A",
    "Crude Unit",
    "P-101B coupling replacement",
    "P-101B cplg spider failed (found on rounds, vib high). LOTO 4.16kV mtr @ SWGR-1, S&D vlvs clsd + chained, "
    "csg drn open to CD. P-101A stays online same hdr.",
    ["P-101B", "4.16 kV motor", "Suction valve", "Discharge valve", "P-101A"],
    [
        "LOTO motor at the switchgear; try start.",
        "Close, chain and tag suction and discharge.",
        "Remove guard, replace coupling, align.",
        "Refit guard, remove locks.",
    ],
    [EL, CW],
    [],
    [HW, CSE, EX],
    "Motor lockout and valve isolation on a crude pump while its twin runs.",
    expect={
        "isolationPoints": ["P-101B motor", "P-101B suction valve", "P-101B discharge valve"],
        "liveSources": ["P-101A"],
    },
)

W(
    L,
    "B",
    "Warehouse",
    "Pallet racking beam repair, aisle 6",
    "Replace two damaged racking beams at 4 m in aisle 6 from the battery scissor lift. The 400 V busbar trunking runs "
    "above the racking (about 1.5 m clearance) and stays live.",
    ["Racking aisle 6", "Battery scissor lift", "400 V busbar trunking"],
    ["Offload the bay.", "Scissor lift to 4 m; replace beams.", "Load test sign-off."],
    [WAH],
    [EL],
    [HW, CSE, EX],
    "Work from a scissor lift at 4 m beneath live busbar trunking.",
    expect={"liveSources": ["400 V busbar trunking"]},
)

W(
    L,
    "C",
    "Truck Loading Bay",
    "Set new 6 t meter skid near 33 kV overhead line",
    "Kindly do the needful for setting of new metering skid (6 t) at bay 5 by 50 t mobile crane (hired). Please note "
    "33 kV overhead line is crossing the access road approx 8 m from crane location, the same will NOT be switched "
    "off. Goal posts and one spotter to be arranged by contractor.",
    ["Meter skid 6 t", "50 t mobile crane", "33 kV overhead line"],
    ["Set up goal posts and a spotter.", "Crane drives in, sets up on mats.", "Lift the skid onto the plinth."],
    [LI, VE],
    [EL],
    [CSE, EX, WAH],
    "A 6 t crane lift with a mobile crane in the loading bay, near a live 33 kV overhead line.",
    expect={"liveSources": ["33 kV overhead line"]},
)

W(
    L,
    "A",
    "Maintenance Workshop",
    "Lathe chuck change",
    "Change the 3-jaw chuck on the centre lathe for the 4-jaw. Isolate "
    "at the lathe's local isolator and lock; vent the "
    "air supply to the pneumatic chuck actuator. Other workshop machines stay running.",
    ["Centre lathe", "Lathe local isolator", "Pneumatic chuck actuator"],
    [
        "Lock the local isolator, try start.",
        "Vent the air to the actuator.",
        "Change the chuck (chuck crane), test run.",
    ],
    [EL],
    [],
    [HW, CSE, WAH],
    "Machine lockout including stored pneumatic energy.",
    expect={"isolationPoints": ["lathe local isolator", "chuck air supply"]},
)

W(
    L,
    "B",
    "Reactor Building",
    "Drill anchors for new cable tray, wall E",
    "Drill 16 M12 anchor holes in the east wall of the reactor building at floor level for a new cable tray bracket. "
    "Per drawing a 230 V lighting conduit is embedded in the wall and stays live; scan before drilling. Hammer drill "
    "is not ATEX rated.",
    ["Reactor building east wall", "Hammer drill", "Embedded 230 V conduit"],
    ["Scan the wall and mark the conduit.", "Gas test.", "Drill and set anchors."],
    [CW],
    [HW, EL],
    [CSE, EX, WAH],
    "Drilling in a process building; a non-ATEX drill may be treated as "
    "hot work and the embedded 230 V conduit stays live.",
    expect={"liveSources": ["embedded 230 V conduit"]},
)

W(
    L,
    "C",
    "Fire Water Pump House",
    "Diesel fire pump DFP-1 annual service",
    "Annual service of diesel fire pump DFP-1. Put the DFP-1 controller to OFF and lock it, isolate its 400 V battery "
    "charger supply and disconnect the starter batteries. The electric jockey pump and fire pump DFP-2 remain live to "
    "keep fire cover; notify the fire team of the impairment.",
    ["DFP-1 diesel fire pump", "DFP-1 controller", "Starter batteries", "Jockey pump", "DFP-2"],
    [
        "Impairment notice to fire team.",
        "Lock controller OFF, isolate charger, disconnect batteries.",
        "Service engine.",
        "Reconnect, test run, cancel impairment.",
    ],
    [EL, CW],
    [],
    [HW, CSE, EX, WAH],
    "Isolation of the pump controller and charger, and a fire-protection impairment (bypassing a safeguard).",
    expect={
        "isolationPoints": ["DFP-1 controller", "battery charger supply", "starter batteries"],
        "liveSources": ["jockey pump", "DFP-2"],
    },
)

W(
    L,
    "A",
    "Loading Rack",
    "Replace ESD push-button, bay 3",
    "Bay 3 ESD push-button cracked. Instrument tech bridges the button out with the override key so the rack keeps "
    "loading; the ESD loop (24 V DC) stays energised. Swap the button station, remove the override.",
    ["Bay 3 ESD push-button", "ESD loop 24 V DC", "Override key"],
    [
        "Shift supervisor authorises the override.",
        "Apply override, swap the button station.",
        "Function test, remove override.",
    ],
    [CW],
    [],
    [EL, HW, CSE],
    "Overriding an ESD is bypassing a safeguard; the loop is 24 V DC, extra-low voltage.",
    expect={"liveSources": ["ESD loop 24 V DC"]},
)

W(
    L,
    "B",
    "Compressor House",
    "Change hoses on K-301 hydraulic start unit",
    "Change the leaking hoses on the hydraulic start unit of K-301 (machine stopped). Lock off the HPU pump motor, "
    "bleed the accumulator to 0 bar. Lube oil pump of the running K-302 next to it stays live.",
    ["K-301 HPU", "HPU pump motor", "Accumulator", "K-302 lube oil pump"],
    ["LOTO HPU pump motor.", "Bleed accumulator, check gauge 0 bar.", "Change hoses, refill, test."],
    [EL, CW],
    [],
    [HW, CSE, WAH],
    "Motor lockout and release of stored hydraulic energy; the neighbouring lube pump stays live.",
    expect={"isolationPoints": ["HPU pump motor", "accumulator"], "liveSources": ["K-302 lube oil pump"]},
)
