import sys

from utbench.cli import main

sys.exit(main())
