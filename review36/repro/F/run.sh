#!/bin/sh
# F1: a band's bounds (and a weighted criterion's weight) in English notation beside the points in the language's.
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs explain review36/repro/F/sport.allot --input schemes/drafted_sport/data/sport_2027.json --id "$(node -e 'console.log(JSON.parse(require("fs").readFileSync("schemes/drafted_sport/data/sport_2027.json","utf8")).applications[0].id)')" | grep "Vrijwilligers’"
node packages/dsl/dist/allot.mjs explain schemes/drafted_regional/nabor_regionalny.allot --input "schemes/drafted_regional/data/$(ls schemes/drafted_regional/data | head -1)" --id "$(node -e 'const f=require("fs");const d="schemes/drafted_regional/data/";console.log(JSON.parse(f.readFileSync(d+f.readdirSync(d)[0],"utf8")).applications[0].id)')" | grep "Jakość projektu”" | head -1
