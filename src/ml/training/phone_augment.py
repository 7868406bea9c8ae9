"""Photometric and geometric faults of farmers' phone photos, for training.

Each fault happens independently with its own probability: exposure (gamma), white
balance (per-channel gain), hand shake (motion blur), a small or zoomed photo (down- then
up-sampling) and something in front of the leaf (a finger or another leaf: a random blob).
"""

import numpy as np
from PIL import Image, ImageDraw, ImageFilter


def phone_faults(img, rng):
    if rng.random() < 0.5:
        img = _exposure(img, rng.uniform(0.6, 1.6))
    if rng.random() < 0.5:
        img = _white_balance(img, [rng.uniform(0.8, 1.2) for _ in range(3)])
    if rng.random() < 0.25:
        img = _motion_blur(img, rng)
    if rng.random() < 0.3:
        factor = rng.uniform(0.25, 0.6)
        small = img.resize((max(16, int(img.width * factor)), max(16, int(img.height * factor))), Image.BILINEAR)
        img = small.resize(img.size, Image.BILINEAR)
    if rng.random() < 0.2:
        img = _occlude(img, rng)
    return img


def _exposure(img, gamma):
    table = [min(255, int(255 * (i / 255) ** gamma + 0.5)) for i in range(256)] * 3
    return img.point(table)


def _white_balance(img, gains):
    array = np.asarray(img, dtype=np.float32) * np.array(gains, dtype=np.float32)
    return Image.fromarray(np.clip(array, 0, 255).astype(np.uint8))


def _motion_blur(img, rng):
    kernel = [0.0] * 25
    if rng.random() < 0.5:
        for i in range(5):
            kernel[10 + i] = 1.0  # horizontal shake
    else:
        for i in range(5):
            kernel[i * 6] = 1.0  # diagonal shake
    return img.filter(ImageFilter.Kernel((5, 5), kernel, scale=5))


def _occlude(img, rng):
    img = img.copy()
    draw = ImageDraw.Draw(img)
    w, h = img.size
    bw, bh = int(w * rng.uniform(0.15, 0.35)), int(h * rng.uniform(0.15, 0.35))
    x, y = rng.randint(0, w - bw), rng.randint(0, h - bh)
    colour = rng.choice([(205, 160, 135), (120, 85, 60), (60, 100, 40), (30, 30, 30)])
    draw.ellipse((x, y, x + bw, y + bh), fill=colour)
    return img
