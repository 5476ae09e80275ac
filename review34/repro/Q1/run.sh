#!/bin/sh
# A quota's figure that cannot be computed (an optional field absent) or is negative: told as "the
# ordering key … cannot be computed", rule `ranking`, citing the ranking's source (s4), not the
# quota's (s5); the negative figure's (and a negative amount's) words stay English in fr/nl/pl/de/es.
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
$A run quota.allot --input input.json --format json | node -e '
const d = JSON.parse(require("fs").readFileSync(0, "utf8"));
for (const r of d.results) console.log(r.id, r.status, JSON.stringify(r.reasons.map((x) => [x.rule, x.source, x.message])));'
for l in fr nl pl de es; do sed "s/language en/language $l/" quota.allot > /tmp/q1_$l.allot; echo "== $l"; $A run /tmp/q1_$l.allot --input input.json --format csv | tail -3; done
