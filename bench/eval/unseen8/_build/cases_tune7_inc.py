"""unseen8 tune7 incident-style narratives with their labels (written together, never changed afterwards).

Why: short narratives from settings the work orders' sites do not have (hospital estates, farm, school,
wind farm, rail depot, airport fuel farm, ship, brewery ...), each labelled with the permits its remaining
job needs; two need none. build.py reads INCIDENTS.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "_shared"))

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc  # noqa: E402

INCIDENTS = [
    inc("Hospital estates: the boiler flue in the plant room at the top of block C corroded through and a porter "
        "smelt fumes on the stair; the flue section has to be cut out and a new one welded in from a tower "
        "scaffold at 5 m.",
        [HW, WAH], [CW], [CSE, EX, RT, VE],
        "Cutting and welding the flue is Hot Work; the 5 m tower scaffold is Working at Height."),
    inc("On the dairy farm a worker collapsed in the slurry pit last spring; this week the agitator needs a new "
        "paddle, which means climbing down into the emptied pit with the PTO shaft isolated.",
        [CSE, LOTO], [CW], [HW, RT, LIFT],
        "Going down into a slurry pit is Confined Space Entry; the agitator drive is isolated."),
    inc("School caretaker here, the kids' hall light fell out of its fitting during assembly. I'll need the "
        "sparky to isolate the 230 V lighting circuit and refit it off the 4 m tower.",
        [LOTO, WAH], [], [HW, CSE, EX, RT, LIFT, VE],
        "A 230 V lighting circuit is isolated and refitted from a 4 m tower."),
    inc("Wind farm WTG-07: the blade bearing bolts were found loose after the storm, so the 90 t crawler crane "
        "comes in to take the 14 t blade off the hub.",
        [LIFT], [VE, WAH, LOTO], [HW, CSE, EX, RT],
        "A 14 t blade by crawler crane is Lifting; the crane on a wind-farm pad is Vehicle Entry optional "
        "(not a process area)."),
    inc("Rail depot: a shunter's loco hit the buffer stop and cracked the rail; the track gang are to break "
        "out the concrete and dig 1 m down to replace the buffer stop anchor.",
        [EX], [VE, HW], [CSE, RT, WAH, LIFT],
        "Breaking out and digging 1 m is Excavation."),
    inc("Airport fuel farm: a refueller bowser reversed into the hydrant pit valve last night and the pit has "
        "jet fuel in it. We need to pump it out and replace the valve, and the bowser that comes in for "
        "recovery is diesel.",
        [CW, VE], [CSE], [HW, RT, WAH],
        "Replacing a valve on a jet fuel hydrant is Cold Work; a diesel bowser entering the fuel farm is "
        "Vehicle Entry; a shallow pit is Confined Space Entry optional."),
    inc("MV Corrib Star, engine room: the ballast pump casing cracked after a water hammer and the "
        "repair yard will shoot the weld with an X-ray set once it is rewelded.",
        [HW, RT], [CW], [CSE, EX, WAH, VE],
        "Rewelding the casing is Hot Work and X-ray inspection of the weld is Radiography."),
    inc("Brewery: CO2 built up in fermenter FV-12 when it was opened for the annual clean and the cleaner felt "
        "dizzy; the inspection next week needs someone inside with an attendant.",
        [CSE], [CW], [HW, EX, RT, LIFT, VE],
        "Going inside the fermenter with an attendant is Confined Space Entry."),
    inc("The quarry conveyor tail pulley trapped a fitter's glove while it was cleaned running; the pulley "
        "bearing is now to be replaced with the 75 kW drive locked off.",
        [LOTO], [CW, LIFT], [HW, CSE, EX, RT, VE],
        "The 75 kW conveyor drive is locked off for the bearing change."),
    inc("Sewage pumping station: H2S alarmed at 12 ppm in the wet well on Monday. The duty pump still has to "
        "come out, on the guide rails with the davit, nobody going in.",
        [CW, LOTO], [LIFT], [CSE, HW, EX, RT, WAH],
        "Pulling a sewage pump is Cold Work with the pump isolated; nobody enters the wet well."),
    inc("Bridge maintenance: a previous gang dropped a spanner off the cradle into the river; the remaining "
        "bearing plate is to be welded from the underbridge unit at 11 m.",
        [HW, WAH, VE], [LIFT], [CSE, EX, RT],
        "Welding is Hot Work, 11 m from an underbridge unit is Working at Height, and the underbridge "
        "lorry is Vehicle Entry."),
    inc("Ospital: nung isang linggo nag-trip ang 11 kV ring main unit sa likod ng laundry; kailangan i-lock "
        "at i-test bago palitan ang cable end.",
        [LOTO], [CW], [HW, CSE, RT, LIFT, WAH],
        "Tagalog: the 11 kV ring main unit tripped last week and must be locked and tested before the cable end "
        "is replaced: Electrical/LOTO."),
    inc("At the grain silo a fitter was nearly engulfed when the bridged grain collapsed in 2025; the "
        "discharge gate now needs a new seal fitted from inside the empty hopper cone.",
        [CSE], [LOTO, CW], [HW, EX, RT, VE],
        "Working inside the hopper is Confined Space Entry."),
    inc("Marina boatyard: the travel hoist dropped a 20 t yacht onto its stand last season after a sling "
        "slipped, and tomorrow the same yacht is to be lifted back in.",
        [LIFT], [VE], [HW, CSE, EX, RT, LOTO],
        "Lifting a 20 t yacht with the travel hoist is Lifting."),
    inc("Cold store: a forklift driver got shut in the blast freezer in August; the door safety release is "
        "to be replaced, with the 400 V freezer fans isolated.",
        [LOTO], [CW], [HW, CSE, EX, RT, WAH, LIFT],
        "The 400 V fans are isolated for the door-release change; the freezer is a room with a door, not a "
        "confined space."),
    inc("Golf course greenkeeper: the irrigation main burst by the 9th hole and a mini digger is needed to "
        "dig 1.2 m to the pipe.",
        [EX], [VE, CW], [HW, CSE, RT, LIFT, WAH, LOTO],
        "A 1.2 m machine dig is Excavation; a digger on a golf course is Vehicle Entry optional."),
    inc("Chemical warehouse: last year a drum of sodium hypochlorite split and gassed the loading dock; today "
        "the replacement bund drain valve on the bunded store line is to be changed.",
        [CW], [], [HW, CSE, EX, RT, WAH, LIFT],
        "Breaking the bund drain line is Cold Work."),
    inc("Tunnel ventilation: during a night closure the jet fan bracket was found cracked, and the "
        "contractor is to grind it out and weld a plate from a MEWP at 6 m.",
        [HW, WAH], [VE, LOTO], [CSE, EX, RT],
        "Grinding and welding is Hot Work; 6 m from a MEWP is Working at Height."),
    inc("Museum visit: the apprentices toured the old steam engine house and heard how a boiler exploded "
        "there in 1911.",
        [], [], ALL,
        "A visit with a historical story; no work."),
    inc("Night shift at the bakery went fine, the oven crew had pizza at 3am and nothing broke.",
        [], [], ALL,
        "A shift summary with no job."),
]
