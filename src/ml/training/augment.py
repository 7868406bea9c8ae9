"""Training augmentations aimed at the lab-to-field gap.

Most photos of tomato, potato, pepper and coffee are single leaves on plain
backgrounds; farmers' phone photos are not. Each transform imitates one way a
field photo differs: framing (random resized crop), orientation (flips,
rotation), light (colour jitter), focus (blur), and messaging-app compression
(JPEG re-encoding). Background clutter pastes a shrunken lab photo onto a
random crop of an out-of-scope photo, so a plain background cannot become a
shortcut feature of the lab-only classes.

Recipe options (measured on the cross-source folds, see the model card's ablation):
`cutout` cuts the leaf out of the lab photo before compositing it (composite.py) instead of
pasting the whole square; `phone` adds phone-photo faults (phone_augment.py).
"""

import io
import random

import numpy as np
import torch
from PIL import Image, ImageFilter
from torchvision import transforms

from composite import composite
from data import center_crop
from phone_augment import phone_faults


class TrainTransform:
    def __init__(self, size, backgrounds, cutout=False, phone=False):
        self.size = size
        self.backgrounds = backgrounds  # uint8 arrays of not_a_plant (and, for cutout, field) photos
        self.cutout, self.phone = cutout, phone
        self.crop = transforms.RandomResizedCrop(size, scale=(0.3, 1.0), antialias=True)
        self.jitter = transforms.ColorJitter(0.4, 0.4, 0.4, 0.04)

    def __call__(self, array, domain, rng):
        img = Image.fromarray(array)
        if self.cutout and domain == "lab" and rng.random() < 0.5:
            img = composite(array, self.backgrounds, self._background_crop, rng)
        elif domain == "lab" and self.backgrounds and rng.random() < 0.3:
            img = self._paste_on_clutter(img, rng)
        if rng.random() < 0.5:
            # Rotate before cropping so the crop usually avoids the filled corners.
            img = img.rotate(rng.uniform(-30, 30), resample=Image.BILINEAR, fillcolor=_mean_colour(img))
        img = self.crop(img)
        if rng.random() < 0.5:
            img = img.transpose(Image.FLIP_LEFT_RIGHT)
        if rng.random() < 0.5:
            img = img.transpose(Image.FLIP_TOP_BOTTOM)
        img = self.jitter(img)
        if self.phone:
            img = phone_faults(img, rng)
        if rng.random() < 0.2:
            img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.8)))
        if rng.random() < 0.5:
            img = _jpeg(img, rng.randint(30, 90))
        return _to_chw(np.asarray(img))

    @staticmethod
    def _background_crop(img):
        return transforms.RandomResizedCrop(img.size[::-1], scale=(0.2, 1.0), antialias=True)(img)

    def _paste_on_clutter(self, leaf, rng):
        background = Image.fromarray(self.backgrounds[rng.randrange(len(self.backgrounds))])
        background = transforms.RandomResizedCrop(leaf.size[::-1], scale=(0.3, 1.0), antialias=True)(background)
        scale = rng.uniform(0.55, 0.85)
        small = leaf.resize((int(leaf.width * scale), int(leaf.height * scale)), Image.BILINEAR)
        x = rng.randint(0, leaf.width - small.width)
        y = rng.randint(0, leaf.height - small.height)
        background.paste(small, (x, y))
        return background


def eval_transform(array, size):
    """Validation/test: the photo's short side is already `size`; centre crop it."""
    return _to_chw(center_crop(array, size))


def _mean_colour(img):
    return tuple(int(v) for v in np.asarray(img).reshape(-1, 3).mean(axis=0))


def _jpeg(img, quality):
    buffer = io.BytesIO()
    img.save(buffer, format="JPEG", quality=quality)
    buffer.seek(0)
    return Image.open(buffer).convert("RGB")


def _to_chw(array):
    return torch.from_numpy(np.ascontiguousarray(array.transpose(2, 0, 1)))


class PhotoDataset(torch.utils.data.Dataset):
    """Cached photos -> uint8 CHW tensors; scaling to -1..1 happens per batch."""

    def __init__(self, images, targets, domains, transform=None, size=224, seed=0):
        self.images, self.targets, self.domains = images, targets, domains
        self.transform, self.size, self.seed = transform, size, seed

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        if self.transform is None:
            return eval_transform(self.images[i], self.size), self.targets[i]
        # Python's RNG is per worker; torch's is seeded by the DataLoader generator.
        rng = random.Random(torch.randint(0, 2**31, ()).item())
        return self.transform(self.images[i], self.domains[i], rng), self.targets[i]
