#!/bin/sh
# F3: `allot compile` of a scheme whose points are not summed (§11.1) declares, in its .d.mts,
# `Points = { readonly [K in CriterionName | "total"]: string }`: a service typed by it reads
# `points.total` as a string, and gets undefined (the result has no total).
cd "$(dirname "$0")/../../.." || exit 2
out=$(mktemp -d)
node packages/dsl/dist/allot.mjs compile review37/repro/F2/scheme.allot --out "$out/" >/dev/null
grep -n "Points =" "$out"/*.d.mts
rm -rf "$out"
