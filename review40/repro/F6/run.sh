#!/bin/sh
cd "$(dirname "$0")/../../.." || exit 2
node review40/repro/F6/run.mjs
