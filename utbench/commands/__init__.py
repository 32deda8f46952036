"""utbench/commands"""
