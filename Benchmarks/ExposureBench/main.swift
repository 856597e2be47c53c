import CPixman
print("bench")
