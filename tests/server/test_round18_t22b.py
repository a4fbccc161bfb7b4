"""Issue 12, round 18 (t22b): permits raised on text that names no work (blackbox22 and 22b over-calls), as classes.

Each class reads a permit word as a mention, a name or a person only in a frame that says so, and never where the
sentence goes on to the work; the work words named beside it keep their permits (safety first).

- a permit's expiry told by an automatic reminder or notification ("Auto reminder: the confined space permit CS-118
  expire at 17:00");
- a welding or cutting consumable in a stock or purchase notice ("welding rod E7018 is below minimum stock");
- a trade's firm named as a business, with its invoice, quote, case or liquidation;
- a crane as a landmark, exhibit or museum; a room, game or bar named after a permit word; a confined space rescue
  drill praised or scored; a digger driver's holiday or award; kit stolen; a trade's teacher or trainer;
- an order "made", "placed" or "raised" for kit, as "order" already was;
- a vehicle outside the whole plant or site, as outside the fence (and a vehicle said anywhere to drive into a
  process area keeps its permit, which the fence wording also lacked);
- a body part X-rayed at a hospital; the semantic layer's work at height on a platform the rules read as guarded;
- soldering an electronic card at a workshop bench; an animal that dug or burrows; a "what if" question a trainer or
  a quiz asks (a supervisor's question about the job is not read so).
"""

import pytest

from tests.support.hazards import run, types


def _raised(text: str) -> set[str]:
    return types(run(text))


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("System reminder: your excavation permit EX-445 expires at 16:00.", "Excavation"),
        ("Notification from SAP: the lifting permit LP-12 will lapse tonight.", "Lifting"),
        ("Automatic alert: hot work permit 7781 is about to expire.", "Hot Work"),
        ("Stock alert: welding electrodes E6013 below minimum, reorder raised.", "Hot Work"),
        ("SAP message: welding wire ER70S-6 has reached the reorder level in the warehouse.", "Hot Work"),
        ("Store notice: brazing rods out of stock, purchase requisition raised.", "Hot Work"),
        ("Scaffolding contractor's invoice for October to be approved by the planner.", "Working at Height"),
        ("The radiography company went into liquidation last week.", "Radiography"),
        ("The crane company sent the invoice for the last quarter.", "Lifting"),
        ("News: the old dock crane was decorated with lights for Christmas.", "Lifting"),
        ("A museum of old cranes opens in the harbour next spring.", "Lifting"),
        ("The historic steam crane is preserved as a landmark on the quay.", "Lifting"),
        ("A new bar called The Trench opened near the station.", "Excavation"),
        ("The band named Hot Work played at the staff party.", "Hot Work"),
        ("The escape game called Confined Space is fully booked.", "Confined Space Entry"),
        ("The auditor scored the confined space rescue drill as good.", "Confined Space Entry"),
        ("The team won the confined space rescue competition last year.", "Confined Space Entry"),
        ("Confined space rescue exercise results were praised at the HSE meeting.", "Confined Space Entry"),
        ("Our mini digger operator is on annual leave until Friday.", "Excavation"),
        ("The JCB driver retired after 30 years with the company.", "Excavation"),
        ("The excavator operator was promoted to site foreman.", "Excavation"),
        ("A step ladder was stolen from the site cabin at the weekend.", "Working at Height"),
        ("Two scaffold boards were taken from the compound overnight.", "Working at Height"),
        ("The welding set was stolen from the contractor's van.", "Hot Work"),
        ("The welding tutor is on leave, the class is cancelled.", "Hot Work"),
        ("Scaffolding trainer will visit the college on Tuesday.", "Working at Height"),
        ("The radiography manager was on sick leave all week.", "Radiography"),
        ("Place an order for two new harnesses for the store.", "Working at Height"),
        ("Raise the order for new ladder 4 m for the warehouse.", "Working at Height"),
        ("Please make an order for 20 scaffold boards.", "Working at Height"),
        ("Tipper truck unloads the sand at the visitor car park, outside the site.", "Vehicle Entry"),
        ("Lorry parked outside the refinery gate waiting for the paperwork.", "Vehicle Entry"),
        ("Delivery van stays outside of the plant, the driver carries the boxes in.", "Vehicle Entry"),
        ("X-ray of the fitter's wrist at the hospital showed no fracture.", "Radiography"),
        ("He went for an X-ray of his left foot at the clinic.", "Radiography"),
        ("X-ray of the apprentice's finger at the hospital, no break.", "Radiography"),
        ("Repair the pump on the platform with fixed handrails at 6 m.", "Working at Height"),
        ("Service the actuator on the walkway with permanent guard rails at 8 m.", "Working at Height"),
        ("Fix the control valve on the fully guarded platform at 4 m.", "Working at Height"),
        ("Solder the new resistor on the PCB at the bench in the electronics workshop.", "Hot Work"),
        ("Soldering on the circuit board at the instrument lab bench.", "Hot Work"),
        ("Technician solders the connector to the electronic board at the repair shop bench.", "Hot Work"),
        ("Groundsman: moles dug up the lawn by the office again.", "Excavation"),
        ("Rabbits are burrowing under the solar panels at the north field.", "Excavation"),
        ("The badgers digging under the fence have been reported to the council.", "Excavation"),
        (
            "The trainer asked the apprentices what would happen if a welder started grinding beside the diesel tank.",
            "Hot Work",
        ),
        (
            "Quiz question at the toolbox talk: what if a fitter entered the vessel before the gas test?",
            "Confined Space Entry",
        ),
        (
            "In the class the instructor asked what should they do if a scaffolder climbed an untagged scaffold.",
            "Working at Height",
        ),
    ],
)
def test_text_that_names_no_work_raises_no_permit(text: str, permit: str) -> None:
    assert permit not in _raised(text)


