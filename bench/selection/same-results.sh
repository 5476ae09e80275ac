#!/usr/bin/env bash
# Same results: `allot run` from two built checkouts (a base and this tree) on each seed job and
# stages-groups at N generated applications (bench/selection/seeds/jobs.mjs, written as
# process.mjs writes them, identity mapping), as json, json --explain-format trace and csv;
# prints "same" or "DIFF" with the first 16 hex digits of each output's sha256.
#   bench/selection/same-results.sh <base checkout> [N=3000]
set -u
base=$(cd "$1" && pwd); here=$(cd "$(dirname "$0")/../.." && pwd); n=${2:-3000}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
echo '{"applications":"$.applications"}' > "$work/id.map.json"
jobs=$(node --input-type=module -e "
import { SEED_JOBS } from '$here/bench/selection/seeds/jobs.mjs';
import { writeJob } from '$here/bench/selection/seeds/common.mjs';
for (const [j, d] of Object.entries(SEED_JOBS)) { writeJob(d.generate($n), '$work/' + j + '.json'); console.log(j + ' ' + d.scheme); }")
status=0
while read -r job scheme; do
  for f in "json" "json --explain-format trace" "csv"; do
    for t in base here; do
      root=${!t}
      # shellcheck disable=SC2086
      node "$root/packages/dsl/dist/allot.mjs" run "$root/$scheme" --input "$work/$job.json" --map "$work/id.map.json" --format $f > "$work/out-$t" 2>/dev/null
    done
    a=$(sha256sum < "$work/out-base" | cut -c1-16); b=$(sha256sum < "$work/out-here" | cut -c1-16)
    if [ "$a" = "$b" ]; then echo "same $job [$f] $a"; else echo "DIFF $job [$f] $a $b"; status=1; fi
  done
done <<< "$jobs"
exit $status
