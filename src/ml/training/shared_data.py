"""Where the project's shared material lives: `shared/` beside the repository, as on every machine
of the project and in CI; MIMEA_SHARED_DATA points elsewhere when needed."""
import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
SHARED_DATA = Path(os.environ.get("MIMEA_SHARED_DATA", REPO.parent / "shared" / "data"))
IMAGES = SHARED_DATA / "images"
WEIGHTS = SHARED_DATA / "weights" / "mobilenet_v1_0.75_224"
