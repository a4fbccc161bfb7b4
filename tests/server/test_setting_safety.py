"""Issue 12, round 4: probes for whole-order judgements, written before the mechanisms they test.

Held-out text gave forbidden permits mostly for benign lookalikes: an office, canteen, lab, IT or training room job
where a trigger word appears. Each probe below is new wording (not a tune case). In such a setting, with no plant or
process equipment named, a trigger word alone is a mention: the permit is not raised, the phrase is listed in
`negated` and a SETTING-REVIEW finding asks the reviewer. A real hazard there (fixed wiring above 50 V, height,
digging, welding) still raises its permit.
"""

import pytest

from tests.support.hazards import codes, run


@pytest.mark.parametrize(
    ("text", "title", "area"),
    [
        (
            "Office: hang the framed radiography safety poster at eye height in the corridor.",
            "Poster",
            "Admin Building",
        ),
        (
            "IT room: the UPS battery alarm is on; order replacement battery cartridges and hot-swap them from the "
            "front panel.",
            "UPS battery swap",
            "Control Room",
        ),
        (
            "Office kitchen: the boiling-water tap is leaking; tighten the compression fitting under the sink.",
            "Hot tap leak",
            "Admin Building",
        ),
        (
            "Training room: deliver the confined space entry refresher to six operators using slides.",
            "Refresher",
            "Admin Building",
        ),
        ("Office: isolate the faulty network switch from the LAN and fit the spare.", "Switch swap", "Admin Building"),
        ("Lab: flame-sterilise the loop with the Bunsen burner before plating the samples.", "Plating", None),
        ("Car park: tow the abandoned car away and refit the barrier arm cover.", "Car park tidy", None),
        ("Lab bench: cool the GC injector, then change the septum and liner.", "GC maintenance", None),
        ("Lab: the drying oven runs at 105 C; replace the door gasket.", "Oven gasket", None),
        (
            "Training room: stand on a step stool to reach the shelf and take down the harness demo kit.",
            "Demo kit",
            "Admin Building",
        ),
        (
            "Kitchen: the dishwasher trips the socket; unplug it and swap it for the spare plug-in unit.",
            "Dishwasher",
            "Admin Building",
        ),
        (
            "Tank farm site office: the kettle keeps tripping the socket; replace it with a new plug-in kettle.",
            "Kettle",
            "Tank Farm",
        ),
        (
            "Jetty gatehouse: the welcome screen shows the confined space poster upside down; fix the display.",
            "Gatehouse screen",
            "Jetty",
        ),
        (
            "Pipe rack area: the contractor canteen cabin needs the radiography notice board updated.",
            "RT notice board",
            "Pipe Rack",
        ),
        (
            "Substation training room: arc flash awareness course for new technicians, slides only.",
            "Arc flash course",
            "Substation",
        ),
    ],
)
def test_a_trigger_word_in_an_office_kitchen_lab_or_it_job_raises_no_permit(text, title, area):
    result = run(text, title, area=area)
    assert not codes(result), [(h.id, h.triggers) for h in result.hazards if h.permitRequired]


def test_a_mention_in_a_non_industrial_setting_is_listed_and_asked_about():
    result = run(
        "Office kitchen: the boiling-water tap is leaking; tighten the compression fitting under the sink.",
        "Hot tap leak",
        area="Admin Building",
    )
    review = [f for f in result.findings if f.code == "SETTING-REVIEW"]
    assert review and all(f.message.startswith("SETTING-REVIEW") for f in review)
    assert "Hot Work" in {t for f in review for t in f.permitTypes}
    listed = {h for n in result.negated for h in n.suppresses if "non-industrial setting" in n.reason}
    assert {f.hazardId for f in review} <= listed


