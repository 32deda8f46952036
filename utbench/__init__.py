"""utbench"""
