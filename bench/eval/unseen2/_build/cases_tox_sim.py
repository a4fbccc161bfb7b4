"""toxic_substances, simops, incident_narrative and garbage cases, hand-written by the unseen2 helper."""

from common import ALL, CSE, CW, EL, EX, HW, LI, RT, VE, WAH, W

T = "toxic_substances"

W(
    T,
    "A",
    "Hydrotreater",
    "D-340 sour water drum - internal insp.",
    "Sour water drum D-340 internal inspection for the RBI programme. Contents sour water (H2S + ammonia). Drum to be "
    "positively isolated with blinds at all nozzles, steamed and ventilated. Site H2S alarm setting for entry is "
    "5 ppm (stricter than the 10 ppm program figure).",
    ["D-340 sour water drum", "Blinds x5"],
    [
        "Blind all nozzles per blind list.",
        "Steam out, ventilate.",
        "Gas test O2, LEL, H2S, NH3 before and every 15 min.",
        "Inspector enters with attendant; rescue team on standby.",
    ],
    [CSE, CW],
    [],
    [HW, EX, RT],
    "Entry into a sour water drum after blinding; H2S and ammonia must both be tested.",
    expect={"gasSubstances": ["H2S", "NH3", "O2", "LEL"], "stricterLimits": {"h2s_alarm_ppm": 5}},
)

W(
    T,
    "B",
    "Tank Farm",
    "benzene rundown line - flange mgmt",
    "flange gasket renew on benzene rundown line to TK-31, 2nd flange from tank nozzle. site OEL for benzene "
    "0.5 ppm 8h (company) - full face respirators. line drained & N2 blown to tank by ops.",
    ["TK-31 benzene tank", "Rundown line flange"],
    ["ops drain + N2 blow", "gas test benzene / LEL", "break flange, renew gasket", "box up, leak test w/ N2"],
    [CW],
    [],
    [HW, CSE, EX, WAH],
    "Breaking containment on benzene service with a company limit stricter than the usual figure.",
    expect={"gasSubstances": ["benzene", "LEL", "O2"], "stricterLimits": {"benzene_ppm": 0.5}},
)

W(
    T,
    "B",
    "Effluent Treatment",
    "Chlorine drum changeover, chlorinator house",
    "Changeover of the empty 900 kg chlorine ton-container at the effluent chlorinator. The full drum is moved on the "
    "monorail hoist (rated 2 t). Cl2 detector in the room, SCBA at the door, ammonia bottle for leak check.",
    ["Chlorine ton-container 900 kg", "Monorail hoist 2 t", "Chlorinator"],
    [
        "Close drum valves, vent the pigtail.",
        "Disconnect the pigtail (break containment).",
        "Lift the full drum (900 kg) into the cradle with the hoist.",
        "Connect new pigtail gasket, leak check with ammonia vapour.",
    ],
    [CW],
    [LI],
    [HW, CSE, EX, WAH],
    "Disconnecting a chlorine pigtail breaks containment; a 900 kg hoist lift is under 1 t so lifting is optional.",
    expect={"gasSubstances": ["Cl2"]},
)

W(
    T,
    "A",
    "Crude Unit",
    "H-101 firebox entry - refractory inspection",
    "After shutdown and cooling, crude heater H-101 firebox to be entered for a refractory and tube inspection. Fuel "
    "gas spaded at each burner, FD/ID fans locked off. Scaffold inside the radiant box to 8 m. Check for CO from "
    "smouldering coke deposits.",
    ["H-101 crude heater", "FD fan", "ID fan", "Burner fuel gas spades", "Internal scaffold"],
    [
        "Spade fuel gas; LOTO FD and ID fans.",
        "Ventilate; gas test O2, LEL, CO.",
        "Scaffolders enter and erect internal scaffold to 8 m.",
        "Inspectors enter; attendant at the peep door.",
    ],
    [CSE, EL, WAH, CW],
    [],
    [EX, RT],
    "Entry into a heater firebox with fan lockout, spading of the fuel "
    "gas and an internal scaffold to 8 m; CO from coke.",
    expect={"gasSubstances": ["CO", "O2", "LEL"], "isolationPoints": ["FD fan", "ID fan", "burner fuel gas"]},
)

