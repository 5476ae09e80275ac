#!/bin/sh
# C1: exit 3, "RangeError: undefined must be positive" (the service: 500 internal)
cd "$(dirname "$0")/../../.." && node packages/dsl/dist/allot.mjs run review32/repro/C1/scheme.allot --input review32/repro/C1/input.json
