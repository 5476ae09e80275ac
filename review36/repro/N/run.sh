#!/bin/sh
# F3: a rounding to places written in parentheses, `(round((21% × costes_directos), 2, half_up))`, told as "(round((21% × …) = …".
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs explain review36/repro/N/paren.allot --input review36/repro/N/input.json --id G01 | grep "El importe"