W(
    T,
    "A",
    "Flare Area",
    "Incinerator stack sampling port - install probe",
    "Stack emission test on the tail gas incinerator stack. Test team installs the isokinetic probe at the 30 m "
    "sampling platform (platform has a gap in the toe-board and one missing rail section - harness required). "
    "Flue gas contains SO2.",
    ["Incinerator stack", "Sampling platform 30 m", "Isokinetic probe"],
    ["Inspect platform, rig lanyard anchor.", "Climb caged ladder to 30 m.", "Open the port, insert probe, sample."],
    [WAH],
    [CW],
    [CSE, EX, HW, RT],
    "Work on a 30 m platform with missing guarding; opening the stack port exposes the team to SO2.",
    expect={"gasSubstances": ["SO2"]},
)

W(
    T,
    "B",
    "Boiler House",
    "Economiser duct inspection hatch entry",
    "Boiler B-2 is off line. Go in through the economiser duct inspection hatch to check the tube fins. ID fan locked "
    "off. Natural gas boiler - CO may hang in the duct.",
    ["Boiler B-2 economiser duct", "ID fan", "Inspection hatch"],
    [
        "LOTO ID fan and burner gas valve.",
        "Ventilate, gas test O2 and CO.",
        "Enter, inspect, exit; attendant at hatch.",
    ],
    [CSE, EL],
    [],
    [HW, EX, RT],
    "Entry into a flue duct with the fan locked out; CO from combustion.",
    expect={"gasSubstances": ["CO", "O2"], "isolationPoints": ["ID fan", "burner gas valve"]},
)

W(
    T,
    "C",
    "Pump House",
    "Strainer clean P-402 sour crude",
    "Kindly note P-402 suction strainer is choked, request cleaning at earliest. Pump is handling sour crude, H2S in "
    "vapour was measured up to 200 ppm at strainer cover during last cleaning. Motor shall be locked off and suction "
    "& discharge valve closed prior to opening.",
    ["P-402", "P-402 motor", "Suction strainer"],
    [
        "LOTO motor, close valves, drain to closed drain.",
        "Don SCBA; gas test H2S, LEL, benzene.",
        "Open strainer cover, clean basket.",
        "Close, leak test.",
    ],
    [EL, CW],
    [],
    [HW, CSE, EX, WAH],
    "Opening a strainer on sour crude with pump lockout; H2S and benzene from crude.",
    expect={"gasSubstances": ["H2S", "benzene", "LEL"], "isolationPoints": ["P-402 motor"]},
)

W(
    T,
    "B",
    "Reactor Building",
    "R-220 inert entry - catalyst screen",
    "Inert entry into R-220 under nitrogen blanket to repair the outlet collector screen (catalyst is pyrophoric, "
    "must stay under N2). Entry by a specialist inert-entry contractor on supplied air with helmet comms. The top "
    "manway is on the 15 m platform with permanent handrails.",
    ["R-220 reactor", "Outlet collector screen", "Nitrogen supply", "Breathing air trailer"],
    [
        "Blind the reactor, maintain N2 blanket.",
        "Continuous O2 and LEL monitoring at the manway.",
        "Inert entrant goes in on supplied air; standby diver-style rescue.",
        "Repair screen, exit.",
    ],
    [CSE, CW],
    [],
    [HW, WAH, EX],
    "Inert entry into a reactor under nitrogen; oxygen deficiency is the key hazard.",
    expect={"gasSubstances": ["O2", "LEL"]},
)

W(
    T,
    "A",
    "Wastewater Treatment",
    "Ammonia dosing pump diaphragm",
    "Replace diaphragm on nutrient dosing pump DP-3 (aqueous ammonia 25%). LOTO pump, isolate and flush the head.",
    ["DP-3 dosing pump", "Aqueous ammonia day tank"],
    ["LOTO DP-3.", "Close suction/discharge, flush head with water.", "Replace diaphragm, leak test."],
    [EL, CW],
    [],
    [HW, CSE, EX, WAH],
    "Pump lockout and opening an ammonia solution line.",
    expect={"gasSubstances": ["NH3"], "isolationPoints": ["DP-3"]},
)

