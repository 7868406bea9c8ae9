"""Export the fine-tuned network to ONNX and write labels.json beside it.

The ONNX graph takes `input` (N x 3 x 224 x 224 float32, already scaled to
-1..1) and returns raw `logits`; temperature and threshold live in
labels.json so recalibrating never needs a new model file.
"""

import inspect
import json
from pathlib import Path

import onnx
import torch

from labels import ALIASES, label_entries
from mobilenet import MobileNetV1
from ood_head import add_ood_head

OPSET = 13
SIZE = 224
# Newer torch exports through dynamo by default (an accelerator machine's torch, say); the shipped
# graph is the TorchScript exporter's, so ask for it wherever the choice exists.
TORCHSCRIPT_EXPORTER = {"dynamo": False} if "dynamo" in inspect.signature(torch.onnx.export).parameters else {}


def export(model, config, out_dir, log, ood_means=None):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    onnx_path = out_dir / "mimea-classifier.onnx"
    # Export from a plain (contiguous-format) copy so the graph has no layout quirks.
    plain = MobileNetV1(num_classes=len(config["classes"]))
    plain.load_state_dict(model.state_dict())
    plain.eval()
    torch.onnx.export(
        plain, torch.zeros(1, 3, SIZE, SIZE), str(onnx_path),
        input_names=["input"], output_names=["logits"],
        dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}},
        opset_version=OPSET, do_constant_folding=True, **TORCHSCRIPT_EXPORTER)
    graph = onnx.load(str(onnx_path))
    onnx.checker.check_model(graph)
    graph.doc_string = f"Mimea crop-health classifier {config['model_version']}"
    onnx.save(graph, str(onnx_path))
    if ood_means is not None:
        add_ood_head(onnx_path, ood_means)  # the `ood_distance` output the verdict reads
    log(f"wrote {onnx_path} ({onnx_path.stat().st_size / 1e6:.2f} MB)")
    (out_dir / "labels.json").write_text(json.dumps(labels_document(config), indent=2) + "\n")


def labels_document(config):
    calibration = config["calibration"]
    return {
        "model_version": config["model_version"],
        "temperature": calibration["temperature"],
        "threshold": calibration["threshold"],
        # Fitted on cross-source predictions (cross_source.py); absent for fold models.
        **{k: calibration[k] for k in ("ood_threshold", "validation_calibration", "cross_source_fit")
           if k in calibration},
        "preprocess": {
            # Resize the short side to 224, centre-crop 224, RGB, (pixel - mean) / std = pixel / 127.5 - 1.
            "size": SIZE,
            "resize_short": SIZE,
            "mean": [127.5, 127.5, 127.5],
            "std": [127.5, 127.5, 127.5],
            "layout": "NCHW",
            "channels": "RGB",
        },
        # Dataset labels that the model predicts under another name (merged maize classes).
        "aliases": ALIASES,
        "labels": label_entries(config["classes"]),
    }


if __name__ == "__main__":
    # Re-export from a saved run: python3 export_onnx.py /tmp/mimea-train
    import sys

    from mobilenet import load_checkpoint

    work = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/mimea-train")
    cfg = json.loads((work / "config.json").read_text())
    net = load_checkpoint(work / "model.pt", len(cfg["classes"]))
    export(net, cfg, Path(__file__).resolve().parents[3] / "public" / "models", print)
