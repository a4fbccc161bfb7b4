"""unseen9 frozen8 incident-style narratives: 20 hand-written cases with their labels.

Why: short accident and near-miss summaries in settings outside a refinery, written without reading the
implementation or the earlier sets' cases; the label is the permit(s) the job needed. Labels follow
bench/eval/README.md. Nobody working on the system reads this file.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "_shared"))

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc  # noqa: E402

INCIDENTS = [
    inc(
        "At a municipal crematorium a mason climbed into the main cremation chamber to patch the hearth "
        "refractory the morning after the last cremation. The burner fan had been switched off at the panel "
        "but not locked, and a colleague restarted the cremator for a warm-up cycle while he was inside; he got "
        "out with minor burns.",
        [CSE, LOTO],
        [CW],
        [EX, RT, VE, LIFT],
        "Entry into a cremator chamber is Confined Space Entry, and its burner fan and gas train needed locking out.",
    ),
    inc(
        "A cemetery groundsman dug a grave to 1.8 m with a tracked mini digger and stepped down into it to "
        "square the end by hand. The unsupported sand wall slumped onto his legs.",
        [EX],
        [VE],
        [HW, LOTO, RT, LIFT],
        "A 1.8 m machine-dug grave entered without support is Excavation; the digger in a cemetery is Vehicle "
        "Entry optional.",
    ),
    inc(
        "Ice rink plant room, Saturday: a refrigeration technician cracked a flange on the ammonia liquid line "
        "to change a gasket without pumping the section down first. The NH3 alarm went to high level and the "
        "building was evacuated.",
        [CW],
        [],
        [HW, EX, RT, WAH, VE, LIFT],
        "Opening an ammonia line to change a gasket is breaking containment (Cold Work).",
    ),
    inc(
        "At the zoo's elephant house a contractor replacing a cracked roof light stepped onto the old "
        "polycarbonate sheet and fell 6 m to the sand floor. No crawling boards or safety net were in place.",
        [WAH],
        [LIFT],
        [HW, CSE, EX, RT, VE],
        "Roof work over a fragile sheet 6 m up is Working at Height.",
    ),
    inc(
        "Xưởng nhuộm (dye house) at a textile mill: an operator reached into the jet-dyeing machine through the "
        "loading door to free a tangled rope of fabric while the 30 kW reel motor was only stopped from the "
        "HMI. The reel jogged and pulled his arm in.",
        [LOTO],
        [CSE, CW],
        [HW, EX, RT, WAH, VE, LIFT],
        "Hands inside a machine need the reel motor locked out; the drum is Confined Space Entry optional.",
    ),
    inc(
        "Kiwanda cha chai (tea factory), Kericho: the fundi replaced a burnt contactor in the 415 V starter of a "
        "withering-trough fan with the incomer still on, because the panel key was missing. An arc flash burnt "
        "his hands.",
        [LOTO],
        [],
        [HW, CSE, EX, RT, WAH, VE, LIFT],
        "Work inside a 415 V starter needed isolation and lockout.",
    ),
    inc(
        "In a Westland kas (glasshouse), a welder repaired the flue of the CO2 heating boiler on the glasshouse "
        "roof gutter, about 5 m up, from a ladder tied to the gutter. Sparks fell on the stacked plastic crates "
        "below and started a small fire.",
        [HW, WAH],
        [],
        [CSE, EX, RT, LIFT],
        "Welding from a ladder on a 5 m gutter: Hot Work and Working at Height.",
    ),
    inc(
        "During maintenance of a canal lock, the 12 t upper gate leaf was being lifted out by a floating crane "
        "when a shackle pin backed out. The leaf dropped half a metre onto its cill and nobody was hurt.",
        [LIFT],
        [CW],
        [HW, CSE, EX, RT, LOTO],
        "A 12 t gate leaf lifted by a floating crane is Lifting.",
    ),
    inc(
        "In a shopping centre, an escalator technician was in the lower machine pit cleaning the step chain "
        "when the night manager restarted the escalator from the key switch at the top. His overalls caught on "
        "the step band.",
        [LOTO],
        [CSE],
        [HW, EX, RT, WAH, VE, LIFT],
        "Work in an escalator pit needed the drive locked out; the pit is Confined Space Entry optional.",
    ),
    inc(
        "A conservation contractor set up a portable 200 kV X-ray tube in a museum courtyard to image a bronze "
        "statue's internal armature. A visitor walked through the gap in the rope barrier before the exposure "
        "was stopped.",
        [RT],
        [],
        [HW, CSE, EX, LOTO, WAH, LIFT, VE],
        "Portable industrial X-ray work is Radiography.",
    ),
    inc(
        "At a car-body paint shop, a fitter MIG-welded a bracket to the spray-booth extract duct while the "
        "booth next to it was still spraying solvent basecoat. The duct's paint residue flashed and the "
        "sprinklers went off.",
        [HW],
        [CW],
        [CSE, EX, RT, LIFT, VE],
        "Welding on an extract duct beside solvent spraying is Hot Work.",
    ),
    inc(
        "At a printing works' toluene solvent-recovery plant, a contractor's diesel forklift drove into the "
        "zoned tank compound to deliver carbon drums and its exhaust was found to lack a spark arrestor. The "
        "visit was stopped at the gate of the next compound.",
        [VE],
        [],
        [HW, CSE, EX, RT, LOTO],
        "A diesel forklift entering a zoned solvent compound is Vehicle Entry.",
    ),
    inc(
        "Lighthouse keeper's log: two rope-access technicians abseiled from the lantern gallery to re-glaze a "
        "cracked storm pane 28 m above the rocks. One descender jammed and he was rescued by his partner.",
        [WAH],
        [],
        [HW, CSE, EX, RT, LOTO, VE],
        "Rope-access work on the lantern 28 m up is Working at Height.",
    ),
    inc(
        "At a public swimming pool an attendant climbed down into the 2.5 m deep balance tank under the pool "
        "hall to recover a dropped tool, with no gas test and nobody at the hatch. He was overcome by chlorine "
        "fumes and hauled out.",
        [CSE],
        [CW],
        [HW, EX, RT, WAH, VE, LIFT],
        "Entry into a pool balance tank is Confined Space Entry.",
    ),
    inc(
        "W kopalni (coal mine) surface plant, a contractor used a gas torch to cut out a worn chute liner in "
        "the conveyor gallery without removing the coal dust. The dust caught and the gallery deluge had to be "
        "triggered.",
        [HW],
        [CW],
        [CSE, EX, RT, VE],
        "Gas cutting in a coal-dusty gallery is Hot Work.",
    ),
    inc(
        "مئذنة (minaret) of a city mosque: the electrician replaced the call-to-prayer loudspeakers 25 m up from a "
        "hired truck-mounted boom lift with the 230 V amplifier feed left on. A dropped spanner hit the "
        "pavement inside the cordon.",
        [WAH, LOTO],
        [],
        [HW, CSE, EX, RT, LIFT],
        "Work 25 m up from a boom lift and on a 230 V feed that should have been isolated.",
    ),
    inc(
        "A painter re-coating the inside of a municipal water tower's steel tank entered through the roof "
        "hatch with a two-pack epoxy and a single fan. The solvent vapour built up and he was dizzy when he "
        "came out.",
        [CSE],
        [WAH, CW],
        [HW, EX, RT, LIFT, VE],
        "Painting inside a water tower tank is Confined Space Entry; the roof-hatch access may also be Working "
        "at Height.",
    ),
    inc(
        "At a recycling centre the cardboard baler jammed and the operator climbed into the feed chamber to "
        "pull the bale free, with the hydraulic power pack only stopped and not locked. The ram crept forward "
        "under residual pressure.",
        [LOTO],
        [CSE],
        [HW, EX, RT, WAH, VE, LIFT],
        "Entering a baler needs the power pack locked out and the stored hydraulic energy released.",
    ),
    inc(
        "Primary school sports day: the caretaker marked out the running track with a wheeled line marker and "
        "the fire brigade gave a talk on the hose reel. No incidents.",
        [],
        [],
        ALL,
        "A sports day and a fire-safety talk; no permit.",
    ),
    inc(
        "Hotel restaurant shift summary: the chef flambéed the crêpes at the tables and the pastry section "
        "torched the meringues. No complaints, no injuries.",
        [],
        [],
        [CSE, EX, LOTO, WAH, CW, LIFT, RT, VE],
        "Normal restaurant cooking; no permit (Hot Work left unlisted, a catering flame in service).",
    ),
]
