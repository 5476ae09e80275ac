#!/bin/sh
# F6: a date-time an aggregate gives (drafted_arts' latest application: max(m in peers(applicant_no): m.received)) worded as a number.
cd "$(dirname "$0")/../../.." || exit 2
for l in nl pl de es fr; do
  sed "s/^  language en/  language $l/" schemes/drafted_arts/project_awards.allot > /tmp/review36-M-$l.allot
  node packages/dsl/dist/allot.mjs explain /tmp/review36-M-$l.allot --input schemes/drafted_arts/data/westmark_2027_r1.json --id A02 | grep -o "m.received) \{0,1\}: [^,]*" | head -1
done
