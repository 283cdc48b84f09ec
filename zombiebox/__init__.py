"""zombiebox: a desktop table for five zombie board games."""
__version__ = "0.1.0"
