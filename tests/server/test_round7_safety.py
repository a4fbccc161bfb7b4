"""Issue 12, round 7: probes for the classes round 6 left, written before their fixes.

A revision line under a condition ("REV B: no welding if the shop can take it") superseded the work before it; a
reason clause naming someone else's work ("paused because of the crane lift next door") raised that work's permit;
weights in pounds or US tons and the foot and inch marks were not read against the 1 t, 1.2 m and 0.3 m figures.
Each probe is the helper's own sentence, not a tune case; 26 of these 37 failed on the code before this round.
"""

import pytest

from tests.support.hazards import codes, run


@pytest.mark.parametrize(
    "text",
    [
        "Weld the new bracket on column C-12. REV B: no welding if the shop can fabricate it.",
        "Weld the new bracket on column C-12. UPDATE: no hot work should the wind pick up.",
        "Weld the new bracket on column C-12. Update: no welding in case the tanker arrives.",
        "Weld the new bracket on column C-12. Revised: welding cancelled if the spare clamp is delivered.",
        "Weld the new bracket on column C-12. Rev 2: no welding provided the bolted clamp holds.",
        "Cut out the old spool with the torch. Rev 3: if the flange bolts come free, no hot work.",
    ],
)
def test_a_revision_under_a_condition_supersedes_nothing_and_asks(text):
    result = run(text, area="Process Unit")
    assert "HW" in codes(result)
    found = {f.code for f in result.findings}
    assert "SCOPE-CONFLICT" in found and "SCOPE-UPDATE" not in found


@pytest.mark.parametrize(
    "tail",
    [
        "UPDATE: trench cancelled assuming the old duct is clear.",
        "UPDATE: trench no longer needed as long as the old duct is clear.",
        "UPDATE: trench no longer needed, subject to survey.",
    ],
)
def test_a_cancellation_under_a_condition_keeps_the_dig_and_asks(tail):
    result = run("Excavate 1.5 m trench to the valve pit. " + tail, area="Utilities")
    assert "EXC" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_lettered_revision_without_a_condition_still_supersedes():
    result = run("Weld a new pipe support on rack PR-3.\nREV B: welding now done in the shop, only bolt-up on site.")
    assert "HW" not in codes(result)
    assert any(f.code == "SCOPE-UPDATE" for f in result.findings)


@pytest.mark.parametrize(
    ("text", "area"),
    [
        # "No entry unless the gas test is clear" is read since round 15 as entry once the gas test is clear (a rule
        # that work waits for its control, `reading._conditional`): test_round15_lead.py
        ("Desludge the sump; no confined space entry if the sucker truck can reach the bottom.", "Wastewater Treatment"),  # noqa: E501
    ],
)
def test_a_scope_statement_under_a_condition_never_outweighs_implied_work(text, area):
    result = run(text, area=area)
    assert "CSE" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


@pytest.mark.parametrize(
    "text",
    [
        "Unbolt the old flange on line 6-P-12. REV B: if the flange is seized, burn it off.",
        "Remove the old spool; should the bolts be seized, cut them with the torch.",
        "Unbolt the seized valve V-3. If seized, burn off the studs with the gas axe.",
        "Drain and open the strainer. In case the cover is stuck, grind off the bolt heads.",
    ],
)
def test_conditional_hot_work_is_hot_work(text):
    assert "HW" in codes(run(text, area="Process Unit"))


@pytest.mark.parametrize(
    ("text", "area", "absent"),
    [
        ("Replace the mechanical seal on pump P-4. Work paused because of the crane lift next door.", "Pump House", "LIFT"),  # noqa: E501
        ("Repack the gland on valve V-12. Rescheduled due to the hot work on unit 2.", "Process Unit", "HW"),
        ("Clean the filters on AHU-3. Delayed by the scaffold erection on the east side.", "Utilities", "WAH"),
        ("Calibrate PT-101. Postponed owing to the vessel entry in V-7 by the turnaround crew.", "Process Unit", "CSE"),
        ("Replace gauge on the header. Held up by the excavation works at the gate.", "Utilities", "EXC"),
        ("Inspect the lighting in the MCC corridor. Waiting for the radiography on line 10 to finish.", "Substation", "RAD"),  # noqa: E501
    ],
)
def test_other_work_named_as_the_reason_for_a_delay_is_a_simops_finding_not_a_permit(text, area, absent):
    result = run(text, area=area)
    assert absent not in codes(result)
    assert any(f.code == "SIMOPS-NEIGHBOUR" for f in result.findings), "never silently ignored"
    assert any("SIMOPS" in n.reason for n in result.negated)


