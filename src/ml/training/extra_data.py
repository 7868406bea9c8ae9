"""Extra labelled folders for training: `npm run train -- --extra <folder>` (repeatable).

A folder is what `npm run dataset -- export <folder>` writes: `<label>/<file>.jpg` and a
`manifest.csv` in the shared manifest's columns (photos agronomists confirmed or corrected). Its
rows join the training photos as one more source; they are checked first, so a stray file or an
unknown label stops the run before hours of training instead of after. Stdlib only, so the unit
tests run it without torch: `python3 extra_data.py <folder> <shared manifest.csv>` prints the rows.
"""

import csv
import json
import sys
from pathlib import Path

from labels import canonical

MANIFEST_COLUMNS = ["file", "label", "crop", "condition", "split", "domain", "source_repo",
                    "source_path", "licence"]
# What the farmer told the chat when the photo alone could not tell (issue 30): kept for analysis,
# never read by training.
FARMER_COLUMNS = ["farmer_pick", "farmer_answers", "chat_outcome"]


def read_extra(folder, known_labels):
    """The folder's rows with absolute `file` paths, all in the train split.

    Refuses a manifest whose columns differ from the shared one (followed, or not, by the export's
    farmer columns), a photo outside the folder or missing, and a label the shared data does not
    have (the class list must not change).
    """
    root = Path(folder).resolve()
    with open(root / "manifest.csv", newline="") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames not in (MANIFEST_COLUMNS, MANIFEST_COLUMNS + FARMER_COLUMNS):
            raise ValueError(f"{root}/manifest.csv: columns {reader.fieldnames}, expected {MANIFEST_COLUMNS}")
        rows = list(reader)
    extra = []
    for row in rows:
        path = (root / row["file"]).resolve()
        if root not in path.parents:
            raise ValueError(f"{row['file']}: outside {root}")
        if not path.is_file():
            raise ValueError(f"{row['file']}: no such photo in {root}")
        if canonical(row["label"]) not in known_labels:
            raise ValueError(f"{row['file']}: label {row['label']} is not one the model learns")
        extra.append({**row, "file": str(path), "split": "train"})
    return extra


if __name__ == "__main__":
    with open(sys.argv[2], newline="") as f:
        known = {canonical(r["label"]) for r in csv.DictReader(f)}
    try:
        print(json.dumps(read_extra(sys.argv[1], known)))
    except ValueError as error:
        print(error, file=sys.stderr)
        sys.exit(1)
