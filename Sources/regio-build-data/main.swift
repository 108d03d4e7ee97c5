import Regio
print("build-data")
