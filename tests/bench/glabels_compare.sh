#!/bin/bash
# Cable labels: our PDF against gLabels 3 (the peer label program, Debian
# package glabels) printing the same labels on the same stock.
#
#   bash tests/bench/glabels_compare.sh SUPERNODE_DESIGNER DESIGN [CHUNK]
#
# 1. `export labels-csv` writes one record per label end (cable_id, near_end,
#    far_end, ...); `export labels --stock avery-l7160` prints them on Avery
#    L7160 (3 x 7 on A4), timed.
# 2. A gLabels document on the same template (taken from gLabels' own
#    template file, Avery 7160) sets the same three lines per label from the
#    CSV by merge fields, and glabels-3-batch prints it, CHUNK records at a
#    time (default 1000): gLabels builds every page in memory before writing,
#    and the whole 4 096-GPU list in one run took about 40 GiB and 4 hours.
# 3. Both sides' CPU time (user + system) and page counts are printed, and
#    the ratio of ours to gLabels'.
#
# Last figures (2-core machine, 7 Dec 2026, gLabels 3.4.1, the 4 096-GPU
# design of `new --gpus 4096` then `route`, 43 380 labels):
#   ours     CPU 0.76 s (the whole CLI run: open, lay out, write), 2 066 pages
#   gLabels  CPU 54.99 s in 44 runs of 1 000 records, 2 083 pages (each
#            run's last page part-filled)
#   ours / gLabels = 0.014
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 SUPERNODE_DESIGNER DESIGN [CHUNK]" >&2
    exit 2
fi
designer=$1
design=$2
chunk=${3:-1000}
command -v glabels-3-batch > /dev/null || { echo "glabels-3-batch not found: apt-get install glabels" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpu() {  # CPU seconds (user + system) of a command, from /usr/bin/time
    /usr/bin/time -f "%U %S" -o "$work/time" "$@" > /dev/null 2>&1
    awk '{ printf "%.2f", $1 + $2 }' "$work/time"
}

"$designer" export labels-csv "$design" -o "$work/labels.csv" > /dev/null
records=$(($(wc -l < "$work/labels.csv") - 1))
ours=$(cpu "$designer" export labels "$design" --stock avery-l7160 -o "$work/ours.pdf")
ours_pages=$(pdfinfo "$work/ours.pdf" | awk '/^Pages:/ { print $2 }')

cat > "$work/doc.glabels" <<'GLABELS'
<?xml version="1.0"?>
<Glabels-document xmlns="http://glabels.org/xmlns/3.0/">
  <Template brand="Avery" part="L7160" size="A4" description="Mailing labels">
    <Label-rectangle id="0" width="181.4pt" height="108pt" round="5pt" x_waste="0pt" y_waste="0pt">
      <Markup-margin size="5pt"/>
      <Layout nx="3" ny="7" x0="21.2pt" y0="43.9pt" dx="187.2pt" dy="108pt"/>
    </Label-rectangle>
  </Template>
  <Objects id="0" rotate="False">
    <Object-text x="5pt" y="5pt" w="171.4pt" h="98pt" justify="Center" valign="Center" auto_shrink="True"
                 a0="1" a1="0" a2="0" a3="1" a4="0" a5="0">
      <Span font_family="DejaVu Sans" font_size="10" font_weight="Regular" font_italic="False" color="0x000000ff"
            line_spacing="1"><Field name="cable_id"/><NL/><Field name="near_end"/><NL/>→ <Field name="far_end"/></Span>
    </Object-text>
  </Objects>
  <Merge type="Text/Comma/Line1Keys" src="chunk.csv"/>
</Glabels-document>
GLABELS

tail -n +2 "$work/labels.csv" | split -l "$chunk" - "$work/part-"
glabels_cpu=0
glabels_pages=0
runs=0
for part in "$work"/part-*; do
    { head -1 "$work/labels.csv"; cat "$part"; } > "$work/chunk.csv"
    t=$(cd "$work" && cpu glabels-3-batch -i chunk.csv -o out.pdf doc.glabels)
    glabels_cpu=$(awk -v a="$glabels_cpu" -v b="$t" 'BEGIN { printf "%.2f", a + b }')
    glabels_pages=$((glabels_pages + $(pdfinfo "$work/out.pdf" | awk '/^Pages:/ { print $2 }')))
    runs=$((runs + 1))
done

echo "labels   $records records on Avery L7160"
echo "ours     CPU $ours s, $ours_pages pages"
echo "gLabels  CPU $glabels_cpu s, $glabels_pages pages, $runs runs of up to $chunk records"
awk -v a="$ours" -v b="$glabels_cpu" 'BEGIN { printf "ours / gLabels = %.3f\n", a / b }'
