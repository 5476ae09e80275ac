#!/bin/sh
# K1: a weight that reads nothing of the application (`weighted by 0`, `weighted by call.plots`) is
# accepted without a word; with 0 the lottery decides nothing: every application indeterminate.
cd "$(dirname "$0")/../../.." && node packages/dsl/dist/allot.mjs check review35/repro/K1/constant.allot
node packages/dsl/dist/allot.mjs run review35/repro/K1/constant.allot --input review35/repro/W1/input.json --format csv
