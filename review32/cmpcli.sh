#!/bin/sh
# compare `allot run` (json with explanations, md, csv) of every scheme with data between main's tree and $1
B=$1; M=/work/wt/review32; n=0; d=0
for dir in $(ls -d $M/schemes/*/ | head -${LIMIT:-12}); do
  for data in $dir/data/*.json; do
    [ -f "$data" ] || continue
    for s in $dir/*.allot; do
      for fmt in json; do
        n=$((n+1))
        a=$(cd $M && timeout 60 node packages/dsl/dist/allot.mjs run $s --input $data --format $fmt 2>&1 | md5sum)
        b=$(cd $B && timeout 60 node packages/dsl/dist/allot.mjs run $s --input $data --format $fmt 2>&1 | md5sum)
        [ "$a" = "$b" ] || { d=$((d+1)); echo "DIFF $fmt $s $data"; }
      done
    done
  done
done
echo "$n runs, $d differ"
