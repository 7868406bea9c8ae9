"""Check that keras_weights.py loads the ImageNet network correctly.

A wrong transpose, a missed BatchNorm epsilon or symmetric instead of Keras
padding all still produce *some* prediction; only naming well-known photos
correctly shows the port is right. scikit-image ships these sample photos
(Debian package python3-skimage). The Keras release has exactly 1000 outputs
and index i is ImageNet class i (no background class at index 0).

    /usr/bin/python3 src/ml/training/check_imagenet.py
"""

import sys

import numpy as np
import torch
from PIL import Image

from keras_weights import load_keras_mobilenet
from mobilenet import scale_input
from shared_data import WEIGHTS


# sample photo -> (ImageNet class ids any of which counts, how many top guesses may hold it).
# The rocket photo is a harder framing (the 224 crop is mostly launch tower), so it
# only has to appear among the top 3.
EXPECTED = {
    "chelsea": ({281, 282, 283, 284, 285}, 1),  # tabby, tiger cat, Persian, Siamese, Egyptian cat
    "coffee": ({967, 968, 504}, 1),  # espresso, cup, coffee mug
    "rocket": ({657, 812, 744}, 3),  # missile, space shuttle, projectile
}


def preprocess(rgb):
    """Resize the short side to 224 and centre-crop, as the app does."""
    img = Image.fromarray(rgb)
    scale = 224 / min(img.size)
    img = img.resize((max(224, round(img.width * scale)), max(224, round(img.height * scale))), Image.BILINEAR)
    left, top = (img.width - 224) // 2, (img.height - 224) // 2
    array = np.asarray(img.crop((left, top, left + 224, top + 224)), dtype=np.float32)
    return scale_input(torch.from_numpy(array).permute(2, 0, 1))


def main():
    try:
        import skimage.data
    except ImportError:
        sys.exit("needs scikit-image's sample photos: apt-get install python3-skimage")

    model = load_keras_mobilenet(sys.argv[1] if len(sys.argv) > 1 else WEIGHTS)
    assert model.classifier.out_features == 1000, "expected 1000 ImageNet outputs, no background class"
    failures = 0
    with torch.no_grad():
        for name, (expected, within) in EXPECTED.items():
            probs = model(preprocess(getattr(skimage.data, name)())[None]).softmax(1)[0]
            top = probs.topk(3)
            ids = top.indices.tolist()
            ok = bool(expected & set(ids[:within]))
            failures += not ok
            print(f"{'ok ' if ok else 'BAD'} {name}: top-3 {ids} p={[round(p, 3) for p in top.values.tolist()]}")
    if failures:
        sys.exit(f"{failures} sample photo(s) misclassified: the weight port is wrong")
    print("ImageNet weights load correctly")


if __name__ == "__main__":
    main()
