N=23
k=sorted([(i*17+5)%29 for i in range(N)])
print("sorted 1:"+"".join(" %d"%x for x in k))
