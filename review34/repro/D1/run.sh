#!/bin/sh
# §14.11: "A group funded together takes one place on a stage's list as on the allocation's." —
# but `together` beside stages is AL0525: a stage's list of groups funded together cannot be written.
cd "$(dirname "$0")"; node ../../../packages/dsl/dist/allot.mjs check together.allot
