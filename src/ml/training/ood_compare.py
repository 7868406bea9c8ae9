"""Which out-of-distribution score to use: each candidate measured on the fold models.

    /usr/bin/python3 src/ml/training/cross_source.py fit <fold dir> ...   # prints the table as "ood_auroc"

Candidates: the top calibrated probability, the energy of all logits (Liu et al. 2020), the energy
of the plant logits, and the distance to the nearest plant class mean of the penultimate features
(ood_head.py). Each is scored by AUROC on three questions: does it tell the held-out source's
photos from familiar (validation) ones, photos of classes the fold never learnt from in-scope ones,
and wrong answers from right ones. Class means come from half the validation photos; the other
half are the "familiar" photos.
"""

import numpy as np
import torch

from ood_head import nearest_mean_distance, plant_class_means, validation_halves


def energy(logits):
    return -torch.logsumexp(torch.from_numpy(logits).double(), 1).numpy()


def auroc(negatives, positives):
    """P(score of a positive > score of a negative); positives should score higher."""
    if len(negatives) == 0 or len(positives) == 0:
        return None
    ranks = np.concatenate([negatives, positives]).argsort().argsort() + 1
    pos = ranks[len(negatives):]
    return float((pos.sum() - len(positives) * (len(positives) + 1) / 2) / (len(negatives) * len(positives)))


def fold_scores(d, classes, t_val):
    """Every candidate OOD score for every group of a fold (higher = less familiar)."""
    nap = classes.index("any__not_a_plant")
    fit_half, _ = validation_halves(len(d["validation_targets"]))
    means = plant_class_means(d["validation_features"][fit_half], d["validation_targets"][fit_half], nap)
    plant = [i for i in range(len(classes)) if i != nap]
    out = {}
    for group in ("validation", "calibration", "report", "unknown", "fixtures"):
        logits = d[f"{group}_logits"]
        out[group] = {
            "max_probability": -torch.from_numpy(logits / t_val).softmax(1).numpy().max(1),
            "energy": energy(logits),
            "plant_energy": energy(logits[:, plant]),
            "plant_mean_distance": nearest_mean_distance(d[f"{group}_features"], means),
        }
    return out


def compare_ood(folds):
    """AUROC per score: off-source vs validation, unknown classes vs in-scope, wrong vs right."""
    table = {}
    for name, (d, classes, t_val) in folds.items():
        s = fold_scores(d, classes, t_val)
        _, held_half = validation_halves(len(d["validation_targets"]))
        logits = np.concatenate([d["calibration_logits"], d["report_logits"]])
        wrong = logits.argmax(1) != np.concatenate([d["calibration_targets"], d["report_targets"]])
        table[name] = {}
        for score in s["validation"]:
            held = np.concatenate([s["calibration"][score], s["report"][score]])
            table[name][score] = {
                "held_out_vs_validation": auroc(s["validation"][score][held_half], held),
                "unknown_vs_in_scope": auroc(held, s["unknown"][score]),
                "wrong_vs_right": auroc(held[~wrong], held[wrong]),
            }
    return table
