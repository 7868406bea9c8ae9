"""Temperature scaling and the "not sure" threshold, both fitted on validation only.

Temperature: one scalar T minimising the negative log-likelihood of
softmax(logits / T) (Guo et al. 2017); it changes confidence, never the ranking.

Threshold: the app says "not sure" when the calibrated top probability is
below t. We pick the smallest t whose answered in-scope validation photos are
at least TARGET_ACCURACY correct, but never one that leaves fewer than
MIN_COVERAGE of in-scope validation photos answered: validation is easier
than field photos, so a threshold tuned to the last decimal here would
silence the app in the field.
"""

import torch
import torch.nn.functional as F

TARGET_ACCURACY = 0.99
MIN_COVERAGE = 0.95
ECE_BINS = 15


def fit_temperature(logits, targets):
    log_t = torch.zeros(1, requires_grad=True)  # optimise log T so T stays positive
    optimizer = torch.optim.LBFGS([log_t], lr=0.1, max_iter=200)

    def closure():
        optimizer.zero_grad()
        loss = F.cross_entropy(logits / log_t.exp(), targets)
        loss.backward()
        return loss

    optimizer.step(closure)
    return float(log_t.exp())


def expected_calibration_error(probs, targets, bins=ECE_BINS):
    confidence, predicted = probs.max(1)
    correct = (predicted == targets).float()
    ece = torch.zeros(())
    edges = torch.linspace(0, 1, bins + 1)
    for lo, hi in zip(edges[:-1], edges[1:]):
        inside = (confidence > lo) & (confidence <= hi)
        if inside.any():
            ece += inside.float().mean() * (confidence[inside].mean() - correct[inside].mean()).abs()
    return float(ece)


def choose_threshold(probs, targets, not_a_plant):
    confidence, predicted = probs.max(1)
    in_scope = targets != not_a_plant
    conf, right = confidence[in_scope], (predicted == targets)[in_scope]
    best = 0.0
    for step in range(0, 100):
        t = step / 100
        answered = conf >= t
        coverage = answered.float().mean()
        if coverage < MIN_COVERAGE:
            break
        best = t
        if right[answered].float().mean() >= TARGET_ACCURACY:
            break
    return best


def calibrate(logits, targets, not_a_plant, log):
    nll_before = float(F.cross_entropy(logits, targets))
    ece_before = expected_calibration_error(logits.softmax(1), targets)
    temperature = fit_temperature(logits, targets)
    probs = (logits / temperature).softmax(1)
    ece_after = expected_calibration_error(probs, targets)
    threshold = choose_threshold(probs, targets, not_a_plant)
    confidence, predicted = probs.max(1)
    in_scope = targets != not_a_plant
    answered = in_scope & (confidence >= threshold) & (predicted != not_a_plant)
    result = {
        "temperature": round(temperature, 4),
        "threshold": threshold,
        "validation": {
            "top1": round(float((predicted == targets).float().mean()), 4),
            "nll_before": round(nll_before, 4),
            "nll_after": round(float(F.cross_entropy(logits / temperature, targets)), 4),
            "ece_before": round(ece_before, 4),
            "ece_after": round(ece_after, 4),
            "in_scope_answered": round(float(answered.sum() / in_scope.sum()), 4),
            "answered_accuracy": round(float((predicted == targets)[answered].float().mean()), 4),
            "not_a_plant_recall": round(float((predicted == not_a_plant)[~in_scope].float().mean()), 4),
        },
    }
    log(f"calibration: {result}")
    return result
