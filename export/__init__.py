"""Run directories -> a fine-tuning set: selection with leakage guards, deduplication, writers, card."""
