#!/bin/sh
# a top-level key the input format does not know is dropped without a word (an application's unknown field is warned)
cd "$(dirname "$0")/../../.."
python3 -c "
import json;d=json.load(open('schemes/drafted_tierslieux/data/aap2027.json'));d['applications_late']=[dict(d['applications'][0],id='L01')];json.dump(d,open('/tmp/r33-S1.json','w'))"
node packages/dsl/dist/allot.mjs run schemes/drafted_tierslieux/tiers_lieux.allot --input /tmp/r33-S1.json --format csv 2>&1 | grep -c L01
echo "(0: L01 is in no row, and stderr says nothing of 'applications_late')"
