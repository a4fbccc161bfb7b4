from common import *
C = "garbage"
NR = {"needsReview": True}
CASES = [
W(C, "Plant-A", "Crude Unit", "WO", "", [], "",
  [], [], ALL, "Empty description and plan: nothing can be assessed; flag for review rather than guess permits.", expect=NR),
W(C, "Plant-B", "Pipe Rack", "asdf", "asdfjkl;; 12345 ### qwerty zzz", [], "xx",
  [], [], ALL, "Random characters; nothing to assess.", expect=NR),
W(C, "Plant-B", "Tank Farm", "Zie bijlage", "Zie bijlage. Graag inplannen voor volgende week.", [], "Zie bijlage.",
  [], [], ALL, "Dutch for 'See attachment. Please schedule for next week.' - the job itself is not described.", expect=NR),
W(C, "Plant-A", "Maintenance Workshop", "Fwd: WO request",
  "Kind regards,\nJ. Moreno\nSenior Maintenance Planner | Bayport Refinery\nT +1 281 555 0147 | M +1 832 555 0199\nThis e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error please notify the sender and delete it.",
  [], "", [], [], ALL, "A pasted e-mail signature and disclaimer; no work described.", expect=NR),
W(C, "Terminal-C", "Pump House", "TBD", "TBD", [], "TBD",
  [], [], ALL, "Placeholder text only.", expect=NR),
W(C, "Terminal-C", "Admin Building", "कल की बैठक", "कृपया कल की बैठक का समय बताएं।", [], "",
  [], [], ALL, "Hindi for 'Please tell me the time of tomorrow's meeting.' - a message, not a work order.", expect=NR),
W(C, "Plant-A", "Hydrotreater", "Lorem ipsum",
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
  [], "Lorem ipsum.", [], [], ALL, "Template filler text.", expect=NR),
W(C, "Plant-A", "Crude Unit", "P-101A", "P-101A", ["P-101A"], "",
  [], [], [], "Only an equipment tag: the work is unknown, so any permit would be a guess. Review with the requester.", expect=NR),
W(C, "Plant-B", "Compressor House", "Automatic reply: Out of office",
  "I am out of the office until 14 March with limited access to e-mail. For urgent maintenance matters please contact the shift supervisor on ext. 4410.",
  [], "", [], [], ALL, "An auto-reply pasted into the order; no work described.", expect=NR),
W(C, "Terminal-C", "Jetty", "see previous", "same as last time", [], "as before",
  [], [], ALL, "Refers to a previous order that is not given; nothing can be assessed.", expect=NR),
]
