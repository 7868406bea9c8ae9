"""Fine-tune ImageNet MobileNet v1 0.75 on the Mimea photos, then calibrate and export.

    python3 src/ml/training/train.py --minutes 48

The schedule is driven by wall-clock time, not an epoch count: this runs on a
shared 2-core machine whose speed varies, so the cosine learning-rate curve is
a function of elapsed/budget and training stops when the budget is spent.
Everything needed to reproduce the run (seed, split, hyper-parameters,
manifest hash, timings) lands in <work-dir>/config.json and is copied to
src/ml/training/last-run.json.
"""

import argparse
import json
import math
import random
import shutil
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from augment import PhotoDataset, TrainTransform
from calibrate import calibrate
from cross_source import with_cross_source_verdict
from data import load_images, read_manifest, sha256_of, stratified_split
from export_onnx import export
from extra_data import read_extra
from folds import check_fold, plan_fold
from fold_predictions import dump_predictions, run_model
from keras_weights import load_keras_mobilenet
from labels import canonical
from mixing import mix_batch, mixed_loss
from mobilenet import scale_input
from shared_data import IMAGES, WEIGHTS

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--images", default=str(IMAGES))
    p.add_argument("--weights", default=str(WEIGHTS))
    p.add_argument("--work-dir", default="/tmp/mimea-train")
    p.add_argument("--minutes", type=float, default=48.0, help="wall-clock training budget")
    p.add_argument("--epochs", type=float,
                   help="fixed-work budget instead: the schedule follows steps, --minutes only caps the time "
                        "(recipe comparisons on a machine whose speed varies)")
    p.add_argument("--seed", type=int, default=20261123)
    p.add_argument("--val-fraction", type=float, default=0.1)
    p.add_argument("--train-size", type=int, default=192, help="crop size while training (eval is 224)")
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--weight-decay", type=float, default=0.02)
    p.add_argument("--label-smoothing", type=float, default=0.1)
    p.add_argument("--dropout", type=float, default=0.2)
    p.add_argument("--frozen-blocks", type=int, default=3, help="conv1 + this many blocks never train")
    p.add_argument("--warm-frozen-blocks", type=int, default=6, help="frozen while the new head warms up")
    p.add_argument("--warm-fraction", type=float, default=0.1, help="share of the budget for the warm-up")
    p.add_argument("--init-run", help="continue from this earlier run's model.pt (a second stage)")
    p.add_argument("--threads", type=int, default=2, help="torch threads (1 for fold runs on a shared machine)")
    p.add_argument("--device", default="cpu", help="cuda: fold runs and experiments on an accelerator")
    p.add_argument("--workers", type=int, default=1, help="augmenting processes (an accelerator needs many)")
    p.add_argument("--holdout-source", help="leave-one-source-out fold: never train on this source_repo")
    p.add_argument("--out-dir", help="export here instead of public/models (folds and ablations)")
    p.add_argument("--extra", action="append", default=[], metavar="FOLDER",
                   help="more labelled photos in the shared manifest's format (npm run dataset -- export)")
    p.add_argument("--cutout", action="store_true", help="cut lab leaves out onto field-like backgrounds")
    p.add_argument("--phone", action="store_true", help="phone-photo faults: exposure, white balance, blur...")
    p.add_argument("--mixup", action="store_true", help="mixup / CutMix on half the batches")
    return p.parse_args()


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def set_frozen(model, n_blocks):
    """Freeze conv1 and the first n blocks; their BatchNorm keeps ImageNet statistics."""
    stages = [model.conv1, *model.blocks]
    for i, stage in enumerate(stages):
        trainable = i > n_blocks
        for param in stage.parameters():
            param.requires_grad = trainable
        stage.train(trainable and model.training)


def learning_rate(base, progress, warmup=0.03):
    if progress < warmup:
        return base * progress / warmup
    return base * 0.5 * (1 + math.cos(math.pi * min(1.0, (progress - warmup) / (1 - warmup))))


