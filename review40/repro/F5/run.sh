#!/bin/sh
# F5: a two-key table's cells missing, doubled, foreign, of the wrong type, through `allot run` (JSON, CSV + call JSON, --set)
cd "$(dirname "$0")/../../.." || exit 2
S=schemes/drafted_susi/student_grant.allot
D=$(mktemp -d)
node -e '
const fs = require("fs"); const d = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); const out = process.argv[2];
const w = (n, f) => { const x = JSON.parse(JSON.stringify(d)); f(x.call); fs.writeFileSync(`${out}/${n}.json`, JSON.stringify(x)); };
w("missing-cell", (c) => { delete c.limit.four_to_seven.part_50; });
w("null-cell", (c) => { c.limit.four_to_seven.part_50 = null; });
w("missing-row", (c) => { delete c.limit.eight_or_more; });
w("foreign-cell", (c) => { c.limit.four_to_seven.part_10 = "1.00"; });
w("foreign-row", (c) => { c.limit.nine = c.limit.four_to_seven; });
w("row-not-object", (c) => { c.limit.four_to_seven = "51450.00"; });
w("flat", (c) => { c.limit = c.limit.four_to_seven; });
w("wrong-type", (c) => { c.limit.four_to_seven.part_50 = 12; });
w("array-row", (c) => { c.limit.four_to_seven = ["1","2","3","4"]; });
fs.writeFileSync(`${out}/doubled.json`, JSON.stringify(d).replace(`"part_50":"56020.00"`, `"part_50":"56020.00","part_50":"1.00"`));
fs.writeFileSync(`${out}/doubled-row.json`, JSON.stringify(d).replace(`"four_to_seven":{`, `"four_to_seven":{"full":"1.00","part_75":"1.00","part_50":"1.00","part_25":"1.00"},"four_to_seven":{`));
' schemes/drafted_susi/data/sgs2027.json "$D"
for f in missing-cell null-cell missing-row foreign-cell foreign-row row-not-object flat wrong-type array-row doubled doubled-row; do
  echo "== $f"; node packages/dsl/dist/allot.mjs run $S --input "$D/$f.json" --no-explain 2>&1 | head -4 | cut -c1-400; echo "exit $?"
done