@pytest.mark.parametrize(
    ("text", "area", "kept"),
    [
        ("Replace the pump coupling. Work is waiting for the crane lift of the new pump onto the plinth by our crew.",
         "Pump House", "LIFT"),
        ("Replace the mechanical seal on pump P-4. Work paused because of the crane lift.", "Pump House", "LIFT"),
        ("Repack the gland on valve V-12. Delayed until we finish the hot work on the flange.", "Process Unit", "HW"),
    ],
)  # fmt: skip
def test_a_reason_that_does_not_put_the_work_elsewhere_keeps_its_permit(text, area, kept):
    """Safety first (lead, session 8): only a reason phrase that places the work with others or elsewhere is another
    job; "waiting for the crane lift" with no place, or one claimed by our crew, keeps the permit for a person."""
    assert kept in codes(run(text, area=area))


@pytest.mark.parametrize(
    ("text", "needed"),
    [
        ("Lift the 3 t pump motor out with the mobile crane; barriers set because of the crane lift.", "LIFT"),
        ("The rigger was struck because of the crane lift going wrong while lifting a 2 t spool.", "LIFT"),
        ("Weld the support; the fire watch stays 30 minutes after because of the hot work.", "HW"),
    ],
)
def test_this_jobs_own_work_named_in_a_reason_clause_keeps_its_permit(text, needed):
    assert needed in codes(run(text, area="Process Unit"))


@pytest.mark.parametrize(
    ("imperial", "metric"),
    [
        ("Use the chain block for the 2,500 lb gearbox on the skid.", "Use the chain block for the 1,130 kg gearbox."),
        ("Use the chain block for the 3 short ton gearbox.", "Use the chain block for the 2.7 t gearbox."),
        ("Rig the 2,500-lb gearbox with slings.", "Rig the 1.1 t gearbox with slings."),
        ("Use the chain block for the 900 lb gearbox on the skid.", "Use the chain block for the 410 kg gearbox."),
        ("Replace the sensor at 14' above the floor.", "Replace the sensor at 4.3 m above the floor."),
        ("Replace the sensor on the 3 ft high plinth.", "Replace the sensor on the 0.9 m high plinth."),
        ("Dig a hole 18 inches deep for the new signpost.", "Dig a hole 0.46 m deep for the new signpost."),
        ("Hand dig 6 inches deep for the kerb stone.", "Hand dig 0.15 m deep for the kerb stone."),
        ("Hand dig 10 in. deep for the kerb stone.", "Hand dig 0.25 m deep for the kerb stone."),
        ('Hand dig a 24" deep hole for the kerb post.', "Hand dig a 0.6 m deep hole for the kerb post."),
        ("Remove the three thousand pound pump casing with the hoist.", "Remove the 1.36 t pump casing with the hoist."),  # noqa: E501
    ],
)
def test_imperial_figures_read_like_their_metric_figures(imperial, metric):
    assert codes(run(imperial, area="Utilities")) == codes(run(metric, area="Utilities"))


def test_a_converted_unit_is_listed_and_a_torque_is_no_weight():
    result = run("Use the chain block for the 2,500 lb gearbox; torque the bolts to 250 ft-lb.", area="Utilities")
    assert "LIFT" in codes(result)
    assert [(r.written, r.read) for r in result.readAs if r.reason == "imperial unit"] == [("2,500 lb", "1.13 t")]


