#!/bin/sh
# F2: a reservation's `when` told with application fields' codes and literals as written.
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs explain review36/repro/R/arts.allot --input schemes/drafted_arts/data/westmark_2027_r1.json --id A02 | grep "its condition"
