#!/usr/bin/env bash
# Simulates colour-vision deficiencies on a screenshot with ImageMagick, by the matrices the
# colour test uses (`src/core/colour/vision.rs`: Machado, Oliveira and Fernandes 2009, severity
# 1, applied to linear RGB):
#   scripts/simulate-vision.sh IN.png OUT.png protanopia|deuteranopia|tritanopia
set -euo pipefail
in=$1 out=$2 vision=$3
case $vision in
    protanopia) m="0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998" ;;
    deuteranopia) m="0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881" ;;
    tritanopia) m="1.255528 -0.076749 -0.178779 -0.078411 0.930809 0.147602 0.004733 0.691367 0.303900" ;;
    *) echo "vision must be protanopia, deuteranopia or tritanopia, got '$vision'" >&2; exit 2 ;;
esac
convert "$in" -colorspace RGB -color-matrix "$m" -colorspace sRGB "$out"