# Styles the next blind set was announced to use (web forms, chat, handover logs, method statements, broken PDF wraps,
# numbers as words, Italian/Portuguese/Polish fragments, questions, nominalised phrasing, new lookalikes): the helper's
# own sentences, written before tune5 was opened; 17 of these 35 failed on the start-of-round code (Italian, Portuguese
# and Polish 12, a hyphenated wrap, a chat line, a torch carried on a round, a welding set's PAT test, the readAs list).
@pytest.mark.parametrize(
    ("text", "area", "needed", "absent"),
    [
        ("Job type: Mechanical\nHot work required: Yes\nConfined space: No\nDescription: replace flange gasket on "
         "line 4-P-10", "Process Unit", {"HW"}, {"CSE"}),
        ("Isolation required? Yes - electrical\nTask: change the motor bearings on fan F-3", "Utilities", {"LOTO"}, set()),  # noqa: E501
        ("Hot work: N/A\nExcavation: N/A\nTask: replace the pressure gauge on the header", "Utilities", set(), {"HW", "EXC"}),  # noqa: E501
        ("[09:14] Dave: can you get someone to weld the bracket back on the handrail at the tank?\n[09:15] Sam: yes, "
         "welder on it after lunch", "Tank Farm", {"HW"}, set()),
        ("Mike 10:02: the sump needs someone inside to clear the blockage\nJo 10:05: ok I'll book the entry team",
         "Wastewater Treatment", {"CSE"}, set()),
        ("Handover 18:00 - night shift to continue grinding out the crack on the stair stringer, day shift got halfway.",  # noqa: E501
         "Tank Farm", {"HW"}, set()),
        ("Method statement step 4: removal of the impeller following isolation of the drive motor.", "Pump House",
         {"LOTO"}, set()),
        ("Entry into the vessel will be required for inspection of the internals.", "Process Unit", {"CSE"}, set()),
        ("Repair the cracked nozzle by weld-\ning; line drained and gas freed.", "Process Unit", {"HW"}, set()),
        ("Hand exca-\nvation to 1.5 m beside the cable route.", "Utilities", {"EXC"}, set()),
        ("Lock-\nout the conveyor drive and replace the belt.", "Utilities", {"LOTO"}, set()),
        ("Replace the floodlight at a height of five metres on the mast.", "Utilities", {"WAH"}, set()),
        ("Saldatura del supporto sulla linea 6-P-12.", "Process Unit", {"HW"}, set()),
        ("Ingresso nello spazio confinato del serbatoio T-3 per ispezione.", "Tank Farm", {"CSE"}, set()),
        ("Lavori in quota sul ponteggio a 6 m.", "Process Unit", {"WAH"}, set()),
        ("Scavo di 1,5 m per la tubazione antincendio.", "Utilities", {"EXC"}, set()),
        ("Sollevamento con gru del motore da 3 t.", "Pump House", {"LIFT"}, set()),
        ("Soldagem do suporte na linha 4.", "Process Unit", {"HW"}, set()),
        ("Entrada em espaço confinado no tanque T-2.", "Tank Farm", {"CSE"}, set()),
        ("Trabalho em altura no andaime a 5 m.", "Process Unit", {"WAH"}, set()),
        ("Spawanie wspornika na rurociągu.", "Process Unit", {"HW"}, set()),
        ("Wejście do przestrzeni zamkniętej zbiornika T-1.", "Tank Farm", {"CSE"}, set()),
        ("Praca na wysokości 6 m na rusztowaniu.", "Process Unit", {"WAH"}, set()),
        ("Wykop na głębokość 1,5 m.", "Utilities", {"EXC"}, set()),
        ("Nessun lavoro a caldo; solo ispezione visiva.", "Process Unit", set(), {"HW"}),
        ("Sem trabalho a quente, apenas inspeção.", "Process Unit", set(), {"HW"}),
        ("Do we need a CSE permit? The fitters will go inside the tank to change the heating coil.", "Tank Farm",
         {"CSE"}, set()),
        ("Operator to take a torch on the night round of the tank farm bund walls and report any leaks.", "Tank Farm",
         set(), {"HW"}),
        ("Welding machine PAT test and cable check in the stores.", "Stores", set(), {"HW"}),
        ("Replace the hot-swappable I/O card in the DCS marshalling cabinet; no shutdown needed.", "Control Room",
         set(), {"HW"}),
        ("Engineers to dig into the trip data from compressor K-101 and report the root cause.", "Compressor House",
         set(), {"EXC"}),
        ("The operator was grounded for a week after the forklift incident; refresher training booked.", "Warehouse",
         set(), {"LOTO"}),
        ("Give the crew a lift back to the gatehouse in the site van.", "Tank Farm", set(), {"LIFT"}),
        ("Torch-on roofing felt repair on the MCC building roof.", "Utilities", {"HW"}, set()),
    ],
)
def test_the_announced_styles_are_read_as_the_work_they_describe(text, area, needed, absent):
    found = codes(run(text, area=area))
    assert needed <= found
    assert not absent & found


