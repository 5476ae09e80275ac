#!/bin/sh
# Each command with its standard output on a full disk (/dev/full): want "allot: cannot write the
# standard output: the disk is full" and exit 1 (README's exit codes), never exit 0 with the
# output lost, never a stack.
cd "$(dirname "$0")/../../.." || exit 2
A="node packages/dsl/dist/allot.mjs"
S=schemes/drafted_arts/project_awards.allot
I=schemes/drafted_arts/data/westmark_2027_r1.json
for c in "--version" "help" "run --help" "check $S" "check $S --format json" "check $S --format sarif" "run $S --input $I" "run $S --input $I --format md" "run $S --input $I --format csv" "explain $S --input $I --id A01" "explain $S --input $I --id A01 --format json" "test schemes/drafted_arts" "fmt --check $S" "compile $S" ; do
  $A $c > /dev/full 2>/tmp/r36-full.err; rc=$?
  printf '%-60s exit %s  %s\n' "$c" "$rc" "$(head -c 160 /tmp/r36-full.err | tr '\n' ' ')"
done
