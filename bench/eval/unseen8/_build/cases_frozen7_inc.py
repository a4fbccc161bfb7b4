"""frozen7 incident-style narratives of the unseen8 blind set, each written together with its label.

Why: short narratives from settings the earlier sets did not use (fish-farm barge, lighthouse, aquarium,
crematorium, observatory, chocolate works, tyre recycling, well logging, brickworks, pipeline spread,
bulk carrier, fuel farm, biodiesel, theme park, mushroom farm, zoo, forecourt, bakery), two of which need
no permit. Labels are never changed after they are written. Nobody working on the system reads this file.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "On the salmon farm feed barge the feed blower tripped twice and the motor now smells burnt. The "
        "engineer will lock off the 400 V blower supply and change the motor in the barge's blower room.",
        [LOTO], [CW], [HW, EX, RT],
        "A 400 V motor change after isolation: Electrical/LOTO.",
    ),
    inc(
        "Salt has etched the lighthouse lantern glazing and two gaskets have failed. The keeper's contractor "
        "will work outside the gallery railing on rope access, 30 m up, to reseal the panes.",
        [WAH], [], [HW, EX, CSE, RT, VE],
        "Rope access outside the gallery rail at 30 m: Working at Height.",
    ),
    inc(
        "The aquarium's life-support filter sump has been drained after the sand media clogged. An aquarist "
        "will climb down through the hatch into the 2 m deep sump to dig out the sand, with a colleague at "
        "the hatch.",
        [CSE], [LOTO, CW], [HW, RT, EX],
        "A person enters a drained sump through a hatch: Confined Space Entry.",
    ),
    inc(
        "The crematorium's cremator hearth bricks have spalled. Once the chamber has cooled and the gas "
        "burner line is isolated and disconnected, a refractory bricklayer will go inside to reline it.",
        [CSE, CW], [LOTO], [RT, EX, VE],
        "Entry into a cremator chamber and disconnecting the gas line: Confined Space Entry and Cold Work.",
    ),
    inc(
        "The observatory dome stopped rotating when its drive motor seized. A technician will isolate the "
        "400 V drive and replace the motor from a MEWP on the 9 m dome track.",
        [LOTO, WAH], [LIFT], [HW, EX, RT, CSE],
        "A 400 V motor change from a MEWP at 9 m: Electrical/LOTO and Working at Height.",
    ),
    inc(
        "Chocolate set hard in conche 3 overnight after a heating fault. With the agitator locked off at its "
        "isolator, an operative will enter the conche to chip it out.",
        [CSE, LOTO], [CW], [HW, RT, EX],
        "Entry into a process vessel with the agitator locked off.",
    ),
    inc(
        "The tyre shredder's cutting teeth are worn flat. Fitters will lock off the shredder drive and "
        "hardface the teeth with a welding set, after clearing rubber crumb from around the box.",
        [HW, LOTO], [CW], [RT, EX, CSE, WAH],
        "Hardfacing by welding near combustible rubber crumb, with the drive locked off.",
    ),
    inc(
        "At the well pad the wireline crew will drive their logging truck alongside the wellhead and run a "
        "density tool carrying a Cs-137 source down the hole. The source is loaded from its shield at the "
        "truck.",
        [RT, VE], [LIFT], [HW, CSE, EX],
        "A sealed gamma source on a hydrocarbon well pad and a logging truck driven onto it.",
    ),
    inc(
        "The brickworks needs a new footing for the kiln flue. A mini excavator will dig a 1.4 m pit in the "
        "yard beside the kiln.",
        [EX], [VE], [HW, RT, WAH, CSE],
        "A 1.4 m machine dig: Excavation; the excavator in a brickyard is not a hydrocarbon area.",
    ),
    inc(
        "The pipeline spread's tie-in welds are complete and cooled. An X-ray crawler will be sent along "
        "inside the new 36 inch line to shoot each weld, and nobody goes into the pipe.",
        [RT], [EX], [HW, CSE, LOTO],
        "X-ray crawler radiography; the welding is done and nobody enters the pipe.",
    ),
    inc(
        "On the bulk carrier alongside, a hatch cover hydraulic cylinder has been leaking. The ship's crane "
        "will lift the 1.3 t cylinder out onto the quay for the fitters.",
        [LIFT], [CW], [HW, RT, EX],
        "A 1.3 t crane lift: Lifting.",
    ),
    inc(
        "The jet fuel farm interceptor was found half full of product after the storm. A contractor's vacuum "
        "tanker will drive into the fuel farm and empty it through its hose from the surface.",
        [VE, CW], [], [HW, RT, WAH, CSE],
        "A vac tanker in a jet fuel farm emptying an interceptor: Vehicle Entry and Cold Work.",
    ),
    inc(
        "A valve on the biodiesel plant's methanol line is passing. With the line drained and purged, the "
        "fitter will unbolt it and fit a new valve at grade.",
        [CW], [LOTO], [HW, RT, EX, WAH],
        "Breaking containment on a methanol line: Cold Work.",
    ),
    inc(
        "A bolt on the rollercoaster's lift hill track was found loose on the morning walk. With the ride "
        "drive locked out, a rope-access tech will go out along the track at 25 m to replace it.",
        [WAH, LOTO], [], [HW, EX, RT, CSE],
        "Rope access at 25 m with the ride drive locked out.",
    ),
    inc(
        "The mushroom farm's compost tunnel door jammed and the aeration floor nozzles are blocked. A worker "
        "will go inside the sealed tunnel to clear them once the fans have purged it.",
        [CSE], [LOTO], [HW, RT, EX, WAH],
        "Entry into a sealed compost tunnel with CO2 and ammonia risk: Confined Space Entry.",
    ),
    inc(
        "A roof beam in the zoo's elephant house has rotted through. A mobile crane will lift the new 2 t "
        "steel beam into place and welders will fix its seats from a MEWP at 7 m.",
        [LIFT, HW, WAH], [VE], [RT, CSE, EX],
        "A 2 t crane lift, welding and MEWP work at 7 m; the crane at a zoo is not in a hydrocarbon area.",
    ),
    inc(
        "The volunteers at the steam museum held their annual safety induction in the visitor centre. "
        "Nobody touched the engines.",
        [], [], list(ALL),
        "An induction talk; no work.",
    ),
    inc(
        "The site nurse ran hearing tests for the night shift in the medical room.",
        [], [], [HW, CSE, EX, LOTO, WAH, CW, LIFT, RT, VE],
        "Health checks; no work.",
    ),
    inc(
        "The forecourt's old underground petrol tank failed its tightness test. An excavator will dig it out "
        "and a crane lorry will lift the emptied tank onto a trailer.",
        [EX, VE, LIFT], [CW], [RT, WAH],
        "Machine excavation and vehicles on a petrol forecourt, and a crane lift of the tank.",
    ),
    inc(
        "The bakery oven flue has cracked where it passes through the flat roof. A welder will repair it at "
        "the unguarded roof edge, 6 m up.",
        [HW, WAH], [], [RT, EX, CSE],
        "Welding on a flue at an unguarded 6 m roof edge.",
    ),
]