@torch.no_grad()
def predict_logits(model, dataset, batch_size=64):
    model.eval()
    loader = torch.utils.data.DataLoader(dataset, batch_size=batch_size, num_workers=0)
    device = next(model.parameters()).device
    outs = [model(scale_input(x.to(device).float()).contiguous(memory_format=torch.channels_last)).cpu()
            for x, _ in loader]
    return torch.cat(outs)


def train(args, model, train_set, log):
    loader_gen = torch.Generator().manual_seed(args.seed)
    loader = torch.utils.data.DataLoader(
        train_set, batch_size=args.batch_size, shuffle=True, drop_last=True, num_workers=args.workers,
        persistent_workers=True, generator=loader_gen)
    optimizer = torch.optim.AdamW([p for p in model.parameters()], lr=args.lr, weight_decay=args.weight_decay)
    mix_rng = np.random.default_rng(args.seed)
    budget = args.minutes * 60
    total_steps = args.epochs * len(train_set) / args.batch_size if args.epochs else None
    start, step, epoch, warm = time.time(), 0, 0, True
    while time.time() - start < budget and (total_steps is None or step < total_steps):
        epoch += 1
        seen, correct, loss_sum = 0, 0, 0.0
        for x, y in loader:
            x, y = x.to(args.device, non_blocking=True), y.to(args.device, non_blocking=True)
            elapsed = (time.time() - start) / budget
            progress = step / total_steps if total_steps else elapsed
            if progress >= 1 or elapsed >= 1:
                break
            model.train()
            frozen = args.warm_frozen_blocks if progress < args.warm_fraction else args.frozen_blocks
            if warm and frozen == args.frozen_blocks:
                warm = False
                log(f"warm-up done at step {step}: unfreezing down to block {args.frozen_blocks + 1}")
            set_frozen(model, frozen)
            for group in optimizer.param_groups:
                group["lr"] = learning_rate(args.lr, progress)
            x, y_a, y_b, lam = mix_batch(scale_input(x.float()), y, mix_rng, p=0.5 if args.mixup else 0.0)
            logits = model(x.contiguous(memory_format=torch.channels_last))
            loss = mixed_loss(logits, y_a, y_b, lam, args.label_smoothing)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            step += 1
            seen += len(y)
            correct += (logits.argmax(1) == y).sum().item()
            loss_sum += loss.item() * len(y)
            if step % 50 == 0:
                rate = step * args.batch_size / (time.time() - start)
                log(f"epoch {epoch} step {step} loss {loss_sum / seen:.3f} acc {correct / seen:.3f} "
                    f"lr {learning_rate(args.lr, progress):.2e} {rate:.1f} img/s progress {progress:.2f}")
        log(f"epoch {epoch} ended: {seen} photos, loss {loss_sum / max(seen, 1):.3f}, acc {correct / max(seen, 1):.3f}")
    return {"steps": step, "epochs": round(step * args.batch_size / len(train_set), 2),
            "train_seconds": round(time.time() - start, 1)}


