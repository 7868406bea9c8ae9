"""Fit the verdict on cross-source predictions, and measure which out-of-distribution score to use.

    /usr/bin/python3 src/ml/training/cross_source.py fit <fold dir> [<fold dir> ...] > fit.json
    /usr/bin/python3 src/ml/training/cross_source.py apply fit.json <model dir> <validation data>

Each fold dir holds a fold run's predictions.npz (fold_predictions.py). Only the held-out source's
`calibration` photos (its manifest train split) and the fold's own `validation` slice are used to
fit; the held-out `test` photos are left for the figures (`npm run eval -- … --source`).

What it fits, so that a confident answer means the same on an unfamiliar photo:
- temperature: per fold, T fitted on the held-out photos over T fitted on validation; the median
  ratio scales a model's validation temperature (a model is over-confident off-source by about
  the same factor as its siblings trained the same way);
- OOD threshold on the distance to the nearest plant class mean (ood_head.py; chosen with
  ood_compare.py), expressed as a quantile of validation distances so it carries over to any model
  trained the same way;
- confidence threshold: for each quantile, the smallest that keeps confident-and-wrong answers
  under MAX_CONFIDENT_WRONG of in-scope photos on every fold; of those pairs, the one answering
  most photos, off-source and same-source (validation) together, wins. Selective accuracy, and how
  often photos of classes a fold never learnt still get a confident answer, are reported beside
  it: with lab -> field top-1 far under 90 %, no threshold reaches 90 % selective accuracy while
  answering half the photos, and the harm (confident and wrong) is what the verdict bounds first.
"""

import json
import shutil
import sys
from pathlib import Path

import numpy as np
import torch

from calibrate import fit_temperature
from ood_compare import compare_ood, fold_scores
from ood_head import add_ood_head, nearest_mean_distance, plant_class_means, validation_halves

HERE = Path(__file__).resolve().parent
MAX_CONFIDENT_WRONG = 0.08  # on every fold; the target is 10 %, with a margin for the test photos


def load(fold_dir):
    data = np.load(Path(fold_dir) / "predictions.npz")
    config = json.loads((Path(fold_dir) / "config.json").read_text())
    return {k: data[k] for k in data.files}, config["classes"], config["calibration"]["temperature"]


def answers(logits, targets, distances, scale, t, limit, nap):
    """(photos, answered, wrong) under the verdict, in-scope photos only (unknown classes, -1, are in scope)."""
    probs = torch.from_numpy(logits / scale).softmax(1).numpy()
    top, in_scope = probs.argmax(1), targets != nap
    confident = in_scope & (probs.max(1) >= t) & (top != nap) & (distances <= limit)
    return in_scope.sum(), confident.sum(), (confident & (top != targets)).sum()


def fit_verdict(folds):
    ratios = [fit_temperature(torch.from_numpy(d["calibration_logits"]).float(),
                              torch.from_numpy(d["calibration_targets"])) / t_val for d, _, t_val in folds.values()]
    ratio = float(np.median(ratios))
    prepared = []
    for name, (d, classes, t_val) in folds.items():
        s, nap = fold_scores(d, classes, t_val), classes.index("any__not_a_plant")
        _, held_half = validation_halves(len(d["validation_targets"]))
        groups = {g: (d[f"{g}_logits"], d[f"{g}_targets"], s[g]["plant_mean_distance"]) for g in ("calibration", "unknown")}
        groups["validation"] = tuple(x[held_half] for x in (d["validation_logits"], d["validation_targets"],
                                                             s["validation"]["plant_mean_distance"]))
        prepared.append((name, groups, t_val * ratio, nap))
    best = None
    for q in np.round(np.arange(0.5, 1.0001, 0.025), 3):
        for t in np.arange(0.3, 1.0, 0.01):
            per_fold = {}
            for name, groups, scale, nap in prepared:
                limit = np.quantile(groups["validation"][2], q)
                n, a, w = answers(*groups["calibration"], scale, t, limit, nap)
                un, ua, _ = answers(*groups["unknown"], scale, t, limit, nap)
                vn, va, vw = answers(*groups["validation"], scale, t, limit, nap)
                per_fold[name] = {"answered": a / n, "confident_wrong": w / n, "selective": 1 - w / max(a, 1),
                                  "unknown_class_answered": ua / max(un, 1), "validation_answered": va / vn,
                                  "validation_confident_wrong": vw / vn}
            if max(f["confident_wrong"] for f in per_fold.values()) > MAX_CONFIDENT_WRONG:
                continue
            score = float(np.mean([f["answered"] + f["validation_answered"] for f in per_fold.values()]))
            if best is None or score > best["score"]:
                best = {"threshold": round(float(t), 2), "distance_quantile": round(float(q), 3), "score": score,
                        "per_fold": per_fold}
            break  # a higher t only answers fewer photos
    return {"temperature_ratio": ratio, "fold_ratios": ratios, **(best or {})}


