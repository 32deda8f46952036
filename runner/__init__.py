"""runner"""
