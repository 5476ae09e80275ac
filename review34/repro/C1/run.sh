#!/bin/sh
# A reader that closes the pipe early (`| head`): `allot run` says "internal error — this is a bug
# in allot" and exits 3 (Error: write EPIPE); `allot check` dies of an unhandled 'error' event with
# Node's stack. A closed stdout is the reader's choice, not a bug: exit quietly (as git, grep, jq do).
cd "$(dirname "$0")/../../.."
T=$(mktemp -d)
node -e '
const apps = []; for (let i = 0; i < 20000; i++) apps.push({ id: "P" + i, fy1: "1.00", fy2: "1.00", score: i % 11 });
require("fs").writeFileSync(process.argv[1], JSON.stringify({ call: { funds: "100.00", fy1_funds: "10.00", fy2_funds: "10.00" }, applications: apps }));' $T/big.json
node packages/dsl/dist/allot.mjs run review34/repro/C1/fy.allot --input $T/big.json --no-explain --format csv 2>$T/err | head -1
( node packages/dsl/dist/allot.mjs run review34/repro/C1/fy.allot --input $T/big.json --no-explain --format csv 2>/dev/null; echo $? > $T/rc ) | head -1 >/dev/null; echo "exit $(cat $T/rc)"
for i in 1 2 3 4 5; do node packages/dsl/dist/allot.mjs check review34/repro/D1/together.allot 2>$T/err2 | head -1 >/dev/null; grep -m1 "Unhandled 'error' event" $T/err2 && break; done
