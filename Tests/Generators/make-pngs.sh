#!/usr/bin/env bash
# Made the PNG files of PNGSamples.swift (ImageMagick 6.9.11-60, Debian's imagemagick), then
# base64 of each and of `convert FILE -depth 8 rgba:-`, ImageMagick's own decoding of it.
# Not run by the tests: the files are kept in PNGSamples.swift.
set -euo pipefail
convert -size 16x8 gradient:#ff0000-#0000ff -alpha set -channel A -fx i/w +channel -depth 8 \
  -define png:color-type=6 -strip -quality 95 rgba8.png
convert -seed 7 -size 16x8 plasma:fractal -depth 8 -define png:color-type=2 -strip rgb8f0.png
convert -seed 9 -size 16x1 plasma:fractal -scale '16x8!' -depth 8 -define png:color-type=2 \
  -strip rowsRepeated.png
convert -size 4x4 xc:none -fill red -draw 'point 0,0' -fill '#00ff0080' -draw 'point 1,1' -fill blue \
  -draw 'point 3,3' -strip PNG8:pal8t.png
for depth in 1 2 4; do
  convert -seed 3 -size 12x5 plasma: -colorspace gray -depth "$depth" -define png:color-type=0 \
    -define "png:bit-depth=$depth" -strip "grey$depth.png"
done
convert -size 6x4 gradient:white-black -alpha set -channel A -fx j/h +channel -colorspace gray \
  -depth 8 -define png:color-type=4 -strip greya.png
convert -seed 5 -size 5x3 plasma: -depth 16 -define png:color-type=2 -strip rgb16.png
convert -seed 5 -size 8x8 plasma: -depth 8 -interlace PNG -strip interlaced.png
