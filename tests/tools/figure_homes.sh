#!/bin/sh
# A derived figure lives once (STYLE §6a): the heat split, the U span and
# weight sums are worked out in model/analysis (or read off the type in
# model/catalog, or planned by the wizard's generators), never again by a
# rule, a view or an exporter. Prints each stray and exits 1 when any.
# usage: figure_homes.sh SOURCE_ROOT
cd "${1:?usage: figure_homes.sh SOURCE_ROOT}" || exit 2
strays=$(grep -rn --include='*.h' --include='*.cpp' -e 'liquidFraction' -e 'occupiedU() - 1' -e 'weightKg +=' \
             model views exporters app \
         | grep -v -e '^model/analysis/' -e '^model/catalog/' -e '^model/topology/wizard_')
if [ -n "$strays" ]; then
    echo "derived figures worked out outside model/analysis:"
    echo "$strays"
    exit 1
fi
echo "every heat split, U span and weight sum is in model/analysis, model/catalog or the wizard"