W(
    T,
    "C",
    "Tank Farm",
    "T-108 side-entry mixer seal",
    "Mech seal on the side-entry mixer of gasoline tank T-108 leaking. Tank stays in service at low level; isolate via "
    "the mixer shut-off valve. Mixer motor LOTO at MCC-TF.",
    ["T-108 mixer", "Mixer motor", "Mixer shut-off valve", "MCC-TF"],
    ["LOTO mixer motor.", "Close mixer shut-off valve, drain seal chamber.", "Gas test benzene, LEL.", "Replace seal."],
    [EL, CW],
    [],
    [CSE, EX, WAH],
    "Motor lockout and breaking containment on a gasoline tank; benzene in the vapour.",
    expect={"gasSubstances": ["benzene", "LEL"], "isolationPoints": ["mixer motor", "mixer shut-off valve"]},
)

W(
    T,
    "B",
    "Compressor House",
    "NH3 refrigeration compressor oil drain",
    "Drain oil from the oil pot of ammonia refrigeration compressor "
    "RC-2. Pump down, isolate, then open the drain valve "
    "slowly into a bucket of water. Ammonia detector at the door, escape mask carried.",
    ["RC-2 ammonia refrigeration compressor", "Oil pot"],
    ["Pump down, isolate RC-2.", "Drain oil slowly.", "Close and cap the drain."],
    [CW],
    [EL],
    [HW, CSE, EX],
    "Opening an ammonia refrigeration system to drain oil.",
    expect={"gasSubstances": ["NH3"]},
)

W(
    T,
    "A",
    "Tank Farm",
    "Vac truck: sour sludge from T-4 water draw",
    "Vac truck to load sour sludge from the T-4 water draw-off sump. Truck drives in to the T-4 bund road. H2S "
    "expected; truck exhaust at least 15 m from the tank vents.",
    ["Vacuum truck", "T-4 water draw-off"],
    ["Gas test H2S, LEL at the hook-up.", "Truck in, earth it.", "Connect hose, suck sludge, disconnect."],
    [VE, CW],
    [],
    [CSE, EX, HW, WAH],
    "A vac truck inside the tank farm and a temporary hose transfer of sour sludge.",
    expect={"gasSubstances": ["H2S", "benzene", "LEL"]},
)

W(
    T,
    "C",
    "Drum Store",
    "Leaking hypochlorite drum - overpack",
    "A 200 L drum of sodium hypochlorite is weeping in the drum store next to the acid drums. Risk of chlorine gas "
    "if they mix. Overpack the drum and decant the contents with the drum pump into a new drum.",
    ["Hypochlorite drum 200 L", "Overpack drum", "Drum pump"],
    ["Move acid drums away, neutralise spill.", "Overpack the leaking drum.", "Decant with the drum pump."],
    [CW],
    [],
    [HW, CSE, EX, WAH, EL],
    "A temporary transfer of hypochlorite; chlorine if it meets acid.",
    expect={"gasSubstances": ["Cl2"]},
)

W(
    T,
    "A",
    "Hydrotreater",
    "Catalyst dump R-301 under N2 - no entry",
    "Dump spent sulphided catalyst from R-301 through the bottom dump nozzle into sealed bins under a nitrogen "
    "blanket. No entry into the reactor at any point. Pyrophoric catalyst: SO2 forms if it heats in air; H2S may be "
    "released.",
    ["R-301 reactor", "Bottom dump nozzle", "Catalyst bins", "Nitrogen supply"],
    [
        "Confirm N2 blanket and blinds.",
        "Open the dump nozzle, connect the chute.",
        "Dump into bins, inert each bin.",
        "Close nozzle.",
    ],
    [CW],
    [],
    [CSE, HW, EX],
    "Opening the dump nozzle breaks containment; nobody enters, so confined space entry is excluded.",
    expect={"gasSubstances": ["H2S", "SO2", "O2"]},
)

S = "simops"

