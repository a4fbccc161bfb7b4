"""unseen20 tune19 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices the earlier sets did not use (a shift-handover e-mail, a workers'
compensation claim form, a voice-to-text note with no punctuation, safety-committee and works-council
minutes, a contractor pre-qualification answer, a supplier 8D report, an apprentice logbook entry, a
return-to-work interview note, a permit audit finding, a dispatcher log, an employee suggestion, a tender
safety-record section, a client scorecard comment, an HR hearing outcome, a KPI commentary and others),
from industries the work orders cannot hold. Each label was written together with its text and is never
changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Handover e-mail, timber-treatment plant, nights to days: at 02:10 an operator climbed into the "
        "preservative pressure cylinder to free a derailed bogie with the door interlock key still in the "
        "panel and the vacuum pump only stopped, not locked, and his mate had to call him out when the pump "
        "was restarted from the control room. Nobody goes in again until the pump is locked and the cylinder "
        "is gas tested and treated as a confined space entry.",
        [CSE, LOTO],
        [CW],
        [HW, EX, RT, LIFT, VE, WAH],
        "Climbing into a closed treatment cylinder is a confined space entry, and the vacuum pump had to be "
        "locked; breaking the cylinder seal is optional cold work.",
    ),
    inc(
        "Workers' compensation claim form, section 4 (how did the injury happen): I was lifting a 32 kg truck "
        "tyre from the floor onto the buffing spreader in the retread shop and felt my lower back go, no "
        "machine was running and I was alone at the bay.",
        [],
        [],
        ALL,
        "A manual-handling strain at a retread bay needs no permit; a 32 kg tyre is not a lifting operation.",
    ),
    inc(
        "voice to text from lift engineer 14 32 was on top of the car in shaft 2 at the shopping centre "
        "doing the door operator and the car moved about half a metre because the controller was only on "
        "inspection not isolated at the motor room main switch my mate had the key for the motor room so "
        "nobody locked it off I held on to the crosshead no injury.",
        [LOTO],
        [WAH],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Work on top of a passenger lift car needs the lift's main switch locked in the motor room; the car-top "
        "edge is optional Working at Height, and a passenger lift is not a lifting operation.",
    ),
    inc(
        "Ice factory safety-committee minutes, item 5: a fitter loosened the flange on the ammonia liquid line "
        "to the brine tank coil to change a strainer while the line was still full, and the plant room had to "
        "be evacuated for 40 minutes. The committee agreed that every break into the ammonia system needs a "
        "line-break permit with pump-out, isolation and an NH3 check before any bolt is touched.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Breaking into an ammonia refrigeration line is Cold Work; locking the brine pump or compressor is "
        "optional.",
    ),
    inc(
        "Feed mill supplier 8D report, D2 problem description: during a die change on pellet press 3 the 1.2 t "
        "die was lifted with the mill's jib hoist while the press main drive was only stopped at the local "
        "panel, and the die swung into the operator when the feeder screw was started from the control room. "
        "D4 root cause: no lifting plan and no lockout of the drive and feeder.",
        [LIFT, LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, CW],
        "Lifting a 1.2 t die is a lifting operation, and the press drive and feeder had to be locked.",
    ),
    inc(
        "Apprentice logbook entry, lime works: today I watched the welders repair a crack on the kiln shell from "
        "the scaffold at about 5 m, and the fire watch put out hot slag that fell on the oily rags under the "
        "kiln tyre. My supervisor said the permit should have asked for the rags to be cleared first.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT, VE, LOTO, CW],
        "Welding the kiln shell is Hot Work, done from a 5 m scaffold (Working at Height).",
    ),
    inc(
        "Contractor pre-qualification questionnaire, question 7 (describe a recent incident): at a gold mine "
        "our two-man crew entered a leach tank to change an interstage screen, and the agitator was bumped by "
        "the process controller because it had not been locked at the MCC. Both men were outside the blade "
        "sweep and were not hurt; we now hold our own locks and an entry permit for every tank.",
        [CSE, LOTO],
        [],
        [HW, EX, RT, LIFT, VE, WAH, CW],
        "Entering a leach tank is a confined space entry, and the agitator had to be locked at the MCC.",
    ),
    inc(
        "Works council minutes, waste-oil re-refinery: the council was told that a cleaner walked inside the "
        "barrier while the contractor was radiographing new steam header welds with Ir-192 on the night shift. "
        "Her dose was below the limit, and the barrier is now manned at every access point with a warning "
        "light.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE, WAH, LOTO, CW],
        "Gamma radiography of welds needs a radiography permit with a controlled barrier.",
    ),
    inc(
        "Permit audit finding, oilseed crushing plant: a diesel forklift was driven into the hexane extraction "
        "building to deliver a pump without a vehicle entry permit, gas test or spark arrestor, and the "
        "auditors found the entry recorded only on the gatehouse sheet. The job needed a vehicle entry permit "
        "with a gas-free check along the route.",
        [VE],
        [LIFT],
        [HW, CSE, EX, RT, WAH, LOTO],
        "An engine-driven forklift entering a solvent extraction area needs Vehicle Entry; moving the pump by "
        "forklift is optional Lifting.",
    ),
    inc(
        "Dispatcher log, caravan park: 15:22 a contractor's mini digger opening a 1.3 m trench for a new "
        "shower-block drain pulled up a gas service to a static caravan, 15:31 gas board on site, park "
        "road closed. No plans had been checked and no cable or pipe locator had been used before digging.",
        [EX],
        [VE, CW],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 1.3 m machine trench is Excavation; the mini digger in a caravan park is optional Vehicle Entry and "
        "the gas service repair optional Cold Work.",
    ),
    inc(
        "Employee suggestion scheme entry, city public-art team: when the 3.5 t bronze was set on its plinth in "
        "the square, the mobile crane's slewing zone crossed the footpath and members of the public walked "
        "under the load. I suggest every crane lift in a public place has a lift plan with the footpath "
        "closed and a banksman on each side.",
        [LIFT],
        [VE],
        [HW, CSE, EX, RT, WAH, LOTO, CW],
        "A 3.5 t crane lift is a lifting operation; a mobile crane in a public square is optional Vehicle Entry.",
    ),
    inc(
        "Insurance tender, safety-record section, roofing contractor: in 2025 a plumber using a blowlamp to "
        "solder a lead flashing on a thatched pub set the thatch smouldering, and the fire service was called. "
        "We have since banned naked flames on thatch and issue a hot work permit with a two-hour fire watch "
        "for any heat near combustible roofs.",
        [HW],
        [WAH],
        [CSE, EX, RT, LIFT, VE, LOTO, CW],
        "A blowlamp on a thatched roof is Hot Work; the roof access is optional Working at Height because no "
        "height is given.",
    ),
    inc(
        "Return-to-work interview note: the poster installer fell about 5 m from the billboard walkway when he "
        "unclipped to pass the upright, and the walkway has no handrail on the front edge.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, LOTO, CW],
        "Working on an unrailed billboard walkway at 5 m is Working at Height.",
    ),
    inc(
        "Client scorecard comment, residential district-heating contract: the technician opened the plate heat "
        "exchanger in an apartment-block substation while the primary side was still at 6 bar and 90 degC, "
        "and hot water sprayed across the room. Score reduced; every opening of a heat exchanger must be under "
        "a permit with both sides isolated, drained and vented first.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a pressurised heat exchanger is Cold Work (breaking containment); locking the circulation "
        "pumps is optional.",
    ),
    inc(
        "HR hearing outcome letter, Christmas market operator: you opened the 400 V distribution board feeding "
        "the stall row and re-terminated a cable with the board live after being told to wait for the "
        "isolation, and a colleague received a flash burn. This was a breach of the electrical isolation "
        "procedure.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Working in a 400 V distribution board needed it isolated and locked.",
    ),
    inc(
        "Garden centre first-aid book: a customer tripped over the kerb of the car-park planter and grazed her "
        "knee, and was cleaned up and given a plaster.",
        [],
        [],
        ALL,
        "A customer trip in a car park needs no permit.",
    ),
    inc(
        "Quarterly KPI commentary, office landlord: a maintenance fitter went down through the manhole into "
        "the basement rainwater harvesting tank to clear the pump float without a gas test or a standby "
        "person, and felt dizzy before climbing out. Entries into the tank now need a confined space permit "
        "with gas testing and a rescue plan.",
        [CSE],
        [LOTO],
        [HW, EX, RT, LIFT, VE, WAH, CW],
        "Entering a closed rainwater tank through a manhole is a confined space entry; locking the tank pump "
        "is optional as its supply is not described.",
    ),
    inc(
        "Florist's accident book: the cold-room door closed behind a junior while she was fetching roses and "
        "she used the inside release handle, no harm done.",
        [],
        [],
        ALL,
        "Walking into a florist's cold room is not a confined space entry and needs no permit.",
    ),
    inc(
        "Near-miss note from the car-body plant paint shop, typed by the shift lead: a maintenance tech undid "
        "the gas train union on the oven burner to change a filter with the manual gas valve open because the "
        "lock-off point was behind a rack, and smelt gas before he stopped. Ovens down for two hours.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a gas train is Cold Work (breaking containment, gas isolated and locked first); locking the "
        "burner management supply is optional, and a filter change involves no hot work.",
    ),
    inc(
        "Lithium-ion battery recycling plant, night-shift text to the manager: the shredder jammed again and "
        "Kofi reached into the feed chute with only the e-stop pressed, the rotor moved when the e-stop reset "
        "from the PLC. Hand bruised, shredder now locked at the isolator before anyone clears a jam.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH, CW],
        "Reaching into a shredder needs its drive isolated and locked; an e-stop is not an isolation.",
    ),
]
