#!/bin/sh
# review32's pro rata oracle on main: every case a scheme error (AL0556: `at boundary skip` beside `pro rata`)
cd "$(dirname "$0")/../../.."
node review32/oracle-prorata-weight.mjs 5 2 | tail -2 | cut -c1-300
node review33/oracle-prorata-weight.mjs 5 2 | tail -1
