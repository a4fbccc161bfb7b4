"""unseen7 tune6 incident-style narratives and their labels (written blind; each label written with its case).

Why: the narratives test permit identification from short past-tense accounts in settings the earlier sets
did not use (aluminium smelter, float-glass furnace, winery, hydro penstock, geothermal pad, waste-to-energy
bunker, church roof, stadium floodlight, tannery, desalination, footbridge radiography, distillery, theatre
fly tower, sawmill, bioethanol tank farm, leisure-centre plant room, green hydrogen, ski lift). The label is
the permit(s) the job in the account needed; two accounts need no permit.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "At an aluminium smelter a fitter changing the hook block of a potroom tapping crane was struck when a "
        "colleague in the cab jogged the hoist; the crane's main isolator had not been locked and the 3.5 t "
        "block swung into him. The job needed the crane locked out and a lift plan for the block.",
        [LOTO, LIFT], [WAH, CW], [CSE, EX, RT, HW],
        "Working on a crane hoist needs it locked out (Electrical/LOTO); the 3.5 t hook block is a lift. The "
        "crane walkway height is not given (Working at Height optional).",
    ),
    inc(
        "Bricklayers went into the regenerator checker chamber of a float-glass furnace to ceramic-weld a crown "
        "repair while the furnace was still firing on the other port. One of them was carried out with carbon "
        "monoxide poisoning after the firing reversed.",
        [CSE, HW], [CW], [EX, RT, VE, LIFT],
        "Entry into a regenerator chamber (Confined Space Entry, CO) to do ceramic welding, a hot process "
        "(Hot Work).",
    ),
    inc(
        "The morning after pump-over, a cellar hand climbed through the bottom door of a 20,000 L fermentation "
        "tank to shovel out grape skins and collapsed, because carbon dioxide had pushed out the oxygen. A "
        "second worker who went in after him also collapsed.",
        [CSE], [CW], [HW, EX, RT, VE, WAH],
        "Entering a fermentation tank is a confined space entry with an oxygen-deficiency test.",
    ),
    inc(
        "A rope-access team abseiled 40 m down the penstock of a hydro station to inspect the liner after the "
        "intake gate was lowered, but the gate hoist had only been switched off at its local panel and not "
        "locked. Nobody was hurt; the audit said the job needed the gate hoist locked out, a confined space "
        "entry and a rope-access plan.",
        [CSE, WAH, LOTO], [], [HW, EX, RT, VE],
        "Inside a penstock (Confined Space Entry) on ropes at 40 m (Working at Height), with the gate hoist "
        "locked out (Electrical/LOTO).",
    ),
    inc(
        "On a geothermal well pad a technician changing the gasket of a brine sampling valve was exposed to H2S "
        "from the separator line because the upstream valve was passing. He got out on his escape set.",
        [CW], [], [HW, CSE, EX, WAH, RT, LIFT],
        "Breaking containment on a sour brine line (Cold Work, H2S).",
    ),
    inc(
        "In a waste-to-energy plant the 8 t orange-peel grab of the refuse crane was landed on the tipping floor "
        "for a hydraulic hose change, and the fitter worked under a tine while the crane was still live from "
        "the cabin. The crane had to be locked out and the tines blocked and slung before anyone went under "
        "them.",
        [LOTO, LIFT], [CW], [HW, CSE, EX, RT],
        "Crane locked out (Electrical/LOTO) and the 8 t grab's tines slung and held (Lifting).",
    ),
    inc(
        "A roofer lead-welding a new gutter lining on a church roof with a propane torch stopped for lunch, and "
        "the roof timbers under the lead started to smoulder and caught fire an hour later. He was working on a "
        "pitched roof 12 m up with no edge protection.",
        [HW, WAH], [], [CSE, EX, RT, LOTO],
        "A propane torch on a roof (Hot Work, with a fire watch after the work) at 12 m with no edge protection "
        "(Working at Height).",
    ),
    inc(
        "Changing a 2 kW metal-halide lamp on a stadium floodlight tower, an electrician in a hired "
        "truck-mounted boom lift opened the gear tray with the 400 V supply still on because the lights were "
        "needed for a match that evening.",
        [LOTO, WAH], [VE], [HW, CSE, EX, RT],
        "A 400 V gear tray needs locking out (Electrical/LOTO), worked from a boom lift on the tower (Working at "
        "Height); the truck-mounted lift in a stadium is Vehicle Entry optional.",
    ),
    inc(
        "A tannery worker climbed down into the sulphide effluent pit to clear the inlet of the pit pump, which "
        "had stopped after the beamhouse dumped a batch of liming liquor. Hydrogen sulphide at several hundred "
        "ppm dropped him within a minute.",
        [CSE, LOTO], [CW], [HW, EX, RT, VE],
        "Entry into an effluent pit (Confined Space Entry, H2S) to clear a pump inlet, which needs the pump "
        "locked out (Electrical/LOTO).",
    ),
    inc(
        "At a desalination plant an excavator digging a 1.5 m trench for a new brine outfall pipe cut through "
        "an unmarked 11 kV cable, and the operator stayed in the cab until the network protection tripped.",
        [EX], [VE, LOTO], [HW, CSE, RT, WAH],
        "Machine digging to 1.5 m near buried services (Excavation); the excavator at a water plant is Vehicle "
        "Entry optional.",
    ),
    inc(
        "Selenium-75 radiography of the butt welds on a new steel footbridge was being done from a barge at "
        "night when a jogger ran through the barrier line on the towpath before the crew saw him. The "
        "controlled area then had to be extended over the towpath with a watchman.",
        [RT], [WAH], [HW, CSE, EX],
        "Gamma radiography (Radiography); the height of the welds above the barge is not given.",
    ),
    inc(
        "In a whisky distillery a contractor used an angle grinder to cut off a seized bracket beside the spirit "
        "receiver, and the sparks flashed ethanol vapour from an open sample hatch, singeing his beard.",
        [HW], [CW], [CSE, EX, RT, VE, LIFT],
        "An angle grinder beside ethanol vapour is hot work with a gas test.",
    ),
    inc(
        "A flyman loading steel weights onto a counterweight arbor from the loading gallery 18 m above the "
        "stage leaned through the open gallery gate without a harness and nearly fell when the arbor moved.",
        [WAH], [LIFT], [HW, CSE, EX, RT, VE],
        "An open gallery gate at 18 m (Working at Height); loading a flying set's counterweight is Lifting "
        "optional.",
    ),
    inc(
        "At a sawmill the ring debarker jammed on a frozen log, and a millwright reached into the infeed to free "
        "it after only pressing the stop button; a colleague restarted the line from the control pulpit and the "
        "millwright lost two fingers.",
        [LOTO], [], [HW, CSE, EX, RT, WAH, VE],
        "Clearing a jam in a machine needs it locked out, not stopped (Electrical/LOTO).",
    ),
    inc(
        "A diesel telehandler with no spark arrestor or engine shut-down valve was driven into the bunded "
        "ethanol tank farm of a bioethanol plant to deliver pallets of valves while a tank was being filled and "
        "vapour was venting from the breathers. The engine raced on the vapour before the driver could stop it.",
        [VE], [LIFT], [HW, CSE, EX, RT, WAH],
        "Engine-driven plant in a flammable tank farm (Vehicle Entry); pallet weights not given (Lifting "
        "optional).",
    ),
    inc(
        "In a leisure-centre plant room a contractor replacing the sodium hypochlorite dosing line connected it "
        "to the acid dosing pump by mistake, and the chlorine gas released drove the swimmers out of the pool "
        "hall.",
        [CW], [LOTO], [HW, CSE, EX, WAH, RT, VE, LIFT],
        "Breaking and remaking chemical dosing lines (Cold Work, chlorine); the dosing pumps could be locked off "
        "(Electrical/LOTO optional).",
    ),
    inc(
        "At a green-hydrogen plant a technician slackened a compression fitting on the electrolyser hydrogen "
        "outlet to change a transmitter, not knowing the line still held 30 bar behind a passing valve; the jet "
        "of hydrogen was loud but did not ignite.",
        [CW], [LOTO], [CSE, EX, WAH, RT, VE, LIFT],
        "Opening a pressurised hydrogen line (Cold Work); locking off the electrolyser is Electrical/LOTO "
        "optional.",
    ),
    inc(
        "During a school visit to a glassworks, a pupil fainted from the heat on the viewing gallery above the "
        "furnace hall and was looked after by the site first-aider.",
        [], [], ALL,
        "A visit, not a job: no permit.",
    ),
    inc(
        "A planner in the sawmill office tripped over a loose extension lead under her desk and sprained her "
        "ankle; the lead was rerouted along the back of the desk the same day.",
        [], [], ALL,
        "An office trip; moving a plug-in extension lead is not circuit work. No permit.",
    ),
    inc(
        "Mechanics replacing the bearing of the drive bullwheel of a chairlift lifted the 2.2 t wheel with chain "
        "hoists hung from the roof beam of the drive station, working from the open-edged bullwheel platform "
        "6 m above the ground, with the main drive locked out and the haul rope tied off.",
        [LOTO, LIFT, WAH], [CW], [HW, CSE, EX, RT],
        "Main drive locked out (Electrical/LOTO), a 2.2 t lift on chain hoists (Lifting), an open-edged platform "
        "at 6 m (Working at Height).",
    ),
]
