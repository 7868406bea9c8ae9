"""Load the TensorFlow.js "layers" export of Keras MobileNet v1 into mobilenet.py.

Format: model.json lists weight groups in order; each groupN-shard1of1 file
holds those tensors as little-endian float32, concatenated in manifest order.
"""

import json
from pathlib import Path

import numpy as np
import torch

from mobilenet import MobileNetV1


def read_keras_tensors(weights_dir):
    """Return {keras name: numpy array} for every tensor in the manifest."""
    weights_dir = Path(weights_dir)
    manifest = json.loads((weights_dir / "model.json").read_text())["weightsManifest"]
    tensors = {}
    for group in manifest:
        blob = b"".join((weights_dir / p).read_bytes() for p in group["paths"])
        offset = 0
        for spec in group["weights"]:
            assert spec["dtype"] == "float32", spec
            count = int(np.prod(spec["shape"]))
            data = np.frombuffer(blob, dtype="<f4", count=count, offset=offset)
            tensors[spec["name"]] = data.reshape(spec["shape"])
            offset += count * 4
        assert offset == len(blob), f"unused bytes in {group['paths']}"
    return tensors


def _copy_conv_bn(module, tensors, conv_name, depthwise):
    kernel = tensors[f"{conv_name}/depthwise_kernel" if depthwise else f"{conv_name}/kernel"]
    if depthwise:
        # Keras [kh, kw, in, 1] -> PyTorch [in, 1, kh, kw] (groups=in).
        weight = kernel.transpose(2, 3, 0, 1)
    else:
        # Keras HWIO [kh, kw, in, out] -> PyTorch OIHW.
        weight = kernel.transpose(3, 2, 0, 1)
    _assign(module.conv.weight, weight)
    bn = f"{conv_name}_bn"
    _assign(module.bn.weight, tensors[f"{bn}/gamma"])
    _assign(module.bn.bias, tensors[f"{bn}/beta"])
    _assign(module.bn.running_mean, tensors[f"{bn}/moving_mean"])
    _assign(module.bn.running_var, tensors[f"{bn}/moving_variance"])


def _assign(target, array):
    value = torch.from_numpy(np.array(array, dtype=np.float32))  # copy: frombuffer is read-only
    assert target.shape == value.shape, (target.shape, value.shape)
    with torch.no_grad():
        target.copy_(value)


def load_keras_mobilenet(weights_dir):
    """Build MobileNetV1(1000 classes) and fill it with the ImageNet weights.

    The classifier output index is the ImageNet class id directly (the Keras
    release has 1000 outputs and no background class).
    """
    tensors = read_keras_tensors(weights_dir)
    model = MobileNetV1(num_classes=1000)
    _copy_conv_bn(model.conv1, tensors, "conv1", depthwise=False)
    for i, block in enumerate(model.blocks, start=1):
        _copy_conv_bn(block[0], tensors, f"conv_dw_{i}", depthwise=True)
        _copy_conv_bn(block[1], tensors, f"conv_pw_{i}", depthwise=False)
    # conv_preds is a 1x1 conv [1, 1, 768, 1000] -> Linear weight [1000, 768].
    _assign(model.classifier.weight, tensors["conv_preds/kernel"][0, 0].T)
    _assign(model.classifier.bias, tensors["conv_preds/bias"])
    return model.eval()
