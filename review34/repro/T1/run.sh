#!/bin/sh
# The tie-break chain told (tiekey33, §13.3): the id after four keys says "Both have the same value
# of …, so the id decided." — but where one earlier key (`by born latest first if absent last`) has
# no value for either, the sentence is dropped whole: B's line names none of the keys it tied on.
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
echo "== every key present:"; $A explain chain_all_present.allot --input input_all_present.json --id B | grep "decided by id"
echo "== 'born' absent for A and B:"; $A explain chain.allot --input input.json --id B | grep "decided by id"
for l in fr de; do sed "s/language en/language $l/" chain.allot > /tmp/t1_$l.allot; $A explain /tmp/t1_$l.allot --input input.json --id B | grep -E "par id|ist id"; done
echo "== C, ahead of A, whose 'born' is absent (\"so it ranks last\": which one?):"; $A explain chain.allot --input input.json --id C | grep "Ahead of A"
