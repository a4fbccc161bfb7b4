"""unseen17 tune16 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written as real sites write them (investigation summaries, near-miss cards,
safety alerts, lessons-learned bulletins, shift-log entries, daily reports) from offshore, water, power,
pharma, food, terminal and chemical settings; each label was written together with its text and is never
changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Lessons learned, northern North Sea platform: a produced-water caisson pump and its first column section "
        "were pulled with the pedestal crane after the pump's 690 V supply had been isolated and locked at the "
        "switchboard, but the lift plan assumed 1.9 t because the scale on the column had not been allowed for, "
        "and the real weight was 2.6 t. The crane's rated-capacity indicator alarmed at 40 m radius and the "
        "operator set the load back down on the caisson hatch. Lift weights for caisson pulls must now include "
        "an allowance for scale and marine growth.",
        [LIFT, LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "Pulling a 2.6 t caisson pump with the platform crane needed a lifting permit with a correct lift plan, "
        "and the 690 V pump supply was locked off; a fixed pedestal crane is not a vehicle.",
    ),
    inc(
        "Near-miss card, water treatment works: an operator removed the access hatch of rapid gravity filter "
        "4's underdrain plenum and climbed in to clear a blocked nozzle without an entry permit, a gas test or "
        "anyone at the hatch. He came out after two minutes feeling dizzy, and the reading taken afterwards at "
        "the plenum floor was 17.8% oxygen. The plenum is now on the confined space register with a padlocked "
        "hatch.",
        [CSE],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Climbing into a filter underdrain plenum is a confined space entry needing a permit, an oxygen test and "
        "an attendant; locking off the backwash plant is site practice.",
    ),
    inc(
        "Investigation summary, combined-cycle power station: a technician entered gas turbine 2's acoustic "
        "enclosure to trace a fuel-gas leak while the unit was on turning gear, without an entry permit and "
        "without inhibiting the CO2 fire-suppression system. The enclosure door interlock had been defeated with "
        "a cable tie, and a spurious heat-detector signal released the CO2 thirty seconds after he had stepped "
        "back out. Entries now need a confined space entry permit, the suppression locked in manual and a gas "
        "test for oxygen and flammables.",
        [CSE, CW],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH],
        "Entering a turbine enclosure protected by CO2 flooding needed a confined space entry permit with the "
        "suppression locked in manual, a controlled safeguard bypass under Cold Work; the unit on turning gear "
        "makes Electrical/LOTO optional.",
    ),
    inc(
        "Safety alert, API manufacturing site: a contractor welded a new pipe-support bracket to a mezzanine "
        "beam in the solvent dispensary without a hot work permit, because the job had been booked as a "
        "'support modification'. Spatter fell through the open grating onto a drum of isopropanol below, which "
        "did not ignite, and the fire watch a permit would have demanded was never posted. Any welding, grinding "
        "or cutting outside the workshop needs a hot work permit with a 60 minute fire watch.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO],
        "Welding above isopropanol drums needed a hot work permit with the combustibles covered and a fire "
        "watch; the mezzanine height is not given, so Working at Height is optional.",
    ),
    inc(
        "Shift log, frozen vegetable plant, nights: 01:50 belt jam on spiral freezer 2, hygiene fitter pressed "
        "the stop button and reached into the drive cage to free the belt instead of isolating the 400 V drive "
        "at the panel. 01:54 the line controller restarted the spiral from the HMI, not knowing he was in the "
        "cage, and his glove was pulled into the sprocket and torn off; bruised hand only. Drive-cage work is now "
        "done only under lock-out at the isolator with the fitter's own padlock.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Reaching into a freezer drive needed the 400 V drive locked off at its isolator; a stop button is not "
        "an isolation.",
    ),
    inc(
        "Incident report, water network: a repair gang excavated to 2.1 m with a tracked excavator to reach a "
        "burst 600 mm trunk main in a grass verge and put the fitter in the hole before the trench box arrived. "
        "The wet sand side wall slumped and buried him to the knees; he was dug out by hand with bruising only. "
        "Trenches over 1.2 m on this network are now boxed or battered before anyone goes in.",
        [EX],
        [VE, LIFT, CW],
        [HW, CSE, RT, LOTO, WAH],
        "A 2.1 m machine dig needed an excavation permit with a protective system before entry; the excavator "
        "in a grass verge (not a process area) is Vehicle Entry optional, and the trench-box placement and the "
        "main repair are optional.",
    ),
    inc(
        "Outage report, coal-fired power station: during Ir-192 radiography of economiser inlet header welds "
        "from a scaffold at the 30 m level outside the boiler casing, a scaffolder walked under the barrier tape "
        "at the 24 m landing and stayed inside the controlled area for about four minutes. His electronic "
        "dosimeter recorded 9 µSv, and the second barrier man agreed for that landing had not been posted. "
        "Radiography now needs a barrier plan signed for every landing before the source is wound out.",
        [RT, WAH],
        [],
        [HW, CSE, EX, LIFT, VE, LOTO],
        "Gamma radiography needed a radiography permit with barriers on every landing, and the crew worked "
        "from a scaffold at 30 m (Working at Height).",
    ),
    inc(
        "Investigation summary, LPG import terminal: a contractor drove his diesel pick-up through the open gate "
        "of the sphere compound to drop off a toolbox and left it idling 8 m from a drain point where operators "
        "were draining water, without a vehicle entry permit or a gas test. The operator smelt LPG and shouted, "
        "and the driver switched off and rolled the vehicle out down the slope. All vehicles in the compound now "
        "need a vehicle entry permit, a gas test at the parking spot and a spark arrestor.",
        [VE],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A diesel vehicle inside an LPG sphere compound needed vehicle entry control with a gas test.",
    ),
    inc(
        "Lessons-learned bulletin, fine-chemicals plant: a fitter cracked the flange of a 2in toluene transfer "
        "line to change a gasket after being told the line was drained, but the low-point drain was blocked with "
        "polymer and about 5 litres sprayed onto his face shield and chest. Nobody had checked the line through "
        "its vent before the break and no line-break permit had been issued. Line breaks now need a permit with "
        "the drain and vent proven clear and the far-side bolts loosened first.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Breaking a toluene flange is breaking containment and needed a cold work (line-break) permit with the "
        "line proven drained.",
    ),
    inc(
        "Near-miss card, biscuit factory despatch: a fitter changing a photo-eye on the palletiser infeed at "
        "about 3 m stood on a pallet raised on a forklift's forks because the mobile platform was at the other "
        "end of the hall. The pallet slid when the truck was nudged and he grabbed the conveyor frame and hung "
        "there until colleagues brought a stepladder. Work above 1.2 m now needs the mobile platform or a tower, "
        "never a pallet on forks.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT],
        "Changing a photo-eye at 3 m needed a work-at-height permit and a proper platform; isolating the "
        "palletiser is site practice.",
    ),
    inc(
        "Platform daily report: the rope-access team went over the side at the cellar deck to replace a corroded "
        "riser clamp 18 m above the sea, with the standby vessel on station and the crane-deployed rescue basket "
        "rigged. The new clamp is bolted with no hot work, and the riser stayed in production because the clamp "
        "carries no pressure. One back-up rope was found chafed on a beam edge and was padded before the second "
        "drop.",
        [WAH],
        [CW, LIFT],
        [HW, CSE, EX, RT, VE, LOTO],
        "Rope access 18 m above the sea needed a work-at-height permit with rescue cover; a bolted clamp on a "
        "producing riser makes Cold Work optional and excludes Hot Work.",
    ),
    inc(
        "Incident investigation, pharmaceutical pilot plant: after a glass-lined 2,000 litre reactor had been "
        "nitrogen-inerted for a methanol batch, an engineer put his head and shoulders through the manway to "
        "look at a chipped agitator blade before the vessel had been air-purged. He felt faint, pulled back and "
        "recovered, and the oxygen reading at the manway a minute later was 14%. Any break of the manway plane "
        "now needs an entry permit, an oxygen test and the agitator locked off at the MCC.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, LIFT, VE, WAH],
        "Putting head and shoulders into an inerted reactor is a confined space entry needing a permit with an "
        "oxygen test, and the agitator drive must be locked off.",
    ),
    inc(
        "Investigation summary, biomass power station: the electrician isolated the wrong 690 V breaker because "
        "two conveyor feeders in the MCC carried swapped labels, and two fitters began changing the tail-pulley "
        "bearing on conveyor C-4 with its drive still live. Nobody had tried the start button to prove the "
        "isolation, and the belt crept when a fuel-handling operator started C-4 from the control room to clear "
        "a chute. Isolations are now proven by a try-start and a voltage test before the permit is signed.",
        [LOTO],
        [CW],
        [HW, CSE, EX, RT, VE, WAH],
        "Working on a conveyor tail pulley needed its 690 V drive isolated, locked and proven dead under "
        "Electrical/LOTO.",
    ),
    inc(
        "Lessons learned, bakery ingredients plant: a 1.4 t mixer bowl was being lifted out for relining with the "
        "overhead gantry crane when one sling, choked round a bowl lug without a shackle, slid off and the bowl "
        "swung into the mixer frame. Nobody was in the swing path because the supervisor had cleared the area, "
        "but no lift plan had been written for this non-routine lift. Bowl lifts now need a written lift plan, "
        "the proper lifting beam and shackled slings.",
        [LIFT],
        [LOTO],
        [HW, CSE, EX, RT, VE, WAH],
        "A 1.4 t bowl on a gantry crane needed a lifting permit with a lift plan and inspected rigging; "
        "isolating the mixer is site practice.",
    ),
    inc(
        "Safety alert, gas production platform: the pressurisation fan of a welding habitat on the process deck "
        "tripped on a power dip, and the welder carried on for ten minutes with the habitat at ambient pressure "
        "and the gas-detection shutdown overridden by the habitat technician to stop nuisance trips. Nothing "
        "ignited. Habitat hot work now stops the moment pressurisation is lost, and override keys are held by the "
        "area authority.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE, WAH, LOTO],
        "Welding on a live process deck needed a hot work permit with a pressurised habitat and gas detection "
        "in service.",
    ),
    inc(
        "Near-miss report, chemical tank farm: a contractor's 3 t mini-digger tracked into the solvent tank bund "
        "to dig a 0.9 m foundation pit for a new pipe support and snagged a cathodic-protection anode cable "
        "missing from the services drawing. The CAT scan had been skipped because the permit said the area had "
        "been scanned last year. Every dig now needs a fresh scan on the day and hand-digging within half a metre "
        "of a located service.",
        [EX, VE],
        [LOTO],
        [HW, CSE, RT, LIFT, WAH],
        "Machine digging to 0.9 m needed an excavation permit with a fresh scan, and a diesel mini-digger "
        "inside a solvent bund needed vehicle entry control; isolating the CP rectifier is optional.",
    ),
    inc(
        "Near-miss card, data-centre cooling plant: the maintenance crew moved sodium hypochlorite from a "
        "leaking dosing tank into a spare tank through a temporary hose and drum pump, and the hose coupling "
        "parted at the spare tank's fill point. About 20 litres ran into a bund where last week's acid spill "
        "had not been cleaned up, and the crew backed off when they smelt chlorine. Temporary transfers of dosing "
        "chemicals now need a permit, a bund compatibility check and a hose rated for the chemical.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "A temporary hose transfer of hypochlorite is Cold Work, needing a permit that checks the hose, the "
        "couplings and the bund.",
    ),
    inc(
        "Shift log, fertiliser plant control room: 04:15 fire alarm from the canteen smoke detector, caused by "
        "toast left under the grill by the night cleaner. 04:40 fire team stood down, detector reset, no damage "
        "and no plant impact.",
        [],
        [],
        ALL,
        "Burnt toast in a canteen; no work was done and no permit applies.",
    ),
    inc(
        "Near-miss card, pharmaceutical packaging site: a visitor walking from reception to a meeting room "
        "stepped off the marked walkway to take a phone call and stood in the path of a reversing electric "
        "pallet truck, whose driver stopped in time. The walkway markings at the corridor junction have been "
        "repainted and a convex mirror fitted.",
        [],
        [],
        ALL,
        "A visitor off a walkway in a packaging hall; no job was being done and no permit applies.",
    ),
    inc(
        "Lessons-learned bulletin, offshore accommodation module: a steward strained her back lifting a 20 kg "
        "box of frozen food from the bottom shelf of the galley freezer. Heavy items are now stored at waist "
        "height and a trolley is kept by the freezer.",
        [],
        [],
        ALL,
        "A manual-handling strain in a galley; no permit applies.",
    ),
]
