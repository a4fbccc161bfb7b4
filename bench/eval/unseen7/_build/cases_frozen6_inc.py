"""frozen6 incident-style narratives of unseen7: hand-written, site-free, each with its label.

Why: the held-out half of unseen7's narratives (1-4 sentences each, in our own words, settings the earlier
sets did not use). Each label was written with its narrative and never changed. Nobody working on the
system reads this file.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "_shared"))

from permits import CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc  # noqa: E402

INCIDENTS = [
    inc(
        "During vintage at a winery, a cellar hand climbed into a 20,000 L fermentation tank through the bottom "
        "door to rake out grape skins and collapsed in the carbon dioxide left by the ferment. A colleague who "
        "went in after him was also overcome, and both were recovered by the fire brigade.",
        [CSE], [LOTO], [HW, EX],
        "Entering a fermentation tank is a confined space entry (CO2, oxygen deficiency); the must pump or rake "
        "drive may need locking out.",
    ),
    inc(
        "At a seawater desalination plant a technician was replacing an end cap on a reverse-osmosis pressure "
        "vessel after the train had been stopped from the HMI but not locked out. An automatic flush sequence "
        "started the high-pressure pump and the loosened cap was blown off, striking his shoulder.",
        [LOTO, CW], [], [HW, CSE],
        "The high-pressure pump should have been locked out, and opening a pressure vessel on the train is "
        "breaking containment.",
    ),
    inc(
        "Two fitters went into the penstock of a small hydro station to inspect the lining, relying on the intake "
        "gate being shut. The bypass valve had been left open, and water was at their waists before they got "
        "out up the access ladder.",
        [CSE], [CW, LOTO], [HW, EX],
        "A penstock is a confined space; the valve isolation (Cold Work) and the gate actuator lockout are part "
        "of it but could sit under the entry permit.",
    ),
    inc(
        "A millwright at a sawmill burned off a seized bearing housing on the dust-extraction ductwork with an "
        "oxy-propane torch, and sawdust inside the duct caught fire and spread to the cyclone.",
        [HW], [CW, LOTO], [EX, RT],
        "Torch work on dust-laden ductwork is Hot Work; stopping and isolating the extraction fan is defensible.",
    ),
    inc(
        "Our maintenance guy at the tyre recycling line reached into the primary shredder to free a jammed bead "
        "wire after only pressing the stop button. The hydraulic ram still held pressure, moved, and crushed his "
        "hand.",
        [LOTO], [CW], [HW, WAH],
        "The shredder's electrical and hydraulic energy had to be isolated and released under lockout before "
        "reaching in.",
    ),
    inc(
        "A lift mechanic servicing the bullwheel of a ski-area chairlift unclipped his lanyard to reach a grease "
        "nipple and fell 5 m from the drive terminal deck, which had no guard rail on that side.",
        [WAH], [LOTO], [HW, EX, CSE],
        "Work 5 m up on an unguarded deck needs fall protection; locking out the lift drive is defensible but "
        "not stated.",
    ),
    inc(
        "Three sewer workers were overcome by hydrogen sulphide in a 2.4 m diameter tunnel when a pumping "
        "station upstream restarted and pushed septic flow past their stopper; one of them died.",
        [CSE, LOTO], [CW], [HW],
        "A sewer tunnel entry, where the upstream pumps should have been locked out for the duration.",
    ),
    inc(
        "At a flood-control dam a 3.5 t counterweight fell during replacement of a radial gate's hoist rope, "
        "because one outrigger of the mobile crane sank into soft fill beside the spillway.",
        [LIFT], [VE, WAH], [HW, CSE],
        "A 3.5 t mobile-crane lift; the crane at a dam is not in a process area (Vehicle Entry optional).",
    ),
    inc(
        "A refractory crew doing a hot repair on the crown of a float-glass furnace used ceramic welding through "
        "an open peephole, and one of them was treated for carbon monoxide poisoning because his air-line hood "
        "drew from a compressor inlet next to a diesel generator.",
        [HW], [WAH], [EX, CSE],
        "Ceramic welding on a hot furnace is Hot Work; the crown may need height protection.",
    ),
    inc(
        "On a fish-farm feed barge a deckhand climbed into a feed silo to break a bridged crust of pellets and "
        "was buried to the chest when it collapsed, with the auger to the blower still in automatic.",
        [CSE, LOTO], [], [HW, EX],
        "Entering a silo is a confined space entry and the auger had to be locked out.",
    ),
    inc(
        "A tannery worker unblocking a drum-washing drain at floor level was overcome by hydrogen sulphide when "
        "acid pickling liquor met the sulphide lime liquor already in the pit, although he never went into it.",
        [CW], [CSE], [HW, WAH],
        "Opening and rodding a process drain is Cold Work with an H2S test; no entry was made, so Confined "
        "Space Entry is optional.",
    ),
    inc(
        "In the formation hall of a battery-cell plant an electrician opened a 1,000 V DC busway cover to "
        "re-tighten a joint without checking that the string was discharged, and received an arc-flash burn to "
        "his forearm.",
        [LOTO], [], [HW, WAH, CSE],
        "Work on a 1,000 V DC busway needs isolation, discharge and verification, or an energised work permit.",
    ),
    inc(
        "A fitter at a biodiesel plant broke a flange on the methanol recovery line without draining it first, "
        "and the methanol that sprayed out lit on a hot steam trap with an almost invisible flame.",
        [CW], [], [EX, WAH],
        "Breaking a flange on a methanol line is Cold Work (drain, isolate, gas test); nothing hot was "
        "intended.",
    ),
    inc(
        "An acid road tanker reversing to the unloading point of a copper solvent-extraction plant struck the "
        "bund wall of the tank farm, because a parked service ute blocked the driver's view, and cracked the "
        "unloading line.",
        [VE], [CW], [HW, CSE],
        "A road tanker manoeuvring in the tank farm needs vehicle control (banksman, clear route).",
    ),
    inc(
        "At a geothermal power station a contractor cut a 1.5 m trench with an excavator across a well pad to "
        "lay a drain and holed a buried brine line, and the crew had to leave the trench when hydrogen sulphide "
        "came off.",
        [EX], [VE, CSE], [HW, WAH],
        "Machine trenching over buried services is Excavation; the excavator on the well pad and the trench "
        "atmosphere are defensible extras.",
    ),
    inc(
        "A welder repairing a hinge lug on a ferry linkspan 3 m above the water was knocked off when the "
        "linkspan's hydraulic cylinders lowered the ramp for an arriving ferry, as nobody had locked out the "
        "power pack.",
        [HW, WAH, LOTO], [], [EX, CSE],
        "Welding (Hot Work) 3 m above water (Working at Height) on a structure whose hydraulic power pack had to "
        "be locked out.",
    ),
    inc(
        "At a chocolate factory fitters took a sealed-source level gauge off a cocoa-butter tank during a repair "
        "without the radiation protection supervisor, and the gauge sat in the workshop with its shutter open "
        "for two days.",
        [RT], [CW], [HW, EX],
        "Removing a sealed-source gauge is radiation work under the radiography/sealed-source permit.",
    ),
    inc(
        "An office worker at a port authority building tripped on a loose carpet tile and sprained her wrist; "
        "facilities re-glued the tile the same afternoon.",
        [], [], [HW, WAH, LOTO, CSE],
        "An office slip with no permit-controlled work.",
    ),
    inc(
        "A laboratory technician at a water treatment works knocked over a 50 mL bottle of dilute sodium "
        "hypochlorite on the bench and cleaned it up with the spill kit.",
        [], [], [CSE, HW, CW],
        "A small lab spill handled by lab procedure; no permit.",
    ),
    inc(
        "A trainee in a pharmaceutical packing hall cut her thumb on the blade of a hand-held carton tape "
        "dispenser at a manual packing bench.",
        [], [], [LOTO, HW, LIFT],
        "A hand-tool cut at a manual bench; no permit.",
    ),
]
