#!/bin/sh
# W1: a weight above 0 but below ~1e-16 is ranked after (or tied with) the applications of weight 0.
# B (weight 1e-17) is drawn; A and C (weight 0) take no part. Want: D 1, B 2 funded, A and C 3 not_funded.
cd "$(dirname "$0")/../../.." && node packages/dsl/dist/allot.mjs run review35/repro/W1/weighted.allot --input review35/repro/W1/input.json --format csv
