"""Write the small fixtures the TypeScript tests use, from a finished training run.

    /usr/bin/python3 src/ml/training/make_fixtures.py [/tmp/mimea-train]
    npx prettier --write tests/fixtures/ml   # the repo's JSON formatting

tests/fixtures/ml/photos/<label>/*.jpg   20 test-split photos (a spread of crops,
    domains and both merged maize aliases) plus one photo under a label the
    model does not know, for evaluate.ts.
tests/fixtures/ml/reference-logits.json  PyTorch logits for the 20 photos and the
    SHA-256 of each float32 input tensor, for the ONNX export parity test.
tests/fixtures/ml/coffee-cup.pil-crop.png  Pillow's resize + crop of the larger
    unknown-label photo, to check the TypeScript resize matches training.
"""

import hashlib
import json
import shutil
import sys
from pathlib import Path

import numpy as np
import torch
from PIL import Image

from data import center_crop, load_images, read_manifest, sha256_of
from mobilenet import load_checkpoint
from shared_data import IMAGES

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures" / "ml"
LABELS = [
    "any__not_a_plant", "any__not_a_plant", "bean__rust", "bean__healthy", "coffee__leaf_rust",
    "coffee__healthy", "maize__fall_armyworm", "maize__streak_virus", "maize__leaf_blight",
    "maize__northern_leaf_blight", "maize__gray_leaf_spot", "maize__common_rust", "maize__healthy",
    "maize__grasshopper", "tomato__late_blight", "tomato__healthy", "tomato__yellow_leaf_curl_virus",
    "potato__late_blight", "potato__early_blight", "pepper__bacterial_spot",
]
UNKNOWN = "cassava__mosaic"  # a crop the model does not cover


def input_tensor(rgb):
    """(pixel - 127.5) / 127.5 in float64, then float32: the same rounding as preprocess.ts."""
    chw = center_crop(rgb, 224).transpose(2, 0, 1).astype(np.float64)
    return ((chw - 127.5) / 127.5).astype(np.float32)


def main():
    work = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/mimea-train")
    config = json.loads((work / "config.json").read_text())
    model = load_checkpoint(work / "model.pt", len(config["classes"]))
    rows = [r for r in read_manifest(IMAGES / "manifest.csv") if r["split"] == "test"]
    chosen, used = [], set()
    for label in LABELS:
        row = next(r for r in rows if r["label"] == label and r["file"] not in used)
        used.add(row["file"])
        chosen.append(row)

    shutil.rmtree(FIXTURES / "photos", ignore_errors=True)
    references = []
    for row, rgb in zip(chosen, load_images(IMAGES, chosen, 224)):
        target = FIXTURES / "photos" / row["label"] / Path(row["file"]).name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(IMAGES / row["file"], target)
        tensor = input_tensor(rgb)
        with torch.no_grad():
            logits = model(torch.from_numpy(tensor)[None])[0]
        references.append({
            "file": str(target.relative_to(FIXTURES)),
            "input_sha256": hashlib.sha256(tensor.astype("<f4").tobytes()).hexdigest(),
            "logits": [float(v) for v in logits],
        })

    # A larger photo (600 x 400) exercises the resize; its label is deliberately unknown.
    import skimage.data

    cup = FIXTURES / "photos" / UNKNOWN / "coffee-cup.jpg"
    cup.parent.mkdir(parents=True, exist_ok=True)
    Image.fromarray(skimage.data.coffee()).save(cup, quality=90)
    [resized] = load_images(FIXTURES / "photos", [{"file": f"{UNKNOWN}/coffee-cup.jpg"}], 224)
    Image.fromarray(center_crop(resized, 224)).save(FIXTURES / "coffee-cup.pil-crop.png")

    (FIXTURES / "reference-logits.json").write_text(json.dumps({
        "model_version": config["model_version"],
        "model_sha256": sha256_of(REPO / "public" / "models" / "mimea-classifier.onnx"),
        "images": references,
    }, indent=1) + "\n")
    print(f"wrote {len(references)} reference photos to {FIXTURES}")


if __name__ == "__main__":
    main()
