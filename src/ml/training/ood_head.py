"""The out-of-distribution score, built into the ONNX graph: distance to the nearest plant class.

    /usr/bin/python3 src/ml/training/ood_head.py <model.onnx> <means.npy>   # add the head in place

The penultimate features (global average pool, 768 values) are L2-normalised and compared with
the normalised mean feature of each plant class (not_a_plant left out, so "looks like no plant
problem I know" scores high). The graph gains an output `ood_distance` (N): the Euclidean
distance to the nearest mean, sqrt(1 - 2 f.m + |m|^2). Chosen on the cross-source folds over the
energy of the logits and the top probability (model card, "Out-of-distribution score"): it tells
photos from an unseen source from familiar ones best, so the verdict can stay quiet off-source
without silencing same-source photos. Inside the graph, server and browser get it for free.

Class means come from one half of the validation photos (alternate photos in split order) and the
threshold from the other half, so neither is fitted on the photos that set the other.
"""

import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUTPUT = "ood_distance"


def validation_halves(n):
    """Index masks (means, threshold) splitting validation photos alternately."""
    idx = np.arange(n)
    return idx % 2 == 0, idx % 2 == 1


def normalise(features):
    return features / np.linalg.norm(features, axis=1, keepdims=True).clip(1e-9)


def plant_class_means(features, targets, not_a_plant):
    """(classes, dim) normalised mean feature of every plant class present."""
    classes = [c for c in np.unique(targets) if c != not_a_plant and c >= 0]
    means = np.stack([normalise(features[targets == c]).mean(0) for c in classes])
    return means.astype(np.float32)


def nearest_mean_distance(features, means):
    """The same arithmetic as the graph head, in NumPy."""
    d2 = 1 - 2 * normalise(features) @ means.T + (means ** 2).sum(1)
    return np.sqrt(np.maximum(d2, 0).min(1))


def add_ood_head(onnx_path, means):
    model = onnx.load(str(onnx_path))
    graph = model.graph
    if any(output.name == OUTPUT for output in graph.output):
        raise ValueError(f"{onnx_path} already has {OUTPUT}")
    gemm = next(node for node in graph.node if node.op_type == "Gemm")  # the classifier layer
    features = gemm.input[0]
    graph.initializer.extend([
        numpy_helper.from_array(np.ascontiguousarray(means.T), "ood_means_t"),
        numpy_helper.from_array((1 + (means ** 2).sum(1)).astype(np.float32), "ood_offsets"),
        numpy_helper.from_array(np.array(-2.0, np.float32), "ood_minus_two"),
    ])
    graph.node.extend([
        helper.make_node("ReduceL2", [features], ["ood_norm"], axes=[1], keepdims=1),
        helper.make_node("Div", [features, "ood_norm"], ["ood_unit"]),
        helper.make_node("MatMul", ["ood_unit", "ood_means_t"], ["ood_dots"]),
        helper.make_node("Mul", ["ood_dots", "ood_minus_two"], ["ood_scaled"]),
        helper.make_node("Add", ["ood_scaled", "ood_offsets"], ["ood_squares"]),
        helper.make_node("ReduceMin", ["ood_squares"], ["ood_nearest"], axes=[1], keepdims=0),
        helper.make_node("Relu", ["ood_nearest"], ["ood_clipped"]),
        helper.make_node("Sqrt", ["ood_clipped"], [OUTPUT]),
    ])
    graph.output.append(helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch"]))
    onnx.checker.check_model(model)
    onnx.save(model, str(onnx_path))


if __name__ == "__main__":
    add_ood_head(sys.argv[1], np.load(sys.argv[2]))
