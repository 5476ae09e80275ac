#!/bin/sh
cd "$(dirname "$0")/../../.." || exit 2
node review39/repro/F6/run.mjs
