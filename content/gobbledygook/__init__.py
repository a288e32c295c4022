"""GobbledyGook! content: its YAML, its models (`models`), and what the validator registers (`kinds`).

Importing the package stays light (no pydantic), so the rules engines can use its pydantic-free
modules without loading the validation."""
