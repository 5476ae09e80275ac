#!/bin/sh
# The service's evaluate answer carries no input warning, and its log only a count ("warnings":1):
# the draw's slip (runtime CHANGELOG: "in the service's response") and an input key not read
# ("applications_late", the review33 S1 warning) reach neither the client nor the operator.
cd "$(dirname "$0")/../../.."
T=$(mktemp -d); cp schemes/drafted_ballot/community_spaces.allot $T/
PORT=${PORT:-18735}
node packages/dsl/dist/allot.mjs serve --schemes $T --port $PORT --threads 1 > $T/log 2>&1 &
PID=$!
for i in $(seq 1 60); do curl -s localhost:$PORT/healthz >/dev/null && break; sleep 0.5; done
curl -s -X POST -H 'content-type: application/json' --data-binary @schemes/drafted_ballot/data/round2027.json localhost:$PORT/schemes/community_spaces_2027/evaluate > $T/a.json
node -e 'const d=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")); console.log("answer keys:", Object.keys(d).join(", "))' $T/a.json
echo "'leaves out' in the answer: $(grep -c 'leaves out' $T/a.json)"
node -e 'const d=JSON.parse(require("fs").readFileSync("schemes/drafted_ballot/data/round2027.json","utf8")); d.applications_late=[{...d.applications[0], id:"LATE1"}]; require("fs").writeFileSync(process.argv[1], JSON.stringify(d))' $T/late.json
curl -s -o $T/b.json -w "late key: HTTP %{http_code}\n" -X POST -H 'content-type: application/json' --data-binary @$T/late.json localhost:$PORT/schemes/community_spaces_2027/evaluate
echo "'applications_late' in the answer: $(grep -c applications_late $T/b.json); LATE1: $(grep -c LATE1 $T/b.json)"
sleep 1; echo "the log says:"; grep '"input warnings"' $T/log | sed 's/.*"scheme"/  "scheme"/'
echo "the CLI says:"; node packages/dsl/dist/allot.mjs run schemes/drafted_ballot/community_spaces.allot --input $T/late.json --format csv 2>&1 >/dev/null
kill $PID
