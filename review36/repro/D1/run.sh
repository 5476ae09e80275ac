#!/bin/sh
# D1 (decision): an application of weight 0 takes a place left after every drawn one has one; two of weight 0 for one place: indeterminate.
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs run review36/repro/D1/weighted.allot --input review36/repro/D1/input.json --format csv
node packages/dsl/dist/allot.mjs run review36/repro/D1/weighted.allot --input review36/repro/D1/input3.json --format csv
