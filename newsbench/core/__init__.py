"""The typed core every stage shares: the row and the run's result, keys and versions, the bounds of judge
columns, run labels, user errors, where the project's files live, secrets, and the registries."""
