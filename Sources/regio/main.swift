import Regio
print("regio")
