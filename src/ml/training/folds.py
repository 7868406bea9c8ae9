"""Leave-one-source-out folds: judge the model on photos from a source it never saw.

    /usr/bin/python3 src/ml/training/folds.py [manifest.csv]   # prints every fold's plan as JSON

The same-source test split cannot see the lab -> field gap, because every test
photo comes from a source that training also saw. A fold holds out one whole
source (the manifest's `source_repo`, both splits) and trains on the train
split of every other source. A class whose only source is held out cannot be
scored that way, so each plan names the classes it can score.

Stdlib only, so the protocol can be checked without torch.
"""

import csv
import json
import sys
from pathlib import Path

from labels import canonical

HERE = Path(__file__).resolve().parent


def read_rows(manifest_path):
    with open(manifest_path, newline="") as f:
        return list(csv.DictReader(f))


def sources_of(rows):
    return sorted({row["source_repo"] for row in rows})


def plan_fold(rows, held_out):
    """Split the manifest for one fold.

    train: the `train` split of every other source (their `test` split stays for final figures).
    calibration / report: every photo of the held-out source whose class the fold model knows,
    split by the manifest's own split, so thresholds are fitted on `train` rows and figures
    reported on `test` rows of the held-out source.
    """
    if held_out not in sources_of(rows):
        raise ValueError(f"no photos from source {held_out!r}")
    train = [r for r in rows if r["source_repo"] != held_out and r["split"] == "train"]
    trained_classes = sorted({canonical(r["label"]) for r in train})
    held = [r for r in rows if r["source_repo"] == held_out]
    known = set(trained_classes)
    scorable = sorted({canonical(r["label"]) for r in held} & known)
    unscorable = sorted({canonical(r["label"]) for r in held} - known)
    in_scope = [r for r in held if canonical(r["label"]) in known]
    return {
        "held_out": held_out,
        "train": train,
        "classes": trained_classes,
        "scorable_classes": scorable,
        "unscorable_classes": unscorable,
        "calibration": [r for r in in_scope if r["split"] == "train"],
        "report": [r for r in in_scope if r["split"] == "test"],
        # Photos of classes the fold model never learnt: out-of-distribution probes.
        "unknown": [r for r in held if canonical(r["label"]) not in known],
    }


def check_fold(plan):
    """The protocol's one promise: no source on both sides of a fold."""
    trained = {r["source_repo"] for r in plan["train"]}
    scored = {r["source_repo"] for r in plan["calibration"] + plan["report"] + plan["unknown"]}
    if trained & scored:
        raise AssertionError(f"sources on both sides: {sorted(trained & scored)}")
    return plan


def summary(plan):
    return {
        "held_out": plan["held_out"],
        "train_photos": len(plan["train"]),
        "train_sources": sorted({r["source_repo"] for r in plan["train"]}),
        "classes": len(plan["classes"]),
        "scorable_classes": plan["scorable_classes"],
        "unscorable_classes": plan["unscorable_classes"],
        "calibration_photos": len(plan["calibration"]),
        "report_photos": len(plan["report"]),
        "unknown_photos": len(plan["unknown"]),
    }


def main():
    manifest = sys.argv[1] if len(sys.argv) > 1 else None
    if manifest is None:
        from shared_data import IMAGES

        manifest = IMAGES / "manifest.csv"
    rows = read_rows(manifest)
    plans = [summary(check_fold(plan_fold(rows, source))) for source in sources_of(rows)]
    print(json.dumps(plans, indent=2))


if __name__ == "__main__":
    main()