def main():
    args = parse_args()
    torch.set_num_threads(args.threads)
    seed_everything(args.seed)
    work = Path(args.work_dir)
    work.mkdir(parents=True, exist_ok=True)
    log_file = open(work / "train.log", "a")

    def log(msg):
        line = f"[{time.strftime('%H:%M:%S')}] {msg}"
        print(line, flush=True)
        log_file.write(line + "\n")
        log_file.flush()

    manifest = Path(args.images) / "manifest.csv"
    all_rows = read_manifest(manifest)
    shared_labels = {canonical(r["label"]) for r in all_rows}
    for folder in args.extra:
        extra = read_extra(folder, shared_labels)
        log(f"{len(extra)} extra photos from {folder}")
        all_rows += extra
    fold = check_fold(plan_fold(all_rows, args.holdout_source)) if args.holdout_source else None
    # Never the test split; a fold also never sees its held-out source.
    rows = fold["train"] if fold else [r for r in all_rows if r["split"] == "train"]
    train_rows, val_rows = stratified_split(rows, args.val_fraction, args.seed)
    classes = sorted({canonical(r["label"]) for r in rows})
    index = {label: i for i, label in enumerate(classes)}
    log(f"{len(classes)} classes, {len(train_rows)} train, {len(val_rows)} validation photos")

    t0 = time.time()
    train_images = load_images(args.images, train_rows, 224)
    val_images = load_images(args.images, val_rows, 224)
    load_seconds = time.time() - t0
    log(f"decoded all photos in {load_seconds:.0f}s")
    background_domains = ("nonplant", "field") if args.cutout else ("nonplant",)
    backgrounds = [img for img, r in zip(train_images, train_rows) if r["domain"] in background_domains]

    def targets(rs):
        return [index[canonical(r["label"])] for r in rs]

    train_set = PhotoDataset(train_images, targets(train_rows), [r["domain"] for r in train_rows],
                             TrainTransform(args.train_size, backgrounds, args.cutout, args.phone))
    val_set = PhotoDataset(val_images, targets(val_rows), [r["domain"] for r in val_rows])

    model = load_keras_mobilenet(args.weights)
    model.replace_head(len(classes), args.dropout)
    previous = None
    if args.init_run:
        # A later stage restarts the schedule from an earlier run's weights (same classes, same split).
        previous = json.loads((Path(args.init_run) / "config.json").read_text())
        assert previous["classes"] == classes and previous["args"]["seed"] == args.seed
        model.load_state_dict(torch.load(Path(args.init_run) / "model.pt", map_location="cpu"))
        previous = {k: previous[k] for k in ("model_version", "args", "timing", "calibration")}
    model = model.to(args.device, memory_format=torch.channels_last)
    stats = train(args, model, train_set, log)
    log(f"trained {stats['epochs']} epochs in {stats['train_seconds']}s")
    model.eval()
    torch.save(model.state_dict(), work / "model.pt")

    val_logits = predict_logits(model, val_set)
    val_targets = torch.tensor(val_set.targets)
    log(f"validation top-1 (uncalibrated) {(val_logits.argmax(1) == val_targets).float().mean():.4f}")
    calibration = calibrate(val_logits, val_targets, index["any__not_a_plant"], log)
    ood_means = None
    if not fold:
        # The shipped verdict is the one fitted on cross-source predictions (cross_source.py).
        _, val_features = run_model(model, val_images)
        calibration, ood_means = with_cross_source_verdict(
            calibration, val_logits.numpy(), val_features, val_targets.numpy(), index["any__not_a_plant"], log)

    config = {
        "model_version": f"mimea-mnv1-075-{time.strftime('%Y%m%d')}-s{args.seed}" + ("-stage2" if previous else "")
        + (f"-fold-{args.holdout_source.split('/')[0]}" if fold else ""),
        "fold": {k: fold[k] for k in ("held_out", "classes", "scorable_classes", "unscorable_classes")} if fold else None,
        "args": vars(args),
        "manifest_sha256": sha256_of(manifest),
        # Provenance of the agronomist-labelled folders: their manifests change with every export.
        "extra_manifests_sha256": {folder: sha256_of(Path(folder) / "manifest.csv") for folder in args.extra},
        "classes": classes,
        "split": {"train": len(train_rows), "validation": len(val_rows)},
        "validation_files": sorted(r["file"] for r in val_rows),
        "timing": {"decode_seconds": round(load_seconds, 1), **stats},
        "previous_stage": previous,
        "calibration": calibration,
        "torch": torch.__version__,
    }
    (work / "config.json").write_text(json.dumps(config, indent=2))
    if args.out_dir:
        # A fold or ablation run: its own folder, never the shipped model or its provenance.
        out = Path(args.out_dir)
        export(model, config, out, log)
        (out / "config.json").write_text(json.dumps(config, indent=2))
        dump_predictions(model, index, val_rows, val_images, fold, args.images, out / "predictions.npz", log)
        shutil.copy(work / "train.log", out / "train.log")
        log("done")
        return
    summary = {k: v for k, v in config.items() if k != "validation_files"}
    (HERE / "last-run.json").write_text(json.dumps(summary, indent=2) + "\n")
    export(model, config, REPO / "public" / "models", log, ood_means)
    shutil.copy(work / "train.log", HERE / "last-run.log")
    log("done")


if __name__ == "__main__":
    main()
