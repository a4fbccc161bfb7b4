"""unseen23 tune22 incident-style narratives: each labelled with the permits the job described needed.

Why: site-free narratives in voices and trades the earlier sets did not use (a cemetery sexton's log, a
mushroom grower's message, a bell-hanger's report to a parish, a crematorium technician's incident form, an
observatory technician's e-mail, a travelling showman's letter, a fish hatchery manager's log, a lighthouse
maintenance contractor's report, a hospital MRI engineer's note, an LPG bottling plant's near-miss card, a
pipeline spread's daily report, a car-wash franchisee's complaint, a hot-air balloon pilot's log, a cookery
school's accident book, a library's accident book, a fencing contractor's statement, a demolition diary, a
marina yard's report, a printing works' shift note and a bridge painting foreman's text). Each label was
written together with its text and is never changed afterwards. Plain data read by build.py.
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "Sexton's log, Tuesday: the grave for the Friday burial was taken down to 1.9 m, first with the "
        "mini digger and then by hand, and no shoring boards were put in because the ground looked firm. "
        "The long side slumped while Terry was squaring the bottom and buried him to the waist; he was dug "
        "out by the lads with their hands.",
        [EX],
        [VE],
        [HW, CSE, RT, LOTO, WAH, LIFT],
        "A 1.9 m grave dug by machine and hand with no shoring is an excavation needing a protective system.",
    ),
    inc(
        "Message from the grower: one of the pickers went into growing room 6 to fetch a crate while the "
        "ventilation was off for the casing stage and came out dizzy and grey. The room had been shut for "
        "two days with the compost breathing out CO2 and nobody checked the air or told her not to go in.",
        [CSE],
        [LOTO],
        [HW, EX, RT, LIFT, WAH, VE],
        "A sealed growing room with CO2 building up and no ventilation is a confined space entry; the fans "
        "are optional LOTO.",
    ),
    inc(
        "Report to the Parochial Church Council: the 1.2 t tenor bell was being lowered from the bell "
        "chamber through the three trapdoors with a chain hoist when a rope sling chafed on the frame and "
        "parted. The bell dropped a metre onto the beams of the ringing chamber, and the ringer guiding it "
        "from the open trapdoor 15 m above the nave floor was not tied on.",
        [LIFT, WAH],
        [],
        [HW, CSE, EX, RT, VE, LOTO],
        "Lowering a 1.2 t bell by chain hoist is a lift; a person at an open trapdoor 15 m up is working at "
        "height.",
    ),
    inc(
        "Crematorium technician's incident form: while relining the hearth of cremator 2 I went in through "
        "the loading door before the chamber had cooled to ambient. The combustion air fan started on its "
        "timer because only the control panel had been switched to standby, not locked off at the isolator.",
        [CSE, LOTO],
        [],
        [EX, RT, VE, LIFT, WAH],
        "Going inside a cremator chamber is a confined space entry, and its fan must be locked off at the "
        "isolator.",
    ),
    inc(
        "Observatory e-mail: the technician was greasing the dome shutter track 9 m up on the outside "
        "gallery when a student slewed the dome from the control room. The 400 V rotation drive had not "
        "been isolated and he had no harness, so he held on to the shutter rail until it stopped.",
        [LOTO, WAH],
        [],
        [HW, CSE, EX, RT, VE, LIFT],
        "The 400 V dome drive needed locking off and the 9 m gallery outside the dome is working at height.",
    ),
    inc(
        "Dear Mr Hanley, during the Easter fair your welder repaired the cracked sweep arm of the Waltzer "
        "right beside our generator lorry. The sparks landed on the spare jerry cans under the tail lift "
        "and one caught, and there was no extinguisher to hand or anybody watching.",
        [HW],
        [],
        [CSE, EX, RT, LIFT, WAH, LOTO],
        "Welding beside fuel cans with no fire watch is hot work.",
    ),
    inc(
        "Hatchery log: the tech opened the flange on the liquid oxygen line to the cones to change a "
        "gasket without closing and venting it first. It sprayed cold oxygen over his arm and the "
        "insulation, and the building had to be aired out before anyone went back in.",
        [CW],
        [],
        [HW, EX, RT, VE, LIFT, WAH],
        "Breaking a flange on a pressurised oxygen line is breaking containment and needs isolation and "
        "venting first.",
    ),
    inc(
        "Lighthouse maintenance contractor's report: the painter was burning off old paint on the lantern "
        "gallery with a gas torch 30 m above the rocks. The gallery rail had corroded through at one "
        "stanchion and he leaned on it, catching himself on the glazing bars.",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE, LIFT, LOTO],
        "A gas torch is hot work and a gallery with a failed rail 30 m up is working at height.",
    ),
    inc(
        "MRI engineer's note: the quench vent pipe for the scanner was being replaced on the hospital roof "
        "8 m up, right at the edge where there is no parapet. The fitter stepped back to look at the run and "
        "had one heel over the edge before his mate shouted.",
        [WAH],
        [],
        [RT, HW, CSE, EX, VE, LOTO],
        "Roof-edge work at 8 m is working at height; an MRI scanner is not radiography.",
    ),
    inc(
        "Near-miss card, LPG bottling: a diesel delivery lorry was waved into the cylinder filling hall to "
        "pick up a pallet because the yard forklift was down. The gas detectors were in alarm from a "
        "leaking valve at the carousel while the engine was running under the canopy.",
        [VE],
        [],
        [HW, CSE, EX, RT, WAH, LOTO],
        "An engine-driven lorry entering a filling hall with flammable gas is vehicle entry into a "
        "hazardous area.",
    ),
    inc(
        "Pipeline spread daily report: the crawler was exposing field weld 214 with Ir-192 inside the pipe "
        "when the landowner walked his dog straight through the barrier tape on the stringing road. The "
        "radiographers had no one posted on that side of the barrier.",
        [RT],
        [EX, VE],
        [HW, CSE, LOTO, WAH],
        "Gamma radiography of pipeline welds needs a controlled barrier.",
    ),
    inc(
        "Complaint to the franchise: your engineer was inside the car-wash gantry changing a side brush "
        "when our attendant reset the machine and it started its cycle. He had only pressed the emergency "
        "stop, and there was no padlock on the 400 V isolator on the plant room wall.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, VE, WAH],
        "Work inside a powered machine needs its 400 V isolator locked off.",
    ),
    inc(
        "Balloon flight log: good lift from the school field, burner blasts short and often, envelope "
        "temperature held under 100 C. Landed in stubble after 50 min and the passengers got a glass of "
        "fizz.",
        [],
        [],
        ALL,
        "A hot-air balloon flight: 'lift', 'burner' and 'temperature' are ballooning words. No permit.",
    ),
    inc(
        "Accident book, cookery school: a student burnt her thumb with the blowtorch while caramelising the "
        "creme brulee tops. Cooled under the tap for 20 min and a dressing applied.",
        [],
        [],
        ALL,
        "A kitchen blowtorch on a dessert in a cookery class. No permit.",
    ),
    inc(
        "Library accident book: a volunteer stepping down from the kick-stool (about 40 cm) while reshelving "
        "the local history section twisted her ankle. Ice pack and sent home.",
        [],
        [],
        ALL,
        "A kick-stool at 40 cm while reshelving. No permit.",
    ),
    inc(
        "Fencing contractor's statement: we were putting in post holes for a paddock fence with the "
        "tractor auger and at about 0.7 m it caught the gas service to the farmhouse. Nobody had looked at "
        "the plans or scanned for services before we started.",
        [EX],
        [],
        [HW, CSE, RT, LIFT, WAH, LOTO],
        "Augering post holes to 0.7 m is mechanical digging that can expose buried services.",
    ),
    inc(
        "Demolition diary: gas-cutting the steel bands off the brick chimney at 12 m from the MEWP basket, "
        "slag fell onto the old timber store below and it was smouldering by lunch. The long-reach "
        "excavator then pulled the top section down.",
        [HW, WAH],
        [VE],
        [CSE, RT, LOTO],
        "Gas cutting is hot work; working from a MEWP at 12 m is working at height.",
    ),
    inc(
        "Marina yard report: the travel hoist was lifting a 9 t yacht out for antifouling when the aft "
        "sling slid along the hull. The stern dropped and hit the dock, and the yard hand was standing "
        "underneath to guide the keel.",
        [LIFT],
        [],
        [HW, CSE, EX, RT, WAH, LOTO],
        "Lifting a 9 t yacht with a travel hoist is a lift needing slinging checks and an exclusion zone.",
    ),
    inc(
        "Shift note, print works: the operator changed the sight-glass gasket on the solvent recovery "
        "still while it was still warm and under a slight pressure. Hot solvent sprayed onto the floor and "
        "the room had to be evacuated until the vapour cleared.",
        [CW],
        [],
        [HW, EX, RT, WAH, LIFT, VE],
        "Breaking containment on a solvent still needs it isolated, cooled and depressured first.",
    ),
    inc(
        "Text from the bridge painting foreman: blast pot tipped off the edge of the hanging scaffold "
        "under the deck, missed the towpath by a yard. No toe boards on that lift and the lads are 6 m over "
        "the canal.",
        [WAH],
        [LIFT],
        [CSE, EX, RT, LOTO],
        "A hanging scaffold 6 m above a canal without toe boards is working at height.",
    ),
]
