"""tune4 incident-style narratives of unseen5 (1-4 sentences each). Each label was written with its text.

The label is the permit(s) the job in the narrative needed. Settings: grain silo, brewery, wind
turbine, airport apron, hospital plant room, semiconductor fab, rail depot, underground coal mine,
school boiler house, telecom tower, district heating, chemical tank farm, shipyard, ammonia cold
store, offshore platform, solar farm, pipeline spread, biogas plant, quarry office, brewery roof.
"""

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc("A farm worker climbed into a 9 m grain silo to break up a crusted bridge of wheat while the "
        "unloading auger at the base was still switched on. The crust collapsed and he was engulfed to the "
        "chest; he was recovered by the fire service after four hours.",
        [CSE, LOTO], [WAH], [HW, RT, EX],
        "Entering a silo is confined space entry and the unloading auger had to be locked out."),
    inc("A cellar operative at a brewery leaned into the manway of a fermenting vessel to retrieve a "
        "dropped hose and then climbed in. He collapsed in the carbon dioxide atmosphere and his colleague "
        "who went in after him was also overcome.",
        [CSE], [LOTO, CW], [HW, EX, RT],
        "Entering a fermenting vessel is confined space entry with an atmosphere test; the rescue had no plan."),
    inc("Two technicians climbed an 80 m wind turbine tower and entered the hub to inspect the blade pitch "
        "bearings without engaging the rotor lock. A gust turned the rotor a quarter turn and one technician "
        "fractured his arm against the hub casting.",
        [LOTO, WAH], [CSE], [HW, EX, RT],
        "Work in the hub needs the rotor mechanically locked and isolated, and the tower climb is work at "
        "height; the hub may be classed as a confined space."),
    inc("On the airport apron a fuelling contractor opened a hydrant pit valve to replace its seal while the "
        "hydrant main was still pressurised. Jet fuel sprayed out of the pit over the technician and across "
        "the stand.",
        [CW], [CSE, VE], [HW, RT, WAH],
        "Opening a fuel hydrant valve is breaking containment on a live line; the shallow pit and apron "
        "vehicles are optional."),
    inc("In a hospital plant room an estates fitter loosened the inspection door of a steam calorifier that "
        "had not been isolated from the steam main. Steam and hot condensate escaped and he was scalded on "
        "both forearms.",
        [CW], [LOTO], [HW, CSE, EX, RT, WAH],
        "Opening a steam calorifier is breaking containment and needed valve isolation and venting first."),
    inc("A fab maintenance technician swapped a cylinder in a toxic gas cabinet without purging the "
        "pigtail first. The cabinet exhaust alarm went off and the sub-fab was evacuated; no one was "
        "exposed above the limit.",
        [CW], [], [HW, CSE, EX, RT, WAH],
        "Disconnecting a gas cylinder pigtail is breaking containment and needed the purge and leak-check "
        "steps of a permit."),
    inc("A rail depot fitter was working in the inspection pit under a shunting locomotive when the "
        "driver, unaware, started the engine and moved the locomotive two metres. The fitter lay flat in the "
        "pit and was not struck.",
        [LOTO], [VE], [HW, EX, RT, WAH],
        "Working under a locomotive needs it locked out (blue-flag protection and the key removed)."),
    inc("Underground, a belt crew vulcanised a conveyor belt splice with an electrically heated press "
        "without isolating the belt drive. The belt was started from the surface control room and the "
        "press was dragged 15 m along the roadway.",
        [LOTO, HW], [], [CSE, EX, RT],
        "The belt drive had to be locked out, and a heated vulcanising press in a mine is hot work."),
    inc("During an open day a parent on a guided tour of the school boiler house tripped over a hose on the "
        "floor and sprained an ankle.",
        [], [], [HW, CSE, LOTO, CW, WAH],
        "A tour is not a maintenance job and needs no permit."),
    inc("A rigger climbing a 45 m telecom tower to fit a microwave dish unclipped his lanyard to pass a "
        "platform and fell 6 m onto the platform below. The dish was to be hauled up on a gin pole.",
        [WAH], [LIFT], [HW, CSE, EX, RT],
        "Climbing a tower is work at height with 100% tie-off; the gin-pole haul of a dish may need a lift "
        "plan."),
    inc("An excavator digging a trench for a new district heating branch struck the existing 90 °C flow "
        "pipe at 1.2 m depth. Hot water flooded the trench and the banksman was scalded on the legs.",
        [EX], [VE], [HW, CSE, RT, WAH],
        "A machine trench near buried hot-water mains is excavation with the services located first."),
    inc("At a chemical tank farm a driver connected his hose to the wrong fill point and unloaded sodium "
        "hypochlorite into a tank holding acid. Chlorine gas was released and twelve people were treated.",
        [CW], [VE], [HW, CSE, EX, RT, WAH],
        "A hose transfer into a storage tank is controlled under cold work with the fill point checked."),
    inc("In a shipyard a welder repairing a frame inside a ship's double bottom tank was overcome when "
        "argon shielding gas from a leaking hose pooled in the tank. He was pulled out by the hole watch.",
        [HW, CSE], [], [EX, RT],
        "Welding inside a double bottom tank is hot work inside a confined space with continuous gas testing."),
    inc("At an ammonia cold store a refrigeration technician tightened the packing gland of a valve on a "
        "live liquid ammonia line and the gland follower cracked. Ammonia was released into the machinery "
        "room and the store was evacuated.",
        [CW], [], [HW, CSE, EX, RT, WAH],
        "Work on the pressure envelope of a live ammonia line is cold work with isolation and SCBA cover."),
    inc("On an offshore platform a 2.3 t container being lifted from the supply vessel swung into the "
        "handrail of the laydown area when a tag line was not used. A deckhand was pinned but not injured.",
        [LIFT], [], [HW, CSE, EX, RT],
        "A crane lift of 2.3 t needs a lift plan, tag lines and an exclusion zone."),
    inc("A solar farm technician opened a string combiner box isolator under load to replace a fuse. An arc "
        "flashed across the switch and he received burns to one hand.",
        [LOTO], [], [HW, CSE, EX, RT, WAH],
        "Work in a DC combiner box needs the inverter and strings isolated and proven dead first."),
    inc("On a pipeline spread a radiographer exposed an Ir-192 source on a tie-in weld before the barrier "
        "was complete. A welder's helper walking back to the truck received a dose above the site limit.",
        [RT], [VE], [HW, CSE, WAH],
        "Gamma radiography needs a barriered controlled area and survey before exposure."),
    inc("At a dairy farm biogas plant a tractor pulling a slurry tanker was driven into the fenced digester "
        "compound, a classified gas area, and parked beside a leaking gas membrane.",
        [VE], [], [HW, RT, CSE],
        "An engine-driven vehicle entering a hazardous gas area needs vehicle entry control."),
    inc("A quarry weighbridge clerk cut her finger on a paper guillotine in the site office.",
        [], [], [HW, LOTO, CW, LIFT],
        "Office work; no permit."),
    inc("A brewery contractor clearing a gutter stepped onto a fragile roof light 7 m above the bottling hall "
        "and fell through to the floor.",
        [WAH], [], [HW, CSE, EX, RT],
        "Roof work near fragile roof lights at 7 m is work at height with crawling boards and edge protection."),
]