W(
    S,
    "C",
    "Tank Farm",
    "Vac truck empties T-110 bund sump",
    "Vac truck to empty the rainwater/oily water in the T-110 bund sump. Note: welders are working on the bund stair "
    "handrail about 10 m away at the same time.",
    ["Vacuum truck", "T-110 bund sump"],
    ["Truck drives in, parks on the bund road, earth it.", "Suck out the sump.", "Drive out."],
    [VE, CW],
    [],
    [CSE, EX, WAH],
    "A vac truck in the tank farm and a temporary hose transfer.",
    hours=6,
    pair="P1",
)

W(
    S,
    "C",
    "Tank Farm",
    "Weld bund stair handrail T-110",
    "Weld a new section of handrail on the T-110 bund stair with the MMA set. Vac truck working the bund sump nearby.",
    ["T-110 bund stair", "MMA welder"],
    ["Gas test, fire blanket, fire watch.", "Weld handrail section.", "Fire watch 60 min."],
    [HW],
    [],
    [CSE, EX, WAH],
    "Arc welding in the tank farm.",
    hours=6,
    pair="P1",
)

W(
    S,
    "B",
    "Pipe Rack",
    "Paint rack steel from boom lift",
    "Touch-up paint on the pipe rack steel at 7 m from the diesel boom lift, brush and roller only. Note a flange "
    "break on the line below is scheduled at the same time.",
    ["Diesel boom lift", "Pipe rack steel"],
    ["Boom lift drives in and sets up.", "Wire brush and paint at 7 m.", "Drive out."],
    [WAH, VE],
    [],
    [HW, CSE, EX],
    "A diesel boom lift in the pipe rack at 7 m; brush and roller only.",
    hours=8,
    pair="P2",
)

W(
    S,
    "B",
    "Pipe Rack",
    "Flange break, toluene line at grade",
    'Break the 3" flange on the toluene transfer line at grade to replace the orifice plate. Boom lift is painting '
    "overhead in the same bay.",
    ["Toluene transfer line", "Orifice plate FE-228"],
    ["Ops drain and depressure.", "Gas test LEL.", "Break flange, swap orifice plate, box up."],
    [CW],
    [],
    [HW, CSE, WAH, EX],
    "Breaking containment on a toluene line at grade.",
    hours=8,
    pair="P2",
    expect={"gasSubstances": ["LEL"]},
)

W(
    S,
    "A",
    "Crude Unit",
    "X-ray of small-bore welds on furnace outlet",
    "X-ray (not gamma) radiography of six small-bore socket welds on the furnace outlet vents at grade, 300 kV tube. "
    "Scaffolders are erecting at C-102 about 15 m away during the same night shift.",
    ["300 kV X-ray tube", "Furnace outlet vents"],
    ["Barriers at the boundary, warning lights.", "Expose welds.", "Survey and clear."],
    [RT],
    [],
    [HW, CSE, EX, WAH],
    "X-ray radiography is radiography.",
    hours=10,
    pair="P3",
)

W(
    S,
    "A",
    "Crude Unit",
    "Erect scaffold at C-102 for insulation repair",
    "Erect a tube-and-fitting scaffold to 12 m at C-102 for an insulation repair. Radiography is planned 15 m away on "
    "the same night shift.",
    ["C-102", "Tube-and-fitting scaffold"],
    ["Deliver material by hand.", "Erect to 12 m.", "Inspect and tag."],
    [WAH],
    [],
    [HW, CSE, EX, RT],
    "Scaffold erection to 12 m.",
    hours=10,
    pair="P3",
)

W(
    S,
    "A",
    "Substation",
    "Trench for new cable route, 1.8 m",
    "Mini-digger trench, 1.8 m deep, for a new cable route along the north side of the substation. Switchgear "
    "maintenance is going on inside at the same time.",
    ["Mini-digger", "Trench box"],
    ["Locate and mark services.", "Dig to 1.8 m, install trench box.", "Lay ducts, backfill."],
    [EX],
    [VE],
    [HW, CSE, WAH],
    "Mechanical digging to 1.8 m; the digger is in a utility area (optional).",
    hours=9,
    pair="P4",
)

