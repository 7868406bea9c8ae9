"""Cut the leaf out of a plain-background lab photo and put it on a field-like background.

Lab photos (PlantVillage, the coffee set) show one leaf on a near-uniform board. Pasting the
whole square keeps that board around the leaf, so "plain grey surround" stays a cue for the
lab-only classes. Here the background colour is estimated from the photo's border, pixels
close to it become transparent, and the leaf alone lands on a random crop of a field or
out-of-scope training photo (or a blurred green/brown texture), at a random scale and place.
"""

import numpy as np
from PIL import Image, ImageFilter

BORDER = 8  # pixels of each edge that are assumed to be background


def leaf_mask(array):
    """uint8 alpha mask (255 = leaf) of an HWC uint8 photo on a plain background, or None."""
    rgb = array.astype(np.float32)
    border = np.concatenate([rgb[:BORDER].reshape(-1, 3), rgb[-BORDER:].reshape(-1, 3),
                             rgb[:, :BORDER].reshape(-1, 3), rgb[:, -BORDER:].reshape(-1, 3)])
    background = np.median(border, axis=0)
    spread = np.median(np.abs(border - background).sum(axis=1))
    distance = np.abs(rgb - background).sum(axis=2)
    mask = distance > max(45.0, 4 * spread)
    share = mask.mean()
    if not 0.08 < share < 0.92:  # not a plain background after all: leave the photo alone
        return None
    alpha = Image.fromarray((mask * 255).astype(np.uint8))
    # Close small holes (lesions close to the board colour), drop specks, soften the edge.
    alpha = alpha.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.MinFilter(5))
    alpha = alpha.filter(ImageFilter.MinFilter(3)).filter(ImageFilter.MaxFilter(3))
    return alpha.filter(ImageFilter.GaussianBlur(1.2))


def texture(size, rng):
    """A blurred random green/brown/soil field, for when no photo background is wanted."""
    base = np.array(rng.choice([(70, 110, 40), (110, 90, 60), (90, 120, 70), (140, 120, 90)]), np.float32)
    noise = np.random.default_rng(rng.randrange(2**31)).normal(0, 35, (size[1] // 8, size[0] // 8, 3))
    small = Image.fromarray(np.clip(base + noise, 0, 255).astype(np.uint8))
    return small.resize(size, Image.BICUBIC).filter(ImageFilter.GaussianBlur(rng.uniform(1, 4)))


def composite(array, backgrounds, crop, rng):
    """The photo's leaf on a new background; the photo unchanged when no mask can be found."""
    alpha = leaf_mask(array)
    leaf = Image.fromarray(array)
    if alpha is None:
        return leaf
    size = leaf.size
    if backgrounds and rng.random() < 0.8:
        background = crop(Image.fromarray(backgrounds[rng.randrange(len(backgrounds))]))
        background = background.resize(size).filter(ImageFilter.GaussianBlur(rng.uniform(0, 2.5)))
    else:
        background = texture(size, rng)
    scale = rng.uniform(0.6, 1.0)
    w, h = int(size[0] * scale), int(size[1] * scale)
    x, y = rng.randint(0, size[0] - w), rng.randint(0, size[1] - h)
    background.paste(leaf.resize((w, h), Image.BILINEAR), (x, y), alpha.resize((w, h), Image.BILINEAR))
    return background
