"""Mixup and CutMix on a training batch (Zhang et al. 2018; Yun et al. 2019).

Blending two photos and their labels stops the network from trusting any one patch too
much, which tends to soften over-confident answers on unfamiliar photos.
"""

import numpy as np
import torch
import torch.nn.functional as F


def mix_batch(x, y, rng, p=0.5):
    """(x, y_a, y_b, lam): lam of the loss goes to y_a, 1 - lam to y_b. x is float NCHW."""
    if rng.random() >= p:
        return x, y, y, 1.0
    order = torch.randperm(len(y), device=y.device)
    if rng.random() < 0.5:
        lam = float(rng.beta(0.4, 0.4))
        return lam * x + (1 - lam) * x[order], y, y[order], lam
    lam = float(rng.beta(1.0, 1.0))
    h, w = x.shape[2:]
    ch, cw = int(h * np.sqrt(1 - lam)), int(w * np.sqrt(1 - lam))
    cy, cx = rng.integers(0, h), rng.integers(0, w)
    top, bottom = max(0, cy - ch // 2), min(h, cy + ch // 2)
    left, right = max(0, cx - cw // 2), min(w, cx + cw // 2)
    x = x.clone()
    x[:, :, top:bottom, left:right] = x[order, :, top:bottom, left:right]
    lam = 1 - (bottom - top) * (right - left) / (h * w)
    return x, y, y[order], lam


def mixed_loss(logits, y_a, y_b, lam, label_smoothing):
    loss_a = F.cross_entropy(logits, y_a, label_smoothing=label_smoothing)
    if lam >= 1.0:
        return loss_a
    return lam * loss_a + (1 - lam) * F.cross_entropy(logits, y_b, label_smoothing=label_smoothing)
