cur=list(range(11)); nxt=[p+100 for p in range(11)]
A=cur; B=nxt
for it in range(5):
    new=[cur[(p+1)%11]+1 for p in range(11)]
    nxt[:]=new
    cur,nxt=nxt,cur
print("".join("%d "%v for v in cur))
print("%d %d"%(sum(A),sum(B)))
print("%d %d"%(-33,-3))
