#!/bin/sh
# §14.7 (words33): a stage's condition and budget are told with "their connectives (…) and decimals
# in the explanation's language". (1) A stage's condition keeps its decimals as written in every
# language: "points >= 2.5" (fr, nl, pl, de, es), where an eligibility rule's condition gives
# "points >= 2,5". (2) A budget reading a let whose title holds "if … then" keeps every decimal of
# the formula as written ("half of the pot, if not then none × 0.5"), where the same let titled "half
# of the pot" gives "× 0,5".
# (3) A title holding a connective is put in the condition bare: "not small and medium or not and
# points >= 2.5" cannot be parsed back by a reader (a rule's condition names the field as written).
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
for l in fr nl pl de es; do
  sed -e "s/language en/language $l/" stages.allot > /tmp/w3_$l.allot
  echo "== $l: the stage's condition"; $A explain /tmp/w3_$l.allot --input input.json --id B | grep "2[.,]5"
  sed -e "s/language en/language $l/" -e 's/    budget half/    budget half × 0.5/' stages.allot > /tmp/w3b_$l.allot
  echo "== $l: a budget reading a let titled 'half of the pot, if not then none'"; $A explain /tmp/w3b_$l.allot --input input.json --id A | grep -E "0[.,]5 ?[;)]"
  sed -e "s/language en/language $l/" -e 's/    budget half/    budget half × 0.5/' -e 's/"half of the pot, if not then none"/"half of the pot"/' stages.allot > /tmp/w3c_$l.allot
  echo "== $l: the same budget, the let titled 'half of the pot'"; $A explain /tmp/w3c_$l.allot --input input.json --id A | grep -E "0[.,]5 ?[;)]"
done
sed -e 's/^criterion p per art1: application.points/eligibility per art1 {\n  rule r: points >= 2.5 or small\n}\n&/' -e "s/language en/language fr/" stages.allot > /tmp/w3r.allot
echo "== fr: an eligibility rule's condition"; $A explain /tmp/w3r.allot --input input.json --id B | grep "2[.,]5" | head -1
