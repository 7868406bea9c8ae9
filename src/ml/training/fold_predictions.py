"""Save a fold model's logits and penultimate features for the photos that judge it.

predictions.npz holds, per group, `<group>_logits`, `<group>_features`, `<group>_targets`
(class index, -1 for a class the model does not know) and `<group>_files`:
  validation   same-source validation slice (what the shipped threshold used to be fitted on)
  calibration  held-out source, manifest train split (fit temperature / thresholds here)
  report       held-out source, manifest test split (report figures here)
  unknown      held-out photos of classes the fold never learnt (out-of-distribution probes)
  fixtures     tests/fixtures photos (non-plants, and the leaves the tests use)
Measuring the OOD scores needs the features, which the shipped ONNX graph does not output.
"""

from pathlib import Path

import numpy as np
import torch

from augment import PhotoDataset
from data import load_images
from labels import canonical
from mobilenet import scale_input

REPO = Path(__file__).resolve().parents[3]


@torch.no_grad()
def run_model(model, images, batch_size=64):
    model.eval()
    dataset = PhotoDataset(images, [0] * len(images), [""] * len(images))
    device = next(model.parameters()).device
    logits, features = [], []
    for x, _ in torch.utils.data.DataLoader(dataset, batch_size=batch_size):
        f = model.features(scale_input(x.to(device).float()))
        features.append(f.cpu())
        logits.append(model.classifier(f).cpu())
    if not logits:
        return np.zeros((0, model.classifier.out_features), np.float32), np.zeros((0, model.feature_dim), np.float32)
    return torch.cat(logits).numpy(), torch.cat(features).numpy()


def _fixture_rows():
    rows = []
    for photo in sorted((REPO / "tests" / "fixtures").rglob("*.jpg")):
        label = photo.parent.name if photo.parent.name != "leaves" else photo.stem
        rows.append({"file": str(photo), "label": label})
    return rows


def dump_predictions(model, index, val_rows, val_images, fold, image_root, out_path, log):
    groups = {"validation": (val_rows, val_images)}
    for name in ("calibration", "report", "unknown"):
        rows = fold[name] if fold else []
        groups[name] = (rows, load_images(image_root, rows, 224))
    fixtures = _fixture_rows()
    groups["fixtures"] = (fixtures, load_images("/", fixtures, 224))
    arrays = {}
    for name, (rows, images) in groups.items():
        logits, features = run_model(model, images)
        arrays[f"{name}_logits"] = logits
        arrays[f"{name}_features"] = features
        arrays[f"{name}_targets"] = np.array([index.get(canonical(r["label"]), -1) for r in rows], np.int64)
        arrays[f"{name}_files"] = np.array([r["file"] for r in rows])
        log(f"predictions: {name} {len(rows)} photos")
    np.savez_compressed(out_path, **arrays)
