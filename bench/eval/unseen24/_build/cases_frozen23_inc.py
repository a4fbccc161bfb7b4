"""unseen24 frozen23 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives from airports, railways, ports and chemical-plant control rooms, in voices the
earlier sets did not use (a hangar shift handover, a mandatory occurrence report, an airport fuel farm log, a
track worker's close-call report, a signaller's occurrence book, a Geordie wagon-shop statement, a wagon-shop
foreman's note, a P&I club loss-prevention circular, a bunker surveyor's report, a Scouse docker's account, a
quay crane technician's report with Cantonese, a hangar NDT note, a console operator's log, a Flemish shift
log, a Newfoundland supply-base account, an airport duty manager's log, a Jamaican reefer technician's
statement, an apron hot-brakes entry, a station incident log and a crane driver's fitness note). Each label
was written together with its text and is never changed afterwards. frozen23 readers only.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Hangar 2 shift handover, nights to days: rudder removal on the A330 carried on from the tail dock at "
        "about 14 m, and the dock's fold-down guardrail on the fin side was left folded back so the rudder "
        "could swing clear. Two technicians worked at the open edge for an hour with no harness before the "
        "lead spotted it; rudder (340 kg) came down on the hangar crane without issue.",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE],
        "Working at an open edge 14 m up on a tail dock with the guardrail folded back needs fall protection "
        "under a height permit; a 340 kg rudder on the hangar crane is an optional lift.",
    ),
    inc(
        "MOR summary: during a night turnaround an into-plane fueller lifted the hydrant pit cover on stand "
        "23 and changed the pit valve coupler seal with the hydrant main still pressurised at 8 bar. The "
        "poppet unseated and Jet A-1 sprayed over the apron and the fueller's face; the hydrant emergency stop "
        "was hit by the dispatcher.",
        [CW],
        [],
        [HW, CSE, EX, LOTO, RT, LIFT, WAH],
        "Breaking a seal on a pressurised fuel hydrant valve is breaking containment and needed a cold work "
        "permit with the main isolated and depressurised.",
    ),
    inc(
        "Fuel farm log 14:20 -- contractor's welder tacked a new bracket onto the stair stringer of Jet A-1 "
        "tank 3 while the tank was receiving from the pipeline; no gas test, no fire watch, no permit "
        "sighted. Stopped by the duty supervisor, welder escorted off site.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, VE],
        "Welding on an in-service aviation fuel tank stair needs a hot work permit with gas testing and a "
        "fire watch.",
    ),
    inc(
        "Close Call report: the RRV operator dug a trough route along the cess to about 0.6 m without a "
        "cable scan or the buried services drawing and pulled up a signalling cable, dropping the track "
        "circuits. The gang had been told it was 'just a scrape'.",
        [EX],
        [VE],
        [HW, CSE, RT, WAH, LIFT],
        "Machine digging to 0.6 m beside buried cables is excavation needing a permit with services located; "
        "the road-rail machine on the railway is an optional vehicle entry.",
    ),
    inc(
        "Signaller's occurrence book, Sunday: OLE isolation on the down line was granted at 01:10, but the "
        "earthing straps were never fitted before the overhead line gang raised the MEWP to 5.5 m to change "
        "a dropper. The ES noticed at 01:40 and stopped the work; no one was hurt.",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT, LIFT],
        "Work on 25 kV overhead line equipment needs a proven and earthed isolation (Electrical/LOTO), and the "
        "gang worked from a MEWP at 5.5 m (Working at Height).",
    ),
    inc(
        "Statement, wagon shop: Ah was telt to weld a new buffer beam bracket on the diesel tank wagon, "
        "nobody said it hadnae been steamed oot or gas-freed. When the arc struck there was a whoomph oot "
        "the dome and the lid lifted, Ah'm just glad nae bugger was on top.",
        [HW],
        [CW],
        [EX, RT, LIFT, VE, WAH],
        "Welding on a tank wagon that held diesel needs a hot work permit with the tank cleaned and gas-freed "
        "first.",
    ),
    inc(
        "Wagon shop foreman's note: the 32 t tank barrel was lifted off its bogies on the two 20 t overhead "
        "cranes in tandem with no lift plan and a slinger who had never done a tandem lift. The barrel tilted "
        "and the trailing crane went into overload cut-out with the load 1.5 m up.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE],
        "A 32 t tandem crane lift needs a lift plan and a lifting permit.",
    ),
    inc(
        "Loss prevention circular: two stevedores died after climbing down the access ladder of a hold of "
        "logs that had been closed for the whole voyage; the oxygen had been used up by the cargo. The second "
        "man went down to help the first.",
        [CSE],
        [],
        [HW, EX, RT, LOTO, LIFT],
        "Entering a closed cargo hold with an oxygen-depleting cargo is confined space entry, needing gas "
        "testing and a rescue plan.",
    ),
    inc(
        "Bunker surveyor's report: before the delivery the barge engineer opened the meter strainer cover "
        "to clear it with the barge cargo pump still running against a closed valve. Hot HSFO came out "
        "under pressure and burned his forearm.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a strainer on a live, pressurised fuel line is breaking containment, which needed a cold "
        "work permit with the pump stopped and the line isolated and drained.",
    ),
    inc(
        "Honest to God lad, the fella drove the diesel forklift straight into the hazardous compound where "
        "the ISO tank of methanol was venting off its relief, engine ticking over, nobody stopped him. The "
        "checker legged it over and made him kill the engine.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO, WAH],
        "A diesel forklift driven into a compound with flammable vapour needed vehicle entry control.",
    ),
    inc(
        "QC technician report (Eng/中文): boom hoist brake 換咗 while the crane 11 kV supply was only switched "
        "off at the driver's cab, 冇上鎖 at the substation. The driver came back from break and tried to "
        "start the boom hoist with the brake half assembled; 好彩 the motor tripped.",
        [LOTO],
        [WAH],
        [HW, CSE, EX, RT, VE],
        "Brake work on a quay crane hoist needs the 11 kV supply locked at the substation (Electrical/LOTO), "
        "not just switched off at the cab.",
    ),
    inc(
        "NDT note, hangar 1: the X-ray set was run on the wing spar fitting at 19:30 before the barrier and "
        "warning lights were set up, and two cleaners walked through the bay during the exposure. They were "
        "sent for dose assessment.",
        [RT],
        [],
        [HW, CSE, EX, LIFT, VE],
        "Industrial X-ray in a hangar needs radiography controls: a barrier, warning lights and a cleared "
        "area.",
    ),
    inc(
        "Console log 03:15: field operator asked to open the bottom drain on R-301 to clear a blocked "
        "sample point with P-301 still running on circulation. 03:22: hot product to the open drain, "
        "operator splashed on the legs, drain closed from the DCS side.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Opening a drain on a live circulating reactor system is breaking containment, which needed a cold "
        "work permit with the pump stopped and isolated.",
    ),
    inc(
        "Ploegverslag: de operator is in silo S-12 geklommen om een brug in het poeder los te steken, silo "
        "stond nog onder stikstof. Hij werd onwel op de ladder en is door twee collega's eruit gehaald; "
        "rotary valve stond niet vergrendeld.",
        [CSE],
        [LOTO],
        [HW, EX, RT, VE, LIFT],
        "Climbing into a nitrogen-blanketed silo is confined space entry; locking the rotary valve is an "
        "optional isolation beside it.",
    ),
    inc(
        "Supply base yarn: by, the crane fella swung a six tonne container of drill pipe right over the "
        "lads on the boat deck, no tag lines, no banksman on the radio. She came down hard on the deck and "
        "no one was under it, thanks be to God.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, LOTO],
        "A 6 t container lift over people needed a lift plan, tag lines and a banksman.",
    ),
    inc(
        "Duty manager's log: a contractor's diesel sweeper drove into the fuel farm bund during the Jet A-1 "
        "receipt, nobody had cleared it with the fuel farm shift. It was escorted out and the receipt "
        "carried on.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO, LIFT, WAH],
        "A diesel vehicle entering a fuel farm bund during a receipt needs vehicle entry control.",
    ),
    inc(
        "Mi did a change di reefer plug pon row 14 an mi neva lock off di 440 V at di panel, mi jus pull di "
        "breaker. Supervisor walk by an push it back in fi test di next box an mi get a belt up mi arm.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, LIFT, VE, WAH],
        "Changing a 440 V reefer socket needs the supply locked and tagged, not just a breaker pulled.",
    ),
    inc(
        "Apron log 16:05: aircraft on stand 31 arrived with hot brakes after a rejected take-off, fire "
        "service attended and cooled the brakes with fans. No work on the aircraft, stand closed until 17:00.",
        [],
        [],
        ALL,
        "'Hot brakes' after a rejected take-off is an operational event with fire cover; no permit work was "
        "done.",
    ),
    inc(
        "Station incident log: passenger slipped on the wet platform ramp at 07:42, no injury, wet floor "
        "signs put out and the ramp mopped.",
        [],
        [],
        ALL,
        "A slip on a platform needs no permit.",
    ),
    inc(
        "Crane driver on QC-4 reported feeling unwell two hours into the shift and came down; relief driver "
        "took over and the occupational health nurse saw him at the gate.",
        [],
        [],
        ALL,
        "A crane driver going home unwell involves no permit work.",
    ),
]