def test_a_hyphenated_wrap_and_a_foreign_fragment_are_listed_in_read_as():
    result = run("Hand exca-\nvation to 1.5 m. Saldatura del supporto.", area="Utilities")
    reasons = {r.reason for r in result.readAs}
    assert {"word hyphenated at a line break", "foreign-language fragment"} <= reasons


# Classes read from tune5's misses (after its untuned measurement), each probed in other words than the tune case;
# 14 of these 21 failed on the commit before their fixes (8de5204).
@pytest.mark.parametrize(
    ("text", "area", "needed", "absent"),
    [
        # a form's yes/no question answered with boxes: the no is a scope statement, the work elsewhere conflicts
        ("Grinding involved: Yes [ ] No [x]\nSteps: grind out the cracked weld toe on the stair stringer.", "Tank Farm",
         {"HW"}, set()),
        ("Entry into vessel?  [ ] Yes  [X] No\nSteps: replace the level gauge glass on drum D-7 from outside.",
         "Process Unit", set(), {"CSE"}),
        # welding named as a place or kit worked on
        ("Replace the curtain rail in the welding booth of the fabrication shop.", "Maintenance Workshop", set(), {"HW"}),  # noqa: E501
        ("Clean the welding fume hood ducting in bay 3; fan locked off at its isolator first.", "Maintenance Workshop",
         {"LOTO"}, {"HW"}),
        # a crane depicted, and a crane's structure climbed
        ("Touch up the heron and crane mural in the canteen corridor with a brush from the floor.", "Admin Building",
         set(), {"LIFT"}),
        ("Electrician climbs the ladder of the portal crane to change a cab light; crane parked and isolated.",
         "Jetty", set(), {"LIFT"}),
        # welds counted or specified, welders' own verbs, a hot-work tool brought along
        ("Weld four new pipe clips to the rack steel with E7018 rods.", "Pipe Rack", {"HW"}, set()),
        ("Welders attach the new ladder cage hoops on the stack platform.", "Utilities", {"HW"}, set()),
        ("Take the oxy kit in case the rusted bolts on the valve yoke will not undo.", "Process Unit", {"HW"}, set()),
        # a space named with its tag before 'entry'; a ladder used to enter is not work at height
        ("Valve pit VP-2 entry to replace the drain valve; pumps locked out.", "Utilities", {"CSE", "LOTO"}, {"WAH"}),
        # a generator or a lock at the panel is electrical
        ("Lock off the nitrogen generator NG-1 at the panel and change its inlet filter.", "Utilities", {"LOTO"}, set()),  # noqa: E501
        # told by the omission
        ("The agitator had not been isolated when the cleaner reached into the mixing tank.", "Process Unit", {"LOTO"}, set()),  # noqa: E501
        ("No hot work permit had been issued before the fitter cut the bracket off with a torch.", "Process Unit",
         {"HW"}, set()),
        ("Nobody locked out the screw conveyor before the blockage was cleared by hand.", "Utilities", {"LOTO"}, set()),
        # opening a line said as loosening or cutting into it
        ("A pipefitter slackened the flange bolts on the condensate line and was sprayed with hot water.", "Utilities",
         {"CW"}, set()),
        ("The contractor sawed into a pipe he thought was empty and caustic ran out.", "Process Unit", {"CW"}, set()),
        # a load lowered with plant, a chain that slipped; a fall of a load is no scope word
        ("The crew raised a 2 t gearbox with a telehandler and chains; a chain slipped and the gearbox dropped onto the "  # noqa: E501
         "plinth.", "Pump House", {"LIFT"}, set()),
        # a diver in an intake; an electrician's own work; a vehicle-mounted rig
        ("Divers inspected the cooling water forebay screens while the pumps were locked off.", "Utilities", {"CSE"},
         set()),
        ("An electrician replacing a relay in the pump starter was shocked from the control circuit.", "Pump House",
         {"LOTO"}, set()),
        ("A lorry-mounted drill rig bored a monitoring borehole and struck a gas main at three metres.", "Utilities",
         {"EXC", "VEH"}, {"WAH"}),
        # another job at the same time in the same place is SIMOPS, not this job's permit
        ("Replace the 24 V thermostat in the compressor hall. A lift of the K-2 casing with the overhead crane runs in "
         "the same hall this morning.", "Compressor House", set(), {"LIFT"}),
    ],
)
def test_tune5_classes_in_other_words(text, area, needed, absent):
    found = codes(run(text, area=area))
    assert needed <= found
    assert not absent & found


