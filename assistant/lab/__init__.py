"""The lab: simulate, ladder and balance runs, on this machine or a cluster."""
