#!/usr/bin/env python3
"""Validates YAML files against a JSON Schema with the PyPI packages jsonschema and
PyYAML (installed by .ci/run into .build/oracle-venv), as an editor would see them.

  schema_oracle.py SCHEMA FILE...
      Checks SCHEMA against the draft 2020-12 meta-schema, then loads each FILE with
      PyYAML and validates it. Prints one line per FILE: `valid FILE` or
      `invalid FILE: message`. Exits 1 when SCHEMA itself is not a valid schema.
"""
import json
import sys

import jsonschema
import yaml


def main(schema_path, files):
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in files:
        with open(path, encoding="utf-8") as handle:
            document = yaml.safe_load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        if errors:
            where = "/".join(str(part) for part in errors[0].absolute_path)
            print(f"invalid {path}: {where}: {errors[0].message}")
        else:
            print(f"valid {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