W(
    S,
    "A",
    "Substation",
    "11 kV switchgear panel 3 maintenance",
    "Isolate and earth 11 kV panel 3 for breaker maintenance. A trench "
    "is being dug outside the building at the same time.",
    ["11 kV switchgear panel 3"],
    ["Switch out, rack out, earth.", "Prove dead.", "Service breaker, test, restore."],
    [EL],
    [],
    [HW, CSE, EX, WAH],
    "HV isolation and earthing for breaker maintenance.",
    hours=9,
    pair="P4",
    expect={"isolationPoints": ["11 kV panel 3"]},
)

NAR = "incident_narrative"

W(
    NAR,
    "A",
    "Tank Farm",
    "IR-2025-041 weed burner flash at T-9 drain",
    "A roustabout was clearing brush along the T-9 bund drain with a propane weed burner. Vapour from a weeping "
    "drain valve flashed back over him and he was taken to hospital with burns to both legs. No gas test had been "
    "done and nobody had treated the job as hot work.",
    ["Propane weed burner", "T-9 bund drain"],
    [
        "Roustabout lit the weed burner at the bund drain.",
        "Vapour from the drain valve flashed.",
        "Casualty treated and taken to hospital.",
    ],
    [HW],
    [],
    [CSE, EX, WAH, RT],
    "A propane weed burner is an open flame in a tank farm.",
)

W(
    NAR,
    "B",
    "Warehouse",
    "Repeat of job where sparky fell from ladder",
    "In 2025 an electrician (sparky) fell 3 m off a leaning ladder while changing a high-bay light in the warehouse; "
    "the circuit had been left live and he got a belt. Same fitting needs changing now.",
    ["High-bay light", "Lighting circuit 230 V"],
    ["Isolate the lighting circuit.", "Access at 6 m.", "Change fitting."],
    [EL, WAH],
    [],
    [HW, CSE, EX],
    "The fitting is at height and on a 230 V circuit; both caused the earlier incident.",
)

W(
    NAR,
    "C",
    "Jetty",
    "Jetty crush injury - Hiab slew",
    "While a 1.4 t hose reel was being swapped, the Hiab parked on the jetty slewed with nobody dogging the load "
    "and a deckhand's hand was crushed between the reel and the bollard. The driver had been operating the crane "
    "from the far side of the truck with no view of the load.",
    ["Hiab crane truck", "Hose reel 1.4 t"],
    [
        "Hiab parked on the jetty and slung the reel.",
        "Crane slewed with no dogman.",
        "Deckhand's hand crushed at the bollard.",
    ],
    [LI, VE],
    [CW],
    [HW, CSE, EX],
    "A 1.4 t lift with a truck-mounted crane on a product jetty.",
)

W(
    NAR,
    "A",
    "Cooling Tower",
    "Basin cleaning - previous fatality referenced",
    "Reference: a contractor drowned in 2019 at a sister site when a cooling tower basin pump started while he was "
    "in the sump pit. This order: enter the basin sump pit (1.8 m deep, covered by grating) to remove debris. "
    "Circulating water pumps to be locked off.",
    ["Cooling tower basin sump pit", "CW pumps"],
    ["LOTO the CW pumps.", "Lift grating; gas test.", "Enter pit, remove debris, exit."],
    [CSE, EL],
    [],
    [HW, RT, EX],
    "Entry into a covered pit with pumps that can start; lockout and confined space entry.",
    expect={"isolationPoints": ["CW pumps"], "gasSubstances": ["O2"]},
)

W(
    NAR,
    "A",
    "Hydrotreater",
    "Investigation report excerpt - flange H2S release",
    "Excerpt from the 2026 investigation: the fitter was cracking the flange on the sour water line when a jet of "
    "H2S-laden water hit him; the line had not been drained, and his personal monitor alarmed at 15 ppm. He was "
    "helped to the muster point and recovered after oxygen.",
    ["Sour water line flange"],
    [
        "Fitter started to crack the flange bolts.",
        "Undrained sour water jetted out.",
        "Personal monitor alarmed at 15 ppm H2S.",
    ],
    [CW],
    [],
    [HW, CSE, EX],
    "Breaking containment on sour water; H2S.",
    expect={"gasSubstances": ["H2S"]},
)

