#!/bin/sh
# A reserve list after an offer of a reduced award not answered (§14.1 `with consent`, §14.11): the
# places published hold under one answer only, or under none. Budget 100.00; A 60 funded; B (50) is
# offered the 40 left, its answer `ok` absent; C 30, D 50, E 70; `reserve all`.
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
for p in skip stop; do
  sed "s/else skip/else $p/" consent.allot > /tmp/r1_$p.allot
  for ok in absent true false; do
    if [ $ok = absent ]; then cp input.json /tmp/r1_in.json; else sed "s/\"points\":8}/\"points\":8,\"ok\":$ok}/" input.json > /tmp/r1_in.json; fi
    echo "== else $p, B's answer $ok:"; $A run /tmp/r1_$p.allot --input /tmp/r1_in.json --format csv 2>/dev/null | cut -d, -f2,3,5 | tail -n +2 | tr '\n' ' '; echo
  done
done
