"""Weight-only int8 copy of the classifier for the browser (issue 16: <= 4 MB to download).

Each Conv and Gemm weight becomes int8 with one symmetric scale per output channel, turned back into
float by a DequantizeLinear node as the model loads; activations stay float, so the verdict rules
(temperature, threshold, OOD distance) see the same kind of numbers. Other tensors (the OOD
prototypes among them) are kept as they are.

    /usr/bin/python3 src/ml/training/quantize_onnx.py public/models/mimea-classifier.onnx OUT.onnx
"""

import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper


def quantize(source: str, target: str) -> None:
    model = onnx.load(source)
    graph = model.graph
    weights = {
        node.input[1]
        for node in graph.node
        if node.op_type in ("Conv", "Gemm") and len(node.input) > 1
    }
    kept, added, nodes = [], [], []
    for tensor in graph.initializer:
        array = numpy_helper.to_array(tensor)
        if tensor.name not in weights or array.dtype != np.float32 or array.size < 1024:
            kept.append(tensor)
            continue
        channels = array.reshape(array.shape[0], -1)
        scale = np.maximum(np.abs(channels).max(axis=1), 1e-12) / 127.0
        quantized = np.clip(np.round(channels / scale[:, None]), -127, 127).astype(np.int8)
        name = tensor.name
        added += [
            numpy_helper.from_array(quantized.reshape(array.shape), f"{name}_int8"),
            numpy_helper.from_array(scale.astype(np.float32), f"{name}_scale"),
            numpy_helper.from_array(np.zeros(array.shape[0], np.int8), f"{name}_zero"),
        ]
        nodes.append(
            helper.make_node(
                "DequantizeLinear",
                [f"{name}_int8", f"{name}_scale", f"{name}_zero"],
                [name],
                axis=0,
                name=f"{name}_dequantize",
            )
        )
    del graph.initializer[:]
    graph.initializer.extend(kept + added)
    existing = list(graph.node)
    del graph.node[:]
    graph.node.extend(nodes + existing)
    onnx.checker.check_model(model)
    onnx.save(model, target)


if __name__ == "__main__":
    quantize(sys.argv[1], sys.argv[2])