W(
    NAR,
    "B",
    "Reactor Building",
    "Nitrogen asphyxiation near miss - lessons, redo job",
    "Vorig jaar (last year) a helper leaned into the R-205 manhole to pick up a spanner and collapsed; the vessel was "
    "still under nitrogen. He was pulled out by his collega. Now the vessel internals must be cleaned properly "
    "with a man inside.",
    ["R-205"],
    ["Isolate, purge with air, gas test.", "Entrant with attendant and rescue set.", "Clean internals."],
    [CSE],
    [CW],
    [HW, EX],
    "Entry into a vessel that was under nitrogen; oxygen test is essential.",
    expect={"gasSubstances": ["O2"]},
)

W(
    NAR,
    "C",
    "Truck Loading Bay",
    "Fall from loading gantry edge",
    "A fitter sent to renew the hinge pins of the fold-down gangway on the loading gantry worked from the gantry "
    "edge with the gangway swung up and no harness. He lost his footing and fell 3.5 m to the bay slab, fracturing "
    "his pelvis. The gangway was the only edge protection at that point.",
    ["Gantry gangway", "Spring balancer"],
    [
        "Fitter swung the gangway up to reach the hinge.",
        "Worked at the open gantry edge without a harness.",
        "Fell 3.5 m to the slab.",
    ],
    [WAH],
    [],
    [CSE, EX, RT],
    "Work on the gangway at 3.5 m with an open edge.",
)

W(
    NAR,
    "A",
    "Loading Rack",
    "Previous static fire at bay 6 - grounding clamp repair",
    "A small fire at bay 6 in 2024 was put down to a broken static grounding clamp while top-loading. The clamp is "
    "again damaged. Replace the clamp and cable from the ground; no hot work, no tools on the tanker.",
    ["Bay 6 static grounding clamp"],
    ["Take bay 6 out of service.", "Replace clamp and cable.", "Continuity test."],
    [],
    [CW],
    [HW, WAH, CSE, EX, RT],
    "Replacing a passive grounding clamp from the ground; a bay taken out of service may be on a cold work permit.",
)

W(
    NAR,
    "B",
    "Jetty",
    "Diver near miss - jetty pile survey",
    "The survey report says a diver was nearly drawn into the cooling water intake in 2025. This order: jetty pile UT "
    "survey from the water. Intake pumps to be locked off during the dive.",
    ["Cooling water intake pumps", "Jetty piles"],
    ["LOTO intake pumps.", "Diving team survey.", "Restore pumps."],
    [EL],
    [],
    [HW, EX, RT],
    "The intake pumps must be locked off while divers are in the water.",
    expect={"isolationPoints": ["intake pumps"]},
)

W(
    NAR,
    "A",
    "Crude Unit",
    "Burned offsider - air-arc gouge (2025 repeat)",
    "2025: offsider received burns when slag from air-arc gouging on the crude line support dropped onto oily lagging "
    "3 m below and it caught. Same support needs a second gouge-and-weld repair. Support steel at 3 m, ladder access.",
    ["Crude line support", "Air-arc gouging set"],
    ["Remove oily lagging below, fire blankets.", "Access by ladder at 3 m.", "Gouge and weld, fire watch."],
    [HW, WAH],
    [],
    [CSE, EX, RT],
    "Air-arc gouging is hot work; work from a ladder at 3 m.",
)

W(
    NAR,
    "C",
    "Substation",
    "HV cable strike while pot-holing",
    "The civils crew were pot-holing outside the substation to prove an 11 kV cable route. At about 0.5 m down the "
    "jackhammer went through the live cable; the operator was thrown back with flash burns to his hands. The "
    "drawings had been the only locate.",
    ["Jackhammer", "11 kV cable"],
    ["Crew marked the route from drawings.", "Jackhammer broke out the pot-hole.", "Struck the live cable at 0.5 m."],
    [EX],
    [EL],
    [HW, CSE, WAH],
    "Pot-holing to 0.5 m to expose a live HV cable is excavation.",
    expect={"liveSources": ["11 kV cable"]},
)