@pytest.mark.parametrize(
    ("text", "title", "area", "code"),
    [
        (
            "Office: electrician to replace the hard-wired 400 V distribution board in the admin building.",
            "DB replacement",
            "Admin Building",
            "LOTO",
        ),
        (
            "IT room: electrician to terminate a new 230 V radial circuit for the server rack at the board.",
            "Rack circuit",
            "Control Room",
            "LOTO",
        ),
        (
            "Canteen: isolate and disconnect the hard-wired 400 V combi oven and replace its contactor.",
            "Combi oven contactor",
            "Admin Building",
            "LOTO",
        ),
        ("Canteen: fit a new extractor hood to the ceiling at 3.5 m from a scaffold tower.", "Hood", None, "WAH"),
        ("Car park: excavate a 1.5 m deep trench across the car park for a drain.", "Car park drain", None, "EXC"),
        ("Lab: weld a new bracket onto the fume cupboard frame with a stick welder.", "Lab bracket", None, "HW"),
        ("Office: a cleaner fell from a stepladder while changing a ceiling light.", "Fall", "Admin Building", "WAH"),
    ],
)
def test_a_real_hazard_in_a_non_industrial_setting_keeps_its_permit(text, title, area, code):
    assert code in codes(run(text, title, area=area))


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("A labourer was overcome by fumes at the bottom of the sump pit and died before he was pulled out.", "CSE"),
        (
            "The belt started up while the fitter was clearing a blockage from the tail pulley; his arm was drawn in.",
            "LOTO",
        ),
        ("The side of the trench caved in and buried a pipelayer up to his chest.", "EXC"),
        (
            "Two men were found unconscious inside the sewage wet well; the second had gone down to help the first.",
            "CSE",
        ),
        ("A mixer paddle turned over while the operator had his hand inside the bowl scraping residue.", "LOTO"),
        ("The wall of the excavation slumped onto a worker who was laying the duct at the bottom.", "EXC"),
        ("A rigger slipped off the pipe rack beam and landed on the deck six metres below.", "WAH"),
        (
            "The shredder restarted when a colleague reset the panel while a mechanic was reaching between the rotors.",
            "LOTO",
        ),
        ("A worker suffocated after climbing down into the grain bin to break up crusted product.", "CSE"),
        ("A pallet of bricks swung off the crane hook and struck the banksman underneath.", "LIFT"),
        ("The spoil heap at the edge of the dig collapsed back in on the worker shovelling below.", "EXC"),
        ("The tanker cleaner collapsed inside the barrel of the road tanker from the nitrogen left in it.", "CSE"),
        ("A baler ram cycled as the operator was freeing a jammed bale with his hands.", "LOTO"),
        (
            "The contractor passed out in the bottom of the effluent interceptor and was hauled out by the fire crew.",
            "CSE",
        ),
    ],
)
def test_a_narrative_that_names_the_work_only_by_its_consequence_and_the_victims_position(text, code):
    """Past-tense accident narratives: the work is told by what happened and where the victim was (inside, under,
    between); the permit the job needed is still raised."""
    assert code in codes(run(text))


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("An operator collapsed inside the control room from heat exhaustion and was taken to hospital.", "CSE"),
        ("A visitor fainted in the bottom of the stairwell of the admin building.", "CSE"),
        ("The printer restarted while the clerk was watching the queue on her screen.", "LOTO"),
    ],
)
def test_a_collapse_in_a_room_or_a_restart_seen_from_outside_is_no_entry_and_no_lockout(text, absent):
    assert absent not in codes(run(text))


