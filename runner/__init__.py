"""runner"""

VERSION = "0.1.0"  # utbench's: in every summary, and what each Ray node reports
