"""Manifest reading, the stratified validation split, and in-RAM image caching.

Decoding 11k JPEGs every epoch would cost more than the network on 2 cores,
so every photo is decoded once and kept as a uint8 array (the photos already
have a 224 px short side, about 2 GB in total).
"""

import csv
import hashlib
import random
from collections import defaultdict
from pathlib import Path

import numpy as np
from PIL import Image

from labels import canonical


def sha256_of(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def read_manifest(manifest_path):
    with open(manifest_path, newline="") as f:
        return list(csv.DictReader(f))


def stratified_split(rows, fraction, seed):
    """Hold out `fraction` of each (canonical label, domain) group as validation.

    Stratifying by domain as well keeps lab and field photos of the merged
    maize classes in both halves.
    """
    groups = defaultdict(list)
    for row in rows:
        groups[(canonical(row["label"]), row["domain"])].append(row)
    rng = random.Random(seed)
    train, val = [], []
    for key in sorted(groups):
        members = sorted(groups[key], key=lambda r: r["file"])
        rng.shuffle(members)
        n_val = max(1, round(len(members) * fraction))
        val.extend(members[:n_val])
        train.extend(members[n_val:])
    return train, val


def load_images(image_root, rows, short_side):
    """Decode every row's photo to RGB uint8, short side resized to `short_side`."""
    images = []
    for row in rows:
        with Image.open(Path(image_root) / row["file"]) as img:
            img = img.convert("RGB")
            w, h = img.size
            scale = short_side / min(w, h)
            if abs(scale - 1) > 1e-6:
                size = (max(short_side, round(w * scale)), max(short_side, round(h * scale)))
                img = img.resize(size, Image.BILINEAR, reducing_gap=None)
            images.append(np.asarray(img, dtype=np.uint8).copy())
    return images


def center_crop(array, size):
    """Center crop an HWC array; the same arithmetic as src/ml/preprocess.ts."""
    h, w = array.shape[:2]
    top, left = (h - size) // 2, (w - size) // 2
    return array[top:top + size, left:left + size]
