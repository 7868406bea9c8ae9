#!/usr/bin/env sh
# Train, calibrate and export the Mimea classifier (see src/ml/model-card.md).
# Uses Debian's system Python on purpose: torch comes from apt, not pip.
set -eu
PYTHON=${MIMEA_PYTHON:-/usr/bin/python3}
HERE=$(cd "$(dirname "$0")" && pwd)

if ! "$PYTHON" -c 'import torch, torchvision, PIL, onnx, numpy' 2>/dev/null; then
  echo "Missing Python modules for training. Install them with:" >&2
  echo "  apt-get install python3-torch python3-torchvision python3-pil python3-onnx python3-skimage-lib python3-skimage python3-numpy" >&2
  exit 1
fi

cd "$HERE"
exec "$PYTHON" train.py "$@"
