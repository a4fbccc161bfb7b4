"""unseen18 tune17 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives written the way real incident paperwork is written (investigation summaries,
near-miss cards, safety alerts, lessons-learned bulletins, shift logs, first-aid logs), from industries the
work orders cannot hold; each label was written together with its text and is never changed afterwards.
Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Investigation summary, copper concentrator: a fitter climbed into ball mill 2 through the feed-end "
        "manhole to change worn shell liners after the 3.3 kV mill motor had been stopped from the control room "
        "but not isolated and locked at the switchroom. An operator who did not know anyone was inside started "
        "the inching drive to position the mill, and the fitter was thrown against the liner bolts and broke his "
        "arm. The mill is now entered only under an entry permit with the main motor and inching drive locked off "
        "and a personal lock for every entrant.",
        [CSE, LOTO],
        [LIFT],
        [HW, EX, RT, VE, WAH],
        "Entering the mill needed a confined space entry permit, and the 3.3 kV motor and inching drive had to be "
        "isolated and locked; liner handling is an optional lift.",
    ),
    inc(
        "Lessons learned bulletin, kraft pulp mill: a contractor grinding a wear plate on the chip conveyor housing "
        "let sparks fall through the gallery floor onto wood dust lying on the beams below. The fire watch signed "
        "off and left ten minutes after the grinding stopped, and the dust was found smouldering forty minutes "
        "later by a passing operator. Fire watch for this kind of job is now 60 minutes after the last spark, with "
        "the dust cleaned out first.",
        [HW],
        [LOTO],
        [CSE, EX, RT, VE, LIFT],
        "Grinding on the conveyor housing needed a hot work permit with a fire watch; locking off the conveyor is "
        "optional as the text does not say it was worked on.",
    ),
    inc(
        "Event report, hot strip mill roll shop: a 9 t work-roll set was lifted by the 25 t roll-shop overhead "
        "crane with one leg of the four-leg chain sling hooked into an eye bolt rated for 2 t. The eye bolt pulled "
        "out at 1 m and the roll set dropped onto the chock stand, with the slinger standing about 3 m away. "
        "Roll-set lifts now need a lift plan and the approved lifting beam.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, VE, WAH, LOTO, CW],
        "A 9 t crane lift needed a lifting permit with a lift plan and rated rigging; an overhead crane is not a "
        "vehicle.",
    ),
    inc(
        "Near-miss report, cement works: a fitter changing filter bags on the cement mill bag-house roof, about 9 m "
        "up with no edge protection, stepped back onto a fibreglass roof light and one leg went through before he "
        "caught the purlin. He was not wearing his harness because nobody had rigged the anchor line that morning. "
        "Bag changes on that roof now need a working-at-height permit with the anchor line checked before anyone "
        "goes up.",
        [WAH],
        [LOTO],
        [HW, CSE, EX, RT, VE, LIFT],
        "Work on a fragile roof 9 m up with no edge protection needed a working-at-height permit; isolating the "
        "bag-house fan is optional.",
    ),
    inc(
        "Near-miss card, colocation data centre hall 2: an electrician sent to replace a 32 A breaker in PDU-2B "
        "opened PDU-2A by mistake, because the panel labels had been swapped during a rack move, and found the "
        "busbars live when he tested before touching. Only his test-before-touch habit stopped him working on a "
        "live 415 V board. Work on any PDU now needs an isolation permit that names the panel by asset tag, and the "
        "panel is locked and proved dead before the cover comes off.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT, CW],
        "Replacing a breaker in a 415 V PDU needed an electrical isolation and lockout permit naming the right "
        "panel.",
    ),
    inc(
        "Estates incident report, district hospital: a plumber used a butane blowlamp to sweat a copper joint on "
        "the heating pipework in the ceiling void above the pharmacy store, working from a stepladder with two "
        "tiles lifted. Insulation in the void smouldered unseen and set off the smoke detectors about an hour after "
        "he had packed up, and the store was evacuated. Soldering above ceilings now needs a hot work permit with "
        "the void checked for combustibles and a fire check 60 minutes after finishing.",
        [HW],
        [WAH, CW],
        [CSE, EX, RT, VE, LIFT, LOTO],
        "A blowlamp in a ceiling void needed a hot work permit; the stepladder height is not given and draining "
        "the heating pipework is optional Cold Work.",
    ),
    inc(
        "Brewhouse shift log 06:15: maintenance started changing the steam valve on the mash copper jacket with "
        "the steam main valve only closed, not locked, and the line between them not vented. The bonnet gasket "
        "blew as the last bolts came out and the fitter got a scald to the forearm. Valve changes on the jacket "
        "steam now need the supply locked shut, vented and drained before the bonnet is touched.",
        [CW],
        [LOTO],
        [HW, CSE, EX, RT, VE, LIFT, WAH],
        "Breaking into a steam line needed a cold work permit with the supply locked, vented and drained; "
        "treating the valve lock as a lockout is optional.",
    ),
    inc(
        "Shipyard lessons learned: during night X-ray of butt welds on a hull block in the assembly hall, wind "
        "through the open hall doors blew down a length of barrier tape and a painter walked into the controlled "
        "area between exposures. His dosimeter showed a small dose and nobody was hurt. Radiography now needs rigid "
        "barriers, warning lamps that flash during each exposure and a watchman on every open side.",
        [RT],
        [],
        [HW, CSE, EX, VE, LIFT, LOTO, CW],
        "Industrial X-ray of hull welds needed a radiography permit with a controlled area, barriers and watchmen.",
    ),
    inc(
        "Airport near-miss report: a contractor's 3 t mini excavator digging a 0.8 m trench for a new apron drain "
        "cut through an airfield ground lighting series cable that was not on the drawings, and two taxiway "
        "centreline sections went dark during night operations. No cable locate had been done and the trench was "
        "started before the dig permit was signed. Excavation near airfield cables now needs a locate by the AGL "
        "team and hand digging within 0.5 m of any marked cable.",
        [EX],
        [LOTO, VE],
        [HW, CSE, RT, LIFT, WAH, CW],
        "A 0.8 m machine trench needed an excavation permit with a cable locate; isolating the lighting circuit "
        "and the excavator on an apron (not a hydrocarbon area) are optional.",
    ),
    inc(
        "Investigation summary, train maintenance depot: a fitter climbed onto the roof of an electric unit on road "
        "4 to look at a damaged pantograph horn while the 25 kV overhead line above road 4 was still energised, "
        "because the isolation had been applied to road 3 by mistake. He noticed the earthing straps were missing "
        "on his road and climbed down before reaching the roof walkway. Roof access now needs the road's overhead "
        "line isolated and earthed, checked on the isolation board, and the roof access gantry used with its gates "
        "interlocked.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, LIFT, VE, CW],
        "Train-roof work under a 25 kV overhead line needed the line isolated and earthed (Electrical/LOTO) and "
        "work-at-height controls for the roof.",
    ),
    inc(
        "Safety alert, refinery: a vacuum truck parked in the crude unit to suck out a blocked oily-water drain drew "
        "vapour through its vacuum pump, and a flash fire started at the exhaust outlet and burned the hose. The "
        "truck had entered the unit without a vehicle entry permit, no gas test had been done at the truck "
        "position, and the exhaust was not piped away downwind. Vac trucks in process units need a vehicle entry "
        "permit, a gas test and an exhaust hose led out of the area.",
        [VE, CW],
        [],
        [HW, CSE, EX, RT, LIFT, WAH, LOTO],
        "A vacuum truck in a crude unit needed vehicle entry control with a gas test, and sucking out oily water is "
        "a hose transfer (Cold Work); the ignition source was the truck, not hot work.",
    ),
    inc(
        "Investigation summary, ethylene cracker: a 60 t mobile crane lifting a 2.5 t exchanger channel head in the "
        "furnace area swung the load over the live ethylene header, because the lift plan had been written for the "
        "other side of the exchanger. The crane had been driven into the unit under a general work permit with no "
        "vehicle entry permit and no lift plan check at the point of work. Crane work in the cracker now needs a "
        "vehicle entry permit and a lift plan signed at the crane position.",
        [LIFT, VE],
        [CW],
        [HW, CSE, EX, RT, WAH, LOTO],
        "A 2.5 t mobile-crane lift needed a lifting permit and the crane in a process unit needed vehicle entry; "
        "opening the channel head is optional Cold Work as the text does not describe it.",
    ),
    inc(
        "Near-miss card, water network: a ganger went down into a 2.4 m deep valve chamber to exercise a seized "
        "sluice valve while a petrol pump dewatered the chamber beside him, and he came up with a headache and "
        "dizziness. His gas monitor was in the van, and a later test at the chamber floor found 180 ppm CO. Valve "
        "chambers are now treated as confined spaces: gas test before entry, continuous monitoring, and no engine "
        "inside or at the opening.",
        [CSE],
        [],
        [HW, EX, RT, LIFT, VE, LOTO],
        "Going down into a valve chamber needed a confined space entry permit with gas testing (CO from the petrol "
        "pump).",
    ),
    inc(
        "Investigation summary, combined heat and power plant: a fitter replacing the mechanical seal on boiler feed "
        "pump BFP-2 had the 400 V motor locked off, but the suction valve from the deaerator was only closed by the "
        "operator, not locked, and was reopened during a line-up on the other pump. Water at 105 °C sprayed from "
        "the open seal housing and he was scalded on both legs. Seal changes now need the pump isolated, locked and "
        "drained on the permit, with the suction and discharge valves on the lock list.",
        [CW, LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH, LIFT],
        "Opening a feed pump seal breaks containment (Cold Work with valves locked) and the 400 V motor must be "
        "locked off (Electrical/LOTO).",
    ),
    inc(
        "Incident report, bitumen terminal: a welder inside a cleaned bitumen storage tank was repairing a leaking "
        "steam coil with an arc welder when residue under the coil supports began to smoke and filled the tank with "
        "fumes. He got out through the manway with help from the hole watch, who had kept a gas monitor running at "
        "the entrance. The residue had not been removed from under the coils before the entry and hot work permits "
        "were signed.",
        [CSE, HW],
        [CW],
        [EX, RT, LIFT, VE, WAH, LOTO],
        "Welding inside a storage tank needed both a confined space entry permit and a hot work permit; opening "
        "the steam coil is optional Cold Work.",
    ),
    inc(
        "Lessons learned, offshore gas platform: an instrument technician inhibited four flammable-gas detectors in "
        "the compression module to calibrate them and went to lunch without reinstating them or telling the "
        "control room. A small seal leak on a recycle compressor an hour later was found by an operator's personal "
        "monitor, not by the fixed system. Inhibits now go on a safeguard-override permit with a time limit and a "
        "control-room log.",
        [CW],
        [],
        [HW, CSE, EX, RT, VE, LIFT, WAH, LOTO],
        "Inhibiting fire and gas detectors bypasses a safeguard, which needs a controlled permit (Cold Work).",
    ),
    inc(
        "Near-miss card, pharma packaging hall: a QA auditor slipped on a wet patch of floor in the gowning room "
        "after the morning clean and steadied herself on the bench, with no injury. Wet-floor signs are now set out "
        "until the floor is dry.",
        [],
        [],
        ALL,
        "A slip on a wet floor during an audit involves no permit work.",
    ),
    inc(
        "First-aid log, snack factory: a quality technician cut her thumb on a sample knife while portioning product "
        "for the afternoon taste panel in the QC lab. Cleaned and dressed, back to work the same shift.",
        [],
        [],
        ALL,
        "A knife cut at a lab bench involves no permit work.",
    ),
    inc(
        "Investigation summary, fertiliser plant: a crew hand-digging to expose a buried ammonia line for a coating "
        "repair reached 0.9 m and then, to save time, switched to a pneumatic breaker to get through a concrete "
        "layer, chipping the coating and denting the line. The dig permit allowed hand tools only within 0.5 m of "
        "the marked line. The repair dig was finished by hand under a revised permit, with ammonia monitors at the "
        "trench.",
        [EX],
        [CW],
        [HW, CSE, RT, LIFT, VE, WAH, LOTO],
        "A 0.9 m dig to expose a buried ammonia line needed an excavation permit with hand-dig limits; the coating "
        "repair on a live line is optional Cold Work.",
    ),
    inc(
        "Incident report, dairy: after a CIP cycle a fitter climbed into a 30 m³ milk silo through the bottom "
        "manway to replace a cracked spray ball, without a gas test and with the CIP supply valve only closed, not "
        "locked. The CIP pump was started for the next silo, caustic came through the open valve into the silo, and "
        "he got out with chemical burns to his neck. Silo entries now need an entry permit with the CIP lines "
        "disconnected or blanked.",
        [CSE, CW],
        [LOTO],
        [HW, EX, RT, VE, LIFT, WAH],
        "Entering the silo needed a confined space entry permit, and disconnecting or blanking the CIP line is "
        "positive isolation of a process line (Cold Work); locking off the CIP pump is optional.",
    ),
]
