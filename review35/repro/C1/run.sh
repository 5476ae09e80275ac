#!/bin/sh
# C1: the standard output on a full disk: Node's uncaught ENOSPC with a stack trace (exit 1), not an
# allot message; `--out /dev/full` says "allot: cannot write /dev/full: the disk is full".
cd "$(dirname "$0")/../../.." && node packages/dsl/dist/allot.mjs run schemes/weighted_lottery/allotments.allot --input schemes/weighted_lottery/data/lot2027.json --format json > /dev/full
echo "exit $?"
