#!/bin/sh
# In a stage per key the budget reads the key as the member (`call.pool[region]`); the stage's
# `reserve call.size[region]` is refused as if `region` were an application field.
cd "$(dirname "$0")"; node ../../../packages/dsl/dist/allot.mjs check size_per_member.allot
