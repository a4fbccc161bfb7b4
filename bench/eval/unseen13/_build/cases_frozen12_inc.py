"""unseen13 frozen12 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from settings the earlier blind sets did not use; each label was written
together with its text and is never changed afterwards. Plain data read by build.py.
frozen12 is measured once per change and never tuned on; nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "A circus rigger fell 9 m from the king pole of a big top while re-rigging a trapeze anchor without "
        "a lanyard. The crew boss said there had been no time to set the fall-arrest block.",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE],
        "Re-rigging at 9 m on the king pole needed fall protection under a height permit.",
    ),
    inc(
        "At a ship-breaking beach a cutter opened a hulk's fuel oil tank with a gas axe; the tank had not been "
        "gas-freed and the vapour exploded, throwing him off the deck.",
        [HW],
        [CW, WAH],
        [EX, RT, VE],
        "Gas-axe cutting into a tank that had held fuel needed a hot work permit with a gas-free test first.",
    ),
    inc(
        "In a food irradiation plant a technician walked into the irradiation cell to free a jammed tote while "
        "the Co-60 source rack had stuck part-way up. The door interlock had been taped over by the previous "
        "shift.",
        [RT],
        [CW, LOTO],
        [HW, EX, WAH, VE],
        "Work inside a cell with a sealed gamma source needed sealed-source (radiography) controls with the "
        "rack proven shielded; the taped interlock was a bypassed safeguard.",
    ),
    inc(
        "A volunteer at a roadside archaeological dig was buried to the chest when an unsupported 1.6 m "
        "section wall slumped after overnight rain. Nobody had inspected the trench that morning.",
        [EX],
        [],
        [HW, LOTO, RT, LIFT],
        "A 1.6 m trench needed an excavation permit with support or battering and a daily inspection.",
    ),
    inc(
        "During an observatory open night a visitor slipped on the wet dome stairs and sprained an ankle.",
        [],
        [],
        ALL,
        "A visitor slip at a public event involves no work activity: no permit.",
    ),
    inc(
        "A student at a college pottery studio burned her palm lifting a kiln shelf out before the kiln had "
        "cooled.",
        [],
        [],
        ALL,
        "Unloading a pottery kiln in a teaching studio is a routine class activity, not permitted work.",
    ),
    inc(
        "A nurse on a blood-donation bus parked in an office car park pinched a finger in the folding entry "
        "step.",
        [],
        [],
        ALL,
        "A pinched finger on a parked donation bus involves no permitted work; the 'entry step' is a bus step.",
    ),
    inc(
        "At a hydroelectric dam an electrician changing a brake coil on the radial gate hoist was hurt when "
        "the hoist started on a remote SCADA command. It had only been stopped at the local panel.",
        [LOTO],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Work on the hoist drive needed it isolated and locked, not just stopped locally.",
    ),
    inc(
        "A cannery worker crawled into a horizontal steam retort to free a derailed basket car and was scalded "
        "when the steam inlet valve passed. The line had not been blanked.",
        [CSE, CW],
        [LOTO],
        [HW, EX, RT, WAH, VE],
        "Entering the retort needed a confined space permit with the steam supply positively isolated "
        "(blanked) as Cold Work.",
    ),
    inc(
        "At a water park a maintenance worker climbed into the chlorinated balance tank to clear a strainer "
        "and collapsed when the acid dosing pump ran and released chlorine gas. The dosing pumps had not been "
        "locked off.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE],
        "The balance tank entry needed a confined space permit and the dosing pumps locked out.",
    ),
    inc(
        "In a scrapyard a 1.3 t engine block slipped from a chain hooked over an excavator's bucket teeth and "
        "crushed a yardman's foot.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, WAH],
        "A 1.3 t lift needed a lifting permit with a rated hook point and rigging, not bucket teeth.",
    ),
    inc(
        "A diesel telehandler with no spark arrestor was driven into a whisky bond warehouse to restack casks "
        "and a backfire ignited ethanol vapour from a leaking cask.",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, LOTO],
        "An engine-driven vehicle entering a flammable-vapour warehouse needed a vehicle entry permit with a "
        "protected engine.",
    ),
    inc(
        "At an opera house a stage technician was trapped when he crawled under a hydraulic stage elevator to "
        "change a sensor and a colleague released the pressure to lower it. No mechanical prop or lock was "
        "used.",
        [LOTO],
        [CW, CSE],
        [HW, EX, RT, VE],
        "Work under the stage elevator needed its hydraulic power locked out and stored energy released and "
        "blocked.",
    ),
    inc(
        "A gardener at a botanical glasshouse fell 7 m through a roof pane while clearing a gutter from the "
        "glazing bars.",
        [WAH],
        [],
        [HW, CSE, EX, RT, VE, LOTO],
        "Gutter work on a fragile glass roof at 7 m needed a height permit with crawling boards and fall "
        "protection.",
    ),
    inc(
        "At a beet sugar factory a fitter opened the inspection door of the lime kiln discharge chute to rod "
        "a blockage and was overcome by carbon monoxide.",
        [CW],
        [CSE],
        [HW, EX, RT, VE],
        "Opening the kiln chute was breaking containment on operating plant, needing a cold work permit with "
        "a CO test.",
    ),
    inc(
        "In a tile factory a welder repaired a crack inside a spray dryer chamber with MMA and was burned when "
        "the burner gas valve passed and the gas ignited.",
        [HW, CSE],
        [CW, LOTO],
        [EX, RT, VE],
        "Welding inside the spray dryer needed hot work and confined space permits with the burner gas "
        "positively isolated.",
    ),
    inc(
        "A smokehouse worker stepped into a wood-fired smoking kiln to rehang fish racks while the sawdust tray "
        "was still smouldering and collapsed from carbon monoxide.",
        [CSE],
        [CW],
        [EX, RT, VE, LIFT],
        "Entering the smoking kiln needed a confined space permit with the fire out and a CO test.",
    ),
    inc(
        "A cinema projectionist replacing a xenon lamp got a shock from the lamp igniter because the lamphouse "
        "supply had only been switched off at the console.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE, LIFT],
        "Changing the lamp needed the lamphouse supply isolated and locked, with the igniter circuit proven "
        "dead.",
    ),
    inc(
        "In a hospital plant room a fitter undid a union on the oxygen manifold while it was still under "
        "cylinder pressure and the escaping oxygen flashed on an oily glove.",
        [CW],
        [],
        [CSE, EX, RT, WAH, VE, LIFT],
        "Breaking into a pressurised medical oxygen manifold needed a cold work permit with the cylinders "
        "isolated and the line vented.",
    ),
    inc(
        "A mobile crane parked on a hotel service road lifted a 1.8 t hot tub onto the roof terrace; the "
        "outrigger pad sat on a cellar hatch that gave way and the load swung into the parapet.",
        [LIFT],
        [VE, WAH],
        [HW, CSE, EX, RT, LOTO],
        "A 1.8 t crane lift needed a lift plan with the outrigger ground checked; the 'hot tub' involves no "
        "hot work.",
    ),
]
