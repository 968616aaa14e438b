"""Makes cache entries of one kind look older: `age_cache.py DIR KIND SECONDS`.

Rewrites the stored-at time in each entry's header line (`rainstorm-cache 1 <stored at>
<length>`), so the benchmark can ask what happens 16 minutes later without waiting for it.
"""

import pathlib
import sys

directory, kind, seconds = pathlib.Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])
for entry in directory.glob(f"{kind}-*"):
    header, _, rest = entry.read_bytes().partition(b"\n")
    magic, version, stored_at, length = header.split(b" ")
    older = str(float(stored_at) - seconds).encode()
    entry.write_bytes(b" ".join([magic, version, older, length]) + b"\n" + rest)
