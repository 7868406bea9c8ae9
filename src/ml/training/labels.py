"""The class list: which dataset labels the model predicts, and what they mean.

Maize merge (documented in the model card): the lab photos name the pathogen
(northern_leaf_blight, gray_leaf_spot) while the field photos do not
(leaf_blight, leaf_spot). Kept apart, the two pairs differ only by lab vs
field, so the model would learn the background, not the disease. We merge
each pair into the unnamed field label.
"""

ALIASES = {
    "maize__northern_leaf_blight": "maize__leaf_blight",
    "maize__gray_leaf_spot": "maize__leaf_spot",
}

# Conditions that are pests or not diseases; everything else non-healthy is a disease.
PESTS = {"fall_armyworm", "grasshopper", "leaf_beetle", "leaf_miner", "spider_mites"}
DEFICIENCIES = set()  # none in this data set; kept so the kind vocabulary is explicit


def canonical(label):
    """Map a dataset label onto the label the model predicts."""
    return ALIASES.get(label, label)


def kind_of(condition):
    if condition == "not_a_plant":
        return "not_a_plant"
    if condition == "healthy":
        return "healthy"
    if condition in PESTS:
        return "pest"
    if condition in DEFICIENCIES:
        return "deficiency"
    return "disease"


def slug_of(crop, condition):
    """Crop-specific kebab-case slug of the advice library, e.g. potato-late-blight."""
    if condition == "not_a_plant":
        return "not-a-plant"
    return f"{crop}-{condition}".replace("_", "-")


def label_entries(classes):
    """labels.json entries, in model output order."""
    entries = []
    for index, label in enumerate(classes):
        crop, condition = label.split("__", 1)
        entries.append({
            "index": index,
            "label": label,
            "crop": crop,
            "condition": condition,
            "kind": kind_of(condition),
            "slug": slug_of(crop, condition),
        })
    return entries
