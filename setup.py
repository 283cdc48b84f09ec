# The package list lives here because maps/ and assets/ sit at the top of the
# checkout (the design card) yet ship inside the wheel as zombiebox.maps and
# zombiebox.assets (lessons/ and docs/ too; see [tool.setuptools] package-dir in pyproject.toml).
from setuptools import find_packages, setup

setup(packages=find_packages(include=["zombiebox", "zombiebox.*"]) + ["zombiebox.maps", "zombiebox.assets", "zombiebox.docs", "zombiebox.lessons"])
