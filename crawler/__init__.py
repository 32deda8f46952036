"""OEIS entries in: fetching (polite, cached), parsing (.seq, JSON, b-files), the local store."""
