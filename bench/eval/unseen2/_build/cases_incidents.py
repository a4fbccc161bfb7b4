"""Incident-style narratives for incidents.json, written in the helper's own words (not copied from any report)."""

from common import CSE, CW, EL, EX, HW, LI, RT, VE, WAH

INCIDENTS = []


def N(text, req, opt, forb, why):
    INCIDENTS.append(dict(text=text, required=req, optional=opt, forbidden=forb, why=why))


N(
    "Employee #1, a welder's helper, was holding a fire blanket while a coworker cut a bracket off a diesel day tank "
    "with an oxy-acetylene torch. Residual vapour in the tank ignited and the tank end blew off, striking Employee #1, "
    "who died at the scene.",
    [HW],
    [CW],
    [RT, EX],
    "Torch cutting on a tank that had held diesel is hot work needing gas testing of the tank.",
)
N(
    "Two workers were repairing a leaking weld inside a 3 m deep wet well at a lift station. The first collapsed from "
    "hydrogen sulphide; the second went in to help and was also overcome. Neither space had been tested or ventilated.",
    [CSE],
    [EL],
    [HW, RT],
    "Entry into a wet well; the job needed a confined space permit with gas testing.",
)
N(
    "A labourer was standing in a 2.4 m deep unshored trench connecting a water main when one wall collapsed, burying "
    "him to the chest. He was extracted by the fire service after four hours.",
    [EX],
    [],
    [CSE, RT, HW],
    "A 2.4 m trench needed an excavation permit and a protective system.",
)
N(
    "The IP, a maintenance electrician, was replacing a contactor in a 415 V motor starter that he believed had been "
    "isolated. The isolator for the neighbouring starter had been opened instead and he received an electric shock.",
    [EL],
    [],
    [HW, CSE, EX],
    "Work on a 415 V starter needed isolation verified by a test.",
)
N(
    "A roofer stepped backwards off the edge of a warehouse roof while replacing sheeting and fell 6 m to the concrete "
    "floor. There was no edge protection and he was not wearing a harness.",
    [WAH],
    [],
    [CSE, EX, EL],
    "Roof-edge work at 6 m.",
)
N(
    "During a tandem lift of a 14 t heat exchanger shell, one crane's outrigger punched through a covered drain and "
    "the crane tipped. The load dropped 2 m onto the pipe rack; no-one was hurt.",
    [LI, VE],
    [],
    [CSE, RT],
    "A 14 t tandem crane lift with mobile cranes in the plant.",
)
N(
    "A radiographer working alone on a pipeline spread failed to wind the Ir-192 source back into its container and "
    "walked up to the film with the survey meter switched off. His dosimeter later read well above the annual limit.",
    [RT],
    [],
    [HW, CSE, EX],
    "Gamma radiography.",
)
N(
    "A vacuum truck was brought into the tank farm to remove slops from a bund sump. Vapour reached the truck's "
    "engine air intake; the engine over-sped and the vapour cloud ignited, burning the driver.",
    [VE, CW],
    [],
    [CSE, EX, RT],
    "A truck entering a tank farm and a temporary hose transfer.",
)
N(
    "A fitter opened a valve bonnet on a 'drained' caustic line that was still under pressure, and caustic "
    "sprayed into his face. The line had been isolated at one end only.",
    [CW],
    [],
    [HW, CSE, EX, RT],
    "Breaking containment needed a cold work permit with verified isolation and drainage.",
)
N(
    "While a rigger was slinging a 600 kg pump with a chain block hung from a pipe, the pipe support failed and the "
    "pump fell onto his foot.",
    [],
    [LI],
    [RT, CSE, EX],
    "A 600 kg chain-block lift is below 1 t; lifting controls are site practice.",
)
N(
    "A contractor was using a petrol-driven disc cutter to cut a concrete kerb beside the loading rack. Sparks "
    "ignited gasoline vapour from a leaking loading arm drip tray and he suffered flash burns.",
    [HW],
    [VE],
    [CSE, RT, WAH],
    "A petrol disc cutter producing sparks at a loading rack is hot work.",
)
N(
    "An apprentice was asked to clean the inside of a mixing vessel. The agitator was started remotely by an "
    "operator in the control room who did not know he was inside; he suffered fatal injuries.",
    [CSE, EL],
    [],
    [HW, RT, EX],
    "Vessel entry with the agitator needing lockout.",
)
N(
    "A scaffolder fell 9 m when a tube he was standing on slipped in its coupler during dismantling of a scaffold on "
    "a column. He was not clipped on.",
    [WAH],
    [],
    [CSE, EX, RT],
    "Scaffold dismantling at 9 m.",
)
N(
    "An excavator bucket hit a 150 mm natural gas main while digging a drainage trench at 1.1 m. The escaping gas "
    "did not ignite, but the site was evacuated for six hours.",
    [EX],
    [VE],
    [CSE, RT],
    "Mechanical digging that struck a buried gas main.",
)
N(
    "An electrician was testing a 110 V control circuit in a panel when his screwdriver slipped and bridged to the "
    "400 V busbar behind it, causing an arc flash that burned his face and arms.",
    [EL],
    [],
    [CSE, HW, EX],
    "Live testing in a panel with 400 V parts exposed.",
)
N(
    "A worker was clearing a blockage in a screw conveyor when a colleague restarted it from the local push-button. "
    "His hand was drawn into the flights and two fingers were amputated.",
    [EL],
    [],
    [HW, CSE, EX, RT],
    "The conveyor needed lockout before clearing the blockage.",
)
N(
    "A gang was replacing a tank roof vent on a 16 m crude tank. One man walked across the roof to fetch a tool, the "
    "corroded roof plate gave way and he fell into the tank, which was still half full of crude.",
    [WAH],
    [CW],
    [EX, RT],
    "Work on a tank roof at 16 m; fragile roof.",
)
N(
    "A welder working on a fixed platform at 4 m repaired a handrail on a benzene column. Slag fell through the "
    "grating onto an open drain hub and a flash fire followed.",
    [HW],
    [WAH],
    [CSE, EX, RT],
    "Welding on a process platform; a height permit is optional because the handrail "
    "under repair may leave an open edge at 4 m.",
)
N(
    "A mobile crane slewing a steel beam brushed an 11 kV overhead line. The banksman holding the tag line received a "
    "severe shock.",
    [LI, EL],
    [VE],
    [CSE, RT],
    "A crane lift near a live overhead line.",
)
N(
    "Contractors were cleaning a sludge pit at a refinery wastewater plant when one collapsed. The pit had been "
    "tested for flammables but not for H2S.",
    [CSE],
    [CW],
    [HW, RT, EX],
    "Entry into a sludge pit needing full gas testing including H2S.",
)
N(
    "During a shutdown a boilermaker used an air-arc gouge near an open manway of a vessel being purged with "
    "nitrogen. A second worker who leaned into the manway to check the purge collapsed and was pulled out.",
    [HW, CSE],
    [CW],
    [RT, EX],
    "Air-arc gouging, and entry into a nitrogen-purged vessel.",
)
N(
    "A telehandler carrying a 1.3 t bundle of pipe on its forks overturned on a slope in the tank farm. The driver "
    "was thrown clear.",
    [LI, VE],
    [],
    [CSE, RT, HW],
    "A 1.3 t load on mobile plant in the tank farm.",
)
N(
    "A sparkie on a cherry picker replacing lights above a gasoline pump island was crushed against a canopy beam "
    "when the basket controls were knocked.",
    [WAH, VE],
    [EL],
    [CSE, EX, RT],
    "MEWP work at height in a fuel area; lighting circuit work.",
)
N(
    "An operator opened the door of a pig receiver that still held pressure. The door blew open and struck him in "
    "the chest.",
    [CW],
    [],
    [HW, CSE, EX],
    "Opening a pig receiver is breaking containment.",
)
N(
    "A contractor was drilling into a brick wall with a 110 V hammer drill and hit a concealed 230 V cable. The "
    "drill's metal casing became live and he received a shock.",
    [],
    [EL],
    [CSE, RT, HW],
    "Drilling into a wall with an embedded cable; an electrical check is site practice.",
)
N(
    "A pipefitter broke a flange on an ammonia line that had been drained but not purged. Ammonia vapour hit his "
    "eyes and he was hospitalised overnight.",
    [CW],
    [],
    [HW, CSE, EX],
    "Breaking containment on an ammonia line.",
)
N(
    "A labourer was shovelling in a 0.25 m deep scrape to level paving slabs when he uncovered a plastic "
    "warning tape and stopped work.",
    [],
    [EX],
    [CSE, RT, HW],
    "A 0.25 m hand scrape is below 0.3 m; finding a warning tape makes an excavation permit prudent.",
)
N(
    "A dogman was struck by a 2 t precast pit section that spun while being lowered by a Franna into an excavation.",
    [LI, EX],
    [VE],
    [CSE, RT],
    "A 2 t crane lift into an excavation.",
)
N(
    "An instrument technician calibrating a 24 V DC level transmitter on a tank roof slipped on ice and fell 1 m "
    "onto the roof plate, spraining his wrist.",
    [WAH],
    [CW],
    [EL, RT, EX],
    "Tank-roof instrument work at height; the circuit is extra-low voltage.",
)
N(
    "A welder was repairing a cracked bracket on a heat exchanger in the designated welding bay of the workshop when "
    "a spark set fire to a rag in his pocket.",
    [],
    [],
    [CSE, EX, RT, WAH],
    "Welding in the designated workshop welding bay needs no hot work permit.",
)
N(
    "Two operators were overcome by carbon monoxide while checking a gas-fired heater's burner from inside its "
    "windbox after a flameout.",
    [CSE],
    [EL],
    [RT, EX],
    "Entry into a heater windbox; CO.",
)
N(
    "A worker on a 1.8 m stepladder changing a ceiling tile in the control room fell and broke his collarbone.",
    [WAH],
    [],
    [CSE, EX, HW, RT],
    "A stepladder at 1.8 m is above the 1.2 m threshold.",
)
N(
    "A contractor was sandblasting the outside of a naphtha tank shell when static from the blast hose ignited "
    "vapour escaping from a vent, causing a small fire on the roof.",
    [HW],
    [WAH],
    [CSE, RT],
    "Abrasive blasting near flammables counts as hot work.",
)
N(
    "An operator was sampling a chlorine tank with a loose connection and was exposed to a chlorine release. He was "
    "treated for respiratory irritation.",
    [],
    [CW],
    [HW, CSE, RT, EX],
    "Routine sampling; a permit only if the connection is broken for repair.",
)
N(
    "A pump motor was removed for repair but the cable ends were left live in the terminal box. A labourer "
    "cleaning the baseplate touched the exposed cable ends and was electrocuted.",
    [EL],
    [],
    [HW, CSE, RT],
    "The motor feeder needed isolation and the cable ends making safe.",
)
N(
    "A 900 kg valve slipped from a nylon sling during a lift with the plant's overhead crane and fell onto a walkway.",
    [LI],
    [],
    [CSE, RT, EX],
    "A lift with an overhead crane is a crane lift.",
)
N(
    "Hot oil sprayed from a thermal fluid heater return line when a fitter removed a plug to fit a pressure gauge "
    "while the system was still in service.",
    [CW],
    [],
    [HW, CSE, EX, RT],
    "Breaking into an operating hot oil line.",
)
N(
    "During a night shift a trench 1.6 m deep was left open and unlit beside a road in the terminal; a driver "
    "reversing a forklift drove into it.",
    [EX],
    [VE],
    [CSE, RT],
    "A 1.6 m excavation with vehicles nearby.",
)
N(
    "An insulator cutting lagging from a live steam line at 2.5 m on a ladder lost balance when the line jerked from "
    "water hammer and fell.",
    [WAH, CW],
    [],
    [CSE, EX, RT],
    "Ladder work at 2.5 m and work on an operating steam line.",
)
N(
    "A worker entered a bag filter housing to change bags and was buried when dust bridged above him collapsed.",
    [CSE],
    [EL],
    [HW, RT, EX],
    "Entry into a filter housing.",
)
N(
    "An industrial radiography crew set up at night inside the tank farm and barricaded at a distance that was "
    "later found to give about 20 uSv/h at the barrier; a tank patrol operator walked through the area.",
    [RT],
    [VE],
    [CSE, EX],
    "Gamma radiography; the barrier was set too close.",
)
N(
    "Welding fume and carbon monoxide from a petrol generator running inside a pump pit overcame a fitter who was "
    "welding a support in the pit.",
    [HW, CSE],
    [],
    [RT, EX],
    "Welding inside a pit that was a confined space.",
)
N(
    "A crane operator lifting a 45 t column section in gusting wind lost control of the load, which struck the "
    "existing column. Wind speed at the boom tip was later estimated at 60 km/h.",
    [LI],
    [VE],
    [CSE, RT],
    "A 45 t crane lift.",
)
N(
    "A maintenance fitter put his hand into the guard of a running fan to remove a plastic bag and lost a finger.",
    [EL],
    [],
    [HW, CSE, EX, RT],
    "The fan needed isolation before anyone reached inside the guard.",
)
N(
    "A contractor's excavator was tracked across an unmarked buried fuel line in the terminal, crushing it and "
    "releasing diesel into the soil.",
    [VE],
    [EX],
    [CSE, RT],
    "Mobile plant in a storage terminal; no digging was planned.",
)
