N=6
x=[p+1 for p in range(N)]
hist=[0]*N; bias=[100]*N; nc=0
def step(k):
    global nc
    nc+=1
    for p in range(N):
        hist[p]+=x[p]*k
        if p%2: bias[p]-=k
    return sum(hist[p]+bias[p] for p in range(N))+nc
for k in range(1,5): r=step(k)
print("step %d"%r)
print("inner %d"%step(10))
acc=[0.0]*N
def depth(n):
    if n==0: return 0
    for p in range(N): acc[p]+=n*0.5
    depth(n-1)
    return int(sum(acc))
a=depth(3); b=depth(2)
print("depth %d %d"%(a,b))
