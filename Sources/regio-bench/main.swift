import Regio
print("bench")
