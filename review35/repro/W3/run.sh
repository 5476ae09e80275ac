#!/bin/sh
# W3: a negative weight is told "the ordering key tickets cannot be computed" — the let's name as
# written (code), not its title "the tickets", and a weight called an ordering key; so in every language.
cd "$(dirname "$0")/../../.." && for l in en fr; do
  sed "s/language en/language $l/" schemes/weighted_lottery/allotments.allot > /tmp/w3_$l.allot
  node packages/dsl/dist/allot.mjs explain /tmp/w3_$l.allot --input schemes/weighted_lottery/data/lot2027.json --id P7 | sed -n 5p
done
