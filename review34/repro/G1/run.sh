#!/bin/sh
# A group's cap refuses D (2000.00 asked, cap 150.00) while the budget (900.00 left) would refuse it
# too: the reason and the explanation give the cap alone. A quota's refusal in the same case adds
# "; it does not fit in the remaining budget either" (§14.5: "a decision rests on every ground it has").
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
$A run groups.allot --input input.json --format csv | grep "^4,D"
$A explain groups.allot --input input.json --id D | tail -1
