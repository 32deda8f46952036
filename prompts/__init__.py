"""Prompting: the paper's PoT and RCoT templates, the chat client for OpenAI-compatible servers,
sample generation, the offline baselines and the PoT/RCoT comparison."""
