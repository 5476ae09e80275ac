#!/bin/sh
# W2: weights beyond a double's range. A and B (1e400) both get key 0: an unresolved tie for the one
# plot, "indeterminate", though the draw is to decide between them. D's weight 1e-400 is above 0 but
# is told "weight 0: not in the draw" and tied with E, whose weight is 0.
cd "$(dirname "$0")/../../.." && node packages/dsl/dist/allot.mjs run review35/repro/W2/weighted.allot --input review35/repro/W2/input.json --format csv
node packages/dsl/dist/allot.mjs explain review35/repro/W2/weighted.allot --input review35/repro/W2/input.json --id D | grep -i weight
