#!/bin/sh
# "call": null is read as a call with no parameters: each one "is missing", nothing says the call is null
cd "$(dirname "$0")/../../.."
echo '{"call":null,"applications":[]}' > /tmp/r33-S2.json
node packages/dsl/dist/allot.mjs run schemes/drafted_tierslieux/tiers_lieux.allot --input /tmp/r33-S2.json
echo '{"call":{"credits":"1.00","enveloppe":{"d22":"1.00","d29":"1.00","d35":"1.00","d56":"1.00"}},"applications":{}}' > /tmp/r33-S2b.json
node packages/dsl/dist/allot.mjs run schemes/drafted_tierslieux/tiers_lieux.allot --input /tmp/r33-S2b.json
