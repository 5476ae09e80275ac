#!/bin/sh
# F4: a let named with a letter outside ASCII (a valid name) cannot be put in a reason: AL0604.
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs check review36/repro/U/climate.allot
