print("sous")