@pytest.mark.parametrize(
    ("text", "permit"),
    [
        ("Reminder: the hot work permit expires at 18:00, finish welding the shoe before then.", "Hot Work"),
        (
            "Auto reminder: confined space permit CS-9 expires at 17:00; entrants to leave vessel V-3 by 16:45.",
            "Confined Space Entry",
        ),
        ("Hot work permit HW-2 will expire at 18:00; weld the flange on the tank roof before that.", "Hot Work"),
        ("Welding rods are below minimum stock; weld the shoe on the pipe rack with the last box.", "Hot Work"),
        ("Welding electrodes low in stock, welder to weld the bracket on line 6 today.", "Hot Work"),
        ("Stock alert: grinding discs below minimum, grind the weld cap on the header today.", "Hot Work"),
        ("The excavation contractor was fined after the trench collapsed on a worker.", "Excavation"),
        (
            "The scaffolding contractor will erect the scaffold at the column C-3, invoice to follow.",
            "Working at Height",
        ),
        ("The crane company will lift the 20 t vessel, quote attached.", "Lifting"),
        ("Tower crane to lift the exhibition stand into the museum courtyard.", "Lifting"),
        ("Mobile crane to dismantle the old tower crane before it is scrapped.", "Lifting"),
        ("The charity's 2 t sculpture will be lifted by the crane onto the plinth.", "Lifting"),
        ("The pit is called a confined space in our register; enter it to clean the pump.", "Confined Space Entry"),
        ("Enter the sump called S-4 to remove the sludge.", "Confined Space Entry"),
        ("Confined space rescue drill: team to enter tank T-7 with breathing apparatus.", "Confined Space Entry"),
        ("Confined space rescue exercise inside vessel V-2 on Friday.", "Confined Space Entry"),
        ("Confined space rescue drill in the sewer chamber with the entry team.", "Confined Space Entry"),
        ("The excavator driver will dig the trench 1.5 m deep after his holiday.", "Excavation"),
        (
            "Replacement excavator operator to backfill the pit next week while the regular driver is on holiday.",
            "Excavation",
        ),
        ("The digger driver who won the award will excavate the cable trench tomorrow.", "Excavation"),
        ("The ladder was stolen, so the painter worked from the roof edge at 6 m.", "Working at Height"),
        ("Harness stolen; the rigger climbed the tower at 30 m without it.", "Working at Height"),
        ("The welding set was stolen, so the welder borrowed one to weld the patch on the tank roof.", "Hot Work"),
        ("The welding teacher will show the apprentices how to weld the pipe on the rack.", "Hot Work"),
        ("The crane trainer will lift the 2 t test weight with the trainee.", "Lifting"),
        ("The welding instructor welds the patch on the tank roof.", "Hot Work"),
        ("Order placed for the ladder; painter to work from it at 4 m on the roof.", "Working at Height"),
        ("Order the scaffold boards and erect the scaffold at the column at 8 m.", "Working at Height"),
        ("Make the order for new gaskets, then climb the ladder to change the gauge at 5 m.", "Working at Height"),
        ("Truck drives into the tank farm to collect the drums, driver walks past the plant room.", "Vehicle Entry"),
        ("Tanker parks outside the plant, then drives into unit 2 to empty the sump.", "Vehicle Entry"),
        (
            "Truck reverses into the tank farm to collect drums; the driver parks his car outside the plant.",
            "Vehicle Entry",
        ),
        ("Vacuum truck reverses into unit 3 to empty the sump, then parks outside the site.", "Vehicle Entry"),
        ("Vac truck to reverse into the tank farm to empty the sump, not outside the plant.", "Vehicle Entry"),
        ("X-ray of the pipe welds at the hospital boiler house.", "Radiography"),
        ("Radiography of the welds on the line next to the hospital car park.", "Radiography"),
        ("X-ray the hand rail welds at the clinic extension site with the Ir-192 source.", "Radiography"),
        ("Repair the valve on the platform at 5 m, handrail removed for the job.", "Working at Height"),
        (
            "Repair the valve on the platform with fixed handrails at 5 m, then climb the ladder to the roof at 9 m.",
            "Working at Height",
        ),
        ("Solder the copper pipe joints on the gas line in the plant room.", "Hot Work"),
        ("Soldering of the electronic card in the field panel in the hazardous area zone 1.", "Hot Work"),
        ("Soldering on the PCB at the bench, then braze the copper pipe on the roof.", "Hot Work"),
        (
            "Rabbits dug burrows under the fence; excavate a trench 1.5 m deep along the fence line for the new mesh.",
            "Excavation",
        ),
        ("Moles are digging up the lawn, the contractor will dig a 1.2 m trench for the new drain.", "Excavation"),
        ("The dog dug up a cable marker, so the crew must excavate by hand to 1.2 m to find the cable.", "Excavation"),
        ("The supervisor asked what if the crew enters the tank V-3 before the gas test.", "Confined Space Entry"),
        (
            "The supervisor asked what if the crew enters first, then the fitter entered vessel V-3 to change a tray.",
            "Confined Space Entry",
        ),
        (
            "Trainer asked what if someone fell; the scaffolder then climbed the scaffold at 12 m to fix the board.",
            "Working at Height",
        ),
    ],
)
def test_work_named_beside_the_mention_keeps_its_permit(text: str, permit: str) -> None:
    assert permit in _raised(text)
