"""Round 14, black-box follow-up (b14b): a planner's shorthand and ordinary maintenance verbs, fixed as classes a
permit coordinator states, each checked on other phrasings and on lookalikes that must not change.

- A planner's verbs and equipment cut to their consonants (repl, rplc, chg, pmp, vlv, exch, brg, mech seal, excv, U/G,
  chk, elec isol) are read as the words; a REPL session, a service charge, a PMP course and an exchange rate are not.
- A valve or pump gland repacked, and a process filter's element or cartridge changed, break containment: Cold Work.
  An air, HVAC or coffee-machine filter, and a kit or box repacked, do not.
- An electric motor changed out comes off its cable: Electrical/LOTO, whether or not the order says "isolate".
- A part of electrical equipment said at its voltage (a cable gland on a 415 V junction box) replaced: Electrical/LOTO;
  at 24 V the extra-low-voltage gate drops it.
- An operator's check on rounds, in shorthand, is no permit.
"""

from __future__ import annotations

import pytest

from tests.support.hazards import permits


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        # shorthand of the verb and the equipment
        ("rplc pmp seal on P-22", "Cold Work"),
        ("Repl mech seal on charge pmp P-7B", "Cold Work"),
        ("chg the vlv gland packing on the steam line", "Cold Work"),
        ("repl brgs on fan F-3", "Cold Work"),
        ("E-204 exch: repl the channel head gasket", "Cold Work"),
        ("CHG OUT PMP P-12 SEAL", "Cold Work"),
        # a gland repacked
        ("Repack the gland on the globe valve HV-12.", "Cold Work"),
        ("Stuffing box on P-12 needs repacking.", "Cold Work"),
        ("Gland on HV-101 to be repacked.", "Cold Work"),
        # a process filter's element or cartridge changed
        ("Renew the coalescer cartridges on the fuel gas skid.", "Cold Work"),
        ("Swap the filter element on the seal oil system.", "Cold Work"),
        ("Replace the strainer basket on the diesel transfer line.", "Cold Work"),
        # a motor changed out
        ("M-12 mtr chg out", "Electrical/LOTO"),
        ("Motor replacement on agitator AG-3.", "Electrical/LOTO"),
        ("Swap the cooling fan motor on CT-2.", "Electrical/LOTO"),
        ("The pump motor on P-44 is to be replaced.", "Electrical/LOTO"),
        ("mtr change out on conveyor CV-9, elec isol reqd", "Electrical/LOTO"),
        # a part of a low-voltage box replaced, said by its voltage
        ("Replace the cracked cable gland on the 400 V junction box.", "Electrical/LOTO"),
        ("Remake the terminations in the 415V motor terminal box.", "Electrical/LOTO"),
        ("Fit a new gland to the 230 V heater supply.", "Electrical/LOTO"),
        # excavation in shorthand
        ("excv to find the U/G water main leak", "Excavation"),
        ("U/G drain collapsed - EXCV and replace", "Excavation"),
    ],
)
def test_class_is_raised(text: str, permit: str) -> None:
    assert permit in permits(text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Open the python repl and test the script.", "Cold Work"),
        ("Service chg 40 on the invoice.", "Cold Work"),
        ("PMP certification course booked for the planner.", "Cold Work"),
        ("Check the exch rate for the vendor invoice.", "Cold Work"),
        ("Repack the first aid kit.", "Cold Work"),
        ("Repack the boxes in the stores.", "Cold Work"),
        ("Replace the filter elements in the AHU.", "Cold Work"),
        ("Change the filter element in the coffee machine.", "Cold Work"),
        ("Change the air filter element on the compressor.", "Cold Work"),
        ("Order new filter elements for the lube oil system.", "Cold Work"),
        ("Replace the cable gland on the 24 V junction box.", "Electrical/LOTO"),
        ("Change the outboard motor on the rescue boat.", "Electrical/LOTO"),
        ("Renew the motor insurance for the site van.", "Electrical/LOTO"),
        ("Replace the motor grader tyres in the yard.", "Electrical/LOTO"),
    ],
)
def test_lookalike_unchanged(text: str, absent: str) -> None:
    assert absent not in permits(text)


@pytest.mark.parametrize(
    "text",
    [
        "chk the lube oil pump for leaks on rounds",
        "chk P-101 seal for weeping on the morning round",
        "Operator to chk the cooling water pmp for vibration",
        "CHK VLV POSITIONS ON ROUNDS",
    ],
)
def test_operator_check_in_shorthand_is_no_permit(text: str) -> None:
    assert permits(text) == set()
