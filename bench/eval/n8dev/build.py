"""Code-side development narratives for round 8 (branch i12n8): NOT an independent set.

Why: the five tune sets' narratives are fitted (taxonomy alone scores F1 0.96 on them), so they say little about
wording nobody tuned for. These 40 narratives were written by the round-8 narrative helper before any run against
them, in tellings the tune sets use little: witness statements, investigation findings, lessons-learned bulletins,
translated reports, passive voice and nominalisations. They were measured once untuned (BENCHMARKS.md, i12n8) and
then used for tuning, so their tuned figure is a tuned figure. Run: python3 build.py (writes incidents.json).
"""

import json
from pathlib import Path

HW, CSE, EX, LOTO, WAH = "Hot Work", "Confined Space Entry", "Excavation", "Electrical/LOTO", "Working at Height"
CW, LIFT, RT, VE = "Cold Work", "Lifting", "Radiography", "Vehicle Entry"

CASES = [
    # witness statements
    (
        "I saw him kneel on the grating and start the torch on the bracket; the sparks dropped through onto the oily "
        "lagging below and it flared up.",
        [HW],
        [],
        [],
    ),
    (
        "My mate went down the ladder into the wet well to pull the rag out of the pump and he just slumped over. I "
        "shouted and the others came running.",
        [CSE],
        [],
        [],
    ),
    (
        "I was on the tag line when the sling slipped off the hook and the spool piece swung into the handrail.",
        [LIFT],
        [],
        [],
    ),
    (
        "He told me the panel was dead, so I took the cover off the isolator and got a belt across my hand.",
        [LOTO],
        [],
        [],
    ),
    (
        "We were standing on the top lift of the scaffold fixing cladding sheets when a gust took one and he went over "
        "the edge with it.",
        [WAH],
        [],
        [],
    ),
    (
        "The driver reversed the tipper into the unloading bay while I was still behind it sorting the chocks.",
        [VE],
        [],
        [],
    ),
    # investigation findings / root-cause language
    (
        "Root cause: the section of pipe was opened while still under pressure from the upstream block valve that was "
        "passing. The fitter was sprayed with hot condensate.",
        [CW],
        [],
        [],
    ),
    (
        "The investigation established that the trench had been dug to 2.4 m with vertical sides and no shoring, and "
        "that the labourer was laying the duct at the bottom when the wall slumped.",
        [EX],
        [],
        [],
    ),
    (
        "Contributing factors included the absence of an atmospheric test before the operator climbed into the "
        "fermentation vessel to scrape the walls.",
        [CSE],
        [],
        [],
    ),
    (
        "The inquiry found that the source had not been retracted into the exposure container after the last shot, "
        "and two pipefitters walked into the controlled area.",
        [RT],
        [],
        [],
    ),
    (
        "Findings: the conveyor drive was not isolated at the MCC; the belt was restarted from the control room while "
        "the millwright was changing an idler.",
        [LOTO],
        [],
        [],
    ),
    # lessons-learned bulletins
    (
        "Lesson learned: a contractor changing lamps on the warehouse high-bay lights from a scissor lift overreached "
        "and the lift tipped on the uneven slab.",
        [WAH],
        [],
        [],
    ),
    (
        "Safety alert. While a mobile crane was picking a compressor skid, an outrigger pad sank into backfill and the "
        "crane overturned.",
        [LIFT],
        [],
        [],
    ),
    (
        "Bulletin 14: during the removal of a heat exchanger bundle with an extractor, the bundle fell from the rig "
        "onto the plant road.",
        [LIFT],
        [VE],
        [],
    ),
    (
        "Learning from events: an apprentice drilling into a plasterboard wall hit a concealed 230 V cable and "
        "received a shock.",
        [LOTO],
        [],
        [],
    ),
    # passive voice / nominalisations
    (
        "During the cutting of the old flare stack with oxy-propane, a fire was started in the dry grass around the "
        "base.",
        [HW],
        [WAH],
        [],
    ),
    (
        "The fan housing was entered for blade cleaning without the motor being locked off, and the impeller was "
        "turned by the draught.",
        [LOTO],
        [CSE],
        [],
    ),
    (
        "Following the digging of a pit for a new valve chamber, the excavator bucket struck a gas main at 1.3 m.",
        [EX],
        [],
        [],
    ),
    (
        "A worker was burned during grinding of a weld on a diesel day tank that had not been cleaned or gas-freed.",
        [HW],
        [],
        [],
    ),
    (
        "The load was landed on the mezzanine by the overhead gantry crane, and the rigger was crushed when it "
        "shifted.",
        [LIFT],
        [],
        [],
    ),
    (
        "Work was being carried out on the roof of the pump house when a fragile skylight gave way under the roofer.",
        [WAH],
        [],
        [],
    ),
    # translated / non-native reports
    (
        "The worker was making welding of support on the tank roof, the tank was having vapour of naphtha inside, "
        "explosion happened.",
        [HW],
        [WAH],
        [],
    ),
    (
        "Operator go inside the silo for breaking the bridged cement, the material come down and bury him to the "
        "chest.",
        [CSE],
        [],
        [],
    ),
    (
        "Electrician is changing the contactor in the distribution board, the breaker was not switched off by the "
        "other shift, he got the flash on face.",
        [LOTO],
        [],
        [],
    ),
    (
        "The truck of the vacuum company was entering the process unit without escort and hit the small pipe rack.",
        [VE],
        [],
        [],
    ),
    (
        "The worker was doing the X-ray of the pipeline welds at night, the barrier was not put, a watchman walked "
        "inside near the source.",
        [RT],
        [],
        [],
    ),
    # mixed and multi-permit
    (
        "Two fitters were removing the manway of the crude tank to start the sludge cleaning; a welder began cutting "
        "the old nozzle from the outside at the same time.",
        [CSE, HW],
        [CW],
        [],
    ),
    (
        "The scaffolder was passing tubes up the outside of the stack to the platform at 30 m when a tube slipped and "
        "fell onto the access road where a forklift was passing.",
        [WAH],
        [VE, LIFT],
        [],
    ),
    (
        "The crew were jacking a trench box into place in the 3 m dig for the storm sewer when the box rolled and "
        "pinned a pipe layer.",
        [EX],
        [LIFT],
        [],
    ),
    (
        "While replacing the gasket on the ammonia line flange, the bolts were loosened before the line had been "
        "depressurised and a release followed.",
        [CW],
        [],
        [],
    ),
    (
        "The contractor was hot-tapping the live fuel gas header when the welding burned through the wall.",
        [HW],
        [CW],
        [],
    ),
    (
        "A lineman climbed the wooden pole to replace a fuse on the 11 kV line that he believed was isolated.",
        [LOTO, WAH],
        [],
        [],
    ),
    # consequence / aftermath heavy (precision traps)
    (
        "The pump seal was changed without incident. Later that night a fire broke out in the control room cable "
        "trench from a failed cable joint.",
        [CW],
        [LOTO],
        [HW],
    ),
    ("A visitor slipped on a wet floor in the office reception and broke his wrist.", [], [], [HW, CSE, WAH]),
    ("The driver fell asleep on the highway on the way back from site and the car left the road.", [], [], [VE, LIFT]),
    (
        "The forklift operator was moving pallets in the warehouse aisle when a pedestrian stepped out; he was struck "
        "and bruised.",
        [],
        [VE],
        [HW, CSE],
    ),
    (
        "Nobody was hurt. The gas cloud drifted over the road and the emergency team closed it for an hour.",
        [],
        [],
        [HW],
    ),
    # job still to do / follow-up
    (
        "After the fire the damaged pipe supports must be cut out and new ones welded in before the line can return "
        "to service.",
        [HW],
        [],
        [],
    ),
    (
        "The collapsed trench has to be re-excavated by machine to recover the pump, with a drag box this time.",
        [EX],
        [LIFT],
        [],
    ),
    (
        "Next week the crew will re-enter the digester to finish removing the grit, with continuous gas monitoring.",
        [CSE],
        [],
        [],
    ),
]


def main() -> None:
    out = [
        {
            "id": f"N8D-{n:03d}",
            "text": t,
            "required": r,
            "optional": o,
            "forbidden": f,
            "split": "n8dev",
            "why": "code-side dev narrative (i12n8)",
        }
        for n, (t, r, o, f) in enumerate(CASES, 1)
    ]
    Path(__file__).with_name("incidents.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(len(out), "narratives")


if __name__ == "__main__":
    main()