def verdict_for(fit, temperature, val_logits, val_features, val_targets, not_a_plant):
    """labels.json fields and the OOD head's class means for one model, from its validation photos."""
    fit_half, held_half = validation_halves(len(val_targets))
    means = plant_class_means(val_features[fit_half], val_targets[fit_half], not_a_plant)
    distances = nearest_mean_distance(val_features[held_half], means)
    fields = {
        "temperature": round(temperature * fit["temperature_ratio"], 4),
        "threshold": fit["threshold"],
        "ood_threshold": round(float(np.quantile(distances, fit["distance_quantile"])), 4),
        "validation_calibration": {"temperature": temperature},
        "cross_source_fit": {k: fit[k] for k in ("temperature_ratio", "distance_quantile", "threshold")},
    }
    return fields, means


def with_cross_source_verdict(calibration, val_logits, val_features, val_targets, not_a_plant, log):
    """train.py: the validation calibration with src/ml/cross-source.json's verdict; (calibration, means)."""
    fit_file = HERE.parent / "cross-source.json"
    if not fit_file.exists():
        return calibration, None
    fit = json.loads(fit_file.read_text())["verdict"]
    fields, means = verdict_for(fit, calibration["temperature"], val_logits, val_features, val_targets, not_a_plant)
    fields["validation_calibration"]["threshold"] = calibration["threshold"]
    log(f"cross-source verdict: {fields}")
    return {**calibration, **fields}, means


def apply(fit_path, model_dir, validation_path):
    """Retrofit an exported model (a fold's, or the shipped one) with the verdict and the OOD head.

    validation_path: a fold's predictions.npz, or JSON lines of file, label, logits and features of
    the model's validation photos in the order of its validation split.
    """
    fit = json.loads(Path(fit_path).read_text())["verdict"]
    labels_path, onnx_path = Path(model_dir) / "labels.json", Path(model_dir) / "mimea-classifier.onnx"
    labels = json.loads(labels_path.read_text())
    index = {e["label"]: e["index"] for e in labels["labels"]}
    if validation_path.endswith(".npz"):
        d = np.load(validation_path)
        logits, features, targets = d["validation_logits"], d["validation_features"], d["validation_targets"]
    else:
        rows = [json.loads(line) for line in Path(validation_path).read_text().splitlines() if line]
        logits, features = np.array([r["logits"] for r in rows]), np.array([r["features"] for r in rows], np.float32)
        targets = np.array([index[labels["aliases"].get(r["label"], r["label"])] for r in rows])
    temperature = labels.get("validation_calibration", {}).get("temperature", labels["temperature"])
    fields, means = verdict_for(fit, temperature, logits, features, targets, index["any__not_a_plant"])
    fields["validation_calibration"]["threshold"] = labels.get("validation_calibration", labels)["threshold"]
    labels.update(fields)
    if onnx_path.is_symlink():
        shutil.copy(onnx_path.resolve(), onnx_path.with_suffix(".tmp"))
        onnx_path.unlink()
        onnx_path.with_suffix(".tmp").rename(onnx_path)
    add_ood_head(onnx_path, means)
    labels_path.write_text(json.dumps(labels, indent=2) + "\n")


def main():
    if sys.argv[1] == "apply":
        apply(*sys.argv[2:5])
        return
    folds = {Path(f).name: load(f) for f in sys.argv[2:]}
    json.dump({"ood_auroc": compare_ood(folds), "verdict": fit_verdict(folds)}, sys.stdout, indent=2, default=float)


if __name__ == "__main__":
    main()
