#!/bin/sh
cd "$(dirname "$0")/../../.." || exit 2
node review38/repro/F7/run.mjs