def test_a_diver_named_in_a_report_about_another_time_is_no_entry():
    result = run("The survey report says a diver was nearly drawn into the intake in 2025. This order: pile survey "
                 "from the water; intake pumps locked off during the dive.", area="Jetty")
    assert "CSE" not in codes(result)


def test_radiographing_counted_welds_is_no_hot_work():
    assert "HW" not in codes(run("X-ray the 8 new butt welds on the fire main at night.", area="Jetty"))


def test_a_telex_stop_ends_a_sentence_so_a_statement_stays_in_its_own():
    result = run("CABLE TO SITE STOP NO HOT WORK ON THE JETTY STOP WELD THE NEW FENDER BRACKET AT BERTH 3 STOP END",
                 area="Jetty")
    assert "HW" in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_machine_left_running_while_someone_worked_is_a_lockout_omission():
    result = run("A cleaner climbed into the flour bin to free a bridge of product; the rotary valve below had been left "  # noqa: E501
                 "running.")
    assert {"CSE", "LOTO"} <= codes(result)


@pytest.mark.parametrize(
    ("text", "area", "kept"),
    [
        ("Confined space entry: [ ] Yes [X] No\nJob: desludge the bottom of sump S-2 by hand with shovels.",
         "Wastewater Treatment", "CSE"),
        ("Excavation: [ ] Yes [X] No\nJob: hand dig to expose the earth rod 0.8 m down.", "Substation", "EXC"),
    ],
)  # fmt: skip
def test_a_form_answer_never_outweighs_the_work_described(text, area, kept):
    """Safety first (lead, session 8): a form's "no" box is a scope statement that conflicts with the work the order
    describes; whoever ticked it may be wrong, so implied work keeps its permit and a person resolves the conflict."""
    result = run(text, area=area)
    assert kept in codes(result)
    assert any(f.code == "SCOPE-CONFLICT" for f in result.findings)


def test_a_form_answer_alone_still_rules_the_activity_out():
    result = run(
        "Confined space entry: [ ] Yes [X] No\nJob: replace the gasket on the sump pump discharge flange at grade.",
        area="Wastewater Treatment",
    )
    assert "CSE" not in codes(result)


def test_work_done_by_our_own_crew_in_the_same_hall_is_this_jobs_work():
    result = run(
        "Change the filter on compressor K-2. A 5 t lift of the new motor runs in the same hall by our riggers.",
        area="Compressor House",
    )
    assert "LIFT" in codes(result)


@pytest.mark.parametrize(
    "text",
    ["Remove the old bracket with a cutting disc and fit the new one.", "Fit a flap disc and dress the weld cap."],
)
def test_abrasive_discs_are_hot_work_in_a_process_area(text):
    """Lead, session 8: an abrasive cutting or flap disc throws sparks like a grinder (the labelling conventions count
    spark-producing tools where flammables are present); the taxonomy had the grinder and the cut-off wheel only."""
    assert "HW" in codes(run(text, area="Process Unit"))
