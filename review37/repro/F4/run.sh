#!/bin/sh
# F4: a statistic over the members' points, `min(w in funded: w.s1)`, where the let s1 of points
# also reads an aggregate over peers (`count(m in peers(ok): m.a > 3)`): the check passes and the
# run stops with "allot: internal error" (exit 3, a TypeError in ops.peer: the member's let is
# recomputed without the peers' values).
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs check review37/repro/F4/peers.allot | tail -1
node packages/dsl/dist/allot.mjs run review37/repro/F4/peers.allot --input review37/repro/F4/input.json > /dev/null 2>/tmp/f4.err; echo "exit $?"; head -2 /tmp/f4.err
