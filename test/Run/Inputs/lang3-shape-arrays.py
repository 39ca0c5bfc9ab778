def s(d):
    if len(d)==1: return sum(i+1 for i in range(d[0]))
    return sum((i+1)*(j+1) for i in range(d[0]) for j in range(d[1]))
for k in range(3): print("grid %d: rank 2 positions %d sum %d"%(k,(k+1)*3,s([k+1,3])))
for k in range(2): print("fixed %d: 4 %d"%(k,s([4])))
print("%d"%sum(p*10 for p in range(4)))
print("local %d %d %d"%(12,4,s([3,4])))
print("after 0 2")
