#!/bin/sh
# F1: `reserve N after the last funded` with an open tie after the last row funded in every order:
# E and F (position 5) tie for the last 10.00 EUR, one of them is funded in every order, so D
# (position 3) is ranked before the last application awarded in every order — yet D is put on the
# list at place 1, and H (position 7, after every grant) is left off it.
cd "$(dirname "$0")/../../.." || exit 2
node packages/dsl/dist/allot.mjs run review37/repro/F1/tie.allot --input review37/repro/F1/tie.json --format md | sed -n '/^| position/,/^$/p'
