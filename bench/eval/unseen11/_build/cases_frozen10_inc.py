"""unseen11 frozen10 narratives: incident-style texts that tell a past event and the job still to do.

Why: each narrative is labelled with the permits the described job needed (bench/eval/README.md
conventions), written together with its text and never changed afterwards. frozen10 is measured once per
change and never tuned on; nobody working on the system reads it.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "A circus rigger fell 14 m from the king pole of the big top when his lanyard was clipped to a "
        "guy rope instead of the anchor. The second king pole still has to be raised with the 25 t "
        "crane and the canvas attached at the top by riggers.",
        [WAH, LIFT],
        [VE],
        [HW, CSE, EX, RT, LOTO],
        "Riggers at 14 m (Working at Height) and a crane raising the pole (Lifting).",
    ),
    inc(
        "At a cheese dairy a worker collapsed inside an emptied brine tank that had been rinsed with "
        "CO2-charged water and was pulled out by the attendant. The tank drain valve at the floor of "
        "the tank must still be replaced from inside.",
        [CSE, CW],
        [],
        [HW, EX, RT, LIFT, VE],
        "Work inside the tank (Confined Space Entry) and a valve change breaking containment (Cold Work).",
    ),
    inc(
        "A brickworks welder repairing a kiln car wheel beside the tunnel kiln set fire to a pile of "
        "pallets. The second wheel bracket is yet to be welded.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, WAH, VE],
        "Welding outside a welding bay with combustibles near: Hot Work.",
    ),
    inc(
        "A tyre-retreading autoclave door swung open under residual pressure when a fitter loosened the "
        "clamp ring without venting. The door seal and the 400 V door interlock switch still need "
        "replacing.",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE],
        "Opening a pressure vessel door (Cold Work) and a 400 V interlock switch (Electrical/LOTO).",
    ),
    inc(
        "A roller-coaster technician slipped on the lift hill 22 m up while the chain was still "
        "powered from the control booth. The broken chain dog must be replaced with the 480 V drive "
        "locked out and the technician harnessed to the track rail.",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Work 22 m up the track (Working at Height) on a 480 V drive (Electrical/LOTO).",
    ),
    inc(
        "A metro escalator mechanic's hand was caught when a colleague restarted the escalator from the "
        "top key switch. The step chain still has to be replaced from inside the truss.",
        [LOTO],
        [CSE, LIFT],
        [HW, EX, RT, VE],
        "Work on an escalator drive needs it isolated and locked (Electrical/LOTO); the truss pit and "
        "the chain handling are site-practice questions.",
    ),
    inc(
        "Sand-laden water sprayed a deckhand when a flange on a dredger's floating discharge pipeline "
        "parted. The crew must still cut off the damaged flange and weld a new one onto the pipe "
        "section on the pontoon.",
        [HW, CW],
        [],
        [CSE, EX, RT, VE, LOTO],
        "Cutting and welding (Hot Work) on a pipeline that was broken open (Cold Work).",
    ),
    inc(
        "In a dry dock a painter walked through the radiography barrier set at 2.5 µSv/h during an "
        "exposure on a hull butt weld. Six hull welds remain to be shot with Ir-192.",
        [RT],
        [],
        [HW, CSE, EX, LOTO, VE],
        "Ir-192 exposures remain: Radiography.",
    ),
    inc(
        "A technician inside an offshore wind monopile below the airtight deck felt dizzy from stale "
        "air and climbed out. The flange bolts inside the monopile still have to be tensioned.",
        [CSE],
        [WAH],
        [HW, EX, RT, VE],
        "Work inside the sealed monopile: Confined Space Entry.",
    ),
    inc(
        "A hoist wire on a dam spillway radial gate parted while the gate was being raised for a test. "
        "The new 3 t wire rope drums have to be lifted onto the hoist deck by crane, the hoist motors "
        "locked off, and the wires reeved from the gate arms 8 m above the apron.",
        [LIFT, LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT],
        "A crane lift of the drums (Lifting), locked hoist motors (Electrical/LOTO) and reeving 8 m "
        "above the apron (Working at Height).",
    ),
    inc(
        "A council worker clearing debris in a stormwater culvert was nearly swept away when a "
        "downpour upstream filled it. The remaining blockage 40 m in still has to be removed by a crew "
        "walking in.",
        [CSE],
        [],
        [HW, RT, LIFT, LOTO],
        "Walking into a culvert: Confined Space Entry.",
    ),
    inc(
        "At an EV charging hub a mini digger struck a live 400 V feeder while trenching for new "
        "chargers. The remaining 30 m of 0.9 m trench has to be dug and the new cable connected into "
        "the feeder pillar.",
        [EX, LOTO],
        [VE],
        [HW, CSE, RT, WAH],
        "A 0.9 m machine trench (Excavation) and a connection into a 400 V pillar (Electrical/LOTO).",
    ),
    inc(
        "A compression fitting on a 700 bar hydrogen dispenser leaked and the station shut down on gas "
        "detection. The fitting has to be remade after the line is vented, without any flame or "
        "grinding.",
        [CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH],
        "Remaking a fitting on a high-pressure hydrogen line: Cold Work; no flame.",
    ),
    inc(
        "At an olive-pomace extraction plant a road tanker drove into the hexane area without a spark "
        "arrestor and was stopped at the tank bund. The tanker still has to come in to collect the "
        "hexane.",
        [VE],
        [CW],
        [HW, CSE, EX, RT, LIFT, WAH],
        "An engine-driven tanker entering a solvent area: Vehicle Entry.",
    ),
    inc(
        "A coffee roaster's chaff collector caught fire and burned through its duct on the roof. The "
        "damaged duct section, 6 m up on the roof edge, has to be cut out and a new one welded in.",
        [HW, WAH],
        [LIFT],
        [CSE, EX, RT],
        "Cutting and welding (Hot Work) at a 6 m roof edge (Working at Height).",
    ),
    inc(
        "A palm-oil mill digester's 37 kW motor restarted while a mechanic was freeing its stirring "
        "arm. The replacement motor has to be fitted.",
        [LOTO],
        [LIFT],
        [HW, EX, RT, VE],
        "Motor change needs the drive locked off: Electrical/LOTO.",
    ),
    inc(
        "An observatory dome shutter jammed half open and a technician climbed the dome rib without "
        "clipping on. The 230 V shutter drive motor at 9 m still has to be changed from the dome "
        "catwalk, which has no handrail.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "A locked 230 V drive (Electrical/LOTO) and work at 9 m without a handrail (Working at Height).",
    ),
    inc(
        "At a battery recycling plant a shredder jammed and an operator reached in after stopping it "
        "only at the control panel. The jam still has to be cleared and the cutter housing opened.",
        [LOTO, CW],
        [],
        [HW, EX, RT, WAH, VE],
        "Isolating the shredder (Electrical/LOTO) and opening the cutter housing (Cold Work).",
    ),
    inc(
        "A bowling-alley attendant slipped on lane oil while walking to the pins. The lanes still have "
        "to be re-oiled with the lane machine before opening.",
        [],
        [],
        ALL,
        "Routine lane conditioning with the venue's machine: no permit.",
    ),
    inc(
        "A botanical-garden volunteer was stung by wasps while trimming a hedge with hand shears from "
        "the path. The rest of the hedge still has to be trimmed from the ground.",
        [],
        [],
        ALL,
        "Hand trimming from the ground: no permit.",
    ),
]
