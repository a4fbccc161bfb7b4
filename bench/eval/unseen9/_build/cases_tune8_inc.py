"""unseen9 tune8 incident-style narratives (settings outside a refinery), each with its label.

Why: narratives test permit identification from free text without work-order fields. Each label was
written together with its text (bench/eval/README.md conventions) and is never changed afterwards.
1-4 sentences each (validate.py counts them).
"""

from permits import ALL, CSE, CW, EX, HW, LIFT, LOTO, RT, VE, WAH, inc

INCIDENTS = [
    inc(
        "At the municipal theatre a fly bar jammed halfway during the evening show and the safety "
        "officer stopped the performance. Tomorrow the stage crew will lock off the 400 V counterweight "
        "winch and replace its brake coil up on the grid, 14 m above the stage floor.",
        [LOTO, WAH],
        [],
        [HW, EX, CSE, RT],
        "Changing a brake coil on a 400 V winch needs lockout, and the grid at 14 m is work at height.",
    ),
    inc(
        "The ice rink plant room alarm went off at 3 am when an ammonia valve gland on compressor 2 "
        "started weeping. The refrigeration contractor will pump down the section and replace the valve "
        "packing this afternoon.",
        [CW],
        [LOTO],
        [HW, EX, WAH, RT],
        "Breaking into an ammonia refrigeration circuit is cold work; compressor lockout depends on how "
        "the section is isolated.",
    ),
    inc(
        "Rainwater got in under the cathedral's south aisle lead roof after the storm. The lead worker "
        "will lead-burn new bays with an oxy-propane torch from the scaffold at about 20 m.",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE],
        "Lead burning with a torch is hot work on a historic roof, done from a 20 m scaffold.",
    ),
    inc(
        "A road tanker delivery to the motorway service-station forecourt was refused after the dip "
        "showed water in tank 3. Tank 3 has been emptied and vented, and a lining contractor will now go "
        "inside through the manlid to inspect and patch the fibreglass lining.",
        [CSE],
        [CW],
        [HW, RT, WAH],
        "Going inside an underground fuel tank is confined space entry with flammable and oxygen tests.",
    ),
    inc(
        "One of the paddle gear assemblies on the canal lock gate seized during the spring inspection. "
        "The canal trust will lift the 1.4 t replacement off the work barge with the barge crane and bolt "
        "it to the gate.",
        [LIFT],
        [],
        [HW, CSE, EX, RT],
        "A 1.4 t crane lift from a barge is a lifting operation.",
    ),
    inc(
        "In the shipyard's block hall a weld on the new hull block failed ultrasonic testing last week "
        "and has been repaired. The NDT team will radiograph the repair with an Ir-192 source on the "
        "night shift when the hall is empty.",
        [RT],
        [],
        [HW, CSE, EX, LIFT],
        "Gamma radiography of a weld repair needs a radiography permit and controlled area.",
    ),
    inc(
        "On the new solar farm the trencher hit an old field drain yesterday and flooded the cable run. "
        "The contractor will re-dig the DC cable trench to 0.8 m with the tracked trencher once the "
        "drain is capped.",
        [EX],
        [VE],
        [HW, CSE, LOTO, RT],
        "Mechanical trenching to 0.8 m is excavation; a trencher on a solar farm is not a process area, so "
        "vehicle entry is optional.",
    ),
    inc(
        "Gas well GW-14 on the landfill was crushed by a compactor last month and is venting methane. A "
        "truck-mounted drilling rig will drive onto the capped cell and bore a replacement well to 12 m.",
        [EX, VE],
        [HW],
        [CSE, RT, LIFT],
        "Boring 12 m is excavation, and an engine-driven rig on a gassing landfill cell needs vehicle entry control.",
    ),
    inc(
        "The ferry linkspan stuck in the raised position after a hydraulic hose on the lifting ram split. "
        "The port engineers will isolate the 400 V power pack, bleed the accumulators and change the hose "
        "and the 800 kg hinge pin with chain blocks.",
        [LOTO, CW],
        [LIFT],
        [HW, CSE, EX, RT],
        "Power pack lockout and releasing stored hydraulic energy; an 800 kg chain-block lift is under 1 t, "
        "so optional.",
    ),
    inc(
        "The hotel kitchen extract duct caught fire above the wok range on Saturday and the duct "
        "section in the ceiling void is distorted. A ductwork contractor will cut out the section and "
        "weld in a new one from a podium at 3 m.",
        [HW, WAH],
        [],
        [CSE, EX, RT, VE],
        "Cutting and welding grease duct is hot work, and the ceiling void at 3 m is work at height.",
    ),
    inc(
        "A feed barge silo at the salmon farm bridged and stopped the feeding system. Two crew plan to "
        "climb inside the silo to break the crust, and feed oxidation can deplete oxygen.",
        [CSE],
        [LOTO],
        [HW, EX, RT, VE],
        "Entry into a feed silo is confined space entry with an oxygen test; isolating the feed auger "
        "depends on its drive.",
    ),
    inc(
        "At the ski resort a chairlift sheave assembly on tower 6 wore out over the winter. The lift "
        "engineers will lock out the 690 V main drive, climb the 12 m tower and swap the 1.2 t sheave "
        "train with a mobile crane.",
        [LOTO, WAH, LIFT],
        [VE],
        [HW, CSE, RT],
        "Main drive lockout, tower work at 12 m and a 1.2 t crane lift.",
    ),
    inc(
        "Chocolate set solid in melter tank 2 at the confectionery plant after a heater failed overnight. "
        "Maintenance will lock off the 400 V agitator and heater and a cleaner will climb into the tank to "
        "scrape it out.",
        [CSE, LOTO],
        [],
        [HW, EX, RT],
        "Climbing into a melter tank is confined space entry, with the agitator and heater locked off.",
    ),
    inc(
        "The recycling plant's baler jammed and an operator reached past the guard before the shift "
        "manager stopped him. Fitters will lock out the baler, dump the hydraulic pressure and replace "
        "the ram seals.",
        [LOTO, CW],
        [],
        [HW, CSE, EX, RT],
        "Lockout of the baler and releasing hydraulic pressure to change ram seals.",
    ),
    inc(
        "At the town cemetery the grave diggers will open a new double-depth grave to 1.8 m with the "
        "mini digger after last week's side collapse on the adjacent plot.",
        [EX],
        [VE],
        [HW, CSE, LOTO, RT],
        "A 1.8 m machine dig after a side collapse is excavation needing shoring; a digger in a cemetery "
        "is not a process area.",
    ),
    inc(
        "Two floodlight lamps on the stadium's north mast failed during the cup match. The electricians "
        "will isolate the 400 V lighting circuit and change them from a MEWP at 35 m.",
        [LOTO, WAH],
        [VE],
        [HW, CSE, EX, RT],
        "Isolating the lighting circuit and working from a 35 m MEWP.",
    ),
    inc(
        "The crematorium's cremator 1 refractory hearth cracked during the last cycle. Once cooled, a "
        "mason will crawl in through the charging door to cut out and reline the hearth.",
        [CSE],
        [LOTO, HW],
        [EX, RT, VE],
        "Crawling into the cremator chamber is confined space entry; isolating the burner fans and any "
        "cutting method are details not given.",
    ),
    inc(
        "A strong wind lifted part of the garden centre's polytunnel cover. Staff will dig the cover "
        "edge back in 25 cm by hand with spades and re-tension the ropes.",
        [],
        [],
        [EX, WAH, LIFT, HW, CSE, LOTO, RT, VE, CW],
        "A 25 cm hand dig at a polytunnel edge is below the 0.3 m threshold and no other hazard applies.",
    ),
    inc(
        "The vet X-rayed the farm dog's leg in the practice's shielded X-ray room and the radiograph was "
        "sent to the owner.",
        [],
        [],
        ALL,
        "A veterinary X-ray in a clinic is not industrial radiography; no permit applies.",
    ),
    inc(
        "A drum of IPA split inside the bunded solvent tank compound at the pharmaceutical plant. Once the "
        "spill is cleaned up, a diesel telehandler will drive into the compound to lift out the damaged "
        "pallets of drums, about 800 kg each.",
        [VE],
        [LIFT, CW],
        [HW, CSE, EX, RT],
        "An engine-driven telehandler inside a solvent tank compound needs vehicle entry control; 800 kg "
        "pallets are under 1 t, so lifting is optional.",
    ),
]
