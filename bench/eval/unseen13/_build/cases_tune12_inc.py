"""unseen13 tune12 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from industries and document styles the earlier blind sets did not use; each
label was written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "The coroner heard that a fitter at a funicular railway winding house reached into the haul-rope drum "
        "while the 400 V winder was stopped only at the control desk, and the drive restarted during a test "
        "call from the upper station.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE],
        "Work inside the rope drum needed the 400 V winder isolated and locked, not just stopped at the desk.",
    ),
    inc(
        "A fireworks maker was fined after a worker used an angle grinder to free a seized mixing-bowl bolt in "
        "a powder shed; sparks lit residual composition and the shed burned down. No hot work permit or "
        "clean-down had been done.",
        [HW],
        [CW],
        [CSE, EX, WAH, RT, LIFT, VE],
        "A grinder among explosive residue needed a hot work permit with clean-down and fire watch.",
    ),
    inc(
        "In a written answer the minister confirmed that a port electrician fell 3.5 m from a reefer-stack "
        "gantry while re-plugging a container. The chain across the gantry opening had been left down.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, VE],
        "Work on a 3.5 m gantry with an open edge needed height controls; the reefer plug work may also need "
        "isolation.",
    ),
    inc(
        "In 2019 a 14 t radial spillway gate slipped from its slings while a crawler crane was lowering it for a "
        "trunnion-bearing change; the lift plan had used the gate's dry weight without the silt inside.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT],
        "A 14 t crane lift needed a lift plan with the real load; a crane at a dam is not in a process area, so "
        "Vehicle Entry is optional.",
    ),
    inc(
        "Our conservators X-rayed the bronze horse in the museum courtyard with a hired 300 kV set, and a "
        "visitor stepped under the barrier tape while the tube was energised. The controlled area had not been "
        "staffed on the garden side.",
        [RT],
        [],
        [HW, CSE, EX, WAH, LIFT, VE, LOTO],
        "Industrial X-ray outside a shielded room needed a radiography permit with a manned controlled area.",
    ),
    inc(
        "A car-wash attendant climbed into the silt interceptor pit to clear a blockage and collapsed; "
        "firefighters in breathing apparatus brought him out. The pit had not been ventilated or tested.",
        [CSE],
        [CW],
        [HW, EX, RT, LIFT, VE],
        "Entering the interceptor pit needed a confined space entry permit with gas testing and an attendant.",
    ),
    inc(
        "At a fish cannery a retort door was opened while the vessel still held 1 bar of steam, and the operator "
        "was scalded. The vent and drain had not been opened and locked before the clamps were released.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Opening a pressure vessel needed the steam isolated, vented and proven: Cold Work.",
    ),
    inc(
        "A technician on the observatory dome's shutter track, 12 m up, was nearly crushed when the dome "
        "rotation motor was started from the control room. The motor had not been locked off and he had "
        "unclipped to reach a wheel.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, VE],
        "The dome drive needed locking off and the 12 m shutter track needed fall protection.",
    ),
    inc(
        "On a beach ship-breaking yard a cutter using an oxy-propane torch on the outside of a fuel-oil tank wall "
        "set off an explosion; the tank had never been gas-freed or tested.",
        [HW],
        [CW],
        [EX, RT, LIFT, VE],
        "Torch cutting on a fuel tank needed a hot work permit with gas-freeing and a gas test.",
    ),
    inc(
        "I was the hole watch when our welder climbed into the foundry cupola shell to patch a lining plate; the "
        "blast fan had been left on standby with its gate open, and he came out dizzy with his CO alarm going.",
        [CSE, HW],
        [LOTO],
        [EX, RT, VE],
        "Welding inside the cupola shell needed entry and hot work permits; the blast fan isolation is optional.",
    ),
    inc(
        "Minutes, item 6: members noted that a telecom contractor's directional drill struck the village gas "
        "main under the green because no trial holes had been dug to find it first. Residents were evacuated "
        "for three hours.",
        [EX],
        [VE],
        [HW, CSE, WAH, RT, LIFT],
        "Directional drilling near a buried gas main needed an excavation permit with locating and trial holes.",
    ),
    inc(
        "Notice to mariners 12/27: on 3 June a contractor's pickup drove down the fuel-berth ramp at the marina "
        "to deliver a pump while petrol was being dispensed, and vapour at the dispenser ignited on the hot "
        "exhaust. Vehicles are now barred beyond the barrier without a permit.",
        [VE],
        [CW],
        [CSE, EX, WAH, RT, LIFT],
        "An engine-driven vehicle entering a petrol dispensing area needed a vehicle entry permit.",
    ),
    inc(
        "Throwaway account: at the fish-meal plant last night I was sent into the cooker screw trough to clear a "
        "jam with the 55 kW drive only stopped, not locked. A mate bumped the start button and I got out with a "
        "broken hand.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, VE],
        "Climbing into the screw trough needed entry control and the 55 kW drive locked off.",
    ),
    inc(
        "A roofer repairing flashing on the racecourse grandstand fell 6 m from the unprotected front edge on "
        "race-day eve; no anchor for a harness had been set up.",
        [WAH],
        [],
        [CSE, EX, RT, VE, LOTO],
        "Roof-edge work at 6 m needed a height permit with edge protection or anchors.",
    ),
    inc(
        "Our 2026 annual report records one lost-time injury: a fitter at the carpet factory split a latex "
        "transfer line that had not been drained, and the splash went into his eyes. The line was still under "
        "pump pressure from the mixing room.",
        [CW],
        [LOTO],
        [HW, CSE, EX, WAH, RT, LIFT, VE],
        "Breaking a pressurised line needed it isolated, drained and proven: Cold Work.",
    ),
    inc(
        "A glasshouse builder lowered a 1.5 t boiler into a plant pit with a hired telehandler on forks and a "
        "chain; the chain slid off the fork tip and the boiler dropped.",
        [LIFT],
        [VE, CSE],
        [HW, EX, RT],
        "A 1.5 t load on lifting equipment needed a lift plan and proper rigging; the telehandler is not in a "
        "process area.",
    ),
    inc(
        "Allotment association newsletter: a volunteer digging a 1.1 m sump for a rainwater tank cut a buried "
        "230 V cable feeding the shed, which nobody had scanned for.",
        [EX],
        [LOTO],
        [HW, CSE, WAH, RT, LIFT, VE],
        "A 1.1 m dig needed an excavation permit with a cable scan before digging.",
    ),
    inc(
        "At a bowling alley a customer's fingers were pinched in the ball return during league night.",
        [],
        [],
        ALL,
        "A customer injury at an amusement machine; no maintenance job and no permit.",
    ),
    inc(
        "A picker's quad bike rolled on a steep terrace at a tea plantation; she was thrown clear with bruises.",
        [],
        [VE],
        [HW, CSE, EX, WAH, RT, LIFT, LOTO, CW],
        "Farm transport on a plantation is not a permit job; a vehicle permit is at most optional outside a "
        "process area.",
    ),
    inc(
        "A barista at a motorway services cafe scalded her wrist on the milk-steaming wand during the morning rush.",
        [],
        [],
        ALL,
        "A catering burn during normal service; no permit applies.",
    ),
]
