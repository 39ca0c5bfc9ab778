"""The one exception the package raises for a bad file or argument."""


class StreamStarError(Exception):
    """A Stream* file is missing, malformed or inconsistent; the message names
    the file (and the field) and the cause, in one line."""