W(
    NAR,
    "B",
    "Compressor House",
    "Barring gear entanglement, K-302",
    "A fitter's arm was caught when the K-302 flywheel rotated during barring for a crosshead inspection. The "
    "operator had switched the motor isolator back on to test the lube pump, not knowing anyone was at the "
    "machine; the isolator carried no personal locks.",
    ["K-302 compressor", "K-302 main motor isolator", "Barring gear"],
    [
        "Fitter engaged the barring gear.",
        "Operator closed the isolator to test the lube pump.",
        "Flywheel turned and caught the fitter's arm.",
    ],
    [EL],
    [CW],
    [HW, CSE, EX],
    "The main motor needed lockout with personal locks before barring.",
)

W(
    NAR,
    "A",
    "Pipe Rack",
    "Dropped grating and open hole at 7 m",
    "Two grating panels were lifted off the 7 m pipe rack walkway to get a new line through. One 25 kg panel slid "
    "off the edge and struck a passer-by below, and a scaffolder nearly stepped into the open hole before the "
    "temporary edge protection went up.",
    ["Pipe rack walkway grating"],
    [
        "Grating clips cut and panels lifted.",
        "One panel slid off the walkway edge.",
        "Edge protection installed after the near miss.",
    ],
    [WAH],
    [CW],
    [CSE, EX, RT],
    "Removing grating creates an open edge at 7 m.",
)

W(
    NAR,
    "C",
    "Pump House",
    "Gasoline fire from pump - redo seal",
    "Following the 2024 fire when a seal leak on P-101 caught from a non-ATEX angle grinder used nearby, the P-101 "
    "seal is to be renewed. Motor LOTO, no grinder at all on this job.",
    ["P-101", "P-101 motor"],
    ["LOTO motor, isolate valves.", "Change seal.", "Leak test."],
    [EL, CW],
    [],
    [HW, CSE, EX, WAH],
    "Motor lockout and opening the pump; the grinder is genuinely excluded.",
    expect={"isolationPoints": ["P-101 motor"], "gasSubstances": ["benzene", "LEL"]},
)

G = "garbage"

W(
    G,
    "A",
    "Crude Unit",
    "WO",
    "",
    [],
    [],
    [],
    [],
    ALL,
    "Empty order; nothing can be assessed.",
    expect={"needsReview": True},
)
W(
    G,
    "B",
    "Warehouse",
    "asdf",
    "asdf jkl; qwerty 12345 /// ???",
    [],
    ["???"],
    [],
    [],
    ALL,
    "Keyboard mash; nothing can be assessed.",
    expect={"needsReview": True},
)
W(
    G,
    "C",
    "Jetty",
    "مراجعة",
    "يرجى مراجعة المرفق وإرسال الملاحظات قبل الخميس.",
    [],
    [],
    [],
    [],
    ALL,
    "An Arabic request to review an attachment; no job described.",
    expect={"needsReview": True},
)
W(
    G,
    "A",
    "Maintenance Workshop",
    "🔧🔧",
    "🔧🔧👍 asap",
    [],
    [],
    [],
    [],
    ALL,
    "Emoji only; no job.",
    expect={"needsReview": True},
)
W(
    G,
    "B",
    "Control Room",
    "Copy of copy of WO - FINAL (2).docx",
    "Copy of copy of WO - FINAL (2).docx",
    [],
    [],
    [],
    [],
    ALL,
    "A file name only; no job.",
    expect={"needsReview": True},
)
W(
    G,
    "C",
    "Pump House",
    "Per phone call",
    "Per phone call with Kees.",
    [],
    [],
    [],
    [],
    ALL,
    "Refers to a phone call; no job is described.",
    expect={"needsReview": True},
)
W(
    G,
    "A",
    "Substation",
    "Undeliverable: RE: WO",
    "Delivery has failed to these recipients or groups: planning@... The recipient's mailbox is full.",
    [],
    [],
    [],
    [],
    ALL,
    "A mail bounce; no job.",
    expect={"needsReview": True},
)
W(
    G,
    "B",
    "Pipe Rack",
    "E-1203",
    "E-1203",
    ["E-1203"],
    [],
    [],
    [],
    [],
    "A bare equipment tag; any permit would be a guess, so nothing is forbidden.",
    expect={"needsReview": True},
)