@pytest.mark.parametrize(
    ("text", "plan", "area", "needed"),
    [
        (
            "Replace the level bridle on V-220.",
            "Step 1 close and drain the bridle. Step 2 erect a scaffold to 4.5 m. Step 3 cut the old bridle with a "
            "cold saw and weld in the new one. Step 4 X-ray the welds.",
            "Crude Unit",
            {"CW", "WAH", "HW", "RAD"},
        ),
        (
            "Install a new nozzle on the brine tank.",
            "Empty the tank, ventilate, enter through the manway to fit a backing plate, hot cut the opening from "
            "outside and weld the nozzle.",
            "Utilities",
            {"CSE", "HW", "CW"},
        ),
        (
            "Cut out the old steam trap with a disc cutter once the line is isolated and drained.",
            "",
            "Utilities",
            {"HW", "CW"},
        ),
        (
            "Dig out round the leaking fire main to 1.6 m with the excavator, then clamp the leak.",
            "",
            "Tank Farm",
            {"EXC", "CW"},
        ),
        (
            "Replace the corroded section of cooling water line CW-204.",
            "1. Drain the line and blind both ends. 2. Sling the 1.6 t spool with the mobile crane. 3. Cut out and "
            "weld in the new spool.",
            "Pipe Rack",
            {"CW", "LIFT", "HW"},
        ),
        (
            "Overhaul the agitator gearbox on reactor R-301.",
            "1. Isolate and lock out the 400 V agitator motor at the MCC. 2. Erect scaffold to the top head, 7 m. "
            "3. Chain-block the gearbox down. 4. Fit new bearings.",
            "Reactor Area",
            {"LOTO", "WAH", "CW"},
        ),
        (
            "Grind and weld the cracked support on the rack at 6 m, working off a tube-and-fitting scaffold.",
            "",
            "Pipe Rack",
            {"HW", "WAH"},
        ),
        (
            "Purge the drum with nitrogen, then grind out the crack in the nozzle and weld it from outside.",
            "",
            "Crude Unit",
            {"CW", "HW"},
        ),
        (
            "Isolate the conveyor drive at the MCC, then weld new wear liners into the chute.",
            "",
            "Coker",
            {"LOTO", "HW"},
        ),
        (
            "Rig and land the 2.5 t valve with the crane, then bolt it into the line and hydrotest.",
            "",
            "Tank Farm",
            {"LIFT", "CW"},
        ),
    ],
)
def test_each_step_of_a_multi_permit_plan_raises_its_own_permit(text, plan, area, needed):
    """Draining, emptying and purging as a step, a line said to be drained, a leak clamped: the preparation of a
    line break is Cold Work even when the job's headline is welding, digging or a lift."""
    result = run(text, title=text, plan=plan, area=area, equipment=[])
    assert needed <= codes(result)


@pytest.mark.parametrize(
    "text",
    [
        "Empty the waste bins and drain the kettle in the office kitchen.",
        "Flush the toilets and empty the lockers in the changing room.",
    ],
)
def test_emptying_bins_kettles_and_lockers_is_no_line_break(text):
    assert "CW" not in codes(run(text, area="Admin Building"))


def test_units_beside_a_figure_are_not_a_plant_tag():
    """'3 kW 230 V' is not a tag like P-330: the setting gate still applies to an admin-building heater job."""
    result = run(
        "The 3 kW 230 V immersion heater in the staff hot water cylinder failed: isolate, drain the cylinder and "
        "replace the element.",
        area="Admin Building",
    )
    assert "LOTO" in codes(result)
    assert any(f.code == "SETTING-REVIEW" and "Cold Work" in f.permitTypes for f in result.findings)


@pytest.mark.parametrize(
    ("text", "area", "absent"),
    [
        (
            "Inspect the inside of tank T-12 with a pole camera through the roof hatch; nobody goes in.",
            "Tank Farm",
            "CSE",
        ),
        ("Replace the gauge on the pump discharge at grade; all work from floor level.", "Pump House", "WAH"),
        ("Cut the redundant bracket off the rack with a hydraulic shear (cold cutting, no sparks).", "Pipe Rack", "HW"),
        ("Move the 400 kg drum with the pallet truck; no crane or hoist is involved.", "Drum Store", "LIFT"),
        ("Visual walk-down of the bund wall; no tools, no opening of equipment.", "Tank Farm", "CW"),
        (
            "The motor is already isolated and locked out by the electrical team under their own permit; we only "
            "change the coupling guard.",
            "Crude Unit",
            "LOTO",
        ),
        ("Vehicles stay outside the fence at the gate; materials are hand-carried in.", "Tank Farm", "VEH"),
        ("Photograph the flange from the walkway; the radiography crew is not on site this week.", "Pipe Rack", "RAD"),
        (
            "Read the level gauge; the operator does not climb the tank stair beyond the first landing at 1 m.",
            "Tank Farm",
            "WAH",
        ),
    ],
)
def test_a_genuine_scope_statement_removes_its_permit_and_lists_the_phrase(text, area, absent):
    result = run(text, area=area)
    assert absent not in codes(result)


def test_a_scope_statement_for_others_does_not_hide_the_same_work_said_elsewhere():
    result = run(
        "Nobody goes in during the camera survey. After the survey the fitter climbs into the tank to replace the "
        "heating coil.",
        area="Tank Farm",
    )
    assert "CSE" in codes(result)
