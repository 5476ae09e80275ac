#!/bin/sh
# `--call` given a whole input document ({"call": {…}, "applications": …}, the file a clerk has
# beside the CSV) reads as a call whose every parameter is missing, plus "the field 'call' is not
# declared": nothing names the real fault (a file one level too deep), as review33's S2 for "call": null.
cd "$(dirname "$0")/../../.."
T=$(mktemp -d)
node -e 'const c=JSON.parse(require("fs").readFileSync("schemes/seed_002/data/seed_002.call.json","utf8")); require("fs").writeFileSync(process.argv[1], JSON.stringify({call:c}))' $T/wrapped.json
node packages/dsl/dist/allot.mjs run schemes/seed_002/pop3_innovatie.allot --input schemes/seed_002/data/seed_002.applications.csv --call $T/wrapped.json --format csv
echo "exit $?"
