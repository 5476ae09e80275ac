#!/bin/sh
# The law's name for a reserve list (`reserve all "<name>"`, §14.11) is said in en, nl, pl, de and
# dropped in fr and es: "inscrite sur la liste complémentaire", "incluida en la lista de reserva",
# on a stage's list and on the allocation's, in the reasons and the explanation. And the French chain
# of a stage's reasons is joined "écartée; puis" (no space before ';', frfit32 says " ; ").
cd "$(dirname "$0")"; A="node ../../../packages/dsl/dist/allot.mjs"
for p in "en:the waiting list" "nl:de wachtlijst" "pl:lista rezerwowa" "de:die Nachrückliste" "fr:la liste d'attente" "es:la lista de espera"; do
  l=${p%%:*}; n=${p#*:}
  sed -e "s/language en/language $l/" -e "s/reserve all \"the waiting list\"/reserve all \"$n\"/" lists.allot > /tmp/l1_$l.allot
  echo "== $l, \"$n\": $($A explain /tmp/l1_$l.allot --input input.json --id C | tail -1)"
  # the allocation's own list, named alike
  sed -e "/reserve all \"$n\" per art1/d" -e "s/  at boundary skip per art1/&\n  reserve all \"$n\" per art1/" /tmp/l1_$l.allot > /tmp/l1a_$l.allot
  echo "   the allocation's list: $($A explain /tmp/l1a_$l.allot --input input.json --id C | tail -1)"
done
echo "== fr, the reason's chain:"; $A run /tmp/l1_fr.allot --input input.json --format csv | grep "^3,C" | grep -o "écartée; puis"
