"""frozen4 incident-style narratives of unseen5 (1-4 sentences each). Each label was written with its text.

NOT to be read by anyone working on the system: frozen4 is measured once per change and never tuned on.
"""

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc("At a copper mine a fitter was changing the liners of a cone crusher when the hydraulic clamping "
        "rams, which had not been blocked or depressurised, retracted. The mantle dropped 150 mm and "
        "crushed two of his fingers.",
        [LOTO], [LIFT], [HW, EX, RT],
        "Stored hydraulic energy in the crusher had to be released and locked out before hands went in."),
    inc("A rail depot examiner climbed onto the top of a loaded tank wagon to check a dome lid and slipped "
        "on the wet walkway, falling 3.8 m to the ballast.",
        [WAH], [CW], [HW, CSE, EX, RT],
        "Work on a tank wagon top is work at height with a fall-arrest system or a gantry."),
    inc("A contractor drove a diesel tractor without a spark arrestor into the bunded tank compound of an "
        "airport fuel farm to cut grass, while a jet fuel tank was being filled.",
        [VE], [], [HW, CSE, RT, EX],
        "An engine-driven vehicle entering a fuel storage compound needs vehicle entry control."),
    inc("An estates electrician replaced a luminaire in a hospital operating theatre from a podium after "
        "switching off the wall switch only; the neutral was switched, the line was not, and he received a "
        "shock.",
        [LOTO], [WAH], [HW, CSE, EX, RT],
        "Work on a 230 V lighting circuit needs isolation at the distribution board and proving dead."),
    inc("A semiconductor fab technician climbed into the sump of an exhaust gas scrubber in the sub-fab to "
        "clear a blocked drain. Nitrogen from a purge line had displaced the air and he lost consciousness; "
        "a colleague on air rescued him.",
        [CSE], [LOTO, CW], [HW, EX, RT],
        "Climbing into a scrubber sump is confined space entry with oxygen testing and isolated purges."),
    inc("At a brewery a clean-in-place hose was uncoupled from a bright beer tank while the CIP pump was "
        "still running. Hot caustic sprayed onto the operator's face shield and neck.",
        [CW], [LOTO], [HW, CSE, EX, RT],
        "Breaking a CIP connection is breaking containment and needed the pump stopped and the line drained."),
    inc("A welder repairing the head of a bucket elevator at a grain terminal ignited grain dust in the "
        "casing and a flash fire burned his arms. The head was 20 m up on the elevator tower platform.",
        [HW], [WAH, LOTO], [CSE, EX, RT],
        "Welding on a grain elevator is hot work with dust cleared and a fire watch."),
    inc("A contractor trenching a fibre route to a telecom tower with a mini digger struck a 4 bar gas "
        "main at 0.7 m, which had not been located beforehand.",
        [EX], [VE], [HW, CSE, RT, WAH],
        "A machine-dug trench needs the buried services located and marked first."),
    inc("Two district heating workers entered an underground valve chamber to change a valve actuator. "
        "The chamber was hot and the air stale, and one of them collapsed at the bottom of the ladder.",
        [CSE], [LOTO], [HW, EX, RT],
        "An underground valve chamber is a confined space with atmosphere testing and a rescue plan."),
    inc("At a chemical tank farm an operator climbing the fixed ladder of a storage tank to take a dip "
        "sample fell 4 m when a corroded rung broke.",
        [WAH], [CW], [HW, CSE, EX, RT],
        "Climbing a tank ladder to sample at 4 m is work at height."),
    inc("In a shipyard a 30 t hull block swung into a scaffold when a shackle pin backed out during the "
        "crawler crane lift; two scaffolders jumped clear.",
        [LIFT], [VE], [HW, CSE, EX, RT],
        "A 30 t block lift needs a lift plan, inspected rigging and an exclusion zone."),
    inc("A refrigeration contractor at an ammonia cold store brazed a new branch onto a line that had been "
        "valved off but not pumped out. Residual ammonia and oil ignited at the torch.",
        [HW, CW], [], [CSE, EX, RT],
        "Brazing is hot work, and the line had to be pumped out and proven free of ammonia first."),
    inc("A school caretaker relighting the boiler pilot by hand after a lockout burned his hand when the "
        "gas had built up in the combustion chamber.",
        [], [HW], [CSE, EX, RT, WAH],
        "Relighting a boiler is an operating task under the boiler's own procedure; a hot work permit is "
        "optional."),
    inc("A wind technician changing a yaw drive motor in the nacelle had opened the 690 V supply breaker but "
        "not locked it; another technician closed it from the tower base and the motor turned.",
        [LOTO], [WAH], [HW, EX, RT],
        "Work on a 690 V yaw motor needs a personal lock on the isolator."),
    inc("At a solar farm a chain trencher cutting a cable route between the arrays cut through a live 33 kV "
        "export cable.",
        [EX], [LOTO, VE], [HW, CSE, RT, WAH],
        "Trenching near buried HV cables is excavation with the cables located."),
    inc("On an offshore platform a radiographer found the barrier tape around his gamma exposure area had "
        "been moved by a scaffold crew, who had walked through the controlled area.",
        [RT], [], [HW, CSE, EX],
        "Gamma radiography needs a controlled area with barriers and a check before every exposure."),
    inc("A quarry fitter greasing a conveyor tail pulley 3 m above the ground stood on the conveyor "
        "frame without a platform or harness and fell when the belt was started.",
        [WAH, LOTO], [], [HW, CSE, EX, RT],
        "The conveyor had to be locked out, and working 3 m up needs a platform or fall protection."),
    inc("During a fire drill at a head office an employee twisted an ankle on the stairs.",
        [], [], [HW, CSE, LOTO, CW, WAH],
        "A drill in an office is not permit work."),
    inc("A stores trainee cut his hand opening a box of gloves with a utility knife.",
        [], [], [HW, LOTO, CW, LIFT],
        "Routine stores work; no permit."),
    inc("At a rail depot fuel point an operator changed a diesel dispenser hose without isolating the "
        "dispenser pump. Diesel sprayed out when the nozzle trigger was knocked.",
        [CW], [LOTO], [HW, CSE, EX, RT],
        "Changing a fuel dispenser hose is breaking containment and needed the pump stopped and isolated."),
]
