#!/bin/sh
# An application whose figure (or amount) alone passes a quota's whole limit can never be funded,
# whatever the others do; it still takes a reserve place ahead of those that could (§14.11 keeps
# off the list the application "whose cap it passes by itself", for a group).
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
echo "== a quota of a figure, limit 500.00: P2's instalment 600.00"; $A run figure.allot --input input.json --format csv 2>/dev/null
echo "== a quota of the amount, limit 500.00: P2 asks 600.00, P4 900.00"; $A run amount.allot --input input_amount.json --format csv 2>/dev/null
