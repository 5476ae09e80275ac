#!/bin/sh
# Every oracle on one tree's dist (read-only): sh battery.sh /work/wt/<tree> [N]
T=$1; N=${2:-300}
cd "$(dirname "$0")"
for o in "oracle-prorata-weight.mjs $N 11" "oracle-closest.mjs $N 11" "oracle-groups.mjs $N 11" "oracle-stages.mjs $N 11" "oracle-opentie.mjs $N 11" "oracle-fcfs-reserve.mjs $N 11"; do
  printf '%s: ' "$o"; ROOT=$T ENGINE_P2=1 NOZERO=1 timeout 300 node $o 2>&1 | tail -1
done
printf 'groups open ties: '; ROOT=$T OPEN=1 timeout 300 node oracle-groups.mjs $N 12 2>&1 | tail -1
