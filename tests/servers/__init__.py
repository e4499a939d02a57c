"""Real servers the tests and benchmarks start on localhost: a fault-injecting OpenAI-compatible endpoint, Ray."""
