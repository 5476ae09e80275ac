#!/bin/sh
cd "$(dirname "$0")/../../.." || exit 2
node review39/repro/F5/run.mjs
